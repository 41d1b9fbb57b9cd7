package server

import (
	"context"
	"encoding/json"
	"io"
	"time"

	"github.com/gofiber/fiber/v2"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/apikeys"
	"github.com/feedbackkit/feedbackkit/forms"
)

// formRoutes registers the form endpoints (tag forms of the OpenAPI
// document). The routes
// with fixed segments (analytics, formcloud, public) come before those
// with a :formId.
func (s *Server) formRoutes(api fiber.Router) {
	auth := s.Authenticate
	keyRead, keyWrite := s.keyScope(apikeys.ScopeRead), s.keyScope(apikeys.ScopeWrite)
	api.Get("/forms", keyRead, auth, s.listForms)
	api.Post("/forms", keyWrite, auth, s.createForm)
	api.Get("/forms/analytics", keyRead, auth, s.formAnalytics)
	api.Get("/forms/formcloud", keyRead, auth, s.formCloud)
	api.Get("/forms/public/:slug", respondent, keyRead, s.publicRead(), s.getPublicForm)
	api.Post("/forms/public/:slug/submit", respondent, keyWrite, s.idempotent(idempotentRoute{name: "form", describe: s.jsonSubmission(slugTarget)}),
		s.limitSubmission("form-submit", s.cfg.RateLimits.FormSubmit, s.formTarget), s.submitForm)
	api.Get("/forms/:formId", keyRead, auth, s.getForm)
	api.Put("/forms/:formId", keyWrite, auth, s.updateForm)
	api.Delete("/forms/:formId", keyWrite, auth, s.deleteForm)
	api.Post("/forms/:formId/clone", keyWrite, auth, s.cloneForm)
	api.Put("/forms/:formId/active", keyWrite, auth, s.setFormActive)
	api.Get("/forms/:formId/stats", keyRead, auth, s.formStats)
	api.Get("/forms/:formId/responses", keyRead, auth, s.formResponses)
	api.Get("/forms/:formId/analyze", keyWrite, auth, s.refuseCrossSiteGet, s.analyzeForm)
	api.Get("/forms/:formId/analyses", keyRead, auth, s.formAnalyses)
	api.Post("/forms/:formId/summarize-text", keyWrite, auth, s.summarizeFormText)
	api.Get("/forms/:formId/text-summaries", keyRead, auth, s.formTextSummaries)
	api.Post("/forms/:formId/questions/:questionId/upload-image", keyWrite, auth, s.uploadFormImage)
	api.Delete("/forms/:formId/questions/:questionId/delete-image", keyWrite, auth, s.deleteFormImage)
	api.Post("/forms/:formId/questions/:questionId/options/:optionId/upload-image", keyWrite, auth, s.uploadFormImage)
	api.Delete("/forms/:formId/questions/:questionId/options/:optionId/delete-image", keyWrite, auth, s.deleteFormImage)
}

// formJSON is a form as the management endpoints return it.
type formJSON struct {
	ID          string `json:"_id"`
	Title       string `json:"title"`
	Description string `json:"description"`
	Slug        string `json:"slug"`
	PublicURL   string `json:"publicUrl"`
	Active      bool   `json:"active"`
	// RequireChallenge: submissions need a proof of work.
	RequireChallenge bool `json:"requireChallenge"`
	// MaxResponses, OpensAt and ClosesAt are the quota and the window,
	// null when none.
	MaxResponses *int           `json:"maxResponses"`
	OpensAt      *time.Time     `json:"opensAt"`
	ClosesAt     *time.Time     `json:"closesAt"`
	Questions    []questionJSON `json:"questions"`
	CreatorID    string         `json:"creatorId"`
	CreatedAt    time.Time      `json:"createdAt"`
	UpdatedAt    time.Time      `json:"updatedAt"`
}

// questionJSON is a question with the URLs of its images.
type questionJSON struct {
	ID       string             `json:"questionId"`
	Type     forms.QuestionType `json:"type"`
	Text     string             `json:"text"`
	Required bool               `json:"required"`
	Min      *int               `json:"min,omitempty"`
	Max      *int               `json:"max,omitempty"`
	MinLabel string             `json:"minLabel,omitempty"`
	MaxLabel string             `json:"maxLabel,omitempty"`
	Options  []optionJSON       `json:"options,omitempty"`
	Multiple *bool              `json:"multiple,omitempty"`
	ImageURL string             `json:"imageUrl,omitempty"`
}

