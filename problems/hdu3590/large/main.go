// Command large writes hdu3590's large case to standard output: large
// NAME, the one NAME being largest, the statement's most, drawn by
// math/rand from rand.New(rand.NewSource(1)) as the function largest
// says. The same name gives the same bytes on every run.
package main

import (
	"bufio"
	"math/rand"
	"strconv"

	"gametheory/internal/casegen"
)

func main() {
	casegen.Large(map[string]func(*bufio.Writer){"largest": largest})
}

// largest writes the case largest: 100 cases of 99 trees of 99 nodes,
// the statement's most, drawn from seed 1, nodes numbered at random but
// for node 1. A case in four is of trees of random
// shapes (random trees, paths from an end or from inside, stars,
// caterpillars, two or three equal branches at the root); one has 49
// trees each twice and one of two equal branches (xor 0, some branch
// worth 2 or more: QQ); one has 99 stars (9702 branches of 1: PP); one 99
// stars of 98 nodes (9603 branches of 1: QQ; a tree of 99 nodes has an
// even number of branches when all are worth 1, since each such branch
// holds an odd number of nodes).
func largest(b *bufio.Writer) {
	const m = 99
	r := rand.New(rand.NewSource(1))
	write := func(parent []int) {
		m := len(parent)
		label := relabel(r, m)
		b.WriteString(strconv.Itoa(m) + "\n")
		for _, v := range r.Perm(m - 1) {
			x, y := label[v+1], label[parent[v+1]]
			if r.Intn(2) == 0 {
				x, y = y, x
			}
			b.WriteString(strconv.Itoa(x) + " " + strconv.Itoa(y) + "\n")
		}
	}
	for c := 0; c < 100; c++ {
		b.WriteString("99\n")
		switch c % 4 {
		case 0:
			for n := 0; n < 99; n++ {
				write(shape(r, m, r.Intn(6)))
			}
		case 1:
			for n := 0; n < 49; n++ {
				p := shape(r, m, r.Intn(6))
				write(p)
				write(p)
			}
			write(shape(r, m, 6))
		case 2:
			for n := 0; n < 99; n++ {
				write(shape(r, m, 3))
			}
		case 3:
			for n := 0; n < 99; n++ {
				write(shape(r, m-1, 3))
			}
		}
	}
}

// shape returns the parents of a tree on the nodes 0 to m-1 rooted at 0,
// parent[v] < v: kind 0 random, 1 a path from an end, 2 a path from
// inside (two paths at the root), 3 a star, 4 a caterpillar (a spine, a
// leaf on each of its nodes), 5 two or three equal branches with the
// nodes left over on the root, 6 two equal branches.
func shape(r *rand.Rand, m, kind int) []int {
	parent := make([]int, m)
	switch kind {
	case 0:
		for v := 1; v < m; v++ {
			parent[v] = r.Intn(v)
		}
	case 1, 2:
		for v := 1; v < m; v++ {
			parent[v] = v - 1
		}
		if kind == 2 {
			parent[1+r.Intn(m-1)] = 0
		}
	case 4:
		for v := 1; v < m; v++ {
			parent[v] = max(v-2, 0)
		}
	case 5, 6:
		k := 2
		if kind == 5 {
			k += r.Intn(2)
		}
		size := (m - 1) / k
		foot := make([]int, size+1) // a branch's parents, its foot 1 on the root
		for v := 2; v <= size; v++ {
			foot[v] = 1 + r.Intn(v-1)
		}
		for c := 0; c < k; c++ {
			for v := 2; v <= size; v++ {
				parent[c*size+v] = c*size + foot[v]
			}
		}
	}
	return parent
}

// relabel returns labels 1 to m for the nodes 0 to m-1, node 0 labelled
// 1 and the others at random.
func relabel(r *rand.Rand, m int) []int {
	label := []int{1}
	for _, v := range r.Perm(m - 1) {
		label = append(label, v+2)
	}
	return label
}
