package notify_test

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/emersion/go-smtp"
	"go.opentelemetry.io/otel/codes"
	sdktrace "go.opentelemetry.io/otel/sdk/trace"
	"go.opentelemetry.io/otel/sdk/trace/tracetest"
	"go.opentelemetry.io/otel/trace"

	"github.com/feedbackkit/feedbackkit/notify"
	"github.com/feedbackkit/feedbackkit/notify/smtptest"
)

func testEmail(to string) *notify.Email {
	return &notify.Email{
		ID:        "0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b",
		To:        to,
		Subject:   "Grüße & <hello>",
		Text:      "Hello,\n\nopen https://example.com/reset?token=abc&x=1 now.\n",
		HTML:      `<p>Hello, <a href="https://example.com/reset?token=abc&amp;x=1">reset</a></p>`,
		CreatedAt: time.Date(2026, 11, 21, 10, 0, 0, 0, time.UTC),
	}
}

func TestSMTPMailerPlain(t *testing.T) {
	srv := smtptest.NewServer(t)
	m, err := notify.NewSMTPMailer(srv.URL(), "Feedback <feedback@example.com>")
	if err != nil {
		t.Fatal(err)
	}
	if err := m.Send(context.Background(), testEmail("Bob@Example.com")); err != nil {
		t.Fatal(err)
	}
	got := srv.WaitFor(t, "bob@example.com", 5*time.Second)
	if got.Subject != "Grüße & <hello>" {
		t.Errorf("Subject = %q", got.Subject)
	}
	if got.From != "feedback@example.com" {
		t.Errorf("envelope From = %q", got.From)
	}
	if !strings.Contains(got.Header.Get("From"), "feedback@example.com") {
		t.Errorf("From header = %q", got.Header.Get("From"))
	}
	if !strings.Contains(got.Text, "open https://example.com/reset?token=abc&x=1 now.") {
		t.Errorf("Text = %q", got.Text)
	}
	if !strings.Contains(got.HTML, `href="https://example.com/reset?token=abc&amp;x=1"`) {
		t.Errorf("HTML = %q", got.HTML)
	}
	if id := got.Header.Get("Message-Id"); id != "<0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b@example.com>" {
		t.Errorf("Message-ID = %q", id)
	}
	if link := got.FindLink("https://example.com/reset"); link != "https://example.com/reset?token=abc&x=1" {
		t.Errorf("FindLink = %q", link)
	}
	if got.TLS {
		t.Error("TLS reported on a plain server")
	}
}

func TestSMTPMailerTLS(t *testing.T) {
	for _, tc := range []struct {
		name string
		mode smtptest.TLSMode
	}{
		{"starttls", smtptest.StartTLS},
		{"implicit", smtptest.ImplicitTLS},
	} {
		t.Run(tc.name, func(t *testing.T) {
			srv := smtptest.NewServerConfig(t, smtptest.Config{TLS: tc.mode, Username: "mailer", Password: "s3cret:/@"})
			m, err := notify.NewSMTPMailer(srv.URL(), "", notify.WithSMTPTLSConfig(srv.ClientTLSConfig()))
			if err != nil {
				t.Fatal(err)
			}
			if err := m.Send(context.Background(), testEmail("carol@example.com")); err != nil {
				t.Fatal(err)
			}
			got := srv.WaitFor(t, "carol@example.com", 5*time.Second)
			if !got.TLS {
				t.Error("message did not come over TLS")
			}
			if got.From != "no-reply@localhost" {
				t.Errorf("envelope From = %q, want the default sender", got.From)
			}

			// A certificate the mailer does not trust fails the delivery
			// instead of falling back to plain text.
			untrusting, err := notify.NewSMTPMailer(srv.URL(), "")
			if err != nil {
				t.Fatal(err)
			}
			if err := untrusting.Send(context.Background(), testEmail("carol@example.com")); err == nil {
				t.Error("Send trusted a self-signed certificate")
			}
		})
	}
}

func TestSMTPMailerAuth(t *testing.T) {
	srv := smtptest.NewServerConfig(t, smtptest.Config{Username: "mailer", Password: "right"})
	ok, err := notify.NewSMTPMailer(srv.URL(), "")
	if err != nil {
		t.Fatal(err)
	}
	if err := ok.Send(context.Background(), testEmail("dan@example.com")); err != nil {
		t.Fatalf("Send with the right password: %v", err)
	}
	srv.WaitFor(t, "dan@example.com", 5*time.Second)

	wrong, err := notify.NewSMTPMailer("smtp://mailer:wrong@"+srv.Addr(), "")
	if err != nil {
		t.Fatal(err)
	}
	// Credentials the server refuses fail every email alike until they
	// are fixed: a temporary error, however permanent the server's reply.
	if err := wrong.Send(context.Background(), testEmail("dan@example.com")); err == nil || errors.Is(err, notify.ErrUndeliverable) {
		t.Errorf("Send with a wrong password: err = %v, want a temporary error", err)
	}
	anonymous, err := notify.NewSMTPMailer("smtp://"+srv.Addr(), "")
	if err != nil {
		t.Fatal(err)
	}
	if err := anonymous.Send(context.Background(), testEmail("dan@example.com")); err == nil || errors.Is(err, notify.ErrUndeliverable) {
		t.Errorf("Send without credentials on a server requiring them: err = %v, want a temporary error", err)
	}
	if n := len(srv.Messages()); n != 1 {
		t.Errorf("server holds %d messages, want 1", n)
	}
}

