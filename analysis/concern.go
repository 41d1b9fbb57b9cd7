package analysis

import (
	"fmt"
	"math"
	"slices"
	"strings"
)

// Serious-concern detection is rule based: phrase rules (see phrases.go)
// per category, each with a weight; the confidence is the noisy-or of the
// weights of the rules that fire, and a text is a serious concern when it
// reaches seriousThreshold.
//
// Choices about figurative language:
//   - praise such as "this lecture killed it", "killing it", "the bomb",
//     "to die for", "dead tired" never fires: the rules need a person as the
//     target of harm, a first-person statement about one's own life, or an
//     explicit hazard;
//   - "the exam was killing me" and "this course will kill me" do not fire:
//     complaints about workload are not statements about self-harm;
//   - "I want to die" and "kill myself" fire even when they may be
//     hyperbole, except "die laughing": a missed cry for help costs more
//     than a review of a false alarm;
//   - a negator just before a phrase cancels it ("I would never hurt you",
//     "I don't want to die").
const seriousThreshold = 0.5

// Subjects, intents and targets shared by the threat rules.
const (
	threatSubj   = "i|we|i'll|we'll|ill|i'm|im|i'd|we're|imma|ima"
	threatIntent = "?will|shall|gonna|going_to|am_going_to|am_gonna|are_going_to|are_gonna|want_to|wanna|will_literally|would|could|should|might|am_about_to|about_to|gotta|will_fucking|gonna_fucking|am_gonna_fucking|swear_i_will|swear_i'll"
	threatStrong = "kill|murder|stab|strangle|choke|rape|assault|poison|end|break_your_neck|break_his_neck|break_her_neck|slit_your_throat|gut"
	threatWeak   = "hurt|shoot|punch|beat_up|beat|attack|slap|smash|bash|burn|hunt_down|come_for|get"
	threatTarget = "you|u|ya|him|her|them|y'all|yall|you_all|everyone|everybody|someone|somebody|people|all_of_you|the_teacher|that_teacher|this_teacher|my_teacher|the_professor|that_professor|this_professor|my_professor|the_prof|the_instructor|that_instructor|the_lecturer|that_lecturer|the_tutor|the_manager|my_manager|my_boss|the_boss|this_guy|that_guy|that_woman|that_man|that_bitch|that_bastard|the_whole_class|every_one_of_you|your_family"
	// notAfterWeak lists words that make an ambiguous verb harmless:
	// "I'll shoot you an email", "we'll beat you at chess".
	notAfterWeak = "!an|a|the|some|at|in|on|to|with|back|over|out|down|up|email|message|text|line|note|dm|pm|photo|picture|video|call|look|question|started|through|into|later|soon|there|here|home|coffee|lunch|dinner|tomorrow"
)

