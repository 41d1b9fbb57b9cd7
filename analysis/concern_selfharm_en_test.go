package analysis

import "testing"

// The English self-harm rules of issue #35 written without retraining
// (concernRulesUntrained), from probe reports in the shapes of anonymous
// feedback that the detector missed: passive wishes, plans and means,
// heights and cars, goodbyes, self-injury and reports of a friend, in
// lower-case chat, with typos and inside longer stories; and the families
// that the probes of the other languages missed too. checkProbes holds
// them to their reports and to look-alikes that nothing flags.

// TestConcernSelfHarmPassiveWishes checks the rules of passive wishes and
// of hopelessness with an end: not minding never waking up, others
// relieved or fine if the writer vanished, wanting to be dead or gone, not
// caring whether one lives or dies, death a relief, enough of life, giving
// up on life, not deserving to live, what's the point of going on. Before
// them the detector missed every one of these reports; the look-alikes are
// dark humour, tiredness, a flat, a course and a meeting.
func TestConcernSelfHarmPassiveWishes(t *testing.T) {
	checkProbes(t, map[string][]string{
		"en": {
			"honestly i wouldn't mind if i didn't wake up tomorrow",
			"i wish i could just disappear and nobody would have to deal with me",
			"everyone would be relieved if i just vanished",
			"what's the point of going on like this",
			"i just want everything to be over",
			"I'm done. this is my last week here and then nobody has to worry about me",
			"don't worry, you won't have to put up with me much longer",
			"idk how much longer i can keep going tbh",
			"i dont wanna be here anymore",
			"i want to dissapear forever",
			"thinkin bout ending it all",
			"I have been at the company for six years. Lately I keep thinking that it would be easier if I just didn't exist. I would like fewer meetings and more time to focus.",
			"i feel so empty. i keep wondering what it would be like to just not be here.",
			"there's no way out for me except one",
			"life isn't worth it anymore",
			"i feel like ending it",
			"some days i feel like ending it",
			"i've had enough of life",
			"i've had enough of living",
			"i want out of life",
			"the crisis team came to my flat last month",
			"i think about death all the time now",
			"i'm obsessed with the idea of dying",
			"i've stopped caring whether i live or die",
			"i don't care if i live or die anymore",
			"death would be a relief",
			"dying would be easier than this",
			"i barely eat anymore, i want to waste away",
			"everyone would move on quickly if i was gone",
			"i'm not suicidal but i wouldn't mind if something happened to me",
			"i keep hoping i'll get sick and die",
			"i want to go to sleep and stay asleep",
			"if i fail this exam i'm ending it, i mean it",
			"i just need it all to end",
			"it's getting harder to stop myself from doing something permanent",
			"i'm so exhausted by life",
			"i think the world would be fine without me",
			"i want to be dead",
			"i want to be gone",
			"i should just die",
			"maybe i should just end it",
			"i don't want to be around anymore",
			"i feel like giving up on life",
			"i've given up on living",
			"i don't deserve to live",
			"i don't deserve to be alive",
			"i'd be better off not waking up",
			"i'm worthless and should never have been born",
			"i just want to be with my dad again, he died last year and i want to join him",
			"i want to go to sleep for a very long time and not come back",
			"i can't imagine living another ten years",
			"sometimes i wish i'd die in an accident so it wouldn't be my fault",
			"i'm not scared of dying anymore, it would be a relief",
			"i feel like i'm only alive because i'm too scared to do it",
		},
	}, map[string][]string{
		"en": {
			"this exam is killing me",
			"the commute is killing me, please allow remote work",
			"i want to die of embarrassment after that presentation",
			"i'm dead tired after the night shift",
			"i'm done with this course, it's the worst module",
			"i'm done with this week, bring on the weekend",
			"i can't do this much longer without a new laptop",
			"i just want the noise from the construction to stop",
			"i died five times on the last level of the game",
			"my character keeps dying in the boss fight",
			"i skipped breakfast on purpose because of the blood test",
			"the game is so hard i want to throw my controller out the window",
			"i could kill for a coffee right now",
			"i'd rather die than wear that uniform lol",
			"this meeting could have been an email, just end it already",
			"please end the meeting on time",
			"i didn't wake up on time because my alarm didn't go off",
			"nobody would notice if i left the meeting early",
			"no one would care if i skipped the optional lecture",
			"everyone would be better off if the manager listened to us",
			"the team would be better off without the new software",
			"what's the point of going to lectures if the slides are online",
			"i'm dying to see the new library",
			"this heat is unbearable, i just want it to stop",
			"my phone is dying, can we get chargers in the classrooms",
			"i've had enough of the wifi dropping every hour",
			"i'm done, finished all my assignments a week early",
			"i deleted my social media to focus on exams",
			"i feel like ending it with my boyfriend",
			"i've had enough of life in this town",
			"i want out of this contract",
			"the crisis team met to discuss the server outage",
			"in philosophy we think about death a lot",
			"he's obsessed with death metal",
			"i don't care if i die on this hill, the timetable is wrong",
			"i don't care if i wake up early, the gym is worth it",
			"death by powerpoint would be a relief compared to this workshop",
			"i want to waste away on the sofa all weekend",
			"i wish it had worked, the new booking system is a mess",
			"dying would be easier than this exam lol",
			"the end of the course felt like a release",
			"the team would be fine without me while i'm on leave",
			"i hope nothing bad happens to me on the night bus",
			"when i'm old i hope i die in my sleep",
			"if he cheats again i'm ending it",
			"i just need it all to end so i can sleep for a week",
			"i'm so tired of life in the city, i want to move to the countryside",
			"the only reason i'm still here is my team",
			"i'm only alive because of coffee during exam season",
			"i want to be dead centre of the front row at the concert",
			"maybe we should just end the meeting early",
			"i should just die of embarrassment after that mistake",
			"i don't want to be around people anymore after work, i need quiet",
			"i've given up on life admin, my inbox is a disaster",
			"i don't deserve to live in this mouldy flat for this rent",
			"you'd be better off not waking up early for the bus, it's always late",
			"my dad died last year and i want to join him in the charity run he loved",
			"i can't imagine living another ten years in this flat",
		},
	}, CategorySelfHarm)
}

