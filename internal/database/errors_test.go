package database_test

import (
	"context"
	"database/sql"
	"database/sql/driver"
	"errors"
	"fmt"
	"io"
	"net"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgconn"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/internal/database"
)

func TestIsUnavailable(t *testing.T) {
	wrap := func(err error) error { return fmt.Errorf("find user: %w", err) }
	for name, tc := range map[string]struct {
		err  error
		want bool
	}{
		"nil":               {nil, false},
		"refused":           {wrap(&net.OpError{Op: "dial", Net: "tcp", Err: errors.New("connection refused")}), true},
		"deadline":          {wrap(context.DeadlineExceeded), true},
		"bad connection":    {wrap(driver.ErrBadConn), true},
		"connection closed": {wrap(sql.ErrConnDone), true},
		"broken stream":     {wrap(io.ErrUnexpectedEOF), true},
		"admin shutdown":    {wrap(&pgconn.PgError{Code: "57P01"}), true},
		"connection failed": {wrap(&pgconn.PgError{Code: "08006"}), true},
		"too many clients":  {wrap(&pgconn.PgError{Code: "53300"}), true},
		"statement timeout": {wrap(&pgconn.PgError{Code: "57014"}), true},
		"lock timeout":      {wrap(&pgconn.PgError{Code: "55P03"}), true},
		"unique violation":  {wrap(&pgconn.PgError{Code: "23505"}), false},
		"no rows":           {wrap(sql.ErrNoRows), false},
		"canceled":          {wrap(context.Canceled), false},
		"a feedbackkit err": {feedbackkit.NotFound("room"), false},
		"anything else":     {errors.New("boom"), false},
	} {
		if got := database.IsUnavailable(tc.err); got != tc.want {
			t.Errorf("%s: IsUnavailable(%v) = %v, want %v", name, tc.err, got, tc.want)
		}
	}
	// A real connection to a port nothing listens on.
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	_, err = database.Open(ctx, "postgres://postgres@"+addr+"/x?sslmode=disable&connect_timeout=2")
	if err == nil || !database.IsUnavailable(err) {
		t.Errorf("opening a closed port: %v, want an unavailable error", err)
	}
}
