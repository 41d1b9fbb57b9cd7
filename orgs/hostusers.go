package orgs

import (
	"context"
	"crypto/rand"
	"strings"
	"unicode/utf8"

	"github.com/google/uuid"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/audit"
	"github.com/feedbackkit/feedbackkit/identity"
)

// HostUser is a user of a host program that embeds feedbackkit and
// authenticates its users itself, as the host tells it on each request:
// who the user is, in which of the host's organizations, with which role.
// Provision makes it a feedbackkit account and membership.
type HostUser struct {
	// Subject is the host's stable id of the user (its user id, not its
	// email, which may change): 1 to identity.MaxSubjectLength
	// characters. Required.
	Subject string
	// Email is the user's email, unique among the host's users. Required.
	Email string
	// Name and LastName are the user's names; "" keeps the account's
	// (feedbackkit's profile then names it).
	Name     string
	LastName string
	// Role is the user's role in Organization: owner, admin or user.
	Role feedbackkit.Role
	// Organization is the host's stable key of the user's organization
	// (its tenant id): 1 to MaxHostKeyLength characters. Required.
	Organization string
	// OrganizationName is the organization's name (at most MaxNameLength
	// characters); "" names a new organization after its key and keeps
	// the name of an existing one.
	OrganizationName string
}

// MaxHostKeyLength bounds HostUser.Organization, in characters.
const MaxHostKeyLength = 255

// HostPlan is the plan of the organizations Provision creates: no caps,
// integrations included (a host program does not sell feedbackkit's
// plans). `feedbackd org set-plan` and set-limits change it as for any
// organization.
const HostPlan = PlanBusiness

// maxProvisionAttempts bounds the transactions of one Provision: a
// concurrent first sight of the same user or organization makes one of
// them fail on a unique key, and the next attempt finds what the other
// created.
const maxProvisionAttempts = 4

// clean returns hu trimmed, its email normalized, or VALIDATION_FAILED.
func (hu HostUser) clean() (HostUser, identity.ExternalAccount, error) {
	ext, err := hu.account().Clean()
	if err != nil {
		return hu, ext, err
	}
	hu.Subject, hu.Email, hu.Name, hu.LastName = ext.Subject, ext.Email, ext.Name, ext.LastName
	if !hu.Role.Valid() {
		return hu, ext, feedbackkit.Invalid("role", "must be owner, admin or user")
	}
	hu, err = hu.cleanOrganization()
	return hu, ext, err
}

// cleanOrganization returns hu with its organization's key and name
// trimmed, or VALIDATION_FAILED.
func (hu HostUser) cleanOrganization() (HostUser, error) {
	var err error
	if hu.Organization, err = cleanName("organization", hu.Organization, 1, MaxHostKeyLength); err != nil {
		return hu, err
	}
	hu.OrganizationName, err = cleanName("organizationName", hu.OrganizationName, 0, MaxNameLength)
	return hu, err
}

// account is the identity side of hu.
func (hu HostUser) account() identity.ExternalAccount {
	return identity.ExternalAccount{Subject: hu.Subject, Email: hu.Email, Name: hu.Name, LastName: hu.LastName}
}

// Provision returns the principal of a host program's user, after making
// feedbackkit match what the host says: the organization of the host's
// key hu.Organization, created on first sight (named hu.OrganizationName,
// on HostPlan) or renamed; the account linked to hu.Subject (see
// identity.Service.LinkAccount: found by its subject, else adopted by its
// email, else created without a password), with hu's email and names;
// and its membership, moved into the organization with hu.Role, or given
// that role. A member who moves leaves its former organization as
// RemoveMember would have it (the remove hooks run). Nothing is written
// when everything matches already, which is the common case: two reads.
//
// A host calls it on every request (server.HostAuth does), so that the
// host's changes of roles, organizations, emails and names apply at once.
// It returns VALIDATION_FAILED for a bad field of hu, EMAIL_IN_USE when
// hu.Email belongs to the account of another subject, and
// SEAT_LIMIT_REACHED when the organization's plan has been given a cap
// of seats that it has reached.
func (s *Service) Provision(ctx context.Context, hu HostUser) (*identity.Principal, error) {
	hu, ext, err := hu.clean()
	if err != nil {
		return nil, err
	}
	if p, err := s.provisioned(ctx, hu, ext); p != nil || err != nil {
		return p, err
	}
	var p *identity.Principal
	err = s.inProvisionTx(ctx, func(ctx context.Context) error {
		var err error
		p, err = s.provision(ctx, hu, ext)
		return err
	})
	return p, err
}

