// Package smtptest runs a real SMTP server in the test process, built on
// github.com/emersion/go-smtp, that records the messages it receives. Tests
// point a notify.SMTPMailer at Server.URL and read what arrived with
// Server.WaitFor; Server.FailNext and Server.RejectNext make the server
// reject deliveries to exercise retries.
package smtptest

import (
	"bytes"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"errors"
	"fmt"
	"io"
	"log"
	"math/big"
	"net"
	"net/mail"
	"net/url"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/emersion/go-sasl"
	"github.com/emersion/go-smtp"
	"github.com/feedbackkit/feedbackkit/internal/mailaddr"
)

// TLSMode says how a Server offers TLS.
type TLSMode int

// The TLS modes of a Server.
const (
	// NoTLS serves plain SMTP and does not offer STARTTLS.
	NoTLS TLSMode = iota
	// StartTLS serves plain SMTP and offers STARTTLS.
	StartTLS
	// ImplicitTLS serves SMTP inside TLS from the first byte (smtps://).
	ImplicitTLS
)

// Config tunes a Server. The zero value is a plain server without TLS or
// authentication on a free port of 127.0.0.1.
type Config struct {
	// Addr is the address to listen on; default "127.0.0.1:0". Give the Addr
	// of a closed Server to stand in for it.
	Addr string
	// Username and Password, when Username is set, make the server require
	// AUTH PLAIN with these credentials before accepting mail.
	Username, Password string
	// TLS selects how TLS is offered, with a self-signed certificate that
	// ClientTLSConfig trusts.
	TLS TLSMode
}

// Server is an SMTP server listening on the loopback interface that records
// every message it accepts. It is closed when the test that created it ends.
type Server struct {
	cfg       Config
	addr      string
	srv       *smtp.Server
	ln        net.Listener
	clientTLS *tls.Config
	done      chan struct{}
	closeOnce sync.Once

	mu       sync.Mutex
	messages []Message
	taken    []bool
	fail     []rejection
	rejected int
	changed  chan struct{} // closed and replaced when messages changes
}

// Message is one message the Server accepted.
type Message struct {
	// From is the envelope sender (MAIL FROM).
	From string
	// To lists the envelope recipients (RCPT TO).
	To []string
	// Header holds the message's header fields as sent.
	Header mail.Header
	// Subject is the decoded Subject header.
	Subject string
	// Text is the decoded text/plain body, "" when there is none.
	Text string
	// HTML is the decoded text/html body, "" when there is none.
	HTML string
	// TLS reports whether the message came over a TLS connection
	// (STARTTLS or implicit TLS).
	TLS bool
	// Raw is the message exactly as received.
	Raw []byte
}

// NewServer starts a plain SMTP server (no TLS, no authentication) on
// 127.0.0.1 and closes it when t ends.
func NewServer(t testing.TB) *Server {
	t.Helper()
	return NewServerConfig(t, Config{})
}

// NewServerConfig starts an SMTP server configured by cfg and closes it when
// t ends. It fails t when it cannot listen.
func NewServerConfig(t testing.TB, cfg Config) *Server {
	t.Helper()
	if cfg.Addr == "" {
		cfg.Addr = "127.0.0.1:0"
	}
	s := &Server{cfg: cfg, done: make(chan struct{}), changed: make(chan struct{})}
	srv := smtp.NewServer(smtp.BackendFunc(func(c *smtp.Conn) (smtp.Session, error) {
		return &session{s: s, conn: c}, nil
	}))
	srv.Domain = "localhost"
	srv.ReadTimeout = 30 * time.Second
	srv.WriteTimeout = 30 * time.Second
	srv.MaxMessageBytes = 10 << 20
	srv.MaxRecipients = 100
	srv.AllowInsecureAuth = true
	srv.ErrorLog = log.New(io.Discard, "", 0)

	var tlsConfig *tls.Config
	if cfg.TLS != NoTLS {
		var err error
		tlsConfig, s.clientTLS, err = selfSigned()
		if err != nil {
			t.Fatalf("smtptest: certificate: %v", err)
		}
	}
	ln, err := listen(cfg.Addr)
	if err != nil {
		t.Fatalf("smtptest: listen on %s: %v", cfg.Addr, err)
	}
	s.addr = ln.Addr().String()
	switch cfg.TLS {
	case StartTLS:
		srv.TLSConfig = tlsConfig
	case ImplicitTLS:
		ln = tls.NewListener(ln, tlsConfig)
	}
	s.srv = srv
	s.ln = ln
	go func() {
		defer close(s.done)
		_ = srv.Serve(ln)
	}()
	t.Cleanup(s.Close)
	return s
}

