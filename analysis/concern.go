package analysis

import (
	"cmp"
	"fmt"
	"math"
	"slices"
	"strings"
	"sync"

	"github.com/feedbackkit/feedbackkit/analysis/internal/concernmlp"
	"github.com/feedbackkit/feedbackkit/analysis/internal/concernmodel"
)

// Serious-concern detection combines phrase rules (see phrases.go) per
// category, each with a weight, and a learned classifier (see
// concern_model.go). The rules' confidence in a category is the noisy-or
// of the weights of its rules that fire; the classifier scores the words,
// word pairs and character n-grams of the text and which rules fired, and
// decides (decideConcern): a text is serious when its score passes
// concernThreshold, or the lower concernRuleThreshold when the rules of a
// category reach strongRuleConfidence, or concernWeakRuleThreshold when
// they reach seriousThreshold only. The rules catch the wordings they were
// written for even in a short text; the classifier catches paraphrases and
// overrules rules that fire on a topic rather than an incident ("a
// seminar on suicide prevention").
//
// Choices of the rules about figurative language:
//   - praise such as "this lecture killed it", "killing it", "the bomb",
//     "to die for", "dead tired" never fires: the rules need a person as the
//     target of harm, a first-person statement about one's own life, or an
//     explicit hazard;
//   - "the exam was killing me" and "this course will kill me" do not fire:
//     complaints about workload are not statements about self-harm;
//   - "I want to die" and "kill myself" fire even when they may be
//     hyperbole, except "die laughing": a missed cry for help costs more
//     than a review of a false alarm;
//   - a parent, a teacher, a deadline or an exam that "is going to kill
//     me" ("my mom will kill me if I fail", "mia madre mi ucciderà", "mi
//     madre me va a matar", "ma mère va me tuer", "minha mãe vai me
//     matar", "der Stress bringt mich um") is hyperbole: the rules for a
//     threat by others name their subjects ("he", "my ex", "someone",
//     never a parent, a partner, a roommate or a coworker), in Spanish,
//     Italian and Portuguese, which drop the subject, also a clause
//     start or a conjunction just before the pronoun ("me va a matar",
//     never "mis padres me matarán"), and "to kill with laughter"
//     ("matar de rir", "me tuer de rire") never fires;
//     a bare "ich bring dich um" or "ti ammazzo" fires, and the
//     classifier weighs what follows ("wenn du spoilerst");
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
	// threatOthers are the subjects of a threat other than a pronoun:
	// strangers and former partners, never a parent, a partner, a
	// roommate, a neighbour or a coworker, whose "is going to kill me" is
	// hyperbole ("my roommate is going to kill me when she sees the
	// mess"); a stranger named with a public place ("a stranger on the
	// bus"), never a game or a chat ("a stranger in Fortnite"). threatReporters adds the pronouns of a report's speaker;
	// threatVictims are the objects of a threat by others.
	threatOthers    = "my_ex|my_ex's|her_ex|his_ex|an_ex|my_stepdad|my_stepfather|a_classmate|a_coworker|a_colleague|someone|somebody|this_guy|that_guy|a_guy|some_guy|the_guy|a_student|one_student|the_student|a_man|the_man|a_woman|the_woman|a_stranger|a_stranger_on_the_bus|a_stranger_on_the_train|a_stranger_on_the_subway|a_stranger_on_the_street|a_stranger_in_the_street|a_stranger_in_the_park|a_stranger_at_the_bus_stop|a_stranger_at_the_station|my_stalker|a_customer|a_client|a_patient"
	threatReporters = "he|she|they|" + threatOthers
	threatVictims   = "me|us|my_family|my_friends|students|everyone|everybody|you|her|him|them|people|anyone|all_of_us|the_whole_class|my_kids|my_children"
	// othersIntent are the intents of a threat by others: no "could" or
	// "might", which warn ("someone could hurt you if you walk home
	// alone").
	othersIntent = "going_to|gonna|will|would|wants_to|want_to|threatened_to|threatens_to|swore_to|swears_to|promised_to|tried_to|trying_to|planning_to|plans_to|about_to"
	// victimGuard lists the words after the victim of a weak harm verb
	// that make the threat harmless: those of notAfterWeak ("beat us at
	// chess"), and what makes "her" a possessive ("hurt her feelings",
	// "her ankle").
	victimGuard = notAfterWeak + "|" + victimPossessed + "|ankle|ankles|knee|knees|back|leg|legs|arm|arms|wrist|hand|hands|foot|feet|neck|shoulder|head|eyes"
	// strongVictimGuard guards the victim of a strong harm verb (kill,
	// stab, shoot, strangle...), which stays a threat before a place, a
	// time, a weapon or a body part ("stab me in the parking lot", "kill
	// me in my sleep", "kill me with a knife"): it cancels only the idioms
	// of threatIdioms, after "with" and its determiner, "in", "at" or an
	// article ("kill me with kindness", "killing me with these deadlines",
	// "drown me in homework", "shoot me an email"), and what makes "her" a
	// possessive. The alternatives of its optional slot are tried in
	// order, the longest first, so that the idiom is the word checked.
	strongVictimGuard = "?with_all_these|with_all_those|with_all_the|with_all_his|with_all_her|with_all_their|with_all_your|with_all_my|with_these|with_those|with_this|with_his|with_her|with_their|with_your|with_my|with_the|with_all|with|in_all_this|in_all_the|in_all|in|at|an|a|some !" + threatIdioms + "|" + victimPossessed
	// threatIdioms are the objects of a strong harm verb that make it an
	// idiom: kindness, laughter and kisses, workload, games, and the
	// messages one "shoots" someone.
	threatIdioms = "kindness|love|laughter|laughing|kisses|hugs|cuteness|compliments|sarcasm|boredom|suspense|questions|jokes|puns|stories|deadlines|homework|paperwork|coursework|assignments|essays|exams|tests|quizzes|emails|email|text|texts|message|messages|line|note|dm|pm|call|look|smile|glare|photo|photos|picture|pictures|video|link|invite|reminder|chess|cards|poker|pool|tennis|football|fifa|mario|scrabble|trivia|checkers|pingpong"
	// victimPossessed are the words after "her" or "him" that make the
	// harm verb's object a thing ("hurt her feelings", "kill him off").
	victimPossessed = "off|for|it|easily|feelings|feeling|pride|chances|career|reputation|grade|grades|business|plans"
	// threatReport is the start of a reported threat: a speaker of
	// threatReporters, a verb of saying and a pronoun with its intent
	// ("he said he'd", "my ex told me she's going to").
	threatReport = threatReporters + " ~4 said|says|told_me|told_us|told_her|told_him|wrote|keeps_saying|messaging_me|texted|texted_me|messaged|posted|yelled|screamed|swore|swears|threatened|promised|warned ~2 he'd|she'd|he_would|she_would|he'll|she'll|he's_going_to|she's_going_to|he_was_going_to|she_was_going_to|they'd|they_would|they'll|they're_going_to|he's_gonna|she's_gonna"
	// threatPhrases are threats told by a phrase that names its victim.
	threatPhrases = "run_you_over|run_him_over|run_her_over|run_them_over|run_me_over|do_you_in|do_him_in|do_her_in|do_them_in|set_you_on_fire|set_him_on_fire|set_her_on_fire|set_me_on_fire|put_a_bullet_in_you|put_a_bullet_in_him|put_a_bullet_in_her|put_a_bullet_in_your|put_a_bullet_in_his|put_a_bullet_through_your|put_a_bullet_through_his|put_a_knife_in_you|put_a_knife_in_him|put_a_knife_in_her|put_a_knife_in_your|put_a_knife_in_his|slit_his_throat|slit_her_throat|slit_my_throat"
	// selfHarmAccidents are the words after "I cut myself again" or
	// "burned myself yesterday" that tell an accident: a kitchen thing, a
	// door, a sport, a chore ("on the oven door", "while shaving", "at
	// practice"); never a place or a time alone ("again in the shower",
	// "during the night", "while everyone was asleep" stay self-harm).
	selfHarmAccidents = "!on_the_oven|on_the_stove|on_the_pan|on_the_iron|on_the_door|on_a_door|on_broken|on_a_broken|on_the_broken|at_the_beach|in_the_sun|at_practice|at_football|at_training|at_the_gym|in_the_lab|in_the_kitchen|while_shaving|while_cooking|while_playing|while_cutting|while_chopping|shaving|cooking|playing|by_accident|accidentally"
	// staffRoles are the superiors of the staff-abuse rules (a teacher, a
	// coach, a manager, a nurse); abusedPersons the persons in their
	// charge they may hit ("the teacher hits students"), never the ball.
	staffRoles    = "teacher|teachers|coach|coaches|manager|boss|supervisor|foreman|trainer|instructor|nurse|carer|caregiver|principal|headteacher|headmaster|tutor|prof|professor|lecturer|warden|guard|nanny|babysitter|childminder|counsellor|counselor|pastor|priest"
	abusedPersons = "students|pupils|kids|children|boys|girls|boy|girl|child|kid|student|pupil|workers|employees|apprentices|trainees|players|residents|patients|athletes|interns|staff|me|us|him|her|them|grandmother|grandfather|grandma|grandpa|gran|mother|father|son|daughter|toddlers|toddler|babies|baby|elderly|classmate"
	// passiveVictims are the victims of a past attack told in the
	// passive: a pronoun, or a person named with a determiner ("my
	// colleague", "a friend of mine", "one of my students", "a cashier
	// at our branch"), never a thing ("my post was attacked", "my car
	// got hit"); not after a fiction, a news item or a hypothesis. A chat
	// report may drop the victim ("got jumped last night"). passiveAux
	// are the auxiliaries of such a report, with "keep getting" but
	// without the narrative present ("a girl is attacked in the alley").
	passiveVictims = "^film|movie|show|series|book|novel|play|game|story|episode|scene|documentary|clip|video|trailer|news|article|if|unless|whether|afraid|worried|scared|what_if|in_case i|we|he|she|they|i've|we've|they've|he's|she's|my|our|his|her|their|a|another|one_of_my|one_of_our|one_of_his|one_of_her|two_of_my|some_of_my ?best|little|older|younger|big|female|male|new|young|close|fellow|old|elderly|pregnant ?" + passivePersons + " ?of_mine|of_ours|at_work|at_school|at_our_branch|at_our_shop|at_our_store|at_the_shop|in_my_year|in_my_class|in_our_class|in_our_team|on_my_team|on_our_team|from_work|from_school|from_my_class|from_my_course|on_my_course|in_the_office|on_our_floor"
	passivePersons = "friend|friends|colleague|colleagues|coworker|coworkers|son|daughter|brother|sister|kid|kids|child|children|mum|mom|dad|mother|father|wife|husband|girlfriend|boyfriend|partner|cousin|classmate|classmates|roommate|flatmate|housemate|mate|mates|neighbour|neighbor|student|students|pupil|pupils|nephew|niece|apprentice|trainee|intern|nurse|waiter|waitress|cashier|employee|employees|worker|workers|girl|boy|woman|man|lad|teenager|grandmother|grandfather|grandma|grandpa|gran|uncle|aunt|bf|gf|bestie|sibling|apprentices|trainees|interns|nurses|cashiers|waiters|drivers|siblings|cousins|nephews|nieces|sons|daughters|brothers|sisters"
	passiveAux     = "was|were|got|get|gets|getting|been|has_been|have_been|had_been|is_being|am_being|are_being|was_being|keep_getting|keeps_getting|kept_getting ?just|brutally|badly|violently|physically|sexually|repeatedly|viciously|seriously|randomly|also|then|apparently|actually|literally|basically"
	// passiveAttacks are the harm verbs of a past attack that need no
	// agent ("I got jumped", "she was slapped"), each with an optional
	// body part or a count ("punched in the face", "kicked twice").
	passiveAttacks = "attacked|assaulted|mugged|jumped|beaten_up|beat_up|battered|stabbed|knifed|glassed|bottled|punched|slapped|kicked|headbutted|strangled|choked|throttled|kneed|elbowed|stamped_on|spat_on|spit_on|roughed_up|manhandled|pinned_down|groped|molested|raped|shanked|grabbed_by_the_throat|grabbed_by_the_neck|grabbed_by_the_hair|dragged_by_the_hair|pinned_against_the_wall|pinned_to_the_ground|held_down " + passiveBodyParts
	// passiveBodyParts are the optional words after an attack verb: a
	// body part or a count; "in the back" is left out, so that the guard
	// sees "stabbed in the back" (a betrayal).
	passiveBodyParts = "?in_the_face|in_the_stomach|in_the_head|in_the_chest|in_the_ribs|in_the_gut|in_the_mouth|in_the_nose|in_the_jaw|in_the_eye|in_the_balls|in_the_groin|in_the_neck|in_the_kidneys|in_the_side|in_the_leg|in_the_arm|across_the_face|in_my_face|on_the_head|on_the_floor|on_the_ground|several_times|repeatedly|multiple_times|twice|three_times|again"
	// passiveAttackGuard are the words after an attack verb that make it
	// harmless: sport and games ("in sparring", "in Fortnite"), animals
	// and objects ("by mosquitoes", "by a ball"), criticism ("in the
	// comments", "by critics"), figurative use ("with emails", "choked
	// up", "kicked out", "mugged off", "stabbed in the back") and play.
	passiveAttackGuard = "!in_sparring|during_sparring|while_sparring|at_sparring|in_the_ring|at_boxing|in_boxing|at_karate|in_karate|at_judo|in_judo|at_training|in_training|during_training|at_practice|in_practice|during_practice|in_the_match|during_the_match|in_a_match|in_the_game|during_the_game|in_a_game|in_game|at_badminton|at_tennis|at_squash|at_volleyball|at_basketball|at_football|at_rugby|at_hockey|at_netball|at_darts|at_pool|at_bowling|at_golf|at_chess|in_the_quiz|in_the_league|in_the_cup|in_the_semis|in_the_semifinal|in_the_tournament|in_fortnite|in_fifa|in_minecraft|in_roblox|in_cod|in_paintball|at_paintball|in_laser_tag|at_laser_tag|in_the_play|in_the_film|in_the_movie|in_the_scene|on_stage|in_the_comments|in_the_review|in_the_reviews|in_the_press|in_the_media|online|on_twitter|on_reddit|on_social_media|in_the_debate|in_the_meeting|by_critics|by_the_critics|by_reviewers|by_the_press|by_the_media|by_trolls|by_mosquitoes|by_midges|by_wasps|by_bees|by_ants|by_insects|by_bugs|by_a_swarm|by_a_dog|by_the_dog|by_dogs|by_my_dog|by_our_dog|by_my_puppy|by_the_puppy|on_by_my_dog|on_by_the_dog|on_by_our_dog|on_by_a_dog|on_by_the_dogs|on_by_my_puppy|on_by_the_puppy|on_by_my_cat|on_by_the_cat|on_by_my_kids|on_by_the_kids|by_a_swan|by_a_goose|by_geese|by_seagulls|by_a_seagull|by_a_horse|by_the_horse|by_a_cow|by_the_cat|by_my_cat|by_a_cat|by_zombies|by_a_zombie|by_a_virus|by_the_flu|by_hackers|by_a_ball|by_the_ball|by_a_wave|by_the_waves|by_the_door|by_a_door|by_a_cactus|by_a_thorn|by_the_news|by_the_deadline|by_the_exam|by_this_exam|by_life|by_the_baby|by_my_baby|by_the_other_team|by_the_opposition|by_the_defence|by_the_defense|by_smoke|by_the_smoke|by_fumes|by_the_fumes|by_the_dust|by_red_tape|by_bureaucracy|by_debt|by_the_storm|by_the_wind|by_the_rain|by_storms|by_wind|by_the_weather|by_work|by_deadlines|1|2|3|4|5|6|7|8|9|10|with_emails|with_questions|with_messages|with_requests|with_a_fine|with_a_penalty|with_a_bill|with_fees|with_a_late_fee|with_a_fee|with_a_charge|with_a_lawsuit|with_a_ban|with_a_warning|with_a_ticket|with_a_parking_ticket|out|off|up|from|of|on_the_wrist|in_the_back|for_my_opinion|for_my_opinions|for_my_views|for_my_post|for_my_comment|playfully|jokingly|as_a_joke|for_fun|in_the_queue|in_line|the_queue"
	// passiveAgents are the persons by whom an ambiguous harm verb ("hit
	// by", "beaten by") reports an attack, with an optional determiner
	// and up to one word before them ("by her swimming coach");
	// passiveAgentGuard the words after them that make it a game or a
	// contest ("beaten by my sister at chess").
	passiveAgents     = "?my|a|an|the|some|two|three|four|five|several|his|her|their|our|one_of_the|one_of_my|a_group_of|a_gang_of|a_couple_of|this|that|another|her_own|his_own|my_own ~1 " + staffRoles + "|colleague|colleagues|coworker|coworkers|customer|customers|client|clients|patient|guest|guests|stranger|strangers|guy|guys|man|men|woman|women|girl|girls|boy|boys|student|students|classmate|classmates|ex|husband|wife|boyfriend|girlfriend|partner|dad|father|mum|mom|mother|stepdad|stepfather|stepmum|stepmom|brother|sister|uncle|neighbour|neighbor|bouncer|bouncers|security_guard|guards|officer|cop|cops|passenger|passengers|driver|landlord|flatmate|roommate|gang|lads|drunk|kids|teenagers|parent|parents|bully|bullies|thug|thugs|attacker|attackers|mugger|muggers"
	passiveAgentGuard = "!at_chess|at_cards|at_poker|at_tennis|at_pool|at_darts|at_fifa|at_mario|at_scrabble|at_monopoly|at_ping_pong|at_table_tennis|at_the_game|in_the_game|in_a_game|in_the_final|in_the_race|in_a_race|in_the_election|in_the_vote|in_the_match|in_a_match|in_the_quiz|in_sparring|during_sparring|in_training|at_training|in_the_debate|in_the_comments|in_the_polls|to_the|to_it|to_first_place|by_points|on_points|on_penalties|in_a_snowball|with_a_snowball|with_a_pillow|with_a_water_balloon|with_a_nerf|by_accident|accidentally"
	// threatVerbs are the forms of "threaten" of a threat told after the
	// fact or reported ("he threatened me", "my ex keeps threatening
	// to"), not after a hypothesis ("what if someone threatens me"), a
	// character of fiction ("the villain threatened to kill the hero"), a
	// thing ("the storm threatened to", "budget cuts threatened staff")
	// or, for threatVerbsPast, in the present ("rising rents threaten
	// students"); threatNotBefore is that guard, and threatHyperbole adds
	// the parents and siblings whose "threatened to kill me" is hyperbole
	// ("my mum threatened to kill me if I failed"), as in the design
	// note above, and the auxiliaries of "has threatened", whose own
	// match starts a word earlier and is guarded by its subject. threatHarm is the harm that makes "threatened to" a
	// threat ("threatened to kill me", "to have her brothers beat me
	// up"), never quitting, suing, reporting or a bad grade, with
	// threatHarmGuard the objects that make the harm verb an idiom
	// ("threatened to kill the deal", "to break the contract", "to hit me
	// with a fine"); threatHyperbolicHarm are its verbs that a parent's
	// hyperbole uses. threatVictimGuard lists the words after a bare
	// victim that make the threat a complaint or a thing ("threatened me
	// with eviction": a weapon or death has its own rule; "threatened
	// our lead", "threatened her job"), never "over", "into" or "about"
	// ("threatened me over text", "into silence", "about going to the
	// police"). threatWeapons are the weapons of "threatened me with".
	threatNotBefore      = "^if|unless|whether|what_if|in_case|if_someone|if_somebody|if_anyone|if_anybody|if_a_stranger|if_a_customer|if_a_client|if_a_man|if_a_guy|if_he|if_she|if_they|if_people|someone_ever|if_someone_ever|when_someone|in_case_someone|villain|villains|hero|heroine|character|characters|protagonist|antagonist|narrator|dragon|monster|witch|pirate|pirates|storm|storms|rain|weather|flood|floods|fire|wildfire|drought|deadline|deadlines|virus|disease|crisis|inflation|war|snow|wind|clouds|heat|heatwave|recession|cuts|changes|closure|closures|policy|policies|costs|fees|prices|rents|shortages|delays|layoffs|merger|pandemic|it|this|that|which"
	threatHyperbole      = threatNotBefore + "|mum|mom|mam|mummy|mommy|mother|dad|daddy|father|parents|sister|brother|sis|bro|siblings|grandma|grandpa|gran|granny|nan|nana|has|had|have"
	threatForms          = "threatened|threatens|threatening|threaten|keeps_threatening|kept_threatening|been_threatening|started_threatening|has_threatened|had_threatened|have_threatened"
	threatPastForms      = "threatened|keeps_threatening|kept_threatening|been_threatening|started_threatening|was_threatening|were_threatening|has_threatened|had_threatened|have_threatened"
	threatVerbs          = threatNotBefore + " " + threatForms
	threatVerbsPast      = threatNotBefore + " " + threatPastForms
	threatHyperbolicHarm = "kill|murder|strangle"
	threatHarm           = "stab|shoot|choke|hurt|harm|beat|beat_up|punch|hit|attack|rape|break|smash|slit|cut_my_throat|cut_his_throat|cut_her_throat|cut_your_throat|burn|torch|poison|knife|batter|kick|glass|slap|drown|bash|deck|knock_me_out|knock_him_out|run_me_over|run_us_over|run_her_over|run_him_over|do_me_in|set_fire_to|set_me_on_fire|blow_up|shoot_up|burn_down|kick_my_head_in|kick_his_head_in|smash_my_face_in|put_me_in_hospital|put_me_in_the_hospital|have_me_beaten|have_me_killed|have_him_killed|have_her_killed|have_me_jumped|get_me_jumped|send_people_after_me|break_my_legs|break_my_fingers|break_my_arm|break_my_neck|break_his_legs|break_her_legs|push_me_off|push_him_off|push_her_off|throw_me_off|throw_me_down|push_me_down|cut_me|cut_him|cut_her|slash_me|slash_my_face|slash_his_face|slash_her_face"
	threatHarmGuard      = "it|off|up_with|down|even|the_deal|the_project|the_mood|the_vibe|the_idea|the_plan|the_bill|the_lights|the_engine|the_game|the_competition|the_contract|the_lease|the_rules|the_law|the_record|the_news|the_silence|the_ice|the_bank|the_budget|the_road|send|the_button|the_roof|the_books|the_headlines|back|my_grade|my_grades|my_chances|my_career|his_career|her_career|the_business|the_company|the_show|the_story|the_character|the_video|the_photo|the_film|ties|my_heart|his_heart|her_heart|with_a_fine|with_a_fee|with_a_bill|with_a_lawsuit|with_a_penalty|with_a_ban|me_with_a_fine|us_with_a_fine|me_with_a_lawsuit|us_with_a_penalty|at_chess|at_cards|at_tennis|in_the_final|in_the_match|in_the_game|our_lead|our_record|the_other_team"
	threatVictimGuard    = "!to|with|legally|financially|back|off|it|feelings|pride|chances|career|reputation|grade|grades|business|plans|job|jobs|crops|lead|title|place|spot|position|livelihood|livelihoods|home|house|health|future|privacy|status|land|garden|shop|team|record|safety|wellbeing|lives|morale|pay|wages|rights|education|studies|progress"
	threatWeapons        = "a_knife|knife|a_gun|gun|a_weapon|a_blade|a_machete|a_bat|a_baseball_bat|a_hammer|a_crowbar|death|violence|knifepoint|gunpoint|a_broken_bottle|a_bottle|a_screwdriver|his_knife|his_gun|a_belt|his_belt|her_belt|her_knife"
	// threatNamed are the victims of a threat named with a determiner
	// or as a group ("my dad", "my new partner", "our cashier", "the
	// driver", "students", "staff"): a person of passivePersons or a
	// role.
	threatNamed = "?my|our|his|her|their|the|a|an|two|some ?new|little|older|younger|best|elderly|old|pregnant|disabled|teenage " + passivePersons + "|parents|grandparents|family|staff|teacher|teachers|tutor|lecturer|professor|manager|boss|supervisor|receptionist|librarian|bartender|barista|driver|doctor|carer|neighbours|neighbors|customers|players|volunteers"
	// threatTold is what a threat tied to silence is told with ("he'd
	// hurt me if I told anyone", "if I went to the police").
	// threatSilenceSubjects are the words before the harm of a threat
	// tied to silence: a person and the intent ("he'd hurt me", "my ex
	// would", "threatened to", "I'll"), never "it would hurt him if you
	// told anyone", which tells of feelings.
	threatSilenceSubjects = "=he'd|she'd|they'd|he'll|she'll|they'll|i'll|i'd|we'll|we'd|he_would|she_would|they_would|he_will|she_will|they_will|he_could|she_could|they_could|i_will|i_would|ex_would|ex_will|he's_going_to|she's_going_to|they're_going_to|he_was_going_to|she_was_going_to|they_were_going_to|he's_gonna|she's_gonna|they're_gonna|he_was_gonna|she_was_gonna|they_were_gonna|i'm_going_to|i'm_gonna|im_gonna|threatened_to|threatens_to|threatening_to|swore_to|swears_to|promised_to|wants_to|wanted_to"
	// threatSchoolSanctions are the school and work sanctions a passive
	// threat may name ("I was threatened with a fail", "with extra
	// homework", "with a written warning").
	threatSchoolSanctions = "with_a_fail|with_failing|with_a_fail_grade|with_a_failing_grade|with_a_lower_grade|with_lower_marks|with_a_mark_deduction|with_a_deduction|with_a_late_penalty|with_late_penalties|with_a_resit|with_a_retake|with_extra_homework|with_more_homework|with_extra_work|with_extra_laps|with_a_detention|with_detentions|with_being_expelled|with_being_kicked_out|with_being_sent_home|with_being_grounded|with_being_reported|with_a_write_up|with_a_written_warning|with_a_final_warning|with_disciplinary_action|with_a_disciplinary|with_a_pay_cut|with_losing_my_job|with_losing_my_place|with_the_police|with_a_phone_call_home|with_a_call_home"
	threatTold            = "told|tell|tells|ever_told|ever_tell|report|reported|went|go|snitched|snitch|talked|talk|spoke|speak|said|say|called|call ~3 anyone|anybody|someone|somebody|police|the_police|the_cops|cops|hr|a_teacher|the_teacher|the_manager|the_boss|a_word|security|social_services"
	// notAfterWeak lists words that make an ambiguous verb harmless:
	// "I'll shoot you an email", "we'll beat you at chess".
	notAfterWeak = "!an|a|the|some|at|in|on|to|with|back|over|out|down|up|email|message|text|line|note|dm|pm|photo|picture|video|call|look|question|started|through|into|later|soon|there|here|home|coffee|lunch|dinner|tomorrow"
)

