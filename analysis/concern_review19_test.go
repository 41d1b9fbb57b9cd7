package analysis

import "testing"

// The third review of the self-harm rules of Selfharm6 (French, Spanish,
// Italian, Portuguese; concern_selfharm6_test.go, concern_review11_test.go,
// concern_review16_test.go) and De6 (German; concern_de6_test.go,
// concern_review13_test.go, concern_review17_test.go): five new
// look-alikes aimed at each of the 33 self-harm rules of 0.85 or more
// from index 2137 of concernRulesUntrained, 160 in all, with the harmless
// ending the guards did not list yet ("je veux plus me réveiller
// ballonné après la raclette", "no quiero despertarme nunca más
// resfriado", "vorria sparì pe sempre 'ncopp'a n'isola", "o time seria
// bem melhor se eu não estivesse machucado", "ma soeur se coupe les
// poignets de sa veste", "I wott nume läbe und gniesse", "ich überlege,
// vor den Bus zu laufen, damit er noch hält"). 87 fired a rule of 0.85:
// 28 of the 33 rules fired on at least one, 23 on two or more. Five rules
// that fired once were guarded (a child's shout, "und gniesse", a game's
// mission, "vor Scham", "Sterben lernen"). The 23 stay at 0.85: lowered to
// 0.7 they would have left 36 of the rounds' self-harm reports unflagged,
// and a missed report of self-harm costs more than an alarm on a
// look-alike written to trip a rule (none of them fires on the 28,615
// harmless labelled texts); the look-alikes they still fire on are left
// out of this test (docs/analysis-languages.md, "selfharm6").

