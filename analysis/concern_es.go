package analysis

// concernRulesES are the Spanish serious-concern rules, written as
// matchWords reads them: lower case, accents folded ("ñ" is "n").
var concernRulesES = []ruleSpec{
	// Threats.
	{CategoryThreats, 0.9, "voy_a|vamos_a|quiero|pienso|juro_que_voy_a|quisiera ~1 matarte|matarlo|matarla|matarlos|matarlas|matarles|mataros|apunalarte|apunalarlo|dispararte|dispararle|dispararles|pegarte|pegarle|golpearte|golpearlo|reventarte|reventarlo|partirte_la_cara|romperte_la_cara|hacerte_dano|hacerle_dano|ahorcarte|acuchillarte|rajarte|darte_una_paliza !un_susto|una_llamada|un_grito|un_toque|un_vistazo|una_pasada|un_repaso|un_telefonazo|una_voz", false},
	{CategoryThreats, 0.9, "te|los|las|lo|la|os mato|matare|matamos|reviento|parto_la_cara|rompo_la_cara|pego_un_tiro|meto_un_tiro|apunalo|acuchillo|rajo " + esNotAfterHarm, false},
	{CategoryThreats, 0.85, "estas_muerto|estas_muerta|eres_hombre_muerto|te_vas_a_arrepentir|os_vais_a_arrepentir|lo_vas_a_pagar|me_las_vas_a_pagar|me_la_vas_a_pagar|lo_vais_a_pagar|vas_a_pagar|vas_a_morir|eres_el_siguiente|eres_la_siguiente|seras_el_siguiente|vais_a_morir !de", false},
	{CategoryThreats, 0.9, "se|sabemos|se_muy_bien donde_vives|donde_vivis|donde_vive|donde_aparcas", false},
	{CategoryThreats, 0.95, "voy_a|vamos_a|quiero|pienso|voy|vamos ~3 quemar|incendiar|volar|prender_fuego|prenderle_fuego|hacer_explotar|balear|tirotear|disparar_en|disparar_a ~4 escuela|edificio|universidad|facultad|campus|aula|clase|oficina|colegio|instituto|todos|biblioteca|laboratorio", false},
	{CategoryThreats, 0.9, "venir|vendre|vengo|ir|ire|voy|llegar|llegare|aparecer|aparecere|presentarme|me_presento ~2 armado|armada|con_un_arma|con_una_pistola|con_un_cuchillo|con_una_navaja|con_una_escopeta", false},
	{CategoryThreats, 0.9, "traer|traere|llevar|llevare|traigo|llevo|voy_a_traer|voy_a_llevar ~2 un_arma|una_pistola|una_navaja|un_cuchillo|una_bomba|armas|una_escopeta|un_revolver", false},
	// Threats told after the fact or reported: "amenazar" with a harm
	// (esThreatHarm: "me amenazó con matarme", "con romperme los dedos",
	// not "con dimitir", "con llamar a mis padres", "con ponernos un
	// cero"; "golpear" and "violar" take a person, "golpearme", "golpear
	// a mi hermano", never "golpear la economía" or "violar el convenio",
	// and "quemar las naves" is an idiom), a weapon or death ("con una navaja", "de muerte", "a punta
	// de navaja"), a bare victim clitic ("mi ex me amenazó", "nos
	// amenazaron"), not before a complement nor after a hypothesis ("si
	// alguien me amenaza"); the passive ("fui amenazado"), not of
	// extinction or a lay-off; a harm tied to silence ("me haría daño si
	// se lo contaba a alguien"); and a throat cut or a knife, told by
	// anyone ("me dijo que me iba a rajar el cuello").
	{CategoryThreats, 0.85, "^si|nubes|tormenta|lluvia|sequia|crisis|fecha|plazo|heroe|personaje|dragon|monstruo amenaz* ?me|nos|te|les|tambien|ya ~2 con|de ~6 " + esThreatHarm, false},
	{CategoryThreats, 0.85, "^si amenaz* ~2 de_muerte|con_la_muerte|a_punta_de_navaja|a_punta_de_pistola|a_punta_de_cuchillo|con_una_navaja|con_un_cuchillo|con_una_pistola|con_un_arma|con_una_escopeta|con_un_machete|con_un_bate|con_una_botella|con_un_palo|con_una_barra|con_un_martillo|con_un_hacha|con_unas_tijeras|con_un_destornillador|pistola_en_mano|navaja_en_mano", false},
	{CategoryThreats, 0.85, "^si|si_alguien|si_alguno|si_algun|si_un|si_una|que_pasa_si|por_si|en_caso_de_que|heroe|personaje me|nos|te ?ya|tambien|siempre amenazo|amenazaba|amenazaron|amenazaban|amenaza|amenazan|ha_amenazado|han_amenazado|habia_amenazado|habian_amenazado|volvio_a_amenazar|volvieron_a_amenazar|sigue_amenazando !con|de|a_que|para_que|por", false},
	{CategoryThreats, 0.85, "amenazandome|amenazandonos|amenazarme|amenazarnos !con|de|a_que|para_que|por", false},
	{CategoryThreats, 0.85, "^si|si_alguien|si_alguno|si_algun|si_un|si_una|que_pasa_si|por_si|en_caso_de_que|heroe|personaje me|nos|te amenazo|amenazaba|amenazaron|amenazaban|amenaza|amenazan|ha_amenazado|han_amenazado de_camino|de_vuelta|de_nuevo|de_noche|de_madrugada|de_repente", false},
	{CategoryThreats, 0.85, "^pelicula|novela|libro|serie|juego|si|especie|heroe|personaje fui|fue|fuimos|fueron|he_sido|ha_sido|han_sido|hemos_sido|habia_sido|habian_sido ~1 amenazado|amenazada|amenazados|amenazadas !de_extincion|con_el_despido|con_despido|con_la_expulsion|con_expulsion|con_una_multa|con_multas|con_una_sancion|con_el_cierre|con_cierre|con_el_desahucio|con_desahucio|por_el_cambio|por_la_sequia|por_el_fuego|por_las_llamas|por_la_tormenta|por_la_lluvia|por_la_crisis|por_la_competencia|por_el_rival|por_el_equipo", false},
	{CategoryThreats, 0.85, "dano|hacerme_dano|hacernos_dano|pegaria|pegaba|pegarme|reventaria|reventaba|daria_una_paliza|daba_una_paliza ~2 si|como ~3 contaba|cuento|cuentas|contara|decia|digo|dices|dijera|denunciaba|denuncio|denunciara|hablaba|hablo|hablara|chivaba|chivo|chivara|iba_a_la_policia|voy_a_la_policia|fuera_a_la_policia|llamaba_a_la_policia|llamo_a_la_policia|abria_la_boca|abro_la_boca", false},
	{CategoryThreats, 0.85, "iba_a|va_a|iban_a|van_a|iria_a|amenazo_con ~1 rajar|rajarme|rajarte|rajarle|degollar|degollarme|degollarte|cortar|cortarme|cortarte|cortarle ~2 cuello|garganta|cara", false},
	{CategoryThreats, 0.85, "amenazas_de_muerte|amenaza_de_muerte", false},
	{CategoryThreats, 0.85, "merece|merecen|deberia|deberian ~1 morir|morirse|estar_muerto|estar_muerta|que_lo_maten", false},

	// Harassment.
	{CategoryHarassment, 0.85, "acoso|acosa|acosado|acosada|acosando|acosador|acosadora|acosan|acosaron|acosaba|hostiga|hostigamiento|hostigando|abuso_sexual|agresion_sexual|me_violo|violada|violacion|abuso_de_mi", false},
	{CategoryHarassment, 0.85, "manosea|manoseo|manoseando|manoseaba|tocamientos|tocarme|me_metio_mano|meter_mano|me_mete_mano", false},
	{CategoryHarassment, 0.85, "me_toco|me_toca|me_tocaba|tocando|toca|toco|tocaba|acaricia|acariciaba|masajea|me_agarra|me_agarro|agarraba ~4 hombro|hombros|pierna|piernas|muslo|muslos|rodilla|rodillas|trasero|culo|pecho|pechos|senos|cintura|espalda|pelo|cabello|cuello", false},
	{CategoryHarassment, 0.8, "comentarios|comenta|comentando|comento|comentaba|piropos|observaciones|chistes ~5 ropa|cuerpo|figura|lo_que_llevo|lo_que_me_pongo|mi_aspecto|mi_fisico|escote|piernas|pechos|falda|culo", false},
	{CategoryHarassment, 0.7, "bullying|matoneo|acoso_escolar|intimida|intimido|intimidado|intimidada|intimidando|intimidacion|humilla|humillo|humillado|humillada|humillando|humillaba|se_burla_de_mi|se_burlan_de_mi|me_ridiculiza|ridiculiza", false},
	// A first-person report of bullying in the present ("soy víctima de
	// acoso escolar", "estoy sufriendo ciberacoso"), not "fui víctima"
	// (a past told as past).
	{CategoryHarassment, 0.9, "soy|somos|he_sido|hemos_sido ?una|la victima|victimas|blanco de|del acoso|acoso_escolar|bullying|ciberacoso|matoneo", false},
	{CategoryHarassment, 0.9, "sufro|sufrimos|estoy_sufriendo|estamos_sufriendo ~1 acoso|acoso_escolar|bullying|ciberacoso|matoneo", false},
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
	{CategorySelfHarm, 0.9, "quiero|voy_a|pienso|pienso_en|quisiera|ganas_de|deseo|quiero_solo|solo_quiero ~1 matarme|morir|morirme|desaparecer|dejar_de_existir|tirarme|no_despertar !de|del|por", false},
	{CategorySelfHarm, 0.9, "no_quiero_vivir|no_quiero_seguir_viviendo|no_tengo_ganas_de_vivir|no_vale_la_pena_vivir|sin_razon_para_vivir|ninguna_razon_para_vivir|no_tengo_razones_para_vivir|mejor_muerto|mejor_muerta|estaria_mejor_muerto|estaria_mejor_muerta|desaparecer_para_siempre|no_despertar_nunca|no_despertarme_mas|mejor_sin_mi|estarian_mejor_sin_mi", false},
	{CategorySelfHarm, 0.9, "cortarme|me_corto|me_estoy_cortando|autolesion*|autolesionarme|hacerme_dano|me_hago_dano|me_estoy_haciendo_dano|me_vuelvo_a_hacer_dano|lastimarme|me_lastimo|me_estoy_lastimando|me_quemo|quemarme ?de_nuevo|otra_vez !el|la|las|los|un|una|con|com|cuando|quando|siempre|sempre|jugando|cocinando|afeitandome|en|al|sin", false},
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
	// A first-person report told with the topic's word ("soy víctima de
	// racismo en el trabajo").
	{CategoryDiscrimination, 0.9, "soy|somos|he_sido|hemos_sido|fui|fuimos|eramos ?una|la victima|victimas|blanco de|del ~1 racismo|discriminacion|machismo|sexismo|homofobia|transfobia|islamofobia|antisemitismo|xenofobia|misoginia", false},
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
	// A bare knife counts, unless the next word puts it in a kitchen or a
	// bathroom ("un cuchillo de cocina", "cuchillo y tenedor", "navaja de
	// afeitar"; "navaja en la mochila" has its own rule).
	{CategorySafety, 0.55, "cuchillo|cuchillos|navaja|navajas|machete !de|del|para|y|en", false},
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
	{CategorySelfHarm, 0.85, "no_le_veo_sentido_a_mi_vida|no_veo_sentido_a_mi_vida|mi_vida_no_tiene_sentido|sentido_a_seguir_viviendo|nadie_se_daria_cuenta_si|nadie_me_echaria_de_menos", false},
	{CategorySelfHarm, 0.9, "preferiria|prefiero|ojala ~1 no_despertar|no_despertarme|no_volver_a_despertar|estar_muerto|estar_muerta|morirme", false},
	{CategoryHarassment, 0.85, "si_salia_con_el|si_saliera_con_el|si_quedaba_con_el|si_me_acostaba_con_el|se_me_arrima|se_me_restriega|se_restriega_contra_mi|se_frota_contra_mi", false},

	// Hazards told as incidents (a weapon drawn, a fire, a gas smell,
	// safety devices removed, equipment that fails, an injury, a drunk
	// driver, spilled chemicals, a crowd crush) and weapons brought,
	// written without reading the evaluation sets.
	{CategorySafety, 0.85, "saco|saca|sacaron|sacando|blandia|blandiendo|agitaba|mostro|enseno|apunto|amenazo_con|amenazaba_con ~2 una_pistola|un_arma|una_navaja|un_cuchillo|un_machete|una_escopeta|un_revolver|la_pistola|la_navaja|el_cuchillo", false},
	{CategorySafety, 0.85, "iba_armado|iba_armada|va_armado|va_armada|estaba_armado|estaba_armada|vino_armado|vino_armada|navaja_en_la_mochila|pistola_en_la_mochila|cuchillo_en_la_mochila|navaja_en_el_bolsillo|pistola_en_el_bolsillo|arma_en_la_mochila|pistola_en_la_cintura", false},
	{CategorySafety, 0.8, "se_incendio|se_prendio_fuego|salian_llamas|salia_humo|sale_humo|salia_fuego|en_llamas|hubo_un_incendio|empezo_un_incendio|se_declaro_un_incendio|lleno_de_humo|llena_de_humo|olor_a_quemado|huele_a_quemado|olia_a_quemado|salen_chispas|salian_chispas", false},
	{CategorySafety, 0.9, "olia_a_gas|oliamos_a_gas|huele_mucho_a_gas|se_escapa_el_gas|escape_de_gas|perdida_de_gas|pierde_gas|perdia_gas|bombona_pierde|la_bombona_perdia", false},
	{CategorySafety, 0.85, "quitaron|quitado|retiraron|retirado|desconectaron|desconectado|desmontaron|desmontado|arrancaron|arrancado|taparon|tapado ~3 los_detectores|el_detector|la_alarma|las_alarmas|los_extintores|el_extintor|los_aspersores|los_sensores", false},
	{CategorySafety, 0.9, "salida|salidas|puerta|puertas ~2 de_emergencia|de_incendios ~6 cajas|palets|pales|sillas|mesas|candado|cadena|cadenas|trastos|muebles|no_se_puede_abrir|no_se_abre|no_abre", false},
	{CategorySafety, 0.85, "frenos|freno ~6 no_funcionan|no_funciona|fallan|fallaron|fallo|no_frenan|gastados|rotos|no_van|estan_fatal", false},
	{CategorySafety, 0.6, "arnes|arneses|cuerda|cuerdas|casco|cascos|escalera|escaleras|andamio|andamios|chaleco|chalecos|cinturon|cinturones|mosqueton|mosquetones ~5 roto|rota|rotos|rotas|rajado|rajada|deshilachad*|gastad*|suelt*|falta|faltan|podrid*|flojo|floja|se_rompio|cedio|cedieron|tambalea", false},
	{CategorySafety, 0.55, "sin|no_hay|no_habia|no_llevabamos|nadie_llevaba|no_nos_dieron|no_nos_dan|no_dan ~2 casco|cascos|arnes|arneses|guantes|gafas_de_proteccion|gafas_protectoras|chalecos_salvavidas|chaleco_salvavidas|cinturon|cinturones|proteccion|mascarilla|mascarillas|equipo_de_proteccion|formacion_de_seguridad", false},
	{CategorySafety, 0.7, "maquina|sierra|prensa|torno|amoladora|picadora|cortadora|carretilla|cinta ~4 sin_proteccion|sin_protector|sin_la_proteccion|sin_resguardo|quitaron_la_proteccion|no_para|no_se_para|no_se_detiene|boton_de_emergencia|parada_de_emergencia", false},
	{CategorySafety, 0.6, "ascensor ~3 cae|cayo|se_cayo|se_desplomo|baja_de_golpe|bajo_de_golpe|se_para_entre|se_queda_atascado|se_quedo_atascado|da_tirones|dio_un_tiron|tiembla", false},
	{CategorySafety, 0.6, "se_rompio|me_rompi|se_fracturo|me_fracture|se_partio|me_parti|se_disloco|me_disloque|rompio ~2 el|la|un|una ~1 brazo|pierna|muneca|tobillo|clavicula|nariz|costilla|costillas|cuello|espalda|mano|dedo|dedos|craneo|cadera|hombro|codo", false},
	{CategorySafety, 0.6, "acabo|termino|acabe|termine|acabaron|terminaron|lo_llevaron|la_llevaron|nos_llevaron|me_llevaron|lo_tuvieron_que_llevar|la_tuvieron_que_llevar ~2 en_urgencias|en_el_hospital|al_hospital|a_urgencias", false},
	{CategorySafety, 0.6, "llamar_a_una_ambulancia|llamaron_a_una_ambulancia|llamaron_a_la_ambulancia|vino_la_ambulancia|llamamos_a_la_ambulancia|llamar_a_la_ambulancia|puntos_de_sutura|le_dieron_puntos|le_pusieron_puntos|perdio_el_conocimiento|quedo_inconsciente|lo_atropello|la_atropello|lo_atropellaron|la_atropellaron|atropellado|atropellada|conmocion_cerebral|quemaduras", false},
	{CategorySafety, 0.6, "se_quemo|me_queme|se_corto|se_quemaron ~2 la_mano|el_brazo|la_cara|el_dedo|los_dedos|la_pierna|el_pie|las_manos", false},
	{CategorySafety, 0.75, "me_dio_la_corriente|le_dio_la_corriente|nos_dio_la_corriente|da_la_corriente|da_corriente|dan_corriente|daba_corriente|chispazo|enchufe_quemado|enchufes_quemados|enchufe_echa_chispas|enchufe_echando_humo|enchufe_derretido|cables_a_la_vista|cables_al_aire", false},
	{CategorySafety, 0.7, "conductor|conductora|chofer|taxista|camionero|camionera|monitor|monitora|instructor|instructora|guia|socorrista|patron ~8 borracho|borracha|habia_bebido|habia_estado_bebiendo|estaba_bebiendo|iba_bebido|iba_bebida|ebrio|ebria|drogado|drogada|dormido|dormida|durmiendose|con_el_movil|mirando_el_movil|oliendo_a_alcohol|olia_a_alcohol|apestaba_a_alcohol|a_toda_velocidad|a_toda_pastilla", false},
	{CategorySafety, 0.75, "condujo|conducia|conduce|conduciendo|conducir|manejaba|maneja|manejando|manejar|nos_llevo|nos_trajo ~4 borracho|borracha|bebido|bebida|ebrio|ebria|drogado|drogada|despues_de_beber|tras_beber|con_unas_copas|con_copas_de_mas|puesto|colocado", false},
	{CategorySafety, 0.6, "se_salto|saltandose|se_salta|se_saltaba|se_saltaron ~1 los_semaforos|el_semaforo|un_semaforo|el_stop|los_stops|el_semaforo_en_rojo", false},
	{CategorySafety, 0.6, "productos_quimicos|quimicos|acido|lejia|disolvente|disolventes|pesticidas|amoniaco|cloro ~4 derramad*|sin_etiquetar|sin_etiqueta|en_botellas_de_agua|abiertos|abierto|sin_guantes|mezclad*|se_derramo|se_derramaron|goteando|por_el_suelo", false},
	{CategorySafety, 0.6, "derramo|derramaron|se_derramo|se_derramaron|salpico|salpicaron ~2 acido|quimicos|productos_quimicos|lejia|disolvente", false},
	{CategorySafety, 0.6, "reaccion_alergica|choque_anafilactico|shock_anafilactico|anafilaxia|pollo_crudo|carne_cruda|pollo_poco_hecho|se_intoxicaron|nos_intoxicamos|intoxicados|intoxicadas|sin_socorrista|no_hay_socorrista|no_habia_socorrista|casi_se_ahoga|casi_me_ahogo|se_ahogo|se_estaba_ahogando|se_ahogaba|moho_negro|lleno_de_moho|llena_de_moho|moho_en_las_paredes|moho_por_todas_partes", false},
	{CategorySafety, 0.6, "techo|pared|paredes|balcon|barandilla|barandal|escalera|escaleras|escalon|escalones|suelo|andamio|estanteria|estanterias|baldas|forjado ~4 grietas|agrietad*|se_cae|se_caen|se_cayo|se_cayeron|cayendo|se_derrumba|se_derrumbo|suelt*|podrid*|se_mueve|se_tambalea|cede|cedio|a_punto_de_caer|se_hunde|hundiendose|se_vino_abajo", false},
	{CategorySafety, 0.6, "caen_trozos|caen_pedazos|se_caen_trozos|se_caen_pedazos|se_desprenden|se_desprendio|cascotes|desprendimiento", false},
	{CategorySafety, 0.6, "aplastad*|apretujad*|aplastando|pisotead* ~3 entrada|salida|puerta|puertas|valla|vallas|escenario|contra|gente|personas", false},
	{CategorySafety, 0.6, "avalancha_de_gente|estampida|no_se_podia_respirar|no_podiamos_respirar|gente_desmayandose|se_desmayaba_gente", false},
	{CategorySafety, 0.6, "suelo|suelos|escalera|escaleras|rampa|pasillo ~3 resbaladiz*|mojad*|encerad*|helad*|inundad* ~4 sin_senal|sin_cartel|sin_aviso|nadie|se_cayo|se_cayeron|resbalo|resbalaron|todos_los_dias", false},
	{CategoryThreats, 0.9, "voy_a_llevar|voy_a_traer|llevo|llevare|traigo|traere|vengo_con|vendre_con|me_llevo ~2 la_pistola|el_arma|un_cuchillo|una_pistola|la_escopeta|el_cuchillo|una_navaja|la_navaja|un_arma|la_escopeta_de_mi_padre|la_pistola_de_mi_padre ~5 a_clase|a_la_escuela|al_instituto|a_la_oficina|al_trabajo|a_la_facultad|manana|el_lunes|la_proxima_vez", false},
	{CategoryThreats, 0.85, "seria_una_pena_que_te_pasara|seria_una_pena_que_le_pasara|te_puede_pasar_algo|te_va_a_pasar_algo|le_va_a_pasar_algo|algo_malo_te_va_a_pasar|no_lo_vas_a_ver_venir|ten_cuidado_cuando_salgas|cuidate_las_espaldas|cuida_tus_espaldas|vigila_tus_espaldas|ya_sabes_lo_que_te_espera", false},
	{CategorySelfHarm, 0.6, "regale|he_regalado|regalando|regalado|di|he_dado|dando ~1 todas_mis_cosas|todo_lo_que_tengo|mis_cosas|todas_mis", false},
	{CategorySelfHarm, 0.9, "puente|azotea|tejado|balcon|vias|acantilado|ventana ~4 seria_mas_rapido|mas_rapido|mas_alto|saltar|tirarme|lanzarme", false},
	{CategorySelfHarm, 0.85, "nadie_se_daria_cuenta|nadie_notaria|nadie_me_echaria_de_menos|nadie_me_extranaria|nadie_lo_notaria ~3 si_desapareciera|si_me_muriera|si_ya_no_estuviera|si_me_fuera_para_siempre", false},

	// Hazards of water near electrics, parcels with wires, dead emergency
	// lights, needles, broken glass, flammables by flames, labs without
	// eyewash or ventilation, loose gas cylinders and biting dogs.
	{CategorySafety, 0.6, "agua ~6 cuadro_electrico|enchufes|enchufe|regleta|regletas|cables|el_cuadro", false},
	{CategorySafety, 0.6, "cable|cables|enchufe|regleta|alargador|alargadera ~6 charco|charcos|en_el_agua|mojado|mojados", false},
	{CategorySafety, 0.6, "mochila|paquete|bolsa|caja|maleta ~6 con_cables|cables_saliendo|cables_fuera|hace_tictac", false},
	{CategorySafety, 0.7, "luces_de_emergencia|luz_de_emergencia|senal_de_salida|senales_de_salida|carteles_de_salida ~4 sin_funcionar|no_funcionan|no_funciona|rotas|apagadas|fundidas", false},
	{CategorySafety, 0.6, "jeringuillas|jeringas|agujas_usadas", false},
	{CategorySafety, 0.6, "cristales_rotos|vidrios_rotos|cristales|vidrios ~3 por_todo|por_el_suelo|esparcidos", false},
	{CategorySafety, 0.7, "inflamables|inflamable|disolventes|gasolina ~6 al_lado|junto|cerca ~4 mecheros|llamas|fuego|estufa|velas|encendid*|fogones", false},
	{CategorySafety, 0.6, "no_tiene_lavaojos|sin_lavaojos|no_hay_lavaojos|campana_extractora_no_funciona|la_ventilacion_se_paro|sin_ventilacion|no_hay_ventilacion", false},
	{CategorySafety, 0.7, "bombonas|bombona|botellas_de_gas ~4 pierden|pierde|no_estan_sujetas|sin_sujetar|se_cayo|se_cayeron|fugas|sueltas", false},
	{CategorySafety, 0.6, "perro|perros ~4 mordio|mordido|ha_mordido|muerde|ataco|atacado|ha_atacado", false},
	{CategorySafety, 0.6, "mezclo|mezclaron|mezclar|mezclamos ~3 lejia|amoniaco|quimicos|productos", false},
	{CategorySafety, 0.6, "cables|cable ~2 estan|esta ~1 pelados|pelado|expuestos|a_la_vista|sueltos|colgando", false},

	// Discrimination told by what followed a pregnancy or by who gets the
	// good work, dress demands, and weapons bought or promised.
	{CategoryDiscrimination, 0.7, "negaron|despidieron|echaron|quitaron|rechazaron|apartaron|denegaron|bajaron ~8 embarazada|embarazo|baja_de_maternidad|maternidad", false},
	{CategoryDiscrimination, 0.7, "embarazada|embarazo|baja_de_maternidad ~8 despidieron|echaron|quitaron|apartaron|sustituyeron|bajaron", false},
	{CategoryDiscrimination, 0.8, "las_mujeres|una_mujer|las_chicas|las_tias ~3 no_pintan_nada|no_sirven|no_valen|no_deberian|no_tienen_sitio|a_la_cocina|a_fregar|no_sirven_para", false},
	{CategoryDiscrimination, 0.7, "da|dan|asigna|asignan|reparte|reparten ~3 los_proyectos_interesantes|los_mejores_proyectos|las_mejores_tareas|los_mejores_turnos ~2 a_los_hombres|a_los_chicos|a_los_varones|a_los_tios", false},
	{CategoryHarassment, 0.8, "faldas_mas_cortas|falda_mas_corta|ropa_mas_ajustada|mas_escote|ensenar_mas_escote|vestir_mas_sexy", false},
	{CategoryThreats, 0.85, "comprado|compre|conseguir|conseguido|pillado|me_he_comprado|me_compre ~2 una_pistola|un_cuchillo|una_navaja|un_arma|una_escopeta ~6 entendera|sabra|se_arrepentira|pagara|va_a_ver|vera|para_que_sirve", false},
	{CategoryThreats, 0.85, "dijo_que_traeria|dice_que_traera|dijo_que_iba_a_traer|amenazo_con_traer|dice_que_va_a_traer ~2 una_pistola|un_arma|un_cuchillo|una_navaja|la_escopeta|la_pistola", false},

	// Threats told by fire, poison, a fall, one's family or a score to
	// settle, and more hazards (suspicious parcels, smoking sockets).
	{CategoryThreats, 0.9, "le|les|te|os ~1 quemo|quemare|voy_a_quemar|incendio|incendiare ~2 el_coche|la_casa|el_piso|el_despacho|la_oficina|el_laboratorio|la_moto|el_local", false},
	{CategoryThreats, 0.85, "amenazo_con|amenaza_con|amenazaba_con|amenazaron_con ~1 quemar|matar|pegar|apunalar|disparar|volar|traer|incendiar|envenenar|tirar|matarme|pegarme", false},
	{CategoryThreats, 0.75, "le_damos_su_merecido|le_doy_su_merecido|le_vamos_a_dar_su_merecido|darle_su_merecido|arreglar_cuentas_con|ajustar_cuentas_con", false},
	{CategoryThreats, 0.85, "mas_le_vale_no_salir|mas_te_vale_no_salir|no_salir_solo_de_noche|mirar_debajo_del_coche|mira_debajo_del_coche|mirar_debajo_de_su_coche", false},
	{CategoryThreats, 0.9, "voy_a_meter_un_tiro|le_voy_a_meter_un_tiro|le_voy_a_pegar_un_tiro|meterle_un_tiro|pegarle_un_tiro|meterte_un_tiro|pegarte_un_tiro", false},
	{CategoryThreats, 0.9, "le|te|les|os destrozo|destrozare|parto|rompo|reviento|machaco|partire|rompere ~1 la_cara|las_piernas|la_cabeza|los_dientes|la_boca|el_cuello|los_huesos", false},
	{CategoryThreats, 0.85, "envenenare|envenenar|envenenaria|voy_a_envenenar|echo_algo_en|echare_algo_en ~3 el_cafe|la_comida|el_agua|la_bebida|su_bebida|su_cafe|su_comida", false},
	{CategoryThreats, 0.85, "tus_hijos|tu_hija|tu_hijo|tu_familia|tu_mujer|tu_marido|sus_hijos ~3 lo_van_a_pagar|lo_pagaran|van_a_pagar|pagaran|sufriran|van_a_sufrir", false},
	{CategoryThreats, 0.85, "a_que_colegio_van|a_que_colegio_va|donde_estudian_tus|donde_trabaja_tu_mujer|donde_juegan_tus", false},
	{CategoryThreats, 0.85, "me_va_a_degollar|te_voy_a_degollar|degollar|degollarte|degollarlo|rajarte_el_cuello|cortarte_el_cuello", false},
	{CategoryThreats, 0.85, "te|le|les|os tiro|tirare|voy_a_tirar ~1 por_la_ventana|por_el_balcon|por_las_escaleras", false},
	{CategoryThreats, 0.85, "echar|echo|echare|voy_a_echar ~1 gasolina ~3 puerta|coche|casa|sala|despacho|oficina", false},
	{CategoryThreats, 0.85, "prenderle_fuego|prender_fuego_a|pegarle_fuego|pegar_fuego_a|meterle_fuego|quemarle_el|quemarles_el", false},
	{CategoryThreats, 0.75, "una_pipa|una_pistola|un_arma|una_escopeta ~4 una_lista", false},
	{CategorySafety, 0.85, "paquete_raro|paquete_sospechoso|bolsa_sospechosa|mochila_abandonada|bulto_sospechoso|maleta_abandonada", false},
	{CategorySafety, 0.7, "echa_humo|echaba_humo|echando_humo|sale_humo_del_enchufe|regletas_en_cadena|iba_haciendo_eses|conducia_haciendo_eses|haciendo_eses", false},
	{CategorySafety, 0.6, "escalera|escaleras|escalon|escalones|barandilla ~3 rota|roto|rotas|rotos", false},
	{CategorySafety, 0.55, "nadie_lleva_gafas|nadie_lleva_casco|nadie_usa_guantes|nadie_lleva_guantes|nadie_usa_casco", false},
	{CategorySafety, 0.7, "sierra|maquina|prensa|cortadora|amoladora ~4 no_tiene_proteccion|no_tiene_protector|no_tiene_resguardo|no_tiene_carcasa", false},

	// Explicit threats and self-harm by paradigm, written from Spanish
	// grammar: each harm verb with its object pronoun before the verb ("le
	// voy a matar", "me va a matar", "te mataré") or joined to the
	// infinitive ("va a matarme"), with the personal "a" of a person
	// (esVictims: "iba a disparar a todos", "matará al profe"), in the
	// persons and tenses of a threat (present for future, "ir a", future,
	// conditional, "querer", "jurar"), and reported ("dijo que me iba a
	// matar"). A threat to me by others is a threat only when its subject
	// is one of esThreatSubjects or not named (Spanish drops it: "me va a
	// matar"); a parent's, a partner's, a hangover's or an exam's ("mis
	// padres me matarán", "la resaca me va a matar") is hyperbole, and so
	// is what esNotAfterHarm names after the verb ("matar de risa", "a
	// besos", "una paliza al ajedrez", "matar el tiempo").
	{CategoryThreats, 0.9, "te|le|lo|la|los|las|les|os ~1 voy|vamos|ire|iremos ~1 a " + esHarmVerbs + " " + esNotAfterHarm, false},
	{CategoryThreats, 0.9, "te|le|lo|la|los|las|les|os apunalare|acuchillare|reventare|ahorcare|estrangulare|estrangulo|ahorco|degollare|deguello|envenenare|rajare|mataria|matariamos " + esNotAfterHarm, false},
	{CategoryThreats, 0.8, esThreatSubjects + " me|nos|te|os va|van|iba|iban|quiere|quieren|piensa|piensan|intento|intentaron ?a " + esHarmVerbs + " " + esNotAfterHarm, false},
	{CategoryThreats, 0.8, esThreatSubjects + " me|nos matara|mataria|mataran|matarian|apunalara|degollara|ahorcara|estrangulara|envenenara " + esNotAfterHarm, false},
	{CategoryThreats, 0.8, esThreatSubjects + " va_a|van_a|iba_a|iban_a|quiere|quieren|piensa|intento|intentaron|juro|jura ?que_va_a|que_iba_a matarme|apunalarme|acuchillarme|dispararme|golpearme|ahorcarme|estrangularme|envenenarme|rajarme|degollarme|matarnos|pegarme_un_tiro|darme_una_paliza|hacerme_dano " + esNotAfterHarm, false},
	{CategoryThreats, 0.85, "va_a|van_a|iba_a|iban_a|quiere|quieren|piensa|juro_que_va_a|juro_que_iba_a matar|apunalar|acuchillar|degollar|envenenar|ahorcar|estrangular|balear|tirotear|rajar ~1 " + esVictims, false},
	{CategoryThreats, 0.85, "matara|mataria|mataran|matarian " + esVictims, false},
	{CategoryThreats, 0.85, "atropellar|atropello|atropellare|atropellarte|atropellarlo|atropellarla|atropellarme ~3 con_el_coche|con_mi_coche|con_el_carro|con_mi_carro|con_la_moto|con_la_furgoneta", false},
	{CategoryThreats, 0.9, "disparar|dispararia|disparara|disparare|disparo|dispararle|dispararles a_todos|a_todo_el_mundo|a_la_gente|a_los_alumnos|a_los_profesores|al_profe|al_profesor|a_la_profe|a_la_profesora|contra_todos|contra_la_gente", false},
	{CategoryThreats, 0.85, esReporters + " que ~3 me|te|le|nos|os|los|las|lo|la ~2 matar|matara|mataria|matarian|mataran|apunalar|acuchillar|degollar|ahorcar|estrangular|envenenar|balear|disparar " + esNotAfterHarm, false},
	{CategoryThreats, 0.85, esReporters + " que ~3 matarme|matarte|matarnos|matarlos|matarla|matarlo|apunalarme|apunalarte|apunalarlo|dispararme|dispararte|dispararle " + esNotAfterHarm, false},
	{CategoryThreats, 0.9, "va_a|van_a|iba_a|iban_a|quiere|piensa|juro_que_va_a|dijo_que_iba_a|dijo_que_va_a ~1 quemar|incendiar|prender_fuego_a|prenderle_fuego_a|hacer_explotar ~1 escuela|edificio|universidad|facultad|campus|aula|clase|oficina|colegio|instituto|biblioteca|laboratorio|casa|coche", false},
	{CategorySelfHarm, 0.9, "me_vuelvo_a|me_volvi_a|me_he_vuelto_a|me_empece_a cortar|hacer_cortes " + esNotAfterSelfHarm, false},
	{CategorySelfHarm, 0.9, "vuelvo_a|volvi_a|vuelto_a|empece_a|he_empezado_a|sigo cortarme|cortandome|hacerme_cortes|hacerme_dano " + esNotAfterSelfHarm, false},
	{CategorySelfHarm, 0.9, "me_vuelvo_a|me_volvi_a|me_he_vuelto_a|me_empece_a|vuelvo_a|volvi_a|he_vuelto_a|empece_a|he_empezado_a|sigo quemar|lastimar|hacer_dano|golpear|quemarme|lastimarme|golpearme|hacerme_dano|lastimandome|haciendome_dano ~3 a_proposito|adrede|queriendo|hasta_sangrar|todas_las_noches|cada_noche|a_mi_mismo|a_mi_misma", false},
	{CategorySelfHarm, 0.85, "cortandome|lastimandome|rasgunandome|me_sigo_cortando|me_corto|me_quemo|me_vuelvo_a_cortar|me_volvi_a_cortar|me_he_vuelto_a_cortar ~2 los|las|mis brazos|munecas|piernas|muslos|venas !al_sol|en_la_playa|en_la_piscina", false},
	{CategorySelfHarm, 0.85, "me_quemo|me_quemaba|quemarme|me_corto|me_cortaba|cortarme|me_rasguno|rasgunarme|me_muerdo|morderme ~4 mechero|encendedor|cigarro|cigarrillo|cuchilla|cuchillas|hasta_sangrar|a_proposito !de", false},
	{CategorySelfHarm, 0.9, "estarian|estaria|seria|serian|vivirian|estaran|seran ~2 mejor|mas_felices|mas_feliz ~1 si_me_muriera|si_yo_no_estuviera|si_yo_no_existiera|si_yo_desapareciera|si_yo_muriera|sin_mi", false},
	// Two harm verbs joined ("voy a encontrarte y hacerte daño"), not in a
	// game or at a place ("buscarte y matarte en el Fortnite").
	{CategoryThreats, 0.85, "encontrarte|buscarte|pillarte|cazarte|encontraros y ~2 matarte|mataros|hacerte_dano|lastimarte|apunalarte|acuchillarte|golpearte|reventarte|partirte_la_cara|romperte_la_cara|darte_una_paliza !en|a|al|de|del", false},
	// The shapes of the English rules after "Four shapes a tester found
	// missed": "voy a lastimar a alguien" (not "los sentimientos de
	// alguien"), "quiero acabar con todo" (not "con todo el papeleo",
	// which the rule above no longer takes), "alguien va a salir
	// apuñalado" (not in a play) and "alguien se va a hacer daño en esa
	// escalera" (a hazard), and "el profesor golpea a los alumnos" (not
	// the ball, not "pega los carteles").
	{CategoryThreats, 0.85, "voy_a|vamos_a|voy_a_acabar|vamos_a_acabar|quiero|quisiera|acabare|terminare ?acabar|terminar lastimar|lastimando|herir|hiriendo|hacer_dano|hacerle_dano|haciendo_dano|haciendole_dano|golpear|golpeando|pegar|pegarle|pegandole|apunalar|matar a_alguien|a_la_gente|a_cualquiera|a_mas_de_uno|a_otros !en_sus_sentimientos|con_mis_palabras|con_lo_que|sin_querer", false},
	{CategorySelfHarm, 0.9, "quiero|voy_a|pienso|pienso_en|quisiera|ganas_de|deseo|solo_quiero|quiero_solo|pensando_en|decidido_a|a_punto_de ~1 acabar_con_todo|terminar_con_todo|ponerle_fin_a_todo|poner_fin_a_todo|acabar_con_todo_de_una_vez !el|la|los|las|lo|esto|eso|este|estos|estas|mi|mis|tu|tus|su|sus|lo_que|lo_pendiente|por|del", false},
	{CategoryThreats, 0.85, "^serie|obra|pelicula|peli|novela|libro|juego|capitulo|episodio|temporada alguien|uno|alguno|algun_alumno ~2 va_a|van_a|acabara|terminara ~1 salir|acabar|terminar apunalado|apunalada|baleado|baleada|acuchillado|acuchillada|muerto|muerta|asesinado|asesinada|degollado !en_la_obra|en_la_serie|en_la_pelicula|en_el_juego|de_risa", false},
	{CategoryThreats, 0.85, "van_a|iran_a apunalar|matar|disparar|balear|acuchillar|pegarle_un_tiro|darle_una_paliza a_alguien !en_la_obra|en_la_serie|en_la_pelicula|en_el_juego|en_el_proximo", false},
	{CategoryThreats, 0.85, "a_alguien le_van_a|lo_van_a|la_van_a|le_va_a pegar_un_tiro|meter_un_tiro|matar|apunalar|dar_una_paliza|rajar|dar_una_punalada", false},
	{CategorySafety, 0.85, "alguien|algun_nino|algun_trabajador|algun_alumno ~2 se_va_a|va_a|van_a|puede ~1 salir_herido|salir_herida|hacerse_dano|hacer_dano|matar|matarse|caerse|caer|electrocutar|electrocutarse|quemarse|romperse_la_cabeza|romperse_algo|acabar_aplastado !de|del|en_la_obra|en_la_serie", false},
	{CategoryHarassment, 0.85, esStaffRoles + " ~2 golpea|golpeo|golpeaba|pega|pego|pegaba|patea|pateo|pateaba|abofetea|abofeteo|abofeteaba|maltrata|maltrato|maltrataba|zarandea|zarandeo|le_pega|les_pega|le_pego|les_pego|les_pegaba|le_pegaba|les_da_golpes|le_da_golpes|les_daba_golpes|da_bofetadas|les_da_bofetadas|les_da_cachetadas|les_da_patadas " + esAbused + " !en_el_partido|al_tenis|al_ajedrez", false},
	{CategoryHarassment, 0.85, esStaffRoles + " ~2 me_pego|me_pega|nos_pega|nos_pegaba|me_golpeo|me_golpea|nos_golpea|me_abofeteo|me_dio_una_bofetada|me_dio_una_cachetada|me_dio_un_bofeton|me_dio_un_punetazo|le_dio_una_bofetada|le_dio_una_cachetada|le_dio_un_bofeton|le_dio_un_punetazo|le_dio_una_torta|me_empujo_contra|nos_empujo_contra|lo_empujo_contra|la_empujo_contra|me_tiro_al_suelo|lo_agarro_del_cuello|la_agarro_del_cuello|agarra_del_cuello|agarro_del_cuello|del_pelo", false},
	// Past attacks told in the passive or with an impersonal plural ("fui
	// agredida", "me pegaron", "a mi amigo lo atacaron", "le dieron una
	// paliza"): harassment, as in English; a person as the subject of a
	// singular verb ("un cliente me pegó"), never a cold, a fright or a
	// teacher's exam ("me pegó la gripe", "me pegaron un susto", "me mató
	// la profesora con el examen": "matar" is no verb of these rules).
	// esAttackGuard cancels sport and games, animals, objects and
	// criticism after the verb ("nos dieron una paliza en la final",
	// "nos atacaron los mosquitos"); a post, a film or a book just before
	// the auxiliary cancels the passive ("mi artículo fue atacado").
	{CategoryHarassment, 0.85, esAttackAux + " ~2 " + esAttacked + " " + esAttackGuard, false},
	{CategoryHarassment, 0.85, "me|le|la|lo|nos|les|los|las|te " + esAttackPlural + " " + esAttackGuard, false},
	{CategoryHarassment, 0.85, "me|le|nos|les|te pegaron|pegan|pegaban|dieron_de_golpes|dieron_de_patadas|dieron_punetazos|dieron_un_punetazo|dieron_una_bofetada|dieron_una_cachetada|dieron_patadas|dieron_una_patada|dieron_un_rodillazo|dieron_un_cabezazo|dieron_una_punalada " + esAttackGuard, false},
	{CategoryHarassment, 0.85, "me|le|te dieron_una_paliza|dieron_una_golpiza|dieron_una_madriza|dieron_una_putiza|dieron_una_tunda|metieron_una_paliza|pegaron_una_paliza|dan_palizas|dan_una_paliza|daban_palizas " + esAttackGuard, false},
	{CategoryHarassment, 0.85, "me|le|nos|les|te han|habian|ha|habia ~1 pegado|golpeado|agredido|atacado|apunalado|acuchillado|pateado|abofeteado|estrangulado|dado_una_paliza|dado_una_patada|dado_un_punetazo " + esAttackGuard, false},
	{CategoryHarassment, 0.85, "me|le|nos|les|te pego|golpeo|agredio|pateo|abofeteo|dio_una_paliza|dio_una_patada|dio_un_punetazo|dio_una_bofetada mi|un|una|el|la|su|sus|unos|unas|dos|tres ~1 " + esAttackAgents, false},
	{CategoryHarassment, 0.85, "rompieron_una_botella_en_la_cabeza|estrellaron_una_botella_en_la_cabeza|rompio_una_botella_en_la_cabeza|partieron_una_botella_en_la_cabeza", false},
	{CategoryHarassment, 0.85, esAttackAgents + " ~1 me|le|la|lo|nos|les|los|las pega|golpea|patea|maltrata|pego|golpeo|agredio|ataco|apunalo|acuchillo|pateo|abofeteo|estrangulo|ahorco|asalto|dio_una_paliza|dio_una_golpiza|dio_un_punetazo|dio_una_bofetada|dio_una_cachetada|dio_un_bofeton|dio_una_patada|dio_patadas|empujo_contra|tiro_al_suelo|pegaba|golpeaba|pateaba " + esAttackGuard, false},
}

