package feedback_test

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"unicode"

	"github.com/uptrace/bun/dialect/pgdialect"

	"github.com/feedbackkit/feedbackkit/feedback"
	"github.com/feedbackkit/feedbackkit/internal/dbtest"
)

// On PostgreSQL a word is folded (feedback_fold, then to_tsvector) to
// what SQLite's full-text tokenizer makes of it, for every letter and
// combining mark of the Latin blocks (Latin-1 Supplement to Latin
// Extended-B, Latin Extended Additional), the combining diacritical marks
// and the letterlike symbols: a word holding one ("q" + it + "q") becomes
// the same terms on both databases.
func TestFoldMatchesSQLiteTokenizer(t *testing.T) {
	ctx := context.Background()
	var words []string
	for _, r := range [][2]rune{{0x00C0, 0x024F}, {0x0300, 0x036F}, {0x1E00, 0x1EFF}, {0x2100, 0x214F}} {
		for c := r[0]; c <= r[1]; c++ {
			if unicode.IsLetter(c) || unicode.Is(unicode.Mn, c) {
				words = append(words, "q"+string(c)+"q")
			}
		}
	}

	lite := dbtest.Open(t, "sqlite")
	for _, q := range []string{"CREATE VIRTUAL TABLE words USING fts5(word)", "CREATE VIRTUAL TABLE terms USING fts5vocab(words, instance)"} {
		if _, err := lite.ExecContext(ctx, q); err != nil {
			t.Fatal(err)
		}
	}
	for i, w := range words {
		if _, err := lite.ExecContext(ctx, "INSERT INTO words (rowid, word) VALUES (?, ?)", i, w); err != nil {
			t.Fatal(err)
		}
	}
	want := make([]string, len(words))
	rows, err := lite.QueryContext(ctx, "SELECT doc, group_concat(term, ' ') FROM (SELECT DISTINCT doc, term FROM terms ORDER BY doc, term) GROUP BY doc")
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	for rows.Next() {
		var doc int
		var terms string
		if err := rows.Scan(&doc, &terms); err != nil {
			t.Fatal(err)
		}
		want[doc] = terms
	}

	pg := dbtest.Open(t, "postgres")
	if err := feedback.Migrate(ctx, pg); err != nil {
		t.Fatal(err)
	}
	var got []string
	if err := pg.NewRaw("SELECT array_to_string(tsvector_to_array(to_tsvector('simple', feedback_fold(w))), ' ') "+
		"FROM unnest(?::text[]) WITH ORDINALITY AS u (w, i) ORDER BY i", pgdialect.Array(words)).Scan(ctx, &got); err != nil {
		t.Fatal(err)
	}
	var differ []string
	for i, w := range words {
		if got[i] != want[i] {
			differ = append(differ, fmt.Sprintf("%U %q: %q, SQLite %q", []rune(w)[1], w, got[i], want[i]))
		}
	}
	if len(differ) > 0 {
		t.Errorf("%d of %d words differ:\n%s", len(differ), len(words), strings.Join(differ, "\n"))
	}
}
