package main

import (
	"fmt"
	"math"
	"math/bits"
	"math/rand"
	"os"
	"path/filepath"
	"strconv"
	"testing"

	"gametheory/internal/gametree"
	"gametheory/internal/solvetest"
	"gametheory/pkg/fastio"
)

// searched is how far the tests search the game: every number below 2^12.
const searched = 1 << 12

// TestTheorem checks the theorem against the search of the game, which
// knows only its rules (every break, and both choices of the opponent):
// the player who must break p wins iff popcount(p) is even, for every
// p < 2^12.
func TestTheorem(t *testing.T) {
	s := gametree.NewXorBreak(searched)
	for p := 1; p < searched; p++ {
		if s.Wins(p) != even(int64(p)) {
			t.Errorf("p = %d (%b): the search says the breaker wins: %v", p, p, s.Wins(p))
		}
	}
}

// TestLongestGame plays the program's strategy (even, split, pick)
// against every Bob there is, on every n < 2^12: in every line of play the
// program says first or second rightly, breaks into two numbers lost for
// Bob (by the search), picks a piece won for it from each break of his,
// and what it breaks next has a lower top bit than what it broke before,
// the step of the proof that it breaks at most 59 times. The longest game
// Bob can force, per n's top bit 2^h, is h at most; the exact values are
// checked as well.
func TestLongestGame(t *testing.T) {
	s := gametree.NewXorBreak(searched)
	// picked returns the piece the program breaks after Bob's break b,
	// checked.
	picked := func(b [2]int) int {
		c := int(pick(int64(b[0]), int64(b[1])))
		if c != b[0] && c != b[1] || !s.Wins(c) {
			t.Fatalf("pick(%d, %d) = %d: not a piece won for the program", b[0], b[1], c)
		}
		return c
	}
	// longest[q]: the most breaks the program makes from its break of q
	// on, over every Bob; Bob's pieces are below q, so known before it.
	longest := make([]int, searched)
	for q := 1; q < searched; q++ {
		if !s.Wins(q) {
			continue
		}
		hi, lo := split(int64(q))
		if int(hi^lo) != q || hi <= 0 || lo <= 0 || int(hi) >= q || int(lo) >= q || s.Wins(int(hi)) || s.Wins(int(lo)) {
			t.Fatalf("split(%d) = %d, %d: not a break into two numbers lost for Bob", q, hi, lo)
		}
		most := 0
		for _, m := range [2]int{int(hi), int(lo)} {
			for _, b := range gametree.XorBreaks(m) {
				c := picked(b)
				if bits.Len(uint(c)) >= bits.Len(uint(q)) {
					t.Fatalf("after %d, broken as %d %d, Bob breaks %d into %v: the program breaks %d, whose top bit is not lower", q, hi, lo, m, b, c)
				}
				most = max(most, longest[c])
			}
		}
		longest[q] = 1 + most
	}
	var byTop [12]int // the longest game from an n whose top bit is 2^h
	for n := 1; n < searched; n++ {
		game := 0
		switch first := even(int64(n)); {
		case first != s.Wins(n):
			t.Fatalf("n = %d: the program says first: %v; the search says the breaker wins: %v", n, first, s.Wins(n))
		case first:
			game = longest[n]
		default:
			for _, b := range gametree.XorBreaks(n) {
				game = max(game, longest[picked(b)])
			}
		}
		h := bits.Len(uint(n)) - 1
		if game > h {
			t.Errorf("n = %d: Bob can make the program break %d times, more than %d", n, game, h)
		}
		byTop[h] = max(byTop[h], game)
	}
	if want := [12]int{0, 1, 1, 2, 2, 3, 4, 5, 6, 7, 7, 8}; byTop != want {
		t.Errorf("the longest games by n's top bit: %v, want %v", byTop, want)
	}
}

// A jury plays games against solve in process, as Bob. A hard Bob breaks
// the larger number he can into the largest piece of even popcount there
// is; a random one gives up one time in ten, else breaks a number he can
// at random, in an order drawn at random. Either way the jury checks each
// line of the program's: first or second said rightly, a break of a
// number it may break into two numbers lost for Bob (by the search below
// 2^12, by popcount above), and no more breaks in a game than the top bit
// of n allows.
type jury struct {
	*solvetest.Dialogue
	search  *gametree.XorBreak
	games   []int64
	hard    bool
	rng     *rand.Rand
	g       int      // the game being played
	held    [2]int64 // the numbers the player to move may break; 0 is none
	started bool     // the program has said first or second in game g
	breaks  int      // the program's, in game g
	turns   int      // Bob's, in game g
}

func newJury(t *testing.T, search *gametree.XorBreak, games []int64, hard bool, seed int64, chunk int) *jury {
	j := &jury{search: search, games: games, hard: hard, rng: rand.New(rand.NewSource(seed))}
	j.Dialogue = &solvetest.Dialogue{T: t, Chunk: chunk, Hear: j.hear}
	j.Print(int64(len(games)))
	j.next()
	return j
}

