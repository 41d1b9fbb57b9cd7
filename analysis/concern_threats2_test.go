package analysis

import "testing"

// The tests of this file check the untrained threat rules of nine shapes
// the detector missed when probed (issue #35): a throat-slitting gesture
// at the writer; silence demanded or the writer would be next; a message
// that the writer is a dead man; a threat to a class or a group with what
// it would regret; knowing the writer's schedule and when they are alone;
// "you won't be so brave without your friends"; someone coming to settle
// the score; getting the writer when they least expect it in English and
// Spanish; and "a shame if something happened to your bike" in French
// and German. Each report reaches seriousThreshold in threats with the
// rules of its shape, and the look-alikes (a film set's "cut" sign,
// turns at the board, hyperbole and tiredness, sanctions, a mother who
// calls, thanks to friends, accounts and bills, karma, advice) raise no
// threat rule. All sentences were written for these tests, not taken from the
// evaluation or training sets.

// TestConcernThreatsThroatGesture checks a throat-slitting gesture made
// at the writer, not a stage or film "cut" sign, a joke or a chef.
func TestConcernThreatsThroatGesture(t *testing.T) {
	checkProbes(t, map[string][]string{
		"en": {"he made a throat-slitting gesture at me when the teacher wasn't looking", "A classmate mimed slitting his throat at me during the presentation."},
		"es": {"Un compañero de clase hizo el gesto de cortarme el cuello cuando salí.", "se pasó el dedo por el cuello mirándome fijamente en el pasillo"},
		"fr": {"Il a fait le geste de me trancher la gorge à la sortie du cours.", "un mec s'est passé le doigt sur la gorge en me regardant", "Un camarade a fait le geste de m'égorger pendant l'exposé."},
		"it": {"Ha fatto il gesto di sgozzarmi davanti a tutti in mensa.", "si è passato il dito sulla gola guardandomi durante la riunione"},
		"de": {"Er hat eine Geste gemacht, als würde er mir die Kehle durchschneiden.", "Ein Kollege fuhr sich mit dem Finger über den Hals und sah mich dabei an."},
		"pt": {"Ele fez o gesto de cortar meu pescoço no corredor."},
	}, map[string][]string{
		"en": {"The stage manager drew a finger across her throat to tell us to cut the music.", "I mimed slitting my throat at the boring slides and everyone laughed.", "the striker was booked for a throat-slitting gesture towards the fans", "cut-throat competition for internships made everyone anxious"},
		"es": {"El director hizo el gesto de cortar para que paráramos de grabar.", "El cocinero nos enseñó el gesto de cortar el cuello del pescado."},
		"fr": {"Le régisseur a fait le geste de couper pour arrêter la musique."},
		"it": {"Il regista ha fatto il gesto di tagliare per fermare le riprese."},
		"de": {"Der Regisseur machte die Geste zum Abbrechen der Probe."},
		"pt": {"O diretor fez o gesto de cortar para encerrar a gravação."},
	}, CategoryThreats)
}

// TestConcernThreatsSilenceOrNext checks silence demanded or the writer
// would be next, told in the conditional, not a turn at the board.
func TestConcernThreatsSilenceOrNext(t *testing.T) {
	checkProbes(t, map[string][]string{
		"en": {"I was told to keep quiet or I'd be next."},
		"es": {"Me dijeron que no contara nada o sería el siguiente.", "cállate si no quieres ser la próxima"},
		"fr": {"On m'a dit de me taire sinon je serais le prochain."},
		"it": {"mi hanno detto di stare zitto o sarei stato il prossimo"},
		"de": {"Man hat mir gesagt, ich soll den Mund halten, sonst wäre ich die Nächste."},
		"pt": {"Me mandaram ficar calada senão eu seria a próxima.", "Me mandaram ficar quieta senão eu seria a próxima."},
	}, map[string][]string{
		"en": {"Be quiet or you'd be next to read aloud, the teacher said.", "stay quiet or you're next in line for the oral exam"},
		"fr": {"On nous a dit de nous taire sinon on serait les prochains à passer au tableau.", "Silence ou vous serez les prochains interrogés."},
		"de": {"Sei ruhig, sonst wärst du als Nächster an der Tafel.", "Sei ruhig, sonst kommst du als Nächstes an die Tafel."},
	}, CategoryThreats)
}

