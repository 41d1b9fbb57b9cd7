// Package rooms manages rooms, which the API calls "events": the feedback
// channels of an organization, with their lifecycle (active or inactive),
// privacy, display order, respondent-page customization and tags.
//
// Visibility: a member sees the public rooms of their organization and the
// private rooms they created. Admins and owners may also open, change and
// read the feedback of another member's private room by its name (they see
// all feedback of the organization), but listings show a private room only
// to its creator. Only a room's creator may delete it.
//
// A room is reached by respondents through its public link
// {base_url}/r/{instructorId}/{room name}, where instructorId is its
// creator's; privacy only affects listing.
//
// # Service and Store
//
// The Service holds the rules: validation, who may see, change and delete
// a room, the organization's room cap (through Quota), the hooks that keep
// the feedback package in step, and a short-lived cache of the rooms public
// submissions resolve. It keeps rooms in a Store, the seam a host program
// uses: BunStore (NewBunStore) keeps them in the rooms_rooms table of a
// PostgreSQL or SQLite database created by Migrate; a host may wrap it
// (caching, metrics) or provide its own, and may test its code against a
// Service over a Store without any database.
//
// Transactions travel in the context.Context: the Service runs the store
// calls that must commit together in Store.InTx (see
// feedbackkit.Transactor), and everything called with the context InTx
// gives — the store, the room cap's Quota.Reserve, the rename and delete
// hooks of other packages — takes part in the same transaction.
package rooms

import (
	"context"
	"time"

	"github.com/feedbackkit/feedbackkit/identity"
	"github.com/feedbackkit/feedbackkit/orgs"
)

// Room is a feedback channel of an organization.
type Room struct {
	ID        string `json:"_id"`
	OrgID     string `json:"organization"`
	CreatorID string `json:"creatorId"`
	// Name is unique within the organization, compared case-insensitively
	// through NameKey.
	Name string `json:"name"`
	// NameKey is the key Name is compared by: its NFC form, trimmed and
	// case-folded. The Service sets it; a Store compares it exactly and
	// keeps it unique within the organization.
	NameKey   string `json:"-"`
	Active    bool   `json:"active"`
	IsPrivate bool   `json:"isPrivate"`
	// Order is the display order: rooms are listed by Order, then by
	// creation time.
	Order int `json:"order"`
	// Folder is the name of the folder the room is filed in, "" for none
	// (see CleanName for what a folder name may be). Only private rooms
	// are in a folder, so that a folder is as private as its rooms:
	// making a room public clears it.
	Folder string `json:"folder,omitempty"`
	// RequireChallenge makes a submission carry the solution of a
	// proof-of-work challenge (package challenge); new rooms take the
	// organization's default (orgs.SpamProtection).
	RequireChallenge      bool                  `json:"requireChallenge"`
	FeedbackCustomization FeedbackCustomization `json:"feedbackCustomization"`
	CustomTags            CustomTags            `json:"customTags"`
	// Tracker settings of the room, overriding the organization's tracker
	// configuration (stored here, served by the integrations).
	TrackerProjectKey    string `json:"-"`
	TrackerEpicKey       string `json:"-"`
	TrackerCreateTickets bool   `json:"-"`
	// CreatorInstructorID is the instructorId of the creator's account,
	// in its own letter case, on the rooms that PublicRoom and ResolveRoom
	// return (their link may name it in another); "" on others.
	CreatorInstructorID string    `json:"-"`
	CreatedAt           time.Time `json:"createdAt"`
	UpdatedAt           time.Time `json:"updatedAt"`
}

// The respondent page of a room is defined once, in the orgs package, which
// holds the defaults of an organization's new rooms in the same types.
type (
	// FeedbackCustomization is the copy of a room's respondent page.
	FeedbackCustomization = orgs.RoomCustomization
	// CustomTags are the tags a respondent may pick, per sentiment. The
	// lists of a stored room are never nil.
	CustomTags = orgs.RoomTags
	// CustomizationPatch changes some fields of a FeedbackCustomization,
	// with the validation of orgs.RoomCustomizationPatch.Apply. Its JSON
	// shape is the API's.
	CustomizationPatch = orgs.RoomCustomizationPatch
	// TagsPatch changes some of the three tag lists of CustomTags, cleaned
	// by feedbackkit.CleanTags. Its JSON shape is the API's.
	TagsPatch = orgs.RoomTagsPatch
)

// Quota enforces the organization's room cap; *orgs.Service implements it.
type Quota interface {
	// Reserve checks, in the transaction ctx carries, that the
	// organization may have one more r, given the count used returns, and
	// holds the organization locked until the transaction ends. It returns
	// ROOM_LIMIT_REACHED at the cap.
	Reserve(ctx context.Context, orgID string, r orgs.Resource,
		used func(ctx context.Context) (int, error)) error
}

// Users finds accounts by their instructorId; *identity.Service implements
// it.
type Users interface {
	// FindUserByInstructorID returns the user whose instructorId is id in
	// any letter case (identity.InstructorKey), or NOT_FOUND.
	FindUserByInstructorID(ctx context.Context, id string) (*identity.User, error)
	// FindUserByID returns the user with id, or NOT_FOUND.
	FindUserByID(ctx context.Context, id string) (*identity.User, error)
}

// Defaults gives an organization's defaults for new rooms; *orgs.Service
// implements it.
type Defaults interface {
	// RoomDefaults returns the feedback customization and custom tags a new
	// room of the organization orgID starts with.
	RoomDefaults(ctx context.Context, orgID string) (orgs.RoomDefaults, error)
}

var _ Defaults = (*orgs.Service)(nil)

// RenameHook runs inside the transaction that renames a room (ctx carries
// it), after the
// room has its new name; an error rolls the rename back. The feedback
// package uses it to move the room's feedback to the new name.
type RenameHook func(ctx context.Context, orgID, roomID, newName string) error

// DeleteHook runs inside the transaction that deletes a room (ctx carries
// it), before the
// room's row is deleted; an error rolls the deletion back. name is the
// room's name. The feedback package uses it to delete the room's feedback,
// which goes with the room.
type DeleteHook func(ctx context.Context, orgID, roomID, name string) error
