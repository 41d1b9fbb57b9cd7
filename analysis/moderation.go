package analysis

import (
	"bytes"
	"math/bits"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Moderation is rule based:
//   - profanity: a word list (English, German, French, Spanish, Italian
//     and Portuguese) matched per word after undoing common
//     obfuscation (f*ck, sh1t, fuuuck), so "class", "assess" or "Dickens"
//     never match;
//   - spam: a score from links (two or more, or one next to a sales
//     phrase), sales phrases, and long runs of one repeated letter or word;
//   - personal data (personaldata.go): e-mail addresses, phone numbers (10 to 15 digits with
//     the usual separators), card numbers (13 to 19 digits passing the Luhn
//     check) and US social security numbers.

// profanity lists offensive words; entries ending in "*" match any word
// starting with the stem.
var profanity = []string{
	"fuck*", "motherfuck*", "fck", "fcking", "fuk", "fuking", "fukin", "fuq", "phuck*", "fking",
	"shit*", "bullshit*", "horseshit", "dipshit*", "batshit", "shite", "sht",
	"bitch*", "asshole*", "arsehole*", "ass", "asses", "jackass*", "dumbass*", "arse",
	"cunt*", "dick", "dicks", "dickhead*", "cock", "cocks", "cocksucker*", "pussy", "pussies",
	"bastard*", "wank*", "twat*", "piss", "pissed", "pissing", "slut*", "whore*", "douche*",
	"wtf", "stfu", "gtfo", "ffs", "fml", "bollocks", "tosser", "prick", "pricks",
	"nigger*", "nigga*", "faggot*", "fag", "fags", "retard", "retards", "retarded", "spic", "kike", "chink",
	"clusterfuck*",
	// German: swear words and insults with their common inflections
	// ("scheißegal", "verarscht", "Wichser"); words with a harmless second
	// meaning are left out or matched whole: "Mist", "Sau", "Schwanz",
	// "verdammt" (mist, sow, tail, "verdammt gut"), "Wichse" (polish),
	// "Drecksarbeit", "Kackerlake", "Hurenkind" (a typesetting term).
	"scheiß*", "scheiss*", "beschissen*", "arschloch*", "arschgeige*", "arschgesicht*", "arsch", "ärsche", "verarsch*",
	"wichser*", "wichsen", "wichst", "gewichst", "wixer", "wixxer", "fotze*", "hure", "huren", "hurensohn*", "nutte",
	"nutten", "schlampe*", "miststück*", "mistkerl*", "drecksau", "dreckskerl*", "drecksack*", "drecksloch", "fick",
	"ficken", "fickt", "fickst", "fickte", "gefickt", "verfickt*", "abgefuckt*", "kacke", "kacken", "kackt",
	"kackscheiß*", "pisse", "pisser", "angepisst", "verpiss*", "fresse", "titten", "vollidiot*", "vollpfosten", "spast",
	"spasti", "spacko", "missgeburt*", "schwuchtel*", "kanake*", "neger",
	// French; "con", "cul" and "bite" are left out (Spanish and Italian
	// "con", "cul-de-sac", English "bite").
	"merde", "merdes", "merdier", "merdouille", "merdique*", "merdeux", "merdeuse*", "emmerd*", "démerde*", "demerde*",
	"putain*", "ptn", "pute", "putes", "connard*", "connasse*", "conne", "connes", "connerie*", "salope*", "salaud*",
	"enculé*", "encule*", "enfoiré*", "enfoire*", "bâtard*", "batard*", "couill*", "bordel", "bordélique", "bordelique",
	"pétasse", "petasse", "chiant", "chiante", "chiants", "chiantes", "chier", "chie", "chies", "chiez", "chieur*",
	"chieuse*", "chiotte*", "fout*", "niqu*", "ntm", "fdp", "branleur*", "branleuse*", "gueule", "pédé", "pédés", "gouine*",
	// Spanish; "pinche", "polla", "zorra" and "capullo" are left out
	// (kitchen hand, young hen, fox, bud).
	"mierda*", "joder", "jode", "joden", "jodes", "jodan", "jodió", "jodio", "jodiendo", "jódete", "jodete", "jodido*",
	"jodida*", "gilipollas", "cabrón", "cabron", "cabrones", "cabrona", "cabronas", "cabronazo", "pendejo*", "pendeja*",
	"coño", "coños", "coñazo", "hostia", "hostias", "putada", "putadas", "puto", "putos", "puta", "putas", "hijoputa",
	"hijueputa", "hdp", "ctm", "maricón", "maricon", "maricones", "marica", "maricas", "carajo", "carajos", "cojones",
	"cojón", "cojon", "chingad*", "chingar", "chinga", "chingas", "chingue", "chingón", "chingon", "verga", "vergas",
	"culo", "culos", "culero", "culera", "cagar", "cago", "cagó", "cagada", "cagadas", "cagado", "cagaste", "cagarla",
	"follar", "follando", "malparido*", "malparida*", "huevón", "huevon", "boludo*", "boluda*", "pelotudo*", "pelotuda*",
	"puñeta*", "puñetero*", "puñetera*",
	// Italian; "cazzuola", "porco", "sega", "zoccola" and "scopare" are
	// not matched (trowel, pig, saw, rat, sweep).
	"merda", "merde", "merdas", "merdaccia", "merdoso", "merdosa", "smerd*", "cazzo*", "cazzata*", "cazzate", "cazzi",
	"cazzone*", "cazzeggi*", "sticazzi", "vaffanculo", "fanculo", "affanculo", "stronzo*", "stronza*", "coglion*",
	"rompicoglioni", "minchia*", "fott*", "incazz*", "troia", "troie", "puttan*", "mignotta*", "figa", "frocio", "froci",
	"ricchione*", "culattone*", "porcodio", "dioporco", "cagare", "cagata", "cagate", "cagato",
	// Portuguese; "veado", "piranha" and "corno" are left out (deer,
	// piranha, horn).
	"caralho*", "caraio", "carai", "krl", "crl", "porra", "porras", "foda*", "foder", "fode", "fodem", "fodeu",
	"fodendo", "fodam", "fodase", "fodido*", "fodida*", "fuder", "fudeu", "fudido*", "fudida*", "cacete", "arrombad*",
	"vadia*", "vagabunda*", "buceta*", "xoxota*", "xereca*", "piroca*", "punhet*", "cu", "cuzão", "cuzao", "babaca*",
	"otário*", "otario*", "otária*", "otaria*", "viado*", "bosta", "bostas", "merdinha", "desgraçado*", "desgraçada*",
	"escroto*", "escrota*", "putaria", "pqp", "vsf", "vtnc", "tnc",
}

// spamStrong are sales phrases that make a text spam on their own.
var spamStrong = []string{
	"buy now", "click here", "click the link", "limited time offer", "free money", "make money fast",
	"make money online", "earn money from home", "work from home", "promo code", "discount code",
	"coupon code", "order now", "act now", "100% free", "risk free", "viagra", "cialis", "casino",
	"online casino", "get rich", "double your money", "investment opportunity", "cheap meds",
	"visit my website", "visit our website", "check out my channel", "subscribe to my",
	"follow me on", "dm me for", "contact me on whatsapp", "whatsapp me", "telegram me",
	"earn $", "win a free", "you have won", "claim your prize", "best price guaranteed",
}

// spamWeak are words that suggest spam only next to a link or another cue.
var spamWeak = []string{
	"crypto", "bitcoin", "forex", "giveaway", "discount", "offer", "deal", "promo", "sale",
	"subscribe", "followers", "whatsapp", "telegram", "loan", "seo", "backlinks", "free",
}

// moderator holds the compiled moderation lists.
type moderator struct {
	exact map[string]bool
	// prefix holds the stems of the "*" entries, by their first byte.
	prefix [256][]string
	// spamStrong holds the indices of the spamStrong phrases, by their
	// first byte, and spamPairs the set of their first two bytes.
	spamStrong [256][]int
	spamPairs  [256 * 256 / 64]uint64
}

func newModerator() *moderator {
	m := &moderator{exact: map[string]bool{}}
	for _, w := range profanity {
		if stem, ok := strings.CutSuffix(w, "*"); ok {
			m.prefix[stem[0]] = append(m.prefix[stem[0]], stem)
		} else {
			m.exact[w] = true
		}
	}
	if len(spamStrong) > 64 {
		panic("analysis: isSpam counts at most 64 spamStrong phrases")
	}
	for k, p := range spamStrong {
		m.spamStrong[p[0]] = append(m.spamStrong[p[0]], k)
		pair := int(p[0])<<8 | int(p[1])
		m.spamPairs[pair/64] |= 1 << (pair % 64)
	}
	return m
}

// moderate returns the moderation verdict of text.
func (m *moderator) moderate(text string) Moderation {
	mod := Moderation{Reasons: []string{}}
	if m.hasProfanity(text) {
		mod.Reasons = append(mod.Reasons, ReasonProfanity)
	}
	if m.isSpam(text) {
		mod.Reasons = append(mod.Reasons, ReasonSpam)
	}
	if hasPersonalData(text) {
		mod.Reasons = append(mod.Reasons, ReasonPersonalData)
	}
	mod.Flagged = len(mod.Reasons) > 0
	return mod
}

// hasProfanity reports whether a word of text is on the profanity list.
func (m *moderator) hasProfanity(text string) bool {
	var buf, cbuf [64]byte
	for i := 0; i < len(text); {
		// The next word: a run of characters that are not separators.
		for i < len(text) {
			r, size := utf8.DecodeRuneInString(text[i:])
			if !isProfanitySeparator(r) {
				break
			}
			i += size
		}
		start := i
		for i < len(text) {
			r, size := utf8.DecodeRuneInString(text[i:])
			if isProfanitySeparator(r) {
				break
			}
			i += size
		}
		if start == i {
			break
		}
		w := deobfuscate(text[start:i], buf[:0])
		if len(w) == 0 {
			continue
		}
		if m.isProfane(w) {
			return true
		}
		// A French or Italian elision before the word: "m'emmerde".
		if k := bytes.IndexByte(w, '\''); k > 0 && k <= 4 && m.isProfane(w[k+1:]) {
			return true
		}
		if c := collapseRepeats(w, cbuf[:0]); len(c) != len(w) && len(c) >= 4 && m.isProfane(c) {
			return true
		}
		if bytes.IndexByte(w, '*') >= 0 && m.wildcardProfane(string(w)) {
			return true
		}
	}
	return false
}

// asciiSeparators marks the ASCII characters that separate the words that
// hasProfanity checks: white space and punctuation other than the
// look-alikes of letters that deobfuscate undoes.
var asciiSeparators = func() (sep [utf8.RuneSelf]bool) {
	for _, c := range " \t\n\v\f\r.,;:?\"()[]{}<>/\\|~`^_+=-" {
		sep[c] = true
	}
	return sep
}()

// isProfanitySeparator reports whether r separates the words that
// hasProfanity checks.
func isProfanitySeparator(r rune) bool {
	if r < utf8.RuneSelf {
		return asciiSeparators[r]
	}
	return unicode.IsSpace(r) || r == '\u2019'
}

// isQuoteBangStar reports the characters that isProfane trims.
func isQuoteBangStar(c byte) bool { return c == '\'' || c == '!' || c == '*' }

func (m *moderator) isProfane(w []byte) bool {
	for len(w) > 0 && isQuoteBangStar(w[0]) {
		w = w[1:]
	}
	for len(w) > 0 && isQuoteBangStar(w[len(w)-1]) {
		w = w[:len(w)-1]
	}
	if len(w) == 0 {
		return false
	}
	if m.exact[string(w)] {
		return true
	}
	for _, p := range m.prefix[w[0]] {
		if bytes.HasPrefix(w, []byte(p)) {
			return true
		}
	}
	return false
}

// wildcardProfane matches words with "*" standing for one to three hidden
// letters ("f*ck", "sh**") against the list.
func (m *moderator) wildcardProfane(w string) bool {
	w = strings.Trim(w, "'!")
	if strings.Trim(w, "*") == "" || len(w) < 3 {
		return false
	}
	try := func(target string, prefix bool) bool {
		return wildMatch(w, target, prefix)
	}
	for t := range m.exact {
		if try(t, false) {
			return true
		}
	}
	for _, stems := range m.prefix {
		for _, p := range stems {
			if len(p) >= 4 && try(p, true) {
				return true
			}
		}
	}
	return false
}

// wildMatch reports whether pattern (where a single '*' stands for one to
// three characters and a run of n stars for n characters) matches target;
// with prefix set, pattern may go on past the end of target (the stem of a
// longer word).
func wildMatch(pattern, target string, prefix bool) bool {
	if pattern == "" {
		return target == ""
	}
	if pattern[0] == '*' {
		n := 0
		for n < len(pattern) && pattern[n] == '*' {
			n++
		}
		lo, hi := n, n
		if n == 1 {
			lo, hi = 1, 3
		}
		for k := lo; k <= hi && k <= len(target); k++ {
			if wildMatch(pattern[n:], target[k:], prefix) {
				return true
			}
		}
		return false
	}
	if target == "" {
		return prefix
	}
	if pattern[0] != target[0] {
		return false
	}
	return wildMatch(pattern[1:], target[1:], prefix)
}

// deobfuscate lower-cases w and maps look-alike digits and symbols to
// letters (0->o, 1->i, 3->e, 4->a, 5->s, 7->t, @->a, $->s, !->i inside a
// word), keeping '*'. Words that are mostly digits are returned empty.
func deobfuscate(w string, buf []byte) []byte {
	letters, digits := 0, 0
	for _, r := range w {
		switch {
		case r < utf8.RuneSelf:
			if c := byte(r) | 0x20; 'a' <= c && c <= 'z' {
				letters++
			} else if '0' <= r && r <= '9' {
				digits++
			}
		case unicode.IsLetter(r):
			letters++
		case unicode.IsDigit(r):
			digits++
		}
	}
	if letters == 0 || digits > letters {
		return buf[:0]
	}
	out := buf[:0]
	for i, r := range w {
		if r >= utf8.RuneSelf {
			out = utf8.AppendRune(out, unicode.ToLower(r))
			continue
		}
		c := byte(r)
		switch {
		case lookAlikes[c] != 0:
			c = lookAlikes[c]
		case c == '!':
			if i == 0 || i == len(w)-1 {
				continue
			}
			c = 'i'
		case 'A' <= c && c <= 'Z':
			c += 'a' - 'A'
		}
		out = append(out, c)
	}
	return out
}

// lookAlikes maps the digits and symbols that deobfuscate reads as letters.
var lookAlikes = [utf8.RuneSelf]byte{'0': 'o', '1': 'i', '3': 'e', '4': 'a', '@': 'a', '5': 's', '$': 's', '7': 't'}

// collapseRepeats squeezes runs of a repeated letter to one ("fuuuck"),
// appending to buf.
func collapseRepeats(w, buf []byte) []byte {
	out := buf[:0]
	for i, c := range w {
		if i > 0 && c == w[i-1] {
			continue
		}
		out = append(out, c)
	}
	return out
}

// isSpam scores text for spam cues.
func (m *moderator) isSpam(text string) bool {
	lower := strings.ToLower(text)
	score := 0.0
	links := countLinks(lower)
	switch {
	case links >= 2:
		score += 2
	case links == 1:
		score += 1
	}
	var found uint64 // bit k: spamStrong[k] occurs
	for i := 0; i+1 < len(lower); i++ {
		if pair := int(lower[i])<<8 | int(lower[i+1]); m.spamPairs[pair/64]&(1<<(pair%64)) == 0 {
			continue
		}
		for _, k := range m.spamStrong[lower[i]] {
			if strings.HasPrefix(lower[i:], spamStrong[k]) {
				found |= 1 << k
			}
		}
	}
	strong := bits.OnesCount64(found)
	score += 2 * float64(strong)
	if links > 0 || strong > 0 {
		for _, w := range spamWeak {
			if containsWord(lower, w) {
				score += 0.5
			}
		}
	}
	if longRepeat(lower) {
		score += 2
	}
	return score >= 2
}

func countLinks(lower string) int {
	n := strings.Count(lower, "www.")
	if strings.Contains(lower, "://") {
		n += strings.Count(lower, "http://") + strings.Count(lower, "https://") - strings.Count(lower, "://www.")
	}
	for _, tld := range []string{".com/", ".ly/", ".io/", ".net/", ".xyz", ".biz"} {
		if n == 0 && strings.Contains(lower, tld) {
			n++
		}
	}
	return n
}

// containsWord reports whether w occurs in s as a whole word.
func containsWord(s, w string) bool {
	for i := 0; ; {
		j := strings.Index(s[i:], w)
		if j < 0 {
			return false
		}
		j += i
		before := j == 0 || !isWordByte(s[j-1])
		after := j+len(w) >= len(s) || !isWordByte(s[j+len(w)])
		if before && after {
			return true
		}
		i = j + 1
	}
}

func isWordByte(b byte) bool {
	return b >= 'a' && b <= 'z' || b >= '0' && b <= '9' || b >= 'A' && b <= 'Z'
}

// longRepeat finds ten or more copies of one letter in a row, or the same
// word (of two bytes or more; words are separated by spaces) five or more
// times in a row.
func longRepeat(lower string) bool {
	run, same := 0, 0
	var prev rune = -1
	word, prevWord := -1, "" // start of the current word, the previous word
	endWord := func(end int) bool {
		w := lower[word:end]
		if w == prevWord && len(w) > 1 {
			same++
		} else {
			same = 1
		}
		prevWord, word = w, -1
		return same >= 5
	}
	for i, r := range lower {
		if r == prev && unicode.IsLetter(r) {
			run++
			if run >= 10 {
				return true
			}
		} else {
			run = 1
		}
		prev = r
		switch {
		case !isSpace(r):
			if word < 0 {
				word = i
			}
		case word >= 0 && endWord(i):
			return true
		}
	}
	return word >= 0 && endWord(len(lower))
}

// isSpace is unicode.IsSpace with a fast path for ASCII.
func isSpace(r rune) bool {
	if r < utf8.RuneSelf {
		return r == ' ' || '\t' <= r && r <= '\r'
	}
	return unicode.IsSpace(r)
}
