package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"gametheory/internal/suggest"
	"gametheory/pkg/cgt"
	"gametheory/pkg/game"
)

// A command is one of judge's commands, as help shows it.
type command struct {
	name    string
	summary string // one line, for the list of commands
	usage   string // its usage lines, each one way to run it
	// run runs the command on the arguments after its name. It makes its
	// flags with newFlagSet and parses them first, before it does
	// anything, so that help can run it with -h to show them.
	run func(args []string, stdout, stderr io.Writer) int
}

// commands are judge's commands, in the order help lists them. A command
// is added here, and nowhere else: help, the dispatch and the suggestions
// for a misspelt name all read this list. (It is filled in by init, since
// the commands' own flag sets read it.)
var commands []command

func init() {
	commands = []command{
		{"test", "judge a program on a problem's cases, a problem package's, or case files (the default command)",
			"judge [test] [flags] [PROBLEM | DIR | PACKAGE | NAME.in]...",
			test},
		{"bundle", "print the one file to submit for a program, or check the bundles with the judges' toolchains",
			"judge bundle [-target NAME] [-o FILE] [-goos OS] [-goarch ARCH] PATH\njudge bundle -check [-target NAME] [PATH...]",
			bundleCmd},
		{"verify", "judge a problem package's own submissions, each against the verdict its folder promises",
			"judge verify [-tl DURATION] [-j N] [-isolation HOW] PACKAGE",
			verifyCmd},
		{"stress", "look for an input on which a program is wrong, and shrink it",
			"judge stress [flags] PROBLEM\njudge stress -c COMMAND -gen COMMAND (-brute COMMAND | -interactor COMMAND) [flags]\njudge stress -all -gen COMMAND [flags] (PROBLEM | -c COMMAND -brute COMMAND)",
			stressCmd},
		{"play", "play an interactive problem's jury yourself, at the terminal",
			"judge play [-case NAME | -seed N] [-size S] PROBLEM",
			func(args []string, stdout, stderr io.Writer) int { return playCmd(args, os.Stdin, stdout, stderr) }},
		{"listen", "receive problems from the Competitive Companion browser extension",
			"judge listen [-port N] [-once]",
			listenCmd},
		{"serve", "the judge, the lab and games to play, as a page in the browser, on 127.0.0.1",
			"judge serve [-port N] [-no-open]",
			serveCmd},
		{"new", "create a problem: its solution, generator and brute force to write, and its problem.json",
			"judge new [-lang LANG] [-name NAME] [-judge JUDGE] [-url URL] [-tl DURATION] [-ml MIB] [-interactive | -file-io NAME] ID",
			newCmd},
		{"sg", "tabulate a game's Grundy values, draw them, find and prove their period; or its misère genera",
			"judge sg [-n N] [-limit N] [-json | -go] [-png FILE] GAME\njudge sg -misere [-n N] [-json] GAME",
			func(args []string, stdout, stderr io.Writer) int {
				return game.Command("judge sg", args, nil, stdout, stderr)
			}},
		{"cgt", "print a partizan game's canonical form, outcome class, mean and temperature; or an impartial game's misère canonical form",
			"judge cgt [-json] GAME\njudge cgt -misere [-json] GAME",
			func(args []string, stdout, stderr io.Writer) int {
				return cgt.Command("judge cgt", args, nil, stdout, stderr)
			}},
		{"help", "show the commands, or a command's usage and flags",
			"judge help [COMMAND]",
			help},
	}
}

// lookup returns the command named name, or nil.
func lookup(name string) *command {
	for i := range commands {
		if commands[i].name == name {
			return &commands[i]
		}
	}
	return nil
}

// commandNames lists the commands' names.
func commandNames() []string {
	var names []string
	for _, c := range commands {
		names = append(names, c.name)
	}
	return names
}

// newFlagSet makes the flag set of the command named name, which writes
// to w its usage, on -h, or after a usage error.
func newFlagSet(name string, w io.Writer) *flag.FlagSet {
	fs := flag.NewFlagSet("judge "+name, flag.ContinueOnError)
	fs.SetOutput(w)
	fs.Usage = func() { lookup(name).printUsage(w, fs) }
	return fs
}

// printUsage writes the command's usage lines, its summary and its flags.
func (c *command) printUsage(w io.Writer, fs *flag.FlagSet) {
	for i, line := range strings.Split(c.usage, "\n") {
		prefix := "usage: "
		if i > 0 {
			prefix = "       "
		}
		fmt.Fprintln(w, prefix+line)
	}
	fmt.Fprintf(w, "\n%s%s.\n", strings.ToUpper(c.summary[:1]), c.summary[1:])
	hasFlags := false
	fs.VisitAll(func(*flag.Flag) { hasFlags = true })
	if hasFlags {
		fmt.Fprintln(w, "\nFlags:")
		fs.PrintDefaults()
	}
	page := c.name
	if p, ok := pages[c.name]; ok {
		page = p
	}
	fmt.Fprintf(w, "\nMore in docs/%s.md.\n", page)
}

// pages are the docs pages of the commands whose page is not named after
// them.
var pages = map[string]string{"verify": "packages"}

// parseStatus is a command's exit status when parsing its flags failed:
// 0 when help was asked for (-h; the flag set has shown it), else 2, a
// usage error.
func parseStatus(err error) int {
	if err == flag.ErrHelp {
		return exitOK
	}
	return exitSetup
}

// help is "judge help [COMMAND]": the list of commands, or one command's
// usage and flags, on stdout.
func help(args []string, stdout, stderr io.Writer) int {
	switch {
	case len(args) == 0:
		listCommands(stdout)
		return exitOK
	case len(args) > 1:
		fmt.Fprintln(stderr, "usage: judge help [COMMAND]")
		return exitSetup
	}
	c := lookup(args[0])
	if c == nil {
		fmt.Fprintf(stderr, "judge help: unknown command %q%s. Run 'judge help' for the list.\n", args[0], suggest.DidYouMean(args[0], commandNames()))
		return exitSetup
	}
	if c.name == "help" {
		c.printUsage(stdout, flag.NewFlagSet("help", flag.ContinueOnError))
		return exitOK
	}
	// The command shows its flags when asked with -h, before it does
	// anything.
	return c.run([]string{"-h"}, stdout, stdout)
}

// listCommands writes what judge is and its commands, one line each.
func listCommands(w io.Writer) {
	fmt.Fprint(w, `Judge runs programs on test cases under time and memory limits and judges
what they print, and prepares what to submit.

usage: judge [COMMAND] [arguments]

The commands are:

`)
	width := 0
	for _, c := range commands {
		width = max(width, len(c.name))
	}
	for _, c := range commands {
		fmt.Fprintf(w, "\t%-*s  %s\n", width, c.name, c.summary)
	}
	fmt.Fprint(w, `
Without a command, judge tests: "judge p1247" is "judge test p1247".
Run 'judge help COMMAND' for a command's usage and flags, and see docs/.
`)
}
