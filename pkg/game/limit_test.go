package game

import (
	"errors"
	"strings"
	"testing"

	"gametheory/pkg/octal"
)

// TestLimits checks that every search stops at its bound with a
// *LimitError naming the search and the bound, on games that would run
// on for a billion positions or sums; and that the game, its bound raised,
// then answers as one never bounded does.
func TestLimits(t *testing.T) {
	// A chain of a billion positions: each v moves to v-1 and v-2.
	chain := func() *Game[int] {
		return New(func(v int) []int {
			if v < 2 {
				return nil
			}
			return []int{v - 1, v - 2}
		}).SetLimit(1000)
	}
	kayles, err := octal.Parse(".77")
	if err != nil {
		t.Fatal(err)
	}
	wild := func() *Game[int] { return NewSums(kayles.Moves).SetLimit(2000) }
	const far = 1000000000
	tests := []struct {
		search string
		run    func() error
	}{
		{"Grundy", func() error { _, err := chain().Grundy(far); return err }},
		{"Grundy", func() error { _, err := chain().Sum(far, far-1); return err }},
		{"Wins", func() error { _, err := chain().Wins(far); return err }},
		{"Remoteness", func() error { _, err := chain().Remoteness(far); return err }},
		{"Suspense", func() error { _, err := chain().Suspense(far); return err }},
		{"Grundy", func() error { _, err := chain().MisereWins(far, far-1); return err }},
		{"MisereWins", func() error { _, err := wild().MisereWins(30, 29, 28); return err }},
		{"Genus", func() error { _, err := wild().Genus(30, 29, 28); return err }},
		{"Genus", func() error { _, err := wild().Tame(40); return err }},
		{"the positions reachable", func() error { _, err := chain().Loopy(far); return err }},
		{"Scores.Value", func() error {
			s := NewScores(func(v int) []Move[int] { return []Move[int]{{To: v + 1, Score: 1}} }, nil).SetLimit(1000)
			_, err := s.Value(0)
			return err
		}},
	}
	for _, tt := range tests {
		err := tt.run()
		var le *LimitError
		if !errors.As(err, &le) || le.Search != tt.search || !strings.Contains(err.Error(), tt.search+" stopped at its bound of ") {
			t.Errorf("%s: err = %v, want a *LimitError of %s", tt.search, err, tt.search)
		}
	}
	// Stopped, and asked again with the bound raised: the search starts
	// afresh where it stopped, and answers.
	g := chain()
	if _, err := g.Grundy(5000); err == nil {
		t.Fatal("Grundy(5000) within a bound of 1000 positions")
	}
	// G(0) = G(1) = 0, without moves; then 1, 2, 0, 1, 2, ...
	if v, err := g.SetLimit(10000).Grundy(5000); err != nil || v != (5000-1)%3 {
		t.Errorf("Grundy(5000) with the bound raised = %d, %v; want %d", v, err, (5000-1)%3)
	}
	w := NewSums(kayles.Moves).SetLimit(50)
	if _, err := w.MisereWins(9, 8, 7); err == nil {
		t.Fatal("MisereWins(9, 8, 7) within a bound of 50 sums")
	}
	want, err := NewSums(kayles.Moves).MisereWins(9, 8, 7)
	if err != nil {
		t.Fatal(err)
	}
	if got, err := w.SetLimit(DefaultLimit).MisereWins(9, 8, 7); err != nil || got != want {
		t.Errorf("MisereWins(9, 8, 7) with the bound raised = %v, %v; want %v", got, err, want)
	}
}
