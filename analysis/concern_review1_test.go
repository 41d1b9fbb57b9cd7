package analysis

import "testing"

// The tests below hold the untrained rules of self-harm, harassment and
// discrimination (concernRulesUntrained) to harmless look-alikes found in
// a review: complaints about a canteen or a gym ("I won't be eating at
// that canteen ever again"), the end of a working day ("Für heute ist
// Schluss"), a lecture recorded and posted online, sport and play ("a guy
// hit me with a ball during dodgeball"), the cold or the noise that comes
// into a room at night, a car that reads messages aloud, a climber called
// a monkey, and a page made for a colleague's anniversary. Since an
// untrained rule of strongRuleConfidence decides alone, each of these was
// a false alarm.

func TestConcernUntrainedLookalikesSelfHarm(t *testing.T) {
	checkProbes(t, nil, map[string][]string{
		"en": {"Which tower is tall enough for the drone photos in the photography course?", "My head tells me to end it with my boyfriend but my heart says no.", "The lecturer would do us all a favour by ending it earlier, the seminar drags.", "We've been saving up some medication for the camping trip.", "The new railway line to the coast is tempting for a weekend trip.", "Better to die standing than live on your knees, as the lecturer quoted.", "It's better to end it now than keep this failing project alive.", "Our team is at the edge of the playoffs, just one step away!", "I'm so tired of existing before my morning coffee.", "The noise won't be a problem for much longer, the works end soon.", "I hung the rope from the beam to test it before the climbing class.", "We stood on the top floor of the car park for an hour because the lift broke.", "I sat on the roof of the library for hours reading.", "Whoever reads this, we can't use the gym anymore after 8.", "I won't be eating at that canteen ever again.", "The meeting always runs too long, they should end it.", "The lecturer should end it soon, it always runs over.", "I'm done fighting. I give up on this diet."},
		"de": {"Ich möchte nie wieder so verkatert aufwachen.", "Ich habe meine Winterjacken verschenkt, bald ist der Winter eh vorbei.", "Lieber sterben als Mathe lernen.", "Ich würde lieber früh verschwinden von der Party.", "Ich bin es leid zu kämpfen, ich gebe auf mit der Diät.", "In die Mensa komme ich nicht mehr, nie wieder!", "Heute mache ich Schluss.", "Für heute ist Schluss.", "Morgen ist Schluss."},
		"fr": {"Je me suis encore coupé ce matin en me rasant.", "Je me suis encore fait du mal hier au foot.", "Mieux vaut en finir vite avec ce dossier.", "Autant en finir tout de suite avec cette réunion.", "Marre de me battre, j'abandonne le cours de judo.", "Entre le quai et le train il n'y a qu'un pas, c'est pratique."},
		"es": {"Estoy buscando formas de acabar con todo el papeleo del proyecto.", "Busqué formas de morir menos en el videojuego.", "Mejor acabar con todo esto del proyecto ya.", "Estamos al borde del ascenso, es solo un paso.", "No iré a ese restaurante nunca más.", "Mañana termino con todo y me voy de vacaciones.", "Este fin de semana acabo con todo lo pendiente.", "Se acabó la serie, ya no tengo nada por lo que vivir jaja.", "Estuve en la azotea del edificio una hora tomando el sol."},
		"it": {"Meglio sparire subito dopo la riunione.", "Non verrò più in questa palestra, mai più."},
		"pt": {"Tomara que eu não acorde atrasado amanhã.", "Quem dera não acordar de madrugada com o despertador.", "Melhor acabar com tudo logo e ir pra casa.", "Não vou mais nesse restaurante, nunca mais."},
	}, CategorySelfHarm)
}

func TestConcernUntrainedLookalikesHarassment(t *testing.T) {
	checkProbes(t, nil, map[string][]string{
		"en": {"The lecturer's handwriting makes my life impossible.", "The neighbours are drilling, which makes my life miserable.", "I got disgusting pictures of the cafeteria kitchen from a colleague.", "We received explicit images of the procedure in the surgery training.", "They made me drink so much coffee until I was sick of it.", "Mom threatened to share my baby photos at the wedding.", "The light from the street comes into my room at night, please fix the blinds.", "The cold air comes into my room at night.", "The lecturer recorded it and posted it online, great for revision.", "They recorded everything and posted it online, super useful.", "HR made a page about me for my 10-year anniversary.", "The team created a page about me for the staff newsletter.", "My coach whistles at me when I'm late for practice.", "The car's system reads my messages out loud while driving, great feature.", "A guy hit me with a ball during dodgeball.", "Somebody kicked me during the football match, yellow card.", "A girl choked me out in judo practice, so proud of her.", "Someone pushed me into the pool at the summer party, so fun.", "Someone stabbed me with a fork reaching for the last slice lol.", "The software forces me to do their work manually, otherwise it crashes."},
		"de": {"Mein Paket wurde online verfolgt.", "Die Vorlesung wurde von 200 Leuten online verfolgt.", "Die Kälte kommt nachts in mein Zimmer.", "Der Lärm kommt nachts in meine Wohnung.", "Sie haben das Konzert gefilmt und gepostet.", "Die Geburtstagsseite im Intranet war nur über mich."},
		"fr": {"Les voisins avec leurs travaux me pourrissent la vie.", "Le froid entre dans ma chambre pendant que je dors.", "Ils ont créé une page sur moi pour mon départ à la retraite.", "Les maîtres-nageurs me sifflent quand je passe en courant.", "L'assistant de la voiture lisait mes messages à voix haute.", "Un mec m'a poussé dans la piscine pour rire.", "Un garçon m'a bousculé pendant le match de foot.", "J'ai reçu des messages dégoûtants de la cantine."},
		"es": {"Me mandan videos asquerosos de cucarachas en la cocina del bar.", "El frío entra en mi habitación mientras duermo.", "Crearon un perfil sobre mí en la web del departamento.", "Los socorristas me silban cuando paso corriendo.", "El asistente del coche leía mis mensajes en voz alta.", "Un chico me dio una patada en el partido de fútbol."},
		"it": {"Ricevo video schifosi della mensa.", "Il freddo entra in camera mia mentre dormo.", "Hanno creato una pagina su di me per il pensionamento.", "I bagnini mi fischiano quando passo correndo.", "L'assistente dell'auto leggeva i miei messaggi ad alta voce.", "Un ragazzo mi ha dato un calcio durante la partita."},
		"pt": {"Recebi fotos nojentas do banheiro da escola.", "O frio entra no meu quarto enquanto eu durmo.", "Filmaram a palestra e postaram no YouTube.", "Criaram um perfil sobre mim no site da empresa.", "O assistente do carro lia minhas mensagens em voz alta.", "Um cara me deu um chute durante o jogo."},
	}, CategoryHarassment)
}

func TestConcernUntrainedLookalikesDiscrimination(t *testing.T) {
	checkProbes(t, nil, map[string][]string{
		"en": {"The kids call him a monkey on the climbing frame.", "For the research interview they asked whether I have children, since the study is about parents.", "The podcast interviewer asked if I want a family one day."},
		"de": {"Im Vorstellungsgespräch für die Kita fragten sie, ob ich Kinder betreut habe."},
		"fr": {"À l'entretien pour la crèche, on m'a demandé si j'avais gardé des enfants."},
		"es": {"Mis compañeras me llaman mona por el vestido.", "En escalada me llaman mono porque trepo rápido."},
		"it": {"Mi chiamano scimmia perché arrampico veloce."},
		"pt": {"Me chamam de macaco porque subo em árvore rápido."},
	}, CategoryDiscrimination)
}
