package proc

import (
	"errors"
	"fmt"
	"os/exec"
	"strings"
	"syscall"
)

// Command turns a command line, as a user types it, into the argv to run,
// so that what Run contains and measures is the program and not a shell
// around it:
//
//   - a plain list of words, split at spaces and tabs with double quotes
//     grouping, runs directly;
//   - anything cmd.exe would act on (& | < > ^ % and parentheses outside
//     quotes), and a command built into cmd (echo, type, dir, ...), runs
//     as cmd /d /s /c COMMAND, cmd being one more process of the
//     program's tree. The command reaches cmd as it was typed: cmd does
//     not read its command line as other programs read theirs.
//
// Arguments appended to the argv reach the program as its own arguments;
// through cmd they follow the command as typed, so they reach its last
// program.
func Command(cmd string) ([]string, error) {
	var words []string
	var w strings.Builder
	inWord, quoted := false, false
	for i := 0; i < len(cmd); i++ {
		ch := cmd[i]
		switch {
		case ch == '"':
			quoted = !quoted
			inWord = true
			continue
		case !quoted && (ch == ' ' || ch == '\t'):
			if inWord {
				words = append(words, w.String())
				w.Reset()
				inWord = false
			}
			continue
		case !quoted && strings.IndexByte("&|<>^%()\n", ch) >= 0:
			return cmdShell(cmd), nil
		}
		w.WriteByte(ch)
		inWord = true
	}
	if quoted {
		return nil, fmt.Errorf("%q: no closing \"", cmd)
	}
	if inWord {
		words = append(words, w.String())
	}
	if len(words) == 0 {
		return nil, fmt.Errorf("%q: no command", cmd)
	}
	if cmdBuiltins[strings.ToLower(words[0])] {
		return cmdShell(cmd), nil
	}
	return words, nil
}

// cmdPrefix starts the argv of a command run by cmd: /d skips the
// AutoRun commands of the registry, /s makes cmd take the command line
// after /c as it is, once the quotes around it are gone.
var cmdPrefix = []string{"cmd", "/d", "/s", "/c"}

func cmdShell(cmd string) []string { return append(cmdPrefix[:len(cmdPrefix):len(cmdPrefix)], cmd) }

// cmdBuiltins are the commands cmd.exe runs itself, with no program of
// their name.
var cmdBuiltins = map[string]bool{
	"assoc": true, "break": true, "call": true, "cd": true, "chdir": true, "cls": true,
	"color": true, "copy": true, "date": true, "del": true, "dir": true, "echo": true,
	"endlocal": true, "erase": true, "for": true, "ftype": true, "goto": true, "if": true,
	"md": true, "mkdir": true, "mklink": true, "move": true, "path": true, "pause": true,
	"popd": true, "prompt": true, "pushd": true, "rd": true, "rem": true, "ren": true,
	"rename": true, "rmdir": true, "set": true, "setlocal": true, "shift": true,
	"start": true, "time": true, "title": true, "type": true, "ver": true, "verify": true,
	"vol": true,
}

// cmdLine is the command line that starts argv, or "" to let Go quote
// each argument as programs read them. A command for cmd goes as typed,
// in the quotes /s removes, with any arguments appended after it quoted
// the usual way.
func cmdLine(argv []string) string {
	if len(argv) <= len(cmdPrefix) || !strings.EqualFold(argv[0], "cmd") {
		return ""
	}
	for i, a := range cmdPrefix[1:] {
		if argv[i+1] != a {
			return ""
		}
	}
	line := strings.Join(cmdPrefix, " ") + ` "` + argv[len(cmdPrefix)]
	for _, a := range argv[len(cmdPrefix)+1:] {
		line += " " + syscall.EscapeArg(a)
	}
	return line + `"`
}

// lookPath finds the program to run as cmd.exe does: a name without a
// directory may be a program in the current directory, as in "sol.exe".
func lookPath(name string) (string, error) {
	path, err := exec.LookPath(name)
	if errors.Is(err, exec.ErrDot) {
		err = nil
	}
	return path, err
}
