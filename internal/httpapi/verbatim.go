package httpapi

import (
	"bytes"
	"encoding/json"
	"strconv"
	"unicode/utf8"
)

// encoding/json replaces invalid UTF-8 and lone UTF-16 surrogate escapes
// ("\ud800") with U+FFFD while it decodes, so content stored from such a
// body would not be the bytes the client sent, and its sha256 would be of
// the rewritten text. badStringField finds such a string in the raw body
// before decoding and returns the path of the field that holds it, named as
// the ledger names fields ("content", "observations[2].source",
// "metadata.tags[0]"), and ok=false; ok=true when every string is verbatim.

// badStringField reports the first JSON string in body that decoding would
// rewrite. Bodies with no byte >= 0x80 and no "\ud"/"\uD" escape skip the
// token walk.
func badStringField(body []byte) (field string, ok bool) {
	if utf8.Valid(body) && !bytes.Contains(body, []byte(`\ud`)) && !bytes.Contains(body, []byte(`\uD`)) {
		return "", true
	}
	dec := json.NewDecoder(bytes.NewReader(body))
	var stack []pathFrame
	prev := int64(0)
	for {
		tok, err := dec.Token()
		if err != nil {
			// Malformed JSON before any bad string was found: the strict
			// decode reports the syntax error; name the whole body here.
			return "body", false
		}
		raw := body[prev:dec.InputOffset()] // this token and the separators before it
		prev = dec.InputOffset()
		top := len(stack) - 1
		if d, isDelim := tok.(json.Delim); isDelim && (d == '}' || d == ']') {
			stack = stack[:top]
			if len(stack) == 0 {
				return "", true
			}
			stack[len(stack)-1].valueDone()
			continue
		}
		if top >= 0 && stack[top].obj && stack[top].wantKey { // an object key
			key, _ := tok.(string)
			if !verbatimString(raw) {
				return orBody(pathOf(stack[:top+1])), false
			}
			stack[top].key, stack[top].wantKey = key, false
			continue
		}
		if top >= 0 && !stack[top].obj {
			stack[top].idx++
		}
		switch tok {
		case json.Delim('{'):
			stack = append(stack, pathFrame{obj: true, wantKey: true})
			continue
		case json.Delim('['):
			stack = append(stack, pathFrame{idx: -1})
			continue
		}
		if _, isStr := tok.(string); isStr && !verbatimString(raw) {
			return orBody(pathOf(stack)), false
		}
		if top < 0 {
			return "", true // a scalar top-level value
		}
		stack[top].valueDone()
	}
}

func orBody(p string) string {
	if p == "" {
		return "body"
	}
	return p
}

// pathFrame is one open object or array during the walk.
type pathFrame struct {
	obj     bool
	wantKey bool   // object: the next string token is a key
	key     string // object: the key whose value is being read
	idx     int    // array: index of the element being read
}

// valueDone records that the frame's current value has been read.
func (f *pathFrame) valueDone() {
	if f.obj {
		f.wantKey = true
	}
}

func pathOf(stack []pathFrame) string {
	var b []byte
	for _, f := range stack {
		if f.obj {
			if f.wantKey {
				break // reading a key: the path is the object itself
			}
			if len(b) > 0 {
				b = append(b, '.')
			}
			b = append(b, f.key...)
			continue
		}
		b = append(b, '[')
		b = strconv.AppendInt(b, int64(f.idx), 10)
		b = append(b, ']')
	}
	return string(b)
}

// verbatimString reports whether raw (one JSON string token, possibly with
// separators and whitespace before it) decodes to exactly its own code
// points: valid UTF-8, and every \u escape of a surrogate part of a pair.
func verbatimString(raw []byte) bool {
	if !utf8.Valid(raw) {
		return false
	}
	for i := 0; i < len(raw); i++ {
		if raw[i] != '\\' {
			continue
		}
		i++
		if i >= len(raw) || raw[i] != 'u' {
			continue // a one-character escape (\n, \", \\ ...)
		}
		r := hex4(raw, i+1)
		i += 4
		switch {
		case r >= 0xDC00 && r <= 0xDFFF:
			return false // a low surrogate with no high one before it
		case r >= 0xD800 && r <= 0xDBFF:
			if i+6 >= len(raw) || raw[i+1] != '\\' || raw[i+2] != 'u' {
				return false
			}
			if lo := hex4(raw, i+3); lo < 0xDC00 || lo > 0xDFFF {
				return false
			}
			i += 6
		}
	}
	return true
}

// hex4 parses the four hex digits at raw[i:], or returns -1.
func hex4(raw []byte, i int) int {
	if i+4 > len(raw) {
		return -1
	}
	v, err := strconv.ParseUint(string(raw[i:i+4]), 16, 16)
	if err != nil {
		return -1
	}
	return int(v)
}
