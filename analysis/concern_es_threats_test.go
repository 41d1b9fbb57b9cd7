package analysis

import (
	"slices"
	"testing"
)

// The Spanish threat and self-harm rules of issue #35 written without
// retraining (concernRulesUntrained), from probes of our own that the
// detector missed: threats and self-harm told by students and employees
// in anonymous feedback, in Spain and Latin America, with the Portuguese
// and Italian shapes that were missing too. Each test's reports were
// missed before its rules; its look-alikes (hyperbole, games, sport,
// cooking, films, haircuts, holidays, a suicide-prevention course) are
// flagged by nothing.

// TestConcernEsThreatIdiomsAndWarnings checks the Spanish threats in the
// idioms of a beating, a stabbing or a shot ("le voy a romper la
// crisma", "lo voy a moler a palos", "le pego un balazo"), "cargarse a"
// a role, shooting sprees, bombs and massacres announced, blood promised,
// warnings with no harm named ("va a pagar por lo que me hizo", "se va a
// arrepentir de haberme suspendido", "no sale vivo"), reported threats
// ("me escribió que me iba a rajar") and weapons ready or poison in a
// drink. Before them, most of these shapes had no rule at all.
func TestConcernEsThreatIdiomsAndWarnings(t *testing.T) {
	checkProbes(t, map[string][]string{
		"es": {
			"Si me despiden, vuelvo y me cargo al encargado.",
			"El jefe que se cuide, porque esto no se queda así.",
			"Que se cuide la profesora de historia cuando salga del instituto.",
			"Ese cabrón va a pagar por lo que me hizo.",
			"La tutora se va a arrepentir de haberme suspendido.",
			"No saben con quién se están metiendo, ya lo verán.",
			"Alguien debería poner una bomba en esta oficina.",
			"Un día de estos pongo una bomba en la facultad.",
			"Ojalá se queme la empresa con el jefe dentro, y si no pasa, lo hago yo.",
			"Bro el profe de lengua está muerto, mañana le meto una puñalada.",
			"Vos sabés que al director lo voy a cagar a trompadas.",
			"El encargado no llega vivo a fin de mes.",
			"Te voy a hundir la cabeza contra la pared.",
			"Le pego un balazo al director y se acabó el problema.",
			"Me voy a cargar a la profesora de química.",
			"Me cargo a todos los de la clase.",
			"Voy a liarme a tiros en la universidad.",
			"Mañana me lío a tiros en clase.",
			"Voy a hacer una masacre en el instituto.",
			"Haré lo de Columbine en este colegio.",
			"Un alumno amenazó a la profesora con pegarle.",
			"Me escribió por WhatsApp que me iba a rajar.",
			"Me mandó un audio diciendo que me iba a matar.",
			"Nos dijo que nos iba a pegar un tiro a todos.",
			"Ya tengo la navaja preparada para el lunes.",
			"Me traeré la escopeta de mi abuelo y ya verán.",
			"Más te vale dormir con un ojo abierto.",
			"Le rompo la crisma al primero que me diga algo.",
			"Le voy a romper la crisma al supervisor.",
			"Te voy a partir el alma.",
			"Voy a reventar a palos al jefe.",
			"Lo voy a moler a palos.",
			"Le voy a dar de hostias al profesor de inglés.",
			"Le voy a dar una hostia que se va a acordar.",
			"Le meto una hostia al encargado como me vuelva a hablar así.",
			"Al profe le voy a dar un navajazo.",
			"Vas a desear no haber nacido.",
			"Si me ponen otro cero, alguien va a morir.",
			"Aquí va a correr la sangre.",
			"Va a haber sangre en la oficina el lunes.",
			"Va a haber un baño de sangre en clase.",
			"Mañana no vengan a clase, va a pasar algo gordo.",
			"No vengáis mañana a la facultad, lo digo en serio.",
			"Le echo matarratas en el café a la jefa.",
			"Le rajo la cara al primero que se ría.",
			"Te voy a sacar los ojos.",
			"Te voy a arrancar la cabeza.",
			"Ese profe no sale vivo del instituto.",
			"No vas a salir vivo de aquí.",
			"Vas a salir de aquí en una caja.",
			"Tengo la pistola cargada y sé a quién le toca.",
			"Les voy a meter plomo a todos.",
			"Voy a cagarme a tiros con la policía y con el jefe.",
			"Me van a conocer, voy a coger un cuchillo y a ver quién ríe.",
			"Cuando lo vea al profe le voy a romper la madre.",
			"Lo voy a madrear, a ese maestro.",
			"Al maestro lo voy a agarrar a golpes.",
			"Te voy a cagar a palos, boludo.",
			"Te voy a bajar los dientes.",
		},
	}, map[string][]string{
		"es": slices.Concat(esThreatLookalikes, []string{
			"No vengan mañana a clase, se suspende por la nieve.",
			"El profe que se cuide la voz, que está afónico.",
			"Me cargo a la espalda la mochila de mi hermano.",
			"Le rompo el corazón a cualquiera con esta canción.",
			"Pongo una bomba fétida en clase el día de los inocentes, jaja.",
			"Traeré el cuchillo jamonero y ya veréis qué jamón.",
			"Voy a quitarme de en medio un rato, que estoy agotada.",
			"Todo sería más fácil si yo no estuviera de baja.",
			"Ese alumno no sale vivo de este examen, jaja.",
			"Mi madre me dijo que me iba a matar si llegaba tarde.",
			"Echo veneno para hormigas en el jardín, no en la cocina.",
			"Me lo cargo a la espalda y lo subo al tercero.",
			"Con el bebé duermo con un ojo abierto.",
			"Traigo mi pistola de agua para la fiesta del colegio.",
			"Te espero fuera, que aquí dentro no hay cobertura.",
			"Mi primera víctima en el Among Us fue mi compañero.",
			"Si me suspenden otra vez me mato de la vergüenza, jaja.",
			"No creo que la planta siga viva después de las vacaciones.",
			"No puedo más con este calor, adiós, me voy a casa.",
			"Cuando leáis esto ya estaré de vacaciones en la playa.",
			"Me hago daño cuando corro sin calentar.",
			"Me pregunto si dolería hacerme un tatuaje en el tobillo.",
			"Vamos a darle una paliza al nuevo en el FIFA esta tarde.",
			"El próximo que llegue tarde se lleva una bronca del jefe.",
			"Después del examen salto a la piscina para celebrarlo.",
			"Vuelo a Roma el lunes para el congreso.",
			"Mis amigos dijeron que volverían con sus primos a la fiesta.",
			"La próxima vez no será tan fácil el examen.",
			"He decidido matricularme en el máster.",
			"Choqué el coche contra un bolardo sin querer.",
			"Me tomo todo el bote de zumo para desayunar.",
		}),
	}, CategoryThreats)
}

