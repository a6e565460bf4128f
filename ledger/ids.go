package ledger

import (
	"crypto/rand"
	"time"
)

// crockford is the lowercase Crockford base32 alphabet (no i, l, o, u):
// URL-safe and unambiguous.
const crockford = "0123456789abcdefghjkmnpqrstvwxyz"

// idGen makes ULID-style ids: 48-bit Unix milliseconds then 80 random bits,
// 26 base32 characters. Within one millisecond (or when the clock goes
// backwards) the random part is incremented, so ids from one generator sort
// by creation order. Not safe for concurrent use (guarded by Store.wmu).
type idGen struct {
	lastMS uint64
	rnd    [10]byte
}

func (g *idGen) next(prefix string, now time.Time) string {
	ms := uint64(now.UnixMilli())
	if ms > g.lastMS || g.lastMS == 0 {
		g.lastMS = ms
		if _, err := rand.Read(g.rnd[:]); err != nil {
			panic("ledger: crypto/rand failed: " + err.Error()) // crypto/rand never fails on supported platforms
		}
	} else {
		g.increment()
	}
	var b [16]byte
	for i := 0; i < 6; i++ {
		b[i] = byte(g.lastMS >> (40 - 8*i))
	}
	copy(b[6:], g.rnd[:])
	return prefix + encodeULID(&b)
}

func (g *idGen) increment() {
	for i := len(g.rnd) - 1; i >= 0; i-- {
		g.rnd[i]++
		if g.rnd[i] != 0 {
			return
		}
	}
	g.lastMS++ // 80-bit overflow: borrow the next millisecond
}

// encodeULID writes 128 bits as 26 base32 characters (first char holds 3 bits).
func encodeULID(b *[16]byte) string {
	var out [26]byte
	var hi, lo uint64
	for i := 0; i < 8; i++ {
		hi = hi<<8 | uint64(b[i])
		lo = lo<<8 | uint64(b[i+8])
	}
	for i := 25; i >= 0; i-- {
		out[i] = crockford[lo&31]
		lo = lo>>5 | hi<<59
		hi >>= 5
	}
	return string(out[:])
}

// validID reports whether s looks like prefix + 26 base32 characters.
func validID(s, prefix string) bool {
	if len(s) != len(prefix)+26 || s[:len(prefix)] != prefix {
		return false
	}
	for i := len(prefix); i < len(s); i++ {
		c := s[i]
		if !('0' <= c && c <= '9' || 'a' <= c && c <= 'z' && c != 'i' && c != 'l' && c != 'o' && c != 'u') {
			return false
		}
	}
	return true
}
