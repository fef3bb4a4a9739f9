// Command large writes hdu2509's large case to standard output: large
// NAME, the one NAME being largest, 10^4 cases of n = 100 lines of 1 to
// 100 apples (the statement's most), drawn by math/rand seeded with 2509.
// One case in four has its last line chosen so that the lengths xor to 0
// where that length is in range (lost: two lines of 2 or more cancel);
// one in eight is only lines of 1 apple, 100 of them (won) or, every
// other time, 99 (lost); the rest are random.
package main

import (
	"bufio"
	"math/rand"

	"gametheory/internal/casegen"
)

func main() {
	casegen.Large(map[string]func(*bufio.Writer){"largest": largest})
}

func largest(w *bufio.Writer) {
	const cases = 10000
	r := rand.New(rand.NewSource(2509))
	for k := 0; k < cases; k++ {
		n := 100
		if k%16 == 9 {
			n = 99
		}
		lines := make([]int64, n)
		x := int64(0)
		for i := range lines {
			lines[i] = 1 + r.Int63n(100)
			if k%8 == 1 {
				lines[i] = 1
			}
			if i < n-1 {
				x ^= lines[i]
			}
		}
		if k%4 == 0 && x >= 1 && x <= 100 {
			lines[n-1] = x
		}
		w.WriteString(casegen.Line(int64(n)))
		w.WriteString(casegen.Line(lines...))
	}
}
