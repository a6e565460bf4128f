package capsule

import (
	"errors"
	"math"
	"slices"
	"strconv"
	"time"
	"unicode/utf8"
)

// The capsule is the largest and most frequent response, and encoding it
// by reflection cost a recall a few per cent of its CPU. AppendJSON
// writes exactly what json.NewEncoder(w).Encode(c) writes (HTML-safe
// escaping, sorted map keys, ES6 float form, RFC 3339 times, the trailing
// newline); TestCapsuleJSONMatchesEncodingJSON compares the two on random
// capsules that fill every field, so a field added to Capsule without
// a line here fails it.

// ErrUnsupportedValue is what AppendJSON returns where encoding/json
// would fail: a NaN or infinite float, a time outside years 0..9999.
var ErrUnsupportedValue = errors.New("capsule: value cannot be encoded as JSON")

// AppendJSON appends the JSON of c and a newline to dst.
func AppendJSON(dst []byte, c *Capsule) ([]byte, error) {
	if c == nil {
		return append(dst, "null\n"...), nil
	}
	var err error
	b := append(dst, `{"namespace":`...)
	b = appendJSONString(b, c.Namespace)
	b = append(b, `,"query":`...)
	b = appendJSONString(b, c.Query)
	b = append(b, `,"budget_tokens":`...)
	b = strconv.AppendInt(b, int64(c.BudgetTokens), 10)
	b = append(b, `,"used_tokens":`...)
	b = strconv.AppendInt(b, int64(c.UsedTokens), 10)
	b = append(b, `,"estimator":`...)
	b = appendJSONString(b, c.Estimator)
	b = append(b, `,"abstain":`...)
	b = strconv.AppendBool(b, c.Abstain)
	b = append(b, `,"omitted":`...)
	b = strconv.AppendInt(b, int64(c.Omitted), 10)
	o := c.OmittedBy
	b = append(b, `,"omitted_by":{"budget":`...)
	b = strconv.AppendInt(b, int64(o.Budget), 10)
	b = append(b, `,"duplicate":`...)
	b = strconv.AppendInt(b, int64(o.Duplicate), 10)
	b = append(b, `,"temporal":`...)
	b = strconv.AppendInt(b, int64(o.Temporal), 10)
	b = append(b, `,"threshold":`...)
	b = strconv.AppendInt(b, int64(o.Threshold), 10)
	if o.SourceShare != 0 {
		b = append(b, `,"source_share":`...)
		b = strconv.AppendInt(b, int64(o.SourceShare), 10)
	}
	b = append(b, `},"hints":`...)
	if b, err = appendHints(b, &c.Hints); err != nil {
		return dst, err
	}
	if b, err = appendArray(append(b, `,"items":`...), c.Items, appendItem); err != nil {
		return dst, err
	}
	b = append(b, `,"capsule_id":`...)
	b = appendJSONString(b, c.CapsuleID)
	b = append(b, `,"revision":`...)
	b = strconv.AppendInt(b, c.Revision, 10)
	if len(c.AttentionTrace) > 0 {
		if b, err = appendArray(append(b, `,"attention_trace":`...), c.AttentionTrace, appendAttention); err != nil {
			return dst, err
		}
	}
	if c.Degraded != "" {
		b = appendJSONString(append(b, `,"degraded":`...), c.Degraded)
	}
	return append(b, "}\n"...), nil
}

func appendAttention(b []byte, t *AttentionTrace) ([]byte, error) {
	b = append(b, `{"directive":`...)
	b = appendJSONString(b, t.Directive)
	if t.Term != "" {
		b = append(b, `,"term":`...)
		b = appendJSONString(b, t.Term)
	}
	b = append(b, `,"weight":`...)
	b, err := appendFloat(b, t.Weight)
	if err != nil {
		return b, err
	}
	b = append(b, `,"matched":`...)
	b = strconv.AppendInt(b, int64(t.Matched), 10)
	b = append(b, `,"in_capsule":`...)
	b = strconv.AppendInt(b, int64(t.InCapsule), 10)
	return append(b, '}'), nil
}

// appendArray writes xs with each, nil as null.
func appendArray[T any](b []byte, xs []T, each func([]byte, *T) ([]byte, error)) ([]byte, error) {
	if xs == nil {
		return append(b, "null"...), nil
	}
	b = append(b, '[')
	var err error
	for i := range xs {
		if i > 0 {
			b = append(b, ',')
		}
		if b, err = each(b, &xs[i]); err != nil {
			return b, err
		}
	}
	return append(b, ']'), nil
}