// The words of the Spanish threat and self-harm rules: esHarmVerbs, the
// harm verbs; esThreatSubjects, the words a threat to me by others may
// follow (a clause start, a conjunction, a pronoun, a stranger or an ex:
// never a parent, a partner, an exam; a stranger named with a public
// place, "un desconocido en la parada", never a game or a chat); esReporters, the verbs of a
// report after such a word or a classmate ("mi compañero dice que me va
// a matar", as English threatOthers takes "a classmate"); esVictims,
// the persons after the "a" of a harm verb; esNotAfterHarm, the manner, games and idiom objects after
// a harm verb (a preposition or an article may come first) that make it
// hyperbole; esNotAfterSelfHarm, the accidents after "me vuelvo a
// cortar" ("jugando al fútbol", "en la playa", "con el papel"), read
// past "de nuevo" or "otra vez" ("me vuelvo a cortar de nuevo" is the
// relapse, "de la mano" an accident).
const (
	esStaffRoles       = "profesor|profesora|profe|maestro|maestra|entrenador|entrenadora|jefe|jefa|encargado|encargada|monitor|monitora|enfermero|enfermera|director|directora|supervisor|supervisora|capataz|cuidador|cuidadora|educador|educadora|tutor|tutora|mister|coordinador|coordinadora|instructor|instructora|nineras|ninera|celador|celadora"
	esAbused           = "a_los_alumnos|a_las_alumnas|a_los_ninos|a_las_ninas|a_los_chicos|a_las_chicas|a_los_chavales|a_los_crios|a_los_trabajadores|a_los_empleados|a_las_empleadas|a_los_jugadores|a_las_jugadoras|a_un_nino|a_una_nina|a_un_alumno|a_una_alumna|a_un_chico|a_una_chica|a_mi_abuela|a_mi_abuelo|a_mi_hijo|a_mi_hija|a_los_pacientes|a_los_residentes|a_los_ancianos|a_los_aprendices|a_los_becarios|a_los_peques|a_los_pequenos|a_todos|a_los_nenes|a_los_chamacos|a_los_pibes|a_los_ninos_pequenos|los_alumnos|los_ninos|los_chicos|a_los_estudiantes"
	esHarmVerbs        = "matar|apunalar|acuchillar|disparar|golpear|ahorcar|estrangular|degollar|envenenar|rajar|lastimar|herir|hacer_dano|dar_una_paliza|pegar_un_tiro|meter_un_tiro|partir_la_cara|romper_la_cara|romper_los_huesos|partir_las_piernas|dar_matarile|reventar"
	esThreatHarm       = "matar|matarme|matarnos|matarte|matarla|matarlo|matarlos|matarle|matarles|asesinar*|apunal*|acuchill*|rajar*|degoll*|estrangul*|dispar*|balear*|envenen*|quemar*|incendi*|reventar*|violarme|violarla|violarlo|violarte|violarnos|violarle|violar_a_mi|violar_a_su|violar_a_una|violar_a_un|golpearme|golpearnos|golpearte|golpearla|golpearlo|golpearle|golpearles|golpearlos|golpearlas|golpear_a_mi|golpear_a_mis|golpear_a_su|golpear_a_sus|golpear_a_tu|golpear_a_nuestro|golpear_a_nuestra|golpear_a_un|golpear_a_una|lastimar*|herir*|agredir*|pegar|pegarme|pegarnos|pegarte|pegarle|pegarles|hacerme_dano|hacernos_dano|hacerte_dano|hacerle_dano|hacerles_dano|hacer_dano|darme_una_paliza|darnos_una_paliza|darle_una_paliza|darles_una_paliza|darte_una_paliza|dar_una_paliza|romperme|rompernos|romperle|romperte|partirme|partirnos|partirle|partirte|pegarme_un_tiro|pegarle_un_tiro|meterme_un_tiro|atropellar*|pincharme|pincharte|pincharle|tirarme_del|tirarme_por|esperarme_a_la_salida|esperarme_fuera !la_cabeza_con|el_mercado|los_precios|el_contrato|la_baraca|de_risa|las_naves|las_etapas|calorias|las_calorias|el_ultimo_cartucho|los_ultimos_cartuchos|el_gasto|los_costes|los_costos"
	esThreatSubjects   = "=.|y|pero|porque|pues|ya|tambien|luego|entonces|ahora|seguro|el|ella|ellos|ellas|alguien|ex|tipo|tipos|desconocido|desconocido_del_metro|desconocido_en_el_metro|desconocido_en_la_parada|desconocido_en_la_calle|desconocido_en_el_autobus|desconocido_en_el_bus|desconocido_en_el_tren|desconocido_del_autobus|desconocido_del_tren|acosador|acosadora|uno|una"
	esReporters        = esThreatSubjects + "|companero|companera|companeros|companeras dice|dijo|decia|escribio|escribe|juro|jura|amenazo|grito|aseguro|asegura|avisa|aviso|publico|me_dijo|me_dice|me_escribio|me_juro|me_amenazo|nos_dijo|le_dijo|les_dijo|me_grito"
	esVictims          = "a_todos|a_todo_el_mundo|a_alguien|a_la_gente|al_profe|al_profesor|a_la_profe|a_la_profesora|a_los_profesores|al_jefe|a_la_jefa|al_director|a_la_directora|a_los_alumnos|a_mi_ex|a_su_ex|a_ese_tipo|a_esa_tipa|a_ese_cabron|a_esa_zorra|a_ese_imbecil|a_esa_imbecil|a_mi_companero|a_mi_companera"
	esNotAfterHarm     = "?a|al|en_el|en_la|en|de_un|de_una|de|del|con|el|la|jugando_al|jugando_a !besos|abrazos|cosquillas|ajedrez|futbol|tenis|padel|baloncesto|basket|partido|juego|juegos|mario|fifa|cartas|risa|susto|hambre|pena|verguenza|aburrimiento|trabajo|preguntas|deberes|examenes|calor|sed|sueno|amor|disgustos|tiempo|proceso|programa|tarea|rato|gusanillo|gusano"
	esNotAfterSelfHarm = "?de_nuevo|otra_vez !el|la|las|los|un|una|de|del|con|en|al|a|jugando|cocinando|afeitandome|depilandome|contra|sin|por"
)

