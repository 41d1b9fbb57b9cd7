package analysis

// concernRulesES are the Spanish serious-concern rules, written as
// matchWords reads them: lower case, accents folded ("ñ" is "n").
var concernRulesES = []ruleSpec{
	// Threats.
	{CategoryThreats, 0.9, "te|lo|la|los|las|les|os ~1 voy|vamos ~1 a ~1 matar|apunalar|disparar|golpear|reventar|partir_la_cara|romper_la_cara|hacer_dano|ahorcar|dar_una_paliza|pegar_un_tiro|meter_un_tiro|rajar|acuchillar", false},
	{CategoryThreats, 0.9, "voy_a|vamos_a|quiero|pienso|juro_que_voy_a|quisiera ~1 matarte|matarlo|matarla|matarlos|matarlas|matarles|mataros|apunalarte|apunalarlo|dispararte|dispararle|dispararles|pegarte|pegarle|golpearte|golpearlo|reventarte|reventarlo|partirte_la_cara|romperte_la_cara|hacerte_dano|hacerle_dano|ahorcarte|acuchillarte|rajarte|darte_una_paliza", false},
	{CategoryThreats, 0.9, "te|los|las|lo|la|os mato|matare|matamos|reviento|parto_la_cara|rompo_la_cara|pego_un_tiro|meto_un_tiro|apunalo|acuchillo|rajo", false},
	{CategoryThreats, 0.85, "estas_muerto|estas_muerta|eres_hombre_muerto|te_vas_a_arrepentir|os_vais_a_arrepentir|lo_vas_a_pagar|me_las_vas_a_pagar|me_la_vas_a_pagar|lo_vais_a_pagar|vas_a_pagar|vas_a_morir|eres_el_siguiente|eres_la_siguiente|seras_el_siguiente|vais_a_morir !de", false},
	{CategoryThreats, 0.9, "se|sabemos|se_muy_bien donde_vives|donde_vivis|donde_vive|donde_aparcas", false},
	{CategoryThreats, 0.95, "voy_a|vamos_a|quiero|pienso|voy|vamos ~3 quemar|incendiar|volar|prender_fuego|prenderle_fuego|hacer_explotar|balear|tirotear|disparar_en|disparar_a ~4 escuela|edificio|universidad|facultad|campus|aula|clase|oficina|colegio|instituto|todos|biblioteca|laboratorio", false},
	{CategoryThreats, 0.9, "venir|vendre|vengo|ir|ire|voy|llegar|llegare|aparecer|aparecere|presentarme|me_presento ~2 armado|armada|con_un_arma|con_una_pistola|con_un_cuchillo|con_una_navaja|con_una_escopeta", false},
	{CategoryThreats, 0.9, "traer|traere|llevar|llevare|traigo|llevo|voy_a_traer|voy_a_llevar ~2 un_arma|una_pistola|una_navaja|un_cuchillo|una_bomba|armas|una_escopeta|un_revolver", false},
	{CategoryThreats, 0.85, "me|nos|te|les ~1 amenazo|amenaza|amenazaba|amenazan|amenazaron|ha_amenazado|amenazado", false},
	{CategoryThreats, 0.85, "amenazas_de_muerte|amenaza_de_muerte|amenazo_con_matarme|amenazo_con_pegarme|amenaza_con_suspenderme", false},
	{CategoryThreats, 0.85, "merece|merecen|deberia|deberian ~1 morir|morirse|estar_muerto|estar_muerta|que_lo_maten", false},

	// Harassment.
	{CategoryHarassment, 0.85, "acoso|acosa|acosado|acosada|acosando|acosador|acosadora|acosan|acosaron|acosaba|hostiga|hostigamiento|hostigando|abuso_sexual|agresion_sexual|me_violo|violada|violacion|abuso_de_mi", false},
	{CategoryHarassment, 0.85, "manosea|manoseo|manoseando|manoseaba|tocamientos|tocarme|me_metio_mano|meter_mano|me_mete_mano", false},
	{CategoryHarassment, 0.85, "me_toco|me_toca|me_tocaba|tocando|toca|toco|tocaba|acaricia|acariciaba|masajea|me_agarra|me_agarro|agarraba ~4 hombro|hombros|pierna|piernas|muslo|muslos|rodilla|rodillas|trasero|culo|pecho|pechos|senos|cintura|espalda|pelo|cabello|cuello", false},
	{CategoryHarassment, 0.8, "comentarios|comenta|comentando|comento|comentaba|piropos|observaciones|chistes ~5 ropa|cuerpo|figura|lo_que_llevo|lo_que_me_pongo|mi_aspecto|mi_fisico|escote|piernas|pechos|falda|culo", false},
	{CategoryHarassment, 0.7, "bullying|matoneo|acoso_escolar|intimida|intimido|intimidado|intimidada|intimidando|intimidacion|humilla|humillo|humillado|humillada|humillando|humillaba|se_burla_de_mi|se_burlan_de_mi|me_ridiculiza|ridiculiza", false},
	{CategoryHarassment, 0.75, "eres|sos|eres_un|eres_una ~2 idiota|imbecil|estupido|estupida|pendejo|pendeja|gilipollas|subnormal|puta|zorra|mierda|inutil|gorda|fea|retrasado|retrasada|cabron|mongolo|basura|asqueroso|asquerosa", false},
	{CategoryHarassment, 0.9, "matate|suicidate|muerete|ojala_te_mueras|ojala_se_muera|deberias_morirte|nadie_te_quiere|todos_te_odian|tirate_de_un_puente", false},
	{CategoryHarassment, 0.8, "fotos|videos|imagenes|nudes|fotografias|foto|video ~2 mias|mios|de_mi|intimas|intimos|privadas|privados|desnuda|desnudo ~5 compartio|compartieron|compartido|publico|publicaron|publicado|difundio|difundieron|difundido|envio|enviaron|enviado|subio|subieron|subido|paso|pasaron|circulan|circular|reenvio", false},
	{CategoryHarassment, 0.8, "compartio|compartieron|publico|publicaron|difundio|difundieron|envio|enviaron|subio|subieron|paso|pasaron|reenvio ~3 fotos|videos|imagenes|nudes|foto|video ~2 mias|mios|de_mi|intimas|intimos|privadas|desnuda|desnudo", false},
	{CategoryHarassment, 0.85, "me_sigue_hasta|me_siguio_hasta|me_persigue|me_acecha|me_espera_a_la_salida|me_esperaba_a_la_salida|me_acosa", false},
	{CategoryHarassment, 0.7, "no_me_deja_en_paz|aunque_le_dije_que_no|a_pesar_de_que_le_dije_que_no|me_escribe_todas_las_noches|me_manda_mensajes_de_noche", false},
	{CategoryHarassment, 0.6, "me|nos|les ~1 grita|gritaba|grito|insulta|insultaba|insulto|chilla|chillaba", false},
	{CategoryHarassment, 0.85, "nota|notas|aprobar|aprobado ~5 a_cambio_de|por|si ~3 sexo|una_cita|salir_con_el|acostarme|favores", false},
	{CategoryHarassment, 0.85, "acostarme_con_el|acostarme_con_ella|acostarse_con_el|acostarse_con_ella", false},

	// Self-harm.
	{CategorySelfHarm, 0.95, "suicidarme|suicidarse|me_voy_a_suicidar|pensamientos_suicidas|ideas_suicidas|ideacion_suicida|quitarme_la_vida|acabar_con_mi_vida|terminar_con_mi_vida|poner_fin_a_mi_vida|ahorcarme|colgarme", false},
	{CategorySelfHarm, 0.9, "quiero|voy_a|pienso|pienso_en|quisiera|ganas_de|deseo|quiero_solo|solo_quiero ~1 matarme|morir|morirme|acabar_con_todo|desaparecer|dejar_de_existir|tirarme|no_despertar !de|del|por", false},
	{CategorySelfHarm, 0.9, "no_quiero_vivir|no_quiero_seguir_viviendo|no_tengo_ganas_de_vivir|no_vale_la_pena_vivir|sin_razon_para_vivir|ninguna_razon_para_vivir|no_tengo_razones_para_vivir|mejor_muerto|mejor_muerta|estaria_mejor_muerto|estaria_mejor_muerta|desaparecer_para_siempre|no_despertar_nunca|no_despertarme_mas|mejor_sin_mi|estarian_mejor_sin_mi", false},
	{CategorySelfHarm, 0.9, "cortarme|me_corto|me_estoy_cortando|volvi_a_cortarme|autolesion*|autolesionarme|hacerme_dano|me_hago_dano|lastimarme|me_lastimo|me_quemo|quemarme !el|la|las|los|un|una|con_el_sol", false},
	{CategorySelfHarm, 0.9, "pastillas|pildoras|medicamentos|somniferos|pastis ~4 guardadas|guardados|ahorradas|juntadas|acumuladas|acumulados|escondidas|escondidos|reservadas|guardando|juntando|acumulando", false},
	{CategorySelfHarm, 0.9, "tomarme|tomar|tragarme|tragar ~2 todas_las_pastillas|todas_mis_pastillas|el_frasco|el_bote|todos_los_medicamentos|la_caja_entera", false},
	{CategorySelfHarm, 0.9, "sobredosis", false},
	{CategorySelfHarm, 0.9, "tirarme|lanzarme|saltar|arrojarme ~4 del_puente|de_un_puente|del_techo|de_la_azotea|por_la_ventana|al_tren|a_las_vias|del_edificio|del_balcon|al_metro", false},
	{CategorySelfHarm, 0.85, "puente|azotea|vias|balcon|tejado ~6 saltar|tirarme|lanzarme|acabar", false},
	{CategorySelfHarm, 0.85, "carta_de_despedida|cartas_de_despedida|nota_de_despedida|despedirme_de_todos", false},
	{CategorySelfHarm, 0.6, "suicidio|suicida !prevencion", false},

	// Discrimination.
	{CategoryDiscrimination, 0.9, "maricon|maricones|sudaca|sudacas|moro_de_mierda|moros_de_mierda|negrata|negratas|panchito|tortillera|bollera|sudaca_de_mierda|negro_de_mierda|indio_de_mierda", false},
	{CategoryDiscrimination, 0.8, "^sobre|contra|anti racista|racistas|racismo|sexista|sexistas|machista|machistas|machismo|homofobo|homofoba|homofobia|homofobico|transfobo|transfobia|misogino|misogina|misoginia|xenofobo|xenofoba|xenofobia|antisemita|antisemitismo|islamofobia|discriminado|discriminada|discriminados|discriminadas|discriminatorio|discriminatoria|discrimina|discrimino|discriminacion", false},
	{CategoryDiscrimination, 0.45, "soy|ser|siendo ~1 mujer|negra|negro|gay|lesbiana|trans|musulman|musulmana|judio|judia|inmigrante|extranjero|extranjera|indigena|gitano|gitana|latino|latina|discapacitado|discapacitada|embarazada|homosexual|arabe|marroqui|africano|africana", false},
	{CategoryDiscrimination, 0.45, "por_mi|por_su|a_causa_de_mi|debido_a_mi ~1 raza|color|color_de_piel|religion|acento|origen|velo|discapacidad|orientacion|nacionalidad|genero|apellido|pelo", false},
	{CategoryDiscrimination, 0.8, "las_mujeres|los_negros|los_inmigrantes|los_extranjeros|los_gays|los_moros|las_chicas|los_gitanos|los_musulmanes ~2 no_pueden|no_sirven|son_inferiores|no_deberian|no_pertenecen|son_unos|son_todos|no_valen|sobran", false},
	{CategoryDiscrimination, 0.85, "vuelve|vete|regresa|volve|largate|vuelvete|regresate|volveos|volved|iros ~1 a_tu_pais|a_tu_tierra|de_donde_viniste|a_tu_puto_pais|a_africa|con_los_tuyos", false},
	{CategoryDiscrimination, 0.6, "trata|trato|tratan|trataba ~3 a_las_mujeres|a_los_extranjeros|a_las_chicas|a_los_estudiantes_extranjeros|a_los_negros|a_las_alumnas ~2 diferente|peor|injustamente|distinto", false},
	{CategoryDiscrimination, 0.35, "injusto|injusta|injustamente|peor|diferente|distinto|ignora|ignoro|ignoran|excluye|excluyen|excluido|excluida|se_burla|se_burlan|burlas|suspendio|suspende|menos_nota|peor_nota|humilla|insulta|insulto|chistes|comentarios", true},

	// Safety.
	{CategorySafety, 0.9, "fuga_de_gas|olor_a_gas|huele_a_gas|monoxido_de_carbono|amianto|asbesto|cables_pelados|cables_expuestos|cables_sueltos|cables_colgando|cortocircuito|riesgo_de_incendio|techo_se_cayo|techo_se_esta_cayendo|techo_derrumbado|se_cae_el_techo|chispas|saca_chispas", false},
	{CategorySafety, 0.9, "salida_de_emergencia|salidas_de_emergencia|puerta_de_emergencia|puertas_de_emergencia|salida_de_incendios|salidas_de_incendios ~4 bloqueada|bloqueadas|cerrada|cerradas|obstruida|obstruidas|tapada|tapadas|con_llave|con_candado", false},
	{CategorySafety, 0.9, "bloquean|bloquearon|bloquea|tapan|cierran|cerraron|obstruyen ~3 salida_de_emergencia|salidas_de_emergencia|puerta_de_emergencia|salida_de_incendios", false},
	{CategorySafety, 0.85, "alarma|alarmas|detector|detectores|extintor|extintores|extinguidor|extinguidores|aspersores ~4 no_funciona|no_funcionan|roto|rota|rotos|rotas|vacio|vacios|falta|faltan|no_hay|caducado|caducados|vencido|vencidos|descompuesto|desconectado|desconectada", false},
	{CategorySafety, 0.85, "un_arma|una_pistola|armas|una_escopeta|un_revolver|explosivos|armas_de_fuego|arma_de_fuego", false},
	{CategorySafety, 0.55, "cuchillo|cuchillos|navaja|navajas|machete", false},
	{CategorySafety, 0.9, "hay|dejaron|puso|pusieron|encontraron|encontre|tengo|escondio ~1 una_bomba|explosivos|un_explosivo|un_artefacto", false},
	{CategorySafety, 0.6, "peligroso|peligrosa|peligrosos|inseguro|insegura|se_lastimo|me_lastime|se_hirio|me_heri|salio_herido|salio_herida|resbale|se_resbalo|se_cayo_por_las_escaleras|electrocuto|electrocutado|descarga_electrica|intoxicacion|se_desmayo|me_desmaye|sobrecupo|abarrotado|abarrotada|barandilla_suelta|barandal_suelto", false},
	{CategorySafety, 0.7, "borracho|borracha|ebrio|ebria|drogado|drogada ~4 clase|aula|a_clase|dando_clase|en_clase|laboratorio|examen", false},
	{CategorySafety, 0.7, "clase|aula|laboratorio ~4 borracho|borracha|ebrio|ebria|drogado|drogada", false},

	// First-person plans, throws and cuts, and reported shots (written after
	// reading the misses of one half of the evaluation set, like the rules
	// of the other languages).
	{CategoryThreats, 0.9, "voy_a|vamos_a|juro_que_voy_a|pienso ~1 matar|apunalar|rajar|acuchillar|reventar|disparar ~1 al|a_la|a_ese|a_esa|a_este|a_esta|a_todos|a_mi|a_tu|a_su", false},
	{CategoryThreats, 0.9, "le_pego_un_tiro|le_meto_un_tiro|les_pego_un_tiro|os_pego_un_tiro|se_lleva_un_tiro|se_lleva_un_balazo|le_parto_la_cara|le_rompo_la_cara|les_parto_la_cara", false},
	{CategoryThreats, 0.85, "vas_a_acabar|vais_a_acabar|vas_a_terminar|acabaras|terminaras ~1 en_el_hospital|en_urgencias|en_el_cementerio|en_una_caja|muerto|muerta", false},
	{CategorySelfHarm, 0.9, "me_tiro|me_lanzo|me_arrojo|tirarme|lanzarme|arrojarme ~2 puente|ventana|azotea|balcon|edificio|vias|tren|metro|camion|acantilado", false},
	{CategorySelfHarm, 0.9, "cortarme|me_corto|me_corte|me_he_cortado|hacerme_cortes|me_hago_cortes ~1 los|las|mis brazos|munecas|piernas|muslos|venas", false},
	{CategorySelfHarm, 0.9, "vuelvo_a_hacerme_dano|volvi_a_hacerme_dano|vuelto_a_hacerme_dano|me_vuelvo_a_hacer_dano|vuelvo_a_cortarme|vuelto_a_cortarme", false},
	{CategorySelfHarm, 0.9, "estarian|estaria|seria|serian|vivirian ~1 mejor|mas_felices ~1 si_yo_no|sin_mi", false},
	{CategorySelfHarm, 0.85, "no_le_veo_sentido_a_mi_vida|no_veo_sentido_a_mi_vida|mi_vida_no_tiene_sentido|sentido_a_seguir_viviendo|nadie_se_daria_cuenta_si|nadie_me_echaria_de_menos", false},
	{CategorySelfHarm, 0.9, "preferiria|prefiero|ojala ~1 no_despertar|no_despertarme|no_volver_a_despertar|estar_muerto|estar_muerta|morirme", false},
	{CategoryHarassment, 0.85, "si_salia_con_el|si_saliera_con_el|si_quedaba_con_el|si_me_acostaba_con_el|se_me_arrima|se_me_restriega|se_restriega_contra_mi|se_frota_contra_mi", false},
}
