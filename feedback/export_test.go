package feedback

// SetCommonMatches sets how many items must hold the words of a search for
// the SQLite store s to read the newest items for them (see commonWords),
// so that tests reach that plan with few items.
func SetCommonMatches(s *BunStore, n int) { s.commonMatches = n }

// SearchMergeStep is searchMergeStep, for tests that look at the state of
// the full-text index.
var SearchMergeStep = searchMergeStep
