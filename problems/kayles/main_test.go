package main

import (
	"encoding/json"
	"fmt"
	"math/rand"
	"strconv"
	"strings"
	"testing"

	"gametheory/internal/gametree"
	"gametheory/internal/solvetest"
	"gametheory/pkg/enum"
	"gametheory/pkg/game"
)

func TestSamples(t *testing.T) { solvetest.Samples(t, solve, "../../samples/kayles") }

// position is Kayles rows beside one Nim heap, which lets the search tell
// a row's Grundy value: a row of n beside a heap of h is lost exactly when
// g(n) = h.
type position struct {
	rows game.Multiset
	heap uint8
}

// rowMoves lists the rows left by every move on a row of l, by <p, c>.
func rowMoves(l int) [][2]int {
	var m [][2]int
	for a := 0; a < l; a++ {
		for c := 1; c <= 2 && a+c <= l; c++ {
			m = append(m, [2]int{a, l - c - a})
		}
	}
	return m
}

// kayles searches positions straight from the rules.
var kayles = gametree.New(func(p position) []position {
	var m []position
	sizes := p.rows.Sizes()
	for i, l := range sizes {
		if i > 0 && l == sizes[i-1] {
			continue // the same moves as the row before
		}
		for _, ab := range rowMoves(l) {
			rest := append(append([]int{ab[0], ab[1]}, sizes[:i]...), sizes[i+1:]...)
			m = append(m, position{game.NewMultiset(rest...), p.heap})
		}
	}
	for h := uint8(0); h < p.heap; h++ {
		m = append(m, position{p.rows, h})
	}
	return m
})

// TestGrundyAgainstSearch checks g(n) for every n <= 20 as the one heap
// size that, beside the row, the player to move loses with.
func TestGrundyAgainstSearch(t *testing.T) {
	for n := 0; n <= 20; n++ {
		for h := 0; h < 16; h++ {
			if lost := !kayles.Wins(position{game.NewMultiset(n), uint8(h)}); lost != (int(grundy[n]) == h) {
				t.Errorf("row of %d beside heap %d: lost = %v, but g(%d) = %d", n, h, lost, n, grundy[n])
			}
		}
	}
}

// smallestMove is the smallest winning move on rows by <i, p, c>, as the
// solution prints it, found by the search.
func smallestMove(rows []int) string {
	for i, l := range rows {
		for _, ab := range rowMoves(l) {
			rest := append(append([]int{ab[0], ab[1]}, rows[:i]...), rows[i+1:]...)
			if !kayles.Wins(position{rows: game.NewMultiset(rest...)}) {
				return fmt.Sprintf("%d %d %d\n", i+1, ab[0]+1, l-ab[0]-ab[1])
			}
		}
	}
	return "lose\n"
}

func input(rows []int) string {
	s := make([]string, len(rows))
	for i, l := range rows {
		s[i] = strconv.Itoa(l)
	}
	return fmt.Sprintf("%d\n%s\n", len(rows), strings.Join(s, " "))
}

// TestAgainstSearch compares the answer with the search on every sequence
// of up to 4 rows (empty ones too) of 12 stones in all, and on every
// multiset of rows of at most 12 stones, largest row first.
func TestAgainstSearch(t *testing.T) {
	const total = 12
	var cases []solvetest.Case
	add := func(rows []int) {
		cases = append(cases, solvetest.Case{Name: fmt.Sprint(rows), In: input(rows), Out: smallestMove(rows)})
	}
	var seq func(rows []int, left int)
	seq = func(rows []int, left int) {
		add(rows)
		if len(rows) < 4 {
			for l := 0; l <= left; l++ {
				seq(append(rows, l), left-l)
			}
		}
	}
	for l := 0; l <= total; l++ {
		seq([]int{l}, total-l)
	}
	for n := 1; n <= total; n++ {
		enum.Partitions(n, func(parts []int) { add(append([]int(nil), parts...)) })
	}
	solvetest.Check(t, solve, cases)
	t.Logf("%d positions", len(cases))
}

