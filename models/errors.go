package models

import "errors"

var (
	// ErrUnknownModel means no manifest with that name is compiled in.
	ErrUnknownModel = errors.New("models: unknown model")
	// ErrManifest means a manifest is malformed (a required field is missing or out of range).
	ErrManifest = errors.New("models: invalid manifest")
	// ErrDigest means a model file's sha256 (or size) differs from its manifest.
	ErrDigest = errors.New("models: file digest mismatch")
	// ErrMissingFile means a file named by the manifest is not in the model directory.
	ErrMissingFile = errors.New("models: missing model file")
	// ErrCorrupt means a weights or config file could not be decoded.
	ErrCorrupt = errors.New("models: corrupt file")
)
