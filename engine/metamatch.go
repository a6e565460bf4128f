package engine

import (
	"bytes"
	"encoding/json"
	"math/big"
	"strconv"
	"unicode/utf8"
)

// Metadata equality is checked on the stored bytes without decoding them:
// a filtered recall tests every piece of evidence of its namespace, and
// json.Unmarshal into a map per row made that ~9 µs a row. topLevel scans
// a JSON object (valid: the ledger checks metadata on write) for a key and
// returns the raw bytes of its value, the last one when the key repeats
// (as json.Unmarshal keeps the last).

// topLevel returns the raw value of key in the JSON object obj.
func topLevel(obj []byte, key string) ([]byte, bool) {
	i := skipSpace(obj, 0)
	if i >= len(obj) || obj[i] != '{' {
		return nil, false
	}
	i++
	var found []byte
	ok := false
	for {
		i = skipSpace(obj, i)
		if i >= len(obj) || obj[i] == '}' {
			return found, ok
		}
		end := stringEnd(obj, i)
		if end < 0 {
			return nil, false
		}
		k := obj[i:end]
		i = skipSpace(obj, end)
		if i >= len(obj) || obj[i] != ':' {
			return nil, false
		}
		i = skipSpace(obj, i+1)
		vend := valueEnd(obj, i)
		if vend < 0 {
			return nil, false
		}
		if keyEquals(k, key) {
			found, ok = obj[i:vend], true
		}
		i = skipSpace(obj, vend)
		if i < len(obj) && obj[i] == ',' {
			i++
		}
	}
}

func skipSpace(b []byte, i int) int {
	for i < len(b) && (b[i] == ' ' || b[i] == '\t' || b[i] == '\n' || b[i] == '\r') {
		i++
	}
	return i
}

// stringEnd returns the index after the JSON string starting at b[i], -1
// when b[i] does not start one.
func stringEnd(b []byte, i int) int {
	if i >= len(b) || b[i] != '"' {
		return -1
	}
	for j := i + 1; j < len(b); j++ {
		switch b[j] {
		case '\\':
			j++
		case '"':
			return j + 1
		}
	}
	return -1
}

// valueEnd returns the index after the JSON value starting at b[i].
func valueEnd(b []byte, i int) int {
	if i >= len(b) {
		return -1
	}
	switch b[i] {
	case '"':
		return stringEnd(b, i)
	case '{', '[':
		depth := 0
		for j := i; j < len(b); j++ {
			switch b[j] {
			case '"':
				e := stringEnd(b, j)
				if e < 0 {
					return -1
				}
				j = e - 1
			case '{', '[':
				depth++
			case '}', ']':
				depth--
				if depth == 0 {
					return j + 1
				}
			}
		}
		return -1
	}
	j := i
	for j < len(b) && b[j] != ',' && b[j] != '}' && b[j] != ']' && b[j] != ' ' && b[j] != '\t' && b[j] != '\n' && b[j] != '\r' {
		j++
	}
	return j
}

// keyEquals compares a raw JSON string (quotes included) with key.
func keyEquals(raw []byte, key string) bool {
	if bytes.IndexByte(raw, '\\') < 0 && utf8.Valid(raw) { // else decode as json does (U+FFFD for bad bytes)
		return len(raw) == len(key)+2 && string(raw[1:len(raw)-1]) == key
	}
	var s string
	return json.Unmarshal(raw, &s) == nil && s == key
}

// matchesRaw reports whether the raw JSON value equals the scalar.
func (a scalar) matchesRaw(raw []byte) bool {
	if len(raw) == 0 {
		return false
	}
	switch a.kind {
	case 's':
		return raw[0] == '"' && keyEquals(raw, a.s)
	case 'b':
		if a.b {
			return string(raw) == "true"
		}
		return string(raw) == "false"
	case 'z':
		return string(raw) == "null"
	case 'n':
		if raw[0] != '-' && (raw[0] < '0' || raw[0] > '9') {
			return false
		}
		if bytes.Equal(raw, a.raw) {
			return true
		}
		// Different spellings: unequal floats mean unequal values; equal
		// ones are confirmed exactly (1e0 = 1.0, but 2^53+1 != 2^53).
		if f, err := strconv.ParseFloat(string(raw), 64); err == nil && f != a.f {
			return false
		}
		r, ok := new(big.Rat).SetString(string(raw))
		return ok && r.Cmp(a.n) == 0
	}
	return false
}