// optionJSON is an option with the URL of its image.
type optionJSON struct {
	ID       string `json:"optionId"`
	Label    string `json:"label"`
	ImageURL string `json:"imageUrl,omitempty"`
}

func (s *Server) questionsJSON(qs []forms.Question) []questionJSON {
	out := make([]questionJSON, len(qs))
	for i, q := range qs {
		j := questionJSON{ID: q.ID, Type: q.Type, Text: q.Text, Required: q.Required, ImageURL: s.uploadURL(q.Image)}
		switch q.Type {
		case forms.Rating:
			j.Max = &q.Max
		case forms.Scale:
			j.Min, j.Max, j.MinLabel, j.MaxLabel = &q.Min, &q.Max, q.MinLabel, q.MaxLabel
		case forms.Options, forms.ImageChoice:
			j.Multiple = &q.Multiple
			j.Options = make([]optionJSON, len(q.Options))
			for k, o := range q.Options {
				j.Options[k] = optionJSON{ID: o.ID, Label: o.Label, ImageURL: s.uploadURL(o.Image)}
			}
		}
		out[i] = j
	}
	return out
}

// formURL is the public link of f, the address of its page.
func (s *Server) formURL(f *forms.Form) string { return s.cfg.PagesURL + "/f/" + f.Slug }

func (s *Server) formJSON(f *forms.Form) formJSON {
	return formJSON{
		ID:               f.ID,
		Title:            f.Title,
		Description:      f.Description,
		Slug:             f.Slug,
		PublicURL:        s.formURL(f),
		Active:           f.Active,
		RequireChallenge: f.RequireChallenge,
		MaxResponses:     f.MaxResponses,
		OpensAt:          f.OpensAt,
		ClosesAt:         f.ClosesAt,
		Questions:        s.questionsJSON(f.Questions),
		CreatorID:        f.CreatorID,
		CreatedAt:        f.CreatedAt.UTC(),
		UpdatedAt:        f.UpdatedAt.UTC(),
	}
}

func (s *Server) listForms(c *fiber.Ctx) error {
	list, err := s.deps.Forms.ListForms(c.UserContext())
	if err != nil {
		return err
	}
	data := make([]formJSON, len(list))
	for i, f := range list {
		data[i] = s.formJSON(f)
	}
	return c.JSON(fiber.Map{"data": data})
}

// formBody is the body of POST and PUT /api/forms: every field optional
// on PUT.
type formBody struct {
	Title            *string                `json:"title"`
	Description      *string                `json:"description"`
	Active           *bool                  `json:"active"`
	RequireChallenge *bool                  `json:"requireChallenge"`
	Questions        *[]forms.QuestionInput `json:"questions"`
	// MaxResponses, OpensAt and ClosesAt: null clears them.
	MaxResponses nullable[int]       `json:"maxResponses"`
	OpensAt      nullable[time.Time] `json:"opensAt"`
	ClosesAt     nullable[time.Time] `json:"closesAt"`
}

func (s *Server) createForm(c *fiber.Ctx) error {
	var body formBody
	if err := decodeJSON(c, &body); err != nil {
		return err
	}
	nf := forms.NewForm{Active: body.Active, RequireChallenge: body.RequireChallenge, MaxResponses: body.MaxResponses.Value, OpensAt: body.OpensAt.Value, ClosesAt: body.ClosesAt.Value}
	if body.Title != nil {
		nf.Title = *body.Title
	}
	if body.Description != nil {
		nf.Description = *body.Description
	}
	if body.Questions != nil {
		nf.Questions = *body.Questions
	}
	f, err := s.deps.Forms.CreateForm(c.UserContext(), nf)
	if err != nil {
		return err
	}
	return c.Status(fiber.StatusCreated).JSON(s.formJSON(f))
}

func (s *Server) getForm(c *fiber.Ctx) error {
	f, err := s.deps.Forms.FindForm(c.UserContext(), c.Params("formId"))
	if err != nil {
		return err
	}
	return c.JSON(s.formJSON(f))
}

