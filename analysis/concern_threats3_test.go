package analysis

import "testing"

// The tests of this file check the untrained threat rules of eight shapes
// the detector missed when probed with longer reports, reported speech
// and threats written by the writer in anger (issue #35): an attack on a
// teacher or the writer that someone plans; a school, a ceremony or a
// building that will be attacked, told in the passive; the writer's
// veiled threat to bring "something" to an exam after which everyone
// "will see"; a threat of rape in the future or the conditional in
// Spanish, Italian and Portuguese; the writer's revenge of making a
// group suffer the way they did; a teacher who "had better watch out" if
// the writer fails; a message to enjoy one's last week alive; and the
// writer kicked out who will come back for every one of them. Each
// report reaches seriousThreshold in threats with the rules of its
// shape, and the look-alikes (games, sport, problems, court cases, the
// press, demolitions, projects and cakes shown, rights violated, slang
// for a hard exam, wishes that others do not suffer, advice on grading,
// holidays, one's things fetched) raise no threat rule. All sentences
// were written for these tests, not taken from the evaluation or
// training sets.

// TestConcernThreatsPlannedAttack checks an attack on a person of school
// or work, or on the writer, that someone plans or prepares, not a game,
// a match or a problem attacked.
func TestConcernThreatsPlannedAttack(t *testing.T) {
	checkProbes(t, map[string][]string{
		"en": {"I overheard two students planning to attack the teacher after class.", "some guys in my year are plotting to jump me after school"},
		"fr": {"J'ai entendu deux élèves préparer une attaque contre le prof après le cours.", "ils prévoient de me tabasser à la sortie du lycée"},
		"es": {"Oí a dos alumnos planear un ataque contra el profesor después de clase.", "unos chicos de mi clase están planeando darme una paliza el viernes"},
		"it": {"Ho sentito due studenti pianificare un attacco contro il professore dopo la lezione.", "alcuni compagni stanno progettando di picchiarmi all'uscita"},
		"de": {"Ich habe gehört, wie zwei Schüler einen Angriff auf den Lehrer nach dem Unterricht geplant haben."},
		"pt": {"Ouvi dois alunos planejando um ataque contra o professor depois da aula.", "uns caras da turma estão planejando me espancar na saída"},
	}, map[string][]string{
		"en": {"We spent the evening planning an attack on the enemy base in the game.", "The teacher is planning to attack the problem from a different angle next week.", "Our coach planned an attack down the left wing and it worked.", "The government is planning an attack on the school budget.", "The kids were plotting to ambush the teacher with a birthday song.", "The kids are planning to attack the teacher with water balloons on the last day, it's a tradition."},
		"fr": {"On a passé la soirée à préparer une attaque contre le château dans le jeu.", "L'entraîneur a préparé une attaque sur l'aile gauche.", "Le gouvernement prépare une attaque contre l'école publique."},
		"es": {"Pasamos la tarde planeando un ataque contra el castillo en el juego.", "El entrenador preparó un ataque por la banda izquierda.", "El gobierno prepara un ataque contra la escuela pública."},
		"it": {"Abbiamo passato la serata a pianificare un attacco contro la base nemica nel gioco.", "L'allenatore ha preparato un attacco sulla fascia sinistra.", "Il governo prepara un attacco contro la scuola pubblica."},
		"de": {"Der Trainer hat einen Angriff über die linke Seite geplant.", "Wir haben einen Angriff auf die Burg im Spiel geplant."},
		"pt": {"Passamos a noite planejando um ataque contra o castelo no jogo.", "O treinador preparou um ataque pela esquerda.", "O governo está planejando um ataque contra a escola pública."},
	}, CategoryThreats)
}

