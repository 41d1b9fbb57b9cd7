package server

import (
	"html"
	"net/url"
	"slices"
	"strings"

	"github.com/gofiber/fiber/v2"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/dashboard"
	"github.com/feedbackkit/feedbackkit/identity"
	"github.com/feedbackkit/feedbackkit/integrations"
	"github.com/feedbackkit/feedbackkit/orgs"
	"github.com/feedbackkit/feedbackkit/rooms"
)

// dashboardRoomRoutes registers the rooms list and the page of each room.
// POST /rooms/order comes before POST /rooms/:name: a post there without
// a move is the edit of the room named "order".
func (s *Server) dashboardRoomRoutes() {
	g := s.group("/rooms")
	g.Get("", s.member(s.roomsPage))
	g.Post("", s.member(s.createRoomPage))
	g.Post("/order", s.member(s.moveRoom))
	g.Get("/:name", s.member(s.roomSettingsPage))
	g.Post("/:name", s.member(s.editRoomPage))
	g.Post("/:name/active", s.member(s.activateRoom))
	g.Get("/:name/delete", s.member(s.deleteRoomPage))
	g.Post("/:name/delete", s.member(s.deleteRoomForGood))
	if s.deps.Integrations != nil {
		g.Get("/:name/tickets", s.member(s.roomTrackerPage(s.roomTickets)))
		g.Post("/:name/tickets", s.member(s.saveRoomTracker(s.roomTickets)))
	}
}

// roomsPage lists the rooms the member lists, as GET /api/events does:
// the rooms in no folder first, then each folder by name.
func (s *Server) roomsPage(c *fiber.Ctx) error {
	return s.renderRooms(c, fiber.StatusOK, dashboard.Rooms{})
}

// renderRooms answers the rooms list with status, and v's creation form
// as it was sent and its problem, when it was refused.
func (s *Server) renderRooms(c *fiber.Ctx, status int, v dashboard.Rooms) error {
	p, err := s.pageOf(c, "Rooms", "rooms")
	if err != nil {
		return err
	}
	p.Error, p.Invalid = v.Error, v.Invalid
	list, _, err := s.deps.Rooms.FindRooms(c.UserContext(), rooms.RoomFilter{})
	if err != nil {
		return err
	}
	color, err := s.orgColor(c)
	if err != nil {
		return err
	}
	v.Page, v.Folders, v.OrgColor, v.Managed = p, []dashboard.Folder{{}}, color, map[string]bool{}
	who := identity.PrincipalFrom(c.UserContext())
	index := map[string]int{"": 0}
	for _, r := range list {
		v.Managed[r.ID] = r.ManagedBy(who)
		i, ok := index[r.Folder]
		if !ok {
			i = len(v.Folders)
			index[r.Folder] = i
			v.Folders = append(v.Folders, dashboard.Folder{Name: r.Folder})
		}
		v.Folders[i].Rooms = append(v.Folders[i].Rooms, r)
	}
	slices.SortStableFunc(v.Folders[1:], func(a, b dashboard.Folder) int { return strings.Compare(a.Name, b.Name) })
	return s.sendDashboard(c, status, "rooms", v)
}

// orgColor returns the primary colour of the signed-in member's
// organization: the accent of its rooms that have none of their own.
func (s *Server) orgColor(c *fiber.Ctx) (string, error) {
	b, err := s.deps.Orgs.Branding(c.UserContext(), identity.PrincipalFrom(c.UserContext()).OrgID)
	if err != nil {
		return "", err
	}
	return b.FeedbackCustomization.PrimaryColor, nil
}

// roomOfPath returns the room named by the :name parameter.
func (s *Server) roomOfPath(c *fiber.Ctx) (*rooms.Room, error) {
	name, err := roomParam(c, "name")
	if err != nil {
		return nil, err
	}
	return s.deps.Rooms.FindRoomByName(c.UserContext(), name)
}

// roomURL is the address of the page of the room named name.
func (s *Server) roomURL(name string) string { return s.base + "/rooms/" + url.PathEscape(name) }

// createRoomPage creates a room from the form and opens its page. A
// refusal the member can fix shows the list again with the form as it
// was sent.
func (s *Server) createRoomPage(c *fiber.Ctx) error {
	form, err := s.formPost(c)
	if err != nil {
		return err
	}
	nr := rooms.NewRoom{Name: form.Get("name"), IsPrivate: form.Get("private") != ""}
	r, err := s.deps.Rooms.CreateRoom(c.UserContext(), nr)
	switch feedbackkit.ErrorCode(err) {
	case "":
	case feedbackkit.CodeValidationFailed, feedbackkit.CodeAlreadyExists, feedbackkit.CodeRoomLimitReached:
		v := dashboard.Rooms{NewName: nr.Name, NewPrivate: nr.IsPrivate}
		v.Error, v.Invalid = dashboard.Message(err, dashboard.Labels{"eventName": "New room"}), "eventName"
		return s.renderRooms(c, s.errorAnswer(c, err).Status, v)
	default:
		return err
	}
	return c.Redirect(withNotice(s.roomURL(r.Name), dashboard.NoticeRoomCreated), fiber.StatusSeeOther)
}

