package engine

import (
	"bytes"
	"context"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// scanFiles reports which of the needles occur in the ledger's files or in
// any file of its projection directory.
func scanFiles(t *testing.T, path string, needles []string) []string {
	t.Helper()
	files := []string{path, path + "-wal", path + "-shm"}
	filepath.WalkDir(path+".projections", func(f string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			files = append(files, f)
		}
		return nil
	})
	var found []string
	for _, f := range files {
		b, err := os.ReadFile(f)
		if errors.Is(err, os.ErrNotExist) {
			continue
		}
		if err != nil {
			t.Fatal(err)
		}
		for _, n := range needles {
			if bytes.Contains(b, []byte(n)) {
				found = append(found, n+" in "+f)
			}
		}
	}
	return found
}

// projectionFilesHold reports whether any projection file holds needle.
func projectionFilesHold(t *testing.T, path, needle string) bool {
	t.Helper()
	for _, f := range scanFiles(t, path, []string{needle}) {
		if strings.Contains(f, ".projections") {
			return true
		}
	}
	return false
}

func TestPurgeRemovesBytesAndResults(t *testing.T) {
	ctx := context.Background()
	e, path := openTest(t, Options{})
	keep := mustRemember(t, e, Observation{Namespace: "p", Content: "Keep this note about the quarterly garden plan.",
		Source: "keep/1", OccurredAt: date("2026-01-01")})
	secrets := []string{"zanzibar-secret-alpha-7731", "zanzibar-secret-bravo-9182", "zanzibar-secret-charlie-4410"}
	var ids []string
	for i, s := range secrets {
		src := "private/" + string(rune('a'+i))
		r := mustRemember(t, e, Observation{Namespace: "p", Content: "My password hint is " + s,
			Source: src, OccurredAt: date("2026-01-02"),
			Claims: []ClaimInput{{Subject: "user:p", Predicate: "password_hint_" + string(rune('a'+i)), Value: s}}})
		ids = append(ids, r.ID)
	}
	// Checkpoint the WAL into the db so the secrets are in both files' history.
	if _, err := e.Verify(ctx); err != nil {
		t.Fatal(err)
	}
	if len(scanFiles(t, path, secrets)) == 0 {
		t.Fatal("test is vacuous: secrets not found in the files before purge")
	}
	// Reopen, so the projections are checkpointed to files (their terms:
	// the analyzer splits a secret into tokens) and loaded from them.
	if err := e.Close(); err != nil {
		t.Fatal(err)
	}
	e, err := Open(path, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	tokens := []string{"zanzibar", "alpha", "bravo", "charli"} // stems; letters base32 ids never hold (l, i, o)
	for _, tok := range tokens {
		if !projectionFilesHold(t, path, tok) {
			t.Fatalf("test is vacuous: %q not in the projection files before purge", tok)
		}
	}

	rc, err := e.Purge(ctx, PurgeRequest{Namespace: "p", IDs: ids[:1]})
	if err != nil {
		t.Fatal(err)
	}
	if rc.Evidence != 1 || rc.Claims != 1 || len(rc.Digests) != 1 {
		t.Fatalf("purge by id receipt %+v", rc)
	}
	if rc, err = e.Purge(ctx, PurgeRequest{Namespace: "p", SourcePrefix: "private/"}); err != nil || rc.Evidence != 2 {
		t.Fatalf("purge by prefix: %+v %v", rc, err)
	}
	if found := scanFiles(t, path, append(secrets, tokens...)); len(found) > 0 {
		t.Fatalf("purged bytes still on disk: %v", found)
	}
	for _, id := range ids {
		if _, err := e.Expand(ctx, "p", id); !errors.Is(err, ErrNotFound) {
			t.Errorf("Expand(%s) after purge: %v", id, err)
		}
	}
	c, err := e.Recall(ctx, Query{Namespace: "p", Text: "password hint zanzibar secret", BudgetTokens: 500})
	if err != nil {
		t.Fatal(err)
	}
	for _, it := range c.Items {
		if strings.Contains(it.Text, "zanzibar") {
			t.Fatalf("recall returned purged content: %q", it.Text)
		}
	}
	if _, err := e.Expand(ctx, "p", keep.ID); err != nil {
		t.Fatalf("unpurged evidence lost: %v", err)
	}
	if _, err := e.Verify(ctx); err != nil {
		t.Fatalf("journal does not verify after purge: %v", err)
	}
	if !projectionFilesHold(t, path, "garden") {
		// the kept note was checkpointed with the first purge's rebuild
		t.Fatal("test is vacuous: the kept note is not in the projection files")
	}
	if rc, err = e.Purge(ctx, PurgeRequest{Namespace: "p", All: true}); err != nil || rc.Evidence != 1 {
		t.Fatalf("purge all: %+v %v", rc, err)
	}
	if found := scanFiles(t, path, []string{"quarterly garden plan", "garden"}); len(found) > 0 {
		t.Fatalf("namespace purge left bytes: %v", found)
	}
}

func TestPurgeSelectorValidation(t *testing.T) {
	e, _ := openTest(t, Options{})
	ctx := context.Background()
	for _, req := range []PurgeRequest{
		{Namespace: "p"},
		{Namespace: "p", All: true, SourcePrefix: "x"},
		{IDs: []string{"ev_x"}},
	} {
		var fe *FieldError
		if _, err := e.Purge(ctx, req); !errors.As(err, &fe) {
			t.Errorf("Purge(%+v): %v, want a FieldError", req, err)
		}
	}
	mustRemember(t, e, Observation{Namespace: "p", Content: "c", Source: "s", OccurredAt: date("2026-01-01")})
	if _, err := e.Purge(ctx, PurgeRequest{Namespace: "p", IDs: []string{"ev_missing"}}); !errors.Is(err, ErrNotFound) {
		t.Errorf("purge of unknown id: %v, want ErrNotFound", err)
	}
}
