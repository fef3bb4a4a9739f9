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
