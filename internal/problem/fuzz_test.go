package problem

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// FuzzLoad reads any problem.json: Load either fails with the file's path
// in its message, on one line, or returns a problem whose limits the
// judge can apply.
func FuzzLoad(f *testing.F) {
	f.Fuzz(func(t *testing.T, data []byte) {
		root := t.TempDir()
		dir := filepath.Join(root, "samples", "p")
		for _, d := range []string{dir, filepath.Join(root, "problems", "p")} {
			if err := os.MkdirAll(d, 0o755); err != nil {
				t.Fatal(err)
			}
		}
		path := filepath.Join(dir, "problem.json")
		if err := os.WriteFile(path, data, 0o644); err != nil {
			t.Fatal(err)
		}
		p, err := Load(root, "p")
		if err != nil {
			if !strings.Contains(err.Error(), path) || strings.Contains(err.Error(), "\n") {
				t.Errorf("%q: error %q: want one line naming %s", data, err, path)
			}
			return
		}
		if p.ID != "p" || p.TimeOr(time.Second) <= 0 || p.MemoryLimitKiB < 0 {
			t.Errorf("%q: loaded with limits the judge cannot apply: %+v", data, p)
		}
	})
}

// FuzzCaseNames lists a directory holding the cases a.in and b.in, any
// names the system takes: both are found, under their names, in natural
// order, which is a strict order.
func FuzzCaseNames(f *testing.F) {
	f.Fuzz(func(t *testing.T, a, b string) {
		if naturalLess(a, a) || naturalLess(a, b) && naturalLess(b, a) {
			t.Fatalf("%q, %q: natural order not strict", a, b)
		}
		dir := t.TempDir()
		for _, name := range []string{a, b} {
			if name == "" || name == b && a == b || strings.ContainsAny(name, "/\\\x00*?[") || filepath.Base(name+".in") != name+".in" {
				return
			}
			if err := os.WriteFile(filepath.Join(dir, name+".in"), nil, 0o644); err != nil {
				return // a name this system does not take
			}
		}
		cs, err := Cases(dir)
		if err != nil || len(cs) != 2 {
			t.Fatalf("%q, %q: %v, %v", a, b, cs, err)
		}
		if cs[0].Name != a && cs[0].Name != b || cs[1].Name != a && cs[1].Name != b || naturalLess(cs[1].Name, cs[0].Name) {
			t.Errorf("%q, %q: listed as %q, %q", a, b, cs[0].Name, cs[1].Name)
		}
	})
}
