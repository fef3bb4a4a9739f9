// Command gen writes a random input for abc209e (Shiritori): gen SEED
// [SIZE], 1 to SIZE words (default 12; the statement allows 2·10^5, the
// brute force analyses up to 300) of 3 to 8 letters over an alphabet of
// two or three letters, lower and upper case mixed (so that words follow
// one another often, and letters differing only in case are met), a word
// in four copying an earlier one; one time in four the words are put on
// a few nodes, each from one three-letter string to another, to make
// cycles, and one time in eight every word has 3 letters. Blank lines
// come in between, sometimes.
package main

import (
	"fmt"
	"math/rand"
	"strings"

	"gametheory/internal/casegen"
)

func main() {
	r, size := casegen.Args(12)
	n := casegen.Between(r, 1, min(size, 2e5))
	alphabet := []string{"ab", "aA", "abc", "aAb", "xyz"}[r.Intn(5)]
	word := func(length int) string {
		b := make([]byte, length)
		for i := range b {
			b[i] = alphabet[r.Intn(len(alphabet))]
		}
		return string(b)
	}
	var nodes []string
	if r.Intn(4) == 0 {
		for k := 1 + r.Intn(4); k > 0; k-- {
			nodes = append(nodes, word(3))
		}
	}
	short := r.Intn(8) == 0
	var b strings.Builder
	b.WriteString(casegen.Line(n))
	var words []string
	for i := int64(0); i < n; i++ {
		var w string
		switch {
		case i > 0 && r.Intn(4) == 0:
			w = words[r.Intn(len(words))]
		case short:
			w = word(3)
		case nodes != nil:
			w = edge(r, nodes, word)
		default:
			w = word(3 + r.Intn(6))
		}
		words = append(words, w)
		if r.Intn(10) == 0 {
			b.WriteString("\n")
		}
		b.WriteString(w + "\n")
	}
	fmt.Print(b.String())
}

// edge returns a word from one of the nodes to one of them: the node
// alone if it goes back to itself and is 3 letters long, else the two
// nodes with up to 2 letters between.
func edge(r *rand.Rand, nodes []string, word func(int) string) string {
	u, v := nodes[r.Intn(len(nodes))], nodes[r.Intn(len(nodes))]
	if u == v && r.Intn(3) == 0 {
		return u
	}
	return u + word(r.Intn(3)) + v
}
