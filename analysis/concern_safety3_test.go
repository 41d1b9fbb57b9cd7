package analysis

import "testing"

// The third batch of safety rules of issue #35 written without
// retraining (concernRulesUntrained), from probe reports that the
// detector missed: longer reports in which the hazard sits in a story,
// injuries a hazard already did (a patient out of bed, a cut on rusty
// metal, a burn from a boiler, a fall on a wet floor), hazards to
// children (cleaning products in reach, broken glass in a playground),
// mould that makes people ill, fires covered up, candles left burning,
// forklifts and bus drivers, the wrong medicine given to a patient, a
// ceiling panel hanging over people, someone hit by broken equipment,
// and two German shapes left over from the rounds before. checkProbes holds them to their reports and to
// look-alikes that nothing flags.

// TestConcernPatientFellOutOfBed checks the rules of a patient or a
// resident who fell out of bed. Before them, the fall alone was no sign.
func TestConcernPatientFellOutOfBed(t *testing.T) {
	checkProbes(t, map[string][]string{
		"en": {"An elderly patient fell out of bed last night because the bed rails are broken. We reported it three times."},
		"de": {"Ein Patient ist aus dem Bett gefallen, weil die Bettgitter kaputt sind. Das wurde schon dreimal gemeldet."},
		"fr": {"Une patiente est tombée du lit cette nuit, les barrières sont cassées."},
		"es": {"Un paciente se cayó de la cama porque las barandillas están rotas. Se avisó tres veces."},
		"it": {"Un paziente è caduto dal letto perché le sponde sono rotte. L'abbiamo segnalato tre volte."},
		"pt": {"Uma paciente idosa caiu da cama ontem à noite porque as grades da cama estão quebradas."},
	}, map[string][]string{
		"en": {"I nearly fell out of bed laughing when I read your message.", "My cat fell off the bed again, so funny."},
		"de": {"Ich bin vor Lachen fast aus dem Bett gefallen."},
		"fr": {"Je suis tombé du lit ce matin, quelle journée."},
		"es": {"Casi me caigo de la cama de la risa."},
		"it": {"Sono caduto dal letto stamattina, che giornata."},
		"pt": {"Quase caí da cama de tanto rir."},
	}, CategorySafety)
}

// TestConcernRustyCut checks the rules of someone cut on a rusty fence,
// nail or wire.
func TestConcernRustyCut(t *testing.T) {
	checkProbes(t, map[string][]string{
		"en": {"A child cut his hand on the rusty fence in the playground. It's still there."},
		"de": {"Ein Kind hat sich am rostigen Zaun auf dem Spielplatz die Hand aufgeschnitten."},
		"fr": {"Un enfant s'est coupé sur la clôture rouillée de l'aire de jeux. Elle n'a toujours pas été réparée."},
		"es": {"Un niño se cortó con la valla oxidada del parque. La valla sigue igual."},
		"it": {"Un bambino si è tagliato con la recinzione arrugginita del parco giochi. La recinzione è ancora lì."},
		"pt": {"Uma criança cortou a mão na cerca enferrujada do parquinho. A cerca continua lá."},
	}, map[string][]string{
		"en": {"I cut the rusty wire off the fence with pliers.", "My French is a bit rusty, so cut me some slack."},
		"de": {"Ich habe den rostigen Draht mit der Zange abgeschnitten."},
		"fr": {"Servez la soupe de poisson avec la rouille et les croûtons, coupés en dés."},
		"es": {"Corté el alambre oxidado con unas tenazas."},
		"it": {"Ho tagliato il filo arrugginito con le pinze."},
		"pt": {"Cortei o arame enferrujado com um alicate."},
	}, CategorySafety)
}

// TestConcernProductsInReach checks the rules of cleaning products or
// medicines within the reach of children.
func TestConcernProductsInReach(t *testing.T) {
	checkProbes(t, map[string][]string{
		"en": {"At the nursery the cleaning products are within reach of the children."},
		"de": {"Im Kindergarten stehen die Putzmittel offen in Reichweite der Kinder."},
		"fr": {"À la crèche, les produits ménagers sont à portée des enfants."},
		"es": {"En la guardería los productos de limpieza están al alcance de los niños."},
		"it": {"All'asilo i detersivi sono alla portata dei bambini."},
		"pt": {"Na creche os produtos de limpeza ficam ao alcance das crianças."},
	}, map[string][]string{
		"en": {"Keep cleaning products out of the reach of children."},
		"de": {"Putzmittel immer außer Reichweite von Kindern aufbewahren."},
		"fr": {"Tenir les produits ménagers hors de portée des enfants."},
		"es": {"Mantener los productos de limpieza fuera del alcance de los niños."},
		"it": {"Tenere i detersivi fuori dalla portata dei bambini."},
		"pt": {"Mantenha os produtos de limpeza fora do alcance das crianças."},
	}, CategorySafety)
}

