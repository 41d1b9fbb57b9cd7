package analysis

import "testing"

// The tests below hold the passages of concernIdioms and the guards of
// untrained rules of the round precision6 (a farewell before a new job or
// a retirement, self-harm as a course topic, a knife for a picnic, one's
// own dog that follows one, disappearing for a weekend or under the
// duvet, a grandparent's medicines locked away, "vorrei morire da quanto
// è buona", a fire door cleared, a chair given in pregnancy, a jump said
// with "haha", a mother's anger) to real concerns told with the same
// words in German, French, Spanish, Italian and Portuguese. Of the 131
// concerns this review wrote, 128 were flagged before the round and 42 of
// those were swallowed by it: a gap of a passage held the dark words
// themselves ("Quiero despedirme de todos antes de suicidarme, mañana es
// mi último día"), the passage read a knife, a course, a fix or a
// pregnancy and ignored what followed ("und dann hat er es mir an den Hals
// gehalten", "ritze ich mich wieder", "mais la sortie de secours est
// bloquée", "mi hanno dato una lettera di licenziamento"), or a laugh
// guarded a jump that was no joke ("Ich springe heute vom Dach, haha, nein
// im Ernst"). The passages and guards were narrowed (review14); one stays
// swallowed, "Je vais me faire tuer par mon père si je rentre tard" told
// as the hyperbole is and followed by a beating, which only the words
// after the clause tell apart.

