package analysis

import (
	"slices"
	"testing"
)

// TestConcernIdioms checks that the passages of concernIdioms keep the
// idioms and everyday uses that trained rules read as concerns from
// being flagged, that training still sees those rules' matches, and that
// the concerns told with the same words stay flagged.
func TestConcernIdioms(t *testing.T) {
	l := NewLocal()
	d := &concernDetector{rules: compileConcernRules()}
	idioms := map[string]string{
		"I'm tired of living in this tiny flat.":                        CategorySelfHarm,
		"I tied a rope to the beam for the swing.":                      CategorySelfHarm,
		"Mon chat me suit partout.":                                     CategoryHarassment,
		"Vou explodir tudo no Minecraft hoje à noite.":                  CategoryThreats,
		"Con questo progetto faccio esplodere tutti i record.":          CategoryThreats,
		"Im Game-Design-Kurs sprengen wir in Unity Sachen in die Luft.": CategoryThreats,
		"I'll blow up the photos from the ceremony for the exhibition.": CategoryThreats,
		"I'll kill my teacher with kindness.":                           CategoryThreats,
		"Voy a matar al profesor a preguntas.":                          CategoryThreats,
		"Je vais tuer le prof de questions.":                            CategoryThreats,
		"Vou matar o professor de perguntas.":                           CategoryThreats,
		"I'll find you and kill you at paintball on Saturday.":          CategoryThreats,
		"Te mataré en el Fortnite esta noche.":                          CategoryThreats,
		"Ti ammazzo a Fortnite stasera.":                                CategoryThreats,
		"I brought a knife to cut the birthday cake.":                   CategoryThreats,
		"Ho portato un coltello per il corso di cucina.":                CategoryThreats,
		"I'll kill my brother if he eats my cake.":                      CategoryThreats,
		"Je vais tuer mon frère s'il mange mon gâteau.":                 CategoryThreats,
		"Voy a matar a mi hermano si se come mi tarta.":                 CategoryThreats,
		"Leur rencontre a fait des étincelles sur scène.":               CategorySafety,
		"The new charger sparked my interest in electronics.":           CategorySafety,
		"I brought a knife to the cooking class.":                       CategoryThreats,
		"J'ai apporté un couteau au cours de cuisine.":                  CategoryThreats,
		"Ich habe ein Messer in den Kochkurs mitgebracht.":              CategoryThreats,
		"Meine Mutter wird mich umbringen, wenn sie das sieht.":         CategorySelfHarm,
		"You'd better watch out for black ice on the way home.":         CategoryThreats,
	}
	for text, category := range idioms {
		checkIdiom(t, l, d, text, category)
	}
	concerns := map[string]string{
		"Mon ex me suit partout, même jusqu'à chez moi.":               CategoryHarassment,
		"I'll blow up the school tomorrow.":                            CategoryThreats,
		"Voy a matar al profesor mañana.":                              CategoryThreats,
		"I'm tired of living.":                                         CategorySelfHarm,
		"Vou explodir a escola amanhã.":                                CategoryThreats,
		"El enchufe del aula echa chispas cuando conecto el portátil.": CategorySafety,
		"I brought a knife to class to scare him.":                     CategoryThreats,
		"Ich will mich umbringen.":                                     CategorySelfHarm,
		"I'll kill my supervisor if he touches me again.":              CategoryThreats,
		"if i fail this module again the lecturer better watch out":    CategoryThreats,
	}
	for text, category := range concerns {
		requireConcern(t, l, text, category)
	}
}

// checkIdiom checks that a passage of concernIdioms keeps the match of a
// trained rule of category on text, an idiom, from counting while
// training still sees it, and counts the detector's verdict on text in
// probeTally (expectNone).
func checkIdiom(t *testing.T, l *Local, d *concernDetector, text, category string) {
	t.Helper()
	expectNone(t, l, text)
	h := d.rulesFor(matchWords(text, nil))
	c := slices.Index(categoryOrder, category)
	if h.confidence[c] >= seriousThreshold || h.trained[c] < seriousThreshold {
		t.Errorf("rules on %q: %s confidence %.2f, trained %.2f; want below %v, and the trained rule's match kept for training", text, category, h.confidence[c], h.trained[c], seriousThreshold)
	}
}
