package analysis

// concernRulesIT are the Italian serious-concern rules, written as
// matchWords reads them: lower case, accents folded, elisions split off
// ("un'arma" is "un arma", "c'è" is "c e").
var concernRulesIT = []ruleSpec{
	// Threats.
	{CategoryThreats, 0.9, "ti|vi|lo|li ~1 ammazzo|uccido|ammazzero|uccidero|ammazziamo|uccidiamo|accoltello|sparo|spacco_la_faccia|picchio|faccio_fuori|faccio_del_male|strangolo|sgozzo|ammazzo_di_botte|gonfio_di_botte", false},
	{CategoryThreats, 0.9, "ammazzarti|ucciderti|ammazzarlo|ucciderlo|ammazzarla|ucciderla|ammazzarvi|uccidervi|ammazzarli|ucciderli|accoltellarti|accoltellarlo|spararti|sparargli|picchiarti|picchiarlo|farti_del_male|fargli_del_male|farle_del_male|spaccarti_la_faccia|strangolarti|farti_fuori|farlo_fuori", false},
	{CategoryThreats, 0.85, "sei_morto|sei_morta|siete_morti|sei_un_uomo_morto|te_ne_pentirai|ve_ne_pentirete|la_pagherai|me_la_pagherai|la_pagherete|me_la_pagherete|sei_il_prossimo|sei_la_prossima|sarai_il_prossimo|morirai|morirete !dal|dalle|di", false},
	{CategoryThreats, 0.9, "so|sappiamo|so_bene dove_abiti|dove_vivi|dove_abitate|dove_parcheggi|dove_abita", false},
	{CategoryThreats, 0.95, "voglio|vado_a|vorrei|faro|facciamo|faccio|giuro_che ~3 saltare_in_aria|esplodere|bruciare|incendiare|dare_fuoco|dar_fuoco|sparare|fare_una_strage ~4 scuola|edificio|universita|facolta|campus|aula|ufficio|istituto|tutti|biblioteca|laboratorio|classe", false},
	{CategoryThreats, 0.95, "fare_una_strage|sparatoria_a_scuola", false},
	{CategoryThreats, 0.9, "vengo|verro|verra|arrivo|arrivero|presento|presentero|torno|tornero|venire ~3 armato|armata|con_un_arma|con_una_pistola|con_un_coltello|con_un_fucile", false},
	{CategoryThreats, 0.9, "porto|portero|portare|porta|portato|portero ~2 un_arma|una_pistola|un_coltello|una_bomba|armi|un_fucile|una_rivoltella", false},
	{CategoryThreats, 0.85, "mi|ci|ti|li|ha|hanno ~2 minacciato|minacciata|minacciati|minaccia|minacciava|minacciano|minacciavano", false},
	{CategoryThreats, 0.85, "minacce_di_morte|minaccia_di_morte|minacciato_di_morte|minacciata_di_morte", false},
	{CategoryThreats, 0.85, "merita|meritano|dovrebbe|dovrebbero ~1 di_morire|morire|crepare|essere_ammazzato|essere_ucciso", false},

	// Harassment.
	{CategoryHarassment, 0.85, "molestie|molestato|molestata|molestati|molestava|molesta_le|mi_molesta|palpeggi*|palpat*|violenza_sessuale|abusi_sessuali|abuso_sessuale|stupro|stuprata|violentata|mano_morta", false},
	{CategoryHarassment, 0.85, "mi_tocca|mi_toccava|mi_ha_toccato|mi_ha_toccata|toccandomi|tocca|toccava|accarezza|accarezzava|massaggia|massaggiava|mette_la_mano|metteva_la_mano|mette_le_mani|metteva_le_mani ~4 spalla|spalle|gamba|gambe|coscia|cosce|ginocchio|ginocchia|sedere|culo|seno|petto|fianchi|schiena|capelli|collo", false},
	{CategoryHarassment, 0.8, "commenti|commenta|commentava|battute|apprezzamenti|osservazioni|allusioni ~5 vestiti|abbigliamento|corpo|fisico|aspetto|come_mi_vesto|quello_che_indosso|scollatura|gambe|seno|gonna|sedere", false},
	{CategoryHarassment, 0.75, "bullismo|bullizzato|bullizzata|bullizzati|bullizza|bullizzano|mi_bullizzano|cyberbullismo|nonnismo", false},
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
	{CategorySelfHarm, 0.9, "tagliarmi|mi_taglio|mi_tagliavo|ricominciato_a_tagliarmi|autolesion*|farmi_del_male|mi_faccio_del_male|ferirmi|bruciarmi|mi_brucio !i|il|la|le|lo|un|una|capelli", false},
	{CategorySelfHarm, 0.9, "pillole|pastiglie|farmaci|medicine|sonniferi ~4 messe_da_parte|da_parte|conservate|accumulate|nascoste|risparmiate|conservati|accumulati|nascosti|messi_da_parte", false},
	{CategorySelfHarm, 0.9, "prendere|ingoiare|prendermi ~2 tutte_le_pillole|tutte_le_mie_pillole|tutta_la_scatola|tutti_i_farmaci|tutta_la_boccetta|tutti_i_sonniferi", false},
	{CategorySelfHarm, 0.9, "buttarmi|gettarmi|lanciarmi|saltare ~4 dal_ponte|da_un_ponte|dal_tetto|sotto_un_treno|sotto_il_treno|dalla_finestra|dal_balcone|dal_palazzo|sotto_la_metro", false},
	{CategorySelfHarm, 0.85, "ponte|tetto|binari|balcone|cornicione ~6 saltare|buttarmi|gettarmi|lanciarmi|farla_finita", false},
	{CategorySelfHarm, 0.85, "lettera_d_addio|lettere_d_addio|biglietto_d_addio|messaggio_d_addio", false},
	{CategorySelfHarm, 0.6, "suicidio|suicida !prevenzione", false},

	// Discrimination.
	{CategoryDiscrimination, 0.9, "frocio|froci|ricchione|ricchioni|zingaro_di_merda|zingari_di_merda|terrone|terroni|negro_di_merda|muso_giallo|culattone|negraccio|negri", false},
	{CategoryDiscrimination, 0.8, "^sul|sulla|contro|anti|sui razzista|razzisti|razzismo|sessista|sessisti|sessismo|omofobo|omofoba|omofobia|omofobi|transfobo|transfobia|misogino|misogina|misoginia|xenofobo|xenofoba|xenofobia|antisemita|antisemitismo|islamofobia|discriminato|discriminata|discriminati|discriminate|discriminatorio|discriminatoria|discriminazione|discriminazioni|discrimina", false},
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
}
