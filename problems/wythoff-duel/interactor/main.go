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
	"bufio"
	"bytes"
	"io"
	"math/rand"
	"os"
	"os/signal"
	"strconv"
	"syscall"

	"gametheory/pkg/fastio"
	"gametheory/pkg/wythoff"
)

// testlib's exit codes.
const (
	accepted    = 0
	wrongAnswer = 1
	fail        = 3
)

const (
	maxGames = 100
	maxPile  = 1e9
	maxLine  = 100 // bytes of a program's line, before its newline
)

func main() {
	// A write to a program that has exited fails instead of killing the jury.
	signal.Ignore(syscall.SIGPIPE)
	code, msg := runFiles(os.Args[1:])
	os.Stderr.WriteString(msg + "\n")
	os.Exit(code)
}

// runFiles opens INPUT and OUTPUT and runs the jury on standard input and
// output.
func runFiles(args []string) (code int, msg string) {
	if len(args) != 2 && len(args) != 3 {
		return fail, "FAIL usage: interactor INPUT OUTPUT [ANSWER]"
	}
	input, err := os.Open(args[0])
	if err != nil {
		return fail, "FAIL " + err.Error()
	}
	defer input.Close()
	f, err := os.Create(args[1])
	if err != nil {
		return fail, "FAIL " + err.Error()
	}
	record := bufio.NewWriter(f)
	code, msg = run(input, os.Stdin, os.Stdout, record)
	if err := record.Flush(); err != nil {
		code, msg = fail, "FAIL writing OUTPUT: "+err.Error()
	}
	if err := f.Close(); err != nil && code != fail {
		code, msg = fail, "FAIL writing OUTPUT: "+err.Error()
	}
	return code, msg
}

// run plays the case read from input against a program, reading its lines
// from fromProgram and writing to toProgram, and writes the record of the
// games and the verdict to record. It returns the exit code and the
// verdict.
func run(input, fromProgram io.Reader, toProgram, record io.Writer) (code int, msg string) {
	code, msg = play(input, fromProgram, toProgram, record)
	if code == wrongAnswer {
		io.WriteString(toProgram, "-1 -1\n") // the program may be gone: no error to report
	}
	io.WriteString(record, msg+"\n")
	return code, msg
}

func play(input, fromProgram io.Reader, toProgram, record io.Writer) (int, string) {
	games, seed, err := readCase(input)
	if err != nil {
		return fail, "FAIL INPUT " + err.Error()
	}
	d := &duel{
		rng:    rand.New(rand.NewSource(seed)),
		from:   bufio.NewReaderSize(fromProgram, maxLine+2),
		to:     toProgram,
		record: record,
	}
	if !d.send(int64(len(games))) {
		return wrongAnswer, "wrong answer game 1: " + ended
	}
	for i, p := range games {
		g := strconv.Itoa(i + 1)
		switch code, reason := d.game(g, p[0], p[1]); code {
		case wrongAnswer:
			return code, "wrong answer game " + g + ": " + reason
		case fail:
			return code, "FAIL game " + g + ": " + reason
		}
	}
	n := strconv.Itoa(len(games))
	return accepted, "ok won " + n + " games of " + n
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

// ended is the reason given when the program's output ends, or its input
// closes, in the middle of a game.
const ended = "the program ended before the game did"

// A duel is the jury's side of a case's games.
type duel struct {
	rng    *rand.Rand
	from   *bufio.Reader
	to     io.Writer
	record io.Writer
}

// game plays game g from piles a, b. It returns accepted if the program
// won it, having written the game to the record; otherwise the exit code
// and the reason.
func (d *duel) game(g string, a, b int64) (code int, reason string) {
	if !d.send(a, b) {
		return wrongAnswer, ended
	}
	line, code, reason := d.line()
	if code != accepted {
		return code, reason
	}
	f := fields(line)
	if len(f) != 1 || string(f[0]) != "First" && string(f[0]) != "Second" {
		return wrongAnswer, `expected "First" or "Second", found ` + strconv.Quote(string(line))
	}
	answer := string(f[0])
	programMoves := answer == "First"
	if programMoves && wythoff.Lost(a, b) {
		return wrongAnswer, "the program said First at a lost position " + pair(a, b)
	}
	start := pair(a, b)
	moves := 0
	for a != 0 || b != 0 {
		var x, y int64
		if programMoves {
			line, code, reason := d.line()
			if code != accepted {
				return code, reason
			}
			var ok bool
			if x, y, ok = parseMove(line); !ok {
				return wrongAnswer, `expected a move "x y", found ` + strconv.Quote(string(line))
			}
			if !wythoff.Legal(a, b, x, y) {
				return wrongAnswer, "illegal move " + pair(x, y) + " at " + pair(a, b)
			}
		} else {
			x, y = juryMove(d.rng, a, b)
			if !d.send(x, y) {
				return wrongAnswer, ended
			}
		}
		a, b = a-x, b-y
		moves++
		programMoves = !programMoves
	}
	if programMoves { // and no stone left: the jury took the last one
		return wrongAnswer, "the program lost: the jury took the last stone in move " + strconv.Itoa(moves)
	}
	io.WriteString(d.record, "game "+g+": "+start+", program said "+answer+", won in "+strconv.Itoa(moves)+" moves\n")
	return accepted, ""
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

// send writes the numbers to the program as one line, in one write, and
// reports whether the write succeeded.
func (d *duel) send(nums ...int64) bool {
	var b []byte
	for i, v := range nums {
		if i > 0 {
			b = append(b, ' ')
		}
		b = strconv.AppendInt(b, v, 10)
	}
	_, err := d.to.Write(append(b, '\n'))
	return err == nil
}

// line reads the program's next line, without its newline. It returns
// accepted and the line, or the code and the reason when there is none.
func (d *duel) line() (line []byte, code int, reason string) {
	line, err := d.from.ReadSlice('\n')
	switch {
	case err == bufio.ErrBufferFull:
		return nil, wrongAnswer, "a line of more than " + strconv.Itoa(maxLine) + " bytes"
	case err == io.EOF && len(line) == 0:
		return nil, wrongAnswer, ended
	case err != nil && err != io.EOF:
		return nil, fail, "reading the program's output: " + err.Error()
	}
	line = bytes.TrimSuffix(line, []byte("\n"))
	line = bytes.TrimSuffix(line, []byte("\r"))
	if len(line) > maxLine {
		return nil, wrongAnswer, "a line of more than " + strconv.Itoa(maxLine) + " bytes"
	}
	return line, accepted, ""
}

// fields splits a line into words separated by spaces and tabs.
func fields(line []byte) [][]byte {
	return bytes.FieldsFunc(line, func(r rune) bool { return r == ' ' || r == '\t' })
}

// parseMove reads a line of two numbers of digits.
func parseMove(line []byte) (x, y int64, ok bool) {
	f := fields(line)
	if len(f) != 2 {
		return 0, 0, false
	}
	x, okx := number(f[0])
	y, oky := number(f[1])
	return x, y, okx && oky
}

// number reads a number of decimal digits that fits in an int64.
func number(w []byte) (int64, bool) {
	for _, c := range w {
		if c < '0' || c > '9' {
			return 0, false
		}
	}
	v, err := strconv.ParseInt(string(w), 10, 64)
	return v, err == nil
}

// pair shows two numbers as a line shows them.
func pair(x, y int64) string {
	return strconv.FormatInt(x, 10) + " " + strconv.FormatInt(y, 10)
}
