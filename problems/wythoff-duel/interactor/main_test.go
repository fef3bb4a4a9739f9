package main

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"math"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"gametheory/internal/gametree"
	"gametheory/internal/jury"
	"gametheory/internal/jurytest"
	"gametheory/internal/testenv"
	"gametheory/pkg/wythoff"
)

// TestJuryMoveAgainstSearch checks the jury's move at every position with
// piles up to 40 against the game tree: from a won position it leads to a
// lost one; from a lost one it is a move.
func TestJuryMoveAgainstSearch(t *testing.T) {
	g := gametree.New(gametree.WythoffMoves)
	rng := rand.New(rand.NewSource(1))
	for a := 0; a <= 40; a++ {
		for b := 0; b <= 40; b++ {
			if a == 0 && b == 0 {
				continue
			}
			x, y := juryMove(rng, int64(a), int64(b))
			to := [2]int{a - int(x), b - int(y)}
			if !gametree.IsWythoffMove([2]int{a, b}, to) {
				t.Errorf("juryMove(%d, %d) = %d, %d: not a move", a, b, x, y)
			} else if g.Wins([2]int{a, b}) && g.Wins(to) {
				t.Errorf("juryMove(%d, %d) = %d, %d: leaves a won position, from a won one", a, b, x, y)
			}
		}
	}
}

// TestRandomMoves draws the jury's move many times at lost positions and
// compares how often each move comes with the documented distribution: one
// of the three kinds, uniformly, then a number, uniformly. A lost position
// other than (0, 0) has stones in both piles.
func TestRandomMoves(t *testing.T) {
	const n = 60000
	rng := rand.New(rand.NewSource(2))
	for _, p := range [][2]int64{{1, 2}, {2, 1}, {3, 5}, {10, 6}, {8, 13}} {
		a, b := p[0], p[1]
		want := map[[2]int64]float64{}
		const kinds = 3.0
		for t := int64(1); t <= a; t++ {
			want[[2]int64{t, 0}] += 1 / kinds / float64(a)
		}
		for t := int64(1); t <= b; t++ {
			want[[2]int64{0, t}] += 1 / kinds / float64(b)
		}
		for t := int64(1); t <= min(a, b); t++ {
			want[[2]int64{t, t}] += 1 / kinds / float64(min(a, b))
		}
		got := map[[2]int64]int{}
		for i := 0; i < n; i++ {
			x, y := juryMove(rng, a, b)
			got[[2]int64{x, y}]++
		}
		for m := range got {
			if want[m] == 0 {
				t.Errorf("at %d %d: move %v, which has probability 0", a, b, m)
			}
		}
		for m, q := range want {
			mean, sd := n*q, math.Sqrt(n*q*(1-q))
			if c := float64(got[m]); math.Abs(c-mean) > 5*sd {
				t.Errorf("at %d %d: move %v came %v times in %d, want about %.0f", a, b, m, c, n, mean)
			}
		}
	}
}

// perfect plays as the solution does, until the jury prints -1 or its
// output ends.
func perfect(r io.Reader, w io.Writer) {
	in := bufio.NewReader(r)
	var t int
	for fmt.Fscan(in, &t); t > 0; t-- {
		var a, b int64
		if _, err := fmt.Fscan(in, &a, &b); err != nil || a < 0 {
			return
		}
		mine := !wythoff.Lost(a, b)
		if mine {
			io.WriteString(w, "First\n")
		} else {
			io.WriteString(w, "Second\n")
		}
		for ; a != 0 || b != 0; mine = !mine {
			var x, y int64
			if mine {
				x, y, _ = wythoff.Move(a, b)
				fmt.Fprintf(w, "%d %d\n", x, y)
			} else if _, err := fmt.Fscan(in, &x, &y); err != nil || x < 0 {
				return
			}
			a, b = a-x, b-y
		}
	}
}

