package compare

import (
	"bytes"
	"fmt"
	"math"
	"strconv"
)

// compareTokens compares the sequences of tokens.
func (o Options) compareTokens(g, w *side) (string, error) {
	line := 1 // of the output's next token
	for i := 1; ; i++ {
		if err := g.ensure(); err != nil {
			return "", err
		}
		if err := w.ensure(); err != nil {
			return "", err
		}
		tokens, newlines := skipShared(g, w)
		i += tokens
		var n int
		var err error
		if o.SpaceSensitive {
			var diff string
			if n, diff, err = sameBlanks(g, w, i, line+newlines); diff != "" || err != nil {
				return diff, err
			}
		} else {
			if n, err = g.skipBlanks(); err != nil {
				return "", err
			}
			if _, err = w.skipBlanks(); err != nil {
				return "", err
			}
		}
		line += newlines + n
		gt, gLong, err := g.token()
		if err != nil {
			return "", err
		}
		wt, wLong, err := w.token()
		if err != nil {
			return "", err
		}
		switch {
		case len(gt) == 0 && len(wt) == 0:
			return "", nil
		case len(gt) == 0:
			return fmt.Sprintf("token %d: expected %s, but the output ended", i, clip(nil, 0, wt)), nil
		case len(wt) == 0:
			return fmt.Sprintf("token %d (line %d): expected the end of output, found %s", i, line, clip(nil, 0, gt)), nil
		}
		var same bool
		switch {
		case !gLong && !wLong:
			same = o.sameToken(gt, wt)
			g.skip(len(gt))
			w.skip(len(wt))
		case gLong && wLong:
			// Keep the heads for the message: the rest streams through.
			gt = append(make([]byte, 0, context+1), gt[:min(len(gt), context+1)]...)
			wt = append(make([]byte, 0, context+1), wt[:min(len(wt), context+1)]...)
			if same, err = o.sameLongToken(g, w); err != nil {
				return "", err
			}
		}
		if !same {
			return fmt.Sprintf("token %d (line %d): expected %s, found %s", i, line, clip(nil, 0, wt), clip(nil, 0, gt)), nil
		}
	}
}

// skipShared consumes the bytes both sides share up to the last blank
// among them: whole tokens that match. It returns how many tokens and
// newlines it passed. Matching answers go through here, much faster than
// token by token.
func skipShared(g, w *side) (tokens, newlines int) {
	c := g.b[:commonPrefix(g.b, w.b)]
	k := len(c) - 1
	for k >= 0 && !blank[c[k]] {
		k--
	}
	c = c[:k+1]
	inToken := false
	for _, x := range c {
		if !blank[x] && !inToken {
			tokens++
		}
		inToken = !blank[x]
	}
	newlines = bytes.Count(c, []byte{'\n'})
	g.skip(len(c))
	w.skip(len(c))
	return tokens, newlines
}

// skipBlanks consumes blanks and returns how many newlines it passed.
func (s *side) skipBlanks() (newlines int, err error) {
	for {
		if err := s.ensure(); err != nil || len(s.b) == 0 {
			return newlines, err
		}
		i := 0
		for i < len(s.b) && blank[s.b[i]] {
			if s.b[i] == '\n' {
				newlines++
			}
			i++
		}
		s.skip(i)
		if len(s.b) > 0 {
			return newlines, nil
		}
	}
}

// sameBlanks consumes the blanks before token i, on line, of both sides,
// and says where they differ, if they do; it returns how many newlines
// it passed.
func sameBlanks(g, w *side, i, line int) (newlines int, diff string, err error) {
	for {
		if err := g.ensure(); err != nil {
			return newlines, "", err
		}
		if err := w.ensure(); err != nil {
			return newlines, "", err
		}
		k := 0
		for k < len(g.b) && k < len(w.b) && blank[g.b[k]] && g.b[k] == w.b[k] {
			if g.b[k] == '\n' {
				newlines++
			}
			k++
		}
		g.skip(k)
		w.skip(k)
		gb, wb := len(g.b) > 0 && blank[g.b[0]], len(w.b) > 0 && blank[w.b[0]]
		switch {
		case k > 0 && (len(g.b) == 0 || len(w.b) == 0):
			continue // a buffer's end: read on
		case gb || wb:
			if err := g.fill(); err != nil {
				return newlines, "", err
			}
			if err := w.fill(); err != nil {
				return newlines, "", err
			}
			return newlines, fmt.Sprintf("token %d (line %d): the spaces differ: expected %s, found %s", i, line+newlines, clip(nil, 0, w.b), clip(nil, 0, g.b)), nil
		}
		return newlines, "", nil
	}
}

