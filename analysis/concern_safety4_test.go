package analysis

import "testing"

// The fourth batch of safety rules of issue #35 written without
// retraining (concernRulesUntrained), from probe reports of hazards told
// without a keyword that the detector missed: a crowd crush told in the
// passive with the place first, things that can fall onto children or
// nearly struck someone, falls from a height that nearly happened,
// hazards reported and left as they are, fingers lost to a machine,
// emergency doors that would not open, scaffolds that sway, water on the
// electrics, trenches with no shoring, broken equipment in labs and
// playgrounds, vehicles with failing brakes or a sleeping driver, and
// extinguishers empty or missing. checkProbes holds them to their reports
// and to look-alikes that nothing flags.

// TestConcernCrushPlaceFirst checks the rules of a crowd crush told in
// the passive with the place before the people ("dass am Eingang Leute
// erdrückt wurden") or after "so voll, dass". Before them, "überfüllt"
// and "erdrückt" were weak signs only.
func TestConcernCrushPlaceFirst(t *testing.T) {
	checkProbes(t, map[string][]string{
		"de": {
			"Es war so voll, dass am Eingang Leute erdrückt wurden.",
			"Der Saal war viel zu voll, dass am Ende Leute zertrampelt wurden.",
			"Im Gedränge vor der Bühne wurden mehrere Jugendliche erdrückt.",
		},
	}, map[string][]string{
		"de": {
			"Am Eingang standen Leute und haben Flyer verteilt.",
			"Das Konzert war voll, aber der Einlass lief ruhig und geordnet.",
		},
	}, CategorySafety)
	checkUntrainedSafetySilent(t, map[string][]string{
		"de": {
			"Ich wurde von Arbeit fast erdrückt diese Woche.",
			"Die Erwartungen der Eltern haben ihn fast erdrückt.",
			"Die U-Bahn war heute so voll, dass ich fast zerquetscht wurde.",
		},
	})
}

// TestConcernFallingOntoPeople checks the rules of something that can
// fall or fell onto children or workers, or nearly struck someone as it
// fell ("kann auf die Kinder fallen", "se puede caer sobre los niños",
// "von einem umstürzenden Regal erschlagen"), and of a fall from a
// height that nearly happened ("casi se cae por la ventana").
func TestConcernFallingOntoPeople(t *testing.T) {
	checkProbes(t, map[string][]string{
		"en": {"The shelving unit could topple onto the kids at any moment."},
		"de": {
			"Das Fußballtor ist nicht verankert und kann auf die Kinder fallen.",
			"Beim Training ist ein Tor auf einen Jungen gefallen.",
			"Gestern wäre beinahe ein Kind von einem umstürzenden Regal erschlagen worden.",
			"Ein Stück vom Balkon ist abgebrochen und auf den Gehweg gefallen.",
		},
		"fr": {"Le but de foot n'est pas fixé et il peut tomber sur les enfants."},
		"es": {
			"La portería del campo no está anclada y se puede caer sobre los niños.",
			"Un alumno casi se cae por la ventana porque no tiene seguro.",
			"Por poco se cae un obrero del andamio porque no había barandilla.",
			"Una rama enorme cayó al lado de los niños en el recreo.",
		},
		"it": {
			"La porta da calcio non è fissata e può cadere sui bambini.",
			"Un bambino stava per cadere dalla finestra che non si chiude.",
		},
		"pt": {"A trave do campo pode cair em cima das crianças, está solta."},
	}, map[string][]string{
		"en": {"Christmas can fall on a weekend this year.", "The blame could fall on someone else."},
		"de": {
			"Die Wahl ist auf einen Kollegen aus Berlin gefallen.",
			"Ich bin von der Auswahl im Regal völlig erschlagen.",
			"Nach dem Training bin ich total erschlagen.",
			"Bei dem Witz bin ich vor Lachen fast vom Stuhl gefallen.",
		},
		"fr": {"Je suis tombé sur un enfant que je connaissais au marché.", "La responsabilité peut tomber sur quelqu'un d'autre."},
		"es": {"La culpa se cayó sobre los alumnos, como siempre.", "Casi me caigo de la silla de la risa."},
		"it": {"La colpa può cadere su qualcuno di innocente.", "Stavo per cadere dalla sedia dalle risate."},
		"pt": {"A culpa pode cair sobre alguém inocente."},
	}, CategorySafety)
}