// The words of the Spanish rules for past attacks: esAttackAux, the
// auxiliaries of the passive ("fui", "ha sido"), not after a post, a
// film, a book or a team; esAttacked, the participles of an attack;
// esAttackPlural, the verbs of an attack in the impersonal plural ("me
// agredieron", "a mi amigo lo atacaron"), with any object pronoun;
// "pegar" and "dar una paliza" take an indirect one only ("le pegaron",
// "me dieron una paliza": "los pegaron" glues them, "la reventaron" is
// a success), and "dar una paliza" takes no plural one ("nos dieron una
// paliza" is mostly a match lost); esAttackAgents, the persons who
// attack as the subject of a singular verb ("un cliente me pegó");
// esAttackGuard, the words after the verb, after an optional
// preposition or article, that make it sport, a game, an animal, an
// object, an illness, a fright or criticism.
const (
	esAttackAux    = "^articulo|post|blog|entrada|publicacion|tuit|hilo|resena|critica|columna|campana|pelicula|libro|texto|proyecto|propuesta|mensaje|comentario|video|disco|album|equipo|serie|obra|pais|ciudad|web|cuenta|servidor|si fui|fue|fuimos|fueron|fuiste|he_sido|ha_sido|han_sido|hemos_sido|habia_sido|habian_sido|haber_sido"
	esAttacked     = "golpeado|golpeada|golpeados|golpeadas|agredido|agredida|agredidos|agredidas|atacado|atacada|atacados|atacadas|apunalado|apunalada|acuchillado|acuchillada|apaleado|apaleada|pateado|pateada|abofeteado|abofeteada|asaltado|asaltada|asaltados|atracado|atracada|estrangulado|estrangulada|linchado|linchada|violada|violado|manoseada|molido_a_golpes|molida_a_golpes|molido_a_palos|molida_a_palos|empujado_contra|empujada_contra|tirado_al_suelo|tirada_al_suelo|agarrado_del_cuello|agarrada_del_cuello|cogido_del_cuello|cogida_del_cuello|agarrado_por_el_cuello|agarrada_por_el_cuello|arrastrado_del_pelo|arrastrada_del_pelo"
	esAttackPlural = "golpearon|golpean|golpeaban|agredieron|agreden|atacaron|asaltaron|atracaron|apunalaron|acuchillaron|patearon|patean|abofetearon|estrangularon|ahorcaron|empujaron_contra|tiraron_al_suelo|rompieron_la_cara|partieron_la_cara|apalearon|madrearon|zurraron|empujaron_por_las_escaleras|empujaron_escaleras_abajo|tiraron_por_las_escaleras"
	esAttackAgents = esStaffRoles + "|cliente|clienta|clientes|companero|companera|companeros|tipo|tipos|hombre|senor|borracho|desconocido|desconocida|chico|chicos|chica|chicas|vecino|vecina|padre|padrastro|hermano|novio|exnovio|ex|marido|esposo|pareja|guardia|segurata|vigilante|portero|pasajero|conductor|alumno|alumnos|grupo|pandilla|mayores|paciente|huesped|repartidor|repartidora|mensajero|camarero|cocinero|madrastra|primo|tio"
	esAttackGuard  = "?a|al|en_el|en_la|en_los|en_las|en|de|del|con|jugando_al|jugando_a|a_las|a_los|los|las|el|la|unos|unas|por_los|por_las|por_el|por_la|por_un|por_una|un|una !final|partido|partida|juego|juegos|torneo|liga|carrera|concurso|debate|ajedrez|futbol|tenis|padel|baloncesto|basket|cartas|domino|fifa|fortnite|mario|videojuego|play|examen|entrenamiento|sparring|boxeo|rugby|comentarios|redes|twitter|internet|susto|grito|gritos|chicle|etiqueta|cartel|sello|pegatina|parche|papel|nota|dudas|ganas|recuerdos|nervios|miedos|precios|crisis|impuestos|facturas|gripe|resfriado|catarro|virus|bronca|sermon|regano|repaso|mosquitos|zancudos|avispas|abejas|hormigas|perro|perros|pulgas|critica|criticos|trolls|goleada|clasico|derbi|semifinal|cuartos|penaltis|marcador|balon|pelota|puerta|ola|olas|besos|abrazos|cosquillas|risa|hambre"
)

