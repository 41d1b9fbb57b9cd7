// Command train fits the local sentiment model of package analysis and
// writes the weights file that the package embeds.
//
// Run it from the module root:
//
//	go run ./analysis/internal/train
//
// It reads the labelled development sets in analysis/testdata/sentiment and
// the extra sets in analysis/testdata/sentiment/extra (label TAB text;
// labels pos, neu, neg; sources and licences in extra/SOURCES.md), splits
// every set deterministically into 80% training and 20% held-out test rows
// (see package dataset; the development sets keep the split they always
// had), trains one model on the training rows only, writes
// analysis/weights/local-v3.gz, and prints the macro-F1 of the model, of
// the VADER baseline and (with -compare) of a previous model on the
// held-out rows of every source, development and extra, and on every row
// of the evaluation-only sets in analysis/testdata/sentiment/eval (never
// trained or tuned on), each margin over VADER with a 95% bootstrap
// interval (from resamples of the set's rows, with a fixed seed); then the
// same on the rows labelled positive or negative, as the model would score
// on a two-class set, where calling a positive or negative text neutral is
// an error (three of the kinds of text the model is meant for are known
// from two-class sets of review sentences). Training is deterministic, on
// one goroutine: the same data gives byte-identical weights. -loso
// instead measures cross-domain generalisation: for each source, a model
// trained on the other sources is scored on the held-out rows of the one
// left out (with -loso-rows train, on its training rows, for choosing
// hyper-parameters).
//
// The model (see package model) is "wide and deep". The wide part is a
// multinomial logistic regression over hashed features: word unigrams with
// negation scopes, clause bigrams, character 3- to 5-grams, emoticons and
// emoji, punctuation and emphasis cues, and dense lexicon features (a
// valence score of the sentiment words, with intensifiers, negation and
// "but" handling, binned so that the model can learn where neutral lies).
// The deep part is a tanh hidden layer (-hidden units) over embeddings of
// the whole-text features (the lexicon bins, punctuation, emphasis, length,
// emoticon and contrast cues), so that the model can combine them
// non-linearly, for example a weak lexicon score in a short text with a
// question mark; its units add to the class scores. The lexicon comes from
// VADER's word list and emoji descriptions (see analysis/weights/NOTICE);
// all weights are learned from the data. Rows are weighted so that the
// sets' sizes are partly evened out (-set-balance), each set's classes are
// partly balanced (-class-balance), and the two development tweet sets,
// which carry the most distinct style, and the course and event comments
// written for the project, the kind of text the service receives most,
// weigh more (-set-weight). The model is fitted by a few epochs of AdaGrad
// in an order shuffled with a fixed seed (-optimizer sgd; -optimizer lbfgs
// fits a linear model, -hidden 0, to convergence instead); -ensemble such
// fits with consecutive seeds are averaged into one model of the same
// form (their hidden layers side by side), which removes most of the
// variance that the training order gives one fit. After training,
// -negative-bias and -neutral-bias are added to the class intercepts, and
// -temperature is stored in the model to calibrate its confidence.
//
// The flag defaults are the recipe of the shipped local-v3. Its
// predecessor local-v2 was one fit (-ensemble 1 -embed-bits 16) with
// -neutral-bias -0.3 -temperature 1.05 -set-weight
// vader_tweets=4,tweeteval_val=3, trained before
// course_event_comments_written.tsv existed. The first model, local-v1,
// was the linear part alone trained on the development sets with L-BFGS;
// this gives its weights again (in the current file format), for
// comparisons with -compare:
//
//	go run ./analysis/internal/train -extra=false -optimizer lbfgs -lambda 3e-4 -hidden 0 -ensemble 1 \
//		-negative-bias 0 -neutral-bias 0 -temperature 1 -name local-v1 -out /tmp/local-v1.gz
//
// The hyper-parameters were chosen with -cv, a 4-fold cross-validation
// inside the training rows, repeated -cv-repeats times with other seeds,
// that reports the pooled macro-F1 next to VADER's on the same rows (-tune
// does the same on one validation split: 60% train, 20% validation), and
// the class offsets with -loso -loso-rows train, which scores every source
// with a model fitted on the others, since the service's own feedback is
// a source the model never saw. These modes fit without class offsets,
// report the scores with -negative-bias and -neutral-bias applied, search
// a grid of those two offsets for the pair that maximises the mean plus
// the worst per-set margin over VADER on their rows, and print the
// temperature that minimises the log-loss there; the -temperature of the
// recipe is -cv's (-v adds the confusion matrices). None of them reads the
// test rows or writes weights.
//
// -score DIR trains nothing: it prints the same tables for the weights file
// -out (by default the shipped one) on every row of the labelled *.tsv sets
// in DIR, for example a held-out set that is not in the repository:
//
//	go run ./analysis/internal/train -score path/to/labelled-sets
package main

