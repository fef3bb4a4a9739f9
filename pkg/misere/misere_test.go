package misere_test

import (
	"errors"
	"fmt"
	"math/rand"
	"strings"
	"testing"

	"gametheory/pkg/game"
	"gametheory/pkg/misere"
	"gametheory/pkg/octal"
)

// multisets calls f with every multiset of heaps from 1 to n whose sizes
// total at most total, heaps non-increasing, and each once more with a
// heap of 0 added (a heap of 0 is a sum's identity).
func multisets(n, total int, f func(hs []int)) {
	var rec func(hs []int, max, left int)
	rec = func(hs []int, max, left int) {
		f(hs)
		f(append(hs[:len(hs):len(hs)], 0))
		for h := min(max, left); h >= 1; h-- {
			rec(append(hs, h), h, left-h)
		}
	}
	rec(nil, n, total)
}

func parse(t *testing.T, code string) octal.Game {
	t.Helper()
	g, err := octal.Parse(code)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// TestAgainstSearch checks the quotient's decision and winning move on
// every sum of heaps up to the bound whose sizes total at most 20 against
// exhaustive misère search, which knows no theorem.
func TestAgainstSearch(t *testing.T) {
	for _, c := range []struct {
		code string
		n    int
	}{
		{".07", 16},  // Dawson's Kayles: wild from heap 10
		{".77", 13},  // Kayles: wild from heap 5
		{".137", 16}, // wild from heap 9
		{"0.75", 16},
		{".312", 16}, // wild at heap 4 (TestPretending)
		{"0.3", 10},  // She loves me, she loves me not: every sum decided by its parity
		{"4.17", 12}, // a heap may split in two without losing a token
		{"4.41", 12},
	} {
		t.Run(c.code, func(t *testing.T) {
			g := parse(t, c.code)
			q, err := misere.Compute(g, c.n, 0)
			if err != nil {
				t.Fatal(err)
			}
			search := game.NewSums(g.Moves)
			count := 0
			multisets(c.n, 20, func(hs []int) {
				count++
				agree(t, g, q, search, hs)
			})
			t.Logf("%s: order %d, %d sums checked", c.code, q.Order(), count)
		})
	}
}

// TestLargeHeaps checks Dawson's Kayles' quotient of heaps up to 30, the
// 360 elements past where the smaller heaps' quotients stop telling sums
// apart (heap 25), against exhaustive misère search on 400 sums, each with
// a heap of 21 to 30 and at most 52 tokens, drawn with seed 1, and the
// winning moves it finds.
func TestLargeHeaps(t *testing.T) {
	g := parse(t, ".07")
	q, err := misere.Compute(g, 30, 0)
	if err != nil {
		t.Fatal(err)
	}
	search := game.NewSums(g.Moves)
	r := rand.New(rand.NewSource(1))
	lost := 0
	for i := 0; i < 400; i++ {
		hs := []int{21 + r.Intn(10)}
		for total := hs[0]; ; {
			h := 1 + r.Intn(30)
			if total+h > 52 {
				break
			}
			hs, total = append(hs, h), total+h
		}
		if agree(t, g, q, search, hs) {
			lost++
		}
	}
	if lost == 0 || lost == 400 {
		t.Errorf("%d of 400 sums lost: the sums do not tell outcomes apart", lost)
	}
}

// agree checks that the quotient q of g decides the sum hs as exhaustive
// search does, and where it is won, that the quotient's move leaves a lost
// sum; it returns whether hs is lost.
func agree(t *testing.T, g octal.Game, q *misere.Quotient, search *game.Game[int], hs []int) bool {
	t.Helper()
	wins, err := search.MisereWins(hs...)
	if err != nil {
		t.Fatal(err)
	}
	lost, m, ok, err := q.Decide(hs...)
	if err != nil {
		t.Fatal(err)
	}
	if lost == wins {
		t.Fatalf("%v: the quotient says lost %v, the search says won %v", hs, lost, wins)
	}
	if wins != ok && len(nonEmpty(g, hs)) > 0 {
		t.Fatalf("%v: won, but the quotient found no winning move", hs)
	}
	if ok {
		after := append(append(append([]int(nil), hs[:m.Index]...), hs[m.Index+1:]...), m.To...)
		if w, _ := search.MisereWins(after...); m.Heap != hs[m.Index] || w {
			t.Fatalf("%v: the move %+v leaves %v, which is won", hs, m, after)
		}
	}
	return lost
}

// nonEmpty returns the heaps of hs with a move.
func nonEmpty(g octal.Game, hs []int) []int {
	var out []int
	for _, h := range hs {
		if len(g.Moves(h)) > 0 {
			out = append(out, h)
		}
	}
	return out
}

// TestOrders checks orders against theory and the sources named.
func TestOrders(t *testing.T) {
	for _, c := range []struct {
		code     string
		n        int
		order, p int
		why      string
	}{
		// A tame game's quotient is misère Nim's on the values met:
		// Plambeck and Siegel, "The structure and classification of
		// misère quotients" (arXiv math/0703070): a quotient with a
		// P-portion of 2 has order 2^k+2 or 2^k+4; misère Nim's with
		// heaps below 2^k is of order 2^k+2 (6 for Nim values up to 3,
		// 10 up to 7), and Nim with heaps 0 and 1 alone is of order 2.
		{"0.3", 30, 2, 1, "every heap is 0 or *1"},
		{"0.33", 30, 6, 2, "Nim values 0 to 3"},
		{".3333333", 7, 10, 2, "Nim, heaps up to 7"},
		{".07", 9, 6, 2, "tame up to heap 9, Nim values up to 3"},
		{".77", 4, 6, 2, "tame up to heap 4, Nim values up to 3"},
		// Siegel, the miseregames blog, 28 August 2007: "Q_30(0.07) has
		// size 360"; the P-portion is not given there (-1).
		{".07", 30, 360, -1, "Dawson's Kayles, heaps up to 30"},
	} {
		q, err := misere.Compute(parse(t, c.code), c.n, 0)
		if err != nil {
			t.Fatal(err)
		}
		if q.Order() != c.order || c.p >= 0 && len(q.PPortion()) != c.p {
			t.Errorf("%s up to %d (%s): order %d, P-portion %v; want order %d, %d in P", c.code, c.n, c.why, q.Order(), q.PPortion(), c.order, c.p)
		}
	}
}

// TestR8 checks 0.75's quotient against its published presentation:
// Plambeck and Siegel, "Misère quotients for impartial games" (arXiv
// math/0609825), give it as R8 = <a, b, c | a^2 = 1, b^3 = b, bc = ab,
// c^2 = b^2>, of 8 elements, with P-portion {a, b^2}; Siegel, "The
// structure and classification of misère quotients" (arXiv
// math/0703070), proves it the only quotient of order 8. Here a, b and c
// are the elements of heaps 1, 2 and 5: they must satisfy the relations,
// generate all 8 elements, and P must be {a, b^2}.
func TestR8(t *testing.T) {
	q, err := misere.Compute(parse(t, "0.75"), 20, 0)
	if err != nil {
		t.Fatal(err)
	}
	m := q.Mul
	a, b, c := q.Heap[1], q.Heap[2], q.Heap[5]
	for _, r := range []struct {
		name        string
		left, right int
	}{
		{"a^2 = 1", m[a][a], 0},
		{"b^3 = b", m[b][m[b][b]], b},
		{"bc = ab", m[b][c], m[a][b]},
		{"c^2 = b^2", m[c][c], m[b][b]},
	} {
		if r.left != r.right {
			t.Errorf("0.75: %s fails: %d and %d", r.name, r.left, r.right)
		}
	}
	reached := map[int]bool{0: true}
	for queue := []int{0}; len(queue) > 0; queue = queue[1:] {
		for _, g := range []int{a, b, c} {
			if y := m[queue[0]][g]; !reached[y] {
				reached[y] = true
				queue = append(queue, y)
			}
		}
	}
	if q.Order() != 8 || len(reached) != 8 {
		t.Errorf("0.75: order %d, %d elements generated by a, b and c; want 8 and 8", q.Order(), len(reached))
	}
	if p := q.PPortion(); len(p) != 2 || !q.P[a] || !q.P[m[b][b]] {
		t.Errorf("0.75: P-portion %v; want {a, b^2} = {%d, %d}", p, a, m[b][b])
	}
}

// TestMonoid checks the table is a commutative monoid with identity 0.
func TestMonoid(t *testing.T) {
	q, err := misere.Compute(parse(t, ".07"), 12, 0)
	if err != nil {
		t.Fatal(err)
	}
	for x := range q.Mul {
		if q.Mul[0][x] != x {
			t.Fatalf("0·%d = %d", x, q.Mul[0][x])
		}
		for y := range q.Mul {
			if q.Mul[x][y] != q.Mul[y][x] {
				t.Fatalf("%d·%d != %d·%d", x, y, y, x)
			}
			for z := range q.Mul {
				if q.Mul[q.Mul[x][y]][z] != q.Mul[x][q.Mul[y][z]] {
					t.Fatalf("(%d·%d)·%d != %d·(%d·%d)", x, y, z, x, y, z)
				}
			}
		}
	}
}

func TestErrors(t *testing.T) {
	g := parse(t, ".07")
	q, err := misere.Compute(g, 5, 0)
	if err != nil {
		t.Fatal(err)
	}
	if _, _, _, err := q.Decide(3, 6); err == nil || !strings.Contains(err.Error(), "heap 6") || !strings.Contains(err.Error(), "0 to 5") {
		t.Errorf("heap 6 past the bound 5: %v", err)
	}
	if _, err := misere.Compute(g, misere.MaxHeap+1, 0); err == nil {
		t.Errorf("bound %d: no error", misere.MaxHeap+1)
	}
	// Each bound stops the quotient of heaps up to 30, where it is first
	// passed, saying which and how far the quotient was had.
	for _, c := range []struct {
		limit, bound int
		what         string
	}{
		{10, 10, "pairs met by the proof"},
		{30, 30, "candidate's elements"},
		{1000, 16000, "words of the sets of states"},
	} {
		_, err = misere.Compute(g, 30, c.limit)
		var le *misere.LimitError
		if !errors.As(err, &le) || le.Limit != c.bound || le.N != 30 || le.Reached >= 30 || !strings.Contains(err.Error(), c.what) {
			t.Errorf("a limit of %d: %v; want the %s past %d", c.limit, err, c.what, c.bound)
		}
	}
}

// Dawson's Kayles with heaps up to 12: a quotient of 12 elements decides
// 12+11+10 won, by taking two from the end of the heap of 11.
func ExampleQuotient_Decide() {
	g, _ := octal.Parse(".07")
	q, _ := misere.Compute(g, 12, 0)
	lost, m, _, _ := q.Decide(12, 11, 10)
	fmt.Println(q.Order(), lost, m.Heap, m.To)
	// Output: 12 false 11 [9]
}
