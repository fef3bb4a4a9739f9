package cgt

import (
	"errors"
	"fmt"
	"math/rand"
	"strings"
	"testing"

	"gametheory/pkg/game"
)

// rawRules is the Ruleset whose positions are raw games.
func rawRules() *Ruleset[*raw] {
	return New(func(x *raw) []*raw { return x.l }, func(x *raw) []*raw { return x.r })
}

// TestRuleset values generated games through a Ruleset, and decides them
// with its Outcome: the values are the forms built option by option, and
// the outcomes are the tests' own search's.
func TestRuleset(t *testing.T) {
	rnd := rand.New(rand.NewSource(8))
	rg := newRawGames()
	b := newBrute()
	r := rawRules()
	for _, x := range randomGames(rnd, 400, 3, 40) {
		v, err := r.Value(x)
		if err != nil || v != rg.value(x) {
			t.Errorf("Value = %v, %v; want %v", v, err, rg.value(x))
		}
		if o, err := r.Outcome(x); err != nil || o != b.outcome(x) {
			t.Errorf("%v: Outcome = %v, %v; the tests' search says %v", v, o, err, b.outcome(x))
		}
	}
}

// TestRulesetSums checks NewSums, whose options are sums of positions: a
// heap of n tokens from which Left takes one, and which Right splits in
// two non-empty heaps. Each heap's value is checked by the tests' search
// of the heap less it, played on the whole multiset of heaps.
func TestRulesetSums(t *testing.T) {
	r := NewSums(func(n int) [][]int {
		if n == 0 {
			return nil
		}
		return [][]int{{n - 1}}
	}, func(n int) [][]int {
		var out [][]int
		for k := 1; 2*k <= n; k++ {
			out = append(out, []int{k, n - k})
		}
		return out
	})
	b, rg := newBrute(), newRawGames()
	for n := 0; n <= 10; n++ {
		v, err := r.Value(n)
		if err != nil {
			t.Fatal(err)
		}
		if !equalBySearch(b, rg, v, heaps(string(rune(n)))) {
			t.Errorf("heap %d = %v, but the search of the heap less it finds it won by a player", n, v)
		}
	}
	if _, err := r.Outcome(5); err == nil || !strings.Contains(err.Error(), "sum of 2 parts") {
		t.Errorf("Outcome of a position whose options are sums: error %v, want one saying the search cannot split them", err)
	}
}

// heaps is the position of TestRulesetSums searched whole: its heaps, a
// byte each, sorted.
type heaps string

func (h heaps) options(left bool) []part {
	var out []part
	for i := 0; i < len(h); i++ {
		n := int(h[i])
		rest := h[:i] + h[i+1:]
		if left && n > 0 {
			out = append(out, sortHeaps(rest+heaps(rune(n-1))))
		}
		for k := 1; !left && 2*k <= n; k++ {
			out = append(out, sortHeaps(rest+heaps(rune(k))+heaps(rune(n-k))))
		}
	}
	return out
}

func sortHeaps(h heaps) heaps {
	b := []byte(h)
	for i := 1; i < len(b); i++ {
		for j := i; j > 0 && b[j] < b[j-1]; j-- {
			b[j], b[j-1] = b[j-1], b[j]
		}
	}
	return heaps(b)
}

// TestRulesetErrors: a cycle, a moves function that panics and a value
// out of range are errors that name the position, and the Ruleset goes on
// working after them.
func TestRulesetErrors(t *testing.T) {
	// 0 has no moves; 1 -> 2 -> 3 -> 1 is a cycle, and 4 leads into it.
	// Both players have the same moves, so that the search meets the
	// cycle whoever starts.
	moves := map[int][]int{1: {2}, 2: {3}, 3: {1}, 4: {1, 5}, 5: {0}}
	cyc := New(func(p int) []int { return moves[p] }, func(p int) []int { return moves[p] })
	for _, p := range []int{4, 1} {
		var c *game.CycleError
		if _, err := cyc.Value(p); !errors.As(err, &c) {
			t.Errorf("Value(%d): error %v, want a cycle", p, err)
		}
		if _, err := cyc.Outcome(p); !errors.As(err, &c) {
			t.Errorf("Outcome(%d): error %v, want a cycle", p, err)
		}
	}
	if v, err := cyc.Value(5); err != nil || v != Nimber(1) {
		t.Errorf("after a cycle, Value(5) = %v, %v; want *", v, err)
	}
	up := func(p int) []int {
		if p == 3 {
			panic("no moves from 3")
		}
		return []int{p + 1}
	}
	bad := New(up, up)
	for _, f := range []func(int) error{
		func(p int) error { _, err := bad.Value(p); return err },
		func(p int) error { _, err := bad.Outcome(p); return err },
	} {
		var pe *game.PanicError
		if err := f(0); !errors.As(err, &pe) || pe.Position != 3 || pe.Value != "no moves from 3" {
			t.Errorf("a moves function that panics at 3: error %v, want one naming 3", err)
		}
	}
	// The Hackenbush string L R^63 is worth 1/2^63.
	str := New(hbMoves(true), hbMoves(false))
	long := "L" + strings.Repeat("R", 63)
	if _, err := str.Value(long); !errors.Is(err, ErrRange) || !strings.Contains(err.Error(), "position "+long+": ") {
		t.Errorf("a value of 1/2^63: error %v, want ErrRange naming the position", err)
	}
	if v, err := str.Value(long[:63]); err != nil || v != Number(NewDyadic(1, 62)) {
		t.Errorf("after ErrRange, L R^62 = %v, %v; want 1/2^62", v, err)
	}
}

