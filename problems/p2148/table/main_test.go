package main

import (
	"os"

	"gametheory/pkg/game"
)

// The table docs/problems.md shows, the 8×8 corner, as the command prints
// it: row a, column b is the pair of heaps a+1 and b+1, and its value is
// the number of trailing 1 bits of a|b.
func Example() {
	src := source()
	game.Command("table", []string{"-n", "8"}, &src, os.Stdout, os.Stderr)
	// Output:
	// E&D (heaps a+1, b+1): G(a, b) for a, b < 8; * marks a lost position (G = 0)
	// a\b 0  1  2  3  4  5  6  7
	//   0 0* 1  0* 2  0* 1  0* 3
	//   1 1  1  2  2  1  1  3  3
	//   2 0* 2  0* 2  0* 3  0* 3
	//   3 2  2  2  2  3  3  3  3
	//   4 0* 1  0* 3  0* 1  0* 3
	//   5 1  1  3  3  1  1  3  3
	//   6 0* 3  0* 3  0* 3  0* 3
	//   7 3  3  3  3  3  3  3  3
	// lost positions: (0,0) (0,2) (0,4) (0,6) (2,2) (2,4) (2,6) (4,4) (4,6) (6,6) and their mirror images
}
