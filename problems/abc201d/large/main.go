// Command large writes one of abc201d's large cases to standard output:
// large NAME. Each is a grid of 2000 x 2000 squares (the statement's
// most): largest-all-blue, every square blue (+); largest-random, each
// square blue or red (-) as a coin falls, drawn in Python by
// random.choice("+-"), row by row, from the random module seeded with 201,
// and drawn again here by casegen.Python, so that the committed input is
// made byte for byte.
package main

import (
	"bufio"
	"bytes"

	"gametheory/internal/casegen"
)

const side = 2000

func main() {
	casegen.Large(map[string]func(*bufio.Writer){
		"largest-all-blue": func(w *bufio.Writer) {
			row := bytes.Repeat([]byte("+"), side)
			write(w, func() []byte { return row })
		},
		"largest-random": func(w *bufio.Writer) {
			r := casegen.NewPython(201)
			row := make([]byte, side)
			write(w, func() []byte {
				for i := range row {
					row[i] = "+-"[r.Randbelow(2)]
				}
				return row
			})
		},
	})
}

// write writes the grid, its rows made by row in turn.
func write(w *bufio.Writer, row func() []byte) {
	w.WriteString(casegen.Line(side, side))
	for i := 0; i < side; i++ {
		w.Write(row())
		w.WriteByte('\n')
	}
}
