package analysis

import (
	"context"
	"fmt"
	"math"
	"sort"
	"strings"
)

// Summaries are extractive: themes are the key phrases (single words and
// two-word phrases, stop words and generic praise removed, plurals folded)
// that the most texts mention; representative sentences are the sentences
// that cover the most frequent themes, chosen so that they cover different
// themes; key findings state the overall mood and the mood of the texts
// mentioning each main theme.

const (
	maxThemes         = 8
	maxRepresentative = 3
)

// stopWords are words that never name a theme.
var stopWords = toSet(`a about above after again against all also am an and any are aren't as at be
because been before being below between both but by can can't cannot could couldn't did didn't do
does doesn't doing don't down during each even ever every few for from further get gets got had hadn't
has hasn't have haven't having he he'd he'll he's her here here's hers herself him himself his how
how's i i'd i'll i'm i've if in into is isn't it it's its itself just let's me more most much must
mustn't my myself no nor not of off on once only or other ought our ours ourselves out over own
quite rather really same shan't she she'd she'll she's should shouldn't so some still such than that
that's the their theirs them themselves then there there's these they they'd they'll they're they've
this those though through to too under until up upon us very was wasn't we we'd we'll we're we've
were weren't what what's when when's where where's which while who who's whom why why's will with
won't would wouldn't you you'd you'll you're you've your yours yourself yourselves im ive dont cant
didnt doesnt isnt wasnt wont thats its one two three lot lots thing things stuff way ways bit kind
sort like also well yes yeah ok okay etc many might may maybe able make made making go going gone
went come came see seen say said think thought know knew want wanted need needed use used using
time times day days today overall everything anything something nothing everyone someone anyone
feel felt feeling find found give gave take took put keep kept let sure definitely actually
probably especially always never sometimes often usually bit little lots enough`)

// evaluativeWords are generic praise or criticism: they carry sentiment,
// not topic, so they never name a theme on their own.
var evaluativeWords = toSet(`good great bad nice excellent better best worse worst amazing awesome
poor terrible horrible fine love loved loves liked like enjoyed enjoy enjoyable helpful useful
useless interesting boring fantastic wonderful brilliant perfect awful fun happy sad disappointed
disappointing thanks thank thankyou appreciate appreciated super pretty real really lovely cool
hate hated okay decent solid fabulous outstanding superb mediocre annoying glad`)

func toSet(s string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(s) {
		m[w] = true
	}
	return m
}

// stem folds simple English plurals: "slides" -> "slide", "classes" ->
// "class", "activities" -> "activity".
func stem(w string) string {
	switch {
	case len(w) > 4 && strings.HasSuffix(w, "ies"):
		return w[:len(w)-3] + "y"
	case len(w) > 5 && strings.HasSuffix(w, "zzes"):
		return w[:len(w)-3]
	case len(w) > 4 && (strings.HasSuffix(w, "sses") || strings.HasSuffix(w, "shes") || strings.HasSuffix(w, "ches") || strings.HasSuffix(w, "xes")):
		return w[:len(w)-2]
	case len(w) > 3 && strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss") && !strings.HasSuffix(w, "us") && !strings.HasSuffix(w, "is"):
		return w[:len(w)-1]
	}
	return w
}

func isThemeWord(w string) bool {
	if len(w) < 3 || stopWords[w] || evaluativeWords[w] {
		return false
	}
	for i := 0; i < len(w); i++ {
		if w[i] < '0' || w[i] > '9' {
			return true
		}
	}
	return false
}

// phraseStat collects one candidate theme.
type phraseStat struct {
	key     string
	bigram  bool
	df      int
	surface map[string]int
	texts   []int
	counts  SentimentCounts
}

