package dashboard

import (
	"net/url"
	"strings"
)

// ExportURL returns the address of the download, in format (csv or
// ndjson), of the feedback the filters select: GET /api/feedback/export
// below base, with the same filters (the dashboard's names turned into
// the API's; the search, room, sentiment, tags and dates, not the
// interval). The browser sends its session cookie, and the API decides
// who may export (admins).
func (f Filter) ExportURL(base, format string) string {
	v := url.Values{"format": {format}}
	var tags []string
	for _, t := range strings.Split(f.Tags, ",") {
		if t = strings.TrimSpace(t); t != "" {
			tags = append(tags, t)
		}
	}
	for _, p := range [][2]string{{"eventType", f.Room}, {"sentiment", f.Sentiment}, {"tags", strings.Join(tags, ",")},
		{"startDate", f.From}, {"endDate", f.To}, {"search", f.Search}} {
		if p[1] != "" {
			v.Set(p[0], p[1])
		}
	}
	return base + "/api/feedback/export?" + v.Encode()
}
