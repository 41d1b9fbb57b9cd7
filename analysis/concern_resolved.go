package analysis

// concernResolved are passages that tell a hazard as dealt with (repaired,
// replaced, secured; not "removed", which a missing extinguisher or guard
// also is) or as a false alarm ("the sparking socket
// has been replaced", "it was just the drains", "el enchufe lo cambió el
// electricista", "afinal era o caixote do lixo"). In a text that holds one
// and no word of hazardRecurs, the safety rules' matches count for
// training only (rulesWith): the classifier alone decides whether the text
// still reports a danger, as it does for a text no safety rule reads. A
// negator just before a passage cancels it as it cancels a rule ("it
// hasn't been fixed", "nadie lo ha arreglado"), and a repair named as
// makeshift does not count ("fixed with tape"). They flag nothing.
var concernResolved = []ruleSpec{
	{CategorySafety, 0, "has_been|have_been|had_been|was|were|got|been|is_now|are_now|now ~1 fixed|repaired|replaced|relabelled|relabeled|cleared|resolved|secured|reinforced|tightened|bolted_down|unblocked|unchained|gritted|salted|serviced " + makeshiftRepair, false},
	{CategorySafety, 0, "turned_out_to_be|it_was_just|it_was_only|false_alarm|was_a_false|all_clear|nothing_wrong_with", false},
	{CategorySafety, 0, "wurde|wurden|ist|sind|war|waren ~3 repariert|ausgetauscht|ersetzt|behoben|beseitigt|freigeraumt|gesichert|befestigt|erneuert|gestreut " + makeshiftRepair, false},
	{CategorySafety, 0, "stellte_sich_heraus|stellte_sich_als|fehlalarm|falscher_alarm|entwarnung|gehorte_einem|gehorte_einer", false},
	{CategorySafety, 0, "a_ete|ont_ete|l_a|les_a|l_ont|les_ont ~1 repare|reparee|repares|reparees|remplace|remplacee|remplaces|remplacees|change|changee|changes|changees|degage|degagee|securise|securisee|resolu|renforce|renforcee|resserre|deverrouille " + makeshiftRepair, false},
	{CategorySafety, 0, "fausse_alerte|fausse_alarme|aucun_souci|rien_de_grave|c_etait_juste|c_etait_seulement", false},
	{CategorySafety, 0, "ya|lo|la|los|las ~2 arreglado|arreglada|arreglados|arregladas|arreglaron|cambiado|cambiada|cambiaron|reparado|reparada|repararon|atornillado|atornillada|atornillaron|reforzado|reforzada|reforzaron|sustituido|sustituida|sustituyeron " + makeshiftRepair, false},
	{CategorySafety, 0, "lo_cambio|la_cambio|los_cambio|las_cambio|lo_arreglo|la_arreglo|lo_reparo|la_reparo|lo_cambiaron|la_cambiaron " + makeshiftRepair, false},
	{CategorySafety, 0, "resulto_ser|falsa_alarma|era_solo|era_solamente|no_era_nada", false},
	{CategorySafety, 0, "e_stato|e_stata|sono_stati|sono_state|hanno|l_hanno|li_hanno|le_hanno ~1 riparato|riparata|riparati|riparate|sostituito|sostituita|sostituiti|sostituite|sistemato|sistemata|sistemati|sistemate|fissato|fissata|rinforzato|rinforzata " + makeshiftRepair, false},
	{CategorySafety, 0, "falso_allarme|in_realta_era|si_e_rivelato|si_e_rivelata|era_solo", false},
	{CategorySafety, 0, "foi|foram|ja|o|a|os|as ~2 reparado|reparada|reparados|reparadas|consertado|consertada|consertados|consertadas|trocado|trocada|trocados|trocadas|substituido|substituida|resolvido|resolvida|reforcado|reforcada|trocaram|consertaram|repararam|resolveram|substituiram " + makeshiftRepair, false},
	{CategorySafety, 0, "afinal_era|falso_alarme|era_so|era_apenas", false},
}

// makeshiftRepair is the guard of the passages of concernResolved that
// name a repair: not one made with tape, string, cable ties or
// cardboard, or only for now.
const makeshiftRepair = "!with_tape|with_duct_tape|with_gaffer_tape|with_string|with_cable_ties|with_zip_ties|with_cardboard|with_a_rope|using_tape|badly|temporarily|for_now|provisionally|mit_klebeband|mit_panzertape|mit_kabelbindern|mit_schnur|mit_pappe|notdurftig|provisorisch|vorlaufig|avec_du_scotch|avec_du_ruban|avec_de_la_ficelle|avec_du_carton|provisoirement|temporairement|con_cinta|con_una_brida|con_bridas|con_carton|con_cuerda|provisionalmente|temporalmente|con_lo_scotch|con_il_nastro|con_lo_spago|con_una_fascetta|col_nastro|provvisoriamente|temporaneamente|com_fita|com_abracadeiras|com_cordel|com_papelao|provisoriamente|temporariamente"

// hazardRecurs are words that tell a hazard as still there or back after
// a repair ("it was fixed but it's sparking again", "sigue saliendo
// humo", "de nouveau", "otra vez"): a text with one keeps its safety
// rules (concernResolved). Some are also ordinary words ("noch", "un
// nouveau boîtier"); they only keep the rules where they would count.
var hazardRecurs = wordSet("still|again|anyway|yet|trotzdem|wieder|noch|erneut|toujours|encore|nouveau|todavia|sigue|siguen|seguia|aun|nuevo|vez|ancora|nuovo|comunque|ainda|novo|continua|continuam")