// token returns the token at the start of b without consuming it: all of
// it, or its first bufSize bytes and long when it has at least that many.
// It is empty at the end of the text.
func (s *side) token() (tok []byte, long bool, err error) {
	for {
		if i := indexBlank(s.b); i >= 0 {
			return s.b[:i], false, nil
		}
		if len(s.b) >= s.r.Size() {
			return s.b, true, nil
		}
		n := len(s.b)
		if err := s.fill(); err != nil || len(s.b) == n {
			return s.b, false, err
		}
	}
}

func indexBlank(b []byte) int {
	for i, c := range b {
		if blank[c] {
			return i
		}
	}
	return -1
}

// sameLongToken compares two tokens too long for the buffers, as text,
// consuming them.
func (o Options) sameLongToken(g, w *side) (bool, error) {
	for {
		a, err := g.tokenPart()
		if err != nil {
			return false, err
		}
		b, err := w.tokenPart()
		if err != nil {
			return false, err
		}
		if len(a) == 0 || len(b) == 0 {
			return len(a) == len(b), nil
		}
		n := min(len(a), len(b))
		if !o.sameText(a[:n], b[:n]) {
			return false, nil
		}
		g.skip(n)
		w.skip(n)
	}
}

// tokenPart returns the buffered bytes of the current token.
func (s *side) tokenPart() ([]byte, error) {
	if err := s.ensure(); err != nil {
		return nil, err
	}
	if i := indexBlank(s.b); i >= 0 {
		return s.b[:i], nil
	}
	return s.b, nil
}

func (o Options) sameText(got, want []byte) bool {
	if !o.IgnoreCase {
		return bytes.Equal(got, want)
	}
	if len(got) != len(want) {
		return false
	}
	for i, c := range got {
		if c != want[i] && lower(c) != lower(want[i]) {
			return false
		}
	}
	return true
}

func lower(c byte) byte {
	if 'A' <= c && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}

func (o Options) sameToken(got, want []byte) bool {
	if o.sameText(got, want) {
		return true
	}
	if o.AbsEps == 0 && o.RelEps == 0 {
		return false
	}
	g, ok1 := parseDecimal(got)
	w, ok2 := parseDecimal(want)
	if !ok1 || !ok2 {
		return false
	}
	if g == w { // also the infinities that too large numbers become
		return true
	}
	d := math.Abs(g - w)
	return d <= o.AbsEps || d <= o.RelEps*math.Abs(w)
}

// parseDecimal parses b if it is a decimal number as testlib reads one:
// [+-] digits [. digits] [(e|E) [+-] digits], with at least one digit
// before the exponent. Numbers too large for a float64 are infinite.
func parseDecimal(b []byte) (float64, bool) {
	i, neg := 0, false
	if i < len(b) && (b[i] == '+' || b[i] == '-') {
		neg = b[i] == '-'
		i++
	}
	// The value is mant * 10^exp while mant holds every digit.
	var mant uint64
	digits, exp, exact, point := 0, 0, true, false
	for ; i < len(b); i++ {
		if c := b[i]; isDigit(c) {
			digits++
			if mant > 1<<53 {
				exact = false
				continue
			}
			mant = mant*10 + uint64(c-'0')
			if point {
				exp--
			}
		} else if c == '.' && !point {
			point = true
		} else {
			break
		}
	}
	if digits == 0 {
		return 0, false
	}
	if i < len(b) && (b[i] == 'e' || b[i] == 'E') {
		i++
		sign := 1
		if i < len(b) && (b[i] == '+' || b[i] == '-') {
			if b[i] == '-' {
				sign = -1
			}
			i++
		}
		start, e := i, 0
		for ; i < len(b) && isDigit(b[i]); i++ {
			e = min(e*10+int(b[i]-'0'), 1e6)
		}
		if i == start {
			return 0, false
		}
		exp += sign * e
	}
	if i != len(b) {
		return 0, false
	}
	// Both mant and 10^|exp| are exact float64s then, and one operation
	// rounds correctly (strconv's fast path too).
	if exact && mant <= 1<<53 && -22 <= exp && exp <= 22 {
		f := float64(mant)
		if exp < 0 {
			f /= pow10[-exp]
		} else {
			f *= pow10[exp]
		}
		if neg {
			f = -f
		}
		return f, true
	}
	f, err := strconv.ParseFloat(string(b), 64)
	return f, err == nil || err.(*strconv.NumError).Err == strconv.ErrRange
}

var pow10 = [...]float64{1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10,
	1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22}

func isDigit(c byte) bool { return '0' <= c && c <= '9' }
