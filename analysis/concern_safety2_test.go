package analysis

import "testing"

// The second batch of safety rules of issue #35 written without
// retraining (concernRulesUntrained), from probe reports that the
// detector missed: heat or cold that made people faint, emergency exits
// used as storage, ice or oil on a floor with people falling, power
// strips overloaded, no first-aid kit, a lift with people trapped,
// corrosives handled without protection, the fire alarm switched off on
// purpose and a driver who nearly ran people over. checkProbes holds
// them to their reports and to look-alikes that nothing flags;
// checkUntrainedSafetySilent to look-alikes that older rules or the
// classifier already raise.

// TestConcernHeatFainting checks the rules of heat or cold so bad that
// other people fainted. Before them, "fainted" alone was a weak sign,
// which the writer's own hyperbole also gives ("I nearly fainted").
func TestConcernHeatFainting(t *testing.T) {
	checkProbes(t, map[string][]string{
		"en": {"It's so hot in the warehouse that two coworkers fainted this week.", "During the open day it was so hot in the gym that several visitors collapsed."},
		"de": {"Im Lager ist es so heiß, dass zwei Kollegen umgekippt sind.", "Bei der Hitze in der Produktionshalle sind gestern zwei Kollegen umgekippt."},
		"fr": {"Dans l'entrepôt il fait tellement chaud que deux collègues se sont évanouis.", "Il faisait tellement chaud pendant le concert que plusieurs personnes se sont évanouies."},
		"es": {"En el almacén hace tanto calor que dos compañeros se desmayaron."},
		"it": {"Nel magazzino fa così caldo che due colleghi sono svenuti.", "Con questo caldo torrido in fabbrica due operai sono svenuti ieri."},
		"pt": {"Faz tanto calor no armazém que dois colegas desmaiaram esta semana.", "Com esse calor infernal na fábrica dois operários desmaiaram ontem."},
	}, map[string][]string{
		"de": {"Es war so heiß am Strand, dass ich fast umgekippt bin."},
		"fr": {"Il faisait tellement chaud que j'ai failli m'évanouir."},
		"es": {"Hace tanto calor que casi me desmayo en la playa."},
	}, CategorySafety)
	checkUntrainedSafetySilent(t, map[string][]string{
		"en": {"It was so hot at the beach that I nearly fainted, lol.", "The singer was so hot that half the audience fainted when he took his shirt off."},
		"de": {"Bei der Hitze ist der See umgekippt und die Fische sind gestorben."},
		"es": {"Tanto calor que se desmayó de la emoción al ver al cantante."},
		"it": {"Faceva così caldo in spiaggia che sono quasi svenuto, ahah."},
		"pt": {"Fez tanto calor na praia que eu quase desmaiei, kkk."},
	})
}

// TestConcernExitsStorage checks the rules of emergency exits and fire
// escapes full of boxes or junk. Before them, the rules read "blocked"
// and "locked" only, within fewer words.
func TestConcernExitsStorage(t *testing.T) {
	checkProbes(t, map[string][]string{
		"en": {"The fire escape is full of junk and old furniture.", "The emergency exits in the warehouse are always cluttered with boxes."},
		"de": {"Der Fluchtweg im Keller ist mit Kartons und Müllsäcken zugestapelt."},
		"fr": {"Les issues de secours de l'entrepôt sont toujours encombrées de cartons.", "L'escalier de secours sert de débarras depuis des mois."},
		"es": {"La escalera de incendios la usan de almacén y está llena de cajas."},
		"it": {"la scala antincendio è piena di roba", "Le uscite di sicurezza del teatro sono ingombre di sedie e casse."},
		"pt": {"A escada de incêndio está cheia de tralha e móveis velhos.", "A saída de emergência do teatro está entulhada de cadeiras."},
	}, map[string][]string{
		"en": {"The fire drill went fine, the fire exits were full of people in minutes."},
		"de": {"Die Feuerwehrübung lief gut, der Notausgang war voller Schüler."},
		"fr": {"L'exercice d'évacuation s'est bien passé, l'escalier de secours était plein de monde."},
		"es": {"El simulacro salió bien, la salida de emergencia estaba llena de gente en dos minutos."},
		"it": {"L'esercitazione antincendio è andata bene, l'uscita di emergenza era piena di gente."},
		"pt": {"O simulado de incêndio foi ótimo, a saída de emergência ficou cheia de gente."},
	}, CategorySafety)
}

