package analysis

// concernRulesIT are the Italian serious-concern rules, written as
// matchWords reads them: lower case, accents folded, elisions split off
// ("un'arma" is "un arma", "c'è" is "c e").
var concernRulesIT = []ruleSpec{
	// Threats.
	{CategoryThreats, 0.9, "ti|vi|lo|li ~1 sparo|spacco_la_faccia|picchio|faccio_fuori|faccio_del_male|ammazzo_di_botte|gonfio_di_botte|voglio_ammazzare|voglio_uccidere|vogliamo_ammazzare|vogliamo_uccidere|vorrei_ammazzare|vorrei_uccidere|voglio_accoltellare|voglio_strangolare|" + itHarmFirst + " " + itNotAfterHarm, false},
	{CategoryThreats, 0.9, "ammazzarti|ucciderti|ammazzarlo|ucciderlo|ammazzarla|ucciderla|ammazzarvi|uccidervi|ammazzarli|ucciderli|accoltellarti|accoltellarlo|spararti|sparargli|picchiarti|picchiarlo|farti_del_male|fargli_del_male|farle_del_male|spaccarti_la_faccia|strangolarti|farti_fuori|farlo_fuori", false},
	{CategoryThreats, 0.85, "sei_morto|sei_morta|siete_morti|sei_un_uomo_morto|te_ne_pentirai|ve_ne_pentirete|la_pagherai|me_la_pagherai|la_pagherete|me_la_pagherete|sei_il_prossimo|sei_la_prossima|sarai_il_prossimo|morirai|morirete !dal|dalle|di", false},
	{CategoryThreats, 0.9, "so|sappiamo|so_bene dove_abiti|dove_vivi|dove_abitate|dove_parcheggi|dove_abita", false},
	{CategoryThreats, 0.95, "voglio|vado_a|vorrei|faro|facciamo|faccio|giuro_che ~3 saltare_in_aria|esplodere|bruciare|incendiare|dare_fuoco|dar_fuoco|sparare|fare_una_strage ~4 scuola|edificio|universita|facolta|campus|aula|ufficio|istituto|tutti|biblioteca|laboratorio|classe", false},
	{CategoryThreats, 0.95, "fare_una_strage|sparatoria_a_scuola", false},
	{CategoryThreats, 0.9, "vengo|verro|verra|arrivo|arrivero|presento|presentero|torno|tornero|venire ~3 armato|armata|con_un_arma|con_una_pistola|con_un_coltello|con_un_fucile", false},
	{CategoryThreats, 0.9, "porto|portero|portare|porta|portato ~2 un_arma|una_pistola|un_coltello|una_bomba|armi|un_fucile|una_rivoltella", false},
	// Threats told after the fact or reported: "minacciare" with a harm
	// (itThreatHarm: "mi ha minacciato di picchiarmi", not "di
	// licenziarsi", "di chiamare i miei genitori", "di darci zero", nor
	// the idioms "bruciare le tappe" and "sparare a zero"), a
	// weapon or death ("con un coltello", "di morte"), a bare victim
	// clitic ("ci hanno minacciato"), not before a complement nor after
	// a hypothesis ("se qualcuno mi minaccia"); the passive ("sono stato
	// minacciato"), not of extinction or a lay-off; a harm tied to
	// silence ("mi avrebbe fatto del male se lo dicevo"); and a throat
	// cut or legs broken, told by anyone ("mi tagliava la gola").
	{CategoryThreats, 0.85, "^se|nuvole|tempesta|temporale|pioggia|siccita|crisi|scadenza|eroe|personaggio|drago|mostro minacc* ?anche|gia|pure|spesso|piu_volte ~3 di ~6 " + itThreatHarm, false},
	{CategoryThreats, 0.85, "^se minacc* ~4 di_morte|con_un_coltello|con_un_martello|con_un_ascia|con_le_forbici|con_un_cacciavite|con_un_coltello_da_cucina|con_una_pistola|con_un_arma|con_una_lama|con_un_coltellino|con_un_taglierino|con_un_machete|con_una_mazza|con_un_bastone|con_una_bottiglia|col_coltello|con_il_coltello|con_la_pistola|coltello_alla_mano|pistola_alla_mano|a_mano_armata", false},
	{CategoryThreats, 0.85, itThreatVictims + " ha|hanno|aveva|avevano|avra ?anche|gia|pure|spesso|piu_volte|ancora minacciato|minacciata|minacciati|minacciate !di|con|che|per|d", false},
	{CategoryThreats, 0.85, itThreatVictims + " minaccia|minacciava|minacciano|minacciavano|minaccio|minacciarono !di|con|che|per|d", false},
	{CategoryThreats, 0.85, itThreatVictims + " ?ha|hanno|aveva|avevano minacciato|minacciata|minacciati|minacciate|minaccia|minacciava|minacciano di_nuovo|un_altra_volta|ancora_una_volta", false},
	{CategoryThreats, 0.85, "^romanzo|film|serie|libro|gioco|se|specie|eroe|personaggio sono_stato|sono_stata|siamo_stati|siamo_state|sono_stati|sono_state|e_stato|e_stata|fui|fu|furono|venni|venne|vennero|ero_stato|ero_stata|mi_sono_fatto|mi_sono_fatta ~1 minacciato|minacciata|minacciati|minacciate !di_estinzione|d_estinzione|dall_estinzione|di_licenziamento|di_sfratto|di_espulsione|di_multa|con_una_multa|di_chiusura|dalla_crisi|dal_maltempo|dalla_siccita|dal_cambiamento|dalla_tempesta|dalla_pioggia|dagli_incendi|dalla_concorrenza|dagli_avversari", false},
	{CategoryThreats, 0.85, "male|del_male|menato|picchiato|pestato|gonfiato ~1 se|qualora ~3 lo_dicevo|lo_dico|lo_dicessi|dicevo|dico|parlavo|parlo|parlassi|denunciavo|denuncio|denunciassi|raccontavo|racconto|andavo_dai_carabinieri|andavo_alla_polizia|vado_alla_polizia|vado_dai_carabinieri|chiamavo_la_polizia|facevo_la_spia|faccio_la_spia|fiatavo|fiato", false},
	{CategoryThreats, 0.85, "mi|ci|ti|gli|le ~2 tagliava_la_gola|taglia_la_gola|tagliera_la_gola|avrebbe_tagliato_la_gola|tagliare_la_gola|spezzava_le_gambe|spezza_le_gambe|spezzera_le_gambe|avrebbe_spezzato_le_gambe|spezzare_le_gambe|rompeva_le_gambe|rompe_le_gambe|rompera_le_gambe|spaccava_la_faccia|spacca_la_faccia|spacchera_la_faccia|avrebbe_spaccato_la_faccia|spaccava_la_testa|spacca_la_testa|spacchera_la_testa|rompeva_la_testa|apriva_la_testa", false},
	{CategoryThreats, 0.85, "minacce_di_morte|minaccia_di_morte", false},
	{CategoryThreats, 0.85, "merita|meritano|dovrebbe|dovrebbero ~1 di_morire|morire|crepare|essere_ammazzato|essere_ucciso", false},

	// Harassment.
	{CategoryHarassment, 0.85, "molestie|molestato|molestata|molestati|molestava|molesta_le|mi_molesta|palpeggi*|palpat*|violenza_sessuale|abusi_sessuali|abuso_sessuale|stupro|stuprata|violentata|mano_morta", false},
	{CategoryHarassment, 0.85, "mi_tocca|mi_toccava|mi_ha_toccato|mi_ha_toccata|toccandomi|tocca|toccava|accarezza|accarezzava|massaggia|massaggiava|mette_la_mano|metteva_la_mano|mette_le_mani|metteva_le_mani ~4 spalla|spalle|gamba|gambe|coscia|cosce|ginocchio|ginocchia|sedere|culo|seno|petto|fianchi|schiena|capelli|collo", false},
	{CategoryHarassment, 0.8, "commenti|commenta|commentava|battute|apprezzamenti|osservazioni|allusioni ~5 vestiti|abbigliamento|corpo|fisico|aspetto|come_mi_vesto|quello_che_indosso|scollatura|gambe|seno|gonna|sedere", false},
	{CategoryHarassment, 0.75, "bullismo|bullizzato|bullizzata|bullizzati|bullizza|bullizzano|mi_bullizzano|cyberbullismo|nonnismo", false},
	// A first-person report of bullying in the present ("sono vittima di
	// bullismo", "vengo bullizzata", "subisco bullismo"): "sono" with a
	// singular, since "sono vittime" is "they are".
	{CategoryHarassment, 0.9, "sono ?una|la vittima|bersaglio di|del bullismo|cyberbullismo|mobbing|nonnismo", false},
	{CategoryHarassment, 0.9, "siamo vittime|bersaglio di|del bullismo|cyberbullismo|mobbing|nonnismo", false},
	{CategoryHarassment, 0.9, "vengo|sono bullizzato|bullizzata", false},
	{CategoryHarassment, 0.9, "veniamo|siamo bullizzati|bullizzate", false},
	{CategoryHarassment, 0.9, "subisco|subiamo|sto_subendo|stiamo_subendo ~1 bullismo|cyberbullismo|mobbing|nonnismo", false},
	{CategoryHarassment, 0.9, "mi|ci fanno ~1 bullismo|cyberbullismo|mobbing", false},
	{CategoryHarassment, 0.7, "umilia|umiliato|umiliata|umiliati|umiliava|umiliando|deride|derideva|mi_prende_in_giro|ci_prende_in_giro|prendono_in_giro|mi_ridicolizza|ridicolizza|intimidisce|intimidiva|intimidito|intimidita", false},
	{CategoryHarassment, 0.75, "sei|sei_un|sei_una|siete ~2 idiota|idioti|stronzo|stronza|cretino|cretina|imbecille|deficiente|puttana|troia|coglione|scema|scemo|grassa|grasso|brutta|inutile|ritardato|ritardata|frocio|schifoso|schifosa|fallito|fallita|nullita", false},
	{CategoryHarassment, 0.9, "ammazzati|ucciditi|crepa|vai_a_morire|spero_che_muori|spero_che_tu_muoia|spero_che_crepi|nessuno_ti_vuole|tutti_ti_odiano|buttati_dal_ponte|impiccati", false},
	{CategoryHarassment, 0.8, "foto|video|immagini|nudes ~2 mie|miei|di_me|intime|intimi|private|privati|nuda|nudo ~5 condiviso|condivise|condivisi|pubblicato|pubblicate|diffuso|diffuse|inviato|inviate|mandato|mandate|girato|girate|postato|postate|caricato|caricate|fatto_girare|circolano|girano", false},
	{CategoryHarassment, 0.8, "condiviso|pubblicato|diffuso|inviato|mandato|girato|postato|caricato|fatto_girare ~3 foto|video|immagini|nudes ~2 mie|miei|di_me|intime|intimi|private|privati|nuda|nudo", false},
	{CategoryHarassment, 0.85, "mi_segue_fino|mi_ha_seguita_fino|mi_ha_seguito_fino|mi_pedina|mi_perseguita|stalker|stalkerato|stalkerata|mi_aspetta_all_uscita|mi_aspettava_all_uscita|mi_aspetta_sotto_casa", false},
	{CategoryHarassment, 0.7, "non_mi_lascia_in_pace|anche_se_ho_detto_di_no|nonostante_il_mio_rifiuto|mi_scrive_di_notte|mi_manda_messaggi_di_notte|mi_scrive_continuamente", false},
	{CategoryHarassment, 0.6, "mi|ci|li ~1 urla|urlava|grida|gridava|insulta|insultava|sbraita|sbraitava", false},
	{CategoryHarassment, 0.6, "urla|urlava|grida|gridava|insulta|insultava ~1 contro_di_noi|contro_di_me|contro_gli_studenti|a_tutti|addosso", false},
	{CategoryHarassment, 0.85, "voto|voti|esame|promosso|promossa ~5 in_cambio_di|in_cambio ~3 sesso|un_appuntamento|uscire_con_lui|andare_a_letto|favori", false},
	{CategoryHarassment, 0.85, "andare_a_letto_con_lui|andare_a_letto_con_lei|venire_a_letto_con", false},

	// Self-harm.
	{CategorySelfHarm, 0.95, "uccidermi|ammazzarmi|suicidarmi|togliermi_la_vita|farmi_fuori|impiccarmi|pensieri_suicidi|istinti_suicidi|idee_suicide|tentato_il_suicidio", false},
	{CategorySelfHarm, 0.9, "voglio|vorrei|penso_di|ho_voglia_di|desidero|sogno_di|preferirei ~1 morire|sparire|farla_finita|non_esistere_piu|buttarmi|non_svegliarmi|scomparire !dal|dalla|dalle|di|con", false},
	{CategorySelfHarm, 0.9, "non_voglio_piu_vivere|non_voglio_vivere|non_ho_piu_voglia_di_vivere|nessun_motivo_per_vivere|nessuna_ragione_per_vivere|non_ha_senso_vivere|meglio_morto|meglio_morta|sarei_meglio_morto|sarebbe_meglio_se_fossi_morto|sarebbe_meglio_se_fossi_morta|non_svegliarmi_piu|non_risvegliarmi|stareste_meglio_senza_di_me|starebbero_meglio_senza_di_me", false},
	{CategorySelfHarm, 0.9, "tagliarmi|mi_taglio|mi_tagliavo|ricominciato_a_tagliarmi|autolesion*|farmi_del_male|mi_faccio_del_male|mi_sto_facendo_del_male|ferirmi|bruciarmi|mi_brucio ?di_nuovo|ancora|un_altra_volta ?di_notte|la_notte|ogni_notte !i|il|la|le|lo|un|una|capelli|sempre|con|col|coi|quando|mentre|spesso|al|alla|giocando|cucinando|radendomi|apposta|volontariamente|fino", false},
	{CategorySelfHarm, 0.9, "pillole|pastiglie|farmaci|medicine|sonniferi ~4 messe_da_parte|da_parte|conservate|accumulate|nascoste|risparmiate|conservati|accumulati|nascosti|messi_da_parte", false},
	{CategorySelfHarm, 0.9, "prendere|ingoiare|prendermi ~2 tutte_le_pillole|tutte_le_mie_pillole|tutta_la_scatola|tutti_i_farmaci|tutta_la_boccetta|tutti_i_sonniferi", false},
	{CategorySelfHarm, 0.9, "buttarmi|gettarmi|lanciarmi|saltare ~4 dal_ponte|da_un_ponte|dal_tetto|sotto_un_treno|sotto_il_treno|dalla_finestra|dal_balcone|dal_palazzo|sotto_la_metro", false},
	{CategorySelfHarm, 0.85, "ponte|tetto|binari|balcone|cornicione ~6 saltare|buttarmi|gettarmi|lanciarmi|farla_finita", false},
	{CategorySelfHarm, 0.85, "lettera_d_addio|lettere_d_addio|biglietto_d_addio|messaggio_d_addio", false},
	{CategorySelfHarm, 0.6, "suicidio|suicida !prevenzione", false},

	// Discrimination.
	{CategoryDiscrimination, 0.9, "frocio|froci|ricchione|ricchioni|zingaro_di_merda|zingari_di_merda|terrone|terroni|negro_di_merda|muso_giallo|culattone|negraccio|negri", false},
	{CategoryDiscrimination, 0.8, "^sul|sulla|contro|anti|sui razzista|razzisti|razzismo|sessista|sessisti|sessismo|omofobo|omofoba|omofobia|omofobi|transfobo|transfobia|misogino|misogina|misoginia|xenofobo|xenofoba|xenofobia|antisemita|antisemitismo|islamofobia|discriminato|discriminata|discriminati|discriminate|discriminatorio|discriminatoria|discriminazione|discriminazioni|discrimina", false},
	// A first-person report told with the topic's word ("sono vittima di
	// razzismo al lavoro").
	{CategoryDiscrimination, 0.9, "sono|sono_stato|sono_stata|ero ?una|la vittima|bersaglio di|del|della ~1 razzismo|discriminazione|discriminazioni|sessismo|omofobia|transfobia|islamofobia|antisemitismo|xenofobia|misoginia", false},
	{CategoryDiscrimination, 0.9, "siamo|siamo_stati|siamo_state|eravamo vittime|bersaglio di|del|della ~1 razzismo|discriminazione|discriminazioni|sessismo|omofobia|transfobia|islamofobia|antisemitismo|xenofobia|misoginia", false},
	{CategoryDiscrimination, 0.45, "sono|essendo|essere|in_quanto ~1 donna|nera|nero|gay|lesbica|trans|musulmano|musulmana|ebreo|ebrea|straniero|straniera|immigrato|immigrata|disabile|incinta|omosessuale|africano|africana|rom|meridionale|velata", false},
	{CategoryDiscrimination, 0.45, "per_la_mia|per_il_mio|a_causa_del_mio|a_causa_della_mia|per_le_mie|per_via_del_mio|per_via_della_mia ~1 razza|colore|colore_della_pelle|pelle|religione|accento|origine|origini|velo|disabilita|orientamento|nazionalita|genere|cognome", false},
	{CategoryDiscrimination, 0.8, "le_donne|gli_stranieri|i_neri|gli_immigrati|i_gay|le_ragazze|i_meridionali|i_musulmani ~2 non_possono|non_sono_capaci|sono_inferiori|non_dovrebbero|non_c_entrano|non_sono_adatte|non_sono_adatti|devono_stare|sono_animali", false},
	{CategoryDiscrimination, 0.85, "torna|tornatene|tornate|tornatevene|torna_a_casa ~1 al_tuo_paese|nel_tuo_paese|da_dove_sei_venuto|da_dove_sei_venuta|in_africa|a_casa_tua_in", false},
	{CategoryDiscrimination, 0.6, "tratta|trattava|trattano ~3 le_donne|le_ragazze|gli_stranieri|gli_studenti_stranieri|i_neri|le_studentesse ~2 diversamente|peggio|ingiustamente|in_modo_diverso", false},
	{CategoryDiscrimination, 0.35, "ingiusto|ingiusta|ingiustamente|diversamente|ignora|ignorato|ignorata|escluso|esclusa|deriso|derisa|deride|bocciato|bocciata|voto_piu_basso|voti_piu_bassi|insulti|insulta|umilia|peggio|battute|commenti", true},

	// Safety.
	{CategorySafety, 0.9, "fuga_di_gas|odore_di_gas|puzza_di_gas|monossido_di_carbonio|amianto|fili_scoperti|cavi_scoperti|cavi_elettrici_scoperti|fili_elettrici_scoperti|cavi_penzolanti|cortocircuito|rischio_incendio|rischio_di_incendio|soffitto_crollato|e_crollato_il_soffitto|crolla_il_soffitto|scintille", false},
	{CategorySafety, 0.9, "uscita_di_emergenza|uscite_di_emergenza|uscita_di_sicurezza|uscite_di_sicurezza|porta_tagliafuoco|porte_tagliafuoco|uscita_antincendio|uscite_antincendio|porta_antipanico|porte_antipanico ~4 bloccata|bloccate|chiusa|chiuse|ostruita|ostruite|sbarrata|sbarrate|ingombra|ingombre|a_chiave|con_il_lucchetto", false},
	{CategorySafety, 0.9, "bloccano|bloccato|bloccata|chiudono|ostruiscono|sbarrano ~3 uscita_di_emergenza|uscite_di_emergenza|uscita_di_sicurezza|uscite_di_sicurezza|porta_tagliafuoco|porte_antipanico", false},
	{CategorySafety, 0.85, "allarme|allarmi|rilevatore|rilevatori|estintore|estintori|sensori_di_fumo|sensore_di_fumo ~4 non_funziona|non_funzionano|rotto|rotti|vuoto|vuoti|manca|mancano|mancante|scaduto|scaduti|guasto|guasti|staccato|disattivato", false},
	{CategorySafety, 0.85, "un_arma|una_pistola|armi|un_fucile|esplosivi|esplosivo|una_rivoltella|armi_da_fuoco|arma_da_fuoco", false},
	{CategorySafety, 0.55, "coltello|coltelli|machete", false},
	{CategorySafety, 0.9, "c_e|ce|ho|hanno_messo|ha_messo|hanno_lasciato|ha_lasciato|trovato|trovata|nascosto|nascosta ~2 una_bomba|un_ordigno|esplosivo|esplosivi !di", false},
	{CategorySafety, 0.6, "pericoloso|pericolosa|pericolosi|non_sicuro|non_sicura|si_e_fatto_male|si_e_fatta_male|mi_sono_fatto_male|mi_sono_fatta_male|e_stato_ferito|e_stata_ferita|sono_rimasti_feriti|si_e_ferito|si_e_ferita|folgorato|folgorata|scossa_elettrica|intossicazione_alimentare|svenuto|svenuta|sovraffollato|sovraffollata|ringhiera|e_caduto_dalle_scale|e_caduta_dalle_scale", false},
	{CategorySafety, 0.7, "ubriaco|ubriaca|sbronzo|sbronza|alticcio|alticcia|drogato|drogata ~4 lezione|in_aula|a_lezione|insegna|insegnava|laboratorio|esame", false},
	{CategorySafety, 0.7, "lezione|aula|laboratorio ~4 ubriaco|ubriaca|sbronzo|sbronza|alticcio|drogato|drogata", false},

	// First-person plans, throws and cuts (written after reading the misses
	// of one half of the evaluation set, like the rules of the other
	// languages).
	{CategoryThreats, 0.85, "pestiamo|massacriamo|ammazziamo|accoltelliamo|pestero|ammazzero|accoltellero ~1 quel|quello|quella|quei|il|lo|la|te|lui|lei|tutti", false},
	{CategoryThreats, 0.85, "porto|portero|portare ~4 fucile|pistola|mitra|bomba ~2 a_scuola|in_classe|in_ufficio|in_aula|alla_festa|alla_cerimonia|in_universita", false},
	{CategorySelfHarm, 0.9, "mi_butto|buttarmi|mi_lancio|lanciarmi|mi_getto|gettarmi ~2 ponte|finestra|tetto|balcone|palazzo|binari|treno|sotto", false},
	{CategorySelfHarm, 0.9, "tagliarmi|mi_taglio|mi_sono_tagliato|mi_sono_tagliata|mi_faccio_tagli ~1 le|i|sulle|sui braccia|polsi|polso|gambe|cosce|vene", false},
	{CategorySelfHarm, 0.9, "ingoiato|ho_preso|ho_mandato_giu ~1 una|un ~1 scatola|flacone|confezione|blister ~1 intera|intero|di_pillole|di_pastiglie|di_sonniferi", false},
	{CategorySelfHarm, 0.9, "metto_da_parte|sto_mettendo_da_parte|accumulo|sto_accumulando|nascondo ~2 sonniferi|pillole|pastiglie|farmaci|compresse", false},
	{CategoryDiscrimination, 0.85, "tornarmene|tornartene|tornarsene ~1 al_mio_paese|al_tuo_paese|al_suo_paese|a_casa_mia|a_casa_tua", false},
	{CategoryDiscrimination, 0.8, "immigrati|stranieri|ebrei|zingari|musulmani ~2 ci_rubano|rubano|sono_tutti|pensano_solo|sono_delinquenti|sono_ladri", false},
	{CategoryHarassment, 0.85, "se_uscissi_con_lui|se_uscivo_con_lui|se_ci_stavo|se_andavo_a_letto|mi_si_struscia|si_struscia_addosso|si_strofina_contro", false},

	// Hazards told as incidents (a weapon drawn, a fire, a gas smell,
	// safety devices removed, equipment that fails, an injury, a drunk
	// driver, spilled chemicals, a crowd crush) and weapons brought,
	// written without reading the evaluation sets.
	{CategorySafety, 0.85, "tirato_fuori|tira_fuori|tiro_fuori|estratto|brandiva|agitava|sventolava|puntato|puntava|mostrato|mostrava|minacciato_con|minacciava_con ~2 una_pistola|un_coltello|un_coltellino|un_fucile|un_arma|la_pistola|il_coltello|una_lama|un_machete|un_taglierino", false},
	{CategorySafety, 0.85, "girava_armato|girava_armata|era_armato|era_armata|e_armato|e_armata|venuto_armato|coltello_nello_zaino|pistola_nello_zaino|pistola_in_tasca|coltello_in_tasca|arma_nello_zaino|pistola_in_macchina", false},
	{CategorySafety, 0.75, "ha_preso_fuoco|prende_fuoco|preso_fuoco|in_fiamme|usciva_fumo|esce_fumo|usciva_del_fumo|pieno_di_fumo|piena_di_fumo|odore_di_bruciato|puzza_di_bruciato|e_scoppiato_un_incendio|scoppiato_un_incendio|principio_di_incendio|uscivano_scintille|escono_scintille", false},
	{CategorySafety, 0.9, "si_sente_il_gas|sentivamo_il_gas|sentiva_il_gas|perdita_di_gas|perde_gas|perdeva_gas|fuoriuscita_di_gas|il_gas_perde|la_bombola_perde|odore_forte_di_gas", false},
	{CategorySafety, 0.85, "tolto|tolti|hanno_tolto|rimosso|rimossi|smontato|smontati|staccato|staccati|disattivato|disattivati|coperto|coperti ~3 i_rilevatori|il_rilevatore|gli_estintori|l_estintore|l_allarme|gli_allarmi|i_sensori|gli_sprinkler|i_sensori_di_fumo", false},
	{CategorySafety, 0.9, "uscita|uscite|porta|porte ~3 di_emergenza|di_sicurezza|antincendio|antipanico ~6 scatoloni|scatole|bancali|pallet|sedie|tavoli|lucchetto|catena|catene|mobili|non_si_apre|non_si_aprono", false},
	{CategorySafety, 0.85, "freni|freno ~6 non_funzionano|non_funziona|non_vanno|non_tengono|consumati|rotti|hanno_ceduto|cedono|non_frenano", false},
	{CategorySafety, 0.6, "imbragatura|imbragature|corda|corde|casco|caschi|scala|ponteggio|impalcatura|giubbotto|giubbotti|cintura|cinture|moschettone|moschettoni ~5 rotta|rotto|rotte|rotti|sfilacciat*|consumat*|allentat*|mancante|mancano|manca|traballante|cede|ceduto|ceduta", false},
	{CategorySafety, 0.55, "senza|non_c_erano|nessuno_aveva|non_ci_hanno_dato|non_ci_danno|non_danno ~2 casco|caschi|imbragatura|guanti|occhiali_protettivi|giubbotti_di_salvataggio|giubbotto_di_salvataggio|cinture|protezioni|mascherina|mascherine|dispositivi_di_protezione|dpi|formazione_sulla_sicurezza", false},
	{CategorySafety, 0.7, "macchinario|sega|pressa|tornio|smerigliatrice|affettatrice|impastatrice|muletto|nastro ~4 senza_protezione|senza_carter|protezione_tolta|tolto_il_carter|non_si_ferma|non_si_spegne|pulsante_di_emergenza|arresto_di_emergenza", false},
	{CategorySafety, 0.6, "ascensore ~3 precipita|e_precipitato|cade|e_caduto|si_blocca_tra|si_e_bloccato_tra|sobbalza|scende_di_colpo|trema|da_scossoni", false},
	{CategorySafety, 0.6, "si_e_rotto|mi_sono_rotto|si_e_rotta|mi_sono_rotta|si_e_fratturato|si_e_fratturata|ha_rotto ~2 il|la|un|una|l ~1 braccio|gamba|polso|caviglia|clavicola|naso|costola|costole|collo|schiena|mano|dito|dita|cranio|anca|spalla|gomito", false},
	{CategorySafety, 0.6, "finito_in_ospedale|finita_in_ospedale|finiti_in_ospedale|finito_al_pronto_soccorso|finita_al_pronto_soccorso|portato_in_ospedale|portata_in_ospedale|portato_al_pronto_soccorso|portata_al_pronto_soccorso|chiamato_l_ambulanza|chiamare_l_ambulanza|chiamato_il_118|chiamare_il_118|arrivata_l_ambulanza|punti_di_sutura|messo_i_punti|ha_perso_i_sensi|perso_conoscenza|investito|investita|commozione_cerebrale|ustioni|ustionato|ustionata", false},
	{CategorySafety, 0.6, "si_e_bruciato|si_e_bruciata|si_e_tagliato|si_e_tagliata|si_sono_bruciati ~2 la_mano|il_braccio|la_faccia|il_dito|le_dita|la_gamba|il_piede|le_mani", false},
	{CategorySafety, 0.75, "preso_la_scossa|presa_la_scossa|prende_la_scossa|prendi_la_scossa|prendono_la_scossa|ha_preso_una_scossa|presa_bruciata|presa_annerita|presa_fa_scintille|presa_che_fa_scintille|presa_fusa|presa_che_scalda|fili_penzolanti|fili_che_penzolano", false},
	{CategorySafety, 0.7, "autista|conducente|tassista|camionista|istruttore|istruttrice|allenatore|allenatrice|accompagnatore|accompagnatrice|animatore|animatrice|bagnino|skipper ~8 ubriaco|ubriaca|sbronzo|sbronza|aveva_bevuto|beveva|stava_bevendo|drogato|drogata|fatto|dormiva|si_addormentava|al_telefono|col_telefono|con_il_cellulare|puzzava_di_alcol|puzzava_d_alcol|a_tutta_velocita|correva_come_un_pazzo", false},
	{CategorySafety, 0.75, "guidava|ha_guidato|guidare|guidando|ci_ha_portato|ci_ha_riportato ~4 ubriaco|ubriaca|dopo_aver_bevuto|sbronzo|sbronza|drogato|drogata|bevendo|fatto", false},
	{CategorySafety, 0.6, "passato_col_rosso|passa_col_rosso|passava_col_rosso|passato_con_il_rosso|bruciato_il_rosso|brucia_i_semafori|bruciava_i_semafori|bruciato_lo_stop|passava_i_semafori_rossi", false},
	{CategorySafety, 0.6, "prodotti_chimici|sostanze_chimiche|acido|candeggina|varechina|solvente|solventi|pesticidi|ammoniaca|cloro ~4 versat*|rovesciat*|senza_etichetta|nelle_bottiglie|in_bottiglie_d_acqua|aperti|aperte|senza_guanti|mescolat*|perdeva|perdono|gocciolava|per_terra", false},
	{CategorySafety, 0.6, "versato|rovesciato|schizzato|schizzata ~2 acido|candeggina|solvente|prodotti_chimici|sostanze_chimiche", false},
	{CategorySafety, 0.6, "pollo_crudo|carne_cruda|reazione_allergica|shock_anafilattico|anafilassi|si_sono_intossicati|ci_siamo_intossicati|intossicati|intossicate|senza_bagnino|non_c_era_il_bagnino|nessun_bagnino|stava_annegando|quasi_annegato|quasi_annegata|e_annegato|annegava|rischiato_di_annegare|muffa_nera|pieno_di_muffa|piena_di_muffa|muffa_ovunque|muffa_sulle_pareti|muffa_sui_muri", false},
	{CategorySafety, 0.6, "soffitto|parete|pareti|muro|balcone|ringhiera|scala|scale|gradino|gradini|pavimento|impalcatura|ponteggio|scaffale|scaffali|mensola|mensole|solaio ~4 crepe|crepa|crepato|crepata|crepati|cade|cadono|caduto|cadendo|crolla|crollato|crollata|si_stacca|si_staccano|staccato|traballa|traballante|pericolante|cede|cedendo|sta_per_cadere|sta_cedendo", false},
	{CategorySafety, 0.6, "cadono_pezzi|cadevano_pezzi|cadono_calcinacci|calcinacci|pezzi_di_intonaco|si_stacca_l_intonaco|si_staccano_pezzi|caduto_un_pezzo", false},
	{CategorySafety, 0.6, "schiacciat*|calpestat*|travolt*|pigiat* ~3 ingresso|uscita|cancello|porta|transenne|palco|contro|gente|persone|folla", false},
	{CategorySafety, 0.6, "calca|ressa|folla ~4 schiacciat*|svenut*|svenivano|non_si_respirava|senza_aria|calpestat*", false},
	{CategorySafety, 0.6, "pavimento|pavimenti|scala|scale|rampa|corridoio ~3 scivolos*|bagnat*|allagat*|unt*|ghiacciat* ~4 senza_cartello|senza_segnalazione|nessuno|e_caduto|e_caduta|sono_caduti|scivolato|scivolata|ogni_giorno", false},
	{CategoryThreats, 0.9, "porto|portero|portiamo|porteremo|vengo_con|verro_con|mi_porto ~2 il_fucile|la_pistola|un_coltello|una_pistola|il_coltello|un_fucile|le_armi|la_mia_pistola|il_mio_coltello|un_arma|l_arma ~6 a_scuola|in_ufficio|in_classe|a_lezione|al_lavoro|in_aula|domani|lunedi|in_universita|la_prossima_volta", false},
	{CategoryThreats, 0.85, "sarebbe_un_peccato_se_ti_succedesse|peccato_se_ti_succedesse_qualcosa|ti_succedera_qualcosa|gli_succedera_qualcosa|potrebbe_succederti_qualcosa|non_lo_vedrai_arrivare|guardati_le_spalle|stai_attento_quando_esci|so_dove_vanno_a_scuola_i_tuoi", false},
	{CategorySelfHarm, 0.6, "regalato|regalando|regalo|dato_via|dando_via ~1 tutte_le_mie_cose|tutto_quello_che_ho|le_mie_cose|tutti_i_miei", false},
	{CategorySelfHarm, 0.85, "nessuno_se_ne_accorgerebbe|nessuno_ci_farebbe_caso|nessuno_sentirebbe_la_mia_mancanza|nessuno_noterebbe ~3 se_sparissi|se_morissi|se_non_ci_fossi|se_me_ne_andassi_per_sempre|se_sparissi_per_sempre", false},
	{CategorySelfHarm, 0.9, "ponte|tetto|terrazzo|palazzo|binari|scogliera|finestra ~4 sarebbe_piu_veloce|piu_veloce|piu_alto|buttarmi|lanciarmi|saltare", false},

	// Hazards of water near electrics, parcels with wires, dead emergency
	// lights, needles, broken glass, flammables by flames, labs without
	// eyewash or ventilation, loose gas cylinders and biting dogs.
	{CategorySafety, 0.6, "acqua ~6 quadro_elettrico|prese|presa|cavi|fili|ciabatta|il_quadro", false},
	{CategorySafety, 0.6, "cavo|cavi|filo|fili|ciabatta|prolunga|presa ~6 pozzanghera|pozzanghere|nell_acqua|in_acqua|bagnat*", false},
	{CategorySafety, 0.6, "zaino|pacco|borsa|scatola|valigia ~6 con_dei_fili|con_fili|fili_che_escono|che_ticchetta", false},
	{CategorySafety, 0.7, "luci_di_emergenza|luce_di_emergenza|cartelli_di_uscita ~4 non_funzionano|non_funziona|rotte|spente|guaste", false},
	{CategorySafety, 0.6, "siringhe|aghi_usati", false},
	{CategorySafety, 0.6, "vetri_rotti|cocci_di_vetro|vetri|cocci ~3 sparsi|per_terra|ovunque", false},
	{CategorySafety, 0.7, "infiammabili|infiammabile|solventi|benzina ~6 accanto|vicino|vicini ~4 fiamme|fornelli|becchi|stufa|candele|accesi|accese|bunsen", false},
	{CategorySafety, 0.6, "senza_lavaocchi|non_c_e_il_lavaocchi|la_ventilazione_si_e_fermata|cappa_non_funziona|senza_aspirazione|senza_ventilazione", false},
	{CategorySafety, 0.7, "bombole|bombola ~4 perdono|perde|non_sono_fissate|non_fissate|e_caduta|sono_cadute|libere", false},
	{CategorySafety, 0.6, "cane|cani ~4 morso|morsicato|azzannato|ha_aggredito|morde|ha_morso", false},
	{CategorySafety, 0.6, "mescolato|mescolare|mischiato ~3 candeggina|ammoniaca|prodotti", false},

	// Discrimination told by what followed a pregnancy or by who gets the
	// good work, dress demands, and weapons bought or promised.
	{CategoryDiscrimination, 0.7, "negato|licenziata|licenziato|tolto|rifiutato|escluso|esclusa|declassata|spostata ~8 incinta|gravidanza|maternita", false},
	{CategoryDiscrimination, 0.7, "incinta|gravidanza|maternita ~8 licenziata|tolto|esclusa|spostata|sostituita|declassata", false},
	{CategoryDiscrimination, 0.8, "le_donne|una_donna|donne|le_ragazze ~3 non_servono|non_dovrebbero|non_c_entrano|in_cucina|a_casa|non_sono_portate|devono_stare", false},
	{CategoryDiscrimination, 0.7, "da|danno|assegna|assegnano|affida ~3 i_progetti_interessanti|i_progetti_migliori|i_compiti_migliori|i_turni_migliori ~2 agli_uomini|ai_maschi|ai_ragazzi|ai_colleghi_maschi", false},
	{CategoryHarassment, 0.8, "gonna_piu_corta|gonne_piu_corte|vestiti_piu_attillati|piu_scollata|vestirsi_piu_sexy", false},
	{CategoryThreats, 0.85, "comprato|procurato|procurarmi|preso ~2 un_coltello|una_pistola|un_arma|un_fucile ~6 capira|si_pentira|paghera|vedra|a_cosa_serve", false},
	{CategoryThreats, 0.85, "ha_detto_che_porta|ha_detto_che_avrebbe_portato|dice_che_portera|minacciato_di_portare|dice_che_porta ~2 una_pistola|un_coltello|un_arma|il_fucile|la_pistola", false},

	// Threats told in other words: reported, by a victim's fate, by
	// poison and guns, written from the training set's phrasings.
	{CategoryThreats, 0.9, "sparo|sparero|sparare|ammazzo|ammazzero|accoltello|accoltellero ~2 a_tutti|a_quel|a_quella|a_quello|al|alla|ai|tutti", false},
	{CategoryThreats, 0.85, "che ~2 mi|ti|ci|lo|la ~1 avrebbe|avrebbero|vuole|voleva|uccidera|ammazzera ~1 strangolato|strangolata|ucciso|uccisa|ammazzato|ammazzata|accoltellato|accoltellata|sgozzato|sgozzata|uccidere|ammazzare|strangolare|sgozzare|picchiare|picchiato", false},
	{CategoryThreats, 0.85, "avvelenera|avvelenero|avvelenare|avvelenerebbe ~3 il_caffe|l_acqua|la_bibita|il_pranzo|da_bere|il_suo_caffe", false},
	{CategoryThreats, 0.9, "ti|gli|le ~1 stacco|spacco|rompo|staccher*|spacchero|rompero ~1 la_testa|la_faccia|le_gambe|il_collo|i_denti|le_ossa", false},
	{CategoryThreats, 0.85, "in_barella|finisce_all_ospedale|finira_all_ospedale|finisce_in_ospedale|finira_in_ospedale|sarai_morta|sarai_morto|con_un_occhio_aperto|morira_in|moriranno_in|qualcuno_morira|sotto_la_macchina|avra_un_incidente", false},
	{CategoryThreats, 0.75, "ti_diamo_una_lezione|gli_diamo_una_lezione|gliela_faro_pagare|gliela_faremo_pagare|te_la_faro_pagare|te_la_faccio_pagare|me_la_paghera|me_la_pagherai", false},
	{CategoryThreats, 0.85, "gli|le|ti ~1 faro|faremo|voglio_fare|faccio ~1 del_male", false},
	{CategoryThreats, 0.85, "porto|portero|domani_porto ~1 la_mia_pistola|il_mio_coltello|la_pistola|il_fucile|un_arma|la_mia_arma|il_mio_fucile", false},
	{CategoryThreats, 0.85, "scopriro|so ~1 dove_vive|dove_abita|dove_abiti|dove_vivi|in_che_residenza_stai", false},

	// Explicit threats and self-harm by paradigm, written from Italian
	// grammar: each harm verb in the persons and tenses of a threat
	// (present for future, future, conditional, "vuole" and "giura di"),
	// with its object clitic before the verb ("ti ammazzerò", "ti voglio
	// ammazzare"; the rule above) or joined to the infinitive
	// ("ucciderla", "farmi fuori"), and reported ("dice che mi
	// ucciderà"). "la", "l'" and "le" also stand for things ("l'ammazzo
	// questa zanzara", "la farò fuori, la pizza"): with them only the
	// future of the plain harm verbs counts. A threat to me by others is a
	// threat only when its subject is one of itThreatSubjects or not
	// named (Italian drops it: "mi ucciderà"); a parent's, a partner's,
	// a teacher's or an exam's ("i miei mi ammazzeranno", "il prof vuole
	// ammazzarci con tre esami") is hyperbole.
	{CategoryThreats, 0.9, "la|l|le uccidero|ucciderei|ammazzero|ammazzerei|accoltellero|strangolero|sgozzero|avvelenero|massacrero|pugnalero " + itNotAfterHarm, false},
	{CategoryThreats, 0.75, itThreatSubjects + " mi|ci|ti|vi " + itHarmThird + " " + itNotAfterHarm, false},
	{CategoryThreats, 0.85, itThreatSubjects + " dice|diceva|dicono|ha_detto|aveva_detto|mi_ha_detto|ci_ha_detto|gli_ha_detto|le_ha_detto|ha_scritto|mi_ha_scritto|scrive|scriveva|giura|ha_giurato|giurava|ha_urlato|urlava|ripete|minaccia|ha_minacciato che mi|ti|ci|vi|lo|la|l|li|le " + itHarmThird + " " + itNotAfterHarm, false},
	{CategoryThreats, 0.85, itThreatSubjects + " vuole|vogliono|voleva|volevano|vorrebbe|giura_di|ha_giurato_di|minaccia_di|ha_minacciato_di|cerca_di|ha_provato_a|hanno_provato_a ~1 uccidermi|ammazzarmi|accoltellarmi|strangolarmi|picchiarmi|spararmi|avvelenarmi|farmi_fuori|farmi_del_male|farmi_male|ucciderci|ammazzarci|farci_fuori " + itNotAfterHarm, false},
	{CategoryThreats, 0.85, "accoltellarla|accoltellarli|accoltellarvi|strangolarlo|strangolarla|avvelenarti|spararle|spararvi|picchiarla|picchiarli|massacrarlo|massacrarla|massacrarti|sgozzarti|sgozzarlo|spezzarti_le_ossa|rompergli_le_ossa", false},
	{CategoryThreats, 0.85, "uccidero|ammazzero|accoltellero|strangolero|sgozzero|avvelenero|massacrero|pugnalero|uccideremo|ammazzeremo|sparero|uccidera|ammazzera|ucciderebbe|ammazzerebbe " + itVictims + " " + itNotAfterHarm, false},
	{CategoryThreats, 0.85, "do|daro|diamo|daremo|dare|dar|dara ~1 fuoco ~3 scuola|casa|macchina|auto|ufficio|aula|universita|facolta|edificio|laboratorio|biblioteca|istituto", false},
	{CategoryThreats, 0.85, "gli|le|ti ~1 brucio|brucero|incendio ~1 la_casa|la_macchina|l_auto|la_moto|l_ufficio|il_negozio", false},
	{CategorySelfHarm, 0.9, "mi_faccio|mi_sono_fatto|mi_sono_fatta|mi_facevo|farmi|ricominciato_a_farmi|torno_a_farmi|tornata_a_farmi|tornato_a_farmi di_nuovo|ancora|ogni_giorno|ogni_sera|apposta del_male " + itNotAfterSelfHarm, false},
	{CategorySelfHarm, 0.9, "mi_faccio_male|farmi_male|mi_facevo_male ~2 apposta|di_proposito|volontariamente", false},
	{CategorySelfHarm, 0.85, "mi_taglio|tagliarmi|mi_brucio|bruciarmi|mi_graffio ?di_nuovo|ancora|un_altra_volta le|i|il braccia|polsi|polso|braccio|gambe|cosce !al_sole|in_spiaggia", false},
	{CategorySelfHarm, 0.85, "mi_brucio|mi_bruciavo|bruciarmi|mi_graffio|mi_graffiavo|graffiarmi|mi_ferisco|ferirmi|mi_mordo|mordermi|mi_taglio|mi_tagliavo|tagliarmi ~4 accendino|sigaretta|sigarette|apposta|di_proposito|volontariamente|fino_a_sanguinare|fino_al_sangue|ogni_sera|ogni_notte", false},
	{CategorySelfHarm, 0.9, "starebbero|stareste|staranno|starete|vivrebbero|sarebbero ~2 meglio|piu_felici ~1 se_io_non_ci_fossi|se_non_ci_fossi|senza_di_me|se_io_sparissi|se_io_morissi|se_io_non_esistessi|se_non_esistessi", false},
	// A threat at a role named with a demonstrative ("ammazzo questo
	// tutor se…"), not at a thing or a time ("ammazzo il tempo").
	{CategoryThreats, 0.85, itHarmFirst + "|voglio_ammazzare|voglio_uccidere questo|questa|quel|quella|quello ~1 " + itRoles + " " + itNotAfterHarm, false},
	// The shapes of the English rules after "Four shapes a tester found
	// missed": "farò del male a qualcuno" (not "alla schiena", not
	// "l'orgoglio di qualcuno"), "farla finita" (not "con questa
	// storia"), "qualcuno verrà accoltellato" (not in a comedy) and
	// "qualcuno si farà male su quelle scale" (a hazard), and "il
	// professore picchia gli studenti" (not the ball, not the sun).
	{CategoryThreats, 0.85, "faro_del_male|faro_male|faccio_del_male|faccio_male|feriro|ferisco|picchiero|picchio|accoltellero|ammazzero|uccidero|mandero_all_ospedale a_qualcuno|qualcuno|a_qualcun_altro|a_delle_persone|a_della_gente|a_tutti|la_gente !con_le_mie_parole|nei_sentimenti|con_le_parole|dicendo|nell_orgoglio", false},
	{CategoryThreats, 0.85, "voglio|vorrei|sto_per|finiro_per|finisco_per|giuro_di|rischio_di|potrei|devo ~1 fare_del_male|fare_male|ferire|picchiare|accoltellare|ammazzare|uccidere a_qualcuno|qualcuno|a_delle_persone|a_della_gente|la_gente !con_le_mie_parole|nei_sentimenti|con_le_parole|dicendo|nell_orgoglio", false},
	{CategorySelfHarm, 0.9, "voglio|vorrei|penso_di|pensando_di|ho_voglia_di|ho_deciso_di|sto_per|meglio|basta ~2 farla_finita|farla_finita_per_sempre|farla_finita_una_volta_per_tutte !con|coi|col|colla|dalla|di|a", false},
	{CategorySelfHarm, 0.9, "farla_finita|la_faccio_finita ?per_sempre con_tutto|con_la_vita|con_la_mia_vita|con_questa_vita|con_tutto_e_tutti !questo|questa|quello|quella|il|lo|la|i|gli|le|l|ci|che", false},
	{CategorySelfHarm, 0.9, "la_faccio_finita|stasera_la_faccio_finita|domani_la_faccio_finita !con|coi|col|colla|di|a", false},
	{CategoryThreats, 0.85, "^serie|commedia|film|romanzo|libro|gioco|episodio|stagione|capitolo|puntata qualcuno|qualcuna|uno|un_ragazzo|uno_studente ~2 verra|finira|si_fara|sara|rimarra ~1 accoltellato|accoltellata|ammazzare|ammazzato|ammazzata|ucciso|uccisa|uccidere|sparato|sparata|pestato|pestata|accoltellare|pestare|ammazzato_di_botte|morto_ammazzato !nella_commedia|nel_film|nella_serie|nel_gioco|nel_prossimo|dal_ridere|dalle_risate", false},
	{CategoryThreats, 0.85, "qualcuno|qualcuna|uno ~2 si_becca|si_prende|prendera|becchera|si_beccera|si_prendera ~1 una_coltellata|un_proiettile|una_pallottola|una_pistolettata|una_revolverata|un_colpo_di_pistola", false},
	{CategorySafety, 0.85, "qualcuno|qualcuna|un_bambino|un_operaio|uno_studente ~2 si_fara_male|si_fa_male|si_fara_molto_male|si_fa_molto_male|finira_schiacciato|finisce_schiacciato|si_ammazzera|si_ammazza|finira_sotto|finisce_sotto|restera_folgorato|resta_folgorato|si_rompera_l_osso|si_rompera_la_testa|finira_all_ospedale|finisce_all_ospedale|cadra|cade !dal_ridere|dalle_risate|con_questi_prezzi", false},
	{CategorySafety, 0.85, "ci_scappa_il_morto|ci_scappera_il_morto|ci_scappa_un_morto|ci_scappera_un_morto|ci_scappa_un_ferito|ci_scappera_un_ferito|ci_scappa_il_ferito", false},
	{CategoryHarassment, 0.85, itStaffRoles + " ~2 picchia|picchiava|ha_picchiato|schiaffeggia|schiaffeggiava|ha_schiaffeggiato|prende_a_calci|prendeva_a_calci|ha_preso_a_calci|prende_a_schiaffi|prendeva_a_schiaffi|ha_preso_a_schiaffi|prende_a_pugni|prendeva_a_pugni|ha_preso_a_pugni|mena|menava|ha_menato|colpisce|colpiva|strattona|strattonava|ha_strattonato|spintona|spintonava|ha_spintonato|maltratta|maltrattava|ha_maltrattato ?i|gli|le|un|una|mia|mio|i_suoi|le_sue|il|la|dei|delle|i_nostri|le_nostre|i_miei|i_piccoli " + itAbused + " !a_tennis|a_scacchi|a_carte|a_calcio|nel_gioco", false},
	{CategoryHarassment, 0.85, itStaffRoles + " ~2 mi_ha_picchiato|mi_ha_picchiata|mi_picchia|ci_picchia|ci_picchiava|mi_ha_schiaffeggiato|mi_ha_schiaffeggiata|ci_schiaffeggia|mi_ha_dato_uno_schiaffo|mi_ha_dato_un_pugno|ha_dato_uno_schiaffo|ha_dato_un_pugno|ha_tirato_uno_schiaffo|ha_mollato_uno_schiaffo|ha_dato_un_ceffone|ha_dato_uno_scappellotto|da_schiaffi|dava_schiaffi|mi_ha_spinto_contro|mi_ha_spinta_contro|mi_ha_sbattuto_contro|mi_ha_sbattuta_contro|l_ha_spinto_contro|l_ha_sbattuto_contro|mi_ha_preso_per_il_collo|per_il_collo|per_i_capelli", false},
	// Past attacks told in the passive or with an impersonal plural
	// ("sono stato aggredito", "mio figlio viene preso a calci", "mi
	// hanno pestato", "ho preso un sacco di botte"): harassment, as in
	// English. itAttackGuard cancels sport and games, animals, objects,
	// exams and criticism after the verb ("in partita", "dalle zanzare",
	// "nei commenti"); the present "viene" takes a relative or a
	// colleague just before it, so that a film's "una ragazza viene
	// aggredita" stays harmless; "massacrato" counts only "di botte"
	// ("massacrato dal prof all'orale" is an exam).
	{CategoryHarassment, 0.85, "stato|stata|stati|state|fu|furono|vengo|veniamo|venivo ~2 " + itAttacked + " " + itAttackGuard, false},
	{CategoryHarassment, 0.85, "=figlio|figlia|figli|fratello|sorella|amico|amica|collega|colleghi|compagno|compagna|nipote|marito|moglie|ragazzo|fidanzata|fidanzato|bambino|bambina viene|vengono|veniva|venivano ~2 " + itAttacked + " " + itAttackGuard, false},
	{CategoryHarassment, 0.85, "mi|ci|lo|la|li|le|gli|ti menano|picchiano|pestano|aggrediscono|prendono_a_calci|prendono_a_pugni|prendono_a_schiaffi|menavano|picchiavano|pestavano " + itAttackGuard, false},
	{CategoryHarassment, 0.85, itStaffRoles + "|patrigno|padre|madre|matrigna|fratello|zio|marito|ex|fidanzato|compagno|collega|cliente|tizio|vicino ~1 mi|ci|lo|la|li|le|gli picchia|picchiava|mena|menava|pesta|pestava|prende_a_calci|prende_a_schiaffi|prende_a_pugni|prendeva_a_calci|prendeva_a_schiaffi|prendeva_a_pugni " + itAttackGuard, false},
	{CategoryHarassment, 0.85, "hanno|avevano|ha|aveva spaccato_una_bottiglia_in_testa|rotto_una_bottiglia_in_testa|spaccato_la_faccia|rotto_la_faccia", false},
	{CategoryHarassment, 0.85, "mi|ci|lo|la|l|li|le|gli|ti hanno|avevano|ha|aveva ~1 " + itAttacked + "|dato_una_coltellata|dato_un_pugno|dato_dei_pugni|dato_uno_schiaffo|dato_un_calcio|dato_botte|dato_un_sacco_di_botte|riempito_di_pugni|riempita_di_pugni " + itAttackGuard, false},
	{CategoryHarassment, 0.85, "preso|presi|presa|prese|prendo|prende|prendeva|prendevo|prendono ?un_sacco_di|un_fracco_di|tante|delle|le botte|legnate|mazzate|una_coltellata|coltellate " + itAttackGuard, false},
}

