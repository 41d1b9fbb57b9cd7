package analysis

import "testing"

// The German self-harm rules and the harassment rules of German,
// Italian, Portuguese and Spanish written without retraining
// (concernRulesUntrained), from probe reports that the detector missed:
// passive wishes to be dead or gone, being a burden, an end to
// everything, harm done to oneself, means, places and plans, chat
// spellings, a friend or a relative who said so; and touching, being
// run down, gossip, being followed home, rumours spread, lewd remarks,
// exposure and being watched. checkProbes holds them to their reports
// and to look-alikes that nothing flags.

// TestConcernGermanPassiveWishes checks the rules of a passive wish to be
// dead or gone ("am liebsten wäre ich tot", "alle wären ohne mich besser
// dran", "ich bin nur eine Last"). Before them, only the fixed phrases
// "besser dran ohne mich" and "wäre lieber tot" were signs.
func TestConcernGermanPassiveWishes(t *testing.T) {
	checkProbes(t, map[string][]string{
		"de": {
			"Am liebsten wäre ich einfach weg, für immer.",
			"Am liebsten wär ich gar nicht mehr da.",
			"Alle wären ohne mich besser dran.",
			"Ich bin für alle nur noch eine Belastung.",
			"Ich bin eine Belastung für alle und hasse mich.",
			"Ich wünschte, ich wäre nie geboren.",
			"Ich wäre besser nie geboren worden.",
			"Wenn ich tot wäre, würde es niemand merken.",
			"Manchmal wünsche ich mir, tot zu sein.",
			"Ich wünschte, ich könnte einfach aufhören zu existieren.",
			"Ich wäre gern einfach tot.",
			"Ich bin so müde vom Leben.",
			"Ich hab keinen Bock mehr auf dieses Leben.",
			"Ich gehöre nicht auf diese Welt.",
			"Mich gibt es bald nicht mehr.",
			"Ihr werdet bald von mir befreit sein.",
		},
	}, map[string][]string{
		"de": {
			"Am liebsten wäre ich heute im Bett geblieben.",
			"Am liebsten wäre ich jetzt am Strand.",
			"Ohne mich wäre das Projekt nie fertig geworden.",
			"Ich bin eine Last los, seit das Projekt abgegeben ist.",
			"Ich bin so müde von der Arbeit.",
			"Ich bin lebensfroh und dankbar.",
		},
	}, CategorySelfHarm)
}

// TestConcernGermanEndOfEverything checks the rules of hopelessness with
// an end ("ich will, dass alles aufhört", "keinen Ausweg mehr", "mein
// Leben hat keinen Sinn", "wozu lebe ich noch"), which no rule read
// before, and not a wish that the rain or the noise stop.
func TestConcernGermanEndOfEverything(t *testing.T) {
	checkProbes(t, map[string][]string{
		"de": {
			"Ich kann nicht mehr, ich will, dass es endlich aufhört.",
			"Ich will, dass alles aufhört, für immer.",
			"Ich sehe keinen Ausweg mehr außer zu sterben.",
			"Ich sehe keinen Ausweg mehr.",
			"Ich frage mich, ob es sich überhaupt noch lohnt zu leben.",
			"Wozu lebe ich eigentlich noch?",
			"Für wen soll ich noch weiterleben?",
			"Mir ist alles egal, auch ob ich morgen noch lebe.",
			"Es ist mir egal, ob ich lebe oder sterbe.",
			"Ich kann das Leben nicht mehr ertragen.",
			"Vielleicht wäre es besser, wenn ich einfach sterbe.",
			"Mein Leben hat keinen Sinn.",
			"Ich hasse mein Leben und will, dass es vorbei ist.",
			"Ich denke oft an den Tod und dass es dann endlich ruhig wäre.",
			"Ich spiele mit dem Gedanken, allem ein Ende zu setzen.",
			"Ich weiß nicht, ob ich die Nacht überlebe, weil ich so an mein Ende denke.",
			"Ich denke oft, dass es besser wäre, nicht zu existieren.",
			"Keiner würde mich vermissen.",
		},
	}, map[string][]string{
		"de": {
			"Ich will, dass der Lärm auf der Baustelle aufhört.",
			"Ich will, dass es aufhört zu regnen.",
			"Es hat keinen Sinn, die Folien nochmal zu lesen.",
			"Ich halte die Hitze im Büro nicht mehr aus.",
			"Ich halte es nicht mehr aus vor Vorfreude auf den Urlaub.",
			"Ich sehe keinen Ausweg aus diesem Labyrinth im Escape Room, so lustig.",
			"Ich kann nicht mehr vor Lachen.",
			"Ich kann nicht mehr, so viel haben wir heute gegessen.",
			"Ich könnte sterben vor Lachen.",
			"Keiner würde mich vermissen, wenn ich heute nicht zur Party komme.",
			"Ich weiß nicht, ob ich die Prüfung überlebe.",
		},
	}, CategorySelfHarm)
}