// TestConcernSelfHarmPlansAndMeans checks the rules of a plan, a chosen
// day and the means: a date picked, a plan and the means, a noose or a
// fatal dose searched, knots practised and packs of painkillers bought for
// later, the when and the how, a knife kept for the worst, a past attempt,
// not feeling safe with oneself, peace with the decision, a room sealed
// with charcoal. Before them the detector missed every one of these
// reports; the look-alikes are parties, pharmacies, first-aid boxes,
// sailing and launches.
func TestConcernSelfHarmPlansAndMeans(t *testing.T) {
	checkProbes(t, map[string][]string{
		"en": {
			"i've made peace with my decision to end it",
			"it'll all be over soon, i'm at peace now that i've decided",
			"soon it will all be over and nobody has to deal with me",
			"i feel calm now that i know how it ends for me",
			"i took the batteries out of the smoke alarm and bought charcoal",
			"i've made up my mind, friday is the day",
			"i've chosen a date. it will be after the exams so nobody can say it was the grades",
			"i tried to end it last term",
			"after the deadline on friday i'm going to finish it for good",
			"i searched how to tie a noose",
			"i have a plan and the means, i just need the courage",
			"i know exactly how i would do it",
			"i'm afraid of what i might do to myself",
			"i'm finding it really hard to keep myself safe at the moment",
			"i don't feel safe with myself right now",
			"i've been struggling to stay safe since the exams started",
			"i'm going to check out early, permanently",
			"it's all planned, nobody needs to know",
			"i'm counting down the days until i can end it",
			"i hate my life and want out for good",
			"i'm going to swallow everything in the bathroom cabinet",
			"i've been given a second chance after my attempt but i don't want it",
			"i googled the dose that would be fatal",
			"i have a knife in my drawer for when it gets bad",
			"i've been looking at the medicine cabinet differently",
			"i think i'm going to do something stupid tonight",
			"i've been practising tying knots for when i'm ready",
			"i went to the chemist and bought three packs of paracetamol for later",
			"i've got it all figured out, the when and the how",
			"i promised my mum i wouldn't try again but i'm not sure i can keep that promise",
			"i've thought about how i would do it many times",
			"i've been looking at ways to make it painless",
			"i get these urges to hurt myself after every meeting with him",
		},
	}, map[string][]string{
		"en": {
			"i've made peace with my decision to leave the company",
			"i'm at peace now that i've decided to change course",
			"i know how it ends for me, a 2:2 and a job in retail",
			"i took the batteries out of the smoke alarm and bought charcoal for the bbq in the garden",
			"the exam will all be over and nobody has to worry about the results until july",
			"i've made peace with my decision to end it with my boyfriend",
			"i'm calm about the choice to end the contract early",
			"the mental health first aid course covered warning signs like giving things away",
			"we need a rope for the tug of war at sports day",
			"i find it hard to keep myself safe walking home at night from the library",
			"it's hard to stay safe on the roads when cycling to campus",
			"i'm going to check out early from the hotel on friday",
			"it's all planned, nobody needs to know about the surprise party until friday",
			"i'm counting down the days until i can go home for christmas",
			"tonight is my last night in halls before moving out",
			"after my attempt at the driving test i gave up",
			"take everything in the first aid kit with you on the trip",
			"in pharmacology we calculated the lethal dose of paracetamol",
			"i want to be gone by five on friday",
			"i've been practising tying knots for when i'm ready to sail solo",
			"i bought three packs of paracetamol for the office first aid box",
			"we've got the launch all figured out, the when and the how of it",
		},
	}, CategorySelfHarm)
}