func appendHints(b []byte, h *HintsView) ([]byte, error) {
	var err error
	b = append(b, '{')
	// Every field but the last, intent, is omitempty: each ends with a comma.
	if len(h.Entities) > 0 {
		b = append(b, `"entities":`...)
		b = append(appendStrings(b, h.Entities), ',')
	}
	if h.TimeText != "" {
		b = append(b, `"time_text":`...)
		b = append(appendJSONString(b, h.TimeText), ',')
	}
	if h.From != nil {
		if b, err = appendTime(append(b, `"from":`...), *h.From); err != nil {
			return b, err
		}
		b = append(b, ',')
	}
	if h.To != nil {
		if b, err = appendTime(append(b, `"to":`...), *h.To); err != nil {
			return b, err
		}
		b = append(b, ',')
	}
	b = append(b, `"intent":`...)
	b = appendJSONString(b, h.Intent)
	return append(b, '}'), nil
}

func appendItem(b []byte, it *Item) ([]byte, error) {
	var err error
	b = append(b, `{"kind":`...)
	b = appendJSONString(b, string(it.Kind))
	b = append(b, `,"id":`...)
	b = appendJSONString(b, it.ID)
	b = append(b, `,"text":`...)
	b = appendJSONString(b, it.Text)
	b = append(b, `,"evidence_ids":`...)
	b = appendStrings(b, it.EvidenceIDs)
	b = append(b, `,"expand":`...)
	b = appendStrings(b, it.Expand)
	b = append(b, `,"score":`...)
	if b, err = appendFloat(b, it.Score); err != nil {
		return b, err
	}
	b = append(b, `,"confidence":`...)
	if b, err = appendFloat(b, it.Confidence); err != nil {
		return b, err
	}
	b = append(b, `,"tokens":`...)
	b = strconv.AppendInt(b, int64(it.Tokens), 10)
	b = append(b, `,"role":`...)
	b = appendJSONString(b, it.Role)
	if len(it.Conflicts) > 0 {
		b = append(b, `,"conflicts":`...)
		b = appendStrings(b, it.Conflicts)
	}
	if b, err = appendTimeField(b, `,"occurred_at":`, it.OccurredAt); err != nil {
		return b, err
	}
	if b, err = appendTimeField(b, `,"occurred_to":`, it.OccurredTo); err != nil {
		return b, err
	}
	if it.Speaker != "" {
		b = append(b, `,"speaker":`...)
		b = appendJSONString(b, it.Speaker)
	}
	if it.SpeakerRole != "" {
		b = append(b, `,"speaker_role":`...)
		b = appendJSONString(b, it.SpeakerRole)
	}
	if len(it.Flags) > 0 {
		b = append(b, `,"flags":`...)
		b = appendStrings(b, it.Flags)
	}
	b = append(b, `,"trace":`...)
	if b, err = appendTrace(b, &it.Trace); err != nil {
		return b, err
	}
	for _, f := range [...]struct{ key, v string }{{`,"subject":`, it.Subject},
		{`,"predicate":`, it.Predicate}, {`,"value":`, it.Value}, {`,"status":`, it.Status}} {
		if f.v != "" {
			b = append(b, f.key...)
			b = appendJSONString(b, f.v)
		}
	}
	if b, err = appendTimeField(b, `,"valid_from":`, it.ValidFrom); err != nil {
		return b, err
	}
	if b, err = appendTimeField(b, `,"valid_to":`, it.ValidTo); err != nil {
		return b, err
	}
	return append(b, '}'), nil
}

func appendTrace(b []byte, t *Trace) ([]byte, error) {
	var err error
	if b, err = appendArray(append(b, `{"channels":`...), t.Channels, appendChannelTrace); err != nil {
		return b, err
	}
	b = append(b, `,"fused":`...)
	if b, err = appendFloat(b, t.Fused); err != nil {
		return b, err
	}
	if b, err = appendFeatures(b, t.Features); err != nil {
		return b, err
	}
	if len(t.Reasons) > 0 {
		b = append(b, `,"reasons":`...)
		b = appendStrings(b, t.Reasons)
	}
	return append(b, '}'), nil
}

func appendChannelTrace(b []byte, ct *ChannelTrace) ([]byte, error) {
	var err error
	b = append(b, `{"channel":`...)
	b = appendJSONString(b, ct.Channel)
	b = append(b, `,"rank":`...)
	b = strconv.AppendInt(b, int64(ct.Rank), 10)
	for _, f := range [...]struct {
		key string
		v   float64
	}{{`,"score":`, ct.Score}, {`,"weight":`, ct.Weight}, {`,"contribution":`, ct.Contribution}} {
		b = append(b, f.key...)
		if b, err = appendFloat(b, f.v); err != nil {
			return b, err
		}
	}
	if b, err = appendFeatures(b, ct.Features); err != nil {
		return b, err
	}
	if v := ct.Via; v != nil {
		b = append(b, `,"via":{"seed":`...)
		b = appendJSONString(b, v.Seed)
		b = append(b, `,"from":`...)
		b = appendJSONString(b, v.From)
		b = append(b, `,"relation":`...)
		b = appendJSONString(b, v.Relation)
		b = append(b, `,"strength":`...)
		if b, err = appendFloat(b, v.Strength); err != nil {
			return b, err
		}
		b = append(b, `,"hops":`...)
		b = strconv.AppendInt(b, int64(v.Hops), 10)
		b = append(b, '}')
	}
	return append(b, '}'), nil
}