// moveRoom moves a room one place up or down in its folder's list (see
// rooms.Service.MoveRoom), and answers the list at the room: at its button
// of the same move while it can move further that way, else at its entry,
// so that the keyboard's focus stays where it was.
func (s *Server) moveRoom(c *fiber.Ctx) error {
	form, err := s.formPost(c)
	if err != nil {
		return err
	}
	move := form.Get("move")
	if move == "" {
		return c.Next()
	}
	if move != "up" && move != "down" {
		return feedbackkit.Invalid("move", "must be up or down")
	}
	id := form.Get("id")
	further, err := s.deps.Rooms.MoveRoom(c.UserContext(), id, move == "down")
	if err != nil {
		return err
	}
	at := "#room-" + id
	if further {
		at = "#move-" + move + "-" + id
	}
	return c.Redirect(s.base+"/rooms"+at, fiber.StatusSeeOther)
}

// roomSettingsPage shows a room's settings and how to share it.
func (s *Server) roomSettingsPage(c *fiber.Ctx) error {
	r, err := s.roomOfPath(c)
	if err != nil {
		return err
	}
	return s.renderRoomEdit(c, fiber.StatusOK, r, roomRefusal{})
}

// roomRefusal is a refused post of a room's settings form: the room as
// the form typed it, why it was refused, and the path of the field in
// error. The zero value is none.
type roomRefusal struct {
	typed            *rooms.Room
	problem, invalid string
}

// roomLabels are the labels of the room's settings form, by their paths
// in the API's messages.
var roomLabels = dashboard.Labels{"eventName": "Name", "folder": "Folder", "feedbackCustomization.primaryColor": "Primary colour",
	"feedbackCustomization.headerText": "Heading of the page", "feedbackCustomization.footerText": "Footer of the page",
	"feedbackCustomization.sentiments.happy.emoji": "Happy emoji", "feedbackCustomization.sentiments.happy.label": "Happy label",
	"feedbackCustomization.sentiments.neutral.emoji": "Neutral emoji", "feedbackCustomization.sentiments.neutral.label": "Neutral label",
	"feedbackCustomization.sentiments.sad.emoji": "Sad emoji", "feedbackCustomization.sentiments.sad.label": "Sad label",
	"customTags.happy": "Happy tags", "customTags.neutral": "Neutral tags", "customTags.sad": "Sad tags"}

// renderRoomEdit answers the page of r with status and a refused post
// (the zero value for none).
func (s *Server) renderRoomEdit(c *fiber.Ctx, status int, r *rooms.Room, refused roomRefusal) error {
	p, err := s.pageOf(c, r.Name, "rooms")
	if err != nil {
		return err
	}
	p.Error, p.Invalid = refused.problem, refused.invalid
	color, err := s.orgColor(c)
	if err != nil {
		return err
	}
	tickets, err := s.roomTicketsOf(c, r)
	if err != nil {
		return err
	}
	deletable := true
	if err := s.deps.Rooms.CheckDeletable(c.UserContext(), r); feedbackkit.ErrorCode(err) == feedbackkit.CodeForbidden {
		deletable = false
	} else if err != nil {
		return err
	}
	v := dashboard.RoomEdit{Page: p, Room: r, Typed: refused.typed, CanEdit: r.ManagedBy(identity.PrincipalFrom(c.UserContext())),
		CanDelete: deletable, OrgColor: color, Tickets: tickets}
	// A room whose creator has left the organization has no public link;
	// its screen stays open, for its feedback and for an admin to delete it.
	link, err := s.deps.Rooms.PublicLinkOf(c.UserContext(), r)
	switch {
	case err == nil:
		v.Link = s.cfg.PagesURL + link.Path()
		v.QRCode = s.base + "/api/events/" + url.PathEscape(r.Name) + "/qrcode"
		v.Widget = `<script src="` + s.cfg.PagesURL + `/widget.js" data-instructor="` + link.InstructorID + `" data-room="` + html.EscapeString(r.Name) + `" async></script>`
	case feedbackkit.ErrorCode(err) != feedbackkit.CodeNotFound:
		return err
	}
	return s.sendDashboard(c, status, "room", v)
}

// roomTicketsOf returns the tracker settings of the room r for its screen:
// nil when the server has no integrations, the organization's tracker is
// not active (not there, disabled or not entitled), or the member may not
// change the room. It reads the stored settings only, never the tracker.
func (s *Server) roomTicketsOf(c *fiber.Ctx, r *rooms.Room) (*integrations.RoomChoices, error) {
	if s.deps.Integrations == nil {
		return nil, nil
	}
	ch, err := s.deps.Integrations.RoomChoices(c.UserContext(), r.ID)
	switch feedbackkit.ErrorCode(err) {
	case feedbackkit.CodeNotFound, feedbackkit.CodeForbidden:
		return nil, nil
	}
	return ch, err
}

