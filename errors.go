package feedbackkit

import (
	"errors"
	"fmt"
)

// Code is a machine-readable error code, sent to clients in the "error" field.
type Code string

// The error codes of the API, each answered with one HTTP status (the
// ErrorCode schema of the OpenAPI document).
const (
	CodeValidationFailed     Code = "VALIDATION_FAILED"
	CodeInvalidJSON          Code = "INVALID_JSON"
	CodeInvalidCredentials   Code = "INVALID_CREDENTIALS"
	CodeInvalidToken         Code = "INVALID_TOKEN"
	CodeInvalidResetToken    Code = "INVALID_RESET_TOKEN"
	CodeInvalidPassword      Code = "INVALID_PASSWORD"
	CodeInsufficientRole     Code = "INSUFFICIENT_ROLE"
	CodeInsufficientScope    Code = "INSUFFICIENT_SCOPE" // an API key without the scope, or on a route no key may use
	CodeEntitlementRequired  Code = "ENTITLEMENT_REQUIRED"
	CodeForbidden            Code = "FORBIDDEN"
	CodeSeatLimitReached     Code = "SEAT_LIMIT_REACHED"
	CodeRoomLimitReached     Code = "ROOM_LIMIT_REACHED"
	CodeFormLimitReached     Code = "FORM_LIMIT_REACHED"
	CodeRoomInactive         Code = "ROOM_INACTIVE"
	CodeFormInactive         Code = "FORM_INACTIVE"
	CodeFormClosed           Code = "FORM_CLOSED" // outside the form's window, or its quota reached
	CodeChallengeFailed      Code = "CHALLENGE_FAILED"
	CodeNotFound             Code = "NOT_FOUND"
	CodeMethodNotAllowed     Code = "METHOD_NOT_ALLOWED"
	CodeAlreadyExists        Code = "ALREADY_EXISTS"
	CodeAlreadyMember        Code = "ALREADY_MEMBER"
	CodeInvitationPending    Code = "INVITATION_PENDING"
	CodeEmailInUse           Code = "EMAIL_IN_USE"
	CodePayloadTooLarge      Code = "PAYLOAD_TOO_LARGE"
	CodeUnsupportedMediaType Code = "UNSUPPORTED_MEDIA_TYPE"
	CodeRateLimited          Code = "RATE_LIMITED"
	CodeUnavailable          Code = "UNAVAILABLE"
	CodeCanceled             Code = "CANCELED"       // the client went away, or its host cancelled the request, before the answer
	CodeNotConfigured        Code = "NOT_CONFIGURED" // a feature whose server configuration is missing
	CodeNotConnected         Code = "NOT_CONNECTED"  // an integration without a working connection
	CodeInProgress           Code = "IN_PROGRESS"
	CodeIdempotencyMismatch  Code = "IDEMPOTENCY_MISMATCH"
	CodeForbiddenOrigin      Code = "FORBIDDEN_ORIGIN" // a browser's request sent by a page of another origin
	CodeInvalidState         Code = "INVALID_STATE"    // an OAuth callback not bound to the browser and user that started it
	CodeInternal             Code = "INTERNAL"
)

// Error is the error every Service returns for an expected failure. Anything
// else a Service returns is an internal error.
type Error struct {
	// Code is the machine-readable code.
	Code Code
	// Message is a human-readable explanation, safe to show to the caller.
	Message string
	// Details lists per-field problems of a VALIDATION_FAILED error.
	Details []FieldError
}

// FieldError describes a problem with one input field.
type FieldError struct {
	Field   string `json:"field"`
	Message string `json:"message"`
}

// Error implements the error interface.
func (e *Error) Error() string {
	return fmt.Sprintf("feedbackkit: %s: %s", e.Code, e.Message)
}

// Errorf returns an *Error with the given code and a formatted message.
func Errorf(code Code, format string, args ...any) *Error {
	return &Error{Code: code, Message: fmt.Sprintf(format, args...)}
}

// Invalid returns a VALIDATION_FAILED error about one field.
func Invalid(field, message string) *Error {
	return &Error{
		Code:    CodeValidationFailed,
		Message: field + ": " + message,
		Details: []FieldError{{Field: field, Message: message}},
	}
}

// NotFound returns a NOT_FOUND error naming what was not found.
func NotFound(what string) *Error {
	return Errorf(CodeNotFound, "%s not found", what)
}

// ErrorCode returns the code of err: "" for nil, the code of an *Error found
// in err's chain, and CodeInternal for anything else.
func ErrorCode(err error) Code {
	if err == nil {
		return ""
	}
	var e *Error
	if errors.As(err, &e) {
		return e.Code
	}
	return CodeInternal
}

// ErrorMessage returns the message of an *Error in err's chain, or a generic
// message for internal errors, which never carry detail to callers.
func ErrorMessage(err error) string {
	if err == nil {
		return ""
	}
	var e *Error
	if errors.As(err, &e) {
		return e.Message
	}
	return "internal error"
}
