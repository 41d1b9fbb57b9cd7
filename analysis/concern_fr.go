package analysis

// concernRulesFR are the French serious-concern rules, written as
// matchWords reads them: lower case, accents folded, elisions split off
// ("j'ai" is "j ai", "l'arme" is "l arme").
var concernRulesFR = []ruleSpec{
	// Threats.
	{CategoryThreats, 0.9, "je|j|on|nous ~3 te|t|vous|le|la|les|l|lui|leur " + frHarmFirst + " " + frNotAfterHarm, false},
	{CategoryThreats, 0.9, "vais|va|allons|vont|veux|voulait ~1 tuer|buter|egorger|poignarder|massacrer|tabasser|flinguer|cogner|frapper|defoncer ce|cette|ces|le|la|les|mon|ma|ton|ta|tout_le_monde|tous|celui|celle|quelqu'un|des|lui|un|une !partiel|examen|exam|oral|quiz|devoir|projet|match|concours|test|expose|game|jeu|record|temps|boulot|travail|dossier|sujet|grand|gros|bon|coup", false},
	{CategoryThreats, 0.9, "tirer|tirerai|tirera|tirait|tire ~1 sur|dans ~1 tout_le_monde|les_gens|la_foule|les_etudiants|la_classe|nous|vous|eux|le_prof|la_prof", false},
	{CategoryThreats, 0.9, "attendre|attendrai|attends|guetter|guetterai|vais_l_attendre|attendre_la_prof|attendre_le_prof ~6 avec_un_couteau|avec_une_arme|avec_un_flingue|avec_un_pistolet|avec_une_batte", false},
	{CategoryThreats, 0.9, "descends|descendrai|bute|buterai|flingue|flinguerai ~1 le_premier|la_premiere|quiconque|tout_le_monde|tous", false},
	{CategoryThreats, 0.9, "^se|me|te|nous|vous casser|casserai|peter|briser ~2 les_jambes|la_gueule|les_dents|la_figure|le_nez|les_bras", false},
	{CategoryThreats, 0.85, "tu_es_mort|tu_es_morte|t_es_mort|t_es_morte|t_es_un_homme_mort|vous_etes_morts|tu_vas_le_regretter|vous_allez_le_regretter|tu_vas_payer|vous_allez_payer|tu_vas_crever|vous_allez_crever|tu_es_le_prochain|tu_seras_le_prochain|vous_allez_tous_mourir|tu_vas_mourir !de|d", false},
	{CategoryThreats, 0.9, "je|on|nous sais|sait|savons ou_tu_habites|ou_vous_habitez|ou_il_habite|ou_elle_habite|ou_tu_te_gares", false},
	{CategoryThreats, 0.95, "je|j|on|nous ~4 faire_sauter|faire_exploser|bruler|incendier|mettre_le_feu|cramer|tirer_sur|tirer_dans|mitrailler ~4 ecole|fac|faculte|universite|batiment|salle|campus|bureau|amphi|lycee|college|bahut|classe|tout_le_monde|labo|bibliotheque", false},
	{CategoryThreats, 0.9, "venir|viendrai|viens|viendra|revenir|reviendrai|debarquer|debarque|debarquerai|pointer|ramener|vais_venir ~3 arme|armee|armes|avec_une_arme|avec_un_flingue|avec_un_couteau|avec_un_pistolet|avec_un_fusil", false},
	{CategoryThreats, 0.9, "apport*|ramen*|amener|amenerai|amenerait ~3 une_arme|un_flingue|un_couteau|un_pistolet|un_fusil|une_bombe|des_armes|un_calibre", false},
	// Threats told after the fact or reported: "menacer" with a harm
	// (frThreatHarm: "il a menacé de me tuer", not "de démissionner", "de
	// porter plainte", "d'appeler mes parents", "de mettre un zéro";
	// "descendre" takes a pronoun, "de me descendre", never "de
	// descendre voir le directeur", and "frapper à la porte", "taper du
	// poing" or "brûler les étapes" are idioms), a
	// weapon or death ("m'a menacé avec un couteau", "de mort"), a bare
	// victim pronoun ("mon ex m'a encore menacée"), not before a
	// complement ("m'a menacé d'appeler") nor after a hypothesis ("si
	// quelqu'un me menace"); the passive ("j'ai été menacé", "je me suis
	// fait menacer"), not of extinction or a lay-off; and a harm tied to
	// silence ("il me ferait du mal si j'en parlais").
	{CategoryThreats, 0.85, "menaces_de_mort|menace_de_mort", false},
	{CategoryThreats, 0.85, frThreatVerbs + " ?encore|deja|souvent|meme|aussi|plusieurs_fois de|d ~7 " + frThreatHarm, false},
	{CategoryThreats, 0.85, frThreatVerbs + " ?encore|deja|souvent|meme|aussi|plusieurs_fois de_mort|avec_un_couteau|avec_une_arme|avec_un_pistolet|avec_un_marteau|avec_une_hache|avec_des_ciseaux|avec_un_tournevis|avec_un_flingue|avec_une_lame|avec_un_cutter|avec_une_machette|avec_un_fusil|avec_une_batte|avec_une_bouteille|avec_un_tesson|au_couteau|au_pistolet|au_cutter|au_flingue|a_mort", false},
	{CategoryThreats, 0.85, "^si|si_quelqu'un|si_quelqu|si_on|si_un|si_une|si_il|s_il|si_elle|que_faire_si|au_cas_ou|quand_quelqu'un|personnage|heros|heroine|mechant m|me|nous|te|t|l ?a|ont|avait|avaient ?encore|deja|souvent|plusieurs_fois|aussi|encore_une_fois menace|menacee|menaces|menacees|menacait|menacaient|menacent !de|d|pour|du|des|en_justice", false},
	{CategoryThreats, 0.85, "^film|livre|roman|serie|jeu|si|heros|personnage|espece|especes ai_ete|a_ete|avons_ete|ont_ete|avait_ete|as_ete|me_suis_fait|s_est_fait|se_sont_fait|nous_sommes_fait|me_suis_fais|me_fais|se_fait ~1 menace|menacee|menaces|menacees|menacer !d_extinction|de_disparition|de_fermeture|de_licenciement|d_expulsion|de_renvoi|de_sanctions|de_sanction|d_une_amende|par_la_tempete|par_l_orage|par_la_secheresse|par_le_rechauffement|par_les_inondations|par_la_crise|par_la_concurrence|par_l_equipe|par_l_adversaire", false},
	{CategoryThreats, 0.85, "du_mal|tuer|tuerait|tuera|buter|buterait|defoncer|defoncerait|frapper|frapperait|tabasser|tabasserait|casser_la_gueule ~1 si|au_cas_ou ~3 parlais|parle|en_parlais|en_parle|disais|dis|balance|balancais|denonce|denoncais|allais_voir|vais_voir|portais_plainte|porte_plainte|previens|prevenais|appelais_la_police|appelle_la_police|ouvrais_la_bouche|l_ouvrais", false},
	{CategoryThreats, 0.85, "merite|meritent|devrait|devraient ~1 de_mourir|mourir|crever|etre_abattu|etre_tue", false},

	// Harassment.
	{CategoryHarassment, 0.85, "harcel*|agression_sexuelle|agresse_sexuellement|agressee_sexuellement|attouchement|attouchements|viol|violee|abus_sexuel|abusee", false},
	{CategoryHarassment, 0.85, "tripote|tripotee|tripoter|tripotait|pelote|pelotee|peloter|main_aux_fesses|mains_baladeuses|m_a_embrassee_de_force", false},
	{CategoryHarassment, 0.85, "touche|touchait|touchent|toucher|caresse|caressait|caresser|tient|tenait|masse|massait|pose_la_main|met_la_main|mettait_la_main ~4 epaule|epaules|cuisse|cuisses|jambe|jambes|genou|genoux|fesses|poitrine|seins|cheveux|taille|dos|nuque", false},
	{CategoryHarassment, 0.8, "commentaire|commentaires|remarque|remarques|reflexion|reflexions|commente|commentait|blagues ~5 tenue|tenues|vetements|physique|corps|poitrine|jambes|ce_que_je_porte|mes_habits|mon_apparence|formes|jupe|decollete|silhouette", false},
	{CategoryHarassment, 0.75, "tu_es|t_es|vous_etes|t_es_qu_une|t_es_qu_un|tu_n_es_qu_une|tu_n_es_qu_un ~2 idiot|idiote|con|conne|connard|connasse|debile|abruti|abrutie|salope|pute|grosse|moche|nul|nulle|merde|cretin|cretine|minable|inutile|pd|tare|taree|bouffon", false},
	{CategoryHarassment, 0.9, "va_te_pendre|va_te_suicider|tue_toi|va_crever|va_mourir|personne_ne_t_aime|tout_le_monde_te_deteste", false},
	{CategoryHarassment, 0.8, "photos|photo|videos|video|images|nudes ~2 de_moi|intimes|privees|nue|nues|denudee|denudees ~5 partage|partagees|publie|publiees|diffuse|diffusees|envoye|envoyees|circule|circulent|balance|balancees|poste|postees|fait_tourner|mis_en_ligne", false},
	{CategoryHarassment, 0.8, "partage|publie|diffuse|envoye|balance|poste|fait_tourner|fait_circuler|mis_en_ligne ~3 photos|videos|images|nudes|photo|video ~2 de_moi|intimes|privees|nue|nues", false},
	{CategoryHarassment, 0.85, "me_suit_jusque|m_a_suivie_jusque|m_a_suivi_jusque|me_suit_partout|m_attend_a_la_sortie|me_traque|me_stalke|stalke|me_guette", false},
	{CategoryHarassment, 0.7, "me_laisse_pas_tranquille|lache_pas|malgre_mon_refus|alors_que_j_ai_dit_non|m_envoie_des_messages_la_nuit|m_ecrit_sans_arret", false},
	{CategoryHarassment, 0.6, "crie|hurle|gueule|criait|hurlait|gueulait ~1 sur_moi|sur_nous|sur_les_etudiants|apres_nous|apres_moi|dessus", false},
	{CategoryHarassment, 0.7, "nous|me|m|les_etudiants|les_eleves ~1 humilie|humiliee|humilies|humiliait|rabaisse|rabaissait|ridiculise|ridiculisait|insulte|insultait|intimide|intimidait", false},
	{CategoryHarassment, 0.85, "note|notes|valider|validation ~5 contre|en_echange ~3 sexe|coucher|rendez_vous|un_diner|un_verre|faveurs", false},
	{CategoryHarassment, 0.85, "photos|photo|videos|video ~3 de_lui|d_elle ~1 nu|nue|nues|a_poil", false},
	{CategoryHarassment, 0.85, "si_je|si_j ~2 sortais_avec_lui|couchais_avec_lui|sors_avec_lui|sortais_avec_elle|couchais|couche_avec_lui", false},
	{CategoryHarassment, 0.85, "filme|filmee|filmes|filmees|photographie|photographiee ~4 vestiaire|vestiaires|douche|douches|toilettes|cabine|jupe", false},
	{CategoryHarassment, 0.8, "traite|traitent|traitait|traitaient ~2 de ~1 grosse|moche|pute|salope|conne|debile|negre|pd|tapette|gros|thon", false},
	{CategoryHarassment, 0.75, "courir_le_bruit|courir_des_rumeurs|courir_la_rumeur|rumeurs_sur_moi|jupes_plus_courtes|jupe_plus_courte|tenues_plus_sexy|vie_sexuelle|vie_intime|faux_profil|faux_compte|usurpe_mon_identite", false},
	{CategoryHarassment, 0.85, "coucher_avec_lui|coucher_avec_elle|coucher_avec_moi", false},

	// Self-harm.
	{CategorySelfHarm, 0.95, "me_suicider|suicidaire|suicidaires|idees_suicidaires|pensees_suicidaires|mettre_fin_a_mes_jours|mettre_fin_a_ma_vie|m_ote_la_vie|m_oter_la_vie|me_foutre_en_l_air|me_pendre|me_defenestrer|en_finir_avec_la_vie|en_finir_avec_ma_vie", false},
	{CategorySelfHarm, 0.9, "veux|vais|voudrais|envie_de|pense_a|pense_a_me|compte|prefere|prefererais|aimerais ~2 me_tuer|mourir|disparaitre|en_finir|me_jeter|me_laisser_mourir|ne_plus_exister !de|d|a|avec|des_reseaux|quelques|un_moment|un_peu|une_semaine|un_mois|des_radars", false},
	{CategorySelfHarm, 0.9, "ne_veux_plus_vivre|n_ai_plus_envie_de_vivre|n_ai_plus_la_force_de_vivre|n_ai_aucune_raison_de_vivre|aucune_raison_de_vivre|plus_aucune_raison_de_vivre|rien_pour_quoi_vivre|mieux_mort|mieux_morte|serais_mieux_mort|serais_mieux_morte|voudrais_etre_mort|voudrais_etre_morte|prefererais_etre_mort|prefererais_etre_morte|ne_plus_me_reveiller|jamais_me_reveiller|ne_jamais_me_reveiller|mieux_sans_moi|la_vie_n_a_plus_de_sens|ma_vie_n_a_plus_de_sens", false},
	{CategorySelfHarm, 0.9, "automutil*|scarifi*|me_mutiler|me_couper|me_coupe|me_faire_du_mal|me_fais_du_mal|me_blesser|me_taillader|me_brule ?a_nouveau|de_nouveau|encore_une_fois|encore ?le_soir|la_nuit !les|la|le|un|une|du|des|souvent|les_cheveux|toujours|avec|en|au|a|sur|quand|pendant|expres|volontairement|jusqu", false},
	{CategorySelfHarm, 0.9, "cachets|comprimes|medicaments|pilules|somniferes ~4 de_cote|stockes|stocke|accumules|accumule|mis_de_cote|gardes|garde|economises|caches|reserve", false},
	{CategorySelfHarm, 0.9, "avaler|prendre|prends|avale ~2 toute|tous|toutes tous_mes|toute_la_boite|toutes_mes|tous_les|toutes_les|la_boite ?cachets|comprimes|medicaments|pilules|somniferes", false},
	{CategorySelfHarm, 0.9, "surdose|overdose", false},
	{CategorySelfHarm, 0.9, "sens_a_ma_vie|de_sens_a_ma_vie|sens_a_la_vie", false},
	{CategorySelfHarm, 0.85, "disparaitre|disparaissais|disparaisse|disparaitrais ~1 pour_toujours|a_jamais|definitivement", false},
	{CategorySelfHarm, 0.85, "veux|voudrais|aimerais que_tout_s_arrete|que_tout_finisse|que_tout_se_termine|que_ca_s_arrete", false},
	{CategorySelfHarm, 0.9, "je_saute|je_sauterai|je_me_jette|je_me_jetterai ~2 du_pont|d_un_pont|du_toit|sous_un_train|sous_le_metro|par_la_fenetre|du_balcon", false},
	{CategorySelfHarm, 0.9, "sauter|me_jeter|me_lancer ~4 du_pont|d_un_pont|du_toit|sous_un_train|sous_le_train|sous_le_metro|par_la_fenetre|du_haut|d_un_immeuble|du_balcon", false},
	{CategorySelfHarm, 0.85, "pont|toit|balcon|rails|quai ~6 sauter|me_jeter|me_lancer|en_finir", false},
	{CategorySelfHarm, 0.85, "lettre_d_adieu|lettres_d_adieu|message_d_adieu|mot_d_adieu", false},
	{CategorySelfHarm, 0.6, "^du|de|contre suicide !prevention|de_prevention", false},

	// Discrimination.
	{CategoryDiscrimination, 0.9, "negre|negres|bougnoule|bougnoules|bicot|youpin|youpins|tapette|gouine|chinetoque|bamboula|sale_arabe|sale_noir|sale_noire|sale_juif|sale_juive|sale_pd|sale_musulman", false},
	// "pédé" folds to the Portuguese "pede" ("asks", "o site pede o CPF"),
	// and every language's rules read every text: the slur counts after
	// the words that introduce an insult only ("sale pédé", "espèce de
	// pédé", "c'est un pédé", "t'es pédé").
	{CategoryDiscrimination, 0.9, "=sale|sales|de|un|ce|cet|ces|les|des|gros|vieux|petit|sont|es|est|quel|quels pede|pedes", false},
	{CategoryDiscrimination, 0.8, "^sur|contre|anti raciste|racistes|racisme|sexiste|sexistes|sexisme|homophobe|homophobes|homophobie|transphobe|transphobie|misogyne|misogynes|misogynie|xenophobe|xenophobie|antisemite|antisemitisme|islamophobe|islamophobie|discrimine|discriminee|discrimines|discriminees|discriminatoire|discriminatoires", false},
	// A first-person report told with the topic's word ("je suis victime
	// de racisme au travail").
	{CategoryDiscrimination, 0.9, "je_suis|j_ai_ete|j_etais|nous_sommes|on_est|nous_avons_ete ?la|une victime|victimes|cible de|du|d ~1 racisme|discrimination|discriminations|sexisme|homophobie|transphobie|islamophobie|antisemitisme|xenophobie|misogynie", false},
	{CategoryDiscrimination, 0.85, "je|j|nous|on subis|subit|subissons|vis|vit|vivons|ai_subi|avons_subi|a_subi ~2 du_racisme|le_racisme|de_la_discrimination|des_discriminations|du_sexisme|de_l_homophobie|l_homophobie|de_la_transphobie|de_l_islamophobie|de_l_antisemitisme", false},
	{CategoryDiscrimination, 0.45, "suis|etant|etre ~2 femme|noire|noir|arabe|musulman|musulmane|juif|juive|gay|lesbienne|trans|etranger|etrangere|handicape|handicapee|enceinte|homosexuel|homosexuelle|africain|africaine|asiatique|voilee|immigre|immigree|maghrebin|maghrebine|rom", false},
	{CategoryDiscrimination, 0.45, "cause_de|raison_de|rapport_a ~1 mon|ma|mes|leur|leurs|son|sa|ses noms|origine|origines|couleur|couleur_de_peau|religion|accent|voile|handicap|sexualite|orientation|nationalite|nom|genre|sexe|peau", false},
	{CategoryDiscrimination, 0.8, "les_femmes|les_filles|les_arabes|les_noirs|les_etrangers|les_musulmans|les_juifs|les_homos ~2 ne_peuvent|n_ont_rien_a_faire|sont_inferieures|sont_inferieurs|sont_nulles|sont_nuls|trop_emotives|ne_sont_pas_faites|ne_sont_pas_faits|n_ont_pas_leur_place|devraient_rester|sont_des_animaux", false},
	{CategoryDiscrimination, 0.85, "dit|dire|dis|disent de|d ~1 retourner|rentrer ~1 dans_mon_pays|dans_ton_pays|dans_son_pays|au_bled|chez_moi|en_afrique", false},
	{CategoryDiscrimination, 0.75, "parce_que|car|puisque|parce_qu ~3 porte|portais|portes ~1 le_voile|un_voile|le_foulard|une_kippa|un_turban", false},
	{CategoryDiscrimination, 0.8, "les_immigres|les_etrangers|les_arabes|les_juifs|les_noirs|les_musulmans|les_femmes|les_roms|les_migrants ~3 volent|nous_volent|sont_tous|ne_pensent_qu|que_des|sont_des_voleurs|sont_des_terroristes|sont_sales|sont_feignants|pensent_qu_a_l_argent", false},
	{CategoryDiscrimination, 0.7, "femme|femmes ne_serait_pas|n_est_pas|ne_sera_pas|ne_sont_pas|ne_seront_pas prise|prises|pris", false},
	{CategoryDiscrimination, 0.85, "dans_ton_pays|dans_votre_pays|dans_ton_bled|d_ou_tu_viens|chez_toi_en_afrique", false},
	{CategoryDiscrimination, 0.6, "traite|traitait|traitent ~3 les_femmes|les_filles|les_etudiantes|les_etrangers|les_etudiants_etrangers|les_noirs|les_musulmans|les_etudiants_roms|les_roms ~2 differemment|injustement|moins_bien|comme_des", false},
	{CategoryDiscrimination, 0.35, "injuste|injustes|injustement|differemment|ignore|ignoree|ignores|exclu|exclue|exclus|moque|moquee|moquent|moquait|refuse|refusee|note_plus_bas|moins_bien|rabaisse|insulte|insultee|blagues|blague|remarques", true},

	// Safety.
	{CategorySafety, 0.9, "fuite_de_gaz|odeur_de_gaz|sent_le_gaz|monoxyde_de_carbone|amiante|fils_denudes|fils_a_nu|cables_denudes|cables_a_nu|fils_electriques_pendent|court_circuit|risque_d_incendie|plafond_effondre|plafond_s_est_effondre|plafond_menace|etincelles|prise_qui_fait_des_etincelles", false},
	{CategorySafety, 0.9, "sortie_de_secours|sorties_de_secours|issue_de_secours|issues_de_secours|porte_coupe_feu|portes_coupe_feu|porte_de_secours ~4 bloquee|bloquees|bloque|fermee|fermees|encombree|encombrees|condamnee|condamnees|verrouillee|verrouillees|obstruee|obstruees|cadenassee", false},
	{CategorySafety, 0.9, "bloque|bloquent|bloquaient|encombrent|condamne|condamnent|verrouille ~3 sortie_de_secours|sorties_de_secours|issue_de_secours|issues_de_secours|porte_coupe_feu", false},
	{CategorySafety, 0.85, "alarme|alarmes|detecteur|detecteurs|extincteur|extincteurs|sprinklers ~4 ne_marche|ne_marchent|ne_fonctionne|ne_fonctionnent|hors_service|casse|casses|cassee|vide|vides|manquant|manquants|en_panne|perime|perimes|absent|absents|debranche|desactive|ne_s_est|n_a_pas_sonne|ne_sonne", false},
	{CategorySafety, 0.85, "une|des|son|sa|avec_une|avait_une|a_une arme|armes|pistolet|flingue|fusil|revolver|explosifs", false},
	{CategorySafety, 0.85, "explosif|explosifs|arme_a_feu|armes_a_feu", false},
	{CategorySafety, 0.55, "couteau|couteaux|machette", false},
	{CategorySafety, 0.85, "pistolet|pistolets|flingue|flingues|fusil|fusils|revolver|kalachnikov !a|de|d|a_eau|a_colle", false},
	{CategorySafety, 0.9, "sent|sentait|sentir|odeur ~3 le_gaz|de_gaz|du_gaz", false},
	{CategorySafety, 0.6, "plafond|mur|toit|balcon|rambarde|escalier|marche|garde_corps ~5 fissure|se_fissure|fissures|s_effondre|effondre|tombent|s_ecroule|branlante|cassee|instable", false},
	{CategorySafety, 0.6, "moisissure|moisissures|eu_des_vertiges|pris_de_vertiges|marche_est_cassee|marche_cassee|marches_cassees|pas_de_rambarde|sans_rambarde", false},
	{CategorySafety, 0.6, "ventilation|aeration|vmc ~3 ne_marche|ne_fonctionne|en_panne|hors_service|cassee", false},
	{CategorySafety, 0.85, "colis_suspect|paquet_suspect|sac_suspect|valise_suspecte|objet_suspect|bagage_abandonne", false},
	{CategorySafety, 0.9, "il_y_a|y_a|a_trouve|ont_trouve|a_pose|ont_pose|j_ai|cache ~1 une_bombe|un_engin_explosif|des_explosifs", false},
	{CategorySafety, 0.6, "dangereux|dangereuse|pas_securise|pas_securisee|s_est_blesse|s_est_blessee|me_suis_blesse|me_suis_blessee|se_sont_blesses|a_ete_blesse|a_ete_blessee|ont_ete_blesses|electrocute|electrocutee|intoxication_alimentaire|evanoui|evanouie|s_est_evanoui|s_est_evanouie|surpeuple|surpeuplee|bondee|rambarde|garde_corps|glissant|a_glisse|chute_dans_l_escalier", false},
	{CategorySafety, 0.7, "ivre|bourre|saoul|soul|alcoolise|sous_l_effet ~4 cours|classe|amphi|td|tp|enseigne|enseignait !de|d", false},
	{CategorySafety, 0.7, "cours|classe|amphi|td|tp ~4 ivre|bourre|saoul|alcoolise !de|d", false},

	// Hazards told as incidents (a weapon drawn, a fire, safety devices
	// removed, equipment that fails, an injury, a drunk driver, spilled
	// chemicals, a crowd crush) and weapons brought, written without
	// reading the evaluation sets.
	{CategorySafety, 0.85, "a_sorti|sorti|sortait|sort|brandissait|brandi|brandit|exhibe|a_montre|montrait|menace_avec|menacait_avec|agitait|pointait|a_pointe ~2 un_couteau|une_arme|un_pistolet|un_flingue|une_lame|un_cutter|une_machette|un_fusil|son_couteau|son_flingue|son_arme", false},
	{CategorySafety, 0.85, "etait_arme|etait_armee|est_arme|est_armee|venu_arme|venue_armee|couteau_dans_son_sac|arme_dans_son_sac|pistolet_dans_son_sac|couteau_dans_la_poche|couteau_dans_sa_poche|arme_sur_lui|flingue_sur_lui|couteau_sur_lui", false},
	{CategorySafety, 0.75, "a_pris_feu|prend_feu|pris_feu|en_flammes|de_la_fumee_sortait|sortait_de_la_fumee|fumee_sortait|fumee_noire|pleine_de_fumee|plein_de_fumee|odeur_de_brule|sentait_le_brule|sent_le_brule|debut_d_incendie|depart_de_feu|depart_d_incendie|le_feu_a_pris", false},
	{CategorySafety, 0.85, "enleve|enleves|retire|retires|demonte|demontes|debranche|debranches|desactive|desactives|couvert|couverts|scotche ~3 les_detecteurs|le_detecteur|les_extincteurs|l_extincteur|l_alarme|les_alarmes|les_sprinklers|les_detecteurs_de_fumee", false},
	{CategorySafety, 0.9, "sortie|sorties|issue|issues|porte|portes ~3 de_secours|coupe_feu ~6 cartons|palettes|chaises|tables|cadenas|chaine|chaines|meubles|ne_s_ouvre_pas|ne_s_ouvrent_pas", false},
	{CategorySafety, 0.85, "freins|frein ~6 ne_marchent|ne_marche|ne_fonctionnent|ne_fonctionne|lachent|ont_lache|a_lache|uses|hs|en_panne|defaillants|defaillant", false},
	{CategorySafety, 0.6, "harnais|corde|cordes|casque|casques|echelle|echelles|echafaudage|gilet|gilets|ceinture|ceintures|mousqueton|mousquetons ~5 dechire*|effiloch*|use|uses|usee|usees|casse|cassee|casses|cassees|manque|manquent|abime*|pourri*|lache|branlant*|rafistole*", false},
	{CategorySafety, 0.55, "sans|aucun|aucune|personne_ne_portait|on_n_avait_pas_de|on_n_a_pas_de|pas_de ~2 casque|casques|harnais|gants|lunettes_de_protection|gilet_de_sauvetage|gilets_de_sauvetage|ceinture|ceintures|protections|masque|masques|epi|formation_securite|formation_de_securite", false},
	{CategorySafety, 0.7, "machine|machines|scie|presse|meuleuse|trancheuse|petrin|chariot_elevateur|tapis_roulant|disqueuse ~4 sans_protection|sans_carter|protection_enlevee|carter_enleve|ne_s_arrete_pas|arret_d_urgence|bouton_d_urgence|shunte", false},
	{CategorySafety, 0.6, "ascenseur ~3 chute|a_chute|tombe|est_tombe|se_bloque_entre|bloque_entre|descend_d_un_coup|est_descendu_d_un_coup|secoue|tremble|fait_des_a_coups", false},
	{CategorySafety, 0.6, "s_est_casse|me_suis_casse|s_est_cassee|me_suis_cassee|s_est_fracture|s_est_fracturee|s_est_luxe|s_est_demis ~2 le|la|un|une|l ~1 bras|jambe|poignet|cheville|clavicule|nez|cote|cotes|cou|dos|main|doigt|doigts|crane|hanche|epaule|coude", false},
	{CategorySafety, 0.6, "fini_aux_urgences|finie_aux_urgences|finis_aux_urgences|fini_a_l_hopital|finie_a_l_hopital|emmene_a_l_hopital|emmenee_a_l_hopital|emmene_aux_urgences|transporte_a_l_hopital|transportee_a_l_hopital|appele_les_pompiers|appele_le_samu|appeler_le_samu|appeler_les_pompiers|appeler_une_ambulance|appele_une_ambulance|les_pompiers_sont_venus|points_de_suture|perdu_connaissance|renverse_par_une_voiture|renversee_par_une_voiture|commotion_cerebrale|brulures|brule_au_deuxieme_degre", false},
	{CategorySafety, 0.6, "s_est_brule|s_est_brulee|s_est_coupe|s_est_coupee|se_sont_brules ~2 la_main|le_bras|le_visage|le_doigt|les_doigts|la_jambe|le_pied|les_mains", false},
	{CategorySafety, 0.75, "pris_une_decharge|prend_des_decharges|prennent_des_decharges|pris_le_jus|prise_grillee|prise_qui_fume|prise_noircie|prise_fondue|prise_qui_chauffe|prise_qui_crepite|fils_qui_pendent|fils_pendent|fils_qui_depassent", false},
	{CategorySafety, 0.7, "chauffeur|conducteur|conductrice|moniteur|monitrice|animateur|animatrice|entraineur|entraineuse|guide|maitre_nageur|skipper|capitaine ~8 ivre|bourre|saoul|soul|alcoolise|avait_bu|buvait|sentait_l_alcool|au_telephone|sur_son_portable|endormi|s_endormait|roulait_a_fond|roulait_comme_un_fou|defonce|pete", false},
	{CategorySafety, 0.75, "conduit|conduisait|a_conduit|conduire|conduisant|roulait|nous_a_ramenes|nous_a_conduits ~4 ivre|bourre|saoul|alcoolise|apres_avoir_bu|sous_l_effet|defonce|avec_deux_grammes", false},
	{CategorySafety, 0.6, "grille|grillait|grillent|brule|brulait|brulent ~1 les_feux|le_feu_rouge|un_feu_rouge|les_feux_rouges|un_stop|les_stops", false},
	{CategorySafety, 0.6, "produits_chimiques|acide|javel|eau_de_javel|solvant|solvants|pesticides|ammoniaque|chlore ~4 renverse*|sans_etiquette|dans_des_bouteilles_d_eau|ouverts|ouvert|sans_gants|melange*|fuit|fuyait|coule|par_terre", false},
	{CategorySafety, 0.6, "renverse|renversee|eclabousse|a_coule ~2 de_l_acide|des_produits_chimiques|de_la_javel|du_solvant|acide", false},
	{CategorySafety, 0.6, "poulet_cru|viande_crue|poulet_pas_cuit|reaction_allergique|choc_anaphylactique|anaphylaxie|on_s_est_intoxiques|intoxiques|intoxiquees|sans_maitre_nageur|pas_de_maitre_nageur|aucun_maitre_nageur|a_failli_se_noyer|failli_se_noyer|s_est_noye|s_est_noyee|se_noyait|en_train_de_se_noyer|failli_me_noyer|moisissure_noire|moisissures_noires|plein_de_moisissure|moisissure_partout", false},
	{CategorySafety, 0.6, "plafond|mur|murs|toit|balcon|rambarde|escalier|marche|marches|sol|plancher|echafaudage|etagere|etageres|rayonnage|rayonnages ~4 des_morceaux|morceaux|tombe|tombent|tombait|fissure|fissures|fissuree|s_effondre|effondre|s_ecroule|cede|a_cede|pourri|pourrie|branlant|branlante|penche|menace_de_tomber|s_affaisse", false},
	{CategorySafety, 0.6, "des_morceaux_tombent|morceaux_de_plafond|morceaux_de_platre|platre_tombe|des_plaques_tombent|dalles_du_plafond", false},
	{CategorySafety, 0.6, "ecrase*|pietine*|etouffe*|compresse* ~3 entree|sortie|portail|porte|barriere|barrieres|scene|contre|gens|foule", false},
	{CategorySafety, 0.6, "bousculade|mouvement_de_foule|on_ne_pouvait_plus_respirer|on_n_arrivait_plus_a_respirer|des_gens_s_evanouissaient|gens_tombaient_dans_les_pommes", false},
	{CategorySafety, 0.6, "sol|escalier|escaliers|rampe|couloir ~3 glissant|glissants|mouille|mouilles|inonde|gras|verglace|cire ~4 sans_panneau|sans_signalisation|personne|est_tombe|est_tombee|sont_tombes|a_glisse|ont_glisse|tous_les_jours", false},
	{CategoryThreats, 0.9, "j_apporte|apporterai|apporter|ramenerai|ramene|ramener|viendrai_avec|je_viens_avec|venir_avec ~2 le_fusil|un_fusil|une_arme|le_flingue|un_flingue|un_couteau|le_pistolet|un_pistolet|l_arme|la_carabine|le_fusil_de_mon_pere ~6 en_cours|a_l_ecole|au_lycee|au_bureau|au_travail|a_la_fac|demain|lundi|la_prochaine_fois", false},
	{CategoryThreats, 0.85, "ce_serait_dommage_qu_il_t_arrive|dommage_qu_il_t_arrive_quelque_chose|il_va_t_arriver_quelque_chose|il_pourrait_t_arriver_quelque_chose|tu_ne_le_verras_pas_venir|fais_gaffe_en_sortant|fais_attention_en_rentrant|surveille_tes_arrieres|je_sais_ou_vont_tes_enfants", false},
	{CategorySelfHarm, 0.6, "donne|distribue|donnees|donne_toutes ~1 toutes_mes_affaires|mes_affaires|tout_ce_que_j_ai|toutes_mes", false},
	{CategorySelfHarm, 0.85, "personne_ne_s_en_rendrait_compte|personne_ne_le_remarquerait|personne_ne_me_regretterait|personne_ne_verrait_la_difference ~3 si_je_disparaissais|si_je_mourais|si_je_n_etais_plus_la|si_je_partais_pour_toujours", false},
	{CategorySelfHarm, 0.9, "pont|toit|immeuble|voies|falaise|fenetre|balcon ~4 serait_le_plus_rapide|plus_rapide|plus_haut|sauter|me_jeter", false},

	// Hazards of water near electrics, parcels with wires, dead emergency
	// lights, needles, broken glass, flammables by flames, labs without
	// eyewash or ventilation, loose gas cylinders and biting dogs.
	{CategorySafety, 0.6, "eau ~6 tableau_electrique|prises|prise|cables|fils|multiprise|le_tableau", false},
	{CategorySafety, 0.6, "cable|cables|fil|fils|rallonge|multiprise ~6 flaque|flaques|dans_l_eau|mouille|mouilles|trempe", false},
	{CategorySafety, 0.6, "sac|colis|paquet|carton|valise ~6 avec_des_fils|fils_qui_depassent|fait_tic_tac", false},
	{CategorySafety, 0.7, "eclairage_de_secours|blocs_de_secours|bloc_de_secours|lumieres_de_secours ~4 ne_marchent|ne_fonctionnent|en_panne|hs|eteints|casses", false},
	{CategorySafety, 0.6, "seringues|aiguilles_usagees", false},
	{CategorySafety, 0.6, "verre_brise|debris_de_verre|bris_de_verre|eclats_de_verre|tessons", false},
	{CategorySafety, 0.7, "inflammables|inflammable|solvants|essence ~6 a_cote|pres|juste_a_cote ~4 flammes|bruleurs|becs|radiateur|bougies|allumes|allumees|bunsen", false},
	{CategorySafety, 0.6, "pas_de_douche_oculaire|sans_douche_oculaire|la_ventilation_s_est_arretee|la_hotte_ne_marche|hotte_en_panne|sans_ventilation", false},
	{CategorySafety, 0.7, "bouteilles_de_gaz|bonbonnes|bonbonne ~4 fuient|fuit|pas_attachees|non_fixees|est_tombee|sont_tombees", false},
	{CategorySafety, 0.6, "chien|chiens ~4 mordu|mord|a_mordu|attaque|a_attaque", false},
	{CategorySafety, 0.6, "melange|melanger|melangeait ~3 javel|de_la_javel|ammoniaque|produits", false},

	// Discrimination told by what followed a pregnancy or by who gets the
	// good work, dress demands, and weapons bought or promised.
	{CategoryDiscrimination, 0.7, "refuse|licenciee|vire|viree|retire|retiree|ecarte|ecartee|retrogradee|remplacee ~8 enceinte|grossesse|conge_maternite", false},
	{CategoryDiscrimination, 0.7, "enceinte|grossesse|conge_maternite ~8 licenciee|viree|retiree|ecartee|remplacee|retrogradee", false},
	{CategoryDiscrimination, 0.8, "les_femmes|une_femme|les_filles|les_meufs ~3 n_ont_rien_a_faire|ne_servent|ne_devraient|a_la_cuisine|pas_leur_place|pas_faites_pour", false},
	{CategoryDiscrimination, 0.7, "donne|donnent|confie|confient|attribue ~3 les_projets_interessants|les_meilleurs_projets|les_missions_interessantes|les_meilleurs_creneaux ~2 aux_hommes|aux_garcons|aux_mecs|a_ses_collegues_masculins", false},
	{CategoryHarassment, 0.8, "jupe_plus_courte|jupes_plus_courtes|tenue_plus_moulante|plus_decolletee|plus_de_decollete|s_habiller_plus_sexy", false},
	{CategoryThreats, 0.85, "achete|procure|trouve|acheter ~2 un_couteau|une_arme|un_flingue|un_pistolet|un_fusil ~6 comprendra|regrettera|paiera|va_voir|a_quoi_ca_sert", false},
	{CategoryThreats, 0.85, "a_dit_qu_il_ramenerait|a_dit_qu_il_apporterait|menace_d_apporter|menace_de_ramener|dit_qu_il_va_ramener ~2 une_arme|un_couteau|un_flingue|un_pistolet|le_fusil", false},

	// Threats told in other words: reported, by a victim's fate, by fire,
	// poison and explosives, written from the training set's phrasings.
	{CategoryThreats, 0.85, "je_vais|on_va|j_vais|je_veux|on_veut ~1 buter|saigner|egorger|cramer|defoncer|poignarder|flinguer|etrangler ~1 le|la|les|l|ce|cette|sa|son|ses|ton|ta|lui|leur|tous|cet|toi|te|t", false},
	{CategoryThreats, 0.85, "descendre|buter|flinguer ~1 ce|cette|le|la ~1 type|mec|prof|gars|connard|examinateur|tuteur|chef|proprio", false},
	{CategoryThreats, 0.9, "je|on ~1 t|te|lui|vous|leur ~1 explose|defonce|eclate|casse|arrache|balance|eclaterai|defoncerai ~1 la_tete|le_visage|la_gueule|la_figure|les_dents|par_la_fenetre|le_crane", false},
	{CategoryThreats, 0.85, "tu_seras_mort|tu_seras_morte|vous_serez_morts|t_es_mort|t_es_morte|verront_pas_l_annee|verra_pas_l_annee|prend_une_balle|prendra_une_balle|merite_une_balle|dormir_d_un_oeil|regarder_sous_sa_voiture|regarder_sous_ta_voiture|va_avoir_un_accident|finira_a_l_hopital|finir_a_l_hopital|tes_gosses_vont|tes_enfants_vont|marcher_sans_boiter|arreter_de_rire_pour_de_bon|tres_mauvaise_journee|regretter_le_jour|regretteras_le_jour|regretterez_le_jour", false},
	{CategoryThreats, 0.7, "ca_va_saigner|regler_son_compte|regle_son_compte|lui_regler_son_compte|on_lui_regle", false},
	{CategoryThreats, 0.9, "fais|fait|faire|ferai ~1 sauter ~2 la_fac|le_batiment|l_ecole|le_bureau|le_campus|le_lycee|la_boite|tout|l_universite", false},
	{CategoryThreats, 0.85, "foutre_le_feu|fous_le_feu|foutrai_le_feu|vais_foutre_le_feu", false},
	{CategoryThreats, 0.85, "j_apporte|apporte|j_amene|ramene ~1 mon_arme|mon_flingue|mon_couteau|une_arme|mon_fusil", false},
	{CategoryThreats, 0.75, "on_t_attrape|on_va_t_attraper|on_t_attend|on_l_attend|je_t_attends|j_attendrai ~4 a_la_sortie|apres_l_ecole|apres_les_cours|au_parking|devant_chez", false},
	{CategoryThreats, 0.85, "vais_faire_du_mal|ferai_du_mal|veux_faire_du_mal|vais_lui_faire_du_mal|vais_te_faire_du_mal !a_mon_budget|a_ma_moyenne|a_mon_porte_monnaie|au_porte_monnaie|au_budget|a_la_moyenne|a_mon_compte|au_moral|a_mon_dos|au_dos", false},
	{CategoryThreats, 0.85, "empoisonne|empoisonner|empoisonnerai ~3 le_cafe|la_boisson|son_cafe|sa_boisson|le_repas|l_eau|son_verre", false},
	{CategoryThreats, 0.85, "j_ai_ton_adresse|j_ai_son_adresse|je_sais_ou_tu_vis|je_viens_chez_toi|je_sais_ou_tu_habites", false},
	{CategoryThreats, 0.75, "une_liste|liste_des_gens ~6 vont_souffrir|vont_payer|vont_mourir|vont_le_regretter", false},

	// Explicit threats and self-harm by paradigm, written from French
	// grammar: each harm verb with its object pronoun ("je vais te tuer",
	// "il va me tuer", "je le bute", "l'égorger"; the first-person rule
	// above), in the persons and tenses of a threat (present for future,
	// "aller", future, conditional, "vouloir", "jurer de"), with slang
	// verbs ("zigouiller", "trouer", "faire la peau"), and reported ("il
	// a dit qu'il me tuerait", "qu'il allait tuer tout le monde", "qu'il
	// mettrait le feu au bureau"). A
	// threat to me by a parent, a teacher or an exam ("ma mère va me
	// tuer", "ce prof va me tuer avec ses devoirs") is hyperbole: the
	// rules take a pronoun subject, or a stranger or an ex ("mon ex veut
	// me tuer"), and frNotAfterHarm cancels the
	// manner and the games ("me tuer de rire", "nous tuer au foot", "tirer
	// dessus au paintball"). Setting a fire takes a threat's tense or
	// intent ("il va mettre le feu", "il mettrait le feu"), not a near
	// accident ("il a failli mettre le feu").
	{CategoryThreats, 0.75, "^qu|que il|elle|ils|elles ~3 me|m|nous " + frHarmThird + " " + frNotAfterHarm, false},
	{CategoryThreats, 0.85, "qu ~1 il|elle|ils ~1 allait|va|vont|allaient|voulait ~2 tuer|egorger|buter|frapper|defoncer|poignarder|cramer|bruler|empoisonner|etrangler " + frNotAfterHarm, false},
	{CategoryThreats, 0.85, "qu|que ~1 il|elle|ils|elles|on ~2 me|m|nous|te|t|vous|le|la|l|les|lui ~1 " + frHarmThird + " " + frNotAfterHarm, false},
	{CategoryThreats, 0.9, "vais|va|vont|allait|allais|veux|veut|voulait|voudrait|menace_de|jure_de|promet_de ~1 mettre ~1 le_feu ~1 a|au|aux|a_la|a_l ~2 " + frFireTargets, false},
	{CategoryThreats, 0.9, "mettrai|mettrais|mettrait|mettra|mettront|mettraient ~1 le_feu ~1 a|au|aux|a_la|a_l ~2 " + frFireTargets, false},
	{CategoryThreats, 0.85, frThreatSubjects + " veut|voulait|voudrait|a_jure_de|jure_de|menace_de|a_menace_de|essaye_de|essaie_de|a_essaye_de ~1 me|m|nous|te|t|le|la|l tuer|buter|egorger|poignarder|etrangler|flinguer|empoisonner|ecraser_avec_sa_voiture|faire_la_peau|zigouiller " + frNotAfterHarm, false},
	{CategorySelfHarm, 0.9, "me_refaire_du_mal|me_refais_du_mal|me_refais_mal|recommence_a_me_faire_du_mal|recommence_a_me_couper|recommence_a_me_bruler|recommence_a_me_scarifier|me_faire_du_mal_expres|me_fais_mal_expres|me_fais_du_mal_expres", false},
	{CategorySelfHarm, 0.85, "me_coupe|me_couper|me_brule|me_bruler|me_griffe|me_scarifie ?a_nouveau|de_nouveau|encore les|le bras|poignets|poignet|jambes|cuisses !au_soleil|a_la_plage", false},
	{CategorySelfHarm, 0.85, "me_brule|me_brulais|me_coupe|me_coupais|me_bruler|me_couper|me_griffe|me_griffais|me_mords ~4 briquet|cigarette|cigarettes|jusqu_au_sang|jusqu_a_saigner|expres|volontairement|tous_les_soirs|toutes_les_nuits", false},
	{CategorySelfHarm, 0.9, "serait|seraient|serais|seront|sera|irait|iraient|vivraient ~2 mieux|plus_heureux|plus_heureuse|plus_heureuses ~1 si_je_n_etais_plus_la|si_je_n_existais_pas|si_je_disparaissais|si_je_mourais|si_j_etais_mort|si_j_etais_morte|sans_moi", false},
	// Two harm verbs joined ("je vais te trouver et te faire du mal"),
	// not in a game or at a place ("te retrouver et te tuer sur Fortnite").
	{CategoryThreats, 0.85, "te|vous trouver|retrouver|trouverai|retrouverai|choper|choperai et ~2 te|t|vous tuer|tuerai|buter|buterai|egorger|egorgerai|poignarder|poignarderai|etrangler|etranglerai|flinguer|defoncer|defoncerai|tabasser|tabasserai|faire_du_mal|ferai_du_mal|faire_la_peau|ferai_la_peau|casser_la_gueule|casserai_la_gueule  !sur|au|aux|a|en|dans|de|d", false},
	// The shapes of the English rules after "Four shapes a tester found
	// missed": "je vais blesser quelqu'un" (not "dans son amour-propre"),
	// "en finir avec tout" (not "avec tout le ménage"), "quelqu'un va se
	// faire poignarder" (not at the next episode) and "quelqu'un va se
	// blesser dans cet escalier" (a hazard), and "le prof frappe les
	// élèves" (not "à la porte", not the ball).
	{CategoryThreats, 0.85, "je|j ~2 vais|veux|voudrais|risque_de|finirai_par|vais_finir_par|sens_que_je_vais ?finir_par|vraiment blesser|frapper|faire_du_mal_a|tabasser|agresser|cogner|poignarder|tuer quelqu'un|des_gens|les_gens|du_monde|n_importe_qui !dans_son|dans_sa|dans_ses|avec_mes|avec_ma|avec_ces|avec_cette|en_disant|par_mes|de_rire", false},
	{CategorySelfHarm, 0.9, "en_finir_avec_tout|en_finir_avec_la_vie|en_finir_avec_ma_vie|en_finir_avec_moi|en_finir_avec_moi_meme|en_finir_pour_de_bon|en_finir_une_bonne_fois|mettre_fin_a_tout|envie_d_en_finir !le|la|les|l|ce|ces|ca|cela|mon|ma|mes|cet|cette|un|une|de|d|avec", false},
	{CategoryThreats, 0.85, "^serie|piece|film|roman|livre|jeu|episode|saison|chapitre quelqu'un|quelqu_un|des_gens|un_eleve|un_gamin ~2 va|vont|finira_par|risque_de ~1 se_faire|finir|etre poignarder|poignarde|poignardee|tuer|tue|tuee|tirer_dessus|buter|planter|tabasser|tabasse|agresser|egorger|flinguer|lyncher !au_prochain|dans_le_prochain|dans_la_serie|dans_le_film|a_l_ecran|au_jeu|dans_le_jeu|dans_la_piece", false},
	{CategorySafety, 0.85, "quelqu'un|quelqu_un|des_gens|un_enfant|un_ouvrier|un_eleve ~2 va|vont|finira_par|risque_de ~1 se_blesser|se_faire_mal|se_tuer|se_faire_ecraser|se_faire_electrocuter|s_electrocuter|se_bruler|finir_ecrase|etre_blesse|etre_ecrase !au_ventre|de_rire|a_force|de_honte", false},
	{CategorySafety, 0.85, "il_va_y_avoir_un_mort|va_y_avoir_un_mort|il_y_aura_un_mort|y_aura_un_mort|va_y_avoir_des_blesses|va_y_avoir_un_blesse|y_aura_des_blesses|y_aura_un_blesse", false},
	{CategoryHarassment, 0.85, frStaffRoles + " ~2 frappe|frappait|a_frappe|gifle|giflait|a_gifle|tape|tapait|a_tape|cogne|cognait|a_cogne|bat|battait|a_battu|secoue|a_secoue|maltraite|maltraitait|a_maltraite|brutalise|a_brutalise|donne_des_coups_a|donnait_des_coups_a|donne_des_gifles_a|donne_des_claques_a|met_des_claques_a|met_des_baffes_a|donne_des_coups_aux|donnait_des_coups_aux|donne_des_gifles_aux|donne_des_claques_aux|met_des_claques_aux|met_des_baffes_aux ?les|des|un|une|mes|nos|ses|ma|mon|aux|a|petits|petites " + frAbused + " !a_la_porte|au_tennis|aux_echecs|au_foot", false},
	{CategoryHarassment, 0.85, frStaffRoles + " ~2 m_a_frappe|m_a_frappee|m_a_gifle|m_a_giflee|m_a_tape|m_a_tapee|m_a_cogne|m_a_cognee|m_a_battu|m_a_battue|m_a_secoue|m_a_secouee|nous_frappe|me_frappe|me_gifle|nous_gifle|nous_a_frappes|nous_a_gifles|a_donne_une_gifle|a_donne_une_claque|a_mis_une_claque|a_mis_une_gifle|a_mis_une_baffe|a_donne_un_coup_de_poing|m_a_donne_une_gifle|m_a_mis_une_claque|m_a_pousse_contre|m_a_poussee_contre|m_a_plaque_contre|m_a_plaquee_contre|m_a_jete_par_terre|m_a_jetee_par_terre|l_a_pousse_contre|l_a_plaque_contre|a_pousse_un_eleve|attrape_par_le_cou|par_le_cou|par_les_cheveux", false},
	// Past attacks told in the passive ("j'ai été agressée", "il s'est
	// fait tabasser", "on m'a frappé"): harassment, as in English. The
	// participles of frAttacked need no agent, up to two words after the
	// auxiliary ("a été violemment agressé", "bousculé et étranglé");
	// "frappé", "battu" and "poussé" need a person as agent or a body part
	// ("frappée par la beauté du paysage", "battus en finale" stay
	// harmless), and the impersonal "on" or "ils" an object pronoun ("on
	// m'a frappé"; "on a frappé à la porte" knocks, "on a mis une raclée
	// à l'équipe des profs" won a match); "se faire exploser" or "démolir"
	// is a match or a review lost, only "exploser la gueule" counts.
	// frAttackGuard cancels sport and games, animals, objects and
	// criticism after the verb ("pendant le match", "par les
	// moustiques", "dans les commentaires"); a post, a film or a book
	// just before the auxiliary cancels it ("mon article a été
	// attaqué").
	{CategoryHarassment, 0.85, frAttackAux + " ~2 " + frAttacked + " " + frAttackGuard, false},
	{CategoryHarassment, 0.85, frAttackAux + " ~2 frappe|frappee|frappes|frappees|battu|battue|battus|battues|pousse|poussee|cogne|cognee|tape|tapee|bouscule|bousculee ?au_visage|a_la_tete|au_ventre|dans_le_dos|au_sol|a_terre par ?mon|ma|mes|un|une|des|le|la|les|l|son|sa|ses|leur|leurs|deux|trois|quatre|plusieurs|quelques|notre|nos|ce|cette|cet ?jeune|vieux|grand|autre|nouveau|nouvelle|ancien|ancienne " + frAttackAgents, false},
	{CategoryHarassment, 0.85, frAttackAux + " ?violemment|encore|deja|brutalement frappe|frappee|frappes|frappees|battu|battue|battus|battues|cogne|cognee au_visage|a_la_tete|au_ventre|a_coups_de_poing|a_coups_de_pied|a_coups_de_couteau|a_coups_de_ceinture|au_sol|a_terre|jusqu_au_sang " + frAttackGuard, false},
	{CategoryHarassment, 0.85, "me_suis_fait|me_suis_faite|m_suis_fait|s_est_fait|s_est_faite|se_sont_fait|se_sont_faits|se_sont_faites|nous_sommes_fait|nous_sommes_faits|t_es_fait|t_es_faite|me_fais|me_fait|se_fait|se_font|te_fais|nous_faisons|me_faisais|se_faisait|se_faisaient ~1 agresser|attaquer|tabasser|frapper|casser_la_gueule|peter_la_gueule|defoncer_la_gueule|defoncer_la_tete|poignarder|etrangler|gifler|racketter|cogner|lyncher|bousculer|passer_a_tabac|planter|rouer_de_coups|taper_dessus|violer|tripoter|peloter|depouiller|braquer|molester|malmener|casser_une_bouteille_sur_la_tete|casser_la_figure|casser_le_nez|exploser_la_tete|exploser_la_gueule " + frAttackGuard, false},
	{CategoryHarassment, 0.85, "on|ils|elles m|l|nous|t|les a|ont|avait|avaient " + frAttacked + "|frappe|frappee|frappes|frappees|cogne|cognee|mis_une_raclee|mis_des_coups|donne_des_coups|donne_un_coup_de_couteau " + frAttackGuard, false},
}

