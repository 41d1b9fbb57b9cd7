package analysis

import "testing"

// The second review of the round disc6 (concern_disc6_test.go,
// concern_review12_test.go), by 158 new look-alikes in the words of its
// rules: 132 aimed at the 22 rules the first review had left at 0.85,
// six or more each (the same group and outcome told as a film or a
// novel, history, a question answered later in the sentence, a rumour
// denied, a resolved case, a joke, a benefit or a legal check), and 26
// in the shapes of its rules of 0.7 (the older staff never sent on
// courses, too old for the training, the white friends let in but not
// me). With the rules of the first review, 115 raised a rule of 0.85
// and 125 were flagged, 86 of them because of a rule of the round; each
// of the 22 rules fired on most of its six, mostly on a denial or an
// answer that comes after the words a guard looks at. The review lowered
// the 22 rules to 0.7 and guarded them and the rules of 0.7 against the
// endings and beginnings of these look-alikes; after it 3 raise a rule
// of 0.7 and 39 are flagged, each flagged as well with every rule of the
// round taken out (by the classifier or an older rule), none because of
// a rule of the round. Nine reports of the lowered rules that the
// classifier does not flag moved to TestConcernReview12Disc6Demoted,
// which checks the rules only. The look-alikes below are the 118 that
// raise no rule and no verdict (one more is flagged by an older rule on
// "raciste").

