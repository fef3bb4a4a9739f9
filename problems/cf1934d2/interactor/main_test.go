package main

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"math"
	"math/bits"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"gametheory/internal/gametree"
	"gametheory/internal/jury"
	"gametheory/internal/jurytest"
)

// TestBobAgainstSearch checks Bob's every move against the search of the
// game, on every n < 2^11 and every pair of pieces of a break of a p < 2^8,
// held by the program: for the jury's Bob, who knows the numbers below
// 2^10 from the search, and for one who knows only those below 2^6, so
// that the moves he makes by popcount's parity are checked as well. Where
// Bob can win, his break leaves the program two lost numbers. Where he
// is lost, his break is one, or a random Bob gives up; a hard one makes
// the game as long as the search says it can be against the best play
// where he knows the numbers, and otherwise hands the program the largest
// piece of even popcount that any break of his makes.
func TestBobAgainstSearch(t *testing.T) {
	full := gametree.NewXorBreak(1 << 11)
	var helds [][2]int64
	for n := int64(1); n < 1<<11; n++ {
		helds = append(helds, [2]int64{n})
	}
	for p := 1; p < 1<<8; p++ {
		for _, b := range gametree.XorBreaks(p) {
			helds = append(helds, [2]int64{int64(b[0]), int64(b[1])}, [2]int64{int64(b[1]), int64(b[0])})
		}
	}
	var bobs []*bob
	for _, known := range []int{searched, 1 << 6} {
		search := gametree.NewXorBreak(known)
		bobs = append(bobs, newBob(search, 1, false), newBob(search, 1, true))
	}
	for _, held := range helds {
		v := valueAt(full, held)
		for _, b := range bobs {
			x, y := b.move(held)
			if msg := v.check(b, x, y); msg != "" {
				t.Fatalf("Bob knowing the numbers below %d, random %v, at %v: %d %d: %s", b.search.Size(), b.rng != nil, held, x, y, msg)
			}
		}
	}
}

// A value is what the search says of the numbers Bob may break.
type value struct {
	full    *gametree.XorBreak
	held    [2]int64
	larger  int64 // the larger number Bob can break, 0 if none
	wins    bool  // Bob wins
	longest int   // the longest game any break of his leads to
	largest int   // the largest piece of even popcount any break of his makes
	breaks  int   // the breaks he can make
}

func valueAt(full *gametree.XorBreak, held [2]int64) value {
	v := value{full: full, held: held}
	v.wins, _ = full.Pair(int(held[0]), int(held[1]))
	for _, p := range held {
		bs := gametree.XorBreaks(int(p))
		if len(bs) > 0 {
			v.larger = max(v.larger, p)
		}
		v.breaks += len(bs)
		for _, m := range bs {
			_, r := full.Pair(m[0], m[1])
			v.longest = max(v.longest, r)
			for _, piece := range m {
				if bits.OnesCount(uint(piece))%2 == 0 {
					v.largest = max(v.largest, piece)
				}
			}
		}
	}
	return v
}

// check returns what is wrong with b's break x, y, or "".
func (v value) check(b *bob, x, y int64) string {
	p := x ^ y
	switch {
	case x == 0 && y == 0:
		if v.breaks > 0 && (v.wins || b.rng == nil) {
			return "he gives up"
		}
		return ""
	case p != v.held[0] && p != v.held[1] || x <= 0 || y <= 0 || x >= p || y >= p:
		return "not a break"
	}
	programWins, r := v.full.Pair(int(x), int(y))
	switch {
	case v.wins && programWins:
		return "he could win, and leaves the program a number it wins"
	case v.wins || b.rng != nil:
		return ""
	case b.known(v.larger):
		if r != v.longest {
			return fmt.Sprintf("the game lasts %d breaks; it can last %d", r, v.longest)
		}
	case int(x) != v.largest && int(y) != v.largest:
		return fmt.Sprintf("the largest piece of even popcount is %d", v.largest)
	}
	return ""
}

// TestHardOrder: a hard Bob prints first the piece that holds the top bit
// of the number he broke on his first, third, ... turns, last on the
// others, and starts again with each game.
func TestHardOrder(t *testing.T) {
	b := newBob(gametree.NewXorBreak(searched), 0, false)
	var got []string
	for turn := 0; turn < 4; turn++ {
		x, y := b.move([2]int64{1<<40 | 1<<20 | 1})
		got = append(got, fmt.Sprint(x > y))
	}
	b.turn = 0
	x, y := b.move([2]int64{7})
	got = append(got, fmt.Sprint(x > y))
	if want := "true false true false true"; strings.Join(got, " ") != want {
		t.Errorf("the top bit's piece first: %s, want %s", strings.Join(got, " "), want)
	}
}

