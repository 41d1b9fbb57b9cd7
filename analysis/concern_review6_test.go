package analysis

import "testing"

// The tests below hold two blocks of untrained rules (concernRulesUntrained)
// to harmless look-alikes that share their words: the Spanish threats of a
// beating, a shot, a score to be paid or a warning, and the German
// self-harm and the harassment in German, Spanish, Italian and Portuguese.
// Each rule weighs 0.85 or 0.9 and decides alone, so each look-alike was a
// false alarm before its rule was narrowed: a shot at goal ("le pego un
// tiro al balón"), a board game or a race ("me cargo a todos en el Mario
// Kart"), a derby or a budget told as a bloodbath, a bet paid in beers or
// pizza, a knife for a watermelon, a chainsaw for firewood, a parking fine;
// and in German an exam week or a beach holiday ("am liebsten wäre ich
// einfach weg für immer auf Mallorca"), a burden to the team since an
// illness, a first-aid course, a razor ready for a shave, a jump from a
// bridge into a lake, a move to another city ("bald seid ihr mich los"),
// someone who ran after the writer with a forgotten key, a cat that
// followed the writer home and friends' teasing.

// TestConcernReview6SpanishThreatLookalikes checks that the Spanish (and
// two Portuguese) threat rules do not read football, games, cooking, the
// stock market or a parking fine as threats, which they did before.
func TestConcernReview6SpanishThreatLookalikes(t *testing.T) {
	checkProbes(t, nil, map[string][]string{
		"es": {"Le pego una hostia al balón y lo mando a la grada", "Nos cargamos a todos en el torneo de mus del pueblo", "Me cargo a todos en el Mario Kart", "Me cargo a todas las asignaturas de golpe este cuatrimestre", "Se van a arrepentir de habernos dejado ganar el primer set", "Va a correr la sangre en el derbi del domingo, dicen los comentaristas", "Va a pagar por lo que me hizo perder: las palomitas las paga él", "Me las va a pagar, le toca invitar a la cena", "Mi hermana me las va a pagar todas en el Monopoly", "No sabe con quién se mete en el parchís, ya lo verá", "Que se prepare el entrenador cuando salga el calendario, vamos a ganarlo todo", "Vas a desear no haber nacido cuando veas el examen de física jaja", "Duerme con un ojo abierto que mañana madrugamos para la excursión", "Tengo la navaja lista para el lunes, que vamos de acampada", "En la novela el asesino espera a la víctima con un cuchillo", "Esperaba con el martillo en la mano para colgar el cuadro", "La próxima vez no será solo un aviso, la multa de aparcamiento será el doble", "La reunión de mañana va a ser un baño de sangre para los presupuestos", "El mercado de fichajes va a ser un baño de sangre este verano", "Te paso la motosierra para cortar la leña", "Le paso la motosierra al tronco del jardín", "Me voy a cargar al profesor de tenis en el partido de mañana, juega fatal"},
		"pt": {"Esse bolo não sai vivo daqui hoje", "Vai pagar pelo que me fez: perdeu a aposta e paga a pizza"},
	}, CategoryThreats)
}

