package server

import (
	"bytes"
	"mime"
	"mime/multipart"
	"net/url"
	"strconv"
	"strings"

	"github.com/gofiber/fiber/v2"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/dashboard"
	"github.com/feedbackkit/feedbackkit/dashboard/chart"
	"github.com/feedbackkit/feedbackkit/forms"
	"github.com/feedbackkit/feedbackkit/identity"
	"github.com/feedbackkit/feedbackkit/pages"
)

// formResponsesPage is how many responses the results page lists at once.
const formResponsesPage = 20

// dashboardFormRoutes registers the forms list, each form's results
// ({prefix}/forms/{id}, where digest emails link), its builder, preview,
// and the actions on it.
func (s *Server) dashboardFormRoutes() {
	g := s.group("/forms")
	g.Get("", s.member(s.formsPage))
	g.Post("", s.member(s.createFormPage))
	g.Get("/:id", s.member(s.formResultsPage))
	g.Get("/:id/edit", s.member(s.formBuilderPage))
	g.Post("/:id/edit", s.member(s.saveFormPage))
	g.Get("/:id/preview", s.member(s.formPreview))
	g.Post("/:id/preview", s.member(s.formPreviewSent))
	g.Post("/:id/active", s.member(s.activateFormPage))
	g.Post("/:id/clone", s.member(s.cloneFormPage))
	g.Get("/:id/delete", s.member(s.deleteFormPage))
	g.Post("/:id/delete", s.member(s.deleteFormForGood))
	g.Post("/:id/analyze", s.member(s.analyzeFormPage))
	g.Post("/:id/summarize", s.member(s.summarizeFormPage))
}

// formPageURL is the address of the dashboard's page of the form id, with
// rest ("", "/edit"...) appended.
func (s *Server) formPageURL(id, rest string) string {
	return s.base + "/forms/" + url.PathEscape(id) + rest
}

// sendFormsPage answers a page of the forms as sendDashboard does, under a
// CSP that also allows the images of the uploads' origin (questions'
// images).
func (s *Server) sendFormsPage(c *fiber.Ctx, status int, name string, data any) error {
	var buf bytes.Buffer
	if err := dashboard.Render(&buf, name, data); err != nil {
		return err
	}
	csp := strings.Replace(dashboardCSP, "img-src 'self'", "img-src 'self' "+s.origin(), 1)
	return s.sendHTML(c, status, buf.Bytes(), csp)
}

func (s *Server) formsPage(c *fiber.Ctx) error {
	return s.renderForms(c, fiber.StatusOK, dashboard.FormsList{})
}

// renderForms answers the list of forms with status, and v's creation
// form as it was sent and its problem, when it was refused.
func (s *Server) renderForms(c *fiber.Ctx, status int, v dashboard.FormsList) error {
	p, err := s.pageOf(c, "Forms", "forms")
	if err != nil {
		return err
	}
	p.Error, p.Invalid = v.Error, v.Invalid
	if v.Forms, err = s.deps.Forms.ListForms(c.UserContext()); err != nil {
		return err
	}
	v.Page, v.Now, v.Managed = p, s.now(), map[string]bool{}
	who := identity.PrincipalFrom(c.UserContext())
	for _, f := range v.Forms {
		v.Managed[f.ID] = f.ManagedBy(who)
	}
	return s.sendFormsPage(c, status, "forms", v)
}

// createFormPage creates a form with the title and a first question of
// the type of the post, and opens its builder. A refusal the member can
// fix shows the list again with the creation form as it was sent.
func (s *Server) createFormPage(c *fiber.Ctx) error {
	form, err := s.formPost(c)
	if err != nil {
		return err
	}
	d := dashboard.Draft{Title: form.Get("title"), Questions: []dashboard.DraftQuestion{dashboard.NewQuestion(forms.QuestionType(form.Get("type")))}}
	upd, err := d.Update()
	if err != nil {
		return err
	}
	f, err := s.deps.Forms.CreateForm(c.UserContext(), forms.NewForm{Title: *upd.Title, Questions: *upd.Questions})
	switch feedbackkit.ErrorCode(err) {
	case "":
	case feedbackkit.CodeValidationFailed, feedbackkit.CodeFormLimitReached:
		v := dashboard.FormsList{NewTitle: d.Title, NewType: d.Questions[0].Type}
		v.Error, v.Invalid = dashboard.Message(err, dashboard.Labels{"title": "New form"}), dashboard.InvalidField(err)
		return s.renderForms(c, s.errorAnswer(c, err).Status, v)
	default:
		return err
	}
	return c.Redirect(withNotice(s.formPageURL(f.ID, "/edit"), dashboard.NoticeFormCreated), fiber.StatusSeeOther)
}

