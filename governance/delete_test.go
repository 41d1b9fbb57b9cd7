package governance_test

import (
	"context"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/app"
	"github.com/feedbackkit/feedbackkit/feedback"
	"github.com/feedbackkit/feedbackkit/forms"
	"github.com/feedbackkit/feedbackkit/governance"
	"github.com/feedbackkit/feedbackkit/identity"
	"github.com/feedbackkit/feedbackkit/internal/database"
	"github.com/feedbackkit/feedbackkit/internal/dbtest"
	"github.com/feedbackkit/feedbackkit/orgs"
	"github.com/feedbackkit/feedbackkit/rooms"
)

// newKit returns the App of db and a governance Service over it that
// deletes batch rows per transaction.
func newKit(t *testing.T, db *bun.DB, batch int) (*app.App, *governance.Service) {
	t.Helper()
	ctx := context.Background()
	kit, err := app.New(ctx, app.Config{DB: db, BlobURL: "mem://", Secret: "a test secret, long enough"})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { kit.Close(context.Background()) })
	svc, err := governance.NewService(governance.NewBunStore(db), governance.Deps{
		Feedback: kit.Feedback, Forms: kit.Forms, Orgs: kit.Orgs, Members: kit.Identity, Uploads: kit.Uploads,
	}, governance.Config{Batch: batch})
	if err != nil {
		t.Fatal(err)
	}
	return kit, svc
}

// lobbyAndSurvey creates, as the owner in as, the room Lobby and the form
// Survey of one text question, and returns the form.
func lobbyAndSurvey(t *testing.T, kit *app.App, as context.Context) *forms.Form {
	t.Helper()
	if _, err := kit.Rooms.CreateRoom(as, rooms.NewRoom{Name: "Lobby"}); err != nil {
		t.Fatal(err)
	}
	form, err := kit.Forms.CreateForm(as, forms.NewForm{Title: "Survey",
		Questions: []forms.QuestionInput{{Type: forms.Text, Text: "Anything else?"}}})
	if err != nil {
		t.Fatal(err)
	}
	return form
}

// newOrg creates the organization sub with an owner, and returns it with
// the owner's context.
func newOrg(t *testing.T, kit *app.App, sub string) (*orgs.Organization, *identity.User, context.Context) {
	t.Helper()
	ctx := context.Background()
	org, owner, err := kit.Orgs.CreateOrganization(ctx, orgs.NewOrganization{Name: sub, Subdomain: sub,
		Owner: identity.NewUser{Email: "owner@" + sub + ".example", Password: "correct horse battery"}})
	if err != nil {
		t.Fatal(err)
	}
	return org, owner, identity.WithPrincipal(ctx, &identity.Principal{UserID: owner.ID, OrgID: org.ID, Role: feedbackkit.RoleOwner})
}

// TestOrganizationTables compares the tables the deletion of an
// organization deletes from with those of the catalog of a database of
// feedbackkit alone that have an organization_id column: a table added
// without being listed fails it.
func TestOrganizationTables(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		ctx := context.Background()
		if err := app.Migrate(ctx, db); err != nil {
			t.Fatal(err)
		}
		query := `SELECT m.name FROM sqlite_master AS m, pragma_table_info(m.name) AS p
			WHERE m.type = 'table' AND p.name = 'organization_id' ORDER BY 1`
		if database.IsPostgres(db) {
			query = `SELECT c.table_name FROM information_schema.columns AS c
				JOIN information_schema.tables AS t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
				WHERE c.table_schema = current_schema() AND c.column_name = 'organization_id' AND t.table_type = 'BASE TABLE'
				ORDER BY 1`
		}
		var catalog []string
		if err := db.NewRaw(query).Scan(ctx, &catalog); err != nil {
			t.Fatal(err)
		}
		catalog = slices.DeleteFunc(catalog, func(t string) bool { return t == "orgs_organizations" })
		listed := slices.Sorted(slices.Values(slices.Concat(governance.OrganizationTables, governance.DerivedTables)))
		if !slices.Equal(catalog, listed) {
			t.Errorf("tables with organization_id: %v\nlisted for the deletion: %v", catalog, listed)
		}
	})
}

// insertTarget matches a statement that inserts into a table, and names
// the table.
var insertTarget = regexp.MustCompile(`(?i)\bINSERT\s+INTO\s+"?(\w+)`)