// TestConcernReview6GermanSelfHarmLookalikes checks that the German
// self-harm rules do not read exams, holidays, a move, an illness, a shave,
// a bridge jump into a lake or a novel as self-harm, which they did before.
func TestConcernReview6GermanSelfHarmLookalikes(t *testing.T) {
	checkProbes(t, nil, map[string][]string{
		"de": {"Am liebsten wäre ich einfach weg für immer auf Mallorca", "Am liebsten wäre ich nicht mehr hier, sondern im Urlaub", "Im Erste-Hilfe-Kurs haben wir gelernt, was man tut, wenn sich jemand etwas antun will", "Im Roman versucht die Heldin, sich das Leben zu nehmen", "Ich will, dass alles aufhört zu regnen", "Ich möchte, dass alles endlich vorbei ist mit der Baustelle vor dem Fenster", "Ich muss mir wehtun lassen beim Zahnarzt, leider", "Die Klinge liegt bereit, ich rasiere mich gleich", "Der Strick liegt bereit für das Klettertraining", "Die Rasierklinge habe ich wieder in der Hand, der Bart muss ab", "Bald seid ihr mich los, ich ziehe nach Hamburg", "Ihr seid mich bald los, ab Montag mache ich Urlaub", "Bald von mir befreit: ab nächster Woche übernimmt meine Kollegin die Schicht", "Das Leben hat keinen Sinn ohne Kaffee am Morgen jaja", "Ich denke an mein Ende der Ausbildung im Sommer", "Ob ich die Nacht überlebe, weiß ich nicht, die Nachbarn feiern laut", "Ob ich das Wochenende überlebe mit drei Kindergeburtstagen", "Besser nicht zu existieren als ein Meeting ohne Agenda jaja", "Es wäre besser, einfach nicht mehr aufzuwachen um sechs Uhr", "Ich habe Schmerzmittel gehortet wegen meiner Migräne", "Allem ein Ende zu setzen, was die Bürokratie angeht, wäre schön", "Warum ich noch lebe in dieser teuren Stadt, frage ich mich", "Mir ist egal, ob ich lebe in Köln oder in Bonn", "Ich gehöre einfach nicht auf diese Welt der Aktienhändler", "Ich will einfach weg von dieser Welt der Social Media", "Ich bin nur noch eine Belastung für meinen Rücken mit diesem Rucksack", "Ich falle nur zur Last mit meinen vielen Fragen, sorry", "Keine Lust mehr zu leben ohne Sommerferien jaja", "Keine Kraft mehr zum Leben nach dem Marathon heute", "Ich wünschte, ich wäre nie auf der Welt in der Steinzeit gewesen", "Die Schauspielerin ritzt sich im Film, das Thema war wichtig", "Ich habe mir wieder Schnitte gemacht beim Gemüse schneiden, die Klinge war stumpf", "Ich füge mir selbst Schmerzen zu beim Joggen, Muskelkater ist normal", "Alle wären ohne mich besser dran beim Singen, ich treffe keinen Ton"},
	}, CategorySelfHarm)
}

// TestConcernReview6HarassmentLookalikes checks that the harassment rules
// of the same block do not read a forgotten key, a pet that follows, a bet,
// friends' teasing or a cat at the window as harassment, which they did
// before.
func TestConcernReview6HarassmentLookalikes(t *testing.T) {
	checkProbes(t, nil, map[string][]string{
		"de": {"Er ist mir nachgelaufen, weil ich meinen Schlüssel vergessen hatte", "Der Hund ist mir bis nach Hause gefolgt", "Die Katze ist mir bis zur Haustür nachgelaufen", "Der Postbote ist mir nachgegangen, weil ich das Paket vergessen hatte", "Sie machen mich vor allen fertig beim Tischtennis, ich bin so schlecht", "Sie nennen mich Loser beim Mario Kart, aber wir lachen alle", "Meine Freunde nennen mich fett im Spaß, weil ich Pizza liebe", "Wir lachen hinter meinem Rücken über die Überraschungsparty, die ich vorbereite", "Sie machen sich über meinen Witz lustig, aber freundlich", "Meine Freunde machen sich über meine Frisur lustig, ist okay", "Ich bekomme Hassnachrichten von niemandem, alle sind nett hier", "Wenn ich nicht mit ihm essen gehe, verliere ich die Wette", "Falls ich nicht mit ihr ausgehe, verliere ich ein Kino-Date mit meiner Schwester"},
		"es": {"Un chico me siguió el juego en la fiesta y acabamos bailando", "Difundieron rumores sobre mí en la obra de teatro del instituto: era mi personaje", "Me espía por la ventana mi gato todas las mañanas"},
		"it": {"Fanno battute pesanti sul calcio"},
	}, CategoryHarassment)
}
