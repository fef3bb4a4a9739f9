package main

import (
	"flag"
	"fmt"
	"gametheory/internal/build"
	"gametheory/internal/problem"
	"gametheory/internal/proc"
	"gametheory/internal/suggest"
	"io"
	"os"
	"path/filepath"
	"strings"
)

func main() {
	// A user's judge on cgroup v2 that has no group to contain runs in
	// starts anew in a delegated systemd scope, where it has one, before
	// it does anything (proc.EnterScope): for the commands that run
	// programs, with the containment left to it.
	if wantsScope(os.Args[1:]) {
		proc.EnterScope()
	}
	code := cli(os.Args[1:], os.Stdout, os.Stderr)
	proc.Stop() // the sandboxes end, and their users' lock files go
	os.Exit(code)
}

// wantsScope says whether the command line args runs programs contained
// as the judge chooses: test (the default command), stress, play or
// verify, with neither -containment nor -no-cgroup, JUDGE_CONTAINMENT
// nor JUDGE_NO_CGROUP.
func wantsScope(args []string) bool {
	if os.Getenv("JUDGE_CONTAINMENT") != "" || os.Getenv("JUDGE_NO_CGROUP") != "" {
		return false
	}
	if len(args) > 0 && lookup(args[0]) != nil {
		switch args[0] {
		case "test", "stress", "play", "verify":
		default:
			return false
		}
	}
	for _, a := range args {
		name := strings.SplitN(strings.TrimLeft(a, "-"), "=", 2)[0]
		if strings.HasPrefix(a, "-") && (name == "containment" || name == "no-cgroup") {
			return false
		}
	}
	return true
}

// Exit statuses.
const (
	exitOK    = 0
	exitFail  = 1
	exitSetup = 2
)

// cli runs the command that args name (test when the first is none),
// and returns the exit status.
func cli(args []string, stdout, stderr io.Writer) int {
	if len(args) > 0 {
		if c := lookup(args[0]); c != nil {
			return c.run(args[1:], stdout, stderr)
		}
		switch name := args[0]; {
		case name == "-h" || name == "-help" || name == "--help":
			listCommands(stdout)
			fmt.Fprintln(stdout)
			return test([]string{"-h"}, stdout, stdout)
		case !strings.HasPrefix(name, "-") && !fileExists(name) && !isDir(name) && !isProblem(name):
			if s := suggest.DidYouMean(name, commandNames()); s != "" {
				fmt.Fprintf(stderr, "judge: unknown command %q%s Run 'judge help' for the list.\n", name, s)
				return exitSetup
			}
		}
	}
	return test(args, stdout, stderr)
}

// isProblem reports whether name is a problem of the project the working
// directory is in.
func isProblem(name string) bool {
	root, err := problem.FindRoot()
	return err == nil && isDir(filepath.Join(root, "problems", name))
}

// containmentFlags registers -containment and -no-cgroup on fs, and
// returns what resolves them, once parsed, to a containment this machine
// has.
func containmentFlags(fs *flag.FlagSet) func() (string, error) {
	name := fs.String("containment", "", "`how` to contain runs: auto, cgroup, subreaper, posix or job-object (default: JUDGE_CONTAINMENT, else auto)")
	noCgroup := fs.Bool("no-cgroup", false, "the same as -containment subreaper (and JUDGE_NO_CGROUP=1)")
	return func() (string, error) {
		if *noCgroup {
			if *name != "" && *name != proc.Subreaper {
				return "", fmt.Errorf("-no-cgroup means -containment %s, not %s", proc.Subreaper, *name)
			}
			*name = proc.Subreaper
		}
		return proc.Resolve(*name)
	}
}

// isolationFlag registers -isolation on fs, and returns what resolves it,
// once parsed: the flag, else JUDGE_ISOLATION, else the config files'
// "isolation", else auto: full where this machine can isolate.
func isolationFlag(fs *flag.FlagSet) func() (string, error) {
	name := fs.String("isolation", "", "`how` to isolate the program judged: auto, full or none (default: JUDGE_ISOLATION, else judge.json's, else auto: full where the system allows)")
	return func() (string, error) {
		if *name == "" {
			*name = os.Getenv("JUDGE_ISOLATION")
		}
		if *name == "" {
			var err error
			if *name, err = build.ConfigIsolation(); err != nil {
				return "", err
			}
		}
		return proc.ResolveIsolation(*name)
	}
}

// runsNote says how the runs of the program judged are weaker than this
// system can make them, contained as containment and isolated as
// isolation, or "" when they are not: the summary line ends with it.
func runsNote(containment, isolation string) string {
	var notes []string
	if why := proc.Weaker(containment); why != "" {
		notes = append(notes, "contained by "+containment+", "+why)
	}
	if why := proc.IsolationWeaker(isolation); why != "" {
		notes = append(notes, "not isolated: "+why)
	}
	return strings.Join(notes, "; ")
}

// parseInterspersed parses args with fs, flags before, between and after
// the other arguments, which it returns.
func parseInterspersed(fs *flag.FlagSet, args []string) ([]string, error) {
	var rest []string
	for {
		if err := fs.Parse(args); err != nil {
			return nil, err
		}
		if fs.NArg() == 0 {
			return rest, nil
		}
		rest = append(rest, fs.Arg(0))
		args = fs.Args()[1:]
	}
}

func isDir(path string) bool {
	st, err := os.Stat(path)
	return err == nil && st.IsDir()
}

// isCase reports whether path is a case's input file, NAME.in.
func isCase(path string) bool {
	return strings.HasSuffix(path, ".in") && fileExists(path)
}

func fileExists(path string) bool {
	st, err := os.Stat(path)
	return err == nil && st.Mode().IsRegular()
}

func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}
