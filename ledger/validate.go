package ledger

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"
)

// Field limits (bytes).
const (
	maxNamespace = 200
	maxSource    = 4096
	maxIdemKey   = 256
	maxName      = 1024 // subject, predicate, entity names, aliases, relation
	maxValue     = 64 << 10
	maxPrincipal = 256
)

// prepared is one validated input with defaults applied.
type prepared struct {
	in     EvidenceInput
	sha    string
	claims []ClaimInput // defaults applied; Supersedes kept as given
	local  []int        // per claim: batch-global index of a "@i.j" target, else -1
}

// fieldPrefix implements the field naming scheme: a single input uses plain
// names ("content", "claims[0].subject"); a batch of more than one prefixes
// "observations[i]." to every name.
func fieldPrefix(n, i int) string {
	if n <= 1 {
		return ""
	}
	return "observations[" + strconv.Itoa(i) + "]."
}

// validateBatch checks everything that needs no database access.
func validateBatch(in []EvidenceInput, maxContent int) ([]prepared, error) {
	out := make([]prepared, len(in))
	starts := make([]int, len(in)) // batch-global index of each input's first claim
	total := 0
	for i := range in {
		starts[i] = total
		total += len(in[i].Claims)
	}
	// The bounds first, each observation's then the batch's, so an
	// oversized request is refused before any claim is checked.
	for i := range in {
		if err := checkBounds(&in[i], fieldPrefix(len(in), i)); err != nil {
			return nil, err
		}
	}
	if err := checkBatchBounds(in); err != nil {
		return nil, err
	}
	for i := range in {
		p := fieldPrefix(len(in), i)
		if err := validateEvidence(&in[i], p, maxContent, &out[i]); err != nil {
			return nil, err
		}
		if err := validateClaims(in, i, p, starts, &out[i]); err != nil {
			return nil, err
		}
		if err := validateGraph(&in[i], p); err != nil {
			return nil, err
		}
		if err := validateLinks(in, i, p); err != nil {
			return nil, err
		}
		if err := validateState(in[i].State, p); err != nil {
			return nil, err
		}
		if err := validateExtraction(&in[i], p); err != nil {
			return nil, err
		}
	}
	return out, nil
}

func validateEvidence(e *EvidenceInput, p string, maxContent int, out *prepared) error {
	if err := checkNamespace(e.Namespace); err != nil {
		return fieldErr(p+"namespace", err.Error())
	}
	kind, err := ParseKind(string(e.Kind))
	if err != nil {
		return fieldErr(p+"kind", fmt.Sprintf("unknown kind %q (want turn, document, tool_result, fact or event)", string(e.Kind)))
	}
	if r := checkContent(e.Content, maxContent); r != "" {
		return fieldErr(p+"content", r)
	}
	if r := checkText(e.Source, maxSource); r != "" {
		return fieldErr(p+"source", r)
	}
	if r := checkOptional(e.Speaker, maxName); r != "" {
		return fieldErr(p+"speaker", r)
	}
	if _, err := ParseRole(string(e.Role)); err != nil {
		return fieldErr(p+"role", "unknown role (want user, assistant, system, tool or participant)")
	}
	if !e.Trust.valid() {
		return fieldErr(p+"trust", fmt.Sprintf("unknown trust level %d (want 1 untrusted .. 4 high)", e.Trust))
	}
	if e.OccurredAt.IsZero() {
		return fieldErr(p+"occurred_at", "required")
	}
	if !timeInRange(e.OccurredAt) {
		return fieldErr(p+"occurred_at", "year must be in 1900..9999")
	}
	if r := checkMetadata(e.Metadata, maxContent); r != "" {
		return fieldErr(p+"metadata", r)
	}
	if r := checkOptional(e.IdempotencyKey, maxIdemKey); r != "" {
		return fieldErr(p+"idempotency_key", r)
	}
	if r := checkOptional(e.Principal, maxPrincipal); r != "" {
		return fieldErr(p+"principal", r)
	}
	out.in = *e
	out.in.Kind = kind
	out.in.OccurredAt = e.OccurredAt.UTC()
	sum := sha256.Sum256([]byte(e.Content))
	out.sha = hex.EncodeToString(sum[:])
	return nil
}