// TestConcernReview14Passages checks that the precision6 passages of
// concernIdioms leave these reports serious.
func TestConcernReview14Passages(t *testing.T) {
	l := NewLocal()
	for _, c := range []struct{ text, category string }{
		{"Meine Abschiedsnachricht ist geschrieben. Nach meinem letzten Arbeitstag bin ich nicht mehr da, für immer.", CategorySelfHarm},
		{"Das ist meine Abschiedsnachricht, der Umzug ist nur eine Ausrede, ich werde mich heute Nacht umbringen.", CategorySelfHarm},
		{"abschiedsbrief liegt auf dem tisch, letzter arbeitstag morgen und danach will ich nicht mehr leben", CategorySelfHarm},
		{"Ich habe meinen Abschiedsbrief geschrieben. Nach dem letzten Arbeitstag nehme ich alle Tabletten auf einmal.", CategorySelfHarm},
		{"Meine Abschiedsmail an euch: offiziell gehe ich in den Ruhestand, in Wahrheit mache ich Schluss mit meinem Leben.", CategorySelfHarm},
		{"Abschiedsbrief fertig, ich ziehe nicht um, ich gehe dahin, wo es keinen Schmerz mehr gibt.", CategorySelfHarm},
		{"Abschiedsbrief geschrieben, ich bringe mich vor meinem letzten Arbeitstag um.", CategorySelfHarm},
		{"Mein Abschiedsbrief ist fertig, ich erhänge mich noch vor der Rente.", CategorySelfHarm},
		{"Nach der Fortbildung über Selbstverletzung ritze ich mich wieder jeden Abend.", CategorySelfHarm},
		{"der workshop zu selbstverletzung war schlimm, seit wochen schneide ich mir die arme auf", CategorySelfHarm},
		{"Im Seminar über Selbstverletzung ging es genau um das, was ich jede Nacht mit der Rasierklinge mache.", CategorySelfHarm},
		{"Im Unterricht ging es um Selbstverletzung, danach hat mein Sohn zugegeben, dass er sich seit Monaten ritzt.", CategorySelfHarm},
		{"Beim Elternabend zu selbstverletzendem Verhalten habe ich geweint, weil meine Tochter sich die Arme aufschneidet und sterben will.", CategorySelfHarm},
		{"Er hat ein Messer mitgebracht, um das Brot zu schneiden, und dann hat er es mir an den Hals gehalten.", CategoryThreats},
		{"messer um wurst zu schneiden hatte er dabei, dann hat er gedroht mich abzustechen", CategoryThreats},
		{"Ich habe ein Messer dabei, um Brot zu schneiden, und wenn der Lehrer mich noch einmal anschreit, steche ich zu.", CategoryThreats},
		{"Mein Kollege trägt ein Messer, um Obst zu schälen, aber er hält es mir vors Gesicht und sagt, er schlitzt mich auf.", CategoryThreats},
		{"Die Kita gibt Dreijährigen ein scharfes Messer, um Gemüse zu schneiden, ohne Aufsicht, ein Kind hat sich schwer verletzt.", CategorySafety},
		{"Der Ausbilder lässt uns ein stumpfes Messer benutzen, um Fleisch zu schneiden, und es gibt keinen Verbandskasten, zwei haben sich tief geschnitten.", CategorySafety},
		{"In der Mensa liegen Messer herum, um Brot zu schneiden, die Kinder spielen damit und einer wurde gestern am Auge verletzt.", CategorySafety},
		{"Man hat uns ein Messer gegeben, um Melone zu teilen, die Klinge ist abgebrochen und hat meine Kollegin an der Hand verletzt, keiner hat geholfen.", CategorySafety},
		{"Il a sorti son couteau pour couper le pain puis me l'a mis sous la gorge en disant qu'il allait me tuer.", CategoryThreats},
		{"un gars a pris le couteau pour couper le saucisson et il a menace de planter le prof", CategoryThreats},
		{"Sacó la navaja para cortar el queso y me la puso en el cuello, dijo que me iba a rajar.", CategoryThreats},
		{"mi companero trae un cuchillo para cortar la fruta y lo usa para amenazarnos a todos", CategoryThreats},
		{"un tipo aveva il coltello per affettare il salame e ha minacciato di accoltellarmi", CategoryThreats},
		{"Ele pegou a faca pra cortar o bolo e encostou no meu pescoço, disse que ia me matar.", CategoryThreats},
		{"Ele pegou a faca para cortar o queijo e ameaçou esfaquear a professora.", CategoryThreats},
		{"On laisse les enfants prendre un couteau pour couper le pain sans surveillance, l'un d'eux s'est gravement blessé à la main.", CategorySafety},
		{"En el comedor los niños usan cuchillos para cortar la fruta sin nadie mirando y uno acabó en urgencias.", CategorySafety},
		{"Al centro estivo danno ai bambini un coltello per tagliare il melone senza nessun controllo, un bimbo si è ferito alla mano.", CategorySafety},
		{"na creche deixam as crianças usar faca pra cortar a fruta sozinhas, uma se cortou feio e ninguem chamou ajuda", CategorySafety},
		{"Mein Sohn verfolgt mich überall in der Wohnung, liest meine Nachrichten und lässt mich nicht aus dem Haus.", CategoryHarassment},
		{"mein sohn verfolgt mich auf schritt und tritt, beschimpft mich und nimmt mir das geld weg", CategoryHarassment},
		{"Meine Tochter verfolgt mich überall im Haus, seit sie Drogen nimmt, und schlägt mich, wenn ich nicht zahle.", CategoryHarassment},
		{"Ein Mann mit seinem Hund verfolgt mich überall, jeden Abend steht er vor meiner Tür.", CategoryHarassment},
		{"Der Hund meines Nachbarn ist nicht das Problem, der Nachbar verfolgt mich überall und fotografiert mich.", CategoryHarassment},
		{"J'aimerais disparaître sous la couette jusqu'à ce que tout s'arrête, je n'ai plus envie de vivre.", CategorySelfHarm},
		{"je veux disparaitre sous la couette pour quelques jours et ensuite ne plus jamais me reveiller", CategorySelfHarm},
		{"Envie de disparaître sous la couette le week-end avec une boîte de somnifères et de ne plus me réveiller.", CategorySelfHarm},
		{"Je vais disparaître sous la couette ce week-end avec tous mes médicaments, j'en ai fini avec la vie.", CategorySelfHarm},
		{"disparaitre sous la couette quelques jours puis disparaitre pour de bon, personne ne le remarquerait", CategorySelfHarm},
		{"Ils ont libéré le parking mais la sortie de secours est bloquée depuis des semaines.", CategorySafety},
		{"Le concierge a réglé le chauffage mais la porte coupe-feu reste verrouillée pendant les cours.", CategorySafety},
		{"La direction a soi-disant résolu le problème mais la porte coupe-feu est bloquée ce matin encore par des palettes.", CategorySafety},
		{"Ils ont dégagé une des sorties de secours bloquées, les trois autres sont toujours encombrées de cartons.", CategorySafety},
		{"On a dégagé la sortie de secours bloquée hier mais elle est de nouveau bloquée par des palettes.", CategorySafety},
		{"Ils ont réglé la porte coupe-feu bloquée seulement pour la visite, depuis elle est de nouveau fermée à clé.", CategorySafety},
		{"Liberaram a saída de emergência trancada só pra vistoria, depois trancaram com cadeado de novo.", CategorySafety},
		{"O zelador desbloqueou a porta corta-fogo trancada só durante a inspeção e depois voltou a passar o cadeado.", CategorySafety},
		{"resolveram a porta de emergencia bloqueada do primeiro andar mas a do segundo continua com cadeado", CategorySafety},
		{"Consertaram a saída de emergência bloqueada? Não, continua com caixas na frente e ontem teve fumaça.", CategorySafety},
		{"Es mi último día y quiero despedirme de todos, esta noche me tomo todas las pastillas.", CategorySelfHarm},
		{"me mudo lejos y queria despedirme de todos porque no pienso seguir viviendo", CategorySelfHarm},
		{"Último día en la empresa. Quiero despedirme de todos: mañana ya no estaré, me voy a quitar la vida.", CategorySelfHarm},
		{"Nuevo trabajo no hay. Quiero despedirme de todos, ya tengo la cuerda preparada.", CategorySelfHarm},
		{"Me jubilo de la vida, quería despedirme de todos antes de irme a un lugar mejor.", CategorySelfHarm},
		{"Es mi último día, me mato y quiero despedirme de todos.", CategorySelfHarm},
		{"Quiero despedirme de todos antes de mi último día en este mundo, ya no aguanto más.", CategorySelfHarm},
		{"queria despedirme de todos, no me mudo, me voy de este mundo esta noche", CategorySelfHarm},
		{"Quería despedirme de todos. Mi último día será el viernes, he guardado pastillas para no despertar.", CategorySelfHarm},
		{"Quiero despedirme de todos: nuevo trabajo, dicen, pero en realidad voy a tirarme del puente.", CategorySelfHarm},
		{"Quiero despedirme de todos antes de suicidarme, mañana es mi último día.", CategorySelfHarm},
		{"quiero despedirme de todos, me voy a suicidar en mi ultimo dia", CategorySelfHarm},
		{"É meu último dia e quero me despedir de todos, hoje à noite vou tomar todos os remédios.", CategorySelfHarm},
		{"vou mudar de vez e queria me despedir de todos, nao aguento mais viver", CategorySelfHarm},
		{"Vou me aposentar da vida. Quero me despedir de todos, a corda já está pronta.", CategorySelfHarm},
		{"Último dia aqui, queria me despedir de todos antes de ir para um lugar melhor, não quero mais viver.", CategorySelfHarm},
		{"É meu último dia vivo, quero me despedir de todos.", CategorySelfHarm},
		{"Queria me despedir de todos antes do meu último dia, depois disso vou me jogar da ponte.", CategorySelfHarm},
		{"quero me despedir de todos, nao e mudanca nao, eu vou me matar", CategorySelfHarm},
		{"Quero me despedir de todos. Novo emprego é mentira, já separei os comprimidos para tomar todos de uma vez.", CategorySelfHarm},
		{"Queria me despedir de todos. Último dia, amanhã não estarei mais aqui, ninguém vai sentir falta.", CategorySelfHarm},
		{"Quero me despedir de todos antes de me matar, amanhã é meu último dia.", CategorySelfHarm},
		{"quero me despedir de todos vou me suicidar no meu ultimo dia", CategorySelfHarm},
		{"Los medicamentos de mi abuela están guardados en el armario con llave, pero sé dónde está la llave y me los voy a tomar todos.", CategorySelfHarm},
		{"las pastillas de mi madre guardadas en el armario con llave, ya hice copia de la llave y me las tomo todas esta noche", CategorySelfHarm},
		{"Tengo los somníferos de mi abuelo guardados en un armario con llave, mi armario, para cuando decida matarme.", CategorySelfHarm},
		{"Los comprimidos de mi padre guardados en el botiquín con llave: los he contado, son suficientes para no despertar.", CategorySelfHarm},
		{"Las pastillas de mi abuela guardadas en el armario con llave son mi plan, ya no quiero vivir.", CategorySelfHarm},
		{"Sono incinta e mi hanno dato una lettera di licenziamento il giorno dopo.", CategoryDiscrimination},
		{"sono incinta e mi hanno dato meno ore e lo stipendio piu basso da quando l hanno saputo", CategoryDiscrimination},
		{"Essendo incinta mi hanno offerto solo di dimettermi, altrimenti niente rinnovo del contratto.", CategoryDiscrimination},
		{"Sono incinta e mi hanno dato della balena davanti a tutto l'ufficio, il capo dice che le incinte sono un peso.", CategoryDiscrimination},
		{"Essendo incinta ho ricevuto un demansionamento e mi hanno tolto il progetto perché \"tanto poi stai a casa\".", CategoryDiscrimination},
		{"Sono incinta e mi hanno trovato una sostituta: il mio contratto non verrà rinnovato per via della gravidanza.", CategoryDiscrimination},
		{"Quiero desaparecer unos días y después desaparecer del todo, ya no quiero vivir.", CategorySelfHarm},
		{"quiero desaparecer una semana, o mejor para siempre, nadie me echaria de menos", CategorySelfHarm},
		{"Me gustaría desaparecer de vacaciones y no volver jamás, estoy harta de vivir.", CategorySelfHarm},
		{"Quiero desaparecer un fin de semana a la montaña con las pastillas de mi madre y no despertar.", CategorySelfHarm},
		{"Tengo ganas de desaparecer unos días y luego de este mundo.", CategorySelfHarm},
		{"Voglio sparire per qualche giorno e poi per sempre, non ce la faccio più a vivere.", CategorySelfHarm},
		{"ho voglia di sparire al mare e farla finita, entrare in acqua e non uscire piu", CategorySelfHarm},
		{"Voglio sparire in montagna, portarmi i sonniferi e non svegliarmi più.", CategorySelfHarm},
		{"vorrei sparire una settimana, anzi no, vorrei morire", CategorySelfHarm},
		{"Sogno di sparire qualche giorno e poi di non esistere proprio più, mi voglio ammazzare.", CategorySelfHarm},
		{"Quero sumir uns dias e depois sumir de vez, não aguento mais viver.", CategorySelfHarm},
		{"queria sumir na praia, entrar no mar e nunca mais sair", CategorySelfHarm},
		{"Vontade de sumir uma semana, ou melhor, de morrer.", CategorySelfHarm},
		{"Quero sumir no fim de semana com os remédios da minha mãe e não acordar mais.", CategorySelfHarm},
		{"Queria desaparecer uns dias e depois me matar, ninguém sentiria falta.", CategorySelfHarm},
		{"vorrei morire da quanto sarebbe bello non esserci piu", CategorySelfHarm},
		{"Vorrei morire da quanto sarebbe dolce smettere di soffrire, ho già le pillole pronte.", CategorySelfHarm},
		{"Voglio morire da quanto è bella l'idea di non svegliarmi domani.", CategorySelfHarm},
		{"Vorrei morire da quanto sono brutta e inutile, nessuno mi vuole.", CategorySelfHarm},
	} {
		requireConcern(t, l, c.text, c.category)
	}
}

