package server

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"mime"
	"mime/multipart"
	"reflect"
	"strconv"
	"strings"
	"time"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/gofiber/fiber/v2"
	"github.com/valyala/fasthttp"

	"github.com/feedbackkit/feedbackkit"
)

// decodeJSON decodes the JSON body of c into dst (a pointer). It fails with
//   - 413 PAYLOAD_TOO_LARGE when the body exceeds Config.JSONBodyLimit;
//   - 400 INVALID_JSON when the body is empty or null ("request body is
//     required"), is not valid JSON, or has data after the JSON value, or
//     is not valid UTF-8 or escapes a lone surrogate (checkUnicode);
//   - 415 UNSUPPORTED_MEDIA_TYPE when Content-Type is not application/json
//     (a charset parameter, if any, must be utf-8);
//   - 400 VALIDATION_FAILED, with details naming the field by its whole
//     path (questions[1].min), when a value has the wrong JSON type or does
//     not decode as its type (a time that is not RFC 3339).
//
// Unknown fields are ignored. Endpoints without a body do not call it, so
// they accept requests with no body and no Content-Type.
func decodeJSON(c *fiber.Ctx, dst any) error {
	limit, ok := c.Locals(localJSONLimit).(int)
	if !ok || limit <= 0 {
		limit = DefaultJSONBodyLimit
	}
	body := c.Request().Body() // as received: see identityEncoded
	if len(body) > limit {
		return feedbackkit.Errorf(feedbackkit.CodePayloadTooLarge, "request body exceeds %d bytes", limit)
	}
	trimmed := bytes.TrimSpace(body)
	if len(trimmed) == 0 || bytes.Equal(trimmed, []byte("null")) {
		return feedbackkit.Errorf(feedbackkit.CodeInvalidJSON, "request body is required")
	}
	if !isJSONContentType(c.Get(fiber.HeaderContentType)) {
		return feedbackkit.Errorf(feedbackkit.CodeUnsupportedMediaType, "Content-Type must be application/json")
	}

	if err := checkUnicode(body); err != nil {
		return err
	}

	dec := json.NewDecoder(bytes.NewReader(body))
	if err := dec.Decode(dst); err != nil {
		return jsonError(err, body, reflect.TypeOf(dst))
	}
	if _, err := dec.Token(); err != io.EOF {
		return feedbackkit.Errorf(feedbackkit.CodeInvalidJSON, "invalid JSON: unexpected data after the JSON value")
	}
	return nil
}

// checkUnicode returns 400 INVALID_JSON when body is not valid UTF-8 or
// escapes a lone UTF-16 surrogate (\ud800 not followed by a low
// surrogate's escape, or \udc00 alone): JSON text is UTF-8 (RFC 8259),
// and encoding/json would silently turn either into U+FFFD, storing a
// character the client never sent.
func checkUnicode(body []byte) error {
	if !utf8.Valid(body) {
		return feedbackkit.Errorf(feedbackkit.CodeInvalidJSON, "invalid JSON: the body is not valid UTF-8")
	}
	lone := feedbackkit.Errorf(feedbackkit.CodeInvalidJSON, "invalid JSON: a lone UTF-16 surrogate escape (\\ud800 to \\udfff) is not a character")
	for i := 0; i < len(body); i++ {
		if body[i] != '\\' {
			continue
		}
		r, ok := escapedRune(body[i+1:])
		i++ // past the escaped byte: a backslash there escapes nothing after it
		if !ok || !utf16.IsSurrogate(r) {
			continue
		}
		// A high surrogate must be followed by a low one's escape, and
		// a low one must follow a high one's.
		if r >= 0xdc00 || i+5 >= len(body) || body[i+5] != '\\' {
			return lone
		}
		if low, ok := escapedRune(body[i+6:]); !ok || low < 0xdc00 || !utf16.IsSurrogate(low) {
			return lone
		}
		i += 10 // past the low surrogate's escape
	}
	return nil
}

// escapedRune returns the code unit of b when it starts with the u of a
// \uXXXX escape (after its backslash), ok false otherwise.
func escapedRune(b []byte) (r rune, ok bool) {
	if len(b) < 5 || b[0] != 'u' {
		return 0, false
	}
	n, err := strconv.ParseUint(string(b[1:5]), 16, 16)
	return rune(n), err == nil
}

