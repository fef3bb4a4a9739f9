package main

import (
	"errors"
	"fmt"
	"gametheory/internal/build"
	"gametheory/internal/proc"
	"io"
	"strings"
)

// programs turns what a flag names, a source file or a command, into the
// argv to run, building each source once; the builder, and its config
// files, are read when the first flag needs them.
type programs struct {
	b    *build.Builder
	log  io.Writer // one line per source: its compile time, or that the cache had it
	main string    // -main: the main file of -c's program of several files
	// isolation is the runs' (-isolation), resolved: the compiles are
	// isolated as the runs are; "" for the default, as theirs.
	isolation string
}

// builder returns ps's builder, made when first needed, its compiles
// isolated as ps's runs are.
func (ps *programs) builder() (*build.Builder, error) {
	if ps.b == nil {
		b, err := build.New()
		if err != nil {
			return nil, err
		}
		b.Isolation = ps.isolation
		ps.b = b
	}
	return ps.b, nil
}

// command is the argv of the program value that flag names (-c,
// -checker, ...): a source, built, or a command line. A source that does
// not compile is a *build.CompileError.
func (ps *programs) command(flag, value string) ([]string, error) {
	argv, _, err := ps.program(flag, value)
	return argv, err
}

// program is command, and the folder the program is to run in: a
// source's own (where it finds the files beside it), "" for a command.
// Several source files of one language, as -c 'main.cpp util.cpp', are
// one program, built together.
func (ps *programs) program(flag, value string) (argv []string, dir string, err error) {
	main := ""
	if flag == "-c" {
		main = ps.main
	}
	return ps.programMain(flag, value, main)
}

// programMain is program with main the main file of a program of several
// files ("" to find it).
func (ps *programs) programMain(flag, value, main string) (argv []string, dir string, err error) {
	if _, err := ps.builder(); err != nil {
		return nil, "", err
	}
	source, err := ps.b.Source(value)
	if err != nil {
		return nil, "", fmt.Errorf("%s %v", flag, err)
	}
	files := []string{value}
	if !source {
		if files, err = proc.Command(value); err != nil {
			return nil, "", fmt.Errorf("%s %v", flag, err)
		}
		if !ps.b.Sources(files) {
			return files, "", nil
		}
	}
	p, err := ps.b.BuildFiles(files, main)
	if err != nil {
		return nil, "", err
	}
	switch {
	case p.Compiled:
		fmt.Fprintf(ps.log, "%s: compiled in %.0f ms (not counted in any case's time)\n", value, float64(p.Took.Microseconds())/1000)
	case p.Cached:
		fmt.Fprintf(ps.log, "%s: compiled before (cache)\n", value)
	}
	if p.Hint != "" {
		fmt.Fprintln(ps.log, p.Hint)
	}
	return p.Argv, p.Dir, nil
}

// helper is command for a program that is not the one judged, whose
// compile error is the judge's error, saying which program it is.
func (ps *programs) helper(flag, value string) ([]string, error) {
	argv, err := ps.command(flag, value)
	var ce *build.CompileError
	if errors.As(err, &ce) {
		return nil, notCompiling(flag+" "+value, ce)
	}
	return argv, err
}

// notCompiling is the judge's error of a program of its own, what, that
// does not compile: one line, with the compiler's first error.
func notCompiling(what string, ce *build.CompileError) error {
	lines := strings.Split(ce.Output, "\n")
	first := lines[0]
	for _, l := range lines {
		if strings.Contains(strings.ToLower(l), "error") {
			first = l
			break
		}
	}
	more := ""
	if len(lines) > 1 {
		more = fmt.Sprintf(" (the compiler's first error, of %d lines)", len(lines))
	}
	return fmt.Errorf("%s: CE, it does not compile: %s%s", what, strings.TrimSpace(first), more)
}
