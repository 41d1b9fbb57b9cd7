package server

import (
	"bufio"
	"context"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"io"
	"iter"
	"log/slog"
	"strconv"
	"strings"
	"time"

	"github.com/gofiber/fiber/v2"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/apikeys"
	"github.com/feedbackkit/feedbackkit/audit"
	"github.com/feedbackkit/feedbackkit/feedback"
	"github.com/feedbackkit/feedbackkit/forms"
)

// Export formats (docs/api.md#exports).
const (
	formatCSV    = "csv"
	formatNDJSON = "ndjson"
)

// exportRoutes registers the streamed exports of feedback and of a form's
// responses (tag exports of the OpenAPI document).
func (s *Server) exportRoutes(api fiber.Router) {
	auth := s.Authenticate
	admin := s.RequireRole(feedbackkit.RoleAdmin)
	keyRead := s.keyScope(apikeys.ScopeRead)
	api.Get("/feedback/export", keyRead, auth, s.refuseCrossSiteGet, admin, s.exportFeedback)
	api.Get("/forms/:formId/responses/export", keyRead, auth, s.refuseCrossSiteGet, admin, s.exportFormResponses)
}

// exportFormat reads the format query parameter: csv (the default) or
// ndjson.
func exportFormat(c *fiber.Ctx) (string, error) {
	switch f := c.Query("format", formatCSV); f {
	case formatCSV, formatNDJSON:
		return f, nil
	default:
		return "", feedbackkit.Invalid("format", "must be csv or ndjson")
	}
}

// export is the context of an export's stream: the request's values (its
// principal, request id and trace), without the request's deadline and
// cancellation, which end when the handler returns, before the body is
// streamed. Each read of the stream from the database is bounded by the
// request timeout instead (see stream); the stream also ends when its
// client goes away (a write fails).
//
// A HEAD runs the export as a GET does, so that it gets the same status
// and headers, but sends no body (streamDownload): nothing is exported, so
// its context records nothing in the audit log (audit.Within).
type export struct {
	ctx    context.Context
	cancel context.CancelFunc
}

func (s *Server) newExport(c *fiber.Ctx) *export {
	ctx := context.WithoutCancel(c.UserContext())
	if c.Method() == fiber.MethodHead {
		ctx = audit.Within(ctx)
	}
	ctx, cancel := context.WithCancel(ctx)
	return &export{ctx: ctx, cancel: cancel}
}

func (s *Server) exportFeedback(c *fiber.Ctx) error {
	format, err := exportFormat(c)
	if err != nil {
		return err
	}
	f, err := feedbackFilterQuery(c)
	if err != nil {
		return err
	}
	ex := s.newExport(c)
	items, err := s.deps.Feedback.Export(ex.ctx, f)
	if err != nil {
		ex.cancel()
		return err
	}
	name := "feedback-" + time.Now().UTC().Format("20060102")
	if format == formatCSV {
		return stream(s, c, ex, format, name, items, feedbackCSV{})
	}
	return stream(s, c, ex, format, name, items, feedbackNDJSON{s: s, ctx: ex.ctx})
}

func (s *Server) exportFormResponses(c *fiber.Ctx) error {
	format, err := exportFormat(c)
	if err != nil {
		return err
	}
	var f forms.ResponseFilter
	if f.Start, err = feedbackDateQuery(c, "startDate", false); err != nil {
		return err
	}
	if f.End, err = feedbackDateQuery(c, "endDate", true); err != nil {
		return err
	}
	ex := s.newExport(c)
	form, responses, err := s.deps.Forms.ExportResponses(ex.ctx, c.Params("formId"), f)
	if err != nil {
		ex.cancel()
		return err
	}
	name := "form-" + form.Slug + "-responses-" + time.Now().UTC().Format("20060102")
	if format == formatCSV {
		return stream(s, c, ex, format, name, responses, newResponsesCSV(form))
	}
	return stream(s, c, ex, format, name, responses, responsesNDJSON{})
}

