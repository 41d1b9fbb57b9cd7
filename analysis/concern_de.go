package analysis

// concernRulesDE are the German serious-concern rules. Words are written
// as matchWords reads them: lower case, accents folded ("ä" is "a", "ß" is
// "ss").
var concernRulesDE = []ruleSpec{
	// Threats.
	{CategoryThreats, 0.9, "ich|wir ~3 dich|euch|ihn|sie|alle|jeden|den|die|dem umbring*|umlegen|abstech*|erschiess*|abknall*|kaltmach*|erwurg*|ersteche*|erstech*|toten|tote|verprugel*|zusammenschlag*|abmurks*", false},
	{CategoryThreats, 0.9, "ich|wir bring*|bringe|bringen ~1 dich|euch|ihn|sie|alle ?alle um " + deNotAfterUm, false},
	{CategoryThreats, 0.9, "ich|wir bring*|bringe|bringen ~1 dich|euch|ihn|sie|alle " + deBringAcross + " ~3 um " + deNotAfterUm, false},
	{CategoryThreats, 0.85, "du_bist_tot|ihr_seid_tot|sie_sind_tot|du_bist_als_nachstes_dran|du_bist_der_nachste|wirst_es_bereuen|werdet_es_bereuen|das_wirst_du_bereuen|wirst_dafur_bezahlen|werdet_dafur_bezahlen|das_wirst_du_buessen|das_werdet_ihr_buessen", false},
	{CategoryThreats, 0.9, "ich|wir weiss|wissen wo_du_wohnst|wo_sie_wohnen|wo_ihr_wohnt|wo_er_wohnt|wo_du_parkst", false},
	{CategoryThreats, 0.95, "ich|wir ~5 in_die_luft_jagen|in_die_luft_sprengen|niederbrennen|abfackeln|anzunden|abbrennen|zusammenschiessen|abknallen", false},
	{CategoryThreats, 0.95, "amoklauf|amok_laufen|amoklaufen|amok_gehen|schulmassaker", false},
	{CategoryThreats, 0.9, "waffe|pistole|knarre|gewehr|schusswaffe|messer|bombe ~4 mitbringen|mitgebracht|mitnehmen|mitnehme|mitbringe|dabeihaben|mit", false},
	{CategoryThreats, 0.9, "bewaffnet ~3 kommen|komme|erscheinen|erscheine|auftauchen|auftauche|da_sein", false},
	{CategoryThreats, 0.9, "komme|kommen|erscheine|tauche ~3 bewaffnet", false},
	{CategoryThreats, 0.85, "hat|haben|hatte|hatten ~2 mich|uns|studierende|studenten ~5 bedroht|bedrohte", false},
	{CategoryThreats, 0.85, "bedroht|bedrohte|droht|drohte ~2 mich|uns|mir|studierenden|studenten|mit_dem_tod|mit_gewalt|mich_umzubringen", false},
	{CategoryThreats, 0.9, "stech|steche|stechen|knall|knalle|mach|mache ~1 ich|wir ~1 ihn|sie|dich|euch|den|die ~1 ab|kalt", false},
	{CategoryThreats, 0.9, "ich|wir stech*|knall*|mach|mache ~1 dich|ihn|euch|sie|jeden|alle ~1 ab|kalt", false},
	{CategoryThreats, 0.9, "ich|wir ~6 zusammenschlagen|verprugeln|abstechen|abknallen|kaltmachen|erstechen|abfackeln|niederbrennen|knochen_brechen|die_fresse_polieren|fresse_polieren|eine_reinhauen|aufs_maul_hauen", false},
	{CategoryThreats, 0.9, "ich|wir erschiess*|erschiesse|erstech*|fackel*|fackle ~4 jeden|dich|euch|alle|ihn|ab", false},
	{CategoryThreats, 0.75, "auflauern|auflauere|lauere_ihm_auf|lauere_ihr_auf|lauere_dir_auf", false},
	{CategoryThreats, 0.6, "wo_du_wohnst|wo_ihr_wohnt|wann_du_allein_bist|wann_du_alleine_bist", false},
	{CategoryThreats, 0.85, "morddrohung|morddrohungen|todesdrohung|todesdrohungen", false},
	{CategoryThreats, 0.85, "soll|sollte|sollen ~2 sterben|erschossen_werden|krepieren|verrecken", false},

	// Harassment.
	{CategoryHarassment, 0.85, "belastig*|sexuell_belastigt|sexuelle_belastigung|ubergriff|ubergriffe|ubergriffig|sexueller_ubergriff", false},
	{CategoryHarassment, 0.85, "begrapscht|betatscht|grapscht|grabscht|befummelt|befummelte|antatscht|angetatscht|vergewaltigt|vergewaltigung|missbraucht|missbrauch", false},
	{CategoryHarassment, 0.85, "beruhrt|beruhrte|streichelt|streichelte|fasst|fasste|tatschelt|tatschelte|anfassen|angefasst|beruhren|streicheln|anzufassen|massiert|massierte ~4 schulter|schultern|bein|beine|oberschenkel|knie|hintern|po|brust|taille|haare|haar|rucken|nacken", false},
	{CategoryHarassment, 0.85, "fasst|fasste ~3 mich|mir ~3 an", false},
	{CategoryHarassment, 0.8, "kommentar*|bemerkung*|spruche|spruch|anzugliche*|kommentiert ~5 kleidung|aussehen|korper|figur|was_ich_trage|was_ich_anhabe|meine_beine|brust|ausschnitt|outfit|rock|kleid", false},
	{CategoryHarassment, 0.75, "mobbing|gemobbt|mobbt|mobben|mobbe", false},
	// A first-person report of bullying in the present ("ich werde in der
	// Schule gemobbt", "ich bin Opfer von Mobbing"), not of a past ("ich
	// wurde damals gemobbt").
	{CategoryHarassment, 0.9, "ich_werde|wir_werden|werde_ich ~4 gemobbt|schikaniert", false},
	{CategoryHarassment, 0.9, "ich_bin|wir_sind ~2 gemobbt|schikaniert", false},
	{CategoryHarassment, 0.9, "ich_bin|wir_sind ~2 opfer ?von ~1 mobbing|cybermobbing", false},
	{CategoryHarassment, 0.75, "du_bist|ihr_seid|du_bist_so|du_bist_eine|du_bist_ein ~2 idiot|vollidiot|depp|hure|schlampe|wichser|arschloch|missgeburt|spast|behindert|nutte|fotze|hurensohn|fett|hasslich|wertlos|nichts_wert|abschaum|dreck|versager", false},
	{CategoryHarassment, 0.9, "bring_dich_um|bring_dich_doch_um|bringt_euch_um " + deNotAfterUm, false},
	{CategoryHarassment, 0.9, "geh_sterben|geht_sterben|niemand_mag_dich|alle_hassen_dich|verreck|verrecke|stirb", false},
	{CategoryHarassment, 0.8, "fotos|bilder|videos|nacktbilder|nacktfotos|aufnahmen|nudes ~3 von_mir|intime|private|nackt ~5 geteilt|verschickt|gepostet|verbreitet|weitergeleitet|hochgeladen|rumgeschickt|herumgeschickt|gezeigt|geschickt", false},
	{CategoryHarassment, 0.8, "hat|haben ~4 intime|private|nackte|peinliche fotos|bilder|videos|aufnahmen ~3 von_mir", false},
	{CategoryHarassment, 0.85, "nacktbilder|nacktfotos|intime_bilder|intime_fotos|heimlich_aufgenommen|heimlich_gefilmt|heimlich_fotografiert|sexleben|sexualleben|sexuelle_anspielungen", false},
	{CategoryHarassment, 0.8, "video|foto|bild|aufnahme ~2 von_mir ~5 geteilt|verschickt|gepostet|verbreitet|weitergeleitet|hochgeladen|rumgeschickt|herumgeschickt|gezeigt|geschickt", false},
	{CategoryHarassment, 0.85, "verfolgt_mich|stalkt|stalking|gestalkt|lauert_mir_auf|folgt_mir_nach_hause|ist_mir_nach_hause_gefolgt|wartet_vor_meiner_wohnung", false},
	{CategoryHarassment, 0.7, "lasst_mich_nicht_in_ruhe|lasst_mich_einfach_nicht_in_ruhe|schreibt_mir_standig|schreibt_mir_nachts|obwohl_ich_nein_gesagt|obwohl_ich_nein_sagte", false},
	{CategoryHarassment, 0.6, "angeschrien|angebrullt|anschreit|anbrullt", false},
	{CategoryHarassment, 0.6, "schreit|brullt|schrie|brullte|beleidigt|beleidigte|beschimpft|beschimpfte mich|uns|studierende|studenten|alle ?an", false},
	{CategoryHarassment, 0.7, "demutigt|gedemutigt|erniedrigt|erniedrigte|blossgestellt|bloss_gestellt|blossstellt|lacherlich_gemacht|macht_sich_uber_mich_lustig|machte_sich_uber_mich_lustig|schikaniert|schikane", false},
	{CategoryHarassment, 0.85, "note|noten|bestanden|bestehen ~5 gegen|fur sex|ein_date|ein_treffen|sexuelle_gefalligkeiten", false},
	{CategoryHarassment, 0.85, "mit_ihm_schlafen|mit_ihr_schlafen|mit_ihm_ins_bett|mit_ihr_ins_bett", false},

	// Self-harm.
	{CategorySelfHarm, 0.95, "mich ~3 umbring*|umzubringen|toten|erhangen|erschiessen|vergiften|ritzen|ritze|umbringe", false},
	{CategorySelfHarm, 0.95, "ich bring*|bringe ~1 mich um " + deNotAfterUm, false},
	{CategorySelfHarm, 0.95, "selbstmord_begehen|suizid_begehen|suizidgedanken|selbstmordgedanken|suizidal|suizidale|lebensmude|lebensmuede|mein_leben_beenden|meinem_leben_ein_ende|mir_das_leben_nehmen|mir_das_leben_zu_nehmen|allem_ein_ende_setzen|mich_erhangen|mich_aufhangen", false},
	{CategorySelfHarm, 0.9, "will|mochte|mag|kann|werde nicht_mehr leben|weiterleben|weitermachen", false},
	{CategorySelfHarm, 0.9, "will|mochte|wurde_gern|wurde_lieber nur_noch ?sterben|tot_sein", false},
	{CategorySelfHarm, 0.9, "will|mochte|wurde_gern|wurde_lieber|ich_will|ich_mochte sterben|tot_sein|nicht_mehr_da_sein|einfach_verschwinden|nicht_mehr_existieren !vor|an", false},
	{CategorySelfHarm, 0.9, "keinen_sinn_mehr|kein_sinn_mehr|keinen_grund_mehr_zu_leben|keinen_grund_zu_leben|wunschte_ich_ware_tot|ware_lieber_tot|ware_besser_tot|besser_tot|am_liebsten_tot|alle_waren_besser_dran_ohne_mich|besser_dran_ohne_mich", false},
	{CategorySelfHarm, 0.9, "will|mochte|wunschte ~3 nie_mehr|nicht_mehr|nie_wieder aufwachen", false},
	{CategorySelfHarm, 0.9, "ritze_mich|ritzen_mich|mich_zu_ritzen|ritze_mir|selbstverletz*|verletze_mich_selbst|mich_selbst_verletzen|mich_selbst_zu_verletzen|schneide_mich|schneide_mir_die_arme|mir_die_arme_aufschneiden|mir_die_pulsadern", false},
	{CategorySelfHarm, 0.9, "tabletten|pillen|medikamente|schlaftabletten ~4 gesammelt|gehortet|gespart|aufgehoben|zusammengespart|gebunkert|versteckt|sammle|horte", false},
	{CategorySelfHarm, 0.9, "alle_tabletten|alle_meine_tabletten|alle_pillen|die_ganze_packung|uberdosis", false},
	{CategorySelfHarm, 0.9, "brucke|dach|zug|gleise|hochhaus|fenster ~4 springen|zu_springen|springe|runterspringen", false},
	{CategorySelfHarm, 0.9, "mich ~4 vor_den_zug|vor_einen_zug|vor_die_bahn|aus_dem_fenster|von_der_brucke|vom_dach ~2 werfen|zu_werfen|sturzen|zu_sturzen", false},
	{CategorySelfHarm, 0.85, "abschiedsbrief|abschiedsbriefe|abschiedsnachricht", false},
	{CategorySelfHarm, 0.6, "selbstmord|suizid !pravention|vorbeugung|hotline|rate|statistik", false},

	// Discrimination.
	{CategoryDiscrimination, 0.9, "kanake|kanaken|neger|schwuchtel|schwuchteln|zigeuner|kameltreiber|judensau|tunte|kopftuchmadchen|schlitzauge|schlitzaugen", false},
	{CategoryDiscrimination, 0.8, "^uber|gegen|anti rassist|rassistisch|rassistische|rassistischen|rassistischer|rassismus|sexist|sexistisch|sexistische|sexistischen|sexismus|homophob|homophobe|homophobie|transphob|transphobe|frauenfeindlich|frauenfeindliche|fremdenfeindlich|fremdenfeindliche|antisemitisch|antisemitische|islamfeindlich|diskriminiert|diskriminierend|diskriminierende|diskriminierenden|auslanderfeindlich|auslanderfeindliche", false},
	// A first-person report told with the topic's word ("ich bin Opfer
	// von Rassismus", "wir erleben Rassismus"; not "erfahren", which is
	// also to learn about a topic).
	{CategoryDiscrimination, 0.9, "ich_bin|wir_sind|ich_wurde|wir_wurden|ich_werde|wir_werden ~2 opfer ?von ~1 rassismus|rassistischer|diskriminierung|sexismus|sexistischer|homophobie|homophober|transphobie|islamfeindlichkeit|antisemitismus|antisemitischer|fremdenfeindlichkeit|frauenfeindlichkeit", false},
	{CategoryDiscrimination, 0.85, "ich|wir erlebe|erleben|erleide|erleiden|habe_erlebt|haben_erlebt ~2 rassismus|diskriminierung|sexismus|homophobie|transphobie|antisemitismus|fremdenfeindlichkeit", false},
	{CategoryDiscrimination, 0.45, "weil|da ich ~2 frau|schwarz|schwul|lesbisch|muslim|muslima|jude|judin|trans|auslander|auslanderin|behindert|migrant|migrantin|turke|turkin|araber|schwanger|kopftuch", false},
	{CategoryDiscrimination, 0.45, "wegen|aufgrund meiner|meines|meinem|ihrer|seiner|ihres|seines ~1 namen|herkunft|hautfarbe|religion|akzents|akzent|geschlechts|geschlecht|kopftuchs|kopftuch|behinderung|sexualitat|nationalitat|namens|glaubens", false},
	{CategoryDiscrimination, 0.8, "frauen|madchen|auslander|muslime|schwarze|schwule|turken|migranten|juden konnen|sollten|gehoren|haben|sind ~2 kein|keine|nicht_hierher|hier_nichts|dumm|minderwertig|zu_emotional|schlechter|nichts_wert", false},
	{CategoryDiscrimination, 0.8, "leute_wie_ich|leute_wie_du|leute_wie_dich|leute_wie_uns|solche_wie_du|euresgleichen|deinesgleichen ~3 gehoren_nicht|haben_hier_nichts|sind_nicht_willkommen|sollten_nicht", false},
	{CategoryDiscrimination, 0.8, "juden|muslime|frauen|auslander|schwarze|schwule|turken|araber|migranten|roma|fluchtlinge ~4 nur_fur_geld|interessieren_sich_nur|sind_alle|kriminell|kriminelle|faul|terroristen|nehmen_uns|klauen|stehlen|minderwertig|dreckig", false},
	{CategoryDiscrimination, 0.7, "frau|frauen ~2 nicht_ernst_nimmt|nicht_ernst_genommen|nicht_ernst_nehmen|nicht_ernst", false},
	{CategoryDiscrimination, 0.85, "zuruck_in_mein_land|zuruck_in_meine_heimat|in_mein_land_zuruck|in_dein_land_zuruck|zuruck_in_sein_land|zuruck_nach_afrika|zuruck_wo_ich_herkomme", false},
	{CategoryDiscrimination, 0.85, "zuruck_in_dein_land|zuruck_in_deine_heimat|zuruck_in_eure_heimat|zuruck_wo_du_herkommst|dahin_wo_du_herkommst|dorthin_zuruck_wo", false},
	{CategoryDiscrimination, 0.6, "behandelt|behandelte ~3 frauen|auslander|internationale_studierende|schwarze|muslime|studentinnen|roma ~2 anders|schlechter|unfair|ungerecht", false},
	{CategoryDiscrimination, 0.35, "unfair|ungerecht|benachteiligt|schlechter|ignoriert|ausgelacht|ausgeschlossen|anders|abgewertet|schlechtere|beleidigt|witze|lustig|verweigert|abgelehnt|abgewiesen|vermieten|einstellen", true},

	// Safety.
	{CategorySafety, 0.9, "gasgeruch|riecht_nach_gas|gasleck|gas_tritt_aus|kohlenmonoxid|asbest|offene_kabel|freiliegende_kabel|lose_kabel|blanke_kabel|kabel_hangen|brandgefahr|einsturzgefahr|decke_ist_eingesturzt|decke_bricht|stromschlag|kurzschluss|funken_spruhen", false},
	{CategorySafety, 0.9, "notausgang|notausgange|fluchtweg|fluchtwege|feuertur|brandschutztur|notausgangstur|brandschutzturen ~10 blockiert|versperrt|verschlossen|zugestellt|abgeschlossen|verstellt|zugesperrt|kette", false},
	{CategorySafety, 0.9, "blockiert|versperrt|verschlossen|zugestellt|verstellt|versperren|blockieren ~3 notausgang|notausgange|fluchtweg|fluchtwege|feuertur|notausgangen|fluchtwegen", false},
	{CategorySafety, 0.85, "feuermelder|rauchmelder|brandmelder|feuerloscher|feueralarm|sprinkler ~4 kaputt|defekt|fehlt|fehlen|funktioniert|funktionieren|abgebaut|leer|abgelaufen|ausgeschaltet|abmontiert|entfernt|abgehangt|abgeklebt", false},
	{CategorySafety, 0.85, "waffe|waffen|pistole|schusswaffe|knarre|gewehr|sprengstoff|revolver", false},
	{CategorySafety, 0.55, "messer|machete", false},
	{CategorySafety, 0.9, "riecht|stinkt|roch|riechts ~4 nach_gas", false},
	{CategorySafety, 0.6, "balkongelander|treppengelander|gelander|stufe|stufen|decke|treppe ~3 locker|lose|wackelt|wackelig|kaputt|kaputte|fehlt|brockelt|brockelnd|einsturzgefahrdet", false},
	{CategorySafety, 0.6, "kaputte_stufe|kaputte_stufen|loses_gelander|kein_gelander|fehlendes_gelander", false},
	{CategorySafety, 0.85, "verdachtiges|verdachtige|verdachtigen|herrenloses|herrenlose paket|koffer|tasche|gegenstand|rucksack|pakete", false},
	{CategorySafety, 0.7, "trainer|trainerin|dozent|dozentin|lehrer|lehrerin|professor|professorin|tutor|tutorin|ausbilder|prof|fahrer ~6 betrunken|besoffen|alkoholisiert|angetrunken|bekifft", false},
	{CategorySafety, 0.9, "gibt|liegt|ist|habe|hat ~2 eine|ein bombe|sprengsatz ~2 im|in|unter", false},
	{CategorySafety, 0.6, "gefahrlich|lebensgefahrlich|unsicher|hat_sich_verletzt|habe_mich_verletzt|wurde_verletzt|verletzte_sich|verletzt_worden|gesturzt|ausgerutscht|ohnmachtig|zusammengebrochen|lebensmittelvergiftung|allergische_reaktion|uberfullt|wackelt|schimmel|gelander_ist_lose|loses_gelander", false},
	{CategorySafety, 0.7, "betrunken|alkoholisiert|besoffen|angetrunken ~4 unterricht|vorlesung|zum_unterricht|in_die_vorlesung|unterrichtet|gekommen|erschienen|seminar|labor", false},
	{CategorySafety, 0.7, "unterricht|vorlesung|seminar|labor ~4 betrunken|alkoholisiert|besoffen|angetrunken", false},

	// Hazards told as incidents (a weapon drawn, a fire, a gas smell,
	// equipment that fails, an injury, a drunk driver, spilled chemicals,
	// a crowd crush) and weapons brought, written without reading the
	// evaluation sets.
	{CategorySafety, 0.85, "zog|zieht|gezogen|zuckte|zuckt|gezuckt|fuchtelte|fuchtelt|hielt|bedrohte_mich_mit|bedrohte_uns_mit|bedrohte_ihn_mit|bedrohte_sie_mit ~2 ein_messer|eine_waffe|eine_pistole|ein_klappmesser|eine_knarre|einem_messer|einer_waffe|einer_pistole|einem_klappmesser|sein_messer|seine_waffe|seine_pistole", false},
	{CategorySafety, 0.85, "war_bewaffnet|ist_bewaffnet|kam_bewaffnet|bewaffnet_aufgetaucht|messer_dabei|waffe_dabei|messer_im_rucksack|pistole_im_rucksack|waffe_im_rucksack|messer_in_der_tasche|waffe_in_der_tasche|messer_in_der_jackentasche", false},
	{CategorySafety, 0.75, "fing_feuer|hat_feuer_gefangen|feuer_gefangen|in_flammen|stand_in_flammen|rauch_kam|qualm|qualmte|qualmt|es_roch_verbrannt|riecht_verbrannt|roch_verbrannt|brandgeruch|schmorgeruch|kabelbrand|es_hat_gebrannt|voller_rauch|voller_qualm|funken_flogen", false},
	{CategorySafety, 0.9, "gas_riechen|nach_gas_gerochen|gas_gerochen|gas_ausgetreten|gas_tritt_aus|gas_stromt|gasherd_undicht|gasleitung_undicht|undichte_gasleitung|gasflasche_undicht|gasflasche_leckt", false},
	{CategorySafety, 0.85, "haben|hat|wurden|wurde ~3 die_rauchmelder|den_rauchmelder|die_feuerloscher|den_feuerloscher|die_brandmelder|den_feuermelder|die_sprinkler ~3 abmontiert|abgebaut|entfernt|abgeklebt|ausgeschaltet|deaktiviert|abgehangt|abgeklemmt", false},
	{CategorySafety, 0.9, "notausgang|notausgange|fluchtweg|fluchtwege|notausgangen|nottur|notturen ~6 kartons|kisten|paletten|stuhle|tische|mobel|gerumpel|vorhangeschloss|ketten|geht_nicht_auf|lasst_sich_nicht_offnen", false},
	{CategorySafety, 0.85, "bremsen|bremse ~6 funktionieren_nicht|funktioniert_nicht|gehen_nicht|ging_nicht|kaputt|defekt|versagt|versagten|versagen|abgefahren|greifen_nicht|griffen_nicht|ziehen_nicht", false},
	{CategorySafety, 0.6, "gurt|gurte|sicherheitsgurt|sicherheitsgurte|seil|seile|helm|helme|leiter|gerust|klettergurt|klettergurte|schwimmweste|schwimmwesten|karabiner ~5 kaputt|gerissen|ausgefranst|ausgefranste|defekt|fehlt|fehlen|locker|morsch|wackelt|wackelig|angebrochen|bruchig|durchgescheuert|gab_nach|rissig", false},
	{CategorySafety, 0.55, "ohne|keine|keinen|kein ~2 helm|helme|gurt|gurte|sicherung|handschuhe|schutzbrille|schutzbrillen|schwimmwesten|schwimmweste|schutzausrustung|atemschutz|sicherheitseinweisung|sicherheitsschuhe", false},
	{CategorySafety, 0.7, "maschine|maschinen|kreissage|drehbank|flex|schleifmaschine|aufschnittmaschine|presse|gabelstapler|forderband ~4 ohne_schutz|ohne_schutzhaube|schutzhaube_fehlt|schutzhaube_abgebaut|schutz_abgebaut|not_aus|notaus|lasst_sich_nicht_abschalten|stoppt_nicht|halt_nicht_an|uberbruckt", false},
	{CategorySafety, 0.6, "aufzug|fahrstuhl ~3 sturzte|sturzt|fallt|fiel|sackt|sackte|ruckelt|ruckelte|bleibt_stecken|blieb_stecken|steckengeblieben|hangt_zwischen|rauscht_runter|sauste_runter", false},
	{CategorySafety, 0.6, "arm|handgelenk|knochel|schlusselbein|nase|rippe|rippen|hand|finger|schadel|hufte|fuss|bein|schulter|ellbogen|kiefer ~1 gebrochen|angebrochen|ausgerenkt|ausgekugelt", false},
	{CategorySafety, 0.6, "im_krankenhaus_gelandet|ins_krankenhaus_gebracht|ins_krankenhaus_musste|ins_krankenhaus_mussten|in_die_notaufnahme|in_der_notaufnahme|krankenwagen_gerufen|krankenwagen_kam|krankenwagen_rufen|rettungswagen|notarzt|genaht_werden|musste_genaht|wurde_genaht|gehirnerschutterung|platzwunde|bewusstlos|angefahren|uberfahren_worden|verbrennungen|verbruht", false},
	{CategorySafety, 0.6, "hand|hande|finger|arm|gesicht|fuss ~2 verbrannt|verbruht|aufgeschnitten|eingeklemmt|gequetscht", false},
	{CategorySafety, 0.75, "einen_schlag_bekommen|einen_stromschlag_bekommen|eine_gewischt_bekommen|eine_gewischt|steckdose_schmort|steckdose_qualmt|steckdose_ist_schwarz|steckdose_ist_verschmort|verschmorte_steckdose|verschmorte|verschmort|kabel_hangen_raus|kabel_hangen_aus_der", false},
	{CategorySafety, 0.7, "fahrer|fahrerin|busfahrer|busfahrerin|taxifahrer|lkw_fahrer|betreuer|betreuerin|trainer|trainerin|skilehrer|skilehrerin|bademeister|bergfuhrer|bergfuhrerin|skipper|kapitan|ausbilder|ausbilderin ~8 betrunken|besoffen|angetrunken|hatte_getrunken|trank|bekifft|am_handy|eingeschlafen|schlief|nach_alkohol|alkoholfahne|fahne", false},
	{CategorySafety, 0.75, "fuhr|fahrt|gefahren|fahren|hat_uns_gefahren|fuhr_uns ~4 betrunken|besoffen|angetrunken|alkoholisiert|bekifft|nach_dem_trinken|mit_promille|unter_alkohol|unter_drogen|zugedrohnt", false},
	{CategorySafety, 0.6, "uber_rot|bei_rot|rote_ampel|rote_ampeln|uber_die_rote_ampel|uber_rote_ampeln ~2 gefahren|fuhr|fahrt|gebrettert|ignoriert|ignoriert_hat", false},
	{CategorySafety, 0.6, "chemikalien|saure|lauge|bleichmittel|losungsmittel|pestizide|ammoniak|chlor|chlorreiniger ~4 ausgelaufen|verschuttet|offen|offene|ohne_etikett|unbeschriftet|in_trinkflaschen|in_wasserflaschen|ohne_handschuhe|gemischt|tropft|tropfte|auf_dem_boden", false},
	{CategorySafety, 0.6, "rohes_huhn|rohes_hahnchen|rohes_fleisch|halbrohes_hahnchen|allergischer_schock|anaphylaktisch*|anaphylaxie|haben_sich_vergiftet|kein_bademeister|ohne_bademeister|kein_rettungsschwimmer|keine_badeaufsicht|fast_ertrunken|ware_fast_ertrunken|ertrunken|am_ertrinken|schwarzer_schimmel|voller_schimmel|schimmel_an_den_wanden|schimmel_uberall", false},
	{CategorySafety, 0.6, "decke|wand|wande|balkon|gelander|treppe|stufe|stufen|boden|gerust|regal|regale|hochregal|putz ~4 risse|riss|rissig|brockelt|brockeln|bricht|brach|einsturzt|sturzt_ein|sturzte_ein|fallt_runter|fallen_runter|fiel_runter|lose|locker|wackelt|morsch|gibt_nach|kippt|kippte|umgekippt|droht_einzusturzen", false},
	{CategorySafety, 0.6, "putz_fallt|putzbrocken|fallen_brocken|fallen_stucke|stucke_fallen|stucke_der_decke|brocken_von_der_decke|teile_der_decke", false},
	{CategorySafety, 0.6, "gequetscht|zerquetscht|erdruckt|niedergetrampelt|massenpanik|totgetrampelt|gedrange_am_eingang|keine_luft_mehr_bekommen|bekamen_keine_luft|leute_kippten_um", false},
	{CategorySafety, 0.6, "boden|treppe|treppen|rampe|flur|gang ~3 rutschig|glatt|nass|vereist|uberschwemmt|gewachst ~4 kein_schild|ohne_schild|ohne_warnschild|niemand|gesturzt|ausgerutscht|jeden_tag", false},
	{CategoryThreats, 0.9, "bringe|bring|bringen|nehme|nehmen|komme|komm ~3 die_waffe|eine_waffe|ein_messer|die_pistole|eine_pistole|das_gewehr|ein_gewehr|die_knarre|die_waffe_meines_vaters|das_gewehr_meines_vaters|mit_einem_messer|mit_einer_waffe|mit_der_waffe ~5 mit|in_die_schule|zur_schule|ins_buro|zur_arbeit|morgen|montag|in_die_uni|zur_uni|nachstes_mal", false},
	{CategoryThreats, 0.85, "ware_schade_wenn_dir_etwas_passiert|ware_schade_wenn_dir_was_passiert|dir_wird_etwas_passieren|dir_wird_was_passieren|dir_konnte_etwas_zustossen|dir_konnte_was_zustossen|du_wirst_es_nicht_kommen_sehen|pass_auf_wenn_du_rausgehst|pass_auf_dich_auf_auf_dem_heimweg|ich_weiss_wo_deine_kinder", false},
	{CategorySelfHarm, 0.6, "verschenkt|verschenke|verschenkte|weggegeben|gebe_weg ~1 alles|alle_meine_sachen|meine_sachen|was_mir_wichtig_war|meine_ganzen", false},
	{CategorySelfHarm, 0.85, "niemand_wurde_es_merken|niemand_wurde_merken|niemand_wurde_mich_vermissen|keiner_wurde_es_merken|keiner_wurde_mich_vermissen ~3 wenn_ich_weg|wenn_ich_sterbe|wenn_ich_nicht_mehr|wenn_ich_verschwinde|wenn_ich_fur_immer", false},
	{CategorySelfHarm, 0.9, "brucke|dach|hochhaus|parkhaus|gleise|klippe|fenster|balkon ~4 ware_am_schnellsten|schneller_ginge|am_hochsten|springen|runterspringen|sturzen", false},

	// Hazards of water near electrics, parcels with wires, dead emergency
	// lights, needles, broken glass, flammables by flames, labs without
	// eyewash or ventilation, loose gas cylinders and biting dogs.
	{CategorySafety, 0.6, "wasser ~6 sicherungskasten|steckdose|steckdosen|kabel|verteilerkasten|mehrfachstecker|steckdosenleiste", false},
	{CategorySafety, 0.6, "kabel|verlangerungskabel|steckdosenleiste|mehrfachsteckdose ~6 pfutze|pfutzen|im_wasser|nass", false},
	{CategorySafety, 0.6, "rucksack|paket|tasche|karton|koffer ~6 mit_drahten|drahte|tickt", false},
	{CategorySafety, 0.7, "notbeleuchtung|notlicht|notlichter|notausgangsschild|notausgangsschilder ~4 kaputt|defekt|aus|funktioniert_nicht|funktionieren_nicht|ausgefallen", false},
	{CategorySafety, 0.6, "gebrauchte_spritzen|benutzte_spritzen|spritzen_auf_dem|spritzen_in_den|spritzen_im|spritzbesteck", false},
	{CategorySafety, 0.6, "glasscherben|scherben", false},
	{CategorySafety, 0.7, "brennbar*|entzundlich*|feuergefahrlich*|losungsmittel|benzin ~6 neben|direkt_neben|bei ~4 flammen|brennern|bunsenbrennern|heizung|kerzen|offenem_feuer|brennenden", false},
	{CategorySafety, 0.6, "keine_augendusche|ohne_augendusche|abzug_kaputt|abzug_funktioniert_nicht|luftung_ausgefallen|die_luftung_ist_aus|ohne_luftung", false},
	{CategorySafety, 0.7, "gasflaschen|gasflasche ~4 undicht|lecken|leckt|nicht_gesichert|ungesichert|umgefallen|fiel_um", false},
	{CategorySafety, 0.6, "hund|hunde ~4 gebissen|beisst|biss|angefallen", false},

	// Discrimination told by what followed a pregnancy or by who gets the
	// good work, dress demands, and weapons bought or promised.
	{CategoryDiscrimination, 0.7, "gekundigt|abgelehnt|entzogen|rausgeworfen|versetzt|abgezogen|ersetzt|herabgestuft ~8 schwanger|schwangerschaft|mutterschutz|elternzeit", false},
	{CategoryDiscrimination, 0.7, "schwanger|schwangerschaft|mutterschutz ~8 gekundigt|abgezogen|rausgeworfen|versetzt|ersetzt|herabgestuft|entzogen", false},
	{CategoryDiscrimination, 0.8, "frauen|eine_frau|madchen ~3 haben_nichts_zu_suchen|gehoren_in_die_kuche|gehoren_nicht|taugen_nicht|sollten_nicht|nichts_verloren|an_den_herd", false},
	{CategoryDiscrimination, 0.7, "gibt|vergibt|verteilt|bekommen ~3 die_interessanten_projekte|die_spannenden_projekte|die_guten_projekte|die_besten_aufgaben|die_besten_schichten ~3 den_mannern|den_jungs|nur_manner|die_manner|den_kollegen", false},
	{CategoryHarassment, 0.8, "kurzere_rocke|kurzeren_rock|kurzerer_rock|engere_kleidung|mehr_ausschnitt|tieferen_ausschnitt|sich_sexier_anziehen", false},
	{CategoryThreats, 0.85, "gekauft|besorgt|besorge|kaufe ~3 ein_messer|eine_waffe|eine_pistole|ein_gewehr ~6 wird_verstehen|wird_bereuen|wird_es_bereuen|wird_sehen|wird_merken|wird_bezahlen|wofur_es_ist|wozu_es_ist", false},
	{CategoryThreats, 0.85, "sagte_er_bringt|hat_gesagt_er_bringt|droht_eine|drohte_eine|droht_ein|drohte_ein|droht_mit_einer|drohte_mit_einer ~3 waffe|pistole|messer|knarre ~3 mit|mitzubringen|mitbringen", false},

	// Threats with the verb first ("Eines Tages erschieße ich alle"),
	// reported ("er bringt mich um"), and told by blood, bullets, poison
	// and fire.
	{CategoryThreats, 0.9, "erschiess*|erstech*|umbring*|abknall*|abstech*|verprugel* ~1 ich|wir ~3 alle|jeden|dich|euch|ihn|sie|den|die|dem", false},
	{CategoryThreats, 0.85, "er|sie|der_typ|der_kollege|jemand|einer|mein_ex ~2 bringt|bringe|bringen|wurde ~1 mich|uns|dich|euch|ihn ~1 um " + deNotAfterUm, false},
	{CategoryThreats, 0.85, "er|sie|der_typ|der_kollege|jemand|einer|mein_ex ~2 bringt|bringe|bringen|wurde ~1 mich|uns|dich|euch|ihn " + deBringAcross + " ~3 um " + deNotAfterUm, false},
	{CategoryThreats, 0.85, "mach|mache|machen ~2 den|die|dich|ihn|sie|euch ~2 kalt", false},
	{CategoryThreats, 0.85, "werde|werden|will|wollen ~3 ihm|ihr|dir|euch|ihnen|dem|der ~2 wehtun|weh_tun|etwas_antun|was_antun", false},
	{CategoryThreats, 0.85, "fliesst|fliessen ~3 blut|wird_blut_fliessen|blut_wird_fliessen|gibt_es_blut", false},
	{CategoryThreats, 0.85, "eine_kugel|ne_kugel|kugel ~2 verpassen|verpasse|ab|abkriegen|kriegt|verdient|verdienen|in_den_kopf", false},
	{CategoryThreats, 0.85, "bist_du_tot|seid_ihr_tot|bist_du_dran|seid_ihr_dran|du_bist_dran|ihr_seid_dran", false},
	{CategoryThreats, 0.8, "werden|wird|wirst|werdet ~4 nicht_erleben|nicht_uberleben|nicht_mehr_erleben", false},
	{CategoryThreats, 0.8, "mit_einem_offenen_auge_schlafen|im_strassengraben|ein_unfall_passieren|einen_unfall_haben_wird|was_mit_deinem_auto_passiert|deine_kinder_bussen|aufs_maul|auf_die_fresse|fresse_einschlagen|wir_kriegen_dich|kriegen_dich_noch|klatschen_dich_weg", false},
	{CategoryThreats, 0.8, "klatschen|klatsche|hauen|haue ~4 weg|um", false},
	{CategoryThreats, 0.85, "etwas_ins_getrank|was_ins_getrank|ins_getrank_kippen|ko_tropfen", false},
	{CategoryThreats, 0.85, "vergifte|vergiftet|vergiften ~2 den|die|das|sein|ihr|dein ~1 kaffee|essen|wasser|getrank|tee", false},
	{CategoryThreats, 0.9, "sprenge|sprengen|spreng|jage|jagen|jag ~4 in_die_luft", false},
	{CategoryThreats, 0.9, "zunde|zunden|zundet|zund ~4 sein|ihr|dein|das|die|den|euer ~2 auto|haus|wohnung|buro|schule|tur|lehrerzimmer|wagen ~1 an", false},
	{CategoryThreats, 0.75, "benzin|kanister ~6 tur|kofferraum|anzunden|zunde|zunden", false},
	{CategoryThreats, 0.85, "bring|bringe ~3 was_scharfes|etwas_scharfes ~1 mit", false},

	// Explicit threats and self-harm by paradigm, written from German
	// grammar: the harm verbs in the third person against me ("er will
	// mich umbringen", "dass sie mich absticht", "er schlägt mich tot"),
	// against others ("er will alle abknallen"), with the infinitive of a
	// threat reported against a person ("hat gedroht, mich
	// umzubringen"), and the first person's separable verbs ("ich schlag
	// dich tot"). The verbs of deHarmVerbsPersonal also mean harmless
	// things ("die Zeit totschlagen", "die Kosten umlegen", "den Grill
	// abfackeln", "im Finale überfahren") and take a personal pronoun
	// just before them. A threat to me by stress, an exam or the heat
	// ("der Stress bringt mich um") has no personal subject and stays
	// out. Self-harm takes "ritzen", or a lighter, a cigarette or a
	// marker of intent ("absichtlich", "bis es blutet"): a burn at the
	// stove or a cut while shaving is an accident.
	{CategoryThreats, 0.8, deThreatSubjects + " ~3 mich|uns|dich|euch|ihn ~2 " + deHarmVerbs, false},
	{CategoryThreats, 0.8, deThreatSubjects + " ~3 mich|dich|ihn " + deHarmVerbsPersonal, false},
	{CategoryThreats, 0.85, deThreatSubjects + " ~2 sticht|knallt|schlagt ~1 mich|uns|dich|euch|ihn ~1 ab|tot", false},
	{CategoryThreats, 0.85, "ich|wir schlag|schlage|schlagen|stech|steche ~1 dich|euch|ihn|sie ~1 tot|nieder", false},
	{CategoryThreats, 0.85, deThreatSubjects + " ~4 alle|jeden|uns|euch|die_klasse|den_lehrer|die_lehrerin|die_lehrer|den_professor|die_professorin|den_chef|die_chefin ~1 " + deHarmVerbs, false},
	{CategoryThreats, 0.9, deThreatened + " ~8 mich|dich|uns|euch|ihn|sie|alle|jeden|mir|dir|ihm|ihr|den_lehrer|die_lehrerin|den_chef|die_chefin ~3 umzubringen|abzustechen|abzuknallen|zu_erschiessen|zu_erstechen|zu_toten|kaltzumachen|zu_verprugeln|zusammenzuschlagen|zu_vergiften|zu_uberfahren|totzuschlagen|umzulegen|wehzutun|weh_zu_tun|fertigzumachen|was_anzutun|etwas_anzutun|die_finger_zu_brechen|die_knochen_zu_brechen|die_beine_zu_brechen|das_genick_zu_brechen|die_nase_zu_brechen|den_arm_zu_brechen|die_fresse_zu_polieren|abzupassen|zu_erwurgen|zu_erdrosseln|aufzuschlitzen|zu_ertranken|einzubetonieren|vom_gerust_zu_stossen|vom_dach_zu_stossen|die_treppe_runterzustossen|runterzustossen|aus_dem_fenster_zu_werfen", false},
	// "schlagen", "treten" and "verletzen" are a threat with the victim
	// just before them ("gedroht, mich zu schlagen"), not with a game or
	// a strike between ("uns im Finale zu schlagen", "mit uns in den
	// Streik zu treten").
	{CategoryThreats, 0.85, deThreatened + " ~2 mich|dich|uns|euch|ihn|sie ?ins_gesicht|in_den_bauch|in_den_magen|in_die_rippen|in_den_rucken|in_den_hintern|auf_den_kopf|grun_und_blau|krankenhausreif|windelweich zu_schlagen|zu_treten|zu_verletzen", false},
	// Threats told after the fact ("er hat mir gedroht", "hat mir
	// Prügel angedroht", "hat mich mit einem Messer bedroht", "ich wurde
	// von ein paar Typen bedroht", "hat gedroht, unser Haus anzuzünden")
	// and a harm tied to silence ("er tut mir was an, wenn ich es
	// jemandem erzähle", deThreatTold). A bare "hat mir gedroht" has
	// only a time, a manner or a channel between the pronoun and the
	// participle (deThreatWhen: "hat mir gestern wieder gedroht", never
	// "hat mir mit Kündigung gedroht", where German puts "mit" before the
	// participle; a beating, death or a weapon has the rule after next),
	// and no infinitive clause of its own after it ("hat mir gedroht, mir
	// das Handy wegzunehmen"; the harmful ones have the rules above);
	// "angedroht" names what was threatened ("Prügel", never
	// "Strafrunden"). The passive "wurde bedroht" needs a person as the
	// victim, before the auxiliary or just after it ("ich wurde", "meine
	// Kollegin aus der Buchhaltung wurde", "gestern wurde ich"), or none
	// in a chat ("wurde schon wieder am Bahnhof bedroht"), never a thing
	// ("das Festival wurde durch den Regen bedroht").
	{CategoryThreats, 0.85, "hat|haben|hatte|hatten ~3 mir|uns|ihr|ihm " + deThreatWhen + " " + deThreatWhen + " gedroht !mit|._mir|._mich|._uns|._ihr|._ihm|._ihn|._sie|._das|._die|._den|._dem|._der|._meine|._meinen|._meinem|._meiner|._unsere|._unseren|._unserem|._es|._zu|._mit|._sonst|._dass|._wenn|._falls", false},
	{CategoryThreats, 0.85, "mir|uns|ihr|ihm|jemandem ~3 schlage|prugel|gewalt|den_tod|eine_abreibung|eins_auf_die_fresse|eine_tracht_prugel ~2 angedroht|gedroht|androhte|androhten", false},
	{CategoryThreats, 0.85, "mit_dem_tod|mit_dem_messer|mit_einem_messer|mit_einem_kuchenmesser|mit_einem_hammer|mit_einer_axt|mit_einer_schere|mit_einem_schraubenzieher|mit_einer_waffe|mit_einer_pistole|mit_einer_knarre|mit_messern|mit_waffen|mit_einem_baseballschlager|mit_einer_flasche|mit_einem_schlagstock|mit_schlagen|mit_prugel|mit_prugeln|mit_gewalt|mit_einer_abreibung|mit_einer_tracht_prugel bedroht|bedrohte|bedrohten|gedroht|angedroht", false},
	{CategoryThreats, 0.85, deAttackNotAfter + " ich|wir|du|er|ihr wurde|wurden|wurdest ~8 bedroht " + deThreatPassiveGuard, false},
	{CategoryThreats, 0.85, deAttackNotAfter + " " + deThreatPersons + " ~3 wurde|wurden ~8 bedroht " + deThreatPassiveGuard, false},
	{CategoryThreats, 0.85, "=. wurde|wurden ~8 bedroht " + deThreatPassiveGuard, false},
	{CategoryThreats, 0.85, deAttackNotAfter + " wurde|wurden|wurdest ~3 ich|wir|du|er|sie|ihr|" + deThreatPersons + " ~8 bedroht " + deThreatPassiveGuard, false},
	{CategoryThreats, 0.85, deAttackNotAfter + " bin|ist|sind|war|waren ~8 bedroht_worden", false},
	{CategoryThreats, 0.85, "^feuer|brand|waldbrand|flammen|sturm|gewitter|unwetter|es hat|haben|hatte|hatten ~2 gedroht|angedroht ?. ~4 anzuzunden|abzufackeln|niederzubrennen|abzubrennen|in_die_luft_zu_sprengen|anzustecken", false},
	{CategoryThreats, 0.85, "was_an|etwas_an|weh|was_antun|etwas_antun|umbringen|um|ab|fertigmachen|verprugeln|kaltmachen|tot ?. wenn|falls|sobald ~4 " + deThreatTold, false},

	{CategorySelfHarm, 0.85, "ritze|ritzte|ritzen mir|mich ~1 die_arme|die_handgelenke|den_arm|die_beine|die_oberschenkel|den_unterarm|die_unterarme|in_die_arme|in_die_handgelenke|die_pulsadern", false},
	{CategorySelfHarm, 0.85, "verletze|verletzte|verbrenne|verbrannte|schneide|schnitt|kratze|zerkratze mich|mir ~4 feuerzeug|zigarette|zigaretten|bis_es_blutet|bis_es_blutete|absichtlich|mit_absicht|jeden_abend|jede_nacht", false},
	{CategorySelfHarm, 0.85, "wieder|angefangen|anfangen|fange ~3 ?. mich_zu_verletzen|mich_zu_schneiden|mich_zu_verbrennen|mir_weh_zu_tun|mir_wehzutun|mich_selbst_zu_verletzen", false},
	{CategorySelfHarm, 0.85, "ohne_mich ~1 waren|ware|wurden|wurde ~2 besser_dran|glucklicher", false},
	{CategorySelfHarm, 0.85, "besser_dran|glucklicher ~3 wenn_ich_nicht_mehr_da|wenn_ich_tot|wenn_ich_weg|wenn_es_mich_nicht_mehr|wenn_ich_sterbe|wenn_ich_nicht_mehr_lebe|wenn_ich_verschwinde", false},
	// A threat at a role named with a demonstrative ("ich bring diesen
	// Tutor um, wenn er…", "ich werde diesen Dozenten umbringen"), not
	// at a thing ("diesen Drucker") and not a request ("ich werde diesen
	// Tutor um Hilfe bitten"); self-harm again, said with "selbst" ("ich
	// verletze mich wieder selbst"), not an injury at sport or in the
	// kitchen ("im Training", "beim Kochen verbrenne ich mich wieder").
	{CategoryThreats, 0.85, "bring|bringe ~1 diesen|diese|dieser ~1 " + deRoles + " ~3 um " + deNotAfterUm, false},
	{CategoryThreats, 0.85, "bring|bringe|will|werde|werd ~1 diesen|diese|dieser ~1 " + deRoles + " ~3 umbringen|abstechen|erstechen|erschiessen|abknallen|kaltmachen", false},
	{CategorySelfHarm, 0.85, "^kochen|backen|training|sport|spielen|fussball verletze|verletzte|schneide|schnitt|verbrenne|verbrannte ~1 mich wieder|erneut|schon_wieder selbst !beim|bei_der_arbeit|im_training|im_fitnessstudio|im_sport|in_der_kuche|am_herd|am_ofen|am_backofen|am_bugeleisen|an_der_pfanne|am_knie|an_der_tur", false},
	// The shapes of the English rules after "Four shapes a tester found
	// missed": "ich werde jemandem wehtun" (not "die Gefühle verletzen"),
	// "mit allem Schluss machen" (not "mit dem Freund"), "hier wird bald
	// jemand abgestochen" (not in a crime novel or a play) and "es wird
	// noch jemand verletzt" (a hazard), and "der Trainer schlägt die
	// Kinder" (not the ball, not at tennis, not "schlägt vor").
	{CategoryThreats, 0.85, "ich|wir ~3 jemandem|irgendwem|irgendjemandem|leuten|anderen ~3 wehtun|weh_tun|weh|was_antun|etwas_antun|was_an|etwas_an|antun|was_tun", false},
	{CategoryThreats, 0.85, "ich|wir ~3 jemanden|irgendwen|irgendjemanden|leute ~3 verletzen|abstechen|umbringen|zusammenschlagen|verprugeln|angreifen|schlagen", false},
	{CategorySelfHarm, 0.9, "mit_allem_schluss|schluss_machen_mit_allem|schluss_mit_allem|schluss_mit_dem_leben|mit_dem_leben_schluss|allem_ein_ende_machen|allem_ein_ende_zu_machen|allem_ein_ende_bereiten !was", false},
	{CategoryThreats, 0.85, "^krimi|film|akt|theater|stuck|buch|roman|serie|folge|spiel|tatort|szene wird|werden ~3 jemand|einer|leute|wer ~2 abgestochen|erstochen|erschossen|umgebracht|zusammengeschlagen|niedergestochen|abgeknallt|totgeschlagen|ermordet|verprugelt", false},
	{CategorySafety, 0.85, "^krimi|film|akt|theater|stuck|buch|roman|serie|folge|spiel|tatort|szene wird|werden ~3 jemand|einer|leute|wer ~2 verletzt|schwer_verletzt|erschlagen|zerquetscht|stromschlag !vor_lachen|vor_langeweile", false},
	{CategoryHarassment, 0.85, deStaffRoles + " ~2 schlagt|schlug|ohrfeigt|ohrfeigte|tritt|trat|verprugelt|verprugelte|wurgt|wurgte|schubst|schubste|haut|haute|misshandelt|misshandelte ?die|den|einen|eine|einem|unsere|meine|ihre|seine|kleine ?kleinen " + deAbused + " !beim|bei|im|in|um|vor|mit_dem_ball|ab|an|aus|zuruck", false},
	{CategoryHarassment, 0.85, deStaffRoles + " ~1 hat|haben|hatte ~1 mich|uns|ihn|sie|die_kinder|einen_jungen|ein_kind|einen_schuler|eine_schulerin|einen_azubi|einen_lehrling|die_schuler|meinen_sohn|meine_tochter|ein_madchen|meine_oma|meinen_opa geschlagen|geohrfeigt|getreten|verprugelt|gewurgt|geschubst|misshandelt", false},
	{CategoryHarassment, 0.85, deStaffRoles + " ~4 eine_ohrfeige|ohrfeigen|eine_geknallt|eine_gescheuert|eine_geschmiert|eine_runtergehauen|am_hals|an_der_gurgel|an_den_haaren|gegen_die_wand", false},
	// Past attacks told in the passive ("ich wurde von meinem Chef
	// geschlagen", "er ist auf dem Heimweg zusammengeschlagen worden"):
	// harassment, as in English. The participles of deAttacked need no
	// agent; "angegriffen" and "attackiert" need a person as agent, a
	// manner ("sexuell", "körperlich"), a way home or nothing but a time
	// between them and the auxiliary ("von den Mücken angegriffen", "in
	// den Kommentaren angegriffen" stay harmless); "geschlagen",
	// "getreten" and "geschubst" need a person as agent or a body part
	// ("im Finale geschlagen", "im Schach geschlagen" and "in eine Pfütze
	// getreten" stay harmless). A film, a post or a hypothesis just
	// before the auxiliary cancels them ("im Film wird eine Frau
	// überfallen").
	{CategoryHarassment, 0.85, deAttackAux + " ~6 " + deAttacked, false},
	{CategoryHarassment, 0.85, deAttackAuxPerfect + " ~6 " + deAttacked + " worden", false},
	{CategoryHarassment, 0.85, "von|vom ~2 " + deAttackAgents + " ~4 angegriffen|attackiert|" + deAttacked, false},
	{CategoryHarassment, 0.85, "von|vom ~2 " + deAttackAgents + " ?ins_gesicht|in_den_bauch|in_den_magen|auf_den_kopf|gegen_den_kopf|in_die_rippen|in_die_seite|ins_kreuz|in_den_rucken|zu_boden|die_treppe_runter|gegen_die_wand geschlagen|getreten|geschubst|gestossen|bespuckt", false},
	{CategoryHarassment, 0.85, deAttackAux + " ~4 ins_gesicht|in_den_bauch|in_den_magen|auf_den_kopf|gegen_den_kopf|in_die_rippen|in_die_seite|ins_kreuz|zu_boden|gegen_die_wand|die_treppe_runter geschlagen|getreten|geschubst|gestossen", false},
	{CategoryHarassment, 0.85, deAttackAuxPerfect + " ~4 ins_gesicht|in_den_bauch|in_den_magen|auf_den_kopf|gegen_den_kopf|in_die_rippen|in_die_seite|ins_kreuz|zu_boden|gegen_die_wand|die_treppe_runter geschlagen|getreten|geschubst|gestossen worden", false},
	{CategoryHarassment, 0.85, deAttackAux + " ?ich|er|sie|wir|du|es ?gestern|heute|vorgestern|nachts|abends|morgens|letzte_nacht|am_wochenende|schon_wieder|wieder|erneut|sexuell|korperlich|tatlich|brutal|heftig angegriffen|attackiert", false},
	{CategoryHarassment, 0.85, deAttackAuxPerfect + " ?ich|er|sie|wir|du|es ?gestern|heute|vorgestern|nachts|abends|morgens|letzte_nacht|am_wochenende|schon_wieder|wieder|erneut|sexuell|korperlich|tatlich|brutal|heftig angegriffen|attackiert worden", false},
	{CategoryHarassment, 0.85, "sexuell|korperlich|tatlich|brutal angegriffen|attackiert", false},
	{CategoryHarassment, 0.85, "mit_einem|mit_einer|mit ~1 glas|flasche|bierflasche|messer|schlagstock|baseballschlager|stein|eisenstange|gurtel|schlagring ~2 angegriffen|attackiert|verletzt|geschlagen|bedroht_und_geschlagen", false},
	{CategoryHarassment, 0.85, "heimweg|nachhauseweg|heimfahrt|weg_nach_hause|weg_zur_arbeit|weg_zur_schule ~3 angegriffen|attackiert", false},
	{CategoryHarassment, 0.85, "geschlagen|getreten|geschubst|bespuckt und ~1 geschlagen|getreten|geschubst|bespuckt|gewurgt|beschimpft", false},
	{CategoryHarassment, 0.85, "hat|haben|hatte|hatten ~2 mich|uns|meinen_sohn|meine_tochter|meinen_bruder|meine_schwester|meinen_freund|meine_freundin|meinen_kollegen|meine_kollegin ~3 zusammengeschlagen|verprugelt|uberfallen|niedergestochen|abgestochen|gewurgt|geohrfeigt|ausgeraubt|verdroschen|vermobelt|misshandelt|vergewaltigt|zusammengetreten", false},
}

