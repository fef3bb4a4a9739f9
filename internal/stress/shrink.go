package stress

import (
	"errors"
	"math"
	"strconv"
	"strings"
)

// errCapped stops a shrink that has used all the runs it was allowed.
var errCapped = errors.New("shrink: run cap reached")

// A shrinker makes a failing input smaller, one candidate at a time. A
// candidate replaces the current input only if keep says it is legal and
// fails the same way. Candidates are tried one by one in a fixed order, so
// the result depends only on the input and on keep.
type shrinker struct {
	keep    func(input []byte) (bool, error)
	maxRuns int
	runs    int
	cur     doc
}

// A doc is an input as lines of whitespace-separated tokens. Rendering it
// joins tokens with one space and ends every line with a newline.
type doc [][]string

func parseDoc(b []byte) doc {
	s := strings.TrimRight(strings.ReplaceAll(string(b), "\r\n", "\n"), "\n")
	if s == "" {
		return nil
	}
	var d doc
	for _, l := range strings.Split(s, "\n") {
		d = append(d, strings.Fields(l))
	}
	return d
}

func (d doc) bytes() []byte {
	var b strings.Builder
	for _, l := range d {
		b.WriteString(strings.Join(l, " "))
		b.WriteByte('\n')
	}
	return []byte(b.String())
}

// A pos is where a token is: line and index in the line.
type pos struct{ line, tok int }

func (d doc) positions() []pos {
	var ps []pos
	for i, l := range d {
		for j := range l {
			ps = append(ps, pos{i, j})
		}
	}
	return ps
}

// edit returns d without the tokens at the positions in drop, and with
// the token at p (if p.line >= 0) replaced by v.
func (d doc) edit(drop map[pos]bool, p pos, v string) doc {
	out := make(doc, len(d))
	for i, l := range d {
		out[i] = []string{}
		for j, t := range l {
			switch {
			case drop[pos{i, j}]:
				continue
			case p == pos{i, j}:
				t = v
			}
			out[i] = append(out[i], t)
		}
	}
	return out
}

// try runs keep on c and makes c current when it is kept.
func (s *shrinker) try(c doc) (bool, error) {
	if s.runs >= s.maxRuns {
		return false, errCapped
	}
	s.runs++
	ok, err := s.keep(c.bytes())
	if ok && err == nil {
		s.cur = c
	}
	return ok, err
}

// shrink runs the passes in order, delta debugging over lines, then over
// tokens, then removals that lower a count to match, then smaller
// numbers, and starts again from the first whenever one changes the input,
// until none does.
func (s *shrinker) shrink() error {
	passes := []func() error{s.lines, s.tokens, s.counted, s.numbers}
	for i := 0; i < len(passes); i++ {
		before := string(s.cur.bytes())
		if err := passes[i](); err != nil {
			return err
		}
		if string(s.cur.bytes()) != before {
			i = -1
		}
	}
	return nil
}

// ddmin is delta debugging's minimisation by removal (Zeller and
// Hildebrandt, 2002): split n items into chunks, try removing each chunk,
// and halve the chunks when none can go. It returns when no single item
// can be removed. remove(lo, hi) builds the candidate without items lo..hi-1.
func (s *shrinker) ddmin(count func() int, remove func(lo, hi int) doc) error {
	chunks := 2
	for n := count(); n > 0; n = count() {
		chunks = min(chunks, n)
		removed := false
		for i := 0; i < chunks && !removed; i++ {
			ok, err := s.try(remove(i*n/chunks, (i+1)*n/chunks))
			if err != nil {
				return err
			}
			removed = ok
		}
		switch {
		case removed:
			chunks = max(chunks-1, 2)
		case chunks == n:
			return nil
		default:
			chunks = min(2*chunks, n)
		}
	}
	return nil
}

func (s *shrinker) lines() error {
	return s.ddmin(func() int { return len(s.cur) }, func(lo, hi int) doc {
		return append(append(doc{}, s.cur[:lo]...), s.cur[hi:]...)
	})
}

func (s *shrinker) tokens() error {
	return s.ddmin(func() int { return len(s.cur.positions()) }, func(lo, hi int) doc {
		drop := map[pos]bool{}
		for _, p := range s.cur.positions()[lo:hi] {
			drop[p] = true
		}
		return s.cur.edit(drop, pos{-1, 0}, "")
	})
}

