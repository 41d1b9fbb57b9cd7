package analysis

import (
	"slices"
	"testing"
)

// The second review of the De6 German rules (concern_de6_test.go,
// concern_review13_test.go): at least six new look-alikes aimed at each
// rule the first review left at 0.85, whose denial, answer, source or
// date comes later in the sentence, where the guards did not look ("nur
// die Polen kriegen die Drecksarbeit, singt der Kabarettist", "mit meinem
// Kopftuch nie eine Einladung? Witz, ich hatte fünf", "ich möchte mich
// selbst auslöschen, dachte ich damals", "ich schlage mich selbst mit dem
// Tennisschläger, bis ich blaue Flecken bekomme"). Of the 197 look-alikes
// (144, then two fresh batches of 29 and 24 written to test the
// narrowing), 115 fired a De6 rule of 0.85 and 96 were flagged only
// because of the round (137 flagged, 41 without the De6 rules). The
// review lowered every De6 discrimination rule still at 0.85 (thirteen)
// and the two self-harm rules of a blow "bis es blutet" to 0.7, guarded
// every De6 discrimination rule with a later clause that tells the
// burden as said, sung, feared, believed, dated or denied (de6Told) and
// the De6 self-harm rules of 0.85 with one of their own (de6ToldSH), and
// narrowed a few more. Now none fires a rule of 0.85, one a rule of 0.7,
// and the round flags none; the 41 the classifier flags without the
// round are left out. The 155 below fire no De6 rule and nothing flags
// them. The 483 look-alikes of the two earlier tests fire none, before
// and after.

