package dashboard

import (
	"html/template"
	"net/url"
	"strconv"
	"time"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/analysis"
	"github.com/feedbackkit/feedbackkit/dashboard/chart"
	"github.com/feedbackkit/feedbackkit/feedback"
	"github.com/feedbackkit/feedbackkit/integrations"
	"github.com/feedbackkit/feedbackkit/rooms"
)

// SignIn is the sign-in page.
type SignIn struct {
	Page
	Email string
	// Next is where to go once signed in: a path below Base.
	Next string
	// IdPURL is the address that starts a login through the identity
	// provider, "" when none is configured.
	IdPURL string
}

// Forgot is the page that asks for a password reset link.
type Forgot struct {
	Page
	// Email is the address typed, kept when the form is refused.
	Email string
	Sent  bool
}

// Reset is the page of a password reset link.
type Reset struct {
	Page
	Token string
}

// Invite is the page of an invitation link.
type Invite struct {
	Page
	Token, Email, Organization string
	Name, LastName             string
}

// Folder is a group of rooms in the rooms list; Name "" is the rooms in no
// folder.
type Folder struct {
	Name  string
	Rooms []*rooms.Room
}

// Last reports whether i is the index of the folder's last room, which
// cannot move further down (nor its first, index 0, further up): a room
// moves among the rooms of its folder.
func (f Folder) Last(i int) bool { return i == len(f.Rooms)-1 }

// Rooms is the rooms list.
type Rooms struct {
	Page
	Folders []Folder
	// Managed holds the ids of the rooms the user may change, whose
	// activation the list offers (see rooms.Room.ManagedBy); any member
	// may move any room.
	Managed map[string]bool
	// OrgColor is the organization's primary colour, the accent of the
	// rooms without one of their own.
	OrgColor string
	// NewName and NewPrivate are the creation form as it was sent, when
	// it was refused.
	NewName    string
	NewPrivate bool
}

// RoomEdit is the page of one room: its settings and how to share it.
type RoomEdit struct {
	Page
	Room *rooms.Room
	// Typed is the room as its settings form was typed, when the post
	// was refused; nil otherwise.
	Typed *rooms.Room
	// Link is the room's public link, QRCode the address of its QR code
	// (add "?format=svg" for SVG), Widget the snippet for other sites; all
	// "" when its creator has left the organization (it has no link then).
	Link, QRCode, Widget string
	// CanEdit reports whether the user may change the room's settings
	// (see rooms.Room.ManagedBy); CanDelete whether they may delete it.
	CanEdit, CanDelete bool
	// Tickets are the room's tracker settings, while the organization's
	// tracker integration is active and the user may change them; nil
	// otherwise.
	Tickets *integrations.RoomChoices
	// OrgColor is the organization's primary colour, the room's accent
	// unless it has its own.
	OrgColor string
}

// Values returns the room as the settings form shows it: as it was
// typed (Typed), else as it is stored.
func (v RoomEdit) Values() *rooms.Room {
	if v.Typed != nil {
		return v.Typed
	}
	return v.Room
}

// Filter is the filters of the inbox and the insights, kept in the URL.
type Filter struct {
	Room, Sentiment, Tags, From, To, Search string
	// Interval is the insights' trend interval: day, week or month.
	Interval string
}

// Query returns the filters as a query string, without "?", with the
// extra parameters kv (name, value, ...) added.
func (f Filter) Query(kv ...string) string {
	return query([][2]string{{"room", f.Room}, {"sentiment", f.Sentiment}, {"tags", f.Tags}, {"from", f.From}, {"to", f.To},
		{"q", f.Search}, {"interval", f.Interval}}, kv...)
}

// query returns the filters (name, value) that have a value as a query
// string, without "?", with the extra parameters kv (name, value, ...)
// added.
func query(filters [][2]string, kv ...string) string {
	v := url.Values{}
	for _, p := range filters {
		if p[1] != "" {
			v.Set(p[0], p[1])
		}
	}
	for i := 0; i+1 < len(kv); i += 2 {
		v.Set(kv[i], kv[i+1])
	}
	return v.Encode()
}

// Pager is the position of a page in a paginated list.
type Pager struct {
	Page, TotalPages, Total int
	// TotalCapped reports that Total is a lower bound.
	TotalCapped bool
	// Past reports that the page is past the end of the list: a page after
	// the first with no item. Its screen says so and links to the last
	// page (the template "past-end") instead of showing the pager.
	Past bool
}

// PagerOf returns the position of the page p in its list.
func PagerOf[T any](p feedbackkit.Page[T]) Pager {
	return Pager{Page: p.Page, TotalPages: p.TotalPages, Total: p.Total, TotalCapped: p.TotalCapped,
		Past: p.Page > 1 && len(p.Data) == 0}
}

