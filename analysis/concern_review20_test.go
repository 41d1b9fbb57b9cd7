package analysis

import "testing"

// The twentieth review came with the classifier that learned
// testdata/concern/train4: among its harmless texts are everyday wishes
// in the words of self-harm ("I want to disappear under my duvet all
// weekend"), and it learned them well enough to miss their dark twins,
// statements the tests of the rules' passages hold one by one
// (TestConcernReview14Passages, TestConcernReview18Precision7) and
// reports of the rule rounds it no longer reached. The review20 rules of
// concernRulesUntrained read them; these reports and look-alikes were
// written for them, new, in each language a rule reads.

// TestConcernReview20SelfHarm checks that the review20 self-harm rules
// reach seriousThreshold on the reports and no self-harm rule does on
// the look-alikes; the detector's verdicts count in probeTally.
func TestConcernReview20SelfHarm(t *testing.T) {
	checkProbes(t, map[string][]string{
		"en": {
			"Some nights I want to vanish into the mattress and just die.",
			"I'd like to disappear from this campus and die, honestly.",
			"The documentary about overdose made me want to take one.",
			"She died of an overdose and I want to do the same this weekend.",
			"I stopped eating so I could let myself die quietly.",
		},
		"de": {
			"Nach der Abgabe mache ich Schluss mit meinem Leben, ich habe genug.",
			"Ich mach bald Schluss mit meinem Leben.",
			"Wenn die Prüfung vorbei ist, erhänge ich mich.",
			"ich erhänge mich im Keller, wenn das so weitergeht",
			"Ich habe keine Angst mehr vor dem Tod, ich freue mich schon darauf.",
			"mir is ois z'vui, am liabsten war i tot",
			"Ich höre mit den Medikamenten auf, um mich sterben zu lassen.",
		},
		"fr": {
			"Après le partiel j'en ai fini avec la vie, je le sais.",
			"Honnêtement j'en ai terminé avec ma vie, plus rien ne me retient.",
			"Je voudrais disparaître sous ma couette et mourir.",
			"J'aimerais juste disparaître pour de bon.",
			"J'ai arrêté mes médicaments pour me laisser mourir.",
		},
		"es": {
			"Quiero desaparecer de este mundo y morirme.",
			"A veces quiero desaparecer en mi cuarto hasta morir.",
			"Murió de sobredosis y yo quiero hacer lo mismo.",
			"Dejé de comer para dejarme morir poco a poco.",
		},
		"it": {
			"Vorrei sparire da tutto e morire, non ce la faccio più.",
			"Voglio sparire per un po', anzi no, voglio morire.",
			"Da mesi faccio autolesionismo e nessuno lo sa.",
			"Ormai pratico autolesionismo ogni sera.",
			"Vorrei solo dormire e non risvegliarmi più.",
			"Non prendo più le medicine, voglio lasciarmi morire.",
		},
		"pt": {
			"Tenho vontade de sumir do mapa e morrer.",
			"Queria sumir um tempo, ou melhor, morrer.",
			"Ele morreu de overdose e eu vou fazer o mesmo.",
			"Eu dou socos em mim mesma quando fico sozinha.",
			"Parei de comer para me deixar morrer.",
		},
	}, map[string][]string{
		"en": {
			"I want to disappear under my blanket until Monday.",
			"We nearly died laughing when the projector vanished mid-talk.",
			"The overdose awareness talk was sobering and very well run.",
			"The lecture on overdose was the best of the term.",
			"I'll let myself die of laughter if they show that blooper reel again.",
			"I'd love to vanish to a beach and die happy at ninety.",
		},
		"de": {
			"Schluss mit meinem Leben als Raucher, ab heute bin ich clean.",
			"Ich mache Schluss mit diesem Leben im Hamsterrad und kündige.",
			"Schluss mit diesem Leben auf Pump, ab jetzt spare ich.",
			"Ich erhänge mich nicht, ich hänge nur die Jacke an der Garderobe auf.",
			"Keine Angst mehr vor dem Sterben der Pflanzen, das Gießsystem läuft.",
			"am liebsten wär i tot müd ins Bett gfalln nach dem Fest",
			"Als Muslimin wurde ich gut behandelt, danke ans Team der Ambulanz.",
		},
		"fr": {
			"J'en ai fini avec la vie de bureau, je pars élever des chèvres.",
			"J'en ai fini avec ma vie d'étudiante, place au boulot !",
			"Je vais disparaître sous la couette tout le week-end, pas de messages svp.",
			"La tache a disparu pour de bon après le lavage.",
			"Je vais me laisser mourir de rire devant ce sketch.",
			"Ce bug va disparaître pour de bon avec la mise à jour.",
			"J'en ai fini avec ma vie pro, vive la retraite !",
			"Overdose de chocolat au goûter, je veux faire pareil demain.",
			"Je veux disparaître des réseaux sociaux pendant les vacances.",
			"Je voudrais disparaître quelques jours à la montagne, loin du bureau.",
		},
		"es": {
			"Quiero desaparecer del grupo de WhatsApp de clase, hay demasiados mensajes.",
			"Quiero hacer lo mismo que el año pasado en la fiesta de fin de curso.",
			"Me voy a dejar morir de risa con esas fotos.",
			"Quiero desaparecer de Instagram de una puta vez.",
		},
		"it": {
			"Vorrei sparire dalla vergogna dopo quella presentazione.",
			"Il seminario sull'autolesionismo è stato utile per i tutor.",
			"Vorrei dormire e non svegliarmi prima delle dieci domenica.",
			"Mi sono lasciata morire dal ridere alla festa.",
			"Volevo sparire, anzi no, morire dal ridere quando è caduto il microfono.",
		},
		"pt": {
			"Quero sumir de vergonha depois daquela apresentação.",
			"Queria sumir na praia com os amigos e morrer de rir o fim de semana todo.",
			"Dou socos no saco de pancada na academia todo dia.",
			"Na peça eu dava socos em mim mesmo na cena da briga.",
			"Quis sumir, ou melhor, morrer de vergonha na apresentação.",
			"O bolo foi uma overdose de açúcar e eu quero fazer o mesmo no meu aniversário.",
		},
	}, CategorySelfHarm)
}

