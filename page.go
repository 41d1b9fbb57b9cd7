package feedbackkit

// Pagination defaults and bounds of the API's paginated lists.
const (
	DefaultPageLimit = 20
	MaxPageLimit     = 100
)

// PageRequest asks for one page of a list. The zero value asks for the first
// page with the default limit.
type PageRequest struct {
	// Page is the number of the page, from 1; 0 asks for the first.
	Page int
	// Limit is the most items a page holds; 0 asks for DefaultPageLimit,
	// and more than MaxPageLimit gets MaxPageLimit.
	Limit int
}

// Normalize fills defaults and clamps the limit to MaxPageLimit. A page or
// limit below 1 that was set explicitly is rejected with VALIDATION_FAILED.
func (r PageRequest) Normalize() (PageRequest, error) {
	if r.Page == 0 {
		r.Page = 1
	}
	if r.Limit == 0 {
		r.Limit = DefaultPageLimit
	}
	if r.Page < 1 {
		return r, Invalid("page", "must be a number >= 1")
	}
	if r.Limit < 1 {
		return r, Invalid("limit", "must be a number >= 1")
	}
	if r.Limit > MaxPageLimit {
		r.Limit = MaxPageLimit
	}
	return r, nil
}

// MaxOffset bounds the offset of a page: a page further on is past the end
// of every list, and is asked of a database as at MaxOffset, so that it
// answers no items (and the total) however large its number. It fits an
// int on every platform.
const MaxOffset = 1<<31 - 1

// Offset is the number of items before the requested page, at most
// MaxOffset. It is 0 for a request that is not normalized.
func (r PageRequest) Offset() int {
	if r.Page < 1 || r.Limit < 1 {
		return 0
	}
	if r.Page-1 > MaxOffset/r.Limit {
		return MaxOffset
	}
	return (r.Page - 1) * r.Limit
}

// Page is one page of a list, in the JSON shape of the API's paginated
// lists.
type Page[T any] struct {
	// Data are the page's items, in the list's order; empty, never nil,
	// past the end.
	Data []T `json:"data"`
	// Total is the number of items of the whole list (see TotalCapped).
	Total int `json:"total"`
	// Page and Limit are those of the normalized PageRequest.
	Page  int `json:"page"`
	Limit int `json:"limit"`
	// TotalPages is the number of pages of Limit items that Total fills.
	TotalPages int `json:"totalPages"`
	// TotalCapped reports that Total is a lower bound: at least Total
	// items match and more may, as an exact count would be slow (a search
	// for a common word). TotalPages counts the pages up to Total; later
	// pages are served all the same.
	TotalCapped bool `json:"totalCapped,omitempty"`
}

// NewPage assembles a page from its items, the total count of the list and
// the (normalized) request.
func NewPage[T any](items []T, total int, r PageRequest) Page[T] {
	if items == nil {
		items = []T{}
	}
	pages := 0
	if r.Limit > 0 {
		pages = (total + r.Limit - 1) / r.Limit
	}
	return Page[T]{Data: items, Total: total, Page: r.Page, Limit: r.Limit, TotalPages: pages}
}
