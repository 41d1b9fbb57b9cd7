package main

import (
	"errors"
	"flag"
	"fmt"
	"net/netip"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/feedbackkit/feedbackkit/app"
	"github.com/feedbackkit/feedbackkit/identity"
	"github.com/feedbackkit/feedbackkit/integrations"
	"github.com/feedbackkit/feedbackkit/server"
)

// Config is the configuration of feedbackd, read from FEEDBACKD_*
// environment variables and overridden by flags.
type Config struct {
	DatabaseURL    string
	Addr           string
	BaseURL        string
	Secret         string
	SecretFile     string
	PreviousSecret string // the key that sealed stored secrets before Secret changed
	SessionTTL     time.Duration
	SMTPURL        string
	MailFrom       string
	TrustedProxies string
	AllowedOrigins string // comma-separated origins whose pages may use the session cookie
	RedisURL       string
	RateLimits     string
	JobWorkers     string // workers per job queue, e.g. webhooks=10,emails=2
	RequestTimeout time.Duration
	BlobURL        string
	AI             string
	OpenAIBaseURL  string
	OpenAIAPIKey   string
	OpenAIModel    string
	OpenAIBreaker  string // the circuit breaker of the provider: FAILURES/COOLDOWN or off
	Tracker        integrations.TrackerConfig
	NoDemo         bool
	NoPages        bool
	NoDashboard    bool
	NoHSTS         bool   // no Strict-Transport-Security on an https base URL
	MetricsToken   string // the bearer token GET /metrics requires; "": public
	// LogRespondentIPs records the client IP of respondents' requests in
	// the access log.
	LogRespondentIPs bool
	// WebhookAllowPrivate lets webhooks target private addresses.
	WebhookAllowPrivate bool
	PagesURL            string // the host's respondent pages, with NoPages
	DashboardURL        string // the host's dashboard, with NoDashboard
	LogLevel            string
	LogFormat           string              // text or json
	OIDC                identity.OIDCConfig // identity-provider login: on when the client id and secret are set
	DigestSchedule      string              // when daily and weekly digests go out, as subscriptions.ParseSchedule reads it

	ShutdownTimeout time.Duration // how long a stop waits for requests and jobs in flight
	Tracing         tracingConfig // OpenTelemetry traces, from the standard OTEL_* variables
}

// DefaultConfig returns the configuration of a bare `feedbackd` with no
// environment: SQLite in the working directory, uploads in ./data/uploads.
func DefaultConfig() Config {
	return Config{
		DatabaseURL: "sqlite://feedbackd.db",
		Addr:        ":8080",
		BaseURL:     "http://localhost:8080",
		SessionTTL:  7 * 24 * time.Hour,
		MailFrom:    "feedbackd <no-reply@localhost>",
		AI:          "local",
		LogLevel:    "info",
		LogFormat:   "text",

		ShutdownTimeout: 30 * time.Second,
	}
}

