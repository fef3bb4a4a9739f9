// Package game computes the Sprague-Grundy values of impartial games: two
// players move alternately from the same positions, with perfect
// information, and the player who cannot move loses.
//
// A position's Grundy value is the least number that is not the value of
// one of its options (the mex); a position is lost for the player to move
// exactly when its value is 0. A sum of games, where a move is a move in
// one of them, has the xor of their values (Sprague and Grundy), so an
// option that leaves several independent parts, as a move that breaks a
// heap in two does, is worth the xor of its parts.
//
// The same search decides games under other rules, where Grundy values
// do not apply: misère play, in which the player who cannot move wins, of
// single positions and of sums searched as multisets of positions
// (MisereWins), with Conway's genus of a sum (Genus) and the theorem of
// tame games, which lets misère Nim decide sums where it holds (Tame); and
// compounds in which a move is a move in every component at once, decided
// by remoteness (Remoteness) and by the suspense numbers of the Every-SG
// theorem (Suspense).
//
// A Game remembers every value it computes. Its search keeps its own stack
// rather than recursing, so a game whose positions form a chain of
// millions is fine; a game whose moves lead back to a position already
// being searched is reported as a *CycleError naming that position, since
// the rule above then says nothing, and a moves function that panics is
// reported as a *PanicError naming the position it was given.
//
// The package is also "judge sg", the command that tabulates a game's
// values, finds the period they settle into and proves it, draws them and
// writes them as a Go function, or tabulates its genera in misère play
// (-misere) and how far it is tame: Lookup gives the games judge sg knows by
// name, OneHeap and TwoHeap make one of any Game, and Main runs judge sg,
// with its flags, on it.
package game

import "fmt"

// A Game computes the values of positions of type P, remembering each.
type Game[P comparable] struct {
	options func(P) [][]P
	memo    map[P]entry
	folds   [rules]map[P]int // the worth of positions by each rule of play.go
	sums    *sumSearch[P]    // misère play of sums (misere.go)
}

// An entry is what is known of a position: a value, won or lost only, or
// that it is on the stack of a search.
type entry struct {
	state state
	value int
}

type state uint8

const (
	searching state = iota + 1
	wins            // a won position, value not yet known
	loses           // a lost position (value 0, known)
	valued          // value known
)

// New returns the game whose moves from p lead to the positions moves(p).
func New[P comparable](moves func(P) []P) *Game[P] {
	return NewSums(func(p P) [][]P {
		m := moves(p)
		opts := make([][]P, len(m))
		for i := range m {
			opts[i] = m[i : i+1 : i+1]
		}
		return opts
	})
}

// NewSums returns the game whose moves from p lead to the positions
// options(p), each option a sum of independent positions: a move that
// breaks a heap into two heaps leaves the sum of the two. An empty option
// is the empty sum, a position without moves.
func NewSums[P comparable](options func(P) [][]P) *Game[P] {
	return &Game[P]{options: options, memo: make(map[P]entry)}
}

// A CycleError reports a position that can be reached from itself.
type CycleError struct{ Position any }

func (e *CycleError) Error() string {
	return fmt.Sprintf("game: the moves form a cycle: position %v can be reached from itself", e.Position)
}

// A PanicError reports a moves function that panicked.
type PanicError struct {
	Position any // the position it was given
	Value    any // what it panicked with
}

func (e *PanicError) Error() string {
	return fmt.Sprintf("game: the moves of position %v panicked: %v", e.Position, e.Value)
}

// Grundy returns the Grundy value of p.
func (g *Game[P]) Grundy(p P) (int, error) {
	if e := g.memo[p]; e.state == valued || e.state == loses {
		return e.value, nil
	}
	return g.search(p, false)
}

