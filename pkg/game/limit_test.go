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

// TestMemory checks the memory bound: each search of a game too large for
// it stops, having held no more than the bound allows, with a *LimitError
// that names the memory bound and SetMemory; a search within it answers;
// the bound of positions, where smaller, is the one named; and larger
// positions are counted as costing more.
func TestMemory(t *testing.T) {
	kayles, err := octal.Parse(".77")
	if err != nil {
		t.Fatal(err)
	}
	chain := func(memory int64) *Game[int] {
		return New(func(v int) []int {
			if v < 2 {
				return nil
			}
			return []int{v - 1, v - 2}
		}).SetMemory(memory)
	}
	const far = 1000000000
	tests := []struct {
		search string
		run    func(memory int64) error
	}{
		{"Grundy", func(m int64) error { _, err := chain(m).Grundy(far); return err }},
		{"Wins", func(m int64) error { _, err := chain(m).Wins(far); return err }},
		{"Remoteness", func(m int64) error { _, err := chain(m).Remoteness(far); return err }},
		{"Suspense", func(m int64) error { _, err := chain(m).Suspense(far); return err }},
		{"MisereWins", func(m int64) error { _, err := NewSums(kayles.Moves).SetMemory(m).MisereWins(30, 29, 28); return err }},
		{"Genus", func(m int64) error { _, err := NewSums(kayles.Moves).SetMemory(m).Genus(30, 29, 28); return err }},
		{"the positions reachable", func(m int64) error { _, err := chain(m).Loopy(far); return err }},
		{"Scores.Value", func(m int64) error {
			s := NewScores(func(v int) []Move[int] { return []Move[int]{{To: v + 1, Score: 1}} }, nil).SetMemory(m)
			_, err := s.Value(0)
			return err
		}},
	}
	for _, tt := range tests {
		// A bound of 1000 positions, and half of one more.
		each := positionBytes(tt.search, 8)
		memory := 1000*each + each/2
		err := tt.run(memory)
		var le *LimitError
		if !errors.As(err, &le) || le.Search != tt.search || le.Limit != 1000 || le.Memory != memory || le.Bytes != each {
			t.Errorf("%s: err = %v, want a *LimitError of %s at 1000 positions of %d bytes", tt.search, err, tt.search, each)
			continue
		}
		if msg := err.Error(); !strings.Contains(msg, "memory bound of ") || !strings.Contains(msg, "SetMemory") {
			t.Errorf("%s: %q names neither the memory bound nor SetMemory", tt.search, msg)
		}
	}

	g := chain(1000 * positionBytes("Grundy", 8))
	if _, err := g.Grundy(5000); err == nil {
		t.Fatal("Grundy(5000) within a memory bound of 1000 positions")
	}
	if v, err := g.SetMemory(DefaultMemory).Grundy(5000); err != nil || v != (5000-1)%3 {
		t.Errorf("Grundy(5000) with the memory bound raised = %d, %v; want %d", v, err, (5000-1)%3)
	}

	// The smaller of the two bounds is the one met, and named.
	var le *LimitError
	_, err = chain(DefaultMemory).SetLimit(100).Grundy(far)
	if !errors.As(err, &le) || le.Limit != 100 || le.Memory != 0 || !strings.Contains(err.Error(), "SetLimit") {
		t.Errorf("Grundy within 100 positions and DefaultMemory: err = %v, want the bound of 100 positions", err)
	}

	for _, tt := range []struct {
		b    bounds
		size uintptr
		want int
		msg  string
	}{
		{bounds{}, 8, DefaultMemory / 384, "game: Grundy stopped at its memory bound of 1 GiB (2796202 positions at some 384 bytes each); raise it (SetMemory) where memory allows"},
		{bounds{}, 8 + 96, DefaultMemory / (384 + 4*96), "game: Grundy stopped at its memory bound of 1 GiB (1398101 positions at some 768 bytes each); raise it (SetMemory) where memory allows"},
		{bounds{memory: 3 << 29}, 8, 3 << 29 / 384, "game: Grundy stopped at its memory bound of 1536 MiB (4194304 positions at some 384 bytes each); raise it (SetMemory) where memory allows"},
		{bounds{memory: 100}, 8, 1, "game: Grundy stopped at its memory bound of 100 bytes (1 positions at some 384 bytes each); raise it (SetMemory) where memory allows"},
		{bounds{limit: 1000}, 8, 1000, "game: Grundy stopped at its bound of 1000 positions; raise it (SetLimit) where memory allows"},
		{bounds{memory: 1 << 40}, 8, DefaultLimit, "game: Grundy stopped at its bound of 33554432 positions; raise it (SetLimit) where memory allows"},
	} {
		if got := tt.b.positions("Grundy", tt.size); got != tt.want {
			t.Errorf("%+v, positions of %d bytes: bound %d, want %d", tt.b, tt.size, got, tt.want)
		}
		if msg := tt.b.passed("Grundy", tt.size).Error(); msg != tt.msg {
			t.Errorf("%+v, positions of %d bytes:\n got %s\nwant %s", tt.b, tt.size, msg, tt.msg)
		}
	}
}