// concernRules are the serious-concern phrase rules.
var concernRules = []ruleSpec{
	// Threats.
	{CategoryThreats, 0.9, threatSubj + " " + threatIntent + " " + threatStrong + " " + threatTarget, false},
	{CategoryThreats, 0.85, threatSubj + " " + threatIntent + " " + threatWeak + " " + threatTarget + " " + notAfterWeak, false},
	// A weak verb aimed at a body part is a threat ("I'll shoot you in the
	// head"), which notAfterWeak cancels in the rule above.
	{CategoryThreats, 0.85, threatSubj + " " + threatIntent + " shoot|punch|hit|kick|stab " + threatTarget + " in|through|between ~1 head|face|chest|heart|neck|throat|gut|stomach|eye|eyes|skull|knee|knees|kneecaps|kneecap|leg|legs|balls|teeth|mouth|nose|jaw|ribs|spine", false},
	{CategoryThreats, 0.85, "you|u will|are_going_to|are_gonna|r_gonna|gonna ?be dead|die|pay_for_this|get_hurt|be_next !of|laughing|from|in|at|when", false},
	{CategoryThreats, 0.85, "you'll|youll|you're|youre|ur ?going_to|gonna ?be dead|die|pay_for_this|get_hurt|next|a_dead_man !of|laughing|from|in|at|when|meat", false},
	{CategoryThreats, 0.85, "he|she|they|he'll|she'll|they'll|he's|she's|they're " + threatIntent + " " + threatStrong + "|" + threatWeak + " me|us|my_family|my_friends|students|everyone !at|in|on|to|with", false},
	{CategoryThreats, 0.9, "i|we know_where_you_live|know_where_he_lives|know_where_she_lives|know_where_they_live", false},
	{CategoryThreats, 0.75, "watch_your_back|better_watch_out|you've_been_warned", false},
	{CategoryThreats, 0.95, "shoot_up|bomb|blow_up|burn_down|attack|shoot the|this|that|our|my|your school|class|classroom|building|office|campus|place|room|university|college|lecture|event", false},
	{CategoryThreats, 0.9, "bring|bringing|brought|carry|carrying|carries|carried a|my|his|her gun|knife|weapon|firearm|pistol|rifle|bomb to|into", false},
	{CategoryThreats, 0.85, "death_threat|death_threats|threatened_my_life|threatening_my_life|threatens_my_life", false},
	{CategoryThreats, 0.95, threatSubj + " " + threatIntent + " burn|torch|blow_up|bomb|shoot_up ~3 down|to_the_ground|up", false},
	{CategoryThreats, 0.95, threatSubj + " " + threatIntent + " set_fire_to|set_on_fire|torch|blow_up|shoot_up|shoot ~3 building|school|campus|classroom|class|office|lecture_hall|hall|library|lab|department|place|everyone|everybody", false},
	{CategoryThreats, 0.9, "coming|come|show_up|showing_up|turn_up|turning_up|be|walk_in|walking_in|coming_in ~2 armed|strapped|with_a_gun|with_a_knife|with_my_gun|with_my_knife", false},
	{CategoryThreats, 0.85, "people|someone|somebody|everyone|everybody|you_all|all_of_you ~1 will|are_going_to|are_gonna|is_going_to|is_gonna|gonna get_hurt|get_killed|die|pay|regret_it !of|off|laughing|from|in|at|when", false},
	{CategoryThreats, 0.85, "make_you|make_him|make_her|make_them|make_everyone pay|suffer|bleed|regret_it", false},
	{CategoryThreats, 0.85, "will|i'll|he'll|she'll|we'll|they'll|going_to|gonna|want_to|wanna|swear|would|he'd|she'd ~1 kill|stab|shoot|murder|strangle|slaughter|knife|shoot_up|blow_up|set_fire_to the|that|this|his|her|my|our|their|every|all|anyone|everyone|someone|somebody|whoever !exam|test|quiz|interview|presentation|game|deadline|vibe|mood|time|lights|music|song|video|photo|balloon|balloons|engine|process|bug|project|exams|it|course|class_tomorrow|class_today|class_tonight|class_.|set|show|performance|audition|speech|talk|pitch|demo|gig|recital|assignment|essay|workout|race|round|level|match|debate|look|outfit|bottle|pizza", false},
	{CategoryThreats, 0.85, "gun|knife|pistol|weapon|rifle|guns|knives|weapons ~6 use_it|use_them|and_use|to_use|going_to_use|will_use", false},
	{CategoryThreats, 0.9, "waiting|wait|be_waiting|waits ~6 with_a_knife|with_a_gun|with_a_bat|with_a_weapon|with_my_knife|with_my_gun", false},
	{CategoryThreats, 0.9, "beat ~1 him|her|them|you|the_coordinator|the_teacher|the_tutor|the_lecturer|the_professor|the_manager|that_guy ~1 up", false},
	{CategoryThreats, 0.85, "hope_you_die|hope_he_dies|hope_she_dies|hope_they_die|deserve_to_die|deserves_to_die|should_be_shot|should_be_killed|should_die", false},

	{CategoryThreats, 0.85, "put|send ~1 him|her|them|you|u ~1 in_the_hospital|in_hospital|in_the_ground|in_an_ambulance|in_a_body_bag|six_feet_under", false},
	{CategoryThreats, 0.85, "going_to|gonna|will|i'll|i_will|i'm_going_to|im_gonna ~1 end|finish|snap|slit|slash|crack|bash_in|smash_in him|her|them|you|u|his_neck|her_neck|your_neck|his_skull|her_skull|your_skull|his_throat|her_throat|your_throat !off|up|with|in|at", false},
	{CategoryThreats, 0.85, "won't|wont|will_not ~2 live_to_see|walk_again|see_next_week|see_the_weekend|be_breathing|be_laughing_for_long", false},

	// Harassment.
	{CategoryHarassment, 0.85, "harass|harassed|harassing|harasses|harassment|harrassment|harrassed|harrassing", false},
	{CategoryHarassment, 0.7, "bully|bullied|bullying|bullies", false},
	// A first-person report of bullying, which the topic's word alone
	// (a weak rule) does not tell from a talk on it ("I am bullied at
	// work", "they bully me", "I'm the target of bullying"), in the
	// present or the present perfect, not of a past told as past ("I've
	// been bullied in the past", "as a kid"), nor "mobbed" (by fans) or
	// "bullies us with pop quizzes".
	{CategoryHarassment, 0.9, "i'm|im|i_am|i've_been|ive_been|i_have_been|we're|we_are|we've_been|we_have_been|i_get|we_get|i_keep_getting ?being|getting|still|constantly|always|often|regularly|repeatedly|still_being|constantly_being|always_being bullied|cyberbullied !in_the_past|as_a_kid|as_a_child|as_a_teenager|when_i_was|years_ago|back_then|growing_up|at_primary_school|in_primary_school|in_primary|in_middle_school|in_high_school", false},
	{CategoryHarassment, 0.9, "bully|bullies|bullied|keep_bullying|keeps_bullying|are_bullying|is_bullying|been_bullying|started_bullying me|us !into|with_quizzes|with_pop_quizzes|with_homework|with_deadlines|with_kindness|in_the_past|as_a_kid|as_a_child|as_a_teenager|when_i_was|years_ago|back_then|growing_up|at_primary_school|in_primary_school|in_primary|in_middle_school|in_high_school", false},
	{CategoryHarassment, 0.9, "i'm|im|i_am|i've_been|ive_been|i_have_been|we're|we_are ?a|the victim|victims|target|targets of bullying|cyberbullying !in_the_past|as_a_kid|as_a_child|as_a_teenager|when_i_was|years_ago|back_then|growing_up|at_primary_school|in_primary_school|in_primary|in_middle_school|in_high_school", false},
	{CategoryHarassment, 0.85, "touched_me|touches_me|touching_me|groped|groping|grope|gropes|inappropriately_touched|inappropriate_touching|unwanted_touching|unwanted_advances|sexual_advances|sexual_comments|sexual_jokes|inappropriate_comments|creepy_comments|stalking|stalks_me|stalked|followed_me_home|sent_me_nudes|asked_for_nudes|molesting", false},
	// Sexual assault, not of the persons a talk or a seminar is about
	// ("supporting people who were assaulted").
	{CategoryHarassment, 0.85, "^who_were|who_was|who_have_been|who_has_been|who_had_been|who_are|who_get|who_got raped|molested|assaulted|sexually_assaulted", false},
	{CategoryHarassment, 0.75, "you|you're|youre|ur ?are|r ?a|an|such_a|so|the|fucking|an_absolute|a_complete|a_total|a_fucking idiot|stupid|moron|loser|worthless|pathetic|ugly|fat|useless|disgusting|retard|retarded|dumb|bitch|whore|slut|cunt|piece_of_shit|waste_of_space|freak|dumbass|dickhead|asshole", false},
	{CategoryHarassment, 0.9, "kill_yourself|kys|go_die|neck_yourself|nobody_likes_you|everyone_hates_you|no_one_likes_you|you_should_die|drink_bleach|hang_yourself", false},
	{CategoryHarassment, 0.7, "verbally_abusive|verbal_abuse|verbally_abused|abusive|abused_me|abuses_students|humiliated_me|humiliates_students|humiliated_us|humiliating_students|intimidated_me|intimidates_students|intimidating_students|mocked_me|mocks_students", false},
	{CategoryHarassment, 0.85, "touching|touches|touched|grabbing|grabs|grabbed|stroking|strokes|stroked|rubbing|rubs|rubbed|caressing|caresses|massaging|massages|put_his_hand_on|put_her_hand_on|puts_his_hand_on|puts_his_hands_on|hand_on|hands_on ~2 my|our|her shoulders|shoulder|leg|legs|thigh|thighs|knee|knees|waist|back|hair|bum|butt|bottom|breasts|chest|neck|hips", false},
	{CategoryHarassment, 0.8, "commenting|comments|commented|comment|remarks|jokes|remarking ~3 on|about ~1 what_i_wear|what_we_wear|my_body|my_clothes|my_appearance|my_figure|my_looks|my_outfit|how_i_look|how_i_dress|my_legs|my_breasts|my_chest|my_skirt|our_bodies|our_clothes", false},
	{CategoryHarassment, 0.85, "shared|posted|sent|spread|leaked|circulated|forwarded|uploaded|showed|passed_around|passing_around|sharing|posting ~3 private|intimate|nude|naked|explicit|personal ?photos|pictures|pics|images|videos|nudes|photo|picture|video", false},
	{CategoryHarassment, 0.85, "shared|posted|sent|spread|leaked|circulated|forwarded|uploaded|showed|passed_around|sharing|posting ~3 photos|pictures|pics|images|videos|nudes|photo|picture|video of_me|of_us !from|at|during", false},
	{CategoryHarassment, 0.85, "keeps_texting_me|keeps_messaging_me|keeps_calling_me|won't_leave_me_alone|wont_leave_me_alone|will_not_leave_me_alone|even_after_i_said_no|after_i_said_no|even_though_i_said_no|waits_for_me_outside|waiting_for_me_outside|follows_me_around|followed_me_around|keeps_following_me", false},
	{CategoryHarassment, 0.85, "grade|grades|marks|pass|recommendation ~4 for|in_exchange_for|in_return_for ~2 sex|sexual_favours|sexual_favors|a_date|dating_him|dating_her|sleeping_with|going_out_with_him", false},
	{CategoryHarassment, 0.85, "sleep_with_him|sleep_with_her|sleep_with_me|sexual_favours|sexual_favors|kissed_me_without|forced_himself|tried_to_kiss_me", false},
	{CategoryHarassment, 0.75, "blackmail|blackmailing|blackmailed|blackmails|spreading_rumours|spreading_rumors|spread_rumours|spread_rumors|calls_me_names|called_me_names|calling_me_names", false},
	{CategoryHarassment, 0.85, "if|unless i ~2 went_out_with|go_out_with|date|dated|slept_with|sleep_with|sleeping_with him|her", false},
	{CategoryHarassment, 0.8, "shorter_skirts|shorter_skirt|tighter_clothes|more_revealing|low_cut_tops|sex_life|sexual_history|fake_profile|fake_account|fake_accounts|pretending_to_be_me|impersonating_me", false},
	{CategoryHarassment, 0.85, "recorded|filmed|photographed|recording|filming ~5 changing_room|changing_rooms|locker_room|shower|showers|toilet|toilets|bathroom|under_my_skirt", false},
	{CategoryHarassment, 0.6, "yelled|screamed|yells|screams|shouted|shouts|swore|cursed|swears at me|us|students|everyone|my_friend|a_student", false},

	// Self-harm.
	{CategorySelfHarm, 0.95, "kill_myself|killing_myself|kms|end_my_life|ending_my_life|take_my_own_life|take_my_life|commit_suicide|committing_suicide|suicidal|unalive_myself|off_myself", false},
	{CategorySelfHarm, 0.9, "want_to|wanna|ready_to|planning_to|plan_to|deserve_to|would_rather die !laughing|of|from|for|with|in|on|at|when", false},
	{CategorySelfHarm, 0.9, "wish_i_was_dead|wish_i_were_dead|better_off_dead|no_reason_to_live|nothing_to_live_for|don't_want_to_live|dont_want_to_live|do_not_want_to_live|not_worth_living|can't_go_on|cant_go_on|want_it_all_to_end|wish_i_could_disappear|wish_i_wasn't_alive|wish_i_wasnt_alive", false},
	{CategorySelfHarm, 0.9, "want_to|wanna|going_to|gonna|will|i'll|might|thinking_about|thought_about|been|keep|started|started_to hurt|hurting|harm|harming|cut|cutting|starve|starving|burn|burning myself", false},
	{CategorySelfHarm, 0.9, "started|start|been|keep|back_to|i'm|im|am|relapsed_and|relapsed_into cutting|cut|burning ~1 again", false},
	{CategorySelfHarm, 0.9, "urge_to_cut|urges_to_cut|the_urge_to_hurt_myself|hang_myself|hanging_myself|hanged_myself|slit_my_wrists|slitting_my_wrists|cut_my_wrists|cutting_my_wrists|my_wrists", false},
	{CategorySelfHarm, 0.9, "think|thinking|thought|dream|dreaming ~1 about|of ~1 jumping|jumping_off|jumping_in_front|throwing_myself|stepping_off|stepping_in_front|driving_off|driving_into|not_waking_up|ending_things|ending_it|dying|killing_myself|disappearing_forever !into|in|at|on|for|the_gun|the_queue|the_line|ship|ahead", false},
	{CategorySelfHarm, 0.9, "stand|standing|stood|sit|sitting|sat ~3 on|at|by|near ~2 bridge|edge|ledge|roof|rooftop|tracks|railway|platform_edge ~6 jump|jumping|end_it|end_it_all|step_off", false},
	{CategorySelfHarm, 0.9, "pills|tablets|meds|medication|sleeping_pills|painkillers ~2 saved|saved_up|stockpiled|hoarded|collected|stashed|hidden|put_aside|set_aside|ready", false},
	{CategorySelfHarm, 0.9, "saving|stockpiling|hoarding|collecting|stashing|saved|stockpiled|hoarded|collected|stashed ~2 pills|tablets|meds|my_medication|my_meds|sleeping_pills|painkillers", false},
	{CategorySelfHarm, 0.9, "take|swallow|taking|swallowing|took|swallowed ~1 all|the_whole ~2 pills|tablets|meds|medication|bottle|pack|box", false},
	{CategorySelfHarm, 0.9, "everyone|everybody|they|my_family|people|the_world ~2 would_be|will_be|are|is better_off_without_me|happier_without_me|better_without_me", false},
	{CategorySelfHarm, 0.9, "better_off_without_me|happier_without_me|no_point_in_living|no_point_living|point_in_living|point_of_living|reason_to_go_on|reasons_to_live|reason_to_keep_going|can't_keep_going|cant_keep_going|never_wake_up|not_wake_up|not_to_wake_up|don't_wake_up|sleep_forever|goodbye_letter|goodbye_letters|goodbye_note|suicide_note|wrote_my_will|written_my_will|saying_goodbye_to_everyone|say_goodbye_to_everyone|won't_be_around_much_longer|wont_be_around_much_longer|not_be_here_much_longer|tired_of_living|tired_of_being_alive|don't_want_to_exist|dont_want_to_exist|want_to_disappear_forever|end_things|ending_things", false},
	{CategorySelfHarm, 0.9, "want_to|wanna|going_to|gonna|plan_to|planning_to|ready_to|about_to|will|i'll ~1 end_it|end_it_all|end_everything|end_this|jump|jump_off|step_off|disappear_forever|take_all_my_pills|overdose|hang_myself !and|to|in|into|on|at|up|over|ahead|right|back|from|straight|with", false},
	{CategorySelfHarm, 0.9, "cutting|burning|scratching|carving|hitting ~1 my|myself_on_my thighs|arms|wrists|legs|skin|stomach|wrist|arm", false},
	{CategorySelfHarm, 0.9, "don't_want_to_be_alive|dont_want_to_be_alive|do_not_want_to_be_alive|don't_want_to_be_here_anymore|dont_want_to_be_here_anymore|meaning_in_my_life|point_to_my_life|point_in_my_life", false},
	{CategorySelfHarm, 0.85, "how_many|how_much ~1 paracetamol|pills|tablets|sleeping_pills|ibuprofen|insulin|painkillers ~3 it_takes|to_die|would_kill|is_lethal|is_fatal|to_overdose", false},
	{CategorySelfHarm, 0.85, "self_harm|self_harming|selfharm|overdose|overdosing|od'd", false},
	{CategorySelfHarm, 0.6, "^du|de|contre|against|of suicide !prevention|awareness|squad|hotline|rates|rate|statistics|bombing|bomber|mission|pact|risk", false},

	{CategorySelfHarm, 0.9, "not|don't|dont|never ~1 plan|planning|going|intend|expect ~1 on|to ~1 being|be alive|around|here ~2 for|by|after|much|when", false},
	{CategorySelfHarm, 0.9, "bought|got|buying|have|keep|kept|hid|hidden|tied ~2 a_rope|the_rope|a_noose|the_noose|razor_blades|a_razor_blade|the_blades", false},
	{CategorySelfHarm, 0.9, "i|i'm|im|i'll|ill|i've ~3 jump|jumping|throw_myself|step|stepping ~1 off|from|in_front_of ~2 bridge|roof|balcony|building|cliff|car_park|multistorey|viaduct|platform|train|tracks|window|ledge", false},
	{CategorySelfHarm, 0.9, "go_through_with_it|finally_do_it|bleed_out|not_be_here_anymore|stop_existing|stopped_existing|rather_not_exist|rather_be_dead|unalive|off_myself|offing_myself", false},

	// Discrimination.
	{CategoryDiscrimination, 0.9, "nigger|niggers|nigga|niggas|faggot|faggots|fag|fags|tranny|trannies|chink|chinks|spic|spics|kike|kikes|wetback|wetbacks|raghead|ragheads|towelhead|towelheads|gook|gooks|dyke|dykes|coon|coons|paki|pakis|beaner|beaners|sandnigger|shemale", false},
	{CategoryDiscrimination, 0.6, "^en|du|de|le|un|sans|avec|les|des|aux|ces|nos|vos|leurs|mes|tes|ses|mon|ton|son retard|retards|retarded", false},
	{CategoryDiscrimination, 0.45, "because|cause|cuz|since i'm|i_am|im ?a|an woman|girl|female|black|gay|lesbian|muslim|jewish|jew|trans|transgender|immigrant|foreigner|disabled|minority|asian|latina|latino|hispanic|arab|african|queer|bisexual|pregnant|deaf|blind|refugee", false},
	{CategoryDiscrimination, 0.45, "because_of|due_to|based_on|for my|her|his|their|our race|gender|religion|skin|skin_color|skin_colour|colour|color|accent|ethnicity|disability|sexuality|sexual_orientation|nationality|hijab|headscarf|turban|pregnancy|origin", false},
	{CategoryDiscrimination, 0.8, "^on|about|against|anti racist|racism|sexist|sexism|homophobic|homophobia|transphobic|transphobia|misogynist|misogynistic|misogyny|xenophobic|xenophobia|antisemitic|antisemitism|islamophobic|islamophobia|ableist|bigot|bigoted|bigotry|discriminated|discriminates|discriminating|discriminatory|racial_slur|racial_slurs|ethnic_slur|slur|slurs", false},
	// A first-person report of discrimination told with the topic's word,
	// which alone is a weak rule ("I am a victim of racism at work", "we
	// suffer homophobia every day", "I get called racial slurs"); not
	// "face" or "experience", which also tell of a workshop or an exam
	// ("we face racism head-on in our workshop").
	{CategoryDiscrimination, 0.9, "i'm|im|i_am|i've_been|ive_been|i_have_been|we're|we_are|we've_been|i_was|we_were ?a|the victim|victims|target|targets of ~1 racism|racist_abuse|racial_abuse|discrimination|sexism|homophobia|transphobia|islamophobia|antisemitism|xenophobia|ableism|misogyny", false},
	{CategoryDiscrimination, 0.85, "i|we ?have ?been|keep|still suffer|suffering|suffered|endure|enduring|endured ~2 racism|racist_abuse|racial_abuse|discrimination|sexism|homophobia|transphobia|islamophobia|antisemitism|xenophobia|ableism|misogyny", false},
	{CategoryDiscrimination, 0.9, "called|call|calls|calling ~2 racial_slurs|racist_slurs|racist_names|homophobic_slurs|slurs|the_n_word", false},
	{CategoryDiscrimination, 0.6, "^price|pricing|statistical|taste|wage|sound|pitch|frequency discrimination !in|pricing|price|law|lecture|module|unit|chapter|topic|theory|cases", false},
	{CategoryDiscrimination, 0.8, "women|girls|females|blacks|gays|muslims|jews|immigrants|foreigners can't|cannot|shouldn't|should_not|don't_belong|dont_belong|do_not_belong|are_inferior|are_too_emotional|are_bad_at|are_stupid|are_animals", false},
	{CategoryDiscrimination, 0.75, "people_like_you|people_like_me|your_kind|you_people|our_kind ~4 don't_belong|dont_belong|do_not_belong|shouldn't_be|should_not_be|aren't_welcome|are_not_welcome|can't|cannot|never|are_all|don't_deserve|are_stupid|are_animals", false},
	{CategoryDiscrimination, 0.7, "only|always ~3 calls_on|picks|asks|listens_to|chooses|promotes ~2 the_men|the_boys|the_male|the_guys|the_white|male_students|white_students", false},
	{CategoryDiscrimination, 0.7, "won't|doesn't|refuses_to|refused_to|didn't ~2 let|allow|hire|accept|work_with|sit_with|grade ~3 women|girls|muslims|black|gay|immigrants|foreigners|disabled|trans|us|me ~2 because|since|for_being", false},
	{CategoryDiscrimination, 0.85, "go_back_to_where|go_back_where|back_to_where_i_came_from|back_to_where_you_came_from|back_to_my_country|back_to_your_own_country", false},
	{CategoryDiscrimination, 0.8, "jews|muslims|women|immigrants|foreigners|blacks|gays|asians|arabs|refugees|gypsies|roma ~1 are|only|all|always ~3 only_interested|lazy|criminals|terrorists|stupid|dirty|stealing|steal|taking_our|take_our|inferior|animals|thieves|greedy", false},
	{CategoryDiscrimination, 0.75, "because|since|cause ~3 wear|wearing ~1 a_hijab|the_hijab|hijab|a_headscarf|a_turban|a_kippah|a_veil", false},
	{CategoryDiscrimination, 0.85, "go_back_to_your_country|go_back_to_where_you_came_from|go_back_where_you_came_from", false},
	{CategoryDiscrimination, 0.6, "treats|treated|treating women|girls|female_students|black_students|international_students|foreign_students|minorities differently|unfairly|worse", false},
	// Mistreatment words support the weaker discrimination rules above.
	{CategoryDiscrimination, 0.35, "unfair|unfairly|differently|mocked|mocks|laughed_at|ignored|ignores|refused|refuses|failed_me|fails_me|singled_out|excluded|insulted|insults|made_fun|jokes_about|comments_about|treated|treats|marked_down|lower_grade|lower_grades|graded_lower|graded_me_lower|marked_lower|lower_marks|worse_grades|denied|rejected|refused_to", true},

	// Safety.
	{CategorySafety, 0.9, "gas_leak|gas_leaking|leaking_gas|smell_gas|smells_like_gas|smell_of_gas|smelled_gas|carbon_monoxide|chemical_spill|toxic_fumes|asbestos|electrical_fire|exposed_wires|exposed_wiring|live_wires|sparking_outlet|sparks_coming|fire_hazard|electrical_hazard|black_mold|black_mould|structural_damage|ceiling_collapsed|ceiling_is_collapsing|collapsed_ceiling|building_is_collapsing", false},
	{CategorySafety, 0.9, "fire|emergency exit|exits|door|doors ?is|are|was|were ?always|often|still blocked|locked|chained|obstructed|blocked_off", false},
	{CategorySafety, 0.9, "blocked|locked|obstructed fire|emergency exit|exits|door|doors", false},
	{CategorySafety, 0.85, "fire|smoke alarm|alarms|detector|detectors ?is|are|was|were not_working|broken|disabled|missing|removed|doesn't_work|don't_work|never_works|didn't_go_off", false},
	{CategorySafety, 0.85, "no|missing|broken|empty fire_extinguisher|fire_extinguishers|first_aid_kit|fire_exit|emergency_exit|lifeguard", false},
	{CategorySafety, 0.85, "weapon|weapons|firearm|firearms|pistol|rifle|explosive|explosives|handgun !control|policy|policies|ban|bans|law|laws|reform|debate|trade|museum|checks", false},
	{CategorySafety, 0.9, "emergency_exit|emergency_exits|fire_exit|fire_exits|fire_door|fire_doors|escape_route ~8 blocked|locked|chained|obstructed|padlocked|propped_open|wedged_open|blocked_off|chained_shut|locked_shut", false},
	{CategorySafety, 0.9, "bare|exposed|loose|frayed|hanging|live|dangling wires|wire|wiring|cables|cable", false},
	{CategorySafety, 0.85, "fire_extinguisher|fire_extinguishers|smoke_detector|smoke_detectors|smoke_alarm|smoke_alarms|fire_alarm|fire_alarms|sprinklers|extinguisher ~6 empty|missing|broken|removed|taken_down|expired|disconnected|not_working|didn't_go_off|never_went_off|didn't_work|out_of_order|disabled|covered", false},
	{CategorySafety, 0.6, "ceiling|wall|roof|floor|balcony|railing|railings|stairs|staircase|step|steps|scaffolding ~5 cracking|crumbling|collapsing|falling_down|caving_in|loose|rotten|wobbly|unstable|giving_way|falling_apart", false},
	{CategorySafety, 0.6, "broken_step|broken_steps|no_railing|missing_railing|no_handrail|got_dizzy|felt_dizzy|all_got_dizzy|no_ventilation|no_working_ventilation|fumes", false},
	{CategorySafety, 0.85, "socket|outlet|plug|cable|wire|charger|heater|sockets|outlets ~4 sparks|sparking|sparked|smokes|smoking|melted|melting", false},
	{CategorySafety, 0.85, "suspicious_package|suspicious_bag|suspicious_parcel|unattended_bag|unattended_package|suspicious_device", false},
	{CategorySafety, 0.7, "teacher|trainer|instructor|lecturer|professor|coach|tutor|supervisor|driver|prof|ta ~6 drunk|intoxicated|high|wasted|hammered", false},
	{CategorySafety, 0.85, "^glue|nail|staple|water|nerf|heat|spray|top|toy|squirt|paintball|laser gun|guns", false},
	{CategorySafety, 0.85, "^the|da|was|is|a|total|absolute|such_a bomb|bombs", false},
	{CategorySafety, 0.9, "there's|there_is|theres|found|planted|left|hid|hidden|built|made|carrying|has|have|got a bomb|bombs|an_explosive|explosives", false},
	// A bare knife counts, unless the next word puts it in a kitchen ("a
	// knife in the dishwasher", "knife and fork"; "a knife in his bag" has
	// its own rule).
	{CategorySafety, 0.55, "knife|knives|machete !in|and|drawer|drawers|block|set|sets|skills|sharpener|rack", false},
	{CategorySafety, 0.6, "unsafe|not_safe|dangerous|hazardous|hazard|got_injured|was_injured|were_injured|got_hurt|was_bleeding|broken_glass|slipped_on|tripped_over|loose_railing|fell_down_the_stairs|electrocuted|electric_shock|food_poisoning|fainted|passed_out|overcrowded|stampede|drowning|allergic_reaction|hurt_myself_on|cut_myself_on|injured_myself", false},
	{CategorySafety, 0.7, "came_to_class|showed_up|turned_up|was|is|teaching|teaches drunk|intoxicated|under_the_influence", false},

	// Hazards told as incidents (a weapon drawn, a fire, a gas smell,
	// equipment that fails, an injury, a drunk driver, spilled chemicals,
	// a crowd crush), self-harm told by its preparations and its hiding,
	// and threats told by what might "happen": phrasings of every setting,
	// written without reading the evaluation sets.
	{CategorySafety, 0.85, "pulled|pulled_out|waving|waved|brandished|brandishing|flashed|took_out|whipped_out|pointed ~2 a_gun|a_knife|a_blade|a_pistol|a_machete|a_weapon|a_rifle|a_shotgun|his_gun|his_knife|her_knife|her_gun", false},
	{CategorySafety, 0.85, "was_armed|were_armed|came_armed|carries_a_knife|carries_a_gun|carrying_a_knife|carrying_a_gun|knife_in_his_bag|knife_in_her_bag|gun_in_his_bag|gun_in_her_bag|gun_in_his_car|knife_in_his_pocket|gun_in_his_pocket|gun_in_his_waistband", false},
	{CategorySafety, 0.8, "caught_fire|catches_fire|caught_on_fire|burst_into_flames|went_up_in_flames|in_flames|started_a_fire|a_fire_broke_out|fire_broke_out|smell_of_burning|smells_of_burning|burning_smell|smoke_pouring|smoke_coming_out|smoke_coming_from|filled_with_smoke|full_of_smoke", false},
	{CategorySafety, 0.9, "smells|smelled|smelt|smelling|stinks|stank|reeks|reeked|whiff ~2 of_gas|like_gas", false},
	{CategorySafety, 0.9, "gas_smell|gas_is_leaking|gas_was_leaking|leaking_gas_pipe|gas_pipe_leaks|stove_leaks|hob_leaks|gas_cylinder_leaks|gas_bottle_leaks", false},
	{CategorySafety, 0.85, "removed|took_down|taken_down|disconnected|disabled|unplugged|covered|taped_over|switched_off|ripped_out ~3 the_smoke_detectors|the_smoke_detector|the_smoke_alarms|the_smoke_alarm|the_fire_alarm|the_fire_alarms|the_extinguishers|the_fire_extinguishers|the_extinguisher|the_sprinklers|the_detectors|the_alarms", false},
	{CategorySafety, 0.9, "exit|exits|fire_escape|fire_escapes|stairwell ~3 blocked_by|blocked_with|piled_with|stacked_with|full_of_boxes|padlocked|chained|welded_shut|nailed_shut|locked_shut|kept_locked|is_blocked|are_blocked|was_blocked|were_blocked", false},
	{CategorySafety, 0.85, "brakes ~6 don't_work|dont_work|didn't_work|didnt_work|failed|fail|gave_out|are_gone|are_worn|barely_work|squeal|are_shot|are_broken", false},
	{CategorySafety, 0.6, "harness|harnesses|rope|ropes|helmet|helmets|ladder|ladders|scaffold|scaffolding|seatbelt|seatbelts|seat_belts|life_jacket|life_jackets|lifejackets|carabiner|carabiners|guard|guardrail ~3 frayed|torn|ripped|broken|missing|cracked|snapped|damaged|worn_through|came_loose|gave_way|removed|rotten|wobbly|held_together_with_tape", false},
	{CategorySafety, 0.55, "no|without|without_any|never_wear|never_wore|didn't_give_us|don't_give_us ~1 helmets|helmet|harness|harnesses|goggles|gloves|life_jackets|lifejackets|seatbelts|safety_gear|protective_gear|hard_hats|respirators|safety_glasses|ear_protection|safety_training", false},
	{CategorySafety, 0.7, "machine|saw|press|lathe|grinder|drill|mixer|slicer|forklift|conveyor ~4 no_guard|without_a_guard|without_its_guard|guard_removed|guard_taken_off|emergency_stop|kill_switch|doesn't_stop|won't_stop|didn't_stop|taped_over|bypassed", false},
	{CategorySafety, 0.6, "lift|elevator ~3 dropped|drops|fell|plunged|jolts|jolted|shakes|shook|stuck_between_floors|doors_close_on", false},
	{CategorySafety, 0.6, "broke|broken|fractured|dislocated|snapped ~2 his|her|my|their|a|an ~1 arm|leg|wrist|ankle|collarbone|nose|rib|ribs|neck|back|hand|finger|fingers|skull|jaw|hip|shoulder|elbow", false},
	{CategorySafety, 0.6, "ended_up_in_hospital|ended_up_in_the_hospital|ended_up_in_the_er|rushed_to_hospital|rushed_to_the_hospital|taken_to_hospital|taken_to_the_hospital|called_an_ambulance|ambulance_was_called|ambulance_came|needed_stitches|got_stitches|had_stitches|concussion|knocked_unconscious|lost_consciousness|hit_by_a_car|hit_by_a_van|hit_by_a_bus|run_over_by|second_degree_burns|first_degree_burns|burned_his_hand|burned_her_hand|burnt_his_hand|burnt_her_hand|scalded", false},
	{CategorySafety, 0.6, "got|gets|getting|get|gave_me|gave_him|gave_her|giving ~1 a_shock|shocks|shocked|an_electric_shock|zapped", false},
	{CategorySafety, 0.7, "driver|drivers|bus_driver|coach_driver|taxi_driver|cab_driver|uber_driver|skipper|pilot|instructor|guide|lifeguard|chaperone ~8 drunk|drinking|had_been_drinking|smelled_of_alcohol|smelled_of_booze|smelt_of_alcohol|stoned|on_his_phone|on_her_phone|texting|asleep|fell_asleep|falling_asleep|nodding_off|doing_100|racing", false},
	{CategorySafety, 0.75, "drove|driving|drive|drives|drove_us|driving_us ~4 drunk|after_drinking|after_a_few_beers|after_a_few_drinks|over_the_limit|while_drunk|wasted|hammered|stoned|high|under_the_influence", false},
	{CategorySafety, 0.7, "drink_driving|drunk_driving|drunk_driver|drink_driver|ran_red_lights|runs_red_lights|ran_a_red_light|running_red_lights", false},
	{CategorySafety, 0.6, "chemicals|acid|bleach|solvent|solvents|pesticide|pesticides|ammonia|chlorine ~4 spilled|spilling|leaking|leaked|unlabelled|unlabeled|without_labels|in_water_bottles|in_drink_bottles|without_gloves|without_goggles|mixed_together|all_over_the_floor", false},
	{CategorySafety, 0.6, "spilled|spilt|spill|splashed ~3 acid|chemicals|chemical|bleach|solvent", false},
	{CategorySafety, 0.6, "raw_chicken|undercooked_chicken|raw_meat|anaphylactic|anaphylaxis|epipen|nearly_drowned|almost_drowned|drowned|was_drowning|no_lifeguards|mould_everywhere|mold_everywhere|mould_on_the_walls|mold_on_the_walls|mould_all_over|mold_all_over", false},
	{CategorySafety, 0.6, "ceiling_tiles|plaster|tiles|bricks|chunks|pieces|shelves|shelf|shelving|racking|stack_of_pallets|pallets ~3 falling|fell|fall|came_down|coming_down|collapsed|collapsing|toppled|toppling|tipping_over|about_to_fall|overloaded", false},
	{CategorySafety, 0.6, "getting_crushed|were_crushed|being_crushed|got_crushed_against|crushed_against|crowd_crush|people_fainting|people_fainted|couldn't_breathe|could_not_breathe|trampled", false},
	{CategorySafety, 0.6, "slippery|icy|wet|flooded|greasy|oily ~2 floor|floors|stairs|steps|ramp|walkway|deck ~4 no_sign|no_signs|nobody|no_one|fell|slipped|every_day", false},
	{CategoryThreats, 0.85, "shame_if_something_happened|shame_if_something_were_to_happen|something_bad_might_happen_to|something_bad_will_happen_to|something_will_happen_to_you|would_hate_for_something_to_happen|accidents_happen_to|pity_if_something_happened|last_thing_you_ever_do|last_thing_you'll_ever_do|won't_see_it_coming|wont_see_it_coming|never_see_it_coming", false},
	{CategoryThreats, 0.9, "i'll|ill|i_will|gonna|going_to|will|i'm_gonna|im_gonna|i'd|we'll|we_will ~2 break|smash|bust|rip_off|cut_off|snap ~1 your|his|her|their ~1 legs|arms|face|teeth|jaw|kneecaps|knees|nose|fingers|hands|head|skull", false},
	{CategoryThreats, 0.9, "bring|bringing|brought|take|taking ~2 my_dad's|dad's|my_father's|my_brother's|my_uncle's|my_grandad's ~1 gun|rifle|shotgun|pistol|knife|guns", false},
	{CategoryThreats, 0.85, "found_out_where_you_live|know_your_address|know_where_your_kids|know_which_car_is_yours|know_when_you_leave|know_what_time_you_leave|know_where_you_park|waiting_outside_your_house|outside_your_house_tonight", false},
	{CategorySelfHarm, 0.6, "gave_away|given_away|giving_away|give_away ~1 all_my|everything|most_of_my|my_stuff|my_things|my_belongings", false},
	{CategorySelfHarm, 0.9, "won't|wont|will_not ~1 be_here|be_around|be_alive ~2 next|by|for|much|tomorrow|anymore|any_more|after", false},
	{CategorySelfHarm, 0.9, "nobody|no_one|noone ~3 notice|care|miss_me ~2 if_i|when_i|once_i ~1 was_gone|were_gone|died|disappeared|vanished|wasn't_here|wasnt_here|was_dead|killed_myself|am_gone|stopped_existing", false},
	{CategorySelfHarm, 0.6, "i'm|im|i_am|feel_like|i_feel_like ~2 a_burden|such_a_burden|just_a_burden|nothing_but_a_burden", false},
	{CategorySelfHarm, 0.9, "researching|researched|looked_up|looking_up|googled|googling|searched|searching|reading_about ~3 ways_to_die|how_to_die|how_to_kill_myself|painless_ways|suicide_methods|how_many_pills|lethal_dose|how_to_overdose|how_to_hang|how_long_it_takes_to_die|how_high_a_fall", false},
	{CategorySelfHarm, 0.9, "took|swallowed|downed|took_a_lot_of|swallowed_a_lot_of ~2 a_bunch_of|a_handful_of|loads_of|too_many|a_whole_box_of|a_whole_pack_of|the_whole_box_of|a_whole_bottle_of ~1 pills|tablets|painkillers|paracetamol|sleeping_pills|my_meds|my_pills", false},
	{CategorySelfHarm, 0.9, "i|i've|ive|i_have|i_had ~1 drank|drunk|swallowed ~1 bleach|drain_cleaner|antifreeze", false},
	{CategorySelfHarm, 0.85, "letters|letter|notes|note|goodbyes|my_will ~4 when_i'm_gone|after_i'm_gone|once_i'm_gone|after_i_die|after_i'm_dead|when_i'm_dead|when_im_gone|for_after_i'm_gone", false},
	{CategorySelfHarm, 0.85, "this_is_goodbye|goodbye_forever|my_last_day_on_earth|my_last_day_alive|last_time_you'll_hear_from_me|last_time_anyone_hears_from_me|won't_have_to_deal_with_me|wont_have_to_deal_with_me|rid_of_me_soon|be_rid_of_me", false},
	{CategorySelfHarm, 0.9, "i|i've|ive|i_have ~1 hurt|cut|burned|burnt|harmed|scratched|bruised myself ~3 again|last_night|yesterday|on_purpose|deliberately|because|to_feel|so_i|every|until|when|whenever|after " + selfHarmAccidents, false},
	{CategorySelfHarm, 0.85, "hide|hiding|hid|cover|covering|covered ~2 the_scars|my_scars|the_cuts|my_cuts|the_burns|my_burns|the_marks_on_my|my_wrists|my_arms_so", false},
	{CategorySelfHarm, 0.85, "enough_pills|enough_tablets|enough_sleeping_pills|enough_painkillers|enough_meds|enough_medication|enough_paracetamol|enough_insulin", false},
	{CategorySelfHarm, 0.85, "want_to|wanna|going_to|gonna|wish_i_could|i'd_rather ~1 disappear|vanish ~1 forever|for_good|permanently", false},
	{CategorySelfHarm, 0.85, "don't_want_to_wake_up|dont_want_to_wake_up|do_not_want_to_wake_up|never_want_to_wake_up|hope_i_don't_wake_up|hope_i_dont_wake_up|hope_i_never_wake_up !early|at|before|so|for|in|on", false},

	// Hazards of water near electrics, parcels with wires, dead emergency
	// lights, needles, broken glass, flammables by flames, labs without
	// eyewash or ventilation, loose gas cylinders and biting dogs.
	{CategorySafety, 0.6, "water ~4 dripping|leaking|pouring|coming|drips|leaks ~4 onto|into|on|over ~2 sockets|socket|the_sockets|fuse_box|the_fuse_box|wires|the_wires|the_electrics|plugs|the_plugs|extension_lead|the_extension_lead|electrical_panel|the_electrical_panel|switchboard|the_switchboard", false},
	{CategorySafety, 0.6, "cable|cables|lead|leads|extension_cable|extension_lead|wire|wires|power_strip ~4 in_a_puddle|in_puddles|lying_in_water|in_the_water|in_water|under_the_sink", false},
	{CategorySafety, 0.6, "bag|package|parcel|box|backpack|rucksack|suitcase ~6 wires_sticking_out|wires_coming_out|with_wires|ticking", false},
	{CategorySafety, 0.7, "emergency_lights|emergency_lighting|exit_signs|exit_sign ~4 not_working|broken|are_out|is_out|don't_work|dont_work|dead|off|missing", false},
	{CategorySafety, 0.6, "syringes|used_needles|needles ~4 toilets|bathroom|bathrooms|playground|on_the_floor|lying_around|in_the_sandpit", false},
	{CategorySafety, 0.7, "flammable|inflammable|solvents|petrol ~6 next_to|beside|near ~3 flames|burners|the_burners|heater|the_heater|candles|lit|open_flame|bunsen_burners", false},
	{CategorySafety, 0.6, "no_eyewash|no_eye_wash|no_eye_wash_station|no_eyewash_station|without_an_eyewash|no_fume_hood|fume_hood_is_broken|fume_cupboard_is_broken|ventilation_stopped|ventilation_broke_down|no_ventilation_in_the_lab", false},
	{CategorySafety, 0.7, "gas_cylinders|gas_bottles|cylinders|canisters|gas_canisters ~4 leak|leaking|not_secured|unsecured|not_chained|fell_over|toppled", false},
	{CategorySafety, 0.6, "dog|dogs ~4 bit|bitten|biting|bites|attacked|mauled ~3 a|two|three|several|students|children|kids|me|him|her|someone|people", false},

	// Threats told in other words (reported, by what a victim will need,
	// by a list of targets) and self-harm told by its plans, its methods
	// and its marks, written from the training set's phrasings.
	// A reported threat: its speaker one of threatReporters ("my sister
	// said she'd kill me if I told mom" is hyperbole), a harm verb, and
	// no word after the victim that makes it harmless: an idiom after a
	// strong verb ("he said he'd kill me with kindness"), and after a
	// weak one the broader victimGuard ("he said he'd hurt her
	// feelings").
	{CategoryThreats, 0.85, threatReport + " ~2 kill|strangle|stab|shoot|slit|murder|rape|poison|drown|torch|choke ?" + threatVictims + " " + strongVictimGuard, false},
	{CategoryThreats, 0.85, threatReport + " ~2 hurt|run_us_over|run_me_over|run_her_over|run_him_over|break_my|beat_me|beat_us|beat_up|find_me|come_for_me|burn_down|blow_up|shoot_up ?" + threatVictims + " " + victimGuard, false},
	{CategoryThreats, 0.85, "i'm|im|i_am|gonna|going_to|will|i'll|ill|i_will|we'll|we're|we_will ~2 break|breaking|ruin|ruining|smash|smashing|rip|ripping|kick|kicking|slit|slitting ~2 his|her|your|their|every|that|the|u|you|him ~2 jaw|face|teeth|legs|head|bone|neck|throat|fingers|kneecaps|skull|nose", false},
	{CategoryThreats, 0.85, "gonna|going_to|will|i'll|ill|i_will ~1 knock|deck ~1 that_teacher|him|her|you|u|them|that_guy|the_teacher|the_ref|the_referee|the_lecturer|the_tutor ~1 out", false},
	{CategoryThreats, 0.85, "on_a_stretcher|in_a_body_bag|won't_make_it_home|wont_make_it_home|never_walks_again|never_walk_again|won't_be_able_to_walk|be_a_funeral|sleep_with_one_eye_open|check_under_his_car|check_under_her_car|check_under_your_car|last_thing_you_see|last_thing_you'll_see|there_will_be_blood|getting_a_bullet|get_a_bullet|deserve_a_bullet|deserves_a_bullet|sorry_you_ever_met_me|teeth_kicked_in|lose_some_fingers|keep_those_teeth", false},
	{CategoryThreats, 0.75, "going_to_have_an_accident|gonna_have_an_accident|might_have_an_accident|accidents_happen|could_have_an_accident", false},
	{CategoryThreats, 0.75, "made_a_list|got_a_list|have_a_list|i've_got_a_list|keeping_a_list ~6 going_to|are_going_to|will|pay|suffer|die|deserve|on_top|on_it", false},
	{CategoryThreats, 0.85, "find_you|find_him|find_her|find_them|hunt_you|hunt_him ~2 and ~2 kill|hurt|end|finish|stab|beat|break_your|break_his|break_her|break_their ?you|him|her|them|u " + strongVictimGuard, false},
	{CategoryThreats, 0.7, "coming_for_you|coming_after_you|come_after_you|coming_for_him|coming_for_her|i'm_coming_to_your|pay_him_a_visit|pay_her_a_visit|be_following_you|following_you_home|follow_you_home|follow_her_home|follow_him_home|show_up_at_his_flat|show_up_at_her_flat|show_up_at_your_flat|show_up_at_your_house|show_up_at_his_house", false},
	{CategoryThreats, 0.85, "library|building|office|school|campus|lab|hall|restaurant ~3 will|is_going_to|gonna|going_to ~1 blow_up|explode|burn_down|go_up_in_flames|have_a_very_bad_day", false},
	{CategoryThreats, 0.85, "your_kids|your_children|your_family|your_wife|your_husband|your_daughter|your_son|his_family|her_family|his_kids|her_kids ~3 will_pay|are_going_to_pay|gonna_pay|will_suffer|will_be_sorry|will_get_hurt|be_next|pay_for_it|suffer_too", false},
	{CategoryThreats, 0.85, "make_his_family|make_her_family|make_your_family|make_their_families ~1 suffer|pay", false},
	{CategoryThreats, 0.85, "swear_down|swear_to_god|i_swear ~3 gonna|going_to|i'll|ill|will|im_gonna ~2 knock|kill|hurt|stab|batter|beat|smash|deck|end", false},
	{CategoryThreats, 0.85, "put_something_in_her_drink|put_something_in_his_drink|spike_her_drink|spike_his_drink|poison_his|poison_her|poison_the|poison_their|poison_your", false},
	{CategoryThreats, 0.85, "pour_petrol|pour_gasoline|petrol_on_the|gasoline_on_the|enough_fertiliser|enough_fertilizer|pipe_bomb|make_a_bomb|build_a_bomb", false},
	{CategorySelfHarm, 0.6, "decided_to_end_it|decided_to_do_it|picked_the_day|pick_the_day|made_my_peace|my_plan_is_ready|plan_is_ready|how_i'm_going_to_do_it|how_to_do_it_quietly|lost_the_will_to_live|tired_of_fighting|want_out_for_good", false},
	{CategorySelfHarm, 0.85, "isn't_worth_living|is_not_worth_living|isnt_worth_living|no_will_to_live|lost_all_reasons_to|reasons_to_stay_alive|reason_to_stay_alive|done_with_life|done_with_living|done_being_alive|hope_i_crash|hope_i_don't_survive|hope_i_dont_survive|least_painful_way|painless_way_to_go|thought_of_being_dead|rather_be_dead|not_being_here_anymore|keep_spinning_without_me|nobody_would_miss_me|no_one_would_miss_me|nobody_will_miss_me|no_one_will_miss_me|noone_would_miss_me", false},
	{CategorySelfHarm, 0.85, "don't_think_i'll|dont_think_ill|dont_think_i'll|don't_think_ill|don't_think_i_will|dont_think_i_will|doubt_i'll|doubt_ill ~1 still_be_here|still_be_alive|be_alive|be_around|be_here|make_it_to|see_the_end_of|last_the|survive_the", false},
	{CategorySelfHarm, 0.9, "burn|burning|burned|burnt|hit|hitting|punch|punching|scratch|scratching|starve|starving ~1 myself|my_skin|my_arms|my_legs|my_thighs|her_arms|his_arms|her_skin|his_skin ~3 with|to_feel|when|until|because|every|on_purpose|again|since " + selfHarmAccidents, false},
	{CategorySelfHarm, 0.85, "the_blade|the_razor|blades|razor_blades|the_blades ~3 is_back|are_back|in_my_pencil_case|in_my_drawer|under_my_bed|in_my_bag|hidden", false},
	{CategorySelfHarm, 0.85, "new_scars|new_cuts|fresh_cuts|fresh_scars|did_them_myself|did_it_to_myself|did_this_to_myself|do_it_to_myself|i_did_them", false},
	{CategorySelfHarm, 0.85, "swallow|take|taking|swallowing|took|swallowed ~1 everything_in_the_medicine_cabinet|everything_in_the_cabinet|the_lot|every_pill|every_pill_i_have|all_of_my_pills|all_my_pills", false},
	{CategorySelfHarm, 0.9, "thinking_of|thinking_about|thought_of|thought_about|talks_about|talking_about ~1 hanging|drowning|poisoning|killing|cutting|hurting|shooting ~1 herself|himself|themselves|myself", false},
	{CategorySelfHarm, 0.9, "wants_to|wanted_to|want_to ~1 die|kill_herself|kill_himself|end_her_life|end_his_life|end_it_all|end_their_life !laughing|of|from|for|with|in|on|at|when", false},
	{CategorySelfHarm, 0.85, "note|letter|message|text ~3 saying_sorry_for_everything|sorry_for_everything|saying_goodbye|to_say_goodbye|explaining_why", false},
	{CategorySelfHarm, 0.85, "who_gets_my_things|who_gets_my_stuff|who_gets_what|list_of_who_gets|my_things_will_go|sorted_out_who_gets|giving_my_stuff_away", false},
	{CategorySelfHarm, 0.85, "can't_do_this_anymore|cant_do_this_anymore|cannot_do_this_anymore|cant_do_it_anymore|can't_do_it_anymore ~3 goodbye|sorry|bye|this_is_it", false},
	{CategorySelfHarm, 0.85, "platform_edge|edge_of_the_platform|edge_of_the_roof|roof_edge|edge_of_the_bridge|side_of_the_bridge ~6 wait|waiting|wondering|how_it_would_feel|lean|step|train_to_come|and_look_down", false},
	{CategorySelfHarm, 0.85, "how_high|which_height|what_height|how_tall|how_far_down ~4 roof|bridge|building|floor|balcony|enough|survive|car_park", false},
	{CategorySelfHarm, 0.85, "stopped_eating_on_purpose|starving_myself|not_eating_on_purpose|into_oncoming_traffic|into_a_tree_on_purpose|into_a_wall_on_purpose|off_the_road_on_purpose", false},

	// Discrimination told by what followed a pregnancy or by who gets the
	// good work, dress demands, and weapons bought or promised.
	{CategoryDiscrimination, 0.7, "fired|let_go|demoted|moved_off|taken_off|dropped|sacked|refused|denied|passed_over|removed_from|replaced ~8 pregnant|pregnancy|maternity_leave", false},
	{CategoryDiscrimination, 0.7, "pregnant|pregnancy|maternity_leave ~8 fired|let_go|demoted|moved_off|taken_off|dropped|sacked|passed_over|replaced", false},
	{CategoryDiscrimination, 0.7, "gives|give|assigns|hands|keeps_giving ~3 the_interesting|the_good|the_best|the_important ~2 projects|tasks|work|jobs|clients|shifts ~3 to_the_men|to_the_guys|to_the_boys|to_men|to_male|to_the_white", false},
	{CategoryHarassment, 0.8, "wear_shorter_skirts|shorter_skirt|tighter_tops|show_more_cleavage|more_cleavage|wear_something_tighter|dress_sexier", false},
	{CategoryThreats, 0.85, "looking_up_how_to_get|how_to_get|bought|buy|buying|got_myself|getting|ordered ~2 a_gun|a_knife|a_weapon|a_rifle|a_shotgun|a_crossbow|a_machete ~6 will_regret|regret|pay|understand|see|find_out|learn|what_it's_for|what_it_is_for", false},
	{CategoryThreats, 0.85, "said_he'd_bring|said_he_would_bring|says_he'll_bring|said_she'd_bring|threatened_to_bring|says_he's_bringing|said_he's_bringing ~1 a_gun|a_knife|his_gun|a_weapon|his_knife|a_rifle|his_dad's_gun", false},

	// Harassment, discrimination and hazards in other words, written from
	// the training set's phrasings.
	{CategoryHarassment, 0.8, "asking|asks|asked|texts_me|messages_me ~2 what_i'm_wearing|what_im_wearing|what_i_was_wearing|for_nudes|for_naked_pictures|for_pictures_of_me", false},
	{CategoryHarassment, 0.85, "fake_nude|fake_nudes|deepfake|deepfakes|nude_of_me|created_an_account_with_my|account_with_my_name|with_my_name_and_my_face|using_my_photos_to", false},
	{CategoryHarassment, 0.8, "shows|showed|showing|sends|sent|sending ~3 porn|pornographic|pornography|dick_pics|dick_pic|explicit_pictures|explicit_photos|explicit_videos", false},
	{CategoryHarassment, 0.85, "photographed|filmed|recorded|took_photos|took_pictures|photo|photos|pictures ~4 under_the_table|under_my_skirt|up_my_skirt|upskirt|under_the_desk", false},
	{CategoryHarassment, 0.7, "messages|message|texts|texting|says|said|told_me|tells_me|comments ~3 how_sexy|how_hot|how_good_i_look|how_sexy_i_looked|sexy_i_looked", false},
	{CategoryHarassment, 0.75, "called_me|calls_me|call_me|calling_me ~3 worthless|idiot|stupid|useless|retard|fat|ugly|pathetic|a_loser|a_whore|a_slut|disgusting", false},
	{CategoryHarassment, 0.7, "hid_my_things|hide_my_things|hides_my_things|until_i_cried|made_me_cry|mock_me_every|laugh_at_me_every|ganged_up_on_me|gang_up_on_me", false},
	{CategoryHarassment, 0.85, "cornered_me|cornered_her|tried_to_touch_me|tried_to_touch_her|tried_to_grab_me|pinned_me|pinned_her|blocked_my_way_and|wouldn't_let_me_leave", false},
	{CategoryHarassment, 0.8, "staring_at_my_chest|stares_at_my_chest|stared_at_my_chest|staring_at_my_breasts|stares_at_my_body|staring_at_my_body|looks_down_my_top|staring_at_my_legs|stares_at_my_legs", false},
	{CategoryHarassment, 0.8, "owe_him_a_kiss|owe_him_a_date|owe_him_sex|owe_me_a_kiss|owe_me_a_date", false},
	{CategoryHarassment, 0.75, "humiliating_things|humiliating_initiation|hazing|made_me_strip|made_us_strip", false},
	{CategoryHarassment, 0.8, "after_i_asked_him_to_stop|after_i_asked_him_to_leave_me_alone|after_i_told_him_to_stop|after_i_blocked_him|after_i_blocked_her|hundred_emails|hundreds_of_messages|over_a_hundred_messages|dozens_of_messages_a_day", false},
	{CategoryHarassment, 0.7, "should_smile_more|smile_more_for_him|comments_on_my_lipstick|comments_on_my_makeup|comments_on_my_lips|comments_on_my_bum", false},
	{CategoryDiscrimination, 0.75, "jokes_about|joke_about|makes_jokes_about|laughs_about|mocks|mocking ~2 black|asian|muslim|jewish|gay|trans|disabled|foreign|polish|roma|chinese|arab|indian|african|mexican|women|female ~2 students|people|colleagues|staff|workers|being|accents|names|clothes", false},
	{CategoryDiscrimination, 0.7, "wheelchair|prosthetic|disability|deaf|blind|autistic|autism|crutches ~8 refused|wouldn't_hire|won't_hire|didn't_hire|denied|too_much_trouble|special_school|not_welcome|turned_away|excluded|wouldn't_let", false},
	{CategoryDiscrimination, 0.7, "refused|wouldn't_hire|won't_hire|denied|turned_me_away|didn't_hire ~8 wheelchair|prosthetic|disability|deaf|blind|autistic|autism|crutches", false},
	{CategoryDiscrimination, 0.7, "only ~3 white|christian|male|straight|native|british ~3 guests|players|students|people|applicants|candidates|staff|customers", false},
	{CategoryDiscrimination, 0.8, "only_one_asked_for_my_papers|asked_for_my_papers|go_back_to_africa|go_back_to_china|go_back_to_poland|go_back_to_mexico|go_back_to_india|go_back_to_pakistan|go_back_to_syria|go_back_to_turkey|go_back_to_asia|go_back_home_to", false},
	{CategoryDiscrimination, 0.7, "older_workers|old_people|people_my_age|too_old ~4 waste_of_money|waste_of_space|not_wanted|should_retire|can't_learn|cant_learn", false},
	{CategoryDiscrimination, 0.75, "foreign_students|international_students|black_students|female_students|women|girls|gay_students|muslim_students|roma_students|disabled_students ~4 always_given_the_worst|given_the_worst|get_the_worst|seated_at_the_back|sit_at_the_back|never_called_on|paid_less|only_here_because_of_quotas|not_for_them", false},
	{CategoryDiscrimination, 0.75, "maths_is_not_for|math_is_not_for|science_is_not_for|engineering_is_not_for|coding_is_not_for|only_here_because_of_quotas|because_of_quotas|diversity_hire|paid_less_than_my_male|paid_less_than_the_men|less_than_my_male_colleagues", false},
	{CategoryDiscrimination, 0.75, "foreign_sounding|change_my_name_on_my_cv|change_my_name_if|ethnic_sounding_name", false},
	{CategoryDiscrimination, 0.7, "dumb|dirty|lazy|stupid|filthy ~1 polish|mexican|foreigner|foreigners|immigrant|immigrants|arab|turk|paki|gypsy|romanian|albanian|muslim|muslims", false},
	{CategoryDiscrimination, 0.7, "after_i_came_out|since_i_came_out|when_i_came_out|after_coming_out", false},
	{CategoryDiscrimination, 0.8, "after_they_found_out|when_they_found_out|once_they_found_out|found_out ~2 i'm|i_am|im ~1 a_refugee|gay|trans|muslim|jewish|pregnant|disabled|autistic|an_immigrant|bisexual|lesbian", false},
	{CategorySafety, 0.7, "without_any_safety_guards|without_safety_guards|without_the_guard|without_a_guard|guards_removed|part_of_the_ceiling|piece_of_the_ceiling|ceiling_fell|ceiling_came_down", false},
	{CategorySafety, 0.6, "broken|faulty|damaged ~6 use_it_anyway|keep_using_it|told_us_to_use_it|made_us_use_it", false},
	{CategorySafety, 0.6, "play_area|playground|children's_area|sandpit ~6 glass|broken_glass|needles|syringes|nails|shards", false},

	// More self-harm and threats in other words (their plans, their
	// methods, their marks; victims and places), from the training set.
	{CategorySelfHarm, 0.85, "no_point_in_going_on|no_point_going_on|want_it_all_to_stop|want_everything_to_stop|want_it_to_stop_for_good|no_way_out_except|reason_to_keep_breathing|waste_of_oxygen|go_under_and_stay|bleed_out|thoughts_of_ending_my_life|thoughts_of_ending_it|thoughts_of_suicide|suicidal_thoughts|come_to_my_funeral|easier_time_if_i_was_dead|easier_if_i_was_dead|easier_if_i_were_dead|be_gone_for_good|can_be_gone_for_good", false},
	{CategorySelfHarm, 0.6, "can't_see_a_future|cant_see_a_future|don't_see_a_future|dont_see_a_future|no_future_for_me|attempted_twice|attempted_before|attempted_again|attempted_last_year|hurting_myself|harming_myself|cutting_myself|burning_myself", false},
	{CategorySelfHarm, 0.85, "until_it_bleeds|till_it_bleeds|until_i_bleed|till_i_bleed|until_they_bleed|till_they_bruise|until_they_bruise|till_it_bruises|until_it_bruises", false},
	{CategorySelfHarm, 0.85, "counting|counted|count ~2 the_tablets|the_pills|my_pills|the_meds|my_tablets|my_sleeping_pills", false},
	{CategorySelfHarm, 0.9, "putting_aside|put_aside|setting_aside|stocked_up_on|stocking_up_on|stockpiling|hoarding ~3 pills|tablets|sleeping_tablets|sleeping_pills|meds|painkillers|insulin", false},
	{CategorySelfHarm, 0.85, "stepping_in_front_of|step_in_front_of|stepped_in_front_of|walk_into_the_river|walk_into_the_sea|walk_into_traffic|walking_into_traffic|bus_hits_me|car_hits_me|train_hits_me|plane_crashes_on_the_way|hope_the_plane_crashes", false},
	{CategorySelfHarm, 0.85, "relapsed_on_cutting|relapsed_on_self_harm|relapsed_into_self_harm|days_clean_from_cutting|clean_from_self_harm", false},
	{CategorySelfHarm, 0.85, "carving|carve|carved ~1 into_my|words_into_my|my_thigh|my_hip|my_arm|my_skin", false},
	{CategorySelfHarm, 0.85, "punish|punishing|punished ~1 myself ~3 with|until", false},
	{CategorySelfHarm, 0.85, "what_i_do_to_them|what_i_do_to_myself|what_i_did_to_myself|bruises_i_gave_myself|marks_i_made_myself|bite_my_arms|biting_my_arms|bite_myself|biting_myself", false},
	{CategorySelfHarm, 0.85, "which_floor|what_floor|how_high|what_height ~6 high_enough|enough_to_not_survive|to_not_survive|not_survive|to_be_fatal", false},
	{CategorySelfHarm, 0.85, "goodbye_messages|goodbye_message|goodbye_texts|goodbye_emails|goodbye_videos|scheduled_them_for", false},
	{CategorySelfHarm, 0.9, "whole_bottle_of_my|the_whole_bottle|entire_bottle|whole_packet_of|whole_pack_of ~2 pills|antidepressants|tablets|meds|painkillers|paracetamol|sleeping_pills|sleeping_tablets|insulin", false},
	{CategorySelfHarm, 0.85, "insulin_pens|insulin ~4 would_it_take|does_it_take|to_die|to_overdose|is_fatal", false},
	{CategorySelfHarm, 0.85, "go_to_sleep_and_not_wake|sleep_and_not_come_back|go_to_sleep_and_not_come_back|sleep_and_never_wake|go_to_sleep_forever", false},
	{CategoryThreats, 0.85, "someone_is_going_to_die_in|someone's_going_to_die_in|somebody_is_going_to_die_in|people_are_going_to_die_in|someone_will_die_in|somebody_will_die_in|rip_your_head_off|rip_his_head_off|rip_her_head_off", false},
	{CategoryThreats, 0.85, "the_next_person|next_one|whoever ~6 is_going_to_get|gets|will_get|is_getting|gonna_get ~1 hurt|shot|stabbed|a_bullet|punched|beaten|what's_coming", false},

	// Threats by others, by paradigm: a subject of threatOthers ("my ex
	// is going to kill me") and its victim, and the harm told by a
	// phrase ("run you over", "do him in") after a subject and an intent.
	{CategoryThreats, 0.85, threatOthers + " ?is|are|was|were " + othersIntent + " " + threatStrong + "|shoot " + threatVictims + " " + strongVictimGuard, false},
	{CategoryThreats, 0.85, threatOthers + " ?is|are|was|were " + othersIntent + " hurt|punch|beat_up|attack|run_over " + threatVictims + " " + victimGuard, false},
	{CategoryThreats, 0.9, "i'll|ill|we'll|i'd|we'd|he'll|she'll|they'll|he'd|she'd|they'd|imma|ima ?literally|really|just|fucking " + threatPhrases, false},
	{CategoryThreats, 0.9, "i|we|i'm|im|we're|he|she|they|he's|she's|they're|" + threatOthers + " ?is|are|am|was|were " + threatIntent[1:] + " " + threatPhrases, false},
	{CategorySelfHarm, 0.9, "everyone|everybody|they|people|my_family|my_parents|my_friends|the_world|you ~3 better_off|happier ~2 if_i_was_gone|if_i_were_gone|if_i_wasn't_here|if_i_wasnt_here|if_i_weren't_here|if_i_disappeared|if_i_died|if_i_was_dead|if_i_were_dead|if_i_wasn't_around|if_i_wasnt_around|if_i_was_not_here", false},
	// Four shapes a tester found missed (each in the six languages): a
	// first-person threat at an unnamed person ("I will hurt someone in
	// this class": notAfterWeak cancelled it before "in"), but not
	// "someone's feelings"; "ending it all", but not a show or a party
	// that ends it all on a high note; a violent prediction in the
	// passive ("someone is going to get stabbed"), a threat, and an
	// injury foretold by a hazard ("someone is going to get hurt on
	// these stairs"), a safety concern, but not a film, a show or "shot
	// down"; and staff who hit, slap or kick students, children,
	// workers or patients (harassment: abuse by a superior, like
	// "abuses_students"), but not the ball, the books or the bell. A
	// prediction told of a film, a play or a game ("in the series someone
	// gets killed") is no concern: "^" guards name them before the subject.
	{CategoryThreats, 0.85, threatSubj + " " + threatIntent + " ?really|actually|seriously|definitely|eventually|literally|end_up hurt|hurting|harm|harming|injure|attack|stab|punch someone|somebody|people|some_people|a_person !feelings|feeling|financially|emotionally|by|with_my_words|with_what|with_the_truth", false},
	{CategorySelfHarm, 0.95, "feel_like|thinking_about|thinking_of|think_about|thought_about|thought_of|want_to|wanna|ready_to|going_to|gonna|considering|contemplating|close_to|could|should|might|will|i'll|ill|i'd|urge_to|plan_to|planning_to|decided_to|tempted_to|dream_of|dreaming_of|about_to ?just|really|finally|seriously|simply end_it_all|ending_it_all !on_a|on_the|with_a_party|with_a_group|with_a_bang|with_a_concert|with_a_song|with_a_photo|with_cake|with_drinks|with_a_barbecue|with_fireworks|in_style|for_the|for_this|for_today|for_now|for_tonight", false},
	{CategoryThreats, 0.85, "^show|film|movie|play|book|novel|game|series|episode|season|chapter someone|somebody|someone's|somebody's|people|a_student|a_kid ~2 will|going_to|gonna|bound_to ~1 get|end_up|be ?getting stabbed|shot|knifed|shanked|murdered|jumped|glassed|beaten_up|killed !down|off|up|in_the_next|in_the_play|in_the_film|in_the_movie|in_the_show|in_the_game|in_this_game|on_screen|for_the|at_the_box|at_the_photo", false},
	{CategorySafety, 0.85, "^show|film|movie|play|book|novel|game|series|episode|season|chapter someone|somebody|someone's|somebody's|people|a_kid|a_child|a_worker|a_student ~2 will|going_to|gonna|bound_to ~1 get|end_up|be ?getting|seriously|badly hurt|injured|killed|electrocuted|crushed|seriously_hurt|badly_hurt|seriously_injured ~1 on|by|if|unless|under|near|because|falling|using|in_the_kitchen|in_the_warehouse|on_the_site", false},
	{CategoryHarassment, 0.85, staffRoles + " ~1 hits|hit|slaps|slapped|kicks|kicked|punches|punched|beats|smacks|smacked|shoves|shoved|chokes|choked|throttles ?a|the|his|her|their|my|our|one_of_the|some|those|these|little " + abusedPersons + " !at|in_the_game|in_every|in_chess|in_tennis|to_it|up|with_the_news|with_homework|with_questions|with_a_pop|with_a_surprise|with_extra|with_a_deadline|hard|harder|out|head|stride|target|targets|goal|goals|limit|mark|record", false},
	{CategoryHarassment, 0.85, staffRoles + " ~1 grabs|grabbed|grabbing|shakes|shook|pushed|pushes|shoves|shoved|slammed|threw ~4 by_the_neck|by_the_throat|by_the_hair|by_the_collar|against_the_wall|against_the_lockers|against_a_wall|into_the_wall|to_the_floor|to_the_ground|against_the_door", false},
	// Past attacks told in the passive ("I was punched by my supervisor",
	// "my friend got beaten up on the way home"): harassment, as the
	// training set labels a beating by peers or by staff. A victim of
	// passiveVictims, an auxiliary and a harm verb of passiveAttacks; an
	// ambiguous verb (hit, beaten, pushed) needs a person as its agent
	// ("hit by my dad", not "hit by a ball" or "beaten at chess"). Sport,
	// games, animals, objects, criticism and figurative use are guarded
	// after the verb (passiveAttackGuard), fiction and hypotheses before
	// the victim ("in the film a girl was attacked", "what if I get
	// jumped").
	{CategoryHarassment, 0.85, passiveVictims + " " + passiveAux + " " + passiveAttacks + " " + passiveAttackGuard, false},
	{CategoryHarassment, 0.85, "=. got|been|getting|keep_getting " + passiveAttacks + " " + passiveAttackGuard, false},
	{CategoryHarassment, 0.85, passiveVictims + " " + passiveAux + " hit|beaten|beat|pushed|shoved|grabbed|thrown|smacked|kicked|punched|slapped " + passiveBodyParts + " by " + passiveAgents + " " + passiveAgentGuard, false},
	{CategoryHarassment, 0.85, passiveVictims + " " + passiveAux + " pushed|shoved|thrown|knocked down_the_stairs|against_the_wall|against_a_wall|against_the_lockers|against_the_locker|into_the_lockers|into_a_locker|into_the_wall|into_a_wall|to_the_ground|to_the_floor|off_my_bike|off_his_bike|off_her_bike|out_of_the_car", false},
	// Threats told after the fact or reported ("he threatened to kill
	// me", "my ex threatened me again", "I was threatened by a group of
	// lads", "threatened me with a knife", "said he'd hurt me if I told
	// anyone"): a threat verb of threatVerbs with a harm of threatHarm,
	// a weapon or death, or a bare victim; a victim of passiveVictims
	// threatened in the passive, with the guards of the passive attacks
	// and a threat's harmless complements ("threatened with extinction",
	// "with eviction"); and a harm tied to silence (not "kill me if I
	// tell anyone", which a sister says of a crush, nor "hit me up if you
	// call anyone").
	{CategoryThreats, 0.85, threatVerbs + " ?me|us|her|him|them to ~8 " + threatHarm + " !" + threatHarmGuard, false},
	{CategoryThreats, 0.85, threatHyperbole + " " + threatForms + " ?me|us|her|him|them to ~8 " + threatHyperbolicHarm + " !" + threatHarmGuard, false},
	{CategoryThreats, 0.85, threatVerbs + " ?me|us|her|him|them to ~8 " + threatHyperbolicHarm + " !me|us|" + threatHarmGuard, false},
	{CategoryThreats, 0.85, threatVerbs + " ?me|us|her|him|them to ~8 " + threatHyperbolicHarm + "|" + threatHarm + " ~4 with|at ~2 " + threatWeapons, false},
	{CategoryThreats, 0.85, threatVerbs + " ?me|us|her|him|them|my_family|my_mum|my_mom|my_sister|my_brother|my_kids|my_wife|my_girlfriend|my_boyfriend|my_friend|my_colleague|everyone with|at ~2 " + threatWeapons, false},
	{CategoryThreats, 0.85, threatVerbs + " " + threatNamed + " with|at ~2 " + threatWeapons, false},
	{CategoryThreats, 0.85, threatVerbs + " me|us|my_family|my_kids|my_children|my_mum|my_mom|my_wife|my_girlfriend|my_boyfriend|my_sister|my_brother|my_friend|my_friends|my_colleague|my_daughter|my_son|her|him|them " + threatVictimGuard, false},
	{CategoryThreats, 0.85, threatVerbsPast + " " + threatNamed + " " + threatVictimGuard, false},
	{CategoryThreats, 0.85, passiveVictims + " " + passiveAux + " threatened ?again|repeatedly|constantly|daily|openly " + passiveAttackGuard + "|with_extinction|with_eviction|with_expulsion|with_exclusion|with_detention|with_legal_action|with_a_zero|with_a_bad_grade|with_suspension|with_dismissal|with_the_sack|with_closure|with_relegation|with_a_lawsuit|with_legal|with_being_fired|with_redundancy|with_a_bad_review|with_a_complaint|" + threatSchoolSanctions, false},
	{CategoryThreats, 0.85, threatSilenceSubjects + " hurt|harm|beat|beat_up|batter|stab|shoot|punch|rape|do_something_to|make_me_pay|break_my_legs|break_my_arm ?me|us|her|him|them|you ~1 if|unless ?i|we|she|he|you|they|ever|anyone ~1 " + threatTold, false},
	{CategoryHarassment, 0.85, "beat|beaten|kicked|knocked|punched the_shit|the_crap|the_hell|the_living_daylights out_of_me|out_of_him|out_of_her|out_of_us|out_of_them|out_of_my", false},
}