// concernRules are the serious-concern phrase rules.
var concernRules = []ruleSpec{
	// Threats.
	{CategoryThreats, 0.9, threatSubj + " " + threatIntent + " " + threatStrong + " " + threatTarget, false},
	{CategoryThreats, 0.85, threatSubj + " " + threatIntent + " " + threatWeak + " " + threatTarget + " " + notAfterWeak, false},
	{CategoryThreats, 0.85, "you|u will|are_going_to|are_gonna|r_gonna|gonna ?be dead|die|pay_for_this|get_hurt|be_next !of|laughing|from|in|at|when", false},
	{CategoryThreats, 0.85, "you'll|youll|you're|youre|ur ?going_to|gonna ?be dead|die|pay_for_this|get_hurt|next|a_dead_man !of|laughing|from|in|at|when|meat", false},
	{CategoryThreats, 0.85, "he|she|they|he'll|she'll|they'll|he's|she's|they're " + threatIntent + " " + threatStrong + "|" + threatWeak + " me|us|my_family|my_friends|students|everyone !at|in|on|to|with", false},
	{CategoryThreats, 0.9, "i|we know_where_you_live|know_where_he_lives|know_where_she_lives|know_where_they_live", false},
	{CategoryThreats, 0.75, "watch_your_back|better_watch_out|you've_been_warned", false},
	{CategoryThreats, 0.95, "shoot_up|bomb|blow_up|burn_down|attack|shoot the|this|that|our|my|your school|class|classroom|building|office|campus|place|room|university|college|lecture|event", false},
	{CategoryThreats, 0.9, "bring|bringing|brought|carry|carrying|carries|carried a|my|his|her gun|knife|weapon|firearm|pistol|rifle|bomb to|into", false},
	{CategoryThreats, 0.85, "death_threat|death_threats|threatened|threatens|threatening|threaten me|us|students|to_kill|to_hurt|to_fail_me|to_fail_us|my_life|violence|to_beat|to_hit|him|her|them", false},
	{CategoryThreats, 0.85, "hope_you_die|hope_he_dies|hope_she_dies|hope_they_die|deserve_to_die|deserves_to_die|should_be_shot|should_be_killed|should_die", false},

	// Harassment.
	{CategoryHarassment, 0.85, "harass|harassed|harassing|harasses|harassment|harrassment|harrassed|harrassing", false},
	{CategoryHarassment, 0.7, "bully|bullied|bullying|bullies", false},
	{CategoryHarassment, 0.85, "touched_me|touches_me|touching_me|groped|groping|grope|gropes|inappropriately_touched|inappropriate_touching|unwanted_touching|unwanted_advances|sexual_advances|sexual_comments|sexual_jokes|inappropriate_comments|creepy_comments|stalking|stalks_me|stalked|followed_me_home|sent_me_nudes|asked_for_nudes|raped|molested|molesting|assaulted|sexually_assaulted", false},
	{CategoryHarassment, 0.75, "you|you're|youre|ur ?are|r ?a|an|such_a|so|the|fucking|an_absolute|a_complete|a_total|a_fucking idiot|stupid|moron|loser|worthless|pathetic|ugly|fat|useless|disgusting|retard|retarded|dumb|bitch|whore|slut|cunt|piece_of_shit|waste_of_space|freak|dumbass|dickhead|asshole", false},
	{CategoryHarassment, 0.9, "kill_yourself|kys|go_die|neck_yourself|nobody_likes_you|everyone_hates_you|no_one_likes_you|you_should_die|drink_bleach|hang_yourself", false},
	{CategoryHarassment, 0.7, "verbally_abusive|verbal_abuse|verbally_abused|abusive|abused_me|abuses_students|humiliated_me|humiliates_students|humiliated_us|humiliating_students|intimidated_me|intimidates_students|intimidating_students|mocked_me|mocks_students", false},
	{CategoryHarassment, 0.6, "yelled|screamed|yells|screams|shouted|shouts|swore|cursed|swears at me|us|students|everyone|my_friend|a_student", false},

	// Self-harm.
	{CategorySelfHarm, 0.95, "kill_myself|killing_myself|kms|end_my_life|ending_my_life|take_my_own_life|take_my_life|end_it_all|commit_suicide|committing_suicide|suicidal|unalive_myself|off_myself", false},
	{CategorySelfHarm, 0.9, "want_to|wanna|ready_to|planning_to|plan_to|deserve_to|would_rather die !laughing|of|from|for|with|in|on|at|when", false},
	{CategorySelfHarm, 0.9, "wish_i_was_dead|wish_i_were_dead|better_off_dead|no_reason_to_live|nothing_to_live_for|don't_want_to_live|dont_want_to_live|do_not_want_to_live|not_worth_living|can't_go_on|cant_go_on|want_it_all_to_end|wish_i_could_disappear|wish_i_wasn't_alive|wish_i_wasnt_alive", false},
	{CategorySelfHarm, 0.9, "want_to|wanna|going_to|gonna|will|i'll|might|thinking_about|thought_about|been|keep|started|started_to hurt|hurting|harm|harming|cut|cutting|starve|starving|burn|burning myself", false},
	{CategorySelfHarm, 0.85, "self_harm|self_harming|selfharm|overdose|overdosing|od'd", false},
	{CategorySelfHarm, 0.6, "suicide !prevention|awareness|squad|hotline|rates|rate|statistics|bombing|bomber|mission|pact|risk", false},

	// Discrimination.
	{CategoryDiscrimination, 0.9, "nigger|niggers|nigga|niggas|faggot|faggots|fag|fags|tranny|trannies|chink|chinks|spic|spics|kike|kikes|wetback|wetbacks|raghead|ragheads|towelhead|towelheads|gook|gooks|dyke|dykes|coon|coons|paki|pakis|beaner|beaners|sandnigger|shemale", false},
	{CategoryDiscrimination, 0.6, "retard|retards|retarded", false},
	{CategoryDiscrimination, 0.45, "because|cause|cuz|since i'm|i_am|im ?a|an woman|girl|female|black|gay|lesbian|muslim|jewish|jew|trans|transgender|immigrant|foreigner|disabled|minority|asian|latina|latino|hispanic|arab|african|queer|bisexual|pregnant|deaf|blind|refugee", false},
	{CategoryDiscrimination, 0.45, "because_of|due_to|based_on|for my|her|his|their|our race|gender|religion|skin|skin_color|skin_colour|colour|color|accent|ethnicity|disability|sexuality|sexual_orientation|nationality|hijab|headscarf|turban|pregnancy|origin", false},
	{CategoryDiscrimination, 0.8, "racist|racism|sexist|sexism|homophobic|homophobia|transphobic|transphobia|misogynist|misogynistic|misogyny|xenophobic|xenophobia|antisemitic|antisemitism|islamophobic|islamophobia|ableist|bigot|bigoted|bigotry|discriminated|discriminates|discriminating|discriminatory|racial_slur|racial_slurs|ethnic_slur|slur|slurs", false},
	{CategoryDiscrimination, 0.6, "^price|pricing|statistical|taste|wage|sound|pitch|frequency discrimination !in|pricing|price|law|lecture|module|unit|chapter|topic|theory|cases", false},
	{CategoryDiscrimination, 0.8, "women|girls|females|blacks|gays|muslims|jews|immigrants|foreigners can't|cannot|shouldn't|should_not|don't_belong|dont_belong|do_not_belong|are_inferior|are_too_emotional|are_bad_at|are_stupid|are_animals", false},
	{CategoryDiscrimination, 0.85, "go_back_to_your_country|go_back_to_where_you_came_from|go_back_where_you_came_from", false},
	{CategoryDiscrimination, 0.6, "treats|treated|treating women|girls|female_students|black_students|international_students|foreign_students|minorities differently|unfairly|worse", false},
	// Mistreatment words support the weaker discrimination rules above.
	{CategoryDiscrimination, 0.35, "unfair|unfairly|differently|mocked|mocks|laughed_at|ignored|ignores|refused|refuses|failed_me|fails_me|singled_out|excluded|insulted|insults|made_fun|jokes_about|comments_about|treated|treats|marked_down|lower_grade|lower_grades", true},

	// Safety.
	{CategorySafety, 0.9, "gas_leak|gas_leaking|leaking_gas|smell_gas|smells_like_gas|smell_of_gas|smelled_gas|carbon_monoxide|chemical_spill|toxic_fumes|asbestos|electrical_fire|exposed_wires|exposed_wiring|live_wires|sparking_outlet|sparks_coming|fire_hazard|electrical_hazard|black_mold|black_mould|structural_damage|ceiling_collapsed|ceiling_is_collapsing|collapsed_ceiling|building_is_collapsing", false},
	{CategorySafety, 0.9, "fire|emergency exit|exits|door|doors ?is|are|was|were ?always|often|still blocked|locked|chained|obstructed|blocked_off", false},
	{CategorySafety, 0.9, "blocked|locked|obstructed fire|emergency exit|exits|door|doors", false},
	{CategorySafety, 0.85, "fire|smoke alarm|alarms|detector|detectors ?is|are|was|were not_working|broken|disabled|missing|removed|doesn't_work|don't_work|never_works|didn't_go_off", false},
	{CategorySafety, 0.85, "no|missing|broken|empty fire_extinguisher|fire_extinguishers|first_aid_kit|fire_exit|emergency_exit|lifeguard", false},
	{CategorySafety, 0.85, "weapon|weapons|firearm|firearms|pistol|rifle|explosive|explosives|handgun", false},
	{CategorySafety, 0.85, "^glue|nail|staple|water|nerf|heat|spray|top|toy|squirt|paintball|laser gun|guns", false},
	{CategorySafety, 0.85, "^the|da|was|is bomb|bombs", false},
	{CategorySafety, 0.55, "knife|knives|machete", false},
	{CategorySafety, 0.6, "unsafe|not_safe|dangerous|hazardous|hazard|got_injured|was_injured|were_injured|got_hurt|was_bleeding|broken_glass|slipped_on|tripped_over|loose_railing|fell_down_the_stairs|electrocuted|electric_shock|food_poisoning|fainted|passed_out|overcrowded|stampede|drowning|allergic_reaction|hurt_myself_on|cut_myself_on|injured_myself", false},
	{CategorySafety, 0.7, "came_to_class|showed_up|turned_up|was|is|teaching|teaches drunk|intoxicated|under_the_influence", false},
}

