// Command no-flush is a wrong wythoff-duel player: it plays well, but
// writes through a buffer that it flushes only when it exits. Its first
// answer stays in the buffer, and it waits for the jury's next line while
// the jury waits for that answer: neither moves again, which judges
// report as Idleness Limit Exceeded.
package main

import (
	"bufio"
	"fmt"
	"os"

	"gametheory/pkg/wythoff"
)

func main() {
	in := bufio.NewReader(os.Stdin)
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	var t int
	for fmt.Fscan(in, &t); t > 0; t-- {
		var a, b int64
		if _, err := fmt.Fscan(in, &a, &b); err != nil || a < 0 {
			return
		}
		x, y, mine := wythoff.Move(a, b)
		if mine {
			fmt.Fprintln(out, "First")
		} else {
			fmt.Fprintln(out, "Second")
		}
		for ; a != 0 || b != 0; mine = !mine {
			if mine {
				x, y, _ = wythoff.Move(a, b)
				fmt.Fprintln(out, x, y)
			} else if _, err := fmt.Fscan(in, &x, &y); err != nil || x < 0 {
				return
			}
			a, b = a-x, b-y
		}
	}
}
