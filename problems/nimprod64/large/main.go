// Command large writes one of nimprod64's large cases: large NAME [T].
// They are the kinds of largest input of Library Checker's tests, cut to
// fit 10 MB unless T, a number of queries, is given:
//
//   - random: T = 235000 uniform 64-bit pairs, two r.Uint64() of
//     math/rand's rand.New(rand.NewSource(1)) a pair;
//   - small: the first T = 10^5 pairs (a, b) with a + b = s for s = 0, 1,
//     2, ..., a from 0 to s;
//   - large: the same pairs, each number subtracted from 2^64-1;
//   - power-of-two: all 4096 pairs of powers of two (T is ignored).
//
// The same name gives the same bytes on every run.
package main

import (
	"bufio"
	"fmt"
	"math/rand"
	"os"
	"strconv"
	"strings"
)

// A kind is a case's pairs, given the number of queries t.
type kind struct {
	name  string
	t     int // the number of queries when none is given
	pairs func(t int) [][2]uint64
}

var kinds = []kind{
	{"random", 235000, func(t int) [][2]uint64 { // 42 bytes a query: 9.9 MB
		r := rand.New(rand.NewSource(1))
		p := make([][2]uint64, t)
		for i := range p {
			p[i] = [2]uint64{r.Uint64(), r.Uint64()}
		}
		return p
	}},
	{"small", 100000, func(t int) [][2]uint64 { return walk(t, 0) }},
	{"large", 100000, func(t int) [][2]uint64 { return walk(t, 1<<64-1) }},
	{"power-of-two", 4096, func(int) [][2]uint64 {
		var p [][2]uint64
		for i := 0; i < 64; i++ {
			for j := 0; j < 64; j++ {
				p = append(p, [2]uint64{1 << i, 1 << j})
			}
		}
		return p
	}},
}

// walk returns the first t pairs (a, b) with a + b = s for s = 0, 1, 2,
// ..., a from 0 to s, each number xored with flip: 2^64-1 subtracts them
// from 2^64-1.
func walk(t int, flip uint64) [][2]uint64 {
	var p [][2]uint64
	for s := uint64(0); len(p) < t; s++ {
		for a := uint64(0); a <= s && len(p) < t; a++ {
			p = append(p, [2]uint64{a ^ flip, (s - a) ^ flip})
		}
	}
	return p
}

func main() {
	var names []string
	for _, k := range kinds {
		names = append(names, k.name)
	}
	usage := func(why string) {
		fmt.Fprintf(os.Stderr, "usage: large NAME [T], NAME one of %s: %s\n", strings.Join(names, ", "), why)
		os.Exit(2)
	}
	args := os.Args[1:]
	if len(args) < 1 || len(args) > 2 {
		usage(fmt.Sprintf("want 1 or 2 arguments, found %d", len(args)))
	}
	for _, k := range kinds {
		if k.name != args[0] {
			continue
		}
		t := k.t
		if len(args) == 2 {
			n, err := strconv.Atoi(args[1])
			if err != nil || n < 0 {
				usage(fmt.Sprintf("T: want a number of queries, found %q", args[1]))
			}
			t = n
		}
		if err := write(k.pairs(t)); err != nil {
			fmt.Fprintln(os.Stderr, "large:", err)
			os.Exit(1)
		}
		return
	}
	usage(fmt.Sprintf("unknown case %q", args[0]))
}

// write writes the pairs as nimprod64's input to standard output; the
// writer's errors stick, so Flush reports any.
func write(p [][2]uint64) error {
	w := bufio.NewWriter(os.Stdout)
	fmt.Fprintln(w, len(p))
	var b []byte
	for _, q := range p {
		b = strconv.AppendUint(b[:0], q[0], 10)
		b = append(b, ' ')
		b = strconv.AppendUint(b, q[1], 10)
		w.Write(append(b, '\n'))
	}
	return w.Flush()
}
