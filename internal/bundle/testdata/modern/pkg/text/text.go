// Package text counts words with go1.24's strings.FieldsSeq.
package text

import "strings"

// Words counts the words of s.
func Words(s string) int {
	n := 0
	for range strings.FieldsSeq(s) {
		n++
	}
	return n
}
