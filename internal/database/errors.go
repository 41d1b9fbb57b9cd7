package database

import (
	"context"
	"database/sql"
	"database/sql/driver"
	"errors"
	"io"
	"net"
	"strings"

	"github.com/jackc/pgx/v5/pgconn"
	"modernc.org/sqlite"
	sqlite3 "modernc.org/sqlite/lib"

	"github.com/feedbackkit/feedbackkit"
)

// Translate turns driver errors into feedbackkit errors: no rows becomes
// NOT_FOUND (naming what), a unique violation ALREADY_EXISTS. Other errors,
// including nil, are returned as they are.
func Translate(err error, what string) error {
	switch {
	case err == nil:
		return nil
	case errors.Is(err, sql.ErrNoRows):
		return feedbackkit.NotFound(what)
	case IsUniqueViolation(err):
		return feedbackkit.Errorf(feedbackkit.CodeAlreadyExists, "%s already exists", what)
	}
	return err
}

// IsUnavailable reports whether err means that the database could not be
// reached or did not answer in time, rather than that the request was
// wrong: a refused or broken connection, a network timeout, a context
// deadline, PostgreSQL refusing connections (shutting down, starting, too
// many clients) or giving up on a statement (statement_timeout,
// lock_timeout), or SQLite staying busy. Asking again later may succeed.
func IsUnavailable(err error) bool {
	if err == nil {
		return false
	}
	var (
		netErr     net.Error
		connectErr *pgconn.ConnectError
		pgErr      *pgconn.PgError
		sqlErr     *sqlite.Error
	)
	switch {
	case errors.Is(err, context.DeadlineExceeded), errors.Is(err, driver.ErrBadConn),
		errors.Is(err, io.ErrUnexpectedEOF), errors.Is(err, sql.ErrConnDone),
		errors.As(err, &connectErr), errors.As(err, &netErr):
		return true
	case errors.As(err, &pgErr):
		// Class 08: connection exception; 57P01-57P03: shutdown, crash,
		// cannot connect now; 53300: too many connections; 57014: a
		// statement canceled (statement_timeout, or an operator's
		// pg_cancel_backend); 55P03: a lock not had in time (lock_timeout:
		// no statement of feedbackkit asks for a lock with NOWAIT).
		return strings.HasPrefix(pgErr.Code, "08") || pgErr.Code == "57P01" || pgErr.Code == "57P02" ||
			pgErr.Code == "57P03" || pgErr.Code == "53300" || pgErr.Code == "57014" || pgErr.Code == "55P03"
	case errors.As(err, &sqlErr):
		code := sqlErr.Code() & 0xff // the primary result code
		return code == sqlite3.SQLITE_BUSY || code == sqlite3.SQLITE_LOCKED
	}
	return false
}

// IsRetryable reports whether err is PostgreSQL's abort of a transaction
// as a deadlock victim (40P01) or a serialization failure (40001): nothing
// of it was kept, and running it again may succeed.
func IsRetryable(err error) bool {
	var pgErr *pgconn.PgError
	return errors.As(err, &pgErr) && (pgErr.Code == "40P01" || pgErr.Code == "40001")
}

// IsForeignKeyViolation reports whether err is a foreign key violation on
// PostgreSQL, or on SQLite a foreign key violation or the abort of a
// trigger that stands for one.
func IsForeignKeyViolation(err error) bool {
	var pgErr *pgconn.PgError
	if errors.As(err, &pgErr) {
		return pgErr.Code == "23503"
	}
	var sqlErr *sqlite.Error
	if errors.As(err, &sqlErr) {
		return sqlErr.Code() == sqlite3.SQLITE_CONSTRAINT_FOREIGNKEY ||
			sqlErr.Code() == sqlite3.SQLITE_CONSTRAINT_TRIGGER
	}
	return false
}

// IsNotNullViolation reports whether err is the violation of the NOT NULL
// constraint of the column column of the table table, on either dialect.
func IsNotNullViolation(err error, table, column string) bool {
	var pgErr *pgconn.PgError
	if errors.As(err, &pgErr) {
		return pgErr.Code == "23502" && pgErr.TableName == table && pgErr.ColumnName == column
	}
	var sqlErr *sqlite.Error
	if errors.As(err, &sqlErr) {
		return sqlErr.Code() == sqlite3.SQLITE_CONSTRAINT_NOTNULL &&
			strings.Contains(sqlErr.Error(), table+"."+column)
	}
	return false
}

// IsUniqueViolation reports whether err is a unique or primary key
// constraint violation on either dialect.
func IsUniqueViolation(err error) bool {
	var pgErr *pgconn.PgError
	if errors.As(err, &pgErr) {
		return pgErr.Code == "23505"
	}
	var sqlErr *sqlite.Error
	if errors.As(err, &sqlErr) {
		return sqlErr.Code() == sqlite3.SQLITE_CONSTRAINT_UNIQUE ||
			sqlErr.Code() == sqlite3.SQLITE_CONSTRAINT_PRIMARYKEY
	}
	return false
}

// Affected checks the outcome of an UPDATE or DELETE that must change a
// row: it returns err, the error of res.RowsAffected, or none when no row
// changed (typically NOT_FOUND: the row is missing, belongs to another
// organization or is no longer in the state the statement required).
func Affected(res sql.Result, err error, none error) error {
	if err != nil {
		return err
	}
	n, err := res.RowsAffected()
	if err != nil {
		return err
	}
	if n == 0 {
		return none
	}
	return nil
}