// TestConcernEsThreatsDatesGunsAndGestures checks a death date ("el
// lunes estarás muerto"), one's own gun brought, a workplace burnt, a jaw
// broken ("vas a comer con pajita"), a throat-cutting gesture, a person
// awaited outside, a bomb threat, a first victim at work, a role reported
// to have threatened harm, and the shapes of the other languages' threats
// (a beating promised to a named person, people "like you" who should be
// shot, the next one who interrupts, a room blown up). Before them these
// were missed or left to a vetoing classifier.
func TestConcernEsThreatsDatesGunsAndGestures(t *testing.T) {
	checkProbes(t, map[string][]string{
		"es": {
			"Al de logística me lo cargo en cuanto lo pille en el aparcamiento.",
			"A la coordinadora me la voy a cargar cuando la vea en el pasillo.",
			"Le dejaron un papel en la taquilla: el lunes estarás muerto.",
			"Estarás muerta antes del viernes, zorra.",
			"Que duerma con un ojo abierto el encargado, se lo digo yo.",
			"Alguien va a morir en esta facultad, y no será de aburrimiento.",
			"Alguien va a morir en esa reunión del lunes.",
			"El lunes traigo mi pistola a la obra.",
			"Llevaré mi arma a la oficina y ya hablaremos.",
			"Vamos a incendiar esta empresa de mierda.",
			"Sigue así y vas a comer con pajita una temporada.",
			"Un cliente me miró y se pasó el dedo por el cuello.",
			"Que se prepare el árbitro, lo esperamos fuera.",
			"Hubo una amenaza de bomba en la facultad y nadie nos avisó.",
			"Recibimos una amenaza de bomba en el almacén el martes.",
			"Tengo claro quién va a ser mi primera víctima en esta empresa.",
			"El supervisor gritó que me iba a ahogar en el lavabo.",
			"Vamos a darle una paliza al coordinador después de la reunión.",
			"El profesor nos dijo que a la gente como nosotros habría que fusilarla.",
			"Voy a matar al de prácticas como vuelva a perder mi entrega.",
			"Vamos a zurrar a ese tío al salir de clase.",
			"Al próximo que me interrumpa en la presentación me lo cargo.",
			"Después del seminario le voy a romper las piernas.",
			"El nuevo dijo que iba a quemar el despacho de la directora.",
			"Vuelo la facultad entera, ya veréis.",
			"Voy a hacer saltar por los aires toda la facultad.",
			"Continúa así y terminas en urgencias.",
		},
	}, map[string][]string{
		"es": slices.Concat(esThreatDeedLookalikes, []string{
			"Siempre le doy la cara al jefe cuando hay problemas.",
			"La jefa que se cuide mucho, que ha estado enferma.",
			"Me cargo al hombro las cajas del almacén.",
			"Vamos a hacer una masacre en la final de pádel.",
			"Ya tengo el cuchillo afilado para la clase de cocina del lunes.",
			"Me voy a quitar de en medio para que podáis trabajar tranquilos.",
			"Si no me suben el sueldo me voy, alguien lo va a notar.",
			"El jefe va a pagar por lo que consume en la cafetería.",
			"Voy a reventar a palos la piñata del cumple.",
			"Me dijo que me iba a matar de risa con su chiste.",
			"En el chat del juego un niño me escribió que me iba a matar en la próxima ronda.",
			"El móvil me lo cargo en el coche.",
			"Traigo mi pistola de silicona para las manualidades.",
			"Te espero a la salida para ir al cine.",
			"Hicimos un simulacro de amenaza de bomba en el instituto.",
			"Si suspendo me mato a estudiar en verano.",
			"No creo que siga aquí el año que viene, busco otro trabajo.",
			"No llego a fin de mes con este sueldo.",
			"Mañana ya no estoy en la oficina, me voy de vacaciones.",
			"Pienso todo el día en el examen de matemáticas.",
			"Busqué qué altura tiene el edificio para el trabajo de física.",
			"Vamos a darle una paliza al equipo de la otra facultad en la final.",
			"Habría que fusilar al que inventó los lunes, jaja.",
			"Vamos a volar a la sede de Lisboa la semana que viene.",
			"Estoy juntando dinero para el viaje de fin de curso.",
			"Mi madre me dijo que me iba a matar si volvía a llegar tarde.",
			"Me cargo al hombro la mochila del primero que llegue.",
			"Tengo la dirección del colegio de mis hijos apuntada en la agenda.",
			"kiero ir a la playa este finde",
			"Me da igual ganar o perder, lo importante es jugar.",
		}),
	}, CategoryThreats)
}