// categoryOrder fixes the order of Concern.Categories.
var categoryOrder = []string{CategoryThreats, CategoryHarassment, CategorySelfHarm, CategoryDiscrimination, CategorySafety}

// concernDetector holds the compiled concern rules.
type concernDetector struct {
	rules *phraseSet
	model *concernmodel.Model
	mlp   *concernmlp.Model
	// proverbs are the passages of concernProverbs, whose words the
	// classifier does not read (detect); nil reads every word.
	proverbs *phraseSet
}

// sharedConcernDetector is the concern detector of every Local: its
// rules, their index and its models are read only once built, and
// building them takes tens of milliseconds and several megabytes, which a
// program that makes many analysers (one per test server, say) would
// otherwise pay and hold for each.
var sharedConcernDetector = sync.OnceValue(newConcernDetector)

// newConcernDetector builds a concern detector (sharedConcernDetector).
func newConcernDetector() *concernDetector {
	d := &concernDetector{rules: compileConcernRules(), model: loadConcernModel(), mlp: loadConcernMLP(), proverbs: compilePhrases(concernProverbs)}
	// The index that matching reads is built now, not by the first text.
	d.rules.index()
	d.proverbs.index()
	return d
}

// concernProverbs are fixed proverbs of economy ("kill two birds with
// one stone", "zwei Fliegen mit einer Klappe schlagen", "faire d'une
// pierre deux coups", "matar dos pájaros de un tiro", "prendere due
// piccioni con una fava", "matar dois coelhos com uma cajadada") whose
// words of killing and striking the classifier reads as a threat ("Lass
// uns zwei Fliegen mit einer Klappe schlagen" was one): detect hides
// their words from the classifier's features, as if they were a clause
// break. The rules still read them, and training, which does not go
// through detect, sees every word, so the shipped weights reproduce.
var concernProverbs = []ruleSpec{
	{CategoryThreats, 0, "kill|killing|killed|kills two_birds_with_one_stone|two_birds_with_a_single_stone", false},
	{CategoryThreats, 0, "schlagen|schlagt|schlage|schlug|schlugen|geschlagen|zu_schlagen|schlagst ?wir|ihr|sie|man|du|ich|er ?damit|so|hier|da|dabei|gleich zwei_fliegen_mit_einer_klappe", false},
	{CategoryThreats, 0, "zwei_fliegen_mit_einer_klappe ?schlagen|schlagt|schlage|schlug|schlugen|geschlagen|zu_schlagen|schlagst", false},
	{CategoryThreats, 0, "d_une_pierre_deux_coups|d_une_seule_pierre_deux_coups", false},
	{CategoryThreats, 0, "matar|matamos|matemos|matan|mato|matando|matariamos|mataremos dos_pajaros_de_un_tiro|dos_pajaros_de_una_pedrada", false},
	{CategoryThreats, 0, "prendere|prendiamo|prendo|prende|preso|presi|prendendo|prenderemo|prenderemmo due_piccioni_con_una_fava", false},
	{CategoryThreats, 0, "matar|matamos|matam|mata|matei|matou|matando|matariamos|mataremos dois_coelhos_com_uma_cajadada|dois_coelhos_com_uma_so_cajadada ?so", false},
}

