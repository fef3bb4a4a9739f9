package cgt

import (
	"errors"
	"fmt"
	"math/bits"
	"strconv"
	"strings"
)

// A syntaxError says what a position's text should have held at a byte
// offset of it. Parse reports it at its place in the whole expression.
type syntaxError struct {
	off  int
	want string
	got  string // what was found, if not the text's character at off
}

// Error says what was expected; Parse and the positions' functions add
// where, and what was found.
func (e *syntaxError) Error() string { return e.want }

// found describes what e found in s: the number at e.off, whole, or its
// character there, or the end.
func (e *syntaxError) found(s string) string {
	off := e.off
	switch {
	case e.got != "":
		return e.got
	case off >= len(s):
		return "the end"
	case isDigit(s[off]):
		end := off
		for end < len(s) && isDigit(s[end]) {
			end++
		}
		return s[off:end]
	}
	return strconv.QuoteRune([]rune(s[off:])[0])
}

// valueOf values the position text of the family name with value, an
// error naming both (such as `hackenbush "LX": expected ...`).
func valueOf(name string, value func(string) (Game, error), text string) (Game, error) {
	g, err := value(text)
	var se *syntaxError
	switch {
	case errors.As(err, &se):
		return Game{}, fmt.Errorf("%s %q: expected %s at position %d, found %s", name, text, se.want, se.off+1, se.found(text))
	case err != nil:
		return Game{}, fmt.Errorf("%s %q: %w", name, text, err)
	}
	return g, nil
}

// Domineering returns the value of a Domineering board: rows from the top,
// separated by '/', of '.' for an empty cell and '#' for a filled one,
// all of the same length ("..#/..."). Left places a domino on two empty
// cells one above the other, Right on two side by side. The board's
// regions of empty cells that touch only at corners or not at all are
// played independently, so the board is the sum of its regions, each
// valued once up to its mirror images: a region reflected left to right
// or top to bottom is the same game, and its transpose, rows made
// columns, is its negative. A region's cells are the bits of a
// word, so one whose bounding rectangle has more than 64 cells is an error
// wrapping ErrRange; the board itself may be of any size.
func Domineering(board string) (Game, error) {
	return valueOf("domineering", domineeringValue, board)
}

// domineeringValue values a board, or says where its text is malformed.
func domineeringValue(s string) (Game, error) {
	b, err := parseBoard(s)
	if err != nil {
		return Game{}, err
	}
	regions, err := b.regions()
	if err != nil {
		return Game{}, err
	}
	return domineering.sum(regions)
}

// A board is a Domineering board: h rows of w cells, empty[r*w+c] for an
// empty cell.
type board struct {
	h, w  int
	empty []bool
}

// parseBoard reads a board: rows of '.' and '#' separated by '/'.
func parseBoard(s string) (board, error) {
	var b board
	row := 0
	for i := 0; i <= len(s); i++ {
		if i == len(s) || s[i] == '/' {
			switch {
			case row == 0:
				return b, &syntaxError{i, "'.' or '#'", ""}
			case b.h == 0:
				b.w = row
			case row != b.w:
				return b, &syntaxError{i - row, fmt.Sprintf("%d cells in row %d, as in row 1,", b.w, b.h+1), strconv.Itoa(row)}
			}
			b.h++
			row = 0
			continue
		}
		if s[i] != '.' && s[i] != '#' {
			return b, &syntaxError{i, "'.', '#' or '/'", ""}
		}
		b.empty = append(b.empty, s[i] == '.')
		row++
	}
	return b, nil
}

// maxRegion is the most cells of the rectangle that bounds a region: a
// region's cells are the bits of a uint64.
const maxRegion = 64