// TestConcernEsThreatNarratives checks threats told in the stories of
// many trades: what one person said to another ("le dijo que la iba a
// hacer desaparecer"), a victim who will never walk again, a bullet left
// at the door, "o sigues tú", a visit one will not like, cousins sent to
// wait outside, a machete, a chainsaw or a gutting, a fall promised for
// telling, an ambush with a weapon, a hand shaped like a gun, and an
// address sent with photos of one's children. Before them no rule read
// these shapes.
func TestConcernEsThreatNarratives(t *testing.T) {
	checkProbes(t, map[string][]string{
		"es": {
			"En la nota ponía que el entrenador no termina vivo la temporada.",
			"Le pusieron una bala en el buzón al concejal.",
			"Al panadero le dejaron una cabeza de cerdo en la persiana.",
			"Paga lo que debes o sigues tú.",
			"Te vamos a hacer una visita nocturna, ya sabes por qué.",
			"Como me vuelvas a quitar las horas te paso la motosierra por encima.",
			"Te voy a sacar la chucha si sigues hablando.",
			"Le dije que la próxima vez lo abro en canal.",
			"Si se chiva le corto los dedos.",
			"A quien hable con la prensa lo van a buscar a su casa, y no precisamente para hablar.",
		},
	}, map[string][]string{
		"es": slices.Concat(esThreatLookalikes, esThreatDeedLookalikes),
	}, CategoryThreats)
}

