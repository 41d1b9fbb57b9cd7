package analysis

import "testing"

// The tests of this file check the fourth batch of untrained threat rules
// of issue #35 (concernRulesUntrained, the comments "Threats4"), written
// from about 540 probe threats in English, French, Italian and German, as
// students and employees write them in anonymous feedback or report what
// someone said, that the detector missed: conditional threats that a
// person "won't see the summer"; a person or a group who "will pay for
// what they did"; a weapon brought and a person "finished" or who "knows
// why"; others sent to beat the writer, and staff who said they would hit
// a child; veiled warnings ("see what happens to you", "you'll regret the
// day you were born", "I know where her kids play"); notes that the
// writer will be dead on a day; bodily harm (gutting, broken bones, blows,
// a push in front of a train); fire and blood (a staff room torched, a
// faculty that will burn with the petrol at hand, a bloodbath if the
// writer is thrown out); the writer who snaps and takes everyone with him
// or shoots "the next one who"; waiting, following and cornering; and a
// person who will leave in a body bag or not get out alive, a face
// rearranged or a head smashed against a wall.
// Each report reaches seriousThreshold in threats with the rules of its
// shape, and the look-alikes (hyperbole, sport, games, theatre, cooking,
// bills paid, plants and holidays, parents waiting at the school gate,
// fake blood, a cake knife) raise no threat rule. All sentences were
// written for these tests, not taken from the evaluation or training
// sets.

// TestConcernThreatsNotSeeSummer checks a conditional threat that a person
// will not live to a season or the end of a term, the condition something
// done to the writer. Before these rules no rule read the shape, and the
// classifier missed the French, Italian and German ones.
func TestConcernThreatsNotSeeSummer(t *testing.T) {
	checkProbes(t, map[string][]string{
		"en": {"If he fails me again he won't see the summer.", "If he fails me again, he won't see the summer.", "if my manager cuts my shifts again he won't see christmas", "That teacher won't live to see next term if she gives me another detention."},
		"fr": {"S'il me recale encore, il ne verra pas l'été.", "si le chef me vire il ne verra pas noël", "Ce prof ne finira pas l'année s'il me met encore une mauvaise note.", "Ce prof ne verra pas la fin du semestre s'il me recale."},
		"it": {"Se mi boccia di nuovo non arriva all'estate.", "se il capo mi licenzia non arriva a natale", "Quel professore non finisce l'anno se mi mette un altro brutto voto.", "Il capo dipartimento non vedrà il suo prossimo compleanno."},
		"de": {"Wenn er mich noch einmal durchfallen lässt, erlebt er den Sommer nicht mehr.", "Wenn der Chef mich rauswirft, erlebt er Weihnachten nicht mehr."},
	}, map[string][]string{
		"en": {"If he fails me again I'll have to resit in the summer.", "If it keeps raining the tomatoes won't see the summer."},
		"fr": {"S'il me rembourse pas, il ne passera pas Noël avec nous.", "S'il me quitte, il ne verra plus ses enfants le week-end."},
		"it": {"Se mi lascia il motorino, non arriva all'estate con quella batteria.", "Se mi presta la macchina, non arriva a Natale in montagna.", "Il nonno non vedrà il suo prossimo compleanno, purtroppo."},
	}, CategoryThreats)
}

// TestConcernThreatsWillPay checks a person or a group who "will pay for
// what they did" or will pay dearly, in four languages, not the writer
// paying for his own deed, a company paying damages or a bill paid.
// Before these rules the group shapes were missed.
func TestConcernThreatsWillPay(t *testing.T) {
	checkProbes(t, map[string][]string{
		"en": {"Everyone in that office will pay for what they did to me.", "that whole department is going to pay for what they put me through", "You'll pay for what you said about me in the meeting."},
		"fr": {"Tout le monde dans ce bureau va payer pour ce qu'ils m'ont fait.", "mon chef va le payer cher", "tu vas me le payer, je te le promets"},
		"it": {"Tutti loro la pagheranno per quello che mi hanno fatto passare.", "Gli do la caccia e gliela faccio pagare."},
		"de": {"Alle in diesem Büro werden dafür bezahlen.", "Das wirst du mir büßen, du Mistkerl."},
	}, map[string][]string{
		"en": {"I will pay for what I did, I know that.", "The company will pay for what they did to the river, the court said.", "They'll pay for what they ordered at the counter.", "Everyone in that office will get a bonus this year."},
		"fr": {"Je vais payer pour ce que j'ai fait, je le sais.", "L'assurance va payer pour ce que la tempête a fait.", "Tu vas le payer cher, ce manteau.", "On va le payer cher ce voyage.", "Il va payer l'addition cette fois."},
		"it": {"La pagherò io la pizza stasera.", "L'azienda pagherà per quello che ha fatto al fiume.", "Gliela faccio pagare io la cena.", "Gliela faccio pagare a carte stasera."},
		"de": {"Die Eltern werden dafür bezahlen müssen.", "Alle in diesem Büro bekommen einen Bonus."},
	}, CategoryThreats)
}

