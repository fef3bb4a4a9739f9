// Command all is the family of every input of 1 to 3 heaps of 0 to SIZE
// tokens (default 12; exhaustive.Piles) for judge stress -all: run as all
// K [SIZE], it prints input K, and nothing past the last; 13 + 169 + 2197
// = 2379 inputs for SIZE 12.
package main

import "gametheory/pkg/exhaustive"

func main() {
	exhaustive.Main(func(size int64) exhaustive.Family { return exhaustive.Piles(3, size) }, 12)
}
