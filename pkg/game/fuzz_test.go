package game

import (
	"encoding/json"
	"strings"
	"testing"
)

// FuzzCommand gives judge sg any game name: it never panics, and either
// explores the game (a JSON object with the values asked for; with
// -misere, a JSON object for each heap asked for) or refuses with exit
// status 2 and one line, having written nothing else.
func FuzzCommand(f *testing.F) {
	for _, s := range []string{".07", "0.77", "4.007", "S(1,3,4)", "grundy", "wythoff", ".8", ".", "7.1", ".7x", "S()", "S(0)", "S(1,,2)", "", "4.", "0.", ".0", "S(99999999999999999999)", "S(-1)", "..7", "4.4.4"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, name string) {
		code, out, errs := run(nil, "-json", "-n", "12", "-limit", "150", name)
		switch code {
		case 0:
			var r report
			if err := json.Unmarshal([]byte(out), &r); err != nil {
				t.Fatalf("%q: exit 0 with %q: %v", name, out, err)
			}
			if v, ok := r.Values.([]any); !ok || len(v) != 12 {
				t.Fatalf("%q: values %v, want 12", name, r.Values)
			}
		case 2:
			if out != "" || strings.Count(errs, "\n") != 1 {
				t.Fatalf("%q: exit 2 with stdout %q, stderr %q", name, out, errs)
			}
		default:
			t.Fatalf("%q: exit %d: %s", name, code, errs)
		}
		code, out, errs = run(nil, "-misere", "-json", "-n", "6", name)
		switch {
		case code == 0 && strings.Count(out, "\n") == 6 && strings.HasPrefix(out, `{"n":0,"genus":[0,1,2,0],"tame":true}`):
		case code == 2 && out == "" && strings.Count(errs, "\n") == 1:
		default:
			t.Fatalf("%q -misere: exit %d, stdout %q, stderr %q", name, code, out, errs)
		}
	})
}