// inProvisionTx runs fn in a transaction, again when it fails on a unique
// key (a concurrent first sight), up to maxProvisionAttempts times.
func (s *Service) inProvisionTx(ctx context.Context, fn func(ctx context.Context) error) error {
	for attempt := 1; ; attempt++ {
		err := s.store.InTx(ctx, fn)
		code := feedbackkit.ErrorCode(err)
		if err == nil || attempt == maxProvisionAttempts ||
			(code != feedbackkit.CodeAlreadyExists && code != feedbackkit.CodeEmailInUse) {
			return err
		}
	}
}

// ProvisionOrganization returns the organization of the host's key (what
// HostUser.Organization says), as Provision makes it, without a user:
// created when the host has none of that key yet (named name, or after
// the key when name is "", on HostPlan), renamed when name is another.
// A host calls it to set up a tenant before its first user comes (its
// plan, limits or settings). It returns VALIDATION_FAILED for a bad key
// or name.
func (s *Service) ProvisionOrganization(ctx context.Context, key, name string) (*Organization, error) {
	hu, err := HostUser{Organization: key, OrganizationName: name}.cleanOrganization()
	if err != nil {
		return nil, err
	}
	var org *Organization
	err = s.inProvisionTx(ctx, func(ctx context.Context) error {
		var err error
		org, err = s.hostOrganization(ctx, hu)
		return err
	})
	return org, err
}

// FindOrganizationByHostKey returns the organization of the host's key
// (what HostUser.Organization says, trimmed as Provision trims it), or
// NOT_FOUND when no user of that key was provisioned yet (nor the
// organization, by ProvisionOrganization). The organization's subdomain
// is derived from the key but may differ from it (another key took it
// first): a host finds its tenants by their key, not their subdomain.
func (s *Service) FindOrganizationByHostKey(ctx context.Context, key string) (*Organization, error) {
	return s.store.FindOrganizationByHostKey(ctx, strings.TrimSpace(key))
}

// RemoveHostUser takes the account of a host program's user, linked to
// the host's subject of that user (HostUser.Subject), out of its
// organization, as RemoveMember does: the remove hooks run (its
// subscriptions and API keys go), its sessions end, the removal is
// recorded in the audit log, and the account is kept without an
// organization (deleted with the organization's other former members, or
// joined again when Provision sees the subject again). The host gives
// the roles, so it removes a user whatever its role, the owner included:
// an organization left without an owner has one again when the host
// provisions one. It checks no principal: it is for the host's own code,
// once the host deleted its user or took it out of the tenant, and has
// stopped naming it in its requests. It returns NOT_FOUND when no
// account is linked to subject or the account is in no organization.
func (s *Service) RemoveHostUser(ctx context.Context, subject string) error {
	return s.store.InTx(ctx, func(ctx context.Context) error {
		// Until its organization is locked, a concurrent Provision may
		// change the account (its role, its organization): it is read
		// again under the lock, until the organization read is the one
		// locked.
		locked := ""
		for {
			u, err := s.deps.Users.FindUserBySubject(ctx, subject)
			if err != nil {
				return err
			}
			if u.OrgID == "" {
				return feedbackkit.Errorf(feedbackkit.CodeNotFound, "the host's user is in no organization")
			}
			if u.OrgID == locked {
				return s.removeAndRecord(ctx, u)
			}
			if _, err := s.store.LockOrganization(ctx, u.OrgID); err != nil {
				return err
			}
			locked = u.OrgID
		}
	})
}

// removeAndRecord takes the account u out of its organization (see
// removeMember) and records it in the audit log, once the organization is
// locked: the work of RemoveMember and RemoveHostUser.
func (s *Service) removeAndRecord(ctx context.Context, u *identity.User) error {
	if err := s.removeMember(ctx, u.OrgID, u.ID); err != nil {
		return err
	}
	return audit.Record(ctx, s.deps.Audit, audit.Entry{
		OrgID: u.OrgID, Action: audit.ActionMemberRemoved, TargetType: audit.TargetMember, TargetID: u.ID,
		Details: map[string]any{"email": u.Email, "role": u.Role},
	})
}

// provisioned returns the principal of hu when its account and
// organization match it already, and nil otherwise.
func (s *Service) provisioned(ctx context.Context, hu HostUser, ext identity.ExternalAccount) (*identity.Principal, error) {
	u, err := s.deps.Users.FindUserBySubject(ctx, hu.Subject)
	if feedbackkit.ErrorCode(err) == feedbackkit.CodeNotFound || (err == nil && (u.OrgID == "" || u.Role != hu.Role || !ext.Matches(u))) {
		return nil, nil
	} else if err != nil {
		return nil, err
	}
	org, err := s.store.FindOrganizationByHostKey(ctx, hu.Organization)
	if feedbackkit.ErrorCode(err) == feedbackkit.CodeNotFound || (err == nil && (org.ID != u.OrgID || !hu.names(org))) {
		return nil, nil
	} else if err != nil {
		return nil, err
	}
	return &identity.Principal{UserID: u.ID, OrgID: org.ID, Role: u.Role}, nil
}

