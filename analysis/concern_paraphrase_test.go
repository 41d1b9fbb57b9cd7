package analysis

import "testing"

// The tests below check the untrained rules for paraphrases of
// harassment, discrimination and self-harm (concernRulesUntrained) on
// statements written for them in each language and on their look-alikes.

func TestConcernRumours(t *testing.T) {
	checkProbes(t, map[string][]string{
		"en": {"They're spreading a rumour that I slept with the professor.", "Two guys in my year told everyone I hooked up with the coach."},
		"de": {"Sie erzählen herum, dass ich mit dem Professor geschlafen habe.", "Ein paar Leute verbreiten Gerüchte über mich."},
		"fr": {"Ils font courir le bruit que j'ai couché avec le prof.", "Des filles de ma classe répandent des rumeurs sur moi."},
		"pt": {"Estão espalhando que eu dormi com o professor.", "Inventaram boatos sobre mim no grupo da turma."},
	}, map[string][]string{
		"en": {"There's a rumour that the exam is cancelled.", "I told everyone I slept with my teddy bear as a kid.", "They're spreading the word about the bake sale."},
		"de": {"Sie erzählen herum, dass die Prüfung verschoben wird.", "Ich habe allen erzählt, dass ich verschlafen habe."},
		"fr": {"Ils racontent que j'ai gagné au loto.", "Ils disent que je couche trop tard."},
		"pt": {"Estão espalhando que a prova foi cancelada.", "Eu contei para todo mundo que dormi demais."},
	}, CategoryHarassment)
}

func TestConcernLifeMadeHell(t *testing.T) {
	checkProbes(t, map[string][]string{
		"en": {"A group in my dorm has been making my life hell for months.", "My supervisor makes my life miserable every single day."},
		"fr": {"Un groupe de la résidence me rend la vie impossible depuis des mois."},
		"es": {"Un grupo de la residencia me hace la vida imposible desde hace meses."},
		"it": {"Un gruppo dello studentato mi rende la vita impossibile da mesi."},
		"pt": {"Um grupo do alojamento está tornando a minha vida um inferno há meses.", "Os veteranos infernizam a minha vida desde o primeiro dia."},
	}, map[string][]string{
		"en": {"This statistics course is making my life hell.", "The commute makes my life miserable in winter."},
		"fr": {"Cette chaleur me rend la vie impossible.", "Le bruit des travaux me pourrit la vie."},
		"es": {"Este calor me hace la vida imposible.", "Las matemáticas me hacen la vida imposible."},
		"it": {"Questo caldo mi rende la vita impossibile.", "La burocrazia mi rende la vita un inferno."},
		"pt": {"Esse calor está tornando a minha vida um inferno.", "A burocracia da faculdade infernizou a minha vida."},
	}, CategoryHarassment)
}

func TestConcernRacistJokesItalian(t *testing.T) {
	checkProbes(t, map[string][]string{
		"it": {"Il professore fa battute razziste sugli studenti asiatici ogni settimana.", "Il capo fa commenti sessisti sulle colleghe."},
	}, map[string][]string{
		"it": {"Il corso parla delle battute razziste nella televisione degli anni Ottanta.", "Il seminario racconta la storia delle barzellette razziste."},
	}, CategoryDiscrimination)
}

func TestConcernBridgeAndWaking(t *testing.T) {
	checkProbes(t, map[string][]string{
		"en": {"I've been working out which bridge I'd jump from."},
		"de": {"Ich hab mir überlegt, von welcher Brücke es am schnellsten geht.", "Mir wäre es lieber, morgen einfach nicht mehr aufzuwachen."},
		"pt": {"Preferia não acordar amanhã.", "Tomara que eu não acorde amanhã."},
	}, map[string][]string{
		"en": {"Which bridge is the fastest way to campus?", "Which roof terrace has the best view?"},
		"de": {"Von welchem Dach sieht man das Feuerwerk am besten?", "Ich möchte am Wochenende nicht mehr um sechs aufwachen."},
		"pt": {"Preferia não acordar cedo amanhã.", "Tomara que eu não acorde tarde para a prova."},
	}, CategorySelfHarm)
}

