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
	threatVerb   = "kill|hurt|shoot|stab|murder|strangle|choke|punch|beat_up|beat|attack|slap|smash|bash|burn|poison|rape|end|assault|knife|break_your_neck|break_his_neck|break_her_neck|jump|find"
	threatTarget = "you|u|ya|him|her|them|y'all|yall|you_all|everyone|everybody|someone|somebody|people|all_of_you|the_teacher|that_teacher|this_teacher|my_teacher|the_professor|that_professor|this_professor|my_professor|the_prof|the_instructor|that_instructor|the_lecturer|that_lecturer|the_tutor|the_manager|my_manager|my_boss|the_boss|this_guy|that_guy|that_woman|that_man|that_bitch|that_bastard|the_whole_class|every_one_of_you|your_family"
)

// concernRules are the serious-concern phrase rules.
var concernRules = []ruleSpec{
	// Threats.
	{CategoryThreats, 0.9, threatSubj + " " + threatIntent + " " + threatVerb + " " + threatTarget},
	{CategoryThreats, 0.8, "you|u you're|youre|ur ?are|will|'ll|re|r ?going_to|gonna ?be dead|die|pay_for_this|get_hurt|be_sorry|regret_this|regret_it|be_next"},
	{CategoryThreats, 0.8, "you're|youre|ur dead|a_dead_man|next|going_down"},
	{CategoryThreats, 0.9, "i|we know_where_you_live|know_where_he_lives|know_where_she_lives"},
	{CategoryThreats, 0.75, "watch_your_back|watch_your_step"},
	{CategoryThreats, 0.95, "shoot_up|bomb|blow_up|burn_down the|this|that|our|my school|class|classroom|building|office|campus|place|room|university|college"},
	{CategoryThreats, 0.9, "bring|bringing|brought|carry|carrying a|my|his|her gun|knife|weapon|firearm|pistol|rifle to"},
	{CategoryThreats, 0.85, "death_threat|death_threats|threatened|threatening|threatens|threaten|threat"},
	{CategoryThreats, 0.85, "hope_you_die|hope_he_dies|hope_she_dies|hope_they_die|deserve_to_die|deserves_to_die|should_be_shot|should_be_killed"},

	// Harassment.
	{CategoryHarassment, 0.85, "harass|harassed|harassing|harasses|harassment|harrassment|harrassed|sexually_harassed"},
	{CategoryHarassment, 0.7, "bully|bullied|bullying|bullies"},
	{CategoryHarassment, 0.85, "touched_me|touches_me|touching_me|groped|groping|grope|gropes|inappropriately_touched|inappropriate_touching|unwanted_touching|unwanted_advances|sexual_advances|sexual_comments|sexual_jokes|inappropriate_comments|creepy_comments|stalking|stalks_me|stalked|followed_me_home|sent_me_nudes|asked_for_nudes|rape|raped|molested|molesting|assaulted"},
	{CategoryHarassment, 0.75, "you|you're|youre|ur|u ?are|r ?a|an|such_a|so|the|fucking|an_absolute|a_complete|a_total|a_fucking idiot|stupid|moron|loser|worthless|pathetic|ugly|fat|useless|disgusting|retard|retarded|dumb|bitch|whore|slut|cunt|piece_of_shit|waste_of_space|freak|dumbass|dickhead|asshole"},
	{CategoryHarassment, 0.9, "kill_yourself|kys|go_die|neck_yourself|nobody_likes_you|everyone_hates_you|no_one_likes_you|you_should_die|drink_bleach|hang_yourself"},
	{CategoryHarassment, 0.7, "verbally_abusive|verbal_abuse|verbally_abused|abusive|abused_me|abuses_students|humiliated_me|humiliates_students|humiliated_us|intimidated_me|intimidates_students|intimidating_students"},
	{CategoryHarassment, 0.6, "yelled|screamed|yells|screams|shouted|shouts|swore|cursed at me|us|students|everyone|my_friend|a_student"},

	// Self-harm.
	{CategorySelfHarm, 0.95, "kill_myself|killing_myself|kms|end_my_life|ending_my_life|take_my_own_life|take_my_life|end_it_all|commit_suicide|committing_suicide|suicidal|unalive_myself|off_myself"},
	{CategorySelfHarm, 0.9, "want_to|wanna|going_to|gonna|i|i'm|im|ready_to|planning_to die !laughing|of|from|for|with|in"},
	{CategorySelfHarm, 0.9, "wish_i_was_dead|wish_i_were_dead|better_off_dead|no_reason_to_live|nothing_to_live_for|don't_want_to_live|dont_want_to_live|do_not_want_to_live|not_worth_living|can't_go_on|cant_go_on|can't_do_this_anymore|want_it_all_to_end"},
	{CategorySelfHarm, 0.9, "hurt|hurting|harm|harming|cut|cutting|starve|starving|burn|burning myself"},
	{CategorySelfHarm, 0.85, "self_harm|self_harming|selfharm|overdose|overdosing|od'd"},
	{CategorySelfHarm, 0.6, "suicide !prevention|awareness|squad|hotline|rates|rate|statistics|bombing|bomber|mission|pact"},

	// Discrimination.
	{CategoryDiscrimination, 0.9, "nigger|niggers|nigga|niggas|faggot|faggots|fag|fags|tranny|trannies|chink|chinks|spic|spics|kike|kikes|wetback|wetbacks|raghead|ragheads|towelhead|towelheads|gook|gooks|dyke|dykes|coon|coons|paki|pakis|beaner|beaners|sandnigger|shemale"},
	{CategoryDiscrimination, 0.6, "retard|retards|retarded"},
	{CategoryDiscrimination, 0.8, "because|cause|cuz|since i'm|i_am|im|i'm_a|im_a a|an woman|girl|female|black|gay|lesbian|muslim|jewish|jew|trans|transgender|immigrant|foreigner|disabled|minority|asian|latina|latino|hispanic|arab|indian|african|christian|hindu|sikh|queer|bisexual|mom|mother|pregnant|old|deaf|blind|refugee"},
	{CategoryDiscrimination, 0.8, "because_of|due_to|based_on my|her|his|their race|gender|religion|skin|skin_color|skin_colour|colour|color|accent|ethnicity|disability|sexuality|sexual_orientation|nationality|hijab|headscarf|turban|religion|pregnancy|name|origin"},
	{CategoryDiscrimination, 0.8, "racist|racism|sexist|sexism|homophobic|homophobia|transphobic|transphobia|misogynist|misogynistic|misogyny|xenophobic|xenophobia|antisemitic|antisemitism|islamophobic|islamophobia|ableist|bigot|bigoted|bigotry|discriminated|discriminates|discriminating|discriminatory|racial_slur|racial_slurs|ethnic_slur|slur|slurs"},
	{CategoryDiscrimination, 0.6, "discrimination !in_pricing|pricing|price|law|lecture|module|unit|chapter|topic"},
	{CategoryDiscrimination, 0.8, "women|girls|females|blacks|gays|muslims|jews|immigrants|foreigners can't|cannot|shouldn't|should_not|don't_belong|dont_belong|do_not_belong|are_inferior|are_too_emotional|are_bad_at|are_stupid|are_animals"},
	{CategoryDiscrimination, 0.85, "go_back_to_your_country|go_back_to_where_you_came_from|go_back_where_you_came_from"},
	{CategoryDiscrimination, 0.7, "treats|treated|treating women|girls|female_students|black_students|international_students|foreign_students|minorities|us|me differently|unfairly|worse"},

	// Safety.
	{CategorySafety, 0.9, "gas_leak|gas_leaking|leaking_gas|smell_gas|smells_like_gas|smell_of_gas|smelled_gas|carbon_monoxide|chemical_spill|toxic_fumes|asbestos|electrical_fire|exposed_wires|exposed_wiring|live_wires|sparking_outlet|sparks_coming|fire_hazard|electrical_hazard|black_mold|black_mould|structural_damage|ceiling_collapsed|ceiling_is_collapsing|collapsed_ceiling"},
	{CategorySafety, 0.9, "fire|emergency exit|exits|door|doors ?is|are|was|were|always|often ?blocked|locked|chained|obstructed|blocked_off"},
	{CategorySafety, 0.9, "blocked|locked|obstructed fire|emergency exit|exits|door|doors"},
	{CategorySafety, 0.85, "fire|smoke alarm|alarms|detector|detectors ?is|are|was|were ?not broken|working|disabled|missing|removed"},
	{CategorySafety, 0.85, "no|missing|broken|empty fire_extinguisher|fire_extinguishers|first_aid_kit|fire_exit|emergency_exit|lifeguard"},
	{CategorySafety, 0.85, "gun|guns|weapon|weapons|firearm|firearms|pistol|rifle|explosive|explosives|handgun"},
	{CategorySafety, 0.85, "^the|da|was|is|a_total bomb|bombs"},
	{CategorySafety, 0.55, "knife|knives|machete"},
	{CategorySafety, 0.6, "unsafe|not_safe|dangerous|hazard|hazardous|injured|injury|injuries|bleeding|broken_glass|slipped_on|tripped_over|loose_railing|fell_down_the_stairs|electrocuted|electric_shock|food_poisoning|fainted|passed_out|collapsed|overcrowded|stampede|drowning|allergic_reaction"},
	{CategorySafety, 0.7, "came_to_class|showed_up|turned_up|teaching|was|is drunk|intoxicated|high|under_the_influence !school"},
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
	if len(matches) == 0 {
		c.Reason = "No serious concern detected."
		return c
	}
	notAll := 1.0
	byCat := map[string][]string{}
	for _, m := range matches {
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
			c.Categories = append(c.Categories, cat)
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