// hbMoves are the moves of Left (left) or Right in a Hackenbush string.
func hbMoves(left bool) func(string) []string {
	return func(s string) []string {
		var out []string
		for _, p := range hbString(s).options(left) {
			out = append(out, string(p.(hbString)))
		}
		return out
	}
}

// TestLongChain values and decides a chain of 10^5 positions, each with
// one move for Left to the next: the searches keep their own stacks, of a
// frame a position, rather than recurse. The start is worth 10^5.
func TestLongChain(t *testing.T) {
	const n = 100000
	down := func(p int) []int {
		if p == 0 {
			return nil
		}
		return []int{p - 1}
	}
	none := func(int) []int { return nil }
	if v, err := New(down, none).Value(n); err != nil || v != Int(n) {
		t.Errorf("Value(%d) = %v, %v; want %d", n, v, err, n)
	}
	if o, err := New(down, none).Outcome(n); err != nil || o != LeftWins {
		t.Errorf("Outcome(%d) = %v, %v; want L", n, o, err)
	}
}

// TestRulesetLimit: Value and Outcome hold at most the Ruleset's bound of
// positions, those remembered included, and past it return a
// *game.LimitError naming it; within it they answer. The game: from p,
// both players move to p-1 or p-2, so every position is worth *(p mod 3)
// and adds nothing to the table of games, which alone would not stop it.
func TestRulesetLimit(t *testing.T) {
	moves := func(p int) []int {
		var out []int
		for _, q := range []int{p - 1, p - 2} {
			if q >= 0 {
				out = append(out, q)
			}
		}
		return out
	}
	for _, tt := range []struct {
		limit, p int
		ok       bool
	}{
		{10, 9, true},   // positions 0..9
		{10, 10, false}, // 0..10: one too many
		{1, 0, true},
	} {
		for _, search := range []func(*Ruleset[int], int) error{
			func(r *Ruleset[int], p int) error { _, err := r.Value(p); return err },
			func(r *Ruleset[int], p int) error { _, err := r.Outcome(p); return err },
		} {
			r := New(moves, moves).SetLimit(tt.limit)
			err := search(r, tt.p)
			var le *game.LimitError
			if tt.ok && err != nil || !tt.ok && (!errors.As(err, &le) || le.Limit != tt.limit) {
				t.Errorf("bound %d, position %d: error %v, want ok %v", tt.limit, tt.p, err, tt.ok)
			}
		}
	}
	// Those remembered count: 0..9 held, 10 and 11 are two more.
	r := New(moves, moves).SetLimit(11)
	if _, err := r.Value(9); err != nil {
		t.Fatalf("Value(9) within a bound of 11: %v", err)
	}
	if v, err := r.Value(10); err != nil || v != Nimber(1) {
		t.Errorf("Value(10) = %v, %v; want *", v, err)
	}
	var le *game.LimitError
	if _, err := r.Value(11); !errors.As(err, &le) {
		t.Errorf("Value(11) past a bound of 11 with 11 held: error %v, want a *game.LimitError", err)
	}
}

// TestConcurrent values the same games from several goroutines at once,
// sharing the table of forms and the built-in games' Rulesets: each gets
// what one goroutine alone gets (and go test -race finds no race).
func TestConcurrent(t *testing.T) {
	exprs := []string{"domineering:.../.../...", "domineering:..../....", "hackenbush:LRRL(R,L)", "cutcake:5x7", "{2|1/2||0}+^*", "+-1+{3|1}+*2", "domineering:..#./..../...."}
	want := make([]string, len(exprs))
	done := make(chan []string)
	for w := 0; w < 4; w++ {
		go func(w int) {
			got := make([]string, len(exprs))
			for i := range exprs {
				k := (i + w) % len(exprs) // each goroutine in its own order
				g, err := Parse(exprs[k])
				got[k] = fmt.Sprint(g, " ", g.Outcome(), " ", g.Mean(), " ", g.Temperature(), " ", err)
			}
			done <- got
		}(w)
	}
	for w := 0; w < 4; w++ {
		got := <-done
		for i := range exprs {
			if w == 0 {
				want[i] = got[i]
			} else if got[i] != want[i] {
				t.Errorf("%s: %s in one goroutine, %s in another", exprs[i], want[i], got[i])
			}
		}
	}
	for i, e := range exprs {
		g := mustParse(t, e)
		if s := fmt.Sprint(g, " ", g.Outcome(), " ", g.Mean(), " ", g.Temperature(), " ", error(nil)); s != want[i] {
			t.Errorf("%s: %s alone, %s from goroutines", e, s, want[i])
		}
	}
}