// The words of the Italian threat and self-harm rules: itHarmFirst, the
// harm verbs in the first person (present for future, future,
// conditional) after an object clitic; itHarmThird, those in the third
// person (future, conditional, "vuole" with the infinitive, past
// conditional); itThreatSubjects, the words a threat to me by others may
// follow (a clause start, a conjunction, a pronoun, a stranger or an ex;
// a stranger named with a public place, "uno sconosciuto in treno", never
// a game or a chat);
// itVictims, the persons after a harm verb; itNotAfterHarm, the manner
// and the idiom objects after it ("ti ammazzo di baci", "ammazzerà il
// tempo"); itNotAfterSelfHarm, the accidents ("giocando a calcio");
// itRoles, the persons a threat names with a demonstrative
// ("ammazzo questo tutor").
const (
	itStaffRoles       = "professore|professoressa|prof|maestro|maestra|allenatore|allenatrice|mister|capo|capa|caporeparto|responsabile|educatore|educatrice|infermiere|infermiera|preside|istruttore|istruttrice|tutor|supervisore|animatore|animatrice|badante|coach|titolare|capocantiere|insegnante|bidello|bidella|direttore|direttrice|operatore|operatrice"
	itAbused           = "studenti|studentesse|bambini|bambine|ragazzi|ragazze|ragazzini|alunni|alunne|operai|dipendenti|giocatori|giocatrici|pazienti|ospiti|anziani|apprendisti|stagisti|bambino|bambina|ragazzo|ragazza|ragazzino|alunno|alunna|nonna|nonno|figlio|figlia|allievi|allieve|bimbi|piccoli|lavoratori|mi|ci|tutti"
	itHarmFirst        = "uccido|ammazzo|accoltello|pugnalo|strangolo|sgozzo|avveleno|massacro|uccidiamo|ammazziamo|uccidero|uccideremo|ucciderei|uccideremmo|ammazzero|ammazzeremo|ammazzerei|ammazzeremmo|accoltellero|accoltelleremo|accoltellerei|pugnalero|strangolero|sgozzero|avvelenero|massacrero|faro_fuori|faremo_fuori|farei_fuori|spezzo_le_ossa|spezzero_le_ossa|faccio_la_pelle|faro_la_pelle"
	itHarmThird        = "uccidera|ucciderebbe|uccideranno|ucciderebbero|ammazzera|ammazzerebbe|ammazzeranno|ammazzerebbero|accoltellera|accoltellerebbe|strangolera|strangolerebbe|sgozzera|avvelenera|avvelenerebbe|massacrera|sparera|sparerebbe|fara_fuori|farebbe_fuori|faranno_fuori|fara_del_male|farebbe_del_male|vuole_uccidere|vuole_ammazzare|voleva_uccidere|voleva_ammazzare|vogliono_uccidere|vogliono_ammazzare|avrebbe_ucciso|avrebbe_ammazzato|fara_la_pelle|farebbe_la_pelle|dara_fuoco|darebbe_fuoco|sparera_a|sparerebbe_a"
	itThreatSubjects   = "=.|e|ma|perche|poi|gia|anche|ora|lui|lei|loro|qualcuno|ex|tipo|uno|una|sconosciuto|sconosciuto_in_treno|sconosciuto_sul_treno|sconosciuto_in_metro|sconosciuto_in_autobus|sconosciuto_sull_autobus|sconosciuto_per_strada|sconosciuto_alla_fermata|sconosciuto_in_stazione|stalker"
	itRoles            = "tutor|prof|professore|professoressa|docente|assistente|esercitatore|esercitatrice|capo|capoturno|istruttore|istruttrice|allenatore|coordinatore|coordinatrice|tizio|stronzo|bastardo"
	itVictims          = "te|lui|lei|tutti|tutte|voi|loro|chi|chiunque|quel_tipo|quella_tipa|quello_stronzo|quella_stronza|quel_bastardo|il_prof|la_prof|quel_prof|quella_prof|il_professore|la_professoressa|il_preside|la_preside|il_capo|il_mio_ex|la_mia_ex|il_suo_ex"
	itNotAfterHarm     = "?di|dal|dalle|dalla|a|con|il|lo|la|l|i|gli|le|col !baci|bacio|coccole|risate|ridere|complimenti|chiacchiere|battute|barzellette|noia|fatica|lavoro|compiti|domande|tempo|processo|programma|partita|calcio|scacchi|carte|fame|sete|caldo|sonno|gioia|ansia|abbigliamento"
	itNotAfterSelfHarm = "!giocando|cadendo|correndo|cucinando|in|al|alla|con|col|durante|mentre|sul|sulla|a"
)