// TestConcernEsSelfHarmWishes checks the Spanish self-harm of a burden
// ("soy una carga para todos"), a jump "me quiero tirar por la ventana",
// a wish that everything end, not to go on existing, to sleep for ever
// or never to have been born, a world easier without the writer, a last
// goodbye with "no puedo más", hurting oneself until it bleeds, a crash
// on purpose, a friend who cuts their arms, and "quitarme de en medio".
// Before them these were missed.
func TestConcernEsSelfHarmWishes(t *testing.T) {
	checkProbes(t, map[string][]string{
		"es": {
			"Siento que soy una carga para mi familia.",
			"Solo soy un estorbo, nadie me necesita.",
			"Me quiero tirar por la ventana.",
			"Ya no aguanto más, quiero que todo termine.",
			"Quiero que todo acabe ya.",
			"No aguanto más esta vida.",
			"Me quiero morir de verdad, no es broma.",
			"No quiero seguir aquí.",
			"No quiero seguir existiendo.",
			"Mi compañera se corta los brazos y no sé qué hacer.",
			"Voy a quitarme de en medio.",
			"Me voy a quitar de en medio y así dejo de molestar.",
			"Pienso mucho en la muerte y en cómo hacerlo.",
			"Perdónenme, no puedo seguir adelante.",
			"Me gustaría dormirme para siempre.",
			"Quiero dejar de sentir para siempre.",
			"Me rasco hasta sangrar cuando me agobio.",
			"Me pego golpes contra la pared cuando estoy mal.",
			"No tengo por qué seguir viviendo.",
			"Si me muero mañana nadie lo notaría.",
			"Todo sería más fácil si yo no estuviera.",
			"Me voy a ir para siempre y nadie me va a extrañar.",
			"Quisiera no haber nacido.",
			"No debería haber nacido.",
			"Me tiraría delante de un coche.",
			"Pienso en estrellar el coche a propósito.",
			"Quiero terminar con mi sufrimiento de una vez.",
			"Quiero acabar con este sufrimiento para siempre.",
		},
	}, map[string][]string{
		"es": slices.Concat(esWishLookalikes, []string{
			"He recaído con el tabaco otra vez.",
			"El proyecto fue un error que tenemos que corregir.",
			"Este verano salto del puente al río como todos los años.",
			"No le veo sentido a seguir con este proyecto.",
			"Me gustaría morir de viejo en mi casa del pueblo.",
			"El jardinero cortó el seto con la motosierra.",
			"Si no funciona, tiro el portátil por la ventana, jaja.",
			"Fui a su casa, y no precisamente para hablar, sino para comer paella.",
			"Se tira al agua desde el trampolín cada mañana.",
			"Me imagino saltando en paracaídas en mi cumpleaños.",
			"Me clavé un alfiler cosiendo el vestido.",
		}),
	}, CategorySelfHarm)
}

