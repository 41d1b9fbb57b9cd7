package analysis

import (
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
)

func TestConcernDetected(t *testing.T) {
	l := NewLocal()
	tests := []struct {
		text string
		want string
	}{
		{"I will kill you", CategoryThreats},
		{"If he fails me again I'm going to hurt him.", CategoryThreats},
		{"im gonna shoot up the school tomorrow", CategoryThreats},
		{"You're dead after class.", CategoryThreats},
		{"I know where you live.", CategoryThreats},
		{"The tutor threatened me when I asked about my grade.", CategoryThreats},
		{"Someone brought a gun to class today", CategoryThreats},
		{"The professor keeps making sexual comments to female students.", CategoryHarassment},
		{"He touched me inappropriately after the lab.", CategoryHarassment},
		{"I'm being bullied by my group every week", CategoryHarassment},
		{"you are a worthless idiot", CategoryHarassment},
		{"go kill yourself", CategoryHarassment},
		{"I want to end my life", CategorySelfHarm},
		{"honestly i want to kill myself", CategorySelfHarm},
		{"I just want to die", CategorySelfHarm},
		{"I've been cutting myself again", CategorySelfHarm},
		{"there is no reason to live anymore", CategorySelfHarm},
		{"He failed me because I'm a woman and told me women can't do engineering.", CategoryDiscrimination},
		{"The instructor made racist jokes about my accent.", CategoryDiscrimination},
		{"They mocked me because of my religion.", CategoryDiscrimination},
		{"Go back to your country!", CategoryDiscrimination},
		{"There is a gas leak in room 204, it smells like gas.", CategorySafety},
		{"The fire exit is blocked by boxes.", CategorySafety},
		{"Exposed wires hanging from the ceiling in the lab", CategorySafety},
		{"A student had a weapon in his bag", CategorySafety},
		{"The fire alarm is not working in building C", CategorySafety},
	}
	for _, tt := range tests {
		c := l.DetectConcern(tt.text)
		if !c.IsSerious || !slices.Contains(c.Categories, tt.want) {
			t.Errorf("DetectConcern(%q) = %+v, want serious %s", tt.text, c, tt.want)
		}
		if c.Confidence < seriousThreshold || c.Confidence > 1 || c.Reason == "" {
			t.Errorf("DetectConcern(%q): confidence %v, reason %q", tt.text, c.Confidence, c.Reason)
		}
	}
}

func TestConcernNotDetected(t *testing.T) {
	l := NewLocal()
	for _, text := range []string{
		"This lecture killed it, best session of the term!",
		"You absolutely nailed it, killing it every week.",
		"The exam was killing me but I learned a lot.",
		"This course will kill me, so much homework.",
		"The cake at the break was to die for.",
		"This class is the bomb.",
		"I died laughing at the examples.",
		"I would never hurt anyone, but the grading felt unfair.",
		"I don't want to die of boredom in the next lecture, please add exercises.",
		"Terrible pacing and the slides were awful.",
		"The instructor was rude and disorganised, worst course ever.",
		"Great teacher, very helpful and kind.",
		"I'll shoot you an email about the deadline.",
		"We'll beat you at the quiz next week!",
		"The suicide prevention workshop was really valuable.",
		"The room was too hot and the chairs were uncomfortable.",
		"Fire safety training was well organised.",
		"The hot glue gun in the maker lab ran out of glue.",
		"The lecture on price discrimination was confusing.",
		"",
	} {
		if c := l.DetectConcern(text); c.IsSerious || len(c.Categories) != 0 {
			t.Errorf("DetectConcern(%q) = %+v, want none", text, c)
		}
	}
}

func TestConcernConfidenceCombines(t *testing.T) {
	l := NewLocal()
	one := l.DetectConcern("I will kill you")
	two := l.DetectConcern("I will kill you. I know where you live.")
	if two.Confidence <= one.Confidence {
		t.Errorf("two threats: confidence %v, one threat: %v", two.Confidence, one.Confidence)
	}
	multi := l.DetectConcern("He keeps harassing me and said he will hurt me; I want to die.")
	for _, c := range []string{CategoryThreats, CategoryHarassment, CategorySelfHarm} {
		if !slices.Contains(multi.Categories, c) {
			t.Errorf("categories %v lack %s", multi.Categories, c)
		}
	}
}

