package main

import (
	"fmt"
	"math"
	"math/rand"
	"os"
	"path/filepath"
	"strconv"
	"testing"

	"gametheory/internal/casegen"
	"gametheory/internal/solvetest"
	"gametheory/pkg/fastio"
	"gametheory/pkg/wythoff"
)

// A jury plays games against solve in process, through a
// solvetest.Dialogue. It moves at random, from lost positions only:
// finding itself at a won position means solve erred, and fails the test.
type jury struct {
	*solvetest.Dialogue
	games   [][2]int64
	rng     *rand.Rand
	g       int // the game being played
	a, b    int64
	started bool // solve has said First or Second in game g
}

func newJury(t *testing.T, games [][2]int64, seed int64, chunk int) *jury {
	j := &jury{games: games, rng: rand.New(rand.NewSource(seed))}
	j.Dialogue = &solvetest.Dialogue{T: t, Chunk: chunk, Hear: j.hear}
	j.Print(int64(len(games)))
	j.next()
	return j
}

// next starts game j.g, if there is one, or ends the dialogue.
func (j *jury) next() {
	j.started = false
	if j.g == len(j.games) {
		j.End()
		return
	}
	j.a, j.b = j.games[j.g][0], j.games[j.g][1]
	j.Print(j.a, j.b)
}

func (j *jury) fail(msg string) {
	j.Fail(fmt.Sprintf("game %d of %d, at %d %d: %s", j.g+1, len(j.games), j.a, j.b, msg))
}

// hear takes one line of solve's.
func (j *jury) hear(line string) {
	if !j.started {
		j.started = true
		switch line {
		case "First":
			return
		case "Second":
			j.reply()
		default:
			j.fail("expected First or Second, found " + strconv.Quote(line))
		}
		return
	}
	var x, y int64
	fmt.Sscan(line, &x, &y) // if it fails, the line is not what x, y print as
	if line+"\n" != casegen.Line(x, y) || !wythoff.Legal(j.a, j.b, x, y) {
		j.fail("solve's line " + strconv.Quote(line) + " is not a legal move")
		return
	}
	j.a, j.b = j.a-x, j.b-y
	j.reply()
}

// reply moves at random from a lost position, or starts the next game at
// (0, 0), which solve reached by its move or by saying Second there.
func (j *jury) reply() {
	if j.a == 0 && j.b == 0 {
		j.g++
		j.next()
		return
	}
	if !wythoff.Lost(j.a, j.b) {
		j.fail("solve left the jury a won position")
		return
	}
	var x, y int64
	switch k := j.rng.Intn(3); {
	case j.a > 0 && (k == 0 || j.b == 0):
		x = 1 + j.rng.Int63n(j.a)
	case j.b > 0 && (k == 1 || j.a == 0):
		y = 1 + j.rng.Int63n(j.b)
	default: // both piles have stones
		x = 1 + j.rng.Int63n(min(j.a, j.b))
		y = x
	}
	j.a, j.b = j.a-x, j.b-y
	j.Print(x, y)
}

// play runs solve against a jury over the games, as solvetest.Play does:
// solve must win every one, never reading ahead, and end cleanly.
func play(t *testing.T, name string, games [][2]int64, seed int64) {
	t.Helper()
	solvetest.Play(t, name, solve, func(chunk int) *solvetest.Dialogue { return newJury(t, games, seed, chunk).Dialogue })
}

