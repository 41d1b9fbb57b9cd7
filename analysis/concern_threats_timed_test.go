package analysis

import "testing"

// TestConcernThreatsTimed checks English threats of a weak harm verb with
// a time after the victim ("I will hurt him tomorrow after class"), which
// the trained rule of the weak verbs let pass because "tomorrow" and
// "later" are among the words after which a weak verb is harmless ("I'll
// shoot you an email later"), and their look-alikes in sport, games,
// debates and photography, where the time is followed by the match or the
// camera.
func TestConcernThreatsTimed(t *testing.T) {
	checkProbes(t, map[string][]string{
		"en": {
			"I will hurt him tomorrow after class.",
			"I'll hurt him tomorrow.",
			"I'm going to hurt him tomorrow.",
			"I will hurt my roommate tonight.",
			"im gonna hurt her later, she deserves it",
			"I'm going to beat him up after school, he won't see it coming.",
			"We'll beat up that guy after the lecture.",
			"I will punch my boss next week if he says that again.",
			"I'm really going to hurt you when I see you.",
			"i'll smash him tomorrow after practice, nobody will stop me",
			"I want to hurt my supervisor on Monday.",
			"Imma slap her tonight when she gets home.",
			"I will shoot him tomorrow.",
			"I'm going to shoot my manager on Friday at the office.",
			"I'm going to shoot him tomorrow at the gym.",
		},
	}, map[string][]string{
		"en": {
			"We'll hurt them tomorrow in the final, their defence is slow.",
			"I'm going to beat him tomorrow at chess, he has no chance.",
			"I'll punch you tomorrow at the arcade machine, highest score wins.",
			"I'll smash you tomorrow on the court, bring your best serve.",
			"I'm going to hurt him tomorrow with the news that his flight is cancelled.",
			"We'll hurt them tomorrow in the debate with better arguments.",
			"I'll hurt you later in training, leg day is brutal.",
			"I'll smash them later in the quiz, I know every capital.",
			"I'll shoot you an email tomorrow with the slides.",
			"We'll beat you tomorrow at quiz night.",
			"We'll punch them tomorrow in the match, our boxers are ready.",
			"I'll shoot him tomorrow for the team photo.",
			"We'll shoot them later in the studio for the catalogue.",
			"I'm going to shoot you tomorrow with my new camera, wear something blue.",
			"I'll shoot you tomorrow a message with the address.",
		},
	}, CategoryThreats, CategoryHarassment)
}

// TestConcernThreatsHurtIdioms checks that the passages of concernIdioms
// keep the trained rule of weak harm verbs from reading hurt feelings,
// chances or business as a threat ("I'll hurt her feelings if I cancel
// again", which it flagged).
func TestConcernThreatsHurtIdioms(t *testing.T) {
	l := NewLocal()
	d := &concernDetector{rules: compileConcernRules()}
	for _, text := range []string{
		"I'll hurt her feelings if I cancel again.",
		"I'll hurt her feelings tomorrow if I cancel again.",
		"We're going to hurt them next week in the debate with better arguments.",
		"I'm going to hurt them financially next week by cancelling the contract.",
	} {
		checkIdiom(t, l, d, text, CategoryThreats)
	}
}