// names reports whether org has the name hu gives it ("" keeps any).
func (hu HostUser) names(org *Organization) bool {
	return hu.OrganizationName == "" || org.Name == hu.OrganizationName
}

// provision is one attempt of Provision, in its transaction.
func (s *Service) provision(ctx context.Context, hu HostUser, ext identity.ExternalAccount) (*identity.Principal, error) {
	org, err := s.hostOrganization(ctx, hu)
	if err != nil {
		return nil, err
	}
	u, err := s.deps.Users.LinkAccount(ctx, ext)
	if err != nil {
		return nil, err
	}
	switch {
	case u.OrgID != org.ID:
		if u.OrgID != "" {
			if err := s.removeMember(ctx, u.OrgID, u.ID); err != nil {
				return nil, err
			}
		}
		used := func(ctx context.Context) (int, error) { return s.seatsUsed(ctx, org.ID) }
		if err := s.Reserve(ctx, org.ID, Seats, used); err != nil {
			return nil, err
		}
		u, err = s.deps.Users.JoinOrganization(ctx, identity.NewUser{
			OrgID: org.ID, Role: hu.Role, Email: u.Email, Name: u.Name, LastName: u.LastName, WithoutPassword: true,
		})
	case u.Role != hu.Role:
		u, err = s.deps.Users.SetRole(ctx, org.ID, u.ID, hu.Role)
	}
	if err != nil {
		return nil, err
	}
	return &identity.Principal{UserID: u.ID, OrgID: org.ID, Role: u.Role}, nil
}

// hostOrganization returns the organization of the host's key
// hu.Organization, created and linked to the key on first sight, renamed
// when hu names it otherwise.
func (s *Service) hostOrganization(ctx context.Context, hu HostUser) (*Organization, error) {
	org, err := s.store.FindOrganizationByHostKey(ctx, hu.Organization)
	switch {
	case err == nil && hu.names(org):
		return org, nil
	case err == nil:
		return s.store.UpdateOrganization(ctx, org.ID, OrganizationUpdate{Name: &hu.OrganizationName}, s.now())
	case feedbackkit.ErrorCode(err) != feedbackkit.CodeNotFound:
		return nil, err
	}
	name := hu.OrganizationName
	if name == "" {
		name = truncate(hu.Organization, MaxNameLength)
	}
	sub, err := s.hostSubdomain(ctx, hu.Organization)
	if err != nil {
		return nil, err
	}
	now := s.now()
	org = &Organization{
		ID:        uuid.Must(uuid.NewV7()).String(),
		Name:      name,
		Subdomain: sub,
		Plan:      HostPlan,
		CreatedAt: now,
		UpdatedAt: now,
	}
	if err := s.store.CreateOrganization(ctx, org); err != nil {
		return nil, err
	}
	if err := s.store.LinkHostKey(ctx, hu.Organization, org.ID, now); err != nil {
		return nil, err
	}
	return org, nil
}

// hostSubdomain returns a free subdomain for the organization of the
// host's key: the key's letters and digits, lower-cased, with hyphens
// between their runs, when that is a free subdomain; else those followed by
// a hyphen and 8 random characters.
func (s *Service) hostSubdomain(ctx context.Context, key string) (string, error) {
	var b strings.Builder
	for _, r := range strings.ToLower(key) {
		switch {
		case r >= 'a' && r <= 'z' || r >= '0' && r <= '9':
			b.WriteRune(r)
		case b.Len() > 0 && !strings.HasSuffix(b.String(), "-"):
			b.WriteByte('-')
		}
	}
	slug := strings.Trim(truncate(b.String(), 50), "-")
	if slug != "" {
		_, err := s.store.FindOrganizationBySubdomain(ctx, slug)
		if feedbackkit.ErrorCode(err) == feedbackkit.CodeNotFound {
			return slug, nil
		} else if err != nil {
			return "", err
		}
	}
	suffix := strings.ToLower(rand.Text()[:8])
	if slug == "" {
		return "org-" + suffix, nil
	}
	return slug + "-" + suffix, nil
}

// truncate returns s cut to at most n characters.
func truncate(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	return string([]rune(s)[:n])
}