// TestConcernReportedIgnored checks the rules of a hazard reported and
// left as it is ("nadie hace nada con el cable suelto", "trotz Meldung
// ist das Geländer …", "nobody does anything about the sparking
// socket"): a hazard is named after the words of neglect.
func TestConcernReportedIgnored(t *testing.T) {
	checkProbes(t, map[string][]string{
		"en": {"We have reported it again and again and nobody does anything about the sparking socket."},
		"de": {
			"Trotz Meldung ist das kaputte Geländer immer noch nicht repariert.",
			"Wir haben es mehrmals gemeldet, aber niemand tut etwas gegen die losen Kabel.",
		},
		"es": {
			"Lo hemos avisado mil veces y nadie hace nada con el cable suelto del pasillo.",
			"Aunque lo hemos comunicado, la empresa no hace nada con las fugas de gas.",
		},
	}, map[string][]string{
		"en": {"Nobody does anything about the broken printer."},
		"de": {
			"Trotz Meldung beim Amt habe ich meinen Ausweis noch nicht.",
			"Niemand tut etwas in dieser Gruppe, ich mache alles allein.",
			"Trotz Meldung hat sich niemand für den Kurs angemeldet.",
		},
		"es": {"Nadie hace nada con el proyecto de grupo, qué desastre.", "Nadie hace nada en este grupo de trabajo, siempre lo hago yo todo."},
	}, CategorySafety)
}

// TestConcernMachineInjuries checks the rules of fingers lost to a
// machine, a guard taken off, and a machine run with no instruction.
func TestConcernMachineInjuries(t *testing.T) {
	checkProbes(t, map[string][]string{
		"en": {"A coworker lost two fingers in the press last month."},
		"de": {
			"Ein Azubi hat sich an der ungeschützten Maschine zwei Finger abgetrennt.",
			"Der Dozent lässt uns an der Drehbank ohne Einweisung arbeiten.",
		},
		"fr": {"Un ouvrier a perdu deux doigts dans la presse."},
		"es": {
			"La máquina de la fábrica se atascó y un compañero perdió dos dedos.",
			"El encargado quitó la protección de la prensa para ir más rápido.",
			"Nos ponen a usar la carretilla elevadora sin formación ni carnet.",
		},
		"it": {"Un operaio ha perso due dita nella pressa."},
		"pt": {"Um operário perdeu dois dedos na prensa."},
	}, map[string][]string{
		"en": {"The band lost two members last year."},
		"de": {"Die App kann man ohne Einweisung bedienen.", "Ich habe mir beim Gemüseschneiden fast in den Finger geschnitten."},
		"es": {"Perdió dos dedos en la guerra, nos contó mi abuelo."},
	}, CategorySafety)
}