// isJSONContentType reports whether ct is application/json, with at most a
// utf-8 charset.
func isJSONContentType(ct string) bool {
	mt, params, err := mime.ParseMediaType(ct)
	if err != nil || mt != fiber.MIMEApplicationJSON {
		return false
	}
	cs, ok := params["charset"]
	return !ok || strings.EqualFold(cs, "utf-8") || strings.EqualFold(cs, "utf8")
}

// jsonError translates an error of json.Decoder.Decode of body into a value
// of type t.
func jsonError(err error, body []byte, t reflect.Type) error {
	var (
		fe        *feedbackkit.Error
		syntaxErr *json.SyntaxError
		invalid   *json.InvalidUnmarshalError
	)
	switch {
	case errors.As(err, &fe):
		return fe // from a custom UnmarshalJSON
	case errors.As(err, &invalid):
		return err // a programming error: internal
	case errors.As(err, &syntaxErr):
		return feedbackkit.Errorf(feedbackkit.CodeInvalidJSON, "invalid JSON at offset %d: %s", syntaxErr.Offset, syntaxMessage(syntaxErr))
	case errors.Is(err, io.ErrUnexpectedEOF):
		return feedbackkit.Errorf(feedbackkit.CodeInvalidJSON, "invalid JSON: unexpected end of input")
	}
	// A value of the wrong type, or one a custom UnmarshalJSON rejected (a
	// time): neither error tells the whole path to the value.
	path, want, ok := misfit(body, t)
	switch {
	case !ok:
		// Not seen again (a quirk of the decoder that misfit does not
		// copy): the value is still of a wrong type.
		return feedbackkit.Errorf(feedbackkit.CodeValidationFailed, "a value of the request body has the wrong type")
	case path == "":
		return feedbackkit.Errorf(feedbackkit.CodeInvalidJSON, "request body must be %s", jsonTypeName(want))
	}
	return feedbackkit.Invalid(path, "must be "+jsonTypeName(want))
}

// misfit finds the first value of the JSON document data that does not
// decode into its place in a value of type t: its path in the API's
// notation (questions[0].min; "" for the document itself) and the type its
// place holds. ok is false when every value decodes. Fields are matched as
// encoding/json matches them (a key equal to the field's name, else equal
// to it ignoring case) and visited in the order of the struct's fields.
func misfit(data []byte, t reflect.Type) (path string, want reflect.Type, ok bool) {
	t = bare(t)
	switch {
	case t.Kind() == reflect.Struct && !reflect.PointerTo(t).Implements(unmarshalerType):
		var obj map[string]json.RawMessage
		if json.Unmarshal(data, &obj) != nil {
			return "", t, true
		}
		return misfitField(obj, t)
	case t.Kind() == reflect.Slice && t.Elem().Kind() != reflect.Uint8:
		var arr []json.RawMessage
		if json.Unmarshal(data, &arr) != nil {
			return "", t, true
		}
		for i, v := range arr {
			if p, w, ok := misfit(v, t.Elem()); ok {
				return joinPath("["+strconv.Itoa(i)+"]", p), w, true
			}
		}
		return "", nil, false
	}
	if json.Unmarshal(data, reflect.New(t).Interface()) != nil {
		return "", t, true
	}
	return "", nil, false
}

// bare is the type t decodes its JSON as, without pointers and wrappers.
func bare(t reflect.Type) reflect.Type {
	for {
		if t.Kind() == reflect.Pointer {
			t = t.Elem()
		} else if w, ok := reflect.New(t).Interface().(wrapper); ok {
			t = w.wrapped()
		} else {
			return t
		}
	}
}

// misfitField is misfit for the fields of the JSON object obj decoded into
// the struct type t.
func misfitField(obj map[string]json.RawMessage, t reflect.Type) (path string, want reflect.Type, ok bool) {
	for _, f := range reflect.VisibleFields(t) {
		name, decoded := jsonName(f)
		if !decoded {
			continue
		}
		raw, found := obj[name]
		if !found {
			for key, v := range obj {
				if strings.EqualFold(key, name) {
					raw, found = v, true
					break
				}
			}
		}
		if !found {
			continue
		}
		if p, w, ok := misfit(raw, f.Type); ok {
			return joinPath(name, p), w, true
		}
	}
	return "", nil, false
}

// joinPath appends to the path head the path rest within it: an index as
// is, a field after a dot.
func joinPath(head, rest string) string {
	if rest == "" || rest[0] == '[' {
		return head + rest
	}
	return head + "." + rest
}