// TestConcernReview19SelfHarm checks the look-alikes of the third review
// that no self-harm rule of 0.5 or more fires on now and the detector
// does not flag (counted in probeTally).
func TestConcernReview19SelfHarm(t *testing.T) {
	checkProbes(t, map[string][]string{}, map[string][]string{
		"fr": {
			"Ma coloc se coupe les veines ? Non, elle se coupe les cheveux toute seule.",
			"Je saute des repas par punition ? Non, c'est le ramadan.",
			"Je jeûne pour me punir d'avoir perdu le pari avec mon frère, mais seulement jusqu'à midi.",
			"Je mange rien par punition, c'est ce que crie mon fils quand il boude.",
		},
		"es": {
			"Me daba cabezazos contra la pared por no entender las matemáticas, en sentido figurado.",
			"Me di puñetazos en la cabeza por olvidar las llaves, figuradamente hablando.",
			"Tapo las cicatrices de mis brazos de la operación del codo con manga larga.",
			"Tapaba las marcas de los brazos del sol, el moreno de albañil.",
		},
		"it": {
			"Nun me voglio svegliare cchiù stanotte pe' 'o cane, aggio miso 'e tappi.",
			"Non mangio per punirmi, mangio per piacere.",
			"Digiuno per punizione? No, è il Ramadan.",
			"Ho preso tutta la scatola di compresse dal farmacista per la nonna.",
			"Ho preso tutta la scatola di pastiglie per la gola in farmacia.",
			"Ho preso tutta la confezione di compresse per le vacanze, basterà per due settimane.",
			"Ho preso tutto il flacone di xanax? No, ne ho presa una come da ricetta.",
		},
		"pt": {
			"Me dou socos no saco de pancada todas as manhãs na academia.",
			"Não como pra me castigar, como porque gosto!",
			"Fico sem comer como castigo? Não, é jejum para exame de sangue.",
			"Pulo as refeições de castigo? Claro que não.",
			"Meu filho grita não como de castigo quando mando pro quarto.",
			"Deixo de comer como punição? Nunca, sou chef de cozinha.",
			"Parei o tratamento de canal pra acabar com tudo de uma vez: vou extrair o dente.",
			"Parei os remédios pra morrer de rir no show, brincadeira, o médico liberou.",
			"No viaduto quase pulei de susto quando o caminhão buzinou.",
			"No telhado quase pulei de alegria com a vista.",
			"Na janela quase me atirei pra pegar o gato que escapava.",
			"Na laje, no churrasco, quase pulei na piscina de roupa e tudo.",
			"Na varanda quase me joguei no sofá de tanto cansaço.",
		},
		"de": {
			"Springe im Urlaub von der Brücke ins Meer, wie alle Jugendlichen in Mostar.",
			"Werfe nie Müll vor die Bahn, das gefährdet die Fahrer.",
			"Spring vom Dach des Schuppens ins Heu, haben wir als Kinder immer gemacht.",
			"I wott nume läbe und gniesse, drum gang i i d'Ferie.",
			"I wott nümme läbe ohni Kafi am Morge.",
			"I wott nümme lebe in dere WG, mir zügled uf Bern.",
			"Eigentlich will i nume läbe wie früener uf em Land.",
			"I ha kei Luscht meh z läbe i dere Stadt, mir zügle.",
			"Hab ka Bock mehr zu leben wie ein Mönch, jetzt wird gefeiert.",
			"Ich hab einfach koa Lust mehr zum Leben im Hotel, will heim.",
			"Hani kei Luscht meh z läbe uf Pump, drum spar i jetzt.",
			"Echt kei Bock meh z läbe mit dem Lärm vo de Baustell.",
			"Für die Mücken wäre es besser, wenn es mich nicht gäbe, so oft wie die mich stechen.",
			"Manchmal wäre es für den Schachclub besser, wenn es mich nicht gäbe, so oft wie ich verliere, aber ich spiele gern.",
			"Ich hoffe, dass mich ein Auto nie erfasst, deshalb trage ich eine Warnweste.",
			"Ich hoffe, dass mich im Spiel ein Auto endlich erwischt, damit die Mission vorbei ist.",
			"Hoffentlich erwischt mich der Bus noch, sonst komme ich zu spät.",
			"Ich hoffe, mich hat kein Auto erfasst, sagte der Fußgänger, aber es war nur ein Schreck.",
			"Ich möchte mich am liebsten komplett auslöschen aus allen Social Media Kanälen.",
			"Ich will mich endgültig auslöschen aus allen Datenbanken, Stichwort Datenschutz.",
			"Will mich ganz auslöschen? Nein, nur mein altes Profil.",
			"Würde mich am liebsten selbst auslöschen vor Scham, so peinlich war die Präsentation, aber egal.",
			"Ich möchte mich auslöschen lassen aus dem Verteiler des Vereins.",
			"Ich freue mich schon aufs Sterben der alten Heizung, dann gibt es endlich eine neue.",
			"Freu mich aufs Sterben im Computerspiel, dann fange ich wieder am Anfang an.",
			"Ich freue mich auf mein Ende der Probezeit im März.",
			"Ich freue mich schon auf mein Ende als Azubi, dann bin ich Gesellin.",
			"Ich freue mich aufs Sterben lernen im Kurs Letzte Hilfe, das Thema interessiert mich.",
			"Es ist schön, nicht mehr aufzuwachen, wenn der Nachbar um fünf Uhr bohrt.",
			"Seit dem neuen Rollo ist es toll, nicht mehr aufzuwachen vom Licht.",
			"Herrlich, nie mehr aufwachen mit Wecker, die Rente ist da.",
			"Angenehm, nicht mehr aufzuwachen wegen der Straßenbahn, seit wir umgezogen sind.",
			"I wott nume ufwache, wenn de Kafi fertig isch.",
			"Ich will nie meh ufwache um vieri, drum stell i de Wecker um.",
			"I möcht nümme aufwache mit Kopfweh, drum trink i weniger.",
			"Ich denke dran, vor den Zug zu gehen, um in den ersten Wagen einzusteigen.",
			"Ich habe keine Lust, vor die Straßenbahn zu laufen, darum warte ich an der Ampel.",
		},
	}, CategorySelfHarm)
}