// TestConcernSelfHarmHeightsAndCars checks the rules of a height or a car:
// letting go of the wheel, crashing on purpose, wondering whether a fall
// would kill, standing at a bridge at night, a pull towards the platform's
// edge, climbing over a railing. Before them the detector missed every one
// of these reports; the look-alikes are fireworks, a locked gate, a
// comfort zone and a crossing.
func TestConcernSelfHarmHeightsAndCars(t *testing.T) {
	checkProbes(t, map[string][]string{
		"en": {
			"when i drive home on the motorway i think about just letting go of the wheel",
			"sometimes i think about crashing my car on purpose",
			"i want to drive off the road and not come back",
			"i looked down from the roof of the library and thought about how easy it would be",
			"i want to jump from the top of the building",
			"i spend lunch breaks on the roof wondering if the fall would kill me",
			"sometimes when i'm on the platform i feel a pull towards the edge",
			"sometimes i stand at the kerb and think about stepping out",
			"i walked to the bridge at 3am and stood there for an hour",
			"i climbed over the railing on the bridge but a stranger talked me down",
		},
	}, map[string][]string{
		"en": {
			"the roof of the library leaks when it rains",
			"the bridge near campus needs better lighting",
			"the course jumped off a cliff in difficulty after week 5",
			"i'm going to jump on the train at 8 and be there by 9",
			"i feel a pull towards the edge of my comfort zone in this job",
			"sometimes i stand at the kerb for ages because there's no crossing",
			"i want to fall asleep and stay asleep until noon on saturday",
			"i've been looking at the bridge differently since the architecture course",
			"we walked to the bridge and stood there for ages watching the fireworks",
		},
	}, CategorySelfHarm)
}

// TestConcernSelfHarmGoodbyes checks the rules of goodbyes: a message to
// be read after, sorry for everything then goodbye, don't look for me, not
// being missed, a last Christmas hoped for. Before them the detector
// missed every one of these reports; the look-alikes are holidays,
// retirements, lateness and meetings.
func TestConcernSelfHarmGoodbyes(t *testing.T) {
	checkProbes(t, map[string][]string{
		"en": {
			"ill be gone soon anyway so it doesnt matter",
			"if you're reading this it's already too late for me",
			"i imagine how people would react if i died",
			"i wouldn't be missed",
			"i almost did something permanent last night",
			"i'm going away and i'm not coming back, don't look for me",
			"please don't look for me",
			"tell everyone i'm sorry",
			"i'm sorry for everything. goodbye",
			"i hope this is my last christmas",
			"please tell my sister i'm sorry, i can't do this anymore",
			"by the time you read this i'll be gone",
		},
	}, map[string][]string{
		"en": {
			"i nearly died laughing at the christmas party",
			"we had a suicide prevention training last week and it was useful",
			"i'm giving away my old textbooks to first years",
			"this is my last week at the company, thanks everyone for the great years",
			"i'll be gone for two weeks in august",
			"i won't be missed at the meeting if i leave early",
			"i wouldn't be missed if i skipped the christmas party",
			"i'm on holiday next week so please don't look for me in the office",
			"i'm sorry for everything i broke in the lab, thanks for your patience",
			"tell everyone i'm sorry i'm late, the bus broke down",
			"i hope this is my last christmas working in retail",
		},
	}, CategorySelfHarm)
}