// TestConcernSlipperyFalls checks the rules of ice, oil or grease on a
// floor or path with people falling or slipping on it.
func TestConcernSlipperyFalls(t *testing.T) {
	checkProbes(t, map[string][]string{
		"en": {"the kitchen floor is covered in oil and people keep slipping", "There's oil all over the workshop floor and people keep slipping on it."},
		"de": {"Auf der Rampe am Eingang ist Glatteis und drei Leute sind schon hingefallen.", "der boden in der küche ist voller öl und ständig rutschen leute aus"},
		"fr": {"le sol de la cuisine est plein d'huile et les gens glissent tout le temps"},
		"es": {"Hay hielo en la rampa de entrada y ya se han caído tres personas."},
		"it": {"C'è ghiaccio sulla rampa d'ingresso e sono già cadute tre persone.", "C'è olio su tutto il pavimento dell'officina e i colleghi scivolano."},
		"pt": {"Tem gelo na rampa da entrada e três pessoas já caíram.", "o chão da cozinha está cheio de óleo e as pessoas escorregam toda hora"},
	}, map[string][]string{
		"en": {"We went ice skating and three of my friends fell all the time, so much fun.", "It's a slippery slope, once people start skipping lectures they fall behind.", "Heat the oil in a pan and fry the onions until they fall apart.", "Weather report: black ice expected tonight, drive carefully."},
		"de": {"Das Öl in die Pfanne geben und die Zwiebeln anbraten.", "Wetterbericht: morgen früh Glatteis, bitte vorsichtig fahren."},
		"fr": {"On a fait du patin à glace et on est tombés sans arrêt, c'était drôle.", "Faites chauffer l'huile et ajoutez les oignons.", "Météo : risque de verglas demain matin sur les routes."},
		"es": {"Calienta el aceite en una sartén y fríe la cebolla.", "Es una pendiente resbaladiza, la gente se cae en la trampa."},
		"it": {"Scaldate l'olio in padella e fate soffriggere la cipolla."},
		"pt": {"Esquente o óleo na panela e frite a cebola."},
	}, CategorySafety)
}

// TestConcernOverloadedStrips checks the rules of power strips
// overloaded or plugged into one another.
func TestConcernOverloadedStrips(t *testing.T) {
	checkProbes(t, map[string][]string{
		"en": {"The power strips in the office are overloaded, five of them plugged into each other.", "The extension leads under the desks are daisy-chained and overloaded."},
		"de": {"Die Steckdosenleisten im Büro sind überlastet, fünf stecken ineinander."},
		"es": {"Las regletas están sobrecargadas en la oficina, hay cinco enchufadas una en otra.", "Las regletas detrás de recepción están enchufadas una en otra."},
		"it": {"Le ciabatte elettriche sono sovraccariche in ufficio, ce ne sono cinque attaccate una all'altra."},
		"pt": {"As réguas de tomada no escritório estão sobrecarregadas, cinco ligadas uma na outra."},
	}, map[string][]string{
		"en": {"My schedule is overloaded this week."},
		"de": {"Mein Kalender ist total überlastet."},
		"fr": {"Mon agenda est surchargé cette semaine."},
		"es": {"Mi agenda está sobrecargada esta semana."},
		"it": {"La mia agenda è sovraccarica questa settimana.", "Metti le ciabatte, il pavimento è freddo."},
		"pt": {"Minha agenda está sobrecarregada esta semana."},
	}, CategorySafety)
}

// TestConcernNoFirstAidKit checks the rules of no first-aid kit at work,
// on a site or a trip, in the languages whose older rules did not read
// it.
func TestConcernNoFirstAidKit(t *testing.T) {
	checkProbes(t, map[string][]string{
		"de": {"Auf der ganzen Baustelle gibt es keinen Erste-Hilfe-Kasten."},
		"es": {"No hay botiquín en toda la obra.", "En la excursión no teníamos ni un botiquín."},
		"it": {"Non c'è la cassetta del pronto soccorso in tutto il cantiere."},
		"pt": {"Não tem caixa de primeiros socorros em toda a obra.", "Na excursão não tinha nem kit de primeiros socorros."},
	}, map[string][]string{
		"en": {"I bought a first aid kit for the hike.", "The first aid course was great, everyone now knows where the first aid kit is."},
		"de": {"Wir haben für den Ausflug einen Verbandskasten gekauft."},
		"fr": {"J'ai acheté une trousse de secours pour la randonnée."},
		"es": {"Compré un botiquín para la excursión."},
		"it": {"Ho comprato una cassetta del pronto soccorso per la gita."},
		"pt": {"Comprei um kit de primeiros socorros para a trilha."},
	}, CategorySafety)
}

