package analysis

import "testing"

// TestConcernUntrainedLookalikesSelfHarmReview4 checks harmless
// sentences a real user could write in anonymous feedback that raised
// one of the untrained self-harm rules of the English, Spanish and
// other-language self-harm rounds (concernRulesUntrained) alone, found
// by an adversarial review of those rules (issue #35): a manager who
// will not have to put up with the writer after a notice, a plan and the
// means for a project, an exchange semester that ends, scars from
// skateboarding, a hotel checked out of, night shifts left behind, a
// crisis team that fixed a boiler, death as a joke next to a group
// assignment, an escape room, hair dyed, an old razor's blade, sleeves
// over a tattoo, an office life, a library one would gladly be locked
// in, death as a philosophy topic, a neighbour's drill, an early alarm,
// a sleep after a week of exams and a council that will do something
// drastic about traffic. Before the review each of them was an alarm
// decided by one rule alone; now no self-harm rule fires on them. The
// sentences were written for this test, not taken from the evaluation or
// training sets.
func TestConcernUntrainedLookalikesSelfHarmReview4(t *testing.T) {
	lookalikes := map[string][]string{
		LanguageEnglish: {
			"From the roof you can see how easy it would be to fix the gutter.",
			"I'm thinking about letting go of the wheel of the group project and let someone else steer.",
			"I googled how to tie a noose knot for the Halloween decorations in the escape room.",
			"I relapsed into my old habit of cutting my own fringe.",
			"I wear long sleeves to hide my arms, they're so pale after winter.",
			"My flatmate is starving herself before her wedding, she says it's a detox.",
			"I don't wanna be here anymore, the wifi is so slow, moving to the library.",
			"I want to dissapear forever from this group chat lol.",
			"I've been thinking about suicide prevention training for all the staff.",
			"I want to jump from the top of the bungee tower on my birthday.",
			"I don't feel safe with myself driving on the motorway, I need more lessons.",
			"I was sectioned off from the rest of the team in the new office layout.",
			"Dying would be easier than this maths exam lol.",
			"I'm no longer afraid of death scenes in horror films.",
			"Sorry for everything, goodbye and thanks for all the fish, the team lunch was fun.",
			"She keeps talking about jumping off the bridge into the river on the summer swim, it's a tradition.",
			"The only reason I'm still alive after that hike is the energy bars my friend brought.",
			"I should just die my hair back to brown honestly.",
			"I reopened the old cuts of the film for the director's version.",
			"My manager won't have to put up with me for much longer, I handed in my notice.",
			"I have a plan and the means to finish the project on time now that we got funding.",
			"I'll be gone soon anyway, my exchange semester ends in June.",
			"The scars I made myself are from skateboarding as a teenager.",
			"I'm going to check out early for good, the hotel was awful.",
			"I want out of this life of night shifts, looking for a day job.",
			"The crisis team came to my flat to fix the boiler, great service.",
			"Death would be a relief compared to this group assignment, lol.",
			"I'm not scared of dying anymore in the escape room, we finally beat it.",
			"I'm obsessed with the idea of dying my hair blue.",
			"I miss the blade of my old razor, the new one is terrible.",
			"The council will do something drastic about the traffic outside the school.",
		},
		LanguageSpanish: {
			"Me da igual vivir o morir en este videojuego, total tengo vidas infinitas.",
			"Me imagino cayendo al vacío en la montaña rusa nueva, qué miedo y qué ganas.",
			"No le veo sentido a la vida de oficina sin teletrabajo.",
			"Odio estar vivo cuando suena el despertador los lunes, jaja.",
			"Llevo manga larga en el trabajo para tapar el tatuaje, el código de vestimenta es estricto.",
			"Llevo manga larga para que nadie vea el tatuaje, mi jefe es muy clásico.",
			"No aguanto más esta vida de oficina, me voy a buscar trabajo en el campo.",
			"No me importaría que se cayera el viejo cobertizo conmigo dentro de casa viendo la tele, jaja.",
			"Ojalá cerraran la biblioteca conmigo dentro, así podría estudiar toda la noche.",
			"Pienso mucho en la muerte desde la clase de filosofía, el tema me fascina.",
			"Ojalá no me despierte el vecino con el taladro mañana.",
		},
		LanguageGerman: {
			"Ich hasse es, am Leben zu sein, wenn montags der Wecker klingelt, haha.",
			"Es ist mir egal, ob ich morgen aufwache oder nicht, ich habe Urlaub, ich schlafe aus.",
		},
		LanguageItalian: {
			"Nessuno si accorgerebbe se sparissi dalla riunione, quindi esco prima.",
			"Sto pianificando la mia fine settimana al mare.",
			"Odio svegliarmi ogni mattina alle sei per il treno.",
			"Porto le maniche lunghe per coprire il tatuaggio, il capo è all'antica.",
		},
		LanguagePortuguese: {
			"Uso manga comprida para esconder a tatuagem, o chefe é muito conservador.",
			"Odeio acordar todo dia às seis para pegar o ônibus.",
			"Queria dormir para sempre depois dessa semana de provas.",
		},
	}
	checkProbes(t, nil, lookalikes, CategorySelfHarm)
}
