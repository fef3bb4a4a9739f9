// Command interactor is the jury of cf1934d2, XOR Break: Bob, played
// against the program's Alice. It is a testlib-style interactor (package
// internal/jury):
//
//	interactor INPUT OUTPUT [ANSWER]
//
// INPUT is a case: t (1 <= t <= 1000), then the t numbers n (1 <= n <=
// 2^63-1; the statement's are at most 10^18), then how Bob plays: "hard",
// or "random" and a seed (0 <= seed < 2^63). OUTPUT is written: one line
// per game the program won, "game 3: 13, program said second, won making
// 1 break, the jury 1", then the verdict. ANSWER is ignored.
//
// The jury prints t, then each game's n, and reads the program's lines:
// "first" or "second", then its breaks "p1 p2", printing Bob's breaks in
// between, or "0 0" when Bob cannot break or gives up, which ends the game
// (the next n follows). Where the program has nothing it can break, the
// jury still reads its line (the statement has it print "0 0" there), and
// the game is lost. The jury writes each line at once, in one write, and
// stops as soon as the last game ends, without waiting for the program to
// exit. A line of the program's ends at "\n", "\r\n" or the end of the
// input; it is one word, or two numbers of decimal digits, separated by
// spaces or tabs, which may also lead and trail. A line of more than 100
// bytes before its end is a wrong answer, so the jury's memory stays small
// whatever comes.
//
// Bob decides who wins with a search of the game for the numbers below
// 2^10 (gametree.NewXorBreak, which knows nothing but the rules), so that
// the jury does not take the theorem it tests on trust there, and by
// popcount's parity above. Where Bob can win (the program left him a
// number of even popcount, or chose first or second wrongly) he does: he
// breaks the first number he wins into two lost ones, the shortest such
// game where the search knows the number, else into its highest bit and
// the rest. Where he is lost, a hard Bob makes the game as long as he
// can: he breaks the larger number he can break; where the search knows it
// (both numbers are then below 2^10), by the break of either number that
// makes the game last the longest against the best play; otherwise into
// the largest piece of even popcount there is, a - 1 or a - 2 (longest),
// which stretches a program that breaks slowly past 63 breaks. A hard Bob
// prints the piece that holds the top bit of the number he broke first on
// his first, third, ... break of a game, last on the others, so that a
// program which picks a piece by its place is caught. A random Bob draws
// from rng := rand.New(rand.NewSource(seed)) (math/rand, whose sequence
// for a seed is the same in every Go release): where he is lost, he gives
// up ("0 0") if rng.Intn(10) == 0, else breaks one of the k numbers he can
// break, rng.Intn(k), by a break drawn uniformly from its breaks
// (randomBreak); and he prints every break of his in the order drawn by
// rng.Intn(2), piece with the top bit first on 1. Either way a case always
// plays out the same way against the same program.
//
// Exit status and the one line on standard error, also OUTPUT's last line:
//
//   - 0, "ok won 4 games of 4, at most 22 breaks a game": the program won
//     every game, with at most that many breaks of its own in one.
//   - 1, "wrong answer game 3: ...": the program said something other
//     than "first" or "second", wrote a line that is not a break of a
//     number it may break, "0 0" where it can break (it gives up), a line
//     over 100 bytes, ended before the game did, lost the game (it has no
//     number it can break), or made 63 breaks leaving one that Bob can
//     break. The jury prints "-1 -1" before it exits.
//   - 3, "FAIL ...": the jury's own fault: wrong arguments, a file it
//     cannot open or write, an INPUT that breaks the limits above (with its
//     line and column), or an error reading the program's output that is
//     not its end.
package main

import (
	"io"
	"math/bits"
	"math/rand"
	"strconv"

	"gametheory/internal/gametree"
	"gametheory/internal/jury"
	"gametheory/pkg/fastio"
)

const (
	maxGames  = 1000
	maxBreaks = 63      // the program's, in one game
	searched  = 1 << 10 // the numbers Bob knows from the search
)

func main() { jury.Main(play) }

// run plays the case read from input against a program, as jury.Run does.
func run(input, fromProgram io.Reader, toProgram, record io.Writer) (code int, msg string) {
	return jury.Run(play, input, fromProgram, toProgram, record)
}

