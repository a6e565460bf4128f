package engine

import (
	"errors"
	"strconv"

	"github.com/evicortex/evicortex/fuse"
)

// MemoryMode selects what a recall admits (seed 001's packet modes); the
// zero value is the recall from before modes existed, byte for byte.
//
//   - ModeOperational: active claims and live evidence only.
//   - ModeDeliberation: also proposed and disputed claims, and a reserved
//     share of the budget (fuse.Config.CounterevidenceShare, default 0.25)
//     for counterevidence to the top answer: other values of the top
//     answer's subject and predicate, and their evidence, as items with
//     Role "counterevidence" after the rest.
//   - ModeHistorical: every claim, also superseded and rejected ones.
//
// Without a mode, asserted claims in any state are admitted and proposed
// and rejected claims are not.
type MemoryMode = fuse.MemoryMode

// Memory modes (see MemoryMode).
const (
	ModeDefault      = fuse.ModeDefault
	ModeOperational  = fuse.ModeOperational
	ModeDeliberation = fuse.ModeDeliberation
	ModeHistorical   = fuse.ModeHistorical
)

// ParseMemoryMode maps "operational", "deliberation", "historical" or ""
// to a MemoryMode; anything else is an ErrInvalid *FieldError for
// "memory_mode".
func ParseMemoryMode(s string) (MemoryMode, error) {
	if err := validateMode(MemoryMode(s)); err != nil {
		return "", err
	}
	return MemoryMode(s), nil
}

// Attention is a recall's attention context (seed 001): focus_terms and
// boosts (boost_kinds, boost_predicates) raise the scores of matching
// candidates, suppress_terms lower them, counterevidence reserves the
// counterevidence share of the budget in any mode; it never adds a
// candidate. Each item it moved says so in its trace (attention_* features
// with their weights) and the capsule's AttentionTrace says what each
// directive matched. See fuse/attention.go for the factors.
type Attention = fuse.Attention

func validateAttention(a *Attention) error {
	var fe *fuse.FieldError
	if err := a.Validate(); errors.As(err, &fe) {
		return fieldErr(fe.Field, fe.Reason)
	} else if err != nil {
		return err
	}
	return nil
}

func validateMode(m MemoryMode) error {
	if _, err := fuse.ParseMemoryMode(string(m)); err != nil {
		return fieldErr("memory_mode", "unknown mode "+strconv.Quote(string(m))+" (want operational, deliberation or historical)")
	}
	return nil
}
