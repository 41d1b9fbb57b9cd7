package server

import (
	"context"
	"errors"
	"html"
	"log/slog"
	"net/http"
	"strings"
	"time"

	"github.com/gofiber/fiber/v2"
	"github.com/gofiber/fiber/v2/utils"
	"github.com/valyala/fasthttp"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/internal/database"
)

// codeStatus is the single table that maps the error codes of feedbackkit to
// HTTP statuses. A code missing from it is answered as an internal error.
var codeStatus = map[feedbackkit.Code]int{
	feedbackkit.CodeValidationFailed:     http.StatusBadRequest,
	feedbackkit.CodeInvalidJSON:          http.StatusBadRequest,
	feedbackkit.CodeInvalidResetToken:    http.StatusBadRequest,
	feedbackkit.CodeInvalidPassword:      http.StatusBadRequest,
	feedbackkit.CodeInvalidState:         http.StatusBadRequest,
	feedbackkit.CodeInvalidToken:         http.StatusUnauthorized,
	feedbackkit.CodeInvalidCredentials:   http.StatusUnauthorized,
	feedbackkit.CodeInsufficientRole:     http.StatusForbidden,
	feedbackkit.CodeInsufficientScope:    http.StatusForbidden,
	feedbackkit.CodeEntitlementRequired:  http.StatusForbidden,
	feedbackkit.CodeForbidden:            http.StatusForbidden,
	feedbackkit.CodeForbiddenOrigin:      http.StatusForbidden,
	feedbackkit.CodeSeatLimitReached:     http.StatusForbidden,
	feedbackkit.CodeRoomLimitReached:     http.StatusForbidden,
	feedbackkit.CodeFormLimitReached:     http.StatusForbidden,
	feedbackkit.CodeRoomInactive:         http.StatusForbidden,
	feedbackkit.CodeFormInactive:         http.StatusForbidden,
	feedbackkit.CodeFormClosed:           http.StatusForbidden,
	feedbackkit.CodeChallengeFailed:      http.StatusBadRequest,
	feedbackkit.CodeNotFound:             http.StatusNotFound,
	feedbackkit.CodeMethodNotAllowed:     http.StatusMethodNotAllowed,
	feedbackkit.CodeAlreadyExists:        http.StatusConflict,
	feedbackkit.CodeAlreadyMember:        http.StatusConflict,
	feedbackkit.CodeInvitationPending:    http.StatusConflict,
	feedbackkit.CodeEmailInUse:           http.StatusConflict,
	feedbackkit.CodePayloadTooLarge:      http.StatusRequestEntityTooLarge,
	feedbackkit.CodeUnsupportedMediaType: http.StatusUnsupportedMediaType,
	feedbackkit.CodeRateLimited:          http.StatusTooManyRequests,
	feedbackkit.CodeUnavailable:          http.StatusServiceUnavailable,
	feedbackkit.CodeCanceled:             statusClientClosedRequest,
	feedbackkit.CodeNotConfigured:        http.StatusServiceUnavailable,
	feedbackkit.CodeNotConnected:         http.StatusConflict,
	feedbackkit.CodeInProgress:           http.StatusConflict,
	feedbackkit.CodeIdempotencyMismatch:  http.StatusUnprocessableEntity,
	feedbackkit.CodeInternal:             http.StatusInternalServerError,
}