// TestConcernThreatsDeadMan checks a message or a writing that tells the
// writer they are a dead man, not hyperbole, laughter or tiredness.
func TestConcernThreatsDeadMan(t *testing.T) {
	checkProbes(t, map[string][]string{
		"en": {"i got a text saying you're dead meat", "someone wrote on my door that I'm a dead man"},
		"es": {"me escribieron en la puerta que soy hombre muerto", "me llegó un mensaje de un número desconocido diciendo que soy hombre muerto"},
		"fr": {"il m'a écrit que j'étais une femme morte", "j'ai reçu un texto d'un numéro inconnu disant que je suis un homme mort"},
		"it": {"mi hanno scritto che sono un uomo morto", "mi è arrivato un messaggio da un numero sconosciuto che diceva che sono un uomo morto"},
		"de": {"Jemand schrieb mir, ich sei ein toter Mann.", "Auf meinem Spind stand, dass ich eine tote Frau bin."},
		"pt": {"recebi uma mensagem dizendo que eu sou um homem morto"},
	}, map[string][]string{
		"en": {"I'm a dead man if I don't finish this report by Monday.", "my sister said I'm dead meat when mum sees the car", "She said I'm dead tired after the double shift.", "he texted that I'm dead lol because I forgot his birthday", "In the game my friend said I'm a dead man for stealing his base."},
		"es": {"Mi madre dijo que soy hombre muerto si suspendo.", "Me dijo que estoy muerta de cansancio después del turno."},
		"fr": {"il m'a écrit que je suis mort de rire"},
		"it": {"Mia madre ha detto che sono un uomo morto se prendo un brutto voto.", "mi ha scritto che sono morta dalle risate"},
		"de": {"Nach dem Training bin ich tot."},
		"pt": {"Minha mãe disse que eu sou um homem morto se eu reprovar.", "ela disse que eu estou morta de cansaço"},
	}, CategoryThreats)
}

// TestConcernThreatsGroupRegret checks a threat to a class or a group
// told with what it would regret, not a sanction or a storm.
func TestConcernThreatsGroupRegret(t *testing.T) {
	checkProbes(t, map[string][]string{
		"en": {"A student threatened the whole class, saying we'd all be sorry on Friday.", "he threatened us and said we'll regret it"},
		"es": {"Un alumno amenazó a toda la clase diciendo que el viernes lo íbamos a lamentar."},
		"fr": {"Un étudiant a menacé toute la classe en disant qu'on allait le regretter vendredi."},
		"it": {"Uno studente ha minacciato tutta la classe dicendo che venerdì ce ne saremmo pentiti."},
		"de": {"Ein Schüler hat der ganzen Klasse gedroht, wir würden es am Freitag bereuen."},
		"pt": {"Um aluno ameaçou a turma toda dizendo que a gente ia se arrepender na sexta."},
	}, map[string][]string{
		"en": {"The teacher threatened the class with a quiz, saying we'd regret not doing the reading.", "The storm threatened the whole festival and we were sorry we had no tents."},
		"es": {"El profe amenazó a toda la clase diciendo que nos arrepentiríamos de no estudiar."},
		"fr": {"La prof a menacé toute la classe en disant qu'on regretterait de ne pas avoir révisé."},
		"it": {"Il prof ha minacciato tutta la classe dicendo che ci saremmo pentiti di non aver studiato."},
		"de": {"Der Lehrer hat gedroht, wir würden es bereuen, nicht gelernt zu haben."},
		"pt": {"O professor ameaçou a turma toda dizendo que a gente ia se arrepender de não estudar."},
	}, CategoryThreats)
}

// TestConcernThreatsScheduleAlone checks knowing the writer's schedule
// and when they are alone, not a mother who calls.
func TestConcernThreatsScheduleAlone(t *testing.T) {
	checkProbes(t, map[string][]string{
		"en": {"He keeps texting me \"I know your schedule, I know when you're alone\"."},
		"es": {"Me manda mensajes diciendo que conoce mi horario y sabe cuándo estoy sola."},
		"fr": {"Il m'envoie des messages en disant qu'il connaît mon emploi du temps et quand je suis seule."},
		"it": {"Mi manda messaggi dicendo che conosce i miei orari e sa quando sono sola."},
		"de": {"Er schreibt mir ständig, dass er meinen Stundenplan kennt und weiß, wann ich allein bin."},
		"pt": {"Ele me manda mensagens dizendo que sabe meus horários e quando estou sozinha."},
	}, map[string][]string{
		"es": {"Mi madre conoce mi horario y cuando estoy sola me llama."},
		"fr": {"Ma mère connaît mon emploi du temps et quand je suis seule elle m'appelle."},
		"it": {"Mia madre conosce i miei orari e quando sono sola mi chiama."},
		"pt": {"Minha mãe sabe meus horários e quando estou sozinha ela me liga."},
	}, CategoryThreats)
}

