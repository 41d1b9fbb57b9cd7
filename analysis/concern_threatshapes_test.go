package analysis

import "testing"

// The tests of this file check the untrained threat rules of four shapes
// the detector missed (issue #35): a threat to kill or hurt a person of
// school or work, often with its condition; finding the reader and
// hurting them; ending up in hospital as a warning; and "see what happens
// to your face, your family, your car". Each report reaches
// seriousThreshold in threats only with the rules of its shape, and the
// look-alikes (relatives and things, hugs and meetings, care about
// health, grades, dough and cream) raise no threat rule. All sentences
// were written for these tests, not taken from the evaluation or
// training sets.

// TestConcernThreatsConditionalRole checks threats to kill or hurt a
// teacher, a tutor, a boss or a colleague, not a relative, oneself or a
// thing.
func TestConcernThreatsConditionalRole(t *testing.T) {
	checkProbes(t, map[string][]string{
		"en": {"I'm going to hurt my TA if he marks me down again.", "I'll beat up my coworker if he steals my shift again."},
		"de": {"Ich bring den Tutor um, wenn er meine Hausaufgaben noch einmal verliert.", "Ich bringe meinen Kollegen um, falls er wieder meine Idee klaut."},
		"fr": {"Je bute le chargé de TD s'il perd encore ma copie.", "Je tue mon chef s'il me fait encore rester tard."},
		"es": {"Juro que mato al tutor si pierde mi trabajo otra vez."},
		"it": {"Ammazzo il professore se mi boccia un'altra volta.", "Giuro che uccido il mio capo se mi fa restare ancora fino alle dieci.", "Vado ad ammazzare quel collega se mi ruba di nuovo il progetto."},
		"pt": {"Eu vou matar meu chefe se ele me fizer ficar até tarde outra vez.", "Juro que mato o monitor se ele perder meu trabalho de novo."},
	}, map[string][]string{
		"en": {"My mum will kill me if I fail this exam.", "I'll kill this exam tomorrow.", "I'll hurt my brother if he eats my cake.", "This will hurt my manager if we lose the contract.", "I'm going to hurt my back if I keep lifting like that.", "I'll hurt my chances if I skip the lab."},
		"de": {"Meine Mutter bringt mich um, wenn ich durchfalle.", "Ich bring meinen Bruder um, wenn er meinen Kuchen isst.", "Ich bring meine Schwester um, wenn sie noch einmal meinen Pulli nimmt.", "Ich werde die Prüfung umbringen."},
		"fr": {"Je vais tuer le game ce soir.", "Ma mère va me tuer si je rate l'examen.", "Je vais tuer cet exam demain."},
		"es": {"Mi madre me va a matar si suspendo.", "Voy a matar este examen.", "Mato a mi hermana si me coge otra vez el jersey."},
		"it": {"Mia madre mi ammazza se prendo un brutto voto.", "Ammazzo mio fratello se mi mangia la torta.", "Ammazzo mia sorella se mi prende ancora la felpa."},
		"pt": {"Minha mãe vai me matar se eu reprovar.", "Vou matar meu irmão se ele comer meu bolo.", "Vou matar a aula se estiver chovendo.", "Mato minha irmã se ela pegar meu casaco de novo."},
	}, CategoryThreats)
}

// TestConcernThreatsFindAndHurt checks "I'll find you and hurt you",
// not a hug, a drink or a meeting.
func TestConcernThreatsFindAndHurt(t *testing.T) {
	checkProbes(t, map[string][]string{
		"en": {"I'll find you and hurt you for real.", "We will hunt you down and make you suffer."},
		"de": {"Ich finde dich und dann tu ich dir weh.", "Ich erwische dich schon und dann bringe ich dich um."},
		"fr": {"Je te retrouverai et je te ferai mal.", "Je vais te choper et te buter."},
		"es": {"Te encontraré y te haré daño de verdad.", "Te pillaré y te reventaré."},
		"it": {"Ti trovo e ti faccio male sul serio.", "Ti verrò a cercare e ti farò male."},
		"pt": {"Vou te achar e te machucar de verdade.", "Te encontro e te arrebento."},
	}, map[string][]string{
		"en": {"I'll find you and hug you at the party!", "I'll find you at the bar later.", "I'll find you and buy you a drink."},
		"de": {"Ich finde dich nett und mir tut der Rücken weh.", "Ich finde dich und hole dich ab.", "Ich werde dich finden und dir ein Bier ausgeben."},
		"fr": {"Je vais te trouver et te faire un câlin.", "Je te retrouve au bar à huit heures.", "Je vais te trouver et te faire mal aux jambes à la salle."},
		"es": {"Te encuentro en el bar a las ocho.", "Te encontraré en la fiesta y te haré un regalo."},
		"it": {"Ti trovo al bar alle otto.", "Ti troverò e ti abbraccerò forte."},
		"pt": {"Te encontro no bar às oito.", "Vou te encontrar e te dar um abraço.", "Vou te encontrar e te matar de saudade."},
	}, CategoryThreats)
}