// managedForm returns the form of the page's id if the signed-in member
// may change it (forms.Form.ManagedBy, as PUT /api/forms/{id} decides):
// NOT_FOUND when the organization has no such form, FORBIDDEN when the
// member may not change it.
func (s *Server) managedForm(c *fiber.Ctx) (*forms.Form, error) {
	f, err := s.deps.Forms.FindForm(c.UserContext(), c.Params("id"))
	if err != nil {
		return nil, err
	}
	if err := f.CheckManagedBy(identity.PrincipalFrom(c.UserContext())); err != nil {
		return nil, err
	}
	return f, nil
}

// formBuilderPage shows the builder of a form, to whom may change it.
func (s *Server) formBuilderPage(c *fiber.Ctx) error {
	f, err := s.managedForm(c)
	if err != nil {
		return err
	}
	return s.renderBuilder(c, fiber.StatusOK, f, dashboard.NewDraft(f, s.uploadURL), "", "")
}

// builderLabels are the labels of the builder's fields of the form, by
// their paths in the API's messages.
var builderLabels = dashboard.Labels{"title": "Title", "description": "Description", "opensAt": "Opens at",
	"closesAt": "Closes at", "maxResponses": "Most responses"}

// renderBuilder answers the builder of the stored form f showing d, with
// status, a problem ("" for none) and the path of the field it is about.
func (s *Server) renderBuilder(c *fiber.Ctx, status int, f *forms.Form, d dashboard.Draft, problem, invalid string) error {
	p, err := s.pageOf(c, "Edit "+f.Title, "forms")
	if err != nil {
		return err
	}
	p.Error, p.Invalid = problem, invalid
	v := dashboard.FormBuilder{Page: p, Form: f, Draft: d, Link: s.formURL(f),
		QRCode: s.base + "/api/forms/" + url.PathEscape(f.ID) + "/qrcode", Closed: f.Closed(s.now())}
	return s.sendFormsPage(c, status, "form-builder", v)
}

// builderPost returns the fields of a builder post, multipart/form-data
// (with its image uploads, by field; empty file fields left out) or
// application/x-www-form-urlencoded.
func (s *Server) builderPost(c *fiber.Ctx) (url.Values, map[string]*multipart.FileHeader, error) {
	files := map[string]*multipart.FileHeader{}
	if mt, _, _ := mime.ParseMediaType(c.Get(fiber.HeaderContentType)); mt != fiber.MIMEMultipartForm {
		v, err := s.formPost(c)
		return v, files, err
	}
	mf, err := c.MultipartForm()
	if err != nil {
		return nil, nil, feedbackkit.Errorf(feedbackkit.CodeUnsupportedMediaType, "the body is not a well-formed multipart/form-data form")
	}
	for name, fhs := range mf.File {
		if len(fhs) > 0 && fhs[0].Size > 0 {
			files[name] = fhs[0]
		}
	}
	return url.Values(mf.Value), files, nil
}

// saveFormPage saves the builder: the form's fields and questions as the
// post has them, changed by the post's action (add, move or remove a
// question, remove an option), in one update, then the images it uploads
// or removes. A post the Service refuses shows the builder again with
// the post's content and the problem.
func (s *Server) saveFormPage(c *fiber.Ctx) error {
	if _, err := s.managedForm(c); err != nil {
		return err
	}
	values, files, err := s.builderPost(c)
	if err != nil {
		return err
	}
	ctx, id := c.UserContext(), c.Params("id")
	d := dashboard.ParseDraft(values, func(field string) bool { return files[field] != nil })
	anchor, err := d.Apply(values.Get("action"), forms.QuestionType(values.Get("newType")))
	if err != nil {
		return err
	}
	upd, err := d.Update()
	var f *forms.Form
	if err == nil {
		f, err = s.deps.Forms.UpdateForm(ctx, id, upd)
	}
	if feedbackkit.ErrorCode(err) == feedbackkit.CodeValidationFailed {
		stored, ferr := s.deps.Forms.FindForm(ctx, id)
		if ferr != nil {
			return ferr
		}
		d.Images(stored, s.uploadURL)
		return s.renderBuilder(c, fiber.StatusBadRequest, stored, d, dashboard.Problem(dashboard.Message(err, builderLabels)), dashboard.InvalidField(err))
	}
	if err != nil {
		return err
	}
	if f, err = s.saveImages(c, f, d, files); err != nil {
		if f, ferr := s.deps.Forms.FindForm(ctx, id); ferr == nil {
			return s.renderBuilder(c, s.errorAnswer(c, err).Status, f, dashboard.NewDraft(f, s.uploadURL),
				"The form is saved, but not an image: "+dashboard.Message(err, nil), "")
		}
		return err
	}
	to := withNotice(s.formPageURL(f.ID, "/edit"), dashboard.NoticeSaved)
	if anchor != "" {
		to += "#" + anchor
	}
	return c.Redirect(to, fiber.StatusSeeOther)
}

