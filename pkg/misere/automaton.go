package misere

// An automaton is a candidate quotient: states reached from the empty sum
// (state 0) by adding heaps with a move, one at a time.
type automaton struct {
	s    *search
	rep  [][]int // rep[x]: the first sum found in state x
	next [][]int // next[x][i]: the state of x plus heap gen[i]
	lost []bool  // lost[x]: whether rep[x] is lost
}

// tests returns every vector of m counts whose total is at most d.
func tests(m, d int) [][]int {
	out := [][]int{make([]int, m)}
	for from := 0; from < len(out); from++ {
		v, total := out[from], 0
		last := 0 // the last place with a count: extend from it on, so each vector is made once
		for i, c := range v {
			total += c
			if c > 0 {
				last = i
			}
		}
		if total == d {
			continue
		}
		for i := last; i < m; i++ {
			w := append([]int(nil), v...)
			w[i]++
			out = append(out, w)
		}
	}
	return out
}

// candidate guesses the quotient from the outcomes of its sums beside
// every sum of at most d heaps: two sums with the same outcomes there are
// taken as one state.
func (s *search) candidate(d int) (*automaton, error) {
	ts := tests(len(s.gen), d)
	a := &automaton{s: s}
	states := make(map[string]int)
	w := make([]int, len(s.gen))
	state := func(v []int) (int, error) {
		sig := make([]byte, len(ts))
		for j, t := range ts {
			for i := range w {
				w[i] = v[i] + t[i]
			}
			l, err := s.isLost(w)
			if err != nil {
				err.(*LimitError).Found = len(a.rep)
				return 0, err
			}
			if l {
				sig[j] = 1
			}
		}
		if x, ok := states[string(sig)]; ok {
			return x, nil
		}
		if (len(a.rep)+1)*len(ts) > s.limit {
			return 0, &LimitError{N: s.n, What: "candidate's elements times its tests", Limit: s.limit, Found: len(a.rep)}
		}
		states[string(sig)] = len(a.rep)
		a.rep = append(a.rep, append([]int(nil), v...))
		a.lost = append(a.lost, sig[0] == 1) // ts[0] is the empty sum
		return len(a.rep) - 1, nil
	}
	if _, err := state(make([]int, len(s.gen))); err != nil {
		return nil, err
	}
	for x := 0; x < len(a.rep); x++ {
		a.next = append(a.next, make([]int, len(s.gen)))
		for i := range s.gen {
			v := append([]int(nil), a.rep[x]...)
			v[i]++
			y, err := state(v)
			if err != nil {
				return nil, err
			}
			a.next[x][i] = y
		}
	}
	return a, nil
}

// commutes reports whether adding two heaps in either order reaches the
// same state from every state: then the state of a sum does not depend
// on the order its heaps are added in, and the states form a commutative
// monoid, x·y being the state of a sum of x's plus one of y's.
func (a *automaton) commutes() bool {
	for x := range a.next {
		for i := range a.next[x] {
			for j := 0; j < i; j++ {
				if a.next[a.next[x][i]][j] != a.next[a.next[x][j]][i] {
					return false
				}
			}
		}
	}
	return true
}

// add returns the state of x plus the heaps counted in v.
func (a *automaton) add(x int, v []int) int {
	for i, c := range v {
		for ; c > 0; c-- {
			x = a.next[x][i]
		}
	}
	return x
}

// proves reports whether every pair (x, T) met by a sum, x its state and
// T its options' states, has x lost exactly when T is not empty and holds
// no lost state: the induction of the package comment.
func (s *search) proves(a *automaton) (bool, error) {
	words := (len(a.rep) + 63) / 64
	// optStates[x][i]: the states of x plus each option of heap gen[i].
	optStates := make([][][]int, len(a.rep))
	for x := range optStates {
		optStates[x] = make([][]int, len(s.gen))
		for i := range s.gen {
			for _, o := range s.opts[i] {
				optStates[x][i] = append(optStates[x][i], a.add(x, o))
			}
		}
	}
	type pair struct {
		x int
		t []uint64
	}
	pairKey := func(p pair) string {
		b := make([]byte, 0, 4+8*words)
		b = append(b, byte(p.x), byte(p.x>>8), byte(p.x>>16), byte(p.x>>24))
		for _, w := range p.t {
			for k := 0; k < 64; k += 8 {
				b = append(b, byte(w>>k))
			}
		}
		return string(b)
	}
	start := pair{0, make([]uint64, words)}
	seen := map[string]bool{pairKey(start): true}
	queue := []pair{start}
	for len(queue) > 0 {
		p := queue[0]
		queue = queue[1:]
		empty, hasLost := true, false
		for t := range a.rep {
			if p.t[t/64]>>(t%64)&1 != 0 {
				empty = false
				hasLost = hasLost || a.lost[t]
			}
		}
		if a.lost[p.x] != (!empty && !hasLost) {
			return false, nil
		}
		for i := range s.gen {
			q := pair{a.next[p.x][i], make([]uint64, words)}
			for t := range a.rep {
				if p.t[t/64]>>(t%64)&1 != 0 {
					u := a.next[t][i]
					q.t[u/64] |= 1 << (u % 64)
				}
			}
			for _, u := range optStates[p.x][i] {
				q.t[u/64] |= 1 << (u % 64)
			}
			k := pairKey(q)
			if seen[k] {
				continue
			}
			if len(seen) >= s.limit {
				return false, &LimitError{N: s.n, What: "pairs met by the proof", Limit: s.limit, Found: len(a.rep)}
			}
			seen[k] = true
			queue = append(queue, q)
		}
	}
	return true, nil
}

// reduce merges the states no sum tells apart (x and y where x·z and y·z
// differ in outcome for no z, Moore's refinement) and returns the
// quotient they form, the class of the empty sum numbered 0 and the
// others in the order their first states were found.
func (a *automaton) reduce() *Quotient {
	class := make([]int, len(a.rep))
	for x, l := range a.lost {
		if l {
			class[x] = 1
		}
	}
	count := -1
	for {
		ids := make(map[string]int)
		next := make([]int, len(class))
		for x := range class {
			sig := []int{class[x]}
			for _, y := range a.next[x] {
				sig = append(sig, class[y])
			}
			k := key(sig)
			id, ok := ids[k]
			if !ok {
				id = len(ids)
				ids[k] = id
			}
			next[x] = id
		}
		class = next
		if len(ids) == count {
			break
		}
		count = len(ids)
	}
	first := make([]int, count) // first[c]: the first state of class c
	for x := len(class) - 1; x >= 0; x-- {
		first[class[x]] = x
	}
	q := &Quotient{Mul: make([][]int, count), P: make([]bool, count)}
	for c := range q.Mul {
		q.P[c] = a.lost[first[c]]
		q.Mul[c] = make([]int, count)
		for d := range q.Mul[c] {
			q.Mul[c][d] = class[a.add(first[c], a.rep[first[d]])]
		}
	}
	for h := 0; h <= a.s.n; h++ {
		if i := a.s.index[h]; i >= 0 {
			q.Heap = append(q.Heap, class[a.next[0][i]])
		} else {
			q.Heap = append(q.Heap, 0)
		}
	}
	return q
}
