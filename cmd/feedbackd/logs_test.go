package main

import (
	"context"
	"encoding/json"
	"io"
	"net"
	"os"
	"os/exec"
	"strings"
	"testing"
)

// jsonRecords parses log, every line of which must be a JSON record.
func jsonRecords(t *testing.T, log string) []map[string]any {
	t.Helper()
	var records []map[string]any
	for _, line := range strings.Split(strings.TrimSpace(log), "\n") {
		var r map[string]any
		if err := json.Unmarshal([]byte(line), &r); err != nil {
			t.Errorf("a log line is no JSON record: %s", line)
			continue
		}
		records = append(records, r)
	}
	return records
}

// closedPort returns an address where nothing listens.
func closedPort(t *testing.T) string {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close()
	return addr
}

// TestJSONLogOfAFailedStart starts feedbackd with FEEDBACKD_LOG_FORMAT=json
// and a Redis that refuses connections: everything it writes is a JSON
// record, go-redis's own lines (debug records of component redis) and
// the reason it did not start (one error record), and it exits 1.
func TestJSONLogOfAFailedStart(t *testing.T) {
	cfg := testConfig(t, "sqlite")
	cmd := exec.Command(os.Args[0])
	cmd.Env = append(os.Environ(), "FEEDBACKD_RUN_MAIN=1", "FEEDBACKD_DATABASE_URL="+cfg.DatabaseURL,
		"FEEDBACKD_BLOB_URL="+cfg.BlobURL, "FEEDBACKD_ADDR=127.0.0.1:0", "FEEDBACKD_LOG_FORMAT=json",
		"FEEDBACKD_LOG_LEVEL=debug", "FEEDBACKD_REDIS_URL=redis://"+closedPort(t))
	out, err := cmd.CombinedOutput()
	if code := cmd.ProcessState.ExitCode(); err == nil || code != 1 {
		t.Errorf("feedbackd exited with %v (code %d), want 1", err, code)
	}
	records := jsonRecords(t, string(out))
	redis := 0
	for _, r := range records {
		if r["component"] == "redis" {
			redis++
		}
	}
	if redis == 0 {
		t.Errorf("no record of go-redis:\n%s", out)
	}
	if last := records[len(records)-1]; last["level"] != "ERROR" || last["msg"] != "feedbackd could not start" ||
		!strings.Contains(last["error"].(string), "does not answer") {
		t.Errorf("the last record %v, want the error that stopped the start", last)
	}
}

// TestLogFormatFlag refuses a log format that is neither text nor json,
// naming the variable and the flag.
func TestLogFormatFlag(t *testing.T) {
	m := NewMain(testConfig(t, "sqlite"), io.Discard)
	if err := m.ParseFlags([]string{"--log-format", "xml"}); err != nil {
		t.Fatal(err)
	}
	err := m.Run(context.Background())
	m.Close()
	if err == nil || !strings.Contains(err.Error(), `FEEDBACKD_LOG_FORMAT (--log-format) "xml"`) {
		t.Errorf("Run with --log-format xml: %v", err)
	}
}

// TestRequestTimeoutZero reads FEEDBACKD_REQUEST_TIMEOUT=0 as the flag
// --request-timeout 0: the default, 30s; both refuse a negative one.
func TestRequestTimeoutZero(t *testing.T) {
	cfg, err := configFromEnv(func(k string) string { return map[string]string{"FEEDBACKD_REQUEST_TIMEOUT": "0"}[k] })
	if err != nil || cfg.RequestTimeout != 0 {
		t.Errorf("FEEDBACKD_REQUEST_TIMEOUT=0: %v, %v; want 0, the default", cfg.RequestTimeout, err)
	}
	if _, err := configFromEnv(func(k string) string { return map[string]string{"FEEDBACKD_REQUEST_TIMEOUT": "soon"}[k] }); err == nil {
		t.Error("FEEDBACKD_REQUEST_TIMEOUT=soon was accepted")
	}
	negative := func(cfg Config, args ...string) {
		t.Helper()
		m := NewMain(cfg, io.Discard)
		if err := m.ParseFlags(args); err != nil {
			t.Fatal(err)
		}
		err := m.Run(context.Background())
		m.Close()
		if err == nil || !strings.Contains(err.Error(), "FEEDBACKD_REQUEST_TIMEOUT (--request-timeout) -1s") {
			t.Errorf("a negative request timeout (%v): %v", args, err)
		}
	}
	negative(testConfig(t, "sqlite"), "--request-timeout", "-1s")
	cfg, err = configFromEnv(func(k string) string { return map[string]string{"FEEDBACKD_REQUEST_TIMEOUT": "-1s"}[k] })
	if err != nil {
		t.Fatal(err)
	}
	cfg.DatabaseURL, cfg.BlobURL, cfg.Addr = testConfig(t, "sqlite").DatabaseURL, "mem://", "127.0.0.1:0"
	negative(cfg)
}
