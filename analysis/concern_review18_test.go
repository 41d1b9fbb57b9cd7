package analysis

import "testing"

// The eighteenth review holds the 22 passages of concernIdioms and the
// guards of seven untrained rules that the round precision7 wrote
// (concern_precision7_test.go) to 149 real concerns told with their words,
// written by another hand: a song line said to a mother with the pills
// ready ("quiero morir en tus brazos mamá"), an overdose of caffeine
// pills, a character's overdose followed by the writer's own plan, a
// novel's or a lesson's farewell letter followed by the writer's own, the
// duvet "hasta morirme", "non svegliarmi mai più così la smetto di
// soffrire", "nunca mais acordar assim acabava tudo", "nie wieder
// aufwachen so müde bin ich vom Leben", a cigarette burn at the wheel
// "porque me odio", a clear poster "ma il mio responsabile mi tocca", the
// printer guy to be strangled, "minha missão suicida", a workshop on
// self-harm "e mi sono tagliata di nuovo" and a coach who threatened to
// kill the team at training with a knife. Of the first 130, 119 were
// flagged before the round and 91 with it: 28 were swallowed; of a second
// batch of 31, written to test the narrowing, the round swallowed 6 of
// the 30 flagged before it. The review narrowed the passages (a song word
// before the line, a play or a film before the character, no "and I"
// after the letter, a named tiredness after "non svegliarmi", a day
// rather than "until" after the duvet, no "but" after the poster, no
// person after the printer, not "my" suicide mission, no threat verb
// before "nous tuer") and the guards ("tan" and "tão" only with a
// tiredness, "so müde" dropped); now all 149 are flagged again. The
// reports the detector misses either way are left out, and so are two
// that no rule reads ("Me quemé con un cigarrillo al volante a
// propósito"), which the classifier that learned
// testdata/concern/train3 misses.

