package database

import (
	"database/sql"
	"errors"

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

// IsForeignKeyViolation reports whether err is a foreign key constraint
// violation on either dialect: typically, the row referred to is gone.
func IsForeignKeyViolation(err error) bool {
	var pgErr *pgconn.PgError
	if errors.As(err, &pgErr) {
		return pgErr.Code == "23503"
	}
	var sqlErr *sqlite.Error
	if errors.As(err, &sqlErr) {
		return sqlErr.Code() == sqlite3.SQLITE_CONSTRAINT_FOREIGNKEY
	}
	return false
}