// TestConcernExitsAndDoors checks the rules of emergency doors that would
// not open or are wedged or chained, escape routes full of pallets and
// venues with no emergency exit.
func TestConcernExitsAndDoors(t *testing.T) {
	checkProbes(t, map[string][]string{
		"de": {
			"Bei der Feuerübung ging die Notausgangstür nicht auf.",
			"Die Fluchttür im Keller lässt sich nicht öffnen.",
			"Die Brandschutztüren werden mit Keilen offen gehalten.",
			"Die Panikstange am Hinterausgang ist mit einer Kette zugebunden.",
			"Im Partykeller gibt es keinen Notausgang.",
		},
		"fr": {
			"Pendant l'exercice d'incendie la porte de secours ne s'ouvrait pas.",
			"La cave où ils font les soirées n'a aucune sortie de secours.",
		},
		"es": {
			"En el simulacro la puerta de emergencia no se abría y nos quedamos encerrados.",
			"Las salidas de emergencia del teatro no se podían abrir durante el simulacro.",
			"El pasillo de evacuación está lleno de palés y no se puede pasar.",
			"Las puertas cortafuegos están trabadas con cuñas para que no se cierren.",
			"La barra antipánico de la puerta trasera está atada con una cadena.",
		},
	}, map[string][]string{
		"de": {"Die Feuerübung lief super, alle waren in drei Minuten draußen.", "Für dieses Problem gibt es keinen Notausgang, wir müssen da durch."},
		"fr": {"L'exercice d'incendie s'est très bien passé, tout le monde est sorti en trois minutes.", "Il n'y a pas de sortie de secours dans ce débat."},
		"es": {"El simulacro de incendio salió perfecto, evacuamos en tres minutos.", "La salida de emergencia estaba llena de gente en dos minutos durante el simulacro."},
	}, CategorySafety)
}

// TestConcernSwayingStructures checks the rules of scaffolds, ladders,
// stages and stands that sway or creak, and of cracks that keep growing
// in a ceiling or a wall, not a scenario that wavers or a rift between
// people.
func TestConcernSwayingStructures(t *testing.T) {
	checkProbes(t, map[string][]string{
		"en": {
			"The scaffold sways every time someone climbs it and we still have to work up there.",
			"The ladder in the workshop wobbles every time you climb it.",
			"The crack in the ceiling keeps getting bigger.",
		},
		"de": {
			"Das Gerüst an der Baustelle schwankt bei jedem Schritt und wir müssen trotzdem hoch.",
			"Der Riss in der Decke wird immer größer.",
			"Das Gerüst ist völlig überladen mit Steinen.",
		},
		"fr": {
			"L'échafaudage bouge à chaque pas et on nous oblige à monter quand même.",
			"La nacelle tanguait au-dessus du parking et on était dedans.",
			"La fissure du plafond s'agrandit chaque semaine.",
		},
		"es": {
			"El escenario del concierto se tambaleaba con el viento y seguían tocando.",
			"La tarima del acto de graduación se tambaleaba con cada alumno que subía.",
			"Las gradas del polideportivo están oxidadas y se mueven cuando sube la gente.",
			"La grieta de la pared del gimnasio es cada vez más grande.",
		},
		"it": {"Il palco della festa traballa e nessuno interviene."},
		"pt": {"A rachadura na parede da sala está aumentando."},
	}, map[string][]string{
		"en": {"The career ladder shakes when the economy wobbles.", "The gap between rich and poor keeps getting bigger."},
		"de": {"Der Leiter schwankt noch zwischen zwei Angeboten.", "Die Kluft zwischen Arm und Reich wird immer größer.", "Mein Terminkalender ist völlig überlastet diese Woche."},
		"fr": {"L'échelle des salaires bouge enfin cette année.", "Les gradins tremblaient sous les chants des supporters."},
		"es": {"El escenario político se tambalea tras las elecciones.", "La grieta entre los dos grupos es cada vez más grande."},
		"it": {"La distanza tra i due partiti si allarga sempre di più."},
	}, CategorySafety)
}

