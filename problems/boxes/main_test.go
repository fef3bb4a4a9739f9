package main

import (
	"math/bits"
	"math/rand"
	"strconv"
	"strings"
	"testing"

	"gametheory/internal/gametree"
	"gametheory/internal/solvetest"
	"gametheory/pkg/cgt"
	"gametheory/pkg/exhaustive"
	"gametheory/pkg/fastio"
)

func TestSamples(t *testing.T) { solvetest.Samples(t, solve, "../../samples/boxes") }

// search is the brute force: the piles searched as a game, every set of
// them, with every position met remembered across the tests.
var search = gametree.NewBoxes()

// input writes the piles as the statement's input.
func input(piles []string) string {
	return strconv.Itoa(len(piles)) + "\n" + strings.Join(piles, "\n") + "\n"
}

// piles returns every pile of 1 to most boxes.
func piles(most int) []string {
	var all []string
	for n := 1; n <= most; n++ {
		for bits := 0; bits < 1<<n; bits++ {
			p := make([]byte, n)
			for i := range p {
				p[i] = "BW"[bits>>i&1]
			}
			all = append(all, string(p))
		}
	}
	return all
}

// eachMultiset calls f with every multiset of 1 to most of kinds, as a
// slice f must not keep, until f returns false; it reports whether f
// never did.
func eachMultiset(kinds []string, most int, f func([]string) bool) bool {
	var set []string
	var grow func(first int) bool
	grow = func(first int) bool {
		if len(set) > 0 && !f(set) {
			return false
		}
		for k := first; k < len(kinds) && len(set) < most; k++ {
			set = append(set, kinds[k])
			if !grow(k) {
				return false
			}
			set = set[:len(set)-1]
		}
		return true
	}
	return grow(0)
}

// brute answers an input with the search.
func brute(in *fastio.Reader, out *fastio.Writer) error {
	piles := make([]string, in.Int())
	for i := range piles {
		piles[i] = string(in.Token())
	}
	out.Int(search.Largest(piles))
	out.Newline()
	return in.Err()
}

// TestAgainstSearch compares the answer with the search of the game
// itself (gametree.Boxes: each set of piles played as a sum, its outcome
// class found by pkg/cgt's plain search, no value) on every multiset of
// up to 8 piles of 1 or 2 boxes, up to 5 piles of up to 3 boxes and up to
// 4 piles of up to 4 boxes, each in a random order (61004 inputs).
func TestAgainstSearch(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	family := func(yield func([]byte) bool) {
		for _, f := range []struct{ boxes, piles int }{{2, 8}, {3, 5}, {4, 4}} {
			more := eachMultiset(piles(f.boxes), f.piles, func(set []string) bool {
				shuffled := make([]string, len(set))
				for i, j := range r.Perm(len(set)) {
					shuffled[i] = set[j]
				}
				return yield([]byte(input(shuffled)))
			})
			if !more {
				return
			}
		}
	}
	n, err := exhaustive.Check(family, solve, brute)
	if err != nil {
		t.Fatal(err)
	}
	if n != 61004 {
		t.Errorf("%d inputs, want 61004", n)
	}
}

// dyadic is the exact number a pile's value times 2^fracBits stands for.
func dyadic(v int64) cgt.Dyadic { return cgt.NewDyadic(v, fracBits) }

// TestValues checks a pile's value against its canonical form, which
// pkg/cgt computes from the pile's moves (gametree.Boxes.Value): on every
// pile of up to 12 boxes, and on piles of 40, the most the statement
// allows, with a bottom run of every length 1 to 40 and 10 random tops
// each, and the two tops of one colour, which give the finest values
// there are (WBBB...B is 2^-39); each with its colours swapped too.
func TestValues(t *testing.T) {
	check := func(pile string) {
		t.Helper()
		v, ok := value([]byte(pile))
		want, isNumber := search.Value([]string{pile}).Number()
		if !ok || !isNumber || dyadic(v) != want {
			t.Fatalf("value(%q) = %v (%v), want %v", pile, dyadic(v), ok, want)
		}
	}
	for _, p := range piles(12) {
		check(p)
	}
	r := rand.New(rand.NewSource(1))
	for run := 1; run <= maxBoxes; run++ {
		for k := 0; k < 12; k++ {
			p := []byte(strings.Repeat("W", run) + strings.Repeat("B", maxBoxes-run))
			for i := run + 1; i < maxBoxes; i++ {
				switch {
				case k == 1:
					p[i] = 'W'
				case k > 1:
					p[i] = "BW"[r.Intn(2)]
				}
			}
			check(string(p))
			check(swapped(string(p)))
		}
	}
	if v, _ := value([]byte("W" + strings.Repeat("B", 39))); dyadic(v) != cgt.NewDyadic(1, 39) {
		t.Errorf("WBBB...B (40 boxes) is %v, want 2^-39", dyadic(v))
	}
	for _, p := range []string{"", strings.Repeat("W", maxBoxes+1), "WBx"} {
		if _, ok := value([]byte(p)); ok {
			t.Errorf("value(%q) accepted", p)
		}
	}
}