// TestWinsEveryGame plays every start with piles up to 15, random ones up
// to 10^9 and 2^63-1, the lost pairs of Fibonacci differences and their
// neighbours, and the samples.
func TestWinsEveryGame(t *testing.T) {
	var small [][2]int64
	for a := int64(0); a <= 15; a++ {
		for b := int64(0); b <= 15; b++ {
			small = append(small, [2]int64{a, b})
		}
	}
	play(t, "piles <= 15", small, 1)

	rng := rand.New(rand.NewSource(2))
	var large, huge [][2]int64
	for i := 0; i < 200; i++ {
		large = append(large, [2]int64{rng.Int63n(1e9 + 1), rng.Int63n(1e9 + 1)})
		huge = append(huge, [2]int64{rng.Int63(), rng.Int63()})
	}
	play(t, "piles <= 10^9", large, 3)
	play(t, "piles <= 2^63-1", append(huge, [2]int64{math.MaxInt64, math.MaxInt64}, [2]int64{0, math.MaxInt64}), 4)

	var fib [][2]int64
	for f1, f2 := int64(1), int64(2); f1 <= 3523014627193176565; f1, f2 = f2, f1+f2 {
		a, b := wythoff.Cold(f1)
		fib = append(fib, [2]int64{a, b}, [2]int64{b, a}, [2]int64{a + 1, b + 1}, [2]int64{a, b - 1})
	}
	play(t, "Fibonacci differences", fib, 5)

	for _, c := range cases(t) {
		play(t, c.name, c.games, c.seed)
	}
}

type duelCase struct {
	name  string
	games [][2]int64
	seed  int64
}

// cases reads the cases under samples/wythoff-duel, the jury's inputs, once
// solvetest.Interactive has checked them and problem.json.
func cases(t *testing.T) []duelCase {
	var cs []duelCase
	for _, path := range solvetest.Interactive(t, "../..", "wythoff-duel") {
		f, err := os.Open(path)
		if err != nil {
			t.Fatal(err)
		}
		in := fastio.NewReader(f)
		c := duelCase{name: filepath.Base(path)}
		for n := in.IntIn("T", 1, 100); n > 0; n-- {
			c.games = append(c.games, [2]int64{in.IntIn("a", 0, 1e9), in.IntIn("b", 0, 1e9)})
		}
		c.seed = in.IntIn("seed", 0, math.MaxInt64)
		if in.More() || in.Err() != nil {
			t.Fatalf("%s: %v, or more after the seed", path, in.Err())
		}
		f.Close()
		cs = append(cs, c)
	}
	return cs
}

// TestJuryLines reads what the jury prints as a whole input: -1, which
// ends the program, and lines that are not what the statement says.
func TestJuryLines(t *testing.T) {
	solvetest.Check(t, solve, []solvetest.Case{
		{Name: "no games", In: "0\n", Out: ""},
		{Name: "(0, 0) twice", In: "2\n0 0\n0 0\n", Out: "Second\nSecond\n"},
		{Name: "crlf", In: "1\r\n1 2\r\n1 0\r\n", Out: "Second\n0 2\n"},
		{Name: "-1 for a move", In: "1\n5 8\n-1 -1\n", Out: "First\n1 1\n",
			Err: "line 3, column 1: the jury printed -1: it judged the program wrong"},
		{Name: "-1 for a game", In: "2\n1 2\n1 0\n-1 -1\n", Out: "Second\n0 2\n",
			Err: "line 4, column 1: the jury printed -1: it judged the program wrong"},
		{Name: "an illegal move", In: "1\n1 2\n2 0\n", Out: "Second\n",
			Err: "line 3, column 3: the jury's move 2 0 is not legal at 1 2"},
		{Name: "no stone taken", In: "1\n1 2\n0 0\n", Out: "Second\n",
			Err: "line 3, column 3: the jury's move 0 0 is not legal at 1 2"},
		{Name: "the input ends in a game", In: "1\n1 2\n", Out: "Second\n",
			Err: "line 3, column 1: expected a number of stones >= -1, found end of input"},
		{Name: "not a number", In: "1\n5 x\n", Out: "",
			Err: `line 2, column 3: expected a pile size >= 0, found "x"`},
		{Name: "below -1", In: "1\n-2 3\n", Out: "",
			Err: "line 2, column 1: a pile size, -2, is out of range [-1, 9223372036854775807]"},
		{Name: "content after the last game", In: "1\n0 0\nx\n", Out: "Second\n",
			Warn: `line 3, column 1: ignored "x" and everything after it, past the end of the input`},
	})
}