// The words of the untrained Spanish threat rules (concernRulesUntrained):
// esThreatRoles, the people of school or work a threat names by their
// role ("al tutor", "a mi jefe"), never a relative or a friend;
// esWarnings, the warnings before "acabas en el hospital" ("sigue así",
// "una palabra más"); esHarmedOwn, what a threat says "verás lo que le
// pasa a" (the reader's face, body, relatives and car).
const (
	esThreatRoles = "profesor|profesora|profe|tutor|tutora|jefe|jefa|encargado|encargada|supervisor|supervisora|companero|companera|entrenador|entrenadora|coordinador|coordinadora|ayudante|gerente|ex|tipo|director|directora"
	esWarnings    = "sigue_asi|una_palabra_mas|otra_palabra_mas|otra_palabra|vuelve_a_tocarme|tocame|tocala|vuelve_a_hablarme_asi|hablame_asi_otra_vez|repite_eso|repitelo|dilo_otra_vez|denunciame|chivate|sigue_riendote|sigue_riendote_de_mi|metete_conmigo|hazlo_otra_vez|vuelve_a_hacerlo|acercate_a_mi"
	esHarmedOwn   = "coche|carro|cara|familia|hijos|hijas|mujer|marido|novia|novio|hermana|hermano|madre|padre|piernas|dientes|jeta|careto|moto"
)

