// Command interactor is the jury of wythoff-duel, a testlib-style
// interactor:
//
//	interactor INPUT OUTPUT [ANSWER]
//
// INPUT is a case: T (1 <= T <= 100), then T lines "a b" (0 <= a, b <=
// 10^9), the games, then the seed (0 <= seed < 2^63). OUTPUT is written:
// one line per game the program won, "game 1: 5 8, program said First, won
// in 3 moves" (the moves of both players), then the verdict. ANSWER is
// ignored. The jury's standard output is the program's standard input, and
// the program's standard output is the jury's standard input.
//
// The jury prints T, then each game's "a b", and reads the program's lines,
// "First" or "Second", then moves "x y", printing its own moves in between.
// It writes each line at once, in one write, and stops as soon as the last
// game ends, without waiting for the program to exit. A line of the
// program's ends at "\n", "\r\n" or the end of the input; it is one word,
// or two numbers of decimal digits, separated by spaces or tabs, which may
// also lead and trail. A line of more than 100 bytes before its end is a
// wrong answer, so the jury's memory stays small whatever comes.
//
// The jury's move, at a position that is not lost for it (the program has
// erred), goes to a lost one (wythoff.Move). At a lost one, which has
// stones in both piles unless the game is over, it is random, drawn from
// rng := rand.New(rand.NewSource(seed)) (math/rand, whose sequence for a
// seed is the same in every Go release): the kind of move is rng.Intn(3),
// 0 the first pile, 1 the second, 2 both, and the number of stones taken
// 1 + rng.Int63n(m), m being the most that kind can take (a, b, or the
// smaller of the two). So a case always plays out the same way against
// the same program. "First" at a
// lost position loses the game at once: every move from there leaves the
// jury a won position. "Second" at a won position is played out: the jury
// moves first and wins.
//
// Exit status and the one line on standard error, also OUTPUT's last line:
//
//   - 0, "ok won 3 games of 3": the program won every game.
//   - 1, "wrong answer game 2: ...": the program said First at a lost
//     position, wrote a line that is not an answer or a legal move, one
//     over 100 bytes, ended before the game did, or lost the game. The
//     jury prints "-1 -1" before it exits.
//   - 3, "FAIL ...": the jury's own fault: wrong arguments, a file it
//     cannot open or write, an INPUT that breaks the limits above (with its
//     line and column), or an error reading the program's output that is
//     not its end.
package main

import (
	"io"
	"math/rand"
	"strconv"

	"gametheory/internal/jury"
	"gametheory/pkg/fastio"
	"gametheory/pkg/wythoff"
)

const (
	maxGames = 100
	maxPile  = 1e9
)

func main() { jury.Main(play) }

// run plays the case read from input against a program, as jury.Run does.
func run(input, fromProgram io.Reader, toProgram, record io.Writer) (code int, msg string) {
	return jury.Run(play, input, fromProgram, toProgram, record)
}

func play(input io.Reader, dialogue *jury.Dialogue, record io.Writer) (int, string) {
	games, seed, err := readCase(input)
	if err != nil {
		return jury.Fail, "FAIL INPUT " + err.Error()
	}
	d := &duel{
		Dialogue: dialogue,
		rng:      rand.New(rand.NewSource(seed)),
		record:   record,
	}
	if !d.Send(int64(len(games))) {
		return jury.WrongAnswer, "wrong answer game 1: " + jury.Ended
	}
	for i, p := range games {
		g := strconv.Itoa(i + 1)
		switch code, reason := d.game(g, p[0], p[1]); code {
		case jury.WrongAnswer:
			return code, "wrong answer game " + g + ": " + reason
		case jury.Fail:
			return code, "FAIL game " + g + ": " + reason
		}
	}
	n := strconv.Itoa(len(games))
	return jury.Accepted, "ok won " + n + " games of " + n
}

// readCase reads INPUT: the games and the seed, and nothing after them.
func readCase(r io.Reader) (games [][2]int64, seed int64, err error) {
	in := fastio.NewReader(r)
	t := in.IntIn("the number of games T", 1, maxGames)
	for i := int64(0); i < t && in.Err() == nil; i++ {
		games = append(games, [2]int64{in.IntIn("a pile size", 0, maxPile), in.IntIn("a pile size", 0, maxPile)})
	}
	seed = in.IntIn("the seed", 0, 1<<63-1)
	if in.More() {
		in.Token()
		in.Fail("expected the end of the input after the seed")
	}
	return games, seed, in.Err()
}

// A duel is the jury's side of a case's games.
type duel struct {
	*jury.Dialogue
	rng    *rand.Rand
	record io.Writer
}

// game plays game g from piles a, b. It returns jury.Accepted if the
// program won it, having written the game to the record; otherwise the
// exit code and the reason.
func (d *duel) game(g string, a, b int64) (code int, reason string) {
	if !d.Send(a, b) {
		return jury.WrongAnswer, jury.Ended
	}
	line, code, reason := d.Line()
	if code != jury.Accepted {
		return code, reason
	}
	f := jury.Fields(line)
	if len(f) != 1 || string(f[0]) != "First" && string(f[0]) != "Second" {
		return jury.WrongAnswer, `expected "First" or "Second", found ` + strconv.Quote(string(line))
	}
	answer := string(f[0])
	programMoves := answer == "First"
	if programMoves && wythoff.Lost(a, b) {
		return jury.WrongAnswer, "the program said First at a lost position " + jury.Show(a, b)
	}
	start := jury.Show(a, b)
	moves := 0
	for a != 0 || b != 0 {
		var x, y int64
		if programMoves {
			line, code, reason := d.Line()
			if code != jury.Accepted {
				return code, reason
			}
			var ok bool
			if x, y, ok = jury.TwoNumbers(line); !ok {
				return jury.WrongAnswer, `expected a move "x y", found ` + strconv.Quote(string(line))
			}
			if !wythoff.Legal(a, b, x, y) {
				return jury.WrongAnswer, "illegal move " + jury.Show(x, y) + " at " + jury.Show(a, b)
			}
		} else {
			x, y = juryMove(d.rng, a, b)
			if !d.Send(x, y) {
				return jury.WrongAnswer, jury.Ended
			}
		}
		a, b = a-x, b-y
		moves++
		programMoves = !programMoves
	}
	if programMoves { // and no stone left: the jury took the last one
		return jury.WrongAnswer, "the program lost: the jury took the last stone in move " + strconv.Itoa(moves)
	}
	io.WriteString(d.record, "game "+g+": "+start+", program said "+answer+", won in "+strconv.Itoa(moves)+" moves\n")
	return jury.Accepted, ""
}

// juryMove returns the jury's move at a, b, not both 0: to a lost position
// when there is one, else random, as the package comment says.
func juryMove(rng *rand.Rand, a, b int64) (x, y int64) {
	if x, y, ok := wythoff.Move(a, b); ok {
		return x, y
	}
	switch rng.Intn(3) {
	case 0:
		return 1 + rng.Int63n(a), 0
	case 1:
		return 0, 1 + rng.Int63n(b)
	}
	t := 1 + rng.Int63n(min(a, b))
	return t, t
}
