package challenge_test

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"strconv"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/app"
	"github.com/feedbackkit/feedbackkit/challenge"
)

// A server gives a challenge; the respondent's browser finds its number by
// trying them all and sends the solution with the submission; the server
// accepts it once.
func ExampleService_Verify() {
	ctx := context.Background()
	dir, err := os.MkdirTemp("", "challenge-example")
	if err != nil {
		log.Fatal(err)
	}
	defer os.RemoveAll(dir)
	db, err := app.OpenDB(ctx, "sqlite://"+filepath.Join(dir, "example.db"))
	if err != nil {
		log.Fatal(err)
	}
	defer db.Close()
	if err := challenge.Migrate(ctx, db); err != nil {
		log.Fatal(err)
	}
	s, err := challenge.NewService(challenge.NewBunStore(db), challenge.Deps{}, challenge.Config{Key: []byte("the server's secret key")})
	if err != nil {
		log.Fatal(err)
	}
	c, err := s.New()
	if err != nil {
		log.Fatal(err)
	}

	// What the browser does: the number whose SHA-256 after the salt is
	// the challenge.
	sol := challenge.Solution{Algorithm: c.Algorithm, Challenge: c.Challenge, Salt: c.Salt, Signature: c.Signature}
	for n := 0; n <= c.MaxNumber; n++ {
		sum := sha256.Sum256([]byte(c.Salt + strconv.Itoa(n)))
		if hex.EncodeToString(sum[:]) == c.Challenge {
			sol.Number = int64(n)
			break
		}
	}

	fmt.Println("first use:", feedbackkit.ErrorCode(s.Verify(ctx, sol.Encode())) == "")
	fmt.Println("second use:", feedbackkit.ErrorCode(s.Verify(ctx, sol.Encode())))
	// Output:
	// first use: true
	// second use: CHALLENGE_FAILED
}
