package gametree

// EDPairs is a position of E&D (Luogu P2148): up to three pairs of heaps,
// each of at most 255; a move takes one pair, and splits one of its two
// heaps into two non-empty heaps, which become the pair in its place.
// Each pair is kept with its smaller heap first and the pairs sorted,
// absent ones {0, 0} last, so that positions that differ only in order
// are one key.
type EDPairs [3][2]uint8

// NewEDPairs returns the position whose pairs are heaps[0] and heaps[1],
// heaps[2] and heaps[3], and so on. It panics unless the heaps come in
// one to three pairs, each heap from 1 to 255.
func NewEDPairs(heaps ...int) EDPairs {
	if len(heaps) == 0 || len(heaps)%2 != 0 || len(heaps) > 2*len(EDPairs{}) {
		panic("gametree: heaps not in one to three pairs")
	}
	var p EDPairs
	for i := 0; i < len(heaps); i += 2 {
		x, y := heaps[i], heaps[i+1]
		if x < 1 || y < 1 || x > 255 || y > 255 {
			panic("gametree: a heap out of a EDPairs' range")
		}
		p[i/2] = [2]uint8{uint8(min(x, y)), uint8(max(x, y))}
	}
	p.sort()
	return p
}

// sort orders the pairs, absent ones last.
func (p *EDPairs) sort() {
	for i := 1; i < len(p); i++ {
		for j := i; j > 0 && less(p[j], p[j-1]); j-- {
			p[j], p[j-1] = p[j-1], p[j]
		}
	}
}

func less(a, b [2]uint8) bool {
	switch {
	case a[0] == 0 || b[0] == 0:
		return b[0] == 0 && a[0] != 0
	case a[0] != b[0]:
		return a[0] < b[0]
	}
	return a[1] < b[1]
}

// EDMoves lists the moves of E&D from p: for each pair (once per equal
// pairs) and each of its heaps s (once if the two are equal), the pair
// replaced by (a, s-a) for every 1 <= a <= s/2.
func EDMoves(p EDPairs) []EDPairs {
	var m []EDPairs
	for i, pair := range p {
		if pair[0] == 0 || i > 0 && pair == p[i-1] {
			continue
		}
		for k, s := range pair {
			if k == 1 && s == pair[0] {
				break // the same splits as the other heap's
			}
			for a := uint8(1); 2*a <= s; a++ {
				q := p
				q[i] = [2]uint8{a, s - a}
				q.sort()
				m = append(m, q)
			}
		}
	}
	return m
}
