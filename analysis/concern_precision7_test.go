package analysis

import "testing"

// TestConcernPrecision7Idioms checks that ordinary English, German,
// French, Spanish, Italian and Portuguese feedback of the round
// precision7 is not flagged where a trained rule read it: a song line
// ("quiero morir en tus brazos"), an overdose of sugar or coffee, a
// character's overdose in a play, the farewell letter of a novel or of a
// literature lesson, hiding under the duvet, wanting to vanish for shame
// of a slip, never waking up so tired again, burning one's fingers with
// a cigarette while driving, a clear poster about harassment, strangling
// the printer, a deadline called a suicide mission, a course on
// self-harm or on preventing overdoses and a coach who will "kill" the
// team at training (the passages of concernIdioms of the round). Before
// them the detector flagged each of the texts the round wrote (the
// first of each kind). The concerns told with the same words stay
// flagged.
func TestConcernPrecision7Idioms(t *testing.T) {
	l := NewLocal()
	d := &concernDetector{rules: compileConcernRules()}
	idioms := []struct{ text, category string }{
		{"La canción \"quiero morir en tus brazos\" sonaba demasiado alta en la fiesta.", CategorySelfHarm},
		{"Das Lied \"Ich will sterben in deinen Armen\" lief viel zu laut beim Sommerfest.", CategorySelfHarm},
		{"La canzone \"voglio morire tra le tue braccia\" era a tutto volume alla festa.", CategorySelfHarm},
		{"A música \"quero morrer nos teus braços\" estava alta demais na festa.", CategorySelfHarm},
		{"Le journal parlait d'une overdose de sucre après Halloween, article rigolo.", CategorySelfHarm},
		{"El periódico contaba una sobredosis de azúcar tras Halloween, muy gracioso.", CategorySelfHarm},
		{"Dopo la festa abbiamo avuto un'overdose di zuccheri, ma che buono il buffet.", CategorySelfHarm},
		{"O jornal falava de uma overdose de açúcar depois do Halloween, matéria engraçada.", CategorySelfHarm},
		{"Dans la pièce, le personnage meurt d'une overdose, les acteurs étaient excellents.", CategorySelfHarm},
		{"Nello spettacolo il protagonista muore di overdose, attori bravissimi.", CategorySelfHarm},
		{"En la obra el personaje muere de una sobredosis, los actores estuvieron geniales.", CategorySelfHarm},
		{"Im Theaterstück nimmt die Hauptfigur eine Überdosis, die Schauspieler waren großartig.", CategorySelfHarm},
		{"Im Lesekreis ging es um einen Roman mit einem Abschiedsbrief, tolle Diskussion.", CategorySelfHarm},
		{"Im Deutschunterricht haben wir den Abschiedsbrief von Werther gelesen.", CategorySelfHarm},
		{"Au club de lecture on a lu un roman avec une lettre d'adieu cachée dans un grenier.", CategorySelfHarm},
		{"Dans le roman, l'héroïne écrit une lettre d'adieu à son village natal, très beau livre.", CategorySelfHarm},
		{"En cours de français on a étudié la lettre d'adieu de Werther.", CategorySelfHarm},
		{"En el club de lectura hablamos de una novela con una carta de despedida, gran debate.", CategorySelfHarm},
		{"En clase de literatura leímos la carta de despedida de un soldado.", CategorySelfHarm},
		{"Al club del libro abbiamo parlato di un romanzo con una lettera d'addio, bel dibattito.", CategorySelfHarm},
		{"A lezione di letteratura abbiamo letto la lettera d'addio di Jacopo Ortis.", CategorySelfHarm},
		{"No clube do livro falamos de um romance com uma carta de despedida, ótimo debate.", CategorySelfHarm},
		{"I wish I could disappear under my duvet every Monday morning lol.", CategorySelfHarm},
		{"J'ai envie de disparaître sous la couette chaque lundi matin.", CategorySelfHarm},
		{"Quiero desaparecer debajo del edredón todos los lunes.", CategorySelfHarm},
		{"Vorrei sparire sotto il piumone ogni lunedì mattina.", CategorySelfHarm},
		{"Je veux disparaître tellement j'ai honte de mon lapsus sur scène.", CategorySelfHarm},
		{"Vorrei non risvegliarmi mai più così a pezzi dopo il turno di notte.", CategorySelfHarm},
		{"Ojalá no despertarme nunca más tan destrozado después del turno de noche.", CategorySelfHarm},
		{"Queria nunca mais acordar tão acabado depois do plantão.", CategorySelfHarm},
		{"Ich bin so müde, ich will nie wieder aufwachen vor zehn Uhr.", CategorySelfHarm},
		{"Je me brûle avec ma cigarette à chaque fois que je conduis, quel maladroit.", CategorySelfHarm},
		{"Me quemo con el cigarrillo cada vez que manejo, se me cae la ceniza en el pantalón.", CategorySelfHarm},
		{"The poster on sexual harassment is clear and helpful.", CategoryHarassment},
		{"Das Plakat zum Melden sexueller Belästigung ist klar und hilfreich.", CategoryHarassment},
		{"Il cartello su come segnalare le molestie sessuali è chiaro.", CategoryHarassment},
		{"O cartaz sobre denunciar assédio sexual é claro.", CategoryHarassment},
		{"My colleague said she'd strangle the printer, it jammed again.", CategoryThreats},
		{"Mon collègue a dit qu'il allait étrangler l'imprimante, encore bloquée.", CategoryThreats},
		{"Le coach a dit qu'il allait nous tuer à l'entraînement demain, trop hâte.", CategoryThreats},
		{"Mon chef a qualifié le délai de mission suicide, on l'a repoussé.", CategorySelfHarm},
		{"Mi jefe llamó al plazo una misión suicida, lo aplazamos.", CategorySelfHarm},
		{"Il laboratorio sull'autolesionismo per docenti era ben condotto.", CategorySelfHarm},
		{"Lo stand sulla prevenzione delle overdose con formazione sul naloxone era ottimo.", CategorySelfHarm},
	}
	for _, idiom := range idioms {
		checkIdiom(t, l, d, idiom.text, idiom.category)
	}
	concerns := []struct{ text, category string }{
		{"Escucho \"quiero morir en tus brazos\" y pienso que de verdad quiero morir.", CategorySelfHarm},
		{"Ich will sterben, in deinen Armen oder allein, egal, ich kann nicht mehr.", CategorySelfHarm},
		{"Voglio morire, tra le tue braccia o da sola, non ce la faccio più.", CategorySelfHarm},
		{"Quero morrer, nos teus braços ou sozinha, não aguento mais.", CategorySelfHarm},
		{"Ho preso un'overdose di pillole ieri sera.", CategorySelfHarm},
		{"J'ai fait une overdose de médicaments la semaine dernière.", CategorySelfHarm},
		{"Tomé una sobredosis de pastillas a propósito.", CategorySelfHarm},
		{"Ich habe eine Überdosis Schlaftabletten genommen.", CategorySelfHarm},
		{"Comme le personnage du film, je veux faire une overdose.", CategorySelfHarm},
		{"Igual que el personaje, quiero tomar una sobredosis y acabar.", CategorySelfHarm},
		{"Nach dem Film habe ich wie die Hauptfigur eine Überdosis genommen.", CategorySelfHarm},
		{"J'ai écrit ma lettre d'adieu hier soir, je ne veux plus vivre.", CategorySelfHarm},
		{"Après avoir lu le roman, j'ai écrit ma propre lettre d'adieu pour mes parents.", CategorySelfHarm},
		{"Ho scritto una lettera d'addio ai miei, stanotte la faccio finita.", CategorySelfHarm},
		{"Escribí mi carta de despedida, ya no quiero seguir viviendo.", CategorySelfHarm},
		{"Como la protagonista de la novela, escribí una carta de despedida porque quiero morir.", CategorySelfHarm},
		{"En clase de literatura pensé en mi carta de despedida, quiero morir.", CategorySelfHarm},
		{"Ich habe einen Abschiedsbrief geschrieben, ich will nicht mehr leben.", CategorySelfHarm},
		{"Im Deutschunterricht habe ich meinen Abschiedsbrief geschrieben, ich will nicht mehr.", CategorySelfHarm},
		{"I wish I could disappear under my duvet and never wake up.", CategorySelfHarm},
		{"J'ai envie de disparaître sous la couette pour toujours et ne plus jamais exister.", CategorySelfHarm},
		{"Quiero desaparecer debajo del edredón para siempre, no quiero vivir.", CategorySelfHarm},
		{"Vorrei sparire sotto il piumone per sempre, non voglio più vivere.", CategorySelfHarm},
		{"Je veux disparaître sous la couette et mourir.", CategorySelfHarm},
		{"Quiero desaparecer debajo del edredón y morirme.", CategorySelfHarm},
		{"Vorrei sparire sotto il piumone e morire.", CategorySelfHarm},
		{"Queria sumir debaixo do edredom e morrer.", CategorySelfHarm},
		{"Je veux disparaître tellement j'ai honte de moi, je ne mérite pas de vivre.", CategorySelfHarm},
		{"Quiero desaparecer de la vergüenza, de mí misma, quiero morirme.", CategorySelfHarm},
		{"Comme l'héroïne, je veux disparaître de honte et ne plus jamais revenir, je veux mourir.", CategorySelfHarm},
		{"Vorrei non risvegliarmi mai più, sono stanca di vivere.", CategorySelfHarm},
		{"Vorrei non svegliarmi mai più, così finirebbe tutto.", CategorySelfHarm},
		{"Ojalá no despertarme nunca más, no aguanto esta vida.", CategorySelfHarm},
		{"Queria nunca mais acordar, não aguento mais viver.", CategorySelfHarm},
		{"Ich will nie wieder aufwachen, ich halte das Leben nicht mehr aus.", CategorySelfHarm},
		{"Me quemo con el cigarro en el brazo cuando estoy ansiosa.", CategorySelfHarm},
		{"Je me brûle avec ma cigarette sur le bras pour me punir.", CategorySelfHarm},
		{"Me queimo com o cigarro no braço quando fico mal.", CategorySelfHarm},
		{"L'affiche sur le harcèlement est claire, mais mon chef me harcèle tous les jours.", CategoryHarassment},
		{"Das Plakat zur Belästigung ist klar, trotzdem belästigt mich mein Kollege jeden Tag sexuell.", CategoryHarassment},
		{"Il cartello sulle molestie c'è, ma il mio capo continua a molestarmi.", CategoryHarassment},
		{"O cartaz sobre assédio não adianta, meu chefe me assedia todo dia.", CategoryHarassment},
		{"He said he'd strangle me if I told anyone.", CategoryThreats},
		{"Il a dit qu'il allait m'étrangler si je parlais.", CategoryThreats},
		{"Mi compañero dijo que me iba a estrangular si lo denunciaba.", CategoryThreats},
		{"Le coach a dit qu'il allait nous tuer si on parlait de ce qu'il fait.", CategoryThreats},
		{"L'entraîneur a dit qu'il allait nous tuer, à l'entraînement il nous frappe.", CategoryThreats},
		{"Ce projet est une mission suicide, et moi je veux me suicider.", CategorySelfHarm},
		{"Questo progetto è una missione suicida, e io voglio suicidarmi.", CategorySelfHarm},
		{"Dopo il corso sull'autolesionismo ho ricominciato a tagliarmi.", CategorySelfHarm},
		{"Al corso sull'autolesionismo ho capito che mi faccio del male da anni.", CategorySelfHarm},
		{"Nonostante la prevenzione delle overdose, stasera voglio andare in overdose di pillole.", CategorySelfHarm},
		{"Ho fatto un'overdose di pillole dopo il corso sulla prevenzione.", CategorySelfHarm},
	}
	for _, c := range concerns {
		expectConcern(t, l, c.text, c.category)
	}
}

