package notify

import (
	"io/fs"
	"strings"
	"testing"
)

func testRenderer(t *testing.T) *renderer {
	t.Helper()
	sub, err := fs.Sub(templateFiles, "templates")
	if err != nil {
		t.Fatal(err)
	}
	r, err := newRenderer(sub)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func TestTemplates(t *testing.T) {
	r := testRenderer(t)
	if got, want := strings.Join(r.names(), ","), "digest,invitation,new_feedback,password_reset,upgrade_request"; got != want {
		t.Fatalf("templates = %s, want %s", got, want)
	}
	for _, tc := range []struct {
		name    string
		data    any
		subject string
		want    []string // in both bodies
	}{
		{
			name:    TemplatePasswordReset,
			data:    PasswordReset{Name: "Ada", ResetURL: "https://fb.example.com/reset-password?token=t0k3n", ExpiresIn: "1 hour"},
			subject: "Reset your password",
			want:    []string{"Hello Ada,", "https://fb.example.com/reset-password?token=t0k3n", "expires in 1 hour"},
		},
		{
			name:    TemplatePasswordReset,
			data:    &PasswordReset{ResetURL: "https://fb.example.com/reset-password?token=t0k3n"},
			subject: "Reset your password",
			want:    []string{"Hello,", "https://fb.example.com/reset-password?token=t0k3n"},
		},
		{
			name: TemplateInvitation,
			data: Invitation{OrganizationName: "Acme", InviterName: "Grace", Role: "admin",
				AcceptURL: "https://fb.example.com/invite?token=inv", ExpiresIn: "7 days"},
			subject: "Grace invited you to join Acme",
			want:    []string{"to join", "Acme", "as admin", "https://fb.example.com/invite?token=inv", "expires in 7 days"},
		},
		{
			name:    TemplateInvitation,
			data:    Invitation{OrganizationName: "Acme", AcceptURL: "https://fb.example.com/invite?token=inv"},
			subject: "You are invited to join Acme",
			want:    []string{"You are invited", "https://fb.example.com/invite?token=inv"},
		},
		{
			name: TemplateUpgradeRequest,
			data: UpgradeRequest{OwnerName: "Olga", RequesterName: "Rita", RequesterEmail: "rita@acme.test",
				OrganizationName: "Acme", Plan: "team", Reason: "We need more rooms."},
			subject: "Rita asks to upgrade Acme to team",
			want:    []string{"Hello Olga,", "Rita", "rita@acme.test", "team", "We need more rooms."},
		},
		{
			name: TemplateNewFeedback,
			data: NewFeedback{RecipientName: "Nia", OrganizationName: "Acme", TargetName: "Friday retro", Sentiment: "negative",
				Text: "Too long.", URL: "https://fb.example.com/rooms/1", UnsubscribeURL: "https://fb.example.com/api/public/unsubscribe?token=t"},
			subject: "New negative feedback on Friday retro",
			want: []string{"Hello Nia,", "Friday retro", "Acme", "negative", "Too long.", "https://fb.example.com/rooms/1",
				"https://fb.example.com/api/public/unsubscribe?token=t"},
		},
		{
			name:    TemplateNewFeedback,
			data:    NewFeedback{TargetName: "Friday retro"},
			subject: "New feedback on Friday retro",
			want:    []string{"Hello,", "Friday retro"},
		},
		{
			name: TemplateDigest,
			data: Digest{RecipientName: "Nia", OrganizationName: "Acme", TargetName: "Friday retro", Period: "daily digest",
				Span: "22 Nov 2026 08:00 - 23 Nov 2026 08:00 UTC", Total: 3, Negative: 2, Positive: 1,
				Concerns: []DigestItem{{Sentiment: "negative", Text: "I feel unsafe", Time: "22 Nov 2026 09:00 UTC", Categories: "safety"}},
				Newest: []DigestItem{{Sentiment: "positive", Text: "Great pace", Time: "22 Nov 2026 10:00 UTC"},
					{Time: "22 Nov 2026 09:30 UTC"}},
				URL: "https://fb.example.com/dashboard/rooms/1", ConcernsURL: "https://fb.example.com/dashboard/serious-concerns",
				UnsubscribeURL: "https://fb.example.com/api/public/unsubscribe?token=t"},
			subject: "Your daily digest for Friday retro: 3 new, 1 serious concern",
			want: []string{"Hello Nia,", "Acme", "22 Nov 2026 08:00 - 23 Nov 2026 08:00 UTC", "I feel unsafe", "safety",
				"Great pace", "22 Nov 2026 09:30 UTC", "https://fb.example.com/dashboard/rooms/1",
				"https://fb.example.com/dashboard/serious-concerns", "https://fb.example.com/api/public/unsubscribe?token=t"},
		},
		{
			name: TemplateDigest,
			data: Digest{TargetName: "Survey", Period: "weekly digest", Span: "the week", Total: 1, Unrated: 1,
				Newest: []DigestItem{{Time: "22 Nov 2026 09:30 UTC"}}},
			subject: "Your weekly digest for Survey: 1 new",
			want:    []string{"Hello,", "Survey", "1 new item from the week", "without a sentiment"},
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m, err := r.render(tc.name, tc.data)
			if err != nil {
				t.Fatal(err)
			}
			if m.Subject != tc.subject {
				t.Errorf("Subject = %q, want %q", m.Subject, tc.subject)
			}
			for _, w := range tc.want {
				if !strings.Contains(m.Text, w) {
					t.Errorf("text lacks %q:\n%s", w, m.Text)
				}
				if !strings.Contains(m.HTML, w) {
					t.Errorf("HTML lacks %q:\n%s", w, m.HTML)
				}
			}
			if !strings.Contains(m.HTML, "<title>"+tc.subject+"</title>") {
				t.Errorf("HTML title is not the subject:\n%s", m.HTML)
			}
			if strings.Contains(m.Text, "<no value>") || strings.Contains(m.HTML, "<no value>") {
				t.Errorf("a field rendered as <no value>:\n%s\n%s", m.Text, m.HTML)
			}
			if strings.Contains(m.Text, "\n\n\n") {
				t.Errorf("text has runs of blank lines:\n%q", m.Text)
			}
		})
	}
}