// The words of the German threat rules: deThreatSubjects, the subjects
// of a threat by others; deRoles, the persons a threat names with a demonstrative
// ("diesen Tutor"); deHarmVerbs, the harm verbs as infinitives and
// third-person forms (separable ones joined, as in a subordinate clause:
// "dass er mich umbringt"); deHarmVerbsPersonal, the harm verbs that also
// mean harmless things; deBringAcross, the first words of a time, a
// place or a weapon that may stand between "bring dich" and its "um"
// ("ich bring dich nach der Vorlesung um", "mit dem Messer um"; not "mit
// seinen Witzen", which is hyperbole); deNotAfterUm, the words after "um" that make
// it a preposition ("er bringt mich um acht zum Bahnhof", "um den
// Verstand", "schlägt mich um Längen"); deThreatened, the forms of
// "drohen" before the infinitive clause of a threat, with an adverb
// and the comma; deThreatWhen, the time, manner or channel that may
// stand between "hat mir" and "gedroht"; deThreatPersons, the persons
// a passive threat names ("meine Kollegin wurde … bedroht"); and
// deThreatPassiveGuard, the endangered species, closures and weather
// after a passive "bedroht".
const (
	deStaffRoles         = "lehrer|lehrerin|trainer|trainerin|chef|chefin|ausbilder|ausbilderin|erzieher|erzieherin|meister|vorarbeiter|vorarbeiterin|betreuer|betreuerin|pfleger|pflegerin|schwester|direktor|direktorin|rektor|rektorin|dozent|dozentin|coach|schichtleiter|schichtleiterin|lehrmeister|hausmeister"
	deAbused             = "kinder|kind|schuler|schulerin|schulerinnen|jungen|junge|madchen|lehrlinge|lehrling|azubi|azubis|auszubildenden|mitarbeiter|mitarbeiterin|mitarbeiterinnen|spieler|spielerin|spielerinnen|bewohner|bewohnerin|patienten|patientin|kleinen|mich|uns|praktikanten|oma|opa"
	deThreatTold         = "jemandem|jemand|polizei|der_polizei|zur_polizei|den_bullen|dem_chef|der_chefin|was_sage|was_erzahle|es_erzahle|es_erzahlst|es_sage|es_jemandem|ihn_anzeige|sie_anzeige|ihn_melde|sie_melde|petze|verpetze|erzahle|erzahlst|verrate|verrat|anzeige|den_mund_aufmache"
	deThreatSubjects     = "er|sie|jemand|einer|mein_ex|meine_ex|der_typ|die_typen"
	deRoles              = "tutor|tutorin|dozenten|dozent|dozentin|lehrer|lehrerin|professor|professorin|chef|chefin|ausbilder|ausbilderin|trainer|trainerin|betreuer|betreuerin|typen|kerl|mistkerl|idioten"
	deHarmVerbs          = "umbring*|abstech*|absticht|abknall*|erschiess*|erschiesst|erstech*|ersticht|erwurg*|kaltmach*|abmurks*|verprugel*|zusammenschlag*|zusammenschiess*"
	deHarmVerbsPersonal  = "totschlag*|umlegen|umlegt|vergiften|vergiftet|uberfahren|uberfahrt|abfackel*|anzunden|anzundet"
	deBringAcross        = "nach|vor|im|am|beim|auf|hinter|in|bei|vorm|heute|morgen|gleich|nachher|spater|draussen|noch|irgendwann|eines_tages|mit_dem|mit_einem|mit_meinem|mit_der|mit_einer|mit_meiner|mit_nem|mit_ner|mit_blossen|mit_eigenen"
	deThreatened         = "gedroht|droht|drohte|drohen|drohten|angedroht|angekundigt|geschworen|schwort|schwor ?standig|immer|wieder|immer_wieder|oft|mehrfach|mehrmals|schon|auch ?."
	deThreatWhen         = "?gestern|heute|vorgestern|wieder|schon|erneut|mehrfach|mehrmals|standig|oft|auch|offen|ernsthaft|massiv|damals|gestern_abend|letzte_woche|am_telefon|per_sms|per_whatsapp|schriftlich"
	deThreatPersons      = deStaffRoles + "|fahrer|fahrerin|busfahrer|busfahrerin|taxifahrer|taxifahrerin|zugbegleiter|zugbegleiterin|schaffner|schaffnerin|kellner|kellnerin|polizist|polizistin|sanitater|sanitaterin|arzt|arztin|kollege|kollegin|kollegen|freund|freundin|freunde|mutter|vater|bruder|schwester|sohn|tochter|frau|mann|kind|kinder|schuler|schulerin|mitschuler|mitschulerin|mitarbeiter|mitarbeiterin|lehrer|lehrerin|nachbar|nachbarin|kassierer|kassiererin|verkauferin|verkaufer|azubi|praktikant|praktikantin|mitbewohner|mitbewohnerin|partner|partnerin|cousin|cousine|oma|opa|enkel|enkelin"
	deThreatPassiveGuard = "!vom_aussterben|von_der_schliessung|von_der_kundigung|von_abschiebung|vom_hochwasser|vom_sturm|vom_unwetter|von_der_durre|vom_klimawandel"
	deNotAfterUm         = "!den|die|das|dem|meinen|meine|mein|deinen|deine|seinen|ihren|unseren|langen|lange|halb|viertel|punkt|kurz|mitternacht|mittag|jeden|jede|ein|eine|einen|eins|zwei|drei|vier|funf|sechs|sieben|acht|neun|zehn|elf|zwolf|1|2|3|4|5|6|7|8|9|10|11|12|13|14|15|16|17|18|19|20|21|22|23|24"
)

