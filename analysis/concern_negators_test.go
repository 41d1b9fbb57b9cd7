package analysis

import "testing"

// TestConcernNegatorsOfLanguage checks that in a Portuguese text "no"
// ("in the": "no trabalho", "no vestiário") and in a French one
// "personne" ("a person") do not cancel the rule that follows them as the
// negators "no" of English and Spanish and "personne ne" do, and that
// those still cancel.
func TestConcernNegatorsOfLanguage(t *testing.T) {
	l := NewLocal()
	for text, category := range map[string]string{
		"O treinador no vestiário me tocou sem permissão.":  CategoryHarassment,
		"Um homem no estacionamento me seguiu até o carro.": CategoryHarassment,
		"O professor no laboratório grita comigo todo dia.": CategoryHarassment,
		"Um aluno no corredor ameaçou me bater.":            CategoryThreats,
	} {
		requireConcern(t, l, text, category)
	}
	for _, text := range []string{"No quiero morir, solo estoy cansada.", "No voy a hacerte daño.", "No, I will not hurt anyone.", "Personne ne me frappe, tout va bien.", "Personne ne veut me faire du mal ici."} {
		requireNone(t, l, text)
	}
}
