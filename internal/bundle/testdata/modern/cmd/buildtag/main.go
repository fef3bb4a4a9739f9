// Command buildtag calls a function that a go1.23 file and an older one
// both declare.
package main

import (
	"fmt"

	"modern/pkg/version"
)

func main() { fmt.Println(version.Sum()) }
