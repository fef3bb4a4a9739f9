package gametree

// XOR Break (Codeforces 1934D2): the player holding p breaks it into x
// and y with 0 < x, y < p and x xor y = p; the opponent picks x or y and
// must break it in turn; a player who cannot break the number he must
// loses. The search below knows nothing of the game but these rules.

// XorBreaks lists the breaks of p >= 0 as pairs x < y, each once, found by
// trying every x below p. A power of two, and 0, have none.
func XorBreaks(p int) [][2]int {
	var b [][2]int
	eachBreak(p, func(x, y int) { b = append(b, [2]int{x, y}) })
	return b
}

// eachBreak calls f(x, y) for each break of p, x < y, x increasing.
func eachBreak(p int, f func(x, y int)) {
	for x := 1; x < p; x++ {
		if y := x ^ p; x < y && y < p {
			f(x, y)
		}
	}
}

// An XorBreak is XOR Break searched on every number below its size: for
// each p, whether the player who must break p wins with perfect play, and
// the game's remoteness, the number of breaks it lasts when the winner
// hurries and the loser delays (as pkg/game's Retrograde counts moves).
// The player who picks from two numbers x and y (Pair) breaks either, so
// he wins iff he wins breaking one of them.
type XorBreak struct {
	wins   []bool
	remote []int8
}

// NewXorBreak searches every number below n, smallest first, each break
// of each: about n²/6 breaks in all.
func NewXorBreak(n int) *XorBreak {
	s := &XorBreak{make([]bool, n), make([]int8, n)}
	for p := 1; p < n; p++ {
		lost, won := -1, -1 // the longest game over all breaks, the shortest leaving the opponent lost
		eachBreak(p, func(x, y int) {
			w, r := s.Pair(x, y)
			if w {
				lost = max(lost, r)
			} else if won < 0 || r < won {
				won = r
			}
		})
		switch {
		case won >= 0:
			s.wins[p], s.remote[p] = true, int8(1+won)
		case lost >= 0:
			s.remote[p] = int8(1 + lost)
		}
	}
	return s
}

// Size returns the bound the search was made for: it knows every p below it.
func (s *XorBreak) Size() int { return len(s.wins) }

// Wins reports whether the player who must break p wins.
func (s *XorBreak) Wins(p int) bool { return s.wins[p] }

// Remoteness returns how many breaks the game lasts from the player who
// must break p: 0 for a power of two.
func (s *XorBreak) Remoteness(p int) int { return int(s.remote[p]) }

// Pair returns the result for the player who picks x or y and breaks it:
// he wins iff he wins breaking either; a winner picks the shorter won
// game, a loser the longer. A 0 stands for no number, so Pair(n, 0) is the
// start of a game from n.
func (s *XorBreak) Pair(x, y int) (wins bool, remoteness int) {
	wx, rx := s.wins[x], int(s.remote[x])
	wy, ry := s.wins[y], int(s.remote[y])
	switch {
	case wx && wy:
		return true, min(rx, ry)
	case wx:
		return true, rx
	case wy:
		return true, ry
	}
	return false, max(rx, ry)
}