// TestConcernGermanHarmToOneself checks the rules of harm done to
// oneself ("mir etwas antun", "ich habe mich wieder geritzt", "ich will
// mir wehtun", "ich hungere mich runter"). Before them, only "ich ritze
// mich" and "ich schneide mich" were signs; a cut in the kitchen, a
// burn at the oven and a name carved in a bench stay harmless.
func TestConcernGermanHarmToOneself(t *testing.T) {
	checkProbes(t, map[string][]string{
		"de": {
			"Ich habe Angst, dass ich mir etwas antue.",
			"Ich denke ständig daran, mir etwas anzutun.",
			"Ich habe Angst vor mir selbst und was ich mir antun könnte.",
			"Ich habe mich wieder geritzt.",
			"Ich bestrafe mich selbst, indem ich mich verletze.",
			"Ich hasse mich so sehr, dass ich mir wehtun will.",
			"Ich will mir wehtun.",
			"Ich füge mir selbst Schmerzen zu.",
			"Ich hab mir wieder Schnitte am Oberschenkel gemacht.",
			"Ich verletze mich, damit ich etwas fühle.",
			"Ich hab mir wieder wehgetan.",
			"Ich hungere mich seit Wochen runter und habe schon zehn Kilo verloren.",
			"Ich habe gestern die Klinge wieder rausgeholt.",
		},
	}, map[string][]string{
		"de": {
			"Ich schneide mir die Haare selbst.",
			"Ich habe mich beim Kochen geschnitten.",
			"Ich habe mich am Backofen verbrannt.",
			"Ich habe Narben vom Fahrradunfall.",
			"Ich schlage mich durch das Semester.",
			"Ich schlage mich ganz gut in Mathe.",
			"Ich ritze meinen Namen in die Holzbank.",
			"Ich verbrenne Kalorien beim Laufen.",
			"Die Prüfung hat mich umgebracht.",
		},
	}, CategorySelfHarm)
}

// TestConcernGermanMeansAndPlans checks the rules of means, places and
// plans ("ich springe von der Brücke", "mich vor einen Zug legen", "wie
// viele Tabletten tödlich sind", "die Klinge liegt bereit", a past
// attempt), which no rule read in these words before; a bridge on the
// way to campus, a crime novel and a first-aid course stay harmless.
func TestConcernGermanMeansAndPlans(t *testing.T) {
	checkProbes(t, map[string][]string{
		"de": {
			"Ich könnte mich einfach vor einen Zug legen.",
			"Ich habe im Internet nachgeschaut, wie viele Tabletten tödlich sind.",
			"Ich habe gegoogelt, wie man sich schmerzlos umbringt.",
			"Ich habe schon einen Plan, wie ich mich töte.",
			"Die Klinge liegt schon bereit.",
			"Die Gedanken an Suizid werden immer stärker.",
			"Ich habe die Schmerzmittel von meiner Oma gehortet.",
			"Letztes Jahr hatte ich einen Suizidversuch und jetzt kommen die Gedanken zurück.",
			"Ich hab gestern am Bahnsteig gestanden und überlegt, einfach zu springen.",
			"Manchmal wünsche ich mir, ein Auto würde mich überfahren.",
		},
	}, map[string][]string{
		"de": {
			"Der Erste-Hilfe-Kurs war super, wir haben gelernt, wie man einen Verband anlegt.",
			"Der Krimi war spannend, am Ende springt der Täter von der Brücke.",
			"Wir sind über die Brücke zum Campus gelaufen.",
			"Die Gleise am Bahnhof werden gerade erneuert.",
			"Beim Klettern haben wir gelernt, einen Strick richtig zu knoten.",
			"Die Tabletten gegen Kopfschmerzen haben gut geholfen.",
			"Der Vortrag über Suizidprävention war sehr hilfreich.",
			"Im Roman bringt sich die Heldin am Ende fast um, ein tolles Buch.",
			"Die Brücke vor dem Campus ist gesperrt.",
		},
	}, CategorySelfHarm)
}

