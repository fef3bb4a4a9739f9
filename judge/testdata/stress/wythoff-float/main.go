// Command wythoff-float is a wrong poj1067: it computes ⌊kφ⌋ in float64,
// as the seeds' programs do, which is off by one at k = 102334155.
package main

import (
	"bufio"
	"fmt"
	"math"
	"os"
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
		if a == int64(float64(b-a)*(1+math.Sqrt(5))/2) {
			fmt.Println(0)
		} else {
			fmt.Println(1)
		}
	}
}
