package game

import (
	"errors"
	"fmt"
	"strings"
)

// A DrawError reports a position that is drawn: neither player can force a
// win, and the game from it can go on forever.
type DrawError struct {
	Position any   // the position asked about
	Play     []any // drawn positions from Position on, each a move from the one before
}

// drawPlay is how many positions a DrawError's play shows at most.
const drawPlay = 8

func (e *DrawError) Error() string {
	msg := fmt.Sprintf("game: position %v is drawn: neither player can force a win, and the game can go on forever", e.Position)
	if len(e.Play) == 0 {
		return msg
	}
	s := make([]string, len(e.Play))
	for i, p := range e.Play {
		s[i] = fmt.Sprint(p)
	}
	msg += ": " + strings.Join(s, " -> ")
	last := e.Play[len(e.Play)-1]
	for _, p := range e.Play[:len(e.Play)-1] {
		if p == last {
			return msg
		}
	}
	return msg + " -> ..."
}

// A mark is what Wins knows of a position.
type mark struct {
	s status
	i int32 // an open position's place in the list of them
}

type status uint8

const (
	onStack status = iota + 1 // on the path of the search
	won
	lost
	drawn
	open // searched; its outcome waits for the cycles it met
)

// known returns what is known of p's outcome: from Wins, or from a Grundy
// value; 0 for nothing.
func (g *Game[P]) known(p P) status {
	if m, ok := g.marks[p]; ok {
		return m.s
	}
	if len(g.memo) > 0 {
		if e := g.memo[p]; e.state == valued {
			if e.value == 0 {
				return lost
			}
			return won
		}
	}
	return 0
}

// A winsFrame is a position on the stack of Wins's search, or once
// searched, an open one.
type winsFrame[P comparable] struct {
	p       P
	opts    [][]P
	i       int   // the option to look at next
	pending []P   // options open or on the stack
	other   int   // options drawn, or sums not valued
	drawTo  P     // an option drawn before this search
	hasDraw bool  // drawTo is one
	unknown error // a sum option that could not be valued: its *CycleError
}

// take counts in the option q, whose status is s, and reports whether it
// makes f won.
func (f *winsFrame[P]) take(q P, s status) bool {
	switch s {
	case lost:
		return true
	case drawn:
		f.other++
		if !f.hasDraw {
			f.drawTo, f.hasDraw = q, true
		}
	case onStack, open:
		f.pending = append(f.pending, q)
	}
	return false
}

// decide searches p's outcome for Wins, depth first, on an explicit stack.
// A position is won at its first option known to be lost, lost when every
// option is known to be won, and otherwise open: some option is open, on
// the stack, drawn or unknown, and none is lost. Every option of an open
// position has been looked at, so once the search is over the open
// positions and their options are the whole of what decides them, and
// resolve decides them.
func (g *Game[P]) decide(root P) (w bool, err error) {
	if g.marks == nil {
		g.marks, g.draws = make(map[P]mark), make(map[P]P)
	}
	var stack, opens []winsFrame[P]
	defer func() {
		if err != nil {
			for _, f := range stack {
				delete(g.marks, f.p)
			}
			for _, f := range opens {
				delete(g.marks, f.p)
			}
		}
	}()
	push := func(p P) error {
		if len(g.marks) >= g.bound("Wins") {
			return g.passed("Wins")
		}
		opts, err := g.moves(p, "Wins")
		if err != nil {
			return err
		}
		g.marks[p] = mark{s: onStack}
		stack = append(stack, winsFrame[P]{p: p, opts: opts})
		return nil
	}
	if err := push(root); err != nil {
		return false, err
	}
	var done status // the status of the position just searched
	for len(stack) > 0 {
		f := &stack[len(stack)-1]
		wins := false
		if done != 0 {
			// The option f.i was searched: take its status in.
			wins = f.take(f.opts[f.i][0], done)
			f.i, done = f.i+1, 0
		}
		descend := false
	options:
		for ; !wins && f.i < len(f.opts); f.i++ {
			switch o := f.opts[f.i]; len(o) {
			case 0:
				wins = true // a move to the empty sum: a lost position
			case 1:
				s := g.known(o[0])
				if s == 0 {
					descend = true // taken in once searched
					break options
				}
				wins = f.take(o[0], s)
			default:
				x, err := g.Sum(o...)
				var c *CycleError
				switch {
				case errors.As(err, &c):
					f.other++
					if f.unknown == nil {
						f.unknown = err
					}
				case err != nil:
					return false, err
				default:
					wins = x == 0
				}
			}
		}
		if descend {
			if err := push(f.opts[f.i][0]); err != nil {
				return false, err
			}
			continue
		}
		done = won
		if !wins {
			done = lost
			if len(f.pending) > 0 || f.other > 0 {
				done = open
			}
		}
		fr := *f
		stack = stack[:len(stack)-1]
		if done == open {
			g.marks[fr.p] = mark{s: open, i: int32(len(opens))}
			fr.opts = nil
			opens = append(opens, fr)
		} else {
			g.marks[fr.p] = mark{s: done}
		}
	}
	var unknown error
	if len(opens) > 0 {
		unknown = g.resolve(opens)
	}
	switch g.marks[root].s {
	case won:
		return true, nil
	case lost:
		return false, nil
	case drawn:
		return false, g.drawError(root)
	}
	// Open, and left unknown: its outcome depends on a sum that has no
	// value.
	return false, unknown
}

