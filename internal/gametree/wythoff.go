package gametree

// WythoffMoves lists the moves of Wythoff's game from p: take any positive
// number from one pile, or the same positive number from both.
func WythoffMoves(p [2]int) [][2]int {
	var m [][2]int
	for take := 1; take <= max(p[0], p[1]); take++ {
		if take <= p[0] {
			m = append(m, [2]int{p[0] - take, p[1]})
		}
		if take <= p[1] {
			m = append(m, [2]int{p[0], p[1] - take})
		}
		if take <= min(p[0], p[1]) {
			m = append(m, [2]int{p[0] - take, p[1] - take})
		}
	}
	return m
}

// IsWythoffMove reports whether WythoffMoves lists a move from p to q.
func IsWythoffMove(p, q [2]int) bool {
	for _, m := range WythoffMoves(p) {
		if m == q {
			return true
		}
	}
	return false
}