// statusCode maps the status of a *fiber.Error (raised by Fiber's router,
// fasthttp or middleware) to an error code. Other 4xx statuses (fasthttp's
// 431 for a request line and headers over the read buffer, 408 for a
// request not read in time) are answered 400 VALIDATION_FAILED, the one
// status of that code, 503 as 503 UNAVAILABLE, and the other 5xx statuses
// 500 INTERNAL.
var statusCode = map[int]feedbackkit.Code{
	http.StatusBadRequest:            feedbackkit.CodeValidationFailed,
	http.StatusUnauthorized:          feedbackkit.CodeInvalidToken,
	http.StatusForbidden:             feedbackkit.CodeForbidden,
	http.StatusNotFound:              feedbackkit.CodeNotFound,
	http.StatusMethodNotAllowed:      feedbackkit.CodeMethodNotAllowed,
	http.StatusConflict:              feedbackkit.CodeAlreadyExists,
	http.StatusRequestEntityTooLarge: feedbackkit.CodePayloadTooLarge,
	http.StatusUnsupportedMediaType:  feedbackkit.CodeUnsupportedMediaType,
	http.StatusTooManyRequests:       feedbackkit.CodeRateLimited,
}

// statusClientClosedRequest is the status of CANCELED (nginx's 499 Client
// Closed Request): not a server error, in the access log and the metrics.
const statusClientClosedRequest = 499

// internalMessage is the only message an internal error ever carries.
const internalMessage = "internal error"

// malformedMessage is the message of a request that fasthttp could not
// read (a Content-Length that is not a number, a broken chunk): fasthttp's
// own message may quote the request's head, its cookies included.
const malformedMessage = "malformed HTTP request"

// fiberMessages are the Server's messages, by status, for the errors that
// Fiber and fasthttp raise themselves (fiberOwn): their own messages are
// HTTP's status texts, or quote the request.
var fiberMessages = map[int]string{
	http.StatusNotFound:                    "not found",
	http.StatusMethodNotAllowed:            "method not allowed",
	http.StatusRequestEntityTooLarge:       "request body too large",
	http.StatusRequestHeaderFieldsTooLarge: "request line and headers too large (16 KB at most, the URL and the cookies included)",
	http.StatusRequestTimeout:              "the request was not received in time",
}

// unavailableMessage is the message of a 503 UNAVAILABLE answer to an
// unreachable or slow database.
const unavailableMessage = "the service is temporarily unavailable; retry later"

// unavailableRetryAfter is the Retry-After of 503 UNAVAILABLE answers, in
// seconds.
const unavailableRetryAfter = "5"

// ErrorResponse is the JSON body of every error answer of the API:
// {"status": 404, "message": "room not found", "error": "NOT_FOUND"}, plus
// "details" for field problems.
type ErrorResponse struct {
	Status  int                      `json:"status"`
	Message string                   `json:"message"`
	Error   string                   `json:"error"`
	Details []feedbackkit.FieldError `json:"details,omitempty"`
}

// StatusOf returns the HTTP status of an error code, and false for a code the
// table does not know.
func StatusOf(code feedbackkit.Code) (int, bool) {
	status, ok := codeStatus[code]
	return status, ok
}

// errorResponse translates err into the answer sent to the client. internal
// reports whether err is unexpected and must be logged: its detail never
// reaches the client.
func errorResponse(err error) (resp ErrorResponse, internal bool) {
	var fe *feedbackkit.Error
	if errors.As(err, &fe) {
		status, ok := codeStatus[fe.Code]
		if !ok || fe.Code == feedbackkit.CodeInternal {
			return internalResponse(), true
		}
		msg := fe.Message
		if msg == "" {
			msg = http.StatusText(status)
		}
		return ErrorResponse{Status: status, Message: msg, Error: string(fe.Code), Details: fe.Details}, false
	}

	if database.IsUnavailable(err) {
		return unavailableResponse(), true
	}

	var fiberErr *fiber.Error
	if errors.As(err, &fiberErr) {
		status := fiberErr.Code
		if status == http.StatusServiceUnavailable { // a host's HostUsers, say, whose own service is down
			return unavailableResponse(), false
		}
		if status >= 500 || status < 400 {
			return internalResponse(), true
		}
		msg := fiberErr.Message
		if msg == "" {
			msg = http.StatusText(status)
		}
		code, ok := statusCode[status]
		if !ok {
			code, status = feedbackkit.CodeValidationFailed, http.StatusBadRequest
		}
		return ErrorResponse{Status: status, Message: msg, Error: string(code)}, false
	}

	return internalResponse(), true
}