// appendFeatures writes a features field unless m is empty (omitempty).
func appendFeatures(b []byte, m map[string]float64) ([]byte, error) {
	if len(m) == 0 {
		return b, nil
	}
	return appendFloatMap(append(b, `,"features":`...), m)
}

// appendFloatMap writes m with its keys sorted, as encoding/json does.
func appendFloatMap(b []byte, m map[string]float64) ([]byte, error) {
	var stack [16]string
	keys := stack[:0]
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	b = append(b, '{')
	var err error
	for i, k := range keys {
		if i > 0 {
			b = append(b, ',')
		}
		b = appendJSONString(b, k)
		b = append(b, ':')
		if b, err = appendFloat(b, m[k]); err != nil {
			return b, err
		}
	}
	return append(b, '}'), nil
}

// appendStrings writes ss as an array, nil as null.
func appendStrings(b []byte, ss []string) []byte {
	if ss == nil {
		return append(b, "null"...)
	}
	b = append(b, '[')
	for i, s := range ss {
		if i > 0 {
			b = append(b, ',')
		}
		b = appendJSONString(b, s)
	}
	return append(b, ']')
}

// appendTimeField writes key and *t unless t is nil (omitempty).
func appendTimeField(b []byte, key string, t *time.Time) ([]byte, error) {
	if t == nil {
		return b, nil
	}
	return appendTime(append(b, key...), *t)
}

// appendTime is time.Time.MarshalJSON: RFC 3339 with nanoseconds, quoted
// (time.Time.AppendText, which fails as MarshalJSON does on a year that is
// not four digits or a zone offset of 24 hours or more).
func appendTime(b []byte, t time.Time) ([]byte, error) {
	out, err := t.AppendText(append(b, '"'))
	if err != nil {
		return b, ErrUnsupportedValue
	}
	return append(out, '"'), nil
}

// appendFloat is encoding/json's float64 form: like strconv 'g' with the
// shortest digits, but fixed notation for 1e-6 <= |f| < 1e21 and no
// zero padding of a negative exponent.
func appendFloat(b []byte, f float64) ([]byte, error) {
	if math.IsInf(f, 0) || math.IsNaN(f) {
		return b, ErrUnsupportedValue
	}
	format := byte('f')
	if abs := math.Abs(f); abs != 0 && (abs < 1e-6 || abs >= 1e21) {
		format = 'e'
	}
	b = strconv.AppendFloat(b, f, format, -1, 64)
	if n := len(b); format == 'e' && n >= 4 && b[n-4] == 'e' && b[n-3] == '-' && b[n-2] == '0' {
		b[n-2] = b[n-1] // e-07 -> e-7
		b = b[:n-1]
	}
	return b, nil
}

// appendJSONString is encoding/json's string form with HTML escaping on
// (the json.Encoder default): <, > and & as \u003c..., control bytes
// escaped, invalid UTF-8 as \ufffd, U+2028 and U+2029 escaped.
func appendJSONString(b []byte, s string) []byte {
	const hex = "0123456789abcdef"
	b = append(b, '"')
	start := 0
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if c >= 0x20 && c != '"' && c != '\\' && c != '<' && c != '>' && c != '&' {
				i++
				continue
			}
			b = append(b, s[start:i]...)
			switch c {
			case '\\', '"':
				b = append(b, '\\', c)
			case '\b':
				b = append(b, '\\', 'b')
			case '\f':
				b = append(b, '\\', 'f')
			case '\n':
				b = append(b, '\\', 'n')
			case '\r':
				b = append(b, '\\', 'r')
			case '\t':
				b = append(b, '\\', 't')
			default:
				b = append(b, '\\', 'u', '0', '0', hex[c>>4], hex[c&0xF])
			}
			i++
			start = i
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			b = append(b, s[start:i]...)
			b = append(b, `\ufffd`...)
		case r == '\u2028' || r == '\u2029':
			b = append(b, s[start:i]...)
			b = append(b, '\\', 'u', '2', '0', '2', hex[r&0xF])
		default:
			i += size
			continue
		}
		i += size
		start = i
	}
	b = append(b, s[start:]...)
	return append(b, '"')
}