// TestConcernLiftTrapped checks the rules of a lift that drops or traps
// people, in the languages whose older rules did not read it.
func TestConcernLiftTrapped(t *testing.T) {
	checkProbes(t, map[string][]string{
		"es": {"el ascensor se para entre pisos y nos quedamos encerrados una hora", "El montacargas del almacén se paró entre plantas y se quedaron atrapados dos compañeros."},
		"fr": {"l'ascenseur se bloque entre deux étages et on est restés enfermés une heure", "Hier l'ascenseur de la fac est tombé d'un coup et deux étudiantes sont restées coincées."},
		"it": {"L'ascensore precipita di colpo e la settimana scorsa due persone sono rimaste bloccate."},
	}, map[string][]string{
		"es": {"El ascensor social está roto en este país.", "El ascensor se paró entre dos pisos, pero el técnico vino enseguida y todo bien."},
		"fr": {"L'ascenseur social est bloqué en France.", "L'ascenseur s'est arrêté entre deux étages, le technicien l'a réparé en dix minutes."},
		"it": {"L'ascensore sociale è fermo da anni."},
	}, CategorySafety)
}

// TestConcernCorrosivesUnprotected checks the rules of acids and other
// corrosives handled without goggles, gloves or a fume hood.
func TestConcernCorrosivesUnprotected(t *testing.T) {
	checkProbes(t, map[string][]string{
		"es": {"En el laboratorio trabajamos con ácidos sin gafas ni campana."},
		"fr": {"Au labo on manipule des acides sans lunettes ni hotte.", "En TP on utilise de l'acide chlorhydrique sans gants et sans hotte."},
		"it": {"In laboratorio lavoriamo con acidi senza occhiali né cappa.", "Usiamo la candeggina pura senza guanti né mascherina."},
	}, nil, CategorySafety)
	checkUntrainedSafetySilent(t, map[string][]string{
		"es": {"Me pongo ácido hialurónico sin protección solar y se me irrita la piel."},
	})
}

// TestConcernAlarmDisabled checks the rules of the fire alarm or the
// smoke detectors switched off on purpose.
func TestConcernAlarmDisabled(t *testing.T) {
	checkProbes(t, map[string][]string{
		"es": {"El encargado apagó la alarma de incendios a propósito porque sonaba mucho.", "Los de cocina taparon los detectores de humo para poder fumar."},
		"it": {"Il responsabile ha spento l'allarme antincendio apposta perché suonava troppo.", "Hanno staccato i rilevatori di fumo apposta per fumare in magazzino."},
		"pt": {"O gerente desligou o alarme de incêndio de propósito porque tocava demais.", "Os funcionários cobriram os detectores de fumaça pra fumar no depósito."},
		"fr": {"Le gardien a débranché les détecteurs de fumée exprès pour fumer."},
	}, map[string][]string{
		"es": {"Después del simulacro apagaron la alarma de incendios."},
		"fr": {"Après l'exercice, ils ont coupé l'alarme incendie."},
		"it": {"Dopo l'esercitazione hanno spento l'allarme antincendio."},
	}, CategorySafety)
}

// TestConcernSpeedingDriver checks the rules of a driver speeding on
// campus who nearly ran people over.
func TestConcernSpeedingDriver(t *testing.T) {
	checkProbes(t, map[string][]string{
		"en": {"Some guy speeds across campus and nearly ran over two students.", "A delivery van was speeding through the campus and almost hit two kids."},
		"es": {"Un tío conduce a toda velocidad por el campus y casi atropella a dos estudiantes.", "Por la residencia pasa un coche a toda velocidad y casi atropella a una niña."},
		"it": {"Un tizio guida a tutta velocità nel campus e per poco non investe due studenti.", "Un tizio passa nel parcheggio a tutto gas e ha quasi investito una bambina."},
	}, map[string][]string{
		"en": {"The project is racing ahead and nearly hit the deadline."},
		"es": {"Corrió a toda velocidad y casi atrapa el autobús."},
		"it": {"Il progetto va a tutta velocità e ha quasi raggiunto l'obiettivo."},
	}, CategorySafety)
}
