// Command gen writes a random input for poj2368 (Buttons): gen SEED
// [SIZE], one K from 3 to SIZE (default 60; the statement allows 10^8;
// the brute force takes about K³ steps). 3 and SIZE come up often.
package main

import (
	"fmt"

	"gametheory/internal/casegen"
)

func main() {
	r, size := casegen.Args(60)
	fmt.Print(casegen.Line(casegen.Between(r, 3, max(3, min(size, 1e8)))))
}
