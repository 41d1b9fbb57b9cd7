package analysis

import (
	"context"
	"fmt"
	"reflect"
	"strings"
	"testing"
)

var formAnswers = []string{
	"The slides were clear and the examples helped a lot.",
	"Great examples, but the slides had too much text.",
	"Group work was chaotic and poorly organised.",
	"I disliked the group work, my team did nothing.",
	"The group work sessions felt like a waste of time.",
	"Loved the practical examples and the quizzes.",
	"The room was too cold.",
	"Slides were hard to read from the back of the room.",
	"More quizzes please, they were fun and useful.",
	"",
	"   ",
}

func TestSummarize(t *testing.T) {
	l := NewLocal()
	s, err := l.Summarize(context.Background(), formAnswers)
	if err != nil {
		t.Fatal(err)
	}
	if got := s.Sentiment.Total(); got != 9 {
		t.Errorf("counted %d texts, want 9 (blank ones skipped)", got)
	}
	names := map[string]Theme{}
	for _, th := range s.Themes {
		names[th.Name] = th
	}
	for _, want := range []string{"group work", "slides", "examples"} {
		if _, ok := names[want]; !ok {
			t.Errorf("themes %+v lack %q", s.Themes, want)
		}
	}
	if gw := names["group work"]; gw.Count != 3 || gw.Sentiment.Negative < 2 {
		t.Errorf("group work theme = %+v, want 3 mostly negative mentions", gw)
	}
	if _, ok := names["group"]; ok {
		t.Errorf("themes %+v repeat \"group\" beside \"group work\"", s.Themes)
	}
	if len(s.KeyFindings) < 3 || len(s.Representative) == 0 || !strings.Contains(s.Text, "9 responses") {
		t.Errorf("thin summary: %+v", s)
	}
	found := false
	for _, f := range s.KeyFindings {
		if strings.Contains(f, `criticised topic is "group work"`) {
			found = true
		}
	}
	if !found {
		t.Errorf("key findings %q do not name group work as most criticised", s.KeyFindings)
	}
	again, _ := l.Summarize(context.Background(), formAnswers)
	if !reflect.DeepEqual(s, again) {
		t.Error("Summarize is not deterministic")
	}
}

func TestSummarizeEmpty(t *testing.T) {
	s, err := NewLocal().Summarize(context.Background(), []string{" ", ""})
	if err != nil || s.Text == "" || len(s.Themes) != 0 || s.Sentiment.Total() != 0 {
		t.Errorf("Summarize(blank) = %+v, %v", s, err)
	}
}

func TestSummarizeCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := NewLocal().Summarize(ctx, formAnswers); err == nil {
		t.Error("no error with a cancelled context")
	}
}

func TestStem(t *testing.T) {
	for in, want := range map[string]string{"slides": "slide", "classes": "class", "activities": "activity", "bus": "bus", "analysis": "analysis", "quizzes": "quiz"} {
		if got := stem(in); got != want {
			t.Errorf("stem(%q) = %q, want %q", in, got, want)
		}
	}
}

func ExampleLocal_Summarize() {
	s, err := NewLocal().Summarize(context.Background(), []string{
		"Group work was chaotic.",
		"I disliked the group work.",
		"The group work felt like a waste of time.",
		"Clear slides, great examples.",
	})
	if err != nil {
		panic(err)
	}
	fmt.Println(s.Themes[0].Name, s.Themes[0].Count)
	fmt.Println(s.Sentiment.Negative, "negative of", s.Sentiment.Total())
	// Output:
	// group work 3
	// 3 negative of 4
}
