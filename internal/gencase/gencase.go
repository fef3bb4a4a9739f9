// Package gencase makes the large cases a problem's generators.yaml
// describes (pkgfmt.ReadManifest), so that they need not be committed:
// each input by its generator, its answer by the solution, both checked
// against the manifest's SHA-256 and kept in the judge's cache, made on
// first use and found there afterwards.
package gencase

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"gametheory/internal/build"
	"gametheory/internal/pkgfmt"
	"gametheory/internal/problem"
	"gametheory/internal/proc"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"time"
)

// limits bound each run of a generator or of the solution: a minute of
// CPU time, 2 GiB of memory, 1 GiB of output.
var limits = proc.Limits{Time: time.Minute, MemoryKiB: 2 << 20, Output: 1 << 30}

// Cases lists the cases of the folder dir: its committed NAME.in files
// and, when it holds a generators.yaml, the cases that describes, made
// on first use; all in natural order, as problem.Cases lists them. root
// is the project's root, which the manifest's paths are from ("" finds
// the folder of go.mod above dir). log gets a line when cases are made.
func Cases(root, dir string, log io.Writer) ([]problem.Case, error) {
	path := filepath.Join(dir, pkgfmt.GeneratorsFile)
	if _, err := os.Stat(path); os.IsNotExist(err) {
		return problem.Cases(dir)
	}
	m, err := pkgfmt.ReadManifest(path)
	if err != nil {
		return nil, err
	}
	if root == "" {
		if root, err = moduleRoot(dir); err != nil {
			return nil, err
		}
	}
	b, err := build.New()
	if err != nil {
		return nil, err
	}
	made, err := Make(b, root, m, log)
	if err != nil {
		return nil, err
	}
	cs, _ := problem.Cases(dir) // none committed is no error: the manifest has cases
	cs = append(cs, made...)
	problem.Sort(cs)
	return cs, nil
}

// Make returns the cases of the manifest m, made with b into its cache
// unless it has them: the generators and the solution built as judge
// test -c builds a program, each input written by its generator, each
// answer by the solution, both checked against their SHA-256. A case is
// kept under its name, command, hashes and the built generator and
// solution, so that an edited generator or solution makes it again.
// root is the project's root; log gets one line when cases are made.
func Make(b *build.Builder, root string, m *pkgfmt.Manifest, log io.Writer) ([]problem.Case, error) {
	sol, err := buildAt(b, root, m, "solution", m.Solution)
	if err != nil {
		return nil, err
	}
	gens := map[string]*build.Program{}
	jobs := make([]*job, len(m.Cases))
	missing := 0
	for i, c := range m.Cases {
		gen := gens[c.Generator]
		if gen == nil {
			if gen, err = buildAt(b, root, m, "generator "+c.Generator, m.Generators[c.Generator]); err != nil {
				return nil, err
			}
			gens[c.Generator] = gen
		}
		j := &job{m: m, c: c, gen: gen, sol: sol}
		h := sha256.New()
		fmt.Fprintf(h, "judge case 1\n%s\n%s\n%s\n%s\n%q\n%q\n", c.Name, c.Command, c.SHA256, c.AnsSHA256, gen.Argv, sol.Argv)
		j.key = "case-" + hex.EncodeToString(h.Sum(nil))[:32]
		if !b.Has(j.key) {
			missing++
		}
		jobs[i] = j
	}
	if missing > 0 {
		fmt.Fprintf(log, "making %d large case%s of %s (first use)\n", missing, plural(missing), filepath.Base(filepath.Dir(m.Path)))
	}
	// Made a few at once; each error is its case's, the first reported.
	errs := make([]error, len(jobs))
	cases := make([]problem.Case, len(jobs))
	sem := make(chan struct{}, runtime.NumCPU())
	var wg sync.WaitGroup
	for i, j := range jobs {
		wg.Add(1)
		sem <- struct{}{}
		go func(i int, j *job) {
			defer func() { <-sem; wg.Done() }()
			dir, _, err := b.Entry(j.key, j.fill)
			name := j.c.Name
			cases[i], errs[i] = problem.Case{Name: name, In: filepath.Join(dir, name+".in"), Out: filepath.Join(dir, name+".out")}, err
		}(i, j)
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			return nil, err
		}
	}
	return cases, nil
}

