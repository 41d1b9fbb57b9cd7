package analysis

// concernRulesPT are the Portuguese serious-concern rules, written as
// matchWords reads them: lower case, accents folded ("não" is "nao", "ç"
// is "c").
var concernRulesPT = []ruleSpec{
	// Threats.
	{CategoryThreats, 0.9, "vou|vamos|eu_vou|quero|juro_que_vou|iria|prometo|juro ~1 te|vos|lhe ~1 dar_um_tiro|meter_a_porrada|encher_de_porrada|furar|quebrar_a_cara|" + ptHarmVerbs + " " + ptNotAfterHarm, false},
	{CategoryThreats, 0.9, "vou|vamos|quero|eu_vou ~1 matar|esfaquear|espancar|dar_um_tiro_em|dar_um_tiro_no|dar_um_tiro_na|estrangular|arrebentar|socar ~1 voce|voces|ele|ela|eles|elas|o_professor|a_professora|todo_mundo|todos|vc|vcs|te|lo|la", false},
	{CategoryThreats, 0.9, "te|vos mato|matarei|esfaqueio|arrebento|quebro_a_cara|meto_a_porrada|dou_um_tiro " + ptNotAfterHarm, false},
	{CategoryThreats, 0.85, "voce_esta_morto|voce_esta_morta|voce_ta_morto|ta_morto|esta_morto|vai_se_arrepender|vao_se_arrepender|vai_pagar_por_isso|vao_pagar_por_isso|vai_pagar_caro|vai_me_pagar|voce_e_o_proximo|voce_e_a_proxima|sera_o_proximo|vai_morrer|vao_morrer|voces_vao_morrer !de", false},
	{CategoryThreats, 0.9, "sei|sabemos|eu_sei onde_voce_mora|onde_voces_moram|onde_mora|onde_tu_moras|onde_vc_mora|onde_voce_estaciona", false},
	{CategoryThreats, 0.95, "vou|vamos|quero|eu_vou|juro_que_vou ~3 explodir|queimar|incendiar|tacar_fogo|por_fogo|botar_fogo|atear_fogo|atirar_em|atirar_na|atirar_no|metralhar|fazer_um_massacre ~4 escola|predio|universidade|faculdade|campus|sala|escritorio|colegio|tudo|todos|biblioteca|laboratorio", false},
	{CategoryThreats, 0.9, "vir|vou_vir|venho|virei|irei|vou|aparecer|chegar|aparecerei|volto|voltarei ~2 armado|armada|com_uma_arma|com_uma_faca|com_um_revolver|com_uma_pistola|com_uma_espingarda", false},
	{CategoryThreats, 0.9, "trazer|vou_trazer|levar|vou_levar|trago|levo|trarei|levarei ~2 uma_arma|um_revolver|uma_faca|uma_bomba|armas|uma_pistola|uma_espingarda|um_facao", false},
	// Threats told after the fact or reported: "ameaçar" with a harm
	// (ptThreatHarm: "ameaçou matar", "partir-me os dedos", not "despedir-se",
	// "ligar para os meus pais", "dar zero") just after it or after
	// "mandar" ("ameaçou mandar me espancar"), after "de" ("ameaçou de me
	// esperar na saída") or after a coming back or a finding ("ameaçou
	// voltar para me matar", "encontrar-me e matar-me"), never a few words on ("ameaçou
	// atirar os nossos trabalhos no lixo"; "atirar", "furar" and "violar"
	// take a person: "atirar em mim", "furar-me", not "furar a greve",
	// "violar o acordo"), a weapon or death ("com
	// uma faca", "de morte", "de porrada"), a bare victim clitic ("me
	// ameaçou", "ameaçaram-nos"), not before a complement nor after a
	// hypothesis ("se alguém me ameaçar"); the passive ("fui ameaçado"),
	// not of extinction or an eviction; a harm tied to silence ("me
	// fazia mal se eu contasse"); and a throat cut, told by anyone.
	{CategoryThreats, 0.85, ptThreatVerbs + " ?me|nos|te|lhe|tambem|ja ?de_novo|outra_vez ?mandar|mandar_me|mandar_nos|me_mandar " + ptThreatHarm, false},
	{CategoryThreats, 0.85, ptThreatVerbs + " ?me|nos|te|lhe|tambem|ja ?de_novo|outra_vez de ~3 " + ptThreatHarm, false},
	{CategoryThreats, 0.85, ptThreatVerbs + " ?me|nos|te|lhe voltar|vir|ir|aparecer|passar|esperar|encontrar|encontra|procurar|procura|apanhar|apanha ~3 para|e ~1 " + ptThreatHarm, false},
	{CategoryThreats, 0.85, "^se ameac* ~2 de_morte|com_uma_faca|com_uma_arma|com_um_revolver|com_um_martelo|com_um_machado|com_uma_tesoura|com_uma_chave_de_fendas|com_uma_pistola|com_um_canivete|com_um_facao|com_uma_navalha|com_um_taco|com_uma_garrafa|com_a_faca|com_a_arma|de_porrada|com_porrada|de_surra|de_pancada|de_pau|com_um_pau|de_arma_na_mao|com_arma_na_mao", false},
	{CategoryThreats, 0.85, "^se|se_alguem|alguem_se|se_um|se_uma|e_se|caso|heroi|personagem me|nos|te ?ja|tambem|sempre ameacou|ameaca|ameacava|ameacam|ameacaram|ameacavam|tem_ameacado|tinha_ameacado !de|com|que|a|para|por", false},
	{CategoryThreats, 0.85, "^se|e_se|caso ameacou|ameaca|ameacava|ameacam|ameacaram|ameacavam me|nos !de|com|que|a|para|por|dar|denunciar|reprovar|chumbar|tirar|ligar|chamar|processar|despedir|demitir|expulsar|suspender|contar|mandar|multar|fazer|levar|deixar|botar|colocar|proibir|castigar|avisar|entregar|reportar|queixar|descontar|cortar_o|tirar_o", false},
	{CategoryThreats, 0.85, "^se|se_alguem|alguem_se|se_um|se_uma|e_se|caso|heroi|personagem me|nos|te ameacou|ameaca|ameacava|ameacam|ameacaram|ameacavam de_novo|outra_vez", false},
	{CategoryThreats, 0.85, "ameacou|ameaca|ameacava|ameacam|ameacaram|ameacavam me|nos de_novo|outra_vez", false},
	{CategoryThreats, 0.85, "^filme|romance|serie|livro|jogo|se|especie|heroi|personagem fui|foi|fomos|foram|tenho_sido|tem_sido|tinha_sido|fui_eu ~1 ameacado|ameacada|ameacados|ameacadas !de_extincao|de_despejo|de_despedimento|de_demissao|de_expulsao|com_multa|com_uma_multa|pela_seca|pelo_fogo|pela_tempestade|pela_chuva|pelas_alteracoes|pela_crise|pela_concorrencia|no_jogo|pelo_adversario|pela_equipa|pelo_time", false},
	{CategoryThreats, 0.85, "fazia_mal|faria_mal|fazer_mal|machucava|machucaria|batia|bateria|espancava|espancaria|dava_uma_surra|dava_porrada ~2 se|caso ~3 contasse|contar|disser|dissesse|fizesse_queixa|fizessemos_queixa|denunciasse|denunciar|fosse_a_policia|fosse_na_policia|chamasse_a_policia|abrisse_a_boca|falasse|falar", false},
	{CategoryThreats, 0.85, "ia|vai|iria|iam|vao|vou|ameacou|ameacaram ~2 cortar|rasgar|abrir ~2 garganta|pescoco", false},
	{CategoryThreats, 0.85, "ameacas_de_morte|ameaca_de_morte|ameacou_de_morte", false},
	{CategoryThreats, 0.85, "merece|merecem|deveria|deveriam ~1 morrer|levar_um_tiro|ser_morto|ser_morta", false},

	// Harassment.
	{CategoryHarassment, 0.85, "assedio|assediou|assedia|assediada|assediado|assediando|assediava|assediador|abuso_sexual|estupro|estuprada|estuprou|violencia_sexual|importunacao_sexual|abusou_de_mim", false},
	{CategoryHarassment, 0.85, "passou_a_mao|passa_a_mao|passava_a_mao|mao_boba|encoxou|encoxada|apalpou|apalpa|apalpava|bolinou", false},
	{CategoryHarassment, 0.85, "me_tocou|me_toca|me_tocava|tocando|toca|tocou|tocava|acaricia|acariciava|alisa|alisava|massageia|massageava|pega|pegava|agarra|agarrou ~4 ombro|ombros|perna|pernas|coxa|coxas|joelho|joelhos|bunda|seio|seios|peito|cintura|costas|cabelo|pescoco", false},
	{CategoryHarassment, 0.8, "comentarios|comenta|comentou|comentava|piadas|cantadas|gracinhas|observacoes ~5 roupa|roupas|corpo|o_que_eu_visto|minha_aparencia|decote|pernas|seios|bunda|saia|meu_fisico", false},
	{CategoryHarassment, 0.7, "bullying|intimidou|intimida|intimidado|intimidada|intimidando|intimidacao|humilha|humilhou|humilhada|humilhado|humilhando|humilhava|zomba_de_mim|zombam_de_mim|debocha_de_mim|ridiculariza|me_ridiculariza|me_ridicularizou", false},
	// A first-person report of bullying in the present ("sou vítima de
	// bullying"), not "fui vítima" (a past told as past).
	{CategoryHarassment, 0.9, "sou|somos|tenho_sido|temos_sido ?uma|a vitima|vitimas|alvo de|do bullying|ciberbullying|assedio|assedio_moral", false},
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
	{CategorySelfHarm, 0.9, "quero|vou|penso_em|pensando_em|vontade_de|planejando|desejo|so_quero|queria ~1 me_matar|sumir|desaparecer|deixar_de_existir|me_jogar|nao_acordar !de|do|da|por", false},
	{CategorySelfHarm, 0.9, "quero|vontade_de|desejo|so_quero|queria ~1 morrer !de|do|da|por", false},
	{CategorySelfHarm, 0.9, "nao_quero_mais_viver|nao_quero_viver|nao_tenho_vontade_de_viver|sem_motivo_para_viver|nenhum_motivo_para_viver|nenhum_motivo_pra_viver|melhor_morto|melhor_morta|estaria_melhor_morto|estaria_melhor_morta|desaparecer_para_sempre|sumir_para_sempre|nao_acordar_mais|nunca_mais_acordar|melhor_sem_mim|ficariam_melhor_sem_mim|a_vida_nao_tem_sentido|minha_vida_nao_tem_sentido", false},
	{CategorySelfHarm, 0.9, "me_cortar|me_corto|me_cortando|me_cortei|cortar_me|automutil*|me_machucar|me_machuco|me_machucando|me_ferir|me_firo|me_fazer_mal|me_queimar|me_queimo ?de_novo|outra_vez|novamente ?a_noite|de_noite !toda_vez|toda_semana|ontem_na|ontem_no|o|a|os|as|um|uma|o_cabelo|com|quando|sempre|sem|fazendo|ao|no|na|jogando|cozinhando|de|ate", false},
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
	// A first-person report told with the topic's word ("sou vítima de
	// racismo no trabalho").
	{CategoryDiscrimination, 0.9, "sou|somos|fui|fomos|tenho_sido|temos_sido|eramos ?uma|a vitima|vitimas|alvo de|do|da ~1 racismo|discriminacao|machismo|sexismo|homofobia|transfobia|islamofobia|antissemitismo|xenofobia|misoginia", false},
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

	// Hazards told as incidents (a weapon drawn, a fire, a gas smell,
	// safety devices removed, equipment that fails, an injury, a drunk
	// driver, spilled chemicals, a crowd crush) and weapons brought,
	// written without reading the evaluation sets.
	{CategorySafety, 0.85, "puxou|sacou|mostrou|apontou|empunhava|balancava|ameacou_com|ameacava_com|tirou|sacando|puxando ~2 uma_arma|um_revolver|uma_pistola|uma_faca|um_facao|um_canivete|a_arma|a_faca|o_revolver|a_pistola", false},
	{CategorySafety, 0.85, "estava_armado|estava_armada|andava_armado|anda_armado|veio_armado|veio_armada|arma_na_cintura|arma_na_mochila|faca_na_mochila|revolver_na_mochila|faca_no_bolso|arma_no_bolso|arma_no_carro", false},
	// "A festa pegou fogo" is praise: a fire told so needs the classifier.
	{CategorySafety, 0.45, "pegou_fogo|pegando_fogo|pega_fogo", false},
	{CategorySafety, 0.7, "em_chamas|saindo_fumaca|saia_fumaca|sai_fumaca|cheio_de_fumaca|cheia_de_fumaca|cheiro_de_queimado|cheirando_a_queimado|comecou_um_incendio|houve_um_incendio|teve_um_incendio|saindo_faisca|soltando_faiscas", false},
	{CategorySafety, 0.9, "vazando_gas|gas_vazando|botijao_vazando|cheira_a_gas|cheirava_a_gas|cheirando_a_gas|cheirar_a_gas|cheiro_a_gas|fuga_de_gas|cheiro_forte_de_gas|sentimos_cheiro_de_gas|cheirando_gas|cheiro_de_gas_na|escapamento_de_gas !desapareceu|sumiu|passou|era_so|ja_foi|foi_reparada|foi_reparado|foi_resolvido|foi_resolvida", false},
	{CategorySafety, 0.85, "tiraram|retiraram|desligaram|arrancaram|desmontaram|taparam|cobriram ~3 os_detectores|o_detector|os_extintores|o_extintor|o_alarme|os_alarmes|os_sprinklers|os_sensores", false},
	{CategorySafety, 0.85, "alarme|alarmes|detector|detectores|sirene ~4 nao_tocou|nao_toca|nao_disparou|nao_dispara|nao_soou|nunca_tocou|nao_funcionou|nao_funciona|nem_tocou", false},
	{CategorySafety, 0.9, "saida|saidas|porta|portas ~2 de_emergencia|de_incendio|corta_fogo ~6 caixas|paletes|cadeiras|mesas|cadeado|corrente|entulho|moveis|nao_abre|nao_dava_para_abrir", false},
	{CategorySafety, 0.85, "freio|freios|travao|travoes ~6 nao_funciona|nao_funcionam|falhou|falharam|falha|gastos|quebrado|quebrados|ruim|ruins|nao_pega|nao_pegam|nao_segura", false},
	{CategorySafety, 0.6, "cinto|cintos|capacete|capacetes|arnes|arneses|corda|cordas|escada|andaime|andaimes|colete|coletes|mosquetao|mosquetoes ~5 rasgad*|quebrad*|solt*|podre|podres|desfiad*|gasto|gastos|gasta|estragad*|faltando|bamba|bambo|cedeu", false},
	{CategorySafety, 0.55, "sem|nao_tinha|nao_tinham|ninguem_usava|nao_deram|nao_dao|nao_davam ~2 capacete|capacetes|cinto|cintos|cinto_de_seguranca|colete_salva_vidas|coletes_salva_vidas|luvas|oculos_de_protecao|equipamento_de_protecao|epi|epis|mascara|mascaras|treinamento_de_seguranca", false},
	{CategorySafety, 0.7, "maquina|serra|prensa|torno|esmerilhadeira|moedor|cortador|empilhadeira|esteira ~4 sem_protecao|sem_protetor|tiraram_a_protecao|sem_trava|nao_para|nao_desliga|botao_de_emergencia|parada_de_emergencia", false},
	{CategorySafety, 0.6, "elevador ~3 despencou|caiu|cai|desceu_de_repente|desce_de_repente|travou_entre|trava_entre|fica_preso|ficou_preso|treme|tremeu|da_solavancos|deu_um_tranco", false},
	{CategorySafety, 0.6, "quebrou|quebrei|fraturou|fraturei|deslocou|desloquei ~2 o|a|um|uma ~1 braco|perna|pulso|tornozelo|clavicula|nariz|costela|costelas|pescoco|coluna|mao|dedo|dedos|cranio|quadril|bacia|ombro|cotovelo", false},
	{CategorySafety, 0.6, "foi_parar_no_hospital|parou_no_hospital|foi_parar_no_pronto_socorro|foi_levado_ao_hospital|foi_levada_ao_hospital|levaram_pro_hospital|levaram_para_o_hospital|levado_as_pressas|levada_as_pressas|chamaram_a_ambulancia|chamamos_a_ambulancia|chamar_a_ambulancia|chamaram_o_samu|chamar_o_samu|levou_pontos|levar_pontos|pontos_na_cabeca|desmaiou|perdeu_a_consciencia|concussao|queimadura|queimaduras", false},
	// Run over, not by a wave, a dog or work ("atropelado por uma onda").
	{CategorySafety, 0.6, "atropelado|atropelada|atropelou|atropelaram|atropelados|atropeladas !por_uma_onda|pela_onda|pelas_ondas|por_ondas|por_uma_bola|pelo_cao|pelo_cachorro|pelo_trabalho|de_trabalho|por_trabalho|pelos_prazos|pela_materia|pela_rotina|pelos_acontecimentos|pelas_emocoes|pela_vida|pelo_tempo|pela_burocracia|pelas_provas|pelos_exames", false},
	{CategorySafety, 0.6, "se_queimou|me_queimei|se_cortou|se_queimaram ~2 a_mao|o_braco|o_rosto|o_dedo|os_dedos|a_perna|o_pe|as_maos", false},
	{CategorySafety, 0.75, "levei_choque|levou_choque|levaram_choque|tomei_choque|tomou_choque|tomaram_choque|da_choque|dando_choque|deu_choque|dava_choque|tomada_derretida|tomada_queimada|tomada_soltando|tomada_esquentando|fiacao_exposta|fiacao_solta|fios_pendurados|fio_descascado", false},
	{CategorySafety, 0.7, "motorista|condutor|condutora|piloto|caminhoneiro|instrutor|instrutora|monitor|monitora|guia|salva_vidas|treinador|treinadora ~8 bebado|bebada|bebendo|tinha_bebido|estava_bebendo|chapado|chapada|drogado|drogada|dormindo|cochilando|no_celular|mexendo_no_celular|cheirando_a_alcool|cheirando_a_cachaca|bafo_de_cachaca|bafo_de_alcool|a_mil|em_alta_velocidade|costurando", false},
	{CategorySafety, 0.75, "dirigiu|dirigia|dirige|dirigindo|dirigir|pilotando|guiando|nos_levou|nos_trouxe ~4 bebado|bebada|embriagado|embriagada|depois_de_beber|tendo_bebido|chapado|chapada|drogado|drogada|bebendo", false},
	{CategorySafety, 0.6, "avancou|avanca|avancando|furou|fura|furando|furava ~1 o_sinal|sinal_vermelho|o_semaforo|os_sinais|o_farol|o_sinal_vermelho", false},
	{CategorySafety, 0.6, "produtos_quimicos|quimicos|acido|agua_sanitaria|cloro|solvente|solventes|agrotoxico|agrotoxicos|veneno|amonia ~4 derramad*|derramou|vazando|sem_rotulo|sem_etiqueta|em_garrafa_de_agua|em_garrafas_de_agua|aberto|abertos|sem_luvas|misturad*|pelo_chao", false},
	{CategorySafety, 0.6, "derramou|derramaram|espirrou|respingou ~2 acido|quimicos|produto_quimico|produtos_quimicos|agua_sanitaria|solvente", false},
	{CategorySafety, 0.6, "frango_cru|carne_crua|reacao_alergica|choque_anafilatico|anafilaxia|passaram_mal_depois|passou_mal_depois|sem_salva_vidas|nao_tinha_salva_vidas|nenhum_salva_vidas|quase_se_afogou|quase_me_afoguei|se_afogou|se_afogando|mofo_preto|cheio_de_mofo|cheia_de_mofo|mofo_nas_paredes|mofo_por_todo_lado|mofo_no_teto", false},
	{CategorySafety, 0.6, "teto|forro|parede|paredes|sacada|varanda|corrimao|escada|degrau|degraus|piso|andaime|prateleira|prateleiras|estante|estantes|laje|reboco ~4 rachad*|rachadura|rachaduras|trinca|trincas|trincad*|caindo|desabando|desabou|cairam|solt*|podre|podres|balancando|cedendo|cedeu|afundando|despencando|despencou|prestes_a_cair|desmoronando|desmoronou", false},
	{CategorySafety, 0.6, "caindo_pedacos|caem_pedacos|cairam_pedacos|caiu_um_pedaco|pedacos_do_teto|pedacos_do_reboco|despencou_o_reboco|caiu_o_reboco", false},
	{CategorySafety, 0.6, "esmagad*|pisotead*|espremid*|prensad* ~3 entrada|saida|portao|porta|grade|palco|contra|gente|pessoas", false},
	{CategorySafety, 0.6, "lotado|lotada|cheio|cheia ~4 esmagad*|pisotead*|sem_ar|nao_dava_para_respirar|nao_dava_pra_respirar|desmaiando|desmaiou|desmaiaram|empurra_empurra", false},
	{CategorySafety, 0.6, "piso|chao|escada|rampa|corredor ~3 escorregadi*|molhad*|encerad*|alagad*|ensebad* ~4 sem_placa|sem_aviso|sem_sinalizacao|ninguem|caiu|cairam|escorregou|escorregaram|todo_dia", false},
	{CategoryThreats, 0.9, "vou_levar|vou_trazer|levo|levarei|trago|trarei|vou_com|vou_aparecer_com|venho_com ~2 a_arma|uma_arma|a_faca|uma_faca|o_revolver|um_revolver|a_pistola|uma_pistola|a_espingarda|o_facao|a_arma_do_meu_pai|o_revolver_do_meu_pai ~5 pra_escola|para_escola|para_a_escola|na_escola|pra_aula|para_a_aula|pro_trabalho|para_o_trabalho|pra_faculdade|amanha|na_segunda|da_proxima_vez", false},
	{CategoryThreats, 0.85, "seria_uma_pena_se_algo_acontecesse|pena_se_acontecesse_alguma_coisa|algo_vai_acontecer_com_voce|alguma_coisa_vai_acontecer_com_voce|vai_acontecer_alguma_coisa_com|voce_nao_vai_ver_de_onde_vem|cuidado_quando_sair|toma_cuidado_na_saida|fica_esperto|sei_onde_seus_filhos", false},
	{CategorySelfHarm, 0.6, "dei|doei|dando|doando|distribui|distribuindo ~1 todas_as_minhas_coisas|tudo_o_que_tenho|tudo_que_tenho|minhas_coisas|todas_as_minhas", false},
	{CategorySelfHarm, 0.9, "ponte|viaduto|telhado|terraco|predio|trilhos|janela ~4 seria_mais_rapido|mais_rapido|mais_alto|pular|me_jogar|me_atirar", false},

	// Hazards of water near electrics, parcels with wires, dead emergency
	// lights, needles, broken glass, flammables by flames, labs without
	// eyewash or ventilation, loose gas cylinders and biting dogs.
	{CategorySafety, 0.6, "agua ~6 quadro_de_luz|quadro_eletrico|tomada|tomadas|fios|fiacao|extensao|o_quadro", false},
	{CategorySafety, 0.6, "cabo|cabos|fio|fios|extensao|tomada|filtro_de_linha ~6 poca|pocas|na_agua|molhad*", false},
	{CategorySafety, 0.6, "mochila|pacote|sacola|caixa|mala ~6 com_fios|fios_saindo|fazendo_tique_taque", false},
	{CategorySafety, 0.7, "luz_de_emergencia|luzes_de_emergencia|placa_de_saida|placas_de_saida ~4 nao_funciona|nao_funcionam|queimada|queimadas|apagada|apagadas|quebrada|quebradas", false},
	{CategorySafety, 0.6, "seringas|agulhas_usadas", false},
	{CategorySafety, 0.6, "cacos_de_vidro|vidro_quebrado|vidros_quebrados|cacos ~3 espalhados|pelo_chao|no_patio", false},
	{CategorySafety, 0.7, "inflamaveis|inflamavel|solventes|gasolina ~6 ao_lado|perto|junto ~4 bicos|chamas|fogo|aquecedor|velas|acesos|acesas|fogao", false},
	{CategorySafety, 0.6, "nao_tem_lava_olhos|sem_lava_olhos|a_ventilacao_parou|sem_ventilacao|capela_nao_funciona|exaustor_parou", false},
	{CategorySafety, 0.7, "botijao|botijoes|cilindros|cilindro ~4 vazando|vazam|nao_estao_presos|soltos|caiu|cairam", false},
	{CategorySafety, 0.6, "cachorro|cachorros|cao|caes ~4 mordeu|mordido|morde|atacou|atacaram", false},
	{CategorySafety, 0.6, "misturou|misturaram|misturar ~3 agua_sanitaria|amonia|cloro|quimicos|produtos", false},
	{CategorySafety, 0.6, "fio|fios|cabo|cabos ~2 desencapado|desencapados|pendurado|pendurados|expostos", false},

	// Discrimination told by what followed a pregnancy or by who gets the
	// good work, dress demands, and weapons bought or promised.
	{CategoryDiscrimination, 0.7, "negaram|demitiram|tiraram|recusaram|mandaram_embora|afastaram|rebaixaram ~8 gravida|gravidez|licenca_maternidade|maternidade", false},
	{CategoryDiscrimination, 0.7, "gravida|gravidez|licenca_maternidade ~8 demitiram|tiraram|afastaram|mandaram_embora|substituiram|rebaixaram", false},
	{CategoryDiscrimination, 0.8, "mulher|mulheres|as_meninas|as_minas ~3 nao_serve|nao_servem|nao_deveriam|nao_tem_lugar|lugar_de_mulher|pra_cozinha|pro_fogao|na_cozinha", false},
	{CategoryDiscrimination, 0.7, "da|dao|passa|passam|distribui ~3 os_projetos_interessantes|os_melhores_projetos|as_melhores_tarefas|os_melhores_turnos ~2 para_os_homens|pros_homens|aos_homens|para_os_meninos|pros_caras", false},
	{CategoryHarassment, 0.8, "saia_mais_curta|saias_mais_curtas|roupa_mais_justa|mais_decote|mostrar_mais_decote|se_vestir_mais_sexy", false},
	{CategoryThreats, 0.85, "comprei|arrumei|consegui|arranjei|vou_comprar ~2 uma_faca|uma_arma|um_revolver|uma_pistola|um_facao ~6 vai_entender|vai_se_arrepender|vai_pagar|vai_ver|pra_que_serve|para_que_serve", false},
	{CategoryThreats, 0.85, "disse_que_ia_trazer|disse_que_traria|falou_que_vai_trazer|ameacou_trazer|disse_que_vai_trazer ~2 uma_arma|um_revolver|uma_faca|a_arma|o_revolver", false},

	// Explicit threats and self-harm by paradigm, written from Portuguese
	// grammar: each harm verb with its object pronoun before the
	// infinitive ("vou te matar", "vai me matar"; the first-person rule
	// above), joined to it by a hyphen ("matá-lo", "matar-te", read "mata
	// lo", "matar te"; European "mato-te", "matá-lo-ei") or after it
	// ("matar você"), in the persons and tenses of a threat ("vou", "vai",
	// "quer", "tentou", "iria"), and reported ("disse que vai me matar").
	// A threat to me by others is a threat only when its subject is one
	// of ptThreatSubjects or not named ("vai me matar"); a parent's, a
	// son's, a brother's, a workout's or the heat's ("meus pais vão me
	// matar", "o treino vai me matar") is hyperbole, and so is what
	// ptNotAfterHarm names after the verb ("matar de rir", "de susto").
	// "bater" is left out: "te bater um fio", "te bater no xadrez", "a
	// fome vai te bater".
	{CategoryThreats, 0.8, ptThreatSubjects + " vai|vao|quer|querem|tentou|tentaram|jurou|iria|iriam ~1 me|nos|te|lhe|vos " + ptHarmVerbs + " " + ptNotAfterHarm, false},
	{CategoryThreats, 0.85, ptThreatSubjects + " disse|diz|dizia|falou|fala|falava|escreveu|jurou|jura|ameacou|avisou|gritou|postou|me_disse|me_falou|me_escreveu|me_jurou que ~2 me|te|lhe|nos|vos ~1 matar|esfaquear|espancar|estrangular|machucar|atirar|envenenar|degolar|matara|mataria|esfaquearia|atiraria|machucaria " + ptNotAfterHarm, false},
	{CategoryThreats, 0.85, "vou|vamos|vai|vao|quero|quer|juro_que_vou|eu_vou|iria|iriam|tentou|tentaram ~1 mata|esfaquea|espanca|estrangula|machuca|envenena|degola lo|la|los|las " + ptNotAfterHarm, false},
	{CategoryThreats, 0.85, ptThreatSubjects + " vai|vao|quer|querem|iria|iriam|tentou|tentaram ~1 matar|esfaquear|espancar|estrangular|envenenar|degolar|machucar ~1 voce|voces|vc|vcs|ele|ela|eles|elas|todo_mundo|todos_voces|todos_eles|o_professor|a_professora|te|vos " + ptNotAfterHarm, false},
	{CategoryThreats, 0.85, "mato|esfaqueio|espanco|arrebento|estrangulo te|vos " + ptNotAfterHarm, false},
	{CategoryThreats, 0.85, "mata|matar|esfaquea|esfaquear|espanca|espancar|estrangula|estrangular|machuca|machucar te|vos|lo|la|los|las ei|emos " + ptNotAfterHarm, false},
	{CategoryThreats, 0.85, "atropelar|atropelo|atropelarei|atropela ~3 com_o_carro|com_meu_carro|com_o_meu_carro|com_a_moto|de_carro", false},
	{CategoryThreats, 0.9, "atirar|atiro|atiraria|atirarei|atira|vai_atirar|vou_atirar em|no|na|nos|nas ~1 todo_mundo|todos|voce|voces|vc|professor|professora|alunos|turma|gente|pessoal", false},
	{CategoryThreats, 0.85, ptThreatSubjects + " dar|dou|darei|vou_dar|vai_dar|vamos_dar cabo ~1 dele|dela|deles|de_ti|de_voce|de_vc|de_voces|de_todos", false},
	{CategoryThreats, 0.85, "acabar_com_a_sua_raca|acabar_com_sua_raca|acabo_com_a_sua_raca|acabo_com_sua_raca|acabar_com_a_tua_raca|quebrar_sua_cara|quebrar_a_sua_cara|quebro_sua_cara|quebro_a_sua_cara|quebrar_seus_ossos|quebrar_os_seus_ossos|quebrar_suas_pernas|quebro_suas_pernas", false},
	{CategoryThreats, 0.9, "tacar|taco|tacarei|botar|boto|atear|por|ponho|vou_por|vai_por ~1 fogo ~1 na_sua|no_seu|na_tua|no_teu|na_casa|no_carro|na_escola|na_sala|no_predio|na_faculdade|em_voce|na_universidade|no_escritorio", false},
	{CategorySelfHarm, 0.85, "me_corto|me_cortei|me_cortar|me_queimo|me_queimei|me_queimar ?de_novo|outra_vez|novamente os|o|as|a|nos|no|nas|na bracos|pulsos|braco|pulso|pernas|coxas !no_sol|na_praia|ao_sol", false},
	{CategorySelfHarm, 0.85, "me_arranho|me_arranhar|me_arranhei|me_mordo|me_morder|me_belisco|me_corto|me_cortar|me_queimo|me_queimar|me_bato|me_bater ~3 ate_sangrar|ate_ficar_roxo|ate_ficar_marcado|ate_doer|de_proposito|com_isqueiro|com_cigarro", false},
	{CategorySelfHarm, 0.85, "melhor|melhores|mais_felizes|mais_feliz ~2 se_eu_sumisse|se_eu_morresse|se_eu_desaparecesse|se_eu_nao_existisse|se_eu_nao_estivesse_aqui|se_eu_fosse_embora_para_sempre", false},
	// A threat at a role named with a demonstrative ("vou matar esse
	// monitor se…"), not at a class ("matar essa aula") and not with
	// "arrebentar", slang for doing well ("arrebento esse cara na
	// sinuca"); two harm verbs joined ("vou te encontrar e te machucar"),
	// not in a game or at a place ("te pegar e te matar no Mario Kart").
	{CategoryThreats, 0.85, "matar|esfaquear|espancar|estrangular|degolar|envenenar|mato|esfaqueio|espanco esse|essa|este|esta|aquele|aquela ~1 " + ptRoles + " " + ptNotAfterHarm, false},
	{CategoryThreats, 0.85, "vou|vamos|eu_vou|juro_que_vou ~1 te|vos encontrar|achar|pegar|cacar e ~2 " + ptHarmVerbs + " !de|do|da|no|na|nos|nas|em", false},
	// The shapes of the English rules after "Four shapes a tester found
	// missed": "vou machucar alguém" (not "as costas", not "bater na
	// porta de alguém"), "pôr fim a tudo" (not "acabar com tudo o que
	// está pendente", which the rule above no longer takes), "alguém vai
	// ser esfaqueado" (not in a play) and "alguém vai se machucar nessa
	// escada" (a hazard), and "o professor bate nos alunos" (not the
	// door, not the ball, not "bate papo").
	{CategoryThreats, 0.85, "vou|vamos|quero|juro_que_vou|eu_vou|vou_acabar|acabo|acabar|posso ?acabar machucar|machucando|ferir|ferindo|fazer_mal_a|fazer_mal_para|bater_em|batendo_em|espancar|esfaquear|matar|agredir|agredindo|dar_um_tiro_em alguem|uma_pessoa|as_pessoas|gente|alguns|outros !com_as_minhas_palavras|com_o_que|sem_querer|nos_sentimentos|de_rir", false},
	{CategorySelfHarm, 0.9, "quero|vou|penso_em|pensando_em|vontade_de|planejando|desejo|so_quero|queria|decidi ~1 acabar_com_tudo|por_fim_a_tudo|dar_um_fim_em_tudo|dar_fim_a_tudo|terminar_com_tudo !o|a|os|as|isso|isto|esse|essa|aquilo|que|do|da", false},
	{CategoryThreats, 0.85, "^serie|peca|filme|novela|livro|jogo|episodio|temporada|capitulo alguem|um_aluno|um_de_nos ~2 vai_ser|vai|sera|vai_acabar|acaba ~1 esfaqueado|esfaqueada|baleado|baleada|morto|morta|assassinado|assassinada|espancado|espancada|linchado|levando_um_tiro|levando_uma_facada|levar_uma_facada|levar_um_tiro !na_peca|no_filme|na_serie|no_jogo|de_rir|na_novela", false},
	{CategorySafety, 0.85, "alguem|uma_crianca|um_funcionario|um_aluno|um_trabalhador ~2 vai_se_machucar|vai_se_ferir|vai_ser_atropelado|vai_ser_atropelada|vai_cair|vai_se_queimar|vai_levar_um_choque|vai_ser_esmagado|vai_ser_esmagada|vai_se_matar|vai_sair_ferido|vai_sair_ferida|vai_acabar_no_hospital|vai_parar_no_hospital|pode_se_machucar !de|do|da|na_prova|nessa_prova", false},
	{CategorySafety, 0.85, "vai_acabar_morrendo_alguem|vai_acabar_matando_alguem", false},
	{CategoryHarassment, 0.85, ptStaffRoles + " ~2 bate_nos|bate_nas|bate_em|batia_nos|batia_nas|batia_em|bateu_no|bateu_na|bateu_num|bateu_numa|bateu_em|bateu_nos|bateu_nas|agride|agrediu|agredia|espanca|espancou|espancava|chuta|chutou|chutava|esbofeteia|esbofeteou|da_tapas_nos|da_tapas_nas|dava_tapas_nos|deu_um_tapa_no|deu_um_tapa_na|deu_um_tapa_num|deu_um_tapa_numa|deu_um_tapa_em|deu_um_soco_no|deu_um_soco_num|deu_um_soco_na|deu_uma_bofetada_no|deu_uma_bofetada_num|deu_uma_bofetada_na|maltrata|maltratou|maltratava ?os|as|um|uma|o|a|meu|minha|meus|minhas|seus|suas|nossos|nossas " + ptAbused + " !no_jogo|no_xadrez|na_partida", false},
	{CategoryHarassment, 0.85, ptStaffRoles + " ~2 me_bateu|me_bate|nos_bate|nos_batia|me_agrediu|me_agride|nos_agride|me_deu_um_tapa|me_deu_um_soco|me_deu_uma_bofetada|me_esbofeteou|me_empurrou_contra|nos_empurrou_contra|o_empurrou_contra|a_empurrou_contra|me_jogou_no_chao|pelo_pescoco|pelos_cabelos", false},
	// Past attacks told in the passive or with an impersonal plural ("fui
	// agredida", "me bateram", "deram-lhe uma sova", "levei uma surra",
	// "apanhou de uns clientes"): harassment, as in English; "levar uma
	// surra" not in the first person plural or after a team ("levamos
	// uma surra de 40 a 10 no rúgbi", "o nosso time levou uma surra").
	// ptAttackGuard cancels sport and games, animals, objects and
	// criticism after the verb ("na final", "no dominó", "pelos
	// mosquitos", "nos comentários"); a post, a film or a book just
	// before the auxiliary cancels the passive ("o meu post foi
	// atacado"); "bater" takes a person after it ("bateram no meu
	// filho", never "bateram no meu carro").
	{CategoryHarassment, 0.85, ptAttackAux + " ~2 " + ptAttacked + " " + ptAttackGuard, false},
	{CategoryHarassment, 0.85, ptAttackAux + " ?brutalmente|violentamente|fisicamente|covardemente|de_novo|ontem|hoje atacado|atacada|atacados|atacadas " + ptAttackGuard, false},
	{CategoryHarassment, 0.85, "me|nos|o|a|lhe|te|os|as|lhes " + ptAttackPlural + " " + ptAttackGuard, false},
	{CategoryHarassment, 0.85, "bateram_me|bateram_nos|bateram_lhe|agrediram_me|agrediram_nos|agrediram_no|agrediram_na|espancaram_me|espancaram_no|espancaram_na|esfaquearam_me|esfaquearam_no|esfaquearam_na|assaltaram_me|atacaram_me|deram_me_uma_sova|deram_me_uma_surra|deram_me_porrada|deram_lhe_uma_sova|deram_lhe_uma_surra|deram_lhe_porrada|deram_me_um_murro|deram_lhe_um_murro|deram_me_uma_facada|deram_lhe_uma_facada " + ptAttackGuard, false},
	{CategoryHarassment, 0.85, "bateram|batem|batiam|bate|batia|bateu em_mim|em_nos|nele|nela|no_meu_filho|na_minha_filha|no_meu_irmao|na_minha_irma|no_meu_colega|na_minha_colega|no_meu_amigo|na_minha_amiga|no_meu_namorado|na_minha_namorada|no_meu_sobrinho|na_minha_sobrinha|no_meu_pai|na_minha_mae|no_meu_marido|na_minha_mulher|no_meu_primo|na_minha_prima " + ptAttackGuard, false},
	{CategoryHarassment, 0.85, "^equipe|equipa|time|clube|turma|selecao|escola|grupo levei|levou|levaram|leva|levo|levava|apanhei|apanhou|apanhamos|apanharam|apanha|apanho|apanhava ?dois|tres|quatro|uns|umas|varios|varias|muitos|muitas|mais uma_surra|uma_sova|porrada|pancada|socos|pontapes|um_soco|um_murro|murros|um_tapa|uma_bofetada|um_estalo|estalos|uma_facada|facadas|chutes|uma_tareia|tareia|um_pontape|uns_socos|uns_tapas|bofetadas|tapas|uma_coca|bordoada|bordoadas " + ptBodyParts + " " + ptAttackGuard, false},
	{CategoryHarassment, 0.85, ptAttackAgents + " ~1 me|nos|o|a|lhe|os|as bate|batia|bateu|espanca|espancava|espancou|agride|agredia|agrediu|chuta|chutava|chutou|esbofeteou|estrangulou|esfaqueou " + ptBodyParts + " " + ptAttackGuard, false},
	{CategoryHarassment, 0.85, "=sobrinho|sobrinha|filho|filha|irmao|irma|amigo|amiga|colega|neto|neta|eu|ele|ela|tambem|ja apanha|apanhava|apanhou|apanhei|apanham|apanhavam|apanho ?todos_os_dias|todo_dia|sempre|muito|de_novo|outra_vez|quase_todos_os_dias no_recreio|na_escola|no_intervalo|em_casa|do_pai|da_mae|do_padrasto|da_madrasta|no_onibus|no_autocarro|na_rua|no_trabalho|dos_colegas|dos_mais_velhos", false},
	{CategoryHarassment, 0.85, "partiram|quebraram|rebentaram|partiu|quebrou|bateram_com|bateu_com uma_garrafa ~1 na_cabeca|na_minha_cabeca", false},
	{CategoryHarassment, 0.85, "apanhei|apanhou|apanharam|apanhamos|apanha|apanho|apanhava de|dos|das|do|da ?um|uma|uns|umas|dois|tres|quatro|meu|minha|seu|sua|outro|outros ?" + ptAttackAgents + " " + ptAttackGuard, false},
}

