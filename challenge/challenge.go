// Package challenge is the proof of work that rooms and forms may ask of
// anonymous respondents (docs/spam.md), in the ALTCHA scheme: the server
// gives a challenge, the SHA-256 of a random salt followed by a secret
// number up to MaxNumber, signed with an HMAC; the browser finds the number
// by trying them all, and sends it back with the challenge as the
// submission's solution. The server checks the signature, the expiry
// written in the salt, the hash, and that the challenge was not used
// before: each is usable once, across every instance that shares the
// Store.
//
// Nothing leaves the server: no third party sees the respondent.
package challenge

import (
	"context"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"math/big"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/riverqueue/river"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/internal/jobs"
)

// Algorithm is the hash of the challenges, in ALTCHA's spelling.
const Algorithm = "SHA-256"

// Defaults of Config.
const (
	// DefaultMaxNumber bounds the secret number of a challenge: a browser
	// tries half as many hashes on average. Chosen so that 95% of the
	// challenges are solved within about half a second on a CPU four
	// times slower than a server core, as a mid-tier phone's
	// (docs/spam.md has the measurement).
	DefaultMaxNumber = 50_000
	// DefaultTTL is how long a challenge may be solved and used.
	DefaultTTL = 10 * time.Minute
	// PurgeInterval is how often the challenge.purge job runs.
	PurgeInterval = time.Hour
)

// maxPayload bounds the length of a solution a Service reads.
const maxPayload = 2048

// Challenge is what GET /api/public/challenge answers: ALTCHA's challenge
// object.
type Challenge struct {
	Algorithm string `json:"algorithm"`
	// Challenge is the hex SHA-256 of Salt followed by the decimal number
	// to find.
	Challenge string `json:"challenge"`
	// MaxNumber bounds the number.
	MaxNumber int `json:"maxnumber"`
	// Salt is random hex followed by "?expires=" and the Unix time after
	// which the challenge is refused.
	Salt string `json:"salt"`
	// Signature is the hex HMAC-SHA256 of Challenge followed by Salt
	// under the Service's key: it binds the salt, expiry included, as
	// issued (see sign).
	Signature string `json:"signature"`
}

// Solution is a solved challenge as the browser sends it: the JSON object,
// in base64, is the submission's field altcha.
type Solution struct {
	Algorithm string `json:"algorithm"`
	Challenge string `json:"challenge"`
	Number    int64  `json:"number"`
	Salt      string `json:"salt"`
	Signature string `json:"signature"`
}

// Encode returns the solution as a submission carries it.
func (s Solution) Encode() string {
	b, _ := json.Marshal(s) // cannot fail
	return base64.StdEncoding.EncodeToString(b)
}

// Store remembers the challenges used. NewBunStore returns feedbackkit's,
// in the database that every instance shares.
type Store interface {
	// Use records the challenge as used until expires, and returns
	// ALREADY_EXISTS when it was used before.
	Use(ctx context.Context, challenge string, expires time.Time) error
	// DeleteExpired forgets the challenges that expired before t and
	// returns how many.
	DeleteExpired(ctx context.Context, t time.Time) (int, error)
}

// New returns a new challenge, valid for Config.TTL.
func (s *Service) New() (*Challenge, error) {
	n, err := rand.Int(rand.Reader, big.NewInt(int64(s.cfg.MaxNumber)+1))
	if err != nil {
		return nil, err
	}
	salt := rand.Text() + "?expires=" + strconv.FormatInt(s.cfg.Now().Add(s.cfg.TTL).Unix(), 10)
	c := hashOf(salt, n.Int64())
	return &Challenge{Algorithm: Algorithm, Challenge: c, MaxNumber: s.cfg.MaxNumber, Salt: salt, Signature: s.sign(c, salt)}, nil
}

// Verify checks the solution payload (Solution.Encode) and uses it up. It
// returns CHALLENGE_FAILED for a missing, malformed, forged, expired, wrong
// or used solution.
func (s *Service) Verify(ctx context.Context, payload string) error {
	sol, expires, ok := s.check(payload)
	if !ok {
		return failed()
	}
	err := s.store.Use(ctx, sol.Challenge, expires)
	if feedbackkit.ErrorCode(err) == feedbackkit.CodeAlreadyExists {
		return failed()
	}
	return err
}

// check verifies payload without using it up, and returns the solution and
// the expiry of its challenge.
func (s *Service) check(payload string) (Solution, time.Time, bool) {
	var sol Solution
	if payload == "" || len(payload) > maxPayload {
		return sol, time.Time{}, false
	}
	raw, err := base64.StdEncoding.DecodeString(payload)
	if err != nil || json.Unmarshal(raw, &sol) != nil || sol.Algorithm != Algorithm {
		return sol, time.Time{}, false
	}
	if !hmac.Equal([]byte(sol.Signature), []byte(s.sign(sol.Challenge, sol.Salt))) {
		return sol, time.Time{}, false
	}
	_, query, _ := strings.Cut(sol.Salt, "?")
	params, err := url.ParseQuery(query)
	if err != nil {
		return sol, time.Time{}, false
	}
	unix, err := strconv.ParseInt(params.Get("expires"), 10, 64)
	expires := time.Unix(unix, 0)
	if err != nil || !s.cfg.Now().Before(expires) {
		return sol, time.Time{}, false
	}
	if sol.Number < 0 || subtle.ConstantTimeCompare([]byte(hashOf(sol.Salt, sol.Number)), []byte(sol.Challenge)) != 1 {
		return sol, time.Time{}, false
	}
	return sol, expires, true
}

// Purge forgets the used challenges that have expired (they are refused
// for their expiry anyway) and returns how many. AddPeriodicJobs runs it
// every PurgeInterval.
func (s *Service) Purge(ctx context.Context) (int, error) {
	return s.store.DeleteExpired(ctx, s.cfg.Now())
}

// sign is the hex HMAC-SHA256 of challenge followed by salt. Signing the
// challenge alone would let a solver move the leading digits of its
// number to the end of the salt, whose hash is the same: "…?expires=1796075759"
// and 43268 hash as "…?expires=17960757594326" and 8 do, an expiry far in
// the future. The challenge of a valid solution is 64 hex digits (its
// hash), so the split between the two is never in doubt.
func (s *Service) sign(challenge, salt string) string {
	m := hmac.New(sha256.New, s.cfg.Key)
	m.Write([]byte(challenge))
	m.Write([]byte(salt))
	return hex.EncodeToString(m.Sum(nil))
}

// hashOf is the hex SHA-256 of salt followed by number in decimal.
func hashOf(salt string, number int64) string {
	sum := sha256.Sum256([]byte(salt + strconv.FormatInt(number, 10)))
	return hex.EncodeToString(sum[:])
}

// failed is the answer to a submission without a valid solution.
func failed() error {
	return feedbackkit.Errorf(feedbackkit.CodeChallengeFailed, "the proof-of-work challenge was not solved, expired or was used already; solve a new one")
}

// PurgeArgs is the River job of Purge.
type PurgeArgs struct{}

// Kind implements river.JobArgs.
func (PurgeArgs) Kind() string { return "challenge.purge" }

// AddWorkers registers the worker of the challenge.purge job.
func (s *Service) AddWorkers(workers *river.Workers) {
	jobs.AddPurge[PurgeArgs](workers, s.Purge)
}

// AddPeriodicJobs adds challenge.purge to periodic, when the job client
// starts and every PurgeInterval.
func (s *Service) AddPeriodicJobs(periodic *river.PeriodicJobBundle) {
	jobs.Every(periodic, PurgeInterval, PurgeArgs{})
}
