package server_test

import (
	"flag"
	"os"
	"runtime"
	"strconv"
	"testing"

	"github.com/feedbackkit/feedbackkit/internal/dbtest"
	"github.com/feedbackkit/feedbackkit/internal/passwordcost"
)

// testsPerCore is how many parallel tests run at once per CPU when
// go test is not given -parallel. The tests of this package mostly wait
// (for PostgreSQL's commits and checkpoints, for job polling), so go
// test's default of one per CPU leaves the CPUs idle. Four per CPU, on
// two cores loaded by other work, made a SQLite stack's job client miss
// closeKit's 30 s to stop.
const testsPerCore = 2

// maxParallel bounds that number on large machines: each running test
// holds a stack with its own pool of PostgreSQL connections, and the
// server's default max_connections is 100.
const maxParallel = 16

// TestMain makes password hashes cheap (the tests create and log in
// hundreds of accounts; identity's own tests hash at the real cost), and
// raises -parallel to testsPerCore tests per CPU (at most maxParallel)
// unless the command line sets it, or fuzzes (where it is the number of
// fuzzing processes), and runs the tests through dbtest.Main, which removes
// the template databases of appDB at the end. See docs/development.md.
func TestMain(m *testing.M) {
	passwordcost.Lower()
	flag.Parse()
	if !flagGiven("test.parallel") && flag.Lookup("test.fuzz").Value.String() == "" {
		n := min(testsPerCore*runtime.GOMAXPROCS(0), maxParallel)
		if err := flag.Set("test.parallel", strconv.Itoa(n)); err != nil {
			panic(err)
		}
	}
	os.Exit(dbtest.Main(m))
}

// flagGiven reports whether the command line set the flag name.
func flagGiven(name string) bool {
	given := false
	flag.Visit(func(f *flag.Flag) { given = given || f.Name == name })
	return given
}