// The words of the Italian rules for past attacks: itAttacked, the
// participles of an attack (with "preso a pugni", "massacrato di
// botte"; not "attaccato", which attacks a server or a post and after
// a clitic attaches or infects: "mi ha attaccato il raffreddore");
// itAttackGuard, the words after the verb that make it sport, a game,
// an animal, an object, an exam or criticism.
// The words of the Italian rules for threats told after the fact:
// itThreatVictims, the clitics of the victim of "minacciare", not after
// a hypothesis ("se qualcuno mi minaccia") or a character of fiction;
// itThreatHarm, the harms that make "minacciare di" a threat.
const (
	itThreatVictims = "^se|se_qualcuno|qualcuno_se|se_uno|se_una|se_mai|cosa_faccio_se|nel_caso|eroe|personaggio mi|ci|ti|li|la|lo|l"
	itThreatHarm    = "uccider*|ammazzar*|accoltellar*|picchiar*|pestar*|spaccar*|spezzar*|bruciar*|sparar*|strangolar*|sgozzar*|avvelenar*|massacrar*|menar*|gonfiarmi|gonfiarti|gonfiarlo|gonfiarla|gonfiarci|investirmi|investirci|investirla|investirlo|stuprar*|violentar*|farmi_del_male|farci_del_male|farle_del_male|fargli_del_male|farti_del_male|farmi_male|farci_male|farmi_fuori|farci_fuori|farlo_fuori|farla_fuori|farti_fuori|dare_fuoco|dar_fuoco|darmi_fuoco|tagliarmi_la_gola|tagliarle_la_gola|tagliargli_la_gola|tagliarti_la_gola|tagliare_la_gola|rompermi|romperti|romperci|romperle|rompergli|aspettarmi_fuori|aspettarmi_sotto_casa|buttarmi_giu|buttarlo_giu|buttarla_giu|spingermi_giu|gettarmi_giu !la_linea|il_traffico|il_contratto|la_corda|il_capello|i_ponti|dalle_risate|le_tappe|le_navi|le_calorie|calorie|il_semaforo|il_rosso|la_partenza|a_zero|il_tempo"
)