// TestConcernThreatsBuildingAttacked checks a school, a ceremony or a
// building that someone says will be attacked or bombed, told in the
// passive, not a court case, the press, a game or a demolition.
func TestConcernThreatsBuildingAttacked(t *testing.T) {
	checkProbes(t, map[string][]string{
		"en": {"there was a post saying the graduation ceremony is going to be bombed", "Someone wrote online that the school would be attacked on Friday. Nobody told us anything."},
		"fr": {"il y avait un message disant que la cérémonie de remise des diplômes allait être attaquée", "quelqu'un a écrit sur insta que le lycée serait attaqué lundi"},
		"es": {"había un mensaje diciendo que la ceremonia de graduación iba a ser atacada", "alguien puso en redes que el instituto va a ser atacado mañana"},
		"it": {"c'era un messaggio che diceva che la cerimonia di laurea sarebbe stata attaccata", "qualcuno ha scritto online che la scuola verrà attaccata venerdì"},
		"de": {"es gab einen Post, dass die Abschlussfeier angegriffen werden soll"},
		"pt": {"tinha uma mensagem dizendo que a cerimônia de formatura ia ser atacada", "alguém postou que a escola vai ser atacada amanhã"},
	}, map[string][]string{
		"en": {"The old school building is going to be torched by the fire brigade for a training exercise.", "In the next level the school will be attacked by zombies.", "The conference will be attacked by critics whatever we do.", "The school will be attacked for its decision to cut sports.", "The prom will be attacked by the mosquitoes if we hold it outside."},
		"fr": {"L'école sera attaquée en justice par les parents.", "L'école sera attaquée pour sa décision.", "Dans le jeu, l'école va être attaquée par les zombies."},
		"es": {"La universidad será atacada judicialmente por los sindicatos.", "La escuela será atacada por su decisión.", "El concierto va a ser atacado por miles de fans.", "En el juego el colegio va a ser atacado por zombis."},
		"it": {"La scuola sarà attaccata dalla stampa per questa decisione.", "La scuola sarà attaccata per la sua decisione.", "Il concerto sarà attaccato dalle zanzare.", "Nel gioco la scuola verrà attaccata dagli zombie."},
		"de": {"Das alte Gebäude soll nächste Woche gesprengt werden.", "Die Schule wird im Spiel von Zombies angegriffen werden."},
		"pt": {"A escola vai ser atacada na justiça pelos pais.", "A escola vai ser atacada por causa da decisão.", "No jogo a escola vai ser atacada pelos zumbis."},
	}, CategoryThreats)
}

// TestConcernThreatsBringSomething checks the writer's veiled threat to
// bring "something" to an exam, a class or work after which everyone
// will see or regret it, not a project, a cake or results shown.
func TestConcernThreatsBringSomething(t *testing.T) {
	checkProbes(t, map[string][]string{
		"en": {"I'm going to bring something to the exam next week and they'll all see.", "im bringing something to school tomorrow and they're gonna regret it"},
		"fr": {"Je vais apporter quelque chose à l'examen la semaine prochaine et ils vont tous voir.", "j'amène un truc au lycée demain et vous allez tous regretter"},
		"es": {"Voy a traer algo al examen la semana que viene y todos van a ver.", "llevo algo a clase mañana y ya veréis"},
		"it": {"Porterò qualcosa all'esame la settimana prossima e vedranno tutti.", "porto qualcosa a scuola domani e poi se ne pentiranno"},
		"de": {"Ich bringe nächste Woche etwas zur Prüfung mit und dann werden alle sehen."},
		"pt": {"Vou levar uma coisa para a prova semana que vem e todos vão ver.", "vou trazer algo pra escola amanhã e todo mundo vai se arrepender"},
	}, map[string][]string{
		"en": {"I'm going to bring something to class next week and you'll all see how much work went into it.", "I'll bring something to the meeting and you'll see what I mean."},
		"fr": {"Je vais apporter quelque chose au cours et vous allez voir ce que j'ai fait.", "J'apporte quelque chose au bureau demain et vous verrez comment ça marche.", "Je vais apporter quelque chose au bureau demain et vous allez voir, c'est délicieux."},
		"es": {"Voy a traer algo a clase y todos van a ver lo que he hecho.", "Llevo algo a la oficina y ya veréis cómo funciona.", "Voy a llevar algo a la oficina y ya veréis qué rico."},
		"it": {"Porterò qualcosa a lezione e vedrete come funziona.", "Porto qualcosa in ufficio e vedranno tutti il mio lavoro.", "Porto qualcosa in ufficio domani e vedrete che buono."},
		"de": {"Ich bringe morgen etwas zur Arbeit mit und dann werdet ihr sehen, wie gut es schmeckt."},
		"pt": {"Vou levar uma coisa para a aula e todos vão ver o que eu fiz.", "Vou trazer algo para o escritório e vocês vão ver como funciona."},
	}, CategoryThreats)
}