// saveImages stores the images the builder post uploads and deletes those
// it removes, for the questions and options of d as f stores them (in the
// same order), and returns the form as it is then.
func (s *Server) saveImages(c *fiber.Ctx, f *forms.Form, d dashboard.Draft, files map[string]*multipart.FileHeader) (*forms.Form, error) {
	type change struct {
		field, questionID, optionID string
		remove                      bool
	}
	var changes []change
	for i, q := range d.Questions {
		if q.From < 0 {
			continue
		}
		stored := f.Questions[i]
		changes = append(changes, change{dashboard.Field(q.From, "image"), stored.ID, "", q.NoImage && stored.Image != ""})
		for k, o := range q.Options {
			if o.From >= 0 {
				so := stored.Options[k]
				changes = append(changes, change{dashboard.OptionField(q.From, o.From, "image"), stored.ID, so.ID, o.NoImage && so.Image != ""})
			}
		}
	}
	var err error
	for _, ch := range changes {
		if fh := files[ch.field]; fh != nil {
			file, oerr := fh.Open()
			if oerr != nil {
				return f, oerr
			}
			f, err = s.deps.Forms.SetImage(c.UserContext(), f.ID, ch.questionID, ch.optionID, file)
			file.Close()
		} else if ch.remove {
			f, err = s.deps.Forms.DeleteImage(c.UserContext(), f.ID, ch.questionID, ch.optionID)
		}
		if err != nil {
			return f, err
		}
	}
	return f, nil
}

// formPreview shows the form as its respondents see it (open, whatever
// its state), with a note that nothing is sent; a preview is never
// framed.
func (s *Server) formPreview(c *fiber.Ctx) error {
	f, err := s.deps.Forms.FindForm(c.UserContext(), c.Params("id"))
	if err != nil {
		return err
	}
	b, err := s.deps.Orgs.Branding(c.UserContext(), f.OrgID)
	if err != nil {
		return err
	}
	open := *f
	open.Active, open.OpensAt, open.ClosesAt, open.MaxResponses = true, nil, nil, nil
	p := pages.NewFormPage(s.page(c, b), &open, s.now(), s.uploadURL, nil, nil)
	p.Preview = &pages.Preview{Note: "This is a preview: answers sent from here are not stored.",
		Back: s.formPageURL(f.ID, ""), BackText: "Back to the form's results"}
	if c.Query(sentQuery) != "" {
		p.State = pages.Sent
	}
	var buf bytes.Buffer
	if err := p.Render(&buf); err != nil {
		return err
	}
	return s.sendHTML(c, fiber.StatusOK, buf.Bytes(), s.unframedPageCSP())
}

// formPreviewSent answers a preview's post with its thank-you state,
// storing nothing.
func (s *Server) formPreviewSent(c *fiber.Ctx) error {
	if _, err := s.deps.Forms.FindForm(c.UserContext(), c.Params("id")); err != nil {
		return err
	}
	return c.Redirect(s.formPageURL(c.Params("id"), "/preview")+"?"+sentQuery+"=1", fiber.StatusSeeOther)
}

func (s *Server) activateFormPage(c *fiber.Ctx) error {
	form, err := s.formPost(c)
	if err != nil {
		return err
	}
	f, err := s.deps.Forms.SetActive(c.UserContext(), c.Params("id"), form.Get("active") == "1")
	if err != nil {
		return err
	}
	done := dashboard.NoticeFormInactive
	if f.Active {
		done = dashboard.NoticeFormActive
	}
	return s.back(c, form, "/forms", done)
}

func (s *Server) cloneFormPage(c *fiber.Ctx) error {
	f, err := s.deps.Forms.CloneForm(c.UserContext(), c.Params("id"))
	if err != nil {
		return err
	}
	return c.Redirect(withNotice(s.formPageURL(f.ID, "/edit"), dashboard.NoticeFormCopied), fiber.StatusSeeOther)
}

