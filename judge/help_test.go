package main

import (
	"strings"
	"testing"
)

// TestHelp: judge help, judge help CMD, judge CMD -h and judge -h show
// the commands and a command's usage and flags, with exit status 0; a
// misspelt command or problem is a usage error that names the nearest
// one.
func TestHelp(t *testing.T) {
	listed := func(out string) bool {
		for _, c := range commands {
			if !strings.Contains(out, "\t"+c.name+" ") || !strings.Contains(out, c.summary) {
				return false
			}
		}
		return true
	}
	for _, tt := range []struct {
		args   []string
		code   int
		stdout []string // parts of what it prints, in order
		stderr string   // a part of its stderr; "" for nothing there
		list   bool     // whether stdout lists every command
	}{
		{[]string{"help"}, exitOK, []string{"usage: judge [COMMAND]", "judge help COMMAND"}, "", true},
		{[]string{"-h"}, exitOK, []string{"The commands are:", "usage: judge [test]", "Flags:", "-tl limit", "docs/test.md"}, "", true},
		{[]string{"help", "test"}, exitOK, []string{"usage: judge [test] [flags]", "Flags:", "-c command", "-trace file", "More in docs/test.md."}, "", false},
		{[]string{"test", "-h"}, exitOK, nil, "usage: judge [test] [flags]", false},
		{[]string{"help", "stress"}, exitOK, []string{"usage: judge stress [flags] PROBLEM", "       judge stress -c COMMAND", "-gen command", "-max-runs most"}, "", false},
		{[]string{"stress", "-help"}, exitOK, nil, "-gen command", false},
		{[]string{"help", "bundle"}, exitOK, []string{"usage: judge bundle", "-check", "-target NAME"}, "", false},
		{[]string{"help", "play"}, exitOK, []string{"usage: judge play", "-seed seed"}, "", false},
		{[]string{"help", "listen"}, exitOK, []string{"usage: judge listen", "-port port"}, "", false},
		{[]string{"help", "new"}, exitOK, []string{"usage: judge new", "-interactive", "-lang language"}, "", false},
		{[]string{"help", "verify"}, exitOK, []string{"usage: judge verify", "-tl limit", "More in docs/packages.md."}, "", false},
		{[]string{"help", "help"}, exitOK, []string{"usage: judge help [COMMAND]"}, "", false},
		{[]string{"help", "cgt"}, exitOK, []string{"usage: judge cgt [-json] GAME", "hackenbush, domineering, cutcake", "-json"}, "", false},
		{[]string{"cgt", "{1|"}, exitSetup, nil, `judge cgt: game "{1|": expected '}'`, false},
		{[]string{"help", "strss"}, exitSetup, nil, `unknown command "strss"; did you mean "stress"?`, false},
		{[]string{"help", "test", "stress"}, exitSetup, nil, "usage: judge help [COMMAND]", false},
		{[]string{"hlep"}, exitSetup, nil, `unknown command "hlep"; did you mean "help"?`, false},
		{[]string{"p1248"}, exitSetup, nil, `unknown problem "p1248"; did you mean "p1247"?`, false},
		{[]string{"stress", "p1248"}, exitSetup, nil, `unknown problem "p1248"; did you mean "p1247"?`, false},
		{[]string{"listen", "-no-such-flag"}, exitSetup, nil, "flag provided but not defined: -no-such-flag\nusage: judge listen", false},
	} {
		code, out, errOut := judgeCLI(t, "", tt.args...)
		rest, inOrder := out, true
		for _, part := range tt.stdout {
			i := strings.Index(rest, part)
			if i < 0 {
				inOrder = false
				break
			}
			rest = rest[i+len(part):]
		}
		if code != tt.code || !inOrder || listed(out) != tt.list || (tt.stderr == "") != (errOut == "") || !strings.Contains(errOut, tt.stderr) {
			t.Errorf("judge %s: exit %d, stdout:\n%s\nstderr:\n%s\nwant exit %d, stdout with %q in order (listing the commands: %v), stderr with %q",
				strings.Join(tt.args, " "), code, out, errOut, tt.code, tt.stdout, tt.list, tt.stderr)
		}
	}
}