// next starts game j.g, if there is one, or ends the dialogue.
func (j *jury) next() {
	if j.g == len(j.games) {
		j.End()
		return
	}
	j.started, j.breaks, j.turns = false, 0, 0
	j.held = [2]int64{j.games[j.g]}
	j.Print(j.games[j.g])
}

func (j *jury) fail(msg string) {
	j.Fail(fmt.Sprintf("game %d of %d, n = %d, holding %v: %s", j.g+1, len(j.games), j.games[j.g], j.held, msg))
}

// wins reports whether the player who must break p wins.
func (j *jury) wins(p int64) bool {
	if p < int64(j.search.Size()) {
		return j.search.Wins(int(p))
	}
	return bits.OnesCount64(uint64(p))%2 == 0
}

// hear takes one line of solve's.
func (j *jury) hear(line string) {
	n := j.games[j.g]
	if !j.started {
		j.started = true
		switch {
		case line == "first" && j.wins(n):
		case line == "second" && !j.wins(n):
			j.reply()
		default:
			j.fail(strconv.Quote(line) + " is not what the winner of the game says")
		}
		return
	}
	var x, y int64
	fmt.Sscan(line, &x, &y) // if it fails, the line is not what x, y print as
	p := x ^ y
	if line != strconv.FormatInt(x, 10)+" "+strconv.FormatInt(y, 10) || p != j.held[0] && p != j.held[1] ||
		x <= 0 || y <= 0 || x >= p || y >= p {
		j.fail("solve's line " + strconv.Quote(line) + " is not a break")
		return
	}
	if j.wins(x) || j.wins(y) {
		j.fail("solve's break " + line + " leaves Bob a number he wins")
		return
	}
	if j.breaks++; j.breaks > bits.Len64(uint64(n))-1 {
		j.fail("solve's break " + line + " makes " + strconv.Itoa(j.breaks) + " in the game, more than n's top bit allows")
		return
	}
	j.held = [2]int64{x, y}
	j.reply()
}

// reply breaks one of the numbers held, as the jury's comment says, or
// prints 0 0 and starts the next game.
func (j *jury) reply() {
	var can []int64
	for _, p := range j.held {
		if p&(p-1) != 0 {
			can = append(can, p)
		}
	}
	if len(can) == 0 || !j.hard && j.rng.Intn(10) == 0 {
		j.Print(0, 0)
		j.g++
		j.next()
		return
	}
	var x, y int64
	if j.hard {
		a := max(can[0], can[len(can)-1])
		x = a - 1
		for bits.OnesCount64(uint64(x))%2 != 0 || a^x >= a {
			x--
		}
		y = a ^ x
	} else {
		a := can[j.rng.Intn(len(can))]
		rest := a - int64(1)<<(bits.Len64(uint64(a))-1)
		var lows []int // the bits of rest: the top bits the smaller piece may have
		for k := 0; k < 63; k++ {
			if rest>>k&1 == 1 {
				lows = append(lows, k)
			}
		}
		k := lows[j.rng.Intn(len(lows))]
		y = int64(1)<<k + j.rng.Int63n(int64(1)<<k)
		x = a ^ y
	}
	if j.turns++; j.hard && j.turns%2 == 0 || !j.hard && j.rng.Intn(2) == 0 {
		x, y = y, x
	}
	j.held = [2]int64{x, y}
	j.Print(x, y)
}

// play runs solve against a jury over the games, as solvetest.Play does:
// solve must win every one, never reading ahead, and end cleanly.
func play(t *testing.T, s *gametree.XorBreak, name string, games []int64, hard bool, seed int64) {
	t.Helper()
	solvetest.Play(t, name, solve, func(chunk int) *solvetest.Dialogue { return newJury(t, s, games, hard, seed, chunk).Dialogue })
}

// TestWinsEveryGame plays every n up to 2^11, random n up to 10^18 and up
// to 2^63-1, the numbers of one or two bits and those of all ones below
// 2^63, and the committed cases, against both Bobs.
func TestWinsEveryGame(t *testing.T) {
	s := gametree.NewXorBreak(searched)
	var small []int64
	for n := int64(1); n <= 1<<11; n++ {
		small = append(small, n)
	}
	rng := rand.New(rand.NewSource(1))
	var large, huge, shapes []int64
	for i := 0; i < 300; i++ {
		large = append(large, 1+rng.Int63n(1e18))
		huge = append(huge, 1e18+rng.Int63n(math.MaxInt64-1e18+1))
	}
	for i := 0; i < 63; i++ {
		shapes = append(shapes, 1<<i, 1<<(i+1)-1, 1<<62|1<<i)
	}
	for _, hard := range []bool{true, false} {
		play(t, s, "n <= 2^11", small, hard, 2)
		play(t, s, "n <= 10^18", large, hard, 3)
		play(t, s, "n > 10^18", append(huge, 1e18, 1e18-1, math.MaxInt64), hard, 4)
		play(t, s, "one bit, two bits, all ones", shapes, hard, 5)
	}
	for _, c := range cases(t) {
		play(t, s, c.name, c.games, c.hard, c.seed)
	}
}