// configFromEnv returns the default configuration overridden by the
// FEEDBACKD_* variables that getenv knows.
func configFromEnv(getenv func(string) string) (Config, error) {
	cfg := DefaultConfig()
	str := func(name string, dst *string) {
		if v := getenv(name); v != "" {
			*dst = v
		}
	}
	str("FEEDBACKD_DATABASE_URL", &cfg.DatabaseURL)
	str("FEEDBACKD_ADDR", &cfg.Addr)
	str("FEEDBACKD_BASE_URL", &cfg.BaseURL)
	str("FEEDBACKD_SECRET", &cfg.Secret)
	str("FEEDBACKD_SECRET_FILE", &cfg.SecretFile)
	str("FEEDBACKD_PREVIOUS_SECRET", &cfg.PreviousSecret)
	str("FEEDBACKD_SMTP_URL", &cfg.SMTPURL)
	str("FEEDBACKD_MAIL_FROM", &cfg.MailFrom)
	str("FEEDBACKD_TRUSTED_PROXIES", &cfg.TrustedProxies)
	str("FEEDBACKD_ALLOWED_ORIGINS", &cfg.AllowedOrigins)
	str("FEEDBACKD_REDIS_URL", &cfg.RedisURL)
	str("FEEDBACKD_RATE_LIMITS", &cfg.RateLimits)
	str("FEEDBACKD_JOB_WORKERS", &cfg.JobWorkers)
	str("FEEDBACKD_BLOB_URL", &cfg.BlobURL)
	str("FEEDBACKD_AI", &cfg.AI)
	str("FEEDBACKD_OPENAI_BASE_URL", &cfg.OpenAIBaseURL)
	str("FEEDBACKD_OPENAI_API_KEY", &cfg.OpenAIAPIKey)
	str("FEEDBACKD_METRICS_TOKEN", &cfg.MetricsToken)
	str("FEEDBACKD_OPENAI_MODEL", &cfg.OpenAIModel)
	str("FEEDBACKD_OPENAI_BREAKER", &cfg.OpenAIBreaker)
	str("FEEDBACKD_LOG_LEVEL", &cfg.LogLevel)
	str("FEEDBACKD_LOG_FORMAT", &cfg.LogFormat)
	str("FEEDBACKD_DIGEST_SCHEDULE", &cfg.DigestSchedule)
	str("FEEDBACKD_PAGES_URL", &cfg.PagesURL)
	str("FEEDBACKD_DASHBOARD_URL", &cfg.DashboardURL)
	oidcFromEnv(&cfg.OIDC, str)
	str("FEEDBACKD_TRACKER_CLIENT_ID", &cfg.Tracker.ClientID)
	str("FEEDBACKD_TRACKER_CLIENT_SECRET", &cfg.Tracker.ClientSecret)
	str("FEEDBACKD_TRACKER_AUTH_URL", &cfg.Tracker.AuthURL)
	str("FEEDBACKD_TRACKER_TOKEN_URL", &cfg.Tracker.TokenURL)
	str("FEEDBACKD_TRACKER_API_URL", &cfg.Tracker.APIURL)
	if v := getenv("FEEDBACKD_SESSION_TTL"); v != "" {
		d, err := time.ParseDuration(v)
		if err != nil || d <= 0 {
			return cfg, fmt.Errorf("FEEDBACKD_SESSION_TTL: %q is not a positive duration such as 168h", v)
		}
		cfg.SessionTTL = d
	}
	if v := getenv("FEEDBACKD_SHUTDOWN_TIMEOUT"); v != "" {
		d, err := time.ParseDuration(v)
		if err != nil || d <= 0 {
			return cfg, fmt.Errorf("FEEDBACKD_SHUTDOWN_TIMEOUT: %q is not a positive duration such as 30s", v)
		}
		cfg.ShutdownTimeout = d
	}
	tracingFromEnv(&cfg.Tracing, getenv)
	if v := getenv("FEEDBACKD_REQUEST_TIMEOUT"); v != "" {
		d, err := time.ParseDuration(v)
		if err != nil {
			return cfg, fmt.Errorf("FEEDBACKD_REQUEST_TIMEOUT: %q is not a duration such as 30s (0: the default, 30s)", v)
		}
		cfg.RequestTimeout = d
	}
	for _, v := range []struct {
		name string
		b    *bool
	}{
		{"FEEDBACKD_NO_DEMO", &cfg.NoDemo},
		{"FEEDBACKD_NO_PAGES", &cfg.NoPages},
		{"FEEDBACKD_NO_DASHBOARD", &cfg.NoDashboard},
		{"FEEDBACKD_NO_HSTS", &cfg.NoHSTS},
		{"FEEDBACKD_LOG_RESPONDENT_IPS", &cfg.LogRespondentIPs},
		{"FEEDBACKD_WEBHOOK_ALLOW_PRIVATE", &cfg.WebhookAllowPrivate},
	} {
		raw := getenv(v.name)
		if raw == "" {
			continue
		}
		b, err := strconv.ParseBool(raw)
		if err != nil {
			return cfg, fmt.Errorf("%s: %q is not a boolean: use 1, true, 0 or false", v.name, raw)
		}
		*v.b = b
	}
	return cfg, nil
}

// check returns an error naming the variables and flags to set for a
// configuration that feedbackkit refuses, before anything is opened: the
// library's own errors name its Go fields.
func (cfg Config) check() error {
	if cfg.RequestTimeout < 0 {
		return fmt.Errorf("FEEDBACKD_REQUEST_TIMEOUT (--request-timeout) %v: want a positive duration such as 30s, or 0 for the default, 30s", cfg.RequestTimeout)
	}
	if !app.IsSQLiteURL(cfg.DatabaseURL) && !app.IsPostgresURL(cfg.DatabaseURL) {
		return fmt.Errorf("FEEDBACKD_DATABASE_URL (--database-url) %q: want postgres://... or sqlite://PATH", redactURL(cfg.DatabaseURL))
	}
	if n := len(cfg.Secret); n > 0 && n < app.MinSecretLength {
		return fmt.Errorf("FEEDBACKD_SECRET (--secret) has %d bytes: want at least %d (as many ASCII characters)", n, app.MinSecretLength)
	}
	if n, short := server.ShortMetricsToken(cfg.MetricsToken); short {
		return fmt.Errorf("FEEDBACKD_METRICS_TOKEN (--metrics-token) has %d bytes (without the spaces around it): want at least %d", n, server.MinMetricsTokenLength)
	}
	if cfg.NoPages && cfg.PagesURL == "" {
		return errors.New("FEEDBACKD_NO_PAGES (--no-pages) needs FEEDBACKD_PAGES_URL (--pages-url): the URL of your own respondent pages, for the links of forms and QR codes")
	}
	if cfg.NoDashboard && cfg.DashboardURL == "" {
		return errors.New("FEEDBACKD_NO_DASHBOARD (--no-dashboard) needs FEEDBACKD_DASHBOARD_URL (--dashboard-url): the URL of your own dashboard, for the links of emails")
	}
	return nil
}

