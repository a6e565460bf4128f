package fuse

// Config is replaced by the fuse implementation (scaffolding).
type Config struct{}