type xorCase struct {
	name  string
	games []int64
	hard  bool
	seed  int64
}

// cases reads the cases under samples/cf1934d2, the jury's inputs, once
// solvetest.Interactive has checked them and problem.json.
func cases(t *testing.T) []xorCase {
	var cs []xorCase
	for _, path := range solvetest.Interactive(t, "../..", "cf1934d2") {
		f, err := os.Open(path)
		if err != nil {
			t.Fatal(err)
		}
		in := fastio.NewReader(f)
		c := xorCase{name: filepath.Base(path)}
		for n := in.IntIn("t", 1, 1000); n > 0; n-- {
			c.games = append(c.games, in.IntIn("n", 1, math.MaxInt64))
		}
		switch mode := string(in.Token()); mode {
		case "hard":
			c.hard = true
		case "random":
			c.seed = in.IntIn("seed", 0, math.MaxInt64)
		default:
			t.Fatalf("%s: Bob plays %q", path, mode)
		}
		if in.More() || in.Err() != nil {
			t.Fatalf("%s: %v, or more after how Bob plays", path, in.Err())
		}
		f.Close()
		cs = append(cs, c)
	}
	return cs
}

// TestJuryLines reads what the jury prints as a whole input: sample-1 as
// the jury plays it, "0 0" at any turn of Bob's, -1, which ends the
// program, and lines that are not what the statement says.
func TestJuryLines(t *testing.T) {
	solvetest.Check(t, solve, []solvetest.Case{
		{Name: "sample-1", In: "4\n1\n0 0\n3\n0 0\n13\n10 7\n0 0\n777777770001\n0 0\n",
			Out: "second\nfirst\n2 1\nsecond\n8 2\nfirst\n549755813888 228021956113\n"},
		{Name: "no games", In: "0\n", Out: ""},
		{Name: "0 0 right after second", In: "2\n8\n0 0\n13\n0 0\n", Out: "second\nsecond\n"},
		{Name: "a game of several breaks", In: "1\n63\n30 1\n2 12\n0 0\n",
			Out: "first\n32 31\n16 14\n8 4\n"},
		{Name: "the largest n", In: "1\n9223372036854775807\n9223372036854775806 1\n0 0\n",
			Out: "second\n4611686018427387904 4611686018427387902\n"},
		{Name: "crlf and spaces", In: "1\r\n3\r\n 0\t0 \r\n", Out: "first\n2 1\n"},
		{Name: "-1 for a break", In: "1\n13\n-1 -1\n", Out: "second\n",
			Err: "line 3, column 1: the jury printed -1: it judged the program wrong"},
		{Name: "-1 after a break", In: "2\n3\n-1 -1\n", Out: "first\n2 1\n",
			Err: "line 3, column 1: the jury printed -1: it judged the program wrong"},
		{Name: "not a break", In: "1\n13\n3 4\n", Out: "second\n",
			Err: "line 3, column 3: the jury's break 3 4 is not a break of 13"},
		{Name: "a break of neither", In: "1\n15\n1 2\n", Out: "first\n8 7\n",
			Err: "line 3, column 3: the jury's break 1 2 is not a break of 8 or 7"},
		{Name: "a piece not below", In: "1\n13\n14 3\n", Out: "second\n",
			Err: "line 3, column 4: the jury's break 14 3 is not a break of 13"},
		{Name: "a piece of 0", In: "1\n13\n0 13\n", Out: "second\n",
			Err: "line 3, column 3: the jury's break 0 13 is not a break of 13"},
		{Name: "two equal pieces", In: "1\n15\n5 5\n", Out: "first\n8 7\n",
			Err: "line 3, column 3: the jury's break 5 5 is not a break of 8 or 7"},
		{Name: "the input ends in a game", In: "1\n13\n", Out: "second\n",
			Err: "line 3, column 1: expected a number of the jury's break >= -1, found end of input"},
		{Name: "n = 0", In: "1\n0\n", Out: "",
			Err: "line 2, column 1: n, 0, is out of range [1, 9223372036854775807]"},
		{Name: "not a number", In: "1\n1e18\n", Out: "",
			Err: `line 2, column 1: expected n >= 1, found "1e18"`},
		{Name: "below -1", In: "1\n13\n-2 3\n", Out: "second\n",
			Err: "line 3, column 1: a number of the jury's break, -2, is out of range [-1, 9223372036854775807]"},
		{Name: "content after the last game", In: "1\n1\n0 0\nx\n", Out: "second\n",
			Warn: `line 4, column 1: ignored "x" and everything after it, past the end of the input`},
	})
}