func TestConcernGivenAway(t *testing.T) {
	checkProbes(t, map[string][]string{
		"en": {"I've given away my guitar and my books, soon it won't matter anyway.", "I gave away my things, I won't need them much longer."},
		"de": {"Ich hab schon alles verschenkt, bald ist es eh egal."},
		"fr": {"J'ai donné toutes mes affaires, bientôt ça n'aura plus d'importance."},
		"es": {"He regalado todas mis cosas, pronto ya no importará."},
		"it": {"Ho regalato tutte le mie cose, tra poco non avrà più importanza."},
		"pt": {"Dei todas as minhas coisas, logo nada disso vai importar."},
	}, map[string][]string{
		"en": {"I gave away my winter coats before moving to Spain.", "I've given away my old textbooks to the first years."},
		"de": {"Ich habe meine alten Bücher verschenkt, bald ziehe ich nach Wien."},
		"fr": {"J'ai donné mes vieux livres, bientôt je déménage."},
		"es": {"He regalado mis apuntes a los de primero, pronto me gradúo."},
		"it": {"Ho regalato i miei vecchi libri, tra poco mi trasferisco."},
		"pt": {"Doei minhas roupas velhas, logo vou me mudar."},
	}, CategorySelfHarm)
}

func TestConcernVoicesAndBlades(t *testing.T) {
	checkProbes(t, map[string][]string{
		"en": {"The voices tell me to hurt myself.", "Some nights I hold the razor for a long time."},
		"de": {"Die Stimmen sagen mir, ich soll mir wehtun.", "Manche Nächte halte ich die Rasierklinge lange in der Hand."},
		"fr": {"Les voix me disent de me faire du mal.", "Certaines nuits je tiens la lame longtemps dans ma main."},
		"es": {"Las voces me dicen que me haga daño.", "Algunas noches sostengo la cuchilla durante mucho rato."},
		"it": {"Le voci mi dicono di farmi del male.", "Certe notti tengo in mano la lametta per molto tempo."},
		"pt": {"As vozes me dizem para eu me machucar.", "Algumas noites eu seguro a lâmina por muito tempo."},
	}, map[string][]string{
		"en": {"My mind tells me to jump at the chance.", "Hold the razor at an angle when you shave."},
		"de": {"Die Stimmen im Chor sagen mir, ich soll lauter singen."},
		"fr": {"Les voix du chœur me disent de chanter plus fort."},
		"es": {"Las voces del coro me dicen que cante más alto."},
		"it": {"Le voci del coro mi dicono di cantare più forte."},
		"pt": {"As vozes do coral me dizem para cantar mais alto."},
	}, CategorySelfHarm)
}

func TestConcernLastWeekDecided(t *testing.T) {
	checkProbes(t, map[string][]string{
		"en": {"This is my last week, I've decided."},
		"de": {"Das ist meine letzte Woche, ich habe mich entschieden."},
		"fr": {"C'est ma dernière semaine, j'ai pris ma décision."},
		"es": {"Esta es mi última semana, ya lo he decidido."},
		"it": {"Questa è la mia ultima settimana, ho deciso."},
		"pt": {"Esta é a minha última semana, já decidi."},
	}, map[string][]string{
		"en": {"Friday is my last day, I've decided to quit."},
		"de": {"Das ist meine letzte Woche, ich habe mich entschieden zu kündigen."},
		"fr": {"C'est ma dernière semaine, j'ai décidé de changer de boulot."},
		"es": {"Esta es mi última semana, he decidido cambiar de trabajo."},
		"it": {"Questa è la mia ultima settimana, ho deciso di cambiare lavoro."},
		"pt": {"Esta é a minha última semana, decidi mudar de emprego."},
	}, CategorySelfHarm)
}

