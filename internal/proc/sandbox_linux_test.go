package proc

import (
	"os"
	"path/filepath"
	"reflect"
	"testing"
)

// TestVisible: which paths a program's command makes visible to it,
// isolated, and its relative paths made absolute.
func TestVisible(t *testing.T) {
	dir := evalSymlinks(t, t.TempDir())
	home, err := os.UserHomeDir()
	if err != nil {
		t.Skip("no home directory:", err)
	}
	files := map[string]string{
		"rt/bin/python3":    "",
		"rt/lib/python.zip": "",
		"prog":              "",
		"script":            "#!" + dir + "/rt/bin/python3 -u\nprint(42)\n",
		"work/sol.py":       "",
		"work/Main":         "",
		"work/cases/a.in":   "",
	}
	for name, text := range files {
		path := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(text), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	wd, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	if err := os.Chdir(filepath.Join(dir, "work")); err != nil {
		t.Fatal(err)
	}
	defer os.Chdir(wd)
	at := func(p string) string { return filepath.Join(dir, p) }
	tests := []struct {
		name  string
		path  string
		argv  []string
		paths []string
		argv2 []string // nil: argv
	}{
		{"a program of its own", at("prog"), []string{"./prog"}, []string{at("prog")}, nil},
		{"a runtime's bin directory", at("rt/bin/python3"), []string{"python3", "sol.py", "Main", "-u", "missing.py"},
			[]string{at("rt"), at("work/sol.py")}, []string{"python3", at("work/sol.py"), "Main", "-u", "missing.py"}},
		{"a #! line's interpreter", at("script"), []string{at("script"), "./cases"}, []string{at("script"), at("rt"), at("work/cases")}, []string{at("script"), at("work/cases")}},
		{"a file inside a directory named", at("prog"), []string{"prog", at("work"), "cases/a.in"}, []string{at("prog"), at("work")}, []string{"prog", at("work"), at("work/cases/a.in")}},
		{"a shell's script: its absolute paths", "/bin/sh", []string{"sh", "-c", "exec ./prog < cases/a.in; " + at("prog") + " '" + at("work/cases") + "'"}, []string{at("prog"), at("work/cases")}, nil},
		{"the system's, the root and the home directory", "/usr/bin/env", []string{"env", "/", "/etc/passwd", "/proc/self"}, nil, nil},
		{"a program in ~/bin", filepath.Join(home, "bin", "tool"), []string{"tool"}, []string{filepath.Join(home, "bin", "tool")}, nil},
	}
	for _, tt := range tests {
		paths, argv := visible(tt.path, tt.argv)
		want := tt.argv2
		if want == nil {
			want = tt.argv
		}
		if !reflect.DeepEqual(paths, tt.paths) || !reflect.DeepEqual(argv, want) {
			t.Errorf("%s: visible %q, argv %q; want %q, %q", tt.name, paths, argv, tt.paths, want)
		}
	}
}

// TestCheckNamespaces: a sandbox that finds itself in the judge's
// namespaces (as under a system that ignored the ones it was started
// with) refuses to mount anything; this test's process is such a one.
func TestCheckNamespaces(t *testing.T) {
	mnt, _ := os.Readlink("/proc/self/ns/mnt")
	net, _ := os.Readlink("/proc/self/ns/net")
	if err := checkNamespaces([]string{mnt, net}); err == nil {
		t.Error("a sandbox in the judge's namespaces went on")
	}
}

// TestSightForgotten: a sandbox keeps the paths a run saw for the next
// run that names them again, but a run that does not name them cannot
// reach them: runs in turn in one sandbox, each either naming a file of
// the tests' (cat FILE: seen) or reading its path from its input (not
// named: no such file).
func TestSightForgotten(t *testing.T) {
	if why := IsolationMissing(); why != "" {
		t.Skip(why)
	}
	abs := func(name string) string {
		p, err := filepath.Abs(filepath.Join("testdata", name))
		if err != nil {
			t.Fatal(err)
		}
		return p
	}
	dir := t.TempDir()
	runs := []struct {
		file  string
		named bool
	}{
		{"spin.c", true}, {"spin.c", false}, {"spin.c", true}, {"spin.c", true},
		{"hold.c", true}, {"spin.c", false}, {"hold.c", false}, {"hold.c", true},
	}
	isolatedContainments(t, func(t *testing.T, base Limits) {
		for i, run := range runs {
			argv := []string{"sh", "-c", `read p; cat "$p"`}
			if run.named {
				argv = []string{"cat", abs(run.file)}
			}
			in := filepath.Join(dir, "in")
			if err := os.WriteFile(in, []byte(abs(run.file)+"\n"), 0o644); err != nil {
				t.Fatal(err)
			}
			r, out := runOK(t, argv, in, isolatedLimits(base.Containment))
			want, err := os.ReadFile(abs(run.file))
			if err != nil {
				t.Fatal(err)
			}
			switch {
			case run.named && (r.ExitCode != 0 || out != string(want)):
				t.Errorf("run %d, %s named: exit %d, %d bytes of output; want it read whole", i, run.file, r.ExitCode, len(out))
			case !run.named && (r.ExitCode == 0 || out != ""):
				t.Errorf("run %d, %s not named: exit %d, %d bytes of output; want it not found", i, run.file, r.ExitCode, len(out))
			}
		}
	})
}

// TestReadOnlyDir checks Limits.ReadOnlyDir: the program cannot write in
// its working folder, fresh or a copy of the caller's, but can in /tmp,
// and the run after it, without the bound, writes in its own again.
func TestReadOnlyDir(t *testing.T) {
	if why := IsolationMissing(); why != "" {
		t.Skip(why)
	}
	script := `echo x > f 2>/dev/null && echo wrote; echo y > /tmp/written && echo tmp`
	isolatedContainments(t, func(t *testing.T, base Limits) {
		for _, c := range []struct {
			dir      string
			readOnly bool
			want     string
		}{
			{"", true, "tmp\n"},
			{t.TempDir(), true, "tmp\n"},
			{"", false, "wrote\ntmp\n"},
			{t.TempDir(), false, "wrote\ntmp\n"},
		} {
			lim := isolatedLimits(base.Containment)
			lim.Dir, lim.ReadOnlyDir = c.dir, c.readOnly
			if r, out := runOK(t, []string{"sh", "-c", script}, "", lim); out != c.want {
				t.Errorf("folder %q, read-only %v: printed %q, want %q (stderr %q)", c.dir, c.readOnly, out, c.want, r.Stderr)
			}
		}
	})
}
