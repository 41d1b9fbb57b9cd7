package analysis

import "testing"

// The safety rules of issue #35 written without retraining
// (concernRulesUntrained): a crowd crush, food poisoning from the
// canteen, a weapon shown around in class, electrical danger and bad air,
// each in the six languages. checkProbes holds them to their reports and
// to look-alikes that nothing flags; checkUntrainedSafetySilent holds
// them to look-alikes that older rules already raise ("food poisoning",
// "étincelles", "knife" alone), where only the new rules can be checked.

// checkUntrainedSafetySilent checks that no safety rule of
// concernRulesUntrained matches any of texts.
func checkUntrainedSafetySilent(t *testing.T, texts map[string][]string) {
	t.Helper()
	var specs []ruleSpec
	for _, spec := range concernRulesUntrained {
		if spec.category == CategorySafety {
			specs = append(specs, spec)
		}
	}
	ps := compilePhrases(specs)
	for lang, texts := range texts {
		for _, text := range texts {
			if ms := ps.match(matchWords(text, nil)); len(ms) > 0 {
				t.Errorf("%s: an untrained safety rule matches %q: %q", lang, text, ms[0].rule.slots[0].alts[0])
			}
		}
	}
}

// TestConcernCrowdCrush checks the rules of a place so overcrowded that
// people were crushed or trampled. Before them, the rules gave these
// reports weak signs only ("crushed", "überfüllt").
func TestConcernCrowdCrush(t *testing.T) {
	checkProbes(t, map[string][]string{
		"en": {"The venue was so overcrowded people were getting crushed at the entrance.", "The hall was massively overcrowded and two students got trampled near the exit."},
		"de": {"Die Party war so überfüllt, dass Leute am Eingang erdrückt wurden.", "Das Konzert war brechend voll und am Eingang wurden Leute fast totgetrampelt."},
		"fr": {"La soirée de l'école était surpeuplée et des gens se sont fait écraser contre les grilles."},
		"es": {"El concierto estaba tan abarrotado que varias personas fueron pisoteadas en la entrada."},
		"it": {"La festa era strapiena e due ragazze sono state calpestate vicino all'uscita, è pericoloso."},
		"pt": {"O auditório estava tão lotado que duas pessoas foram esmagadas contra a grade."},
	}, map[string][]string{
		"en": {"The club was packed and the band absolutely crushed it at the gig.", "The stadium was packed and we got crushed in the final.", "The arena was packed and we crushed them."},
	}, CategorySafety)
	checkUntrainedSafetySilent(t, map[string][]string{
		"en": {"The bus was packed, I was squashed like a sardine.", "The bus was so packed I got crushed like a sardine."},
		"de": {"Die U-Bahn war überfüllt, wir standen gequetscht wie Sardinen.", "Viele Leute werden von der Arbeit erdrückt."},
		"fr": {"Le métro était bondé, on était écrasés comme des sardines.", "Le stade était bondé et on s'est fait écraser par l'équipe adverse."},
		"es": {"El metro iba abarrotado y yo iba aplastado como una sardina.", "El estadio estaba abarrotado y nos aplastaron en la final."},
		"it": {"Il treno era strapieno e siamo stati schiacciati come sardine."},
		"pt": {"O ônibus estava lotado e eu fui esmagado que nem sardinha.", "O estádio estava lotado e fomos esmagados por 4 a 0."},
	})
}

// TestConcernFoodPoisoningCanteen checks the rules of several people
// with food poisoning from the canteen or a caterer. Before them, the
// rules gave a weak sign ("food poisoning", "Lebensmittelvergiftung") to
// reports and fears alike.
func TestConcernFoodPoisoningCanteen(t *testing.T) {
	checkProbes(t, map[string][]string{
		"en": {"Five students got food poisoning from the cafeteria on Monday.", "Half of my colleagues ended up with food poisoning after the caterer's lunch."},
		"de": {"Vier Kommilitonen haben letzte Woche eine Lebensmittelvergiftung aus der Mensa bekommen."},
		"fr": {"Plusieurs élèves ont eu une intoxication alimentaire à la cantine mardi."},
		"es": {"Varios compañeros tuvieron una intoxicación por la comida del comedor."},
		"it": {"Diversi colleghi hanno avuto un'intossicazione alimentare dopo il pranzo in mensa."},
		"pt": {"Três pessoas tiveram intoxicação alimentar no bandejão esta semana."},
	}, nil, CategorySafety)
	checkUntrainedSafetySilent(t, map[string][]string{
		"en": {"This pizza is so good it's worth a food poisoning.", "We had a lecture about food poisoning in the canteen kitchen.", "People are scared of getting food poisoning from the cafeteria.", "The film is about people who got food poisoning at a school cafeteria."},
		"de": {"Viele haben Angst vor einer Lebensmittelvergiftung aus der Mensa."},
		"fr": {"Nous avons vu un film sur l'intoxication alimentaire à la cantine.", "Beaucoup ont peur d'une intoxication alimentaire à la cantine."},
		"es": {"Muchos tienen miedo a una intoxicación en el comedor."},
		"it": {"Molti hanno paura di un'intossicazione alimentare in mensa."},
		"pt": {"Muitos têm medo de pegar intoxicação alimentar no bandejão."},
	})
}

