// Command rangefunc calls a library function that ranges over a function.
package main

import (
	"fmt"

	"modern/pkg/loops"
)

func main() { fmt.Println(loops.Sum(loops.Upto(5))) }
