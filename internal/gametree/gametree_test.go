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

func TestEachPiles(t *testing.T) {
	seen := map[Piles]int{}
	count := 0
	EachPiles(2, func(n int, p Piles) {
		count++
		for i := n; i < len(p); i++ {
			if p[i] != 0 {
				t.Fatalf("%d piles: %v", n, p)
			}
		}
		seen[p]++
	})
	if want := 3 + 9 + 27 + 81; count != want {
		t.Errorf("%d positions, want %d", count, want)
	}
	if len(seen) != 81 {
		t.Errorf("%d distinct positions, want 81", len(seen))
	}
}

func TestNimMoves(t *testing.T) {
	got := NimMoves(Piles{2, 0, 1})
	want := []Piles{{1, 0, 1}, {0, 0, 1}, {2, 0, 0}}
	if len(got) != len(want) {
		t.Fatalf("%v, want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("%v, want %v", got, want)
		}
	}
}

func TestPilesInput(t *testing.T) {
	if got := (Piles{3, 0, 7}).Input(3); got != "3\n3 0 7\n" {
		t.Errorf("got %q", got)
	}
	if got := (Piles{5}).Input(1); got != "1\n5\n" {
		t.Errorf("got %q", got)
	}
}

// TestNim checks the search of any number of piles against the one of four
// fixed piles, on every position of up to four piles of at most 4.
func TestNim(t *testing.T) {
	fixed := New(NimMoves)
	search := NewNim()
	EachPiles(4, func(n int, p Piles) {
		if got, want := search.Wins(p[:n]), fixed.Wins(p); got != want {
			t.Errorf("Nim.Wins(%v) = %v, want %v", p[:n], got, want)
		}
	})
	if search.Wins(nil) {
		t.Error("Nim.Wins of no piles is true")
	}
}
