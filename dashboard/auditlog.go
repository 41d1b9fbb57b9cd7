package dashboard

import (
	"encoding/json"
	"fmt"
	"html/template"
	"slices"
	"strconv"
	"strings"

	"github.com/feedbackkit/feedbackkit/audit"
)

// AuditAction is an action of the audit log with the name the page shows.
type AuditAction struct {
	Action, Name string
}

// AuditActions are the actions that the packages of feedbackkit record,
// in the order of package audit, with the names the page shows.
var AuditActions = []AuditAction{
	{audit.ActionMemberRoleChanged, "Member's role changed"},
	{audit.ActionMemberRemoved, "Member removed"},
	{audit.ActionInvitationCreated, "Invitation sent"},
	{audit.ActionInvitationCancelled, "Invitation cancelled"},
	{audit.ActionRoomDeleted, "Room deleted"},
	{audit.ActionFormDeleted, "Form deleted"},
	{audit.ActionFeedbackDeleted, "Feedback deleted"},
	{audit.ActionSettingsChanged, "Settings changed"},
	{audit.ActionRetentionChanged, "Retention changed"},
	{audit.ActionPrivacyNoticeChanged, "Privacy notice changed"},
	{audit.ActionOrganizationExported, "Organization exported"},
	{audit.ActionIntegrationConnected, "Integration connected"},
	{audit.ActionIntegrationDisconnected, "Integration disconnected"},
	{audit.ActionAPIKeyCreated, "API key created"},
	{audit.ActionAPIKeyRevoked, "API key revoked"},
	{audit.ActionWebhookCreated, "Webhook created"},
	{audit.ActionWebhookChanged, "Webhook changed"},
	{audit.ActionWebhookDeleted, "Webhook deleted"},
	{audit.ActionFeedbackExported, "Feedback exported"},
	{audit.ActionResponsesExported, "Form responses exported"},
	{audit.ActionOwnershipTransferred, "Ownership transferred"},
	{audit.ActionSystemAdminRequest, "Request of a system admin"},
}

// actionName returns the name the page shows for action: its own for an
// action of AuditActions, the action itself for one a host program
// records.
func actionName(action string) string {
	i := slices.IndexFunc(AuditActions, func(a AuditAction) bool { return a.Action == action })
	if i < 0 {
		return action
	}
	return AuditActions[i].Name
}

// AuditFilter is the audit log's filters, kept in the URL: the action, the
// actor's id, and the first and last days (YYYY-MM-DD).
type AuditFilter struct {
	Action, Actor, From, To string
}

// Query returns the filters as a query string, without "?", with the
// extra parameters kv (name, value, ...) added.
func (f AuditFilter) Query(kv ...string) string {
	return query([][2]string{{"action", f.Action}, {"actor", f.Actor}, {"from", f.From}, {"to", f.To}}, kv...)
}

// AuditActor is an actor the filter may select: a member or an API key.
type AuditActor struct {
	ID, Name string
}

// AuditLog is the audit log screen (admins and the owner): a page of
// entries, newest first, under the filters.
type AuditLog struct {
	Page
	Filter AuditFilter
	// Actions are the actions the filter offers: AuditActions, and the
	// filter's own when it is not one of them.
	Actions []AuditAction
	// Actors are the members and API keys the filter offers, and the
	// filter's own actor when it is neither (a former member).
	Actors  []AuditActor
	Entries []AuditRow
	Pager   Pager
}

// NewAuditLog returns the screen of the entries under f, with actors to
// filter on, and the actions of AuditActions.
func NewAuditLog(p Page, f AuditFilter, actors []AuditActor) *AuditLog {
	v := &AuditLog{Page: p, Filter: f, Actions: AuditActions, Actors: actors}
	if f.Action != "" && actionName(f.Action) == f.Action {
		v.Actions = append(slices.Clip(v.Actions), AuditAction{f.Action, f.Action})
	}
	if f.Actor != "" && !slices.ContainsFunc(actors, func(a AuditActor) bool { return a.ID == f.Actor }) {
		v.Actors = append(slices.Clip(v.Actors), AuditActor{f.Actor, "the actor " + f.Actor})
	}
	return v
}

// PageQuery is the query of page n of the log, with its filters.
func (v *AuditLog) PageQuery(n int) template.URL {
	return pageLink(v.Filter.Query("page", strconv.Itoa(n)))
}

// AuditRow is an entry of the audit log as the page shows it.
type AuditRow struct {
	*audit.Entry
	// What names the action, Who the actor.
	What, Who string
	// Changes are the entry's details, in the order of their names.
	Changes []AuditChange
}

// AuditChange is one detail of an entry: what changed, or what the action
// was about.
type AuditChange struct {
	Name, Value string
}

// maxListed is how many elements of a list a detail shows.
const maxListed = 5

// NewAuditRow returns e as the page shows it; keys names the API keys by
// their ids (a revoked key is named by its id).
func NewAuditRow(e *audit.Entry, keys map[string]string) AuditRow {
	r := AuditRow{Entry: e, What: actionName(e.Action)}
	switch e.ActorType {
	case audit.ActorAPIKey:
		name, ok := keys[e.ActorID]
		if !ok {
			name = e.ActorID
		}
		r.Who = fmt.Sprintf("API key “%s” of %s", name, e.ActorEmail)
	case audit.ActorSystemAdmin:
		r.Who = "System admin " + e.ActorEmail
	case audit.ActorSystem:
		r.Who = "feedbackkit (the command line or a job)"
	default:
		r.Who = e.ActorEmail
	}
	names := make([]string, 0, len(e.Details))
	for k := range e.Details {
		names = append(names, k)
	}
	slices.Sort(names)
	for _, k := range names {
		r.Changes = append(r.Changes, AuditChange{Name: fieldWords(k), Value: detailText(e.Details[k])})
	}
	return r
}

// detailText writes the value of a detail (decoded JSON) for people: a
// list shows its first maxListed elements and how many it holds.
func detailText(v any) string {
	switch x := v.(type) {
	case nil:
		return "none"
	case string:
		return x
	case bool:
		if x {
			return "yes"
		}
		return "no"
	case float64:
		return strconv.FormatFloat(x, 'f', -1, 64)
	case []any:
		if len(x) == 0 {
			return "none"
		}
		parts := make([]string, 0, maxListed)
		for _, el := range x[:min(len(x), maxListed)] {
			parts = append(parts, detailText(el))
		}
		s := strings.Join(parts, ", ")
		if len(x) > maxListed {
			s += fmt.Sprintf(" … (%d in all)", len(x))
		}
		return s
	}
	b, err := json.Marshal(v)
	if err != nil {
		return fmt.Sprint(v)
	}
	return string(b)
}