// TestConcernSelfHarmInjury checks the rules of self-injury: a relapse
// with the cuts, sleeves or a hoodie hiding the scars, a head banged until
// one cannot think, a sharpener's blade, skin scratched raw, bruises from
// hitting oneself, a hand slammed on purpose, pain the only help, clean
// but struggling, old cuts reopened, starving as punishment. Before them
// the detector missed every one of these reports; the look-alikes are
// haircuts, kitchens, tattoos, eczema, budget cuts and gyms.
func TestConcernSelfHarmInjury(t *testing.T) {
	checkProbes(t, map[string][]string{
		"en": {
			"i relapsed last week, the cuts are deeper this time",
			"i burned my arm with the iron on purpose",
			"i pull my hair out and scratch my arms raw",
			"i wear long sleeves in summer so nobody sees the scars",
			"i always wear long sleeves to hide my arms",
			"i have to wear a hoodie even at the gym because of the marks",
			"i bang my head against the wall until i can't think",
			"ive been cuttin again",
			"i deserve to feel pain",
			"i hate myself so much i want to rip my skin off",
			"i used a pencil sharpener blade on my arm",
			"every time i fail a test i hurt myself",
			"my arms are covered in scars that i made",
			"i starve myself as punishment",
			"i have bruises from hitting myself",
			"i slammed my hand in the door on purpose",
			"the only thing that helps is the pain",
			"pain is the only thing that makes me feel real",
			"i'm three months clean from self harm but i'm struggling",
			"i keep reopening old cuts",
			"i stopped eating so i'd just disappear",
		},
	}, map[string][]string{
		"en": {
			"i got a haircut and the barber cut my fringe too short",
			"i cut my finger while chopping onions in the staff kitchen",
			"i burned my hand on the oven at work, we need better gloves",
			"i scratched my arm on the broken fence by the bike shed",
			"i took two paracetamol for my headache and it helped",
			"i wear long sleeves because the office is freezing",
			"i wear long sleeves to cover my tattoos at work",
			"i have scars on my knees from falling off my bike as a kid",
			"the cat scratched my arm and it's still red",
			"i starve until lunch because the canteen opens late",
			"i hit my head on the low door in the basement",
			"the students cut out shapes with scissors in art class",
			"i burned the toast in the staff kitchen again",
			"i imagine how people would react if i dyed my hair green",
			"i have bruises from hitting myself on the desk corner",
			"i have painkillers for when it gets bad, my migraines are awful",
			"i'm about to do something permanent to my hair, wish me luck",
			"reopening old wounds at the staff meeting helped nobody",
			"i stopped eating sugar so i'd lose weight",
			"i found razor blades in the workshop, someone left them on the bench",
		},
	}, CategorySelfHarm)
}

// TestConcernSelfHarmReportedByOthers checks the rules of another person's
// self-harm told by the writer: a classmate or a sister cutting, a
// roommate who may try to take her own life, cuts shown and kept secret, a
// colleague who might do something to himself, a last night announced,
// posts about wanting to die, a threat said in earnest, razor blades
// found. Before them the detector missed every one of these reports; the
// look-alikes are hair dye, contracts, novels, films, nurses and bosses.
func TestConcernSelfHarmReportedByOthers(t *testing.T) {
	checkProbes(t, map[string][]string{
		"en": {
			"a classmate is cutting himself and the teachers don't notice",
			"my sister is cutting again and my parents don't know",
			"i'm scared my roommate will try to take her own life",
			"my friend showed me the cuts on her arms and made me promise not to tell",
			"i'm worried my colleague might do something to himself",
			"please help my friend, she said tonight would be her last night",
			"my classmate has been posting about wanting to die",
			"my son's friend has been talking about ending his life",
			"our intern said she'd jump out of the window if she had to present again, and i don't think she was joking",
			"i found razor blades in my daughter's room",
			"my mum has been talking about not wanting to wake up",
		},
	}, map[string][]string{
		"en": {
			"the novel we read in english class is about a girl who takes her own life",
			"in the film the hero jumps off the bridge to escape the police",
			"i gave my old bike to my brother when i moved",
			"i hid my sweets from my flatmates",
			"my boss will kill me if i miss the deadline",
			"the author of the book killed off my favourite character",
			"our drama class did a play about a man who hangs himself",
			"my friend is cutting her hair short for charity",
			"my coworker wants to end the project early",
			"a classmate jumped off the stage at the end of the play",
			"i'm worried my colleague might hurt himself on that broken ladder",
			"my grandad was in so much pain that death was a relief for the family",
			"the only thing that helps is the pain relief gel from the nurse",
			"i promised my coach i wouldn't try again until my knee heals",
			"my friend is always joking about dying her hair blue",
			"my boss said he'd fire me if i was late again and i don't think he was joking",
			"the nurse researched ways to make it painless for the children",
		},
	}, CategorySelfHarm)
}