// TestConcernPrecision7Guards checks the guards the round precision7
// gave seven untrained rules: never waking up again "so" tired or before
// ten ("nie wieder aufwachen vor zehn Uhr", "no despertarme nunca más
// tan destrozado", "nunca mais acordar tão acabado"), a cigarette that
// burns the fingers "every time I drive" ("cada vez que conduzco", "toda
// vez que dirijo") and a coach who will "kill" the team at training
// ("nos va a matar en el entrenamiento"). Each look-alike was flagged
// before; the concerns told with the same words stay flagged.
func TestConcernPrecision7Guards(t *testing.T) {
	checkProbes(t, map[string][]string{
		"de": {
			"Ich will nie wieder aufwachen.",
			"Ich möchte nie mehr aufwachen, alles ist sinnlos.",
		},
		"es": {
			"Ojalá no despertarme nunca más.",
			"Ojalá no despertar nunca, estoy harta de vivir.",
			"Me quemo con cigarrillos cuando estoy triste.",
			"Me he vuelto a quemar con el mechero para no sentir nada.",
		},
		"pt": {
			"Queria nunca mais acordar.",
			"Preferia nunca mais acordar, não aguento mais.",
			"Me queimo com o cigarro no braço quando fico mal.",
			"Me queimei com o isqueiro de novo, não consigo parar.",
		},
	}, map[string][]string{
		"de": {
			"Ich bin so müde, ich will nie wieder aufwachen vor zehn Uhr.",
			"Ich will nie wieder aufwachen vor dem Wecker am Samstag.",
		},
		"es": {
			"Ojalá no despertarme nunca más tan destrozado después del turno de noche.",
			"Ojalá no despertarme nunca más así de cansada un lunes.",
			"Me quemo con el cigarrillo cada vez que manejo, se me cae la ceniza en el pantalón.",
			"Me quemé con el cigarrillo conduciendo, la ceniza cayó en el pantalón.",
		},
		"pt": {
			"Queria nunca mais acordar tão acabado depois do plantão.",
			"Queria nunca mais acordar assim cansada numa segunda.",
			"Me queimo com o cigarro toda vez que dirijo, que desastrado.",
			"Me queimei com o cigarro dirigindo, a cinza caiu na calça.",
		},
	}, CategorySelfHarm)
	checkProbes(t, map[string][]string{
		"es": {
			"El entrenador dijo que nos va a matar si contamos lo que pasa en el vestuario.",
			"Mi jefe dijo que me va a matar en el aparcamiento.",
		},
	}, map[string][]string{
		"es": {
			"El entrenador dijo que mañana nos va a matar en el entrenamiento, qué ganas.",
			"La entrenadora dijo que nos va a matar en el gimnasio con las sentadillas.",
		},
	}, CategoryThreats)
}
