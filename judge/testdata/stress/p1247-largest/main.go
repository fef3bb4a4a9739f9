// Command p1247-largest is a wrong p1247: it makes the winning move on the
// largest pile that has one, not on the first.
package main

import (
	"bufio"
	"fmt"
	"os"
)

func main() {
	in := bufio.NewReader(os.Stdin)
	var k int
	fmt.Fscan(in, &k)
	piles := make([]int64, k)
	var x int64
	for i := range piles {
		fmt.Fscan(in, &piles[i])
		x ^= piles[i]
	}
	if x == 0 {
		fmt.Println("lose")
		return
	}
	b := -1
	for i, n := range piles {
		if n^x < n && (b < 0 || n > piles[b]) {
			b = i
		}
	}
	fmt.Println(piles[b]-(piles[b]^x), b+1)
	piles[b] ^= x
	for i, n := range piles {
		if i > 0 {
			fmt.Print(" ")
		}
		fmt.Print(n)
	}
	fmt.Println()
}
