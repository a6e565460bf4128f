package compare

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"text/tabwriter"
)

// Main runs `evibench compare OLD.json NEW.json [--max-regression P]
// [--rates-only]`: it prints the table and returns an error wrapping
// ErrRegression when any row regressed by more than P.
func Main(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("compare", flag.ContinueOnError)
	fs.SetOutput(stderr)
	maxReg := fs.Float64("max-regression", 2, "largest allowed worsening: points for rates, percent for throughput/latency")
	rates := fs.Bool("rates-only", false, "compare rate fields only (skip timings)")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: evibench compare OLD.json NEW.json [--max-regression P] [--rates-only]")
		fs.PrintDefaults()
	}
	// flags may follow the two files
	var files []string
	for rest := args; ; {
		if err := fs.Parse(rest); err != nil {
			if errors.Is(err, flag.ErrHelp) {
				return nil
			}
			return fmt.Errorf("%w: %w", ErrUsage, err)
		}
		if fs.NArg() == 0 {
			break
		}
		files, rest = append(files, fs.Arg(0)), fs.Args()[1:]
	}
	if len(files) != 2 {
		return fmt.Errorf("%w: want OLD.json NEW.json, got %d files", ErrUsage, len(files))
	}
	if *maxReg < 0 {
		return fmt.Errorf("%w: --max-regression %v: must be >= 0", ErrUsage, *maxReg)
	}
	old, err := os.ReadFile(files[0])
	if err != nil {
		return fmt.Errorf("read old report: %w", err)
	}
	cur, err := os.ReadFile(files[1])
	if err != nil {
		return fmt.Errorf("read new report: %w", err)
	}
	res, err := Compare(old, cur, Options{MaxRegression: *maxReg, RatesOnly: *rates})
	if err != nil {
		return err
	}
	if err := WriteTable(stdout, res); err != nil {
		return err
	}
	if res.Regressions > 0 {
		return fmt.Errorf("%w: %d of %d comparisons worse by more than %v", ErrRegression, res.Regressions, len(res.Rows), *maxReg)
	}
	return nil
}

// WriteTable prints a comparison as an aligned table.
func WriteTable(w io.Writer, r *Result) error {
	fmt.Fprintf(w, "evibench compare: %s reports, max regression %v (points for rates, %% for timings)\n", r.Kind, r.MaxRegression)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "row\tfield\told\tnew\tchange\tverdict")
	for _, x := range r.Rows {
		verdict := "ok"
		if x.Regression {
			verdict = "REGRESSION"
		}
		if x.Note != "" {
			verdict += " (" + x.Note + ")"
		}
		fmt.Fprintf(tw, "%s\t%s\t%.4g\t%.4g\t%+.2f %s\t%s\n", x.Key, x.Field, x.Old, x.New, x.Change, x.Unit, verdict)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	fmt.Fprintf(w, "%d regression(s)\n", r.Regressions)
	return nil
}