func unavailableResponse() ErrorResponse {
	return ErrorResponse{
		Status:  http.StatusServiceUnavailable,
		Message: unavailableMessage,
		Error:   string(feedbackkit.CodeUnavailable),
	}
}

func canceledResponse() ErrorResponse {
	return ErrorResponse{
		Status:  statusClientClosedRequest,
		Message: "the request was cancelled before it was answered",
		Error:   string(feedbackkit.CodeCanceled),
	}
}

func internalResponse() ErrorResponse {
	return ErrorResponse{
		Status:  http.StatusInternalServerError,
		Message: internalMessage,
		Error:   string(feedbackkit.CodeInternal),
	}
}

// downPingTimeout bounds the ping of databaseDown.
const downPingTimeout = time.Second

// databaseDown reports whether the database of Deps.DB fails a ping: an
// internal error is then answered 503 UNAVAILABLE.
func (s *Server) databaseDown() bool {
	if s.deps.DB == nil {
		return false
	}
	ctx, cancel := context.WithTimeout(context.Background(), downPingTimeout)
	defer cancel()
	return s.deps.DB.PingContext(ctx) != nil
}

// canceledError reports whether err, the error of a request whose context
// was cancelled, may come of the cancellation: it is the cancellation, or
// the database's failure to answer (database.IsUnavailable, or
// databaseDown for an error that a library wrapped without %w).
func (s *Server) canceledError(err error) bool {
	return errors.Is(err, context.Canceled) || database.IsUnavailable(err) || s.databaseDown()
}

// HandleError is the Fiber ErrorHandler of the Server: it answers err in the
// JSON shape of ErrorResponse (see errorAnswer), except a browser's page
// that no route has, which gets the dashboard's (dashboardNotFound). It also runs for errors
// fasthttp raises before any middleware (body too large, malformed
// request), so it relies on nothing the middleware sets. A host app that
// serves nothing but the Server (as app.App.Handler's) takes it as its
// ErrorHandler, so that every answer has the API's shape; a host with
// routes of its own keeps its own.
func (s *Server) HandleError(c *fiber.Ctx, err error) error {
	if s.dashboardNotFound(c, err) {
		return s.notFoundPage(c)
	}
	resp := s.errorAnswer(c, err)
	s.setSecurityHeaders(c)
	return c.Status(resp.Status).JSON(resp)
}

// markUnreadable wraps next, the ErrorHandler of a fasthttp server (Fiber's,
// which maps fasthttp's errors to *fiber.Error), so that it marks each
// request the server could not read (a Content-Length that is not a
// number, a broken chunk, a head over the read buffer, a timeout): the
// request's 400, which Fiber gives fasthttp's message, is then answered
// with malformedMessage (see errorAnswer), while a 400 *fiber.Error of a
// handler or a host keeps its message.
func markUnreadable(next func(*fasthttp.RequestCtx, error)) func(*fasthttp.RequestCtx, error) {
	return func(fctx *fasthttp.RequestCtx, err error) {
		fctx.SetUserValue(localUnreadable, true)
		next(fctx, err)
	}
}

// fiberOwn reports whether fe is an error that Fiber or fasthttp raised
// itself rather than a handler's, a host program's included: one with
// Fiber's default message, utils.StatusMessage of its status (the
// router's fiber.ErrMethodNotAllowed, and what Fiber's server makes of
// fasthttp's errors: ErrRequestEntityTooLarge for a body over BodyLimit,
// ErrRequestHeaderFieldsTooLarge for a head over the read buffer,
// ErrRequestTimeout for a read timeout; fiber.ErrNotFound of Fiber's
// middleware), or none; the router's 404 "Cannot GET /path" for the
// method and path of c; or the 404 of Ctx.SendFile, "sendfile: file
// <name> not found", which names a file of the server's disk.
func fiberOwn(c *fiber.Ctx, fe *fiber.Error) bool {
	if fe.Message == "" || fe.Message == utils.StatusMessage(fe.Code) {
		return true
	}
	if fe.Code != http.StatusNotFound {
		return false
	}
	if fe.Message == "Cannot "+c.Method()+" "+html.EscapeString(string(c.Request().URI().PathOriginal())) {
		return true
	}
	return strings.HasPrefix(fe.Message, "sendfile: file ") && strings.HasSuffix(fe.Message, " not found")
}