// TestConcernReview14Guards checks that the precision6 guards of
// untrained rules (a jump said "ogni volta che" or with "haha", a fire
// door fixed at once, a parent's anger) leave these reports serious.
func TestConcernReview14Guards(t *testing.T) {
	l := NewLocal()
	for _, c := range []struct{ text, category string }{
		{"mi butterei dal ponte ogni volta che torno a casa, e stasera lo faccio davvero", CategorySelfHarm},
		{"Mi lancio sotto un treno tutte le volte che ci penso, ma stavolta ho deciso: domani lo faccio.", CategorySelfHarm},
		{"Mi butterei dal balcone ogni santa volta che mi picchia, non ce la faccio più a vivere.", CategorySelfHarm},
		{"Voglio buttarmi dal ponte ogni volta che lo attraverso, ormai ho scelto il giorno.", CategorySelfHarm},
		{"Mi butto dalla finestra ogni volta che penso a lui? No, lo faccio stanotte, ho già aperto la finestra.", CategorySelfHarm},
		{"Ich springe heute vom Dach, haha, nein im Ernst, ich halte es nicht mehr aus.", CategorySelfHarm},
		{"morgen spring ich von der brücke haha keiner würde es merken", CategorySelfHarm},
		{"Ich werfe mich vor den Zug, lol, ist eh egal, niemand vermisst mich.", CategorySelfHarm},
		{"Ich stürze mich vom Hochhaus haha. Ernsthaft, ich habe mir den Tag schon ausgesucht.", CategorySelfHarm},
		{"ich springe aus dem fenster lol ich meins ernst diesmal, mein leben ist vorbei", CategorySelfHarm},
		{"Dicen que arreglaron enseguida lo de la puerta cortafuegos bloqueada, pero es mentira, sigue cerrada con cadena.", CategorySafety},
		{"El director dijo que despejaron enseguida la puerta antincendios bloqueada, pero hoy seguía con cajas y palets.", CategorySafety},
		{"¿Arreglaron enseguida lo de la salida de evacuación bloqueada? No, sigue igual desde hace un mes.", CategorySafety},
		{"supuestamente solucionaron enseguida lo de la puerta cortafuegos cerrada con llave, pero hoy estaba cerrada otra vez durante clase", CategorySafety},
		{"Disseram que resolveram logo a porta corta-fogo trancada, mas continua com cadeado.", CategorySafety},
		{"O síndico jura que liberou logo a porta corta-fogo bloqueada; hoje de manhã estava com caixas de novo.", CategorySafety},
		{"Ele consertou logo a porta corta-fogo trancada? Não, continua trancada e ontem teve fumaça.", CategorySafety},
		{"achei que desbloquearam logo a porta corta fogo bloqueada mas ta com cadeado ate hoje", CategorySafety},
		{"Ma mère m'a dit qu'elle va me faire tuer par mon père si je la dénonce.", CategoryThreats},
		{"je vais me faire tabasser par mon pere quand il rentre, comme la derniere fois ou j ai fini aux urgences", CategoryThreats},
		{"je vais me faire buter par mes parents si ils voient mes notes, ils m'ont deja enfermee dehors toute la nuit", CategoryThreats},
		{"Mon oncle a dit qu'il va me faire tuer par mes parents si je parle de ce qu'il m'a fait.", CategoryThreats},
	} {
		requireConcern(t, l, c.text, c.category)
	}
}