// TestCount checks that a game told how many options each position has
// (SetCount) asks for no options past its bound: every search of Kayles'
// heap of a billion, whose options would take gigabytes, stops at once
// at the default bound with a *LimitError; a heap of as many options as
// the bound is searched, one more is not; a count that panics is a
// *PanicError; and small searches answer as without the count.
func TestCount(t *testing.T) {
	kayles, err := octal.Parse(".77")
	if err != nil {
		t.Fatal(err)
	}
	built := -1 // the largest heap whose options were asked for
	moves := func(n int) [][]int {
		built = max(built, n)
		if n > 1000 {
			return nil // never build them, should the count go unchecked
		}
		return kayles.Moves(n)
	}
	counted := func() *Game[int] { return NewSums(moves).SetCount(kayles.NumMoves) }
	const far = 1000000000
	tests := []struct {
		search string
		run    func() error
	}{
		{"Grundy", func() error { _, err := counted().Grundy(far); return err }},
		{"Grundy", func() error { _, err := counted().MisereWins(far, far-1); return err }},
		{"Grundy", func() error { _, err := counted().Genus(far); return err }},
		{"Grundy", func() error { _, err := counted().Tame(far); return err }},
		{"Wins", func() error { _, err := counted().Wins(far); return err }},
		{"Remoteness", func() error { _, err := counted().Remoteness(far); return err }},
		{"Suspense", func() error { _, err := counted().Suspense(far); return err }},
		{"the positions reachable", func() error { _, err := counted().Loopy(far); return err }},
	}
	for _, tt := range tests {
		built = -1
		err := tt.run()
		var le *LimitError
		// The default memory bound is met before DefaultLimit.
		want := int(DefaultMemory / positionBytes(tt.search, 8))
		if !errors.As(err, &le) || le.Search != tt.search || le.Limit != want || le.Memory != DefaultMemory {
			t.Errorf("%s of a billion: err = %v, want a *LimitError of %s at %d positions, DefaultMemory", tt.search, err, tt.search, want)
		}
		if built >= 0 {
			t.Errorf("%s of a billion: the options of heap %d were asked for", tt.search, built)
		}
	}

	// Kayles' heap of n has n options: 32 pass a bound of 31, and 31 do
	// not (the search then holds heaps 1 to 31, within it too).
	g := counted().SetLimit(31)
	built = -1
	if _, err := g.Grundy(32); err == nil || built >= 0 {
		t.Errorf("Grundy(32) within a bound of 31: err = %v, options of heap %d asked for", err, built)
	}
	if v, err := g.Grundy(31); err != nil || v != kayles.Mex(32)[31] {
		t.Errorf("Grundy(31) within a bound of 31 = %d, %v; want %d", v, err, kayles.Mex(32)[31])
	}

	var pe *PanicError
	_, err = NewSums(moves).SetCount(func(int) int { panic("no count") }).Grundy(3)
	if !errors.As(err, &pe) || pe.Func != "option count" || pe.Position != 3 {
		t.Errorf("Grundy(3) with a count that panics: err = %v, want a *PanicError of the option count of 3", err)
	}

	plain, c := NewSums(kayles.Moves), counted()
	for n := 0; n <= 12; n++ {
		for _, s := range []struct {
			name string
			run  func(*Game[int]) (any, error)
		}{
			{"Grundy", func(g *Game[int]) (any, error) { return g.Grundy(n) }},
			{"Wins", func(g *Game[int]) (any, error) { return g.Wins(n) }},
			{"MisereWins", func(g *Game[int]) (any, error) { return g.MisereWins(n, n/2, 3) }},
			{"Genus", func(g *Game[int]) (any, error) { x, err := g.Genus(n, n/2); return x.String(), err }},
		} {
			want, err := s.run(plain)
			if err != nil {
				t.Fatal(err)
			}
			if got, err := s.run(c); err != nil || got != want {
				t.Errorf("%s of heap %d counted = %v, %v; want %v", s.name, n, got, err, want)
			}
		}
	}
}