// TestConcernThreatsBraveWithoutFriends checks "you won't be so brave
// without your friends", not the writer's thanks to friends.
func TestConcernThreatsBraveWithoutFriends(t *testing.T) {
	checkProbes(t, map[string][]string{
		"en": {"A senior told me I won't be so brave without my friends around.", "you won't be so tough once your mates are gone"},
		"es": {"Un chico de último curso me dijo que sin mis amigos no seré tan valiente.", "sin tus amiguitos no eres tan chulo eh"},
		"fr": {"Un élève de terminale m'a dit que je ferai moins le malin sans mes amis.", "tu seras pas si courageux sans tes potes"},
		"it": {"Uno dell'ultimo anno mi ha detto che senza i miei amici non farò tanto il coraggioso.", "senza i tuoi amici non sei così spavaldo"},
		"de": {"Ein Oberstufenschüler sagte, ohne meine Freunde wäre ich nicht so mutig.", "Ohne deine Kumpels bist du nicht mehr so frech."},
		"pt": {"Um veterano me disse que sem meus amigos eu não vou ser tão corajoso.", "sem seus amiguinhos você não é tão valente"},
	}, map[string][]string{
		"en": {"I'm not so brave without my friends, they push me to try new things.", "You wouldn't be so confident without your friends cheering, thank them!"},
		"es": {"Sin mis amigos no sería tan valiente en el escenario."},
		"fr": {"Il fait moins le malin sans ses potes, c'est drôle."},
		"pt": {"Sem meus amigos eu não seria tão corajosa na apresentação."},
	}, CategoryThreats)
}

// TestConcernThreatsSettleScore checks someone coming to settle the
// score with the writer, not a rematch, accounts or a bill.
func TestConcernThreatsSettleScore(t *testing.T) {
	checkProbes(t, map[string][]string{
		"en": {"his cousin is going to come and settle the score with me"},
		"es": {"me dijo que su hermano vendría a arreglar cuentas conmigo", "su primo va a venir a ajustar cuentas contigo"},
		"fr": {"son frère va venir régler ses comptes avec moi"},
		"it": {"mi ha detto che suo fratello sarebbe venuto a sistemarmi", "suo cugino verrà a regolare i conti con me"},
		"pt": {"o primo dele vai vir ajustar as contas comigo"},
	}, map[string][]string{
		"en": {"We'll settle the score with you at FIFA next week!", "Time to settle the score with them on the pitch on Saturday."},
		"es": {"El tesorero vendrá a ajustar las cuentas conmigo antes del cierre.", "La cajera vino a arreglar las cuentas conmigo por el pedido."},
		"fr": {"Le comptable va venir régler les comptes avec moi demain."},
		"it": {"La commercialista verrà a fare i conti con me per le tasse.", "Mio zio verrà a sistemarmi la camera prima del trasloco."},
		"de": {"Die Kellnerin kam und rechnete mit mir ab."},
		"pt": {"O contador vai vir acertar as contas comigo antes do fechamento."},
	}, CategoryThreats)
}

// TestConcernThreatsShameIfHappened checks "a shame if something
// happened to your bike" in French and German, not advice after it.
func TestConcernThreatsShameIfHappened(t *testing.T) {
	checkProbes(t, map[string][]string{
		"fr": {"Ce serait dommage qu'il arrive quelque chose à ton vélo pendant que tu es en cours."},
		"de": {"Wäre schade, wenn deinem Fahrrad was passiert, während du in der Vorlesung bist.", "es wäre doch schade, wenn deinem Auto etwas zustößt"},
	}, map[string][]string{
		"fr": {"Ce serait dommage qu'il arrive quelque chose à ton vélo, prends un bon antivol."},
		"de": {"Wäre schade, wenn deinem Fahrrad was passiert, kauf dir ein gutes Schloss.", "Es wäre schade, wenn deinem Laptop etwas passiert, also mach ein Backup."},
	}, CategoryThreats)
}

// TestConcernThreatsLeastExpect checks getting the writer when they
// least expect it, in English and Spanish, not karma, love or the flu.
func TestConcernThreatsLeastExpect(t *testing.T) {
	checkProbes(t, map[string][]string{
		"en": {"he said he'd get me when I least expect it"},
		"es": {"dijo que me pillaría cuando menos me lo espere", "te pillaremos cuando menos te lo esperes"},
	}, map[string][]string{
		"en": {"karma will get you when you least expect it", "Love will find you when you least expect it.", "The flu will get you when you least expect it.", "I'll get you a present when you least expect it!"},
		"es": {"la gripe te pillará cuando menos te lo esperes", "El amor te encontrará cuando menos te lo esperes."},
	}, CategoryThreats)
}