// counted tries what plain removal cannot when the input announces how many
// things follow ("3\n1 2 3"): remove c tokens of one line and lower a
// count before them by c, or remove whole lines and lower a count before
// them by 1 (one record fewer) or by the number of tokens removed.
func (s *shrinker) counted() error {
	for c := len(s.cur.positions()); c >= 1; c-- {
		for start := 0; ; start++ {
			ps := s.cur.positions()
			if start+c > len(ps) {
				break
			}
			win := ps[start : start+c]
			if win[0].line != win[c-1].line {
				continue
			}
			if _, err := s.tryCounted(win, []int{c}); err != nil {
				return err
			}
		}
	}
	for c := len(s.cur); c >= 1; c-- {
		for start := 0; start+c <= len(s.cur); start++ {
			var win []pos
			for _, p := range s.cur.positions() {
				if p.line >= start && p.line < start+c {
					win = append(win, p)
				}
			}
			if len(win) == 0 {
				continue
			}
			if _, err := s.tryCounted(win, []int{1, len(win)}); err != nil {
				return err
			}
		}
	}
	return nil
}

// tryCounted removes the tokens in win and lowers a number before them by
// d, for each d in turn: a number that begins a line (where counts are
// written), the nearest first.
func (s *shrinker) tryCounted(win []pos, ds []int) (bool, error) {
	drop := map[pos]bool{}
	for _, p := range win {
		drop[p] = true
	}
	for i, d := range ds {
		if i > 0 && d == ds[i-1] {
			continue
		}
		for l := win[0].line; l >= 0; l-- {
			p := pos{l, 0}
			if len(s.cur[l]) == 0 || drop[p] {
				continue
			}
			v, err := strconv.ParseInt(s.cur[l][0], 10, 64)
			if err != nil || v < int64(d) {
				continue
			}
			ok, err := s.try(s.cur.edit(drop, p, strconv.FormatInt(v-int64(d), 10)))
			if ok || err != nil {
				return ok, err
			}
		}
	}
	return false, nil
}

// numbers tries smaller values for the numbers: first for every token
// holding a value that occurs more than once at once (equal piles stay
// equal), then token by token.
func (s *shrinker) numbers() error {
	for {
		changed := false
		seen := map[string]bool{}
		for _, p := range s.cur.positions() {
			t := s.cur[p.line][p.tok]
			if seen[t] {
				continue
			}
			seen[t] = true
			var same []pos
			for _, q := range s.cur.positions() {
				if s.cur[q.line][q.tok] == t {
					same = append(same, q)
				}
			}
			if len(same) < 2 {
				continue
			}
			ok, err := s.lowerNumber(same)
			if err != nil {
				return err
			}
			if ok {
				changed = true
				break
			}
		}
		if !changed {
			break
		}
	}
	for i := 0; i < len(s.cur.positions()); i++ {
		for {
			ok, err := s.lowerNumber(s.cur.positions()[i : i+1])
			if err != nil {
				return err
			}
			if !ok {
				break
			}
		}
	}
	return nil
}

// lowerNumber tries the candidates of smaller sets the tokens at ps (which
// hold one number) to the first candidate kept.
func (s *shrinker) lowerNumber(ps []pos) (bool, error) {
	v, err := strconv.ParseInt(s.cur[ps[0].line][ps[0].tok], 10, 64)
	if err != nil {
		return false, nil
	}
	for _, c := range smaller(v) {
		cand := make(doc, len(s.cur))
		for i, l := range s.cur {
			cand[i] = append([]string{}, l...)
		}
		for _, p := range ps {
			cand[p.line][p.tok] = strconv.FormatInt(c, 10)
		}
		ok, err := s.try(cand)
		if ok || err != nil {
			return ok, err
		}
	}
	return false, nil
}

// smaller lists the values a number v is tried at, smallest first: 0 and
// 1 outright, v halved toward 0 and toward 1, and v-2 and v-1 for the last
// steps (two keeps the parity). Negative numbers move toward 0 the same way.
func smaller(v int64) []int64 {
	if v < 0 {
		if v == math.MinInt64 {
			v++ // -v would overflow
		}
		out := smaller(-v)
		for i := range out {
			out[i] = -out[i]
		}
		return out
	}
	var out []int64
	for _, c := range []int64{0, 1, v / 2, 1 + (v-1)/2, v - 2, v - 1} {
		if c >= 0 && c < v && (len(out) == 0 || c > out[len(out)-1]) {
			out = append(out, c)
		}
	}
	return out
}