// TestConcernMouldBreathing checks the rules of mould with people who
// have trouble breathing.
func TestConcernMouldBreathing(t *testing.T) {
	checkProbes(t, map[string][]string{
		"en": {"There's mould everywhere in the classroom and several students have trouble breathing."},
		"de": {"Im Klassenzimmer ist überall Schimmel und mehrere Schüler haben Atemprobleme."},
		"fr": {"Il y a des moisissures partout dans la classe et plusieurs élèves ont du mal à respirer."},
		"es": {"Hay moho en todas las aulas y varios alumnos tienen problemas para respirar."},
		"it": {"C'è muffa dappertutto in classe e diversi studenti hanno problemi a respirare."},
		"pt": {"Tem mofo em todas as salas e vários alunos estão com dificuldade para respirar."},
	}, map[string][]string{
		"en": {"The mould in the bathroom was removed last year and since then nobody has trouble breathing."},
		"es": {"Se quitó el moho del baño y desde entonces nadie tiene problemas para respirar."},
		"it": {"La muffa è stata tolta e da allora nessuno ha problemi a respirare."},
		"pt": {"O mofo foi removido e desde então ninguém tem falta de ar."},
	}, CategorySafety)
}

// TestConcernPlaygroundGlass checks the rules of broken glass in a
// playground or a schoolyard.
func TestConcernPlaygroundGlass(t *testing.T) {
	checkProbes(t, map[string][]string{
		"en": {"There's broken glass all over the playground and nobody cleans it up."},
		"de": {"Auf dem Schulhof liegen Glasscherben und ein Kind hat sich geschnitten."},
		"fr": {"Il y a du verre cassé dans l'aire de jeux des enfants."},
		"es": {"Hay cristales rotos en el parque infantil y nadie los recoge."},
		"it": {"Ci sono vetri rotti nel cortile della scuola e un bambino si è tagliato."},
		"pt": {"Tem cacos de vidro espalhados pelo parquinho e ninguém limpa."},
	}, map[string][]string{
		"en": {"We made a mosaic with glass pieces in the playground."},
	}, CategorySafety)
	checkUntrainedSafetySilent(t, map[string][]string{
		"en": {"The broken glass in the playground was cleaned up this morning."},
		"es": {"Ya se recogieron los cristales rotos del parque infantil."},
	})
}

// TestConcernFireCoveredUp checks the rules of a fire that the people in
// charge covered up.
func TestConcernFireCoveredUp(t *testing.T) {
	checkProbes(t, map[string][]string{
		"en": {"There was a fire in the canteen kitchen and management covered it up."},
		"de": {"In der Mensa-Küche hat es gebrannt und die Leitung hat es vertuscht."},
		"fr": {"Il y a eu un incendie dans la cuisine de la cantine et la direction l'a caché."},
		"es": {"Hubo un incendio en la cocina del comedor y la dirección lo ocultó."},
		"it": {"C'è stato un incendio nella cucina della mensa e la direzione l'ha nascosto."},
		"pt": {"Teve um incêndio na cozinha do refeitório e a direção escondeu."},
	}, map[string][]string{
		"en": {"There was a fire in the fireplace and we covered it with a guard for the night.", "Fire the manager and cover it up with a press release."},
		"de": {"Er war Feuer und Flamme für die Idee, hat es aber verheimlicht."},
	}, CategorySafety)
}

// TestConcernBoilerBurn checks the rules of someone burnt or scalded by a
// boiler or a hot pipe.
func TestConcernBoilerBurn(t *testing.T) {
	checkProbes(t, map[string][]string{
		"en": {"A worker was burnt by the leaking boiler in the basement."},
		"de": {"Ein Kollege hat sich am undichten Boiler verbrüht, der Boiler leckt seit Monaten."},
		"fr": {"Un ouvrier a été brûlé par la chaudière qui fuit depuis des mois."},
		"es": {"Un operario se quemó con la caldera que lleva meses perdiendo agua caliente."},
		"it": {"Un operaio si è ustionato con la caldaia che perde da mesi."},
		"pt": {"Um funcionário se queimou na caldeira que está vazando há meses."},
	}, map[string][]string{
		"en": {"I got burned by the boiler repair bill, it was 800 pounds."},
		"de": {"Ich habe mich am Wasserkessel verbrannt beim Teekochen."},
		"fr": {"Je me suis brûlé avec la casserole en faisant la sauce."},
		"es": {"Me quemé con la sartén haciendo la cena."},
		"it": {"Mi sono scottato con la pentola mentre cucinavo."},
		"pt": {"Me queimei com a panela fazendo o jantar."},
	}, CategorySafety)
}

