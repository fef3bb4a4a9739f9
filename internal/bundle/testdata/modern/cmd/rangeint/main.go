// Command rangeint calls a library function that ranges over an integer.
package main

import (
	"fmt"

	"modern/pkg/loops"
)

func main() { fmt.Println(loops.Squares(4)) }
