package analysis

import (
	"slices"
	"testing"
)

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
// poignets de sa veste", "ho buttato giù tutto il flacone di compresse
// vecchie", "I wott nume läbe und gniesse", "ich überlege, vor den Bus
// zu laufen, damit er noch hält"). 87 fired a rule of 0.85: 28 of the 33
// rules fired on at least one, 23 on two or more. The review lowered
// those 23 to 0.7 (19 Romance; 3 De6 and the review14 jump in German) and guarded the other five
// (a child's shout, "und gniesse", a game's mission, "vor Scham",
// "Sterben lernen"). Now none fires a rule of 0.85.

// TestConcernReview19SelfHarm checks the look-alikes of the third review
// that no self-harm rule of 0.5 or more fires on now and the detector
// does not flag.
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

// TestConcernReview19Lowered checks that the detector does not flag the
// look-alikes of the third review that still fire a rule the review
// lowered to 0.7, which now only lowers the classifier's threshold.
func TestConcernReview19Lowered(t *testing.T) {
	l := NewLocal()
	verdicts := probeVerdicts{t: t}
	defer verdicts.done()
	for lang, texts := range map[string][]string{
		"fr": {
			"Je veux plus jamais me réveiller. Je blague, la journée était super !",
			"Je veux plus me réveiller, disait ma fille le premier jour des vacances.",
			"Je voudrais plus me réveiller quinze minutes avant le réveil, c'est rageant.",
			"Ma plante veut plus vivre malgré l'arrosage, je vais la rempoter.",
			"Je suis un poids pour tout le monde question covoiturage : pas de permis.",
			"« Je suis un poids pour tout le monde » : c'est le titre du sketch de ce soir.",
			"Je suis un poids pour mes parents niveau lessive, j'ai trop de maillots de foot.",
			"Ma soeur se coupe les poignets de sa veste trop longue, c'est la mode.",
			"J'ai l'impression de me mutiler les cheveux quand je vais chez ce coiffeur.",
			"Écouter ce groupe, c'est me mutiler les tympans.",
		},
		"es": {
			"No quiero despertarme nunca más resfriado, me compro un edredón nuevo.",
			"Mi abuelo se quemaba con puchos mal apagados en el sillón.",
			"No voy a mutilarme el flequillo otra vez en casa, iré a la peluquería.",
			"Me pego puñetazos en la cara cuando juego a la Wii, jajaja.",
			"Cubro las marcas de mis piernas, son picaduras de mosquito del camping.",
		},
		"it": {
			"Stu divano è accussì comodo, nun me voglio scetà cchiù stasera.",
			"Ferie finalmente: nun me voglio scetà cchiù lunedì.",
			"Nun me voglio sceta' cchiù, è na canzone ca canta sempe mia nonna.",
			"Che figuraccia al matrimonio, vojo sparì pe sempre!",
			"Vorria sparì pe sempre 'ncopp'a n'isola cu' o mare.",
			"Vojo sparì pe sempre, scherzavo eh, sto benissimo.",
			"Quanno perdo a carte vojo sparì pe sempre, ma po' rido.",
			"Vorria scomparì pe sempre dint' 'o lietto 'a dummeneca matina.",
			"Mi sono mutilato il pollice con la mandolina mentre cucinavo.",
			"Stasera non ceno per punizione: ho perso la scommessa e pago io la pizza agli amici.",
			"Salto i pasti come punizione? La mia nutrizionista dice che è una sciocchezza.",
			"Ho ingoiato tutta la scatola di tachipirina? Ma figurati, una sola.",
			"Ho buttato giù tutto il flacone di compresse vecchie, il medico le ha cambiate.",
			"Ho inghiottito tutto il blister di pastiglie alla liquirizia, sono golosissima.",
		},
		"pt": {
			"Minha mãe ficaria mais tranquila se eu não estivesse morando longe.",
			"Me mutilar os pés nesse sapato novo, nem pensar.",
			"Me dou murros na cabeça por ter esquecido o aniversário dela, é modo de falar.",
			"Me dava socos na cara pra acordar no intervalo, brincadeira.",
			"Deixei a medicação pra sumir o efeito do antialérgico antes do exame.",
		},
		"de": {
			"Wäre es besser, wenn es mich nicht gäbe? Diese Frage stellt der Engel im Film, und die Antwort ist nein.",
			"I wett nümme erwache wäg em Hund vom Nachbar, de bellt jede Morge.",
			"Eigentlich wott i nume ufwache und grad zmorge esse.",
			"Der Gedanke, vor einen Bus zu laufen, kam mir nie, ich bin eher ängstlich im Verkehr.",
		},
	} {
		for _, text := range texts {
			v := l.DetectConcern(text)
			verdicts.check(!v.IsSerious, "%s: DetectConcern(%q) = %+v, want none", lang, text, v)
		}
	}
}

// TestConcernReview19Demoted checks that the reports of the rules the
// third review lowered to 0.7, which the detector no longer flags by
// themselves (the classifier, whose threshold such a rule lowers, does
// not), still reach the self-harm threshold of the rules. They were
// reports of concern_selfharm6_test.go, concern_review11_test.go,
// concern_review16_test.go and concern_precision7_test.go, moved here.
func TestConcernReview19Demoted(t *testing.T) {
	d := &concernDetector{rules: compileConcernRules()}
	c := slices.Index(categoryOrder, CategorySelfHarm)
	for _, text := range []string{
		"Me quemo con cigarrillos cuando estoy triste.",
		"nun me vojo scetà cchiù, basta",
		"vojo sparì pe sempre, nun ce la faccio più",
		"non ceno come punizione perché faccio schifo",
		"larguei o tratamento para morrer",
		"jveux pu vivre. personne comprend",
		"je sens que je suis un poids pour ma mère, elle mérite mieux",
		"eu me mutilo quando fico ansiosa",
		"je mange rien par punition, je le mérite",
		"no quisiera despertar jamás, nada tiene sentido",
		"me sigo quemando con cigarrillos",
		"he vuelto a mutilarme",
		"me pego puñetazos en la cabeza cuando me equivoco",
		"oculto las marcas de mis muslos",
		"j'aimerais plus me réveiller, je suis vidée",
		"chuis un poids pour ma famille, ils méritent mieux",
		"je me mutile encore, j'y arrive pas",
		"me pego puñetazos en la cara cuando fallo",
		"vojo sparì pe sempre, nun reggo più",
		"ho ingoiato tutto il blister di ansiolitici",
		"escolhi o dia pra me matar",
		"me dou murros quando erro",
		"ma colocataire se coupe les bras, j'ai vu les marques",
		"jveux pu me reveiller",
		"j'veux pus me réveiller, c'est trop dur",
		"je voulais plus vivre cet hiver",
		"no quiero volver a despertar nunca más",
		"me sigo mutilando aunque prometí parar",
		"me doy puñetazos en la cara cuando me equivoco",
		"nun me vojo sveglià più",
		"nun ce la faccio più, vojo sparì pe sempre",
		"nun me vojo svejà più, so' stanco",
		"mi sono mutilata le braccia",
		"me dou socos quando vou mal na prova",
		"a minha mãe ficaria mais tranquila se eu morresse",
		"já marquei a data pra me matar",
	} {
		checkRulesReach(t, d, "", text, c)
	}
}