// compileConcernRules compiles the rules of all languages, then the
// untrained rules, the passages of harm by others and the idioms, each
// marked as such.
func compileConcernRules() *phraseSet {
	byOthers := make([]ruleSpec, len(concernHarmByOthers))
	for i, pattern := range concernHarmByOthers {
		byOthers[i] = ruleSpec{category: CategoryThreats, pattern: pattern}
	}
	return compilePhraseGroups(
		phraseGroup{specs: concernRules}, phraseGroup{specs: concernRulesDE}, phraseGroup{specs: concernRulesFR},
		phraseGroup{specs: concernRulesES}, phraseGroup{specs: concernRulesIT}, phraseGroup{specs: concernRulesPT},
		phraseGroup{specs: concernRulesUntrained, mark: func(r *phraseRule) { r.untrained = true }},
		phraseGroup{specs: byOthers, mark: func(r *phraseRule) { r.harmByOthers = true }},
		phraseGroup{specs: concernIdioms, mark: func(r *phraseRule) { r.idiom = true }},
		phraseGroup{specs: concernResolved, mark: func(r *phraseRule) { r.resolved = true }},
	)
}

// concernHarmByOthers are passages that tell harm done to the writer by
// another person: a verb in the third person before the harm verb ("er
// wird mich umbringen", "mein Mitbewohner will mich umbringen", "dass er
// mich umbringt", "vuole uccidermi", "quer me machucar", "va a
// lastimarme", "veut me faire du mal"). German, Italian, Spanish,
// Portuguese and French write "me" and "myself" with one pronoun
// ("mich", "-mi", "me"), so the self-harm rules of "mich umbringen",
// "uccidermi" or "me faire du mal" read both; a self-harm match inside
// one of these passages, or inside a match of a threat rule ("mein Ex
// will mich umbringen"), counts as a threat (rulesFor). They read only
// the verbs whose third person differs from the first ("wird", not
// "will" after "ich"; "hat versucht", not "versucht", which is also
// "ich habe versucht"; "vuole", not "voglio"; "va a", not "iba a", which
// is both), and they flag nothing themselves. Like concernRulesUntrained
// they were written since the classifier was trained: its training sees
// the self-harm matches as self-harm (ruleHits.trained), and the next
// retraining should read them as the detector does.
var concernHarmByOthers = []string{
	"wird|werden|hat_versucht|haben_versucht|droht|drohen|hat_gedroht|haben_gedroht|plant|planen|wollen|wollten ?. mich ~3 umbringen|umzubringen|toten|zu_toten|erschiessen|zu_erschiessen|vergiften|zu_vergiften|erhangen",
	"mich ~3 umbringt|totet|erschiesst|vergiftet|umbringen_wird|umbringen_werden|toten_wird|erschiessen_wird|vergiften_wird",
	"er|sie|man|jemand|einer|keiner|wer|ex|typ " + deModals + " ?. mich ~3 umbringen|umzubringen|toten|erschiessen|vergiften|erhangen",
	dePersonsOfMine + " ~3 " + deModals + " ?. mich ~3 umbringen|umzubringen|toten|erschiessen|vergiften|erhangen",
	"vuole|vogliono|vorrebbe|vorrebbero|vuol|cerca_di|cercano_di|cercava_di|ha_cercato_di|hanno_cercato_di|prova_a|provano_a|ha_provato_a|hanno_provato_a|minaccia_di|minacciano_di|ha_minacciato_di|hanno_minacciato_di|ha_giurato_di|sta_per|stanno_per|stava_per|potrebbe|potrebbero|riesce_a|va_a|vanno_a|viene_a|ha_deciso_di|hanno_deciso_di ~1 uccidermi|ammazzarmi|farmi_fuori|farmi_del_male|ferirmi|picchiarmi|accoltellarmi|bruciarmi|tagliarmi|impiccarmi",
	"quiere|quieren|va_a|van_a|intenta|intentan|amenaza_con|amenazan_con|piensa|piensan|planea|planean|trata_de|tratan_de|esta_intentando|estan_intentando ~1 hacerme_dano|lastimarme|cortarme|quemarme|matarme|apunalarme|pegarme|golpearme",
	"quer|querem|vai|vao|tentou|tentaram|tenta|tentam|ameaca|ameacam|ameacou|ameacaram|jurou|juraram|prometeu|pretende|pretendem|planeja|planejam|esta_tentando|estao_tentando ?de|a ~1 me_machucar|me_ferir|me_fazer_mal|me_cortar|me_queimar|me_matar|me_esfaquear|me_bater",
	"veut|veulent|voulait|voulaient|va|vont|allait|allaient|a_essaye_de|ont_essaye_de|a_menace_de|ont_menace_de|a_jure_de|peut|peuvent|pourrait|pourraient ~1 me_faire_du_mal|me_blesser|me_couper|me_tuer|me_bruler|me_frapper|me_poignarder",
}

