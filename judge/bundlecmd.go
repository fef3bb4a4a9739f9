package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"gametheory/internal/bundle"
	"gametheory/internal/compare"
	"gametheory/internal/problem"
	"gametheory/internal/proc"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"
)

// bundleCmd is "judge bundle [-o FILE] [-goos OS] [-goarch ARCH] PATH":
// print the one file to submit for a program; and "judge bundle -check
// [PATH...]": build each bundle with the judges' toolchains and run it
// beside the original on every case.
func bundleCmd(args []string, stdout, stderr io.Writer) int {
	fset := flag.NewFlagSet("judge bundle", flag.ContinueOnError)
	fset.SetOutput(stderr)
	out := fset.String("o", "", "write the bundle to `file` instead of stdout")
	goos := fset.String("goos", "linux", "the judge's `GOOS`: build constraints choose the files for it")
	goarch := fset.String("goarch", "amd64", "the judge's `GOARCH`")
	check := fset.Bool("check", false, "build the bundles with the judges' toolchains and run them beside the originals")
	fset.Usage = func() {
		fmt.Fprintln(stderr, "usage: judge bundle [-o FILE] [-goos OS] [-goarch ARCH] PATH\n       judge bundle -check [PATH...]\nPATH is a problem id, a directory or a package path of the module.")
		fset.PrintDefaults()
	}
	if err := fset.Parse(args); err != nil {
		return exitSetup
	}
	paths := fset.Args()
	if !*check && len(paths) != 1 {
		fset.Usage()
		return exitSetup
	}
	root, rootErr := problem.FindRoot()
	if len(paths) == 0 {
		if rootErr != nil {
			fmt.Fprintln(stderr, "judge:", rootErr)
			return exitSetup
		}
		paths = problem.IDs(root)
	}
	var targets []*bundleTarget
	for _, p := range paths {
		t, err := resolveBundle(root, p)
		if err != nil {
			fmt.Fprintln(stderr, "judge: bundle:", err)
			return exitSetup
		}
		targets = append(targets, t)
	}
	if *check {
		return checkBundles(root, targets, bundle.Judges, stdout)
	}
	t := targets[0]
	b, err := bundle.New(*goos, *goarch)
	var src []byte
	if err == nil {
		src, err = t.bundle(root, b)
	}
	if err == nil {
		if *out == "" {
			_, err = stdout.Write(src)
		} else {
			err = os.WriteFile(*out, src, 0o644)
		}
	}
	if err != nil {
		fmt.Fprintf(stderr, "judge: bundle %s: %v\n", t.arg, err)
		return exitSetup
	}
	return exitOK
}

// A bundleTarget is a main package to bundle, as PATH named it.
type bundleTarget struct {
	arg string // PATH as given
	dir string // the package's directory
	id  string // the problem, when dir is problems/<id>
}

// resolveBundle finds what arg names: a directory, a problem id, or a
// package path of the module at root.
func resolveBundle(root, arg string) (*bundleTarget, error) {
	t := &bundleTarget{arg: arg}
	switch {
	case isDir(arg):
		t.dir = arg
	case root != "" && isDir(filepath.Join(root, "problems", arg)):
		t.dir = filepath.Join(root, "problems", arg)
	case root != "":
		mod, err := bundle.ModulePath(root)
		if err != nil {
			return nil, err
		}
		if rest, ok := strings.CutPrefix(arg, mod+"/"); ok && isDir(filepath.Join(root, filepath.FromSlash(rest))) {
			t.dir = filepath.Join(root, filepath.FromSlash(rest))
			break
		}
		return nil, fmt.Errorf("%s is not a directory, a problem (%s) or a package of module %s", arg, strings.Join(problem.IDs(root), ", "), mod)
	default:
		return nil, fmt.Errorf("%s is not a directory, and there is no module here to find a problem or package in", arg)
	}
	if root != "" {
		abs, _ := filepath.Abs(t.dir)
		if filepath.Dir(abs) == filepath.Join(root, "problems") {
			t.id = filepath.Base(abs)
		}
	}
	return t, nil
}

