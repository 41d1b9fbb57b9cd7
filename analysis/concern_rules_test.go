package analysis

import (
	"slices"
	"testing"
)

// TestConcernRulesExplicit checks that the rules of each language reach
// seriousThreshold in the category of explicit threats and self-harm
// across the paradigm of the harm verbs: persons, tenses, object pronouns
// before or joined to the verb, and reported threats. The sentences were
// written for this test, not taken from the evaluation or training sets.
func TestConcernRulesExplicit(t *testing.T) {
	d := &concernDetector{rules: compileConcernRules()}
	for _, tt := range []struct{ text, want string }{
		// English.
		{"My ex is going to kill me if I tell anyone.", CategoryThreats},
		{"He says he will kill me if I report him.", CategoryThreats},
		{"She said he would stab her if she left him.", CategoryThreats},
		{"A classmate said he'd shoot everyone in the lab.", CategoryThreats},
		{"I've been cutting myself on purpose again.", CategorySelfHarm},
		{"Everyone would be better off if I was gone.", CategorySelfHarm},
		// German.
		{"Er will mich umbringen, wenn ich zur Polizei gehe.", CategoryThreats},
		{"Sie hat gesagt, dass sie mich absticht.", CategoryThreats},
		{"Er hat gedroht, mich umzubringen.", CategoryThreats},
		{"Ich schlag dich tot.", CategoryThreats},
		{"Mein Ex sagt, er wird alle abknallen.", CategoryThreats},
		{"Ich verbrenne mir die Arme mit dem Feuerzeug.", CategorySelfHarm},
		{"Ich habe wieder angefangen, mich zu verletzen.", CategorySelfHarm},
		{"Ohne mich wären alle besser dran.", CategorySelfHarm},
		// French.
		{"Il a dit qu'il me tuerait si je parlais.", CategoryThreats},
		{"Elle va me buter si je dis quelque chose.", CategoryThreats},
		{"Je vais te zigouiller.", CategoryThreats},
		{"Il a dit qu'il mettrait le feu à l'école.", CategoryThreats},
		{"Il veut me tuer.", CategoryThreats},
		{"Je me brûle les bras avec un briquet.", CategorySelfHarm},
		{"Tout le monde serait plus heureux si je n'étais plus là.", CategorySelfHarm},
		// Spanish.
		{"Dijo que me iba a matar.", CategoryThreats},
		{"Va a matarme si se entera.", CategoryThreats},
		{"Mi compañero escribió que iba a disparar a todos en la clase.", CategoryThreats},
		{"Matará al profesor si lo suspende.", CategoryThreats},
		{"Te apuñalaré.", CategoryThreats},
		{"Te van a matar si vuelves.", CategoryThreats},
		{"Me vuelvo a cortar todas las noches.", CategorySelfHarm},
		{"Sigo cortándome los brazos.", CategorySelfHarm},
		{"Todos estarían mejor si yo no existiera.", CategorySelfHarm},
		// Italian.
		{"Mi ha detto che mi ammazzerà se parlo.", CategoryThreats},
		{"L'ucciderò con le mie mani.", CategoryThreats},
		{"Lo accoltellerò appena esce.", CategoryThreats},
		{"Vuole farmi fuori.", CategoryThreats},
		{"Ti ucciderà se parli.", CategoryThreats},
		{"Darò fuoco alla scuola.", CategoryThreats},
		{"Mi sono fatta di nuovo del male.", CategorySelfHarm},
		{"Mi graffio le braccia fino a sanguinare.", CategorySelfHarm},
		{"Starebbero tutti meglio senza di me.", CategorySelfHarm},
		// Portuguese.
		{"Ele disse que vai me matar.", CategoryThreats},
		{"Vou te machucar de verdade.", CategoryThreats},
		{"Vou matá-lo amanhã.", CategoryThreats},
		{"Vou matar você.", CategoryThreats},
		{"Eles vão te matar se você voltar.", CategoryThreats},
		{"Ele ameaçou que ia me esfaquear.", CategoryThreats},
		{"Vou tacar fogo na sua casa.", CategoryThreats},
		{"Me corto com gilete até sangrar.", CategorySelfHarm},
		{"Todos seriam mais felizes se eu morresse.", CategorySelfHarm},
	} {
		h := d.rulesFor(matchWords(tt.text, nil))
		if c := slices.Index(categoryOrder, tt.want); h.confidence[c] < seriousThreshold {
			t.Errorf("rules on %q: %s confidence %.2f, want at least %v", tt.text, tt.want, h.confidence[c], seriousThreshold)
		}
	}
}

// TestConcernHyperboleHarmless checks that the everyday hyperbole of the
// harm verbs (a parent, an exam or the heat that "will kill me", "kill
// with laughter") is not a serious concern: the threat rules leave it out
// (their subjects and continuations) and the classifier does not find one.
func TestConcernHyperboleHarmless(t *testing.T) {
	d := &concernDetector{rules: compileConcernRules()}
	l := NewLocal()
	threats := slices.Index(categoryOrder, CategoryThreats)
	for _, text := range []string{
		"My mom is going to kill me when she sees this grade.",
		"This assignment is going to kill me.",
		"They kill him off in the second season, what a twist.",
		"Der Stress bringt mich noch um.",
		"Meine Mutter bringt mich um, wenn ich durchfalle.",
		"Ce prof va me tuer avec ses devoirs.",
		"Ma mère va me tuer si je rate l'exam.",
		"Il me tue avec ses blagues.",
		"Mi madre me va a matar si suspendo.",
		"Este examen me va a matar.",
		"Tu madre te va a matar cuando lo vea.",
		"Me mata la risa con sus memes.",
		"Mia madre mi ucciderà se prendo un brutto voto.",
		"Questo esame mi ammazzerà.",
		"Tua madre ti ucciderà quando lo scopre.",
		"Mi ammazza dal ridere con le sue battute.",
		"Minha mãe vai me matar se eu reprovar.",
		"Vou te matar de rir com essa piada.",
		"Essa prova vai me matar.",
		"Sua mãe vai te matar quando souber.",
	} {
		if h := d.rulesFor(matchWords(text, nil)); h.confidence[threats] >= seriousThreshold {
			t.Errorf("rules on %q: threats confidence %.2f (%q), want below %v", text, h.confidence[threats], h.phrases[threats], seriousThreshold)
		}
		if c := l.DetectConcern(text); c.IsSerious {
			t.Errorf("DetectConcern(%q) = %+v, want none", text, c)
		}
	}
}
