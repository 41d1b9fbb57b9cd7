package analysis

import "testing"

// TestConcernPrecisionEnglish2 checks that ordinary English feedback of
// a second precision round is not flagged: a farewell before a move or a
// retirement, medication taken as prescribed, a friend recovered from an
// overdose or an attempt years ago, a club, a course or a contract ended,
// a landlord or a printer fought with, a rope for climbing, painkillers
// for an operation and a wrist broken at netball (the passages of
// concernIdioms after "stalking", and the guards of two untrained rules
// of attempts told). Before them the detector flagged every one. The
// concerns told with the same words ("at once", "to hang myself", "a
// better place", "I want to die") stay flagged.
func TestConcernPrecisionEnglish2(t *testing.T) {
	l := NewLocal()
	d := &concernDetector{rules: compileConcernRules()}
	idioms := []struct{ text, category string }{
		{"I bought a rope for my camping trip", CategorySelfHarm},
		{"I bought a rope for the climbing wall", CategorySelfHarm},
		{"I broke my wrist playing netball last season", CategorySafety},
		{"I got a rope for bouldering practice at the climbing wall", CategorySelfHarm},
		{"I have a rope for the hammock in the garden", CategorySelfHarm},
		{"I stocked up on painkillers before my operation, as the surgeon told me", CategorySelfHarm},
		{"I stocked up on painkillers before my surgery, the surgeon said I'd need them", CategorySelfHarm},
		{"I want to end it all with this course and start fresh next year in medicine", CategorySelfHarm},
		{"I'm ending things with the running club, the sessions are too late", CategorySelfHarm},
		{"I'm saying goodbye to everyone because I'm moving to Canada", CategorySelfHarm},
		{"I'm thinking of ending it with the choir after this term", CategorySelfHarm},
		{"I'm thinking of ending things with the book club, it clashes with work", CategorySelfHarm},
		{"I'm tired of fighting with the landlord about the deposit", CategorySelfHarm},
		{"I'm tired of fighting with the letting agency over the repairs", CategorySelfHarm},
		{"I'm tired of fighting with the printer every morning", CategorySelfHarm},
		{"My friend got out of hospital after his overdose and is doing brilliantly", CategorySelfHarm},
		{"after her overdose last spring my housemate is doing brilliantly, she just passed her exams", CategorySelfHarm},
		{"my friend recovered from her overdose and is doing great now, she says thanks to the counsellors", CategorySelfHarm},
		{"my friend survived his overdose and is back at work now, doing well", CategorySelfHarm},
		{"my friend survived his overdose and is back at work now, doing well", CategorySelfHarm},
		{"since her overdose two years ago my friend has fully recovered and is thriving", CategorySelfHarm},
		{"this is goodbye from me, I'm retiring after thirty years", CategorySelfHarm},
		{"this is goodbye from me, I'm transferring to the London office", CategorySelfHarm},
		{"we bought a rope for the tug of war at sports day", CategorySelfHarm},
	}
	for _, idiom := range idioms {
		checkIdiom(t, l, d, idiom.text, idiom.category)
	}
	// An attempt of years ago: the guard of the untrained rule of attempts
	// told; the trained rule of "suicide" alone is weak.
	for _, text := range []string{
		"my cousin is doing well now after his suicide attempt years ago, he volunteers",
		"my gran is doing great now after her suicide attempt years ago",
	} {
		expectNone(t, l, text)
	}
	concerns := []struct{ text, category string }{
		{"I won't be here next semester, I'll be dead", CategorySelfHarm},
		{"I won't be here next semester, I'm going to kill myself", CategorySelfHarm},
		{"I won't be here next term, I've decided to end my life", CategorySelfHarm},
		{"I won't be around next year, I'm planning to end it", CategorySelfHarm},
		{"I took all my meds at once", CategorySelfHarm},
		{"I took all my antidepressants at once last night", CategorySelfHarm},
		{"I took all my pills at once to make it stop", CategorySelfHarm},
		{"I swallowed all my tablets last night hoping not to wake up", CategorySelfHarm},
		{"I took a whole box of paracetamol on purpose", CategorySelfHarm},
		{"I've been saving my antidepressants to take them all at once", CategorySelfHarm},
		{"tonight is my last night alive", CategorySelfHarm},
		{"today is my last day alive, goodbye everyone", CategorySelfHarm},
		{"this will be my last night, I'm going to end it", CategorySelfHarm},
		{"this is my last week, after that I'm ending my life", CategorySelfHarm},
		{"I keep going back to the bridge at night to jump", CategorySelfHarm},
		{"I keep going to the bridge at night thinking about jumping off", CategorySelfHarm},
		{"I stood on the bridge last night ready to jump", CategorySelfHarm},
		{"I keep thinking about stepping in front of a train at the station", CategorySelfHarm},
		{"I'm tired of fighting, I don't want to live anymore", CategorySelfHarm},
		{"I'm tired of living, I want to die", CategorySelfHarm},
		{"I'm so tired of being alive", CategorySelfHarm},
		{"I'm tired of everything, I just want it to end forever", CategorySelfHarm},
		{"I'm done with life", CategorySelfHarm},
		{"I'm done, I want to die", CategorySelfHarm},
		{"I'm done with living, I'm going to end it tonight", CategorySelfHarm},
		{"I'm ending it all tonight", CategorySelfHarm},
		{"I'm going to end my life after the exams", CategorySelfHarm},
		{"I'm ending it, I've written the letters", CategorySelfHarm},
		{"I cut myself again last night", CategorySelfHarm},
		{"I cut myself on my arms so nobody sees", CategorySelfHarm},
		{"I burned myself with a lighter on purpose", CategorySelfHarm},
		{"I've been burning myself to cope with the stress", CategorySelfHarm},
		{"I have burns on my arms that I did to myself", CategorySelfHarm},
		{"I hurt myself on purpose after the exam", CategorySelfHarm},
		{"I'm saying goodbye to everyone because I won't be here much longer", CategorySelfHarm},
		{"I wrote a goodbye note to my family, I'm ready to die", CategorySelfHarm},
		{"I've put my affairs in order because I'm going to kill myself", CategorySelfHarm},
		{"I bought a rope to hang myself", CategorySelfHarm},
		{"I've been stockpiling paracetamol to overdose", CategorySelfHarm},
		{"I'm going to overdose on my pills tonight", CategorySelfHarm},
		{"I want to overdose and never wake up", CategorySelfHarm},
		{"my friend overdosed last night and is in hospital now", CategorySelfHarm},
		{"no one would miss me if I died", CategorySelfHarm},
		{"everyone would be better off if I were dead", CategorySelfHarm},
		{"I'm going to a better place, I'm going to kill myself", CategorySelfHarm},
		{"I won't need my stuff where I'm going, I'm ending my life", CategorySelfHarm},
		{"I'm giving away my things because I plan to die", CategorySelfHarm},
		{"I want to disappear forever and die", CategorySelfHarm},
		{"my friend has burns on her arms and says she does it herself", CategorySelfHarm},
		{"a girl in my class has cuts on her arms that she made herself", CategorySelfHarm},
		{"the smoke alarm went off and the kitchen was full of smoke, there was a fire", CategorySafety},
		{"the fire alarm in our block doesn't work and there was a fire in the kitchen", CategorySafety},
		{"the bridge railings are broken and someone nearly fell into the river", CategorySafety},
		{"there's a gas leak in the kitchen and nobody fixed it", CategorySafety},
		{"I won't be here next semester, I'm transferring to the other side", CategorySelfHarm},
		{"I won't be around much longer, I'm visiting the bridge tonight to jump", CategorySelfHarm},
		{"I took all my antidepressants at once, not as prescribed", CategorySelfHarm},
		{"I took all my pills at once instead of as prescribed", CategorySelfHarm},
		{"my friend took an overdose last night and she's in intensive care", CategorySelfHarm},
		{"I wrote goodbye messages to everyone before I kill myself", CategorySelfHarm},
		{"I bought a rope at the camping shop to hang myself", CategorySelfHarm},
		{"I'm tired of fighting, I want to die", CategorySelfHarm},
		{"I'm done fighting, I want to end it all", CategorySelfHarm},
		{"I'm going to end it all with pills tonight", CategorySelfHarm},
		{"I want to end it with a rope", CategorySelfHarm},
		{"I'm saying goodbye to everyone because I won't be alive tomorrow", CategorySelfHarm},
		{"this is goodbye, I'm going to kill myself tonight", CategorySelfHarm},
		{"I've been stockpiling painkillers to take them all at once", CategorySelfHarm},
		{"I've been saving my pills for weeks so I have enough to die", CategorySelfHarm},
		{"I'm thinking of ending it all tonight", CategorySelfHarm},
		{"I'm tired of fighting with my own mind, I want to die", CategorySelfHarm},
		{"I'm tired of fighting with everyone, I'm going to end it tonight", CategorySelfHarm},
		{"I want to end it all with a rope", CategorySelfHarm},
		{"I'm thinking of ending things with an overdose", CategorySelfHarm},
		{"I'm going to end it with my pills, the club can find someone else", CategorySelfHarm},
		{"I bought a rope and I'm going to hang myself from the tree", CategorySelfHarm},
		{"my friend took an overdose after his breakup and is in hospital", CategorySelfHarm},
		{"after her overdose my friend tried again last week", CategorySelfHarm},
		{"I took all my pills at once and woke up in hospital", CategorySelfHarm},
		{"I'm saying goodbye to everyone, I'm moving to a better place", CategorySelfHarm},
		{"this is goodbye, I'm moving to the other side, I can't take it", CategorySelfHarm},
		{"I broke my own arm on purpose to hurt myself", CategorySelfHarm},
		{"I've been stocking up on painkillers so I can take them all at once", CategorySelfHarm},
		{"I took my meds all at once last night to end it", CategorySelfHarm},
		{"I survived my overdose and I'm disappointed I'm still alive", CategorySelfHarm},
		{"my friend survived her overdose and now she says she'll try again", CategorySelfHarm},
	}
	for _, concern := range concerns {
		expectConcern(t, l, concern.text, concern.category)
	}
}