// TestDecideConcernRuleStrength checks the thresholds of decideConcern:
// rules of strongRuleConfidence lower the plain threshold to the rule
// threshold, weaker rules that reach seriousThreshold to the weak rule
// threshold only, and rules below seriousThreshold not at all.
func TestDecideConcernRuleStrength(t *testing.T) {
	cuts := concernCuts{plain: 300, rule: 60, weakRule: 200}
	harassment := slices.Index(categoryOrder, CategoryHarassment)
	for _, tt := range []struct {
		score, confidence float64
		serious           bool
	}{
		{score: 100, confidence: 0, serious: false},
		{score: 310, confidence: 0, serious: true},
		{score: 100, confidence: strongRuleConfidence, serious: true},
		{score: 50, confidence: strongRuleConfidence, serious: false},
		{score: 100, confidence: 0.7, serious: false},
		{score: 210, confidence: 0.7, serious: true},
		{score: 210, confidence: 0.4, serious: false},
	} {
		var scores [numCategories + 1]float32
		scores[numCategories] = float32(tt.score)
		var h ruleHits
		h.confidence[harassment] = tt.confidence
		if v := decideConcern(&scores, &h, cuts); v.serious != tt.serious {
			t.Errorf("score %v, rules' confidence %v: serious %v, want %v", tt.score, tt.confidence, v.serious, tt.serious)
		}
	}
}

// TestDecideConcernUntrainedRule checks that an untrained rule of
// strongRuleConfidence makes a text serious whatever the classifier's
// score, with the rules' confidence, while a trained rule of the same
// weight still needs the score to pass the rule threshold.
func TestDecideConcernUntrainedRule(t *testing.T) {
	cuts := concernCuts{plain: 300, rule: 60, weakRule: 200}
	threats := slices.Index(categoryOrder, CategoryThreats)
	var scores [numCategories + 1]float32
	scores[numCategories] = -150
	h := ruleHits{untrainedStrong: true}
	h.confidence[threats] = 0.9
	v := decideConcern(&scores, &h, cuts)
	if !v.serious || !v.categories[threats] || v.confidence != 0.9 {
		t.Errorf("untrained rule at score -150: %+v, want serious threats with confidence 0.9", v)
	}
	h.untrainedStrong = false
	if v := decideConcern(&scores, &h, cuts); v.serious {
		t.Errorf("trained rule at score -150: %+v, want not serious", v)
	}
}

// TestTopWordsSkipsFunctionWords checks that the evidence of a verdict
// leaves out the function words of its language, whatever they weigh.
func TestTopWordsSkipsFunctionWords(t *testing.T) {
	text := "Creo que voy a hacer nuggets porque no sé"
	words, spans := matchWordSpans(text, nil, []wordSpan{})
	contrib := make([]float32, len(words))
	for i, w := range words {
		contrib[i] = 1
		if evidenceSkipped[LanguageSpanish][w] {
			contrib[i] = 5 // function words weigh most
		}
	}
	// "voy" is the auxiliary of the future here; words next to each other
	// are quoted together.
	got := topWords(text, words, spans, contrib, evidenceSkipped[LanguageSpanish], 3)
	if want := []string{"Creo", "hacer nuggets"}; !slices.Equal(got, want) {
		t.Errorf("topWords = %q, want %q", got, want)
	}
	// A text of unknown language skips nothing.
	if got := topWords(text, words, spans, contrib, evidenceSkipped[""], 3); !slices.Equal(got, []string{"que voy a"}) {
		t.Errorf("topWords without a language = %q", got)
	}
	// A word that stands twice is quoted once, and a word keeps the
	// negator just before it.
	text = "Mein Vertrag wurde nicht verlängert, der Vertrag endet im Mai."
	words, spans = matchWordSpans(text, nil, []wordSpan{})
	contrib = make([]float32, len(words))
	for i, w := range words {
		contrib[i] = map[string]float32{"vertrag": 3, "verlangert": 2, "endet": 1, "mai": 0.5}[w]
	}
	got = topWords(text, words, spans, contrib, evidenceSkipped[LanguageGerman], 3)
	if want := []string{"Vertrag", "nicht verlängert", "endet"}; !slices.Equal(got, want) {
		t.Errorf("topWords = %q, want %q", got, want)
	}
}