// TestConcernReview18Precision7 checks that the passages and guards of
// precision7 leave these reports serious.
func TestConcernReview18Precision7(t *testing.T) {
	l := NewLocal()
	for _, c := range []struct{ text, category string }{
		{"quiero morir en tus brazos no, quiero morir de verdad", CategorySelfHarm},
		{"Quiero morir en tus brazos esta noche, ya tengo las pastillas.", CategorySelfHarm},
		{"quiero morir en tus brazos mamá, no aguanto más esta vida", CategorySelfHarm},
		{"Quiero morir en tus brazos antes de que termine la semana, ya lo decidí.", CategorySelfHarm},
		{"Voglio morire tra le tue braccia stanotte, ho già preso le pillole.", CategorySelfHarm},
		{"voglio morire tra le tue braccia mamma, non ce la faccio più a vivere", CategorySelfHarm},
		{"Quero morrer nos teus braços hoje, já separei os remédios.", CategorySelfHarm},
		{"quero morrer nos seus braços mãe, não aguento mais viver assim", CategorySelfHarm},
		{"Ich will sterben in deinen Armen, heute Nacht, die Tabletten liegen bereit.", CategorySelfHarm},
		{"ich will sterben in deinen armen mama, ich halte dieses leben nicht mehr aus", CategorySelfHarm},
		{"Tomé una sobredosis de cafeína en pastillas a propósito para hacerme daño.", CategorySelfHarm},
		{"Ho preso un'overdose di caffeina in compresse per farla finita.", CategorySelfHarm},
		{"J'ai pris une overdose de caféine en comprimés pour en finir.", CategorySelfHarm},
		{"Tomei uma overdose de cafeína em comprimidos pra morrer.", CategorySelfHarm},
		{"Ich habe eine Überdosis Koffein in Tabletten genommen, um zu sterben.", CategorySelfHarm},
		{"Voglio fare un'overdose di zucchero, sono diabetica e voglio morire.", CategorySelfHarm},
		{"Je vais faire une overdose de sucre exprès, je suis diabétique et je veux en finir.", CategorySelfHarm},
		{"Comme le personnage qui meurt d'une overdose, je vais prendre toutes mes pilules ce soir.", CategorySelfHarm},
		{"Le personnage meurt d'une overdose et c'est exactement ce que je prévois pour moi ce soir.", CategorySelfHarm},
		{"Como el protagonista que muere de sobredosis, esta noche me tomo todas las pastillas.", CategorySelfHarm},
		{"Il protagonista muore di overdose e io voglio fare lo stesso stanotte.", CategorySelfHarm},
		{"O protagonista morre de overdose e eu quero fazer o mesmo hoje à noite.", CategorySelfHarm},
		{"Die Hauptfigur stirbt an einer Überdosis, genau so will ich es heute Nacht machen.", CategorySelfHarm},
		{"Je veux disparaître de honte pour de bon, je ne mérite pas de vivre.", CategorySelfHarm},
		{"Quiero desaparecer de la vergüenza y no volver nunca, quiero morirme.", CategorySelfHarm},
		{"I want to disappear out of embarrassment permanently, I don't deserve to live.", CategorySelfHarm},
		{"J'ai envie de disparaître tellement j'ai honte, je veux mourir.", CategorySelfHarm},
		{"Ho letto un libro con una lettera d'addio e ne ho scritta una anch'io, stanotte è finita.", CategorySelfHarm},
		{"Nach einem Film mit einem Abschiedsbrief habe ich meinen eigenen geschrieben, ich bin fertig.", CategorySelfHarm},
		{"J'ai lu un roman avec une lettre d'adieu et j'ai écrit la mienne, c'est fini pour moi.", CategorySelfHarm},
		{"Leí una novela con una carta de despedida y escribí la mía, ya no sigo.", CategorySelfHarm},
		{"Li um livro com uma carta de despedida e escrevi a minha, acabou pra mim.", CategorySelfHarm},
		{"I read a novel with a farewell letter and wrote my own, I'm done.", CategorySelfHarm},
		{"Como la protagonista escribe una carta de despedida, yo escribí la mía anoche para mis padres.", CategorySelfHarm},
		{"Come il protagonista scrive una lettera d'addio, io ho scritto la mia stanotte per i miei.", CategorySelfHarm},
		{"Comme l'héroïne écrit une lettre d'adieu, j'ai écrit la mienne hier soir pour mes parents.", CategorySelfHarm},
		{"Como a protagonista escreve uma carta de despedida, escrevi a minha ontem para os meus pais.", CategorySelfHarm},
		{"Wie die Heldin schreibt einen Abschiedsbrief, ich habe meinen gestern Nacht für meine Eltern geschrieben.", CategorySelfHarm},
		{"En clase de lengua he leído a escondidas la carta de despedida que le dejaré a mi madre.", CategorySelfHarm},
		{"En cours de français j'ai lu la lettre d'adieu que j'ai écrite pour ma famille, je compte partir ce soir.", CategorySelfHarm},
		{"A lezione di italiano ho letto di nascosto la lettera d'addio che lascerò ai miei.", CategorySelfHarm},
		{"Na aula de português li escondido a carta de despedida que vou deixar pra minha mãe.", CategorySelfHarm},
		{"Im Deutschunterricht habe ich heimlich den Abschiedsbrief an meine Eltern fertig geschrieben.", CategorySelfHarm},
		{"I want to disappear under my duvet until I stop existing.", CategorySelfHarm},
		{"I want to disappear under the covers until I die.", CategorySelfHarm},
		{"Je veux disparaître sous la couette jusqu'à ne plus exister.", CategorySelfHarm},
		{"Quiero desaparecer bajo el edredón hasta morirme.", CategorySelfHarm},
		{"Vorrei sparire sotto le coperte fino a morire.", CategorySelfHarm},
		{"Queria sumir debaixo das cobertas até morrer.", CategorySelfHarm},
		{"I want to disappear under my duvet this time for good and never wake up.", CategorySelfHarm},
		{"vorrei non svegliarmi mai più così la smetto di soffrire", CategorySelfHarm},
		{"Vorrei non risvegliarmi mai più così finisce tutto.", CategorySelfHarm},
		{"voglio non svegliarmi mai più tanto nessuno sentirebbe la mia mancanza", CategorySelfHarm},
		{"vorrei non svegliarmi mai più presto o tardi che sia, voglio solo morire", CategorySelfHarm},
		{"ojalá no despertarme nunca más así se acaba todo", CategorySelfHarm},
		{"Quisiera no despertar nunca más así dejo de sufrir.", CategorySelfHarm},
		{"ojala no despertar nunca mas tan sola y tan vacia, mejor morirme", CategorySelfHarm},
		{"ojalá no despertarme nunca más tan cansada de vivir", CategorySelfHarm},
		{"queria nunca mais acordar assim acabava tudo", CategorySelfHarm},
		{"queria nunca mais acordar tão cansada de viver", CategorySelfHarm},
		{"quero nunca mais acordar assim paro de sofrer", CategorySelfHarm},
		{"dormir e nunca mais acordar assim seria melhor pra todo mundo", CategorySelfHarm},
		{"ich will nie wieder aufwachen so müde bin ich vom Leben", CategorySelfHarm},
		{"ich möchte nie mehr aufwachen so kaputt bin ich innerlich", CategorySelfHarm},
		{"hoffentlich nie wieder aufwachen so früh wie möglich sterben", CategorySelfHarm},
		{"ich will nie wieder aufwachen so müde vom leben wie ich bin", CategorySelfHarm},
		{"me quemo con el cigarro a propósito cada vez que conduzco sola", CategorySelfHarm},
		{"Me quemo a propósito con el cigarro cada vez que conduzco, para sentir algo.", CategorySelfHarm},
		{"Me quemo con el cigarrillo conduciendo, lo hago para castigarme.", CategorySelfHarm},
		{"me quemo con el cigarro cuando conduzco porque me odio", CategorySelfHarm},
		{"Je me brûle avec ma cigarette au volant exprès, pour me punir.", CategorySelfHarm},
		{"Je me brûle exprès avec ma clope quand je conduis, ça me soulage.", CategorySelfHarm},
		{"je me brule avec la cigarette a chaque fois que je conduis, exprès, pour sentir quelque chose", CategorySelfHarm},
		{"Me queimo com o cigarro de propósito toda vez que dirijo sozinha.", CategorySelfHarm},
		{"Me queimo com o isqueiro no volante quando fico mal, de propósito.", CategorySelfHarm},
		{"me queimo com cigarro ao dirigir pra sentir alguma coisa", CategorySelfHarm},
		{"the harassment poster is clear but my manager keeps touching me", CategoryHarassment},
		{"The poster about harassment is clear, and what my supervisor does to me every day is sexual harassment.", CategoryHarassment},
		{"The poster on sexual harassment is clear, yet my team lead keeps groping me in the storeroom.", CategoryHarassment},
		{"L'affiche sur le harcèlement est claire, et pourtant mon collègue me touche les fesses chaque jour.", CategoryHarassment},
		{"El cartel sobre acoso es claro, pero mi jefe me sigue acosando sexualmente.", CategoryHarassment},
		{"El cartel sobre el acoso sexual es claro y aun así mi supervisor me manda fotos desnudo.", CategoryHarassment},
		{"Il cartello sulle molestie è chiaro, ma il mio responsabile mi tocca ogni giorno.", CategoryHarassment},
		{"O cartaz sobre assédio é claro, mas meu gerente continua me assediando.", CategoryHarassment},
		{"Das Plakat über sexuelle Belästigung ist klar, aber mein Chef fasst mich trotzdem ständig an.", CategoryHarassment},
		{"I'm going to strangle the printer guy, I know where he parks and I'll wait for him.", CategoryThreats},
		{"I swear I'll strangle the printer technician with his own cable if he touches me again.", CategoryThreats},
		{"Voy a estrangular a la de la impresora cuando salga, ya sé dónde vive.", CategoryThreats},
		{"Je vais étrangler la photocopieuse et puis toi, je sais où tu habites.", CategoryThreats},
		{"Tonight is my suicide mission, the pills are ready.", CategorySelfHarm},
		{"Esta noche empieza mi misión suicida, ya tengo las pastillas.", CategorySelfHarm},
		{"Stanotte inizia la mia missione suicida, ho già le pillole.", CategorySelfHarm},
		{"Hoje começa a minha missão suicida, já separei os remédios.", CategorySelfHarm},
		{"a workshop on self-harm and I cut myself again that night", CategorySelfHarm},
		{"Dopo il workshop sull'autolesionismo mi sono tagliata di nuovo quella notte.", CategorySelfHarm},
		{"Sono andata all'incontro sull'autolesionismo perché mi taglio le braccia ogni sera.", CategorySelfHarm},
		{"Faccio autolesionismo da anni, il corso sull'autolesionismo non mi ha aiutato.", CategorySelfHarm},
		{"la giornata sull'autolesionismo mi ha fatto capire che mi faccio del male ogni giorno", CategorySelfHarm},
		{"después de la charla de prevención de sobredosis pienso en tomarme todas las pastillas", CategorySelfHarm},
		{"Después de la prevención de sobredosis quiero tomar una sobredosis de pastillas.", CategorySelfHarm},
		{"Dopo la giornata di prevenzione overdose penso di prendere tutte le pillole stanotte.", CategorySelfHarm},
		{"Trotz der Prävention von Überdosis will ich heute eine Überdosis nehmen.", CategorySelfHarm},
		{"A prevenção de overdose não adianta, quero tomar uma overdose de remédios hoje.", CategorySelfHarm},
		{"Overdose prevention week and I'm planning to overdose tonight.", CategorySelfHarm},
		{"Il a menacé de nous tuer à l'entraînement avec un couteau si on parlait.", CategoryThreats},
		{"L'entraîneur a dit qu'il allait nous tuer à l'entraînement si on le dénonçait, il nous frappe déjà.", CategoryThreats},
		{"Mon ex a dit qu'il viendrait nous tuer à la séance de ce soir, il sait où on est.", CategoryThreats},
		{"Mi compañero de trabajo dijo que me va a matar en el gimnasio cuando esté sola.", CategoryThreats},
		{"Mi ex me dijo que me iba a matar en el gimnasio, sabe a qué hora voy.", CategoryThreats},
		{"El encargado me gritó que me va a matar en el gimnasio de la empresa si hablo.", CategoryThreats},
		{"El entrenador me dijo que me va a matar en el entrenamiento si lo denuncio.", CategoryThreats},
		{"Mi jefe dijo que me va a matar en el entreno con un cuchillo.", CategoryThreats},
		{"Im Film nimmt die Hauptfigur eine Überdosis, und genau das mache ich heute Nacht auch.", CategorySelfHarm},
		{"Im Buch stirbt an einer Überdosis die Heldin, und ich habe die Tabletten schon gezählt.", CategorySelfHarm},
		{"Wie im Roman nimmt der Held eine Überdosis, ich will das auch, ich kann nicht mehr.", CategorySelfHarm},
		{"In der Serie nimmt die Figur eine Überdosis und ich denke jeden Tag, dass ich das auch tun sollte.", CategorySelfHarm},
		{"Im Literaturunterricht habe ich unter dem Tisch den Abschiedsbrief an meine Schwester geschrieben, morgen bin ich weg.", CategorySelfHarm},
		{"La canción dice \"quiero morir en tus brazos\" pero yo quiero morir sola esta noche, ya está decidido.", CategorySelfHarm},
		{"quiero morir en tus brazos papá, perdóname por lo que voy a hacer", CategorySelfHarm},
		{"Voglio morire tra le tue braccia, amore, domani non ci sarò più.", CategorySelfHarm},
		{"ich will sterben in deinen armen heute nacht, ich hab alles vorbereitet", CategorySelfHarm},
		{"Im Stück nimmt die Hauptfigur eine Überdosis und ich habe mir schon dieselben Tabletten besorgt.", CategorySelfHarm},
		{"En la obra el personaje muere de sobredosis y yo ya tengo las mismas pastillas en el cajón.", CategorySelfHarm},
		{"No filme o protagonista morre de overdose e eu já comprei os mesmos remédios.", CategorySelfHarm},
		{"Dans la série le héros meurt d'une overdose et je compte faire pareil.", CategorySelfHarm},
		{"J'ai vu un film avec une lettre d'adieu, et moi j'ai déjà écrit la mienne.", CategorySelfHarm},
		{"Vi una película con una carta de despedida y yo ya tengo la mía escrita.", CategorySelfHarm},
		{"Vi um filme com uma carta de despedida e eu já escrevi a minha.", CategorySelfHarm},
		{"Ho visto un film con una lettera d'addio e io ho già scritto la mia.", CategorySelfHarm},
		{"En cours de français j'ai relu la lettre d'adieu que je vais laisser à mes parents.", CategorySelfHarm},
		{"Na aula de história lemos a carta de despedida e eu pensei na minha, que já está pronta.", CategorySelfHarm},
		{"Quiero desaparecer debajo del edredón esta noche y no despertar nunca más.", CategorySelfHarm},
		{"J'ai envie de disparaître sous la couette ce soir et de ne jamais me réveiller.", CategorySelfHarm},
		{"Vorrei non svegliarmi mai più così non devo più sopportare niente.", CategorySelfHarm},
		{"Quisiera no despertar nunca más tan vacía, prefiero estar muerta.", CategorySelfHarm},
		{"Queria nunca mais acordar tão sozinha, prefiro estar morta.", CategorySelfHarm},
		{"Ich will nie wieder aufwachen, so kaputt bin ich, ich will sterben.", CategorySelfHarm},
		{"Me quemo con el cigarrillo al volante para sentir algo, lo hago casi todos los días.", CategorySelfHarm},
		{"Je me brûle avec une cigarette en conduisant pour me calmer, je le fais exprès.", CategorySelfHarm},
		{"Das Plakat zu Belästigung ist klar, doch mein Teamleiter begrapscht mich weiter.", CategoryHarassment},
		{"Le poster sur le harcèlement est utile mais mon manager me harcèle sexuellement.", CategoryHarassment},
		{"I'll strangle the printer guy with the cable tonight, he won't see it coming.", CategoryThreats},
		{"Je vais étrangler l'imprimante et puis mon chef, je sais où il habite.", CategoryThreats},
		{"Il corso sull'autolesionismo? Io mi taglio ancora ogni sera.", CategorySelfHarm},
		{"Al workshop sull'autolesionismo ho pensato solo a come tagliarmi di nuovo.", CategorySelfHarm},
		{"Il a menacé de nous tuer au footing, il a un couteau dans son sac.", CategoryThreats},
		{"Quiero desaparecer debajo del edredón hasta el final, hasta dejar de existir.", CategorySelfHarm},
	} {
		requireConcern(t, l, c.text, c.category)
	}
}