// TestConcernForkliftSpeed checks the rules of forklifts driven too fast
// where people walk.
func TestConcernForkliftSpeed(t *testing.T) {
	checkProbes(t, map[string][]string{
		"en": {"The forklift drivers go way too fast through the warehouse where people walk."},
		"de": {"Der Gabelstaplerfahrer fährt viel zu schnell durch die Halle, wo Leute laufen."},
		"fr": {"Le cariste roule beaucoup trop vite entre les rayons pendant que les collègues passent."},
		"es": {"El carretillero va demasiado rápido por la nave donde camina la gente."},
		"it": {"Il mulettista va troppo veloce nel capannone dove passa la gente."},
		"pt": {"Os operadores de empilhadeira andam rápido demais no armazém onde as pessoas passam."},
	}, map[string][]string{
		"en": {"The forklift training went too fast, I didn't learn much."},
		"de": {"Die Gabelstapler waren zu schnell ausverkauft."},
		"fr": {"Le chariot du supermarché allait trop vite dans la descente."},
		"es": {"El toro corría muy rápido en la plaza."},
		"it": {"Il corso per mulettista è passato troppo veloce."},
		"pt": {"O curso de empilhadeira passou muito rápido."},
	}, CategorySafety)
}

// TestConcernWetFloorFall checks the rules of a wet or freshly mopped
// floor where someone fell.
func TestConcernWetFloorFall(t *testing.T) {
	checkProbes(t, map[string][]string{
		"en": {"The floor was wet with no sign and a lady fell.", "The corridor was freshly mopped without a sign and a student slipped."},
		"de": {"Der Flur war frisch gewischt ohne Schild und ein Kollege ist hingefallen."},
		"fr": {"Le sol était mouillé sans panneau et une dame est tombée."},
		"es": {"El suelo estaba mojado sin ningún cartel y una señora se cayó."},
		"it": {"Il corridoio era appena lavato senza cartello e un alunno è scivolato."},
		"pt": {"O chão estava molhado sem placa e uma senhora caiu."},
	}, map[string][]string{
		"en": {"The floor was wet after the party and my phone fell off the table."},
	}, CategorySafety)
}

// TestConcernCandlesUnattended checks the rules of candles left burning
// unattended.
func TestConcernCandlesUnattended(t *testing.T) {
	checkProbes(t, map[string][]string{
		"en": {"People leave lit candles unattended in the dorm corridors."},
		"de": {"Im Wohnheim brennen ständig Kerzen unbeaufsichtigt in den Zimmern."},
		"fr": {"À l'internat, des bougies restent allumées sans surveillance toute la nuit."},
		"es": {"En la residencia dejan velas encendidas sin vigilar toda la noche."},
		"it": {"Nello studentato la gente lascia candele accese incustodite nei corridoi."},
		"pt": {"Na república deixam velas acesas sem ninguém olhando a noite toda."},
	}, map[string][]string{
		"en": {"Never leave lit candles unattended."},
		"de": {"Lassen Sie Kerzen nie unbeaufsichtigt brennen."},
		"fr": {"Ne laissez jamais de bougies allumées sans surveillance."},
		"es": {"Nunca dejes velas encendidas sin vigilar."},
		"it": {"Non lasciate mai candele accese incustodite."},
		"pt": {"Nunca deixe velas acesas sem ninguém olhando."},
	}, CategorySafety)
}

// TestConcernBusDriverPhone checks the rules of a bus driver on the phone
// while driving.
func TestConcernBusDriverPhone(t *testing.T) {
	checkProbes(t, map[string][]string{
		"en": {"The bus driver was texting the whole time while driving the kids."},
		"de": {"Der Schulbusfahrer telefoniert während der Fahrt ständig mit dem Handy.", "Der Busfahrer tippt beim Fahren die ganze Zeit auf dem Handy."},
		"fr": {"Le chauffeur du car envoyait des textos en conduisant."},
		"es": {"El conductor del autobús escolar va todo el rato hablando por el móvil."},
		"it": {"L'autista dello scuolabus scrive messaggi al cellulare mentre guida."},
		"pt": {"O motorista do ônibus escolar fica mandando mensagem enquanto dirige."},
	}, map[string][]string{
		"de": {"Der Fahrer telefoniert während der Fahrt nur über die Freisprechanlage."},
	}, CategorySafety)
}