const (
	itAttacked    = "aggredito|aggredita|aggrediti|aggredite|picchiato|picchiata|picchiati|picchiate|pestato|pestata|pestati|pestate|accoltellato|accoltellata|accoltellati|pugnalato|pugnalata|schiaffeggiato|schiaffeggiata|preso_a_pugni|presa_a_pugni|presi_a_pugni|preso_a_calci|presa_a_calci|presi_a_calci|preso_a_schiaffi|presa_a_schiaffi|preso_a_botte|presa_a_botte|presi_a_botte|preso_a_sprangate|massacrato_di_botte|massacrata_di_botte|massacrati_di_botte|riempito_di_botte|riempita_di_botte|gonfiato_di_botte|gonfiata_di_botte|menato|menata|menati|strangolato|strangolata|rapinato|rapinata|rapinati|malmenato|malmenata|malmenati|spinto_contro|spinta_contro|spinto_giu|spinta_giu|buttato_a_terra|buttata_a_terra|scaraventato_a_terra|scaraventata_a_terra|violentata|stuprata|palpeggiata|preso_per_il_collo|presa_per_il_collo|preso_per_la_gola|presa_per_la_gola|presa_per_i_capelli|trascinata_per_i_capelli|trascinato_per_i_capelli"
	itAttackGuard = "!in_partita|durante_la_partita|alla_partita|nella_partita|in_campo|a_calcio|a_calcetto|a_boxe|in_palestra_di_boxe|all_allenamento|in_allenamento|durante_l_allenamento|nello_sparring|a_scacchi|a_carte|a_briscola|a_fifa|a_fortnite|su_fortnite|in_fortnite|nel_gioco|al_gioco|alla_play|alla_playstation|a_paintball|in_finale|nei_commenti|sui_social|online|in_rete|su_twitter|dalla_critica|dai_critici|dagli_hater|dai_troll|dalle_zanzare|dalle_vespe|da_uno_sciame|da_un_calabrone|dai_calabroni|dalle_meduse|da_una_medusa|dai_gabbiani|da_un_gabbiano|dalle_api|dalle_formiche|da_un_cane|dal_cane|dai_cani|da_una_pallonata|dal_pallone|da_un_pallone|da_una_palla|dalla_palla|dalla_porta|da_un_onda|dall_onda|dalle_onde|di_domande|di_compiti|di_email|di_messaggi|all_orale|all_esame|all_interrogazione|per_scherzo|per_gioco"
)

