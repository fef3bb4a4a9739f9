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
// millions is fine; a Grundy value asked of a game whose moves lead back to
// a position already being searched is reported as a *CycleError naming
// that position, since the rule above then says nothing, and a moves
// function that panics is reported as a *PanicError naming the position it
// was given.
//
// Games whose positions can repeat have a third outcome: a draw, where
// the game can go on forever. Wins decides them by retrograde analysis
// where a cycle matters, and Retrograde (or RetrogradeGraph, on a graph)
// gives every position's outcome, remoteness and best move, also where
// the ends carry scores. Loopy (or LoopyGraph) gives every position of
// such a game Smith's loopy nim value, which decides sums of them: won,
// lost or drawn. Games with scores whose moves earn points are valued by
// minimax with NewScores.
//
// Every search holds at most a bound of positions (SetLimit; DefaultLimit
// without it) and of memory, as estimated from its positions (SetMemory;
// DefaultMemory without it), and stops past either with a *LimitError.
//
// The package is also "judge sg", the command that tabulates a game's
// values, finds the period they settle into and proves it, draws them and
// writes them as a Go function, or tabulates its genera in misère play
// (-misere) and how far it is tame, or the loopy values of a game given as
// a graph and sums of tokens on it (-graph): Lookup gives the games judge
// sg knows by name, OneHeap and TwoHeap make one of any Game, and Main runs
// judge sg, with its flags, on it.
package game

import (
	"errors"
	"fmt"
	"unsafe"
)

// A Game computes the values of positions of type P, remembering each.
type Game[P comparable] struct {
	options func(P) [][]P
	memo    map[P]entry
	folds   [rules]map[P]int // the worth of positions by each rule of play.go
	marks   map[P]mark       // what Wins knows (wins.go)
	draws   map[P]P          // a drawn position's move to another drawn one
	sums    *sumSearch[P]    // misère play of sums (misere.go)
	loopy   *Loopy[P]        // the loopy values Sum last fell back on
	parts   bool             // Loopy met an option of several parts: Sum no longer tries it
	bounds                   // the most positions and bytes a search holds
	count   func(P) int      // how many options a position has, where SetCount says
}

// An entry is what is known of a position's Grundy value: the value, or
// that it is on the stack of a search.
type entry struct {
	state state
	value int
}

type state uint8

