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

// clone returns a copy of d that shares nothing with it.
func (d doc) clone() doc {
	out := make(doc, len(d))
	for i, l := range d {
		out[i] = append([]string{}, l...)
	}
	return out
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
	ok, err := s.keep(c.bytes())
	if err == errStopped { // not run
		return false, err
	}
	s.runs++
	if ok && err == nil {
		s.cur = c
	}
	return ok, err
}

// shrink runs the passes in order, delta debugging over lines, then over
// tokens, then over what a count counts with the count lowered to match,
// then removals that lower a number before them, then smaller numbers,
// and starts again from the first whenever one changes the input, until
// none does.
func (s *shrinker) shrink() error {
	passes := []func() error{s.lines, s.tokens, s.blocks, s.counted, s.numbers}
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

// A block is what a number in the input counts, recognised by its
// number of things being the number's value: a header "n m" and then m
// edges, "n" and then a line of n numbers, "T" and then T test cases. A
// block's things go together with the count lowered to match, which
// removing lines or tokens alone cannot do: the input would be illegal.
type block struct {
	count pos
	kind  blockKind
	size  int // records: the lines a record has; columns and chars: the rows of the grid
}

type blockKind int

// The kinds of block; the examples are inputs with the count v = 3.
const (
	inline     blockKind = iota // the tokens after the count on its line: "3 5 6 7"
	nextLine                    // the tokens of the next line: "3⏎5 6 7", "3 10⏎5 6 7"
	linesAfter                  // the lines right after the count's line, all of one shape and no more of it: "5 3⏎1 2⏎2 3⏎3 4"
	lastLines                   // the lines that end the input, all of one shape and no more of it: "2 3⏎5 6⏎1 1⏎1 2⏎2 2"
	records                     // the rest of the input, in v records of the same number of lines (2 or more): "3⏎1⏎5⏎2⏎5 6⏎1⏎7"
	columns                     // a column of the 2 or more rows of v tokens right after the count's line: "2 3⏎1 2 3⏎4 5 6"
	chars                       // a character of the rows of one token of length v right after the count's line: "2 3⏎.#.⏎#..", "3⏎abc"
)

// findBlocks lists the blocks of d, by their counts in input order.
func (d doc) findBlocks() []block {
	var bs []block
	last := d.lastRun()
	most := int64(len(d) + len(d.positions()) + d.longest()) // no block has more things
	for l, line := range d {
		after := len(d) - l - 1 // lines after line l
		run := d.run(l + 1)
		for i, t := range line {
			v, err := strconv.ParseInt(t, 10, 64)
			if err != nil || v < 1 || v > most {
				continue
			}
			n := int(v)
			add := func(ok bool, kind blockKind, size int) {
				if ok {
					bs = append(bs, block{pos{l, i}, kind, size})
				}
			}
			add(len(line)-i-1 == n, inline, 0)
			add(after > 0 && len(d[l+1]) == n, nextLine, 0)
			add(run == n, linesAfter, 0)
			add(last == n && len(d)-last > l+1, lastLines, 0)
			add(l == 0 && after%n == 0 && after/n >= 2 && d.alike(1, after/n), records, after/n)
			add(run >= 2 && len(d[l+1]) == n, columns, run)
			if rows := d.strings(l+1, n); rows > 0 {
				add(true, chars, rows)
			}
		}
	}
	return bs
}

// run is the number of lines from line l on that have as many tokens as
// line l, at least one: a run of lines of one shape.
func (d doc) run(l int) int {
	n := 0
	for l+n < len(d) && len(d[l]) > 0 && len(d[l+n]) == len(d[l]) {
		n++
	}
	return n
}

// lastRun is the number of lines of the run of one shape that ends d.
func (d doc) lastRun() int {
	if len(d) == 0 {
		return 0
	}
	last, n := d[len(d)-1], 0
	for n < len(d) && len(last) > 0 && len(d[len(d)-1-n]) == len(last) {
		n++
	}
	return n
}

// alike reports whether the records of size lines from line l to the
// end begin with lines of one shape, as test cases each with a header do.
func (d doc) alike(l, size int) bool {
	for r := l + size; r < len(d); r += size {
		if len(d[r]) != len(d[l]) {
			return false
		}
	}
	return true
}

// strings is the number of lines from line l on that are one token of
// n bytes.
func (d doc) strings(l, n int) int {
	k := 0
	for l+k < len(d) && len(d[l+k]) == 1 && len(d[l+k][0]) == n {
		k++
	}
	return k
}

// longest is the length of the longest token.
func (d doc) longest() int {
	m := 0
	for _, l := range d {
		for _, t := range l {
			m = max(m, len(t))
		}
	}
	return m
}

// blocks runs delta debugging over the things of each block in turn,
// each candidate with the count lowered by the things it removes. It
// returns once one block changed the input, whose blocks are then found
// anew.
func (s *shrinker) blocks() error {
	for _, b := range s.cur.findBlocks() {
		before := string(s.cur.bytes())
		err := s.ddmin(func() int { return s.blockSize(b) }, func(lo, hi int) doc { return s.withoutThings(b, lo, hi) })
		if err != nil || string(s.cur.bytes()) != before {
			return err
		}
	}
	return nil
}

// blockSize is the number of things of b in the current input: the
// count's value, or 0 when it no longer holds a count.
func (s *shrinker) blockSize(b block) int {
	v, err := strconv.ParseInt(s.cur[b.count.line][b.count.tok], 10, 64)
	if err != nil || v < 0 {
		return 0
	}
	return int(v)
}

// withoutThings is the current input without things lo..hi-1 of b, and
// its count lowered by their number.
func (s *shrinker) withoutThings(b block, lo, hi int) doc {
	c := s.cur.clone()
	l, v := b.count.line, s.blockSize(b)
	c[l][b.count.tok] = strconv.Itoa(v - (hi - lo))
	switch b.kind {
	case inline:
		c[l] = cut(c[l], b.count.tok+1+lo, b.count.tok+1+hi)
	case nextLine:
		c[l+1] = cut(c[l+1], lo, hi)
	case linesAfter:
		c = cut(c, l+1+lo, l+1+hi)
	case lastLines:
		c = cut(c, len(c)-v+lo, len(c)-v+hi)
	case records:
		c = cut(c, l+1+lo*b.size, l+1+hi*b.size)
	case columns:
		for r := l + 1; r <= l+b.size; r++ {
			c[r] = cut(c[r], lo, hi)
		}
	case chars:
		for r := l + 1; r <= l+b.size; r++ {
			c[r][0] = c[r][0][:lo] + c[r][0][hi:]
		}
	}
	return c
}

// cut returns s without s[lo:hi], in a new array.
func cut[T any](s []T, lo, hi int) []T {
	return append(s[:lo:lo], s[hi:]...)
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
			if _, err := s.tryCounted(win, 0, 0, []int{c}); err != nil {
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
			if _, err := s.tryCounted(win, start, start+c, []int{1, len(win)}); err != nil {
				return err
			}
		}
	}
	return nil
}

// tryCounted removes the tokens in win, and lines lo..hi-1 (which hold
// them) when hi > lo, and lowers a number before them by d, for each d in
// turn: a number that begins a line (where counts are written), the
// nearest first.
func (s *shrinker) tryCounted(win []pos, lo, hi int, ds []int) (bool, error) {
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
			ok, err := s.try(cut(s.cur.edit(drop, p, strconv.FormatInt(v-int64(d), 10)), lo, hi))
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
		cand := s.cur.clone()
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
