package main

import (
	"fmt"
	"log"
	"time"

	"github.com/feedbackkit/feedbackkit/analysis/internal/dataset"
	"github.com/feedbackkit/feedbackkit/analysis/internal/features"
	"github.com/feedbackkit/feedbackkit/analysis/internal/model"
	"github.com/feedbackkit/feedbackkit/analysis/internal/vaderbaseline"
)

// kind names the role of a set in the tables.
func kind(s dataset.Set) string {
	switch {
	case s.Extra:
		return "extra"
	case s.Eval:
		return "eval"
	}
	return "dev"
}

// table accumulates the rows of one macro-F1 table and its summary lines.
type table struct {
	previous         bool
	dev, extra, eval summary
}

// summary is the mean and worst margin over VADER of a group of rows.
type summary struct {
	n                   int
	local, vader, worst float64
}

func (s *summary) add(fl, fv float64) {
	if s.n == 0 || fl-fv < s.worst {
		s.worst = fl - fv
	}
	s.n++
	s.local += fl
	s.vader += fv
}

func (t *table) header(title string) {
	fmt.Println(title)
	fmt.Printf("%-34s %-5s %6s %8s %8s %8s %18s", "source", "kind", "rows", "Local", "VADER", "delta", "95% interval")
	if t.previous {
		fmt.Printf(" %8s", "previous")
	}
	fmt.Println()
}

// row prints one set's line: the macro-F1 of the model and of VADER, the
// margin with its bootstrap interval, and the previous model's macro-F1.
func (t *table) row(s dataset.Set, rows int, fl, fv, lo, hi, fp float64) {
	fmt.Printf("%-34s %-5s %6d %8.4f %8.4f %+8.4f   [%+.3f, %+.3f]", s.Name, kind(s), rows, fl, fv, fl-fv, lo, hi)
	if t.previous {
		fmt.Printf(" %8.4f", fp)
	}
	fmt.Println()
	switch {
	case s.Extra:
		t.extra.add(fl, fv)
	case s.Eval:
		t.eval.add(fl, fv)
	default:
		t.dev.add(fl, fv)
	}
}

func (t *table) footer() {
	for _, g := range []struct {
		name string
		s    summary
	}{{"mean of the dev sets", t.dev}, {"mean of the extra sets", t.extra}, {"mean of the eval sets", t.eval}} {
		if g.s.n == 0 {
			continue
		}
		n := float64(g.s.n)
		fmt.Printf("%-34s %-5s %6s %8.4f %8.4f %+8.4f (worst delta %+.4f)\n", g.name, "", "", g.s.local/n, g.s.vader/n, (g.s.local-g.s.vader)/n, g.s.worst)
	}
	fmt.Println()
}

// result is one set's rows as labelled by the new model and VADER, and
// the confusion matrix of a previous model (empty without one).
type result struct {
	pair     dataset.Paired // [gold][new model][VADER]
	previous dataset.Confusion
}

// bootstrapResamples is the number of resamples of a set's rows behind
// the 95% interval of a margin in the tables.
const bootstrapResamples = 1000

// printTables prints the macro-F1 table of results (one per set, in
// order) twice: on all the rows, then on the rows labelled positive or
// negative (see dataset.Confusion.Polar). Three of the six kinds of text
// the model is meant for are known from two-class sets, where a neutral
// call is an error; the second table shows how a model would score there.
// Each margin over VADER comes with a 95% bootstrap interval (see
// dataset.Paired.MarginInterval): how far it could move on another sample
// of texts of the same kind. Each table's title is rows, the rows'
// condition, and then after.
func printTables(rows, after string, sets []dataset.Set, results []result, previous, verbose bool) {
	for _, twoClass := range []bool{false, true} {
		t := table{previous: previous}
		cond := ""
		if twoClass {
			cond = " labelled positive or negative"
		}
		t.header(rows + cond + after)
		for i, s := range sets {
			p, prev := results[i].pair, results[i].previous
			if twoClass {
				p, prev = p.Polar(), prev.Polar()
			}
			local, vader := p.Confusions()
			lo, hi := p.MarginInterval(bootstrapResamples)
			t.row(s, local.Rows(), local.MacroF1(), vader.MacroF1(), lo, hi, prev.MacroF1())
			if verbose {
				printConfusions(local, vader)
			}
		}
		t.footer()
	}
}

// printConfusions prints the confusion matrices ([gold][predicted]) and
// per-class F1 scores of the model and of VADER on one set's rows.
func printConfusions(local, vader dataset.Confusion) {
	fmt.Printf("  local %v F1 %.3f %.3f %.3f | vader %v F1 %.3f %.3f %.3f\n",
		local, local.F1(0), local.F1(1), local.F1(2), vader, vader.F1(0), vader.F1(1), vader.F1(2))
}

// printTestTable prints the macro-F1 of m, of VADER and optionally of a
// previous model on the held-out test rows of every set (all the rows of
// an evaluation-only set); see printTables.
func printTestTable(sets []dataset.Set, m, previous *model.Model, verbose bool) {
	local := classifier(m)
	var prev func(string) dataset.Label
	if previous != nil {
		prev = classifier(previous)
	}
	vader := vaderbaseline.New()
	results := make([]result, len(sets))
	for i, s := range sets {
		results[i].pair = dataset.Compare(s.Test, local, vader.Classify)
		if prev != nil {
			_, results[i].previous = dataset.MacroF1(s.Test, prev)
		}
	}
	printTables("macro-F1 on the held-out test rows", " (Local "+m.Name+" vs VADER)", sets, results, previous != nil, verbose)
}

// leaveOneSourceOut measures cross-domain generalisation: for every set, a
// model is fitted on the training rows of all the other sets and scored on
// the held-out test rows of the set left out. Sets that h does not train on
// (the evaluation-only sets, and the extra sets without -extra) are all
// scored with the one model fitted on every trained set.
func leaveOneSourceOut(cfg features.Config, lex features.Lexicon, sets []dataset.Set, h hyper) {
	vader := vaderbaseline.New()
	results := make([]result, len(sets))
	var shared *model.Model
	for i, s := range sets {
		t0 := time.Now()
		m := shared
		if m == nil || h.trainsOn(s) {
			var groups []group
			for j, o := range sets {
				if j != i && h.trainsOn(o) {
					groups = append(groups, group{name: o.Name, rows: o.Train})
				}
			}
			m = fit("loso", cfg, lex, featurize(cfg, lex, groups, h), h, nil)
			m.Bias[dataset.Negative] += float32(h.NegativeBias)
			m.Bias[dataset.Neutral] += float32(h.NeutralBias)
			if !h.trainsOn(s) {
				shared = m
			}
		}
		results[i].pair = dataset.Compare(s.Test, classifier(m), vader.Classify)
		log.Printf("%s left out: %v", s.Name, time.Since(t0).Round(time.Second))
	}
	printTables("macro-F1 leaving one source out (trained on the other sources; held-out test rows", " of the source)", sets, results, false, false)
}
