package gencase

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"gametheory/internal/build"
	"gametheory/internal/pkgfmt"
	"gametheory/internal/proc"
	"io"
	"os"
	"path/filepath"
	"strings"
)

// MakeBAPC makes the cases of plan, a BAPCtools package's
// generators.yaml, that its data/ lacks, with b into its cache unless
// it has them, and returns each case's folder in the cache by name (a
// case is testcase.in and testcase.ans there). A generator runs, as bt
// generate runs it, in a working folder of its own, its standard output
// the input unless it writes testcase.in there (and may write
// testcase.ans); one that fails runs again with the next seed while the
// case's retries allow. An answer neither given nor written is the
// case's solution's output, or empty for an interactive or multi-pass
// problem. A case is kept under its inputs, command and the built
// generator and solution, which the deterministic seeds make the same
// each time. log gets one line when cases are made.
func MakeBAPC(b *build.Builder, dir string, plan *pkgfmt.BAPCPlan, log io.Writer) (map[string]string, error) {
	progs := map[string]*build.Program{} // generators and solutions, by name or path
	program := func(what, key string, files []string) (*build.Program, error) {
		if p := progs[key]; p != nil {
			return p, nil
		}
		p, err := buildFiles(b, files, plan.Substitute)
		if err != nil {
			return nil, fmt.Errorf("%s: %s %s: %v", plan.Path, what, key, err)
		}
		progs[key] = p
		return p, nil
	}
	made := map[string]string{}
	announced := false
	for _, c := range plan.Cases {
		if _, err := os.Stat(filepath.Join(dir, "data", filepath.FromSlash(c.Name)+".in")); err == nil {
			continue // committed
		}
		where := fmt.Sprintf("%s:%d: case %s", plan.Path, c.Line, c.Name)
		var gen, sol *build.Program
		var err error
		if c.Command != nil {
			files, listed := plan.Generators[c.Command[0]]
			if !listed {
				files = []string{filepath.Join(filepath.Dir(plan.Path), filepath.FromSlash(c.Command[0]))}
			}
			if gen, err = program("the generator", c.Command[0], files); err != nil {
				return nil, err
			}
		}
		if c.Ans == nil && !plan.Dialogue {
			if c.Solution == "" {
				return nil, fmt.Errorf("%s: no answer given and no solution: to name one is generators.yaml's solution:", where)
			}
			if sol, err = program("the solution", c.Solution, []string{c.Solution}); err != nil {
				return nil, err
			}
		}
		h := sha256.New()
		fmt.Fprintf(h, "bapc case 2\n%q\n%q %d\n%v\n%v\n", c.Command, c.Argv(0), c.Retries, text(c.In), text(c.Ans))
		for _, p := range []*build.Program{gen, sol} {
			if p != nil {
				fmt.Fprintf(h, "%q %s\n", p.Argv, p.Dir)
			}
		}
		key := "bapc-" + hex.EncodeToString(h.Sum(nil))[:32]
		if !b.Has(key) && !announced {
			fmt.Fprintf(log, "making the cases of %s that data/ lacks (first use)\n", plan.Path)
			announced = true
		}
		entry, _, err := b.Entry(key, func(to string) error { return makeBAPC(to, where, c, gen, sol, plan.Dialogue) })
		if err != nil {
			return nil, err
		}
		made[c.Name] = entry
	}
	return made, nil
}