// Wins reports whether the player to move at p wins with perfect play. It
// looks no further than it must: one move to a lost position settles it,
// where Grundy would value every option, so it reports a cycle only where
// the answer depends on it.
func (g *Game[P]) Wins(p P) (bool, error) {
	switch g.memo[p].state {
	case wins:
		return true, nil
	case loses:
		return false, nil
	case valued:
		return g.memo[p].value != 0, nil
	}
	v, err := g.search(p, true)
	return v != 0, err
}

// Sum returns the Grundy value of the sum of the positions ps: the xor of
// their values.
func (g *Game[P]) Sum(ps ...P) (int, error) {
	x := 0
	for _, p := range ps {
		v, err := g.Grundy(p)
		if err != nil {
			return 0, err
		}
		x ^= v
	}
	return x, nil
}

// A frame is a position on the search's stack: its options, which option
// and which part of it is next, the xor of that option's parts so far, and
// the values its options have (for the mex).
type frame[P comparable] struct {
	p      P
	opts   [][]P
	i, j   int
	acc    int
	seen   []bool // seen[v]: an option has value v (v <= len(opts))
	winsOK bool   // won/lost is enough for this position
}

// search computes p's value by a depth-first search on an explicit stack.
// With winsOnly it may stop at the first option of value 0 and record the
// position as won, returning 1 for it; every position is otherwise given
// its exact value. A sum of several parts needs each part's value, so
// parts of sums are always valued exactly.
func (g *Game[P]) search(root P, winsOnly bool) (v int, err error) {
	var stack []frame[P]
	defer func() {
		if err != nil {
			for _, f := range stack {
				delete(g.memo, f.p)
			}
		}
	}()
	push := func(p P, winsOK bool) error {
		opts, err := g.moves(p)
		if err != nil {
			return err
		}
		g.memo[p] = entry{state: searching}
		stack = append(stack, frame[P]{p: p, opts: opts, winsOK: winsOK})
		return nil
	}
	if err := push(root, winsOnly); err != nil {
		return 0, err
	}
	for {
		f := &stack[len(stack)-1]
		// Walk the current option's parts, descending into the first one
		// whose value is not known.
		descended := false
		for f.i < len(f.opts) {
			opt := f.opts[f.i]
			for f.j < len(opt) {
				q := opt[f.j]
				e := g.memo[q]
				single := len(opt) == 1
				switch {
				case e.state == searching:
					return 0, &CycleError{Position: q}
				case e.state == valued || e.state == loses:
					f.acc ^= e.value
				case e.state == wins && single && f.winsOK:
					f.acc = 1 // any non-zero value: the option is won
				default:
					if err := push(q, single && f.winsOK); err != nil {
						return 0, err
					}
					descended = true
				}
				if descended {
					break
				}
				f.j++
			}
			if descended {
				break
			}
			if f.acc == 0 && f.winsOK {
				// A move to a lost position: p is won; its value is not
				// needed.
				f.i = len(f.opts)
				f.seen = nil
				f.acc = -1
				break
			}
			if f.acc <= len(f.opts) {
				if f.seen == nil {
					f.seen = make([]bool, len(f.opts)+1)
				}
				f.seen[f.acc] = true
			}
			f.i, f.j, f.acc = f.i+1, 0, 0
		}
		if descended {
			continue
		}
		var e entry
		if f.acc == -1 {
			e = entry{state: wins, value: 1}
		} else {
			m := 0
			for m < len(f.seen) && f.seen[m] {
				m++
			}
			e = entry{state: valued, value: m}
			if m == 0 {
				e.state = loses
			}
		}
		g.memo[f.p] = e
		stack = stack[:len(stack)-1]
		if len(stack) == 0 {
			return e.value, nil
		}
		// The parent takes this value in with its current part.
		parent := &stack[len(stack)-1]
		parent.acc ^= e.value
		parent.j++
	}
}

// moves calls the options function, turning a panic into an error that
// names the position.
func (g *Game[P]) moves(p P) (opts [][]P, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = &PanicError{Position: p, Value: r}
		}
	}()
	return g.options(p), nil
}