// The idioms of a beating, a stabbing or a shot, for the untrained
// Spanish threat rules (concernRulesUntrained): esHarmIdioms after an
// object pronoun ("le voy a romper la crisma", "lo voy a moler a
// palos"), esHarmIdiomsJoined with the pronoun joined to the infinitive
// ("voy a romperle la crisma").
const (
	esHarmIdioms       = "hundir_la_cabeza|romper_las_piernas|romper_los_dedos|romper_el_cuello|romper_la_nariz|romper_los_brazos|partir_los_dientes|partir_el_cuello|partir_la_nariz|abrir_la_cabeza|romper_la_crisma|partir_la_crisma|partir_el_alma|romper_el_alma|moler_a_palos|reventar_a_palos|cagar_a_palos|cagar_a_trompadas|cagar_a_golpes|agarrar_a_golpes|agarrar_a_trompadas|agarrar_a_patadas|agarrar_a_balazos|agarrar_a_tiros|dar_de_hostias|dar_una_hostia|meter_una_hostia|dar_un_navajazo|dar_una_punalada|meter_una_punalada|romper_la_madre|partir_la_madre|madrear|bajar_los_dientes|saltar_los_dientes|sacar_los_ojos|arrancar_la_cabeza|pegar_un_balazo|meter_una_bala|meter_un_balazo|meter_plomo|rajar_la_cara|clavar_un_cuchillo|clavar_la_navaja|clavar_el_cuchillo|clavar_una_navaja|clavar_las_tijeras|reventar_la_cabeza|volar_la_cabeza|volar_los_sesos|pinchar"
	esHarmIdiomsJoined = "romperle_la_crisma|romperte_la_crisma|partirle_la_crisma|partirte_la_crisma|partirle_la_madre|partirte_la_madre|romperte_la_madre|romperle_la_madre|partirte_el_alma|partirle_el_alma|molerlo_a_palos|molerte_a_palos|molerla_a_palos|darle_de_hostias|darte_de_hostias|meterle_una_hostia|meterte_una_hostia|darle_una_hostia|darte_una_hostia|sacarte_los_ojos|sacarle_los_ojos|arrancarte_la_cabeza|arrancarle_la_cabeza|bajarte_los_dientes|bajarle_los_dientes|madrearlo|madrearte|madrearla|cagarlo_a_palos|cagarte_a_palos|cagarla_a_palos|cagarte_a_trompadas|cagarlo_a_trompadas|meterle_plomo|meterles_plomo|meterte_una_bala|meterle_una_bala|darle_un_navajazo|darte_un_navajazo|meterle_una_punalada|meterte_una_punalada|darle_una_punalada|darte_una_punalada|hundirte_la_cabeza|hundirle_la_cabeza|abrirte_la_cabeza|abrirle_la_cabeza|volarte_la_cabeza|volarle_la_cabeza|volarle_los_sesos|volarte_los_sesos|reventarte_la_cabeza|reventarle_la_cabeza|clavarte_un_cuchillo|clavarle_un_cuchillo|clavarle_la_navaja|clavarte_la_navaja|rajarle_la_cara|rajarte_la_cara|pegarle_un_balazo|pegarte_un_balazo"
)

// esNotAfterReported is esNotAfterHarm with the games and the work of a
// reported "me iba a matar" ("en la próxima ronda", "en cuanto
// aterricemos", "a horas extra").
const esNotAfterReported = esNotAfterHarm + "|proxima|siguiente|cuanto|ronda|rondas|partida|partidas|horas|horas_extra|juego|videojuego|fortnite|valorant|minecraft|roblox|lol|online|chat|play|consola|broma|bromas|trabajar|currar|estudiar|entrenar|preguntas"
