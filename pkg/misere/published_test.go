package misere_test

import (
	"errors"
	"fmt"
	"testing"

	"gametheory/pkg/game"
	"gametheory/pkg/misere"
	"gametheory/pkg/octal"
)

// TestPretending checks a published pretending function: which heaps
// share an element of the quotient, which do not, and which heaps' sums
// with themselves are the empty sum's element; and, where a published
// note says so of a heap h and the quotient does not, a sum x that tells
// h+h from the empty sum, x and x+h+h decided apart by exhaustive search.
func TestPretending(t *testing.T) {
	type apart struct {
		h int
		x []int
	}
	for _, c := range []struct {
		code    string
		n       int
		classes [][]int // heaps in one class share an element; heaps in two classes do not
		square  []int   // heaps h with h+h indistinguishable from the empty sum
		apart   []apart // heaps h with h+h told from the empty sum by x
	}{
		// Plambeck, "0.312", plambeck.org/oldhtml/mathematics/games/
		// misere/quaternary/0312/index.htm ("Status: SOLVED [4 February
		// 2003]", "How to play misere .312"): except for the heap of 4,
		// the heaps pretend to be the adders :1, :2, :4, then :4 and :5
		// by turns with period 2 (heaps 1, 2 and 3 are :1, :2 and :4,
		// heaps 5, 7, 9, ... are :4, heaps 6, 8, 10, ... are :5), and
		// the heap of 4, A, has A + A = :0.
		{".312", 14, [][]int{{1}, {2}, {3, 5, 7, 9, 11, 13}, {4}, {6, 8, 10, 12, 14}}, []int{4}, nil},
		// Plambeck, "Three digit games", notes of 4 May 2003, plambeck.
		// org/oldhtml/mathematics/games/misere/miseretoolkit/Links/
		// index_lnk_119.html, "The Game .316", status open: the heaps
		// 4, 16, 28, ... and 6, 18, 30, ... "all have genus
		// {2,{1,4,2,0}} and seem to satisfy A+A=0". So heap 4 does
		// here, but heap 6 does not: 9+4 is lost and 9+4+6+6 won.
		{".316", 9, [][]int{{4}, {6}}, []int{4}, []apart{{6, []int{9, 4}}}},
	} {
		q, err := misere.Compute(parse(t, c.code), c.n, 0)
		if err != nil {
			t.Fatal(err)
		}
		class := map[int]int{} // element -> the class that holds it
		for i, heaps := range c.classes {
			x := q.Heap[heaps[0]]
			if j, ok := class[x]; ok {
				t.Errorf("%s: heaps %d and %d are both element %d; want them apart", c.code, c.classes[j][0], heaps[0], x)
			}
			class[x] = i
			for _, h := range heaps[1:] {
				if q.Heap[h] != x {
					t.Errorf("%s: heap %d is element %d, heap %d element %d; want them the same", c.code, heaps[0], x, h, q.Heap[h])
				}
			}
		}
		for _, h := range c.square {
			if x := q.Mul[q.Heap[h]][q.Heap[h]]; x != 0 {
				t.Errorf("%s: heap %d + heap %d is element %d; want 0, the empty sum's", c.code, h, h, x)
			}
		}
		search := game.NewSums(parse(t, c.code).Moves)
		for _, a := range c.apart {
			xhh := append(append([]int(nil), a.x...), a.h, a.h)
			for _, hs := range [][]int{a.x, xhh} {
				lost, _, _, err := q.Decide(hs...)
				if err != nil {
					t.Fatal(err)
				}
				wins, err := search.MisereWins(hs...)
				if err != nil {
					t.Fatal(err)
				}
				if lost == wins {
					t.Errorf("%s: %v: the quotient says lost %v, the search says won %v", c.code, hs, lost, wins)
				}
			}
			w1, _ := search.MisereWins(a.x...)
			w2, _ := search.MisereWins(xhh...)
			if w1 == w2 {
				t.Errorf("%s: %v and %v both won %v; want them told apart", c.code, a.x, xhh, w1)
			}
		}
	}
}