// TestConcernThreatsEndUpInHospital checks "keep it up and you'll end up
// in hospital" as a warning, not care about health, work or sport.
func TestConcernThreatsEndUpInHospital(t *testing.T) {
	checkProbes(t, map[string][]string{
		"en": {"Keep it up and you'll end up in hospital.", "Talk to me like that again and you'll end up in a wheelchair.", "Say one more word and you'll end up in the ground."},
		"de": {"Mach so weiter und du landest im Krankenhaus.", "Noch ein Wort und du landest im Rollstuhl."},
		"fr": {"Encore un mot et tu finis en fauteuil roulant.", "Touche-moi encore et tu vas te retrouver aux urgences."},
		"es": {"Una palabra más y terminas en silla de ruedas.", "Sigue así y vas a acabar bajo tierra."},
		"it": {"Continua così e finisci all'ospedale.", "Un'altra parola e finisci in sedia a rotelle."},
		"pt": {"Continua assim e você vai parar no hospital.", "Mais uma palavra e você acaba numa cadeira de rodas."},
	}, map[string][]string{
		"en": {"Drink more water or you'll end up in hospital.", "If you don't stretch before running you'll end up in a wheelchair.", "Keep it up with the all-nighters and you'll end up in hospital.", "Keep it up and you'll end up in the Dean's list."},
		"de": {"Wenn du weiter so viel arbeitest, landest du im Krankenhaus.", "Trink mehr Wasser, sonst landest du im Krankenhaus.", "Bei dem Wetter landest du im Krankenhaus, zieh dich warm an."},
		"fr": {"Mange un peu sinon tu finis aux urgences."},
		"es": {"Bebe agua o terminas en urgencias.", "Si no duermes acabarás en urgencias."},
		"it": {"Se continui a lavorare di notte finisci all'ospedale.", "Bevi più acqua o finisci in ospedale."},
		"pt": {"Bebe mais água ou você vai parar no hospital."},
	}, CategoryThreats)
}

// TestConcernThreatsSeeWhatHappens checks "see what happens to your
// face, your family, your car", not to a grade, dough, plants, code or a
// face under a cream.
func TestConcernThreatsSeeWhatHappens(t *testing.T) {
	checkProbes(t, map[string][]string{
		"en": {"Keep laughing at me in standup and see what happens to your car and your face.", "Report me again and see what happens to your family."},
		"de": {"Verpfeif mich und du wirst sehen, was mit deiner Familie passiert."},
		"fr": {"Dénonce-moi et tu verras ce qui va arriver à ta famille.", "Continue de te moquer de moi et tu verras ce qui arrivera à ta voiture."},
		"es": {"Denúnciame y verás lo que le pasa a tu familia.", "Sigue riéndote de mí y ya verás lo que le pasa a tu coche."},
		"it": {"Denunciami e vedrai cosa succede alla tua famiglia.", "Continua a prenderti gioco di me e vedrai cosa succede alla tua macchina."},
		"pt": {"Me denuncia e vai ver o que acontece com a sua família.", "Continua rindo de mim e você vai ver o que acontece com o seu carro."},
	}, map[string][]string{
		"en": {"See what happens to your grade if you skip the lab.", "Leave it overnight and see what happens to the dough.", "Water it less and see what happens to your plants.", "Change one line and see what happens to your code.", "Use this cream and see what happens to your face.", "See what happens to your car if you skip the oil change."},
		"de": {"Du wirst sehen, was mit deiner Note passiert, wenn du fehlst."},
		"fr": {"Tu verras ce qui arrive à ta note si tu sèches.", "Tu verras ce qui arrive à la pâte après une nuit."},
		"es": {"Ya verás lo que le pasa a tu nota si faltas.", "Verás lo que le pasa a la masa si la dejas reposar."},
		"it": {"Vedrai cosa succede al tuo voto se salti il laboratorio.", "Vedrai cosa succede all'impasto dopo una notte."},
		"pt": {"Você vai ver o que acontece com a sua nota se faltar.", "Vai ver o que acontece com a massa depois de uma noite."},
	}, CategoryThreats)
}
