package analysis

import (
	"slices"
	"testing"
)

// TestConcernResolvedHazards checks the passages of concernResolved: a
// hazard told as repaired or as a false alarm is not a concern by its
// safety rules alone, while one repaired with tape, not repaired, or back
// after its repair still is.
func TestConcernResolvedHazards(t *testing.T) {
	l := NewLocal()
	fixed := []string{
		"We had a scare about a gas smell in the kitchen, but the engineer checked everything and it was just the drains.",
		"Es roch im Keller nach Gas, aber es war Fehlalarm: der Techniker hat alles geprüft.",
		"Il y avait une odeur de gaz dans la cuisine, mais c'était juste les égouts, le technicien a tout vérifié.",
		"El enchufe que echaba chispas en el vestuario lo cambió el electricista esa misma tarde.",
		"C'era odore di gas in mensa, ma era un falso allarme: era solo il bidone dell'umido.",
		"Reportei cheiro a gás na cozinha e afinal era o lixo cheio de restos de comida.",
	}
	for _, text := range fixed {
		if c := l.DetectConcern(text); c.IsSerious {
			t.Errorf("DetectConcern(%q) = %+v, want no concern", text, c)
		}
	}
	dangers := []string{
		"There is a strong gas smell in the kitchen every morning and nobody has fixed it.",
		"There is a strong smell of gas in the chemistry lab, the valve was fixed with tape and people still work there all day.",
		"The gas leak in the lab was fixed last week but today the whole corridor smells of gas again.",
		"Exposed live wires hang from the ceiling of the gym; the caretaker says they were repaired, but they are still sparking.",
		"Die Notausgangstür ist mit einer Kette verschlossen, sie wurde nur provisorisch geöffnet und ist jetzt wieder zu.",
		"La sortie de secours est bloquée par des palettes, elle a été dégagée une fois et elle est de nouveau encombrée.",
		"Hay olor a gas en la cocina y nadie lo ha arreglado.",
		"C'è una fuga di gas in laboratorio: la valvola è stata riparata con lo scotch e si sente ancora l'odore.",
		"Há cheiro a gás na cozinha, foi consertado mas o cheiro ainda continua.",
	}
	for _, text := range dangers {
		if c := l.DetectConcern(text); !c.IsSerious || !slices.Contains(c.Categories, CategorySafety) {
			t.Errorf("DetectConcern(%q) = %+v, want a safety concern", text, c)
		}
	}
}