// preferEnv ends the help of the flags that take a secret.
const preferEnv = "prefer the variable: a flag's value shows in ps and in the shell's history"

// registerStore adds the flags that say where the data is and how it is
// sealed, which every command that opens the database needs, and the log's
// level and format, defaulting to cfg's values.
func (cfg *Config) registerStore(fs *flag.FlagSet) {
	fs.Var(hidden(&cfg.DatabaseURL, redactURL), "database-url", "database `URL`: postgres://... or sqlite://PATH (FEEDBACKD_DATABASE_URL)")
	fs.StringVar(&cfg.BlobURL, "blob-url", cfg.BlobURL, "where uploads go: file:///dir, mem://, s3://... (FEEDBACKD_BLOB_URL)")
	fs.Var(hidden(&cfg.Secret, redactAll), "secret", "`secret` of at least 16 bytes that signs session tokens and seals stored secrets (the tracker's tokens, the webhooks' signing secrets); unset: sessions are signed by a secret kept in the database, stored secrets sealed by the key file; "+preferEnv+" (FEEDBACKD_SECRET)")
	fs.StringVar(&cfg.SecretFile, "secret-file", cfg.SecretFile, "path of the key `file` that feedbackd creates (random, mode 0600) when missing and reads to seal stored secrets while no secret is set; not a file holding the secret (Docker's *_FILE convention does not apply); unset: next to the SQLite file (its name + .key), on PostgreSQL feedbackd.key in the working directory (FEEDBACKD_SECRET_FILE)")
	fs.Var(hidden(&cfg.PreviousSecret, redactAll), "previous-secret", "the `secret` (or key file's key) that sealed stored tokens before the secret changed: the start seals them again under the current one; "+preferEnv+" (FEEDBACKD_PREVIOUS_SECRET)")
	fs.StringVar(&cfg.LogLevel, "log-level", cfg.LogLevel, "debug, info, warn or error (FEEDBACKD_LOG_LEVEL)")
	fs.StringVar(&cfg.LogFormat, "log-format", cfg.LogFormat, "text (key=value) or json, one object per line (FEEDBACKD_LOG_FORMAT)")
}

// registerDigestSchedule adds the flag of the digests' schedule.
func (cfg *Config) registerDigestSchedule(fs *flag.FlagSet) {
	fs.StringVar(&cfg.DigestSchedule, "digest-schedule", cfg.DigestSchedule,
		"when digests go out, in UTC: `HH:00 WEEKDAY`, daily ones at HH:00 and weekly ones on WEEKDAY; unset: 08:00 monday (FEEDBACKD_DIGEST_SCHEDULE)")
}

// registerAI adds the flags of the analysis provider.
func (cfg *Config) registerAI(fs *flag.FlagSet) {
	fs.StringVar(&cfg.AI, "ai", cfg.AI, "analysis provider: local or openai (FEEDBACKD_AI)")
	fs.StringVar(&cfg.OpenAIBaseURL, "openai-base-url", cfg.OpenAIBaseURL, "OpenAI-compatible endpoint; unset: OpenAI's (FEEDBACKD_OPENAI_BASE_URL)")
	fs.Var(hidden(&cfg.OpenAIAPIKey, redactAll), "openai-api-key", "its API `key`; "+preferEnv+" (FEEDBACKD_OPENAI_API_KEY)")
	fs.StringVar(&cfg.OpenAIModel, "openai-model", cfg.OpenAIModel, "the chat model to ask (FEEDBACKD_OPENAI_MODEL)")
	fs.StringVar(&cfg.OpenAIBreaker, "openai-breaker", cfg.OpenAIBreaker,
		"after FAILURES consecutive failures of the provider, answer with the offline model for COOLDOWN before asking it again: `FAILURES/COOLDOWN`, or off; unset: 5/30s (FEEDBACKD_OPENAI_BREAKER)")
}