// TestConcernEsSelfHarmPlansAndSigns checks "me mato" after a failure or
// a break-up, not being alive next month, a note read after the act, a
// life not worth it, being too much in the world, cutting again, rope or
// blades bought "y ya sé para qué", long sleeves over cuts, searches for
// a height or a painless way, "esta noche acabo con todo", belongings
// left with a goodbye, a relapse with a blade, fasting as punishment,
// and the shapes of the other languages (a jump after the exam, pills
// hoarded, a whole box swallowed, a wish to die asleep). Before them
// these were missed.
func TestConcernEsSelfHarmPlansAndSigns(t *testing.T) {
	checkProbes(t, map[string][]string{
		"es": {
			"Si me suspenden otra vez, me mato.",
			"Como me deje mi novia, me mato.",
			"No creo que siga viva a final de mes.",
			"No creo que siga vivo para el verano.",
			"No pienso llegar a mi cumpleaños.",
			"No sé cuánto tiempo más voy a seguir con vida.",
			"Último mensaje: me despido de todos, perdón.",
			"No puedo más. Adiós.",
			"No doy más, gracias por todo.",
			"Mañana ya no estoy, os quiero.",
			"Este sábado lo hago y todo habrá acabado.",
			"Cuando leáis esto ya lo habré hecho.",
			"Mi vida ya no vale la pena.",
			"El mundo seguiría igual sin mí.",
			"Mis compañeros estarían más tranquilos si yo estuviera muerta.",
			"Sobro en este mundo.",
			"Me quiero ir de este mundo.",
			"Otra vez me estoy cortando los brazos.",
			"Pienso todo el día en matarme.",
			"Me pego a mí mismo hasta hacerme sangre.",
			"Me hago daño cuando me agobio con los exámenes.",
			"Busqué qué altura hace falta para no sobrevivir.",
			"¿Cuál es la forma más rápida de morir sin dolor?",
			"Quiero dejar de sentir, sea como sea.",
			"Si me deja, yo también acabo con todo.",
			"Les dejo mis cosas, cuiden de mi perro.",
			"Ya no os molestaré más.",
			"He recaído con la cuchilla otra vez.",
			"Llevo dos días sin comer para castigarme.",
			"Quiero irme con mi madre al cielo.",
			"Haber nacido fue un error que tengo que corregir.",
			"Sinceramente últimamente pienso mucho en matarme.",
			"Después del examen me tiro desde el parking.",
			"Ya no le veo ningún sentido a mi vida.",
			"Después del examen salto del puente.",
			"Llevo semanas guardando los somníferos.",
			"El mes pasado me tragué una caja entera de pastillas.",
			"Me gustaría morir mientras duermo.",
		},
	}, map[string][]string{
		"es": slices.Concat(esPlanLookalikes, []string{
			"Llevo dos días sin comer carne para probar.",
			"Voy a quemar el CD de la fiesta de la facultad.",
			"Mañana me tiro desde el trampolín más alto.",
			"Me tomé una caja entera de bombones en Navidad.",
			"El mago dijo que iba a hacer desaparecer la moneda.",
			"Le corto los dedos al guante para hacer mitones.",
			"Te espero en la cocina con el cuchillo para cortar el jamón.",
			"Ahora sigues tú, te toca tirar los dados.",
			"Regalé mis apuntes, total ya no los voy a necesitar porque aprobé.",
			"Ya me despedí de todos, me voy de Erasmus, gracias por todo.",
			"El seguro de vida cubre a toda la familia.",
		}),
	}, CategorySelfHarm)
}

