package compare

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"sort"
	"strings"
)

// Row is one compared metric of one matched row (plain data).
type Row struct {
	Key        string  `json:"key"`
	Field      string  `json:"field"`
	Old        float64 `json:"old"`
	New        float64 `json:"new"`
	Change     float64 `json:"change"` // points (rates) or percent; positive is better
	Unit       string  `json:"unit"`   // "pt" or "%"
	Regression bool    `json:"regression"`
	Note       string  `json:"note,omitempty"`
}

// Result is a comparison of two reports of one kind.
type Result struct {
	Kind          string  `json:"kind"`
	MaxRegression float64 `json:"max_regression"`
	Rows          []Row   `json:"rows"`
	Regressions   int     `json:"regressions"`
}

// Options tune Compare.
type Options struct {
	// MaxRegression is the largest allowed worsening: points for rates,
	// percent for throughput and latency.
	MaxRegression float64
	// RatesOnly compares rate fields only (for gates on noisy machines
	// where timings are not comparable).
	RatesOnly bool
}

// Detect returns the kind name of a report.
func Detect(report []byte) (string, error) {
	m, err := decode(report)
	if err != nil {
		return "", err
	}
	k, err := detect(m)
	if err != nil {
		return "", err
	}
	return k.name, nil
}

func decode(b []byte) (map[string]any, error) {
	var m map[string]any
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.UseNumber()
	if err := dec.Decode(&m); err != nil {
		return nil, fmt.Errorf("%w: not a JSON object: %v", ErrKind, err)
	}
	return m, nil
}

func detect(m map[string]any) (*kind, error) {
	for i := range kinds {
		if kinds[i].detect(m) {
			return &kinds[i], nil
		}
	}
	return nil, fmt.Errorf("%w: not an ann, lexical, encode, memory or serve-load report", ErrKind)
}

// Compare compares two reports of the same kind.
func Compare(oldJSON, newJSON []byte, o Options) (*Result, error) {
	om, err := decode(oldJSON)
	if err != nil {
		return nil, fmt.Errorf("old: %w", err)
	}
	nm, err := decode(newJSON)
	if err != nil {
		return nil, fmt.Errorf("new: %w", err)
	}
	ok, err := detect(om)
	if err != nil {
		return nil, fmt.Errorf("old: %w", err)
	}
	nk, err := detect(nm)
	if err != nil {
		return nil, fmt.Errorf("new: %w", err)
	}
	if ok.name != nk.name {
		return nil, fmt.Errorf("%w: old is %s, new is %s", ErrKind, ok.name, nk.name)
	}
	res := &Result{Kind: ok.name, MaxRegression: o.MaxRegression}
	for _, rs := range ok.rows {
		res.Rows = append(res.Rows, compareSet(rs, om, nm, o)...)
	}
	for _, r := range res.Rows {
		if r.Regression {
			res.Regressions++
		}
	}
	return res, nil
}

func compareSet(rs rowSet, om, nm map[string]any, o Options) []Row {
	olds, news := rowsOf(om, rs), rowsOf(nm, rs)
	keys := make([]string, 0, len(olds))
	for k := range olds {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var out []Row
	for _, k := range keys {
		nr, ok := news[k]
		if !ok {
			out = append(out, Row{Key: k, Field: "*", Regression: true, Note: "missing from the new report"})
			continue
		}
		for _, f := range rs.fields {
			if o.RatesOnly && f.unit != Rate {
				continue
			}
			if r, ok := compareField(k, f, olds[k], nr, o.MaxRegression); ok {
				out = append(out, r)
			}
		}
	}
	return out
}

// rowsOf indexes a row set by its key fields ("" path: one row, the report).
func rowsOf(m map[string]any, rs rowSet) map[string]map[string]any {
	out := map[string]map[string]any{}
	if rs.path == "" {
		out["report"] = m
		return out
	}
	rows, _ := m[rs.path].([]any)
	for _, x := range rows {
		r, ok := x.(map[string]any)
		if !ok {
			continue
		}
		var parts []string
		for _, k := range rs.keys {
			if v, ok := r[k]; ok {
				parts = append(parts, fmt.Sprintf("%s=%v", k, v))
			}
		}
		out[rs.path+"["+strings.Join(parts, " ")+"]"] = r
	}
	return out
}

func num(r map[string]any, f string) (float64, bool) {
	n, ok := r[f].(json.Number)
	if !ok {
		return 0, false
	}
	v, err := n.Float64()
	return v, err == nil && !math.IsNaN(v)
}

func compareField(key string, f field, or, nr map[string]any, maxReg float64) (Row, bool) {
	if f.when != "" {
		a, _ := num(or, f.when)
		b, _ := num(nr, f.when)
		if a <= 0 || b <= 0 {
			return Row{}, false
		}
	}
	ov, ok1 := num(or, f.name)
	nv, ok2 := num(nr, f.name)
	if !ok1 {
		return Row{}, false // not measured before (null or absent): nothing to regress from
	}
	r := Row{Key: key, Field: f.name, Old: ov, New: nv, Unit: "pt"}
	if !ok2 {
		r.Regression, r.Note = true, "no value in the new report"
		return r, true
	}
	d := nv - ov
	if !f.higherBetter {
		d = -d
	}
	if f.unit == Rate {
		r.Change = 100 * d
	} else {
		r.Unit = "%"
		if ov == 0 {
			return r, true // no base for a percentage
		}
		r.Change = 100 * d / math.Abs(ov)
	}
	r.Regression = -r.Change > maxReg+1e-9
	return r, true
}
