package dashboard

import (
	"errors"
	"html/template"
	"regexp"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/feedbackkit/feedbackkit"
)

// Labels names the fields of a page's forms as the page labels them, by
// their path in the API's messages: {"feedbackCustomization.primaryColor":
// "Brand colour"}.
type Labels map[string]string

// fieldCode matches a field's path in an API message: a word in
// camelCase, or words joined by dots ("endDate", "wordCloud.maxWords").
var fieldCode = regexp.MustCompile(`\b[a-z]+(?:[A-Z][a-z]*|\.[a-z][A-Za-z]*)+\b`)

// Message returns what a page says of err, an error of a Service: its
// message as a sentence (a capital, a full stop), with the fields' paths
// the message names replaced by their labels, quoted, so that
// "endDate: must not be before startDate" reads "“To” must not be before
// “From”." with the labels of the inbox's filters. The field a message
// is about becomes the subject of the sentence when the message goes on
// with a verb ("must…", "is…"), and is followed by a colon otherwise
// ("startDate: the range holds…" reads "“From”: the range holds…"); a
// field of one word without a label is named in words ("eventType: must
// be valid UTF-8" reads "Event type must be valid UTF-8."). A path
// without a label inside a message stays as it is, as does a path into a
// list ("questions[2].text: is required", which Problem names).
func Message(err error, labels Labels) string {
	msg := feedbackkit.ErrorMessage(err)
	if field := InvalidField(err); field != "" {
		if rest, ok := strings.CutPrefix(msg, field+": "); ok {
			if name := subject(field, labels); name != "" {
				msg = name + " " + rest
				if !predicate(rest) {
					msg = name + ": " + rest
				}
			}
		}
	}
	msg = fieldCode.ReplaceAllStringFunc(msg, func(code string) string { return label(code, labels) })
	return Sentence(msg)
}

// label returns the quoted label of the field path, or path itself when
// labels has none.
func label(path string, labels Labels) string {
	if l, ok := labels[path]; ok {
		return "“" + l + "”"
	}
	return path
}

// fieldWord matches a field's path of one word ("ids", "eventType",
// "pageURL"), unlike a path into an object or a list.
var fieldWord = regexp.MustCompile(`^[A-Za-z]+$`)

// acronyms are the words of a field's name written in capitals.
var acronyms = map[string]string{"id": "ID", "ids": "IDs", "url": "URL"}

// subject returns the name of the field path as the subject of a
// sentence: its quoted label, its words for a path of one word without
// one ("eventType" is "event type", see fieldWords), "" for any other
// path.
func subject(path string, labels Labels) string {
	if _, ok := labels[path]; ok {
		return label(path, labels)
	}
	if !fieldWord.MatchString(path) {
		return ""
	}
	return fieldWords(path)
}

// fieldWords turns a field's name in camelCase into words, for people: a
// capital starts a word, and a run of capitals is one word, an acronym
// kept in capitals, whose last capital starts the next word when a
// lowercase letter follows it ("pageURL" is "page URL", "URLPath" "URL
// path"), but for a plural's s ("userIDs" is "user IDs"). The other words
// are lowercased, with the acronyms in capitals ("instructorId" is
// "instructor ID", "ids" "IDs"); characters other than letters stay in
// their word.
func fieldWords(name string) string {
	rs := []rune(name)
	var words []string
	start := 0
	for i := 1; i < len(rs); i++ {
		if startsWord(rs, i) {
			words = append(words, string(rs[start:i]))
			start = i
		}
	}
	words = append(words, string(rs[start:]))
	for i, w := range words {
		if acronym(w) {
			continue
		}
		w = strings.ToLower(w)
		if a, ok := acronyms[w]; ok {
			w = a
		}
		words[i] = w
	}
	return strings.Join(words, " ")
}

// startsWord reports whether the rune i of the name rs (i > 0) starts a
// word (see fieldWords).
func startsWord(rs []rune, i int) bool {
	if !unicode.IsUpper(rs[i]) {
		return false
	}
	if !unicode.IsUpper(rs[i-1]) {
		return true
	}
	// Within a run of capitals: the last one starts a word when a
	// lowercase letter follows, unless it is a plural's s.
	if i+1 >= len(rs) || !unicode.IsLower(rs[i+1]) {
		return false
	}
	plural := rs[i+1] == 's' && (i+2 == len(rs) || unicode.IsUpper(rs[i+2]))
	return !plural
}

// acronym reports whether the word w is written in capitals: two or more,
// and maybe a plural's s ("ID", "URL", "IDs").
func acronym(w string) bool {
	caps := strings.TrimSuffix(w, "s")
	if utf8.RuneCountInString(caps) < 2 {
		return false
	}
	for _, r := range caps {
		if !unicode.IsUpper(r) {
			return false
		}
	}
	return true
}

// verbs are the words a Service's message about a field starts with when
// it goes on from the field as the subject of a sentence ("must be…", "is
// required", "appears twice").
var verbs = map[string]bool{"must": true, "is": true, "are": true, "has": true, "have": true, "appears": true,
	"cannot": true, "can": true, "may": true, "should": true, "does": true, "do": true, "holds": true}

// predicate reports whether rest, the message about a field, starts with
// one of verbs.
func predicate(rest string) bool {
	first, _, _ := strings.Cut(rest, " ")
	return verbs[first]
}

// InvalidField returns the path of the field a VALIDATION_FAILED err
// refuses, "" for another error or one about no single field.
func InvalidField(err error) string {
	var e *feedbackkit.Error
	if errors.As(err, &e) && e.Code == feedbackkit.CodeValidationFailed && len(e.Details) == 1 {
		return e.Details[0].Field
	}
	return ""
}

// Sentence returns s with a capital first letter and a full stop, unless
// it ends with a mark of its own.
func Sentence(s string) string {
	s = strings.TrimSpace(s)
	if s == "" {
		return s
	}
	r, n := utf8.DecodeRuneInString(s)
	s = string(unicode.ToUpper(r)) + s[n:]
	if last, _ := utf8.DecodeLastRuneInString(s); !strings.ContainsRune(".!?…", last) {
		s += "."
	}
	return s
}

// TooMany is what a page says when a form was sent too often: when to
// try again, in words, from the seconds of the answer's Retry-After.
func TooMany(seconds int) string {
	return "Too many attempts: try again " + after(time.Duration(seconds)*time.Second) + "."
}

// after says how long d is from now, rounded up to the unit that reads
// best: "in 40 seconds", "in 11 minutes", "in 2 hours".
func after(d time.Duration) string {
	unit := func(n int, word string) string {
		if n == 1 {
			return "in 1 " + word
		}
		return "in " + strconv.Itoa(n) + " " + word + "s"
	}
	switch {
	case d < time.Minute:
		return unit(max(1, int(d.Seconds())), "second")
	case d <= 90*time.Minute:
		return unit(int((d+time.Minute-1)/time.Minute), "minute")
	default:
		return unit(int((d+time.Hour-1)/time.Hour), "hour")
	}
}

// Mark returns the attributes of the input of the field path, as the
// API's messages name it: marked invalid, and described by the page's
// message, when the page's message is about that field (Invalid); none
// otherwise.
func (p Page) Mark(path string) template.HTMLAttr {
	if p.Invalid == "" || p.Error == "" || p.Invalid != path {
		return ""
	}
	return `aria-invalid="true" aria-describedby="problem"`
}