// TestConcernReview20Others checks the review20 rules of discrimination
// and safety the same way.
func TestConcernReview20Others(t *testing.T) {
	checkProbes(t, map[string][]string{
		"fr": {
			"J'ai été virée parce que je suis enceinte, d'après mon chef c'est trop compliqué.",
			"J'ai été licencié parce que j'ai un diabète et des rendez-vous médicaux.",
		},
		"de": {
			"Als Roma wurde meine Tante nicht bedient und abgewiesen.",
			"Wir waren in der Notaufnahme, aber sie haben mich als Muslimin nicht behandelt und weggeschickt.",
		},
	}, map[string][]string{
		"fr": {
			"J'ai viré mon coloc parce que j'ai un cancer et besoin de calme.",
			"Le stagiaire a été remercié parce que son stage était terminé.",
		},
		"de": {
			"Als Romni hat mich niemand weggeschickt, die Ärztin war sehr nett.",
		},
	}, CategoryDiscrimination)
	checkProbes(t, map[string][]string{
		"pt": {
			"Um aluno caiu da escada e ninguém chamou ajuda por meia hora.",
			"Uma colega desmaiou no laboratório e ninguém chamou o SAMU.",
		},
		"es": {
			"Un niño se cayó del tobogán y nadie llamó a una ambulancia.",
			"Mi compañera se cortó con la máquina y nadie pidió ayuda.",
		},
	}, map[string][]string{
		"pt": {
			"Meu filho caiu no recreio e ninguém chamou ajuda porque foi só um arranhão.",
			"Caiu a internet e ninguém chamou o técnico até segunda.",
			"A rede caiu no escritório e ninguém chamou ajuda técnica.",
		},
		"es": {
			"Se cayó el servidor y nadie llamó al técnico hasta el lunes.",
			"Mi hermano se cayó jugando y nadie llamó a emergencias porque fue solo un rasguño.",
		},
	}, CategorySafety)
}