// TestRandomMoves draws a random Bob's move at lost pairs many times and
// compares how often each comes with the documented distribution: give
// up one time in ten, else one of the numbers he can break, uniformly,
// one of its breaks, uniformly, and one of the two orders.
func TestRandomMoves(t *testing.T) {
	const n = 100000
	b := newBob(gametree.NewXorBreak(searched), 2, true)
	for _, held := range [][2]int64{{7, 13}, {8, 13}, {1, 1<<40 | 1<<3 | 1<<2}, {1<<50 | 1<<10 | 1, 21}} {
		want := map[[2]int64]float64{{0, 0}: 0.1}
		var can []int64
		for _, p := range held {
			if p&(p-1) != 0 {
				can = append(can, p)
			}
		}
		for _, p := range can {
			// Breaks of a large p, counted by theory: as many as p less
			// its top bit; a small one's listed by the search.
			rest := p - int64(1)<<(bits.Len64(uint64(p))-1)
			q := 0.9 / float64(len(can)) / float64(rest) / 2
			if p < 1<<12 {
				bs := gametree.XorBreaks(int(p))
				if int64(len(bs)) != rest {
					t.Fatalf("%d has %d breaks, not %d", p, len(bs), rest)
				}
				for _, br := range bs {
					want[[2]int64{int64(br[0]), int64(br[1])}] += q
					want[[2]int64{int64(br[1]), int64(br[0])}] += q
				}
			}
		}
		got := map[[2]int64]int{}
		for i := 0; i < n; i++ {
			x, y := b.move(held)
			got[[2]int64{x, y}]++
			if p := x ^ y; x != 0 && (p != held[0] && p != held[1] || x >= p || y >= p) {
				t.Fatalf("at %v: %d %d is not a break", held, x, y)
			}
		}
		for m, q := range want {
			mean, sd := n*q, math.Sqrt(n*q*(1-q))
			if c := float64(got[m]); math.Abs(c-mean) > 5*sd {
				t.Errorf("at %v: move %v came %v times in %d, want about %.0f", held, m, c, n, mean)
			}
		}
		for m := range got {
			if want[m] == 0 && (m[0]^m[1]) < 1<<12 {
				t.Errorf("at %v: move %v, which has probability 0", held, m)
			}
		}
	}
}

// A player plays as a program would, by its own rules: whether to say
// first at n, which piece of Bob's break to break, and how; until the
// jury prints -1 or its output ends.
type player struct {
	first func(n int64) bool
	pick  func(x, y int64) int64
	split func(p int64) (int64, int64)
}

func (pl player) play(r io.Reader, w io.Writer) {
	in := bufio.NewReader(r)
	var t int
	for fmt.Fscan(in, &t); t > 0; t-- {
		var n int64
		if _, err := fmt.Fscan(in, &n); err != nil || n < 0 {
			return
		}
		p := n // the number to break, 0 on Bob's turn
		if pl.first(n) {
			io.WriteString(w, "first\n")
		} else {
			io.WriteString(w, "second\n")
			p = 0
		}
		for {
			if p != 0 {
				x, y := pl.split(p)
				fmt.Fprintf(w, "%d %d\n", x, y)
			}
			var x, y int64
			if _, err := fmt.Fscan(in, &x, &y); err != nil || x < 0 {
				return
			}
			if x == 0 {
				break
			}
			p = pl.pick(x, y)
		}
	}
}

func evenCount(p int64) bool { return bits.OnesCount64(uint64(p))%2 == 0 }

func pickEven(x, y int64) int64 {
	if evenCount(x) {
		return x
	}
	return y
}

func splitTop(p int64) (int64, int64) {
	top := int64(1) << (bits.Len64(uint64(p)) - 1)
	return top, p - top
}

// perfect plays as the solution does, written apart from it.
var perfect = player{evenCount, pickEven, splitTop}

