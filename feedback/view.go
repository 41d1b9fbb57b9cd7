package feedback

import "time"

// ItemView is an item as the API shows it (the FeedbackItem schema of
// server/openapi.json): what the server answers and what webhooks send,
// kept in one place so that the two cannot drift apart.
type ItemView struct {
	ID              string         `json:"_id"`
	Feedback        string         `json:"feedback"`
	Sentiment       string         `json:"sentiment"`
	AISentiment     *string        `json:"aiSentiment"`
	Confidence      float64        `json:"confidence"`
	EventType       string         `json:"eventType"`
	InstructorID    string         `json:"instructorId"`
	Tags            []string       `json:"tags"`
	Source          string         `json:"source"`
	PageURL         string         `json:"pageUrl,omitempty"`
	CreatedAt       time.Time      `json:"createdAt"`
	AnalysisPending bool           `json:"analysisPending"`
	SeriousConcern  *ConcernView   `json:"seriousConcern,omitempty"`
	Moderation      ModerationView `json:"moderation"`
}

// ConcernView is the serious-concern state of an item, shown on serious
// concerns only.
type ConcernView struct {
	Reason     string     `json:"reason"`
	Categories []string   `json:"categories"`
	Confidence float64    `json:"confidence"`
	Resolved   bool       `json:"resolved"`
	ResolvedAt *time.Time `json:"resolvedAt"`
	ResolvedBy *string    `json:"resolvedBy"`
}

// ModerationView is the moderation verdict of an item.
type ModerationView struct {
	Flagged bool     `json:"flagged"`
	Reasons []string `json:"reasons"`
}

// View returns it as the API shows it: times in UTC, absent values as
// null, and empty lists as [] rather than null.
func (it *Item) View() ItemView {
	v := ItemView{
		ID:              it.ID,
		Feedback:        it.Text,
		Sentiment:       string(it.Sentiment),
		AISentiment:     orNull(string(it.AISentiment)),
		Confidence:      it.Confidence,
		EventType:       it.EventType,
		InstructorID:    it.InstructorID,
		Tags:            nonNil(it.Tags),
		Source:          it.Source,
		PageURL:         it.PageURL,
		CreatedAt:       it.CreatedAt.UTC(),
		AnalysisPending: it.AnalysisPending,
		Moderation:      ModerationView{Flagged: it.Moderation.Flagged, Reasons: nonNil(it.Moderation.Reasons)},
	}
	if c := it.Concern; c.IsSerious {
		v.SeriousConcern = &ConcernView{Reason: c.Reason, Categories: c.Categories, Confidence: c.Confidence,
			Resolved: c.Resolved, ResolvedAt: c.ResolvedAt, ResolvedBy: orNull(c.ResolvedBy)}
	}
	return v
}

// orNull is nil for "", so that JSON shows null.
func orNull(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}