// concernIdioms are passages in which a trained rule of their category
// reads an idiom, a game or an everyday use ("tired of living in this
// flat", "mon chat me suit partout", "vou explodir tudo no Minecraft",
// "leur rencontre a fait des étincelles", "I'll kill my brother if he
// eats my cake"): a match of a trained rule of the same category that
// shares a word with one of them does not count in the verdict
// (rulesFor). They flag nothing and unflag no untrained rule, which is
// narrowed in place; training still sees the trained rules' matches, so
// the shipped weights reproduce, and the next retraining should narrow
// those rules themselves (docs/analysis-languages.md).
var concernIdioms = []ruleSpec{
	// Tired of living somewhere or with someone, not of being alive.
	{CategorySelfHarm, 0, "tired|sick|fed_up ~1 of_living in|at|near|with|without|on|under|out_of|next_to|so_far|far|here|there|alone|abroad|downtown|off|together", false},
	// A rope tied for a swing, a tent, a boat or a load.
	{CategorySelfHarm, 0, "tied|tie|ties|tying ~2 rope|ropes ~6 swing|hammock|tent|boat|canoe|kayak|branch|package|parcel|box|roof_rack|trailer|harness|dog|goat|horse|mast|sail|bundle|suitcase|luggage|fence|post|pole|flag|banner|tarp|load|crate", false},
	// A pet, a child, a shadow or bad luck that follows one everywhere.
	{CategoryHarassment, 0, "chat|chatte|chien|chienne|chaton|chiot|fils|fille|bebe|ombre|frere|soeur|petit|petite|poisse|malchance|musique|odeur me_suit_partout|me_suivent_partout|me_suivait_partout", false},
	// Blowing everything up in a game, or records and sales.
	{CategoryThreats, 0, "explodir|explodo|explodimos|explodiu ~2 tudo|todos|todo_mundo ~3 no_minecraft|no_jogo|no_game|no_fortnite|no_roblox|no_gta|na_partida|no_videogame", false},
	{CategoryThreats, 0, "esplodere ~2 tutti|tutto|tutte ~2 i_record|record|i_like|like|le_vendite|vendite|gli_ascolti|ascolti|i_numeri|nel_gioco|su_minecraft|in_minecraft", false},
	{CategoryThreats, 0, "sprengen|sprengt|sprengte ~3 in_unity|in_minecraft|im_spiel|im_game|in_roblox|in_fortnite|im_videospiel|im_level", false},
	// Killing a sibling, a parent or a flatmate over food or a borrowed
	// thing: the hyperbole of a home.
	{CategoryThreats, 0, "kill|murder|strangle ~1 my_brother|my_sister|my_mum|my_mom|my_dad|my_roommate|my_flatmate|my_boyfriend|my_girlfriend|my_husband|my_wife|my_cat|my_dog ~3 eats|eat|ate|touches|touch|takes|take|took|finishes|finish|drinks|drink|borrows|borrow|wears|wear|steals|steal|spoils|spoil|uses|use|breaks|break", false},
	{CategoryThreats, 0, "tuer|etrangler ~1 mon_frere|ma_soeur|ma_mere|mon_pere|mon_coloc|ma_coloc|mon_copain|ma_copine|mon_chat|mon_chien ~3 mange|mangent|prend|prennent|finit|boit|emprunte|porte|casse|touche|vole", false},
	{CategoryThreats, 0, "matar ~1 a_mi_hermano|a_mi_hermana|a_mi_madre|a_mi_padre|a_mi_companero_de_piso|a_mi_companera_de_piso|a_mi_novio|a_mi_novia|a_mi_gato|a_mi_perro ~4 come|comen|coge|cogen|toma|termina|bebe|rompe|toca|roba|usa|se_come|se_bebe|se_lleva", false},
	// Sparks, chispas and fumes of idioms: a meeting that sparkles, an
	// angry person, a tired one, a sparked interest.
	{CategorySafety, 0, "rencontre|duo|couple|match|equipe|debat|concert|spectacle|prestation|joueur|joueuse|eleve|idee|soiree ~3 fait|font|a_fait|ont_fait|faisait|va_faire des_etincelles", false},
	{CategorySafety, 0, "jefe|jefa|profe|profesor|profesora|madre|padre|entrenador|entrenadora|ella|mama|papa|director|directora|tutor|tutora|cruzo_el_cable|cruzo_los_cables ~3 echaba|echa|echando|echaban|echan|echo|estaba_que_echaba chispas", false},
	{CategorySafety, 0, "running|run|runs|ran on_fumes", false},
	{CategorySafety, 0, "sparked ~1 my|our|his|her|their|an|a|the|real|new ~1 interest|curiosity|debate|discussion|idea|ideas|conversation|imagination|passion|love|enthusiasm", false},
	// Hurting someone's feelings, pride or chances, or someone's business
	// or standing in a match, a debate or the polls ("I'll hurt her
	// feelings if I cancel again", "we're going to hurt them next week in
	// the debate", "I'm going to hurt them financially").
	{CategoryThreats, 0, "hurt|hurting her|his|their|your|our|my feelings|pride|ego|chances|career|reputation|business|sales|image|credibility|grade|grades|ranking", false},
	{CategoryThreats, 0, "hurt|hurting him|her|them|you|us ~4 financially|economically|politically|in_the_polls|in_the_wallet|in_the_debate|in_the_final|in_the_match|in_the_game|in_the_standings|in_the_rankings|in_the_league|on_the_scoreboard|at_the_box_office", false},
	// A knife brought for a cooking class.
	{CategoryThreats, 0, "knife|knives ~5 cooking_class|cookery_class|cooking_lesson|cooking_course|baking_class|home_economics|food_tech", false},
	{CategoryThreats, 0, "couteau|couteaux ~5 cours_de_cuisine|atelier_cuisine|atelier_de_cuisine|cours_de_patisserie", false},
	{CategoryThreats, 0, "messer ~4 kochkurs|backkurs|kochunterricht|hauswirtschaft", false},
	// Watching out for a thing, a mistake or the weather ("the teacher
	// better watch out for complaints from parents", "you'd better watch
	// out for black ice"), not for the reader ("you'd better watch out for
	// yourself" stays a threat).
	{CategoryThreats, 0, "better_watch_out|better_look_out for any|ice|black_ice|traffic|cars|cyclists|pickpockets|scams|deadlines|potholes|complaints|typos|mistakes|snakes|ticks|bees|wasps|jellyfish|spelling|grammar|plagiarism|spoilers|bugs|errors", false},
	// A parent's anger: "Meine Mutter wird mich umbringen, wenn sie das
	// sieht".
	{CategorySelfHarm, 0, "mutter|vater|eltern|mama|papa|oma|opa|familie ~2 wird|werden|bringt|bringen ~1 mich ~2 umbringen|um ?. wenn|falls|sobald", false},
	// Blowing up photos or balloons; killing with kindness or questions,
	// and in games ("I'll blow up the photos from the ceremony", "voy a
	// matar al profesor a preguntas", "ti ammazzo a Fortnite"); a knife
	// brought for a cake or a picnic.
	{CategoryThreats, 0, "blow_up|blowing_up|blew_up ~2 photos|photo|pictures|picture|poster|posters|image|images|balloons|balloon|photographs|photograph", false},
	{CategoryThreats, 0, "kill|murder ~4 with_kindness|with_questions|with_compliments|with_love|with_hugs|with_cuteness", false},
	{CategoryThreats, 0, "matar|matare|mato ~3 a_preguntas|a_besos|a_abrazos|a_cosquillas|de_risa|con_preguntas|de_perguntas|de_rir|de_beijos|de_cocegas|de_tedio", false},
	{CategoryThreats, 0, "tuer|tue|tuerai ~3 de_questions|de_rire|de_bisous|avec_ses_questions|avec_mes_questions", false},
	{CategoryThreats, 0, "ammazzo|ammazzare|uccidere|uccido ~3 di_domande|di_baci|di_coccole|di_risate|dalle_risate|con_le_domande", false},
	{CategoryThreats, 0, "kill|kills|killing|matare|mato|matar|ammazzo|ammazzare|tuer|tue|toten|tote ~4 at_paintball|in_paintball|at_laser_tag|in_fortnite|en_el_fortnite|en_fortnite|a_fortnite|in_minecraft|en_minecraft|no_fortnite|dans_fortnite|sur_fortnite|at_fifa|in_fifa|en_el_fifa|al_fifa|a_fifa|no_fifa|in_warzone|im_spiel|in_the_game|en_el_juego|nel_gioco|no_jogo|dans_le_jeu", false},
	{CategoryThreats, 0, "knife|knives|coltello|coltelli|cuchillo|couteau|faca|messer ~4 birthday_cake|the_cake|a_cake|the_bread|bread|the_picnic|picnic|sandwiches|the_fruit|the_pizza|the_cheese|torta|il_pane|la_tarta|el_pan|le_gateau|le_pain|o_bolo|o_pao|kuchen|brot|corso_di_cucina|lezione_di_cucina|cours_de_cuisine|clase_de_cocina|aula_de_culinaria|kochkurs", false},
	// A hazard reported as fixed ("the loose cable in the gym has been
	// replaced", "das Gasleck wurde sofort behoben", "la escalera rota ya
	// la cambiaron", "o fio desencapado já foi consertado"): a participle
	// after an auxiliary, or a verb of mending before the hazard; a
	// negator stops the gap ("has not been fixed"), and German "muss
	// repariert werden" is no repair.
	{CategorySafety, 0, "wire|wires|wiring|cable|cables|leak|socket|sockets|outlet|outlets|glass|railing|handrail|ladder|stairs|steps|tiles|mold|mould|asbestos|heater|boiler|alarm|alarms|detector|detectors|extinguisher|extinguishers|sprinklers|hazard|plug|charger|fumes|spill|floorboards|exit|exits|door|doors|fire_exit|fire_exits|extinguishers_were|extinguisher_was ~8 has_been|have_been|had_been|was|were|got|is_now|are_now|it's_been|its_been|they've_been|finally|already|now|quickly|promptly ~1 fixed|repaired|replaced|secured|sorted|made_safe|cleaned_up|resolved|sealed|rewired|insulated|tightened|reconnected|cleared|unblocked|refilled|recharged|serviced", false},
	{CategorySafety, 0, "^haven't|hasn't|havent|hasnt|still|should_have|should've|could_have|must_have|to_be|needs_to_be|need_to_be|to fixed|repaired|replaced|secured|cleaned_up|sealed|rewired|insulated|tightened|cleared|unblocked|refilled|recharged|serviced ~4 wire|wires|wiring|cable|cables|leak|socket|sockets|outlet|outlets|glass|railing|handrail|ladder|stairs|steps|tiles|asbestos|heater|boiler|alarm|alarms|detector|detectors|extinguisher|extinguishers|hazard|plug|floorboards|exit|exits|fire_exit|fire_exits|fire_door|fire_doors", false},
	{CategorySafety, 0, "kabel|gasleck|gas|asbest|leitung|leitungen|steckdose|steckdosen|leiter|gelander|treppe|stufe|stufen|rauchmelder|feuerloscher|brandmelder|heizung|heizkorper|kurzschluss|brandgefahr|einsturzgefahr|decke|fliesen|scherben|geruste|notausgang|notausgange|fluchtweg|fluchtwege|notausgangen ~8 repariert|behoben|ersetzt|ausgetauscht|beseitigt|abgedichtet|gesichert|isoliert|erneuert|saniert|geloscht|festgeschraubt|weggeraumt|befestigt|freigeraumt|aufgefullt|gewartet !werden|wird|muss|musste|sollte|soll|gehort|gehoren", false},
	{CategorySafety, 0, "fils|cables|fuite|gaz|amiante|prise|prises|court_circuit|echelle|rampe|escalier|marche|detecteur|extincteur|extincteurs|radiateur|plafond|vitre|verre|carrelage|echafaudage|harnais|sortie|sorties|issue|issues|porte|portes|rambarde|garde_corps|alarme|alarmes|detecteurs ~8 a_ete|ont_ete|est|sont|enfin|deja|vite|rapidement ~1 repare|reparee|repares|reparees|remplace|remplacee|remplaces|remplacees|change|changee|changes|changees|securise|securisee|securises|isole|isoles|colmatee|colmate|regle|reglee|resolu|resolue|degagee|degagees|degage|degages|liberee|liberees|recharge|recharges|rechargee|rechargees|debloquee|debloquees", false},
	{CategorySafety, 0, "cable|cables|fuga|gas|amianto|asbesto|enchufe|enchufes|escalera|escaleras|barandilla|escalon|escalones|cortocircuito|techo|detector|extintor|extintores|radiador|cristal|cristales|vidrio|andamio|andamios|arnes|casco|cascos|cuerda|cuerdas|salida|salidas|puerta|puertas|detectores|alarma|alarmas ~8 ya|se|fue|fueron|ha_sido|han_sido|esta|estan|quedo|quedaron|finalmente|por_fin|rapidamente|enseguida|lo|la|los|las ~1 arreglado|arreglada|arreglados|arregladas|reparado|reparada|reparados|reparadas|cambiado|cambiada|cambiados|cambiadas|sustituido|sustituida|sustituidos|solucionado|solucionada|arreglaron|repararon|cambiaron|sustituyeron|solucionaron|arreglo|reparo|soluciono|despejada|despejado|despejadas|despejados|liberada|liberadas|recargados|recargadas|recargado|recargaron|recargo|despejaron", false},
	{CategorySafety, 0, "arreglaron|repararon|cambiaron|sustituyeron|despejaron|recargaron ~4 cable|cables|fuga|enchufe|enchufes|escalera|escaleras|barandilla|escalon|escalones|extintor|extintores|radiador|andamio|arnes|casco|cuerda|salida|salidas|puerta|puertas|detector|detectores|alarma|alarmas", false},
	{CategorySafety, 0, "filo|fili|cavo|cavi|fuga|gas|amianto|presa|prese|cortocircuito|scala|scale|ringhiera|gradino|gradini|soffitto|rilevatore|estintore|estintori|termosifone|vetro|vetri|impalcatura|imbracatura|casco|corda|scintille|uscita|uscite|porta|porte|rilevatori|allarme|allarmi ~8 stato|stata|stati|state|hanno|gia|finalmente|subito ~1 riparato|riparata|riparati|riparate|sostituito|sostituita|sostituiti|sostituite|sistemato|sistemata|sistemati|sistemate|risolto|risolta|aggiustato|aggiustata|aggiustati|messo_in_sicurezza|messa_in_sicurezza|messi_in_sicurezza|cambiato|cambiata|cambiati|isolato|isolati|liberata|liberate|liberato|liberati|ricaricati|ricaricato|ricaricate|ricaricata|sbloccata|sbloccate", false},
	{CategorySafety, 0, "fio|fios|cabo|cabos|vazamento|gas|amianto|tomada|tomadas|curto_circuito|escada|escadas|corrimao|degrau|degraus|teto|detector|extintor|extintores|aquecedor|vidro|vidros|andaime|andaimes|capacete|corda|cinto|faiscas|saida|saidas|porta|portas|detectores|alarme|alarmes ~8 foi|foram|ja|finalmente|esta|estao|ficou|ficaram|logo|o|a|os|as ~1 consertado|consertada|consertados|consertadas|trocado|trocada|trocados|trocadas|reparado|reparada|reparados|reparadas|arrumado|arrumada|arrumados|arrumadas|resolvido|resolvida|substituido|substituida|substituidos|isolado|isolados|consertaram|trocaram|arrumaram|liberada|liberadas|liberado|liberados|recarregados|recarregadas|recarregado|recarregada|desobstruida|desobstruidas|desbloqueada", false},
	// Beating everyone at a tournament, a quiz or laser tag ("os voy a
	// matar a todos en el torneo", "al laser tag vi faccio fuori tutti",
	// "beim Lasertag mache ich euch alle kalt").
	{CategoryThreats, 0, "tuer|tue|tuerai|buter|bute|descendre|massacrer|massacre|defoncer|defonce|ecraser|ecrase|exploser|explose|eclater|flinguer|flingue|detruire|detruis ~5 au_tournoi|en_finale|au_quiz|au_laser_game|au_laser|au_paintball|au_bowling|a_la_belote|au_babyfoot|au_baby_foot|au_ping_pong|au_pingpong|au_billard|aux_flechettes|a_mario_kart|au_uno|au_concours", false},
	{CategoryThreats, 0, "matar|mato|matare|reventar|machacar|aplastar|destrozar|cazar ~5 en_el_torneo|en_la_final|en_el_concurso|en_el_quiz|en_el_laser_tag|en_el_laser|en_el_paintball|en_la_pista|en_la_cancha|al_ajedrez|al_padel|al_mus|al_parchis|a_las_cartas|al_futbolin|al_ping_pong|al_pingpong|al_billar|a_los_dardos|al_mario_kart", false},
	{CategoryThreats, 0, "ammazzo|uccido|faccio_fuori|sparo|massacro|distruggo|stendo|asfalto|ammazziamo|uccidiamo|distruggiamo|asfaltiamo|stendiamo|massacriamo ~5 al_torneo|in_finale|alla_finale|al_quiz|al_laser_tag|a_laser_tag|al_paintball|a_paintball|a_calcetto|a_scacchi|a_briscola|a_scopa|a_carte|al_fantacalcio|a_padel|a_ping_pong|al_bowling|al_biliardino", false},
	{CategoryThreats, 0, "al_torneo|in_finale|alla_finale|al_quiz|al_laser_tag|a_laser_tag|al_paintball|a_paintball|a_calcetto|a_scacchi|a_carte|al_fantacalcio|a_padel|al_bowling|al_biliardino ~3 ti|vi|li ~1 ammazzo|uccido|faccio_fuori|sparo|massacro|distruggo|stendo|asfalto", false},
	{CategoryThreats, 0, "kill|killing|destroy|murder|slaughter|crush|smash ~4 in_the_final|in_the_derby|in_the_match|at_the_match|at_the_game|in_the_league|in_the_cup|at_the_tournament|in_the_tournament|on_the_pitch|on_the_court|at_the_quiz|in_the_quiz|at_the_pub_quiz|at_chess|at_bowling|at_darts|at_table_tennis|at_ping_pong|at_mario_kart|at_uno|at_monopoly|at_trivia", false},
	{CategoryThreats, 0, "kill|killing|beat|destroy ~2 boss_level|final_boss|end_boss|last_boss|raid_boss|boss_fight|zombies|the_zombies|the_dragon|monsters|the_monsters|creepers|npcs|mobs|the_mobs", false},
	{CategoryThreats, 0, "matar|detonar|arrasar|massacrar|destruir|esmagar|cacar ~5 no_torneio|na_final|no_quiz|no_laser_tag|no_paintball|no_campeonato|no_xadrez|no_truco|no_baralho|na_quadra|no_pebolim|no_boliche|na_sinuca|no_pingue_pongue|no_ping_pong|no_tenis_de_mesa|no_uno|no_domino|no_fifa|no_videogame", false},
	{CategoryThreats, 0, "beim_lasertag|beim_paintball|beim_turnier|im_turnier|im_finale|beim_quiz|beim_schach|beim_kicker|beim_bowling|beim_skat|beim_uno|beim_fifa|beim_tischtennis|beim_billard ~3 mach|mache|machen|bring|bringe|bringen|knall|knalle|stech|steche|vernichte|vernichten", false},
	{CategoryThreats, 0, "mach|mache|machen|bring|bringe|bringen|knall|knalle|vernichte|vernichten|hauen|haue|klatschen|klatsche ~5 beim_lasertag|beim_paintball|beim_turnier|im_turnier|im_finale|beim_quiz|beim_schach|beim_kicker|beim_bowling|beim_skat|beim_uno|beim_fifa|beim_tischtennis|beim_billard|beim_staffellauf|beim_wettkampf|beim_sportfest|beim_rennen|beim_lauf|im_pokal|beim_pokal|im_spiel|beim_spiel|im_match", false},
	// Shooting one's shot, a video or photos ("we're going to shoot the
	// promo video at the gym"); a threat of killing over one's cake, in German with
	// its comma ("Ich bring dich um, wenn du meinen Kuchen isst"); a
	// machine smashed for eating a coin ("je vais défoncer la machine à
	// café"). German "bring dich um" is also read as "kill yourself"
	// (harassment).
	{CategoryThreats, 0, "shoot|shooting my|your|his|her|our|their shot|shots", false},
	{CategoryThreats, 0, "shoot|shooting ?the|a|some|our|my|an|their|this|that|new|more ?promo|music|short|training|team|wedding|group|class|club|final|first|next|new|intro|product|welcome|demo video|videos|film|movie|photos|photo|pictures|scene|scenes|footage|episode|vlog|ad|advert|commercial|documentary|interview|trailer|photoshoot|clip|clips|reel|reels|tiktok|tiktoks|tutorial", false},
	{CategoryThreats, 0, "bring|bringe|bringen ~2 um ?. wenn|falls|sobald ~5 kuchen|pizza|schokolade|joghurt|brot|kaffee|ladekabel|ladegerat|sandwich|snack|pommes|kekse|muffin|muffins|essen|pausenbrot|tasse|nutella|chips ~1 isst|esst|klaust|klaut|trinkst|nimmst|nehmt|anfasst|wegnimmst|aufisst|aufesst|wegisst", false},
	{CategoryHarassment, 0, "bring|bringe|bringen ~2 um ?. wenn|falls|sobald ~5 kuchen|pizza|schokolade|joghurt|brot|kaffee|ladekabel|ladegerat|sandwich|snack|pommes|kekse|muffin|muffins|essen|pausenbrot|tasse|nutella|chips ~1 isst|esst|klaust|klaut|trinkst|nimmst|nehmt|anfasst|wegnimmst|aufisst|aufesst|wegisst", false},
	{CategoryThreats, 0, "defoncer|defonce|casser|casse|exploser|explose|tabasser|massacrer|frapper ~1 la_machine|le_distributeur|l_imprimante|la_photocopieuse|l_ordinateur|le_pc|mon_pc|mon_ordi|l_ordi|le_micro_ondes|le_projecteur|la_borne|le_wifi|la_box|le_routeur", false},
	// Hanging oneself out to dry; dying, killing oneself or jumping off a
	// bridge every time a printer jams or if a spreadsheet must be redone
	// ("me quiero morir cada vez que se atasca la impresora", "vou pular
	// da ponte se tiver que refazer essa planilha"), a machine's or a
	// form's hyperbole.
	{CategorySelfHarm, 0, "hang|hanging|hanged myself ?out to_dry", false},
	{CategorySelfHarm, 0, "kill_myself|shoot_myself|hang_myself|die|me_pendre|mourir|me_tuer|morir|morirme|matarme|me_matar|morrer|me_jogar|janela|sterben|umbringen|morire|ammazzarmi|uccidermi|spararmi|bridge|pont|puente|ponte|brucke|window|fenetre|ventana|finestra|roof|toit|tetto|telhado|azotea|dach ~3 every_time|each_time|whenever|cada_vez_que|toda_vez_que|sempre_que|a_chaque_fois_que|chaque_fois_que|ogni_volta_che|jedes_mal_wenn|jedes_mal_wann|immer_wenn|if|si|se|wenn|falls ~4 printer|wifi|wi_fi|internet|spreadsheet|excel|tableau|hoja_de_calculo|foglio_di_calcolo|projector|laptop|software|app|portal|login|password|update|imprimante|tableur|projecteur|logiciel|impresora|proyector|programa|stampante|foglio|proiettore|impressora|planilha|projetor|drucker|tabelle|beamer|computer|ordinateur|ordenador|computador|pc|moodle|teams|zoom|outlook", false},
	// Seagulls or wasps that harass a barbecue; a photographer or a dog
	// that follows one around all day.
	{CategoryHarassment, 0, "seagulls|gulls|wasps|mosquitoes|pigeons|geese|mowen|wespen|mucken|tauben|mouettes|goelands|guepes|moustiques|gaviotas|avispas|mosquitos|palomas|gabbiani|vespe|zanzare|piccioni|gaivotas|vespas|pernilongos|pombos ~3 harassed|harassing|belastigt|belastigten|harceles|harcelees|harcelaient|harcelent|acosaron|acosan|acosaban|acosando|molestato|molestati|molestavano|perseguitato|perseguitati|assediaram|assediavam|perseguiram", false},
	{CategoryHarassment, 0, "photographer|photographers|videographer|camera_crew|film_crew|dog|puppy|cat|kitten|toddler|nephew|niece|mascot|seagull|goose|duck|ducks ~3 followed_me_around|follows_me_around|keeps_following_me", false},
	// "ci avrebbe ammazzati": the participle, not "ammazzati" (kill
	// yourself).
	{CategoryHarassment, 0, "ci|vi|li|ha|hanno|avrebbe|avrebbero|abbiamo|avete|siamo|siete|sono|stati|state|saremmo|sareste|sarebbero|quasi ammazzati", false},
	// Sparks flying between two people or teams ("saltaban chispas entre
	// los dos equipos de debate").
	{CategorySafety, 0, "chispas|faiscas|faisca|scintille|etincelles|funken ~1 entre|tra|fra|zwischen", false},
	// A beating taken in a combat sport's class or bout ("the kickboxing
	// class beat the hell out of me", "beim Kickboxen wurde ich
	// vermöbelt", "no kickboxing me deram uma surra").
	{CategoryHarassment, 0, "kickboxing|boxing|sparring|mma|judo|karate|taekwondo|muay_thai|jiu_jitsu|krav_maga|wrestling|kickboxen|boxen|boxtraining|ringen|boxe|lutte|boxeo|lucha|lotta|luta|capoeira ~6 beat|beaten|kicked|knocked|punched|vermobelt|verprugelt|verdroschen|verhauen|zusammengeschlagen|demoli|tabasse|cogne|dieron_una_paliza|dieron_una_tunda|pegaron_una_paliza|massacrato|massacrata|menato|menata|pestato|pestata|bateram|deram_uma_surra|deram_uma_sova|deram_porrada|socaram|chutaram", false},
	{CategoryHarassment, 0, "beat|beaten|kicked|knocked|punched|vermobelt|verprugelt|verdroschen|verhauen|dieron_una_paliza|dieron_una_tunda|pegaron_una_paliza|massacrato|massacrata|menato|pestato|bateram|deram_uma_surra|deram_uma_sova|deram_porrada|socaram|chutaram ~6 kickboxing|boxing|sparring|mma|judo|karate|taekwondo|muay_thai|jiu_jitsu|krav_maga|wrestling|kickboxen|boxen|boxtraining|ringen|boxe|lutte|boxeo|lucha|lotta|luta|capoeira", false},
	// Stabbed in the back: a betrayal ("mi ha pugnalato alle spalle").
	{CategoryHarassment, 0, "pugnalato|pugnalata|pugnalati|pugnalate|accoltellato|accoltellata alle_spalle", false},
	// Wounds that a hospital or a first-aid course treats ("ferite da
	// arma da fuoco", "blessures par balle et au couteau"), and the
	// overdoses of a first-aid course.
	{CategorySafety, 0, "wounds|injuries|wunden|verletzungen|blessures|plaies|heridas|ferite|ferimentos|feridas ~5 gun|guns|knife|knives|waffen|messer|couteau|couteaux|arme|armes|arma|armas|arma_da_fuoco|armi_da_fuoco|faca|facas|bala|balas", false},
	{CategorySafety, 0, "wounds|injuries|wunden|verletzungen|blessures|plaies|heridas|ferite|ferimentos|feridas ~5 bala|balas|balle|balles|bullet|gunshot|schuss|proiettile ~4 knife|knives|messer|couteau|couteaux|cuchillo|coltello|faca|facas|arma_bianca|arma_blanca", false},
	{CategorySelfHarm, 0, "first_aid|erste_hilfe|premiers_secours|primeros_auxilios|primo_soccorso|primeiros_socorros|notfallkurs|sanitatskurs ~8 overdose|overdoses|uberdosis|uberdosen|sobredosis|sobredose", false},
	// Wanting to vanish or die after one's own blunder ("queria sumir
	// quando esqueci o microfone aberto", "j'avais envie de disparaître,
	// mon micro était allumé"): embarrassment, not self-harm.
	{CategorySelfHarm, 0, "queria|quis sumir|desaparecer|morrer ~1 quando|na_hora_que|no_momento_que|depois_que|assim_que|na_hora_em_que ~2 deixei|esqueci|tropecei|cai|derrubei|errei|troquei|confundi|espirrei|mandei|enviei|apertei|arrotei|dormi|gaguejei|liguei|chamei|leu|leram|mostrou|mostraram", false},
	{CategorySelfHarm, 0, "queria|quis|quise sumir|desaparecer|morrer|morir|morirme ?. ~8 microfone|micro|microfono|camera|camara|webcam|audio", false},
	{CategorySelfHarm, 0, "envie_de|voulais|voulu|aurais_voulu disparaitre|mourir ?. ~8 micro|microphone|camera|webcam", false},
	{CategorySelfHarm, 0, "envie_de|voulais|voulu|aurais_voulu disparaitre|mourir ~1 quand ~1 j_ai|je_me_suis ~1 appele|oublie|laisse|trebuche|renverse|fait_tomber|rote|bafouille|confondu|envoye", false},
	// English feedback that shares the words of self-harm, harassment and
	// safety rules in an ordinary sense: waking up late or this early,
	// overdose and self-harm taught in a course or asked about as a
	// policy, a will written in a law workshop, not going on a trip or
	// putting up with a printer, disappearing or sleeping for a weekend,
	// going to the gym, notes given away before a move, a burden on a
	// project group, extra revision as a punishment, drowning in emails, a
	// sparking socket or charger that was replaced, harassment training and
	// stalking a playlist. Each names the ordinary thing next to the rule's
	// words, so that the same words with a family, a bridge or "forever"
	// stay concerns (concern_precision_en_test.go); guards after a
	// lecture, a wish to disappear, harassment training, a stalked
	// playlist and a bone broken at sport give back the reports told
	// after them (concern_review10_test.go).
	{CategorySelfHarm, 0, "hope_i_don't_wake_up|hope_i_dont_wake_up|i_don't_wake_up|i_dont_wake_up|to_wake_up|wake_up ?this|that|so|too|as|really|very early|late|earlier|later|in_time|on_time|hungover !or_at_all|at_all|or_ever|or_never|and_never|or_not", false},
	{CategorySelfHarm, 0, "module|modules|course|lecture|lectures|seminar|unit|class|workshop|session|training|talk|lab|practical|textbook|simulation|exam|quiz|tutorial ~3 on|about|covers|covered|covering|cover|including|includes|included|discussed|discusses|explained|explains|taught|teaches ~3 overdose|overdoses|overdosing|self_harm !made_me|makes_me|make_me|gave_me|gives_me|reminded_me|reminds_me|triggered|brought_back|brings_back|and_i_realised|and_i_realized|and_i_realise|and_i_realize|and_i_keep|and_i_kept|and_i've|and_i_have|and_i_want|and_i_wanted|and_now_i|._i've|._i_have_been|._i_keep|._i_want|._i_realised|._i_realized", false},
	{CategorySelfHarm, 0, "overdose|overdoses crisis|response|management|prevention|awareness|deaths|reversal|kit|kits|statistics|rates|epidemic|training|protocol|protocols|antidote|antidotes", false},
	{CategorySelfHarm, 0, "naloxone|narcan ~4 overdose|overdoses", false},
	{CategorySelfHarm, 0, "if|what_if ~1 a|an|someone|somebody|anyone|one_of_my|one_of_our ~2 discloses|mentions|reports|admits|talks_about|tells_us_about|tells_me_about ~1 self_harm|self_harming|suicidal|suicide|an_overdose|overdose", false},
	{CategorySelfHarm, 0, "written|wrote|write|writing|drafted|drafting|draft my|a|our ?own will|wills ~6 workshop|exercise|estate_planning|probate|law_class|law_module|law_course|for_class|for_the_course|for_the_module|seminar|assignment|as_homework|law_school", false},
	{CategorySelfHarm, 0, "can't_go_on|cant_go_on|cannot_go_on ?the|a|an|my|our|this|that|any|another holiday|holidays|trip|trips|field_trip|excursion|placement|exchange|erasmus|course|leave|strike|vacation|tour|visit|ride|rides|break|retreat|camp|hike|residential|outing|study_abroad", false},
	{CategorySelfHarm, 0, "can't_go_on|cant_go_on|cannot_go_on ~6 printer|printers|wifi|wi_fi|internet|laptop|projector|software|portal|heating|noise|commute|parking|timetable|air_conditioning|chairs|canteen|queues|queue|coffee_machine|vending_machine|photocopier|website|login|microphone|sound_system", false},
	{CategorySelfHarm, 0, "wish_i_could_disappear ~4 weekend|week|day|days|holiday|holidays|summer|beach|mountains|island|library|cabin|hour|hours|afternoon|evening|month|spa|retreat|break|nap|vacation|trip|countryside|netflix|book|books !and_never|and_not|never|forever|for_good|for_ever|and_die|and_stop|and_end|and_then|then|or_forever|or_for_good|._forever|._everyone|._nobody|._no_one", false},
	{CategorySelfHarm, 0, "sleep_forever ~2 this_weekend|all_weekend|the_whole_weekend|over_the_weekend|until_monday|till_monday|until_noon|till_noon|on_saturday|on_sunday !and_never|and_not|never|forever", false},
	{CategorySelfHarm, 0, "can't_keep_going|cant_keep_going|cannot_keep_going to ?the|my|this|that|these|those|all|early ~1 gym|class|classes|lectures|lecture|seminars|seminar|meetings|library|canteen|office|shifts|events|practice|training|morning", false},
	{CategorySelfHarm, 0, "giving_my_stuff_away|giving_away|gave_away|give_away|given_away ~6 notes|lecture_notes|revision_notes|textbooks|course_books|freshers|first_years|charity_shop|for_charity|anyone_want|anyone_wants|anyone_interested|moving_to|move_to|relocating_to|emigrating_to|leaving_for", false},
	{CategorySelfHarm, 0, "a_burden|such_a_burden|just_a_burden on|to ?my|the|our group|team|group_project|project_group|lab_group|study_group|project|teammates|seminar_group", false},
	{CategorySelfHarm, 0, "punish|punishing|punished ~1 myself ~3 with|by extra_past_papers|extra_questions|extra_flashcards|extra_revision|revision|revising|homework|past_papers|flashcards|practice_questions|extra_practice|extra_study|extra_reading|studying|more_studying|more_revision|extra_homework", false},
	{CategorySafety, 0, "drowning|drowned|drown in ~2 emails|work|paperwork|assignments|coursework|deadlines|homework|debt|admin|marking|essays|reading|meetings|tasks|requests|messages|notifications|bills|forms|applications|tickets", false},
	{CategorySafety, 0, "^haven't|hasn't|havent|hasnt|still|never|should_have|should've|needs_to_be|need_to_be|to fixed|repaired|replaced|swapped|rewired|removed ?the|a|that|our|my|those|these|this socket|sockets|outlet|outlets|plug|plugs|cable|cables|wire|wires|charger|chargers|heater|heaters", false},
	{CategoryHarassment, 0, "anti_harassment|harassment|harrassment training|policy|policies|workshop|workshops|module|course|awareness|prevention|officer|officers|procedure|procedures|seminar|session|sessions|law|laws|legislation|helpline|advisor|adviser|advisors|e_learning|elearning|video|videos|quiz|refresher|guidance|guidelines|webinar|lecture|case_studies !._he_started|._he_keeps|._he_kept|._he_still|._he's|._he_has|._he_followed|._he_touched|._he_grabbed|._he_sent|._she_started|._she_keeps|._she_kept|._she_still|._she's|._she_has|._they_started|._they_keep|._they_still|._my_manager|._my_boss|._my_supervisor|._my_colleague|._a_colleague|he_started|she_started|they_started", false},
	{CategoryHarassment, 0, "stalking|stalked|stalks|stalk ?my|your|his|her|our|their|the spotify|playlist|playlists|strava|github|goodreads|letterboxd|duolingo|fantasy_team|leaderboard|wishlist|reading_list !to_find|to_find_out|to_see_where|to_work_out_where|to_know_where|to_track|to_follow|and_waits|and_turns_up|and_shows_up|and_follows|and_found|and_finds|and_messages|and_waited|and_turned_up|and_showed_up|and_followed", false},
	// A farewell before a move, a new job or a retirement, medication
	// taken as prescribed, a friend recovered from an overdose, a club, a
	// course or a contract ended, a landlord or a printer fought with, a
	// rope for climbing or camping, painkillers for an operation, a bone
	// broken at sport: each names the move, the prescription or the thing
	// next to the rule's words, so that the same words with "at once", "a
	// better place", "again" or a way of dying stay concerns
	// (concern_precision_en2_test.go).
	{CategorySelfHarm, 0, "saying_goodbye_to_everyone|said_goodbye_to_everyone|say_goodbye_to_everyone|this_is_goodbye|goodbye_message|goodbye_messages|goodbye_email|goodbye_emails ~4 ?. ~4 transferring|moving_to|moving_back|relocating|graduating|retiring|retirement|new_job|new_role|last_day_at|last_shift|year_abroad|left_the_company|leave_the_company|leaving_the_company|leaving_do|leaving_party|farewell_party|before_i_left|before_leaving !a_better_place|heaven|the_other_side|the_afterlife", false},
	{CategorySelfHarm, 0, "take|took|taking|swallow|swallowed ~1 all|the_whole ~2 pills|tablets|meds|medication|antibiotics|course as_prescribed|as_directed|like_the_doctor_said|like_my_doctor_said|the_doctor_prescribed", false},
	{CategorySelfHarm, 0, "recovered_from|got_over|survived|after|since ~1 his|her|their overdose ~6 doing_brilliantly|doing_well|doing_great|doing_fine|doing_much_better|fully_recovered|back_at_uni|back_at_work|back_at_school|back_in_class|thriving !but|._but|again", false},
	{CategorySelfHarm, 0, "end_it_all|end_it|end_things|ending_it|ending_things|ending_it_all with ~2 course|module|degree|gym|membership|contract|subscription|society|club|landlord|provider|tenancy|lease|choir|team|band|committee|course_and_start|job_and_start", false},
	{CategorySelfHarm, 0, "tired_of_fighting|sick_of_fighting ~1 with|over|about ~2 landlord|landlady|printer|council|bank|admin|insurance|letting_agent|letting_agency|agency|flatmate|flatmates|roommate|housemate|housemates|deposit|parking|bureaucracy|wifi|it_department|ticket|tickets|student_finance|finance_office|accommodation_office|laptop|the_timetable|software|my_brother|my_sister", false},
	{CategorySelfHarm, 0, "bought|got|have ~1 a_rope ~4 climbing|climbing_wall|bouldering|abseiling|camping|camping_trip|tent|hammock|boat|sailing|skipping|tug_of_war|crossfit|washing_line|clothesline|the_dog|my_dog|the_allotment|the_garden", false},
	{CategorySelfHarm, 0, "stocked_up_on|stocking_up_on ~3 painkillers|pills|tablets|meds ~6 before_my_operation|after_my_operation|before_my_surgery|after_my_surgery|before_surgery|after_surgery|the_surgeon|my_surgeon|the_dentist|my_dentist|as_prescribed|first_aid_kit|cold_and_flu", false},
	{CategorySafety, 0, "broke|broken|fractured|dislocated|snapped ~2 his|her|my|their|a|an ~1 arm|leg|wrist|ankle|collarbone|nose|finger|fingers|shoulder|elbow ~1 playing|skiing|snowboarding|at_rugby|at_football|at_netball|at_hockey|in_a_match|at_training|in_training|climbing|skateboarding ?rugby|football|netball|hockey|tennis|basketball|cricket|volleyball|badminton|squash|lacrosse|handball|five_a_side|frisbee !because|._because|as|._the|when|on_the|on_a|on_our|on_your|without|with_no|._nobody|._no_one|._no", false},
	// Round precision6, in German, French, Spanish, Italian and
	// Portuguese: a farewell message or a goodbye to everyone before a
	// new job, a move or a retirement; self-harm as the topic of a
	// teachers' course; a knife brought to cut cheese or sausages; one's
	// own dog that follows one around the flat; wishing to disappear
	// under the duvet, for a weekend in the mountains or without a
	// phone; a grandmother's medicines kept under lock and key; wanting
	// to die of how good a cake is; a blocked fire door a head teacher
	// had cleared; a pregnancy told with the chair or the leave it
	// brought. Each names the job, the weekend, the food or the
	// repair next to the rule's words, so that the same words with "for
	// ever", "before I kill myself", "to threaten me" or a negator stay
	// concerns (concern_precision6_test.go). Review14 narrowed them: no
	// free gap that can hold the dark words ("despedirme de todos antes de
	// suicidarme, mañana es mi último día"), nothing told after the knife,
	// the fix or the course ("und dann hat er es mir an den Hals
	// gehalten"), the help a pregnancy brought named
	// (concern_review14_test.go).
	{CategorySelfHarm, 0, "abschiedsnachricht|abschiedsmail|abschiedsbrief ~4 ?. ab ~5 anderen_firma|andere_firma|neuen_firma|neue_stelle|neuen_stelle|neuen_job|neuer_job|ruhestand|rente|umzug|ziehe|umziehe|letzter_arbeitstag|letzten_arbeitstag|wechsle|auslandssemester", false},
	{CategorySelfHarm, 0, "abschiedsnachricht|abschiedsmail|abschiedsbrief ~2 zum|zur|wegen|vor|nach|fur ?dem|den|die|der|meinem|meinen|meiner|meine|meinen_neuen|meine_neue ~1 anderen_firma|andere_firma|neuen_firma|neue_stelle|neuen_stelle|neuen_job|neuer_job|ruhestand|rente|umzug|ziehe|umziehe|letzter_arbeitstag|letzten_arbeitstag|wechsle|auslandssemester", false},
	{CategorySelfHarm, 0, "fortbildung|schulung|workshop|vortrag|seminar|kurs|weiterbildung|vorlesung|unterricht|infoabend|elternabend|fachtag|modul ~4 selbstverletzung|selbstverletzungen|selbstverletzendes|selbstverletzendem|selbstverletzendes_verhalten ?verhalten bei_jugendlichen|bei_kindern|bei_teenagern|bei_schulern|bei_schulerinnen|bei_schulkindern|im_jugendalter|in_der_schule|und_wie|und_wie_man|erkennen|vorbeugen|ansprechen|war_gut|war_sehr|war_informativ|war_hilfreich|war_spannend|fur_lehrkrafte|fur_lehrer|fur_eltern|fur_erzieher !hat_mich|hat_mir|haben_mich|erinnert|erinnerte|getriggert|triggert|und_ich|._ich|._seitdem|weil_ich|bei_mir", false},
	{CategoryThreats, 0, "messer|taschenmesser ~4 ?. ~1 um ~2 wurstchen|wurst|brot|kuchen|kase|gemuse|obst|fleisch|zwiebeln|tomaten|melone|torte|steaks ~1 zu_schneiden|aufzuschneiden|zu_schalen|zu_schnippeln|zu_teilen !und|aber|doch|dann|ohne|._und|._aber|._doch|._dann|._ohne|._die|._der|._das|._ein|._eine|._einer|._er|._sie|._es|._man|._keiner|._niemand|._wir|._ich|._mein|._meine|._sein|._seine", false},
	{CategorySafety, 0, "messer|taschenmesser ~4 ?. ~1 um ~2 wurstchen|wurst|brot|kuchen|kase|gemuse|obst|fleisch|zwiebeln|tomaten|melone|torte|steaks ~1 zu_schneiden|aufzuschneiden|zu_schalen|zu_schnippeln|zu_teilen !und|aber|doch|dann|ohne|._und|._aber|._doch|._dann|._ohne|._die|._der|._das|._ein|._eine|._einer|._er|._sie|._es|._man|._keiner|._niemand|._wir|._ich|._mein|._meine|._sein|._seine", false},
	{CategoryThreats, 0, "couteau|couteaux|opinel|canif|cuchillo|cuchillos|navaja|navajas|coltello|coltelli|faca|facas|canivete ~5 pour|para|per|pra ~1 couper|trancher|eplucher|cortar|pelar|partir|tagliare|affettare|sbucciare|descascar ~1 le_fromage|fromage|du_fromage|le_pain|le_saucisson|les_fruits|le_melon|la_pasteque|le_gateau|la_tarte|el_queso|queso|el_pan|la_fruta|el_jamon|la_sandia|el_melon|la_tarta|el_pastel|las_verduras|el_chorizo|la_tortilla|il_formaggio|formaggio|il_pane|la_frutta|il_salame|l_anguria|il_melone|la_torta|o_queijo|queijo|o_pao|a_fruta|as_frutas|o_salame|a_melancia|o_melao|o_bolo|a_torta !et_il|et_elle|et_me|et_m|et_l|et_la|et_le|et_a|et_s|puis|et_puis|y_me|y_lo|y_la|y_le|y_se|y_luego|y_despues|luego|despues|e_me|e_mi|e_lo|e_la|e_l|e_le|e_ha|e_si|e_poi|poi|e_ele|e_ela|e_encostou|e_apontou|e_ameacou|e_disse|e_se|e_depois|depois|sans|sin|senza|sem|sozinhas|sozinhos|sozinho|sozinha|solos|solas|seul|seule|seuls|seules|da_soli|da_solo|._et|._y|._e|._ma|._mas|._pero|._mais|._sans|._sin|._senza|._sem|._il|._elle|._ele|._ela|._uno|._una|._un|._uma|._um|._l_un|._l_une|._puis|._luego|._poi|._depois", false},
	{CategorySafety, 0, "couteau|couteaux|opinel|canif|cuchillo|cuchillos|navaja|navajas|coltello|coltelli|faca|facas|canivete ~5 pour|para|per|pra ~1 couper|trancher|eplucher|cortar|pelar|partir|tagliare|affettare|sbucciare|descascar ~1 le_fromage|fromage|du_fromage|le_pain|le_saucisson|les_fruits|le_melon|la_pasteque|le_gateau|la_tarte|el_queso|queso|el_pan|la_fruta|el_jamon|la_sandia|el_melon|la_tarta|el_pastel|las_verduras|el_chorizo|la_tortilla|il_formaggio|formaggio|il_pane|la_frutta|il_salame|l_anguria|il_melone|la_torta|o_queijo|queijo|o_pao|a_fruta|as_frutas|o_salame|a_melancia|o_melao|o_bolo|a_torta !et_il|et_elle|et_me|et_m|et_l|et_la|et_le|et_a|et_s|puis|et_puis|y_me|y_lo|y_la|y_le|y_se|y_luego|y_despues|luego|despues|e_me|e_mi|e_lo|e_la|e_l|e_le|e_ha|e_si|e_poi|poi|e_ele|e_ela|e_encostou|e_apontou|e_ameacou|e_disse|e_se|e_depois|depois|sans|sin|senza|sem|sozinhas|sozinhos|sozinho|sozinha|solos|solas|seul|seule|seuls|seules|da_soli|da_solo|._et|._y|._e|._ma|._mas|._pero|._mais|._sans|._sin|._senza|._sem|._il|._elle|._ele|._ela|._uno|._una|._un|._uma|._um|._l_un|._l_une|._puis|._luego|._poi|._depois", false},
	{CategoryHarassment, 0, "=mein|meine|unser|unsere hund|hundin|katze|kater|welpe|katzchen|kleiner|kleine|sohn|tochter ?hund|katze|kater verfolgt_mich|verfolgte_mich|verfolgen_mich ~1 uberall|in_der_wohnung|im_haus|durchs_haus|durch_die_wohnung|auf_schritt_und_tritt", false},
	{CategorySelfHarm, 0, "disparaitre sous_la_couette|sous_ma_couette|sous_les_draps|sous_mes_draps|sous_la_couverture|sous_un_plaid ~1 jusqu_a|jusqu_au|tout_le_week_end|ce_week_end|pour_le_week_end|le_week_end|quelques_heures|quelques_jours|avec_un_livre|avec_une_serie|avec_netflix", false},
	{CategorySafety, 0, "regle|resolu|repare|debloque|degage|libere ?tout_de_suite|immediatement|rapidement|vite|aussitot|hier|enfin|deja|en_urgence le_probleme_de_la|le_probleme_des|le_souci_de_la|le_souci_des|le_blocage_de_la|la|les|l porte_coupe_feu|portes_coupe_feu|sortie_de_secours|sorties_de_secours|issue_de_secours|issues_de_secours|porte_de_secours ~1 bloquee|bloquees|bloque|encombree|encombrees|obstruee|obstruees|fermee|verrouillee !mais|._mais|pourtant|._pourtant|sauf|._sauf|seulement|._seulement|que|qu|hier_mais|pour_la_visite|pour_l_inspection|pendant_la_visite|pendant_l_inspection|le_temps_de|._depuis|._elle|._les|._l_autre|._la_deuxieme|._personne", false},
	{CategorySafety, 0, "resolveu|resolveram|consertou|consertaram|liberou|liberaram|desbloqueou|desbloquearam|desobstruiu|desobstruiram ?logo|rapidamente|na_hora|ontem|hoje|finalmente|enfim|ja a|as|o_problema_da|o_problema_das|a_questao_da|a_questao_das porta_corta_fogo|portas_corta_fogo|saida_de_emergencia|saidas_de_emergencia|porta_de_emergencia|portas_de_emergencia|saida_de_incendio|rota_de_fuga ~1 bloqueada|bloqueadas|trancada|trancadas|fechada|fechadas|obstruida|obstruidas|com_cadeado|interditada !mas|._mas|porem|._porem|so|._so|so_pra|so_para|so_durante|do_primeiro|do_terreo|do_segundo|de_um|._a_do|._a_outra|e_depois|._depois|depois|continua|._continua|continuam|ainda|._ainda|._ninguem", false},
	{CategorySelfHarm, 0, "jubilo|jubilarme|jubilacion|me_mudo|mudanza|me_traslado|nuevo_trabajo|otra_empresa|dejo_la_empresa|cambio_de_trabajo|erasmus|ultimo_dia ~3 ?. ~1 queria|quiero|quisiera|me_gustaria|vengo_a|paso_a|aprovecho_para|quise|toca despedirme_de_todos !antes_de_morir|antes_de_matarme|para_siempre|antes_de_irme_para_siempre|antes_de_irme_a_un_lugar_mejor|antes_de_irme_de_este_mundo|antes_de_suicidarme|antes_de_quitarme_la_vida|porque_me_voy_a_matar|porque_me_mato|porque_no_quiero_vivir", false},
	{CategorySelfHarm, 0, "despedirme_de_todos ?. porque|pues|ya_que|que|ahora_que|es_que|antes_de|en|hoy_es|manana_es ~2 me_jubilo|jubilarme|me_mudo|mudarme|me_traslado|nuevo_trabajo|otra_empresa|erasmus|ultimo_dia", false},
	{CategorySelfHarm, 0, "aposentar|aposentadoria|aposento|mudar|mudanca|novo_emprego|outra_empresa|intercambio|ultimo_dia ~3 ?. ~1 queria|quero|gostaria_de|gostaria|venho|vim|aproveito_para|passo_para|preciso ?de me_despedir_de_todos !antes_de_morrer|antes_de_me_matar|para_sempre|pra_sempre|antes_de_ir_para_um_lugar_melhor|antes_de_partir_desta_vida|antes_de_me_suicidar|porque_vou_me_matar", false},
	{CategorySelfHarm, 0, "me_despedir_de_todos ?. porque|pois|ja_que|que|agora_que|antes_de|antes_da|antes_do|no|na|hoje_e|amanha_e ~2 aposentar|aposentadoria|me_mudar|mudanca|novo_emprego|outra_empresa|intercambio|ultimo_dia", false},
	{CategorySelfHarm, 0, "pastillas|pildoras|medicamentos|medicinas|remedios|somniferos|comprimidos ~1 de_mi_abuela|de_mi_abuelo|de_mis_abuelos|de_la_abuela|del_abuelo|de_mi_madre|de_mi_padre|del_bebe|de_los_ninos ~3 guardados|guardadas ~1 en_el_botiquin|en_un_botiquin|en_el_armario|en_un_armario ~1 con_llave|bajo_llave|cerrado_con_llave !para|._para|y_pienso|._pienso|hasta|y_los|y_las|y|._y|pero|._pero|ya|._ya|aunque|._aunque|._los|._las|._me|._son|._mi|._tengo|._he|._se|._son_mi|son_mi|._que", false},
	{CategoryDiscrimination, 0, "sono|essendo incinta ~3 mi_hanno_dato|mi_hanno_concesso|mi_hanno_offerto|mi_hanno_trovato|mi_danno|ho_ricevuto|ho_avuto ~2 sedia|una_sedia|la_sedia|sgabello|uno_sgabello|parcheggio|il_parcheggio|un_parcheggio|posto_auto|un_posto_auto|posto_a_sedere|un_posto_a_sedere|lavorare_da_casa|di_lavorare_da_casa|smart_working|lo_smart_working|il_permesso|un_permesso|permessi|i_permessi|piu_pause|pause|orario_ridotto|un_orario_ridotto|il_congedo|regalo|un_regalo|una_scrivania|un_cuscino|cuscino|gli_auguri|auguri|mansioni_piu_leggere|il_part_time|un_part_time|part_time|consigli|una_mano", false},
	{CategorySelfHarm, 0, "quiero|quisiera|ganas_de|me_gustaria desaparecer ~1 un_fin_de_semana|el_fin_de_semana|este_fin_de_semana|unos_dias|un_par_de_dias|una_semana|de_vacaciones|en_vacaciones|a_la_montana|a_la_playa|al_campo|sin_movil !y_no_volver|para_siempre|y_no_volver_nunca|y_no_volver_mas|y_luego|y_despues|luego|despues|o_mejor|._o_mejor|._o|o|o_para|._luego|._y_luego|._despues|y_no_volver_jamas|y_no_despertar|y_no_despertarme|y_morir|y_morirme|y_desaparecer|y_matarme|y_acabar|y_terminar|._ya_no|de_este_mundo", false},
	{CategorySelfHarm, 0, "voglio|vorrei|ho_voglia_di|sogno_di sparire|scomparire ~1 un_weekend|per_un_weekend|per_il_weekend|il_weekend|qualche_giorno|per_qualche_giorno|una_settimana|per_una_settimana|in_montagna|al_mare|in_vacanza|senza_telefono|senza_cellulare !e_non_tornare|e_non_tornare_piu|per_sempre", false},
	{CategorySelfHarm, 0, "quero|queria|vontade_de sumir|desaparecer ~1 um_fim_de_semana|no_fim_de_semana|este_fim_de_semana|uns_dias|por_uns_dias|alguns_dias|uma_semana|nas_ferias|na_praia|pra_praia|para_a_praia|sem_celular|sem_internet !e_nunca_mais_voltar|e_nao_voltar|pra_sempre|para_sempre|._entrar|entrar|e_entrar|._ou_melhor|ou_melhor|ou|._ou|e_depois|depois|._depois|e_nunca_mais|e_morrer|e_nao_acordar|e_me_matar|._e_nunca|e_sumir|de_vez|._de_vez|e_acabar|e_acabar_com_tudo|._nunca_mais|e_nao_existir", false},
	{CategorySelfHarm, 0, "vorrei|voglio|potrei|sto_per morire da_quanto e|era|erano|sono|e_stato|e_stata|e_stata_una|e_troppo|era_troppo|e_cosi|era_cosi ?troppo|cosi buona|buono|buoni|buone|bella|bello|belle|belli|divertente|divertenti|dolce|carino|carina|gustosa|gustoso|squisita|squisito !l_idea|la_sensazione|il_pensiero|smettere|non|farla|andarmene|morire|sparire", false},
	// precision7: song lines, a sugar or coffee overdose, a character's
	// overdose, the farewell letter of a novel or a lesson, hiding under
	// the duvet, not waking up so tired again, a cigarette that burns a
	// driver's fingers, a poster about harassment, strangling a printer,
	// a suicide mission of a deadline, a course about self-harm.
	// review18 narrowed them to leave real concerns told with their words
	// (a song word before the line, a play before the character, no "and
	// I" after the letter, no "until" after the duvet, no "but" after the
	// poster, not "my" suicide mission; concern_review18_test.go).
	{CategorySelfHarm, 0, "=cancion|la_cancion|canzone|la_canzone|musica|a_musica|lied|das_lied|cantar|cantando|cantamos|cantavamos|cantabamos|cantiamo|cantava|cantaba|canta|singen|singt|sang|refrain|ritornello|estribillo|refrao quiero_morir|voglio_morire|quero_morrer|ich_will_sterben en_tus_brazos|tra_le_tue_braccia|nos_teus_bracos|nos_seus_bracos|in_deinen_armen", false},
	{CategorySelfHarm, 0, "overdose|sobredosis|uberdosis di|de|d|an zuccheri|zucchero|sucre|acucar|azucar|cafe|caffe|chocolat|chocolate|cioccolato|zucker|kaffee|schokolade|serie|series|netflix", false},
	{CategorySelfHarm, 0, "piece|obra|spettacolo|film|filme|pelicula|serie|roman|romanzo|novela|romance|livro|libro|buch|theaterstuck|stuck|peca|opera|theatre|teatro|theater ?. ~1 personnage|protagonista|personaje|personagem|hauptfigur|heros|heroine|held|heldin meurt|muore|muere|morre|stirbt|nimmt ~2 overdose|sobredosis|uberdosis !et|e|y|und|._et|._e|._y|._und|._genau|._so|._das|._ich|._je|._eu|._yo|._io", false},
	{CategorySelfHarm, 0, "theaterstuck|stuck|film|buch|roman|serie ?. nimmt|stirbt_an ~2 die_hauptfigur|der_held|die_heldin|die_figur eine|einer uberdosis !und|._und|._genau|._so|._das|._ich", false},
	{CategorySelfHarm, 0, "disappear|disparaitre|sparire|desaparecer|sumir tellement_j_ai_honte|de_honte|dalla_vergogna|de_la_verguenza|de_verguenza|de_vergonha|de_tanta_vergonha|of_embarrassment|out_of_embarrassment !de_moi|de_moi_meme|d_exister|d_etre|de_vivre|pour_toujours|di_me|di_me_stessa|di_me_stesso|de_mi|de_mi_misma|de_mi_mismo|de_mim|de_mim_mesma|de_mim_mesmo|of_myself|forever|for_good|per_sempre|para_siempre|para_sempre|pra_sempre", false},
	{CategorySelfHarm, 0, "romanzo|novela|romance|roman|libro|livro|buch|film|krimi|tatort|serie con_una|com_uma|mit_einem|avec_une lettera_d_addio|carta_de_despedida|lettre_d_adieu|abschiedsbrief !habe_ich|hab_ich|und_ich|._ich|._und_ich|y_yo|._yo|y_escribi|._escribi|e_io|._io|e_ho|._ho|et_j|._j|et_moi|._moi|e_eu|._eu|e_escrevi|._escrevi", false},
	{CategorySelfHarm, 0, "l_heroine|le_heros|le_personnage|la_protagonista|il_protagonista|el_protagonista|a_protagonista|o_protagonista|die_hauptfigur|der_held|die_heldin ~1 ecrit|scrive|escribe|escreve|schreibt|laisse|lascia|deja|deixa|hinterlasst une|una|um|uma|einen lettre_d_adieu|lettera_d_addio|carta_de_despedida|abschiedsbrief", false},
	{CategorySelfHarm, 0, "en_cours_de|en_clase_de|na_aula_de|a_lezione_di ~1 francais|lettres|literatura|letteratura|italiano|espanol|lengua|portugues|historia|storia|histoire ~3 letto|leido|lido|lu|etudie|lemos|leimos|analizamos|analisamos|analizzato|analyse la|a lettera_d_addio|carta_de_despedida|lettre_d_adieu de|di|da|do|d|du|del|della|dello|dei|des", false},
	{CategorySelfHarm, 0, "im_deutschunterricht|im_literaturunterricht|im_literaturkurs|im_geschichtsunterricht ~3 den_abschiedsbrief von|des|aus", false},
	{CategorySelfHarm, 0, "disappear|disparaitre|sparire|desaparecer|sumir under_my_duvet|under_the_duvet|under_the_covers|sous_la_couette|sotto_il_piumone|sotto_le_coperte|debajo_del_edredon|bajo_el_edredon|debaixo_do_edredom|debaixo_das_cobertas until_monday|until_tomorrow|until_the_weekend|till_monday|till_tomorrow|jusqu_a_lundi|jusqu_a_demain|jusqu_au_week_end|hasta_el_lunes|hasta_manana|hasta_el_fin_de_semana|fino_a_lunedi|fino_a_domani|fino_al_weekend|ate_segunda|ate_amanha|ate_o_fim_de_semana|every|each|this|chaque|tous_les|toute_la|tout_le|ce|todos_los|todas_las|cada|este|esta|ogni|tutti_i|tutto_il|tutta_la|questo|questa|toda|todo|todas_as|todos_os|esse|essa", false},
	{CategorySelfHarm, 0, "non_risvegliarmi|non_svegliarmi mai_piu|piu cosi_a_pezzi|cosi_distrutto|cosi_distrutta|cosi_stanco|cosi_stanca|cosi_presto|tanto_stanco|tanto_stanca|a_pezzi|distrutto|distrutta|stanco|stanca|presto !di_vivere|della_vita|di_tutto|._voglio|._vorrei", false},
	{CategorySelfHarm, 0, "no_despertarme|no_despertar nunca_mas|mas tan_cansado|tan_cansada|tan_destrozado|tan_destrozada|tan_agotado|tan_agotada|tan_reventado|tan_reventada|tan_molido|tan_molida|tan_temprano|temprano|asi_de !de_vivir|de_la_vida|de_todo|._quiero", false},
	{CategorySelfHarm, 0, "nunca_mais_acordar|nao_acordar_mais tao_cansado|tao_cansada|tao_acabado|tao_acabada|tao_destruido|tao_destruida|tao_quebrado|tao_quebrada|tao_moido|tao_moida|tao_exausto|tao_exausta|tao_cedo|cedo|assim_cansado|assim_cansada|assim_acabado|assim_acabada|assim_destruido|assim_destruida|assim_moido|assim_moida|assim_exausto|assim_exausta !de_viver|da_vida|de_tudo|._quero", false},
	{CategorySelfHarm, 0, "nie_wieder|nie_mehr|nicht_mehr aufwachen vor_zehn|vor_neun|vor_acht|vor_sieben|vor_mittag|vor_dem_wecker|so_fruh|so_mude|so_kaputt|so_geradert|um_sechs|um_funf !bin|bin_ich|wie|vom|von|._ich|._so", false},
	{CategorySelfHarm, 0, "me_quemo|me_queme ~2 con ~1 el_cigarro|el_cigarrillo|un_cigarro|un_cigarrillo cada_vez_que_conduzco|cuando_conduzco|cada_vez_que_manejo|conduciendo|manejando|al_conducir|al_volante !porque|para|a_proposito|adrede|._porque|._para|._a_proposito|._lo_hago|._adrede", false},
	{CategorySelfHarm, 0, "me_brule|me_suis_brule avec ~1 ma_cigarette|une_cigarette|la_cigarette|ma_clope a_chaque_fois_que_je_conduis|chaque_fois_que_je_conduis|en_conduisant|au_volant|quand_je_conduis !expres|pour|parce_que|._expres|._pour|._parce_que|._je_le_fais", false},
	{CategoryHarassment, 0, "poster|posters|plakat|aushang|cartello|cartaz|cartel|affiche|flyer ~1 about|on|on_how_to|zum|zur|uber|sur|su|sul|sulle|su_come|sobre ~3 harassment|belastigung|molestie|assedio|acoso|harcelement ~2 is_clear|is_helpful|is_useful|ist_klar|ist_hilfreich|e_chiaro|e_utile|es_claro|es_util|e_claro|e_util|est_clair|est_utile !but|._but|yet|._yet|aber|._aber|._trotzdem|._doch|ma|._ma|eppure|._eppure|pero|._pero|._y_aun|._aun_asi|mas|._mas|._mesmo_assim|mais|._mais|._et_pourtant|._pourtant", false},
	{CategoryThreats, 0, "strangle|etrangler|estrangular|strangolare|erwurgen|erwurgt the_printer|the_copier|the_coffee_machine|l_imprimante|la_photocopieuse|la_impresora|a_impressora|la_stampante|den_drucker !guy|guys|man|woman|lady|girl|boy|dude|person|people|tech|technician|repairman|salesman|rep|bloke|mechanic|et_puis|e_poi|y_luego|e_depois|und_dann|._et_puis|._e_poi|._y_luego|._e_depois|._und_dann|._non|._no|._nein|._nao|and_then|._and_then", false},
	{CategorySelfHarm, 0, "^my|ma|mi|mia|minha|meine|mein mission_suicide|suicide_mission|mision_suicida|missione_suicida|missao_suicida|selbstmordmission", false},
	{CategorySelfHarm, 0, "laboratorio|corso|seminario|incontro|formazione|convegno|giornata|workshop|conferenza sull|dell|sul|di autolesionismo !mi|._mi|e_mi|._e_mi|ho|._ho|e_ho|io|._io|e_io|._e_io|che_mi|._non|non", false},
	{CategorySelfHarm, 0, "prevenzione|prevention|prevencion|prevencao|pravention ~2 overdose|sobredosis|uberdosis|overdoses", false},
	{CategoryThreats, 0, "^menace_de|a_menace_de|jure_de|a_jure_de|viendrait|viendra|vient|venir|veut|voulait nous_tuer|nous_achever|nous_detruire ~1 a_l_entrainement|en_entrainement|a_la_muscu|au_footing !si|._si|s_il|._s_il|avec_un|avec_une|avec_son|avec_sa|avec_ses|._avec|._il|quand|._quand", false},
}

