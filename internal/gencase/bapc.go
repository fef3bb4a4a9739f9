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
// it has them, and returns each case's folder in the cache by name (the
// case NAME is NAME.in and NAME.ans there, base name only). A generator
// runs, as bt generate runs it, in a working folder of its own, its
// standard output the input unless it writes NAME.in there (and may
// write NAME.ans); an answer neither given nor written is the
// solution's output, or empty for an interactive or multi-pass problem.
// A case is kept under its name, inputs, command and the built
// generator and solution, which the deterministic seeds make the same
// each time. log gets one line when cases are made.
func MakeBAPC(b *build.Builder, dir string, plan *pkgfmt.BAPCPlan, log io.Writer) (map[string]string, error) {
	var sol *build.Program
	gens := map[string]*build.Program{}
	made := map[string]string{}
	announced := false
	for _, c := range plan.Cases {
		if _, err := os.Stat(filepath.Join(dir, "data", filepath.FromSlash(c.Name)+".in")); err == nil {
			continue // committed
		}
		where := fmt.Sprintf("%s:%d: case %s", plan.Path, c.Line, c.Name)
		var gen *build.Program
		if c.Command != nil {
			if gen = gens[c.Command[0]]; gen == nil {
				p, err := b.Build(filepath.Join(filepath.Dir(plan.Path), filepath.FromSlash(c.Command[0])))
				if err != nil {
					return nil, fmt.Errorf("%s: the generator %s: %v", where, c.Command[0], err)
				}
				gen, gens[c.Command[0]] = p, p
			}
		}
		if c.Ans == nil && !plan.Dialogue && sol == nil {
			if plan.Solution == "" {
				return nil, fmt.Errorf("%s: no answer given and no solution: to name one is generators.yaml's solution:", where)
			}
			p, err := b.Build(plan.Solution)
			if err != nil {
				return nil, fmt.Errorf("%s: the solution: %v", plan.Path, err)
			}
			sol = p
		}
		h := sha256.New()
		fmt.Fprintf(h, "bapc case 1\n%s\n%q\n%v\n%v\n", c.Name, c.Command, text(c.In), text(c.Ans))
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

// text is a case's inline file, or a mark that it has none.
func text(s *string) string {
	if s == nil {
		return "<none>"
	}
	return *s
}

// makeBAPC makes case c in the folder to: base.in and base.ans.
func makeBAPC(to, where string, c pkgfmt.BAPCCase, gen, sol *build.Program, dialogue bool) error {
	base := c.Name[strings.LastIndex(c.Name, "/")+1:]
	in, ans := filepath.Join(to, base+".in"), filepath.Join(to, base+".ans")
	if c.In != nil {
		if err := os.WriteFile(in, []byte(*c.In), 0o644); err != nil {
			return err
		}
	}
	if gen != nil {
		work, err := os.MkdirTemp("", "judge-generator-")
		if err != nil {
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
		if err := runTo(append(gen.Argv[:len(gen.Argv):len(gen.Argv)], c.Command[1:]...), "", lim, filepath.Join(work, ".stdout"), where+": the generator "+strings.Join(c.Command, " ")); err != nil {
			return err
		}
		for _, f := range []struct{ name, to string }{{base + ".in", in}, {".stdout", in}, {base + ".ans", ans}} {
			if _, err := os.Stat(f.to); err == nil {
				continue // given inline, or written by the generator
			}
			if err := os.Rename(filepath.Join(work, f.name), f.to); err != nil && !os.IsNotExist(err) {
				return err
			}
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
