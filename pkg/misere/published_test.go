package misere_test

import (
	"fmt"
	"testing"

	"gametheory/pkg/misere"
	"gametheory/pkg/octal"
)

// TestPretending checks a published pretending function: which heaps
// share an element of the quotient, which do not, and which heaps' sums
// with themselves are the empty sum's element.
func TestPretending(t *testing.T) {
	for _, c := range []struct {
		code    string
		n       int
		classes [][]int // heaps in one class share an element; heaps in two classes do not
		square  []int   // heaps h with h+h indistinguishable from the empty sum
	}{
		// Plambeck, "0.312", plambeck.org/oldhtml/mathematics/games/
		// misere/quaternary/0312/index.htm ("Status: SOLVED [4 February
		// 2003]", "How to play misere .312"): except for the heap of 4,
		// the heaps pretend to be the adders :1, :2, :4, then :4 and :5
		// by turns with period 2 (heaps 1, 2 and 3 are :1, :2 and :4,
		// heaps 5, 7, 9, ... are :4, heaps 6, 8, 10, ... are :5), and
		// the heap of 4, A, has A + A = :0.
		{".312", 14, [][]int{{1}, {2}, {3, 5, 7, 9, 11, 13}, {4}, {6, 8, 10, 12, 14}}, []int{4}},
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