// deModals are the German modal verbs whose third person singular is also
// the first ("er will", "ich will"): they tell harm by another after a
// person's name only.
const deModals = "will|wollte|mochte|mag|kann|konnte|soll|sollte|muss|musste|wurde|wurde_gern|wurde_am_liebsten"

// dePersonsOfMine are the persons a German writer names with a
// possessive or an article ("mein Mitbewohner", "meine Chefin", "der
// Ex-Freund"), which a passage of concernHarmByOthers may follow with a
// few words ("mein Ex von der Arbeit will mich umbringen"): "mein Leben
// will mich umbringen" is not among them.
const dePersonsOfMine = "mein|meine|dein|deine|sein|seine|ihr|ihre|unser|unsere|der|die|dieser|diese ?ex|neuer|neue|alter|alte ex|mitbewohner|mitbewohnerin|nachbar|nachbarin|chef|chefin|vorgesetzter|vorgesetzte|vater|stiefvater|mutter|stiefmutter|bruder|schwester|freund|freundin|exfreund|exfreundin|ex_freund|ex_freundin|partner|partnerin|mann|kollege|kollegin|lehrer|lehrerin|dozent|dozentin|professor|professorin|tutor|tutorin|trainer|trainerin|betreuer|betreuerin|ausbilder|ausbilderin|vermieter|vermieterin|mitschuler|mitschulerin|kommilitone|kommilitonin|onkel|cousin|stalker"