// TestSampleDialogue plays sample-1 as the solution's doc comment shows it.
func TestSampleDialogue(t *testing.T) {
	input, err := os.ReadFile("../../../samples/cf1934d2/sample-1.in")
	if err != nil {
		t.Fatal(err)
	}
	code, msg, record, dialogue := jurytest.Play(run, string(input), perfect.play)
	const want = `4
1
        second
0 0
3
        first
        2 1
0 0
13
        second
10 7
        8 2
0 0
777777770001
        first
        549755813888 228021956113
0 0
`
	if code != jury.Accepted || msg != "ok won 4 games of 4, at most 1 break a game" || dialogue != want {
		t.Errorf("exit %d, %q; dialogue:\n%s\nwant:\n%s", code, msg, dialogue, want)
	}
	const wantRecord = `game 1: 1, program said second, won making 0 breaks, the jury 0
game 2: 3, program said first, won making 1 break, the jury 0
game 3: 13, program said second, won making 1 break, the jury 1
game 4: 777777770001, program said first, won making 1 break, the jury 0
ok won 4 games of 4, at most 1 break a game
`
	if record != wantRecord {
		t.Errorf("record:\n%s\nwant:\n%s", record, wantRecord)
	}
}

// TestSamples plays every case against the perfect player, twice: it wins
// every game, the same way both times, within 59 breaks a game where n is
// at most 10^18 and 62 where it is below 2^63.
func TestSamples(t *testing.T) {
	ins, _ := filepath.Glob("../../../samples/cf1934d2/*.in")
	if len(ins) == 0 {
		t.Fatal("no cases")
	}
	for _, path := range ins {
		input, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		games, _, _, err := readCase(bytes.NewReader(input))
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		code, msg, record, dialogue := jurytest.Play(run, string(input), perfect.play)
		var most int
		if _, err := fmt.Sscanf(msg, fmt.Sprintf("ok won %d games of %d, at most %%d", len(games), len(games)), &most); err != nil || code != jury.Accepted ||
			strings.Count(record, "\n") != len(games)+1 {
			t.Errorf("%s: exit %d, %q, want 0, ok won %d games; record:\n%s", path, code, msg, len(games), record)
		}
		bound := 62
		if largest := games[0]; true {
			for _, n := range games {
				largest = max(largest, n)
			}
			if largest <= 1e18 {
				bound = 59
			}
		}
		if most > bound {
			t.Errorf("%s: %s, more than %d", path, msg, bound)
		}
		if _, _, _, again := jurytest.Play(run, string(input), perfect.play); again != dialogue {
			t.Errorf("%s: the same case played out differently", path)
		}
	}
}

// TestAnotherSeed checks that the seed steers a random Bob.
func TestAnotherSeed(t *testing.T) {
	_, _, _, d1 := jurytest.Play(run, "1\n777777770001\nrandom 1\n", perfect.play)
	_, _, _, d2 := jurytest.Play(run, "1\n777777770001\nrandom 2\n", perfect.play)
	if d1 == d2 {
		t.Errorf("seeds 1 and 2 played alike:\n%s", d1)
	}
}

// TestWrongPlayers plays strategies that go wrong against the jury, in
// the ways the statement's traps name: each is caught, and says how.
// Splitting off the lowest bit is caught where it needs 64 breaks, not
// where it needs 63 (n = 3681 and 3645, found by playing every n below
// 2^16), and at n = 10^18.
func TestWrongPlayers(t *testing.T) {
	byPlace := func(x, y int64) int64 { return x }
	bySize := func(x, y int64) int64 { return max(x, y) }
	splitLow := func(p int64) (int64, int64) { return p - p&-p, p & -p }
	always := func(int64) bool { return true }
	for _, c := range []struct {
		name, input string
		pl          player
		msg         string
	}{
		{"the lowest bit split off, n = 10^18", "1\n1000000000000000000\nhard\n", player{evenCount, pickEven, splitLow},
			"wrong answer game 1: the program made 63 breaks, and the jury can still break 999999999999736794 or 1"},
		{"the lowest bit split off, 64 breaks", "1\n" + "3681" + "\nhard\n", player{evenCount, pickEven, splitLow},
			"wrong answer game 1: the program made 63 breaks, and the jury can still break 3074 or 1"},
		{"the lowest bit split off, 63 breaks", "1\n" + "3645" + "\nhard\n", player{evenCount, pickEven, splitLow},
			"ok won 1 games of 1, at most 63 breaks a game"},
		{"the solution's strategy, the longest game", "1\n864691128455135227\nhard\n", perfect,
			"ok won 1 games of 1, at most 54 breaks a game"},
		{"the piece printed first", "1\n777777770001\nhard\n", player{evenCount, byPlace, splitTop},
			"wrong answer game 1: the program lost: it cannot break 2 or 4, after 4 breaks of its own"},
		{"the larger piece", "1\n777777770001\nrandom 1\n", player{evenCount, bySize, splitTop},
			"wrong answer game 1: 8388608 0 is not a break of 6740570 or 8388608"},
		{"always first", "2\n3\n13\nhard\n", player{always, pickEven, splitTop},
			"wrong answer game 2: the program lost: it cannot break 4 or 1, after 1 break of its own"},
	} {
		code, msg, _, dialogue := jurytest.Play(run, c.input, c.pl.play)
		want := jury.WrongAnswer
		if strings.HasPrefix(c.msg, "ok ") {
			want = jury.Accepted
		}
		if code != want || msg != c.msg {
			t.Errorf("%s: exit %d, %q; want %q; the dialogue's end:\n%s", c.name, code, msg, c.msg, tail(dialogue))
		}
	}
}