// The words of the German rules for past attacks told in the passive:
// deAttackAux, the auxiliaries of the passive ("wurde"), and
// deAttackAuxPerfect those of its perfect, which the rules take with a
// "worden" after the participle ("bin … zusammengeschlagen worden":
// "ich bin niedergeschlagen" is a mood, "meine Gesundheit ist
// angegriffen" a weakness), neither after a film, a post, an uprising,
// a lawsuit or a hypothesis (deAttackNotAfter: "der Aufstand wurde
// niedergeschlagen"); deAttacked, the participles of an attack that
// need no agent; deAttackAgents, the persons an attack is told "von"
// ("von meinem Chef", "von zwei Männern", "vom Schichtleiter").
const (
	deAttackAux        = deAttackNotAfter + " wurde|wurden|wurdest|wird|werden|werde|werd"
	deAttackAuxPerfect = deAttackNotAfter + " bin|ist|sind|bist|war|waren"
	deAttackNotAfter   = "^film|krimi|serie|buch|roman|spiel|folge|szene|video|artikel|beitrag|post|kommentar|text|vorschlag|antrag|team|aufstand|aufstande|protest|proteste|revolte|streik|verfahren|kosten|gebuhren|forderung|forderungen|ermittlungen|server|rechner|computer|konto|system|netzwerk|website|seite|wenn|falls|ob"
	deAttacked         = "zusammengeschlagen|verprugelt|uberfallen|niedergeschlagen|niedergestochen|abgestochen|angestochen|gewurgt|geohrfeigt|ausgeraubt|verdroschen|vermobelt|misshandelt|vergewaltigt|krankenhausreif_geschlagen|grun_und_blau_geschlagen|bewusstlos_geschlagen|zu_boden_geschlagen|zusammengetreten|halb_totgeschlagen|totgeprugelt|runtergestossen|hinuntergestossen|heruntergestossen|am_hals_gepackt|an_der_gurgel_gepackt|an_den_haaren_gezogen|an_den_haaren_gezerrt|gegen_die_wand_gedruckt|gegen_die_wand_gestossen"
	deAttackAgents     = deStaffRoles + "|kollege|kollegen|kollegin|kunde|kunden|kundin|typ|typen|mann|mannern|manner|frau|frauen|jungs|jungen|junge|madchen|schulern|schuler|schulerin|mitschuler|mitschulern|mitschulerin|klassenkameraden|klassenkameradin|betrunkenen|betrunkener|betrunkenem|fremden|unbekannten|gast|gasten|gaste|vater|mutter|stiefvater|bruder|schwester|onkel|ex|exfreund|freund|freundin|partner|nachbarn|nachbar|nachbarin|turster|security|fahrgast|fahrgasten|passanten|gruppe|bande|jugendlichen|patienten|patient|bewohner|vorgesetzten|vorgesetzte|kerl|kerlen|angreifer|ehemann|mitbewohner"
)

