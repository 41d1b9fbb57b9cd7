package analysis

import "testing"

// TestConcernUntrainedLookalikesThreatsSafety checks harmless sentences a
// real user could write in anonymous feedback that raised an untrained
// threat or safety rule of concernRulesUntrained, found by an adversarial
// review of those rules (issue #35): a lecturer's joke about making
// students suffer as they did in first year, a cake or lasagna shown to
// everyone, a surprise ambush with a birthday cake, a rematch at
// five-a-side or chess, teasing at karaoke, advice to park a car in the
// garage, a face cream, a "dead man" in tomorrow's exam or in a dress, a
// teacher's warning about homework, slang for a hard exam, a game, a
// hospital drama, a first-aid course, a form, DIY at home and sore toes
// on the dance floor. No threat or safety rule reaches seriousThreshold
// on them. The sentences were written for this test, not taken from the
// evaluation or training sets.
func TestConcernUntrainedLookalikesThreatsSafety(t *testing.T) {
	lookalikes := map[string][]string{
		LanguageEnglish: {
			"I'll make sure they suffer like I did in first year, with lots of reading! Just kidding, the course is fine.",
			"I'll make sure my students suffer like I did with this textbook, said the lecturer jokingly.",
			"I'm bringing something to the office tomorrow and they'll all see: my homemade lasagna.",
			"The nurse gave me the wrong medication form, I had to sign a new one.",
			"He got hit by a falling basketball hoop in the video game.",
			"You're not so brave without your friends at karaoke!",
			"I cut my finger on a rusty nail while doing DIY at home, got a tetanus shot, fine.",
			"She said I'd be a dead woman in that dress at the gala, meaning stunning.",
			"The patient fell out of bed in the hospital drama we watched.",
			"The venue was packed and my toes got crushed while dancing, lol.",
			"The mime artist made a throat-cutting gesture at us during the show, part of the act.",
			"The school will be attacked by the inspection team next week, haha.",
		},
		LanguageGerman: {
			"Schade, wenn deinem Auto was passiert, park lieber in der Garage.",
			"Ich bringe morgen etwas zur Arbeit mit und dann werden alle sehen: meinen Kuchen.",
			"Ohne deine Freunde bist du nicht so mutig beim Karaoke!",
			"Im Erste-Hilfe-Kurs haben wir gelernt, was man ohne Verbandskasten macht.",
			"Die Steckdosenleiste ist überlastet im Spiel, lustig.",
			"Er sagte, ich sei ein toter Mann in der Prüfung morgen, haha.",
			"Der Lehrer drohte, wir würden es bereuen, wenn wir die Hausaufgaben nicht machen.",
			"Ich finde dich und bring dich um, in Fortnite heute Abend.",
			"Du wirst sehen, was mit deinem Gesicht passiert, wenn du die Creme nimmst.",
			"Ich bringe morgen was zur Uni mit und dann werdet ihr sehen: Muffins.",
		},
		LanguageFrench: {
			"Je vais faire en sorte qu'ils souffrent comme j'ai souffert en première année avec ce manuel, a plaisanté le prof.",
			"Il viendra régler ses comptes avec moi aux échecs.",
			"Demain j'apporte quelque chose au bureau et ils vont tous voir : ma tarte.",
			"Sans tes potes tu fais moins le malin au karaoké !",
			"Pas de trousse de secours dans le jeu, il faut en fabriquer une.",
			"Je me suis coupé sur un clou rouillé en bricolant chez moi.",
			"Il a dit que je suis un homme mort à l'exam demain, mdr.",
			"Dans la pièce, l'acteur a passé le doigt sur la gorge en me regardant, c'était le rôle.",
			"Le lycée sera attaqué par les supporters de l'équipe adverse, en chanson.",
		},
		LanguageSpanish: {
			"Voy a hacer que sufran como yo sufrí en primero con los apuntes, dijo el profe en broma.",
			"Estamos tramando una emboscada al profe con una tarta de cumpleaños.",
			"Sin tus amigos no eres tan valiente en el karaoke.",
			"No hay botiquín en el juego, hay que fabricarlo.",
			"Me corté con un clavo oxidado en mi casa haciendo bricolaje.",
			"Dijo que soy hombre muerto en el examen de mañana, lol.",
			"El actor se pasó el dedo por el cuello mirándome, era parte de la obra.",
			"Sabe mis horarios y sabe exactamente cuándo estoy sola porque es mi madre.",
			"Traigo algo a clase mañana y ya verán: galletas caseras.",
		},
		LanguageItalian: {
			"Farò in modo che soffrano come ho sofferto io al primo anno con gli esercizi, scherzava il prof.",
			"Verrà a regolare i conti con me a calcetto.",
			"Stiamo preparando un agguato al prof con una torta di compleanno.",
			"Domani porto qualcosa in ufficio e vedranno tutti: il mio tiramisù.",
			"Senza i tuoi amici non fai tanto il duro al karaoke!",
			"Non c'è la cassetta del pronto soccorso nel gioco, bisogna costruirla.",
			"Mi sono tagliato con un chiodo arrugginito a casa mentre facevo bricolage.",
			"Ha detto che sono un uomo morto all'esame di domani.",
			"Ci violenteranno con questo esame.",
			"L'attore ha passato il dito sulla gola guardandomi, era il copione.",
			"Porto qualcosa a scuola domani e allora vedranno: biscotti fatti in casa.",
		},
		LanguagePortuguese: {
			"Vou fazer com que sofram como eu sofri no primeiro ano com as listas, brincou o professor.",
			"Amanhã levo uma coisa pro trabalho e todos vão ver: meu bolo.",
			"Sem seus amigos você não é tão corajoso no karaokê!",
			"Não tem kit de primeiros socorros no jogo, tem que fabricar.",
			"Disse que eu sou um homem morto na prova amanhã, kkk.",
			"Levo uma coisa para a aula amanhã e aí vocês vão ver: brigadeiro.",
		},
	}
	checkProbes(t, nil, lookalikes, CategoryThreats, CategorySafety)
}