func TestTemplateEscaping(t *testing.T) {
	r := testRenderer(t)
	m, err := r.render(TemplatePasswordReset, PasswordReset{
		Name:     `<script>alert("x")</script>`,
		ResetURL: "javascript:alert(1)",
	})
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(m.HTML, "<script>") {
		t.Errorf("HTML body holds an unescaped script:\n%s", m.HTML)
	}
	if !strings.Contains(m.HTML, "&lt;script&gt;") {
		t.Errorf("HTML body lacks the escaped name:\n%s", m.HTML)
	}
	if strings.Contains(m.HTML, `href="javascript:`) {
		t.Errorf("HTML body links to a javascript: URL:\n%s", m.HTML)
	}
	if !strings.Contains(m.Text, `Hello <script>alert("x")</script>,`) {
		t.Errorf("the plain-text body must keep the name as it is:\n%s", m.Text)
	}

	// Line breaks cannot reach the subject header.
	m, err = r.render(TemplateInvitation, Invitation{OrganizationName: "Acme\r\nBcc: evil@example.com", AcceptURL: "https://x"})
	if err != nil {
		t.Fatal(err)
	}
	if strings.ContainsAny(m.Subject, "\r\n") {
		t.Errorf("Subject = %q holds a line break", m.Subject)
	}
}

func TestTemplateErrors(t *testing.T) {
	r := testRenderer(t)
	if _, err := r.render("no_such_template", nil); err == nil || !strings.Contains(err.Error(), "unknown email template") {
		t.Errorf("unknown template: err = %v", err)
	}
	// Data of the wrong type fails instead of rendering a broken email.
	if _, err := r.render(TemplatePasswordReset, Invitation{}); err == nil {
		t.Error("password_reset rendered an Invitation")
	}
}