// rowWriter writes the rows of one kind of export. Head is called once,
// first; Rows with each batch of up to exportFlush elements.
type rowWriter[T any] interface {
	Head(w io.Writer) error
	Rows(w io.Writer, batch []T) error
}

// exportFlush is how many rows are written between two flushes of the
// stream to the client.
const exportFlush = 100

// stream answers c, for s, with the rows of seq (read within ex), written
// by rw as a download named name.format. The first row is read before
// anything is answered, so that a failure to read it (the database down)
// gets an error answer; a failure later closes the connection before the
// end of the body, which a client sees as a truncated download, never as a
// complete one. Each read from seq, which reads at most a batch from the
// database, is bounded by the request timeout.
func stream[T any](s *Server, c *fiber.Ctx, ex *export, format, name string, seq iter.Seq2[T, error], rw rowWriter[T]) error {
	pull, stop := iter.Pull2(seq)
	next := func() (T, error, bool) {
		if s.cfg.RequestTimeout > 0 {
			t := time.AfterFunc(s.cfg.RequestTimeout, ex.cancel)
			defer t.Stop()
		}
		return pull()
	}
	done := func() {
		stop()
		ex.cancel()
	}
	first, err, ok := next()
	if err != nil {
		done()
		return err
	}
	contentType := "text/csv; charset=utf-8"
	if format == formatNDJSON {
		contentType = "application/x-ndjson"
	}
	s.streamDownload(c, contentType, name+"."+format, "export cut short", done, func(w *bufio.Writer) error {
		return writeRows(w, rw, first, ok, next)
	})
	return nil
}

// streamDownload answers c with a file to save, of type contentType named
// filename, never cached, whose body write writes, streamed to the client
// as it is written, after the handler has returned; done runs when the
// body ends. A failure of write, or of the client's connection, is
// logged as msg and closes the connection before the end of the body, so
// that the download is seen as broken, never as complete. The connection
// is taken while the handler runs: once a client hangs up, fasthttp
// releases the request's context while the writer still runs.
//
// A HEAD gets the headers alone: fasthttp sends no body for it and closes
// the stream at once, so a writer would fail and close the connection that
// the client keeps alive for its next request.
func (s *Server) streamDownload(c *fiber.Ctx, contentType, filename, msg string, done func(), write func(w *bufio.Writer) error) {
	c.Set(fiber.HeaderContentType, contentType)
	c.Set(fiber.HeaderContentDisposition, fmt.Sprintf(`attachment; filename="%s"`, filename))
	c.Set(fiber.HeaderCacheControl, "no-store")
	if c.Method() == fiber.MethodHead {
		done()
		return
	}
	rc, conn, id, logCtx := c.Context(), c.Context().Conn(), s.ensureRequestID(c), c.UserContext()
	rc.SetBodyStreamWriter(func(w *bufio.Writer) {
		defer done()
		err := write(w)
		if err == nil {
			err = w.Flush()
		}
		if err != nil {
			s.log.WarnContext(logCtx, msg, slog.String("request_id", id), slog.Any("error", err))
			_ = conn.Close() // the body must not look complete
		}
	})
}

// writeRows writes the head and the rows, first then those of next, in
// batches of exportFlush, flushing w after each.
func writeRows[T any](w *bufio.Writer, rw rowWriter[T], first T, ok bool, next func() (T, error, bool)) error {
	if err := rw.Head(w); err != nil {
		return err
	}
	batch := make([]T, 0, exportFlush)
	for ok {
		batch = append(batch, first)
		if len(batch) == exportFlush {
			if err := rw.Rows(w, batch); err != nil {
				return err
			}
			if err := w.Flush(); err != nil {
				return err
			}
			batch = batch[:0]
		}
		var err error
		if first, err, ok = next(); err != nil {
			return err
		}
	}
	return rw.Rows(w, batch)
}

