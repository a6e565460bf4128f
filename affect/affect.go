package affect

import (
	"bufio"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"strconv"
	"strings"
	"unicode"
)

// ErrLexicon marks a lexicon file that cannot be used.
var ErrLexicon = errors.New("affect: bad lexicon")

// VADER's constants (vaderSentiment.py 3.3.2).
const (
	negationScalar = -0.74
	boostIncrement = 0.293
	normAlpha      = 15
	maxRating      = 4
)

// Lexicon is a parsed VADER lexicon.
type Lexicon struct {
	ratings map[string]float64
	sha256  string
}

// Producer names the analyzer and lexicon; stored with every derived affect.
func (l *Lexicon) Producer() string {
	return "vader-core@1+lexicon-sha256:" + l.sha256[:12]
}

// Len is the number of rated tokens.
func (l *Lexicon) Len() int { return len(l.ratings) }

// Load parses the lexicon file at path.
func Load(path string) (*Lexicon, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrLexicon, err)
	}
	defer f.Close()
	return Parse(f)
}

// Parse reads VADER's format: one token per line, tab, its mean rating
// (then the standard deviation and the raters' scores, ignored).
func Parse(r io.Reader) (*Lexicon, error) {
	h := sha256.New()
	sc := bufio.NewScanner(io.TeeReader(r, h))
	l := &Lexicon{ratings: map[string]float64{}}
	n := 0
	for sc.Scan() {
		n++
		line := sc.Text()
		if strings.TrimSpace(line) == "" {
			continue
		}
		fields := strings.Split(line, "\t")
		if len(fields) < 2 {
			return nil, fmt.Errorf("%w: line %d: want token<TAB>rating", ErrLexicon, n)
		}
		v, err := strconv.ParseFloat(fields[1], 64)
		if err != nil || math.IsNaN(v) || math.Abs(v) > maxRating {
			return nil, fmt.Errorf("%w: line %d: rating %q", ErrLexicon, n, fields[1])
		}
		l.ratings[strings.ToLower(fields[0])] = v
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%w: %v", ErrLexicon, err)
	}
	if len(l.ratings) == 0 {
		return nil, fmt.Errorf("%w: no entries", ErrLexicon)
	}
	l.sha256 = hex.EncodeToString(h.Sum(nil))
	return l, nil
}

// Affect is a derived estimate.
type Affect struct {
	Valence float64 // -1..1
	Arousal float64 // 0..1
	Rated   int     // words the lexicon rated
}

var negations = map[string]bool{"not": true, "no": true, "never": true, "none": true, "nobody": true,
	"nothing": true, "neither": true, "nor": true, "nowhere": true, "cannot": true, "without": true,
	"isnt": true, "dont": true, "doesnt": true, "didnt": true, "wasnt": true, "werent": true,
	"aint": true, "cant": true, "couldnt": true, "wont": true, "wouldnt": true, "shouldnt": true}

var boosters = map[string]float64{"very": 1, "extremely": 1, "really": 1, "so": 1, "totally": 1,
	"absolutely": 1, "incredibly": 1, "completely": 1, "deeply": 1, "hugely": 1, "truly": 1,
	"barely": -1, "hardly": -1, "slightly": -1, "somewhat": -1, "kinda": -1, "marginally": -1}

// tokens are the lowercased words of text, apostrophes dropped ("don't"
// -> "dont"), so VADER's contracted negations match.
func tokens(text string) []string {
	text = strings.ReplaceAll(strings.ToLower(text), "'", "")
	text = strings.ReplaceAll(text, "’", "")
	return strings.FieldsFunc(text, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
}

// Analyze scores text (see the package documentation).
func (l *Lexicon) Analyze(text string) Affect {
	ws := tokens(text)
	sum, abs, rated := 0.0, 0.0, 0
	for i, w := range ws {
		v, ok := l.ratings[w]
		if !ok || boosters[w] != 0 || negations[w] {
			continue
		}
		for j := max(0, i-3); j < i; j++ {
			if b := boosters[ws[j]]; b != 0 {
				v += math.Copysign(boostIncrement, v) * b
			}
		}
		for j := max(0, i-3); j < i; j++ {
			if negations[ws[j]] {
				v *= negationScalar
				break
			}
		}
		sum += v
		abs += math.Abs(v)
		rated++
	}
	if rated == 0 {
		return Affect{}
	}
	return Affect{Valence: sum / math.Sqrt(sum*sum+normAlpha), Arousal: min(1, abs/float64(rated)/maxRating), Rated: rated}
}
