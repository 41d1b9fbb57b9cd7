package analysis

import (
	"slices"
	"testing"
)

// TestConcernPortugueseNo checks that in a Portuguese text "no" ("in the":
// "no trabalho", "no vestiário") does not cancel the rule that follows it
// as the negator "no" of English and Spanish does, and that it still
// cancels in those languages.
func TestConcernPortugueseNo(t *testing.T) {
	l := NewLocal()
	for text, category := range map[string]string{
		"O treinador no vestiário me tocou sem permissão.":  CategoryHarassment,
		"Um homem no estacionamento me seguiu até o carro.": CategoryHarassment,
		"O professor no laboratório grita comigo todo dia.": CategoryHarassment,
		"Um aluno no corredor ameaçou me bater.":            CategoryThreats,
	} {
		if c := l.DetectConcern(text); !c.IsSerious || !slices.Contains(c.Categories, category) {
			t.Errorf("DetectConcern(%q) = %+v, want serious %s", text, c, category)
		}
	}
	for _, text := range []string{"No quiero morir, solo estoy cansada.", "No voy a hacerte daño.", "No, I will not hurt anyone."} {
		if c := l.DetectConcern(text); c.IsSerious {
			t.Errorf("DetectConcern(%q) = %+v, want none", text, c)
		}
	}
}