// TestConcernThreatsWeaponAndRole checks a weapon brought or carried and a
// person of school or work "finished", "dead meat" or who "knows why",
// not a cake brought, nor a knife for a cake.
func TestConcernThreatsWeaponAndRole(t *testing.T) {
	checkProbes(t, map[string][]string{
		"en": {"I'm bringing a knife tomorrow and that teacher is finished.", "bringing my knife on monday and the prof is finished", "that teacher is dead meat if she calls my mum again", "I've started carrying a blade to lectures and the professor knows why."},
		"fr": {"Demain j'amène un couteau et ce prof est fini.", "Je viens en cours avec une lame et le prof sait pourquoi."},
		"it": {"Domani porto un coltello e quel prof è finito.", "Vengo a lezione con una lama e il prof sa perché."},
		"de": {"Morgen bring ich ein Messer mit und dann ist der Lehrer dran.", "Ich komme mit einer Klinge in die Vorlesung und der Prof weiß warum."},
	}, map[string][]string{
		"en": {"I'm bringing a cake tomorrow and the teacher is finished with marking by then.", "Bring a knife for the cake and then the teacher is done for the day.", "I brought a knife for the cake and the teacher knows why, it's her birthday.", "The steak was dead meat by the time it reached the table, overcooked."},
		"fr": {"Demain j'apporte un gâteau et le prof sera content."},
		"it": {"Domani porto una torta e il prof sarà contento.", "Domani porto una torta e quel prof è contento."},
		"de": {"Morgen bring ich einen Kuchen mit und dann ist der Lehrer glücklich."},
	}, CategoryThreats)
}

// TestConcernThreatsOthersSent checks others sent to beat the writer
// ("have her brothers beat me up", "set her brothers on me") and a member
// of staff who said he would hit a child, not a brother who beats the
// writer at chess nor a coach who "hits" the team with laps.
func TestConcernThreatsOthersSent(t *testing.T) {
	checkProbes(t, map[string][]string{
		"en": {"She said she's going to have her brothers beat me up after work.", "He said he'd get his mates to jump me after football.", "She threatened to set her brothers on me.", "The TA said she'd slap the kid again if he kept crying."},
		"it": {"Ha minacciato di mandarmi contro i suoi fratelli."},
		"de": {"Sie hat gedroht, ihre Brüder auf mich zu hetzen."},
	}, map[string][]string{
		"en": {"I'll have my brother beat me at chess again, he always does.", "My mum will send my brother to pick me up after work.", "The coach said he'd hit us with extra laps if we were late.", "The teacher said she'd hit the kids with a pop quiz on Friday.", "We set the dogs on the frisbee and they loved it."},
		"it": {"Mandare una mail contro i suoi amici non serve."},
	}, CategoryThreats)
}

