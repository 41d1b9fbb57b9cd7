package challenge_test

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/challenge"
	"github.com/feedbackkit/feedbackkit/internal/clocktest"
	"github.com/feedbackkit/feedbackkit/internal/dbtest"
)

// newService returns a Service of a small difficulty on a migrated db.
func newService(t testing.TB, db *bun.DB, clock *clocktest.Clock, key string) *challenge.Service {
	t.Helper()
	if err := challenge.Migrate(context.Background(), db); err != nil {
		t.Fatal(err)
	}
	s, err := challenge.NewService(challenge.NewBunStore(db), challenge.Deps{}, challenge.Config{Key: []byte(key), MaxNumber: 2000, Now: clock.Now})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// solve finds the number of c as a browser does, by trying them all.
func solve(t testing.TB, c *challenge.Challenge) challenge.Solution {
	t.Helper()
	s := challenge.Solution{Algorithm: c.Algorithm, Challenge: c.Challenge, Salt: c.Salt, Signature: c.Signature}
	for n := int64(0); n <= int64(c.MaxNumber); n++ {
		s.Number = n
		if challenge.HashOf(c.Salt, n) == c.Challenge {
			return s
		}
	}
	t.Fatalf("no number solves %+v", c)
	return s
}

// splice moves the leading digits of sol's number (of two digits at least)
// to the end of its salt, the expiry's: the salt and the number hash as
// they did.
func splice(sol challenge.Solution) challenge.Solution {
	d := strconv.FormatInt(sol.Number, 10)
	sol.Salt += d[:len(d)-1]
	sol.Number = int64(d[len(d)-1] - '0')
	return sol
}

func newChallenge(t testing.TB, s *challenge.Service) *challenge.Challenge {
	t.Helper()
	c, err := s.New()
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func wantCode(t *testing.T, name string, err error, code feedbackkit.Code) {
	t.Helper()
	if got := feedbackkit.ErrorCode(err); got != code {
		t.Errorf("%s: error %v, want %q", name, err, code)
	}
}

func TestVerify(t *testing.T) {
	t.Parallel()
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		ctx := context.Background()
		clock := &clocktest.Clock{}
		s := newService(t, db, clock, "key-one")
		other := newService(t, db, clock, "key-one") // another instance
		forger := newService(t, db, clock, "key-two")

		c := newChallenge(t, s)
		if c.Algorithm != "SHA-256" || c.MaxNumber != 2000 || len(c.Challenge) != 64 || len(c.Signature) != 64 {
			t.Errorf("challenge %+v", c)
		}
		good := solve(t, c)
		wantCode(t, "a solution", s.Verify(ctx, good.Encode()), "")
		wantCode(t, "the same solution again", s.Verify(ctx, good.Encode()), feedbackkit.CodeChallengeFailed)
		wantCode(t, "the same solution at another instance", other.Verify(ctx, good.Encode()), feedbackkit.CodeChallengeFailed)

		c2 := newChallenge(t, s)
		wrong := solve(t, c2)
		wrong.Number = (wrong.Number + 1) % 2001
		forged := solve(t, newChallenge(t, forger))
		stretched := solve(t, newChallenge(t, s))
		stretched.Salt += "0" // a salt with a later expiry would need a new signature
		spliced := solve(t, newChallenge(t, s))
		for spliced.Number < 10 {
			spliced = solve(t, newChallenge(t, s))
		}
		spliced = splice(spliced)
		badAlgo := solve(t, c2)
		badAlgo.Algorithm = "SHA-1"
		for name, payload := range map[string]string{
			"empty":           "",
			"not base64":      "%%%",
			"not JSON":        base64.StdEncoding.EncodeToString([]byte("solution")),
			"wrong number":    wrong.Encode(),
			"other key":       forged.Encode(),
			"changed salt":    stretched.Encode(),
			"spliced":         spliced.Encode(),
			"other algorithm": badAlgo.Encode(),
			"too long":        base64.StdEncoding.EncodeToString(make([]byte, 4096)),
		} {
			wantCode(t, name, s.Verify(ctx, payload), feedbackkit.CodeChallengeFailed)
		}
		// Refused solutions were not used up.
		wantCode(t, "the right number after a wrong one", other.Verify(ctx, solve(t, c2).Encode()), "")

		// Expiry.
		late := solve(t, newChallenge(t, s))
		clock.Advance(challenge.DefaultTTL)
		wantCode(t, "expired", s.Verify(ctx, late.Encode()), feedbackkit.CodeChallengeFailed)
		n, err := s.Purge(ctx)
		if err != nil || n != 2 {
			t.Errorf("purge: %d, %v; want the 2 used challenges", n, err)
		}
	})
}