// TestConcernGermanSelfHarmChat checks the rules of self-harm written as
// in a chat, in lower case without umlauts ("ich will nich mehr leben",
// "bring mich bald um", "am liebsten waer ich tot"), which the rules of
// standard spelling missed.
func TestConcernGermanSelfHarmChat(t *testing.T) {
	checkProbes(t, map[string][]string{
		"de": {
			"ich will nich mehr leben",
			"bring mich bald um",
			"will einfach nur noch sterben",
			"hab keine lust mehr zu leben",
			"ich tu mir bald was an",
			"ich schneid mich wieder",
			"alle waeren ohne mich besser dran",
			"ich bin nur ne last fuer alle",
			"ich spring bald von der bruecke",
			"am liebsten waer ich tot",
		},
	}, map[string][]string{
		"de": {
			"die mathe klausur hat mich gekillt",
			"ich sterbe vor langeweile in der vorlesung",
			"ich lach mich tot",
			"ich hab mich totgelacht",
		},
	}, CategorySelfHarm)
}

// TestConcernGermanSelfHarmReported checks the rules of self-harm told
// by a friend, a flatmate or a relative ("sie hat gesagt, dass sie sich
// was antun will", "er hat angekündigt, sich das Leben zu nehmen").
func TestConcernGermanSelfHarmReported(t *testing.T) {
	checkProbes(t, map[string][]string{
		"de": {
			"Meine Mitbewohnerin hat gesagt, dass sie sich was antun will.",
			"Meine Schwester hat sich die Arme aufgeritzt.",
			"Mein Sohn hat angekündigt, sich das Leben zu nehmen.",
			"Ich fürchte, mein Mitbewohner bringt sich um.",
		},
	}, map[string][]string{
		"de": {
			"Meine Mitbewohnerin hat gesagt, dass sie sich was zu essen holen will.",
			"Ich habe den Hund meiner Schwester gegeben, weil ich in den Urlaub fahre.",
			"Der Stress bringt mich noch um.",
		},
	}, CategorySelfHarm)
}

