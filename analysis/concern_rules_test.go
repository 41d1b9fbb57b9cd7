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
// the rule and the detector finds no serious concern: "Il veut me tuer."
// and "Ti ucciderà se parli." (short sentences with no other word of a
// threat, whose few words score below concernRuleThreshold), "I'm going
// to kill this TA if he deletes my submission again." (written with the
// rules for roles named with a demonstrative) and, since the classifier
// learned round 7 of testdata/concern/train2, "Ci scappa il morto se non
// sistemano l'impalcatura."; for them the test asserts the rule only, and
// docs/analysis-languages.md says so. Eight short sentences that the
// classifier overruled once ("Voy a matarte.", "L'ucciderò.",
// "Matá-lo-ei.", "Vou matá-lo.", "Je vais tuer quelqu'un demain.") are
// found by the classifier of round 8 and held to it again. Self-harm told
// with the pronoun before the verb ("me quiero matar", "mi ammazzo", "ich
// bringe mich heute um"; concernRulesUntrained) is held here too, and so
// is the fear of being killed or hurt told with the subjunctive ("tengo
// miedo de que mi ex me mate"). The
// sentences were written for this test and reviews of the rules, not
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
		{"Me va a matar de un tiro.", CategoryThreats, false},
		{"Voy a matarte.", CategoryThreats, false},
		{"Voy a matarlo.", CategoryThreats, false},
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
		{"L'ucciderò.", CategoryThreats, false},
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
		{"Vou matá-lo.", CategoryThreats, false},
		{"Vou-te matar.", CategoryThreats, false},
		{"Vou matar-te.", CategoryThreats, false},
		{"Mato-te.", CategoryThreats, false},
		{"Matá-lo-ei.", CategoryThreats, false},
		// A stranger named with a public place, a threat at a role
		// named with a demonstrative, two harm verbs joined, self-harm again.
		{"My ex from the lab says he'll kill me if I report him.", CategoryThreats, false},
		{"A stranger on the train is going to kill me if I go to the police.", CategoryThreats, false},
		{"I'm going to kill this TA if he deletes my submission again.", CategoryThreats, true},
		{"I'll find you and hurt you.", CategoryThreats, false},
		{"I've been hurting myself again since the exams started.", CategorySelfHarm, false},
		{"Mein Ex aus der Uni hat gesagt, er bringt mich um, wenn ich zur Polizei gehe.", CategoryThreats, false},
		{"Ich werde diesen Trainer umbringen, wenn er noch mal schreit.", CategoryThreats, false},
		{"Ich bring diesen Tutor um, wenn er noch mal meine Abgabe verliert.", CategoryThreats, false},
		{"Ich werde dich finden und dir wehtun.", CategoryThreats, false},
		{"Ich verletze mich wieder selbst, seit die Prüfungen angefangen haben.", CategorySelfHarm, false},
		{"Mon ex du lycée dit qu'il va me tuer si je porte plainte.", CategoryThreats, false},
		{"Un inconnu dans le métro veut me tuer si je parle à la police.", CategoryThreats, false},
		{"Je vais tuer ce prof s'il me recale encore une fois.", CategoryThreats, false},
		{"Je vais te trouver et te faire du mal.", CategoryThreats, false},
		{"Je me coupe à nouveau depuis la rupture.", CategorySelfHarm, false},
		{"Un desconocido en la parada dice que me va a matar si lo denuncio.", CategoryThreats, false},
		{"Un desconocido del metro quiere matarme si vuelvo por allí.", CategoryThreats, false},
		{"Voy a matar a este tutor si vuelve a perder mi trabajo.", CategoryThreats, false},
		{"Voy a encontrarte y hacerte daño.", CategoryThreats, false},
		{"Me estoy haciendo daño de nuevo desde los exámenes.", CategorySelfHarm, false},
		{"Uno sconosciuto in treno dice che mi ammazzerà se parlo.", CategoryThreats, false},
		{"Uno sconosciuto alla fermata vuole ammazzarmi se lo denuncio.", CategoryThreats, false},
		{"Ammazzo questo tutor se perde ancora la mia relazione.", CategoryThreats, false},
		{"Ti troverò e ti farò del male.", CategoryThreats, false},
		{"Mi sto facendo del male di nuovo da settimane.", CategorySelfHarm, false},
		{"Um desconhecido na rua disse que vai me matar se eu contar para alguém.", CategoryThreats, false},
		{"Um desconhecido na parada vai me matar se eu denunciar.", CategoryThreats, false},
		{"Vou matar esse monitor se ele perder meu relatório de novo.", CategoryThreats, false},
		{"Vou te achar e te machucar muito.", CategoryThreats, false},
		{"Comecei a me cortar de novo depois das provas.", CategorySelfHarm, false},
		// The concerns among the 272 probes of a review of the rules for
		// explicit shapes (docs/analysis-languages.md) that the rules catch.
		{"A stranger at the bus stop said he was going to stab me.", CategoryThreats, false},
		{"I'm going to shoot up the class on Friday, everyone will see.", CategoryThreats, false},
		{"I'm gonna set fire to the class and watch it burn.", CategoryThreats, false},
		{"I will stab the class rep if she talks to me again.", CategoryThreats, false},
		{"I'll find you and kill you, you won't see it coming.", CategoryThreats, false},
		{"I will find you and break your legs.", CategoryThreats, false},
		{"I'll hunt you down and hurt you like you hurt me.", CategoryThreats, false},
		{"I cut myself again at night when nobody could see.", CategorySelfHarm, false},
		{"I hurt myself again in the bathroom after the lecture.", CategorySelfHarm, false},
		{"I burned myself again in the shower with a lighter because I deserve it.", CategorySelfHarm, false},
		{"I cut myself again during the night, the third time this week.", CategorySelfHarm, false},
		{"I cut myself again at home deliberately.", CategorySelfHarm, false},
		{"I hurt myself again while everyone was asleep.", CategorySelfHarm, false},
		{"I burned my arms again in my room.", CategorySelfHarm, false},
		{"Ich bring diesen Tutor um, wenn er mich noch einmal anfasst.", CategoryThreats, false},
		{"Ich werde diesen Dozenten umbringen, er hat es verdient.", CategoryThreats, false},
		{"Ich will diesen Typen abstechen, ich habe schon ein Messer.", CategoryThreats, false},
		{"Ich werde diese Lehrerin erschiessen, morgen in der Pause.", CategoryThreats, false},
		{"Ich verletze mich wieder selbst, niemand weiss davon.", CategorySelfHarm, false},
		{"Ich schneide mich wieder selbst, jeden Abend im Bad.", CategorySelfHarm, false},
		{"Ich verbrenne mich wieder selbst mit dem Feuerzeug.", CategorySelfHarm, false},
		{"Mein Ex aus dem Kurs hat gesagt, dass er mich umbringt.", CategoryThreats, false},
		{"Mein Ex von der Arbeit will mich umbringen, er steht vor meiner Tür.", CategoryThreats, false},
		{"Un inconnu du métro a dit qu'il allait me tuer.", CategoryThreats, false},
		{"Mon harceleur de la résidence a menacé de me tuer.", CategoryThreats, false},
		{"Il a dit qu'il allait tuer tout le monde dans l'amphi.", CategoryThreats, false},
		{"Elle a écrit qu'elle allait me poignarder demain.", CategoryThreats, false},
		{"Il m'a dit qu'on allait le tabasser après les cours.", CategoryThreats, false},
		{"Je vais te trouver et te faire du mal, tu vas voir.", CategoryThreats, false},
		{"Je vais te retrouver et te tuer, je sais où tu habites.", CategoryThreats, false},
		{"Je me coupe à nouveau, je n'arrive pas à arrêter.", CategorySelfHarm, false},
		{"Je me fais du mal encore une fois, personne ne le voit.", CategorySelfHarm, false},
		{"Je me brûle de nouveau les bras le soir.", CategorySelfHarm, false},
		{"Je me scarifie de nouveau depuis la rentrée.", CategorySelfHarm, false},
		{"Quelqu'un veut me tuer, il m'envoie des messages.", CategoryThreats, false},
		{"Un desconocido del metro dijo que me iba a matar.", CategoryThreats, false},
		{"Un desconocido en la parada me quiere apuñalar.", CategoryThreats, false},
		{"Voy a encontrarte y hacerte daño, ya sé dónde vives.", CategoryThreats, false},
		{"Voy a buscarte y matarte, cabrón.", CategoryThreats, false},
		{"Me corto de nuevo, no puedo parar.", CategorySelfHarm, false},
		{"Me estoy haciendo daño otra vez y nadie lo sabe.", CategorySelfHarm, false},
		{"Me volví a hacer daño a propósito anoche.", CategorySelfHarm, false},
		{"He vuelto a hacerme daño, como antes.", CategorySelfHarm, false},
		{"Volví a cortarme de nuevo anoche.", CategorySelfHarm, false},
		{"Estarían mejor si yo no estuviera.", CategorySelfHarm, false},
		{"Uno sconosciuto in treno mi ha detto che mi ucciderà.", CategoryThreats, false},
		{"Il mio stalker della palestra vuole uccidermi.", CategoryThreats, false},
		{"Ammazzo questo tutor se mi tocca ancora.", CategoryThreats, false},
		{"Uccido quel prof, ho già il coltello.", CategoryThreats, false},
		{"Voglio ammazzare questo capo, lo aspetto fuori.", CategoryThreats, false},
		{"Mi taglio di nuovo, non riesco a smettere.", CategorySelfHarm, false},
		{"Mi sto facendo del male di nuovo e nessuno lo sa.", CategorySelfHarm, false},
		{"Mi brucio un'altra volta le braccia di notte.", CategorySelfHarm, false},
		{"Ho ricominciato a tagliarmi di nuovo.", CategorySelfHarm, false},
		{"Meu stalker da academia quer me machucar.", CategoryThreats, false},
		{"Vou matar esse monitor se ele encostar em mim de novo.", CategoryThreats, false},
		{"Vou esfaquear esse professor, juro.", CategoryThreats, false},
		{"Mato esse chefe amanhã, já comprei a arma.", CategoryThreats, false},
		{"Vou te encontrar e te machucar.", CategoryThreats, false},
		{"Vou te achar e te matar, sei onde você mora.", CategoryThreats, false},
		{"Me cortei de novo, não consigo parar.", CategorySelfHarm, false},
		{"Estou me machucando de novo e ninguém sabe.", CategorySelfHarm, false},
		{"Me queimo novamente à noite, escondido.", CategorySelfHarm, false},
		{"Comecei a me cortar de novo.", CategorySelfHarm, false},
		{"I will stab the class president tomorrow.", CategoryThreats, false},
		{"I'm going to kill the class rep, she ruined my life.", CategoryThreats, false},
		{"I will shoot the class when they laugh at me again.", CategoryThreats, false},
		{"I cut myself again at 2am in the bathroom.", CategorySelfHarm, false},
		{"I burned myself again with a lighter while my roommate slept.", CategorySelfHarm, false},
		{"I hurt myself again during lunch break in the toilets.", CategorySelfHarm, false},
		{"I cut myself again in the shower.", CategorySelfHarm, false},
		{"I will find you and I will kill you.", CategoryThreats, false},
		{"I'll find him and stab him.", CategoryThreats, false},
		{"Je vais tuer quelqu'un demain.", CategoryThreats, false},
		{"Ich schneide mich wieder selbst mit der Rasierklinge.", CategorySelfHarm, false},
		{"Ich verletze mich wieder selbst am Arm.", CategorySelfHarm, false},
		{"Ich schneide mich wieder selbst an den Armen.", CategorySelfHarm, false},
		{"Ich verletze mich schon wieder selbst, jede Nacht.", CategorySelfHarm, false},
		{"Ich bringe mich heute Nacht um.", CategorySelfHarm, false},
		{"Morgen bringe ich mich um.", CategorySelfHarm, false},
		{"Ich werde mir etwas antun, wenn das so weitergeht.", CategorySelfHarm, false},
		{"Mein Stiefvater will mir etwas antun.", CategoryThreats, false},
		{"Ich habe Angst, dass er mir etwas antut.", CategoryThreats, false},
		{"Ich steche ihn nach der Prüfung ab.", CategoryThreats, false},
		{"Tengo miedo de que mi ex me mate.", CategoryThreats, false},
		{"Me da miedo que ese tipo me haga daño.", CategoryThreats, false},
		{"J'ai peur que mon ex me tue.", CategoryThreats, false},
		{"J'ai peur que ce mec me frappe encore.", CategoryThreats, false},
		{"Ho paura che il mio ex mi ammazzi.", CategoryThreats, false},
		{"Tenho medo que meu ex me mate.", CategoryThreats, false},
		{"Tenho medo que ele me machuque de novo.", CategoryThreats, false},
		{"Mein Ex will mir wehtun.", CategoryThreats, false},
		{"Não fui contratada porque estou grávida.", CategoryDiscrimination, false},
		{"Das Gerüst an der Mensa droht einzustürzen.", CategorySafety, false},
		{"I have a knife in my bag for the teacher.", CategoryThreats, false},
		{"The scaffolding over the entrance is about to collapse.", CategorySafety, false},
		{"L'échafaudage du gymnase va s'effondrer.", CategorySafety, false},
		{"El techo del gimnasio se va a caer.", CategorySafety, false},
		{"L'impalcatura sopra l'ingresso sta per crollare.", CategorySafety, false},
		{"O andaime da biblioteca vai desabar.", CategorySafety, false},
		{"Ich bring diesen verdammten Tutor noch um, er soll Angst haben.", CategoryThreats, false},
		{"Mein Ex-Freund aus dem Kurs will mich umbringen.", CategoryThreats, false},
		{"Te voy a encontrar y te voy a matar.", CategoryThreats, false},
		{"Voy a encontrarte y te voy a matar.", CategoryThreats, false},
		{"Voy a matar a ese tutor si me vuelve a tocar.", CategoryThreats, false},
		{"Me he vuelto a cortar en los brazos.", CategorySelfHarm, false},
		{"Me volví a cortar los brazos anoche.", CategorySelfHarm, false},
		{"Je te trouverai et je te tuerai.", CategoryThreats, false},
		{"Je me coupe de nouveau les poignets.", CategorySelfHarm, false},
		{"Je me coupe à nouveau le soir dans ma chambre.", CategorySelfHarm, false},
		{"Je me brûle encore avec des cigarettes.", CategorySelfHarm, false},
		{"Questo tutor lo ammazzo.", CategoryThreats, false},
		{"Ammazzerò quel tizio, ha toccato mia sorella.", CategoryThreats, false},
		{"Mi taglio di nuovo le braccia di notte.", CategorySelfHarm, false},
		{"Me corto de novo nos braços.", CategorySelfHarm, false},
		{"Me machuco de novo à noite.", CategorySelfHarm, false},
		{"I hurt myself again at night so nobody would notice.", CategorySelfHarm, false},
		{"Me corto de nuevo los brazos por la noche.", CategorySelfHarm, false},
		{"Me quemo otra vez los brazos con el mechero.", CategorySelfHarm, false},
		{"Me corto de novo os pulsos.", CategorySelfHarm, false},
		{"Me queimo outra vez com isqueiro escondida.", CategorySelfHarm, false},
		{"Mi taglio ancora i polsi.", CategorySelfHarm, false},
		{"Mi brucio di nuovo le braccia con l'accendino.", CategorySelfHarm, false},
		{"Je me fais du mal à nouveau la nuit.", CategorySelfHarm, false},
		{"Ich verletze mich wieder selbst mit einer Klinge.", CategorySelfHarm, false},
		{"Ich verbrenne mich wieder selbst an den Armen.", CategorySelfHarm, false},
		// Four shapes a tester found missed, in each language: a
		// first-person threat at an unnamed person, ending it all, a
		// violent or hazardous prediction in the passive, staff who hit
		// those in their charge.
		{"I will hurt someone in this class.", CategoryThreats, false},
		{"Some day I will really hurt somebody in this school.", CategoryThreats, false},
		{"I feel like ending it all.", CategorySelfHarm, false},
		{"Someone is going to get stabbed.", CategoryThreats, false},
		{"Someone's going to get killed on that forklift.", CategorySafety, false},
		{"The teacher hits students.", CategoryHarassment, false},
		{"The PE teacher grabs students by the neck and shakes them.", CategoryHarassment, false},
		{"Ich werde jemandem wehtun.", CategoryThreats, false},
		{"Irgendwann tue ich hier jemandem was an.", CategoryThreats, false},
		{"Am liebsten würde ich mit allem Schluss machen.", CategorySelfHarm, false},
		{"Hier wird bald jemand abgestochen.", CategoryThreats, false},
		{"Da wird noch jemand schwer verletzt, wenn das Gerüst so bleibt.", CategorySafety, false},
		{"Der Trainer schlägt die Kinder.", CategoryHarassment, false},
		{"Unser Chef hat mich geschlagen.", CategoryHarassment, false},
		{"Un jour je vais blesser quelqu'un ici.", CategoryThreats, false},
		{"Je veux en finir avec tout.", CategorySelfHarm, false},
		{"Quelqu'un va se faire poignarder.", CategoryThreats, false},
		{"Quelqu'un va se blesser dans cet escalier.", CategorySafety, false},
		{"Le prof frappe les élèves.", CategoryHarassment, false},
		{"Voy a lastimar a alguien.", CategoryThreats, false},
		{"Voy a acabar con todo esta noche.", CategorySelfHarm, false},
		{"Me voy a matar, ya no puedo más con esto.", CategorySelfHarm, false},
		{"Me quiero matar desde que empezó el curso.", CategorySelfHarm, false},
		{"Esta noche me voy a quitar la vida.", CategorySelfHarm, false},
		{"Me voy a hacer daño otra vez esta noche.", CategorySelfHarm, false},
		{"El encargado me toca sin permiso en el almacén.", CategoryHarassment, false},
		{"Alguien va a salir apuñalado.", CategoryThreats, false},
		{"Alguien se va a hacer daño en esa escalera.", CategorySafety, false},
		{"El profesor golpea a los alumnos.", CategoryHarassment, false},
		{"Farò del male a qualcuno.", CategoryThreats, false},
		{"Voglio farla finita con tutto.", CategorySelfHarm, false},
		{"Se mi bocciano di nuovo mi ammazzo.", CategorySelfHarm, false},
		{"Mi voglio uccidere, non ce la faccio più.", CategorySelfHarm, false},
		{"Stanotte mi tolgo la vita.", CategorySelfHarm, false},
		{"Stasera mi farò del male, lo so già.", CategorySelfHarm, false},
		{"Qualcuno verrà accoltellato.", CategoryThreats, false},
		{"Ci scappa il morto se non sistemano l'impalcatura.", CategorySafety, true},
		{"Il professore picchia gli studenti.", CategoryHarassment, false},
		{"Vou machucar alguém.", CategoryThreats, false},
		{"Quero pôr fim a tudo.", CategorySelfHarm, false},
		{"Hoje eu me matarei, já decidi.", CategorySelfHarm, false},
		{"Me vou matar esta noite.", CategorySelfHarm, false},
		{"O gerente me tocou sem permissão no estoque.", CategoryHarassment, false},
		{"Alguém vai ser esfaqueado.", CategoryThreats, false},
		{"Alguém vai se machucar nessa escada.", CategorySafety, false},
		{"O professor bate nos alunos.", CategoryHarassment, false},
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

