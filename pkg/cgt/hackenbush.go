package cgt

// Hackenbush returns the value of a Blue-Red Hackenbush tree planted on the
// ground: Left may cut an edge L (blue), Right an edge R (red), and every
// edge no longer joined to the ground goes with it. The tree is written
// from the ground up: "LRRL" is a string of four edges, the first on the
// ground; "L(R,LR)" is an edge L with two branches on top, R and LR. Trees
// side by side on the ground are a sum: "hackenbush:L+hackenbush:RR" in
// Parse. Every such position is a number.
func Hackenbush(tree string) (Game, error) { return valueOf("hackenbush", hackenbushValue, tree) }

// hackenbushValue values a tree, or says where its text is malformed, in
// time linear in its edges, not by its moves (which a tree of 33 edges
// took 8 s to search): what stands on a vertex is the sum of the branches
// on it, and an edge with x standing on it is worth edgeValue of x to its
// player. A value past what a Dyadic holds is a *RangeError. On a string
// this is Berlekamp's sign-expansion rule (Winning Ways ch. 2; Siegel,
// CGT II.3): each edge of the first run, all of one colour, is worth 1 to
// its player; from the first edge of the other colour on, the i-th edge
// is worth 1/2^i.
func hackenbushValue(tree string) (v Game, err error) {
	edges, err := parseTree(tree)
	if err != nil {
		return Game{}, err
	}
	defer func() {
		if e := recover(); e != nil {
			err = rangeError(e)
		}
	}()
	// Each edge comes after the one below it, so from the last edge down
	// every edge's branches are summed before the edge itself is valued.
	above := make([]Dyadic, len(edges))
	var ground Dyadic
	for e := len(edges) - 1; e >= 0; e-- {
		x := edgeValue(edges[e].color, above[e])
		if b := edges[e].below; b >= 0 {
			above[b] = above[b].Add(x)
		} else {
			ground = ground.Add(x)
		}
	}
	return Number(ground), nil
}

// edgeValue returns the value of an edge of colour c, L or R, with a tree
// of value x standing on it: for L, x + 1 if x > 0, else (x + n)/2^(n-1)
// with n the least positive integer such that x + n > 1 (so L with R^k on
// it is 1/2^k); for R, the negative of L's for -x. An edge and what stands
// on it is the ordinal sum 1:G, whose value depends on the form of the
// base, one edge, but on G's value alone (Conway, ONAG, ordinal sums), so
// a tree is valued from the top down; on a string this is Berlekamp's
// rule (Winning Ways ch. 2). The tests check it against the moves on every
// tree of up to 6 edges (and it was so checked up to 8, 1,290,240 trees
// with their edges labelled), and against the search on random trees.
func edgeValue(c byte, x Dyadic) Dyadic {
	if c == 'R' {
		return edgeValue('L', x.Neg()).Neg()
	}
	if x.Sign() > 0 {
		return x.Add(Dyadic{1, 0})
	}
	// n = 2 - ceil(x), at least 2; x + n is in (1, 2], so the value's
	// denominator is at least 2^(n-2), out of range past 2^MaxExp.
	c1 := x.Ceil()
	if c1 < -MaxExp {
		panic(outOfRange("the value of an edge L on a tree worth %v, (%v + %d)/2^%d,", x, x, 2-c1, 1-c1))
	}
	n := 2 - c1
	y := x.Add(Dyadic{n, 0})
	for i := int64(1); i < n; i++ {
		y = y.Half()
	}
	return y
}

// An hbEdge is an edge of a Hackenbush tree: its colour, L or R, and the
// edge below it (-1: the ground).
type hbEdge struct {
	color byte
	below int
}

// parseTree reads a tree, the grammar of Hackenbush's doc: edges L or R,
// then optionally the branches on top in parentheses, separated by commas.
func parseTree(s string) ([]hbEdge, error) {
	var edges []hbEdge
	i := 0
	var tree func(below int) error
	tree = func(below int) error {
		start := i
		for i < len(s) && (s[i] == 'L' || s[i] == 'R') {
			edges = append(edges, hbEdge{s[i], below})
			below = len(edges) - 1
			i++
		}
		if i == start {
			return &syntaxError{i, "an edge, L or R", ""}
		}
		if i == len(s) || s[i] != '(' {
			return nil
		}
		for {
			i++ // '(' or ','
			if err := tree(below); err != nil {
				return err
			}
			if i < len(s) && s[i] == ',' {
				continue
			}
			if i < len(s) && s[i] == ')' {
				i++
				return nil
			}
			return &syntaxError{i, "',' or ')'", ""}
		}
	}
	if err := tree(-1); err != nil {
		return nil, err
	}
	if i < len(s) {
		return nil, &syntaxError{i, "L, R, '(' or the end", ""}
	}
	return edges, nil
}
