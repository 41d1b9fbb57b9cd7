package apikeys

import (
	"context"
	"time"

	"github.com/feedbackkit/feedbackkit"
)

// Store keeps the API keys of every organization, shared by every
// instance of the service. BunStore is feedbackkit's.
type Store interface {
	feedbackkit.Transactor

	// Insert stores the new key k.
	Insert(ctx context.Context, k *Key) error
	// Keys returns the keys of the organization orgID, oldest first.
	Keys(ctx context.Context, orgID string) ([]*Key, error)
	// FindByHash returns the key whose Hash is hash, or NOT_FOUND.
	FindByHash(ctx context.Context, hash string) (*Key, error)
	// Delete removes the key id of the organization orgID, or answers
	// NOT_FOUND when that organization has no such key.
	Delete(ctx context.Context, orgID, id string) error
	// DeleteCreatedBy removes every key the member userID of the
	// organization orgID created.
	DeleteCreatedBy(ctx context.Context, orgID, userID string) error
	// Touch sets the LastUsedAt of the key id to at, unless it was set
	// after before already (another request, maybe on another instance,
	// did it).
	Touch(ctx context.Context, id string, at, before time.Time) error
}