// TestConcernSelfHarmOtherLanguages checks the families that the probes of
// German, French, Spanish, Italian and Portuguese missed too: wanting to
// be dead, not caring whether one lives or dies, a message to be read
// after, what's the point of going on, nobody would miss me, another
// person cutting, sleeves hiding the scars, burning with cigarettes,
// hoping not to wake up, a colleague who wants to die, easier for all if
// the writer did not exist. Before them the detector missed every one of
// these reports; the look-alikes are haircuts, dropped calls, tattoos,
// holidays, courses, meetings and where one lives.
func TestConcernSelfHarmOtherLanguages(t *testing.T) {
	checkProbes(t, map[string][]string{
		"de": {
			"Wenn du das liest, bin ich schon weg.",
			"Mir ist egal, ob ich lebe oder sterbe.",
			"Was hat es noch für einen Sinn weiterzumachen?",
			"Niemand würde mich vermissen.",
		},
		"fr": {
			"Je veux être morte.",
			"Quand tu liras ceci, je serai déjà partie.",
			"Je me fiche de vivre ou de mourir.",
			"À quoi bon continuer ?",
			"Personne ne me regretterait.",
		},
		"es": {
			"Quiero estar muerta.",
			"Mi compañera de piso se corta y nadie se da cuenta.",
			"Llevo manga larga para que nadie vea las cicatrices.",
			"Cuando leas esto ya me habré ido.",
			"Me da igual vivir o morir.",
			"¿Qué sentido tiene seguir?",
			"Me quemo con cigarrillos.",
			"Ojalá no despertara mañana.",
		},
		"it": {
			"Voglio essere morta.",
			"Sarebbe più facile per tutti se non esistessi.",
			"La mia coinquilina si taglia e nessuno se ne accorge.",
			"Porto le maniche lunghe perché nessuno veda le cicatrici.",
			"Quando leggerai questo sarò già andata via.",
			"Non mi importa se vivo o muoio.",
			"Che senso ha andare avanti?",
			"Nessuno sentirebbe la mia mancanza.",
			"Il mio collega mi ha detto che vuole uccidersi.",
		},
		"pt": {
			"Eu quero estar morta.",
			"Minha colega de quarto se corta e ninguém percebe.",
			"Uso manga comprida para ninguém ver as cicatrizes.",
			"Quando você ler isto eu já terei partido.",
			"Tanto faz se eu vivo ou morro.",
			"Qual é o sentido de continuar?",
			"Ninguém sentiria a minha falta.",
			"Eu me queimo com cigarros.",
			"Meu colega me disse que quer se matar.",
		},
	}, map[string][]string{
		"de": {
			"Wenn du das liest, bin ich schon im Urlaub.",
			"Mir ist egal, ob ich in Berlin lebe oder in Hamburg.",
			"Was hat es noch für einen Sinn, weiterzumachen, wenn der Kurs gestrichen wird?",
			"Mir ist egal, ob ich morgen arbeite oder nicht.",
		},
		"fr": {
			"Je suis morte de rire pendant la réunion.",
			"À quoi bon continuer ce cours si personne ne le réussit ?",
			"Quand tu liras ceci, je serai déjà partie en vacances.",
			"Personne ne me regretterait à la réunion de lundi.",
			"Je me fiche de vivre à Paris ou à Lyon.",
		},
		"es": {
			"La conexión se corta cada cinco minutos en la biblioteca.",
			"Mi hermana se corta el flequillo sola.",
			"Llevo manga larga para tapar los tatuajes en el trabajo.",
			"Llevo manga larga para tapar las cicatrices de la operación.",
			"Me quemé con el mechero encendiendo las velas de la tarta.",
			"Ojalá no despierte tarde mañana, tengo examen.",
			"Estoy muerta de cansancio después del turno.",
			"Quiero estar muerta de risa en la fiesta, no aburrida.",
			"¿Qué sentido tiene seguir con esta asignatura si nadie aprueba?",
			"Cuando leas esto ya me habré ido de vacaciones.",
			"Me da igual vivir en Madrid o en Barcelona.",
		},
		"it": {
			"Mio fratello si taglia i capelli da solo.",
			"Il video si taglia ogni volta che condivido lo schermo.",
			"Porto le maniche lunghe per coprire i tatuaggi al lavoro.",
			"Che senso ha continuare con questo corso se nessuno passa l'esame?",
			"Quando leggerai questo sarò già in vacanza.",
			"Nessuno sentirebbe la mia mancanza alla riunione del lunedì.",
			"Il prof vuole ammazzarsi di lavoro prima della scadenza.",
			"Mia nonna vuole morire a casa sua, non in ospedale.",
			"Sono morta di sonno dopo il turno di notte.",
			"Non mi importa se vivo a Roma o a Milano.",
			"Sarebbe più facile per tutti se sparissi per una settimana in montagna.",
		},
		"pt": {
			"Minha irmã corta o cabelo sozinha.",
			"Estou morta de cansaço depois do plantão.",
			"Ninguém sentiria a minha falta na reunião de segunda.",
			"Qual é o sentido de continuar com essa matéria se ninguém passa?",
			"Quando você ler isto eu já terei partido para as férias.",
			"Ele quer se matar de estudar para o vestibular.",
			"Tanto faz se eu vivo em São Paulo ou no Rio.",
			"Minha avó quer morrer em casa, não no hospital.",
			"Me queimei com o isqueiro acendendo as velas do bolo.",
		},
	}, CategorySelfHarm)
}