func play(input io.Reader, dialogue *jury.Dialogue, record io.Writer) (int, string) {
	games, seed, random, err := readCase(input)
	if err != nil {
		return jury.Fail, "FAIL INPUT " + err.Error()
	}
	d := &duel{Dialogue: dialogue, bob: newBob(gametree.NewXorBreak(searched), seed, random), record: record}
	if !d.Send(int64(len(games))) {
		return jury.WrongAnswer, "wrong answer game 1: " + jury.Ended
	}
	most := 0
	for i, n := range games {
		g := strconv.Itoa(i + 1)
		breaks, code, reason := d.game(g, n)
		switch code {
		case jury.WrongAnswer:
			return code, "wrong answer game " + g + ": " + reason
		case jury.Fail:
			return code, "FAIL game " + g + ": " + reason
		}
		most = max(most, breaks)
	}
	t := strconv.Itoa(len(games))
	return jury.Accepted, "ok won " + t + " games of " + t + ", at most " + count(most) + " a game"
}

// readCase reads INPUT: the games, how Bob plays, and nothing after them.
func readCase(r io.Reader) (games []int64, seed int64, random bool, err error) {
	in := fastio.NewReader(r)
	t := in.IntIn("the number of games t", 1, maxGames)
	for i := int64(0); i < t && in.Err() == nil; i++ {
		games = append(games, in.IntIn("n", 1, 1<<63-1))
	}
	switch mode := string(in.TokenIn(`"hard" or "random"`)); {
	case mode == "random":
		random = true
		seed = in.IntIn("the seed", 0, 1<<63-1)
	case mode != "hard":
		in.Fail(`expected "hard" or "random", found ` + strconv.Quote(mode))
	}
	if in.More() {
		in.Token()
		in.Fail("expected the end of the input after how Bob plays")
	}
	return games, seed, random, in.Err()
}

// A duel is the jury's side of a case's games.
type duel struct {
	*jury.Dialogue
	bob    *bob
	record io.Writer
}

// game plays game g from n. It returns the number of the program's
// breaks and jury.Accepted if the program won it, having written the game
// to the record; otherwise the exit code and the reason.
func (d *duel) game(g string, n int64) (breaks int, code int, reason string) {
	if !d.Send(n) {
		return 0, jury.WrongAnswer, jury.Ended
	}
	line, code, reason := d.Line()
	if code != jury.Accepted {
		return 0, code, reason
	}
	f := jury.Fields(line)
	if len(f) != 1 || string(f[0]) != "first" && string(f[0]) != "second" {
		return 0, jury.WrongAnswer, `expected "first" or "second", found ` + strconv.Quote(string(line))
	}
	answer := string(f[0])
	held := [2]int64{n} // the numbers the player to move may break; 0 is none
	d.bob.turn = 0
	for programBreaks := answer == "first"; ; programBreaks = true {
		if programBreaks {
			line, code, reason := d.Line()
			if code != jury.Accepted {
				return breaks, code, reason
			}
			x, y, ok := jury.TwoNumbers(line)
			switch {
			case !breakable(held[0]) && !breakable(held[1]):
				return breaks, jury.WrongAnswer, "the program lost: it cannot break " + show(held) + ", after " + count(breaks) + " of its own"
			case !ok:
				return breaks, jury.WrongAnswer, `expected a break "p1 p2", found ` + strconv.Quote(string(line))
			case x == 0 && y == 0:
				return breaks, jury.WrongAnswer, "the program gave up (0 0), holding " + show(held) + ", which it can break"
			case !isBreak(held, x, y):
				return breaks, jury.WrongAnswer, jury.Show(x, y) + " is not a break of " + show(held)
			}
			breaks++
			held = [2]int64{x, y}
			if breaks == maxBreaks && (breakable(x) || breakable(y)) {
				return breaks, jury.WrongAnswer, "the program made " + count(maxBreaks) + ", and the jury can still break " + show(held)
			}
		}
		x, y := d.bob.move(held)
		if !d.Send(x, y) {
			return breaks, jury.WrongAnswer, jury.Ended
		}
		if x == 0 {
			io.WriteString(d.record, "game "+g+": "+strconv.FormatInt(n, 10)+", program said "+answer+
				", won making "+count(breaks)+", the jury "+strconv.Itoa(d.bob.turn)+"\n")
			return breaks, jury.Accepted, ""
		}
		held = [2]int64{x, y}
	}
}

// isBreak reports whether x, y is a break of a number held.
func isBreak(held [2]int64, x, y int64) bool {
	p := x ^ y
	return p != 0 && (p == held[0] || p == held[1]) && 0 < x && x < p && 0 < y && y < p
}

// breakable reports whether p has a break: whether it has two 1 bits or
// more.
func breakable(p int64) bool { return p&(p-1) != 0 }

// show writes the numbers held: "13", or "10 or 7".
func show(held [2]int64) string {
	s := strconv.FormatInt(held[0], 10)
	if held[1] != 0 {
		s += " or " + strconv.FormatInt(held[1], 10)
	}
	return s
}