// buildFiles builds a program of one file or folder, or, for a generator
// of generators.yaml's generators: list, of several files, which it
// gathers into a folder of the cache first (the first file the main
// one), as BAPCtools builds them. Files that use problem.yaml's
// constants are gathered too, subst putting them in, as BAPCtools does
// for every program of a package but submissions. A link is built as
// what it leads to.
func buildFiles(b *build.Builder, files []string, subst func(string) string) (*build.Program, error) {
	h := sha256.New()
	gather := len(files) > 1
	texts, reals := make([]string, len(files)), make([]string, len(files))
	for i, f := range files {
		real, err := filepath.EvalSymlinks(f)
		if err != nil {
			return nil, err
		}
		reals[i] = real
		if st, err := os.Stat(real); err != nil || st.IsDir() {
			if len(files) > 1 {
				return nil, fmt.Errorf("%s: a folder among the files of a generator", f)
			}
			continue // a folder is built as it is
		}
		data, err := os.ReadFile(real)
		if err != nil {
			return nil, err
		}
		texts[i] = subst(string(data))
		gather = gather || texts[i] != string(data)
		fmt.Fprintf(h, "%q %d\n%s", filepath.Base(real), len(texts[i]), texts[i])
	}
	if !gather {
		return b.Build(reals[0])
	}
	folder, _, err := b.Entry("bapc-generator-"+hex.EncodeToString(h.Sum(nil))[:32], func(to string) error {
		for i, f := range reals {
			if err := os.WriteFile(filepath.Join(to, filepath.Base(f)), []byte(texts[i]), 0o755); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return b.BuildFiles([]string{folder}, filepath.Base(reals[0]))
}

// text is a case's inline file, or a mark that it has none.
func text(s *string) string {
	if s == nil {
		return "<none>"
	}
	return *s
}

// makeBAPC makes case c in the folder to: testcase.in and testcase.ans.
func makeBAPC(to, where string, c pkgfmt.BAPCCase, gen, sol *build.Program, dialogue bool) error {
	in, ans := filepath.Join(to, "testcase.in"), filepath.Join(to, "testcase.ans")
	if c.In != nil {
		if err := os.WriteFile(in, []byte(*c.In), 0o644); err != nil {
			return err
		}
	}
	if gen != nil {
		if err := generate(in, ans, where, c, gen); err != nil {
			return err
		}
	}
	if _, err := os.Stat(ans); err == nil {
		return nil
	}
	switch {
	case c.Ans != nil:
		return os.WriteFile(ans, []byte(*c.Ans), 0o644)
	case dialogue:
		return os.WriteFile(ans, nil, 0o644)
	}
	lim := limits
	lim.Dir = sol.Dir
	return runTo(sol.Argv, in, lim, ans, where+": the solution")
}

// generate runs the generator of c in a working folder of its own, again
// with the next seed while it fails and c's retries allow, and keeps the
// input it makes as in, the answer it writes as ans.
func generate(in, ans, where string, c pkgfmt.BAPCCase, gen *build.Program) error {
	var err error
	for retry := 0; retry < max(c.Retries, 1); retry++ {
		var work string
		if work, err = os.MkdirTemp("", "judge-generator-"); err != nil {
			return err
		}
		defer os.RemoveAll(work)
		if gen.Dir != "" {
			if err := CopyTree(work, gen.Dir); err != nil {
				return err
			}
		}
		lim := limits
		lim.Dir = work
		argv := c.Argv(retry)
		err = runTo(append(gen.Argv[:len(gen.Argv):len(gen.Argv)], argv...), "", lim, filepath.Join(work, ".stdout"),
			where+": the generator "+strings.Join(append([]string{c.Command[0]}, argv...), " "))
		if err != nil {
			continue
		}
		for _, f := range []struct{ name, to string }{{"testcase.in", in}, {".stdout", in}, {"testcase.ans", ans}} {
			if _, err := os.Stat(f.to); err == nil {
				continue // given inline, or written by the generator
			}
			if err := os.Rename(filepath.Join(work, f.name), f.to); err != nil && !os.IsNotExist(err) {
				return err
			}
		}
		return nil
	}
	return err
}

// runTo runs argv on the file in ("" for none) under lim, its output to
// the file out; what names it in an error.
func runTo(argv []string, in string, lim proc.Limits, out, what string) error {
	r, err := proc.Run(argv, in, lim)
	if err != nil {
		return fmt.Errorf("%s: %v", what, err)
	}
	defer r.Close()
	if why := failure(r); why != "" {
		return fmt.Errorf("%s %s: %s", what, why, firstLine(r.Stderr))
	}
	f, err := os.Create(out)
	if err != nil {
		return err
	}
	_, err = io.Copy(f, io.NewSectionReader(r.Output, 0, 1<<62))
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}

// CopyTree copies the file or folder from to the path to: folders, and
// regular files with their permissions; links and special files are
// left out.
func CopyTree(to, from string) error {
	return filepath.WalkDir(from, func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(from, path)
		if err != nil {
			return err
		}
		dst := filepath.Join(to, rel)
		switch {
		case d.IsDir():
			return os.MkdirAll(dst, 0o755)
		case !d.Type().IsRegular():
			return nil
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		st, err := d.Info()
		if err != nil {
			return err
		}
		return os.WriteFile(dst, b, st.Mode().Perm())
	})
}