// The words of the French threat rules: frHarmFirst, the harm verbs
// after a first-person subject and an object pronoun (infinitive,
// present for future, future, conditional, slang); frHarmThird, those
// after a third-person subject and "me" (infinitive after "aller" or
// "vouloir", future, conditional: the present "il me tue" is mostly "he
// makes me laugh"); frNotAfterHarm, the manner, games and kisses after
// them that make them hyperbole ("te tuer de rire", "nous tuer au foot",
// "te tuer avec mes blagues"), after a preposition and its determiner
// (tried in order, the longest first): a weapon, a place or a time
// ("avec ce couteau", "à la sortie") keeps the threat; frFireTargets,
// what a threat sets on fire; frThreatSubjects, the words before a
// threat by others that names no pronoun ("mon ex veut me tuer", "un
// inconnu dans le métro": a stranger named with a public place, never a
// game or a sport, "un inconnu au foot").
const (
	frStaffRoles     = "prof|profs|professeur|professeure|maitre|maitresse|entraineur|entraineuse|coach|chef|cheffe|patron|patronne|surveillant|surveillante|directeur|directrice|infirmier|infirmiere|educateur|educatrice|moniteur|monitrice|animateur|animatrice|contremaitre|responsable|manager|soignant|soignante|instit|institutrice|instituteur|nounou|formateur|formatrice"
	frAbused         = "eleves|eleve|enfants|enfant|gamins|gamin|gamines|garcon|garcons|fille|filles|apprentis|apprenti|salaries|employes|employees|ouvriers|joueurs|joueuses|residents|residentes|patients|patientes|grand_mere|grand_pere|mamie|papi|fils|stagiaires|stagiaire|petits|gosses|bebes|bebe"
	frThreatVerbs    = "^si|si_quelqu'un|si_quelqu|si_on|que_faire_si|au_cas_ou|orage|tempete|pluie|secheresse|incendie|crise|personnage|heros|heroine|mechant|dragon|monstre menace|menacee|menaces|menacees|menacait|menacaient|menacent|menacer|menacant|menacante|menacer_de|a_menace|ont_menace|avait_menace"
	frThreatHarm     = "tuer|buter|egorger|poignarder|frapper|tabasser|defoncer|bruler|cramer|violer|etrangler|flinguer|massacrer|planter|cogner|taper|me_descendre|te_descendre|le_descendre|la_descendre|nous_descendre|vous_descendre|les_descendre|faire_du_mal|faire_la_peau|mettre_le_feu|crever|abattre|lyncher|casser_la_gueule|peter_la_gueule|casser_les_doigts|casser_les_jambes|casser_la_figure|casser_les_dents|casser_le_nez|casser_les_bras|casser_la_tete|ecraser|empoisonner|noyer|bruler_la_maison|incendier|lacerer|fracasser|exploser_la_tete|refaire_le_portrait|mettre_une_raclee|mettre_une_branlee|mettre_une_droite|pousser_de_l_echafaudage|pousser_du_toit|pousser_dans_l_escalier|jeter_par_la_fenetre|balancer_par_la_fenetre|casser !la_baraque|l_ambiance|le_game|les_prix|de_rire|a_la_porte|a_ma_porte|a_notre_porte|a_sa_porte|a_leur_porte|a_ta_porte|a_votre_porte|a_la_fenetre|a_la_vitre|du_poing|un_grand_coup|les_etapes|la_chandelle|le_reglement|la_loi|l_accord|le_contrat"
	frThreatSubjects = "=ex|type|mec|gars|quelqu'un|inconnu|inconnu_dans_le_metro|inconnu_dans_le_bus|inconnu_dans_le_train|inconnu_dans_la_rue|inconnu_a_l_arret|harceleur|harceleuse"
	frNotAfterHarm   = "?avec_tous_ses|avec_toutes_ses|avec_tous_mes|avec_toutes_mes|avec_ses|avec_son|avec_sa|avec_ce|avec_cet|avec_cette|avec_ces|avec_mes|avec_tes|avec_nos|avec_vos|avec_leurs|avec_leur|avec_les|avec_le|avec_la|avec_l|avec_des|avec_un|avec_une|avec|de|d|au|aux|a|en|pendant !rire|rires|honte|fatigue|ennui|travail|boulot|devoirs|exercices|examens|partiels|controles|questions|remarques|histoires|betises|conneries|bisous|calins|amour|foot|football|basket|rugby|tennis|echecs|paintball|laser|jeu|jeux|match|course|mario|console|fifa|cartes|blagues|compliments|gentillesse|gateaux|chocolat|temps|porte|calories|etapes|planches"
	frFireTargets    = "bureau|ecole|fac|lycee|college|batiment|maison|voiture|labo|bahut|appart|appartement|local|universite|bagnole"
	frHarmFirst      = "massacrer|massacre|frapper|frapperai|defoncer|tabasser|abattre|cogner|casser_la_gueule|peter_la_gueule|faire_du_mal|tuer|tue|tuerai|tuerais|buter|bute|buterai|egorger|egorge|egorgerai|poignarder|poignarde|poignarderai|etrangler|etrangle|etranglerai|flinguer|flingue|flinguerai|zigouiller|zigouille|zigouillerai|empoisonner|empoisonne|empoisonnerai|crever|creve|creverai|faire_la_peau|ferai_la_peau|fais_la_peau|casser_les_jambes|casserai_les_jambes|trouer|planter_un_couteau|tirer_dessus|tirerai_dessus|tire_dessus|tabasserai|ecraser_avec_ma_voiture"
	frHarmThird      = "tuer|tuera|tuerait|tueront|tueraient|buter|butera|buterait|egorger|egorgera|egorgerait|poignarder|poignardera|poignarderait|etrangler|etranglera|etranglerait|flinguer|flinguera|flinguerait|zigouiller|empoisonner|empoisonnera|empoisonnerait|crever|crevera|creverait|faire_la_peau|fera_la_peau|ferait_la_peau|tirer_dessus|tirera_dessus|tirerait_dessus|ecraser_avec_sa_voiture|casser_les_jambes|cassera_les_jambes|tabasser|tabassera|tabasserait|frapper|frappera|frapperait|faire_du_mal|fera_du_mal|ferait_du_mal"
)