// listen listens on addr, retrying briefly when the address is still taken
// (a server just closed on the same port).
func listen(addr string) (net.Listener, error) {
	deadline := time.Now().Add(5 * time.Second)
	for {
		ln, err := net.Listen("tcp", addr)
		if err == nil || time.Now().After(deadline) {
			return ln, err
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// Addr returns the host:port the server listens on.
func (s *Server) Addr() string { return s.addr }

// URL returns the URL a notify.SMTPMailer sends through: smtp:// (smtps://
// with ImplicitTLS), with the credentials when the server requires them.
func (s *Server) URL() string {
	u := url.URL{Scheme: "smtp", Host: s.addr}
	if s.cfg.TLS == ImplicitTLS {
		u.Scheme = "smtps"
	}
	if s.cfg.Username != "" {
		u.User = url.UserPassword(s.cfg.Username, s.cfg.Password)
	}
	return u.String()
}

// ClientTLSConfig returns a TLS configuration that trusts the server's
// certificate (nil when the server offers no TLS).
func (s *Server) ClientTLSConfig() *tls.Config {
	if s.clientTLS == nil {
		return nil
	}
	return s.clientTLS.Clone()
}

// Close stops the server, dropping open connections. Messages and WaitFor
// keep working on what was received. Close may be called more than once.
func (s *Server) Close() {
	s.closeOnce.Do(func() {
		_ = s.srv.Close()
		// go-smtp closes only the listeners Serve has registered, which
		// it may not have done yet.
		_ = s.ln.Close()
		<-s.done
	})
}

// FailNext makes the server reject the next n messages at the end of DATA
// with a temporary error (451 4.3.0), as a busy server does. The messages
// are not recorded.
func (s *Server) FailNext(n int) {
	s.RejectNext(n, AtData, 451, smtp.EnhancedCode{4, 3, 0})
}

// FailNextCode is FailNext with the given SMTP reply code: 4xx for a
// temporary failure, 5xx for a mailbox refused for good (enhanced status
// 5.2.0).
func (s *Server) FailNextCode(n, code int) {
	s.RejectNext(n, AtData, code, smtp.EnhancedCode{code / 100, 2, 0})
}

// Command names the SMTP command a rejection answers.
type Command int

// The commands a Server can reject.
const (
	// AtData rejects the message at the end of DATA.
	AtData Command = iota
	// AtMail rejects the sender (MAIL FROM).
	AtMail
	// AtRcpt rejects the recipients (RCPT TO).
	AtRcpt
)

// RejectNext makes the server answer cmd of the next n messages with the
// reply code and enhanced status (smtp.NoEnhancedCode for none). The
// messages are not recorded.
func (s *Server) RejectNext(n int, cmd Command, code int, enhanced smtp.EnhancedCode) {
	r := rejection{cmd: cmd, err: &smtp.SMTPError{
		Code:         code,
		EnhancedCode: enhanced,
		Message:      fmt.Sprintf("smtptest: rejected on purpose (%d)", code),
	}}
	s.mu.Lock()
	defer s.mu.Unlock()
	for range n {
		s.fail = append(s.fail, r)
	}
}

// rejection is a reply RejectNext queued.
type rejection struct {
	cmd Command
	err *smtp.SMTPError
}

// reject returns the error the next queued rejection answers cmd with, or
// nil when it is not cmd's turn.
func (s *Server) reject(cmd Command) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.rejectLocked(cmd)
}

func (s *Server) rejectLocked(cmd Command) error {
	if len(s.fail) == 0 || s.fail[0].cmd != cmd {
		return nil
	}
	err := s.fail[0].err
	s.fail = s.fail[1:]
	s.rejected++
	return err
}

// Rejected returns how many messages the server rejected because of
// FailNext, FailNextCode or RejectNext.
func (s *Server) Rejected() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.rejected
}

// Messages returns the messages received so far, oldest first.
func (s *Server) Messages() []Message {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]Message(nil), s.messages...)
}

// WaitFor returns the oldest received message addressed to `to` (compared
// case-insensitively with the envelope recipients) that WaitFor has not
// returned before, waiting up to timeout for it to arrive. It fails t when
// none arrives in time.
func (s *Server) WaitFor(t testing.TB, to string, timeout time.Duration) Message {
	t.Helper()
	timer := time.NewTimer(timeout)
	defer timer.Stop()
	for {
		s.mu.Lock()
		for i, m := range s.messages {
			if !s.taken[i] && m.addressedTo(to) {
				s.taken[i] = true
				s.mu.Unlock()
				return m
			}
		}
		changed := s.changed
		n := len(s.messages)
		s.mu.Unlock()
		select {
		case <-changed:
		case <-timer.C:
			t.Fatalf("smtptest: no new message to %s within %v (%d received in all)", to, timeout, n)
			return Message{}
		}
	}
}

func (m Message) addressedTo(addr string) bool {
	for _, to := range m.To {
		if mailaddr.Fold(to) == mailaddr.Fold(addr) {
			return true
		}
	}
	return false
}

var urlPattern = regexp.MustCompile(`https?://[^\s<>"']+`)