// TestConcernFirstPersonReports checks that a first-person report of
// discrimination or bullying told with the topic's word, whose keyword
// rule alone is weak (below strongRuleConfidence), reaches
// strongRuleConfidence in its category and is serious, and that none of
// those rules fires on a workshop, an exam or a history lesson on the
// topic, a negated report or an idiom: no phrase of the category but the
// topic's word is found.
func TestConcernFirstPersonReports(t *testing.T) {
	d := &concernDetector{rules: compileConcernRules()}
	l := NewLocal()
	for _, tt := range []struct{ text, category string }{
		{"I am a victim of racism at work.", CategoryDiscrimination},
		{"We suffer homophobia at our rowing club.", CategoryDiscrimination},
		{"I get called racial slurs at school every day.", CategoryDiscrimination},
		{"Ich bin Opfer von Rassismus in meiner WG.", CategoryDiscrimination},
		{"Wir erleben Sexismus in der Werkstatt.", CategoryDiscrimination},
		{"Je suis victime de racisme au travail.", CategoryDiscrimination},
		{"Je subis du racisme au travail.", CategoryDiscrimination},
		{"Soy víctima de homofobia en el equipo.", CategoryDiscrimination},
		{"Sono vittima di razzismo al lavoro.", CategoryDiscrimination},
		{"Sou vítima de racismo no trabalho.", CategoryDiscrimination},
		{"I am bullied at work and I can't take it anymore.", CategoryHarassment},
		{"Two boys in my year keep bullying me.", CategoryHarassment},
		{"Ich werde seit Monaten im Büro gemobbt.", CategoryHarassment},
		{"Sono vittima di bullismo.", CategoryHarassment},
		{"Vengo bullizzata dalle compagne di stanza.", CategoryHarassment},
		{"Soy víctima de acoso escolar.", CategoryHarassment},
		{"Sou vítima de bullying no clube.", CategoryHarassment},
		{"I'm constantly bullied at work and nobody helps me.", CategoryHarassment},
		{"I am being cyberbullied on the class group chat.", CategoryHarassment},
		{"Subisco bullismo a scuola da mesi.", CategoryHarassment},
		{"Estoy sufriendo ciberacoso en el grupo de la clase.", CategoryHarassment},
	} {
		c := slices.Index(categoryOrder, tt.category)
		if h := d.rulesFor(matchWords(tt.text, nil)); h.confidence[c] < strongRuleConfidence {
			t.Errorf("rules on %q: %s confidence %.2f, want at least %v", tt.text, tt.category, h.confidence[c], strongRuleConfidence)
		}
		if v := l.DetectConcern(tt.text); !v.IsSerious || !slices.Contains(v.Categories, tt.category) {
			t.Errorf("DetectConcern(%q) = %+v, want serious %s", tt.text, v, tt.category)
		}
	}
	for _, tt := range []struct{ text, category string }{
		{"We face racism head-on in our new diversity workshop.", CategoryDiscrimination},
		{"I face discrimination questions in my sociology exam tomorrow.", CategoryDiscrimination},
		{"I experienced price discrimination at the cinema.", CategoryDiscrimination},
		{"I'm not a victim of racism, but my friend is.", CategoryDiscrimination},
		{"Ich erfahre gern mehr über Antisemitismus in der Geschichte.", CategoryDiscrimination},
		{"On parle du racisme en cours d'histoire.", CategoryDiscrimination},
		{"La época era de racismo científico, nos explicó la profesora.", CategoryDiscrimination},
		{"A era do racismo científico foi o tema da aula.", CategoryDiscrimination},
		{"We had a workshop on what to do if you are being bullied.", CategoryHarassment},
		{"I'm not bullied, just a bit shy.", CategoryHarassment},
		{"Don't bully me into another slice of cake!", CategoryHarassment},
		{"Il corso sul bullismo è stato utile per noi insegnanti.", CategoryHarassment},
		{"I was mobbed by fans after the show, best night of my life.", CategoryHarassment},
		{"He bullies us with pop quizzes every Monday, best teacher ever.", CategoryHarassment},
		{"I've been bullied in the past and this talk on resilience really helped me.", CategoryHarassment},
		{"Ich wurde damals gemobbt, heute leite ich selbst Workshops.", CategoryHarassment},
		{"Ich bin Coach für Kinder, die gemobbt werden.", CategoryHarassment},
		{"Molti ragazzi sono vittime di bullismo, ci ha spiegato la psicologa.", CategoryHarassment},
		{"Secondo il relatore tanti adolescenti sono bullizzati online.", CategoryHarassment},
		{"Molti ragazzi sono vittime di razzismo, ci ha spiegato la psicologa.", CategoryDiscrimination},
		{"Fui víctima del bullying hace años y hoy doy charlas.", CategoryHarassment},
	} {
		c := slices.Index(categoryOrder, tt.category)
		h := d.rulesFor(matchWords(tt.text, nil))
		for _, m := range h.matches[c] {
			if m.end-m.start > 1 {
				t.Errorf("rules on %q: %s phrases %q, want the topic's word alone", tt.text, tt.category, rulePhrases(tt.text, h, c))
			}
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
// detector's verdicts count in probeTally (expectNone). Most
// sentences are those a review of the paradigm rules found to be false
// alarms; they were written for the review, not taken from the
// evaluation or training sets.
func TestConcernHyperboleHarmless(t *testing.T) {
	d := &concernDetector{rules: compileConcernRules()}
	l := NewLocal()
	paradigms := []int{slices.Index(categoryOrder, CategoryThreats), slices.Index(categoryOrder, CategorySelfHarm)}
	for lang, texts := range map[string][]string{
		"en": {
			"I have a knife in my bag for the picnic.",
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
			// The harmless probes of the review of the rules for explicit shapes.
			"My ex from high school is going to kill me if I miss her wedding.",
			"My ex on Instagram is going to kill me when she sees this photo of her old dorm.",
			"My ex at the party was going to kill me for wearing the same dress.",
			"An ex in my old band will kill me if I play that song at the recital.",
			"A stranger in Fortnite is going to kill me every round, the matchmaking is broken.",
			"A stranger on the server was going to kill me in the raid but the lag saved me.",
			"I'm going to kill this class, the presentation is ready!",
			"We're going to kill the set tonight, the band is ready.",
			"I'll find you and beat you at chess tomorrow.",
			"I'll find you and hug you when you land.",
			"I burned myself again on the oven door in the lab kitchen.",
			"I cut myself again while shaving before the exam.",
			"I hurt myself again at football practice, the coach was nice about it.",
			"I hit myself again on the door frame, this office is too small.",
			"Burned my legs again at the beach, forgot the sunscreen.",
			"We will kill the show tonight, the cast is amazing.",
			"I cut myself again in the lab, the broken beaker was sharp.",
			"I'll find you and beat you at chess, then buy you a coffee.",
			"I'll find you and kill you at Mario Kart.",
			"I'll find you and make you dinner when you get back.",
			"We'll find her and make her a birthday card.",
			"They'll find them and break the news gently.",
			"My ex on the other hand is going to kill me if I forget her birthday again.",
			"This exam will hurt someone's GPA.",
			"I'm afraid I will hurt someone's feelings in the feedback round.",
			"Ending it all on a high note, the concert was fantastic.",
			"Let's end it all with a group photo.",
			"The festival is ending it all on Sunday with a parade.",
			"Someone is going to get fired.",
			"Someone will get shot down if they ask her out.",
			"Someone is going to get killed off in the next episode, I can feel it.",
			"The coach hits the ball really hard.",
			"The teacher hit the nail on the head.",
			"The coach pushes the kids to do their best.",
		},
		"de": {
			"Er will mir nicht wehtun.",
			"Ich steche die Plätzchen mit der Form ab.",
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
			// The harmless probes of the review of the rules for explicit shapes.
			"Ich will diesen Tutor um Hilfe bitten, weil ich die Aufgabe nicht verstehe.",
			"Ich werde diesen Professor um Rat fragen.",
			"Ich werde diese Dozentin um Feedback bitten.",
			"Ich werde diesen Betreuer um Erlaubnis fragen, ob ich später abgeben darf.",
			"Ich bringe diesen Trainer um acht zum Bahnhof.",
			"Ich werde diesen Chef um eine Gehaltserhöhung bitten.",
			"Beim Kochen verbrenne ich mich wieder selbst, der Herd ist zu heiss.",
			"Ich verletze mich wieder selbst im Training, mein Knie ist kaputt.",
			"Ich verletzte mich erneut selbst im Fitnessstudio, weil ich zu schwer gehoben habe.",
			"Ich verletze mich wieder selbst beim Fussball.",
			"Bring dich um acht Uhr in den Hörsaal, die Prüfung beginnt pünktlich.",
			"Ich bringe diese Trainerin um halb drei zum Training.",
			"Ich werde diesen Kerl umarmen, er hat mir so geholfen.",
			"Mein Ex aus dem Kurs will mich zum Essen einladen.",
			"Ich bring diesen Trainer um zehn nach Hause.",
			"Ich werde diesen Lehrer um eine zweite Chance bitten.",
			"Ich werde diese Lehrerin um Verständnis bitten.",
			"Wir werden diesen Professor um Aufschub bitten.",
			"Ich verbrenne mich wieder selbst am Backofen.",
			"Das wird jemandem im Geldbeutel wehtun.",
			"Ich mache Schluss mit meinem Freund.",
			"Lass uns für heute Schluss machen.",
			"Im zweiten Akt wird jemand erschossen, tolles Theater.",
			"Es wird bald jemand gefeuert.",
			"Der Trainer schlägt den Ball weit.",
			"Der Trainer schlägt die Kinder beim Tennis jedes Mal.",
		},
		"fr": {
			"J'ai peur que ma mère me tue quand elle verra mes notes.",
			"J'ai peur que le prof me tue avec son examen.",
			"Ce mec me tue, il est trop drôle.",
			"J'ai peur que mon coloc me tue si je mange encore son fromage.",
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
			// The harmless probes of the review of the rules for explicit shapes.
			"Mon ex de la fac veut me tuer parce que j'ai oublié son anniversaire.",
			"Mon ex du lycée va me tuer si je ne viens pas à son mariage.",
			"Un inconnu sur Fortnite veut me tuer à chaque partie.",
			"Le coach dit qu'on va cramer des calories ce soir.",
			"Le prof a dit qu'on allait tuer le temps en regardant un film.",
			"Je vais te retrouver et te tuer sur Fortnite ce soir.",
			"Je vais te choper et te défoncer à Smash.",
			"Je vais te trouver et te tuer au Mario Kart.",
			"Je vais te retrouver et te faire un gros câlin à l'aéroport.",
			"Je vais te retrouver et te tabasser au ping-pong.",
			"Je me suis encore fait mal au genou au basket.",
			"Je me coupe encore les cheveux moi-même pour économiser.",
			"Je me coupe à nouveau en cuisinant, ces couteaux sont trop aiguisés.",
			"Quelqu'un de la fac va me tuer si je rends pas ses notes.",
			"Un inconnu au foot veut me tuer parce que j'ai marqué contre son équipe.",
			"Mon ex a dit qu'on allait brûler les planches au théâtre.",
			"Je vais faire du mal à mon budget avec ces livres.",
			"Je vais blesser quelqu'un dans son amour-propre si je dis ça.",
			"Je veux en finir avec ce dossier.",
			"Il faut en finir avec les retards de la cantine.",
			"Quelqu'un va se faire virer.",
			"Quelqu'un va se faire tuer au prochain épisode de la série.",
			"La prof frappe à la porte.",
			"La crise frappe les étudiants.",
		},
		"es": {
			"Tengo miedo de que mi madre me mate cuando vea las notas.",
			"Tengo miedo de que el profe me mate con el examen.",
			"Me da miedo que mi jefe me mate si llego tarde otra vez.",
			"Tengo miedo de que este curso me mate de aburrimiento.",
			"El escenario se va a caer de risa con este humorista.",
			"Me voy a cortar el pelo antes de la graduación.",
			"Me voy a hacer daño con esta silla tan mala del aula.",
			"Me toca presentar el viernes y estoy nervioso.",
			"Mi madre me va a matar si suspendo.",
			"Me mato a estudiar para el final de cálculo.",
			"Me mato todos los días en el gimnasio y no bajo de peso.",
			"Casi me mato con la patineta en la rampa del campus.",
			"El final de estadística me mató, pero aprobé.",
			"Me voy a matar de la risa con este profe.",
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
			// The harmless probes of the review of the rules for explicit shapes.
			"Mi ex del curso me va a matar si no voy a su boda.",
			"El ex de mi prima me va a matar si no le devuelvo el libro.",
			"Un desconocido en el Fortnite me quiere matar cada partida.",
			"Un desconocido en línea dijo que me va a matar en la próxima partida del Call of Duty.",
			"Voy a pillarte y matarte a cosquillas.",
			"Voy a buscarte y darte una paliza al FIFA.",
			"Voy a buscarte y reventarte en el Smash.",
			"Voy a pillarte y matarte en el Fortnite esta noche.",
			"Voy a buscarte y matarte en la partida de esta noche.",
			"Voy a encontrarte y darte un abrazo enorme en el aeropuerto.",
			"De nuevo me corté con el papel.",
			"Ayer me volví a hacer daño entrenando.",
			"Me volví a hacer daño corriendo en el parque.",
			"Me he vuelto a hacer daño ayer en el gimnasio.",
			"Me corto de nuevo siempre que abro las latas.",
			"Estarían mejor si yo no llegara tarde a las reuniones.",
			"Me volví a hacer daño en la rodilla jugando al fútbol.",
			"Me volví a hacer daño esquiando.",
			"Me volví a hacer daño otra vez, esta vez en la muñeca.",
			"Los estudiantes estarían mejor si yo no explicara tan rápido.",
			"Mis compañeros estarían mejor si yo no hablara tanto en las reuniones.",
			"Voy a pegarle un susto a alguien en Halloween.",
			"Voy a lastimar los sentimientos de alguien si digo eso.",
			"Quiero acabar con todo el papeleo hoy.",
			"Quiero acabar con todo lo pendiente antes de las vacaciones.",
			"En la serie alguien va a acabar muerto, seguro.",
			"Alguien va a salir despedido.",
			"El entrenador golpea el balón.",
			"El monitor le pega al balón con fuerza.",
		},
		"it": {
			"Ho paura che mia madre mi ammazzi quando vede il voto.",
			"Ho paura che il prof mi ammazzi all'esame.",
			"Ho paura che questo corso mi uccida di noia.",
			"Mi faccio del male giocando a calcio ogni settimana.",
			"Mi taglio i capelli prima della laurea.",
			"Mi ammazzo di lavoro questa settimana, ma il progetto è bellissimo.",
			"Quasi mi ammazzo sulle scale bagnate del dipartimento.",
			"Mi ammazzo a studiare per l'orale di storia.",
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
			// The harmless probes of the review of the rules for explicit shapes.
			"Il mio ex del liceo mi ammazzerà se non vado al suo matrimonio.",
			"L'ex di mia sorella mi ammazzerà se perdo il suo libro.",
			"Uno sconosciuto nel gioco online mi ha detto che mi ucciderà al prossimo round.",
			"Uno sconosciuto in chat dice che mi ucciderà a Fortnite.",
			"Ammazzo questo tipo di zanzare con lo spray.",
			"Massacro questo tipo di esercizi in palestra ogni lunedì.",
			"Uccido quel tipo di erbacce con l'aceto.",
			"Questo tutor mi ammazza di compiti.",
			"Ammazzo questo prof di domande all'esame, ho studiato tantissimo!",
			"Farò fuori questo capo di abbigliamento dall'armadio.",
			"Di nuovo mi sono tagliato col foglio di carta.",
			"Mi taglio ancora i capelli da solo.",
			"Mi taglio di nuovo con la carta.",
			"Ammazzo quel tipo a scacchi stasera.",
			"Mi farò male alla schiena con questi scatoloni.",
			"Ferirò l'orgoglio di qualcuno se lo dico.",
			"Voglio farla finita con questa storia.",
			"Voglio farla finita con tutto questo disordine in ufficio.",
			"Nella commedia qualcuno viene accoltellato nel secondo atto.",
			"Qualcuno verrà licenziato.",
			"Il sole picchia forte sul campo.",
			"L'allenatore batte il rigore.",
		},
		"pt": {
			"Não vou à festa porque estou grávida.",
			"Tenho medo de que minha mãe me mate quando ver as notas.",
			"Tenho medo que o professor me mate com a prova.",
			"Tenho medo que esse curso me mate de tédio.",
			"Me mato de rir com as piadas desse professor.",
			"Quase me mato na escada escorregadia da biblioteca.",
			"Eu me mato de estudar e mesmo assim tiro nota baixa.",
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
			// The harmless probes of the review of the rules for explicit shapes.
			"Meu ex do curso vai me matar se eu não for no casamento dela.",
			"Meu ex da escola vai me matar se eu esquecer o aniversário.",
			"Um desconhecido no Free Fire disse que vai me matar na próxima partida.",
			"Um desconhecido no jogo quer me matar toda partida.",
			"Vou matar esse monitor de perguntas na aula de amanhã.",
			"Vou matar esse professor de tanta pergunta.",
			"Arrebento esse cara na sinuca.",
			"Vou arrebentar esse sujeito no debate de sexta.",
			"Vou matar esse cara no xadrez.",
			"Vou matar essa aula hoje.",
			"Vou te pegar e te espancar no videogame.",
			"Vou te pegar e te matar no Mario Kart.",
			"Vou te achar e te matar de vergonha na festa.",
			"Me cortei de novo ontem na cozinha.",
			"Me queimo de novo toda vez que uso essa panela.",
			"Eu me machuco de novo toda semana no futebol.",
			"De novo me cortei com a folha de papel.",
			"Vou te pegar e te matar de rir com essa piada.",
			"Vou matar aquela professora de orgulho quando passar.",
			"Vou matar esse professor de saudade nas férias.",
			"Vou bater na porta de alguém para pedir ajuda.",
			"Vou machucar as costas carregando essas caixas.",
			"Quero acabar com tudo o que está pendente antes das férias.",
			"Quero terminar com o meu namorado.",
			"Na peça alguém é esfaqueado no segundo ato.",
			"Alguém vai morrer de rir com essa piada.",
			"O professor bate papo com os alunos.",
			"O treinador chuta a bola.",
		},
	} {
		for _, text := range texts {
			checkHarmless(t, d, l, lang, text, paradigms)
		}
	}
}

// checkHarmless checks that on text (of language lang) no rule of the
// categories cats (indices of categoryOrder) reaches seriousThreshold,
// and counts the detector's verdict on it in probeTally (expectNone).
func checkHarmless(t *testing.T, d *concernDetector, l *Local, lang, text string, cats []int) {
	t.Helper()
	h := d.rulesFor(matchWords(text, nil))
	for _, c := range cats {
		if h.confidence[c] >= seriousThreshold {
			t.Errorf("%s: rules on %q: %s confidence %.2f (%q), want below %v", lang, text, categoryOrder[c], h.confidence[c], rulePhrases(text, h, c), seriousThreshold)
		}
	}
	expectNone(t, l, text)
}

// passiveAttackReports are past attacks told in the passive or with an
// impersonal subject ("I was punched by", "ich wurde … geschlagen", "je me
// suis fait tabasser", "me pegaron", "sono stato aggredito", "fui
// agredida"), at work, at school, in the street, at a party and on public
// transport, with the victim the writer, a friend, a colleague or a
// child; passiveAttackLookalikes share their verbs in sport and games,
// accidents, figurative use, criticism, and fiction or topics. Both were
// written for TestConcernPassiveAttacks, not taken from the evaluation
// or training sets.
var passiveAttackReports = map[string][]string{
	"en": {
		"I was punched in the face by a customer at the checkout.",
		"My colleague got beaten up in the car park after the late shift.",
		"I got jumped by three guys on the way back from the library.",
		"Last Friday I was attacked outside the club and nobody from security helped.",
		"My little brother was kicked in the stomach by older boys at the bus stop.",
		"She was slapped by her supervisor in front of the whole team.",
		"A friend of mine was assaulted at the staff party and HR did nothing.",
		"i got beat up behind the sports hall again today",
		"I was shoved against the lockers and choked by two classmates.",
		"We were attacked on the night bus by a drunk man with a bottle.",
		"My daughter was hit by her teacher for talking in class.",
		"I was mugged at knifepoint on my walk home from the office.",
		"My flatmate got stabbed at a house party on Saturday.",
		"I've been pushed down the stairs by the older kids twice this month.",
		"My coworker was grabbed by the throat by the night manager.",
		"I got punched by a passenger on the tram this morning.",
	},
	"de": {
		"Ich wurde von meinem Chef geschlagen, weil die Lieferung zu spät kam.",
		"Mein Kollege wurde nach der Spätschicht auf dem Parkplatz zusammengeschlagen.",
		"Ich bin auf dem Heimweg von drei Typen angegriffen worden.",
		"Meine Freundin wurde nach der Party an der Haltestelle überfallen.",
		"Mein Sohn wird in der Schule jeden Tag von älteren Schülern verprügelt.",
		"Ich wurde in der U-Bahn von einem Betrunkenen ins Gesicht geschlagen.",
		"An der Kasse wurde ich von einem Kunden getreten.",
		"Ich wurde gestern hinter der Turnhalle verprügelt.",
		"Meine Kollegin wurde vom Schichtleiter gewürgt.",
		"Wir wurden im Nachtbus von zwei Männern attackiert.",
		"Ich bin vor dem Club niedergestochen worden.",
		"Mein Bruder wurde auf dem Schulhof getreten und geschubst.",
		"Ich wurde von meinem Ausbilder geohrfeigt.",
		"Ich wurde auf der Firmenfeier von einem Kollegen sexuell angegriffen.",
		"Meine Tochter ist im Jugendclub von einem Betreuer geschlagen worden.",
		"Ich wurde auf dem Weg zur Arbeit ausgeraubt und niedergeschlagen.",
	},
	"fr": {
		"J'ai été frappé par mon responsable dans l'entrepôt.",
		"Ma collègue s'est fait agresser sur le parking après son service.",
		"Je me suis fait tabasser derrière le gymnase après les cours.",
		"Mon ami a été attaqué en rentrant de la soirée.",
		"Mon fils a été roué de coups par des élèves plus âgés.",
		"J'ai été giflée par un client devant tout le monde.",
		"On m'a frappé dans le bus hier soir.",
		"Je me suis fait agresser dans le métro par deux types.",
		"Ma sœur a été poignardée à la sortie d'une boîte.",
		"J'ai été bousculé et étranglé par un collègue dans les vestiaires.",
		"Je me suis fait casser la gueule à la sortie du lycée.",
		"Ma fille a été frappée par sa maîtresse.",
		"Nous avons été attaqués par un homme ivre à l'arrêt de tram.",
		"Je me suis fait racketter et frapper par des grands du collège.",
		"Mon collègue a été passé à tabac par des clients du bar.",
		"J'ai été agressée sexuellement par le chef de rayon.",
	},
	"es": {
		"Me pegaron en el vestuario después del entrenamiento.",
		"Mi compañera fue agredida en el aparcamiento al salir del turno.",
		"Me dieron una paliza detrás del gimnasio al salir de clase.",
		"A mi amigo lo atacaron cuando volvía de la fiesta.",
		"Fui golpeado por mi jefe en el almacén.",
		"A mi hijo le pegan los mayores en el recreo todos los días.",
		"Me abofetearon en la caja delante de todos.",
		"Me asaltaron en el metro dos tipos.",
		"A mi hermana la apuñalaron a la salida de una discoteca.",
		"Fui empujada contra las taquillas y estrangulada por un compañero.",
		"Me agredieron en la parada del autobús anoche.",
		"Mi hija fue golpeada por la maestra.",
		"Fuimos atacados por un borracho en el tranvía.",
		"Me robaron y me golpearon al volver del trabajo.",
		"A mi compañero le dieron una paliza unos clientes del bar.",
		"Me patearon en el suelo entre tres chicos del instituto.",
	},
	"it": {
		"Sono stato aggredito da un cliente al bancone.",
		"La mia collega è stata picchiata nel parcheggio dopo il turno.",
		"Mi hanno pestato dietro la palestra dopo scuola.",
		"Il mio amico è stato aggredito mentre tornava dalla festa.",
		"Sono stata schiaffeggiata dal mio responsabile davanti a tutti.",
		"Mio figlio viene preso a calci dai ragazzi più grandi.",
		"Mi hanno picchiato sul tram ieri sera.",
		"Sono stato accoltellato fuori dalla discoteca.",
		"Mia sorella è stata aggredita in metro da due uomini.",
		"Sono stata spinta contro gli armadietti e strangolata da un collega.",
		"Mi hanno menato all'uscita del liceo.",
		"Mia figlia è stata picchiata dalla maestra.",
		"Siamo stati aggrediti da un ubriaco alla fermata.",
		"Mi hanno rapinato e picchiato tornando dal lavoro.",
		"Il mio collega è stato massacrato di botte da alcuni clienti del bar.",
		"Sono stato preso a pugni da un passeggero in treno.",
	},
	"pt": {
		"Fui agredida pelo meu chefe no armazém.",
		"A minha colega foi espancada no estacionamento depois do turno.",
		"Me bateram atrás do ginásio depois da aula.",
		"O meu amigo foi atacado quando voltava da festa.",
		"Fui esbofeteada por um cliente na frente de todos.",
		"O meu filho leva pontapés dos rapazes mais velhos no recreio.",
		"Me agrediram no ônibus ontem à noite.",
		"Fui esfaqueado na saída da balada.",
		"A minha irmã foi assaltada e agredida no metrô por dois homens.",
		"Fui empurrada contra os armários e estrangulada por um colega.",
		"Levei uma surra na saída da escola.",
		"A minha filha foi agredida pela professora.",
		"Fomos atacados por um bêbado na paragem do elétrico.",
		"Me roubaram e me espancaram quando voltava do trabalho.",
		"O meu colega apanhou de uns clientes do bar.",
		"Levei socos de um passageiro no trem.",
	},
}

var passiveAttackLookalikes = map[string][]string{
	"en": {
		"I got punched in the face in sparring, my own fault for dropping my guard.",
		"Our striker was tackled hard in the match and the ref did nothing.",
		"I got killed in Fortnite by a twelve-year-old again.",
		"I was hit by a ball during PE and my glasses broke, no big deal.",
		"I got hit by the door on my way into the seminar room.",
		"We were hit by a huge wave on the boat trip, best day ever.",
		"I was hit hard by the news that the course is closing.",
		"I was blown away by the final presentation.",
		"We were attacked by mosquitoes the whole camping weekend.",
		"I got bombarded with emails during the holidays.",
		"I'm being killed by the deadline this week.",
		"My essay was attacked in the comments by people who never read it.",
		"The new album was slammed by critics but I love it.",
		"In the film a girl is attacked in an alley and the detective investigates.",
		"We attended a seminar about supporting people who were assaulted.",
		"Our team got beaten 4-0 in the final, painful.",
		"I got beaten at chess by my little sister.",
		"He got kicked out of the group chat for spamming memes.",
		"We were battered by the storm on the ferry crossing.",
		"I got choked up at my sister's graduation.",
		"I got beaten up at badminton by my flatmate, rematch next week.",
		"I got jumped on by my dog the second I walked in.",
	},
	"de": {
		"Ich wurde im Spiel gefoult, aber der Schiri hat nichts gepfiffen.",
		"Wir wurden im Finale 3:0 geschlagen.",
		"Ich wurde beim Sparring ins Gesicht getroffen, war aber nicht schlimm.",
		"Ich wurde von einem Ball am Kopf getroffen.",
		"Ich bin von der Tür getroffen worden, als jemand sie aufgerissen hat.",
		"Wir wurden am Strand von einer Welle umgeworfen.",
		"Ich wurde von den Mücken regelrecht angegriffen.",
		"Ich werde gerade mit E-Mails bombardiert.",
		"Die Nachricht hat mich hart getroffen.",
		"Mein Beitrag wurde in den Kommentaren heftig angegriffen.",
		"Der Film wurde von den Kritikern verrissen.",
		"Im Film wird eine junge Frau im Park überfallen.",
		"Im Seminar ging es um Menschen, die angegriffen wurden, und wie man ihnen hilft.",
		"Ich wurde von meinem Bruder im Schach geschlagen.",
		"Ich bin in Fortnite schon wieder getötet worden.",
		"Ich wurde von der Abgabefrist regelrecht erschlagen.",
		"Ich bin total niedergeschlagen nach der Prüfung.",
		"Der Aufstand wurde blutig niedergeschlagen, hieß es in der Vorlesung.",
		"Meine Gesundheit ist seit dem Winter angegriffen.",
	},
	"fr": {
		"Je me suis fait tacler pendant le match, rien de grave.",
		"J'ai été frappé par un ballon en cours de sport.",
		"Je me suis pris la porte en entrant dans l'amphi.",
		"J'ai été frappée par la beauté du paysage.",
		"Je suis tué par ce cours, trop de devoirs.",
		"On a été attaqués par les moustiques tout le week-end.",
		"Je suis bombardé de mails depuis lundi.",
		"Mon article a été attaqué dans les commentaires.",
		"Le film a été descendu par les critiques.",
		"Dans le film, une femme est agressée dans un parking.",
		"Le séminaire sur l'accompagnement des personnes agressées était très utile.",
		"On s'est fait battre trois à zéro en finale.",
		"Je me suis fait tuer dans Fortnite par un gamin.",
		"J'ai été emporté par une vague à la plage, c'était génial.",
		"J'ai pris un coup de poing à la boxe, c'est le sport.",
		"J'ai été touché par ton message, merci.",
		"Mon ordi a été attaqué par un virus pendant la nuit.",
		"On a frappé à la porte pendant le cours de chimie.",
		"On s'est fait exploser 4-1 par les profs au foot.",
	},
	"es": {
		"Me hicieron una entrada fuerte en el partido, pero nada grave.",
		"Me golpeó un balón en la cara en educación física.",
		"Me di con la puerta al entrar al aula.",
		"Me mató la profesora con el examen.",
		"Nos atacaron los mosquitos todo el fin de semana.",
		"Me bombardean con correos desde el lunes.",
		"Mi artículo fue atacado en los comentarios.",
		"La película fue destrozada por la crítica.",
		"En la película una chica es atacada en un callejón.",
		"El seminario sobre personas agredidas fue muy útil.",
		"Nos dieron una paliza en la final, cuatro a cero.",
		"Me mataron en Fortnite otra vez.",
		"Me revolcó una ola en la playa, fue genial.",
		"La noticia me golpeó muy fuerte.",
		"Me pegaron un susto en la fiesta sorpresa.",
		"Me pegó la gripe mi compañero de piso.",
		"Me asaltaron las dudas justo antes del examen.",
	},
	"it": {
		"Sono stato falciato in partita, ma niente di grave.",
		"Sono stato colpito da una pallonata durante educazione fisica.",
		"Ho preso la porta in faccia entrando in aula.",
		"Sono rimasto colpito dalla presentazione finale.",
		"Sono stato ucciso in Fortnite da un ragazzino.",
		"Siamo stati attaccati dalle zanzare tutto il weekend.",
		"Sono bombardato di email da lunedì.",
		"Il mio post è stato attaccato nei commenti.",
		"Il film è stato stroncato dalla critica.",
		"Nel film una ragazza viene aggredita in un vicolo.",
		"Il seminario sulle persone aggredite è stato molto utile.",
		"Siamo stati battuti tre a zero in finale.",
		"Sono stato travolto da un'onda al mare, bellissimo.",
		"Sono stato massacrato dal prof all'orale.",
		"Mi hanno battuto a scacchi di nuovo.",
		"La notizia mi ha colpito molto.",
		"Il server della scuola è stato attaccato dagli hacker.",
	},
	"pt": {
		"Levei uma entrada dura no jogo, mas nada grave.",
		"Fui atingido por uma bola na aula de educação física.",
		"Bati com a cara na porta ao entrar na sala.",
		"Fui morto no Free Fire por um miúdo.",
		"Fomos atacados pelos mosquitos o fim de semana inteiro.",
		"Estou a ser bombardeado com emails desde segunda.",
		"O meu post foi atacado nos comentários.",
		"O filme foi arrasado pela crítica.",
		"No filme uma menina é atacada num beco.",
		"O seminário sobre pessoas agredidas foi muito útil.",
		"Levamos uma surra na final, quatro a zero.",
		"Fui atropelado por uma onda na praia, foi ótimo.",
		"A notícia me atingiu em cheio.",
		"Fui massacrado pela professora na prova oral.",
		"Apanhei uma gripe do meu colega.",
		"Fui derrotado no xadrez pelo meu irmão.",
		"O lote foi vendido no atacado para uma rede de mercados.",
		"Fui chutado do grupo do WhatsApp por mandar memes.",
		"Levamos uma surra de 30 a 12 no basquete.",
	},
}

// TestConcernPassiveAttacks checks that the rules of each language reach
// seriousThreshold in harassment on each of passiveAttackReports, and
// that on each of passiveAttackLookalikes no harassment, threat or safety
// rule reaches seriousThreshold ("atropelado por uma onda" is no
// accident); the detector's verdicts count in probeTally. Before the rules,
// the detector found 2 of the 96 reports serious harassment (8 serious at
// all), and none of the look-alikes written then (the first 98) serious.
func TestConcernPassiveAttacks(t *testing.T) {
	checkProbes(t, passiveAttackReports, passiveAttackLookalikes, CategoryHarassment, CategoryThreats, CategorySafety)
}

// checkProbes checks that on each of reports the rules of its language
// reach seriousThreshold in category and that on each of lookalikes no
// rule of category or of others reaches seriousThreshold; the detector's
// verdicts on both count in probeTally (expectConcern, expectNone).
func checkProbes(t *testing.T, reports, lookalikes map[string][]string, category string, others ...string) {
	t.Helper()
	d := &concernDetector{rules: compileConcernRules()}
	l := NewLocal()
	c := slices.Index(categoryOrder, category)
	cats := []int{c}
	for _, o := range others {
		cats = append(cats, slices.Index(categoryOrder, o))
	}
	for lang, texts := range reports {
		for _, text := range texts {
			checkRulesReach(t, d, lang, text, c)
			expectConcern(t, l, text, category)
		}
	}
	for lang, texts := range lookalikes {
		for _, text := range texts {
			checkHarmless(t, d, l, lang, text, cats)
		}
	}
}

// checkRulesReach checks that on text, of language lang, the rules of d
// reach seriousThreshold in the category c (an index in categoryOrder).
func checkRulesReach(t *testing.T, d *concernDetector, lang, text string, c int) {
	t.Helper()
	if h := d.rulesFor(matchWords(text, nil)); h.confidence[c] < seriousThreshold {
		t.Errorf("%s: rules on %q: %s confidence %.2f, want at least %v", lang, text, categoryOrder[c], h.confidence[c], seriousThreshold)
	}
}

// TestConcernThreatReports checks that the rules of each language reach
// seriousThreshold in threats on each of threatReports, and that on each
// of threatLookalikes no threat or harassment rule reaches
// seriousThreshold; the detector's verdicts count in probeTally. Before
// the rules and the retraining
// for them, the rules and the detector caught 69 of the 108 reports
// (German 5, Portuguese 7 of 18), and 42 of the 109 look-alikes raised a
// rule or the detector ("the storm threatened to", "a menacé de
// démissionner", "ha minacciato di licenziarsi"). Of the 29 reports and
// 31 look-alikes added after a review of those rules (English victims
// named with a determiner, "threatened me over text", German "mit
// Kündigung gedroht" and "wurde durch den Regen bedroht", a parent's
// "threatened to kill me", figurative harm verbs in the other
// languages), the rules and the detector of the reviewed revision
// missed 16 reports (English 13, German 3) and raised 25 look-alikes;
// 5 more reports, which it caught, keep shapes that a first draft of
// the new rules dropped ("die Kassiererin aus der Frühschicht wurde …
// bedroht", "ameaçou procurar-me e espancar-me").
func TestConcernThreatReports(t *testing.T) {
	checkProbes(t, threatReports, threatLookalikes, CategoryThreats, CategoryHarassment)
}

// threatReports are threats told after the fact or reported ("he
// threatened to kill me", "er hat gedroht, mich umzubringen", "il m'a
// menacé de mort", "me amenazaron", "ci hanno minacciato", "me
// ameaçaram de morte"), by a former partner, a stranger, a colleague, a
// customer, a neighbour or a relative, in the passive, with a weapon,
// with death, and as a threat tied to silence ("if I told anyone");
// threatLookalikes share their verbs with weather and things that
// "threaten", threats to quit, to sue, to report, to call the parents or
// to give a bad mark, fiction and hypotheses, endangered species,
// "threatening clouds" and sport. Both were written for
// TestConcernThreatReports, not taken from the evaluation or training
// sets.
var threatReports = map[string][]string{
	"en": {
		"My ex threatened me again last night outside my flat.",
		"He threatened to kill me if I went to the police.",
		"My roommate said he'd hurt me if I told anyone.",
		"The shift leader threatened to break my fingers.",
		"A man at the bus stop threatened me with a knife.",
		"I was threatened by a group of lads after the match.",
		"My neighbour threatened to burn our house down.",
		"Two older students threatened us on the way home from school.",
		"A customer threatened to wait for me after my shift and smash my face in.",
		"He's been threatening me for weeks, saying he'll find me.",
		"My stepdad threatened to kill my mum and me.",
		"Someone left a note on my car threatening to stab me.",
		"The guy from the warehouse told me he would slit my throat.",
		"My ex keeps threatening to hurt me if I don't take him back.",
		"I got threatened at knifepoint at the cash machine.",
		"They threatened to beat me up if I reported them.",
		"My cousin's boyfriend threatened her with a gun last weekend.",
		"The bouncer threatened to break my legs if I came back.",
		"He threatened my dad with a hammer.",
		"A man threatened students outside the library last night.",
		"My ex threatened my husband.",
		"He threatened my parents.",
		"My ex threatened my new partner outside the club.",
		"My ex threatened me over text last night.",
		"He threatened me into silence.",
		"He threatened me about going to the police.",
		"A customer threatened our cashier with a broken bottle.",
		"Some guy threatened the driver with a knife on the night bus.",
		"My ex threatened my little sister at the school gate.",
		"An angry parent threatened staff at reception after the meeting.",
		"My dad threatened me with his belt when I came home late.",
		"My dad threatened to kill us all with his gun.",
	},
	"de": {
		"Mein Ex hat mir gestern wieder gedroht.",
		"Er hat gedroht, mich umzubringen, wenn ich zur Polizei gehe.",
		"Mein Mitbewohner hat gesagt, er tut mir was an, wenn ich es jemandem erzähle.",
		"Der Schichtleiter hat mir gedroht, mir die Finger zu brechen.",
		"Ein Mann an der Haltestelle hat mich mit einem Messer bedroht.",
		"Ich wurde nach dem Spiel von ein paar Typen bedroht.",
		"Unser Nachbar hat gedroht, unser Haus anzuzünden.",
		"Zwei ältere Schüler haben uns auf dem Heimweg bedroht.",
		"Ein Kunde hat mir gedroht, nach Feierabend auf mich zu warten und mich fertigzumachen.",
		"Er droht mir seit Wochen, dass er mich findet.",
		"Mein Stiefvater hat gedroht, meine Mutter und mich umzubringen.",
		"Jemand hat mir einen Zettel ans Auto geklebt, dass er mich abstechen wird.",
		"Der Typ aus dem Lager hat mir angedroht, mich zusammenzuschlagen.",
		"Mein Ex droht ständig, mir wehzutun, wenn ich nicht zurückkomme.",
		"Sie haben uns gedroht, uns zu verprügeln, wenn wir sie melden.",
		"Meine Kollegin wurde am Telefon mit dem Tod bedroht.",
		"Man hat mir Schläge angedroht, falls ich den Mund aufmache.",
		"Der Türsteher hat mir Prügel angedroht.",
		"Er hat mir gedroht, mich zu schlagen.",
		"Er hat mir gedroht, mich zu verletzen.",
		"Mein Ex hat gedroht, mich zu treten, wenn ich gehe.",
		"Der Typ hat mir mit Schlägen gedroht.",
		"Gestern wurde ich im Bus von einem Mann bedroht.",
		"Meine Kollegin wurde vor der Filiale bedroht.",
		"Die Kassiererin aus der Frühschicht wurde von einem Kunden bedroht.",
		"wurde gestern wieder vor der Schule bedroht, keiner hat geholfen",
	},
	"fr": {
		"Mon ex m'a encore menacée hier soir devant chez moi.",
		"Il m'a menacé de mort si j'allais voir la police.",
		"Mon colocataire m'a dit qu'il me ferait du mal si j'en parlais à quelqu'un.",
		"Le chef d'équipe m'a menacé de me casser les doigts.",
		"Un homme à l'arrêt de bus m'a menacé avec un couteau.",
		"J'ai été menacé par une bande de types après le match.",
		"Notre voisin a menacé de brûler notre maison.",
		"Deux grands du lycée nous ont menacés sur le chemin du retour.",
		"Un client m'a menacée de m'attendre à la sortie pour me défoncer.",
		"Il me menace depuis des semaines, il dit qu'il va me retrouver.",
		"Mon beau-père a menacé de tuer ma mère et moi.",
		"Quelqu'un a laissé un mot sur ma voiture, il menace de me poignarder.",
		"Le type de l'entrepôt m'a dit qu'il allait m'égorger.",
		"Mon ex menace de me faire du mal si je ne reviens pas.",
		"Ils ont menacé de nous tabasser si on les dénonçait.",
		"Ma collègue a reçu des menaces de mort au téléphone.",
		"On m'a menacé de me frapper si je parlais.",
		"Je me suis fait menacer au couteau devant le distributeur.",
		"Il a menacé de me descendre si je parlais.",
		"Un type a menacé de frapper ma sœur devant l'école.",
	},
	"es": {
		"Mi ex me amenazó anoche otra vez en la puerta de casa.",
		"Me amenazó con matarme si iba a la policía.",
		"Mi compañero de piso me dijo que me haría daño si se lo contaba a alguien.",
		"El jefe de turno me amenazó con romperme los dedos.",
		"Un hombre en la parada me amenazó con una navaja.",
		"Me amenazaron unos tipos después del partido.",
		"El vecino amenazó con quemarnos la casa.",
		"Dos chicos mayores nos amenazaron de camino a casa.",
		"Un cliente me amenazó con esperarme a la salida para partirme la cara.",
		"Lleva semanas amenazándome, dice que me va a encontrar.",
		"Mi padrastro amenazó con matar a mi madre y a mí.",
		"Alguien me dejó una nota en el coche amenazándome de muerte.",
		"El del almacén me dijo que me iba a rajar el cuello.",
		"Mi ex amenaza con hacerme daño si no vuelvo con él.",
		"Nos amenazaron con darnos una paliza si los denunciábamos.",
		"Mi compañera recibió amenazas de muerte por teléfono.",
		"Fui amenazado por un grupo de chavales en el parque.",
		"Me amenazaron a punta de navaja en el cajero.",
		"Un tipo amenazó con golpearme a la salida del bar.",
		"Mi ex amenazó con golpear a mi hermano.",
	},
	"it": {
		"Il mio ex mi ha minacciata di nuovo ieri sera sotto casa.",
		"Mi ha minacciato di morte se andavo dai carabinieri.",
		"Il mio coinquilino mi ha detto che mi avrebbe fatto del male se lo dicevo a qualcuno.",
		"Il capoturno mi ha minacciato di spezzarmi le dita.",
		"Un uomo alla fermata mi ha minacciato con un coltello.",
		"Sono stato minacciato da un gruppo di ragazzi dopo la partita.",
		"Il vicino ha minacciato di bruciarci la casa.",
		"Due ragazzi più grandi ci hanno minacciato mentre tornavamo da scuola.",
		"Un cliente mi ha minacciata di aspettarmi all'uscita per spaccarmi la faccia.",
		"Mi minaccia da settimane, dice che mi troverà.",
		"Il mio patrigno ha minacciato di ammazzare me e mia madre.",
		"Qualcuno mi ha lasciato un biglietto sulla macchina con minacce di morte.",
		"Quello del magazzino mi ha detto che mi tagliava la gola.",
		"Il mio ex minaccia di farmi del male se non torno con lui.",
		"Ci hanno minacciato di pestarci se li denunciavamo.",
		"La mia collega ha ricevuto minacce di morte al telefono.",
		"Mi ha minacciato di picchiarmi davanti a tutti.",
		"Mi hanno minacciato con un coltello al bancomat.",
		"Il vicino ha minacciato di bruciare la macchina di mio padre.",
		"Mi ha minacciato di bruciarmi la faccia con l'acido.",
	},
	"pt": {
		"O meu ex ameaçou-me outra vez ontem à noite à porta de casa.",
		"Ele me ameaçou de morte se eu fosse à polícia.",
		"O meu colega de casa disse que me fazia mal se eu contasse a alguém.",
		"O chefe de turno ameaçou partir-me os dedos.",
		"Um homem na paragem ameaçou-me com uma faca.",
		"Fui ameaçado por um grupo de rapazes depois do jogo.",
		"O vizinho ameaçou pegar fogo na nossa casa.",
		"Dois rapazes mais velhos ameaçaram-nos no caminho para casa.",
		"Um cliente me ameaçou de me esperar na saída para me quebrar a cara.",
		"Ele me ameaça há semanas, diz que vai me encontrar.",
		"O meu padrasto ameaçou matar a minha mãe e a mim.",
		"Alguém deixou um bilhete no meu carro com ameaças de morte.",
		"O cara do armazém me disse que ia cortar minha garganta.",
		"O meu ex ameaça fazer-me mal se eu não voltar para ele.",
		"Ameaçaram-nos de porrada se fizéssemos queixa.",
		"A minha colega recebeu ameaças de morte por telefone.",
		"Me ameaçaram de morte no ponto de ônibus.",
		"Ele me ameaçou com uma arma no estacionamento.",
		"Um cara ameaçou atirar em mim na saída do bar.",
		"O meu ex ameaçou furar-me com uma faca.",
		"O vizinho ameaçou de novo pegar fogo no meu carro.",
		"O cliente ameaçou procurar-me e espancar-me.",
		"Ele ameaçou mandar me bater se eu abrisse a boca.",
		"O ex dela ameaçou encontrá-la e matá-la.",
	},
}

var threatLookalikes = map[string][]string{
	"en": {
		"The storm threatened to ruin the whole festival.",
		"Rain threatened the picnic all afternoon but held off.",
		"The deadline threatens to swallow my whole weekend.",
		"My coworker threatened to quit if the rota didn't change.",
		"The teacher threatened to call my parents about the homework.",
		"He threatened to give us a zero if we talked during the test.",
		"In the novel the hero was threatened by the villain's army.",
		"What if someone threatens me on the night bus?",
		"Orangutans are threatened with extinction, the zoo guide said.",
		"Threatening clouds rolled in just before the barbecue.",
		"Their striker threatened our lead in the second half.",
		"My landlord threatened to sue me over the broken blinds.",
		"The manager threatened to report us to HR for being late.",
		"My sister threatened to tell mum I ate her chocolate.",
		"The new supermarket threatens the small shops on our street.",
		"Climate change threatens coastal towns, the lecture said.",
		"The client threatened legal action over the late delivery.",
		"My dad threatened to take my phone away if my grades dropped.",
		"My mum threatened to kill me if I failed the exam again.",
		"I was threatened with a fail if I handed the essay in late.",
		"It would hurt him if you told anyone about his grades.",
		"My brother threatened to murder me if I touched his console.",
		"We were threatened with extra homework if we kept talking.",
		"It might hurt her if you tell anyone before the results are out.",
		"My sister threatened my dad with a tantrum if we left without her.",
		"Budget cuts threatened staff across the whole faculty.",
		"The landlord threatened my parents with eviction.",
	},
	"de": {
		"Das Gewitter drohte, das ganze Fest zu ruinieren.",
		"Der Regen drohte den ganzen Nachmittag, aber es blieb trocken.",
		"Die Abgabefrist droht mein ganzes Wochenende aufzufressen.",
		"Mein Kollege hat mit Kündigung gedroht, falls der Dienstplan bleibt.",
		"Die Lehrerin hat gedroht, meine Eltern anzurufen.",
		"Er hat gedroht, uns eine Sechs zu geben, wenn wir reden.",
		"Im Roman wird der Held von einem Drachen bedroht.",
		"Was mache ich, wenn mich jemand im Nachtbus bedroht?",
		"Der Schneeleopard ist vom Aussterben bedroht.",
		"Bedrohliche Wolken zogen kurz vor dem Grillen auf.",
		"Ihr Stürmer hat unsere Führung in der zweiten Halbzeit bedroht.",
		"Mein Vermieter hat gedroht, mich wegen der kaputten Jalousie zu verklagen.",
		"Der Chef hat gedroht, uns wegen Zuspätkommens bei der Personalabteilung zu melden.",
		"Meine Schwester hat gedroht, Mama zu verraten, dass ich ihre Schokolade gegessen habe.",
		"Der neue Supermarkt bedroht die kleinen Läden in unserer Straße.",
		"Der Klimawandel bedroht die Küstenorte, hieß es im Vortrag.",
		"Der Kunde hat mit rechtlichen Schritten gedroht, weil die Lieferung zu spät kam.",
		"Mein Vater hat mir gedroht, mir das Handy wegzunehmen.",
		"Die Chefin hat uns Überstunden angedroht, falls die Inventur nicht fertig wird.",
		"Mein Chef hat mir mit Kündigung gedroht.",
		"Die Lehrerin hat uns mit Nachsitzen gedroht.",
		"Meine Mutter hat mir mit Hausarrest gedroht.",
		"Der Vermieter hat uns mit Räumung gedroht.",
		"Der Trainer hat uns mit Strafrunden gedroht.",
		"Das Festival wurde durch den Regen bedroht.",
		"Unser Projekt wurde von Kürzungen bedroht.",
		"Der Gegner hat gedroht, uns im Finale zu schlagen.",
		"Die Gewerkschaft hat gedroht, mit uns in den Streik zu treten.",
		"Der Hausmeister hat uns mit einer Anzeige gedroht.",
	},
	"fr": {
		"L'orage menaçait de gâcher toute la fête.",
		"La pluie a menacé le pique-nique tout l'après-midi.",
		"La date limite menace d'engloutir tout mon week-end.",
		"Mon collègue a menacé de démissionner si le planning ne change pas.",
		"La prof m'a menacé d'appeler mes parents.",
		"Il nous a menacés de mettre un zéro si on parlait pendant le contrôle.",
		"Dans le roman, le héros est menacé par un dragon.",
		"Que faire si quelqu'un me menace dans le bus de nuit ?",
		"L'ours polaire est menacé d'extinction.",
		"Des nuages menaçants sont arrivés juste avant le barbecue.",
		"Leur attaquant a menacé notre avance en deuxième mi-temps.",
		"Mon propriétaire m'a menacé de me poursuivre en justice pour le store cassé.",
		"Le chef a menacé de nous signaler aux RH pour nos retards.",
		"Ma sœur a menacé de dire à maman que j'avais mangé son chocolat.",
		"Le nouveau supermarché menace les petits commerces de la rue.",
		"Le réchauffement menace les villes côtières, selon la conférence.",
		"Le client a menacé de porter plainte pour la livraison en retard.",
		"Mon père m'a menacé de me confisquer mon téléphone.",
		"Le prof a menacé de descendre voir le directeur.",
		"La voisine a menacé de venir frapper à notre porte tous les soirs.",
		"Le délégué a menacé de taper du poing sur la table.",
	},
	"es": {
		"La tormenta amenazaba con arruinar toda la fiesta.",
		"La lluvia amenazó el picnic toda la tarde, pero no cayó nada.",
		"La fecha de entrega amenaza con comerse todo mi fin de semana.",
		"Mi compañero amenazó con dimitir si no cambiaban los turnos.",
		"La profe me amenazó con llamar a mis padres.",
		"Nos amenazó con ponernos un cero si hablábamos en el examen.",
		"En la novela, el héroe es amenazado por un dragón.",
		"¿Qué hago si alguien me amenaza en el autobús nocturno?",
		"El lince ibérico sigue amenazado de extinción.",
		"Unas nubes amenazantes llegaron justo antes de la barbacoa.",
		"Su delantero amenazó nuestra ventaja en la segunda parte.",
		"El casero me amenazó con demandarme por la persiana rota.",
		"El jefe amenazó con reportarnos a recursos humanos por llegar tarde.",
		"Mi hermana amenazó con decirle a mamá que me comí su chocolate.",
		"El nuevo supermercado amenaza a las tiendas pequeñas del barrio.",
		"El cambio climático amenaza a los pueblos de la costa, según la charla.",
		"El cliente amenazó con poner una reclamación por el retraso.",
		"Mi padre me amenazó con quitarme el móvil si suspendía.",
		"La recesión amenaza con golpear la economía.",
		"El nuevo impuesto amenaza con golpear a los autónomos.",
		"La empresa amenazó con violar el convenio.",
	},
	"it": {
		"Il temporale minacciava di rovinare tutta la festa.",
		"La pioggia ha minacciato il picnic tutto il pomeriggio.",
		"La scadenza minaccia di mangiarsi tutto il mio weekend.",
		"Il mio collega ha minacciato di licenziarsi se non cambiano i turni.",
		"La prof mi ha minacciato di chiamare i miei genitori.",
		"Ci ha minacciato di darci zero se parlavamo durante il compito.",
		"Nel romanzo l'eroe viene minacciato da un drago.",
		"Cosa faccio se qualcuno mi minaccia sull'autobus di notte?",
		"L'orso marsicano è una specie minacciata di estinzione.",
		"Nuvole minacciose sono arrivate proprio prima della grigliata.",
		"Il loro attaccante ha minacciato il nostro vantaggio nel secondo tempo.",
		"Il padrone di casa mi ha minacciato di farmi causa per la tapparella rotta.",
		"Il capo ha minacciato di segnalarci alle risorse umane per i ritardi.",
		"Mia sorella ha minacciato di dire alla mamma che ho mangiato la sua cioccolata.",
		"Il nuovo supermercato minaccia i piccoli negozi del quartiere.",
		"Il cambiamento climatico minaccia i paesi della costa, diceva la conferenza.",
		"Il cliente ha minacciato di fare reclamo per il ritardo della consegna.",
		"Mio padre mi ha minacciato di togliermi il telefono.",
		"Il prof minacciava di bruciare le tappe.",
		"Il capo ha minacciato di sparare a zero sul progetto.",
	},
	"pt": {
		"A tempestade ameaçava estragar a festa toda.",
		"A chuva ameaçou o piquenique a tarde inteira, mas não caiu.",
		"O prazo ameaça engolir o meu fim de semana inteiro.",
		"O meu colega ameaçou despedir-se se não mudassem os turnos.",
		"A professora me ameaçou de ligar para os meus pais.",
		"Ele ameaçou nos dar zero se a gente conversasse na prova.",
		"No romance o herói é ameaçado por um dragão.",
		"O que faço se alguém me ameaçar no autocarro da noite?",
		"O lince-ibérico continua ameaçado de extinção.",
		"Nuvens ameaçadoras chegaram mesmo antes do churrasco.",
		"O avançado deles ameaçou a nossa vantagem na segunda parte.",
		"O senhorio ameaçou-me de me processar por causa do estore partido.",
		"O chefe ameaçou nos denunciar ao RH pelos atrasos.",
		"A minha irmã ameaçou contar à mãe que comi o chocolate dela.",
		"O novo supermercado ameaça as lojas pequenas do bairro.",
		"As alterações climáticas ameaçam as vilas da costa, disse a palestra.",
		"O cliente ameaçou fazer queixa pelo atraso da entrega.",
		"O meu pai me ameaçou de tirar o celular se eu chumbasse.",
		"Os colegas ameaçaram furar a greve.",
		"O professor ameaçou atirar os nossos trabalhos no lixo.",
		"A empresa ameaça violar o acordo.",
		"A chefe ameaçou atirar a toalha ao chão e desistir do projeto.",
	},
}

// TestConcernPortugueseGasSmell checks that the European Portuguese smell
// of gas ("a cheirar a gás", "cheiro a gás") fires the safety rules, and
// not when the smell is told as gone or explained.
func TestConcernPortugueseGasSmell(t *testing.T) {
	d := &concernDetector{rules: compileConcernRules()}
	safety := slices.Index(categoryOrder, CategorySafety)
	for text, want := range map[string]bool{
		"Começou a cheirar a gás na cozinha da escola.":                      true,
		"Há cheiro a gás no laboratório desde ontem.":                        true,
		"O cheiro a gás desapareceu depois da reparação, obrigado à equipa.": false,
		"O cheiro a gás era só do bico de Bunsen, tudo normal.":              false,
	} {
		if h := d.rulesFor(matchWords(text, nil)); (h.confidence[safety] >= seriousThreshold) != want {
			t.Errorf("rules on %q: safety confidence %.2f (%q), want serious %v", text, h.confidence[safety], rulePhrases(text, h, safety), want)
		}
	}
}

// TestConcernFrenchSlurNotPortugueseVerb checks that the French slur
// "pédé", which folds to the Portuguese verb "pede" ("asks"), fires the
// discrimination rules in an insult and not in Portuguese.
func TestConcernFrenchSlurNotPortugueseVerb(t *testing.T) {
	d := &concernDetector{rules: compileConcernRules()}
	discrimination := slices.Index(categoryOrder, CategoryDiscrimination)
	for text, want := range map[string]bool{
		"Il m'a traité de sale pédé devant toute la classe.":            true,
		"Le chef d'équipe m'appelle « espèce de pédé » tous les jours.": true,
		"Dans les vestiaires ils répètent que je suis un pédé.":         true,
		"T'es pédé ou quoi, m'a lancé le coach devant tout le monde.":   true,
		"O formulário da prefeitura pede o mesmo documento duas vezes.": false,
		"O professor sempre pede para chegarmos cedo.":                  false,
		"Ela pede desculpa quando se atrasa.":                           false,
		"Tu pedes sempre o mesmo prato na cantina.":                     false,
	} {
		if h := d.rulesFor(matchWords(text, nil)); (h.confidence[discrimination] >= strongRuleConfidence) != want {
			t.Errorf("rules on %q: discrimination confidence %.2f (%q), want strong %v", text, h.confidence[discrimination], rulePhrases(text, h, discrimination), want)
		}
	}
}

// rulePhrases returns the passages of text that the rules of category c
// matched in h (of rulesFor), as a reason quotes them.
func rulePhrases(text string, h ruleHits, c int) []string {
	_, spans := matchWordSpans(text, nil, []wordSpan{})
	return matchedText(text, spans, h.matches[c])
}

// TestConcernHarmByOthers checks that harm to the writer by another person,
// told with the pronoun that also means "myself" ("mein Mitbewohner will
// mich umbringen", "vuole uccidermi", "va a lastimarme"), is a threat and
// not self-harm (concernHarmByOthers), and that the same words in the first
// person stay self-harm and no threat. Each sentence of the first list
// was read as self-harm before, most of them as self-harm alone. The
// sentences were written for this test.
func TestConcernHarmByOthers(t *testing.T) {
	d := &concernDetector{rules: compileConcernRules()}
	l := NewLocal()
	check := func(text, want, notWant string) {
		t.Helper()
		h := d.rulesFor(matchWords(text, nil))
		if c := slices.Index(categoryOrder, want); h.confidence[c] < seriousThreshold {
			t.Errorf("rules on %q: %s confidence %.2f, want at least %v", text, want, h.confidence[c], seriousThreshold)
		}
		if c := slices.Index(categoryOrder, notWant); h.confidence[c] > 0 {
			t.Errorf("rules on %q: %s confidence %.2f (%q), want 0", text, notWant, h.confidence[c], rulePhrases(text, h, c))
		}
		if c := l.DetectConcern(text); !c.IsSerious || !slices.Contains(c.Categories, want) || slices.Contains(c.Categories, notWant) {
			t.Errorf("DetectConcern(%q) = %+v, want serious %s and not %s", text, c, want, notWant)
		}
	}
	for _, text := range []string{
		"Mein Mitbewohner will mich umbringen.",
		"Meine neue Mitbewohnerin will mich umbringen.",
		"Mein Ex von der Arbeit will mich umbringen.",
		"Ich glaube, er will mich umbringen.",
		"Er wird mich umbringen.",
		"Ich habe Angst, dass mein Mitbewohner mich umbringt.",
		"Der Typ aus dem Wohnheim hat versucht, mich umzubringen.",
		"Il mio coinquilino vuole ammazzarmi.",
		"Il mio ex vuole uccidermi.",
		"Lui vuole ferirmi.",
		"Il mio capo ha minacciato di uccidermi.",
		"Ese tipo va a lastimarme.",
		"Mi ex quiere hacerme daño.",
		"Meu chefe tentou me ferir.",
		"Ele quer me machucar.",
		"Mon ex va me blesser.",
		"Mon colocataire veut me faire du mal.",
	} {
		check(text, CategoryThreats, CategorySelfHarm)
	}
	for _, text := range []string{
		"Ich will mich umbringen.",
		"Will mich nur noch umbringen.",
		"Manchmal will ich mich einfach umbringen.",
		"Ich hasse mein Leben und will mich umbringen.",
		"Ich hasse mein Leben will mich umbringen.",
		"Ich habe letzten Monat versucht, mich zu erhängen.",
		"Ich werde versuchen, mich umzubringen.",
		"Voglio uccidermi.",
		"Quero me machucar.",
		"Me quiero matar.",
		"Je vais me faire du mal.",
	} {
		check(text, CategorySelfHarm, CategoryThreats)
	}
}

// TestConcernFollowedOrAskedOut checks the untrained harassment rules of
// being followed home ("someone follows me home from the library", "un
// type me suit jusqu'à chez moi") and of a date asked for with a grade or
// a job in the balance, and their look-alikes: a pet, a sibling, social
// media, bad luck, a date that the writer says has nothing to do with a
// grade. The sentences were written for this test.
func TestConcernFollowedOrAskedOut(t *testing.T) {
	checkProbes(t, map[string][]string{
		"en": {
			"Someone follows me home from the library every night.",
			"A guy from my course keeps following me to my car after class.",
			"A lecturer asked me out and said it would help my grade.",
			"My manager asked me on a date and hinted at the promotion.",
		},
		"fr": {
			"Un type me suit jusqu'à chez moi tous les soirs.",
			"Un inconnu m'a suivie jusqu'à mon immeuble hier soir.",
		},
	}, map[string][]string{
		"en": {
			"My dog follows me everywhere around campus.",
			"She follows me on Instagram now.",
			"My little brother follows me to my room every evening.",
			"The tutor followed me to the library to return my notebook.",
			"He asked me out, and my grades have nothing to do with it.",
		},
		"fr": {
			"Ma petite soeur me suit jusqu'à la maison tous les jours.",
			"La poisse me suit tous les jours.",
			"Il me suit sur Instagram depuis hier.",
			"Mon chat me suit jusqu'à la porte de la cuisine.",
		},
	}, CategoryHarassment)
}

// TestConcernNoPointGoingOn checks the untrained self-harm rules of a plan
// to end it and of no point in going on, in English, Spanish and Italian,
// and their look-alikes of a meeting, a course or an early lecture. The
// sentences were written for this test.
func TestConcernNoPointGoingOn(t *testing.T) {
	checkProbes(t, map[string][]string{
		"en": {
			"I have a plan for how to end it.",
			"I don't see the point of going on anymore.",
			"I can't see any reason to keep going.",
		},
		"es": {
			"Ya no le veo sentido a seguir.",
			"No le veo sentido a vivir así.",
		},
		"it": {
			"Non vedo più il senso di andare avanti.",
			"Non trovo più un motivo per vivere.",
		},
	}, map[string][]string{
		"en": {
			"I have a plan for how to end the meeting on time.",
			"We planned how to end it with a bang at the closing party.",
			"I don't see the point of going on with this course.",
			"I don't see the point of getting up at 7 for this lecture.",
			"I can't see the point of going on a field trip in the rain.",
		},
		"es": {
			"Ya no le veo sentido a seguir con la carrera.",
			"No le veo sentido a seguir estudiando esto.",
			"No le veo sentido a levantarme temprano para esa clase.",
		},
		"it": {
			"Non vedo più il senso di andare avanti con questo progetto.",
			"Non vedo il senso di alzarmi presto per questa lezione.",
		},
	}, CategorySelfHarm)
}

// TestConcernBrokenEquipmentAndWater checks the untrained safety rules of
// fire and rescue equipment that does not work (English and Spanish), of
// tap water that looks wrong and people who fell ill (every language) and
// of a piece of ceiling that fell (German), and their look-alikes: a
// garden sprinkler, a tested detector, cold water and waiting, the German
// idiom of the ceiling that falls on one's head. The sentences were
// written for this test.
func TestConcernBrokenEquipmentAndWater(t *testing.T) {
	checkProbes(t, map[string][]string{
		"en": {
			"The smoke detector in the dorm doesn't work.",
			"The tap water in our building is brown and three of us got sick.",
		},
		"es": {
			"El detector de humo de la residencia no funciona.",
			"El agua del grifo sale marrón y varios se han puesto enfermos.",
		},
		"pt": {"A água da torneira sai marrom e várias pessoas passaram mal."},
		"fr": {"L'eau du robinet est marron et plusieurs étudiants sont tombés malades."},
		"it": {"L'acqua del rubinetto è marrone e in tanti sono stati male."},
		"de": {
			"Das Wasser im Wohnheim ist braun und einige sind krank geworden.",
			"Im Hörsaal 3 ist ein Stück der Decke heruntergefallen.",
		},
	}, map[string][]string{
		"en": {
			"We tested the smoke detector and it works fine.",
			"The sprinkler in the garden doesn't work.",
			"The water was cold and I got sick of waiting.",
		},
		"es": {"El agua estaba fría y me puse enfermo de esperar."},
		"de": {
			"Mir fällt die Decke auf den Kopf.",
			"Die Decke im Hörsaal ist frisch gestrichen.",
		},
	}, CategorySafety)
}

// TestConcernBlowingUpBuildings checks the untrained threat rules of
// blowing up a building of the writer's school or work in Italian,
// Portuguese, Spanish and French, and their look-alikes: a flight, anger,
// a skipped class, a game, records broken. The sentences were written for
// this test.
func TestConcernBlowingUpBuildings(t *testing.T) {
	checkProbes(t, map[string][]string{
		"it": {"Domani faccio saltare in aria la mensa.", "Faccio saltare in aria tutto se mi bocciano."},
		"pt": {"Vou explodir o refeitório amanhã.", "Vou colocar uma bomba na faculdade."},
		"es": {"Voy a volar la cafetería mañana.", "Voy a poner una bomba en la facultad."},
		"fr": {"Je vais faire sauter la cantine demain.", "Je vais poser une bombe dans l'amphi."},
	}, map[string][]string{
		"it": {"Nel gioco faccio saltare in aria la base nemica.", "Con questo progetto faccio saltare in aria le aspettative."},
		"pt": {"Vou explodir de raiva se perder outra vez.", "Vou explodir a internet com esse vídeo."},
		"es": {"Voy a volar a Madrid mañana.", "Voy a reventar el examen de mañana."},
		"fr": {"Je vais faire sauter le cours de demain, je suis malade.", "Je vais tout faire sauter au karaoké ce soir."},
	}, CategoryThreats)
}

// TestConcernTiredOfBeingAlive checks the untrained self-harm rules of
// being tired of being alive in German, Spanish, Italian, Portuguese and
// French, and their look-alikes of living somewhere or alone. The
// sentences were written for this test.
func TestConcernTiredOfBeingAlive(t *testing.T) {
	checkProbes(t, map[string][]string{
		"de": {"Ich bin es leid zu leben."},
		"es": {"Estoy cansada de estar viva."},
		"it": {"Sono stanca di essere viva."},
		"pt": {"Estou cansada de estar viva."},
		"fr": {"J'en ai marre de vivre.", "Je suis fatiguée d'être en vie."},
	}, map[string][]string{
		"de": {"Ich bin es leid, in dieser WG zu leben."},
		"es": {"Estoy cansada de vivir en esta residencia.", "Estoy harta de vivir sola."},
		"fr": {"J'en ai marre de vivre dans cette résidence."},
	}, CategorySelfHarm)
}

// TestConcernThreatsReceived checks the untrained threat rules of threats
// received, in every language, and their look-alikes: threats of rain or a
// strike, and an antivirus's. The sentences were written for this test.
func TestConcernThreatsReceived(t *testing.T) {
	checkProbes(t, map[string][]string{
		"en": {"I keep getting anonymous threats on my phone.", "He sent me death threats after the match."},
		"es": {"Recibo amenazas anónimas en el móvil."},
		"it": {"Ricevo minacce anonime sul telefono."},
		"fr": {"Je reçois des menaces anonymes sur mon téléphone."},
		"de": {"Ich bekomme anonyme Drohungen auf mein Handy."},
		"pt": {"Fico recebendo ameaças anônimas no celular."},
	}, map[string][]string{
		"en": {"We got threats of rain all week, so the picnic moved inside.", "The antivirus keeps getting threats from a bad website."},
		"es": {"Recibimos amenazas de lluvia toda la semana."},
		"it": {"Ricevo minacce di pioggia dall'app meteo."},
		"fr": {"On reçoit des menaces de grève pour lundi."},
		"pt": {"Recebemos ameaças de chuva a semana toda."},
	}, CategoryThreats)
}