// tail is the last lines of a dialogue.
func tail(dialogue string) string {
	lines := strings.SplitAfter(dialogue, "\n")
	return strings.Join(lines[max(0, len(lines)-12):], "")
}

// TestVerdicts runs the jury on a program's output written in advance.
// How it reads a line (its ends, spaces, numbers, its length) is
// internal/jury's, tested there; here, once each.
func TestVerdicts(t *testing.T) {
	long := strings.Repeat("1", 101)
	for _, c := range []struct {
		name, input, program string
		code                 int
		msg                  string
		sent                 string // what the jury wrote, when it matters
	}{
		{"a power of two, second", "1\n8\nhard\n", "second\n", 0, "ok won 1 games of 1, at most 0 breaks a game", "1\n8\n0 0\n"},
		{"two bits, first", "1\n3\nhard\n", "first\n2 1\n", 0, "ok won 1 games of 1, at most 1 break a game", "1\n3\n0 0\n"},
		{"the smaller piece first", "1\n3\nhard\n", "first\n1 2\n", 0, "ok won 1 games of 1, at most 1 break a game", ""},
		{"a break other than the top bit's", "1\n15\nhard\n", "first\n14 1\n8 4\n", 0, "ok won 1 games of 1, at most 2 breaks a game", "1\n15\n12 2\n0 0\n"},
		{"spaces, tabs, CR and no final newline", "2\n3\n5\nrandom 1\n", " first \t\r\n\t2  1\r\nfirst\n 4\t1 ", 0, "ok won 2 games of 2, at most 1 break a game", ""},
		{"a line of 100 bytes", "1\n3\nhard\n", "first\n2 1" + strings.Repeat(" ", 97) + "\r\n", 0, "ok won 1 games of 1, at most 1 break a game", ""},
		{"first at an odd popcount", "1\n13\nhard\n", "first\n10 7\n0 0\n", 1,
			"wrong answer game 1: the program lost: it cannot break 8 or 2, after 1 break of its own", "1\n13\n8 2\n-1 -1\n"},
		{"first at a power of two", "1\n8\nhard\n", "first\n0 0\n", 1,
			"wrong answer game 1: the program lost: it cannot break 8, after 0 breaks of its own", "1\n8\n-1 -1\n"},
		{"second at an even popcount", "1\n3\nhard\n", "second\n0 0\n", 1,
			"wrong answer game 1: the program lost: it cannot break 2 or 1, after 0 breaks of its own", "1\n3\n2 1\n-1 -1\n"},
		{"second, and Bob wins by the search", "1\n15\nrandom 1\n", "second\n0 0\n", 1,
			"wrong answer game 1: the program gave up (0 0), holding 14 or 1, which it can break", "1\n15\n14 1\n-1 -1\n"},
		{"an even piece left", "1\n15\nhard\n", "first\n12 3\n0 0\n", 1,
			"wrong answer game 1: the program lost: it cannot break 8 or 4, after 1 break of its own", "1\n15\n8 4\n-1 -1\n"},
		{"the second game", "2\n1\n3\nhard\n", "second\nsecond\n0 0\n", 1,
			"wrong answer game 2: the program lost: it cannot break 2 or 1, after 0 breaks of its own", ""},
		{"0 0 where it can break", "1\n3\nhard\n", "first\n0 0\n", 1,
			"wrong answer game 1: the program gave up (0 0), holding 3, which it can break", "1\n3\n-1 -1\n"},
		{"upper case", "1\n3\nhard\n", "First\n", 1, `wrong answer game 1: expected "first" or "second", found "First"`, "1\n3\n-1 -1\n"},
		{"a word", "1\n3\nhard\n", "abc\n", 1, `wrong answer game 1: expected "first" or "second", found "abc"`, ""},
		{"a break as the answer", "1\n3\nhard\n", "2 1\n", 1, `wrong answer game 1: expected "first" or "second", found "2 1"`, ""},
		{"not a break", "1\n3\nhard\n", "first\nabc\n", 1, `wrong answer game 1: expected a break "p1 p2", found "abc"`, ""},
		{"past int64", "1\n3\nhard\n", "first\n9223372036854775808 1\n", 1,
			`wrong answer game 1: expected a break "p1 p2", found "9223372036854775808 1"`, ""},
		{"not xor", "1\n3\nhard\n", "first\n2 2\n", 1, "wrong answer game 1: 2 2 is not a break of 3", "1\n3\n-1 -1\n"},
		{"a piece of 0", "1\n3\nhard\n", "first\n3 0\n", 1, "wrong answer game 1: 3 0 is not a break of 3", ""},
		{"a piece larger", "1\n3\nhard\n", "first\n4 7\n", 1, "wrong answer game 1: 4 7 is not a break of 3", ""},
		{"a break of n again", "1\n63\nhard\n", "first\n32 31\n48 15\n", 1,
			"wrong answer game 1: 48 15 is not a break of 30 or 1", "1\n63\n30 1\n-1 -1\n"},
		{"a break of the odd piece", "1\n63\nhard\n", "first\n32 31\n1 0\n", 1,
			"wrong answer game 1: 1 0 is not a break of 30 or 1", ""},
		{"no answer", "1\n3\nhard\n", "", 1, "wrong answer game 1: the program ended before the game did", "1\n3\n-1 -1\n"},
		{"no break", "1\n3\nhard\n", "first\n", 1, "wrong answer game 1: the program ended before the game did", ""},
		{"a line of 101 bytes", "1\n3\nhard\n", "first\n" + long + "\n", 1, "wrong answer game 1: a line of more than 100 bytes", ""},
	} {
		jurytest.Verdict(t, run, c.name, c.input, c.program, c.code, c.msg, c.sent)
	}
}