func TestConcernWaysToDie(t *testing.T) {
	checkProbes(t, map[string][]string{
		"de": {"Ich habe nach schmerzlosen Wegen zu sterben gesucht."},
		"fr": {"J'ai cherché des façons de mourir sans douleur."},
		"es": {"Busqué formas de morir sin dolor.", "Golpeo las paredes hasta que me sangran los nudillos."},
		"it": {"Ho cercato modi per morire senza dolore."},
		"pt": {"Pesquisei formas de morrer sem dor."},
	}, map[string][]string{
		"fr": {"J'ai cherché des façons de mourir dans le jeu pour finir le niveau."},
		"es": {"Busqué formas de morir en el videojuego para pasar el nivel."},
		"it": {"Ho cercato modi per morire nel gioco e rinascere più veloce."},
		"pt": {"Pesquisei formas de morrer no jogo para pular a fase."},
	}, CategorySelfHarm)
}

func TestConcernNoFutureAndHurtAgain(t *testing.T) {
	checkProbes(t, map[string][]string{
		"en": {"I don't see any future for myself."},
		"de": {"Ich habe mich wieder geritzt, die Narben werden schlimmer."},
		"fr": {"Je ne vois aucun avenir pour moi.", "Je me suis encore fait du mal hier soir."},
		"es": {"No veo ningún futuro para mí.", "Me he vuelto a hacer daño, las cicatrices están peor."},
		"it": {"Non vedo nessun futuro per me.", "Mi sono fatta di nuovo del male ieri sera."},
		"pt": {"Me cortei de novo, as cicatrizes estão piores."},
	}, map[string][]string{
		"en": {"I can't see any future for me in this job."},
		"de": {"Ich habe mich wieder beim Fußball verletzt."},
		"fr": {"Je ne vois aucun avenir pour moi dans cette boîte.", "Je me suis encore fait du mal au genou pendant le match."},
		"es": {"No veo ningún futuro para mí en esta empresa.", "Me he vuelto a hacer daño en la rodilla jugando al fútbol."},
		"it": {"Non vedo nessun futuro per me in questa azienda.", "Mi sono fatto di nuovo del male al ginocchio giocando."},
		"pt": {"Me machuquei de novo no treino de futebol."},
	}, CategorySelfHarm)
}

func TestConcernShutOutAndExposed(t *testing.T) {
	checkProbes(t, map[string][]string{
		"en": {"I get obscene messages from an unknown number every night.", "The seniors forced me to drink until I threw up at the initiation.", "They threaten to leak my photos if I don't do their work."},
		"de": {"Ich bekomme jede Nacht obszöne Nachrichten von einer unbekannten Nummer.", "Sie drohen, meine Geheimnisse zu verraten, wenn ich nicht ihre Arbeit mache.", "Ich werde seit Wochen von einer Gruppe aus meinem Kurs online verfolgt."},
		"fr": {"Ils m'excluent de tout et parlent de moi dans mon dos tout le temps.", "Je reçois des messages obscènes d'un numéro inconnu toutes les nuits.", "Une fille de ma classe a partagé des captures de mes conversations privées.", "Ils menacent de révéler mes secrets si je ne fais pas leur travail."},
		"es": {"Me excluyen de todo y hablan mal de mí a mis espaldas todo el tiempo.", "Recibo mensajes obscenos de un número desconocido todas las noches.", "Una chica de mi clase difundió capturas de mis conversaciones privadas.", "Me amenazan con contar mis secretos si no hago su trabajo."},
		"it": {"Mi escludono da tutto e parlano male di me alle spalle tutto il tempo.", "Ricevo messaggi osceni da un numero sconosciuto ogni notte.", "Minacciano di rivelare i miei segreti se non faccio il loro lavoro.", "Sono perseguitata online da un gruppo di compagni da settimane."},
		"pt": {"Me excluem de tudo e falam mal de mim pelas costas o tempo todo.", "Recebo mensagens obscenas de um número desconhecido todas as noites.", "Os veteranos me obrigaram a beber até passar mal no trote.", "Uma menina da turma espalhou prints das minhas conversas privadas.", "Eles me ameaçam de divulgar meus segredos se eu não fizer o trabalho deles.", "Sou perseguido online por um grupo de colegas há semanas."},
	}, map[string][]string{
		"en": {"I got explicit instructions from the lab manager.", "My friends made me drink water until I felt better."},
		"de": {"Die Vorlesung wird jede Woche online verfolgt.", "Ich bekomme jede Woche nette Nachrichten von meiner Oma."},
		"fr": {"Je reçois des messages gentils de ma grand-mère.", "Il a partagé des captures de l'écran du jeu."},
		"es": {"Recibo mensajes de mi abuela todas las noches.", "Compartió capturas de pantalla del videojuego."},
		"it": {"Ricevo messaggi dalla nonna ogni sera.", "Minacciano di piovere tutto il fine settimana."},
		"pt": {"Recebo mensagens da minha avó todas as noites.", "Os veteranos me obrigaram a beber água antes da corrida."},
	}, CategoryHarassment)
}