// TestConcernSelfHarmCopingAndDeathWishes checks the rules of self-harm as
// a way of coping and of death wished or pictured: a cutter who misses it
// or copes by it, jumping before a car and surviving, death and how to
// make it happen, a last message drafted, being out of the picture,
// removing oneself for good, taking up space, the body to catch up, the
// urge to jump, the blade on the mind, images of oneself dead, planning
// one's death, hating being alive, wanting to stop breathing, staying
// alive only for someone. Before them the detector missed every one of
// these reports; the look-alikes are factories, salons, committees, group
// chats, boxes, pools, films, plays, transfers and gyms.
func TestConcernSelfHarmCopingAndDeathWishes(t *testing.T) {
	checkProbes(t, map[string][]string{
		"en": {
			"i'm a cutter and nobody knows",
			"i jumped in front of a car last year but survived",
			"i've been thinking a lot about death and how to make it happen",
			"i've got my last message drafted",
			"honestly, everyone would be happier if i just wasn't in the picture",
			"i'm the problem and removing myself is the solution",
			"the world doesn't need me",
			"i'm just taking up space",
			"it's like i'm already gone, i'm just waiting for my body to catch up",
			"everything would be solved if i wasn't here",
			"i want to take myself out of the equation permanently",
			"i'm going to remove myself from everyone's life for good",
			"i'm thinking of ending everything after the exams",
			"i feel the urge to jump every time i'm on the balcony",
			"i can't stop thinking about the blade",
			"i miss cutting",
			"cutting is the only thing that helps me cope",
			"i've had thoughts of not wanting to be here since the restructure",
			"i keep having images of myself hanging",
			"i'm drinking myself to death and i don't care",
			"i've lost all hope and i don't want to continue living",
			"at night i lie awake planning my death",
			"soon you won't have to see me anymore",
			"i hate being alive",
			"i hate existing",
			"i regret being born",
			"the only way to stop the pain is to stop living",
			"i've been planning my own death for weeks",
			"i just want to stop breathing",
			"i want to stop living",
			"it's exhausting staying alive",
			"i'm only here because of my mum and i don't know how long that will hold me",
			"i feel like dying every single day",
		},
	}, map[string][]string{
		"en": {
			"i'm a cutter at the glass factory",
			"i miss cutting hair since i left the salon",
			"i jumped in front of a car to save my dog and got lucky",
			"i've got my final letter to the committee ready for friday",
			"i'm the problem and removing myself from the project is the solution",
			"i'll take myself out of the equation and let the team decide",
			"the world doesn't need me to write another essay on brexit",
			"these boxes are just taking up space in the office",
			"i feel the urge to jump into the pool in this heat",
			"i can't stop thinking about the blade runner soundtrack",
			"cutting costs is the only thing that helps the budget",
			"i'm just taking up space in this group project, i should contribute more",
			"the team would be fine if i wasn't here on mondays",
			"i'm removing myself from the group chat for good, too many memes",
			"i've got my goodbye speech ready for the retirement party",
			"i keep having images of myself hanging out with my old classmates",
			"i imagine myself falling asleep in the boring lectures",
			"i'll be drinking myself to death at the christmas party lol",
			"i don't want to keep living in this overpriced flat",
			"i'm planning my death scene for the drama club play",
			"don't worry, soon you won't have to see me anymore, i'm transferring to the london office",
			"i hate existing in this heat",
			"there's no point in me being alive at 6am for a lecture that gets cancelled",
			"the only way to stop the pain in my back is to stop sitting all day",
			"it's hard to stay alive in this game, the boss is brutal",
			"i'm only staying alive for the exams lol, then i'll sleep for a week",
			"i feel like dying every day at the gym, the trainer is brutal",
			"i'm thinking about not being here next year, maybe a job abroad",
			"i'm tired of staying alive in this job market with no interviews",
		},
	}, CategorySelfHarm)
}