const (
	searching state = iota + 1
	valued
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
type CycleError struct {
	Position any
	// Grundy says that a search for Grundy values met it, which Loopy's
	// values replace where the moves form cycles; the message says so.
	Grundy bool
}

func (e *CycleError) Error() string {
	msg := fmt.Sprintf("game: the moves form a cycle: position %v can be reached from itself", e.Position)
	if e.Grundy {
		msg += "; Grundy values need a game that ends: in normal play, (*Game).Loopy gives loopy values and decides sums that may be drawn"
	}
	return msg
}

// SetLimit bounds every search of g to hold at most n positions (n >= 1)
// in its memo and on its stack, counted over the searches so far; a search
// that would pass it stops with a *LimitError. It returns g. Without it
// the bound is DefaultLimit. The bound counts positions, not a moves
// function's work: one that builds a billion options at once runs before
// any search can stop it, unless SetCount says how many it would build.
func (g *Game[P]) SetLimit(n int) *Game[P] {
	g.limit = max(n, 1)
	return g
}

// SetMemory bounds every search of g to hold at most n bytes (n >= 1), as
// estimated from the positions it holds (DefaultMemory says how), counted
// as SetLimit counts; a search that would pass it stops with a
// *LimitError. It returns g. Without it the bound is DefaultMemory.
func (g *Game[P]) SetMemory(n int64) *Game[P] {
	g.memory = max(n, 1)
	return g
}

// SetCount tells every search of g how many options each position has,
// count(p) = len(options(p)), without building them: a search asks for a
// position's options only where their number is within the bound
// (SetLimit), and stops with a *LimitError otherwise, as the options,
// held while the position is searched, would pass it. octal.Game's
// NumMoves counts its Moves so. It returns g.
func (g *Game[P]) SetCount(count func(P) int) *Game[P] {
	g.count = count
	return g
}

// bound is the most positions the search of g named holds.
func (g *Game[P]) bound(search string) int {
	var p P
	return g.positions(search, unsafe.Sizeof(p))
}

// passed is the *LimitError of the search of g named, past its bound.
func (g *Game[P]) passed(search string) error {
	var p P
	return g.bounds.passed(search, unsafe.Sizeof(p))
}

// A PanicError reports a function of the game that panicked: its moves,
// or another named in Func.
type PanicError struct {
	Position any    // the position it was given
	Value    any    // what it panicked with
	Func     string // the function, where not the moves: "end score", "option count"
}

func (e *PanicError) Error() string {
	f := e.Func
	if f == "" {
		f = "moves"
	}
	return fmt.Sprintf("game: the %s of position %v panicked: %v", f, e.Position, e.Value)
}

// safely returns f(p), turning a panic into a *PanicError that names p and
// the function fn ("" for the moves).
func safely[P, R any](f func(P) R, p P, fn string) (r R, err error) {
	defer func() {
		if v := recover(); v != nil {
			err = &PanicError{Position: p, Value: v, Func: fn}
		}
	}()
	return f(p), nil
}

// Grundy returns the Grundy value of p. It values every position reachable
// from p, so a cycle among them is a *CycleError, whatever the order of
// the moves and whatever was asked before; more positions than the game's
// bound (SetLimit) are a *LimitError.
func (g *Game[P]) Grundy(p P) (int, error) {
	if e := g.memo[p]; e.state == valued {
		return e.value, nil
	}
	return g.search(p)
}

// Wins reports whether the player to move at p wins with perfect play: p
// is won when some move leads to a lost position, and lost when every move
// leads to a won one (a position without moves is lost).
//
// It looks no further than it must: a depth-first search stops at the
// first move to a lost position, so it may decide p without valuing every
// position below it. Where the search meets a cycle, the positions it
// cannot decide on the way (no move to a lost position, and some move
// back onto the search's path, or to another such position) are left
// open, and once the search is over they are decided by retrograde
// analysis, as Retrograde does, over the open positions alone. That is
// the game's answer: a position decided on the way is decided by
// positions decided before it, a finite proof, so it is in the least
// fixed point of the rules, which Retrograde finds; an open position has
// had every move looked at, so each leads to a decided position or an
// open one, and the least fixed point over the open positions, with the
// others' outcomes given, is the game's own. So no answer depends on the
// order of the moves, or on what was asked before. Where p is drawn,
// neither won nor lost, since the game from it can go on forever, Wins
// returns a *DrawError naming a play of drawn positions that never ends.
//
// An option of several parts is won or lost by the xor of their Grundy
// values. A part whose positions form a cycle has no Grundy value here:
// such an option is taken as unknown, and only where p's outcome depends
// on it is the *CycleError returned. More positions than the game's bound
// (SetLimit) are a *LimitError.
func (g *Game[P]) Wins(p P) (bool, error) {
	switch g.known(p) {
	case won:
		return true, nil
	case lost:
		return false, nil
	case drawn:
		return false, g.drawError(p)
	}
	return g.decide(p)
}

// Sum returns the Grundy value of the sum of the positions ps: the xor of
// their values.
//
// Where the moves below them form a cycle, so that Grundy values do not
// exist, it values the sum by the positions' loopy values (Loopy): a game
// of single positions whose every summand has a finite loopy value is
// worth their xor, as a sum of Nim heaps (lost exactly when it is 0). A
// summand of an infinite value, which can make the sum a draw, is an error
// that names it and Loopy, which decides such sums; so is a cycle in a
// game with options of several parts, a *CycleError.
func (g *Game[P]) Sum(ps ...P) (int, error) {
	x := 0
	for _, p := range ps {
		v, err := g.Grundy(p)
		var c *CycleError
		if errors.As(err, &c) {
			return g.loopySum(ps, c)
		}
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
	p    P
	opts [][]P
	i, j int
	acc  int
	seen []bool // seen[v]: an option has value v (v <= len(opts))
}

// search computes p's value, and that of every position below it, by a
// depth-first search on an explicit stack.
func (g *Game[P]) search(root P) (v int, err error) {
	var stack []frame[P]
	defer func() {
		if err != nil {
			for _, f := range stack {
				delete(g.memo, f.p)
			}
		}
	}()
	push := func(p P) error {
		if len(g.memo) >= g.bound("Grundy") {
			return g.passed("Grundy")
		}
		opts, err := g.moves(p, "Grundy")
		if err != nil {
			return err
		}
		g.memo[p] = entry{state: searching}
		stack = append(stack, frame[P]{p: p, opts: opts})
		return nil
	}
	if err := push(root); err != nil {
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
				switch e.state {
				case searching:
					return 0, &CycleError{Position: q, Grundy: true}
				case valued:
					f.acc ^= e.value
				default:
					if err := push(q); err != nil {
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
		m := 0
		for m < len(f.seen) && f.seen[m] {
			m++
		}
		e := entry{state: valued, value: m}
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
// names the position; where SetCount counts more options than the bound,
// it builds none and returns a *LimitError of the search named.
func (g *Game[P]) moves(p P, search string) ([][]P, error) {
	if g.count != nil {
		n, err := safely(g.count, p, "option count")
		if err != nil {
			return nil, err
		}
		if n > g.bound(search) {
			return nil, g.passed(search)
		}
	}
	return safely(g.options, p, "")
}
