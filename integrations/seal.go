package integrations

import "github.com/feedbackkit/feedbackkit/internal/seal"

// newSealer returns the box that seals the integrations' stored tokens and
// OAuth states, its key derived from secret.
func newSealer(secret []byte) *seal.Box {
	return seal.New(secret, "feedbackkit integrations v1")
}