// The words of the Portuguese threat rules: ptHarmVerbs, the harm
// verbs; ptThreatSubjects, the words a threat by others may follow (a
// clause start, a conjunction, a pronoun, a stranger or an ex: never a
// parent, a son, a workout; a stranger named with a public place, "um
// desconhecido na rua", never a game, "no jogo"; "no ônibus" is not
// among them, as "no" is a negator to the rules); ptNotAfterHarm, the manner and the idiom
// objects after a harm verb (after "de", "do" or "da", or an article)
// that make it hyperbole, while "da próxima vez" or "de espingarda" stay
// threats (with the Spanish "besos" and "abrazos": "te mato" is a
// Spanish rule's words too, "te mato a besos"); ptRoles, the persons
// a threat names with a demonstrative ("vou matar esse monitor"), not a
// class ("matar essa aula").
const (
	ptStaffRoles     = "professor|professora|prof|profe|treinador|treinadora|tecnico|chefe|encarregado|encarregada|gerente|monitor|monitora|enfermeiro|enfermeira|diretor|diretora|supervisor|supervisora|cuidador|cuidadora|educador|educadora|patrao|patroa|instrutor|instrutora|coordenador|coordenadora|mestre|baba|capataz|formador|formadora"
	ptAbused         = "alunos|alunas|criancas|meninos|meninas|miudos|miudas|funcionarios|funcionarias|trabalhadores|jogadores|jogadoras|pacientes|residentes|idosos|aprendizes|estagiarios|estagiarias|menino|menina|miudo|miuda|aluno|aluna|crianca|avo|filho|filha|atletas|empregados|empregadas|garotos|garotas|pequenos|aprendiz|estagiario|estagiaria|funcionario|funcionaria|trabalhador|jogador|jogadora|paciente|idoso|idosa|garoto|garota"
	ptHarmVerbs      = "matar|esfaquear|espancar|estrangular|machucar|ferir|envenenar|arrebentar|degolar|enforcar|agredir|socar|linchar|apunhalar|fuzilar|balear|torturar"
	ptThreatVerbs    = "^se|nuvens|tempestade|chuva|seca|crise|prazo|heroi|personagem|dragao|monstro ameac*"
	ptThreatHarm     = "matar|mata_lo|mata_la|esfaque*|espanc*|estrangul*|degol*|envenen*|queimar|incendiar|atirar_em|atirar_nele|atirar_nela|atirar_neles|atirar_nelas|atirar_contra|atirar_na_gente|me_dar_um_tiro|agredir|bater_em|bater_me|me_bater|bater_nos|nos_bater|bater_lhe|fazer_me_mal|fazer_mal|me_fazer_mal|nos_fazer_mal|pegar_fogo|por_fogo|botar_fogo|tacar_fogo|tocar_fogo|meter_fogo|deitar_fogo|atear_fogo|dar_um_tiro|dar_me_um_tiro|dar_uma_surra|dar_me_uma_surra|me_dar_uma_surra|dar_porrada|partir_me|partir_lhe|partir_nos|quebrar_me|me_quebrar|quebrar_lhe|partir_a_cara|quebrar_a_cara|partir_os_dentes|quebrar_os_dentes|partir_as_pernas|quebrar_as_pernas|partir_os_dedos|quebrar_os_dedos|rebentar_me|arrebentar|atropelar|furar_me|me_furar|furar_te|te_furar|furar_lhe|fura_lo|fura_la|furar_nos|nos_furar|violar_me|me_violar|viola_la|viola_lo|violar_te|te_violar|estuprar|cortar_me|me_cortar|cortar_a_garganta|esperar_me_na_saida|me_esperar_na_saida|apanhar_me_na_saida"
	ptThreatSubjects = "=.|e|mas|porque|pois|ja|tambem|agora|eu|nos|ele|ela|eles|elas|alguem|ex|cara|tipo|sujeito|desconhecido|desconhecido_na_rua|desconhecido_na_parada|desconhecido_na_estacao|desconhecido_do_onibus|desconhecido_do_metro|stalker"
	ptRoles          = "monitor|monitora|professor|professora|prof|tutor|tutora|chefe|instrutor|instrutora|coordenador|coordenadora|cara|sujeito|babaca|otario"
	ptNotAfterHarm   = "?de_verdade|de_porrada|de_pancada|de_tiro|de|do|da|o|a|no|na|com !rir|susto|saudade|saudades|inveja|vergonha|raiva|fome|medo|coracao|tedio|tanto|tanta|tantas|tantos|pergunta|perguntas|orgulho|cansaco|calor|frio|tristeza|desgosto|preocupacao|ciume|ciumes|curiosidade|xadrez|futebol|jogo|beijos|abracos|besos|abrazos|cocegas|aula|aulas|processo|tempo|trabalho|fio"
)