// TestConcernThreatsVeiledWarnings checks veiled threats: what will happen
// to the reader, a regret of being born, the next meeting after which a
// person is dead, a back to be watched, children whose playground the
// writer knows. Before these rules no rule read them, and the classifier
// missed most of them.
func TestConcernThreatsVeiledWarnings(t *testing.T) {
	checkProbes(t, map[string][]string{
		"en": {"Keep talking and see what happens to you.", "I'll make you regret the day you were born.", "Next time I see you in the corridor you're finished.", "That examiner better not fail me, I know where her kids play.", "my manager better sleep with the lights on", "I hope the teacher has good life insurance because she's going to need it."},
		"fr": {"tu vas voir ce qui va t'arriver, sale balance", "Continue de parler et tu vas voir.", "Je vais te faire regretter d'être né.", "La prochaine fois que je le croise dans le couloir, il est mort.", "Cette examinatrice a intérêt à ne pas me recaler, je sais où jouent ses enfants."},
		"it": {"Vedrai cosa ti succede se parli con il preside.", "Continua a parlare e vedi cosa succede.", "Ti farò pentire di essere nato.", "La prossima volta che lo vedo in corridoio è morto.", "Il capo stia attento che di notte non gli succeda niente.", "Se la docente mi umilia ancora, vedrà."},
		"de": {"Die Prüferin sollte mich besser nicht durchfallen lassen, ich weiß, wo ihre Kinder spielen.", "Die Lehrerin wird sich noch wünschen, sie hätte mich nie gesehen."},
	}, map[string][]string{
		"en": {"Keep it up and see what happens, your grades will soar!", "Next time I see you, you're buying the drinks.", "Next time I see her she'll be dead tired after the marathon.", "This movie will make you regret nothing, it's great.", "She'd better sleep with the lights on after that horror film, haha.", "I hope my parents have good life insurance, they're getting older.", "I know where her kids go to school, we do the school run together."},
		"fr": {"J'ai hâte de voir ce qui va lui arriver dans la saison 2.", "On va voir ce qui va lui arriver au prochain épisode.", "Continue à réviser et tu vas voir, ça paye.", "Recommence l'exercice et tu verras que c'est facile.", "La prochaine fois que je le vois, il est mort de rire, promis.", "Je sais où jouent les enfants du quartier, au parc."},
		"it": {"Nel prossimo episodio vedrai cosa gli succede.", "Continua così e vedrai che ce la fai.", "Prova a riavviare e vedi cosa succede.", "La prossima volta che lo vedo è finito il corso.", "Stai attento che non ti succeda niente in montagna.", "Se la prof mi ascolta, vedrà che ho ragione.", "So dove giocano i bambini del quartiere."},
		"de": {"Ich weiß, wo die Kinder im Park spielen.", "Du wirst dir wünschen, du hättest früher angefangen zu lernen."},
	}, CategoryThreats)
}

// TestConcernThreatsDeadOnADay checks a note or a message that the writer
// will be dead on a day, or that "you are next", not a tired week nor
// laughing oneself to death.
func TestConcernThreatsDeadOnADay(t *testing.T) {
	checkProbes(t, map[string][]string{
		"fr": {"J'ai trouvé un mot dans mon casier qui disait que je serais mort vendredi.", "Il a laissé un mot qui disait que je serais morte avant lundi."},
		"it": {"Era davanti alla mia porta con un martello e ha detto che è arrivata la mia ora."},
		"de": {"Er hat mir einen Zettel hingelegt, dass ich Freitag tot bin.", "Jemand hat mir eine Nachricht geschickt, dass ich bis Montag tot bin.", "Jemand hat meine Tür mit \"du bist die nächste\" beschmiert."},
	}, map[string][]string{
		"fr": {"Il m'a dit que je serais mort de rire en voyant ce film.", "Je serai mort d'ici vendredi avec tous ces partiels.", "j'ai trouvé un mot dans mon casier, c'était une déclaration d'amour"},
		"it": {"Ha detto che è arrivata l'ora di cena."},
		"de": {"Ich habe so viel zu tun, dass ich bis Freitag tot bin.", "Sie schrieb mir, dass ich bis Freitag das Formular schicken soll."},
	}, CategoryThreats)
}