// TestConcernThreatsRapeFuture checks a threat of rape told or reported
// in the future or the conditional in Spanish, Italian and Portuguese,
// not rights or privacy violated nor slang for a hard exam.
func TestConcernThreatsRapeFuture(t *testing.T) {
	checkProbes(t, map[string][]string{
		"es": {"dijeron que me violarían si se lo contaba a alguien", "me dijo que me iba a violar", "me van a violar si hablo"},
		"it": {"hanno detto che mi avrebbero violentata se lo dicevo a qualcuno", "mi ha detto che mi violenterà"},
		"pt": {"disseram que iam me estuprar se eu contasse para alguém", "ele disse que vai me estuprar", "me estuprariam se eu falasse"},
	}, map[string][]string{
		"es": {"Si firmo eso me violarían los derechos laborales.", "La empresa me violaría los derechos con ese contrato.", "Me van a violar la privacidad con esa app."},
		"it": {"Mi avrebbe violentato il cuore con quella canzone."},
		"pt": {"essa prova vai me estuprar", "a prova de cálculo me estupraria se eu não estudasse"},
	}, CategoryThreats)
}

// TestConcernThreatsSufferLikeMe checks the writer's revenge of making a
// group suffer the way they did, not a wish that others do not suffer.
func TestConcernThreatsSufferLikeMe(t *testing.T) {
	checkProbes(t, map[string][]string{
		"en": {"I'm going to make sure the whole department suffers the way I did.", "i'll make sure every one of them suffers like i did"},
		"fr": {"Je vais faire en sorte que tout le département souffre comme moi j'ai souffert."},
		"es": {"Voy a hacer que todo el departamento sufra como yo sufrí."},
		"it": {"Farò in modo che tutto il dipartimento soffra come ho sofferto io."},
		"de": {"Ich werde dafür sorgen, dass die ganze Abteilung so leidet wie ich."},
		"pt": {"Vou fazer com que todo o departamento sofra como eu sofri."},
	}, map[string][]string{
		"en": {"As a mentor I want to make sure no other intern suffers the way I did.", "I'll make sure my students don't suffer like I did with statistics.", "The coach wants to make sure the whole team suffers like I did in pre-season, and honestly it builds character."},
		"fr": {"Je veux faire en sorte que les nouveaux ne souffrent pas comme j'ai souffert."},
		"es": {"Quiero hacer que los nuevos no sufran como yo sufrí el primer año."},
		"it": {"Voglio fare in modo che i nuovi non soffrano come ho sofferto io."},
		"de": {"Ich will dafür sorgen, dass die Neuen nicht so leiden wie ich."},
		"pt": {"Quero fazer com que os novatos não sofram como eu sofri."},
	}, CategoryThreats)
}

// TestConcernThreatsStaffBetterWatchOut checks a teacher or a boss who
// "had better watch out" if the writer fails or is fired, not advice on
// grading, complaints or a resit.
func TestConcernThreatsStaffBetterWatchOut(t *testing.T) {
	checkProbes(t, map[string][]string{
		"en": {"if i fail this module again the lecturer better watch out", "If they fire me, my manager had better watch his back."},
		"fr": {"si je rate encore ce module le prof a intérêt à faire attention"},
		"es": {"si vuelvo a suspender este módulo el profe que se prepare", "Si me despiden, el jefe que tenga cuidado."},
		"it": {"se mi bocciano di nuovo in questo modulo il prof farà bene a stare attento"},
		"de": {"wenn ich wieder durchfalle, sollte der Lehrer aufpassen"},
		"pt": {"se eu reprovar de novo o professor que se cuide"},
	}, map[string][]string{
		"en": {"If half the class fails, the teacher better watch out for complaints from parents.", "you better watch out for black ice on the way home", "If students fail the quiz, the tutor had better be careful with the marking."},
		"fr": {"Si la moitié de la classe rate, le prof a intérêt à faire attention aux consignes."},
		"es": {"Si suspendo, el profe que se prepare para la revisión del examen."},
		"it": {"Se bocciano mezza classe, il prof farà bene a stare attento alle lamentele."},
		"de": {"Falls mehrere Studenten durchfallen, muss der Dozent aufpassen, dass die Nachprüfung fair bleibt."},
	}, CategoryThreats)
}

