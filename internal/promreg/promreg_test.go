package promreg_test

import (
	"testing"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/feedbackkit/feedbackkit/internal/promreg"
)

func counter(name string) prometheus.Counter {
	return prometheus.NewCounter(prometheus.CounterOpts{Name: name})
}

// TestRegister: all or none are registered, and unregister takes them out,
// so that the same names register again.
func TestRegister(t *testing.T) {
	reg := prometheus.NewRegistry()
	reg.MustRegister(counter("taken"))
	if _, err := promreg.Register(reg, counter("a"), counter("b"), counter("taken")); err == nil {
		t.Fatal("a taken name registered")
	}
	unregister, err := promreg.Register(reg, counter("a"), counter("b"))
	if err != nil {
		t.Fatalf("after a failed Register, its first collectors are still registered: %v", err)
	}
	unregister()
	unregister()
	if _, err := promreg.Register(reg, counter("a"), counter("b")); err != nil {
		t.Errorf("after unregister: %v", err)
	}
	if families, err := reg.Gather(); err != nil || len(families) != 3 {
		t.Errorf("gathered %d families (%v), want 3", len(families), err)
	}
}
