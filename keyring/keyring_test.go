package keyring

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"testing"
)

func newKeyFile(t *testing.T, dir, name string) string {
	t.Helper()
	p := filepath.Join(dir, name)
	if err := GenerateKeyFile(p); err != nil {
		t.Fatal(err)
	}
	return p
}

func TestGenerateKeyFile(t *testing.T) {
	p := newKeyFile(t, t.TempDir(), "kek")
	fi, err := os.Stat(p)
	if err != nil {
		t.Fatal(err)
	}
	if fi.Mode().Perm() != 0o600 {
		t.Fatalf("mode %v, want 0600", fi.Mode().Perm())
	}
	before, _ := os.ReadFile(p)
	if err := GenerateKeyFile(p); !errors.Is(err, ErrExists) {
		t.Fatalf("overwrite: %v, want ErrExists", err)
	}
	after, _ := os.ReadFile(p)
	if string(before) != string(after) {
		t.Fatal("refused overwrite changed the file")
	}
	q := newKeyFile(t, filepath.Dir(p), "kek2")
	a, _ := readKEK(p)
	b, _ := readKEK(q)
	if string(a) == string(b) {
		t.Fatal("two generated keys are equal")
	}
}

func TestDataKeysPersistDestroyRotate(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	p := newKeyFile(t, dir, "kek")
	k, err := OpenKeyFile(p)
	if err != nil {
		t.Fatal(err)
	}
	a1, err := k.Current(ctx, "a")
	if err != nil {
		t.Fatal(err)
	}
	b1, _ := k.Current(ctx, "b")
	if a1.Generation != 1 || a1.Key == b1.Key {
		t.Fatalf("a gen %d, a==b %v", a1.Generation, a1.Key == b1.Key)
	}
	k.Close()

	k, err = OpenKeyFile(p)
	if err != nil {
		t.Fatal(err)
	}
	if got, err := k.Key(ctx, "a", 1); err != nil || got.Key != a1.Key {
		t.Fatalf("reopen: %v, same key %v", err, got.Key == a1.Key)
	}
	if _, err := k.Key(ctx, "a", 2); !errors.Is(err, ErrKeyNotFound) {
		t.Fatalf("gen 2: %v, want ErrKeyNotFound", err)
	}
	if err := k.Destroy(ctx, "a"); err != nil {
		t.Fatal(err)
	}
	if _, err := k.Key(ctx, "a", 1); !errors.Is(err, ErrKeyDestroyed) {
		t.Fatalf("after destroy: %v, want ErrKeyDestroyed", err)
	}
	a2, err := k.Current(ctx, "a")
	if err != nil || a2.Generation != 2 || a2.Key == a1.Key {
		t.Fatalf("new generation: %v gen %d", err, a2.Generation)
	}
	// The destroyed key's bytes are nowhere in the keystore any more, and a
	// fresh opener agrees it is destroyed.
	k2, err := OpenKeyFile(p)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := k2.Key(ctx, "a", 1); !errors.Is(err, ErrKeyDestroyed) {
		t.Fatalf("second opener: %v, want ErrKeyDestroyed", err)
	}
	k2.Close()

	// Wrong KEK: a different key file pointed at this keystore.
	q := newKeyFile(t, dir, "other")
	if err := os.Link(KeystorePath(p), KeystorePath(q)); err != nil {
		t.Fatal(err)
	}
	if _, err := OpenKeyFile(q); !errors.Is(err, ErrWrongKey) {
		t.Fatalf("wrong kek: %v, want ErrWrongKey", err)
	}
	os.Remove(KeystorePath(q))

	// Rotation keeps every DEK, and afterwards only the new key opens them.
	n := newKeyFile(t, dir, "new")
	if err := k.Rotate(n); err != nil {
		t.Fatal(err)
	}
	if got, err := k.Key(ctx, "b", 1); err != nil || got.Key != b1.Key {
		t.Fatalf("after rotate, same provider: %v", err)
	}
	k.Close()
	kn, err := OpenKeyFile(n)
	if err != nil {
		t.Fatal(err)
	}
	if got, err := kn.Key(ctx, "b", 1); err != nil || got.Key != b1.Key {
		t.Fatalf("new key file: %v", err)
	}
	if got, err := kn.Current(ctx, "a"); err != nil || got.Key != a2.Key {
		t.Fatalf("new key file, a: %v", err)
	}
	if _, err := kn.Key(ctx, "a", 1); !errors.Is(err, ErrKeyDestroyed) {
		t.Fatalf("rotation revived a destroyed key: %v", err)
	}
	ko, err := OpenKeyFile(p)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := ko.Key(ctx, "b", 1); err == nil {
		t.Fatal("old key file still opens a data key after rotation")
	}
}

func TestKeystoreCorrupt(t *testing.T) {
	ctx := context.Background()
	p := newKeyFile(t, t.TempDir(), "kek")
	k, _ := OpenKeyFile(p)
	if _, err := k.Current(ctx, "a"); err != nil {
		t.Fatal(err)
	}
	b, _ := os.ReadFile(KeystorePath(p))
	b[len(b)/2] ^= 1
	os.WriteFile(KeystorePath(p), b, 0o600)
	if _, err := OpenKeyFile(p); !errors.Is(err, ErrCorrupt) {
		t.Fatalf("flipped byte: %v, want ErrCorrupt", err)
	}
	os.WriteFile(p, []byte("not a key\n"), 0o600)
	if _, err := OpenKeyFile(p); !errors.Is(err, ErrCorrupt) {
		t.Fatalf("bad key file: %v, want ErrCorrupt", err)
	}
}
