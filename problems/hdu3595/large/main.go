// Command large writes hdu3595's large case to standard output: large
// NAME, the one NAME being largest, 1000 cases of N = 1000 games (the
// statement's most), drawn by CPython's random module seeded with 3595
// (casegen.Python), so that the committed input, made in Python, is made
// again byte for byte. A case's numbers go up to a size drawn as
// int(1000**random()), so that small sizes, with their many equal and
// finished games, come up as often as large ones. A game is one of six
// kinds, each as likely: two equal numbers; a number and 0 (finished);
// consecutive Fibonacci numbers, the longest chains of forced moves, one
// of the first 14 pairs, or (size, size-1) where that pair is past the
// size; three kinds of two numbers uniform from 0 to the size. Either
// number of a game comes first, at random.
package main

import (
	"bufio"
	"math"

	"gametheory/internal/casegen"
)

func main() {
	casegen.Large(map[string]func(*bufio.Writer){"largest": largest})
}

func largest(w *bufio.Writer) {
	fib := []int64{1, 2}
	for len(fib) < 15 {
		fib = append(fib, fib[len(fib)-1]+fib[len(fib)-2])
	}
	r := casegen.NewPython(3595)
	for c := 0; c < 1000; c++ {
		size := int64(math.Pow(1000, r.Random()))
		w.WriteString("1000\n")
		for g := 0; g < 1000; g++ {
			var x, y int64
			switch r.Randbelow(6) {
			case 0:
				x = r.Randint(0, size)
				y = x
			case 1:
				x = r.Randint(0, size)
			case 2:
				i := r.Randbelow(uint64(len(fib) - 1))
				x, y = fib[i+1], fib[i]
				if x > size {
					x, y = size, size-1
				}
			default:
				x = r.Randint(0, size)
				y = r.Randint(0, size)
			}
			if r.Randbelow(2) == 1 {
				x, y = y, x
			}
			w.WriteString(casegen.Line(x, y))
		}
	}
}