func (s *Server) updateForm(c *fiber.Ctx) error {
	var body formBody
	if err := decodeJSON(c, &body); err != nil {
		return err
	}
	f, err := s.deps.Forms.UpdateForm(c.UserContext(), c.Params("formId"), forms.FormUpdate{
		Title:            body.Title,
		Description:      body.Description,
		Active:           body.Active,
		Questions:        body.Questions,
		RequireChallenge: body.RequireChallenge,

		MaxResponses: body.MaxResponses.change(),
		OpensAt:      body.OpensAt.change(),
		ClosesAt:     body.ClosesAt.change(),
	})
	if err != nil {
		return err
	}
	return c.JSON(s.formJSON(f))
}

func (s *Server) deleteForm(c *fiber.Ctx) error {
	if err := s.deps.Forms.DeleteForm(c.UserContext(), c.Params("formId")); err != nil {
		return err
	}
	return c.JSON(fiber.Map{"message": "form deleted"})
}

func (s *Server) cloneForm(c *fiber.Ctx) error {
	f, err := s.deps.Forms.CloneForm(c.UserContext(), c.Params("formId"))
	if err != nil {
		return err
	}
	return c.Status(fiber.StatusCreated).JSON(s.formJSON(f))
}

func (s *Server) setFormActive(c *fiber.Ctx) error {
	var body struct {
		Active *bool `json:"active"`
	}
	if err := decodeJSON(c, &body); err != nil {
		return err
	}
	if body.Active == nil {
		return feedbackkit.Invalid("active", "is required")
	}
	f, err := s.deps.Forms.SetActive(c.UserContext(), c.Params("formId"), *body.Active)
	if err != nil {
		return err
	}
	return c.JSON(s.formJSON(f))
}

// publicFormJSON is what a respondent's page needs of a form.
type publicFormJSON struct {
	Title            string     `json:"title"`
	Description      string     `json:"description"`
	Slug             string     `json:"slug"`
	Active           bool       `json:"active"`
	RequireChallenge bool       `json:"requireChallenge"`
	OpensAt          *time.Time `json:"opensAt"`
	ClosesAt         *time.Time `json:"closesAt"`
	// Closed: the form refuses responses now because of its window or
	// its quota (forms.Form.Closed), whether active or not.
	Closed       bool           `json:"closed"`
	Questions    []questionJSON `json:"questions"`
	Organization publicOrgJSON  `json:"organization"`
}

func (s *Server) getPublicForm(c *fiber.Ctx) error {
	f, err := s.deps.Forms.PublicForm(c.UserContext(), c.Params("slug"))
	if err != nil {
		return err
	}
	b, err := s.deps.Orgs.Branding(c.UserContext(), f.OrgID)
	if err != nil {
		return err
	}
	return c.JSON(publicFormJSON{
		Title:            f.Title,
		Description:      f.Description,
		Slug:             f.Slug,
		Active:           f.Active,
		RequireChallenge: f.RequireChallenge,
		OpensAt:          f.OpensAt,
		ClosesAt:         f.ClosesAt,
		Closed:           f.Closed(s.now()),
		Questions:        s.questionsJSON(f.Questions),
		Organization: publicOrgJSON{
			Name:                  b.Organization.Name,
			LogoURL:               s.uploadURL(b.Logo),
			FeedbackCustomization: b.FeedbackCustomization,
		},
	})
}

func (s *Server) submitForm(c *fiber.Ctx) error {
	var body struct {
		Responses []struct {
			QuestionID string          `json:"questionId"`
			Value      json.RawMessage `json:"value"`
		} `json:"responses"`
		// Altcha is the solution of a proof-of-work challenge.
		Altcha string `json:"altcha"`
	}
	if err := decodeJSON(c, &body); err != nil {
		return err
	}
	if body.Responses == nil {
		return feedbackkit.Invalid("responses", "is required")
	}
	answers := make([]forms.Answer, len(body.Responses))
	for i, r := range body.Responses {
		answers[i].QuestionID = r.QuestionID
		if len(r.Value) > 0 && json.Unmarshal(r.Value, &answers[i].Value) != nil {
			// Valid JSON that Go cannot hold (a number beyond float64):
			// the raw value, which no question accepts, gets the
			// question's validation error instead of being dropped.
			answers[i].Value = r.Value
		}
	}
	r, err := s.deps.Forms.SubmitWithID(c.UserContext(), reservedID(c), c.Params("slug"), body.Altcha, answers)
	if err != nil {
		return err
	}
	return c.Status(fiber.StatusCreated).JSON(r.View())
}

