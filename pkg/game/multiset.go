package game

import (
	"encoding/binary"
	"slices"
	"strconv"
	"strings"
)

// A Multiset is a position made of heaps (rows, pieces, chessmen: any
// sizes) whose order does not matter, as many as needed, each as large as
// an int holds. Positions that differ only in the order of their sizes
// are equal, and so one key of a Game's memo: a search over them visits
// each once. A heap of 0 is no heap. The zero Multiset is the empty one.
type Multiset struct {
	// s holds the sizes from the largest, each as a uvarint, so that
	// equal multisets are equal strings.
	s string
}

// NewMultiset returns the position holding the sizes that are not 0. It
// panics on a negative size.
func NewMultiset(sizes ...int) Multiset {
	sorted := make([]int, 0, len(sizes))
	for _, s := range sizes {
		if s < 0 {
			panic("game: a negative size in a Multiset: " + strconv.Itoa(s))
		}
		if s > 0 {
			sorted = append(sorted, s)
		}
	}
	slices.Sort(sorted)
	b := make([]byte, 0, len(sorted))
	for i := len(sorted) - 1; i >= 0; i-- {
		b = binary.AppendUvarint(b, uint64(sorted[i]))
	}
	return Multiset{string(b)}
}

// Sizes returns the sizes, largest first.
func (m Multiset) Sizes() []int {
	var sizes []int
	for i := 0; i < len(m.s); {
		v, shift := uint64(0), uint(0)
		for ; m.s[i] >= 0x80; i++ {
			v |= uint64(m.s[i]&0x7f) << shift
			shift += 7
		}
		v |= uint64(m.s[i]) << shift
		i++
		sizes = append(sizes, int(v))
	}
	return sizes
}

// String returns the sizes as a list, largest first: [7 3 3 1].
func (m Multiset) String() string {
	var b strings.Builder
	b.WriteByte('[')
	for i, v := range m.Sizes() {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(strconv.Itoa(v))
	}
	b.WriteByte(']')
	return b.String()
}