// TestSampleDialogue plays sample-1 as the solution's doc comment shows it.
func TestSampleDialogue(t *testing.T) {
	input, err := os.ReadFile("../../../samples/wythoff-duel/sample-1.in")
	if err != nil {
		t.Fatal(err)
	}
	code, msg, record, dialogue := jurytest.Play(run, string(input), perfect)
	const want = `3
2 1
        Second
1 1
        1 0
8 4
        First
        1 0
4 4
        3 0
4 7
        Second
0 6
        2 0
0 1
        2 0
`
	if code != jury.Accepted || msg != "ok won 3 games of 3" || dialogue != want {
		t.Errorf("exit %d, %q; dialogue:\n%s\nwant:\n%s", code, msg, dialogue, want)
	}
	const wantRecord = `game 1: 2 1, program said Second, won in 2 moves
game 2: 8 4, program said First, won in 3 moves
game 3: 4 7, program said Second, won in 4 moves
ok won 3 games of 3
`
	if record != wantRecord {
		t.Errorf("record:\n%s\nwant:\n%s", record, wantRecord)
	}
}

// TestSamples plays every case against the perfect player, twice: it wins
// every game, the same way both times.
func TestSamples(t *testing.T) {
	ins, _ := filepath.Glob("../../../samples/wythoff-duel/*.in")
	if len(ins) == 0 {
		t.Fatal("no cases")
	}
	for _, path := range ins {
		input, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		games, _, err := readCase(bytes.NewReader(input))
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		code, msg, record, dialogue := jurytest.Play(run, string(input), perfect)
		want := fmt.Sprintf("ok won %d games of %d", len(games), len(games))
		if code != jury.Accepted || msg != want || strings.Count(record, "\n") != len(games)+1 {
			t.Errorf("%s: exit %d, %q, want 0, %q; record:\n%s", path, code, msg, want, record)
		}
		if _, _, _, again := jurytest.Play(run, string(input), perfect); again != dialogue {
			t.Errorf("%s: the same case played out differently", path)
		}
	}
}

// TestAnotherSeed checks that the seed steers the jury's moves.
func TestAnotherSeed(t *testing.T) {
	_, _, _, d1 := jurytest.Play(run, "1\n1000 1618\n1\n", perfect)
	_, _, _, d2 := jurytest.Play(run, "1\n1000 1618\n2\n", perfect)
	if d1 == d2 {
		t.Errorf("seeds 1 and 2 played alike:\n%s", d1)
	}
}