// TestConcernThreatsBodilyHarm checks threats of bodily harm that no rule
// read: gutting, ending, broken bones, hurting someone so badly he will
// never work again, blows, disfiguring, a push in front of a train or
// down the stairs, a bullet "taken", a slit. The look-alikes are fish,
// records, shoes that hurt, halls decked, a baguette broken in two.
func TestConcernThreatsBodilyHarm(t *testing.T) {
	checkProbes(t, map[string][]string{
		"en": {"I'll gut that manager like a fish if he cuts my hours again.", "im gonna skin that teacher alive", "I could easily end him and nobody would know.", "I'm going to break his bones after the seminar.", "I'm going to hurt that coordinator so badly she'll never teach again.", "After my shift I'm going to deck the foreman.", "I'm going to beat the trainer black and blue.", "The guy from the seminar threatened to push me in front of the train."},
		"fr": {"Je vais lui briser les os après le séminaire.", "Je vais faire tellement mal à cette coordinatrice qu'elle n'enseignera plus jamais.", "Il a promis de me défigurer.", "Je vais te casser en deux.", "tu vas te prendre une balle", "Je vais lui mettre un coup de cutter.", "jvais défoncer le superviseur demain", "Je vais le saigner comme un porc.", "Je rigole pas, je vais l'envoyer à l'hôpital."},
		"it": {"Faccio così male a quella coordinatrice che non insegnerà mai più.", "Dopo il turno do un pugno al caporeparto.", "Il tizio del seminario ha minacciato di spingermi sotto la metro.", "Lo spingo giù dalle scale la prossima volta che nessuno guarda.", "Non scherzo, lo mando all'ospedale."},
		"de": {"Ich brech ihm nach dem Seminar alle Knochen.", "Ich tu der Koordinatorin so weh, dass sie nie wieder unterrichtet.", "Noch ein Wort und ich hau dir eine rein.", "Ich prügel den Ausbilder windelweich.", "Ich schlitz ihn auf wie ein Schwein.", "Der Typ aus dem Seminar hat mir gedroht, mich vor die U-Bahn zu schubsen."},
	}, map[string][]string{
		"en": {"I'll gut the fish for the barbecue.", "We'll gut the old kitchen and start again.", "I'll skin the potatoes if you chop the onions.", "I could end the meeting early if you like.", "I'm going to break his record at the next race.", "I hit the ball so hard it will never come back again.", "The breakup hurt her so badly she'll never trust again.", "I'm going to deck the halls for the office party.", "I'm going to punch the numbers into the spreadsheet.", "The crowd nearly pushed me in front of the train this morning."},
		"fr": {"Je vais lui casser son record au prochain match.", "Ces chaussures vont me faire tellement mal que je ne pourrai plus marcher.", "Je vais casser la baguette en deux.", "Il s'est pris une balle perdue dans le film.", "Il a mis un coup de poing sur la table.", "Je saignais comme un porc après ma chute.", "Le médecin va l'envoyer à l'hôpital pour des examens."},
		"it": {"Faccio così male gli esercizi che non passo mai.", "Mi fanno così male le scarpe che non riesco a camminare.", "Do un calcio al pallone.", "La folla mi ha quasi spinto sotto il treno.", "Butto giù la pasta.", "Il medico lo manda all'ospedale per degli esami."},
		"de": {"Ich brech mir noch die Knochen auf dem Eis.", "Ich hau dir eine Nachricht rein, sobald ich zuhause bin.", "Ich schlag den Teig mit dem Mixer.", "Ich schlitz die Verpackung auf.", "Die Menge hat mich fast vor die U-Bahn gedrückt."},
	}, CategoryThreats)
}

// TestConcernThreatsFireAndBlood checks a place of school or work set on
// fire or that will burn with the petrol at hand, and blood or a
// bloodbath if the writer is suspended or thrown out, not a barbecue lit,
// fake blood in a play, a blood drive or a bloodbath on the markets.
func TestConcernThreatsFireAndBlood(t *testing.T) {
	checkProbes(t, map[string][]string{
		"en": {"I'm going to torch the staff room tonight.", "The whole faculty is going to burn, I've got the petrol.", "If they kick me out there will be a bloodbath."},
		"fr": {"Toute la fac va brûler, j'ai l'essence."},
		"it": {"Stasera do fuoco alla sala professori.", "Tutta la facoltà brucerà, ho già la benzina.", "se il preside mi sospende di nuovo ci sarà sangue nei corridoi", "Se mi cacciano qui succede un bagno di sangue."},
		"de": {"Die ganze Fakultät wird brennen, das Benzin hab ich schon.", "Ich zünde dem Chef die Bude an.", "Wenn die mich rauswerfen, gibt es hier ein Blutbad."},
	}, map[string][]string{
		"en": {"I'm going to torch the creme brulee for the staff room party.", "The whole cake is going to burn if you leave it, I've got the matches ready for the candles.", "If the markets fail there will be a bloodbath on Wall Street."},
		"fr": {"Toute la maison va sentir le brûlé, j'ai oublié le gâteau."},
		"it": {"Do fuoco al barbecue alle sette.", "Do fuoco alle polveri in riunione, finalmente.", "Ci sarà sangue finto nello spettacolo di Halloween.", "Ci sarà la donazione del sangue in palestra giovedì.", "Nel film scorrerà il sangue a fiumi.", "Se mi bocciano, ci sarà una festa lo stesso."},
		"de": {"Ich zünde die Kerze an.", "Wenn die Märkte einbrechen, gibt es ein Blutbad an der Börse."},
	}, CategoryThreats)
}

