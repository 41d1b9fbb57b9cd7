// Package demo holds what the examples that serve HTTP share: where they
// keep their database when the user names none, and the URL of their
// listen address.
package demo

import (
	"net"
	"os"
	"path/filepath"
)

// Database returns databaseURL, or, when it is "", the URL of a SQLite
// file in a new temporary directory, where its key file goes too, so that
// an example writes nothing to the working directory. remove removes that
// directory (nothing for a databaseURL of the user's).
func Database(databaseURL, name string) (url string, remove func(), err error) {
	if databaseURL != "" {
		return databaseURL, func() {}, nil
	}
	dir, err := os.MkdirTemp("", "feedbackkit-"+name)
	if err != nil {
		return "", nil, err
	}
	return "sqlite://" + filepath.Join(dir, "feedback.db"), func() { os.RemoveAll(dir) }, nil
}

// LocalURL is the URL of the listen address addr from this machine:
// localhost when addr names no host.
func LocalURL(addr string) string {
	host, port, err := net.SplitHostPort(addr)
	if err != nil || host == "" {
		host = "localhost"
	}
	return "http://" + net.JoinHostPort(host, port)
}
