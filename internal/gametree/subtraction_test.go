package gametree

import (
	"fmt"
	"testing"
)

func TestFibonacci(t *testing.T) {
	if got := fmt.Sprint(Fibonacci(1000)); got != "[1 2 3 5 8 13 21 34 55 89 144 233 377 610 987]" {
		t.Errorf("Fibonacci(1000) = %s", got)
	}
	if got := Fibonacci(0); len(got) != 0 {
		t.Errorf("Fibonacci(0) = %v", got)
	}
}

func TestSubtractionMoves(t *testing.T) {
	if got := fmt.Sprint(SubtractionMoves([]int{1, 3})(Piles{3, 0, 1})); got != "[[2 0 1 0] [0 0 1 0] [3 0 0 0]]" {
		t.Errorf("moves of {1, 3} from [3 0 1 0]: %s", got)
	}
	// Take 1 or 2: lost exactly at multiples of 3, on one pile and, as
	// the xor of their values n mod 3, on two.
	g := New(SubtractionMoves([]int{1, 2}))
	for a := 0; a < 20; a++ {
		for b := 0; b < 20; b++ {
			if got, want := g.Wins(Piles{a, b}), a%3 != b%3; got != want {
				t.Errorf("take 1 or 2 from %d and %d: Wins = %v, want %v", a, b, got, want)
			}
		}
	}
	// dpk's samples: take 2 or 3 from 4, 5, 7 stones.
	g = New(SubtractionMoves([]int{2, 3}))
	for n, want := range map[int]bool{4: true, 5: false, 7: true, 0: false, 1: false} {
		if got := g.Wins(Piles{n}); got != want {
			t.Errorf("take 2 or 3 from %d: Wins = %v, want %v", n, got, want)
		}
	}
}