// TestConcernEsSelfHarmNarratives checks self-harm told in longer
// stories: a friend who will not be a problem for anyone soon, belongings
// given away "total ya no los voy a necesitar", a decision to die, chat
// spellings ("ya no kiero seguir vivo"), imagining the jump, cuts made
// "para sentir algo", the pills needed "para no despertarse", pills
// counted on the table, a rope prepared, a vehicle off the road "conmigo
// dentro", pins driven into one's legs, and a life insurance that pays
// for suicide. Before them no rule read these shapes.
func TestConcernEsSelfHarmNarratives(t *testing.T) {
	checkProbes(t, map[string][]string{
		"es": {
			"He regalado mi portátil y mis libros, total ya no los voy a necesitar.",
			"He decidido matarme, y te lo digo a ti porque confío en ti.",
			"me kiero morir de verdad",
			"Ya me despedí de mi familia, este sábado me voy de verdad.",
			"Ya no me sale a cuenta vivir.",
			"Me da igual vivir o morir.",
			"Me clavo alfileres en las piernas cuando me equivoco.",
			"Sé qué dosis de insulina usaría conmigo.",
		},
	}, map[string][]string{
		"es": slices.Concat(esWishLookalikes, esPlanLookalikes),
	}, CategorySelfHarm)
}

// TestConcernPtItSelfHarm checks the self-harm families that were missing
// in Portuguese and Italian as well: a burden to one's family, a wish
// that everything end, sleeping and never waking, a friend who cuts their
// arms, and a jump from a window. Before them these were missed.
func TestConcernPtItSelfHarm(t *testing.T) {
	checkProbes(t, map[string][]string{
		"pt": {
			"Quero que tudo acabe de uma vez.",
			"Quero dormir e não acordar nunca mais.",
			"Ela se corta nos braços e eu não sei o que fazer.",
		},
		"it": {
			"Mi sento un peso per la mia famiglia.",
			"Voglio che tutto finisca.",
			"Mi voglio buttare dalla finestra.",
			"La mia amica si taglia le braccia.",
		},
	}, ptItLookalikes, CategorySelfHarm, CategoryThreats)
}

// TestConcernPtItThreats checks the threat families that were missing in
// Portuguese and Italian as well: a bomb set at school, a beating ("lo
// riempio di botte"), a person who will not leave alive ("não sai vivo
// daqui"), and a score to be paid for what was done. Before them these
// were missed.
func TestConcernPtItThreats(t *testing.T) {
	checkProbes(t, map[string][]string{
		"pt": {
			"Esse chefe não sai vivo daqui.",
			"Ele vai pagar pelo que me fez.",
		},
		"it": {
			"Metto una bomba a scuola.",
			"Lo riempio di botte, quel professore.",
			"Me la pagherà per quello che mi ha fatto.",
		},
	}, ptItLookalikes, CategoryThreats, CategorySelfHarm)
}

// esThreatLookalikes are Spanish look-alikes of threats that the threat
// tests of this file share: hyperbole, games, sport, school and work.
var esThreatLookalikes = []string{
	"Me muero de risa con el profe de historia.",
	"Las prácticas me están matando.",
	"Voy a reventar el examen de mates.",
	"Vamos a darles una paliza en la final.",
	"En el Fortnite mato a todos.",
	"Ayer matamos al jefe final del juego.",
	"Que se cuide mucho la tutora, que está embarazada.",
	"La profe nos mata con tanto deber.",
	"Mi madre me va a matar cuando vea las notas.",
	"Este calor me mata.",
	"La oficina es una bomba de buen ambiente.",
	"La fiesta del instituto va a ser una bomba.",
	"Hoy me despido de la empresa, gracias por estos años.",
	"Mi último mensaje en el grupo antes de vacaciones.",
	"Le voy a dar una sorpresa a la jefa por su cumpleaños.",
	"Matamos el gusanillo con unas tapas.",
	"El profe de biología nos enseñó a disecar una rana con el bisturí.",
	"El jefe amenazó con cerrar la oficina en verano.",
	"Dijo que me iba a invitar a cenar.",
	"En la obra de teatro, el personaje apuñala al rey.",
	"Voy a romper el récord de la clase.",
	"El equipo de marketing va a arrasar este año.",
	"Ya no puedo más de tanto estudiar, necesito un descanso.",
	"Estoy harta de las reuniones inútiles.",
	"Las sillas me hacen daño en la espalda, cámbienlas.",
	"El partido fue una masacre, perdimos 6-0.",
	"Vamos a reventar la taquilla con la obra de fin de curso.",
	"Ese profe es una bestia explicando, un diez.",
	"Voy a por ti, Juan, que me debes un café.",
	"Te vas a acordar de mí cuando veas la nota, jaja.",
}

