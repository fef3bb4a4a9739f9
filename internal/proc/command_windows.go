package proc

import (
	"fmt"
	"strings"
)

// Command turns a command line, as a user types it, into the argv to run,
// so that what Run contains and measures is the program and not a shell
// around it:
//
//   - a plain list of words, split at spaces and tabs with double quotes
//     grouping, runs directly;
//   - anything cmd.exe would act on (& | < > ^ % and parentheses outside
//     quotes) runs as cmd /c COMMAND, cmd being one more process of the
//     program's tree.
//
// Arguments appended to the argv reach the program as its own arguments.
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
			return []string{"cmd", "/c", cmd}, nil
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
	return words, nil
}
