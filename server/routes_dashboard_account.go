package server

import (
	"net/url"

	"github.com/gofiber/fiber/v2"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/analysis"
	"github.com/feedbackkit/feedbackkit/dashboard"
	"github.com/feedbackkit/feedbackkit/identity"
	"github.com/feedbackkit/feedbackkit/rooms"
	"github.com/feedbackkit/feedbackkit/subscriptions"
)

// dashboardAccountRoutes registers the member's account and
// subscriptions pages.
func (s *Server) dashboardAccountRoutes() {
	acc := s.group("/account")
	acc.Get("", s.member(s.accountPage))
	acc.Post("", s.member(s.saveAccount))
	if !s.cfg.HostAccounts {
		acc.Post("/password", s.member(s.changePasswordPage))
	}
	subs := s.group("/subscriptions")
	subs.Get("", s.member(s.subscriptionsPage))
	subs.Post("", s.member(s.saveSubscription))
}

func (s *Server) accountPage(c *fiber.Ctx) error {
	return s.renderAccount(c, fiber.StatusOK, nil, nil)
}

// accountLabels are the labels of the account page's fields, by their
// paths in the API's messages.
var accountLabels = dashboard.Labels{"name": "First name", "lastName": "Last name", "instructorId": "Instructor id",
	"currentPassword": "Current password", "newPassword": "New password"}

// renderAccount answers the account page with status, the form's values
// (nil: the stored ones) and the refusal problem (nil for none).
func (s *Server) renderAccount(c *fiber.Ctx, status int, form url.Values, problem error) error {
	p, err := s.pageOf(c, "My account", "account")
	if err != nil {
		return err
	}
	if problem != nil {
		p.Error, p.Invalid = s.pageMessage(c, problem, accountLabels), dashboard.InvalidField(problem)
	}
	u, err := s.deps.Identity.CurrentUser(c.UserContext())
	if err != nil {
		return err
	}
	v := dashboard.Account{Page: p, Name: u.Name, LastName: u.LastName, InstructorID: u.InstructorID,
		LinkBase: s.cfg.PagesURL + "/r/" + url.PathEscape(u.InstructorID) + "/", Passwords: !s.cfg.HostAccounts}
	if form != nil {
		v.Name, v.LastName, v.InstructorID = form.Get("name"), form.Get("lastName"), form.Get("instructorId")
	}
	return s.sendDashboard(c, status, "account", v)
}

func (s *Server) saveAccount(c *fiber.Ctx) error {
	form, err := s.formPost(c)
	if err != nil {
		return err
	}
	name, last, id := form.Get("name"), form.Get("lastName"), form.Get("instructorId")
	_, err = s.deps.Identity.UpdateProfile(c.UserContext(), identity.ProfileUpdate{Name: &name, LastName: &last, InstructorID: &id})
	switch feedbackkit.ErrorCode(err) {
	case "":
		return c.Redirect(withNotice(s.base+"/account", dashboard.NoticeSaved), fiber.StatusSeeOther)
	case feedbackkit.CodeValidationFailed, feedbackkit.CodeAlreadyExists:
		return s.renderAccount(c, s.errorAnswer(c, err).Status, form, err)
	}
	return err
}

func (s *Server) changePasswordPage(c *fiber.Ctx) error {
	form, err := s.formPost(c)
	if err != nil {
		return err
	}
	err = s.takePasswordCheck(c)
	if err == nil {
		err = s.deps.Identity.ChangePassword(c.UserContext(), form.Get("currentPassword"), form.Get("newPassword"))
	}
	switch feedbackkit.ErrorCode(err) {
	case "":
		return c.Redirect(withNotice(s.base+"/account", dashboard.NoticePasswordChanged), fiber.StatusSeeOther)
	case feedbackkit.CodeRateLimited:
		return s.renderAccount(c, fiber.StatusTooManyRequests, nil, err)
	case feedbackkit.CodeInvalidPassword:
		return s.renderAccount(c, fiber.StatusBadRequest, nil, feedbackkit.Invalid("currentPassword", "is wrong"))
	case feedbackkit.CodeValidationFailed:
		return s.renderAccount(c, fiber.StatusBadRequest, nil, err)
	}
	return err
}

// subscriptionsPage lists the member's subscriptions, with the names of
// their rooms and forms, and the rooms they may follow still.
func (s *Server) subscriptionsPage(c *fiber.Ctx) error {
	p, err := s.pageOf(c, "My subscriptions", "subscriptions")
	if err != nil {
		return err
	}
	list, err := s.deps.Subscriptions.Subscriptions(c.UserContext())
	if err != nil {
		return err
	}
	all, _, err := s.deps.Rooms.FindRooms(c.UserContext(), rooms.RoomFilter{})
	if err != nil {
		return err
	}
	names := map[string]string{}
	for _, r := range all {
		names[r.ID] = r.Name
	}
	v := dashboard.Subscriptions{Page: p}
	followed := map[string]bool{}
	for _, sub := range list {
		name := names[sub.Target.ID]
		if sub.Target.Type == subscriptions.Form {
			if f, err := s.deps.Forms.FindForm(c.UserContext(), sub.Target.ID); err == nil {
				name = f.Title
			}
		}
		if name == "" {
			name = sub.Target.ID
		}
		followed[sub.Target.ID] = true
		v.Rows = append(v.Rows, dashboard.Subscription{Type: string(sub.Target.Type), ID: sub.Target.ID, Name: name,
			Frequency: string(sub.Frequency), MinSentiment: string(sub.MinSentiment)})
	}
	for _, r := range all {
		if !followed[r.ID] {
			v.Rooms = append(v.Rooms, r)
		}
	}
	return s.sendDashboard(c, fiber.StatusOK, "subscriptions", v)
}

// saveSubscription follows a target, changes its frequency and threshold,
// or, with unsubscribe, stops following it.
func (s *Server) saveSubscription(c *fiber.Ctx) error {
	form, err := s.formPost(c)
	if err != nil {
		return err
	}
	t := subscriptions.Target{Type: subscriptions.TargetType(form.Get("type")), ID: form.Get("id")}
	freq, min := subscriptions.Frequency(form.Get("frequency")), analysis.Sentiment(form.Get("minSentiment"))
	done := dashboard.NoticeSaved
	switch {
	case form.Get("unsubscribe") != "":
		err, done = s.deps.Subscriptions.Unsubscribe(c.UserContext(), t), dashboard.NoticeUnsubscribed
	default:
		_, err = s.deps.Subscriptions.Subscription(c.UserContext(), t)
		if feedbackkit.ErrorCode(err) == feedbackkit.CodeNotFound {
			_, _, err = s.deps.Subscriptions.Subscribe(c.UserContext(), t, subscriptions.Settings{Frequency: freq, MinSentiment: min})
			done = dashboard.NoticeFollowed
		} else if err == nil {
			_, err = s.deps.Subscriptions.UpdateSubscription(c.UserContext(), t, subscriptions.Patch{Frequency: &freq, MinSentiment: &min})
		}
	}
	if err != nil {
		return err
	}
	return c.Redirect(withNotice(s.base+"/subscriptions", done), fiber.StatusSeeOther)
}