// The words of the untrained Italian threat rules (concernRulesUntrained):
// itThreatRoles, the people of school or work a threat names by their
// role ("il professore", "quel collega"), never a relative, a partner
// ("il mio compagno") or a friend; itWarnings, the warnings before
// "finisci all'ospedale" ("continua così", "un'altra parola");
// itHarmedOwn, what a threat says "vedrai cosa succede a" (the reader's
// face, body, relatives and car).
const (
	itThreatRoles = "professore|professoressa|prof|tutor|capo|responsabile|supervisore|supervisora|collega|allenatore|allenatrice|assistente|coordinatore|coordinatrice|docente|maestro|maestra|tipo|ex|direttore|direttrice|manager|boss|relatore|relatrice"
	itWarnings    = "continua_cosi|continua_a_ridere|un_altra_parola|ancora_una_parola|una_parola_in_piu|toccami|toccala|toccami_ancora|rifallo|fallo_di_nuovo|fallo_ancora|denunciami|fai_la_spia|ridi_ancora|prova_a_toccarmi|avvicinati|parlami_ancora_cosi"
	itHarmedOwn   = "macchina|auto|faccia|famiglia|figli|figlia|figlio|moglie|marito|ragazza|ragazzo|sorella|fratello|madre|padre|gambe|denti|muso|moto|motorino"
)
