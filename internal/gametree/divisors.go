package gametree

// DivisorMoves lists the moves of Deleting Divisors (Codeforces 1537D)
// from n >= 1: subtract a divisor of n other than 1 and n, each divisor
// once, found by trial division up to the square root of n. A prime and 1
// have none.
func DivisorMoves(n int) []int {
	var m []int
	for d := 2; d*d <= n; d++ {
		if n%d == 0 {
			m = append(m, n-d)
			if e := n / d; e != d {
				m = append(m, n-e)
			}
		}
	}
	return m
}
