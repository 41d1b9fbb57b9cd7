package dashboard

import (
	_ "embed"
	"fmt"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/forms"
)

//go:embed static/forms.css
var formsCSS []byte

//go:embed static/forms.js
var formsJS []byte

// The stylesheet and script of the forms' pages, loaded by those pages
// only.
var (
	formsStyle  = Asset{Name: "forms-" + shortHash(formsCSS) + ".css", ContentType: "text/css; charset=utf-8", Body: formsCSS}
	formsScript = Asset{Name: "forms-" + shortHash(formsJS) + ".js", ContentType: "text/javascript; charset=utf-8", Body: formsJS}
)

// FormsStyle is the address of the forms' pages' stylesheet.
func (p Page) FormsStyle() string { return p.Base + AssetPath + formsStyle.Name }

// FormsScript is the address of the forms' pages' script.
func (p Page) FormsScript() string { return p.Base + AssetPath + formsScript.Name }

// QuestionTypes are the question types, in the order the builder offers
// them, with the names it shows.
var QuestionTypes = []struct {
	Type forms.QuestionType
	Name string
}{
	{forms.Rating, "Rating (stars)"},
	{forms.Scale, "Scale"},
	{forms.Emoji, "Emoji faces"},
	{forms.Text, "Text"},
	{forms.Options, "Options"},
	{forms.ImageChoice, "Image choice"},
}

// TypeName returns the name the builder shows for t.
func TypeName(t forms.QuestionType) string {
	for _, qt := range QuestionTypes {
		if qt.Type == t {
			return qt.Name
		}
	}
	return string(t)
}

// FormsList is the list of an organization's forms.
type FormsList struct {
	Page
	Forms []*forms.Form
	// Managed holds the ids of the forms the user may change, whose
	// builder, activation and clone the list offers (see
	// forms.Form.ManagedBy); every member may create forms.
	Managed map[string]bool
	// Now is when the page is rendered, to tell which forms are closed.
	Now time.Time
	// NewTitle and NewType are the creation form as it was sent, when it
	// was refused.
	NewTitle string
	NewType  forms.QuestionType
}

// Draft is a form as the builder shows and posts it: the stored form, or
// what the organizer sent when it could not be saved. Numbers and times
// stay text so that a wrong one is shown back as typed.
type Draft struct {
	Title, Description string
	// OpensAt and ClosesAt are times in UTC as a datetime-local field
	// holds them (2006-01-02T15:04), "" for none.
	OpensAt, ClosesAt string
	// MaxResponses is the quota, "" for none.
	MaxResponses     string
	RequireChallenge bool
	Questions        []DraftQuestion
}

// DraftQuestion is a question of a Draft.
type DraftQuestion struct {
	// ID is "" for a question not saved yet.
	ID       string
	Type     forms.QuestionType
	Text     string
	Required bool
	// Min and Max are a scale's range, Max a rating's highest value.
	Min, Max           string
	MinLabel, MaxLabel string
	Multiple           bool
	Options            []DraftOption
	// ImageURL is the address of the question's stored image, "" for none.
	ImageURL string
	// NoImage asks to delete the stored image.
	NoImage bool
	// From is the question's index in the post that sent it, which names
	// its fields (its image upload among them); -1 for a question added by
	// the post's action.
	From int
}

// DraftOption is an option of a DraftQuestion; From is as in
// DraftQuestion.
type DraftOption struct {
	ID, Label, ImageURL string
	NoImage             bool
	From                int
}

// Choice reports whether q has options.
func (q DraftQuestion) Choice() bool { return q.Type == forms.Options || q.Type == forms.ImageChoice }

// Field returns the name of the field key of the question at index i of
// a builder post.
func Field(i int, key string) string { return "q." + strconv.Itoa(i) + "." + key }

// OptionField returns the name of the field key of option k of the
// question at index i.
func OptionField(i, k int, key string) string {
	return "q." + strconv.Itoa(i) + ".o." + strconv.Itoa(k) + "." + key
}

// dateTimeLocal is the layout of a datetime-local field.
const dateTimeLocal = "2006-01-02T15:04"

