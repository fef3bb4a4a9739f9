// Command p1247-all is a family for judge stress -all on p1247: run as
// p1247-all K [SIZE], it prints input K of every game of 1 to 3 piles of
// 0 to SIZE matches (default 3), fewer piles first, then in lexicographic
// order (exhaustive.Piles): 4 + 16 + 64 = 84 inputs for SIZE 3.
package main

import "gametheory/pkg/exhaustive"

func main() {
	exhaustive.Main(func(size int64) exhaustive.Family { return exhaustive.Piles(3, size) }, 3)
}
