package analysis

import (
	"bytes"
	"math/bits"
	"slices"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"
)

// Moderation is rule based:
//   - profanity: a word list (English, German, French, Spanish, Italian
//     and Portuguese) matched per word after undoing common
//     obfuscation (f*ck, sh1t, fuuuck), so "class", "assess" or "Dickens"
//     never match, and a listed word that a name or an idiom makes
//     harmless ("Moby-Dick", "a chink in the armour") does not count;
//   - spam: a score from links (two or more, or one next to a sales
//     phrase), sales phrases (the ambiguous ones count only beside a link
//     or another cue), and long runs of one repeated letter or word;
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
	// "douche" alone is French for a shower: only its English insults.
	"bastard*", "wank*", "twat*", "piss", "pissed", "pissing", "slut*", "whore*", "douchebag*", "douchey",
	"wtf", "stfu", "gtfo", "ffs", "fml", "bollocks", "tosser", "prick", "pricks",
	"nigger*", "nigga*", "faggot*", "fag", "fags", "retard", "retards", "retarded", "spic", "kike", "chink",
	"clusterfuck*",
	// British and Irish insults and their spellings ("feckless" is not
	// matched, only "feck" and its forms).
	"asshat*", "arsed", "assed", "biatch*", "biotch*", "bollock*", "cockwomble*", "knobhead*", "knobend*", "pisshead*",
	"bellend*", "dickwad*", "feck", "fecking", "fecker*", "tits", "gobshite*", "bhenchod", "behenchod", "chutiya*",
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
	// Swearing of Austria and Switzerland ("Oaschloch", "Beidl", "huere
	// Seich", "Seckel"; "Seckelmeister", a treasurer, is not matched) and
	// more compounds; "Kack-" only in its compounds (a name such as
	// "Kackenberg" starts the same).
	"arschkriecher*", "oasch*", "beidl", "beidln", "huere", "hueresohn*", "seckel", "seckle", "schofseckel",
	"kackladen", "kackverein", "kackwetter", "kackding*", "kackfirma", "kackjob", "kacklaune", "kackhaufen", "verkack*", "geschissen", "gschissen", "gschissn", "zugeschissen", "angeschissen", "lmaa",
	"wichsgriffel*", "hackfresse*", "sackgesicht*", "schas", "gopfertami*", "schissdreck*", "kackbratze*",
	"flachwichser*", "arschkalt", "arschkarte", "pimmel*", "schwanzvergleich*", "sauhund*", "brunz*", "dünnschiss",
	"pisskopf*", "gebumst", "bumsen", "bumst", "vögelt", "gevögelt", "hosenscheißer*", "seggel", "figg", "huso*",
	// French; "con" counts only after an insult's adjective
	// (profaneAfter: Spanish and Italian "con" is "with"), "cul" but in
	// "cul-de-sac" and "cul-de-poule" (harmlessNeighbours), and "bite" is
	// left out (English "bite").
	"merde", "merdes", "merdier", "merdouille", "merdique*", "merdeux", "merdeuse*", "emmerd*", "démerde*", "demerde*",
	"putain*", "ptn", "pute", "putes", "connard*", "connasse*", "conne", "connes", "connerie*", "salope*", "salaud*",
	"enculé*", "encule*", "enfoiré*", "enfoire*", "bâtard*", "batard*", "couill*", "bordel", "bordélique", "bordelique",
	"pétasse", "petasse", "chiant", "chiante", "chiants", "chiantes", "chier", "chie", "chies", "chiez", "chieur*",
	"chieuse*", "chiotte*", "cul", "culs", "fout*", "niqu*", "niké", "nikée", "ntm", "fdp", "vtff", "branl*", "gueule", "pédé", "pédés", "gouine*",
	"salopard*", "pouffiasse*", "poufiasse*", "grognasse*", "empaffé*", "empaffe*", "chié", "chiée", "chiées",
	"contrefout*", "tepu", "burnes", "teub*", "zebi", "trouduc*", "chiasse*", "klootzak*", "crosseur*", "crissé",
	"viarge", "marde", "godverdom*",
	// Québec swearing; "ciboire", "calice", "hostie" and "sacrement" are
	// also the words of the Mass, so only their swearing spellings.
	"tabarnak*", "tabarnac*", "câlisse*", "calisse*", "crisse", "crisser", "ostie", "estie", "esti",
	// Spanish; "polla", "zorra" and "capullo" are left out (young hen,
	// fox, bud), "pinche" counts but in "pinche de cocina" (a kitchen
	// hand), "porra" (a betting pool in Spain) only outside Spanish text,
	// "alv" (also a Swiss insurance) and "mamón" (a fruit) are left out.
	"mierda*", "joder", "jode", "joden", "jodes", "jodan", "jodió", "jodio", "jodiendo", "jódete", "jodete", "jodido*",
	"jodida*", "gilipollas", "cabrón", "cabron", "cabrones", "cabrona", "cabronas", "cabronazo", "pendejo*", "pendeja*",
	"coño", "coños", "coñazo", "hostia", "hostias", "putada", "putadas", "puto", "putos", "puta", "putas", "hijoputa",
	"hijueputa", "hdp", "ctm", "maricón", "maricon", "maricones", "marica", "maricas", "carajo", "carajos", "cojones",
	"cojón", "cojon", "chingad*", "chingar", "chinga", "chingas", "chingue", "chingón", "chingon", "verga", "vergas",
	"culo", "culos", "culero", "culera", "cagar", "cago", "cagó", "cagada", "cagadas", "cagado", "cagaste", "cagarla",
	"follar", "follando", "malparido*", "malparida*", "huevón", "huevon", "boludo*", "boluda*", "pelotudo*", "pelotuda*",
	"puñeta*", "puñetero*", "puñetera*", "pinche", "pinches", "cagaron", "cagamos", "cagan", "cagué", "chupapolla*",
	"soplapolla*", "cojudo*", "cojuda*", "mamahuevo*", "culiao*", "culiado*", "mamada", "mamadas", "comemierda*",
	"ostia", "ostias", "chingues", "chinguen", "pajero*", "pajera*", "chucha", "ptm", "nmms", "weon", "weón", "weona",
	"weones", "gilipoyas", "follan", "follaron", "huevada*", "cojonudo*", "cojonuda*", "gilipollez*", "cabronada*",
	"pndj*", "follen", "pollas", "joputa*", "mames", "garcha*", "conchetumare", "conchesumadre", "singao*", "cerote*",
	"kbron*", "pinga", "lameculos", "chingué", "vergazo*", "pelotudez*", "culiá", "wea", "carechimba*",
	// More of Latin America's (Colombia's "hijueputa", Venezuela's
	// "mamagüevo", Chile's "aweonao", Cuba's "comepinga", Costa Rica's
	// "carepicha"), conjugations and diminutives; "orto" (Argentina's
	// arse) is an Italian vegetable garden (innocentIn).
	"hijueputas", "jueputa*", "hijodeputa*", "hijosdeputa", "jodieron", "jodimos", "jodiste", "jodía", "jodían",
	"jodemos", "güevón", "guevon", "güevona", "huevona", "huevones", "güevones", "aweonao*", "aweonad*", "ahuevonad*",
	"jalabola*", "emputa", "emputan", "emputó", "emputado*", "emputada*", "comepinga*", "carepicha*", "cabroncete*",
	"cabronazos", "putear", "puteó", "puteo", "putearon", "puteando", "puteada*", "mierdecilla*", "mierdita*",
	"mamagüevo*", "mamaguevo*", "orto",
	// Italian; "cazzuola", "porco", "sega", "zoccola" and "scopare" are
	// not matched (trowel, pig, saw, rat, sweep), nor "cazzare" (to haul
	// a sail's sheet) and "palle" and "balle" (balls, bales) alone;
	// regional swearing of Rome, Naples and Genoa ("li mortacci",
	// "strunz", "belin"; the Venetian "mona" is also a first name);
	// "stronz*" spares strontium.
	"merda", "merde", "merdas", "merdaccia", "merdoso", "merdosa", "smerd*", "cazzo*", "cazzata*", "cazzate", "cazzi",
	"cazzone*", "cazzeggi*", "sticazzi", "vaffanculo", "fanculo", "affanculo", "coglion*",
	"rompicoglioni", "minchia*", "fott*", "incazz*", "troia", "troie", "puttan*", "mignotta*", "figa", "frocio", "froci",
	"ricchione*", "culattone*", "porcodio", "dioporco", "cagare", "cagata", "cagate", "cagato",
	"stronz*", "mortacci*", "belin", "fregnacc*", "cazzaro", "cazzari", "leccaculo*", "rompipalle*",
	"sputtana*", "cornuto", "cornuti", "strunz*", "cojone", "cojoni", "vaffa", "minkia*", "vfc", "czz", "troiata*",
	"kazz*", "paracul*", "inculat*", "socmel", "troiaio*", "minchion*", "sborone*", "pompin*", "chiavato", "chiavata",
	"chiavare", "segaiolo*", "uallera", "sfaccimm*", "pisciare", "baldracca*", "diocan*",
	"merdina", "merdine", "merdino", "tdc", "incaxx*", "sticaxxi", "mecojoni", "sfanculat*",
	// Derived words and compounds ("rincoglionito", "cagacazzi",
	// "scassaminchia", "strafottersene", "mignottona"), Sicilian,
	// Sardinian and Neapolitan ("suca", "cunnutu", "bagassa", "chi
	// t'è muort"); "porcamadonna" in one word.
	"rincoglion*", "scoglion*", "cagacazz*", "cacacazz*", "scassacazz*", "rompicazz*", "scassaminchi*", "strafott*",
	"mignott*", "cornutazz*", "cornutone", "fregnon*", "fregna", "fregne", "suca", "cunnut*", "cunnu", "bagassa",
	"chitemmuort*", "chitemmuert*", "chitemmort*", "porcamadonna", "porcodd*",
	// Portuguese; "veado", "piranha" and "corno" are left out (deer,
	// piranha, horn).
	"caralho*", "caraio", "carai", "krl", "crl", "porra", "porras", "foda*", "foder", "fode", "fodem", "fodeu",
	"fodendo", "fodam", "fodase", "fodido*", "fodida*", "fuder", "fudeu", "fudido*", "fudida*", "cacete", "arrombad*",
	"vadia*", "vagabunda*", "buceta*", "xoxota*", "xereca*", "piroca*", "punhet*", "cu", "cuzão", "cuzao", "babaca*",
	"otário*", "otario*", "otária*", "otaria*", "viado*", "bosta", "bostas", "merdinha", "desgraçado*", "desgraçada*",
	"escroto*", "escrota*", "putaria", "pqp", "vsf", "vtnc", "tnc",
	// Portugal's and more of Brazil's ("mijo" is Spanish "mi hijo",
	// "pica" Spanish "it stings", "pila" a battery: not matched).
	"cabrão", "cabrao", "cabrões", "cabroes", "porrada", "porradas", "cona", "conas", "colhões", "colhoes", "cagão",
	"cagao", "caguei", "cagaço", "cagaco", "escrotice", "piça", "caralhad*", "fdx", "mijar", "mijando", "mijou",
	"cagando", "mrd", "bostinha*",
}