// NewDraft returns the Draft of the stored form f; imageURL gives the
// address of an upload key.
func NewDraft(f *forms.Form, imageURL func(key string) string) Draft {
	d := Draft{Title: f.Title, Description: f.Description, RequireChallenge: f.RequireChallenge}
	if f.OpensAt != nil {
		d.OpensAt = f.OpensAt.UTC().Format(dateTimeLocal)
	}
	if f.ClosesAt != nil {
		d.ClosesAt = f.ClosesAt.UTC().Format(dateTimeLocal)
	}
	if f.MaxResponses != nil {
		d.MaxResponses = strconv.Itoa(*f.MaxResponses)
	}
	for i, q := range f.Questions {
		dq := DraftQuestion{ID: q.ID, Type: q.Type, Text: q.Text, Required: q.Required, MinLabel: q.MinLabel,
			MaxLabel: q.MaxLabel, Multiple: q.Multiple, ImageURL: imageOf(imageURL, q.Image), From: i}
		switch q.Type {
		case forms.Rating:
			dq.Max = strconv.Itoa(q.Max)
		case forms.Scale:
			dq.Min, dq.Max = strconv.Itoa(q.Min), strconv.Itoa(q.Max)
		}
		for k, o := range q.Options {
			dq.Options = append(dq.Options, DraftOption{ID: o.ID, Label: o.Label, ImageURL: imageOf(imageURL, o.Image), From: k})
		}
		d.Questions = append(d.Questions, dq)
	}
	return d
}

func imageOf(imageURL func(string) string, key string) string {
	if key == "" {
		return ""
	}
	return imageURL(key)
}

// ParseDraft reads a builder post: the form's fields and its questions
// q.{i}.* (see Field and OptionField), i from 0 up, in order. The blank
// option row each choice question ends with is left out unless hasFile
// reports an image uploaded for it. Stored images are not in v: the
// caller fills ImageURL from the stored form (see Draft.Images).
func ParseDraft(v url.Values, hasFile func(field string) bool) Draft {
	d := Draft{Title: v.Get("title"), Description: v.Get("description"), OpensAt: v.Get("opensAt"),
		ClosesAt: v.Get("closesAt"), MaxResponses: strings.TrimSpace(v.Get("maxResponses")),
		RequireChallenge: v.Get("requireChallenge") != ""}
	for i := 0; ; i++ {
		if _, ok := v[Field(i, "type")]; !ok {
			break
		}
		q := DraftQuestion{ID: v.Get(Field(i, "id")), Type: forms.QuestionType(v.Get(Field(i, "type"))),
			Text: v.Get(Field(i, "text")), Required: v.Get(Field(i, "required")) != "",
			Min: strings.TrimSpace(v.Get(Field(i, "min"))), Max: strings.TrimSpace(v.Get(Field(i, "max"))),
			MinLabel: v.Get(Field(i, "minLabel")), MaxLabel: v.Get(Field(i, "maxLabel")),
			Multiple: v.Get(Field(i, "multiple")) != "", NoImage: v.Get(Field(i, "noImage")) != "", From: i}
		for k := 0; ; k++ {
			label, ok := v[OptionField(i, k, "label")]
			if !ok {
				break
			}
			o := DraftOption{ID: v.Get(OptionField(i, k, "id")), Label: strings.Join(label, ""),
				NoImage: v.Get(OptionField(i, k, "noImage")) != "", From: k}
			if o.ID == "" && strings.TrimSpace(o.Label) == "" && !hasFile(OptionField(i, k, "image")) {
				continue
			}
			q.Options = append(q.Options, o)
		}
		d.Questions = append(d.Questions, q)
	}
	return d
}

// Images fills the ImageURL of the questions and options of d that f
// stores (by id).
func (d *Draft) Images(f *forms.Form, imageURL func(key string) string) {
	for i := range d.Questions {
		q := &d.Questions[i]
		stored, ok := f.Question(q.ID)
		if !ok || q.ID == "" {
			continue
		}
		q.ImageURL = imageOf(imageURL, stored.Image)
		for k := range q.Options {
			for _, o := range stored.Options {
				if o.ID == q.Options[k].ID && o.ID != "" {
					q.Options[k].ImageURL = imageOf(imageURL, o.Image)
				}
			}
		}
	}
}