// registerServe adds the flags of `feedbackd serve`.
func (cfg *Config) registerServe(fs *flag.FlagSet) {
	cfg.registerStore(fs)
	fs.StringVar(&cfg.BaseURL, "base-url", cfg.BaseURL, "public address, used in links in emails (FEEDBACKD_BASE_URL)")
	fs.Var(hidden(&cfg.SMTPURL, redactURL), "smtp-url", "mail server `URL`, smtp://user:pass@host:port; unset keeps emails in the outbox (FEEDBACKD_SMTP_URL)")
	fs.StringVar(&cfg.MailFrom, "mail-from", cfg.MailFrom, "sender of emails (FEEDBACKD_MAIL_FROM)")
	fs.DurationVar(&cfg.SessionTTL, "session-ttl", cfg.SessionTTL, "lifetime of a session (FEEDBACKD_SESSION_TTL)")
	cfg.registerDigestSchedule(fs)
	cfg.registerAI(fs)
	fs.StringVar(&cfg.Addr, "addr", cfg.Addr, "address to listen on (FEEDBACKD_ADDR)")
	fs.StringVar(&cfg.TrustedProxies, "trusted-proxies", cfg.TrustedProxies, "comma-separated proxy IPs/CIDRs (FEEDBACKD_TRUSTED_PROXIES)")
	fs.StringVar(&cfg.AllowedOrigins, "allowed-origins", cfg.AllowedOrigins, "comma-separated origins, besides the base URL's and the request's own host, whose pages may send state-changing requests with the session cookie (FEEDBACKD_ALLOWED_ORIGINS)")
	fs.Var(hidden(&cfg.RedisURL, redactURL), "redis-url", "Redis `URL`, redis://..., to share rate limits between instances (FEEDBACKD_REDIS_URL)")
	fs.DurationVar(&cfg.RequestTimeout, "request-timeout", cfg.RequestTimeout, "bound of one request's work, past which it is answered 503; 0: 30s (FEEDBACKD_REQUEST_TIMEOUT)")
	fs.StringVar(&cfg.RateLimits, "rate-limits", cfg.RateLimits, "limits other than the defaults, e.g. login=5/15m,submit=off (FEEDBACKD_RATE_LIMITS)")
	fs.StringVar(&cfg.JobWorkers, "job-workers", cfg.JobWorkers, "jobs worked at once per queue, other than the defaults (emails, webhooks, tracker, analysis 5; default 10), e.g. webhooks=10,emails=2 (FEEDBACKD_JOB_WORKERS)")
	fs.DurationVar(&cfg.ShutdownTimeout, "shutdown-timeout", cfg.ShutdownTimeout, "how long a stop (SIGTERM) waits for requests and jobs in flight (FEEDBACKD_SHUTDOWN_TIMEOUT)")
	fs.BoolVar(&cfg.WebhookAllowPrivate, "webhook-allow-private", cfg.WebhookAllowPrivate, "let webhooks target addresses that are not public (loopback, private, link-local, shared...), for development (FEEDBACKD_WEBHOOK_ALLOW_PRIVATE)")
	fs.BoolVar(&cfg.NoHSTS, "no-hsts", cfg.NoHSTS, "send no Strict-Transport-Security header, which answers carry while the base URL is https (max-age=31536000, a year; no includeSubDomains nor preload), e.g. when the reverse proxy sets its own (FEEDBACKD_NO_HSTS)")
	fs.Var(hidden(&cfg.MetricsToken, redactAll), "metrics-token", "bearer `token` that GET /metrics requires (Authorization: Bearer <token>; 401 without it); unset: /metrics is public; "+preferEnv+" (FEEDBACKD_METRICS_TOKEN)")
	fs.BoolVar(&cfg.NoDemo, "no-demo", cfg.NoDemo, "do not create the demo organization on first start (FEEDBACKD_NO_DEMO)")
	registerOIDC(fs, &cfg.OIDC)
	fs.BoolVar(&cfg.NoDashboard, "no-dashboard", cfg.NoDashboard, "serve no organizer dashboard (/, /login, /rooms, ...) (FEEDBACKD_NO_DASHBOARD)")
	fs.StringVar(&cfg.DashboardURL, "dashboard-url", cfg.DashboardURL, "URL of the organizer dashboard in the links of emails (password resets, invitations, notifications); required with -no-dashboard (FEEDBACKD_DASHBOARD_URL)")
	fs.BoolVar(&cfg.LogRespondentIPs, "log-respondent-ips", cfg.LogRespondentIPs, "record the client IP of respondents' requests (submissions, respondent pages) in the access log (FEEDBACKD_LOG_RESPONDENT_IPS)")
	fs.BoolVar(&cfg.NoPages, "no-pages", cfg.NoPages, "serve no respondent pages (/r/..., /f/...) nor /widget.js (FEEDBACKD_NO_PAGES)")
	fs.StringVar(&cfg.PagesURL, "pages-url", cfg.PagesURL, "URL of the respondent pages in the links of forms and QR codes; required with -no-pages (FEEDBACKD_PAGES_URL)")
	cfg.registerTracker(fs)
}

