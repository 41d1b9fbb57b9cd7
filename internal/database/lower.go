package database

import (
	"database/sql/driver"
	"strings"

	"github.com/uptrace/bun"
	"modernc.org/sqlite"
)

// sqliteLower is the name of the SQL function that lower-cases text on
// SQLite for every letter, as PostgreSQL's lower() does on a database of a
// UTF-8 locale: SQLite's own lower() folds ASCII letters only, so that a
// comparison of "Ärger" and "ärger" would agree on PostgreSQL and not on
// SQLite.
const sqliteLower = "feedbackkit_lower"

// The function is registered with the "sqlite" driver (modernc.org/sqlite)
// when this package is initialized, before any program can open a
// connection: every connection of the driver has it, also those of a *bun.DB
// that a program opens itself. A tool that writes to the database through
// another SQLite library (the sqlite3 shell) lacks it, and so cannot run the
// triggers that call it (feedback_items' inserts, updates and deletes).
func init() {
	sqlite.MustRegisterDeterministicScalarFunction(sqliteLower, 1, lowerValue)
}

// lowerValue is sqliteLower: text and blobs lower-cased by strings.ToLower,
// other values (NULL, numbers) as they are.
func lowerValue(_ *sqlite.FunctionContext, args []driver.Value) (driver.Value, error) {
	switch v := args[0].(type) {
	case string:
		return strings.ToLower(v), nil
	case []byte:
		return strings.ToLower(string(v)), nil
	}
	return args[0], nil
}

// Lower returns the name of the SQL function of db that lower-cases every
// letter of a text: lower on PostgreSQL, feedbackkit_lower on SQLite.
// Migrations name it {{.Lower}}.
func Lower(db bun.IDB) string {
	if IsPostgres(db) {
		return "lower"
	}
	return sqliteLower
}