// TestPeriod proves g(n+12) = g(n) for every n >= 71. The periodicity
// theorem for octal games that remove at most t stones (Winning Ways,
// ch. 4): if g(n+p) = g(n) for every e <= n < 2e+p+t, it holds for every
// n >= e. Kayles removes at most t = 2, and the mex-computed table covers
// every n + p that asks about. The test also shows that neither 71 nor 12
// can be smaller.
func TestPeriod(t *testing.T) {
	const e, p, most = pre, period, 2
	if len(grundy) < 2*e+p+most+p {
		t.Fatalf("the table holds %d values; the theorem needs %d", len(grundy), 2*e+p+most+p)
	}
	for n := e; n < 2*e+p+most; n++ {
		if grundy[n+p] != grundy[n] {
			t.Fatalf("g(%d) = %d but g(%d) = %d", n, grundy[n], n+p, grundy[n+p])
		}
	}
	if grundy[e-1] == grundy[e-1+p] {
		t.Errorf("g(%d) = g(%d): the period starts before %d", e-1, e-1+p, e)
	}
	for q := 1; q < p; q++ {
		same := true
		for n := e; n+q < len(grundy); n++ {
			same = same && grundy[n+q] == grundy[n]
		}
		if same {
			t.Errorf("%d is a period from %d on too", q, e)
		}
	}
	t.Logf("g(n) for n < %d: %v", len(grundy), grundy)
}

// TestJudgeSgAgrees checks that judge sg, which finds Kayles' period by
// itself, proves the one the tables use, and shows the same values.
func TestJudgeSgAgrees(t *testing.T) {
	var out, errs strings.Builder
	if code := game.Command("judge sg", []string{"-json", "-n", strconv.Itoa(rows), ".77"}, nil, &out, &errs); code != 0 {
		t.Fatalf("judge sg -json .77: exit %d: %s", code, errs.String())
	}
	var r struct {
		Values            []int
		Preperiod, Period int
		Proved            bool
	}
	if err := json.Unmarshal([]byte(out.String()), &r); err != nil {
		t.Fatal(err)
	}
	if !r.Proved || r.Preperiod != pre || r.Period != period {
		t.Errorf("judge sg .77: proved %v, preperiod %d, period %d; the tables use %d and %d", r.Proved, r.Preperiod, r.Period, pre, period)
	}
	for n, v := range r.Values {
		if v != int(grundy[n]) {
			t.Fatalf("judge sg .77: G(%d) = %d, the table %d", n, v, grundy[n])
		}
	}
}

// long is the table of every row length below 1200, every value and move
// found by scanning every move, without the period.
var longG, longFirst = tables(1200)

// TestLongRows compares what the solution uses for each row, the value and
// the smallest move to each value of its reduced length, with a scan of
// every move on the row itself, for every length below 1200; and checks
// the doc comment's bound p <= 83 on every smallest move the scan found,
// printing the largest p there is.
func TestLongRows(t *testing.T) {
	most := 0
	for l := range longG {
		r := reduce(int64(l))
		if grundy[r] != longG[l] || first[r] != longFirst[l] {
			t.Errorf("row of %d reduced to %d: g %d, moves %v; scan: g %d, moves %v", l, r, grundy[r], first[r], longG[l], longFirst[l])
		}
		for v, m := range longFirst[l] {
			if p := (int(m)-1)/2 + 1; m != 0 && p > most {
				most = p
				if p > 83 {
					t.Errorf("row of %d: the smallest move to value %d is at stone %d > 83", l, v, p)
				}
			}
		}
	}
	t.Logf("the smallest move to a value is at stone p <= %d on every row below %d", most, len(longG))
}

// TestHugeRows checks one row of up to 2^63-1 stones against the scanned
// row of the same length mod 12 in [1188, 1200), which has the same
// value and moves by the period.
func TestHugeRows(t *testing.T) {
	var cases []solvetest.Case
	for _, top := range []int64{1e18, 1<<63 - 1} {
		for k := int64(30); k >= 0; k-- {
			l := top - k
			s := 1188 + (l-1188)%12
			m := int(longFirst[s][0]) // a row alone: the winning moves leave value 0
			if m == 0 {
				t.Fatalf("no move from a row of %d to value 0", s)
			}
			want := fmt.Sprintf("1 %d %d\n", (m-1)/2+1, m-(m-1)/2*2)
			cases = append(cases, solvetest.Case{Name: strconv.FormatInt(l, 10), In: fmt.Sprintf("1\n%d\n", l), Out: want})
		}
	}
	solvetest.Check(t, solve, cases)
}

