package dashboard

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/feedbackkit/feedbackkit/dashboard/chart"
	"github.com/feedbackkit/feedbackkit/forms"
	"github.com/feedbackkit/feedbackkit/pages"
)

// FormResults is the results page of a form: a chart per question, the
// AI analysis and text summaries, the word cloud and the responses.
type FormResults struct {
	Page
	Form  *forms.Form
	Stats *forms.Stats
	// Questions are the form's questions with their chart (a question
	// with a distribution or options) or their text summary.
	Questions []QuestionResult
	// Analysis is the newest AI analysis, nil for none.
	Analysis *forms.Analysis
	// WordCloud is the word cloud of the form's text answers.
	WordCloud chart.Chart
	// Responses is a page of the responses as table rows, Header the
	// table's column headers.
	Header    []string
	Responses []ResponseRow
	Pager     Pager
	// Link is the form's public link.
	Link string
	// CanEdit reports whether the user may change the form (see
	// forms.Form.ManagedBy): the page links its builder.
	CanEdit bool
	// Exports are the addresses of the responses' export, by format (csv,
	// ndjson), for admins; nil for others.
	Exports map[string]string
}

// Pending reports whether an analysis or a text summary of the page is
// still being computed, so that the script refreshes them.
func (r *FormResults) Pending() bool {
	if r.Analysis != nil && r.Analysis.Status == forms.StatusPending {
		return true
	}
	for _, q := range r.Questions {
		if q.Summary != nil && q.Summary.Status == forms.StatusPending {
			return true
		}
	}
	return false
}

// QuestionResult is a question and what its answers show.
type QuestionResult struct {
	forms.QuestionStats
	// Anchor is the id of its section.
	Anchor string
	// Chart is the chart of a rating, scale, emoji, options or
	// image_choice question; nil for a text question.
	Chart *chart.Chart
	// Summary is the newest text summary of a text question, nil for
	// none.
	Summary *forms.TextSummary
}

// IsText reports whether the question's answers are text.
func (q QuestionResult) IsText() bool { return q.Type == forms.Text }

// Average returns the mean answer with two decimals, "" for none.
func (q QuestionResult) AverageText() string {
	if q.Average == nil {
		return ""
	}
	return strconv.FormatFloat(*q.Average, 'f', -1, 64)
}

// NewQuestionResults returns the results of each question of st, with the
// newest summary of each text question among summaries (newest first).
func NewQuestionResults(st *forms.Stats, summaries []*forms.TextSummary) []QuestionResult {
	out := make([]QuestionResult, len(st.Questions))
	for i, qs := range st.Questions {
		r := QuestionResult{QuestionStats: qs, Anchor: "result-" + strconv.Itoa(i+1)}
		var counts []chart.Count
		what := "answer"
		switch {
		case qs.Type == forms.Emoji:
			for _, v := range qs.Distribution {
				counts = append(counts, chart.Count{Label: emojiLabel(v.Value), Count: v.Count})
			}
		case qs.Distribution != nil:
			for _, v := range qs.Distribution {
				counts = append(counts, chart.Count{Label: strconv.Itoa(v.Value), Count: v.Count})
			}
		case qs.Options != nil:
			what = "pick"
			for k, o := range qs.Options {
				label := o.Label
				if label == "" {
					label = fmt.Sprintf("Option %d", k+1)
				}
				counts = append(counts, chart.Count{Label: label, Count: o.Count})
			}
		}
		if counts != nil {
			c := chart.Counts("chart-"+strconv.Itoa(i+1), qs.Text, what, counts)
			r.Chart = &c
		}
		if qs.Type == forms.Text {
			for _, s := range summaries {
				if s.QuestionID == qs.QuestionID {
					r.Summary = s
					break
				}
			}
		}
		out[i] = r
	}
	return out
}

// emojiLabel is the label of the answer v to an emoji question: its face
// and name, as the respondent's page shows them.
func emojiLabel(v int) string {
	if v < 1 || v > len(pages.EmojiFaces) {
		return strconv.Itoa(v)
	}
	return pages.EmojiFaces[v-1] + " " + pages.Locale("en").EmojiNames[v-1]
}

// ResponseRow is a response as the responses table shows it: its time,
// sentiment and the answer to each question, in the form's order ("" for
// none).
type ResponseRow struct {
	ID, Time, Sentiment string
	Complete            bool
	Answers             []string
}

// NewResponseRow returns r as a row of the table of the responses to f.
func NewResponseRow(f *forms.Form, r *forms.Response) ResponseRow {
	row := ResponseRow{ID: r.ID, Time: r.CreatedAt.UTC().Format("2006-01-02 15:04"), Sentiment: string(r.Sentiment),
		Complete: r.Complete, Answers: make([]string, len(f.Questions))}
	byID := make(map[string]any, len(r.Answers))
	for _, a := range r.Answers {
		byID[a.QuestionID] = a.Value
	}
	for i, q := range f.Questions {
		v, ok := byID[q.ID]
		if ok {
			row.Answers[i] = answerText(&q, v)
		}
	}
	return row
}

// answerText writes the answer v to q as text: an option's label, an
// emoji's face, a number, the text.
func answerText(q *forms.Question, v any) string {
	label := func(id string) string {
		for k, o := range q.Options {
			if o.ID == id {
				if o.Label == "" {
					return fmt.Sprintf("Option %d", k+1)
				}
				return o.Label
			}
		}
		return "(a removed option)"
	}
	switch v := v.(type) {
	case string:
		if q.Type == forms.Options || q.Type == forms.ImageChoice {
			return label(v)
		}
		return v
	case []string:
		out := make([]string, len(v))
		for i, id := range v {
			out[i] = label(id)
		}
		return strings.Join(out, ", ")
	case float64:
		if q.Type == forms.Emoji {
			return emojiLabel(int(v))
		}
		return strconv.FormatFloat(v, 'f', -1, 64)
	}
	return fmt.Sprint(v)
}
