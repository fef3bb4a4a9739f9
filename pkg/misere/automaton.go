package misere

import (
	"container/heap"
	"encoding/binary"
	"fmt"
)

// An automaton is a candidate quotient: states reached from the empty sum
// (state 0) by adding heaps with a move, one at a time.
type automaton struct {
	rep  [][]int // rep[x]: the first sum found in state x, where learned
	next [][]int // next[x][i]: the state of x plus heap gen[i]
	lost []bool  // lost[x]: whether rep[x] is lost
}

// plus returns v with one more of each letter in ls.
func plus(v []int, ls ...int) []int {
	w := append([]int(nil), v...)
	for _, l := range ls {
		w[l]++
	}
	return w
}

// candidate returns the automaton the tests make: two sums are one state
// when they have the same outcome beside every test, and the states are those the empty sum reaches by adding heaps.
func (s *search) candidate() (*automaton, error) {
	a := &automaton{}
	states := make(map[string]int)
	// edges: a state and a heap, their sum's state not yet known, fewest
	// tokens first, so that each state's first sum is one of its fewest
	// tokens reached so, and the sums the tests ask for stay small.
	edges := &queue[[2]int]{}
	state := func(v []int) (int, error) {
		sg, err := s.sig(v)
		if err != nil {
			err.(*LimitError).Found = len(a.rep)
			return 0, err
		}
		b := make([]byte, len(sg))
		for j, l := range sg {
			if l {
				b[j] = 1
			}
		}
		if x, ok := states[string(b)]; ok {
			return x, nil
		}
		if (len(a.rep)+1)*len(s.tests) > s.limit {
			return 0, &LimitError{N: s.n, What: "candidate's elements times its tests", Limit: s.limit, Found: len(a.rep)}
		}
		x := len(a.rep)
		states[string(b)] = x
		a.rep = append(a.rep, v)
		a.lost = append(a.lost, sg[0]) // tests[0] is the empty sum
		a.next = append(a.next, make([]int, s.m))
		for i := 0; i < s.m; i++ {
			heap.Push(edges, item[[2]int]{[2]int{x, i}, s.tokens(v) + s.gen[i]})
		}
		return x, nil
	}
	if _, err := state(make([]int, len(s.gen))); err != nil {
		return nil, err
	}
	for edges.Len() > 0 {
		e := heap.Pop(edges).(item[[2]int]).v
		y, err := state(plus(a.rep[e[0]], e[1]))
		if err != nil {
			return nil, err
		}
		a.next[e[0]][e[1]] = y
	}
	return a, nil
}

// orderTest looks for a state x and heaps i and j where adding i then j
// reaches another state than adding j then i, and returns a new test that
// tells apart two sums the candidate takes as one there; unordered is
// false where there is none: then the state of a sum does not depend on
// the order its heaps are added in, and the states form a commutative
// monoid, x·y being the state of a sum of x's plus one of y's.
func (s *search) orderTest(a *automaton) (t []int, unordered bool, err error) {
	for x := range a.next {
		for i := 0; i < s.m; i++ {
			for j := 0; j < i; j++ {
				xi, xj := a.next[x][i], a.next[x][j]
				if a.next[xi][j] == a.next[xj][i] {
					continue
				}
				// rep[x]+i and rep[xi] agree on every test, as do rep[x]+j
				// and rep[xj]; rep[xi]+j and rep[xj]+i do not, so one of
				// them parts from rep[x]+i+j on some test e, and e plus the
				// heap added last tells the agreeing pair apart.
				both, err := s.sig(plus(a.rep[x], i, j))
				if err != nil {
					return nil, false, err
				}
				for _, c := range [][2]int{{xi, j}, {xj, i}} {
					sg, err := s.sig(plus(a.rep[c[0]], c[1]))
					if err != nil {
						return nil, false, err
					}
					for e := range sg {
						if sg[e] != both[e] {
							return plus(s.tests[e], c[1]), true, nil
						}
					}
				}
			}
		}
	}
	return nil, false, nil
}

