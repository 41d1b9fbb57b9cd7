package server

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"iter"
	"net/http"
	"strings"
	"testing"

	"github.com/feedbackkit/feedbackkit/feedback"
)

func TestCSVCell(t *testing.T) {
	for in, want := range map[string]string{
		"":            "",
		"plain":       "plain",
		"=1+1":        "'=1+1",
		"+1":          "'+1",
		"-1":          "'-1",
		"@SUM(A1)":    "'@SUM(A1)",
		"\tx":         "'\tx",
		"\rx":         "'\rx",
		"a=b":         "a=b",
		" =1":         " =1",
		"'already":    "'already",
		"ünïcödé ✓":   "ünïcödé ✓",
		"\n=newline":  "\n'=newline",
		"2024-01-01":  "2024-01-01",
		"some-thing-": "some-thing-",
		// A formula after a list separator or a line break within a cell
		// too: a spreadsheet splitting the file by ';' (or reading a quoted
		// line break as the end of a line) would start a cell there.
		"nice;=SUM(1+1)":     "nice;'=SUM(1+1)",
		"B;=cmd|calc":        "B;'=cmd|calc",
		"a,+1":               "a,'+1",
		"x;@A1;-2":           "x;'@A1;'-2",
		"a;\"=1":             "a;'\"=1",
		"line\r\n=HYPERLINK": "line\r\n'=HYPERLINK",
		"=a;=b":              "'=a;'=b",
		"a; =1":              "a; =1", // a space makes it text
		"a;b,c":              "a;b,c",
		"a=b;c=d":            "a=b;c=d",
		";":                  ";",
		"ä;=ö":               "ä;'=ö",
	} {
		if got := csvCell(in); got != want {
			t.Errorf("csvCell(%q) = %q, want %q", in, got, want)
		}
	}
}

// brokenExport is a Feedback whose exports fail after their first items.
type brokenExport struct {
	Feedback
	good int // items given before the failure; -1: the first read fails
}

func (b brokenExport) Export(context.Context, feedback.Filter) (iter.Seq2[*feedback.Item, error], error) {
	return func(yield func(*feedback.Item, error) bool) {
		for i := range b.good {
			if !yield(&feedback.Item{ID: fmt.Sprint("item", i), Text: "text"}, nil) {
				return
			}
		}
		yield(nil, errors.New("connection reset by database"))
	}, nil
}

// getExport serves fb on a loopback port and returns its address and the
// answer to an admin's GET (or another method) of /api/feedback/export.
func getExport(t *testing.T, fb Feedback, method ...string) (base string, resp *http.Response) {
	t.Helper()
	s := newTestServer(t, Config{}, Deps{Feedback: fb})
	base, _ = listen(t, s.Server)
	req, _ := http.NewRequest(append(method, "GET")[0], base+"/api/feedback/export", nil)
	req.AddCookie(&http.Cookie{Name: "auth_token", Value: "admin-token"})
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	return base, resp
}

// TestExportFailure checks that an export failing before its first item
// is answered with an error, and one failing later ends with a truncated
// body that no client takes for a whole export.
func TestExportFailure(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		name string
		good int
	}{{"first read", 0}, {"later read", 3 * exportFlush}} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			_, resp := getExport(t, brokenExport{good: c.good})
			defer resp.Body.Close()
			body, err := io.ReadAll(resp.Body)
			if c.good == 0 {
				if resp.StatusCode != 500 || !strings.Contains(string(body), `"error":"INTERNAL"`) {
					t.Errorf("answer %d %s, want 500 INTERNAL", resp.StatusCode, body)
				}
				return
			}
			if resp.StatusCode != 200 {
				t.Fatalf("status %d, want 200", resp.StatusCode)
			}
			if err == nil {
				t.Errorf("a failed export read as complete (%d bytes)", len(body))
			}
			if !bytes.HasPrefix(body, []byte("_id,createdAt,")) {
				t.Errorf("body starts with %.40q, want the header", body)
			}
		})
	}
}

// endlessExport is a Feedback whose exports give items until the reader
// stops, which closes stopped.
type endlessExport struct {
	Feedback
	stopped chan struct{}
}

func (e endlessExport) Export(context.Context, feedback.Filter) (iter.Seq2[*feedback.Item, error], error) {
	return func(yield func(*feedback.Item, error) bool) {
		defer close(e.stopped)
		for i := 0; ; i++ {
			if !yield(&feedback.Item{ID: fmt.Sprint("item", i), Text: "text"}, nil) {
				return
			}
		}
	}, nil
}

// TestExportClientGone checks that a client hanging up in the middle of an
// export stops it, and that the server goes on answering: the stream's
// writer outlives the request, whose connection is gone by then.
func TestExportClientGone(t *testing.T) {
	t.Parallel()
	stopped := make(chan struct{})
	base, resp := getExport(t, endlessExport{stopped: stopped})
	if _, err := io.ReadFull(resp.Body, make([]byte, 64<<10)); err != nil {
		t.Fatal(err)
	}
	resp.Body.Close() // hangs up: the rest of the body is not read
	<-stopped
	expectHealthy(t, base)
}

// expectHealthy checks that the server at base answers GET /healthz 200.
func expectHealthy(t *testing.T, base string) {
	t.Helper()
	health, err := http.Get(base + "/healthz")
	if err != nil {
		t.Fatal(err)
	}
	health.Body.Close()
	if health.StatusCode != 200 {
		t.Errorf("after the export: /healthz %d", health.StatusCode)
	}
}

// TestExportHead checks that a HEAD of an export answers the export's
// headers, stops reading it, and leaves the connection to the client's
// next request.
func TestExportHead(t *testing.T) {
	t.Parallel()
	stopped := make(chan struct{})
	base, resp := getExport(t, endlessExport{stopped: stopped}, "HEAD")
	resp.Body.Close()
	if resp.StatusCode != 200 || !strings.HasPrefix(resp.Header.Get("Content-Disposition"), "attachment;") {
		t.Errorf("HEAD: %d %q, want 200 and the attachment", resp.StatusCode, resp.Header.Get("Content-Disposition"))
	}
	<-stopped
	for range 3 {
		expectHealthy(t, base)
	}
}