// NewQuestion returns a question of type t as the builder adds it: a text
// to replace, and two options for a choice question.
func NewQuestion(t forms.QuestionType) DraftQuestion {
	q := DraftQuestion{Type: t, Text: "New question", From: -1}
	switch t {
	case forms.Rating:
		q.Max = strconv.Itoa(forms.DefaultRating)
	case forms.Scale:
		q.Min, q.Max = strconv.Itoa(forms.DefaultScaleLo), strconv.Itoa(forms.DefaultScaleHi)
	case forms.Options, forms.ImageChoice:
		q.Options = []DraftOption{{Label: "Option 1", From: -1}, {Label: "Option 2", From: -1}}
	}
	return q
}

// Apply applies the builder's action to d: "save" or "" (nothing more), "add"
// (a question of type newType at the end), "up:i", "down:i", "remove:i"
// (question i), "remove-option:i:k". It returns the id of the element to
// show after it ("" for the top), and VALIDATION_FAILED for an unknown
// action.
func (d *Draft) Apply(action string, newType forms.QuestionType) (string, error) {
	parts := strings.Split(action, ":")
	n := func(k int) (int, bool) {
		if k >= len(parts) {
			return 0, false
		}
		v, err := strconv.Atoi(parts[k])
		return v, err == nil && v >= 0
	}
	i, ok := n(1)
	if action == "" {
		parts[0] = "save"
	}
	if parts[0] != "save" && parts[0] != "add" && (!ok || i >= len(d.Questions)) {
		return "", feedbackkit.Invalid("action", "is not an action of the builder")
	}
	qs := d.Questions
	switch parts[0] {
	case "save":
		return "", nil
	case "add":
		if !newType.Valid() {
			return "", feedbackkit.Invalid("newType", "must be one of rating, text, emoji, options, image_choice, scale")
		}
		d.Questions = append(qs, NewQuestion(newType))
		return QuestionAnchor(len(d.Questions) - 1), nil
	case "up", "down":
		j := i - 1
		if parts[0] == "down" {
			j = i + 1
		}
		if j < 0 || j >= len(qs) {
			return "", feedbackkit.Invalid("action", "the question cannot move there")
		}
		qs[i], qs[j] = qs[j], qs[i]
		return QuestionAnchor(j), nil
	case "remove":
		d.Questions = append(qs[:i:i], qs[i+1:]...)
		return "questions", nil
	case "remove-option":
		k, ok := n(2)
		if !ok || k >= len(qs[i].Options) {
			return "", feedbackkit.Invalid("action", "is not an action of the builder")
		}
		qs[i].Options = append(qs[i].Options[:k:k], qs[i].Options[k+1:]...)
		return QuestionAnchor(i), nil
	}
	return "", feedbackkit.Invalid("action", "is not an action of the builder")
}

// QuestionAnchor is the id of the element of question i in the builder.
func QuestionAnchor(i int) string { return "question-" + strconv.Itoa(i+1) }

