package pypeer

import "errors"

var (
	// ErrNoPython reports that the interpreter does not exist (run `make peers`).
	ErrNoPython = errors.New("python interpreter not found")
	// ErrNoModule reports that the script stopped on a module the venv lacks.
	ErrNoModule = errors.New("python module missing")
)