// TestDerivedTables compares the tables that the deletion of an
// organization deletes from last, after the organization, with those of
// the catalog of a database of feedbackkit alone that have an
// organization_id column and that a trigger inserts into (read from the
// triggers' bodies: on PostgreSQL their functions'): a trigger-fed table
// deleted before its source could be written again by the deletion of a
// source row committed meanwhile.
func TestDerivedTables(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		ctx := context.Background()
		if err := app.Migrate(ctx, db); err != nil {
			t.Fatal(err)
		}
		query := `SELECT sql FROM sqlite_master WHERE type = 'trigger'`
		if database.IsPostgres(db) {
			query = `SELECT p.prosrc FROM pg_trigger AS t JOIN pg_proc AS p ON p.oid = t.tgfoid WHERE NOT t.tgisinternal`
		}
		var bodies []string
		if err := db.NewRaw(query).Scan(ctx, &bodies); err != nil {
			t.Fatal(err)
		}
		if len(bodies) == 0 {
			t.Fatal("no trigger in the catalog")
		}
		organizationTables := append([]string{"orgs_organizations"}, governance.OrganizationTables...)
		organizationTables = append(organizationTables, governance.DerivedTables...)
		var derived []string
		for _, body := range bodies {
			for _, m := range insertTarget.FindAllStringSubmatch(body, -1) {
				if table := strings.ToLower(m[1]); slices.Contains(organizationTables, table) {
					derived = append(derived, table)
				}
			}
		}
		derived = slices.Compact(slices.Sorted(slices.Values(derived)))
		if listed := slices.Sorted(slices.Values(governance.DerivedTables)); !slices.Equal(derived, listed) {
			t.Errorf("tables with organization_id that triggers insert into: %v\ndeleted after the organization: %v", derived, listed)
		}
		for _, table := range governance.DerivedTables {
			if slices.Contains(governance.OrganizationTables, table) {
				t.Errorf("%s is deleted before the organization too", table)
			}
		}
	})
}

// TestDeleteOrganizationLeavesNoCounts deletes an organization while an
// item is submitted to its room right after the deletion of its per-day
// counts (feedback_daily), as a respondent's submission could commit
// during the last transaction on PostgreSQL: a trigger of the test, on
// the deletion of the counts, inserts the item when the room is still
// there. No count of the organization is left: the counts go after the
// items and the rooms, whose deletion writes into them.
func TestDeleteOrganizationLeavesNoCounts(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		ctx := context.Background()
		kit, svc := newKit(t, db, 0)
		org, owner, as := newOrg(t, kit, "acme")
		lobbyAndSurvey(t, kit, as)
		for range 2 {
			if _, err := kit.Feedback.Submit(ctx, feedback.Submission{InstructorID: owner.InstructorID, EventType: "Lobby",
				Text: "words", Sentiment: "neutral"}); err != nil {
				t.Fatal(err)
			}
		}
		late := `INSERT INTO feedback_items (id, organization_id, room_id, event_type, instructor_id, sentiment, tags, created_at)
			SELECT %s, organization_id, id, name, 'late', 'negative', '["late"]', '2026-11-30 12:00:00+00:00'
			FROM rooms_rooms WHERE organization_id = '` + org.ID + `'`
		stmts := []string{`CREATE TRIGGER test_late_item AFTER DELETE ON feedback_daily BEGIN ` +
			fmt.Sprintf(late, "lower(hex(randomblob(16)))") + `; END`}
		if database.IsPostgres(db) {
			stmts = []string{
				`CREATE FUNCTION test_late_item() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ` +
					fmt.Sprintf(late, "gen_random_uuid()::text") + `; RETURN NULL; END $$`,
				`CREATE TRIGGER test_late_item AFTER DELETE ON feedback_daily
					FOR EACH STATEMENT EXECUTE FUNCTION test_late_item()`,
			}
		}
		for _, stmt := range stmts {
			if _, err := db.ExecContext(ctx, stmt); err != nil {
				t.Fatal(err)
			}
		}
		if err := svc.DeleteOrganization(ctx, org.ID); err != nil {
			t.Fatal(err)
		}
		for _, table := range slices.Concat(governance.OrganizationTables, governance.DerivedTables) {
			var rows []map[string]any
			if err := db.NewSelect().Table(table).Where("organization_id = ?", org.ID).Scan(ctx, &rows); err != nil {
				t.Fatal(err)
			}
			if len(rows) > 0 {
				t.Errorf("%s keeps rows of the deleted organization: %v", table, rows)
			}
		}
	})
}

// TestDeleteOrganizationKeepsHostTables deletes an organization from a
// database shared with a host whose tables have organization_id columns,
// one holding the organization's id as text, one holding numbers: both
// keep their rows, and the deletion succeeds.
func TestDeleteOrganizationKeepsHostTables(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		ctx := context.Background()
		kit, svc := newKit(t, db, 0)
		org, _, _ := newOrg(t, kit, "acme")
		for _, stmt := range []string{
			"CREATE TABLE host_billing (id INTEGER PRIMARY KEY, organization_id TEXT NOT NULL)",
			"CREATE TABLE host_ledger (id INTEGER PRIMARY KEY, organization_id BIGINT NOT NULL)",
			"INSERT INTO host_ledger (id, organization_id) VALUES (1, 42)",
		} {
			if _, err := db.ExecContext(ctx, stmt); err != nil {
				t.Fatal(err)
			}
		}
		if _, err := db.ExecContext(ctx, "INSERT INTO host_billing (id, organization_id) VALUES (1, ?)", org.ID); err != nil {
			t.Fatal(err)
		}
		if err := svc.DeleteOrganization(ctx, org.ID); err != nil {
			t.Fatal(err)
		}
		if _, err := kit.Orgs.FindOrganizationByID(ctx, org.ID); feedbackkit.ErrorCode(err) != feedbackkit.CodeNotFound {
			t.Errorf("the organization after its deletion: %v", err)
		}
		for _, table := range []string{"host_billing", "host_ledger"} {
			if n, err := db.NewSelect().Table(table).Count(ctx); err != nil || n != 1 {
				t.Errorf("%s keeps %d rows (%v), want 1", table, n, err)
			}
		}
	})
}

