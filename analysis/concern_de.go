package analysis

// concernRulesDE are the German serious-concern rules. Words are written
// as matchWords reads them: lower case, accents folded ("ä" is "a", "ß" is
// "ss").
var concernRulesDE = []ruleSpec{
	// Threats.
	{CategoryThreats, 0.9, "ich|wir ~3 dich|euch|ihn|sie|alle|jeden|den|die|dem umbring*|umlegen|abstech*|erschiess*|abknall*|kaltmach*|erwurg*|ersteche*|erstech*|toten|tote|verprugel*|zusammenschlag*|abmurks*", false},
	{CategoryThreats, 0.9, "ich|wir bring*|bringe|bringen ~1 dich|euch|ihn|sie|alle ?alle um !den|die|das|meinen|meine|mein|deinen", false},
	{CategoryThreats, 0.85, "du_bist_tot|ihr_seid_tot|sie_sind_tot|du_bist_als_nachstes_dran|du_bist_der_nachste|wirst_es_bereuen|werdet_es_bereuen|das_wirst_du_bereuen|wirst_dafur_bezahlen|werdet_dafur_bezahlen|das_wirst_du_buessen|das_werdet_ihr_buessen", false},
	{CategoryThreats, 0.9, "ich|wir weiss|wissen wo_du_wohnst|wo_sie_wohnen|wo_ihr_wohnt|wo_er_wohnt|wo_du_parkst", false},
	{CategoryThreats, 0.95, "ich|wir ~5 in_die_luft_jagen|in_die_luft_sprengen|niederbrennen|abfackeln|anzunden|abbrennen|zusammenschiessen|abknallen", false},
	{CategoryThreats, 0.95, "amoklauf|amok_laufen|amoklaufen|amok_gehen|schulmassaker", false},
	{CategoryThreats, 0.9, "waffe|pistole|knarre|gewehr|schusswaffe|messer|bombe ~4 mitbringen|mitgebracht|mitnehmen|mitnehme|mitbringe|dabeihaben|mit", false},
	{CategoryThreats, 0.9, "bewaffnet ~3 kommen|komme|erscheinen|erscheine|auftauchen|auftauche|da_sein", false},
	{CategoryThreats, 0.9, "komme|kommen|erscheine|tauche ~3 bewaffnet", false},
	{CategoryThreats, 0.85, "hat|haben ~2 mich|uns|studierende|studenten bedroht|bedrohte", false},
	{CategoryThreats, 0.85, "bedroht|bedrohte|droht|drohte ~2 mich|uns|mir|uns|studierenden|studenten|mit_dem_tod|mit_gewalt|mich_umzubringen", false},
	{CategoryThreats, 0.85, "morddrohung|morddrohungen|todesdrohung|todesdrohungen", false},
	{CategoryThreats, 0.85, "soll|sollte|sollen ~2 sterben|erschossen_werden|krepieren|verrecken", false},

	// Harassment.
	{CategoryHarassment, 0.85, "belastig*|sexuell_belastigt|sexuelle_belastigung|ubergriff|ubergriffe|ubergriffig|sexueller_ubergriff", false},
	{CategoryHarassment, 0.85, "begrapscht|betatscht|grapscht|grabscht|befummelt|befummelte|antatscht|angetatscht|vergewaltigt|vergewaltigung|missbraucht|missbrauch", false},
	{CategoryHarassment, 0.85, "beruhrt|beruhrte|streichelt|streichelte|fasst|fasste|tatschelt|tatschelte|anfassen|angefasst|beruhren|streicheln|anzufassen|massiert|massierte ~4 schulter|schultern|bein|beine|oberschenkel|knie|hintern|po|brust|taille|haare|haar|rucken|nacken", false},
	{CategoryHarassment, 0.85, "fasst|fasste ~3 mich|mir ~3 an", false},
	{CategoryHarassment, 0.8, "kommentar*|bemerkung*|spruche|spruch|anzugliche*|kommentiert ~5 kleidung|aussehen|korper|figur|was_ich_trage|was_ich_anhabe|meine_beine|brust|ausschnitt|outfit|rock|kleid", false},
	{CategoryHarassment, 0.75, "mobbing|gemobbt|mobbt|mobben|mobbe", false},
	{CategoryHarassment, 0.75, "du_bist|ihr_seid|du_bist_so|du_bist_eine|du_bist_ein ~2 idiot|vollidiot|depp|hure|schlampe|wichser|arschloch|missgeburt|spast|behindert|nutte|fotze|hurensohn|fett|hasslich|wertlos|nichts_wert|abschaum|dreck|versager", false},
	{CategoryHarassment, 0.9, "bring_dich_um|bring_dich_doch_um|bringt_euch_um|geh_sterben|geht_sterben|niemand_mag_dich|alle_hassen_dich|verreck|verrecke|stirb", false},
	{CategoryHarassment, 0.8, "fotos|bilder|videos|nacktbilder|nacktfotos|aufnahmen|nudes ~3 von_mir|intime|private|nackt ~5 geteilt|verschickt|gepostet|verbreitet|weitergeleitet|hochgeladen|rumgeschickt|herumgeschickt|gezeigt|geschickt", false},
	{CategoryHarassment, 0.8, "hat|haben ~4 intime|private|nackte|peinliche fotos|bilder|videos|aufnahmen ~3 von_mir", false},
	{CategoryHarassment, 0.85, "nacktbilder|nacktfotos|intime_bilder|intime_fotos", false},
	{CategoryHarassment, 0.85, "verfolgt_mich|stalkt|stalking|gestalkt|lauert_mir_auf|folgt_mir_nach_hause|ist_mir_nach_hause_gefolgt|wartet_vor_meiner_wohnung", false},
	{CategoryHarassment, 0.7, "lasst_mich_nicht_in_ruhe|lasst_mich_einfach_nicht_in_ruhe|schreibt_mir_standig|schreibt_mir_nachts|obwohl_ich_nein_gesagt|obwohl_ich_nein_sagte", false},
	{CategoryHarassment, 0.6, "angeschrien|angebrullt|anschreit|anbrullt", false},
	{CategoryHarassment, 0.6, "schreit|brullt|schrie|brullte|beleidigt|beleidigte|beschimpft|beschimpfte mich|uns|studierende|studenten|alle ?an", false},
	{CategoryHarassment, 0.7, "demutigt|gedemutigt|erniedrigt|erniedrigte|blossgestellt|bloss_gestellt|blossstellt|lacherlich_gemacht|macht_sich_uber_mich_lustig|machte_sich_uber_mich_lustig|schikaniert|schikane", false},
	{CategoryHarassment, 0.85, "note|noten|bestanden|bestehen ~5 gegen|fur sex|ein_date|ein_treffen|sexuelle_gefalligkeiten", false},
	{CategoryHarassment, 0.85, "mit_ihm_schlafen|mit_ihr_schlafen|mit_ihm_ins_bett|mit_ihr_ins_bett", false},

	// Self-harm.
	{CategorySelfHarm, 0.95, "mich ~3 umbring*|umzubringen|toten|erhangen|erschiessen|vergiften|ritzen|ritze|umbringe", false},
	{CategorySelfHarm, 0.95, "ich bring*|bringe ~1 mich um !den|die|das|meinen|meine|mein", false},
	{CategorySelfHarm, 0.95, "selbstmord_begehen|suizid_begehen|suizidgedanken|selbstmordgedanken|suizidal|suizidale|lebensmude|lebensmuede|mein_leben_beenden|meinem_leben_ein_ende|mir_das_leben_nehmen|mir_das_leben_zu_nehmen|allem_ein_ende_setzen|mich_erhangen|mich_aufhangen", false},
	{CategorySelfHarm, 0.9, "will|mochte|mag|kann|werde nicht_mehr leben|weiterleben|weitermachen", false},
	{CategorySelfHarm, 0.9, "will|mochte|wurde_gern|wurde_lieber nur_noch ?sterben|tot_sein", false},
	{CategorySelfHarm, 0.9, "will|mochte|wurde_gern|wurde_lieber|ich_will|ich_mochte sterben|tot_sein|nicht_mehr_da_sein|einfach_verschwinden|nicht_mehr_existieren !vor|an", false},
	{CategorySelfHarm, 0.9, "keinen_sinn_mehr|kein_sinn_mehr|keinen_grund_mehr_zu_leben|keinen_grund_zu_leben|wunschte_ich_ware_tot|ware_lieber_tot|ware_besser_tot|besser_tot|am_liebsten_tot|alle_waren_besser_dran_ohne_mich|besser_dran_ohne_mich", false},
	{CategorySelfHarm, 0.9, "will|mochte|wunschte ~3 nie_mehr|nicht_mehr|nie_wieder aufwachen", false},
	{CategorySelfHarm, 0.9, "ritze_mich|ritzen_mich|mich_zu_ritzen|ritze_mir|selbstverletz*|verletze_mich_selbst|mich_selbst_verletzen|mich_selbst_zu_verletzen|schneide_mich|schneide_mir_die_arme|mir_die_arme_aufschneiden|mir_die_pulsadern", false},
	{CategorySelfHarm, 0.9, "tabletten|pillen|medikamente|schlaftabletten ~4 gesammelt|gehortet|gespart|aufgehoben|zusammengespart|gebunkert|versteckt|sammle|horte", false},
	{CategorySelfHarm, 0.9, "alle_tabletten|alle_meine_tabletten|alle_pillen|die_ganze_packung|uberdosis", false},
	{CategorySelfHarm, 0.9, "brucke|dach|zug|gleise|hochhaus|fenster ~4 springen|zu_springen|springe|runterspringen|werfen|zu_werfen|stossen", false},
	{CategorySelfHarm, 0.85, "abschiedsbrief|abschiedsbriefe|abschiedsnachricht", false},
	{CategorySelfHarm, 0.6, "selbstmord|suizid !pravention|vorbeugung|pravention|hotline|rate|statistik", false},

	// Discrimination.
	{CategoryDiscrimination, 0.9, "kanake|kanaken|neger|schwuchtel|schwuchteln|zigeuner|kameltreiber|judensau|tunte|kopftuchmadchen|schlitzauge|schlitzaugen", false},
	{CategoryDiscrimination, 0.8, "^uber|gegen|anti rassist|rassistisch|rassistische|rassistischen|rassistischer|rassismus|sexist|sexistisch|sexistische|sexistischen|sexismus|homophob|homophobe|homophobie|transphob|transphobe|frauenfeindlich|frauenfeindliche|fremdenfeindlich|fremdenfeindliche|antisemitisch|antisemitische|islamfeindlich|diskriminiert|diskriminierend|diskriminierende|diskriminierenden|auslanderfeindlich|auslanderfeindliche", false},
	{CategoryDiscrimination, 0.45, "weil|da ich ~2 frau|schwarz|schwul|lesbisch|muslim|muslima|jude|judin|trans|auslander|auslanderin|behindert|migrant|migrantin|turke|turkin|araber|schwanger|kopftuch", false},
	{CategoryDiscrimination, 0.45, "wegen|aufgrund meiner|meines|meinem ~1 herkunft|hautfarbe|religion|akzents|akzent|geschlechts|geschlecht|kopftuchs|kopftuch|behinderung|sexualitat|nationalitat|namens|glaubens", false},
	{CategoryDiscrimination, 0.8, "frauen|madchen|auslander|muslime|schwarze|schwule|turken|ausländer|migranten|juden konnen|sollten|gehoren|haben|sind ~2 kein|keine|nicht_hierher|hier_nichts|dumm|minderwertig|zu_emotional|schlechter|nichts_wert", false},
	{CategoryDiscrimination, 0.85, "zuruck_in_dein_land|zuruck_in_deine_heimat|zuruck_in_eure_heimat|zuruck_wo_du_herkommst|dahin_wo_du_herkommst|dorthin_zuruck_wo", false},
	{CategoryDiscrimination, 0.6, "behandelt|behandelte ~3 frauen|auslander|internationale_studierende|schwarze|muslime|studentinnen ~2 anders|schlechter|unfair|ungerecht", false},
	{CategoryDiscrimination, 0.35, "unfair|ungerecht|benachteiligt|schlechter|ignoriert|ausgelacht|ausgeschlossen|anders|abgewertet|schlechtere|beleidigt|witze|lustig|verweigert", true},

	// Safety.
	{CategorySafety, 0.9, "gasgeruch|riecht_nach_gas|gasleck|gas_tritt_aus|kohlenmonoxid|asbest|offene_kabel|freiliegende_kabel|lose_kabel|blanke_kabel|kabel_hangen|brandgefahr|einsturzgefahr|decke_ist_eingesturzt|decke_bricht|stromschlag|kurzschluss|funken_spruhen|sprüht_funken", false},
	{CategorySafety, 0.9, "notausgang|notausgange|fluchtweg|fluchtwege|feuertur|brandschutztur|notausgangstur ~4 blockiert|versperrt|verschlossen|zugestellt|abgeschlossen|verstellt|zugesperrt", false},
	{CategorySafety, 0.9, "blockiert|versperrt|verschlossen|zugestellt|verstellt|versperren|blockieren ~3 notausgang|notausgange|fluchtweg|fluchtwege|feuertur|notausgangen|fluchtwegen", false},
	{CategorySafety, 0.85, "feuermelder|rauchmelder|brandmelder|feuerloscher|feueralarm|sprinkler ~4 kaputt|defekt|fehlt|fehlen|funktioniert|funktionieren|abgebaut|leer|abgelaufen|ausgeschaltet", false},
	{CategorySafety, 0.85, "waffe|waffen|pistole|schusswaffe|knarre|gewehr|sprengstoff|revolver", false},
	{CategorySafety, 0.55, "messer|machete", false},
	{CategorySafety, 0.9, "gibt|liegt|ist|habe|hat ~2 eine|ein bombe|sprengsatz ~2 im|in|unter", false},
	{CategorySafety, 0.6, "gefahrlich|lebensgefahrlich|unsicher|hat_sich_verletzt|habe_mich_verletzt|wurde_verletzt|verletzte_sich|verletzt_worden|gesturzt|ausgerutscht|ohnmachtig|zusammengebrochen|lebensmittelvergiftung|allergische_reaktion|uberfullt|wackelt|schimmel|gelander_ist_lose|loses_gelander", false},
	{CategorySafety, 0.7, "betrunken|alkoholisiert|besoffen|angetrunken ~4 unterricht|vorlesung|zum_unterricht|in_die_vorlesung|unterrichtet|gekommen|erschienen|seminar|labor", false},
	{CategorySafety, 0.7, "unterricht|vorlesung|seminar|labor ~4 betrunken|alkoholisiert|besoffen|angetrunken", false},
}
