//go:build go1.23

// Package version has a file for go1.23 and later, and one for earlier Go.
package version

import "modern/pkg/loops"

// Sum adds 0 to 3 with an iterator.
func Sum() int {
	s := 0
	for x := range loops.Upto(4) {
		s += x
	}
	return s
}