// formulaStarts are the characters that make a spreadsheet cell a formula
// when it starts with one (OWASP's list for CSV injection).
const formulaStarts = "=+-@\t\r"

// cellBreaks are where a spreadsheet may start a new cell within a cell
// of this CSV: the list separators of common locales (',' and ';'), and
// line breaks, which end a line for one that splits by ';' and so does not
// take the quotes within a comma-separated line for a cell's.
const cellBreaks = ",;\r\n"

// csvCell is v as a CSV cell that a spreadsheet shows as text, whatever
// list separator its locale splits the file by: a value starting with a
// character that would make it a formula (formulaStarts) is prefixed with
// an apostrophe, and so is every part of it that starts after a cellBreak
// with one of them or a double quote (Excel in a locale whose separator is
// ';' makes "nice;=SUM(1+1)" two cells; tags and option labels are joined
// by ';').
func csvCell(v string) string {
	var out []byte
	last := 0
	for i := range len(v) {
		if startsFormula(v, i) {
			out = append(append(out, v[last:i]...), '\'')
			last = i
		}
	}
	if out == nil {
		return v
	}
	return string(append(out, v[last:]...))
}

// startsFormula reports whether a spreadsheet could read v from i on as a
// cell that is a formula.
func startsFormula(v string, i int) bool {
	if i == 0 {
		return strings.IndexByte(formulaStarts, v[0]) >= 0
	}
	return strings.IndexByte(cellBreaks, v[i-1]) >= 0 && strings.IndexByte(formulaStarts+`"`, v[i]) >= 0
}

// cell is one cell of a CSV export: a text, which writeCSV makes safe with
// csvCell, or a number, written from a numeric value, which it writes as it
// is: a spreadsheet reads "-2" as the number -2, which the formula guard
// would turn into the text "'-2".
type cell struct {
	v      string
	number bool
}

// textCell is the cell of a text, and textCells those of texts.
func textCell(v string) cell { return cell{v: v} }

func textCells(vs []string) []cell {
	cells := make([]cell, len(vs))
	for i, v := range vs {
		cells[i] = textCell(v)
	}
	return cells
}

// numberCell is the cell of the number f, in its shortest decimal form.
func numberCell(f float64) cell {
	return cell{v: strconv.FormatFloat(f, 'f', -1, 64), number: true}
}

// lineBreaks makes every line break of a cell one line feed, which a
// csv.Writer with UseCRLF writes as CRLF: it writes a CRLF as it is but drops
// a lone carriage return, which would join the lines around it.
var lineBreaks = strings.NewReplacer("\r\n", "\n", "\r", "\n")

// writeCSV writes records as CSV rows (RFC 4180, CRLF line ends), each text
// cell made safe by csvCell and each line break within a cell, a lone
// carriage return too, written as CRLF inside the quoted cell.
func writeCSV(w io.Writer, records ...[]cell) error {
	cw := csv.NewWriter(w)
	cw.UseCRLF = true
	var row []string
	for _, rec := range records {
		row = row[:0]
		for _, c := range rec {
			if !c.number {
				c.v = lineBreaks.Replace(csvCell(c.v))
			}
			row = append(row, c.v)
		}
		if err := cw.Write(row); err != nil {
			return err
		}
	}
	cw.Flush()
	return cw.Error()
}

// writeNDJSON writes each value as one line of JSON.
func writeNDJSON[T any](w io.Writer, values []T) error {
	enc := json.NewEncoder(w)
	for _, v := range values {
		if err := enc.Encode(v); err != nil {
			return err
		}
	}
	return nil
}

// feedbackCSVHead are the columns of the feedback CSV export.
var feedbackCSVHead = []string{"_id", "createdAt", "eventType", "instructorId", "source", "sentiment", "aiSentiment",
	"confidence", "tags", "seriousConcern", "resolved", "flagged", "feedback"}

