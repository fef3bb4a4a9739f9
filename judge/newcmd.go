package main

import (
	"fmt"
	"io"
	"path/filepath"
	"strings"
	"time"

	"gametheory/internal/problem"
	"gametheory/internal/scaffold"
)

// maxMiB is the largest -ml, 1 TiB, the most judge listen takes too.
const maxMiB = 1 << 20

// newCmd is "judge new [flags] ID": create samples/ID/problem.json, the
// solution to write in the language -lang names (Go: problems/ID/main.go
// wired to fastio.Main and its main_test.go), and the generator and brute
// force of judge stress, refusing to overwrite anything.
func newCmd(args []string, stdout, stderr io.Writer) int {
	p := &problem.Problem{Compare: "lines"}
	var tl time.Duration
	var ml int64
	fs := newFlagSet("new", stderr)
	fs.StringVar(&p.Name, "name", "", "the problem's `name` (default: the id)")
	fs.StringVar(&p.Judge, "judge", "", "the `judge` and its number for the problem, as \"Luogu P1247\"")
	fs.StringVar(&p.URL, "url", "", "the statement's `URL`")
	fs.DurationVar(&tl, "tl", 0, "the statement's time `limit` (default: none, the judge uses 2s)")
	fs.Int64Var(&ml, "ml", 0, "the statement's memory limit in `MiB` (default: none, the judge uses 256)")
	fs.BoolVar(&p.Interactive, "interactive", false, "the program talks with a jury: create its interactor too")
	lang := fs.String("lang", scaffold.DefaultLang, "the `language` of the solution, the generator and the brute force: "+strings.Join(scaffold.Langs(), ", "))
	fs.StringVar(&p.FileIO, "file-io", "", "file I/O: the program reads `NAME`.in and writes NAME.out (or IN,OUT: input.txt,output.txt)")
	var ids []string
	for {
		if err := fs.Parse(args); err != nil {
			return parseStatus(err)
		}
		if fs.NArg() == 0 {
			break
		}
		ids = append(ids, fs.Arg(0))
		args = fs.Args()[1:]
	}
	switch {
	case len(ids) != 1:
		fmt.Fprintf(stderr, "judge new: want one problem id, found %d\n", len(ids))
		fs.Usage()
		return exitSetup
	case tl < 0 || ml < 0:
		fmt.Fprintln(stderr, "judge new: limits must be positive")
		return exitSetup
	case ml > maxMiB:
		// More would overflow memory_limit_kib, which the judge then ignores.
		fmt.Fprintf(stderr, "judge new: -ml: want at most %d MiB, found %d\n", maxMiB, ml)
		return exitSetup
	case p.FileIO != "" && p.Interactive:
		fmt.Fprintln(stderr, "judge new: -file-io is for a program that does not talk with a jury")
		return exitSetup
	}
	if p.FileIO != "" {
		if _, err := problem.ParseFileIO(p.FileIO); err != nil {
			fmt.Fprintln(stderr, "judge new: -file-io:", err)
			return exitSetup
		}
	}
	p.ID = ids[0]
	if p.Interactive {
		p.Interactor = scaffold.Interactor(p.ID)
	}
	if tl > 0 {
		p.TimeLimit = tl.String()
	}
	p.MemoryLimitKiB = ml * 1024
	if p.Name == "" {
		p.Name = p.ID
	}
	root, err := problem.FindRoot()
	if err != nil {
		fmt.Fprintln(stderr, "judge:", err)
		return exitSetup
	}
	files, err := scaffold.New(root, p, *lang)
	if err != nil {
		fmt.Fprintln(stderr, "judge new:", err)
		return exitSetup
	}
	for i, f := range files {
		files[i] = filepath.ToSlash(f)
	}
	fmt.Fprintf(stdout, "created %s\n", strings.Join(files, ", "))
	main, gen := files[1], files[len(files)-1] // the solution, and the generator or the brute force
	if p.Interactive {
		fmt.Fprintf(stdout, "next: the jury's inputs as samples/%[1]s/sample-1.in, ..., the jury in problems/%[1]s/interactor/main.go, then solve in %[2]s, then ./run_tests.sh %[1]s; for judge stress %[1]s, the generator in %[3]s\n", p.ID, main, gen)
	} else {
		fmt.Fprintf(stdout, "next: the official samples as samples/%[1]s/sample-1.in and sample-1.out, ..., then solve in %[2]s, then ./run_tests.sh %[1]s; for judge stress %[1]s, the generator and the brute force (%[3]s)\n", p.ID, main, strings.Join(files[len(files)-2:], ", "))
	}
	return exitOK
}
