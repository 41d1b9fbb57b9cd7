package server

import (
	"reflect"
	"testing"
	"time"
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
		&arr: "an array", &m: "an object", &tm: "an object",
	} {
		if got := jsonTypeName(reflect.TypeOf(v).Elem()); got != want {
			t.Errorf("jsonTypeName(%T) = %q, want %q", v, got, want)
		}
	}
	if got := jsonTypeName(nil); got != "a valid value" {
		t.Errorf("jsonTypeName(nil) = %q", got)
	}
}
