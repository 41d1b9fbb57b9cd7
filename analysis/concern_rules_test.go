package analysis

import (
	"slices"
	"testing"
)

// TestConcernRulesExplicit checks explicit threats and self-harm across
// the paradigm of the harm verbs (persons, tenses, object pronouns before
// or joined to the verb, reported threats): the rules of each language
// reach seriousThreshold in the category, and the detector flags the
// text as serious. Where overruled is set, the classifier still overrules
// the rule and the detector finds no serious concern: short sentences with
// no other word of a threat ("Voy a matarte.", "Il veut me tuer.", "Ti
// ucciderà se parli.", "L'ucciderò.", "Matá-lo-ei.", and since the
// retraining of the narrowed victim guards "Vou matá-lo.", at 0.498),
// whose few words score below concernRuleThreshold, and "I'm going to
// kill this TA if he deletes my submission again." (at 0.47, written
// with the rules for roles named with a demonstrative); for them the test
// asserts the rule only, and docs/analysis-languages.md says so. The
// sentences were written for this test and a review of the rules, not
// taken from the evaluation or training sets.
func TestConcernRulesExplicit(t *testing.T) {
	d := &concernDetector{rules: compileConcernRules()}
	l := NewLocal()
	for _, tt := range []struct {
		text, want string
		overruled  bool
	}{
		// English.
		{"My ex is going to kill me if I tell anyone.", CategoryThreats, false},
		{"He says he will kill me if I report him.", CategoryThreats, false},
		{"She said he would stab her if she left him.", CategoryThreats, false},
		{"A classmate said he'd shoot everyone in the lab.", CategoryThreats, false},
		{"He said he'd stab me in the parking lot.", CategoryThreats, false},
		{"My ex is going to kill me in my sleep.", CategoryThreats, false},
		{"I'll shoot you in the head.", CategoryThreats, false},
		{"I've been cutting myself on purpose again.", CategorySelfHarm, false},
		{"Everyone would be better off if I was gone.", CategorySelfHarm, false},
		// German.
		{"Er will mich umbringen, wenn ich zur Polizei gehe.", CategoryThreats, false},
		{"Sie hat gesagt, dass sie mich absticht.", CategoryThreats, false},
		{"Er hat gedroht, mich umzubringen.", CategoryThreats, false},
		{"Ich schlag dich tot.", CategoryThreats, false},
		{"Mein Ex sagt, er wird alle abknallen.", CategoryThreats, false},
		{"Ich verbrenne mir die Arme mit dem Feuerzeug.", CategorySelfHarm, false},
		{"Ich habe wieder angefangen, mich zu verletzen.", CategorySelfHarm, false},
		{"Ohne mich wären alle besser dran.", CategorySelfHarm, false},
		{"Ich bring dich um.", CategoryThreats, false},
		{"Er hat gesagt, er bringt mich um.", CategoryThreats, false},
		{"Ich stech dich ab.", CategoryThreats, false},
		{"Ich bring dich nach der Vorlesung um.", CategoryThreats, false},
		// French.
		{"Il a dit qu'il me tuerait si je parlais.", CategoryThreats, false},
		{"Elle va me buter si je dis quelque chose.", CategoryThreats, false},
		{"Je vais te zigouiller.", CategoryThreats, false},
		{"Il a dit qu'il mettrait le feu à l'école.", CategoryThreats, false},
		{"Il veut me tuer.", CategoryThreats, true},
		{"Je me brûle les bras avec un briquet.", CategorySelfHarm, false},
		{"Tout le monde serait plus heureux si je n'étais plus là.", CategorySelfHarm, false},
		{"J'vais te buter.", CategoryThreats, false},
		{"Je vais te tuer avec ce couteau.", CategoryThreats, false},
		// Spanish.
		{"Dijo que me iba a matar.", CategoryThreats, false},
		{"Va a matarme si se entera.", CategoryThreats, false},
		{"Mi compañero escribió que iba a disparar a todos en la clase.", CategoryThreats, false},
		{"Matará al profesor si lo suspende.", CategoryThreats, false},
		{"Te apuñalaré.", CategoryThreats, false},
		{"Te van a matar si vuelves.", CategoryThreats, false},
		{"Me vuelvo a cortar todas las noches.", CategorySelfHarm, false},
		{"Sigo cortándome los brazos.", CategorySelfHarm, false},
		{"Todos estarían mejor si yo no existiera.", CategorySelfHarm, false},
		{"Te voy a matar.", CategoryThreats, false},
		{"Me va a matar de un tiro.", CategoryThreats, true},
		{"Voy a matarte.", CategoryThreats, true},
		{"Voy a matarlo.", CategoryThreats, true},
		{"Mi compañero dice que me va a matar si hablo.", CategoryThreats, false},
		// Italian.
		{"Mi ha detto che mi ammazzerà se parlo.", CategoryThreats, false},
		{"L'ucciderò con le mie mani.", CategoryThreats, false},
		{"Lo accoltellerò appena esce.", CategoryThreats, false},
		{"Vuole farmi fuori.", CategoryThreats, false},
		{"Ti ucciderà se parli.", CategoryThreats, true},
		{"Darò fuoco alla scuola.", CategoryThreats, false},
		{"Mi sono fatta di nuovo del male.", CategorySelfHarm, false},
		{"Mi graffio le braccia fino a sanguinare.", CategorySelfHarm, false},
		{"Starebbero tutti meglio senza di me.", CategorySelfHarm, false},
		{"Ti voglio ammazzare.", CategoryThreats, false},
		{"Vengo a ucciderti.", CategoryThreats, false},
		{"L'ucciderò.", CategoryThreats, true},
		// Portuguese.
		{"Ele disse que vai me matar.", CategoryThreats, false},
		{"Vou te machucar de verdade.", CategoryThreats, false},
		{"Vou matá-lo amanhã.", CategoryThreats, false},
		{"Vou matar você.", CategoryThreats, false},
		{"Eles vão te matar se você voltar.", CategoryThreats, false},
		{"Ele ameaçou que ia me esfaquear.", CategoryThreats, false},
		{"Vou tacar fogo na sua casa.", CategoryThreats, false},
		{"Me corto com gilete até sangrar.", CategorySelfHarm, false},
		{"Todos seriam mais felizes se eu morresse.", CategorySelfHarm, false},
		{"Vou te matar da próxima vez.", CategoryThreats, false},
		{"Vou te dar um tiro de espingarda.", CategoryThreats, false},
		{"Vou te matar do jeito mais lento.", CategoryThreats, false},
		{"Vou matá-lo.", CategoryThreats, true},
		{"Vou-te matar.", CategoryThreats, false},
		{"Vou matar-te.", CategoryThreats, false},
		{"Mato-te.", CategoryThreats, false},
		{"Matá-lo-ei.", CategoryThreats, true},
		// A subject with a modifier (an ex, a stranger), a threat at a role
		// named with a demonstrative, two harm verbs joined, self-harm again.
		{"My ex from the lab says he'll kill me if I report him.", CategoryThreats, false},
		{"My ex from work is going to kill me if I go to the police.", CategoryThreats, false},
		{"I'm going to kill this TA if he deletes my submission again.", CategoryThreats, true},
		{"I'll find you and hurt you.", CategoryThreats, false},
		{"I've been hurting myself again since the exams started.", CategorySelfHarm, false},
		{"Mein Ex aus der Uni hat gesagt, er bringt mich um, wenn ich zur Polizei gehe.", CategoryThreats, false},
		{"Mein Ex aus dem Verein will mich umbringen, wenn ich aussage.", CategoryThreats, false},
		{"Ich bring diesen Tutor um, wenn er noch mal meine Abgabe verliert.", CategoryThreats, false},
		{"Ich werde dich finden und dir wehtun.", CategoryThreats, false},
		{"Ich verletze mich wieder selbst, seit die Prüfungen angefangen haben.", CategorySelfHarm, false},
		{"Mon ex du lycée dit qu'il va me tuer si je porte plainte.", CategoryThreats, false},
		{"Mon ex de la fac veut me tuer si je parle à la police.", CategoryThreats, false},
		{"Je vais tuer ce prof s'il me recale encore une fois.", CategoryThreats, false},
		{"Je vais te trouver et te faire du mal.", CategoryThreats, false},
		{"Je me coupe à nouveau depuis la rupture.", CategorySelfHarm, false},
		{"Mi ex del trabajo dice que me va a matar si lo denuncio.", CategoryThreats, false},
		{"Un desconocido del bar quiere matarme si vuelvo por allí.", CategoryThreats, false},
		{"Voy a matar a este tutor si vuelve a perder mi trabajo.", CategoryThreats, false},
		{"Voy a encontrarte y hacerte daño.", CategoryThreats, false},
		{"Me estoy haciendo daño de nuevo desde los exámenes.", CategorySelfHarm, false},
		{"Il mio ex della palestra dice che mi ammazzerà se esco con un altro.", CategoryThreats, false},
		{"Il mio ex del lavoro vuole ammazzarmi se lo denuncio.", CategoryThreats, false},
		{"Ammazzo questo tutor se perde ancora la mia relazione.", CategoryThreats, false},
		{"Ti troverò e ti farò del male.", CategoryThreats, false},
		{"Mi sto facendo del male di nuovo da settimane.", CategorySelfHarm, false},
		{"Meu ex da faculdade disse que vai me matar se eu contar para alguém.", CategoryThreats, false},
		{"Meu ex do trabalho vai me matar se eu denunciar.", CategoryThreats, false},
		{"Vou matar esse monitor se ele perder meu relatório de novo.", CategoryThreats, false},
		{"Vou te achar e te machucar muito.", CategoryThreats, false},
		{"Comecei a me cortar de novo depois das provas.", CategorySelfHarm, false},
	} {
		h := d.rulesFor(matchWords(tt.text, nil))
		if c := slices.Index(categoryOrder, tt.want); h.confidence[c] < seriousThreshold {
			t.Errorf("rules on %q: %s confidence %.2f, want at least %v", tt.text, tt.want, h.confidence[c], seriousThreshold)
		}
		if c := l.DetectConcern(tt.text); !tt.overruled && (!c.IsSerious || !slices.Contains(c.Categories, tt.want)) {
			t.Errorf("DetectConcern(%q) = %+v, want serious %s", tt.text, c, tt.want)
		}
	}
}

