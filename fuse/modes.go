package fuse

// MemoryMode says which memories a recall admits and how it packs them
// (seed 001's packet modes). The zero value is the behaviour from before
// modes existed, unchanged byte for byte.
type MemoryMode string

// Memory modes.
const (
	// ModeDefault (no mode named): asserted claims whatever their derived
	// state (active, superseded, disputed) and every episode; proposed and
	// rejected claims are left out.
	ModeDefault MemoryMode = ""
	// ModeOperational admits active claims and live evidence only: what an
	// agent may act on.
	ModeOperational MemoryMode = "operational"
	// ModeDeliberation also admits proposed and disputed claims, and
	// reserves Config.CounterevidenceShare of the budget for
	// counterevidence to the top answer (items with Role
	// "counterevidence"; see counter.go).
	ModeDeliberation MemoryMode = "deliberation"
	// ModeHistorical admits every claim: also superseded and rejected ones
	// (the ledger has no archived state; purged evidence is gone).
	ModeHistorical MemoryMode = "historical"
)

// ParseMemoryMode maps a string to a MemoryMode; anything unknown is a
// *FieldError for field "memory_mode" wrapping ErrInvalid.
func ParseMemoryMode(s string) (MemoryMode, error) {
	switch m := MemoryMode(s); m {
	case ModeDefault, ModeOperational, ModeDeliberation, ModeHistorical:
		return m, nil
	}
	return "", invalid("memory_mode", "unknown mode %q (want operational, deliberation or historical)", s)
}

// Claim statuses beyond the three Compile resolves (ledger.Status values):
// a proposal, and a claim considered and refused.
const (
	statusProposed = "proposed"
	statusRejected = "rejected"
)

// AdmitsClaim reports whether a claim of the given status may reach a
// capsule in mode m.
func (m MemoryMode) AdmitsClaim(status string) bool {
	switch status {
	case statusActive, "":
		return true
	case statusDisputed:
		return m != ModeOperational
	case statusSuperseded:
		return m == ModeDefault || m == ModeHistorical
	case statusProposed:
		return m == ModeDeliberation || m == ModeHistorical
	case statusRejected:
		return m == ModeHistorical
	}
	return false
}
