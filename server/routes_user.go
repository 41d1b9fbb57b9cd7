package server

import (
	"errors"
	"io"

	"github.com/gofiber/fiber/v2"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/identity"
	"github.com/feedbackkit/feedbackkit/uploads"
)

// userRoutes registers the current user's endpoints (tag user of the
// OpenAPI document).
func (s *Server) userRoutes(api fiber.Router) {
	auth := s.Authenticate
	api.Get("/user", auth, s.getUser)
	api.Put("/user", auth, s.updateUser)
	api.Put("/user/password", s.ownAccounts, auth, s.changePassword)
	api.Post("/user/profile-picture", auth, s.uploadProfilePicture)
	api.Get("/user/tags", auth, s.getUserTags)
	api.Put("/user/tags", auth, s.setUserTags)
}

// userJSON is a user as the API shows it.
type userJSON struct {
	ID             string           `json:"_id"`
	Name           string           `json:"name"`
	LastName       string           `json:"lastName"`
	Email          string           `json:"email"`
	InstructorID   string           `json:"instructorId"`
	Role           feedbackkit.Role `json:"role"`
	Organization   string           `json:"organization"`
	ProfilePicture string           `json:"profilePicture"`
}

func (s *Server) userJSON(u *identity.User) userJSON {
	return userJSON{
		ID:             u.ID,
		Name:           u.Name,
		LastName:       u.LastName,
		Email:          u.Email,
		InstructorID:   u.InstructorID,
		Role:           u.Role,
		Organization:   u.OrgID,
		ProfilePicture: s.uploadURL(u.ProfilePicture),
	}
}

// uploadURL is the public address of an uploaded file, "" for none.
func (s *Server) uploadURL(key string) string {
	if key == "" {
		return ""
	}
	return s.cfg.BaseURL + "/uploads/" + key
}

func (s *Server) getUser(c *fiber.Ctx) error {
	u, err := s.deps.Identity.CurrentUser(c.UserContext())
	if err != nil {
		return err
	}
	return c.JSON(s.userJSON(u))
}

func (s *Server) updateUser(c *fiber.Ctx) error {
	var body struct {
		Name         *string `json:"name"`
		LastName     *string `json:"lastName"`
		InstructorID *string `json:"instructorId"`
	}
	if err := decodeJSON(c, &body); err != nil {
		return err
	}
	u, err := s.deps.Identity.UpdateProfile(c.UserContext(), identity.ProfileUpdate{
		Name:         body.Name,
		LastName:     body.LastName,
		InstructorID: body.InstructorID,
	})
	if err != nil {
		return err
	}
	return c.JSON(s.userJSON(u))
}

func (s *Server) changePassword(c *fiber.Ctx) error {
	var body struct {
		CurrentPassword string `json:"currentPassword"`
		NewPassword     string `json:"newPassword"`
	}
	if err := decodeJSON(c, &body); err != nil {
		return err
	}
	if err := s.takePasswordCheck(c); err != nil {
		return err
	}
	if err := s.deps.Identity.ChangePassword(c.UserContext(), body.CurrentPassword, body.NewPassword); err != nil {
		return err
	}
	return c.JSON(messageJSON{Message: "password changed"})
}

// takePasswordCheck counts a password change (of the API, or the
// dashboard's account page), which checks the caller's current password,
// per user with the login-account limit: a stolen session guesses the
// password no faster than logins from many addresses could. The count is
// its own (password-check), not the logins': failed logins, which anyone
// who knows the email can make, never block the owner's change.
func (s *Server) takePasswordCheck(c *fiber.Ctx) error {
	p, err := identity.RequirePrincipal(c.UserContext())
	if err != nil {
		return err
	}
	return s.take(c, "password-check", p.UserID, s.cfg.RateLimits.LoginAccount)
}

func (s *Server) uploadProfilePicture(c *fiber.Ctx) error {
	u, err := formUpload(c, s.deps.Identity.SetProfilePicture)
	if err != nil {
		return err
	}
	return c.JSON(s.userJSON(u))
}

// tagsJSON is the body of the tag endpoints.
type tagsJSON struct {
	Tags []string `json:"tags"`
}

func (s *Server) getUserTags(c *fiber.Ctx) error {
	tags, err := s.deps.Identity.Tags(c.UserContext())
	if err != nil {
		return err
	}
	return c.JSON(tagsJSON{Tags: tags})
}

func (s *Server) setUserTags(c *fiber.Ctx) error {
	var body tagsJSON
	if err := decodeJSON(c, &body); err != nil {
		return err
	}
	tags, err := s.deps.Identity.SetTags(c.UserContext(), body.Tags)
	if err != nil {
		return err
	}
	return c.JSON(tagsJSON{Tags: tags})
}

// serveUpload streams an uploaded file from the bucket.
func (s *Server) serveUpload(c *fiber.Ctx) error {
	r, contentType, err := uploads.Open(c.UserContext(), s.deps.Uploads, c.Params("+"))
	if err != nil {
		return err
	}
	defer r.Close()
	c.Set(fiber.HeaderContentType, contentType)
	c.Set(fiber.HeaderCacheControl, "public, max-age=31536000, immutable")
	if _, err := io.Copy(c.Response().BodyWriter(), r); err != nil {
		return errors.Join(errors.New("stream upload"), err)
	}
	return nil
}