// The words of the untrained German threat rules of school and work
// (concernRulesUntrained): deThreatRoles, the people a threat names by
// their role in the accusative ("den Tutor", "meinen Kollegen"), never a
// relative or a friend; deWarnings, the warnings before "du landest im
// Krankenhaus" ("mach so weiter", "noch ein Wort").
const (
	deThreatRoles = "tutor|tutorin|lehrer|lehrerin|dozent|dozenten|dozentin|professor|professorin|prof|chef|chefin|kollegen|kollegin|vorgesetzten|vorgesetzte|trainer|trainerin|betreuer|betreuerin|mitschuler|mitschulerin|kommilitonen|kommilitonin|typen|ex|exfreund|exfreundin|ausbilder|ausbilderin|teamleiter|teamleiterin|abteilungsleiter|abteilungsleiterin|schichtleiter|schichtleiterin|hiwi|klassenkameraden|klassenkameradin"
	deWarnings    = "mach_so_weiter|mach_weiter_so|mach_nur_so_weiter|noch_ein_wort|ein_wort|sag_das_noch_einmal|sag_das_nochmal|fass_mich_an|fass_sie_an|fass_ihn_an|fass_mich_noch_einmal_an|leg_dich_mit_mir_an|verpfeif_mich|zeig_mich_an|lach_noch_einmal|lach_nochmal|lach_weiter|red_weiter|red_nochmal_so_mit_mir|komm_mir_zu_nahe"
)
