package main

import (
	"flag"

	"github.com/feedbackkit/feedbackkit/identity"
)

// oidcFromEnv reads the FEEDBACKD_OIDC_* variables into o through str.
// Identity-provider login is on when the client id and secret are set.
func oidcFromEnv(o *identity.OIDCConfig, str func(name string, dst *string)) {
	str("FEEDBACKD_OIDC_ISSUER", &o.Issuer)
	str("FEEDBACKD_OIDC_CLIENT_ID", &o.ClientID)
	str("FEEDBACKD_OIDC_CLIENT_SECRET", &o.ClientSecret)
	str("FEEDBACKD_OIDC_REDIRECT_URL", &o.RedirectURL)
	str("FEEDBACKD_OIDC_AFTER_LOGIN_URL", &o.AfterLoginURL)
}

// registerOIDC adds the flags of identity-provider login, which set o.
func registerOIDC(fs *flag.FlagSet, o *identity.OIDCConfig) {
	fs.StringVar(&o.Issuer, "oidc-issuer", o.Issuer, "OpenID Connect issuer URL of the identity provider; unset: "+identity.DefaultOIDCIssuer+" (FEEDBACKD_OIDC_ISSUER)")
	fs.StringVar(&o.ClientID, "oidc-client-id", o.ClientID, "client id at the identity provider; unset: no identity-provider login (FEEDBACKD_OIDC_CLIENT_ID)")
	fs.Var(hidden(&o.ClientSecret, redactAll), "oidc-client-secret", "client `secret` at the identity provider; "+preferEnv+" (FEEDBACKD_OIDC_CLIENT_SECRET)")
	fs.StringVar(&o.RedirectURL, "oidc-redirect-url", o.RedirectURL, "callback registered at the identity provider; unset: {base-url}/api/auth/idp/callback (FEEDBACKD_OIDC_REDIRECT_URL)")
	fs.StringVar(&o.AfterLoginURL, "oidc-after-login-url", o.AfterLoginURL, "where the browser goes once logged in; unset: the dashboard, {dashboard-url}/ ({base-url}/ without -dashboard-url) (FEEDBACKD_OIDC_AFTER_LOGIN_URL)")
}
