package server

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http/httptest"
	"testing"
)

// FuzzDecodeJSON posts arbitrary bodies with arbitrary content types to a
// route that decodes JSON (decodeJSON into a struct of strings, numbers,
// lists and objects): the answer is 200 with the decoded value, or a 4xx
// in the API's error shape, never a 500.
func FuzzDecodeJSON(f *testing.F) {
	s, err := newServer(Config{JSONBodyLimit: 4 << 10}, Deps{})
	if err != nil {
		f.Fatal(err)
	}
	addTestRoutes(s)
	for _, seed := range []struct{ body, ct string }{
		{`{"name":"ann","age":3,"tags":["a"],"nested":{"n":1}}`, "application/json"},
		{`{"name":1}`, "application/json; charset=utf-8"},
		{`{"age":1e400}`, "application/json"},
		{`{"tags":[null,{}]}`, "application/json"},
		{`{} {}`, "application/json"},
		{"\xff\xfe", "application/json"},
		{`{"name":"\ud83d\ude00 \\ud800"}`, "application/json"},
		{`{"name":"\ud800\`, "application/json"},
		{`null`, "application/json"},
		{`{"name":"x"}`, "text/plain"},
		{`{"name":"x"}`, "application/json; charset=latin1"},
	} {
		f.Add([]byte(seed.body), seed.ct)
	}
	f.Fuzz(func(t *testing.T, body []byte, contentType string) {
		req := httptest.NewRequest("POST", "/test/json", bytes.NewReader(body))
		req.Header.Set("Content-Type", contentType)
		resp, err := s.App().Test(req, -1)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		raw, _ := io.ReadAll(resp.Body)
		switch {
		case resp.StatusCode == 200:
			var b testBody
			if err := json.Unmarshal(raw, &b); err != nil {
				t.Fatalf("200 with %q: %v", raw, err)
			}
		case resp.StatusCode >= 400 && resp.StatusCode < 500:
			var e ErrorResponse
			if err := json.Unmarshal(raw, &e); err != nil || e.Status != resp.StatusCode || e.Message == "" || e.Error == "" {
				t.Fatalf("%d with %q: not the error shape", resp.StatusCode, raw)
			}
		default:
			t.Fatalf("body %q, type %q: status %d %s", body, contentType, resp.StatusCode, raw)
		}
	})
}