// TestConcernGermanColdCommaAndEmergencyStop checks the German rules of
// heat or cold with the fainting after a comma, and of a broken emergency
// stop, which the other languages' rules already read.
func TestConcernGermanColdCommaAndEmergencyStop(t *testing.T) {
	checkProbes(t, map[string][]string{
		"de": {"Es war eiskalt in der Halle, eine Kollegin ist umgekippt.", "In der Werkhalle war es brutheiß, zwei Kollegen sind umgekippt.", "An der Stanzmaschine hat sich ein Kollege die Hand verletzt, weil der Not-Aus seit Wochen kaputt ist."},
	}, map[string][]string{
		"de": {"Es war eiskalt, mein Kreislauf ist umgekippt.", "Der Not-Aus war kaputt, wurde aber gestern repariert.", "Der Not-Aus ist nicht kaputt, wir haben ihn getestet."},
	}, CategorySafety)
}

// TestConcernWrongMedication checks the rules of a patient given the
// wrong medicine or dose.
func TestConcernWrongMedication(t *testing.T) {
	checkProbes(t, map[string][]string{
		"en": {"On the ward a patient was given the wrong medication because everyone is overworked.", "They gave my grandmother the wrong pills at the care home, twice this month."},
		"de": {"Auf der Station wurde einem Patienten das falsche Medikament gegeben, weil alle überlastet sind."},
		"fr": {"On a donné le mauvais médicament à un patient parce que tout le monde est débordé."},
		"es": {"Le dieron a un paciente el medicamento equivocado porque todos están desbordados."},
		"it": {"In reparto hanno dato il farmaco sbagliato a un paziente, sono tutti sovraccarichi.", "A mia nonna in casa di riposo hanno dato le pastiglie sbagliate due volte questo mese."},
		"pt": {"Deram o remédio errado para uma paciente porque a equipe está sobrecarregada."},
	}, map[string][]string{
		"en": {"I added the wrong dose of salt to the soup, it was awful.", "The actor gave the wrong medicine in the play and everyone laughed."},
		"de": {"Ich habe beim Backen die falsche Dosis Hefe genommen."},
		"fr": {"J'ai mis la mauvaise dose de sel dans la sauce."},
		"es": {"Le di la dosis equivocada de sal a la salsa."},
		"it": {"Ho messo la dose sbagliata di sale nel sugo."},
		"pt": {"Coloquei a dose errada de sal no molho."},
	}, CategorySafety)
}

// TestConcernCeilingHanging checks the rules of a ceiling panel hanging
// loose over people, told inside a story.
func TestConcernCeilingHanging(t *testing.T) {
	checkProbes(t, map[string][]string{
		"en": {"During parents' evening a part of the false ceiling was hanging over the chairs. Nobody did anything."},
		"de": {"Gestern beim Elternabend hing ein Teil der Deckenverkleidung lose über den Stühlen. Keiner hat reagiert."},
		"fr": {"Lors de la réunion des parents, une partie du faux plafond pendait au-dessus des chaises. Personne n'a réagi."},
		"es": {"En la reunión de padres, parte del falso techo colgaba encima de las sillas. Nadie hizo nada."},
		"it": {"Alla riunione dei genitori, un pezzo del controsoffitto pendeva sopra le sedie. Nessuno ha fatto niente."},
		"pt": {"Na reunião de pais, uma placa do forro estava pendurada em cima das cadeiras. Ninguém fez nada."},
	}, map[string][]string{
		"en": {"The lamp is hanging over the dining table and looks great."},
		"es": {"El falso techo quedó precioso encima de la cocina."},
		"it": {"La lampada pende sopra il tavolo della cucina, bellissima."},
	}, CategorySafety)
}

// TestConcernHitByBrokenEquipment checks the rules of someone hit by a
// broken, loose or falling piece of equipment.
func TestConcernHitByBrokenEquipment(t *testing.T) {
	checkProbes(t, map[string][]string{
		"en": {"A student was hit by the broken basketball hoop during PE."},
		"de": {"Ein Schüler ist beim Sportunterricht vom kaputten Basketballkorb getroffen worden."},
		"fr": {"Un élève a été blessé par le panier de basket cassé pendant le cours de sport."},
		"es": {"A un alumno le cayó encima la canasta de baloncesto rota en clase de gimnasia."},
		"it": {"Un alunno è stato colpito dal canestro rotto durante l'ora di ginnastica."},
		"pt": {"Um aluno foi atingido pela cesta de basquete quebrada na aula de educação física."},
	}, map[string][]string{
		"en": {"The ball hit the broken goalpost and bounced back in.", "I was hit by a wave of nostalgia."},
		"de": {"Der Ball ist vom Tor abgeprallt und ins Netz gegangen."},
		"fr": {"J'ai été touché par le film, très émouvant."},
		"it": {"Sono stato colpito dalla bellezza del panorama."},
		"pt": {"Fui atingido pela nostalgia ao ver as fotos."},
	}, CategorySafety)
	checkUntrainedSafetySilent(t, map[string][]string{
		"es": {"Fui golpeado por la realidad cuando vi la nota."},
	})
}