// TestConcernHarassmentFollowedAndMocked checks the harassment rules of
// touching by a coach, being run down or mocked in a group chat or in
// front of everyone, gossip, being followed home and rumours spread
// about the writer, in German, Italian, Portuguese and Spanish. Before
// them, these reports named no word of the harassment rules; a dog that
// follows, a follow on Instagram and a rumour that the canteen closes
// stay harmless.
func TestConcernHarassmentFollowedAndMocked(t *testing.T) {
	checkProbes(t, map[string][]string{
		"de": {
			"Der Trainer berührt mich beim Umziehen, das ist mir unangenehm.",
			"In unserem Gruppenchat werde ich jeden Tag fertig gemacht.",
			"Sie haben einen Gruppenchat nur zum Lästern über mich gemacht.",
			"Ein Mann ist mir vom Bahnhof bis nach Hause nachgelaufen.",
			"Meine Teamleiterin macht mich jeden Tag vor allen fertig.",
			"Die anderen im Team nennen mich fett und lachen hinter meinem Rücken.",
		},
		"it": {"Qualcuno mi segue quando torno a casa dalla stazione."},
		"pt": {"Espalharam boatos de que eu durmo com o gerente."},
		"es": {
			"Han difundido rumores de que me acuesto con el jefe.",
			"Alguien me sigue cuando vuelvo a casa por la noche.",
		},
	}, map[string][]string{
		"de": {
			"Er ist mir auf Instagram gefolgt.",
			"Mein Hund folgt mir überall hin.",
			"Wir sind dem Guide durch die Altstadt gefolgt.",
			"Der Trainer hat mir beim Dehnen gute Tipps gegeben.",
			"In der Klassengruppe haben wir Fotos vom Ausflug geteilt.",
			"Ich habe Gerüchte gehört, dass die Kantine schließt.",
			"Die Serie hat mich fertig gemacht, so traurig.",
			"Sie hat mich auf der Party angemacht, war ganz süß.",
		},
		"it": {"L'allenatore ci ha dato ottimi consigli.", "Ho sentito voci che la mensa chiuderà."},
		"pt": {"O meu cão segue-me até casa.", "Ouvi boatos de que a cantina vai fechar."},
		"es": {"He oído rumores de que cierran la cafetería.", "El entrenador nos dio muy buenos consejos."},
	}, CategoryHarassment)
}

// TestConcernHarassmentLewdAndWatched checks the harassment rules of
// lewd remarks to the writer, a man exposing himself, hate messages,
// being watched through a window, being kissed against one's will, an
// address published and being filmed in a changing room; before them no
// harassment rule read these reports.
func TestConcernHarassmentLewdAndWatched(t *testing.T) {
	checkProbes(t, map[string][]string{
		"de": {
			"Ein Kunde macht mir jeden Tag anzügliche Sprüche an der Kasse.",
			"Ein Mann hat sich im Park vor mir entblößt.",
			"Ich bekomme jeden Tag Hassnachrichten auf Instagram.",
			"Mein Nachbar beobachtet mich durchs Fenster.",
			"Er hat mich gegen meinen Willen geküsst.",
		},
		"es": {"Publicaron mi dirección en internet.", "Mi vecino me espía por la ventana."},
		"it": {"Un cliente mi fa battute volgari ogni volta che lo servo."},
		"pt": {"Um cliente faz comentários nojentos sempre que o atendo.", "Filmaram-me no balneário sem eu saber."},
	}, map[string][]string{
		"de": {"Der Chef hat mein Outfit beim Sommerfest gelobt, das war nett."},
		"it": {"Il capo ha fatto un commento sul mio progetto."},
		"pt": {"O meu chefe fez comentários sobre o meu relatório."},
		"es": {"Mi jefe hace comentarios sobre mi informe."},
	}, CategoryHarassment)
}

// TestConcernHarassmentQuidProQuo checks the harassment rules of a job or
// a grade made to hang on a date or on sex ("wenn ich nicht mit ihm
// ausgehe, fliege ich raus"), which the detector read as a threat alone
// before them; a plan for the evening with a friend stays harmless.
func TestConcernHarassmentQuidProQuo(t *testing.T) {
	checkProbes(t, map[string][]string{
		"de": {"Der Schichtleiter hat gesagt, wenn ich nicht mit ihm ausgehe, fliege ich raus."},
		"es": {"Mi supervisor me dijo que si no salgo con él me va a despedir."},
		"it": {"Il responsabile mi ha detto che se non esco con lui mi licenzia."},
		"pt": {"O supervisor disse que se eu não sair com ele me despede."},
	}, map[string][]string{
		"de": {"Wenn ich nicht mit ihm ausgehe, bleibe ich heute Abend zu Hause."},
		"es": {"Si no salgo con ella esta noche, me quedo en casa viendo series."},
		"it": {"Se non esco con lei stasera, resto a casa a studiare."},
		"pt": {"Se eu não sair com ela hoje, fico em casa a estudar."},
	}, CategoryHarassment)
}