// TestVerdicts runs the jury on a program's output written in advance:
// each case fails before the jury's random moves, or plays where the jury
// wins and so moves to lost positions only.
func TestVerdicts(t *testing.T) {
	long := strings.Repeat("1", 101)
	for _, c := range []struct {
		name, input, program string
		code                 int
		msg                  string
		sent                 string // what the jury wrote, when it matters
	}{
		{"(0, 0), moving second", "1\n0 0\n7\n", "Second\n", 0, "ok won 1 games of 1", "1\n0 0\n"},
		{"a move to (0, 0)", "1\n5 5\n7\n", "First\n5 5\n", 0, "ok won 1 games of 1", "1\n5 5\n"},
		{"spaces, tabs, CR and no final newline", "2\n1 1\n2 2\n7\n", " First \t\r\n\t1  1\r\nFirst\n 2\t2 ", 0, "ok won 2 games of 2", ""},
		{"a line of 100 bytes", "1\n1 1\n7\n", "First\n1 1" + strings.Repeat(" ", 97) + "\r\n", 0, "ok won 1 games of 1", ""},
		{"First at a lost position", "1\n3 5\n7\n", "First\n", 1,
			"wrong answer game 1: the program said First at a lost position 3 5", "1\n3 5\n-1 -1\n"},
		{"First at (0, 0)", "1\n0 0\n7\n", "First\n", 1,
			"wrong answer game 1: the program said First at a lost position 0 0", ""},
		{"Second at a won position", "1\n5 8\n7\n", "Second\n0 7\n", 1,
			"wrong answer game 1: the program lost: the jury took the last stone in move 3", "1\n5 8\n1 1\n4 0\n-1 -1\n"},
		{"the second game", "2\n0 0\n2 1\n7\n", "Second\nFirst\n", 1,
			"wrong answer game 2: the program said First at a lost position 2 1", ""},
		{"lower case", "1\n5 8\n7\n", "first\n", 1, `wrong answer game 1: expected "First" or "Second", found "first"`, ""},
		{"a word", "1\n5 8\n7\n", "abc\n", 1, `wrong answer game 1: expected "First" or "Second", found "abc"`, ""},
		{"two words", "1\n5 8\n7\n", "First Second\n", 1, `wrong answer game 1: expected "First" or "Second", found "First Second"`, ""},
		{"an empty line", "1\n5 8\n7\n", "\n", 1, `wrong answer game 1: expected "First" or "Second", found ""`, ""},
		{"a move as the answer", "1\n5 8\n7\n", "1 1\n", 1, `wrong answer game 1: expected "First" or "Second", found "1 1"`, ""},
		{"not a move", "1\n5 8\n7\n", "First\nabc\n", 1, `wrong answer game 1: expected a move "x y", found "abc"`, ""},
		{"one number", "1\n5 8\n7\n", "First\n1\n", 1, `wrong answer game 1: expected a move "x y", found "1"`, ""},
		{"three numbers", "1\n5 8\n7\n", "First\n1 1 1\n", 1, `wrong answer game 1: expected a move "x y", found "1 1 1"`, ""},
		{"a sign", "1\n5 8\n7\n", "First\n+1 1\n", 1, `wrong answer game 1: expected a move "x y", found "+1 1"`, ""},
		{"negative", "1\n5 8\n7\n", "First\n-1 0\n", 1, `wrong answer game 1: expected a move "x y", found "-1 0"`, ""},
		{"a decimal point", "1\n5 8\n7\n", "First\n1.0 1\n", 1, `wrong answer game 1: expected a move "x y", found "1.0 1"`, ""},
		{"a CR inside", "1\n5 8\n7\n", "First\n1\r1\n", 1, `wrong answer game 1: expected a move "x y", found "1\r1"`, ""},
		{"past int64", "1\n5 8\n7\n", "First\n9223372036854775808 0\n", 1,
			`wrong answer game 1: expected a move "x y", found "9223372036854775808 0"`, ""},
		{"more than a pile holds", "1\n5 8\n7\n", "First\n6 0\n", 1, "wrong answer game 1: illegal move 6 0 at 5 8", "1\n5 8\n-1 -1\n"},
		{"different numbers from both", "1\n5 8\n7\n", "First\n2 3\n", 1, "wrong answer game 1: illegal move 2 3 at 5 8", ""},
		{"no stone", "1\n5 8\n7\n", "First\n0 0\n", 1, "wrong answer game 1: illegal move 0 0 at 5 8", ""},
		{"no answer", "1\n5 8\n7\n", "", 1, "wrong answer game 1: the program ended before the game did", "1\n5 8\n-1 -1\n"},
		{"no move", "1\n5 8\n7\n", "First\n", 1, "wrong answer game 1: the program ended before the game did", ""},
		{"no move after the jury's", "1\n5 8\n7\n", "Second\n", 1, "wrong answer game 1: the program ended before the game did", ""},
		{"a line of 101 bytes", "1\n5 8\n7\n", "First\n" + long + "\n", 1, "wrong answer game 1: a line of more than 100 bytes", ""},
		{"a line of 101 bytes and CR", "1\n5 8\n7\n", "First\n" + long + "\r\n", 1, "wrong answer game 1: a line of more than 100 bytes", ""},
		{"a line of 101 bytes at the end", "1\n5 8\n7\n", "First\n" + long, 1, "wrong answer game 1: a line of more than 100 bytes", ""},
		{"a line of 10 MiB", "1\n5 8\n7\n", strings.Repeat("x", 10<<20), 1, "wrong answer game 1: a line of more than 100 bytes", ""},
	} {
		jurytest.Verdict(t, run, c.name, c.input, c.program, c.code, c.msg, c.sent)
	}
}

