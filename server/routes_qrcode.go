package server

import (
	"strconv"

	"github.com/gofiber/fiber/v2"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/apikeys"
	"github.com/feedbackkit/feedbackkit/internal/qrcode"
)

// The size query parameter of the QR code endpoints, in pixels (PNG only).
const (
	qrCodeDefaultSize = 512
	qrCodeMinSize     = 64
	qrCodeMaxSize     = 2048
)

// qrCodeRoutes registers the QR codes of the public links of rooms and
// forms, for any member who may see the room or form.
func (s *Server) qrCodeRoutes(api fiber.Router) {
	keyRead := s.keyScope(apikeys.ScopeRead)
	api.Get("/events/:eventName/qrcode", keyRead, s.Authenticate, s.roomQRCode)
	api.Get("/forms/:formId/qrcode", keyRead, s.Authenticate, s.formQRCode)
}

func (s *Server) roomQRCode(c *fiber.Ctx) error {
	format, size, err := qrCodeQuery(c)
	if err != nil {
		return err
	}
	name, err := roomParam(c, "eventName")
	if err != nil {
		return err
	}
	l, err := s.deps.Rooms.PublicLink(c.UserContext(), name)
	if err != nil {
		return err
	}
	return sendQRCode(c, s.cfg.PagesURL+l.Path(), format, size)
}

func (s *Server) formQRCode(c *fiber.Ctx) error {
	format, size, err := qrCodeQuery(c)
	if err != nil {
		return err
	}
	f, err := s.deps.Forms.FindForm(c.UserContext(), c.Params("formId"))
	if err != nil {
		return err
	}
	return sendQRCode(c, s.formURL(f), format, size)
}

// qrCodeQuery reads the query parameters format (png, the default, or svg)
// and size (qrCodeMinSize to qrCodeMaxSize, default qrCodeDefaultSize).
func qrCodeQuery(c *fiber.Ctx) (format string, size int, err error) {
	format = c.Query("format", "png")
	if format != "png" && format != "svg" {
		return "", 0, feedbackkit.Invalid("format", "must be png or svg")
	}
	size = qrCodeDefaultSize
	if raw := c.Query("size"); raw != "" {
		size, err = strconv.Atoi(raw)
		if err != nil || size < qrCodeMinSize || size > qrCodeMaxSize {
			return "", 0, feedbackkit.Invalid("size", "must be a whole number from "+
				strconv.Itoa(qrCodeMinSize)+" to "+strconv.Itoa(qrCodeMaxSize))
		}
	}
	return format, size, nil
}

// sendQRCode answers the QR code of link as a PNG of about size pixels or
// an SVG.
func sendQRCode(c *fiber.Ctx, link, format string, size int) error {
	code, err := qrcode.New(link)
	if err != nil {
		return err
	}
	c.Set(fiber.HeaderCacheControl, "private, no-cache")
	c.Set(fiber.HeaderContentDisposition, `inline; filename="qrcode.`+format+`"`)
	if format == "svg" {
		c.Set(fiber.HeaderContentType, "image/svg+xml")
		return c.Send(code.SVG())
	}
	data, err := code.PNG(size)
	if err != nil {
		return err
	}
	c.Set(fiber.HeaderContentType, "image/png")
	return c.Send(data)
}
