package postings

import "math/bits"

// Document-length norms are one byte per document, encoded like Lucene's
// SmallFloat.intToByte4: lengths below 24 are exact, larger ones keep four
// significant bits and decode rounded down. BM25 everywhere in this package
// (segments, write buffer, oracle) uses the decoded length, so quantization
// never makes two code paths disagree.

const (
	maxInt4       = 231 // longToInt4(math.MaxInt32)
	numFreeValues = 255 - maxInt4
)

func longToInt4(i uint64) uint32 {
	nb := 64 - bits.LeadingZeros64(i)
	if nb < 4 {
		return uint32(i)
	}
	shift := nb - 4
	enc := uint32(i>>uint(shift)) & 0x07
	return enc | uint32(shift+1)<<3
}

func int4ToLong(i uint32) uint64 {
	b := uint64(i & 0x07)
	shift := int(i>>3) - 1
	if shift == -1 {
		return b
	}
	return (b | 0x08) << uint(shift)
}

// encodeNorm maps a document length (terms after analysis) to its norm byte.
func encodeNorm(length uint32) byte {
	if length > 1<<31-1 {
		length = 1<<31 - 1
	}
	if length < numFreeValues {
		return byte(length)
	}
	return byte(numFreeValues + longToInt4(uint64(length-numFreeValues)))
}

// decodeNorm returns the length a norm byte stands for.
func decodeNorm(b byte) uint32 {
	if uint32(b) < numFreeValues {
		return uint32(b)
	}
	d := numFreeValues + int4ToLong(uint32(b)-numFreeValues)
	if d > 1<<31-1 {
		d = 1<<31 - 1
	}
	return uint32(d)
}

// decodedNorms is the decode table, filled once.
var decodedNorms = func() (t [256]float64) {
	for i := range t {
		t[i] = float64(decodeNorm(byte(i)))
	}
	return t
}()

// QuantizedLength is the document length BM25 uses for a document of n
// terms after one-byte norm quantization (exact below 24, then 4
// significant bits, rounded down). Exhaustive reference scorers use it to
// reproduce this package's scores exactly.
func QuantizedLength(n int) int {
	if n < 0 {
		return 0
	}
	if n > 1<<31-1 {
		n = 1<<31 - 1
	}
	return int(decodeNorm(encodeNorm(uint32(n))))
}
