// Command webhookreceiver receives feedbackkit's webhooks: it checks the
// Standard Webhooks signature of each request (with the Standard Webhooks
// library, as any receiver can) and its age, skips a webhook-id it has
// seen already (deliveries are at least once), and prints the event.
//
//	WEBHOOK_SECRET=whsec_... go run ./examples/webhookreceiver -addr :9000
//
// During the 24 hours after a rotation, set WEBHOOK_SECRET to the new
// secret: the requests carry a signature by each.
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"log"
	"net/http"
	"os"
	"sync"

	standardwebhooks "github.com/standard-webhooks/standard-webhooks/libraries/go"
)

func main() {
	addr := flag.String("addr", ":9000", "address to listen on")
	flag.Parse()
	h, err := newReceiver(os.Getenv("WEBHOOK_SECRET"), func(e event) {
		fmt.Printf("%s %s %s\n", e.Timestamp, e.Type, e.Data)
	})
	if err != nil {
		log.Fatal(err)
	}
	log.Printf("listening on %s", *addr)
	log.Fatal(http.ListenAndServe(*addr, h))
}

// event is the body of a webhook of the standard format.
type event struct {
	Type      string          `json:"type"`
	Timestamp string          `json:"timestamp"`
	Data      json.RawMessage `json:"data"`
}

// receiver is the webhook endpoint.
type receiver struct {
	verifier *standardwebhooks.Webhook
	handle   func(event)

	mu   sync.Mutex
	seen map[string]bool // webhook-ids handled (a real receiver keeps them in its database)
}

// newReceiver returns the endpoint that verifies requests with secret
// (whsec_...) and gives each new event to handle.
func newReceiver(secret string, handle func(event)) (*receiver, error) {
	v, err := standardwebhooks.NewWebhook(secret)
	if err != nil || secret == "" {
		return nil, fmt.Errorf("WEBHOOK_SECRET must be the webhook's secret (whsec_...)")
	}
	return &receiver{verifier: v, handle: handle, seen: map[string]bool{}}, nil
}

// maxBody bounds the body read.
const maxBody = 1 << 20

func (rc *receiver) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost {
		http.Error(w, "POST only", http.StatusMethodNotAllowed)
		return
	}
	body, err := io.ReadAll(io.LimitReader(r.Body, maxBody))
	if err != nil {
		http.Error(w, "unreadable body", http.StatusBadRequest)
		return
	}
	// Verify checks the signature and that webhook-timestamp is within
	// five minutes of now, which stops replays.
	if err := rc.verifier.Verify(body, r.Header); err != nil {
		http.Error(w, "invalid signature", http.StatusUnauthorized)
		return
	}
	var e event
	if err := json.Unmarshal(body, &e); err != nil {
		http.Error(w, "not an event", http.StatusBadRequest)
		return
	}
	id := r.Header.Get("webhook-id")
	rc.mu.Lock()
	dup := rc.seen[id]
	rc.seen[id] = true
	rc.mu.Unlock()
	if !dup {
		rc.handle(e)
	}
	w.WriteHeader(http.StatusNoContent)
}