// regions returns the board's regions of empty cells joined side to side,
// each normalised (region.normal); a single cell, where neither player can
// move, is left out. A region whose bounding rectangle has more than
// maxRegion cells is a RangeError.
func (b board) regions() ([]region, error) {
	seen := make([]bool, len(b.empty))
	var out []region
	for start := range b.empty {
		if !b.empty[start] || seen[start] {
			continue
		}
		cells := []int{start}
		seen[start] = true
		top, bottom, left, right := b.h, -1, b.w, -1
		for k := 0; k < len(cells); k++ {
			r, c := cells[k]/b.w, cells[k]%b.w
			top, bottom, left, right = min(top, r), max(bottom, r), min(left, c), max(right, c)
			for _, d := range [4][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
				nr, nc := r+d[0], c+d[1]
				if nr >= 0 && nr < b.h && nc >= 0 && nc < b.w && b.empty[nr*b.w+nc] && !seen[nr*b.w+nc] {
					seen[nr*b.w+nc] = true
					cells = append(cells, nr*b.w+nc)
				}
			}
		}
		if len(cells) == 1 {
			continue
		}
		h, w := bottom-top+1, right-left+1
		if h*w > maxRegion {
			what := fmt.Sprintf("a region of empty cells in a rectangle of %d×%d", h, w)
			return nil, &RangeError{what, fmt.Sprintf("the rectangle that bounds a region holds at most %d cells", maxRegion)}
		}
		g := region{h: uint32(h), w: uint32(w)}
		for _, x := range cells {
			g.cells |= 1 << ((x/b.w-top)*w + x%b.w - left)
		}
		out = append(out, g.normal())
	}
	return out, nil
}

// A region is a Domineering position of h rows of w cells, at most
// maxRegion: bit r*w+c of cells is set for an empty cell. The positions a
// Ruleset remembers are normal regions (region.normal), so that a region
// met again, moved or mirrored, is valued once. Its fields fill its 16
// bytes, so that maps hash and compare it as one block of memory.
type region struct {
	h, w  uint32
	cells uint64
}

// String writes the region as a board, rows of '.' and '#' from the top.
func (g region) String() string {
	var s strings.Builder
	for i := 0; i < int(g.h)*int(g.w); i++ {
		if i > 0 && i%int(g.w) == 0 {
			s.WriteByte('/')
		}
		s.WriteByte(".#"[^g.cells>>i&1])
	}
	return s.String()
}

// edges returns the masks of the cells of g's first and last columns.
func (g region) edges() (first, last uint64) {
	first = spread(1, int(g.w), int(g.h))
	return first, first << (g.w - 1)
}

// spread returns x, the bits of one row of w cells, repeated in each of h
// rows, by doubling: log2(h) shifts rather than h.
func spread(x uint64, w, h int) uint64 {
	for s := w; s < h*w; s *= 2 {
		x |= x << s
	}
	return x & (uint64(1)<<(h*w) - 1)
}

// normal returns g moved into the rectangle that bounds its empty cells,
// as the least of its four images by reflecting left to right and top to
// bottom: each is the same game, for a reflection turns vertical dominoes
// into vertical ones and horizontal into horizontal. Reversing the word
// of the h·w cells turns the rectangle half round, both reflections at
// once, so only one of them is done row by row.
func (g region) normal() region {
	w, n := int(g.w), int(g.h)*int(g.w)
	top, bottom := bits.TrailingZeros64(g.cells)/w, (bits.Len64(g.cells)-1)/w
	cols := g.cells // the columns that hold cells: every row folded onto the first, as spread the other way
	for s := w; s < n; s *= 2 {
		cols |= cols >> s
	}
	cols &= uint64(1)<<w - 1
	left := bits.TrailingZeros64(cols)
	h, nw := bottom-top+1, bits.Len64(cols)-left
	rowMask, shift := uint64(1)<<nw-1, 64-h*nw
	var moved, flipped uint64 // g in its rectangle, and that reflected top to bottom
	for i := 0; i < h; i++ {
		row := g.cells >> ((top+i)*w + left) & rowMask
		moved |= row << (i * nw)
		flipped |= row << ((h - 1 - i) * nw)
	}
	least := min(moved, flipped, bits.Reverse64(moved)>>shift, bits.Reverse64(flipped)>>shift)
	return region{uint32(h), uint32(nw), least}
}

