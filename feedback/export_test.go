package feedback

// SetWalkRows sets how many of the newest items the store s reads for the
// page of a search before it looks the matches up (see findSearchPage), so
// that tests reach either step with few items.
func SetWalkRows(s *BunStore, n int) { s.walkRows = n }

// SearchMergeStep is searchMergeStep, for tests that look at the state of
// the full-text index.
var SearchMergeStep = searchMergeStep

// WalkRows is walkRows.
const WalkRows = walkRows

// RenameRoom and DeleteRoom are the hooks FollowRooms adds to a
// rooms.Service, for the tests that run them without one.
var (
	RenameRoom = (*Service).renameRoom
	DeleteRoom = (*Service).deleteRoom
)