// TestConcernWeaponShown checks the rules of a weapon brought into
// class, an exam or work and shown around. Before them, only the English
// and French threat rules ("brought a knife to", "apporté un couteau")
// and the weak sign of "knife" read these reports.
func TestConcernWeaponShown(t *testing.T) {
	checkProbes(t, map[string][]string{
		"en": {"A guy brought a knife to the exam and kept showing it to people around him.", "My coworker brought a gun into work today and was waving it around."},
		"de": {"Ein Mitschüler hat ein Messer in die Klausur mitgebracht und es allen gezeigt."},
		"fr": {"Un élève a apporté un couteau en cours et le montrait à tout le monde."},
		"es": {"Un alumno trajo una navaja a clase y la iba enseñando a todos."},
		"it": {"Un ragazzo ha portato un coltello in classe e lo mostrava a tutti."},
		"pt": {"Um aluno trouxe uma faca para a prova e ficou mostrando pra todo mundo."},
	}, map[string][]string{
		"en": {"She brought her fencing sword to school and showed it to the team."},
	}, CategorySafety)
	checkUntrainedSafetySilent(t, map[string][]string{
		"en": {"Our teacher brought a knife to cooking class and showed us how to dice onions.", "He brought a toy gun to class and showed it to the kids for the play.", "I brought a knife to work and showed everyone how to cut the cake."},
		"de": {"Die Lehrerin hat ein Messer in den Kochkurs mitgebracht und gezeigt, wie man Zwiebeln schneidet."},
		"fr": {"Le chef a apporté un couteau en cours de cuisine et a montré comment couper."},
		"es": {"El profe trajo un cuchillo a clase de cocina y nos enseñó a cortar cebolla."},
		"it": {"Ha portato una pistola giocattolo a scuola per la recita e la mostrava a tutti."},
		"pt": {"O professor trouxe uma faca para a aula de culinária e mostrou como cortar."},
	})
}

// TestConcernElectricalDanger checks the rules of sockets and cables
// that spark, smoke or give shocks, and of bare live wires.
func TestConcernElectricalDanger(t *testing.T) {
	checkProbes(t, map[string][]string{
		"en": {"The socket next to my desk sparks every time I plug my laptop in.", "There are exposed wires hanging from the ceiling in the hallway."},
		"de": {"Die Steckdose im Labor sprüht Funken, sobald man etwas einsteckt.", "Im Treppenhaus hängen blanke Kabel aus der Wand."},
		"fr": {"La prise de ma chambre fait des étincelles quand je branche mon chargeur."},
		"es": {"El enchufe del aula echa chispas cada vez que conectamos el proyector.", "Hay cables pelados colgando del techo en el pasillo."},
		"it": {"La presa vicino alla lavagna fa scintille e ieri mi ha dato la scossa."},
		"pt": {"A tomada do laboratório dá choque toda vez que alguém encosta.", "Tem fios desencapados saindo da parede do banheiro."},
	}, map[string][]string{
		"en": {"The idea sparked a heated debate in the seminar."},
		"de": {"Zwischen den beiden hat es sofort gefunkt."},
		"pt": {"A discussão pegou fogo na reunião de ontem."},
	}, CategorySafety)
	checkUntrainedSafetySilent(t, map[string][]string{
		"en": {"Sparks flew between them at the party.", "The new charger sparked my interest in electronics."},
		"fr": {"Leur rencontre a fait des étincelles au festival.", "Les câbles dénudés près de l'évier ont été refaits hier."},
		"es": {"Se le cruzó el cable y echaba chispas contra todos."},
		"it": {"La squadra ha fatto scintille in campionato.", "I cavi scoperti vicino alla piscina sono stati isolati."},
	})
}

// TestConcernBadAir checks the rules of broken ventilation or fumes with
// people dizzy, fainting or sick.
func TestConcernBadAir(t *testing.T) {
	checkProbes(t, map[string][]string{
		"en": {"The ventilation in the chemistry lab has been broken for a week and two people fainted.", "There's a strong smell of gas in the basement and several of us felt dizzy."},
		"de": {"Die Lüftung im Labor ist kaputt und mehreren Leuten ist schwindlig geworden."},
		"fr": {"La ventilation du labo est en panne et plusieurs étudiants ont eu des vertiges."},
		"es": {"La ventilación del laboratorio no funciona y varios compañeros se marearon."},
		"it": {"L'aspiratore del laboratorio è rotto e due ragazze sono svenute."},
		"pt": {"O exaustor do laboratório pifou e metade da turma ficou tonta."},
	}, map[string][]string{
		"en": {"The lecture was so dense it made me dizzy.", "The rollercoaster made everyone dizzy."},
		"de": {"Die Achterbahn war so schnell, dass allen schwindlig wurde."},
		"fr": {"Ce cours de maths me donne des vertiges."},
		"es": {"La montaña rusa nos dejó a todos mareados."},
		"it": {"Con tutte quelle formule mi gira la testa."},
		"pt": {"A montanha-russa deixou todo mundo tonto."},
	}, CategorySafety)
	checkUntrainedSafetySilent(t, map[string][]string{
		"en": {"I'm running on fumes and feeling dizzy after three exams."},
	})
}
