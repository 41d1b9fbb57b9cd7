package dashboard

import (
	"strings"

	"github.com/feedbackkit/feedbackkit/apikeys"
)

// APIKeys is the organization's API keys screen (admins and the owner):
// the keys, a form that makes one, and the secret of the key just made,
// shown this once.
type APIKeys struct {
	Page
	Keys []*apikeys.Key
	// Created is the key just made, with its Secret; nil otherwise.
	Created *apikeys.Key
	Secret  string
	// Name, Scopes and Expires are the form's values, kept when it was
	// refused.
	Name, Expires string
	Scopes        []apikeys.Scope
}

// Has reports whether the form's scopes hold sc.
func (v *APIKeys) Has(sc apikeys.Scope) bool {
	for _, s := range v.Scopes {
		if s == sc {
			return true
		}
	}
	return false
}

// ScopesOf returns the scopes of k as a list for people.
func (*APIKeys) ScopesOf(k *apikeys.Key) string {
	names := make([]string, len(k.Scopes))
	for i, sc := range k.Scopes {
		names[i] = string(sc)
	}
	return strings.Join(names, ", ")
}