// The words of the French rules for past attacks told in the passive:
// frAttackAux, the auxiliaries of the passive ("a été", "avait été",
// "était"), not after a post, a film, a book or a team; frAttacked, the
// participles of an attack that need no agent; frAttackAgents, the
// persons an attack is told "par" ("par mon responsable", "par un
// client", "par des grands du collège"); frAttackGuard, the words after
// the verb that make it sport, a game, an animal, an object or
// criticism.
const (
	frAttackAux    = "^article|post|film|livre|texte|projet|idee|proposition|message|commentaire|video|album|spectacle|equipe|serie|roman|pays|ville|site|compte|serveur|ordi|ordinateur|pc|telephone|portable|reseau|systeme|si ai_ete|a_ete|as_ete|avons_ete|avez_ete|ont_ete|avait_ete|avaient_ete|avais_ete|aurait_ete|etais|etait|etaient|fus|fut|furent"
	frAttacked     = "agresse|agressee|agresses|agressees|attaque|attaquee|attaques|attaquees|tabasse|tabassee|tabasses|tabassees|roue_de_coups|rouee_de_coups|roues_de_coups|passe_a_tabac|passee_a_tabac|passes_a_tabac|gifle|giflee|poignarde|poignardee|etrangle|etranglee|malmene|malmenee|lynche|lynchee|molestee|moleste|violee|tripotee|pelotee|rackette|racketee|depouille|depouillee|braque|braquee|plaque_contre_le_mur|plaquee_contre_le_mur|projete_au_sol|projetee_au_sol|jete_au_sol|jetee_au_sol|jete_par_terre|jetee_par_terre|demoli|demolie|pousse_dans_l_escalier|poussee_dans_l_escalier|pousse_dans_les_escaliers|poussee_dans_les_escaliers|saisi_a_la_gorge|saisie_a_la_gorge|pris_a_la_gorge|prise_a_la_gorge|attrape_par_les_cheveux|attrapee_par_les_cheveux|tire_par_les_cheveux|tiree_par_les_cheveux"
	frAttackAgents = frStaffRoles + "|collegue|collegues|client|cliente|clients|clientes|type|types|mec|mecs|homme|hommes|femme|femmes|inconnu|inconnus|inconnue|eleve|eleves|camarade|camarades|grands|jeunes|gars|bande|groupe|voisin|voisine|voisins|pere|mere|beau_pere|frere|soeur|oncle|mari|copain|copine|ex|conjoint|compagnon|videur|videurs|vigile|vigiles|passager|passagers|chauffeur|patient|patients|ivrogne|homme_ivre|proprietaire|parent|parents|superieur|responsable|individu|individus|agresseur|agresseurs|supporters"
	frAttackGuard  = "!pendant_le_match|au_match|en_match|pendant_un_match|a_la_boxe|en_boxe|au_foot|au_rugby|au_judo|au_karate|a_l_entrainement|en_entrainement|pendant_l_entrainement|au_sparring|en_sparring|dans_le_jeu|dans_fortnite|sur_fortnite|au_paintball|au_laser_game|en_ligne|sur_internet|sur_twitter|sur_les_reseaux|dans_les_commentaires|dans_la_presse|par_les_moustiques|par_des_moustiques|par_les_guepes|par_des_guepes|par_les_fourmis|par_un_essaim|par_des_frelons|par_un_frelon|par_des_abeilles|par_les_abeilles|par_un_chien|par_le_chien|par_des_chiens|par_les_critiques|par_la_critique|par_les_trolls|par_un_ballon|par_le_ballon|par_une_balle|par_la_balle|par_la_porte|par_une_porte|par_une_vague|par_la_vague|par_les_vagues|par_la_beaute|par_la_nouvelle|par_la_foudre|par_un_virus|par_des_hackers|par_des_pirates|par_un_hacker|de_questions|de_mails|de_messages|pour_rire|pour_de_faux|en_finale|au_poker|aux_echecs|aux_cartes|au_badminton|au_tennis|au_volley|au_ping_pong|au_basket|au_hand|au_squash|aux_flechettes|au_babyfoot|au_billard|au_bowling|au_quiz|a_mario_kart|a_fifa|a_la_porte|1|2|3|4|5|6|7|8|9|10"
)

