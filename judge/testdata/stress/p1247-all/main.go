// Command p1247-all is a family for judge stress -all on p1247: run as
// p1247-all K [SIZE], it prints input K of every game of 1 to 3 piles of
// 0 to SIZE matches (default 3), fewer piles first, then in lexicographic
// order: 4 + 16 + 64 = 84 inputs for SIZE 3.
package main

import (
	"fmt"

	"gametheory/pkg/exhaustive"
)

func main() { exhaustive.Main(piles, 3) }

func piles(size int64) exhaustive.Family {
	return func(yield func([]byte) bool) {
		for k := 1; k <= 3; k++ {
			p := make([]int64, k)
			for {
				in := fmt.Appendf(nil, "%d\n", k)
				for i, n := range p {
					if i > 0 {
						in = append(in, ' ')
					}
					in = fmt.Append(in, n)
				}
				if !yield(append(in, '\n')) {
					return
				}
				i := k - 1
				for ; i >= 0 && p[i] == size; i-- {
					p[i] = 0
				}
				if i < 0 {
					break
				}
				p[i]++
			}
		}
	}
}
