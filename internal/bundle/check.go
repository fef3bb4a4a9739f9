package bundle

import (
	"bytes"
	"fmt"
	"gametheory/internal/compare"
	"gametheory/internal/interact"
	"gametheory/internal/problem"
	"gametheory/internal/proc"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"time"
)

// A Program is a main package for Check: it is bundled for each of its
// targets, and each bundle is built and run beside the program itself.
type Program struct {
	Name    string          // in the report, and the bundle's directory: unique among those checked
	Dir     string          // the main package's directory
	Header  string          // the bundle's header comment
	Targets []Target        // what it is bundled for
	Cases   []problem.Case  // what it is run on; none: once, on empty input
	Limits  proc.Limits     // of each run
	Compare compare.Options // of the output with a case's answer, when it has one
	// Interactor, for an interactive problem, is its jury: each run talks
	// with it, and what is compared is the whole dialogue.
	Interactor []string
}

// Check bundles each program for each of its targets, builds and vets the
// bundles with each target's toolchain for its platform (one go build and
// one go vet for all the bundles of a target), and runs every bundle built
// for this machine beside the original program, built with the installed
// Go, on each of its cases, showing where their outputs first differ. It
// goes on after a failure and writes to w one line per target, then one
// per program, with every failure; it reports whether every program
// passed, and returns an error only when it cannot check at all.
func Check(w io.Writer, progs []*Program) (bool, error) {
	tmp, err := os.MkdirTemp("", "judge-bundle-")
	if err != nil {
		return false, err
	}
	defer os.RemoveAll(tmp)
	var targets []Target
	uses := map[Target][]*Program{}
	for _, p := range progs {
		for _, t := range p.Targets {
			if uses[t] == nil {
				targets = append(targets, t)
			}
			uses[t] = append(uses[t], p)
		}
	}
	failures := map[*Program][]string{}
	fail := func(p *Program, format string, a ...any) {
		failures[p] = append(failures[p], fmt.Sprintf(format, a...))
	}
	sizes := map[*Program]int{}
	runs := map[*Program][]string{} // "N cases with go1.21.3", per target that ran
	originals := buildOriginals(filepath.Join(tmp, "orig"), progs)
	for i, t := range targets {
		b, err := New(t)
		if err != nil {
			return false, err
		}
		srcs := map[string][]byte{}
		for _, p := range uses[t] {
			src, err := b.Bundle(p.Dir, p.Header)
			if err != nil {
				fail(p, "bundle for %s: %v", t, err)
				continue
			}
			srcs[p.Name] = src
			if _, ok := sizes[p]; !ok {
				sizes[p] = len(src)
			}
		}
		built, err := buildAll(t, filepath.Join(tmp, fmt.Sprint("t", i)), srcs)
		if err != nil {
			return false, err
		}
		fmt.Fprintf(w, "%s: built with %s\n", t, built.note)
		for _, p := range uses[t] {
			if err := built.errs[p.Name]; err != nil {
				fail(p, "%s: %v", t, err)
			} else if bin, ok := built.bins[p.Name]; ok && originals[p] == "" {
				fail(p, "%s: the original program does not build with the installed Go, so nothing ran", t.Version)
			} else if ok {
				n, msgs := compareRuns(p, originals[p], bin)
				for _, msg := range msgs {
					fail(p, "%s: %s", t.Version, msg)
				}
				cases := "cases"
				if n == 1 {
					cases = "case"
				}
				runs[p] = append(runs[p], fmt.Sprintf("%d %s with %s", n, cases, t.Version))
			}
		}
	}
	ok := true
	for _, p := range progs {
		if msgs := failures[p]; len(msgs) > 0 {
			ok = false
			fmt.Fprintf(w, "%-10s bundle FAILED:\n    %s\n", p.Name, strings.Join(msgs, "\n    "))
			continue
		}
		ran := "prints what the original prints (" + strings.Join(runs[p], ", ") + ")"
		if len(runs[p]) == 0 {
			ran = "not run: no target is this machine's " + runtime.GOOS + "/" + runtime.GOARCH
		}
		fmt.Fprintf(w, "%-10s bundle %5.1f KiB: builds and vets with every toolchain; %s\n", p.Name, float64(sizes[p])/1024, ran)
	}
	return ok, nil
}