// ruleHits is what the rules found in a text: per category of
// categoryOrder, the noisy-or of the weights of the rules that fired (a
// support rule counts only when a primary rule of its category fired) and
// the words they matched.
type ruleHits struct {
	confidence [numCategories]float64
	trained    [numCategories]float64 // the confidence of the rules the classifier was trained with (concernRulesUntrained), in the categories of their rules (concernHarmByOthers)
	matches    [numCategories][]phraseMatch
	// untrainedStrong reports that a rule of concernRulesUntrained of at
	// least strongRuleConfidence counts in the verdict: it decides alone
	// (decideConcern).
	untrainedStrong bool
}

// numCategories is the number of serious-concern categories.
const numCategories = 5

// Indexes in categoryOrder.
var (
	threatsIndex  = slices.Index(categoryOrder, CategoryThreats)
	selfHarmIndex = slices.Index(categoryOrder, CategorySelfHarm)
	safetyIndex   = slices.Index(categoryOrder, CategorySafety)
)

// rulesFor runs the rules on words (of matchWords) with the negators of
// every language (phraseNegators), as training does; detect reads a text
// with the negators of its language (rulesWith, negatorsOf).
func (d *concernDetector) rulesFor(words []string) ruleHits {
	return d.rulesWith(words, phraseNegators)
}

