package cgt

import (
	"fmt"
	"sync"

	"gametheory/pkg/game"
)

// A Ruleset is a partizan game given by its moves: from a position of type
// P, Left may move to the positions left(p), Right to right(p). It values
// positions (Value) and decides who wins them (Outcome), remembering each
// position it meets; it is safe for concurrent use.
//
// Its searches keep their own stack rather than recursing, so how deep a
// game goes is bounded by memory alone (a frame of about 150 bytes a
// position on the way). A position that can be reached from itself is a *game.CycleError, since such a game is not
// short; a moves function that panics is a *game.PanicError naming the
// position it was given. The moves functions must not call the Ruleset.
//
// Each search holds at most a bound of positions, those remembered and
// those on its way, as pkg/game's searches do (SetLimit; game.DefaultLimit
// without it), and stops past it with a *game.LimitError: a game whose
// positions are all numbers adds few games to the table, which is bounded
// too, yet may have more positions than memory holds.
type Ruleset[P comparable] struct {
	mu          sync.Mutex
	left, right func(P) [][]P
	values      store[P]
	results     map[P]uint8 // bits of who wins moving first, as below
	// negative, where set, returns a position worth the negative of p's
	// value (a Domineering region's transpose): Value values one of the
	// two and negates its value for the other.
	negative func(P) P
	limit    int // the most positions a search holds; 0: game.DefaultLimit
}

// SetLimit bounds Value and Outcome to hold at most n positions (n >= 1)
// each, counting those remembered from earlier calls; past it they return
// a *game.LimitError. It returns r. Without it the bound is
// game.DefaultLimit.
func (r *Ruleset[P]) SetLimit(n int) *Ruleset[P] {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.limit = max(n, 1)
	return r
}

// bound is the most positions a search of r holds.
func (r *Ruleset[P]) bound() int {
	if r.limit == 0 {
		return game.DefaultLimit
	}
	return r.limit
}

// The bits of a Ruleset's results.
const (
	leftKnown = 1 << iota
	leftWins
	rightKnown
	rightWins
	leftSearching
	rightSearching
)

// New returns the game in which Left moves from p to the positions
// left(p), and Right to right(p).
func New[P comparable](left, right func(P) []P) *Ruleset[P] {
	sums := func(moves func(P) []P) func(P) [][]P {
		return func(p P) [][]P {
			m := moves(p)
			opts := make([][]P, len(m))
			for i := range m {
				opts[i] = m[i : i+1 : i+1]
			}
			return opts
		}
	}
	return NewSums(sums(left), sums(right))
}

// NewSums returns the game in which Left moves from p to the options
// left(p), and Right to right(p), each option a sum of independent
// positions, worth the sum of their values: a move that cuts a board in
// two leaves the sum of the two. An empty option is the empty sum, 0.
func NewSums[P comparable](left, right func(P) [][]P) *Ruleset[P] {
	return &Ruleset[P]{left: left, right: right, values: mapStore[P]{}, results: make(map[P]uint8)}
}

// moves calls a moves function, turning a panic into an error that names
// the position.
func moves[P comparable](f func(P) [][]P, p P) (opts [][]P, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = &game.PanicError{Position: p, Value: r}
		}
	}()
	return f(p), nil
}

// Value returns the canonical form of p: that of {p's left options | p's
// right options}, each option the sum of its parts' values. A value past
// what a Dyadic holds is an error wrapping ErrRange that names the
// position.
func (r *Ruleset[P]) Value(p P) (v Game, err error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if v, ok := r.known(p); ok {
		return v, nil
	}
	// A frame is a position being valued: its options on both sides, the
	// option and part next, the sum of that option's parts so far, and
	// the values of the options done.
	type frame struct {
		p     P
		opts  [2][][]P
		side  int
		i, j  int
		acc   Game
		value [2][]Game
	}
	var stack []frame
	onStack := make(map[P]bool)
	defer func() {
		if e := recover(); e != nil {
			err = fmt.Errorf("position %v: %w", stack[len(stack)-1].p, rangeError(e))
		}
	}()
	push := func(p P) error {
		if r.values.len()+len(stack) >= r.bound() {
			return &game.LimitError{Search: "Ruleset.Value", Limit: r.bound()}
		}
		var f frame
		f.p = p
		var err error
		if f.opts[0], err = moves(r.left, p); err != nil {
			return err
		}
		if f.opts[1], err = moves(r.right, p); err != nil {
			return err
		}
		onStack[p] = true
		stack = append(stack, f)
		return nil
	}
	if err := push(p); err != nil {
		return Game{}, err
	}
	for {
		f := &stack[len(stack)-1]
		descended := false
		for f.side < 2 && !descended {
			opts := f.opts[f.side]
			if f.i == len(opts) {
				f.side, f.i = f.side+1, 0
				continue
			}
			for f.j < len(opts[f.i]) {
				q := opts[f.i][f.j]
				if v, ok := r.known(q); ok {
					f.acc = f.acc.Add(v)
					f.j++
					continue
				}
				if onStack[q] {
					return Game{}, &game.CycleError{Position: q}
				}
				if err := push(q); err != nil {
					return Game{}, err
				}
				descended = true
				break
			}
			if !descended {
				f.value[f.side] = append(f.value[f.side], f.acc)
				f.i, f.j, f.acc = f.i+1, 0, Game{}
			}
		}
		if descended {
			continue
		}
		v := Form(f.value[0], f.value[1])
		r.values.put(f.p, v)
		delete(onStack, f.p)
		stack = stack[:len(stack)-1]
		if len(stack) == 0 {
			return v, nil
		}
		parent := &stack[len(stack)-1]
		parent.acc = parent.acc.Add(v)
		parent.j++
	}
}