// TestConcernSelfHarmOtherLanguagesLiving checks the second round of
// families that the probes of German, French, Spanish, Italian and
// Portuguese missed: hating being alive, planning one's death, the urge to
// jump from a balcony, wanting to stop existing, living only for a pet,
// another person who no longer wants to live, rather dead than going on
// like this. Before them the detector missed every one of these reports;
// the look-alikes are cities, games, stages, trampolines, weekends,
// football and canteens.
func TestConcernSelfHarmOtherLanguagesLiving(t *testing.T) {
	checkProbes(t, map[string][]string{
		"de": {
			"Ich hasse es, am Leben zu sein.",
			"Ich plane schon meinen Tod.",
			"Jedes Mal auf dem Balkon spüre ich den Drang zu springen.",
			"Ich will einfach aufhören zu existieren.",
			"Ich lebe nur noch wegen meiner Katze.",
		},
		"fr": {
			"Je déteste être en vie.",
			"Je suis en train de planifier ma mort.",
			"Je ne vis plus que pour mon chat.",
		},
		"es": {
			"Mi amiga dice que ya no quiere vivir.",
			"Odio estar viva.",
			"Estoy planeando mi muerte.",
			"Solo sigo viva por mi gato.",
		},
		"it": {
			"Odio essere viva.",
			"Sto pianificando la mia morte.",
			"Preferirei essere morta che continuare così.",
			"Voglio solo smettere di esistere.",
			"Resto viva solo per il mio gatto.",
		},
		"pt": {
			"Odeio estar viva.",
			"Estou planejando a minha morte.",
			"Toda vez que estou na varanda sinto vontade de pular.",
			"Preferia estar morta a continuar assim.",
			"Só continuo viva por causa do meu gato.",
		},
	}, map[string][]string{
		"de": {
			"Ich hasse es, in dieser Stadt zu leben.",
			"Mein Charakter plant im Spiel seinen Tod.",
			"Auf dem Trampolin habe ich Lust zu springen.",
			"Ich lebe nur noch für das Wochenende.",
		},
		"fr": {
			"Je déteste vivre à Paris.",
			"Je ne vis plus que pour le week-end.",
			"Au théâtre, je dois planifier ma mort sur scène.",
		},
		"es": {
			"Odio vivir en esta ciudad.",
			"Ya no quiere vivir en Madrid.",
			"Solo vivo por el fútbol.",
		},
		"it": {
			"Odio vivere in questa città.",
			"Vivo solo per il weekend.",
		},
		"pt": {
			"Odeio viver em São Paulo.",
			"Só vivo pelo futebol.",
			"Prefiro morrer a comer na cantina de novo.",
		},
	}, CategorySelfHarm)
}