// Summarize condenses texts into themes, sentiment counts, key findings
// and representative sentences. It returns an error only when ctx is done.
func (l *Local) Summarize(ctx context.Context, texts []string) (*Summary, error) {
	sum := &Summary{Themes: []Theme{}, KeyFindings: []string{}, Representative: []string{}}
	var docs []string
	for _, t := range texts {
		if t = strings.TrimSpace(t); t != "" {
			docs = append(docs, t)
		}
	}
	if len(docs) == 0 {
		sum.Text = "No responses to summarise."
		return sum, nil
	}
	labels := make([]Sentiment, len(docs))
	stats := map[string]*phraseStat{}
	var words []string
	for i, d := range docs {
		if i%256 == 0 {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
		}
		labels[i], _ = l.Classify(d)
		sum.Sentiment.add(labels[i])
		words = phraseWords(d, words[:0])
		seen := map[string]bool{}
		note := func(key, surface string, bigram bool) {
			st := stats[key]
			if st == nil {
				st = &phraseStat{key: key, bigram: bigram, surface: map[string]int{}}
				stats[key] = st
			}
			st.surface[surface]++
			if !seen[key] {
				seen[key] = true
				st.df++
				st.texts = append(st.texts, i)
				st.counts.add(labels[i])
			}
		}
		for j, w := range words {
			if !isThemeWord(w) {
				continue
			}
			note(stem(w), w, false)
			if j+1 < len(words) && isThemeWord(words[j+1]) {
				note(stem(w)+" "+stem(words[j+1]), w+" "+words[j+1], true)
			}
		}
	}
	themes := pickThemes(stats, len(docs))
	for _, st := range themes {
		sum.Themes = append(sum.Themes, Theme{Name: surfaceName(st), Count: st.df, Sentiment: st.counts})
	}
	sum.Representative = representative(docs, themes)
	sum.KeyFindings = keyFindings(sum, len(docs))
	sum.Text = summaryText(sum, len(docs))
	return sum, nil
}

// pickThemes returns the most frequent key phrases, preferring a two-word
// phrase over its words when it accounts for most of their mentions.
func pickThemes(stats map[string]*phraseStat, n int) []*phraseStat {
	minDF := 2
	if n < 5 {
		minDF = 1
	}
	cands := make([]*phraseStat, 0, len(stats))
	for _, st := range stats {
		if st.df >= minDF {
			cands = append(cands, st)
		}
	}
	score := func(st *phraseStat) float64 {
		if st.bigram {
			return float64(st.df) * 1.3
		}
		return float64(st.df)
	}
	sort.Slice(cands, func(a, b int) bool {
		sa, sb := score(cands[a]), score(cands[b])
		if sa != sb {
			return sa > sb
		}
		return cands[a].key < cands[b].key
	})
	var out []*phraseStat
	for _, c := range cands {
		if len(out) == maxThemes {
			break
		}
		redundant := false
		for _, o := range out {
			switch {
			case o.bigram && !c.bigram && containsWordKey(o.key, c.key) && float64(c.df) < 1.5*float64(o.df):
				redundant = true
			case !o.bigram && c.bigram && containsWordKey(c.key, o.key) && float64(c.df) < 0.6*float64(o.df):
				redundant = true
			case o.bigram && c.bigram && sharesWord(o.key, c.key) && c.df <= o.df/2:
				redundant = true
			}
		}
		if !redundant {
			out = append(out, c)
		}
	}
	return out
}

func containsWordKey(bigram, word string) bool {
	a, b, _ := strings.Cut(bigram, " ")
	return a == word || b == word
}

func sharesWord(x, y string) bool {
	a, b, _ := strings.Cut(x, " ")
	return containsWordKey(y, a) || containsWordKey(y, b)
}

// surfaceName returns the most frequent spelling of a theme.
func surfaceName(st *phraseStat) string {
	best, n := "", -1
	for s, c := range st.surface {
		if c > n || c == n && s < best {
			best, n = s, c
		}
	}
	return best
}

// representative picks sentences that mention the most frequent themes,
// each new sentence favouring themes not yet covered.
func representative(docs []string, themes []*phraseStat) []string {
	if len(themes) == 0 {
		// Without themes, fall back to the first sentences.
		var out []string
		for _, d := range docs {
			if len(out) == maxRepresentative {
				break
			}
			out = append(out, firstSentence(d))
		}
		return out
	}
	type sent struct {
		text  string
		doc   int
		cover []int
	}
	weight := make([]float64, len(themes))
	for i, t := range themes {
		weight[i] = math.Log1p(float64(t.df))
	}
	var sents []sent
	var words []string
	for di, d := range docs {
		for _, s := range splitSentences(d) {
			words = phraseWords(s, words[:0])
			if len(words) < 4 || len(words) > 40 {
				continue
			}
			keys := map[string]bool{}
			for j, w := range words {
				keys[stem(w)] = true
				if j+1 < len(words) {
					keys[stem(w)+" "+stem(words[j+1])] = true
				}
			}
			var cover []int
			for ti, t := range themes {
				if keys[t.key] {
					cover = append(cover, ti)
				}
			}
			if len(cover) > 0 {
				sents = append(sents, sent{text: s, doc: di, cover: cover})
			}
		}
	}
	covered := make([]bool, len(themes))
	usedDoc := map[int]bool{}
	var out []string
	for len(out) < maxRepresentative {
		best, bestScore := -1, 0.0
		for i, s := range sents {
			if usedDoc[s.doc] {
				continue
			}
			var sc float64
			for _, ti := range s.cover {
				if covered[ti] {
					sc += 0.25 * weight[ti]
				} else {
					sc += weight[ti]
				}
			}
			sc /= math.Sqrt(float64(len(strings.Fields(s.text))))
			if sc > bestScore {
				best, bestScore = i, sc
			}
		}
		if best < 0 {
			break
		}
		usedDoc[sents[best].doc] = true
		for _, ti := range sents[best].cover {
			covered[ti] = true
		}
		out = append(out, sents[best].text)
	}
	return out
}