// TestConcernReview15Disc6 checks that no look-alike of the second
// review of disc6 raises a rule of discrimination or a verdict.
func TestConcernReview15Disc6(t *testing.T) {
	checkProbes(t, nil, map[string][]string{
		"en": {
			"is it fair that only the Black staff get searched at the gate? the union checked and every bag is searched",
			"nobody here thinks only the Polish workers get searched, the checks are random and logged",
			"in 1992 only the Black staff got searched at that factory, and the union ended it the same year",
			"joke of the week: only us Sikh lads get stopped by the canteen lady, she wants to feed us more",
			"at pride only the gay guys got stopped by the photographer, he loved our outfits",
			"the Polish workers always get the heaviest loads, and they chose it for the piece rate",
			"back in the day the Black workers always got the dirtiest jobs, now the rota is shared equally",
			"the migrant workers always end up with the dirty jobs, said the 2019 report that led to the new law",
			"the Chinese students always get the worst rooms in the board game we play, the dice decide lol",
			"they say I was let go because I have diabetes, but the whole department closed that month",
			"can you be fired for having lupus? my HR says it's protected and they'd never do it",
			"in the film Philadelphia the lawyer is fired because he has HIV, we watched it in class",
			"joke at the office: I'll get sacked for having crohn's if I spend any longer in the loo lol",
			"worried I'd be fired because I have epilepsy, but my manager just adjusted my duties and it's fine",
			"my turban got caught once so they moved me to the back press where it's safer, which I asked for",
			"for the kippah fitting they moved me to the back room where the mirrors are",
			"my veil is long so they put me at the back of the stage where it can trail, it looked lovely",
			"wearing my turban, they sent me to the back of the queue like everyone else who arrived late",
			"my niqab meant they kept me away from the scanner so a female officer could check me privately, very respectful",
			"the older staff never get sent on courses because they already hold every certificate going",
			"older workers never get sent on the first aid course since they ran it for years themselves",
			"senior nurses never get picked for the training because they are the ones who deliver it",
			"the over 50s never get offered the apprentice course, it's for school leavers and they agree",
			"older colleagues never get sent on courses? nonsense, my 62 year old boss just did three",
			"older teachers never get picked for promotion in the film we watched, the young hero gets it",
			"my grandad told me he was too old for the training, so he stayed home and fished, his choice",
			"my daughter says I'm too old for the apprenticeship, but I start in September anyway",
			"my doctor said I'm too old to retrain as a pilot, medical rules at 65",
			"the coach told her she was too old for the junior team, she's nineteen",
			"mum told me I'm too old for the graduate scheme, I graduated ten years ago, she's right",
			"my son says I'm too old for this job of influencer and he's probably right haha",
			"the bouncer let my white friends in but not me, because I was wearing trainers and they had shoes on",
			"mum let my white friends in but not me until I had wiped my muddy boots",
			"they let all my white mates in but not me, I was the only one under 18",
			"the bouncer let my white friends through but not me, I'd left my ID in the car like an idiot",
			"security let the white group in but turned me away since I had no ticket, fair enough",
			"in the sketch the bouncer lets all the white friends in except me, it's a parody of a real club",
			"I'm paid less than the male staff? no, HR showed me the grid, same band, same pay",
			"she earns less than the white colleagues because she joined last month and is still on probation",
			"we're paid less than the English staff on the exchange because our contract is a training one",
			"since my diagnosis they cut my hours to twenty, which is what my consultant recommended",
			"the best tables go to the male waiters who've been here longest, it's seniority and we all agreed",
			"older workers never get promoted in this video game, the boss only picks rookies lol",
		},
		"fr": {
			"est-ce que seuls les employés noirs se font fouiller ? J'ai demandé au syndicat, tout le monde est fouillé",
			"dans La Haine seuls les jeunes arabes se font contrôler, c'est tout le propos du film",
			"seuls les élèves juifs doivent montrer leur carte ? Pas vrai, toute l'école la montre au portail",
			"mes potes me chambrent : seuls les mecs rebeus se font contrôler par ma mère à l'entrée de la cuisine",
			"seules les filles voilées doivent faire le ménage ? Le planning tourne, chacun son tour",
			"seules les femmes doivent faire la vaisselle dans le roman de Zola que j'étudie",
			"que les étudiants étrangers sont payés moins ? c'est une rumeur, la grille est la même pour tous",
			"dans les années 50 seules les femmes doivent faire le café au bureau, c'est ce que montre l'expo",
			"les seniors sont les seuls à ne jamais avoir de retard de paiement, bravo à eux",
			"les vieux sont les seuls à jamais avoir connu le franc dans l'équipe, ils nous racontent",
			"les arabes sont les seuls contrôlés ? toute la file l'a été, j'étais derrière",
			"les juifs sont les seuls contrôlés à l'entrée de la synagogue, c'est normal c'est leur lieu",
			"les plus âgés sont les seuls à faire le ménage chez nous, ils adorent ça et refusent qu'on les aide",
			"les gitans sont les seuls à jamais avoir gagné trois fois le festival, chapeau",
			"les noirs se font toujours contrôler dans le film Les Misérables de Ladj Ly, qui dénonce ça",
			"les trans sont toujours suivis par une psychologue au CHU, c'est le protocole de soins",
			"les juifs sont toujours contrôlés à l'entrée des écoles juives pour leur sécurité, c'est Vigipirate",
			"les asiatiques se font toujours arrêter dans la rue par les touristes pour des photos, rigole mon pote chinois",
			"les musulmans sont toujours suivis par la même nutritionniste pendant le ramadan dans notre club",
			"les roms sont toujours contrôlés dans ce roman de 1930 que j'ai lu pour le bac",
			"c'est toujours les femmes qui font le ménage dans les publicités des années 80, ça a bien changé",
			"chez nous c'est les gays qui font le ménage le dimanche, on est une coloc de quatre mecs gays",
			"ce sont les étrangers qui font le ménage ? dans notre hôtel c'est une équipe mixte",
			"c'est les femmes qui prennent les pires coups dans ce sport de combat féminin, logique",
			"est-ce vrai que c'est les noirs qui font la plonge ? chez nous c'est le chef qui la fait",
			"ils n'embauchent personne de la cité à cause de l'adresse, disait-on, mais ils ont recruté dix jeunes du quartier",
			"on entend qu'ils ne prennent personne du quartier à cause de l'adresse, mon frère y bosse depuis deux ans",
			"est-ce qu'ils n'embauchent personne de la cité à cause de l'adresse ? le DRH m'a montré leurs recrutements",
			"en 2005 ils n'embauchent personne de banlieue à cause de l'adresse, raconte le documentaire, puis vient le CV anonyme",
			"c'est une légende qu'ils ne recrutent personne des quartiers à cause de l'adresse, j'en viens et j'y travaille",
		},
		"es": {
			"a los trabajadores inmigrantes les pagaban menos hasta la sentencia de 2019, ahora cobramos igual",
			"en la película Roma a las indígenas les pagan menos y Cleo lo sufre, qué peliculón",
			"no sé si me despidieron por tener diabetes o porque cerraron la planta entera",
			"mi abuelo fue despedido por tener epilepsia en 1960, hoy eso sería ilegal",
			"en la serie me echaron por mi cáncer y volví en la segunda temporada, soy actriz",
			"me echaron por tener diabetes de la liga de repostería jaja, demasiado azúcar",
			"la echaron por tener cáncer, dice un bulo; la verdad es que se jubiló",
			"a mi prima la despidieron por su depresión, dijeron en el pueblo, pero ella se fue a otra empresa mejor",
		},
		"it": {
			"ai lavoratori stranieri pagano meno? il contratto nazionale è uguale per tutti",
			"alle donne pagano meno l'assicurazione auto perché fanno meno incidenti",
			"nel romanzo che leggo ai braccianti rumeni pagano meno e il protagonista organizza lo sciopero",
			"ai dipendenti stranieri pagano meno di affitto nell'alloggio aziendale, è un aiuto",
			"solo ai cinesi chiedono la carta fedeltà al supermercato sotto casa, il titolare è cinese e fa una promo",
			"solo alle ragazze velate controllano il documento in una stanza a parte, con un'agente donna, per rispetto",
			"solo ai ragazzi rom controllano lo zaino nel film che abbiamo visto ieri, e il film lo critica",
			"solo a noi arabi chiedono la borsa al mercato, scherza mio zio, perché portiamo sempre i dolci",
			"temevo di essere licenziata per via della mia depressione, invece mi hanno dato il part time",
			"licenziato per via del cancro: è la trama del film Philadelphia che abbiamo visto a scuola",
			"licenziata a causa della malattia, poi reintegrata dal giudice nel 2020, e ora lavoro ancora lì",
			"scherzo con i colleghi: mi licenziano per via del diabete se mangio un'altra brioche",
			"hanno detto che l'hanno licenziato per la sua malattia, ma in realtà si era dimesso lui",
			"voti bassi agli studenti cinesi? all'esame di matematica hanno la media più alta",
			"il prof dà voti bassi agli alunni albanesi quanto agli altri, è severo con tutti",
			"voti più bassi alle ragazze velate? il preside ha controllato i registri, stessa media",
			"voti bassi ai ragazzi rom c'erano una volta, ora col tutor la media è salita",
			"voto basso agli studenti indiani solo in ginnastica perché erano in gita quel giorno",
			"voti bassi agli alunni cinesi nel romanzo di Sciascia che studiamo, poi il maestro cambia",
		},
		"pt": {
			"só pedem o RG dos indígenas para o cadastro do programa de cotas indígenas",
			"só revistam os ciganos no filme que vimos ontem, e o filme critica isso",
			"só param os nordestinos na novela das nove, e a novela mostra a injustiça",
			"diziam que só revistam os funcionários negros, mas a auditoria mostrou que a revista é por sorteio",
			"só pedem documento aos haitianos para o curso de português gratuito, que é para imigrantes",
			"aos alunos indígenas pagam menos a matrícula, é a política de cotas da universidade",
			"aos imigrantes pagavam menos até a sentença de 2019, hoje recebem igual",
			"a nós brasileiros pagam menos pelo café aqui, brinca o dono português, porque somos clientes fiéis",
			"pagam menos aos imigrantes? aqui todo mundo recebe pela mesma tabela",
			"pagavam menos aos negros na fazenda do século XIX, lembra a professora de história",
			"pagavam menos aos nordestinos até o acordo coletivo de 2018, agora é igual",
			"dizem que o revistaram por ser angolano, mas a revista era aleatória e todos passaram",
			"fui demitido por causa da minha depressão? não sei, cortaram o setor inteiro",
			"ele foi demitido por ter câncer na trama, mas no fim ganha a causa",
			"mandado embora por causa do HIV em 1990; hoje ele é o diretor da ONG",
			"quase fui demitida por causa da minha epilepsia, mas o RH interveio e fiquei",
			"me demitiram por causa do diabetes, disse meu tio rindo, porque comeu o bolo da festa",
			"demitida por ter lúpus, segundo o boato, mas ela saiu para abrir a própria loja",
		},
	}, CategoryDiscrimination)
}