// spamPhrases are the sales phrases that spam scores, with their points
// (a text is spam from 2). An unambiguous one is spam on its own; a cue
// that honest feedback also uses ("click the link on Moodle", "I'd like to
// work from home", "the casino night", "act now on the heating", "the
// student discount code", "hai vinto la gara") scores 1, so that it
// counts only beside a link or another cue.
var spamPhrases = []struct {
	phrase string
	points float64
}{
	{"buy now", 2}, {"limited time offer", 2}, {"free money", 2}, {"make money fast", 2},
	{"make money online", 2}, {"earn money from home", 2}, {"viagra", 2}, {"cialis", 2},
	{"online casino", 2}, {"double your money", 2}, {"cheap meds", 2}, {"visit my website", 2},
	{"visit our website", 2}, {"check out my channel", 2}, {"subscribe to my", 2}, {"dm me for", 2},
	{"contact me on whatsapp", 2}, {"whatsapp me", 2}, {"telegram me", 2}, {"earn $", 2},
	{"win a free", 2}, {"you have won", 2}, {"claim your prize", 2}, {"best price guaranteed", 2},
	{"click here", 1}, {"click the link", 1}, {"work from home", 1}, {"promo code", 1},
	{"discount code", 1}, {"coupon code", 1}, {"order now", 1}, {"act now", 1}, {"100% free", 1},
	{"risk free", 1}, {"casino", 1}, {"get rich", 1}, {"investment opportunity", 1}, {"follow me on", 1},
	// The same cues in German, French, Spanish, Italian and Portuguese.
	{"hier klicken", 1}, {"klicken sie hier", 1}, {"verdiene geld", 1}, {"du hast gewonnen", 1},
	{"cliquez ici", 1}, {"gagnez de l'argent", 1}, {"vous avez gagné", 1},
	{"haz clic aquí", 1}, {"haga clic aquí", 1}, {"gana dinero", 1}, {"has ganado", 1},
	{"clicca qui", 1}, {"guadagna soldi", 1}, {"hai vinto", 1},
	{"clique aqui", 1}, {"ganhe dinheiro", 1}, {"você ganhou", 1},
}