// TestDeleteOrganizationRunsDeleteHooks deletes an organization, in
// batches smaller than its data, whose items and responses a host copied:
// the delete hooks of the feedback and forms Services get every one of
// them, and none of another organization's.
func TestDeleteOrganizationRunsDeleteHooks(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		ctx := context.Background()
		kit, svc := newKit(t, db, 2)
		hooked := map[string][]string{}
		hook := func(kind string) func(context.Context, string, []string) error {
			return func(_ context.Context, orgID string, ids []string) error {
				for _, id := range ids {
					hooked[kind] = append(hooked[kind], orgID+"/"+id)
				}
				return nil
			}
		}
		kit.Feedback.AddDeleteHook(hook("items"))
		kit.Forms.AddResponseDeleteHook(hook("responses"))
		fill := func(sub string) map[string][]string {
			org, owner, as := newOrg(t, kit, sub)
			form := lobbyAndSurvey(t, kit, as)
			created := map[string][]string{}
			for range 5 {
				it, err := kit.Feedback.Submit(ctx, feedback.Submission{InstructorID: owner.InstructorID, EventType: "Lobby",
					Text: "words", Sentiment: "neutral"})
				if err != nil {
					t.Fatal(err)
				}
				created["items"] = append(created["items"], org.ID+"/"+it.ID)
			}
			for range 3 {
				r, err := kit.Forms.Submit(ctx, form.Slug, []forms.Answer{{QuestionID: form.Questions[0].ID, Value: "more"}})
				if err != nil {
					t.Fatal(err)
				}
				created["responses"] = append(created["responses"], org.ID+"/"+r.ID)
			}
			return created
		}
		acme := fill("acme")
		fill("globex")
		acmeOrg, err := kit.Orgs.FindOrganizationBySubdomain(ctx, "acme")
		if err != nil {
			t.Fatal(err)
		}
		if err := svc.DeleteOrganization(ctx, acmeOrg.ID); err != nil {
			t.Fatal(err)
		}
		for _, kind := range []string{"items", "responses"} {
			got, want := slices.Sorted(slices.Values(hooked[kind])), slices.Sorted(slices.Values(acme[kind]))
			if !slices.Equal(got, want) {
				t.Errorf("the delete hooks got the %s %v, want %v", kind, got, want)
			}
		}
	})
}

// TestDeleteOrganizationHooksLateSubmissions submits an item and a form
// response once the batched purges of an organization's deletion are done
// (after the last batch of responses commits) and before its last
// transaction: the delete hooks get them too.
func TestDeleteOrganizationHooksLateSubmissions(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		ctx := context.Background()
		kit, svc := newKit(t, db, 2)
		org, owner, as := newOrg(t, kit, "acme")
		form := lobbyAndSurvey(t, kit, as)
		var want []string
		submitItem := func(ctx context.Context) {
			it, err := kit.Feedback.Submit(ctx, feedback.Submission{InstructorID: owner.InstructorID, EventType: "Lobby",
				Text: "words", Sentiment: "neutral"})
			if err != nil {
				t.Error(err)
				return
			}
			want = append(want, "item "+it.ID)
		}
		submitResponse := func(ctx context.Context) {
			r, err := kit.Forms.Submit(ctx, form.Slug, []forms.Answer{{QuestionID: form.Questions[0].ID, Value: "more"}})
			if err != nil {
				t.Error(err)
				return
			}
			want = append(want, "response "+r.ID)
		}
		for range 3 {
			submitItem(ctx)
			submitResponse(ctx)
		}
		var hooked []string
		late := false
		kit.Feedback.AddDeleteHook(func(_ context.Context, _ string, ids []string) error {
			for _, id := range ids {
				hooked = append(hooked, "item "+id)
			}
			return nil
		})
		kit.Forms.AddResponseDeleteHook(func(ctx context.Context, _ string, ids []string) error {
			for _, id := range ids {
				hooked = append(hooked, "response "+id)
			}
			if len(ids) < 2 && !late { // the last batch: the batched purges are done
				late = true
				database.AfterCommit(ctx, func(ctx context.Context) {
					submitItem(ctx)
					submitResponse(ctx)
				})
			}
			return nil
		})
		if err := svc.DeleteOrganization(ctx, org.ID); err != nil {
			t.Fatal(err)
		}
		if !late || len(want) != 8 {
			t.Fatalf("late submissions: %v, %d submitted in all; want 8", late, len(want))
		}
		if got, want := slices.Sorted(slices.Values(hooked)), slices.Sorted(slices.Values(want)); !slices.Equal(got, want) {
			t.Errorf("the delete hooks got %v, want %v", got, want)
		}
	})
}