// swapped returns the pile with its colours swapped, worth its negative.
func swapped(pile string) string {
	return strings.Map(func(c rune) rune { return 'W' + 'B' - c }, pile)
}

// TestLargestSums: the keys of the largest sums, 20 piles of 40 white
// boxes in a half, and 40 of them in all, do not overflow: all white is
// never fair; half white and half black is fair whole, in either order.
func TestLargestSums(t *testing.T) {
	w, b := strings.Repeat("W", maxBoxes), strings.Repeat("B", maxBoxes)
	var white, mixed, halves []string
	for i := 0; i < maxPiles; i++ {
		white = append(white, w)
		mixed = append(mixed, []string{w, b}[i%2])
		halves = append(halves, []string{w, b}[2*i/maxPiles])
	}
	solvetest.Check(t, solve, []solvetest.Case{
		{Name: "all white", In: input(white), Out: "0\n"},
		{Name: "white and black in turn", In: input(mixed), Out: "1600\n"},
		{Name: "white, then black", In: input(halves), Out: "1600\n"},
		{Name: "one pile too many for one half", In: input(append(white[:39], b)), Out: "80\n"},
	})
}

// independent answers an input by another meeting in the middle, written
// apart from the solution: the piles' values are pkg/cgt's canonical
// forms (gametree.Boxes.Value), as integers times 2^39; each half's subset
// sums are listed by their bits, the lowest set bit added last; those of
// the first half go into a map with the most boxes for each sum, and each
// subset of the second half looks up its negative.
func independent(in string) string {
	f := strings.Fields(in)[1:]
	vs, boxes := make([]int64, len(f)), make([]int, len(f))
	for i, p := range f {
		v, _ := search.Value([]string{p}).Number()
		vs[i], boxes[i] = v.Num()<<(39-v.Exp()), len(p)
	}
	// sums returns the sum and boxes of every subset of piles lo to hi-1.
	sums := func(lo, hi int) ([]int64, []int) {
		sum, box := make([]int64, 1<<(hi-lo)), make([]int, 1<<(hi-lo))
		for set := 1; set < len(sum); set++ {
			low := bits.TrailingZeros(uint(set))
			sum[set], box[set] = sum[set&(set-1)]+vs[lo+low], box[set&(set-1)]+boxes[lo+low]
		}
		return sum, box
	}
	h := len(f) / 2
	sum, box := sums(0, h)
	most := make(map[int64]int, len(sum))
	for i, s := range sum {
		if b, ok := most[s]; !ok || box[i] > b {
			most[s] = box[i]
		}
	}
	best := 0
	sum, box = sums(h, len(f))
	for i, s := range sum {
		if b, ok := most[-s]; ok {
			best = max(best, b+box[i])
		}
	}
	return strconv.Itoa(best) + "\n"
}

// TestOutputs checks every committed .out file against independent.
func TestOutputs(t *testing.T) { solvetest.Outputs(t, "../../samples/boxes", independent) }

func TestMalformed(t *testing.T) {
	solvetest.Check(t, solve, []solvetest.Case{
		{Name: "empty input", In: "", Err: "line 1, column 1: expected the number of piles n in [1, 40], found end of input"},
		{Name: "n = 0", In: "0\n", Err: "line 1, column 1: the number of piles n, 0, is out of range [1, 40]"},
		{Name: "n = 41", In: "41\n", Err: "line 1, column 1: the number of piles n, 41, is out of range [1, 40]"},
		{Name: "a pile missing", In: "2\nWB\n", Err: "line 3, column 1: expected pile 2, found end of input"},
		{Name: "another character", In: "2\nWB\nWb\n", Err: "line 3, column 1: expected pile 2, 1 to 40 boxes B or W, found \"Wb\""},
		{Name: "41 boxes", In: "1\n" + strings.Repeat("W", 41) + "\n", Err: "line 2, column 1: expected pile 1, 1 to 40 boxes B or W, found \"" + strings.Repeat("W", 40) + "\"..."},
		{Name: "two piles on a line", In: "2\nW B\n", Out: "2\n"},
		{Name: "more than announced", In: "1\nW\nB\n", Out: "0\n", Warn: `line 3, column 1: ignored "B" and everything after it, past the end of the input`},
	})
}

// TestTrailing: the input ends after the n piles.
func TestTrailing(t *testing.T) { solvetest.Trailing(t, solve, "4\nB\nW\nWB\nWB\n", "5\n") }