// spamWeak are words that suggest spam only next to a link or another cue.
var spamWeak = []string{
	"crypto", "bitcoin", "forex", "giveaway", "discount", "offer", "deal", "promo", "sale",
	"subscribe", "followers", "whatsapp", "telegram", "loan", "seo", "backlinks", "free",
}

// notProfane are the starts of harmless words that a stem of the
// profanity list matches: shiitake spelt "shitake" (or "shitaké"), the 5S step
// "shitsuke", the place Shitterton, Slutsky's equation, the Wankel
// engine, pasta alla puttanesca, "níquel" without its accent.
var notProfane = []string{"shitak", "shittak", "shitsuke", "shitterton", "slutsky", "wankel", "puttanesc", "niquel",
	// German: to sway ("das Gerüst wankt"), a Swiss French toast, a
	// file's cut; French: dungarees.
	"wankt", "wanken", "wankend", "wankte", "fotzelschnitt", "bastardfeile",
	"salopette",
	// Portuguese: the bread of Almeirim.
	"caralhota",
	// Spanish: italic type; Italian: strontium, a mongrel dog.
	"bastardill", "stronzio", "bastardin",
	// The Galician town of Cuntis, the Wankdorf stadium of Bern,
	// Portuguese dungarees.
	"cuntis", "wankdorf", "salopet"}