// bundle makes t's file for a platform, headed by what problem.json says
// when there is one.
func (t *bundleTarget) bundle(root string, b *bundle.Bundler) ([]byte, error) {
	header := fmt.Sprintf("// %s\n//\n// One file made by \"go run ./judge bundle %s\" from %s and the\n// packages it imports; submit it as it is.\n", t.arg, t.arg, t.arg)
	if t.id != "" {
		p, err := problem.Load(root, t.id)
		switch {
		case err == nil:
			header = problemHeader(p) + fmt.Sprintf("//\n// One file made by \"go run ./judge bundle %s\" from problems/%s and the\n// packages it imports; submit it as it is.\n", t.id, t.id)
		case !errors.Is(err, fs.ErrNotExist):
			return nil, err
		}
	}
	if p := b.Platform(); p != "linux/amd64" {
		header += "//\n// Built for " + p + ".\n"
	}
	return b.Bundle(t.dir, header)
}

// problemHeader names problem p as its first comment lines: "ID: judge,
// name" and the URL, leaving out the fields problem.json leaves empty.
func problemHeader(p *problem.Problem) string {
	var title []string
	for _, f := range []string{p.Judge, p.Name} {
		if f = strings.TrimSpace(f); f != "" {
			title = append(title, f)
		}
	}
	h := "// " + p.ID
	if len(title) > 0 {
		h += ": " + strings.Join(title, ", ")
	}
	h += "\n"
	if u := strings.TrimSpace(p.URL); u != "" {
		h += "// " + u + "\n"
	}
	return h
}

// name is t's name in messages and in the check's module.
func (t *bundleTarget) name() string {
	if t.id != "" {
		return t.id
	}
	return filepath.Base(t.dir)
}

// checkBundles bundles every target for each toolchain's platform, builds
// and vets the bundles with one go command per toolchain, then runs every
// bundle built for this machine beside the original program: on each of
// a problem's cases, or once on empty input for another program. It goes
// on after a failure and reports every one.
func checkBundles(root string, targets []*bundleTarget, toolchains []bundle.Toolchain, stdout io.Writer) int {
	tmp, err := os.MkdirTemp("", "judge-bundle-")
	if err != nil {
		fmt.Fprintln(stdout, "judge:", err)
		return exitSetup
	}
	defer os.RemoveAll(tmp)
	problems := map[string][]string{} // per target: what went wrong
	fail := func(t *bundleTarget, format string, a ...any) {
		problems[t.name()] = append(problems[t.name()], fmt.Sprintf(format, a...))
	}
	sizes := map[string]int{}
	runs := map[string][]string{}          // per target: "N cases with go1.21.3", per toolchain that ran
	srcs := map[string]map[string][]byte{} // platform -> name -> source
	for _, tc := range toolchains {
		platform := tc.GOOS + "/" + tc.GOARCH
		if srcs[platform] != nil {
			continue
		}
		srcs[platform] = map[string][]byte{}
		b, err := bundle.New(tc.GOOS, tc.GOARCH)
		if err != nil {
			fmt.Fprintln(stdout, "judge:", err)
			return exitSetup
		}
		for _, t := range targets {
			src, err := t.bundle(root, b)
			if err != nil {
				fail(t, "bundle for %s: %v", platform, err)
				continue
			}
			srcs[platform][t.name()] = src
			if _, ok := sizes[t.name()]; !ok {
				sizes[t.name()] = len(src)
			}
		}
	}
	originals := buildOriginals(root, filepath.Join(tmp, "orig"), targets)
	for i, tc := range toolchains {
		b, err := bundle.BuildAll(tc, filepath.Join(tmp, fmt.Sprint("tc", i)), srcs[tc.GOOS+"/"+tc.GOARCH])
		if err != nil {
			fmt.Fprintln(stdout, "judge:", err)
			return exitSetup
		}
		fmt.Fprintf(stdout, "%s: built with %s\n", tc, b.Note)
		for _, t := range targets {
			if err := b.Errs[t.name()]; err != nil {
				fail(t, "%s: %v", tc, err)
			} else if bin, ok := b.Bins[t.name()]; ok && originals[t.name()] == "" {
				fail(t, "%s: the original program does not build with the installed Go, so nothing ran", tc.Version)
			} else if ok {
				n, msgs := compareRuns(root, t, originals[t.name()], bin)
				for _, msg := range msgs {
					fail(t, "%s: %s", tc.Version, msg)
				}
				cases := "cases"
				if n == 1 {
					cases = "case"
				}
				runs[t.name()] = append(runs[t.name()], fmt.Sprintf("%d %s with %s", n, cases, tc.Version))
			}
		}
	}
	status := exitOK
	for _, t := range targets {
		msgs := problems[t.name()]
		if len(msgs) == 0 {
			fmt.Fprintf(stdout, "%-10s bundle %5.1f KiB: builds and vets with every toolchain; prints what the original prints (%s)\n",
				t.name(), float64(sizes[t.name()])/1024, strings.Join(runs[t.name()], ", "))
			continue
		}
		status = exitFail
		fmt.Fprintf(stdout, "%-10s bundle FAILED:\n    %s\n", t.name(), strings.Join(msgs, "\n    "))
	}
	return status
}