// splitSentences splits text at sentence-ending punctuation and newlines.
func splitSentences(text string) []string {
	var out []string
	start := 0
	for i := 0; i < len(text); i++ {
		c := text[i]
		end := c == '\n' || ((c == '.' || c == '!' || c == '?') && (i+1 == len(text) || text[i+1] == ' ' || text[i+1] == '\n'))
		if end {
			if s := strings.TrimSpace(text[start : i+1]); s != "" {
				out = append(out, strings.TrimRight(s, "\n"))
			}
			start = i + 1
		}
	}
	if s := strings.TrimSpace(text[start:]); s != "" {
		out = append(out, s)
	}
	return out
}

func firstSentence(text string) string {
	if s := splitSentences(text); len(s) > 0 {
		return s[0]
	}
	return text
}

func pct(n, total int) int {
	if total == 0 {
		return 0
	}
	return int(math.Round(100 * float64(n) / float64(total)))
}

// mood describes the sentiment of a group of texts.
func mood(c SentimentCounts) string {
	t := c.Total()
	switch {
	case t == 0:
		return "no clear mood"
	case 2*c.Positive > t:
		return "mostly positive"
	case 2*c.Negative > t:
		return "mostly negative"
	case 2*c.Neutral > t:
		return "mostly neutral"
	}
	return "with mixed views"
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// keyFindings states the overall mood, the mood around the main themes and
// the most criticised and most praised themes.
func keyFindings(s *Summary, n int) []string {
	c := s.Sentiment
	out := []string{}
	switch m := mood(c); m {
	case "with mixed views":
		out = append(out, fmt.Sprintf("Opinions are mixed: %d%% positive, %d%% neutral, %d%% negative.", pct(c.Positive, n), pct(c.Neutral, n), pct(c.Negative, n)))
	default:
		out = append(out, fmt.Sprintf("Responses are %s (%d%% positive, %d%% negative).", m, pct(c.Positive, n), pct(c.Negative, n)))
	}
	for i, t := range s.Themes {
		if i == 4 {
			break
		}
		out = append(out, fmt.Sprintf("%q comes up in %d of %d %s (%d%%), %s.", t.Name, t.Count, n, plural(n, "response", "responses"), pct(t.Count, n), mood(t.Sentiment)))
	}
	var worst, best *Theme
	for i := range s.Themes {
		t := &s.Themes[i]
		if t.Sentiment.Negative >= 2 && (worst == nil || t.Sentiment.Negative > worst.Sentiment.Negative) {
			worst = t
		}
		if t.Sentiment.Positive >= 2 && (best == nil || t.Sentiment.Positive > best.Sentiment.Positive) {
			best = t
		}
	}
	if worst != nil {
		out = append(out, fmt.Sprintf("The most criticised topic is %q (%d negative %s).", worst.Name, worst.Sentiment.Negative, plural(worst.Sentiment.Negative, "mention", "mentions")))
	}
	if best != nil {
		out = append(out, fmt.Sprintf("The most praised topic is %q (%d positive %s).", best.Name, best.Sentiment.Positive, plural(best.Sentiment.Positive, "mention", "mentions")))
	}
	return out
}

// summaryText writes the prose summary.
func summaryText(s *Summary, n int) string {
	var b strings.Builder
	c := s.Sentiment
	fmt.Fprintf(&b, "%d %s: %d%% positive, %d%% neutral, %d%% negative.", n, plural(n, "response", "responses"), pct(c.Positive, n), pct(c.Neutral, n), pct(c.Negative, n))
	if len(s.Themes) > 0 {
		var parts []string
		for i, t := range s.Themes {
			if i == 5 {
				break
			}
			parts = append(parts, fmt.Sprintf("%s (%d)", t.Name, t.Count))
		}
		fmt.Fprintf(&b, " Main themes: %s.", strings.Join(parts, ", "))
	}
	if len(s.Representative) > 0 {
		fmt.Fprintf(&b, " Typical comment: %q", s.Representative[0])
	}
	return b.String()
}