// split appends to out the regions of g's empty cells joined side to
// side, each normal; a single cell is left out.
func (g region) split(out []region) []region {
	first, last := g.edges()
	w := int(g.w)
	for rest := g.cells; rest != 0; {
		part := rest & -rest
		for {
			grown := (part | part<<w | part>>w | part<<1&^first | part>>1&^last) & rest
			if grown == part {
				break
			}
			part = grown
		}
		rest &^= part
		if part&(part-1) != 0 {
			out = append(out, region{g.h, g.w, part}.normal())
		}
	}
	return out
}

// domineeringMoves returns the moves of Left (vertical dominoes, with
// vertical true) or Right (horizontal) from a region: each placement, as
// the regions it leaves.
func domineeringMoves(vertical bool) func(region) [][]region {
	return func(g region) [][]region {
		step, pairs := int(g.w), g.cells&(g.cells>>g.w)
		if !vertical {
			_, last := g.edges()
			step, pairs = 1, g.cells&(g.cells>>1)&^last
		}
		// The options' regions share one array, a few allocations a
		// position rather than one an option.
		n := bits.OnesCount64(pairs)
		out, parts := make([][]region, 0, n), make([]region, 0, 2*n)
		for ; pairs != 0; pairs &= pairs - 1 {
			domino := pairs&-pairs | (pairs&-pairs)<<step
			start := len(parts)
			parts = region{g.h, g.w, g.cells &^ domino}.split(parts)
			out = append(out, parts[start:len(parts):len(parts)])
		}
		return out
	}
}

// transposed returns g's transpose, rows turned into columns, normal: in
// it Left's vertical moves are Right's horizontal ones in g and the other
// way round, so it is worth -g.
func (g region) transposed() region {
	h, w := int(g.h), int(g.w)
	t := region{h: g.w, w: g.h}
	for rest := g.cells; rest != 0; rest &= rest - 1 {
		i := bits.TrailingZeros64(rest)
		t.cells |= 1 << (i%w*h + i/w)
	}
	return t.normal()
}

// newDomineering returns the Ruleset of Domineering regions, each valued
// once with its transpose, which is worth its negative.
func newDomineering() *Ruleset[region] {
	r := NewSums(domineeringMoves(true), domineeringMoves(false))
	r.negative = region.transposed
	r.values = &regionStore{}
	return r
}

// A regionStore holds regions' values in one array, by open addressing
// with linear probing, at most 3/4 full: a slot is 16 bytes, four to a
// 64-byte line of the processor's cache, so that a look-up mostly reads
// one line, where a map of 16-byte keys reads two. Looking up the regions
// met is a quarter of valuing a board, most of it waiting on memory.
type regionStore struct {
	slots []regionSlot // a power of two of them, or none
	shift uint         // 64 less log2(len(slots)): a hash's top bits pick a slot
	n     int          // the slots used
}

// A regionSlot holds a region and its value, the Game's id plus one: 0
// marks a slot unused.
type regionSlot struct {
	cells uint64
	h, w  uint16
	value uint32
}

// slot returns g's slot, or the unused one where it goes; s has slots.
func (s *regionStore) slot(g region) *regionSlot {
	hash := (g.cells + uint64(g.h<<8|g.w)*0xbf58476d1ce4e5b9) * 0x9e3779b97f4a7c15
	mask := uint64(len(s.slots) - 1)
	for i := hash >> s.shift; ; i = (i + 1) & mask {
		sl := &s.slots[i]
		if sl.value == 0 || sl.cells == g.cells && sl.h == uint16(g.h) && sl.w == uint16(g.w) {
			return sl
		}
	}
}