// TestConcernWaterOnElectrics checks the rules of water dripping onto
// sockets or a fuse box, sockets that smoke or melt, and trenches and
// holes left with no shoring, fence or cover.
func TestConcernWaterOnElectrics(t *testing.T) {
	checkProbes(t, map[string][]string{
		"en": {"There's an uncovered manhole outside the nursery."},
		"de": {
			"Der Graben ist drei Meter tief und nicht abgestützt, trotzdem müssen wir rein.",
			"Die Baugrube neben dem Kindergarten ist nicht abgesperrt.",
			"Auf dem Schulhof ist ein Gullydeckel offen.",
		},
		"fr": {
			"Le toit fuit directement sur les prises électriques de la salle.",
			"Il y a des infiltrations qui coulent sur le tableau électrique de l'école.",
			"La multiprise de la salle des profs a fondu.",
			"Le trou devant l'école n'est pas balisé.",
			"La fouille fait trois mètres et elle n'est pas étayée, sans blindage.",
		},
		"es": {
			"El techo gotea justo encima de los enchufes del aula de informática.",
			"Hay una fuga de agua justo encima del cuadro de luces.",
			"Están cavando una zanja de tres metros sin entibar y los obreros trabajan dentro.",
			"En la acera del colegio hay un pozo sin tapar.",
		},
		"it": {"Lo scavo è profondo tre metri e senza armatura.", "La ciabatta in aula puzza di bruciato.", "La buca davanti alla scuola non è segnalata."},
		"pt": {"A goteira pinga bem em cima das tomadas da sala.", "A vala tem três metros e está sem escoramento."},
	}, map[string][]string{
		"de": {"Wir graben im Garten ein Beet um."},
		"es": {"El techo de la cocina gotea un poco pero ya viene el fontanero.", "La obra de teatro sin tapar ningún tema fue genial."},
		"it": {"La buca delle lettere è piena."},
	}, CategorySafety)
}

// TestConcernLabAndPlayground checks the rules of fume hoods and
// emergency showers that do not work, rats in a canteen's kitchen,
// rotten trees, broken swings and bouncy castles blown away.
func TestConcernLabAndPlayground(t *testing.T) {
	checkProbes(t, map[string][]string{
		"en": {"The bouncy castle blew away with kids on it."},
		"de": {
			"Der Abzug im Labor funktioniert nicht und wir arbeiten mit Lösungsmitteln.",
			"Die Notdusche im Labor hat seit Monaten kein Wasser.",
			"In der Schulküche laufen Ratten herum.",
			"Der Baum auf dem Schulhof ist morsch und kann jederzeit umfallen.",
			"Die Schaukeln auf dem Spielplatz haben gerissene Ketten.",
			"Beim Kinderfest ist die Hüpfburg mit Kindern drin weggeweht.",
		},
		"fr": {
			"La hotte du labo ne marche pas et on manipule des solvants.",
			"L'arbre de la cour est pourri et peut tomber à tout moment.",
			"Le trampoline de la cour est déchiré et les enfants sautent encore dessus.",
			"Le château gonflable s'est envolé avec des enfants dedans.",
		},
		"es": {
			"La campana extractora del laboratorio no funciona y trabajamos con disolventes.",
			"La ducha de emergencia del laboratorio lleva meses sin agua.",
			"Hay ratas en la cocina del comedor escolar.",
			"El árbol del patio está podrido y cualquier día se cae.",
			"Los columpios del parque tienen las cadenas rotas.",
			"El castillo hinchable salió volando con tres niños dentro.",
		},
		"it": {
			"La cappa del laboratorio non funziona e usiamo solventi.",
			"L'albero del cortile è marcio e può cadere da un momento all'altro.",
			"Il castello gonfiabile è volato via con i bambini sopra.",
		},
		"pt": {"O pula-pula saiu voando com as crianças dentro."},
	}, map[string][]string{
		"en": {"The bouncy castle was a huge hit at the party."},
		"de": {"Der Baum auf dem Schulhof blüht wunderschön.", "Die Ratten im Labor sind für die Studie gut versorgt.", "Das Trampolin im Garten ist neu und die Kinder lieben es."},
		"fr": {"L'arbre de la cour est magnifique au printemps."},
		"es": {"El árbol del patio está precioso en otoño.", "Las ratas de laboratorio del proyecto se portaron bien.", "Compré un castillo hinchable para el cumpleaños de mi hija."},
		"it": {"L'albero del cortile è bellissimo in primavera."},
	}, CategorySafety)
}