// deleteFormPage asks for the confirmation of a deletion, to whom may
// delete the form.
func (s *Server) deleteFormPage(c *fiber.Ctx) error {
	f, err := s.managedForm(c)
	if err != nil {
		return err
	}
	p, err := s.pageOf(c, "Delete "+f.Title+"?", "forms")
	if err != nil {
		return err
	}
	return s.sendFormsPage(c, fiber.StatusOK, "form-delete", dashboard.FormBuilder{Page: p, Form: f})
}

func (s *Server) deleteFormForGood(c *fiber.Ctx) error {
	f, err := s.deps.Forms.FindForm(c.UserContext(), c.Params("id"))
	if err != nil {
		return err
	}
	if err := s.deps.Forms.DeleteForm(c.UserContext(), f.ID); err != nil {
		return err
	}
	return c.Redirect(withNotice(s.base+"/forms", dashboard.NoticeFormDeleted), fiber.StatusSeeOther)
}

// formResultsPage shows a form's results: a chart per question, the
// newest AI analysis and text summaries, the word cloud, and a page of the
// responses.
func (s *Server) formResultsPage(c *fiber.Ctx) error {
	ctx, id := c.UserContext(), c.Params("id")
	f, err := s.deps.Forms.FindForm(ctx, id)
	if err != nil {
		return err
	}
	p, err := s.pageOf(c, f.Title, "forms")
	if err != nil {
		return err
	}
	v := dashboard.FormResults{Page: p, Form: f, Link: s.formURL(f), CanEdit: f.ManagedBy(identity.PrincipalFrom(ctx))}
	if v.Stats, err = s.deps.Forms.Stats(ctx, id); err != nil {
		return err
	}
	analyses, err := s.deps.Forms.Analyses(ctx, id)
	if err != nil {
		return err
	}
	if len(analyses) > 0 {
		v.Analysis = analyses[0]
	}
	summaries, err := s.deps.Forms.TextSummaries(ctx, id)
	if err != nil {
		return err
	}
	v.Questions = dashboard.NewQuestionResults(v.Stats, summaries)
	settings, err := s.deps.Orgs.Settings(ctx)
	if err != nil {
		return err
	}
	words, err := s.deps.Forms.FormCloud(ctx, id)
	if err != nil {
		return err
	}
	v.WordCloud = chart.WordCloud("words", words, settings.ChartSettings.WordCloud)
	rp, err := s.deps.Forms.Responses(ctx, id, forms.ResponseFilter{}, feedbackkit.PageRequest{Page: pageNumber(c), Limit: formResponsesPage})
	if err != nil {
		return err
	}
	for _, q := range f.Questions {
		v.Header = append(v.Header, q.Text)
	}
	for _, r := range rp.Data {
		v.Responses = append(v.Responses, dashboard.NewResponseRow(f, r))
	}
	v.Pager = dashboard.PagerOf(rp)
	if p.Admin() {
		v.Exports = map[string]string{}
		for _, format := range []string{formatCSV, formatNDJSON} {
			v.Exports[format] = s.base + "/api/forms/" + url.PathEscape(f.ID) + "/responses/export?format=" + format
		}
	}
	return s.sendFormsPage(c, fiber.StatusOK, "form-results", v)
}

// analyzeFormPage runs an AI analysis of the form's text answers, which
// the results page shows (pending while a slow summarizer works).
func (s *Server) analyzeFormPage(c *fiber.Ctx) error {
	a, err := s.deps.Forms.Analyze(c.UserContext(), c.Params("id"))
	if err != nil {
		return err
	}
	done := dashboard.NoticeAnalysisDone
	if a.Status == forms.StatusPending {
		done = dashboard.NoticeAnalysisRunning
	}
	return c.Redirect(withNotice(s.formPageURL(a.FormID, "")+"#analysis", done), fiber.StatusSeeOther)
}

// summarizeFormPage summarizes the answers to a text question.
func (s *Server) summarizeFormPage(c *fiber.Ctx) error {
	form, err := s.formPost(c)
	if err != nil {
		return err
	}
	ts, err := s.deps.Forms.SummarizeText(c.UserContext(), c.Params("id"), form.Get("questionId"))
	if err != nil {
		return err
	}
	done := dashboard.NoticeSummaryDone
	if ts.Status == forms.StatusPending {
		done = dashboard.NoticeSummaryRunning
	}
	f, err := s.deps.Forms.FindForm(c.UserContext(), ts.FormID)
	if err != nil {
		return err
	}
	anchor := "per-question"
	for i, q := range f.Questions {
		if q.ID == ts.QuestionID {
			anchor = "result-" + strconv.Itoa(i+1)
		}
	}
	return c.Redirect(withNotice(s.formPageURL(f.ID, "")+"#"+anchor, done), fiber.StatusSeeOther)
}
