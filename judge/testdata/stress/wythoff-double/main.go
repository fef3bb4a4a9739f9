// Command wythoff-double is a wrong poj1067: it prints 1 for equal piles
// and then goes on to print the general answer too, two lines for one
// pair.
package main

import (
	"bufio"
	"fmt"
	"os"

	"gametheory/pkg/wythoff"
)

func main() {
	in := bufio.NewReader(os.Stdin)
	var a, b int64
	for {
		if _, err := fmt.Fscan(in, &a, &b); err != nil {
			return
		}
		if a > b {
			a, b = b, a
		}
		if a == b {
			fmt.Println(1) // and no "continue"
		}
		if wythoff.Lost(a, b) {
			fmt.Println(0)
		} else {
			fmt.Println(1)
		}
	}
}
