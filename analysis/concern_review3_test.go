package analysis

import (
	"slices"
	"testing"
)

// TestConcernThreats4Lookalikes checks harmless sentences a real user could
// write in anonymous feedback that the fourth batch of untrained threat
// rules (the "Threats4" rules of concernRulesUntrained, weight 0.85, so
// each decided alone) flagged as a threat, found by an adversarial review
// of those rules (issue #35): a match to be won or avenged ("they will pay
// for what they did in the first leg", "ihr werdet dafür bezahlen"), a play
// or a novel quoting a threat, a crime series with a body bag, a magician,
// cooking (bones for the stock, a knife for the cake, dough, a fish),
// plants and pets that will not see the summer, a bill or a coffee to be
// paid ("la prof va me le payer, le café"), a bonfire, games and sport
// (chess, tennis, karaoke, paintball, Mario Kart), an exam that will be a
// bloodbath, a lift home after the bus, invitations left where children
// play, a dentist, a physiotherapist, icy roads and jokes between friends.
// Each raised a Threats4 rule before its guard; none is flagged now. The
// sentences were written for this test, not taken from the evaluation or
// training sets.
func TestConcernThreats4Lookalikes(t *testing.T) {
	lookalikes := map[string][]string{
		LanguageEnglish: {
			"They'll pay for what they did to us in the final, rematch next month!",
			"You'll pay for what you did to my sandwich, I'm eating your crisps.",
			"The whole barbecue is going to burn, I've got the lighter fluid ready.",
			"I'll rearrange the teacher's face on the poster with stickers.",
			"You'll pay for what you said about my cooking, I'm making you wash the dishes, haha.",
			"The villain swears the king will pay for what he did to his father, great third act.",
			"In the novel, the pirate says the governor will pay for everything he did.",
			"The students will pay for what they did to the lab with extra cleaning duty.",
			"Our team is dead meat on Saturday if the striker is injured.",
			"We're gonna skin him alive at chess tonight, he's no match.",
			"If I fail the exam again, I'll snap and take everyone out for pizza to forget it.",
			"The villain gets what he deserves, and it will hurt to watch.",
			"I'm dying to see my coach suffer through the marathon he signed up for, haha.",
			"Watch yourself on the way home, the roads are icy tonight.",
			"The whole pile of leaves is going to burn, I've got matches and a lighter fluid for the bonfire.",
			"I'll break all his bones in the video game, he's a skeleton warrior.",
			"The principal better watch his back in the staff volleyball match.",
			"You'd better say your prayers before this exam, it will be a bloodbath.",
			"I know where his kids play football on Sundays, I'll drop the ball off there.",
			"I'm going to floor the manager with my presentation, it's that good.",
			"I'll beat the dough black and blue, that's how you get a good loaf, haha.",
			"You'll wish you'd never met me after you taste my chilli, it's so spicy!",
			"Our sales team beat the target to a pulp this quarter.",
			"The patient is leaving in an ambulance to the other hospital for a scan.",
			"He's not getting out of the escape room alive, the puzzles are too hard, haha.",
			"They won't make it out alive from the haunted house ride, it's terrifying.",
			"The dentist will knock his teeth out? No, just a filling.",
			"If they fail me on this exam there will be a bloodbath in my grades.",
			"My sister set her friends on me at the pillow fight, I lost.",
			"You'll wish you'd never been born when you see this spreadsheet, it's huge.",
			"I'll make you regret the day you were born for beating me at Monopoly, just kidding.",
			"I'll deal with him myself, permanently: I'm changing the WiFi password.",
			"I brought a bat to school today and the coach knows why: baseball tryouts.",
			"I want to see them burn the old documents, the shredder is broken.",
			"My boss will suffer for what he did... to the coffee machine, haha.",
			"Sending the manager home in a box of chocolates, it's his birthday.",
		},
		LanguageFrench: {
			"Je vais la saigner comme un poulet, dit le chef cuisinier en démonstration.",
			"Il ne perd rien pour attendre, mon frère, je vais le battre à la revanche au ping-pong.",
			"Le gâteau ne perd rien pour attendre, il sera meilleur demain.",
			"Ils vont payer pour ce qu'ils ont fait au match aller, on va les battre chez nous.",
			"Le méchant jure que le roi va payer pour ce qu'il a fait, belle scène au théâtre.",
			"La prof va me le payer, le café, elle a perdu son pari.",
			"Je vais te casser en deux la baguette pour le pique-nique.",
			"Tu vas voir ce qui va t'arriver si tu manges tout ce gâteau : un mal de ventre !",
			"Le coach a promis que je serais mort samedi après l'entraînement, tellement c'est dur.",
			"La prochaine fois que je le vois, il est cuit : je le bats aux échecs.",
			"On va lui faire sa fête, à ce gâteau, il a l'air délicieux.",
			"Je vais éclater le prof au Mario Kart ce midi.",
			"Je vais te faire regretter d'être né avec mon piment, il est très fort.",
			"Recommence et tu vas voir, tu vas progresser très vite au piano.",
			"Continue de parler à tes plantes et tu vas voir, elles poussent mieux.",
			"Je vais lui briser les os de poulet pour le bouillon.",
			"Je vais tirer sur le premier qui arrive au stand de tir laser, c'est le jeu.",
			"Je sais où jouent ses enfants le mercredi, je vais y déposer les invitations.",
			"Je vais faire en sorte que le prof ne sorte jamais de cette salle sans son café.",
			"Je sais quel bus prend le prof pour rentrer et j'y serai, on habite le même quartier.",
			"On va coincer le surveillant et lui donner une leçon de belote, il perd toujours.",
			"Demain je ramène quelque chose, vous verrez qui rigole : des crêpes !",
			"Je vais lui mettre un coup de boule au babyfoot, c'est une expression.",
			"Le chef va avoir ce qu'il mérite, et ça va faire mal... aux pieds, après le marathon.",
			"Je veux voir mon chef souffrir au karaoké, il chante faux.",
			"Il a promis de me défigurer... la photo avec des moustaches, haha.",
			"La série : le héros va sortir dans un sac mortuaire au dernier épisode, bonne critique.",
			"Le pompier va sortir les pieds devant du camion ? Non, il descend l'échelle.",
			"J'ai fait une liste des films que je veux descendre dans ma critique.",
			"Ils vont me le payer, le billet de train, c'est la SNCF qui rembourse.",
			"Le proviseur va le payer très cher, le nouveau projecteur, le budget a explosé.",
		},
		LanguageItalian: {
			"La pagheranno per quello che hanno fatto all'andata, domenica vinciamo noi!",
			"Il cattivo giura che il re la pagherà per quello che ha fatto, bel terzo atto.",
			"Vedrai cosa ti succede se mangi tutta la torta: mal di pancia!",
			"La prossima volta che vieni la torta sarà finita, arriva prima.",
			"Gli faremo la festa, a questo arrosto, ha un profumo buonissimo.",
			"Se mi bocciano di nuovo lo vado a cercare, il libro giusto, in biblioteca.",
			"Quel prof deve guardarsi le spalle nella partita di pallavolo tra docenti.",
			"Ti faccio pentire di essere nato col mio peperoncino, è piccantissimo.",
			"So dove giocano i suoi figli, lascio lì gli inviti per la festa.",
			"Voglio vedere il mio capo soffrire al karaoke, stona sempre.",
			"Voglio vedere il prof sanguinare? No, ci mostra il prelievo in laboratorio.",
			"La serie: il protagonista esce in un sacco nero nell'ultimo episodio, recensione ottima.",
			"Gli cambio i connotati alla foto con l'app, gli metto i baffi.",
			"Il prof avrà quello che si merita, e farà male... alle gambe, dopo la maratona.",
			"Stia attento che non gli succeda niente al telefono, è nuovo.",
			"Lo spingo giù dalle scale? No, il passeggino lo porto in braccio.",
			"Lo butto giù dalla finestra, questo vecchio tappeto, tanto è da buttare.",
			"Mi ha detto che mi avrebbe trovato e finito quello che aveva iniziato: il puzzle!",
			"Il cane ha minacciato di far del male al mio gatto, abbaiando tutto il giorno, ahah.",
			"Ha detto che è arrivata la mia ora... di fare la presentazione.",
			"La tua ora è arrivata: tocca a te cantare al karaoke!",
			"Il prof non arriverà al suo prossimo compleanno senza una festa, la organizziamo noi.",
			"Domani porto la mazza a scuola e il prof capirà perché: c'è la partita di baseball.",
		},
		LanguageGerman: {
			"Ich weiß, wo seine Kinder Fußball spielen, ich fahre sie hin.",
			"Wenn die Katze mich noch einmal kratzt, sieht sie das Wochenende nicht draußen, Stubenarrest.",
			"Wenn der Tierarzt mir das bestätigt, erlebt unser alter Hund Weihnachten nicht mehr, so traurig.",
			"Alle im Büro werden dafür bezahlen, die Getränke am Freitag sind Tradition.",
			"Ich bring morgen was mit, dann werden alle sehen, wer hier lacht: meine Torte!",
			"Ich bringe etwas mit, ihr werdet sehen, wer zuletzt lacht beim Quiz.",
			"Ich hau dir eine rein? Nein, ich hau dir eine Portion Nudeln auf den Teller.",
			"Ich prügel den Teig windelweich, so wird das Brot gut.",
			"Ich knall den Nächsten ab, der beim Paintball vorbeiläuft, das ist das Spiel.",
			"Ich tu der Koordinatorin so weh, dass sie nie wieder gegen mich Schach spielt, haha.",
			"Ich weiß, wo ihre Kinder spielen, ich bringe die Einladungen zum Spielplatz.",
			"Ich schnapp mir die Aufsicht und erteile ihr eine Lektion im Skat.",
			"Ich schlitz ihn auf, den Brief, mit dem Brieföffner.",
			"Wenn die mich aus der Band rauswerfen, gibt es ein Blutbad beim Sound, haha.",
			"Der Professor sollte heute auf dem Heimweg gut aufpassen, es ist glatt.",
			"Er hat mir eine Nachricht geschrieben, dass ich am Freitag tot bin vor Müdigkeit nach dem Umzug.",
			"Du wirst das bezahlen, die Pizza, du hast verloren.",
			"Ich brech dir beim Armdrücken die Finger, haha, nur Spaß.",
			"Ich werde es dem Chef heimzahlen, und zwar mit den Fäusten beim Tischkicker.",
			"Der Chef verlässt das Büro im Leichensack? Nein, im Schlafsack beim Betriebsausflug, haha.",
			"Ich mach die Prüfung fertig, die überlebt das nicht, haha.",
			"Das ganze Lagerfeuer wird brennen, Feuerzeug und Streichhölzer hab ich dabei.",
		},
	}
	checkProbes(t, nil, lookalikes, CategoryThreats)
}

