// Command always-first is a wrong wythoff-duel player: it says First in
// every game, then plays the winning move when there is one and otherwise
// takes one stone. The jury stops it at the first game that starts at a
// lost position: "the program said First at a lost position".
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
	fmt.Fscan(in, &t)
	for ; t > 0; t-- {
		var a, b int64
		if _, err := fmt.Fscan(in, &a, &b); err != nil || a < 0 {
			return
		}
		fmt.Println("First") // standard output is not buffered
		for mine := true; a != 0 || b != 0; mine = !mine {
			var x, y int64
			if mine {
				var ok bool
				if x, y, ok = wythoff.Move(a, b); !ok { // a lost position: take one stone
					if a > 0 {
						x = 1
					} else {
						y = 1
					}
				}
				fmt.Println(x, y)
			} else if _, err := fmt.Fscan(in, &x, &y); err != nil || x < 0 {
				return
			}
			a, b = a-x, b-y
		}
	}
}