// TestConcernThreatsLastWeekAlive checks a message telling the reader to
// enjoy their last week alive, not a last week of freedom or of living
// somewhere, nor an essay question.
func TestConcernThreatsLastWeekAlive(t *testing.T) {
	checkProbes(t, map[string][]string{
		"en": {"someone commented on my post \"hope you enjoy your last week alive\""},
		"fr": {"quelqu'un a commenté sous ma photo \"profite bien de ta dernière semaine en vie\""},
		"es": {"alguien comentó en mi foto \"disfruta tu última semana con vida\""},
		"it": {"qualcuno ha commentato sotto la mia foto \"goditi la tua ultima settimana da vivo\""},
		"de": {"jemand hat unter mein Foto geschrieben: genieß deine letzte Woche am Leben"},
		"pt": {"alguém comentou na minha foto \"aproveite sua última semana com vida\""},
	}, map[string][]string{
		"en": {"Our essay prompt was how you would spend your last day alive.", "Enjoy your last week of freedom before the wedding!", "Enjoy your last week alive in the old flat before the move!"},
		"fr": {"Profite bien de ta dernière semaine à vivre en France avant ton départ.", "Profite bien de ta dernière semaine de vacances.", "Profitez bien de vos derniers jours en vie de célibataire !"},
		"es": {"Disfruta tu última semana de vacaciones antes de volver."},
		"it": {"Goditi la tua ultima settimana di vacanza."},
		"de": {"Genieß deine letzte Woche Urlaub vor dem Praktikum."},
		"pt": {"Aproveite sua última semana de férias."},
	}, CategoryThreats)
}

// TestConcernThreatsComingBackForThem checks the writer kicked out, fired
// or expelled who will come back for every one of them, not for their
// things, a party or a visit.
func TestConcernThreatsComingBackForThem(t *testing.T) {
	checkProbes(t, map[string][]string{
		"en": {"if the uni kicks me out im coming back for all of them", "If they fire me, I'll come back for every one of you."},
		"fr": {"si la fac me vire je reviendrai pour eux tous", "si on me renvoie je reviens m'occuper de chacun d'entre vous"},
		"es": {"si la uni me echa vuelvo a por todos ellos", "Si me despiden volveré a por cada uno de vosotros."},
		"it": {"se l'università mi butta fuori torno per tutti loro", "Se mi licenziano tornerò a prendervi uno per uno."},
		"de": {"wenn die Uni mich rauswirft, komme ich zurück und hole mir jeden Einzelnen von euch"},
		"pt": {"se a faculdade me expulsar eu volto atrás de todos eles", "se me demitirem eu volto pra pegar cada um de vocês"},
	}, map[string][]string{
		"en": {"if they kick me out of the flat, I'll come back for all of my stuff", "If they kick us out of the bar we'll come back for everyone's coats.", "If they kick me out of the choir, I'll come back for everyone at the Christmas concert."},
		"fr": {"si on me vire du club je reviens voir tout le monde"},
		"es": {"si me echan del piso vuelvo a por todas mis cosas"},
		"it": {"se mi buttano fuori dalla stanza torno per tutti i miei libri"},
		"de": {"Wenn die WG mich rauswirft, komme ich am Wochenende zurück und hole alle meine Bücher.", "Wenn mich der Vermieter rauswirft, komme ich zurück und hole euch alle zum Umzug ab."},
		"pt": {"se me demitirem eu volto pra pegar todas as minhas coisas"},
	}, CategoryThreats)
}