// TestConcernHyperboleHarmless checks that everyday hyperbole of the harm
// verbs (a parent, a partner, an exam or the heat that "will kill me",
// "kill with laughter"), idioms that share their words ("matar el
// tiempo", "die Kosten umlegen", "armi da fuoco"), accidents told with
// the self-harm verbs ("me volví a quemar en la playa", "I cut myself
// shaving") and impersonal "it would be better if" are not serious
// concerns: no threat or self-harm rule reaches seriousThreshold, and the
// detector finds none. Most sentences are those a review of the
// paradigm rules found to be false alarms; they were written for the
// review, not taken from the evaluation or training sets.
func TestConcernHyperboleHarmless(t *testing.T) {
	d := &concernDetector{rules: compileConcernRules()}
	l := NewLocal()
	paradigms := []int{slices.Index(categoryOrder, CategoryThreats), slices.Index(categoryOrder, CategorySelfHarm)}
	for lang, texts := range map[string][]string{
		"en": {
			"My mom is going to kill me when she sees this grade.",
			"This assignment is going to kill me.",
			"They kill him off in the second season, what a twist.",
			"He told me he would hurt her feelings.",
			"She told me she'd hurt her ankle again.",
			"My sister said she'd kill me if I told mom.",
			"My roommate is going to kill me when she sees the mess.",
			"My neighbor is going to kill me, my dog dug up his garden.",
			"Someone could hurt you if you walk home alone at night.",
			"My coworker is going to shoot me an email.",
			"She'd get me a coffee if I asked.",
			"She'll kill me with kindness.",
			"He's killing me with these deadlines.",
			"I'll shoot you an email.",
			"Shoot me a text.",
			"If we played them, they'd beat us easily.",
			"I'm going to poison my weeds this weekend.",
			"I put a knife in the dishwasher.",
			"I cut myself with a razor while shaving this morning.",
			"The meeting would be easier if I wasn't here to interrupt.",
			"My roommate from college is going to kill me when she sees the mess.",
			"The guy from IT is going to kill me when he sees this.",
			"I'm gonna kill this class tomorrow, I practiced all week.",
			"I'm going to kill this set tonight, the band is ready.",
			"I'll find you and beat you at chess.",
			"I'll find you and kill you with kindness.",
			"I hurt my knee again at practice.",
			"I burned myself again on the oven door.",
		},
		"de": {
			"Der Stress bringt mich noch um.",
			"Meine Mutter bringt mich um, wenn ich durchfalle.",
			"Ich verbrannte mir den Arm am Herd.",
			"Ich kratze mir die Arme, weil die Mückenstiche jucken.",
			"Ich schnitt mir mit der Rasierklinge ins Kinn.",
			"Sie will mit uns die Zeit totschlagen.",
			"Sie haben uns im Finale überfahren.",
			"Sie wollen die Kosten auf alle umlegen.",
			"Er will am Wochenende mit uns den Grill abfackeln.",
			"Sie wollen an Silvester alle Raketen abfackeln.",
			"Er schlägt mich um Längen im Schach.",
			"Er bringt mich um acht zum Bahnhof.",
			"Er bringt mich um den Verstand.",
			"Das Feuer droht, das Dorf niederzubrennen.",
			"Der bringt mich mit seinen Witzen um.",
			"Meine Mitbewohnerin aus dem Wohnheim bringt mich um, wenn sie das sieht.",
			"Meine Mutter aus Berlin bringt mich um, wenn sie meine Noten sieht.",
			"Ich bring diesen Drucker um.",
			"Ich bring diesen Tutor um den Verstand mit meinen Fragen.",
			"Ich werde dich finden und dir beim Umzug helfen.",
			"Wir finden dich beim Konzert und umarmen dich.",
			"Ich finde dich schon und bring dich zum Lachen.",
			"Ich hol dich ab und bring dich um acht zum Bahnhof.",
			"Beim Fußball verletze ich mich wieder.",
			"Ich verbrenne mich wieder am Backofen.",
		},
		"fr": {
			"Ce prof va me tuer avec ses devoirs.",
			"Ma mère va me tuer si je rate l'exam.",
			"Il me tue avec ses blagues.",
			"Je me coupe toujours avec ce rasoir.",
			"Mon fils a failli mettre le feu à la maison en faisant des crêpes.",
			"On leur tire dessus au paintball.",
			"Ils vont nous tuer au foot samedi.",
			"Je vais te tuer avec mes blagues.",
			"Je vais te tuer avec mes questions.",
			"Ma coloc de la fac va me tuer quand elle verra le bazar.",
			"Ma mère à la maison va me tuer quand elle verra mes notes.",
			"Je vais tuer le temps en lisant.",
			"Je vais tuer ce partiel demain.",
			"Je vais te retrouver et te tuer au foot.",
			"Je vais te trouver et te tuer de rire.",
			"Je me coupe à nouveau les cheveux moi-même.",
			"Je me brûle encore avec le four.",
		},
		"es": {
			"Mi madre me va a matar si suspendo.",
			"Este examen me va a matar.",
			"Tu madre te va a matar cuando lo vea.",
			"Me mata la risa con sus memes.",
			"La clase sería mejor si no estuviera tan llena.",
			"Sería mejor si no existiera este examen.",
			"Todo sería mejor si desapareciera el ruido de la obra.",
			"Me volví a lastimar jugando al fútbol.",
			"Me volví a quemar en la playa.",
			"Estos zapatos nuevos siguen haciéndome daño.",
			"Me hice daño cortándome con un cuchillo de cocina.",
			"Dice que va a matar el tiempo jugando.",
			"El admin me dijo que matara el proceso.",
			"Mi madre siempre dice que me va a matar.",
			"Mis padres me matarán.",
			"Mis padres me van a matar si suspendo.",
			"Mi pareja me va a matar.",
			"La resaca me va a matar.",
			"Mi gato quiere matar a la mosca.",
			"Van a matar a la reina en la próxima temporada.",
			"Mi hermana va a volar a casa en diciembre.",
			"Va a quemar calorías en clase de spinning.",
			"Le voy a dar una paliza al ajedrez.",
			"Te mataría a besos.",
			"Te mato a besos.",
			"Alguien de mi familia me va a matar cuando vea las notas.",
			"Este tipo de examen me va a matar.",
			"Voy a matar este examen.",
			"Mi compañera de piso me va a matar cuando vea el desorden.",
			"Voy a encontrarte y matarte a besos.",
			"Voy a buscarte y matarte de risa.",
			"Me estoy haciendo daño de nuevo en la rodilla.",
			"Me lastimo otra vez jugando al fútbol.",
		},
		"it": {
			"Mia madre mi ucciderà se prendo un brutto voto.",
			"Questo esame mi ammazzerà.",
			"Tua madre ti ucciderà quando lo scopre.",
			"Mi ammazza dal ridere con le sue battute.",
			"Mia madre dice che mi ucciderà se prendo un brutto voto.",
			"Il medico ha detto che il fumo lo ucciderà.",
			"Ha detto che ammazzerà il tempo leggendo.",
			"I miei mi ammazzeranno se lo scoprono.",
			"Il prof vuole ammazzarci con tre esami in una settimana.",
			"Il mio ragazzo mi ucciderà.",
			"L'ammazzo questa zanzara.",
			"Il cane ha imparato a farla fuori.",
			"Il corso spiega la sicurezza delle armi da fuoco in casa.",
			"Quella pizza la farò fuori in due minuti.",
			"Innaffio troppo le piante, finirò per ucciderle.",
			"Se non risponde, ucciderò il processo.",
			"Mi sono fatto del male giocando a calcio.",
			"Mi brucio la pelle al sole.",
			"Mi taglio sempre con la lametta quando mi rado.",
			"Ti ammazzo di complimenti.",
			"Mi ammazzo dalle risate.",
			"Qualcuno della mia famiglia mi ammazzerà quando vede i voti.",
			"Questo tipo di esame mi ucciderà.",
			"Ammazzo questo tutor di domande.",
			"Ammazzo il tempo col telefono.",
			"Ti troverò e ti ammazzerò di baci.",
			"Ti troverò e ti ammazzerò di risate.",
			"Mi faccio male di nuovo al ginocchio.",
			"Mi brucio di nuovo al sole.",
		},
		"pt": {
			"Minha mãe vai me matar se eu reprovar.",
			"Vou te matar de rir com essa piada.",
			"Vou te matar de rir.",
			"Essa prova vai me matar.",
			"Sua mãe vai te matar quando souber.",
			"Ele disse que vai matar aula amanhã.",
			"O suporte disse que eu devia matar o processo.",
			"Meus pais vão me matar.",
			"Meu filho vai me matar quando souber.",
			"Meu irmão vai me matar.",
			"O treino vai me matar.",
			"Vou te bater um fio amanhã.",
			"Quero te bater no xadrez.",
			"A fome vai te bater às 11.",
			"Este calor vai dar cabo de ti.",
			"Me corto com gilete quando faço a barba.",
			"Alguém da minha família vai me matar quando vir as notas.",
			"O cara da academia vai me matar com esse treino.",
			"Vou matar essa aula amanhã.",
			"Vou matar esse professor de rir com essa piada.",
			"Vou te encontrar e te matar de saudade.",
			"Vou te pegar e te matar de cócegas.",
			"Estou me machucando de novo no treino.",
			"Me queimo de novo no forno.",
		},
	} {
		for _, text := range texts {
			h := d.rulesFor(matchWords(text, nil))
			for _, c := range paradigms {
				if h.confidence[c] >= seriousThreshold {
					t.Errorf("%s: rules on %q: %s confidence %.2f (%q), want below %v", lang, text, categoryOrder[c], h.confidence[c], h.phrases[c], seriousThreshold)
				}
			}
			if c := l.DetectConcern(text); c.IsSerious {
				t.Errorf("%s: DetectConcern(%q) = %+v, want none", lang, text, c)
			}
		}
	}
}
