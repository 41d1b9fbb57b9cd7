package analysis

import "testing"

// The tests below hold the English idiom passages of concernIdioms (the
// lecture on overdose, a farewell before a move, medication taken as
// prescribed, a rope for camping, harassment training, a stalked playlist,
// a bone broken at sport and the rest) to real concerns that share their
// words: a passage stops a trained rule of its category where it matches,
// so it must not swallow a report told next to the ordinary thing. Five of
// these were swallowed before the passages were narrowed: a seminar on
// overdose "and I realised I've been planning one", a wish to disappear
// for a week "and then forever", a harassment workshop after which "he
// started following me home", a Strava stalked "to find where I run" and
// an arm broken playing rugby "because" of the coach. Three more were
// swallowed because a rule matched a text once: the passage took the
// first "overdose" or "self harm" and the later one in its dark sense was
// never read; the detector now reads the words after such a passage again
// for the rule (phraseSet.matchFrom).

// TestConcernReview10SelfHarmPassages checks that the English idiom passages
// of concernIdioms leave these self-harm reports serious.
func TestConcernReview10SelfHarmPassages(t *testing.T) {
	checkProbes(t, map[string][]string{
		"en": {
			"I hope I don't wake up tomorrow, I'm so tired of everything",
			"Going to bed hoping I don't wake up this time, nobody would notice",
			"Honestly I want to sleep and never wake up so late it's forever",
			"The module on overdose made me think about how many pills I'd need to take myself",
			"After the lecture about self harm I went home and cut myself again",
			"The seminar covered overdose and I realised I've been planning one for weeks",
			"Overdose prevention posters are everywhere on campus, but I've already decided to overdose this weekend",
			"The overdose awareness talk didn't help, I still want to overdose and die",
			"If someone mentions self harm to you, tell them to see the nurse. Honestly I'm self harming every night",
			"I have my own overdose response planned, I've saved up enough pills to end it",
			"I've been researching overdose statistics to work out how many tablets would kill me",
			"What if someone mentions self harm? I'm asking because I've been cutting myself and don't know who to tell",
			"I wrote my own will for the law workshop but honestly I wrote it because I don't plan to be around much longer",
			"I've drafted my will and written letters to my family, I won't be here after the exams",
			"I can't go on this trip, I can't go on at all anymore, I want to die",
			"I can't go on any more with my life, even the placement feels pointless, I want to end it",
			"I cant go on, the printer is the least of it, I want to kill myself",
			"I wish I could disappear this weekend and never come back, I don't want to be alive",
			"I wish I could disappear for a week and then forever, everyone would be better off",
			"I want to sleep forever this weekend and never wake up again",
			"I can't keep going to class when I want to kill myself every day",
			"I can't keep going, the gym doesn't help, I'm thinking of ending my life",
			"I've been giving my stuff away to friends, my notes and everything, because I won't need them after I'm gone",
			"I gave away my textbooks and my guitar, I'm saying goodbye before I kill myself",
			"I'm such a burden on my group and on everyone, they'd be better off if I were dead",
			"I'm just a burden to my family and the project group, I want to die",
			"I've been punishing myself by cutting when I fail my past papers",
			"I said goodbye to everyone before moving to a better place, I'm going to end my life",
			"This is goodbye, I'm transferring to a better place where there's no pain, I'm going to kill myself tonight",
			"I wrote my goodbye messages to everyone at work, my last day at the company is my last day alive",
			"I swallowed all my tablets at once, not as prescribed, I wanted to die",
			"I'm going to take all my pills at once tonight, I'm done",
			"My friend recovered from his overdose but now he says he'll do it again",
			"Since my overdose I'm back at uni but I'm planning to try again",
			"I'm going to end it all with the module over, I don't want to live anymore",
			"I want to end it all, ending my contract is the last thing I'll do before I kill myself",
			"I'm tired of fighting with everyone, I want to die",
			"I'm tired of fighting with my flatmates and with my own head, I want to kill myself",
			"I got a rope for the tent but I keep thinking about hanging myself with it",
			"I'm stocking up on pills before my surgery so I can overdose",
			"I'm sick of living with this pain, I want to die",
			"Tired of living in constant fear, I want to end my life",
			"I hope I don't wake up this time, I took everything in the cabinet",
			"I want to wake up so late that it's never, I just don't want to exist",
			"The workshop on self harm reminded me that I still have the blades hidden in my room",
			"I keep narcan around for others but for myself I want the overdose to work",
			"I'm writing my own will for the course assignment, and I've decided I'm going to kill myself after I hand it in",
			"I can't go on a field trip when I can't go on living, I'm thinking about suicide",
			"I wish I could disappear on holiday and never come back, I'd rather be dead",
			"I want to sleep forever this weekend and never wake up, I mean it",
			"I can't keep going to lectures, I can't keep going at all, I'm going to end my life",
			"I'm giving away my notes to first years because I won't be alive next term",
			"I punish myself by cutting when I don't do extra revision",
			"Goodbye email to everyone: I'm moving to the afterlife, don't look for me",
			"I took all the tablets the doctor prescribed in one go last night to end my life",
			"She got over her overdose but told me she's going to do it again this weekend",
			"I want to end it all with a bottle of pills, my course is the least of my worries",
			"I'm sick of fighting with my flatmates and sick of fighting to stay alive, I want to die",
			"I bought a rope at the climbing wall shop and I'm going to hang myself with it",
			"I'm stocking up on painkillers before surgery, I'm planning to take them all and not wake up",
		},
	}, nil, CategorySelfHarm)
}

// TestConcernReview10HarassmentPassages checks that the English idiom passages
// of concernIdioms leave these harassment reports serious.
func TestConcernReview10HarassmentPassages(t *testing.T) {
	checkProbes(t, map[string][]string{
		"en": {
			"The harassment officer himself keeps sending me sexual messages and touching me",
			"My manager keeps harassing me after the harassment training, he grabbed me again",
			"After the anti harassment workshop, he started following me home and messaging me at night",
			"He's been stalking my Strava to find where I run and waits for me there",
			"My ex keeps stalking me, he tracks my Strava and shows up at my runs",
			"I was beaten by older students on the way home from boxing because I'm gay",
			"The harassment policy is useless, my manager keeps groping me and texting me at night",
			"I reported him to the harassment officer but he still follows me around campus and sends threats",
			"He keeps stalking my Instagram and my Spotify and messaging me from fake accounts",
		},
	}, nil, CategoryHarassment)
}

// TestConcernReview10SafetyPassages checks that the English idiom passages
// of concernIdioms leave these safety reports serious.
func TestConcernReview10SafetyPassages(t *testing.T) {
	checkProbes(t, map[string][]string{
		"en": {
			"My colleague broke his arm playing football because the pitch had broken glass nobody cleaned",
			"I broke my wrist climbing because the harness was frayed and nobody checks it",
			"The socket in the lab still hasn't been replaced and it sparked and caught fire today",
			"I'm drowning in work and the fire exits are locked on our floor",
			"Someone nearly drowned in the pool during swim class because there was no lifeguard",
			"We treat gunshot wounds in the ward and there's a patient with a gun in the waiting room now",
			"The lab's wires are exposed and sparking, nobody has fixed the wires after three reports",
			"I'm drowning in coursework and the kitchen hob has been leaking gas all week",
			"The socket in the kitchen sparked and burned my hand, it still hasn't been replaced",
			"The heater in the office still hasn't been fixed and it caught fire this morning",
			"He broke his arm playing rugby because the coach made us tackle without any protection",
			"We learned about knife wounds in first aid, and now a student brought a knife to class and threatened people",
		},
	}, nil, CategorySafety)
}
