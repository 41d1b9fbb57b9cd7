package notify

import (
	"context"
	"crypto/tls"
	"errors"
	"fmt"
	"net"
	"net/mail"
	"net/url"
	"strconv"
	"strings"
	"time"

	gomail "github.com/wneessen/go-mail"
	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/codes"
	semconv "go.opentelemetry.io/otel/semconv/v1.43.0"
	"go.opentelemetry.io/otel/trace"

	"github.com/feedbackkit/feedbackkit/internal/telemetry"
)

// DefaultSMTPTimeout bounds one SMTP delivery (connecting, the dialogue and
// the data transfer) unless WithSMTPTimeout says otherwise.
const DefaultSMTPTimeout = 30 * time.Second

// SMTPMailer is a Mailer that sends through one SMTP server with
// github.com/wneessen/go-mail. It is safe for concurrent use; each Send opens
// its own connection.
type SMTPMailer struct {
	client *gomail.Client
	from   string
	host   string
	port   int
	tracer trace.Tracer
}

var _ Mailer = (*SMTPMailer)(nil)

// SMTPOption tunes an SMTPMailer.
type SMTPOption func(*smtpOptions)

type smtpOptions struct {
	timeout time.Duration
	tls     *tls.Config
	tp      trace.TracerProvider
}

// WithSMTPTimeout sets the time one delivery may take (default
// DefaultSMTPTimeout).
func WithSMTPTimeout(d time.Duration) SMTPOption {
	return func(o *smtpOptions) { o.timeout = d }
}

// WithSMTPTLSConfig sets the TLS configuration used for smtps:// and
// STARTTLS, for example to trust a private certificate authority. Its
// ServerName defaults to the URL's host.
func WithSMTPTLSConfig(c *tls.Config) SMTPOption {
	return func(o *smtpOptions) { o.tls = c }
}

// WithSMTPTracerProvider makes each delivery a client span of tp ("smtp
// send", with the server's address and port, never an address of the
// email). Without it, or with a nil tp, deliveries make no spans.
func WithSMTPTracerProvider(tp trace.TracerProvider) SMTPOption {
	return func(o *smtpOptions) { o.tp = tp }
}

// NewSMTPMailer returns a Mailer that sends through the SMTP server of
// rawURL, from the given sender address (DefaultFrom when empty).
//
// rawURL is smtp://[user:pass@]host[:port] or smtps://... :
//   - smtp:// (default port 587) uses STARTTLS when the server offers it and
//     continues unencrypted otherwise; ?tls=mandatory refuses a server
//     without STARTTLS and ?tls=none never starts TLS.
//   - smtps:// (default port 465) uses implicit TLS.
//   - With a user, the client authenticates with ?auth=plain (the default),
//     login, cram-md5, scram-sha-1, scram-sha-256 or auto (the strongest the
//     server offers). PLAIN and LOGIN send the password only over TLS or to a
//     server on the loopback address.
//
// It returns an error when the URL or the sender is malformed; it does not
// contact the server.
func NewSMTPMailer(rawURL, from string, opts ...SMTPOption) (*SMTPMailer, error) {
	o := smtpOptions{timeout: DefaultSMTPTimeout}
	for _, opt := range opts {
		opt(&o)
	}
	if from == "" {
		from = DefaultFrom
	}
	if _, err := mail.ParseAddress(from); err != nil {
		return nil, fmt.Errorf("notify: sender %q: %w", from, err)
	}
	u, err := url.Parse(rawURL)
	if err != nil {
		return nil, errors.New("notify: malformed SMTP URL")
	}
	host := u.Hostname()
	if host == "" {
		return nil, fmt.Errorf("notify: SMTP URL %s names no host", u.Redacted())
	}
	gopts := []gomail.Option{gomail.WithTimeout(o.timeout)}
	tlsConfig := &tls.Config{MinVersion: tls.VersionTLS12}
	if o.tls != nil {
		tlsConfig = o.tls.Clone()
	}
	if tlsConfig.ServerName == "" {
		tlsConfig.ServerName = host
	}
	gopts = append(gopts, gomail.WithTLSConfig(tlsConfig))
	var dial dialer
	var defaultPort int
	switch u.Scheme {
	case "smtp":
		defaultPort = 587
		policy := gomail.TLSOpportunistic
		switch v := u.Query().Get("tls"); v {
		case "", "opportunistic":
		case "mandatory", "required":
			policy = gomail.TLSMandatory
		case "none":
			policy = gomail.NoTLS
		default:
			return nil, fmt.Errorf("notify: SMTP URL: unknown tls=%q (want opportunistic, mandatory or none)", v)
		}
		gopts = append(gopts, gomail.WithTLSPolicy(policy))
	case "smtps":
		defaultPort = 465
		// The dialer starts TLS; go-mail then finds the connection
		// encrypted (an implicit-TLS server offers no STARTTLS).
		dial.tls = tlsConfig
		gopts = append(gopts, gomail.WithTLSPolicy(gomail.TLSOpportunistic))
	default:
		return nil, fmt.Errorf("notify: SMTP URL %s: scheme must be smtp or smtps", u.Redacted())
	}
	port := defaultPort
	if p := u.Port(); p != "" {
		port, err = strconv.Atoi(p)
		if err != nil {
			return nil, fmt.Errorf("notify: SMTP URL %s: bad port", u.Redacted())
		}
	}
	gopts = append(gopts, gomail.WithPort(port), gomail.WithDialContextFunc(dial.dial))
	if u.User != nil && u.User.Username() != "" {
		pass, _ := u.User.Password()
		auth, err := smtpAuthType(u.Query().Get("auth"))
		if err != nil {
			return nil, err
		}
		gopts = append(gopts,
			gomail.WithSMTPAuth(auth),
			gomail.WithUsername(u.User.Username()),
			gomail.WithPassword(pass),
		)
	}
	client, err := gomail.NewClient(host, gopts...)
	if err != nil {
		return nil, fmt.Errorf("notify: SMTP client: %w", err)
	}
	return &SMTPMailer{client: client, from: from, host: host, port: port, tracer: telemetry.Tracer(o.tp)}, nil
}

