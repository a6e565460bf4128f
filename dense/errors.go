package dense

import "errors"

var (
	// ErrMissingLibrary means a native library the encoder needs is absent;
	// the wrapping error names it and the make target that installs it.
	ErrMissingLibrary = errors.New("dense: missing native library")
	// ErrModel means the model files are missing, do not match their manifest, or fail to load.
	ErrModel = errors.New("dense: model unavailable")
	// ErrInput means a text (or the batch) cannot be encoded as given: the error says which and why.
	ErrInput = errors.New("dense: invalid input")
	// ErrClosed means the encoder was used after Close.
	ErrClosed = errors.New("dense: encoder closed")
)
