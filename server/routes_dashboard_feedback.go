package server

import (
	"net/url"
	"strings"
	"time"

	"github.com/gofiber/fiber/v2"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/analysis"
	"github.com/feedbackkit/feedbackkit/dashboard"
	"github.com/feedbackkit/feedbackkit/dashboard/chart"
	"github.com/feedbackkit/feedbackkit/feedback"
	"github.com/feedbackkit/feedbackkit/rooms"
)

// liveItems is how many items the live view shows.
const liveItems = 20

// dashboardFeedbackRoutes registers the inbox, the queues of serious
// concerns and flagged items, the insights and the live view.
func (s *Server) dashboardFeedbackRoutes() {
	s.group("/inbox").Get("", s.member(s.inboxPage))
	s.group("/concerns").Get("", s.member(s.concernsPage))
	s.group("/flagged").Get("", s.member(s.flaggedPage))
	fb := s.group("/feedback")
	fb.Post("/delete", s.member(s.deleteFeedbackPage))
	fb.Post("/:id/resolve", s.member(s.resolvePage(true)))
	fb.Post("/:id/unresolve", s.member(s.resolvePage(false)))
	s.group("/insights").Get("", s.member(s.insightsPage))
	live := s.group("/live")
	live.Get("/:name", s.member(s.livePage))
	live.Get("/:name/feed", s.member(s.liveFeed))
}

// dashboardFilter reads the inbox's filters from the query: the filter of
// the Service and the same filters as the page shows them.
func dashboardFilter(c *fiber.Ctx) (feedback.Filter, dashboard.Filter, error) {
	d := dashboard.Filter{Room: c.Query("room"), Sentiment: c.Query("sentiment"), Tags: c.Query("tags"),
		From: c.Query("from"), To: c.Query("to"), Search: c.Query("q")}
	f := feedback.Filter{EventType: d.Room, Sentiment: analysis.Sentiment(d.Sentiment), Search: d.Search}
	for _, t := range strings.Split(d.Tags, ",") {
		if t = strings.TrimSpace(t); t != "" {
			f.Tags = append(f.Tags, t)
		}
	}
	var err error
	f.Start, f.End, err = dateRange(d.From, d.To)
	return f, d, err
}

// dateRange reads the days from and to (YYYY-MM-DD, "" for none) of a
// page's filters: the start of the first and the end of the last, nil for
// none; VALIDATION_FAILED for what is not a date or is outside the years
// feedbackkit.CheckTime allows.
func dateRange(from, to string) (start, end *time.Time, err error) {
	for _, b := range []struct {
		raw  string
		end  bool
		dst  **time.Time
		name string
	}{{from, false, &start, "from"}, {to, true, &end, "to"}} {
		if b.raw == "" {
			continue
		}
		t, ok := parseISODate(b.raw, b.end)
		if !ok {
			return nil, nil, feedbackkit.Invalid(b.name, "must be a date (YYYY-MM-DD)")
		}
		if err := feedbackkit.CheckTime(b.name, &t); err != nil {
			return nil, nil, err
		}
		*b.dst = &t
	}
	return start, end, nil
}

// pageNumber reads the query parameter page: 1 when absent or invalid; a
// number too large for an int is past the end of every list (countQuery).
func pageNumber(c *fiber.Ctx) int {
	n, ok := countQuery(c.Query("page"))
	if !ok {
		return 1
	}
	return n
}

// roomNames returns the names of the rooms the member lists.
func (s *Server) roomNames(c *fiber.Ctx) ([]string, error) {
	list, _, err := s.deps.Rooms.FindRooms(c.UserContext(), rooms.RoomFilter{})
	if err != nil {
		return nil, err
	}
	names := make([]string, len(list))
	for i, r := range list {
		names[i] = r.Name
	}
	return names, nil
}

// sendInbox answers a list of items: the inbox or one of the queues.
func (s *Server) sendInbox(c *fiber.Ctx, v *dashboard.Inbox, p feedbackkit.Page[*feedback.Item]) error {
	v.Items = p.Data
	v.Pager = dashboard.PagerOf(p)
	v.Reasoning = c.Query("reasoning")
	return s.sendDashboard(c, fiber.StatusOK, "inbox", v)
}

func (s *Server) inboxPage(c *fiber.Ctx) error {
	pg, err := s.pageOf(c, "Inbox", "inbox")
	if err != nil {
		return err
	}
	f, d, err := dashboardFilter(c)
	if err != nil {
		return err
	}
	v := &dashboard.Inbox{Page: pg, Filter: d}
	if v.Rooms, err = s.roomNames(c); err != nil {
		return err
	}
	p, err := s.deps.Feedback.FindItems(c.UserContext(), f, feedbackkit.PageRequest{Page: pageNumber(c)})
	if err != nil {
		return err
	}
	return s.sendInbox(c, v, p)
}