// TestConcernThreats4Demoted checks that three rules of the fourth threat
// batch are weak signs (weight 0.7) that leave the verdict to the
// classifier, as their harmless reading is as common as the threat: "das
// wirst du mir büßen" (the last piece of cake, a plate of chips), "next
// time I see you ... you're finished" (a climbing wall, a gym) and
// "vedrai cosa ti succede" (a parent's or a teacher's promise): on these
// sentences the threat rules stay below strongRuleConfidence and no
// untrained rule decides alone, and the detector's verdicts count in
// probeTally. Before, each decided alone and flagged these sentences as
// threats.
func TestConcernThreats4Demoted(t *testing.T) {
	l := NewLocal()
	d := &concernDetector{rules: compileConcernRules()}
	threats := slices.Index(categoryOrder, CategoryThreats)
	for _, text := range []string{
		"Das wirst du mir büßen, du hast das letzte Stück Kuchen gegessen, haha.",
		"Das wirst du mir büßen, du hast meine Pommes gegessen!",
		"Next time I see you at the climbing wall you're finished, that new route is brutal.",
		"Vedrai cosa ti succede se continui a studiare così: prendi trenta!",
	} {
		if h := d.rulesFor(matchWords(text, nil)); h.confidence[threats] >= strongRuleConfidence || h.untrainedStrong {
			t.Errorf("rules on %q: threats confidence %.2f, untrained strong %v; want a weak sign", text, h.confidence[threats], h.untrainedStrong)
		}
		expectNone(t, l, text)
	}
}