func (s *Server) formStats(c *fiber.Ctx) error {
	st, err := s.deps.Forms.Stats(c.UserContext(), c.Params("formId"))
	if err != nil {
		return err
	}
	return c.JSON(st)
}

func (s *Server) formAnalytics(c *fiber.Ctx) error {
	an, err := s.deps.Forms.Analytics(c.UserContext())
	if err != nil {
		return err
	}
	return c.JSON(an)
}

func (s *Server) formResponses(c *fiber.Ctx) error {
	page, err := feedbackPageQuery(c)
	if err != nil {
		return err
	}
	var f forms.ResponseFilter
	if f.Start, err = feedbackDateQuery(c, "startDate", false); err != nil {
		return err
	}
	if f.End, err = feedbackDateQuery(c, "endDate", true); err != nil {
		return err
	}
	p, err := s.deps.Forms.Responses(c.UserContext(), c.Params("formId"), f, page)
	if err != nil {
		return err
	}
	data := make([]forms.ResponseView, len(p.Data))
	for i, r := range p.Data {
		data[i] = r.View()
	}
	return c.JSON(feedbackkit.Page[forms.ResponseView]{Data: data, Total: p.Total, Page: p.Page, Limit: p.Limit, TotalPages: p.TotalPages})
}

func (s *Server) formCloud(c *fiber.Ctx) error {
	words, err := s.deps.Forms.FormCloud(c.UserContext(), c.Query("formId"))
	if err != nil {
		return err
	}
	data := make([]string, len(words))
	for i, w := range words {
		data[i] = w.Word
	}
	return c.JSON(fiber.Map{"data": data, "words": words})
}

func (s *Server) analyzeForm(c *fiber.Ctx) error {
	a, err := s.deps.Forms.Analyze(c.UserContext(), c.Params("formId"))
	if err != nil {
		return err
	}
	if a.Status == forms.StatusPending {
		c.Status(fiber.StatusAccepted)
	}
	return c.JSON(a)
}

func (s *Server) formAnalyses(c *fiber.Ctx) error {
	list, err := s.deps.Forms.Analyses(c.UserContext(), c.Params("formId"))
	if err != nil {
		return err
	}
	return c.JSON(fiber.Map{"data": list})
}

func (s *Server) summarizeFormText(c *fiber.Ctx) error {
	var body struct {
		QuestionID string `json:"questionId"`
	}
	if err := decodeJSON(c, &body); err != nil {
		return err
	}
	if body.QuestionID == "" {
		return feedbackkit.Invalid("questionId", "is required")
	}
	ts, err := s.deps.Forms.SummarizeText(c.UserContext(), c.Params("formId"), body.QuestionID)
	if err != nil {
		return err
	}
	if ts.Status == forms.StatusPending {
		return c.Status(fiber.StatusAccepted).JSON(ts)
	}
	return c.Status(fiber.StatusCreated).JSON(ts)
}

func (s *Server) formTextSummaries(c *fiber.Ctx) error {
	list, err := s.deps.Forms.TextSummaries(c.UserContext(), c.Params("formId"))
	if err != nil {
		return err
	}
	return c.JSON(fiber.Map{"data": list})
}

func (s *Server) uploadFormImage(c *fiber.Ctx) error {
	f, err := formUpload(c, func(ctx context.Context, r io.Reader) (*forms.Form, error) {
		return s.deps.Forms.SetImage(ctx, c.Params("formId"), c.Params("questionId"), c.Params("optionId"), r)
	})
	if err != nil {
		return err
	}
	return c.JSON(s.formJSON(f))
}

func (s *Server) deleteFormImage(c *fiber.Ctx) error {
	f, err := s.deps.Forms.DeleteImage(c.UserContext(), c.Params("formId"), c.Params("questionId"), c.Params("optionId"))
	if err != nil {
		return err
	}
	return c.JSON(s.formJSON(f))
}
