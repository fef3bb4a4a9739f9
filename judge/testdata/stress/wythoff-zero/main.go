// Command wythoff-zero is a wrong poj1067: like the seed's nim1 it
// answers every pair of equal piles as won, (0, 0) too.
package main

import (
	"bufio"
	"fmt"
	"math/big"
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
		if a == b || a != floorKPhi(b-a) {
			fmt.Println(1)
		} else {
			fmt.Println(0)
		}
	}
}

// floorKPhi is ⌊kφ⌋, exactly.
func floorKPhi(k int64) int64 {
	s := big.NewInt(k)
	s.Mul(s, s).Mul(s, big.NewInt(5)).Sqrt(s)
	return (s.Int64() + k) / 2
}
