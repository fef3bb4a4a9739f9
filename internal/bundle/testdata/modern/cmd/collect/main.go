// Command collect sorts a set with slices.Sorted and maps.Keys (go1.23).
package main

import (
	"fmt"

	"modern/pkg/sets"
)

func main() { fmt.Println(sets.Sorted(map[string]bool{"b": true, "a": true, "c": true})) }
