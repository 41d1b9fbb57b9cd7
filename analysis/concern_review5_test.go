package analysis

import "testing"

// TestConcernSafety4Lookalikes holds the fourth batch of untrained safety
// rules (concernRulesUntrained, "Hazards told without their words") to
// harmless look-alikes found in a review: a scene of a film, a series or a
// game ("im Computerspiel", "in the film the fire exit wouldn't open"), a
// hazard already fixed ("das Wespennest wurde entfernt", "trotz Meldung
// ist die Treppe jetzt endlich repariert"), a bouncy castle deflated at
// the end of a party, fingers of wine or of paint and fingers lost years
// ago in a novel, a stage or the stands that move with dancing, a shelf
// overloaded with books, a ladder that wobbles a bit, a tap that leaks, a
// disused railway line, and fires of ratings. Each rule weighs 0.85 and
// decides alone, so each of these was an alarm before the rules were
// narrowed with guards.
func TestConcernSafety4Lookalikes(t *testing.T) {
	checkProbes(t, nil, map[string][]string{
		"es": {
			"Perdió los dedos de los guantes en la nieve, los encontró luego.",
			"Superaron el aforo de reservas online, tuvieron que abrir otra sala.",
			"La tarima del escenario cruje un poco, le falta aceite a las bisagras del telón.",
			"La colchoneta hinchable de la piscina se desinfló, hay que parchearla.",
			"Casi atropellan a un niño en la película, qué escena tan tensa.",
			"Casi se cae el móvil por la ventana del coche, qué susto.",
			"Casi se cae la tarta del balcón cuando la sacamos a enfriar.",
			"El andamio se balancea en el videojuego cuando saltas, es muy gracioso.",
			"El andamio se balancea un poco con el viento pero está anclado y revisado.",
			"El castillo hinchable se desinfló cuando apagaron el motor, todo normal.",
			"El depósito de gasóleo del coche pierde algo de aceite, al taller el lunes.",
			"El escenario del concierto se movía de tanto bailar, qué fiesta.",
			"El foco del salón está a punto de caerse de moda, ja.",
			"El hinchable del cumpleaños se desinfló al final y los niños se rieron.",
			"El nido de avispas del patio ya lo quitaron los bomberos.",
			"El proyector se cae a trozos de viejo, necesitamos uno nuevo.",
			"En altura sin red trabaja el trapecista del circo, es su número.",
			"En la película la puerta de emergencia no se abría y el protagonista escapaba por el tejado.",
			"Fuimos por las vías del tren abandonado, ahora es una vía verde.",
			"La escalera mecánica frena de golpe en el juego de plataformas.",
			"La grada se movía con los cánticos de la afición, qué ambiente.",
			"La tribuna se cae a trozos de aplausos, qué concierto.",
			"La ventana sin tope se cierra sola, hay que poner un tope de goma.",
			"La zanja sin vallar era parte del juego de rol, no existe.",
			"Mi hermano perdió dos dedos de pintura azul en el concurso, ja.",
			"Nadie hace nada con el cable suelto del cargador, sigue sin cargar el móvil.",
			"Perdió dos dedos de frente, dice mi abuela del vecino pesado.",
			"Ya ha habido tres incendios en la serie y van por la segunda temporada.",
			"Ya hubo dos incendios de audiencia en la tele esta semana.",
		},
		"de": {
			"Das Boot war überladen mit Picknickkörben, wir haben gelacht.",
			"Die Hüpfburg ist beim Abbau zusammengefallen, wie immer.",
			"Das Wespennest im Kindergarten hat der Imker umgesiedelt.",
			"Das Geländer hat sich gelöst und wurde heute neu verschraubt.",
			"Das Gerüst schwankt im Computerspiel, wenn man darauf springt.",
			"Das Regal ist überladen mit Büchern, ich brauche ein neues.",
			"Das Wespennest am Schulhof wurde gestern entfernt.",
			"Der Kran ist überladen im Computerspiel, dann kippt er und man verliert.",
			"Der Partykeller hat keinen Notausgang im Spiel, man muss den Schlüssel finden.",
			"Die Hüpfburg ist nach der Party zusammengefallen, weil wir die Luft abgelassen haben.",
			"Die Rolltreppe ruckelt ein bisschen, aber sie fährt.",
			"Es gab schon zwei Brände in der Serie, ich bin gespannt auf die dritte Staffel.",
			"Trotz Beschwerden ist die Treppe jetzt endlich repariert.",
			"Trotz Meldung ist der Aufzug langsam, aber er fährt sicher.",
		},
		"fr": {
			"Le château gonflable s'est dégonflé pendant le rangement.",
			"Dans le roman, le menuisier a perdu deux doigts il y a longtemps.",
			"Il a perdu deux doigts de vin sur la nappe, quelle maladresse.",
			"Le château gonflable s'est dégonflé à la fin de la fête quand on a coupé la soufflerie.",
			"Le toit fuit sur les prises dans le film d'horreur.",
		},
		"it": {
			"Il gonfiabile si è sgonfiato alla fine quando hanno spento il motore.",
			"Il palco traballava per quanto ballavamo, che festa.",
			"Nel romanzo il falegname ha perso due dita anni fa.",
		},
		"en": {
			"In the film the fire exit wouldn't open and they had to break the glass.",
			"In the novel the carpenter lost two fingers years ago.",
			"The bouncy castle deflated at the end when they turned off the blower.",
			"The crane over the workers' heads in the model is so detailed.",
			"The ladder wobbles a bit but my dad holds it.",
			"The socket smells burnt in the film and then the house burns down.",
		},
		"pt": {
			"No romance o carpinteiro perdeu dois dedos há anos.",
			"O castelo inflável murchou no fim quando desligaram o motor.",
		},
	}, CategorySafety)
}