func TestSMTPMailerErrors(t *testing.T) {
	srv := smtptest.NewServer(t)

	mandatory, err := notify.NewSMTPMailer(srv.URL()+"?tls=mandatory", "")
	if err != nil {
		t.Fatal(err)
	}
	if err := mandatory.Send(context.Background(), testEmail("erin@example.com")); err == nil {
		t.Error("tls=mandatory sent to a server without STARTTLS")
	}

	m, err := notify.NewSMTPMailer(srv.URL(), "")
	if err != nil {
		t.Fatal(err)
	}
	srv.FailNextCode(1, 550)
	if err := m.Send(context.Background(), testEmail("erin@example.com")); err == nil || !strings.Contains(err.Error(), "550") ||
		!errors.Is(err, notify.ErrUndeliverable) {
		t.Errorf("Send on a rejecting server: err = %v, want an undeliverable 550 error", err)
	}
	srv.FailNext(1)
	if err := m.Send(context.Background(), testEmail("erin@example.com")); err == nil || !strings.Contains(err.Error(), "451") ||
		errors.Is(err, notify.ErrUndeliverable) {
		t.Errorf("Send on a busy server: err = %v, want a temporary 451 error", err)
	}
	if err := m.Send(context.Background(), testEmail("erin@example.com")); err != nil {
		t.Errorf("Send after the failures: %v", err)
	}
	if got := srv.Rejected(); got != 2 {
		t.Errorf("Rejected() = %d, want 2", got)
	}
	if got := len(srv.Messages()); got != 1 {
		t.Errorf("%d messages recorded, want 1", got)
	}

	srv.Close()
	if err := m.Send(context.Background(), testEmail("erin@example.com")); err == nil || errors.Is(err, notify.ErrUndeliverable) {
		t.Errorf("Send to a closed server: err = %v, want a temporary error", err)
	}

	for _, tc := range []struct{ url, from string }{
		{"http://mail.example.com", ""},
		{"smtp://", ""},
		{"smtp://mail.example.com:port", ""},
		{"smtp://u:p@mail.example.com?auth=magic", ""},
		{"smtp://mail.example.com?tls=sometimes", ""},
		{"smtp://mail.example.com", "not an address"},
		{"::::", ""},
	} {
		if _, err := notify.NewSMTPMailer(tc.url, tc.from); err == nil {
			t.Errorf("NewSMTPMailer(%q, %q) accepted", tc.url, tc.from)
		} else if strings.Contains(err.Error(), "p@") {
			t.Errorf("NewSMTPMailer error shows the password: %v", err)
		}
	}
	for _, u := range []string{
		"smtp://mail.example.com",
		"smtps://user:pass@mail.example.com",
		"smtp://user:pass@mail.example.com:2525?auth=login&tls=mandatory",
	} {
		if _, err := notify.NewSMTPMailer(u, "a@example.com"); err != nil {
			t.Errorf("NewSMTPMailer(%q): %v", u, err)
		}
	}
}