// FindLink returns the first URL of the plain-text body (or else the HTML
// body) that starts with prefix, "" when there is none. Tests use it to
// follow the link of a password reset or invitation email.
func (m Message) FindLink(prefix string) string {
	for _, body := range []string{m.Text, m.HTML} {
		for _, u := range urlPattern.FindAllString(body, -1) {
			if strings.HasPrefix(u, prefix) {
				return strings.ReplaceAll(u, "&amp;", "&")
			}
		}
	}
	return ""
}

// record stores a received message, or returns the error the next message
// is to be rejected with.
func (s *Server) record(m Message) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if err := s.rejectLocked(AtData); err != nil {
		return err
	}
	s.messages = append(s.messages, m)
	s.taken = append(s.taken, false)
	close(s.changed)
	s.changed = make(chan struct{})
	return nil
}

// session is one SMTP connection's transaction state.
type session struct {
	s      *Server
	conn   *smtp.Conn
	authed bool
	from   string
	to     []string
}

var _ smtp.AuthSession = (*session)(nil)

func (se *session) AuthMechanisms() []string {
	if se.s.cfg.Username == "" {
		return nil
	}
	return []string{sasl.Plain}
}

func (se *session) Auth(mech string) (sasl.Server, error) {
	if se.s.cfg.Username == "" || mech != sasl.Plain {
		return nil, smtp.ErrAuthUnknownMechanism
	}
	return sasl.NewPlainServer(func(identity, username, password string) error {
		if username != se.s.cfg.Username || password != se.s.cfg.Password {
			return smtp.ErrAuthFailed
		}
		se.authed = true
		return nil
	}), nil
}

func (se *session) Mail(from string, _ *smtp.MailOptions) error {
	if se.s.cfg.Username != "" && !se.authed {
		return smtp.ErrAuthRequired
	}
	if err := se.s.reject(AtMail); err != nil {
		return err
	}
	se.from = from
	return nil
}

func (se *session) Rcpt(to string, _ *smtp.RcptOptions) error {
	if err := se.s.reject(AtRcpt); err != nil {
		return err
	}
	se.to = append(se.to, to)
	return nil
}

func (se *session) Data(r io.Reader) error {
	raw, err := io.ReadAll(r)
	if err != nil {
		return err
	}
	m, err := parse(raw)
	if err != nil {
		return &smtp.SMTPError{Code: 554, EnhancedCode: smtp.EnhancedCode{5, 6, 0}, Message: "smtptest: " + err.Error()}
	}
	m.From = se.from
	m.To = append([]string(nil), se.to...)
	_, m.TLS = se.conn.TLSConnectionState()
	return se.s.record(m)
}

func (se *session) Reset() {
	se.from = ""
	se.to = nil
}

func (se *session) Logout() error { return nil }

// selfSigned returns a server TLS configuration with a fresh self-signed
// certificate for 127.0.0.1, ::1 and localhost, and a client configuration
// that trusts it.
func selfSigned() (server, client *tls.Config, err error) {
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		return nil, nil, err
	}
	tmpl := &x509.Certificate{
		SerialNumber:          big.NewInt(time.Now().UnixNano()),
		Subject:               pkix.Name{CommonName: "smtptest"},
		NotBefore:             time.Now().Add(-time.Hour),
		NotAfter:              time.Now().Add(24 * time.Hour),
		KeyUsage:              x509.KeyUsageDigitalSignature | x509.KeyUsageCertSign,
		ExtKeyUsage:           []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth},
		BasicConstraintsValid: true,
		IsCA:                  true,
		IPAddresses:           []net.IP{net.IPv4(127, 0, 0, 1), net.IPv6loopback},
		DNSNames:              []string{"localhost"},
	}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	if err != nil {
		return nil, nil, err
	}
	cert, err := x509.ParseCertificate(der)
	if err != nil {
		return nil, nil, err
	}
	pool := x509.NewCertPool()
	pool.AddCert(cert)
	server = &tls.Config{
		Certificates: []tls.Certificate{{Certificate: [][]byte{der}, PrivateKey: key, Leaf: cert}},
		MinVersion:   tls.VersionTLS12,
	}
	client = &tls.Config{RootCAs: pool, MinVersion: tls.VersionTLS12}
	return server, client, nil
}

// errNoBody is returned for a message without a text or HTML part.
var errNoBody = errors.New("message has neither a text/plain nor a text/html part")

// parse decodes raw enough for tests: the header, the subject, and the first
// text/plain and text/html parts, however deeply nested in multiparts.
func parse(raw []byte) (Message, error) {
	msg, err := readMessage(raw)
	if err != nil {
		return Message{}, err
	}
	m := Message{Raw: raw, Header: msg.header}
	m.Subject = decodeHeader(msg.header.Get("Subject"))
	if err := walk(msg.header.Get("Content-Type"), msg.header.Get("Content-Transfer-Encoding"), bytes.NewReader(msg.body), &m); err != nil {
		return Message{}, err
	}
	if m.Text == "" && m.HTML == "" {
		return Message{}, errNoBody
	}
	return m, nil
}