// Last returns the number of the last page, 1 for an empty list.
func (p Pager) Last() int { return max(p.TotalPages, 1) }

// Pages is the navigation between the pages of a list (the template
// "pager"), made by the template function pages.
type Pages struct {
	Pager
	// Label names the navigation for assistive technologies.
	Label string
	link  func(n int) template.URL
}

// Link returns the query, and fragment, of the link to page n.
func (p Pages) Link(n int) template.URL { return p.link(n) }

// pagesOf is the template function pages: the navigation of view's pages
// at p, named label, whose links lead to the element anchor ("" for the
// top). Its links keep the filters of a view that has them (a PageQuery
// method), and are ?page=N otherwise.
func pagesOf(view any, p Pager, label, anchor string) Pages {
	query := func(n int) template.URL { return pageLink("page=" + strconv.Itoa(n)) }
	if v, ok := view.(interface{ PageQuery(int) template.URL }); ok {
		query = v.PageQuery
	}
	link := query
	if anchor != "" {
		link = func(n int) template.URL { return query(n) + template.URL("#"+url.PathEscape(anchor)) }
	}
	return Pages{Pager: p, Label: label, link: link}
}

// Prev and Next return the numbers of the pages around, 0 for none.
func (p Pager) Prev() int {
	if p.Page > 1 {
		return p.Page - 1
	}
	return 0
}

// Next returns the number of the next page, 0 for none.
func (p Pager) Next() int {
	if p.Page < p.TotalPages {
		return p.Page + 1
	}
	return 0
}

// Inbox is the feedback inbox and the queues of serious concerns and
// flagged items (Section says which).
type Inbox struct {
	Page
	Filter Filter
	// Rooms are the names of the rooms the user may filter on.
	Rooms []string
	Items []*feedback.Item
	Pager Pager
	// Resolved is the concerns queue's filter: "", "true" or "false".
	Resolved string
	// Reasoning is the item whose reasoning is shown, "" for none.
	Reasoning string
}

// PageQuery is the query of page n of the list, with its filters, as a
// URL (see pageLink).
func (in *Inbox) PageQuery(n int) template.URL {
	if in.Section == "concerns" {
		v := url.Values{"page": {strconv.Itoa(n)}}
		if in.Resolved != "" {
			v.Set("resolved", in.Resolved)
		}
		return pageLink(v.Encode())
	}
	return pageLink(in.Filter.Query("page", strconv.Itoa(n)))
}

// pageLink marks an encoded query string as a URL for the templates: a
// string after the "?" of a link is escaped as one value, its "=" and "&"
// included, which makes a link to the same page without its parameters.
func pageLink(query string) template.URL { return template.URL(query) }

// Insights is the charts of the feedback the filters select: the trend,
// the totals and the word cloud, each with a table of its numbers.
type Insights struct {
	Page
	Filter Filter
	Rooms  []string
	Charts []chart.Chart
}

// Live is a room's live view, for a projector.
type Live struct {
	Page
	Room string
	// Color is the room's accent (#RRGGBB).
	Color string
	// Feed is the address the script polls for the latest items.
	Feed  string
	Items []LiveItem
}

// LiveItem is an item as the live view shows it, and its script receives
// it: the sentiment in words beside its colour, the time as the other
// pages show it (Time) and as its <time> element's datetime (DateTime).
type LiveItem struct {
	ID        string             `json:"id"`
	Text      string             `json:"text"`
	Sentiment analysis.Sentiment `json:"sentiment"`
	Time      string             `json:"time"`
	DateTime  string             `json:"datetime"`
}

// NewLiveItem returns the item id, of text and sentiment s, sent at, as
// the live view shows it.
func NewLiveItem(id, text string, s analysis.Sentiment, at time.Time) LiveItem {
	return LiveItem{ID: id, Text: text, Sentiment: s, Time: shownTime(at), DateTime: machineTime(at)}
}

// Account is the member's own account.
type Account struct {
	Page
	Name, LastName, InstructorID string
	// LinkBase is the start of the public links of the member's rooms.
	LinkBase string
	// Passwords reports whether the member has a password here (not when
	// a host program signs its users in).
	Passwords bool
}

// Subscription is one of the member's subscriptions as the page lists it.
type Subscription struct {
	Type, ID, Name          string
	Frequency, MinSentiment string
}

// Subscriptions is the member's subscriptions, and the rooms they may
// follow still.
type Subscriptions struct {
	Page
	Rows  []Subscription
	Rooms []*rooms.Room
}