// registerTracker adds the flags of the issue tracker's OAuth client.
func (cfg *Config) registerTracker(fs *flag.FlagSet) {
	t := &cfg.Tracker
	fs.StringVar(&t.ClientID, "tracker-client-id", t.ClientID, "issue tracker OAuth client id; unset: no tracker connection (FEEDBACKD_TRACKER_CLIENT_ID)")
	fs.Var(hidden(&t.ClientSecret, redactAll), "tracker-client-secret", "its client `secret`; "+preferEnv+" (FEEDBACKD_TRACKER_CLIENT_SECRET)")
	fs.StringVar(&t.AuthURL, "tracker-auth-url", t.AuthURL, "authorization endpoint; unset: Atlassian's (FEEDBACKD_TRACKER_AUTH_URL)")
	fs.StringVar(&t.TokenURL, "tracker-token-url", t.TokenURL, "token endpoint; unset: Atlassian's (FEEDBACKD_TRACKER_TOKEN_URL)")
	fs.StringVar(&t.APIURL, "tracker-api-url", t.APIURL, "API gateway; unset: https://api.atlassian.com (FEEDBACKD_TRACKER_API_URL)")
}

// hiddenString is a string flag whose value help shows redacted: a secret
// set by the environment must not reach a terminal or a log through -h.
type hiddenString struct {
	p      *string
	redact func(string) string
}

// hidden returns the flag.Value of p, shown through redact.
func hidden(p *string, redact func(string) string) flag.Value {
	return hiddenString{p: p, redact: redact}
}

// String returns the value redacted, or "" when unset.
func (h hiddenString) String() string {
	if h.p == nil || *h.p == "" {
		return ""
	}
	return h.redact(*h.p)
}

// Set sets the value.
func (h hiddenString) Set(s string) error {
	*h.p = s
	return nil
}

// redactAll hides a secret whole.
func redactAll(string) string { return "[redacted]" }

// redactURL hides the password of a URL, or the whole value when it does
// not parse.
func redactURL(s string) string {
	u, err := url.Parse(s)
	if err != nil {
		return "[redacted]"
	}
	return u.Redacted()
}

// splitList splits a comma-separated list, dropping empty entries.
func splitList(list string) []string {
	var out []string
	for _, p := range strings.Split(list, ",") {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}

// uniqueLocal is the private range of IPv6, fc00::/7.
var uniqueLocal = netip.MustParsePrefix("fc00::/7")

// wideProxies returns the entries of FEEDBACKD_TRUSTED_PROXIES that trust
// a very wide range of peers: an IPv4 CIDR shorter than /8 (0.0.0.0/0
// above all), or an IPv6 one shorter than /16 (::/0) outside the private
// fc00::/7. Any client among them may set its own X-Forwarded-For and pass
// for another address, dodging the per-IP rate limits. Entries that do not
// parse are left to the server, which refuses them.
func wideProxies(list string) []string {
	var wide []string
	for _, e := range splitList(list) {
		p, err := netip.ParsePrefix(e)
		if err != nil {
			continue
		}
		bits, shortest := p.Bits(), 16
		switch {
		case p.Addr().Is4In6():
			bits, shortest = bits-96, 8
		case p.Addr().Is4():
			shortest = 8
		case bits >= uniqueLocal.Bits() && uniqueLocal.Contains(p.Addr()):
			continue
		}
		if bits < shortest {
			wide = append(wide, e)
		}
	}
	return wide
}

// parseJobWorkers reads FEEDBACKD_JOB_WORKERS: queue=N pairs separated by
// commas, each N a positive number; "" sets none. The queue names are
// checked by app.New.
func parseJobWorkers(v string) (map[string]int, error) {
	workers := map[string]int{}
	for _, pair := range splitList(v) {
		name, n, ok := strings.Cut(pair, "=")
		count, err := strconv.Atoi(strings.TrimSpace(n))
		if !ok || err != nil || count < 1 {
			return nil, fmt.Errorf("FEEDBACKD_JOB_WORKERS: %q: want queue=N with N a positive number, e.g. webhooks=10", pair)
		}
		workers[strings.TrimSpace(name)] = count
	}
	return workers, nil
}
