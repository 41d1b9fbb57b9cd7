package analysis

import (
	"slices"
	"testing"
)

// TestConcernPrecision6Idioms checks that ordinary German, French,
// Spanish, Italian and Portuguese feedback of the round precision6 is
// not flagged where a trained rule read it: a farewell message or a
// goodbye to everyone before a new job or a retirement, self-harm as the
// topic of a teachers' course, a knife brought to cut cheese or melon,
// one's own dog that follows one around, wishing to disappear under the
// duvet or for a weekend, a grandmother's medicines kept under lock and
// key, wanting to die of how good a cake is and a blocked fire door that
// was cleared (the passages of concernIdioms of the round). Before them
// the detector flagged each of the texts the round wrote (the first of
// each kind). The concerns told with the same words ("for ever", "before
// I kill myself", "to threaten me", a negator) stay flagged.
func TestConcernPrecision6Idioms(t *testing.T) {
	l := NewLocal()
	d := &concernDetector{rules: compileConcernRules()}
	idioms := []struct{ text, category string }{
		{"Das ist meine Abschiedsnachricht, ab Montag arbeite ich bei einer anderen Firma.", CategorySelfHarm},
		{"Meine Abschiedsnachricht an das Team: ab Juli bin ich im Ruhestand.", CategorySelfHarm},
		{"In der Fortbildung ging es um Selbstverletzung bei Jugendlichen und wie Lehrkräfte reagieren sollten.", CategorySelfHarm},
		{"Der Elternabend zum Thema selbstverletzendes Verhalten war gut besucht.", CategorySelfHarm},
		{"Ich habe ein Messer zum Grillfest mitgebracht, um die Würstchen zu schneiden.", CategoryThreats},
		{"Wir hatten ein Messer mit, um die Melone zu teilen.", CategoryThreats},
		{"Mein Hund verfolgt mich überall in der Wohnung.", CategoryHarassment},
		{"Meine Katze verfolgt mich überall, sogar ins Bad.", CategoryHarassment},
		{"J'aimerais disparaître sous la couette jusqu'à lundi.", CategorySelfHarm},
		{"Ce week-end j'ai envie de disparaître sous la couette avec une série.", CategorySelfHarm},
		{"J'ai apporté un couteau au pique-nique pour couper le fromage.", CategoryThreats},
		{"J'ai apporté un couteau au pique-nique pour couper le fromage.", CategorySafety},
		{"La directrice a réglé tout de suite le problème de la porte coupe-feu bloquée.", CategorySafety},
		{"Me jubilo y quería despedirme de todos vosotros.", CategorySelfHarm},
		{"Los medicamentos de mi abuela están guardados en el botiquín con llave.", CategorySelfHarm},
		{"Llevé un cuchillo al pícnic para cortar el queso.", CategorySafety},
		{"Quiero desaparecer un fin de semana en la montaña sin móvil.", CategorySelfHarm},
		{"Tengo ganas de desaparecer unos días en la playa.", CategorySelfHarm},
		{"Vorrei morire da quanto è buona questa torta.", CategorySelfHarm},
		{"Vorrei morire da quanto è divertente questo spettacolo.", CategorySelfHarm},
		{"Voglio sparire un weekend in montagna senza telefono.", CategorySelfHarm},
		{"Vorrei sparire per qualche giorno al mare, senza email.", CategorySelfHarm},
		{"Ho portato un coltello per tagliare il formaggio alla gita.", CategoryThreats},
		{"Vou me aposentar e queria me despedir de todos vocês.", CategorySelfHarm},
		{"Quero sumir um fim de semana na praia sem celular.", CategorySelfHarm},
		{"Queria sumir uns dias pra praia depois das provas.", CategorySelfHarm},
		{"A diretora resolveu logo a porta corta-fogo bloqueada.", CategorySafety},
		{"O síndico liberou a saída de emergência bloqueada no mesmo dia.", CategorySafety},
		{"Levei uma faca pra cortar o queijo no piquenique.", CategorySafety},
	}
	for _, idiom := range idioms {
		checkIdiom(t, l, d, idiom.text, idiom.category)
	}
	// A pregnancy told with the help it brought: the trained rule of
	// "sono incinta" (0.45) lowers no threshold alone, but its weight
	// reaches the classifier (ruleFeatures); the passage keeps it out of
	// the verdict while training still sees it.
	for _, text := range []string{
		"Sono incinta e mi hanno dato una sedia più comoda, grazie all'ufficio del personale.",
		"Essendo incinta mi hanno concesso di lavorare da casa il venerdì.",
	} {
		expectNone(t, l, text)
		h := d.rulesFor(matchWords(text, nil))
		c := slices.Index(categoryOrder, CategoryDiscrimination)
		if h.confidence[c] > 0 || h.trained[c] == 0 {
			t.Errorf("rules on %q: discrimination confidence %.2f, trained %.2f; want 0, and the trained rule's match kept for training", text, h.confidence[c], h.trained[c])
		}
	}
	concerns := []struct{ text, category string }{
		{"Das ist meine Abschiedsnachricht an alle, ich will nicht mehr leben.", CategorySelfHarm},
		{"Meine Abschiedsnachricht ist geschrieben, morgen bin ich nicht mehr da, ich bringe mich um.", CategorySelfHarm},
		{"Nach dem Vortrag über Selbstverletzung habe ich mich wieder geritzt.", CategorySelfHarm},
		{"Im Kurs über Selbstverletzung habe ich gemerkt, dass ich mich selbst verletzen will.", CategorySelfHarm},
		{"Er hat ein Messer zum Grillfest mitgebracht, um mich zu bedrohen.", CategoryThreats},
		{"Mein Mitschüler hat ein Messer mitgebracht und gesagt, er sticht mich ab.", CategoryThreats},
		{"Mein Ex verfolgt mich überall, sogar bis nach Hause.", CategoryHarassment},
		{"Ein Mann mit Hund verfolgt mich jeden Abend nach Hause.", CategoryHarassment},
		{"J'aimerais disparaître sous la couette et ne jamais me réveiller.", CategorySelfHarm},
		{"J'aimerais disparaître pour de bon, personne ne me regretterait.", CategorySelfHarm},
		{"Il a apporté un couteau au pique-nique pour me menacer.", CategoryThreats},
		{"Mon voisin a apporté un couteau en classe et il a dit qu'il allait me planter.", CategoryThreats},
		{"Personne n'a réglé le problème de la porte coupe-feu bloquée depuis des semaines.", CategorySafety},
		{"La sortie de secours est bloquée par des cartons depuis lundi.", CategorySafety},
		{"Quería despedirme de todos, ya no aguanto más y esta noche acabo con todo.", CategorySelfHarm},
		{"Me voy para siempre, quiero despedirme de todos antes de matarme.", CategorySelfHarm},
		{"Tengo pastillas guardadas para tomármelas todas el viernes.", CategorySelfHarm},
		{"Tengo las pastillas de mi madre guardadas en el armario con llave para tomármelas todas el domingo.", CategorySelfHarm},
		{"Los medicamentos de mi abuela están guardados en mi cajón, los voy juntando para tomármelos todos.", CategorySelfHarm},
		{"Mi compañero trajo una navaja al pícnic y me amenazó con ella.", CategoryThreats},
		{"Llevé un cuchillo al pícnic para cortarle la cara a ese imbécil.", CategoryThreats},
		{"Quiero desaparecer un fin de semana y no volver nunca.", CategorySelfHarm},
		{"Quiero desaparecer para siempre, no aguanto más.", CategorySelfHarm},
		{"Vorrei morire da quanto sto male.", CategorySelfHarm},
		{"Vorrei morire, da quanto è dura non ce la faccio più.", CategorySelfHarm},
		{"Voglio sparire per sempre, nessuno se ne accorgerebbe.", CategorySelfHarm},
		{"Voglio sparire un weekend e non tornare più.", CategorySelfHarm},
		{"Sono incinta e mi hanno licenziata appena l'hanno saputo.", CategoryDiscrimination},
		{"Essendo incinta mi hanno dato solo i turni peggiori, il capo dice che le donne incinte sono un peso.", CategoryDiscrimination},
		{"Sono incinta e mi hanno dato della fannullona davanti a tutti, dicono che le donne incinte non servono.", CategoryDiscrimination},
		{"Queria me despedir de todos, hoje à noite vou acabar com tudo.", CategorySelfHarm},
		{"Estou indo embora pra sempre, queria me despedir de todos antes de me matar.", CategorySelfHarm},
		{"Quero sumir pra sempre, ninguém sentiria minha falta.", CategorySelfHarm},
		{"Quero sumir um fim de semana e nunca mais voltar.", CategorySelfHarm},
		{"Ninguém resolveu a porta corta-fogo bloqueada, continua trancada com cadeado.", CategorySafety},
		{"A porta corta-fogo está bloqueada com caixas há semanas.", CategorySafety},
		{"Ele levou uma faca para o piquenique e me ameaçou.", CategoryThreats},
	}
	for _, c := range concerns {
		expectConcern(t, l, c.text, c.category)
	}
}

