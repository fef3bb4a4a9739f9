// Package sets sorts a set's members with the iterators of go1.23's
// standard library.
package sets

import (
	"maps"
	"slices"
)

// Sorted returns the members of set in order.
func Sorted(set map[string]bool) []string { return slices.Sorted(maps.Keys(set)) }