// TestSMTPMailerRefusals checks which refusals give an email up for good:
// those naming its recipient's address or mailbox, not those that are the
// mailer's configuration (a refused sender, relay or policy), which every
// email would meet alike.
func TestSMTPMailerRefusals(t *testing.T) {
	srv := smtptest.NewServer(t)
	m, err := notify.NewSMTPMailer(srv.URL(), "feedback@example.com")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		cmd      smtptest.Command
		code     int
		enhanced smtp.EnhancedCode
		final    bool
	}{
		{smtptest.AtRcpt, 550, smtp.EnhancedCode{5, 1, 1}, true},
		{smtptest.AtRcpt, 552, smtp.EnhancedCode{5, 2, 2}, true},
		{smtptest.AtRcpt, 550, smtp.NoEnhancedCode, true},
		{smtptest.AtData, 552, smtp.EnhancedCode{5, 3, 4}, true},
		{smtptest.AtData, 550, smtp.EnhancedCode{5, 2, 0}, true},
		{smtptest.AtRcpt, 550, smtp.EnhancedCode{5, 7, 1}, false},
		{smtptest.AtRcpt, 530, smtp.EnhancedCode{5, 7, 0}, false},
		{smtptest.AtData, 554, smtp.EnhancedCode{5, 7, 1}, false},
		{smtptest.AtData, 554, smtp.EnhancedCode{5, 6, 0}, false},
		{smtptest.AtData, 554, smtp.NoEnhancedCode, false},
		{smtptest.AtMail, 550, smtp.EnhancedCode{5, 1, 8}, false},
		{smtptest.AtMail, 553, smtp.EnhancedCode{5, 7, 1}, false},
		{smtptest.AtRcpt, 450, smtp.EnhancedCode{4, 2, 1}, false},
	} {
		srv.RejectNext(1, tc.cmd, tc.code, tc.enhanced)
		err := m.Send(context.Background(), testEmail("erin@example.com"))
		if err == nil || !strings.Contains(err.Error(), fmt.Sprint(tc.code)) || errors.Is(err, notify.ErrUndeliverable) != tc.final {
			t.Errorf("reply %d %v to command %d: err = %v, want undeliverable %v", tc.code, tc.enhanced, tc.cmd, err, tc.final)
		}
	}
	if got := srv.Rejected(); got != 13 {
		t.Errorf("Rejected() = %d, want 13", got)
	}
	if err := m.Send(context.Background(), testEmail("not an address")); !errors.Is(err, notify.ErrUndeliverable) {
		t.Errorf("Send to a malformed recipient: err = %v, want undeliverable", err)
	}
	e := testEmail("erin@example.com")
	e.From = "not an address"
	if err := m.Send(context.Background(), e); err == nil || errors.Is(err, notify.ErrUndeliverable) {
		t.Errorf("Send from a malformed sender: err = %v, want a temporary error", err)
	}
	if got := len(srv.Messages()); got != 0 {
		t.Errorf("%d messages recorded, want 0", got)
	}
}

// silentServer accepts connections and never answers; each accepted
// connection is sent on the channel it returns, and closed when the test
// ends.
func silentServer(t *testing.T) (string, <-chan net.Conn) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	conns := make(chan net.Conn, 16)
	var mu sync.Mutex
	var accepted []net.Conn
	t.Cleanup(func() {
		ln.Close()
		mu.Lock()
		defer mu.Unlock()
		for _, c := range accepted {
			c.Close()
		}
	})
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			mu.Lock()
			accepted = append(accepted, c)
			mu.Unlock()
			conns <- c
		}
	}()
	return ln.Addr().String(), conns
}

func TestSMTPMailerTimeout(t *testing.T) {
	addr, _ := silentServer(t)
	m, err := notify.NewSMTPMailer("smtp://"+addr, "", notify.WithSMTPTimeout(300*time.Millisecond))
	if err != nil {
		t.Fatal(err)
	}
	// The server never answers: only the timeout makes Send return.
	if err := m.Send(context.Background(), testEmail("x@example.com")); err == nil {
		t.Fatal("Send to a silent server succeeded")
	}
}

// TestSMTPMailerCancel cancels Sends waiting for a server that never
// answers (its greeting, its TLS handshake): they return at once with the
// context's error, although the mailer's timeout is far away.
func TestSMTPMailerCancel(t *testing.T) {
	for _, scheme := range []string{"smtp", "smtps"} {
		t.Run(scheme, func(t *testing.T) {
			addr, conns := silentServer(t)
			m, err := notify.NewSMTPMailer(scheme+"://"+addr, "", notify.WithSMTPTimeout(time.Hour))
			if err != nil {
				t.Fatal(err)
			}
			ctx, cancel := context.WithCancel(context.Background())
			sent := make(chan error, 1)
			go func() { sent <- m.Send(ctx, testEmail("x@example.com")) }()
			conn := <-conns
			cancel()
			select {
			case err = <-sent:
			case <-time.After(30 * time.Second):
				t.Fatal("the cancelled Send still waits for the server after 30s")
			}
			if !errors.Is(err, context.Canceled) || errors.Is(err, notify.ErrUndeliverable) {
				t.Errorf("cancelled Send: err = %v, want a temporary context.Canceled", err)
			}
			// The mailer closed its connection: the server reads to its end.
			if _, err := io.Copy(io.Discard, conn); err != nil {
				t.Errorf("the server's end of a cancelled Send's connection: %v, want EOF", err)
			}
		})
	}
}

// stallingSession accepts one message, then stalls the client's RSET
// (the one go-mail sends after DATA) until the test ends; rset says when
// the RSET arrived, so the client has the server's acceptance.
type stallingSession struct {
	accepted *int
	resets   int
	rset     chan<- struct{}
	release  <-chan struct{}
}

