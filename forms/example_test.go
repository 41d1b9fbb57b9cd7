package forms_test

import (
	"context"
	"fmt"
	"log"
	"os"
	"path/filepath"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/app"
	"github.com/feedbackkit/feedbackkit/forms"
	"github.com/feedbackkit/feedbackkit/identity"
	"github.com/feedbackkit/feedbackkit/orgs"
)

// Example creates a form as an organization's owner, takes a public
// response by its slug, refuses one that misses a required answer, and
// reads the form's statistics.
func Example() {
	ctx := context.Background()
	dir, err := os.MkdirTemp("", "forms-example")
	if err != nil {
		log.Fatal(err)
	}
	defer os.RemoveAll(dir)
	// app.New builds the forms Service with its dependencies (the room and
	// form caps of orgs, the uploads, the job queue).
	kit, err := app.New(ctx, app.Config{DatabaseURL: "sqlite://" + filepath.Join(dir, "example.db"), BlobURL: "mem://"})
	if err != nil {
		log.Fatal(err)
	}
	defer kit.Close(ctx)
	org, owner, err := kit.Orgs.CreateOrganization(ctx, orgs.NewOrganization{Name: "Acme", Subdomain: "acme",
		Owner: identity.NewUser{Email: "ada@acme.example", Password: "correct horse battery"}})
	if err != nil {
		log.Fatal(err)
	}
	asOwner := identity.WithPrincipal(ctx, &identity.Principal{UserID: owner.ID, OrgID: org.ID, Role: feedbackkit.RoleOwner})

	form, err := kit.Forms.CreateForm(asOwner, forms.NewForm{Title: "Course survey", Questions: []forms.QuestionInput{
		{Type: forms.Rating, Text: "How was the course?", Required: true},
		{Type: forms.Text, Text: "Anything to add?"},
	}})
	if err != nil {
		log.Fatal(err)
	}
	rating, comment := form.Questions[0].ID, form.Questions[1].ID

	// Respondents answer by the form's public slug, without a principal.
	if _, err := kit.Forms.Submit(ctx, form.Slug, []forms.Answer{{QuestionID: comment, Value: "Great labs"}}); err != nil {
		fmt.Println(feedbackkit.ErrorCode(err))
	}
	if _, err := kit.Forms.Submit(ctx, form.Slug, []forms.Answer{{QuestionID: rating, Value: 4.0}, {QuestionID: comment, Value: "Great labs"}}); err != nil {
		log.Fatal(err)
	}
	stats, err := kit.Forms.Stats(asOwner, form.ID)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(form.Title, form.Active, stats.Responses)
	// Output:
	// VALIDATION_FAILED
	// Course survey true 1
}
