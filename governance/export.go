package governance

import (
	"archive/zip"
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"time"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/audit"
	"github.com/feedbackkit/feedbackkit/identity"
)

// ExportVersion is the version of the export's format, in its
// manifest.json; it grows when a file changes in a way a reader of the
// previous version would misread.
const ExportVersion = 1

// Kind is one kind of data of an export: the file Name.json of the zip,
// a JSON array of what Write emits, in order. Write runs with the context
// of the export, which carries the owner's principal (for
// Service.ExportOrganization, one with the owner's role and no UserID:
// the organization itself), and calls emit once
// per element; it reads in batches (feedbackkit.Batches) so that the
// export's memory stays flat. A kind of data that a package adds (its
// table) is one more Kind in the list an export is given.
type Kind struct {
	Name  string
	Write func(ctx context.Context, emit func(v any) error) error
}

// Manifest is the file manifest.json of an export: what it is and what it
// holds.
type Manifest struct {
	Format         string    `json:"format"`
	Version        int       `json:"version"`
	OrganizationID string    `json:"organizationId"`
	Subdomain      string    `json:"subdomain"`
	ExportedAt     time.Time `json:"exportedAt"`
	Files          []string  `json:"files"`
}

// ExportFunc writes an export to w. It returns the first error of a read
// or a write; what it wrote before is then an incomplete zip.
type ExportFunc func(w io.Writer) error

// Export checks that the caller is the owner of their organization
// (INVALID_TOKEN without a principal, INSUFFICIENT_ROLE below owner),
// records the export in the audit log, and returns the function that
// writes the organization's export, a zip of manifest.json then one file
// per kind of kinds, so that a server can answer an error before it starts
// the download.
func (s *Service) Export(ctx context.Context, kinds []Kind) (ExportFunc, error) {
	pr, err := identity.RequireRole(ctx, feedbackkit.RoleOwner)
	if err != nil {
		return nil, err
	}
	m, err := s.startExport(ctx, pr.OrgID, kinds)
	if err != nil {
		return nil, err
	}
	return func(w io.Writer) error { return writeExport(ctx, w, m, kinds) }, nil
}

// ExportOrganization writes the export of the organization orgID to w, as
// its owner would get it (feedbackd org export): the kinds read as the
// organization itself, with the owner's role and no member's account, so
// that an organization without an owner (one a host provisioned, whose
// users are admins) is exported too, while the audit log names the actor
// of ctx (the system, without a principal) as the exporter. It checks no
// principal; it returns NOT_FOUND when there is no organization orgID.
func (s *Service) ExportOrganization(ctx context.Context, orgID string, w io.Writer, kinds []Kind) error {
	m, err := s.startExport(ctx, orgID, kinds)
	if err != nil {
		return err
	}
	asOrg := identity.WithPrincipal(ctx, &identity.Principal{OrgID: orgID, Role: feedbackkit.RoleOwner})
	return writeExport(asOrg, w, m, kinds)
}

// startExport returns the manifest of the export of kinds of the
// organization orgID, and records the export in its audit log with the
// actor of ctx.
func (s *Service) startExport(ctx context.Context, orgID string, kinds []Kind) (Manifest, error) {
	org, err := s.deps.Orgs.FindOrganizationByID(ctx, orgID)
	if err != nil {
		return Manifest{}, err
	}
	m := Manifest{Format: "feedbackkit-organization-export", Version: ExportVersion,
		OrganizationID: org.ID, Subdomain: org.Subdomain, ExportedAt: s.now()}
	for _, k := range kinds {
		m.Files = append(m.Files, k.Name+".json")
	}
	err = audit.Record(ctx, s.deps.Audit, audit.Entry{OrgID: org.ID, Action: audit.ActionOrganizationExported,
		TargetType: audit.TargetOrganization, TargetID: org.ID, Details: map[string]any{"files": m.Files}})
	return m, err
}

// writeExport writes the zip of m and kinds to w. The kinds read Within
// the export's entry of the audit log: a read that is an export of its
// own (the feedback, a form's responses) records nothing more.
func writeExport(ctx context.Context, w io.Writer, m Manifest, kinds []Kind) error {
	ctx = audit.Within(ctx)
	zw := zip.NewWriter(w)
	f, err := zw.CreateHeader(&zip.FileHeader{Name: "manifest.json", Method: zip.Deflate, Modified: m.ExportedAt})
	if err != nil {
		return err
	}
	enc := json.NewEncoder(f)
	enc.SetIndent("", "  ")
	if err := enc.Encode(m); err != nil {
		return err
	}
	for _, k := range kinds {
		f, err := zw.CreateHeader(&zip.FileHeader{Name: k.Name + ".json", Method: zip.Deflate, Modified: m.ExportedAt})
		if err != nil {
			return err
		}
		if err := writeArray(ctx, f, k); err != nil {
			return fmt.Errorf("governance: export %s: %w", k.Name, err)
		}
	}
	return zw.Close()
}

// writeArray writes what k emits to w as a JSON array, one element per
// line.
func writeArray(ctx context.Context, w io.Writer, k Kind) error {
	bw := bufio.NewWriter(w)
	if _, err := bw.WriteString("["); err != nil {
		return err
	}
	first := true
	err := k.Write(ctx, func(v any) error {
		data, err := json.Marshal(v)
		if err != nil {
			return err
		}
		sep := ",\n"
		if first {
			sep, first = "\n", false
		}
		if _, err := bw.WriteString(sep); err != nil {
			return err
		}
		_, err = bw.Write(data)
		return err
	})
	if err != nil {
		return err
	}
	if _, err := bw.WriteString("\n]\n"); err != nil {
		return err
	}
	return bw.Flush()
}