// checkNamespace enforces the namespace grammar (CheckNamespace) on a name
// that creates, reads or names data.
func checkNamespace(ns string) error {
	if err := checkLegacyNamespace(ns); err != nil {
		return err
	}
	for i, seg := range strings.Split(ns, "/") {
		switch {
		case seg == "" && i == 0:
			return fmt.Errorf("must not start with '/'")
		case seg == "" && i == strings.Count(ns, "/"):
			return fmt.Errorf("must not end with '/'")
		case seg == "":
			return fmt.Errorf("has an empty segment ('//')")
		case seg == "." || seg == "..":
			return fmt.Errorf("has a %q segment", seg)
		}
		for _, c := range []byte(seg) {
			if !namespaceByte(c) {
				return fmt.Errorf("contains %q: a segment holds only ASCII letters, digits and %s", c, namespacePunct)
			}
		}
	}
	return nil
}

// checkLegacyNamespace is what every name stored before the grammar
// satisfies: non-empty valid UTF-8 within the length limit, no control
// characters. Purge accepts such a name, so a namespace outside the
// grammar (which Verify reports) can still be erased.
func checkLegacyNamespace(ns string) error {
	switch {
	case ns == "":
		return fmt.Errorf("required")
	case len(ns) > maxNamespace:
		return fmt.Errorf("exceeds %d bytes", maxNamespace)
	case !utf8.ValidString(ns):
		return fmt.Errorf("not valid UTF-8")
	case strings.IndexFunc(ns, unicode.IsControl) >= 0:
		return fmt.Errorf("contains a control character")
	}
	return nil
}

// namespacePunct is the punctuation a namespace segment may hold besides
// ASCII letters and digits. Glob characters (* ? [ ] { } \), spaces, '%'
// and non-ASCII letters are outside it: a grant pattern matches a name
// only one way, and two names that look alike are the same bytes.
const namespacePunct = "-_.:@+=~"

func namespaceByte(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' ||
		strings.IndexByte(namespacePunct, c) >= 0
}

// CheckNamespace reports whether ns follows the namespace grammar, with an
// error wrapping ErrInvalid that says why not (field "namespace"):
//
//	namespace = segment *( "/" segment )          ; at most 200 bytes
//	segment   = 1*( ALPHA / DIGIT / "-" / "_" / "." / ":" / "@" / "+" / "=" / "~" )
//	            ; but not "." or ".."
//
// So no empty segment, no leading or trailing '/', no spaces, no glob
// characters. Every write, read and lookup refuses a name outside it;
// ledgers written before the grammar still open, Verify lists their
// names outside it, and Purge still accepts them so they can be erased.
func CheckNamespace(ns string) error {
	if err := checkNamespace(ns); err != nil {
		return fieldErr("namespace", err.Error())
	}
	return nil
}

// checkContent validates evidence content: required valid UTF-8, any
// characters (NUL included: content is stored as bytes).
func checkContent(s string, max int) string {
	switch {
	case strings.TrimSpace(s) == "":
		return "required"
	case len(s) > max:
		return fmt.Sprintf("exceeds %d bytes", max)
	case !utf8.ValidString(s):
		return "not valid UTF-8"
	}
	return ""
}

// checkText validates a required text field other than content; "" means
// ok. NUL is refused on every backend: PostgreSQL text cannot store it, and
// a ledger must accept the same inputs whatever it is stored in.
func checkText(s string, max int) string {
	if r := checkContent(s, max); r != "" {
		return r
	}
	if strings.IndexByte(s, 0) >= 0 {
		return "contains NUL"
	}
	return ""
}

func checkOptional(s string, max int) string {
	if s == "" {
		return ""
	}
	return checkText(s, max)
}

func checkMetadata(m json.RawMessage, max int) string {
	if len(m) == 0 {
		return ""
	}
	if len(m) > max {
		return fmt.Sprintf("exceeds %d bytes", max)
	}
	if !utf8.Valid(m) {
		return "not valid UTF-8" // json.Valid accepts invalid bytes inside strings
	}
	if !json.Valid(m) {
		return "not valid JSON"
	}
	if t := strings.TrimLeft(string(m), " \t\r\n"); t == "" || t[0] != '{' {
		return "must be a JSON object"
	}
	return ""
}

func validateClaims(in []EvidenceInput, i int, p string, starts []int, out *prepared) error {
	e := &in[i]
	out.claims = make([]ClaimInput, len(e.Claims))
	out.local = make([]int, len(e.Claims))
	for j, c := range e.Claims {
		f := p + "claims[" + strconv.Itoa(j) + "]."
		if err := checkClaim(&c, f, e.OccurredAt); err != nil {
			return err
		}
		out.local[j] = -1
		if strings.HasPrefix(c.Supersedes, "@") {
			g, err := resolveLocal(in, i, j, c.Supersedes, starts)
			if err != nil {
				return fieldErr(f+"supersedes", err.Error())
			}
			out.local[j] = g
		} else if c.Supersedes != "" && !validID(c.Supersedes, "cl_") {
			return fieldErr(f+"supersedes", fmt.Sprintf("claim %q not found", c.Supersedes))
		}
		out.claims[j] = c
	}
	return nil
}