// ownMessage returns err with the Server's message when it is a
// *fiber.Error that fasthttp or Fiber raised itself: malformedMessage for
// a request that fasthttp could not read (markUnreadable), which Fiber
// answers 400 with fasthttp's message, and the message of fiberMessages
// for an error of its status that fiberOwn recognizes. Any other error,
// a *fiber.Error of a handler or a host's route (fiber.NewError(404, "no
// such widget")) included, is returned as is: its message is kept.
func ownMessage(c *fiber.Ctx, err error) error {
	fe, ok := errors.AsType[*fiber.Error](err)
	if !ok {
		return err
	}
	if fe.Code == http.StatusBadRequest && c.Locals(localUnreadable) != nil {
		return fiber.NewError(http.StatusBadRequest, malformedMessage)
	}
	if msg, ok := fiberMessages[fe.Code]; ok && fiberOwn(c, fe) {
		return fiber.NewError(fe.Code, msg)
	}
	return err
}

// errorAnswer returns the answer to err, logging what must be: internal
// errors are logged with the request id and answered 500 INTERNAL with a
// generic message, or 503 UNAVAILABLE (with Retry-After set on c) when the
// database is down or the request ran out of time. A server error of a
// request whose context was cancelled before its deadline (a host program
// cancels it when the client disconnects) is answered 499 CANCELED and not
// logged when the error is the cancellation, or the database's failure
// (canceledError): the client went away. Any other error of a cancelled
// request is an internal error all the same. A request that fasthttp could
// not read (markUnreadable) is answered 400 with malformedMessage, and the
// other errors of Fiber's and fasthttp's own with the Server's messages
// (ownMessage); a handler's or a host's *fiber.Error keeps its message.
func (s *Server) errorAnswer(c *fiber.Ctx, err error) ErrorResponse {
	resp, internal := errorResponse(ownMessage(c, err))
	ctxErr := c.UserContext().Err()
	if resp.Status >= 500 && errors.Is(ctxErr, context.Canceled) && s.canceledError(err) {
		// What failed failed for want of a client: no fault of the
		// server's, and no one reads the answer.
		return canceledResponse()
	}
	id := s.ensureRequestID(c)
	timedOut := errors.Is(ctxErr, context.DeadlineExceeded)
	if internal && resp.Status == http.StatusInternalServerError && (timedOut || s.databaseDown()) {
		// The request's deadline (Config.RequestTimeout) passed, or the
		// database does not answer: whatever failed failed for want of
		// time or of a database (errors wrapped without %w by a library
		// escape database.IsUnavailable).
		resp = unavailableResponse()
	}
	if resp.Status == http.StatusServiceUnavailable {
		c.Set(fiber.HeaderRetryAfter, unavailableRetryAfter)
		if internal {
			what := "database unavailable"
			if timedOut {
				what = "request timed out" // waiting for the database or for a third party
			}
			s.log.WarnContext(c.UserContext(), what,
				slog.String("request_id", id),
				slog.String("method", c.Method()),
				slog.String("path", c.Path()),
				slog.Any("error", err))
		}
		return resp
	}
	if internal && c.Locals(localPanicLogged) == nil {
		s.log.ErrorContext(c.UserContext(), "internal error",
			slog.String("request_id", id),
			slog.String("method", c.Method()),
			slog.String("path", c.Path()),
			slog.Any("error", err))
	}
	return resp
}
