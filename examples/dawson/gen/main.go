// Command gen writes a random input for dawson: gen SEED [SIZE], 1 to 5
// heaps of 0 to SIZE tokens (default 200), so that the brute force's
// search stays small.
package main

import (
	"fmt"
	"math/rand"
	"os"
	"strconv"
)

func main() {
	args := os.Args[1:]
	size := int64(200)
	seed, err := strconv.ParseInt(args[0], 10, 64)
	if len(args) == 2 && err == nil {
		size, err = strconv.ParseInt(args[1], 10, 64)
	}
	if len(args) < 1 || len(args) > 2 || err != nil || size < 0 {
		fmt.Fprintln(os.Stderr, "usage: gen SEED [SIZE], two integers")
		os.Exit(2)
	}
	r := rand.New(rand.NewSource(seed))
	n := 1 + r.Intn(5)
	fmt.Println(n)
	for i := 0; i < n; i++ {
		if i > 0 {
			fmt.Print(" ")
		}
		fmt.Print(r.Int63n(size + 1))
	}
	fmt.Println()
}