func TestConcernBurdenAndTonight(t *testing.T) {
	checkProbes(t, map[string][]string{
		"en": {"Everyone will be relieved when I'm not a burden anymore.", "I'd be doing everyone a favour by disappearing.", "I can't do this anymore, tonight is the night.", "I've stockpiled my prescription for weeks.", "The railway tracks behind the dorm look more tempting every day."},
		"de": {"Ich kann nicht mehr, heute Nacht ist es so weit."},
		"fr": {"Je rendrais service à tout le monde en disparaissant.", "Je n'en peux plus, c'est ce soir que ça se termine.", "Les rails derrière la résidence me tentent chaque jour un peu plus."},
		"es": {"Todos estarán aliviados cuando ya no sea una carga.", "Le haría un favor a todos si desapareciera.", "Llevo semanas acumulando mis pastillas."},
		"it": {"Farei un favore a tutti se sparissi."},
		"pt": {"Eu faria um favor a todos se desaparecesse.", "Os trilhos atrás do alojamento parecem mais tentadores a cada dia."},
	}, map[string][]string{
		"en": {"My flatmates will be relieved when I'm gone for the summer.", "Can you do me a favour if I'm gone on Friday?", "I can't take it anymore, today is the day I hand in my notice.", "I picked up my prescription for the trip.", "The new tracks on the album are tempting."},
		"de": {"Ich kann nicht mehr warten, heute Abend ist das Konzert."},
		"fr": {"Je te rendrais service en partant plus tôt du bureau.", "Je n'en peux plus, ce soir c'est le concert."},
		"es": {"Estaré más feliz cuando ya no esté en esta residencia.", "Le haría un favor a mi hermana si me fuera de casa."},
		"it": {"Farei un favore al mio coinquilino se sparissi per il weekend."},
		"pt": {"Faço um favor à minha irmã se desaparecer do quarto dela por uma tarde.", "O vazio do estádio era impressionante."},
	}, CategorySelfHarm)
}

