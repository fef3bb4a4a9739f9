package gametree

// A Multiset is a position of up to 24 heaps or rows whose order does not
// matter, each of at most 255: the sizes sorted from the largest, with 0
// for the absent ones. Positions that differ only in order are one key, so
// a search over them visits each once.
type Multiset [24]uint8

// NewMultiset returns the position holding the non-zero sizes. It panics
// if there are more than 24 of them or one is above 255.
func NewMultiset(sizes ...int) Multiset {
	var m Multiset
	k := 0
	for _, s := range sizes {
		if s == 0 {
			continue
		}
		if k == len(m) || s < 0 || s > 255 {
			panic("gametree: sizes out of a Multiset's range")
		}
		// Insert s among the k sizes so far, keeping them sorted.
		i := k
		for ; i > 0 && m[i-1] < uint8(s); i-- {
			m[i] = m[i-1]
		}
		m[i] = uint8(s)
		k++
	}
	return m
}

// Sizes returns the non-zero sizes, largest first.
func (m Multiset) Sizes() []int {
	var s []int
	for _, v := range m {
		if v == 0 {
			break
		}
		s = append(s, int(v))
	}
	return s
}

// EachPartition calls f with every way to write n >= 1 as a sum of
// positive parts, each as its parts from the largest, in reverse
// lexicographic order: n first, 1+1+...+1 last.
func EachPartition(n int, f func(parts []int)) {
	var parts []int
	var rec func(rest, most int)
	rec = func(rest, most int) {
		if rest == 0 {
			f(parts)
			return
		}
		for v := min(rest, most); v >= 1; v-- {
			parts = append(parts, v)
			rec(rest-v, v)
			parts = parts[:len(parts)-1]
		}
	}
	rec(n, n)
}

// EachVector calls f with every vector of n numbers in [0, most], in the
// order of the numbers they write in base most+1, the first the lowest
// digit: (most+1)^n vectors. f must not keep v, which the next call
// reuses.
func EachVector(n, most int, f func(v []int)) {
	v := make([]int, n)
	for {
		f(v)
		i := 0
		for ; i < n && v[i] == most; i++ {
			v[i] = 0
		}
		if i == n {
			return
		}
		v[i]++
	}
}