// smtpAuthType maps the auth URL parameter to a go-mail mechanism.
func smtpAuthType(v string) (gomail.SMTPAuthType, error) {
	switch strings.ToLower(v) {
	case "", "plain":
		return gomail.SMTPAuthPlain, nil
	case "login":
		return gomail.SMTPAuthLogin, nil
	case "cram-md5":
		return gomail.SMTPAuthCramMD5, nil
	case "scram-sha-1":
		return gomail.SMTPAuthSCRAMSHA1, nil
	case "scram-sha-256":
		return gomail.SMTPAuthSCRAMSHA256, nil
	case "auto":
		return gomail.SMTPAuthAutoDiscover, nil
	}
	return "", fmt.Errorf("notify: SMTP URL: unknown auth=%q", v)
}

// From returns the sender the mailer was built with. A Service without a
// configured sender uses it.
func (m *SMTPMailer) From() string { return m.from }

// Send delivers e to e.To, from e.From or else the mailer's sender, with the
// plain-text body and, when e.HTML is set, the HTML body as an alternative.
// The Message-ID derives from e.ID, so that a retried delivery carries the
// same one. Any error (connection, TLS, authentication, rejection) is
// returned; the caller decides about retrying. The error wraps
// ErrUndeliverable when the recipient's address is malformed or when the
// server refused the recipient or the content for good (see refused). A
// 4xx reply, a connection that fails, a malformed sender, a refused
// sender, authentication or relay (the mailer's configuration, not the
// email's: every email would fail alike until it is fixed) are temporary.
func (m *SMTPMailer) Send(ctx context.Context, e *Email) (err error) {
	ctx, span := m.tracer.Start(ctx, "smtp send", trace.WithSpanKind(trace.SpanKindClient), trace.WithAttributes(
		semconv.NetworkProtocolName("smtp"),
		semconv.ServerAddress(m.host),
		semconv.ServerPort(m.port),
		attribute.String("feedbackkit.email_id", e.ID),
	))
	defer func() {
		if err != nil {
			span.RecordError(err)
			span.SetStatus(codes.Error, err.Error())
		}
		span.End()
	}()
	msg := gomail.NewMsg()
	from := e.From
	if from == "" {
		from = m.from
	}
	if err := msg.From(from); err != nil {
		return fmt.Errorf("notify: sender %q: %w", from, err)
	}
	if err := msg.To(e.To); err != nil {
		return fmt.Errorf("notify: recipient %q: %w: %w", e.To, ErrUndeliverable, err)
	}
	msg.Subject(e.Subject)
	if !e.CreatedAt.IsZero() {
		msg.SetDateWithValue(e.CreatedAt)
	} else {
		msg.SetDate()
	}
	if e.ID != "" {
		msg.SetMessageIDWithValue(e.ID + "@" + messageIDDomain(from, m.host))
	}
	for name, value := range e.Headers {
		msg.SetGenHeader(gomail.Header(name), value)
	}
	msg.SetBodyString(gomail.TypeTextPlain, e.Text)
	if e.HTML != "" {
		msg.AddAlternativeString(gomail.TypeTextHTML, e.HTML)
	}
	if err := m.client.DialAndSendWithContext(context.WithValue(ctx, sendContextKey{}, ctx), msg); err != nil {
		if msg.IsDelivered() {
			// The server accepted the message (its reply to DATA); what
			// failed is the RSET or QUIT after it, typically cut off by
			// ctx's end. The email is sent: reporting a failure would have
			// it sent again. The error stays on the span, as an event.
			span.RecordError(err)
			return nil
		}
		if ctx.Err() != nil {
			return fmt.Errorf("notify: smtp: %w (%v)", context.Cause(ctx), err)
		}
		if refused(err) {
			return fmt.Errorf("notify: smtp: %w: %w", ErrUndeliverable, err)
		}
		return fmt.Errorf("notify: smtp: %w", err)
	}
	return nil
}