// TestSeedClaim checks the seed's claim that one row of N >= 1 stones is a
// first-player win, for every N <= 200: by the scanned values, and by
// playing the printed move.
func TestSeedClaim(t *testing.T) {
	for n := 1; n <= 200; n++ {
		if longG[n] == 0 {
			t.Errorf("a row of %d is lost", n)
		}
		out, err := solvetest.Output(solve, fmt.Sprintf("1\n%d\n", n))
		var i, p, c int
		if k, _ := fmt.Sscanf(out, "%d %d %d\n", &i, &p, &c); err != nil || k != 3 || i != 1 || c < 1 || c > 2 || p < 1 || p+c-1 > n {
			t.Fatalf("row of %d: %q, %v is not a legal move", n, out, err)
		}
		if a, b := p-1, n-p-c+1; longG[a]^longG[b] != 0 {
			t.Errorf("row of %d: %q leaves rows %d and %d, a won position", n, out, a, b)
		}
	}
}

func TestMalformed(t *testing.T) {
	solvetest.Check(t, solve, []solvetest.Case{
		{Name: "no rows", In: "0\n", Out: "lose\n", Err: ""},
		{Name: "crlf", In: "2\r\n3 0\r\n", Out: "1 2 1\n", Err: ""},
		{Name: "empty input", In: "", Out: "", Err: "line 1, column 1: expected the number of rows n >= 0, found end of input"},
		{Name: "negative n", In: "-1\n", Out: "", Err: "line 1, column 1: the number of rows n, -1, is out of range [0, 9223372036854775807]"},
		{Name: "negative row", In: "2\n3 -3\n", Out: "", Err: "line 2, column 3: a row length, -3, is out of range [0, 9223372036854775807]"},
		{Name: "fewer rows", In: "3\n1 2\n", Out: "", Err: "line 3, column 1: expected a row length >= 0, found end of input"},
		{Name: "huge n, few rows", In: "9223372036854775807\n1 2\n", Out: "", Err: "line 3, column 1: expected a row length >= 0, found end of input"},
		{Name: "float", In: "1\n1e18\n", Out: "", Err: "line 2, column 1: expected a row length >= 0, found \"1e18\""},
		{Name: "overflow", In: "1\n9223372036854775808\n", Out: "", Err: "line 2, column 1: a row length, 9223372036854775808, is out of range [0, 9223372036854775807]"},
	})
}

// mexValues is g(n) for n < size, by the definition, written apart from
// the solution's tables.
func mexValues(size int) []int {
	g := make([]int, size)
	for n := range g {
		seen := map[int]bool{}
		for a := 0; a < n; a++ {
			seen[g[a]^g[n-1-a]] = true
			if a+2 <= n {
				seen[g[a]^g[n-2-a]] = true
			}
		}
		for seen[g[n]] {
			g[n]++
		}
	}
	return g
}

// TestRandomRows compares the answer on random rows, empty ones, short
// ones, ones in [168, 2000) and ones near 10^18 and 2^63-1 mixed, with a
// scan of the moves on each row from the first stone on, using only the
// proven period: not the tables, nor the bound on p. Stones past 2400 need
// no scan: a move at stone a+1 > 2400 leaving rows a and b leaves the
// values of the move at b+1 if b < 1200, else of the one at a+1-12k in
// [1200, 2400), by the period.
func TestRandomRows(t *testing.T) {
	g := mexValues(2400)
	value := func(l int64) int {
		if l < int64(len(g)) {
			return g[l]
		}
		return g[1200+(l-1200)%12]
	}
	answer := func(rows []int64) string {
		x := 0
		for _, l := range rows {
			x ^= value(l)
		}
		for i, l := range rows {
			for a := int64(0); x != 0 && a < l && a < 2400; a++ {
				for c := int64(1); c <= 2 && a+c <= l; c++ {
					if value(a)^value(l-c-a) == value(l)^x {
						return fmt.Sprintf("%d %d %d\n", i+1, a+1, c)
					}
				}
			}
		}
		return "lose\n"
	}
	rng := rand.New(rand.NewSource(1))
	var cases []solvetest.Case
	for len(cases) < 3000 {
		rows := make([]int64, 1+rng.Intn(6))
		s := make([]string, len(rows))
		for i := range rows {
			rows[i] = [...]int64{0, rng.Int63n(168), 168 + rng.Int63n(2000-168), 1e18 - rng.Int63n(100), 1<<63 - 1 - rng.Int63n(100)}[rng.Intn(5)]
			s[i] = strconv.FormatInt(rows[i], 10)
		}
		cases = append(cases, solvetest.Case{Name: fmt.Sprint(rows), In: fmt.Sprintf("%d\n%s\n", len(rows), strings.Join(s, " ")), Out: answer(rows)})
	}
	solvetest.Check(t, solve, cases)
}

// TestTrailing: the input ends after the n rows.
func TestTrailing(t *testing.T) { solvetest.Trailing(t, solve, "2\n3 0\n", "1 2 1\n") }