// esWishLookalikes are Spanish look-alikes of the wishes to die or to
// disappear, shared by the self-harm tests of this file.
var esWishLookalikes = []string{
	"Voy a cortar la cebolla en juliana.",
	"Me he cortado el pelo muy corto.",
	"Me corté el dedo cocinando.",
	"En la serie el jefe amenaza con despedir a todos.",
	"Estoy muerto de cansancio.",
	"Ya no aguanto más el calor de la clase, pongan aire.",
	"Quiero que termine ya el curso para irme de vacaciones.",
	"Me tiré por el tobogán de la piscina.",
	"Voy a quemar calorías en el gimnasio.",
	"No quiero despertar temprano mañana, es sábado.",
	"Me despedí de todos en la oficina antes de jubilarme.",
	"Vamos a tirar la casa por la ventana en la cena de Navidad.",
	"El chef corta el jamón con un cuchillo muy afilado.",
	"Ese profesor se va a morir de viejo en el instituto.",
	"Me quemo en la playa siempre.",
	"Tengo ganas de desaparecer de las redes sociales un tiempo.",
	"Quiero acabar con este sufrimiento de exámenes, que llegue el verano.",
	"Tengo la pistola de agua cargada para la fiesta del colegio.",
	"Me quiero ir para siempre de esta ciudad tan gris.",
	"Soy una carga de trabajo enorme para el equipo.",
	"Quiero que todo termine bien en la reunión.",
	"La tutora se va a arrepentir de no haber venido a la excursión.",
	"Se quema los brazos al sol cada verano.",
	"En la peli va a correr la sangre, es de terror.",
	"Me tiraría por la ventana antes que volver a rellenar ese formulario.",
	"Alguien va a morir de calor en esta oficina si no ponen aire.",
	"Vas a comer con pajita ese batido tan rico.",
	"La oficina seguirá funcionando sin mí durante el verano.",
	"Me estoy cortando el pelo yo misma en casa.",
	"Quiero dejar de sentir dolor en la rodilla.",
}

// esPlanLookalikes are Spanish look-alikes of plans and signs of
// self-harm, shared by the self-harm tests of this file.
var esPlanLookalikes = []string{
	"Corta el pollo con el cuchillo grande.",
	"Me corté con el papel en la oficina.",
	"La película acaba con el protagonista matando al villano.",
	"El jefe se va a arrepentir de no haber invertido antes.",
	"Me muero de hambre, ¿vamos a comer?",
	"Quiero que todo termine bien en el proyecto.",
	"Me voy a tirar a la piscina.",
	"Mañana nos tiramos en paracaídas.",
	"Voy a quemar el CD con las fotos.",
	"Soy una carga de trabajo para el equipo, lo reconozco, tengo que mejorar.",
	"El puente de diciembre me voy a la playa.",
	"Tiramos la casa por la ventana con la fiesta de fin de curso.",
	"Vimos un documental sobre el tiroteo de Columbine en clase de ética.",
	"Cuando le cuente a mi jefe la noticia se va a morir de la alegría.",
	"Me quemé con la sartén.",
	"Me voy a ir para siempre de esta ciudad, me mudo a Chile.",
	"Me lío a tiros en el Fortnite toda la noche.",
	"Quiero acabar con este dolor de espalda de una vez.",
	"Pienso mucho en la muerte de mi abuelo.",
	"Me siento un estorbo en la cocina cuando cocina mi madre.",
	"No quiero seguir aquí en esta empresa mucho tiempo.",
	"Mi compañera se corta las uñas en clase.",
	"Casi estrello el coche contra un árbol por culpa del hielo.",
	"El jefe amenazó a los trabajadores con despedirlos.",
	"Estarás muerta de cansancio después del turno.",
	"Voy a quemar este CD con la música de la fiesta.",
	"La vida no vale la pena sin café por la mañana.",
	"Me quiero ir de este mundo de la moda, es muy tóxico.",
	"Llevo manga larga porque hace frío en el aula.",
	"Esta noche acabo con todo el papeleo pendiente.",
}