// TestInfinite checks that the quotient stops where a published one is
// infinite: Weimerskirch, "An algorithm for computing indistinguishability
// quotients in misère impartial combinatorial games" (Games of No Chance
// 4, MSRI Publications 63, 2015, pp. 267-278; its summary on Cambridge
// University Press's page for the chapter): "The quotient monoid for
// misère 0.3122 up to heaps of size 7 is found. It is the first example of
// an infinite misère quotient monoid." The heaps up to 6 have a quotient
// here (52 elements); for those up to 7 the last candidate grows with the
// bound (366, 1316, 2400, 4068 and 10464 elements when limits of 2^10,
// 2^12, 2^14, 2^16 and 2^18 stop it), and no bound tried is enough.
func TestInfinite(t *testing.T) {
	g := parse(t, ".3122")
	if _, err := misere.Compute(g, 6, 1<<12); err != nil {
		t.Errorf(".3122 up to 6: %v; want a quotient", err)
	}
	_, err := misere.Compute(g, 7, 1<<12)
	var le *misere.LimitError
	if !errors.As(err, &le) || le.Reached != 6 {
		t.Errorf(".3122 up to 7: %v; want the bound passed at heap 7", err)
	}
}

// TestQuaternary checks the quotients of all octal games with one, two
// or three code digits, each 0 to 3 (quaternary games), against two
// published facts.
//
// Plambeck, "quaternary games", plambeck.org/oldhtml/mathematics/games/
// misere/quaternary/index.htm: Winning Ways' table shows .31 (Stalking)
// the only two-digit quaternary game with a heap that is not a misère Nim
// heap, and of the three-digit ones only the seven "Woolly Mammoths"
// .121, .123, .131, .201, .211, .312 and .331 have one. Every other such
// game is a sum of misère Nim heaps, its heaps' Nim values, so its
// quotient is misère Nim's on the values that sums of them take: of
// order 2^k+2 with 2 elements in P where those values are the 2^k >= 4
// Nim sums of the heaps' values, 2 with one in P where they are 0 and 1,
// and 1 where every heap is 0 (TestOrders' sources).
//
// Plambeck and Siegel, "Misère quotients for impartial games" (JCTA
// 2008), as cited by Rubinstein-Salzedo and Zhou, "Finite cardinalities
// of misère quotients" (arXiv 2603.18244, section 1): every misère
// quotient of impartial games has even order; here, every game with a
// move.
func TestQuaternary(t *testing.T) {
	const n = 20
	wild := map[string]bool{".31": true, ".121": true, ".123": true, ".131": true, ".201": true, ".211": true, ".312": true, ".331": true}
	for code := 1; code < 64; code++ {
		s := fmt.Sprintf(".%d%d%d", code>>4, code>>2&3, code&3)
		for len(s) > 2 && s[len(s)-1] == '0' {
			s = s[:len(s)-1]
		}
		g := parse(t, s)
		q, err := misere.Compute(g, n, 0)
		if err != nil {
			t.Fatal(err)
		}
		if q.Order()%2 != 0 && q.Order() > 1 {
			t.Errorf("%s up to %d: order %d, odd", s, n, q.Order())
		}
		if wild[s] {
			continue
		}
		span := nimSpan(g, n)
		order, p := span+2, 2
		if span <= 2 {
			order, p = span, span-1
		}
		if q.Order() != order || len(q.PPortion()) != p {
			t.Errorf("%s up to %d: order %d, P-portion %v; want misère Nim's on %d Nim values, order %d with %d in P", s, n, q.Order(), q.PPortion(), span, order, p)
		}
	}
}

// nimSpan returns how many Nim values the sums of heaps 0 to n of g take:
// the size of the group their values span under Nim addition. The values
// are found here by the mex rule, from g's moves alone.
func nimSpan(g octal.Game, n int) int {
	value := make([]int, n+1)
	span := map[int]bool{0: true}
	for h := 1; h <= n; h++ {
		seen := map[int]bool{}
		for _, parts := range g.Moves(h) {
			v := 0
			for _, p := range parts {
				v ^= value[p]
			}
			seen[v] = true
		}
		for seen[value[h]] {
			value[h]++
		}
		if !span[value[h]] {
			var more []int
			for x := range span {
				more = append(more, x^value[h])
			}
			for _, x := range more {
				span[x] = true
			}
		}
	}
	return len(span)
}
