package dashboard

import (
	"errors"
	"strings"
	"testing"

	"github.com/feedbackkit/feedbackkit"
)

// TestMessage: a page says an API error in a sentence, naming the fields
// by their labels (or in words, for a field of one word without one) as
// its subject, or before a colon when the message goes on without a verb,
// and keeps the path into a list of a field it has no label for.
func TestMessage(t *testing.T) {
	labels := Labels{"endDate": "To", "startDate": "From", "feedbackCustomization.primaryColor": "Brand colour", "url": "URL"}
	for _, c := range []struct {
		err  error
		want string
	}{
		{feedbackkit.Invalid("endDate", "must not be before startDate"), "“To” must not be before “From”."},
		{feedbackkit.Invalid("feedbackCustomization.primaryColor", "must be a hex colour #RRGGBB"), "“Brand colour” must be a hex colour #RRGGBB."},
		{feedbackkit.Invalid("questions[2].text", "is required"), "Questions[2].text: is required."},
		{feedbackkit.Invalid("startDate", "the range holds more than 3660 buckets of a day"), "“From”: the range holds more than 3660 buckets of a day."},
		{feedbackkit.Invalid("url", `its host "x.invalid" cannot be resolved`), `“URL”: its host "x.invalid" cannot be resolved.`},
		{feedbackkit.Invalid("url", "an organization has at most 5 webhooks"), "“URL”: an organization has at most 5 webhooks."},
		{feedbackkit.Invalid("tags", `"x" is not a tag of this room`), `Tags: "x" is not a tag of this room.`},
		{feedbackkit.Invalid("ids", "must hold at least one id"), "IDs must hold at least one id."},
		{feedbackkit.Invalid("eventType", "must be valid UTF-8"), "Event type must be valid UTF-8."},
		{feedbackkit.Invalid("instructorId", "must not contain NUL characters"), "Instructor ID must not contain NUL characters."},
		{feedbackkit.Invalid("orderedIds", `"a" appears twice`), `Ordered IDs: "a" appears twice.`},
		{feedbackkit.Invalid("eventName", "eventName, folder or requireChallenge is required"), "Event name: eventName, folder or requireChallenge is required."},
		{feedbackkit.NotFound("room"), "Room not found."},
		{feedbackkit.Errorf(feedbackkit.CodeInvalidToken, "authentication required"), "Authentication required."},
		{feedbackkit.Errorf(feedbackkit.CodeAlreadyExists, "a room named X exists already!"), "A room named X exists already!"},
		{errors.New("boom"), "Internal error."},
	} {
		if got := Message(c.err, labels); got != c.want {
			t.Errorf("Message(%v) = %q, want %q", c.err, got, c.want)
		}
	}
	if got := Problem(Message(feedbackkit.Invalid("questions[2].options[0].label", "is required"), nil)); got != "Question 3, option 1, label: is required." {
		t.Errorf("builder's message %q", got)
	}
}

// TestInvalidField: only a VALIDATION_FAILED error about one field names
// a field to mark.
func TestInvalidField(t *testing.T) {
	if got := InvalidField(feedbackkit.Invalid("name", "is required")); got != "name" {
		t.Errorf("one field: %q", got)
	}
	two := &feedbackkit.Error{Code: feedbackkit.CodeValidationFailed, Message: "a, b",
		Details: []feedbackkit.FieldError{{Field: "a"}, {Field: "b"}}}
	for _, err := range []error{two, feedbackkit.NotFound("room"), errors.New("boom"), nil} {
		if got := InvalidField(err); got != "" {
			t.Errorf("%v: %q", err, got)
		}
	}
}

// TestTooMany: the wait is said in the unit that reads best, rounded up.
func TestTooMany(t *testing.T) {
	for secs, want := range map[int]string{0: "in 1 second", 1: "in 1 second", 40: "in 40 seconds", 60: "in 1 minute", 61: "in 2 minutes",
		645: "in 11 minutes", 5400: "in 90 minutes", 5401: "in 2 hours", 86400: "in 24 hours"} {
		if got := TooMany(secs); got != "Too many attempts: try again "+want+"." {
			t.Errorf("TooMany(%d) = %q, want %q", secs, got, want)
		}
	}
}

// TestMark: the input of the field in error is marked invalid and tied to
// the page's message; the others, and every input of a page without one,
// are not.
func TestMark(t *testing.T) {
	var b strings.Builder
	p := Page{Title: "Settings", Error: "“Name” is required.", Invalid: "name"}
	if err := Render(&b, "message", p); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(b.String(), `<p class="alert" id="problem" role="alert">`) {
		t.Errorf("the message has no id: %s", b.String())
	}
	if got := p.Mark("name"); got != `aria-invalid="true" aria-describedby="problem"` {
		t.Errorf("field in error: %q", got)
	}
	if got := p.Mark("other"); got != "" {
		t.Errorf("another field: %q", got)
	}
	p.Invalid = "eventName"
	if got := p.Mark("eventName"); got != `aria-invalid="true" aria-describedby="problem"` {
		t.Errorf("the field by its API path: %q", got)
	}
	if got := p.Mark("name"); got != "" {
		t.Errorf("another path: %q", got)
	}
	p.Error = ""
	if got := p.Mark("name"); got != "" {
		t.Errorf("no message: %q", got)
	}
}

// TestFieldWords: the name of a field in camelCase reads as words, the
// audit log's details as the subject of a page's message, a run of
// capitals one word kept in capitals, as are the words id, ids and url.
func TestFieldWords(t *testing.T) {
	for name, want := range map[string]string{
		"name":               "name",
		"eventType":          "event type",
		"previousOwnerEmail": "previous owner email",
		"pageURL":            "page URL",
		"pageUrl":            "page URL",
		"ID":                 "ID",
		"IDs":                "IDs",
		"id":                 "ID",
		"ids":                "IDs",
		"itemID":             "item ID",
		"itemId":             "item ID",
		"userIDs":            "user IDs",
		"orderedIds":         "ordered IDs",
		"URLPath":            "URL path",
		"pageURLs":           "page URLs",
		"apiKeyID":           "api key ID",
		"isLast":             "is last",
		"minLabel":           "min label",
		"error_description":  "error_description",
		"x":                  "x",
		"":                   "",
	} {
		if got := fieldWords(name); got != want {
			t.Errorf("fieldWords(%q) = %q, want %q", name, got, want)
		}
	}
	for path, want := range map[string]string{
		"pageURL":            "page URL",
		"ID":                 "ID",
		"itemID":             "item ID",
		"instructorId":       "instructor ID",
		"questions[2].text":  "",
		"wordCloud.maxWords": "",
	} {
		if got := subject(path, nil); got != want {
			t.Errorf("subject(%q) = %q, want %q", path, got, want)
		}
	}
	if got := Message(feedbackkit.Invalid("pageURL", "must be an http or https URL"), nil); got != "Page URL must be an http or https URL." {
		t.Errorf("the message about pageURL: %q", got)
	}
}
