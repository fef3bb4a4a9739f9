// Command large writes poj2311's large case to standard output: large
// NAME, the one NAME being largest, every sheet W H from 2 x 2 to
// 200 x 200 (the statement's most), W the outer loop.
package main

import (
	"bufio"

	"gametheory/internal/casegen"
)

func main() {
	casegen.Large(map[string]func(*bufio.Writer){"largest": largest})
}

func largest(w *bufio.Writer) {
	for width := int64(2); width <= 200; width++ {
		for height := int64(2); height <= 200; height++ {
			w.WriteString(casegen.Line(width, height))
		}
	}
}