// get returns g's value, if s holds it.
func (s *regionStore) get(g region) (Game, bool) {
	if s.n == 0 {
		return Game{}, false
	}
	sl := s.slot(g)
	if sl.value == 0 {
		return Game{}, false
	}
	return Game{sl.value - 1}, true
}

// put sets g's value, first doubling the slots where they would be more
// than 3/4 used.
func (s *regionStore) put(g region, v Game) {
	if 4*(s.n+1) > 3*len(s.slots) {
		old := s.slots
		s.slots = make([]regionSlot, max(2*len(old), 1<<10))
		s.shift = uint(64 - bits.TrailingZeros(uint(len(s.slots))))
		for _, sl := range old {
			if sl.value != 0 {
				*s.slot(region{uint32(sl.h), uint32(sl.w), sl.cells}) = sl
			}
		}
	}
	sl := s.slot(g)
	if sl.value == 0 {
		s.n++
	}
	*sl = regionSlot{g.cells, uint16(g.h), uint16(g.w), v.id + 1}
}

// len returns how many regions s holds.
func (s *regionStore) len() int { return s.n }

var domineering = newDomineering()

// sum returns the sum of the values of the positions ps.
func (r *Ruleset[P]) sum(ps []P) (Game, error) {
	var total Game
	for _, p := range ps {
		v, err := r.Value(p)
		if err != nil {
			return Game{}, err
		}
		total = total.Add(v)
	}
	return total, nil
}

// Cutcake returns the value of a cake of rows by cols squares in Cutcake
// (Winning Ways, ch. 2): Left cuts a piece in two along a line between
// columns, Right along a line between rows, and each piece is a cake of
// its own. A cake of 1 row by 3 columns is 2, of 3 by 4 is 1.
func Cutcake(rows, cols int) (Game, error) {
	if rows < 1 || cols < 1 || rows > MaxCake || cols > MaxCake {
		return Game{}, fmt.Errorf("cutcake %dx%d: expected from 1 to %d rows and columns", rows, cols, MaxCake)
	}
	return cutcake.Value([2]int{rows, cols})
}

// MaxCake is the most rows, and columns, of a cake: valuing a cake of r
// rows by c columns takes every smaller cake's cuts, r·c·(r+c)/2 sums,
// about a second at 128 by 128.
const MaxCake = 128

// cutcakeMoves returns the cuts across dimension d of a cake (0: rows,
// the cuts between rows; 1: columns), each as the two cakes it leaves,
// the smaller first, each cut once up to symmetry.
func cutcakeMoves(d int) func([2]int) [][][2]int {
	return func(p [2]int) [][][2]int {
		var out [][][2]int
		for k := 1; 2*k <= p[d]; k++ {
			a, b := p, p
			a[d], b[d] = k, p[d]-k
			out = append(out, [][2]int{a, b})
		}
		return out
	}
}

var cutcake = NewSums(cutcakeMoves(1), cutcakeMoves(0))

// cutcakeValue values a cake written RxC, rows by columns.
func cutcakeValue(s string) (Game, error) {
	var dims [2]int
	i := 0
	for d := range dims {
		start := i
		for i < len(s) && isDigit(s[i]) && dims[d] <= MaxCake {
			dims[d] = 10*dims[d] + int(s[i]-'0')
			i++
		}
		switch {
		case i == start || dims[d] == 0 || dims[d] > MaxCake:
			return Game{}, &syntaxError{start, fmt.Sprintf("a number of %s from 1 to %d", [2]string{"rows", "columns"}[d], MaxCake), ""}
		case d == 0 && (i == len(s) || s[i] != 'x'):
			return Game{}, &syntaxError{i, "'x' between the rows and the columns", ""}
		case d == 0:
			i++
		}
	}
	if i < len(s) {
		return Game{}, &syntaxError{i, "the end of RxC", ""}
	}
	return Cutcake(dims[0], dims[1])
}
