// Command train fits the local sentiment model of package analysis and
// writes the weights file that the package embeds.
//
// Run it from the module root:
//
//	go run ./analysis/internal/train
//
// It reads every labelled set in analysis/testdata/sentiment (label TAB
// text; labels pos, neu, neg), splits each one deterministically into 80%
// training and 20% held-out test rows (see package dataset), trains one
// model on the union of the training rows only, writes
// analysis/weights/local-v1.gz, and prints the macro-F1 of the model and of
// the VADER baseline on every held-out split. Training is deterministic:
// the same data gives byte-identical weights.
//
// The model is a multinomial logistic regression (L2-regularised, fitted
// to convergence with L-BFGS; no randomness anywhere) over hashed features:
// word unigrams with negation scopes, clause bigrams, character 3- to
// 5-grams, emoticons and emoji, punctuation and emphasis cues, and dense
// lexicon features (a valence score of the sentiment words, with
// intensifiers, negation and "but" handling, binned so that the model can
// learn where neutral lies). The lexicon comes from VADER's word list and
// emoji descriptions (see analysis/weights/NOTICE); the weights of the
// features are learned from the data. Rows are weighted so that each set's
// classes are partly balanced (-class-balance) and the two tweet sets,
// which carry the most distinct style, weigh more (-set-weight).
//
// The hyper-parameters (the flag defaults) were chosen with -cv, a 4-fold
// cross-validation inside the training rows that reports the pooled
// macro-F1 next to VADER's on the same rows; -tune is a quicker single
// validation split (60% train, 20% validation). Both modes fit without
// class offsets, report the scores with -negative-bias and -neutral-bias
// applied, and search a grid of those two offsets for the pair that
// maximises the mean plus the worst per-set margin over VADER on their
// rows (-v adds the confusion matrices). Neither mode reads the test rows
// or writes weights.
package main

import (
	"bytes"
	"flag"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/feedbackkit/feedbackkit/analysis/internal/dataset"
	"github.com/feedbackkit/feedbackkit/analysis/internal/features"
	"github.com/feedbackkit/feedbackkit/analysis/internal/model"
	"github.com/feedbackkit/feedbackkit/analysis/internal/vaderbaseline"
)