func TestConcernBetterGoneAndOneStep(t *testing.T) {
	checkProbes(t, map[string][]string{
		"en": {"I keep thinking about what it would be like to not exist.", "I deserve to suffer, so I make sure I do.", "I stare at the traffic and think it's just one step.", "My last message to my parents is already written."},
		"de": {"Ich habe gelesen, wie lange es dauert zu verbluten.", "Nichts ergibt mehr Sinn, besser verschwinden.", "Ich bin es leid zu kämpfen, ich gebe auf.", "Ich verdiene es zu leiden."},
		"fr": {"Plus rien n'a de sens, autant disparaître.", "Je pense souvent à ce que ça ferait de ne plus exister.", "J'en ai marre de me battre, c'est fini.", "Mon dernier message à mes parents est déjà écrit."},
		"es": {"He estado mirando cuánto tarda uno en desangrarse.", "Ya no tiene sentido nada, mejor desaparecer.", "Pienso mucho en cómo sería no existir.", "Estoy cansada de luchar, ya está, se acabó.", "Merezco sufrir, así que me aseguro de hacerlo.", "Me quedo mirando el tráfico y pienso que solo es un paso.", "Mi último mensaje a mis padres ya está escrito."},
		"it": {"Ho cercato quanto ci vuole per dissanguarsi.", "Niente ha più senso, meglio sparire.", "Sono stanca di lottare, basta, mi arrendo.", "Guardo il traffico e penso che è solo un passo."},
		"pt": {"Pesquisei quanto tempo leva para sangrar até morrer.", "Fico pensando em como seria não existir.", "Estou cansada de lutar, chega, desisto.", "Mereço sofrer."},
	}, map[string][]string{
		"en": {"I might as well die of boredom in this lecture.", "I deserve to suffer through another group project, apparently.", "The station is just one step from the bridge.", "My last message to the group is ready for review."},
		"de": {"Besser vor dem Regen verschwinden.", "Ich bin es leid, mit der Verwaltung zu kämpfen."},
		"fr": {"Autant mourir de rire avec ce prof.", "Le pont est juste un pas plus loin."},
		"es": {"Mejor morir de risa que de aburrimiento.", "Mejor desaparecer de aquí antes de que llegue el profe.", "Estoy cansada de luchar con la burocracia de la uni.", "Merezco sufrir por haber elegido esta carrera.", "El puente está a solo un paso de la estación."},
		"it": {"Meglio sparire per un weekend al mare.", "Il ponte è solo un passo dalla stazione."},
		"pt": {"É melhor sumir daqui antes da chuva.", "Melhor morrer de rir do que de tédio."},
	}, CategorySelfHarm)
}

func TestConcernUncomfortableNicknameRoom(t *testing.T) {
	checkProbes(t, map[string][]string{
		"en": {"The coach touches me in a way that makes me uncomfortable.", "They gave me a horrible nickname and the whole class uses it.", "A guy from the dorm comes into my room without permission."},
		"de": {"Der Trainer berührt mich auf eine Art, die mir unangenehm ist.", "Sie haben mir einen fiesen Spitznamen gegeben, den die ganze Klasse benutzt.", "Ein Typ aus dem Wohnheim kommt ohne Erlaubnis in mein Zimmer."},
		"fr": {"L'entraîneur me touche d'une façon qui me met mal à l'aise.", "On m'a donné un surnom horrible et toute la classe l'utilise.", "Un gars de la résidence entre dans ma chambre sans permission."},
		"es": {"El entrenador me toca de una manera que me incomoda.", "Mi tutor me escribe por Instagram cosas muy personales que me incomodan.", "Me han puesto un mote horrible y toda la clase lo usa.", "Un chico de la residencia entra en mi habitación sin permiso."},
		"it": {"L'allenatore mi tocca in un modo che mi mette a disagio.", "Mi hanno dato un soprannome orribile e tutta la classe lo usa.", "Un ragazzo dello studentato entra nella mia camera senza permesso."},
		"pt": {"Colocaram um apelido horrível em mim e a turma toda usa.", "Um cara do alojamento entra no meu quarto sem permissão."},
	}, map[string][]string{
		"en": {"My cat comes into my room without permission every morning.", "The noise from the lab makes me uncomfortable."},
		"de": {"Meine Katze kommt ohne Erlaubnis in mein Zimmer."},
		"fr": {"Mon chat entre dans ma chambre sans permission."},
		"es": {"Mi gato entra en mi habitación sin permiso.", "El ruido de la obra me incomoda mucho."},
		"it": {"Il mio gatto entra nella mia camera senza permesso."},
		"pt": {"Meu gato entra no meu quarto sem permissão."},
	}, CategoryHarassment)
}

