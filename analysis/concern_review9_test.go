package analysis

import "testing"

// TestConcernReview9EnglishSelfHarmLookalikes holds the English self-harm
// rules of the fifth round (concernRulesUntrained, from "English
// self-harm, fifth round") to harmless look-alikes that share their words.
// Those rules weigh 0.85 (one 0.7) and most decide alone; each look-alike
// below raised one of them before it was narrowed: a way out found by
// quitting a module, no more exams or night shifts after finals, a diet
// after a weekend of pizza, "sh" as a shell script or as no shouting,
// mosquito bites, roses pruned, hunger, a psychology lecture or a
// philosophy seminar, hair dye, a balloon let go, a takeaway, a printer,
// a text to an ex, an exit from academia, a room layout, a fringe cut,
// blades given back after a craft project, a grandad's joke, a comedy, a
// Minecraft server, a break-up, a missed party, a gala, a character in a
// play, guitar calluses, a first-aid course, extra work, a bridge built
// in an engineering class, a funeral speech, a dessert called death by
// chocolate, a train out of town, a retaken bar exam and a headache.
func TestConcernReview9EnglishSelfHarmLookalikes(t *testing.T) {
	checkProbes(t, nil, map[string][]string{
		"en": {
			"Honestly I can't see a way out of this except one: quitting the module",
			"After finals I'm done with everything, for good, no more exams",
			"Skipping meals is how I punish myself after a weekend of pizza, great diet",
			"I did it again last night, my legs are covered in mosquito bites",
			"I'm scared of myself when I'm hungry, I get so grumpy",
			"Intrusive thoughts about dying were the subject of the psychology lecture",
			"I'll do it when nobody can stop me, finally dye my hair blue",
			"I lean over the railing and imagine letting go of the balloon",
			"I hope something kills me soon, like this headache",
			"Ending it tonight fr, this relationship is done",
			"Tonight's the night, I'm sorry I can't make the party",
			"I have been self-injuring, said the character in the play we studied",
			"Self-destructive behaviour like cutting was covered in the first aid course",
			"I can't stop thinking about the bridge we built in engineering class",
			"I sh'd the file to the shared drive",
			"Clean from sh scripts, we moved everything to python",
			"I'm afraid of what I might do tonight, so many takeaway options",
			"I need help right now before I do it wrong, the printer is jammed",
			"I've planned my exit from this world of academia, going into industry",
			"My roommate keeps talking about how she would do it, the room layout",
			"I cut where no one can see, my fringe at the back",
			"I'm just waiting to die, joked my grandad at his 90th",
			"I'm leaving this world soon, the Minecraft server closes",
			"I self injure my fingers playing guitar, calluses",
			"I hope nobody finds me until it's too late to give me extra work",
			"I'm done with it all for good: no more night shifts, I start days on Monday",
			"Two weeks clean from sh builds, the CI now uses bash",
			"I might do something to myself I'll regret, like a fringe",
			"I handed my blades over to my flatmate after I finished the craft project",
			"I tried before and I'll try again, the bar exam is hard",
			"I can't stop thinking about my funeral speech for grandad",
			"I'm 50 days sh free, meaning no shouting at the kids, proud of myself",
			"My arms are bleeding again, I did it last night pruning the roses",
			"I need someone to talk to before I give in and text my ex",
			"Dark thoughts about my own death came up in the philosophy seminar on Heidegger",
			"I worked out my escape from it all: a week in the Lake District",
			"I'd be okay if a train took me out of this town, moving to London",
			"I'm just waiting to die laughing at this comedy",
			"I look forward to death by chocolate dessert at the restaurant",
			"Tonight is the night, goodbye everyone, see you at the gala",
		},
	}, CategorySelfHarm)
}
