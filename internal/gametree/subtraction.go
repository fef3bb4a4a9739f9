package gametree

// SubtractionMoves returns the moves of a subtraction game played on
// Piles: a move takes s stones from one pile, for any s in set that the
// pile holds. One pile is dpk's game (Stones), three hdu1848's.
func SubtractionMoves(set []int) func(p Piles) []Piles {
	return func(p Piles) []Piles {
		var m []Piles
		for i, n := range p {
			for _, s := range set {
				if s <= n {
					q := p
					q[i] = n - s
					m = append(m, q)
				}
			}
		}
		return m
	}
}

// Fibonacci returns the Fibonacci numbers 1, 2, 3, 5, 8, ... up to most,
// each the sum of the two before it: hdu1848's subtraction set.
func Fibonacci(most int) []int {
	var f []int
	for a, b := 1, 2; a <= most; a, b = b, a+b {
		f = append(f, a)
	}
	return f
}
