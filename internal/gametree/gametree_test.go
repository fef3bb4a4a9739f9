package gametree

import "testing"

// Subtraction game: take 1 or 2 from a heap. Lost exactly at multiples of 3.
func takeOneOrTwo(n int) []int {
	var m []int
	for t := 1; t <= 2 && t <= n; t++ {
		m = append(m, n-t)
	}
	return m
}

func TestWins(t *testing.T) {
	g := New(takeOneOrTwo)
	for n := 0; n < 50; n++ {
		if got, want := g.Wins(n), n%3 != 0; got != want {
			t.Errorf("Wins(%d) = %v, want %v", n, got, want)
		}
	}
}

func TestNoMovesLoses(t *testing.T) {
	g := New(func(string) []string { return nil })
	if g.Wins("end") {
		t.Error("a position without moves is won")
	}
}

func TestCyclePanics(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Error("no panic on a cyclic game")
		}
	}()
	New(func(n int) []int { return []int{1 - n} }).Wins(0)
}
