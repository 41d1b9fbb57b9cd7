package analysis

import (
	"slices"
	"testing"
)

// TestConcernPrecisionEnglish checks that ordinary English feedback which
// shares the words of a self-harm, harassment or safety rule is not
// flagged (the English passages of concernIdioms: waking up late,
// overdose taught in a pharmacology module, a will written in a law
// workshop, not going on a field trip, wishing to disappear to the beach,
// sleeping forever this weekend, harassment training, stalking a Strava
// profile, drowning in emails) while training still sees the trained
// rule's match, and that a socket or a charger replaced after it sparked
// is not flagged by the untrained rule of electrical danger either.
// Before these passages and the guards of that rule, the detector flagged
// every one of them. The concerns told with the same words (a family,
// "never come back", "forever", a socket nobody fixed) stay flagged.
func TestConcernPrecisionEnglish(t *testing.T) {
	l := NewLocal()
	d := &concernDetector{rules: compileConcernRules()}
	idioms := []struct{ text, category string }{
		{"I can't go on holiday until the dissertation is done", CategorySelfHarm},
		{"I can't go on like this with the broken printer", CategorySelfHarm},
		{"I can't go on like this with the noise from the building site", CategorySelfHarm},
		{"I can't go on the field trip because of my shifts", CategorySelfHarm},
		{"I can't keep going to lectures that start at 8", CategorySelfHarm},
		{"I can't keep going to the gym at 6, the slots are too early", CategorySelfHarm},
		{"I can't keep going to the gym at 6am, can we have later classes?", CategorySelfHarm},
		{"I feel like a burden on my group because I joined late, but they were kind", CategorySelfHarm},
		{"I gave away all my textbooks to the freshers", CategorySelfHarm},
		{"I have written my will in the estate planning workshop as an exercise", CategorySelfHarm},
		{"I hope I don't wake up late tomorrow, the exam is at nine", CategorySelfHarm},
		{"I hope I don't wake up too late for the bus", CategorySelfHarm},
		{"I just want to sleep forever this weekend after exams lol", CategorySelfHarm},
		{"I never want to wake up that early again, the 7am lab is awful", CategorySelfHarm},
		{"I never want to wake up this early again after the trip", CategorySelfHarm},
		{"I punish myself with extra past papers when I get lazy", CategorySelfHarm},
		{"I punished myself with extra revision after a bad mock", CategorySelfHarm},
		{"I want to sleep forever this weekend after the deadline", CategorySelfHarm},
		{"I wish I could disappear for a weekend and just read", CategorySelfHarm},
		{"I wish I could disappear into a book for the whole afternoon", CategorySelfHarm},
		{"I wish I could disappear to the beach for a week", CategorySelfHarm},
		{"I'm a burden on my group project because I'm new to coding", CategorySelfHarm},
		{"I'm drowning in emails after the holiday", CategorySafety},
		{"I'm giving away all my old notes, anyone want them?", CategorySelfHarm},
		{"I've been giving my stuff away before I move to canada for the job", CategorySelfHarm},
		{"could the harassment training be offered in the evening too?", CategoryHarassment},
		{"i hope i don't wake up late for the exam", CategorySelfHarm},
		{"i keep stalking the leaderboard to see my rank", CategoryHarassment},
		{"my friend keeps stalking my strava, she wants to beat my times", CategoryHarassment},
		{"my teammate keeps stalking my spotify, haha", CategoryHarassment},
		{"our toxicology module covered overdose of common drugs", CategorySelfHarm},
		{"the medication lecture explained why people overdose on opioids", CategorySelfHarm},
		{"the nursing module on overdose and poisoning was too fast", CategorySelfHarm},
		{"the overdose prevention training for hall staff was useful", CategorySelfHarm},
		{"the pharmacology module covers overdose management", CategorySelfHarm},
		{"the toxicology lecture covered overdose symptoms and antidotes", CategorySelfHarm},
		{"we practised using naloxone kits to reverse an overdose", CategorySelfHarm},
		{"what should I do if a student discloses self-harm?", CategorySelfHarm},
		{"who do I contact if a student discloses self-harm to me?", CategorySelfHarm},
	}
	for _, idiom := range idioms {
		checkIdiom(t, l, d, idiom.text, idiom.category)
	}
	checkProbes(t, nil, map[string][]string{"en": {
		"maintenance replaced the charger that sparked last week",
		"the electrician fixed the socket that was sparking",
		"the electrician fixed the socket that was sparking",
		"the electrician replaced the plug that was sparking",
		"the socket in room 4 that sparked has been replaced",
		"the socket that was sparking has been fixed, thanks",
		"they finally fixed the cable that had melted",
		"they repaired the charger that was smoking",
	}}, CategorySafety)
	concerns := []struct{ text, category string }{
		{"I hope I don't wake up tomorrow", CategorySelfHarm},
		{"honestly I hope i don't wake up, everything is too much", CategorySelfHarm},
		{"I never want to wake up again", CategorySelfHarm},
		{"I don't want to wake up anymore, I'm so tired of all of it", CategorySelfHarm},
		{"I took an overdose after the module results came out", CategorySelfHarm},
		{"I overdosed last weekend and nobody at the university knows", CategorySelfHarm},
		{"after the lecture I went home and took an overdose of my pills", CategorySelfHarm},
		{"I've been self-harming again since the exams started", CategorySelfHarm},
		{"I've been thinking about taking an overdose", CategorySelfHarm},
		{"I won't be here next week, I've made up my mind", CategorySelfHarm},
		{"I won't be around much longer, so it doesn't matter", CategorySelfHarm},
		{"I won't be here by christmas, I've decided", CategorySelfHarm},
		{"I wrote my will last night and said goodbye to my family", CategorySelfHarm},
		{"I've written my will and letters to everyone, I'm ready", CategorySelfHarm},
		{"I can't go on like this anymore", CategorySelfHarm},
		{"I can't go on, nobody would miss me", CategorySelfHarm},
		{"I wish I could disappear forever", CategorySelfHarm},
		{"I wish I could disappear and never come back", CategorySelfHarm},
		{"I just want to sleep forever and never wake up", CategorySelfHarm},
		{"I want to go to sleep forever", CategorySelfHarm},
		{"I can't keep going, it's all too much", CategorySelfHarm},
		{"I can't keep going like this, I want it to end", CategorySelfHarm},
		{"I've been giving my stuff away because I won't need it", CategorySelfHarm},
		{"I'm giving away all my things, I won't need them where I'm going", CategorySelfHarm},
		{"I feel like a burden to my family and they'd be better off without me", CategorySelfHarm},
		{"I'm just a burden to everyone", CategorySelfHarm},
		{"I punish myself with a blade when I get bad grades", CategorySelfHarm},
		{"I punished myself by cutting after the exam", CategorySelfHarm},
		{"I've been collecting pills for when I finally do it", CategorySelfHarm},
		{"I've been stockpiling my meds, I have enough now", CategorySelfHarm},
		{"I wrote goodbye letters to my family", CategorySelfHarm},
		{"I wrote a goodbye note and left it in my room", CategorySelfHarm},
		{"I've been starving myself for weeks to punish myself", CategorySelfHarm},
		{"I keep starving myself and I can't stop", CategorySelfHarm},
		{"I want to cut myself again after the seminar", CategorySelfHarm},
		{"I keep cutting myself since the course started", CategorySelfHarm},
		{"every night I think about jumping off the bridge near campus", CategorySelfHarm},
		{"a student was drowning in the pool and there was no lifeguard", CategorySafety},
		{"someone nearly drowned during the canoe trip, no life jackets", CategorySafety},
		{"the socket by my desk keeps sparking and nobody fixed it", CategorySafety},
		{"the socket that was sparking still hasn't been fixed", CategorySafety},
		{"nobody fixed the socket that keeps sparking", CategorySafety},
		{"the charger in the lab is sparking and smoking", CategorySafety},
		{"the cable under the desk sparked and caught fire", CategorySafety},
		{"my manager keeps harassing me and the harassment policy did nothing", CategoryHarassment},
		{"I reported harassment to the harassment officer and nothing happened", CategoryHarassment},
		{"a colleague has been harassing me for months", CategoryHarassment},
		{"my ex keeps stalking me around campus", CategoryHarassment},
		{"someone is stalking me on instagram and turning up at my lectures", CategoryHarassment},
		{"he's been stalking me after the harassment training", CategoryHarassment},
		{"a student keeps stalking me, following me to the gym", CategoryHarassment},
		{"the harassment officer himself touched me inappropriately", CategoryHarassment},
		{"my flatmate said he'll kill me if I tell anyone", CategoryThreats},
		{"the deadline isn't the problem, I want to kill myself", CategorySelfHarm},
		{"after the exam I'm going to end it all", CategorySelfHarm},
		{"I've been hurting myself since the start of term", CategorySelfHarm},
		{"I took a lot of painkillers on purpose last night", CategorySelfHarm},
		{"I don't see any reason to keep living", CategorySelfHarm},
		{"I've been cutting myself and hiding it under long sleeves at work", CategorySelfHarm},
		{"if I fail this exam I'm going to kill myself, I mean it", CategorySelfHarm},
		{"I'm a burden to my team and everyone would be better off without me", CategorySelfHarm},
		{"I'm drowning and I don't want to be alive anymore", CategorySelfHarm},
		{"what if I just took an overdose after the exam", CategorySelfHarm},
		{"the harassment training was a joke, my supervisor still gropes me", CategoryHarassment},
		{"the charger in the library sparked and nobody replaced it", CategorySafety},
		{"the heater in our office is sparking and they still haven't replaced the plug", CategorySafety},
		{"I just want to sleep forever after the exam results", CategorySelfHarm},
		{"I wish I could disappear for a week and never come back", CategorySelfHarm},
		{"I'm giving away my textbooks and everything else, I won't need them", CategorySelfHarm},
		{"the lecture on overdose made me want to take one", CategorySelfHarm},
		{"during the module on self-harm I realised I have been cutting myself for months", CategorySelfHarm},
		{"I punish myself with revision and then I cut myself", CategorySelfHarm},
		{"the harassment policy says nothing about what my tutor does, he keeps touching me", CategoryHarassment},
		{"my ex is stalking my spotify and instagram and turns up at my house", CategoryHarassment},
		{"I hope I don't wake up early or at all", CategorySelfHarm},
		{"I'm a burden on my team and I think about ending it", CategorySelfHarm},
		{"the electrician never replaced the socket that was sparking", CategorySafety},
		{"I wish I could disappear for the summer and never come back", CategorySelfHarm},
		{"the electrician never replaced the socket that was sparking", CategorySafety},
		{"nobody fixed the socket that keeps sparking", CategorySafety},
		{"the socket that was sparking still hasn't been fixed", CategorySafety},
		{"they haven't replaced the cable that sparked", CategorySafety},
	}
	for _, concern := range concerns {
		if c := l.DetectConcern(concern.text); !c.IsSerious || !slices.Contains(c.Categories, concern.category) {
			t.Errorf("DetectConcern(%q) = %+v, want serious %s", concern.text, c, concern.category)
		}
	}
}