// The words of the Portuguese rules for past attacks: ptAttackAux, the
// auxiliaries of the passive ("fui", "tinha sido"), not after a post, a
// film, a book or a team; ptAttacked, the participles of an attack up
// to two words after them, but "atacado", which is also wholesale ("foi
// vendido no atacado") and takes only an adverb between;
// ptAttackPlural, the verbs of an attack in the impersonal plural ("me
// bateram", "o espancaram"); ptAttackAgents, the persons one "apanha
// de" ("apanhou do pai", "de uns clientes") or who "bate" ("o meu
// padrasto me bate"); ptBodyParts, the optional body part after a blow
// ("levei um soco na cara"); ptAttackGuard, the words after the verb
// that make it sport, a game, an animal, an object or criticism ("no
// boxe", "pelos mosquitos", "bate papo").
const (
	ptAttackAux    = "^post|filme|artigo|livro|texto|projeto|proposta|video|album|disco|time|equipe|serie|obra|pais|cidade|site|conta|servidor|se fui|foi|fomos|foram|tinha_sido|tinham_sido|ter_sido|sido|fora|tenho_sido|tem_sido|era|eram"
	ptAttacked     = "agredido|agredida|agredidos|agredidas|espancado|espancada|espancados|espancadas|esfaqueado|esfaqueada|esfaqueados|esbofeteado|esbofeteada|socado|socada|chutado|chutada|pontapeado|pontapeada|estrangulado|estrangulada|assaltado|assaltada|assaltados|linchado|linchada|surrado|surrada|empurrado_contra|empurrada_contra|jogado_no_chao|jogada_no_chao|atirado_ao_chao|atirada_ao_chao|estuprada|estuprado|violentada|abusada|apalpada|baleado|baleada|sovado|sovada|empurrado_escada_abaixo|empurrada_escada_abaixo|empurrado_pela_escada|empurrada_pela_escada|empurrado_das_escadas|empurrada_das_escadas|agarrado_pelo_pescoco|agarrada_pelo_pescoco|agarrada_pelos_cabelos|arrastada_pelos_cabelos|arrastado_pelos_cabelos"
	ptAttackPlural = "bateram|batem|batiam|agrediram|agridem|agrediam|espancaram|espancam|espancavam|esfaquearam|atacaram|assaltaram|socaram|chutaram|estrangularam|esbofetearam|sovaram|lincharam|arrebentaram|deram_uma_surra|deram_uma_sova|deram_porrada|deram_um_soco|deram_socos|deram_um_murro|deram_murros|deram_um_tapa|deram_uma_bofetada|deram_um_estalo|deram_uma_facada|deram_facadas|deram_pontapes|deram_chutes|deram_um_pontape|encheram_de_porrada|quebraram_a_cara|partiram_a_cara|dao_porrada|davam_porrada"
	ptAttackAgents = ptStaffRoles + "|cliente|clientes|colega|colegas|cara|caras|tipo|tipos|homem|homens|senhor|bebado|bebados|desconhecido|desconhecidos|rapaz|rapazes|moleque|moleques|miudo|miudos|vizinho|vizinha|pai|mae|padrasto|madrasta|irmao|irma|namorado|ex|marido|companheiro|seguranca|segurancas|porteiro|passageiro|passageiros|motorista|aluno|alunos|grupo|gangue|mais_velhos|paciente|pacientes"
	ptBodyParts    = "?na_cara|no_nariz|na_barriga|no_estomago|na_cabeca|nas_costas|no_olho|na_boca|nas_costelas|no_peito|no_rosto"
	ptAttackGuard  = "!do_grupo|da_equipe|da_empresa|do_time|do_servidor|do_emprego|da_festa|para_fora|pra_fora|do_projeto|da_banda|no_jogo|na_final|no_domino|no_xadrez|no_futebol|no_futsal|no_treino|na_partida|no_videogame|no_fifa|no_free_fire|na_sinuca|no_truco|no_poker|no_campeonato|no_torneio|nas_cartas|no_sparring|no_boxe|no_judo|na_aula_de_boxe|nos_comentarios|na_internet|nas_redes|no_twitter|online|pela_critica|pelos_criticos|pelos_haters|pelos_mosquitos|pelas_melgas|pelos_pernilongos|pelas_formigas|pelas_vespas|pelas_abelhas|por_um_cao|pelo_cao|por_um_cachorro|pelo_cachorro|por_uma_bola|pela_bola|pela_porta|por_uma_onda|pela_onda|pelas_ondas|de_perguntas|de_emails|de_mensagens|a_porta|na_porta|o_carro|no_carro|no_meu_carro|de_brincadeira|a_brincar|na_brincadeira|no_rugbi|no_rugby|na_estafeta|no_quiz|no_concurso|no_volei|no_basquete|no_handebol|no_andebol|no_tenis|na_sueca|nas_damas|no_bilhar|no_snooker|no_bowling|no_kart|no_muay_thai|no_kickboxing|no_karate|no_jiu_jitsu|na_luta|por_um_enxame|por_vespas|por_abelhas|por_mosquitos|por_caes|pelas_gaivotas|por_uma_gaivota|por_medusas|pelas_alforrecas|a_bola|na_bola|papo|um_papo|boca|o_ponto|palmas|continencia|a_meta|o_recorde|recorde"
)

// The words of the untrained Portuguese threat rules
// (concernRulesUntrained): ptThreatRoles, the people of school or work a
// threat names by their role ("o monitor", "meu chefe"), never a relative
// or a friend; ptWarnings, the warnings before "você vai parar no
// hospital" ("continua assim", "mais uma palavra"); ptHarmedOwn, what a
// threat says "vai ver o que acontece com" (the reader's face, body,
// relatives and car).
const (
	ptThreatRoles = ptRoles + "|gerente|supervisor|supervisora|colega|treinador|treinadora|orientador|orientadora|patrao|patroa|ex|diretor|diretora"
	ptWarnings    = "continua_assim|continue_assim|mais_uma_palavra|fala_mais_uma_palavra|me_toca|toca_em_mim|encosta_em_mim|encosta_nela|encosta_nele|me_denuncia|repete_isso|fala_isso_de_novo|faz_isso_de_novo|ri_de_mim|continua_rindo|continua_rindo_de_mim|mexe_comigo|se_mete_comigo|chega_perto_de_mim|me_dedura"
	ptHarmedOwn   = "carro|cara|familia|filhos|filha|filho|mulher|marido|namorada|namorado|irma|irmao|mae|pai|pernas|dentes|moto"
)