// TestBadInput: an INPUT outside the limits is the jury's failure, exit
// 3, before it writes anything to the program.
func TestBadInput(t *testing.T) {
	for _, c := range []struct{ input, msg string }{
		{"", "FAIL INPUT line 1, column 1: expected the number of games t in [1, 1000], found end of input"},
		{"0\nhard\n", "FAIL INPUT line 1, column 1: the number of games t, 0, is out of range [1, 1000]"},
		{"1001\n", "FAIL INPUT line 1, column 1: the number of games t, 1001, is out of range [1, 1000]"},
		{"1\n0\nhard\n", "FAIL INPUT line 2, column 1: n, 0, is out of range [1, 9223372036854775807]"},
		{"1\n9223372036854775808\nhard\n", "FAIL INPUT line 2, column 1: n, 9223372036854775808, is out of range [1, 9223372036854775807]"},
		{"1\n1e18\nhard\n", `FAIL INPUT line 2, column 1: expected n >= 1, found "1e18"`},
		{"2\n1\nhard\n", `FAIL INPUT line 3, column 1: expected n >= 1, found "hard"`},
		{"1\n1\n", `FAIL INPUT line 3, column 1: expected "hard" or "random", found end of input`},
		{"1\n1\nHard\n", `FAIL INPUT line 3, column 1: expected "hard" or "random", found "Hard"`},
		{"1\n1\nrandom\n", "FAIL INPUT line 4, column 1: expected the seed >= 0, found end of input"},
		{"1\n1\nrandom -1\n", "FAIL INPUT line 3, column 8: the seed, -1, is out of range [0, 9223372036854775807]"},
		{"1\n1\nhard 5\n", "FAIL INPUT line 3, column 6: expected the end of the input after how Bob plays"},
		{"1\n1\nrandom 5 5\n", "FAIL INPUT line 3, column 10: expected the end of the input after how Bob plays"},
	} {
		jurytest.BadInput(t, run, c.input, "second\n", c.msg)
	}
}

// TestBrokenPipes: an error reading the program's output, other than its
// end, is the jury's failure; a failed write to the program means that it
// has gone.
func TestBrokenPipes(t *testing.T) {
	jurytest.BrokenPipes(t, run, "1\n3\nhard\n", "first\n")
}

// TestProcess runs the jury and the solution as processes joined by two
// pipes, as a judge does, on sample-1 and on a thousand games near 10^18.
func TestProcess(t *testing.T) {
	jurytest.Process(t, "../../..", "cf1934d2", map[string]string{
		"sample-1":       "ok won 4 games of 4, at most 1 break a game\n",
		"near-1e18-hard": "ok won 1000 games of 1000, at most ",
	})
}