// The words of the untrained French threat rules (concernRulesUntrained):
// frThreatRoles, the people of school or work a threat names by their
// role ("le chargé de TD", "mon chef"), never a relative or a friend;
// frWarnings, the warnings before "tu vas finir à l'hôpital" ("continue
// comme ça", "encore un mot"); frHarmedOwn, what a threat says "tu verras
// ce qui arrivera à" (the reader's face, body, relatives and car).
const (
	frThreatRoles = "prof|professeur|professeure|charge|chargee|chef|cheffe|patron|patronne|manager|responsable|collegue|tuteur|tutrice|coach|entraineur|entraineuse|superviseur|superviseuse|encadrant|encadrante|directeur|directrice|mec|type|ex|camarade|maitre_de_stage|formateur|formatrice|assistant|assistante"
	frWarnings    = "continue_comme_ca|continue|continuez_comme_ca|continuez|encore_un_mot|un_mot_de_plus|redis_ca|repete_ca|touche_moi|touche_la|touche_le|cherche_moi|recommence|recommencez|refais_ca|moque_toi_encore_de_moi|denonce_moi|balance_moi|approche_toi|parle_moi_encore_comme_ca|fais_ca_encore"
	frHarmedOwn   = "famille|gueule|tete|visage|figure|tronche|voiture|caisse|bagnole|enfants|gosses|femme|mari|copine|copain|soeur|frere|mere|pere|jambes|dents|moto|scooter"
)
