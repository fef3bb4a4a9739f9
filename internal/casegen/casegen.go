// Package casegen is what the problems' random-input generators share:
// their command line, "gen SEED [SIZE]", and a few ways to pick numbers.
// The same seed gives the same input on every run and every machine. It
// also holds the brute forces' main, Brute, which is strict where a
// solution is lenient, since a brute force is also the validator.
package casegen

import (
	"fmt"
	"gametheory/pkg/fastio"
	"math/rand"
	"os"
	"strconv"
	"strings"
)

// Args reads SEED and the optional SIZE from the command line, with
// defSize when SIZE is absent; it exits with status 2 and a usage line on
// anything else.
func Args(defSize int64) (*rand.Rand, int64) {
	r, size, err := parse(os.Args[1:], defSize)
	if err != nil {
		fmt.Fprintf(os.Stderr, "usage: %s SEED [SIZE]: %v\n", os.Args[0], err)
		os.Exit(2)
	}
	return r, size
}

func parse(args []string, defSize int64) (*rand.Rand, int64, error) {
	if len(args) < 1 || len(args) > 2 {
		return nil, 0, fmt.Errorf("want 1 or 2 arguments, found %d", len(args))
	}
	seed, err := strconv.ParseInt(args[0], 10, 64)
	if err != nil {
		return nil, 0, fmt.Errorf("SEED: %v", err)
	}
	size := defSize
	if len(args) == 2 {
		if size, err = strconv.ParseInt(args[1], 10, 64); err != nil || size < 1 {
			return nil, 0, fmt.Errorf("SIZE: want a positive integer, found %q", args[1])
		}
	}
	return rand.New(rand.NewSource(seed)), size, nil
}

// Between returns a number in [lo, hi], drawn so that the ends come up
// often: each of lo and hi one time in eight, uniform otherwise.
func Between(r *rand.Rand, lo, hi int64) int64 {
	switch r.Intn(8) {
	case 0:
		return lo
	case 1:
		return hi
	}
	return lo + r.Int63n(hi-lo+1)
}

// Piles returns n pile sizes in [lo, hi]; one time in four a pile copies
// an earlier one, so that equal piles, which cancel in Nim, come up often.
func Piles(r *rand.Rand, n int, lo, hi int64) []int64 {
	p := make([]int64, n)
	for i := range p {
		if i > 0 && r.Intn(4) == 0 {
			p[i] = p[r.Intn(i)]
		} else {
			p[i] = Between(r, lo, hi)
		}
	}
	return p
}

// Line writes the numbers on one line.
func Line(nums ...int64) string {
	b := []byte{}
	for i, v := range nums {
		if i > 0 {
			b = append(b, ' ')
		}
		b = strconv.AppendInt(b, v, 10)
	}
	return string(append(b, '\n'))
}

// Brute runs a brute force's solve on standard input, as fastio.Main runs
// a solution, but strictly: the brute force also decides which inputs are
// legal, so content after the input, which a solution only warns about,
// is an error too. Any error is one line on stderr and exit status 1.
func Brute(name string, solve func(*fastio.Reader, *fastio.Writer) error) {
	warning, err := fastio.Run(os.Stdin, os.Stdout, solve)
	if err == nil {
		err = warning
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, name+":", err)
		os.Exit(1)
	}
}

// Edges writes a graph's edges, given on the vertices 0 to n-1, as lines
// "x y" on the vertices 1 to n, as judges number them: in a random order,
// each with a random end first, since a statement promises neither.
func Edges(r *rand.Rand, edges [][2]int) string {
	var b strings.Builder
	ends := ShuffledEnds(r, edges)
	for i := 0; i < len(ends); i += 2 {
		b.WriteString(Line(int64(ends[i])+1, int64(ends[i+1])+1))
	}
	return b.String()
}

// ShuffledEnds returns the ends of edges, on the vertices 0 to n-1, one
// edge after the other, as the solutions that store a graph's edges flat
// read them: the edges in a random order, each with a random end first.
func ShuffledEnds(r *rand.Rand, edges [][2]int) []int32 {
	var ends []int32
	for _, i := range r.Perm(len(edges)) {
		x, y := int32(edges[i][0]), int32(edges[i][1])
		if r.Intn(2) == 0 {
			x, y = y, x
		}
		ends = append(ends, x, y)
	}
	return ends
}

// Untidy returns the lines of s with their whitespace changed as judges'
// data files sometimes have it, the tokens unchanged: one line in eight
// split in two at its first space, one in eight after a blank line.
func Untidy(r *rand.Rand, s string) string {
	var b strings.Builder
	for _, line := range strings.SplitAfter(s, "\n") {
		switch r.Intn(8) {
		case 0:
			line = strings.Replace(line, " ", "\n", 1)
		case 1:
			line = "\n" + line
		}
		b.WriteString(line)
	}
	return b.String()
}
