package game

import "fmt"

// DefaultLimit is how many positions a search holds at most unless told
// otherwise (Game.SetLimit, Scores.SetLimit). A search that would hold
// more stops with a *LimitError instead of running until memory or
// patience runs out. What a position costs depends on where it is held:
// an int position valued and remembered takes some 70 bytes (2.3 GiB at
// this bound), one on a search's stack some 300 (Grundy) to 500 (Wins)
// bytes, so a game whose positions form one chain as long as the bound
// needs 10 to 16 GiB: where memory is smaller, set a smaller bound.
const DefaultLimit = 1 << 25

// A LimitError reports a search stopped at its bound: it would have held
// more than Limit positions, or a position with more than Limit options
// (SetCount).
type LimitError struct {
	Search string // what was searched: "Grundy", "MisereWins", ...
	Limit  int
}

func (e *LimitError) Error() string {
	return fmt.Sprintf("game: %s stopped at its bound of %d positions; raise it (SetLimit) where memory allows", e.Search, e.Limit)
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
// limit of them (a *LimitError past it) and at most 2^31-1 moves.
func reachable[P comparable](moves func(P) ([]P, error), limit int, roots []P) (*graph[P], error) {
	gr := &graph[P]{ids: make(map[P]int32), start: []int32{0}}
	limit = min(limit, 1<<31-1)
	id := func(p P) (int32, error) {
		if i, ok := gr.ids[p]; ok {
			return i, nil
		}
		if len(gr.ps) >= limit {
			return 0, &LimitError{Search: "the positions reachable", Limit: limit}
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