// TestConcernFeatureOwners checks the words that concernFeatures names
// for each feature: a word's own features name it alone, a pair of words
// or of concepts names both, so that a reason can credit each half.
func TestConcernFeatureOwners(t *testing.T) {
	words := matchWords("He said he would stab my tutor after the lab, and I believe him.", nil)
	langs := languageSetOf(LanguageEnglish)
	fs, owner, _ := concernFeatures(words, langs, nil, []featureOwner{})
	if len(owner) != len(fs) {
		t.Fatalf("%d owners for %d features", len(owner), len(fs))
	}
	want := map[uint32][]featureOwner{}
	var concepts []int // the words with a concept, by clause
	for i, w := range words {
		if w == clauseBreak {
			concepts = concepts[:0]
			continue
		}
		for _, f := range gramFeatures(w, nil) {
			want[f] = append(want[f], featureOwner{i, i})
		}
		want[fnv32(featWord, w)] = append(want[fnv32(featWord, w)], featureOwner{i, i})
		if i+1 < len(words) && words[i+1] != clauseBreak {
			want[fnv32(featPair, w, words[i+1])] = append(want[fnv32(featPair, w, words[i+1])], featureOwner{i, i + 1})
			if i+2 < len(words) && words[i+2] != clauseBreak {
				want[fnv32(featSkip, w, words[i+2])] = append(want[fnv32(featSkip, w, words[i+2])], featureOwner{i, i + 2})
			}
		}
		c := conceptOf(w, langs)
		if c == 0 {
			continue
		}
		if !isPerson(c) {
			want[conceptFeature[c]] = append(want[conceptFeature[c]], featureOwner{i, i})
		}
		for _, j := range concepts[max(0, len(concepts)-conceptPairWindow):] {
			if p := conceptOf(words[j], langs); !isPerson(c) || !isPerson(p) {
				want[conceptPairFeature[p][c]] = append(want[conceptPairFeature[p][c]], featureOwner{j, i})
			}
		}
		concepts = append(concepts, i)
	}
	pairs := 0
	for k, f := range fs {
		if !slices.Contains(want[f], owner[k]) {
			t.Errorf("feature %d (%x) is owned by %v, want one of %v", k, f, owner[k], want[f])
		}
		if owner[k].first != owner[k].second {
			pairs++
		}
	}
	if pairs == 0 {
		t.Error("no feature is owned by two words")
	}
}

// TestConcernEvidenceNamesNoFunctionWord checks the reasons of the
// detector on the concerns of the training set: where the classifier's
// words are the evidence, none is a function word of the text's language.
func TestConcernEvidenceNamesNoFunctionWord(t *testing.T) {
	l := NewLocal()
	quoted := regexp.MustCompile(`"(?:[^"\\]|\\.)*"`)
	bad := 0
	for _, r := range concernTrainingRows(t) {
		if !r.written || r.ordinary {
			continue
		}
		c := l.DetectConcern(r.text)
		if !c.IsSerious {
			continue
		}
		skip := evidenceSkipped[DetectLanguage(r.text)]
		for _, q := range quoted.FindAllString(c.Reason, -1) {
			p, err := strconv.Unquote(q)
			if err != nil {
				t.Fatalf("%q: reason %s: %v", r.text, c.Reason, err)
			}
			if w := matchWords(p, nil); len(w) == 1 && skip[w[0]] {
				if bad++; bad <= 10 {
					t.Errorf("%q: %s", r.text, c.Reason)
				}
			}
		}
	}
	if bad > 10 {
		t.Errorf("and %d more function words quoted", bad-10)
	}
}

// TestConcernReasonNamesTheAct checks the words a reason quotes for
// threats that only the classifier finds: the act, where the verb that
// reports it ("said", "gesagt") once weighed most, credited with the
// whole weight of the pairs it starts.
func TestConcernReasonNamesTheAct(t *testing.T) {
	l := NewLocal()
	for _, tt := range []struct{ text, want, not string }{
		{"A bloke barred from the supporters' club said he'd come back and blow the place up with all of us in it.", `"come back"`, `"said"`},
		{`Zwei Männer haben vor dem Dönerladen gesagt, sie zünden ihn an, weil "hier kein Ausländer Geld verdient".`, `"zünden"`, `"gesagt"`},
	} {
		c := l.DetectConcern(tt.text)
		if !c.IsSerious || !strings.Contains(c.Reason, tt.want) || strings.Contains(c.Reason, tt.not) {
			t.Errorf("%q: serious %v, %s; want %s quoted and not %s", tt.text, c.IsSerious, c.Reason, tt.want, tt.not)
		}
	}
}

// TestConcernReasonQuotesTheText checks that a reason quotes what the
// rules matched as the text writes it (accents, capitals, apostrophes and
// commas kept), and matches that overlap as one passage.
func TestConcernReasonQuotesTheText(t *testing.T) {
	l := NewLocal()
	for text, want := range map[string]string{
		"Mon chef m'a frappé au visage.":                 `Possible harassment ("chef m'a frappé").`,
		"Ich möchte nicht mehr leben.":                   `Possible self-harm ("möchte nicht mehr leben").`,
		"Je vais me jeter sous un train, j'en ai marre.": `Possible self-harm ("vais me jeter sous un train").`,
		"I will burn this building down":                 `Possible threats ("I will burn this building down").`,
	} {
		if got := l.DetectConcern(text).Reason; got != want {
			t.Errorf("%q: reason %s, want %s", text, got, want)
		}
	}
}
