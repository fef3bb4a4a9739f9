package exhaustive

import (
	"bytes"
	"fmt"
	"strconv"
)

// diff says where got first differs from want, compared as judge test
// compares by default, line by line, ignoring spaces, tabs and CRs at the
// ends of lines and blank lines at the end, and in its words; "" when they
// match.
func diff(got, want []byte) string {
	g, w := lines(got), lines(want)
	for i := 0; i < len(g) || i < len(w); i++ {
		switch {
		case i == len(g):
			return fmt.Sprintf("line %d: expected %s, but the output ended", i+1, clip(w[i], 0))
		case i == len(w):
			return fmt.Sprintf("line %d: expected the end of output, found %s", i+1, clip(g[i], 0))
		case !bytes.Equal(g[i], w[i]):
			col := 0
			for col < len(g[i]) && col < len(w[i]) && g[i][col] == w[i][col] {
				col++
			}
			return fmt.Sprintf("line %d, column %d: expected %s, found %s", i+1, col+1, clip(w[i], col), clip(g[i], col))
		}
	}
	return ""
}

// lines splits b into lines without the spaces, tabs and CRs that end
// them, and without the blank lines at the end.
func lines(b []byte) [][]byte {
	ls := bytes.Split(b, []byte{'\n'})
	for i, l := range ls {
		ls[i] = bytes.TrimRight(l, " \t\r")
	}
	for len(ls) > 0 && len(ls[len(ls)-1]) == 0 {
		ls = ls[:len(ls)-1]
	}
	return ls
}

// context is how many bytes a message shows on each side of a difference.
const context = 30

// clip quotes the bytes of line around col, at most context on each side.
func clip(line []byte, col int) string {
	pre, post := "", ""
	from, to := col-context, col+context
	if from > 0 {
		line, pre = line[from:], "..."
		to -= from
	}
	if len(line) > to {
		line, post = line[:to], "..."
	}
	return pre + strconv.Quote(string(line)) + post
}