// known returns p's value if r has valued p, or a position worth its
// negative (r.negative), which it then remembers as p's too.
func (r *Ruleset[P]) known(p P) (Game, bool) {
	if v, ok := r.values.get(p); ok || r.negative == nil {
		return v, ok
	}
	v, ok := r.values.get(r.negative(p))
	if ok {
		v = v.Neg()
		r.values.put(p, v)
	}
	return v, ok
}

// A store holds the values a Ruleset has found, by position: a map
// (mapStore), or a table made for the positions of one game (Domineering's
// regionStore).
type store[P comparable] interface {
	get(p P) (Game, bool)
	put(p P, v Game)
	len() int
}

// A mapStore is a store in a map.
type mapStore[P comparable] map[P]Game

func (m mapStore[P]) get(p P) (Game, bool) { v, ok := m[p]; return v, ok }
func (m mapStore[P]) put(p P, v Game)      { m[p] = v }
func (m mapStore[P]) len() int             { return len(m) }

// Outcome returns p's outcome class, found by a plain search of the game
// tree that knows no theorem: Left moving first wins exactly when some
// left option is lost for Right moving first there, and the other way
// round; a position without moves is lost for the player to move. It
// looks no further than it must, stopping at the first winning move, so it
// is the brute force to check a theory with. It searches whole positions:
// an option of several parts (NewSums) is an error, for which Value adds
// the parts' values.
func (r *Ruleset[P]) Outcome(p P) (Outcome, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	lf, err := r.wins(p, 0)
	if err != nil {
		return 0, err
	}
	rf, err := r.wins(p, 1)
	if err != nil {
		return 0, err
	}
	return outcomeOf(lf, rf), nil
}

// wins reports whether the player (0 Left, 1 Right) wins moving first
// from p, by a depth-first search on an explicit stack.
func (r *Ruleset[P]) wins(p P, player int) (bool, error) {
	known := [2]uint8{leftKnown, rightKnown}
	won := [2]uint8{leftWins, rightWins}
	searching := [2]uint8{leftSearching, rightSearching}
	if s := r.results[p]; s&known[player] != 0 {
		return s&won[player] != 0, nil
	}
	type frame struct {
		p      P
		player int
		opts   [][]P
		i      int
	}
	var stack []frame
	defer func() {
		for _, f := range stack {
			r.results[f.p] &^= searching[f.player]
		}
	}()
	push := func(p P, player int) error {
		if _, ok := r.results[p]; !ok && len(r.results) >= r.bound() {
			return &game.LimitError{Search: "Ruleset.Outcome", Limit: r.bound()}
		}
		f := r.left
		if player == 1 {
			f = r.right
		}
		opts, err := moves(f, p)
		if err != nil {
			return err
		}
		for _, o := range opts {
			if len(o) > 1 {
				return fmt.Errorf("cgt: an option of position %v is a sum of %d parts: the search of whole positions cannot split it (Value adds the parts' values)", p, len(o))
			}
		}
		r.results[p] |= searching[player]
		stack = append(stack, frame{p: p, player: player, opts: opts})
		return nil
	}
	if err := push(p, player); err != nil {
		return false, err
	}
	for {
		f := &stack[len(stack)-1]
		other := 1 - f.player
		win, descended := false, false
		for ; f.i < len(f.opts); f.i++ {
			if len(f.opts[f.i]) == 0 {
				win = true // a move to the empty sum, where the other cannot move
				break
			}
			q := f.opts[f.i][0]
			s := r.results[q]
			if s&searching[other] != 0 {
				return false, &game.CycleError{Position: q}
			}
			if s&known[other] == 0 {
				if err := push(q, other); err != nil {
					return false, err
				}
				descended = true
				break
			}
			if s&won[other] == 0 {
				win = true
				break
			}
		}
		if descended {
			continue
		}
		s := r.results[f.p]&^searching[f.player] | known[f.player]
		if win {
			s |= won[f.player]
		}
		r.results[f.p] = s
		stack = stack[:len(stack)-1]
		if len(stack) == 0 {
			return win, nil
		}
		// The parent looks at its option again, now decided.
	}
}
