package jobs

import (
	"encoding/json"
	"testing"

	"go.opentelemetry.io/otel/propagation"
)

func TestOriginKeepsTheOtherMetadata(t *testing.T) {
	o := origin{RequestID: "req-1", Trace: propagation.MapCarrier{"traceparent": "00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01"}}
	md, err := withOrigin([]byte(`{"river:big":12345678901234567890123,"note":"kept"}`), o)
	if err != nil {
		t.Fatal(err)
	}
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(md, &fields); err != nil {
		t.Fatal(err)
	}
	if string(fields["river:big"]) != "12345678901234567890123" || string(fields["note"]) != `"kept"` {
		t.Errorf("metadata %s lost its other keys", md)
	}
	if got := originOf(md); got.RequestID != o.RequestID || got.Trace["traceparent"] != o.Trace["traceparent"] {
		t.Errorf("origin %+v, want %+v", got, o)
	}
	if md, err := withOrigin(nil, o); err != nil || originOf(md).RequestID != "req-1" {
		t.Errorf("no metadata: %s %v", md, err)
	}
	if _, err := withOrigin([]byte(`[1]`), o); err == nil {
		t.Error("metadata that is not an object accepted")
	}
	for _, md := range []string{"", "{}", `{"feedbackkit":"not an origin"}`} {
		if got := originOf([]byte(md)); got.RequestID != "" || len(got.Trace) != 0 {
			t.Errorf("origin of %q: %+v", md, got)
		}
	}
}