// buildAt builds the program at path, from root, that the manifest m
// names as what.
func buildAt(b *build.Builder, root string, m *pkgfmt.Manifest, what, path string) (*build.Program, error) {
	p, err := b.Build(filepath.Join(root, filepath.FromSlash(strings.TrimPrefix(path, "/"))))
	if err != nil {
		return nil, fmt.Errorf("%s: %s %s: %v", m.Path, what, path, err)
	}
	return p, nil
}

// A job is a case to make: its generator and the solution, built.
type job struct {
	m        *pkgfmt.Manifest
	c        pkgfmt.Generated
	gen, sol *build.Program
	key      string // its cache entry
}

// fill makes the case's input and answer in dir, and checks them.
func (j *job) fill(dir string) error {
	in := filepath.Join(dir, j.c.Name+".in")
	if err := j.run("the generator "+j.c.Command, append(j.gen.Argv[:len(j.gen.Argv):len(j.gen.Argv)], j.c.Args...), j.gen.Dir, "", in, j.c.SHA256, "input"); err != nil {
		return err
	}
	return j.run("the solution "+j.m.Solution, j.sol.Argv, j.sol.Dir, in, filepath.Join(dir, j.c.Name+".out"), j.c.AnsSHA256, "answer")
}

// run runs argv, what, in the folder dir on the file in ("" for no
// input), writes its output to out and checks that its SHA-256 is want.
func (j *job) run(what string, argv []string, dir, in, out, want, kind string) error {
	where := fmt.Sprintf("%s:%d: case %s", j.m.Path, j.c.Line, j.c.Name)
	lim := limits
	lim.Dir = dir
	r, err := proc.Run(argv, in, lim)
	if err != nil {
		return fmt.Errorf("%s: %s: %v", where, what, err)
	}
	defer r.Close()
	if why := failure(r); why != "" {
		return fmt.Errorf("%s: %s %s: %s", where, what, why, firstLine(r.Stderr))
	}
	f, err := os.Create(out)
	if err != nil {
		return err
	}
	h := sha256.New()
	_, err = io.Copy(io.MultiWriter(f, h), io.NewSectionReader(r.Output, 0, 1<<62))
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return err
	}
	if got := hex.EncodeToString(h.Sum(nil)); got != want {
		return fmt.Errorf("%s: the %s %s made has SHA-256 %s, the manifest says %s: it changed, or the manifest is out of date (nothing kept)", where, kind, what, got, want)
	}
	return nil
}

// failure says how a run failed: its limit, its signal or its exit
// status; "" when it exited with status 0.
func failure(r *proc.Result) string {
	switch {
	case r.Killed != "":
		return fmt.Sprintf("was stopped at its %s limit", r.Killed)
	case r.Signal != "":
		return "ended abnormally, " + r.Signal
	case r.ExitCode != 0:
		return fmt.Sprintf("failed, exit status %d", r.ExitCode)
	}
	return ""
}

// firstLine is the first line of b that is not blank, trimmed.
func firstLine(b []byte) string {
	for _, l := range strings.Split(string(b), "\n") {
		if l = strings.TrimSpace(l); l != "" {
			return l
		}
	}
	return "(nothing on stderr)"
}

// moduleRoot is the folder of the go.mod at or above dir.
func moduleRoot(dir string) (string, error) {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return "", err
	}
	for d := abs; ; d = filepath.Dir(d) {
		if _, err := os.Stat(filepath.Join(d, "go.mod")); err == nil {
			return d, nil
		}
		if filepath.Dir(d) == d {
			return "", fmt.Errorf("%s: its paths are from the project's root, the folder of go.mod, and there is none at or above %s", pkgfmt.GeneratorsFile, abs)
		}
	}
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}