// TestConcernVehicles checks the rules of brakes that fail, worn tyres,
// a driver asleep at the wheel, doors that open while a train moves, a
// lift that moves with its door open and a child forgotten in a school
// bus.
func TestConcernVehicles(t *testing.T) {
	checkProbes(t, map[string][]string{
		"en": {"The train doors opened while moving."},
		"de": {
			"Der Schulbus hat völlig abgefahrene Reifen.",
			"Der Gabelstapler hat keine funktionierenden Bremsen und wir müssen ihn trotzdem fahren.",
			"Der Fahrer ist am Steuer eingenickt, wir haben geschrien.",
			"Die Türen der S-Bahn gingen während der Fahrt auf.",
			"Der Aufzug fährt mit offener Tür los.",
			"Ein Kind wurde im Schulbus vergessen und saß stundenlang allein darin.",
		},
		"fr": {"Les portes du train se sont ouvertes en marche."},
		"es": {
			"Las puertas del metro se abrieron en marcha y casi se cae un chaval.",
			"El ascensor se mueve con la puerta abierta.",
			"Un niño se quedó encerrado en el autobús escolar toda la mañana.",
		},
		"pt": {"O ônibus escolar está com os pneus carecas.", "As portas do trem abriram em movimento."},
	}, map[string][]string{
		"en": {"I fell asleep on the bus on the way home.", "The brakes were replaced last week and work fine now."},
		"de": {"Ich habe meinen Schirm im Bus vergessen.", "Die Türen gingen auf und alle stiegen aus.", "Der Schulbus hat neue Winterreifen bekommen.", "Der Aufzug fährt wieder, die Tür wurde repariert."},
		"fr": {"Je me suis endormi dans le train en rentrant.", "Les freins ont été changés hier, tout va bien."},
		"es": {"Me dormí en el coche mientras mi padre conducía.", "Me quedé dormido en el autobús y me pasé de parada."},
		"pt": {"Os freios foram trocados ontem e estão ótimos."},
	}, CategorySafety)
}

// TestConcernWorkplaceConditions checks the rules of heat past 38 degrees
// with no ventilation, hypothermia, work on a roof in a storm or with no
// fall protection, extinguishers empty or missing, a person in charge
// who came drunk, many people ill after the food served, flares lit
// indoors and a crane's loads over people's heads.
func TestConcernWorkplaceConditions(t *testing.T) {
	checkProbes(t, map[string][]string{
		"en": {"The crane swings loads right over the workers' heads.", "There is not a single fire extinguisher in the whole market."},
		"de": {
			"In der Küche haben wir 45 Grad und es gibt keine Lüftung.",
			"In der Halle ist es eiskalt und zwei Kollegen hatten schon Unterkühlung.",
			"Wir müssen bei Gewitter aufs Dach.",
			"Wir müssen ohne Absturzsicherung auf dem Dach arbeiten.",
			"Die Feuerlöscher in der Uni sind seit Jahren abgelaufen.",
			"Auf dem Weihnachtsmarkt gibt es keinen einzigen Feuerlöscher.",
			"Nach dem Grillfest hatte die halbe Mannschaft Brechdurchfall, der Salat war verdorben.",
			"Beim Konzert wurden in der Halle Bengalos gezündet.",
		},
		"fr": {"Le moniteur de ski était complètement ivre."},
		"es": {
			"En la nave hace un frío horrible y ya van dos compañeros con hipotermia.",
			"Nos mandan subir al tejado con la tormenta encima.",
			"El profesor de educación física llegó bebido y nos hizo subir a la cuerda.",
			"Medio curso acabó con gastroenteritis después de comer en el comedor.",
			"En el concierto tiraron bengalas dentro del local cerrado.",
			"En la fiesta de la facultad había el doble de gente del aforo permitido.",
		},
		"it": {"In cucina ci sono 45 gradi e non c'è nessuna ventilazione."},
	}, map[string][]string{
		"en": {"It was 45 degrees in Seville and we had no air conditioning in the hotel, but the tapas were great."},
		"de": {
			"In der Sauna haben wir 90 Grad und das ist herrlich.",
			"Die Feuerlöscher wurden gestern geprüft, alles in Ordnung.",
			"Das Essen beim Grillfest war lecker, alle waren satt.",
			"Beim Konzert haben alle Handylichter gezündet, Gänsehaut.",
		},
		"es": {
			"El profe estaba borracho de felicidad después de ganar el torneo.",
			"Había más gente que el año pasado en la fiesta, todo un éxito.",
			"La comida de la boda fue espectacular, todos repitieron.",
			"Tiramos bengalas en la playa en Nochevieja, qué bonito.",
		},
		"it": {"Sul lago ci sono 40 gradi, che bellezza."},
	}, CategorySafety)
}

