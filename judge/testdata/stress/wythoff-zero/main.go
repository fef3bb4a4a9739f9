// Command wythoff-zero is a wrong poj1067: like the seed's nim1 it
// answers every pair of equal piles as won, (0, 0) too.
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
		if a == b || !wythoff.Lost(a, b) {
			fmt.Println(1)
		} else {
			fmt.Println(0)
		}
	}
}