// ptItLookalikes are the Portuguese and Italian look-alikes shared by
// TestConcernPtItSelfHarm and TestConcernPtItThreats.
var ptItLookalikes = map[string][]string{
	"pt": {
		"Sou um fardo no trabalho em equipe, preciso melhorar.",
		"Quero que tudo acabe bem na reunião.",
		"A festa da escola vai ser uma bomba.",
		"Ele vai pagar pelo que comeu no restaurante.",
		"Quero dormir e acordar tarde no sábado.",
		"A minha filha não sai viva da biblioteca sem levar três livros.",
	},
	"it": {
		"Sono un peso massimo nel pugilato.",
		"Voglio che tutto finisca bene alla riunione.",
		"La festa a scuola è stata una bomba.",
		"Mi butto in piscina ogni mattina.",
		"Lo riempio di regali a Natale.",
		"Questo ragazzo non esce vivo da questo esame, ahah.",
		"Pagherà per quello che ha mangiato.",
		"Mettere una bomba d'acqua in giardino per l'estate.",
	},
}

// esThreatDeedLookalikes are Spanish look-alikes of threats told as a
// deed (an exam, a match, a game, a film), shared by the threat tests of
// this file.
var esThreatDeedLookalikes = []string{
	"El examen de ayer me mató.",
	"Lo voy a petar en el examen final.",
	"El Madrid va a reventar al Barça el domingo.",
	"Le dimos una paliza al equipo de la otra facultad.",
	"En el juego le disparé a mi hermano y gané.",
	"El profe que se cuide la garganta, que está afónico.",
	"Me muero por ver la nueva peli.",
	"Mis padres me van a matar si suspendo.",
	"La jefa nos mata a trabajar.",
	"Vamos a volar a Roma el lunes.",
	"El nuevo proyecto es la bomba.",
	"El profe es un crack, lo voy a echar de menos.",
	"Este es mi último día en la empresa, ha sido un placer.",
	"Le voy a dar un toque al profe para que suba las notas.",
	"Voy a matar el tiempo leyendo.",
	"Traigo la pistola de agua para la fiesta del colegio.",
	"El compañero me amenazó con contarle a la profe que copié.",
	"Me dijo que me iba a matar de risa con su nuevo chiste.",
	"Mi compañero me esperó a la salida para ir juntos al cine.",
	"La profesora explicó la Guerra Civil y los fusilamientos.",
	"Voy a romperla en la entrevista de trabajo.",
	"Voy a arrasar en la presentación.",
	"Estoy cansada de tanto papeleo.",
	"Me hago daño en la espalda con estas sillas.",
	"Me quiero ir de esta empresa cuanto antes.",
	"La entrevista fue una carnicería, me preguntaron de todo.",
	"Le vamos a dar caña al proyecto.",
	"Voy a ir a por el jefe para pedirle vacaciones.",
	"Voy a por todas en el examen.",
	"Os aviso: no vengáis mañana a clase, que hay huelga.",
}
