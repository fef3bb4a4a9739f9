package pkgfmt

import (
	"fmt"
	"strings"
)

// parseINI reads a DOMjudge problem.ini or domjudge-problem.ini, file:
// KEY = VALUE lines, the value maybe quoted ('...' or "..."), comments
// starting with ; or #. Keys are returned in lower case.
func parseINI(file string, data []byte) (map[string]string, error) {
	m := map[string]string{}
	for i, line := range strings.Split(strings.TrimPrefix(string(data), "\ufeff"), "\n") {
		line = strings.TrimSpace(line)
		if line == "" || line[0] == ';' || line[0] == '#' {
			continue
		}
		key, value, ok := strings.Cut(line, "=")
		key = strings.ToLower(strings.TrimSpace(key))
		if !ok || key == "" {
			return nil, fmt.Errorf("%s:%d: want KEY = VALUE, found %q", file, i+1, line)
		}
		value = strings.TrimSpace(value)
		if n := len(value); n >= 2 && (value[0] == '\'' || value[0] == '"') {
			if value[n-1] != value[0] {
				return nil, fmt.Errorf("%s:%d: %s: a quoted value without its closing %c", file, i+1, key, value[0])
			}
			value = value[1 : n-1]
		}
		if _, dup := m[key]; dup {
			return nil, fmt.Errorf("%s:%d: %s given twice", file, i+1, key)
		}
		m[key] = value
	}
	return m, nil
}