// TestConcernPrecision6Guards checks the guards the round precision6
// gave five untrained rules: a jump out of the window said with a laugh
// or "every time" the printer jams ("springe ich aus dem Fenster, haha",
// "mi butterei dalla finestra ogni volta che"), a mother's anger ("je
// vais me faire tuer par ma mère si je rentre tard") and a blocked fire
// door cleared at once ("arregló enseguida lo de la puerta cortafuegos
// bloqueada", "resolveu logo a porta corta-fogo bloqueada"). Each
// look-alike was flagged before; the concerns told with the same words
// stay flagged.
func TestConcernPrecision6Guards(t *testing.T) {
	checkProbes(t, map[string][]string{
		"de": {
			"Wenn ich die Prüfung nicht bestehe, springe ich aus dem Fenster.",
			"Heute Nacht springe ich vom Dach, ich halte es nicht mehr aus.",
		},
		"it": {
			"Se mi bocciano ancora mi butterei dalla finestra.",
			"Mi butterei dalla finestra stanotte, nessuno se ne accorgerebbe.",
		},
	}, map[string][]string{
		"de": {
			"Wenn ich noch einmal dieses Lied im Radio höre, springe ich aus dem Fenster, haha.",
			"Wenn der Drucker noch einmal streikt, springe ich aus dem Fenster, lol.",
		},
		"it": {
			"Mi butterei dalla finestra ogni volta che la stampante si inceppa, ahah.",
			"Mi butterei dalla finestra tutte le volte che il wifi cade, ahah.",
		},
	}, CategorySelfHarm)
	checkProbes(t, map[string][]string{
		"fr": {
			"Il a dit qu'il allait me faire tuer par ses cousins.",
			"Mon ex a dit qu'il va me faire tuer, j'ai peur.",
		},
	}, map[string][]string{
		"fr": {
			"Je vais me faire tuer par ma mère si je rentre encore tard, haha.",
			"Je vais me faire tuer par mon père si je raye encore sa voiture.",
		},
	}, CategoryThreats)
	checkProbes(t, map[string][]string{
		"es": {
			"La puerta cortafuegos está bloqueada con cajas desde hace un mes.",
			"Nadie arregló lo de la puerta cortafuegos bloqueada y hoy había humo.",
		},
		"pt": {
			"Ninguém resolveu a porta corta-fogo bloqueada, continua trancada com cadeado.",
			"A porta corta-fogo está bloqueada com caixas há semanas.",
		},
	}, map[string][]string{
		"es": {
			"La directora arregló enseguida lo de la puerta cortafuegos bloqueada.",
			"El conserje solucionó enseguida lo de la puerta antincendios bloqueada.",
		},
		"pt": {
			"A diretora resolveu logo a porta corta-fogo bloqueada.",
			"O zelador desbloqueou logo a porta corta-fogo bloqueada, obrigado.",
		},
	}, CategorySafety)
}