// TestConcernSchoolGrounds checks the rules of broken steps people fell
// on, a buckled floor, stairs and corridors dark for weeks, children
// alone by a pool or with no adult, ice nobody salts, brown tap water
// children drink and windows high up with no stopper.
func TestConcernSchoolGrounds(t *testing.T) {
	checkProbes(t, map[string][]string{
		"de": {
			"Die Stufe am Eingang ist abgebrochen und es sind schon drei Leute gestolpert.",
			"Der Hallenboden ist aufgewölbt und wir stolpern ständig beim Sport.",
			"Im Treppenhaus ist seit Wochen kein Licht und man sieht die Stufen nicht.",
			"Die Dreijährigen sind allein auf dem Hof, kein Erwachsener passt auf.",
			"Vor dem Schuleingang ist alles vereist und niemand streut.",
			"Das Leitungswasser in der Kita ist braun und die Kinder trinken es.",
			"Die Fenster im sechsten Stock lassen sich komplett öffnen und haben keine Sperre.",
			"Die Stühle im Hörsaal brechen zusammen, gestern ist ein Student damit umgefallen.",
		},
		"es": {
			"El escalón de la entrada está roto y ya se han caído tres personas.",
			"Los niños juegan al lado de una piscina sin valla.",
			"Hay hielo en la entrada del colegio y nadie echa sal.",
			"Las ventanas del sexto piso no tienen tope y se abren del todo.",
			"El suelo del pabellón está mojado por las goteras y ya se ha resbalado un jugador.",
		},
	}, map[string][]string{
		"de": {
			"Die Bank bricht zusammen, sagen die Analysten.",
			"Vor dem Eingang ist es glatt, aber der Hausmeister streut schon.",
			"Der Boden im Flur ist neu und eben.",
			"Im Treppenhaus wurden neue Lampen eingebaut.",
		},
		"es": {
			"La casa tiene piscina sin valla y jardín grande, ideal para adultos.",
			"Instalaron luces nuevas en la escalera, ahora se ve todo.",
		},
	}, CategorySafety)
}

