package integrations

import "github.com/feedbackkit/feedbackkit/internal/seal"

// sealInfo tells the integrations' key apart from the others derived from
// the same secret.
const sealInfo = "feedbackkit integrations v1"

// newSealer returns the box that seals the integrations' stored tokens and
// OAuth states, its key derived from secret.
func newSealer(secret []byte) *seal.Box {
	return seal.New(secret, sealInfo)
}
