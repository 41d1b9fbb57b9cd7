package server

import (
	"net/url"
	"time"

	"github.com/gofiber/fiber/v2"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/apikeys"
	"github.com/feedbackkit/feedbackkit/orgs"
	"github.com/feedbackkit/feedbackkit/rooms"
)

// roomRoutes registers the room endpoints (tag rooms of the OpenAPI
// document), except the tracker settings of a room, and the public room
// endpoint.
//
// PUT /api/events/order is registered before the routes with a
// :eventName, so that it is distinct from a room named "order"; a rename
// body sent there ({eventName} without orderedIds) renames that room.
func (s *Server) roomRoutes(api fiber.Router) {
	auth := s.Authenticate
	keyRead, keyWrite := s.keyScope(apikeys.ScopeRead), s.keyScope(apikeys.ScopeWrite)
	api.Get("/events", keyRead, auth, s.listRooms)
	api.Post("/events", keyWrite, auth, s.createRoom)
	api.Put("/events/order", keyWrite, auth, s.orderRooms)
	api.Get("/events/:eventName", keyRead, auth, s.getRoom)
	api.Put("/events/:eventName", keyWrite, auth, s.editRoom)
	api.Delete("/events/:eventName", keyWrite, auth, s.deleteRoom)
	api.Put("/events/:eventName/active", keyWrite, auth, s.setRoomActive)
	api.Put("/events/:eventName/privacy", keyWrite, auth, s.setRoomPrivacy)
	api.Get("/events/:eventName/customization", keyRead, auth, s.getRoomCustomization)
	api.Put("/events/:eventName/customization", keyWrite, auth, s.updateRoomCustomization)
	api.Put("/events/:eventName/tags", keyWrite, auth, s.setRoomTags)
	// The widget reads requireChallenge from other sites' pages.
	api.Use("/public/rooms", widgetCORS())
	api.Get("/public/rooms/:instructorId/:eventName", respondent, keyRead, s.publicRead(), s.getPublicRoom)
}

// roomSummaryJSON is a room as GET /api/events lists it.
type roomSummaryJSON struct {
	ID        string  `json:"_id"`
	Name      string  `json:"name"`
	Active    bool    `json:"active"`
	IsPrivate bool    `json:"isPrivate"`
	Order     int     `json:"order"`
	Folder    *string `json:"folder"`
	// RequireChallenge: submissions need a proof of work.
	RequireChallenge bool      `json:"requireChallenge"`
	CreatedAt        time.Time `json:"createdAt"`
	CreatorID        string    `json:"creatorId"`
}

// roomJSON is the full room object.
type roomJSON struct {
	roomSummaryJSON
	FeedbackCustomization rooms.FeedbackCustomization `json:"feedbackCustomization"`
	CustomTags            rooms.CustomTags            `json:"customTags"`
	UpdatedAt             time.Time                   `json:"updatedAt"`
}

func roomSummary(r *rooms.Room) roomSummaryJSON {
	return roomSummaryJSON{
		ID:        r.ID,
		Name:      r.Name,
		Active:    r.Active,
		IsPrivate: r.IsPrivate,
		Order:     r.Order,
		Folder:    optionalString(r.Folder),
		CreatedAt: r.CreatedAt.UTC(),
		CreatorID: r.CreatorID,

		RequireChallenge: r.RequireChallenge,
	}
}

func fullRoom(r *rooms.Room) roomJSON {
	return roomJSON{
		roomSummaryJSON:       roomSummary(r),
		FeedbackCustomization: r.FeedbackCustomization,
		CustomTags:            r.CustomTags,
		UpdatedAt:             r.UpdatedAt.UTC(),
	}
}

// roomCustomizationJSON is the body of the customization endpoints.
type roomCustomizationJSON struct {
	FeedbackCustomization rooms.FeedbackCustomization `json:"feedbackCustomization"`
	CustomTags            rooms.CustomTags            `json:"customTags"`
}

// roomParam returns the room name of the :eventName (or other) path
// parameter, percent-decoded: names with spaces, Unicode and emoji arrive
// encoded. A malformed escape names no room: 404 NOT_FOUND.
func roomParam(c *fiber.Ctx, param string) (string, error) {
	name, err := url.PathUnescape(c.Params(param))
	if err != nil {
		return "", feedbackkit.NotFound("room")
	}
	return name, nil
}

// listRooms answers the rooms the caller lists; ?folder=NAME keeps those
// filed in the folder NAME, and an empty ?folder= those in no folder.
func (s *Server) listRooms(c *fiber.Ctx) error {
	var filter rooms.RoomFilter
	if c.Context().QueryArgs().Has("folder") {
		folder := c.Query("folder")
		filter.Folder = &folder
	}
	list, _, err := s.deps.Rooms.FindRooms(c.UserContext(), filter)
	if err != nil {
		return err
	}
	return c.JSON(s.activeEvents(list))
}

