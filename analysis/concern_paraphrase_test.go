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
