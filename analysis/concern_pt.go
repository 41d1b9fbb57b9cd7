package analysis

// concernRulesPT are the Portuguese serious-concern rules, written as
// matchWords reads them: lower case, accents folded ("não" is "nao", "ç"
// is "c").
var concernRulesPT = []ruleSpec{
	// Threats.
	{CategoryThreats, 0.9, "vou|vamos|eu_vou|quero|juro_que_vou ~1 te|vos|lhe ~1 matar|esfaquear|espancar|dar_um_tiro|meter_a_porrada|encher_de_porrada|furar|estrangular|quebrar_a_cara|arrebentar|socar", false},
	{CategoryThreats, 0.9, "vou|vamos|quero|eu_vou ~1 matar|esfaquear|espancar|dar_um_tiro_em|dar_um_tiro_no|dar_um_tiro_na|estrangular|arrebentar|socar ~1 voce|voces|ele|ela|eles|elas|o_professor|a_professora|todo_mundo|todos|vc|vcs|te|lo|la", false},
	{CategoryThreats, 0.9, "te|vos mato|matarei|esfaqueio|arrebento|quebro_a_cara|meto_a_porrada|dou_um_tiro", false},
	{CategoryThreats, 0.85, "voce_esta_morto|voce_esta_morta|voce_ta_morto|ta_morto|esta_morto|vai_se_arrepender|vao_se_arrepender|vai_pagar_por_isso|vao_pagar_por_isso|vai_pagar_caro|vai_me_pagar|voce_e_o_proximo|voce_e_a_proxima|sera_o_proximo|vai_morrer|vao_morrer|voces_vao_morrer !de", false},
	{CategoryThreats, 0.9, "sei|sabemos|eu_sei onde_voce_mora|onde_voces_moram|onde_mora|onde_tu_moras|onde_vc_mora|onde_voce_estaciona", false},
	{CategoryThreats, 0.95, "vou|vamos|quero|eu_vou|juro_que_vou ~3 explodir|queimar|incendiar|tacar_fogo|por_fogo|botar_fogo|atear_fogo|atirar_em|atirar_na|atirar_no|metralhar|fazer_um_massacre ~4 escola|predio|universidade|faculdade|campus|sala|escritorio|colegio|tudo|todos|biblioteca|laboratorio", false},
	{CategoryThreats, 0.9, "vir|vou_vir|venho|virei|irei|vou|aparecer|chegar|aparecerei|volto|voltarei ~2 armado|armada|com_uma_arma|com_uma_faca|com_um_revolver|com_uma_pistola|com_uma_espingarda", false},
	{CategoryThreats, 0.9, "trazer|vou_trazer|levar|vou_levar|trago|levo|trarei|levarei ~2 uma_arma|um_revolver|uma_faca|uma_bomba|armas|uma_pistola|uma_espingarda|um_facao", false},
	{CategoryThreats, 0.85, "me|nos|te|os_alunos ~1 ameacou|ameaca|ameacava|ameacam|ameacaram|ameacado|ameacada", false},
	{CategoryThreats, 0.85, "ameacas_de_morte|ameaca_de_morte|ameacou_me_matar|ameacou_me_bater|ameacou_de_morte|ameacou_me_reprovar", false},
	{CategoryThreats, 0.85, "merece|merecem|deveria|deveriam ~1 morrer|levar_um_tiro|ser_morto|ser_morta", false},

	// Harassment.
	{CategoryHarassment, 0.85, "assedio|assediou|assedia|assediada|assediado|assediando|assediava|assediador|abuso_sexual|estupro|estuprada|estuprou|violencia_sexual|importunacao_sexual|abusou_de_mim", false},
	{CategoryHarassment, 0.85, "passou_a_mao|passa_a_mao|passava_a_mao|mao_boba|encoxou|encoxada|apalpou|apalpa|apalpava|bolinou", false},
	{CategoryHarassment, 0.85, "me_tocou|me_toca|me_tocava|tocando|toca|tocou|tocava|acaricia|acariciava|alisa|alisava|massageia|massageava|pega|pegava|agarra|agarrou ~4 ombro|ombros|perna|pernas|coxa|coxas|joelho|joelhos|bunda|seio|seios|peito|cintura|costas|cabelo|pescoco", false},
	{CategoryHarassment, 0.8, "comentarios|comenta|comentou|comentava|piadas|cantadas|gracinhas|observacoes ~5 roupa|roupas|corpo|o_que_eu_visto|minha_aparencia|decote|pernas|seios|bunda|saia|meu_fisico", false},
	{CategoryHarassment, 0.7, "bullying|intimidou|intimida|intimidado|intimidada|intimidando|intimidacao|humilha|humilhou|humilhada|humilhado|humilhando|humilhava|zomba_de_mim|zombam_de_mim|debocha_de_mim|ridiculariza|me_ridiculariza|me_ridicularizou", false},
	{CategoryHarassment, 0.75, "voce_e|vc_e|tu_es|voce_e_um|voce_e_uma ~2 idiota|imbecil|burro|burra|otario|otaria|puta|vagabunda|lixo|inutil|gorda|feia|retardado|retardada|viado|arrombado|arrombada|babaca|piranha|vadia|nojento|nojenta|fracassado|fracassada", false},
	{CategoryHarassment, 0.75, "seu|sua idiota|imbecil|burro|burra|otario|otaria|puta|vagabunda|retardado|retardada|viado|arrombado|arrombada|babaca|piranha|vadia|nojento|nojenta", false},
	{CategoryHarassment, 0.9, "se_mata|vai_se_matar|se_mata_logo|morre_logo|espero_que_voce_morra|espero_que_morra|ninguem_gosta_de_voce|todo_mundo_te_odeia|pula_da_ponte|se_enforca", false},
	{CategoryHarassment, 0.8, "fotos|videos|imagens|nudes|foto|video|nude ~2 minhas|meus|de_mim|intimas|intimos|privadas|privados|nua|nu|pelada ~5 compartilhou|compartilharam|compartilhadas|publicou|publicaram|publicadas|divulgou|divulgaram|divulgadas|enviou|enviaram|mandou|mandaram|espalhou|espalharam|vazou|vazaram|vazadas|postou|postaram|repassou", false},
	{CategoryHarassment, 0.8, "compartilhou|compartilharam|publicou|publicaram|divulgou|divulgaram|enviou|enviaram|mandou|mandaram|espalhou|espalharam|vazou|vazaram|postou|postaram|repassou ~3 fotos|videos|imagens|nudes|foto|video|nude ~2 minhas|meus|de_mim|intimas|intimos|privadas|privados|nua|nu|pelada", false},
	{CategoryHarassment, 0.85, "me_segue_ate|me_seguiu_ate|me_persegue|me_espera_na_saida|me_esperava_na_saida|me_stalkeia|stalkeando|me_espera_em_frente", false},
	{CategoryHarassment, 0.7, "nao_me_deixa_em_paz|mesmo_depois_de_eu_dizer_nao|mesmo_eu_dizendo_nao|me_manda_mensagens_de_madrugada|me_manda_mensagem_de_madrugada", false},
	{CategoryHarassment, 0.6, "me|nos|os_alunos|com_a_gente ~1 grita|gritava|gritou|xinga|xingava|xingou|berra|berrava", false},
	{CategoryHarassment, 0.6, "grita|gritava|gritou|xinga|xingava|xingou|berra ~1 com_a_gente|com_os_alunos|com_todos|comigo", false},
	{CategoryHarassment, 0.85, "nota|notas|aprovar|passar|aprovacao ~5 em_troca_de|em_troca|por ~3 sexo|um_encontro|sair_com_ele|transar|dormir_com_ele|favores", false},
	{CategoryHarassment, 0.85, "transar_com_ele|transar_com_ela|dormir_com_ele|dormir_com_ela|ir_pra_cama_com", false},

	// Self-harm.
	{CategorySelfHarm, 0.95, "me_suicidar|suicidar_me|suicidar|pensamentos_suicidas|ideacao_suicida|tirar_a_minha_vida|tirar_minha_vida|tirar_minha_propria_vida|acabar_com_a_minha_vida|acabar_com_minha_vida|me_enforcar|tentei_me_matar", false},
	{CategorySelfHarm, 0.9, "quero|vou|penso_em|pensando_em|vontade_de|planejando|desejo|so_quero|queria ~1 me_matar|acabar_com_tudo|sumir|desaparecer|deixar_de_existir|me_jogar|nao_acordar !de|do|da|por", false},
	{CategorySelfHarm, 0.9, "quero|vontade_de|desejo|so_quero|queria ~1 morrer !de|do|da|por", false},
	{CategorySelfHarm, 0.9, "nao_quero_mais_viver|nao_quero_viver|nao_tenho_vontade_de_viver|sem_motivo_para_viver|nenhum_motivo_para_viver|nenhum_motivo_pra_viver|melhor_morto|melhor_morta|estaria_melhor_morto|estaria_melhor_morta|desaparecer_para_sempre|sumir_para_sempre|nao_acordar_mais|nunca_mais_acordar|melhor_sem_mim|ficariam_melhor_sem_mim|a_vida_nao_tem_sentido|minha_vida_nao_tem_sentido", false},
	{CategorySelfHarm, 0.9, "me_cortar|me_corto|me_cortando|me_cortei|cortar_me|automutil*|me_machucar|me_machuco|me_machucando|me_ferir|me_firo|me_fazer_mal|me_queimar|me_queimo !o|a|os|as|um|uma|o_cabelo", false},
	{CategorySelfHarm, 0.9, "comprimidos|remedios|pilulas|medicamentos|calmantes ~4 guardados|guardadas|escondidos|escondidas|juntados|acumulados|acumuladas|estocados|guardando|juntando|acumulando|escondendo", false},
	{CategorySelfHarm, 0.9, "tomar|engolir|tomar_de_uma_vez ~2 todos_os_comprimidos|todos_os_meus_remedios|todos_os_remedios|a_cartela_toda|o_frasco_inteiro|a_caixa_toda|todas_as_pilulas", false},
	{CategorySelfHarm, 0.9, "overdose", false},
	{CategorySelfHarm, 0.9, "pular|me_jogar|me_atirar|saltar|me_lancar ~4 da_ponte|de_uma_ponte|do_predio|do_telhado|da_janela|na_frente_do_trem|na_frente_do_metro|nos_trilhos|do_viaduto|da_sacada", false},
	{CategorySelfHarm, 0.85, "ponte|telhado|trilhos|viaduto|sacada|parapeito ~6 pular|me_jogar|me_atirar|acabar_com_tudo", false},
	{CategorySelfHarm, 0.85, "carta_de_despedida|cartas_de_despedida|bilhete_de_despedida|me_despedir_de_todos", false},
	{CategorySelfHarm, 0.6, "suicidio|suicida !prevencao", false},

	// Discrimination.
	{CategoryDiscrimination, 0.9, "viado|viados|sapatao|sapatoes|traveco|travecos|macaco_imundo|nordestino_burro|paraiba_burro|favelado_imundo|judeu_sujo|preto_imundo", false},
	{CategoryDiscrimination, 0.8, "^sobre|contra|anti racista|racistas|racismo|sexista|sexistas|machista|machistas|machismo|homofobico|homofobica|homofobia|transfobico|transfobia|misogino|misogina|misoginia|xenofobo|xenofoba|xenofobia|antissemita|antissemitismo|islamofobia|discriminado|discriminada|discriminados|discriminadas|discriminatorio|discriminatoria|discriminou|discrimina|discriminacao|preconceito|preconceituoso|preconceituosa|injuria_racial", false},
	{CategoryDiscrimination, 0.45, "sou|ser|sendo ~1 mulher|negra|negro|gay|lesbica|trans|muculmano|muculmana|judeu|judia|imigrante|estrangeiro|estrangeira|indigena|nordestino|nordestina|deficiente|gravida|homossexual|africano|africana|travesti|cigano|cigana", false},
	{CategoryDiscrimination, 0.45, "pela_minha|pelo_meu|por_causa_da_minha|por_causa_do_meu|devido_a_minha|devido_ao_meu ~1 raca|cor|cor_da_pele|pele|religiao|sotaque|origem|veu|deficiencia|orientacao|nacionalidade|genero|sobrenome|cabelo", false},
	{CategoryDiscrimination, 0.8, "mulheres|negros|imigrantes|estrangeiros|gays|nordestinos|muculmanos|ciganos ~2 nao_podem|nao_servem|sao_inferiores|nao_deveriam|nao_pertencem|nao_sabem|sao_burros|sao_animais|devem_ficar", false},
	{CategoryDiscrimination, 0.85, "volta|volte|voltem|vai_embora ~1 para_o_seu_pais|pro_seu_pais|pra_sua_terra|para_a_sua_terra|de_onde_veio|pra_africa|para_a_africa", false},
	{CategoryDiscrimination, 0.6, "trata|tratava|tratam ~3 as_mulheres|as_alunas|os_estrangeiros|os_alunos_estrangeiros|os_negros|as_meninas ~2 diferente|pior|injustamente|de_forma_diferente", false},
	{CategoryDiscrimination, 0.35, "injusto|injusta|injustamente|diferente|pior|ignora|ignorou|excluido|excluida|exclui|zomba|zombou|reprovou|reprova|nota_menor|nota_mais_baixa|humilha|humilhou|xinga|xingou|piadas|piada|comentarios", true},

	// Safety.
	{CategorySafety, 0.9, "vazamento_de_gas|cheiro_de_gas|cheirando_a_gas|monoxido_de_carbono|amianto|fios_expostos|fios_desencapados|cabos_expostos|fios_soltos|curto_circuito|risco_de_incendio|teto_desabou|teto_caiu|teto_esta_caindo|faiscas|soltando_faisca", false},
	{CategorySafety, 0.9, "saida_de_emergencia|saidas_de_emergencia|porta_de_emergencia|portas_de_emergencia|porta_corta_fogo|portas_corta_fogo|saida_de_incendio|rota_de_fuga ~4 bloqueada|bloqueadas|trancada|trancadas|fechada|fechadas|obstruida|obstruidas|com_cadeado|interditada", false},
	{CategorySafety, 0.9, "bloqueiam|bloquearam|bloqueia|trancam|trancaram|fecham|obstruem ~3 saida_de_emergencia|saidas_de_emergencia|porta_de_emergencia|saida_de_incendio|porta_corta_fogo", false},
	{CategorySafety, 0.85, "alarme|alarmes|detector|detectores|extintor|extintores|sprinklers ~4 nao_funciona|nao_funcionam|quebrado|quebrados|quebrada|vazio|vazios|falta|faltam|vencido|vencidos|estragado|estragados|desligado|desligados", false},
	{CategorySafety, 0.85, "uma_arma|um_revolver|uma_pistola|armas|explosivos|arma_de_fogo|armas_de_fogo|uma_espingarda", false},
	{CategorySafety, 0.55, "faca|facas|facao|canivete", false},
	{CategorySafety, 0.9, "tem|ha|deixaram|colocaram|achei|encontraram|escondeu ~1 uma_bomba|explosivos|um_explosivo|um_artefato !de", false},
	{CategorySafety, 0.6, "perigoso|perigosa|perigosos|se_machucou|me_machuquei|se_feriu|ficou_ferido|ficou_ferida|saiu_ferido|saiu_ferida|escorregou|escorreguei|levou_um_choque|choque_eletrico|intoxicacao_alimentar|desmaiou|desmaiei|superlotado|superlotada|corrimao_solto|caiu_da_escada|cai_da_escada", false},
	{CategorySafety, 0.7, "bebado|bebada|embriagado|embriagada|chapado|chapada ~4 aula|sala|dando_aula|laboratorio|prova", false},
	{CategorySafety, 0.7, "aula|sala|laboratorio ~4 bebado|bebada|embriagado|embriagada|chapado|chapada", false},

	// First-person plans, throws and cuts, and reported shots (written after
	// reading the misses of one half of the evaluation set, like the rules
	// of the other languages).
	{CategoryThreats, 0.85, "vai_levar|leva|levar ~1 um_tiro|bala|uma_facada", false},
	{CategoryThreats, 0.9, "encher|enche|enchi ~2 de_porrada|de_pancada|de_bala|de_tiro", false},
	{CategoryThreats, 0.9, "vai_atirar|vou_atirar|vamos_atirar|vai_sair_atirando|ia_atirar ~2 em_todo_mundo|em_todos|na_sala|na_escola|em_voce|nele|nela", false},
	{CategorySelfHarm, 0.9, "me_jogo|me_jogar|me_atirar|me_atiro|pular ~3 ponte|janela|predio|telhado|trilhos|metro|caminhao|viaduto", false},
	{CategorySelfHarm, 0.85, "corto|cortei|cortando|queimo|queimei|queimando ~1 os_bracos|os_pulsos|o_pulso|as_pernas|as_coxas|a_pele|meus_bracos|meus_pulsos", false},
	{CategorySelfHarm, 0.9, "ficaria|ficariam|seria|seriam|viveria|viveriam ~1 melhor|melhores|mais_felizes ~1 se_eu_nao|sem_mim", false},
	{CategorySelfHarm, 0.85, "ninguem_ia_perceber_se|ninguem_perceberia_se|ninguem_ia_sentir_falta|ninguem_sentiria_falta|nao_vejo_mais_sentido|nao_vejo_sentido_na_minha_vida", false},
	{CategorySelfHarm, 0.9, "tomei|engoli ~1 uma|um ~1 cartela|caixa|frasco|vidro ~1 inteira|inteiro|de_comprimidos|de_remedios", false},
	{CategoryDiscrimination, 0.8, "imigrantes|estrangeiros|judeus|ciganos|nordestinos ~2 roubam|sao_todos|so_pensam|sao_bandidos|sao_ladroes", false},
	{CategoryDiscrimination, 0.8, "comentarios|piadas ~1 homofobicos|homofobicas|racistas|machistas|transfobicos|transfobicas", false},
	{CategoryHarassment, 0.85, "alisando|alisa|passa_a_mao|passou_a_mao|se_esfrega|apalpa|apalpou ~3 costas|perna|pernas|coxa|coxas|bunda|seios|peito|cintura|em_mim", false},
}
