package main

import (
	"context"
	"fmt"
	"io"

	"github.com/evicortex/evicortex/engine"
	"github.com/evicortex/evicortex/keyring"
)

// cmdKeygen writes a new key-encryption key (keyring.GenerateKeyFile).
func cmdKeygen(ctx context.Context, c *cli, _ *engine.Engine, args []string) error {
	fs := c.newFlags("keygen")
	out := fs.String("out", "", "key `FILE` to create (mode 0600; an existing file is never overwritten)")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if *out == "" {
		return &engine.FieldError{Field: "out", Reason: "is required"}
	}
	if err := keyring.GenerateKeyFile(*out); err != nil {
		return err
	}
	return c.emit(map[string]any{"ok": true, "key_file": *out}, func(w io.Writer) {
		fmt.Fprintf(w, "wrote key-encryption key %s (mode 0600); pass it as --encryption-key-file when creating a new ledger, and keep it and %s out of the ledger's backups\n",
			*out, keyring.KeystorePath(*out))
	})
}

// cmdKeys runs a key-management subcommand on the open (encrypted) ledger.
func cmdKeys(ctx context.Context, c *cli, e *engine.Engine, args []string) error {
	if len(args) == 0 || args[0] != "rotate" {
		if len(args) > 0 && (args[0] == "-h" || args[0] == "--help") {
			return parseFlags(c.newFlags("keys"), args)
		}
		return &engine.FieldError{Field: "keys", Reason: `needs a subcommand: "rotate"`}
	}
	fs := c.newFlags("keys rotate")
	newKey := fs.String("new-key-file", "", "the new key-encryption key `FILE` (evicortex keygen); it must have no keystore yet")
	if err := parseFlags(fs, args[1:]); err != nil {
		return err
	}
	if *newKey == "" {
		return &engine.FieldError{Field: "new-key-file", Reason: "is required"}
	}
	if e == nil || !e.Encrypted() {
		return &engine.FieldError{Field: "encryption-key-file", Reason: "keys rotate needs an encrypted ledger opened with --encryption-key-file"}
	}
	if err := e.RotateKeyFile(ctx, *newKey); err != nil {
		return err
	}
	return c.emit(map[string]any{"ok": true, "key_file": *newKey}, func(w io.Writer) {
		fmt.Fprintf(w, "rotated: every data key is now wrapped by %s; the old key file no longer opens the ledger\n", *newKey)
	})
}
