package analysis

// concernRulesFR are the French serious-concern rules, written as
// matchWords reads them: lower case, accents folded, elisions split off
// ("j'ai" is "j ai", "l'arme" is "l arme").
var concernRulesFR = []ruleSpec{
	// Threats.
	{CategoryThreats, 0.9, "je|j|on|nous ~3 te|vous|le|la|les|l|lui tuer|tue|tuerai|tuerais|buter|bute|egorger|egorge|poignarder|poignarde|massacrer|massacre|frapper|frapperai|defoncer|tabasser|etrangler|flinguer|flingue|abattre|crever|cogner|faire_la_peau|casser_la_gueule|peter_la_gueule|faire_du_mal", false},
	{CategoryThreats, 0.85, "tu_es_mort|tu_es_morte|t_es_mort|t_es_morte|t_es_un_homme_mort|vous_etes_morts|tu_vas_le_regretter|vous_allez_le_regretter|tu_vas_payer|vous_allez_payer|tu_vas_crever|vous_allez_crever|tu_es_le_prochain|tu_seras_le_prochain|vous_allez_tous_mourir|tu_vas_mourir !de|d", false},
	{CategoryThreats, 0.9, "je|on|nous sais|sait|savons ou_tu_habites|ou_vous_habitez|ou_il_habite|ou_elle_habite|ou_tu_te_gares", false},
	{CategoryThreats, 0.95, "je|j|on|nous ~4 faire_sauter|faire_exploser|bruler|incendier|mettre_le_feu|cramer|tirer_sur|tirer_dans|mitrailler ~4 ecole|fac|faculte|universite|batiment|salle|campus|bureau|amphi|lycee|college|bahut|classe|tout_le_monde|labo|bibliotheque", false},
	{CategoryThreats, 0.9, "venir|viendrai|viens|viendra|revenir|reviendrai|debarquer|debarque|debarquerai|pointer|ramener|vais_venir ~3 arme|armee|armes|avec_une_arme|avec_un_flingue|avec_un_couteau|avec_un_pistolet|avec_un_fusil", false},
	{CategoryThreats, 0.9, "apporter|ramener|amener|apporterai|ramenerai|amenerai|apporte|ramene ~3 une_arme|un_flingue|un_couteau|un_pistolet|un_fusil|une_bombe|des_armes|un_calibre", false},
	{CategoryThreats, 0.85, "m|me|nous|les_etudiants|l|a ~2 menace|menacee|menaces|menacees|menacait|menacent", false},
	{CategoryThreats, 0.85, "menaces_de_mort|menace_de_mort|menace_de_me|menace_de_nous|menacait_de_me|menace_de_me_tuer|menace_de_me_frapper", false},
	{CategoryThreats, 0.85, "merite|meritent|devrait|devraient ~1 de_mourir|mourir|crever|etre_abattu|etre_tue", false},

	// Harassment.
	{CategoryHarassment, 0.85, "harcel*|agression_sexuelle|agresse_sexuellement|agressee_sexuellement|attouchement|attouchements|viol|violee|abus_sexuel|abusee", false},
	{CategoryHarassment, 0.85, "tripote|tripotee|tripoter|tripotait|pelote|pelotee|peloter|main_aux_fesses|mains_baladeuses|m_a_embrassee_de_force", false},
	{CategoryHarassment, 0.85, "touche|touchait|touchent|toucher|caresse|caressait|caresser|tient|tenait|masse|massait|pose_la_main|met_la_main|mettait_la_main ~4 epaule|epaules|cuisse|cuisses|jambe|jambes|genou|genoux|fesses|poitrine|seins|cheveux|taille|dos|nuque", false},
	{CategoryHarassment, 0.8, "commentaire|commentaires|remarque|remarques|reflexion|reflexions|commente|commentait|blagues ~5 tenue|tenues|vetements|physique|corps|poitrine|jambes|ce_que_je_porte|mes_habits|mon_apparence|formes|jupe|decollete|silhouette", false},
	{CategoryHarassment, 0.75, "tu_es|t_es|vous_etes|t_es_qu_une|t_es_qu_un|tu_n_es_qu_une|tu_n_es_qu_un ~2 idiot|idiote|con|conne|connard|connasse|debile|abruti|abrutie|salope|pute|grosse|moche|nul|nulle|merde|cretin|cretine|minable|inutile|pd|tare|taree|bouffon", false},
	{CategoryHarassment, 0.9, "va_te_pendre|va_te_suicider|tue_toi|va_crever|va_mourir|creve|personne_ne_t_aime|tout_le_monde_te_deteste", false},
	{CategoryHarassment, 0.8, "photos|photo|videos|video|images|nudes ~2 de_moi|intimes|privees|nue|nues|denudee|denudees ~5 partage|partagees|partagé|publie|publiees|diffuse|diffusees|envoye|envoyees|circule|circulent|balance|balancees|poste|postees|fait_tourner|mis_en_ligne", false},
	{CategoryHarassment, 0.8, "partage|publie|diffuse|envoye|balance|poste|fait_tourner|fait_circuler|mis_en_ligne ~3 photos|videos|images|nudes|photo|video ~2 de_moi|intimes|privees|nue|nues", false},
	{CategoryHarassment, 0.85, "me_suit_jusque|m_a_suivie_jusque|m_a_suivi_jusque|me_suit_partout|m_attend_a_la_sortie|me_traque|me_stalke|stalke|me_guette", false},
	{CategoryHarassment, 0.7, "me_laisse_pas_tranquille|lache_pas|malgre_mon_refus|alors_que_j_ai_dit_non|m_envoie_des_messages_la_nuit|m_ecrit_sans_arret", false},
	{CategoryHarassment, 0.6, "crie|hurle|gueule|criait|hurlait|gueulait ~1 sur_moi|sur_nous|sur_les_etudiants|apres_nous|apres_moi|dessus", false},
	{CategoryHarassment, 0.7, "nous|me|m|les_etudiants|les_eleves ~1 humilie|humiliee|humilies|humiliait|rabaisse|rabaissait|ridiculise|ridiculisait|insulte|insultait|intimide|intimidait", false},
	{CategoryHarassment, 0.85, "note|notes|valider|validation ~5 contre|en_echange ~3 sexe|coucher|rendez_vous|un_diner|un_verre|faveurs", false},
	{CategoryHarassment, 0.85, "coucher_avec_lui|coucher_avec_elle|coucher_avec_moi", false},

	// Self-harm.
	{CategorySelfHarm, 0.95, "me_suicider|suicidaire|suicidaires|idees_suicidaires|pensees_suicidaires|mettre_fin_a_mes_jours|mettre_fin_a_ma_vie|m_ote_la_vie|m_oter_la_vie|me_foutre_en_l_air|me_pendre|me_defenestrer|en_finir_avec_la_vie|en_finir_avec_ma_vie", false},
	{CategorySelfHarm, 0.9, "veux|vais|voudrais|envie_de|pense_a|pense_a_me|compte|prefere|prefererais|aimerais ~2 me_tuer|mourir|disparaitre|en_finir|me_jeter|me_laisser_mourir|ne_plus_exister !de|d|a|avec", false},
	{CategorySelfHarm, 0.9, "ne_veux_plus_vivre|n_ai_plus_envie_de_vivre|n_ai_plus_la_force_de_vivre|n_ai_aucune_raison_de_vivre|aucune_raison_de_vivre|plus_aucune_raison_de_vivre|rien_pour_quoi_vivre|mieux_mort|mieux_morte|serais_mieux_mort|serais_mieux_morte|voudrais_etre_mort|voudrais_etre_morte|prefererais_etre_mort|prefererais_etre_morte|ne_plus_me_reveiller|jamais_me_reveiller|ne_jamais_me_reveiller|mieux_sans_moi|la_vie_n_a_plus_de_sens|ma_vie_n_a_plus_de_sens", false},
	{CategorySelfHarm, 0.9, "automutil*|scarifi*|me_mutiler|me_couper|me_coupe|me_faire_du_mal|me_fais_du_mal|me_blesser|me_taillader|me_brule !les|la|le|un|une|du|des|souvent|les_cheveux", false},
	{CategorySelfHarm, 0.9, "cachets|comprimes|medicaments|pilules|somniferes ~4 de_cote|stockes|stocke|accumules|accumule|mis_de_cote|gardes|garde|economises|caches|reserve", false},
	{CategorySelfHarm, 0.9, "avaler|prendre|prends|avale ~2 toute|tous|toutes tous_mes|toute_la_boite|toutes_mes|tous_les|toutes_les|la_boite ?cachets|comprimes|medicaments|pilules|somniferes", false},
	{CategorySelfHarm, 0.9, "surdose|overdose", false},
	{CategorySelfHarm, 0.9, "sauter|me_jeter|me_lancer|jeter ~4 du_pont|d_un_pont|du_toit|sous_un_train|sous_le_train|sous_le_metro|par_la_fenetre|du_haut|d_un_immeuble|du_balcon", false},
	{CategorySelfHarm, 0.85, "pont|toit|balcon|rails|quai ~6 sauter|me_jeter|me_lancer|en_finir", false},
	{CategorySelfHarm, 0.85, "lettre_d_adieu|lettres_d_adieu|message_d_adieu|mot_d_adieu", false},
	{CategorySelfHarm, 0.6, "suicide !prevention|de_prevention", false},

	// Discrimination.
	{CategoryDiscrimination, 0.9, "negre|negres|bougnoule|bougnoules|bicot|youpin|youpins|pede|pedes|tapette|gouine|chinetoque|bamboula|sale_arabe|sale_noir|sale_noire|sale_juif|sale_juive|sale_pd|sale_musulman", false},
	{CategoryDiscrimination, 0.8, "^sur|contre|anti raciste|racistes|racisme|sexiste|sexistes|sexisme|homophobe|homophobes|homophobie|transphobe|transphobie|misogyne|misogynes|misogynie|xenophobe|xenophobie|antisemite|antisemitisme|islamophobe|islamophobie|discrimine|discriminee|discrimines|discriminees|discriminatoire|discriminatoires", false},
	{CategoryDiscrimination, 0.45, "suis|etant|etre ~2 femme|noire|noir|arabe|musulman|musulmane|juif|juive|gay|lesbienne|trans|etranger|etrangere|handicape|handicapee|enceinte|homosexuel|homosexuelle|africain|africaine|asiatique|voilee|immigre|immigree|maghrebin|maghrebine|rom", false},
	{CategoryDiscrimination, 0.45, "cause_de|raison_de|rapport_a ~1 mon|ma|mes origine|origines|couleur|couleur_de_peau|religion|accent|voile|handicap|sexualite|orientation|nationalite|nom|genre|sexe|peau", false},
	{CategoryDiscrimination, 0.8, "les_femmes|les_filles|les_arabes|les_noirs|les_etrangers|les_musulmans|les_juifs|les_homos ~2 ne_peuvent|n_ont_rien_a_faire|sont_inferieures|sont_inferieurs|sont_nulles|sont_nuls|trop_emotives|ne_sont_pas_faites|ne_sont_pas_faits|n_ont_pas_leur_place|devraient_rester|sont_des_animaux", false},
	{CategoryDiscrimination, 0.85, "dans_ton_pays|dans_votre_pays|dans_ton_bled|d_ou_tu_viens|chez_toi_en_afrique", false},
	{CategoryDiscrimination, 0.6, "traite|traitait|traitent ~3 les_femmes|les_filles|les_etudiantes|les_etrangers|les_etudiants_etrangers|les_noirs|les_musulmans ~2 differemment|injustement|moins_bien|comme_des", false},
	{CategoryDiscrimination, 0.35, "injuste|injustes|injustement|differemment|ignore|ignoree|ignores|exclu|exclue|exclus|moque|moquee|moquent|moquait|refuse|refusee|note_plus_bas|moins_bien|rabaisse|insulte|insultee|blagues|blague|remarques", true},

	// Safety.
	{CategorySafety, 0.9, "fuite_de_gaz|odeur_de_gaz|sent_le_gaz|monoxyde_de_carbone|amiante|fils_denudes|fils_a_nu|cables_denudes|cables_a_nu|fils_electriques_pendent|court_circuit|risque_d_incendie|plafond_effondre|plafond_s_est_effondre|plafond_menace|etincelles|prise_qui_fait_des_etincelles", false},
	{CategorySafety, 0.9, "sortie_de_secours|sorties_de_secours|issue_de_secours|issues_de_secours|porte_coupe_feu|portes_coupe_feu|porte_de_secours ~4 bloquee|bloquees|bloque|fermee|fermees|encombree|encombrees|condamnee|condamnees|verrouillee|verrouillees|obstruee|obstruees|cadenassee", false},
	{CategorySafety, 0.9, "bloque|bloquent|bloquaient|encombrent|condamne|condamnent|verrouille ~3 sortie_de_secours|sorties_de_secours|issue_de_secours|issues_de_secours|porte_coupe_feu", false},
	{CategorySafety, 0.85, "alarme|alarmes|detecteur|detecteurs|extincteur|extincteurs|sprinklers ~4 ne_marche|ne_marchent|ne_fonctionne|ne_fonctionnent|hors_service|casse|casses|cassee|vide|vides|manquant|manquants|en_panne|perime|perimes|absent|absents|debranche|desactive", false},
	{CategorySafety, 0.85, "une|des|son|sa|avec_une|avait_une|a_une arme|armes|pistolet|flingue|fusil|revolver|explosifs", false},
	{CategorySafety, 0.85, "explosif|explosifs|arme_a_feu|armes_a_feu", false},
	{CategorySafety, 0.55, "couteau|couteaux|machette", false},
	{CategorySafety, 0.9, "il_y_a|y_a|a_trouve|ont_trouve|a_pose|ont_pose|j_ai|cache ~1 une_bombe|un_engin_explosif|des_explosifs", false},
	{CategorySafety, 0.6, "dangereux|dangereuse|pas_securise|pas_securisee|s_est_blesse|s_est_blessee|me_suis_blesse|me_suis_blessee|se_sont_blesses|a_ete_blesse|a_ete_blessee|ont_ete_blesses|electrocute|electrocutee|intoxication_alimentaire|evanoui|evanouie|s_est_evanoui|s_est_evanouie|surpeuple|surpeuplee|bondee|rambarde|garde_corps|glissant|a_glisse|chute_dans_l_escalier", false},
	{CategorySafety, 0.7, "ivre|bourre|saoul|soul|alcoolise|sous_l_effet ~4 cours|classe|amphi|td|tp|enseigne|enseignait !de|d", false},
	{CategorySafety, 0.7, "cours|classe|amphi|td|tp ~4 ivre|bourre|saoul|alcoolise !de|d", false},
}