// TestConcernStreetsAndWater checks the rules of a later round of
// probes: cars racing past a school and a child nearly run over,
// children let to swim in a strong current, walking on railway tracks,
// fire hoses with no water, a wasp nest where children play, escalators
// and revolving doors, broken glass with sharp edges, scooters racing
// through corridors, a drop behind a wall children climb, explosions
// that already happened in a lab, heavy things loose on high shelves
// and a burner left burning through a break.
func TestConcernStreetsAndWater(t *testing.T) {
	checkProbes(t, map[string][]string{
		"de": {
			"Die Löschschläuche im Gebäude haben kein Wasser.",
			"Auf dem Schulhof ist ein Wespennest direkt am Klettergerüst.",
			"Die Rolltreppe bremst ruckartig und die Leute fallen hin.",
			"Die Drehtür hat eine ältere Dame eingeklemmt.",
			"Die Glasscheibe in der Klassenzimmertür ist gesprungen und hat scharfe Kanten.",
			"E-Scooter rasen durch die Flure der Uni.",
			"Die Kinder klettern auf die Mauer, dahinter geht es fünf Meter runter.",
			"Die Betreuer lassen die Kinder im Fluss mit starker Strömung baden.",
			"Bei der Wanderung mussten wir über die Bahngleise laufen.",
			"Im Chemieraum lassen sie den Bunsenbrenner die ganze Pause brennen.",
			"Der Chemielehrer mischt Stoffe ohne Plan, es gab schon zwei Verpuffungen.",
			"Im Fitnessraum liegen die Hanteln lose auf den oberen Regalen.",
		},
		"es": {
			"Los niños cruzan la carretera sin paso de cebra para llegar al colegio.",
			"Los coches pasan a toda velocidad por delante de la puerta del colegio.",
			"Delante del colegio ya casi atropellan a un niño otra vez.",
			"El monitor dejó a los niños bañarse en el río con mucha corriente.",
			"En la excursión nos hicieron caminar por las vías del tren.",
			"Las mangueras contra incendios del edificio no tienen agua.",
			"Hay un nido de avispas enorme en el patio del colegio, junto a los columpios.",
			"Los patinetes eléctricos van a toda velocidad por los pasillos de la facultad.",
			"El cristal de la puerta del aula está roto y tiene picos.",
			"El profesor de química mezcla productos sin saber lo que hace y ya ha habido dos explosiones.",
			"En el gimnasio las pesas están sueltas en los estantes de arriba.",
		},
	}, map[string][]string{
		"de": {
			"Im Film rasen die Autos durch die Stadt.",
			"Wir haben im See gebadet, das Wasser war ruhig und warm.",
			"Die neue Rolltreppe im Bahnhof läuft super leise.",
			"Es gab schon zwei Explosionen vor Lachen in der Präsentation.",
			"Der Bunsenbrenner wurde nach dem Versuch sofort ausgeschaltet.",
			"Die Kinder klettern im Kletterpark mit Gurt und Helm.",
		},
		"es": {
			"Los coches de carreras pasan a toda velocidad en la película de Pixar.",
			"Casi me atropella la emoción al ver el resultado.",
			"Nos bañamos en el río, el agua estaba tranquila y cristalina.",
			"Ya ha habido dos explosiones de risa en la presentación.",
			"Se rompió un vaso de cristal en casa, ya lo he barrido.",
			"Las pesas nuevas del gimnasio están bien ordenadas en el estante.",
		},
	}, CategorySafety)
}

// TestConcernHangingOverPeople checks the rules of a light, a speaker or
// a hoop hanging by one cable or screw, something about to fall or
// coming apart, and a wall crumbling with stones falling, not a project
// hanging by a thread, a life falling apart or the writer about to fall
// asleep.
func TestConcernHangingOverPeople(t *testing.T) {
	checkProbes(t, map[string][]string{
		"de": {
			"Das Vordach an der Bushaltestelle vor der Schule droht einzustürzen.",
			"Der Lautsprecher in der Turnhalle hängt an einer einzigen Schraube über der Tribüne.",
			"Die Mauer am Schulhof bröckelt und es fallen schon Steine runter.",
			"Das Treppengeländer hat sich aus der Wand gelöst.",
		},
		"es": {
			"El foco del escenario cuelga de un cable justo encima del público.",
			"La marquesina de la parada del colegio está a punto de caerse.",
			"El altavoz del gimnasio cuelga de un solo tornillo encima de las gradas.",
			"El muro del patio se está cayendo a trozos y los niños juegan al lado.",
			"La canasta del polideportivo está medio descolgada y se mueve.",
			"Las baldosas de la fachada se están desprendiendo sobre la acera del instituto.",
		},
	}, map[string][]string{
		"de": {
			"Das Projekt hängt nur noch an einem seidenen Faden.",
			"Der neue Scheinwerfer über der Bühne ist super hell.",
			"Die Mauer des Schweigens bröckelt endlich.",
			"Der Chef droht einzustürzen, so gestresst ist er.",
		},
		"es": {
			"Estoy a punto de caerme de sueño en clase.",
			"El foco de la conversación cuelga de un hilo muy fino.",
			"Mi vida se está cayendo a trozos desde que perdí el trabajo.",
			"El equipo está a punto de caerse de cansancio.",
		},
	}, CategorySafety)
}
