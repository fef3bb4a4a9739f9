//go:build unix

package proc

import (
	"fmt"
	"os/exec"
	"strings"
)

// Command turns a command line, as a user types it, into the argv to run,
// so that what Run contains and measures is the program and not a shell
// around it:
//
//   - a plain list of words (quotes and backslashes as the shell reads
//     them, nothing else the shell would act on) runs directly;
//   - a single command using the shell (variables, globs, redirections)
//     runs as sh -c 'exec COMMAND "$@"': the shell becomes the program;
//   - anything else (lists, pipelines, leading assignments, commands that
//     begin with a shell keyword or built-in) runs as sh -c 'COMMAND', the
//     shell being one more process of the program's tree.
//
// Arguments appended to the argv reach the program as its own arguments,
// or, in the last case, the script as $1, $2, ...
func Command(cmd string) ([]string, error) {
	words, plain, simple, err := shellWords(cmd)
	switch {
	case err != nil:
		return nil, fmt.Errorf("%q: %v", cmd, err)
	case len(words) == 0:
		return nil, fmt.Errorf("%q: no command", cmd)
	case shellOnly[words[0]] || strings.Contains(words[0], "="):
		return []string{"sh", "-c", cmd, "sh"}, nil
	case plain:
		return words, nil
	case simple:
		return []string{"sh", "-c", "exec " + cmd + ` "$@"`, "sh"}, nil
	}
	return []string{"sh", "-c", cmd, "sh"}, nil
}

// shellOnly are the first words only a shell understands: keywords that
// begin a compound command, and built-ins with no program of their name.
var shellOnly = map[string]bool{
	"!": true, "{": true, "[[": true, "case": true, "for": true, "function": true,
	"if": true, "until": true, "while": true, ".": true, "cd": true, "eval": true,
	"exec": true, "exit": true, "export": true, "read": true, "set": true,
	"trap": true, "ulimit": true, "umask": true, "wait": true,
}

// shellWords splits cmd into words as sh would when it needs nothing but
// quote removal. plain reports that it needs nothing more; simple that it
// is at most one simple command (no ; & | ( ) ` or newline outside quotes).
func shellWords(cmd string) (words []string, plain, simple bool, err error) {
	plain, simple = true, true
	var w strings.Builder
	inWord := false
	for i := 0; i < len(cmd); i++ {
		ch := cmd[i]
		switch {
		case ch == ' ' || ch == '\t':
			if inWord {
				words = append(words, w.String())
				w.Reset()
				inWord = false
			}
			continue
		case ch == '\\':
			if i+1 == len(cmd) {
				return nil, false, false, fmt.Errorf("a backslash ends the command")
			}
			i++
			if cmd[i] == '\n' {
				plain = false
			}
			w.WriteByte(cmd[i])
		case ch == '\'':
			j := strings.IndexByte(cmd[i+1:], '\'')
			if j < 0 {
				return nil, false, false, fmt.Errorf("no closing ' for the one at byte %d", i+1)
			}
			w.WriteString(cmd[i+1 : i+1+j])
			i += j + 1
		case ch == '"':
			j := i + 1
			for ; j < len(cmd) && cmd[j] != '"'; j++ {
				switch cmd[j] {
				case '$', '`':
					plain = false
				case '\\':
					if j+1 < len(cmd) && strings.IndexByte("$`\"\\", cmd[j+1]) >= 0 {
						j++
					} else if j+1 < len(cmd) && cmd[j+1] == '\n' {
						plain = false
						j++
						continue
					}
				}
				w.WriteByte(cmd[j])
			}
			if j == len(cmd) {
				return nil, false, false, fmt.Errorf(`no closing " for the one at byte %d`, i+1)
			}
			i = j
		case strings.IndexByte(";&|()`\n", ch) >= 0:
			plain, simple = false, false
			w.WriteByte(ch)
		case strings.IndexByte("<>$*?[]#~{}=!", ch) >= 0:
			plain = false
			w.WriteByte(ch)
		default:
			w.WriteByte(ch)
		}
		inWord = true
	}
	if inWord {
		words = append(words, w.String())
	}
	return words, plain, simple, nil
}

// lookPath finds the program to run as the shell does.
func lookPath(name string) (string, error) { return exec.LookPath(name) }
