// Command unreached uses only the old Go of a package that has newer
// functions too.
package main

import (
	"fmt"

	"modern/pkg/loops"
)

func main() { fmt.Println(loops.Evens(7)) }