func (s *stallingSession) AuthMechanisms() []string             { return nil }
func (s *stallingSession) Mail(string, *smtp.MailOptions) error { return nil }
func (s *stallingSession) Rcpt(string, *smtp.RcptOptions) error { return nil }
func (s *stallingSession) Logout() error                        { return nil }
func (s *stallingSession) Data(r io.Reader) error {
	_, err := io.Copy(io.Discard, r)
	*s.accepted++
	return err
}

func (s *stallingSession) Reset() {
	if *s.accepted == 0 {
		return
	}
	// The first reset after DATA is the server's own, the second the RSET.
	if s.resets++; s.resets == 2 {
		s.rset <- struct{}{}
		<-s.release
	}
}

// TestSMTPMailerCancelAfterAccept cancels a Send after the server accepted
// the message, while go-mail waits for the reply to its RSET: the email is
// sent, so Send succeeds (reporting a failure would send it twice).
func TestSMTPMailerCancelAfterAccept(t *testing.T) {
	accepted := 0
	rset, release := make(chan struct{}, 1), make(chan struct{})
	srv := smtp.NewServer(smtp.BackendFunc(func(*smtp.Conn) (smtp.Session, error) {
		return &stallingSession{accepted: &accepted, rset: rset, release: release}, nil
	}))
	srv.Domain = "localhost"
	srv.AllowInsecureAuth = true
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	go func() { _ = srv.Serve(ln) }()
	t.Cleanup(func() { close(release); srv.Close() })
	m, err := notify.NewSMTPMailer("smtp://"+ln.Addr().String(), "", notify.WithSMTPTimeout(time.Hour))
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	sent := make(chan error, 1)
	go func() { sent <- m.Send(ctx, testEmail("x@example.com")) }()
	<-rset
	cancel()
	if err := <-sent; err != nil {
		t.Errorf("Send cancelled after the server accepted the message: %v, want success", err)
	}
	if accepted != 1 {
		t.Errorf("the server accepted %d messages, want 1", accepted)
	}
}

func TestSMTPMailerConcurrent(t *testing.T) {
	srv := smtptest.NewServer(t)
	m, err := notify.NewSMTPMailer(srv.URL(), "")
	if err != nil {
		t.Fatal(err)
	}
	const n = 10
	errs := make(chan error, n)
	for i := range n {
		go func() {
			errs <- m.Send(context.Background(), testEmail(fmt.Sprintf("user%d@example.com", i)))
		}()
	}
	for range n {
		if err := <-errs; err != nil {
			t.Error(err)
		}
	}
	if got := len(srv.Messages()); got != n {
		t.Errorf("%d messages received, want %d", got, n)
	}
}

// TestSMTPMailerSpans checks that each delivery is a client span, a child
// of the span of its context, that names the server and not the recipient,
// and that a refused delivery is an error span.
func TestSMTPMailerSpans(t *testing.T) {
	srv := smtptest.NewServer(t)
	spans := tracetest.NewInMemoryExporter()
	tp := sdktrace.NewTracerProvider(sdktrace.WithSyncer(spans))
	m, err := notify.NewSMTPMailer(srv.URL(), "feedback@example.com", notify.WithSMTPTracerProvider(tp))
	if err != nil {
		t.Fatal(err)
	}
	ctx, parent := tp.Tracer("test").Start(context.Background(), "job")
	if err := m.Send(ctx, testEmail("bob@example.com")); err != nil {
		t.Fatal(err)
	}
	srv.FailNextCode(1, 550)
	if err := m.Send(ctx, testEmail("eve@example.com")); err == nil {
		t.Fatal("a refused delivery succeeded")
	}
	parent.End()
	got := spans.GetSpans()
	if len(got) != 3 {
		t.Fatalf("%d spans, want 2 deliveries and their parent", len(got))
	}
	host, port, _ := net.SplitHostPort(srv.Addr())
	for i, s := range got[:2] {
		attrs := map[string]string{}
		for _, a := range s.Attributes {
			attrs[string(a.Key)] = a.Value.String()
			if strings.Contains(a.Value.String(), "@example.com") {
				t.Errorf("span attribute %s = %q names an address", a.Key, a.Value.String())
			}
		}
		if s.Name != "smtp send" || s.SpanKind != trace.SpanKindClient || s.Parent.SpanID() != parent.SpanContext().SpanID() ||
			attrs["server.address"] != host || attrs["server.port"] != port {
			t.Errorf("span %d: %q kind %v parent %v attributes %v", i, s.Name, s.SpanKind, s.Parent.SpanID(), attrs)
		}
		if wantErr := i == 1; (s.Status.Code == codes.Error) != wantErr {
			t.Errorf("span %d: status %v, want an error %v", i, s.Status, wantErr)
		}
	}
}