// counterTest returns a test that tells apart two sums a takes as one,
// given a sum m whose outcome lost a tells wrong (Rivest and Schapire).
// Adding m's heaps one at a time, let r_i be the first sum of the state
// after i of them and m_i the heaps still to add: r_0+m_0 is m, r_k+m_k
// (all k added) is a state's first sum, told right; at the first i where
// r_i+m_i and r_{i+1}+m_{i+1} differ in outcome, r_i plus the next heap
// and r_{i+1} agree on every test, and m_{i+1} tells them apart.
func (s *search) counterTest(a *automaton, m []int, lost bool) ([]int, error) {
	x, rest := 0, append([]int(nil), m...)
	for i := range rest {
		for rest[i] > 0 {
			x = a.next[x][i]
			rest[i]--
			w := append([]int(nil), a.rep[x]...)
			for j, c := range rest {
				w[j] += c
			}
			l, err := s.lost(w)
			if err != nil {
				return nil, err
			}
			if l != lost {
				return append([]int(nil), rest...), nil
			}
		}
	}
	return nil, fmt.Errorf("misere: the counterexample %v is told right", m)
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

// A pair is the state x of a sum v in the automaton a of firstBreak, its
// state xj in the automaton judged, and the set t of the states in a of
// v's options.
type pair struct {
	xj, x int
	t     []uint64
	v     []int
	key   string
}

// An item is a value in a queue, with its tokens.
type item[T any] struct {
	v      T
	tokens int
}

// A queue holds items, fewest tokens first (container/heap).
type queue[T any] []item[T]

func (q queue[T]) Len() int            { return len(q) }
func (q queue[T]) Less(i, j int) bool  { return q[i].tokens < q[j].tokens }
func (q queue[T]) Swap(i, j int)       { q[i], q[j] = q[j], q[i] }
func (q *queue[T]) Push(x interface{}) { *q = append(*q, x.(item[T])) }
func (q *queue[T]) Pop() interface{} {
	old := *q
	x := old[len(old)-1]
	*q = old[:len(old)-1]
	return x
}

// firstBreak searches the pairs every sum meets, fewest tokens first, and
// returns the first sum whose outcome in judged is not the one derived
// from a (lost when it has a move and a has none of its options lost), or
// broken false where there is none. With judged a itself it is the proof
// of the package comment: where nothing breaks, a is the quotient, and
// otherwise every sum of fewer tokens than the one returned is told right.
func (s *search) firstBreak(judged, a *automaton) (m []int, broken bool, err error) {
	words := (len(a.lost) + 63) / 64
	// optStates[x][i]: the states of x plus each option of heap gen[i].
	optStates := make([][][]int, len(a.lost))
	for x := range optStates {
		optStates[x] = make([][]int, s.m)
		for i := 0; i < s.m; i++ {
			for _, o := range s.opts[i] {
				optStates[x][i] = append(optStates[x][i], a.add(x, o))
			}
		}
	}
	withKey := func(p *pair) *pair {
		b := make([]byte, 0, 8+8*words)
		b = binary.AppendUvarint(b, uint64(p.xj))
		b = binary.AppendUvarint(b, uint64(p.x))
		for _, w := range p.t {
			b = binary.LittleEndian.AppendUint64(b, w)
		}
		p.key = string(b)
		return p
	}
	settled := make(map[string]bool)
	queue := &queue[*pair]{{withKey(&pair{t: make([]uint64, words), v: make([]int, len(s.gen))}), 0}}
	for queue.Len() > 0 {
		top := heap.Pop(queue).(item[*pair])
		p := top.v
		if settled[p.key] {
			continue
		}
		if len(settled) >= s.limit {
			return nil, false, &LimitError{N: s.n, What: "pairs met by the proof", Limit: s.limit, Found: len(judged.lost)}
		}
		settled[p.key] = true
		empty, hasLost := true, false
		for t := range a.lost {
			if p.t[t/64]>>(t%64)&1 != 0 {
				empty = false
				hasLost = hasLost || a.lost[t]
			}
		}
		if judged.lost[p.xj] != (!empty && !hasLost) {
			return p.v, true, nil
		}
		for i := 0; i < s.m; i++ {
			q := &pair{xj: judged.next[p.xj][i], x: a.next[p.x][i], t: make([]uint64, words), v: plus(p.v, i)}
			for t := range a.lost {
				if p.t[t/64]>>(t%64)&1 != 0 {
					u := a.next[t][i]
					q.t[u/64] |= 1 << (u % 64)
				}
			}
			for _, u := range optStates[p.x][i] {
				q.t[u/64] |= 1 << (u % 64)
			}
			if q = withKey(q); !settled[q.key] {
				heap.Push(queue, item[*pair]{q, top.tokens + s.gen[i]})
			}
		}
	}
	return nil, false, nil
}

// reduce merges the states no sum tells apart (x and y where x·z and y·z
// differ in outcome for no z, Moore's refinement) and returns the
// quotient of the heaps up to k they form, the class of the empty sum
// numbered 0 and the others in the order their first states were found.
func (s *search) reduce(a *automaton, k int) *Quotient {
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
	for h := 0; h <= k; h++ {
		if i := s.index[h]; i >= 0 {
			q.Heap = append(q.Heap, class[a.next[0][i]])
		} else {
			q.Heap = append(q.Heap, 0)
		}
	}
	return q
}

// extend returns the automaton of s.prev, the quotient of the smaller
// heaps, reading the heap past them as element e.
func (s *search) extend(e int) *automaton {
	p := s.prev
	a := &automaton{next: make([][]int, p.Order()), lost: p.P}
	for x := range a.next {
		a.next[x] = make([]int, s.m)
		for i := range a.next[x] {
			y := e
			if i < s.prevM {
				y = p.Heap[s.gen[i]]
			}
			a.next[x][i] = p.Mul[x][y]
		}
	}
	return a
}