// checkClaim validates c and applies defaults in place.
func checkClaim(c *ClaimInput, f string, occurred time.Time) error {
	if r := checkText(c.Subject, maxName); r != "" {
		return fieldErr(f+"subject", r)
	}
	if r := checkText(c.Predicate, maxName); r != "" {
		return fieldErr(f+"predicate", r)
	}
	if r := checkText(c.Value, maxValue); r != "" {
		return fieldErr(f+"value", r)
	}
	if c.ValidFrom.IsZero() {
		c.ValidFrom = occurred
	}
	c.ValidFrom = c.ValidFrom.UTC()
	if !timeInRange(c.ValidFrom) {
		return fieldErr(f+"valid_from", "year must be in 1900..9999")
	}
	if !c.ValidTo.IsZero() {
		c.ValidTo = c.ValidTo.UTC()
		if !timeInRange(c.ValidTo) {
			return fieldErr(f+"valid_to", "year must be in 1900..9999")
		}
		if !c.ValidTo.After(c.ValidFrom) {
			return fieldErr(f+"valid_to", "must be after valid_from")
		}
	}
	switch c.Lifecycle {
	case LifecycleAsserted, LifecycleProposed, LifecycleRejected:
	default:
		return fieldErr(f+"lifecycle", "unknown lifecycle (want asserted, proposed or rejected)")
	}
	if c.Confidence == 0 {
		c.Confidence = 1
	}
	if math.IsNaN(c.Confidence) || c.Confidence <= 0 || c.Confidence > 1 {
		return fieldErr(f+"confidence", "must be in (0,1]")
	}
	return nil
}

// resolveLocal parses "@i.j" (claims[j] of observation i of this batch) and
// returns its batch-global claim index. The target must precede claim j of
// observation i and share its namespace.
func resolveLocal(in []EvidenceInput, i, j int, ref string, starts []int) (int, error) {
	a, b, ok := strings.Cut(ref[1:], ".")
	ti, err1 := strconv.Atoi(a)
	tj, err2 := strconv.Atoi(b)
	if !ok || err1 != nil || err2 != nil || ti < 0 || tj < 0 || ti >= len(in) || tj >= len(in[ti].Claims) {
		return 0, fmt.Errorf("batch reference %q not found", ref)
	}
	if ti > i || ti == i && tj >= j {
		return 0, fmt.Errorf("batch reference %q must point to an earlier claim", ref)
	}
	if in[ti].Namespace != in[i].Namespace {
		return 0, fmt.Errorf("batch reference %q belongs to another namespace", ref)
	}
	return starts[ti] + tj, nil
}

func validateGraph(e *EvidenceInput, p string) error {
	for j, en := range e.Entities {
		f := p + "entities[" + strconv.Itoa(j) + "]."
		if r := checkText(en.Name, maxName); r != "" {
			return fieldErr(f+"name", r)
		}
		if r := checkOptional(en.Type, maxName); r != "" {
			return fieldErr(f+"type", r)
		}
		for k, a := range en.Aliases {
			if r := checkText(a, maxName); r != "" {
				return fieldErr(f+"aliases["+strconv.Itoa(k)+"]", r)
			}
		}
	}
	for j, r := range e.Relations {
		f := p + "relations[" + strconv.Itoa(j) + "]."
		for _, kv := range [3][2]string{{"subject", r.Subject}, {"relation", r.Relation}, {"object", r.Object}} {
			if msg := checkText(kv[1], maxName); msg != "" {
				return fieldErr(f+kv[0], msg)
			}
		}
	}
	return nil
}

// nameKey is the case-insensitive match key for names, subjects and predicates.
func nameKey(s string) string { return strings.ToLower(strings.TrimSpace(s)) }

// Validate checks one input as Append would (field names unprefixed)
// without touching the store: checks that need stored rows (supersedes
// targets, idempotency keys) happen in Append. maxContent <= 0 means the
// default limit.
func Validate(in EvidenceInput, maxContent int) error {
	if maxContent <= 0 {
		maxContent = defaultMaxContent
	}
	_, err := validateBatch([]EvidenceInput{in}, maxContent)
	return err
}