// moderator holds the compiled moderation lists.
type moderator struct {
	exact map[string]bool
	// prefix holds the stems of the "*" entries, by their first byte.
	prefix [256][]string
	// spamFirst holds the indices of the spamPhrases, by their first
	// byte, and spamPairs the set of their first two bytes.
	spamFirst [256][]int
	spamPairs [256 * 256 / 64]uint64
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
	if len(spamPhrases) > 64 {
		panic("analysis: isSpam counts at most 64 spamPhrases")
	}
	for k, sp := range spamPhrases {
		p := sp.phrase
		m.spamFirst[p[0]] = append(m.spamFirst[p[0]], k)
		pair := int(p[0])<<8 | int(p[1])
		m.spamPairs[pair/64] |= 1 << (pair % 64)
	}
	return m
}

// sharedModerator is the moderator of IsProfane and of every Local: its
// tables are read only once built.
var sharedModerator = sync.OnceValue(newModerator)

// IsProfane reports whether word is on moderation's profanity list, in any
// of its languages, undoing the same obfuscation ("sh1t", "fuuuck"). It
// judges the word alone: the names, idioms and languages that make a
// listed word harmless in a text ("Moby-Dick", German "dick") are not
// seen, so such a word counts, and a word that is profane only after
// another ("gros con") does not.
func IsProfane(word string) bool {
	var buf, cbuf [64]byte
	w := deobfuscate(word, buf[:0])
	return len(w) > 0 && sharedModerator().profaneWord(w, cbuf[:0])
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

// hasProfanity reports whether a word of text is on the profanity list,
// unless its neighbours make it harmless (excused).
func (m *moderator) hasProfanity(text string) bool {
	var buf, cbuf [64]byte
	prevStart, prevEnd := 0, 0
	lang, detected := "", false
	for i := 0; ; {
		start, end := nextProfanityWord(text, i)
		if start == end {
			return false
		}
		i = end
		w := deobfuscate(text[start:end], buf[:0])
		if slices.ContainsFunc(profaneAfter[string(w)], func(p string) bool { return strings.EqualFold(text[prevStart:prevEnd], p) }) {
			return true
		}
		if u := unelided(w); len(w) > 0 && m.profaneWord(w, cbuf[:0]) && !excused(text, u, text[prevStart:prevEnd], start, end) {
			in, ok := innocentIn[string(u)]
			if !ok {
				return true
			}
			if !detected {
				lang, detected = DetectLanguage(text), true
			}
			if lang != in {
				return true
			}
		}
		prevStart, prevEnd = start, end
	}
}

// nextProfanityWord returns the span of the first word of text at or after
// i: a run of characters that are not separators; start == end at the end.
func nextProfanityWord(text string, i int) (start, end int) {
	for i < len(text) {
		r, size := utf8.DecodeRuneInString(text[i:])
		if !isProfanitySeparator(r) {
			break
		}
		i += size
	}
	start = i
	for i < len(text) {
		r, size := utf8.DecodeRuneInString(text[i:])
		if isProfanitySeparator(r) {
			break
		}
		i += size
	}
	return start, i
}

// unelided returns w without a French or Italian elision ("m'emmerde",
// "l'ostia"), or w.
func unelided(w []byte) []byte {
	if k := bytes.IndexByte(w, '\''); k > 0 && k <= 4 {
		return w[k+1:]
	}
	return w
}

// profaneWord reports whether w (deobfuscated) is on the profanity list,
// whole, after a French or Italian elision ("m'emmerde"), with its
// repeated letters squeezed ("fuuuck", into buf) or only its runs of
// three or more ("porraaaa" keeps the double r of "porra"), or with "*"
// for hidden letters ("f*ck", "l'encul*"), and does not start as a word
// of notProfane, as typed or squeezed ("shiitake" squeezes to "shitake").
func (m *moderator) profaneWord(w, buf []byte) bool {
	listed := m.isProfane(w)
	u := unelided(w)
	if !listed && len(u) < len(w) {
		listed = m.isProfane(u)
	}
	c := squeezeRuns(w, buf, 2)
	if !listed {
		listed = len(c) != len(w) && len(c) >= 4 && m.isProfane(c)
	}
	var longBuf [64]byte
	l := squeezeRuns(u, longBuf[:0], 3)
	if !listed {
		listed = len(l) != len(u) && len(l) >= 4 && m.isProfane(l)
	}
	if !listed {
		listed = bytes.IndexByte(u, '*') >= 0 && m.wildcardProfane(string(u))
	}
	return listed && !notProfaneStart(w) && !notProfaneStart(c) && !notProfaneStart(l)
}

// notProfaneStart reports whether w starts as a word of notProfane.
func notProfaneStart(w []byte) bool {
	return slices.ContainsFunc(notProfane, func(h string) bool { return bytes.HasPrefix(w, []byte(h)) })
}

// startsSentence reports whether a word after before starts a sentence:
// before is empty or ends with ".", "!" or "?", but for an initial ("K.").
func startsSentence(before string) bool {
	before = strings.TrimRightFunc(before, unicode.IsSpace)
	if before == "" {
		return true
	}
	last := before[len(before)-1]
	if last != '.' && last != '!' && last != '?' {
		return false
	}
	word := before[strings.LastIndexFunc(before[:len(before)-1], unicode.IsSpace)+1 : len(before)-1]
	return !(last == '.' && len(word) == 1 && 'A' <= word[0] && word[0] <= 'Z')
}

// harmlessNeighbours are the words before or after a listed word that
// make it an idiom: "a chink in the armour", "the fag end of the term", "a
// pin prick", "prick up your ears", "cock-a-doodle-doo", "Moby-Dick";
// joined are the text that, written right after the word, makes it part
// of a harmless compound ("cul-de-sac", where "cul de" with a space is
// not).
var harmlessNeighbours = map[string]struct{ before, after, joined []string }{
	"chink":  {after: []string{"in", "of"}},
	"chinks": {after: []string{"in", "of"}},
	"fag":    {after: []string{"end", "ends"}},
	"prick":  {before: []string{"pin", "needle", "finger"}, after: []string{"up", "your", "my", "his", "her", "their", "our", "the", "on"}},
	"pricks": {before: []string{"pin", "needle"}},
	"cock":   {after: []string{"a", "crowing", "crowed", "crows"}},
	"dick":   {before: []string{"moby", "spotted"}},
	// A wild ass, a bastard file or sword, pussy willow, blue tits.
	"ass":     {before: []string{"wild"}},
	"bastard": {after: []string{"file", "files", "sword", "swords"}},
	"pussy":   {after: []string{"willow", "willows"}},
	"tits":    {before: []string{"blue", "great", "coal", "marsh", "crested", "willow"}},
	// French: a picnic, the bread "bâtard aux céréales" / "au levain",
	// "branle-bas de combat".
	"nique":  {before: []string{"pique"}},
	"niquer": {before: []string{"pique"}},
	"bâtard": {before: []string{"pain"}, after: []string{"aux", "au"}},
	"batard": {before: []string{"pain"}, after: []string{"aux", "au"}},
	"branle": {after: []string{"bas"}},
	"cul":    {joined: []string{"-de-"}},
	// Spanish: a kitchen hand, the host of the Mass (Italian "l'ostia
	// consacrata" too), the film "Bastardos sin gloria".
	"pinche":    {after: []string{"de"}},
	"hostia":    {after: []string{"consagrada"}},
	"hostias":   {after: []string{"consagradas"}},
	"ostia":     {after: []string{"consacrata"}},
	"bastardos": {after: []string{"sin"}},
	// Portuguese: a kind of bread ("pão cacete").
	"cacete": {before: []string{"pão", "pao"}},
}

// profaneAfter are words that are profane only after one of their
// words: French "gros con", "pauvre con" (Spanish and Italian "con" is
// "with"), Italian "porco dio".
var profaneAfter = map[string][]string{
	"con":  {"gros", "pauvre", "vieux", "grand", "petit"},
	"cons": {"gros", "pauvres", "vieux", "grands", "petits"},
	// Italian blasphemy in two words ("porco dio", "dio cane", "dio
	// bestia", "madonna maiala"; "porco cane" alone is a mild oath).
	"dio":    {"porco"},
	"porco":  {"dio"},
	"can":    {"dio"},
	"cane":   {"dio"},
	"bestia": {"dio"},
	"maiala": {"madonna"},
}

// innocentIn are listed words that are ordinary words of one language,
// harmless in a text of that language (DetectLanguage): German "dick"
// (thick) and "Ass" (an ace), Spanish "porra" (a betting pool, a club),
// French "hure" (a boar's head) and "retard" (a delay), Portuguese
// "pinga" (a drop, cachaça).
var innocentIn = map[string]string{"dick": LanguageGerman, "ass": LanguageGerman, "porra": LanguageSpanish, "porras": LanguageSpanish,
	"hure": LanguageFrench, "retard": LanguageFrench, "retards": LanguageFrench, "pinga": LanguagePortuguese, "orto": LanguageItalian}

// names are listed words that are also names, harmless where written as
// one (isName): "Philip K. Dick", Giovanni Verga, the Pajero car, the
// surname Belin, the towns of Bitche, Couillet, Ostia, Troia and Bastardo, the
// French charity concerts "Les Enfoirés".
var names = map[string]bool{"dick": true, "bitche": true, "enfoirés": true, "ostia": true, "troia": true, "bastardo": true, "pajero": true, "belin": true, "verga": true, "couillet": true}

// excused reports whether the profane word w (deobfuscated, without its
// elision: unelided), at text[start:end] after the word prev, is harmless
// there: an idiom of harmlessNeighbours, or a word of names written as a
// name (see isName).
func excused(text string, w []byte, prev string, start, end int) bool {
	if names[string(w)] && isName(text, start, end) {
		return true
	}
	n, ok := harmlessNeighbours[string(w)]
	if !ok {
		return false
	}
	for _, j := range n.joined {
		if strings.HasPrefix(text[end:], j) {
			return true
		}
	}
	for _, b := range n.before {
		if strings.EqualFold(prev, b) {
			return true
		}
	}
	nextStart, nextEnd := nextProfanityWord(text, end)
	for _, a := range n.after {
		if strings.EqualFold(text[nextStart:nextEnd], a) {
			return true
		}
	}
	return false
}

// isName reports whether the word text[start:end] is written as a name:
// a capital and then small letters ("Dick"), inside a sentence ("Philip K.
// Dick", "Moby-Dick") or before another such word ("Dick Van Dyke").
func isName(text string, start, end int) bool {
	titled := func(w string) bool {
		r, size := utf8.DecodeRuneInString(w)
		return unicode.IsUpper(r) && w[size:] == strings.ToLower(w[size:]) && len(w) > size
	}
	if !titled(text[start:end]) {
		return false
	}
	if !startsSentence(text[:start]) {
		return true
	}
	nextStart, nextEnd := nextProfanityWord(text, end)
	return nextStart < nextEnd && titled(text[nextStart:nextEnd])
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
// hasProfanity checks: white space and punctuation ("¡", "¿", "«", "’"),
// but for the ASCII look-alikes of letters (asciiSeparators).
func isProfanitySeparator(r rune) bool {
	if r < utf8.RuneSelf {
		return asciiSeparators[r]
	}
	return unicode.IsSpace(r) || unicode.IsPunct(r)
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
// three letters and a run of n stars for n letters, "ß" or "é" one letter
// as one star) matches target;
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
		rest := target
		for k := 1; k <= hi && rest != ""; k++ {
			_, size := utf8.DecodeRuneInString(rest)
			rest = rest[size:]
			if k >= lo && wildMatch(pattern[n:], rest, prefix) {
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

// squeezeRuns squeezes every run of minRun or more of a letter to one,
// appending to buf: with 2 every repeat ("fuuuck"), with 3 only stretched
// letters, keeping doubles ("porraaaa", "connaaaard").
func squeezeRuns(w, buf []byte, minRun int) []byte {
	out := buf[:0]
	for i := 0; i < len(w); {
		j := i + 1
		for j < len(w) && w[j] == w[i] {
			j++
		}
		if j-i >= minRun {
			out = append(out, w[i])
		} else {
			out = append(out, w[i:j]...)
		}
		i = j
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
	var found uint64 // bit k: spamPhrases[k] occurs
	for i := 0; i+1 < len(lower); i++ {
		if pair := int(lower[i])<<8 | int(lower[i+1]); m.spamPairs[pair/64]&(1<<(pair%64)) == 0 {
			continue
		}
		for _, k := range m.spamFirst[lower[i]] {
			if strings.HasPrefix(lower[i:], spamPhrases[k].phrase) {
				found |= 1 << k
			}
		}
	}
	for f := found; f != 0; f &= f - 1 {
		score += spamPhrases[bits.TrailingZeros64(f)].points
	}
	if links > 0 || found != 0 {
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