func (s *Server) activeEvents(list []*rooms.Room) fiber.Map {
	out := make([]roomSummaryJSON, len(list))
	for i, r := range list {
		out[i] = roomSummary(r)
	}
	return fiber.Map{"activeEvents": out}
}

func (s *Server) createRoom(c *fiber.Ctx) error {
	var body struct {
		EventName             *string                   `json:"eventName"`
		IsPrivate             *bool                     `json:"isPrivate"`
		RequireChallenge      *bool                     `json:"requireChallenge"`
		CustomTags            *rooms.TagsPatch          `json:"customTags"`
		FeedbackCustomization *rooms.CustomizationPatch `json:"feedbackCustomization"`
	}
	if err := decodeJSON(c, &body); err != nil {
		return err
	}
	if err := required("eventName", body.EventName); err != nil {
		return err
	}
	r, err := s.deps.Rooms.CreateRoom(c.UserContext(), rooms.NewRoom{
		Name:          *body.EventName,
		IsPrivate:     body.IsPrivate != nil && *body.IsPrivate,
		Customization: body.FeedbackCustomization,
		Tags:          body.CustomTags,

		RequireChallenge: body.RequireChallenge,
	})
	if err != nil {
		return err
	}
	return c.Status(fiber.StatusCreated).JSON(fullRoom(r))
}

// orderRooms persists the order of rooms and answers the new listing. A
// body with eventName or folder and no orderedIds is an edit of the room
// named "order": it goes on to editRoom.
func (s *Server) orderRooms(c *fiber.Ctx) error {
	var body struct {
		OrderedIDs []string `json:"orderedIds"`
		roomEdit
	}
	if err := decodeJSON(c, &body); err != nil {
		return err
	}
	if body.OrderedIDs == nil && (body.EventName != nil || body.Folder.Set || body.RequireChallenge != nil) {
		return c.Next()
	}
	if err := s.deps.Rooms.SetOrder(c.UserContext(), body.OrderedIDs); err != nil {
		return err
	}
	return s.listRooms(c)
}

// pathRoom returns the room of the :eventName path parameter.
func (s *Server) pathRoom(c *fiber.Ctx) (*rooms.Room, error) {
	name, err := roomParam(c, "eventName")
	if err != nil {
		return nil, err
	}
	return s.deps.Rooms.FindRoomByName(c.UserContext(), name)
}

// roomBody returns the room name of the :eventName path parameter and
// decodes the JSON body into body.
func roomBody(c *fiber.Ctx, body any) (string, error) {
	name, err := roomParam(c, "eventName")
	if err != nil {
		return "", err
	}
	return name, decodeJSON(c, body)
}

// required returns VALIDATION_FAILED naming field when the body left v out.
func required[T any](field string, v *T) error {
	if v == nil {
		return feedbackkit.Invalid(field, "is required")
	}
	return nil
}

func (s *Server) getRoom(c *fiber.Ctx) error {
	r, err := s.pathRoom(c)
	if err != nil {
		return err
	}
	return c.JSON(fullRoom(r))
}

// updateRoom decodes the body of a room update into body, applies the
// update that build makes of it to the room of the path, and answers the
// full room.
func updateRoom[B any](s *Server, c *fiber.Ctx, build func(B) (rooms.RoomUpdate, error)) error {
	var body B
	name, err := roomBody(c, &body)
	if err != nil {
		return err
	}
	upd, err := build(body)
	if err != nil {
		return err
	}
	r, err := s.deps.Rooms.UpdateRoom(c.UserContext(), name, upd)
	if err != nil {
		return err
	}
	return c.JSON(fullRoom(r))
}

// roomEdit is the body of PUT /api/events/:eventName: a new name, a
// folder (null takes the room out of its folder), whether submissions
// need a proof of work, or several of them.
type roomEdit struct {
	EventName        *string          `json:"eventName"`
	Folder           nullable[string] `json:"folder"`
	RequireChallenge *bool            `json:"requireChallenge"`
}

func (s *Server) editRoom(c *fiber.Ctx) error {
	return updateRoom(s, c, func(body roomEdit) (rooms.RoomUpdate, error) {
		if body.EventName == nil && !body.Folder.Set && body.RequireChallenge == nil {
			return rooms.RoomUpdate{}, feedbackkit.Invalid("eventName", "eventName, folder or requireChallenge is required")
		}
		upd := rooms.RoomUpdate{Name: body.EventName, RequireChallenge: body.RequireChallenge}
		if body.Folder.Set {
			folder := ""
			if body.Folder.Value != nil {
				if folder = *body.Folder.Value; folder == "" {
					return upd, feedbackkit.Invalid("folder", "must be 1 to 100 characters, or null")
				}
			}
			upd.Folder = &folder
		}
		return upd, nil
	})
}