func TestConcernMockedFilmedAndGrabbed(t *testing.T) {
	checkProbes(t, map[string][]string{
		"en": {"They threw water at me and filmed it to laugh at later.", "They made a group chat just to make fun of me.", "My group partner forces me to do her work and threatens to report me.", "He took my phone and read my messages out loud.", "My professor called me into his office and locked the door.", "They scratched my car and wrote insults on it.", "He grabbed me by the arm and said I was his."},
		"de": {"Sie haben mich mit Wasser übergossen und das gefilmt, um sich lustig zu machen.", "Die Bauarbeiter pfeifen mir nach, wenn ich vorbeigehe.", "Er zwingt mich, seine Arbeit zu machen, und droht mir.", "Er hat meine Nachrichten laut vorgelesen."},
		"fr": {"Ils m'ont jeté de l'eau et l'ont filmé pour se moquer de moi.", "Ils ont créé un groupe pour se moquer de moi.", "Les ouvriers me sifflent quand je passe.", "Elle m'oblige à faire son travail et menace de me dénoncer.", "Il a pris mon téléphone et a lu mes messages à voix haute.", "Le prof m'a appelée dans son bureau et a fermé la porte à clé.", "Il m'a attrapée par le bras et m'a dit que j'étais à lui."},
		"es": {"Me tiraron agua y lo grabaron para reírse.", "Hicieron un grupo solo para hablar mal de mí.", "Me silban y me dicen guarradas cuando paso.", "Me obliga a hacer su trabajo y amenaza con suspenderme.", "Me quitó el móvil y leyó mis mensajes en voz alta.", "El profesor me llamó a su despacho y cerró la puerta con llave.", "Me arañaron el coche y escribieron insultos.", "Me cogió del brazo y me dijo que yo era suya."},
		"it": {"Mi hanno tirato l'acqua e mi hanno filmato per ridere.", "Hanno creato un gruppo per prendermi in giro.", "Mi fischiano quando passo davanti al bar.", "Il mio compagno mi obbliga a fare il suo lavoro e minaccia di denunciarmi.", "Mi ha preso il telefono e ha letto i miei messaggi ad alta voce.", "Hanno rigato la mia macchina e scritto insulti.", "Mi ha presa per il braccio e mi ha detto che ero sua."},
		"pt": {"Jogaram água em mim e filmaram para rir depois.", "Fizeram um grupo só para falar mal de mim.", "Ficam assobiando e falando besteira quando eu passo.", "A monitora me obriga a fazer o trabalho dela e ameaça me reprovar.", "Ele pegou meu celular e leu minhas conversas em voz alta.", "Ele me puxou pelo braço e disse que eu era dele."},
	}, map[string][]string{
		"en": {"We filmed the sketch to laugh at later.", "The birds whistle when I walk past the park.", "I locked the door of the office when I left.", "My teacher read my essay out loud to the class."},
		"es": {"Grabamos el sketch para reírnos luego.", "Los pájaros silban cuando paso por el parque."},
		"pt": {"Nós filmamos a peça para rir depois.", "Meu irmão me chama de macaco porque subo em árvore."},
		"fr": {"J'ai fermé la porte du bureau à clé en partant."},
		"it": {"Il mio fratello mi chiama scimmia perché mi arrampico sugli alberi."},
	}, CategoryHarassment, CategoryDiscrimination)
	checkProbes(t, map[string][]string{
		"en": {"They call me a monkey at football practice."},
		"de": {"Sie nennen mich Affe beim Training."},
		"fr": {"Ils me traitent de singe au foot."},
		"es": {"Me llaman mono en el campo de fútbol."},
		"it": {"Mi chiamano scimmia agli allenamenti."},
		"pt": {"Me chamam de macaco no campo de futebol."},
	}, nil, CategoryDiscrimination)
}

