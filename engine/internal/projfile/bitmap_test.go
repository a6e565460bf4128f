package projfile

import (
	"runtime/debug"
	"testing"

	"github.com/RoaringBitmap/roaring/v2"
)

// mixedBitmap has array, bitmap and run containers.
func mixedBitmap() *roaring.Bitmap {
	bm := roaring.New()
	for i := uint32(0); i < 100; i++ {
		bm.Add(i * 7) // array container
	}
	for i := uint32(0); i < 30000; i += 2 {
		bm.Add(1<<16 + i) // bitmap container
	}
	bm.AddRange(5<<16, 6<<16-10) // run container after RunOptimize
	bm.RunOptimize()
	return bm
}

// TestBitmapUnsafeOnReadOnlyMapping modifies bitmaps that alias the
// read-only mapping: any in-place write would fault and kill the test. It
// then checks the file is unchanged and that a bitmap detached with
// CloneCopyOnWriteContainers survives Close.
func TestBitmapUnsafeOnReadOnlyMapping(t *testing.T) {
	want := mixedBitmap()
	path := tempPath(t)
	w := NewWriter(testKind, nil)
	w.Bitmap("b", want)
	w.Uint32s("u", []uint32{1, 2, 3})
	if err := w.WriteFile(path); err != nil {
		t.Fatal(err)
	}
	f, err := Open(path, testKind)
	if err != nil {
		t.Fatal(err)
	}
	if usesMmap && viewsAlias && !writeFaults(f) {
		t.Fatal("a write through a view did not fault: the mapping is writable")
	}
	mutations := []func(*roaring.Bitmap){
		func(b *roaring.Bitmap) { b.Add(3) },
		func(b *roaring.Bitmap) { b.Remove(7) },
		func(b *roaring.Bitmap) { b.Remove(1<<16 + 2) },
		func(b *roaring.Bitmap) { b.Add(5<<16 + 100000) },
		func(b *roaring.Bitmap) { b.RemoveRange(5<<16+10, 5<<16+20) },
		func(b *roaring.Bitmap) { b.Flip(0, 1<<17) },
		func(b *roaring.Bitmap) { b.Or(roaring.BitmapOf(1, 2, 1<<16+1)) },
		func(b *roaring.Bitmap) { b.And(roaring.BitmapOf(7, 1<<16)) },
		func(b *roaring.Bitmap) { b.AndNot(roaring.BitmapOf(14)) },
		func(b *roaring.Bitmap) { b.Xor(want) },
		func(b *roaring.Bitmap) { b.RunOptimize() },
		func(b *roaring.Bitmap) { b.Clear() },
	}
	for i, mutate := range mutations {
		bm, err := f.BitmapUnsafe("b")
		if err != nil {
			t.Fatal(err)
		}
		derived := roaring.Or(bm, roaring.BitmapOf(9))
		mutate(bm)
		mutate(derived)
		again, _ := f.BitmapUnsafe("b")
		if !again.Equals(want) {
			t.Fatalf("mutation %d reached the mapping", i)
		}
	}
	kept, _ := f.BitmapUnsafe("b")
	kept.CloneCopyOnWriteContainers()
	copied, _ := f.Bitmap("b")
	if err := f.Check(); err != nil {
		t.Fatal(err)
	}
	f.Close()
	if !kept.Equals(want) || !copied.Equals(want) {
		t.Fatal("detached bitmaps changed after Close")
	}
	copied.Add(1)
}

// writeFaults writes through a view of f and reports whether it faulted.
func writeFaults(f *File) (faulted bool) {
	u, err := f.Uint32s("u")
	if err != nil {
		return false
	}
	defer debug.SetPanicOnFault(debug.SetPanicOnFault(true))
	defer func() { faulted = recover() != nil }()
	u[0] = 9
	return false
}