// sendContextKey is the key, in the context of a dial, of the context of
// the Send that dials (go-mail bounds the dial's context by its timeout).
type sendContextKey struct{}

// dialer opens the connections of an SMTPMailer, over TLS when tls is set
// (smtps://). Each connection is closed as soon as the context of its Send
// ends, so that a cancelled delivery (the job of a server that stops)
// returns at once, whatever go-mail waits for: go-mail bounds the SMTP
// dialogue by its timeout only.
type dialer struct{ tls *tls.Config }

func (d dialer) dial(ctx context.Context, network, addr string) (net.Conn, error) {
	var nd net.Dialer
	raw, err := nd.DialContext(ctx, network, addr)
	if err != nil {
		return nil, err
	}
	var conn net.Conn = raw
	if send, ok := ctx.Value(sendContextKey{}).(context.Context); ok {
		conn = &cancelConn{Conn: raw, stop: context.AfterFunc(send, func() { raw.Close() })}
	}
	if d.tls == nil {
		return conn, nil
	}
	tc := tls.Client(conn, d.tls)
	if err := tc.HandshakeContext(ctx); err != nil {
		conn.Close()
		return nil, err
	}
	return tc, nil
}

// cancelConn is a connection closed when a context ends (by stop's
// context.AfterFunc), or by Close, which lets go of the context.
type cancelConn struct {
	net.Conn
	stop func() bool
}

func (c *cancelConn) Close() error {
	c.stop()
	return c.Conn.Close()
}

// refused reports whether err is the server's refusal of this email for
// good: a 5xx reply to its recipient (RCPT TO) or content (DATA) whose
// enhanced status (RFC 3463) names the address (5.1.x), the mailbox (5.2.x)
// or a message too big for the system (5.3.4), or a 5xx reply to RCPT TO
// without an enhanced status. Every other refusal may be the mailer's
// configuration, which every email would meet alike until it is fixed: a
// refused sender (MAIL FROM), a security or policy refusal (5.7.x, such as
// "550 5.7.1 Relaying denied" or 530 asking to authenticate first) and any
// other status.
func refused(err error) bool {
	var se *gomail.SendError
	if !errors.As(err, &se) || se.ErrorCode()/100 != 5 {
		return false
	}
	switch se.Reason {
	case gomail.ErrSMTPRcptTo, gomail.ErrSMTPData, gomail.ErrSMTPDataClose:
	default:
		return false
	}
	status := se.EnhancedStatusCode()
	if status == "" {
		return se.Reason == gomail.ErrSMTPRcptTo
	}
	return strings.HasPrefix(status, "5.1.") || strings.HasPrefix(status, "5.2.") || status == "5.3.4"
}

// messageIDDomain returns the domain of the sender's address, or host.
func messageIDDomain(from, host string) string {
	if a, err := mail.ParseAddress(from); err == nil {
		if i := strings.LastIndexByte(a.Address, '@'); i >= 0 && i < len(a.Address)-1 {
			return a.Address[i+1:]
		}
	}
	if ip := net.ParseIP(host); ip != nil {
		return "[" + host + "]"
	}
	return host
}