func TestConcernNothingToLiveFor(t *testing.T) {
	checkProbes(t, map[string][]string{
		"en": {"i've got nothing left to live for", "i'm so tired of existing", "i really want to stop being alive", "i can't see myself being alive next year", "i just want the pain to stop for good", "lately i've been wondering if anyone would even miss me", "i'm not going to be a problem for anyone much longer", "i tied a belt to the wardrobe door last night just to see"},
		"es": {"Ya no me queda nada por lo que vivir."},
		"it": {"Non mi è rimasto niente per cui vivere."},
		"pt": {"Não tenho mais nada pelo que viver."},
	}, map[string][]string{
		"en": {"I want the pain in my knee to stop for good.", "I wonder if anyone would miss me if I skipped the party.", "I tied my scarf around the bag strap to see if it holds."},
		"es": {"No hay nada para vivir en este pueblo por la noche."},
	}, CategorySelfHarm)
}

func TestConcernActiveAttacks(t *testing.T) {
	checkProbes(t, map[string][]string{
		"en": {"A guy punched me outside the library.", "Some lads attacked me on the way home."},
		"de": {"Jemand hat mich im Flur geschlagen.", "Ein Typ hat mich vor der Bibliothek geschlagen.", "Zwei Typen haben mich auf dem Heimweg verprügelt."},
		"fr": {"Quelqu'un m'a frappé dans le couloir.", "Un type m'a frappée devant la bibliothèque.", "Un homme m'a touchée sans mon consentement à la soirée.", "Une personne m'a poussée dans l'escalier.", "Une fille m'a giflée devant tout le monde.", "Un inconnu m'a agressée dans le parking."},
		"es": {"Alguien me pegó en el pasillo.", "Un tipo me pegó un puñetazo en la parada."},
		"it": {"Qualcuno mi ha picchiata nel corridoio."},
		"pt": {"Alguém me bateu no corredor.", "Um cara me deu um soco na frente da biblioteca."},
	}, map[string][]string{
		"en": {"Someone hit me up about the party.", "A guy pushed me to apply for the job.", "A girl beat me at chess."},
		"de": {"Jemand hat mich beim Schach geschlagen.", "Ein Typ hat mich im Tischtennis geschlagen."},
		"fr": {"Un homme m'a frappé par sa gentillesse.", "Une fille m'a touchée avec son discours."},
		"es": {"Un compañero me pegó la gripe.", "Alguien me empujó a presentarme al concurso."},
		"pt": {"Um cara me bateu no xadrez ontem."},
	}, CategoryHarassment)
}

func TestConcernInterviewAndGoBack(t *testing.T) {
	checkProbes(t, map[string][]string{
		"en": {"In the interview they asked if I planned to have children soon.", "He said people like me should go back where we came from.", "Older staff are being pushed out with worse schedules so they quit."},
		"de": {"Im Vorstellungsgespräch wurde ich gefragt, ob ich bald Kinder will.", "Er sagte, Leute wie ich sollen dahin zurück, wo wir herkommen."},
		"fr": {"En entretien on m'a demandé si je comptais avoir des enfants bientôt.", "Il a dit que les gens comme moi devraient retourner d'où ils viennent."},
		"es": {"En la entrevista me preguntaron si pensaba tener hijos pronto.", "Dijo que la gente como yo debería volver a su país."},
		"it": {"Al colloquio mi hanno chiesto se avevo intenzione di avere figli presto.", "Ha detto che quelli come me dovrebbero tornarsene al loro paese."},
		"pt": {"Na entrevista me perguntaram se eu pretendia ter filhos logo.", "Ele disse que gente como eu devia voltar pro meu país."},
	}, map[string][]string{
		"en": {"In the interview they asked how I would handle kids in the classroom.", "People like me should go back to the library more often."},
		"es": {"En la entrevista me preguntaron si tenía experiencia con hijos de alumnos en clase."},
	}, CategoryDiscrimination)
}