func (s *Server) concernsPage(c *fiber.Ctx) error {
	pg, err := s.pageOf(c, "Serious concerns", "concerns")
	if err != nil {
		return err
	}
	v := &dashboard.Inbox{Page: pg, Resolved: c.Query("resolved")}
	var resolved *bool
	if v.Resolved != "" {
		b := v.Resolved == "true"
		resolved = &b
	}
	p, err := s.deps.Feedback.SeriousConcerns(c.UserContext(), resolved, feedbackkit.PageRequest{Page: pageNumber(c)})
	if err != nil {
		return err
	}
	return s.sendInbox(c, v, p)
}

func (s *Server) flaggedPage(c *fiber.Ctx) error {
	pg, err := s.pageOf(c, "Flagged feedback", "flagged")
	if err != nil {
		return err
	}
	p, err := s.deps.Feedback.FlaggedItems(c.UserContext(), feedbackkit.PageRequest{Page: pageNumber(c)})
	if err != nil {
		return err
	}
	return s.sendInbox(c, &dashboard.Inbox{Page: pg}, p)
}

// deleteFeedbackPage deletes the selected items (admins, as DELETE
// /api/feedback).
func (s *Server) deleteFeedbackPage(c *fiber.Ctx) error {
	form, err := s.formPost(c)
	if err != nil {
		return err
	}
	if _, err := s.deps.Feedback.DeleteItems(c.UserContext(), form["id"]); err != nil {
		return err
	}
	return s.back(c, form, "/inbox", dashboard.NoticeFeedbackDeleted)
}

// resolvePage resolves (or unresolves) a serious concern.
func (s *Server) resolvePage(resolve bool) fiber.Handler {
	return func(c *fiber.Ctx) error {
		form, err := s.formPost(c)
		if err != nil {
			return err
		}
		done := dashboard.NoticeResolved
		if resolve {
			_, err = s.deps.Feedback.ResolveConcern(c.UserContext(), c.Params("id"))
		} else {
			done = dashboard.NoticeUnresolved
			_, err = s.deps.Feedback.UnresolveConcern(c.UserContext(), c.Params("id"))
		}
		if err != nil {
			return err
		}
		return s.back(c, form, "/concerns", done)
	}
}

func (s *Server) insightsPage(c *fiber.Ctx) error {
	pg, err := s.pageOf(c, "Insights", "insights")
	if err != nil {
		return err
	}
	f, d, err := dashboardFilter(c)
	if err != nil {
		return err
	}
	settings, err := s.deps.Orgs.Settings(c.UserContext())
	if err != nil {
		return err
	}
	d.Interval = c.Query("interval", settings.ChartSettings.TrendInterval)
	v := &dashboard.Insights{Page: pg, Filter: d}
	if v.Rooms, err = s.roomNames(c); err != nil {
		return err
	}
	iv := feedback.Interval(d.Interval)
	trend, err := s.deps.Feedback.Trends(c.UserContext(), f, iv)
	if err != nil {
		return err
	}
	wc, err := s.deps.Feedback.WordCloud(c.UserContext(), f, settings.ChartSettings.WordCloud.MaxWords)
	if err != nil {
		return err
	}
	kind := chart.Type(settings.ChartSettings.DefaultChartType)
	v.Charts = []chart.Chart{
		chart.Trend("trend", trend, iv, kind),
		chart.Totals("totals", chart.Sum(trend), kind),
		chart.WordCloud("words", wc.Words, settings.ChartSettings.WordCloud),
	}
	return s.sendDashboard(c, fiber.StatusOK, "insights", v)
}

// liveRoom returns the room of the live view's path and its latest items
// that may be shown on a projector (feedback.Service.ShowableItems).
func (s *Server) liveRoom(c *fiber.Ctx) (*rooms.Room, []dashboard.LiveItem, error) {
	r, err := s.roomOfPath(c)
	if err != nil {
		return nil, nil, err
	}
	shown, err := s.deps.Feedback.ShowableItems(c.UserContext(), feedback.Filter{EventType: r.Name}, liveItems)
	if err != nil {
		return nil, nil, err
	}
	items := make([]dashboard.LiveItem, len(shown))
	for i, it := range shown {
		items[i] = dashboard.NewLiveItem(it.ID, it.Text, it.Sentiment, it.CreatedAt)
	}
	return r, items, nil
}

func (s *Server) livePage(c *fiber.Ctx) error {
	r, items, err := s.liveRoom(c)
	if err != nil {
		return err
	}
	pg, err := s.pageOf(c, r.Name+" live", "rooms")
	if err != nil {
		return err
	}
	color, err := s.orgColor(c)
	if err != nil {
		return err
	}
	return s.sendDashboard(c, fiber.StatusOK, "live", dashboard.Live{Page: pg, Room: r.Name, Items: items,
		Color: r.FeedbackCustomization.Color(color),
		Feed:  s.base + "/live/" + url.PathEscape(r.Name) + "/feed"})
}

// liveFeed answers the live view's items as JSON, for its script.
func (s *Server) liveFeed(c *fiber.Ctx) error {
	_, items, err := s.liveRoom(c)
	if err != nil {
		return err
	}
	c.Set(fiber.HeaderCacheControl, "no-store")
	return c.JSON(items)
}
