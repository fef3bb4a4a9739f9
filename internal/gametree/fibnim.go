package gametree

// FibNim is a position of Fibonacci Nim (hdu2516): Left stones, of which
// the player to move may take 1 to Most.
type FibNim struct{ Left, Most int }

// FibNimStart is the position of a heap of n stones before the first
// move, which takes any number but not all.
func FibNimStart(n int) FibNim { return FibNim{n, n - 1} }

// FibNimMoves lists the moves of Fibonacci Nim from p: take k stones,
// 1 <= k <= Most, leaving the opponent up to 2k to take. Most is kept at
// no more than what is left, so equal positions are one key.
func FibNimMoves(p FibNim) []FibNim {
	var m []FibNim
	for k := 1; k <= p.Most && k <= p.Left; k++ {
		m = append(m, FibNim{p.Left - k, min(2*k, p.Left-k)})
	}
	return m
}
