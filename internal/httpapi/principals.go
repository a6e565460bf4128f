package httpapi

import (
	"bytes"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"
	"path"
	"slices"
	"sort"
	"strings"

	"github.com/evicortex/evicortex/engine"
)

// Capability is a right a principal may hold.
type Capability string

// Capabilities a principals file may grant.
const (
	CapRead  Capability = "read"  // recall, expand, claims
	CapWrite Capability = "write" // remember, remember:batch, sync-semantic
	CapPurge Capability = "purge" // purge
	CapAdmin Capability = "admin" // verify, audit
)

var knownCaps = []Capability{CapRead, CapWrite, CapPurge, CapAdmin}

// MinTokenBytes is the shortest bearer token a principals file may hold.
const MinTokenBytes = 16

// Principal is one grant of the principals file. It is immutable.
type Principal struct {
	Name         string       `json:"name"`
	Namespaces   []string     `json:"namespaces"`
	Capabilities []Capability `json:"capabilities"`
	// Trust is the trust level of what the principal writes: untrusted,
	// low, standard (the default) or high (engine.WithTrust). A claim from
	// a lower level never supersedes one from a higher level.
	Trust string `json:"trust,omitempty"`
	trust engine.Trust
}

// TrustLevel is the trust level of the principal's writes (standard when
// the grant names none).
func (p *Principal) TrustLevel() engine.Trust { return p.trust.Level() }

// Can reports whether the grant holds capability c.
func (p *Principal) Can(c Capability) bool { return slices.Contains(p.Capabilities, c) }

// Allows reports whether namespace ns matches one of the grant's patterns.
func (p *Principal) Allows(ns string) bool {
	for _, pat := range p.Namespaces {
		if matchNamespace(pat, ns) {
			return true
		}
	}
	return false
}

// Principals holds the grants keyed by token digest. It is immutable and
// safe for concurrent use.
type Principals struct {
	entries []principalEntry
}

type principalEntry struct {
	digest [sha256.Size]byte
	p      *Principal
}

// LoadPrincipals reads a principals file. It refuses a file that group or
// others may read or write (mode & 0o077 != 0), naming the file and mode.
func LoadPrincipals(file string) (*Principals, error) {
	fi, err := os.Stat(file)
	if err != nil {
		return nil, fmt.Errorf("principals: %w", err)
	}
	if perm := fi.Mode().Perm(); perm&0o077 != 0 {
		return nil, fmt.Errorf("%w: %s has mode %04o; it holds bearer tokens and must not be accessible by group or others (chmod 600 %s)",
			ErrPrincipals, file, perm, file)
	}
	data, err := os.ReadFile(file)
	if err != nil {
		return nil, fmt.Errorf("principals: %w", err)
	}
	ps, err := ParsePrincipals(data)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", file, err)
	}
	return ps, nil
}

// ParsePrincipals parses the principals JSON: an object keyed by bearer
// token, each value {"name", "namespaces", "capabilities"}; name is
// optional (default: "token-" and 8 hex digits of the token's SHA-256) and
// must be unique, since the journal records it.
func ParsePrincipals(data []byte) (*Principals, error) {
	var raw map[string]Principal
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&raw); err != nil {
		return nil, fmt.Errorf("%w: %v", ErrPrincipals, err)
	}
	if dec.More() {
		return nil, fmt.Errorf("%w: trailing data after the JSON object", ErrPrincipals)
	}
	if len(raw) == 0 {
		return nil, fmt.Errorf("%w: no principals", ErrPrincipals)
	}
	ps := &Principals{}
	names := make(map[string]bool, len(raw))
	for _, tok := range sortedKeys(raw) {
		p := raw[tok]
		d := sha256.Sum256([]byte(tok))
		if p.Name == "" {
			p.Name = "token-" + hex.EncodeToString(d[:4])
		}
		if err := checkGrant(tok, &p); err != nil {
			return nil, err
		}
		t, err := engine.ParseTrust(p.Trust)
		if err != nil {
			return nil, fmt.Errorf("%w: principal %q: trust %q: want untrusted, low, standard or high", ErrPrincipals, p.Name, p.Trust)
		}
		p.trust = t
		if names[p.Name] { // the journal records names: they must tell principals apart
			return nil, fmt.Errorf("%w: principal name %q is used by more than one token", ErrPrincipals, p.Name)
		}
		names[p.Name] = true
		ps.entries = append(ps.entries, principalEntry{digest: d, p: &p})
	}
	return ps, nil
}

func sortedKeys(m map[string]Principal) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// checkGrant validates one grant; errors name the principal, never the token.
func checkGrant(tok string, p *Principal) error {
	switch {
	case len(tok) < MinTokenBytes:
		return fmt.Errorf("%w: principal %q: token is shorter than %d bytes", ErrPrincipals, p.Name, MinTokenBytes)
	case strings.ContainsAny(tok, " \t\r\n"):
		return fmt.Errorf("%w: principal %q: token contains whitespace", ErrPrincipals, p.Name)
	case len(p.Namespaces) == 0:
		return fmt.Errorf("%w: principal %q: namespaces is empty", ErrPrincipals, p.Name)
	case len(p.Capabilities) == 0:
		return fmt.Errorf("%w: principal %q: capabilities is empty", ErrPrincipals, p.Name)
	}
	for _, pat := range p.Namespaces {
		if err := checkPattern(pat); err != nil {
			return fmt.Errorf("%w: principal %q: namespace pattern %q: %v", ErrPrincipals, p.Name, pat, err)
		}
	}
	for _, c := range p.Capabilities {
		if !slices.Contains(knownCaps, c) {
			return fmt.Errorf("%w: principal %q: unknown capability %q (want read, write, purge or admin)", ErrPrincipals, p.Name, c)
		}
	}
	return nil
}

// Authenticate returns the principal holding token. Every entry is compared
// (in constant time) so the time taken does not depend on which one matches.
func (ps *Principals) Authenticate(token string) (*Principal, bool) {
	if token == "" {
		return nil, false
	}
	d := sha256.Sum256([]byte(token))
	var found *Principal
	for i := range ps.entries {
		if subtle.ConstantTimeCompare(d[:], ps.entries[i].digest[:]) == 1 {
			found = ps.entries[i].p
		}
	}
	return found, found != nil
}

// Len returns the number of principals.
func (ps *Principals) Len() int { return len(ps.entries) }

// checkPattern rejects empty segments, malformed path.Match syntax and a
// "**" anywhere but the last segment.
func checkPattern(pat string) error {
	segs := strings.Split(pat, "/")
	for i, s := range segs {
		switch {
		case s == "":
			return fmt.Errorf("empty segment")
		case s == "**" && i != len(segs)-1:
			return fmt.Errorf("** is only allowed as the last segment")
		case s == "**":
		default:
			if _, err := path.Match(s, ""); err != nil {
				return err
			}
		}
	}
	return nil
}

// matchNamespace matches ns against pat segment by segment (see the package
// documentation). Malformed patterns never match; LoadPrincipals rejects them.
func matchNamespace(pat, ns string) bool {
	if ns == "" {
		return pat == "**"
	}
	ps, ss := strings.Split(pat, "/"), strings.Split(ns, "/")
	for i, p := range ps {
		if p == "**" && i == len(ps)-1 {
			return len(ss) > i
		}
		if i >= len(ss) {
			return false
		}
		if ok, err := path.Match(p, ss[i]); err != nil || !ok {
			return false
		}
	}
	return len(ps) == len(ss)
}