// resolve decides the open positions by retrograde analysis: each open
// position's options are decided or open, drawn before, or unknown sums.
// An open position is won once an option is lost, lost once every option
// is won; these are the least fixed point, as in Retrograde, and with the
// decided positions around them known, they are the game's. An open
// position left is drawn, unless it can reach an unknown sum through open
// positions left: then its outcome depends on that sum, and it is left
// unknown (its mark removed). resolve returns the *CycleError of the sum
// that the last open position depends on, if it is left unknown.
func (g *Game[P]) resolve(opens []winsFrame[P]) error {
	n := len(opens)
	res := make([]status, n)  // won, lost, drawn or 0 (unknown)
	count := make([]int32, n) // options not yet known to be won
	// The pending options' open targets, in order, -1 for a decided
	// one; predStart, preds: the open positions with a move to k are
	// preds[predStart[k]:predStart[k+1]].
	var targets []int32
	predStart := make([]int32, n+1)
	for k := range opens {
		f := &opens[k]
		count[k] = int32(f.other)
		for _, q := range f.pending {
			m := g.marks[q]
			t := int32(-1)
			switch m.s {
			case lost:
				res[k] = won
			case open:
				t = m.i
				count[k]++
				predStart[t+1]++
			}
			targets = append(targets, t)
		}
	}
	for k := 0; k < n; k++ {
		predStart[k+1] += predStart[k]
	}
	preds := make([]int32, predStart[n])
	next := append([]int32(nil), predStart[:n]...)
	i := 0
	for k := range opens {
		for range opens[k].pending {
			if t := targets[i]; t >= 0 {
				preds[next[t]] = int32(k)
				next[t]++
			}
			i++
		}
	}
	var queue []int32
	for k := range res {
		if res[k] == 0 && count[k] == 0 {
			res[k] = lost
		}
		if res[k] != 0 {
			queue = append(queue, int32(k))
		}
	}
	for h := 0; h < len(queue); h++ {
		u := queue[h]
		for _, v := range preds[predStart[u]:predStart[u+1]] {
			if res[v] != 0 {
				continue
			}
			if res[u] == lost {
				res[v] = won
			} else if count[v]--; count[v] > 0 {
				continue
			} else {
				res[v] = lost
			}
			queue = append(queue, v)
		}
	}
	// The undecided positions that reach an unknown sum stay unknown:
	// unknown[k] is the *CycleError of one they reach.
	unknown := make([]error, n)
	queue = queue[:0]
	for k := range opens {
		if res[k] == 0 && opens[k].unknown != nil {
			unknown[k] = opens[k].unknown
			queue = append(queue, int32(k))
		}
	}
	for h := 0; h < len(queue); h++ {
		u := queue[h]
		for _, v := range preds[predStart[u]:predStart[u+1]] {
			if res[v] == 0 && unknown[v] == nil {
				unknown[v] = unknown[u]
				queue = append(queue, v)
			}
		}
	}
	i = 0
	for k := range opens {
		f := &opens[k]
		switch {
		case unknown[k] != nil:
			delete(g.marks, f.p)
		case res[k] == 0:
			// Drawn. It has a move to another drawn position, one open
			// here or one drawn before: no option is lost, not all are
			// won, and none is unknown or leads to one.
			res[k] = drawn
			g.marks[f.p] = mark{s: drawn}
			to := f.drawTo
			for j, t := range targets[i : i+len(f.pending)] {
				if t >= 0 && (res[t] == 0 || res[t] == drawn) && unknown[t] == nil {
					to = f.pending[j]
					break
				}
			}
			g.draws[f.p] = to
		default:
			g.marks[f.p] = mark{s: res[k]}
		}
		i += len(f.pending)
	}
	return unknown[n-1]
}

// drawError returns the *DrawError of the drawn position p.
func (g *Game[P]) drawError(p P) error {
	play := []any{p}
	seen := map[P]bool{p: true}
	for len(play) < drawPlay {
		p = g.draws[p]
		play = append(play, p)
		if seen[p] {
			break
		}
		seen[p] = true
	}
	return &DrawError{Position: play[0], Play: play}
}