// categoryOrder fixes the order of Concern.Categories.
var categoryOrder = []string{CategoryThreats, CategoryHarassment, CategorySelfHarm, CategoryDiscrimination, CategorySafety}

// concernDetector holds the compiled concern rules.
type concernDetector struct {
	rules *phraseSet
}

func newConcernDetector() *concernDetector {
	return &concernDetector{rules: compilePhrases(concernRules)}
}

// detect returns the serious-concern verdict of text.
func (d *concernDetector) detect(text string) Concern {
	var buf [64]string
	matches := d.rules.match(phraseWords(text, buf[:0]))
	c := Concern{Categories: []string{}}
	primary := map[string]bool{}
	for _, m := range matches {
		if !m.rule.support {
			primary[m.rule.category] = true
		}
	}
	if len(primary) == 0 {
		c.Reason = "No serious concern detected."
		return c
	}
	notAll := 1.0
	byCat := map[string][]string{}
	for _, m := range matches {
		if m.rule.support && !primary[m.rule.category] {
			continue
		}
		notAll *= 1 - m.rule.weight
		if !slices.Contains(byCat[m.rule.category], m.text) {
			byCat[m.rule.category] = append(byCat[m.rule.category], m.text)
		}
	}
	c.Confidence = math.Round((1-notAll)*1000) / 1000
	c.IsSerious = c.Confidence >= seriousThreshold
	var parts []string
	for _, cat := range categoryOrder {
		if phrases, ok := byCat[cat]; ok {
			if c.IsSerious {
				c.Categories = append(c.Categories, cat)
			}
			q := make([]string, len(phrases))
			for i, p := range phrases {
				q[i] = fmt.Sprintf("%q", p)
			}
			parts = append(parts, fmt.Sprintf("%s (%s)", strings.ReplaceAll(cat, "_", "-"), strings.Join(q, ", ")))
		}
	}
	if c.IsSerious {
		c.Reason = "Possible " + strings.Join(parts, "; ") + "."
	} else {
		c.Reason = "Weak signs of " + strings.Join(parts, "; ") + ", below the threshold."
	}
	return c
}