// editRoomPage saves the room form: name, privacy, folder, the page's
// texts, faces and tags, in one update. A refused post shows the form
// again as it was typed, the field in error marked.
func (s *Server) editRoomPage(c *fiber.Ctx) error {
	form, err := s.formPost(c)
	if err != nil {
		return err
	}
	name, err := roomParam(c, "name")
	if err != nil {
		return err
	}
	private := form.Get("private") != ""
	folder := ""
	if private {
		folder = strings.TrimSpace(form.Get("folder"))
	}
	texts := func(key string) *string {
		if _, ok := form[key]; !ok {
			return nil
		}
		v := form.Get(key)
		return &v
	}
	faces := map[string]*orgs.SentimentTextPatch{}
	for _, k := range []string{"happy", "neutral", "sad"} {
		faces[k] = &orgs.SentimentTextPatch{Emoji: texts(k + "Emoji"), Label: texts(k + "Label")}
	}
	tags := func(key string) []string { return commaList(form, key) }
	newName := form.Get("name")
	upd := rooms.RoomUpdate{Name: &newName, IsPrivate: &private, Folder: &folder,
		Customization: &rooms.CustomizationPatch{HeaderText: texts("headerText"), FooterText: texts("footerText"), Sentiments: faces,
			PrimaryColor: texts("primaryColor")},
		Tags: &rooms.TagsPatch{Happy: tags("happyTags"), Neutral: tags("neutralTags"), Sad: tags("sadTags")},
	}
	r, err := s.deps.Rooms.UpdateRoom(c.UserContext(), name, upd)
	switch feedbackkit.ErrorCode(err) {
	case "":
	case feedbackkit.CodeValidationFailed, feedbackkit.CodeAlreadyExists:
		old, ferr := s.deps.Rooms.FindRoomByName(c.UserContext(), name)
		if ferr != nil {
			return ferr
		}
		refused := roomRefusal{typed: typedRoom(*old, form), problem: s.pageMessage(c, err, roomLabels), invalid: dashboard.InvalidField(err)}
		if feedbackkit.ErrorCode(err) == feedbackkit.CodeAlreadyExists {
			refused.invalid = "eventName"
		}
		return s.renderRoomEdit(c, s.errorAnswer(c, err).Status, old, refused)
	default:
		return err
	}
	return c.Redirect(withNotice(s.roomURL(r.Name), dashboard.NoticeSaved), fiber.StatusSeeOther)
}

// typedRoom returns r with the values of its settings form as they were
// typed, for the form to show them again.
func typedRoom(r rooms.Room, form url.Values) *rooms.Room {
	r.Name, r.IsPrivate, r.Folder = form.Get("name"), form.Get("private") != "", form.Get("folder")
	fc := &r.FeedbackCustomization
	fc.HeaderText, fc.FooterText, fc.PrimaryColor = form.Get("headerText"), form.Get("footerText"), form.Get("primaryColor")
	for key, face := range map[string]*orgs.SentimentText{"happy": &fc.Sentiments.Happy, "neutral": &fc.Sentiments.Neutral, "sad": &fc.Sentiments.Sad} {
		face.Emoji, face.Label = form.Get(key+"Emoji"), form.Get(key+"Label")
	}
	r.CustomTags.Happy, r.CustomTags.Neutral, r.CustomTags.Sad = commaList(form, "happyTags"), commaList(form, "neutralTags"), commaList(form, "sadTags")
	return &r
}

func (s *Server) activateRoom(c *fiber.Ctx) error {
	form, err := s.formPost(c)
	if err != nil {
		return err
	}
	name, err := roomParam(c, "name")
	if err != nil {
		return err
	}
	active := form.Get("active") == "1"
	r, err := s.deps.Rooms.UpdateRoom(c.UserContext(), name, rooms.RoomUpdate{Active: &active})
	if err != nil {
		return err
	}
	done := dashboard.NoticeRoomInactive
	if r.Active {
		done = dashboard.NoticeRoomActive
	}
	return c.Redirect(withNotice(s.base+"/rooms", done), fiber.StatusSeeOther)
}

// deleteRoomPage asks for the confirmation of a deletion.
func (s *Server) deleteRoomPage(c *fiber.Ctx) error {
	r, err := s.roomOfPath(c)
	if err != nil {
		return err
	}
	if err := s.deps.Rooms.CheckDeletable(c.UserContext(), r); err != nil {
		return err
	}
	p, err := s.pageOf(c, "Delete "+r.Name+"?", "rooms")
	if err != nil {
		return err
	}
	return s.sendDashboard(c, fiber.StatusOK, "delete-room", dashboard.RoomEdit{Page: p, Room: r})
}

func (s *Server) deleteRoomForGood(c *fiber.Ctx) error {
	name, err := roomParam(c, "name")
	if err != nil {
		return err
	}
	if err := s.deps.Rooms.DeleteRoom(c.UserContext(), name); err != nil {
		return err
	}
	return c.Redirect(withNotice(s.base+"/rooms", dashboard.NoticeRoomDeleted), fiber.StatusSeeOther)
}