// TestConcernThreatsEveryoneWithMe checks the writer who snaps and takes
// everyone with him, shoots "the next one who", makes people disappear or
// keeps a list, and "something" brought after which people will see who
// is laughing; not a class trip, a raffle, a magician or a potluck.
func TestConcernThreatsEveryoneWithMe(t *testing.T) {
	checkProbes(t, map[string][]string{
		"en": {"One day I'll snap and take the whole office with me.", "Watch yourself, I have friends who can make people disappear.", "There's a list of people at this school who'll get what's coming to them.", "The teacher is going to get what she deserves, and it will hurt.", "I'm bringing something tomorrow and the whole class will see who's laughing then."},
		"fr": {"Un jour je vais péter les plombs et emmener tout le bureau avec moi.", "J'ai des amis qui peuvent faire disparaître les gens.", "Je tire sur le prochain qui m'interrompt.", "Le prochain qui me manque de respect, je l'allume.", "La prof va avoir ce qu'elle mérite, et ça va faire mal."},
		"it": {"Un giorno do di matto e mi porto dietro tutto l'ufficio.", "Ho amici che fanno sparire la gente.", "La prof avrà quello che si merita, e farà male."},
		"de": {"Ich knall den Nächsten ab, der mich unterbricht.", "Den Nächsten, der mich respektlos behandelt, mach ich kalt.", "Ich bring morgen was mit, dann wird die ganze Klasse sehen, wer hier lacht."},
	}, map[string][]string{
		"en": {"I'm taking the whole class with me on the museum trip.", "The magician made the cards disappear.", "I have friends who can make a great cake.", "There's a list of people who get free tickets to the show.", "Everyone gets what they deserve at the awards night.", "I'm bringing something for the potluck, you'll love it."},
		"fr": {"Un jour je vais craquer et emmener tout le bureau avec moi en vacances, haha.", "Le magicien a fait disparaître la pièce.", "Cette crème fait disparaître les rides.", "Je tire le prochain numéro de la tombola.", "Le prochain qui arrive en retard, je le note absent.", "J'apporte un truc pour le pot, vous verrez qui a fait le meilleur gâteau."},
		"it": {"Il mago fa sparire le carte.", "Ti faccio sparire la fame con questa pizza."},
		"de": {"Jeden, der zu spät kommt, schick ich nach Hause.", "Ich bring morgen was mit, dann sehen wir, wer das Rezept errät."},
	}, CategoryThreats)
}

// TestConcernThreatsWaitingForSomeone checks waiting at the way out or
// with a weapon, knowing a person's bus, cornering him to give him a
// lesson, and finding him to finish what was started; not a parent at the
// school gate, a shared bus, questions after class or homework finished.
func TestConcernThreatsWaitingForSomeone(t *testing.T) {
	checkProbes(t, map[string][]string{
		"en": {"I'm going to make sure the professor never walks out of that room."},
		"fr": {"ce prof va le payer cher, je vais l'attendre à la sortie", "je vais l'attendre au parking ce soir, il va comprendre", "Je sais quel bus prend le prof pour rentrer et j'y serai.", "Après l'examen on va coincer le surveillant et lui donner une leçon.", "Je vais faire en sorte que ce prof ne sorte jamais de cette salle."},
		"it": {"So quale autobus prende il prof per tornare a casa e ci sarò anch'io.", "Dopo l'esame blocchiamo il sorvegliante e gli diamo una lezione.", "Mi ha detto che mi avrebbe trovato e finito quello che aveva iniziato."},
		"de": {"Ich warte mit einem Baseballschläger vor dem Büro des Tutors.", "Nach der Prüfung schnappen wir uns die Aufsicht und erteilen ihr eine Lektion."},
	}, map[string][]string{
		"en": {"Make sure the dog never leaves the room without its lead.", "Make sure he never leaves the building without his badge.", "I know which bus the teacher takes, it's the same as mine."},
		"fr": {"Ma mère va m'attendre à la sortie de l'école.", "Mon père va m'attendre à la sortie.", "Je sais quel bus prend la prof, et j'y serai aussi pour lui rendre son livre.", "On va coincer le prof après le cours et lui poser nos questions.", "Je vais faire en sorte que le chien ne sorte jamais seul."},
		"it": {"Blocchiamo il prof dopo la lezione e gli facciamo le domande.", "Ho trovato il libro e finito quello che avevo iniziato.", "Dopo il trasloco ho finalmente finito quello che avevo cominciato."},
		"de": {"Ich warte mit einem Kaffee vor dem Büro auf dich."},
	}, CategoryThreats)
}

