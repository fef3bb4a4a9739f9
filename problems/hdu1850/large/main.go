// Command large writes hdu1850's large case to standard output: large
// NAME, the one NAME being largest, 5000 cases of M = 100 heaps (the
// statement's most) and the closing 0, drawn by CPython's random module
// seeded with 1850 (casegen.Python), so that the committed input, made
// in Python, is made again byte for byte. Every case first draws 100
// heaps from 1 to 10^6; the cases then take turns: those heaps; those
// heaps with the last one set to the xor of the others when that is a
// heap from 1 to 10^6 (a lost position, 0 winning moves); 100 heaps drawn
// again from 2^19 to 10^6, sharing their highest bit (many winning
// moves); 100 heaps drawn again from 10^6-63 to 10^6.
package main

import (
	"bufio"

	"gametheory/internal/casegen"
)

func main() {
	casegen.Large(map[string]func(*bufio.Writer){"largest": largest})
}

func largest(w *bufio.Writer) {
	const top = 1e6
	r := casegen.NewPython(1850)
	h := make([]int64, 100)
	for k := 0; k < 5000; k++ {
		for i := range h {
			h[i] = r.Randint(1, top)
		}
		switch k % 4 {
		case 1:
			x := int64(0)
			for _, v := range h[:len(h)-1] {
				x ^= v
			}
			if x >= 1 && x <= top {
				h[len(h)-1] = x
			}
		case 2:
			for i := range h {
				h[i] = r.Randint(1<<19, top)
			}
		case 3:
			for i := range h {
				h[i] = top - int64(r.Randbelow(64))
			}
		}
		w.WriteString(casegen.Line(int64(len(h))) + casegen.Line(h...))
	}
	w.WriteString("0\n")
}