import (
	"bytes"
	"flag"
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
		out     = flag.String("out", "analysis/weights/local-v3.gz", "weights file to write")
		name    = flag.String("name", "local-v3", "model name stored in the weights file")
		tune    = flag.Bool("tune", false, "train on 60%, report on a 20% validation part of the training rows; write nothing")
		verbose = flag.Bool("v", false, "log optimiser progress")
		cv      = flag.Bool("cv", false, "4-fold cross-validation on the training rows; write nothing")
		repeats = flag.Int("cv-repeats", 3, "with -cv: repeats of the cross-validation with other seeds, pooled")
		loso    = flag.Bool("loso", false, "leave one source out: for each set, train on the other sets' training rows and score its held-out rows; write nothing")
		losoOn  = flag.String("loso-rows", "test", "rows of the left-out set that -loso scores: test (its held-out rows, for reporting) or train (its training rows, for choosing hyper-parameters; also searches the class offsets as -cv does)")
		compare = flag.String("compare", "", "weights file of a previous model to score next to the new one")
		score   = flag.String("score", "", "directory of labelled *.tsv sets: score the weights file -out on all their rows, next to VADER (and -compare); train and write nothing")
	)
	h := hyper{}
	flag.BoolVar(&h.Extra, "extra", true, "also train on the training rows of the extra sets (their held-out rows are scored either way)")
	flag.StringVar(&h.Optimizer, "optimizer", "sgd", "lbfgs (full batch, to convergence) or sgd (AdaGrad epochs)")
	flag.Float64Var(&h.Lambda, "lambda", 1e-5, "L2 penalty (with sgd: on the weights an update touches)")
	flag.IntVar(&h.Iters, "iters", 300, "L-BFGS iterations")
	flag.Float64Var(&h.ClassBalance, "class-balance", 0.75, "class re-weighting exponent within each set (0..1)")
	flag.Float64Var(&h.SetBalance, "set-balance", 0.5, "set re-weighting exponent (0..1)")
	flag.IntVar(&h.MinCount, "min-count", 2, "minimum number of training texts a feature must occur in")
	flag.IntVar(&h.Epochs, "epochs", 2, "SGD passes over the training samples")
	flag.Float64Var(&h.LearningRate, "lr", 0.1, "SGD AdaGrad base step size")
	flag.Uint64Var(&h.Seed, "seed", 1, "SGD seed of the training order")
	flag.IntVar(&h.Ensemble, "ensemble", 4, "number of SGD fits, with seeds -seed, -seed+1, ..., averaged into one model (-hidden times -ensemble at most MaxHidden)")
	flag.Float64Var(&h.GlobalReg, "global-reg", 0.003, "factor on -lambda for whole-text features")
	flag.Float64Var(&h.NegativeBias, "negative-bias", -0.1, "offset added to the negative intercept after training")
	flag.Float64Var(&h.NeutralBias, "neutral-bias", -0.1, "offset added to the neutral intercept after training")
	flag.IntVar(&h.Hidden, "hidden", 16, "width of the hidden layer (0: linear model; needs -optimizer sgd)")
	flag.IntVar(&h.EmbedBits, "embed-bits", 10, "log2 of the number of embedding rows of the hidden layer (the deep features are a few dozen whole-text features)")
	flag.Float64Var(&h.DeepLR, "deep-lr", 0.05, "SGD AdaGrad base step size of the hidden layer")
	flag.Float64Var(&h.DeepLambda, "deep-lambda", 1e-5, "L2 penalty on the embeddings")
	flag.Float64Var(&h.Temperature, "temperature", 1, "calibration temperature stored in the model (see -cv)")
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
	setWeights := flag.String("set-weight", "vader_tweets=4,tweeteval_val=3,course_event_comments_written=3", "extra weight per set, e.g. vader_tweets=2,tweeteval_val=1.5")
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

	if h.Optimizer != "lbfgs" && h.Optimizer != "sgd" {
		log.Fatalf("-optimizer %q: want lbfgs or sgd", h.Optimizer)
	}
	if h.Hidden < 0 || h.Hidden > model.MaxHidden || (h.Hidden > 0 && h.Optimizer != "sgd") {
		log.Fatalf("-hidden %d: want 0 to %d, and -optimizer sgd", h.Hidden, model.MaxHidden)
	}
	if h.Ensemble < 1 || h.Hidden*h.Ensemble > model.MaxHidden || (h.Ensemble > 1 && h.Optimizer != "sgd") {
		log.Fatalf("-ensemble %d: want at least 1, -hidden times -ensemble at most %d, and -optimizer sgd for more than 1", h.Ensemble, model.MaxHidden)
	}
	if h.EmbedBits < 8 || h.EmbedBits > 24 || !(h.Temperature > 0) {
		log.Fatal("-embed-bits: want 8 to 24; -temperature: want > 0")
	}
	var previous *model.Model
	if *compare != "" {
		var err error
		if previous, err = readModel(*compare); err != nil {
			log.Fatal(err)
		}
	}
	if *score != "" {
		if err := scoreSets(*score, *out, previous, *verbose); err != nil {
			log.Fatal(err)
		}
		return
	}
	sets, err := dataset.LoadAll(*dataDir)
	if err != nil {
		log.Fatal(err)
	}
	evalSets, err := dataset.LoadEval(*dataDir)
	if err != nil {
		log.Fatal(err)
	}
	t0 := time.Now()
	words, emoji := vaderbaseline.Lexicon()
	var lex features.Lexicon
	if cfg.Lexicon {
		lex = buildLexicon(cfg, words, emoji)
	}
	switch {
	case *cv:
		crossValidate(cfg, lex, sets, h, max(*repeats, 1), *verbose)
		return
	case *loso && *losoOn == "test":
		leaveOneSourceOut(cfg, lex, append(sets, evalSets...), h)
		return
	case *loso && *losoOn == "train":
		leaveOneSourceOutOnTrain(cfg, lex, sets, h, *verbose)
		return
	case *loso:
		log.Fatalf("-loso-rows %q: want test or train", *losoOn)
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
		if h.trainsOn(s) {
			groups = append(groups, g)
		}
	}
	ts := featurize(cfg, lex, groups, h)
	log.Printf("featurised %d texts, %d features, %d entries in %v", len(ts.samples), len(ts.buckets), len(ts.idx), time.Since(t0).Round(time.Millisecond))
	var logf func(int, float64)
	if *verbose {
		logf = func(epoch int, loss float64) { log.Printf("epoch %d loss %.6f", epoch, loss) }
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
	printTestTable(append(sets, evalSets...), shipped, previous, *verbose)
	if err := os.MkdirAll(filepath.Dir(*out), 0o755); err != nil {
		log.Fatal(err)
	}
	if err := os.WriteFile(*out, buf.Bytes(), 0o644); err != nil {
		log.Fatal(err)
	}
	log.Printf("wrote %s (%d bytes)", *out, buf.Len())
}

// readModel reads a weights file.
func readModel(path string) (*model.Model, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return model.Decode(f)
}

// scoreSets prints the tables of the model in the weights file path, of
// VADER and of previous (if not nil) on every row of the labelled sets in
// dir, without training: see printTestTable.
func scoreSets(dir, path string, previous *model.Model, verbose bool) error {
	sets, err := dataset.LoadEvalDir(dir)
	if err != nil {
		return err
	}
	m, err := readModel(path)
	if err != nil {
		return err
	}
	printTestTable(sets, m, previous, verbose)
	return nil
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
