package main

import (
	"errors"
	"fmt"
	"gametheory/internal/bundle"
	"gametheory/internal/problem"
	"gametheory/internal/proc"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"
)

// bundleCmd is "judge bundle [-target NAME] [-o FILE] [-goos OS] [-goarch
// ARCH] PATH": print the one file to submit for a program; and "judge
// bundle -check [-target NAME] [PATH...]": build each bundle with its
// targets' toolchains and run it beside the original on every case.
func bundleCmd(args []string, stdout, stderr io.Writer) int {
	fset := newFlagSet("bundle", stderr)
	out := fset.String("o", "", "write the bundle to `file` instead of stdout")
	target := fset.String("target", "", "the `NAME` of the judge to bundle for: codeforces, luogu, atcoder, or goX.Y for linux/amd64 with that Go (default: problem.json's target, else the module's go version on linux/amd64; with -check, the judges' three toolchains)")
	goos := fset.String("goos", "", "the `GOOS` to bundle for instead of the target's")
	goarch := fset.String("goarch", "", "the `GOARCH` to bundle for instead of the target's")
	check := fset.Bool("check", false, "build the bundles with the targets' toolchains and run them beside the originals")
	if err := fset.Parse(args); err != nil {
		return parseStatus(err)
	}
	paths := fset.Args()
	if !*check && len(paths) != 1 {
		fset.Usage()
		return exitSetup
	}
	if *check && (*goos != "" || *goarch != "") {
		fmt.Fprintln(stderr, "judge: bundle: -goos and -goarch choose the platform of one bundle; -check builds each target for its own")
		return exitSetup
	}
	root, rootErr := problem.FindRoot()
	if len(paths) == 0 {
		if rootErr != nil {
			fmt.Fprintln(stderr, "judge:", rootErr)
			return exitSetup
		}
		// A problem written in another language (judge new -lang) has
		// nothing to bundle.
		for _, id := range problem.IDs(root) {
			if hasGoFiles(filepath.Join(root, "problems", id)) {
				paths = append(paths, id)
			}
		}
		if len(paths) == 0 {
			fmt.Fprintln(stderr, "judge: bundle: no problem here is written in Go: nothing to bundle")
			return exitOK
		}
	}
	var progs []*bundle.Program
	var juries []goPackage
	for _, path := range paths {
		p, jury, err := bundleProgram(root, path, *target, *check)
		if err != nil {
			fmt.Fprintln(stderr, "judge: bundle:", err)
			return exitSetup
		}
		progs = append(progs, p)
		juries = append(juries, jury...)
	}
	cleanup, err := buildPrograms(root, juries)
	defer cleanup()
	if err != nil {
		fmt.Fprintln(stderr, "judge: bundle:", err)
		return exitSetup
	}
	if *check {
		ok, err := bundle.Check(stdout, progs)
		switch {
		case err != nil:
			fmt.Fprintln(stderr, "judge: bundle:", err)
			return exitSetup
		case !ok:
			return exitFail
		}
		return exitOK
	}
	p, t := progs[0], progs[0].Targets[0]
	if *goos != "" {
		t.GOOS = *goos
	}
	if *goarch != "" {
		t.GOARCH = *goarch
	}
	b, err := bundle.New(t)
	var src []byte
	if err == nil {
		src, err = b.Bundle(p.Dir, p.Header)
	}
	if err == nil {
		if *out == "" {
			_, err = stdout.Write(src)
		} else {
			err = os.WriteFile(*out, src, 0o644)
		}
	}
	if err != nil {
		fmt.Fprintf(stderr, "judge: bundle %s: %v\n", paths[0], err)
		return exitSetup
	}
	return exitOK
}

