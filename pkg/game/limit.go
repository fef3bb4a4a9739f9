package game

import (
	"fmt"
	"unsafe"
)

// DefaultLimit is how many positions a search holds at most unless told
// otherwise (Game.SetLimit, Scores.SetLimit). A search stops with a
// *LimitError at this bound or at its memory bound (DefaultMemory),
// whichever it meets first, instead of running until memory or patience
// runs out.
const DefaultLimit = 1 << 25

// DefaultMemory is how many bytes a search holds at most unless told
// otherwise (Game.SetMemory, Scores.SetMemory): 1 GiB, which a typical
// machine can spare. What a search holds is estimated from the positions
// it holds, each at what positionBytes says one costs it, so a search
// stops at DefaultMemory / positionBytes positions: some 2.8 million for
// Grundy values of int positions, 8.4 million for the positions reachable
// from a root. What the game's own functions allocate is not counted.
const DefaultMemory = 1 << 30

// positionBytes estimates what a position of size bytes (unsafe.Sizeof)
// costs the search named, at its peak: remembered, on the search's stack,
// and its options. The figures are the peak memory of each search on a
// chain of int positions as long as 4·10^5 (each v moving to v-1 and v-2,
// where every position is on the stack at once), rounded up: some 320
// bytes a position for Grundy, 390 for Wins, 550 for MisereWins, 700 for
// Genus, 120 for the positions reachable (Loopy, Retrograde) and 210 for
// Scores.Value; a larger position is counted four times more (remembered,
// on the stack, among its parent's options, and in its own).
func positionBytes(search string, size uintptr) int64 {
	base := int64(768) // Genus, and any search not named below
	switch search {
	case "the positions reachable":
		base = 128
	case "Scores.Value":
		base = 256
	case "Grundy", "Remoteness", "Suspense":
		base = 384
	case "Wins":
		base = 448
	case "MisereWins":
		base = 640
	}
	if size > 8 {
		base += 4 * int64(size-8)
	}
	return base
}

// bounds are the bounds of the searches of a Game or Scores: positions
// and bytes, 0 for DefaultLimit and DefaultMemory.
type bounds struct {
	limit  int
	memory int64
}

// positions returns the most positions the search named holds, of size
// bytes each: the bound of positions, or fewer where the memory bound is
// met first.
func (b bounds) positions(search string, size uintptr) int {
	n, _ := b.bound(search, size)
	return n
}

// passed returns the *LimitError of the search named, of positions of
// size bytes, past its bound.
func (b bounds) passed(search string, size uintptr) *LimitError {
	n, memory := b.bound(search, size)
	e := &LimitError{Search: search, Limit: n}
	if memory != 0 {
		e.Memory, e.Bytes = memory, positionBytes(search, size)
	}
	return e
}

// bound returns the most positions the search named holds, and the
// memory bound where it is the one met (0 otherwise).
func (b bounds) bound(search string, size uintptr) (int, int64) {
	limit, memory := b.limit, b.memory
	if limit == 0 {
		limit = DefaultLimit
	}
	if memory == 0 {
		memory = DefaultMemory
	}
	if n := max(memory/positionBytes(search, size), 1); n < int64(limit) {
		return int(n), memory
	}
	return limit, 0
}

// A LimitError reports a search stopped at its bound: it would have held
// more than Limit positions, or a position with more than Limit options
// (SetCount). Where Memory is not 0, Limit is what the memory bound
// allows, Memory bytes at an estimated Bytes a position.
type LimitError struct {
	Search string // what was searched: "Grundy", "MisereWins", ...
	Limit  int
	Memory int64 // the memory bound, where it is the one met
	Bytes  int64 // what a position costs the search, as estimated
}

func (e *LimitError) Error() string {
	if e.Memory != 0 {
		return fmt.Sprintf("game: %s stopped at its memory bound of %s (%d positions at some %d bytes each); raise it (SetMemory) where memory allows", e.Search, bytesString(e.Memory), e.Limit, e.Bytes)
	}
	return fmt.Sprintf("game: %s stopped at its bound of %d positions; raise it (SetLimit) where memory allows", e.Search, e.Limit)
}

// bytesString writes n bytes in the largest of GiB, MiB, KiB and bytes
// that divides it, as 1 GiB or 1536 MiB.
func bytesString(n int64) string {
	for _, u := range []struct {
		name string
		size int64
	}{{"GiB", 1 << 30}, {"MiB", 1 << 20}, {"KiB", 1 << 10}} {
		if n%u.size == 0 {
			return fmt.Sprintf("%d %s", n/u.size, u.name)
		}
	}
	return fmt.Sprintf("%d bytes", n)
}

// A graph is the positions reachable from some roots, numbered in the
// order met, and their moves: those of position v lead to the positions
// to[start[v]:start[v+1]].
type graph[P comparable] struct {
	ids   map[P]int32
	ps    []P
	start []int32
	to    []int32
}

// reachable numbers the positions reachable from roots by moves, at most
// as many as b allows (a *LimitError past it), 2^31-1 at most, and at most
// 2^31-1 moves.
func reachable[P comparable](moves func(P) ([]P, error), b bounds, roots []P) (*graph[P], error) {
	gr := &graph[P]{ids: make(map[P]int32), start: []int32{0}}
	var p P
	limit := b.positions("the positions reachable", unsafe.Sizeof(p))
	passed := b.passed("the positions reachable", unsafe.Sizeof(p))
	if limit > 1<<31-1 {
		limit, passed = 1<<31-1, &LimitError{Search: "the positions reachable", Limit: 1<<31 - 1}
	}
	id := func(p P) (int32, error) {
		if i, ok := gr.ids[p]; ok {
			return i, nil
		}
		if len(gr.ps) >= limit {
			return 0, passed
		}
		gr.ids[p] = int32(len(gr.ps))
		gr.ps = append(gr.ps, p)
		return int32(len(gr.ps) - 1), nil
	}
	for _, r := range roots {
		if _, err := id(r); err != nil {
			return nil, err
		}
	}
	for v := 0; v < len(gr.ps); v++ {
		ms, err := moves(gr.ps[v])
		if err != nil {
			return nil, err
		}
		if len(gr.to)+len(ms) > 1<<31-1 {
			return nil, fmt.Errorf("game: more than %d moves", 1<<31-1)
		}
		for _, q := range ms {
			w, err := id(q)
			if err != nil {
				return nil, err
			}
			gr.to = append(gr.to, w)
		}
		gr.start = append(gr.start, int32(len(gr.to)))
	}
	return gr, nil
}

// adj returns the moves of position v, as numbers.
func (gr *graph[P]) adj(v int) []int32 { return gr.to[gr.start[v]:gr.start[v+1]] }

// index returns p's number, -1 where p was not reached.
func (gr *graph[P]) index(p P) int {
	if i, ok := gr.ids[p]; ok {
		return int(i)
	}
	return -1
}

// at returns the position numbered i.
func (gr *graph[P]) at(i int) P { return gr.ps[i] }