// TestConcernReview17DE6 checks the look-alikes of the second review of
// De6.
func TestConcernReview17DE6(t *testing.T) {
	checkProbes(t, map[string][]string{}, map[string][]string{
		"de": {
			"Nur die Rumänen müssen die Drecksarbeit machen, hat ein Kunde behauptet, aber bei uns rotiert der Putzplan jede Woche.",
			"Nur die Iren mussten damals die Drecksarbeit beim Kanalbau machen, lernen wir in Geschichte über New York.",
			"Nur die Polen kriegen die Drecksarbeit, singt der Kabarettist, und das ganze Publikum lacht über die Vorurteile.",
			"Nur die Gastarbeiter mussten die schwerste Arbeit machen, erzählt mein Opa von 1965, heute leitet er selbst die Firma.",
			"Nur die Kroaten kriegen die Drecksarbeit? Wer hat dir das erzählt, bei uns macht das jeder reihum.",
			"Nur die Syrer müssen die Drecksarbeit machen, war ein Gerücht im Dorf, das der Bürgermeister klar dementiert hat.",
			"Im Lager müssen nur die Bulgaren die schwersten Arbeiten machen, so stand es im Roman von Herta Müller, den wir lesen.",
			"Bei uns müssen nur die Portugiesen die Drecksarbeit machen, witzelt mein Kollege, dabei ist er selber Portugiese und Chef.",
			"Hier kriegen nur die Afrikaner die Drecksarbeit, hat die Reporterin geschrieben, der Betrieb wurde geprüft und alles war sauber.",
			"Auf der Baustelle müssen nur die Albaner die schwersten Arbeiten machen, sagt der Polier im Tatort, bevor er verhaftet wird.",
			"Da müssen nur die Serben die Drecksarbeit machen? Nö, bei uns entscheidet das Los.",
			"Im Hotel kriegen nur die Tamilen die schlechtesten Schichten, das war bis 2019 so, seit dem Betriebsrat ist es gerecht verteilt.",
			"Die Polen kriegen immer die schwersten Arbeiten, dachte ich, bis ich den Dienstplan gesehen habe, alles gleich verteilt.",
			"Die Italiener und die Türken mussten immer die Drecksarbeit machen, lernen wir im Museum über die Gastarbeiter der Sechziger.",
			"Die Rumänen kriegen stets die schwersten Arbeiten? Stimmt so nicht, schau in den Plan.",
			"Die Ukrainer bekommen dauernd die Drecksarbeit, hat die Zeitung geschrieben, aber die Kontrolle fand nichts dergleichen.",
			"Die Bosnier mussten grundsätzlich die schwersten Arbeiten machen, in dem Stück von Brecht, das wir im Deutschunterricht lesen.",
			"Bei uns müssen die Rumänen immer die Drecksarbeit machen? Wer erzählt denn sowas, das stimmt überhaupt nicht.",
			"In der Serie kriegen die Syrer immer die Drecksarbeit, und am Ende streiken sie und gewinnen.",
			"Im Werk mussten die Türken immer die schwersten Arbeiten machen, das erzählt die Ausstellung über 1970, heute ist das Geschichte.",
			"Bei uns kriegen die Portugiesen immer die schwersten Arbeiten, haha, weil sie beim Armdrücken immer gewinnen.",
			"Die Führungsposten gingen immer an Männer, so war es in den Fünfzigern, heute ist das zum Glück anders.",
			"Die Beförderungen gehen nur an Deutsche, behauptete ein anonymer Kommentar, die Statistik der Personalabteilung zeigt etwas anderes.",
			"Die guten Stellen gehen nur an Einheimische, ist ein Vorurteil, das unser Integrationskurs widerlegt hat.",
			"Seit meiner Diagnose wurden mir die schweren Projekte weggenommen, was ich selbst beantragt hatte, und das tut mir gut.",
			"Nach meiner Elternzeit wurde mir die Teamleitung entzogen, fürchtete ich, aber sie haben sie mir sofort zurückgegeben.",
			"Wegen meiner Schwangerschaft wurden mir die Nachtdienste gestrichen, was das Mutterschutzgesetz vorschreibt.",
			"Nach meinem Burnout wurde mir die Verantwortung entzogen, bis ich wieder stabil war, mein Chef hat sich vorbildlich verhalten.",
			"Seit meiner Krebsdiagnose wurde mir die Projektleitung entzogen? Nein, ich leite das Projekt weiter, nur von zu Hause.",
			"Nach meiner Chemo wurde mir der Bonus gestrichen, dachte ich, aber es war nur ein Fehler der Buchhaltung, längst korrigiert.",
			"Mit meinem türkischen Namen keine Einladung? Ich hatte letzte Woche drei Vorstellungsgespräche.",
			"Mit einem polnischen Namen keine Wohnungsbesichtigung, das zeigte eine Studie aus dem Jahr 2010, die wir diskutiert haben.",
			"Mit meinem afrikanischen Vornamen nie eine Einladung, hat mir meine Tante prophezeit, sie lag zum Glück falsch.",
			"Mit meinem kroatischen Namen keine Zusage bekommen, das ist jetzt zehn Jahre her und längst vergessen, heute bin ich Abteilungsleiter.",
			"Mit einem Kopftuch keine Wohnung, das war früher in unserer Stadt leider so, heute gibt es die Antidiskriminierungsstelle.",
			"Mit meinem Kopftuch nie eine Einladung? Witz, ich hatte fünf Einladungen.",
			"Mit dem Kopftuch keine Stelle zu bekommen, davor hatte meine Mutter Angst, aber sie wurde sofort genommen.",
			"Die Kita nimmt keine Geflüchteten? Erzählt man sich im Dorf, stimmt aber nicht, drei Kinder aus Syrien sind schon da.",
			"Der Chor nahm keine Juden auf, das war 1938, heute erinnert eine Gedenktafel daran.",
			"Das Internat nahm keine Schwarzen auf, erzählt der Film über die Südstaaten der fünfziger Jahre.",
			"Ältere Bewerber werden nicht eingeladen? Das stimmt nicht, wir haben letztes Jahr drei über 55 eingestellt.",
			"Ausländische Bewerber wurden nie eingeladen, behauptete der Artikel, die Firma konnte das Gegenteil belegen.",
			"Schwangere Bewerberinnen wurden nicht eingestellt, so die Praxis vor dem Gleichbehandlungsgesetz, heute ist das verboten.",
			"Muslimische Bewerberinnen werden nicht eingeladen, so lautete die These der Studie, die sich aber nicht bestätigt hat.",
			"Ältere Bewerber werden nie eingestellt, heißt ein Mythos, unsere Firma hat gerade einen 61-Jährigen angestellt.",
			"Mein Name klingt türkisch und nie hat mich das einen Job gekostet.",
			"Mein Name klingt arabisch, deshalb keine Einladung? Quatsch mit Soße, ich hatte drei Gespräche.",
			"Mein Vorname klingt afrikanisch, deshalb nie eine Zusage, denkt die Heldin im Roman, bis sie die Stelle bekommt.",
			"Sein Name klingt russisch, deshalb keine Wohnung, hiess es in der Doku über die Neunziger.",
			"Mein Name klingt fremd und keine Absagen bisher, nur Zusagen, das freut mich.",
			"Ältere Kollegen werden rausgeekelt, so der Plot der Serie, die ich gerade schaue.",
			"Die älteren Mitarbeiter werden systematisch entlassen? Behauptet die Gewerkschaft, die Firma hat alle übernommen.",
			"Ältere Kollegen werden gezielt ersetzt, behauptete ein anonymer Kommentar, die Betriebsrätin hat das widerlegt.",
			"Die türkischen Kollegen wurden aussortiert, fürchtete die Belegschaft, dann wurden alle unbefristet übernommen.",
			"Ältere Angestellte werden rausgemobbt, war die Überschrift, aber der Artikel handelte von einer Firma in den USA.",
			"Die polnischen Mitarbeiter wurden gezielt entlassen, steht in dem Krimi, den ich gerade lese.",
			"Ich schlage mich selbst beim Squash, bis ich blaue Flecken habe, der Ball prallt immer zurück.",
			"Ich schlage mich selbst jeden Abend beim Schach, bis es blutet, nein, war ein Witz, es ist nur frustrierend.",
			"Schlag mich selbst, bis es blutet, singt die Band im ersten Lied, zum Glück ist es nur Punk.",
			"Ich schlug mich selbst mit dem Ast, bis ich blaue Flecken hatte, beim Wandern im Dickicht.",
			"Ich schlage mich selbst mit dem Tennisschläger, bis ich blaue Flecken bekomme, mein Aufschlag ist furchtbar.",
			"Ich schlage mich selbst im Training, bis ich blaue Flecken habe, sagt der Boxer im Film über seine Schattenübungen.",
			"Ich habe mir den Kopf an die Wand geschlagen, bis es blutete, beim Aufstehen im Hochbett, jetzt ist ein Polster dran.",
			"Mir den Kopf an die Tür gerammt, bis es blutete, aus Versehen beim Umzug, jetzt ist alles verheilt.",
			"Den Kopf immer wieder gegen die Wand geschlagen, bis es blutete, so stand es im Bericht über den Specht, den wir im Bio lesen.",
			"I wott nümme läbe in Züri, d Miete isch z tüür, drum ziehni uf Bern.",
			"I wott nümme läbe, het de Bösewicht im Tatort gseit, bevor er sich gstellt het.",
			"Hab ka Lust mehr zum Leben im Dorf, drum ziehe ich nach Wien.",
			"Kei Bock meh z läbe wie es Murmeli, i gang jetzt wieder schaffe.",
			"Ich hab koa Lust mehr zum Leben ohne Berge, sagt mein Cousin in Hamburg.",
			"Ka Bock mehr zum Leben in der WG, die Küche ist ein Saustall, nächste Woche zieh ich aus.",
			"Hab ka Lust mehr zum Lebn, sagt der Kasperl, und die Kinder lachen, weil er dann gleich wieder tanzt.",
			"Es wäre besser, wenn es mich nicht gäbe, denkt George im Film, bis sein Engel ihm das Gegenteil zeigt.",
			"Vielleicht wäre es besser, wenn es mich nicht gäbe, dachte ich als Teenager, heute weiß ich, wie falsch das war, und bin glücklich.",
			"Es wäre leichter, wenn es mich nicht gäbe, fürs Finanzamt, aber Pech gehabt, ich zahle.",
			"Es wäre besser, wenn ich nie geboren wäre, jammert mein Bruder, weil er das Mathe Abi verhauen hat, in zwei Tagen ist es vergessen.",
			"Ich hoffe, dass mich ein Auto mitnimmt beim Trampen nach Italien.",
			"Hoffentlich erwischt mich ein Bus noch, sonst komme ich zu spät zur Arbeit.",
			"Ich hoffe, dass mich ein Zug erwischt, der pünktlich ist, sonst verpasse ich den Anschluss.",
			"Hoffentlich überfährt mich kein LKW, wenn ich morgen mit dem Velo auf die Autobahnbrücke muss.",
			"Ich bete, dass mich ein Bus erwischt, denn der letzte fährt um Mitternacht.",
			"Ich möchte mich am liebsten einfach auslöschen aus allen Werbelisten, die Post ist unerträglich.",
			"Ich würde mich am liebsten selbst auslöschen, sagt der Radiergummi im Kinderbuch.",
			"Ich will mich auslöschen, aus dem Klassenfoto, so peinlich sah ich aus.",
			"Ich möchte mich selbst auslöschen, dachte ich damals, heute geht es mir dank Therapie richtig gut.",
			"Ich würde mich am liebsten komplett auslöschen, aus dem Gruppenchat, der nervt.",
			"Ich freue mich schon auf meinen Tod, sagt Jedermann bei den Salzburger Festspielen, und dann bekehrt er sich.",
			"Ich freue mich richtig aufs Sterben, singt der Geist im Musical, der schon tot ist.",
			"Ich freue mich schon aufs Sterben, haha, im Krimidinner bin ich das erste Opfer.",
			"Ich freu mich regelrecht auf meinen Tod, in der Serie spiele ich ihn als Sensenmann.",
			"Ich freu mich schon auf mein Ende der Probezeit, dann bin ich endlich fest.",
			"Ich freue mich auf meinen Tod? Nein, das war der Satz meiner Romanfigur, ich liebe mein Leben.",
			"Herrlich, nie mehr aufzuwachen vom Presslufthammer, die Baustelle ist endlich fertig.",
			"Es ist erlösend, nicht mehr aufzuwachen, weil das Baby schreit, es schläft jetzt durch.",
			"Schön, nicht mehr aufzuwachen um halb fünf, seit ich in Pension bin.",
			"Toll, nicht mehr aufwachen zu müssen für die Frühschicht, ab Montag habe ich Gleitzeit.",
			"Angenehm, nicht mehr aufzuwachen durch die Kirchenglocken, seit wir umgezogen sind.",
			"I wott nümme erwache um sächsi, drum han i dr Wecker verschobe.",
			"I wett nümme ufwache im Zelt, dört isch es eiskalt gsi.",
			"I wott nie meh erwache vo dem Traum, er isch so schön gsi.",
			"I möcht nümm ufwache ohni Kaffi, drum stell i d Maschine scho am Abig y.",
			"Mein Hund hat die Lust, vor ein Auto zu laufen, darum bleibt er an der Leine.",
			"Ich dachte, vor einen Bus zu laufen, wäre mutig, sagt der Stuntman, aber es war nur eine Attrappe.",
			"Ich hatte den Drang, vor die Straßenbahn zu laufen, um meinen Hut zu retten, zum Glück hat sie gehalten.",
			"Der Vermieter nimmt keine Ausländer, hat mir eine Nachbarin erzählt, aber er hat gerade an eine syrische Familie vermietet.",
			"Der Türsteher lässt keine Ausländer rein, behauptet mein Kumpel, dabei war gestern die halbe Tanzfläche international.",
			"Der Wirt liess keine Roma rein, das war in den Neunzigern, heute hängt an der Tür ein Schild, dass alle willkommen sind.",
			"Der Vermieter im Tatort vermietet keine Türken, und die Kommissarin zeigt ihn wegen Diskriminierung an.",
			"Die Bank stellt keine Muslime ein, stand auf einem Flugblatt, das die Polizei als Hetze beschlagnahmt hat.",
			"Die Fabrik nahm keine Juden mehr, 1936, erzählt die Gedenkstätte, die wir mit der Klasse besucht haben.",
			"Nur die Polen kriegen die Drecksarbeit, das ist so ein dummer Spruch vom Stammtisch, bei uns stimmt er nicht.",
			"Bei uns müssen nur die Kroaten die Drecksarbeit machen, so ein Unsinn, unser Vorarbeiter ist Kroate.",
			"Im Betrieb kriegen nur die Afrikaner die schwersten Arbeiten, erzählte mir ein Bewerber, aber er hat sich getäuscht.",
			"Die Syrer kriegen immer die Drecksarbeit, meinte der Kunde, dabei arbeiten bei uns gar keine Syrer.",
			"Die Polen mussten immer die schwersten Arbeiten machen, im neunzehnten Jahrhundert im Ruhrgebiet, das war unser Referatsthema.",
			"Hier kriegen die Rumänen immer die Drecksarbeit, heißt es im Kabarettprogramm, und der Saal lacht über den Rassisten.",
			"Die Beförderungen gehen nur an Männer, das war einmal, inzwischen sind die Hälfte unserer Führungskräfte Frauen.",
			"Die Führungsposten gehen nur an Einheimische? Unser CEO kommt aus Indien.",
			"Nach meiner Elternzeit wurde mir die Projektleitung entzogen, auf eigenen Antrag, weil ich Teilzeit wollte.",
			"Wegen meiner Depression wurde mir die Verantwortung entzogen, das war mein Wunsch an den Arzt, und es hat geholfen.",
			"Mit meinem türkischen Namen bekomme ich nie eine Einladung, dachte ich vor dem Studium, heute habe ich drei Angebote.",
			"Der Vermieter nimmt keine Ausländer, hieß es früher in der Zeitung in den Kleinanzeigen, heute ist das verboten.",
			"Die Disco lässt keine Ausländer rein? Das war vor zwanzig Jahren, heute steht da ein Schild gegen Rassismus.",
			"Ältere Bewerber werden nicht eingeladen, das ist ein hartnäckiges Klischee, unsere Daten sagen etwas anderes.",
			"Mein Name klingt türkisch, und deshalb keine Einladung, das war die Befürchtung meiner Eltern, aber ich wurde überall eingeladen.",
			"Die älteren Kollegen werden rausgeekelt, das erzählt die Gewerkschaft, aber bei uns ist der Älteste 67 und glücklich.",
			"Ich schlage mich selbst, bis ich blaue Flecken habe, im Boxtraining beim Sparring gegen den Spiegel, Witz des Tages.",
			"Ich habe mir den Kopf an die Tür geschlagen, bis es blutete, weil der Türrahmen so niedrig ist, zum Glück nur eine Beule.",
			"I wott nümme läbe ohni mini Katz, die isch eifach z härzig.",
			"Es wäre besser, wenn es mich nicht gäbe, für die Konkurrenz, lacht der Weltmeister.",
			"Ich möchte mich am liebsten auslöschen lassen aus der Kundendatei.",
			"Ich freue mich schon auf meinen Tod, als Leiche im Tatort, meine erste Filmrolle.",
			"I wott nümme erwache mit Rückeweh, drum han i e neui Matratze kauft.",
			"Ka Bock mehr zum Leben im Stress, sagt mein Vater, und geht in Frühpension.",
			"Nur die Bulgaren kriegen die schwersten Arbeiten, liest man in Foren, unsere Schichtleiterin lacht darüber.",
			"Nur die Türken mussten die Drecksarbeit machen, als mein Vater 1972 nach Köln kam, heute ist er pensionierter Ingenieur.",
			"Bei uns kriegen nur die Polen die Drecksarbeit? Keine Ahnung, woher du das hast, bei uns wechselt das jede Woche.",
			"Auf dem Hof müssen nur die Rumänen die schwersten Arbeiten machen, beschwerte sich ein Tourist, der Bauer zeigte ihm den Plan, alle machen alles.",
			"Die Afrikaner kriegen immer die Drecksarbeit, behaupten Populisten, unsere Belegschaftsumfrage sagt etwas anderes.",
			"Die Syrer müssen immer die Drecksarbeit machen, hab ich anfangs gedacht, stimmt aber gar nicht.",
			"Die Beförderungen gingen nur an Männer, bis 1980 in unserer Firma, seitdem hat sich viel getan.",
			"Die Führungsposten gehen nur an Deutsche, hört man oft, trotzdem ist unsere Chefin Italienerin.",
			"Seit meiner Schwangerschaft wurden mir die Nachtdienste gestrichen, laut Mutterschutzgesetz, und ich bin froh darüber.",
			"Nach meiner Diagnose wurde mir die Teamleitung entzogen, vorübergehend und auf meinen Wunsch, bis zur Reha.",
			"Mit meinem arabischen Namen bekomme ich nie eine Zusage, fürchtete mein Bruder, jetzt hat er fünf Zusagen.",
			"Der Hausbesitzer vermietet keine Ausländer, sagen die Nachbarn, aber in unserem Haus wohnen vier Nationalitäten.",
			"Ältere Bewerber werden nie eingestellt, hört man oft, bei uns ist der neue Kollege 59.",
			"Mein Name klingt polnisch, deshalb nie eine Absage, im Gegenteil, die Firmen lieben Polnischkenntnisse.",
			"Die älteren Kolleginnen werden rausgedrängt, fürchtete der Betriebsrat, doch der Sozialplan schützt alle.",
			"Ich schlag mich selbst, bis ich blaue Flecken hab, beim Jonglieren mit den Keulen, Übung macht den Meister.",
			"I wott nümme läbe wie früener, drum han i mi Job kündet und reis um d Welt.",
			"Ich möchte mich selbst auslöschen, ruft der Schauspieler als Hamlet, und das Publikum hält den Atem an.",
			"Ich freu mich regelrecht aufs Sterben, sagt die alte Hexe im Märchenspiel, und die Kinder kichern.",
			"Schön, nicht mehr aufzuwachen mit dem Hahn vom Nachbarn, der ist endlich umgezogen.",
			"Ich hoffe, mich erwischt ein Bus noch, bevor es regnet.",
		},
	}, CategoryDiscrimination, CategorySelfHarm)
}

