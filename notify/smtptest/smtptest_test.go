package smtptest_test

import (
	"strings"
	"testing"
	"time"

	"github.com/emersion/go-smtp"

	"github.com/feedbackkit/feedbackkit/notify/smtptest"
)

// A message as other mail software writes it: nested multiparts, a base64
// HTML part, a quoted-printable text part and an encoded subject.
const nested = "From: Someone <someone@example.com>\r\n" +
	"To: ada@example.com\r\n" +
	"Subject: =?UTF-8?Q?Gr=C3=BC=C3=9Fe?=\r\n" +
	"MIME-Version: 1.0\r\n" +
	"Content-Type: multipart/mixed; boundary=outer\r\n" +
	"\r\n" +
	"--outer\r\n" +
	"Content-Type: multipart/alternative; boundary=inner\r\n" +
	"\r\n" +
	"--inner\r\n" +
	"Content-Type: text/plain; charset=utf-8\r\n" +
	"Content-Transfer-Encoding: quoted-printable\r\n" +
	"\r\n" +
	"Open https://example.com/reset?token=3Dabc&x=3D1 and a very long line that is=\r\n" +
	" wrapped.\r\n" +
	"--inner\r\n" +
	"Content-Type: text/html; charset=utf-8\r\n" +
	"Content-Transfer-Encoding: base64\r\n" +
	"\r\n" +
	"PHA+SGVsbG8gPGI+QWRhPC9iPjwvcD4=\r\n" +
	"--inner--\r\n" +
	"--outer\r\n" +
	"Content-Type: application/octet-stream\r\n" +
	"Content-Transfer-Encoding: base64\r\n" +
	"\r\n" +
	"AAEC\r\n" +
	"--outer--\r\n"

// sendRaw delivers raw to the server at addr over plain SMTP.
func sendRaw(addr, from, to, raw string) error {
	c, err := smtp.Dial(addr)
	if err != nil {
		return err
	}
	defer c.Close()
	if err := c.SendMail(from, []string{to}, strings.NewReader(raw)); err != nil {
		return err
	}
	return c.Quit()
}

func send(t *testing.T, srv *smtptest.Server, to, raw string) error {
	t.Helper()
	return sendRaw(srv.Addr(), "someone@example.com", to, raw)
}

func TestParse(t *testing.T) {
	srv := smtptest.NewServer(t)
	if err := send(t, srv, "ada@example.com", nested); err != nil {
		t.Fatal(err)
	}
	m := srv.WaitFor(t, "ADA@example.com", 5*time.Second)
	if m.Subject != "Grüße" {
		t.Errorf("Subject = %q", m.Subject)
	}
	if want := "Open https://example.com/reset?token=abc&x=1 and a very long line that is wrapped."; m.Text != want {
		t.Errorf("Text = %q, want %q", m.Text, want)
	}
	if m.HTML != "<p>Hello <b>Ada</b></p>" {
		t.Errorf("HTML = %q", m.HTML)
	}
	if m.From != "someone@example.com" || len(m.To) != 1 || m.To[0] != "ada@example.com" {
		t.Errorf("envelope = %q -> %q", m.From, m.To)
	}
	if got := m.FindLink("https://example.com/reset"); got != "https://example.com/reset?token=abc&x=1" {
		t.Errorf("FindLink = %q", got)
	}
	if got := m.FindLink("https://elsewhere.example.com/"); got != "" {
		t.Errorf("FindLink(elsewhere) = %q", got)
	}
}

func TestWaitForAndFailNext(t *testing.T) {
	srv := smtptest.NewServer(t)
	plain := func(subject string) string {
		return "Subject: " + subject + "\r\nContent-Type: text/plain\r\n\r\n" + subject + "\r\n"
	}
	srv.FailNextCode(1, 550)
	srv.FailNext(1)
	err := send(t, srv, "ada@example.com", plain("rejected"))
	if e, ok := err.(*smtp.SMTPError); !ok || e.Code != 550 {
		t.Errorf("first message: err = %v, want a 550 reply", err)
	}
	err = send(t, srv, "ada@example.com", plain("rejected"))
	if e, ok := err.(*smtp.SMTPError); !ok || e.Code != 451 || !e.Temporary() {
		t.Errorf("second message: err = %v, want a temporary 451 reply", err)
	}
	for _, s := range []string{"one", "two"} {
		if err := send(t, srv, "ada@example.com", plain(s)); err != nil {
			t.Fatal(err)
		}
	}
	if err := send(t, srv, "bob@example.com", plain("three")); err != nil {
		t.Fatal(err)
	}
	if got := srv.WaitFor(t, "bob@example.com", time.Second).Subject; got != "three" {
		t.Errorf("bob's message = %q", got)
	}
	if got := srv.WaitFor(t, "ada@example.com", time.Second).Subject; got != "one" {
		t.Errorf("ada's first message = %q", got)
	}
	if got := srv.WaitFor(t, "ada@example.com", time.Second).Subject; got != "two" {
		t.Errorf("ada's second message = %q", got)
	}
	if n := srv.Rejected(); n != 2 {
		t.Errorf("Rejected() = %d, want 2", n)
	}
	if n := len(srv.Messages()); n != 3 {
		t.Errorf("%d messages, want 3", n)
	}

	// WaitFor waits for a message that arrives later.
	go func() {
		time.Sleep(100 * time.Millisecond)
		_ = sendRaw(srv.Addr(), "someone@example.com", "ada@example.com", plain("late"))
	}()
	if got := srv.WaitFor(t, "ada@example.com", 5*time.Second).Subject; got != "late" {
		t.Errorf("late message = %q", got)
	}
}

func TestRestartOnSameAddress(t *testing.T) {
	first := smtptest.NewServer(t)
	first.Close()
	first.Close() // Close is idempotent
	second := smtptest.NewServerConfig(t, smtptest.Config{Addr: first.Addr()})
	if second.Addr() != first.Addr() || second.URL() != "smtp://"+first.Addr() {
		t.Errorf("second server at %s (%s), want %s", second.Addr(), second.URL(), first.Addr())
	}
	if err := sendRaw(second.Addr(), "a@example.com", "b@example.com", "Subject: hi\r\n\r\nhi\r\n"); err != nil {
		t.Fatal(err)
	}
	second.WaitFor(t, "b@example.com", time.Second)
}
