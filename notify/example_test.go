package notify_test

import (
	"context"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"strings"

	"github.com/feedbackkit/feedbackkit/app"
	"github.com/feedbackkit/feedbackkit/notify"
)

// Without a Mailer, the Service keeps emails in the outbox, which
// `feedbackd mail list` prints. With one, the same Send also queues the
// delivery job in the transaction.
func ExampleService_Send() {
	ctx := context.Background()
	dir, err := os.MkdirTemp("", "notify-example")
	if err != nil {
		log.Fatal(err)
	}
	defer os.RemoveAll(dir)
	db, err := app.OpenDB(ctx, "sqlite://"+filepath.Join(dir, "example.db"))
	if err != nil {
		log.Fatal(err)
	}
	defer db.Close()
	if err := notify.Migrate(ctx, db); err != nil {
		log.Fatal(err)
	}

	svc, err := notify.NewService(notify.NewBunStore(db), notify.Deps{}, notify.Config{From: "Feedback <feedback@example.com>"})
	if err != nil {
		log.Fatal(err)
	}
	e, err := svc.Send(ctx, "ada@example.com", notify.TemplatePasswordReset, notify.PasswordReset{
		Name:      "Ada",
		ResetURL:  "https://feedback.example.com/reset-password?token=abc",
		ExpiresIn: "1 hour",
	})
	if err != nil {
		log.Fatal(err)
	}

	outbox, err := svc.Outbox(ctx, notify.OutboxFilter{To: "Ada@Example.com"})
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(len(outbox), outbox[0].ID == e.ID, e.Status)
	fmt.Println(e.Subject)
	body, _, _ := strings.Cut(e.Text, "\n-- \n") // the body without the signature
	fmt.Println(body)
	// Output:
	// 1 true outbox
	// Reset your password
	// Hello Ada,
	//
	// Someone asked to reset the password of your account. To choose a new password, open this link:
	//
	// https://feedback.example.com/reset-password?token=abc
	//
	// The link expires in 1 hour and works once.
	//
	// If you did not ask for this, ignore this email: your password stays as it is.
}
