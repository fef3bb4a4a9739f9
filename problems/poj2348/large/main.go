// Command large writes poj2348's large case to standard output: large
// NAME, the one NAME being largest, 4*10^5 pairs and the closing "0 0",
// drawn by CPython's random module seeded with 2348 (casegen.Python), so
// that the committed input, made in Python, is made again byte for byte.
// A pair is one of five kinds, each as likely: consecutive Fibonacci
// numbers up to F(45) (the longest chains of forced moves), each left
// as it is one time in two and otherwise made one more or one less (at
// least 1); two equal numbers; a number within 100 of 2^31-1 and one
// from its half to itself; two uniform numbers from 1 to 2^31-1 (two
// kinds). Either number of a pair comes first, at random.
package main

import (
	"bufio"

	"gametheory/internal/casegen"
)

func main() {
	casegen.Large(map[string]func(*bufio.Writer){"largest": largest})
}

func largest(w *bufio.Writer) {
	const top = 1<<31 - 1
	fib := []int64{1, 2}
	for f := int64(3); f <= top; f = fib[len(fib)-1] + fib[len(fib)-2] {
		fib = append(fib, f)
	}
	offsets := []int64{-1, 0, 0, 1}
	r := casegen.NewPython(2348)
	near := func(f int64) int64 { return max(1, f+offsets[r.Randbelow(uint64(len(offsets)))]) }
	for n := 0; n < 400000; n++ {
		var x, y int64
		switch r.Randbelow(5) {
		case 0:
			i := r.Randbelow(uint64(len(fib) - 2))
			x = near(fib[i+1])
			y = near(fib[i])
		case 1:
			x = r.Randint(1, top)
			y = x
		case 2:
			x = top - int64(r.Randbelow(100))
			y = r.Randint(x/2, x)
		default:
			x = r.Randint(1, top)
			y = r.Randint(1, top)
		}
		if r.Randbelow(2) == 1 {
			x, y = y, x
		}
		w.WriteString(casegen.Line(x, y))
	}
	w.WriteString("0 0\n")
}