// TestConcernThreatsBodyBagAndFace checks a person who will leave in a
// body bag or not get out alive, a face rearranged, teeth knocked out, a
// head smashed against a wall, a list of people to shoot, and French,
// Italian and German veiled threats ("il ne perd rien pour attendre",
// "gli faccio la festa", "deve guardarsi le spalle", "ich hol mir den
// Chef, wenn er allein ist"); not a parcel, a meeting nobody survives, a
// dentist, a guest list or a surprise party.
func TestConcernThreatsBodyBagAndFace(t *testing.T) {
	checkProbes(t, map[string][]string{
		"en": {"The manager will leave this building in a body bag.", "I'll send the manager home in a box.", "He's not getting out of that office alive if he fires me.", "I'll rearrange the supervisor's face.", "I'm going to knock his teeth out after the seminar.", "I'm going to bash the instructor's head against the wall.", "I'll cave his head in with a brick."},
		"fr": {"Le manager va sortir du bureau dans un sac mortuaire.", "Il ne sortira pas vivant de ce bureau s'il me vire.", "Je vais lui faire sauter les dents après le séminaire.", "Je vais lui fracasser la tête contre le mur.", "J'ai fait une liste des profs que je vais descendre.", "Il ne perd rien pour attendre, ce chef."},
		"it": {"Il capo uscirà dall'ufficio in un sacco nero.", "Non esce vivo da quell'ufficio se mi licenzia.", "Gli cambio i connotati al supervisore.", "Ho fatto una lista dei prof a cui sparare.", "Al capo gli faccio la festa.", "Se mi boccia lo vado a cercare a casa.", "Quel prof deve guardarsi le spalle."},
		"de": {"Der Chef verlässt das Büro im Leichensack.", "Der kommt nicht lebend aus dem Büro, wenn er mich feuert.", "Dem Betreuer schlag ich die Zähne aus.", "Ich schlag ihm den Kopf gegen die Wand.", "Ich habe eine Liste mit den Lehrern gemacht, die ich erschießen werde.", "Der Professor sollte heute auf dem Heimweg gut aufpassen.", "Ich hol mir den Chef, wenn er allein ist."},
	}, map[string][]string{
		"en": {"We'll send the samples home in a box.", "We're not getting out of this meeting alive, lol.", "Nobody gets out of this job alive, it's that stressful.", "We rearranged the desks so they face the window.", "The dentist had to knock out two of my teeth.", "Send my manager home in a taxi after the party."},
		"fr": {"On ne sortira pas vivants de cette réunion, mdr.", "J'ai fait une liste des profs que je veux remercier.", "On va lui faire une fête surprise samedi.", "Je me suis cogné la tête contre le mur en dormant."},
		"it": {"Nessuno esce vivo da questo corso, è durissimo.", "Gli facciamo la festa a sorpresa sabato.", "Ho fatto una lista dei prof da ringraziare.", "Se mi chiama, lo vado a prendere a casa."},
		"de": {"Wir kommen aus dieser Besprechung nicht lebend raus, haha.", "Ich habe eine Liste mit den Leuten gemacht, die ich einladen werde.", "Ich hol mir den Kaffee, wenn ich allein bin.", "Der Zahnarzt hat mir zwei Zähne ausgeschlagen."},
	}, CategoryThreats)
}