func (s *Server) setRoomActive(c *fiber.Ctx) error {
	return updateRoom(s, c, func(body struct {
		Active *bool `json:"active"`
	}) (rooms.RoomUpdate, error) {
		return rooms.RoomUpdate{Active: body.Active}, required("active", body.Active)
	})
}

func (s *Server) setRoomPrivacy(c *fiber.Ctx) error {
	return updateRoom(s, c, func(body struct {
		IsPrivate *bool `json:"isPrivate"`
	}) (rooms.RoomUpdate, error) {
		return rooms.RoomUpdate{IsPrivate: body.IsPrivate}, required("isPrivate", body.IsPrivate)
	})
}

func (s *Server) deleteRoom(c *fiber.Ctx) error {
	name, err := roomParam(c, "eventName")
	if err != nil {
		return err
	}
	if err := s.deps.Rooms.DeleteRoom(c.UserContext(), name); err != nil {
		return err
	}
	return c.JSON(messageJSON{Message: "room deleted"})
}

func (s *Server) getRoomCustomization(c *fiber.Ctx) error {
	r, err := s.pathRoom(c)
	if err != nil {
		return err
	}
	return c.JSON(roomCustomizationJSON{FeedbackCustomization: r.FeedbackCustomization, CustomTags: r.CustomTags})
}

func (s *Server) updateRoomCustomization(c *fiber.Ctx) error {
	var body struct {
		FeedbackCustomization *rooms.CustomizationPatch `json:"feedbackCustomization"`
		CustomTags            *rooms.TagsPatch          `json:"customTags"`
	}
	name, err := roomBody(c, &body)
	if err != nil {
		return err
	}
	r, err := s.deps.Rooms.UpdateCustomization(c.UserContext(), name, body.FeedbackCustomization, body.CustomTags)
	if err != nil {
		return err
	}
	return c.JSON(roomCustomizationJSON{FeedbackCustomization: r.FeedbackCustomization, CustomTags: r.CustomTags})
}

func (s *Server) setRoomTags(c *fiber.Ctx) error {
	var body struct {
		CustomTags *rooms.TagsPatch `json:"customTags"`
	}
	name, err := roomBody(c, &body)
	if err != nil {
		return err
	}
	r, err := s.deps.Rooms.SetTags(c.UserContext(), name, body.CustomTags)
	if err != nil {
		return err
	}
	return c.JSON(fullRoom(r))
}

// publicOrgJSON is what a respondent page shows of the room's organization.
type publicOrgJSON struct {
	Name                  string                     `json:"name"`
	LogoURL               string                     `json:"logoUrl"`
	FeedbackCustomization orgs.FeedbackCustomization `json:"feedbackCustomization"`
}

// getPublicRoom answers, for anyone, what a respondent page needs of the
// room named :eventName of the user whose instructorId is :instructorId.
// Private rooms are reachable by their link; inactive ones are answered
// with active false.
func (s *Server) getPublicRoom(c *fiber.Ctx) error {
	r, err := s.publicRoomOf(c)
	if err != nil {
		return err
	}
	b, err := s.deps.Orgs.Branding(c.UserContext(), r.OrgID)
	if err != nil {
		return err
	}
	return c.JSON(fiber.Map{
		"name":                  r.Name,
		"active":                r.Active,
		"requireChallenge":      r.RequireChallenge,
		"feedbackCustomization": r.FeedbackCustomization,
		"customTags":            r.CustomTags,
		"organization": publicOrgJSON{
			Name:                  b.Organization.Name,
			LogoURL:               s.uploadURL(b.Logo),
			FeedbackCustomization: b.FeedbackCustomization,
		},
	})
}

// publicRoomOf returns the room of the path parameters (publicRoomParams)
// for a respondent: NOT_FOUND when there is none.
func (s *Server) publicRoomOf(c *fiber.Ctx) (*rooms.Room, error) {
	instructorID, name, err := publicRoomParams(c)
	if err != nil {
		return nil, err
	}
	return s.deps.Rooms.PublicRoom(c.UserContext(), instructorID, name)
}

// publicRoomParams returns the path parameters :instructorId and
// :eventName, percent-decoded; a malformed escape is NOT_FOUND.
func publicRoomParams(c *fiber.Ctx) (instructorID, name string, err error) {
	instructorID, err = url.PathUnescape(c.Params("instructorId"))
	if err != nil {
		return "", "", feedbackkit.NotFound("room")
	}
	name, err = roomParam(c, "eventName")
	return instructorID, name, err
}