// feedbackCSV writes feedback items as CSV.
type feedbackCSV struct{}

func (feedbackCSV) Head(w io.Writer) error { return writeCSV(w, textCells(feedbackCSVHead)) }

func (feedbackCSV) Rows(w io.Writer, items []*feedback.Item) error {
	records := make([][]cell, len(items))
	for i, it := range items {
		records[i] = []cell{
			textCell(it.ID), textCell(it.CreatedAt.UTC().Format(time.RFC3339Nano)), textCell(it.EventType),
			textCell(it.InstructorID), textCell(it.Source), textCell(string(it.Sentiment)),
			textCell(string(it.AISentiment)), numberCell(it.Confidence), textCell(strings.Join(it.Tags, ";")),
			textCell(strconv.FormatBool(it.Concern.IsSerious)),
			textCell(strconv.FormatBool(it.Concern.IsSerious && it.Concern.Resolved)),
			textCell(strconv.FormatBool(it.Moderation.Flagged)), textCell(it.Text),
		}
	}
	return writeCSV(w, records...)
}

// feedbackNDJSON writes feedback items as the paginated list shows them,
// with their tickets, one per line.
type feedbackNDJSON struct {
	s   *Server
	ctx context.Context
}

func (feedbackNDJSON) Head(io.Writer) error { return nil }

func (n feedbackNDJSON) Rows(w io.Writer, items []*feedback.Item) error {
	out, err := n.s.withTickets(n.ctx, items)
	if err != nil {
		return err
	}
	return writeNDJSON(w, out)
}

// responsesCSV writes a form's responses as CSV: one column per question,
// headed by its text.
type responsesCSV struct {
	questions []forms.Question
	column    map[string]int // question id → column of its answer
}

func newResponsesCSV(form *forms.Form) *responsesCSV {
	r := &responsesCSV{questions: form.Questions, column: make(map[string]int, len(form.Questions))}
	for i, q := range form.Questions {
		r.column[q.ID] = 2 + i
	}
	return r
}

func (r *responsesCSV) Head(w io.Writer) error {
	head := []string{"_id", "createdAt"}
	for _, q := range r.questions {
		head = append(head, q.Text)
	}
	return writeCSV(w, textCells(head))
}

func (r *responsesCSV) Rows(w io.Writer, responses []*forms.Response) error {
	records := make([][]cell, len(responses))
	for i, resp := range responses {
		rec := make([]cell, 2+len(r.questions))
		rec[0], rec[1] = textCell(resp.ID), textCell(resp.CreatedAt.UTC().Format(time.RFC3339Nano))
		for _, a := range resp.Answers {
			if col, ok := r.column[a.QuestionID]; ok {
				rec[col] = answerCell(&r.questions[col-2], a.Value)
			}
		}
		records[i] = rec
	}
	return writeCSV(w, records...)
}

// answerCell is an answer's value as a CSV cell: a number, a text, or the
// labels of the chosen options joined by ";" (the option's id when the
// form no longer has it).
func answerCell(q *forms.Question, v any) cell {
	switch v := v.(type) {
	case float64:
		return numberCell(v)
	case string:
		return textCell(v)
	case []string:
		labels := make([]string, len(v))
		for i, id := range v {
			labels[i] = id
			for _, o := range q.Options {
				if o.ID == id {
					labels[i] = o.Label
					break
				}
			}
		}
		return textCell(strings.Join(labels, ";"))
	}
	return textCell(fmt.Sprint(v))
}

// responsesNDJSON writes responses as the responses list shows them, one
// per line.
type responsesNDJSON struct{}

func (responsesNDJSON) Head(io.Writer) error { return nil }

func (responsesNDJSON) Rows(w io.Writer, responses []*forms.Response) error {
	out := make([]forms.ResponseView, len(responses))
	for i, r := range responses {
		out[i] = r.View()
	}
	return writeNDJSON(w, out)
}
