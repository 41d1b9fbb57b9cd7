package analysis

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"runtime"
	"strconv"
	"strings"
	"testing"
)

// processMemoryEnv, set in its environment, makes the test binary that
// BenchmarkProcessMemory runs measure itself (TestProcessMemoryChild).
const processMemoryEnv = "FEEDBACKKIT_PROCESS_MEMORY_CHILD"

// BenchmarkProcessMemory reports what the offline analysis adds to a
// process: how much its resident set (MB-rss-growth, VmRSS) and its live
// heap (MB-live-heap, HeapAlloc after a collection) grow once it has made
// a Local, detected one concern and classified one text. Each
// operation runs the test binary again as a fresh process
// (TestProcessMemoryChild), since the detector and the models are built
// once per process. It needs /proc and skips without it.
func BenchmarkProcessMemory(b *testing.B) {
	if _, err := os.Stat("/proc/self/status"); err != nil {
		b.Skip("no /proc/self/status:", err)
	}
	var rss, heap float64
	for i := 0; i < b.N; i++ {
		cmd := exec.Command(os.Args[0], "-test.run", "^TestProcessMemoryChild$")
		cmd.Env = append(os.Environ(), processMemoryEnv+"=1")
		out, err := cmd.CombinedOutput()
		if err != nil {
			b.Fatalf("%v: %s", err, out)
		}
		r, h, err := parseProcessMemory(out)
		if err != nil {
			b.Fatalf("%v: %s", err, out)
		}
		rss += r
		heap += h
	}
	b.ReportMetric(rss/float64(b.N), "MB-rss-growth")
	b.ReportMetric(heap/float64(b.N), "MB-live-heap")
}

// TestProcessMemoryChild is the measurement of BenchmarkProcessMemory,
// which runs it in a process of its own; it does nothing otherwise. It
// prints the growth of VmRSS and of HeapAlloc, in MB, from before
// NewLocal to after a collection that follows one concern and one
// classification.
func TestProcessMemoryChild(t *testing.T) {
	if os.Getenv(processMemoryEnv) == "" {
		t.Skip("run by BenchmarkProcessMemory")
	}
	var before, after runtime.MemStats
	runtime.GC()
	rss0 := residentMB(t)
	runtime.ReadMemStats(&before)
	l := NewLocal()
	if c := l.DetectConcern("I am going to kill myself tonight"); !c.IsSerious {
		t.Fatalf("DetectConcern: not serious: %+v", c)
	}
	l.Classify("The lectures were clear and the labs were fun.")
	runtime.GC()
	runtime.ReadMemStats(&after)
	rss1 := residentMB(t)
	runtime.KeepAlive(l)
	heap := (float64(after.HeapAlloc) - float64(before.HeapAlloc)) / (1 << 20)
	fmt.Printf("process-memory rss-growth=%.1f live-heap=%.1f\n", rss1-rss0, heap)
}

// residentMB returns the resident set of the process (VmRSS of
// /proc/self/status) in MB.
func residentMB(t *testing.T) float64 {
	status, err := os.ReadFile("/proc/self/status")
	if err != nil {
		t.Fatal(err)
	}
	for line := range strings.Lines(string(status)) {
		if rest, ok := strings.CutPrefix(line, "VmRSS:"); ok {
			kb, err := strconv.ParseFloat(strings.TrimSuffix(strings.TrimSpace(rest), " kB"), 64)
			if err != nil {
				t.Fatal(err)
			}
			return kb / 1024
		}
	}
	t.Fatal("no VmRSS in /proc/self/status")
	return 0
}

// parseProcessMemory reads the line that TestProcessMemoryChild prints.
func parseProcessMemory(out []byte) (rss, heap float64, err error) {
	for line := range bytes.Lines(out) {
		if _, err := fmt.Sscanf(string(line), "process-memory rss-growth=%g live-heap=%g", &rss, &heap); err == nil {
			return rss, heap, nil
		}
	}
	return 0, 0, fmt.Errorf("no process-memory line")
}