// buildOriginals builds each target's own program into dir with the
// installed Go: the problems with one go build, other programs one by one
// in their own modules. A program that does not build has no entry; the
// bundle's build reports why.
func buildOriginals(root, dir string, targets []*bundleTarget) map[string]string {
	bins := map[string]string{}
	var ids []string
	for _, t := range targets {
		if t.id != "" {
			ids = append(ids, t.id)
			continue
		}
		cmd := exec.Command("go", "build", "-o", filepath.Join(dir, t.name()), ".")
		cmd.Dir = t.dir
		if err := cmd.Run(); err == nil {
			bins[t.name()] = filepath.Join(dir, t.name())
		}
	}
	if len(ids) > 0 && buildSolutions(root, dir, ids) == nil {
		for _, id := range ids {
			bins[id] = filepath.Join(dir, id)
		}
	}
	return bins
}

// compareRuns runs the original and the bundle on each of the problem's
// cases (or once on empty input, for a program without samples/<id>/problem.json)
// and says where they differ: exit status,
// the first differing line, or the problem's own comparison with the answer.
func compareRuns(root string, t *bundleTarget, orig, bin string) (runs int, msgs []string) {
	cases := []problem.Case{{Name: "empty input"}}
	lim := proc.Limits{Time: 10 * time.Second, MemoryKiB: 1 << 20, Output: 64 << 20}
	var tgt *target
	if _, err := os.Stat(filepath.Join(root, "samples", t.id, "problem.json")); t.id != "" && err == nil {
		if tgt, err = makeTarget(&testFlags{ol: 64}, root, t.id); err != nil {
			return 0, []string{err.Error()}
		}
		cases, lim = tgt.cases, tgt.cfg.Limits
	}
	for _, c := range cases {
		want, wantOut, err := runOutput(orig, c.In, lim)
		if err != nil {
			return runs, append(msgs, err.Error())
		}
		got, gotOut, err := runOutput(bin, c.In, lim)
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
		case tgt != nil && c.Out != "":
			if msg, err := compareWithAnswer(tgt.cfg.Compare, gotOut, c.Out); err != nil {
				msgs = append(msgs, err.Error())
			} else if msg != "" {
				msgs = append(msgs, fmt.Sprintf("case %s: wrong answer: %s", c.Name, msg))
			}
		}
	}
	return runs, msgs
}

// runOutput runs bin on the input at path in and returns its result and
// its standard output.
func runOutput(bin, in string, lim proc.Limits) (*proc.Result, []byte, error) {
	r, err := proc.Run([]string{bin}, in, lim)
	if err != nil {
		return nil, nil, err
	}
	defer r.Close()
	out, err := r.Stdout()
	return r, out, err
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
