// Command large writes hdu3032's large case to standard output: large
// max-heaps. It is one case of 10^6 heaps (the statement's most), each
// near the largest heap 2^31-1: that heap itself one time in a hundred,
// whose value 2^31 a 32-bit int does not hold, else 2^31-1 less a number
// below 2^20; then the heap that makes the xor of the values 0, so that
// the answer, Bob, is right only if every value is; all shuffled. It is
// drawn by Go's math/rand seeded with 3032, drawing the heaps again
// while the xor's heap is not one the statement allows.
package main

import (
	"bufio"
	"math/rand"

	"gametheory/internal/casegen"
)

func main() {
	casegen.Large(map[string]func(*bufio.Writer){"max-heaps": maxHeaps})
}

// top is the statement's largest heap.
const top = 1<<31 - 1

// value is a heap's Grundy value in Lasker's Nim: 4k+3 and 4k+4 swapped.
// It is its own inverse.
func value(x int64) int64 {
	switch x % 4 {
	case 3:
		return x + 1
	case 0:
		if x > 0 {
			return x - 1
		}
	}
	return x
}

func maxHeaps(w *bufio.Writer) {
	r := rand.New(rand.NewSource(3032))
	h := make([]int64, 1000000)
	for {
		x := int64(0)
		for i := range h[1:] {
			if h[i] = top; r.Intn(100) != 0 {
				h[i] -= r.Int63n(1 << 20)
			}
			x ^= value(h[i])
		}
		if last := value(x); last >= 1 && last <= top {
			h[len(h)-1] = last
			break
		}
	}
	r.Shuffle(len(h), func(i, j int) { h[i], h[j] = h[j], h[i] })
	w.WriteString(casegen.Line(1) + casegen.Line(int64(len(h))) + casegen.Line(h...))
}
