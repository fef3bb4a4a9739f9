// Command large writes hdu2516's large case to standard output: large
// NAME, the one NAME being largest, 5*10^5 heaps and the closing 0, drawn
// by CPython's random module seeded with 2516 (casegen.Python), so that
// the committed input, made in Python, is made again byte for byte. A
// heap in three is a Fibonacci number from 2 to 2^31-1 (the second
// player's wins), uniform among them, and half of those are off by one
// (-1 or +1, at least 2); the others are uniform from 2 to 2^31-1.
package main

import (
	"bufio"

	"gametheory/internal/casegen"
)

func main() {
	casegen.Large(map[string]func(*bufio.Writer){"largest": largest})
}

func largest(w *bufio.Writer) {
	fib := []int64{2, 3}
	for f := int64(5); f < 1<<31; f = fib[len(fib)-1] + fib[len(fib)-2] {
		fib = append(fib, f)
	}
	offsets := []int64{-1, 0, 0, 1}
	r := casegen.NewPython(2516)
	for i := 0; i < 500000; i++ {
		var v int64
		if r.Randbelow(3) == 0 {
			v = max(2, fib[r.Randbelow(uint64(len(fib)))]+offsets[r.Randbelow(uint64(len(offsets)))])
		} else {
			v = r.Randint(2, 1<<31-1)
		}
		w.WriteString(casegen.Line(v))
	}
	w.WriteString("0\n")
}
