package feedback

import (
	"context"
	"fmt"

	"github.com/feedbackkit/feedbackkit"
)

// ImportItems stores items as they are, in bulk, all or none (the
// BunStore uses COPY on PostgreSQL). It is meant for programs that seed or
// migrate data (feedbackd seed): it checks no principal, queues no job,
// tells no Subscriber, and trusts the items' room, analysis and times. An
// item without an ID gets a new one; one without a Source is a room
// submission. A text's vertical tabs, form feeds, next lines and line and
// paragraph separators are stored as line breaks, as a submission's
// (feedbackkit.CleanText). It returns VALIDATION_FAILED for an item
// without an organization, room, room name or valid sentiment, or with a
// text that is overlong or holds another control character than tab and
// line breaks, and ALREADY_EXISTS for an ID that is taken, and stores
// nothing then.
func (s *Service) ImportItems(ctx context.Context, items []*Item) error {
	for i, it := range items {
		if it.OrgID == "" || it.RoomID == "" || it.EventType == "" {
			return invalidImport(i, "needs an organization, a room and its name")
		}
		if !it.Sentiment.Valid() || (it.AISentiment != "" && !it.AISentiment.Valid()) ||
			(it.RespondentSentiment != "" && !it.RespondentSentiment.Valid()) {
			return invalidImport(i, "has an invalid sentiment")
		}
		text, err := feedbackkit.CleanText("feedback", it.Text, MaxTextLength)
		if err != nil {
			return invalidImport(i, err.Error())
		}
		it.Text = text
		if it.ID == "" {
			it.ID = s.cfg.NewID()
		}
		if it.Source == "" {
			it.Source = SourceRoom
		}
		if it.CreatedAt.IsZero() {
			it.CreatedAt = s.now()
		}
	}
	return s.store.ImportItems(ctx, items)
}

func invalidImport(i int, msg string) error {
	return feedbackkit.Invalid("items", fmt.Sprintf("item %d %s", i, msg))
}

// UpdateStatistics refreshes the database's statistics of the items
// (ANALYZE), so that the query planner knows about what a large import
// added, and on SQLite merges what the import added to the full-text
// index, so that the next submissions do not. Call it after importing many
// items.
func (s *Service) UpdateStatistics(ctx context.Context) error {
	return s.store.UpdateStatistics(ctx)
}
