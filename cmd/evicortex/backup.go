package main

import (
	"context"
	"fmt"
	"io"

	"github.com/evicortex/evicortex/engine"
)

// cmdBackup writes an online snapshot of the open ledger into --to.
func cmdBackup(ctx context.Context, c *cli, e *engine.Engine, args []string) error {
	fs := c.newFlags("backup")
	to := fs.String("to", "", "backup directory (must not exist or be empty)")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if *to == "" {
		return &engine.FieldError{Field: "to", Reason: "is required (--to DIR)"}
	}
	m, err := e.Backup(ctx, *to)
	if err != nil {
		return err
	}
	return c.emit(m, func(w io.Writer) { printManifest(w, "backed up", m) })
}

// cmdRestore installs the backup in --from as a new ledger at --db (which
// must not exist), or with pg_restore into --postgres (whose schema must be
// absent or empty). It opens no engine: Restore verifies the restored ledger.
func cmdRestore(ctx context.Context, c *cli, _ *engine.Engine, args []string) error {
	fs := c.newFlags("restore")
	from := fs.String("from", "", "backup `directory` written by evicortex backup")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if *from == "" {
		return &engine.FieldError{Field: "from", Reason: "is required (--from DIR)"}
	}
	var m engine.BackupManifest
	var err error
	if c.pg != "" {
		m, err = engine.RestorePostgres(ctx, *from, c.pg)
	} else {
		m, err = engine.Restore(ctx, *from, c.db)
	}
	if err != nil {
		return err
	}
	return c.emit(m, func(w io.Writer) { printManifest(w, "restored", m) })
}

func printManifest(w io.Writer, verb string, m engine.BackupManifest) {
	fmt.Fprintf(w, "%s %d evidence, %d claims, %d journal entries (%d bytes, sha256 %s, journal head %s)\n",
		verb, m.Evidence, m.Claims, m.JournalEntries, m.LedgerBytes, m.LedgerSHA256, m.JournalHead)
}
