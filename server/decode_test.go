package server

import (
	"encoding/json"
	"errors"
	"reflect"
	"testing"
	"time"

	"github.com/feedbackkit/feedbackkit"
)

func TestIsJSONContentType(t *testing.T) {
	t.Parallel()
	for ct, want := range map[string]bool{
		"application/json":                  true,
		"Application/JSON":                  true,
		"application/json; charset=utf-8":   true,
		"application/json;charset=UTF-8":    true,
		"application/json; charset=latin1":  false,
		"application/json; boundary=x":      true,
		"":                                  false,
		"text/plain":                        false,
		"application/jsonx":                 false,
		"application/merge-patch+json":      false,
		"multipart/form-data; boundary=abc": false,
		"application/json; charset=":        false,
		"application/json;;":                false,
	} {
		if got := isJSONContentType(ct); got != want {
			t.Errorf("isJSONContentType(%q) = %v, want %v", ct, got, want)
		}
	}
}

func TestJSONTypeName(t *testing.T) {
	t.Parallel()
	var (
		s   string
		n   int
		f   float64
		b   *bool
		arr []string
		m   map[string]int
		tm  time.Time
	)
	for v, want := range map[any]string{
		&s: "a string", &n: "an integer", &f: "a number", &b: "a boolean",
		&arr: "an array", &m: "an object", &tm: "a date-time in RFC 3339, e.g. 2026-01-31T09:00:00Z",
	} {
		if got := jsonTypeName(reflect.TypeOf(v).Elem()); got != want {
			t.Errorf("jsonTypeName(%T) = %q, want %q", v, got, want)
		}
	}
	if got := jsonTypeName(nil); got != "a valid value" {
		t.Errorf("jsonTypeName(nil) = %q", got)
	}
}

// TestJSONErrorNamesThePath: a value of the wrong type, a time among them,
// is VALIDATION_FAILED naming its whole path, indexes included, and saying
// what is expected without the decoder's words.
func TestJSONErrorNamesThePath(t *testing.T) {
	t.Parallel()
	const dateTime = "must be a date-time in RFC 3339, e.g. 2026-01-31T09:00:00Z"
	type answer struct {
		QuestionID string          `json:"questionId"`
		Value      json.RawMessage `json:"value"`
	}
	type body struct {
		Name      *string             `json:"name"`
		ExpiresAt *time.Time          `json:"expiresAt"`
		ClosesAt  nullable[time.Time] `json:"closesAt"`
		Questions *[]struct {
			Min int `json:"min"`
		} `json:"questions"`
		Responses []answer `json:"responses"`
	}
	for _, tc := range []struct{ body, field, message string }{
		{`{"expiresAt":"tomorrow"}`, "expiresAt", dateTime},
		{`{"expiresAt":12}`, "expiresAt", dateTime},
		{`{"ExpiresAT":"2026-13-01T00:00:00Z"}`, "expiresAt", dateTime},
		{`{"closesAt":true}`, "closesAt", dateTime},
		{`{"name":"k","questions":[{"min":1},{"min":1e30}]}`, "questions[1].min", "must be an integer"},
		{`{"responses":[{"questionId":"a","value":1},1]}`, "responses[1]", "must be an object"},
		{`{"responses":[{"questionId":5}]}`, "responses[0].questionId", "must be a string"},
		{`{"name":["k"]}`, "name", "must be a string"},
	} {
		var dst body
		err := json.Unmarshal([]byte(tc.body), &dst)
		if err == nil {
			t.Fatalf("%s decoded", tc.body)
		}
		var fe *feedbackkit.Error
		if !errors.As(jsonError(err, []byte(tc.body), reflect.TypeOf(&dst)), &fe) || fe.Code != feedbackkit.CodeValidationFailed ||
			len(fe.Details) != 1 || fe.Details[0].Field != tc.field || fe.Details[0].Message != tc.message {
			t.Errorf("%s: %+v, want %s %q", tc.body, fe, tc.field, tc.message)
		}
	}
	var list []int
	object := []byte(`{"a":1}`)
	err := json.Unmarshal(object, &list)
	if fe := (*feedbackkit.Error)(nil); !errors.As(jsonError(err, object, reflect.TypeOf(&list)), &fe) ||
		fe.Code != feedbackkit.CodeInvalidJSON || fe.Message != "request body must be an array" {
		t.Errorf("a body of the wrong type: %+v", fe)
	}
}
