package app

import (
	"context"
	"io"
)

// ExportOrganization writes the export of the organization orgID to w: the
// zip of GET /api/organization/export, as its owner would get it (see
// governance.Service.ExportOrganization, which it calls with the kinds of
// data of Server.ExportKinds), whether the organization has an owner or
// not (one a host provisioned may have admins only). It checks no
// principal: it is for the
// host's own code, such as feedbackd org export, not for requests. It
// returns NOT_FOUND when there is no organization orgID. It needs neither
// Start nor a served Server: the kinds are the API's JSON shapes, which
// the Server holds.
func (a *App) ExportOrganization(ctx context.Context, orgID string, w io.Writer) error {
	return a.Governance.ExportOrganization(ctx, orgID, w, a.Server.ExportKinds())
}