// buildOriginals builds each program with the installed Go into dir. A
// program that does not build has no entry; its bundle's build says why.
func buildOriginals(dir string, progs []*Program) map[*Program]string {
	bins := map[*Program]string{}
	for i, p := range progs {
		bin, err := filepath.Abs(filepath.Join(dir, fmt.Sprint(i)))
		if err != nil {
			continue
		}
		cmd := exec.Command("go", "build", "-o", bin, ".")
		cmd.Dir = p.Dir
		if cmd.Run() == nil {
			bins[p] = bin
		}
	}
	return bins
}

// compareRuns runs the original and the bundle on each of the program's
// cases (or once on empty input) and says where they differ: exit status,
// the first differing line, or the comparison with the case's answer.
func compareRuns(p *Program, orig, bin string) (runs int, msgs []string) {
	cases := p.Cases
	if len(cases) == 0 {
		cases = []problem.Case{{Name: "empty input"}}
	}
	for _, c := range cases {
		want, wantOut, err := runCase(p, orig, c)
		if err != nil {
			return runs, append(msgs, err.Error())
		}
		got, gotOut, err := runCase(p, bin, c)
		if err != nil {
			return runs, append(msgs, err.Error())
		}
		runs++
		switch {
		case got.Killed != "":
			msgs = append(msgs, fmt.Sprintf("case %s: the bundle passed the %s limit", c.Name, got.Killed))
		case got.ExitCode != want.ExitCode:
			msgs = append(msgs, fmt.Sprintf("case %s: the bundle exits %d, the original %d", c.Name, got.ExitCode, want.ExitCode))
		case !bytes.Equal(gotOut, wantOut):
			msgs = append(msgs, fmt.Sprintf("case %s: %s", c.Name, firstDiff(gotOut, wantOut)))
		case c.Out != "" && p.Interactor == nil:
			if msg, err := compareWithAnswer(p.Compare, gotOut, c.Out); err != nil {
				msgs = append(msgs, err.Error())
			} else if msg != "" {
				msgs = append(msgs, fmt.Sprintf("case %s: wrong answer: %s", c.Name, msg))
			}
		}
	}
	return runs, msgs
}

// runCase runs bin on case c as p says and returns its result and its
// output: what it wrote, or against an interactor the whole dialogue,
// then how the jury ended.
func runCase(p *Program, bin string, c problem.Case) (*proc.Result, []byte, error) {
	if p.Interactor == nil {
		r, err := proc.Run([]string{bin}, c.In, p.Limits)
		if err != nil {
			return nil, nil, err
		}
		defer r.Close()
		out, err := r.Stdout()
		return r, out, err
	}
	out, err := os.CreateTemp("", "judge-bundle-interactor-")
	if err != nil {
		return nil, nil, err
	}
	out.Close()
	defer os.Remove(out.Name())
	var dialogue bytes.Buffer
	jury := p.Limits
	jury.Time = 2 * max(jury.Time, 10*time.Second) // its backstop after the program's
	ir, err := interact.Run(interact.Config{Program: []string{bin}, Limits: p.Limits, Interactor: p.Interactor, JuryLimits: jury, Trace: &dialogue}, c.In, out.Name(), c.Out)
	if err != nil {
		return nil, nil, err
	}
	fmt.Fprintf(&dialogue, "the jury: exit code %d, %s\n", ir.Jury.ExitCode, bytes.TrimSpace(ir.Jury.Stderr))
	return ir.Program, dialogue.Bytes(), nil
}

// compareWithAnswer compares output with the answer in the file at path.
func compareWithAnswer(o compare.Options, output []byte, path string) (string, error) {
	f, err := os.Open(path)
	if err != nil {
		return "", err
	}
	defer f.Close()
	return o.Compare(bytes.NewReader(output), f)
}

// firstDiff says where the bundle's output first differs from the original's.
func firstDiff(got, want []byte) string {
	g := strings.Split(strings.TrimSuffix(string(got), "\n"), "\n")
	w := strings.Split(strings.TrimSuffix(string(want), "\n"), "\n")
	for i := 0; ; i++ {
		switch {
		case i >= len(g):
			return fmt.Sprintf("the bundle's output stops before line %d, where the original prints %.80q", i+1, w[i])
		case i >= len(w):
			return fmt.Sprintf("the bundle prints more: line %d is %.80q", i+1, g[i])
		case g[i] != w[i]:
			return fmt.Sprintf("line %d differs: the bundle prints %.80q, the original %.80q", i+1, g[i], w[i])
		}
	}
}
