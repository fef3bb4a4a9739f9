package game

import "fmt"

// The rules below decide a position from its options' results, where
// Grundy values do not apply: the games in which a player moves in every
// component at once. These compounds are not sums, so each is searched on
// whole positions: an option of NewSums must be a single position (or the
// empty sum, a position without moves); one of several parts is a
// *PartsError. (Misère play, which does take sums, is in misere.go.)

// Remoteness returns the remoteness of p (Steinhaus; Winning Ways, ch. 9):
// how many moves the game from p lasts when the player who can win hurries
// to win and the other delays losing. It is 0 for a position without
// moves; one more than the least even remoteness of an option, if an
// option has one (those options are lost for the player who moves there);
// else one more than the greatest remoteness of an option. The player to
// move wins exactly when it is odd.
//
// It decides the conjunctive compound of games, in which a move is a move
// in every component at once and the game ends when any component has
// none: the player to move wins it iff the least remoteness of the
// components is odd. The winner of the component that ends first wins, and
// each player plays every component at its own pace, so the winner in a
// component of least remoteness ends it first.
func (g *Game[P]) Remoteness(p P) (int, error) { return g.fold(remoteness, p) }

// Suspense returns the suspense number of p (Winning Ways, ch. 9; the
// "step" of the Every-SG theorem): how many moves the game from p lasts
// when the player who can win delays winning as long as he still wins, and
// the other hurries to lose. It is 0 for a position without moves; one
// more than the greatest even suspense of an option, if an option has one;
// else one more than the least suspense of an option. The player to move
// wins exactly when it is odd.
//
// It decides the continued conjunctive compound (Every-SG), in which a
// move is a move in every component that still has one and the game ends
// when none has: the player to move wins it iff the greatest suspense of
// the components is odd, since the component that ends last makes the
// last move, and each player can make the ones he wins last longest.
func (g *Game[P]) Suspense(p P) (int, error) { return g.fold(suspense, p) }

// A PartsError reports an option of several parts where the search needs
// single positions (Remoteness, Suspense, Loopy).
type PartsError struct {
	Position any // the position the option is a move from
	Parts    int
}

func (e *PartsError) Error() string {
	return fmt.Sprintf("game: an option of position %v is a sum of %d parts; remoteness, suspense and loopy values need single positions", e.Position, e.Parts)
}

// A rule says what a position is worth given its options' worth.
type rule int

const (
	remoteness rule = iota
	suspense
	rules
)

func (r rule) String() string {
	if r == remoteness {
		return "Remoteness"
	}
	return "Suspense"
}

// worth is the position's worth by rule r from its options' worth.
func (r rule) worth(opts []int) int {
	if len(opts) == 0 {
		return 0
	}
	// The winner picks among the even options (lost for the opponent):
	// the least for remoteness, the greatest for suspense. With none, the
	// loser picks the other extreme among all.
	least := r == remoteness
	best, found := 0, false
	for _, v := range opts {
		if v%2 == 0 && (!found || (v < best) == least) {
			best, found = v, true
		}
	}
	if !found {
		best = opts[0]
		for _, v := range opts[1:] {
			if (v > best) == least {
				best = v
			}
		}
	}
	return best + 1
}

// fold values root by rule r, and every position below it, remembering
// each. Like search, it keeps its own stack rather than recursing, and
// holds no more positions than the game's bound.
func (g *Game[P]) fold(r rule, root P) (v int, err error) {
	if g.folds[r] == nil {
		g.folds[r] = make(map[P]int)
	}
	memo := g.folds[r]
	const searching = -1
	if v, ok := memo[root]; ok && v != searching {
		return v, nil
	}
	type frame struct {
		p    P
		opts [][]P // each of one part, or none: a move to a position without moves
		vals []int // the worth of opts[:len(vals)]
	}
	var stack []frame
	defer func() {
		if err != nil {
			for _, f := range stack {
				delete(memo, f.p)
			}
		}
	}()
	push := func(p P) error {
		if len(memo) >= g.bound(r.String()) {
			return g.passed(r.String())
		}
		opts, err := g.moves(p, r.String())
		if err != nil {
			return err
		}
		for _, o := range opts {
			if len(o) > 1 {
				return &PartsError{Position: p, Parts: len(o)}
			}
		}
		memo[p] = searching
		stack = append(stack, frame{p: p, opts: opts})
		return nil
	}
	if err := push(root); err != nil {
		return 0, err
	}
	for {
		f := &stack[len(stack)-1]
		if i := len(f.vals); i < len(f.opts) {
			if len(f.opts[i]) == 0 {
				f.vals = append(f.vals, r.worth(nil))
				continue
			}
			q := f.opts[i][0]
			switch v, ok := memo[q]; {
			case ok && v == searching:
				return 0, &CycleError{Position: q}
			case ok:
				f.vals = append(f.vals, v)
			default:
				if err := push(q); err != nil {
					return 0, err
				}
			}
			continue
		}
		v := r.worth(f.vals)
		memo[f.p] = v
		stack = stack[:len(stack)-1]
		if len(stack) == 0 {
			return v, nil
		}
		parent := &stack[len(stack)-1]
		parent.vals = append(parent.vals, v)
	}
}