// TestVerifyConcurrently uses one solution 20 times at once, through two
// instances: exactly one use is accepted.
func TestVerifyConcurrently(t *testing.T) {
	t.Parallel()
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		clock := &clocktest.Clock{}
		a, b := newService(t, db, clock, "k"), newService(t, db, clock, "k")
		sol := solve(t, newChallenge(t, a)).Encode()
		fresh := make([]string, 10)
		for i := range fresh {
			fresh[i] = solve(t, newChallenge(t, a)).Encode()
		}
		var (
			wg       sync.WaitGroup
			mu       sync.Mutex
			accepted int
		)
		for i := range 20 {
			wg.Add(2)
			go func() {
				defer wg.Done()
				err := []*challenge.Service{a, b}[i%2].Verify(context.Background(), sol)
				if err == nil {
					mu.Lock()
					accepted++
					mu.Unlock()
				} else if feedbackkit.ErrorCode(err) != feedbackkit.CodeChallengeFailed {
					t.Errorf("verify: %v", err)
				}
			}()
			go func() { // other solutions in the same batches go through
				defer wg.Done()
				if i < len(fresh) {
					if err := b.Verify(context.Background(), fresh[i]); err != nil {
						t.Errorf("fresh solution %d: %v", i, err)
					}
				}
			}()
		}
		wg.Wait()
		if accepted != 1 {
			t.Errorf("%d uses accepted, want 1", accepted)
		}
	})
}

func TestChallengeJSON(t *testing.T) {
	t.Parallel()
	s, err := challenge.NewService(challenge.NewBunStore(dbtest.Open(t, "sqlite")), challenge.Deps{},
		challenge.Config{Key: []byte("k"), Now: func() time.Time { return time.Unix(1_800_000_000, 0) }})
	if err != nil {
		t.Fatal(err)
	}
	c, err := s.New()
	if err != nil {
		t.Fatal(err)
	}
	b, _ := json.Marshal(c)
	var m map[string]any
	_ = json.Unmarshal(b, &m)
	if m["maxnumber"] != float64(challenge.DefaultMaxNumber) || m["salt"] == "" || len(m) != 5 {
		t.Errorf("challenge JSON %s", b)
	}
	if want := "?expires=1800000600"; len(c.Salt) < len(want) || c.Salt[len(c.Salt)-len(want):] != want {
		t.Errorf("salt %q does not end in %q", c.Salt, want)
	}
}

// BenchmarkCheck is the server's cost of checking a solution, without
// recording its use.
func BenchmarkCheck(b *testing.B) {
	s, err := challenge.NewService(challenge.NewBunStore(dbtest.Open(b, "sqlite")), challenge.Deps{}, challenge.Config{Key: []byte("k"), MaxNumber: 2000})
	if err != nil {
		b.Fatal(err)
	}
	payload := solve(b, newChallenge(b, s)).Encode()
	b.ReportAllocs()
	for b.Loop() {
		if !challenge.Check(s, payload) {
			b.Fatal("refused")
		}
	}
}

func TestNewServiceNeedsStoreAndKey(t *testing.T) {
	t.Parallel()
	store := challenge.NewBunStore(dbtest.Open(t, "sqlite"))
	if _, err := challenge.NewService(nil, challenge.Deps{}, challenge.Config{Key: []byte("k")}); err == nil {
		t.Error("NewService without a Store: no error")
	}
	if _, err := challenge.NewService(store, challenge.Deps{}, challenge.Config{}); err == nil {
		t.Error("NewService without a key: no error")
	}
}

// BenchmarkVerify is the server's whole cost of accepting a solution: the
// check and the recording of its use in PostgreSQL (one INSERT), one
// solution at a time.
//
//	go test ./challenge -run '^$' -bench 'Check|Verify'
func BenchmarkVerify(b *testing.B) {
	db := dbtest.Open(b, "postgres")
	s := newService(b, db, &clocktest.Clock{}, "k")
	payloads := make([]string, b.N)
	for i := range payloads {
		payloads[i] = solve(b, newChallenge(b, s)).Encode()
	}
	ctx := context.Background()
	b.ReportAllocs()
	b.ResetTimer()
	for i := range b.N {
		if err := s.Verify(ctx, payloads[i]); err != nil {
			b.Fatal(err)
		}
	}
}
