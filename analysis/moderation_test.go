package analysis

import (
	"reflect"
	"testing"
)

func TestModeration(t *testing.T) {
	l := NewLocal()
	tests := []struct {
		text string
		want []string
	}{
		{"Great session, thanks!", []string{}},
		{"This is fucking ridiculous", []string{ReasonProfanity}},
		{"what a load of bullshit", []string{ReasonProfanity}},
		{"f*ck this class", []string{ReasonProfanity}},
		{"sh1t lecture", []string{ReasonProfanity}},
		{"fuuuuck", []string{ReasonProfanity}},
		{"The class assessed our assignments; Dickens was assigned reading.", []string{}},
		{"Mail me: john.smith@example.co.uk", []string{ReasonPersonalData}},
		{"call me at (555) 123-4567", []string{ReasonPersonalData}},
		{"my number is +44 20 7946 0958", []string{ReasonPersonalData}},
		{"card 4111 1111 1111 1111 exp 12/27", []string{ReasonPersonalData}},
		{"SSN 123-45-6789", []string{ReasonPersonalData}},
		{"The course ran 2023-2024 with 10,000 students and 3.14159 pi digits.", []string{}},
		{"Room 204, lab 3, slide 17 of 45, 9:30-11:00", []string{}},
		{"@instructor thanks for the help", []string{}},
		{"BUY NOW!!! Cheap watches, click here: http://spam.example.com", []string{ReasonSpam}},
		{"visit http://a.example and http://b.example for free crypto", []string{ReasonSpam}},
		{"aaaaaaaaaaaaaaaaaaaa", []string{ReasonSpam}},
		{"spam spam spam spam spam spam", []string{ReasonSpam}},
		{"The slides are at https://example.edu/slides, very useful", []string{}},
		{"Loved it!!!!!!!!!!!!", []string{}},
		{"Der Dozent ist ein Vollidiot und die Vorlesung war scheiße", []string{ReasonProfanity}},
		{"Die Übung war echt beschissen.", []string{ReasonProfanity}},
		{"Ce cours était de la merde, franchement.", []string{ReasonProfanity}},
		{"Putain, quel prof chiant.", []string{ReasonProfanity}},
		{"Esta clase es una mierda, joder.", []string{ReasonProfanity}},
		{"Che cazzo di lezione, il prof è uno stronzo.", []string{ReasonProfanity}},
		{"Porra, que aula de merda.", []string{ReasonProfanity}},
		{"Eine Scheibe Brot, ein Glas Chianti, fickle weather and a hostile takeover: the Kontor.", []string{}},
		{"Le cours de Mme Merlet était excellent, merci.", []string{}},
		{"Der Typ ist ein Vollpfosten, verpiss dich.", []string{ReasonProfanity}},
		{"Quel enfoiré, ce planning à la con me fait chier.", []string{ReasonProfanity}},
		{"Qué coñazo de clase, carajo.", []string{ReasonProfanity}},
		{"Che rompicoglioni, porca puttana.", []string{ReasonProfanity}},
		{"Que aula de bosta, vsf.", []string{ReasonProfanity}},
		{"Das Hurenkind am Seitenanfang, Schuhwichse und Drecksarbeit im Garten, verdammt gut.", []string{}},
		{"Le pinche de cocina usó la cazzuola; un veado, una piranha e un corno nel cul-de-sac.", []string{}},
		{"shit, email me at a@b.io or buy now http://x.example", []string{ReasonProfanity, ReasonSpam, ReasonPersonalData}},
		// Look-alikes: idioms, names and words that start with a listed
		// stem; their profane twins stay flagged.
		{"We read Moby-Dick and Philip K. Dick; Dick Van Dyke sang.", []string{}},
		{"He is a dick.", []string{ReasonProfanity}},
		{"Dick move, honestly.", []string{ReasonProfanity}},
		{"Found a chink in the armour of the argument, the fag end of term, a pin prick; prick up your ears.", []string{}},
		{"He called me a chink.", []string{ReasonProfanity}},
		{"The TA is a prick.", []string{ReasonProfanity}},
		{"Shittake and puttanesca at lunch, Slutsky's equation, the Wankel engine, shitsuke in the 5S training, a hike to Shitterton.", []string{}},
		{"Shitty food and a wanker of a chef.", []string{ReasonProfanity}},
		// The exceptions hold after squeezing too: shiitake squeezes to
		// "shitake", and "shiiit" stays profane.
		{"Shiitake ramen and a shiiitake stir-fry, both great.", []string{}},
		{"Shiiit, the ramen was cold.", []string{ReasonProfanity}},
		{"Les douches du gymnase sont sales.", []string{}},
		{"The TA is a total douchebag.", []string{ReasonProfanity}},
		// Words of another language's list that are ordinary words of
		// the text's own language, names, compounds and idioms; their
		// profane twins stay flagged.
		{"Das Gerüst wankt im Wind, der Belag war zu dick und Lena ist ein Ass im Rechnen.", []string{}},
		{"What an ass, and a dick too.", []string{ReasonProfanity}},
		{"Fotzelschnitten zum Frühstück und eine neue Bastardfeile für die Werkstatt.", []string{}},
		{"Der Hausmeister ist ein Arschkriecher und ein Oaschloch.", []string{ReasonProfanity}},
		{"Sch***e organisiert, A****loch von Chef.", []string{ReasonProfanity}},
		{"Une salopette, un pique-nique dans le cul-de-sac, un bâtard aux céréales et des shiitakés à Bitche.", []string{}},
		{"Ce gros con de voisin, j'en ai ras le cul.", []string{ReasonProfanity}},
		{"Tabarnak, câlisse que c'est long, et ce salopard s'en branle.", []string{ReasonProfanity}},
		{"Vado al corso con gli amici e il prof sale con l'ascensore.", []string{}},
		{"¡Joder! ¿Otra vez sin wifi, pinche app?", []string{ReasonProfanity}},
		{"Hicimos una porra para la final; el pinche de cocina aprendió la bastardilla y el cura explicó la hostia consagrada.", []string{}},
		{"Porra, o pão cacete veio duro e o gilipoyas do caixa riu.", []string{ReasonProfanity}},
		{"C'era una folla enorme per l'ostia consacrata, e il signor Belin è arrivato in Pajero.", []string{}},
		{"La lezione su Giovanni Verga, lo spotted dick della mensa e una finger prick al prelievo.", []string{}},
		{"Porco dio, quel gobshite di capo è un minchione.", []string{ReasonProfanity}},
		{"Le train avait du retard; fromage de hure, pain bâtard et une salopete au stade du Wankdorf.", []string{}},
		{"Porraaaa, que bostinha; connaaaard, encore en retard.", []string{ReasonProfanity}},
		{"Porco cane, che caldo! Il bastardino del canile ha un orto tutto suo e la Madonna del Carmine ha una bestia di processione.", []string{}},
		{"Dio cane, quel rincoglionito mi ha trattato come una bestia.", []string{ReasonProfanity}},
		{"Madonna maiala, un servizio da cagacazzi.", []string{ReasonProfanity}},
		{"Nos atendieron como el orto y nos putearon en la recepción.", []string{ReasonProfanity}},
		{"Il guardiano dell'orto botanico ci ha aperto il cancello.", []string{}},
		// Spam cues that honest feedback uses count only beside a link or
		// another cue.
		{"Click the link on Moodle to submit.", []string{}},
		{"I'd like to work from home on Fridays.", []string{}},
		{"The casino night was fun.", []string{}},
		{"The student discount code did not work.", []string{}},
		{"Please act now on the heating.", []string{}},
		{"Work from home! Promo code RICH.", []string{ReasonSpam}},
		{"Complimenti, hai vinto la gara!", []string{}},
		{"Click here for the slides: http://slides.example.com", []string{ReasonSpam}},
		{"Gana dinero desde casa, haz clic aquí.", []string{ReasonSpam}},
	}
	for _, tt := range tests {
		m := l.Moderate(tt.text)
		if !reflect.DeepEqual(m.Reasons, tt.want) || m.Flagged != (len(tt.want) > 0) {
			t.Errorf("Moderate(%q) = %+v, want reasons %v", tt.text, m, tt.want)
		}
	}
}

func TestWildMatch(t *testing.T) {
	tests := []struct {
		pattern, target string
		prefix, want    bool
	}{
		{"f*ck", "fuck", false, true},
		{"f**k", "fuck", false, true},
		{"f*ck", "fck", false, false},
		{"sh*t", "shit", false, true},
		{"f*cking", "fuck", true, true},
		{"b*tch", "bitch", true, true},
		{"c*t", "cat", false, true},
	}
	for _, tt := range tests {
		if got := wildMatch(tt.pattern, tt.target, tt.prefix); got != tt.want {
			t.Errorf("wildMatch(%q, %q, %v) = %v", tt.pattern, tt.target, tt.prefix, got)
		}
	}
}

func TestLuhn(t *testing.T) {
	if !luhn([]byte("4111111111111111")) || luhn([]byte("4111111111111112")) {
		t.Error("luhn check wrong")
	}
}