// jsonName is the key of the struct field f in JSON; ok is false for a
// field encoding/json leaves out (unexported, embedded, or tagged "-").
func jsonName(f reflect.StructField) (name string, ok bool) {
	if !f.IsExported() || f.Anonymous {
		return "", false
	}
	tag, _, _ := strings.Cut(f.Tag.Get("json"), ",")
	switch tag {
	case "-":
		return "", false
	case "":
		return f.Name, true
	}
	return tag, true
}

// unmarshalerType is the type of json.Unmarshaler.
var unmarshalerType = reflect.TypeFor[json.Unmarshaler]()

// wrapper is a type that decodes its JSON as another type does (nullable).
type wrapper interface {
	// wrapped is the type it decodes its JSON as.
	wrapped() reflect.Type
}

// syntaxMessage is the message of a syntax error without the package prefix.
func syntaxMessage(err *json.SyntaxError) string {
	return strings.TrimPrefix(err.Error(), "json: ")
}

// jsonTypeName names the JSON type a Go type decodes from, with its article.
func jsonTypeName(t reflect.Type) string {
	if t == nil {
		return "a valid value"
	}
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	if t == reflect.TypeFor[time.Time]() {
		return "a date-time in RFC 3339, e.g. 2026-01-31T09:00:00Z"
	}
	switch t.Kind() {
	case reflect.String:
		return "a string"
	case reflect.Bool:
		return "a boolean"
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		return "an integer"
	case reflect.Float32, reflect.Float64:
		return "a number"
	case reflect.Slice, reflect.Array:
		return "an array"
	case reflect.Map, reflect.Struct:
		return "an object"
	}
	return "a valid value"
}

// formFile returns the file part field of a multipart/form-data request
// (the API names it "file"). It fails with 415 UNSUPPORTED_MEDIA_TYPE
// when the request is not multipart/form-data with a boundary or its body
// is not a well-formed multipart form, and 400 VALIDATION_FAILED when the
// part is missing or empty. The size of the whole request is bounded by
// Config.UploadBodyLimit; checking the bytes (type, size of the file) is
// the caller's job.
func formFile(c *fiber.Ctx, field string) (*multipart.FileHeader, error) {
	mt, params, err := mime.ParseMediaType(c.Get(fiber.HeaderContentType))
	if err != nil || mt != fiber.MIMEMultipartForm {
		return nil, feedbackkit.Errorf(feedbackkit.CodeUnsupportedMediaType, "Content-Type must be multipart/form-data")
	}
	if params["boundary"] == "" {
		return nil, feedbackkit.Errorf(feedbackkit.CodeUnsupportedMediaType, "Content-Type multipart/form-data needs a boundary parameter")
	}
	fh, err := c.FormFile(field)
	switch {
	case errors.Is(err, fasthttp.ErrMissingFile):
		return nil, feedbackkit.Invalid(field, "is required")
	case err != nil:
		return nil, feedbackkit.Errorf(feedbackkit.CodeUnsupportedMediaType, "the body is not a well-formed multipart/form-data form")
	case fh.Size == 0:
		return nil, feedbackkit.Invalid(field, "is empty")
	}
	return fh, nil
}

// formUpload opens the part "file" of a multipart/form-data request (see
// formFile for the errors) and passes it to store with c's user context,
// closing it afterwards. store checks the bytes (type, size) and keeps them.
func formUpload[T any](c *fiber.Ctx, store func(ctx context.Context, r io.Reader) (T, error)) (T, error) {
	var zero T
	fh, err := formFile(c, "file")
	if err != nil {
		return zero, err
	}
	f, err := fh.Open()
	if err != nil {
		return zero, err
	}
	defer f.Close()
	return store(c.UserContext(), f)
}

// nullable is a JSON field that may be absent (Set false), null (Set,
// Value nil) or a value.
type nullable[T any] struct {
	Set   bool
	Value *T
}

// UnmarshalJSON implements json.Unmarshaler; it is called only when the
// field is present.
func (n *nullable[T]) UnmarshalJSON(data []byte) error {
	n.Set = true
	return json.Unmarshal(data, &n.Value)
}

// wrapped implements wrapper: a nullable[T] decodes as *T.
func (nullable[T]) wrapped() reflect.Type { return reflect.TypeFor[*T]() }

// change is n as a change of a field: nil when it was left out, else a
// pointer to the new value (nil to clear it).
func (n nullable[T]) change() **T {
	if !n.Set {
		return nil
	}
	return &n.Value
}