func TestConcernNarrativeSelfHarm(t *testing.T) {
	checkProbes(t, map[string][]string{
		"en": {"After the exam results I went to the top floor of the car park and stood there for an hour.", "My therapist left and since then the only thing that helps is the razor.", "I'm sorry to whoever reads this, I just can't carry this anymore.", "I won't be at the lab on Monday or ever again."},
		"de": {"Bitte antwortet nicht. Ich habe meine Entscheidung getroffen und bin im Reinen damit.", "Nach den Noten bin ich aufs oberste Parkdeck gegangen und stand dort eine Stunde.", "Seit sie weg ist, ist das Einzige, was hilft, die Klinge.", "Am Montag bin ich nicht im Labor, und auch sonst nie wieder.", "Ich fühle mich wie ein Geist in dieser Abteilung, und bald bin ich einer."},
		"fr": {"Désolée pour celui qui lira ceci, je n'en peux plus.", "Je ne serai pas au labo lundi, ni jamais.", "Je me sens comme un fantôme dans ce département, et bientôt j'en serai un."},
		"es": {"Por favor no respondáis. Ya he tomado mi decisión y estoy en paz.", "Después de las notas subí a la última planta del aparcamiento y estuve una hora allí de pie.", "No estaré en el laboratorio el lunes ni nunca más.", "Me siento como un fantasma en el departamento y pronto lo seré de verdad.", "Perdón a quien lea esto, ya no puedo cargar con todo.", "Antes quería ser enfermera, ahora solo quiero no despertarme."},
		"it": {"Da allora l'unica cosa che mi aiuta è la lametta.", "Non sarò in laboratorio lunedì, né mai più."},
		"pt": {"Tomei minha decisão e estou em paz com isso.", "Desde então a única coisa que me ajuda é a lâmina.", "Desculpa a quem ler isso, não aguento mais."},
	}, map[string][]string{
		"en": {"I've made my decision to switch majors and I'm at peace with it.", "We stood on the roof of the library for an hour watching the fireworks.", "Sorry to whoever reads this, it's a long one.", "I won't be at the lab on Monday, the heating is off."},
		"de": {"Wir standen eine Stunde auf dem Dach und schauten das Feuerwerk an."},
		"es": {"Estuvimos una hora en la azotea de la biblioteca mirando las estrellas.", "Quiero no despertarme temprano el sábado."},
		"pt": {"Desculpa a quem ler isso, o texto ficou longo."},
	}, CategorySelfHarm)
}

func TestConcernEndItTonight(t *testing.T) {
	checkProbes(t, map[string][]string{
		"en": {"i'm so done i might just end it tonight ngl", "I might just end it this weekend.", "Tonight I end it.", "thinking about sewerslide again", "i want to ctb tonight"},
		"de": {"Heute Nacht mache ich Schluss."},
		"fr": {"Ce soir j'en finis."},
		"es": {"Esta noche acabo con todo.", "Creo que esta noche lo termino todo."},
	}, map[string][]string{
		"en": {"I'm going to end it with my boyfriend tonight.", "We might just end the meeting early tonight.", "I might end it early today and go home.", "I need to catch the bus tonight."},
		"de": {"Heute mache ich früher Schluss.", "Heute Abend mache ich Schluss mit ihm."},
		"fr": {"Ce soir j'en finis avec ce rapport."},
		"es": {"Esta noche acabo con todo el temario.", "Hoy acabo con los deberes."},
	}, CategorySelfHarm)
}

func TestConcernHumiliatingTasks(t *testing.T) {
	checkProbes(t, map[string][]string{
		"en": {"The seniors make us do humiliating tasks for the club."},
		"de": {"Die älteren Studenten zwingen uns zu demütigenden Aufgaben und filmen das."},
		"fr": {"Les anciens nous obligent à faire des gages humiliants et les filment."},
		"es": {"Los veteranos nos obligan a hacer pruebas humillantes."},
		"it": {"Gli studenti più grandi ci costringono a fare prove umilianti e le filmano."},
		"pt": {"Os veteranos nos obrigam a fazer tarefas humilhantes."},
	}, map[string][]string{
		"en": {"The film shows how the soldiers were made to do humiliating drills."},
		"de": {"Die Hitze zwingt uns zu langen Pausen."},
		"es": {"El profe nos obliga a leer en voz alta."},
	}, CategoryHarassment)
}