// bundleProgram makes what arg names (a directory, a problem id, or a
// package path of the module at root) a program to bundle for the target
// named: -target's name, else the one its problem.json names; without
// either, Default, or for -check the Judges. For -check it also gets the
// problem's cases, limits and comparison, when it has a problem.json, and
// of an interactive problem the jury, to build.
func bundleProgram(root, arg, target string, check bool) (p *bundle.Program, jury []goPackage, err error) {
	dir, id, err := resolveBundle(root, arg)
	if err != nil {
		return nil, nil, err
	}
	var prob *problem.Problem
	if id != "" {
		if prob, err = problem.Load(root, id); errors.Is(err, fs.ErrNotExist) {
			prob, err = nil, nil // problem.json only adds to the header and the cases
		} else if err != nil {
			return nil, nil, err
		}
	}
	p = &bundle.Program{Name: id, Dir: dir, Header: bundleHeader(arg, id, prob)}
	if id == "" {
		p.Name = filepath.Base(dir)
	}
	from := "-target"
	if target == "" && prob != nil && prob.Target != "" {
		target, from = prob.Target, "samples/"+id+"/problem.json: target"
	}
	if target == "" && check {
		p.Targets = bundle.Judges
	} else {
		t, err := bundle.LookupTarget(target)
		if err != nil {
			return nil, nil, fmt.Errorf("%s: %v", from, err)
		}
		p.Targets = []bundle.Target{t}
	}
	if !check {
		return p, nil, nil
	}
	p.Limits = proc.Limits{Time: 10 * time.Second, MemoryKiB: 1 << 20, Output: 64 << 20}
	if prob != nil {
		t, builds, err := makeTarget(&testFlags{ol: 64}, nil, root, id)
		if err != nil {
			return nil, nil, err
		}
		p.Cases, p.Limits, p.Compare, p.Interactor = t.cases, t.cfg.Limits, t.cfg.Compare, t.cfg.Interactor
		// The solution is the bundle's to build; an interactive problem's
		// jury is the caller's.
		for _, b := range builds {
			if b.to == &t.cfg.Interactor {
				jury = append(jury, goPackage{pkg: b.pkg, to: &p.Interactor, source: b.source})
			}
		}
	}
	return p, jury, nil
}

// resolveBundle finds what arg names: a directory, a problem id, or a
// package path of the module at root. id is the problem when the
// directory is problems/<id>.
func resolveBundle(root, arg string) (dir, id string, err error) {
	switch {
	case isDir(arg):
		dir = arg
	case root != "" && isDir(filepath.Join(root, "problems", arg)):
		dir = filepath.Join(root, "problems", arg)
	case root != "":
		mod, err := bundle.ModulePath(root)
		if err != nil {
			return "", "", err
		}
		if rest, ok := strings.CutPrefix(arg, mod+"/"); ok && isDir(filepath.Join(root, filepath.FromSlash(rest))) {
			dir = filepath.Join(root, filepath.FromSlash(rest))
			break
		}
		return "", "", fmt.Errorf("%s is not a directory, a problem (%s) or a package of module %s", arg, strings.Join(problem.IDs(root), ", "), mod)
	default:
		return "", "", fmt.Errorf("%s is not a directory, and there is no module here to find a problem or package in", arg)
	}
	if root != "" {
		abs, _ := filepath.Abs(dir)
		if filepath.Dir(abs) == filepath.Join(root, "problems") {
			id = filepath.Base(abs)
		}
	}
	return dir, id, nil
}

// bundleHeader is the header of arg's bundle: what problem.json says of
// problem id, when there is one, and how the file was made.
func bundleHeader(arg, id string, p *problem.Problem) string {
	if p == nil {
		return fmt.Sprintf("// %s\n//\n// One file made by \"go run ./judge bundle %s\" from %s and the\n// packages it imports; submit it as it is.\n", arg, arg, arg)
	}
	return problemHeader(p) + fmt.Sprintf("//\n// One file made by \"go run ./judge bundle %s\" from problems/%s and the\n// packages it imports; submit it as it is.\n", id, id)
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