// count writes "1 break", "2 breaks".
func count(breaks int) string {
	if breaks == 1 {
		return "1 break"
	}
	return strconv.Itoa(breaks) + " breaks"
}

// A bob is the jury's player, as the package comment says.
type bob struct {
	search *gametree.XorBreak
	rng    *rand.Rand // nil for a hard Bob
	turn   int        // his breaks in the game so far
}

func newBob(search *gametree.XorBreak, seed int64, random bool) *bob {
	b := &bob{search: search}
	if random {
		b.rng = rand.New(rand.NewSource(seed))
	}
	return b
}

// move returns Bob's break of one of the numbers held (a 0 is none), or
// 0, 0 when he cannot break either, or gives up.
func (b *bob) move(held [2]int64) (x, y int64) {
	var can []int64 // the numbers he can break
	for _, p := range held {
		if breakable(p) {
			can = append(can, p)
		}
	}
	if len(can) == 0 {
		return 0, 0
	}
	// hi holds the top bit of the number broken, lo does not.
	var hi, lo int64
	switch larger := max(can[0], can[len(can)-1]); {
	case b.wins(held[0]) || b.wins(held[1]):
		p := held[0]
		if !b.wins(p) {
			p = held[1]
		}
		if b.known(p) {
			hi, lo = b.searchedMove(p)
		} else {
			hi = int64(1) << (bits.Len64(uint64(p)) - 1)
			lo = p - hi
		}
	case b.rng != nil:
		if b.rng.Intn(10) == 0 {
			return 0, 0
		}
		hi, lo = randomBreak(b.rng, can[b.rng.Intn(len(can))])
	case b.known(larger):
		hi, lo = b.searchedMove(can...)
	default:
		hi, lo = longest(larger)
	}
	b.turn++
	if b.rng != nil && b.rng.Intn(2) == 0 || b.rng == nil && b.turn%2 == 0 {
		return lo, hi
	}
	return hi, lo
}

// known reports whether the search knows p.
func (b *bob) known(p int64) bool { return p < int64(b.search.Size()) }

// wins reports whether the player who must break p wins: by the search
// where it knows p, by popcount's parity above.
func (b *bob) wins(p int64) bool {
	if b.known(p) {
		return b.search.Wins(int(p))
	}
	return bits.OnesCount64(uint64(p))%2 == 0
}

// searchedMove returns the best break of one of ps, all known to the
// search, as
// the search values them for Bob: to two numbers lost for the program,
// the shortest such game; else the longest game.
func (b *bob) searchedMove(ps ...int64) (hi, lo int64) {
	best := -1
	for _, p := range ps {
		for _, br := range gametree.XorBreaks(int(p)) {
			programWins, r := b.search.Pair(br[0], br[1])
			score := r // remoteness is below 2*63: a won game outscores a lost one
			if !programWins {
				score = 1000 - r
			}
			if score > best {
				best, hi, lo = score, int64(br[1]), int64(br[0])
			}
		}
	}
	return hi, lo
}

// longest returns the break of a, of odd popcount and not a power of two,
// whose piece of even popcount is the largest. With a = x·2^(z+1) + 2^z,
// a - 1 = x·2^(z+1) + 2^z - 1 has popcount(x) + z bits: even iff z is
// even; then a xor (a-1) = 2^(z+1) - 1 < a. Else a - 2 (z >= 1) has
// popcount(x) + z - 1 bits, even, and a xor (a-2) = 2^(z+1) - 2 < a. Both
// keep a's top bit, which x holds.
func longest(a int64) (hi, lo int64) {
	hi = a - 1
	if bits.TrailingZeros64(uint64(a))%2 == 1 {
		hi = a - 2
	}
	return hi, a ^ hi
}

// randomBreak returns a break of p, not a power of two, drawn uniformly
// from all its breaks. A break of p is a pair lo, p xor lo where lo is
// below p's top bit 2^h and lo's own top bit is a bit of p: then p xor lo
// keeps 2^h and is below p, and no other lo works. So there are as many
// breaks as rest = p - 2^h, and the u-th of them, counting 2^k for each
// bit 2^k of rest from the lowest, is drawn from u uniform in [0, rest).
func randomBreak(rng *rand.Rand, p int64) (hi, lo int64) {
	rest := p - int64(1)<<(bits.Len64(uint64(p))-1)
	u := rng.Int63n(rest)
	for k := 0; ; k++ {
		if size := int64(1) << k; rest&size != 0 {
			if u < size {
				lo = size + u
				return p ^ lo, lo
			}
			u -= size
		}
	}
}