// TestBadInput: an INPUT outside the limits is the jury's failure, exit
// 3, before it writes anything to the program.
func TestBadInput(t *testing.T) {
	for _, c := range []struct{ input, msg string }{
		{"", "FAIL INPUT line 1, column 1: expected the number of games T in [1, 100], found end of input"},
		{"0\n7\n", "FAIL INPUT line 1, column 1: the number of games T, 0, is out of range [1, 100]"},
		{"101\n", "FAIL INPUT line 1, column 1: the number of games T, 101, is out of range [1, 100]"},
		{"1\n1000000001 0\n7\n", "FAIL INPUT line 2, column 1: a pile size, 1000000001, is out of range [0, 1000000000]"},
		{"1\n1 -1\n7\n", "FAIL INPUT line 2, column 3: a pile size, -1, is out of range [0, 1000000000]"},
		{"1\n1 x\n7\n", `FAIL INPUT line 2, column 3: expected a pile size in [0, 1000000000], found "x"`},
		{"2\n1 1\n7\n", "FAIL INPUT line 4, column 1: expected a pile size in [0, 1000000000], found end of input"},
		{"1\n1 1\n", "FAIL INPUT line 3, column 1: expected the seed >= 0, found end of input"},
		{"1\n1 1\n-7\n", "FAIL INPUT line 3, column 1: the seed, -7, is out of range [0, 9223372036854775807]"},
		{"1\n1 1\n9223372036854775808\n", "FAIL INPUT line 3, column 1: the seed, 9223372036854775808, is out of range [0, 9223372036854775807]"},
		{"1\n1 1\n7 8\n", "FAIL INPUT line 3, column 3: expected the end of the input after the seed"},
	} {
		jurytest.BadInput(t, run, c.input, "First\n1 1\n", c.msg)
	}
}

// TestBrokenPipes: an error reading the program's output, other than its
// end, is the jury's failure; a failed write to the program means that it
// has gone.
func TestBrokenPipes(t *testing.T) {
	jurytest.BrokenPipes(t, run, "1\n5 8\n7\n", "First\n")
}

// TestProcess runs the jury and the solution as processes joined by two
// pipes, as a judge does, on sample-1.
func TestProcess(t *testing.T) {
	jurytest.Process(t, "../../..", "wythoff-duel", map[string]string{"sample-1": "ok won 3 games of 3\n"})
}

// TestWrongPlayers runs the jury in process against the wrong players of
// judge/testdata/duel, each a process joined to it by pipes, on two games
// whose first starts at a won position and the second at a lost one.
func TestWrongPlayers(t *testing.T) {
	const input = "2\n8 4\n3 5\n1\n"
	players := []struct {
		name string
		msg  string // "" for no verdict: the jury waits
	}{
		{"always-first", "wrong answer game 2: the program said First at a lost position 3 5"},
		{"illegal-move", "wrong answer game 1: illegal move 9 0 at 8 4"},
		{"leaves-early", "wrong answer game 1: the program ended before the game did"},
		{"no-flush", ""},
	}
	var pkgs []string
	for _, p := range players {
		pkgs = append(pkgs, "judge/testdata/duel/"+p.name)
	}
	exes := testenv.Build(t, "../../..", t.TempDir(), pkgs...)
	for i, p := range players {
		cmd := exec.Command(exes[i])
		toPlayer, err := cmd.StdinPipe()
		if err != nil {
			t.Fatal(err)
		}
		fromPlayer, err := cmd.StdoutPipe()
		if err != nil {
			t.Fatal(err)
		}
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		type verdict struct {
			code int
			msg  string
		}
		done := make(chan verdict)
		go func() {
			code, msg := run(strings.NewReader(input), fromPlayer, toPlayer, io.Discard)
			toPlayer.Close()
			done <- verdict{code, msg}
		}()
		// The wait can end early only if the jury reaches a verdict, so a
		// short one cannot fail no-flush spuriously; the others end at once.
		wait := time.Minute
		if p.msg == "" {
			wait = 5 * time.Second
		}
		select {
		case v := <-done:
			if v.code != jury.WrongAnswer || v.msg != p.msg {
				t.Errorf("%s: exit %d, %q, want 1, %q", p.name, v.code, v.msg, p.msg)
			}
			if err := cmd.Wait(); err != nil {
				t.Errorf("%s: %v after the jury's -1", p.name, err)
			}
		case <-time.After(wait):
			if p.msg != "" {
				t.Errorf("%s: no verdict after %v", p.name, wait)
			}
			cmd.Process.Kill()
			v := <-done // the jury reads the end of the player's output
			if err := cmd.Wait(); p.msg == "" && (err == nil || v.msg != "wrong answer game 1: "+jury.Ended) {
				t.Errorf("%s: still waiting after %v, as it should be, but once killed: %v; the jury: %q", p.name, wait, err, v.msg)
			}
		}
	}
}
