package analysis

import "strings"

// This file holds the concern rules written since the classifier was last
// trained (concernRulesUntrained) and the word lists only they use; the
// trained rules are in concern.go and concern_<lang>.go.

// concernRulesUntrained are the rules written since the classifier was
// last trained. They take part in the verdict, and in the features of a
// text the classifier scores (ruleFeatures), as the others do, but its
// training texts, their features and their choice, see only the rules it
// was trained with (ruleHits.trained), so that training still reproduces
// the shipped weights byte for byte and a new rule does not move the
// other verdicts by a retraining's noise. A retraining (go generate
// ./analysis) moves them to the rules of their language
// (docs/analysis-languages.md).
var concernRulesUntrained = []ruleSpec{
	// Self-harm told with the pronoun before the verb, in Spanish ("me voy
	// a matar", "me quiero matar"), not the hyperbole of effort or
	// laughter after it ("me voy a matar estudiando", "me voy a matar de
	// la risa") or an accident ("casi me voy a matar con la bici"). The
	// bare present "me mato" ("si suspendo, me mato") is left out: it
	// folds as the past "me mató" does ("el examen me mató", "me mató la
	// última pregunta"), and with the guards tried it still fired on a
	// harmless text of the evaluation sets.
	{CategorySelfHarm, 0.9, "^casi|por_poco me_voy_a_matar|me_quiero_matar|me_tengo_que_matar|me_matare|me_voy_a_quitar_la_vida|me_quiero_quitar_la_vida|me_quito_la_vida !a|al|ao|de|del|do|da|con|com|en|no|na|por|para|pra|pa|todos|todas|cada|siempre|sempre|mucho|muito|tanto|estudiando|estudando|trabajando|trabalhando|haciendo|fazendo|corriendo|correndo|entrenando|treinando|jugando|jogando|limpiando|cocinando|bailando|riendo|riendome|rindo", false},
	// Italian ("mi ammazzo", "mi voglio uccidere", "se non passo l'esame mi
	// ammazzo"), not "mi ammazzo di lavoro", "dalle risate", "a studiare"
	// or "quasi mi ammazzo".
	{CategorySelfHarm, 0.9, "^quasi|per_poco mi_ammazzo|mi_uccido|mi_ammazzero|mi_uccidero|mi_voglio_ammazzare|mi_voglio_uccidere|mi_tolgo_la_vita|mi_voglio_togliere_la_vita !dalle|dalla|dal|dai|di|a|ad|al|alla|per|con|col|in|nel|nella|studiando|lavorando|ridendo|correndo|allenandomi", false},
	// Portuguese ("eu me matarei", "me vou matar"), not "me vou matar de
	// tanto estudar".
	{CategorySelfHarm, 0.9, "^quase|por_pouco me_matarei|me_vou_matar !de|do|da|a|ao|com|no|na|por|pra|para|estudando|trabalhando|rindo|correndo|treinando", false},
	// German with a word between the pronoun and the particle ("ich bringe
	// mich heute um") or the subject after the verb ("heute bringe ich mich
	// um"), not a time or a goal ("um acht", "um den Verstand").
	{CategorySelfHarm, 0.95, "ich bring|bringe ~1 mich ~2 um " + deNotAfterUm, false},
	{CategorySelfHarm, 0.95, "bring|bringe ich mich ~2 um " + deNotAfterUm, false},
	// German "mir etwas antun": of oneself, with "ich" as the subject ("ich
	// werde mir etwas antun", "ich tu mir was an"), and of another who
	// threatens, a threat ("mein Stiefvater will mir etwas antun", "dass
	// er mir etwas antut").
	{CategorySelfHarm, 0.9, "ich ~3 mir ?selbst etwas|was antun|anzutun", false},
	{CategorySelfHarm, 0.9, "ich tu|tue mir ?selbst etwas|was an !den|dem|der|die|das|meinen|meinem|meiner|einem|einer|einen", false},
	{CategoryThreats, 0.85, "^ich will|wird|wollen|werden|wollte|wollten|konnte mir etwas|was antun|anzutun", false},
	{CategoryThreats, 0.85, "er|sie|jemand|man|einer mir etwas|was antut|antun_will|antun_wird|antun_wollte", false},
	// Harm to oneself with the pronoun before the verb in Spanish and
	// Italian ("me voy a hacer daño", "me quiero cortar", "mi farò del
	// male"), not a haircut, a sport or an accident ("me voy a cortar el
	// pelo", "me voy a hacer daño con esta silla", "mi faccio male giocando").
	{CategorySelfHarm, 0.9, "^casi|por_poco me_voy_a_hacer_dano|me_quiero_hacer_dano|me_voy_a_lastimar|me_quiero_lastimar|me_voy_a_cortar|me_quiero_cortar|mi_faro_del_male|mi_voglio_fare_del_male|mi_faccio_del_male|mi_voglio_tagliare !el|la|los|las|lo|un|una|unos|mi|mis|i|il|le|gli|al|a|con|en|jugando|corriendo|entrenando|cocinando|col|nel|nella|sul|sulla|giocando|correndo|allenandomi|cucinando|per|de|del|di|da", false},
	// Touched "without permission" in Spanish and Portuguese ("mi jefe me
	// toca sin permiso", "meu chefe me toca sem permissão"); "me toca"
	// alone is also "it is my turn".
	{CategoryHarassment, 0.9, "me_toca|me_toco|me_tocan|me_tocaron|me_tocaba|me_tocou|me_tocam|me_tocaram|me_tocava|me_manosea|me_manoseo|me_apalpa|me_apalpou ~2 sin_permiso|sin_mi_permiso|sin_consentimiento|sin_mi_consentimiento|sem_permissao|sem_a_minha_permissao|sem_minha_permissao|sem_consentimento|sem_o_meu_consentimento|sem_meu_consentimento", false},
	// German "abstechen" with its particle at the end ("ich steche ihn
	// nach der Prüfung ab"), of a person named by a pronoun (not "ich
	// steche die Plätzchen ab").
	{CategoryThreats, 0.9, "ich|wir stech|steche|stechen ihn|dich|euch ~4 ab", false},
	// A weapon meant for a person ("I have a knife in my bag for the
	// teacher"), not for a picnic.
	{CategoryThreats, 0.85, "knife|gun|pistol|blade|machete|weapon ~4 for_the_teacher|for_my_teacher|for_the_tutor|for_my_tutor|for_the_professor|for_my_professor|for_my_boss|for_the_boss|for_my_manager|for_the_manager|for_my_ex|for_the_coach|for_my_coach|for_that_teacher|for_that_guy", false},
	// The fear that someone will kill or hurt me, told with the
	// subjunctive ("tengo miedo de que mi ex me mate", "j'ai peur que mon
	// ex me tue", "ho paura che il mio ex mi ammazzi", "tenho medo que meu
	// ex me mate"), not a parent's anger at a grade ("… me mate cuando vea
	// las notas", "… mi ammazzi se vede il voto") or an idiom ("me tue
	// avec ses blagues", "me mate de aburrimiento").
	{CategoryThreats, 0.85, "miedo|temo|terror|panico|asustada|asustado|aterrada|aterrado ~2 que ~3 me|nos mate|maten|haga_dano|hagan_dano|lastime|lastimen|apunale|apunalen|golpee|golpeen|viole|violen|dispare|disparen !cuando|si|en_cuanto|por|a_besos|a_cosquillas|de_risa|de_la_risa|de_aburrimiento|con_la_mirada|con_el_examen|con_los_examenes|con_los_deberes|con_tanto|con_sus", false},
	{CategoryThreats, 0.85, "peur|crains|craint|crainte|angoisse|terrifie|terrifiee ~2 que|qu ~3 me|nous tue|tuent|frappe|frappent|fasse_du_mal|fassent_du_mal|poignarde|poignardent|viole|violent|blesse|blessent !quand|si|lorsqu|lorsque|des_qu|de|d|avec|a|au|par", false},
	{CategoryThreats, 0.85, "paura|temo|terrore|panico|terrorizzata|terrorizzato ~2 che ~3 mi|ci ammazzi|ammazzino|uccida|uccidano|faccia_del_male|facciano_del_male|picchi|picchino|accoltelli|accoltellino|violenti !quando|se|appena|di|dal|dalle|dalla|con|a|al|all|alla|allo|alle|agli", false},
	{CategoryThreats, 0.85, "medo|temo|terror|panico|apavorada|apavorado ~2 que ~3 me|nos mate|matem|machuque|machuquem|bata|batam|esfaqueie|esfaqueiem|estupre|estuprem|agrida|agridam !quando|se|assim_que|de_tanto|de_rir|de_tedio|com_a_prova|com_as_provas|com_o_trabalho|com_tanto|ao_ver", false},
	// German "mir wehtun" of another who threatens ("mein Ex will mir
	// wehtun"), not "will mir nicht wehtun".
	{CategoryThreats, 0.85, deThreatSubjects + " will|wird|wollte|wollen|werden|droht|drohte ?. mir ?richtig|ernsthaft|wirklich wehtun|weh_tun|wehzutun|weh_zu_tun", false},
	// Being followed home, told in English and French ("someone follows
	// me home from the library", "un type me suit jusqu'à chez moi"), not
	// on social media or by a pet, a child or bad luck ("mon chat me suit
	// jusqu'à la maison", "la poisse me suit tous les jours").
	{CategoryHarassment, 0.85, threatReporters + " ?keeps|kept|always|still follows|followed|following me ?all_the_way home|to_my_car|to_my_room|to_my_dorm|to_my_flat|to_my_apartment|to_my_house|to_my_door|from_the_library|from_the_bus|from_work|from_class|after_class|after_work|around_campus|everywhere|to_the_bus_stop|to_the_station", false},
	{CategoryHarassment, 0.85, "^chat|chaton|chien|chiot|ombre|frere|soeur|fils|fille|bebe|petit|petite|poisse|malchance|chance|musique|odeur|reputation|passe|stress|fatigue|tristesse|peur|regard me|m|nous suit|suivait|suivent|suivaient|a_suivi|a_suivie|ont_suivi jusqu_a_chez_moi|jusque_chez_moi|chez_moi|a_la_maison|jusqu_a_ma_porte|jusqu_a_mon_appart|jusqu_a_mon_immeuble|dans_la_rue|jusqu_au_metro|jusqu_a_l_arret|jusqu_a_la_gare|tous_les_soirs|tous_les_jours|depuis_des_semaines", false},
	// A plan, and no point in going on, in English, Spanish and Italian
	// ("I have a plan for how to end it", "I don't see the point of going
	// on anymore", "ya no le veo sentido a seguir", "non vedo più il
	// senso di andare avanti"), not of a project, a course or a meeting
	// ("… of going on with this course", "… a seguir con la carrera").
	{CategorySelfHarm, 0.85, "plan|plans|planned|planning ~3 how_to_end_it|how_to_end_my_life|how_to_kill_myself|how_to_end_it_all|how_i_would_end_it !with|between|for|on|before|after", false},
	{CategorySelfHarm, 0.85, "don't|dont|do_not|can't|cant|cannot|no_longer|never see|find ?the|any point|reason in|of|to ~1 going_on|carrying_on|go_on|carry_on|keep_going|keep_living|going_on_living|being_here|being_alive|existing|waking_up|getting_up !with|in|at|to|for|without|like|about|when|this|the|a|an|my|our|early|before|studying|working|holiday|vacation|trips|dates", false},
	{CategorySelfHarm, 0.85, "no|ya_no ?le|les veo|encuentro ?ningun|ninguna sentido|razon|motivo a|para|en seguir|vivir|seguir_viviendo|seguir_adelante|levantarme|despertarme|existir|estar_aqui !con|en|estudiando|trabajando|aqui|yendo|haciendo|pagando|viniendo|asistiendo|al|a|este|esta|los|las|el|la|cuando|si|temprano", false},
	{CategorySelfHarm, 0.85, "non ?ci vedo|trovo ?piu ?il|un|alcun|nessun senso|motivo di|per|a andare_avanti|vivere|svegliarmi|alzarmi|esistere !con|in|a|qui|cosi|col|nel|nella|nello|questo|questa|il|la|lo|le|gli|i|quando|se|presto|studiando|lavorando", false},
	// A lecturer or a boss who asks for a date with a grade or a job in
	// the balance ("asked me out and said it would help my grade").
	{CategoryHarassment, 0.85, "asked_me_out|asked_me_on_a_date|asked_me_for_a_date|wanted_to_date_me|hit_on_me|invited_me_to_his_place|invited_me_to_her_place ~8 grade|grades|mark|marks|promotion|contract|reference|recommendation|shift|shifts|internship|my_job", false},
	// Fire and rescue equipment that does not work, in English and
	// Spanish ("the smoke detector in the dorm doesn't work", "el detector
	// de humo de la residencia no funciona").
	{CategorySafety, 0.85, "smoke_detector|smoke_detectors|smoke_alarm|smoke_alarms|fire_alarm|fire_alarms|fire_extinguisher|fire_extinguishers|sprinkler_system|fire_sprinkler|fire_sprinklers|emergency_lights|emergency_lighting|carbon_monoxide_detector|carbon_monoxide_alarm|defibrillator ~4 doesn't_work|don't_work|does_not_work|do_not_work|isn't_working|aren't_working|is_not_working|are_not_working|is_broken|are_broken|has_been_removed|have_been_removed|was_removed|were_removed|is_missing|are_missing|has_no_battery|have_no_batteries|has_been_disabled|was_disabled|is_disabled|are_disabled|is_expired|are_expired|has_expired", false},
	{CategorySafety, 0.85, "detector_de_humo|detectores_de_humo|alarma_de_incendios|alarmas_de_incendios|alarma_contra_incendios|extintor|extintores|aspersores|luces_de_emergencia|desfibrilador|detector_de_monoxido ~4 no_funciona|no_funcionan|esta_roto|estan_rotos|esta_rota|no_tiene_pilas|no_tienen_pilas|esta_vacio|estan_vacios|lo_quitaron|los_quitaron|la_quitaron|esta_desconectado|estan_desconectados|esta_desconectada|esta_caducado|estan_caducados", false},
	// Tap water that looks or smells wrong and people who fell ill, in
	// every language ("el agua del grifo sale marrón y varios se han
	// puesto enfermos").
	{CategorySafety, 0.85, "water ~5 brown|cloudy|yellow|dirty|smells|stinks|tastes ~8 got_sick|gotten_sick|fell_ill|are_sick|were_sick|been_sick|throwing_up|vomiting|threw_up|diarrhea|diarrhoea|food_poisoning", false},
	{CategorySafety, 0.85, "agua ~5 marron|turbia|sucia|amarilla|huele|apesta|sabe ~8 enfermos|enfermas|enfermado|se_han_puesto_malos|se_pusieron_malos|vomitando|vomitos|diarrea|intoxicados|intoxicadas|intoxicacion|dolor_de_estomago", false},
	{CategorySafety, 0.85, "agua ~5 marrom|turva|suja|amarela|fedendo|fede|cheirando ~8 passaram_mal|passou_mal|ficaram_doentes|ficou_doente|vomitando|vomitos|diarreia|intoxicados|intoxicadas|intoxicacao|dor_de_barriga", false},
	{CategorySafety, 0.85, "acqua ~5 marrone|torbida|gialla|sporca|puzza ~8 stati_male|stanno_male|sono_stati_male|vomitando|vomito|diarrea|intossicati|intossicate|intossicazione", false},
	{CategorySafety, 0.85, "eau ~5 marron|trouble|jaune|sale|sent|pue ~8 malades|tombes_malades|vomi|vomissent|vomissaient|diarrhee|intoxiques|intoxiquees|intoxication", false},
	{CategorySafety, 0.85, "wasser ~5 braun|trub|gelb|dreckig|stinkt|riecht ~8 krank|krank_geworden|erbrochen|ubergeben|durchfall|vergiftet|vergiftung", false},
	// A piece of the ceiling that fell, in German ("im Hörsaal ist ein
	// Stück der Decke heruntergefallen"), not "mir fällt die Decke auf den
	// Kopf".
	{CategorySafety, 0.85, "decke|deckenplatte|deckenplatten|putz|deckenverkleidung ~2 heruntergefallen|runtergefallen|herabgefallen|abgefallen|eingesturzt|eingebrochen", false},
	// Blowing up a building of the writer's school or work, in Italian,
	// Portuguese, Spanish and French ("domani faccio saltare in aria la
	// mensa", "vou explodir o refeitório", "voy a volar la cafetería", "je
	// vais faire sauter la cantine"), not a flight, anger or a game ("voy a
	// volar a Madrid", "vou explodir de raiva").
	{CategoryThreats, 0.85, "faccio|faro|faremo|facciamo|voglio_far|vado_a_far|vorrei_far saltare_in_aria|esplodere la_mensa|la_scuola|l_universita|l_aula|l_ufficio|il_campus|l_edificio|la_biblioteca|il_laboratorio|la_facolta|il_palazzo|la_sede|tutto !in_minecraft|nel_gioco|nel_videogioco|su_minecraft", false},
	{CategoryThreats, 0.85, "vou|vamos|quero|irei|vou_te ~1 explodir|mandar_pelos_ares|detonar|por_uma_bomba_no|por_uma_bomba_na|colocar_uma_bomba_no|colocar_uma_bomba_na o_refeitorio|a_escola|a_faculdade|a_universidade|a_sala|o_escritorio|o_campus|o_predio|a_biblioteca|o_laboratorio|o_bandejao|a_cantina|refeitorio|escola|faculdade|universidade|sala|escritorio|campus|predio|biblioteca|laboratorio|bandejao|cantina|tudo|todo_mundo !no_minecraft|no_jogo|no_game", false},
	{CategoryThreats, 0.85, "voy_a|vamos_a|quiero|pienso ~1 volar|hacer_explotar|explotar|poner_una_bomba_en|reventar la_cafeteria|el_comedor|la_escuela|el_instituto|la_facultad|la_universidad|el_aula|la_oficina|el_campus|el_edificio|la_biblioteca|el_laboratorio|la_cantina|todo|a_todos !en_minecraft|en_el_juego|en_el_videojuego", false},
	{CategoryThreats, 0.85, "je_vais|on_va|je_veux|j_vais|nous_allons ~1 faire_sauter|faire_exploser|poser_une_bombe_dans|poser_une_bombe_a la_cantine|l_ecole|la_fac|l_universite|l_amphi|la_salle|le_bureau|le_campus|le_batiment|la_bibliotheque|le_labo|le_lycee|le_college|la_cafeteria|tout|tout_le_monde !dans_minecraft|dans_le_jeu|sur_minecraft", false},
	// Not hired or dismissed for being pregnant, in Portuguese ("não fui
	// contratada porque estou grávida"), not missing a party for it.
	{CategoryDiscrimination, 0.85, "nao_fui_contratada|nao_me_contrataram|me_demitiram|fui_demitida|me_mandaram_embora|fui_mandada_embora|perdi_a_vaga|perdi_o_emprego|nao_renovaram_meu_contrato|nao_renovaram_o_meu_contrato|tiraram_a_minha_bolsa|tiraram_minha_bolsa|me_tiraram_do_projeto ~4 porque|por ~2 gravida|gravidez|gestante", false},
	// Tired of being alive, in German, Spanish, Italian, Portuguese and
	// French ("ich bin es leid zu leben", "estoy cansada de estar viva"),
	// not of living somewhere or like this ("cansada de vivir en esta
	// residencia", "stanca di vivere così").
	{CategorySelfHarm, 0.85, "leid|mude|satt ~1 zu_leben|am_leben_zu_sein|zu_existieren|noch_zu_leben !in|mit|wie|so|hier|unter|bei|im", false},
	{CategorySelfHarm, 0.85, "cansado|cansada|harto|harta ~1 de_estar_vivo|de_estar_viva|de_vivir|de_existir|de_seguir_vivo|de_seguir_viva !en|con|asi|aqui|de|del|como|lejos|solo|sola|sin", false},
	{CategorySelfHarm, 0.85, "stanco|stanca|stufo|stufa ~1 di_essere_vivo|di_essere_viva|di_vivere|di_esistere !in|con|cosi|qui|a|da|come|lontano|nel|nella|senza|solo|sola", false},
	{CategorySelfHarm, 0.85, "cansado|cansada ~1 de_estar_vivo|de_estar_viva|de_viver|de_existir !em|na|no|com|assim|aqui|longe|de|do|da|como|sem|sozinho|sozinha", false},
	{CategorySelfHarm, 0.85, "fatigue|fatiguee|marre|las|lasse ~2 d_etre_en_vie|de_vivre|d_exister !a|au|en|avec|comme|ainsi|ici|loin|dans|sans|seul|seule", false},
	// Threats received, in every language ("I keep getting anonymous
	// threats on my phone", "fico recebendo ameaças anônimas"), not of rain
	// or a strike, nor by software ("the antivirus keeps getting threats").
	{CategoryThreats, 0.85, "=i|i'm|im|i've|ive|we|we're|we've|keep|been|still|also|now|and|. getting|receiving|received|get|got|receive ~2 threats|death_threats|threatening_messages|threatening_texts|threatening_emails|threatening_calls !of_rain|of_a_strike|of_strikes|in_the_game", false},
	{CategoryThreats, 0.85, "sent_me|sending_me|sends_me|texted_me|messaged_me|emailed_me ~2 threats|death_threats|threatening_messages !of_rain|of_a_strike|in_the_game", false},
	{CategoryThreats, 0.85, "recibo|recibiendo|recibi|recibido|me_llegan|me_llegaron|me_mandan|me_mandaron|me_envian|me_enviaron ~2 amenazas !de_lluvia|de_tormenta|de_huelga", false},
	{CategoryThreats, 0.85, "ricevo|ricevendo|ricevuto|mi_arrivano|mi_sono_arrivate|mi_mandano|mi_hanno_mandato ~2 minacce !di_pioggia|di_sciopero", false},
	{CategoryThreats, 0.85, "recois|recu|recue|recevoir|recevons|recoit|recevais ~3 menaces !de_pluie|d_orage|de_greve", false},
	{CategoryThreats, 0.85, "bekomme|bekommen|erhalte|erhalten|kriege|gekriegt|bekam ~3 drohungen|morddrohungen|drohnachrichten|drohbriefe|drohanrufe", false},
	{CategoryThreats, 0.85, "recebendo|recebo|recebi|recebeu|chegam|chegaram|mandam|mandaram ~2 ameacas !de_chuva|de_tempestade|de_greve", false},
	// A structure about to collapse, in every language ("the scaffolding
	// is about to collapse", "el andamio se va a caer", "l'impalcatura sta
	// per crollare", "o andaime vai desabar").
	{CategorySafety, 0.85, "scaffold*|ceiling|roof|stage|balcony|stairs|staircase|shelving|racking|grandstand|bleachers|andamio|techo|tejado|escenario|balcon|escalera|estanteria|grada|gradas|impalcatura|soffitto|tetto|palco|balcone|scaffale|scaffalatura|tribuna|andaime|teto|telhado|varanda|sacada|escada|prateleira|arquibancada|gerust|decke|dach|buhne|balkon|treppe|regal|tribune|echafaudage|plafond|toit|escalier|etagere|gradins ~5 about_to_collapse|going_to_collapse|could_collapse_any|is_collapsing|se_va_a_caer|se_va_a_derrumbar|se_esta_cayendo|se_esta_derrumbando|a_punto_de_caerse|a_punto_de_derrumbarse|sta_per_crollare|sta_crollando|rischia_di_crollare|sta_cedendo|vai_desabar|vai_cair|esta_desabando|esta_a_desabar|prestes_a_desabar|prestes_a_cair|sturzt_gleich_ein|droht_einzusturzen|bricht_gleich_zusammen|va_s_effondrer|menace_de_s_effondrer|va_tomber|est_en_train_de_s_effondrer !de|del|di|da|dal|dalla|dalle|do|from|with|a|dans|en", false},
	// A threat to hurt a person of school or work, with its condition
	// ("I'm going to hurt my TA if he loses my homework again", "I'll beat
	// up my coworker if …"): the other rules read "kill", "stab" or
	// "murder" before any determiner, and a weaker harm before a pronoun
	// only. A role of threatRoles only, not family, friends, oneself or
	// a thing ("I'll hurt my brother if …", "it'll hurt my chances if
	// …"), with a first-person subject, not "this will hurt my manager
	// if we lose the contract".
	{CategoryThreats, 0.85, "i'll|ill|i_will|we'll|we_will|i'm_going_to|im_going_to|i_am_going_to|i'm_gonna|im_gonna|i_am_gonna|we're_going_to|we're_gonna|imma|ima|i_swear_i'll|i_swear_i_will ?literally|seriously|actually|fucking hurt|beat_up|punch|batter|strangle|choke|smash|stab|knife|deck the|that|this|my|our " + threatRoles + " ~6 if|unless", false},
	// French, German, Spanish, Italian and Portuguese: killing a person
	// of school or work, named by a role with its article or possessive,
	// where the rules of those languages read a pronoun or a
	// demonstrative only, or not the bare present ("je bute le chargé de
	// TD s'il …", "ich bring den Tutor um", "ich werde meinen Chef
	// umbringen", "juro que mato al tutor si …", "ammazzo il professore se …", "vou matar
	// meu chefe se …"); never a relative, a friend or a thing ("ich bring
	// meinen Bruder um", "voy a matar este examen", "vou matar a aula").
	// German tells the condition after a comma, where no rule reads: its
	// rules want the first person and the role, and no condition; the
	// others want "si", "s'il", "se" or "caso" in the clause.
	{CategoryThreats, 0.85, "je|j ~2 tue|tuer|tuerai|bute|buter|buterai|etrangle|etrangler|etranglerai|poignarde|poignarder|poignarderai|egorge|egorger|flingue|flinguer|flinguerai le|la|l|mon|ma|ce|cet|cette|notre " + frThreatRoles + " ~6 si|s", false},
	{CategoryThreats, 0.85, "ich|wir ~3 den|die|meinen|meine|diesen|diese|unseren|unsere " + deThreatRoles + " ~2 umbringen|umzubringen|toten|abstechen|abzustechen|kaltmachen|kaltzumachen|erschiessen|erwurgen|abknallen|verprugeln|zusammenschlagen", false},
	{CategoryThreats, 0.85, "ich|wir bring|bringe|bringen ~1 den|die|meinen|meine|diesen|diese|unseren|unsere " + deThreatRoles + " ~3 um " + deNotAfterUm, false},
	{CategoryThreats, 0.85, "mato|matare|voy_a_matar|vamos_a_matar|apunalo|apunalare|voy_a_apunalar|reviento|reventare|voy_a_reventar|estrangulo|voy_a_estrangular al|a_la|a_mi|a_ese|a_esa|a_este|a_esta|a_nuestro|a_nuestra " + esThreatRoles + " ~6 si", false},
	{CategoryThreats, 0.85, "ammazzo|uccido|ammazzero|uccidero|accoltello|accoltellero|strozzo|strozzero|faccio_fuori|faro_fuori|vado_ad_ammazzare|vado_a_uccidere|voglio_ammazzare|voglio_uccidere il|la|lo|l|quel|quella|quello|il_mio|la_mia|mio|mia|sto|sta|questo|questa " + itThreatRoles + " ~6 se", false},
	{CategoryThreats, 0.85, "mato|matarei|vou_matar|vamos_matar|esfaqueio|vou_esfaquear|espanco|vou_espancar|arrebento|vou_arrebentar|estrangulo|vou_estrangular o|a|meu|minha|o_meu|a_minha|nosso|nossa " + ptThreatRoles + " ~6 se|caso", false},
	// Finding you and hurting you, in the second person ("I'll find you
	// and hurt you for real", "ich finde dich und dann tu ich dir weh",
	// "je te retrouverai et je te ferai mal", "te encontraré y te haré
	// daño", "ti trovo e ti faccio male", "vou te encontrar e te machucar
	// de verdade"), where the rules before refuse what follows the harm
	// ("for", "de"); never a hug, a drink or a meeting ("I'll find you and
	// hug you", "te encontro no bar"), nor German "ich finde dich nett
	// und …", where "finden" is to think.
	// Nor a game ("ich finde dich und bring dich um, in Fortnite heute
	// Abend").
	{CategoryThreats, 0.85, "find_you|track_you_down|hunt_you_down|find_u ?later|again|first|tonight and ?then|i'll|i_will|we'll hurt_you|hurt_u|kill_you|kill_u|stab_you|beat_you_up|beat_the_shit_out_of_you|end_you|make_you_bleed|make_you_suffer|break_your_legs|break_your_face|break_your_neck|break_your_jaw|smash_your_face_in|put_you_in_hospital|put_you_in_the_hospital !feelings|in|on|at|with", false},
	{CategoryThreats, 0.85, "finde|finden|kriege|kriegen|erwische|erwischen dich|euch ?schon|noch|irgendwann|uberall und ~3 dir|euch weh|wehtun|weh_tun !im_spiel|in_fortnite|beim_paintball|beim_lasertag|in_minecraft|._im_spiel|._in_fortnite|._beim_paintball|._beim_lasertag|._in_minecraft", false},
	{CategoryThreats, 0.85, "finde|finden|kriege|kriegen|erwische|erwischen dich|euch ?schon|noch|irgendwann|uberall und ~3 dich|euch um|umbringen|kalt !im_spiel|in_fortnite|beim_paintball|beim_lasertag|in_minecraft|._im_spiel|._in_fortnite|._beim_paintball|._beim_lasertag|._in_minecraft", false},
	{CategoryThreats, 0.85, "te|vous trouver|retrouver|trouverai|retrouverai|trouve|retrouve|choper|choperai ?et|puis ~2 te|vous ferai_mal|faire_mal|ferai_du_mal|faire_du_mal|tuer|tuerai|buter|buterai|defoncer|defoncerai|casser_la_gueule|casserai_la_gueule|planter|planterai|crever|creverai !de|d|a|aux|au|avec|en|sur|dans", false},
	{CategoryThreats, 0.85, "te|os encontrare|encontrar|encuentro|buscare|pillare|pillo|voy_a_encontrar|voy_a_pillar y ~2 te|os hare_dano|hacer_dano|hago_dano|matare|matar|mato|reviento|reventare|partire_la_cara|parto_la_cara|apunalare|apunalo|lastimare|lastimo|pegare ?de_verdad|en_serio !de|del|con|en|a|al", false},
	{CategoryThreats, 0.85, "encontrarte|pillarte|buscarte|encontraros y ~2 hacerte_dano|lastimarte|matarte|reventarte|apunalarte|partirte_la_cara|pegarte ?de_verdad|en_serio !de|del|con|en|a|al", false},
	{CategoryThreats, 0.85, "ti|vi trovo|trovero|becco|becchero|vengo_a_cercare|verro_a_cercare|vengo_a_prendere|verro_a_prendere e ~2 ti|vi faccio_male|faro_male|faccio_del_male|faro_del_male|ammazzo|ammazzero|uccido|uccidero|spacco_la_faccia|spacchero_la_faccia|accoltello|accoltellero|massacro|massacrero|gonfio_di_botte ?sul_serio|davvero !con|al|alla|a|in|nel|nella|di|dal|dalle|su|sul", false},
	{CategoryThreats, 0.85, "vou|vamos|eu_vou|juro_que_vou ~1 te|vos encontrar|achar|pegar|cacar e ~2 te_machucar|te_matar|te_esfaquear|te_espancar|te_arrebentar|te_ferir|te_quebrar_todo|te_quebrar_a_cara|te_encher_de_porrada|te_dar_um_tiro|acabar_com_voce|acabar_contigo ?de_verdade|pra_valer|para_valer !de|do|da|no|na|nos|nas|em|num|numa|com", false},
	{CategoryThreats, 0.85, "te encontro|acho|pego e ~2 te_machuco|te_mato|te_esfaqueio|te_espanco|te_arrebento|te_quebro|acabo_com_voce|acabo_contigo ?de_verdade|pra_valer|para_valer !de|do|da|no|na|nos|nas|em|num|numa|com", false},
	// Ending up in hospital, in a wheelchair or in the ground as a
	// warning tied to what the reader does to the writer ("Keep it up
	// and you'll end up in hospital", "one more word and you'll end up in
	// a wheelchair", "mach so weiter und du landest im Krankenhaus",
	// "continua assim e você vai parar no hospital"): the warning starts
	// the clause and the "and" follows it at once, so that care about
	// health, work or sport does not fire ("if you keep working nights
	// you'll end up in hospital", "drink more water or …", "keep it up
	// with the all-nighters and …", "continue à boire et …"). "Keep it up"
	// and its kin ("mach so weiter", "sigue así", "continua così") are
	// also said in care ("keep it up and you'll end up in hospital" to a
	// friend who overworks): no word of the clause tells them apart, and
	// the rules take them as the threat they are more often in feedback.
	{CategoryThreats, 0.85, "=. " + enWarnings + " ?again|one_more_time|with_me and ~2 end_up|wind_up|be|land|go_home|leave in_hospital|in_the_hospital|in_a_wheelchair|in_the_ground|in_a_body_bag|in_a_coffin|in_intensive_care|in_the_icu|in_an_ambulance|six_feet_under|on_a_stretcher|in_a_box", false},
	{CategoryThreats, 0.85, "=. " + deWarnings + " ?noch_einmal|nochmal|noch_mal und ~1 du landest|liegst|endest|wirst|kommst ~2 im_krankenhaus|ins_krankenhaus|im_rollstuhl|in_den_rollstuhl|unter_der_erde|unter_die_erde|im_sarg|in_den_sarg|auf_der_intensivstation|auf_die_intensivstation|auf_dem_friedhof|auf_den_friedhof|in_der_notaufnahme|in_die_notaufnahme", false},
	{CategoryThreats, 0.85, "=. " + frWarnings + " ?encore|une_fois_de_plus et ~1 tu|vous ~2 finis|finiras|finir|finirez|termines|terminer|termineras|retrouves|retrouver|retrouveras|retrouverez a_l_hopital|a_l_hosto|en_fauteuil_roulant|en_chaise_roulante|sous_terre|six_pieds_sous_terre|dans_un_cercueil|dans_une_boite|aux_urgences|en_reanimation|a_la_morgue|au_cimetiere|sur_un_brancard", false},
	{CategoryThreats, 0.85, "=. " + esWarnings + " ?otra_vez|una_vez_mas y ~2 acabas|terminas|acabaras|terminaras|acabar|terminar|sales|saldras|sales_de_aqui en_silla_de_ruedas|en_el_hospital|en_urgencias|bajo_tierra|en_una_caja|en_un_ataud|en_la_uci|en_el_cementerio|en_camilla|en_una_camilla|en_una_ambulancia|con_los_pies_por_delante", false},
	{CategoryThreats, 0.85, "=. " + itWarnings + " ?ancora|di_nuovo e ~2 finisci|finirai|finire|ti_ritrovi|ti_ritroverai|ritrovarti|esci all_ospedale|in_ospedale|in_sedia_a_rotelle|sottoterra|sotto_terra|al_pronto_soccorso|in_rianimazione|al_cimitero|in_una_bara|in_barella|all_obitorio", false},
	{CategoryThreats, 0.85, "=. " + ptWarnings + " ?de_novo|outra_vez|mais_uma_vez e ~2 vai_parar|vai_acabar|acaba|para|vai_terminar|termina|sai|vai_sair|vai_ficar|fica no_hospital|num_hospital|na_cadeira_de_rodas|numa_cadeira_de_rodas|em_uma_cadeira_de_rodas|debaixo_da_terra|embaixo_da_terra|no_cemiterio|num_caixao|no_caixao|na_uti|no_pronto_socorro|de_maca|numa_maca|de_ambulancia|no_necroterio", false},
	// "See what happens to your face, your family, your car" as a
	// warning ("keep laughing at me and see what happens to your car and
	// your face", "du wirst sehen, was mit deiner Familie passiert", "tu
	// verras ce qui arrivera à ta voiture", "ya verás lo que le pasa a tu
	// familia", "vedrai cosa succede alla tua macchina", "vai ver o que
	// acontece com o seu carro"), of the reader's body, relatives and
	// car, not of a grade, a plant, dough or code ("see what happens to
	// your grade if you skip", "see what happens to the dough"), nor of a
	// car or a face told with a condition, a time or a treatment after it
	// ("… to your car if you skip the oil change", "… alla tua faccia con
	// questa crema"). English names the car only with the face or the
	// family after it ("your car and your face"): "see what happens to
	// your car" alone is as often a mechanic's advice, and none follows a
	// product or a habit tried ("use this cream and see what happens to your
	// face").
	// Nor a cream named after it ("…, wenn du die Creme nimmst").
	{CategoryThreats, 0.85, "^cream_and|lotion_and|serum_and|mask_and|moisturiser_and|moisturizer_and|sunscreen_and|product_and|routine_and|diet_and|it_and|this_and|that_and|them_and see|you'll_see|gonna_see|watch what_happens|what_will_happen|what'll_happen|what's_gonna_happen|what's_going_to_happen to ?your|ur ?car_and_your|car_and_ur|car_or_your " + enHarmedOwn + " !if|when|after|overnight|with|in|over|once|without|from|as", false},
	{CategoryThreats, 0.85, "=sehen_.|siehst_du_.|sehen_dann_.|sehen_wir_. was ?dann|noch|sonst mit deiner|deinem|deinen|eurer|eurem|euren familie|gesicht|kindern|frau|mann|freundin|freund|schwester|bruder|mutter|vater|beinen|zahnen|fresse|visage|auto|wagen|kiste|motorrad ?dann|noch|sonst passiert|geschieht|passieren_wird|geschehen_wird !._wenn_du_die_creme|._wenn_du_diese_creme|._wenn_du_die_maske|._wenn_du_diese_maske|._wenn_du_das_serum|._wenn_du_dieses_serum|._wenn_du_die_kur|._mit_der_creme|._mit_dieser_creme|._mit_dem_serum|._mit_diesem_serum|mit_der_creme|mit_dieser_creme|mit_dem_serum|mit_diesem_serum", false},
	{CategoryThreats, 0.85, "=verras|verrez|voir|vois ce_qui|ce_qu_il ~2 arrive|arrivera|arriver|passe|passera|passer a|au|aux ta|ton|tes|votre|vos " + frHarmedOwn + " !si|quand|apres|sans|en|avec|au_bout|demain", false},
	{CategoryThreats, 0.85, "=veras|ver|veran|vereis|veais lo_que ?le|les pasa|pasara|va_a_pasar|ocurre|ocurrira|sucede|sucedera|le_pasa|le_va_a_pasar a|al ?tu|tus|su|sus " + esHarmedOwn + " !si|cuando|despues|sin|con|en|al|a_la|si_no", false},
	{CategoryThreats, 0.85, "=vedrai|vedrete|vedere|vedi cosa|che_cosa|quello_che|che|cos ~1 succede|succedera|capita|capitera|accade|accadra a|alla|al|ai|alle|agli ?tua|tuo|tuoi|tue " + itHarmedOwn + " !se|quando|dopo|senza|con|in|col|al|alla", false},
	{CategoryThreats, 0.85, "=ver|veras|verao|vera o_que ?vai acontece|acontecer|acontecera|rola|rolar com|a|ao|na|no|nos|nas ?o|a|os|as seu|sua|seus|suas|tua|teu|tuas|teus " + ptHarmedOwn + " !se|quando|depois|sem|com|em|no|na|ao|a", false},
	// A crowd crush: a place so overcrowded that people were crushed or
	// trampled, in every language ("the venue was so overcrowded people
	// were getting crushed at the entrance", "so überfüllt, dass Leute
	// erdrückt wurden", "tan abarrotado que se aplastaba a la gente"), not
	// a packed bus told with a sardine ("crushed like sardines", "como
	// sardinas"), a win or a workload ("the arena was packed and we crushed
	// them", "aplastados por los exámenes"): the crushing verb is not
	// followed by an object, "like" or an agent.
	// Nor toes trodden on while dancing ("packed and my toes got crushed
	// while dancing").
	{CategorySafety, 0.85, "overcrowded|overcrowding|over_capacity|overfilled|overpacked|packed|rammed|crammed|jam-packed|jampacked ~10 crushed|trampled|getting_crushed|being_crushed|getting_trampled|being_trampled|crowd_crush|crush_at|crush_near !it|them|him|her|us|you|me|my|our|his|their|your|the|a|an|everyone|everybody|like|in|on|over|by|with|0|1|2|3|4|5|6|7|8|9|10|while_dancing|dancing|on_the_dance_floor", false},
	{CategorySafety, 0.85, "uberfullt|uberfullte|uberfullten|uberfulltes|uberlaufen|proppenvoll|rappelvoll|brechend_voll|gerammelt_voll|zum_bersten_voll|viel_zu_voll|uberfullung ~10 erdruckt|zerdruckt|zerquetscht|gequetscht|eingequetscht|totgetrampelt|niedergetrampelt|zertrampelt|getrampelt|massenpanik !wie|von|vom", false},
	// German tells the crowding and the crushing in two clauses ("so
	// überfüllt, dass Leute am Eingang erdrückt wurden"): persons crushed
	// or trampled at an entrance, a barrier or a stage, not by work or
	// debts ("von der Arbeit erdrückt") or like sardines.
	{CategorySafety, 0.85, "leute|menschen|personen|jemand|einige|mehrere|fans|besucher|besucherinnen|gaste|studenten|studierende|zuschauer|kinder ~3 am_eingang|am_einlass|am_ausgang|an_der_tur|an_der_absperrung|an_den_absperrungen|gegen_die_absperrung|gegen_die_absperrungen|gegen_das_gitter|vor_der_buhne|an_der_treppe|auf_der_treppe|im_gedrange|in_der_menge|an_der_kasse ~2 erdruckt|zerquetscht|totgetrampelt|niedergetrampelt|zertrampelt|uberrannt|gequetscht !wie", false},
	{CategorySafety, 0.85, "abarrotado|abarrotada|abarrotados|abarrotadas|petado|petada|atestado|atestada|masificado|masificada|hasta_los_topes|a_reventar|llenisimo|llenisima ~10 aplastaba|aplastaban|aplastados|aplastadas|aplastando|aplastado|aplastada|aplastarse|aplastarnos|pisoteados|pisoteadas|pisoteado|pisoteada|pisoteando|pisotearon|pisoteaba|estrujados|estrujadas|asfixiados|asfixiadas|se_asfixiaban|avalancha !como|por|al|a_los|a_las|en_la_final|en_el_partido|de|0|1|2|3|4|5", false},
	{CategorySafety, 0.85, "bonde|bondee|bondes|bondees|surpeuple|surpeuplee|plein_a_craquer|pleine_a_craquer|noir_de_monde|en_surnombre|blinde|blindee ~10 ecrases|ecrasees|ecrasee|ecrase|s_ecrasaient|se_faisaient_ecraser|se_sont_fait_ecraser|pietines|pietinees|pietine|pietinee|pietinaient|bousculade|ecrasement|etouffaient|etouffes|etouffees !comme|par|de|en_finale|au_match|les|la|le|l", false},
	{CategorySafety, 0.85, "sovraffollato|sovraffollata|sovraffollati|sovraffollate|strapieno|strapiena|stracolmo|stracolma|pieno_zeppo|piena_zeppa|gremito|gremita|affollatissimo|affollatissima|troppo_pieno|troppo_piena ~10 schiacciati|schiacciate|schiacciata|schiacciato|schiacciavano|calpestati|calpestate|calpestata|calpestato|calpestavano|travolti|travolte|soffocavano|soffocati|schiacciamento !come|da|dal|dalla|dai|dalle|di|in_finale|nella_partita|0|1|2|3|4|5", false},
	{CategorySafety, 0.85, "lotado|lotada|lotados|lotadas|superlotado|superlotada|superlotados|superlotadas|abarrotado|abarrotada|cheio_demais|cheia_demais|apinhado|apinhada ~10 esmagadas|esmagados|esmagada|esmagado|esmagando|esmagavam|pisoteadas|pisoteados|pisoteada|pisoteado|pisoteando|pisotearam|sufocando|sufocadas|sufocados !como|que_nem|feito|pelo|pela|pelos|por|na_final|no_jogo|de|do|da|0|1|2|3|4|5", false},
	// Several people with food poisoning from the canteen, the cafeteria
	// or a caterer, in every language ("three people got food poisoning
	// from the canteen this week", "drei Leute hatten eine
	// Lebensmittelvergiftung von der Mensa", "varios compañeros tuvieron
	// una intoxicación por la comida del comedor"): persons, a verb of
	// having or ending up, the poisoning, then the place. Not the fear of
	// it ("everyone is scared of getting food poisoning from the
	// canteen", "Angst vor einer Lebensmittelvergiftung"), a lecture or a
	// film about it, or a joke ("worth a food poisoning").
	{CategorySafety, 0.85, "^about|on|of|regarding|like people|students|colleagues|coworkers|co-workers|classmates|kids|children|friends|workers|guests|staff|us|of_us|of_them|several|many|everyone|everybody|half_the_class|half_the_office ~3 got|had|have|has|caught|came_down_with|ended_up_with|with|developed|were|are|all_got|been ~2 food_poisoning|food-poisoning|food_poisoned ~5 canteen|cafeteria|dining_hall|refectory|mensa|caterer|caterer's|caterers|catering|lunch_hall|canteen's|cafeteria's|staff_canteen|school_lunch|school_lunches", false},
	{CategorySafety, 0.85, "leute|personen|studenten|studentinnen|studierende|kommilitonen|kommilitoninnen|kollegen|kolleginnen|mitarbeiter|mitarbeiterinnen|schuler|schulerinnen|kinder|freunde|gaste|wir|von_uns|mehrere|viele|einige|etliche ~2 hatten|haben|hat|hatte|bekamen|bekommen|holten_sich|haben_sich|sind|waren|lagen|liegen ~3 eine_lebensmittelvergiftung|ne_lebensmittelvergiftung|lebensmittelvergiftungen|lebensmittelvergiftet|mit_lebensmittelvergiftung|mit_einer_lebensmittelvergiftung ~5 mensa|kantine|cafeteria|caterer|catering|mensaessen|kantinenessen|schulessen|schulkantine|betriebskantine", false},
	{CategorySafety, 0.85, "personnes|gens|eleves|etudiants|etudiantes|collegues|enfants|camarades|potes|amis|copains|d_entre_nous|plusieurs|beaucoup|nous|on ~3 ont_eu|avaient|a_eu|ont_attrape|ont_chope|sont|sont_tombes|sont_tombees|se_sont_retrouves|ont_fini|etaient|ont_ete|ont|avec ~1 une_intoxication|intoxication|intoxications|intoxiques|intoxiquees|intoxication_alimentaire ~5 cantine|cafeteria|self|resto_u|restaurant_universitaire|ru|traiteur|crous|cantoche|refectoire|restau_u", false},
	{CategorySafety, 0.85, "personas|gente|companeros|companeras|alumnos|alumnas|estudiantes|ninos|ninas|trabajadores|empleados|compis|amigos|amigas|varios|varias|muchos|muchas|de_nosotros|de_clase ~3 tuvieron|han_tenido|tienen|pillaron|han_pillado|cogieron|acabaron|acabaron_con|terminaron|terminaron_con|quedaron|salieron|estan|estuvieron|resultaron|sufrieron|han_sufrido|con ~1 una_intoxicacion|intoxicacion|intoxicados|intoxicadas|intoxicacion_alimentaria ~5 comedor|cafeteria|cantina|catering|comedor_escolar|comedor_universitario", false},
	{CategorySafety, 0.85, "persone|gente|colleghi|colleghe|studenti|studentesse|compagni|compagne|ragazzi|ragazze|bambini|alunni|amici|di_noi|diversi|diverse|parecchi|parecchie|molti|molte|tanti|tante ~3 hanno_avuto|avevano|hanno|abbiamo_avuto|sono_finiti|sono_finite|sono_stati|sono_state|erano|con|hanno_preso|si_sono_presi|si_sono_beccati|abbiamo_preso|ci_siamo_presi ~1 un_intossicazione|intossicazione|intossicazioni|intossicati|intossicate|intossicazione_alimentare ~5 mensa|caffetteria|catering|refettorio|mensa_aziendale|mensa_universitaria", false},
	{CategorySafety, 0.85, "pessoas|gente|colegas|alunos|alunas|estudantes|criancas|funcionarios|amigos|amigas|de_nos|varios|varias|muitos|muitas|galera|turma ~3 tiveram|tinham|pegaram|ficaram|estao|estavam|acabaram|acabaram_com|com|sofreram|foram_parar|tiveram_uma ~1 intoxicacao|intoxicacoes|intoxicados|intoxicadas|intoxicacao_alimentar ~5 bandejao|refeitorio|cantina|cafeteria|restaurante_universitario|ru|no_bandejao|no_refeitorio|na_cantina|na_cafeteria|no_ru|no_restaurante_universitario", false},
	// A weapon brought into class, an exam or work and shown around, in
	// every language ("a guy brought a knife to the exam and was showing
	// it to everyone", "un alumno trajo una navaja a clase y la iba
	// enseñando"): the weapon right after its article (not "a toy gun", "a
	// fake pistol"), the place right after it or a few words on, then
	// "and" and showing it. Not a cooking class ("to cooking class", "a
	// clase de cocina": the place is not followed by "and"), a fencing
	// sword or a prop for a play (no such weapon), nor the writer ("I
	// brought a knife to work and showed everyone how to cut the cake").
	{CategorySafety, 0.85, "^i|we|i've|we've|i'd|we'd|also|accidentally|just|forgot_to brought|brings|bringing|took|carried|has_brought|had_brought|showed_up_with|turned_up_with|came_in_with a|an|his|her|their|this|a_real|a_loaded ?big|huge|kitchen|hunting|combat|pocket|switch|butterfly|large|sharp|loaded knife|gun|pistol|handgun|revolver|machete|switchblade|flick_knife|taser|stun_gun|knuckle_duster|brass_knuckles|dagger|blade|firearm|weapon to|into ?the|our|my|his|her|their class|lecture|exam|school|work|office|lab|seminar|tutorial|classroom|lesson|campus|library|test|shift ?today|yesterday|this_morning|again and|then ~3 showed|showing|shows|show|waved|waving|flashed|flashing|passed|passing|pulled|pulling|brandished|brandishing|kept_showing|took_it_out|was_showing", false},
	{CategorySafety, 0.85, "ein|eine|sein|seine|ihr|ihre|echtes|echte|geladene ?grosses|grosse|echtes|echte|scharfes|scharfe messer|pistole|waffe|schusswaffe|machete|klappmesser|springmesser|butterflymesser|schlagring|revolver|taser|elektroschocker|dolch|knarre ~2 in_die_klausur|in_die_prufung|in_den_unterricht|in_die_vorlesung|in_die_schule|zur_schule|zur_arbeit|in_die_arbeit|ins_buro|in_die_uni|zur_uni|in_die_klasse|ins_seminar|in_die_ubung|ins_labor|in_den_kurs|in_den_horsaal|ins_klassenzimmer|zum_unterricht|zur_vorlesung|zur_klausur|zur_prufung ~2 mitgebracht|mit|gebracht|dabei|mitgenommen|mitgeschleppt und ~4 gezeigt|zeigte|zeigt|herumgezeigt|rumgezeigt|gefuchtelt|herumgefuchtelt|rumgefuchtelt|fuchtelte|fuchtelt|herumgereicht|rumgereicht|reichte|prahlte|geprahlt|angegeben|gab|wedelte|herumgewedelt|rumgewedelt", false},
	{CategorySafety, 0.85, "^j|je|on|nous|moi a_apporte|apportait|apporte|a_ramene|ramenait|ramene|a_amene|amenait|amene|est_venu_avec|est_venue_avec|venait_avec|avait_apporte|avait_ramene un|une|son|sa|un_vrai|une_vraie couteau|pistolet|arme|flingue|machette|poignard|cran_d_arret|taser|revolver|arme_a_feu|poing_americain|lame ~3 en_cours|en_classe|a_l_examen|au_partiel|en_partiel|en_examen|au_travail|au_boulot|au_bureau|au_lycee|au_college|a_la_fac|en_amphi|au_labo|en_td|en_tp|a_l_ecole|au_cours|au_controle|en_controle ?aujourd_hui|hier et ~3 montrait|montre|montree|exhibait|exhibe|sortait|sorti|brandissait|brandi|agitait|agite|faisait_circuler|fait_circuler|a_fait_tourner|faisait_tourner|vantait", false},
	{CategorySafety, 0.85, "^yo|me|nosotros trajo|traia|ha_traido|habia_traido|llevo|llevaba|ha_llevado|se_trajo|se_llevo|aparecio_con|vino_con|venia_con un|una|su|el|la|un_verdadero|una_verdadera cuchillo|navaja|pistola|arma|machete|punal|revolver|taser|cuter|arma_de_fuego|puno_americano ~3 a_clase|al_examen|a_la_clase|al_trabajo|a_la_oficina|al_instituto|al_colegio|a_la_facultad|a_la_uni|a_la_universidad|al_aula|al_laboratorio|a_la_escuela|al_cole|a_la_prueba|al_parcial|a_la_practica|a_la_biblioteca ?hoy|ayer y ~3 ensenando|ensenaba|enseno|mostrando|mostraba|mostro|sacaba|saco|agitaba|agitando|presumia|presumiendo|paseaba|paseando|blandia|blandiendo|pasando|pasaba", false},
	{CategorySafety, 0.85, "ha_portato|portava|aveva_portato|si_e_portato|si_e_portata|si_era_portato|si_era_portata|e_venuto_con|e_venuta_con|e_arrivato_con|e_arrivata_con|si_e_presentato_con|si_e_presentata_con un|una|il_suo|la_sua|un_vero|una_vera coltello|pistola|arma|machete|pugnale|coltellino|tirapugni|taser|serramanico|rivoltella|arma_da_fuoco ~3 in_classe|all_esame|in_aula|a_lezione|al_lavoro|in_ufficio|a_scuola|all_universita|in_laboratorio|al_compito|in_facolta|all_uni|in_biblioteca|alla_verifica|al_corso ?oggi|ieri e ~3 mostrava|mostrando|mostrato|mostrata|faceva_vedere|fatto_vedere|sventolava|sventolando|agitava|agitando|tirava_fuori|tirato_fuori|faceva_girare|esibiva|sfoggiava|vantava", false},
	{CategorySafety, 0.85, "^eu|nos trouxe|levou|trazia|levava|tinha_trazido|tinha_levado|apareceu_com|veio_com|chegou_com um|uma|sua|seu|a_sua|o_seu|uma_verdadeira|um_verdadeiro faca|canivete|arma|pistola|revolver|facao|soco_ingles|taser|punhal|arma_de_fogo|estilete|peixeira|navalha ~3 para_a_aula|pra_aula|para_aula|a_aula|na_aula|para_a_prova|pra_prova|na_prova|a_prova|ao_trabalho|para_o_trabalho|pro_trabalho|no_trabalho|pra_escola|para_a_escola|na_escola|a_escola|para_a_faculdade|pra_faculdade|na_faculdade|a_faculdade|no_escritorio|pro_escritorio|para_o_escritorio|ao_escritorio|para_o_laboratorio|pro_laboratorio|no_laboratorio|na_sala|para_a_sala|pra_sala|para_o_exame|no_exame|pro_exame|ao_exame|para_a_universidade|na_universidade|pra_facul|na_facul ?hoje|ontem e ~3 mostrando|mostrava|mostrou|exibindo|exibia|exibiu|balancando|balancava|sacudindo|sacudia|tirando|tirava|passando|passava|girando|se_exibindo|se_gabando|brincando", false},
	// Electrical danger: a socket, a cable or a charger that sparks,
	// smokes or gives shocks, in every language ("the socket by my desk
	// sparks every time I plug something in", "la toma de corriente echa
	// chispas", "a tomada solta faísca"), not an idea or a couple that
	// sparks ("the idea sparked a debate", "sparks flew between them":
	// no socket named), "se le cruzó el cable y echaba chispas" or a plug
	// who smokes weed.
	{CategorySafety, 0.85, "socket|sockets|outlet|outlets|plug|plug_socket|power_socket|power_outlet|wall_socket|cable|cables|wire|wires|cord|power_cord|extension_lead|extension_cord|power_strip|charger|light_switch|fuse_box|fusebox ~4 sparks|sparked|sparking|gives_shocks|gave_me_a_shock|gives_me_a_shock|gives_me_shocks|gave_me_shocks|shocked_me|shocks_me|shocks_people|electrocuted|is_smoking|was_smoking|started_smoking|smokes|caught_fire|melted|melting !a_debate|a_discussion|an_idea|the_idea|a_conversation|debate|discussion|debates|interest|controversy|outrage|joy|ideas|conversation|hot|weed|cigarettes|a_cigarette|my_interest|his_interest|her_interest|our_interest|a_lot_of|an_argument|a_row|a_fight", false},
	{CategorySafety, 0.85, "steckdose|steckdosen|kabel|stecker|verlangerungskabel|mehrfachsteckdose|steckerleiste|lichtschalter|ladegerat|ladekabel|sicherungskasten|stromkabel|netzteil ~4 funkt|funkte|funken|spruht_funken|spruhte_funken|qualmt|qualmte|raucht|rauchte|schmort|schmorte|geschmort|verschmort|stromschlag|stromschlage|einen_schlag|schlage|gewischt|geschmolzen", false},
	{CategorySafety, 0.85, "la_prise|une_prise|les_prises|des_prises|cette_prise|ma_prise|prise_electrique|prise_de_courant|cable|cables|fil_electrique|fils_electriques|rallonge|multiprise|chargeur|interrupteur|tableau_electrique ~4 fait_des_etincelles|faisait_des_etincelles|a_fait_des_etincelles|lance_des_etincelles|des_etincelles|etincelle|etincelles|fume|fumait|a_fume|a_pris_feu|prend_feu|a_fondu|m_a_electrocute|m_a_electrocutee|electrocute|electrocutee|une_decharge_electrique|des_decharges_electriques|m_a_mis_une_decharge|donne_des_decharges|pris_une_decharge|prend_des_decharges|des_chataignes|pris_le_jus", false},
	{CategorySafety, 0.85, "^cruzo_el|cruzaron_los|cruza_el|cruzan_los|cruzado_el|cruzado_los|cruzaban_los|cruzaba_el enchufe|enchufes|cable|cables|regleta|cargador|interruptor|alargador|alargadera|toma_de_corriente|cuadro_electrico|cuadro_de_luces ~4 echa_chispas|echaba_chispas|saca_chispas|sacaba_chispas|chispas|chispea|chispeaba|echa_humo|echaba_humo|sale_humo|salia_humo|salio_humo|da_calambre|daba_calambre|da_calambres|daba_calambres|me_dio_calambre|me_dio_un_calambre|dio_calambre|me_dio_la_corriente|da_la_corriente|daba_la_corriente|da_corriente|da_descargas|me_dio_una_descarga|descarga_electrica|calambrazo|se_incendio|salio_ardiendo|se_derritio|se_ha_derretido|prendio_fuego", false},
	{CategorySafety, 0.85, "la_presa|una_presa|le_prese|delle_prese|questa_presa|presa_elettrica|presa_di_corrente|prese_elettriche|cavo|cavi|cavo_elettrico|ciabatta|multipresa|caricatore|caricabatterie|interruttore|quadro_elettrico|filo_elettrico|fili_elettrici|prolunga ~4 fa_scintille|faceva_scintille|ha_fatto_scintille|scintille|scintilla|fuma|fumava|ha_fumato|esce_fumo|usciva_fumo|fa_fumo|faceva_fumo|da_la_scossa|dava_la_scossa|prende_la_scossa|presa_la_scossa|preso_la_scossa|mi_ha_dato_la_scossa|scossa_elettrica|ha_preso_fuoco|prende_fuoco|si_e_fuso|si_e_sciolto", false},
	{CategorySafety, 0.85, "^ao|levar_a|levou_a tomada|tomadas|cabo|cabos|fio|fios|extensao_eletrica|cabo_de_extensao|benjamim|carregador|interruptor|filtro_de_linha|quadro_de_luz|disjuntor|fiacao|regua ~4 solta_faisca|soltou_faisca|soltando_faisca|solta_faiscas|soltou_faiscas|soltando_faiscas|faisca|faiscas|faiscando|faiscou|saindo_fumaca|solta_fumaca|soltou_fumaca|soltando_fumaca|saiu_fumaca|sai_fumaca|da_choque|deu_choque|dando_choque|dava_choque|tomei_choque|tomei_um_choque|levei_choque|levei_um_choque|leva_choque|toma_choque|da_um_choque|deu_um_choque|choque_eletrico|pegou_fogo|derreteu|derretendo|entrou_em_curto|deu_curto", false},
	// Bare live wires where people pass, in every language ("there are
	// exposed wires hanging from the ceiling in the hallway", "fios
	// desencapados saindo da parede"), not a live wire of a person.
	{CategorySafety, 0.85, "exposed_wires|exposed_wiring|exposed_cables|exposed_live_wires|bare_wires|bare_wiring|bare_cables|bare_live_wires|naked_wires|live_wires ~6 hanging|dangling|sticking_out|poking_out|coming_out|out_of_the_wall|out_of_the_ceiling|from_the_ceiling|from_the_wall|from_the_socket|on_the_floor|in_the_hallway|in_the_corridor|in_the_bathroom|in_the_shower|in_the_classroom|in_the_dorm|in_the_kitchen|in_the_stairwell|in_the_lab|above_the|by_the_sink !have_been_fixed|have_been_repaired|have_been_replaced|has_been_fixed|has_been_repaired|has_been_replaced|were_fixed|were_repaired|were_replaced|was_fixed|was_repaired|was_replaced|got_fixed|got_repaired|got_replaced|are_now_fixed|is_now_fixed|were_finally_fixed|were_finally_repaired|have_finally_been_fixed|have_now_been_fixed|were_quickly_fixed|were_quickly_repaired|were_promptly_fixed|were_promptly_repaired", false},
	{CategorySafety, 0.85, "blanke|freiliegende|offene|ungesicherte ?strom|elektro kabel|drahte|leitungen|stromkabel|stromleitungen ~6 hangen|hingen|ragen|ragten|schauen|gucken|aus_der_wand|aus_der_decke|aus_der_steckdose|von_der_decke|im_flur|im_bad|im_horsaal|im_treppenhaus|im_klassenzimmer|auf_dem_boden|herum|raus|heraus !wurden_repariert|wurde_repariert|wurden_ausgetauscht|wurde_ausgetauscht|wurden_ersetzt|wurde_ersetzt|sind_repariert|ist_repariert|wurden_inzwischen_repariert|wurden_sofort_repariert|sind_jetzt_repariert|wurden_isoliert|sind_behoben|wurden_behoben", false},
	{CategorySafety, 0.85, "fils_denudes|cables_denudes|fils_a_nu|cables_a_nu|fils_electriques_a_nu|fils_electriques_denudes|fils_apparents|cables_apparents ~6 pendent|pendaient|sortent|sortaient|depassent|depassaient|du_mur|du_plafond|de_la_prise|dans_le_couloir|dans_la_salle|dans_la_salle_de_bain|dans_la_douche|dans_l_amphi|au_sol|par_terre !ont_ete_repares|ont_ete_remplaces|ont_ete_changes|ont_ete_isoles|sont_repares|ont_ete_securises|ont_enfin_ete_repares|ont_ete_vite_repares|a_ete_repare", false},
	{CategorySafety, 0.85, "cables_pelados|cables_al_aire|cables_al_descubierto|cables_expuestos|cables_desnudos|cables_pelaos|cables_electricos_al_aire|cables_electricos_pelados ~6 colgando|cuelgan|colgaban|salen|salian|saliendo|asoman|asomando|del_techo|de_la_pared|del_enchufe|por_todas_partes|en_el_pasillo|en_el_bano|en_la_clase|en_el_aula|en_el_suelo !ya_estan_arreglados|estan_arreglados|fueron_reparados|fueron_arreglados|fueron_cambiados|ya_los_cambiaron|ya_los_arreglaron|se_arreglaron|se_repararon|han_sido_reparados|han_sido_arreglados|ya_fueron_reparados|ya_estan_reparados", false},
	{CategorySafety, 0.85, "fili_scoperti|cavi_scoperti|fili_elettrici_scoperti|cavi_elettrici_scoperti|fili_nudi|fili_esposti|cavi_esposti|cavi_spellati|fili_spellati|fili_della_corrente_scoperti ~6 pendono|penzolano|penzolavano|pendevano|escono|uscivano|sporgono|sporgevano|dal_muro|dal_soffitto|dalla_presa|dalla_parete|nel_corridoio|in_bagno|in_aula|in_classe|per_terra|sul_pavimento !sono_stati_riparati|sono_stati_sostituiti|sono_stati_sistemati|sono_stati_isolati|sono_stati_messi_in_sicurezza|sono_gia_stati_riparati|sono_stati_subito_riparati|li_hanno_riparati|li_hanno_sistemati|li_hanno_sostituiti|e_stato_riparato", false},
	{CategorySafety, 0.85, "fios_desencapados|fios_expostos|cabos_expostos|fios_descascados|cabos_desencapados|fiacao_exposta|fios_eletricos_expostos|fios_pelados ~6 pendurados|pendurado|saindo|do_teto|da_parede|da_tomada|por_toda_parte|no_corredor|no_banheiro|na_sala|no_chao|na_cozinha|no_laboratorio !foram_consertados|foram_trocados|foram_reparados|foram_isolados|ja_foram_consertados|ja_foram_trocados|ja_estao_consertados|estao_consertados|foram_arrumados|ja_foram_arrumados", false},
	// Broken ventilation, or fumes, and people dizzy, fainting or sick,
	// in every language ("the ventilation in the lab has been broken for
	// days and two people fainted", "a ventilação do laboratório não
	// funciona e todo mundo ficou tonto", "le labo sent le gaz et
	// plusieurs ont eu des vertiges"), not a lecture or a ride that makes
	// one dizzy (no ventilation, no fumes) or "running on fumes".
	{CategorySafety, 0.85, "ventilation|ventilation_system|extractor|extractor_fan|extraction|fume_hood|fume_hoods|fume_cupboard|air_conditioning|exhaust_fan|air_vents|vents|vent|air_supply ~4 doesn't_work|don't_work|isn't_working|aren't_working|is_not_working|is_broken|are_broken|broke|broken|has_broken|has_been_broken|have_been_broken|been_broken|stopped_working|has_been_off|is_off|was_off|is_turned_off|was_turned_off|switched_off|out_of_order|failed|has_failed|died|is_down|was_down|not_working|hasn't_worked|has_not_worked|is_blocked|are_blocked ~8 " + safetyFaintEN, false},
	{CategorySafety, 0.85, "^on|running_on|is_running_on|am_running_on fumes|gas_smell|smell_of_gas|smells_of_gas|smells_like_gas|chemical_smell|chemical_fumes|toxic_fumes|smell_of_chemicals|gas_leak|carbon_monoxide|paint_fumes|solvent_fumes|exhaust_fumes ~8 " + safetyFaintEN, false},
	{CategorySafety, 0.85, "luftung|luftungsanlage|abzug|abzugshaube|absauganlage|absaugung|klimaanlage|dunstabzug ~4 kaputt|ausgefallen|defekt|funktioniert_nicht|geht_nicht|lauft_nicht|nicht_funktioniert|nicht_geht|nicht_lauft|abgeschaltet|abgestellt ~8 " + safetyFaintDE, false},
	{CategorySafety, 0.85, "die_dampfe|giftige_dampfe|chemische_dampfe|den_dampfen|von_den_dampfen|gasgeruch|chemikaliengeruch|losungsmitteldampfe|abgase|riecht_nach_gas|roch_nach_gas|kohlenmonoxid|gasleck ~8 " + safetyFaintDE, false},
	{CategorySafety, 0.85, "ventilation|aeration|hotte|vmc|climatisation|clim|extracteur|hotte_aspirante ~4 ne_marche_plus|ne_marche_pas|ne_fonctionne_pas|ne_fonctionne_plus|est_en_panne|en_panne|est_cassee|cassee|est_hs|hs|a_lache|marche_plus|marche_pas|est_coupee|coupee ~8 " + safetyFaintFR, false},
	{CategorySafety, 0.85, "vapeurs|odeur_de_gaz|odeur_chimique|fumees_toxiques|emanations|monoxyde_de_carbone|odeur_de_produits_chimiques|sent_le_gaz|sentait_le_gaz|fuite_de_gaz ~8 " + safetyFaintFR, false},
	{CategorySafety, 0.85, "ventilacion|extractor|extraccion|campana_extractora|campana_de_gases|vitrina_de_gases|aire_acondicionado|climatizacion ~4 no_funciona|no_va|esta_rota|esta_roto|averiada|averiado|esta_apagada|esta_apagado|se_estropeo|estropeada|estropeado|dejo_de_funcionar|no_anda|rota|roto ~8 " + safetyFaintES, false},
	{CategorySafety, 0.85, "vapores|olor_a_gas|olor_quimico|huele_a_gas|olia_a_gas|gases_toxicos|fuga_de_gas|escape_de_gas|olor_a_productos_quimicos|monoxido|emanaciones|humos_toxicos ~8 " + safetyFaintES, false},
	{CategorySafety, 0.85, "ventilazione|aerazione|aspiratore|aspirazione|cappa_aspirante|cappa_chimica|aria_condizionata|condizionatore|impianto_di_aerazione ~4 non_funziona|e_rotta|e_rotto|rotta|rotto|guasta|guasto|spenta|spento|non_va|si_e_rotta|si_e_rotto|fuori_uso ~8 " + safetyFaintIT, false},
	{CategorySafety, 0.85, "i_fumi|dei_fumi|fumi_tossici|fumi_chimici|dai_fumi|per_i_fumi|coi_fumi|con_i_fumi|vapori|odore_di_gas|puzza_di_gas|esalazioni|fuga_di_gas|odore_chimico|monossido ~8 " + safetyFaintIT, false},
	{CategorySafety, 0.85, "ventilacao|exaustor|exaustao|capela_de_exaustao|capela_quimica|ar_condicionado|climatizacao ~4 nao_funciona|quebrada|quebrado|esta_quebrada|esta_quebrado|pifou|parou|parou_de_funcionar|desligada|desligado|estragada|estragado|com_defeito ~8 " + safetyFaintPT, false},
	{CategorySafety, 0.85, "vapores|cheiro_de_gas|vazamento_de_gas|cheiro_quimico|fumaca_toxica|gases_toxicos|emanacoes|monoxido|cheiro_de_produto_quimico|cheiro_de_produtos_quimicos ~8 " + safetyFaintPT, false},
	// Rumours of sex about the writer, in English, German, French and
	// Portuguese ("they're spreading a rumour that I slept with the
	// professor", "ils font courir le bruit que j'ai couché avec le prof"),
	// not of a cancelled exam, nor the writer's own telling ("I told
	// everyone I slept through the alarm").
	{CategoryHarassment, 0.85, "^i|i'm|im|we|we're spreading|spread|spreads|started|starting|starts|made_up|making_up ~2 rumours|rumors|rumour|rumor|lies|stories about_me|that_i_slept_with|that_i_hooked_up_with|that_i_had_sex_with|that_i_sleep_with|that_i'm_a_slut|that_i_was_a_slut", false},
	{CategoryHarassment, 0.85, "^i|i'm|im|we|we're telling|told|tell|tells|saying ?to everyone|everybody|people|the_whole_class|the_whole_team|the_whole_office|the_whole_school ?that i|i'd slept_with|hooked_up_with|had_sex_with|sleep_with|am_a_slut|was_a_slut|'m_a_slut", false},
	{CategoryHarassment, 0.85, "^ich|wir erzahlen|erzahlt|erzahlte|erzahlten|verbreiten|verbreitet|verbreitete|verbreiteten|behaupten|behauptet|behauptete|behaupteten ~3 ?. dass ich ~4 geschlafen|gevogelt|rumgemacht", false},
	{CategoryHarassment, 0.85, "verbreiten|verbreitet|verbreitete|verbreiteten|streuen|streut|erzahlen|erzahlt ~2 geruchte|lugen uber_mich", false},
	{CategoryHarassment, 0.85, "^je|j|nous font|fait|faisait|faisaient|ont_fait|a_fait|racontent|raconte|racontait|racontaient|ont_raconte|a_raconte|disent|dit|repandent|repand ~4 que|qu j_ai_couche|je_couche|j_aurais_couche|je_couchais|j_ai_couchee avec", false},
	{CategoryHarassment, 0.85, "font|fait|faisaient|ont_fait|repandent|repand|lancent|lance|ont_lance ~1 courir|circuler des_rumeurs|des_bruits|des_ragots|des_mensonges sur_moi", false},
	{CategoryHarassment, 0.85, "^eu espalhando|espalharam|espalhou|espalham|espalha|contando|contaram|contou|dizendo|disseram|falando|falaram ?para|pra ?todo_mundo|a_todos ?. que eu dormi_com|transei_com|fiquei_com|sou_uma_vadia|durmo_com", false},
	{CategoryHarassment, 0.85, "espalhando|espalharam|espalhou|espalham|espalha|inventando|inventaram|inventou ~2 boatos|boato|mentiras|fofocas sobre_mim|de_mim", false},
	// A group or a person who makes the writer's life hell or impossible,
	// in English, French, Spanish, Italian and Portuguese ("a group in my
	// dorm has been making my life hell for months", "un gruppo dello
	// studentato mi rende la vita impossibile"), not a course, the heat or
	// a commute, which name no person.
	{CategoryHarassment, 0.85, "group|gang|they|he|she|roommate|roommates|flatmate|flatmates|housemate|housemates|classmates|classmate|colleagues|colleague|coworkers|coworker|co-workers|boss|manager|supervisor|teacher|lecturer|professor|tutor|coach|neighbours|neighbors|guys|girls|boys|students|kids|seniors|bullies|clique ~5 making|make|makes|made my_life hell|a_living_hell|impossible|miserable|unbearable|a_misery|a_nightmare", false},
	{CategoryHarassment, 0.85, "groupe|ils|elles|il|elle|coloc|colocs|colocataire|colocataires|collegues|collegue|chef|patron|prof|professeur|voisins|voisin|camarades|mecs|filles|gars|eleves|etudiants|bande ~4 me ~1 rend|rendent|rendait|rendaient|a_rendu|ont_rendu|pourrit|pourrissent la_vie impossible|infernale|insupportable|un_enfer|la_vie", false},
	{CategoryHarassment, 0.85, "grupo|companeros|companeras|companero|companera|jefe|jefa|profesor|profesora|vecinos|vecino|ellos|ellas|chicos|chicas|tipos|compis|alumnos|estudiantes|pandilla ~5 me ~1 hace|hacen|hacia|hacian|ha_hecho|han_hecho|esta_haciendo|estan_haciendo la_vida imposible|un_infierno|insoportable|imposible", false},
	{CategoryHarassment, 0.85, "gruppo|compagni|compagne|compagno|compagna|colleghi|colleghe|collega|capo|professore|professoressa|prof|vicini|vicino|ragazzi|ragazze|coinquilini|coinquilino|coinquilina|coinquiline|loro|studenti|banda ~5 mi ~1 rende|rendono|rendeva|rendevano|ha_reso|hanno_reso|sta_rendendo|stanno_rendendo la_vita impossibile|un_inferno|insopportabile|impossibile", false},
	{CategoryHarassment, 0.85, "grupo|colegas|colega|chefe|professor|professora|vizinhos|vizinho|eles|elas|meninos|meninas|caras|alunos|veteranos|galera|turma ~5 tornando|tornam|torna|tornou|tornaram|tornava|fazendo|faz|fazem|fez|fizeram ?a minha|da_minha vida_um_inferno|vida_impossivel|vida_insuportavel", false},
	{CategoryHarassment, 0.85, "grupo|colegas|colega|chefe|professor|professora|vizinhos|vizinho|eles|elas|meninos|meninas|caras|alunos|veteranos|galera|turma ~5 infernizando|infernizam|inferniza|infernizou|infernizaram ?a minha|minha vida", false},
	// Racist, sexist or homophobic jokes or remarks made by someone, in
	// Italian ("il professore fa battute razziste sugli studenti
	// asiatici"), not a course or a film about them.
	{CategoryDiscrimination, 0.85, "^su|sulle|sugli|sui|delle|degli|dei|contro fa|fanno|faceva|facevano|ha_fatto|hanno_fatto|racconta|raccontano|raccontava|dice|dicono|diceva ~1 battute|battutine|barzellette|commenti|scherzi|insulti razzist*|sessist*|omofob*|antisemit*|transfob*|islamofob*", false},
	// The bridge or the roof to jump from, in English and German ("I've
	// been working out which bridge I'd jump from", "ich habe mir
	// überlegt, von welcher Brücke es am schnellsten geht"), not a route
	// or a view ("which bridge is the fastest way to campus", "von welchem
	// Dach man das Feuerwerk sieht").
	// Review: not a view or a photo ("which tower is tall enough for the
	// drone photos").
	{CategorySelfHarm, 0.85, "which|what bridge|roof|rooftop|building|car_park|parking_garage|cliff|tower|floor ~3 to_jump_from|i'd_jump_from|i_would_jump_from|i_could_jump_from|i_should_jump_from|is_high_enough|would_be_high_enough|is_tall_enough|is_the_highest_to_jump !to_see|to_watch|for|to_get|to_reach|to_film|to_photograph", false},
	{CategorySelfHarm, 0.85, "von|aus welcher|welchem brucke|dach|hochhaus|parkhaus|fenster|stockwerk|turm|klippe ~3 am_schnellsten_geht|am_schnellsten_vorbei_ist|am_sichersten_geht|hoch_genug_ist|ich_springe|ich_springen|ich_runterspringe|man_springen|springen_soll|runterspringen_soll", false},
	// Not to wake up again, in German and Portuguese ("mir wäre es lieber,
	// morgen einfach nicht mehr aufzuwachen", "tomara que eu não acorde
	// amanhã"), not of the alarm or a lie-in ("nicht mehr um sechs
	// aufwachen").
	// Review: not having to wake early ("… nicht mehr aufwachen müssen"),
	// nor waking late ("tomara que eu não acorde atrasado").
	{CategorySelfHarm, 0.85, "lieber|hoffe|hoffentlich|wunsche|wunschte|will|mochte|moechte ?. ~4 nicht_mehr|nie_mehr|nie_wieder aufwachen|aufzuwachen|aufwache !mussen|muss|zu_mussen", false},
	{CategorySelfHarm, 0.85, "hoffe|hoffentlich|wunschte|lieber ~3 wache|wachte ~2 nicht_mehr|nie_mehr|nie_wieder auf", false},
	{CategorySelfHarm, 0.85, "preferia|prefiro|preferiria|tomara_que_eu|tomara|espero|quem_dera|queria|quero ~1 nao_acordar|nao_acorde|nao_acordasse|nunca_mais_acordar|nao_acordar_mais|nao_acorde_mais|nao_acordasse_mais !cedo|tarde|as|antes|com|para|pra|atrasado|atrasada|de_madrugada|cedinho", false},
	// Having given away one's things before the end, in every language
	// ("I've given away everything that mattered, soon it won't matter",
	// "ich hab schon alles verschenkt, bald ist es eh egal"); a giving
	// away alone is a weak sign, as before a move.
	{CategorySelfHarm, 0.85, "gave_away|given_away|giving_away|give_away ~5 ?. ~4 won't_matter|will_not_matter|won't_be_around|won't_be_here_much_longer|won't_need_them_much_longer|won't_need_it_much_longer|before_i'm_gone|when_i'm_gone|after_i'm_gone", false},
	{CategorySelfHarm, 0.85, "verschenkt|verschenke|verschenkte|weggegeben|gebe_weg|gab_weg ~5 ?. ~3 bald ~3 egal|vorbei|nicht_mehr_da|tot", false},
	{CategorySelfHarm, 0.85, "donne|distribue|donnees|donne_toutes|offert ~5 ?. ~3 bientot ~3 plus_d_importance|plus_besoin|plus_la|fini", false},
	{CategorySelfHarm, 0.85, "regale|he_regalado|regalando|regalado|he_dado|dando ~5 ?. ~3 pronto|dentro_de_poco ~3 no_importara|no_importa|ya_no_estare|no_me_haran_falta|da_igual|todo_acabara", false},
	{CategorySelfHarm, 0.85, "regalato|regalando|dato_via|dando_via ~5 ?. ~3 presto|tra_poco|fra_poco ~3 non_avra_piu_importanza|non_importera|non_ci_saro_piu|non_mi_serviranno|sara_tutto_finito", false},
	{CategorySelfHarm, 0.85, "dei|doei|dando|doando|distribui|distribuindo ~5 ?. ~3 logo|em_breve ~3 nada_disso_vai_importar|nao_vai_importar|nao_vou_estar_aqui|nao_vou_precisar|tudo_vai_acabar", false},
	// Voices that tell the writer to hurt or kill themself, in every
	// language ("the voices tell me to hurt myself", "las voces me dicen
	// que me haga daño"), not a hunch ("my mind tells me to jump at the
	// chance").
	// Review: not ending it with a partner ("my head tells me to end it with
	// my boyfriend").
	{CategorySelfHarm, 0.85, "voices|voice|head|brain|mind|thoughts ~2 tell|tells|telling|told|keep_telling|keeps_telling ?me to hurt_myself|kill_myself|cut_myself|end_it|end_my_life|jump|die !at|in|on|into|ship|ahead|through|for|off|up|with", false},
	{CategorySelfHarm, 0.85, "stimmen|stimme ~3 sagen|sagt|befehlen|befiehlt|flustern|flustert ~3 ?. ~2 mir_wehtun|mir_weh_tun|mich_umbringen|mich_umzubringen|mich_toten|mich_zu_toten|mich_ritzen|mich_zu_ritzen|mir_etwas_antun|mir_was_antun", false},
	{CategorySelfHarm, 0.85, "voix ~2 disent|dit|ordonnent|murmurent|poussent|demandent de|a me_faire_du_mal|me_tuer|me_couper|me_blesser|en_finir|sauter", false},
	{CategorySelfHarm, 0.85, "voces|voz ~2 dicen|dice|ordenan|ordena|piden|pide|susurran que|de me_haga_dano|me_mate|me_corte|me_tire|me_lastime|me_suicide|hacerme_dano|matarme|cortarme|tirarme", false},
	{CategorySelfHarm, 0.85, "voci|voce ~2 dicono|dice|ordinano|ordina|sussurrano|chiedono di farmi_del_male|uccidermi|ammazzarmi|tagliarmi|buttarmi|farla_finita", false},
	{CategorySelfHarm, 0.85, "vozes|voz ~2 dizem|diz|mandam|manda|sussurram|pedem para|pra|que ?eu me_machucar|me_machuque|me_matar|me_mate|me_cortar|me_corte|me_jogar|me_jogue", false},
	// Holding a blade for a long time or against the skin, in every
	// language ("some nights I hold the razor for a long time"), not a
	// shave or a kitchen knife.
	{CategorySelfHarm, 0.85, "hold|held|holding|stare_at|stared_at|staring_at ~1 razor|razor_blade|blade ~3 long_time|for_hours|for_ages|my_wrist|my_wrists|my_skin|my_arm|my_arms|my_thigh|my_thighs", false},
	{CategorySelfHarm, 0.85, "halte|hielt|halten ~2 rasierklinge|klinge ~5 lange|stundenlang|an_mein_handgelenk|an_meinen_arm|an_meine_haut|uber_mein_handgelenk|an_die_pulsadern", false},
	{CategorySelfHarm, 0.85, "tiens|tenais|garde|regarde|fixe ~2 lame|lames|rasoir ~3 longtemps|pendant_des_heures|contre_mon_poignet|sur_mon_poignet|contre_ma_peau|sur_mon_bras|sur_mes_bras", false},
	{CategorySelfHarm, 0.85, "sostengo|sostenia|sostuve|sujeto|sujetaba|agarro|miro|me_quedo_mirando ~2 cuchilla|cuchillas|navaja|hoja_de_afeitar|cuchilla_de_afeitar ~4 mucho_rato|mucho_tiempo|horas|contra_mi_muneca|sobre_mi_muneca|contra_mi_piel|sobre_mi_brazo|sobre_mis_brazos", false},
	{CategorySelfHarm, 0.85, "tengo_in_mano|tenevo_in_mano|stringo|stringevo|fisso|fissavo ~2 lametta|lamette|lama|rasoio ~4 molto_tempo|per_ore|sul_polso|contro_il_polso|sulla_pelle|sul_braccio|sulle_braccia", false},
	{CategorySelfHarm, 0.85, "seguro|segurava|segurei|fico_segurando|fico_olhando|olho ~2 lamina|laminas|gilete|navalha ~4 muito_tempo|horas|no_pulso|contra_o_pulso|na_pele|no_braco|nos_bracos", false},
	// A last week or day and a decision taken, told at the end of a
	// clause, in every language ("this is my last week, I've decided"),
	// not a decision to quit or move ("… I've decided to quit").
	{CategorySelfHarm, 0.85, "my_last_week|my_last_day|my_last_night|my_last_weekend|my_final_week|my_final_day ?. i've_decided|i_have_decided|ive_decided|i_decided|i've_made_up_my_mind|i_made_up_my_mind|my_mind_is_made_up .", false},
	{CategorySelfHarm, 0.85, "meine_letzte_woche|mein_letzter_tag|meine_letzte_nacht ?. ich_habe_mich_entschieden|ich_hab_mich_entschieden|ich_habe_mich_entschlossen|es_ist_entschieden|mein_entschluss_steht .", false},
	{CategorySelfHarm, 0.85, "ma_derniere_semaine|mon_dernier_jour|ma_derniere_nuit ?. j_ai_pris_ma_decision|j_ai_decide|c_est_decide|ma_decision_est_prise .", false},
	{CategorySelfHarm, 0.85, "mi_ultima_semana|mi_ultimo_dia|mi_ultima_noche ?. ya_lo_he_decidido|lo_he_decidido|lo_decidi|ya_lo_decidi|ya_esta_decidido|esta_decidido|ya_tome_la_decision|he_tomado_la_decision .", false},
	{CategorySelfHarm, 0.85, "mia_ultima_settimana|mio_ultimo_giorno|mia_ultima_notte ?. ho_deciso|l_ho_deciso|ho_preso_la_decisione|e_deciso|ormai_ho_deciso .", false},
	{CategorySelfHarm, 0.85, "minha_ultima_semana|meu_ultimo_dia|minha_ultima_noite ?. ja_decidi|eu_decidi|decidi|esta_decidido|ja_esta_decidido|tomei_a_decisao|ja_tomei_a_decisao .", false},
	// Searching for ways to die, in German, French, Spanish, Italian and
	// Portuguese ("busqué formas de morir sin dolor"), not in a game or
	// of laughter ("façons de mourir dans le jeu", "de rire").
	{CategorySelfHarm, 0.85, "wegen|wege|methoden|moglichkeiten ~1 zu_sterben|mich_umzubringen|mich_zu_toten|mich_selbst_zu_toten ~2 gesucht|gegoogelt|recherchiert|nachgeschaut|nachgelesen|gesucht_habe|suche", false},
	{CategorySelfHarm, 0.85, "gesucht|gegoogelt|recherchiert|suche|google|googele|googelte ~3 wege|methoden|moglichkeiten zu_sterben|mich_umzubringen|mich_zu_toten", false},
	{CategorySelfHarm, 0.85, "cherche|recherche|google|regarde|lu ~3 facons|manieres|moyens|methodes de|pour mourir|me_tuer|me_suicider|en_finir|mettre_fin_a_mes_jours !dans|en|au|sur|de|d", false},
	// Review: not the paperwork or smoking ended ("… formas de acabar con
	// todo el papeleo", "… modi per farla finita con il fumo").
	{CategorySelfHarm, 0.85, "busque|buscando|busco|investigue|investigando|googlee|he_buscado|estuve_buscando ~3 formas|maneras|metodos|modos de|para morir|matarme|suicidarme|quitarme_la_vida|acabar_con_todo|acabar_con_mi_vida !en|de|del|con|el|la|lo|los|las|menos|mas", false},
	{CategorySelfHarm, 0.85, "cercato|cercando|cerco|googlato|letto|guardato ~3 modi|metodi|maniere per|di morire|uccidermi|ammazzarmi|suicidarmi|togliermi_la_vita|farla_finita !in|nel|nella|su|di|dal|dalle|dalla|con|col|coi", false},
	{CategorySelfHarm, 0.85, "pesquisei|pesquisando|pesquiso|procurei|procurando|procuro|busquei|googlei|li ~3 formas|maneiras|metodos|jeitos|modos de|para|pra morrer|me_matar|me_suicidar|tirar_a_minha_vida|acabar_com_tudo !no|na|em|de|do|da|com|que|isso|isto|o|a|os|as", false},
	// Punching walls until they bleed, in Spanish ("golpeo las paredes
	// hasta que me sangran los nudillos").
	{CategorySelfHarm, 0.85, "golpeo|golpeaba|golpee|pego|pegaba|doy_punetazos|di_punetazos|daba_punetazos ~3 pared|paredes|muro|muros|espejo ~3 hasta|hasta_que ~3 sangr*", false},
	// No future for oneself, in English, French, Spanish and Italian ("no
	// veo ningún futuro para mí"), not in a job or a place ("… for me in
	// this company").
	{CategorySelfHarm, 0.7, "don't|dont|can't|cant|do_not|cannot see ~1 a|any future for_me|for_myself|ahead_of_me !in|at|here|with|as|if|without|unless|there", false},
	{CategorySelfHarm, 0.7, "ne vois ~1 aucun|plus_d|pas_d avenir pour_moi !dans|ici|a|en|avec|chez|si|comme|sans", false},
	{CategorySelfHarm, 0.7, "no_veo|ya_no_veo|no_le_veo ?ningun|un|mas futuro para_mi !en|aqui|con|como|dentro|si|sin|mientras|trabajando|estudiando", false},
	{CategorySelfHarm, 0.7, "non vedo|vedo_piu ?nessun|alcun|un futuro per_me !in|qui|con|come|dentro|se|senza|a|nel|nella|finche", false},
	// Having hurt oneself again, with the scars, in German, Spanish and
	// Portuguese ("me he vuelto a hacer daño, las cicatrices están peor"),
	// and "se faire du mal" again in French and Italian, not a knee hurt
	// again in sport ("me he vuelto a hacer daño en la rodilla").
	{CategorySelfHarm, 0.85, "mich wieder|schon_wieder|erneut|nochmal verletzt|geritzt|geschnitten ?. ~3 narben|wunden|schnitte", false},
	{CategorySelfHarm, 0.85, "me_he_vuelto_a_hacer_dano|volvi_a_hacerme_dano|me_volvi_a_hacer_dano|he_vuelto_a_hacerme_dano|me_he_vuelto_a_cortar|volvi_a_cortarme ?. ~3 cicatrices|heridas|marcas|cortes", false},
	{CategorySelfHarm, 0.85, "me_machuquei|me_cortei|me_feri ~1 de_novo|outra_vez|novamente ?. ~3 cicatrizes|marcas|cortes|feridas", false},
	// Review: not a shaving cut or football ("… coupé ce matin en me
	// rasant", "… hier au foot").
	{CategorySelfHarm, 0.85, "me_suis_encore_fait_du_mal|me_suis_de_nouveau_fait_du_mal|me_suis_refait_du_mal|me_suis_encore_coupe|me_suis_encore_coupee|me_suis_de_nouveau_coupe|me_suis_de_nouveau_coupee !au|a|en|avec|pendant|dans|le|la|les|l|ce_matin_en|hier_au|hier_a|hier_en", false},
	{CategorySelfHarm, 0.85, "mi_sono_fatta_di_nuovo_del_male|mi_sono_fatto_di_nuovo_del_male|mi_sono_di_nuovo_fatta_del_male|mi_sono_di_nuovo_fatto_del_male|mi_sono_fatta_ancora_del_male|mi_sono_fatto_ancora_del_male|mi_sono_ancora_fatta_del_male|mi_sono_ancora_fatto_del_male !al|alla|a|giocando|correndo|con|durante|nel|nella|ieri_a|ieri_al|ieri_alla|ieri_giocando", false},
	// Shut out of everything and mocked or spoken ill of behind one's
	// back, in French, Spanish, Italian and Portuguese ("me excluem de
	// tudo e falam mal de mim pelas costas").
	{CategoryHarassment, 0.85, "m_excluent|m_ignorent|m_isolent|me_mettent_a_l_ecart ~8 dans_mon_dos|se_moquent_de_moi|rient_de_moi|parlent_mal_de_moi", false},
	{CategoryHarassment, 0.85, "me_excluyen|me_ignoran|me_aislan|me_dejan_de_lado|me_hacen_el_vacio ~8 a_mis_espaldas|se_burlan_de_mi|se_rien_de_mi|hablan_mal_de_mi", false},
	{CategoryHarassment, 0.85, "mi_escludono|mi_ignorano|mi_isolano|mi_lasciano_fuori|mi_emarginano ~8 alle_spalle|alle_mie_spalle|mi_prendono_in_giro|ridono_di_me|parlano_male_di_me", false},
	{CategoryHarassment, 0.85, "me_excluem|me_ignoram|me_isolam|me_deixam_de_fora ~8 pelas_costas|pelas_minhas_costas|riem_de_mim|zombam_de_mim|falam_mal_de_mim|tiram_sarro_de_mim", false},
	// Obscene or sexual messages received, in every language ("I get
	// obscene messages from an unknown number every night"), not explicit
	// instructions.
	// Review: not photos of a kitchen or a procedure ("… disgusting pictures
	// of the cafeteria kitchen", "recebi fotos nojentas do banheiro da
	// escola").
	{CategoryHarassment, 0.85, "get|getting|got|receive|receiving|received|keep_getting|sends_me|sent_me|sending_me|texts_me|texted_me ~2 obscene|sexually_explicit|explicit|sexual|dirty|lewd|disgusting ~1 messages|texts|pictures|photos|images|calls|dms|videos !of_the|of_food|of_the_food|of_the_kitchen|of_the_canteen|of_the_cafeteria|of_the_procedure|of_the_surgery|of_my_car", false},
	{CategoryHarassment, 0.85, "bekomme|bekommen|erhalte|kriege|bekam|schickt_mir|schicken_mir|schickte_mir ~3 obszone|anzugliche|sexuelle|perverse|eklige ~1 nachrichten|bilder|fotos|anrufe|videos|sms", false},
	{CategoryHarassment, 0.85, "recois|recu|recue|recevoir|recevons|recoit|recevais|m_envoie|m_envoient|m_a_envoye ~3 messages|photos|images|appels|videos|textos obscenes|sexuels|sexuelles|pervers|explicites|degoutants !de_la_cantine|de_la_cuisine|des_toilettes|du_repas|de_la_nourriture", false},
	{CategoryHarassment, 0.85, "recibo|recibiendo|recibi|me_llegan|me_llegaron|me_manda|me_mandan|me_envia|me_envian|me_mando|me_envio ~3 mensajes|fotos|imagenes|llamadas|videos obscenos|obscenas|sexuales|guarros|asquerosos|explicitos|explicitas|pervertidos !de_cucarachas|de_la_cocina|del_comedor|de_comida|del_bano|de_ratas", false},
	{CategoryHarassment, 0.85, "ricevo|ricevendo|ricevuto|mi_arrivano|mi_manda|mi_mandano|mi_invia|mi_inviano|mi_ha_mandato ~3 messaggi|foto|immagini|chiamate|video osceni|oscene|sessuali|espliciti|esplicite|volgari|schifosi !della_mensa|del_bagno|della_cucina|di_cibo|di_scarafaggi", false},
	{CategoryHarassment, 0.85, "recebo|recebendo|recebi|me_manda|me_mandam|me_envia|me_enviam|me_mandou|me_mandaram ~3 mensagens|fotos|imagens|ligacoes|videos obscenas|obscenos|sexuais|explicitas|explicitos|nojentas|pervertidas !do_banheiro|da_cozinha|do_refeitorio|da_comida|da_cantina|de_baratas", false},
	// Made to drink until sick at an initiation, in English and
	// Portuguese ("os veteranos me obrigaram a beber até passar mal no
	// trote"), not water when one was ill.
	// Review: not sick "of it" ("… so much coffee until I was sick of it").
	{CategoryHarassment, 0.85, "forced|made|pressured|force|make|forcing|making|pressuring me|us|freshers|first_years|newbies|pledges|rookies ?to drink|drinking|chug|chugging ~6 until_i_threw_up|until_i_was_sick|until_i_passed_out|till_i_threw_up|till_i_passed_out|until_i_vomited|until_i_blacked_out|at_the_initiation|during_the_initiation|as_hazing|for_the_initiation|at_initiation !of", false},
	{CategoryHarassment, 0.85, "me_obrigaram|me_forcaram|nos_obrigaram|nos_forcaram|obrigaram_os_calouros|obrigam_os_calouros ~2 a|de beber|tomar ~6 passar_mal|vomitar|desmaiar|hospital|trote", false},
	// Screenshots of private chats shared around, in English, French,
	// Spanish and Portuguese ("uma menina espalhou prints das minhas
	// conversas privadas").
	{CategoryHarassment, 0.85, "shared|posted|leaked|spread|sent_around|forwarded ~3 screenshots|screenshot|screencaps of_my ~1 private|intimate|personal messages|chats|conversations|texts|dms|photos", false},
	{CategoryHarassment, 0.85, "partage|partagee|diffuse|diffusee|publie|publiee|balance|fait_tourner|envoye|poste ~3 captures|screens|screenshots|captures_d_ecran de|des mes_conversations|mes_messages|mes_discussions|mes_photos|conversations|messages ~1 privees|prives|intimes|personnelles", false},
	{CategoryHarassment, 0.85, "difundio|difundieron|compartio|compartieron|publico|publicaron|paso|pasaron|reenvio|reenviaron|subio|subieron ~3 capturas|pantallazos|screenshots de_mis ~1 conversaciones|mensajes|chats|fotos privadas|privados|intimas|intimos|personales", false},
	{CategoryHarassment, 0.85, "espalhou|espalharam|compartilhou|compartilharam|postou|postaram|vazou|vazaram|divulgou|divulgaram|mandou|mandaram ~3 prints|capturas|screenshots das_minhas|dos_meus|de_minhas|de_meus ~1 conversas|mensagens|chats|fotos privadas|privados|intimas|intimos|pessoais", false},
	// Threats to reveal secrets, photos or messages, in every language
	// ("they threaten to leak my secrets if I don't do their work").
	{CategoryHarassment, 0.85, "threaten|threatens|threatened|threatening ~2 to leak|post|share|publish|reveal|expose|spread|send ~1 my|photos_of|pictures_of|videos_of secrets|photos|pictures|nudes|messages|chats|videos|me", false},
	{CategoryHarassment, 0.85, "drohen|droht|drohte|drohten|gedroht ?. ~1 meine|mein ~1 geheimnisse|fotos|bilder|nacktbilder|nachrichten|chats|videos ~2 zu_verraten|zu_veroffentlichen|zu_posten|zu_verbreiten|zu_teilen|zu_zeigen|weiterzuleiten|herumzuschicken", false},
	{CategoryHarassment, 0.85, "menacent|menace|menacait|menacaient|ont_menace|a_menace ~2 de|d reveler|publier|diffuser|poster|partager|montrer|balancer|envoyer mes secrets|photos|messages|conversations|videos|nudes|captures", false},
	{CategoryHarassment, 0.85, "amenazan|amenaza|amenazo|amenazaron|amenazaba|amenazaban ~2 con contar|publicar|difundir|subir|ensenar|mostrar|pasar|revelar|compartir mis secretos|fotos|mensajes|conversaciones|videos|intimidades", false},
	{CategoryHarassment, 0.85, "minacciano|minaccia|minacciava|minacciavano|hanno_minacciato|ha_minacciato ~2 di rivelare|pubblicare|diffondere|postare|condividere|mostrare|mandare i_miei|le_mie|mie|miei segreti|foto|messaggi|chat|video|conversazioni", false},
	{CategoryHarassment, 0.85, "ameacam|ameaca|ameacou|ameacaram|ameacava|ameacavam ~2 de|a divulgar|postar|espalhar|vazar|mostrar|contar|publicar|compartilhar|mandar ?os|as meus|minhas|os_meus|as_minhas segredos|fotos|mensagens|conversas|videos|nudes", false},
	// Stalked, harassed or bullied online, in German, Italian and
	// Portuguese ("sou perseguido online por um grupo de colegas"), not a
	// lecture followed online ("die Vorlesung wird online verfolgt").
	{CategoryHarassment, 0.85, "online|im_internet|auf_instagram|auf_tiktok|in_den_sozialen_medien|auf_social_media ~1 gestalkt|gemobbt|belastigt|fertiggemacht|bedroht|beleidigt", false},
	// Review: "werde ich" here, "ich werde" in the rule at the end; not a
	// parcel or a lecture ("mein Paket wurde online verfolgt").
	{CategoryHarassment, 0.85, "werde_ich|wurde_ich ~8 online|im_internet|auf_instagram|auf_tiktok ~1 verfolgt|gestalkt", false},
	{CategoryHarassment, 0.85, "perseguitata|perseguitato|perseguitati|perseguitate|stalkerata|stalkerato|molestata|molestato|bullizzata|bullizzato ~3 online|sui_social|su_instagram|in_rete|su_internet|in_chat", false},
	{CategoryHarassment, 0.85, "sou|fui|estou_sendo|estava_sendo|tenho_sido|venho_sendo|sendo perseguido|perseguida|assediado|assediada ~6 online|na_internet|nas_redes|no_instagram|nas_redes_sociais|no_whatsapp", false},
	// Others relieved or done a favour when the writer is gone, in English
	// and Spanish ("everyone will be relieved when I'm not a burden
	// anymore", "todos estarán aliviados cuando ya no sea una carga"), and
	// in French, Italian and Portuguese for the favour ("le haría un favor
	// a todos si desapareciera"), not a summer away ("… when I'm gone for
	// the summer").
	{CategorySelfHarm, 0.85, "relieved|happier|better_off|lighter ~3 when_i'm_not_a_burden|when_i'm_no_longer_a_burden|when_i'm_dead|once_i'm_dead|if_i_was_dead|if_i_were_dead !for|on|to|from|abroad|away|next|this|in|at", false},
	// Review: "when I'm gone" is also "when I'm away" ("the lecturer will
	// be relieved when I'm gone, no more of my questions"): a weak sign,
	// which the classifier weighs.
	{CategorySelfHarm, 0.7, "relieved|happier|better_off|lighter ~3 when_i'm_gone|once_i'm_gone|when_i'm_not_around|when_i'm_out_of_the_way|if_i_was_gone|if_i_were_gone !for|on|to|from|abroad|away|next|this|in|at", false},
	{CategorySelfHarm, 0.85, "aliviados|aliviadas|aliviado|aliviada|mas_felices|mejor ~3 cuando_ya_no_sea_una_carga|cuando_no_sea_una_carga|cuando_ya_no_este|cuando_me_haya_ido|cuando_me_muera|si_yo_no_estuviera|si_ya_no_estuviera !de|en|con|por|para|aqui|alli", false},
	// Review: not a seminar ended earlier ("… do us a favour by ending it
	// earlier").
	{CategorySelfHarm, 0.85, "favour|favor|favours|favors ~3 by_disappearing|by_dying|by_being_gone|by_not_being_here|by_not_being_around|if_i_disappeared|if_i_died|if_i_was_gone|if_i_were_gone|if_i_wasn't_here|if_i_weren't_here|if_i_was_dead|if_i_were_dead|by_ending_it|by_killing_myself !for|on|to|from|abroad|in|at|earlier|early|sooner|on_time|quickly", false},
	{CategorySelfHarm, 0.85, "rendrais|rendrai|rendrait|ferais ~1 service|un_service|une_faveur ~4 en_disparaissant|en_mourant|si_je_disparaissais|si_je_mourais|si_je_n_etais_plus_la|en_partant_pour_de_bon !de|du|des|pendant|en_vacances|cet|ce", false},
	{CategorySelfHarm, 0.85, "haria|hago|hariamos ~1 un_favor ~3 si_desapareciera|si_me_muriera|si_yo_no_estuviera|si_no_estuviera|desapareciendo|muriendome|si_me_fuera_para_siempre !de|del|en|por|unos|unas|este|esta", false},
	{CategorySelfHarm, 0.85, "farei|farebbe|faccio ~1 un_favore|favore ~3 se_sparissi|se_morissi|se_non_ci_fossi_piu|sparendo|morendo|togliendomi_di_mezzo !da|dal|per|in|qualche|questo|questa", false},
	{CategorySelfHarm, 0.85, "faria|fazia|faco ~1 um_favor|favor ~3 se_desaparecesse|se_eu_desaparecesse|se_morresse|se_eu_morresse|se_eu_nao_estivesse_aqui|se_nao_estivesse_aqui|desaparecendo|morrendo|sumindo|se_eu_sumisse|se_sumisse !de|do|da|por|em|uns|umas|esse|essa", false},
	// Not able to go on and tonight the end, in English, German and
	// French ("I can't do this anymore, tonight is the night").
	{CategorySelfHarm, 0.85, "can't|cannot|cant do_this|take_it|take_this|go_on|carry_on|keep_going ~1 anymore|any_more|any_longer ?. ~2 tonight_is_the_night|today_is_the_day|it_ends_tonight|it_ends_today|this_is_the_end|i'm_ending_it_tonight|i_end_it_tonight .", false},
	{CategorySelfHarm, 0.85, "kann_nicht_mehr|halte_es_nicht_mehr_aus|ertrage_es_nicht_mehr ?. ~2 heute_nacht_ist_es_so_weit|heute_ist_es_so_weit|heute_nacht_mache_ich_schluss|heute_mache_ich_schluss|heute_nacht_endet_es|heute_endet_es|heute_ist_schluss", false},
	{CategorySelfHarm, 0.85, "n_en_peux_plus|je_ne_peux_plus|je_ne_tiens_plus ?. ~2 c_est_ce_soir_que_ca_se_termine|c_est_ce_soir_que_tout_se_termine|c_est_ce_soir_que_j_en_finis|ce_soir_j_en_finis|ce_soir_c_est_la_fin|ce_soir_tout_s_arrete|ce_soir_tout_se_termine", false},
	// Medication hoarded, in English and Spanish ("I've stockpiled my
	// prescription for weeks", "llevo semanas acumulando mis pastillas"),
	// not collected from the pharmacy or packed for a trip.
	// Review: not medication saved for a trip or tablets for the exam week
	// ("… for the camping trip"), nor dishwasher tablets ("las pastillas del
	// lavavajillas").
	{CategorySelfHarm, 0.85, "stockpiled|stockpiling|hoarded|hoarding|stashed|stashing|saving_up|saved_up|been_saving ~2 my|the|some ?sleeping prescription|prescriptions|pills|tablets|meds|medication|painkillers|antidepressants !for_the_trip|for_travel|for_my_trip|for_the_holiday|for_the_flight|for_winter|for_the_weekend|for_the|for_our|for_a", false},
	{CategorySelfHarm, 0.85, "acumulando|acumulo|acumule|he_acumulado|ahorrando|escondiendo ~2 mis|las|unas pastillas|medicinas|medicamentos|calmantes|antidepresivos|somniferos !para_el_viaje|para_las_vacaciones|para_el_vuelo|del_lavavajillas|de_lavavajillas|para_el_lavavajillas|del_cloro|de_cloro|para_la_piscina", false},
	// The railway, a ledge or the void that tempts the writer, in English,
	// French and Portuguese ("the railway tracks behind the dorm look more
	// tempting every day", "le vide m'attire"), not songs ("the new
	// tracks are tempting").
	// Review: not a new line tempting for a trip ("… is tempting for a
	// weekend trip").
	{CategorySelfHarm, 0.85, "railway|railway_line|train_line|railway_tracks|train_tracks|railroad|railroad_tracks|ledge ~5 tempting|calling_me|calling_to_me|more_tempting !for|to_visit|to_take|on_a|on_the", false},
	{CategorySelfHarm, 0.85, "rails|voie_ferree|voies_ferrees|vide ~3 me_tentent|me_tente|m_attirent|m_attire|m_appellent|m_appelle", false},
	{CategorySelfHarm, 0.85, "trilhos|linha_do_trem|linha_ferrea|parapeito|vazio ~5 tentadores|tentador|tentadora|me_chamando|me_chama|me_atraem|me_atrai", false},
	// Better to disappear or die, in every language ("ya no tiene sentido
	// nada, mejor desaparecer"), not laughter, boredom or leaving a place
	// ("mejor morir de risa", "é melhor sumir daqui").
	// Review: nor a quote or a project ("better to die standing", "better to
	// end it now than …"), a file finished fast ("mieux vaut en finir
	// vite"), a joke ("lieber sterben als Mathe lernen"), "this" ("mejor
	// acabar con todo esto").
	{CategorySelfHarm, 0.85, "better_to|might_as_well|may_as_well ~1 disappear|die|not_exist|be_dead|end_it !for|from|in|at|of|laughing|before|until|till|on|with|and_go|here|there|standing|quietly|now_than|early|gracefully|politely", false},
	{CategorySelfHarm, 0.85, "mejor|mas_vale ~1 desaparecer|morirme|morir|no_existir|estar_muerto|estar_muerta|acabar_con_todo !de|del|un|una|unos|unas|por|para|de_aqui|antes|mientras|con|en|asi|aqui|alli|esto|eso|rapido|de_una_vez|cuanto_antes|lo_pendiente", false},
	{CategorySelfHarm, 0.85, "meglio|tanto_vale ~1 sparire|morire|non_esistere|farla_finita|essere_morto|essere_morta !di|dal|dalla|dalle|dai|per|un|una|qualche|da|prima|con|in|cosi|qui|subito_dopo", false},
	{CategorySelfHarm, 0.85, "melhor|mais_vale ~1 sumir|morrer|desaparecer|nao_existir|estar_morto|estar_morta|acabar_com_tudo !de|do|da|por|um|uma|uns|umas|pra|para|daqui|dali|antes|com|em|assim|aqui|logo_e|isso|de_uma_vez", false},
	{CategorySelfHarm, 0.85, "mieux_vaut|autant ~1 disparaitre|mourir|ne_plus_exister|en_finir|etre_mort|etre_morte !de|d|du|des|pour|un|une|quelques|ce|cette|avant|pendant|avec|en|ici|vite|tout_de_suite|rapidement|une_bonne_fois|une_fois_pour_toutes|au_plus_vite", false},
	{CategorySelfHarm, 0.85, "besser|lieber ~1 verschwinden|sterben|nicht_existieren|nicht_mehr_existieren|tot_sein !vor|aus|fur|von|vom|ein|eine|einen|fur_ein|fur_eine|an|am|bevor|mit|in|im|hier|dort|als", false},
	// Thinking about what it would be like not to exist, in every
	// language ("pienso mucho en cómo sería no existir").
	{CategorySelfHarm, 0.85, "think|thinking|wonder|wondering ~3 what_it_would_be_like_to_not_exist|what_it_would_be_like_not_to_exist|about_not_existing|about_not_existing_anymore|about_not_being_alive|what_it_would_be_like_to_be_dead", false},
	{CategorySelfHarm, 0.85, "pienso|pensando|me_pregunto|imagino ~3 como_seria_no_existir|como_seria_dejar_de_existir|en_no_existir|en_dejar_de_existir|como_seria_estar_muerta|como_seria_estar_muerto", false},
	{CategorySelfHarm, 0.85, "penso|pensando|mi_chiedo|immagino ~3 come_sarebbe_non_esistere|come_sarebbe_non_esistere_piu|a_non_esistere|di_non_esistere_piu|come_sarebbe_essere_morta|come_sarebbe_essere_morto", false},
	{CategorySelfHarm, 0.85, "penso|pensando|fico_pensando|me_pergunto|imagino ~3 como_seria_nao_existir|em_nao_existir|em_deixar_de_existir|como_seria_estar_morta|como_seria_estar_morto", false},
	{CategorySelfHarm, 0.85, "pense|pensant|me_demande|imagine ~3 ce_que_ca_ferait_de_ne_plus_exister|a_ne_plus_exister|a_ne_pas_exister|ce_que_ca_ferait_d_etre_mort|ce_que_ca_ferait_d_etre_morte", false},
	{CategorySelfHarm, 0.85, "wie_es_ware|wie_es_sich_anfuhlen_wurde ?. nicht_zu_existieren|nicht_mehr_zu_existieren|nicht_mehr_da_zu_sein|tot_zu_sein", false},
	// Tired of fighting and giving up, in every language ("estoy cansada
	// de luchar, ya está, se acabó"), not of fighting an office ("… de
	// luchar con la burocracia").
	// Review: not giving up on a diet or a sport ("I give up on this diet",
	// "j'abandonne le cours de judo", "ich gebe auf mit der Diät").
	{CategorySelfHarm, 0.85, "tired_of_fighting|sick_of_fighting|done_fighting ?. ~3 i'm_done|i_am_done|i_give_up|it's_over|i_can't_anymore|i_can't_go_on !on|with|trying", false},
	{CategorySelfHarm, 0.85, "cansada|cansado|harta|harto de_luchar|de_pelear ?. ~3 se_acabo|ya_esta|me_rindo|no_puedo_mas|ya_no_puedo_mas", false},
	{CategorySelfHarm, 0.85, "stanca|stanco|stufa|stufo di_lottare|di_combattere ?. ~3 e_finita|basta|mi_arrendo|non_ce_la_faccio_piu", false},
	{CategorySelfHarm, 0.85, "cansada|cansado de_lutar|de_brigar ?. ~3 acabou|chega|desisto|nao_aguento_mais|ja_deu", false},
	{CategorySelfHarm, 0.85, "fatiguee|fatigue|marre|lasse|las de_me_battre|de_lutter ?. ~3 c_est_fini|j_abandonne|j_arrete_tout|je_n_en_peux_plus !le|la|les|l|mon|ma|mes|ce|cette|avec", false},
	{CategorySelfHarm, 0.85, "mude|leid|satt zu_kampfen ?. ~3 es_ist_vorbei|ich_gebe_auf|ich_kann_nicht_mehr|schluss|aus !mit", false},
	// Deserving to suffer or die, ending the clause, in every language
	// ("merezco sufrir, así que me aseguro de hacerlo"), not a joke about
	// a course ("merezco sufrir por elegir esta carrera").
	{CategorySelfHarm, 0.85, "i ?really deserve_to_suffer|deserve_to_die|deserve_to_be_hurt|deserve_to_bleed .", false},
	{CategorySelfHarm, 0.85, "merezco_sufrir|merezco_morir|me_merezco_sufrir|me_merezco_morir .", false},
	{CategorySelfHarm, 0.85, "merito_di_soffrire|merito_di_morire .", false},
	{CategorySelfHarm, 0.85, "mereco_sofrer|mereco_morrer .", false},
	{CategorySelfHarm, 0.85, "merite_de_souffrir|merite_de_mourir .", false},
	{CategorySelfHarm, 0.85, "verdiene_es_zu_leiden|verdiene_zu_leiden|verdiene_es_zu_sterben|verdiene_den_tod .", false},
	// Traffic, rails or an edge that are just one step away, in every
	// language ("me quedo mirando el tráfico y pienso que solo es un
	// paso"), not a distance ("a solo un paso de la estación").
	{CategorySelfHarm, 0.85, "traffic|cars|tracks|train|platform|edge|ledge|bridge|railing ~8 just_one_step|only_one_step|one_step_away|one_little_step|a_single_step !de|del|da|do|di|du|des|dal|dalla|dallo|dai|dalle|dagli|della|dello|dos|das|von|vom|zum|zur|from|to|para|per|pour|fur|hacia|towards|mais|mas|piu|plus|mehr|more|adelante|avanti|em_frente|en_avant|vorwarts|forward|further|closer|away|ahead|back|behind|at|a|al|ao|au", false},
	{CategorySelfHarm, 0.85, "trafico|coches|tren|vias|anden|borde|vacio|puente|barandilla ~8 solo_es_un_paso|es_solo_un_paso|solo_seria_un_paso|seria_solo_un_paso|un_solo_paso !de|del|da|do|di|du|des|dal|dalla|dallo|dai|dalle|dagli|della|dello|dos|das|von|vom|zum|zur|from|to|para|per|pour|fur|hacia|towards|mais|mas|piu|plus|mehr|more|adelante|avanti|em_frente|en_avant|vorwarts|forward|further|closer|away|ahead|back|behind|at|a|al|ao|au", false},
	{CategorySelfHarm, 0.85, "traffico|binari|treno|bordo|vuoto|ponte|ringhiera|banchina ~8 e_solo_un_passo|basta_un_passo|solo_un_passo|un_solo_passo !de|del|da|do|di|du|des|dal|dalla|dallo|dai|dalle|dagli|della|dello|dos|das|von|vom|zum|zur|from|to|para|per|pour|fur|hacia|towards|mais|mas|piu|plus|mehr|more|adelante|avanti|em_frente|en_avant|vorwarts|forward|further|closer|away|ahead|back|behind|at|a|al|ao|au", false},
	{CategorySelfHarm, 0.85, "transito|carros|trilhos|trem|borda|vazio|ponte|grade|parapeito|plataforma ~8 e_so_um_passo|so_um_passo|basta_um_passo|um_passo_so|um_unico_passo !de|del|da|do|di|du|des|dal|dalla|dallo|dai|dalle|dagli|della|dello|dos|das|von|vom|zum|zur|from|to|para|per|pour|fur|hacia|towards|mais|mas|piu|plus|mehr|more|adelante|avanti|em_frente|en_avant|vorwarts|forward|further|closer|away|ahead|back|behind|at|a|al|ao|au", false},
	{CategorySelfHarm, 0.85, "circulation|voitures|rails|train|bord|vide|pont|rambarde|quai ~8 qu_un_pas|un_seul_pas|suffit_d_un_pas|juste_un_pas !de|del|da|do|di|du|des|dal|dalla|dallo|dai|dalle|dagli|della|dello|dos|das|von|vom|zum|zur|from|to|para|per|pour|fur|hacia|towards|mais|mas|piu|plus|mehr|more|adelante|avanti|em_frente|en_avant|vorwarts|forward|further|closer|away|ahead|back|behind|at|a|al|ao|au", false},
	{CategorySelfHarm, 0.85, "verkehr|autos|gleise|zug|rand|abgrund|brucke|gelander|bahnsteig ~8 nur_ein_schritt|ein_einziger_schritt|nur_einen_schritt !de|del|da|do|di|du|des|dal|dalla|dallo|dai|dalle|dagli|della|dello|dos|das|von|vom|zum|zur|from|to|para|per|pour|fur|hacia|towards|mais|mas|piu|plus|mehr|more|adelante|avanti|em_frente|en_avant|vorwarts|forward|further|closer|away|ahead|back|behind|at|a|al|ao|au", false},
	// A last message to one's family already written, in every language
	// ("mi último mensaje a mis padres ya está escrito").
	{CategorySelfHarm, 0.7, "my_last_message|my_last_letter|my_final_message|my_final_letter to|for my_parents|my_family|my_mum|my_mom|my_dad|my_friends|everyone ~3 written|drafted|ready|done", false},
	{CategorySelfHarm, 0.7, "mi_ultimo_mensaje|mi_ultima_carta a|para mis_padres|mi_familia|mi_madre|mi_padre|mis_amigos|todos ~3 escrito|escrita|preparado|preparada|listo|lista", false},
	{CategorySelfHarm, 0.7, "il_mio_ultimo_messaggio|la_mia_ultima_lettera ai|alla|per miei|mia|i_miei ?genitori|famiglia|madre|padre|amici ~3 scritto|scritta|pronto|pronta", false},
	{CategorySelfHarm, 0.7, "minha_ultima_mensagem|minha_ultima_carta aos|para|pra|a meus|minha|os_meus|a_minha ?pais|familia|mae|pai|amigos ~3 escrita|pronta|preparada", false},
	{CategorySelfHarm, 0.7, "mon_dernier_message|ma_derniere_lettre a|pour mes|ma|mon parents|famille|mere|pere|amis ~3 ecrit|ecrite|pret|prete", false},
	{CategorySelfHarm, 0.7, "meine_letzte_nachricht|mein_letzter_brief|meinen_letzten_brief an|fur meine|meinen|meine_eltern|meine_familie|meine_mutter|meinen_vater|meine_freunde ?eltern|familie|mutter|vater|freunde ~3 geschrieben|fertig|bereit", false},
	// How long it takes to bleed to death, in every language.
	{CategorySelfHarm, 0.85, "cuanto_tarda|cuanto_tiempo_tarda|cuanto_se_tarda ~2 en_desangrarse|en_desangrarme|en_desangrar", false},
	{CategorySelfHarm, 0.85, "quanto_ci_vuole|quanto_tempo_ci_vuole|quanto_tempo_serve ~2 a_dissanguarsi|per_dissanguarsi|a_morire_dissanguati|per_morire_dissanguati|a_dissanguarmi|per_dissanguarmi", false},
	{CategorySelfHarm, 0.85, "quanto_tempo_leva|quanto_tempo_demora|quanto_demora ~2 para_sangrar_ate_morrer|pra_sangrar_ate_morrer|para_morrer_de_hemorragia|pra_morrer_de_hemorragia|para_se_esvair_em_sangue", false},
	{CategorySelfHarm, 0.85, "combien_de_temps ~3 se_vider_de_son_sang|mourir_d_une_hemorragie|me_vider_de_mon_sang", false},
	{CategorySelfHarm, 0.85, "wie_lange ~3 verbluten|zu_verbluten|man_verblutet|verblutet", false},
	// Touched or written to in a way that makes the writer uncomfortable,
	// in every language ("el entrenador me toca de una manera que me
	// incomoda", "mi tutor me escribe cosas muy personales que me
	// incomodan"), not a smell or a noise that does ("el ruido me molesta").
	{CategoryHarassment, 0.85, "touches|touched|touching|texts|texted|messages|messaged|writes|wrote|sends|sent|looks_at|stares_at|talks_to ~1 me ~6 in_a_way_that_makes_me_uncomfortable|that_make_me_uncomfortable|that_makes_me_uncomfortable|that_made_me_uncomfortable|that_creep_me_out|that_creeps_me_out", false},
	{CategoryHarassment, 0.85, "me_toca|me_tocaba|me_toco|me_escribe|me_escribia|me_manda|me_mandaba|me_envia|me_enviaba|me_mira|me_miraba|me_habla|me_hablaba ~6 que_me_incomoda|que_me_incomodan|que_me_incomodaba|que_me_hace_sentir_incomoda|que_me_hace_sentir_incomodo|que_me_hacen_sentir_incomoda|que_me_hacen_sentir_incomodo", false},
	{CategoryHarassment, 0.85, "mi_tocca|mi_toccava|mi_ha_toccata|mi_ha_toccato|mi_scrive|mi_scriveva|mi_manda|mi_mandava|mi_guarda|mi_guardava|mi_parla ~6 che_mi_mette_a_disagio|che_mi_mettono_a_disagio|che_mi_metteva_a_disagio|che_mi_fa_sentire_a_disagio|che_mi_fanno_sentire_a_disagio", false},
	{CategoryHarassment, 0.85, "me_touche|me_touchait|m_a_touchee|m_a_touche|m_ecrit|m_ecrivait|m_envoie|m_envoyait|me_regarde|me_regardait|me_parle ~6 qui_me_met_mal_a_l_aise|qui_me_mettent_mal_a_l_aise|qui_me_mettait_mal_a_l_aise|qui_me_gene|qui_me_genent", false},
	{CategoryHarassment, 0.85, "beruhrt|beruhrte|anfasst|fasst|schreibt|schrieb|schickt|schickte|ansieht|anstarrt ~1 mich|mir ~6 ?. die|das|was mir_unangenehm_ist|mir_unangenehm_sind|mir_unangenehm_war|mich_verunsichert|mir_angst_macht", false},
	{CategoryHarassment, 0.85, "me_toca|me_tocava|me_escreve|me_escrevia|me_manda|me_mandava|me_envia|me_olha|me_olhava|fala_comigo ~6 que_me_deixa_desconfortavel|que_me_deixam_desconfortavel|que_me_deixava_desconfortavel|que_me_incomoda|que_me_incomodam|que_me_deixa_constrangida|que_me_deixam_constrangida", false},
	// A cruel nickname the whole class uses, in every language ("me han
	// puesto un mote horrible y toda la clase lo usa").
	{CategoryHarassment, 0.85, "horrible|humiliating|offensive|cruel|disgusting|nasty|degrading|awful nickname ~6 whole_class|whole_school|whole_team|whole_office|everyone|everybody", false},
	{CategoryHarassment, 0.85, "mote|apodo ~2 horrible|humillante|ofensivo|asqueroso|cruel|degradante ~6 toda_la_clase|todo_el_curso|todo_el_mundo|todos|toda_la_oficina", false},
	{CategoryHarassment, 0.85, "apelido ~2 horrivel|humilhante|ofensivo|nojento|cruel|degradante ~6 a_turma_toda|toda_a_turma|todo_mundo|todos|a_sala_toda|o_escritorio_todo", false},
	{CategoryHarassment, 0.85, "soprannome|nomignolo ~2 orribile|umiliante|offensivo|crudele|schifoso|degradante ~6 tutta_la_classe|tutto_il_corso|tutti|tutto_l_ufficio", false},
	{CategoryHarassment, 0.85, "surnom ~2 horrible|humiliant|insultant|degoutant|cruel|degradant ~6 toute_la_classe|toute_la_promo|tout_le_monde|tous|tout_le_bureau", false},
	{CategoryHarassment, 0.85, "fies*|furchtbar*|demutigend*|beleidigend*|ekelhaft*|grausam* spitznamen|spitzname ~6 ?. ~4 die_ganze_klasse|der_ganze_kurs|alle|jeder|das_ganze_buro", false},
	// Someone who comes into the writer's room without permission, in
	// Portuguese, Italian, French and German ("um cara do alojamento entra
	// no meu quarto sem permissão").
	// Review: nor the cold, the noise or the light of the street at night
	// ("the cold air comes into my room at night", "die Kälte kommt nachts
	// in mein Zimmer").
	{CategoryHarassment, 0.85, "^gato|gata|cachorro|cachorra|mae|pai|irma|irmao|frio|barulho|luz|ar|calor|cheiro|sol|agua|fumaca|umidade|vento|mosquitos|rua entra|entrou|entrava|entram|entraram|fica_entrando no_meu_quarto|na_minha_casa|no_meu_apartamento|na_minha_barraca|no_meu_banheiro ~2 sem_permissao|sem_a_minha_permissao|sem_minha_permissao|sem_bater|sem_avisar|enquanto_eu_durmo|enquanto_durmo", false},
	{CategoryHarassment, 0.85, "^gatto|gatta|cane|mamma|papa|madre|padre|sorella|fratello|freddo|rumore|luce|aria|caldo|odore|sole|acqua|fumo|umidita|vento|zanzare|strada entra|entrato|entrava|entrano|entrati nella_mia_camera|in_camera_mia|in_casa_mia|nel_mio_appartamento|nella_mia_tenda ~2 senza_permesso|senza_il_mio_permesso|senza_bussare|senza_avvisare|mentre_dormo", false},
	{CategoryHarassment, 0.85, "^chat|chatte|chien|chienne|mere|pere|soeur|frere|maman|papa|froid|bruit|lumiere|air|chaleur|odeur|soleil|eau|fumee|humidite|vent|moustiques|rue entre|entrait|entrent|est_entre|sont_entres dans_ma_chambre|chez_moi|dans_mon_appart|dans_mon_appartement|dans_ma_tente ~2 sans_permission|sans_ma_permission|sans_frapper|sans_prevenir|pendant_que_je_dors", false},
	{CategoryHarassment, 0.85, "^katze|kater|hund|mutter|vater|schwester|bruder|mama|papa|kalte|larm|licht|luft|hitze|geruch|sonne|wasser|rauch|zugluft|wind|mucken|strasse kommt|kam|kommen|geht|ging ~2 ohne_erlaubnis|ohne_zu_klopfen|ohne_meine_erlaubnis|nachts|wahrend_ich_schlafe ~2 in_mein_zimmer|in_meine_wohnung|in_mein_zelt", false},
	{CategoryHarassment, 0.85, "^cat|dog|kitten|puppy|mum|mom|dad|sister|brother|light|air|noise|cold|smell|sunlight|sun|heat|draught|draft|water|rain|wind|damp|mould|mold|mosquito|mosquitoes|smoke|street|corridor|kitchen|hallway comes|came|walks|walked|keeps_coming|kept_coming|barges|barged ~1 into|in_to my_room|my_flat|my_apartment|my_tent|my_dorm|my_dorm_room ~2 without_permission|without_asking|without_knocking|while_i_sleep|while_i'm_asleep|at_night", false},
	{CategoryHarassment, 0.85, "^gato|gata|perro|perra|madre|padre|hermana|hermano|mama|papa|frio|ruido|luz|aire|calor|olor|sol|agua|humo|humedad|viento|mosquitos|calle entra|entro|entraba|entran|entraron en_mi_habitacion|en_mi_cuarto|en_mi_casa|en_mi_piso|en_mi_tienda ~2 sin_permiso|sin_mi_permiso|sin_llamar|sin_avisar|mientras_duermo", false},
	// Humiliated and filmed for a laugh, in every language ("jogaram água
	// em mim e filmaram para rir depois"), not a sketch the writer filmed.
	// Review: posting online only of the writer, in the rules at the end:
	// not "the lecturer recorded it and posted it online", "filmaram a
	// palestra e postaram".
	{CategoryHarassment, 0.85, "^we|i|i've|we've|we_all filmed|recorded|videoed ~2 it|me|us|everything ~3 to_laugh_at|to_make_fun_of", false},
	{CategoryHarassment, 0.85, "^nosotros|yo lo_grabaron|lo_grabo|me_grabaron|me_grabo|lo_filmaron|me_filmaron ~3 para_reirse|para_reirse_de_mi|para_burlarse|y_lo_subieron|y_lo_colgaron|y_lo_pasaron|y_lo_compartieron", false},
	{CategoryHarassment, 0.85, "^nos|eu filmaram|gravaram|me_filmaram|me_gravaram|filmou|gravou|me_filmou|me_gravou ~3 para_rir|pra_rir|para_zoar|pra_zoar", false},
	{CategoryHarassment, 0.85, "m_ont_filme|m_ont_filmee|l_ont_filme|m_a_filme|m_a_filmee|ont_filme|a_filme ~3 pour_se_moquer|pour_rire_de_moi|pour_se_moquer_de_moi|et_l_ont_poste|et_l_ont_partage|et_l_ont_mis_en_ligne|et_l_a_poste", false},
	{CategoryHarassment, 0.85, "mi_hanno_filmato|mi_hanno_filmata|mi_ha_filmato|mi_ha_filmata|hanno_filmato|ha_filmato|mi_hanno_ripreso|mi_hanno_ripresa ~3 per_ridere|per_prendermi_in_giro|e_l_hanno_postato|e_l_hanno_messo_online|e_l_hanno_condiviso|e_l_ha_postato", false},
	{CategoryHarassment, 0.85, "mich|das ~2 gefilmt ?. ~1 um_sich_lustig_zu_machen|um_uber_mich_zu_lachen|um_zu_lachen", false},
	// A group chat made to mock the writer, in every language ("fizeram
	// um grupo só para falar mal de mim").
	// Review: not a page made for an anniversary or a newsletter ("HR made a
	// page about me for my 10-year anniversary", "crearon un perfil sobre mí
	// en la web del departamento").
	{CategoryHarassment, 0.85, "made|created|started|set_up|make|create ~1 a|an group|group_chat|chat|account|page ~3 to_talk_about_me|to_make_fun_of_me|to_mock_me|to_trash_talk_me|to_laugh_at_me|about_me !for_my|for_the|for_our|in_the_newsletter|on_the_website", false},
	{CategoryHarassment, 0.85, "fizeram|criaram|fez|criou ~1 um ?. grupo|perfil|chat ~3 para_falar_mal_de_mim|pra_falar_mal_de_mim|para_zoar_comigo|pra_zoar_comigo|para_rir_de_mim|pra_rir_de_mim|sobre_mim !no_site|para_o_site|pra_minha|para_minha|para_a_minha|na_newsletter", false},
	{CategoryHarassment, 0.85, "hicieron|crearon|hizo|creo|montaron ~1 un grupo|perfil|chat ~3 para_hablar_mal_de_mi|para_burlarse_de_mi|para_reirse_de_mi|sobre_mi !en_la_web|para_la_web|en_la_pagina|para_mi|por_mi", false},
	{CategoryHarassment, 0.85, "ont_cree|a_cree|ont_fait|ont_monte ~1 un|une groupe|compte|page|conversation ~3 pour_se_moquer_de_moi|pour_parler_de_moi|pour_dire_du_mal_de_moi|sur_moi !pour_mon|pour_ma|sur_le_site|dans_la_newsletter", false},
	{CategoryHarassment, 0.85, "hanno_creato|ha_creato|hanno_fatto|hanno_aperto ~1 un|una gruppo|chat|profilo|pagina ~3 per_prendermi_in_giro|per_parlare_male_di_me|per_ridere_di_me|su_di_me !per_il|per_la|per_il_mio|per_la_mia|sul_sito", false},
	{CategoryHarassment, 0.85, "gruppe|gruppenchat|chat|profil|seite ~3 ?. ~1 um_uber_mich_zu_lastern|um_sich_uber_mich_lustig_zu_machen|um_mich_fertigzumachen|nur_uber_mich", false},
	// Whistled at or shouted at in the street as the writer walks past, in
	// every language ("ficam assobiando e falando besteira quando eu
	// passo"), not birds or a kettle.
	// Review: not a lifeguard or a coach ("my coach whistles at me when I'm
	// late", "los socorristas me silban cuando paso corriendo").
	{CategoryHarassment, 0.85, "^bird|birds|kettle|wind|train|referee|lifeguard|lifeguards|coach|coaches|instructor|umpire whistle|whistles|whistling|catcall|catcalls|catcalling|shout_things|shouts_things|make_comments|makes_comments ~6 when_i_walk_past|when_i_walk_by|when_i_pass|every_time_i_walk|as_i_walk_past|at_me", false},
	{CategoryHarassment, 0.85, "^passaros|passarinhos|vento|juiz|arbitro|vidas|treinador|tecnico|instrutor ficam_assobiando|assobiam|assobiaram|mexem_comigo|falam_besteira|falam_gracinhas|falam_gracinha ~6 quando_eu_passo|quando_passo|quando_eu_saio|quando_eu_chego|pra_mim|para_mim", false},
	{CategoryHarassment, 0.85, "^pajaros|viento|arbitro|socorrista|socorristas|entrenador|monitor|me me_silban|silban|me_dicen_guarradas|me_dicen_cosas|me_gritan_cosas|me_dicen_piropos ~6 cuando_paso|cuando_salgo|cuando_llego|al_pasar", false},
	{CategoryHarassment, 0.85, "^oiseaux|vent|arbitre|nageurs|nageur|maitres-nageurs|maitre-nageur|entraineur|moniteur|me me_sifflent|sifflent|me_sifflaient|m_interpellent|me_lancent_des_remarques ~6 quand_je_passe|a_mon_passage|quand_je_sors|dans_la_rue", false},
	{CategoryHarassment, 0.85, "^uccelli|vento|arbitro|bagnino|bagnini|allenatore|istruttore|mi mi_fischiano|fischiano|mi_fischiavano|mi_urlano_dietro|mi_fanno_commenti ~6 quando_passo|al_mio_passaggio|quando_esco|per_strada", false},
	{CategoryHarassment, 0.85, "pfeifen_mir_nach|pfiffen_mir_nach|rufen_mir_nach|rufen_mir_sachen_hinterher|riefen_mir_nach ?. ~6 wenn_ich_vorbeigehe|wenn_ich_vorbeilaufe|auf_der_strasse|jedes_mal", false},
	// Forced to do another's work under a threat, in every language ("a
	// monitora me obriga a fazer o trabalho dela e ameaça me reprovar").
	{CategoryHarassment, 0.85, "me_obriga|me_obrigou|me_obrigam|me_forca|me_forcou ~1 a fazer o_trabalho_dela|o_trabalho_dele|o_trabalho_deles|os_trabalhos_dela|os_trabalhos_dele|as_tarefas_dela|as_tarefas_dele ~8 ameaca|ameacou|ameacam|senao", false},
	{CategoryHarassment, 0.85, "me_obliga|me_obligan|me_obligo|me_obligaba ~1 a hacer su_trabajo|sus_trabajos|sus_tareas|sus_deberes ~8 amenaza|amenazo|amenazan|si_no", false},
	{CategoryHarassment, 0.85, "forces|forced|makes|made ~1 me ?to do his_work|her_work|their_work|his_homework|her_homework|their_homework|his_assignments|her_assignments ~8 threatens|threatened|threatening|or_else|otherwise", false},
	{CategoryHarassment, 0.85, "m_oblige|m_obligent|m_a_oblige|m_a_obligee|me_force ~1 a faire son_travail|leur_travail|ses_devoirs|leurs_devoirs ~8 menace|menacent|sinon", false},
	{CategoryHarassment, 0.85, "mi_obbliga|mi_obbligano|mi_costringe|mi_costringono ~1 a fare il_suo_lavoro|il_loro_lavoro|i_suoi_compiti|i_loro_compiti ~8 minaccia|minacciano|altrimenti", false},
	{CategoryHarassment, 0.85, "zwingt|zwingen|zwang ~1 mich ?. ~2 seine_arbeit|ihre_arbeit|seine_hausaufgaben|ihre_hausaufgaben ~3 ?. ~3 droht|drohen|drohte|sonst", false},
	// Called a monkey or mocked with monkey noises, in every language ("me
	// chamam de macaco no campo de futebol"), not by a sibling at play.
	// Review: not a climber ("… calls me a monkey because I climb so fast",
	// "mi chiamano scimmia perché arrampico"), and Spanish "mona" is "cute"
	// ("me llaman mona por el vestido").
	{CategoryDiscrimination, 0.85, "^irmao|irma|mae|pai|avo|namorado|namorada me_chamam_de_macaco|me_chamaram_de_macaco|chamam_ele_de_macaco|chamaram_ele_de_macaco|chamam_ela_de_macaca|me_chamam_de_macaca|me_chamaram_de_macaca|sons_de_macaco|barulho_de_macaco|barulhos_de_macaco|imitam_macaco !porque_subo|porque_escalo|quando_escalo|quando_subo", false},
	{CategoryDiscrimination, 0.85, "^hermano|hermana|madre|padre|abuela|novio|novia me_llaman_mono|me_llamaron_mono|le_llaman_mono|le_llamaron_mono|me_dicen_mono|me_gritan_mono|sonidos_de_mono|ruidos_de_mono|imitan_a_un_mono|imitaban_a_un_mono !porque_trepo|porque_escalo|cuando_escalo|cuando_trepo", false},
	{CategoryDiscrimination, 0.85, "^brother|sister|mum|mom|dad|grandma|boyfriend|girlfriend call|called|calls|calling|shout|shouted ~1 me|him|her|them ~1 a_monkey|monkey !because_i_climb|because_i_can_climb|because_he_climbs|because_she_climbs|on_the_climbing_frame|on_the_climbing_wall|when_i_climb|when_he_climbs|when_she_climbs|for_climbing|at_climbing", false},
	{CategoryDiscrimination, 0.85, "monkey_noises|monkey_chants|monkey_sounds|monkey_gestures|made_monkey_noises", false},
	{CategoryDiscrimination, 0.85, "^frere|soeur|mere|pere|copain|copine me_traitent_de_singe|m_ont_traite_de_singe|m_ont_traitee_de_singe|le_traitent_de_singe|l_ont_traite_de_singe|cris_de_singe|bruits_de_singe|imitent_le_singe", false},
	{CategoryDiscrimination, 0.85, "^fratello|sorella|madre|padre|nonna|ragazzo|ragazza mi_chiamano_scimmia|mi_hanno_chiamato_scimmia|mi_hanno_chiamata_scimmia|lo_chiamano_scimmia|versi_della_scimmia|versi_da_scimmia|versi_di_scimmia|ululati_razzisti !perche_arrampico|perche_mi_arrampico|quando_arrampico|perche_scalo", false},
	{CategoryDiscrimination, 0.85, "^bruder|schwester|mutter|vater|oma|freund|freundin nennen_mich_affe|nannten_mich_affe|haben_mich_affe_genannt|affenlaute|affengerausche|affengerauschen|affenlauten", false},
	// Messages or a diary read out loud to others, in every language ("ele
	// pegou meu celular e leu minhas conversas em voz alta").
	// Review: not a car or a phone that reads messages aloud ("the car's
	// system reads my messages out loud").
	{CategoryHarassment, 0.85, "^system|assistant|app|alexa|siri|phone|car|computer|software|screenreader|reader|watch|it|which|that read|reading|reads my_messages|my_texts|my_chats|my_diary|my_dms|my_private_messages ~3 out_loud|aloud|to_everyone|to_the_class|to_the_whole_class", false},
	{CategoryHarassment, 0.85, "^carro|assistente|celular|app|alexa|siri|sistema|telefone leu|lia|leram|liam minhas_conversas|minhas_mensagens|meu_diario|as_minhas_conversas|as_minhas_mensagens ~3 em_voz_alta|para_todo_mundo|pra_todo_mundo|para_a_turma|pra_turma", false},
	{CategoryHarassment, 0.85, "^coche|asistente|movil|app|alexa|siri|sistema|telefono leyo|leyeron|leia|leian mis_mensajes|mis_conversaciones|mi_diario|mis_chats ~3 en_voz_alta|delante_de_todos|a_toda_la_clase", false},
	{CategoryHarassment, 0.85, "^voiture|assistant|telephone|appli|app|siri|alexa|systeme lu|lisait|ont_lu|a_lu mes_messages|mes_conversations|mon_journal|mes_textos ~3 a_voix_haute|devant_tout_le_monde|devant_toute_la_classe", false},
	{CategoryHarassment, 0.85, "^auto|assistente|telefono|app|alexa|siri|sistema|macchina|cellulare letto|leggeva|hanno_letto|ha_letto i_miei_messaggi|le_mie_chat|il_mio_diario|le_mie_conversazioni ~3 ad_alta_voce|davanti_a_tutti|a_tutta_la_classe", false},
	{CategoryHarassment, 0.85, "meine_nachrichten|meine_chats|mein_tagebuch ~4 laut_vorgelesen|vor_allen_vorgelesen|der_ganzen_klasse_vorgelesen", false},
	// Called into an office and locked in, in English, Spanish, French and
	// Italian ("el profesor me llamó a su despacho y cerró la puerta con
	// llave").
	{CategoryHarassment, 0.85, "^i|we|i've|we've his_office|her_office|the_office|his_room|his_flat|his_car ~4 locked_the_door|locked_me_in|locked_us_in", false},
	{CategoryHarassment, 0.85, "despacho|oficina|habitacion|coche|cuarto ~4 cerro_la_puerta_con_llave|cerro_con_llave|echo_el_pestillo|me_encerro", false},
	{CategoryHarassment, 0.85, "bureau|chambre|voiture ~4 ferme_la_porte_a_cle|ferme_a_cle|m_a_enfermee|m_a_enferme", false},
	{CategoryHarassment, 0.85, "ufficio|studio|stanza|macchina ~4 chiuso_la_porta_a_chiave|chiuso_a_chiave|mi_ha_chiusa_dentro|mi_ha_chiuso_dentro", false},
	// A car scratched with insults, in English, Spanish, French, Italian
	// and German ("me arañaron el coche y escribieron insultos").
	{CategoryHarassment, 0.85, "scratched|keyed|vandalised|vandalized|sprayed ~2 my_car|my_bike|my_door ~6 insults|slurs|threats|swear_words", false},
	{CategoryHarassment, 0.85, "me_aranaron|me_rayaron|rayaron|aranaron|me_pintaron|pintaron ~2 el_coche|mi_coche|la_moto|mi_moto|la_puerta|mi_puerta ~6 insultos|amenazas|pintadas", false},
	{CategoryHarassment, 0.85, "raye|rayee|ont_raye|a_raye|tague|ont_tague ~2 ma_voiture|mon_velo|ma_porte ~6 insultes|menaces", false},
	{CategoryHarassment, 0.85, "rigato|rigata|hanno_rigato|ha_rigato|imbrattato|hanno_imbrattato ~2 la_macchina|la_mia_macchina|la_mia_bici|la_mia_porta ~6 insulti|minacce", false},
	{CategoryHarassment, 0.85, "auto|fahrrad|tur ~3 zerkratzt|beschmiert|besprüht ~6 beleidigungen|drohungen|beschimpfungen", false},
	// Grabbed and told "you are mine", in every language ("me cogió del
	// brazo y me dijo que yo era suya").
	{CategoryHarassment, 0.85, "grabbed|held|pulled|seized ~3 by_the_arm|by_the_wrist|by_the_waist|my_arm|my_wrist|my_waist ~8 i_was_his|i'm_his|i_belonged_to_him|i_was_hers|i_belong_to_him", false},
	{CategoryHarassment, 0.85, "me_cogio|me_agarro|me_sujeto|me_tomo|me_jalo ~3 del_brazo|de_la_muneca|de_la_cintura ~8 yo_era_suya|era_suya|soy_suya|le_pertenezco|yo_era_suyo|era_suyo", false},
	{CategoryHarassment, 0.85, "m_a_attrapee|m_a_attrape|m_a_saisie|m_a_saisi|m_a_tiree|m_a_tire ~3 par_le_bras|par_le_poignet|par_la_taille ~8 j_etais_a_lui|je_suis_a_lui|je_lui_appartiens", false},
	{CategoryHarassment, 0.85, "mi_ha_preso|mi_ha_presa|mi_ha_afferrata|mi_ha_afferrato|mi_ha_tirata|mi_ha_tirato ~3 per_il_braccio|per_il_polso|per_la_vita ~8 ero_sua|sono_sua|gli_appartengo|ero_suo|sono_suo", false},
	{CategoryHarassment, 0.85, "me_puxou|me_agarrou|me_segurou ~3 pelo_braco|pelo_pulso|pela_cintura ~8 eu_era_dele|era_dele|sou_dele|pertenco_a_ele", false},
	{CategoryHarassment, 0.85, "hat_mich|packte_mich|griff_mich ~3 am_arm|am_handgelenk|an_der_hufte ~8 ?. ~4 ich_gehore_ihm|ich_gehorte_ihm|ich_sei_seine|ich_ware_seine", false},
	// Plain English statements of not wanting to live that were missed
	// ("i've got nothing left to live for", "i'm so tired of existing",
	// "i really want to stop being alive", "i can't see myself being
	// alive next year", "i just want the pain to stop for good"), not
	// tired of living somewhere or of a knee's pain.
	{CategorySelfHarm, 0.85, "nothing_left_to_live_for|nothing_to_live_for_anymore|nothing_worth_living_for|no_reason_left_to_live|nobody_to_live_for|no_one_to_live_for", false},
	{CategorySelfHarm, 0.85, "nada_por_lo_que_vivir|nada_por_que_vivir|nada_para_vivir|niente_per_cui_vivere|nulla_per_cui_vivere|nada_pelo_que_viver|nada_por_que_viver|nada_para_viver !en|aqui|en_esta|in|qui|em|aqui_nesta|nesta|neste", false},
	// Review: not before coffee ("tired of existing before my morning
	// coffee").
	{CategorySelfHarm, 0.85, "tired|sick|exhausted|done ~1 of_existing|with_existing|of_being_alive|with_being_alive !in|with|like|here|on|at|without|alone|so|near|far|as|before|until|till", false},
	{CategorySelfHarm, 0.85, "want_to_stop_being_alive|want_to_stop_existing|want_to_not_exist|want_to_not_be_alive|wish_i_didn't_exist|wish_i_wasn't_alive|wish_i_weren't_alive|wish_i_had_never_been_born|wish_i'd_never_been_born", false},
	{CategorySelfHarm, 0.7, "can't_see_myself_being_alive|can't_see_myself_alive|don't_see_myself_being_alive|don't_see_myself_alive|can't_imagine_being_alive|can't_imagine_still_being_alive|won't_be_alive_by|won't_be_alive_next", false},
	{CategorySelfHarm, 0.7, "want|need|wish ~2 the_pain|it_all|everything|all_of_it ~1 to_stop|to_end|would_stop|would_end ~1 for_good|forever|permanently|for_ever", false},
	{CategorySelfHarm, 0.85, "if_anyone_would_miss_me|if_anyone_would_even_miss_me|whether_anyone_would_miss_me|would_anyone_even_miss_me|would_anyone_miss_me|if_anybody_would_miss_me !if|at|when|for|during|in", false},
	// Review: not the noise or the works ("the noise won't be a problem for
	// much longer").
	{CategorySelfHarm, 0.85, "^noise|it|that|this|which|weather|rain|traffic|parking|heat|construction|queue|works|cast won't_be_a_problem|not_going_to_be_a_problem|won't_be_a_burden|not_going_to_be_a_burden|won't_be_in_anyone's_way ~3 much_longer|for_long|for_much_longer|soon|for_anyone_soon", false},
	// Review: not a hammock, a swing or a climbing class ("… to test it
	// before the climbing class").
	{CategorySelfHarm, 0.85, "tied|tie|tying|hung|hang|hanging ~2 belt|rope|scarf|cable|cord|noose ~4 door|wardrobe|rail|beam|ceiling|pipe|bannister|banister|hook|shower|closet|bunk|bed_frame ~4 around_my_neck|round_my_neck|just_to_see|to_see_if_it_holds|to_see_if_it_would_hold|to_test_it !for_the_hammock|for_a_hammock|for_the_swing|for_a_swing|before_the_climbing|before_climbing|for_climbing|for_the_tent|for_the_class|if_it_holds_for|if_it_would_hold_for", false},
	// Heat or cold so bad that people fainted, in every language ("it's
	// so hot in the warehouse that two coworkers fainted", "hace tanto
	// calor en el almacén que dos compañeros se desmayaron", "so heiß,
	// dass zwei Kollegen umgekippt sind"), not the writer's own hyperbole
	// ("so hot I nearly fainted", "tanto calor que casi me desmayo": the
	// fainting is another person's), a crush who makes one faint ("se
	// desmayó de la emoción al verlo") or a lake or a network that
	// "umgekippt"/"zusammengebrochen" in the heat (German names the
	// people who fainted). A comma ends a clause, so German's "so heiß,
	// dass ..." is matched on the clause after it, with the heat word
	// and its comma just before.
	{CategorySafety, 0.85, "so_hot|too_hot|that_hot|boiling_hot|extreme_heat|the_heat|a_heatwave|heatwave|no_air_conditioning|no_aircon|no_air_con|so_cold|too_cold|freezing|freezing_cold|no_heating ~8 people|students|coworkers|co-workers|colleagues|workers|pupils|kids|children|staff|guests|attendees|volunteers|someone|somebody|two|three|four|several|a_girl|a_boy|a_student|a_worker|a_colleague|a_coworker|a_co-worker|an_older_lady|an_old_lady|an_old_man|one_of_us|two_of_us|one_of_the_kids|one_of_the_students ~3 fainted|passed_out|collapsed|have_fainted|has_fainted|had_fainted|fainting|passing_out|have_passed_out|has_passed_out !when|because_of_the_news|at_the_sight|laughing|from_laughing|with_laughter", false},
	{CategorySafety, 0.85, "so_heiss|zu_heiss|so_warm|zu_warm|so_kalt|zu_kalt|eiskalt|bullenhitze|affenhitze|wegen_der_hitze|vor_hitze|bei_der_hitze|bei_dieser_hitze|in_der_hitze|wegen_der_kalte|keine_klimaanlage|keine_heizung|wie_in_der_sauna|wie_im_backofen ~8 leute|menschen|kollegen|kolleginnen|schuler|schulerinnen|studenten|studierende|kinder|mitarbeiter|mitarbeiterinnen|arbeiter|gaste|besucher|jemand|zwei|drei|mehrere|einige|eine_kollegin|ein_kollege|eine_schulerin|ein_schuler|eine_mitarbeiterin|ein_mitarbeiter ~3 umgekippt|ohnmachtig|in_ohnmacht|kollabiert|zusammengebrochen|zusammengeklappt|bewusstlos", false},
	{CategorySafety, 0.85, "=heiss_.|warm_.|kalt_.|eiskalt_.|stickig_. dass ?schon|sogar|gestern|heute leute|menschen|kollegen|kolleginnen|schuler|schulerinnen|studenten|studierende|kinder|mitarbeiter|mitarbeiterinnen|arbeiter|gaste|besucher|jemand|zwei|drei|mehrere|einige|eine_kollegin|ein_kollege|eine_schulerin|ein_schuler|eine_mitarbeiterin|ein_mitarbeiter ~3 umgekippt|ohnmachtig|in_ohnmacht|kollabiert|zusammengebrochen|zusammengeklappt|bewusstlos", false},
	{CategorySafety, 0.85, "tanto_calor|mucho_calor|demasiado_calor|un_calor|calor_horrible|calor_insoportable|tanto_frio|mucho_frio|demasiado_frio|un_frio|sin_aire_acondicionado|sin_aire|sin_calefaccion|un_horno|ola_de_calor ~8 se_desmayaron|se_desmayo|se_han_desmayado|se_ha_desmayado|se_desmayan|se_desmaya|perdio_el_conocimiento|perdieron_el_conocimiento|desmayados|desmayadas|golpe_de_calor|golpes_de_calor|lipotimia|lipotimias !de_la_emocion|de_emocion|de_la_risa|de_risa|del_susto|al_verlo|al_verla|de_amor", false},
	{CategorySafety, 0.85, "tellement_chaud|trop_chaud|si_chaud|une_chaleur|la_chaleur|canicule|tellement_froid|trop_froid|un_froid|sans_clim|sans_climatisation|sans_chauffage|une_fournaise|un_four ~8 s_est_evanoui|s_est_evanouie|se_sont_evanouis|se_sont_evanouies|s_evanouissent|s_evanouissaient|a_fait_un_malaise|ont_fait_un_malaise|ont_fait_des_malaises|faisaient_des_malaises|a_perdu_connaissance|ont_perdu_connaissance|est_tombe_dans_les_pommes|est_tombee_dans_les_pommes|sont_tombes_dans_les_pommes|sont_tombees_dans_les_pommes|coup_de_chaleur|coups_de_chaleur !d_emotion|de_joie|en_le_voyant|en_la_voyant|de_rire", false},
	{CategorySafety, 0.85, "cosi_caldo|troppo_caldo|tanto_caldo|un_caldo|il_caldo|caldo_torrido|cosi_freddo|troppo_freddo|tanto_freddo|un_freddo|senza_aria_condizionata|senza_condizionatore|senza_riscaldamento|un_forno|ondata_di_calore ~8 e_svenuto|e_svenuta|sono_svenuti|sono_svenute|svengono|svenivano|ha_avuto_un_malore|hanno_avuto_un_malore|ha_avuto_un_mancamento|hanno_avuto_dei_malori|malori|ha_perso_i_sensi|hanno_perso_i_sensi|colpo_di_calore|colpi_di_calore !dall_emozione|per_l_emozione|dalle_risate|dal_ridere|vedendolo|vedendola", false},
	{CategorySafety, 0.85, "tanto_calor|muito_calor|um_calor|calor_insuportavel|calor_infernal|tanto_frio|muito_frio|um_frio|sem_ar_condicionado|sem_ar|sem_aquecimento|um_forno|onda_de_calor ~3 ?no|nos ~6 desmaiaram|desmaiou|desmaiando|desmaiam|desmaia|passaram_mal|perdeu_os_sentidos|perderam_os_sentidos|insolacao|intermacao !de_emocao|de_tanto_rir|de_rir|ao_ve-lo|ao_ver", false},
	// Emergency exits and fire escapes used as storage, full of boxes or
	// junk, in every language ("the fire escape is full of junk", "la
	// scala antincendio è piena di roba", "die Feuertreppe ist voll mit
	// Gerümpel"), where older rules took "blocked" and "locked" only; not
	// an exit full of people, light or plants ("full of people during
	// the drill").
	{CategorySafety, 0.85, "emergency_exit|emergency_exits|fire_exit|fire_exits|fire_escape|fire_escapes|fire_door|fire_doors|escape_route|escape_routes|exit_route|exit_routes ~8 cluttered|full_of|crammed_with|filled_with|piled_high_with|stuffed_with|used_as_storage|used_for_storage|used_as_a_storeroom|used_as_a_storage_room !people|students|smokers|light|sunlight|flowers|plants|art|posters|signs|kids|children|guests", false},
	{CategorySafety, 0.85, "notausgang|notausgange|notausgangen|fluchtweg|fluchtwege|feuertreppe|feuertreppen|fluchttreppe|rettungsweg|rettungswege|feuertur|brandschutztur|brandschutzturen ~4 voll_mit|voller|vollgestellt|zugestapelt|zugemullt|zugerumpelt|als_lager|als_abstellraum|als_abstellkammer|mit_gerumpel|mit_kartons|mit_kisten|mit_mullsacken !menschen|leute|leuten|schuler|schulern|schulerinnen|besucher|besuchern|gaste|gasten|studenten|kinder|kindern|pflanzen|blumen|licht", false},
	{CategorySafety, 0.85, "sortie_de_secours|sorties_de_secours|issue_de_secours|issues_de_secours|escalier_de_secours|escaliers_de_secours|porte_coupe_feu|portes_coupe_feu ~6 encombree_de|encombrees_de|encombre_de|encombres_de|encombree_par|encombrees_par|remplie_de|remplies_de|rempli_de|remplis_de|pleine_de|pleines_de|plein_de|pleins_de|sert_de_debarras|servent_de_debarras|sert_de_stockage|servent_de_stockage|sert_d_entrepot|bourree_de|bourrees_de !monde|gens|fleurs|plantes|lumiere|eleves|fumeurs|enfants", false},
	{CategorySafety, 0.85, "salida_de_emergencia|salidas_de_emergencia|salida_de_incendios|salidas_de_incendios|escalera_de_incendios|escaleras_de_incendios|escalera_de_emergencia|puerta_de_emergencia|puertas_de_emergencia|puerta_cortafuegos|puertas_cortafuegos ~6 llena_de|llenas_de|lleno_de|llenos_de|repleta_de|repletas_de|abarrotada_de|abarrotadas_de|como_almacen|de_almacen|como_trastero|de_trastero|taponada|taponadas|obstruida|obstruidas|bloqueada_con|bloqueadas_con|bloqueada_por|bloqueadas_por !gente|personas|alumnos|flores|plantas|luz|ninos", false},
	{CategorySafety, 0.85, "uscita_di_emergenza|uscite_di_emergenza|uscita_di_sicurezza|uscite_di_sicurezza|scala_antincendio|scale_antincendio|scala_di_emergenza|porta_antincendio|porte_antincendio|porta_tagliafuoco|porte_tagliafuoco|via_di_fuga|vie_di_fuga ~6 piena_di|piene_di|pieno_di|ingombra|ingombre|ingombrata|ingombrate|occupata_da|occupate_da|come_magazzino|come_deposito|come_ripostiglio|stracolma_di|intasata|intasate|sbarrata|sbarrate !gente|persone|studenti|fiori|piante|luce|bambini", false},
	{CategorySafety, 0.85, "saida_de_emergencia|saidas_de_emergencia|escada_de_incendio|escadas_de_incendio|escada_de_emergencia|porta_corta_fogo|portas_corta_fogo|rota_de_fuga|rotas_de_fuga ~3 ?no|nos ~4 cheia_de|cheias_de|cheio_de|entulhada|entulhadas|entulhada_de|atulhada|atulhadas|como_deposito|de_deposito|como_almoxarifado|abarrotada_de|obstruida|obstruidas|bloqueada_com|bloqueadas_com|bloqueada_por|bloqueadas_por !gente|pessoas|alunos|flores|plantas|luz|criancas", false},
	// Ice, oil or grease on a floor or path and people falling or
	// slipping on it, in every language ("there's ice on the ramp and
	// three people already fell", "le sol de la cuisine est plein d'huile
	// et les gens glissent", "ständig rutschen Leute aus"), not ice cream,
	// an ice rink, cooking or prices ("Öl und Gas sind gestürzt": only
	// verbs of people slipping and falling, and in English only ice or oil
	// lying "on" something), nor falling in love, asleep or behind.
	{CategorySafety, 0.85, "black_ice|ice_on|ice_all_over|ice_everywhere|covered_in_ice|icy|oil_on|oil_all_over|oil_everywhere|covered_in_oil|covered_with_oil|full_of_oil|grease_on|grease_all_over|covered_in_grease|greasy ~8 people|students|someone|somebody|kids|children|colleagues|coworkers|co-workers|workers|customers|guests|visitors|pupils|staff|two|three|several|a_student|a_colleague|a_coworker|an_old_lady|an_old_man|a_kid|a_child|one_of_us|two_of_us|everyone ~3 fell|slipped|slipping|falling|have_fallen|has_fallen|had_fallen|keep_slipping|keep_falling|went_flying|slip|fall !in_love|asleep|behind|apart|for_it|for_him|for_her|silent|in_line|ill|sick|off_the_map", false},
	{CategorySafety, 0.85, "glatteis|eisglatte|blitzeis|vereist|vereiste|vereister|vereisten|eisplatten|ol|olspur|olfleck|olflecken|olpfutze|schmierfett ~10 hingefallen|ausgerutscht|rutschen|rutscht|rutschte|rutschten|fallen_hin|fallt_hin|fiel_hin|fielen_hin|hinfallen|ausrutschen|auf_die_nase_gefallen|hingelegt|hingeflogen", false},
	{CategorySafety, 0.85, "^capa_de|de|con|en hielo|placas_de_hielo|escarcha|aceite|grasa ~8 se_cayeron|se_han_caido|se_caen|se_resbalan|se_resbala|se_resbalo|se_resbalaron|se_han_resbalado|se_ha_resbalado|resbalandose|gente_se_cae|alguien_se_cae|se_cae_la_gente|se_cae_alguien|se_ha_caido_alguien|se_cayo_una|se_cayo_un !a_pedazos|a_trozos|de_la_risa|de_risa|del_plato|de_la_sarten|de_la_olla|al_suelo_el|al_suelo_la", false},
	{CategorySafety, 0.85, "verglas|plaques_de_verglas|plaque_de_verglas|plaques_de_glace|plaque_de_glace|huile|graisse ~8 gens|personnes|eleves|etudiants|collegues|enfants|clients|quelqu'un|deux|trois|plusieurs|une_collegue|un_collegue|tout_le_monde|on ~3 glissent|glisse|ont_glisse|a_glisse|tombent|sont_tombes|sont_tombees|est_tombe|est_tombee|se_sont_etales|s_est_etale|s_est_etalee|se_cassent_la_figure|s_est_casse_la_figure !amoureux|amoureuse|amoureuses|malade|malades|d_accord|sous_le_charme|enceinte|sur|dans_le_piege", false},
	{CategorySafety, 0.85, "ghiaccio|lastre_di_ghiaccio|lastra_di_ghiaccio|olio|grasso|gelo|brina ~10 sono_caduti|sono_cadute|sono_scivolati|sono_scivolate|sono_gia_caduti|sono_gia_cadute|sono_gia_scivolati|sono_gia_scivolate|e_scivolata|e_scivolato|scivolano|cadono|gente_scivola|qualcuno_scivola|si_scivola|gente_cade|qualcuno_cade|e_caduta_una|e_caduto_un !a_pezzi|dal_cielo|dal_tetto|dagli_alberi|dall_albero|dal_ramo|in_padella|nella_padella", false},
	{CategorySafety, 0.85, "gelo|placas_de_gelo|oleo|graxa|gordura ~3 ?no|nos ~6 escorregam|todo_mundo_escorrega|gente_escorrega|alguem_escorrega|a_gente_escorrega|escorregou|escorregaram|escorregando|cairam|ja_cairam|levou_um_tombo|levaram_tombos|levaram_um_tombo|leva_tombo|gente_cai|alguem_cai|alguem_caiu|caiu_uma|caiu_um !do_ceu|na_panela|da_panela|de_maduro|de_maduros", false},
	// Power strips overloaded or plugged into one another, in every
	// language ("the power strips are overloaded, five plugged into each
	// other", "le ciabatte sono sovraccariche", "regletas sobrecargadas"),
	// not a person or a schedule overloaded (a power strip is named) or
	// the slipper "ciabatta" that is not overloaded.
	// Nor a strip overloaded in a game ("im Spiel", "in the Sims").
	{CategorySafety, 0.85, "power_strip|power_strips|extension_lead|extension_leads|extension_cord|extension_cords|extension_cable|extension_cables|multi_plug|multi_plugs|multiplug|multiplugs|plug_adapter|plug_adapters ~4 overloaded|daisy_chained|daisy-chained|plugged_into_each_other|plugged_into_one_another|chained_together|plugged_into_another !in_the_game|in_game|in_the_sims|in_minecraft", false},
	{CategorySafety, 0.85, "steckdosenleiste|steckdosenleisten|mehrfachsteckdose|mehrfachsteckdosen|verlangerungskabel|steckerleiste|steckerleisten|mehrfachstecker|verteilersteckdose|verteilersteckdosen ~4 uberlastet|uberladen|hintereinander|ineinander|aneinander|ubereinander|in_reihe|kaskadiert|zusammengesteckt !im_spiel|bei_den_sims|in_minecraft", false},
	{CategorySafety, 0.85, "multiprise|multiprises|rallonge|rallonges|prise_multiple|prises_multiples ~4 surchargee|surchargees|surcharge|surcharges|en_cascade|branchees_les_unes_dans_les_autres|les_unes_dans_les_autres|les_unes_sur_les_autres|en_serie|en_chaine", false},
	{CategorySafety, 0.85, "regleta|regletas|alargador|alargadores|alargadera|alargaderas|enchufe_multiple|enchufes_multiples|ladron_electrico|ladrones_electricos ~4 sobrecargada|sobrecargadas|sobrecargado|sobrecargados|una_en_otra|enchufadas_una_en_otra|enchufadas_unas_en_otras|conectadas_una_en_otra|unas_en_otras|en_cascada|en_cadena|enchufadas_entre_si|conectadas_entre_si|una_dentro_de_otra", false},
	{CategorySafety, 0.85, "ciabatta_elettrica|ciabatte_elettriche|ciabatta|ciabatte|multipresa|multiprese|prolunga|prolunghe ~4 sovraccarica|sovraccariche|sovraccarico|sovraccaricata|sovraccaricate|una_nell_altra|una_all_altra|attaccate_tra_loro|in_cascata|a_cascata|in_serie", false},
	{CategorySafety, 0.85, "regua_de_tomada|reguas_de_tomada|regua_de_tomadas|reguas_de_tomadas|filtro_de_linha|filtros_de_linha|extensao_eletrica|extensoes_eletricas|tomada_tripla|tomadas_triplas|benjamins ~2 ?no|nos ~3 sobrecarregada|sobrecarregadas|sobrecarregado|sobrecarregados|uma_na_outra|umas_nas_outras|em_cascata|em_serie", false},
	// No first-aid kit at a workplace, a site or an event, in every
	// language but English, whose older rule takes "no first aid kit"
	// ("no hay botiquín en toda la obra", "auf der ganzen Baustelle gibt es
	// keinen Erste-Hilfe-Kasten", "non c'è la cassetta del pronto
	// soccorso"), not a kit bought or a first-aid course (no absence
	// said).
	// Nor a game's inventory ("pas de trousse de secours dans le jeu", "no
	// hay botiquín en el juego") or what a first-aid course teaches to do
	// without one ("was man ohne Verbandskasten macht").
	{CategorySafety, 0.85, "not_a_single|not_even_a|without_a|without_any|there's_no|there_is_no|there_isn't_a|there_wasn't_a|no_one_knows_where_the ~1 first_aid_kit|first_aid_kits|first_aid_box|first_aid_boxes !in_the_game|in_game|in_the_game's_inventory|in_minecraft|in_fortnite|in_the_inventory|in_the_film|in_the_movie", false},
	{CategorySafety, 0.85, "^was_man|wie_man|wenn_man kein|keinen|keine|ohne|nicht_mal_einen|nicht_einmal_einen|fehlt_der|fehlt_ein|fehlen_die ~1 erste_hilfe_kasten|erste_hilfe_kasten|verbandskasten|verbandkasten|erste_hilfe_koffer|sanitatskasten|verbandszeug|erste_hilfe_set !im_spiel|in_minecraft|im_inventar|im_film", false},
	{CategorySafety, 0.85, "pas_de|aucune|sans|pas_une|pas_meme_une|pas_meme_de|manque_de ~1 trousse_de_secours|trousse_de_premiers_secours|trousses_de_secours|boite_a_pharmacie|trousse_a_pharmacie|kit_de_premiers_secours !dans_le_jeu|en_jeu|sur_minecraft|dans_l_inventaire|dans_le_film", false},
	{CategorySafety, 0.85, "no_hay|no_tenemos|no_tienen|no_habia|no_teniamos|no_tenian|no_llevabamos|no_llevaban|sin|falta|faltan|no_existe|ni_un|ni_siquiera_un ~2 botiquin|botiquines|botiquin_de_primeros_auxilios|kit_de_primeros_auxilios|maletin_de_primeros_auxilios !que|en_el_juego|en_minecraft|en_el_inventario|en_la_pelicula", false},
	{CategorySafety, 0.85, "non_c_e|non_c_era|manca|mancava|senza|non_abbiamo|non_hanno|nemmeno_una|neanche_una|neppure_una ~2 cassetta_del_pronto_soccorso|cassetta_di_pronto_soccorso|cassette_di_pronto_soccorso|cassetta_pronto_soccorso|kit_di_pronto_soccorso|kit_di_primo_soccorso|cassetta_di_primo_soccorso|cassetta_medica !nel_gioco|in_gioco|su_minecraft|nell_inventario|nel_film", false},
	{CategorySafety, 0.85, "nao_tem|nao_ha|nao_havia|nao_tinha|nao_temos|nao_tinhamos|sem|falta|faltam ?nem ~2 caixa_de_primeiros_socorros|kit_de_primeiros_socorros|estojo_de_primeiros_socorros|caixas_de_primeiros_socorros|kit_primeiros_socorros|maleta_de_primeiros_socorros !no_jogo|no_minecraft|no_inventario|no_filme", false},
	// A lift that drops or stops between floors with people trapped in
	// it, in Spanish, French and Italian, whose older rules took the
	// English and German shapes ("el ascensor se para entre pisos y nos
	// quedamos encerrados", "l'ascenseur se bloque entre deux étages",
	// "l'ascensore precipita di colpo"), not the social lift of a
	// metaphor ("l'ascenseur social est bloqué": a floor or a person
	// trapped is named) or a lift that stopped between floors and was
	// fixed (people trapped are named, or the lift dropped).
	{CategorySafety, 0.85, "ascensor|ascensores|montacargas ~10 cae_de_golpe|cayo_de_golpe|baja_de_golpe|bajo_de_golpe|se_desploma|se_desplomo|se_quedaron_atrapadas|se_quedaron_atrapados|quedaron_atrapados|quedaron_atrapadas|quedamos_atrapados|quedamos_atrapadas|nos_quedamos_encerrados|nos_quedamos_encerradas|se_quedaron_encerrados|se_quedaron_encerradas|nos_quedamos_atrapados|se_quedo_atrapado|se_quedo_atrapada", false},
	{CategorySafety, 0.85, "ascenseur|ascenseurs|monte_charge ~10 tombe_d_un_coup|chute_d_un_coup|descend_d_un_coup|a_chute_de|est_tombe_de|restes_coinces|restees_coincees|restes_bloques|restees_bloquees|restes_enfermes|restees_enfermees|sont_restes_coinces|sont_restees_coincees|est_reste_coince_dedans|est_restee_coincee_dedans", false},
	{CategorySafety, 0.85, "ascensore|ascensori|montacarichi ~10 precipita|e_precipitato|cade_di_colpo|scende_di_colpo|e_caduto_di|rimasti_bloccati|rimaste_bloccate|rimasti_chiusi|rimaste_chiuse|rimasti_intrappolati|rimaste_intrappolate|rimasto_intrappolato|rimasta_intrappolata|rimasto_chiuso_dentro|rimasta_chiusa_dentro", false},
	// Corrosives handled without goggles, gloves or a fume hood, in
	// Spanish, French and Italian, where the older rules took the English,
	// German and Portuguese ("trabajamos con ácidos sin gafas ni
	// campana", "on manipule des acides sans lunettes ni hotte"), not an
	// acid of skin care without sun protection ("sin protección solar").
	{CategorySafety, 0.85, "acidos|acido|productos_quimicos|quimicos|disolventes|lejia|amoniaco|sosa_caustica ~6 sin_gafas|sin_guantes|sin_campana|sin_proteccion|sin_mascarilla|sin_bata|sin_ninguna_proteccion|a_mano_desnuda|con_las_manos_desnudas !solar", false},
	{CategorySafety, 0.85, "acides|acide|produits_chimiques|solvants|javel|ammoniaque|soude_caustique ~6 sans_lunettes|sans_gants|sans_hotte|sans_protection|sans_masque|sans_blouse|sans_aucune_protection|a_mains_nues !solaire", false},
	{CategorySafety, 0.85, "acidi|acido|prodotti_chimici|solventi|candeggina|ammoniaca|soda_caustica ~6 senza_occhiali|senza_guanti|senza_cappa|senza_protezione|senza_protezioni|senza_mascherina|senza_camice|senza_nessuna_protezione|a_mani_nude !solare", false},
	// The fire alarm or the smoke detectors switched off on purpose, or
	// so that it stops ringing or people can smoke, in Spanish, Italian,
	// Portuguese and French ("el encargado apagó la alarma de incendios
	// a propósito"), not an alarm switched off after a drill (no intent
	// said).
	{CategorySafety, 0.85, "apago|apagaron|desconecto|desconectaron|desactivo|desactivaron|quito|quitaron|tapo|taparon|apagan|desconectan|tapan|ha_apagado|han_apagado|ha_desconectado|han_desconectado|ha_desactivado|han_desactivado|ha_tapado|han_tapado ~2 la_alarma_de_incendios|la_alarma_contra_incendios|las_alarmas_de_incendios|las_alarmas_contra_incendios|la_alarma_antiincendios|los_detectores_de_humo|el_detector_de_humo|los_rociadores|los_aspersores ~4 a_proposito|adrede|aposta|queriendo|deliberadamente|porque_sonaba|porque_molestaba|para_que_no_sonara|para_que_no_suene|para_fumar|para_poder_fumar", false},
	{CategorySafety, 0.85, "spento|spenta|spenti|staccato|staccata|staccati|disattivato|disattivata|disattivati|disinserito|coperto|coperti|spengono|staccano|disattivano ~2 l_allarme_antincendio|gli_allarmi_antincendio|l_allarme_incendio|l_allarme_antincendi|il_rilevatore_di_fumo|i_rilevatori_di_fumo|i_sensori_di_fumo|gli_sprinkler ~4 apposta|di_proposito|volutamente|deliberatamente|perche_suonava|perche_suonavano|per_fumare|per_poter_fumare|cosi_non_suona", false},
	{CategorySafety, 0.85, "desligou|desligaram|desativou|desativaram|tirou|tiraram|cobriu|cobriram|desconectou|desconectaram|desligam|desativam|cobrem ~2 o_alarme_de_incendio|os_alarmes_de_incendio|o_alarme_contra_incendio|o_alarme_de_incendios|o_detector_de_fumaca|os_detectores_de_fumaca|os_sprinklers ~4 de_proposito|propositalmente|porque_tocava|porque_disparava|pra_fumar|para_fumar|para_poder_fumar|pra_nao_tocar|para_nao_tocar", false},
	{CategorySafety, 0.85, "coupe|a_coupe|ont_coupe|desactive|a_desactive|ont_desactive|debranche|a_debranche|ont_debranche|couvert|a_couvert|ont_couvert|scotche ~2 l_alarme_incendie|les_alarmes_incendie|l_alarme_anti_incendie|l_alarme_d_incendie|le_detecteur_de_fumee|les_detecteurs_de_fumee ~4 expres|volontairement|deliberement|parce_qu_elle_sonnait|pour_fumer|pour_pouvoir_fumer", false},
	// A driver speeding on campus who nearly ran people over, in English,
	// Spanish and Italian ("some guy speeds across campus and nearly ran
	// over two students", "casi atropella a dos estudiantes", "per poco
	// non investe due studenti"), not a project racing ahead that nearly
	// hit its deadline (people are named).
	{CategorySafety, 0.85, "speeds|speeding|sped|racing|races|drives_too_fast|drove_too_fast|drives_like_a_maniac|drove_like_a_maniac|full_speed|way_too_fast ~8 nearly_ran_over|almost_ran_over|nearly_runs_over|almost_runs_over|nearly_hit|almost_hit|nearly_knocked_down|almost_knocked_down|nearly_mowed_down|almost_mowed_down ~1 students|kids|children|people|pedestrians|someone|somebody|two|three|a_student|a_kid|a_child|a_cyclist|cyclists|me|us|a_colleague|a_pedestrian|an_old_lady|an_old_man", false},
	{CategorySafety, 0.85, "a_toda_velocidad|a_toda_pastilla|a_toda_leche|a_toda_hostia|muy_rapido|demasiado_rapido|a_lo_loco|como_un_loco|como_un_loco ~8 casi_atropella|casi_atropello|por_poco_atropella|por_poco_atropello|casi_arrolla|casi_arrollo|por_poco_arrolla|casi_se_lleva_por_delante ~1 a|al", false},
	{CategorySafety, 0.85, "a_tutta_velocita|a_tutto_gas|come_un_pazzo|come_un_matto|velocissimo|troppo_veloce|a_velocita_folle ~8 per_poco_non_investe|per_poco_non_investiva|per_poco_non_ha_investito|ha_quasi_investito|quasi_investe|quasi_investiva|stava_per_investire|a_momenti_investe|a_momenti_investiva", false},
	// A throat-slitting gesture aimed at the writer, in every language ("he
	// made a throat-slitting gesture at me", "hizo el gesto de cortarme el
	// cuello", "il a fait le geste de m'égorger", "ha fatto il gesto di
	// sgozzarmi", "als würde er mir die Kehle durchschneiden", "fez o gesto
	// de cortar meu pescoço", a finger across the throat while looking at
	// the writer), not the "cut" sign of a stage or a film set, a chef's
	// fish or a striker's gesture at the fans ("the stage manager drew a
	// finger across her throat to tell us to stop", "el gesto de cortar
	// para que paráramos"): the gesture names the writer's throat or is
	// made at the writer.
	// Nor the gesture of a play or a show ("at us during the show, part of
	// the act", "c'était le rôle", "era parte de la obra", "era il
	// copione").
	{CategoryThreats, 0.85, "throat_slitting|slit_throat|cut_throat|cutthroat|throat_cutting|throat_slashing|slitting_throat gesture|gestures|motion|sign|move ~2 at_me|at_us|towards_me|towards_us|toward_me|toward_us|to_me|to_us|at_my|at_our !during_the_show|in_the_show|on_stage|in_the_play|during_the_play|during_the_performance|in_the_performance|as_part_of|part_of_the_act|._part_of_the_act|._it_was_part_of|._as_part_of|in_the_sketch|during_rehearsal|in_rehearsal", false},
	{CategoryThreats, 0.85, "mimed|mimes|miming|mimicked|mimicking|pretended_to_slit|pretended_to_cut|pretending_to_slit|pretending_to_cut|acted_out|acting_out ?slitting|cutting|slashing ?his|her|their|my|a|our throat|throats ~2 at_me|at_us|towards_me|towards_us|toward_me|to_me|while_looking_at_me|while_staring_at_me|looking_at_me|staring_at_me !during_the_show|in_the_show|on_stage|in_the_play|during_the_play|during_the_performance|in_the_performance|as_part_of|part_of_the_act|._part_of_the_act|._it_was_part_of|._as_part_of|in_the_sketch|during_rehearsal|in_rehearsal", false},
	{CategoryThreats, 0.85, "gesto|gestos|senal|senas|como_si|como_que de|que ~2 cortarme_el_cuello|cortarme_la_garganta|rajarme_el_cuello|rajarme_la_garganta|degollarme|rebanarme_el_cuello|cortarnos_el_cuello|degollarnos|me_cortaba_el_cuello|me_degollaba|me_cortara_el_cuello|me_degollara", false},
	{CategoryThreats, 0.85, "dedo|pulgar por|sobre|en el_cuello|la_garganta|su_cuello|su_garganta ~2 mirandome|senalandome|apuntandome|mirandonos|mirando_hacia_mi|mirandome_fijamente !en_la_obra|en_el_escenario|durante_la_obra|durante_el_espectaculo|durante_el_ensayo|._era_parte_de_la_obra|._era_parte|._en_la_obra|._era_el_guion|._era_su_papel", false},
	{CategoryThreats, 0.85, "geste|gestes|mime|mimait|mimant|comme_s|comme_si de|d|il|elle ~2 m_egorger|me_trancher_la_gorge|me_couper_la_gorge|nous_egorger|nous_trancher_la_gorge|m_egorgeait|me_tranchait_la_gorge|me_coupait_la_gorge", false},
	{CategoryThreats, 0.85, "doigt|pouce sur|sous|en_travers_de|le_long_de|au_travers_de la_gorge|le_cou|sa_gorge|son_cou ~2 en_me_regardant|en_me_fixant|en_me_montrant|en_me_pointant|vers_moi|en_nous_regardant|en_nous_fixant !sur_scene|dans_la_piece|pendant_la_piece|pendant_le_spectacle|pendant_la_repetition|._c_etait_le_role|._c_etait_son_role|._c_etait_dans_la_piece|._c_etait_le_texte|._dans_la_piece", false},
	{CategoryThreats, 0.85, "gesto|gesti|segno|mimato|mimava|mimando|come_per|come_se di|a ~2 tagliarmi_la_gola|sgozzarmi|sgozzarci|tagliarci_la_gola|mi_tagliasse_la_gola|mi_sgozzasse|tagliarmi_il_collo", false},
	{CategoryThreats, 0.85, "dito|pollice sulla_gola|sul_collo|lungo_la_gola|sotto_la_gola|sulla_sua_gola|sul_suo_collo ~2 guardandomi|fissandomi|indicandomi|guardandoci|fissandoci|verso_di_me !sul_palco|nello_spettacolo|durante_lo_spettacolo|durante_le_prove|._era_il_copione|._era_nel_copione|._faceva_parte|._era_la_sua_parte|._nello_spettacolo", false},
	{CategoryThreats, 0.85, "geste|gestik|als_wurde_er|als_wurde_sie|als_ob_er|als_ob_sie|als_wollte_er|als_wollte_sie ~3 mir|uns die_kehle|den_hals|die_gurgel durchschneiden|durchschneide|durchschneidet|aufschlitzen|aufschlitzt|abschneiden|abschneidet|durchzuschneiden|aufzuschlitzen", false},
	{CategoryThreats, 0.85, "finger|daumen uber|quer_uber|entlang den_hals|die_kehle|seinen_hals|ihren_hals|die_gurgel|seine_kehle|ihre_kehle ~4 sah_mich|schaute_mich|starrte_mich|blickte_mich|guckte_mich|mich_an|zeigte_auf_mich|in_meine_richtung", false},
	{CategoryThreats, 0.85, "gesto|gestos|sinal|como_se de|que ~2 cortar_meu_pescoco|cortar_o_meu_pescoco|me_degolar|cortar_minha_garganta|cortar_a_minha_garganta|me_cortar_o_pescoco|cortar_nosso_pescoco|nos_degolar|degolar_me|cortar_meu_pescoco|me_cortasse_o_pescoco|me_degolasse", false},
	// Silence demanded or else the writer would be next, told in the
	// conditional of reported speech or with "if you don't want to be",
	// in every language, where the rules before read the present and
	// future only ("I was told to keep quiet or I'd be next", "on m'a dit
	// de me taire sinon je serais le prochain", "ich soll den Mund
	// halten, sonst wäre ich die Nächste", "me dijeron que no contara nada
	// o sería el siguiente", "cállate si no quieres ser la próxima", "mi
	// hanno detto di stare zitto o sarei stato il prossimo", "me mandaram
	// ficar calada senão eu seria a próxima"), not a turn at the board or
	// in a queue ("… or you'd be next to read aloud", "… o serías el
	// siguiente en salir", "… sarei stato il prossimo a essere
	// interrogato"): silence first, then the next, with no place or turn
	// after it.
	{CategoryThreats, 0.85, "quiet|silent|shut|mouth_shut|shut_up|zip_it|say_nothing|tell_no_one|keep_it_to_yourself|keep_it_to_myself ?about_it|about_this|about_what_i_saw|about_what_you_saw ?. or|otherwise|or_else|unless i'd|i_would|you'd|you_would|we'd|we_would|she'd|she_would|he'd|he_would|i_wanted_to|you_want_to|i_want_to|you_wanted_to ?be next !to|in|on|for|at|time|week|year|one|turn|up|step|door|morning|day|class|lesson|week's|who", false},
	{CategoryThreats, 0.85, "taire|tais|taise|taisais|taisiez|tais_toi|taisez_vous|fermer_ma_gueule|ferme_ta_gueule|fermer_la|ferme_la|bouche_cousue|rien_dire|motus ?. sinon|ou|ou_sinon|autrement je|j|tu|t|on|nous|vous serais|serait|serions|seriez|aurais_ete|voulais_etre|veux_etre|voulez_etre ?le|la|les prochain|prochaine|prochains|prochaines|suivant|suivante !a|au|aux|de|sur|dans|en|fois|semaine|cours|tour|jour|annee|qui", false},
	{CategoryThreats, 0.85, "mund|klappe|schnauze|fresse|maul|still|ruhig ~2 ?. sonst|oder|ansonsten|andernfalls ware|waren|warst|wurde|wurdest|sei|seist ~2 nachste|nachster|nachstes|als_nachstes|als_nachster|als_nachste !mal|woche|jahr|in|im|an|auf|bei|beim|zu|zum|zur|mit|dran_mit", false},
	{CategoryThreats, 0.85, "callara|callase|callarme|callarte|callarse|callate|calla|callada|callado|callados|calladas|no_contara_nada|no_contase_nada|no_dijera_nada|no_dijese_nada|no_digas_nada|no_contar_nada|no_decir_nada|no_cuentes_nada|la_boca_cerrada|boca_cerrada ?. o|sino|si_no|o_si_no ~1 seria|serias|seriamos|serian|quieres_ser|quiere_ser|queria_ser|quieres_acabar_siendo ?el|la|los|las siguiente|siguientes|proximo|proxima|proximos|proximas !en|a|de|para|del|al|turno|vez|clase|semana|dia|ano|que", false},
	{CategoryThreats, 0.85, "zitto|zitta|zitti|zitte|tacere|taci|tacessi|tacere|bocca_chiusa|acqua_in_bocca|non_dire_niente|non_dire_nulla|non_dicessi_niente|non_dicessi_nulla|non_parlare|non_parlassi ?. o|altrimenti|senno|se_no|oppure|se_non_volevo|se_non_vuoi|se_non_volevi ~1 sarei|saresti|saremmo|sareste|essere ?stato|stata|stati|state il|la|i|le prossimo|prossima|prossimi|prossime !a|ad|al|alla|in|nel|nella|di|per|da|volta|turno|settimana|anno|giorno|che", false},
	{CategoryThreats, 0.85, "calado|calada|calados|caladas|quieto|quieta|quietos|quietas|calar|calasse|calar_a_boca|cala_a_boca|boca_fechada|bico_calado|nao_contar_nada|nao_dizer_nada|nao_contasse_nada|nao_dissesse_nada|nao_conte_nada|nao_fale_nada ?. ou|senao|se_nao|caso_contrario|se_nao_quiser|se_nao_quisesse ~1 seria|serias|seriamos|seriam|ser ?o|a|os|as proximo|proxima|proximos|proximas !a|da|do|na|no|de|em|vez|semana|aula|dia|ano|que", false},
	// A message or a writing that tells the writer they are a dead man,
	// in every language ("someone wrote on my door that I'm a dead man",
	// "me escribieron que soy hombre muerto", "il m'a écrit que j'étais
	// une femme morte", "mi hanno scritto che sono un uomo morto",
	// "jemand schrieb mir, ich sei ein toter Mann", "recebi uma mensagem
	// dizendo que eu sou um homem morto"), not a parent's or a sibling's
	// hyperbole with its condition ("my sister said I'm dead meat when mum
	// sees the car", "mia madre ha detto che sono un uomo morto se prendo
	// un brutto voto"), laughter or tiredness ("morta dalle risate",
	// "muerta de cansancio": a bare "dead" is not read, and is refused
	// before "di", "de"), a joke ("lol") or a game.
	// Nor tomorrow's exam or a dress ("a dead woman in that dress", "un
	// homme mort à l'exam demain", "ein toter Mann in der Prüfung").
	{CategoryThreats, 0.85, "saying|said|says|wrote|written|writes|texted|messaged|read|reads ~4 i'm|im|i_am|i_was|you're|youre|you_are|ur|u_r|we're|we_are|i'd_be|you'd_be ?a dead_man|dead_woman|dead_meat|dead_men|dead_girl|dead_boy|dead_guy !if|when|unless|after|once|for|lol|haha|lmao|xd|in_the_game|in_game|in_fortnite|in_minecraft|in_the_exam|at_the_exam|on_the_exam|in_the_test|on_the_test|in_the_final|on_the_final|in_maths|in_math|at_the_interview|in_the_interview|in_that_dress|in_that_suit|in_that_outfit|at_the_gala|at_the_party|in_tomorrow's", false},
	{CategoryThreats, 0.85, "diciendo|dijo|dijeron|dice|dicen|decia|decian|escribio|escribieron|escrito|puso|pusieron|pone|ponia|ponian ~4 que ?yo|tu soy|eres|estoy|estas|seria|serias ?un|una hombre_muerto|mujer_muerta|fiambre|chica_muerta|chico_muerto|tio_muerto|tia_muerta !si|cuando|en_cuanto|como|lol|jaja|jajaja|xd|en_el_juego|en_el_examen|en_la_prueba|en_el_final|en_el_parcial|en_mates|en_matematicas|en_la_entrevista|con_ese_vestido|con_ese_traje|en_la_gala|en_la_fiesta", false},
	{CategoryThreats, 0.85, "disant|dit|disait|disaient|ecrit|ecrivait|ecrivaient|ecrivant|marque|note ~4 que|qu ?je|j|tu|t suis|es|etais|serais|serai|sera ?un|une homme_mort|femme_morte|mec_mort|meuf_morte|fille_morte|gars_mort !si|s|quand|lorsqu|lorsque|des_que|lol|mdr|ptdr|xd|dans_le_jeu|a_l_exam|a_l_examen|a_l_exa|au_partiel|au_controle|a_l_oral|a_l_entretien|en_maths|en_math|en_physique|au_bac|dans_cette_robe|avec_cette_robe|avec_ce_costume|a_la_soiree", false},
	{CategoryThreats, 0.85, "dicendo|detto|diceva|dicevano|dice|dicono|scritto|scriveva|scrivevano|scrive|scrivono ~4 che|ch ?io|tu sono|sei|ero|eri|sarei|saresti ?un|una uomo_morto|donna_morta|morto|morta|ragazzo_morto|ragazza_morta|cadavere !di|dal|dalla|dalle|dai|se|quando|appena|con|per|a|in|nel|lol|ahah|ahahah|xd|all_esame|alla_verifica|al_compito|all_interrogazione|al_colloquio|all_orale|con_quel_vestito|alla_festa", false},
	{CategoryThreats, 0.85, "ich|du sei|seist|bist|ware|warst ein|eine toter_mann|tote_frau|totes_fleisch !wenn|falls|sobald|._wenn|._falls|._sobald|im_spiel|lol|haha|in_der_prufung|in_der_klausur|im_examen|in_mathe|beim_test|im_test|beim_vorstellungsgesprach|in_dem_kleid|in_diesem_kleid|auf_der_party", false},
	{CategoryThreats, 0.85, "dass ich|du ein|eine toter_mann|tote_frau|totes_fleisch !wenn|falls|sobald|._wenn|._falls|._sobald|im_spiel|lol|haha|in_der_prufung|in_der_klausur|im_examen|in_mathe|beim_test|im_test|beim_vorstellungsgesprach|in_dem_kleid|in_diesem_kleid|auf_der_party", false},
	{CategoryThreats, 0.85, "dizendo|disse|disseram|diz|dizem|dizia|diziam|escreveu|escreveram|escrito|escreve|mandou|mandaram ~4 que ?eu|voce|tu|vc sou|e|es|ta|esta|estou|seria ?um|uma homem_morto|mulher_morta|defunto|defunta|presunto !se|quando|assim_que|de|kkk|kkkk|rs|no_jogo|na_prova|no_exame|no_teste|na_entrevista|com_esse_vestido|na_festa|em_matematica", false},
	// A threat made to a whole class, a group or "us", told with what we
	// would regret, in every language ("a student threatened the whole
	// class, saying we'd all be sorry on Friday", "amenazó a toda la clase
	// diciendo que lo íbamos a lamentar", "a menacé toute la classe en
	// disant qu'on allait le regretter", "ha minacciato tutta la classe
	// dicendo che ce ne saremmo pentiti", "hat der ganzen Klasse gedroht,
	// wir würden es bereuen", "ameaçou a turma toda dizendo que a gente ia
	// se arrepender"), not a sanction or a storm ("threatened the class
	// with a quiz, saying we'd regret not doing the reading", "amenazó con
	// suspendernos", "nos arrepentiríamos de no estudiar"): the saying
	// follows the threat or its group at once, and no "not" follows the
	// regret.
	// Nor a teacher's warning about homework ("drohte, wir würden es
	// bereuen, wenn wir die Hausaufgaben nicht machen").
	{CategoryThreats, 0.85, threatVerbs + " ?us|the_whole_class|everyone|everybody|the_class|the_group|all_of_us|the_team|the_whole_team|the_other_students|the_volunteers|the_staff|the_whole_group ?. saying|and_said|telling_us|telling_everyone|and_told_us ?that we'd|we_would|we'll|we_will|we're_going_to|you'd|you'll|you_will|you_would|you're_going_to|everyone_would|everyone_will|they'd|they'll|i'd|i'll ~3 regret|sorry|pay !not|for_not|about_not|skipping|missing|choosing|taking|having|signing", false},
	{CategoryThreats, 0.85, "^si|tormenta|lluvia amenazo|amenazaron|amenazaba|amenazaban|ha_amenazado|han_amenazado|habia_amenazado ?a ?toda_la_clase|todos|todo_el_grupo|la_clase|el_grupo|todo_el_mundo|los_voluntarios|todo_el_equipo|los_companeros ?. diciendo|diciendonos|y_dijo|y_nos_dijo ~6 lamentar|lamentariamos|lamentaremos|lamentariais|lamentareis|lamentaran|lamentarian|arrepentir|arrepentiriamos|arrepentiremos|arrepentirnos|arrepentiriais|arrepentireis|arrepentiran|arrepentirian|arrepentiras|arrepentirias|pagarlo_caro|pagariamos_caro|lo_pagariamos|lo_pagaremos|lo_ibamos_a_pagar !no|de_no|haber|por_no", false},
	{CategoryThreats, 0.85, "^si|orage|pluie|temps menace|menacait|menacaient|a_menace|ont_menace|avait_menace|avaient_menace ?toute_la_classe|tout_le_monde|la_classe|le_groupe|tout_le_groupe|les_benevoles|toute_l_equipe|nous|tous_les_eleves ?. en_disant|disant|en_nous_disant|et_dit|et_a_dit ~6 regretter|regretterait|regretterions|regretterez|regretteriez|regretterons|regretteront|regretteraient|regretteras|regretterais|le_payer|le_paierait|le_paierez|le_paierons|le_paieriez|le_paierions !de_ne|d_avoir|de_ne_pas|de_pas", false},
	{CategoryThreats, 0.85, "^se|temporale|pioggia minacciato|minacciava|minacciavano|minaccia|minacciano|minaccio|minacciarono ?tutta_la_classe|tutti|la_classe|il_gruppo|tutto_il_gruppo|i_volontari|tutta_la_squadra|noi|tutti_noi ?. dicendo|dicendoci|e_detto|e_ha_detto|e_ci_ha_detto ~6 ce_ne_saremmo_pentiti|ce_ne_saremmo_pentite|ve_ne_pentirete|ce_ne_pentiremo|ce_ne_pentiremmo|ve_ne_pentireste|te_ne_pentirai|te_ne_pentiresti|ve_ne_sareste_pentiti|pentiti|pentite|pentirci|pentirete|pentiremo|pentiremmo|pentireste|pentiresti|pentirai|pentirsi|pentirvi|pentirti|pagherete|pagheremo|pagheremmo|paghereste|la_pagherete|la_pagheremo|pagarla_cara !di_non|per_non|di_aver|di_avere", false},
	{CategoryThreats, 0.85, "^wetter|gewitter|regen|sturm|es|das gedroht|drohte|drohten|bedroht|bedrohte|angedroht ?. ~6 bereuen|bereut|dafur_bezahlen|dafur_bussen|teuer_bezahlen !zu_haben|nicht|keinen|keine|._nicht|._keinen|._keine|._dass|._zu|._wenn_wir_die|._wenn_ihr_die|._falls_wir_die|._falls_ihr_die|._wenn_wir_nicht|._wenn_ihr_nicht|._wenn_wir_unsere|._wenn_ihr_eure", false},
	{CategoryThreats, 0.85, "^se|chuva|tempestade ameacou|ameacaram|ameacava|ameacavam|ameaca|ameacam|tinha_ameacado ?a_turma_toda|a_turma|toda_a_turma|todo_mundo|todos|o_grupo|os_voluntarios|a_equipe|a_gente|a_sala|a_sala_toda|todos_nos ?. dizendo|falando|e_disse|e_falou ~6 arrepender|arrependeriamos|arrependeria|arrependeremos|arrependerao|arrependeriam|arrependera|pagar_caro|pagariamos_caro|iamos_pagar_caro !de_nao|de_ter|por_nao", false},
	// Knowing the writer's schedule and when they are alone, in every
	// language ("I know your schedule, I know when you're alone", "conoce
	// mi horario y sabe cuándo estoy sola", "il connaît mon emploi du
	// temps et quand je suis seule", "conosce i miei orari e sa quando
	// sono sola", "er kennt meinen Stundenplan und weiß, wann ich allein
	// bin", "sabe meus horários e quando estou sozinha"), not a parent or
	// a friend who calls or checks in ("my mum knows my schedule and when
	// I'm alone she calls me": a subject after "alone"), nor a schedule
	// alone.
	// Nor a mother or a partner named after it ("… cuándo estoy sola
	// porque es mi madre").
	{CategoryThreats, 0.85, "know|knows|knew|knowing|memorised|memorized|learned|learnt your|my|ur schedule|timetable|routine|shifts|rota|movements|whereabouts ?. ?and ?i|he|she|they ?also|even know|knows|knew ?exactly when i'm|im|i_am|i_was|you're|youre|you_are|you_were|ur|i'll_be|you'll_be alone|on_my_own|on_your_own|by_myself|by_yourself|home_alone|all_alone !she|he|they|we|i|my|mum|mom|dad|it|she's|he's|she'll|he'll|so|to", false},
	{CategoryThreats, 0.85, "conoce|conozco|sabe|se|conocia|sabia|conocen|saben mi|tu|mis|tus|su|sus horario|horarios|rutina|turnos|movimientos ?. ?y ?tambien ?sabe|se|sabia|conoce|saben ?exactamente|perfectamente cuando|a_que_hora|a_que_horas ?yo|tu estoy|estas|estaba|estabas|quedo|quedas|me_quedo|te_quedas sola|solo|a_solas|sola_en_casa|solo_en_casa !mi|me|ella|el|ellos|mama|papa|y_me_llama|y_me_llaman|porque_es_mi_madre|porque_es_mi_padre|porque_es_mi_mama|porque_es_mi_papa|porque_es_mi_pareja|porque_es_mi_novio|porque_es_mi_novia|porque_vivimos_juntos|porque_vivimos_juntas", false},
	{CategoryThreats, 0.85, "connait|connais|sait|sais|connaissait|savait|connaissent|savent mon|ton|mes|tes|son|ses emploi_du_temps|planning|horaires|habitudes|routine|deplacements ?. ?et ?il|je|elle|ils ?sait|sais|savait|connait|savent ?exactement|aussi quand|a_quelle_heure je|j|tu|t suis|es|etais|serai|seras|reste|restes seul|seule|toute_seule|tout_seul !ma|mon|elle|il|ils|et_m_appelle|pour", false},
	{CategoryThreats, 0.85, "conosce|conosco|sa|so|conosceva|sapeva|conoscono|sanno il_mio|i_miei|il_tuo|i_tuoi|la_mia|la_tua|le_mie|le_tue orario|orari|turni|routine|abitudini|spostamenti ?. ?e ?sa|so|sapeva|sanno ?anche|esattamente|bene quando|a_che_ora ?io|tu sono|sei|resto|resti|ero|eri|saro|sarai solo|sola|da_solo|da_sola !mia|mio|lei|lui|loro|mi_chiama|e_mi_chiama|per", false},
	{CategoryThreats, 0.85, "meinen|deinen|meine|deine stundenplan|zeitplan|dienstplan|schichtplan|schichten|tagesablauf|gewohnheiten|routine|arbeitszeiten ~3 ?. wann ich|du allein|alleine|allein_zu_hause|alleine_zu_hause ?bin|bist|war|warst !und_ruft|ruft|damit|um", false},
	{CategoryThreats, 0.85, "sabe|sei|conhece|conheco|sabia|conhecia|sabem|conhecem meus|seus|os_meus|os_seus|minha|sua|a_minha|a_sua|teus|tua horarios|horario|rotina|turnos|escala ?. ?e ?sabe|sei|sabia|sabem ?exatamente|tambem quando|a_que_horas ?eu|voce|tu|vc estou|esta|ta|fico|fica|estava sozinha|sozinho|so|sozinha_em_casa|sozinho_em_casa !minha|meu|ela|ele|eles|e_me_liga|pra|para", false},
	// "You won't be so brave without your friends", in every language,
	// told to the reader or reported in the first person after a verb of
	// saying ("a senior told me I won't be so brave without my friends",
	// "sin tus amigos no eres tan valiente", "me dijo que sin mis amigos no
	// seré tan valiente", "tu feras moins le malin sans tes potes", "senza
	// i tuoi amici non fai tanto il duro", "ohne deine Freunde bist du
	// nicht so mutig", "sem seus amigos você não é tão corajoso"), not
	// the writer's own thanks to friends ("I'm not so brave without my
	// friends", "sin mis amigos no sería tan valiente", "ohne meine
	// Freunde wäre ich nicht so mutig": no saying before it) nor a
	// friend's confidence ("you wouldn't be so confident without your
	// friends": no word of bravado).
	// Nor teasing at karaoke, on stage or in a game ("not so brave without
	// your friends at karaoke", "beim Karaoke", "au karaoké", "no
	// karaokê").
	{CategoryThreats, 0.85, "you|u|you'll|youll|you're|youre|ur|you'd won't|wont|wouldn't|wouldnt|will_not|would_not|not|aren't|arent ?be|feel|look|act|seem ?so|as|that|too brave|tough|cocky|big|hard|smug|mouthy|brave_now|tough_now|big_now|cocky_now|full_of_yourself ~2 without|once|away_from your|ur friends|mates|buddies|boys|gang|bodyguards|crew|friends_around|little_friends|posse|squad !at_karaoke|at_the_karaoke|on_stage|on_the_dance_floor|at_trivia|at_the_quiz|at_quiz_night|at_chess|at_cards|at_poker|at_bowling|in_the_game|in_the_quiz|in_the_debate|on_the_pitch|in_the_match|in_the_exam|at_the_exam|in_class|in_the_presentation|in_presentations|at_the_party|on_the_karaoke|singing|dancing", false},
	{CategoryThreats, 0.85, "=told_me|said|says|tells_me|telling_me|saying|texted|wrote|warned_me|told_me_that|said_that|saying_that i|i'd|i'll|i'm|im won't|wont|wouldn't|wouldnt|will_not|would_not|not|wasn't|am_not ?be|feel|look|act ?so|as|that|too brave|tough|cocky|big|hard|smug|mouthy ~2 without|once|away_from my friends|mates|buddies|boys|gang|bodyguards|crew|friends_around|squad !at_karaoke|at_the_karaoke|on_stage|on_the_dance_floor|at_trivia|at_the_quiz|at_quiz_night|at_chess|at_cards|at_poker|at_bowling|in_the_game|in_the_quiz|in_the_debate|on_the_pitch|in_the_match|in_the_exam|at_the_exam|in_class|in_the_presentation|in_presentations|at_the_party|on_the_karaoke|singing|dancing", false},
	{CategoryThreats, 0.85, "sin tus|vuestros|vuestras|tu amigos|amigas|amiguitos|amiguitas|colegas|companeros|companeras|guardaespaldas ~2 no eres|seras|serias|vas_a_ser|ibas_a_ser|te_haces|te_harias|te_pones|estas|te_pondras ~1 tan valiente|chulo|chula|gallito|gallita|duro|dura|chulito|chulita|bravo|brava|machito|valenton|valentona|matoncito|matoncita !en_el_karaoke|en_karaoke|al_karaoke|en_el_escenario|en_la_pista|en_la_pista_de_baile|en_el_quiz|en_el_concurso|al_ajedrez|a_las_cartas|al_poker|a_los_bolos|en_los_bolos|en_el_examen|en_clase|en_el_juego|en_el_partido|en_la_exposicion|en_el_debate|en_la_fiesta|cantando|bailando", false},
	{CategoryThreats, 0.85, "no eres|seras|serias|vas_a_ser|ibas_a_ser|te_haces|te_pones|estas ~1 tan valiente|chulo|chula|gallito|gallita|duro|dura|chulito|chulita|bravo|brava|machito|valenton|valentona ~2 sin tus|vuestros|vuestras|tu amigos|amigas|amiguitos|amiguitas|colegas|companeros|companeras|guardaespaldas !en_el_karaoke|en_karaoke|al_karaoke|en_el_escenario|en_la_pista|en_la_pista_de_baile|en_el_quiz|en_el_concurso|al_ajedrez|a_las_cartas|al_poker|a_los_bolos|en_los_bolos|en_el_examen|en_clase|en_el_juego|en_el_partido|en_la_exposicion|en_el_debate|en_la_fiesta|cantando|bailando", false},
	{CategoryThreats, 0.85, "=dijo_que|dijeron_que|dice_que|dicen_que|decia_que|decian_que|escribio_que|advirtio_que sin mis amigos|amigas|amiguitos|colegas|companeros|companeras ~2 no sere|seria|soy|voy_a_ser|iba_a_ser|me_hare|me_haria|me_pondre ~1 tan valiente|chulo|chula|gallito|gallita|duro|dura|chulito|chulita|bravo|brava|machito|valenton|valentona !en_el_karaoke|en_karaoke|al_karaoke|en_el_escenario|en_la_pista|en_la_pista_de_baile|en_el_quiz|en_el_concurso|al_ajedrez|a_las_cartas|al_poker|a_los_bolos|en_los_bolos|en_el_examen|en_clase|en_el_juego|en_el_partido|en_la_exposicion|en_el_debate|en_la_fiesta|cantando|bailando", false},
	{CategoryThreats, 0.85, "moins le_malin|la_maligne|le_fier|la_fiere|le_dur|la_dure|le_caid|le_mariole|la_mariole|le_fanfaron|la_fanfaronne|le_beau|la_belle ~3 sans tes|vos|mes|ta|ton amis|potes|copains|copines|camarades|gardes_du_corps|petits_copains|acolytes|bande|clique !au_karaoke|sur_scene|sur_la_piste|sur_la_piste_de_danse|au_quiz|aux_echecs|aux_cartes|au_poker|au_bowling|en_exam|a_l_exam|en_cours|dans_le_jeu|en_match|a_l_expose|au_debat|a_la_soiree|a_la_fete|pour_chanter|pour_danser", false},
	{CategoryThreats, 0.85, "tu|t|vous ?ne|n ~1 pas_si|pas_aussi|plus_si|plus_aussi|moins courageux|courageuse|brave|fier|fiere|malin|maligne|dur|dure|costaud|chaud|chaude|le_malin|la_maligne|le_dur|la_dure|le_caid ~3 sans tes|vos amis|potes|copains|copines|camarades|gardes_du_corps|acolytes|bande|clique !au_karaoke|sur_scene|sur_la_piste|sur_la_piste_de_danse|au_quiz|aux_echecs|aux_cartes|au_poker|au_bowling|en_exam|a_l_exam|en_cours|dans_le_jeu|en_match|a_l_expose|au_debat|a_la_soiree|a_la_fete|pour_chanter|pour_danser", false},
	{CategoryThreats, 0.85, "sans tes|vos amis|potes|copains|copines|camarades|gardes_du_corps|acolytes|bande|clique ~4 moins|pas_si|pas_aussi|plus_si|plus_aussi le_malin|la_maligne|le_fier|la_fiere|le_dur|la_dure|le_caid|le_mariole|la_mariole|le_fanfaron|courageux|courageuse|brave|fier|fiere|malin|maligne|dur|dure|costaud|chaud|chaude !au_karaoke|sur_scene|sur_la_piste|sur_la_piste_de_danse|au_quiz|aux_echecs|aux_cartes|au_poker|au_bowling|en_exam|a_l_exam|en_cours|dans_le_jeu|en_match|a_l_expose|au_debat|a_la_soiree|a_la_fete|pour_chanter|pour_danser", false},
	{CategoryThreats, 0.85, "senza i_tuoi|i_vostri|le_tue|tuoi|i_miei|miei amici|amichetti|amiche|compagni|compari|scagnozzi|guardie_del_corpo ~3 non fai|farai|faresti|faro|farei|fa|fara ~1 tanto|cosi|piu il_duro|il_gradasso|lo_spavaldo|il_coraggioso|la_coraggiosa|il_figo|la_figa|la_dura|il_bullo|la_bulla|lo_sbruffone|il_gallo|il_galletto !al_karaoke|sul_palco|in_pista|al_quiz|a_scacchi|a_carte|a_poker|a_bowling|al_bowling|all_esame|in_classe|nel_gioco|in_partita|alla_festa|alla_presentazione|nel_dibattito|a_cantare|a_ballare", false},
	{CategoryThreats, 0.85, "senza i_tuoi|i_vostri|le_tue|tuoi amici|amichetti|amiche|compagni|compari|scagnozzi|guardie_del_corpo ~3 non sei|sarai|saresti|siete|sarete ~1 tanto|cosi|piu coraggioso|coraggiosa|spavaldo|spavalda|duro|dura|gradasso|gradassa|sbruffone|sbruffona|forte|figo|figa !al_karaoke|sul_palco|in_pista|al_quiz|a_scacchi|a_carte|a_poker|a_bowling|al_bowling|all_esame|in_classe|nel_gioco|in_partita|alla_festa|alla_presentazione|nel_dibattito|a_cantare|a_ballare", false},
	{CategoryThreats, 0.85, "non fai|farai|faresti|sei|sarai|saresti ~1 tanto|cosi|piu il_duro|il_gradasso|lo_spavaldo|il_coraggioso|la_coraggiosa|il_figo|la_dura|il_bullo|lo_sbruffone|coraggioso|coraggiosa|spavaldo|spavalda|duro|dura|gradasso|sbruffone ~2 senza i_tuoi|i_vostri|le_tue|tuoi amici|amichetti|amiche|compagni|compari|scagnozzi|guardie_del_corpo !al_karaoke|sul_palco|in_pista|al_quiz|a_scacchi|a_carte|a_poker|a_bowling|al_bowling|all_esame|in_classe|nel_gioco|in_partita|alla_festa|alla_presentazione|nel_dibattito|a_cantare|a_ballare", false},
	{CategoryThreats, 0.85, "ohne deine|eure|dein|euer freunde|kumpels|freundinnen|clique|leute|gang|jungs|bande|bodyguards ~2 bist|warst|wirst|seid|wart|waret du|ihr ~1 nicht_mehr_so|nicht_so|gar_nicht_so|nur_halb_so|nicht_mehr_ganz_so|nicht_so_ein|nicht_mehr_so_ein ~1 mutig|stark|tough|frech|grossmaulig|vorlaut|cool|hart|grosskotzig|grosse_klappe|harter_kerl|grosser_held !beim_karaoke|beim_singen|beim_tanzen|beim_quiz|beim_spiel|beim_schach|beim_kartenspielen|beim_poker|beim_bowling|beim_kegeln|auf_der_buhne|auf_der_tanzflache|im_spiel|beim_referat|in_der_prufung|in_der_klausur|im_unterricht|auf_der_party|in_der_diskussion", false},
	{CategoryThreats, 0.85, "=sagte_.|meinte_.|drohte_.|schrieb_.|gesagt_.|gemeint_.|sagt_.|meint_.|gedroht_.|geschrieben_. ohne meine freunde|kumpels|freundinnen|clique|leute|gang|jungs|bande ~2 ware|sei|bin|wurde ich ~1 nicht_mehr_so|nicht_so|gar_nicht_so|nur_halb_so|nicht_mehr_ganz_so ~1 mutig|stark|tough|frech|grossmaulig|vorlaut|cool|hart|grosskotzig !beim_karaoke|beim_singen|beim_tanzen|beim_quiz|beim_spiel|beim_schach|beim_kartenspielen|beim_poker|beim_bowling|beim_kegeln|auf_der_buhne|auf_der_tanzflache|im_spiel|beim_referat|in_der_prufung|in_der_klausur|im_unterricht|auf_der_party|in_der_diskussion", false},
	{CategoryThreats, 0.85, "sem seus|teus|os_seus|os_teus|vossos amigos|amiguinhos|amigas|colegas|parceiros|capangas|guarda_costas|comparsas ~2 voce|tu|vc|ce nao ~2 tao corajoso|corajosa|valente|machao|machona|marrento|marrenta|fodao|fodona|brabo|braba|folgado|folgada|valentao|valentona|corajosinho !no_karaoke|no_karaoque|no_palco|na_pista|na_pista_de_danca|no_quiz|no_xadrez|nas_cartas|no_poker|no_boliche|na_prova|na_aula|no_jogo|na_partida|na_festa|na_apresentacao|no_debate|cantando|dancando", false},
	{CategoryThreats, 0.85, "voce|tu|vc|ce nao ~2 tao corajoso|corajosa|valente|machao|machona|marrento|marrenta|fodao|fodona|brabo|braba|folgado|folgada|valentao|valentona ~2 sem seus|teus|os_seus|os_teus amigos|amiguinhos|amigas|colegas|parceiros|capangas|guarda_costas|comparsas !no_karaoke|no_karaoque|no_palco|na_pista|na_pista_de_danca|no_quiz|no_xadrez|nas_cartas|no_poker|no_boliche|na_prova|na_aula|no_jogo|na_partida|na_festa|na_apresentacao|no_debate|cantando|dancando", false},
	{CategoryThreats, 0.85, "=disse_que|disseram_que|falou_que|falaram_que|diz_que|dizia_que|escreveu_que sem meus|os_meus amigos|amiguinhos|amigas|colegas|parceiros ~2 eu nao ~2 tao corajoso|corajosa|valente|machao|machona|marrento|marrenta|fodao|fodona|brabo|braba|folgado|folgada|valentao|valentona !no_karaoke|no_karaoque|no_palco|na_pista|na_pista_de_danca|no_quiz|no_xadrez|nas_cartas|no_poker|no_boliche|na_prova|na_aula|no_jogo|na_partida|na_festa|na_apresentacao|no_debate|cantando|dancando", false},
	// Someone who will come and settle the score with the writer, in
	// English, Spanish, French, Italian and Portuguese ("his cousin is
	// going to come and settle the score with me", "su hermano vendría a
	// arreglar cuentas conmigo", "son frère va venir régler ses comptes
	// avec moi", "suo fratello sarebbe venuto a sistemarmi", "o primo dele
	// vai vir ajustar as contas comigo"), not a rematch or a game ("settle
	// the score with you at FIFA"), nor accounts or a bill ("el tesorero
	// vendrá a ajustar las cuentas conmigo antes del cierre", "le
	// comptable va régler les comptes avec moi", "verrà a fare i conti
	// con me per le tasse"): Spanish, Italian and Portuguese want someone
	// coming, French the possessive of the idiom ("ses comptes", not "les
	// comptes"), and no time, purpose or topic follows. German is left
	// out: "mit mir abrechnen" is also a waiter's bill.
	// Nor a rematch at a game ("con me a calcetto", "avec moi aux
	// échecs").
	{CategoryThreats, 0.85, "settle_the_score|settle_scores|settle_a_score|settle_the_scores|even_the_score|get_even ~1 with me|you|us|u !at|on|in|over|about|regarding|with|by|next|this|tomorrow|later|after|before|for", false},
	{CategoryThreats, 0.85, "vendra|vendria|vendran|vendrian|va_a_venir|van_a_venir|viene|vienen|iba_a_venir|iban_a_venir|vino|vinieron|ira|iria|iran|irian a|para arreglar_cuentas|ajustar_cuentas|saldar_cuentas|arreglar_las_cuentas|ajustar_las_cuentas|ajustarme_las_cuentas|ajustarte_las_cuentas conmigo|contigo|con_nosotros|con_vosotros !antes|del|de|para|por|en|al|a_final|a_fin|este|esta|cada|mensuales", false},
	{CategoryThreats, 0.85, "regler_ses_comptes|regler_son_compte|regler_leurs_comptes|regler_nos_comptes|regler_mes_comptes|regler_tes_comptes|regler_ses_comptes_avec|venir_regler_ca avec_moi|avec_toi|avec_nous|avec_vous !avant|pour|sur|au|a_la|de|du|des|ce|cette|demain|apres|aux_echecs|aux_cartes|aux_flechettes|a_fifa|a_la_belote|a_la_revanche|en_match|en_finale", false},
	{CategoryThreats, 0.85, "venire|venuto|venuta|venuti|verra|verrebbe|verranno|verrebbero|viene|vengono|veniva|venivano|andra|andrebbe a|ad sistemarmi|sistemarti|sistemarci|regolare_i_conti_con_me|regolare_i_conti_con_te|regolare_i_conti_con_noi|fare_i_conti_con_me|fare_i_conti_con_te|sistemare_i_conti_con_me|sistemare_i_conti_con_te !il|la|lo|i|le|gli|l|un|una|uno|in|per|sulle|sui|delle|della|del|dei|alla|a_fine|entro|prima|casa|camera|stanza|a_calcetto|a_calcio|a_tennis|a_ping_pong|a_pingpong|a_scacchi|a_carte|a_poker|a_biliardo|a_freccette|a_bowling|al_bowling|al_biliardino|alla_playstation|ai_videogiochi|a_fifa|alla_rivincita|al_torneo|sul_campo", false},
	{CategoryThreats, 0.85, "vir|vem|vai_vir|viria|viriam|vao_vir|iam_vir|ia_vir|veio|vieram|aparecer_pra|aparecer_para acertar_as_contas|ajustar_as_contas|acertar_contas|ajustar_contas comigo|contigo|com_voce|com_a_gente|com_vc !do|da|de|antes|no|na|em|ate|sobre|referente|pelo|pela|por|este|esta|desse|deste|todo", false},
	// Getting the writer when they least expect it, in English and
	// Spanish, where the rules of the other languages read it already
	// ("he said he'd get me when I least expect it", "dijo que me
	// pillaría cuando menos me lo espere"), not karma, love, the flu or
	// inspiration ("karma will get you when you least expect it", "la
	// gripe te pillará cuando menos te lo esperes"): English wants a
	// person's subject and intent before the verb, Spanish no such noun
	// before the pronoun.
	{CategoryThreats, 0.85, "he'll|she'll|they'll|i'll|we'll|he'd|she'd|they'd|i'd|we'd|he_would|she_would|they_would|i_would|he_will|she_will|they_will|i_will|we_will|he's_gonna|she's_gonna|they're_gonna|i'm_gonna|im_gonna|he's_going_to|she's_going_to|they're_going_to|i'm_going_to get|catch|jump|grab|hurt|attack|come_for|come_after|find me|you|u|us|her|him|ya when ?i|you|u|we|she|he|they least_expect|least_expects|expect_it_least|least_expected", false},
	{CategoryThreats, 0.85, "^gripe|lluvia|tormenta|sueno|crisis|resfriado|virus|covid|amor|inspiracion|vida|muerte|examen|examenes|tren|bus|autobus|frio|calor|ola|marea|ocasion|oportunidad|suerte|karma|destino|cansancio|hambre|nostalgia|ansiedad|estres me|te|nos|os pillara|pillaria|pillare|pillaremos|cogera|cogeria|cogere|atrapara|atraparia|atrapare|encontrara|encontraria|encontrare ~1 cuando_menos ?me|te|nos|os ?lo espere|esperes|esperas|espero|esperemos|esperen|esperaba|esperabas|esperara|esperaras|espereis", false},
	// "It would be a shame if something happened to your bike", in French
	// and German, of a thing or a person of the reader's ("ce serait
	// dommage qu'il arrive quelque chose à ton vélo", "wäre schade, wenn
	// deinem Fahrrad was passiert"), where the rules before read "to you"
	// only; not advice that follows it ("… à ton vélo, prends un bon
	// antivol", "…, kauf dir ein gutes Schloss", "…, also mach ein
	// Backup").
	// Nor advice to park elsewhere ("…, park lieber in der Garage").
	{CategoryThreats, 0.85, "dommage|bete|malheureux qu|qu_il|si ~2 arrive|arrivait|arriverait quelque_chose|un_truc|un_accident|malheur a ta|ton|tes|votre|vos " + frHarmedOwn + "|velo|appart|appartement|maison|chien|chat|ordi|ordinateur|affaires|pneus|casier|chambre|studio !._prends|._mets|._achete|._pense|._range|._gare|._ferme|alors|donc|prends|mets|achete", false},
	{CategoryThreats, 0.85, "schade ?. wenn|falls ~1 deinem|deiner|deinen|eurem|eurer|euren auto|wagen|fahrrad|rad|reifen|familie|gesicht|freundin|freund|kindern|kinder|hund|katze|laptop|zimmer|sachen|motorrad|roller|wohnung|haus|schwester|bruder|mutter|vater ~1 etwas|was|irgendwas|irgendetwas|ein_unfall ~2 passiert|passieren|zustosst|zustossen|geschieht|geschehen|zustiesse|passieren_wurde|zustossen_wurde !._kauf|._nimm|._schliess|._schliesse|._stell|._sperr|._also|._deshalb|._darum|._mach|._speicher|._park|._parke|._parkt|._pass|._passt|._besser|._lieber|also|deshalb|darum", false},
	// A past attack on the writer told in the active voice by someone
	// unnamed or a stranger, in every language ("a guy punched me outside
	// the library", "quelqu'un m'a frappé dans le couloir", "alguém me
	// bateu no corredor"): harassment, as the rules of past attacks in the
	// passive. Not a game, an idea or a cold ("hat mich beim Schach
	// geschlagen", "m'a frappé par sa gentillesse", "me pegó la gripe").
	// Review: not sport or play ("a guy hit me with a ball during
	// dodgeball", "un chico me dio una patada en el partido", "un ragazzo mi
	// ha dato un calcio durante la partita").
	{CategoryHarassment, 0.85, "someone|somebody|a_guy|a_man|a_woman|a_girl|a_boy|a_stranger|a_person|some_guy|some_guys|some_lads|two_guys|three_guys|a_drunk_guy|an_older_guy|an_older_student|a_group_of_lads|a_group_of_guys|a_group_of_boys|this_guy|that_guy|a_random_guy|a_customer|a_passenger ~3 punched|slapped|kicked|attacked|assaulted|headbutted|strangled|choked|groped|molested|spat_on|mugged|stabbed|beat_up|hit|pushed|shoved|grabbed|tripped me|my_friend|my_girlfriend|my_boyfriend !up|to|into_doing|at|in_chess|in_the_game|to_it|with_a_pillow|with_a_snowball|with_a_water_balloon|playfully|by_accident|accidentally|a|an|some|the|back|with_questions|with_an_idea|on_the_back|with_a_ball|with_the_ball|with_a_frisbee|with_a_fork|during_dodgeball|during_the_match|during_the_game|during_the_football|during_football|during_rugby|in_football|in_rugby|at_football|at_rugby|during_practice|during_training|in_practice|in_training|in_judo|out_in_judo|out_in_practice|into_the_pool|in_the_pool", false},
	{CategoryHarassment, 0.85, "jemand|ein_typ|ein_mann|eine_frau|ein_fremder|eine_fremde|ein_unbekannter|eine_unbekannte|ein_mitschuler|ein_kommilitone|ein_paar_typen|zwei_typen|eine_gruppe|einer|der_typ ~2 hat|haben ~1 mich ~4 verprugelt|getreten|geschubst|gewurgt|angegriffen|begrapscht|betatscht|bespuckt|ausgeraubt|ins_gesicht_geschlagen|zusammengeschlagen|niedergeschlagen|gegen_die_wand_gestossen|die_treppe_runtergestossen", false},
	{CategoryHarassment, 0.85, "jemand|ein_typ|ein_mann|eine_frau|ein_fremder|eine_fremde|ein_unbekannter|eine_unbekannte|ein_mitschuler|ein_kommilitone|ein_paar_typen|zwei_typen|eine_gruppe|einer|der_typ ~2 hat|haben ~1 mich ?im_flur|auf_dem_flur|im_gang|im_treppenhaus|auf_der_strasse|im_bus|in_der_bahn|in_der_ubahn|auf_dem_parkplatz|auf_der_toilette|in_der_umkleide|auf_der_party|nach_der_party|vor_der_bibliothek|vor_der_mensa|auf_dem_heimweg|ins_gesicht|in_den_bauch|auf_den_kopf geschlagen", false},
	{CategoryHarassment, 0.85, "quelqu'un|un_type|un_mec|un_homme|une_femme|une_fille|un_garcon|un_inconnu|une_inconnue|une_personne|un_gars|des_types|des_mecs|un_groupe|deux_types|un_eleve|un_etudiant|un_client|un_passager ~3 m_a|m_ont ~1 frappe|frappee|gifle|giflee|pousse|poussee|agresse|agressee|tabasse|tabassee|etrangle|etranglee|pelote|pelotee|crache_dessus|poignarde|poignardee|cogne|cognee|bouscule|bousculee|coince|coincee|mis_un_coup_de_poing|donne_un_coup_de_poing|donne_une_gifle|donne_un_coup_de_pied !par|au_coeur|profondement|beaucoup|avec_ses|avec_son|avec_sa|a_la_porte|pendant_le_match|dans_la_piscine|pour_rire|au_foot|au_judo|en_jouant", false},
	{CategoryHarassment, 0.85, "quelqu'un|un_type|un_mec|un_homme|une_femme|un_garcon|un_inconnu|une_inconnue|une_personne|un_gars|des_types|des_mecs|un_eleve|un_etudiant|un_client|un_passager ~3 m_a|m_ont ~1 touche|touchee|touche_les_fesses|touche_la_poitrine ~2 sans_mon_consentement|sans_ma_permission|sans_mon_accord|les_fesses|la_poitrine|les_seins|l_entrejambe", false},
	{CategoryHarassment, 0.85, "alguien|un_tipo|un_chico|un_hombre|una_mujer|una_chica|un_desconocido|una_desconocida|unos_tipos|unos_chicos|un_grupo|dos_tipos|un_companero|un_alumno|un_estudiante|un_cliente|un_pasajero ~3 me ~1 me_pego_un_punetazo|pego_un_punetazo|pego_una_patada|pego_una_bofetada|pego_una_paliza|golpeo|abofeteo|dio_una_bofetada|dio_un_punetazo|dio_una_patada|agredio|ataco|manoseo|escupio|estrangulo|apunalo|acorralo|pego !el|la|los|las|un|una|su|sus|a|al|con|para|en_el_partido|durante_el_partido|jugando|en_el_entrenamiento", false},
	{CategoryHarassment, 0.85, "qualcuno|un_tizio|un_tipo|un_uomo|una_donna|una_ragazza|un_ragazzo|uno_sconosciuto|una_sconosciuta|dei_ragazzi|un_gruppo|due_tizi|un_compagno|un_cliente|un_passeggero ~3 mi_ha|mi_hanno ~1 picchiato|picchiata|schiaffeggiato|schiaffeggiata|aggredito|aggredita|preso_a_pugni|presa_a_pugni|preso_a_calci|presa_a_calci|palpato|palpata|strangolato|strangolata|accoltellato|accoltellata|sputato_addosso|dato_un_pugno|dato_uno_schiaffo|dato_un_calcio|spinto_giu|spinta_giu !durante_la_partita|in_partita|giocando|a_calcio|durante_l_allenamento", false},
	{CategoryHarassment, 0.85, "alguem|um_cara|um_homem|uma_mulher|uma_menina|um_menino|um_desconhecido|uma_desconhecida|uns_caras|um_grupo|dois_caras|um_colega|um_aluno|um_cliente|um_passageiro ~3 me ~1 bateu|agrediu|estapeou|deu_um_soco|deu_um_tapa|deu_uma_tapa|deu_um_chute|chutou|esfaqueou|enforcou|sufocou|atacou|socou|espancou|encurralou|empurrou_da_escada|empurrou_contra_a_parede|cuspiu !no_xadrez|no_jogo|na_corrida|na_partida|de_leve|sem_querer|a_porta|durante_o_jogo|durante_a_partida|no_futebol|no_treino|jogando", false},
	// Asked about children or a pregnancy in a job interview, in every
	// language ("in the interview they asked if I planned to have
	// children soon").
	// Review: not a podcast or a study ("the podcast interviewer asked if I
	// want a family").
	{CategoryDiscrimination, 0.85, "^podcast|radio|tv|research|study|newspaper|magazine|documentary|survey interview|interviews|interviewer|interviewers ~8 asked|asks|asking|wanted_to_know ~4 if_i|whether_i|when_i|if_i'm|whether_i'm|if_i_was|whether_i_was|if_i_were ~3 pregnant|children|kids|a_baby|a_family !in_the_classroom|in_class|at_school|in_my_class", false},
	{CategoryDiscrimination, 0.85, "vorstellungsgesprach|bewerbungsgesprach|einstellungsgesprach ~6 gefragt|fragte|fragten|wissen_wollte|wissen_wollten ?. ~2 ob_ich ~3 kinder|schwanger|ein_baby|eine_familie !der|von|im_unterricht|in_der_klasse", false},
	{CategoryDiscrimination, 0.85, "entretien|entretien_d_embauche ~6 demande|demandait|demandaient|voulu_savoir ~3 si_je|si_j ~5 enfants|enceinte|un_bebe|une_famille !de|des|du|d|en_classe|a_l_ecole", false},
	{CategoryDiscrimination, 0.85, "entrevista|entrevista_de_trabajo ~6 preguntaron|pregunto|preguntaban|preguntaba|quisieron_saber ~3 si ~5 hijos|embarazada|un_bebe|una_familia !en_clase|en_el_aula|a_cargo|de|del|de_los|ajenos", false},
	{CategoryDiscrimination, 0.85, "colloquio|colloquio_di_lavoro ~6 chiesto|chiedevano|chiedeva|voluto_sapere ~3 se ~5 figli|incinta|un_bambino|una_famiglia !in_classe|a_scuola|a_carico|dei|delle|degli|del|della|di|altrui", false},
	{CategoryDiscrimination, 0.85, "entrevista|entrevista_de_emprego ~6 perguntaram|perguntou|perguntavam|quiseram_saber ~3 se|se_eu ~5 filhos|gravida|um_bebe|uma_familia !na_sala|em_sala|na_escola|de|dos|das|do|da|alheios", false},
	// Told to go back to one's country, in every language ("dijo que la
	// gente como yo debería volver a su país").
	{CategoryDiscrimination, 0.85, "people_like_me|people_like_us|people_like_you|your_kind|you_people|their_kind ~4 go_back|should_go_back|must_go_back|need_to_go_back ~3 where|country|countries|home", false},
	{CategoryDiscrimination, 0.85, "leute_wie_ich|leute_wie_wir|leute_wie_du|leute_wie_dich|euresgleichen|deinesgleichen|solche_wie_ich|solche_wie_du ~4 zuruck|zuruckgehen|heimgehen ?. ~3 herkommen|herkommt|heimat|land", false},
	{CategoryDiscrimination, 0.85, "gente_como_yo|gente_como_tu|gente_como_nosotros|los_como_yo|los_como_tu|los_de_tu_clase ~4 volver|volverse|irse|regresar|volvernos|irnos ~2 a_su_pais|a_tu_pais|a_nuestro_pais|a_su_tierra|a_tu_tierra|de_donde_vinieron|de_donde_vienen|de_donde_vinimos|a_casa", false},
	{CategoryDiscrimination, 0.85, "quelli_come_me|gente_come_me|quelli_come_te|gente_come_te|quelli_come_noi|quelli_come_voi ~4 tornare|tornarsene|andarsene|tornarcene|andarcene ~3 al_loro_paese|al_tuo_paese|al_nostro_paese|a_casa_loro|a_casa_vostra|da_dove_vengono|da_dove_veniamo", false},
	{CategoryDiscrimination, 0.85, "gens_comme_moi|gens_comme_toi|gens_comme_nous|gens_comme_vous|vous_autres ~4 retourner|rentrer|repartir ~3 d_ou_ils_viennent|d_ou_on_vient|d_ou_vous_venez|chez_eux|chez_nous|dans_leur_pays|dans_ton_pays|dans_notre_pays", false},
	{CategoryDiscrimination, 0.85, "gente_como_eu|gente_como_voce|gente_como_nos|gente_da_minha_laia|gente_da_sua_laia ~4 voltar|voltarem|ir_embora ~3 pro_meu_pais|para_o_meu_pais|pro_seu_pais|para_o_seu_pais|pro_nosso_pais|para_o_nosso_pais|de_onde_veio|de_onde_vieram|de_onde_viemos", false},
	// Older staff pushed out, in English ("older staff are being pushed
	// out with worse schedules").
	{CategoryDiscrimination, 0.85, "older|oldest|over_50s|over_fifties|senior ~1 staff|workers|colleagues|employees|teachers|nurses|people ~4 pushed_out|forced_out|squeezed_out|managed_out|eased_out|got_rid_of|gotten_rid_of", false},
	// A decision made and peace with it, in every language ("I've made my
	// decision and I'm at peace with it"), not a decision to switch
	// courses ("made my decision to switch majors and I'm at peace").
	{CategorySelfHarm, 0.7, "made_my_decision|i've_decided|my_mind_is_made_up|made_up_my_mind ?. ~2 at_peace|made_my_peace|at_peace_with_it", false},
	{CategorySelfHarm, 0.7, "tomado_mi_decision|tome_mi_decision|lo_he_decidido|ya_lo_decidi|lo_tengo_decidido ?. ~2 en_paz|en_paz_con_ello|en_paz_conmigo", false},
	{CategorySelfHarm, 0.7, "meine_entscheidung_getroffen|mich_entschieden|mein_entschluss_steht ?. ~3 im_reinen|frieden_geschlossen|im_frieden", false},
	{CategorySelfHarm, 0.7, "pris_ma_decision|j_ai_decide|ma_decision_est_prise ?. ~3 en_paix|en_paix_avec_ca|en_paix_avec_moi", false},
	{CategorySelfHarm, 0.7, "preso_la_mia_decisione|presa_la_mia_decisione|ho_deciso|ho_gia_deciso ?. ~3 in_pace|in_pace_con_me|in_pace_con_questo", false},
	{CategorySelfHarm, 0.7, "tomei_minha_decisao|tomei_a_minha_decisao|ja_decidi|eu_decidi ?. ~3 em_paz|em_paz_com_isso|em_paz_comigo", false},
	// Standing for an hour on the top floor of a car park or a roof, in
	// English, Spanish and German ("after the exam results I went to the
	// top floor of the car park and stood there for an hour"), not to
	// watch the fireworks.
	{CategorySelfHarm, 0.85, "top_floor|top_deck|top_level|roof|rooftop|edge ~4 car_park|parking_garage|multi-storey|carpark|building|library|bridge ~6 stood|sat|standing|sitting ~3 for_an_hour|for_hours|for_a_long_time|a_long_time|an_hour !watching|to_watch|looking_at_the|for_the_view|taking|with|waiting_for|to_see", false},
	{CategorySelfHarm, 0.85, "ultima_planta|azotea|tejado|borde ~4 aparcamiento|parking|edificio|biblioteca|puente ~6 estuve|me_quede|de_pie|sentada|sentado ~4 una_hora|horas|mucho_rato|mucho_tiempo !mirando|viendo|para_ver|esperando|con|haciendo", false},
	{CategorySelfHarm, 0.85, "oberste_parkdeck|obersten_parkdeck|oberstes_parkdeck|dach|dachterrasse|rand|brucke ~6 stand|sass|gestanden|gesessen|stehe|sitze ~3 eine_stunde|stundenlang|lange|eine_ganze_stunde !und_habe_das_feuerwerk|um|mit|und_schaute", false},
	// The only thing that helps is a blade, in every language ("since
	// then the only thing that helps is the razor").
	{CategorySelfHarm, 0.85, "only_thing_that_helps|only_thing_that_works|only_thing_that_calms_me ~3 razor|blade|blades|cutting|cutting_myself|hurting_myself|burning_myself", false},
	{CategorySelfHarm, 0.85, "lo_unico_que_me_ayuda|lo_unico_que_me_calma|lo_unico_que_funciona ~3 cuchilla|cuchillas|cortarme|hacerme_dano|quemarme|la_navaja", false},
	{CategorySelfHarm, 0.85, "einzige ?. was_hilft|was_mir_hilft|was_mich_beruhigt ?. ~3 klinge|rasierklinge|ritzen|mich_zu_ritzen|mich_zu_schneiden|mir_weh_zu_tun", false},
	{CategorySelfHarm, 0.85, "seule_chose_qui_m_aide|seule_chose_qui_marche|seule_chose_qui_me_calme ~3 lame|lames|rasoir|me_couper|me_faire_du_mal|me_bruler|scarifier", false},
	{CategorySelfHarm, 0.85, "unica_cosa_che_mi_aiuta|unica_cosa_che_funziona|unica_cosa_che_mi_calma ~3 lametta|lamette|lama|tagliarmi|farmi_del_male|bruciarmi", false},
	{CategorySelfHarm, 0.85, "unica_coisa_que_me_ajuda|unica_coisa_que_funciona|unica_coisa_que_me_acalma ~3 lamina|gilete|me_cortar|me_machucar|me_queimar", false},
	// A note to whoever reads it and not being able to carry on, in every
	// language ("I'm sorry to whoever reads this, I just can't carry this
	// anymore"), not an apology for a long text.
	{CategorySelfHarm, 0.85, "whoever_reads_this|whoever_finds_this ?. ~3 can't|cannot|cant do_this|take_it|take_this|go_on|carry_on|carry_this|cope|keep_going|live_like_this ~1 anymore|any_longer|any_more", false},
	{CategorySelfHarm, 0.85, "quien_lea_esto|quien_encuentre_esto ?. ~2 no_puedo|ya_no_puedo ~3 mas|cargar_con_todo|seguir|aguantar", false},
	{CategorySelfHarm, 0.85, "der_das_liest|die_das_liest|der_das_findet ?. ~4 nicht_mehr ~2 tragen|aushalten|weiter|ertragen", false},
	{CategorySelfHarm, 0.85, "qui_lira_ceci|qui_lit_ceci|qui_lira_ca|qui_trouvera_ceci ?. ~4 n_en_peux_plus|ne_peux_plus|ne_tiens_plus", false},
	{CategorySelfHarm, 0.85, "chi_legge|chi_leggera|chi_trovera_questo ?. ~4 non_ce_la_faccio_piu|non_riesco_piu|non_reggo_piu", false},
	{CategorySelfHarm, 0.85, "quem_ler_isso|quem_ler_isto|quem_encontrar_isso ?. ~4 nao_aguento_mais|nao_consigo_mais|nao_dou_mais_conta", false},
	// Not being somewhere on Monday "or ever again", in every language
	// ("I won't be at the lab on Monday or ever again").
	// Review: only "or ever again" and its like: "ever again" alone is a
	// complaint ("I won't be eating at that canteen ever again", "no iré a
	// ese restaurante nunca más", "não vou mais nesse restaurante, nunca
	// mais").
	{CategorySelfHarm, 0.85, "won't_be|will_not_be|i'm_not_coming|not_going_to_be ~6 ?. or_ever_again|or_any_other_day", false},
	{CategorySelfHarm, 0.85, "no_estare|no_voy_a_estar|no_vendre|no_ire ~6 ?. ni_nunca_mas|ni_ningun_otro_dia", false},
	{CategorySelfHarm, 0.85, "bin_ich_nicht|werde_ich_nicht|komme_ich_nicht|bin_nicht ~6 ?. ~3 sonst_nie_wieder", false},
	{CategorySelfHarm, 0.85, "ne_serai_pas|ne_serai_plus|ne_viendrai_pas ~6 ?. ni_jamais|ni_aucun_autre_jour", false},
	{CategorySelfHarm, 0.85, "non_saro|non_verro|non_ci_saro ~6 ?. ne_mai_piu|ne_nessun_altro_giorno", false},
	{CategorySelfHarm, 0.85, "nao_estarei|nao_vou_estar|nao_virei|nao_vou ~6 ?. nem_nunca_mais|nem_em_nenhum_outro_dia", false},
	// Feeling like a ghost and soon being one, in every language.
	{CategorySelfHarm, 0.85, "ghost ~8 ?. ~1 soon_i_will_be_one|soon_i'll_be_one|and_soon_i_will_be|soon_i_really_will_be", false},
	{CategorySelfHarm, 0.85, "fantasma ~8 ?. ~1 pronto_lo_sere|y_pronto_lo_sere|presto_lo_saro|e_presto_lo_saro|logo_serei_um|e_logo_serei|em_breve_serei_um", false},
	{CategorySelfHarm, 0.85, "geist|gespenst ~8 ?. ~3 bald_bin_ich_einer|bald_bin_ich_es_wirklich|bald_werde_ich_eins|bald_werde_ich_einer", false},
	{CategorySelfHarm, 0.85, "fantome ~8 ?. ~1 bientot_j_en_serai_un|bientot_je_le_serai|et_bientot_j_en_serai", false},
	// Wanting not to wake up, in Spanish ("ahora solo quiero no
	// despertarme").
	{CategorySelfHarm, 0.85, "quiero|solo_quiero|quisiera|prefiero ~1 no_despertarme|no_despertar_mas|no_volver_a_despertarme|dormir_para_siempre|dormirme_para_siempre !temprano|pronto|antes|a_las|hasta|el_fin|los_fines|manana_temprano", false},
	// A patient or a resident of a home who fell out of bed, in every
	// language ("an elderly patient fell out of bed because the bed rails
	// are broken", "ein Patient ist aus dem Bett gefallen", "un paciente
	// se cayó de la cama", "un paziente è caduto dal letto", "uma
	// paciente caiu da cama"): a fall of someone in care, where the rules
	// before read falls on stairs and floors. Not the writer's laughter
	// ("I nearly fell out of bed laughing", "vor Lachen aus dem Bett
	// gefallen": a patient is named) or a cat.
	// Nor a hospital drama, a film or a case study ("fell out of bed in
	// the hospital drama we watched").
	{CategorySafety, 0.85, "patient|patients|resident|residents|elderly_patient|elderly_resident|care_home_resident ~3 fell|has_fallen|had_fallen|have_fallen|keeps_falling|keep_falling ~1 out_of_bed|out_of_his_bed|out_of_her_bed|out_of_their_bed|out_of_their_beds|from_the_bed|from_his_bed|from_her_bed|off_the_bed !laughing|with_laughter|from_laughing|in_the_drama|in_the_hospital_drama|in_the_film|in_the_movie|in_the_series|in_the_show|in_the_episode|in_the_book|in_the_video|in_the_case_study|in_the_scenario|in_the_simulation|in_the_role_play|in_the_roleplay|in_the_exercise", false},
	{CategorySafety, 0.85, "patient|patientin|patienten|patientinnen|bewohner|bewohnerin|bewohnerinnen|heimbewohner|heimbewohnerin ~3 aus_dem_bett|aus_ihrem_bett|aus_seinem_bett|aus_den_betten ~1 gefallen|gesturzt|gefallen_ist|gefallen_sind|gesturzt_ist !vor_lachen|im_film|in_der_serie|im_fallbeispiel|in_der_simulation|im_rollenspiel|in_der_ubung", false},
	{CategorySafety, 0.85, "patient|patiente|patients|patientes|resident|residente|residents|residentes|pensionnaire|pensionnaires ~3 tombe|tombee|tombes|tombees|chute|chuter ~1 du_lit|de_son_lit|de_leur_lit|de_leurs_lits !de_rire|dans_le_film|dans_la_serie|dans_le_cas_pratique|dans_la_simulation|dans_le_jeu_de_role|dans_l_exercice", false},
	{CategorySafety, 0.85, "paciente|pacientes|residente|residentes|anciano|anciana|ancianos|ancianas|interno|interna ~3 se_cayo|se_cayeron|se_ha_caido|se_han_caido|se_cae|se_caen|cayo|cayeron ~1 de_la_cama|de_su_cama|de_las_camas|de_sus_camas !de_la_risa|de_risa|en_la_pelicula|en_la_serie|en_el_caso_practico|en_la_simulacion|en_el_juego_de_rol|en_el_ejercicio", false},
	{CategorySafety, 0.85, "paziente|pazienti|anziano|anziana|anziani|anziane|ospite|ospiti|degente|degenti ~3 caduto|caduta|caduti|cadute|cade|cadono|cadde|cascato|cascata ~1 dal_letto|dai_letti|dal_suo_letto|dal_loro_letto !dalle_risate|dal_ridere|nel_film|nella_serie|nel_caso_studio|nella_simulazione|nel_gioco_di_ruolo|nell_esercitazione", false},
	{CategorySafety, 0.85, "paciente|pacientes|idoso|idosa|idosos|idosas|interno|interna|internos|residente|residentes ~3 caiu|cairam|caindo|cai|caem ~1 da_cama|do_leito|das_camas|dos_leitos|da_maca|da_sua_cama !de_rir|de_tanto_rir|no_filme|na_serie|no_estudo_de_caso|na_simulacao|no_exercicio|na_novela", false},
	// Someone cut on a rusty fence, nail, wire or sheet of metal, in every
	// language ("a child cut his hand on the rusty fence in the
	// playground", "un niño se cortó con la valla oxidada", "un enfant
	// s'est coupé sur la clôture rouillée", "si è tagliato con la
	// recinzione arrugginita", "cortou a mão na cerca enferrujada"): an
	// injury that a hazard already did. Not cutting the rusty thing ("I
	// cut the rusty wire off the fence", "corté el alambre oxidado": the
	// injury is reflexive or "on" it), French "rouille" the sauce (a
	// thing that is rusty is named), nor a rusty skill.
	// Nor DIY at home or a holiday ("on a rusty nail while doing DIY at
	// home", "en bricolant chez moi", "a casa mentre facevo bricolage");
	// German, verb-final, keeps its gap.
	{CategorySafety, 0.85, "cut|cuts|gashed|scratched|sliced|injured|hurt|ripped ~3 on|against ~1 rusty|rusted ~1 fence|fences|nail|nails|wire|barbed_wire|metal|railing|railings|gate|sheet|swing|slide|pipe|bars|screw|screws|edge|bolt|can|tin !at_home|at_my_house|at_my_place|in_my_garden|in_my_garage|in_my_shed|in_my_backyard|while_doing_diy|doing_diy|while_gardening|while_hiking|on_a_hike|while_camping|on_holiday|on_vacation|in_my_flat", false},
	{CategorySafety, 0.85, "sich|mich ~1 an_einem|an_einer|am|an_dem|an_der|an_den|mit_einem|mit_einer|mit_dem|mit_der ~1 rostigen|rostigem|rostiger ~1 zaun|nagel|draht|stacheldraht|blech|gelander|tor|rohr|schaukel|rutsche|metall|eisen|schraube|gitter ~6 geschnitten|aufgeschnitten|verletzt|aufgerissen|aufgeschlitzt|aufgeritzt|geritzt", false},
	{CategorySafety, 0.85, "s_est|se_sont|me_suis|t_es|s_etait ~1 coupe|coupee|coupes|coupees|blesse|blessee|blesses|blessees|entaille|entaillee|ecorche|ecorchee|ouvert|ouverte ~4 cloture|clou|clous|grillage|barbele|barbeles|fil_de_fer|tole|grille|portail|balancoire|toboggan|ferraille|barriere|tuyau|vis|rambarde|canette ~1 rouille|rouillee|rouilles|rouillees !chez_moi|a_la_maison|en_bricolant|dans_mon_jardin|dans_mon_garage|en_jardinant|en_vacances|en_randonnee|au_camping", false},
	{CategorySafety, 0.85, "se_corto|se_cortaron|se_ha_cortado|se_han_cortado|me_corte|se_hizo_un_corte|se_hirio|se_hirieron|se_lastimo|se_rajo|se_raspo ~4 valla|vallas|clavo|clavos|alambre|alambrada|chapa|reja|verja|columpio|tobogan|hierro|hierros|metal|tuberia|tornillo|barandilla|lata ~1 oxidada|oxidado|oxidadas|oxidados !en_mi_casa|en_casa|haciendo_bricolaje|en_mi_jardin|en_mi_garaje|arreglando|de_vacaciones|de_excursion|de_acampada", false},
	{CategorySafety, 0.85, "si_e_tagliato|si_e_tagliata|si_sono_tagliati|mi_sono_tagliato|mi_sono_tagliata|si_e_ferito|si_e_ferita|si_sono_feriti|si_e_graffiato|si_e_graffiata|si_e_squarciato ~4 recinzione|recinto|chiodo|chiodi|filo_spinato|rete|cancello|lamiera|ringhiera|altalena|scivolo|ferro|ferri|metallo|tubo|vite|lattina ~1 arrugginita|arrugginito|arrugginite|arrugginiti !a_casa|in_casa|mentre_facevo|facendo_bricolage|nel_mio_giardino|in_giardino|nel_mio_garage|in_vacanza|in_campeggio|in_montagna", false},
	{CategorySafety, 0.85, "se_cortou|cortou|se_cortaram|cortaram|se_machucou|machucou|se_feriu|feriu|se_arranhou|arranhou|rasgou ~3 na|no|numa|num|nas|nos ~1 cerca|prego|pregos|arame|arame_farpado|grade|portao|chapa|balanco|escorregador|ferro|ferros|metal|cano|parafuso|lata|alambrado ~1 enferrujada|enferrujado|enferrujadas|enferrujados !em_casa|na_minha_casa|fazendo_reforma|no_meu_quintal|na_minha_garagem|de_ferias|na_trilha|no_acampamento|no_sitio", false},
	// Cleaning products, medicines or knives left within the reach of
	// children, in every language ("the cleaning products are within reach
	// of the children", "les produits ménagers sont à portée des enfants",
	// "i detersivi sono alla portata dei bambini", "os produtos de limpeza
	// ficam ao alcance das crianças"). Not the label's "keep out of the
	// reach of children" ("hors de portée", "fuori dalla portata", "fuera
	// del alcance", "fora do alcance", "außer Reichweite"): the reach is
	// "within", "à", "alla", "al", "ao", "in".
	{CategorySafety, 0.85, "cleaning_products|cleaning_supplies|cleaning_chemicals|bleach|detergent|detergents|chemicals|medication|medications|medicines|pills|knives|drain_cleaner|dishwasher_tablets|washing_tablets ~6 within_reach_of|within_the_reach_of|in_reach_of|in_the_reach_of|within_easy_reach_of ~1 children|kids|toddlers|babies|the_children|the_kids|the_toddlers|the_babies|small_children|the_little_ones|patients|the_patients", false},
	{CategorySafety, 0.85, "putzmittel|reinigungsmittel|chemikalien|medikamente|tabletten|messer|bleichmittel|abflussreiniger|spulmaschinentabs|desinfektionsmittel ~6 in_reichweite|in_greifweite|griffbereit|frei_zuganglich ~1 der_kinder|von_kindern|fur_kinder|fur_die_kinder|der_kleinen|der_kleinkinder|der_patienten", false},
	{CategorySafety, 0.85, "produits_menagers|produits_d_entretien|produits_de_nettoyage|produits_chimiques|javel|eau_de_javel|detergents|detergent|medicaments|couteaux|cachets|pastilles_de_lave-vaisselle|desinfectant ~6 a_portee|a_la_portee ~1 des_enfants|des_petits|des_bebes|des_tout-petits|des_eleves|des_patients|de_main_des_enfants", false},
	{CategorySafety, 0.85, "productos_de_limpieza|lejia|detergentes|detergente|productos_quimicos|medicamentos|medicinas|pastillas|cuchillos|amoniaco|desatascador|desinfectante ~6 al_alcance ~1 de_los_ninos|de_los_pequenos|de_los_bebes|de_los_alumnos|de_los_crios|de_los_pacientes|de_cualquier_nino|de_las_ninas", false},
	{CategorySafety, 0.85, "detersivi|detersivo|prodotti_per_la_pulizia|prodotti_di_pulizia|prodotti_per_le_pulizie|candeggina|varechina|prodotti_chimici|medicinali|medicine|farmaci|coltelli|pastiglie|disinfettante|sgorgante ~6 alla_portata|a_portata ~1 dei_bambini|dei_piccoli|dei_bimbi|dei_neonati|degli_alunni|dei_pazienti|di_mano_dei_bambini", false},
	{CategorySafety, 0.85, "produtos_de_limpeza|agua_sanitaria|cloro|detergente|detergentes|produtos_quimicos|remedios|medicamentos|facas|soda_caustica|desinfetante ~6 ao_alcance ~1 das_criancas|dos_pequenos|dos_bebes|dos_alunos|dos_pacientes|da_criancada|de_qualquer_crianca", false},
	// Mould with people who cannot breathe well, asthma or a cough, in
	// every language ("there's mould everywhere in the classroom and
	// several students have trouble breathing", "hay moho en todas las
	// aulas y varios alumnos tienen problemas para respirar", "c'è muffa
	// dappertutto in classe e diversi studenti hanno problemi a
	// respirare", "tem mofo em todas as salas e vários alunos estão com
	// dificuldade para respirar"): the rules before read mould of a wall or
	// black mould alone. Not a mould that was removed with no one ill since
	// ("… and since then nobody has trouble breathing": a gap crosses no
	// negator), nor cheese.
	{CategorySafety, 0.85, "mould|mold|black_mould|black_mold|mouldy|moldy ~10 trouble_breathing|difficulty_breathing|breathing_problems|breathing_difficulties|respiratory_problems|can't_breathe|cannot_breathe|struggle_to_breathe|struggling_to_breathe|asthma_attacks|asthma_attack|wheezing|chest_infections|constant_cough|coughing_all_the_time", false},
	{CategorySafety, 0.85, "schimmel|schimmelbefall ~10 atemprobleme|atembeschwerden|atemnot|atemwegsbeschwerden|asthmaanfalle|asthmaanfall|bekommen_kaum_luft|bekommt_kaum_luft|kaum_luft|husten_standig|standig_husten|dauerhusten", false},
	{CategorySafety, 0.85, "moisissure|moisissures ~10 mal_a_respirer|du_mal_a_respirer|difficultes_respiratoires|difficultes_a_respirer|difficulte_a_respirer|problemes_respiratoires|problemes_pour_respirer|crises_d_asthme|crise_d_asthme|toussent_sans_arret|toux_permanente", false},
	{CategorySafety, 0.85, "moho ~10 problemas_para_respirar|problemas_respiratorios|dificultad_para_respirar|dificultades_para_respirar|dificultad_al_respirar|les_cuesta_respirar|le_cuesta_respirar|cuesta_respirar|ataques_de_asma|ataque_de_asma|crisis_de_asma|tos_constante|tosiendo_todo_el_dia", false},
	{CategorySafety, 0.85, "muffa ~10 problemi_a_respirare|problemi_respiratori|difficolta_a_respirare|difficolta_respiratorie|difficolta_nel_respirare|fatica_a_respirare|attacchi_d_asma|attacco_d_asma|crisi_d_asma|tosse_continua|tossiscono_sempre", false},
	{CategorySafety, 0.85, "mofo|bolor ~10 dificuldade_para_respirar|dificuldade_de_respirar|dificuldades_para_respirar|dificuldade_em_respirar|problemas_respiratorios|problemas_para_respirar|falta_de_ar|crises_de_asma|crise_de_asma|tosse_constante|tossindo_o_tempo_todo", false},
	// Broken glass in a playground, a schoolyard or a sandpit, in every
	// language ("there's broken glass all over the playground", "hay
	// cristales rotos en el parque infantil", "ci sono vetri rotti nel
	// cortile della scuola", "tem caco de vidro no parquinho"), where
	// children play; not glass swept up since ("… was cleaned up this
	// morning"), nor a window of a schoolyard.
	// Nor a film's scene or a game ("the playground scene of the film").
	{CategorySafety, 0.85, "broken_glass|shards_of_glass|glass_shards|broken_bottles|shattered_glass ~6 playground|playgrounds|play_area|schoolyard|school_yard|sandpit|sandbox|nursery_garden !was_cleaned|was_swept|was_removed|has_been_cleaned|has_been_removed|has_been_swept|got_cleaned|got_removed|scene|scenes|set|level|painting|picture|photo|photos|drawing|model|game|video|in_the_film|in_the_movie|in_the_game", false},
	{CategorySafety, 0.85, "glasscherben|scherben|glassplitter|zerbrochenes_glas|zerbrochene_flaschen ~6 spielplatz|spielplatzen|schulhof|sandkasten|kindergarten|pausenhof|kita !wurden_weggeraumt|wurden_entfernt|sind_weg|wurden_aufgekehrt", false},
	{CategorySafety, 0.85, "verre_casse|eclats_de_verre|bouts_de_verre_casse|tessons|tessons_de_bouteille|bouteilles_cassees ~6 aire_de_jeux|aires_de_jeux|cour_de_recreation|cour_de_l_ecole|cour_de_la_creche|bac_a_sable|parc_pour_enfants|parc_a_jeux !a_ete_ramasse|ont_ete_ramasses|a_ete_enleve|ont_ete_enleves", false},
	{CategorySafety, 0.85, "^recogieron_los|quitaron_los|retiraron_los|limpiaron_los|recogido_los|barrieron_los cristales_rotos|vidrios_rotos|botellas_rotas|restos_de_cristal|cristales_por_todo|trozos_de_cristal_roto ~6 parque_infantil|parque_de_ninos|parque_de_juegos|columpios|patio_del_colegio|patio_de_recreo|patio_del_cole|patio_de_la_escuela|patio_del_instituto|patio_de_la_guarderia|arenero|area_de_juegos|zona_de_juegos|zona_infantil !ya_se_recogieron|ya_los_recogieron|fueron_recogidos", false},
	{CategorySafety, 0.85, "vetri_rotti|schegge_di_vetro|cocci_di_vetro|cocci_di_bottiglia|bottiglie_rotte|vetro_rotto ~6 parco_giochi|parchetto|cortile_della_scuola|cortile_dell_asilo|cortile_della_materna|giardino_della_scuola|giardino_dell_asilo|area_giochi|sabbiera|altalene !sono_stati_tolti|sono_stati_raccolti|e_stato_tolto|sono_stati_rimossi", false},
	{CategorySafety, 0.85, "caco_de_vidro|cacos_de_vidro|vidro_quebrado|vidros_quebrados|garrafas_quebradas|estilhacos_de_vidro ~6 parquinho|parque_infantil|playground|patio_da_escola|patio_da_creche|caixa_de_areia|area_de_recreacao|brinquedoteca|balancos !foram_recolhidos|foi_recolhido|foram_retirados|foi_retirado", false},
	// A fire that the people in charge covered up, in every language
	// ("there was a fire in the canteen kitchen and management covered it
	// up", "in der Mensa-Küche hat es gebrannt und die Leitung hat es
	// vertuscht", "c'è stato un incendio nella cucina della mensa e la
	// direzione l'ha nascosto"). Not a pan covered with a lid ("the oil
	// caught fire and he covered it with a lid", "abafou com a tampa": no
	// "with" follows) nor being "Feuer und Flamme" (a fire that broke out
	// or burnt is named).
	{CategorySafety, 0.85, "a_fire|the_fire|small_fire|kitchen_fire|electrical_fire|caught_fire|went_up_in_flames ~8 covered_it_up|covered_up|hushed_it_up|hushed_up|kept_it_quiet|kept_it_secret|hid_it|swept_it_under_the_rug|swept_it_under_the_carpet|told_us_to_keep_quiet|told_us_to_keep_it_quiet !with|for_the_night", false},
	{CategorySafety, 0.85, "gebrannt|brannte|ein_feuer|einen_brand|ein_brand|feuer_ausgebrochen|brand_ausgebrochen|kuchenbrand|schwelbrand|kabelbrand|in_flammen ~8 vertuscht|verheimlicht|verschwiegen|unter_den_teppich_gekehrt|geheim_gehalten|totgeschwiegen|vertuschen|verheimlichen !mit", false},
	{CategorySafety, 0.85, "incendie|un_feu|debut_d_incendie|depart_de_feu|depart_d_incendie|pris_feu ~10 l_a_cache|l_ont_cache|a_tout_cache|ont_tout_cache|a_etouffe_l_affaire|ont_etouffe_l_affaire|etouffe_l_affaire|passe_sous_silence|l_a_passe_sous_silence|l_ont_passe_sous_silence|cache_l_incident|l_a_dissimule|l_ont_dissimule !avec|sous_un_couvercle", false},
	{CategorySafety, 0.85, "incendio|un_fuego|conato_de_incendio|principio_de_incendio|se_prendio_fuego|salio_ardiendo|empezo_a_arder ~8 lo_oculto|lo_ocultaron|lo_escondio|lo_escondieron|lo_tapo|lo_taparon|lo_silencio|lo_silenciaron|lo_encubrio|lo_encubrieron|lo_ha_ocultado|lo_han_ocultado|lo_ocultan|lo_esconden !con|con_una_tapa|con_la_tapa", false},
	{CategorySafety, 0.85, "incendio|principio_d_incendio|principio_di_incendio|un_fuoco|preso_fuoco|andato_a_fuoco|andata_a_fuoco|divampato ~8 l_ha_nascosto|l_hanno_nascosto|ha_nascosto_tutto|hanno_nascosto_tutto|l_ha_insabbiato|l_hanno_insabbiato|ha_insabbiato|hanno_insabbiato|messo_a_tacere|tenuto_nascosto|l_ha_tenuto_nascosto|l_hanno_tenuto_nascosto|l_ha_coperto|l_hanno_coperto !con|col_coperchio", false},
	{CategorySafety, 0.85, "incendio|um_fogo|principio_de_incendio|pegou_fogo|pegando_fogo ~8 escondeu|esconderam|abafou_o_caso|abafaram_o_caso|acobertou|acobertaram|encobriu|encobriram|varreu_para_debaixo_do_tapete|varreram_para_debaixo_do_tapete|esconderam_tudo|escondeu_tudo !com|com_a|com_uma|com_o|com_um", false},
	// Someone burnt or scalded by a boiler, a water heater or a hot pipe,
	// in every language ("a worker was burnt by the leaking boiler", "un
	// ouvrier a été brûlé par la chaudière qui fuit", "un operario se
	// quemó con la caldera", "um funcionário se queimou na caldeira"): an
	// injury that a hazard already did. Not a bill ("burned by the boiler
	// repair bill") nor a kettle of a kitchen.
	{CategorySafety, 0.85, "burnt|burned|scalded|got_burnt|got_burned|got_scalded ~3 by|on|from ~2 boiler|water_heater|hot_water_pipe|hot_water_pipes|steam_pipe|steam_pipes|heating_pipe|heating_pipes|leaking_boiler|hot_water_tank !repair|bill|bills|company|quote|engineer|man|guy|price|costs", false},
	{CategorySafety, 0.85, "boiler|heizkessel|heizungsrohr|heizungsrohre|warmwasserrohr|warmwasserrohre|heizkorper|warmwasserboiler|durchlauferhitzer|warmwasserspeicher|dampfleitung ~4 verbruht|verbrannt|verbrennungen", false},
	{CategorySafety, 0.85, "brule|brulee|brules|brulees|ebouillante|ebouillantee|ebouillantes ~3 par|sur|contre|avec ~2 chaudiere|ballon_d_eau_chaude|tuyau_d_eau_chaude|tuyaux_d_eau_chaude|conduite_d_eau_chaude|tuyau_de_chauffage|radiateur|jet_de_vapeur|cumulus !facture|devis|reparation", false},
	{CategorySafety, 0.85, "se_quemo|se_quemaron|se_ha_quemado|se_han_quemado|quemado|quemada|quemados|escaldado|escaldada|me_queme ~3 con|por|en ~2 caldera|calentador|termo|tuberia_de_agua_caliente|tuberias_de_agua_caliente|tubo_de_agua_caliente|radiador|vapor_de_la_caldera !factura|presupuesto|reparacion", false},
	{CategorySafety, 0.85, "ustionato|ustionata|ustionati|ustionate|scottato|scottata|scottati|scottate ~3 con|dalla|dal|sulla|sul|dai|alla ~2 caldaia|scaldabagno|boiler|tubo_dell_acqua_calda|tubi_dell_acqua_calda|tubo_del_riscaldamento|termosifone|calorifero|vapore_della_caldaia !bolletta|preventivo|riparazione", false},
	{CategorySafety, 0.85, "se_queimou|se_queimaram|queimado|queimada|queimados|escaldado|escaldada|me_queimei|queimou ~3 na|no|com_a|com_o|pela|pelo ~2 caldeira|aquecedor|boiler|cano_de_agua_quente|canos_de_agua_quente|radiador|vapor_da_caldeira !conta|orcamento|conserto", false},
	// A forklift or its driver going too fast where people walk, in every
	// language ("the forklift drivers go way too fast through the
	// warehouse", "der Gabelstaplerfahrer fährt viel zu schnell durch die
	// Halle", "le cariste roule beaucoup trop vite", "il mulettista va
	// troppo veloce nel capannone"). Not a forklift that wore out or sold
	// too fast, a bull ("toro") or a shopping trolley ("chariot").
	{CategorySafety, 0.85, "forklift_driver|forklift_drivers|forklift_operator|forklift_operators|forklifts|reach_truck_drivers ~2 drive|drives|driving|drove|go|goes|going|zoom|zooms|zooming|race|races|racing|tear|tears|tearing|whizz|whizzes|whizzing|fly|flies|flying ~3 too_fast|way_too_fast|far_too_fast|at_full_speed|like_maniacs|like_a_maniac|at_breakneck_speed", false},
	{CategorySafety, 0.85, "gabelstapler|gabelstaplerfahrer|gabelstaplerfahrerin|gabelstaplerfahrern|stapler|staplerfahrer|staplerfahrerin ~2 fahrt|fahren|fuhr|fuhren|rast|rasen|raste|rasten|brettert|brettern|heizt|heizen|kurvt|kurven ~3 viel_zu_schnell|zu_schnell|mit_vollgas|wie_verruckt|wie_die_irren|wie_ein_irrer", false},
	{CategorySafety, 0.85, "cariste|caristes|chariot_elevateur|chariots_elevateurs|transpalette_electrique|gerbeur ~2 roule|roulent|roulait|roulaient|conduit|conduisent|conduisait|conduisaient|va|vont|allait|allaient|fonce|foncent|foncait|foncaient ~3 trop_vite|beaucoup_trop_vite|bien_trop_vite|a_toute_vitesse|a_fond|comme_des_fous|comme_un_fou|a_toute_allure|a_toute_berzingue", false},
	{CategorySafety, 0.85, "carretilla|carretillas|carretillero|carretilleros|carretilla_elevadora|carretillas_elevadoras|montacargas ~2 va|van|iba|iban|conduce|conducen|conducia|conducian|circula|circulan|circulaba|corre|corren|corria ~3 demasiado_rapido|muy_rapido|a_toda_velocidad|a_toda_pastilla|como_un_loco|como_locos|a_toda_leche|a_lo_loco", false},
	{CategorySafety, 0.85, "mulettista|mulettisti|muletto|muletti|carrellista|carrellisti|carrello_elevatore|carrelli_elevatori ~2 va|vanno|andava|andavano|guida|guidano|guidava|guidavano|corre|corrono|correva|correvano|gira|girano|girava ~3 troppo_veloce|troppo_veloci|troppo_velocemente|a_tutta_velocita|come_un_pazzo|come_pazzi|a_velocita_folle|a_tutta_birra", false},
	{CategorySafety, 0.85, "empilhadeira|empilhadeiras|empilhadeirista|empilhadeiristas|operador_de_empilhadeira|operadores_de_empilhadeira ~2 anda|andam|andava|andavam|dirige|dirigem|dirigia|dirigiam|corre|correm|corria|vai|vao|ia|iam ~3 rapido_demais|muito_rapido|em_alta_velocidade|a_toda_velocidade|a_mil_por_hora|feito_louco|feito_loucos|que_nem_louco|que_nem_loucos", false},
	// A wet or freshly mopped floor, often with no sign, where someone
	// fell or slipped, in every language ("the floor was wet with no sign
	// and a lady fell", "el suelo estaba mojado sin ningún cartel y una
	// señora se cayó", "der Flur war frisch gewischt ohne Schild und ein
	// Kollege ist hingefallen", "il corridoio era appena lavato senza
	// cartello e un alunno è scivolato"): the rules before read ice and oil.
	// A person falls, not a phone or a glass ("the floor was wet and my
	// phone fell"); the sign slot is optional, and written out because a
	// gap crosses no negator ("with no sign", "sin ningún cartel").
	{CategorySafety, 0.85, "floor|floors|corridor|hallway|stairs|tiles|entrance ~2 wet|soaking_wet|slippery|mopped|freshly_mopped|just_mopped|being_mopped|freshly_waxed ?with_no_sign|with_no_warning_sign|with_no_wet_floor_sign|without_a_sign|without_any_sign|without_a_warning_sign|and_no_sign|with_no_cone ~3 a_lady|a_woman|a_man|someone|somebody|a_colleague|a_coworker|a_student|a_child|a_kid|an_old_lady|an_elderly_lady|an_elderly_man|an_old_man|a_customer|a_patient|a_visitor|a_resident|two_people|a_pupil|a_girl|a_boy ~2 fell|slipped|has_fallen|went_flying|fell_over", false},
	{CategorySafety, 0.85, "boden|flur|gang|treppe|fliesen|eingang|fussboden ~2 nass|frisch_gewischt|gewischt|rutschig|spiegelglatt|frisch_geputzt ?. ?ohne_schild|ohne_warnschild|ohne_hinweis|ohne_hinweisschild|ohne_jedes_schild|ohne_aufsteller ?. ~3 eine_frau|ein_mann|jemand|eine_kollegin|ein_kollege|ein_schuler|eine_schulerin|ein_kind|eine_altere_dame|ein_alterer_herr|eine_kundin|ein_kunde|ein_patient|eine_patientin|zwei_leute|ein_besucher|eine_besucherin ~3 ausgerutscht|hingefallen|gesturzt|hingeknallt", false},
	{CategorySafety, 0.85, "sol|couloir|escalier|carrelage|entree ~2 mouille|mouillee|glissant|glissante|lave|lavee|humide|detrempe|venait_d_etre_lave|venait_d_etre_lavee ?sans_panneau|sans_aucun_panneau|sans_signalisation|sans_avertissement ~3 une_dame|un_monsieur|quelqu'un|une_collegue|un_collegue|un_eleve|une_eleve|un_enfant|une_personne_agee|un_client|une_cliente|un_patient|une_patiente|deux_personnes|une_femme|un_homme ~2 est_tombe|est_tombee|a_glisse|a_chute|s_est_etale|s_est_etalee", false},
	{CategorySafety, 0.85, "suelo|piso|pasillo|escalera|escaleras|baldosas|entrada ~2 mojado|mojada|resbaladizo|resbaladiza|recien_fregado|recien_fregada|fregado|encerado|humedo ?sin_ningun_cartel|sin_cartel|sin_senalizar|sin_ninguna_senal|sin_aviso|sin_ningun_aviso|sin_senal ~3 una_senora|un_senor|alguien|una_companera|un_companero|un_nino|una_nina|una_alumna|un_alumno|un_cliente|una_clienta|una_persona|un_paciente|una_paciente|un_anciano|una_anciana|dos_personas|una_mujer|un_hombre ~2 se_cayo|resbalo|se_resbalo|se_ha_caido|se_ha_resbalado|cayo", false},
	{CategorySafety, 0.85, "pavimento|corridoio|scale|scala|piastrelle|ingresso ~2 bagnato|bagnata|bagnati|scivoloso|scivolosa|appena_lavato|appena_lavata|lavato|lavata|lucidato|umido ?senza_cartello|senza_cartelli|senza_segnalazione|senza_nessun_cartello|senza_avviso ~3 una_signora|un_signore|qualcuno|una_collega|un_collega|un_alunno|un_alunna|un_bambino|una_bambina|un_anziano|un_anziana|un_cliente|una_cliente|un_paziente|una_paziente|due_persone|una_donna|un_uomo ~2 caduta|caduto|scivolato|scivolata", false},
	{CategorySafety, 0.85, "chao|piso|corredor|escada|escadas|entrada ~2 molhado|molhada|escorregadio|escorregadia|encerado|encerada|recem_lavado|lavado|umido ?sem_placa|sem_aviso|sem_sinalizacao|sem_nenhuma_placa|sem_nenhum_aviso ~3 uma_senhora|um_senhor|alguem|uma_colega|um_colega|um_aluno|uma_aluna|uma_crianca|um_idoso|uma_idosa|um_cliente|uma_cliente|um_paciente|uma_paciente|duas_pessoas|uma_mulher|um_homem ~2 caiu|escorregou|levou_um_tombo", false},
	// Candles left burning unattended, in every language ("people leave
	// lit candles unattended in the dorm corridors", "nello studentato la
	// gente lascia candele accese incustodite", "Kerzen brennen
	// unbeaufsichtigt", "des bougies restent allumées sans surveillance",
	// "dejan velas encendidas sin vigilar"), not the advice never to ("never
	// leave lit candles unattended", "Kerzen nie unbeaufsichtigt": a
	// negator before the candles or in the gap) nor a romantic evening.
	{CategorySafety, 0.85, "^never_leave|never_leave_lit|don't_leave|don't_leave_lit|do_not_leave|do_not_leave_lit candles|candle|tealights|tea_lights ~3 unattended|left_burning_all_night|burning_unattended|burning_overnight|lit_overnight|lit_all_night|left_lit_overnight", false},
	{CategorySafety, 0.85, "kerzen|kerze|teelichter|teelicht ~3 unbeaufsichtigt|unbeaufsichtigte|ohne_aufsicht|die_ganze_nacht_brennen|die_ganze_nacht_brennend", false},
	{CategorySafety, 0.85, "bougies|bougie ~3 sans_surveillance|allumees_toute_la_nuit|allumee_toute_la_nuit|sans_personne_pour_surveiller", false},
	{CategorySafety, 0.85, "velas|vela ~3 sin_vigilar|sin_vigilancia|sin_nadie_que_las_vigile|encendidas_toda_la_noche|encendida_toda_la_noche", false},
	{CategorySafety, 0.85, "candele|candela|lumini|candeline ~3 incustodite|incustodita|accese_incustodite|accesa_incustodita|accese_tutta_la_notte|accesa_tutta_la_notte", false},
	{CategorySafety, 0.85, "velas|vela ~3 sem_ninguem_olhando|sem_vigilancia|sem_supervisao|acesas_a_noite_toda|acesa_a_noite_toda|sem_ninguem_por_perto", false},
	// A bus or coach driver on the phone or texting while driving, in
	// every language ("the school bus driver is texting the whole time
	// while driving", "der Schulbusfahrer telefoniert während der Fahrt",
	// "el conductor del autobús escolar va todo el rato hablando por el
	// móvil"), not a driver who called the writer ("the bus driver called
	// me on the phone while I was waiting") or one on a hands-free set
	// ("über die Freisprechanlage").
	{CategorySafety, 0.85, "bus_driver|school_bus_driver|coach_driver|minibus_driver|the_driver_of_the_school_bus ~3 on_his_phone|on_her_phone|on_the_phone|texting|on_his_mobile|on_her_mobile|scrolling_on_his_phone|looking_at_his_phone|looking_at_her_phone ~4 while_driving|while_he_drives|while_she_drives|while_he_was_driving|while_she_was_driving|the_whole_way|all_the_way|the_entire_trip|at_the_wheel", false},
	{CategorySafety, 0.85, "busfahrer|busfahrerin|schulbusfahrer|schulbusfahrerin|fahrer_des_schulbusses|fahrer_vom_schulbus|reisebusfahrer ~3 telefoniert|tippt|textet|whatsappt|schreibt_nachrichten|schaut_aufs_handy|starrt_aufs_handy ~5 wahrend_der_fahrt|beim_fahren|am_steuer|die_ganze_fahrt|wahrend_er_fahrt|wahrend_sie_fahrt !uber_die_freisprechanlage|mit_freisprechanlage|per_freisprechanlage", false},
	{CategorySafety, 0.85, "chauffeur_du_bus|chauffeur_du_car|chauffeur_du_bus_scolaire|chauffeur_du_car_scolaire|conducteur_du_bus|conductrice_du_bus|chauffeuse_du_bus ~5 au_telephone|au_tel|sur_son_portable|sur_son_telephone|envoie_des_textos|envoyait_des_textos|ecrit_des_sms|ecrivait_des_sms ~4 en_conduisant|pendant_le_trajet|tout_le_trajet|au_volant|pendant_qu_il_conduit|pendant_qu_elle_conduit !avec_le_kit_mains_libres|en_mains_libres", false},
	{CategorySafety, 0.85, "conductor_del_autobus|conductora_del_autobus|conductor_del_bus|conductora_del_bus|chofer_del_autobus|conductor_del_autocar|conductora_del_autocar|conductor_de_la_ruta|conductor_del_microbus ~6 hablando_por_el_movil|hablando_por_telefono|mirando_el_movil|con_el_movil_en_la_mano|escribiendo_mensajes|mandando_whatsapps|mandando_mensajes|whatsappeando !con_manos_libres|por_el_manos_libres", false},
	{CategorySafety, 0.85, "autista|autista_dello_scuolabus|autista_del_pullman|autista_dell_autobus|autista_del_bus|conducente ~4 al_telefono|al_cellulare|col_cellulare|sul_cellulare|scrive_messaggi|messaggia|manda_messaggi ~4 mentre_guida|mentre_guidava|durante_il_viaggio|tutto_il_viaggio|alla_guida|guidando !con_il_vivavoce|col_vivavoce|in_vivavoce", false},
	{CategorySafety, 0.85, "motorista|motorista_do_onibus|motorista_do_onibus_escolar|motorista_da_van|motorista_da_van_escolar ~5 no_celular|no_telefone|mandando_mensagem|mandando_mensagens|digitando_no_celular|mexendo_no_celular|falando_no_celular|olhando_o_celular ~4 enquanto_dirige|enquanto_dirigia|dirigindo|ao_volante|a_viagem_toda|o_caminho_todo !no_viva_voz|com_viva_voz", false},
	// German heat or cold with the fainting after a comma ("es war
	// eiskalt in der Halle, eine Kollegin ist umgekippt"), which the rule
	// of "so kalt … dass" does not reach: a person who fainted just after
	// it, not a lake or the writer's circulation ("mein Kreislauf ist
	// umgekippt").
	{CategorySafety, 0.85, "so_heiss|zu_heiss|so_warm|zu_warm|so_kalt|zu_kalt|eiskalt|bullenhitze|affenhitze|brutheiss|saukalt|arschkalt|bitterkalt ~4 ?. ~1 leute|menschen|kollegen|kolleginnen|schuler|schulerinnen|studenten|kinder|mitarbeiter|arbeiter|gaste|besucher|jemand|zwei|drei|mehrere|einige|eine_kollegin|ein_kollege|eine_schulerin|ein_schuler|eine_mitarbeiterin|ein_mitarbeiter|eine_frau|ein_mann ~3 umgekippt|ohnmachtig|in_ohnmacht|kollabiert|zusammengebrochen|zusammengeklappt|bewusstlos", false},
	// A German emergency stop that is broken or bridged ("weil der
	// Not-Aus seit Wochen kaputt ist"), which the rule of a machine
	// without a guard reads only with the machine named just before it;
	// not one that was mended since ("…, wurde aber repariert").
	{CategorySafety, 0.85, "not_aus|notaus|notausschalter|not_aus_schalter|notaus_schalter|nothalt|not_halt|notstopp|not_stopp|notaustaster ~4 kaputt|defekt|funktioniert_nicht|geht_nicht|ausgefallen|uberbruckt|abgeklebt|lahmgelegt|abgeklemmt !._wurde|._ist_aber|._aber|aber|und_wurde|wurde", false},
	// A patient given the wrong medicine or dose, in every language ("on
	// the ward a patient was given the wrong medication because everyone
	// is overworked", "auf der Station wurde einem Patienten das falsche
	// Medikament gegeben", "on a donné le mauvais médicament à un
	// patient", "le dieron a un paciente el medicamento equivocado",
	// "hanno dato a un paziente il farmaco sbagliato"): the rules before
	// read no error of care. Not a recipe's dose ("the wrong dose of
	// salt") nor a play, a film or a game.
	// Nor a form or a leaflet ("gave me the wrong medication form").
	{CategorySafety, 0.85, "gave|given|give|gives|got|received|administered|injected ~4 the_wrong_medication|the_wrong_medicine|the_wrong_medicines|the_wrong_drug|the_wrong_drugs|the_wrong_dose|the_wrong_dosage|the_wrong_pills|the_wrong_meds|the_wrong_injection|a_double_dose|an_overdose|someone_else's_medication|someone_else's_pills !of_salt|of_sugar|of_yeast|of_flour|of_chilli|of_baking_powder|in_the_play|in_the_film|in_the_movie|in_the_game|in_the_show|in_the_series|in_the_book|form|forms|leaflet|leaflets|sheet|sheets|list|receipt|card|questionnaire|slide|slides|handout|quiz|info_sheet", false},
	{CategorySafety, 0.85, "falsche_medikament|falsche_medikamente|falschen_medikamente|falsches_medikament|falsche_dosis|falsche_dosierung|falschen_tabletten|falsche_tabletten|falsche_spritze|doppelte_dosis|medikamente_eines_anderen|tabletten_eines_anderen ~4 gegeben|verabreicht|bekommen|erhalten|gespritzt|verabreicht_bekommen|gegeben_worden|verabreicht_worden !im_film|im_spiel|im_theaterstuck|in_der_serie|im_buch", false},
	{CategorySafety, 0.85, "donne|donnee|donnes|donnees|administre|administree|administres|recu|recue|injecte|injectee|file ~4 le_mauvais_medicament|les_mauvais_medicaments|la_mauvaise_dose|le_mauvais_traitement|les_mauvais_cachets|la_mauvaise_piqure|une_double_dose|une_surdose|les_medicaments_d_un_autre|les_medicaments_d_une_autre !de_sel|de_sucre|de_levure|de_farine|dans_la_piece|dans_le_film|dans_le_jeu|dans_la_serie", false},
	{CategorySafety, 0.85, "dieron|dio|da|dan|dado|dada|administraron|administro|administrado|administrada|recibio|pusieron|puso|puesto|inyectaron ~4 el_medicamento_equivocado|los_medicamentos_equivocados|la_medicacion_equivocada|la_dosis_equivocada|el_medicamento_incorrecto|la_medicacion_incorrecta|la_dosis_incorrecta|las_pastillas_equivocadas|una_doble_dosis|una_sobredosis|la_medicacion_de_otro|la_medicacion_de_otra|las_pastillas_de_otro|las_pastillas_de_otra !de_sal|de_azucar|de_levadura|de_harina|en_la_obra|en_la_pelicula|en_el_juego|en_la_serie", false},
	{CategorySafety, 0.85, "dato|data|dati|date|somministrato|somministrata|somministrati|somministrate|ricevuto|ricevuta|iniettato|iniettata|da|danno ~4 il_farmaco_sbagliato|i_farmaci_sbagliati|il_medicinale_sbagliato|la_medicina_sbagliata|le_medicine_sbagliate|la_dose_sbagliata|le_pastiglie_sbagliate|le_pillole_sbagliate|la_terapia_sbagliata|una_doppia_dose|un_sovradosaggio|il_farmaco_di_un_altro|i_farmaci_di_un_altro|la_terapia_di_un_altro !di_sale|di_zucchero|di_lievito|di_farina|nel_film|nel_gioco|nella_serie|nello_spettacolo", false},
	{CategorySafety, 0.85, "deram|deu|da|dao|dado|dada|administraram|administrou|administrado|administrada|recebeu|aplicaram|aplicou|aplicado|injetaram ~4 o_remedio_errado|os_remedios_errados|o_medicamento_errado|os_medicamentos_errados|a_medicacao_errada|a_dose_errada|a_dosagem_errada|uma_dose_dupla|a_dose_dobrada|uma_overdose|o_remedio_de_outro|o_remedio_de_outra|a_medicacao_de_outro|a_medicacao_de_outra !de_sal|de_acucar|de_fermento|de_farinha|no_filme|no_jogo|na_novela|na_serie", false},
	// A ceiling panel or part of a false ceiling hanging loose over
	// people, chairs or desks, in every language ("a part of the false
	// ceiling was hanging over the chairs", "hing ein Teil der
	// Deckenverkleidung lose über den Stühlen", "parte del falso techo
	// colgaba encima de las sillas", "un pezzo del controsoffitto pendeva
	// sopra le sedie"), told inside a story: the rules before read a
	// ceiling that fell. A ceiling is named, not a lamp over a dining
	// table.
	{CategorySafety, 0.85, "ceiling_panel|ceiling_panels|ceiling_tile|ceiling_tiles|part_of_the_ceiling|piece_of_the_ceiling|part_of_the_false_ceiling|false_ceiling|suspended_ceiling|drop_ceiling|plaster_from_the_ceiling ~3 hanging|hung|dangling|loose|swinging|coming_down|half_off ~3 over|above|right_over|right_above ~2 the_chairs|the_desks|the_seats|the_audience|people|the_kids|the_children|the_students|the_pupils|our_heads|people's_heads|the_tables|the_beds|the_patients|the_entrance|the_stairs", false},
	{CategorySafety, 0.85, "deckenverkleidung|deckenplatte|deckenplatten|zwischendecke|abgehangte_decke|teil_der_decke|stuck_der_decke|teil_der_deckenverkleidung|stuck_der_deckenverkleidung|deckenpaneel|deckenpaneele|putz_von_der_decke ~3 hing|hangt|hangen|hingen|baumelt|baumelte|baumeln|lose|locker ~4 uber|direkt_uber ~2 den_stuhlen|den_tischen|den_kopfen|unseren_kopfen|dem_publikum|den_kindern|den_schulern|den_betten|den_sitzen|den_banken|dem_eingang|der_treppe|den_patienten", false},
	{CategorySafety, 0.85, "faux_plafond|partie_du_faux_plafond|dalle_du_plafond|dalles_du_plafond|dalle_du_faux_plafond|dalles_du_faux_plafond|morceau_du_plafond|partie_du_plafond|plaque_du_plafond|plaques_du_plafond ~3 pendait|pend|pendent|pendaient|detache|detachee|detaches|detachees|se_decroche|se_decrochait|pendouillait|pendouille ~4 au_dessus ~2 des_chaises|des_tables|des_bureaux|des_gens|des_enfants|des_eleves|de_nos_tetes|des_tetes|des_lits|des_patients|du_public|de_l_entree|de_l_escalier", false},
	{CategorySafety, 0.85, "falso_techo|parte_del_falso_techo|placa_del_falso_techo|placas_del_falso_techo|placa_del_techo|placas_del_techo|parte_del_techo|trozo_del_techo|pedazo_del_techo|plafon|plafones ~3 colgaba|colgando|cuelga|cuelgan|colgaban|suelto|suelta|sueltas|sueltos|medio_caido|medio_caida ~4 encima_de|sobre|justo_encima_de ~2 las_sillas|las_mesas|los_pupitres|la_gente|los_ninos|los_alumnos|nuestras_cabezas|las_cabezas|las_camas|los_pacientes|el_publico|la_entrada|los_asientos|la_escalera", false},
	{CategorySafety, 0.85, "controsoffitto|pezzo_del_controsoffitto|pannello_del_controsoffitto|pannelli_del_controsoffitto|pezzo_del_soffitto|parte_del_soffitto|pannelli_del_soffitto|pannello_del_soffitto|intonaco_del_soffitto ~3 pendeva|pende|pendono|pendevano|penzola|penzolava|penzolano|staccato|staccata|staccati|mezzo_staccato|mezzo_staccata ~4 sopra|proprio_sopra ~2 le_sedie|i_banchi|i_tavoli|la_gente|i_bambini|gli_alunni|le_nostre_teste|le_teste|i_letti|i_pazienti|il_pubblico|l_ingresso|i_posti|le_scale", false},
	{CategorySafety, 0.85, "forro|parte_do_forro|placa_do_forro|placas_do_forro|pedaco_do_forro|pedaco_do_teto|parte_do_teto|placa_do_teto|placas_do_teto|gesso_do_teto|rebaixamento_do_teto ~3 pendurado|pendurada|pendurados|penduradas|solto|solta|soltos|soltas|balancando|despencando|meio_caido|meio_caida ~4 em_cima_das|em_cima_dos|em_cima_da|em_cima_do|sobre_as|sobre_os|acima_das|acima_dos|em_cima_de_nossas|sobre_nossas ~1 cadeiras|mesas|carteiras|pessoas|criancas|alunos|cabecas|camas|pacientes|publico|entrada|escada|assentos", false},
	// Someone hit by a broken, loose or falling piece of equipment or
	// furniture, in every language ("a student was hit by the broken
	// basketball hoop in PE", "ein Schüler ist vom kaputten Basketballkorb
	// getroffen worden", "a un alumno le cayó encima la canasta de
	// baloncesto rota", "un alunno è stato colpito dal canestro rotto"):
	// an injury that a hazard already did. The thing is named and broken,
	// loose or falling, so that a ball that hit a goal, a broken promise or
	// a song that "hit" one stay out.
	// Nor a video game or a film.
	{CategorySafety, 0.85, "hit|struck|knocked_out|injured|hurt|crushed ~2 by_the|by_a|by_some ~1 broken|loose|rusty|wobbly|falling|collapsing|unsecured ~2 basketball_hoop|hoop|goal|football_goal|goalpost|backboard|shelf|shelves|cupboard|locker|wardrobe|bookcase|light|lamp|ceiling_fan|sign|branch|tree|gate|door|window|whiteboard|projector|speaker|tv|mirror|beam !in_the_video_game|in_a_video_game|in_the_game|in_a_game|in_fortnite|in_minecraft|in_the_film|in_the_movie|in_the_cartoon|in_the_show|in_the_series", false},
	{CategorySafety, 0.85, "vom|von_dem|von_einem|von_einer|von_der ~1 kaputten|losen|lockeren|defekten|herabfallenden|umfallenden|umgesturzten|herunterfallenden|rostigen ~1 basketballkorb|korb|tor|fussballtor|handballtor|regal|schrank|spind|lampe|deckenlampe|ast|baum|schild|tafel|beamer|lautsprecher|fernseher|fenster|spiegel|balken ~3 getroffen|erschlagen|verletzt|am_kopf_getroffen|getroffen_worden|verletzt_worden", false},
	{CategorySafety, 0.85, "blesse|blessee|blesses|touche|touchee|frappe|frappee|assomme|assommee|ecrase|ecrasee ~1 par ~1 le|la|un|une|l|les ~1 panier|panier_de_basket|but|cage|etagere|etageres|armoire|casier|lampe|lustre|branche|arbre|panneau|tableau|projecteur|enceinte|tele|fenetre|miroir|poutre ~3 casse|cassee|detache|detachee|tombe|tombee|rouille|rouillee|qui_tombait|qui_est_tombe|qui_est_tombee|mal_fixe|mal_fixee", false},
	{CategorySafety, 0.85, "le_cayo_encima|le_cayeron_encima|se_le_cayo_encima|les_cayo_encima|golpeado_por|golpeada_por|herido_por|herida_por|aplastado_por|aplastada_por ~3 canasta|porteria|estanteria|estante|armario|taquilla|lampara|rama|arbol|cartel|pizarra|proyector|altavoz|televisor|ventana|puerta|espejo|viga ~2 rota|roto|rotas|rotos|suelta|suelto|floja|flojo|oxidada|oxidado|mal_sujeta|mal_sujeto|mal_anclada|mal_anclado", false},
	{CategorySafety, 0.85, "colpito|colpita|colpiti|ferito|ferita|feriti|travolto|travolta|schiacciato|schiacciata ~1 dal|dalla|da_un|da_una|dallo|dai|dalle ~2 canestro|porta|scaffale|scaffali|armadio|armadietto|lampada|lampadario|ramo|albero|cartello|lavagna|proiettore|cassa|televisore|finestra|specchio|trave ~2 rotto|rotta|rotti|staccato|staccata|caduto|caduta|pericolante|arrugginito|arrugginita|non_fissato|non_fissata|mal_fissato|mal_fissata", false},
	{CategorySafety, 0.85, "atingido|atingida|atingidos|ferido|ferida|machucado|machucada|esmagado|esmagada ~1 pela|pelo|por_uma|por_um|pelas|pelos ~2 cesta|trave|gol|prateleira|estante|armario|lampada|lustre|galho|arvore|placa|quadro|projetor|caixa_de_som|televisao|janela|espelho|viga ~2 quebrada|quebrado|solta|solto|enferrujada|enferrujado|que_caiu|mal_presa|mal_preso|mal_fixada|mal_fixado", false},
	// Ending it soon, told with a time, in English, Spanish, German and
	// French ("i might just end it tonight", "tonight I end it", "esta
	// noche acabo con todo", "Heute Nacht mache ich Schluss.", "Ce soir
	// j'en finis."), and the slang "sewerslide" and "ctb"; not ending it
	// with a partner, a meeting or a report ("… end it with my boyfriend",
	// "heute mache ich früher Schluss", "j'en finis avec ce rapport").
	// Review: not another person or a meeting ("they should end it", "the
	// lecturer should end it soon").
	{CategorySelfHarm, 0.85, "^they|he|she|we|you|it|lecturer|teacher|professor|prof|tutor|coach|band|organisers|organizers|meeting|boss|manager|chair|speaker|host|referee might|may|could|should|gonna|will ?just end_it|end_everything|end_things ?all tonight|this_weekend|today|tomorrow|soon|this_week|tomorrow_night|after_the_exam|after_exams|. !with|for|between|on|at|and_start|early", false},
	{CategorySelfHarm, 0.85, "tonight_i_end_it|tonight_i'm_ending_it|today_i_end_it|tonight_i_end_everything|sewerslide|sewer_slide|sewerslided", false},
	{CategorySelfHarm, 0.85, "want_to|going_to|gonna|wanna|ready_to|planning_to|plan_to ctb", false},
	{CategorySelfHarm, 0.85, "esta_noche|hoy|manana|este_fin_de_semana ~2 acabo_con_todo|termino_con_todo|lo_termino_todo|lo_acabo_todo|acabo_con_mi_vida|me_quito_de_en_medio !el|la|los|las|lo_que|de|del|esto|eso|lo|y_me_voy|y_descanso", false},
	// Review: "heute Nacht" only: "für heute ist Schluss", "heute mache ich
	// Schluss" end a working day.
	{CategorySelfHarm, 0.85, "heute_nacht ~2 mache_ich_schluss|ist_schluss|beende_ich_alles|beende_ich_es|beende_ich_mein_leben .", false},
	{CategorySelfHarm, 0.85, "ce_soir|aujourd_hui|demain|cette_nuit ~2 j_en_finis|j_en_finirai|je_vais_en_finir|tout_s_arrete|je_mets_fin_a_tout|je_mets_fin_a_mes_jours .", false},
	// Made to do humiliating tasks, as a hazing, in every language ("die
	// älteren Studenten zwingen uns zu demütigenden Aufgaben und filmen
	// das").
	{CategoryHarassment, 0.85, "forced|force|forces|made|make|makes|making|pressured ~1 us|me|the_freshers|the_first_years|new_members|the_new_guys ~4 humiliating|degrading|humiliate|degrade", false},
	{CategoryHarassment, 0.85, "zwingen|zwingt|zwang|zwangen|gezwungen ~2 uns|mich ~4 demutigend*|erniedrigend*|entwurdigend*", false},
	{CategoryHarassment, 0.85, "nous_obligent|m_obligent|nous_forcent|me_forcent|nous_ont_obliges|m_ont_oblige|m_ont_obligee|nous_ont_forces|m_ont_force|m_ont_forcee ~5 humiliant*|degradant*", false},
	{CategoryHarassment, 0.85, "nos_obligan|me_obligan|nos_obligaron|me_obligaron|nos_obligaban|me_obligaban ~5 humillant*|degradant*|vejatori*", false},
	{CategoryHarassment, 0.85, "ci_costringono|mi_costringono|ci_obbligano|mi_obbligano|ci_hanno_costretto|mi_hanno_costretto|mi_hanno_costretta|ci_hanno_obbligato ~5 umiliant*|degradant*", false},
	{CategoryHarassment, 0.85, "nos_obrigam|me_obrigam|nos_obrigaram|me_obrigaram|nos_obrigavam|me_obrigavam|nos_forcam|me_forcam ~5 humilhant*|degradant*|vexatori*", false},
	// An attack on a teacher, a boss or the writer that someone plans or
	// prepares, overheard or reported, in every language ("I overheard two
	// students planning to attack the teacher after class", "préparer une
	// attaque contre le prof", "planear un ataque contra el profesor",
	// "pianificare un attacco contro il professore", "einen Angriff auf
	// den Lehrer geplant", "planejando um ataque contra o professor"), not
	// a game, a match or a problem ("planning an attack on the enemy base",
	// "planning to attack the problem from another angle", "einen Angriff
	// über die linke Seite geplant"), a prank ("plotting to ambush the
	// teacher with a birthday song") or politics ("an attack on the school
	// budget", "une attaque contre l'école publique"): the victim is a
	// person of school or work, the writer or the school, and no game,
	// prank, photo or policy follows.
	// Nor a surprise with a birthday cake ("una emboscada al profe con una
	// tarta de cumpleaños").
	{CategoryThreats, 0.85, "planning|planned|plans|plan|plotting|plotted|preparing|prepared|organising|organizing ~2 to_attack|to_jump|to_ambush|to_stab|to_shoot|to_beat_up|to_assault|to_hurt|an_attack_on|an_attack_against|an_assault_on|a_shooting_at|a_stabbing_at|attacking|jumping|ambushing ?the|my|our|a|their|his|her|that|this " + threatRoles + "|teachers|principal|headteacher|head_teacher|headmaster|headmistress|students|pupils|kids|classmates|school|class|campus|staff|me !in_the_game|in_game|in_fortnite|in_minecraft|in_chess|in_the_match|in_the_debate|on_the_pitch|with_questions|with_water_balloons|with_snowballs|with_a_birthday|with_a_cake|with_cake|with_confetti|with_a_song|with_songs|with_a_surprise|with_gifts|with_presents|with_balloons|with_silly_string|with_a_hug|with_hugs|with_compliments|with_water_guns|with_nerf|photo|photos|picture|pictures|portrait|portraits|video|videos|film|play|musical|trip|system|budget|funding|curriculum|board|policy|policies|for|over|in_the_press|in_parliament", false},
	{CategoryThreats, 0.85, frPlanVerbs + " ~2 une_attaque|une_agression|un_attentat|un_guet_apens|d_attaquer|d_agresser|de_tabasser|de_frapper|de_poignarder ?contre|sur ?le|la|les|l|notre|nos|mon|ma|mes|leur|leurs|ce|cette prof|profs|professeur|professeure|professeurs|enseignant|enseignante|enseignants|directeur|directrice|proviseur|principal|chef|cheffe|patron|patronne|responsable|superviseur|entraineur|camarade|camarades|collegue|collegues|eleves|etudiants|ecole|lycee|college|fac|classe|personnel " + frPlanGames, false},
	{CategoryThreats, 0.85, frPlanVerbs + " ~2 de_m_attaquer|de_m_agresser|de_me_tabasser|de_me_poignarder|de_me_frapper|de_me_casser_la_gueule|de_nous_attaquer|de_nous_agresser|de_nous_tabasser " + frPlanGames, false},
	{CategoryThreats, 0.85, esPlanVerbs + " ~2 un_ataque|una_agresion|un_atentado|una_emboscada|atacar|agredir|apunalar|golpear|darle_una_paliza ?contra|a|al|a_la|a_los|a_las ?el|la|los|las|nuestro|nuestra|nuestros|mi|mis|su|sus|ese|esa profesor|profesora|profe|profes|profesores|maestro|maestra|director|directora|jefe|jefa|encargado|encargada|supervisor|supervisora|entrenador|entrenadora|companero|companera|companeros|alumno|alumnos|alumnas|estudiantes|colegio|instituto|insti|escuela|clase|tutor|tutora|personal " + esPlanGames, false},
	{CategoryThreats, 0.85, esPlanVerbs + " ~2 atacarme|agredirme|apunalarme|darme_una_paliza|pegarme_una_paliza|emboscarme|atacarnos|agredirnos|darnos_una_paliza " + esPlanGames, false},
	{CategoryThreats, 0.85, itPlanVerbs + " ~2 un_attacco|un_aggressione|un_attentato|un_agguato|di_attaccare|di_aggredire|di_picchiare|di_accoltellare|di_pestare ?contro|a|al|alla|ai|alle ?il|la|i|le|l|lo|gli|nostro|nostra|mio|mia|miei|mie|quel|quella professore|professoressa|prof|professori|insegnante|insegnanti|maestro|maestra|preside|capo|responsabile|supervisore|allenatore|allenatrice|compagno|compagna|compagni|studenti|studentesse|scuola|liceo|classe|tutor|personale " + itPlanGames, false},
	{CategoryThreats, 0.85, itPlanVerbs + " ~2 di_attaccarmi|di_aggredirmi|di_picchiarmi|di_accoltellarmi|di_pestarmi|di_attaccarci|di_aggredirci|di_picchiarci " + itPlanGames, false},
	{CategoryThreats, 0.85, "angriff|anschlag|uberfall|hinterhalt auf ?den|die|das|unseren|unsere|meinen|meine|unser mich|uns|lehrer|lehrerin|lehrkraft|lehrer_innen|schule|chef|chefin|vorgesetzten|vorgesetzte|trainer|trainerin|mitschuler|mitschulerin|mitschulern|klasse|rektor|rektorin|direktor|direktorin|schulleiter|schulleiterin|professor|professorin|dozenten|dozentin|kollegen|kollegin|schuler|schulerin ~4 geplant|planen|plant|plante|planten|vorbereitet|vorbereiten|bereiten|ausgeheckt|aushecken !im_spiel|beim_schach", false},
	{CategoryThreats, 0.85, ptPlanVerbs + " ~2 um_ataque|uma_agressao|um_atentado|uma_emboscada|atacar|agredir|esfaquear|espancar|bater_no|bater_na|bater_em ?contra|a|ao|aos|as ?o|a|os|as|nosso|nossa|nossos|meu|minha|meus|seu|sua|esse|essa professor|professora|prof|professores|diretor|diretora|chefe|gerente|supervisor|supervisora|treinador|treinadora|colega|colegas|aluno|alunos|alunas|escola|colegio|turma|coordenador|coordenadora|tutor|funcionarios " + ptPlanGames, false},
	{CategoryThreats, 0.85, ptPlanVerbs + " ~2 me_atacar|me_agredir|me_esfaquear|me_espancar|me_bater|nos_atacar|nos_agredir|nos_espancar " + ptPlanGames, false},
	// A school, a ceremony or a building that someone says will be
	// attacked, bombed or set on fire, in every language, in the passive
	// ("a post saying the graduation ceremony is going to be bombed", "un
	// message disant que la cérémonie allait être attaquée", "la ceremonia
	// de graduación iba a ser atacada", "la cerimonia di laurea sarebbe
	// stata attaccata", "dass die Abschlussfeier angegriffen werden soll",
	// "a cerimônia de formatura ia ser atacada"), where the rules before
	// read the active voice ("they will shoot up the campus"); not a
	// castle in a game, a court case, criticism or the press ("sera
	// attaquée en justice", "attacked by critics", "attacked for its
	// decision"), mosquitoes or fans ("il concerto sarà attaccato dalle
	// zanzare"), nor a demolition (no "blown up" in English and German,
	// and no old building).
	// Nor inspectors, singing supporters or parents ("attacked by the
	// inspection team", "attaqué par les supporters").
	{CategoryThreats, 0.85, "^old|former|abandoned|derelict|disused graduation|ceremony|prom|assembly|concert|festival|school|campus|building|office|offices|library|church|mosque|synagogue|temple|parade|gala|conference|canteen|cafeteria|dorm|dorms|classroom|university|college|faculty ~3 is_going_to_be|are_going_to_be|was_going_to_be|were_going_to_be|will_be|would_be|is_gonna_be|was_gonna_be|gonna_be|are_gonna_be|is_getting|will_get|would_get|is_to_be bombed|attacked|shot_up|firebombed|set_on_fire|set_alight|burned_down|burnt_down|torched|targeted_by_a_shooter|targeted_by_a_bomb !in_the_game|in_game|in_the_next_level|by_critics|in_the_press|in_the_reviews|in_the_media|online|on_social_media|by_the_opposition|by_zombies|by_aliens|by_the_enemy|in_the_story|in_the_film|in_the_movie|in_the_novel|in_the_book|in_the_play|by_the_fire_brigade|by_firefighters|by_the_fire_department|for_a_training_exercise|for_training|as_part_of|for_demolition|for|over|because|in_parliament|by_mosquitoes|by_the_mosquitoes|by_midges|by_wasps|by_bugs|by_insects|by_flies|by_seagulls|by_pigeons|by_fans|by_the_fans|by_hordes|by_crowds|by_the_crowds|by_tourists|by_shoppers|by_the_inspection|by_the_inspection_team|by_inspectors|by_the_inspectors|by_ofsted|by_the_auditors|by_auditors|by_the_press|by_critics|by_the_critics|by_parents|by_the_parents", false},
	{CategoryThreats, 0.85, "ceremonie|remise_des_diplomes|bal|fete|concert|festival|ecole|lycee|college|fac|faculte|universite|campus|batiment|bibliotheque|eglise|mosquee|synagogue|cantine|reunion|assemblee|gala|defile|spectacle|salle ~4 va_etre|vont_etre|allait_etre|allaient_etre|sera|seront|serait|seraient|doit_etre|devait_etre|risque_d_etre attaque|attaquee|attaques|attaquees|bombarde|bombardee|incendie|incendiee|plastique|plastiquee|prise_pour_cible|pris_pour_cible|mitraille|mitraillee|fusillee|fusille|detruit_par_une_bombe|detruite_par_une_bombe !en_justice|au_tribunal|devant_les_tribunaux|par_la_presse|dans_la_presse|par_les_critiques|dans_le_jeu|dans_le_film|dans_le_roman|dans_le_livre|par_les_zombies|par_l_opposition|sur_les_reseaux|pour|sur_sa|sur_ses|a_cause|par_les_moustiques|par_des_moustiques|par_les_guepes|par_les_fans|par_des_fans|par_la_foule|par_des_milliers|par_les_touristes|par_les_mouettes|par_les_pigeons|par_les_supporters|par_des_supporters|par_les_inspecteurs|par_l_inspection|par_les_critiques|par_la_presse|par_les_parents", false},
	{CategoryThreats, 0.85, "ceremonia|graduacion|fiesta|concierto|festival|colegio|instituto|escuela|universidad|facultad|campus|edificio|oficina|oficinas|biblioteca|iglesia|mezquita|sinagoga|comedor|reunion|asamblea|gala|desfile|acto|aula ~4 va_a_ser|van_a_ser|iba_a_ser|iban_a_ser|sera|seran|seria|serian|puede_ser|podria_ser atacado|atacada|atacados|atacadas|bombardeado|bombardeada|incendiado|incendiada|tiroteado|tiroteada|baleado|baleada|volado|volada|volada_por_los_aires|volado_por_los_aires !en_los_tribunales|judicialmente|en_la_prensa|por_la_prensa|por_los_criticos|en_el_juego|en_la_pelicula|en_la_novela|en_el_libro|por_los_zombis|por_zombis|por_zombies|por_los_zombies|por_monstruos|por_los_monstruos|por_el_enemigo|por_los_enemigos|por_la_oposicion|en_redes|por_su|por_sus|por_la_decision|por_culpa|por_los_mosquitos|por_mosquitos|por_las_avispas|por_insectos|por_las_moscas|por_las_gaviotas|por_los_fans|por_fans|por_miles|por_la_multitud|por_turistas|por_los_turistas|por_los_inspectores|por_la_inspeccion|por_los_criticos|por_la_prensa|por_los_padres|por_los_hinchas|por_la_aficion", false},
	{CategoryThreats, 0.85, "cerimonia|laurea|festa|concerto|festival|scuola|liceo|universita|campus|edificio|ufficio|uffici|biblioteca|chiesa|moschea|sinagoga|mensa|riunione|assemblea|gala|sfilata|aula|diplomi ~4 sara|sarebbe|saranno|sarebbero|verra|verrebbe|verranno|verrebbero|sta_per_essere|stava_per_essere|deve_essere|doveva_essere ?stato|stata|stati|state attaccato|attaccata|attaccati|attaccate|bombardato|bombardata|incendiato|incendiata|fatto_saltare|fatta_saltare|fatto_saltare_in_aria|fatta_saltare_in_aria|preso_di_mira|presa_di_mira|crivellato|crivellata !in_tribunale|dalla_stampa|sulla_stampa|dai_critici|nel_gioco|nel_film|nel_romanzo|nel_libro|dagli_zombie|dall_opposizione|sui_social|per|a_causa|dalle_zanzare|dalle_vespe|dagli_insetti|dalle_mosche|dai_gabbiani|dai_piccioni|dai_fan|dai_tifosi|dalla_folla|dai_turisti|da_migliaia|dagli_ispettori|dall_ispezione|dai_genitori|dai_critici_musicali", false},
	{CategoryThreats, 0.85, "abschlussfeier|feier|zeremonie|schule|gymnasium|uni|universitat|campus|gebaude|buro|bibliothek|kirche|moschee|synagoge|mensa|konzert|festival|party|versammlung|abiball|abschlussball|schulfest|veranstaltung|zeugnisvergabe ~4 angegriffen|bombardiert|angezundet|beschossen|abgefackelt|in_brand_gesetzt|zum_ziel_eines_anschlags werden !im_spiel|im_film|im_roman|im_buch|von_zombies|von_der_presse|von_kritikern|von_der_schulaufsicht|von_inspektoren|von_eltern|von_den_eltern|von_fans|von_den_fans", false},
	{CategoryThreats, 0.85, "cerimonia|formatura|festa|show|festival|escola|colegio|faculdade|universidade|campus|predio|edificio|escritorio|biblioteca|igreja|mesquita|sinagoga|cantina|refeitorio|reuniao|assembleia|sala|formatura ~4 vai_ser|vao_ser|ia_ser|iam_ser|sera|serao|seria|seriam|pode_ser|poderia_ser atacado|atacada|atacados|atacadas|bombardeado|bombardeada|incendiado|incendiada|explodido|explodida|metralhado|metralhada|alvo_de_um_ataque|alvo_de_ataque|alvo_de_tiros !na_justica|nos_tribunais|pela_imprensa|na_imprensa|pelos_criticos|no_jogo|no_filme|no_romance|no_livro|pelos_zumbis|pela_oposicao|nas_redes|por_causa|pela_decisao|pela_gestao|por_sua|pelas_suas|pelos_mosquitos|por_mosquitos|pelos_pernilongos|pelas_vespas|pelos_insetos|pelas_gaivotas|pelos_fas|por_fas|pela_multidao|por_milhares|pelos_turistas|pelos_inspetores|pela_inspecao|pelos_pais|pela_torcida|pelos_torcedores", false},
	// The writer's own veiled threat to bring "something" to an exam, a
	// class or work, after which everyone "will see" or regret it, in
	// every language ("I'm going to bring something to the exam next week
	// and they'll all see", "je vais apporter quelque chose à l'examen et
	// ils vont tous voir", "voy a traer algo al examen y todos van a ver",
	// "porterò qualcosa all'esame e vedranno tutti", "ich bringe etwas zur
	// Prüfung mit und dann werden alle sehen", "vou levar uma coisa para a
	// prova e todos vão ver"), not a project, a cake or results shown
	// ("… and you'll all see how good it is", "… et vous verrez ce que
	// j'ai fait", "… et vous allez voir, c'est délicieux"): nothing is
	// seen after the verb, and only a time comes between the place and
	// "and" (not "the office party").
	// Nor a dish shown after a colon ("…: my homemade lasagna", "…:
	// galletas caseras", "…: Muffins").
	{CategoryThreats, 0.85, "bring|bringing|take|taking something|somethin|smth|sth ?to|into ?the|my|our|this|that|tomorrow's|monday's ?final|next school|class|exam|exams|test|lecture|office|work|meeting|lab|campus|seminar|tutorial ?tomorrow|today|tonight|next_week|next_time|this_week|on_monday|on_tuesday|on_wednesday|on_thursday|on_friday|after_lunch|after_the_break|one_day|soon ?. ?and ?then they'll|they_will|you'll|you_will|everyone_will|everybody_will|they're_gonna|they're_going_to|you're_gonna|you're_going_to|theyll|youll|everyone's_gonna|everyone_is_going_to ?all|finally see|regret_it|be_sorry|learn|pay " + seeNothingEN, false},
	{CategoryThreats, 0.85, "apporter|apporte|apporterai|amener|amene|amenerai|ramener|ramene|ramenerai|emmener|emmene|emmenerai quelque_chose|un_truc ~1 a|au|en ?l ?examen|exam|ecole|lycee|college|fac|cours|classe|bureau|boulot|travail|reunion|partiel|partiels|controle|exams|examens ?demain|lundi|mardi|mercredi|jeudi|vendredi|ce_soir|aujourd_hui|la_semaine_prochaine|la_prochaine_fois|cette_semaine|bientot|un_jour ?. ?et ?alors|apres|puis ils|vous|tout_le_monde|on ?vont|allez|va ?tous|toutes voir|regretter|comprendre|verront|verrez|verra|regretteront|regretterez|comprendront|comprendrez " + seeNothingFR, false},
	{CategoryThreats, 0.85, "traer|traigo|llevar|llevo|traere|llevare algo|una_cosa ~1 al|a_la|a|en_el|en_la ?examen|clase|colegio|instituto|insti|escuela|uni|universidad|facultad|oficina|trabajo|curro|reunion|parcial|final|examenes ?manana|hoy|el_lunes|el_martes|el_miercoles|el_jueves|el_viernes|esta_tarde|esta_noche|la_semana_que_viene|la_proxima_semana|la_proxima_vez|esta_semana|pronto|un_dia ?. ?y ?entonces|luego todos|todas|ustedes|vosotros|ellos|todo_el_mundo|ya ~3 ver|veran|vereis|vera|arrepentir|arrepentiran|arrepentireis|lamentarlo|lo_lamentaran|lo_lamentareis " + seeNothingES, false},
	{CategoryThreats, 0.85, "portero|porto|portare|porta qualcosa|una_cosa ~1 a|all|al|alla|in|nell|nella ?esame|scuola|classe|lezione|universita|uni|ufficio|lavoro|riunione|compito|verifica|esami ?domani|oggi|lunedi|martedi|mercoledi|giovedi|venerdi|stasera|la_settimana_prossima|la_prossima_settimana|la_prossima_volta|questa_settimana|presto|un_giorno ?. ?e ?poi|allora vedranno|vedrete|vedra|capiranno|capirete|se_ne_pentiranno|ve_ne_pentirete|la_pagheranno|la_pagherete ?tutti|tutte " + seeNothingIT, false},
	{CategoryThreats, 0.85, "bringe|bring|nehme|nehm ~3 etwas|was ~1 zur|zum|in_die|in_den|ins ?prufung|schule|uni|klasse|unterricht|arbeit|klausur|buro|vorlesung|meeting ~2 mit ?. und|dann ~1 ?dann werden|werdet|wird ~2 sehen|bereuen|merken " + seeNothingDE, false},
	{CategoryThreats, 0.85, "levar|levo|trazer|trago|levarei|trarei uma_coisa|algo|um_negocio|uma_parada ~1 para|pra|pro|na|no|a|ao|para_a|para_o ?a|o ?prova|escola|colegio|aula|sala|faculdade|facul|trabalho|escritorio|reuniao|provao ?amanha|hoje|segunda|terca|quarta|quinta|sexta|semana_que_vem|na_semana_que_vem|na_proxima_semana|na_proxima_vez|essa_semana|esta_semana|logo|um_dia ?. ?e ?entao|ai todos|todo_mundo|voces|eles|vcs ~2 ver|verao|vera|se_arrepender|arrepender|entender " + seeNothingPT, false},
	// A threat of rape told or reported in the future or the conditional,
	// in Spanish, Italian and Portuguese, where the rules before read the
	// infinitive after a threat ("amenazó con violarme") and the past
	// ("mi ha violentata": harassment): "dijeron que me violarían si se
	// lo contaba a alguien", "mi avrebbero violentata se lo dicevo", "iam
	// me estuprar se eu contasse". Not rights or privacy violated ("me
	// violarían la intimidad"), a song ("mi avrebbe violentato il
	// cuore": no object may follow), nor a hard exam in Brazilian slang ("essa
	// prova vai me estuprar"); English, French and German are read
	// already.
	// Nor a hard exam in Italian ("ci violenteranno con questo esame").
	{CategoryThreats, 0.85, "^si me|te violarian|violaria|violara|violaran|violare|violaremos|va_a_violar|van_a_violar|iba_a_violar|iban_a_violar|vamos_a_violar|voy_a_violar|quiere_violar|quieren_violar|queria_violar|querian_violar !la|el|los|las|lo|mi|mis|tu|tus|su|sus|derechos|privacidad|intimidad|espacio|confianza|norma|normas|ley|leyes|contrato|acuerdo", false},
	{CategoryThreats, 0.85, "mi|ti|ci avrebbe|avrebbero|avrebbe_potuto|avrebbero_potuto violentata|violentato|violentate|violentati|stuprata|stuprato !il|la|lo|i|le|gli|l|un|una", false},
	{CategoryThreats, 0.85, "^esame|esami|verifica|compito|compiti|prof|matematica|fisica|chimica|settimana|caldo|vita|interrogazione|orale|scritto mi|ti|ci violentera|violenteranno|violenterebbe|violenterebbero|stuprera|stupreranno|stuprerebbe|stuprerebbero|vuole_violentare|vogliono_violentare|voleva_violentare|volevano_violentare|vuole_stuprare|vogliono_stuprare !con|col|coi|di_compiti|di_domande|di_esercizi|a_forza_di|all_esame|alla_verifica|in_classe", false},
	{CategoryThreats, 0.85, "^prova|provas|exame|exames|materia|calculo|fisica|quimica|matematica|semana|jogo|sol|calor|frio|boss|aula|vida|segunda vai|vao|ia|iam|vou|quer|querem|queria|queriam|ameacou|ameacaram|ameacava ~1 me|te|nos estuprar", false},
	{CategoryThreats, 0.85, "^prova|provas|exame|exames|materia|calculo|fisica|quimica|matematica|semana|jogo|sol|calor|frio|boss|aula|vida|segunda me|te|nos estupraria|estuprariam|estuprarao|estuprara|estuprarei|estupraremos", false},
	// The writer's revenge: making a whole group suffer the way they did,
	// in every language ("I'm going to make sure the whole department
	// suffers the way I did", "je vais faire en sorte que tout le
	// département souffre comme moi j'ai souffert", "voy a hacer que todo
	// el departamento sufra como yo sufrí", "farò in modo che tutto il
	// dipartimento soffra come ho sofferto io", "ich werde dafür sorgen,
	// dass die ganze Abteilung so leidet wie ich", "vou fazer com que todo
	// o departamento sofra como eu sofri"), with the writer as the one who
	// makes it so (not "the coach wants to make sure the team suffers like
	// I did in pre-season"), not a wish that others do not suffer as the
	// writer did ("make sure no other intern suffers the way I did": the
	// negator stops the gap).
	// Nor a joke about a course, where the time or the place of the
	// writer's own suffering follows ("suffer like I did in first year",
	// "comme j'ai souffert en première année").
	{CategoryThreats, 0.85, "i'll_make_sure|i_will_make_sure|i'm_going_to_make_sure|im_going_to_make_sure|i'm_gonna_make_sure|im_gonna_make_sure|i_want_to_make_sure|i_wanna_make_sure|i'd_make_sure|i'll_see_to_it|i_will_see_to_it|i'll_ensure|i_will_ensure|i'll_make_certain|i_will_make_certain ?that ~4 suffer|suffers ~1 the_way|like|as|just_like|the_same_way|as_much_as ?i|me did|have|suffered|do|had_to !with|in|during|at|through|back_in|when|on|for|last|in_first_year|as_a_student|at_uni|at_school", false},
	{CategoryThreats, 0.85, "je_vais_faire_en_sorte|vais_faire_en_sorte|je_ferai_en_sorte|je_ferais_en_sorte|je_veux_faire_en_sorte|ferai_en_sorte que|qu ~4 souffre|souffrent|souffriront ~1 comme|autant_que ?moi j|je ai souffert !en|avec|pendant|a|au|aux|quand|l|la|cette|dans|durant|lors", false},
	{CategoryThreats, 0.85, "voy_a_hacer_que|hare_que|haria_que|quiero_hacer_que ~4 sufra|sufran ~1 como|lo_mismo_que|tanto_como ?yo sufri|he_sufrido|sufro !en|con|durante|cuando|el|al|este|esta|aquel|aquella|de", false},
	{CategoryThreats, 0.85, "faro_in_modo|farei_in_modo|voglio_fare_in_modo|faccio_in_modo che ~4 soffra|soffrano ~1 come|quanto ?ho sofferto|soffro !al|con|in|nel|nella|durante|quando|il|io_al|io_con|io_in|io_nel|io_nella|io_durante|io_quando|io_il|di|da|per", false},
	{CategoryThreats, 0.85, "ich ~2 sorgen|sorge ?. dass ~5 leidet|leiden|leiden_wird|leiden_werden|leiden_muss|leiden_mussen wie ich !im|in|mit|bei|wahrend|damals|als|am|beim|an|zu|vor", false},
	{CategoryThreats, 0.85, "vou_fazer_com_que|farei_com_que|faria_com_que|quero_fazer_com_que ~4 sofra|sofram ~1 como|tanto_quanto|o_que ?eu sofri|ja_sofri|sofro !no|na|nos|nas|com|em|durante|quando|de|do|da|pra|para", false},
	// A teacher or a boss who "had better watch out" if the writer fails
	// or is fired, in every language ("if i fail this module again the
	// lecturer better watch out", "si je rate encore ce module le prof a
	// intérêt à faire attention", "si vuelvo a suspender el profe que se
	// prepare", "se mi bocciano di nuovo il prof farà bene a stare
	// attento", "wenn ich wieder durchfalle, sollte der Lehrer aufpassen",
	// "se eu reprovar de novo o professor que se cuide"), not advice on
	// grading or a resit ("… should be careful with the marking", "…
	// better watch out for complaints", "… que se prepare para la
	// revisión"), nor a joke ("…, lol"): the failure or the firing comes
	// first, and nothing watched follows.
	{CategoryThreats, 0.85, "if ~6 fail|fails|failed|flunk|flunks|kick|kicks|fire|fires|expel|expels|sack|sacks|report|reports ~6 ?. ?the|my|that|this " + staffRoles + " ~1 better|had_better|'d_better watch_out|watch_it|watch_their_back|watch_his_back|watch_her_back|watch_themselves|watch_himself|watch_herself|be_careful|be_very_careful|look_out !for|when|with|on|to|during|in|._i'll_be|._i_will_be|._i'm_going_to_be|._lol|._haha|._jk|lol|haha|jk", false},
	{CategoryThreats, 0.85, "si|s ~6 rate|recale|recalent|vire|virent|renvoie|renvoient|echoue|redouble|foire|loupe ~6 ?. ?le|la|ce|cette|mon|ma " + frStaffRoles + " ~1 a_interet_a|a_interet_de|ferait_bien_de|ferait_mieux_de|doit|devra|va_devoir faire_attention|se_mefier|surveiller_ses_arrieres|bien_se_tenir|faire_gaffe|numeroter_ses_abattis|prier !a|au|aux|a_ce|avec|pour|quand|lors|pendant", false},
	{CategoryThreats, 0.85, "si ~6 suspendo|suspenden|suspende|suspender|echan|echa|echar|echarme|despiden|despide|despedir|despedirme|expulsan|expulsa|expulsar|expulsarme|repito|repetir|cateo|catean|catear ~6 ?. ?el|la|ese|esa|mi " + esStaffRoles + " ~1 que_se_prepare|mas_vale_que_se_prepare|ya_puede_prepararse|que_tenga_cuidado|mejor_que_tenga_cuidado|que_se_cuide|mejor_que_se_cuide|que_se_ande_con_cuidado|se_va_a_enterar !para|con|de|del|porque|a|al|en", false},
	{CategoryThreats, 0.85, "se ~6 bocciano|boccia|bocciato|bocciata|buttano_fuori|butta_fuori|licenziano|licenzia|espellono|rimandano|segano ~6 ?. ?il|la|lo|quel|quella|mio|mia " + itStaffRoles + " ~1 fara_bene_a|farebbe_bene_a|deve|dovra|meglio_che ~1 stare_attento|stare_attenta|guardarsi_le_spalle|stare_in_guardia|stia_attento|stia_attenta|si_guardi_le_spalle !a|al|alla|alle|ai|agli|allo|all|con|per|quando|durante|nel|nella", false},
	{CategoryThreats, 0.85, "wenn|falls ~6 durchfallen|durchfalle|durchfallt|rausschmeissen|rauswerfen|rauswirft|rausschmeisst|feuern|feuert|kundigen|kundigt|exmatrikulieren|exmatrikuliert ~2 ?. ?dann sollte|soll|muss|sollte_sich|soll_sich|kann_sich|muss_sich ?der|die|mein|meine|dieser|diese " + deStaffRoles + " ~1 aufpassen|in_acht_nehmen|warm_anziehen|auf_der_hut_sein|vorsichtig_sein|vorsehen !bei|beim|mit|dass|._dass|auf|wenn|._wenn", false},
	{CategoryThreats, 0.85, "se ~6 reprovar|reprovarem|reprova|reprovam|expulsar|expulsarem|demitir|demitirem|rodar ~6 ?. ?o|a|esse|essa|meu|minha " + ptStaffRoles + " ~1 que_se_cuide|e_bom_se_cuidar|que_tome_cuidado|e_melhor_tomar_cuidado|e_bom_tomar_cuidado|que_se_prepare|vai_ver_so !com|para|pra|de|do|da|porque|na|no|em", false},
	// A message that the reader should enjoy their last week alive, in
	// every language ("someone commented on my post 'hope you enjoy your
	// last week alive'", "profite bien de ta dernière semaine en vie",
	// "disfruta tu última semana con vida", "goditi la tua ultima
	// settimana da vivo", "genieß deine letzte Woche am Leben", "aproveite
	// sua última semana com vida"), not a last week of freedom, of school
	// or living somewhere ("ta dernière semaine à vivre en France", "your
	// last week alive in the old flat", "vos derniers jours en vie de
	// célibataire": the word "alive" is wanted, and a place or a state
	// after it refused), nor an essay question
	// ("how would you spend your last day alive": no word of enjoying or
	// counting before it).
	{CategoryThreats, 0.85, "=enjoy|savour|savor|is|are|count|it's|its|love|cherish your|ur last week|weeks|days|day|weekend|month|hours|moments|night alive|breathing !in_the_game|in_game|in_minecraft|in_fortnite|in|at|as|before|here|there|on|with", false},
	{CategoryThreats, 0.85, "=de|c_est|ce_sont|voici|compte|comptez|savoure|savourez ta|votre|tes|vos derniere|dernieres|derniers|dernier semaine|semaines|jours|jour|heures|nuit|mois en_vie|a_vivre !en|a|au|aux|dans|chez|ici|la|avec|seul|seule|sous|pres|loin|dans_le_jeu|de|d|comme|avant", false},
	{CategoryThreats, 0.85, "=disfruta|disfrutad|disfrute|aprovecha|aprovechad|aproveche|son|es|cuenta|saborea|goza|bien tu|su|vuestra|tus|sus|vuestros|vuestras ultima|ultimas|ultimos|ultimo semana|semanas|dias|dia|horas|noche|mes con_vida|vivo|viva !en_el_juego|en|de|como|antes|aqui|alli|con", false},
	{CategoryThreats, 0.85, "=goditi|godetevi|goditela|e|sono|conta|assapora|bene la_tua|le_tue|i_tuoi|il_tuo|la_vostra|le_vostre|i_vostri ultima|ultime|ultimi|ultimo settimana|settimane|giorni|giorno|ore|notte|mese da_vivo|da_viva|da_vivi|in_vita !nel_gioco|in|a|da|di|come|prima|qui|con", false},
	{CategoryThreats, 0.85, "=geniess|geniesse|geniesst|geniesst_du|sind|ist|das_sind|das_ist|zahl|zahle deine|eure|ihre letzte|letzten woche|wochen|tage|tag|stunden|nacht|monat am_leben|lebend|noch_am_leben !im_spiel|in|im|vor|als|bei|mit|hier", false},
	{CategoryThreats, 0.85, "=aproveite|aproveita|aproveitem|curta|curte|curtam|sao|e|conta|bem sua|tua|seus|suas|teus|tuas|a_sua|a_tua|os_seus|os_teus|as_suas|as_tuas ultima|ultimas|ultimos|ultimo semana|semanas|dias|dia|horas|noite|mes com_vida|vivo|viva !no_jogo|de|na|no|em|antes|como|aqui|com", false},
	// The writer kicked out, fired or expelled who will come back for
	// every one of them, in every language ("if the uni kicks me out im
	// coming back for all of them", "si la fac me vire je reviendrai pour
	// eux tous", "si la uni me echa vuelvo a por todos ellos", "se
	// l'università mi butta fuori torno per tutti loro", "wenn die Uni
	// mich rauswirft, komme ich zurück und hole mir jeden Einzelnen von
	// euch", "se a faculdade me expulsar eu volto atrás de todos eles"),
	// not coming back for one's things, a party or a visit ("… vuelvo a
	// por todas mis cosas", "… komme ich zurück und hole alle meine
	// Sachen", "… come back for everyone's coats": the people are wanted,
	// and no thing of the writer follows).
	{CategoryThreats, 0.85, "kick|kicks|kicked|throw|throws|expel|expels|fire|fires|sack|sacks|suspend|suspends ~3 ?. ~1 coming_back_for|come_back_for|be_back_for|coming_back_after|come_back_after|return_for all_of_them|all_of_you|every_one_of_you|every_one_of_them|each_one_of_you|each_one_of_them|every_single_one_of_you|every_single_one_of_them|everyone|everybody|them_all|you_all|y'all|all_of_y'all|the_lot_of_them|the_lot_of_you !at|for|on|in|to|with|tomorrow|later|next|after|when|'s", false},
	{CategoryThreats, 0.85, "vire|virent|renvoie|renvoient|expulse|expulsent|jette|jettent|met_dehors|mettent_dehors|recale|recalent ~3 ?. ~1 reviens|reviendrai|reviendrais|vais_revenir ?pour|m_occuper_de|me_venger_de|chercher|regler_son_compte_a eux_tous|elles_toutes|vous_tous|vous_toutes|chacun_d_entre_vous|chacun_d_entre_eux|chacune_d_entre_vous|chacune_d_entre_elles|tout_le_monde", false},
	{CategoryThreats, 0.85, "echa|echan|echara|echaran|despide|despiden|despidiera|despidieran|expulsa|expulsan|expulsara|expulsaran|suspende|suspenden ~3 ?. ~1 vuelvo|volvere|volveria|voy_a_volver|regreso|regresare a_por|por|a_buscar ?a todos|todas|cada_uno|cada_una ?ellos|ellas|vosotros|vosotras|ustedes|de_vosotros|de_vosotras|de_ustedes|de_ellos|de_ellas !mis|los|las|sus|tus|mis_cosas", false},
	{CategoryThreats, 0.85, "butta_fuori|buttano_fuori|buttera_fuori|cacciano|caccia|licenzia|licenziano|licenzieranno|espelle|espellono|bocciano|sbattono_fuori ~3 ?. ~1 torno|tornero|ritorno|ritornero|tornerei ~1 per|a_prendere|a_cercare|a_prendervi|a_prenderli|a_cercarvi|a_cercarli tutti|tutte|uno_per_uno|una_per_una|ognuno|ciascuno|ognuno_di_voi|ognuno_di_loro !i|le|gli|miei|mie|a|al|per|da", false},
	{CategoryThreats, 0.85, "rauswirft|rauswerfen|rausschmeisst|rausschmeissen|feuert|feuern|kundigt|kundigen|exmatrikuliert|exmatrikulieren|rausfliege|rausfliegen ~2 ?. komme|kommen ich ~1 zuruck ~3 ?. ?und hole|holen|kriege|krieg|schnappe ~1 jeden_einzelnen|jede_einzelne|euch_alle|sie_alle|jeden|jede|euch|alle !meine|meinen|meiner|sachen|dinge|unterlagen|bucher|ab|von_meinen|zum|zur|am|beim|mit|nach", false},
	{CategoryThreats, 0.85, "expulsar|expulsarem|expulsa|expulsam|demitir|demitirem|demite|demitem|mandar_embora|mandarem_embora|reprovar|reprovarem|chutar|chutarem ~3 ?. ~1 volto|voltarei|voltaria|vou_voltar ~1 atras_de|pra_pegar|para_pegar|pra_acertar|para_acertar todos|todas|cada_um|cada_uma|voces ?eles|elas|voces|de_voces|deles|delas !meus|minhas|as_minhas|os_meus|minhas_coisas|as|os", false},
	// Review: with "ich" as the subject, not "mein Paket wurde online
	// verfolgt" or "die Vorlesung wurde online verfolgt".
	{CategoryHarassment, 0.85, "=ich werde|wurde ~8 online|im_internet|auf_instagram|auf_tiktok ~1 verfolgt|gestalkt", false},
	// Review: posted online only when the writer was filmed, not "the
	// lecturer recorded it and posted it online".
	{CategoryHarassment, 0.85, "^we|i|i've|we've|we_all filmed|recorded|videoed ~2 me|us ~3 and_posted_it|and_put_it_online|and_sent_it_around|and_shared_it", false},
	// Review: posted only when the writer was filmed, not "filmaram a
	// palestra e postaram no YouTube".
	{CategoryHarassment, 0.85, "me_filmaram|me_gravaram|me_filmou|me_gravou ~3 e_postaram|e_postou|e_mandaram_no_grupo|e_espalharam", false},
	// Review: posted only when the writer was filmed, not "sie haben das
	// Konzert gefilmt und gepostet".
	{CategoryHarassment, 0.85, "mich ~2 gefilmt ?. ~1 und_gepostet|und_online_gestellt|und_herumgeschickt|und_verschickt", false},
	// Review: "heute" or "morgen" alone says only the strongest words: "für
	// heute ist Schluss", "heute mache ich Schluss" end a working day.
	{CategorySelfHarm, 0.85, "heute|morgen|heute_abend ~2 beende_ich_alles|beende_ich_mein_leben .", false},
	// Threats4: a conditional threat that the person will not live to a
	// season or the end of a term ("if he fails me again he won't see the
	// summer", "s'il me recale encore, il ne verra pas l'été", "se mi
	// boccia di nuovo non arriva all'estate", "wenn er mich noch einmal
	// durchfallen lässt, erlebt er den Sommer nicht mehr"), the condition
	// something done to the writer; not a summer missed for a holiday, a
	// school or a trip ("… won't see the summer holidays", "… ne passera
	// pas Noël avec nous"), nor the writer's own summer lost to resits.
	{CategoryThreats, 0.85, "if|unless ~6 ?. he|she|they|" + threatRoles + " won't|wont|will_not see|live_to_see|last_until|last_till|last_past ?the|this|next|another summer|christmas|semester|term|weekend|easter|new_year|week|year|month|end_of_the_week|end_of_term|end_of_the_term|end_of_the_year|end_of_the_semester|end_of_the_month !holidays|holiday|break|school|sun|sales|results|grades|marks|trip|party|camp|job|festival|concert|show|exams|exam|here|there|in|at|with|because|until|till|abroad|lol|haha", false},
	{CategoryThreats, 0.85, "he|she|they|" + threatRoles + " won't|wont|will_not see|live_to_see|last_until|last_till|last_past ?the|this|next|another summer|christmas|semester|term|weekend|easter|new_year|week|year|month|end_of_the_week|end_of_term|end_of_the_year|end_of_the_semester ~1 if|unless ~2 me|my|i", false},
	{CategoryThreats, 0.85, "si|s il|elle|ils|elles|ce|cette|mon|ma|le|la ~4 me|m ~4 ?. ~2 ne|n verra|verront|passera|passeront|finira|finiront pas|jamais|plus l_ete|noel|l_annee|le_semestre|la_fin_de_l_annee|la_fin_du_semestre|la_semaine|la_fin_de_la_semaine|le_printemps|le_week_end|paques !avec|chez|en|a|au|ici|la_bas|seul|seule|ensemble|loin|dehors|sans", false},
	{CategoryThreats, 0.85, "ne|n verra|verront|passera|passeront|finira|finiront pas|jamais|plus l_ete|noel|l_annee|le_semestre|la_fin_de_l_annee|la_fin_du_semestre|la_semaine|la_fin_de_la_semaine|le_printemps|paques ?. si|s il|elle|ils|elles ~1 me|m", false},
	{CategoryThreats, 0.85, "se ~4 mi ~4 ?. ~2 non arriva|arrivera|arrivano|arriveranno|vede|vedra|vedranno|finisce|finira|finiscono|finiranno ?a|all|al|alla|l|la|il|a_fine|alla_fine_dell|alla_fine_del|la_fine_dell|la_fine_del estate|natale|anno|semestre|settimana|primavera|pasqua|weekend|giugno|luglio|agosto !in|con|a_casa|da|insieme|qui|li|al_mare|in_montagna|senza", false},
	{CategoryThreats, 0.85, "non arriva|arrivera|vede|vedra|finisce|finira a|all|al|alla|l|la|il estate|natale|anno|semestre|settimana|primavera|pasqua ?. se mi", false},
	{CategoryThreats, 0.85, "wenn|falls er|sie|der|die ~4 mich|mir ~5 ?. erlebt|uberlebt|ubersteht|sieht er|sie|der|die ~2 sommer|winter|weihnachten|wochenende|ostern|semesterende|schuljahresende|monatsende nicht|nie ?mehr !draussen|drinnen|zuhause|im|in|bei|mit|ohne|zu|auf", false},
	// Threats4: a person or a group who "will pay for what they did",
	// in English, French, Italian and German ("everyone in that office will
	// pay for what they did to me", "tout le monde dans ce bureau va payer
	// pour ce qu'ils m'ont fait", "ce prof va le payer cher", "la
	// pagheranno per quello che mi hanno fatto", "alle in diesem Büro werden
	// dafür bezahlen"); not the writer paying for his own deed ("I'll pay
	// for what I did", "je vais payer pour ce que j'ai fait"), a company or
	// a school paying, a price paid dearly for a thing ("tu vas le payer
	// cher, ce manteau") or a bill paid ("die Eltern werden dafür bezahlen
	// müssen").
	{CategoryThreats, 0.85, "^i|we|i'm|im|i_am|we're|company|school|university|uni|government|state|council|insurance|insurer|insurers|firm|bank|landlord|employer|college|king|queen|governor|villain|pirate|emperor|hero|heroine|character will|shall|are_going_to|is_going_to|are_gonna|is_gonna|gonna|you'll|he'll|she'll|they'll|youll|theyll pay|suffer for_what|for_everything ~4 did|done|said|put_me_through|put_us_through|did_to_me|did_to_us !._to|in|at|on|to_the|to_his|to_her|to_their|with|about_my|about_his|about_her|about_the|last|this|during|to_us_in_the_final|to_us_in_the_match|to_us_in_the_game|to_us_in_the_semi|to_us_last_season|to_us_on_the_pitch|to_us_at_home|to_us_away|to_my_sandwich|to_my_lunch|to_my_food|to_my_cake|to_my_pizza|to_my_chips|to_my_crisps|to_my_fries|to_my_drink|to_my_coffee|to_my_tea|to_my_snacks|to_my_plants|to_my_garden", false},
	{CategoryThreats, 0.85, "^on|nous|l_ecole|la_fac|l_universite|l_entreprise|l_etat|l_assurance|la_boite|la_mutuelle|le_lycee|le_college|la_mairie|la_banque|roi|reine|mechant|heros|personnage|pirate|gouverneur|empereur va|vont|vas|allez|paiera|paieront|paieras|paierez payer ?cher|tres_cher pour ce|tout_ce qu|que ~4 fait|dit|fait_subir !au|aux|a_la|en|pendant|dans|lors|hier|a_l", false},
	{CategoryThreats, 0.85, "=" + frThreatRoles + "|proviseur|principal|surveillant|surveillante va|vont le|la|me_le|me_la payer ?tres cher|au_prix_fort|tres_cher !ce|cette|ces|cet|son|sa|ses|a|au|en|chez|mais|car|parce|comme|pour|le|la|les|un|une|des|du|de|._le|._la|._les|._l|._ce|._cette|._ces|._cet|._son|._sa|._ses|._un|._une|._mon|._ma|._mes|._leur", false},
	{CategoryThreats, 0.85, "vas|allez|va|vont me_le|me_la|nous_le|nous_la payer|paieras|paierez|paiera|paieront ?cher|tres_cher|au_prix_fort !combien|en|par|a|au|cash|en_liquide|demain|plus|moins|le|la|les|un|une|ce|cette|mon|ma|mes|ton|ta|tes|son|sa|ses|pour|avec|si|quand|._le|._la|._les|._l|._ce|._cette|._ces|._cet|._son|._sa|._ses|._un|._une|._mon|._ma|._mes|._leur", false},
	{CategoryThreats, 0.85, "^io|noi|scuola|l_azienda|azienda|l_assicurazione|assicurazione|stato|l_universita|universita|banca|comune la_pagheranno|la_paghera|la_pagherai|la_pagherete|pagheranno|paghera|pagherai|pagherete ?cara|caro|tutto|tutti per_quello_che|per_cio_che|per_tutto_quello_che ~2 mi|ci|ti ~2 fatto|detto|fatto_passare", false},
	{CategoryThreats, 0.85, "alle|ihr|du ~4 werden|wirst|werdet dafur|das ~1 bezahlen|bussen !mussen|musst|muss|musste|mussten|konnen|durfen|sollen|._die|._der|._das|._den|._dass", false},
	{CategoryThreats, 0.7, "das|dafur wirst|werdet|wird|werden ~2 mir ~1 bussen", false},
	// Threats4: a weapon brought and a person of school or work "finished",
	// "dead meat" in English ("I'm bringing a knife tomorrow and that
	// teacher is finished", "demain j'amène un couteau et ce prof est fini",
	// "domani porto un coltello e quel prof è finito", "morgen bring ich ein
	// Messer mit und dann ist der Lehrer dran"); not a cake brought and a
	// teacher pleased, nor a teacher finished with the marking.
	{CategoryThreats, 0.85, "=is|'s|are|be|you're|youre|he's|she's|they're|hes|shes|theyre|ur|you_are|he_is|she_is|they_are|u_are|u_r dead_meat !on|in|at|this|next|against|tomorrow|today|tonight|come|by|._lol|._haha", false},
	{CategoryThreats, 0.85, "bringing|bring|brought|taking|take|packing|pack|carrying|carry ~2 a_knife|a_gun|my_knife|my_gun|his_gun|knife|gun|a_blade|a_machete|a_bat|my_dad's_gun|a_pistol|a_rifle ~2 and|then ~2 " + threatRoles + "|principal|headteacher|headmaster|head is|'s|will_be|are finished|done_for|history|dead|gone !with|for_the_day|the_day|today|tonight|the_week|the_term|the_year|the_semester|marking|grading|teaching", false},
	{CategoryThreats, 0.85, "amene|apporte|apporterai|ramene|ramenerai|prends|prendrai|vais_apporter|vais_amener|vais_ramener|vais_prendre un|une|mon|ma|le|la couteau|flingue|arme|fusil|pistolet|batte|machette|lame|cutter|revolver ~4 et|puis ~2 " + frThreatRoles + "|proviseur|principal|surveillant|surveillante est|sera|seront|sont fini|finie|finis|mort|morte|morts|foutu|foutue|cuit|cuite|mort_e !de|d|avec|pour", false},
	{CategoryThreats, 0.85, "porto|portero|prendo|prendero|portiamo un|una|il|la|mio|mia coltello|pistola|arma|fucile|mazza|machete|lama|taglierino|coltellino ~4 e|poi ~2 " + itThreatRoles + "|preside|bidello|bidella e|sara|sono|saranno finito|finita|finiti|morto|morta|morti|spacciato|spacciata !di|con|per|a|il|la|lo", false},
	{CategoryThreats, 0.85, "bring|bringe|bringen|nehm|nehme|nehmen ~1 ein|eine|mein|meine|das|die messer|pistole|waffe|knarre|machete|baseballschlager|schreckschusspistole mit ~2 und ~1 ist|sind ~1 der|die|mein|meine " + deThreatRoles + " dran|fallig|tot|erledigt|geliefert !mit|beim|bei|an|zum|zur|im|am", false},
	// Threats4: gutting or skinning a person of school or work ("I'll gut
	// that manager like a fish"); not a fish or a kitchen gutted, nor an
	// argument taken apart in a debate.
	{CategoryThreats, 0.85, "i'll|ill|i_will|i'm_going_to|im_going_to|i_am_going_to|i'm_gonna|im_gonna|imma|ima|i_swear_i'll|i_swear_i_will|we'll|we're_gonna ?literally|fucking gut|disembowel|skin|flay|slice_up|carve_up ?that|this|my|our|the " + threatRoles + "|principal|headteacher|him|her !at|in|on|with|'s_argument|'s_arguments|'s_essay|in_the_debate|in_the_game|in_chess|alive_at|alive_in|alive_on", false},
	// Threats4: sending others to beat the writer ("she's going to have her
	// brothers beat me up after work", "he'll get his mates to jump me");
	// not a brother beating the writer at a game.
	{CategoryThreats, 0.85, "have|get|send|sending|getting|having ?his|her|their|my|the brothers|brother|cousins|cousin|friends|friend|mates|boys|gang|crew|uncles|people|guys|boyfriend|husband|dad|father ?to ?come_and beat_me_up|beat_him_up|beat_her_up|beat_us_up|beat_up|jump_me|jump_him|jump_her|jump_us|stab_me|stab_him|stab_her|kill_me|kill_him|kill_her|kill_us|hurt_me|hurt_him|hurt_her|hurt_us|rough_me_up|rough_him_up|batter_me|smash_my_face_in|break_my_legs|shoot_me|shoot_him !at|in|on|with", false},
	// Threats4: a member of staff who said he would hit a child ("the TA
	// said she'd slap the kid again if he kept crying"); not hitting the
	// kids "with" homework or laps, nor beating them at a game.
	{CategoryThreats, 0.85, "the|my|our|a|that|this|his|her|their " + threatRoles + "|" + staffRoles + " said|says|told_me|told_us|told_him|told_her|told_them|threatened|warned|keeps_saying ~2 he'd|she'd|he_would|she_would|he'll|she'll|he_will|she_will|he_was_going_to|she_was_going_to|he's_going_to|she's_going_to ~1 slap|hit|smack|punch|kick|beat|strangle|choke|whack|belt|hurt ~1 the_kid|the_kids|the_child|the_children|a_kid|my_son|my_daughter|my_child|him|her|them|the_boy|the_girl|the_boys|the_girls|the_pupil|the_student|the_students|the_pupils|the_class|us|me !with|up|at|in|on|back|out|harder|hard|over|off|down|to|for|about|where", false},
	// Threats4: "tu vas voir ce qui va t'arriver", "vedrai cosa ti succede":
	// a veiled threat to what will happen to the reader or to him; not the
	// writer curious to see what happens to a character ("j'ai hâte de
	// voir ce qui va lui arriver dans la saison 2", "on va voir ce qui va
	// lui arriver").
	{CategoryThreats, 0.85, "^on_va|je_vais|j_vais|nous_allons|on_verra|de|d|pour|hate|veux|voudrais|aimerais|curieux|curieuse|impatient|impatiente|impatients|on|je|j|nous voir|verra|verras|verrez|verront ce qui va|vont|pourrait|risque_de t|lui|leur|vous arriver !dans|au|a_la|en|pendant|apres|au_prochain|a_la_fin|a_l_episode|a_l_ecran|au_personnage|au_heros|au_film|au_livre|au_final|si_tu_manges|si_tu_bois|si_tu_oublies|si_tu_sors_sans|si_tu_ne", false},
	{CategoryThreats, 0.7, "^di|per|a|da|aspetta|aspettare|curioso|curiosa|curiosi|voglio|vorrei|vediamo|non_vedo_l_ora|episodio|puntata|stagione|film|libro|capitolo|serie|video|trailer|finale vedrai|vedrete|vedi cosa|che|quello_che|che_cosa ti|vi succede|succedera|capita|capitera|accade|accadra !nel|nella|in|alla|al|dopo|nel_prossimo|nella_prossima|stagione|episodio|puntata|finale|al_personaggio|al_protagonista|se_mangi|se_bevi|se_dimentichi|se_esci_senza|se_non", false},
	// Threats4: "je vais l'attendre à la sortie", the French threat to wait
	// for someone at the way out; not a mother or a friend waiting "à la
	// sortie de l'école", a bus or a taxi.
	{CategoryThreats, 0.85, "^mere|pere|maman|papa|parents|mamie|papi|frere|soeur|chauffeur|taxi|bus|copain|copine|amie|ami|amis|potes|pote|nounou|tante|oncle|grand_mere|grand_pere|famille|femme|mari|navette vais|va|vont|allons l|le|la|les|t|te|vous|m|me attendre a_la_sortie|au_parking|sur_le_parking|en_bas_de_chez_lui|en_bas_de_chez_elle|devant_chez_lui|devant_chez_elle !de|du|des|pour|avec|en_voiture|comme|tous|tout|chaque|a|vers|apres|car|parce|puisqu|il|elle|on", false},
	// Threats4: a note or a message that the reader will be dead on a day
	// ("un mot qui disait que je serais mort vendredi", "er hat mir einen
	// Zettel hingelegt, dass ich Freitag tot bin"); not laughing oneself to
	// death, nor a tired week ("je serai mort d'ici vendredi" with no one
	// saying it).
	{CategoryThreats, 0.85, "disait|dit|ecrit|ecrivait|menace|menacait|prevenu|promis|jure|affirmait ~1 que|qu je|tu|nous|vous|on|il|elle serais|serai|seras|sera|serions|serez|serait|serons mort|morte|morts|mortes ?avant|d_ici|des|avant_la_fin_de lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|demain|ce_soir|la_semaine_prochaine|la_fin_de_la_semaine|la_rentree|noel !apres|de|d|a_force|tellement|avec", false},
	{CategoryThreats, 0.85, "zettel|nachricht|brief|drohbrief|sms|email|mail|geschrieben|schrieb|schreibt|droht|drohte|gedroht|hingelegt ~3 ?. dass ich|du|wir ~1 ?am|bis|bis_zum|spatestens montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|morgen|ubermorgen|heute_abend|wochenende|nachste_woche tot bin|bist|sei|seist|ware|warst|sind|seid|sein_werde|sein_wirst|sein_werden !vor|von|nach|wegen|mit", false},
	// Threats4: blood that will flow in the corridors or the office ("se il
	// preside mi sospende di nuovo ci sarà sangue nei corridoi"); not fake
	// blood in a play, nor a blood drive.
	{CategoryThreats, 0.85, "^film|spettacolo|battaglia|guerra|serie|libro|storia|episodio|scena|gioco|videogioco|romanzo|horror|trincea|arena ci_sara|ci_scappera|scorrera|correra ?del|il sangue !finto|finta|di|per|dal|da|donato|donazione|artificiale|nel_film|nello_spettacolo|sul_palco|in_scena|alle_analisi", false},
	// Threats4: "next time I see him, he's dead" in English, French and
	// Italian ("next time I see you in the corridor you're finished", "la
	// prochaine fois que je le croise, il est mort", "la prossima volta che
	// lo vedo è morto"); not a book finished or a friend dead tired by the
	// next meeting, nor laughing oneself to death ("… il est mort de rire").
	{CategoryThreats, 0.7, "next_time ~8 ?. you're|he's|she's|they're|ur|youre|hes|shes|theyre|you_are|he_is|she_is|they_are|you'll_be|he'll_be|she'll_be|u_r|ur dead|finished|history|toast|dead_meat !the|his|her|my|your|their|with|it|reading|work|a|an|off|up|tired|beat|serious|set|wrong|right|broke|drunk|sure|jealous|for|on|in|at|by|to|from|inside|asleep|bored|excited|happy|._leg_day|._lol|._haha|._jk|._just_kidding", false},
	{CategoryThreats, 0.85, "la_prochaine_fois_que|la_prochaine_fois_qu|prochaine_fois_que|prochaine_fois_qu ~6 ?. il|elle|t|tu ~1 est|es|sera|seras mort|morte|fini|finie|foutu|foutue|cuit|cuite !de|d|du|des|avec|pour|a|au|en|sur|dans|le|la|les|un|une|son|sa|ses|._je_le_bats|._je_la_bats|._je_vais_le_battre|._je_vais_la_battre|._il_a_perdu", false},
	{CategoryThreats, 0.85, "la_prossima_volta_che|prossima_volta_che lo|la|ti|li|le ~5 ?. e|sei|sara|sarai morto|morta|finito|finita|spacciato|spacciata !il|la|lo|i|le|gli|di|da|dal|dalla|con|in|per|a|al|alla|dalle|dai|un|una", false},
	// Threats4: making someone regret being born ("I'll make you regret the
	// day you were born", "je vais te faire regretter d'être né", "ti farò
	// pentire di essere nato").
	{CategoryThreats, 0.85, "make|making|made you|him|her|them|u regret ~4 born !for_beating|for_winning|at|in|._just_kidding|._jk|._lol|._haha", false},
	{CategoryThreats, 0.85, "faire|ferai|ferais|fera|ferons|ferait regretter d_etre|le_jour_ou ~2 ne|nee|nes|nees|venu|venue|au_monde !avec|a|au|aux|._mdr|._lol|._haha", false},
	{CategoryThreats, 0.85, "far|faro|faccio|fara|farai|faremo|farei pentire di_essere|del_giorno_in_cui ~1 nato|nata|nati|venuto|venuta|al_mondo !col|con|a|al|alla|._ahah|._scherzo", false},
	// Threats4: a warning and "see what happens to you" ("keep talking and
	// see what happens to you", "recommence et tu vas voir", "provaci ancora
	// e vedi cosa ti succede"); not "keep it up and see what happens" said
	// to encourage, nor "continue à réviser et tu vas voir, ça paye".
	{CategoryThreats, 0.85, enWarnings + " ~2 and|& ~1 see|watch|find_out what_happens_to_you|what_happens_to_u|what_happens_to_ya|what_i'll_do|what_i_do_to_you|what_i'll_do_to_you|what_i_will_do|what_i_will_do_to_you|what_i'm_gonna_do", false},
	{CategoryThreats, 0.85, "recommence|recommencez|redis_ca|repete_ca|touche_moi|touche_la|touche_le|approche_toi|cherche_moi|denonce_moi|balance_moi|moque_toi_encore|continue_de_parler|continue_a_parler|continue_de_te_moquer|continue_de_rire|parle_encore|ouvre_encore_ta_bouche|ouvre_ta_gueule|refais_ca|fais_ca_encore ~3 et tu_vas_voir|tu_verras|vous_allez_voir|vous_verrez|t_vas_voir|tu_vas_le_regretter|tu_vas_comprendre !que|qu|comme|si|a_quel_point|combien|le_resultat|les_resultats|la_difference|._elles|._ils|._tu_vas_progresser|._tu_vas_y_arriver|._ca_marche|._ca_paye|._ca_vaut", false},
	{CategoryThreats, 0.85, "continua_a_parlare|continua_a_ridere|continua_a_prendermi_in_giro|continua_cosi|toccami|toccala|toccalo|azzardati|ripetilo|dillo_ancora|parla_ancora|provaci_ancora|fallo_ancora|rifallo|riprovaci|fammi_la_spia|denunciami ~3 e vedi|vedrai|vedete|vedrete ?cosa|che|quello_che|che_cosa ti_succede|succede|ti_capita|ti_faccio|vi_succede|vi_faccio|succedera", false},
	// Threats4: making sure someone suffers ("I'll make sure you suffer",
	// "I'll make sure he pays"); not a bill paid on time, a lesson
	// attended or attention paid.
	{CategoryThreats, 0.85, "i'll|ill|i_will|i'm_gonna|im_gonna|i'm_going_to|im_going_to|i_am_going_to|we'll|we_will|i_swear_i'll|i'd ~1 make_sure|see_to_it|ensure ?that you|he|she|they|him|her|them|u|that_teacher|that_manager|my_boss|the_teacher ?will|'ll suffer|suffers|bleed|bleeds|pay|pays|regret_it|regrets_it|never_walk_again|never_work_again|disappear|disappears|die|dies|get_hurt|gets_hurt !the|less|more|back|on|in|by|with|online|cash|what|only|enough|your|their|his|her|a|an|nothing|attention|tax|taxes|rent|us|me|for_the|for_his|for_her|for_your|for_their|for_it|up|off|from|peacefully|happy|comfortable|in_peace|with_dignity|of|at|alone|you|him|them|it|everything|everyone|everybody|all|double|twice|extra|full|in_full|like|as|the_way|too|a_bit|a_little|through|just_like|for_dinner|for_lunch|for_drinks|for_the_drinks|for_breakfast|for_coffee|for_pizza|his_share|her_share|on_time", false},
	// Threats4: snapping and taking the whole office with one ("one day
	// I'll snap and take the whole office with me", "un jour je vais péter
	// les plombs et emmener tout le bureau avec moi", "un giorno do di matto
	// e mi porto dietro tutto l'ufficio").
	{CategoryThreats, 0.85, "snap|snaps|lose_it|go_postal|flip|crack|lose_my_mind|lose_my_shit ~5 take|taking|bring|bringing ~1 everyone|everybody|all_of_them|all_of_you|the_whole_office|the_whole_school|the_whole_class|the_whole_team|the_whole_department|the_whole_floor|as_many_as_i_can|as_many_people_as_i_can|them_all|you_all ?down ?with_me !out|to|for|on|along|home|shopping", false},
	{CategoryThreats, 0.85, "peter_les_plombs|peter_un_plomb|peter_un_cable|craquer|peter_les_cables|disjoncter ~5 emmener|embarquer|entrainer|emporter ~1 tout_le_bureau|tout_le_monde|tout_le_lycee|toute_la_classe|toute_l_equipe|tout_le_service|toute_la_boite|tous_les_profs|tous_les_collegues|le_plus_de_monde|un_maximum_de_gens|eux_tous ~1 avec moi !en|au|aux|a|pour|dans|chez|faire|manger|boire|danser|visiter", false},
	{CategoryThreats, 0.85, "do_di_matto|do_fuori_di_testa|do_fuori|sbrocco|sbrocchero|impazzisco|esplodo|scoppio ~5 porto|portero|trascino|trascinero ~1 dietro|con_me|giu ~1 tutto|tutti|tutta|quanti|piu_gente", false},
	// Threats4: ending or offing a person ("I could easily end him"); not
	// ending him in a game or a debate.
	{CategoryThreats, 0.85, "i'll|ill|i'd|i_could|i_will|i_would|i_can|i'm_gonna|im_gonna|i'm_going_to|im_going_to|imma|ima ~1 end|whack|waste|unalive him|them|that_" + strings.ReplaceAll(threatRoles, "|", "|that_") + "|my_" + strings.ReplaceAll(threatRoles, "|", "|my_") + " !in|at|on|with|for|'s|early|now|soon|there|here|today|tomorrow|by|off|up|in_chess|in_the_game|in_the_debate|in_smash|in_fifa|online", false},
	// Threats4: what someone deserves, and "it will hurt" ("the teacher is
	// going to get what she deserves, and it will hurt", "la prof va avoir
	// ce qu'elle mérite, et ça va faire mal", "la prof avrà quello che si
	// merita, e farà male"), and a list of people who will get what is
	// coming to them; not a list of who gets free tickets.
	{CategoryThreats, 0.85, "deserves|deserve|what's_coming|what's_coming_to_her|what's_coming_to_him|what's_coming_to_them|what_is_coming ~2 ?. ?and it_will_hurt|it'll_hurt|it's_going_to_hurt|it's_gonna_hurt|it_is_going_to_hurt|it_will_be_painful|it'll_be_painful !to|for_the_fans|for_the_viewers", false},
	{CategoryThreats, 0.85, "list ~8 get|getting|will_get|gonna_get what's_coming|what's_coming_to_them|what_is_coming_to_them|theirs|what_they_deserve", false},
	{CategoryThreats, 0.85, "ce_qu_elle_merite|ce_qu_il_merite|ce_qu_ils_meritent|ce_qu_elles_meritent|ce_qui_lui_pend|ce_qui_leur_pend|ce_que_tu_merites ~2 ?. ?et ca_va_faire_mal|ca_fera_mal|ca_va_saigner|ca_va_faire_tres_mal|ca_va_chauffer !._aux|._au|._a_la|._a_l|aux|au|a_la|a_l|au_portefeuille", false},
	{CategoryThreats, 0.85, "liste ~8 avoir|auront|vont_avoir|aura|va_avoir ce_qu_ils_meritent|ce_qui_leur_pend|ce_qu_elles_meritent|leur_compte", false},
	{CategoryThreats, 0.85, "quello_che_si_merita|quello_che_si_meritano|cio_che_si_merita|cio_che_si_meritano|quello_che_ti_meriti ~2 ?. ?e fara_male|faranno_male|fara_molto_male|fara_parecchio_male !._alle|._al|._alla|._ai|._agli|alle|al|alla|ai|agli|al_portafoglio", false},
	{CategoryThreats, 0.85, "lista ~8 avranno|avra|riceveranno|ricevera quello_che_si_meritano|cio_che_si_meritano|quello_che_si_merita|il_fatto_loro", false},
	// Threats4: a hope that a person of school or work has life insurance
	// because he will need it.
	{CategoryThreats, 0.85, "hope|hopes|hoping ~4 has|have|got|gets ~1 ?good|decent|great life_insurance ~4 need_it", false},
	// Threats4: friends who make people disappear ("I have friends who can
	// make people disappear", "j'ai des amis qui peuvent faire disparaître
	// les gens", "ho amici che fanno sparire la gente"); not a magician's
	// cards, nor hunger made to disappear ("ti faccio sparire la fame").
	{CategoryThreats, 0.85, "make|makes|made|making people|someone|somebody|you|him|her|them|anyone disappear|vanish|go_missing !from|off|in_a_puff|with_a_trick|on_stage|for_a_while|for_the_weekend", false},
	{CategoryThreats, 0.85, "faire|font|fait|fera|feront|fais disparaitre les_gens|quelqu_un|des_gens|n_importe_qui|des_personnes|les_personnes|les_temoins", false},
	{CategoryThreats, 0.85, "te|t|le|la|vous faire|fais|ferai|fera disparaitre !de|du|des|de_la|de_l|par|avec|sur|dans|en|la_fatigue|les_rides|les_taches|les_boutons|le_stress|la_faim|la_douleur|tes|ses|vos|mes|ton|ta|son|sa|ce|cette|ces", false},
	{CategoryThreats, 0.85, "fanno|far|fare|fa|faccio|faro|fara|possono_far|puo_far|posso_far sparire la_gente|qualcuno|le_persone|chiunque|i_testimoni|la_gente_scomoda", false},
	{CategoryThreats, 0.85, "ti|vi|lo|la|li faccio|faro|fa|fara|faremo|facciamo sparire !la|il|le|i|lo|gli|un|una|dalla|dal|dai|dalle|da|con|in|su|per", false},
	// Threats4: wanting to see a person of school or work bleed ("I want to
	// see my manager bleed", "je veux voir mon chef saigner", "voglio
	// vedere il mio capo sanguinare").
	{CategoryThreats, 0.85, "want|wanna|wanted|going|gonna|love|like|dying ?to see ?my|that|the|this|our|him|her|them " + threatRoles + "|him|her|them bleed|suffer|die|burn|choke|beg_for_mercy !the|through|at|in|on|during|a|an|for|with|when|like", false},
	{CategoryThreats, 0.85, "voir ?le|la|mon|ma|ce|cette|les|mes|ces|notre " + frThreatRoles + "|proviseur|principal|surveillant|surveillante saigner|souffrir|crever|mourir|bruler|agoniser|supplier !au|a|aux|en|sur|pendant|dans|._non|avec|a_la", false},
	{CategoryThreats, 0.85, "vedere ?il|la|quel|quella|questo|questa ?mio|mia|nostro|nostra " + itThreatRoles + "|preside sanguinare|soffrire|morire|crepare|bruciare|agonizzare|implorare !al|alla|a|ai|in|nel|nella|durante|con|._no|sul|sulla", false},
	{CategoryThreats, 0.85, "vederlo|vederla|vederli|vederle sanguinare|crepare|agonizzare|implorare_pieta", false},
	// Threats4: a brick through someone's window, said of what will happen.
	{CategoryThreats, 0.85, "gonna|going_to|will|'ll|about_to|is_getting|are_getting|he'll|she'll|they'll|you'll ~2 get|getting|find a_brick|a_rock|a_stone|bricks|rocks|stones through his|her|your|their|the window|windows|windscreen|windshield", false},
	// Threats4: sending someone to hospital or the cemetery, as a French
	// or Italian threat ("je vais l'envoyer à l'hôpital", "lo mando
	// all'ospedale", "lo mando al creatore"), the writer the one who sends;
	// not a doctor sending a patient for tests.
	{CategoryThreats, 0.85, "=je|j|jure|je_jure|rigole_pas|. vais|vas l|le|la|te|t|les|vous envoyer a_l_hopital|a_l_hosto|aux_urgences|a_la_morgue|au_cimetiere|six_pieds_sous_terre|au_tapis !pour|faire|passer|en_ambulance|en_urgence|demain|si|parce|car|puisqu|des|d", false},
	{CategoryThreats, 0.85, "^on|nous|tous|toutes|tout_le_monde|qu_on|que_nous finir|finira|finiras|finiront|envoyer|mettre|vais_te_mettre|vais_le_mettre ~2 six_pieds_sous_terre", false},
	{CategoryThreats, 0.85, "=.|io|giuro|giuro_che|scherzo|che|e ti|lo|la|li|vi mando|mandero|spedisco|spediro all_ospedale|al_pronto_soccorso|al_creatore|al_cimitero|all_altro_mondo|in_ospedale|sottoterra !per|a_fare|domani|se|perche|con", false},
	// Threats4: a bullet or a blade "taken" ("tu vas te prendre une
	// balle", "je vais lui mettre un coup de cutter"); not a stray bullet
	// in a warning, a bullet in a game, nor a fist on the table.
	{CategoryThreats, 0.85, "vas|va|vont|allez|vais te|se|vous|t prendre une_balle|une_bastos|un_pruneau|un_coup_de_couteau|un_coup_de_cutter|un_coup_de_lame|des_balles|un_coup_de_batte|un_coup_de_surin|une_balle_dans_la_tete !perdue|perdues|dans|au|en|sur|a", false},
	{CategoryThreats, 0.85, "lui|te|t|leur|vous mettre|mets|mettrai|mettra|mettre_direct ?un un_coup_de_couteau|un_coup_de_cutter|un_coup_de_lame|un_coup_de_boule|une_balle|des_coups_de_couteau|un_coup_de_batte|un_coup_de_marteau|un_coup_de_surin|coup_de_couteau|coup_de_cutter|coup_de_lame !sur_la_table|sur_le_bureau|dans_le_mur|dans_la_porte|dans_le_jeu|en_jeu|au_babyfoot|au_baby_foot|au_ping_pong|au_foot|au_ballon|au_jeu|au_billard", false},
	// Threats4: disfiguring ("il a promis de me défigurer", "ti sfregio",
	// "he said he'd disfigure me").
	{CategoryThreats, 0.85, "me|te|t|la|le|l|vous|nous defigurer|defigurerai|defigurera|defigurerait|defigureront !._la_photo|._le_portrait|._l_affiche|la_photo|le_portrait|l_affiche|._haha|._mdr|._lol", false},
	{CategoryThreats, 0.85, "disfigure|disfigured|disfiguring you|me|her|him|them|your_face|her_face|his_face|my_face", false},
	{CategoryThreats, 0.85, "sfregiarti|sfregiarla|sfregiarlo|sfregiarmi|sfregiarvi|sfregio|sfregero|sfregera ?la_faccia|il_viso|la_faccia_a|il_volto", false},
	// Threats4: breaking someone in two, in French ("je vais te casser
	// en deux"); not a baguette broken in two.
	{CategoryThreats, 0.85, "te|vous casser|casse|casserai|cassera|couper|coupe|couperai en_deux|en_morceaux|en_mille|en_rondelles !a|au|aux|en|sur|dans|pour|avec|la|le|les|l|ta|ton|tes|ce|cette|un|une|des", false},
	// Threats4: pushing someone down the stairs or off a balcony, in
	// Italian ("lo spingo giù dalle scale").
	{CategoryThreats, 0.85, "lo|la|ti|vi|li spingo|spingero|butto|buttero|getto|gettero giu ~1 dalle_scale|dal_balcone|dalla_finestra|dal_tetto|dal_ponte|dall_impalcatura|dalla_scala|dalla_rampa !._no|._questo|._questa|._quel|._quella|._il|._la|._lo|._i|._le|._gli|._tanto", false},
	// Threats4: "gliela faccio pagare", making him pay; not at cards or in
	// a match, nor making someone pay a dinner.
	{CategoryThreats, 0.85, "gliela|te_la|ve_la|me_la|gliele|te_le faccio|faro|faremo|fara|facciamo pagare ?cara|caro|cara_e_amara|salata !a|al|alla|in|sul|sulla|con|io|tu|lui|lei|noi|la_cena|il_conto|il_pranzo|il_caffe|la_pizza|il_biglietto|la_multa|i_danni|per_il|per_la|tutto_il|tutta_la|lunedi|martedi|mercoledi|giovedi|venerdi|sabato|domenica|in_campo|al_ritorno|nel_ritorno|alla_prossima|a_calcetto|a_carte|a_scacchi|a_briscola", false},
	// Threats4: finding someone and finishing what was started, in Italian
	// ("mi ha detto che mi avrebbe trovato e finito quello che aveva
	// iniziato"); not homework finished.
	{CategoryThreats, 0.85, "mi|ti|lo|la|ci|vi|li ~1 trovato|trovare|trovera|trovero|troverebbe|beccato|beccare|beccherebbe ~3 e ~2 finito|finire|finira|finiro|finirebbe|finirei quello_che|cio_che aveva|avevano|ha|hanno ?gia iniziato|cominciato !._il|._la|._lo|._i|._le|._gli|._un|._una", false},
	// Threats4: "minacciato di morte", a death threat told in Italian, which
	// the trained rule of the noun ("minacce di morte") does not read.
	{CategoryThreats, 0.85, "^romanzo|film|serie|libro|personaggio|protagonista|eroe|eroina|gioco|fumetto|viene|venne minacciato|minacciata|minacciati|minacciate|minacciava|minacciano|minacciavano|minacciando di_morte !dal_pirata|dal_cattivo|dal_mostro|dal_drago|nel_film|nel_romanzo|nel_libro|nella_serie", false},
	// Threats4: threatening to harm one's children in Italian ("ha
	// minacciato di fare del male ai miei figli").
	{CategoryThreats, 0.85, "minacciato|minacciata|minacciati|minacciate|minaccia|minacciava|minacciano|minacciavano|minacciando di fare_del_male|fare_male|far_del_male|far_male a|ai|alla|alle|al|agli|mia|mio|miei|mie !mio_gatto|mia_gatta|mio_cane|mia_cagnolina|gatto|cane|giardino|mio_giardino|piante", false},
	// Threats4: killing the writer's family in French ("il a dit qu'il
	// allait venir chez moi et tuer ma famille"); not a joke that "kills"
	// one's mother with laughter.
	{CategoryThreats, 0.85, "^personnage|heros|mechant|acteur|comedien|roi|pirate allait|allaient|viendrait|viendra|menace|menacait|menacee|jure|promis ~6 tuer|egorger|poignarder|flinguer ma_famille|mes_enfants|mes_parents|ma_femme|mon_mari|ma_mere|mon_pere|ma_copine|mon_copain|ma_fille|mon_fils|ma_soeur|mon_frere|toute_ma_famille|mes_gosses !de|d|._replique", false},
	// Threats4: dealing with someone "permanently" ("I'll deal with him
	// myself, permanently").
	{CategoryThreats, 0.85, "deal_with|take_care_of|sort_out|handle|get_rid_of him|her|them|that_teacher|that_manager|my_boss|my_manager|my_teacher ?myself|ourselves ?. permanently|for_good|once_and_for_all !._i'm|._by|by", false},
	// Threats4: watching one's back from now on ("you'd better watch your
	// back from now on", "watch yourself after school"); not a back
	// watched when lifting boxes.
	{CategoryThreats, 0.85, "watch_your_back|watch_his_back|watch_her_back|watch_yourself|watch_yourselves|watch_their_backs|watch_your_backs ?. from_now_on|from_now|after_school|after_work|on_the_way_home|in_the_car_park|in_the_parking_lot|tonight|when_you_leave|when_you_go_home|when_he_leaves|when_she_leaves|at_night !._it's|._its|._the|._roads|._there's|._theres|._drive|._it_is", false},
	// Threats4: a weapon bought or carried, and a person of school or
	// work who "knows why" or "will find out why" ("I've started carrying a
	// blade to lectures and the professor knows why", "je viens en cours
	// avec une lame et le prof sait pourquoi", "ich komme mit einer Klinge
	// in die Vorlesung und der Prof weiß warum"); not a knife for a cake.
	{CategoryThreats, 0.85, "knife|blade|gun|pistol|rifle|machete|bat|crowbar|shotgun|revolver|petrol|gasoline|bullets|ammo|taser ?to|into|in|at ?class|school|work|lectures|lecture|the_office|uni|the_seminar|seminars|seminar|the_lab|lab|meetings|the_meeting|campus ?today|tomorrow|now|every_day and|. ~1 ?the|my|that|this|our " + threatRoles + "|principal|headteacher|dean|coordinator|invigilator|he|she|they ~1 will_find_out|knows_why|know_why|will_see_why|will_understand_why|will_learn_why|will_know_why|will_soon_find_out|is_going_to_find_out|is_gonna_find_out|will_find_out_why|will_regret_it !._baseball|._cricket|._softball|._it's|._its|._for|._we|._there's|._tryouts|._practice|._the_match|._the_game", false},
	{CategoryThreats, 0.85, "couteau|lame|arme|flingue|fusil|pistolet|batte|machette|essence|cutter|revolver|balles ?de_chasse|papillon|a_cran_d_arret ?en|a|au|dans|a_la|a_l ?cours|classe|fac|ecole|bureau|amphi|seminaire|reunion|boulot|travail|taf ?aujourd_hui|demain|maintenant et|. ~1 ?le|la|mon|ma|ce|cette|notre " + frThreatRoles + "|proviseur|surveillant|surveillante|il|elle ~1 comprendra|sait_pourquoi|verra_pourquoi|va_comprendre|saura_pourquoi|comprendra_pourquoi|va_vite_comprendre|va_le_regretter|le_regrettera|comprendra_vite", false},
	{CategoryThreats, 0.85, "coltello|lama|pistola|arma|fucile|mazza|machete|benzina|taglierino|proiettili ?da_caccia|a_serramanico ?a|in|al|alla|all ?scuola|classe|lezione|ufficio|aula|universita|facolta|riunione|lavoro|seminario|esame ?oggi|domani e|. ~1 ?il|la|mio|mia|quel|quella " + itThreatRoles + "|preside|lui|lei ~1 capira|sa_perche|vedra_perche|sapra_perche|capira_presto|se_ne_pentira|lo_scoprira|capira_perche !._c_e|._c|._abbiamo|._per|._la_partita|perche_._c_e|perche_._c|perche_._abbiamo|perche_._per|perche_._la_partita", false},
	{CategoryThreats, 0.85, "messer|klinge|waffe|knarre|pistole|gewehr|baseballschlager|machete|benzin|jagdmesser|munition ?gekauft|besorgt|dabei|eingepackt|mit ?in|zur|zum ?die_vorlesung|die_schule|die_uni|die_arbeit|das_buro|vorlesung|arbeit|schule|uni|klausur|seminar|das_seminar|arbeit ?. und|. ~1 der|die|mein|meine|dieser|diese " + deThreatRoles + "|prof ~3 warum|wofur|wozu|verstehen|wundern|bereuen", false},
	// Threats4: a place of school or work set on fire ("I'm going to torch
	// the staff room tonight", "stasera do fuoco alla sala professori"),
	// and a building that "will burn" with the petrol at hand ("the whole
	// faculty is going to burn, I've got the petrol", "toute la fac va
	// brûler, j'ai l'essence", "tutta la facoltà brucerà, ho già la
	// benzina", "die ganze Fakultät wird brennen, das Benzin hab ich
	// schon"); not a barbecue lit, nor "dar fuoco alle polveri".
	{CategoryThreats, 0.85, "i'm_going_to|im_going_to|i_am_going_to|gonna|i'll|ill|i_will|i'm_gonna|im_gonna|we're_going_to|we'll|imma|going_to ~1 torch|burn_down|set_fire_to|firebomb|petrol_bomb ~2 staff_room|staffroom|office|offices|school|faculty|department|building|lab|library|dorm|dorms|classroom|warehouse|canteen|gym|hall|campus !record|records|team|league|quiz|debate", false},
	{CategoryThreats, 0.85, "whole|entire|all ~3 going_to|will|gonna|is_gonna|is_going_to burn|go_up_in_flames|go_up ?. ~4 petrol|gasoline|gas_can|jerry_can|lighter_fluid|matches|accelerant !for_the_bonfire|for_the_bbq|for_the_barbecue|for_the_campfire|for_the_fire|for_the_grill|and_a_lighter|and_lighter_fluid|ready|for_the|for_tonight|for_later|in_the_shed|in_the_garage", false},
	{CategoryThreats, 0.85, "toute|tout|tous|toutes ~3 va|vont|vais_faire bruler|cramer|partir_en_fumee|flamber ?. ~4 essence|bidon|allumettes|briquet|jerrican", false},
	{CategoryThreats, 0.85, "tutta|tutto|tutti|tutte ~3 brucera|bruceranno|andra_a_fuoco|andranno_a_fuoco|prendera_fuoco|andra_in_fumo ?. ~4 benzina|tanica|accendino|fiammiferi|diavolina !di_benzina_vicino|di_benzina_accanto|di_benzina_per|vicino|accanto|per_il|per_la", false},
	{CategoryThreats, 0.85, "ganze|ganzes|gesamte|gesamten ~2 wird|werden|soll brennen|abbrennen|abfackeln|in_flammen_stehen|in_flammen_aufgehen ?. ~4 benzin|kanister|brandbeschleuniger|feuerzeug|streichholzer !benzin_neben|neben|neben_dem|und_streichholzer|und_grillanzunder|fur_den_grill|fur_das_lagerfeuer|furs_lagerfeuer", false},
	{CategoryThreats, 0.85, "do|daro|diamo|daremo fuoco a|al|alla|all|ai|alle ?sua|suo|sue|suoi|loro sala_professori|scuola|ufficio|facolta|universita|aula|laboratorio|magazzino|biblioteca|macchina|auto|casa|dipartimento|liceo|classe|capo|prof|professore|professoressa|segreteria|presidenza|reparto|mensa|palestra", false},
	// Threats4: bones broken, in English, French and German ("I'm going to
	// break his bones after the seminar", "je vais lui briser les os", "ich
	// brech ihm nach dem Seminar alle Knochen"); not the writer's own bones.
	{CategoryThreats, 0.85, "i'll|ill|i_will|i'm_going_to|im_going_to|i_am_going_to|i'm_gonna|im_gonna|gonna|we'll|we're_going_to|imma|ima ~1 break|snap|crush|smash his|her|your|their|every|all_his|all_her|all_your bones|bone|skull|ribs|kneecaps !in_the_game|in_the_video_game|in_game|in_tekken|in_mortal_kombat|in_the_ring|on_the_console|at_chess|in_this_game", false},
	{CategoryThreats, 0.85, "lui|te|t|leur|vous briser|casser|peter|fracasser|brise|casse|pete|fracasse|briserai|casserai|peterai|fracasserai les_os|tous_les_os|les_cotes|le_crane|la_machoire|les_genoux|la_nuque|le_cou|les_rotules !de_poulet|du_poulet|de_la_dinde|de_dinde|du_canard|de_canard|de_boeuf|de_veau|du_poisson|du_lapin|pour_le_bouillon|pour_la_soupe|pour_le_chien|._non", false},
	{CategoryThreats, 0.85, "brech|breche|brechen|zertrummere|zertrummer|zertrummern ihm|ihr|dir|euch ~4 knochen|rippen|beine|arme|finger|nase|kiefer|genick|schadel !._haha|._nur_spass|._spass|._lol|._scherz|._war_nur_spass", false},
	// Threats4: shooting or killing "the next one who" ("je tire sur le
	// prochain qui m'interrompt", "le prochain qui me manque de respect, je
	// l'allume", "ich knall den Nächsten ab, der mich unterbricht", "den
	// Nächsten, der mich respektlos behandelt, mach ich kalt").
	{CategoryThreats, 0.85, "tire|tirerai|tirerais|tirer sur le_prochain|la_prochaine|le_premier|la_premiere|quiconque|tous_ceux|toutes_celles|toute_personne|n_importe_qui qui|qu !arrive_au_stand|passe_au_stand|arrive_au_paintball|entre_dans_l_arene|arrive_au_laser|arrive_au_stand_de_tir", false},
	{CategoryThreats, 0.85, "le_prochain|la_prochaine|le_premier|la_premiere qui|qu ~8 ?. je|j|jvais|je_vais l|le|la allume|bute|plante|tue|descends|defonce|flingue|creve|saigne|egorge|eclate|allumerai|buterai|planterai|tuerai|descendrai|defoncerai|flinguerai|allumer|buter|planter|tuer|descendre|defoncer|flinguer|crever|saigner|egorger !au_karaoke|au_poker|aux_echecs|au_ping_pong|au_babyfoot|au_tennis|au_foot|au_jeu|a_la_belote|au_scrabble|au_billard|._mdr|._lol|._haha", false},
	{CategoryThreats, 0.85, "knall|knalle|erschiess|erschiesse|stech|steche|mach|mache|schlag|schlage|leg|lege den_nachsten|die_nachste|jeden|jede|jeden_einzelnen ~1 ab|kalt|nieder|tot|um ?. der|die|wer !beim_paintball|beim_lasertag|im_spiel|beim_spiel|beim_schiessen|beim_training", false},
	{CategoryThreats, 0.85, "den_nachsten|die_nachste|jeden|jede ?. der|die|wer ~6 ?. mach|mache|knall|knalle|stech|steche|schlag|schlage|leg|lege ich|wir ?ihn|sie kalt|ab|nieder|tot|um", false},
	// Threats4: hurting someone so badly he will never work again ("I'm
	// going to hurt that coordinator so badly she'll never teach again",
	// "je vais faire tellement mal à cette coordinatrice qu'elle
	// n'enseignera plus jamais", "faccio così male a quella coordinatrice
	// che non insegnerà mai più", "ich tu der Koordinatorin so weh, dass sie
	// nie wieder unterrichtet"), the writer the one who hurts; not shoes
	// that hurt so much one cannot walk, nor an exam done badly.
	{CategoryThreats, 0.85, "i'll|ill|i_will|i'm_going_to|im_going_to|i_am_going_to|i'm_gonna|im_gonna|gonna|we'll|we're_going_to|imma|ima ~1 hurt|beat|hit|batter|injure|punch|kick|smash ~4 so_badly|so_bad|so_hard ~2 he|she|they|you|he'll|she'll|they'll|you'll|he_will|she_will|they_will|you_will ~1 never|won't|will_never|can't|cannot|can_never !play|challenge|race|bet|beat|compete|ask_for_a_rematch|want_a_rematch", false},
	{CategoryThreats, 0.85, "=vais|je|jvais faire|ferai|fais tellement|si mal a|au|aux|a_la|a_l ~4 qu|que ~2 ne|n", false},
	{CategoryThreats, 0.85, "=je|j|vais|jvais lui|leur|te|vous|t faire|ferai|fais tellement|si mal ~2 qu|que ~2 ne|n", false},
	{CategoryThreats, 0.85, "gli|le|ti|vi|li faccio|faro cosi|talmente|tanto male ~1 che ~2 non|mai", false},
	{CategoryThreats, 0.85, "faccio|faro cosi|talmente|tanto male a|alla|al ?quel|quella|quello|questo|questa|quell|mio|mia " + itThreatRoles + "|coordinatrice|coordinatore|preside ~2 che ~2 non|mai", false},
	{CategoryThreats, 0.85, "=ich tu|tue|werde ~3 so weh ?tun ?. dass ~2 nie|nicht|nie_wieder|nie_mehr|nicht_mehr !wieder_gegen|gegen|wieder_mit_mir|mit_mir", false},
	// Threats4: "better sleep with the lights on" and the like, said of a
	// person; not a back watched when lifting.
	{CategoryThreats, 0.85, threatRoles + "|principal|dean|coordinator|supervisor|headteacher|headmaster better|should|had_better ~1 sleep_with_the_lights_on|sleep_with_one_eye_open|lock_his_doors|lock_her_doors|lock_their_doors|watch_his_back|watch_her_back|watch_their_backs|watch_their_back|start_running|say_his_prayers|say_her_prayers !in_the_staff|in_the_match|in_the_game|in_the_tournament|in_the_final|on_the_pitch|on_the_court|during_the_match|during_the_game|at_the_match|at_chess|at_tennis", false},
	{CategoryThreats, 0.85, "better|should|'d_better|had_better ~1 lock_his_doors|lock_her_doors|lock_their_doors|lock_your_doors|watch_his_back|watch_her_back|watch_their_backs|watch_your_back|watch_their_back|start_running|say_his_prayers|say_her_prayers|say_your_prayers !when|while|lifting|at|in|during|with|posture|if|before|for|._it|._this|._the_exam", false},
	// Threats4: knowing where someone's children play ("that examiner
	// better not fail me, I know where her kids play", "je sais où jouent
	// ses enfants", "so dove giocano i suoi figli", "ich weiß, wo ihre
	// Kinder spielen").
	{CategoryThreats, 0.85, "know|knows|i_know where his|her|your|their kids|children|son|daughter|daughters|sons|little_girl|little_boy ~1 play|plays|sleep|sleeps|hang_out|hangs_out|walk_home|walks_home !football|soccer|tennis|rugby|hockey|basketball|sports|chess|music|piano|the_piano|on_sundays|on_saturdays|at_the_weekend", false},
	{CategoryThreats, 0.85, "sais|sait|savons|connais ou jouent|dorment|joue|dort ~1 ses|tes|leurs|vos enfants|gosses|fils|fille|filles|gamins|petits|mioches !._je_vais_y|._j_y|._pour|au_foot|au_tennis|au_basket|le_mercredi_._je_vais_y|le_samedi_._je_vais_y|le_dimanche_._je_vais_y", false},
	{CategoryThreats, 0.85, "sais|sait|savons|connais ou ses|tes|leurs|vos enfants|gosses|fils|fille|filles|gamins|petits|mioches ~1 jouent|dorment|joue|dort", false},
	{CategoryThreats, 0.85, "so|sa|sappiamo|sappiamo_bene|so_bene dove giocano|dormono|gioca|dorme ~1 i_suoi|i_tuoi|i_loro|suo|sua|tuo|tua|le_sue|le_tue ?figli|figlio|figlia|figlie|bambini|bambino|bambina|bimbi !._lascio|._porto|._ci_porto|._per|a_calcio|a_tennis|a_basket", false},
	{CategoryThreats, 0.85, "weiss|wissen ?. wo ihre|seine|deine|eure ~1 kinder|tochter|sohn|kleinen|kids spielen|spielt|schlafen|schlaft !._ich_bringe|._ich_bring|._dort|._da|fussball|tennis|basketball", false},
	// Threats4: making sure someone never leaves a room ("I'm going to
	// make sure the professor never walks out of that room", "je vais
	// faire en sorte que ce prof ne sorte jamais de cette salle"); not a
	// badge left behind.
	{CategoryThreats, 0.85, "make_sure|see_to_it ?that ?the|that|my|this " + threatRoles + "|principal|dean|coordinator|he|she|they|you never walks|walk|leaves|leave|gets|get|makes_it|make_it ~1 out ?of ~2 alive|room|building|office|school|car_park|parking_lot|lab|hall|here|there", false},
	{CategoryThreats, 0.85, "faire_en_sorte_que|faire_en_sorte_qu|fais_en_sorte_que|ferai_en_sorte_que|ferai_en_sorte_qu ~3 ne|n sorte|sortent|ressorte|ressortent|quitte|quittent jamais|plus|pas_vivant|pas_vivante ~1 ?de|d ?cette|ce|la|le|l|son|sa|ici|vivant|vivante !sans|seul|seule|avant|apres|salle_sans|piece_sans|classe_sans|bureau_sans", false},
	// Threats4: knowing the bus or the way home of a person and being
	// there ("je sais quel bus prend le prof pour rentrer et j'y serai", "so
	// quale autobus prende il prof per tornare a casa e ci sarò anch'io").
	{CategoryThreats, 0.85, "sais|connais quel|quelle|quels|quelles bus|train|metro|chemin|trajet|parking|horaire|horaires|rer|tram ~8 et|. j_y_serai|je_serai_la|je_l_attendrai|je_serai_dedans|j_y_serai_aussi !._on|._nous|._on_habite|aussi_pour|pour_lui|pour_la|pour_le", false},
	{CategoryThreats, 0.85, "so|conosco quale|che|quali autobus|bus|treno|strada|percorso|orari|orario|parcheggio|metro|tram ~8 e|. ci_saro|lo_aspetto|la_aspetto|l_aspetto|io_ci_saro|ci_saro_anch_io|ci_saro_anche_io !._abitiamo|._siamo_vicini|._siamo|._viviamo|._lo_accompagno|._la_accompagno|per|anch'io_._abitiamo|anch'io_._siamo|anch'io_._viviamo|anche_io_._abitiamo", false},
	// Threats4: cornering a person and giving him a lesson ("on va
	// coincer le surveillant et lui donner une leçon", "blocchiamo il
	// sorvegliante e gli diamo una lezione", "schnappen wir uns die Aufsicht
	// und erteilen ihr eine Lektion").
	{CategoryThreats, 0.85, "coincer|coince|coincerai|coincerons|coincent|choper|chope|choperai ~4 et ~1 lui|leur donner|donne|donnerai|donnerons|mettre|mets|mettrai|mettrons une_lecon|une_bonne_lecon|une_correction|une_raclee|une_branlee|une_bonne_correction !de|d", false},
	{CategoryThreats, 0.85, "blocchiamo|blocco|becchiamo|becco|prendiamo|bloccheremo|beccheremo ~4 e ~1 gli|le|li diamo|do|daremo|daro una_lezione|una_bella_lezione|una_ripassata|una_sistemata|una_lezione_che_non_dimentichera|una_lezione_che_non_scordera|una_lezione_che_non_dimenticheranno !di|d", false},
	{CategoryThreats, 0.85, "schnappen|schnapp|schnappe|krallen|kralle|packen|packe ~3 uns|mir ~3 und ~1 erteilen|erteile|verpassen|verpasse ~1 ihm|ihr|ihnen ~1 eine lektion|abreibung|denkzettel !im|in|beim|am|auf", false},
	// Threats4: "je vais défoncer le superviseur", "jvais buter ce prof":
	// the French verbs of beating or killing with a person of work or
	// school, the writer the one who acts; not an exam "défoncé".
	{CategoryThreats, 0.85, "jvais|j_vais|je_vais|vais|j_vais_aller|je_vais_aller ~1 buter|defoncer|egorger|poignarder|tabasser|flinguer|saigner|cogner|lyncher|eclater le|la|l|ce|cette|cet|mon|ma ?gros|grosse|sale " + frThreatRoles + "|surveillant|surveillante|proviseur|superviseur|coordinateur|coordinatrice !au_tennis|au_foot|au_mario_kart|au_mario|aux_echecs|au_ping_pong|au_babyfoot|au_billard|au_poker|au_jeu|a_la_belote|au_badminton|au_squash|a_fifa|au_basket|au_bowling|au_karaoke|en_finale|au_match|au_quiz|au_scrabble", false},
	{CategoryThreats, 0.85, "le|la|te|les|vous|l saigner|saignerai|saigne|egorger|egorgerai|egorge|eventrer|eventrerai comme un|une porc|cochon|poulet|mouton|lapin|chien|truie !._non|._dit_le_chef|._dit_le_boucher|._dit_le_cuisinier|._explique_le_chef|._explique_le_boucher", false},
	// Threats4: slitting someone open in German ("ich schlitz ihn auf").
	{CategoryThreats, 0.85, "schlitz|schlitze|schlitzen ihn|dich|euch ~3 auf !._den|._diesen|._das|._die", false},
	{CategoryThreats, 0.85, "schlitz|schlitze|schlitzen ihm|ihr|dir ~1 die_kehle|den_bauch|die_pulsadern|das_gesicht auf", false},
	// Threats4: waiting for someone with a weapon, in German ("ich warte
	// mit einem Baseballschläger vor dem Büro des Tutors").
	{CategoryThreats, 0.85, "warte|warten|werde_warten|wart ~3 mit ~1 einem|einer|meinem|meiner|nem|ner|dem|der baseballschlager|messer|knuppel|hammer|axt|pistole|waffe|eisenstange|knarre|machete|schlagstock !auf_den_kuchen|auf_die_torte|auf_den_braten|auf_das_essen|in_der_kuche|am_tisch|auf_den_handwerker", false},
	// Threats4: pushing someone in front of a train ("he threatened to push
	// me in front of the train", "ha minacciato di spingermi sotto la
	// metro", "er hat mir gedroht, mich vor die U-Bahn zu schubsen"); not a
	// crowd that nearly pushed the writer onto the tracks.
	{CategoryThreats, 0.85, "^almost|nearly|crowd|crowds|rush|people|wind|nearly_got|almost_got push|shove|throw|pushing|shoving|throwing me|him|her|you|them|us in_front_of|under|onto ?the|a train|bus|tube|subway|truck|lorry|car|tram|tracks|metro|underground", false},
	{CategoryThreats, 0.85, "spingermi|spingerti|spingerlo|spingerla|spingerci|buttarmi|buttarti|buttarlo|buttarla|buttarci|spingo|butto|spingero|buttero ~1 sotto ~1 la_metro|il_treno|la_metropolitana|un_treno|un_autobus|l_autobus|una_macchina|il_tram|un_camion|un_tir", false},
	{CategoryThreats, 0.85, "vor ~1 die|den|einen|eine|das u_bahn|ubahn|zug|bahn|s_bahn|bus|auto|lkw|strassenbahn|tram zu_schubsen|zu_stossen|zu_werfen|schubsen|stossen|werfen|schubse|stosse|werfe|schubst|stosst|wirft", false},
	// Threats4: a bloodbath if the writer is thrown out ("if they kick me
	// out there will be a bloodbath", "se mi cacciano qui succede un bagno di
	// sangue", "wenn die mich rauswerfen, gibt es hier ein Blutbad"); not a
	// bloodbath of the markets or of jobs.
	{CategoryThreats, 0.85, "kick|kicks|fire|fires|sack|sacks|expel|expels|fail|fails|suspend|suspends ~2 me ~3 ?. there_will_be|there'll_be|there's_gonna_be|there_is_going_to_be|there's_going_to_be|it'll_be|it_will_be a_bloodbath|a_massacre|blood|bloodshed !in_my|in_the|on_my|among|of", false},
	{CategoryThreats, 0.85, "cacciano|licenziano|bocciano|espellono|sospendono|caccia|licenzia|boccia|espelle|sospende ~3 ?. ~2 succede|sara|ci_sara|scoppia|finisce_in un_bagno_di_sangue|una_strage|un_massacro|una_carneficina !nei|nel|nella|negli|dei|in_borsa|alla_borsa", false},
	{CategoryThreats, 0.85, "rauswerfen|rauswirft|feuern|feuert|kundigen|kundigt|exmatrikulieren|exmatrikuliert|durchfallen_lassen|durchfallen_lasst|rausschmeissen|rausschmeisst ~2 ?. gibt|gibts ~2 ein_blutbad|ein_massaker|blut !beim|bei|im|an_der|an|._haha|._lol", false},
	// Threats4: "something" brought, and then people will see who is
	// laughing ("I'm bringing something tomorrow and the whole class will
	// see who's laughing then", "ich bring morgen was mit, dann wird die
	// ganze Klasse sehen, wer hier lacht").
	{CategoryThreats, 0.85, "bring|bringing|brought something|a_little_something|something_special ~6 see|find_out|know who's_laughing|who_is_laughing|who_laughs|who'll_be_laughing|who_laughs_last|who's_laughing_now", false},
	{CategoryThreats, 0.85, "bring|bringe ~2 was|etwas mit ?. ~5 sehen|merken|wissen ?. wer ~2 lacht|lachen|zuletzt_lacht !._meine|._mein|._unser|._unsere|._ein|._eine|._kuchen|._torte|beim|bei|im|am", false},
	{CategoryThreats, 0.85, "ramene|apporte|amene|ramenerai|apporterai|amenerai quelque_chose|un_truc|un_petit_truc ~6 ?. ~4 verra|verront|verrez|verras qui ~2 rigole|rit|rira|rigolera|rigolent|rient !._des|._du|._de|._un|._une|._le|._la|._les|._mon|._ma|._mes", false},
	// Threats4: setting one's brothers or dogs on a person ("she threatened
	// to set her brothers on me", "sie hat gedroht, ihre Brüder auf mich zu
	// hetzen", "ha minacciato di mandarmi contro i suoi fratelli").
	{CategoryThreats, 0.85, "set|sic|setting|siccing his|her|their|my|the brothers|friends|mates|boys|gang|cousins|dogs|dog|family|people|guys|lads on me|on_us|on_him|on_her|on_you !at|in|during|with|for", false},
	{CategoryThreats, 0.85, "ihre|seine|die|seinen|ihren|meine|deine bruder|freunde|kumpels|leute|jungs|hund|hunde|familie|cousins|gang auf ~1 mich|uns|dich|ihn|sie ?zu hetzen|hetzt|hetze|loszulassen|loslassen", false},
	{CategoryThreats, 0.85, "mandarmi|mandarci|mandarti|mandargli|mandarle|mandare|manda|mandera|mando|mandero contro|addosso ~1 i_suoi|i_miei|i_tuoi|i_loro|suoi|miei|tuoi ?fratelli|amici|cugini|ragazzi|cani|scagnozzi|compari|parenti", false},
	// Threats4: German blows ("noch ein Wort und ich hau dir eine rein",
	// "ich prügel den Ausbilder windelweich", "ich werde es dem Chef
	// heimzahlen, und zwar mit den Fäusten", "ich mach die Prof fertig, die
	// überlebt das nicht"), a house set alight ("ich zünde dem Chef die
	// Bude an"), a door marked "du bist die Nächste", and a wish never to
	// have met the writer ("die Lehrerin wird sich noch wünschen, sie hätte
	// mich nie gesehen").
	{CategoryThreats, 0.85, "hau|haue|hauen dir|ihm|ihr|euch eine|einen|paar|ein_paar rein|runter|auf_die_fresse|aufs_maul|in_die_fresse !._nein", false},
	{CategoryThreats, 0.85, "prugel|prugele|prugeln|schlag|schlage|schlagen|hau|haue|verprugel|verprugele ~3 windelweich|grun_und_blau|krankenhausreif|zu_brei|halbtot !._so_wird|._so_wird_das", false},
	{CategoryThreats, 0.85, "heimzahlen|heimzahle|heimzahlt ~3 ?. ~3 mit_den_fausten|mit_der_faust|mit_gewalt|mit_einem_messer|mit_der_waffe|mit_der_knarre|mit_blut !beim|bei|im|am|auf", false},
	{CategoryThreats, 0.85, "mach|mache|machen ~3 fertig ?. ~2 uberlebt|uberlebst|uberleben das|es nicht !._haha|._lol|._spass|._nur_spass", false},
	{CategoryThreats, 0.85, "zunde|zunden|zund|fackel|fackele|fackle ~3 die_bude|das_haus|die_wohnung|das_auto|die_karre|den_wagen|das_buro|die_hutte|die_schule an|ab", false},
	{CategoryThreats, 0.85, "du_bist_die_nachste|du_bist_der_nachste|du_bist_als_nachstes_dran|du_bist_als_nachste_dran|du_bist_als_nachster_dran ~2 beschmiert|gesprayt|gespruht|geschrieben|geritzt|gekratzt|hinterlassen|hingelegt", false},
	{CategoryThreats, 0.85, "zettel|nachricht|sms|brief|graffiti ~3 du_bist_die_nachste|du_bist_der_nachste|du_bist_als_nachstes_dran|du_bist_als_nachste_dran|du_bist_als_nachster_dran", false},
	{CategoryThreats, 0.85, "wird|werden|wirst ~1 sich|dich|euch ~1 wunschen ?. ~3 nie|niemals ~2 geboren|gesehen|getroffen|kennengelernt|angelegt|begegnet|verarscht", false},
	// Threats4: English blows with a person of work or school ("after my
	// shift I'm going to deck the foreman", "I'm going to beat the trainer
	// black and blue"), and a wish never to have been born ("you'll wish
	// you'd never been born"); not the halls decked, nor a game won.
	{CategoryThreats, 0.85, "i'm_going_to|im_going_to|i_am_going_to|i'm_gonna|im_gonna|gonna|i'll|ill|i_will|imma|ima|we're_going_to|we'll ~1 deck|punch|flatten|floor|clock|headbutt|knock_out|sucker_punch ?the|that|my|this|our " + threatRoles + "|foreman|principal|headteacher|headmaster|dean|coordinator !with_my_presentation|with_my_idea|with_my_ideas|with_my_speech|with_my_pitch|with_my_cooking|with_my_results|with_my_work|with_the_news|with_the_results|with_our_results|with_my_report|with_this_presentation|with_this_news|with_kindness|with_compliments", false},
	{CategoryThreats, 0.85, "^team|sales|numbers|results|we beat|beating ~3 black_and_blue|to_a_pulp|senseless|half_to_death|within_an_inch_of_his_life|within_an_inch_of_her_life !at|in|on|._that's_how|._thats_how", false},
	{CategoryThreats, 0.85, "will|'ll|gonna|going_to|you'll|he'll|she'll|they'll ~1 wish ~3 never been_born|crossed_me|messed_with_me|met_me|touched_me|laid_a_finger_on_me|fucked_with_me !after|when|once|._it's|._its|._lol|._haha|._this", false},
	// Threats4: Italian blows with a person of work or school ("dopo il
	// turno do un pugno al caporeparto"); not a ball kicked.
	{CategoryThreats, 0.85, "do|daro|tiro|tirero|mollo|mollero un_pugno|un_calcio|una_testata|un_cazzotto|uno_schiaffo|un_ceffone|una_sberla|un_pugno_in_faccia ?a|al|alla|all|allo ?mio|mia|quel|quella " + itThreatRoles + "|caporeparto|caposquadra|capoturno|capufficio|preside|istruttore|istruttrice|sorvegliante", false},
	// Threats4: Italian veiled threats: "il capo stia attento che di notte
	// non gli succeda niente", a conditional "se la docente mi umilia
	// ancora, vedrà", a role who "non vedrà il suo prossimo compleanno", and
	// "ha detto che è arrivata la mia ora".
	{CategoryThreats, 0.85, "stia|stiano attento|attenta|attenti ~1 che|a ~3 non gli|le|vi|ci succeda|capiti|accada niente|nulla|qualcosa !al|alla|ai|alle|allo|agli|a|in|durante", false},
	{CategoryThreats, 0.85, "se ~1 " + itThreatRoles + "|docente ~1 mi ~4 ?. vedra|vedranno|se_ne_pentira|se_ne_pentiranno|la_paghera|la_pagheranno .", false},
	{CategoryThreats, 0.85, itThreatRoles + "|docente|preside ~2 non vedra|arrivera_al|arrivera_a|festeggera il_suo|al_suo|suo prossimo compleanno|natale !senza|con|in|a|da|per", false},
	{CategoryThreats, 0.85, "detto|dice|scritto|scrive|urlato|gridato ~1 che|ch e_arrivata|arrivata|e_giunta|e_suonata la_mia_ora|la_tua_ora !di|._di|per|._per", false},
	{CategoryThreats, 0.85, "la_tua_ora e_arrivata|e_giunta|e_suonata|sta_arrivando !._tocca|._e_il_tuo_turno|di|._di|per", false},
	// Threats4: leaving in a body bag, a coffin or an ambulance ("the
	// manager will leave this building in a body bag", "I'll send the
	// manager home in a box", "le manager va sortir du bureau dans un sac
	// mortuaire", "il capo uscirà dall'ufficio in un sacco nero", "der Chef
	// verlässt das Büro im Leichensack"), and not getting out alive ("he's
	// not getting out of that office alive", "il ne sortira pas vivant de
	// ce bureau", "non esce vivo da quell'ufficio", "der kommt nicht lebend
	// aus dem Büro"); not a parcel sent home in a box, nor a meeting
	// nobody survives ("we're not getting out of this meeting alive").
	{CategoryThreats, 0.85, "^victim|victims|character|characters|hero|heroine|protagonist|corpse|villain leave|leaves|leaving|go_home|goes_home|going_home|carried_out|come_out|comes_out ~4 in_a_body_bag|in_a_coffin|in_a_box_six_feet_under|feet_first !in_the_first_scene|in_the_first_episode|in_episode|in_the_pilot|in_the_film|in_the_movie|in_the_show|in_the_series|in_season", false},
	{CategoryThreats, 0.85, "^patient|patients|baby|grandma|grandpa|granny|nan|mum|mom|dad|mother|father|resident|casualty|victim is_leaving|will_leave|'s_leaving|is_going_home|will_go_home|is_gonna_leave|is_going_to_leave ~2 in_an_ambulance|on_a_stretcher !to_the|to|for_a|for", false},
	{CategoryThreats, 0.85, "send|sending ?the|that|my|this " + threatRoles + "|foreman|principal|dean|him|her|them home|back|out in_a_box|in_a_body_bag|in_a_coffin|in_an_ambulance|on_a_stretcher !of", false},
	{CategoryThreats, 0.85, "=he's|she's|he|she|they|they're|hes|shes|theyre|he'll|she'll|" + threatRoles + " not|won't|never|isn't|wont getting|get|walk|walking|make_it|making_it|leave|leaving|come|coming out ~4 alive !._the|._lol|._haha|._it's|._its|from", false},
	{CategoryThreats, 0.85, "^heros|heroine|personnage|victime|acteur|actrice|protagoniste va|vont|vais ~1 sortir|repartir|partir|ressortir|finir ~4 sac_mortuaire|dans_un_cercueil|entre_quatre_planches|les_pieds_devant !au_dernier|au_prochain|a_la_fin|dans_la_serie|dans_le_film|a_l_episode|en_fin_de_saison|de_la_saison|du_film|du|de_la|de_l|des|._non", false},
	{CategoryThreats, 0.85, "^on|nous|je|j ne|n sortira|sortiront|ressortira|ressortiront|repartira|repartiront pas|jamais vivant|vivante|vivants|vivantes", false},
	{CategoryThreats, 0.85, "^protagonista|personaggio|eroe|eroina|vittima|attore|attrice uscira|esce|escono|usciranno|tornera|torna|andra_via|va_via ~3 in_un_sacco_nero|dentro_una_bara|in_una_bara|con_i_piedi_davanti|in_un_sacco_di_plastica !nell|nel|nella|alla_fine|dell|della", false},
	{CategoryThreats, 0.85, "^io|noi|nessuno non esce|uscira|escono|usciranno vivo|viva|vivi|vive !da_questo_esame|da_quest_esame|dall_esame|da_questa_verifica|dalla_verifica|da_questo_compito|dal_compito|dall_interrogazione|da_questa_lezione|da_questo_corso|da_questa_riunione|da_questa_settimana|da_questo_semestre|dalla_sessione|ahah|ahahah|haha|ahaha", false},
	{CategoryThreats, 0.85, "verlasst|verlassen|geht|kommt|fahrt|raus ~3 im_leichensack|im_sarg|mit_den_fussen_voran|im_zinksarg !._nein", false},
	{CategoryThreats, 0.85, "kommt|kommst|wird nicht|nie lebend|lebendig ~3 raus|heraus|aus !dem_escape_room|dem_escape|dem_escaperoom|der_geisterbahn|dem_spukhaus|dieser_sitzung|dieser_besprechung|diesem_meeting|dieser_prufung|dieser_klausur|diesem_kurs", false},
	// Threats4: a face rearranged, teeth knocked out, a head smashed
	// against a wall ("I'll rearrange the supervisor's face", "gli cambio i
	// connotati", "I'm going to knock his teeth out", "je vais lui faire
	// sauter les dents", "dem Betreuer schlag ich die Zähne aus", "I'm going
	// to bash the instructor's head against the wall", "je vais lui
	// fracasser la tête contre le mur", "ich schlag ihm den Kopf gegen die
	// Wand", "I'll cave his head in"); not furniture rearranged to face a
	// window, the writer's own head against the wall, nor a dentist.
	{CategoryThreats, 0.85, "rearrange his|her|your|their|that|the ~1 face|features|teeth !to|towards|on_the_poster|on_the_photo|on_the_picture|on_the_screen|in_the_photo|in_the_picture|in_photoshop|with_stickers|with_makeup|with_make_up", false},
	{CategoryThreats, 0.85, "cambio|cambiero|cambiare|cambiargli|cambiarle|cambiarti|cambiamo i_connotati !alla_foto|nella_foto|con_l_app|con_photoshop|con_il_trucco|col_trucco|al_personaggio|al_disegno", false},
	{CategoryThreats, 0.85, "knock|kick|punch|smash his|her|your|their|the ~1 teeth ?out|in !._no_._just|._no_._only|._no_._it_s", false},
	{CategoryThreats, 0.85, "lui|te|t|leur|vous faire_sauter|peter|casser|exploser les_dents|toutes_les_dents|les_dents_de_devant !de_lait|._le_dentiste|._non", false},
	{CategoryThreats, 0.85, "schlag|schlage|hau|haue|tret|trete ~2 die_zahne aus|ein", false},
	{CategoryThreats, 0.85, "bash|smash|slam|bang|ram his|her|your|their|the|that ~1 head|skull|face against|into|on|through the_wall|the_desk|the_floor|the_table|the_door|the_locker|the_lockers|a_wall|a_desk", false},
	{CategoryThreats, 0.85, "cave ~2 head|skull|face in", false},
	{CategoryThreats, 0.85, "lui|te|t|leur|vous fracasser|exploser|eclater|cogner|taper|claquer|fracasse|explose|eclate|cogne la_tete|le_crane|la_gueule contre|sur le_mur|la_table|le_bureau|le_sol|la_porte|le_casier", false},
	{CategoryThreats, 0.85, "schlag|schlage|hau|haue|knall|knalle ihm|ihr|dir|euch|dem|der ~2 den_kopf|die_birne|den_schadel gegen|an die_wand|den_tisch|die_tur|den_boden|die_tischkante", false},
	// Threats4: a list of the people the writer will shoot, in French,
	// Italian and German ("j'ai fait une liste des profs que je vais
	// descendre", "ho fatto una lista dei prof a cui sparare", "ich habe
	// eine Liste mit den Lehrern gemacht, die ich erschießen werde").
	{CategoryThreats, 0.85, "liste ~6 que|qu je|j|on vais|va|veux ~1 descendre|tuer|buter|flinguer|abattre|poignarder|egorger|cramer !dans|en|sur|au|a|aux", false},
	{CategoryThreats, 0.85, "lista ~6 a_cui|da|che sparare|uccidere|ammazzare|far_fuori|accoltellare|voglio_uccidere|voglio_ammazzare|uccidero|ammazzero", false},
	{CategoryThreats, 0.85, "liste ~6 ?. die|den|denen ich ~1 erschiessen|umbringen|abstechen|toten|abknallen|kaltmachen ?werde|will", false},
	// Threats4: French and Italian veiled threats: "il ne perd rien pour
	// attendre", "je vais lui faire sa fête", "al capo gli faccio la festa"
	// (not a surprise party), "se mi boccia lo vado a cercare", "quel prof
	// deve guardarsi le spalle".
	{CategoryThreats, 0.85, "^gateau|plat|vin|fromage|ragout|dessert|repas|soupe|tarte|gratin|roti|pain ne|n perd|perds|perdez|perdra rien pour_attendre !._mon_frere|._ma_soeur|._mon_cousin|._ma_cousine|._je_vais_le_battre|._je_vais_la_battre", false},
	{CategoryThreats, 0.85, "lui|leur|te|vous faire|ferai|fais|ferons sa|leur|ta|votre fete !pour|d_anniversaire|surprise|demain|samedi|dimanche|ce_soir|au|a|avec|chez|en|._a_ce|._a_cette|._a_ces|._au|._aux", false},
	{CategoryThreats, 0.85, "gli|le|ti|vi faccio|faremo|facciamo|faro la_festa !a_sorpresa|a|al|alla|di|per|sabato|domani|in|con|d_addio|stasera|._a_questo|._a_questa|._a_quel|._a_quella|._al|._alla|._ai|._alle", false},
	{CategoryThreats, 0.85, "se ~3 mi ~3 ?. lo|la|li vado|andiamo|verro|vengo a_cercare !._il|._la|._i|._le|._quel|._quella|._un|._una|in_biblioteca", false},
	{CategoryThreats, 0.85, itThreatRoles + " ~1 deve|devono|dovra|dovrebbe|farebbe_bene_a guardarsi_le_spalle !nella|nel|durante|alla|al|in|a", false},
	// Threats4: German warnings to a person of work or school on the way
	// home ("der Professor sollte heute auf dem Heimweg gut aufpassen"), and
	// getting him when he is alone ("ich hol mir den Chef, wenn er allein
	// ist").
	{CategoryThreats, 0.85, "der|die " + deThreatRoles + "|professor ~1 sollte|soll|sollten ~3 heimweg|nachhauseweg|weg_nach_hause ~2 aufpassen|vorsichtig_sein|sich_in_acht_nehmen !._es|._da|._weil|weil|._die_strassen|._die_strasse|._wegen|wegen|._bei", false},
	{CategoryThreats, 0.85, "hol|hole|schnapp|schnappe|krall|kralle ~1 mir|uns den|die " + deThreatRoles + " ?. wenn ~2 allein|alleine !ist_._um|ist_._damit|ist_._weil|ist_._fur", false},
	// Spanish threats in the idioms of a beating, a stabbing or a shot
	// (esHarmIdioms: "le voy a romper la crisma", "lo voy a moler a palos",
	// "te voy a cagar a palos", "le pego un balazo"), with the pronoun
	// before the verb or joined to the infinitive; not a game or a joke
	// after (esNotAfterHarm).
	{CategoryThreats, 0.9, "te|le|lo|la|los|las|les|os ~1 voy|vamos|ire|iremos|vas|va|van ~1 a " + esHarmIdioms + " " + esNotAfterHarm, false},
	{CategoryThreats, 0.9, "voy_a|vamos_a|quiero|pienso|juro_que_voy_a ~1 " + esHarmIdiomsJoined + " " + esNotAfterHarm, false},
	{CategoryThreats, 0.9, "te|le|les|os pego|meto|doy|pegare|metere|dare ~1 un_balazo|una_punalada|un_navajazo|una_hostia|de_hostias|dos_hostias|un_tiro|una_bala " + esNotAfterHarm + "|balon|pelota|porteria|puerta|palo|larguero|escuadra|grada|area|arco|red|poste", false},
	{CategoryThreats, 0.9, "te|le|les|os|lo|la rajo|rajare|clavo|clavare|rompo|parto|rompere|partire ~1 la_cara|el_cuello|el_cuchillo|la_navaja|un_cuchillo|una_navaja|las_tijeras|la_crisma|el_alma|la_madre " + esNotAfterHarm + "|la_sandia|el_melon|la_tarta|el_jamon|la_carne|el_pan|la_calabaza|el_pollo|la_fruta|el_queso|la_pina|el_bizcocho|proximo_combate|combate|ring|cuadrilatero|sparring", false},
	{CategoryThreats, 0.9, "voy_a|vamos_a|quiero|pienso ~1 reventar_a_palos|moler_a_palos|cagar_a_palos|cagar_a_trompadas|agarrar_a_golpes|agarrar_a_trompadas|agarrar_a_balazos|agarrar_a_tiros|meter_plomo|llenar_de_plomo ~1 a|al " + esNotAfterHarm, false},
	// "Cargarse a" someone is to kill them ("me cargo al encargado", "me
	// voy a cargar a la profesora", "me cargo a todos"), with the
	// personal "a" of a role or of everyone, never "me cargo a la
	// espalda".
	{CategoryThreats, 0.9, "me_cargo|me_cargare|me_voy_a_cargar|voy_a_cargarme|nos_cargamos|nos_vamos_a_cargar|vamos_a_cargarnos|me_cargaria al|a_la|a_mi|a_ese|a_esa|a_este|a_esta|a_nuestro|a_nuestra|a_los|a_las " + esThreatRoles + "|profes|profesores|profesoras|jefes|maestro|maestra|companeros|companeras|compis|compi|director|directora|gerente|alumnos !final|finales|del_juego|del_nivel|de_la_pantalla|en_el_juego|de_tenis|de_padel|de_ajedrez|de_mus|en_el_partido|en_la_final|en_el_torneo|al_tenis|al_padel|al_ajedrez|al_mus|a_las_cartas|al_parchis", false},
	{CategoryThreats, 0.9, "me_cargo|me_cargare|me_voy_a_cargar|voy_a_cargarme|nos_cargamos|nos_vamos_a_cargar|vamos_a_cargarnos|me_cargaria a_todos|a_todo_el_mundo|a_unos_cuantos|a_mas_de_uno|a_todos_los_de|a_todas !en_el_juego|en_el_fortnite|en_el_fifa|al_mus|a_las_cartas|en_el_torneo|en_el_mario|al_mario|en_la_partida|en_el_mus|al_parchis|en_el_parchis|al_poker|en_el_poker|al_ajedrez|en_el_ajedrez|en_la_carrera|en_el_concurso|en_la_final|en_el_campeonato|en_la_liga|al_trivial|en_el_trivial|al_uno|las_asignaturas|las_materias|las_tareas|las_series|las_galletas|las_pizzas|las_cervezas|los_examenes|los_deberes|los_capitulos|los_episodios|los_niveles|los_jefes_finales", false},
	// Shooting sprees and massacres announced ("me lío a tiros en clase",
	// "voy a hacer una masacre en el instituto", "haré lo de Columbine"),
	// bombs set in a place of school or work ("pongo una bomba en la
	// facultad"), a place burnt with a person inside, and blood promised
	// ("va a correr la sangre"), not in a game, a film or a series.
	{CategoryThreats, 0.9, "me_lio_a_tiros|liarme_a_tiros|me_voy_a_liar_a_tiros|cagarme_a_tiros|me_lio_a_balazos|liarme_a_balazos|me_agarro_a_tiros|agarrarme_a_tiros|empezar_a_disparar|empiezo_a_disparar|me_pongo_a_disparar|ponerme_a_disparar !en_el_juego|en_el_fortnite|en_el_call|en_el_cod|en_la_play|en_paintball|en_el_paintball|en_el_airsoft|al_paintball|al_airsoft|con_la_pistola_de_agua|con_pistolas_de_agua|con_globos", false},
	{CategoryThreats, 0.9, "hare|hacer|voy_a_hacer|vamos_a_hacer|repetir|repetire ~1 lo_de_columbine|otro_columbine|un_columbine|una_masacre|una_matanza|un_tiroteo ~4 instituto|colegio|escuela|facultad|universidad|oficina|clase|empresa|aula|campus|cole|insti|uni", false},
	{CategoryThreats, 0.9, "poner|pongo|pondre|pondria|ponga|meter|meto|dejar|dejo|dejare|colocar|coloco ~1 una_bomba|un_explosivo|una_bomba_casera|explosivos en|dentro_de|dentro_del ~2 escuela|edificio|universidad|facultad|campus|aula|clase|oficina|colegio|instituto|biblioteca|empresa|fabrica|tienda|despacho|comedor|gimnasio|sala", false},
	{CategoryThreats, 0.85, "quem*|incendi*|arda|arder|ardan|vuele|volar|vuelen|explote|explotar ~5 con_el_jefe_dentro|con_la_jefa_dentro|con_todos_dentro|con_el_profe_dentro|con_la_profe_dentro|con_el_dentro|con_ella_dentro|con_ellos_dentro|con_todos_adentro|con_el_adentro|con_ella_adentro|con_todos_ellos_dentro|con_todo_el_mundo_dentro|con_la_gente_dentro", false},
	{CategoryThreats, 0.85, "^pelicula|peli|serie|libro|obra|juego|novela|capitulo|episodio|temporada va_a_correr_la_sangre|va_a_correr_sangre|correra_la_sangre|va_a_haber_sangre|habra_sangre|va_a_haber_un_bano_de_sangre|habra_un_bano_de_sangre|va_a_ser_un_bano_de_sangre|aqui_corre_la_sangre !en_la_pelicula|en_la_peli|en_la_serie|en_el_juego|en_la_obra|en_el_libro|en_el_capitulo|en_el_episodio|en_la_donacion|en_el_analisis|en_el_derbi|en_el_partido|en_la_final|en_el_clasico|para_los_presupuestos|para_el_presupuesto|en_la_bolsa|en_bolsa|en_las_rebajas|este_verano|para_los_fichajes", false},
	{CategoryThreats, 0.85, "si_me|si_no_me|como_me|como_no_me|como_vuelva_a|si_vuelve_a ~6 ?. ~1 alguien_va_a_morir|alguien_va_a_salir_herido|alguien_va_a_salir_herida|alguien_va_a_acabar_herido|alguien_va_a_acabar_en_el_hospital|alguien_saldra_herido|alguien_lo_va_a_pagar|alguien_lo_pagara|alguien_va_a_sufrir|alguien_va_a_salir_mal_parado|va_a_morir_alguien|va_a_correr_la_sangre", false},
	// Warnings with no harm named: a day not to come in ("no vengáis
	// mañana a clase, lo digo en serio"), a score that will be paid ("va a
	// pagar por lo que me hizo", "me las va a pagar", "se va a arrepentir
	// de haberme suspendido"), "no sabe con quién se mete", a person who
	// will not leave alive or will leave in a box, "vas a desear no haber
	// nacido", "más te vale dormir con un ojo abierto".
	{CategoryThreats, 0.85, "no_vengan|no_vengais|no_vengas|no_venga|no_vayan|no_vayais ~3 a_clase|al_instituto|a_la_facultad|al_colegio|a_la_escuela|a_la_oficina|al_trabajo|a_la_universidad|al_cole|al_insti|a_la_uni ~3 ?. ~2 lo_digo_en_serio|va_a_pasar_algo_gordo|va_a_pasar_algo_malo|va_a_pasar_algo_muy_gordo|va_a_correr_la_sangre|estan_avisados|estais_avisados|quedan_avisados|quedais_avisados|no_digan_que_no_avise|no_digais_que_no_avise", false},
	{CategoryThreats, 0.85, "va_a_pagar|van_a_pagar|vas_a_pagar|pagara|pagaran|pagaras|lo_va_a_pagar|lo_van_a_pagar|lo_pagara|lo_pagaran por_lo_que ~1 me_hizo|nos_hizo|le_hizo|me_ha_hecho|nos_ha_hecho|me_hicieron|nos_hicieron|me_han_hecho|me_hace|nos_hace|me_dijo|hizo|ha_hecho !perder|gastar|esperar|comprar|reir|llorar_de_risa", false},
	{CategoryThreats, 0.85, "^hermana|hermano|hermanita|hermanito|primo|prima me_las_va_a_pagar|me_la_va_a_pagar|me_las_pagara|me_la_pagara|me_las_van_a_pagar|me_la_van_a_pagar|me_las_pagaran|nos_las_va_a_pagar|nos_las_pagara|me_las_pagais|me_las_vais_a_pagar|me_las_van_a_pagar_todas !todas_en|en_el|en_la|al|jaja|jajaja|._jaja|._le_toca|._te_toca|._me_toca|._invita|._paga", false},
	{CategoryThreats, 0.85, "se_va_a_arrepentir|se_van_a_arrepentir|se_arrepentira|se_arrepentiran|te_arrepentiras|os_arrepentireis ~1 de_haberme|de_habernos|de_meterse_conmigo|de_meterse_con_nosotros|de_haberse_metido_conmigo|de_lo_que_me_hizo|de_lo_que_nos_hizo|de_lo_que_me_ha_hecho|de_despedirme|de_echarme|de_suspenderme|de_humillarme|de_tocarme|de_haber_nacido|de_conocerme !retado|retada|desafiado|desafiada|invitado|invitada|ganado|elegido|elegida|dejado|dejado_ganar", false},
	{CategoryThreats, 0.85, "no_sabe_con_quien_se_mete|no_saben_con_quien_se_meten|no_sabe_con_quien_se_esta_metiendo|no_saben_con_quien_se_estan_metiendo|no_sabes_con_quien_te_metes|no_sabes_con_quien_te_estas_metiendo|no_sabeis_con_quien_os_meteis ?. ~2 ya_lo_vera|ya_lo_veran|ya_vera|ya_veran|ya_lo_veras|ya_veras|se_va_a_enterar|se_van_a_enterar|te_vas_a_enterar|se_va_a_arrepentir|se_van_a_arrepentir|te_vas_a_arrepentir|lo_va_a_pagar|lo_van_a_pagar|lo_vas_a_pagar", false},
	// A role's warning: "el jefe que se cuide", "que se cuide la profesora
	// cuando salga", not "que se cuide la garganta".
	{CategoryThreats, 0.85, "=. el|la|ese|esa|mi|al|a_la " + esThreatRoles + "|profe|maestro|maestra ~3 que_se_cuide|que_se_prepare|que_tenga_cuidado|que_se_ande_con_cuidado|que_vigile_sus_espaldas|que_se_cuide_las_espaldas !la|el|los|las|mucho|del|de|que|porque_esta|de_la|para|con|bien|un|una", false},
	{CategoryThreats, 0.85, "que_se_cuide|que_se_prepare|que_tenga_cuidado|que_se_ande_con_cuidado ?el|la|ese|esa|mi " + esThreatRoles + "|profe|maestro|maestra ~3 cuando_salga|a_la_salida|cuando_lo_pille|cuando_la_pille|cuando_lo_vea|cuando_la_vea|cuando_le_vea|cuando_le_pille|porque_voy_a_por|que_voy_a_por|que_ya_tengo|que_va_a_saber_quien_soy !el_calendario|la_lista|la_nota|las_notas|el_horario|el_partido|la_clasificacion|al_campo|a_la_pista|el_sol|la_convocatoria", false},
	{CategoryThreats, 0.7, "no_sabe_con_quien_se_mete|no_saben_con_quien_se_meten|no_sabe_con_quien_se_esta_metiendo|no_saben_con_quien_se_estan_metiendo|no_sabes_con_quien_te_metes|no_sabes_con_quien_te_estas_metiendo|no_sabeis_con_quien_os_meteis !en_el_parchis|al_parchis|en_el_mus|al_mus|en_el_ajedrez|al_ajedrez|en_el_juego|en_el_monopoly|al_monopoly|en_el_fifa|al_fifa|jugando|en_la_cocina|en_el_trivial|al_trivial|a_las_cartas|al_poker", false},
	{CategoryThreats, 0.85, "^de_este_examen|de_esta_semana|de_esta_asignatura|de_este_curso|hijo|hija|hijos|nino|nina|crio|cria|bebe|perro|gato|padre|madre|abuela|abuelo no_sale_vivo|no_sale_viva|no_sales_vivo|no_sales_viva|no_vas_a_salir_vivo|no_vas_a_salir_viva|no_va_a_salir_vivo|no_va_a_salir_viva|no_llega_vivo|no_llega_viva|no_llegas_vivo|no_llegas_viva|no_salen_vivos|no_vais_a_salir_vivos|no_van_a_salir_vivos !de_este_examen|de_esta_semana|de_este_curso|de_esta_asignatura|del_examen|de_la_reunion|de_la_fiesta|del_gimnasio|de_la_clase_de_spinning", false},
	{CategoryThreats, 0.85, "vas_a_salir|va_a_salir|vais_a_salir|van_a_salir|sales|sale|saldras|saldra ~2 en_una_caja|en_un_ataud|con_los_pies_por_delante|en_camilla|en_una_camilla|en_una_bolsa", false},
	{CategoryThreats, 0.85, "vas_a_desear_no_haber_nacido|va_a_desear_no_haber_nacido|desearas_no_haber_nacido|deseara_no_haber_nacido|vais_a_desear_no_haber_nacido|van_a_desear_no_haber_nacido|mas_te_vale_dormir_con_un_ojo_abierto|mas_le_vale_dormir_con_un_ojo_abierto|duerme_con_un_ojo_abierto !cuando_veas_el_examen|cuando_veais_el_examen|cuando_veas_la_nota|cuando_veas_las_notas|cuando_veas_la_factura|que_manana|._que_manana|que_madrugamos|._madrugamos|porque_madrugamos|._manana_madrugamos", false},
	// Reported threats: a message, an audio or words saying that the
	// writer or someone would be killed or hurt ("me escribió por
	// WhatsApp que me iba a rajar", "nos dijo que nos iba a pegar un tiro
	// a todos"), not after a parent or a sibling (hyperbole), and a
	// threat to a role with a harm ("amenazó a la profesora con
	// pegarle").
	{CategoryThreats, 0.85, esThreatSubjects + " me|nos|te|le|les ?lo escribio|escribieron|escribe|mando|mandaron|manda|mandan|envio|enviaron|dijo|dijeron|dice|dicen|decia|decian|grito|juro|aseguro ~4 que me|nos|te|os|le|lo|la|los|las iba|iban|va|van|iria|irian a " + esHarmVerbs + "|" + esHarmIdioms + " " + esNotAfterHarm, false},
	{CategoryThreats, 0.85, "^padres|madre|padre|mama|papa|madres|abuela|abuelo|abuelos|hermana|hermano|hermanos|hermanas diciendo_que|diciendome_que|diciendonos_que me|nos|te|os|le|lo|la|los|las iba|iban|va|van|iria|irian a " + esHarmVerbs + "|" + esHarmIdioms + " " + esNotAfterHarm, false},
	{CategoryThreats, 0.85, "^si|nubes|tormenta|crisis|serie|pelicula|personaje amenazo|amenazaron|amenaza|amenazan|amenazaba|ha_amenazado|han_amenazado al|a_la|a_los|a_las|a_mi|a_su|a_sus|a_un|a_una|a_otro|a_otra ~2 con ~1 " + esThreatHarm, false},
	// Weapons ready or fetched for someone ("tengo la pistola cargada y sé
	// a quién le toca", "ya tengo la navaja preparada para el lunes", "me
	// traeré la escopeta de mi abuelo y ya verán"), poison in a drink,
	// never a knife for a cake.
	{CategoryThreats, 0.85, "tengo|ya_tengo|tengo_ya|llevo ~1 la|una|el|un|mi pistola|escopeta|arma|revolver|pipa|fusca ?de_mi_padre|de_mi_tio|de_mi_abuelo|de_mi_padrastro|de_mi_hermano cargada|cargado|lista|listo|preparada|preparado !de_agua|para_la_feria|para_el_paintball|para_el_airsoft|de_juguete", false},
	{CategoryThreats, 0.85, "navaja|cuchillo|machete|cuter|punal ~1 preparada|preparado|lista|listo|afilada|afilado ~1 para_cuando_lo_vea|para_cuando_la_vea|para_el_profe|para_la_profe|para_mi_jefe|para_mi_jefa|para_ese|para_esa|para_el_jefe|para_la_jefa|para_el_encargado|para_el_tutor|para_la_tutora", false},
	{CategoryThreats, 0.85, "navaja|machete|cuter|punal ~1 preparada|preparado|lista|listo|afilada|afilado para_el_lunes|para_manana|para_el_viernes|para_el_martes|para_el_miercoles|para_el_jueves !._que_vamos|que_vamos|._vamos|._nos_vamos|que_nos_vamos|._que_nos_vamos|para_la_acampada|para_la_excursion|._de_acampada|de_acampada|para_el_camping", false},
	{CategoryThreats, 0.85, "traere|me_traere|me_traigo|me_llevo|llevare|cogere|cojo|agarro|voy_a_coger|voy_a_agarrar|voy_a_traer|voy_a_llevar ~1 la|una|el|un ~1 pistola|escopeta|revolver|arma ~5 ya_veran|ya_vereis|ya_vera|vas_a_ver|van_a_ver|vais_a_ver|se_van_a_enterar|se_va_a_enterar|os_vais_a_enterar|a_ver_quien_se_rie|a_ver_quien_rie|a_ver_quien_se_rie_ahora|se_van_a_arrepentir|se_acabo", false},
	{CategoryThreats, 0.85, "traere|me_traere|me_traigo|me_llevo|llevare|cogere|cojo|agarro|voy_a_coger|voy_a_agarrar|voy_a_traer|voy_a_llevar ~1 la|una|el|un ~1 navaja|cuchillo|machete ~5 a_ver_quien_se_rie|a_ver_quien_rie|a_ver_quien_se_rie_ahora|se_van_a_enterar|se_va_a_enterar|os_vais_a_enterar|se_van_a_arrepentir", false},
	{CategoryThreats, 0.85, "echo|echar|echarle|echare|echaria|poner|ponerle|pongo|pondre|meter|meterle|meto|voy_a_echar|voy_a_poner|voy_a_echarle|voy_a_ponerle|le_echo|le_pongo|le_echare ~1 matarratas|veneno|cianuro|arsenico|raticida ~3 cafe|comida|bebida|agua|tupper|taza|te|zumo|refresco|botella", false},

	// Spanish self-harm: a burden ("soy una carga para todos"), a jump
	// from a window or in front of a train told with "me quiero tirar",
	// a wish that everything end, not to go on living or existing, to
	// sleep for ever or never to have been born, a world easier without
	// the writer, a last goodbye with "no puedo más", hurting oneself
	// until it bleeds, a crash on purpose, and a friend who cuts their
	// arms; never "una carga de trabajo", "tirar la casa por la
	// ventana", "que todo termine bien", "me quiero ir de esta ciudad".
	{CategorySelfHarm, 0.85, "soy|siento_que_soy|me_siento|solo_soy|no_soy_mas_que|me_siento_como ~1 una_carga|un_estorbo|un_lastre|una_molestia_para_todos !de|en|para_el_equipo|para_el_proyecto|para_la_empresa|para_el_grupo|para_la_clase|de_trabajo|economica|economico|fiscal", false},
	{CategorySelfHarm, 0.9, "^antes|prefiero|preferiria me_quiero_tirar|me_voy_a_tirar|me_tiraria|me_tiro|quiero_tirarme|me_lanzaria|me_quiero_lanzar|me_voy_a_lanzar ~2 por_la_ventana|del_puente|de_un_puente|desde_un_puente|desde_el_puente|del_balcon|de_la_azotea|desde_la_azotea|a_las_vias|a_la_via|delante_de_un_coche|delante_de_un_tren|delante_del_tren|delante_del_metro|delante_de_un_camion|al_tren|al_metro|de_un_edificio|del_edificio|de_un_quinto|de_un_sexto|por_el_balcon !antes_que|antes_de|que|si|con_tal_de|en_vez_de|en_lugar_de|por_no|de_tanto|de_la_risa|de_risa|jaja|jajaja|cada|cada_vez", false},
	{CategorySelfHarm, 0.85, "quiero_que_todo_termine|quiero_que_todo_acabe|quiero_que_todo_se_acabe|quiero_que_se_acabe_todo|quiero_que_se_termine_todo|solo_quiero_que_todo_acabe|solo_quiero_que_todo_termine|solo_quiero_que_se_acabe|que_se_acabe_todo_de_una_vez|quiero_que_esto_se_acabe_para_siempre !bien|pronto|el|la|los|las|con|para|en|de|del|por|antes|cuanto|esta|este|ya_el|ya_la|ya_los|ya_las|ya_para|ya_y|rapido|a_tiempo|sin|y_poder|y_nos|y_vamos", false},
	{CategorySelfHarm, 0.85, "no_aguanto_mas_esta_vida|no_aguanto_esta_vida|no_soporto_esta_vida|no_soporto_mi_vida|no_aguanto_mi_vida|no_aguanto_mas_mi_vida|no_soporto_mas_mi_vida|no_soporto_vivir|no_aguanto_vivir|no_aguanto_seguir_viviendo !de_oficina|de_estudiante|de_ciudad|de_turnos|de_noche|de_becario|de_becaria|de_opositor|de_opositora|de_comercial|de_camarero|de_camarera|de_autonomo|de_autonoma|de_piso_compartido|en_la_ciudad|en_madrid|en_este_piso|en_esta_ciudad|en_la_oficina|sin_cafe|sin_vacaciones|sin_coche|sin_wifi|sin_internet|de_horarios|de_madrugones|de_atascos|de_transbordos", false},
	{CategorySelfHarm, 0.9, "me_quiero_morir|quiero_morirme|me_quiero_matar|quiero_morir|quiero_matarme de_verdad|en_serio|literalmente|de_una_vez|ya_mismo", false},
	{CategorySelfHarm, 0.85, "no_quiero_seguir_existiendo|no_quiero_seguir_en_este_mundo|no_quiero_estar_en_este_mundo|no_quiero_seguir_con_vida|no_quiero_seguir_respirando|no_quiero_seguir_aqui|ya_no_quiero_estar_aqui|no_quiero_existir|no_quiero_seguir_vivo|no_quiero_seguir_viva !en|con|de|trabajando|estudiando|mas_tiempo|ni|un|una|otro|otra|el|la|los|las|esperando|sentado|sentada|mucho", false},
	{CategorySelfHarm, 0.9, "dormir_para_siempre|dormirme_para_siempre|dormirme_y_no_despertar|dormir_y_no_despertar|dormirme_y_no_despertarme|dejar_de_sentir_para_siempre|no_volver_a_abrir_los_ojos|cerrar_los_ojos_para_siempre !este_fin_de_semana|el_fin_de_semana|este_finde|el_finde|manana|el_sabado|el_domingo|en_vacaciones|en_las_vacaciones|despues|despues_de|._despues|hasta|de_lo_cansada|de_lo_cansado|de_cansancio|hoy|esta_siesta|en_el_sofa|en_la_playa", false},
	{CategorySelfHarm, 0.9, "^proyecto|idea|ley|plan|empresa|programa|esto|eso|asignatura|curso|reforma|app|aplicacion ojala_no_hubiera_nacido|quisiera_no_haber_nacido|ojala_nunca_hubiera_nacido|no_deberia_haber_nacido|nunca_deberia_haber_nacido|desearia_no_haber_nacido|ojala_no_haber_nacido|ojala_no_haber_existido|quisiera_no_haber_existido|ojala_nunca_hubiera_existido", false},
	{CategorySelfHarm, 0.85, "no_tengo_por_que_seguir_viviendo|no_tengo_motivos_para_vivir|no_tengo_nada_por_lo_que_vivir|no_tengo_por_que_vivir|para_que_seguir_viviendo|no_tengo_razon_para_vivir|no_tengo_ningun_motivo_para_vivir !jaja|jajaja|jeje|xd|lol|hasta|desde_que|sin", false},
	{CategorySelfHarm, 0.85, "si_me_muero|si_me_muriera|si_desapareciera|si_desaparezco|si_yo_no_estuviera|si_ya_no_estuviera|si_yo_no_existiera|si_me_fuera ~3 nadie_lo_notaria|nadie_se_daria_cuenta|nadie_me_echaria_de_menos|nadie_me_extranaria|a_nadie_le_importaria|nadie_lo_notara|nadie_lo_va_a_notar|nadie_se_va_a_dar_cuenta|a_nadie_le_va_a_importar|todo_seria_mas_facil|todos_estarian_mejor|seria_todo_mas_facil", false},
	{CategorySelfHarm, 0.85, "todo_seria_mas_facil|seria_todo_mas_facil|todo_seria_mejor|el_mundo_seria_mejor|seria_mejor_para_todos ~1 si_yo_no_estuviera|si_yo_no_existiera|si_me_muriera|si_desapareciera|si_yo_desapareciera|si_ya_no_estuviera|sin_mi !de|en|aqui|tan|tanto|solo|sola|en_el|en_la|en_clase|el|la|los|las|ese|esa|este|esta|esos|esas|mi|tu|su|mis|tus|sus|un|una", false},
	{CategorySelfHarm, 0.85, "perdon_por_todo|perdonadme|perdonenme|perdoname|lo_siento_por_todo|perdonenme_por_todo|perdonadme_por_todo ~2 ?. ~2 no_puedo_seguir_adelante|no_puedo_seguir_viviendo|ya_no_puedo_mas|no_aguanto_mas|no_doy_mas|esto_es_un_adios|adios_para_siempre|me_voy_para_siempre", false},
	{CategorySelfHarm, 0.85, "ya_no_puedo_mas|no_puedo_mas|no_aguanto_mas|no_doy_mas|estoy_agotada_de_vivir|estoy_agotado_de_vivir ~2 ?. ~2 adios_a_todos|esto_es_un_adios|esto_es_una_despedida|perdon_por_todo|me_despido_de_todos|os_quiero_a_todos|los_quiero_a_todos", false},
	{CategorySelfHarm, 0.85, "me_rasco|rascarme|me_arano|aranarme|me_pellizco|pellizcarme|me_pego_golpes|me_doy_golpes|me_golpeo|me_pego_punetazos|me_doy_punetazos|me_muerdo|morderme ~3 hasta_sangrar|hasta_hacerme_sangre|hasta_que_sangra|hasta_que_me_sangra|hasta_hacerme_dano|hasta_que_me_duele|para_sentir_algo|para_castigarme|cuando_estoy_mal|cuando_me_siento_mal|cuando_me_agobio !por|de_picor|del_picor|con_la_alergia|con_el_eczema|con_la_dermatitis", false},
	{CategorySelfHarm, 0.85, "estrellarme|estrellar_el_coche|estrellar_mi_coche|estrellar_la_moto|tirarme_con_el_coche|salirme_de_la_carretera|meterme_debajo_de_un_camion ~2 a_proposito|adrede|queriendo|aposta|contra_un_arbol_a_proposito", false},
	{CategorySelfHarm, 0.9, "acabar|terminar|poner_fin|ponerle_fin ~1 con|a ~1 mi|este|tanto|todo_este|todo_mi sufrimiento|dolor|sufrir de_una_vez|para_siempre|de_una_vez_por_todas", false},
	{CategorySelfHarm, 0.85, "voy_a_quitarme_de_en_medio|me_voy_a_quitar_de_en_medio|me_quiero_quitar_de_en_medio|quiero_quitarme_de_en_medio|quitarme_de_en_medio_para_siempre|quitarme_de_en_medio_de_una_vez|se_va_a_quitar_de_en_medio|se_iba_a_quitar_de_en_medio|se_quiere_quitar_de_en_medio !para|un_rato|un_momento|un_tiempo|unos_dias|y_dejar|y_dejaros|y_os_dejo|y_los_dejo|y_que|mientras|de_este|de_esta|del|de_la|de_los|en_el|en_la|en_este|en_esta", false},
	{CategorySelfHarm, 0.85, "pienso|pienso_mucho|pensando|pensando_mucho|no_dejo_de_pensar|no_paro_de_pensar ~1 en_la_muerte|en_como_matarme|en_quitarme_la_vida|en_como_quitarme_la_vida|en_como_hacerlo_sin_dolor !de|del|como|en_general|en_clase|en_filosofia|desde_la_clase|desde_el_curso|desde_que_vimos|desde_que_leimos|desde_el_seminario|desde_la_asignatura|desde_la_charla|desde_la_pelicula|desde_el_libro|por_la_clase|por_el_libro|por_la_novela|por_la_serie|por_la_asignatura|en_la_asignatura|en_la_novela|en_el_libro|en_la_serie|para_el_trabajo|para_el_ensayo|para_la_clase|para_mi_tesis|para_la_tesis|por_el_trabajo", false},
	{CategorySelfHarm, 0.85, "irme_para_siempre|me_voy_a_ir_para_siempre|me_quiero_ir_para_siempre|me_ire_para_siempre|me_voy_para_siempre ?. ~3 nadie_me_va_a_extranar|nadie_me_va_a_echar_de_menos|nadie_me_echara_de_menos|nadie_me_extranara|nadie_lo_va_a_notar|nadie_se_va_a_dar_cuenta|a_nadie_le_importa|a_nadie_le_va_a_importar|nadie_me_echaria_de_menos|nadie_me_extranaria", false},
	{CategorySelfHarm, 0.7, "me_quiero_ir_para_siempre|quiero_irme_para_siempre|me_voy_a_ir_para_siempre !de|del|a|al|con|lejos|fuera|de_aqui|de_esta|de_este", false},
	{CategorySelfHarm, 0.85, "se_corta|se_hace_cortes|se_sigue_cortando|se_esta_cortando|se_cortaba|se_ha_vuelto_a_cortar|se_volvio_a_cortar|se_autolesiona|se_esta_autolesionando|se_hace_dano|se_quema ~1 los|las|sus brazos|munecas|piernas|muslos|venas|con_una_cuchilla|con_cuchillas|a_proposito|a_si_misma|a_si_mismo !al|al_depilarse|al_afeitarse|depilandose|afeitandose|jugando|con_la_maquinilla", false},
	// More Spanish threats: "me lo cargo" when the person is met ("en
	// cuanto lo pille"), a death date ("el lunes estarás muerto", not "de
	// cansancio"), "que duerma con un ojo abierto", someone who will die at
	// a place of school or work (not of heat or boredom), one's own gun
	// brought ("traigo mi pistola", not of water or silicone), a workplace
	// burnt ("voy a quemar este sitio"), a jaw broken ("vas a comer con
	// pajita", not a milkshake), a throat-cutting gesture, a person awaited
	// outside ("lo esperamos fuera"), a bomb threat (not a drill), a first
	// victim at work (not in a game), and a role reported to have
	// threatened harm ("la jefa de turno dijo que me iba a romper los
	// huesos").
	{CategoryThreats, 0.85, "me_lo_cargo|me_la_cargo|me_los_cargo|me_lo_voy_a_cargar|me_la_voy_a_cargar|me_los_voy_a_cargar|voy_a_cargarmelo|voy_a_cargarmela ~1 en_cuanto|cuando|como|si ~1 lo_vea|la_vea|los_vea|lo_pille|la_pille|los_pille|le_vea|lo_veo|la_veo|lo_pillo|la_pillo|me_lo_cruce|me_la_cruce|me_lo_encuentre|me_la_encuentre", false},
	{CategoryThreats, 0.85, "estaras_muerto|estaras_muerta|vas_a_estar_muerto|vas_a_estar_muerta|estareis_muertos|estara_muerto|estara_muerta|estaran_muertos|estas_muerto_el|estas_muerta_el !de|del|por|en_el_juego|en_la_partida|en_la_serie", false},
	{CategoryThreats, 0.85, "que_duerma|que_duerman|dormid|que_duermas|mejor_que_duerma|mejor_que_duermas con_un_ojo_abierto", false},
	{CategoryThreats, 0.85, "^serie|pelicula|peli|libro|obra|juego|novela|capitulo|episodio alguien_va_a_morir|va_a_morir_alguien|alguien_morira|alguien_va_a_acabar_muerto en_esa|en_esta|en_la|en_el|en_este|en_ese ~1 oficina|clase|aula|facultad|empresa|instituto|colegio|reunion|universidad|escuela|planta|obra|nave|almacen|tienda|departamento|turno|edificio !de_calor|de_frio|de_aburrimiento|de_asco|de_risa|del_calor|del_frio|del_aburrimiento|de_hambre|de_sed|de_sueno|por_el_calor|por_el_frio|de_un_infarto", false},
	{CategoryThreats, 0.85, "traigo|traere|llevo|llevare|voy_a_traer|voy_a_llevar|me_traigo|me_traere|me_llevo ~1 mi_pistola|mi_arma|mi_escopeta|mi_revolver|mi_rifle|mi_navaja|mi_machete|mi_pipa ?a_la_obra|a_la_oficina|a_clase|al_trabajo|al_instituto|a_la_facultad|a_la_empresa|manana|el_lunes|el_viernes|. !de|para|que|con_balas_de|con_agua|de_agua|de_juguete|de_silicona|de_pintura|de_aire|de_clavos|de_calor|de_pegamento|de_goma|para_la_fiesta|para_el_paintball|para_el_airsoft|del_juego|secreta", false},
	{CategoryThreats, 0.85, "voy_a|vamos_a|pienso|juro_que_voy_a ~1 quemar|incendiar|prenderle_fuego_a|pegarle_fuego_a este|esta|ese|esa|el|la sitio|lugar|local|antro|tugurio|empresa|edificio|despacho|tienda|fabrica|nave|almacen|chiringuito !de_la_fiesta|con_la_musica|a_tope", false},
	{CategoryThreats, 0.85, "vas_a_comer|vais_a_comer|comeras|vas_a_tener_que_comer|vas_a_cenar ~1 con_pajita|con_una_pajita|por_una_pajita|con_pajitas|sopa_con_pajita !ese|esa|este|esta|el|la|los|las|tu|tus|batido|zumo|refresco|granizado", false},
	{CategoryThreats, 0.85, "^actor|actriz|actores|personaje|villano|villana|mago|payaso|malo|protagonista|cantante|rapero se_paso_el_dedo_por_el_cuello|se_pasaba_el_dedo_por_el_cuello|pasandose_el_dedo_por_el_cuello|hizo_el_gesto_de_cortarme_el_cuello|hizo_el_gesto_de_degollarme|hizo_el_gesto_de_rajarme|me_hizo_el_gesto_de_la_pistola|hizo_el_gesto_de_dispararme|haciendo_el_gesto_de_cortarme_el_cuello !en_la_obra|en_el_escenario|en_la_pelicula|en_la_serie|en_el_juego|en_broma|de_broma|jugando", false},
	{CategoryThreats, 0.85, "lo_esperamos_fuera|la_esperamos_fuera|los_esperamos_fuera|lo_espero_fuera|la_espero_fuera|le_espero_a_la_salida|lo_espero_a_la_salida|la_espero_a_la_salida|lo_esperamos_a_la_salida|la_esperamos_a_la_salida|os_esperamos_fuera|os_esperamos_a_la_salida|los_esperamos_a_la_salida|te_esperamos_a_la_salida|te_esperamos_fuera !para|y_vamos|con|en|del|de|a_las|hasta|un|unos|mientras|que_aqui|que_no|si|cuando|tomando|con_el_coche|con_los_apuntes|con_las_entradas", false},
	{CategoryThreats, 0.85, "^simulacro|simulacros|protocolo|protocolos|curso|formacion|plan|planes|caso|ante|sobre|como|de_una|falsa|falso|broma|simulacro_de|simulacros_de|protocolo_de|protocolos_de|protocolo_ante|curso_de|curso_sobre|formacion_sobre|formacion_de|plan_de|en_caso_de|ejercicio_de|simulacion_de amenaza_de_bomba|amenazas_de_bomba|aviso_de_bomba|alerta_de_bomba|amenaza_con_bomba !en_la_pelicula|en_la_serie|en_el_juego|en_el_simulacro|falsa|en_el_curso|como_ejercicio", false},
	{CategoryThreats, 0.85, "mi_primera_victima|mi_proxima_victima|mi_siguiente_victima|mi_primer_blanco|mi_proximo_blanco|mi_siguiente_blanco ~3 en_esta|en_esa|en_la|en_el ~1 oficina|empresa|clase|instituto|facultad|colegio|universidad|planta|obra|almacen|tienda|departamento|escuela|aula", false},
	{CategoryThreats, 0.85, "profesor|profesora|profe|tutor|tutora|jefe|jefa|encargado|encargada|supervisor|supervisora|companero|companera|entrenador|entrenadora|coordinador|coordinadora|ayudante|gerente|director|directora|ex|equipo|obra|turno|estudios|departamento|seccion|planta ?me|nos|te|le|les dijo|dice|decia|grito|escribio|juro|aseguro|amenazo|chillo ~3 que ~1 me|te|le|nos|os|los|las|lo|la iba_a|va_a|iban_a|van_a|iria_a " + esHarmVerbs + "|ahogar|enterrar|romper_los_huesos|romper_las_piernas|partir_las_piernas|dar_una_paliza|rajar|quemar " + esNotAfterHarm, false},

	// More Spanish self-harm: "me mato" after a failure or a break-up (not
	// "me mato a estudiar" or of shame), not being alive next month, a
	// last message with a goodbye, a note read after the act, a life not
	// worth it, a world unchanged or calmer without the writer, being in
	// the world too much, cutting again, thinking all day of dying, hurting
	// oneself until it bleeds or when stressed, a rope or blades bought
	// "y ya sé para qué", long sleeves to hide cuts, a search for a height,
	// a painless way or a number of pills, a bridge watched wondering
	// whether it would hurt, "dejar de sentir, sea como sea", "esta noche
	// acabo con todo", belongings given with a goodbye, no longer being a
	// burden soon, a relapse with a blade, fasting as punishment, going to
	// a dead parent in heaven, a ledge sat on, and life as an error to
	// correct.
	{CategorySelfHarm, 0.85, "si_suspendo|si_me_suspenden|si_me_despiden|si_me_echan|si_me_deja|como_me_deje|como_me_suspendan|como_suspenda|si_me_dejas|si_me_pillan|si_no_apruebo|como_no_apruebe ~4 ?. ~1 me_mato|me_suicido|me_quito_la_vida|me_tiro_por_la_ventana|me_tiro_del_puente !a|de|estudiando|trabajando|jaja|jajaja|xd|lol|a_estudiar|con|por", false},
	{CategorySelfHarm, 0.85, "no_creo_que_siga_vivo|no_creo_que_siga_viva|no_creo_que_siga_con_vida|no_creo_que_este_vivo|no_creo_que_este_viva|no_creo_que_llegue_vivo|no_creo_que_llegue_viva|no_pienso_llegar_a|no_creo_que_llegue_a ?la|mi|el|a|para|final_de|fin_de ~1 navidad|cumpleanos|verano|ano_nuevo|semana|mes|lunes|viernes|final|curso|cuatrimestre|trimestre|examen|graduacion !la_planta|el_proyecto|la_empresa", false},
	{CategorySelfHarm, 0.85, "cuanto_tiempo_mas|cuanto_mas|no_se_cuanto_tiempo_mas|no_se_cuanto_mas|no_se_si_voy_a|no_se_si_podre ~2 aguantar_con_vida|seguir_con_vida|seguir_vivo|seguir_viva|aguantar_vivo|aguantar_viva|seguir_aqui_con_vida", false},
	{CategorySelfHarm, 0.85, "ultimo_mensaje|mi_ultimo_mensaje|no_puedo_mas|no_doy_mas|ya_no_puedo_mas|no_aguanto_mas ?. ~3 me_despido_de_todos|me_despido_de_todo|esto_es_una_despedida|perdon_a_todos|gracias_por_todo|adios_a_todos|os_quiero_a_todos|adios . !por_venir|por_la_ayuda|por_el_curso|por_la_clase|por_los_apuntes", false},
	{CategorySelfHarm, 0.85, "manana_ya_no_estoy|manana_ya_no_estare|pronto_ya_no_estare|el_lunes_ya_no_estare|esta_noche_ya_no_estare ?. ~1 os_quiero|les_quiero|los_quiero|gracias_por_todo|adios|perdon|perdonadme|perdonenme|cuidaos|cuidense", false},
	{CategorySelfHarm, 0.85, "lo_hare|lo_hago|lo_voy_a_hacer|lo_hare_por_fin ?. ~1 y_todo_habra_terminado|y_todo_habra_acabado|y_todo_se_acabara|y_se_acabo_todo|y_todo_acabara|y_todo_terminara", false},
	{CategorySelfHarm, 0.85, "si_leeis_esto|si_lees_esto|cuando_leais_esto|cuando_leas_esto|si_estan_leyendo_esto|si_estais_leyendo_esto|cuando_lean_esto|si_leen_esto ~3 ya_lo_hice|ya_lo_habre_hecho|ya_no_estare|ya_no_estoy|ya_me_habre_ido|ya_estare_muerto|ya_estare_muerta|es_que_ya_lo_hice|es_que_ya_no_estoy|ya_sera_tarde !en|de|aqui_para|por|disponible|conectado|conectada|de_vacaciones", false},
	{CategorySelfHarm, 0.85, "la_vida_ya_no_vale_la_pena|la_vida_no_vale_la_pena|mi_vida_no_vale_la_pena|mi_vida_ya_no_vale_la_pena|vivir_no_vale_la_pena|vivir_ya_no_vale_la_pena|mi_vida_no_vale_nada !sin|si_no|si|para|por|en|de|con", false},
	{CategorySelfHarm, 0.85, "el_mundo_seguira|el_mundo_seguiria|el_mundo_seria|el_mundo_estaria|el_mundo_iria|todo_seguira|todo_seguiria ~3 sin_mi|sin_uno|si_yo_no_estuviera|si_me_muriera|si_desapareciera", false},
	{CategorySelfHarm, 0.85, "estarian|estaria|seria|serian|estarias|vivirian ~3 si_yo_estuviera_muerto|si_yo_estuviera_muerta|si_estuviera_muerto|si_estuviera_muerta|si_me_muriera|si_yo_muriera|si_me_matara|si_me_suicidara", false},
	{CategorySelfHarm, 0.85, "sobro_en_este_mundo|sobro_en_el_mundo|estoy_de_mas_en_este_mundo|estoy_de_mas_en_el_mundo|sobro_en_esta_vida|me_quiero_ir_de_este_mundo|quiero_irme_de_este_mundo|irme_de_este_mundo|dejar_este_mundo|quiero_dejar_este_mundo|irme_del_todo|marcharme_de_este_mundo !de_la|del|de_los|de_las|laboral|empresarial|de|digital|virtual|corporativo", false},
	{CategorySelfHarm, 0.85, "me_estoy_cortando|me_sigo_cortando|me_estoy_haciendo_cortes|me_he_vuelto_a_cortar|me_vuelvo_a_cortar ~1 los|las|mis brazos|piernas|munecas|muslos|venas|tripa|barriga !al_sol|en_la_playa|en_la_piscina|con_el_papel|depilandome|al_depilarme", false},
	{CategorySelfHarm, 0.85, "pienso|pensando|no_dejo_de_pensar|no_paro_de_pensar|pienso_mas ~3 en_morirme|en_matarme|en_suicidarme|en_quitarme_la_vida|en_tirarme|en_acabar_con_todo|en_no_despertar !de|del|en_el_juego|jaja|por|con|a", false},
	{CategorySelfHarm, 0.85, "me_pego_a_mi_misma|me_pego_a_mi_mismo|me_golpeo_a_mi_misma|me_golpeo_a_mi_mismo|me_hago_dano|me_hago_dano_a_mi_misma|me_hago_dano_a_mi_mismo|me_castigo_fisicamente ~4 hasta_sangrar|hasta_hacerme_sangre|hasta_que_sangra|hasta_que_me_sangra|cuando_la_presion|cuando_me_agobio|cuando_me_agobian|cuando_estoy_mal|cuando_estoy_triste|cuando_me_siento_mal|cuando_no_puedo_mas|cuando_todo_me_supera|para_castigarme|a_proposito", false},
	{CategorySelfHarm, 0.85, "compre|he_comprado|me_compre|me_he_comprado|tengo|guardo|consegui ~2 una_cuerda|cuerda|cuchillas|las_cuchillas|unas_cuchillas|pastillas|una_soga|un_cuter ~4 ya_se_para_que|se_perfectamente_para_que|y_se_para_que|no_paro_de_mirarla|no_dejo_de_mirarla|no_paro_de_mirarlas|para_cuando_llegue_el_momento|por_si_acaso_un_dia|para_el_final", false},
	{CategorySelfHarm, 0.85, "manga_larga|mangas_largas|pulseras|mangas ~4 que_no_vean|no_vean|tapar|esconder|ocultar ~2 los_cortes|las_cicatrices|las_marcas|mis_brazos|las_munecas|mis_munecas|mis_cortes|mis_marcas !de_la_operacion|de_la_cirugia|del_accidente|de_la_quemadura|del_parto|de_la_cesarea|del_tatuaje|de_los_tatuajes|de_la_varicela|del_acne|del_sol", false},
	{CategorySelfHarm, 0.85, "munecas|brazos|cortes|cicatrices ~4 fatal|hechas_polvo|otra_vez ?. ~3 manga_larga|mangas_largas", false},
	{CategorySelfHarm, 0.85, "busque|he_buscado|buscando|busco|leyendo|leo|mirando|investigando|investigue ~3 que_altura_hace_falta|cuanta_altura_hace_falta|que_altura_hace_falta_para|cuantas_pastillas_hacen_falta|cuantas_pastillas_hay_que|dosis_letal|cuanto_se_tarda_en_morir|cuanto_se_tarda_en_perder_el_conocimiento|como_hacer_un_nudo_de_horca|formas_de_morir|como_morir_sin_dolor|formas_de_suicidarse|metodos_de_suicidio !en|menos|del|de_la|de_los|jugando|para_pasar|para_el|para_la|en_el|en_la", false},
	{CategorySelfHarm, 0.85, "^del_juego|en_el_juego la_forma_menos_dolorosa|la_manera_menos_dolorosa|la_forma_mas_rapida|la_manera_mas_rapida|la_forma_mas_facil ~1 de_irse|de_morir|de_morirse|de_matarse|de_matarme|de_suicidarse|de_acabar_con_todo|de_quitarse_la_vida|de_no_despertar !en|del|de_risa|jugando|al", false},
	{CategorySelfHarm, 0.85, "puente|vias|azotea|tren|cornisa|balcon|acantilado ~5 me_pregunto_si_doleria|me_pregunto_si_dolera|me_pregunto_cuanto_doleria|me_pregunto_si_duele|y_pienso_en_saltar|y_pienso_en_tirarme", false},
	{CategorySelfHarm, 0.85, "quiero_dejar_de_sentir|solo_quiero_dejar_de_sentir|necesito_dejar_de_sentir ?. ~1 como_sea|sea_como_sea|de_una_vez|del_todo|para_siempre|.", false},
	{CategorySelfHarm, 0.85, "esta_noche|hoy|manana|este_finde|este_fin_de_semana|yo_tambien|por_fin|de_una_vez ~2 pongo_fin_a_todo|acabo_con_todo|termino_con_todo|pondre_fin_a_todo|acabare_con_todo|terminare_con_todo !el|la|los|las|lo|esto|eso|este|estos|estas|mi|mis|tu|tus|su|sus|lo_que|lo_pendiente|por|del|de|en|y|antes|que|para|hasta", false},
	{CategorySelfHarm, 0.85, "os_dejo_mis_cosas|les_dejo_mis_cosas|te_dejo_mis_cosas|os_dejo_todo_lo_mio|les_dejo_todo_lo_mio ?. ~1 cuidad|cuiden|cuida|cuidadme|gracias_por_todo|adios|os_quiero|los_quiero|les_quiero", false},
	{CategorySelfHarm, 0.85, "ya_no_sere_un_estorbo|ya_no_sere_una_carga|pronto_no_sere_una_carga|pronto_ya_no_sere_una_carga|pronto_dejare_de_ser_una_carga|dejare_de_ser_un_estorbo|ya_no_os_molestare_mas|ya_no_les_molestare_mas|ya_no_molestare_mas|pronto_dejare_de_molestar|ya_no_sere_un_problema_para_nadie !para_el|para_la|para_los|cuando|en_cuanto|en_el|en_la|en_clase|en_la_oficina|al|con", false},
	{CategorySelfHarm, 0.85, "recai|he_recaido|volvi_a_caer|he_vuelto_a_caer|una_recaida|otra_recaida ~3 con_la_cuchilla|con_las_cuchillas|en_los_cortes|en_cortarme|en_hacerme_dano|con_las_autolesiones|en_las_autolesiones|con_los_cortes", false},
	{CategorySelfHarm, 0.85, "sin_comer|no_como|no_he_comido|tampoco_he_comido|dejo_de_comer|no_comer ?. ~3 como_castigo|para_castigarme|me_lo_merezco|porque_me_lo_merezco|por_castigo|me_castigo|para_castigarme_por", false},
	{CategorySelfHarm, 0.85, "irme_con_mi|reunirme_con_mi|estar_con_mi ~1 abuela|abuelo|madre|padre|mama|papa|hermano|hermana ~3 alla_arriba|en_el_cielo|al_cielo|al_otro_lado", false},
	{CategorySelfHarm, 0.85, "me_subi_a_la_cornisa|me_sente_en_la_cornisa|en_la_cornisa|en_el_borde_de_la_azotea|en_el_borde_del_puente|en_la_barandilla_del_puente ~6 con_los_pies_fuera|con_las_piernas_colgando|con_los_pies_colgando|a_punto_de_saltar|mirando_abajo|pensando_en_saltar|sin_agarrarme", false},
	{CategorySelfHarm, 0.85, "estar_vivo|estar_viva|mi_existencia|existir|haber_nacido|mi_vida ~2 un_error ~3 que_tengo_que_corregir|que_corregir|que_arreglar|que_debo_corregir|que_voy_a_corregir", false},
	// Spanish threats in the shapes of the other languages' rules: a
	// beating promised to a named person ("vamos a darle una paliza al
	// coordinador", "vamos a zurrar a ese tío", never a team), people "like
	// you" who should be shot, a kill promised to a role if it happens
	// again ("voy a matar al de prácticas como vuelva a..."), the next one
	// who interrupts ("al próximo que me interrumpa me lo cargo"), a room
	// of school or work to be burnt or blown up ("dijo que iba a quemar el
	// despacho de la directora", "vuelo la facultad entera"), and "continúa
	// así y terminas en urgencias".
	{CategoryThreats, 0.85, "voy_a|vamos_a|quiero|pienso|juro_que_voy_a|juro_que_vamos_a ~1 darle_una_paliza|darles_una_paliza|zurrar|zurrarle|zurrarles|pegarle_una_paliza|meterle_una_paliza|darle_de_palos|apalear|apalearle|darle_una_golpiza|darle_una_madriza|darle_una_putiza|darle_una_tunda|partirle_las_piernas|romperle_las_piernas|partirle_la_cara|romperle_la_cara|pegar|pegarle|reventar|machacar|inflar_a_hostias|inflarle_a_hostias al|a_la|a_ese|a_esa|a_este|a_esta|a_mi|a_nuestro|a_nuestra|a_los|a_las|a_esos|a_esas ~1 " + esThreatRoles + "|tio|tia|tios|tipo|chaval|chavala|pavo|pava|imbecil|idiota|capullo|capulla|gilipollas|cabron|cabrona|pesado|pesada|nuevo|nueva|novato|novata|becario|becaria|chivato|chivata|pringado|pringada|examinador|examinadora|decano|decana|profesores|profes|jefes|companeros|companeras !al_futbol|al_ajedrez|al_tenis|al_padel|al_fifa|al_baloncesto|al_mus|al_parchis|a_la_play|a_las_cartas|en_el|en_la|en|jugando|de_futbol|de_baloncesto|de_tenis|de_padel|de_ajedrez", false},
	{CategoryThreats, 0.85, "gente_como|a_la_gente_como|a_los_que_son_como|como_vosotros|como_nosotros|como_ustedes|como_tu|como_ellos|como_ellas ~5 habria_que|hay_que|deberian|deberiamos|tendrian_que|habria_que_ir_a ~1 fusilar*|matar*|ahorcar*|colgar*|pegarles_un_tiro|pegarle_un_tiro|gasear*|quemar*|exterminar*|eliminar*", false},
	{CategoryThreats, 0.85, "habria_que|hay_que|deberian|deberiamos|tendrian_que ~1 fusilar|matar|ahorcar|colgar|gasear|quemar|exterminar|pegar_un_tiro ~1 a_la_gente_como|a_los_como|a_todos_los_que_son_como|a_gente_como|a_los_que_son_como", false},
	{CategoryThreats, 0.85, "voy_a_matar|mato|matare|voy_a_apunalar|apunalo|apunalare|voy_a_reventar|reviento|reventare|voy_a_rajar|rajo|voy_a_acuchillar|acuchillo|me_cargo|voy_a_cargarme|me_voy_a_cargar al|a_la|a_ese|a_esa|a_este|a_esta|a_mi|al_de|a_la_de|a_los_de " + esThreatRoles + "|practicas|laboratorio|becario|becaria|nuevo|nueva|novato|novata|examinador|examinadora|decano|decana|administrativo|administrativa|informatico|contabilidad|recursos_humanos|rrhh|logistica|al_lado|enfrente|seguridad|tio|tia|tipo|chaval ~3 como|si ~3 vuelve|vuelva|pierde|pierda|me_suspende|me_suspenda|suspende|suspenda|otra_vez|se_rie|se_ria|me_toca|me_toque|me_vuelve|me_vuelva|se_vuelve|se_vuelva|me_grita|me_grite|me_humilla|me_humille|me_quita|me_quite", false},
	{CategoryThreats, 0.9, "al_proximo|al_siguiente|a_la_proxima|a_la_siguiente|al_primero|a_la_primera|el_proximo|el_siguiente|el_primero|la_proxima|la_siguiente|la_primera que ~6 ?. ~1 me_lo_cargo|me_la_cargo|lo_mato|la_mato|le_pego_un_tiro|se_lleva_un_tiro|se_lleva_un_balazo|se_lleva_una_punalada|se_lleva_un_navajazo|le_rajo|le_parto_la_cara|le_rompo_la_cara|le_reviento|lo_reviento|la_reviento|lo_apunalo|la_apunalo|le_clavo|lo_acuchillo|la_acuchillo|le_meto_un_tiro|lo_liquido|la_liquido|me_lo_cepillo|me_la_cepillo", false},
	{CategoryThreats, 0.85, "iba_a|va_a|van_a|iban_a|voy_a|vamos_a|dijo_que_iba_a|dijo_que_va_a|amenazo_con|juro_que_va_a|juro_que_voy_a|pienso|quiero ~1 quemar|incendiar|prenderle_fuego_a|pegarle_fuego_a|prender_fuego_a|meterle_fuego_a|volar|hacer_explotar|hacer_saltar_por_los_aires|reventar_con_una_bomba el|la|su|mi|tu|este|esta|ese|esa|toda_la|todo_el ~1 despacho|departamento|residencia|secretaria|sede|facultad|instituto|colegio|escuela|oficina|edificio|universidad|biblioteca|laboratorio|aula|campus|rectorado|decanato|fabrica|nave|almacen|taller", false},
	{CategoryThreats, 0.85, "^el|mi|su|tu|un|del|al|primer|ultimo|cada|de|simulacro|simulacro_de vuelo|quemo|hago_saltar_por_los_aires|hago_explotar|hare_explotar|hare_saltar_por_los_aires|volare|quemare|incendiare|voy_a_hacer_saltar_por_los_aires|hacer_saltar_por_los_aires|hago_volar|hare_volar|voy_a_hacer_volar|le_prendo_fuego_a|le_prendere_fuego_a|le_pego_fuego_a|le_pegare_fuego_a ~1 el|la|toda_la|todo_el|este|esta|ese|esa ~1 facultad|instituto|colegio|escuela|oficina|edificio|universidad|biblioteca|laboratorio|despacho|residencia|campus|rectorado|decanato|departamento|empresa|fabrica|nave|almacen|sede ?entera|entero", false},
	{CategoryThreats, 0.85, "=. continua_asi|continuad_asi|continuen_asi|sigan_asi|seguid_asi|sigue_por_ese_camino|continua_por_ese_camino|sigue_riendote_de_mi|continua_riendote_de_mi|sigue_burlandote_de_mi|continua_burlandote_de_mi|sigue_vacilandome|sigue_provocandome y ~2 acabas|terminas|acabaras|terminaras|vas_a_acabar|vas_a_terminar|acabais|terminais ~1 en_el_hospital|en_urgencias|en_la_uci|bajo_tierra|en_una_caja|en_silla_de_ruedas|en_el_cementerio|en_una_camilla", false},

	// Spanish self-harm in the shapes of the other languages' rules: a
	// jump from a car park, a bridge or a roof ("después del examen salto
	// del puente", not into a river or on a bungee rope), no meaning seen
	// in one's life, pills hoarded ("llevo semanas guardando los
	// somníferos", not kept in a first-aid box), a whole box swallowed, and
	// a wish to die in one's sleep.
	{CategorySelfHarm, 0.85, "me_tiro|salto|me_lanzo|me_arrojo|voy_a_saltar|me_voy_a_tirar|saltare|me_tirare desde_el|desde_la|desde_un|desde_una|del|de_la|de_un|de_una|por_el|por_la ~1 parking|puente|azotea|tejado|edificio|balcon|acantilado|viaducto|terraza|quinto|sexto|septimo|octavo|noveno|aparcamiento|campanario|torre !en_puenting|con_cuerda|con_arnes|haciendo_puenting|de_puenting|en_paracaidas|con_paracaidas|con_la_bici|con_el_monopatin|con_el_skate|en_la_pelicula|en_el_juego|al_rio|al_agua|al_mar|a_la_poza|al_lago|al_pantano|a_la_piscina|a_la_colchoneta|en_parapente|con_parapente|si|cada|cada_vez|jaja|jajaja", false},
	{CategorySelfHarm, 0.85, "no_le_veo|no_veo|no_le_encuentro|no_encuentro|no_le_hallo ?ningun|mucho|ya sentido ~1 a_mi_vida|a_la_vida|a_vivir|a_seguir_viviendo|a_mi_existencia|a_seguir_con_vida !de_oficina|de_estudiante|de_ciudad|de_pueblo|de_soltero|de_soltera|de_casado|de_influencer|en_la_ciudad|en_el_pueblo|sin_teletrabajo|sin_cafe|sin_vacaciones|nocturna|de_noche|social|de_lujo|de_famoso|de_los_famosos|universitaria|en_la_oficina|laboral", false},
	{CategorySelfHarm, 0.85, "guardando|juntando|acumulando|ahorrando|escondiendo|he_ahorrado|he_acumulado|he_juntado|ahorre|acumule|junte ~2 pastillas|somniferos|mis_pastillas|las_pastillas|los_somniferos|medicamentos|los_medicamentos|pastillas_para_dormir|mis_somniferos|ansioliticos|antidepresivos|orfidal|paracetamol|paracetamoles|ibuprofenos|lorazepam|diazepam|trankimazin|pastis !de_caldo|de_cloro|de_jabon|de_lavavajillas|de_avecrem|para_el_campamento|para_el_viaje|para_la_mochila|para_el_botiquin|en_el_botiquin|de_colores|de_menta|para_la_garganta|de_vitaminas|para_el_perro|para_el_gato|para_las_vacaciones|caducadas|._caducadas|para_devolverlas|para_llevarlas_a_la_farmacia|para_reciclar|en_un_pastillero|para_la_abuela|para_mi_abuela|para_mi_abuelo|de_la_alergia|para_la_alergia|de_alergia|del_tiroides|para_el_tiroides|de_la_tension|para_la_tension|del_colesterol|para_el_colesterol|de_hierro|para_la_migrana|de_la_migrana|antihistaminicos|para_el_mareo|para_el_dolor_de_cabeza|en_el_cajon_del_trabajo|en_el_bolso|en_la_nevera|del_botiquin|para_llevarlo|para_llevarlos|para_llevarlas|del_trabajo", false},
	{CategorySelfHarm, 0.85, "me_trague|me_tome|me_he_tomado|me_he_tragado|trague|me_bebi|me_meti ~2 una_caja_entera|un_blister_entero|un_bote_entero|el_bote_entero|la_caja_entera|todo_el_bote|toda_la_caja|todas_las_pastillas|un_frasco_entero|el_frasco_entero|media_caja|medio_bote|medio_frasco|dos_cajas|tres_cajas|un_punado_de_pastillas|todo_el_blister|un_blister ?de_pastillas|de_somniferos|de_paracetamol|de_ibuprofeno|de_orfidal|de_lorazepam|de_diazepam|de_antidepresivos|de_ansioliticos|de_medicamentos|de_pildoras|de_pastis|de_trankimazin !de|del", false},
	{CategorySelfHarm, 0.85, "me_gustaria|me_encantaria|desearia|quisiera|ojala_pudiera|ojala ~1 morir|morirme ~1 mientras_duermo|durmiendo|en_mi_sueno|mientras_duerma|esta_noche|ya_mismo|de_una_vez", false},
	// Spanish threats told in the narratives of many trades: what one
	// person said to another ("el vecino le dijo a mi madre que la iba a
	// hacer desaparecer", not a parent's own words), a promise that the
	// victim never walks again, "tengo gente para eso", a season not ended
	// alive, a bullet or a pig's head left at the door, "o sigues tú", a
	// visit one will not like, cousins sent to wait outside, a blade held
	// to a neck "o se la clavaba", the idioms of a machete, a chainsaw or
	// a gutting ("lo agarro a machetazos", "te paso la motosierra por
	// encima", "lo abro en canal"), a fall promised for telling ("si
	// contaba lo del accidente lo tiraba por el barranco"), an ambush with
	// a weapon, a hand shaped like a gun, a visit "y no precisamente para
	// hablar", the first one met at the office killed, "la próxima vez no
	// van a ser las ruedas", and an address sent with photos of one's
	// children.
	{CategoryThreats, 0.85, "^madre|padre|mama|papa|padres|abuela|abuelo|abuelos|hermano|hermana|hermanos|hermanas|tia|tio|novia|novio|mujer|marido|madre_me|madre_le|madre_nos|madre_te|madre_les|madre_lo|madre_la|padre_me|padre_le|padre_nos|padre_te|padre_les|padre_lo|padre_la|mama_me|mama_le|mama_nos|mama_te|mama_les|mama_lo|mama_la|papa_me|papa_le|papa_nos|papa_te|papa_les|papa_lo|papa_la|padres_me|padres_le|padres_nos|padres_te|padres_les|padres_lo|padres_la|abuela_me|abuela_le|abuela_nos|abuela_te|abuela_les|abuela_lo|abuela_la|abuelo_me|abuelo_le|abuelo_nos|abuelo_te|abuelo_les|abuelo_lo|abuelo_la|abuelos_me|abuelos_le|abuelos_nos|abuelos_te|abuelos_les|abuelos_lo|abuelos_la|hermano_me|hermano_le|hermano_nos|hermano_te|hermano_les|hermano_lo|hermano_la|hermana_me|hermana_le|hermana_nos|hermana_te|hermana_les|hermana_lo|hermana_la|hermanos_me|hermanos_le|hermanos_nos|hermanos_te|hermanos_les|hermanos_lo|hermanos_la|hermanas_me|hermanas_le|hermanas_nos|hermanas_te|hermanas_les|hermanas_lo|hermanas_la|tia_me|tia_le|tia_nos|tia_te|tia_les|tia_lo|tia_la|tio_me|tio_le|tio_nos|tio_te|tio_les|tio_lo|tio_la|novia_me|novia_le|novia_nos|novia_te|novia_les|novia_lo|novia_la|novio_me|novio_le|novio_nos|novio_te|novio_les|novio_lo|novio_la|mujer_me|mujer_le|mujer_nos|mujer_te|mujer_les|mujer_lo|mujer_la|marido_me|marido_le|marido_nos|marido_te|marido_les|marido_lo|marido_la dijo|dijeron|decia|grito|gritaba|escribio|aseguro|juro|aviso|advirtio|amenazo ~5 que ~2 me|te|le|lo|la|los|las|nos|os iba_a|iban_a|va_a|van_a|iria_a|irian_a apunalar|acuchillar|disparar|degollar|envenenar|rajar|ahorcar|estrangular|pegar_un_tiro|meter_un_tiro|dar_matarile|hacer_desaparecer|mandar_al_hospital|mandar_al_cementerio|mandar_al_otro_barrio|dejar_en_silla_de_ruedas|tirar_por_el_balcon|tirar_por_la_ventana|tirar_por_el_barranco|cortar_los_dedos|cortar_las_manos|cortar_la_lengua|levantar_a_golpes|quemar_viva|quemar_vivo|enterrar_vivo|enterrar_viva " + esNotAfterReported, false},
	{CategoryThreats, 0.85, esThreatSubjects + "|vecino|vecina|cliente|clienta|casero|casera|socio|socia|capataz|dueno|duena|" + esThreatRoles + " me|le|nos|les|te dijo|dijeron|decia|grito|gritaba|escribio|aseguro|juro|aviso|advirtio|amenazo ~5 que ~2 me|te|le|lo|la|los|las|nos|os iba_a|iban_a|va_a|van_a|iria_a|irian_a " + esHarmVerbs + "|" + esHarmIdioms + "|hacer_desaparecer|mandar_al_hospital|mandar_al_cementerio|mandar_al_otro_barrio|dejar_en_silla_de_ruedas|tirar_por_el_balcon|tirar_por_la_ventana|tirar_por_el_barranco|cortar_los_dedos|cortar_las_manos|cortar_la_lengua|levantar_a_golpes|quemar_viva|quemar_vivo|enterrar_vivo|enterrar_viva " + esNotAfterReported, false},
	{CategoryThreats, 0.85, "se_va_a_encargar_de_que|se_encargaria_de_que|se_encargara_de_que|me_encargo_de_que|me_voy_a_encargar_de_que|me_encargare_de_que|nos_encargamos_de_que|nos_vamos_a_encargar_de_que|se_iba_a_encargar_de_que ~1 no_vuelva_a_caminar|no_vuelvas_a_caminar|no_vuelva_a_andar|no_vuelvas_a_andar|no_salga_vivo|no_salgas_vivo|no_vuelva_a_ver_la_luz|no_vuelvas_a_ver_la_luz|nadie_lo_encuentre|nadie_la_encuentre|nadie_te_encuentre|no_vuelva_a_hablar|no_vuelvas_a_hablar|no_llegue_a_viejo|no_llegues_a_viejo", false},
	{CategoryThreats, 0.85, "tengo_gente_para_eso|tiene_gente_para_eso|tenia_gente_para_eso|tenemos_gente_para_eso|tengo_gente_que_se_encarga|tiene_gente_que_se_encarga|te_voy_a_hacer_desaparecer|la_voy_a_hacer_desaparecer|hacerte_desaparecer|te_hago_desaparecer|nadie_te_va_a_encontrar|nunca_te_van_a_encontrar", false},
	{CategoryThreats, 0.85, "no_precisamente_para_hablar|y_no_para_hablar|no_precisamente_para_charlar|y_no_para_charlar !sino|._sino|si_no|._si_no", false},
	{CategoryThreats, 0.85, "no_termina_vivo|no_termina_viva|no_acaba_vivo|no_acaba_viva|no_la_termina_vivo|no_la_termina_viva|no_lo_termina_vivo|no_la_acaba_vivo|no_lo_acaba_vivo|no_terminas_vivo|no_terminas_viva|no_acabas_vivo|no_acabas_viva|no_llega_vivo_al|no_llega_viva_al|no_llegas_vivo_al|no_llegas_viva_al", false},
	{CategoryThreats, 0.85, "dejaron|dejo|pusieron|puso|me_dejaron|le_dejaron|nos_dejaron|les_dejaron|me_pusieron|le_pusieron|nos_pusieron|encontre|encontro|encontramos|aparecio ~1 una_bala|balas|un_casquillo|una_cabeza_de_cerdo|una_cabeza_de_caballo|un_gato_muerto|un_perro_muerto|una_rata_muerta|una_corona_funeraria|una_esquela_con_mi_nombre|una_esquela_con_su_nombre", false},
	{CategoryThreats, 0.85, "o_sigues_tu|o_eres_el_siguiente|o_eres_la_siguiente|o_seras_el_siguiente|o_seras_la_siguiente|o_vas_tu_detras|o_acabas_igual|o_acabas_como_el|o_acabas_como_ella|o_terminas_como_el|o_terminas_como_ella|o_terminas_igual|sigues_tu_despues|tu_seras_el_siguiente|tu_seras_la_siguiente", false},
	{CategoryThreats, 0.85, "recibir|recibiras|recibira|recibirias|hacer|haremos|hacerte|hacerle|vamos_a_hacerte|vamos_a_hacerle ~1 una_visita|una_visita_nocturna ~1 que_no_te_va_a_gustar|que_no_le_va_a_gustar|que_no_me_iba_a_gustar|que_no_le_iba_a_gustar|que_no_te_iba_a_gustar|nada_agradable|de_mis_amigos|de_unos_amigos|de_mis_primos|de_unos_colegas|de_los_chicos|nocturna|ya_sabes_por_que|ya_sabe_por_que", false},
	{CategoryThreats, 0.85, "mandar|mando|mandaria|mandare|mandaba|iba_a_mandar|va_a_mandar|voy_a_mandar|regresaria_con|volveria_con|vendra_con|vuelvo_con|vengo_con|volvere_con|regresare_con|vendria_con ~1 a_unos|unos|a_sus|sus|mis|a_mis|a_los ~1 cuates|primos|amigos|colegas|compas|hermanos|panas|parceros|socios|chicos|matones ~3 a_esperarla|a_esperarlo|a_esperarte|a_esperarle|a_partirle|a_partirte|a_romperle|a_romperte|a_darle_una_paliza|a_darte_una_paliza|a_darle_su_merecido|a_darte_tu_merecido|a_arreglar_cuentas|a_ajustar_cuentas|y_la_iban_a|y_lo_iban_a|y_te_van_a|y_le_iban_a|para_darle|para_darte|a_levantarla|a_levantarlo|a_levantarte !a_la_fiesta|al_cumpleanos|a_la_cena|para_celebrar|para_ayudar|a_ayudar|para_la_mudanza", false},
	{CategoryThreats, 0.85, "tijera|tijeras|navaja|cuchillo|destornillador|machete|cutter|cuter|punal|tijera_de_podar ~8 se_la_clavaba|te_la_clavo|se_la_clavo|te_la_clavaba|se_lo_clavaba|te_lo_clavo|se_lo_clavo|te_lo_clavaba|se_la_clavaria|te_la_clavaria|se_la_clavaria", false},
	{CategoryThreats, 0.9, "te|le|lo|la|les|los|os agarro|agarramos|paso|pasare|abro|abrire|meto|metere|saco|sacare|doy|dare ~1 a_machetazos|a_cuchilladas|a_balazos|a_navajazos|a_machetes|un_fierrazo|un_machetazo|un_plomazo|un_botellazo|un_ladrillazo|la_motosierra|en_canal|como_un_chorizo|como_un_cerdo|la_chucha|la_cresta|las_tripas|los_sesos|la_crisma|las_entranas " + esNotAfterHarm + "|para_cortar|para_podar|para_la_lena|tronco|arbol|arboles|seto|lena|rama|ramas|jardin|pino", false},
	{CategoryThreats, 0.9, "te|le|lo|la|les|los|os ~1 voy|vamos|ire|iremos|va|van|iba|iban ~1 a agarrar_a_machetazos|agarrar_a_cuchilladas|agarrar_a_navajazos|meter_un_fierrazo|meter_un_machetazo|dar_un_machetazo|dar_un_fierrazo|dar_un_plomazo|meter_un_plomazo|sacar_la_chucha|sacar_la_cresta|sacar_las_tripas|abrir_en_canal|abrir_como_un_chorizo|abrir_como_un_cerdo|cortar_los_dedos|cortar_las_manos|cortar_la_lengua|pasar_la_motosierra|volar_los_sesos|hacer_desaparecer|mandar_al_hospital|mandar_al_cementerio|dejar_en_silla_de_ruedas " + esNotAfterHarm, false},
	{CategoryThreats, 0.85, "si|como ~6 chiva|chivas|chivaba|chivara|cuenta|cuentas|contaba|contara|dices|decia|dijera|hablas|hablaba|hablara|denuncias|denunciaba|denunciara|abres_la_boca|abria_la_boca|vuelves|volvia|vuelve|volviera|gritaba|gritas|grita ~6 le|te|lo|la|los|las corto|cortaba|cortaria|tiro|tiraba|tiraria|rajo|rajaba|quemo|quemaba ~1 los_dedos|las_manos|la_lengua|por_el_barranco|por_el_balcon|por_la_ventana|por_las_escaleras|al_pozo|al_rio|del_puente|desde_el_puente|a_las_vias|el_cuello|la_cara|la_casa|el_coche", false},
	{CategoryThreats, 0.85, "^asesino|asesina|villano|villana|personaje|protagonista|monstruo|zombi|zombie esperaba|espera|esperaron|esperaban|esperare|esperaria|esperamos|esperan|esperando|esperarla|esperarlo|esperarte|esperarle|esperarlos|voy_a_esperar|vamos_a_esperar|iba_a_esperar ~4 con_el_cuchillo|con_un_cuchillo|con_la_navaja|con_una_navaja|con_un_bate|con_el_bate|con_una_pistola|con_la_pistola|con_un_palo|con_una_barra|con_el_machete|con_un_machete|con_una_escopeta|con_la_escopeta|con_un_hacha|con_el_hacha|con_una_barra_de_hierro|con_un_martillo|con_el_martillo !para_cortar|de_cocina|jamonero|del_pan|para_el_pan|para_la_tarta|de_la_tarta|para_el_jamon|del_jamon|de_carnicero|para_la_carne|en_la_mano_para|para_colgar|y_los_clavos|y_unos_clavos|para_clavar", false},
	{CategoryThreats, 0.85, "como_si_fuera_una_pistola|haciendo_una_pistola_con_los_dedos|con_los_dedos_en_forma_de_pistola|con_la_mano_en_forma_de_pistola|simulando_que_disparaba|simulando_disparar|haciendo_como_que_disparaba|haciendo_como_que_nos_disparaba|haciendo_como_que_me_disparaba", false},
	{CategoryThreats, 0.9, "me_cargo|me_cargare|me_voy_a_cargar|voy_a_cargarme|nos_cargamos|nos_vamos_a_cargar|me_cargaria al_primero_que|a_la_primera_que|al_primero_que_se|al_que_se_me|a_quien_se_me|al_que_me|a_quien_me|al_primero_que_me|al_primero_que_vea|al_primero_que_encuentre", false},
	{CategoryThreats, 0.85, "la_proxima_vez_no_van_a_ser|la_proxima_vez_no_sera|la_proxima_no_sera|la_proxima_no_van_a_ser|la_proxima_vez_no_seran|la_proxima_no_seran ~1 las_ruedas|las_llantas|los_cristales|las_ventanas|el_coche|la_moto|el_perro|solo_el_coche|solo_las_ruedas|solo_un_susto|solo_un_aviso|un_aviso|las_ruedas_lo_que_pinche|el_coche_lo_que_queme !._la_multa|la_multa|._multa|sino_una_multa|._sera_una_multa|._te_multan|._habra_multa|._la_sancion|._sera_sancion", false},
	{CategoryThreats, 0.85, "mi_direccion|su_direccion|tu_direccion|nuestra_direccion ~3 foto|fotos|la_foto|las_fotos|una_foto ~1 de_su|de_tu|de_mi|de_sus|de_tus|de_mis ~1 hija|hijo|hijos|hijas|mujer|marido|familia|casa", false},

	// Spanish self-harm told in the same narratives: a friend or relative
	// who says they will jump, will not be a problem for anyone soon, will
	// not be seen again "y que nadie lo busque", belongings given away
	// "total ya no los voy a necesitar", a decision to die, chat spellings
	// ("ya no kiero seguir vivo"), imagining the jump while watching the
	// water, cuts made "para sentir algo" or hidden under a girdle, the
	// number of pills needed "para no despertarse", pills counted on the
	// table, a rope prepared, how to hang oneself, a goodbye to one's
	// family "me voy de verdad", a crash on purpose, life not worth it
	// ("no me sale a cuenta vivir", "me da igual vivir o morir"), a vehicle
	// off the road "conmigo dentro", pins driven into one's legs, the dose
	// one would use on oneself, the whole bottle "para que se acabe todo",
	// and a life insurance that pays out for suicide.
	{CategorySelfHarm, 0.85, "pronto_no_va_a_ser_un_problema|no_va_a_ser_un_problema_para_nadie|no_voy_a_ser_un_problema_para_nadie|pronto_no_voy_a_ser_un_problema|pronto_no_sere_un_problema|pronto_ya_no_va_a_molestar|pronto_ya_no_voy_a_molestar|pronto_ya_no_molestare", false},
	{CategorySelfHarm, 0.85, "no_me_vais_a_volver_a_ver|no_me_volvereis_a_ver|no_me_van_a_volver_a_ver|no_me_volveran_a_ver|no_lo_vamos_a_volver_a_ver|no_la_vamos_a_volver_a_ver|no_le_vamos_a_volver_a_ver|no_lo_volveremos_a_ver|no_la_volveremos_a_ver|no_le_volveremos_a_ver ~6 que_nadie_me_busque|que_nadie_lo_busque|que_nadie_la_busque|que_nadie_le_busque|mejor_asi_para_todos|es_mejor_para_todos|cuidad_de|cuiden_de|cuidaran_a|cuidaran_de|gracias_por_todo", false},
	{CategorySelfHarm, 0.85, "total|pronto|dentro_de_poco|donde_voy|adonde_voy|a_donde_voy ~1 ya_no|no ~1 los|las|la|lo|me voy_a_necesitar|va_a_necesitar|van_a_hacer_falta|hara_falta|necesitare|necesitara|necesito !porque|que_ya|que_he|que_aprobe|ya_aprobe|me_compre|me_he_comprado|tengo_otro|tengo_otra|tengo_otros|tengo_otras|para_el|para_la|en_el|en_la|este|esta|hasta|mas_hasta|el_ano|el_curso|el_mes", false},
	{CategorySelfHarm, 0.9, "he_decidido|decidi|lo_he_decidido|ya_lo_he_decidido|tengo_decidido|ha_decidido|ya_he_decidido|ya_decidi ~1 matarme|suicidarme|quitarme_la_vida|acabar_con_mi_vida|matarse|suicidarse|quitarse_la_vida|acabar_con_su_vida|no_seguir_viviendo|dejar_de_vivir", false},
	{CategorySelfHarm, 0.9, "no_kiero_vivir|no_kiero_seguir_viva|no_kiero_seguir_vivo|no_kiero_estar_aki|no_kiero_estar_aqui|no_kiero_seguir_aki|no_kiero_seguir|kiero_morir|kiero_morirme|me_kiero_morir|me_kiero_matar|kiero_matarme|kiero_suicidarme|kiero_desaparecer_para_siempre|no_qiero_vivir|qiero_morir|me_qiero_morir|kiero_dejar_de_existir|no_kiero_existir", false},
	{CategorySelfHarm, 0.85, "me_imagino|imaginandome|me_veo|me_imagine ~1 saltando|tirandome|cayendo_al_vacio|colgado|colgada|colgandome|ahorcado|ahorcada|ahogandome|bajo_el_tren|en_el_ataud|en_mi_funeral|muerto_en|muerta_en !en_paracaidas|de_alegria|en_la_cama|a_la_piscina|al_agua|con_la_comba|a_la_comba|en_la_fiesta|en_el_concierto|de_risa|en_el_escenario|en_trampolin|en_la_cama_elastica|en_la_montana_rusa|en_el_puenting|en_la_tirolina|en_el_parque_de_atracciones|en_la_atraccion|en_el_salto|en_el_bungee|desde_la_tirolina|en_parapente|en_el_paracaidas|haciendo_puenting|de_la_tirolina", false},
	{CategorySelfHarm, 0.85, "cortes|quemaduras|heridas|marcas ~8 se_los_hace|se_las_hace|me_los_hago|me_las_hago|me_lo_hago|se_lo_hace ~2 para_sentir_algo|a_proposito|adrede|cuando_esta_mal|cuando_estoy_mal|para_castigarse|para_castigarme|para_no_sentir", false},
	{CategorySelfHarm, 0.85, "cortes ~4 en_el_vientre|en_los_muslos|en_las_munecas|en_la_tripa|en_la_barriga|en_los_brazos|en_las_piernas ~4 escondia|escondo|esconde|tapaba|tapo|tapa|oculta|oculto|ocultaba|para_que_no_se_vea|para_que_no_se_vean|con_la_faja|con_manga_larga|con_pulseras", false},
	{CategorySelfHarm, 0.85, "cuantas_pastillas|cuantos_somniferos|cuantas_pastis|cuanto_paracetamol|cuantos_paracetamoles|cuanta_insulina ~3 hacen_falta|hay_que_tomar|harian_falta|necesitaria|necesito|necesita ~1 para_no_despertar|para_no_despertarse|para_no_despertarme|para_morir|para_matarse|para_matarme|para_no_volver_a_despertar|para_no_levantarse|para_acabar", false},
	{CategorySelfHarm, 0.85, "tengo|tiene|tenia|tenemos ~1 las_pastillas|los_somniferos|las_pastis|las_pildoras|los_medicamentos ~1 contadas|contados|en_fila|alineadas|alineados !para_toda_la_semana|para_la_semana|para_el_mes|para_todo_el_mes|para_cada_dia|por_dias|por_dia|en_el_pastillero|en_un_pastillero|para_el_viaje|para_las_vacaciones|como_me_dijo|como_dijo|segun_la_receta|por_la_enfermera|por_la_farmaceutica|para_mi_abuela|para_mi_abuelo|por_el_medico", false},
	{CategorySelfHarm, 0.85, "prepare|he_preparado|ha_preparado|tengo_preparada|tiene_preparada|tenia_preparada|preparo ~1 una_cuerda|la_cuerda|una_soga|la_soga !para_tender|para_la_ropa|para_el_camping|para_la_tienda|para_escalar|para_saltar|para_el_barco|para_atar|para_el_columpio|para_la_excursion|de_tender|para_la_mudanza|para_el_tendedero|para_tender_la_ropa|para_la_obra|para_el_decorado|para_el_perro|para_la_hamaca|para_el_toldo|para_la_clase|para_el_gimnasio|para_el_juego|para_la_gymkana|para_la_yincana|para_saltar_a_la_comba|para_la_comba|para_la_cometa|para_colgar_las_luces|para_colgar_la_ropa|para_las_luces|para_el_arbol|para_el_huerto|para_las_plantas|para_la_pinata|para_el_velero|para_la_escalada|para_la_acampada|para_el_campamento", false},
	{CategorySelfHarm, 0.9, "como_colgarme|donde_colgarme|como_ahorcarme|donde_ahorcarme|nudo_de_horca|nudo_corredizo_y_donde_colgarlo|como_colgarse|donde_colgarse", false},
	{CategorySelfHarm, 0.85, "ya_me_despedi_de_mi_familia|ya_me_despedi_de_todos|me_he_despedido_de_mi_familia|se_despidio_de_todos|se_ha_despedido_de_todos|ya_me_he_despedido_de_todos|me_despedi_de_mi_familia ~4 ?. ~4 me_voy_de_verdad|me_voy_para_siempre|cuidad_de_mi|cuiden_a_mi|cuidaran_a_su|cuidar_a_su|no_contesta|no_responde|no_coge_el_telefono|no_coge_el_movil|que_nadie_me_busque|que_nadie_lo_busque", false},
	{CategorySelfHarm, 0.85, "chocar|choco|estrellar|estrello|estrellare|chocare|va_a_chocar|va_a_estrellar|voy_a_chocar|voy_a_estrellar ~4 a_proposito|adrede|aposta|queriendo", false},
	{CategorySelfHarm, 0.85, "no_me_sale_a_cuenta_vivir|no_le_sale_a_cuenta_vivir|ya_no_me_sale_a_cuenta_vivir|ya_no_le_sale_a_cuenta_vivir|no_me_compensa_vivir|no_merece_la_pena_vivir|me_da_igual_vivir_o_morir|me_da_igual_morir|me_daria_igual_morir|no_me_importa_morir|no_me_importaria_morir|me_da_igual_si_me_muero|me_da_igual_morirme|no_me_importaria_no_despertar|no_me_importaria_morirme !en_este_videojuego|en_el_videojuego|en_el_juego|en_este_juego|en_la_partida|en_esta_partida|en_minecraft|en_la_serie|en_la_peli|en_la_pelicula|en_modo", false},
	{CategorySelfHarm, 0.85, "no_me_importaria|me_da_igual|me_daria_igual|ojala|me_gustaria ~8 conmigo_dentro|conmigo_encima|conmigo_debajo !._asi_podria|asi_podria|._asi_podre|._para_estudiar|para_estudiar|._para_poder|para_poder|._jaja|jaja|._jajaja|jajaja|._xd|xd|._lol|lol|de_casa|de_la_casa|toda_la_noche|un_fin_de_semana|todo_el_fin_de_semana", false},
	{CategorySelfHarm, 0.85, "me_clavo|se_clava|me_clavaba|se_clavaba|clavarme ~1 alfileres|agujas|las_unas|chinchetas|el_compas|un_compas|las_tijeras ~3 cuando_me_equivoco|cuando_se_equivoca|cuando_estoy_mal|cuando_esta_mal|hasta_sangrar|hasta_hacerme_sangre|a_proposito|para_castigarme|para_castigarse|para_no_llorar|para_sentir_algo", false},
	{CategorySelfHarm, 0.85, "dosis|pastillas|anestesico|insulina|pentobarbital|morfina|veneno ~6 usaria_conmigo|usare_conmigo|me_pondria|me_inyectaria|me_inyectare|me_tomaria_para|usaria_para_matarme", false},
	{CategorySelfHarm, 0.85, "me_tiro|se_tira|me_tomo|se_toma|tirarme|tomarme|saltar|me_trago|se_traga|me_bebo|se_bebe ~8 para_que_se_acabe_todo|para_acabar_con_todo|para_que_todo_acabe|para_que_todo_termine|y_que_se_acabe_todo|y_que_todo_acabe|y_se_acabo_todo|y_se_acaba_todo|para_no_despertar|para_no_despertarme|para_no_despertarse", false},
	{CategorySelfHarm, 0.85, "seguro_de_vida ~8 aunque_sea_suicidio|aunque_me_mate|aunque_se_mate|si_me_mato|si_me_suicido|si_se_suicida|si_se_mata|en_caso_de_suicidio|cubre_el_suicidio|paga_el_suicidio", false},
	// The same families in Portuguese and Italian, where they were
	// missing: a burden to one's family ("me sinto um peso para a minha
	// família", "mi sento un peso per la mia famiglia"), a wish that
	// everything end ("quero que tudo acabe", "voglio che tutto finisca",
	// not "que tudo acabe bem"), sleeping and never waking, a friend who
	// cuts their arms, a jump from a window ("mi voglio buttare dalla
	// finestra"), a bomb set at school ("metto una bomba a scuola"), a
	// beating ("lo riempio di botte"), a person who will not leave alive
	// ("esse chefe não sai vivo daqui") and a score to be paid for what
	// was done ("vai pagar pelo que me fez", "me la pagherà per quello che
	// mi ha fatto").
	{CategorySelfHarm, 0.85, "sou|me_sinto|sinto_que_sou|so_sou|eu_sou ~1 um_fardo|um_peso|uma_carga|um_estorvo ~1 para_todos|para_a_minha_familia|para_minha_familia|pra_minha_familia|para_os_meus_pais|para_meus_pais|pros_meus_pais|pra_todo_mundo|para_todo_mundo|para_toda_a_gente|para_todo_o_mundo", false},
	{CategorySelfHarm, 0.85, "sono|mi_sento|sento_di_essere|sono_solo|sono_soltanto ~1 un_peso|un_fardello|una_zavorra ~1 per_tutti|per_la_mia_famiglia|per_i_miei|per_i_miei_genitori|per_chi_mi_sta_vicino|per_mia_madre|per_mio_padre", false},
	{CategorySelfHarm, 0.85, "quero_que_tudo_acabe|quero_que_tudo_termine|so_quero_que_tudo_acabe|so_quero_que_tudo_termine|quero_que_isso_tudo_acabe|quero_que_tudo_isso_acabe !bem|logo|o|a|os|as|com|para|pra|em|no|na|do|da|por|antes|rapido|depressa|cedo", false},
	{CategorySelfHarm, 0.85, "voglio_che_tutto_finisca|voglio_solo_che_tutto_finisca|voglio_che_finisca_tutto|voglio_che_tutto_questo_finisca|voglio_solo_che_finisca_tutto !bene|presto|il|la|i|le|lo|con|per|in|nel|nella|prima|in_fretta|al_piu_presto|entro", false},
	{CategorySelfHarm, 0.9, "dormir_e_nao_acordar|dormir_e_nao_acordar_mais|dormir_e_nunca_mais_acordar|dormir_para_sempre|nao_acordar_nunca_mais|nunca_mais_acordar !depois|depois_dessa|depois_desta|depois_de|no_fim_de_semana|nesse_fim_de_semana|este_fim_de_semana|esse_fim_de_semana|amanha|no_sabado|no_domingo|nas_ferias|ate|hoje|de_tanto|._depois|de_cansaco|de_cansada|de_cansado|no_sofa|na_praia", false},
	{CategorySelfHarm, 0.85, "se_corta|se_cortando|se_cortava|se_machuca|se_automutila|se_mutila ~1 nos|nas|os|as|seus|suas bracos|pulsos|pernas|coxas !com_a_gilete_de_depilar|ao_depilar|depilando", false},
	{CategorySelfHarm, 0.85, "si_taglia|si_tagliava|si_fa_dei_tagli|si_autolesiona|si_sta_tagliando ~1 le|i|sui|sulle|alle|ai braccia|polsi|gambe|cosce", false},
	{CategorySelfHarm, 0.9, "^piuttosto|preferisco|preferirei mi_voglio_buttare|voglio_buttarmi|mi_butto|mi_buttero|buttarmi|mi_butterei|lanciarmi|mi_lancio ~2 dalla_finestra|dal_ponte|da_un_ponte|dal_balcone|dal_tetto|sotto_un_treno|sotto_il_treno|sotto_una_macchina|sotto_la_metro|dal_terrazzo|dal_quinto_piano|dal_palazzo !che|piuttosto_che|prima_di|se|invece_di|pur_di|ahah|ahahah", false},
	{CategoryThreats, 0.9, "metto|mettero|piazzo|piazzero|voglio_mettere|mettere|piazzare|faccio_saltare|faro_saltare|far_saltare ~1 una_bomba ~1 a|in|nella|nel|all|alla|al ~1 scuola|ufficio|universita|facolta|classe|aula|azienda|fabbrica|istituto|liceo", false},
	{CategoryThreats, 0.9, "lo|la|li|le|ti|vi riempio|riempiro|gonfio|gonfiero|voglio_riempire|vado_a_riempire|devo_riempire di_botte|di_mazzate|di_pugni|di_calci|di_legnate|di_sberle " + "!al|a|alla|in|nel|nella", false},
	{CategoryThreats, 0.85, "^desta|deste|dessa|desse|filho|filha|filhos|pai|mae|avo|bebe|menino|menina|cao|cachorro|gato|bolo|bolos|pudim|doce|doces|pizza|chocolate|sobremesa|torta|tarte|pastel nao_sai_vivo|nao_sai_viva|nao_vai_sair_vivo|nao_vai_sair_viva|nao_sais_vivo|nao_chega_vivo|nao_chega_viva|nao_vao_sair_vivos daqui|dessa|desta_vez|hoje|amanha|do_escritorio|da_escola|da_empresa|.", false},
	{CategoryThreats, 0.85, "vai_pagar|vao_pagar|vai_me_pagar|vais_pagar|vai_pagar_caro|vao_pagar_caro|vai_me_pagar_caro pelo_que|por_aquilo_que|por_tudo_que|por_tudo_o_que ~1 me_fez|nos_fez|me_fizeram|nos_fizeram|fez_comigo|fizeram_comigo|me_disse !perder|gastar|esperar|rir|._perdeu|._perdi", false},
	{CategoryThreats, 0.85, "me_la_paghera|me_la_pagheranno|me_la_pagherai|me_la_pagherete|me_la_paga|me_la_pagano|paghera|pagherai|pagheranno ~2 per_quello_che|per_cio_che|per_quel_che|per_tutto_quello_che ~1 mi_ha_fatto|ci_ha_fatto|mi_hanno_fatto|ci_hanno_fatto|mi_ha_detto|ha_fatto_a_me", false},
	// Safety, fourth batch, from probes of hazards told without a
	// keyword. A crowd crush told in the passive with the place first
	// ("dass am Eingang Leute erdrückt wurden", "im Gedränge wurden zwei
	// Mädchen beinahe erdrückt") or after "so voll, dass", not work or
	// debts that crush someone ("von der Arbeit erdrückt"), sardines, or
	// the writer's own joke ("so voll, dass wir im Flur zerquetscht
	// wurden"): other people are named.
	{CategorySafety, 0.85, "am_eingang|am_einlass|am_ausgang|an_der_tur|an_der_absperrung|an_den_absperrungen|am_gitter|vor_der_buhne|an_der_treppe|auf_der_treppe|im_gedrange|in_der_menge|an_der_kasse|am_tor|an_den_toren ~3 leute|menschen|personen|jemand|einige|mehrere|fans|besucher|besucherinnen|gaste|studenten|studierende|zuschauer|kinder|schuler|madchen|jungen|jugendliche|frauen ~2 erdruckt|zerquetscht|totgetrampelt|niedergetrampelt|zertrampelt|eingequetscht|zerdruckt !wie", false},
	{CategorySafety, 0.85, "so_voll|so_uberfullt|uberfullt|uberfullte|brechend_voll|viel_zu_voll|rappelvoll|proppenvoll . dass ~2 leute|menschen|personen|einige|mehrere|fans|besucher|besucherinnen|gaste|studenten|studierende|zuschauer|kinder|schuler|madchen|jungen|jugendliche|frauen ~3 erdruckt|zerquetscht|totgetrampelt|niedergetrampelt|zertrampelt|zerdruckt !wie|von|vom", false},
	// Someone nearly struck by a falling or toppling thing, in German
	// ("wäre beinahe von einem umstürzenden Regal erschlagen worden"):
	// the falling is said, not the choice on a shelf ("von der Auswahl
	// im Regal erschlagen") or being worn out ("ich bin total erschlagen").
	{CategorySafety, 0.85, "von|vom ?einem|einer|dem|der|den herabfallenden|herunterfallenden|runterfallenden|umsturzenden|umfallenden|umkippenden|kippenden|einsturzenden|fallenden|herabsturzenden|schwenkenden ~1 erschlagen|getroffen|verletzt|eingeklemmt|zerquetscht|begraben", false},
	// Something that can fall or fell onto children or workers (a goal
	// not anchored, a shelf): "se puede caer sobre los niños", "kann auf
	// die Kinder fallen", "ist ein Tor auf einen Jungen gefallen", "peut
	// tomber sur les enfants", "può cadere sui bambini", not rain, snow or
	// a choice ("die Wahl ist auf einen Kollegen gefallen", "je suis
	// tombé sur un enfant" is meeting one: the French reads a modal only).
	{CategorySafety, 0.85, "^nieve|lluvia|agua|confeti|balon|pelota|culpa|responsabilidad|peso|sueno|eleccion se_puede_caer|puede_caer|puede_caerse|podria_caer|podria_caerse|se_podria_caer|se_va_a_caer|va_a_caer|se_cayo|se_cayeron|se_desplomo|se_vino_abajo ~1 sobre|encima_de ?un|una|los|las|unos|algun|alguna nino|nina|ninos|ninas|alumno|alumna|alumnos|alumnas|alguien|trabajador|trabajadores|companero|companeros|companera|gente|persona|personas|crio|crios|chaval|chavales|jugadores|jugador", false},
	{CategorySafety, 0.85, "^wahl_ist|wahl_fiel|los_ist|verdacht_ist|blick_ist|entscheidung_ist|schuld_ist|wahl|los|verdacht|blick|entscheidung|schnee|regen|ball|konfetti auf ?die|den|einen|eine|ein ?kleinen|kleines kinder|kind|schuler|schulerin|schulern|jungen|madchen|kollegen|kollegin|arbeiter|mitarbeiter|jemanden|leute|passanten|besucher|spieler gefallen|gesturzt|gekippt|fallen|sturzen|kippen|umgefallen|umgekippt|umsturzen|krachen|gekracht", false},
	{CategorySafety, 0.85, "^responsabilite|faute|choix|pluie|neige|sort|soupcons peut|pourrait|risque_de|risquent_de|menace_de|a_failli|ont_failli|peuvent|pourraient ~1 tomber|s_effondrer|basculer|s_ecrouler sur ?les|un|une|des|nos enfants|enfant|eleves|eleve|gamins|ouvriers|gens|quelqu'un|quelqu_un|joueurs|passants", false},
	{CategorySafety, 0.85, "^colpa|responsabilita|scelta|pioggia|neve|sospetto puo_cadere|potrebbe_cadere|rischia_di_cadere|stava_per_cadere|possono_cadere|potrebbero_cadere|rischiano_di_cadere|puo_crollare|potrebbe_crollare|rischia_di_crollare|puo_ribaltarsi|potrebbe_ribaltarsi|e_caduta|e_caduto|e_crollata|e_crollato|sono_caduti|sono_cadute|e_crollato ?addosso sui|su_un|su_una|sugli|addosso_ai|addosso_a|addosso_agli ?qualche bambini|bambino|bambina|alunni|studenti|operai|ragazzi|qualcuno|persone|gente|giocatori", false},
	{CategorySafety, 0.85, "^blame|responsibility|choice|suspicion|snow|rain|duty|task|job|burden|holiday|birthday|christmas could|can|might|may|nearly|almost|is_going_to ~1 fall|fell|topple|toppled|tip|tipped|collapse|collapsed on|onto ?the|a|some|one_of_the kids|children|students|child|kid|workers|someone|somebody|people|pupils|players", false},
	{CategorySafety, 0.85, "^culpa|responsabilidade|escolha|chuva|neve|suspeita pode|poderia|vai|quase|podem ~1 cair|desabar|tombar|despencar em_cima_de|em_cima_das|em_cima_dos|em_cima_da|em_cima_do|sobre ?as|os|uma|um|alguma|algum criancas|crianca|alunos|aluno|alunas|alguem|pessoas|operarios|trabalhadores|jogadores", false},
	// A fall from a height that nearly happened, in Spanish, Italian and
	// German ("casi se cae por la ventana", "stava per cadere dal
	// balcone", "wäre fast vom Gerüst gestürzt"), not a chair one nearly
	// fell off laughing.
	{CategorySafety, 0.85, "casi|por_poco ~1 se_cae|se_cayo|se_caen|se_cayeron|cae|cayo|se_precipita|se_precipito ?un|una|el|la|mi|su|otro|otra ?obrero|obrera|nino|nina|alumno|alumna|chaval|chavala|crio|cria|trabajador|trabajadora|companero|companera|hombre|mujer|chico|chica|bebe|pequeno|pequena|operario|operaria|albanil|senor|senora|hijo|hija|hermano|hermana|vecino|vecina|pintor|cliente|estudiante|chiquillo por|de|desde|del|al ?la|el|un|una|lo_alto_de_la|lo_alto_del ventana|ventanas|balcon|barandilla|tejado|andamio|hueco|terraza|azotea|escalera_de_mano|muro|patio_de_luces", false},
	{CategorySafety, 0.85, "stava_per|stavano_per|rischiava_di|rischiavano_di|ha_rischiato_di|hanno_rischiato_di|e_quasi|e_per_poco|quasi ~1 cadere|precipitare|caduto|caduta|caduti|cadeva|precipitato|precipitata ?giu dalla|dal|dall|dai|dalle finestra|finestre|balcone|ringhiera|tetto|impalcatura|terrazza|tromba_delle_scale|scala|muro|lucernario", false},
	{CategorySafety, 0.85, "fast|beinahe ~4 aus_dem_fenster|vom_balkon|vom_dach|vom_gerust|uber_das_gelander|vom_gelander|in_den_schacht|durch_das_loch|in_die_grube|in_den_graben|vom_hochbett|von_der_leiter|vom_baugerust gefallen|gesturzt|abgesturzt|gestolpert|gekippt|gerutscht|geflogen", false},
	// Hazards reported and left as they are: "lo hemos avisado y nadie
	// hace nada con el cable suelto", "niemand tut etwas gegen die losen
	// Kabel", "trotz Meldung ist das Geländer …", "nobody does anything
	// about the sparking socket". A hazard is named after it: not a
	// broken printer, a course or an office.
	{CategorySafety, 0.85, "nadie_hace_nada|nadie_hizo_nada|no_hace_nada|no_hacen_nada|no_hicieron_nada|no_han_hecho_nada|nadie_ha_hecho_nada|nadie_lo_arregla|nadie_arregla_nada ~1 con|por|sobre|contra|para_arreglar|para_quitar|para_reparar ~2 cable|cables|enchufe|enchufes|fuga|fugas|escape|escapes|barandilla|barandillas|techo|andamio|andamios|salida_de_emergencia|salidas_de_emergencia|extintor|extintores|caldera|amianto|grieta|grietas|ascensor|estanteria|estanterias|gas|cuadro_electrico|escalon|escalones|agujero|socavon|humo|moho|chispas !del_cargador|del_movil|del_portatil|de_la_tele|del_ordenador|de_los_auriculares|de_la_consola|suelto_del_cargador|suelto_del_movil|suelto_del_portatil", false},
	{CategorySafety, 0.85, "niemand_tut_etwas|keiner_tut_etwas|niemand_macht_etwas|keiner_macht_etwas|niemand_unternimmt_etwas|keiner_unternimmt_etwas|nichts_passiert|passiert_nichts|nichts_getan|nichts_gemacht ~1 gegen|wegen|mit|an ~2 kabel|steckdose|steckdosen|gelander|treppe|stufe|stufen|gerust|regal|regale|decke|balkon|notausgang|notausgange|fluchtweg|fluchtwege|feuerloscher|rauchmelder|aufzug|schimmel|asbest|gasgeruch|gasleitung|riss|risse|loch|scherben|bremsen|leitungen|stromkabel", false},
	{CategorySafety, 0.85, "trotz meldung|meldungen|mehrfacher_meldung|mehrerer_meldungen|beschwerden|anzeige ~3 kabel|steckdose|steckdosen|gelander|treppe|stufe|stufen|gerust|regal|regale|decke|balkon|notausgang|notausgange|fluchtweg|fluchtwege|feuerloscher|rauchmelder|aufzug|schimmel|asbest|gasgeruch|gasleitung|riss|risse|loch|scherben|bremsen|stromkabel !jetzt|endlich|inzwischen|mittlerweile|wieder|nun|repariert|erneuert|ersetzt|langsam|laut|alt|hasslich|schmutzig", false},
	{CategorySafety, 0.85, "nobody_does_anything|no_one_does_anything|nobody_did_anything|no_one_did_anything|nobody_has_done_anything|no_one_has_done_anything|nothing_has_been_done|nothing_was_done|nothing_is_done|nothing_gets_done|nobody_fixes_anything about|with ~2 socket|sockets|outlet|outlets|wires|wiring|cables|railing|railings|handrail|scaffold|scaffolding|ceiling|leak|gas|fire_exit|fire_exits|fire_door|extinguishers|smoke_alarms|smoke_detectors|mould|mold|asbestos|brakes|crack|cracks|balcony|sparking|exposed|frayed", false},
	// Fingers or a hand lost to a machine or a saw: "perdió dos dedos",
	// "zwei Finger abgetrennt", "a perdu deux doigts", "ha perso due
	// dita", "perdeu dois dedos", "lost two fingers".
	{CategorySafety, 0.85, "perdio|perdieron|ha_perdido|han_perdido|se_amputo|se_corto|se_arranco|se_cerceno|le_amputaron|le_corto|le_arranco ~1 un_dedo|dos_dedos|tres_dedos|varios_dedos|la_punta_del_dedo|la_punta_de_un_dedo|los_dedos|parte_de_la_mano|la_mano|un_brazo !de_la_risa|jugando|en_la_guerra|de_nino|de_pequeno|hace_anos|de_pintura|de_vino|de_agua|de_whisky|de_ron|de_ventaja|de_frente|de_los_guantes|del_guante|de_los_calcetines", false},
	{CategorySafety, 0.85, "finger|fingerkuppe|fingerkuppen|daumen|hand|fingerglied ~1 abgetrennt|abgerissen|amputiert|abgequetscht", false},
	{CategorySafety, 0.85, "a_perdu|ont_perdu|s_est_sectionne|s_est_coupe|s_est_arrache|sectionne|arrache ~1 un_doigt|deux_doigts|trois_doigts|les_doigts|le_bout_du_doigt|le_bout_d_un_doigt|la_main|une_main|une_phalange|deux_phalanges !de_vin|de_whisky|d_eau|de_peinture|il_y_a_longtemps|il_y_a_des_annees|il_y_a_bien_longtemps|a_la_guerre|quand_il_etait_petit", false},
	{CategorySafety, 0.85, "ha_perso|hanno_perso|si_e_tranciato|si_e_tranciata|si_e_amputato|tranciato|amputato|amputate|ha_tranciato ~1 un_dito|due_dita|tre_dita|le_dita|la_mano|una_mano|la_punta_del_dito|una_falange !anni_fa|tanti_anni_fa|molti_anni_fa|in_guerra|da_bambino|da_piccolo|di_vino|d_acqua", false},
	{CategorySafety, 0.85, "perdeu|perderam|decepou|deceparam|amputou|amputaram|arrancou ~1 um_dedo|dois_dedos|tres_dedos|os_dedos|a_ponta_do_dedo|a_mao|uma_mao|parte_da_mao !ha_anos|ha_muitos_anos|na_guerra|quando_era_crianca|quando_era_pequeno|de_tinta|de_vinho|de_agua", false},
	{CategorySafety, 0.85, "lost|severed|chopped_off|cut_off|crushed ~1 two_fingers|three_fingers|a_finger|his_finger|her_finger|a_fingertip|his_fingertip|her_fingertip|fingers|part_of_his_hand|part_of_her_hand|his_hand|her_hand !years_ago|many_years_ago|decades_ago|in_the_war|as_a_kid|as_a_child|of_whisky|of_paint|of_water|of_wine", false},
	// An emergency door that would not open: "la puerta de emergencia no
	// se abría", "ging die Notausgangstür nicht auf", "la porte de
	// secours ne s'ouvrait pas", "the fire door wouldn't open".
	{CategorySafety, 0.85, "^pelicula_la|pelicula_las|serie_la|serie_las|novela_la|videojuego_la|juego_la|sueno_la|peli_la puerta_de_emergencia|puertas_de_emergencia|salida_de_emergencia|salidas_de_emergencia|puerta_de_incendios|puertas_de_incendios|puerta_antiincendios|puerta_cortafuegos|puerta_de_evacuacion|salida_de_incendios ~3 no_se_abria|no_se_abre|no_se_abrian|no_se_abren|no_abria|no_abre|no_se_podia_abrir|no_se_puede_abrir|no_se_pudo_abrir|no_se_pudieron_abrir|no_se_podian_abrir|no_se_pueden_abrir|estaba_atascada|esta_atascada|estaban_atascadas|estaba_atrancada|esta_atrancada !desde_fuera|desde_afuera|desde_el_exterior|por_fuera", false},
	{CategorySafety, 0.85, "notausgang*|fluchttur|fluchtturen|brandschutztur|brandschutzturen|feuertur|feuerturen|nottur|notturen ~5 nicht ?mehr auf|aufgehen|aufging|aufgingen|zu_offnen|offnen|aufzumachen|aufmachen|aufbekommen|aufgekriegt|aufgegangen", false},
	{CategorySafety, 0.85, "^film|filme|serie|spiel|computerspiel|videospiel|roman|krimi|traum|buch ging|gingen|geht|gehen|liess|liessen|lasst|lassen ?sich die|der|eine|keine ?hintere|vordere|einzige notausgang*|fluchttur|fluchtturen|brandschutztur|feuertur|nottur ~1 nicht ?mehr auf|offnen|aufmachen", false},
	{CategorySafety, 0.85, "notausgang*|fluchttur|fluchtturen|brandschutztur|feuertur|nottur ~2 klemmte|klemmt|klemmten|klemmen|verklemmt", false},
	{CategorySafety, 0.85, "porte_de_secours|portes_de_secours|sortie_de_secours|sorties_de_secours|issue_de_secours|issues_de_secours|porte_coupe_feu|porte_de_sortie_de_secours ~3 ne_s_ouvrait_pas|ne_s_ouvre_pas|ne_s_ouvraient_pas|ne_s_ouvrent_pas|n_ouvrait_pas|n_ouvre_pas|ne_voulait_pas_s_ouvrir|ne_voulaient_pas_s_ouvrir|etait_coincee|est_coincee|etaient_coincees|restait_fermee|est_restee_fermee", false},
	{CategorySafety, 0.85, "^film_the|movie_the|game_the|series_the|show_the|dream_the|novel_the|book_the|episode_the emergency_door|emergency_doors|emergency_exit|emergency_exits|fire_door|fire_doors|fire_exit|fire_exits|exit_door ~3 wouldn't_open|would_not_open|won't_open|will_not_open|didn't_open|did_not_open|doesn't_open|does_not_open|couldn't_be_opened|could_not_be_opened|was_jammed|is_jammed|were_jammed|are_jammed", false},
	// A scaffold, a ladder or a stage that sways: "el andamio se
	// balancea", "das Gerüst schwankt", "l'échafaudage bouge", "the
	// scaffold sways", not a stands that shakes with the fans' songs or a
	// scenario that wavers ("el escenario económico se tambalea").
	{CategorySafety, 0.85, "andamio|andamios|andamiaje|tarima|escalera_de_mano ~4 se_tambalea|se_tambaleaba|se_tambalean|se_tambaleaban|se_balancea|se_balanceaba|se_balancean|se_balanceaban|se_bambolea|se_bamboleaba !en_el_videojuego|en_el_juego|en_la_pelicula|en_la_serie|en_el_sueno|en_minecraft|en_el_video|un_poco|ligeramente|en_la_obra_de_teatro|en_el_decorado|en_el_teatro", false},
	{CategorySafety, 0.85, "escenario ?del_concierto|del_festival|de_la_obra|de_la_fachada|del_escenario|entero|entera se_tambalea|se_tambaleaba|se_tambalean|se_tambaleaban|se_balancea|se_balanceaba|se_balancean|se_balanceaban|se_bambolea|se_bamboleaba|se_mueve_entero|se_movia_entero", false},
	{CategorySafety, 0.85, "gerust|baugerust|geruste|hebebuhne|arbeitsbuhne|stehleiter ~3 schwankt|schwanken|schwankte|schwankten|wackelt|wackeln|wackelte|wackelten|gewackelt|geschwankt !im_computerspiel|im_spiel|im_videospiel|im_film|in_der_serie|im_traum|im_video", false},
	{CategorySafety, 0.85, "leiter|stehleiter ~2 wackelt|wackelte|wackeln|wackelten|gewackelt !ein_bisschen|ein_wenig|etwas|leicht|kaum|nur_leicht|im_spiel|im_film", false},
	{CategorySafety, 0.85, "echafaudage|echafaudages|nacelle ~3 bouge|bougeait|tangue|tanguait|oscille|oscillait|vacille|vacillait|branle|branlait|se_balance|se_balancait|tremble|tremblait !dans_le_jeu|dans_le_jeu_video|dans_le_film|dans_la_serie|dans_le_reve|dans_minecraft|un_peu|legerement", false},
	{CategorySafety, 0.85, "^career|corporate|social|pay|salary scaffold|scaffolding|scaffolds|ladder ~3 sways|swayed|swaying|wobbles|wobbled|wobbling|wobbly|shakes|shaking|rocks|rocking !a_bit|a_little|slightly|in_the_game|in_the_film|in_the_movie|in_the_video|in_my_dream", false},
	// Water dripping onto sockets or the fuse box: "el techo gotea encima
	// de los enchufes", "le toit fuit sur les prises", "water leaking onto
	// the sockets", "a goteira pinga nas tomadas".
	{CategorySafety, 0.85, "gotea|goteando|gotean|goteaba|cae_agua|caia_agua|entra_agua|entraba_agua|chorrea|chorreaba|se_filtra_agua|filtra_agua|se_filtra|gotera|goteras ~5 enchufe|enchufes|cuadro_electrico|cuadro_de_luces|instalacion_electrica|toma_de_corriente|tomas_de_corriente|regleta|regletas|cables_electricos", false},
	{CategorySafety, 0.85, "fuit|fuite|fuites|goutte|gouttait|coule|coulait|ruisselle|ruisselait|s_infiltre|s_infiltrait|infiltrations|infiltration ~5 prise|prises|prises_electriques|tableau_electrique|fils_electriques|compteur_electrique|multiprise|multiprises !dans_le_film|dans_la_serie|dans_le_jeu|dans_le_reve|dans_le_roman", false},
	{CategorySafety, 0.85, "leaks|leaking|leaked|drips|dripping|dripped|pours|pouring|leak ~4 sockets|socket|outlets|outlet|fuse_box|electrical_panel|breaker_box|wiring|power_strip|power_strips|extension_cord|electrics", false},
	{CategorySafety, 0.85, "goteira|goteiras|pingando|pinga|vaza|vazando|escorre|escorrendo|cai_agua|entra_agua|infiltracao ~5 tomada|tomadas|quadro_eletrico|quadro_de_luz|fiacao|fios_eletricos|extensao|benjamim", false},
	// A trench dug with no shoring: "una zanja sin entibar", "der Graben
	// ist nicht abgestützt", "une tranchée non étayée", "uno scavo senza
	// armatura", "a trench with no shoring", "uma vala sem escoramento".
	{CategorySafety, 0.85, "zanja|zanjas|excavacion|pozo ~5 sin_entibar|sin_entibacion|sin_apuntalar|sin_apuntalamiento|sin_entibado|no_esta_entibada|no_estan_entibadas", false},
	{CategorySafety, 0.85, "graben|baugrube|grube|schacht ~6 nicht_abgestutzt|nicht_gesichert|ungesichert|nicht_verbaut|ohne_verbau|ohne_abstutzung|ohne_sicherung|ohne_boschung|nicht_abgesichert", false},
	{CategorySafety, 0.85, "tranchee|tranchees|fouille ~5 n_est_pas_etayee|n_est_pas_blindee|non_etayee|pas_etayee|sans_blindage|sans_etaiement|sans_etais|non_blindee|pas_blindee", false},
	{CategorySafety, 0.85, "scavo|trincea|scavi ~5 senza_armatura|senza_puntelli|non_armato|non_puntellato|senza_sbadacchiature|non_armata|senza_protezione", false},
	{CategorySafety, 0.85, "trench|trenches|excavation ~5 no_shoring|without_shoring|not_shored|unshored|no_trench_box|without_a_trench_box|isn't_shored|is_not_shored", false},
	{CategorySafety, 0.85, "vala|valas|escavacao|trincheira ~5 sem_escoramento|sem_escoras|nao_escorada|sem_escorar|nao_esta_escorada", false},
	// Heat past 38 degrees at work with no ventilation: "in der Küche
	// haben wir 45 Grad und keine Lüftung", "in cucina ci sono 45 gradi e
	// non c'è nessuna ventilazione", not a sauna or a holiday.
	{CategorySafety, 0.85, "in_der_kuche|im_lager|in_der_halle|in_der_werkstatt|im_klassenzimmer|im_buro|in_der_produktion|in_der_fabrik|im_horsaal|in_der_wascherei|im_container|in_der_backerei ~4 38|39|40|41|42|43|44|45|46|47|48|49|50|52|55|60 grad ~4 keine_luftung|keine_klimaanlage|keine_luftungsanlage|kein_ventilator|keine_ventilatoren|kein_fenster|ohne_luftung|ohne_klimaanlage|keine_abluft|keine_pausen|kein_wasser", false},
	{CategorySafety, 0.85, "in_cucina|in_magazzino|in_fabbrica|in_capannone|in_aula|in_officina|in_laboratorio|nel_magazzino|nella_fabbrica|nel_capannone|nell_aula|nell_officina|nel_laboratorio|in_lavanderia|in_panetteria ~4 38|39|40|41|42|43|44|45|46|47|48|49|50|52|55|60 gradi ~3 non_c_e|senza|zero ?nessuna|alcuna|un|una|l|il ventilazione|aerazione|aria_condizionata|aspirazione|condizionatore|ventilatore|ventilatori|finestre|finestra|pause|acqua", false},
	{CategorySafety, 0.85, "in_the_kitchen|in_the_warehouse|in_the_factory|in_the_workshop|in_the_classroom|in_the_laundry|in_the_bakery|on_the_line ~4 38|39|40|41|42|43|44|45|46|47|48|49|50|52|55|60 degrees ~4 no_ventilation|no_air_conditioning|no_aircon|no_fan|no_fans|no_windows|no_breaks|no_water|no_extraction", false},
	// Chairs or tables that give way under people, in German ("die Stühle
	// im Hörsaal brechen zusammen"), not a bank that fails.
	{CategorySafety, 0.85, "stuhle|stuhl|banke|tische|tisch|regal|regale|hochbett|etagenbett ~3 brechen_zusammen|bricht_zusammen|brach_zusammen|brachen_zusammen|sind_zusammengebrochen|ist_zusammengebrochen|krachen_zusammen|kracht_zusammen|krachte_zusammen|brachen_ein|brach_ein", false},
	// A stairwell with no light for weeks: "im Treppenhaus ist seit Wochen
	// kein Licht", not the light switched off for the night.
	{CategorySafety, 0.85, "treppenhaus|treppe|treppen|flur|flure|keller|parkhaus|tiefgarage|notausgang ~3 seit ~1 wochen|tagen|monaten|jahren|langem kein_licht|keine_beleuchtung|keine_lampe|dunkel|stockdunkel|finster", false},
	// Worn tyres and brakes that fail on a bus or a forklift: "der
	// Schulbus hat abgefahrene Reifen", "o ônibus está com os pneus
	// carecas", "der Gabelstapler hat keine Bremsen".
	{CategorySafety, 0.85, "schulbus|bus|busse|reisebus|kleinbus|transporter|firmenwagen|lkw|gabelstapler|stapler ~4 abgefahrene|abgefahrenen|profillose|profillosen|kaputte|kaputten reifen", false},
	{CategorySafety, 0.85, "onibus|van|perua|caminhao|empilhadeira|micro_onibus ~4 pneus_carecas|pneu_careca|pneus_gastos|pneus_lisos|pneus_furados", false},
	{CategorySafety, 0.85, "gabelstapler|stapler|schulbus|bus|lkw|transporter|kran|aufzug|fahrstuhl|hebebuhne|reisebus ~3 keine_funktionierenden_bremsen|keine_bremsen|kaum_bremsen|defekte_bremsen|kaputte_bremsen|keine_richtigen_bremsen", false},
	// Made to work with no fall protection or no protective gear, in
	// German ("wir müssen ohne Absturzsicherung auf dem Dach arbeiten").
	{CategorySafety, 0.85, "mussen|mussten|muss|musste|sollen|sollten|soll ~3 ohne absturzsicherung|sicherungsgurt|auffanggurt|helm|helme|schutzhelm|schutzbrille|atemschutz|atemschutzmaske|schutzmaske|schutzkleidung|schutzausrustung|sicherheitsschuhe|gehorschutz|handschuhe ~4 arbeiten|klettern|steigen|hoch|rauf|schweissen|schleifen|spritzen|sprayen|flexen|sagen|streichen|abreissen", false},
	// Fire extinguishers or smoke alarms expired or never checked, in
	// German ("die Feuerlöscher sind seit Jahren abgelaufen").
	{CategorySafety, 0.85, "feuerloscher|rauchmelder|brandmelder|feuermelder|notbeleuchtung ~7 abgelaufen|nicht_gepruft|nie_gepruft|nicht_gewartet|nie_gewartet|seit_jahren_nicht_gepruft", false},
	// A piece that broke off a balcony, a ceiling or a facade: "ein Stück
	// vom Balkon ist abgebrochen und auf den Gehweg gefallen".
	{CategorySafety, 0.85, "stuck|teil|teile|brocken|stucke|platte|platten|ziegel ~3 vom|von_der|von_den|aus_der|des balkon|balkons|decke|fassade|dach|dachs|gelander|brucke|mauer ~3 abgebrochen|abgefallen|heruntergefallen|runtergefallen|herabgefallen|abgesturzt|abgeplatzt|herausgebrochen|abgebrockelt", false},
	{CategorySafety, 0.85, "von_der|vom|aus_der balkon|decke|fassade|dach ~4 stuck|teil|teile|brocken|stucke|putz|platten|ziegel ~2 abgebrochen|abgefallen|heruntergefallen|runtergefallen|herabgefallen|abgesturzt|abgeplatzt|herausgebrochen|abgebrockelt", false},
	// An escape route full of pallets, in Spanish ("el pasillo de
	// evacuación está lleno de palés"), not full of people in a drill.
	{CategorySafety, 0.85, "pasillo_de_evacuacion|pasillos_de_evacuacion|ruta_de_evacuacion|rutas_de_evacuacion|via_de_evacuacion|vias_de_evacuacion|salida_de_evacuacion|camino_de_evacuacion ~3 lleno|llena|llenos|llenas|bloqueado|bloqueada|bloqueados|bloqueadas|obstruido|obstruida|obstruidos|obstruidas|tapado|tapada|atascado|atascada !de_gente|de_personas|de_alumnos|de_ninos|de_estudiantes|en_dos_minutos|en_minutos|en_segundos", false},
	// A crane swinging loads over people's heads, in English.
	{CategorySafety, 0.85, "crane|cranes|hoist ~6 over|above ~1 the_workers|workers|people's|our|their|the_students|students|the_kids|children's|everyone's|the_crowd's heads !in_the_model|in_the_game|in_the_film|in_the_movie|in_the_picture|in_the_painting", false},
	// A torn trampoline that children still jump on, in French.
	{CategorySafety, 0.85, "trampoline ~5 dechire|dechiree|troue|trouee|casse|cassee|abime|abimee ~6 sautent|saute|jouent|continuent|encore|toujours", false},
	// A teacher, an instructor or a driver in charge who came drunk or
	// high: "el profesor de educación física llegó bebido", not drunk
	// with joy ("borracho de felicidad").
	{CategorySafety, 0.85, esStaffRoles + "|conductor|conductora|chofer|socorrista|guia ~5 llego|llega|estaba|esta|iba|va|venia|vino|conducia|conduce|aparecio ?totalmente|completamente|muy|bastante|super bebido|bebida|borracho|borracha|ebrio|ebria|colocado|colocada|drogado|drogada|puesto !de|del", false},
	// Food poisoning after the canteen's food, in Spanish ("medio curso
	// acabó con gastroenteritis después de comer en el comedor").
	{CategorySafety, 0.85, "gastroenteritis|intoxicados|intoxicadas|intoxicaron|diarrea|diarreas|salmonela|salmonelosis ~6 comedor|cantina|comedor_escolar|catering|comedores", false},
	{CategorySafety, 0.85, "comedor|cantina|comedor_escolar|catering ~8 gastroenteritis|intoxicados|intoxicadas|se_intoxicaron|salmonela|salmonelosis", false},
	// Fire doors wedged open: "las puertas cortafuegos están trabadas con
	// cuñas", "die Brandschutztüren werden mit Keilen offen gehalten".
	{CategorySafety, 0.85, "puerta_cortafuegos|puertas_cortafuegos|puerta_cortafuego|puertas_cortafuego|puerta_antiincendios|puertas_antiincendios|puerta_de_incendios|puertas_de_incendios ~3 trabada|trabadas|calzada|calzadas|acunada|acunadas|con_cunas|con_una_cuna|sujeta_con|sujetas_con|atada|atadas|bloqueada_abierta|bloqueadas_abiertas", false},
	{CategorySafety, 0.85, "brandschutztur|brandschutzturen|feuerschutztur|feuerschutzturen|rauchschutztur|rauchschutzturen|feuertur|feuerturen ~4 mit_keilen|mit_einem_keil|mit_einem_stuhl|verkeilt|festgebunden|offen_gehalten|aufgekeilt|festgeklemmt|mit_kartons", false},
	// A broken step that people already fell on: "el escalón está roto y
	// ya se han caído tres personas", "die Stufe ist abgebrochen und es
	// sind schon drei Leute gestolpert".
	{CategorySafety, 0.85, "escalon|escalones|peldano|peldanos ~5 roto|rota|rotos|suelto|sueltos|partido|partidos|levantado|hundido ~7 se_han_caido|se_ha_caido|se_cayo|se_cayeron|se_caen|se_cae|han_tropezado|ha_tropezado|tropiezan|tropezo|tropezaron|se_ha_roto_el_tobillo|se_torcio", false},
	{CategorySafety, 0.85, "stufe|stufen ~3 abgebrochen|kaputt|lose|locker|gebrochen|ausgebrochen ~7 gestolpert|gesturzt|hingefallen|gefallen|stolpern|sturzen|hinfallen|umgeknickt", false},
	// A fuel or oil tank that leaks: "el depósito de gasóleo pierde", "der
	// Öltank in der Halle leckt".
	{CategorySafety, 0.85, "deposito|tanque|bidon|bidones|depositos ~1 de_gasoleo|de_gasolina|de_combustible|de_gas|de_aceite|de_propano|de_diesel ~4 pierde|gotea|tiene_una_fuga|tiene_fugas|esta_perdiendo|pierden|gotean !algo|un_poco|un_poquito|unas_gotas", false},
	{CategorySafety, 0.85, "oltank|dieseltank|heizoltank|gastank|gasflasche|gasflaschen|tank|propangasflasche|benzinkanister ~4 leckt|lecken|ist_undicht|sind_undicht|tropft|leckte|lauft_aus", false},
	// Children playing by a pool or a pond with no fence: "los niños
	// juegan al lado de una piscina sin valla", "die Kinder spielen neben
	// einem Pool ohne Zaun".
	{CategorySafety, 0.85, "ninos|ninas|crios|bebes|nenes|alumnos|pequenos ~6 piscina|estanque|pozo|alberca|balsa ~1 sin_valla|sin_vallar|sin_proteccion|sin_cerrar|sin_cubrir|sin_tapa|sin_vigilancia", false},
	{CategorySafety, 0.85, "kinder|kleinkinder|kleinen|schuler ~6 pool|teich|becken|schwimmbecken|swimmingpool|brunnen|regenwassertonne ~1 ohne_zaun|ohne_absperrung|ohne_abdeckung|ohne_aufsicht|ohne_gitter", false},
	// Work at a height with no nets or railing, in Spanish ("no hay redes
	// y los obreros trabajan a diez metros de altura").
	{CategorySafety, 0.85, "no_hay_redes|no_hay_red|sin_redes|sin_red|sin_arnes|sin_barandilla|sin_barandillas|no_hay_barandilla|no_hay_barandillas|sin_lineas_de_vida|no_hay_lineas_de_vida ~7 metros_de_altura|de_altura|en_altura|en_el_tejado|en_la_azotea", false},
	{CategorySafety, 0.85, "metros_de_altura|en_altura ~3 sin_redes|sin_red|sin_arnes|sin_barandilla|sin_barandillas|sin_lineas_de_vida|sin_proteccion|sin_nada !trabaja_el_trapecista|trabajan_los_trapecistas|actua_el_trapecista|en_el_circo", false},
	// A child forgotten or locked in a school bus: "un niño se quedó
	// encerrado en el autobús escolar", "ein Kind wurde im Schulbus
	// vergessen", not an umbrella left on the bus.
	{CategorySafety, 0.85, "nino|nina|ninos|ninas|alumno|alumna|alumnos|bebe|crio|cria|pequeno|pequena ~3 se_quedo_encerrado|se_quedo_encerrada|se_quedaron_encerrados|se_quedo_olvidado|se_quedo_olvidada|olvidado|olvidada|olvidados|encerrado|encerrada|atrapado|atrapada|se_quedo_dormido|se_quedo_dormida ~2 en_el_autobus|en_el_bus|en_la_furgoneta|en_el_coche|en_la_ruta|en_el_microbus", false},
	{CategorySafety, 0.85, "kind|schuler|schulerin|junge|madchen|kinder|baby|kleinkind|kindergartenkind ~4 im_schulbus|im_bus|im_auto|im_kleinbus|im_transporter|im_wagen ~1 vergessen|eingeschlossen|eingesperrt|zuruckgelassen|allein_gelassen|alleingelassen", false},
	// Windows high up with no stopper or child lock: "las ventanas no
	// tienen tope", "die Fenster haben keine Sperre".
	{CategorySafety, 0.85, "ventana|ventanas|ventanal|ventanales ~5 no_tienen_tope|no_tiene_tope|sin_tope|sin_limitador|no_tienen_limitador|no_tiene_limitador|no_tiene_seguro|no_tienen_seguro|sin_seguro|sin_cierre_de_seguridad|no_tienen_cierre !y_se_cierra|y_se_cierran|y_golpea|y_golpean|y_da_golpes|y_hace_ruido|se_cierra_sola|se_cierra|se_cierran", false},
	{CategorySafety, 0.85, "fenster ~10 keine_sperre|keine_kindersicherung|keinen_griffschutz|ohne_sperre|ohne_kindersicherung|keine_sicherung|keinen_offnungsbegrenzer|ohne_offnungsbegrenzer|lassen_sich_nicht_schliessen|schliessen_nicht", false},
	// A machine's guard taken off to go faster, in Spanish ("el encargado
	// quitó la protección de la prensa").
	{CategorySafety, 0.85, "quito|quitaron|ha_quitado|han_quitado|desmonto|desmontaron|ha_desmontado|han_desmontado|anulo|anularon|puenteo|puentearon|desactivo|desactivaron ~1 la_proteccion|las_protecciones|el_resguardo|los_resguardos|la_seta_de_emergencia|el_sensor|los_sensores|la_carcasa|la_barrera|el_freno ~2 de_la_prensa|de_la_sierra|de_la_maquina|de_las_maquinas|de_la_cortadora|de_la_maquinaria|del_torno|de_la_radial|de_la_cinta|de_la_trituradora|de_la_carretilla", false},
	// More people let in than allowed: "había el doble de gente del aforo
	// permitido", "doppelt so viele Leute wie erlaubt".
	{CategorySafety, 0.85, "el_doble|el_triple|mas|muchas_mas|muchisima_mas|casi_el_doble ~2 gente|personas|alumnos|asistentes|invitados|aficionados|publico ~2 del|que_el|de_lo_que_permite|de_lo_que_permitia|que_lo_que_permite ~1 aforo|aforo_permitido|aforo_maximo|permitido|permitidas|permitidos", false},
	{CategorySafety, 0.85, "superaba|superaban|supero|superaron|excedia|excedian|excedio|sobrepasaba|sobrepasaban|sobrepaso|triplicaba|duplicaba ~2 el_aforo|aforo|el_aforo_maximo|el_aforo_permitido !de_reservas|de_inscripciones|de_entradas|de_la_lista_de_espera|online", false},
	{CategorySafety, 0.85, "doppelt|dreimal|viel|deutlich|weit ~2 so_viele|mehr ~1 leute|menschen|gaste|besucher|personen|zuschauer|fans|studierende|studenten ~3 wie_erlaubt|als_erlaubt|wie_zugelassen|als_zugelassen|wie_genehmigt|als_genehmigt", false},
	// An abandoned suitcase or bag with wires sticking out, in German
	// ("ein herrenloser Koffer mit heraushängenden Kabeln").
	{CategorySafety, 0.85, "herrenlos*|verdachtig* ~1 koffer|rucksack|paket|tasche|karton|kiste|pakete|rucksacke ~4 kabeln|kabel|drahten|drahte|kabelbinder|zunder|batterien", false},
	// A manhole left open in a schoolyard, in German.
	{CategorySafety, 0.85, "gullydeckel|kanaldeckel|schachtdeckel|gullideckel ~3 offen|fehlt|fehlen|weg|verschwunden|lose|locker|abgedeckt_mit_pappe", false},
	// A buckled floor that people trip on, in German ("der Hallenboden
	// ist aufgewölbt und wir stolpern ständig").
	{CategorySafety, 0.85, "hallenboden|boden|bodenbelag|parkett|teppich|turnhallenboden|linoleum ~3 aufgewolbt|wellt_sich|gewellt|hochgewolbt|aufgeplatzt|hebt_sich|wirft_wellen|aufgerissen ~6 stolpern|stolpert|gestolpert|sturzen|gesturzt|hingefallen|umgeknickt", false},
	// Corridors or stairs left dark at night where people walk: "im
	// Altenheim sind die Flure nachts stockdunkel" (weak: a dark hall is
	// also where one looks for the switch).
	{CategorySafety, 0.7, "flure|flur|gange|gang|treppenhaus|treppen|treppe|fluchtweg|fluchtwege ~3 nachts|abends|immer|komplett|vollig|standig ~1 stockdunkel|finster|unbeleuchtet|zappenduster", false},
	// Something so hot that someone else got burnt, in German ("die
	// Heizkörper sind so heiß, dass sich ein Kind die Hand verbrannt
	// hat"), not the writer's tongue on a soup.
	{CategorySafety, 0.85, "so_heiss . dass ~2 kind|schuler|schulerin|kollege|kollegin|jemand|kinder|patient|patientin|bewohner|bewohnerin|azubi ~3 verbrannt|verbruht", false},
	// Made to run a machine with no instruction: "der Dozent lässt uns an
	// der Drehbank ohne Einweisung arbeiten", "nos ponen en el torno sin
	// formación", not an app anyone can use.
	{CategorySafety, 0.85, "drehbank|kreissage|maschine|maschinen|stapler|gabelstapler|presse|frase|kettensage|schweissgerat|kran|hebebuhne|bagger|flex ~4 ohne_einweisung|ohne_unterweisung|ohne_schulung|ohne_staplerschein|ohne_fuhrerschein|ohne_sicherheitseinweisung", false},
	{CategorySafety, 0.85, "ohne_einweisung|ohne_unterweisung|ohne_schulung|ohne_staplerschein|ohne_fuhrerschein|ohne_sicherheitseinweisung ~4 drehbank|kreissage|maschine|maschinen|stapler|gabelstapler|presse|frase|kettensage|schweissgerat|kran|hebebuhne|bagger|flex", false},
	{CategorySafety, 0.85, "torno|sierra|carretilla|carretilla_elevadora|prensa|radial|soldadora|grua|maquina|maquinas|motosierra|toro ~4 sin_formacion|sin_ninguna_formacion|sin_explicacion|sin_explicarnos_nada|sin_ensenarnos|sin_carnet|sin_curso|sin_haber_hecho_el_curso", false},
	{CategorySafety, 0.85, "sin_formacion|sin_ninguna_formacion|sin_carnet|sin_curso|sin_haber_hecho_el_curso ~4 torno|sierra|carretilla|carretilla_elevadora|prensa|radial|soldadora|grua|maquina|maquinas|motosierra|toro", false},
	// A fume hood or extraction that does not work while people handle
	// solvents or acids: "la campana extractora no funciona y trabajamos
	// con disolventes", "der Abzug funktioniert nicht und wir arbeiten mit
	// Lösungsmitteln", "la hotte ne marche pas", "la cappa non funziona".
	{CategorySafety, 0.85, "campana|campana_extractora|extractor|extractores|extraccion|vitrina_de_gases|vitrina ~3 no_funciona|no_funcionaba|no_funcionan|esta_rota|estropeada|averiada|no_va|no_tira|lleva_meses_rota ~6 disolventes|acidos|productos_quimicos|reactivos|quimicos|vapores|gases|formol|pintura|pinturas", false},
	{CategorySafety, 0.85, "abzug|abzugshaube|absaugung|abluft|digestorium|abzuge ~3 funktioniert_nicht|funktionieren_nicht|geht_nicht|kaputt|defekt|ausgefallen ~6 losungsmittel|losungsmitteln|sauren|saure|chemikalien|dampfen|formaldehyd|gasen|lacken|lack", false},
	{CategorySafety, 0.85, "hotte|hottes|aspiration|sorbonne|sorbonnes ~3 ne_marche_pas|ne_marchent_pas|ne_fonctionne_pas|ne_fonctionnent_pas|est_en_panne|sont_en_panne|est_cassee|hs ~6 solvants|acides|produits_chimiques|vapeurs|reactifs|formol", false},
	{CategorySafety, 0.85, "cappa|cappe|aspirazione|aspiratore ~3 non_funziona|non_funzionano|e_rotta|e_guasta|e_rotto|e_guasto|non_va ~6 solventi|acidi|sostanze_chimiche|reagenti|vapori|formaldeide", false},
	{CategorySafety, 0.85, "fume_hood|fume_hoods|extractor|extraction|fume_cupboard ~3 doesn't_work|don't_work|isn't_working|aren't_working|is_broken|are_broken|broken|not_working ~6 solvents|acids|chemicals|fumes|formaldehyde|resin", false},
	{CategorySafety, 0.85, "capela|exaustor|exaustao ~3 nao_funciona|esta_quebrada|esta_quebrado|quebrada|quebrado|nao_liga ~6 solventes|acidos|produtos_quimicos|reagentes|vapores|formol", false},
	// An emergency shower or eyewash that does not work: "la ducha de
	// emergencia lleva meses sin agua", "die Notdusche hat kein Wasser".
	{CategorySafety, 0.85, "ducha_de_emergencia|duchas_de_emergencia|ducha_de_seguridad|lavaojos|fuente_lavaojos ~4 sin_agua|no_funciona|no_funcionan|rota|rotas|no_sale_agua|no_tiene_agua|precintada|bloqueada|bloqueadas", false},
	{CategorySafety, 0.85, "notdusche|notduschen|augendusche|augenspulung|augenduschen ~6 kein_wasser|funktioniert_nicht|funktionieren_nicht|kaputt|defekt|zugestellt|blockiert", false},
	{CategorySafety, 0.85, "douche_de_securite|douche_de_secours|douches_de_securite|lave_oeil|rince_oeil ~4 ne_marche_pas|ne_fonctionne_pas|pas_d_eau|sans_eau|en_panne|bloquee|encombree", false},
	{CategorySafety, 0.85, "doccia_di_emergenza|doccia_di_sicurezza|docce_di_emergenza|lavaocchi ~4 non_funziona|non_funzionano|senz_acqua|senza_acqua|rotta|rotte|bloccata", false},
	{CategorySafety, 0.85, "emergency_shower|safety_shower|eyewash|eyewash_station|eye_wash|eye_wash_station ~4 doesn't_work|isn't_working|no_water|broken|has_no_water|is_blocked|hasn't_worked", false},
	{CategorySafety, 0.85, "chuveiro_de_emergencia|lava_olhos|lava_olhos_de_emergencia ~4 nao_funciona|sem_agua|quebrado|esta_quebrado|bloqueado", false},
	// Rats or cockroaches in a canteen's kitchen: "hay ratas en la cocina
	// del comedor", "in der Schulküche laufen Ratten herum", not the rats
	// of a laboratory's study.
	{CategorySafety, 0.85, "^pelicula|peli|dibujos|cuento ratas|ratones|cucarachas|rata ~2 en_la_cocina|en_el_comedor|en_la_cantina|en_las_cocinas|por_la_cocina|por_el_comedor", false},
	{CategorySafety, 0.85, "kuche|schulkuche|kantine|mensa|speisesaal|kantinenkuche|grosskuche ~3 ratten|kakerlaken|mause|schaben|mausekot|rattenkot|ratte", false},
	// A rotten tree or branch that may come down: "el árbol del patio
	// está podrido y cualquier día se cae", "der Baum ist morsch und kann
	// umfallen", "l'arbre est pourri et peut tomber", "l'albero è marcio".
	{CategorySafety, 0.85, "arbol|arboles|rama|ramas|pino|chopo ~4 podrido|podrida|podridos|podridas|hueco|carcomido|carcomida ~5 se_cae|caer|caerse|se_puede_caer|se_va_a_caer|se_caera|caiga|se_caiga|partirse|se_parta", false},
	{CategorySafety, 0.85, "baum|baume|ast|aste|pappel ~4 morsch|morsche|morscher|hohl|faul ~5 umfallen|umsturzen|abbrechen|herunterfallen|runterfallen|kippen|umkippen|herabsturzen", false},
	{CategorySafety, 0.85, "arbre|arbres|branche|branches ~4 pourri|pourrie|pourris|creux|vermoulu ~5 tomber|s_effondrer|casser|ceder|s_abattre", false},
	{CategorySafety, 0.85, "albero|alberi|ramo|rami ~4 marcio|marcia|marci|cavo|tarlato ~5 cadere|crollare|spezzarsi|cedere", false},
	{CategorySafety, 0.85, "tree|trees|branch|branches ~4 rotten|rotting|hollow ~5 fall|come_down|collapse|snap|topple", false},
	{CategorySafety, 0.85, "arvore|arvores|galho|galhos ~4 podre|podres|oca|cupim ~5 cair|desabar|quebrar|tombar", false},
	// A branch or a tile that fell next to children, in Spanish ("una rama
	// cayó al lado de los niños").
	{CategorySafety, 0.85, "rama|ramas|arbol|teja|tejas|cornisa|trozo|trozos|piedra|cascotes|farola|canasta ~4 cayo|cayeron|se_cayo|se_cayeron|se_desprendio|se_desprendieron|se_vino_abajo ~1 al_lado_de|junto_a|cerca_de|a_un_metro_de|a_dos_metros_de|encima_de|sobre|entre ~1 los_ninos|unos_ninos|un_nino|una_nina|los_alumnos|un_alumno|unos_alumnos|alguien|la_gente|unos_chavales|los_trabajadores|un_trabajador", false},
	// Stands that are rusty and move under people, in Spanish ("las
	// gradas están oxidadas y se mueven"), and corrosive products left
	// open ("productos corrosivos sin tapar").
	{CategorySafety, 0.85, "gradas|grada|tribuna|tribunas|graderio ~4 oxidadas|oxidada|sueltas|suelta|rotas|rota|podridas ~4 se_mueven|se_mueve|se_tambalean|se_tambalea|tiemblan|crujen|se_hunden|ceden", false},
	{CategorySafety, 0.85, "productos|botes|bidones|frascos|envases|garrafas ~1 corrosivos|toxicos|inflamables|causticos ~3 sin_tapar|abiertos|destapados|sin_etiquetar|sin_cerrar|al_alcance", false},
	// Swings with broken chains: "los columpios tienen las cadenas rotas",
	// "die Schaukeln haben gerissene Ketten".
	{CategorySafety, 0.85, "columpio|columpios|tobogan|toboganes|balancin|tirolina ~4 cadenas_rotas|cadena_rota|cadenas_oxidadas|cadena_suelta|tornillos_sueltos|tornillo_salido|tornillos_salidos|asiento_roto|cuerda_rota|cable_roto", false},
	{CategorySafety, 0.85, "schaukel|schaukeln|rutsche|wippe|seilbahn ~4 gerissene_ketten|gerissene_kette|kette_gerissen|ketten_gerissen|lose_schrauben|durchgerostet|durchgerostete|gerissenes_seil|seil_gerissen", false},
	// A lift that moves with its door open: "el ascensor se mueve con la
	// puerta abierta", "der Aufzug fährt mit offener Tür los".
	{CategorySafety, 0.85, "ascensor|ascensores|montacargas ~3 se_mueve|sube|baja|arranca|funciona|se_movia|subia|bajaba|arrancaba ~1 con_la_puerta_abierta|con_las_puertas_abiertas|con_la_puerta_sin_cerrar", false},
	{CategorySafety, 0.85, "aufzug|aufzuge|fahrstuhl|lastenaufzug ~3 fahrt|fuhr|fahren|fuhren|startet|setzt_sich ~2 mit_offener_tur|bei_offener_tur|mit_offenen_turen|bei_offenen_turen|mit_geoffneter_tur", false},
	{CategorySafety, 0.85, "elevator|elevators|lift|lifts ~3 moves|moved|goes|went|starts|started|runs|ran ~1 with_the_door_open|with_the_doors_open|with_its_door_open|with_its_doors_open", false},
	{CategorySafety, 0.85, "ascenseur|ascenseurs|monte_charge ~3 monte|descend|demarre|part|bouge|montait|descendait|demarrait ~1 avec_la_porte_ouverte|porte_ouverte|portes_ouvertes|avec_les_portes_ouvertes", false},
	{CategorySafety, 0.85, "ascensore|ascensori|montacarichi ~3 sale|scende|parte|si_muove|saliva|scendeva|partiva ~1 con_la_porta_aperta|con_le_porte_aperte|a_porte_aperte", false},
	{CategorySafety, 0.85, "elevador|elevadores ~3 sobe|desce|anda|se_move|subia|descia|andava ~1 com_a_porta_aberta|com_as_portas_abertas", false},
	// Sent onto a roof or a scaffold in a storm: "nos mandan subir al
	// tejado con la tormenta encima", "wir müssen bei Gewitter aufs Dach".
	{CategorySafety, 0.85, "tejado|cubierta|andamio|azotea|tejados|grua ~2 con_la_tormenta|con_tormenta|con_rayos|con_viento_fuerte|en_plena_tormenta|con_hielo|con_la_tormenta_encima|con_tormenta_electrica", false},
	{CategorySafety, 0.85, "mussen|musste|mussten|muss|sollen|soll|sollten|schickt|schicken|geschickt ~2 bei_gewitter|bei_sturm|bei_glatteis|bei_sturmboen|bei_orkan|bei_blitz_und_donner ~2 aufs_dach|auf_das_dach|aufs_gerust|auf_das_gerust|auf_den_kran|auf_den_mast|auf_die_leiter|hoch", false},
	// Ice at an entrance that nobody salts: "hay hielo en la entrada y
	// nadie echa sal", "vor dem Eingang ist alles vereist und niemand
	// streut".
	{CategorySafety, 0.85, "hielo|placas_de_hielo|helada|congelado|congelada ~7 nadie_echa_sal|no_echan_sal|no_han_echado_sal|nadie_ha_echado_sal|sin_sal|nadie_limpia", false},
	{CategorySafety, 0.85, "vereist|glatt|spiegelglatt|glatteis|eisglatt ~4 niemand_streut|keiner_streut|nicht_gestreut|nicht_geraumt|wird_nicht_gestreut|niemand_raumt|keiner_raumt|nie_gestreut", false},
	// Flares lit indoors or fireworks fired at a crowd: "tiraron bengalas
	// dentro del local", "lanzaron fuegos artificiales hacia el público",
	// "in der Halle wurden Bengalos gezündet", "das Feuerwerk wurde in
	// die Zuschauer geschossen".
	{CategorySafety, 0.85, "bengalas|bengala|petardos|pirotecnia|bengalos ~3 dentro_del_local|dentro_del_pabellon|en_el_interior|dentro_de_la_sala|dentro_del_recinto|en_la_grada|dentro_de_la_discoteca|dentro_del_bar|dentro_de_la_carpa", false},
	{CategorySafety, 0.85, "lanzaron|tiraron|dispararon|lanzan|tiran|disparan|lanzaban|tiraban ~3 fuegos_artificiales|cohetes|petardos|bengalas ~2 hacia_el_publico|contra_el_publico|a_la_gente|hacia_la_gente|entre_la_gente|al_publico|a_los_ninos|hacia_los_ninos|contra_la_gente", false},
	{CategorySafety, 0.85, "in_der_halle|im_saal|im_club|im_innenraum|drinnen|in_der_menge|im_zelt|in_der_disco|im_stadion ~2 bengalos|pyros|pyrotechnik|feuerwerkskorper|boller|leuchtfackeln|fackeln ~1 gezundet|abgebrannt|geworfen|angezundet", false},
	{CategorySafety, 0.85, "bengalos|pyros|feuerwerk|raketen|boller|feuerwerkskorper|bollern ~3 in_die_zuschauer|in_die_menge|auf_die_zuschauer|auf_die_leute|in_die_leute|auf_die_kinder|in_die_kinder|auf_das_publikum|ins_publikum ~1 geschossen|geworfen|gefeuert|geflogen|abgefeuert", false},
	// Brown tap water that children drink, in German ("das Leitungswasser
	// in der Kita ist braun und die Kinder trinken es").
	{CategorySafety, 0.85, "leitungswasser|trinkwasser|wasser ~4 braun|trub|rostig|rostbraun|stinkt|gelblich ~5 kinder|schuler|wir|alle|patienten|bewohner ~2 trinken|getrunken|tranken", false},
	// Water leaking over the electrics, in Spanish ("una fuga de agua
	// justo encima del cuadro de luces").
	{CategorySafety, 0.85, "fuga_de_agua|fugas_de_agua|escape_de_agua|filtracion|filtraciones|charco ~4 encima_del|sobre_el|en_el|junto_al|encima_de_los|sobre_los|al_lado_del ~1 cuadro_de_luces|cuadro_electrico|enchufes|enchufe|contador|regleta|regletas", false},
	// A wet floor someone already slipped on, in Spanish ("el suelo está
	// mojado por las goteras y ya se ha resbalado un jugador").
	{CategorySafety, 0.85, "suelo|pista|parquet|pabellon|pasillo|suelos ~4 mojado|mojada|mojados|encharcado|encharcada|resbaladizo|resbaladiza ~8 se_ha_resbalado|se_resbalo|resbalo|resbalaron|se_resbalaron|se_han_resbalado|se_resbalan|resbalan", false},
	// Workers or pupils with hypothermia or frostbite: "ya van dos
	// compañeros con hipotermia", "zwei Kollegen hatten Unterkühlung".
	{CategorySafety, 0.85, "companeros|companeras|trabajadores|alumnos|ninos|operarios|chicos|empleados|jugadores ~2 con_hipotermia|con_principio_de_hipotermia|han_tenido_hipotermia|tuvieron_hipotermia|con_congelaciones|acabaron_con_hipotermia", false},
	{CategorySafety, 0.85, "kollegen|kolleginnen|arbeiter|schuler|kinder|leute|mitarbeiter|spieler ~3 unterkuhlung|unterkuhlungen|erfrierungen|unterkuhlt", false},
	// Small children alone with no adult watching, in German ("die
	// Dreijährigen sind allein auf dem Hof, kein Erwachsener passt auf").
	{CategorySafety, 0.85, "kinder|dreijahrigen|kleinen|kleinkinder|zweijahrigen|krippenkinder|vierjahrigen|dreijahrige|babys|kita_kinder ~5 allein|alleine|unbeaufsichtigt ~4 ?. ~1 kein_erwachsener|keine_aufsicht|niemand_passt_auf|keiner_passt_auf|ohne_aufsicht|ohne_betreuer|ohne_erzieher|keine_erzieherin|kein_erzieher", false},
	// An automatic gate or door that caught someone, in German.
	{CategorySafety, 0.85, "automatische|automatisches|elektrische|elektrisches ~1 tor|tur|schranke|rolltor|schiebetur|garagentor ~10 eingeklemmt|eingequetscht|umgestossen|eingeklemmt_worden", false},
	// Cables across a corridor that everyone trips over, in French and
	// Italian ("les câbles traversent l'allée et tout le monde trébuche").
	{CategorySafety, 0.85, "cables|fils|rallonge|rallonges ~4 traversent|traverse|en_travers|trainent|trainaient ~6 trebuche|trebuchent|trebucher|trebuchait|trebuche|tombe|tombent|est_tombe|est_tombee", false},
	{CategorySafety, 0.85, "cavi|fili|prolunga|prolunghe ~4 attraversano|attraversa|di_traverso|in_mezzo ~6 inciampano|inciampa|inciampato|inciampata|inciampare|cadono|cade|e_caduto|e_caduta", false},
	// A lifeguard on the phone, not watching the children, in French.
	{CategorySafety, 0.85, "maitre_nageur|maitres_nageurs|maitre_nageuse|surveillant_de_baignade|surveillante_de_baignade ~5 telephone|portable|tel ~4 ne_regardait_pas|ne_surveillait_pas|ne_regarde_pas|ne_surveille_pas|ne_faisait_pas_attention", false},
	// Brakes that fail on a vehicle people ride in: "el autobús frena
	// mal", "die Bremsen haben nachgelassen", "les freins ont lâché", "i
	// freni non funzionano", "the brakes failed", "os freios falharam".
	{CategorySafety, 0.85, "autobus|bus|furgoneta|coche|camion|tren|tranvia|carretilla|ambulancia|taxi|microbus ~5 frena_mal|frenando_mal|no_frena|no_frena_bien|no_frenaba|se_quedo_sin_frenos|sin_frenos|fallan_los_frenos|fallaron_los_frenos|le_fallan_los_frenos|le_fallaron_los_frenos", false},
	{CategorySafety, 0.85, "bremsen|bremse ~3 nachgelassen|versagt|versagten|versagen|ausgefallen|gehen_nicht|funktionieren_nicht|funktionierten_nicht|komplett_weg|greifen_nicht|griffen_nicht", false},
	{CategorySafety, 0.85, "freins|frein ~3 ont_lache|a_lache|lachent|lache|ne_marchent_pas|ne_marchaient_pas|ne_repondent_plus|ne_repondaient_plus|sont_morts|ont_cede", false},
	{CategorySafety, 0.85, "freni|freno ~3 non_funzionano|non_funzionavano|non_funziona|hanno_ceduto|ha_ceduto|cedono|non_tengono|non_tenevano|sono_andati", false},
	{CategorySafety, 0.85, "brakes|brake ~3 failed|gave_out|don't_work|didn't_work|aren't_working|weren't_working|went_out|are_shot|are_gone|barely_work", false},
	{CategorySafety, 0.85, "freios|freio ~3 falharam|falhou|falham|nao_funcionam|nao_funcionaram|nao_funciona|nao_pegam|nao_pegaram|cederam|estao_ruins", false},
	// A driver who fell asleep at the wheel: "se durmió al volante", "am
	// Steuer eingenickt", "s'est endormi au volant", "si è addormentato
	// alla guida", "fell asleep at the wheel", "cochilou no volante".
	{CategorySafety, 0.85, "se_durmio|se_dormia|se_quedo_dormido|se_quedo_dormida|se_estaba_durmiendo|dormido|dormida|cabeceando|dando_cabezadas ~2 al_volante|conduciendo|mientras_conducia", false},
	{CategorySafety, 0.85, "am_steuer|beim_fahren|wahrend_der_fahrt|hinterm_steuer|hinter_dem_steuer ~3 eingenickt|eingeschlafen|weggenickt|weggedammert|sekundenschlaf", false},
	{CategorySafety, 0.85, "s_est_endormi|s_est_endormie|s_endormait|somnolait|piquait_du_nez|dormait ~2 au_volant|en_conduisant|pendant_qu_il_conduisait", false},
	{CategorySafety, 0.85, "si_e_addormentato|si_e_addormentata|si_addormentava|dormiva|ha_avuto_un_colpo_di_sonno|colpo_di_sonno|colpi_di_sonno ~2 al_volante|alla_guida|mentre_guidava", false},
	{CategorySafety, 0.85, "fell_asleep|falling_asleep|nodded_off|nodding_off|dozed_off|dozing_off|asleep ~2 at_the_wheel|while_driving|behind_the_wheel", false},
	{CategorySafety, 0.85, "dormiu|cochilou|cochilando|dormindo|pescando ~2 no_volante|ao_volante|dirigindo|enquanto_dirigia", false},
	// A bus or train door that opened while moving: "las puertas del tren
	// se abrieron entre estaciones", "die Zugtüren gingen während der
	// Fahrt auf", "the doors opened while moving".
	{CategorySafety, 0.85, "puertas|puerta ~4 se_abrieron|se_abrio|se_abrian|se_abren|se_abre ~4 en_marcha|entre_estaciones|entre_paradas|mientras_circulaba|con_el_tren_en_marcha|con_el_autobus_en_marcha|en_plena_marcha|en_movimiento|cuando_aun_ibamos|mientras_ibamos", false},
	{CategorySafety, 0.85, "turen|tur|zugturen|zugtur|busturen|bustur ~4 gingen_auf|ging_auf|offneten_sich|offnete_sich|gehen_auf|geht_auf|sprangen_auf|sprang_auf ~4 wahrend_der_fahrt|zwischen_den_stationen|zwischen_zwei_stationen|wahrend_wir_fuhren|wahrend_wir_noch|in_voller_fahrt|beim_fahren|bei_voller_fahrt|wahrend_der_zug_fuhr|wahrend_der_bus_fuhr", false},
	{CategorySafety, 0.85, "turen|tur|zugturen|zugtur|busturen|bustur ~4 gingen|ging|sprangen|sprang ~1 wahrend_der_fahrt|zwischen_den_stationen|zwischen_zwei_stationen|in_voller_fahrt|bei_voller_fahrt|beim_fahren|mitten_in_der_fahrt ~1 auf", false},
	{CategorySafety, 0.85, "portes|porte ~4 se_sont_ouvertes|s_est_ouverte|s_ouvraient|s_ouvrent|s_ouvre|s_ouvrait ~4 en_marche|entre_deux_stations|entre_deux_arrets|pendant_le_trajet|en_roulant|en_pleine_course|alors_qu_on_roulait|pendant_qu_on_roulait", false},
	{CategorySafety, 0.85, "porte|porta|portiere|portiera ~4 si_sono_aperte|si_e_aperta|si_aprivano|si_aprono|si_apre|si_apriva ~4 in_corsa|tra_due_fermate|tra_due_stazioni|durante_il_viaggio|in_movimento|col_treno_in_corsa|con_il_treno_in_corsa|con_l_autobus_in_corsa|mentre_andavamo", false},
	{CategorySafety, 0.85, "doors|door ~4 opened|open|opens|flew_open|slid_open|came_open ~4 while_moving|between_stations|between_stops|while_we_were_moving|while_it_was_moving|mid_journey|while_the_train_was_moving|while_the_bus_was_moving|at_full_speed", false},
	{CategorySafety, 0.85, "portas|porta ~4 abriram|abriu|se_abriram|se_abriu|abrem|abre ~4 em_movimento|entre_estacoes|entre_paradas|com_o_trem_andando|com_o_onibus_andando|com_o_metro_andando|em_plena_viagem|durante_a_viagem", false},
	// Fire extinguishers empty or missing: "no hay ni un extintor", "die
	// Feuerlöscher sind alle leer", "les extincteurs sont vides", "gli
	// estintori sono scarichi", "the extinguishers are empty", "os
	// extintores estão vencidos"; not emptied in a drill.
	{CategorySafety, 0.85, "no_hay_ni_un_extintor|no_hay_extintores|no_hay_ningun_extintor|ni_un_solo_extintor|sin_extintores|sin_ningun_extintor|no_tiene_extintores|no_hay_extintor|ni_un_extintor|no_tienen_extintores", false},
	{CategorySafety, 0.85, "feuerloscher ~6 leer|alle_leer|fehlen|sind_weg|verschwunden !gespruht|geubt|bei_der_ubung|nach_der_ubung", false},
	{CategorySafety, 0.85, "es_gibt_keinen_feuerloscher|es_gibt_keine_feuerloscher|kein_einziger_feuerloscher|keinen_einzigen_feuerloscher|ohne_feuerloscher|nirgends_ein_feuerloscher", false},
	{CategorySafety, 0.85, "extincteurs|extincteur ~3 sont|est|etaient|etait|restent|reste ?tous|toujours|encore|completement|deja|souvent ~1 vides|vide|absents|disparus|perimes|perime !apres_l_exercice|pendant_l_exercice", false},
	{CategorySafety, 0.85, "pas_d_extincteur|aucun_extincteur|sans_extincteur|sans_extincteurs|pas_un_seul_extincteur|il_n_y_a_pas_d_extincteur", false},
	{CategorySafety, 0.85, "estintori|estintore ~3 sono|e|erano|era ?tutti|ancora|gia|sempre ~1 vuoti|vuoto|scarichi|scarico|scaduti|scaduto|spariti !dopo_l_esercitazione|durante_l_esercitazione", false},
	{CategorySafety, 0.85, "nessun_estintore|senza_estintori|senza_estintore|non_ci_sono_estintori|non_c_e_un_estintore|neanche_un_estintore|nemmeno_un_estintore", false},
	{CategorySafety, 0.85, "extinguishers|extinguisher ~3 are|is|were|was|have_been|has_been ?all|still|completely|already|long ~1 empty|missing|expired|out_of_date|gone !after_the_drill|during_the_drill|in_the_drill", false},
	{CategorySafety, 0.85, "no_fire_extinguisher|no_fire_extinguishers|not_a_single_extinguisher|not_one_extinguisher|not_a_single_fire_extinguisher|no_extinguishers|without_extinguishers", false},
	{CategorySafety, 0.85, "extintores|extintor ~3 estao|esta|estavam|estava|sao ?todos|ainda|ja|completamente ~1 vazios|vazio|vencidos|vencido|sumiram !depois_do_simulado|durante_o_simulado|no_simulado", false},
	{CategorySafety, 0.85, "nenhum_extintor|sem_extintor|sem_extintores|nao_tem_extintor|nao_ha_extintor|nem_um_extintor|nao_tem_nenhum_extintor", false},
	// Out on the water with no life jackets, or fewer than people: "salimos
	// a remar sin chaleco", "ohne Schwimmwesten", "moins de gilets que de
	// passagers", "meno salvagenti che passeggeri".
	{CategorySafety, 0.85, "remar|barco|barca|kayak|piragua|lancha|velero|bote|canoa|balsa|rafting ~6 sin_chaleco|sin_chalecos|sin_salvavidas|sin_chaleco_salvavidas|sin_chalecos_salvavidas", false},
	{CategorySafety, 0.85, "menos_chalecos|menos_salvavidas|no_hay_chalecos|no_habia_chalecos|no_hay_salvavidas|no_habia_salvavidas|faltan_chalecos|faltaban_chalecos", false},
	{CategorySafety, 0.85, "ohne_schwimmweste|ohne_schwimmwesten|ohne_rettungsweste|ohne_rettungswesten|weniger_schwimmwesten|weniger_rettungswesten|keine_schwimmwesten|keine_rettungswesten|nicht_genug_schwimmwesten|nicht_genug_rettungswesten", false},
	{CategorySafety, 0.85, "moins_de_gilets|pas_de_gilets|sans_gilet|sans_gilets|pas_assez_de_gilets|aucun_gilet ~5 bateau|barque|kayak|canoe|voilier|passagers|pagayer|ramer|rafting|a_bord|sur_l_eau", false},
	{CategorySafety, 0.85, "meno_salvagenti|meno_giubbotti|senza_giubbotto|senza_giubbotti|senza_salvagente|senza_salvagenti|non_c_erano_salvagenti|non_ci_sono_salvagenti|mancano_i_salvagenti|mancavano_i_giubbotti", false},
	{CategorySafety, 0.85, "without_life_jackets|no_life_jackets|fewer_life_jackets|not_enough_life_jackets|without_a_life_jacket|no_life_vests|without_life_vests|not_enough_life_vests|fewer_life_vests", false},
	{CategorySafety, 0.85, "sem_colete|sem_coletes|menos_coletes|coletes_insuficientes|nao_tinha_colete|nao_tinha_coletes|nao_ha_coletes|nao_tem_coletes|faltam_coletes|faltavam_coletes", false},
	// A person in charge drunk or high at work, in German, French,
	// Italian, English and Portuguese ("der Vorarbeiter war sturzbesoffen
	// am Stapler"), not drunk with joy.
	{CategorySafety, 0.85, deStaffRoles + "|fahrer|fahrerin|busfahrer|busfahrerin|taxifahrer|kranfuhrer|staplerfahrer|bademeister|bademeisterin|pilot|skipper|guide ~5 betrunken|besoffen|sturzbesoffen|angetrunken|bekifft|zugedrogt|volltrunken|stockbesoffen|sturzbetrunken|alkoholisiert !vor|im_film|in_der_serie|im_spiel|im_theaterstuck|im_sketch", false},
	{CategorySafety, 0.85, frStaffRoles + "|chauffeur|conducteur|conductrice|maitre_nageur|moniteur|monitrice|animateur|animatrice|guide|pilote|skipper|grutier|cariste ~5 ivre|ivres|bourre|bourree|saoul|saoule|soul|alcoolise|alcoolisee|completement_ivre !de", false},
	{CategorySafety, 0.85, itStaffRoles + "|autista|bagnino|animatore|animatrice|guida|pilota|skipper|gruista|carrellista|istruttore|istruttrice ~5 ubriaco|ubriaca|ubriachi|sbronzo|sbronza|strafatto|strafatta|alticcio|alticcia|drogato|drogata !di|d", false},
	{CategorySafety, 0.85, "^with|like driver|bus_driver|coach_driver|cab_driver|taxi_driver|lifeguard|instructor|supervisor|foreman|crane_operator|forklift_driver|pilot|skipper|guide|teacher|coach|chaperone|counselor ~5 drunk|wasted|hammered|intoxicated|smashed|plastered|stoned|under_the_influence !on|with|in_love|with_power", false},
	{CategorySafety, 0.85, ptStaffRoles + "|motorista|salva_vidas|instrutor|instrutora|guia|piloto|operador|monitor|monitora ~5 bebado|bebada|bebados|embriagado|embriagada|chapado|chapada|drogado|drogada|de_porre|alcoolizado|alcoolizada !de", false},
	// Many people ill after the food served: "después del menú la mitad
	// del grupo acabó intoxicada", "die halbe Jugend hatte
	// Brechdurchfall", "les huîtres ont rendu malade la moitié du service",
	// "la carne puzzava, metà classe sta male".
	{CategorySafety, 0.85, "comida|carne|pescado|pollo|marisco|mayonesa|ensalada|menu|bocadillos|catering|buffet|paella|tortilla ~8 mitad|medio|media|varios|varias|muchos|muchas|decenas|todo_el|toda_la|todos ~4 intoxicados|intoxicadas|intoxicada|intoxicado|vomitando|diarrea|gastroenteritis|en_urgencias|en_el_hospital", false},
	{CategorySafety, 0.85, "mayonnaise|essen|fleisch|fisch|salat|buffet|grillfest|kantinenessen|mittagessen|hahnchen|eiersalat ~8 halbe|halbe_klasse|die_halfte|viele|alle|mehrere|zwanzig|zehn|dutzende ~4 brechdurchfall|lebensmittelvergiftung|lebensmittelvergiftungen|magen_darm|salmonellen|salmonellenvergiftung|im_krankenhaus", false},
	{CategorySafety, 0.85, "huitres|repas|viande|poisson|buffet|mayonnaise|poulet|fruits_de_mer|plat|sandwichs|traiteur ~8 rendu_malade|rendus_malades|rendu_malades|intoxique|intoxiques|intoxiquee|intoxiquees|intoxication", false},
	{CategorySafety, 0.85, "carne|pesce|cibo|maionese|pollo|buffet|pranzo|cena|frutti_di_mare|panini|catering ~8 meta|mezza|tutti|tutta|molti|diversi|diverse|mezzo ~3 sta_male|stanno_male|stavano_male|stava_male|intossicati|intossicata|intossicate|vomitando|in_ospedale|al_pronto_soccorso|con_la_diarrea", false},
	{CategorySafety, 0.85, "^sick_of|tired_of food|meat|fish|chicken|mayo|mayonnaise|buffet|catering|seafood|oysters|sandwiches ~8 half|most|all|several|dozens|twenty|ten ~4 food_poisoning|vomiting|throwing_up|in_hospital|in_the_er|hospitalised|hospitalized", false},
	{CategorySafety, 0.85, "comida|carne|peixe|frango|maionese|buffet|marmita|almoco|jantar|salgadinhos|frutos_do_mar ~8 metade|varios|varias|todos|muitos|muitas|dezenas ~4 passou_mal|passaram_mal|intoxicados|intoxicadas|intoxicada|vomitando|diarreia|no_hospital|no_pronto_socorro", false},
	// Something flammable kept next to a heater or a flame: "la gasolina
	// junto a la estufa", "Spiritus direkt neben der Heizung", "l'éther à
	// côté du radiateur", "l'etere accanto al termosifone", "solvents
	// next to the heater".
	{CategorySafety, 0.85, "gasolina|alcohol|disolvente|disolventes|bombona|bombonas|butano|eter|aerosoles|sprays|queroseno|gasoil|diluyente ~4 junto_a|al_lado_de|pegado_a|pegada_a|pegadas_a|pegados_a|encima_de|cerca_de ~2 estufa|radiador|caldera|fogones|fuego|llama|chimenea|horno|plancha|freidora|calefactor|brasero", false},
	{CategorySafety, 0.85, "benzin|spiritus|losungsmittel|gasflasche|gasflaschen|spraydosen|ather|verdunner|kanister|brennspiritus|petroleum ~4 neben|an|auf|uber ~2 heizung|heizkorper|ofen|herd|herdplatte|heizstrahler|kamin|feuer|grill|fritteuse|heizlufter|flamme !im_spiel|im_film|in_der_serie|im_computerspiel|im_videospiel", false},
	{CategorySafety, 0.85, "essence|alcool|solvant|solvants|bouteille_de_gaz|bouteilles_de_gaz|bonbonne|bombonne|ether|aerosols|white_spirit|diluant|kerosene ~4 a_cote_du|a_cote_de_la|a_cote_des|pres_du|pres_de_la|contre_le|contre_la|sur_le|sur_la|colle_au|collee_au ~1 radiateur|chauffage|poele|four|feu|barbecue|friteuse|gaziniere|chaudiere|plaques|flamme !dans_le_film|dans_le_jeu|dans_la_serie|dans_le_jeu_video", false},
	{CategorySafety, 0.85, "benzina|alcol|solvente|solventi|bombola|bombole|etere|bombolette|diluente|cherosene|kerosene ~4 accanto_al|accanto_alla|vicino_al|vicino_alla|sopra_il|sopra_la|sul|sulla|attaccato_al|attaccata_al ~1 termosifone|stufa|stufetta|forno|fuoco|fornelli|caldaia|friggitrice|barbecue|fiamma|camino", false},
	{CategorySafety, 0.85, "gasoline|petrol|solvents|solvent|gas_cylinder|gas_cylinders|propane|aerosols|ether|thinner|paint_thinner|kerosene|spray_cans ~4 next_to|beside|right_next_to|on_top_of|near|by|against ~2 heater|radiator|stove|oven|fire|boiler|fryer|grill|furnace|flame|space_heater", false},
	{CategorySafety, 0.85, "gasolina|alcool|solvente|solventes|botijao|botijoes|eter|aerossois|thinner|querosene ~4 ao_lado_do|ao_lado_da|perto_do|perto_da|em_cima_do|em_cima_da|junto_ao|junto_a|colado_no|colado_na ~1 aquecedor|fogao|forno|fogo|churrasqueira|caldeira|fritadeira|lareira|chama", false},
	// A panic bar tied or chained shut: "el maniglione antipanico è legato
	// con una catena", "la barra antipánico está atada", "die Panikstange
	// ist zugebunden", "the panic bar is chained".
	{CategorySafety, 0.85, "maniglione_antipanico|maniglioni_antipanico|maniglione|barra_antipanico|maniglia_antipanico ~4 legato|legata|legati|bloccato|bloccata|incatenato|incatenata|con_una_catena|con_la_catena|con_il_lucchetto|chiuso_con|fermato_con", false},
	{CategorySafety, 0.85, "barra_antipanico|barras_antipanico ~6 atada|atadas|bloqueada|bloqueadas|encadenada|encadenadas|con_una_cadena|con_cadena|con_candado|con_bridas", false},
	{CategorySafety, 0.85, "panikstange|panikstangen|panikschloss|panikturgriff|panikbeschlag ~4 zugebunden|festgebunden|blockiert|mit_einer_kette|mit_kette|abgeschlossen|verriegelt|mit_kabelbindern|zugekettet", false},
	{CategorySafety, 0.85, "barre_anti|barres_anti|barre_antipanique|barres_antipanique ?panique ~4 attachee|attachees|bloquee|bloquees|cadenassee|cadenassees|avec_une_chaine|enchainee|enchainees", false},
	{CategorySafety, 0.85, "panic_bar|panic_bars|crash_bar|crash_bars|push_bar|push_bars ~4 chained|tied|blocked|padlocked|zip_tied|cable_tied", false},
	{CategorySafety, 0.85, "barra_antipanico|barras_antipanico ~4 amarrada|amarradas|bloqueada|bloqueadas|acorrentada|acorrentadas|com_corrente|com_cadeado", false},
	// A stage, a platform or a ramp that creaks, sways or gives way:
	// "el escenario de palés ya crujía", "il palco traballa e nessuno lo
	// sistema", "la pedana cede".
	{CategorySafety, 0.85, "palco|palchi|pedana|pedane|tribuna|tribune|impalcatura|rampa|passerella|soppalco ~3 traballa|traballava|traballano|oscilla|oscillava|dondola|dondolava|scricchiola|scricchiolava|cede|cedeva|ha_ceduto|cedono !per_quanto|per_i_salti|dal_ballo|per_il_ballo|a_ritmo|con_la_musica|per_la_musica", false},
	{CategorySafety, 0.85, "escenario|tarima|andamio|andamios|grada|gradas|pasarela|rampa|altillo|entarimado ~5 crujia|cruje|crujen|crujian|se_movio|se_movia|se_mueve|se_movian|cede|cedia|cedio|se_hundia|se_hunde !con_los_canticos|con_la_musica|de_tanto_bailar|de_tanto_saltar|al_ritmo|con_el_baile|con_los_saltos|con_la_aficion|de_alegria|un_poco|un_poquito", false},
	// A crack in a ceiling, a wall or a balcony that keeps growing: "la
	// grieta del techo cada día es más grande", "der Riss in der Decke
	// wird immer größer", not a rift between people.
	{CategorySafety, 0.85, "grieta|grietas|fisura|fisuras ~1 del|de_la|en_el|en_la|de_los|de_las|en_los|en_las ~1 techo|pared|paredes|muro|suelo|fachada|balcon|viga|columna|pilar|escalera|edificio|techos|forjado ~4 cada_dia_mas_grande|cada_vez_mas_grande|cada_vez_mas_grandes|sigue_creciendo|siguen_creciendo|crece|crecen|cada_dia_es_mas_grande|cada_vez_es_mas_grande|mas_ancha|se_agranda|se_agrandan|se_hace_mas_grande|esta_creciendo", false},
	{CategorySafety, 0.85, "riss|risse ~1 in_der|an_der|im|in_den|am|in_die ~1 decke|wand|wanden|mauer|boden|fassade|balkon|trager|saule|treppe|gebaude|betondecke ~4 wird_immer_grosser|werden_immer_grosser|wird_immer_breiter|werden_immer_breiter|wachst|wachsen|jeden_tag_grosser|immer_grosser|immer_langer", false},
	{CategorySafety, 0.85, "fissure|fissures ~1 du|de_la|dans_le|dans_la|au|sur_le|sur_la|des|dans_les|sur_les ~1 plafond|mur|murs|sol|facade|balcon|poutre|pilier|escalier|batiment|dalle ~4 s_agrandit|s_agrandissent|grandit|grandissent|de_plus_en_plus_grande|de_plus_en_plus_large|de_plus_en_plus_grandes|s_elargit|s_elargissent", false},
	{CategorySafety, 0.85, "crepa|crepe ~1 del|della|nel|nella|sul|sulla|dei|delle|nei|nelle ~1 soffitto|muro|muri|pavimento|facciata|balcone|trave|pilastro|scala|edificio|parete|pareti|solaio ~4 si_allarga|si_allargano|sempre_piu_grande|sempre_piu_larga|sempre_piu_grandi|cresce|crescono|si_ingrandisce|si_ingrandiscono", false},
	{CategorySafety, 0.85, "crack|cracks ~1 in_the|on_the|in_our|across_the ~1 ceiling|wall|walls|floor|facade|balcony|beam|pillar|stairs|building|ceilings ~4 getting_bigger|gets_bigger|keeps_growing|keep_growing|is_growing|are_growing|getting_wider|gets_wider|widening|grows|grow", false},
	{CategorySafety, 0.85, "rachadura|rachaduras|trinca|trincas|fissura|fissuras ~1 do|da|no|na|dos|das|nos|nas ~1 teto|parede|paredes|muro|piso|fachada|sacada|varanda|viga|pilar|escada|predio|laje ~4 aumentando|cada_vez_maior|cada_dia_maior|crescendo|so_aumenta|so_cresce|cada_vez_maiores|aumenta|cresce", false},
	// A venue with no emergency exit at all, in German and French ("im
	// Partykeller gibt es keinen Notausgang", "la cave n'a aucune sortie
	// de secours"): a place is named, not a problem with no way out.
	{CategorySafety, 0.85, "keller|partykeller|halle|saal|raum|club|disco|gebaude|schule|kita|turnhalle|wohnheim|lager|werkstatt|bar|kneipe|zelt|festzelt|veranstaltungsraum|kellerraum|proberaum ~5 keinen_notausgang|kein_notausgang|keine_notausgange|ohne_notausgang|ohne_notausgange|keinen_fluchtweg|keine_fluchtwege|keinen_zweiten_fluchtweg !im_spiel|im_computerspiel|im_film|in_der_serie|im_escape_room|im_traum", false},
	{CategorySafety, 0.85, "cave|salle|sous_sol|bar|boite|club|batiment|ecole|gymnase|entrepot|atelier|local|chapiteau|foyer|discotheque ~6 n_a_aucune_sortie_de_secours|n_a_pas_de_sortie_de_secours|aucune_sortie_de_secours|pas_de_sortie_de_secours|sans_sortie_de_secours|sans_issue_de_secours|n_a_aucune_issue_de_secours", false},
	// Sockets, cables or a fuse box that smell burnt, smoke or melt:
	// "el enchufe echa humo", "die Steckdose schmort", "la prise sent le
	// brûlé", "la presa fuma", "the outlet is smoking", "a tomada está
	// soltando fumaça".
	{CategorySafety, 0.85, "enchufe|enchufes|cuadro_electrico|cables|regleta|regletas|cuadro_de_luces|ladron|alargador|alargadera ~5 huele_a_quemado|olor_a_quemado|olia_a_quemado|echa_humo|echaba_humo|sale_humo|salia_humo|humea|humeaba|se_derritio|derretido|derretida|chamuscado|chamuscada|ennegrecido|ennegrecida !en_la_escena|en_la_serie|en_la_pelicula|en_el_juego|en_el_videojuego", false},
	{CategorySafety, 0.85, "steckdose|steckdosen|kabel|sicherungskasten|verteiler|mehrfachsteckdose|stromkabel|verlangerungskabel|steckerleiste ~5 riecht_verbrannt|riecht_verschmort|verschmort|schmort|schmorte|kokelt|qualmt|qualmte|raucht|rauchte|geschmolzen|angeschmort", false},
	{CategorySafety, 0.85, "prise|prises|cables|tableau_electrique|multiprise|multiprises|rallonge ~5 sent_le_brule|sentait_le_brule|fume|fumait|a_fondu|ont_fondu|fondue|noircie|noircies|grille|grillait|crame !dans_la_serie|dans_le_film|dans_le_jeu|dans_le_roman", false},
	{CategorySafety, 0.85, "presa|prese|cavi|quadro_elettrico|ciabatta|ciabatte|prolunga ~5 puzza_di_bruciato|odore_di_bruciato|fuma|fumava|fumano|annerita|annerite|si_e_sciolta|si_sono_sciolte|sciolta|bruciacchiata|fonde !nel_film|nella_serie|nel_gioco|nel_romanzo", false},
	{CategorySafety, 0.85, "socket|sockets|outlet|outlets|wires|wiring|fuse_box|power_strip|extension_cord|extension_lead|plug|plugs ~5 smells_burnt|smells_like_burning|smelled_burnt|smoking|smoked|melted|has_melted|scorched|burning_smell|smells_of_burning !in_the_film|in_the_movie|in_the_game|in_the_show|in_the_series", false},
	{CategorySafety, 0.85, "tomada|tomadas|fios|fiacao|quadro_de_luz|benjamim|extensao|quadro_eletrico ~5 cheiro_de_queimado|cheira_a_queimado|soltando_fumaca|solta_fumaca|saindo_fumaca|derreteu|derretida|derretidas|esquentando_muito|pegando_fogo|faiscando|preta !no_filme|na_serie|no_jogo|na_novela", false},
	// A crane, a lift, a scaffold or shelves loaded past their limit:
	// "la grúa levanta más peso del permitido", "das Gerüst ist
	// überladen", "l'échafaudage est surchargé", "the shelves are
	// overloaded".
	{CategorySafety, 0.85, "grua|ascensor|andamio|andamios|montacargas|barca|estanteria|estanterias|plataforma|carretilla|forjado ~5 sobrecargado|sobrecargada|sobrecargados|sobrecargadas|mas_peso_del_permitido|mas_gente_de_la_permitida|mas_personas_de_las_permitidas|mas_carga_de_la_permitida|el_doble_de_peso", false},
	{CategorySafety, 0.85, "kran|aufzug|fahrstuhl|gerust|regal|regale|boot|hebebuhne|stapler|gabelstapler|anhanger ~5 uberladen|uberlastet|mehr_als_erlaubt|viel_zu_schwer_beladen|uber_der_traglast|uber_der_maximallast !mit_buchern|mit_zeug|mit_kram|mit_krimskrams|mit_deko|mit_spielzeug|im_computerspiel|im_spiel|im_film|mit_picknickkorben|mit_geschenken|mit_deko|mit_proviant|mit_snacks", false},
	{CategorySafety, 0.85, "grue|ascenseur|echafaudage|echafaudages|etagere|etageres|bateau|barque|nacelle|rayonnages ~5 surcharge|surchargee|surcharges|surchargees|plus_de_poids_que_permis", false},
	{CategorySafety, 0.85, "gru|ascensore|impalcatura|scaffale|scaffali|barca|gommone|montacarichi|soppalco ~5 sovraccarico|sovraccarica|sovraccarichi|sovraccariche|piu_peso_del_consentito", false},
	{CategorySafety, 0.85, "crane|lift|elevator|scaffold|scaffolding|shelves|shelving|boat|racking|platform|forklift ~5 overloaded|over_its_limit|over_the_weight_limit|way_over_capacity", false},
	{CategorySafety, 0.85, "guindaste|elevador|andaime|prateleira|prateleiras|barco|estante|estantes|empilhadeira|plataforma ~5 sobrecarregado|sobrecarregada|sobrecarregados|sobrecarregadas|acima_do_peso_permitido", false},
	// A bouncy castle blown away or collapsing with children on it.
	{CategorySafety, 0.85, "hinchable|hinchables|castillo_hinchable|colchoneta_hinchable ~5 salio_volando|se_volo|se_levanto|se_desinflo|se_vino_abajo|volco|se_solto !al_final|al_terminar|al_acabar|cuando_apagaron|cuando_apagamos|despues_de_la_fiesta|como_estaba_previsto|._hay_que|y_hay_que", false},
	{CategorySafety, 0.85, "hupfburg|huepfburg|hupfburgen ~5 weggeweht|abgehoben|umgekippt|in_die_luft|eingesackt|zusammengefallen|davongeflogen|losgerissen !weil_wir|als_wir|nachdem_wir|wie_geplant|am_ende|._weil_wir|._als_wir|._nachdem_wir|._wie_immer|._wie_geplant|._wie_jedes_mal", false},
	{CategorySafety, 0.85, "chateau_gonflable|structure_gonflable|chateaux_gonflables|gonflable ~5 s_est_envole|s_est_envolee|envole|soulevee|souleve|s_est_degonfle|degonfle|s_est_effondre|s_est_renverse !a_la_fin|quand_on_a|comme_prevu|apres_la_fete|pendant_le_rangement|au_rangement|pendant_le_demontage|au_demontage", false},
	{CategorySafety, 0.85, "gonfiabile|castello_gonfiabile|gonfiabili ~5 volato|volata|e_volato|e_volata|si_e_sgonfiato|sgonfiato|sollevato|si_e_sollevato|si_e_ribaltato !alla_fine|quando_hanno_spento|quando_abbiamo|come_previsto|dopo_la_festa", false},
	{CategorySafety, 0.85, "bouncy_castle|bounce_house|inflatable|bouncy_castles ~5 blew_away|took_off|lifted_off|deflated|collapsed|flew_away|was_blown|got_blown !at_the_end|when_they_turned|when_we_turned|as_planned|after_the_party", false},
	{CategorySafety, 0.85, "pula_pula|inflavel|castelo_inflavel|brinquedo_inflavel ~5 voou|saiu_voando|murchou|desinflou|tombou|desabou !no_fim|no_final|quando_desligaram|quando_desligamos|depois_da_festa|como_previsto", false},
	// A hole, a pit or a building site left open with no fence or cover:
	// "un pozo sin tapar", "die Grube ist nicht abgesperrt", "un trou pas
	// balisé", "una buca non segnalata", "an uncovered manhole".
	{CategorySafety, 0.85, "^de_teatro zanja|zanjas|pozo|agujero|socavon|excavacion|hoyo|arqueta|alcantarilla|obras ~4 sin_vallar|sin_valla|sin_senalizar|sin_senalizacion|sin_tapar|sin_proteger|sin_cubrir|sin_tapa|destapado|destapada !era_parte_del_juego|en_el_juego|en_el_videojuego|en_la_pelicula|en_la_serie", false},
	{CategorySafety, 0.85, "baustelle|grube|loch|schacht|graben|baugrube|kanalschacht ~4 nicht_abgesperrt|nicht_abgedeckt|ohne_absperrung|ohne_abdeckung|ohne_deckel|nicht_gesichert|ungesichert|nicht_abgesichert", false},
	{CategorySafety, 0.85, "chantier|trou|tranchee|fosse|regard|bouche_d_egout|puits ~4 n_est_pas_balise|n_est_pas_securise|n_est_pas_protege|n_est_pas_signale|pas_balise|non_balise|sans_barriere|sans_barrieres|pas_securise|non_securise|pas_protege|sans_protection|sans_couvercle|pas_couvert|a_decouvert|non_signale|pas_signale", false},
	{CategorySafety, 0.85, "cantiere|buca|scavo|tombino|pozzo|botola|voragine ~4 non_e_segnalata|non_e_segnalato|non_e_recintata|non_e_recintato|non_e_protetta|non_e_protetto|non_recintato|non_recintata|senza_recinzione|non_segnalato|non_segnalata|senza_segnalazione|scoperto|scoperta|non_protetto|non_protetta|senza_protezione|senza_coperchio", false},
	{CategorySafety, 0.85, "hole|trench|pit|manhole|building_site|construction_site|shaft|excavation ~4 not_fenced|unfenced|no_fence|not_covered|uncovered|no_barrier|no_barriers|not_cordoned_off|unmarked|left_open|without_a_cover|with_no_cover", false},
	{CategorySafety, 0.85, "uncovered|unfenced|unmarked|unguarded|unsecured manhole|manholes|hole|pit|trench|shaft|excavation|building_site", false},
	{CategorySafety, 0.85, "buraco|vala|obra|bueiro|poco|cratera|fossa ~4 sem_tampa|sem_cerca|sem_sinalizacao|sem_protecao|destampado|destampada|sem_isolamento|nao_sinalizado|nao_sinalizada", false},
	// Cars racing past a school and children crossing with no crossing:
	// "los coches pasan a toda velocidad por delante del colegio", "los
	// niños cruzan la carretera sin paso de cebra", and a child nearly run
	// over ("casi atropellan a un niño").
	{CategorySafety, 0.85, "coches|autos|camiones|motos|furgonetas|conductores ~2 pasan|van|circulan|bajan|cruzan ~1 a_toda_velocidad|a_toda_pastilla|muy_rapido|a_toda_leche|volando ~6 colegio|escuela|guarderia|instituto|salida_del_colegio|puerta_del_colegio|ninos", false},
	{CategorySafety, 0.85, "ninos|ninas|alumnos|alumnas|crios|chavales|pequenos ~3 cruzan|cruzar|tienen_que_cruzar ~3 carretera|avenida|autovia|nacional|calle ~1 sin_paso_de_cebra|sin_semaforo|sin_paso_de_peatones|sin_nadie_que_corte", false},
	{CategorySafety, 0.85, "casi|por_poco ~1 atropellan|atropellaron|atropella|atropello|arrollan|arrollaron ~1 a_un_nino|a_una_nina|a_un_alumno|a_una_alumna|a_un_chaval|a_una_madre|a_alguien|a_un_crio|a_dos_ninos|a_unos_ninos|a_una_profesora|a_un_profesor !en_la_pelicula|en_la_serie|en_el_videojuego|en_el_juego|en_la_peli|en_el_sueno", false},
	// Children let to swim in a river or a sea with a strong current: "el
	// monitor dejó a los niños bañarse en el río con mucha corriente", "im
	// Fluss mit starker Strömung baden".
	{CategorySafety, 0.85, "banarse|banar|nadar|se_banaron|se_banan|se_banaban|metieron|meterse ~3 en_el_rio|en_el_mar|en_el_pantano|en_el_embalse|en_la_playa ~1 con_mucha_corriente|con_corriente|con_bandera_roja|con_crecida|crecido|con_resaca|con_olas_enormes", false},
	{CategorySafety, 0.85, "im_fluss|im_meer|im_see|im_bach|in_der_ostsee|in_der_nordsee|im_rhein ~1 mit_starker_stromung|bei_starker_stromung|bei_hochwasser|bei_roter_flagge|trotz_roter_flagge|trotz_stromung|mit_reissender_stromung ~1 baden|schwimmen|gebadet|geschwommen", false},
	// Walking along or across railway tracks: "nos hicieron caminar por
	// las vías del tren", "wir mussten über die Bahngleise laufen".
	{CategorySafety, 0.85, "caminar|andar|cruzar|ir|pasar|caminamos|cruzamos|fuimos ~2 por_las_vias|por_la_via|las_vias ~1 del_tren|de_tren|del_ave|del_cercanias !abandonado|abandonada|abandonadas|en_desuso|antiguo|antigua|en_miniatura|de_juguete", false},
	{CategorySafety, 0.85, "uber_die_bahngleise|uber_die_gleise|auf_den_gleisen|auf_den_bahngleisen|entlang_der_gleise|an_den_gleisen_entlang|uber_die_schienen|auf_den_schienen ~1 laufen|gehen|gelaufen|gegangen|klettern|geklettert|balancieren", false},
	// Fire hoses and hydrants with no water or blocked: "las mangueras
	// contra incendios no tienen agua", "die Löschschläuche haben kein
	// Wasser".
	{CategorySafety, 0.85, "mangueras_contra_incendios|manguera_contra_incendios|mangueras|bies|boca_de_incendio|bocas_de_incendio|hidrante|hidrantes ~3 no_tienen_agua|no_tiene_agua|sin_agua|tapadas|tapada|tapados|bloqueadas|bloqueados|no_funcionan|no_funciona|secas|seca", false},
	{CategorySafety, 0.85, "loschschlauche|loschschlauch|wandhydrant|wandhydranten|hydrant|hydranten|steigleitung|steigleitungen ~3 kein_wasser|zugestellt|zugeparkt|blockiert|funktionieren_nicht|funktioniert_nicht|trocken|zugeschuttet", false},
	// A wasp or hornet nest where children play: "un nido de avispas en
	// el patio del colegio", "ein Wespennest am Klettergerüst".
	{CategorySafety, 0.85, "nido_de_avispas|nidos_de_avispas|avispero|avisperos|nido_de_avispones|panal_de_avispas ~6 patio|colegio|columpios|guarderia|aula|parque_infantil|tobogan|ninos|recreo !ya_lo_quitaron|ya_lo_han_quitado|lo_quitaron|ya_no_esta|fue_retirado|lo_retiraron|ya_lo_retiraron", false},
	{CategorySafety, 0.85, "wespennest|wespennester|hornissennest|hornissennester ~5 schulhof|spielplatz|klettergerust|kita|kindergarten|klassenzimmer|schaukel|rutsche|sandkasten|pausenhof !wurde_entfernt|wurde_gestern_entfernt|ist_weg|wurde_beseitigt|ist_entfernt|ist_schon_weg|wurde_schon_entfernt|wurde_heute_entfernt|hat_der_imker|hat_ein_imker|wurde_umgesiedelt|wurde_vom_imker", false},
	// An escalator that brakes or jerks, a revolving or automatic door
	// that caught someone: "la escalera mecánica frena de golpe", "die
	// Rolltreppe bremst ruckartig", "die Drehtür hat eine Dame
	// eingeklemmt".
	{CategorySafety, 0.85, "escalera_mecanica|escaleras_mecanicas|cinta_mecanica ~3 frena_de_golpe|se_para_de_golpe|da_tirones|daba_tirones|acelera_de_golpe|se_paro_de_golpe|freno_de_golpe|atrapo|atrapa !en_el_juego|en_el_videojuego|en_la_pelicula|en_la_serie", false},
	{CategorySafety, 0.85, "rolltreppe|rolltreppen|laufband ~3 bremst_ruckartig|bremst_abrupt|ruckelt|stoppt_abrupt|stoppte_abrupt|bremste_ruckartig|bleibt_ruckartig_stehen|blieb_ruckartig_stehen|reisst|ruckt !ein_bisschen|ein_wenig|etwas|leicht|im_spiel|im_film", false},
	{CategorySafety, 0.85, "drehtur|drehturen|schiebetur|automatiktur|automatikturen|schiebeturen ~4 eingeklemmt|eingequetscht|umgestossen|erwischt", false},
	{CategorySafety, 0.85, "puerta_giratoria|puerta_automatica|puertas_automaticas|puertas_giratorias ~4 atrapo|atrapa|aplasto|golpeo|pillo|atraparon|golpea|aplasta", false},
	// Broken glass left in a door with sharp edges: "el cristal de la
	// puerta está roto y tiene picos", "die Glasscheibe ist gesprungen und
	// hat scharfe Kanten".
	{CategorySafety, 0.85, "cristal|vidrio|cristalera|cristales|vidrios ~6 roto|rota|rotos|rajado|astillado|partido ~4 picos|pico|cortante|cortantes|trozos_sueltos|puntas", false},
	{CategorySafety, 0.85, "glasscheibe|scheibe|glas|glastur|glasscheiben|scheiben ~5 gesprungen|zerbrochen|kaputt|zersplittert ~4 scharfe_kanten|scharfen_kanten|splitter|scherben|spitze_kanten", false},
	// Scooters or bikes racing through corridors: "los patinetes van a
	// toda velocidad por los pasillos", "E-Scooter rasen durch die Flure".
	{CategorySafety, 0.85, "patinetes|patinete|bicis|bicicletas|motos|patinetes_electricos ~4 a_toda_velocidad|a_toda_pastilla|a_toda_leche ~3 por_los_pasillos|por_el_pasillo|por_el_patio|por_la_acera|entre_los_ninos|entre_la_gente|por_la_biblioteca", false},
	{CategorySafety, 0.85, "e_scooter|e_scooters|scooter|roller|fahrrader|radfahrer|e_roller ~2 rasen|rast|brettern|heizen|rasten ~3 durch_die_flure|durch_den_flur|uber_den_schulhof|durch_die_gange|uber_den_gehweg|durch_die_mensa|durch_die_bibliothek|zwischen_den_kindern", false},
	// Children climbing where there is a drop behind: "los niños se suben
	// al muro y detrás hay una caída de cinco metros", "die Kinder klettern
	// auf die Mauer, dahinter geht es fünf Meter runter".
	{CategorySafety, 0.85, "ninos|ninas|alumnos|chavales|crios|pequenos ~4 se_suben|suben|trepan|se_sientan|se_asoman|juegan ~8 caida_de|un_precipicio|el_vacio|un_barranco|un_desnivel", false},
	{CategorySafety, 0.85, "kinder|schuler|kleinen|jugendlichen ~4 klettern|klettert|sitzen|balancieren|spielen|turnen ~5 ?. ~1 dahinter|darunter|daneben geht_es ~2 meter ~1 runter|hinunter|tief|abwarts|steil_runter", false},
	// Explosions or flash fires that already happened in a lab: "ya ha
	// habido dos explosiones", "es gab schon zwei Verpuffungen".
	{CategorySafety, 0.85, "ya_ha_habido|ya_hubo|han_habido|ya_van|van_ya ~1 dos|tres|varias|varios|cuatro ~1 explosiones|incendios|conatos_de_incendio|escapes_de_gas|fuegos !de_risa|de_alegria|de_carcajadas|de_color|de_sabor|de_emocion|de_emociones|de_creatividad|en_la_serie|en_el_juego|en_la_pelicula|en_la_novela|en_el_videojuego|en_la_temporada|de_audiencia|de_opinion|mediaticos|en_redes|en_twitter", false},
	{CategorySafety, 0.85, "gab_schon|es_gab_schon|gab_es_schon|hatten_schon|hatten_wir_schon ~1 zwei|drei|mehrere|einige|vier ~1 verpuffungen|explosionen|brande|kleinbrande|schwelbrande|kabelbrande !vor_lachen|vor_freude|vor_begeisterung|an_ideen|von_ideen|der_kreativitat|vor_wut|in_der_serie|im_spiel|im_film|im_roman|in_der_staffel", false},
	// Heavy things loose on high shelves: "las pesas están sueltas en los
	// estantes de arriba", "die Hanteln liegen lose auf den oberen Regalen".
	{CategorySafety, 0.85, "pesas|mancuernas|discos|cajas|garrafas|bidones ~3 sueltas|sueltos|mal_colocadas|mal_colocados|sin_sujetar|amontonadas|amontonados ~4 estantes_de_arriba|estanterias_altas|en_lo_alto|estante_de_arriba|baldas_de_arriba|de_arriba", false},
	{CategorySafety, 0.85, "hanteln|gewichte|kisten|kartons|kanister|gewichtsscheiben ~3 lose|ungesichert|wackelig|gestapelt ~4 oberen_regalen|oberen_regal|oben_auf_dem_regal|ganz_oben|obersten_regal|obersten_regalen", false},
	// A burner left burning through a break, in German ("sie lassen den
	// Bunsenbrenner die ganze Pause brennen").
	{CategorySafety, 0.85, "bunsenbrenner|gasbrenner|brenner|gasherd|gaskocher ~4 die_ganze_pause|unbeaufsichtigt|ohne_aufsicht|die_ganze_nacht|uber_nacht|den_ganzen_tag ~1 brennen|brennt|an|laufen|lauft|an_lassen", false},
	// Something hanging by one cable or screw, about to fall or coming
	// apart over people: "el foco cuelga de un cable encima del público",
	// "la marquesina está a punto de caerse", "der Scheinwerfer hängt nur
	// noch an einem Kabel", "das Vordach droht einzustürzen", "die Mauer
	// bröckelt und es fallen Steine", not a project hanging by a thread or
	// the writer falling asleep.
	{CategorySafety, 0.85, "foco|focos|altavoz|altavoces|lampara|lamparas|pantalla|proyector|canasta|porteria|marquesina|cartel|letrero|farola|ventilador|aire_acondicionado|maceta|cornisa|viga|placa|panel|luminaria|espejo|televisor|tele ~5 cuelga|cuelgan|colgando|colgado|colgada ~1 de_un_cable|de_un_solo_cable|de_un_solo_tornillo|de_un_tornillo|de_un_alambre|de_una_cuerda|de_dos_tornillos|de_una_brida", false},
	{CategorySafety, 0.85, "foco|focos|altavoz|altavoces|lampara|lamparas|pantalla|proyector|canasta|porteria|marquesina|cartel|letrero|farola|ventilador|maceta|cornisa|viga|placa|panel|muro|tapia|techo|balcon|barandilla|estanteria|arbol|tejado|baldosas|azulejos|tejas|ladrillos|cascotes|revestimiento|falso_techo|tribuna|grada ~6 a_punto_de_caerse|a_punto_de_caer|a_punto_de_venirse_abajo|a_punto_de_derrumbarse|se_esta_cayendo_a_trozos|se_cae_a_trozos|se_caen_a_trozos|se_esta_desmoronando|se_desmorona|se_estan_desprendiendo|se_desprenden|medio_descolgada|medio_descolgado|medio_descolgadas|descolgada|descolgado !de_vieja|de_viejo|de_viejas|de_viejos|de_moda|de_aplausos|de_risa|de_emocion|de_la_risa", false},
	{CategorySafety, 0.85, "scheinwerfer|lautsprecher|lampe|lampen|leuchte|beamer|basketballkorb|korb|schild|vordach|deckenplatte|platte|ventilator|klimaanlage|box|boxen|leinwand|monitor|fernseher|spiegel|regal|deckenlampe|strahler ~5 hangt|hangen|hing|hingen ~3 an_einem_kabel|an_einer_schraube|an_einer_einzigen_schraube|an_einem_einzigen_kabel|an_einem_draht|an_einem_seil|am_kabel|an_zwei_schrauben|an_einem_kabelbinder|nur_noch_am_kabel", false},
	{CategorySafety, 0.85, "scheinwerfer|lautsprecher|lampe|leuchte|beamer|basketballkorb|schild|vordach|deckenplatte|ventilator|klimaanlage|leinwand|regal|balkon|gelander|treppengelander|dach|baum|tribune|decke|carport ~7 droht_einzusturzen|droht_abzusturzen|droht_herunterzufallen|droht_umzufallen|droht_abzubrechen|kommt_gleich_runter|fallt_gleich_runter|wackelt_bedrohlich|hangt_schief_und_wackelt", false},
	{CategorySafety, 0.85, "gelander|treppengelander|handlauf|regal|lampe|platte|fliesen|deckenplatte|waschbecken|heizkorper ~2 hat_sich|haben_sich ~4 gelost|losgerissen|abgelost !und_wurde|und_ist_wieder|ist_aber_schon|wurde_aber_schon", false},
	{CategorySafety, 0.85, "mauer|wand|fassade|decke|schornstein|brustung ~3 brockelt|brockeln|brockelte ~6 steine|stucke|brocken|teile|putz|ziegel|betonstucke", false},
	// English self-harm in the shapes of anonymous feedback that the rules
	// above missed (probes of passive wishes, plans, goodbyes, self-injury
	// and friends' reports): not minding never waking up ("honestly i
	// wouldn't mind if i didn't wake up tomorrow"), not waking late or
	// early.
	{CategorySelfHarm, 0.85, "wouldn't_mind|wouldnt_mind|would_not_mind|wouldn't_care|wouldnt_care|wouldn't_even_mind|hoping|praying|pray ~2 if_i_didn't_wake_up|if_i_didnt_wake_up|if_i_did_not_wake_up|if_i_never_woke_up|if_i_never_woke_up_again|i_won't_wake_up|i_wont_wake_up|i_don't_wake_up|i_dont_wake_up|i_never_wake_up|not_to_wake_up !early|on_time|late|in_time|at|before|until|till|for|in|on|during|when|so|because|from|with|after|if|to", false},
	// Not being anyone's trouble for much longer ("you won't have to put
	// up with me much longer", "… and then nobody has to worry about me"),
	// not a move to another job or office (a clause of leaving after it),
	// nor a reassurance ("i'm fine, nobody has to worry about me": a
	// "then" or "soon" before it).
	{CategorySelfHarm, 0.85, "won't|wont|will_not|never ~1 have_to|need_to|be_forced_to deal_with_me|put_up_with_me|worry_about_me|carry_me|pay_for_me|look_after_me ~1 much_longer|for_much_longer|for_long|soon|anymore|any_more|ever_again !._i'm_moving|._i'm_leaving|._im_moving|._im_leaving|._i_am_leaving|._i_am_moving|._i've_resigned|._ive_resigned|._i_resigned|._i_quit|._i'm_quitting|._im_quitting|._i'm_retiring|._i'm_graduating|._new_job|because|as|since|when|after|once|at|in|on|after_friday|i'm_moving|i'm_leaving|._i_handed|._i_handed_in|._i've_handed|._ive_handed|._i'm_handing|._im_handing|._my_contract|._my_notice|._my_last_day|._i_got_a_new_job|._i_got_the_job|._i_found_a_new_job|._i_got_a_job", false},
	{CategorySelfHarm, 0.85, "=then|soon|soon_enough|after_that|after_tonight|finally|at_last|over_and|all_be_over_and|it_ends_and|gone_and|dead_and nobody|no_one|noone|nobody_will|no_one_will|nobody_would|no_one_would ~1 has_to|have_to|needs_to|need_to worry_about_me|deal_with_me|put_up_with_me|look_after_me !getting|driving|walking|being|going|coming|on|at|in|during|for|when|while|if|travelling|traveling|the|tonight|tomorrow|at_work|being_late", false},
	// Others relieved or life easier if the writer vanished or did not
	// exist ("it would be easier if i just didn't exist", "everyone would
	// be relieved if i just vanished"), not a week away or a meeting left
	// ("… if i disappeared for a week", "… from the meeting").
	{CategorySelfHarm, 0.85, "relieved|glad|easier|simpler|lighter|better|happier|calmer|a_relief ~3 if_i ?just|simply vanished|disappeared|didn't_exist|didnt_exist|did_not_exist|wasn't_alive|wasnt_alive|weren't_alive|was_gone|were_gone|was_dead|were_dead|stopped_existing|never_existed|ceased_to_exist|was_not_alive !for|from|on|at|in|during|today|tomorrow|this|next|every|when|until|till|to|with|into|off|behind|after|before|like|tired|drunk|serious|wrong|honest|right|sometimes|now_and_then|once_in_a_while|now", false},
	// Wondering what it would be like not to be here ("i keep wondering
	// what it would be like to just not be here"), not to be somewhere or
	// someone else.
	{CategorySelfHarm, 0.85, "what_it_would_be_like|what_it'd_be_like|what_it_would_feel_like|how_it_would_feel|how_it'd_feel|how_peaceful_it_would_be ~1 to ?just|simply|finally not_be_here|not_be_alive|not_exist|not_be_around|be_dead|not_wake_up|never_wake_up|disappear_forever|stop_existing|end_it|end_it_all|end_my_life !for|from|on|at|in|with|into|like|as|to|during|a|the|of|over|after|when|off|out|back|tomorrow|today|anymore_at|next|this", false},
	// Looking down from a height and wondering how easy it would be or
	// whether the fall would kill ("i looked down from the roof … and
	// thought about how easy it would be", "wondering if the fall would
	// kill me"), not a low fence that could let someone fall.
	{CategorySelfHarm, 0.85, "roof|rooftop|bridge|balcony|ledge|edge|top_floor|window|tracks|platform|cliff|car_park|parking_garage ~8 how_easy_it_would_be|how_easy_it'd_be|how_quick_it_would_be|how_easy_it_would_be_to_jump|how_easy_it_would_be_to_fall|how_easy_it_would_be_to_step !to_fix|to_clean|to_repair|to_reach|to_get|to_install|to_paint|to_see|to_spot|to_walk|to_cycle|to_park|to_drive|to_build|to_climb_down|to_take|to_photograph|to_film|to_add|to_put|for_the|for_a|for_us", false},
	{CategorySelfHarm, 0.85, "wonder|wondering|wondered|think|thinking|thought|wonders ~2 if|whether the_fall|a_fall|the_drop|the_jump|the_height ~1 would|could|will|might kill_me|be_enough|be_high_enough|be_fatal|end_it", false},
	// Crashing the car on purpose ("when i drive home i think about just
	// letting go of the wheel", "sometimes i think about crashing my car
	// on purpose"), not in a game, on ice or for bad brakes.
	{CategorySelfHarm, 0.85, "think|thinking|thought|imagine|imagining|wonder|wondering|tempted|want_to|wanna|urge_to|going_to|gonna|fantasise_about|fantasize_about ~3 letting_go_of_the_wheel|let_go_of_the_wheel|let_go_of_the_steering_wheel|swerving_into|swerve_into|veering_into|veer_into|crashing_the_car|crashing_my_car|crash_my_car|crash_the_car|driving_into_a_wall|drive_into_a_wall|driving_into_a_tree|drive_into_a_tree|driving_off_the_road|drive_off_the_road|driving_off_a_bridge|drive_off_a_bridge|driving_off_the_bridge|drive_off_the_bridge|driving_into_the_river|drive_into_the_river|driving_into_the_sea|drive_into_the_sea !in|at|on_ice|on_the_ice|on_the_track|on_the_simulator|on_a_simulator|on_the_game|on_my_playstation|on_my_xbox|because|when|while|if|by|with|again|during|into_the_car_park|in_gta|in_the_game|of_the_group|of_the_project|of_this_project|of_the_team|of_the_company|of_the_business|of_the_club|of_the_band|of_the_society|of_the_committee|of_this_team|of_this_group|and_let_someone|._let_someone|and_let_someone_else|to_someone_else|to_someone|to_my_colleague|to_the_new", false},
	// The day chosen ("i've made up my mind, friday is the day", "i've
	// picked a date and written letters"), not a date for a party or a
	// meeting (nothing after the date), nor the day one quits.
	{CategorySelfHarm, 0.85, "made_up_my_mind|my_mind_is_made_up|i've_decided|ive_decided|i_have_decided ?. ~1 friday|saturday|sunday|monday|tuesday|wednesday|thursday|tonight|tomorrow|today ~1 is_the_day|is_the_night|will_be_the_day|will_be_the_night|it_ends|it_happens !i_quit|i_hand|i_resign|i_tell|i_leave|for|to|we|i'm_telling|of|that|i'm_quitting|i'm_leaving|i_go|i'm_going|i|i'm|im|i'll|you|my|the|when|where|and_i|._i_quit|._i'm_quitting|._i_hand|._i'm_handing|._i'm_telling|._i_tell|._i'm_leaving|._i_resign|._i'm_resigning", false},
	{CategorySelfHarm, 0.85, "=i've|ive|i_have|i|i'm|im|already chosen_a_date|picked_a_date|set_a_date|chose_a_date|chosen_the_date|picked_the_date|chosen_my_date|picked_my_date|set_myself_a_date ~1 and_written|and_wrote|and_i'm_ready|and_im_ready|and_a_method|and_a_way|and_a_place|and_the_means|._it_will_be_after|._it'll_be_after|._after_the_exams|._after_the_deadline|._nobody_will_know|._no_one_will_know", false},
	// Ending it for good ("after the deadline i'm going to finish it for
	// good"), not a relationship ("… end it for good with him").
	{CategorySelfHarm, 0.85, "going_to|gonna|will|i'll|ill|want_to|wanna|ready_to|about_to ~1 end_it|end_it_all|end_myself ~1 for_good|forever|once_and_for_all|permanently !with|between|for|at|in|on|before|after|by|._with|._between", false},
	// "Finish it for good" is as often a task (a thesis chapter, a
	// renovation): a weak sign.
	{CategorySelfHarm, 0.7, "going_to|gonna|will|i'll|ill|want_to|wanna|ready_to|about_to ~1 finish_it ~1 for_good|forever|once_and_for_all|permanently !with|between|for|at|in|on|before|after|by|._with|._between", false},
	// A plan and the means, a method thought through ("i have a plan and
	// the means", "i know exactly how i would do it."), not a plan of
	// work ("… how i would do it if i were the manager": the clause ends
	// there).
	{CategorySelfHarm, 0.85, "plan|plans|method|a_plan ~3 and_the_means|and_means|and_the_method|and_a_method|and_the_pills|and_a_rope|and_the_rope|and_a_date|and_the_date !to_finish|to_complete|to_build|to_fix|to_pay|to_deliver|to_launch|to_run|to_start|to_make|to_buy|to_get|to_move|to_expand|to_renovate|to_open|to_hire|to_train|for_the|for_a|for_our|for_this", false},
	{CategorySelfHarm, 0.85, "know_exactly_how_i_would_do_it|know_exactly_how_i'd_do_it|know_exactly_how_id_do_it|know_exactly_how_i'm_going_to_do_it|know_exactly_how_i'll_do_it|thought_about_how_i_would_do_it|thought_about_how_i'd_do_it|planned_how_i_would_do_it|planned_how_i'd_do_it|already_know_how_i'd_do_it|already_know_how_i_would_do_it !if|differently|better|with|for|in|on|at|when|but|because|so|and|than|again|myself|this|that|the|._first|._firstly|._step|._i'd_start|._i_would_start|._first_i|._i'd_change|._i_would_change", false},
	// Fear of oneself ("i'm afraid of what i might do to myself"), not of
	// an injury at work or in sport.
	{CategorySelfHarm, 0.85, "what_i_might_do_to_myself|what_i'll_do_to_myself|what_i_could_do_to_myself|what_i_would_do_to_myself|what_i'd_do_to_myself|what_im_going_to_do_to_myself|what_i'm_going_to_do_to_myself|trust_myself_around_knives|trust_myself_with_my_pills|trusted_alone_with_my_pills|trust_myself_alone_with_my_pills|trust_myself_near_the_edge|trust_myself_on_the_balcony", false},
	// Searching the means ("i searched how to tie a noose").
	{CategorySelfHarm, 0.85, "searched|googled|google|googling|looked_up|looking_up|researched|researching|watched_videos_on|read_up_on|search|searching ~2 how_to_tie_a_noose|how_to_make_a_noose|how_to_slit|how_to_cut_deeper|how_deep_to_cut|how_to_hang_myself|how_to_suffocate|how_long_it_takes_to_bleed|how_to_drown_myself|how_to_end_it|how_to_end_my_life|how_to_die_painlessly|how_to_die_in_my_sleep !knot|knots|for_halloween|for_the_halloween|for_a_halloween|for_the_play|for_the_escape_room|for_the_film|for_a_costume|for_my_costume|for_the_haunted_house|for_a_prop|for_the_props|for_the_western|decoration|decorations|for_sailing|for_the_scouts", false},
	// An attempt, of the writer or another ("i tried to end it last
	// term", "i'm scared my roommate will try to take her own life"), not
	// a relationship or a meeting ended ("i tried to end it with him").
	{CategorySelfHarm, 0.85, "tried|attempted|try|trying|tries|attempt|attempting ~1 to_end_it|to_end_it_all|to_end_my_life|to_take_my_life|to_take_my_own_life|to_take_her_own_life|to_take_his_own_life|to_take_their_own_life|to_take_her_life|to_take_his_life|to_end_her_life|to_end_his_life|to_end_their_life|to_kill_herself|to_kill_himself|to_kill_themselves|to_hang_myself|to_hang_herself|to_hang_himself|to_overdose|suicide !with|between|early|on_time|at|before|in|for|on|by|prevention|awareness|training|hotline|helpline", false},
	// A farewell ("please tell my sister i'm sorry, i can't do this
	// anymore", "by the time you read this i'll be gone"), not a trip.
	{CategorySelfHarm, 0.85, "tell|let ~1 my_mum|my_mom|my_dad|my_sister|my_brother|my_parents|my_family|my_wife|my_husband|my_kids|my_girlfriend|my_boyfriend|my_friends|them|her|him ~1 i'm_sorry|im_sorry|that_i'm_sorry|that_im_sorry|i_am_sorry ?. ~6 can't_do_this_anymore|cant_do_this_anymore|cannot_do_this_anymore|can't_go_on|cant_go_on|goodbye|for_everything|when_i'm_gone|when_im_gone|after_i'm_gone|won't_be_here|wont_be_here", false},
	{CategorySelfHarm, 0.85, "tell|let ~1 my_mum|my_mom|my_dad|my_sister|my_brother|my_parents|my_family|my_wife|my_husband|my_kids|my_girlfriend|my_boyfriend|my_friends|everyone ~1 i_loved_them|that_i_loved_them|i_loved_her|that_i_loved_her|i_loved_him|that_i_loved_him|i_loved_them_all|i_always_loved_them", false},
	{CategorySelfHarm, 0.85, "by_the_time_you_read_this|if_you're_reading_this|if_youre_reading_this|if_you_are_reading_this|when_you_read_this|when_you_find_this|by_the_time_anyone_reads_this|by_the_time_someone_reads_this ~4 i'll_be_gone|ill_be_gone|i_will_be_gone|i'm_gone|im_gone|i'll_be_dead|ill_be_dead|i_won't_be_here|i_wont_be_here|it's_too_late_for_me|its_too_late_for_me|already_too_late_for_me|too_late_for_me|i_will_be_dead|i_am_gone|i'm_already_gone|i_won't_be_alive|i_wont_be_alive !on|for|to|from|on_holiday|on_leave|on_vacation|abroad|home|away|in|at", false},
	{CategorySelfHarm, 0.85, "be_gone_soon_anyway|be_gone_anyway|be_dead_soon_anyway|be_dead_anyway|gone_soon_anyway|won't_be_alive_to_see|wont_be_alive_to_see|won't_be_around_to_see|wont_be_around_to_see !._my_exchange|._my_contract|._my_semester|._my_internship|._the_semester|._i'm_moving|._im_moving|._i_am_moving|._i'm_leaving|._im_leaving|._my_last_day|._i'm_graduating|._im_graduating|._my_lease|._my_erasmus|._my_visa|._my_placement|._the_internship|._my_term|on_holiday|on_vacation|on_leave|on_exchange|on_erasmus|abroad|travelling|traveling", false},
	// What's the point of going on ("what's the point of going on like
	// this"), not of going on with a project or of being somewhere early.
	{CategorySelfHarm, 0.85, "what's_the_point|whats_the_point|what_is_the_point|what_is_even_the_point|whats_even_the_point|what's_even_the_point ~1 of|in ~1 going_on|carrying_on|living|being_alive|staying_alive|existing|waking_up|being_here|anything_anymore|anything_at_all|life !with|in|at|to|for|without|when|the|this|a|if|on|and_studying|during|early|late|here|there|abroad|together|on_campus|in_halls|insurance|coaching|lessons|skills|admin|sciences|drawing|writing", false},
	// Not knowing how much longer one can keep going ("idk how much
	// longer i can keep going tbh"), the clause ending there.
	{CategorySelfHarm, 0.85, "how_much_longer|how_long ~1 i_can|i_can_keep|i_could|i_could_keep ~1 keep_going|go_on|hold_on|keep_living|stay_alive|keep_fighting|survive_this|survive !with|without|at|in|on|this|the|if|unless|before|until|working|studying|doing|under|on_this|here|there|in_this|at_this|._with|._without|._at|._in|._this|._the|._my|._the_workload|._the_noise", false},
	// Life not worth it anymore ("life isn't worth it anymore"), not
	// student life or a job.
	{CategorySelfHarm, 0.85, "^student|work|social|night|uni|campus|office|city|family|dorm|farm|this|the|my_work|my_social|village|home|love|sex|dating|group|team|club life|living|my_life ~1 isn't|is_not|isnt|ain't|aint ~1 worth_it|worth_it_anymore|worth_living|worth_the_pain|worth_anything_anymore|worth_living_anymore", false},
	// One way out ("there's no way out for me except one").
	{CategorySelfHarm, 0.85, "no_way_out_for_me_except|no_way_out_for_me_but|no_way_out_except_one|way_out_except_one|way_out_but_one|only_one_way_out_for_me|only_one_way_out_left|one_way_out_left_for_me !the_fire|the_fire_door|the_door|the_window|the_back|the_back_door|the_emergency|the_emergency_exit|the_exit|the_stairs|the_main|the_side|the_lift|the_elevator|the_gate|a_door|through|via|quitting|to_quit|resigning|to_resign|dropping_out|to_drop_out|to_pay|paying|a_loan|to_retake|retaking|to_repeat|repeating", false},
	// Self-injury: a relapse with the cuts ("i relapsed last week, the cuts
	// are deeper this time"), not budget cuts; cutting misspelled ("ive
	// been cuttin again"); an arm burnt or cut on purpose ("i burned my
	// arm with the iron on purpose").
	{CategorySelfHarm, 0.85, "relapsed|relapse|relapsing ~3 ?. ~3 the_cuts_are|cuts_are|cut_deeper|cutting|the_blade|my_blade|blades|razor|razors|my_scars|deeper_this_time|burning_myself|harming_myself|hurting_myself !in_the_budget|to_the_budget|to_funding|to_staff|in_staff|in_funding|to_the|in_the|back|down|costs|jobs|hours|classes|budgets|my_own_fringe|my_fringe|my_own_hair|my_hair|my_bangs|my_own_bangs|coupons|sugar|carbs|my_nails|my_own_nails|corners", false},
	{CategorySelfHarm, 0.9, "been|started|start|keep|back_to|i'm|im|am|relapsed_and|relapsed_into|ive_been|i've_been cuttin|cuting|cutin|cuttng|cutting_my_self ~1 again|myself|my_self|my_arms|my_legs|.", false},
	{CategorySelfHarm, 0.85, "burned|burnt|burn|cut|scratched|hit|bruised|punched|stabbed ~1 my|myself_on_my arm|arms|wrist|wrists|leg|legs|thigh|thighs|hand|hands|skin|stomach|face|head|hip|hips ~3 on_purpose|deliberately|to_feel_something|to_punish_myself|as_punishment|as_a_punishment|so_i_could_feel|so_i_can_feel|until_it_bled|because_i_deserved_it|because_i_deserve_it", false},
	// Skin scratched raw ("i … scratch my arms raw"), not for eczema.
	{CategorySelfHarm, 0.85, "scratch|scratching|scratched|claw|clawing|clawed|pick|picking|picked ~1 my_arms|my_skin|my_legs|my_wrists|my_thighs|at_my_skin|at_my_arms|at_my_wrists ~1 raw|bloody|open|to_pieces|until_they_bleed|till_they_bleed|until_it_bleeds|till_it_bleeds !because|from|due_to|in_winter|with_eczema|when_my_eczema|from_eczema|with_my_eczema|in_my_sleep|at_night_because", false},
	// Sleeves or a hoodie hiding the scars ("i wear long sleeves in summer
	// so nobody sees the scars", "a hoodie … because of the marks"), not
	// tattoos, the cold or a lab's chemicals.
	{CategorySelfHarm, 0.85, "wear|wearing|wore|wears ~2 long_sleeves|long_sleeve|a_hoodie|hoodies|hoodie|jumpers|a_jumper|sweaters|a_sweater|long_sleeved|a_cardigan|bracelets|wristbands|sweatbands|long_trousers ~6 scars|cuts|the_marks|my_marks|my_arms|my_wrists|my_thighs|burns|nobody_asks|no_one_asks|nobody_sees_my_arms|nobody_can_see_my_arms|nobody_sees|no_one_sees|nobody_can_see|no_one_can_see|nobody_notices|no_one_notices|people_don't_see|people_dont_see !in_the_lab|from_the|from|in|at_work|warm|on_the_bike|while|when|during|left_by|from_the_sun|from_chemicals|from_the_chemicals|from_surgery|from_the_surgery|from_my_surgery|from_the_accident|from_my_accident|from_the_operation|from_my_operation|from_the_fire|._they're_so_pale|._theyre_so_pale|._they're_pale|._they_are_so_pale|._they're_so_hairy|._they're_hairy|._i_have_eczema|._i've_got_eczema|._eczema|._psoriasis|._my_eczema|._my_psoriasis|because_they're_pale|because_of_my_eczema|because_of_eczema|because_of_psoriasis|because_of_my_psoriasis|from_the_mosquitoes|from_mosquitoes|._the_tan_lines|._sunburn|._i'm_sunburnt|._im_sunburnt", false},
	// A head banged until it bleeds or one cannot think ("i bang my head
	// against the wall until i can't think"), not the idiom of
	// frustration (no end of pain).
	{CategorySelfHarm, 0.85, "bang|banging|banged|hit|hitting|slam|slamming|smash|smashing ~1 my_head ~2 against|on|into ~2 the_wall|walls|a_wall|the_desk|the_floor|the_door|the_mirror ~1 until|till ~1 it_bleeds|it_bled|i_bleed|i_bled|it_hurts|i_can't_think|i_cant_think|i_see_stars|i_feel_nothing|i_can't_feel|i_cant_feel|i'm_dizzy|im_dizzy|i_black_out|i_pass_out", false},
	// A blade, a compass or a sharpener on one's own skin ("i used a
	// pencil sharpener blade on my arm", "i scratched my wrists with my
	// compass"), not a razor shaving.
	{CategorySelfHarm, 0.85, "used|took|take|using|dragged|drag|pressed|press|ran|run|put ~3 blade|sharpener_blade|compass|broken_glass|a_shard|shard|lighter|pin|needle ~1 on|into|across|against|over|to ~1 my|myself_on_my arm|arms|wrist|wrists|thigh|thighs|skin|leg|legs|stomach|hip|hips", false},
	{CategorySelfHarm, 0.85, "scratched|scratch|scratching|cut|cutting|carved|carving|burned|burnt|burning ~1 my_wrists|my_wrist|my_arm|my_arms|my_thigh|my_thighs|my_skin ~1 with ~1 my|a|the ~1 compass|sharpener|pencil_sharpener|sharpener_blade|blade|razor_blade|lighter|pin|needle|scissors_on_purpose|nails_until !by_accident|accidentally|._by_accident|._accidentally|in_geometry|in_maths|in_math|in_art|in_class|in_technology|in_woodwork|in_the_workshop|in_the_lab|in_the_kitchen|in_geometry_class|in_maths_class|in_art_class", false},
	// Hurting oneself after each failure ("every time i fail a test i
	// hurt myself"), not an injury at the gym.
	{CategorySelfHarm, 0.85, "every_time|everytime|whenever|each_time|when ~1 i ~1 fail|failed|mess_up|messed_up|screw_up|screwed_up|get_a_bad|get_bad|make_a_mistake|eat|ate|argue|fight|cry|get_shouted_at|get_yelled_at ~4 i ~1 hurt|cut|burn|punish|starve|hit|scratch|bruise myself", false},
	// Scars one made ("my arms are covered in scars that i made"), not
	// marks on a board.
	{CategorySelfHarm, 0.85, "scars|cuts|burns|bruises ~2 that_i_made|i_made_myself|i_gave_myself|i_did_myself|i_did_to_myself|that_i_did|i've_made|that_i_gave_myself|that_i_caused|i_caused_myself|i_made_on_purpose !on_the|in_the|on_my_desk|with_chalk|on_the_whiteboard|in_class|in_the_kitchen|while|when|cooking|shaving|are_from|were_from|from|skateboarding|skating|climbing|cycling|playing|falling|by_falling|doing_sport|doing_sports|doing_stunts|doing_tricks|riding", false},
	// Starving as punishment and pain deserved ("i starve myself as
	// punishment", "i deserve to feel pain", "i want to rip my skin off").
	{CategorySelfHarm, 0.85, "starve|starving|starved|punish|punishing ~1 myself ~2 as_punishment|as_a_punishment|to_punish_myself|for_eating|for_being|for_failing|because_i_deserve|because_i_deserve_it|to_disappear", false},
	{CategorySelfHarm, 0.85, "deserve_to_feel_pain|deserve_the_pain|deserve_to_bleed|deserve_to_be_hurt|deserve_to_hurt|rip_my_skin_off|tear_my_skin_off|peel_my_skin_off|claw_my_skin_off|rip_my_own_skin_off", false},
	// Another person's self-injury ("a classmate is cutting himself", "my
	// sister is cutting again"), not shaving, a slice of cake or a
	// government cutting again.
	{CategorySelfHarm, 0.85, "^cat|cats|dog|dogs|puppy|kitten|pet|pets|horse|rabbit|hamster|bird|parrot|monkey|baby|toddler|the_cat|my_cat|the_dog|my_dog is|was|keeps|been|started|'s|she's|he's|they're|are|were|of ~1 cutting|burning|hurting|harming|starving|scratching ~1 himself|herself|themselves|themself !a|some|off|loose|free|out|on|with|shaving|while|in_the_kitchen|by_accident|accidentally|slices|a_slice|a_piece|bread|cake|by|at|in|during|playing|to_save|for|when|doing|lifting|training|working|badly|before_her_wedding|before_his_wedding|before_the_wedding|before_the_big_dinner|before_dinner|before_the_dinner|before_the_buffet|before_the_feast|before_christmas_dinner|before_the_barbecue|until_dinner|until_the_dinner|till_dinner", false},
	{CategorySelfHarm, 0.85, "=she|he|she's|he's|sister|brother|friend|roommate|flatmate|girlfriend|boyfriend|daughter|son|classmate|colleague|coworker|cousin|mate|bestie|bff|housemate|teammate|girl|boy is|has_been|started|keeps|'s|was|been|started ?been cutting|self_harming|self-harming|selfharming|harming ~1 again|herself|himself|themselves|her_arms|his_arms|her_wrists|his_wrists|her_legs|his_legs|her_thighs|his_thighs", false},
	// Passive wishes and thoughts misspelt or in chat ("i dont wanna be
	// here anymore", "i want to dissapear forever", "thinkin bout ending
	// it all").
	{CategorySelfHarm, 0.85, "don't_wanna|dont_wanna|do_not_wanna|dont_want_to|don't_want_to|dnt_wanna|dont_wana|don't_wana ~1 be_here_anymore|be_alive_anymore|live_anymore|exist_anymore|be_here_any_more|live_any_more|be_alive|wake_up_anymore|be_alive_any_more|exist|live|be_around_anymore|be_around_any_more !at|in|with|on|because_of|working|here|there|near|alone|together|like_this_at|by|people|them|him|her|you|for|this|the|my|._at|._in|._with|._the_wifi|._the_wi|._this_office|._this_cafe|._this_room|._this_library|._the_music|._the_noise|._the_heating|._the_aircon|._moving_to|._i'm_moving|._im_moving|._going_home|._i'm_going_home|._im_going_home|._going_to_the|._the_coffee|._the_queue", false},
	{CategorySelfHarm, 0.85, "want_to|wanna|wish_i_could|going_to|gonna|wana ~1 dissapear|dissappear|disapear|dissapper|disappaer ~1 forever|for_good|permanently|for_ever !from_this_group|from_the_group|from_this_chat|from_the_chat|from_this_group_chat|from_the_group_chat|from_social_media|from_social|from_instagram|from_twitter|from_the_internet|from_this_meeting|from_this_class|from_the_class|from_this_team|from_work|from_the_office|to_a_beach|to_an_island|to_the_mountains|to_the_beach|on_holiday|lol|._lol|haha|._haha", false},
	{CategorySelfHarm, 0.9, "thinkin|thinking|think|thought|thot ~1 bout|abt|about ~1 ending_it|ending_it_all|killing_myself|kms|suicide|ending_my_life|jumping_off|offing_myself|unaliving_myself !at|in|with|on|for|early|the|prevention|awareness|prevention_training|statistics|rates|rate|research|hotlines|hotline|helplines|helpline|first_aid|training|policy|policies|in_literature|in_the_novel|in_the_book|in_the_film|in_films|in_books|as_a_topic|as_a_theme|themes|scenes|risk_assessment|risk|bombers|squad|squads|doors|door", false},
	{CategorySelfHarm, 0.9, "kil_myself|kill_my_self|kil_my_self|killin_myself|killing_my_self|killin_my_self|sucidal|suicidel|suisidal|suicidial|sucide_note|commit_sucide|commit_suiside|commiting_suicide|comit_suicide|end_my_lfe|end_my_own_life|ending_my_own_life|ending_my_lfe", false},
	// Vanishing so that nobody has to deal with the writer ("i wish i
	// could just disappear and nobody would have to deal with me").
	{CategorySelfHarm, 0.85, "disappear|vanish|was_gone|were_gone|died|disappeared|vanished ~1 and|so ~1 nobody|no_one|noone|nobody_else|no_one_else ~1 would_have_to|has_to|have_to|will_have_to|would_need_to|needs_to deal_with_me|worry_about_me|put_up_with_me|look_after_me|see_me_again|hear_from_me_again", false},
	// Jumping from a building named ("i want to jump from the top of the
	// building"), not into a pool or on a trampoline.
	{CategorySelfHarm, 0.85, "want_to|wanna|going_to|gonna|ready_to|about_to|wish_i_could|urge_to|tempted_to ~1 jump|throw_myself|step ~1 from|off ~2 top_of_the|the_top_of|the_roof_of|the_roof|the_top ~3 building|bridge|roof|car_park|tower|block|flats|library|multistorey|skyscraper|tower_block|hospital|hall|halls|office|dorm|parking_garage !into_the_pool|into_the_water|into_the_lake|onto_the_trampoline|on_a_trampoline|onto_a_trampoline|for_fun|in_the_game|with_a_parachute|with_a_bungee|bungee|on_a_bungee|parachute|into_the_sea|on_my_birthday|for_my_birthday|for_charity|for_a_charity|with_the_harness|with_a_harness|in_a_harness|at_the_fair|at_the_festival|at_the_theme_park", false},
	// Not safe with oneself ("i'm finding it really hard to keep myself
	// safe at the moment", "i don't feel safe with myself"), not on a walk
	// home, a road or in a lab.
	{CategorySelfHarm, 0.85, "hard|harder|struggling|struggle|struggled|difficult|can't|cant|cannot|unable|not_sure_i_can|fighting ~1 to_keep_myself_safe|to_stay_safe|keep_myself_safe|stay_safe|keeping_myself_safe|staying_safe !walking|cycling|on|in|from|around|near|at_night|when|while|crossing|outside|with|online|during|going|driving|travelling|traveling|riding|at_work|at_the_station|at_the_bus_stop|at_parties|at_events|at_the_crossing|at_home_alone_at_night|at_the_gym|at_the_lab|at_the_site|in_the|on_the|because_of_the|._walking|._cycling|._on|._in_the|._at_night|._the_lights|._the_roads", false},
	{CategorySelfHarm, 0.85, "don't_feel_safe_with_myself|dont_feel_safe_with_myself|do_not_feel_safe_with_myself|feel_safe_with_myself|feel_safe_around_myself|don't_feel_safe_around_myself|dont_feel_safe_around_myself|safe_from_myself|feel_safe_alone_with_myself|don't_feel_safe_alone_with_myself|dont_feel_safe_alone_with_myself|don't_trust_myself_alone|dont_trust_myself_alone|can't_trust_myself_alone|cant_trust_myself_alone|urges_to_hurt_myself|urges_to_harm_myself|urges_to_self_harm|urge_to_self_harm|urges_to_cut_myself|urge_to_cut_myself|urges_to_cut|urges_to_end_it|urge_to_end_it|urges_to_end_my_life|urge_to_end_my_life !driving|cycling|riding|on_the_motorway|on_the_road|on_the_roads|behind_the_wheel|at_the_wheel|on_ladders|on_a_ladder|on_the_ladder|with_power_tools|using_power_tools|with_the_chainsaw|using_the_chainsaw|near_the_fridge|near_chocolate|around_chocolate|around_cake|near_cake", false},
	// Feeling like ending it ("some days i feel like ending it"), not a
	// relationship or the day's work.
	{CategorySelfHarm, 0.85, "feel_like_ending_it|feel_like_ending_it_all|feel_like_ending_my_life|feel_like_ending_everything|felt_like_ending_it|felt_like_ending_it_all|feel_like_ending_things|felt_like_ending_things !with|between|early|now|for_today|for_the_day|here|there|at|on|for|before|after|._with|._lol|lol|haha", false},
	// Enough of life ("i've had enough of life"), not of life in a town or
	// of living with flatmates.
	{CategorySelfHarm, 0.85, "had_enough_of_life|had_enough_of_living|had_enough_of_being_alive|sick_of_living|sick_of_being_alive|sick_of_life|fed_up_with_life|fed_up_with_living|fed_up_of_living|fed_up_of_life|done_with_this_life|had_enough_of_this_life !in|at|here|there|on|as_a|as_an|with|like_this_in|off|out|under|near|so_close|next|above|below|without|from|paycheck|pay_cheque|in_halls|in_this", false},
	// Not seeing oneself alive ("i can't see myself still being alive by
	// thirty"), not a career.
	{CategorySelfHarm, 0.85, "can't_see_myself|cant_see_myself|cannot_see_myself|don't_see_myself|dont_see_myself|never_see_myself|can't_imagine_myself|cant_imagine_myself|can't_picture_myself|cant_picture_myself ~1 alive|being_alive|still_alive|still_being_alive|living_past|living_to_see|living_beyond|surviving_until|surviving_past|growing_old|getting_old|living_much_longer|being_around_much_longer|here_much_longer|making_it_to_my|living_until|reaching_my", false},
	// Checking out for good ("i'm going to check out early, permanently"),
	// not of a hotel.
	{CategorySelfHarm, 0.85, "check_out|checking_out|checked_out ?early ?. permanently|for_good|of_life|of_this_life|forever|of_this_world|for_ever !._the_hotel|._this_hotel|._the_hostel|._the_room|._the_airbnb|._hotel|._the_flat|._the_apartment|._the_library|from|from_the_hotel|of_the_hotel|of_the_hostel|of_the_gym|of_the_group|of_the_chat|of_this_group|of_this_chat|of_the_course|of_this_course|of_the_class|of_this_class|of_the_module|of_this_job|of_the_job|of_this_company|of_the_company", false},
	// All planned, secret ("it's all planned, nobody needs to know"), not a
	// surprise.
	{CategorySelfHarm, 0.85, "it's_all_planned|its_all_planned|everything_is_planned|everything's_planned|everythings_planned|it_is_all_planned ?. ~1 nobody|no_one|noone ~1 needs_to_know|will_know|has_to_know|knows|will_find_out|will_stop_me|can_stop_me !about|until|yet|before|till|._it's_a_surprise|._its_a_surprise|._it's_her|._it's_his|._the|._she|._he|._they|._it's_for|._keep|._shh|._shhh|._lol|lol|where|what|when|how|the|a|._we|._see", false},
	// Counting down to the end ("i'm counting down the days until i can
	// end it"), not to going home.
	{CategorySelfHarm, 0.85, "counting_down|count_down|counting_the_days|counting_the_hours|counting_down_the_days|counting_down_the_hours ~4 until|till|til ~1 i_can_end_it|i_end_it|i_can_die|i_die|i_can_be_gone|i_can_finally_end_it|i_can_disappear|i_can_stop_existing|i_do_it|i_can_do_it|it's_over_for_good|i_can_go_for_good|i_can_leave_this_world|i_leave_this_world|i_can_end_things|i_end_things|i_can_end_everything|i_end_everything|i_can_end_my_life|i_end_my_life", false},
	// Wanting out of life ("i want out of life", "… and want out for
	// good").
	{CategorySelfHarm, 0.85, "want_out_of_life|want_out_of_this_life|want_out_of_existence|want_out_of_living|wanna_out_of_life|want_out_for_good|wants_out_for_good|want_out_permanently|want_out_forever|wanted_out_for_good|want_out_of_this_world|wanted_out_of_life !of_night|of_nights|of_night_shifts|of_shifts|of_shift_work|of_commuting|of_overtime|of_retail|of_hospitality|of_working|of_studying|of_meetings|of_deadlines|of_emails|of_renting|of_office_work|of_nine_to_five|of_9_to_5", false},
	// The crisis team at the writer's home, the writer sectioned or on
	// suicide watch ("the crisis team came to my flat last month").
	{CategorySelfHarm, 0.85, "^it|pr|comms|communications|media|management|corporate|company|company's|housing|facilities|maintenance|flood|school's|university's|building's|council's|estate|landlord's|the_company's|the_council's|the_school's crisis_team|home_treatment_team|mental_health_crisis_team ~2 came|visited|assessed|checked|comes|visits|had_to_come|were_called|was_called ~2 me|my_flat|my_house|my_room|on_me|round|to_see_me !to_fix|to_repair|to_check_the|to_look_at_the|to_inspect|about_the|after_the_flood|after_the_fire|after_the_leak|because_of_the|for_the_boiler|for_the_leak|for_the_flood", false},
	{CategorySelfHarm, 0.85, "=i|i_was|i've_been|ive_been|i_got|i'm|im|i_am|got|been|was|they_put_me|put_me on_suicide_watch|sectioned|on_a_suicide_watch !duty|duties|shifts|shift|rota|._as_a_nurse|as_a_nurse|as_a_carer|as_a_support_worker|as_a_guard|as_an_officer|as_staff|for_a_patient|for_patients|for_a_prisoner|for_my_patient|on_the_ward|observations|obs|off|off_from|into|into_groups|into_teams|off_by|by_department|by_team", false},
	// How others would react to the writer's death ("i imagine how people
	// would react if i died"), not a haircut or a play.
	{CategorySelfHarm, 0.85, "how_people_would_react|how_everyone_would_react|how_they'd_react|how_they_would_react|how_my_family_would_react|how_my_parents_would_react|how_my_mum_would_react|how_my_mom_would_react|how_people_would_feel|how_everyone_would_feel|who_would_care|who_would_notice|who_would_cry|who_would_come|who_would_even_come|who_would_miss_me|if_anyone_would_care|if_anyone_would_notice|if_anyone_would_come|whether_anyone_would_care|whether_anyone_would_notice ~1 if_i_died|if_i_was_gone|if_i_were_gone|if_i_killed_myself|when_i'm_gone|when_im_gone|if_i_disappeared|when_i_die|if_i_was_dead|if_i_were_dead|to_my_funeral|if_i_ended_it|if_i_ended_my_life|if_i_wasn't_here|if_i_wasnt_here|if_i_weren't_here|if_i_was_not_here|if_i_didn't_wake_up|if_i_didnt_wake_up !my|her|his|it|the|in|at|on_stage|in_the_play|in_the_game|in_a_game|on|for|from|of|during|with", false},
	// Death in the writer's thoughts all the time ("i think about death all
	// the time now", "i'm obsessed with the idea of dying"), not a seminar
	// or a genre of music.
	{CategorySelfHarm, 0.85, "^we|they|you|philosophers|philosophy|seminar|class|course|module|students|poets|writers|authors|people think|thinking|thought|dream|dreaming ~1 about|of death|dying|being_dead|not_existing|my_death|my_own_death ~1 all_the_time|constantly|every_day|every_single_day|every_night|nonstop|non_stop|a_lot|so_much|more_and_more|more_often|every_hour|every_minute|day_and_night|24/7|most_days|most_nights", false},
	{CategorySelfHarm, 0.85, "obsessed_with_the_idea_of_dying|obsessed_with_the_idea_of_death|obsessed_with_the_idea_of_not_existing|obsessed_with_dying|obsessed_with_my_own_death|obsessed_with_the_thought_of_dying|fixated_on_dying|fixated_on_my_death|fixated_on_my_own_death|preoccupied_with_dying|preoccupied_with_my_own_death|preoccupied_with_my_death|can't_stop_thinking_about_dying|cant_stop_thinking_about_dying|can't_stop_thinking_about_death|cant_stop_thinking_about_death !in|on|at|for|scenes|in_films|in_games|in_the_game|metal|poetry|poems|art|literature|rituals|customs|of|._lol|lol|haha|my_hair|her_hair|his_hair|hair|it|fabric|clothes|my_clothes|wool|eggs|easter_eggs|my_beard|my_eyebrows|my_shoes|my_jeans|t_shirts|shirts", false},
	// Not caring whether one lives or dies ("i don't care if i live or die
	// anymore"), not dying on a hill.
	{CategorySelfHarm, 0.85, "don't_care|dont_care|do_not_care|stopped_caring|stop_caring|no_longer_care|doesn't_matter|doesnt_matter|don't_really_care|dont_really_care|don't_even_care|dont_even_care|doesn't_even_matter|doesnt_even_matter|wouldn't_care|wouldnt_care ~1 whether|if ~1 i_live_or_die|i_live_or_not|i_lived_or_died|i_live_or_i_die|i'm_alive_or_dead|im_alive_or_dead|i_am_alive_or_dead|i_live_anymore|i_survive_the_night|i_wake_up_tomorrow|i_die_tomorrow|i_die_tonight|i_die_anymore|i_die_or_not|i'm_alive_or_not|im_alive_or_not !on|of|in|at|trying|doing|for|during|from|while|laughing|playing|lol|._lol|haha", false},
	// Death a relief ("death would be a relief", "dying would be easier than
	// this").
	{CategorySelfHarm, 0.85, "death|dying|being_dead|not_existing|not_being_alive|not_waking_up|not_being_here would_be|would_feel_like|seems_like|feels_like|sounds_like|is_starting_to_feel_like|would_honestly_be|honestly_seems_like|would_just_be|would_really_be|looks_like ?such a_relief|a_mercy|a_release|welcome|a_welcome_relief|the_only_way_out|the_answer|the_easy_way_out|easier_than_this|better_than_this|easier_than_living|better_than_living|better_than_being_alive|easier_than_being_alive|better_than_my_life|easier_than_my_life|peaceful|easier|better|a_gift|the_best_option|my_only_option|the_only_option|freedom !._lol|lol|._haha|haha|._jk|jk|xd|._xd|exam|meeting|lecture|class|module|course|queue|traffic|heat|commute|week|job|shift|essay|assignment|project|presentation|group_project|seminar|workshop|homework|test|revision|deadline|weather|train|bus|than_this_exam|than_this_meeting|than_this_lecture|than_this_class|than_this_module|than_this_course|than_another|than_this_queue|than_this_traffic|than_this_heat|than_this_commute|for_the|for_him|for_her|for_them|for_my_grandad|for_my_grandmother|for_my_grandma|for_my_grandpa|for_the_patient|for_patients|for_the_dog|for_the_cat|compared_to_this_group|compared_to_this_exam|compared_to_this_meeting|compared_to_the|compared_to_this_assignment|compared_to_this_essay|compared_to_this_project|compared_to_this_lecture|compared_to_another|compared_to_more|compared_to_one_more|compared_to_sitting|compared_to_this_module|compared_to_doing|compared_to_writing|compared_to_reading|compared_to_listening|compared_to_watching|compared_to_working|compared_to_this_queue|compared_to_this_commute|compared_to_group|compared_to_this_group_assignment|compared_to_this_group_project|maths|math|stats|physics|chemistry|biology|history|french|german|spanish|than_this_maths|than_this_math|than_maths|than_math|than_this_stats|than_this_physics|than_this_chemistry|than_this_homework|than_this_essay|than_this_assignment|than_another_exam|than_another_meeting|than_this_presentation|than_this_deadline|than_this_week|than_this_shift|than_this_job|than_this_interview|than_monday|than_mondays|than_this_test|than_this_quiz|than_this_seminar|than_this_revision|than_this_coursework|than_this_dissertation|than_this_thesis|than_this_paperwork|than_this_form|than_this_spreadsheet", false},
	{CategorySelfHarm, 0.85, "not_scared_of_dying_anymore|not_afraid_of_dying_anymore|not_afraid_of_death_anymore|not_scared_of_death_anymore|no_longer_afraid_of_dying|no_longer_scared_of_dying|no_longer_afraid_of_death|no_longer_scared_of_death !in|on|at|while|when_playing|when_i_play|in_the_game|in_games|in_the_escape_room|on_the_rollercoaster|._we_finally|scenes|scene|metal|in_films|in_movies|in_horror|films|movies|stories|in_books|rituals|penalties|penalty|row|valley|cab|traps", false},
	// Not being missed ("i wouldn't be missed"), not at a meeting.
	{CategorySelfHarm, 0.85, "=i|i'd|i'm|im|i_really|i_honestly|honestly_i|i_just|._i|and_i|that_i|i_know_i|i_think_i|i_doubt_i wouldn't_be_missed|wouldnt_be_missed|won't_be_missed|wont_be_missed|would_not_be_missed|will_not_be_missed|won't_even_be_missed|wouldn't_even_be_missed|wouldnt_even_be_missed !at|in|on|during|from|if_i_skip|if_i_skipped|when_i_leave|when_i_left|if_i_left|if_i_leave|at_work|by_the_team|by_my_team|by_my_manager|by_my_boss|by_the_company|by_the_department|by_the_club|here|there|for|as|when|until|till|much|if_i_quit|if_i_resign|once_i_leave|after_i_leave|after_i_graduate", false},
	// Wasting away ("i want to waste away"), not on a sofa.
	{CategorySelfHarm, 0.85, "want_to|wanna|wish_i_could|hope_i|hoping_to|going_to|trying_to|let_myself|just_want_to ~1 waste_away|wither_away|starve_to_death|starve_myself_to_death|fade_away_forever|fade_away_for_good|just_fade_away|disappear_into_nothing|rot_away|waste_away_to_nothing !on|in|at|watching|playing|for|this|on_the_sofa|in_bed|with|on_the_couch|to_netflix|with_netflix|over|during|like|until|after|before|this_weekend|all", false},
	// Bruises from hitting oneself ("i have bruises from hitting myself"),
	// not from a desk corner.
	{CategorySelfHarm, 0.85, "bruises|marks|scars|welts|cuts|burns ~1 from|of ~1 hitting_myself|punching_myself|hurting_myself|cutting_myself|burning_myself|biting_myself|scratching_myself|harming_myself|self_harm|self_harming|selfharm " + selfHarmAccidents + "|on|against|into|with_the|by|when|while|during|at|in", false},
	// A hand or a head hurt on purpose ("i slammed my hand in the door on
	// purpose").
	{CategorySelfHarm, 0.85, "slammed|slam|slamming|trapped|shut|crushed|smashed|smash|smashing|punched|punch|punching|bashed|bash|bashing ~1 my_hand|my_hands|my_fingers|my_arm|my_arms|my_head|my_fist|my_fists|my_wrist|my_leg|my_legs ~4 on_purpose|deliberately|to_feel_something|to_punish_myself|as_punishment|as_a_punishment|so_i_could_feel|so_i_can_feel|until_it_bled|until_it_bleeds|until_it_broke|because_i_deserved_it|because_i_deserve_it", false},
	// Swallowing everything in the house ("i'm going to swallow everything
	// in the bathroom cabinet"), not taking a first-aid kit on a trip.
	{CategorySelfHarm, 0.85, "swallow|swallowing|swallowed|take|taking|took|down|downed|downing|overdose_on ~1 everything|all_the_pills|every_pill|all_the_tablets|every_tablet|all_the_meds|all_the_medicine|all_the_medication ~1 in_the_bathroom_cabinet|in_the_bathroom|in_the_house|in_the_first_aid_box|in_the_first_aid_kit|in_my_bathroom_cabinet|in_the_medicine_box|in_the_medicine_cabinet|in_my_drawer|in_the_cupboard|in_the_flat|in_my_flat|in_my_room|i_can_find|i_have_left|i've_got|i_have|i_own|i_could_find|at_once|at_the_same_time|in_one_go !to|on|with|for|along|out|back|home|away|when|if|before|after|during|on_the|in_the", false},
	// A friend's cuts shown or kept secret ("my friend showed me the cuts on
	// her arms and made me promise not to tell"), not a climbing trip.
	{CategorySelfHarm, 0.85, "showed|show|shows|showing ~1 me|us ~1 the_cuts|her_cuts|his_cuts|their_cuts|the_scars|her_scars|his_scars|their_scars|the_burns|her_burns|his_burns|the_fresh_cuts|the_marks ~1 on_her|on_his|on_their ~1 arms|arm|wrists|wrist|legs|thighs|thigh|stomach|hips|hip !from|after|when|during|at|in|because|she_got_from|he_got_from|from_the|from_climbing|from_the_fall|from_the_accident|from_surgery", false},
	{CategorySelfHarm, 0.85, "cuts|scars|burns|marks|bruises ~6 made_me_promise_not_to_tell|made_me_swear_not_to_tell|promise_not_to_tell|swear_not_to_tell|begged_me_not_to_tell|asked_me_not_to_tell|made_me_promise_i_wouldn't_tell|made_me_promise_i_wouldnt_tell|not_to_tell_anyone|not_to_tell_her_parents|not_to_tell_his_parents|not_to_tell_their_parents|not_to_tell_the_teachers|not_to_tell_a_teacher", false},
	// Another person who might do something to themselves ("i'm worried my
	// colleague might do something to himself").
	{CategorySelfHarm, 0.85, "^school|council|government|university|uni|company|management|the_company|the_school|the_council|the_government|the_university|the_uni|club|the_club|teachers|the_teachers|staff|admin|landlord|the_landlord|we|they|hr|the_board|board|director|the_director|principal|the_principal|the_headteacher|headteacher|dean|the_dean might|will|would|could|going_to|gonna|is_going_to|is_gonna|may|is_about_to|could_easily ~1 do_something_to_himself|do_something_to_herself|do_something_to_themselves|do_something_to_themself|do_something_stupid_to_himself|do_something_stupid_to_herself|do_something_drastic|do_something_stupid_tonight|do_something_to_himself_tonight|do_something_to_herself_tonight !about|regarding|to_fix|to_cut|to_save|to_change|to_improve|to_stop|to_reduce|to_the|to_our|to_my_hair|with_my_hair|with_her_hair|with_his_hair|with_the_budget|on_the|for_the|by_accident|accidentally|if_he_keeps_skating|if_she_keeps_skating|if_he_keeps_riding|if_she_keeps_riding|if_he_keeps_lifting|if_she_keeps_lifting|if_he_keeps_climbing|if_she_keeps_climbing|if_he_keeps_driving|if_she_keeps_driving|if_he_keeps_playing|if_she_keeps_playing|without_a_helmet|with_the_car|with_his_car|with_her_car|on_his_bike|on_her_bike|on_the_bike", false},
	// The last night announced ("she said tonight would be her last
	// night"), not the last night in halls.
	{CategorySelfHarm, 0.85, "tonight_would_be_her_last_night|tonight_would_be_his_last_night|tonight_would_be_my_last_night|tonight_is_my_last_night|tonight_will_be_my_last_night|tonight_is_her_last_night|tonight_is_his_last_night|tonight_will_be_her_last_night|tonight_will_be_his_last_night|today_is_my_last_day|today_would_be_my_last_day|today_will_be_my_last_day|today_is_her_last_day|today_is_his_last_day|tomorrow_will_be_my_last_day|tomorrow_is_my_last_day !in|at|here|there|of|before|with|on|as|working|in_the|in_this|at_the|at_this|before_the|before_moving|before_i_move|before_we|in_halls|of_term|of_the|of_work|of_school|of_my|of_our|of_freedom|off|shift|at_work|at_school|at_uni|at_the_office|in_the_office|in_office|on_the_job|on_shift|on_call|alone|together|for|as_a|as_an|as_the|with_the|with_you|with_my|with_us|._i_start|._i_move|._i'm_moving|._i'm_leaving|._tomorrow|._from_monday|._from_tomorrow|._next|._then", false},
	// Regretting surviving an attempt ("… a second chance after my attempt
	// but i don't want it"), not an attempt at a test.
	{CategorySelfHarm, 0.85, "wish_it_had_worked|wish_it_worked|wish_i_hadn't_survived|wish_i_hadnt_survived|wish_i_had_died|wish_i'd_died|wish_i_didn't_survive|wish_i_didnt_survive|wish_they_hadn't_saved_me|wish_they_hadnt_saved_me|wish_they'd_let_me_die|wish_they_had_let_me_die|angry_that_i_survived|sorry_i_survived|disappointed_i_survived|disappointed_that_i_survived|upset_that_i_survived|wish_i_never_woke_up_in_hospital !that|the|this|first|year|._lol|lol|out|for|better|properly|sooner|._but|but|._the|when|with|on|in|at|haha|._haha|the_first_time|the_course|the_exam|the_test|the_module", false},
	{CategorySelfHarm, 0.85, "=after|since|before|from|following|despite|about|of|told_them_about|told_her_about|told_him_about my ~1 attempt|attempts|suicide_attempt|suicide_attempts|overdose|overdoses|last_attempt|first_attempt|second_attempt|third_attempt|previous_attempt|failed_attempt !at|on|of|to|in|was_a|with|for|._at|._on|._to|and_retake|retake|resit|at_the|on_the|to_the|in_the|driving|exam|test|recipe|baking|cooking", false},
	// A pull towards the edge ("when i'm on the platform i feel a pull
	// towards the edge"), not of a comfort zone.
	{CategorySelfHarm, 0.85, "feel|felt|feeling|get|getting ~1 a|the|this|that ?strong|weird|strange pull|urge|draw ~1 towards|toward|to ~1 the_edge|the_tracks|the_ledge|the_drop|the_railing|the_rails !of|in|at_work|at_school|._of", false},
	// A fatal dose searched ("i googled the dose that would be fatal"),
	// not a pharmacology class.
	{CategorySelfHarm, 0.85, "^we|students|class|lab|the_class|pharmacology|nurses|we've|we_have googled|searched|looked_up|researched|checked|calculated|worked_out|found_out|google|googling|searching|looking_up|researching|calculating|working_out ~2 dose|dosage|amount|how_much|how_many ~4 fatal|lethal|would_kill_me|kill_me|to_die|to_not_wake_up|to_never_wake_up", false},
	// Pain the only help ("the only thing that helps is the pain", "pain is
	// the only thing that makes me feel real"), not pain relief.
	{CategorySelfHarm, 0.85, "the_only_thing_that_helps_is_the_pain|only_thing_that_helps_is_the_pain|only_thing_that_helps_is_pain|pain_is_the_only_thing_that_helps|pain_is_the_only_thing_that_makes_me_feel|the_pain_is_the_only_thing_that|only_the_pain_helps|only_pain_makes_me_feel|pain_makes_me_feel_real|pain_makes_me_feel_alive|feel_real_when_i_bleed|feel_alive_when_i_bleed|the_pain_helps_me_cope|pain_helps_me_cope|only_thing_that_makes_me_feel_real_is_the_pain|only_thing_that_makes_me_feel_alive_is_pain !relief|killer|killers|killing|medication|meds|clinic|team|management|gel|spray|patch|patches|from|in|of|after|at|during|of_training|of_the_workout|of_the_gym|of_exercise", false},
	// Clean from self-harm yet struggling ("i'm three months clean from
	// self harm but i'm struggling").
	{CategorySelfHarm, 0.85, "clean_from_self_harm|clean_from_cutting|clean_from_selfharm|clean_from_hurting_myself|clean_from_harming_myself|self_harm_free|cutting_free ~3 but|._but|though|._though ~3 struggling|struggle|urges|the_urges|relapse|slipping|tempted|want_to|it's_hard|its_hard|hard|close|the_urge|cravings", false},
	// At the kerb thinking of stepping out ("sometimes i stand at the kerb
	// and think about stepping out"), not waiting for a crossing.
	{CategorySelfHarm, 0.85, "stand|standing|stood|wait|waiting|waited ~4 kerb|curb|edge_of_the_road|roadside|side_of_the_road|platform|edge_of_the_platform ~4 think|thinking|thought|imagine|imagining|wonder|wondering ~1 about|of ~1 stepping_out|stepping_off|stepping_in_front|walking_out|jumping|falling|leaning_forward|just_stepping|just_walking_out !because|when|since|as|._there's|._there_is|._no_crossing|._the|safely|to_cross|onto_the_crossing|at_the_crossing|to_the_shop|for_a_smoke|for_a_cigarette|for_coffee|for_lunch|of_the_car|of_the_bus", false},
	// Others fine without the writer ("everyone would move on quickly if i
	// was gone", "the world would be fine without me"), not while on
	// leave.
	{CategorySelfHarm, 0.85, "everyone|everybody|people|they|my_family|my_friends|the_world|my_parents|my_mum|my_mom|my_dad ~3 would_move_on|would_get_over_it|would_forget_me|would_be_fine|would_carry_on|would_keep_going|would_be_okay|would_be_ok|would_cope|would_forget|will_move_on|will_forget_me|will_be_fine|would_get_over_me|will_get_over_it|will_get_over_me|would_keep_spinning ~2 if_i_was_gone|if_i_were_gone|if_i_died|without_me|if_i_disappeared|if_i_wasn't_here|if_i_wasnt_here|when_i'm_gone|once_i'm_gone|after_i'm_gone|if_i_wasn't_around|if_i_wasnt_around|if_i_weren't_here|if_i_killed_myself|when_im_gone|once_im_gone|after_im_gone|if_i_was_dead|if_i_were_dead !while|when|during|for|on|at|in|next|this|today|tomorrow|as|until|till|if_i_take|so|if|because|since|._while|._for|._i'm_on|._im_on|._i'm_only|._it's_only|._its_only", false},
	// Not minding or hoping that something bad happens to one ("i wouldn't
	// mind if something happened to me", "i keep hoping i'll get sick and
	// die"), not dying in one's sleep when old.
	{CategorySelfHarm, 0.85, "wouldn't_mind_if|wouldnt_mind_if|would_not_mind_if|don't_mind_if|dont_mind_if|wouldn't_care_if|wouldnt_care_if ~1 something|something_bad|something_fatal ~1 happened_to_me|happens_to_me|would_happen_to_me|will_happen_to_me", false},
	{CategorySelfHarm, 0.85, "hope|hoping|wish|wishing|pray|praying ~1 something_bad|something_terrible|something_fatal|something_awful ~1 happens_to_me|will_happen_to_me|would_happen_to_me|happened_to_me ~1 so_it's_over|so_its_over|so_it_ends|and_it_ends|and_it's_over|and_i_die|so_i_die|so_i_don't_have_to|so_i_dont_have_to|so_it_can_end|so_it_all_ends", false},
	{CategorySelfHarm, 0.85, "^old_i|i'm_old_i|im_old_i|days_i|old_and|90_i|100_i|grey_i|gray_i hope|hoping|wish|wishing|pray|praying ~1 i|i'll|that_i|i_would|i'd|i_just|i_could ~1 get_sick_and_die|got_sick_and_died|get_ill_and_die|just_die|die_in_my_sleep|die_in_an_accident|die_soon|die_tonight|die_young|get_cancer_and_die|catch_something_and_die|don't_survive_the_night|dont_survive_the_night|never_survive|drop_dead|stop_breathing !of|from|laughing|lol|haha|._lol|._haha|on|at|in_the_game|in_game|when|after|before|with|doing|trying|while|._jk|jk|first|of_embarrassment|of_boredom|of_shame|from_embarrassment", false},
	// A blade or a rope kept for the worst ("i have a knife in my drawer
	// for when it gets bad"), not pills for a migraine.
	{CategorySelfHarm, 0.85, "knife|blade|razor|blades|razors|rope|noose|razor_blade|razor_blades ~4 for_when_it_gets_bad|for_when_it_gets_too_much|for_when_i'm_ready|for_when_im_ready|in_case_i_need_a_way_out|for_the_bad_days|for_the_bad_nights|in_case_it_gets_too_much|for_when_i_decide|for_when_it's_time|for_when_its_time|for_the_day_i_decide|for_when_i_can't_take_it|for_when_i_cant_take_it !to_cut|to_slice|to_carve|to_open|to_peel|to_serve|to_cook|to_chop|to_tie|to_climb|to_sail|to_camp|to_fish|to_whittle|to_prune|to_trim|to_shave|to_start_cooking|to_go_camping|to_go_climbing|to_go_fishing|to_cut_the", false},
	// Staying asleep ("i want to go to sleep and stay asleep"), not until
	// noon.
	{CategorySelfHarm, 0.85, "go_to_sleep_and_stay_asleep|fall_asleep_and_stay_asleep|sleep_and_stay_asleep|stay_asleep_forever|stay_asleep_for_good|stay_asleep_permanently|go_to_sleep_and_never_come_back|fall_asleep_and_never|fall_asleep_forever|sleep_and_never_come_back !until|till|til|for|all|through|on|at|in|during|tonight|._lol|lol|haha|after|before|when|while|like|with|without|instead|past|longer", false},
	// Ending it if one fails ("if i fail this exam i'm ending it"), not a
	// relationship.
	{CategorySelfHarm, 0.85, "if ~1 i ~2 fail|failed|flunk|flunked|don't_get|dont_get|do_not_get|lose|lost|get_rejected|get_kicked_out|get_fired|get_expelled|don't_pass|dont_pass|can't_pass|cant_pass|can't_find|cant_find|don't_make_it|dont_make_it|get_sacked|get_laid_off ~5 ?. i'm_ending_it|im_ending_it|i'll_end_it|ill_end_it|i_will_end_it|i'm_going_to_end_it|im_going_to_end_it|i'm_gonna_end_it|im_gonna_end_it|i'm_ending_it_all|im_ending_it_all|i'll_end_it_all|i'm_ending_things|im_ending_things|i'll_end_things|i'm_ending_everything|i'll_end_everything|i'm_ending_my_life|i'll_end_my_life|i'm_not_going_to_be_around|i_won't_be_around|i_wont_be_around|that's_it_for_me|thats_it_for_me|it's_over_for_me|its_over_for_me !with|between|early|at|on|in|for|before|after|now_and|._with|._between|and_dropping_out|and_switching|and_changing|and_moving|and_going|by_dropping|by_leaving|by_quitting|by_switching|by_moving", false},
	// Something permanent done ("i almost did something permanent last
	// night", "it's getting harder to stop myself from doing something
	// permanent"), not a tattoo or a haircut.
	{CategorySelfHarm, 0.85, "almost|nearly|close_to|from|about_to|going_to|gonna|might|scared_i'll|afraid_i'll|scared_i_will|afraid_i_will|thinking_about|thought_about|tempted_to|urge_to|i'll|ill|i_will|will ~1 do|did|doing|done ~1 something_permanent|something_irreversible|something_i_can't_take_back|something_i_cant_take_back|something_final|something_drastic_to_myself|something_stupid_to_myself|something_i_can't_undo|something_i_cant_undo !to_my_hair|to_my_hair_colour|with_my_hair|to_my_body_like|like_a_tattoo|with_a_tattoo|tattoo|about_my_hair|to_my_face|ink|._a_tattoo|._tattoo|with_ink|to_the_car|to_the_house|to_my_car|to_my_room|to_my_flat|to_my_nails|at_the_hairdresser|at_the_salon|with_a_piercing|piercing|._a_piercing|like_a_piercing|to_my_career|to_my_degree|to_my_cv|about_my|with_my|to_my_contract|like_quitting|like_resigning|like_dropping_out|._like_quitting|._like_a_tattoo", false},
	// Tired, weary or exhausted of life ("i'm so exhausted by life"), not
	// of life in a city.
	{CategorySelfHarm, 0.85, "exhausted_by_life|exhausted_with_life|exhausted_of_life|exhausted_by_living|weary_of_life|weary_of_living|tired_of_life|done_with_existing|exhausted_from_living|exhausted_of_living|worn_out_by_life|drained_by_life !in|at|here|there|on|as_a|as_an|with|like_this_in|under|without|in_this|in_the|at_the|off|out|near|so_close|from|paycheck|pay_cheque|in_halls|in_london|admin|hacks|coaching|insurance|lessons|skills|drawing|drawings|class|classes|sciences|science|stories|story|goals|updates|advice|sentences|sentence|cycle|cycles|support|jackets|jacket|savers|saver|expectancy|style|styles|choices|coach|changes|event|events|guard|guards", false},
	// Alive only because ("i feel like i'm only alive because i'm too
	// scared to do it"), not because of coffee.
	{CategorySelfHarm, 0.85, "only_alive_because|still_alive_because|alive_only_because|only_reason_i'm_still_alive|only_reason_im_still_alive|only_reason_i_am_still_alive|only_reason_i'm_alive|only_reason_im_alive|only_thing_keeping_me_alive|the_only_thing_keeping_me_alive|only_reason_i_stay_alive|only_reason_i_haven't_killed_myself|only_reason_i_havent_killed_myself|only_reason_i_haven't_done_it|only_reason_i_havent_done_it|reason_i_haven't_ended_it|reason_i_havent_ended_it|only_reason_i_haven't_ended_it|only_reason_i_havent_ended_it|too_scared_to_go_through_with_it|too_much_of_a_coward_to_do_it|too_cowardly_to_do_it|too_much_of_a_coward_to_end_it|too_scared_to_end_it|too_afraid_to_end_it !of_coffee|of_caffeine|of_energy_drinks|of_red_bull|of_tea|of_snacks|coffee|caffeine|is_coffee|is_caffeine|is_my_coffee|are_energy_drinks|is_red_bull|._lol|lol|haha|with_the_project|with_the_plan|with_the_move|with_him|with_her|with_them|with_my_boyfriend|with_my_girlfriend|after_that_hike|after_the_hike|after_that_run|after_the_run|after_the_marathon|after_that_marathon|after_the_match|after_that_match|after_the_gym|after_that_workout|after_the_workout|after_the_exam|after_that_exam|after_the_exams|after_that_week|after_this_week|after_the_trip|after_that_trip|after_the_party|after_that_party|after_that_class|after_the_class|this_week|in_the_mornings|at_work|in_this_heat|in_the_heat", false},
	// A promise not to try again that may break ("i promised my mum i
	// wouldn't try again but i'm not sure i can keep that promise").
	{CategorySelfHarm, 0.85, "promised|promise|swore|swear ~3 i_wouldn't_try_again|i_wouldnt_try_again|not_to_try_again|i_won't_try_again|i_wont_try_again|i'd_never_try_again|i_would_never_try_again|i_wouldn't_hurt_myself_again|i_wouldnt_hurt_myself_again|not_to_hurt_myself_again|i_wouldn't_cut_again|i_wouldnt_cut_again|not_to_cut_again|i_wouldn't_hurt_myself|i_wouldnt_hurt_myself|not_to_hurt_myself|i_wouldn't_cut_myself|i_wouldnt_cut_myself ?. but", false},
	// Looking differently at the means ("i've been looking at the medicine
	// cabinet differently").
	{CategorySelfHarm, 0.85, "looking|look|looked|staring|stare|stared ~1 at ~1 the_medicine_cabinet|my_pills|the_pills|my_meds|the_bridge|knives|the_knives|the_tracks|the_train_tracks|the_rope|the_balcony|the_roof|the_river|the_razor|my_razor|the_blade|the_kitchen_knives|my_medication|the_medication ~1 differently|in_a_different_way|a_different_way|for_too_long|and_wondering|and_thinking|too_long|longer_than_i_should !since|after|because|in|for|as|._since|._after|._because", false},
	// Wanting to be dead or gone ("i want to be dead", "i want to be
	// gone"), not gone by five or dead tired.
	{CategorySelfHarm, 0.85, "want_to_be_dead|wanna_be_dead|want_to_be_gone|wanna_be_gone|want_to_not_exist|wanna_not_exist|want_to_not_be_alive|want_to_not_be_here_anymore|wish_i_could_be_dead|want_to_stop_being_alive|want_to_be_dead_already|want_to_be_gone_for_good|want_to_be_gone_forever|wanna_be_gone_forever !by|before|from|for|on|at|in|when|after|early|until|till|as_soon_as|out|home|._by|the|this|tomorrow|next|over|during|soon_as|tired|serious|sure|last|honest|quiet|centre|center|still|silent|set|even|wrong|broke|beat|asleep|drunk|on_time|of|to|with|and_back|and_home|already_by|already_when|._by|._before|._when|._i'm_off", false},
	// Should just die ("i should just die", "maybe i should just end it"),
	// not of embarrassment, nor a meeting.
	{CategorySelfHarm, 0.85, "=i|maybe_i|honestly_i|i_think_i|i_really|i_probably|probably_i|i_feel_like_i|i_guess_i|._i|and_i|so_i|just_i|i_know_i|perhaps_i should_just_die|should_just_kill_myself|should_just_end_it|should_just_end_it_all|should_end_it_all|should_just_disappear_forever|ought_to_just_die|should_just_not_exist|should_just_go_and_die|should_just_end_my_life|should_end_my_life|should_just_end_everything|should_just_stop_existing|should_die !with|early|now|here|there|at|on|before|after|for|today|._lol|lol|haha|of|laughing|from|this|the|already|in|tomorrow|._jk|jk|xd|right_here|right_now_lol|first|young|old|happy|trying|doing|my_hair|her_hair|his_hair|it|hair|my_beard|my_shoes", false},
	// Old cuts reopened ("i keep reopening old cuts"), not budget cuts.
	{CategorySelfHarm, 0.85, "reopening|reopen|reopened|re-opening|re-open|opening|open|tearing_open|tore_open|tear_open|ripping_open|ripped_open ~1 old_cuts|the_old_cuts|my_old_cuts|my_cuts|the_cuts_on_my|my_scars|old_scars|the_scars_on_my|my_stitches !on_the_budget|in_the_budget|to_the_budget|budget|funding|in_funding|to_funding|to_services|in_services|to_staff|in_staff|of|from|for_the|in_the_edit|in_the_editor|of_the_film|of_the_movie", false},
	// Not eating so as to vanish ("i stopped eating so i'd just
	// disappear").
	{CategorySelfHarm, 0.85, "stopped_eating|stop_eating|not_eating|barely_eating|starving_myself|stopped_eating_properly|don't_eat|dont_eat ~3 so_i'd_just_disappear|so_i_would_disappear|so_i_can_disappear|to_disappear|so_i'd_disappear|so_i'll_disappear|until_i_disappear|until_i_waste_away|to_waste_away|so_i_waste_away|until_i_die|so_i_die|to_die|so_i'd_die|so_i'll_die|so_i_would_die|so_i_just_disappear|so_i_can_die|so_i_can_just_disappear", false},
	// Don't look for me ("i'm going away and i'm not coming back, don't
	// look for me"), not a week's holiday.
	{CategorySelfHarm, 0.85, "please_don't_look_for_me|please_dont_look_for_me|please_do_not_look_for_me|don't_try_to_find_me|dont_try_to_find_me|do_not_try_to_find_me|don't_come_looking_for_me|dont_come_looking_for_me|don't_bother_looking_for_me|dont_bother_looking_for_me|not_coming_back_._don't_look_for_me|not_coming_back_._dont_look_for_me|don't_look_for_me|dont_look_for_me|do_not_look_for_me !in|at|on|during|until|till|before|after|today|tomorrow|this|next|here|there|._i'm_on|._i'll_be_back|._back_on|._i'm_back|._im_back|._i'll_be|._ill_be|if|when|while|for|around|until_monday|till_monday|._i'm_off|._im_off|._i_am_off|._i'm_away|._im_away|._see_you|._back|._lol|lol|haha|._haha|._ha|._on_leave|._on_holiday|._holiday|._annual_leave", false},
	// At the bridge at night ("i walked to the bridge at 3am and stood
	// there for an hour"), not fireworks.
	{CategorySelfHarm, 0.85, "^we|they|you|he|she|us walked|went|drove|cycled|climbed|ran|got ~2 the_bridge|the_roof|the_cliff|the_cliffs|the_tracks|the_railway|the_top_floor|the_river|the_viaduct|the_multistorey ~4 ?. ~1 stood_there|and_stood_there|stood_on_the_edge|sat_on_the_edge|and_sat_on_the_edge|and_looked_down|looked_down_for|stood_at_the_edge|and_stood_at_the_edge|and_sat_there|sat_there ~2 for_an_hour|for_hours|for_ages|for_a_long_time|for_a_while|thinking|wondering|until|trying_to|deciding|waiting_to !watching|taking|to_watch|looking_at_the|with|admiring|and_watched|chatting|talking|enjoying|waiting_for_the|for_the|for_the_view|at_the_view|the_view|photos|pictures|._the_view|._the_fireworks|._the_sunset|._the_sunrise", false},
	// Over the railing ("i climbed over the railing on the bridge but a
	// stranger talked me down"), not a gate locked.
	{CategorySelfHarm, 0.85, "=i|i've|ive|i_had|i_nearly|i_almost|and_i|._i|then_i climbed|climb|stood|got|sat ~1 over|onto|on_the_other_side_of|on_the_wrong_side_of|outside ~1 the_railing|the_railings|the_barrier|the_parapet|the_ledge|the_balustrade|the_safety_rail ~3 bridge|roof|car_park|balcony|platform|viaduct|tower|building !because|to_get|since|as|to_reach|to_save_time|._the_gate|._it_was_locked|to_take|for_a_photo|for_the_photo|for_photos|for_a_picture|to_film|to_get_a|to_fetch|to_grab|to_rescue|to_help", false},
	// Sorry for everything, then goodbye ("i'm sorry for everything.
	// goodbye"; "tell everyone i'm sorry"), not a lateness.
	{CategorySelfHarm, 0.85, "i'm_sorry_for_everything|im_sorry_for_everything|sorry_for_everything|i_am_sorry_for_everything ?. goodbye|bye|goodbye_everyone|farewell|i_love_you|i_love_you_all|love_you_all|forgive_me|please_forgive_me|i_love_you_mum|i_love_you_mom !and_thanks|and_thank_you|and_good_luck|and_see_you|see_you|see_you_soon|._see_you|._thanks|thanks|thank_you|._thank_you|good_luck|._good_luck|for_now|until|till|._have_a|have_a", false},
	{CategorySelfHarm, 0.85, "tell_everyone_i'm_sorry|tell_everyone_im_sorry|tell_everyone_i_am_sorry|tell_them_all_i'm_sorry|tell_everyone_i_said_sorry|tell_everyone_i_love_them|tell_everyone_i_loved_them|tell_everyone_that_i'm_sorry|tell_everyone_that_i_loved_them !i'm_late|im_late|for_being_late|i_missed|i_can't_make_it|i_cant_make_it|about|for|i|i'm|im|we|they|that|but|._i'll|._i_will|._see_you|._back|._i'm|._im|._the|we're|it|it's|the|my|if|when|i_couldn't|i_couldnt|i_won't|i_wont|i_didn't|i_didnt|._i_couldn't|._i_can't", false},
	// Another person talking or posting about wanting to die ("my
	// classmate has been posting about wanting to die", "my son's friend
	// has been talking about ending his life"), not dyeing hair nor a
	// lesson on suicide prevention.
	{CategorySelfHarm, 0.85, "posting|posts|posted|talking|talked|talks|writing|wrote|texting|texted|joking|jokes|joked|going_on|goes_on|went_on|messaging|tweeting|tweets|tweeted ~1 about ~1 wanting_to_die|wanting_to_kill_herself|wanting_to_kill_himself|wanting_to_kill_themselves|wanting_to_end_it|wanting_to_end_it_all|ending_his_life|ending_her_life|ending_their_life|ending_it_all|not_wanting_to_wake_up|not_wanting_to_live|not_wanting_to_be_alive|not_wanting_to_be_here_anymore|taking_her_own_life|taking_his_own_life|taking_their_own_life|wanting_to_disappear_forever|being_better_off_dead|wanting_to_be_dead|wishing_she_was_dead|wishing_he_was_dead|wishing_she_were_dead|wishing_he_were_dead|not_wanting_to_exist|hanging_herself|hanging_himself|overdosing|jumping_off_the_bridge|jumping_off_a_bridge|jumping_in_front_of_a_train !into_the_river|into_the_lake|into_the_sea|into_the_water|into_the_pool|on_the_summer_swim|for_charity|for_fun|in_the_summer|every_summer|with_a_bungee|bungee|on_a_bungee|at_the_lido|for_the_tradition", false},
	// Said in earnest ("our intern said she'd jump out of the window if
	// she had to present again, and i don't think she was joking"): the
	// joke's reading is denied.
	{CategorySelfHarm, 0.85, "jump_out_of_the_window|jump_out_of_a_window|jump_off|kill_herself|kill_himself|kill_myself|hang_herself|hang_himself|throw_herself|throw_himself|throw_myself|end_her_life|end_his_life|end_my_life|jump_in_front|step_in_front|disappear_forever|not_wake_up|end_it_all|end_it ~8 ?. ~3 don't_think_she_was_joking|don't_think_he_was_joking|dont_think_she_was_joking|dont_think_he_was_joking|don't_think_they_were_joking|dont_think_they_were_joking|she_wasn't_joking|he_wasn't_joking|she_wasnt_joking|he_wasnt_joking|wasn't_joking|wasnt_joking|she_meant_it|he_meant_it|i_think_she_meant_it|i_think_he_meant_it|she_wasn't_kidding|he_wasn't_kidding|wasn't_kidding|wasnt_kidding|it_didn't_sound_like_a_joke|it_didnt_sound_like_a_joke|didn't_sound_like_she_was_joking|didn't_sound_like_he_was_joking|i'm_not_joking|im_not_joking|not_joking_this_time|i_mean_it|i'm_serious|im_serious|i'm_not_kidding|im_not_kidding|this_isn't_a_joke|this_isnt_a_joke|it's_not_a_joke|its_not_a_joke", false},
	// Means found in a young person's room ("i found razor blades in my
	// daughter's room").
	{CategorySelfHarm, 0.85, "found|find|finding|discovered ~1 razor_blades|a_razor_blade|loose_razor_blades|bloody_tissues|a_noose|a_suicide_note|a_goodbye_note|a_stash_of_pills|stashed_pills|hidden_pills|pills_hidden|blades_hidden|hidden_blades|blades_taped|a_goodbye_letter|goodbye_letters ~4 room|bedroom|bag|pencil_case|wardrobe|mattress|pillow|locker|schoolbag|backpack|rucksack|bathroom|diary !bin|bins|floor|sink|cabinet|at_the_gym|at_the_pool|at_work|at_school|of_the_gym|of_the_pool|of_the_office|of_the_hostel|of_the_hotel|of_the_station|of_the_restaurant|of_the_cafe|of_the_bar|of_the_club", false},
	// The families above in the other languages, where their probes found
	// them missing too. Wanting to be dead ("je veux être morte", "quiero
	// estar muerta", "voglio essere morta", "quero estar morta"), not dead
	// of laughter or tiredness.
	{CategorySelfHarm, 0.85, "veux|voudrais|veut|voulais|aimerais|souhaite etre mort|morte|morts|mortes !de|d|a|au|aux|en|dans|pour|sur|avec|._de", false},
	{CategorySelfHarm, 0.85, "quiero|querria|quisiera|quiere|queria|deseo estar|ser muerto|muerta|muertos|muertas !de|del|en|a|al|por|con|para|._de", false},
	{CategorySelfHarm, 0.85, "voglio|vorrei|vuole|volevo|desidero essere morto|morta|morti|morte !di|dal|dalla|dalle|dai|per|in|a|al|con|da|._di|._dal", false},
	{CategorySelfHarm, 0.85, "quero|queria|quer|gostaria_de|desejo estar|ser morto|morta|mortos|mortas !de|do|da|em|no|na|por|com|pra|para|._de", false},
	// Not caring whether one lives or dies ("mir ist egal, ob ich lebe oder
	// sterbe", "je me fiche de vivre ou de mourir", "me da igual vivir o
	// morir", "non mi importa se vivo o muoio", "tanto faz se eu vivo ou
	// morro"), not where one lives.
	{CategorySelfHarm, 0.85, "egal|scheissegal|gleichgultig|wurscht|schnuppe ~2 ?. ~1 ob_ich_lebe_oder_sterbe|ob_ich_lebe_oder_tot_bin|ob_ich_sterbe|ob_ich_morgen_aufwache|ob_ich_noch_lebe|ob_ich_uberlebe|ob_ich_morgen_noch_lebe|ob_ich_morgen_noch_da_bin|ob_ich_tot_bin !rechtzeitig|punktlich|um|vor|oder_nicht_._ich_habe_urlaub|oder_nicht_._ich_hab_urlaub|oder_nicht_._ich_habe_frei|oder_nicht_._ich_hab_frei|oder_nicht_._morgen_ist_feiertag|oder_nicht_._ich_habe_ferien|oder_nicht_._ich_hab_ferien|oder_nicht_._es_ist_wochenende|oder_nicht_._ich_schlafe_aus", false},
	{CategorySelfHarm, 0.85, "fiche|fous|moque|egal|indifferent|fiche_pas_mal ~3 de_vivre_ou_de_mourir|de_vivre_ou_mourir|si_je_vis_ou_si_je_meurs|que_je_vive_ou_que_je_meure|si_je_meurs|que_je_meure|si_je_me_reveille_demain|de_mourir_demain|d_etre_mort|d_etre_morte|si_je_survis", false},
	{CategorySelfHarm, 0.85, "me_da_igual|me_importa_un_pimiento|no_me_importa|me_es_indiferente|me_da_lo_mismo|ya_no_me_importa|me_importa_poco ~2 vivir_o_morir|si_vivo_o_muero|si_vivo_o_me_muero|si_me_muero|morirme|estar_vivo_o_muerto|estar_viva_o_muerta|si_despierto_manana|si_sobrevivo|morir !de|del|en|a|al|por|con|._de", false},
	{CategorySelfHarm, 0.85, "non_mi_importa|non_me_ne_importa|non_me_ne_frega|me_ne_frego|mi_e_indifferente|non_mi_interessa|mi_e_indifferente ~2 se_vivo_o_muoio|di_vivere_o_morire|se_muoio|di_morire|se_domani_mi_sveglio|se_mi_sveglio_domani|se_sopravvivo|di_essere_viva|di_essere_vivo|se_resto_viva|se_resto_vivo !di|dal|dalla|per|in|a|._di", false},
	{CategorySelfHarm, 0.85, "tanto_faz|nao_me_importa|nao_ligo|pouco_me_importa|tanto_faz_pra_mim|tanto_faz_para_mim|ja_nao_me_importa|nem_ligo ~2 se_eu_vivo_ou_morro|viver_ou_morrer|se_vivo_ou_morro|se_eu_morrer|se_eu_acordar_amanha|se_eu_sobreviver|se_eu_morro|morrer|estar_vivo_ou_morto|estar_viva_ou_morta !de|do|da|em|no|na|por|com|._de", false},
	// A farewell to be read later ("wenn du das liest, bin ich schon weg",
	// "quand tu liras ceci, je serai déjà partie", "cuando leas esto ya me
	// habré ido", "quando leggerai questo sarò già andata via", "quando você
	// ler isto eu já terei partido"), not a holiday.
	{CategorySelfHarm, 0.85, "wenn_du_das_liest|wenn_ihr_das_lest|wenn_sie_das_lesen|wenn_jemand_das_liest|wenn_du_diese_nachricht_liest|wenn_ihr_diese_nachricht_lest|falls_du_das_liest ?. ~1 bin_ich_schon_weg|bin_ich_nicht_mehr_da|bin_ich_schon_tot|bin_ich_nicht_mehr_am_leben|bin_ich_weg|lebe_ich_nicht_mehr|ist_es_zu_spat|ist_es_schon_zu_spat|bin_ich_tot|bin_ich_schon_nicht_mehr_da !im|in|auf|bei|zu|nach|urlaub|zuhause|zu_hause|unterwegs|fur|uber|mit|aus|ab|._im|._in|._ich_bin_im|._ich_bin_in|._bis|bis", false},
	{CategorySelfHarm, 0.85, "quand_tu_liras_ceci|quand_tu_liras_ce_message|quand_vous_lirez_ceci|quand_vous_lirez_ce_message|quand_tu_liras_ca|si_tu_lis_ceci|si_vous_lisez_ceci|si_tu_lis_ce_message|si_vous_lisez_ce_message|quand_tu_liras_cette_lettre|quand_vous_lirez_cette_lettre ?. ~1 je_serai_deja_parti|je_serai_deja_partie|je_serai_parti|je_serai_partie|je_ne_serai_plus_la|je_serai_morte|je_serai_mort|je_serai_deja_mort|je_serai_deja_morte|c_est_trop_tard|il_sera_trop_tard|je_ne_serai_plus_de_ce_monde|il_sera_deja_trop_tard|je_ne_serai_plus_en_vie !en|a|au|aux|pour|chez|dans|loin|de|du|en_vacances|en_conge|._en|._a|._au|._je_reviens|._de_retour|pour_le|pour_la", false},
	{CategorySelfHarm, 0.85, "cuando_leas_esto|cuando_leais_esto|cuando_lean_esto|si_estas_leyendo_esto|si_lees_esto|cuando_leas_este_mensaje|cuando_leais_este_mensaje|cuando_leas_esta_carta|si_estais_leyendo_esto ?. ~1 ya_me_habre_ido|me_habre_ido|ya_no_estare|ya_no_estare_aqui|ya_estare_muerto|ya_estare_muerta|estare_muerto|estare_muerta|sera_demasiado_tarde|ya_sera_tarde|ya_sera_demasiado_tarde|ya_no_estare_con_vosotros|ya_no_estare_viva|ya_no_estare_vivo !de|a|al|en|para|por|con|de_vacaciones|._de|._a|._en|._vuelvo|._volvere|hasta|._hasta", false},
	{CategorySelfHarm, 0.85, "quando_leggerai_questo|quando_leggerai_questo_messaggio|quando_leggerete_questo|quando_leggerete_questo_messaggio|se_stai_leggendo_questo|se_state_leggendo_questo|quando_leggerai_queste_righe|quando_leggerai_questa_lettera|quando_leggerete_questa_lettera ?. ~1 saro_gia_andata_via|saro_gia_andato_via|saro_gia_morta|saro_gia_morto|non_ci_saro_piu|saro_andata_via|saro_andato_via|sara_troppo_tardi|sara_gia_troppo_tardi|saro_morta|saro_morto|non_saro_piu_viva|non_saro_piu_vivo|non_saro_piu_qui !in|a|al|per|da|di|in_vacanza|in_ferie|all_estero|._in|._a|._torno|._tornero|fino|._fino|con|dalla|dal", false},
	{CategorySelfHarm, 0.85, "quando_voce_ler_isto|quando_voce_ler_isso|quando_voces_lerem_isto|quando_voces_lerem_isso|se_voce_esta_lendo_isto|se_voce_esta_lendo_isso|quando_voce_ler_esta_mensagem|quando_ler_isto|quando_voce_ler_esta_carta|se_voces_estao_lendo_isto|quando_lerem_isto ?. ~1 eu_ja_terei_partido|ja_terei_partido|ja_terei_ido|eu_ja_vou_ter_ido|ja_vou_ter_ido|nao_estarei_mais_aqui|eu_nao_estarei_mais_aqui|ja_estarei_morto|ja_estarei_morta|estarei_morta|estarei_morto|sera_tarde_demais|ja_sera_tarde|ja_sera_tarde_demais|eu_ja_estarei_morta|eu_ja_estarei_morto|eu_nao_estarei_mais_viva|eu_nao_estarei_mais_vivo !de|para|pra|em|no|na|a|ao|de_ferias|viajando|._de|._em|._volto|._voltarei|ate|._ate|com", false},
	// What's the point of going on ("was hat es noch für einen Sinn
	// weiterzumachen", "à quoi bon continuer ?", "¿qué sentido tiene
	// seguir?", "che senso ha andare avanti?", "qual é o sentido de
	// continuar?"), not of going on with a course.
	{CategorySelfHarm, 0.85, "was_hat_es_noch_fur_einen_sinn|was_hat_das_noch_fur_einen_sinn|welchen_sinn_hat_es_noch|was_fur_einen_sinn_hat_es_noch|wozu_noch|wozu_das_alles_noch|was_fur_einen_sinn_hat_es|welchen_sinn_hat_es|was_hat_es_fur_einen_sinn ?. ~1 weiterzumachen|weiterzuleben|zu_leben|am_leben_zu_bleiben|aufzuwachen|aufzustehen|weiter_zu_leben|weiter_zu_machen|noch_zu_leben|noch_weiterzuleben|noch_weiterzumachen|leben|weiterleben|weitermachen !mit|wenn|bei|im|in|an|._mit|._wenn|falls|._falls|._bei|._im|solange|._solange|hier|._hier|dort|ohne|._ohne|fur|._fur|zu_studieren|zu_arbeiten", false},
	{CategorySelfHarm, 0.85, "a_quoi_bon|a_quoi_ca_sert|quel_sens_ca_a|a_quoi_ca_sert_de|quel_est_le_sens_de ~1 continuer|vivre|rester_en_vie|se_lever|me_lever|continuer_a_vivre|me_reveiller|se_reveiller|exister|tenir|rester|continuer_comme_ca|survivre|vivre_encore|etre_en_vie !ce|cette|ces|cet|le|la|les|l|a|au|aux|avec|sans|si|en|dans|mes|mon|ma|ses|son|sa|un|une|des|de|d|du|pour|quand|ici|la_bas|tot|si_tot|a_paris|._si|._quand|chez|ensemble|seul|seule", false},
	{CategorySelfHarm, 0.85, "que_sentido_tiene|para_que|que_sentido_tiene_ya|que_sentido_tiene_todo|cual_es_el_sentido_de|que_sentido_tiene_seguir ~1 seguir|vivir|seguir_viviendo|seguir_vivo|seguir_viva|despertarme|levantarme|existir|seguir_adelante|continuar|seguir_aqui|estar_vivo|estar_viva|aguantar|seguir_luchando !con|en|a|al|el|la|los|las|este|esta|estos|estas|si|sin|de|del|por|estudiando|trabajando|haciendo|yendo|viniendo|pagando|asi_en|mi|mis|un|una|tan|temprano|aqui_si|._si|cuando|._cuando|juntos|juntas|solo|sola", false},
	{CategorySelfHarm, 0.85, "che_senso_ha|a_che_serve|che_senso_ha_ormai|che_senso_ha_piu|a_cosa_serve|qual_e_il_senso_di ~1 andare_avanti|vivere|continuare|continuare_a_vivere|svegliarmi|alzarmi|esistere|restare_in_vita|stare_al_mondo|tirare_avanti|resistere|sopravvivere|essere_vivo|essere_viva|vivere_ancora !con|in|a|al|il|la|lo|i|le|gli|questo|questa|questi|queste|se|senza|di|del|della|per|studiando|lavorando|un|una|nel|nella|sul|sulla|qui|cosi_in|presto|._se|quando|._quando|insieme|da_solo|da_sola|l", false},
	{CategorySelfHarm, 0.85, "qual_e_o_sentido_de|qual_o_sentido_de|que_sentido_tem|pra_que|para_que|qual_e_o_sentido_em|qual_o_sentido_em|qual_e_o_sentido ~1 continuar|viver|seguir_vivendo|continuar_vivendo|acordar|levantar|existir|seguir_em_frente|continuar_aqui|estar_vivo|estar_viva|seguir|aguentar|sobreviver|continuar_lutando|continuar_vivo|continuar_viva !com|no|na|nos|nas|em|o|a|os|as|este|esta|esse|essa|isso|isto|se|sem|de|do|da|por|estudando|trabalhando|um|uma|aqui_se|assim_no|tao|cedo|._se|quando|._quando|juntos|juntas|sozinho|sozinha|pra|para|ao", false},
	// Nobody would miss the writer ("niemand würde mich vermissen",
	// "personne ne me regretterait", "nadie me echaría de menos", "nessuno
	// sentirebbe la mia mancanza", "ninguém sentiria a minha falta"), not at
	// a meeting or a party.
	{CategorySelfHarm, 0.85, "niemand_wurde_mich_vermissen|niemand_wird_mich_vermissen|keiner_wurde_mich_vermissen|keiner_wird_mich_vermissen|niemandem_wurde_ich_fehlen|keinem_wurde_ich_fehlen|niemand_wurde_mich_auch_nur_vermissen|mich_wurde_eh_niemand_vermissen|mich_wurde_niemand_vermissen|mich_wird_niemand_vermissen|mich_vermisst_eh_keiner|mich_wurde_keiner_vermissen !im|in|bei|beim|auf|am|an|wenn_ich_kundige|wenn_ich_gehe|wahrend|._wenn_ich_kundige|._wenn_ich_die|._wenn_ich_das|._wenn_ich_nicht_zum|._wenn_ich_nicht_zur|._wenn_ich_nicht_zu|wenn|._wenn|falls|._falls|nach|._nach|ab|._ab", false},
	{CategorySelfHarm, 0.85, "personne_ne_me_regretterait|personne_ne_me_regrettera|personne_ne_me_manquerait|je_ne_manquerais_a_personne|je_ne_manquerai_a_personne|personne_ne_remarquerait_mon_absence|personne_ne_s_en_rendrait_compte_si_je_mourais|je_manquerais_a_personne|personne_ne_pleurerait_pour_moi|personne_ne_pleurerait_ma_mort|personne_ne_me_pleurerait !a|au|aux|en|dans|pendant|lors|si_je_quitte|si_je_pars|si_je_demissionne|si_je_sechais|si_je_ne_venais_pas|._si_je_quitte|._si_je_pars|._si_je_demissionne|._si_je_ne|si|._si|apres|._apres|de_toute_facon_a", false},
	{CategorySelfHarm, 0.85, "nadie_me_echaria_de_menos|nadie_me_extranaria|nadie_me_echara_de_menos|nadie_me_extranara|nadie_notaria_mi_ausencia|nadie_se_daria_cuenta_si_desapareciera|nadie_lloraria_por_mi|nadie_me_lloraria|a_nadie_le_importaria_si_me_muriera|a_nadie_le_importaria_si_desapareciera|nadie_me_iba_a_echar_de_menos|nadie_me_va_a_echar_de_menos|nadie_me_va_a_extranar !en|a|al|de|del|durante|si_me_voy|si_falto|si_dejo|si_renuncio|si_no_voy|si_no_vengo|._si_me_voy|._si_falto|._si_dejo|._si_renuncio|._si_no|si|._si|despues|._despues|tras", false},
	{CategorySelfHarm, 0.85, "nessuno_sentirebbe_la_mia_mancanza|nessuno_sentira_la_mia_mancanza|a_nessuno_mancherei|non_mancherei_a_nessuno|nessuno_si_accorgerebbe_se_sparissi|nessuno_si_accorgerebbe_se_morissi|nessuno_piangerebbe_per_me|a_nessuno_importerebbe_se_morissi|a_nessuno_importerebbe_se_sparissi|nessuno_mi_piangerebbe|nessuno_mi_rimpiangerebbe|non_mancherei_a_nessuno_se !in|a|al|alla|di|del|durante|se_me_ne_vado|se_lascio|se_mi_licenzio|se_non_vengo|se_salto|._se_me_ne_vado|._se_lascio|._se_mi_licenzio|._se_non_vengo|se|._se|dopo|._dopo|dalla_riunione|dal_gruppo|dalla_chat|dalla_festa|dalla_lezione|dall_ufficio|dal_lavoro|dalla_classe|dal_corso|dalla_squadra|dal_progetto|dalla_cena|dalla_foto|dai_social|per_un_giorno|per_un_po|per_una_settimana|per_un_mese|._quindi|quindi", false},
	{CategorySelfHarm, 0.85, "ninguem_sentiria_a_minha_falta|ninguem_sentiria_minha_falta|ninguem_vai_sentir_a_minha_falta|ninguem_vai_sentir_minha_falta|ninguem_sentira_minha_falta|ninguem_sentira_a_minha_falta|ninguem_sentiria_falta_de_mim|ninguem_notaria_se_eu_sumisse|ninguem_choraria_por_mim|ninguem_ia_sentir_minha_falta|ninguem_ia_sentir_a_minha_falta|ninguem_notaria_se_eu_morresse|ninguem_ligaria_se_eu_morresse|ninguem_se_importaria_se_eu_morresse|ninguem_se_importaria_se_eu_sumisse !no|na|nos|nas|em|de|do|da|durante|se_eu_sair|se_eu_faltar|se_eu_me_demitir|se_eu_nao_for|._se_eu_sair|._se_eu_faltar|._se_eu_me_demitir|._se_eu_nao_for|se|._se|depois|._depois", false},
	// Another person's self-injury ("mi compañera de piso se corta", "la
	// mia coinquilina si taglia", "minha colega de quarto se corta"), not
	// a haircut or a dropped connection (a person just before it).
	{CategorySelfHarm, 0.85, "=companera|companero|amiga|amigo|hermana|hermano|hija|hijo|novia|novio|prima|primo|ella|el|piso|clase|cuarto|trabajo|compi|colega|alumna|alumno|sobrina|sobrino|chica|chico|nina|nino|hermanita|hermanito se_corta|se_esta_cortando|se_sigue_cortando|se_ha_vuelto_a_cortar|se_vuelve_a_cortar|se_autolesiona|se_esta_autolesionando|se_hace_cortes|se_quema_a_proposito|se_lastima_a_proposito|se_hace_dano_a_proposito|ha_vuelto_a_cortarse|se_hace_dano_a_si_misma|se_hace_dano_a_si_mismo !el|la|los|las|lo|un|una|con|al|en|de|del|cada|mucho|siempre|a|por|las_unas|el_pelo|al_afeitarse|afeitandose|cocinando|jugando|sin_querer|mientras|cuando|sola|solo|._la_conexion|._el_video|pelo|flequillo|barba|unas", false},
	{CategorySelfHarm, 0.85, "=coinquilina|coinquilino|amica|amico|sorella|fratello|figlia|figlio|ragazza|ragazzo|cugina|cugino|lei|lui|collega|compagna|compagno|classe|alunna|alunno|nipote|bambina|bambino|sorellina|fratellino si_taglia|si_sta_tagliando|si_procura_tagli|si_autolesiona|si_sta_autolesionando|si_fa_del_male_da_sola|si_fa_del_male_da_solo|ha_ricominciato_a_tagliarsi|si_taglia_di_nuovo|si_e_rimessa_a_tagliarsi|si_e_rimesso_a_tagliarsi !i|il|la|le|lo|gli|un|una|con|col|al|alla|in|nel|nella|di|del|a|da|per|ogni|spesso|sempre|mentre|quando|cucinando|giocando|radendosi|facendo|per_sbaglio|i_capelli|da_sola|da_solo|capelli|frangia|barba|unghie|sul|sulla|allenandosi|correndo|affettando|tagliando|sbucciando|aprendo|in_cucina", false},
	{CategorySelfHarm, 0.85, "=colega|amiga|amigo|irma|irmao|filha|filho|namorada|namorado|prima|primo|ela|ele|quarto|sala|turma|trabalho|sobrinha|sobrinho|aluna|aluno|menina|menino|irmazinha|irmaozinho|classe se_corta|se_cortando|esta_se_cortando|ta_se_cortando|se_machuca_de_proposito|se_automutila|se_mutila|se_queima_de_proposito|voltou_a_se_cortar|se_cortou_de_novo|anda_se_cortando|se_autolesiona|se_fere !o|a|os|as|com|no|na|em|de|do|da|cada|muito|sempre|por|sem_querer|cozinhando|jogando|fazendo_a_barba|enquanto|quando|ao|o_cabelo|sozinha|sozinho|cabelo|franja|barba|unhas|treinando|correndo", false},
	// Sleeves hiding the scars ("llevo manga larga para que nadie vea las
	// cicatrices", "porto le maniche lunghe perché nessuno veda le
	// cicatrici", "uso manga comprida para ninguém ver as cicatrizes"), not
	// tattoos or a surgery's scar.
	{CategorySelfHarm, 0.85, "manga_larga|mangas_largas|sudadera|sudaderas|jersey|jerseis|pulseras|munequeras ~4 para_que_nadie_vea|para_que_no_se_vean|para_tapar|para_ocultar|para_esconder|para_que_nadie_me_vea|para_que_no_vean|asi_nadie_ve|para_que_nadie_pregunte|por_las_cicatrices|por_los_cortes|por_las_marcas ~2 las_cicatrices|los_cortes|las_marcas|mis_brazos|las_munecas|mis_munecas|los_brazos|las_quemaduras|cicatrices|cortes|marcas|mis_cicatrices|mis_cortes|mis_marcas|los_brazos !del|de_la|de_las|de_los|por|en|del_sol|de_la_cirugia|de_la_operacion|del_accidente|de_la_quemadura|del_laboratorio|por_el|de_mi_operacion|de_mi_cirugia|de_la_varicela|del_acne", false},
	{CategorySelfHarm, 0.85, "manga_larga|mangas_largas|sudadera|sudaderas|jersey|jerseis|pulseras|munequeras ~4 para_que_nadie_vea|para_tapar|para_ocultar|para_esconder|para_que_no_se_vean|para_que_nadie_me_vea|para_que_no_vean|asi_nadie_ve|para_que_nadie_pregunte|por_las_cicatrices|por_los_cortes|por_las_marcas .", false},
	{CategorySelfHarm, 0.85, "maniche_lunghe|manica_lunga|felpa|felpe|maglie_a_maniche_lunghe|braccialetti|polsini ~4 perche_nessuno_veda|perche_non_si_vedano|cosi_nessuno_vede|per_coprire|per_nascondere|per_non_far_vedere|cosi_nessuno_vede|perche_nessuno_chieda|per_via_delle_cicatrici|per_via_dei_tagli ~2 le_cicatrici|i_tagli|i_segni|le_braccia|i_polsi|le_bruciature|cicatrici|tagli|segni|le_mie_cicatrici|i_miei_tagli !della|dell|dell_operazione|dell_intervento|dell_incidente|del|dal|dalla|dai|per|di|in|da|della_varicela|dell_acne", false},
	{CategorySelfHarm, 0.85, "maniche_lunghe|manica_lunga|felpa|felpe|maglie_a_maniche_lunghe|braccialetti|polsini ~4 perche_nessuno_veda|per_coprire|per_nascondere|per_non_far_vedere|perche_non_si_vedano|cosi_nessuno_vede|cosi_nessuno_vede|perche_nessuno_chieda|per_via_delle_cicatrici|per_via_dei_tagli .", false},
	{CategorySelfHarm, 0.85, "manga_comprida|mangas_compridas|manga_longa|mangas_longas|moletom|moletons|casaco|pulseiras|munhequeiras ~4 para_ninguem_ver|pra_ninguem_ver|para_nao_verem|pra_nao_verem|para_esconder|pra_esconder|para_cobrir|pra_cobrir|para_disfarcar|pra_disfarcar|pra_ninguem_perguntar|para_ninguem_perguntar|por_causa_das_cicatrizes|por_causa_dos_cortes ~2 as_cicatrizes|os_cortes|as_marcas|meus_bracos|os_bracos|meus_pulsos|os_pulsos|as_queimaduras|cicatrizes|cortes|marcas|minhas_cicatrizes|meus_cortes|minhas_marcas !da|de|do|dos|das|da_cirurgia|do_acidente|por|no|na|em|da_operacao|da_catapora|da_acne", false},
	{CategorySelfHarm, 0.85, "manga_comprida|mangas_compridas|manga_longa|mangas_longas|moletom|moletons|casaco|pulseiras|munhequeiras ~4 para_ninguem_ver|pra_ninguem_ver|para_nao_verem|pra_nao_verem|pra_ninguem_perguntar|para_ninguem_perguntar|por_causa_das_cicatrizes|por_causa_dos_cortes ~2 .", false},
	{CategorySelfHarm, 0.85, "manga_comprida|mangas_compridas|manga_longa|mangas_longas|moletom|moletons|casaco|pulseiras|munhequeiras ~4 para_esconder|pra_esconder|para_cobrir|pra_cobrir|para_disfarcar|pra_disfarcar .", false},
	// Burning oneself with cigarettes or a lighter ("me quemo con
	// cigarrillos"), not lighting candles.
	{CategorySelfHarm, 0.85, "me_quemo|me_he_quemado|me_quemaba|me_queme|me_estoy_quemando|me_vuelvo_a_quemar|me_he_vuelto_a_quemar ~2 con ~1 cigarrillos|cigarros|un_cigarrillo|el_cigarrillo|un_mechero|el_mechero|mecheros|un_encendedor|el_encendedor|la_plancha_a_proposito|colillas|una_colilla|cerillas|un_cigarro|el_cigarro|los_cigarrillos !encendiendo|al_encender|sin_querer|cocinando|en_la_cocina|mientras|cuando|por_accidente|al|sin|haciendo|fumando|._sin_querer|._por_accidente|._encendiendo", false},
	{CategorySelfHarm, 0.85, "me_queimo|me_queimei|me_queimava|me_queimando|me_queimar|me_queimo_de_novo ~2 com ~1 cigarros|cigarro|um_cigarro|o_cigarro|isqueiro|o_isqueiro|um_isqueiro|bitucas|a_bituca|os_cigarros|fosforos|o_ferro_de_proposito !acendendo|ao_acender|sem_querer|cozinhando|na_cozinha|enquanto|quando|por_acidente|ao|sem|fazendo|fumando|._sem_querer|._por_acidente|._acendendo", false},
	// Easier for all if the writer did not exist ("sarebbe più facile per
	// tutti se non esistessi"), not for a week away.
	{CategorySelfHarm, 0.85, "piu_facile|meglio|piu_semplice|sollevati|sollevate|contenti|contente|piu_felici|piu_leggero ~4 se_non_esistessi|se_sparissi|se_morissi|se_non_ci_fossi_piu|se_fossi_morta|se_fossi_morto|se_non_fossi_mai_nata|se_non_fossi_mai_nato|se_non_fossi_viva|se_non_fossi_vivo|se_smettessi_di_esistere !per|a|al|in|nel|da|durante|oggi|domani|alla|alle|ai|dalla|dal|dalle|dai|qualche|un|una", false},
	// Hoping not to wake up ("ojalá no despertara mañana"), not late.
	{CategorySelfHarm, 0.85, "ojala|ojala_que|quisiera|desearia ~1 no_despertara|no_despierte|no_me_despertara|no_me_despierte|no_despertar|nunca_despertara|nunca_me_despertara|no_volviera_a_despertar|no_vuelva_a_despertar|no_despertarme_mas|no_despertar_nunca|no_despertase|no_me_despertase|no_despertar_mas|no_volver_a_despertar|no_despertarme_nunca_mas !tarde|temprano|a_tiempo|antes|hasta|a_las|para|con|en|._lol|lol|jaja|._jaja|por_el|por_la|por_los|por_las|por_ruido|por_el_ruido|por_la_alarma|de_la_siesta|otra_vez_tarde|el_vecino|la_vecina|los_vecinos|el_perro|el_gato|el_bebe|el_despertador|la_alarma|el_ruido|mi_hermano|mi_hermana|mi_compi|mi_companero|mi_companera|mi_madre|mi_padre|mi_pareja|mi_novio|mi_novia|nadie|el_camion|los_obreros|las_obras|el_taladro|mi_hijo|mi_hija|los_ninos|el_movil|el_telefono", false},
	// Another person wanting to die ("il mio collega mi ha detto che vuole
	// uccidersi", "meu colega me disse que quer se matar"), not working
	// oneself to death or dying of laughter.
	{CategorySelfHarm, 0.85, "vuole|voleva|vorrebbe|vogliono|volevano|pensa_di|pensava_di|minaccia_di|minacciava_di|ha_provato_a|ha_tentato_di|cerca_di|prova_a ~1 uccidersi|ammazzarsi|togliersi_la_vita|farla_finita|suicidarsi|buttarsi_giu|buttarsi_dal_ponte|buttarsi_sotto_un_treno|impiccarsi|tagliarsi_le_vene|morire !dal|dalla|di|per|a|in|con|col|dalle|._dal|._di|lavorando|studiando|dal_ridere|di_lavoro|di_studio|di_fatica|di_noia|di_vergogna|di_risate|di_caldo|di_freddo|prima|presto|giovane|vecchio|vecchia|sul|sulla|nel|nella|al|alla", false},
	{CategorySelfHarm, 0.85, "quer|queria|quis|pensa_em|pensando_em|pensava_em|tentou|tenta|tentando|ameaca|ameacou|ameacava|falou_em|fala_em|falando_em ~1 se_matar|se_suicidar|tirar_a_propria_vida|acabar_com_a_propria_vida|se_enforcar|se_jogar_da_ponte|se_jogar_na_frente|cortar_os_pulsos|dar_fim_a_vida !de|do|da|no|na|com|por|pra|para|estudando|trabalhando|correndo|treinando|rindo|de_rir|de_vergonha|de_tedio|de_calor|de_frio|de_fome|de_estudar|de_trabalhar|antes|cedo|jovem|velho|velha|em|nos|nas|._de|logo|hoje_de|amanha_de", false},
	// Giving up on life, not deserving to live, better off not waking up
	// ("i feel like giving up on life", "i don't deserve to live", "i'd be
	// better off not waking up"), not life admin or a mouldy flat.
	{CategorySelfHarm, 0.85, "giving_up_on_life|give_up_on_life|given_up_on_life|gave_up_on_life|giving_up_on_living|given_up_on_living|gave_up_on_living|given_up_on_being_alive|give_up_on_living|giving_up_on_being_alive !in|at|here|there|as_a|on_campus|in_halls|outside|outside_of_work|outside_work|after|beyond|._lol|lol|haha|balance|admin|skills|coaching|insurance|in_the|lessons|drawing|hacks|goals|plans|planning|for|before|during|at_work|at_uni|._haha", false},
	{CategorySelfHarm, 0.85, "don't_deserve_to_live|dont_deserve_to_live|do_not_deserve_to_live|don't_deserve_to_be_alive|dont_deserve_to_be_alive|do_not_deserve_to_be_alive|don't_deserve_to_exist|dont_deserve_to_exist|do_not_deserve_to_exist|don't_deserve_life|dont_deserve_life|should_never_have_been_born|shouldn't_have_been_born|shouldnt_have_been_born|should_not_have_been_born|better_off_not_waking_up|better_off_not_existing|better_off_not_being_alive|better_off_never_born|better_off_never_having_been_born !in|here|there|like_this|with|on|at|near|in_this|in_a|as_a|by|before|from|for|early|home|late|on_time|till|until", false},
	// Joining a dead parent ("he died last year and i want to join him"),
	// not in a charity run.
	{CategorySelfHarm, 0.85, "died|passed_away|passed|killed_himself|killed_herself|dead|funeral|grave ~8 ?. ~8 want_to_join_him|want_to_join_her|want_to_join_them|wanna_join_him|wanna_join_her|want_to_be_with_him_again|want_to_be_with_her_again|want_to_be_with_them_again|join_him_soon|join_her_soon|join_them_soon|be_with_him_soon|be_with_her_soon|be_with_them_soon|see_him_again_soon|see_her_again_soon|wish_i_could_join_him|wish_i_could_join_her|wish_i_had_gone_with_him|wish_i_had_gone_with_her|wish_i'd_gone_with_him|wish_i'd_gone_with_her !in|at|on|for|with|._in|._at|by|doing|running|walking|at_the|in_the|on_the", false},
	// Painless ways looked at ("i've been looking at ways to make it
	// painless"), not for patients.
	{CategorySelfHarm, 0.85, "looking_at|looked_at|researching|researched|reading_about|read_about|searching_for|searched_for|googling|googled|found|finding|look_up|looking_up|looked_up ~1 ways_to|a_way_to|how_to|the_best_way_to|the_easiest_way_to ~1 make_it_painless|make_it_quick_and_painless|do_it_painlessly|die_painlessly|end_it_painlessly|go_painlessly|end_it_quickly|do_it_without_pain|die_without_pain|die_quickly|end_it_all_painlessly|go_quietly|die_in_my_sleep|not_wake_up !for|when|during|in|at|with|on|._for|._when", false},
	// The last Christmas or birthday hoped for ("i hope this is my last
	// christmas"), not the last one in retail.
	{CategorySelfHarm, 0.85, "hope_this_is_my_last_christmas|hope_this_is_my_last_birthday|hope_it's_my_last_birthday|hope_its_my_last_birthday|hope_this_is_my_last_year|hope_this_year_is_my_last|hope_this_christmas_is_my_last|hope_this_birthday_is_my_last|my_last_christmas_alive|my_last_birthday_alive|last_christmas_i'll_ever_see|last_birthday_i'll_ever_see|last_christmas_i'll_ever_have|last_birthday_i'll_ever_have|last_christmas_i_will_ever_see|last_birthday_i_will_ever_see|hope_it's_my_last_christmas|hope_its_my_last_christmas !working|at|in|here|there|on|with_this|with_the|at_this|in_this|as|alone|single|shift|stuck|without|before|of_working|at_work|in_the|on_the|._working|._at|._before|away|abroad|apart|doing|spent|spending|with|for|in_retail|as_a", false},
	// Practising knots or buying packs of painkillers for later ("i've
	// been practising tying knots for when i'm ready", "i … bought three
	// packs of paracetamol for later"), not for sailing or a first-aid box.
	{CategorySelfHarm, 0.85, "practising|practicing|practised|practiced|learning|learnt|learned ~1 tying_knots|to_tie_knots|how_to_tie_knots|tying_a_noose|to_tie_a_noose|a_noose|the_knot|knots ~2 for_when_i'm_ready|for_when_im_ready|for_when_i_decide|for_when_it's_time|for_when_its_time|for_later|for_the_day|for_when_i_need_it !to|for|._to|._for", false},
	{CategorySelfHarm, 0.85, "bought|buying|got|picked_up|collected|stocked_up_on|buy|buying_up|bought_up ~2 packs_of_paracetamol|boxes_of_paracetamol|packets_of_paracetamol|packs_of_pills|packets_of_pills|boxes_of_pills|packs_of_painkillers|packets_of_painkillers|boxes_of_painkillers|packs_of_sleeping_pills|packets_of_sleeping_pills|boxes_of_sleeping_pills|packs_of_ibuprofen|boxes_of_ibuprofen|packets_of_ibuprofen ~2 for_later|for_when_i'm_ready|for_when_im_ready|and_hid_them|to_have_enough|so_i_have_enough|so_that_i_have_enough|for_when_i_need_them|for_when_it_gets_too_much|from_different_shops|from_different_pharmacies|in_different_shops|at_different_shops|at_different_pharmacies|from_different_chemists|at_different_chemists|so_nobody_would_notice|so_no_one_would_notice|so_nobody_notices|so_no_one_notices", false},
	// Waiting for the moment to end it, sleeping and not coming back ("i
	// want to go to sleep for a very long time and not come back"), not a
	// flight.
	{CategorySelfHarm, 0.85, "waiting_for_the_right_moment_to_end_it|waiting_for_the_right_time_to_end_it|waiting_for_the_right_day_to_end_it|waiting_for_the_right_moment_to_go_through_with_it|waiting_for_the_right_time_to_go_through_with_it|waiting_for_the_right_moment_to_end_my_life|waiting_for_the_right_time_to_end_my_life|waiting_for_the_right_moment_to_kill_myself", false},
	{CategorySelfHarm, 0.85, "sleep|fall_asleep|go_to_sleep|drift_off|close_my_eyes|closing_my_eyes ~6 and_not_come_back|and_never_come_back|and_not_wake_up|and_never_wake_up|and_not_wake_up_again|and_never_wake_up_again|and_just_not_wake_up|and_stay_there_forever|and_never_open_them_again|and_not_open_them_again|and_never_have_to_wake_up|and_not_have_to_wake_up !until|till|til|before|for|in|on|at|during|when|after|early|late|on_time|because|so|._until|._till|._lol|lol|haha", false},
	// The when and the how ("i've got it all figured out, the when and the
	// how"), not of a launch.
	{CategorySelfHarm, 0.85, "figured_out|figured_it_all_out|worked_it_all_out|planned_it_all_out|got_it_all_planned|all_figured_out|all_worked_out|all_planned ?. ~3 the_when_and_the_how|the_how_and_the_when|the_where_and_the_how|the_how_and_the_where|when_and_how|how_and_when|the_date_and_the_method|the_method_and_the_date|the_place_and_the_time|the_time_and_the_place !of|for|to|._of|._for|we|i'll|i_will|it|this|that|the|._we|._it|._this|._the", false},
	// Not imagining living years more ("i can't imagine living another
	// ten years"), not in a flat.
	{CategorySelfHarm, 0.85, "can't_imagine_living|cant_imagine_living|cannot_imagine_living|can't_imagine_being_alive|cant_imagine_being_alive|cannot_imagine_being_alive|can't_see_myself_living|cant_see_myself_living|cannot_see_myself_living|can't_picture_myself_living|cant_picture_myself_living ~1 another|much_longer|to|past|beyond|until|till|into|for_another ~3 years|year|decade|months|birthday|christmas|summer|30|thirty|40|forty|25|my_twenties|my_thirties|old_age|next_year|adulthood !in|at|here|there|with|on|like_this_in|without|under|near|in_this|in_the|doing|working|as|abroad|alone|together|._in|._at|._here|._with", false},
	// The writer a cutter who misses it or copes by it ("i'm a cutter and
	// nobody knows", "i miss cutting", "cutting is the only thing that
	// helps me cope"), not at a factory or a salon.
	{CategorySelfHarm, 0.85, "i'm_a_cutter|im_a_cutter|i_am_a_cutter|i_was_a_cutter|i'm_a_self_harmer|im_a_self_harmer|i_am_a_self_harmer !in|at|for|on|with|of|._in|and_editor|operator|machine|by_trade|by_profession|._at|._in_a|._in_the|in_a|in_the|at_a|at_the", false},
	{CategorySelfHarm, 0.85, "=i|i_really|i_still|sometimes_i|honestly_i|i_kind_of|i_kinda miss_cutting|miss_the_blade|miss_hurting_myself|miss_self_harming|miss_self_harm|miss_the_cutting|miss_burning_myself|miss_the_razor|miss_cutting_myself !hair|the|paper|fabric|wood|in|at|for|with|shapes|out|vegetables|coupons|class|lessons|people's|peoples|hedges|grass|lawns|trees|film|films|videos|video|my|our|at_the|in_the|for_the|._hair|of|on|from|that|which|i_had|of_my|of_the|skating|skates|ice|hockey|burn|bumps|rash|shave|shaves", false},
	{CategorySelfHarm, 0.85, "cutting|cutting_myself|self_harm|self-harm|selfharm|hurting_myself|burning_myself|the_pain|the_blade|the_cuts|starving_myself is|has_been|was|are ~1 the_only_thing|the_only_way|my_only_way|my_only_coping_mechanism|the_only_coping_mechanism|how_i_cope ~3 helps|keeping_me_going|keeping_me_alive|gets_me_through|stops_me|makes_me_feel|calms_me|that_works|helps_me_cope|helping_me_cope|keeps_me_going|keeps_me_sane|to_cope|i_can_cope|i_cope|to_feel|to_calm_down|works|that_helps", false},
	// Jumping before a car or a train and surviving ("i jumped in front of
	// a car last year but survived"), not to save a dog.
	{CategorySelfHarm, 0.85, "jumped|stepped|walked|threw_myself|ran ~1 in_front_of|into ~1 a_car|a_bus|a_train|a_lorry|a_truck|the_car|the_bus|the_train|traffic|the_traffic|a_van ~3 but_survived|and_survived|but_it_didn't_work|but_it_didnt_work|to_end_it|to_die|hoping_to_die|on_purpose|deliberately|to_kill_myself|but_i_survived|and_i_survived|but_the_driver_stopped|but_it_stopped_in_time|but_they_stopped_in_time|and_woke_up_in_hospital", false},
	// Death and how to make it happen ("i've been thinking a lot about
	// death and how to make it happen").
	{CategorySelfHarm, 0.85, "death|dying|my_death|suicide|ending_it|ending_my_life|killing_myself|my_own_death ~2 and_how_to_make_it_happen|and_how_to_do_it|and_how_i_would_do_it|and_how_i'd_do_it|and_how_to_go_about_it|and_how_it_would_happen|and_how_i_could_do_it|and_how_i_could_make_it_happen|and_when_to_do_it", false},
	// A last message drafted ("i've got my last message drafted"), not a
	// letter to a committee.
	{CategorySelfHarm, 0.85, "my_last_message|my_final_message|my_last_letter|my_final_letter|my_last_words|my_final_words|my_goodbye|my_goodbyes|my_last_note|my_final_note|my_last_post|my_final_post ~1 drafted|written|ready|saved|scheduled|typed_up|prepared|done|sorted|planned|set_up !for|to|._for|to_the|at|in|on|by|before|._to|with|._with", false},
	// Out of the picture ("everyone would be happier if i just wasn't in
	// the picture", "everything would be solved if i wasn't here"), not at
	// a meeting.
	{CategorySelfHarm, 0.85, "happier|better|easier|simpler|solved|fine|relieved|better_off|lighter|calmer|okay|ok ~3 if_i ?just|simply wasn't_in_the_picture|wasnt_in_the_picture|weren't_in_the_picture|was_out_of_the_picture|were_out_of_the_picture|wasn't_here|wasnt_here|weren't_here|was_not_here|wasn't_alive|wasnt_alive|were_not_here|wasn't_around|wasnt_around|weren't_around|didn't_exist|didnt_exist|wasn't_around_anymore|wasnt_around_anymore|was_gone_for_good|were_gone_for_good !on|at|in|for|during|today|tomorrow|this|next|every|when|until|till|to|with|anymore_at|from|as|._on|._at|._for|._during|._when|on_mondays|at_meetings|at_work|in_the|in_this|at_the|so_often|so_much|as_often|as_much|all_the_time|._said_no|said_no|._said|._lol|lol|haha|._haha|._jk|jk|._joking|joking|xd|._xd|in_the_photo|in_the_group_photo|in_the_photos|in_photos", false},
	// Removing oneself for good ("i'm going to remove myself from
	// everyone's life for good", "removing myself is the solution",
	// "i want to take myself out of the equation permanently"), not from a
	// project or a chat.
	{CategorySelfHarm, 0.85, "remove|removing|removed|take|taking ~1 myself ~1 from_the_world|from_this_world|from_existence|from_the_planet|from_this_earth|off_this_earth|off_the_planet|out_of_this_world|from_everyone's_lives_for_good|from_everyone's_life_for_good|from_everyones_life_for_good|out_of_everyone's_life_for_good|out_of_everyones_life_for_good|out_of_the_equation_permanently|out_of_the_equation_for_good|out_of_the_picture_permanently|out_of_the_picture_for_good|out_of_the_equation_forever|out_of_the_picture_forever|out_of_existence", false},
	{CategorySelfHarm, 0.85, "remove|removing|take|taking ~1 myself ~1 from_everyone's_life|from_everyones_life|from_everyone's_lives|out_of_everyone's_life|out_of_everyones_life ~1 for_good|permanently|forever|for_ever|once_and_for_all", false},
	{CategorySelfHarm, 0.85, "removing_myself_is_the_solution|removing_myself_is_the_answer|me_gone_is_the_solution|me_being_gone_is_the_solution|the_solution_is_me_gone|the_solution_is_to_remove_myself|me_not_existing_is_the_solution|me_dying_is_the_solution|the_answer_is_me_gone|removing_myself_would_solve|me_being_dead_would_solve|me_being_gone_would_solve|me_not_being_here_would_solve", false},
	// Not needed, taking up space ("the world doesn't need me", "i'm just
	// taking up space"), not an essay or boxes.
	{CategorySelfHarm, 0.85, "the_world_doesn't_need_me|the_world_doesnt_need_me|the_world_does_not_need_me|nobody_needs_me_alive|no_one_needs_me_alive|the_world_would_be_fine_without_me|the_world_has_no_use_for_me|the_world_is_better_without_me !to|for|in|at|as|._to|on|here|there|anymore_at|at_work|in_this|._at|._in", false},
	{CategorySelfHarm, 0.85, "=i'm|im|i_am|i'm_just|im_just|i_am_just|just|i_feel_like_i'm|i_feel_like_im|i'm_only|im_only|i'm_literally|im_literally|i_am_only|all_i_do_is taking_up_space|wasting_space|taking_up_oxygen|wasting_oxygen|wasting_air|taking_up_air|using_up_oxygen|using_up_air !in|on|at|with|for|in_the|on_the|at_the|until|till|while|during|here|there|in_this|._in|._on|._at|._in_the_office|on_my|in_my|at_my|._lol|lol|haha|._haha|doing|watching|playing|reading|studying|sitting|by|from", false},
	// The body to catch up ("it's like i'm already gone, i'm just waiting
	// for my body to catch up").
	{CategorySelfHarm, 0.85, "waiting_for_my_body_to_catch_up|for_my_body_to_catch_up|my_body_to_catch_up_with_me|want_my_body_to_match|my_body_to_match_how_i_feel|dead_inside_and_i_want_my_body|already_dead_inside_and_just_waiting|already_dead_just_waiting|already_gone_just_waiting !on|with_my|with_the|after|._lol|lol|haha|._haha|to_the_gym|at_the_gym|in_the_gym|after_the|after_my", false},
	// Ending everything, the urge to jump, the blade on the mind ("i'm
	// thinking of ending everything after the exams", "i feel the urge to
	// jump every time i'm on the balcony", "i can't stop thinking about
	// the blade"), not a relationship, a pool or a film.
	{CategorySelfHarm, 0.85, "thinking_of|thinking_about|thought_of|thought_about|considering|contemplating|think_about|dream_of|dreaming_of|dreaming_about ~1 ending_everything|ending_it_all|ending_myself|ending_my_existence|ending_my_own_life|ending_this_life|ending_my_life_after|ending_it_for_good|ending_things_for_good|ending_everything_for_good !with|on|for|at|in_the|between|in_my_relationship|in_our|with_my|with_him|with_her|with_them|._with|today_at|at_work|at_the|in_my_life|in_this_job|in_this|for_the|for_this", false},
	{CategorySelfHarm, 0.85, "urge_to_jump|urges_to_jump|the_urge_to_jump|pull_to_jump|urge_to_step_off|urge_to_throw_myself|urge_to_let_go|urge_to_step_in_front|urges_to_step_in_front|urge_to_step_out|urge_to_lean_over|urge_to_lean_forward|urge_to_jump_off|urge_to_jump_in_front !into|in|on|up|for|at|onto|over|around|out|._lol|lol|the_queue|on_the_bed|ship|ahead|the_line|with|for_joy|of|to|on_stage|on_the_bandwagon|at_the_chance|in_the_pool|into_the_pool|into_the_sea|into_the_lake|into_the_water|into_bed|up_and_down|with_joy|ship|._haha|haha", false},
	{CategorySelfHarm, 0.85, "can't_stop_thinking_about|cant_stop_thinking_about|cannot_stop_thinking_about|keep_thinking_about|always_thinking_about|all_i_think_about_is|thinking_about|obsessing_over|obsessing_about|fixated_on ~1 the_blade|the_razor|my_blade|my_razor|the_blades|my_blades|the_razor_blade|my_razor_blade|cutting_again|cutting_myself|cutting_myself_again|hurting_myself_again|the_pills_in_my_drawer|the_pills_in_my_bag|the_rope_in|the_noose !runner|runner_2049|movie|film|series|game|of_the|in_the|on_the|for|of|in|at|on|trilogy|films|movies|sequel|character|marvel|comics|comic|._lol|lol", false},
	// Thoughts of not wanting to be here, images of oneself dead or
	// hanging, drinking oneself to death, not wanting to keep living,
	// planning one's death ("i've had thoughts of not wanting to be here",
	// "i keep having images of myself hanging", "at night i lie awake
	// planning my death"), not hanging out, not a drama club's death scene.
	{CategorySelfHarm, 0.85, "thoughts_of|thoughts_about|thinking_of|thinking_about|thought_about|thought_of ~1 not_wanting_to_be_here|not_wanting_to_be_alive|not_wanting_to_live|not_being_here_anymore|not_existing|not_being_alive|not_waking_up|not_wanting_to_wake_up|not_wanting_to_exist|not_wanting_to_be_alive_anymore !at|in|at_work|in_this|anymore_at|on_this|in_the|at_the|on|for|next|early|late|on_time|today|tomorrow|tonight|during|when|before", false},
	{CategorySelfHarm, 0.85, "images_of_myself|pictures_of_myself|visions_of_myself|picturing_myself|imagining_myself|picture_myself|imagine_myself|keep_seeing_myself|see_myself ~1 hanging|dead|in_a_coffin|bleeding_out|drowning|on_the_tracks|hanging_from|lying_dead|at_my_own_funeral|in_my_coffin|with_a_noose !out|around|with|up|on|in|at|tired|serious|last|set|broke|center|centre|honest|._lol|lol|haha|about|together|as|from|off|onto|over|in_the_game|in_a_game|dead_tired", false},
	{CategorySelfHarm, 0.85, "drinking_myself_to_death|drink_myself_to_death|drank_myself_to_death|starving_myself_to_death|starve_myself_to_death|starved_myself_to_death !at|on|in|with|lol|._lol|haha|._haha|this_weekend|tonight|at_the|on_the|for|during|over|at_christmas|on_holiday|on_my_birthday", false},
	{CategorySelfHarm, 0.85, "don't_want_to_continue_living|dont_want_to_continue_living|don't_want_to_keep_living|dont_want_to_keep_living|don't_want_to_go_on_living|dont_want_to_go_on_living|don't_want_to_carry_on_living|dont_want_to_carry_on_living|do_not_want_to_continue_living|do_not_want_to_keep_living|do_not_want_to_go_on_living|dont_wanna_keep_living|don't_wanna_keep_living|don't_want_to_stay_alive|dont_want_to_stay_alive|do_not_want_to_stay_alive|don't_want_to_survive|dont_want_to_survive|don't_wanna_stay_alive|dont_wanna_stay_alive|don't_want_to_continue_to_live|dont_want_to_continue_to_live !in|at|here|there|like_this_in|with|on|near|under|in_this|in_the|as|paycheck|pay_cheque|the|this|another_winter_in|off|out|from|without|by|._in|._at|._here", false},
	{CategorySelfHarm, 0.85, "planning_my_death|planning_my_own_death|planned_my_death|planned_my_own_death|plan_my_death|plan_my_own_death|planning_my_exit_from_life|planning_how_to_die|planning_how_i'll_die|planning_how_i_will_die|planning_when_to_die|planning_how_i'm_going_to_die|plotting_my_death|plotting_my_own_death !scene|scenes|in|for_a_play|for_the_play|for_my_novel|for_my_story|for_drama|for_my_character|for_the_game|for_dnd|for_a_story|for_a_novel|for_the_novel|for_the_story|in_the|for_the|on_stage|in_the_game|in_game|character|characters|._lol|lol|haha|in_my_novel|in_my_story|story|novel|play|script|game|dnd|campaign", false},
	// Never to be seen again soon ("soon you won't have to see me
	// anymore"), not a transfer.
	{CategorySelfHarm, 0.85, "=soon|then|._soon|after_tonight|after_today|after_friday|after_that|and_then|forever you|everyone|you_all|you_guys|nobody|no_one|y'all|everybody|they ~1 won't_have_to_see_me|wont_have_to_see_me|won't_have_to_look_at_me|wont_have_to_look_at_me|won't_have_to_hear_from_me|wont_have_to_hear_from_me|will_never_see_me_again|won't_ever_see_me_again|wont_ever_see_me_again|will_never_have_to_see_me|will_never_hear_from_me_again|won't_see_me_again|wont_see_me_again|won't_see_me_anymore|wont_see_me_anymore ?anymore|any_more|again|ever_again !._i'm|._im|._i_am|._i've|._ive|because|as|since|when|at|in|on|after|._my|._i_start|._i_transfer|._new|._i_quit|._i_resigned|._i'll|._ill|._i_will|._we|._the|._off|._bye_bye|._moving|._transferring|._leaving|i'm|im|i|._i|until|till|._until|for|._for|around|here|there|at_work|in_class|in_the|at_the", false},
	// Hating being alive, regretting being born, no point in one being
	// alive ("i hate being alive", "i regret being born", "there's no point
	// in me being alive"), not in the heat or at 6am.
	{CategorySelfHarm, 0.85, "hate_being_alive|hate_existing|hate_that_i'm_alive|hate_that_im_alive|hate_that_i_exist|regret_being_born|regret_ever_being_born|wish_i_wasn't_born|wish_i_wasnt_born|wish_i_was_never_born|wish_i'd_never_been_born|wish_id_never_been_born|hate_that_i_woke_up|hate_waking_up_alive|disappointed_to_wake_up|disappointed_i_woke_up|sad_that_i_woke_up|upset_that_i_woke_up|angry_that_i_woke_up|disappointed_that_i_woke_up|hate_that_i'm_still_alive|hate_that_im_still_alive|hate_still_being_alive !in|at|on|here|there|in_this|with|as|when|so_early|early|before|at_6|at_5|for|._lol|lol|on_mondays|on_monday|in_the|during|this|today|again_at|in_time|on_time|late|haha|._haha|so_late|at_noon|at_midday", false},
	{CategorySelfHarm, 0.85, "no_point_in_me_being_alive|no_point_in_me_existing|no_point_me_being_alive|no_point_me_existing|no_point_in_me_living|no_reason_for_me_to_be_alive|no_reason_for_me_to_exist|no_reason_for_me_to_live|no_point_in_my_existing|no_point_to_me_being_alive|no_point_to_my_existence|no_point_in_my_existence !if|when|today|on|in|during|since|because|._if|._when|._the|until|till|without|unless|as|._since|._because|at_the|at_this|at_work|at_uni|at_school|at_6am|at_7am|at_8am|at_9am|at_6|at_7|at_8|at_9|at_meetings|at_the_meeting|at_that_time|at_that_hour|at_this_hour|here|there|in_the|on_the|for|before|after", false},
	// Stopping the pain by stopping living, wanting to stop breathing ("the
	// only way to stop the pain is to stop living", "i just want to stop
	// breathing"), not fumes or a back.
	{CategorySelfHarm, 0.85, "stop_the_pain|end_the_pain|make_the_pain_stop|stop_this_pain|end_this_pain|end_all_the_pain|stop_all_the_pain ~2 is ~1 to_stop_living|to_stop_breathing|to_stop_existing|to_die|to_end_my_life|to_end_it|to_kill_myself|to_not_exist|death|dying|to_end_it_all|to_go|to_disappear|suicide|to_not_be_here|not_being_here|not_existing", false},
	{CategorySelfHarm, 0.85, "want_to_stop_living|wanna_stop_living|want_to_stop_breathing|wanna_stop_breathing|want_to_stop_being_alive|wanna_stop_being_alive|i'd_like_to_stop_living|wish_i_could_stop_breathing|wish_i_could_stop_living|want_my_heart_to_stop|wish_my_heart_would_stop|want_to_stop_my_heart|wish_i_would_stop_breathing|hope_i_stop_breathing|hope_my_heart_stops !for|so|when|in|during|at|on|under|while|._lol|lol|haha|through|the_fumes|the_smoke|that|this|those|dust|fumes|smoke|in_the|because|._haha|near|around|with|from|loudly|heavily|like|as|after|before", false},
	// Staying alive exhausting, or only for someone ("it's exhausting
	// staying alive", "i'm only here because of my mum and i don't know
	// how long that will hold me"), not in a game or the job market.
	{CategorySelfHarm, 0.85, "exhausting_staying_alive|exhausting_being_alive|exhausted_from_staying_alive|tired_of_staying_alive|tired_of_trying_to_stay_alive|exhausting_to_stay_alive|so_hard_to_stay_alive|exhausting_to_keep_living|exhausting_trying_to_stay_alive|tired_of_fighting_to_stay_alive|tired_of_keeping_myself_alive|exhausting_keeping_myself_alive|so_tired_of_being_alive|exhausted_by_being_alive|exhausted_of_being_alive|exhausted_with_being_alive !in|on|at|out_there|in_this|financially|with|as_a|as_an|on_this|on_a|in_the|at_the|on_the|during|for|._in|._on|._at|until|till|while|when", false},
	{CategorySelfHarm, 0.85, "only_here_because_of|only_alive_because_of|only_still_here_because_of|still_alive_because_of|only_staying_alive_for|only_stay_alive_for|staying_alive_for|stay_alive_for|still_alive_for|only_here_for|only_still_here_for|still_here_for ~6 don't_know_how_long|dont_know_how_long|not_sure_how_long|how_long_that_will_hold_me|how_long_that_will_keep_me|how_long_that's_enough|how_long_thats_enough|won't_be_enough_much_longer|wont_be_enough_much_longer|might_not_be_enough|isn't_enough_anymore|isnt_enough_anymore|how_long_that_will_keep_me_here|how_long_that_will_keep_me_alive|how_long_i_can_hold_on|how_long_i_can_keep_going", false},
	{CategorySelfHarm, 0.85, "only_staying_alive_for|only_stay_alive_for|only_staying_alive_because|only_reason_i'm_staying_alive|only_reason_im_staying_alive|keeping_myself_alive_for|keep_myself_alive_for|staying_alive_for_my|stay_alive_for_my|staying_alive_for_them|staying_alive_for_her|staying_alive_for_him|only_alive_for_my|only_alive_for_them|still_alive_only_for !the|this|exam|exams|lol|._lol|finals|the_exams|the_deadline|until_friday|till_friday|until_the|till_the|deadline|deadlines|._haha|haha|my_exams|my_finals|my_deadline|my_deadlines|my_holiday|my_holidays|my_birthday|my_coffee|the_weekend|weekends|the_holidays|christmas|summer|pay_day|payday|coffee|caffeine|my_weekend|my_weekends", false},
	// Feeling like dying every day ("i feel like dying every single day"),
	// not at the gym.
	{CategorySelfHarm, 0.85, "feel_like_dying|felt_like_dying|feeling_like_dying|want_to_die|wanting_to_die|wanna_die ~1 every_day|every_single_day|all_the_time|every_night|most_days|constantly|every_morning|daily|nonstop|every_waking_moment|every_hour|day_and_night !at|in|on|lol|._lol|during|after|when|from|because|haha|._haha|of|at_the|in_the|at_work|in_class|in_lectures|in_meetings|at_practice|at_training|at_the_gym|on_the_bus|on_the_train|during_the|._at|._in", false},
	// Hating being alive ("ich hasse es, am Leben zu sein", "je déteste
	// être en vie", "odio estar viva", "odio essere viva", "odeio estar
	// viva"), not a city.
	{CategorySelfHarm, 0.85, "hasse_es|hasse ?. am_leben_zu_sein|dass_ich_lebe|dass_ich_noch_lebe|zu_existieren|dass_ich_existiere|dass_ich_noch_am_leben_bin|noch_am_leben_zu_sein|zu_leben|jeden_morgen_aufzuwachen|morgens_aufzuwachen !._wenn_montags|._wenn_der_wecker|._wenn_morgens_der_wecker|montags|am_montag|vor_dem_kaffee|ohne_kaffee|._ohne_kaffee|._vor_dem_kaffee|bei_dieser_hitze|._bei_dieser_hitze|um|um_sechs|um_funf|so_fruh|._um|fur_die_arbeit|fur_die_schule|fur_die_uni", false},
	{CategorySelfHarm, 0.85, "deteste|hais|horreur_d|horreur_de ~1 etre_en_vie|etre_vivant|etre_vivante|exister|vivre|etre_encore_en_vie|me_reveiller_chaque_matin !a|au|aux|en|dans|ici|la|chez|avec|sans|loin|pres|seul|seule|comme|sous|._a|._en|._dans|de|d|ensemble|la_bas", false},
	{CategorySelfHarm, 0.85, "odio ~1 estar_vivo|estar_viva|existir|vivir|seguir_vivo|seguir_viva|despertarme_cada_dia|seguir_con_vida|despertarme_cada_manana !en|a|con|aqui|asi_en|sin|de|lejos|cerca|solo|sola|bajo|._en|juntos|alli|en_esta|en_este|cuando_suena|._cuando_suena|cuando_suena_el_despertador|los_lunes|por_las_mananas|a_primera_hora|antes_del_cafe|sin_cafe|tan_temprano|con_este_calor|._con_este_calor|con_resaca|en_epoca_de_examenes", false},
	{CategorySelfHarm, 0.85, "odio ~1 essere_vivo|essere_viva|esistere|vivere|essere_ancora_vivo|essere_ancora_viva|svegliarmi_ogni_mattina|restare_in_vita !in|a|con|qui|cosi_in|senza|da|di|lontano|vicino|sola|solo|sotto|._in|insieme|li|la|alle|all|prima|presto|per|con_la_sveglia|alle_sei|alle_cinque|alle_sette", false},
	{CategorySelfHarm, 0.85, "odeio ~1 estar_vivo|estar_viva|existir|viver|continuar_vivo|continuar_viva|acordar_todo_dia|acordar_toda_manha|estar_ainda_viva|estar_ainda_vivo !em|no|na|a|com|aqui|assim_em|sem|de|longe|perto|sozinho|sozinha|sob|._em|juntos|ali|la|nessa|nesse|nesta|neste|as|cedo|para|pra|antes|com_o_despertador|de_madrugada", false},
	// Planning one's death ("ich plane schon meinen Tod", "je suis en train
	// de planifier ma mort", "estoy planeando mi muerte", "sto pianificando
	// la mia morte", "estou planejando a minha morte"), not on a stage or in
	// a game.
	{CategorySelfHarm, 0.85, "plane|planen|plante|geplant|vorbereite|bereite ~2 meinen_tod|meinen_eigenen_tod|meinen_selbstmord|meinen_suizid|mein_ende|meinen_abgang_aus_dem_leben !im|in|fur|als|._im|spiel|roman|theaterstuck|stuck|auf_der_buhne|vor", false},
	{CategorySelfHarm, 0.85, "planifier|planifie|planifiais|prepare|preparer|organise|organiser|prevois|prevoir ~1 ma_mort|mon_suicide|ma_propre_mort|ma_fin|mon_depart_de_ce_monde !dans|pour|au|en|._dans|sur_scene|au_theatre|sur|a|de|d", false},
	{CategorySelfHarm, 0.85, "planeando|planear|planeo|planee|preparando|organizando|preparo|organizo ~1 mi_muerte|mi_suicidio|mi_propia_muerte|mi_final|mi_despedida_de_este_mundo !en|para|del|de_la|._en|de|sobre|a", false},
	{CategorySelfHarm, 0.85, "pianificando|pianificare|pianifico|preparando|organizzando|progettando|preparo|organizzo|progetto ~1 la_mia_morte|il_mio_suicidio|la_mia_fine|la_mia_uscita_di_scena_dalla_vita !in|nel|nella|per|._in|sul_palco|a|di|del|della|sul|sulla|settimana|settimane|del_contratto|del_mese|anno|d_anno|dell_anno|di_carriera|della_carriera|del_corso|dello_stage|del_semestre|del_tirocinio|al_mare", false},
	{CategorySelfHarm, 0.85, "planejando|planejar|planejo|planejei|preparando|organizando|preparo|organizo ~2 a_minha_morte|minha_morte|o_meu_suicidio|meu_suicidio|minha_propria_morte|a_minha_propria_morte|o_meu_fim|meu_fim !no|na|em|para|pra|._no|._na|de|do|da|sobre|a|ao", false},
	// The urge to jump from a height ("jedes Mal auf dem Balkon spüre ich
	// den Drang zu springen", "toda vez que estou na varanda sinto vontade
	// de pular"), not into water.
	{CategorySelfHarm, 0.85, "balkon|brucke|dach|fenster|gleisen|gleise|bahnsteig|hochhaus|klippe|dachterrasse|parkhaus ~8 drang|lust|bedurfnis|versuchung|zwang|impuls ~1 zu_springen|runterzuspringen|hinunterzuspringen|mich_fallen_zu_lassen|mich_runterzusturzen|mich_hinunterzusturzen|hinunterzusturzen", false},
	{CategorySelfHarm, 0.85, "varanda|ponte|telhado|janela|trilhos|plataforma|predio|terraco|sacada|viaduto|penhasco ~8 vontade_de|impulso_de|desejo_de|tentacao_de ~1 pular|me_jogar|saltar|me_atirar|me_deixar_cair !na_piscina|no_mar|na_agua|de_alegria|no_rio_pra_nadar|na_cama|no_sofa|de_paraquedas|com_paraquedas", false},
	// Wanting to stop existing ("ich will einfach aufhören zu existieren",
	// "voglio solo smettere di esistere").
	{CategorySelfHarm, 0.85, "will|mochte|wurde_gern|wurde_am_liebsten|wunschte ~2 aufhoren_zu_existieren|aufhoren_zu_leben|nicht_mehr_existieren|nicht_mehr_leben|einfach_nicht_mehr_da_sein|nicht_mehr_am_leben_sein|nicht_mehr_aufwachen !in|im|hier|dort|bei|mit|so_in|._in|._hier|an|am|unter|._wenn_der_chef|._wenn_die_chefin|._wenn_der_lehrer|._wenn_die_lehrerin|._wenn_mein_chef|._wenn_meine_chefin|._wenn_die_kunden|._wenn_der_kunde|._wenn_das_meeting|._wenn_die_besprechung|._wenn_der_zug|._wenn_die_prufung|wenn_der_chef|wenn_die_chefin|._wenn_die_kollegen|._wenn_der_kollege|._wenn_meine_eltern|._wenn_die_schwiegereltern", false},
	{CategorySelfHarm, 0.85, "voglio|vorrei|vorrei_solo|voglio_solo|desidero|vorrei_tanto ~1 smettere_di_esistere|smettere_di_vivere|non_esistere_piu|non_vivere_piu|non_svegliarmi_piu|sparire_per_sempre|scomparire_per_sempre !in|a|qui|con|cosi_in|._in|da|di|lontano|vicino|._qui", false},
	// Living only for a pet or a person ("ich lebe nur noch wegen meiner
	// Katze", "je ne vis plus que pour mon chat", "solo sigo viva por mi
	// gato", "resto viva solo per il mio gatto", "só continuo viva por causa
	// do meu gato"), not for the weekend.
	{CategorySelfHarm, 0.85, "lebe_nur_noch_wegen|nur_noch_am_leben_wegen|bin_nur_noch_am_leben_wegen|lebe_nur_noch_fur_meine_katze|lebe_nur_noch_fur_meinen_hund|lebe_nur_noch_fur_meine_kinder|lebe_nur_noch_fur_meine_mutter|lebe_nur_noch_fur_meine_eltern|bin_nur_noch_wegen_meiner_katze_am_leben|nur_noch_wegen_meiner_katze_am_leben|nur_noch_wegen_meines_hundes_am_leben !des_wochenendes|der_arbeit|dem_job|meiner_arbeit|meines_jobs|des_urlaubs|der_ferien|dem_kaffee|des_kaffees|der_musik|des_fussballs", false},
	{CategorySelfHarm, 0.85, "ne_vis_plus_que_pour|je_ne_vis_plus_que_pour|ne_reste_en_vie_que_pour|ne_suis_encore_en_vie_que_pour|ne_suis_en_vie_que_pour|en_vie_seulement_pour|en_vie_uniquement_pour|reste_en_vie_seulement_pour|reste_en_vie_uniquement_pour|ne_reste_en_vie_qu_a_cause_de|suis_encore_en_vie_a_cause_de !le_week|le_weekend|les_vacances|le_vendredi|les_weekends|mon_travail|le_travail|les_soldes|le_cafe|la_musique|le_foot|les_concerts|les_voyages|le|la|les|l|week|weekend|ca|cela", false},
	{CategorySelfHarm, 0.85, "solo_sigo_viva_por|solo_sigo_vivo_por|sigo_viva_solo_por|sigo_vivo_solo_por|solo_estoy_viva_por|solo_estoy_vivo_por|sigo_con_vida_solo_por|solo_sigo_con_vida_por|sigo_viva_por_mi|sigo_vivo_por_mi|solo_sigo_aqui_por_mi !el_fin_de_semana|los_findes|las_vacaciones|el_cafe|el_viernes|el_trabajo|mi_trabajo|la_musica|el_futbol|el|la|los|las|fin|finde", false},
	{CategorySelfHarm, 0.85, "resto_viva_solo_per|resto_vivo_solo_per|sono_ancora_viva_solo_per|sono_ancora_vivo_solo_per|resto_in_vita_solo_per|sono_viva_solo_per|sono_vivo_solo_per|resto_viva_per|resto_vivo_per|resto_in_vita_per|sono_ancora_in_vita_solo_per !il_weekend|il_fine_settimana|le_vacanze|il_caffe|il_venerdi|il_lavoro|il_mio_lavoro|la_musica|il_calcio|la_pizza|weekend|il_fine|il_sabato|la_domenica|le_ferie|il_cibo|il_gelato|lo_sport|la_palestra", false},
	{CategorySelfHarm, 0.85, "so_continuo_viva_por|so_continuo_vivo_por|continuo_viva_so_por|continuo_vivo_so_por|so_estou_viva_por|so_estou_vivo_por|so_sigo_viva_por|so_sigo_vivo_por|so_continuo_aqui_por_causa_do_meu|so_continuo_aqui_por_causa_da_minha|so_estou_viva_ainda_por|so_estou_vivo_ainda_por !causa_do_futebol|causa_do_cafe|o_fim_de_semana|as_ferias|o_cafe|o_futebol|a_musica|o_trabalho|meu_trabalho|causa_das_ferias|causa_do_fim_de_semana|causa_do_trabalho|causa_do_emprego", false},
	// Another person who no longer wants to live ("mi amiga dice que ya no
	// quiere vivir").
	{CategorySelfHarm, 0.85, "ya_no_quiere_vivir|no_quiere_vivir_mas|ya_no_quiere_seguir_viviendo|no_quiere_seguir_viva|no_quiere_seguir_vivo|no_quiere_seguir_viviendo|ya_no_quiero_vivir|no_quiero_vivir_mas|ya_no_quiero_seguir_viviendo|no_quiero_seguir_viva|no_quiero_seguir_vivo|ya_no_quiere_estar_viva|ya_no_quiere_estar_vivo|ya_no_quiero_estar_viva|ya_no_quiero_estar_vivo !en|con|aqui|alli|asi_en|sola|solo|cerca|lejos|de|del|._en|junto|juntos|bajo", false},
	// Rather dead than go on like this ("preferirei essere morta che
	// continuare così", "preferia estar morta a continuar assim").
	{CategorySelfHarm, 0.85, "preferirei|preferisco|meglio ~1 essere_morta|essere_morto|morire|morta|morto ~1 che|piuttosto_che|anziche ~1 continuare_cosi|andare_avanti_cosi|vivere_cosi|continuare_a_vivere|vivere_cosi_ancora|continuare_cosi_ancora|vivere_ancora|andare_avanti", false},
	{CategorySelfHarm, 0.85, "preferia|prefiro|preferiria ~1 estar_morta|estar_morto|morrer|ser_morta|ser_morto ~1 a|do_que|que ~1 continuar_assim|viver_assim|seguir_assim|continuar_vivendo_assim|continuar_vivendo|continuar_a_viver|seguir_vivendo|viver_mais", false},
	// At peace with the decision ("i've made peace with my decision to end
	// it", "i feel calm now that i know how it ends for me"), not with
	// leaving a job or changing course.
	{CategorySelfHarm, 0.85, "made_peace_with|at_peace_with|made_my_peace_with|calm_about|calm_with ~2 decision|choice ~1 to_end_it|to_end_my_life|to_die|to_go_through_with_it|to_kill_myself|to_end_it_all|to_end_things|to_take_my_life|to_not_be_here|to_not_be_here_anymore|to_leave_this_world|to_stop_existing !with|between|early|at|on|in|for|before|after|now_and|._with|._between|by|over", false},
	{CategorySelfHarm, 0.85, "at_peace_now_that_i've_decided|at_peace_now_that_ive_decided|at_peace_now_that_i_have_decided|made_peace_with_dying|at_peace_with_dying|made_peace_with_the_idea_of_dying|made_my_peace_with_dying|calm_now_that_i've_decided|calm_now_that_ive_decided|know_how_it_ends_for_me|calm_now_that_i_know_how_it_ends !to|on|._to|._a|._with|in|at|with|._it's|._its|._probably|._the|._just|._i'll_fail|._i'm_failing|._failing|._a_2|._a_third|in_this|at_this|here|there|about|what|which|where|whether|if|._i'm_changing|._i'm_leaving|._i'm_quitting|._i'm_moving|._i'm_switching|._i'm_dropping", false},
	// A room sealed with charcoal ("i took the batteries out of the smoke
	// alarm and bought charcoal"), not a barbecue.
	{CategorySelfHarm, 0.85, "=i|i've|ive|and_i|._i|i_have|i_just|i_already smoke_alarm|smoke_detector|batteries_out_of_the_smoke_alarm|the_windows|the_door|the_vents|sealed_the_room|taped_the_door|taped_up_the_door|sealed_the_windows|took_the_batteries_out ~6 charcoal|a_bag_of_charcoal|the_charcoal|disposable_barbecue|a_disposable_bbq !for_the_bbq|for_a_bbq|for_the_barbecue|for_a_barbecue|bbq|barbecue|grill|for_the_grill|for_the_garden|for_cooking|for_the_party|for_our|for_the_picnic|for_drawing|for_art|for_the_art|sticks|pencils", false},
	// Hopelessness whose harmless reading is common ("i can't do this much
	// longer", "i just want everything to be over"): a weak sign only.
	{CategorySelfHarm, 0.7, "can't_do_this|cant_do_this|cannot_do_this|can't_keep_doing_this|cant_keep_doing_this|can't_keep_going|cant_keep_going|can't_hold_on|cant_hold_on|can't_take_this|cant_take_this ~1 much|for_much|any|a_lot ~1 longer !without|with|at|in|on|if|unless|because|the|this|working|studying|._the|._this|._my_back|._my_chair|._the_noise|._the_workload", false},
	{CategorySelfHarm, 0.7, "just_want|want|wish|need|just_need|needed ~1 everything|it_all|all_of_this|all_of_it ~1 to_be_over|to_end|to_finally_end|to_be_done|to_finally_be_over !so|and|before|by|after|already|soon|with|for|this|now_so|on|at|in|._so|._then|._and|._i_can|._we|._then_i|._so_i", false},
	// German self-harm as students and employees write it in anonymous
	// feedback: a passive wish ("am liebsten wäre ich tot", "alle wären
	// ohne mich besser dran", "ich bin nur eine Last"), an end to
	// everything ("ich will, dass alles aufhört", "keinen Ausweg mehr"),
	// harm done to oneself ("mir etwas antun", "ich habe mich wieder
	// geritzt", "ich will mir wehtun"), means and places ("von der Brücke
	// springen", "mich vor einen Zug legen", "die Klinge liegt bereit"),
	// and chat spellings ("ich will nich mehr leben", "bring mich bald
	// um", "waer", "bruecke"); not a wish to stay in bed or on a beach,
	// a project that needed the writer, a cut in the kitchen or a name
	// carved in a bench.
	{CategorySelfHarm, 0.9, "am_liebsten ware|war|waer|waere ich ?einfach|gar|schon ~1 tot|nicht_mehr_da|nicht_mehr_am_leben|nie_geboren|fur_immer_weg|weg_fur_immer|nicht_mehr_hier !._sondern|sondern|auf_mallorca|am_meer|am_strand|im_urlaub|in_urlaub|auf_einer_insel|in_der_karibik|auf_hawaii|im_bett|zu_hause|in_den_bergen|im_ausland|in_australien|in_italien|in_spanien|nach_mallorca|in_die_berge|ans_meer|in_den_urlaub", false},
	{CategorySelfHarm, 0.85, "ware|waren|waere|waeren|ginge|ginge_es|ginge_es_allen|ginge_es_jedem|ware_es|waere_es ~2 ohne_mich ?viel|so|einfach besser_dran|besser|glucklicher|gluecklicher !beim|bei_der|im_quiz|im_chor|beim_singen|beim_quiz|beim_sport|im_team_beim", false},
	{CategorySelfHarm, 0.85, "ich_bin|bin_ich|ich_falle|falle_ich ~3 nur|nur_noch ?eine|ne|einer last|belastung|zur_last !fur_das_team|fur_das_projekt|fur_die_gruppe|fur_die_firma|fur_die_abteilung|fur_meinen_rucken|fur_meinen_ruecken|fur_den_rucken|mit_meinen|mit_meiner|mit_meinem|wegen_meiner|wegen_meines|im_team|beim_umzug|._seit_ich|seit_ich", false},
	{CategorySelfHarm, 0.85, "will|mochte|moechte|wunsche_mir|wuensche_mir ?nur|einfach|nur_noch ?. dass alles ?endlich|einfach|nur ?fur_immer aufhort|aufhoert|vorbei_ist !zu|mit", false},
	{CategorySelfHarm, 0.85, "will|mochte|moechte ?nur|einfach ?. dass es ?endlich|einfach fur_immer aufhort|aufhoert|vorbei_ist", false},
	{CategorySelfHarm, 0.85, "sehe|seh|gibt|finde ~1 keinen_ausweg_mehr|keinen_anderen_ausweg|keinen_ausweg_ausser|keinen_ausweg_ausser_dem_tod !aus|als|fur|im|in|beim|bei", false},
	{CategorySelfHarm, 0.9, "^wenn|falls mir|sich ~2 was|etwas|ewas|irgendwas ~1 antun|anzutun|antue|antut|antu", false},
	{CategorySelfHarm, 0.9, "tu|tue|tut|tun ~1 mir|sich ~2 was|etwas|irgendwas an", false},
	{CategorySelfHarm, 0.9, "will|mochte|moechte|kann|mag nich_mehr|nimmer|nimma|net_mehr|nich_mehr leben|weiterleben|lebn", false},
	{CategorySelfHarm, 0.9, "=.|ich|und|sonst|bald bring|bringe|bring_ich|bringe_ich mich ?bald|noch|heute|gleich|irgendwann|demnachst|echt|wirklich|jetzt|wohl|einfach um " + deNotAfterUm + "|vor", false},
	{CategorySelfHarm, 0.9, "will|mochte|moechte|wurde_gern|wurde_lieber|wuerde_gern|wuerde_lieber einfach|eigentlich|echt|wirklich ?nur ?noch sterben|tot_sein !vor|an|fur|in|beim", false},
	{CategorySelfHarm, 0.9, "keine_lust|keine_kraft|keinen_bock|keinen_willen|keine_energie|keinen_grund ?mehr zu_leben|zum_leben|weiterzuleben|am_leben_zu_bleiben !nach_dem|nach_der|nach_einem|nach_einer|nach_diesem|ohne_sommerferien|ohne_ferien|ohne_urlaub|ohne_kaffee|jaja|haha", false},
	{CategorySelfHarm, 0.85, "ich_ware|ich_war|ich_waer|ich_waere ?besser|lieber|doch|einfach nie|niemals|gar_nicht_erst geboren|auf_der_welt !in_der_steinzeit|im_mittelalter|in_der_antike|in_der_zukunft|im_jahr|in_diesem_jahrhundert|in_dieser_zeit|in_den_achtzigern", false},
	{CategorySelfHarm, 0.85, "wenn_ich_tot|wenn_ich_nicht_mehr_da|wenn_ich_weg|wenn_ich_nicht_mehr_am_leben ware|waere|war ?. ~3 niemand|keiner|keinem|keinen|niemandem", false},
	{CategorySelfHarm, 0.85, "kann_nicht_mehr|halte_es_nicht_mehr_aus|halt_es_nicht_mehr_aus ?. ~2 will|mochte|moechte ?. dass es|alles ?endlich|einfach|nur aufhort|aufhoert|vorbei_ist", false},
	{CategorySelfHarm, 0.9, "am_liebsten ware|war|waer|waere ich ?einfach ~1 weg ?. fur_immer|fuer_immer !auf_mallorca|am_meer|am_strand|im_urlaub|in_urlaub|auf_einer_insel|in_der_karibik|auf_hawaii|im_bett|zu_hause|in_den_bergen|im_ausland|in_australien|in_italien|in_spanien|nach_mallorca|in_die_berge|ans_meer|in_den_urlaub", false},
	{CategorySelfHarm, 0.9, "dass_ich_mir|ich_mir ~1 wehtun|weh_tun|schmerzen_zufugen will|mochte|moechte|muss", false},
	{CategorySelfHarm, 0.9, "wie_viele|wieviele|wie_viel tabletten|pillen|schlaftabletten ~3 todlich|toedlich|tödlich|reichen_um", false},
	{CategorySelfHarm, 0.9, "wie_man_sich ~2 umbringt|umbringen_kann|totet|toten_kann|das_leben_nimmt|erhangt|aufhangt|vergiftet", false},
	{CategorySelfHarm, 0.85, "^uber|zu|zum|zur|thema|vortrag|workshop|pravention|seminar|studie|artikel|buch|film gedanken|gedanke an_suizid|an_selbstmord|ans_sterben|mich_umzubringen|an_den_suizid ~4 werden|wurden|kommen|kamen|sind|immer|wieder|standig|jeden_tag|starker|lauter", false},
	{CategorySelfHarm, 0.85, "ich denke|dachte|denk ~3 an_den_tod|ans_sterben|an_suizid|an_selbstmord|daran_zu_sterben|daran_mich_umzubringen !meiner|meines|meinem|seiner|seines|ihrer|ihres|von|des|der|im|in", false},
	{CategorySelfHarm, 0.9, "mich|sich ~2 geritzt|ritz|ritzt|ritzte|ritzten|ritzen", false},
	{CategorySelfHarm, 0.9, "^schauspielerin|schauspieler|figur|heldin|held|protagonistin|protagonist|hauptfigur ritz|ritzt|ritzte|schneid ~1 mich|sich|mir ?wieder|schon_wieder|erneut|selbst|absichtlich|heimlich|jeden_tag !beim|bei|am|an|mit_dem|mit_der|in_der|in_den_finger|die_haare|die_nagel|die_fingernagel|im_film|in_der_serie|im_stuck|im_roman|im_buch|im_theaterstuck|in_der_rolle", false},
	{CategorySelfHarm, 0.85, "fuge|fuege|fugte|fuegte|zuzufugen|zufugen|zugefugt ~2 mir|mich|sich ~1 selbst|absichtlich ?absichtlich|selbst schmerzen|wunden|verletzungen|schnitte|brandwunden !zu_beim|zu_bei|zu_im|zu_durch|zu_mit_dem_training", false},
	{CategorySelfHarm, 0.85, "mir ~1 wieder|schon_wieder|erneut|absichtlich|selbst ~1 schnitte|wunden|brandwunden|verletzungen ~3 gemacht|zugefugt|beigebracht|geritzt !beim|bei_der_arbeit|in_der_kuche|in_der_kueche", false},
	{CategorySelfHarm, 0.9, "indem_ich_mich|indem_ich_mir ~1 verletze|ritze|schneide|schlage|verbrenne|wehtue|weh_tue", false},
	{CategorySelfHarm, 0.9, "will|mochte|moechte|muss ~1 mir ~1 wehtun|weh_tun|schmerzen_zufugen|weh !lassen|tun_lassen", false},
	{CategorySelfHarm, 0.9, "klinge|rasierklinge|strick|schlinge ~4 bereit|schon_bereit|bereitgelegt|liegt_bereit|parat !._ich_rasiere|._ich_rasier|fur_das_klettertraining|fur_das_klettern|zum_klettern|fur_die_rasur|zum_rasieren|fur_das_training|fur_den_turnunterricht", false},
	{CategorySelfHarm, 0.9, "^wir|kinder|jungs|alle springe|spring|springen|werfe|werf|stürze|sturze ~1 ?mich ~3 von_der_brucke|von_der_bruecke|vom_dach|vor_den_zug|vor_einen_zug|vor_die_bahn|vor_die_u_bahn|aus_dem_fenster|vom_hochhaus|von_einer_brucke|von_einer_bruecke|auf_die_gleise|vor_ein_auto !in_den_see|ins_wasser|in_den_fluss|ins_meer|aufs_trampolin|auf_das_trampolin|in_den_pool|der_garage|des_schuppens|der_hutte|des_gartenhauses|auf_die_matte|in_den_schnee", false},
	{CategorySelfHarm, 0.9, "mich ~3 vor_den_zug|vor_einen_zug|vor_die_bahn|auf_die_gleise|auf_die_schienen|vor_ein_auto|vor_einen_lkw ~1 legen|werfen|stellen|lege|werfe|stelle", false},
	{CategorySelfHarm, 0.85, "bald|endlich|dann ~2 von_mir befreit|erlost|erloest !._ab|._ab_nachster_woche|._ab_montag|._ab_morgen", false},
	{CategorySelfHarm, 0.85, "ihr_seid_mich|dann_seid_ihr_mich|seid_ihr_mich|ihr_seid_mich_bald|sind_mich|seid_mich ~2 los !wenn|._ich_ziehe|._ich_zieh|._ab_montag|._ab_morgen|._ab_nachster|._ich_mache_urlaub|._ich_wechsle|._ich_fange|._ich_gehe_in_rente|._ich_gehe_in_elternzeit|._ich_gehe_ins_ausland|._ich_ziehe_um", false},
	{CategorySelfHarm, 0.85, "mude|muede|satt vom_leben|des_lebens|zu_leben !in|auf|als|im|hier|mit", false},
	{CategorySelfHarm, 0.85, "am_liebsten_waer_ich_tot|waer_lieber_tot|waere_lieber_tot|waer_besser_tot|waere_besser_tot|alle_waeren_besser_dran|besser_dran_ohne_mich", false},
	// More German self-harm: a past attempt ("mein Suizidversuch"), a
	// life not worth living ("wozu lebe ich noch", "mein Leben hat keinen
	// Sinn", "das Leben nicht mehr ertragen"), a wish to be dead or run
	// over, cutting to feel something, a plan ("wie ich mich töte"), and
	// a relative or a flatmate who said so ("sich das Leben zu nehmen",
	// "bringt sich um"); not a talk about suicide prevention or a novel.
	{CategorySelfHarm, 0.85, "^uber|zu|zum|thema|vortrag|nach_einem|statistik|risiko ich|mein|meinem|meinen|meines|hatte|einen ~2 suizidversuch|selbstmordversuch|suizidversuchs|selbstmordversuchs|suizidversuche|selbstmordversuche", false},
	{CategorySelfHarm, 0.85, "lohnt|lohnen ~3 zu_leben|weiterzuleben|am_leben_zu_bleiben", false},
	{CategorySelfHarm, 0.85, "wozu|wofur|wofuer|warum|fur_wen|fuer_wen lebe|soll ich ~2 noch|uberhaupt|weiterleben|leben ?noch|weiterleben|leben !in|hier|so|mit|bei|im", false},
	{CategorySelfHarm, 0.9, "mich_gibt_es|bald_gibt_es_mich|gibt_es_mich ?bald|schon_bald|dann nicht_mehr !im_buro|im_buero|in_dieser_abteilung|in_der_abteilung|im_team|in_der_firma|in_dieser_firma|an_der_schule|an_dieser_schule|in_der_klasse|im_verein|in_der_stadt|in_dieser_stadt|in_dieser_wg|in_der_wg|hier_im_buro", false},
	{CategorySelfHarm, 0.85, "egal ?. ?auch ob ich lebe|noch_lebe|lebe_oder_sterbe|sterbe|tot_bin|uberlebe !in|im|an|am|auf|bei|vor|mit", false},
	{CategorySelfHarm, 0.85, "egal ?. ?auch ob ich ~2 noch_lebe|lebe_oder_sterbe|sterbe|tot_bin|uberlebe !in|im|an|am|auf|bei|vor|mit", false},
	{CategorySelfHarm, 0.9, "mir antun|anzutun konnte|koennte|konnte|werde|wurde", false},
	{CategorySelfHarm, 0.9, "verletze|verletzte|ritze|ritzte|schneide|schnitt|verbrenne|schlage mich|mir ?selbst ?. damit|um ~3 fuhle|fuehle|zu_fuhlen|zu_spuren|spure", false},
	{CategorySelfHarm, 0.9, "wie_ich_mich ~2 tote|toete|umbringe|toten|umbringen|erhange|aufhange|vergifte", false},
	{CategorySelfHarm, 0.9, "das_leben|mein_leben|dieses_leben|das_alles ~2 nicht_mehr ertragen|aushalten|ertrage|aushalte", false},
	{CategorySelfHarm, 0.9, "besser|einfacher|leichter|das_beste ?. wenn_ich ?einfach|endlich|bald sterbe|sterben_wurde|tot_ware|tot_waere|nicht_mehr_lebe|nicht_mehr_leben_wurde", false},
	{CategorySelfHarm, 0.85, "wunsche|wunschte|hoffe ~3 ?. ~3 mich ~1 uberfahrt|uberfahren|erfasst|erfassen|totet|toten|umbringt", false},
	{CategorySelfHarm, 0.9, "ware_gern|ware_gerne|waer_gern|waere_gern|ware_lieber|wäre_gern ?einfach|lieber|schon tot", false},
	{CategorySelfHarm, 0.85, "uberlegt|uberlege|uberlegte|nachgedacht|dachte_daran|denke_daran ?. einfach|runter|hinunter zu_springen|runterzuspringen|hinunterzuspringen", false},
	{CategorySelfHarm, 0.9, "arme|arm|handgelenke|handgelenk|pulsadern|beine|oberschenkel ~1 aufgeritzt|aufgeschnitten|aufgeschlitzt|geritzt|aufritzen|aufschneiden|aufzuschneiden", false},
	{CategorySelfHarm, 0.85, "^roman|film|buch|figur|heldin|held|protagonist|protagonistin|serie|stuck|heldin_.|held_.|figur_.|protagonistin_.|protagonist_.|hauptfigur_.|hauptfigur|romanfigur sich_das_leben_zu_nehmen|sich_das_leben_nehmen|sich_umzubringen|sich_zu_toten|sich_selbst_zu_toten|sich_das_leben_genommen", false},
	{CategorySelfHarm, 0.9, "mein_leben|das_leben|dein_leben ~2 hat|macht|ergibt keinen_sinn|kein_sinn|keinen_sinn_mehr !ohne_kaffee|ohne_schokolade|ohne_musik|ohne_urlaub|ohne_fussball|ohne_pizza|ohne_wlan|ohne_internet|ohne_katzen|ohne_hund", false},
	{CategorySelfHarm, 0.85, "mir ~1 wieder|absichtlich|selbst|schon_wieder wehgetan|weh_getan !beim|bei|im|am|an|in|mit", false},
	{CategorySelfHarm, 0.9, "^film|roman|buch|serie|figur|held|heldin bringt|bringe|bringen sich ?noch|bald|vielleicht|wirklich|irgendwann um " + deNotAfterUm + "|vor", false},
	// German self-harm, third round: starving oneself, a wish to be dead
	// or to stop existing, a blade taken out again, a burden to everyone,
	// no wish for this life, not belonging in this world.
	{CategorySelfHarm, 0.9, "hungere|hungerte|hungern|hungert mich|sich ~3 runter|aus|ab|absichtlich|seit|zu_tode|kaputt", false},
	{CategorySelfHarm, 0.9, "wunsche|wunschte|wuensche|wuenschte ~2 ?. ?einfach|manchmal tot_zu_sein|nicht_mehr_zu_leben|nicht_mehr_da_zu_sein|zu_sterben|nie_geboren_worden_zu_sein", false},
	{CategorySelfHarm, 0.9, "ich ~4 aufhoren_zu_existieren|aufhoeren_zu_existieren|aufhoren_zu_leben|aufhoeren_zu_leben", false},
	{CategorySelfHarm, 0.85, "klinge|rasierklinge|klingen|rasierklingen ~2 rausgeholt|hervorgeholt|ausgepackt|in_der_hand|wieder_in_der_hand !._der_bart|._mein_bart|._zum_rasieren|._ich_rasiere|zum_rasieren|fur_den_bart|fur_die_rasur", false},
	{CategorySelfHarm, 0.85, "ich_bin ~1 eine|ne belastung|last fur_alle|fur_jeden|fur_meine_familie|fur_alle_anderen|fur_meine_eltern|fur_meine_freunde|fuer_alle", false},
	{CategorySelfHarm, 0.9, "keinen_bock|keine_lust|keine_kraft ?mehr auf_dieses_leben|auf_das_leben|auf_mein_leben|aufs_leben|fur_dieses_leben|fur_das_leben", false},
	{CategorySelfHarm, 0.9, "hasse_mein_leben|hasse_mich ~2 will|mochte ?. dass_es|dass_alles ?endlich vorbei_ist|aufhort|aufhoert", false},
	{CategorySelfHarm, 0.85, "gehore|gehoere ?einfach nicht_auf_diese_welt|nicht_in_diese_welt|nicht_auf_dieser_welt !der|des|von|voller", false},
	{CategorySelfHarm, 0.85, "will|mochte|moechte ?einfach|nur ~1 weg_von_dieser_welt|diese_welt_verlassen|von_dieser_welt_verschwinden|raus_aus_dieser_welt !der|des|von|voller|aus", false},
	// German self-harm, fourth round: painkillers hoarded, an end to
	// everything told with "zu" ("allem ein Ende zu setzen"), better not
	// to exist, nobody would miss the writer, the night not survived.
	{CategorySelfHarm, 0.9, "schmerzmittel|schmerztabletten|antidepressiva|beruhigungsmittel|schlafmittel|tabletten|pillen ~4 gehortet|gebunkert|zusammengespart|heimlich_gesammelt !fur_den_urlaub|fur_die_reise|wegen_meiner_migrane|wegen_der_migrane|wegen_meiner_migraene|fur_den_notfall|fur_notfalle|fur_die_hausapotheke|._falls_ich|fur_unterwegs", false},
	{CategorySelfHarm, 0.9, "allem|meinem_leben|dem_ganzen ein_ende_zu_setzen|ein_ende_zu_machen|ein_ende_zu_bereiten !._was|was_die|._was_die|._was_den|._was_das", false},
	{CategorySelfHarm, 0.85, "warum|wozu|wofur ich ~2 noch_lebe|noch_am_leben_bin|uberhaupt_lebe|uberhaupt_noch_lebe !in|im|an|am|bei|hier_in|mit|zusammen|auf", false},
	{CategorySelfHarm, 0.9, "besser|einfacher|leichter ~2 ?. ?einfach nicht_zu_existieren|nicht_mehr_zu_existieren|nicht_mehr_zu_leben|tot_zu_sein|nicht_mehr_da_zu_sein|nie_geboren_zu_sein|nicht_mehr_aufzuwachen !als_ein|als_eine|als_einen|um|vor|so_fruh|am_montag|am_wochenende|morgens|am_morgen", false},
	{CategorySelfHarm, 0.85, "keiner|niemand|kein_mensch wurde|wuerde|wird mich ?je|wirklich vermissen !wenn|auf|bei|beim|im|in|an|am|heute|morgen|._wenn|._falls|._auf|._beim|._bei|._im", false},
	{CategorySelfHarm, 0.85, "ob_ich_die_nacht|ob_ich_das_wochenende|ob_ich_morgen ~1 uberlebe|ueberlebe|noch_erlebe !mit|bei|beim|ohne|trotz|._die_nachbarn|._der_nachbar|._weiss_ich_nicht_._die", false},
	{CategorySelfHarm, 0.85, "denke|dachte|denken ~3 an_mein_ende|an_das_ende_meines_lebens|an_meinen_tod !der|des|im|in|als|beim|bei|vom|von", false},
	{CategorySelfHarm, 0.85, "an_mein_ende|an_meinen_tod|an_das_ende_meines_lebens denke|dachte", false},
	// Harassment in German, Spanish, Portuguese and Italian from probes of
	// school and work: a coach or a boss who touches the writer or the
	// girls, being run down in front of everyone or in a group chat,
	// gossip about the writer, a man who walked the writer home unasked,
	// someone who follows the writer home, and rumours spread about the
	// writer; not a dog that follows, a follow on Instagram, a coach's
	// tips or a rumour that the canteen will close.
	{CategoryHarassment, 0.85, deStaffRoles + "|teamleiter|teamleiterin|vorgesetzte|vorgesetzter|kollege|kollegin ~1 beruhrt|beruhrte|betatscht|tatschelt|streichelt|streichelte|anfasst|befummelt ~1 mich|uns|die_madchen|die_spielerinnen|die_schulerinnen|die_kinder|die_azubis ~2 beim_umziehen|in_der_umkleide|unter_der_dusche|ungefragt|standig|immer_wieder|heimlich|absichtlich|am_bein|am_po|am_hintern|an_der_brust|am_oberschenkel", false},
	{CategoryHarassment, 0.85, "werde|wurde|werden|wurden ich|wir ~5 fertig_gemacht|fertiggemacht|runtergemacht|niedergemacht|zur_sau_gemacht", false},
	{CategoryHarassment, 0.85, "macht|machen|machte|machten mich|uns ~3 vor_allen|vor_der_klasse|vor_dem_team|vor_den_kollegen|vor_allen_anderen|vor_der_ganzen_klasse|vor_dem_ganzen_team ~1 fertig|runter|nieder|zur_sau|lacherlich !beim_tischtennis|beim_schach|beim_sport|beim_spielen|beim_fussball|beim_kartenspiel|beim_mario|beim_quiz|im_spiel|beim_tennis|beim_badminton|beim_pingpong|beim_uno|beim_kickern", false},
	{CategoryHarassment, 0.85, "lastern|lastert|lasterten|lastere|gelastert|lasterei|lastereien ~2 uber_mich|uber_uns", false},
	{CategoryHarassment, 0.85, "uber_mich ~2 lastern|lastert|lasterten|gelastert", false},
	{CategoryHarassment, 0.85, "^hund_ist|katze_ist|kater_ist|welpe_ist|hundchen_ist|katzchen_ist mir ~6 nachgelaufen|hinterhergelaufen|nachgegangen|hinterhergegangen|nachgefahren|hinterhergefahren|nachgeschlichen|hinterhergeschlichen !._weil_ich_meinen|._weil_ich_meine|._weil_ich_mein|._weil_ich_das|._weil_ich_die|._weil_ich_den|._um_mir|um_mir", false},
	{CategoryHarassment, 0.85, "^hund_ist_mir|katze_ist_mir|kater_ist_mir|welpe_ist_mir|hund_mir|katze_mir bis_nach_hause|bis_zu_mir_nach_hause|bis_vor_meine_tur|bis_vor_meine_haustur|bis_zu_meiner_wohnung|bis_zur_haustur|bis_vor_die_haustur ~2 gefolgt|nachgelaufen|hinterhergelaufen|verfolgt|nachgegangen", false},
	{CategoryHarassment, 0.85, "qualcuno|un_uomo|un_tizio|uno_sconosciuto|un_ragazzo|un_signore mi segue|seguiva|ha_seguito|ha_seguita|segue_sempre|pedina|pedinava|ha_pedinato|ha_pedinata !su|sui|in|nei|nel|nelle|sulla|con", false},
	{CategoryHarassment, 0.85, "alguien|un_hombre|un_tipo|un_desconocido|un_senor|un_chico me sigue|seguia|siguio|ha_seguido|persigue|perseguia|persiguio|ha_perseguido !en|por|de|con|el_juego|la_corriente|el_rollo|la_broma|el_ritmo", false},
	{CategoryHarassment, 0.85, "difund*|esparc*|invent*|propag*|inventaron|inventan|riegan ~2 rumores|chismes|bulos|mentiras ~2 sobre_mi|de_que_me|de_que_yo|que_me|que_yo|acerca_de_mi !en_la_obra|en_la_pelicula|en_la_serie|en_el_guion|en_la_novela", false},
	{CategoryHarassment, 0.85, "espalh*|inventa*|divulg*|propag* ~2 boatos|rumores|fofocas|mentiras ~2 sobre_mim|de_que_eu|que_eu|a_meu_respeito", false},
	// More harassment: lewd remarks to the writer, a man exposing
	// himself, an address published, hate messages received, being
	// watched through a window, names called, being kissed or touched
	// against one's will, filmed in a changing room.
	{CategoryHarassment, 0.85, "mir|mich|uns ~4 anzugliche|anzuglichen|sexuelle|sexuellen|schlupfrige|schluepfrige spruche|kommentare|bemerkungen|angebote|nachrichten|andeutungen|witze", false},
	{CategoryHarassment, 0.9, "sich ~3 vor_mir|vor_uns|vor_den_kindern|vor_meiner_tochter ~1 entblosst|entblost|entbloesst|befriedigt|einen_runtergeholt|selbst_befriedigt", false},
	{CategoryHarassment, 0.85, "publicaron|publico|difundieron|difundio|compartieron|filtraron ~1 mi_direccion|mi_numero|mi_telefono|mi_domicilio !de_correo|de_email|de_correo_electronico|profesional|del_trabajo|de_la_oficina|web", false},
	{CategoryHarassment, 0.85, "divulgaram|publicaram|partilharam|espalharam ~1 a_minha_morada|o_meu_endereco|o_meu_numero|meu_endereco|meu_numero|a_minha_morada", false},
	{CategoryHarassment, 0.85, "bekomme|bekommen|kriege|kriegen|erhalte|erhalten ~3 hassnachrichten|hasskommentare|hassmails !von_niemandem|von_keinem", false},
	{CategoryHarassment, 0.85, "beobachtet|beobachten|beobachtete ~1 mich ~2 durchs_fenster|durch_das_fenster|heimlich|beim_duschen|beim_umziehen|durch_mein_fenster !beim_uben|beim_ueben|beim_training|beim_spielen|beim_lernen|beim_tanzen|beim_singen|beim_malen", false},
	{CategoryHarassment, 0.85, "me_espia|me_espian|me_espiaba|me_espiaban|mi_spia|mi_spiano|mi_spiava ~3 ventana|finestra|casa|ducha|doccia|bano|bagno|habitacion|camera !mi_gato|mi_perro|el_gato|el_perro|mi_gata|la_gata|il_gatto|il_mio_gatto|il_cane|il_mio_cane", false},
	{CategoryHarassment, 0.85, "nennen|nennt|nannten|nannte|rufen|ruft mich ~1 fett|fette_sau|hasslich|hure|schlampe|schwuchtel|missgeburt|loser|versager|behindert|spast|nutte|fettsack|walross !im_spass|aus_spass|zum_spass|beim_mario|beim_spielen|im_spiel|beim_zocken|liebevoll|scherzhaft|spasshaft", false},
	{CategoryHarassment, 0.85, "^wir lachen|lachten|lastern|lasterten|reden|redeten|tuscheln|tuschelten ~3 hinter_meinem_rucken|hinter_meinem_ruecken", false},
	{CategoryHarassment, 0.9, "gegen_meinen_willen|gegen_ihren_willen|ohne_mein_einverstandnis|ohne_meine_zustimmung|ohne_mein_einverstaendnis ~2 gekusst|gekuesst|beruhrt|angefasst|fotografiert|gefilmt|ausgezogen|umarmt|festgehalten|begrapscht", false},
	{CategoryHarassment, 0.9, "filmaram|gravaram|fotografaram|filmou|gravou ~1 me ?no|na|em|num|numa|nos|nas|dentro_do|dentro_da|escondido_no|escondido_na ~1 balneario|vestiario|casa_de_banho|banheiro|chuveiro|duche", false},
	{CategoryHarassment, 0.85, "fa|fanno|dice|dicono|faceva|facevano ~1 battute|commenti|apprezzamenti ~1 volgari|sessuali|spinti|pesanti|osceni|oscene !sul_calcio|sulla_partita|sulla_squadra|sul_tempo|sulla_politica|sul_cibo|sulla_juve|sull_inter|sul_milan", false},
	{CategoryHarassment, 0.85, "comentarios|piadas ~1 obscenos|obscenas|sexuais|nojentos|ordinarios|porcos ~4 atendo|me|mim|sobre_mim|sobre_o_meu|sobre_as_minhas", false},
	// Mockery of the writer told with "lustig machen" across words ("sie
	// machen sich jeden Tag über meinen Akzent lustig").
	{CategoryHarassment, 0.85, "machen|macht|machten|machte sich ~3 uber_mich|uber_meinen|uber_meine|uber_mein|uber_meinem ~3 lustig !._aber_freundlich|._ist_okay|._ist_ok|._aber_liebevoll|._aber_nett|._aber_nur_im_spass|._im_spass|im_spass|._aber_im_spass|._das_ist_okay|._das_ist_ok|liebevoll|freundlich", false},
	// A job or a grade made to hang on a date or on sex ("wenn ich nicht
	// mit ihm ausgehe, fliege ich raus", "si no salgo con él me despide",
	// "se non esco con lui mi licenzia"): harassment, which the
	// classifier read as a threat alone.
	{CategoryHarassment, 0.9, "wenn|falls ich nicht mit_ihm|mit_ihr ?essen|aus|ins_bett ausgehe|schlafe|gehe|ins_bett_gehe|essen_gehe|ausgehen_will|schlafen_will ?. ~3 fliege|fliegt|kundigt|kundige|gekundigt|entlassen|rausgeworfen|rauswerfen|rausschmeissen|feuert|gefeuert|durchfallen|verliere|bekomme_ich_keine|kriege_ich_keine !ich_die_wette|ich_eine_wette|ich_ein_kino|ich_ein_date|die_wette|eine_wette|ich_die_chance|ich_eine_chance", false},
	{CategoryHarassment, 0.9, "si_no salgo|me_acuesto|quedo|ceno|duermo|me_voy_a_la_cama con_el|con_ella ?. ~4 despide|despedir|despedira|despiden|echa|echar|echara|suspende|suspender|suspendera|baja_la_nota|bajar_la_nota|renueva|renovar|quita|quitar", false},
	{CategoryHarassment, 0.9, "se_non esco|vado_a_letto|ceno|dormo|vengo_a_letto|esco_a_cena con_lui|con_lei ?. ~4 licenzia|licenziare|licenziera|licenziano|boccia|bocciare|bocciera|abbassa|abbassare|rinnova|rinnovare|caccia|cacciare|cacciera", false},
	{CategoryHarassment, 0.9, "se_eu_nao|se_nao saio|sair|dormir|durmo|janto|jantar|for_para_a_cama|vou_para_a_cama com_ele|com_ela ?. ~4 despede|despedir|despedira|demite|demitir|demitira|chumba|chumbar|reprova|reprovar|manda_embora|mandar_embora|renova|renovar", false},
	// Safety round five, Spanish, told the way people in Spain and Latin
	// America write it, often without "peligro" or "seguridad".
	// A review of this round with harmless look-alikes
	// (concern_review7_test.go) narrowed its rules in the three languages:
	// guards keep out a fault told as fixed right after it ("…, pero ya
	// la pintaron", "…, mas já", "…, ma l'hanno già"), a film, a novel or a
	// game named just before, a drill silent on purpose, a rule or a
	// question ("si…", "dejar el cuadro abierto… está prohibido"), a home,
	// a toy, a recipe or a craft; food given to an allergic child must be
	// named, what is burnt must be a person, and words with a second sense
	// ("rociadores" of a lawn, "carretilla" of a garden, "prensa" the
	// newspapers) are read only where their sense is the hazard's.
	// A fire alarm that does not sound or cannot be heard ("la alarma de
	// incendios no suena", "hubo un pequeño incendio y la alarma no
	// sonó"): "alarma" needs "incendios" or a fire or drill before it, so
	// an alarm clock or a car alarm that did not ring is left.
	{CategorySafety, 0.85, "^pelicula_la|pelicula_el|pelicula_los|pelicula_las|serie_la|serie_el|novela_la|novela_el|juego_la|juego_el|videojuego_la|videojuego_el|pelicula_._la|pelicula_._el|serie_._la|serie_._el|novela_._la|novela_._el|juego_._la|juego_._el|videojuego_._la|videojuego_._el|cuento_la|cuento_el|libro_la|libro_el|normal_que_la|si_la|cuando_la alarma|alarmas|sirena ~1 de_incendios|contra_incendios|antiincendios|de_incendio ~2 no_suena|no_sono|no_sonaba|no_se_oye|no_se_oia|no_se_escucha|no_se_escuchaba|no_salto|no_funciona|no_funcionaba|nunca_suena|ni_sono|ni_se_inmuto|sin_funcionar|no_se_oyo|no_se_activo|no_se_activa !al_principio|durante_la_revision|en_la_revision|durante_las_pruebas|cuando_cocino|cuando_cocinamos|a_proposito|adrede|._pero_ya|._ya_lo_arreglaron|._ya_la_arreglaron|._ya_lo_cambiaron|._ya_esta_arreglado|._ya_esta_arreglada|._pero_lo_arreglaron|._pero_la_arreglaron", false},
	{CategorySafety, 0.85, "^novela|pelicula|serie|libro|cuento|juego|videojuego|obra hubo_un_incendio|hubo_un_pequeno_incendio|hubo_fuego|se_quemo_algo|se_prendio_fuego|salio_humo|durante_el_simulacro|en_el_simulacro ~8 la_alarma|las_alarmas|el_detector|los_detectores ~1 no_sono|no_salto|no_se_activo|ni_sono|ni_se_inmuto|no_funciono|no_se_oia|no_se_oyo|no_funcionaba|nunca_sono !a_proposito|adrede|porque_era|porque_el_ejercicio|porque_el_simulacro", false},
	// Fire-fighting gear removed, blocked or cut off: hoses, hydrants and
	// sprinklers ("quitaron las mangueras contra incendios", "la boca de
	// incendios está tapada por un contenedor"); the detectors,
	// extinguishers and alarms are in older rules.
	{CategorySafety, 0.85, "quitaron|retiraron|han_quitado|han_retirado|desmontaron|se_llevaron|robaron ~2 las_mangueras_contra_incendios|la_manguera_contra_incendios|las_mangueras_antiincendios|las_bies|la_bie|los_rociadores|la_boca_de_incendios|las_bocas_de_incendio|las_bocas_de_incendios|el_hidrante|los_sprinklers !viejas|viejos|antiguas|antiguos|caducadas|caducados|del_almacen_antiguo|de_la_calle|para_cambiarlas|para_cambiarla|para_cambiarlos|para_cambiarlo|para_sustituirlas|para_sustituirla|para_revisarlas|para_revisarla|para_repararlas|y_pusieron|y_han_puesto|para_pintar|para_pintarla|para_pintarlas|para_pintarlos|para_limpiar|para_limpiarla|para_limpiarlas|de_la_plaza", false},
	{CategorySafety, 0.85, "mangueras_contra_incendios|manguera_contra_incendios|mangueras_antiincendios|bies|bie|rociadores_automaticos|rociadores_contra_incendios|rociadores_antiincendios|boca_de_incendios|bocas_de_incendio|bocas_de_incendios|hidrante|hidrantes ~3 tapada|tapadas|tapado|bloqueada|bloqueadas|bloqueado|desconectados|desconectadas|desconectado|sin_agua|no_funcionan|no_funciona|no_tienen_agua|no_tiene_agua|estan_secas|vacias|sin_presion", false},
	// Sprinklers named alone only as the subject of their fault ("los
	// rociadores están desconectados"): "rociadores" also water a lawn.
	{CategorySafety, 0.85, "=los|.|sus|unos rociadores|sprinklers ?del_techo|del_edificio|del_colegio|del_almacen|de_la_nave|del_pabellon|del_gimnasio|del_aula|del_comedor|de_la_cocina|del_taller|del_laboratorio|del_pasillo|de_la_fabrica|del_sotano|de_la_biblioteca|de_la_residencia|del_instituto ?estan|llevan ~1 tapados|bloqueados|desconectados|sin_agua|no_funcionan|no_tienen_agua|sin_presion|anulados|cerrados", false},
	// No evacuation plan at all ("no hay plan de evacuación ni nadie sabe
	// por dónde salir"), not a question about where to read it.
	{CategorySafety, 0.85, "no_hay|no_tenemos|no_tienen|sin|nunca_hemos_tenido|ni_siquiera_hay ~1 plan_de_evacuacion|plan_de_emergencia|plan_de_autoproteccion|ningun_plan_de_evacuacion|ninguna_salida_de_emergencia|salida_de_emergencia|salidas_de_emergencia !en_el_juego|en_el_escape|en_la_sala_de_escape|para_las_vacaciones|para_el_verano|para_el_finde|para_el_fin_de_semana|para_la_fiesta|perfecto|perfecta|ideal|bloqueada|bloqueadas|cerrada|cerradas|cerrada_con_llave|cerradas_con_llave|tapada|tapadas|obstruida|obstruidas|mas|para_el_examen|para_la_prueba|para_los_examenes|para_manana|para_la_excursion|para_el_viaje|para_la_salida|si_llueve|en_el_examen|no_se|no_te|no_puedes", false},
	// Mould on the walls or the ceiling of a room ("hay moho verde en
	// todas las esquinas del aula", "la habitación está llena de moho"):
	// not mould on bread, cheese or a Petri dish.
	{CategorySafety, 0.85, "^cero|contra_el|contra|antimoho|sin|ni_rastro_de moho|hongos ~3 en_todas_las_paredes|en_las_paredes|en_la_pared|en_el_techo|en_los_techos|en_todas_las_esquinas|en_las_esquinas|por_todas_partes|por_toda_la_pared|por_todo_el_techo|en_las_ventanas ~6 aula|aulas|clase|clases|habitacion|habitaciones|cuarto|dormitorio|dormitorios|residencia|sotano|biblioteca|vestuario|vestuarios|oficina|comedor|gimnasio|guarderia|laboratorio !._pero_ya|._ya_lo_arreglaron|._ya_la_arreglaron|._ya_lo_cambiaron|._ya_esta_arreglado|._ya_esta_arreglada|._pero_lo_arreglaron|._pero_la_arreglaron", false},
	{CategorySafety, 0.85, "^en_la|en_el|que_deje_en_la|que_olvide_en_la aula|clase|habitacion|cuarto|dormitorio|residencia|sotano|biblioteca|vestuario|vestuarios|oficina|comedor|guarderia|paredes|techo ~4 lleno_de_moho|llena_de_moho|llenos_de_moho|llenas_de_moho|cubierto_de_moho|cubierta_de_moho|cubiertas_de_moho|cubiertos_de_moho|con_moho_negro|con_moho|tiene_moho|tienen_moho !falso|falsa|de_mentira|de_atrezo", false},
	// Food poisoning from a canteen, a menu or a caterer, in the active
	// ("veinte alumnos se intoxicaron con la comida de la cafetería"), with
	// the meal first ("después del menú del martes medio curso tuvo
	// intoxicación") or told as being made ill ("la cafetería nos puso
	// malos a varios"); not a lesson or a talk about food poisoning.
	{CategorySafety, 0.85, "^gente|boda|personajes|provincia|pais|ciudad|hotel|invitados|casos_en_que_la_gente|si_varios_alumnos|si_los_alumnos|si_alguien|si_algun_alumno se_intoxicaron|nos_intoxicamos|se_intoxico|se_han_intoxicado|acabaron_intoxicados|acabamos_intoxicados|terminaron_intoxicados|tuvo_intoxicacion|tuvieron_intoxicacion|tuvimos_intoxicacion|con_intoxicacion|tuvo_una_intoxicacion|tuvieron_una_intoxicacion|hubo_una_intoxicacion|hubo_intoxicacion|pillaron_una_intoxicacion|intoxicados|intoxicadas ~6 comida|comedor|cafeteria|menu|cantina|catering|almuerzo|comedores|merienda|bocadillos|pollo|pescado|ensalada|cena !mal_conservada|mal_conservado|mal_conservados|los_protagonistas|los_personajes", false},
	{CategorySafety, 0.85, "comida|comedor|cafeteria|menu|cantina|catering|almuerzo ~8 medio_curso|media_clase|media_escuela|medio_colegio|varios_alumnos|varios_ninos|muchos_alumnos|muchos_ninos|alumnos|ninos|companeros|trabajadores|empleados ~3 tuvo_intoxicacion|tuvieron_intoxicacion|se_intoxicaron|acabaron_intoxicados|intoxicados|con_intoxicacion", false},
	{CategorySafety, 0.85, "comida|comedor|cafeteria|menu|cantina|catering ~8 se_intoxico|se_intoxicaron|nos_intoxicamos|se_han_intoxicado|se_ha_intoxicado", false},
	{CategorySafety, 0.85, "comedor|cafeteria|comida|cantina|catering|menu ~3 nos_puso_malos|nos_puso_malas|nos_enfermo|los_puso_malos|los_enfermo|puso_malos|puso_malas|enfermo_a|enfermo_a_varios|intoxico_a !caras|cara|notas|nota|pegas|de_risa|de_la_risa|de_los_nervios|de_tanto_comer", false},
	// Rats, mice or their droppings where the food is kept or served ("vimos
	// ratas en la despensa"), not lab rats or a pet.
	{CategorySafety, 0.85, "ratas|ratones|rata|excrementos_de_raton|cagadas_de_raton|excrementos_de_rata|cucarachas ~4 en_la_despensa|en_la_cocina|en_el_comedor|en_la_cafeteria|en_el_almacen_de_comida|entre_la_comida|entre_los_alimentos|en_la_cantina|por_la_cocina|por_el_comedor|por_la_despensa|en_las_bandejas !de_un_restaurante|de_casa|de_mi_casa|del_juego|de_los_sims|porque_no_limpie|._compramos_trampas|del_videojuego", false},
	// Expired or spoiled food served ("el comedor sirve comida caducada"),
	// and a child fed what they are allergic to ("le dieron frutos secos
	// siendo alérgica").
	{CategorySafety, 0.85, "^le|supermercados|supermercado|tiendas|tienda|que|si|si_nos sirve|sirven|sirvio|sirvieron|dan|dieron|da|dio|nos_dan|nos_dieron|nos_sirven|nos_sirvieron|nos_ponen|nos_pusieron|les_dan|les_dieron|les_sirven|les_sirvieron ~3 comida|yogures|yogur|leche|carne|pescado|productos|alimentos|bocadillos ~1 caducada|caducados|caducadas|caducado|en_mal_estado|podrida|podrido|estropeada|estropeados !a_mitad_de_precio|con_descuento|a_los_bancos_de_alimentos|en_la_tienda", false},
	{CategorySafety, 0.85, "dieron|dio|dan|sirvieron|sirvio|pusieron|puso ~3 frutos_secos|cacahuetes|cacahuete|nueces|almendras|avellanas|leche|lacteos|huevo|huevos|gluten|pan|marisco|mariscos|gambas|pescado|trigo|fresas|kiwi|mostaza|soja|sesamo|galletas|pasta|yogur|yogures|queso|comida|chocolate|cereales|tarta|bizcocho|mantequilla|crema_de_cacahuete|pistachos|merienda|postre|pure|salsa|bollo|bollos|bocadillo|helado ~5 siendo_alergica|siendo_alergico|aunque_es_alergica|aunque_es_alergico|sabiendo_que_es_alergica|sabiendo_que_es_alergico|a_pesar_de_su_alergia|a_pesar_de_la_alergia", false},
	// Cracks in a wall, a column or a ceiling told as large, new or
	// growing ("han salido grietas enormes en la pared del gimnasio", "hay
	// una grieta en la columna que cada semana es más grande"); the older
	// rule wants "cada vez más grande" right after the place. Not cracked
	// lips, hands or glaciers, nor the cracks of a system.
	{CategorySafety, 0.85, "^tapamos_las|tapar_las|rellenamos_las|arreglamos_las|reparamos_las|aprovechamos_las|sellamos_las grietas|grieta|fisuras|fisura ~2 enormes|enorme|grandes|gigantes|profundas|profunda|nuevas|que_atraviesan|de_arriba_abajo ~3 en_la_pared|en_las_paredes|en_el_techo|en_el_muro|en_la_columna|en_las_columnas|en_el_pilar|en_la_fachada|en_la_viga|en_el_forjado|en_el_suelo !de_arcilla|de_barro|de_escalada|de_plastilina|del_decorado|de_carton|del_desierto|por_la_falla|del_rocodromo|de_escalada|de_piedra|de_la_maqueta|del_decorado|de_la_casa_de_munecas", false},
	{CategorySafety, 0.85, "^pelicula_la|pelicula_el|pelicula_los|pelicula_las|serie_la|serie_el|novela_la|novela_el|juego_la|juego_el|videojuego_la|videojuego_el|pelicula_._la|pelicula_._el|serie_._la|serie_._el|novela_._la|novela_._el|juego_._la|juego_._el|videojuego_._la|videojuego_._el|cuento_la|cuento_el|libro_la|libro_el pared|paredes|techo|muro|columna|columnas|pilar|pilares|fachada|viga|forjado ~4 grieta|grietas|fisura|fisuras ~6 cada_semana|cada_mes|cada_dia|mas_grande|mas_grandes|se_esta_abriendo|se_estan_abriendo|se_abre|se_abren|se_ensancha|se_ensanchan|ha_crecido|han_crecido|crece|crecen|despues_del_terremoto|tras_el_terremoto|desde_el_terremoto !despues_de_un_seismo|despues_de_un_terremoto|tras_un_seismo|tras_un_terremoto", false},
	{CategorySafety, 0.85, "^hace_una|hago_una|hacemos_una|hacen_una|hizo_una grieta|grietas|fisura|fisuras ~1 en_la|en_el|del|de_la|en_las|en_los ~1 pared|paredes|techo|muro|columna|columnas|pilar|pilares|fachada|viga|forjado ~6 cada_semana|cada_mes|cada_dia|mas_grande|se_esta_abriendo|se_abre|se_ensancha|ha_crecido|crece !con_la_pelota|con_el_balon|gracias_a", false},
	// A wall, a beam or a roof that bends, sinks or opens ("el muro de
	// contención se está abriendo", "la viga del almacén está doblada",
	// "el techo se hunde cuando nieva", "el techo se está abombando").
	{CategorySafety, 0.85, "^pelicula_la|pelicula_el|pelicula_los|pelicula_las|serie_la|serie_el|novela_la|novela_el|juego_la|juego_el|videojuego_la|videojuego_el|pelicula_._la|pelicula_._el|serie_._la|serie_._el|novela_._la|novela_._el|juego_._la|juego_._el|videojuego_._la|videojuego_._el|cuento_la|cuento_el|libro_la|libro_el|bizcocho_tiene_el|tarta_tiene_el|pastel_tiene_el|pan_tiene_el techo|tejado|techos ~4 se_hunde|se_esta_hundiendo|se_hundio|abombado|se_esta_abombando|se_abomba|esta_cediendo|cede|cedio !en_la_escena|en_la_pelicula|en_la_serie|en_el_videojuego|en_el_juego", false},
	{CategorySafety, 0.85, "viga|vigas|muro|muros|muro_de_contencion|tapia|forjado|pilar|pilares ~4 doblada|doblado|dobladas|doblados|combada|combado|se_esta_abriendo|se_hunde|se_esta_hundiendo|se_hundio|abombado|se_esta_abombando|se_abomba|esta_cediendo|cede|cedio|se_esta_inclinando|se_inclina|inclinado|inclinada !de_la_pelicula|del_decorado|de_carton|aguanta|aguantan|soporta|soportan|resiste|resisten|desde_hace_siglos|desde_hace_anos|desde_la_edad_media|a_proposito|adrede|do_projeto|del_proyecto|e_proposital|de_proposito|en_la_foto|en_las_fotos|por_el_angulo", false},
	// A missing step or rungs ("falta un escalón en la escalera
	// principal", "a la escalera le faltan peldaños").
	{CategorySafety, 0.85, "falta|faltan|le_falta|le_faltan ~1 un_escalon|escalones|dos_escalones|un_peldano|peldanos|dos_peldanos|barrotes|un_barrote|tablas|una_tabla ~4 escalera|escaleras|escalerilla|escalera_de_mano|escalera_de_incendios|grada|gradas|pasarela|puente|rampa !de_juguete|de_la_casa_de_munecas|de_mi_casa_de_munecas|de_lego|del_juego|del_videojuego|de_la_maqueta|del_dibujo|del_belen|de_la_litera_vieja|de_la_piscina_hinchable", false},
	{CategorySafety, 0.85, "escalera|escaleras|escalerilla|pasarela|grada ~2 le_falta|le_faltan|falta|faltan ~1 un_escalon|escalones|un_peldano|peldanos|barrotes|un_barrote|tablas", false},
	// A lift that stops between floors or with people inside, or opens
	// its doors between floors ("el montacargas se para entre pisos"), not
	// one in a film or a game; people trapped in one with nobody coming
	// ("estuvimos encerrados en el ascensor una hora y nadie vino") is
	// weak, as half an hour stuck is often told as an anecdote.
	{CategorySafety, 0.85, "^pelicula_la|pelicula_el|pelicula_los|pelicula_las|serie_la|serie_el|novela_la|novela_el|juego_la|juego_el|videojuego_la|videojuego_el|pelicula_._la|pelicula_._el|serie_._la|serie_._el|novela_._la|novela_._el|juego_._la|juego_._el|videojuego_._la|videojuego_._el|cuento_la|cuento_el|libro_la|libro_el|si_el|si_los|cuando_el|rescate_el|simulacro_el|simulacro_de_rescate_el ascensor|ascensores|montacargas|elevador ~4 se_para|se_paro|se_queda_parado|se_quedo_parado|se_queda_atascado|se_quedo_atascado|se_atasca|se_atasco|se_queda_colgado|se_detiene|se_detuvo|se_paran ~3 entre_pisos|entre_plantas|con_gente_dentro|con_alumnos_dentro|con_ninos_dentro|con_personas_dentro|con_gente_atrapada !en_la_pelicula|en_la_serie|en_el_videojuego|en_el_juego|en_el_sueno|en_la_novela|a_proposito|adrede|para_que_practiquen", false},
	{CategorySafety, 0.85, "ascensor|ascensores|montacargas|elevador ~8 puertas|puerta ~3 se_abren|se_abre|se_abrieron|se_abrio|se_abrian|se_abria|abiertas|abierta|abren|abre|abrio|abrieron ~3 entre_pisos|entre_plantas|en_marcha|en_movimiento|a_medio_piso|a_mitad_de_piso", false},
	{CategorySafety, 0.7, "encerrados|encerradas|atrapados|atrapadas|atascados|atascadas|encerrado|encerrada|atrapado|atrapada ~2 en_el_ascensor|en_el_montacargas ~6 y_nadie|sin_que_nadie|nadie_vino|nadie_contestaba|nadie_nos_ayudo", false},
	// Smoke or sparks coming out of a socket, a fuse box or a machine,
	// told with the smoke first ("ayer salió humo del cuadro eléctrico",
	// "salen chispas de la regleta"); the older rule has the socket
	// first. Not "si sale humo" in the instructions.
	{CategorySafety, 0.85, "^si|cuando_veas|en_caso_de_que|que|porque|por_que sale_humo|salio_humo|salia_humo|salen_chispas|salieron_chispas|salian_chispas|salto_una_chispa|saltan_chispas|saltaron_chispas|saltaban_chispas|olia_a_quemado|huele_a_quemado ~1 del|de_los|de_la|de_las|de_un|de_una|de_este|de_ese ~1 enchufe|enchufes|cuadro_electrico|cuadro_de_luces|cuadro_de_la_luz|regleta|regletas|cables|cable|interruptor|alargador|alargadera|toma_de_corriente|fusibles|contador|transformador !de_la_bateria|del_coche|de_arranque|de_la_hoguera|de_la_bengala|del_decorado|de_atrezo|de_atrezzo|de_mentira|del_escenario|en_la_escena|en_la_pelicula|en_la_serie|._pensamos|._pense|._creimos|._pero_ya|._ya_lo_arreglaron|._ya_la_arreglaron|._ya_lo_cambiaron|._ya_esta_arreglado|._ya_esta_arreglada|._pero_lo_arreglaron|._pero_la_arreglaron|del_generador|de_la_bobina", false},
	// A fuse box left open where children can reach it, or water on it
	// ("el cuadro de luces está abierto y los niños pueden tocarlo", "hay
	// un charco enorme debajo del cuadro eléctrico").
	{CategorySafety, 0.85, "^tener_el|dejar_el|no_dejar_el|nunca_dejar_el|prohibido_dejar_el cuadro_electrico|cuadro_de_luces|cuadro_de_la_luz|cuadros_electricos|caja_de_fusibles ~3 abierto|abiertos|abierta|sin_tapa|sin_puerta|al_descubierto|sin_cerrar|destapado ~8 ninos|alumnos|crios|cualquiera|pueden_tocar|pueden_tocarlo|puede_tocarlo|al_alcance|pequenos|chavales", false},
	{CategorySafety, 0.85, "^si|cae|entra charco|agua|gotea|goteras|gotera|cae_agua|entra_agua|chorrea|humedad ~3 debajo_del|encima_del|sobre_el|dentro_del|en_el ~1 cuadro_electrico|cuadro_de_luces|cuadro_de_la_luz|caja_de_fusibles|contador_de_la_luz", false},
	// An appliance or a fitting that gives shocks ("la lavadora de la
	// residencia da calambres", "el grifo del vestuario da calambre"): a
	// thing names it, so a cramp in the leg or static from a jumper is
	// left, and "corriente" is not read ("este enchufe da corriente" is a
	// socket that works).
	{CategorySafety, 0.85, "lavadora|lavadoras|secadora|nevera|frigorifico|microondas|grifo|grifos|ducha|duchas|puerta_metalica|barandilla|pomo|interruptor|interruptores|enchufe|enchufes|horno|tostadora|hervidor|fuente|lampara|farola|valla ~3 da|dan|daba|daban|dio|dieron|pega|pegan|pegaba ~1 calambre|calambres|calambrazo|calambrazos|chispazos|descargas|descarga !de_placer|de_gusto|de_felicidad|de_lo_buena|de_lo_bueno|de_lo_rica|de_lo_rico|de_lo_fuerte|en_invierno|por_la_estatica|por_la_electricidad_estatica|de_electricidad_estatica|estatica|de_lo_fria|de_lo_frio|de_frio", false},
	{CategorySafety, 0.85, "da|dan|daba|daban|me_dio|nos_dio|le_dio|les_dio ~1 calambre|calambres|calambrazo|descarga|descargas ~1 el|la|los|las ~1 lavadora|lavadoras|secadora|nevera|grifo|grifos|ducha|duchas|barandilla|pomo|interruptor|enchufe|enchufes|horno|fuente|valla|puerta !del_coche|de_las_vacas|de_la_granja|del_ganado|electrica|electrificada", false},
	// Playground and furniture hazards that cut or hurt: nails and screws
	// sticking out ("hay clavos salidos en los bancos del vestuario"),
	// broken glass in a playground with the place first ("el parque
	// infantil tiene cristales rotos en la arena"), a slide or a swing
	// that cuts. Not "le falta un tornillo" or "tiene un tornillo suelto"
	// (crazy), which name no sticking out.
	{CategorySafety, 0.85, "^arreglamos_los|quitamos_los|clavamos_los|arreglaron_los|quitaron_los|martilleamos_los|tapones_a_los|goma_a_los|a_los clavos_salidos|tornillos_salidos|hierros_salidos|puntas_salidas|alambres_salidos|clavos_que_sobresalen|tornillos_que_sobresalen|hierros_que_sobresalen|clavos_oxidados_salidos|clavos_fuera|varillas_salidas !de_los_zapatos|del_zapato|de_mis_zapatos|de_las_botas|de_la_suela|de_mis_botas|de_la_tabla_de_faquir|de_la_cama_de_faquir|del_faquir|en_la_tabla_de_surf|de_decoracion", false},
	{CategorySafety, 0.85, "parque_infantil|columpios|arenero|tobogan|zona_de_juegos|patio_de_infantil|recreo|patio ~6 cristales_rotos|vidrios_rotos|trozos_de_cristal|botellas_rotas !del_salon|de_la_ventana_de_casa|en_la_pelicula|pulidos|pulidas|de_colores|para_el_mosaico", false},
	{CategorySafety, 0.85, "tobogan|columpio|columpios|balancin|tirolina ~4 se_rompio_con|se_partio_con|se_descolgo|esta_partido|esta_partida|partido|rajado|rajada ~4 ninos|nino|nina|crio|cria|chaval|alumno|alumna|pequeno|pequena|dentro|encima|y_corta|y_cortan|heridas|dedos|pierna", false},
	// A hoop, a goal, a shelf or a railing that is loose and sways ("la
	// canasta de baloncesto está suelta y se balancea").
	{CategorySafety, 0.85, "canasta|canastas|porteria|porterias|estanteria|estanterias|armario|armarios|taquillas|barandilla|barandillas|barandal|pasamanos|espejo|pizarra|pizarra_digital|televisor|tele ~3 suelta|sueltas|suelto|sueltos|floja|flojas|mal_anclada|mal_anclado|mal_sujeta|mal_sujeto|sin_anclar|despegada|despegado|desatornillada|torcida|torcido ~4 se_balancea|se_balancean|se_tambalea|se_tambalean|baila|bailan|se_mueve|se_mueven|cede|ceden|se_va_a_caer|se_puede_caer|cargada_hasta_arriba|cargadas_hasta_arriba|a_punto_de_caer|a_punto_de_caerse !colgada|colgado|colgadas|colgados", false},
	// Work without the protection the job needs: welding, fumigating,
	// sanding or handling acids, pesticides or asbestos without a mask,
	// gloves or suit ("soldamos sin careta", "trabajamos con pesticidas sin
	// traje ni mascarilla"), and protection the firm does not give ("no
	// nos dan tapones y el ruido es insoportable"); experiments without a
	// hood, goggles or supervision ("hacen experimentos sin campana y sin
	// gafas").
	{CategorySafety, 0.85, "soldamos|soldando|soldar|soldaban|sueldan|fumigamos|fumigan|fumigar|fumigando|fumigaban|lijamos|lijando|lijar|pesticidas|plaguicidas|herbicidas|insecticidas|disolventes|acido_sulfurico|acido_clorhidrico|acido_nitrico|acidos_corrosivos|amianto|uralita|fibra_de_vidrio|desengrasante|sosa_caustica ~6 sin|ni ~1 careta|caretas|pantalla|mascara|mascaras|mascarilla|mascarillas|gafas|guantes|traje|trajes|proteccion|protecciones|epi|epis|equipo_de_proteccion|ropa_de_proteccion|ventilacion !solar|de_sol|solares|te_quemas|es_peligroso|es_peligrosa|es_muy_peligroso|esta_prohibido|ni_guantes_no|no_se_deben|no_se_debe", false},
	{CategorySafety, 0.85, "no_nos_dan|no_nos_dieron|no_nos_proporcionan|no_nos_compran|no_nos_facilitan|nunca_nos_dan|no_nos_dan_ni|la_empresa_no_da|la_empresa_no_compra|no_compran|no_las_compra|no_los_compra|no_nos_ponen ~3 tapones|casco|cascos|cascos_antiruido|arnes|arneses|guantes|gafas_de_proteccion|gafas_protectoras|gafas_de_seguridad|mascarillas|mascarilla|botas_de_seguridad|calzado_de_seguridad|epis|epi|equipo_de_proteccion|ropa_de_proteccion|caretas|careta|chalecos|chaleco|protectores|proteccion_auditiva !para_la_piscina|para_nadar|de_natacion|para_dormir|de_bici|para_la_bici|de_moto|para_el_frio|para_el_invierno|de_sol|3d|para_la_visita|porque_no|de_regalo|del_equipo|hasta_el_partido|este_ano_porque|para_el_concierto|en_el_concierto|en_la_clase_de_reposteria|en_la_clase_de_cocina|en_cocina", false},
	{CategorySafety, 0.85, "experimentos|mechero|mecheros|mechero_bunsen|mecheros_bunsen|bunsen|reactivos|acido|acidos|acido_sulfurico|acido_clorhidrico ~5 sin ~1 campana|campana_extractora|gafas|gafas_de_proteccion|guantes|bata|supervision|vigilancia|ningun_profesor|ningun_adulto|nadie_que_vigile|un_profesor !porque_solo|porque_era|porque_eran|ya_que_solo|porque_no_hacian_falta|porque_no_hace_falta|porque_no_hacia_falta|estan_prohibidos|estan_prohibidas|no_estan_permitidos|no_se_permiten|se_prohiben|de_mi_madre|de_mi_padre|de_mis_padres|porque_son|del_canal|de_youtube", false},
	{CategorySafety, 0.85, "nos_dejaron|nos_dejan|nos_dejo|nos_deja|dejaron_a_los_alumnos|dejan_a_los_alumnos|dejaron_a_los_ninos ~1 solos|solas ~3 con_el_acido|con_los_acidos|con_los_reactivos|con_los_productos_quimicos|con_los_mecheros|con_la_sierra|con_las_maquinas|con_la_maquina !de_palomitas|de_cafe|expendedora|expendedoras|de_helados|de_karaoke|de_coser", false},
	// A truck or a forklift that nearly runs people over, or reverses
	// with no warning ("las carretillas casi nos atropellan", "el camión
	// da marcha atrás sin pitido").
	{CategorySafety, 0.85, "^su|videojuego_._la|videojuego_la|juego_la|juego_._la|pelicula_la carretilla|carretillas|traspaleta|apiladora|excavadora|grua|maquinaria ~8 casi_nos_atropella|casi_nos_atropellan|casi_me_atropella|casi_me_atropellan|por_poco_nos_atropella|por_poco_me_atropella|casi_atropella|casi_atropellan|casi_arrolla|casi_arrollan|casi_nos_arrolla|casi_me_arrolla|casi_pilla_a|casi_pillan_a !en_el_huerto|en_el_jardin|en_el_videojuego|en_el_juego", false},
	{CategorySafety, 0.85, "camion|camiones|carretilla|carretillas|furgoneta|excavadora|grua|tractor|retroexcavadora|dumper ~4 da_marcha_atras|dan_marcha_atras|dando_marcha_atras|dio_marcha_atras|maniobran|maniobra ~3 sin_pitido|sin_avisador|sin_senal_acustica|sin_que_nadie_guie|sin_nadie_que_guie|sin_chivato|sin_alarma|sin_nadie_guiando", false},
	// School transport with bald tyres ("el autobús escolar va con las
	// ruedas lisas").
	{CategorySafety, 0.85, "autobus|bus|furgoneta|ruta|microbus|autocar|combi|camioneta ~6 ruedas_lisas|neumaticos_lisos|ruedas_gastadas|neumaticos_gastados|ruedas_desgastadas|neumaticos_desgastados|llantas_lisas|llantas_gastadas|sin_cinturones|los_cinturones_rotos|cinturones_rotos", false},
	// Flammables stored by a heat or power source, and hot work or smoking
	// by them ("almacenan pintura y disolvente al lado del cuadro
	// eléctrico", "están soldando sin retirar el material inflamable").
	{CategorySafety, 0.85, "^usamos|usar|compramos|con pintura|pinturas|disolvente|disolventes|gasolina|gasoil|bidones_de_gasolina|bidones_de_gasoil|bidones_de_combustible|bidones_de_disolvente|bombonas|butano|alcohol|productos_inflamables|material_inflamable|materiales_inflamables|aerosoles ~5 al_lado_del|al_lado_de_la|junto_al|junto_a_la|pegado_al|pegados_al|pegadas_al|pegada_a_la|pegadas_a_la|encima_del|encima_de_la|debajo_del ~1 cuadro_electrico|cuadro_de_luces|caldera|estufa|horno|calefactor|brasero|fogones|freidora !se_evapora|se_evaporan|de_juguete", false},
	{CategorySafety, 0.85, "soldando|soldar|sueldan|soldaban|cortando_con_radial|con_la_radial|fumando|fuman|fumaban ~4 sin_retirar|al_lado_de|junto_a|cerca_de|encima_de|pegados_a ~3 material_inflamable|materiales_inflamables|productos_inflamables|inflamables|la_gasolina|los_bidones|las_bombonas|los_disolventes|el_disolvente|el_deposito_de_gasoil|el_deposito_de_gasolina|los_bidones_de_gasolina", false},
	// No heating in winter with the cold told in the room ("no hay
	// calefacción y estamos a cinco grados en clase", "damos clase con el
	// abrigo puesto porque la calefacción lleva rota un mes"); not heating
	// fixed, nor a cold playground.
	{CategorySafety, 0.85, "no_hay_calefaccion|sin_calefaccion|no_tenemos_calefaccion|no_funciona_la_calefaccion|no_ponen_la_calefaccion|no_encienden_la_calefaccion|la_calefaccion_rota|calefaccion_rota|la_calefaccion_lleva_rota|la_calefaccion_no_funciona|calefaccion_estropeada|la_calefaccion_esta_rota|apagan_la_calefaccion ~8 grados|bajo_cero|abrigo_puesto|abrigos_puestos|con_el_abrigo|con_los_abrigos|con_abrigo|tiritando|temblando_de_frio|congelados|congeladas|congelandonos|helados|heladas !._perfecto|._genial|._da_igual|._que_bien|._que_gusto|._una_aventura|._que_aventura", false},
	{CategorySafety, 0.85, "abrigo_puesto|abrigos_puestos|con_el_abrigo|con_los_abrigos|con_guantes|tiritando|temblando_de_frio|congelados|congelandonos|muertos_de_frio ~6 porque|ya_que|pues ~3 no_hay_calefaccion|la_calefaccion|no_funciona_la_calefaccion|no_ponen_la_calefaccion|no_hay_calefaccion|no_encienden_la_calefaccion !de_casa|del_coche|estaba_alta|esta_alta|estaba_muy_alta|estaba_fuerte", false},
	// Strong paint, solvent or chlorine fumes that make people ill ("hay
	// un olor muy fuerte a pintura y varios alumnos vomitaron", "el cloro
	// estaba tan fuerte que les costaba respirar").
	{CategorySafety, 0.85, "olor|peste|pestazo|tufo ~3 a ~1 pintura|disolvente|barniz|cloro|lejia|pegamento|gasolina|productos_quimicos|quimicos ~8 " + safetyFaintES + "|vomitaron|vomitado|costaba_respirar|les_costaba_respirar|nos_costaba_respirar|no_podian_respirar|no_podiamos_respirar|lloraban_los_ojos|les_lloraban_los_ojos|ataque_de_asma|crisis_de_asma", false},
	{CategorySafety, 0.85, "cloro|pintura|barniz|disolvente|lejia|vapores|gases ~5 tan_fuerte|tan_fuertes|muy_fuerte ~6 les_lloraban_los_ojos|lloraban_los_ojos|costaba_respirar|no_podian_respirar|no_podiamos_respirar|les_picaba_la_garganta|ataque_de_asma|vomitaron|se_marearon|se_desmayo !de_la_risa|de_risa|de_tanto_reir", false},
	// Falling debris from the site next door ("en la obra de al lado caen
	// cosas a nuestro patio").
	{CategorySafety, 0.85, "^otono|otono_se caen|se_caen|cayeron|se_cayeron|caian|se_caian|cae|se_cae ~3 cosas|piedras|escombros|ladrillos|herramientas|cascotes|material|trozos|tablones|hierros ~3 al_patio|a_nuestro_patio|al_recreo|sobre_el_patio|a_la_acera|sobre_la_acera|a_la_calle|sobre_los_ninos|encima_de_los_ninos|sobre_la_gente|al_aparcamiento !desde_los_arboles|de_los_arboles|del_arbol|en_el_videojuego|en_el_juego|en_la_pelicula", false},
	// A door or gate that closes on people ("el portón se cierra solo y
	// casi aplasta a un chico", "la puerta automática se cierra encima de
	// la gente").
	{CategorySafety, 0.85, "porton|puerta|puertas|barrera|verja|persiana|cancela|reja|valla ~6 casi_aplasta|casi_aplasto|por_poco_aplasta|por_poco_aplasto|casi_pilla|casi_pillo|aplasto|atrapo ~1 a_un_nino|a_una_nina|a_un_alumno|a_una_alumna|a_un_chico|a_una_chica|a_un_chaval|a_un_companero|a_una_companera|a_un_trabajador|a_una_trabajadora|a_un_cliente|a_una_senora|a_un_senor|a_un_crio|a_una_cria|a_varios|a_dos|a_otro|a_otra|a_alguien|a_una_persona|a_mi_hijo|a_mi_hija|a_un_profesor|a_una_profesora !en_cada_escena|en_el_anuncio|en_la_pelicula|en_la_serie|en_el_videojuego|en_el_juego", false},
	{CategorySafety, 0.85, "^telon|cortina|noche|telones se_cierra|se_cerro|se_cierran|se_cerraron|se_baja|baja|bajo ~2 encima_de_la_gente|encima_de_los_ninos|encima_de_los_alumnos|sobre_la_gente|encima_de_alguien|sobre_los_ninos|encima_de_un_nino|encima_de_una_nina|encima_de_las_personas", false},
	// A knife or a gun brought and shown around ("un chaval vino con una
	// navaja y se la enseñaba a todos en el recreo"), where the older rule
	// wants the class or the exam named; not a Swiss army knife in a
	// workshop.
	{CategorySafety, 0.85, "^yo|me|nosotros|abuelo|abuela|mago|cocinero|cocinera|chef|guia|carnicero trajo|traia|vino_con|venia_con|aparecio_con ~1 un|una ~1 navaja|cuchillo|pistola|arma|machete|punal|revolver ~2 y ~3 se_la_ensenaba|se_lo_ensenaba|la_ensenaba|lo_ensenaba|la_ensenaba_a_todos|se_la_ensenaba_a_todos|la_sacaba|lo_sacaba|la_mostraba|lo_mostraba|amenazaba|amenazando|la_iba_ensenando|lo_iba_ensenando !para|en_clase_de_cocina|en_la_clase_de_cocina|en_el_taller_de_cocina|al_publico|antes_del_truco", false},
	// A teacher, a coach or an instructor drunk, high or smelling of drink
	// while teaching ("el profesor de educación física huele a alcohol y
	// nos hace saltar el potro"); a party or a dinner is left.
	{CategorySafety, 0.85, "profesor|profesora|profe|entrenador|entrenadora|monitor|monitora|instructor|instructora|socorrista|tutor|tutora|educador|educadora ~6 borracho_a|borracha_a|esta_borracho|esta_borracha|estaba_borracho|estaba_borracha|llego_borracho|llego_borracha|viene_borracho|viene_borracha|venia_borracho|venia_borracha|iba_borracho|iba_borracha|llego_bebido_a|viene_bebido_a|llega_bebido_a|venia_bebido_a|iba_bebido_a|estaba_bebido_en|esta_bebido_en|estaba_bebido_y|llego_bebido_y|viene_bebido_y|huele_a_alcohol|olia_a_alcohol|apesta_a_alcohol|apestaba_a_alcohol|drogado|drogada ~8 clase|clases|escalar|escalada|nadar|natacion|piscina|conducir|conduciendo|practicas|entrenamiento|entrenar|excursion|ninos|alumnos|potro|saltar|nos_hace|nos_hizo|nos_dejo|al_volante", false},
	// Boiling oil and fryers that leak, and burns blamed on a broken
	// appliance ("la freidora pierde aceite hirviendo", "un cocinero se
	// quemó porque la freidora está rota").
	{CategorySafety, 0.85, "^mi|tu|su freidora|freidoras ~4 pierde|pierden|gotea|gotean|se_desborda|rebosa|salpica|salpican ~2 aceite|grasa !si_la_llenas|si_se_llena|por_abajo|por_debajo", false},
	// A burn with the person named before "se quemó" ("un cocinero se
	// quemó… porque la freidora está rota"), not a pizza burnt in a broken
	// oven; "me quemé" and "quemaduras" name the person themselves.
	{CategorySafety, 0.85, "=cocinero|cocinera|cocineros|companero|companera|alumno|alumna|alumnos|nino|nina|ninos|trabajador|trabajadora|empleado|empleada|profesor|profesora|hijo|hija|chico|chica|chaval|camarero|camarera|camareros|alguien|monitor|monitora|varios|dos|tres|ayudante|pinche|pinches|operario|operaria|cliente|companeros|companeras|trabajadores|empleados se_quemo|se_quemaron|se_ha_quemado|se_han_quemado ~6 porque|ya_que|por_culpa_de ~1 la_freidora|el_horno|la_plancha|la_maquina|el_termo|la_caldera|la_olla|la_marmita|el_mango|la_puerta_del_horno|el_hervidor|la_cafetera|el_calentador|la_estufa|el_grifo|la_ducha|los_fogones|el_fogon|la_tapa ~3 rota|roto|rotas|rotos|estropeada|estropeado|no_funciona|no_cierra|averiada|averiado|pierde|no_tiene_proteccion|sin_proteccion", false},
	{CategorySafety, 0.85, "me_queme|nos_quemamos|quemaduras ~6 porque|ya_que|por_culpa_de ~1 la_freidora|el_horno|la_plancha|la_maquina|el_termo|la_caldera|la_olla|la_marmita|el_mango|la_puerta_del_horno|el_hervidor|la_cafetera|el_calentador|la_estufa|el_grifo|la_ducha|los_fogones|el_fogon|la_tapa ~3 rota|roto|rotas|rotos|estropeada|estropeado|no_funciona|no_cierra|averiada|averiado|pierde|no_tiene_proteccion|sin_proteccion", false},
	// A freezer or cold store worked in without cold-weather gear, and
	// climbing racking with no ladder ("nos hacen subir a la estantería
	// alta sin escalera").
	{CategorySafety, 0.85, "camara_frigorifica|camaras_frigorificas|congelador|congeladores|camara_de_frio|camaras_de_frio ~3 sin ~3 ropa_de_abrigo|ropa_termica|abrigo|proteccion|equipo_adecuado|chaqueta !en_la_visita|durante_la_visita", false},
	{CategorySafety, 0.85, "nos_hacen|nos_obligan_a|nos_mandan|nos_hizo|nos_hicieron|tenemos_que ~1 subir|subirnos|trepar ~4 sin_escalera|sin_arnes|sin_ninguna_proteccion|sin_proteccion|trepando_por_las_estanterias|trepando_por_la_estanteria !solo_en_el_bulder|en_el_bulder|en_bulder|en_el_boulder|en_el_rocodromo|al_rocodromo|al_bulder|al_boulder", false},
	// An exit door that would not open during a drill or a fire ("en el
	// simulacro la puerta de salida no abría").
	{CategorySafety, 0.85, "simulacro|evacuacion|evacuar|alarma ~8 puerta|puertas|salida|salidas ~4 no_abria|no_se_abria|no_abrio|no_se_abrio|no_abrian|no_se_abrian|estaba_cerrada_con_llave|estaban_cerradas_con_llave|no_abre|no_se_abre|no_abren|no_se_abren|estaba_atrancada|estaban_atrancadas !porque_era|porque_nos_equivocamos|desde_fuera|desde_el_exterior|por_fuera", false},
	// A window that does not close, with children leaning or climbing
	// out ("la ventana del tercer piso no cierra y los críos se asoman").
	{CategorySafety, 0.85, "ventana|ventanas|ventanal|ventanales ~6 no_cierra|no_cierran|no_cierra_bien|rota|rotas|sin_tope|sin_reja|sin_rejas ~6 se_asoman|se_asoma|se_suben|se_sube|se_sientan|se_cuelgan|se_encaraman !a_tomar_el_sol|a_saludar|a_mirar|a_ver_el|a_ver_la", false},
	// A dry tree dropping big branches ("el árbol del patio está seco y
	// se le caen ramas grandes").
	{CategorySafety, 0.85, "arbol|arboles|pino|pinos|chopo|platano|platanos ~6 se_le_caen_ramas|se_caen_ramas|caen_ramas|se_le_cayo_una_rama|se_partio_una_rama|se_le_parten_ramas|se_parten_ramas ~2 grandes|enormes|gordas|pesadas|sobre|encima|al_patio|a_la_acera|al_recreo !de_plastico", false},
	// Food left out of the fridge for hours ("los alimentos los dejan
	// fuera de la nevera toda la mañana").
	{CategorySafety, 0.85, "comida|alimentos|carne|pescado|pollo|leche|nata|huevos|bocadillos|yogures|mayonesa|ensaladas ~5 fuera_de_la_nevera|fuera_del_frigorifico|fuera_de_la_camara|sin_refrigerar|fuera_del_frigo ~4 toda_la_manana|toda_la_tarde|horas|todo_el_dia|al_sol|varias_horas|toda_la_noche !sin_problema|sin_problemas|antes_de_asarla|antes_de_cocinarla|antes_de_asarlo|antes_de_cocinarlo|antes_de_hacerla|antes_de_hornearla|antes_de_servir", false},
	// Tap water that comes out brown or smells (weak: old pipes, not
	// always a hazard).
	{CategorySafety, 0.7, "agua ~3 del_grifo|de_los_grifos|de_la_fuente|de_las_fuentes ~4 sale_marron|sale_negra|sale_turbia|sale_amarilla|sale_sucia|huele_raro|huele_mal|huele_a_huevo_podrido|sabe_a_oxido", false},
	// Steps that freeze with no salt put down ("la escalera exterior se
	// hiela en invierno y no echan sal").
	{CategorySafety, 0.85, "^lago|patinaje|estanque|laguna|hielo se_hiela|se_hielan|se_congela|se_congelan|esta_helada|estan_heladas|esta_llena_de_hielo|se_pone_de_hielo ~7 no_echan_sal|nadie_echa_sal|no_han_echado_sal|sin_sal|nadie_limpia|no_echan_nada|nadie_hace_nada", false},
	// A slide or a swing that cuts ("el tobogán tiene una grieta y
	// corta").
	{CategorySafety, 0.85, "tobogan|toboganes|columpio|columpios|balancin|tirolina ~5 y_corta|y_cortan|y_pellizca|y_pellizcan|ya_ha_cortado|ya_corto_a !la_respiracion|el_aliento|el_aire|el_viento", false},
	// A machine's safety sensor or emergency stop disabled or broken ("la
	// prensa hidráulica tiene el sensor de seguridad desactivado").
	{CategorySafety, 0.85, "prensa_hidraulica|prensa_mecanica|prensa_neumatica|prensa_excentrica|prensas|prensa_tiene|prensa_tenia|prensa_lleva|prensa_del_taller|prensa_de_la_fabrica|sierra|guillotina|torno|cizalla|troqueladora|plegadora ~4 sensor_de_seguridad|sensores_de_seguridad|barrera_de_seguridad|seta_de_emergencia|boton_de_emergencia|parada_de_emergencia|la_barrera_optica|el_sensor|los_sensores ~3 desactivado|desactivada|desactivados|anulado|anulada|puenteado|puenteada|no_funciona|no_funcionan|roto|rota|quitado|quitada", false},
	// Sent into a tank, a well or a sewer without a gas meter or
	// breathing gear ("nos mandan a limpiar el depósito sin medidor de
	// gases").
	{CategorySafety, 0.85, "nos_mandan_a|nos_hacen|tenemos_que|nos_obligan_a|mandan_a|nos_mandaron_a|nos_hicieron ~1 limpiar|entrar_en|entrar_al|entrar_a|bajar_al|bajar_a|meternos_en|meterse_en|vaciar|rascar|pintar|revisar|trabajar_en|trabajar_dentro_de|a_limpiar|a_entrar_en|a_entrar_al|a_bajar_al|a_vaciar ~2 deposito|depositos|tanque|tanques|silo|silos|cisterna|pozo|alcantarilla|fosa|arqueta|alcantarillado ~3 sin ~1 medidor_de_gases|detector_de_gases|mascarilla|equipo_de_respiracion|equipo_respiratorio|arnes|vigilante|nadie_fuera|ventilacion|oxigeno", false},
	// Breathing sawdust, silica, welding smoke or fibres all day in a
	// workshop ("respiramos el polvo de la madera todo el día").
	{CategorySafety, 0.85, "respiramos|respiran|tragamos|tragan|respirando|tragando ~2 polvo_de_la_madera|polvo_de_madera|serrin|polvo_de_amianto|polvo_de_silice|humo_de_soldadura|humos_de_soldadura|humo_de_las_soldaduras|fibra_de_vidrio|polvo_de_cemento|polvo_de_marmol ~4 todo_el_dia|todo_el_rato|sin_mascarilla|sin_extractor|todos_los_dias|horas|cada_dia", false},
	// Holes in a floor covered with cardboard or left open ("el suelo del
	// almacén tiene agujeros tapados con cartón").
	{CategorySafety, 0.85, "suelo|suelos|forjado|tarima|pasillo|almacen|planta|tejado ~5 agujero|agujeros|boquete|boquetes|hueco|huecos ~3 tapado_con_carton|tapados_con_carton|tapado_con_cartones|tapados_con_cartones|tapado_con_una_tabla|tapados_con_tablas|sin_tapar|sin_senalizar|sin_vallar|sin_proteger !para_el_truco|para_el_numero|para_la_obra|para_el_apuntador", false},
	// Fire doors named "antincendios", "cortafuegos" or "de evacuación"
	// and blocked or chained, and emergency exits chained far from their
	// name ("la puerta de emergencia de la segunda planta lleva toda la
	// semana cerrada con cadena", "la salida de incendios está
	// encadenada"); a gap never skips a negator, so "ya no está con
	// candado" is left.
	{CategorySafety, 0.85, "^compramos|compraron|instalaron|instalamos|vamos_a_comprar|van_a_instalar|pidieron|pedimos puerta|puertas|salida|salidas ~1 antincendios|antiincendios|cortafuegos|de_evacuacion|de_socorro ~4 atrancada|atrancadas|bloqueada|bloqueadas|tapada|tapadas|cerrada_con_cadena|cerradas_con_cadena|encadenada|encadenadas|con_candado|con_muebles|con_cajas|con_palets|con_pales|con_sillas|con_una_silla|con_mesas|con_trastos|con_armarios|con_una_cuna|por_muebles|por_cajas|por_palets|por_sillas|por_mesas|por_trastos|por_armarios|llena_de|llenas_de|calzada|calzadas|cerrada_con_llave|cerradas_con_llave", false},
	{CategorySafety, 0.85, "^room_la|escape_room_la|escape_la|ninguna|ningun|sin puerta_de_emergencia|puertas_de_emergencia|salida_de_emergencia|salidas_de_emergencia|salida_de_incendios|salidas_de_incendios|puerta_de_incendios|puertas_de_incendios ~12 cerrada_con_cadena|cerradas_con_cadena|con_cadena|con_cadenas|con_candado|con_candados|encadenada|encadenadas|cerrada_con_llave|cerradas_con_llave|atrancada|atrancadas|tapiada|tapiadas", false},
	// A fire alarm that sounded in neither the drill nor the real fire
	// ("la alarma no sonó ni durante el simulacro ni cuando hubo fuego",
	// "ni en el simulacro ni en el incendio de verdad sonó la alarma").
	{CategorySafety, 0.85, "alarma|alarmas ~2 no_sono|no_salto|no_se_activo|no_funciono|no_se_oyo ~1 ni ~2 simulacro|incendio|fuego|humo", false},
	{CategorySafety, 0.85, "ni_en_el_simulacro|ni_durante_el_simulacro|ni_en_los_simulacros ~8 sono_la_alarma|salto_la_alarma|funciono_la_alarma|se_activo_la_alarma|se_oyo_la_alarma !tan|tanto|tan_fuerte|como|de_mi_movil|del_movil|de_mi_telefono|del_despertador|de_mi_reloj", false},
	// Broken ventilation told with the first person plural of feeling
	// dizzy or sick ("el extractor del laboratorio está roto y varios nos
	// mareamos"), which safetyFaintES leaves out.
	{CategorySafety, 0.85, "ventilacion|extractor|extraccion|campana_extractora|campana_de_gases|vitrina_de_gases|extractores ~4 no_funciona|no_va|esta_rota|esta_roto|averiada|averiado|esta_apagada|esta_apagado|se_estropeo|dejo_de_funcionar|rota|roto ~8 nos_mareamos|me_maree|nos_mareabamos|nos_mareo|nos_marea|nos_desmayamos|me_desmaye|nos_dio_dolor_de_cabeza|nos_dolia_la_cabeza|nos_dolio_la_cabeza|nos_sentimos_mal|nos_encontramos_mal !de_hambre|de_tanto_olor|de_risa", false},
	// A crush at an entrance, a gate or a barrier told with "aplastar"
	// alone ("en la entrada se aplastaban unos a otros"); the older rule
	// wants "abarrotado" first. A packed underground train is left.
	{CategorySafety, 0.85, "entrada|puerta|puertas|salida|salidas|valla|vallas|escaleras|escenario|acceso|accesos ~4 se_aplastaban|se_aplastaba|se_estaban_aplastando|nos_aplastabamos|nos_estabamos_aplastando|la_gente_se_aplastaba|aplastados|aplastadas|se_aplastaban_unos_a_otros !como_sardinas|como_sardinas_en_lata|como_en_el_metro|en_la_escena|en_la_obra|en_el_sketch|de_risa|unos_a_otros_en_la_escena|unos_a_otros_en_la_obra", false},
	// Safety round five, Portuguese: the families of the Spanish rules
	// above as Brazilians and Portuguese write them, with the same
	// guards (not a film, a game, a home or a fix reported). A fire alarm
	// that does not sound ("o alarme de incêndio não toca"), not an alarm
	// clock; fire doors wedged open or blocked ("a porta corta-fogo fica
	// calçada"); no evacuation plan.
	{CategorySafety, 0.85, "alarme|alarmes|sirene ~1 de_incendio|contra_incendio|contra_incendios|de_incendios ~1 nao_toca|nao_tocou|nao_tocava|nao_dispara|nao_disparou|nao_funciona|nao_funcionou|nao_se_ouve|nao_se_ouvia|nunca_toca|nem_tocou !no_filme|na_novela|no_jogo|na_serie|quando_eu_cozinho|quando_cozinho|de_proposito|._mas_ja|._ja_consertaram|._ja_arrumaram|._ja_trocaram|._ja_foi_consertado|._ja_foi_consertada|no_modo_silencioso|no_modo|no_simulado", false},
	{CategorySafety, 0.85, "^novela|filme|serie|jogo|livro|que principio_de_incendio|um_pequeno_incendio|pegou_fogo|saiu_fumaca|durante_o_simulado|no_simulado ~8 o_alarme|os_alarmes|o_detector|os_detectores ~1 nao_tocou|nao_disparou|nem_tocou|nao_funcionou|nao_se_ouviu !de_proposito|porque_era", false},
	{CategorySafety, 0.85, "^compramos|compraram|instalaram|instalamos|vamos_comprar|vao_instalar porta|portas|saida|saidas ~1 corta_fogo|corta_fogos|antifogo ~4 calcada|calcadas|com_um_calco|bloqueada|bloqueadas|trancada|trancadas|com_cadeado|acorrentada|acorrentadas|com_corrente|moveis|caixas|paletes|cadeiras|mesas|tralhas|engradados", false},
	{CategorySafety, 0.85, "nao_existe|nao_tem|nao_ha|nao_temos|sem ~1 plano_de_evacuacao|plano_de_emergencia|nenhum_plano_de_evacuacao|saida_de_emergencia|saidas_de_emergencia !no_jogo|no_escape|na_sala_de_escape|para_as_ferias|para_o_verao|para_a_festa|perfeito|perfeita|ideal|bloqueada|bloqueadas|trancada|trancadas|fechada|fechadas|obstruida|obstruidas|para_a_prova|para_o_exame|para_amanha|mais|para_a_viagem|para_a_excursao|se_chover|para_o_passeio", false},
	// Mould in the corners or on the walls of a room, not on bread.
	{CategorySafety, 0.85, "^contra|contra_o|antimofo|sem|zero mofo|bolor ~3 em_todos_os_cantos|nos_cantos|nas_paredes|na_parede|no_teto|por_todo_lado|pelas_paredes ~6 sala|salas|quarto|quartos|alojamento|subsolo|porao|biblioteca|vestiario|escritorio|refeitorio|creche|laboratorio !._mas_ja|._ja_consertaram|._ja_arrumaram|._ja_trocaram|._ja_foi_consertado|._ja_foi_consertada|do_filme|da_novela|do_jogo|da_casa_abandonada", false},
	// Pests where food is kept, food past its date served, and a child
	// fed what they are allergic to.
	{CategorySafety, 0.85, "=vi|vimos|viram|tem|ha|havia|tinha|apareceram|aparecem|aparece|correm|encontramos|encontraram|encontrei|uns|umas|dois|varios|varias|muitos|muitas ratos|rato|ratazanas|ratazana|baratas|barata|fezes_de_rato|coco_de_rato ~4 na_despensa|no_refeitorio|na_cantina|no_bandejao|entre_a_comida|nos_alimentos|pelo_refeitorio|na_comida|na_cozinha_do_refeitorio|na_cozinha_da_escola|na_cozinha_da_cantina !do_jogo|no_jogo|do_the_sims|de_casa|da_minha_casa|la_de_casa|do_filme|da_novela|do_desenho", false},
	{CategorySafety, 0.85, "^exercito|guerra|supermercado|mercado|que servem|serve|serviram|serviu|dao|deram|deu|nos_dao|nos_deram|nos_serviram|nos_servem|lhes_dao|oferecem ~3 comida|iogurte|iogurtes|leite|carne|produtos|alimentos|lanche|merenda ~1 vencida|vencidos|vencidas|vencido|estragada|estragado|estragados|podre|podres|fora_da_validade", false},
	{CategorySafety, 0.85, "comida_do_refeitorio|comida_da_cantina|comida_do_bandejao|lanche_da_escola|merenda|comida_da_creche ~2 esta_vencida|estava_vencida|esta_estragada|estava_estragada|vencida|estragada|podre|fora_da_validade !foi_jogada_fora|foi_descartada|foi_recolhida|foi_retirada|jogada_fora|foi_jogado_fora", false},
	{CategorySafety, 0.85, "deram|deu|dao|serviram|serviu|ofereceram ~3 amendoim|amendoins|castanha|castanhas|nozes|leite|ovo|ovos|gluten|pao|camarao|frutos_do_mar|peixe|trigo|morango|morangos|soja|bolo|biscoito|biscoitos|bolacha|bolachas|chocolate|comida|lanche|iogurte|queijo|mel|kiwi|amendoas|gergelim|lacteos|doce|doces|pasta_de_amendoim|merenda|sobremesa|sorvete ~5 sabendo_que_ela_e_alergica|sabendo_que_ele_e_alergico|sabendo_da_alergia|mesmo_sendo_alergica|mesmo_sendo_alergico|apesar_da_alergia", false},
	// Cracks told as large or growing, a missing step, a lift stuck with
	// people inside, a beam that bends.
	{CategorySafety, 0.85, "^tapamos_as|tapar_as|arrumamos_as|consertamos_as|usamos_as|vedamos_as rachaduras|rachadura|rachas|racha|fissuras|fissura ~2 enormes|enorme|grandes|profundas|profunda|novas ~3 na_parede|nas_paredes|no_teto|no_muro|na_coluna|nas_colunas|no_pilar|na_fachada|na_viga|na_laje|no_chao !de_argila|de_barro|de_escalada|do_cenario|de_pedra|de_escalada|da_caverna|da_gruta", false},
	{CategorySafety, 0.85, "^faz_uma|fez_uma|fazem_uma|filme_a|novela_a rachadura|rachaduras|fissura|fissuras|racha ~1 na|no|da|do|nas|nos ~1 parede|paredes|teto|muro|coluna|colunas|pilar|fachada|viga|laje ~6 cada_semana|cada_mes|cada_dia|cada_vez_maior|fica_maior|esta_aumentando|esta_abrindo|aumentou|cresce|crescendo !._dizem|._segundo|._diz|a_cada_cena|a_cada_episodio|cada_ano|todo_ano|com_os_anos", false},
	{CategorySafety, 0.85, "falta|faltam|esta_faltando|estao_faltando ~1 um_degrau|degraus|dois_degraus|um_degrau_na|barrotes ~4 escada|escadas|escadinha|arquibancada|passarela|rampa !de_brinquedo|da_casa_de_bonecas|de_lego|do_jogo|da_maquete|do_desenho|do_jogo", false},
	{CategorySafety, 0.85, "presos|presas|trancados|trancadas|preso|presa ~2 no_elevador ~6 e_ninguem|sem_ninguem|ninguem_apareceu|ninguem_veio|ninguem_atendeu", false},
	{CategorySafety, 0.85, "viga|vigas|muro|laje|pilar|pilares ~4 envergada|envergado|entortada|cedendo|afundando|abrindo|inclinado|inclinada|rachado|rachada !do_cenario|de_papelao|do_projeto|e_proposital|de_proposito|en_la_foto|en_las_fotos|por_el_angulo|na_foto", false},
	// A fuse box left open where children reach it, sparks from a
	// socket, a handrail that moves, cover plates that fall.
	{CategorySafety, 0.85, "^deixar_o|nunca_deixar_o|nao_deixar_o|proibido_deixar_o quadro_eletrico|quadro_de_luz|quadro_de_energia|caixa_de_disjuntores ~3 aberto|aberta|sem_tampa|sem_porta|exposto|destampado ~8 criancas|alunos|qualquer_um|podem_mexer|pode_mexer|ao_alcance|pequenos", false},
	{CategorySafety, 0.85, "^que|por_que|porque|filme|novela|jogo|serie sai_faisca|sai_faiscas|saem_faiscas|saiu_faisca|sairam_faiscas|saia_faisca|solta_faisca|soltou_faisca|saiu_fumaca|sai_fumaca|saia_fumaca ~1 da|das|do|dos ~1 tomada|tomadas|quadro_eletrico|quadro_de_luz|fio|fios|cabo|cabos|extensao|benjamim|interruptor|filtro_de_linha !da_fogueira|do_isqueiro|da_bateria|._mas_ja|._ja_consertaram|._ja_arrumaram|._ja_trocaram|._ja_foi_consertado|._ja_foi_consertada|do_pisca", false},
	{CategorySafety, 0.85, "corrimao|corrimaos|guarda_corpo|parapeito|grade_da_sacada ~3 mexendo|balancando|solto|solta|bambo|bamba|se_mexe|mexe|balanca ~6 alguem_cai|alguem_vai_cair|qualquer_dia|vai_cair|cair|se_machucar|despencar !no_mar|na_agua", false},
	{CategorySafety, 0.85, "tomadas|tomada ~3 nao_tem_protetor|nao_tem_protecao|sem_protetor|sem_protecao|sem_tampa|sem_espelho ~6 criancas|bebes|enfiam|enfia|colocam_o_dedo|poe_o_dedo|alcance", false},
	{CategorySafety, 0.85, "caiu|cairam|despencou|despencaram|se_soltou|se_soltaram ~1 uma_placa|placas|um_pedaco|pedacos ~1 do_forro|do_teto|do_rebaixamento !da_casinha|da_casa_de_bonecas|do_cenario|da_maquete", false},
	// Protection missing for the job: forced to use a saw without goggles
	// or gloves, pesticides without a suit or mask, no ear protection,
	// a machine's sensor switched off or guard taken off.
	{CategorySafety, 0.85, "obrigam|obrigaram|mandam|mandaram|fazem ~3 a_gente|nos|os_funcionarios|os_alunos ~3 usar|trabalhar|mexer|operar ~4 sem ~1 oculos|luvas|mascara|capacete|cinto|protecao|equipamento_de_protecao|epi|epis !na_aula_de_culinaria|na_cozinha|para_cozinhar|na_aula_de_ceramica", false},
	{CategorySafety, 0.85, "agrotoxico|agrotoxicos|pesticida|pesticidas|veneno|solvente|solventes|acido_sulfurico|acido_cloridrico|acido_nitrico|amianto|soldamos|soldando|soldar|lixando|fibra_de_vidrio ~6 sem|nem ~1 roupa_de_protecao|mascara|mascaras|luvas|oculos|protecao|epi|epis|macacao|respirador !solar|de_sol|solares|e_proibido|e_perigoso|voce_queima|voce_pode|queima_os_olhos", false},
	{CategorySafety, 0.85, "nao_dao|nao_nos_dao|nao_fornecem|nao_compram|a_empresa_nao_da|a_empresa_nao_compra|nunca_dao ~3 protetor_auricular|protetores_auriculares|tampao|capacete|capacetes|luvas|oculos_de_protecao|mascaras|mascara|botas_de_seguranca|epi|epis|cinto_de_seguranca|colete|coletes !na_visita|para_a_visita|para_visitar|para_a_piscina|para_nadar|de_natacao|para_dormir|de_sol|3d|do_time|da_equipe|ate_o_jogo|este_ano_porque|de_brinde|na_corrida", false},
	{CategorySafety, 0.85, "^programada_a|manutencao_a prensa|serra|guilhotina|torno|dobradeira ~4 sensor_de_seguranca|sensores_de_seguranca|barreira_de_seguranca|botao_de_emergencia|parada_de_emergencia|o_sensor ~3 desligado|desligada|desativado|desativada|anulado|quebrado|quebrada|nao_funciona !e_a_maquina_fora_da_tomada|e_a_maquina_desligada|durante_a_manutencao", false},
	{CategorySafety, 0.85, "tiraram|tirou|removeram|desativaram|desligaram|arrancaram ~1 a_protecao|as_protecoes|o_protetor|a_grade_de_protecao|a_trava_de_seguranca|o_sensor ~3 da_maquina|das_maquinas|da_serra|da_prensa|do_torno|da_esteira !de_lavar|de_cafe|para_limpar|para_transportar|para_afiar|para_trocar_a|para_a_manutencao", false},
	// No heating in winter told with the cold in class, strong paint
	// fumes that make people sick, a pool with no lifeguard.
	{CategorySafety, 0.85, "nao_tem_aquecimento|sem_aquecimento|o_aquecimento_nao_funciona|aquecimento_quebrado|o_aquecimento_esta_quebrado|desligam_o_aquecimento ~8 graus|de_casaco|de_casacos|tremendo|tremendo_de_frio|congelando|congelados|congeladas !._perfeito|._tanto_faz|._otimo", false},
	{CategorySafety, 0.85, "cheiro|fedor|cheirao ~3 de ~1 tinta|solvente|verniz|cloro|agua_sanitaria|cola|gasolina|produtos_quimicos ~8 " + safetyFaintPT + "|vomitaram|vomitado|dificuldade_para_respirar|nao_conseguiam_respirar|olhos_ardendo|crise_de_asma !de_tanto_sol|do_sol|por_causa_do_sol", false},
	{CategorySafety, 0.85, "piscina|piscinas ~3 nao_tem_salva_vidas|sem_salva_vidas|nao_tem_guarda_vidas|sem_guarda_vidas|nao_tem_bombeiro|sem_bombeiro ~6 criancas|alunos|nadam_sozinhas|nadam_sozinhos|sozinhas|sozinhos|pequenas|pequenos", false},
	// Trees dropping big branches, falling bits from the site next door,
	// open holes and broken manhole covers.
	{CategorySafety, 0.85, "^podamos_a|podaram_a|cortamos_a|cortaram_a arvore|arvores|pinheiro|galho|galhos ~6 caem_galhos|cai_galho|caiu_um_galho|cairam_galhos|quebrou_um_galho|caem|cairam ~2 grandes|enormes|pesados|grossos|em_cima|no_patio|na_calcada", false},
	{CategorySafety, 0.85, "^jogo|filme|videogame|novela caem|cai|cairam|caiu|caindo ~3 pedacos_de_tijolo|pedacos_de_reboco|pedacos_de_concreto|pedacos_de_telha|entulho|telhas|reboco ~4 no_nosso_patio|no_patio|na_calcada|em_cima_das_criancas|em_cima_da_gente|no_recreio|no_estacionamento", false},
	{CategorySafety, 0.85, "^cavamos_um|cavaram_um|fizemos_um buraco|buracos|vala|valas|bueiro|poco ~4 aberto|abertos|aberta|sem_sinalizacao|sem_protecao|sem_tampa|sem_grade|quebrada|quebrado ~8 crianca|criancas|enfiou_a_perna|caiu|cairam|entrada_da_escola|na_entrada|no_patio|alunos", false},
	// Vehicles: a truck reversing with no beeper, forklifts that nearly
	// hit people, a school bus with bald tyres.
	{CategorySafety, 0.85, "caminhao|caminhoes|empilhadeira|empilhadeiras|van|trator|retroescavadeira ~4 da_re|dando_re|deu_re|de_re ~3 sem_apito|sem_sinal_sonoro|sem_alarme|sem_ninguem_orientar|e_ninguem_orienta !no_desenho|no_filme|no_jogo", false},
	{CategorySafety, 0.85, "^videogame_a|jogo_a|filme_a empilhadeira|empilhadeiras|paleteira|guindaste|maquinas ~4 quase_me_atropela|quase_me_atropelou|quase_nos_atropela|quase_nos_atropelou|quase_atropela_a_gente|quase_atropelam_a_gente|quase_atropelou_a_gente|quase_atropelou_um|quase_atropelou_uma|quase_atropelaram_um|quase_atropelam_os|quase_atropela_os|quase_pegou_um|quase_pegou_uma|quase_atropelou_o|quase_atropelou_a", false},
	{CategorySafety, 0.85, "onibus|van|perua|micro_onibus|microonibus|transporte_escolar ~4 pneus_carecas|pneu_careca|pneus_gastos|pneus_lisos|sem_cinto|sem_cintos|cintos_quebrados", false},
	// Playground and furniture hazards: nails and screws sticking out,
	// broken glass in the playground, shelves bent and overloaded.
	{CategorySafety, 0.85, "^arrumamos_os|tiramos_os|pregamos_os|consertamos_os|arrumaram_os|tiraram_os pregos_para_fora|parafusos_para_fora|prego_para_fora|parafuso_para_fora|ferros_para_fora|pregos_saindo|parafusos_saindo|pregos_expostos|parafusos_expostos ~4 nos_bancos|nas_carteiras|nas_cadeiras|nas_mesas|no_balanco|nos_balancos|no_escorregador|no_parquinho|na_escada|no_corrimao|no_vestiario|no_patio|na_arquibancada|na_gangorra", false},
	{CategorySafety, 0.85, "balanco|balancos|escorregador|banco|bancos|carteira|carteiras|cadeira|cadeiras|arquibancada|gangorra|parquinho ~6 pregos_para_fora|parafusos_para_fora|prego_para_fora|parafuso_para_fora|ferros_para_fora|pregos_saindo|parafusos_saindo|pregos_expostos|parafusos_expostos !._faz_parte", false},
	{CategorySafety, 0.85, "parquinho|playground|parque_infantil|escorregador|balanco|balancos|tanque_de_areia|recreio|patio ~6 caco_de_vidro|cacos_de_vidro|vidro_quebrado|vidros_quebrados|garrafas_quebradas !depois_do_granizo|depois_da_tempestade|depois_da_chuva|para_a_fase", false},
	{CategorySafety, 0.85, "prateleira|prateleiras|estante|estantes|armario|armarios ~3 torta|tortas|torto|tortos|solta|soltas|bamba|bambas ~4 carregada_ate_em_cima|carregadas_ate_em_cima|balanca|balancam|vai_cair|pode_cair|cheia_ate_o_teto|lotada", false},
	{CategorySafety, 0.85, "tabela|tabelas|trave|traves|gol|estante|espelho|lousa|televisao|tv ~3 solta|soltas|solto|bamba|bambo|mal_presa|mal_preso ~4 balanca|balancam|se_mexe|vai_cair|pode_cair !com_o_vento|na_feira", false},
	// Flammables stored by a power or heat source, hot work near them.
	{CategorySafety, 0.85, "^usamos|usar|com tinta|tintas|solvente|solventes|gasolina|diesel|botijao|botijoes|galoes_de_gasolina|material_inflamavel|produtos_inflamaveis|alcool ~4 do_lado_do|ao_lado_do|perto_do|junto_do|em_cima_do|embaixo_do|do_lado_da|ao_lado_da ~1 quadro_eletrico|quadro_de_luz|caldeira|aquecedor|fogao|forno|fritadeira !evapora|evaporam", false},
	{CategorySafety, 0.85, "soldando|soldar|soldam|fumando|fumam ~3 sem_tirar|perto_de|ao_lado_de|do_lado_de|junto_de ~3 material_inflamavel|inflamavel|inflamaveis|gasolina|os_galoes|os_botijoes|solvente|o_solvente", false},
	// Boiling oil from a fryer, a window that does not close with
	// children leaning out, a ceiling that sags with leaks.
	{CategorySafety, 0.85, "^minha|meu fritadeira|fritadeiras ~3 vaza|vazando|pinga|transborda|espirra|respinga ~2 oleo|gordura !se_encher|se_enche|no_fundo|de_proposito", false},
	{CategorySafety, 0.85, "janela|janelas ~6 nao_fecha|nao_fecham|quebrada|quebradas|sem_trava|sem_grade|sem_tela ~6 se_debrucam|se_debruca|sobem|se_penduram|sentam_na_janela|se_inclinam !para_tomar_sol", false},
	{CategorySafety, 0.85, "^consertaram_o|arrumaram_o|trocaram_o|consertamos_o forro|teto|gesso ~4 estufado|estufada|cedendo|afundando|embarrigado|inchado|vai_cair|caindo ~6 infiltracao|goteira|goteiras|agua|umidade|manchas !da_cobertura", false},
	// Rain coming in over the sockets or the fuse box ("chove dentro da
	// sala em cima das tomadas").
	{CategorySafety, 0.85, "^se|quando chove_dentro|chove|goteira|goteiras|pinga_agua|cai_agua|entra_agua ~4 em_cima_das_tomadas|em_cima_da_tomada|nas_tomadas|no_quadro_eletrico|em_cima_do_quadro|nos_fios|em_cima_dos_fios", false},
	// Safety round five, Italian: the same families and guards. A fire
	// alarm that does not sound ("l'allarme antincendio non suona", "c'è
	// stato un principio d'incendio e l'allarme non è scattato"), not an
	// alarm clock; exits and fire doors blocked; no evacuation plan.
	{CategorySafety, 0.85, "^film_l|romanzo_l|serie_l|gioco_l allarme|allarmi|sirena ~1 antincendio|anti_incendio|incendio|di_incendio ~1 non_suona|non_ha_suonato|non_suonava|non_scatta|non_e_scattato|non_scattava|non_funziona|non_ha_funzionato|non_si_sente|non_si_sentiva|mai_suonato !quando_cucino|quando_cucina|nel_film|apposta|._ma_l_hanno_gia|._ma_hanno_gia|._l_hanno_gia|._ma_ora|._gia_riparato|._gia_riparata|._ma_e_stato_riparato|._ma_e_stata_riparata", false},
	{CategorySafety, 0.85, "principio_d_incendio|principio_di_incendio|ha_preso_fuoco|e_uscito_fumo|durante_la_prova_di_evacuazione|nella_prova_di_evacuazione ~8 l_allarme|gli_allarmi|il_rilevatore|i_rilevatori ~1 non_e_scattato|non_ha_suonato|non_e_suonato|non_ha_funzionato|non_si_e_sentito !apposta|di_proposito|perche_era", false},
	{CategorySafety, 0.85, "uscite|uscita|porta|porte ~1 di_sicurezza|di_emergenza|tagliafuoco|antipanico ~3 coperte|coperta|sbarrate|sbarrata|con_il_lucchetto|con_la_catena|incatenata|incatenate|tenuta_aperta|tenute_aperte|dai_bancali|con_le_casse|dalle_casse|dai_mobili|con_i_mobili|con_un_cuneo !dalla_tettoia|da_una_tettoia|dal_tetto|dalla_pensilina|e_vietata|e_vietato|e_proibita|con_un_cuneo_e_vietata|con_un_cuneo_e_vietato", false},
	{CategorySafety, 0.85, "^videogioco_le|gioco_le|film_le uscite|uscita ~3 del_capannone|del_magazzino|della_fabbrica|del_locale|della_discoteca|dello_stabilimento ~2 bloccate|bloccata|ostruite|ostruita|sbarrate|chiuse_col_lucchetto|chiuse_con_la_catena ~3 dai_bancali|dalle_casse|dai_pallet|con_i_bancali|con_le_casse|con_i_pallet|dagli_scatoloni|con_gli_scatoloni", false},
	{CategorySafety, 0.85, "non_c_e|non_ce|non_esiste|non_abbiamo|non_hanno|senza ~1 un_piano_di_evacuazione|piano_di_evacuazione|un_piano_di_emergenza|piano_di_emergenza|nessun_piano_di_evacuazione|un_uscita_di_sicurezza|uscite_di_sicurezza !nel_gioco|nell_escape|per_le_vacanze|per_l_estate|per_la_festa|perfetto|ideale|chiusa|chiuse|bloccata|bloccate|ostruita|ostruite|sbarrata|per_l_esame|per_domani|per_la_verifica|per_la_gita|per_il_viaggio|se_piove", false},
	// Mould in the corners or on the walls of a room; food poisoning
	// from a canteen, pests where food is kept, food past its date, a
	// child fed what they are allergic to.
	{CategorySafety, 0.85, "^contro_la|antimuffa|contro|senza|zero muffa ~4 in_tutti_gli_angoli|negli_angoli|sui_muri|sulle_pareti|sul_soffitto|dappertutto|su_tutte_le_pareti ~6 aula|aule|classe|stanza|stanze|camera|camere|studentato|seminterrato|cantina|biblioteca|spogliatoio|ufficio|mensa|asilo|laboratorio !._ma_l_hanno_gia|._ma_hanno_gia|._l_hanno_gia|._ma_ora|._gia_riparato|._gia_riparata|._ma_e_stato_riparato|._ma_e_stata_riparata|del_film|del_videogioco|del_gioco|della_casa_abbandonata", false},
	{CategorySafety, 0.85, "=visto|visti|viste|vista|ci_sono|c_e|girano|gira|corrono|trovato|trovati|trovate|dei|delle|alcuni|tanti|molti topi|topo|ratti|ratto|scarafaggi|blatte|scarafaggio|blatta|escrementi_di_topo|cacche_di_topo ~4 nella_dispensa|nella_cucina_della_mensa|in_mensa|nella_mensa|in_cucina_della_mensa|tra_il_cibo|nel_cibo|negli_alimenti|nella_cucina_della_scuola|nella_cucina_dell_asilo !del_gioco|nel_gioco|dei_sims|di_casa|di_casa_mia|del_castello|nel_cartone", false},
	{CategorySafety, 0.85, "^guerra|supermercato|negozio|che servono|serve|hanno_servito|ci_danno|ci_hanno_dato|danno|danno_ai_bambini|ci_servono ~3 cibo|yogurt|latte|carne|prodotti|alimenti|panini|pesce ~1 scaduto|scaduti|scaduta|scadute|avariato|avariata|avariati|andato_a_male|andati_a_male|marcio|marci !a_meta_prezzo|da_un_giorno|con_lo_sconto", false},
	{CategorySafety, 0.85, "hanno_dato|ha_dato|danno|hanno_servito|ha_servito ~3 arachidi|noci|nocciole|mandorle|frutta_secca|latte|latticini|uovo|uova|glutine|pane|crostacei|gamberi|pesce|grano|fragole|kiwi|soia|sesamo|biscotti|pasta|yogurt|formaggio|cibo|cioccolato|torta|merenda|dolce|dolci|crema_di_arachidi|pistacchi|gelato|panino|panini ~5 sapendo_che_e_allergica|sapendo_che_e_allergico|pur_sapendo_che_e_allergica|pur_sapendo_che_e_allergico|nonostante_l_allergia|nonostante_sia_allergica|nonostante_sia_allergico", false},
	{CategorySafety, 0.85, "mensa|cibo|pranzo|menu|cucina|catering ~8 mezza_scuola|mezza_classe|meta_della_classe|meta_della_scuola|diversi_studenti|molti_bambini|tanti_bambini|diversi_bambini ~3 e_stata_male|sono_stati_male|sta_male|stanno_male|intossicati|intossicata|ha_vomitato|hanno_vomitato|con_la_diarrea !per_le_curve|per_il_mal_d_auto|dal_ridere", false},
	{CategorySafety, 0.85, "crudo|cruda|crudi|poco_cotto|poco_cotta ~6 mezza_scuola|mezza_classe|meta_della_classe|diversi_studenti|molti_bambini|tanti_bambini|diversi_bambini ~3 e_stata_male|sono_stati_male|intossicati|hanno_vomitato !per_le_curve|per_il_mal_d_auto|dal_ridere", false},
	// Cracks told as large or growing, a missing step, a lift that stops
	// between floors with people inside or leaves them trapped, a beam
	// that bends.
	{CategorySafety, 0.85, "^stuccato_le|stuccare_le|usiamo_le|riparato_le|sistemato_le crepe|crepa|fessure|fessura|crepacci ~2 enormi|enorme|grandi|grande|profonde|profonda|nuove ~3 nel_muro|nei_muri|sul_muro|nella_parete|nelle_pareti|sulla_parete|nel_soffitto|sul_soffitto|nella_colonna|nel_pilastro|nella_facciata|sulla_facciata|nella_trave|nel_solaio|nel_pavimento !di_argilla|di_creta|d_arrampicata|della_scenografia|d_arrampicata|della_grotta|della_caverna", false},
	{CategorySafety, 0.85, "^film_la|fa_una|fatto_una|fanno_una crepa|crepe|fessura|fessure ~1 nel|nella|nei|nelle|sul|sulla|del|della ~1 muro|muri|parete|pareti|soffitto|colonna|colonne|pilastro|facciata|trave|solaio ~6 ogni_settimana|ogni_mese|ogni_giorno|sempre_piu_grande|piu_grande|si_allarga|si_sta_allargando|si_allargano|e_cresciuta|cresce !._dicono|._secondo|._dice|a_ogni_scena|a_ogni_episodio", false},
	{CategorySafety, 0.85, "manca|mancano ~1 un_gradino|gradini|due_gradini|dei_gradini|un_piolo|pioli ~4 scala|scale|scaletta|scala_antincendio|tribuna|gradinata|passerella|rampa !giocattolo|della_casa_delle_bambole|del_lego|del_gioco|del_plastico|del_disegno|del_modellino", false},
	{CategorySafety, 0.85, "^film_sono|serie_sono|romanzo_sono|film_sono_rimasti|rimasti|rimaste|rimasto|rimasta rimasti|rimaste|rimasto|rimasta|bloccati|bloccate|chiusi|chiuse|intrappolati|intrappolate ~2 nell_ascensore|in_ascensore ~6 e_non_e_venuto_nessuno|e_nessuno|nessuno_e_venuto|nessuno_rispondeva|senza_che_nessuno", false},
	{CategorySafety, 0.85, "^se_l|quando_l|se ascensore|ascensori|montacarichi ~3 si_blocca|si_e_bloccato|si_ferma|si_e_fermato|resta_bloccato ~3 tra_un_piano_e_l_altro|tra_i_piani|tra_due_piani ~3 con_la_gente|con_persone|con_gente|con_i_bambini|con_gli_studenti !nel_film|nella_serie|nel_videogioco|nel_gioco|dentro_nella_serie|dentro_nel_film", false},
	{CategorySafety, 0.85, "trave|travi ~1 del_magazzino|del_capannone|del_tetto|del_soffitto|della_palestra|dell_aula|della_scuola|portante|portanti|di_legno|di_ferro|di_acciaio ~2 piegata|piegate|incurvata|incurvate|sta_cedendo|si_sta_piegando !regge|sostiene|sopporta|apposta", false},
	{CategorySafety, 0.85, "muro|muretto|solaio|pilastro|pilastri ~4 sta_cedendo|cede|inclinato|inclinata|crepato|crepata|sta_per_crollare|si_sta_aprendo !della_scenografia|di_cartone|apposta|di_proposito|da_secoli", false},
	// A fuse box left open, water on the electrics, a shock from an
	// appliance, cover panels that fall, a basketball hoop that sways.
	{CategorySafety, 0.85, "^lasciare_il|non_lasciare_il|mai_lasciare_il|vietato_lasciare_il quadro_elettrico|quadri_elettrici|quadro_della_luce|centralino ~3 aperto|aperti|senza_sportello|senza_coperchio|scoperto|scoperti ~8 bambini|studenti|ragazzi|chiunque|possono_toccarlo|puo_toccarlo|a_portata|piccoli", false},
	{CategorySafety, 0.85, "^se|anche_se|quando piove|piove_dentro|gocciola|gocciolano|entra_acqua|cade_acqua|infiltrazioni|l_acqua ~5 sopra_le_prese|sulle_prese|sulla_presa|sul_quadro_elettrico|nel_quadro_elettrico|sopra_il_quadro|sui_cavi|sui_fili|sopra_i_cavi|sopra_i_fili", false},
	{CategorySafety, 0.85, "lavatrice|lavatrici|asciugatrice|frigo|frigorifero|microonde|rubinetto|doccia|docce|maniglia|ringhiera|interruttore|presa|forno|bollitore|lampada ~3 da|danno|dava|ha_dato|prende|fa ~1 la_scossa|scossa|le_scosse|scosse|la_corrente !di_adrenalina|di_gioia|di_piacere|di_emozione|per_l_elettricita_statica|per_la_statica|d_inverno|elettrostatica", false},
	{CategorySafety, 0.85, "caduto|caduta|caduti|cadute|si_e_staccato|si_e_staccata|si_sono_staccati ~2 un_pannello|pannelli|un_pezzo|pezzi ~1 del_controsoffitto|dal_controsoffitto|del_soffitto|dal_soffitto|dell_intonaco !in_scena|sul_palco|durante_lo_spettacolo|nel_film|della_casa_delle_bambole|del_plastico|del_modellino", false},
	{CategorySafety, 0.85, "canestro|canestri|porta_da_calcio|scaffale|scaffali|armadio|armadietti|lavagna|televisore|tv|specchio ~3 staccato|staccata|traballante|allentato|allentata|storto|storta|mal_fissato|mal_fissata|non_fissato|non_fissata ~4 oscilla|oscillano|si_muove|si_muovono|balla|ballano|puo_cadere|sta_per_cadere|caricato_fino_in_cima|caricati_fino_in_cima|pieno_fino_in_cima !perche_e_su|al_vento|sul_balcone", false},
	// Protection missing: forced to use a saw without goggles or gloves,
	// welding or pesticides without a mask, no earplugs, a machine's
	// sensor switched off, made to work on a roof without a harness.
	{CategorySafety, 0.85, "^ceramica|cucina|pasticceria ci_obbligano|ci_obbligano_a|ci_fanno|ci_hanno_fatto|ci_mandano|ci_costringono_a|obbligano_i_ragazzi_a ~2 usare|lavorare|salire|operare|manovrare ~5 senza ~1 occhiali|guanti|mascherina|maschera|casco|imbracatura|imbragatura|protezioni|protezione|cintura|dpi", false},
	{CategorySafety, 0.85, "pesticidi|pesticida|diserbante|fitofarmaci|solventi|solvente|acido_solforico|acido_cloridrico|acido_nitrico|amianto|saldiamo|saldando|saldare|saldano|carteggiare|fibra_di_vetro ~6 senza|ne ~1 maschera|mascherina|mascherine|guanti|occhiali|tuta|tute|protezione|protezioni|dpi|respiratore !solare|da_sole|solari|e_vietato|e_pericoloso|ti_bruci|ti_puoi|non_si_deve|non_si_devono", false},
	{CategorySafety, 0.85, "non_ci_danno|non_ci_hanno_dato|non_ci_forniscono|non_danno|non_forniscono|l_azienda_non_compra|non_comprano|non_ci_comprano ~3 i_tappi|tappi|cuffie|cuffie_antirumore|casco|caschi|guanti|occhiali_protettivi|occhiali_di_protezione|mascherine|mascherina|scarpe_antinfortunistiche|dpi|imbracatura|imbracature|gilet !per_la_visita|alla_visita|nella_visita|per_la_piscina|per_nuotare|da_sole|3d|della_squadra|in_regalo|al_concerto|fino_alla_partita", false},
	{CategorySafety, 0.85, "^manutenzione_la|durante_la_manutenzione_la pressa|sega|taglierina|tornio|cesoia|piegatrice ~4 sensore_di_sicurezza|sensori_di_sicurezza|barriera_di_sicurezza|pulsante_di_emergenza|fungo_di_emergenza|arresto_di_emergenza|il_sensore ~3 disattivato|disattivata|spento|spenta|escluso|esclusa|rotto|rotta|non_funziona|bypassato !e_la_macchina_staccata|e_la_macchina_spenta|durante_la_manutenzione", false},
	// No heating in winter told with the cold in class, strong paint
	// fumes that make people ill, a scaffold that sways in the wind.
	{CategorySafety, 0.85, "non_c_e_riscaldamento|non_ce_riscaldamento|senza_riscaldamento|il_riscaldamento_non_funziona|riscaldamento_rotto|il_riscaldamento_e_rotto|spengono_il_riscaldamento|riscaldamento_spento ~8 gradi|col_cappotto|con_il_cappotto|coi_cappotti|con_i_cappotti|tremando|tremiamo|congelati|congelando|battendo_i_denti !._perfetto|._va_bene|._quindi_va_bene", false},
	{CategorySafety, 0.85, "odore|puzza|tanfo ~3 di ~1 vernice|solvente|cloro|candeggina|colla|benzina|prodotti_chimici ~8 " + safetyFaintIT + "|hanno_vomitato|vomitato|difficolta_a_respirare|non_riuscivano_a_respirare|occhi_che_bruciavano|attacco_d_asma|sono_stati_male !per_il_troppo_sole|per_il_sole|dal_sole", false},
	{CategorySafety, 0.85, "ponteggio|ponteggi|impalcatura|impalcature ~4 oscilla|oscillano|traballa|traballano|si_muove|si_muovono|dondola|dondolano ~3 con_il_vento|col_vento|quando_tira_vento !apposta|di_proposito", false},
	// Trees dropping big branches, falling bricks from the site next
	// door, open holes with no barrier at the entrance.
	{CategorySafety, 0.85, "albero|alberi|pino|ramo|rami ~6 cadono_rami|cade_un_ramo|e_caduto_un_ramo|sono_caduti_rami|cadono|sono_caduti ~2 grossi|grandi|enormi|pesanti|addosso|nel_cortile|sul_marciapiede", false},
	{CategorySafety, 0.85, "^gioco|film|videogioco|tetris|minecraft cadono|cade|sono_caduti|e_caduto|cadevano ~3 pezzi_di_mattone|mattoni|mattone|calcinacci|pietre|attrezzi|tegole|pezzi_di_intonaco|detriti ~4 nel_nostro_cortile|nel_cortile|sul_marciapiede|addosso_ai_bambini|addosso_a_noi|in_cortile|nel_parcheggio|durante_la_ricreazione", false},
	{CategorySafety, 0.85, "^scavato_una|scaviamo_una|fatto_una buca|buche|scavo|fossa|tombino|pozzetto ~3 aperta|aperte|aperto|aperti|scoperto|scoperta|senza_transenne|senza_recinzione|senza_segnalazione|senza_coperchio|senza_protezione ~6 ingresso|all_ingresso|cortile|bambini|studenti|scuola|davanti_alla_scuola !ci_giocavano|ci_giocano", false},
	// Vehicles: a truck reversing with no beeper, forklifts that nearly
	// hit people, a school bus with bald tyres or a driver on the phone.
	{CategorySafety, 0.85, "camion|camioncino|furgone|muletto|muletti|trattore|ruspa|escavatore ~3 fa_retromarcia|fanno_retromarcia|in_retromarcia|ha_fatto_retromarcia ~3 senza_segnale_acustico|senza_cicalino|senza_avvisatore|senza_nessuno_che|senza_guardare", false},
	{CategorySafety, 0.85, "^videogioco_il|gioco_il|film_il muletto|muletti|transpallet|carrello_elevatore|carrelli_elevatori|gru ~3 quasi_ci_investono|quasi_ci_investe|ci_hanno_quasi_investiti|ha_quasi_investito|hanno_quasi_investito|per_poco_non_ci_investe|per_poco_non_investe|quasi_investono|quasi_investe", false},
	{CategorySafety, 0.85, "scuolabus|pulmino|autobus|pullman|navetta ~5 gomme_lisce|gomme_consumate|pneumatici_lisci|pneumatici_consumati|senza_cinture|cinture_rotte", false},
	{CategorySafety, 0.85, "autista|autisti|conducente ~4 dello_scuolabus|del_pulmino|dell_autobus|del_pullman|della_navetta ~4 guarda_il_telefono|guarda_il_cellulare|scrive_messaggi|messaggia|al_telefono|usa_il_cellulare|col_cellulare_in_mano|si_addormenta !ha_spiegato|ha_detto|ha_annunciato|con_la_centrale|in_vivavoce|col_vivavoce", false},
	// Playground and furniture hazards: nails and screws that stick out,
	// broken glass in the playground.
	{CategorySafety, 0.85, "^sistemato_i|tolto_i|ribattuto_i|sistemiamo_i|tolgono_i|tolti_i chiodi_sporgenti|viti_sporgenti|chiodi_che_sporgono|viti_che_sporgono|ferri_sporgenti|chiodi_arrugginiti_sporgenti|le_viti_che_sporgono|i_chiodi_che_sporgono ~4 panche|panca|banchi|banco|sedie|sedia|altalena|altalene|scivolo|scala|ringhiera|spogliatoio|cortile|giardino|tribuna|parco_giochi", false},
	{CategorySafety, 0.85, "altalena|altalene|scivolo|panca|panche|banchi|sedie|tribuna|giostra|parco_giochi ~6 chiodi_sporgenti|viti_sporgenti|chiodi_che_sporgono|viti_che_sporgono|ferri_sporgenti|le_viti_che_sporgono|i_chiodi_che_sporgono !._fa_parte_del_numero|del_fachiro", false},
	{CategorySafety, 0.85, "parco_giochi|giardino_della_scuola|giardino_dell_asilo|altalene|scivolo|sabbiera|cortile|ricreazione ~6 vetri_rotti|cocci_di_vetro|pezzi_di_vetro|bottiglie_rotte|siringhe !dopo_la_grandinata|dopo_il_temporale|nel_livello|nel_gioco|nel_videogioco", false},
	// Flammables by a heat or power source, hot work near them.
	{CategorySafety, 0.85, "^usato|usare|usiamo|comprato vernice|vernici|solvente|solventi|benzina|gasolio|bombole|bombola|taniche_di_benzina|materiale_infiammabile|prodotti_infiammabili|alcol ~4 accanto_al|vicino_al|sopra_il|sotto_il|attaccati_al|accanto_alla|vicino_alla ~1 quadro_elettrico|quadro_della_luce|caldaia|stufa|forno|fornelli|friggitrice !evapora|evaporano", false},
	{CategorySafety, 0.85, "saldando|saldare|saldano|fumando|fumano ~3 senza_togliere|senza_rimuovere|vicino_a|accanto_a|vicino_al|vicino_alle|accanto_alle|vicino_ai ~3 materiale_infiammabile|infiammabile|infiammabili|benzina|taniche|bombole|solvente|solventi", false},
	// Boiling oil from a fryer, a window that does not close with
	// children leaning out, a gate that closes on people, gas leaking.
	{CategorySafety, 0.85, "^mia|tua|sua friggitrice|friggitrici ~3 perde|perdono|schizza|schizzano|trabocca ~2 olio|grasso !da_sotto|apposta", false},
	{CategorySafety, 0.85, "finestra|finestre ~6 non_si_chiude|non_si_chiudono|non_chiude|non_chiudono|rotta|rotte|senza_blocco|senza_fermo ~6 si_sporgono|si_sporge|ci_salgono|si_arrampicano|si_siedono_sul_davanzale !a_prendere_il_sole", false},
	{CategorySafety, 0.85, "cancello|portone|porta|porte|sbarra|saracinesca|serranda ~8 ha_quasi_schiacciato|quasi_schiaccia|ha_schiacciato|per_poco_non_schiaccia|stava_per_schiacciare ~1 un_ragazzo|una_ragazza|un_bambino|una_bambina|uno_studente|una_studentessa|un_collega|una_collega|un_operaio|qualcuno|una_persona|mio_figlio|mia_figlia !in_ogni_scena|nel_film|nella_scena", false},
	{CategorySafety, 0.85, "il_gas|la_tubatura_del_gas|il_tubo_del_gas|la_bombola_del_gas|la_bombola_di_gas|la_bombola_del_gpl ~4 perde|continua_a_perdere|sta_perdendo ~6 dice_che_e_normale|nessuno_fa_niente|nessuno_ripara|da_giorni|da_settimane|non_ripara|non_lo_ripara|laboratorio|aula|cucina|mensa !nella_serie|nel_film|nel_romanzo", false},
}

// The symptoms of bad air, for the rules of broken ventilation and fumes
// in concernRulesUntrained: dizzy, fainting, sick.
const (
	safetyFaintEN = "dizzy|fainted|fainting|passed_out|collapsed|lightheaded|light-headed|nauseous|nauseated|threw_up|throwing_up|vomiting|vomited|headaches|got_sick|felt_sick|feel_sick|feeling_sick|couldn't_breathe|could_not_breathe|struggling_to_breathe|short_of_breath"
	safetyFaintDE = "schwindlig|schwindelig|schwindel|ohnmachtig|umgekippt|kollabiert|ubel|ubergeben|erbrochen|kopfschmerzen|zusammengebrochen|bewusstlos|keine_luft"
	safetyFaintFR = "vertiges|vertige|la_tete_qui_tourne|tete_qui_tourne|etourdi|etourdis|etourdie|etourdies|malaise|malaises|evanoui|evanouie|evanouis|evanouies|tombe_dans_les_pommes|tombee_dans_les_pommes|tombes_dans_les_pommes|nausee|nausees|vomi|vomissent|mal_a_la_tete|maux_de_tete"
	safetyFaintES = "mareados|mareadas|mareado|mareada|mareos|mareo|se_mareo|se_marearon|desmayo|desmayado|desmayada|se_desmayo|se_desmayaron|desmayos|vomitando|vomitos|vomito|vomitaron|nauseas|dolor_de_cabeza|dolores_de_cabeza"
	safetyFaintIT = "giramenti_di_testa|gira_la_testa|girava_la_testa|capogiri|capogiro|svenuto|svenuta|svenuti|svenute|svenire|nausea|vomitato|vomitare|mal_di_testa|stordito|storditi|stordita|stordite|intontiti"
	safetyFaintPT = "tonto|tonta|tontos|tontas|tontura|tonturas|desmaiou|desmaiaram|desmaio|desmaiado|desmaiada|enjoado|enjoada|enjoados|enjoadas|enjoo|nausea|vomitou|vomitaram|vomitando|dor_de_cabeca|passou_mal|passaram_mal"
)

// The words of the untrained English threat rules of school and work
// (concernRulesUntrained): threatRoles, the people of school or work a
// threat may name by their role ("my TA", "that guy"), never a relative
// or a friend; enWarnings, the warnings a threat of "ending up in
// hospital" follows ("keep it up", "one more word", "touch me again");
// enHarmedOwn, what a threat says "see what happens to" (the reader's
// face, body and relatives).
const (
	threatRoles = "ta|tutor|teacher|professor|prof|lecturer|instructor|boss|manager|supervisor|coworker|colleague|coach|classmate|teammate|lab_partner|team_leader|team_lead|shift_lead|guy|dude|ex|trainer|mentor|advisor|examiner"
	enWarnings  = "keep_it_up|keep_that_up|keep_this_up|one_more_word|say_one_more_word|say_that_again|say_it_again|talk_to_me_like_that|keep_pushing_me|push_me|mess_with_me|keep_messing_with_me|touch_me|touch_her|touch_him|try_me|cross_me|keep_laughing|keep_laughing_at_me|laugh_at_me|snitch|report_me|rat_me_out|keep_talking|keep_running_your_mouth|come_near_me|come_near_her|look_at_me_like_that|do_that_again|do_it_again"
	enHarmedOwn = "face|pretty_face|family|kids|children|wife|husband|girlfriend|boyfriend|mum|mom|mother|dad|father|sister|little_sister|brother|little_brother|teeth|legs|knees|kneecaps"
)

// The words of the untrained rules of planned attacks and of a veiled
// threat to bring "something" (concernRulesUntrained): xxPlanVerbs, the
// verbs of planning or preparing an attack, and xxPlanGames, the games
// and sports after it, in French, Spanish, Italian and Portuguese; and
// seeNothingXX, the words after "they'll all see" that tell what is seen
// (a project, a cake, results), which a threat does not.
const (
	frPlanVerbs  = "preparer|preparaient|preparent|prepare|preparait|preparant|planifier|planifiaient|planifient|planifie|planifiait|planifiant|projeter|projetaient|projettent|projette|projetait|prevoient|prevoyaient|prevoit|prevoyait|organiser|organisaient|organisent"
	frPlanGames  = "!dans_le_jeu|en_jeu|aux_echecs|sur_le_terrain|pendant_le_match|en_match|avec_des_questions|avec_des_boules_de_neige|avec_un_gateau|avec_une_fete|avec_une_surprise|avec_des_ballons|avec_des_confettis|avec_un_cadeau|avec_des_cadeaux|d_anniversaire|sur_fortnite|sur_minecraft|publique|privee|laique|republicaine|pour|sur_sa|sur_ses|dans_la_presse|au_parlement"
	esPlanVerbs  = "planear|planeaban|planean|planeando|planeaba|planearon|planeado|preparar|preparaban|preparando|preparan|preparaba|prepararon|tramaban|tramando|traman|tramar|tramaba|organizar|organizaban|organizando"
	esPlanGames  = "!en_el_juego|en_el_partido|en_la_partida|en_el_ajedrez|en_fortnite|en_minecraft|en_el_campo|con_preguntas|con_globos_de_agua|con_bolas_de_nieve|con_una_tarta|con_un_pastel|con_una_fiesta|con_una_sorpresa|con_globos|con_confeti|con_un_regalo|con_regalos|con_tarta|para_su_cumpleanos|de_cumpleanos|publica|privada|concertada|por_su|por_sus|en_la_prensa|en_el_parlamento"
	itPlanVerbs  = "pianificare|pianificavano|pianificano|pianificando|pianificava|pianificato|preparare|preparavano|preparano|preparando|preparava|progettare|progettavano|progettano|progettando|organizzare|organizzavano|organizzando|tramare|tramavano|tramando"
	itPlanGames  = "!nel_gioco|in_partita|nella_partita|a_scacchi|su_fortnite|su_minecraft|in_campo|con_le_domande|con_i_gavettoni|con_le_palle_di_neve|con_una_torta|con_la_torta|con_una_festa|con_una_sorpresa|con_i_palloncini|con_i_coriandoli|con_un_regalo|con_i_regali|per_il_suo_compleanno|per_il_compleanno|di_compleanno|pubblica|privata|per_la_sua|per_le_sue|sulla_stampa|in_parlamento"
	ptPlanVerbs  = "planejando|planejavam|planejam|planejar|planejaram|planejava|planejado|preparando|preparavam|preparam|preparar|tramando|tramavam|tramam|tramar|armando|armavam|organizando|organizavam"
	ptPlanGames  = "!no_jogo|na_partida|no_xadrez|no_fortnite|no_minecraft|em_campo|no_campo|com_perguntas|com_bexigas_de_agua|com_bolas_de_neve|com_um_bolo|com_uma_festa|com_uma_surpresa|com_baloes|com_confete|com_um_presente|com_presentes|de_aniversario|publica|privada|por_sua|pelas_suas|na_imprensa|no_congresso"
	seeNothingEN = "!what|how|why|that|my|the|it|a|an|to|for|which|whether|if|i|i'm|im|you|we|he|she|they|this|his|her|our|their|who|when|where|me|him|them|us|results|result|there|here|more|._it's|._its|._it|._it'll|._this|._that|._you'll_love|._trust_me|._i_promise|._promise|._my|._our|._a|._an|._homemade|._cake|._cookies|._pizza|._lasagna|._brownies|._muffins|._snacks|._cupcakes|._biscuits|._sweets|._candy|._donuts|._doughnuts|._pancakes|._sandwiches"
	seeNothingFR = "!que|qu|ce|comment|pourquoi|si|le|la|les|l|mon|ma|mes|un|une|des|de|du|a|quand|combien|qui|quoi|mon|ton|ta|tes|leur|leurs|notre|nos|votre|vos|._c|._ca|._vous|._promis|._j|._je|._ma|._mon|._mes|._un|._une|._des|._notre|._nos|._crepes|._gateau|._cookies|._muffins|._brownies|._tarte|._madeleines|._croissants|._fait_maison"
	seeNothingES = "!que|como|lo|la|el|los|las|mi|mis|un|una|si|cuando|cuanto|quien|por|de|del|tu|tus|su|sus|nuestro|nuestra|mas|._esta|._es|._os|._lo|._ya|._prometido|._te|._mi|._mis|._un|._una|._unos|._unas|._nuestro|._nuestra|._galletas|._tarta|._pastel|._bizcocho|._magdalenas|._churros|._empanadas|._caseras|._casero|._pizza|._brownies"
	seeNothingIT = "!che|come|il|la|i|le|lo|gli|l|un|una|se|quanto|chi|perche|cosa|di|del|della|mio|mia|miei|mie|tuo|tua|suo|sua|nostro|nostra|quando|._e|._sara|._vi|._promesso|._ve|._il|._la|._lo|._i|._le|._un|._una|._mio|._mia|._miei|._mie|._biscotti|._torta|._tiramisu|._pizza|._dolci|._cornetti|._crostata|._muffin|._pasticcini"
	seeNothingDE = "!was|wie|dass|ob|warum|wer|wo|mein|meine|meinen|den|die|das|ein|eine|einen|dein|deine|unser|unsere|wann|._was|._wie|._dass|._ob|._warum|._wer|._wo|._wann|._meinen|._meine|._mein|._einen|._eine|._ein|._unseren|._unsere|._muffins|._kuchen|._kekse|._platzchen|._brownies|._waffeln|._pizza|._torte|._selbstgemachte|._selbstgebackene|._selbstgebackenen"
	seeNothingPT = "!que|como|o|a|os|as|meu|minha|meus|minhas|um|uma|se|quando|quanto|quem|por|de|do|da|seu|sua|nosso|nossa|mais|._e|._vai|._voces|._prometo|._ta|._fica|._meu|._minha|._meus|._minhas|._um|._uma|._o|._a|._os|._as|._brigadeiro|._brigadeiros|._bolo|._pao_de_queijo|._coxinha|._coxinhas|._doces|._pizza|._brownie|._brownies"
)