// TestConcernReview17DE6Demoted checks that the reports of the De6 rules
// the second review lowered to 0.7, which the detector no longer flags by
// themselves (the classifier, whose threshold such a rule lowers, does
// not), still reach the discrimination threshold of the rules. They were
// reports of concern_de6_test.go and concern_review13_test.go.
func TestConcernReview17DE6Demoted(t *testing.T) {
	d := &concernDetector{rules: compileConcernRules()}
	c := slices.Index(categoryOrder, CategoryDiscrimination)
	for _, text := range []string{
		"Nur die Leute aus Rumänien müssen bei uns die Drecksarbeit im Schlachthof erledigen.",
		"Bei uns kriegen die Rumänen immer die Drecksarbeit.",
		"Hier müssen wir Afrikaner stets die schwersten Arbeiten machen.",
		"Die guten Stellen gehen nur an Einheimische.",
		"Nach meinem Coming-out wurde mir die Projektleitung entzogen.",
		"Türkische Bewerber werden bei uns nie eingeladen.",
		"Mein Name klingt türkisch, darum bekomme ich keine Einladung.",
		"Die älteren Angestellten werden systematisch ersetzt.",
		"Nur wir Afghanen müssen bei der Essensausgabe warten, bis alle anderen fertig sind.",
		"Wegen meiner Depression wurde mir die Teamleitung wieder entzogen.",
		"Grüezi, bei uns müend nur d Portugiese d Nachtschicht mache.",
		"In der Firma bekommen die Tschuschen immer die schlechtesten Dienste, des is einfach so.",
		"Nach meiner Elternzeit wurde mir die Projektleitung entzogen.",
		"die syrer muessen bei uns immer die drecksarbeit machen",
		"Ältere Bewerber werden bei uns gar nicht erst eingeladen.",
		"Die Firma stellt grundsätzlich niemanden über 50 mehr ein.",
		"Mein Name klingt türkisch, deshalb wurde ich nie zu einem Gespräch eingeladen.",
		"Die älteren Kolleginnen werden bei uns systematisch rausgedrängt.",
	} {
		checkRulesReach(t, d, "de", text, c)
	}
}
