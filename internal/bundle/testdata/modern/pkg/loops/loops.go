// Package loops has loops of today's Go beside older ones.
package loops

import "slices"

// Squares returns the squares of 0 to n-1, ranging over an integer (go1.22).
func Squares(n int) []int {
	var s []int
	for i := range n {
		s = append(s, i*i)
	}
	return s
}

// Upto yields 0 to n-1: an iterator, a function to range over.
func Upto(n int) func(yield func(int) bool) {
	return func(yield func(int) bool) {
		for i := 0; i < n; i++ {
			if !yield(i) {
				return
			}
		}
	}
}

// Sum adds what seq yields, ranging over a function (go1.23).
func Sum(seq func(yield func(int) bool)) int {
	sum := 0
	for x := range seq {
		sum += x
	}
	return sum
}

// Collect lists what Upto(n) yields with slices.Collect (go1.23).
func Collect(n int) []int { return slices.Collect(Upto(n)) }

// Evens returns the even numbers below n, as any Go can.
func Evens(n int) []int {
	var s []int
	for i := 0; i < n; i += 2 {
		s = append(s, i)
	}
	return s
}
