package forms

import (
	"context"
	"time"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/analysis"
)

// Store is the storage of forms, their responses and what is derived from
// them. NewBunStore returns feedbackkit's own; a program may wrap it or
// provide another. As every Store of the domain packages, it is a
// feedbackkit.Transactor: its methods called with the context that InTx
// gives take part in that transaction (a form is created in the
// transaction in which orgs checks the form cap).
//
// Every method but FindFormBySlug works within one organization: it takes
// the organization's id and never reads or changes another's data. Methods
// that look up or change one form return NOT_FOUND (feedbackkit.NotFound)
// when the organization has no such form. The Service validates what it
// stores.
type Store interface {
	feedbackkit.Transactor

	// CreateForm stores the new form f. It returns ALREADY_EXISTS when a
	// form with f.Slug exists (in any organization).
	CreateForm(ctx context.Context, f *Form) error
	// UpdateForm stores the title, description, active state, questions
	// and update time of f in the form f.ID of the organization f.OrgID.
	UpdateForm(ctx context.Context, f *Form) error
	// DeleteForm deletes the form id of the organization orgID with its
	// responses, analyses and text summaries.
	DeleteForm(ctx context.Context, orgID, id string) error
	// FindForm returns the form id of the organization orgID. With
	// forUpdate, in a transaction, the form stays locked against
	// concurrent changes until the transaction ends.
	FindForm(ctx context.Context, orgID, id string, forUpdate bool) (*Form, error)
	// FindFormBySlug returns the form whose slug is slug, in whichever
	// organization, or NOT_FOUND.
	FindFormBySlug(ctx context.Context, slug string) (*Form, error)
	// FindForms returns the forms of the organization orgID, newest first.
	FindForms(ctx context.Context, orgID string) ([]*Form, error)
	// CountForms returns how many forms the organization orgID has.
	CountForms(ctx context.Context, orgID string) (int, error)

	// InsertResponse stores r with its answers, and words, the word-cloud
	// words of its text answers (see analysis.CloudWords). It returns
	// NOT_FOUND when the form r.FormID of the organization r.OrgID does
	// not exist (any more), and ALREADY_EXISTS when a response has the ID
	// r.ID.
	InsertResponse(ctx context.Context, r *Response, words []string) error
	// FindResponse returns the response id of the form formID of the
	// organization orgID, with its answers, or NOT_FOUND.
	FindResponse(ctx context.Context, orgID, formID, id string) (*Response, error)
	// FindResponses returns the page of the responses of the form formID
	// of the organization orgID that f selects, newest first, with the
	// number of responses f selects.
	FindResponses(ctx context.Context, orgID, formID string, f ResponseFilter, page feedbackkit.PageRequest) ([]*Response, int, error)
	// LockResponses returns those of the responses ids of the form
	// formID of the organization orgID that exist, and keeps any other
	// transaction from deleting them, or the form, until the transaction
	// ctx carries ends (on PostgreSQL the BunStore locks the form FOR
	// SHARE, which holds off DeleteForm's lock, and the responses FOR KEY
	// SHARE; SQLite runs one writing transaction at a time). None exist
	// when the form is gone. It must be called within InTx.
	LockResponses(ctx context.Context, orgID, formID string, ids []string) ([]string, error)
	// ScanResponses returns at most limit of the responses of the form
	// formID of the organization orgID that f selects, newest first (as
	// FindResponses), with their answers, starting after the cursor after
	// (from the newest when after is nil), without counting them.
	ScanResponses(ctx context.Context, orgID, formID string, f ResponseFilter, after *feedbackkit.Cursor, limit int) ([]*Response, error)
	// CompleteResponseAnalysis stores sentiment as the sentiment of the
	// response id of the organization orgID whose analysis is pending,
	// and clears its AnalysisPending. A response that is gone, or whose
	// analysis is not pending, is left alone.
	CompleteResponseAnalysis(ctx context.Context, orgID, id string, sentiment analysis.Sentiment) error
	// PurgeResponses deletes at most limit of the oldest responses of the
	// organization orgID created before before, with their answers and
	// words, subtracts them from the answer counts and the forms' activity
	// (not from the quota's count of responses received), deletes the
	// analyses and text summaries of its forms made before before, and
	// returns the ids of the responses it deleted.
	PurgeResponses(ctx context.Context, orgID string, before time.Time, limit int) ([]string, error)
	// ResponseIDs returns at most limit ids of the responses of the form
	// formID of the organization orgID greater than after, in order.
	ResponseIDs(ctx context.Context, orgID, formID, after string, limit int) ([]string, error)
	// CountResponseSentiments counts the responses of the form formID of
	// the organization orgID that f selects, by sentiment ("" for those
	// without one); a sentiment without responses may be left out.
	CountResponseSentiments(ctx context.Context, orgID, formID string, f ResponseFilter) (map[analysis.Sentiment]int, error)
	// CountAnswers counts the responses of the form formID of the
	// organization orgID, and per question the responses that answered
	// it and how often each number or option was given.
	CountAnswers(ctx context.Context, orgID, formID string) (*AnswerCounts, error)
	// FormActivity returns, for each form of the organization orgID, its
	// responses, complete responses and time of the last response.
	FormActivity(ctx context.Context, orgID string) ([]Activity, error)
	// TopWords returns the n most frequent words of the text answers of
	// the newest responses (at most `responses` of them) of the
	// organization orgID, of its form formID only unless formID is "".
	TopWords(ctx context.Context, orgID, formID string, responses, n int) ([]analysis.WordCount, error)
	// TextAnswers returns the non-empty text answers, newest first, at
	// most limit, of the form formID of the organization orgID: to the
	// question questionID, or to every question when questionID is "".
	TextAnswers(ctx context.Context, orgID, formID, questionID string, limit int) ([]string, error)

	// InsertAnalysis stores a, or returns NOT_FOUND when its form does
	// not exist (any more).
	InsertAnalysis(ctx context.Context, a *Analysis) error
	// FindAnalyses returns the analyses of the form formID of the
	// organization orgID, newest first.
	FindAnalyses(ctx context.Context, orgID, formID string) ([]*Analysis, error)
	// CompleteAnalysis stores the status, digest and response count of the
	// analysis id of the organization orgID, or returns NOT_FOUND.
	CompleteAnalysis(ctx context.Context, orgID, id string, status Status, d Digest, responses int) error
	// InsertTextSummary stores ts, or returns NOT_FOUND when its form does
	// not exist (any more).
	InsertTextSummary(ctx context.Context, ts *TextSummary) error
	// CompleteTextSummary stores the status and digest of the text summary
	// id of the organization orgID, or returns NOT_FOUND.
	CompleteTextSummary(ctx context.Context, orgID, id string, status Status, d Digest) error
	// FindTextSummaries returns the text summaries of the form formID of
	// the organization orgID, newest first.
	FindTextSummaries(ctx context.Context, orgID, formID string) ([]*TextSummary, error)
}

