// Command illegal-move is a wrong wythoff-duel player: it plays well,
// but its first move takes one stone more than the first pile holds. The
// jury stops it there: "illegal move".
package main

import (
	"bufio"
	"fmt"
	"os"

	"gametheory/pkg/wythoff"
)

func main() {
	in := bufio.NewReader(os.Stdin)
	var t int
	first := true
	for fmt.Fscan(in, &t); t > 0; t-- {
		var a, b int64
		if _, err := fmt.Fscan(in, &a, &b); err != nil || a < 0 {
			return
		}
		x, y, mine := wythoff.Move(a, b)
		if mine {
			fmt.Println("First") // standard output is not buffered
		} else {
			fmt.Println("Second")
		}
		for ; a != 0 || b != 0; mine = !mine {
			if mine {
				x, y, _ = wythoff.Move(a, b)
				if first {
					x, y, first = a+1, 0, false
				}
				fmt.Println(x, y)
			} else if _, err := fmt.Fscan(in, &x, &y); err != nil || x < 0 {
				return
			}
			a, b = a-x, b-y
		}
	}
}