// Update returns d as a change of every field of a form. It returns
// VALIDATION_FAILED for a number or time that does not parse; the Service
// checks the rest.
func (d Draft) Update() (forms.FormUpdate, error) {
	upd := forms.FormUpdate{Title: &d.Title, Description: &d.Description, RequireChallenge: &d.RequireChallenge}
	var err error
	var quota *int
	if quota, err = intField("maxResponses", d.MaxResponses); err != nil {
		return upd, err
	}
	upd.MaxResponses = &quota
	for _, t := range []struct {
		name, raw string
		dst       ***time.Time
	}{{"opensAt", d.OpensAt, &upd.OpensAt}, {"closesAt", d.ClosesAt, &upd.ClosesAt}} {
		var at *time.Time
		if t.raw != "" {
			v, err := time.Parse(dateTimeLocal, t.raw)
			if err != nil {
				return upd, feedbackkit.Invalid(t.name, "must be a date and time (YYYY-MM-DDTHH:MM, UTC)")
			}
			at = &v
		}
		*t.dst = &at
	}
	qs := make([]forms.QuestionInput, len(d.Questions))
	for i, q := range d.Questions {
		in := forms.QuestionInput{ID: q.ID, Type: q.Type, Text: q.Text, Required: q.Required}
		field := fmt.Sprintf("questions[%d]", i)
		switch q.Type {
		case forms.Scale:
			if in.Min, err = intField(field+".min", q.Min); err != nil {
				return upd, err
			}
			in.MinLabel, in.MaxLabel = q.MinLabel, q.MaxLabel
			fallthrough
		case forms.Rating:
			if in.Max, err = intField(field+".max", q.Max); err != nil {
				return upd, err
			}
		case forms.Options, forms.ImageChoice:
			in.Multiple = q.Multiple
			in.Options = make([]forms.OptionInput, len(q.Options))
			for k, o := range q.Options {
				in.Options[k] = forms.OptionInput{ID: o.ID, Label: o.Label}
			}
		}
		qs[i] = in
	}
	upd.Questions = &qs
	return upd, nil
}

// intField parses the whole number of a field, nil when it is blank.
func intField(name, raw string) (*int, error) {
	if raw == "" {
		return nil, nil
	}
	n, err := strconv.Atoi(raw)
	if err != nil {
		return nil, feedbackkit.Invalid(name, "must be a whole number")
	}
	return &n, nil
}

// FormBuilder is the page that edits a form.
type FormBuilder struct {
	Page
	Form  *forms.Form
	Draft Draft
	// Link is the form's public link, QRCode the address of its QR code
	// (add "?format=png" or "?format=svg").
	Link, QRCode string
	// Closed reports whether the form refuses responses now (window or
	// quota), Now the time of the page.
	Closed bool
	// MaxImage is the largest image an upload may be, in MB, for the
	// hint.
	MaxImage int
}

// Types returns the question types for the "add a question" list.
func (FormBuilder) Types() any { return QuestionTypes }

// Types returns the question types for the first question of a new form.
func (FormsList) Types() any { return QuestionTypes }

// Last returns the index of the last question.
func (b FormBuilder) Last() int { return len(b.Draft.Questions) - 1 }

// Num returns i+1, the number of the question (or option) at index i.
func (FormBuilder) Num(i int) int { return i + 1 }

// Field returns the name of the field key of question i (see Field).
func (FormBuilder) Field(i int, key string) string { return Field(i, key) }

// OptionField returns the name of the field key of option k of question i
// (see OptionField).
func (FormBuilder) OptionField(i, k int, key string) string { return OptionField(i, k, key) }

// TypeName returns the name of the question type t (see TypeName).
func (FormBuilder) TypeName(t forms.QuestionType) string { return TypeName(t) }

// ImageField is the image of a question or option in the builder: the
// address of its stored image ("" for none), its upload field, the
// checkbox that removes it, and what it is the image of.
type ImageField struct{ URL, Field, Remove, What string }

// ImageField returns the ImageField of a question or option.
func (FormBuilder) ImageField(url, field, remove, what string) ImageField {
	return ImageField{URL: url, Field: field, Remove: remove, What: what}
}

// fieldPath matches the questions[i] and options[k] of a field's path in
// a VALIDATION_FAILED message.
var fieldPath = regexp.MustCompile(`([Qq]uestions|options)\[(\d+)\]\.?`)

// Problem rewrites the message of the Service's VALIDATION_FAILED for
// the builder's page: "questions[2].options[0].label: is required" names
// "Question 3, option 1, label" instead.
func Problem(msg string) string {
	first := true
	return fieldPath.ReplaceAllStringFunc(msg, func(m string) string {
		sub := fieldPath.FindStringSubmatch(m)
		n, _ := strconv.Atoi(sub[2])
		word := strings.ToLower(strings.TrimSuffix(sub[1], "s"))
		if first {
			word = strings.ToUpper(word[:1]) + word[1:]
		}
		first = false
		out := word + " " + strconv.Itoa(n+1)
		if strings.HasSuffix(m, ".") {
			out += ", "
		}
		return out
	})
}