// ResponseFilter narrows a list of responses; nil fields do not filter.
type ResponseFilter struct {
	// Start and End bound the creation time, both inclusive.
	Start, End *time.Time
	// Sentiments, when not nil, keeps the responses of these sentiments
	// ("" for the responses without one).
	Sentiments []analysis.Sentiment
}

// validate returns VALIDATION_FAILED for a Start or End outside the years
// feedbackkit.CheckTime allows, or an End before Start.
func (f ResponseFilter) validate() error {
	if err := feedbackkit.CheckTimeRange(f.Start, f.End); err != nil {
		return err
	}
	if f.Start != nil && f.End != nil && f.End.Before(*f.Start) {
		return feedbackkit.Invalid("endDate", "is before startDate")
	}
	return nil
}

// AnswerCounts are the raw counts behind a form's Stats.
type AnswerCounts struct {
	// Responses is the number of responses of the form.
	Responses int
	// Values counts the answers per question and value.
	Values []ValueCount
}

// ValueCount counts the answers to one question that gave one value: a
// Number, an OptionID, or (both zero) any text. Responses counts the
// responses among them whose first value this was, so that the sum of
// Responses over a question's ValueCounts is the number of responses that
// answered it, even for questions that take several options.
type ValueCount struct {
	QuestionID string
	Number     *float64
	OptionID   string
	Count      int
	Responses  int
}

// Activity is what FormActivity tells of one form.
type Activity struct {
	FormID         string
	Responses      int
	Complete       int
	LastResponseAt *time.Time
}