// rulesWith is rulesFor with the negators of a language (negatorsOf).
func (d *concernDetector) rulesWith(words []string, negators map[string]bool) ruleHits {
	var h ruleHits
	var matches, passages, idioms []phraseMatch
	resolved := false
	for _, m := range d.rules.matchWith(words, negators) {
		switch {
		case m.rule.idiom:
			idioms = append(idioms, m)
			continue
		case m.rule.resolved:
			resolved = true
			continue
		case m.rule.harmByOthers || m.rule.category == CategoryThreats:
			passages = append(passages, m)
		}
		if !m.rule.harmByOthers {
			matches = append(matches, m)
		}
	}
	// ruleCats are the categories of the matches' rules, which training
	// sees; cats those they count in: a self-harm match inside a passage
	// of harm by another counts as a threat, a trained rule's match
	// that shares a word with an idiom of its category counts for
	// training only (-1), and so does a safety match in a text that tells
	// its hazard as fixed (concernResolved) and never as back or still
	// there (hazardRecurs).
	resolved = resolved && !slices.ContainsFunc(words, func(w string) bool { return hazardRecurs[w] })
	ruleCats, cats := make([]int, 0, len(matches)), make([]int, 0, len(matches))
	categorise := func(m phraseMatch) {
		c := slices.Index(categoryOrder, m.rule.category)
		ruleCats = append(ruleCats, c)
		switch {
		case !m.rule.untrained && slices.ContainsFunc(idioms, func(o phraseMatch) bool { return o.rule.category == m.rule.category && m.overlaps(o) }):
			c = -1
		case resolved && c == safetyIndex:
			c = -1
		case c == selfHarmIndex && slices.ContainsFunc(passages, m.within):
			c = threatsIndex
		}
		cats = append(cats, c)
	}
	for _, m := range matches {
		categorise(m)
	}
	// A rule matches a text once (matchWith). When an idiom took a
	// trained rule's match, the words after it are read again for that
	// rule (matchFrom, with the words before as its guards' context), so
	// that the same words said later in their dark sense still count
	// ("The overdose awareness talk didn't help, I still want to
	// overdose"). Such a match (from index again on) counts in the
	// verdict only: training sees the text as it was trained on.
	again := len(matches)
	for i := 0; i < len(matches); i++ {
		if cats[i] >= 0 || matches[i].rule.untrained {
			continue
		}
		if m, ok := d.rules.matchFrom(words, negators, matches[i].rule, matches[i].end); ok {
			matches = append(matches, m)
			categorise(m)
		}
	}
	// notAny and primary count every rule; notTrained and primaryTrained
	// the rules the classifier was trained with.
	var notAny, notTrained [numCategories]float64
	var primary, primaryTrained [numCategories]bool
	for c := range notAny {
		notAny[c], notTrained[c] = 1, 1
	}
	for i, m := range matches {
		if !m.rule.support {
			if cats[i] >= 0 {
				primary[cats[i]] = true
			}
			primaryTrained[ruleCats[i]] = primaryTrained[ruleCats[i]] || (!m.rule.untrained && i < again)
		}
	}
	for i, m := range matches {
		if c := cats[i]; c >= 0 && primary[c] {
			notAny[c] *= 1 - m.rule.weight
			h.matches[c] = append(h.matches[c], m)
			h.untrainedStrong = h.untrainedStrong || (m.rule.untrained && m.rule.weight >= strongRuleConfidence)
		}
		if c := ruleCats[i]; primaryTrained[c] && !m.rule.untrained && i < again {
			notTrained[c] *= 1 - m.rule.weight
		}
	}
	for c := range notAny {
		h.confidence[c] = 1 - notAny[c]
		h.trained[c] = 1 - notTrained[c]
	}
	return h
}

// detect returns the serious-concern verdict of text, whose language
// (DetectLanguage) is lang when known is true; otherwise detect tells it
// from the words it reads.
func (d *concernDetector) detect(text, lang string, known bool) Concern {
	var buf [64]string
	var spanBuf [64]wordSpan
	words, spans := matchWordSpans(text, buf[:0], spanBuf[:0])
	if !known {
		lang, _ = languageOf(text, words)
	}
	h := d.rulesWith(words, negatorsOf(lang))
	var fsBuf [768]uint32
	var ownerBuf [768]featureOwner
	featureWords := words
	if d.proverbs != nil {
		if ms := d.proverbs.match(words); len(ms) > 0 {
			featureWords = slices.Clone(words)
			for _, m := range ms {
				for i := m.start; i < m.end; i++ {
					featureWords[i] = clauseBreak
				}
			}
		}
	}
	fs, owner, grams := concernFeatures(featureWords, languageSetOf(lang), fsBuf[:0], ownerBuf[:0])
	fs = ruleFeatures(&h.confidence, fs)
	scores := concernScores(d.model, d.mlp, fs, grams, shippedCuts.rule)
	v := decideConcern(&scores, &h, shippedCuts)
	c := Concern{Categories: []string{}, IsSerious: v.serious, Confidence: v.confidence}
	if !v.serious {
		c.Reason = "No serious concern detected."
		if v.weak >= 0 {
			c.Reason = fmt.Sprintf("Weak signs of %s (%s), below the threshold.", categoryName(v.weak), quoteAll(matchedText(text, spans, h.matches[v.weak])))
		}
		return c
	}
	var parts []string
	for cat, name := range categoryOrder {
		if !v.categories[cat] {
			continue
		}
		c.Categories = append(c.Categories, name)
		evidence := matchedText(text, spans, h.matches[cat])
		if len(evidence) == 0 {
			contrib := d.contributions(cat, len(words), fs[:len(owner)], owner)
			evidence = topWords(text, words, spans, contrib, evidenceSkipped[lang], 3)
		}
		parts = append(parts, fmt.Sprintf("%s (%s)", categoryName(cat), quoteAll(evidence)))
	}
	c.Reason = "Possible " + strings.Join(parts, "; ") + "."
	return c
}

// matchedText returns the passages of text that the rules' matches ms
// cover, as written in text (spans are the places of the words the rules
// read) and in the order of the text: matches that overlap are quoted as
// one passage ("vais me jeter" and "me jeter sous un train" as "vais me
// jeter sous un train"), and a passage that stands twice once.
func matchedText(text string, spans []wordSpan, ms []phraseMatch) []string {
	ms = slices.Clone(ms)
	slices.SortFunc(ms, func(a, b phraseMatch) int { return cmp.Compare(a.start, b.start) })
	out := []string{}
	for k := 0; k < len(ms); k++ {
		start, end := ms[k].start, ms[k].end
		for k+1 < len(ms) && ms[k+1].start < end {
			k++
			end = max(end, ms[k].end)
		}
		p := text[spans[start].start:spans[end-1].end]
		if !slices.ContainsFunc(out, func(q string) bool { return strings.EqualFold(q, p) }) {
			out = append(out, p)
		}
	}
	return out
}

// contributions returns what each of n words adds to the classifier's
// score of category cat through features fs, which come from owner
// (concernFeatures): the words behind a verdict are those that add most.
// A pair's weight goes half to each of its words, so that "he said he'd
// stab me" credits "stab" with its half of the pairs "said … stab" rather
// than "said" with all of them.
func (d *concernDetector) contributions(cat, n int, fs []uint32, owner []featureOwner) []float32 {
	contrib := make([]float32, n)
	for i, f := range fs {
		v, o := d.model.Contribution(f, cat), owner[i]
		if o.first == o.second {
			contrib[o.first] += v
		} else {
			contrib[o.first] += v / 2
			contrib[o.second] += v / 2
		}
	}
	return contrib
}

// evidenceSkipped are the function words of each language, as matchWords
// folds them (lower case, accents folded, elisions split off), that a
// reason never quotes as the classifier's evidence: articles, pronouns,
// prepositions, conjunctions, auxiliaries, contractions ("he'd", "won't")
// and the verbs that report speech ("said", "gesagt", "dijo"), which
// frame a concern without naming it. A text of unknown language
// ("") skips none, as a function word of one language can be a word of
// weight in another (German "die", French and Spanish "son").
var evidenceSkipped = map[string]map[string]bool{
	LanguageEnglish:    wordSet("a|an|the|and|or|but|if|so|as|at|by|for|from|in|into|of|on|to|with|about|than|then|that|this|these|those|there|here|it|its|i|me|my|we|us|our|you|your|he|him|his|she|her|they|them|their|is|am|are|was|were|be|been|being|do|does|did|have|has|had|will|would|can|could|should|shall|may|might|must|just|also|very|too|what|which|who|when|where|how|why|not|no|all|any|some|one|up|out|over|again|still|even|i'm|it's|don't|can't|that's|while|after|before|because|since|until|till|every|each|only|through|under|behind|inside|onto|during|someone|somebody|anyone|anybody|nobody|everyone|everybody|something|anything|said|say|says|saying|told|tell|tells|telling|wrote|write|writes|written|keep|keeps|kept|i'd|you'd|he'd|she'd|we'd|they'd|i'll|you'll|he'll|she'll|we'll|they'll|i've|you've|we've|they've|you're|we're|they're|he's|she's|there's|isn't|aren't|wasn't|weren't|won't|wouldn't|couldn't|shouldn't|didn't|doesn't|haven't|hasn't"),
	LanguageGerman:     wordSet("der|die|das|den|dem|des|ein|eine|einen|einem|einer|eines|und|oder|aber|denn|dass|wenn|weil|als|wie|ob|so|auch|noch|schon|nur|sehr|ganz|mal|doch|ja|nein|nicht|kein|keine|ich|mich|mir|mein|meine|du|dich|dir|dein|er|sie|es|ihn|ihm|ihr|wir|uns|unser|euch|man|sich|zu|zum|zur|im|in|an|am|auf|aus|bei|mit|nach|von|vom|vor|fur|um|uber|unter|durch|gegen|ohne|ist|bin|bist|sind|seid|war|waren|sein|hat|habe|hast|haben|hatte|wird|werde|wirst|werden|wurde|kann|konnen|muss|mussen|soll|will|da|dann|hier|dort|was|wer|wo|wann|warum|diese|dieser|dieses|diesem|jetzt|immer|ins|beim|mehr|wieder|alles|jemand|jemandem|jemanden|niemand|niemandem|meinen|meinem|meiner|meines|deine|deinen|deinem|deiner|seine|seinen|seinem|seiner|ihre|ihren|ihrem|ihrer|jede|jeden|jedem|jeder|jedes|bis|seit|neben|obwohl|wahrend|nachdem|bevor|damit|hab|sagt|sagte|sagten|gesagt|sagen|schreibt|schrieb|geschrieben|erzahlt|erzahlte"),
	LanguageFrench:     wordSet("le|la|les|l|un|une|des|du|de|d|au|aux|et|ou|mais|donc|or|ni|car|que|qu|qui|quoi|dont|ou|si|comme|quand|je|j|me|m|moi|tu|te|t|toi|il|elle|on|nous|vous|ils|elles|se|s|lui|leur|leurs|mon|ma|mes|ton|ta|tes|son|sa|ses|notre|nos|votre|vos|ce|cet|cette|ces|c|ca|y|en|dans|sur|sous|pour|par|avec|sans|chez|vers|entre|pendant|est|suis|es|sommes|etes|sont|etait|ete|etre|ai|as|a|avons|avez|ont|avait|avoir|fait|ne|n|pas|plus|tres|trop|aussi|bien|tout|tous|toute|toutes|deja|encore|alors|puis|ici|la|dit|dire|disant|ecrit|ecrire|depuis|apres|avant|parce|quelqu|chaque|jusqu|devant|derriere|dessus|dessous|cote|va|vais|vas|vont|allait|serait|sera|seront"),
	LanguageSpanish:    wordSet("el|la|los|las|lo|un|una|unos|unas|y|e|o|u|ni|pero|sino|que|quien|cual|como|cuando|donde|si|porque|pues|de|del|a|al|en|con|por|para|sin|sobre|entre|hasta|desde|hacia|yo|me|mi|mis|tu|te|ti|tus|el|ella|le|les|se|su|sus|nos|nuestro|nuestra|vos|usted|ustedes|ellos|ellas|este|esta|esto|estos|estas|ese|esa|eso|esos|esas|es|soy|eres|somos|son|era|fue|fueron|ser|estoy|esta|estas|estamos|estan|estaba|estar|he|ha|has|han|hemos|habia|hay|tengo|tiene|tienen|no|ya|muy|mas|tan|tambien|aqui|alli|entonces|todo|todos|toda|todas|algo|nada|dijo|dijeron|dice|dicen|decir|diciendo|dicho|escribio|escribe|escrito|va|voy|vas|van|vamos|iba|durante|despues|antes|mientras|aunque|dentro|encima|detras|cada|alguien|nadie|vez"),
	LanguageItalian:    wordSet("il|lo|la|i|gli|le|l|un|uno|una|un|e|ed|o|ma|pero|che|chi|cui|come|quando|dove|se|perche|di|del|dello|della|dei|degli|delle|dell|a|al|allo|alla|ai|agli|alle|all|da|dal|dalla|dai|dall|in|nel|nello|nella|nei|negli|nelle|nell|con|su|sul|sulla|sull|per|tra|fra|io|mi|me|mio|mia|miei|mie|tu|ti|te|tuo|tua|lui|lei|gli|le|ne|ci|si|noi|voi|loro|suo|sua|suoi|sue|nostro|nostra|vostro|questo|questa|questi|queste|quello|quella|quest|quell|c|sono|sei|e|siamo|siete|era|ero|erano|stato|stata|essere|ho|hai|ha|abbiamo|avete|hanno|aveva|avere|non|gia|piu|molto|troppo|anche|ancora|poi|qui|qua|li|tutto|tutti|tutta|tutte|detto|dice|dicono|dicendo|dire|scritto|scrive|ogni|qualcuno|nessuno|durante|mentre|dopo|prima|dentro|sopra|sotto|dietro|va|vado|vai|vanno|sarebbe|sara|saro"),
	LanguagePortuguese: wordSet("o|a|os|as|um|uma|uns|umas|e|ou|mas|nem|que|quem|qual|como|quando|onde|se|porque|pois|de|do|da|dos|das|em|no|na|nos|nas|num|numa|ao|aos|com|por|pelo|pela|pelos|pelas|para|pra|pro|sem|sobre|entre|ate|desde|eu|me|mim|meu|minha|meus|minhas|tu|te|ti|teu|tua|voce|voces|ele|ela|eles|elas|lhe|lhes|nos|vos|seu|sua|seus|suas|nosso|nossa|este|esta|isto|estes|estas|esse|essa|isso|aquele|aquela|aquilo|sou|es|somos|sao|era|foi|foram|ser|estou|esta|estamos|estao|estava|estar|tenho|tem|temos|tinha|ter|ha|nao|ja|muito|mais|tao|tambem|aqui|ali|entao|tudo|todos|toda|todas|algo|nada|disse|disseram|diz|dizem|dizer|dizendo|escreveu|escreve|escrito|vai|vou|vamos|vao|depois|antes|durante|enquanto|dentro|cima|atras|cada|alguem|ninguem|dele|dela|deles|delas|vez"),
}

// categoryName is the name of category c of categoryOrder in a reason.
func categoryName(c int) string { return strings.ReplaceAll(categoryOrder[c], "_", "-") }

// quoteAll quotes each of texts and joins them with commas.
func quoteAll(texts []string) string {
	q := make([]string, len(texts))
	for i, p := range texts {
		q[i] = fmt.Sprintf("%q", p)
	}
	return strings.Join(q, ", ")
}

// topWords returns, as written in text, up to n words (spans) with the
// largest positive contributions, in the order of the text, leaving out
// the function words of the text's language (skip, see evidenceSkipped):
// they weigh in the classifier's features, as the words around them do,
// but quoted alone ("que", "und") they tell a reader nothing. A word
// that stands twice is quoted once; words next to each other in text are
// quoted together ("gave away"), and with the negator just before them
// ("nicht verlängert", "não existisse"), which their meaning needs.
func topWords(text string, words []string, spans []wordSpan, contrib []float32, skip map[string]bool, n int) []string {
	idx := make([]int, 0, len(contrib))
	for i, v := range contrib {
		if v > 0 && spans[i].end > spans[i].start && !skip[words[i]] {
			idx = append(idx, i)
		}
	}
	slices.SortStableFunc(idx, func(a, b int) int { return cmp.Compare(contrib[b], contrib[a]) })
	chosen := idx[:0]
	for _, i := range idx {
		if len(chosen) == n {
			break
		}
		if !slices.ContainsFunc(chosen, func(j int) bool { return words[j] == words[i] }) {
			chosen = append(chosen, i)
		}
	}
	slices.Sort(chosen)
	out := []string{}
	for k := 0; k < len(chosen); k++ {
		first := chosen[k]
		for k+1 < len(chosen) && chosen[k+1] == chosen[k]+1 {
			k++
		}
		if first > 0 && (phraseNegators[words[first-1]] || words[first-1] == "pas") {
			first--
		}
		out = append(out, text[spans[first].start:spans[chosen[k]].end])
	}
	return out
}

// Thresholds of the verdict on the classifier's score of a serious
// concern (the last of the scores, in weight units): above
// concernThreshold a text is serious; where the rules of a category reach
// strongRuleConfidence it is serious above concernRuleThreshold, so that
// the rules keep a short explicit statement ("I will kill you") and the
// classifier overrules them only when it finds the text clearly harmless
// ("the workshop on workplace harassment policies"); where they reach
// seriousThreshold only, above concernWeakRuleThreshold. The confidence is
// the logistic of the score's distance to the threshold over
// concernScale, and for a serious text at least the rules' confidence.
//
// They are chosen with a throwaway count of the scores on the
// development set (testdata/concern/dev, written without the detector;
// its counts alone may choose global thresholds). Rule 0 and weak rule
// 160 were chosen when the classifier learned testdata/concern/train3:
// rule 0 rather than 60 keeps short explicit threats that the classifier
// scores low ("Vengo a ucciderti.") for 2 more alarms, weak rule 160
// rather than 200 keeps "Me va a matar de un tiro." for none. Plain 180
// is, for the classifier that learned testdata/concern/train4, the
// lowest plain threshold at which neither the real tweets of
// TestConcernOrdinaryTextLanguages nor the English ordinary texts of
// TestConcernOrdinaryText raise more alarms than the detector before it
// did at its plain 220: there the development set finds 481 of its 535
// concerns with 134 alarms in its 1,445 harmless texts (the detector
// before: 475 with 161; this one at plain 200: 477 with 125, at 220: 468
// with 119). One threshold serves all six languages: chosen on each
// language's few hundred harmless texts, they moved by 30 with every
// retraining. Before train3 the thresholds were chosen by
// cross-validation on the training set (TestConcernCrossValidation);
// docs/analysis-languages.md and the history of this file tell how each
// revision moved them.
const (
	concernThreshold         = 180
	concernRuleThreshold     = 0
	concernWeakRuleThreshold = 160
	concernScale             = 65
)

// strongRuleConfidence is the rules' confidence in a category (the
// noisy-or of the weights of its rules that fire) from which they lower
// the threshold to concernRuleThreshold; from seriousThreshold up to it,
// they lower it to concernWeakRuleThreshold only. The rules of a lower
// weight are those that fire on a topic as well as on an incident
// ("racism", "bullying", "a knife", "shouted at me"), and a harmless text
// that names the topic is common; those of a threat, a self-harm
// statement or an attack (0.85 and more) seldom fire on one. Two weak
// rules together are strong ("racism" and "because I'm black"), and so is
// a word that the rules of two languages both read ("racismo" in Spanish
// and Portuguese): every language's rules run on every text.
const strongRuleConfidence = 0.85

// concernCuts are the thresholds of a verdict (decideConcern).
type concernCuts struct {
	plain, rule, weakRule float64
}

// shippedCuts are the thresholds of the detector.
var shippedCuts = concernCuts{plain: concernThreshold, rule: concernRuleThreshold, weakRule: concernWeakRuleThreshold}

// concernVerdict is the decision on a text.
type concernVerdict struct {
	serious    bool
	confidence float64
	categories [numCategories]bool
	weak       int // the category whose rules fired when not serious, or -1
}

// decideConcern decides on a text from the classifier's scores (one per
// category of categoryOrder, then the score of any serious concern) and
// the rules' hits, with the thresholds cuts (shippedCuts in the detector).
func decideConcern(scores *[numCategories + 1]float32, h *ruleHits, cuts concernCuts) concernVerdict {
	v := concernVerdict{weak: -1}
	s := float64(scores[numCategories])
	threshold := cuts.plain
	best := -1
	for c, conf := range h.confidence {
		switch {
		case conf >= strongRuleConfidence:
			threshold = min(threshold, cuts.rule)
		case conf >= seriousThreshold:
			threshold = min(threshold, cuts.weakRule)
		}
		if conf > 0 && (best < 0 || conf > h.confidence[best]) {
			best = c
		}
	}
	v.confidence = math.Round(1000/(1+math.Exp(-(s-threshold)/concernScale))) / 1000
	// An untrained rule of strongRuleConfidence decides alone: the
	// classifier never learned it, so it cannot tell where it misfires,
	// and each was written with look-alikes and fires on no harmless
	// labelled text (docs/analysis-languages.md).
	if s <= threshold && !h.untrainedStrong {
		v.weak = best
		return v
	}
	v.serious = true
	notAny := 1.0
	for _, conf := range h.confidence {
		notAny *= 1 - conf
	}
	v.confidence = max(v.confidence, 0.5, math.Round((1-notAny)*1000)/1000)
	found := false
	for c := range numCategories {
		if h.confidence[c] >= seriousThreshold || scores[c] > 0 {
			v.categories[c] = true
			found = true
		}
	}
	if !found {
		top := 0
		for c := range numCategories {
			if scores[c] > scores[top] {
				top = c
			}
		}
		v.categories[top] = true
	}
	return v
}
