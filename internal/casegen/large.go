package casegen

import (
	"bufio"
	"fmt"
	"os"
	"sort"
	"strings"
)

// Large is the main of a problem's large command, "large NAME": it
// writes the case NAME, by cases[NAME], to standard output. Anything else
// on the command line is a usage line on stderr listing the names, and
// exit status 2.
func Large(cases map[string]func(w *bufio.Writer)) {
	var write func(w *bufio.Writer)
	ok := false
	if len(os.Args) == 2 {
		write, ok = cases[os.Args[1]]
	}
	if !ok {
		var names []string
		for name := range cases {
			names = append(names, name)
		}
		sort.Strings(names)
		fmt.Fprintf(os.Stderr, "usage: large NAME, NAME one of %s\n", strings.Join(names, ", "))
		os.Exit(2)
	}
	w := bufio.NewWriter(os.Stdout)
	write(w)
	if err := w.Flush(); err != nil {
		fmt.Fprintln(os.Stderr, "large:", err)
		os.Exit(1)
	}
}