func main() {
	log.SetFlags(0)
	var (
		dataDir = flag.String("data", "analysis/testdata/sentiment", "directory of labelled *.tsv sets")
		out     = flag.String("out", "analysis/weights/local-v1.gz", "weights file to write")
		name    = flag.String("name", "local-v1", "model name stored in the weights file")
		tune    = flag.Bool("tune", false, "train on 60%, report on a 20% validation part of the training rows; write nothing")
		verbose = flag.Bool("v", false, "log optimiser progress")
		cv      = flag.Bool("cv", false, "4-fold cross-validation on the training rows; write nothing")
	)
	h := hyper{}
	flag.Float64Var(&h.Lambda, "lambda", 3e-4, "L2 penalty")
	flag.Float64Var(&h.ClassBalance, "class-balance", 0.75, "class re-weighting exponent within each set (0..1)")
	flag.Float64Var(&h.SetBalance, "set-balance", 0.5, "set re-weighting exponent (0..1)")
	flag.IntVar(&h.MinCount, "min-count", 2, "minimum number of training texts a feature must occur in")
	flag.IntVar(&h.Iters, "iters", 300, "L-BFGS iterations")
	flag.Float64Var(&h.GlobalReg, "global-reg", 0.003, "factor on -lambda for whole-text features")
	flag.Float64Var(&h.NegativeBias, "negative-bias", 0, "offset added to the negative intercept after training")
	flag.Float64Var(&h.NeutralBias, "neutral-bias", 0, "offset added to the neutral intercept after training")
	cfg := features.DefaultConfig()
	bits := flag.Int("bits", int(cfg.Bits), "log2 of hash buckets")
	charMin := flag.Int("char-min", int(cfg.CharMin), "shortest character n-gram")
	charMax := flag.Int("char-max", int(cfg.CharMax), "longest character n-gram (0: none)")
	charW := flag.Float64("char-weight", float64(cfg.CharWeight), "weight of character n-grams")
	wordNorm := flag.Float64("word-norm", float64(cfg.WordNorm), "exponent of the word feature normalisation")
	negScope := flag.Int("neg-scope", int(cfg.NegScope), "words marked after a negator")
	flag.BoolVar(&cfg.Bigrams, "bigrams", cfg.Bigrams, "word bigrams")
	flag.BoolVar(&cfg.ButClause, "but-clause", cfg.ButClause, "extra copy of words after a contrast")
	flag.BoolVar(&cfg.Lexicon, "lexicon", cfg.Lexicon, "dense lexicon features")
	flag.BoolVar(&cfg.NegChars, "neg-chars", cfg.NegChars, "negated character n-grams in their own namespace")
	setWeights := flag.String("set-weight", "vader_tweets=4,tweeteval_val=3", "extra weight per set, e.g. vader_tweets=2,tweeteval_val=1.5")
	flag.Parse()
	h.SetWeight = map[string]float64{}
	for _, kv := range strings.Split(*setWeights, ",") {
		if k, v, ok := strings.Cut(kv, "="); ok {
			f, err := strconv.ParseFloat(v, 64)
			if err != nil {
				log.Fatalf("-set-weight: %v", err)
			}
			h.SetWeight[k] = f
		}
	}
	cfg.Bits, cfg.CharMin, cfg.CharMax = uint8(*bits), uint8(*charMin), uint8(*charMax)
	cfg.CharWeight, cfg.NegScope, cfg.WordNorm = float32(*charW), uint8(*negScope), float32(*wordNorm)

	sets, err := dataset.LoadDir(*dataDir)
	if err != nil {
		log.Fatal(err)
	}
	var groups []group
	evalRows := make([][]dataset.Example, len(sets))
	for i, s := range sets {
		g := group{name: s.Name}
		if *tune {
			for _, r := range s.Train {
				if dataset.Bucket(r.Text) < 4 {
					evalRows[i] = append(evalRows[i], r)
				} else {
					g.rows = append(g.rows, r)
				}
			}
		} else {
			g.rows = s.Train
			evalRows[i] = s.Test
		}
		groups = append(groups, g)
	}

	t0 := time.Now()
	words, emoji := vaderbaseline.Lexicon()
	var lex features.Lexicon
	if cfg.Lexicon {
		lex = buildLexicon(cfg, words, emoji)
	}
	if *cv {
		crossValidate(cfg, lex, sets, h, *verbose)
		return
	}
	ts := featurize(cfg, lex, groups, h)
	log.Printf("featurised %d texts, %d features, %d entries in %v", len(ts.samples), len(ts.buckets), len(ts.idx), time.Since(t0).Round(time.Millisecond))
	var logf func(int, float64)
	if *verbose {
		logf = func(it int, loss float64) { log.Printf("iter %d loss %.6f", it, loss) }
	}
	t0 = time.Now()
	m := fit(*name, cfg, lex, ts, h, logf)
	log.Printf("trained in %v", time.Since(t0).Round(time.Millisecond))
	if *tune {
		validate(m, cfg, lex, sets, evalRows, h, *verbose)
		return
	}
	m.Bias[dataset.Negative] += float32(h.NegativeBias)
	m.Bias[dataset.Neutral] += float32(h.NeutralBias)

	var buf bytes.Buffer
	if err := m.Encode(&buf); err != nil {
		log.Fatal(err)
	}
	// Evaluate the model as it will be shipped (after quantisation).
	shipped, err := model.Decode(bytes.NewReader(buf.Bytes()))
	if err != nil {
		log.Fatal(err)
	}
	fmt.Printf("macro-F1 on the held-out test split (Local %s vs VADER)\n", *name)
	fmt.Printf("%-28s %6s %8s %8s %8s\n", "set", "rows", "Local", "VADER", "delta")
	local := classifier(shipped)
	vader := vaderbaseline.New()
	var sumL, sumV float64
	worst := 1.0
	for i, s := range sets {
		fl, cl := dataset.MacroF1(evalRows[i], local)
		fv, cv := dataset.MacroF1(evalRows[i], vader.Classify)
		if *verbose {
			fmt.Printf("  local %v F1 %.3f %.3f %.3f | vader %v F1 %.3f %.3f %.3f\n", cl, cl.F1(0), cl.F1(1), cl.F1(2), cv, cv.F1(0), cv.F1(1), cv.F1(2))
		}
		sumL += fl
		sumV += fv
		worst = min(worst, fl-fv)
		fmt.Printf("%-28s %6d %8.4f %8.4f %+8.4f\n", s.Name, len(evalRows[i]), fl, fv, fl-fv)
	}
	fmt.Printf("%-28s %6s %8.4f %8.4f %+8.4f (worst delta %+.4f)\n", "mean", "", sumL/float64(len(sets)), sumV/float64(len(sets)), (sumL-sumV)/float64(len(sets)), worst)
	if err := os.MkdirAll(filepath.Dir(*out), 0o755); err != nil {
		log.Fatal(err)
	}
	if err := os.WriteFile(*out, buf.Bytes(), 0o644); err != nil {
		log.Fatal(err)
	}
	log.Printf("wrote %s (%d bytes)", *out, buf.Len())
}

// validate reports the scores of m (fitted without class offsets) on the
// validation rows of -tune; see report.
func validate(m *model.Model, cfg features.Config, lex features.Lexicon, sets []dataset.Set, evalRows [][]dataset.Example, h hyper, verbose bool) {
	evals := make([]evalSet, len(sets))
	ex := features.NewExtractor(cfg, lex)
	vader := vaderbaseline.New()
	for i, s := range sets {
		evals[i].name = s.Name
		evals[i].score(m, ex, vader, evalRows[i])
	}
	report("validation", evals, h, verbose)
}
