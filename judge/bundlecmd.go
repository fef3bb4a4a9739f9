package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"gametheory/internal/problem"
	"gametheory/internal/proc"
	"gametheory/internal/verdict"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// submitGo is the oldest Go a judge runs (Luogu's go1.21.3 until 2025; it
// runs go1.24 now, Codeforces go1.22): a bundle must build and vet there.
const submitGo = "1.21"

// bundleCmd is "judge bundle [-o FILE] [-check] [PROBLEM...]": print the
// one file to submit for a problem; with -check, build and vet it as a
// go 1.21 module and judge it beside the solution on every case.
func bundleCmd(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("judge bundle", flag.ContinueOnError)
	fs.SetOutput(stderr)
	out := fs.String("o", "", "write the bundle to `file` instead of stdout")
	check := fs.Bool("check", false, "build, vet and judge the bundle beside the solution instead of printing it")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: judge bundle [-o FILE] PROBLEM\n       judge bundle -check [PROBLEM...]")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return exitSetup
	}
	ids := fs.Args()
	if !*check && len(ids) != 1 {
		fs.Usage()
		return exitSetup
	}
	root, err := problem.FindRoot()
	if err != nil {
		fmt.Fprintln(stderr, "judge:", err)
		return exitSetup
	}
	if len(ids) == 0 {
		ids = problem.IDs(root)
	}
	status := exitOK
	for _, id := range ids {
		src, err := bundleProblem(root, id)
		if err != nil {
			fmt.Fprintf(stderr, "judge: bundle %s: %v\n", id, err)
			return exitSetup
		}
		if !*check {
			if *out == "" {
				_, err = stdout.Write(src)
			} else {
				err = os.WriteFile(*out, src, 0o644)
			}
			if err != nil {
				fmt.Fprintln(stderr, "judge:", err)
				return exitSetup
			}
			continue
		}
		msg, err := checkBundle(root, id, src)
		if err != nil {
			fmt.Fprintf(stdout, "%-10s bundle FAILED: %v\n", id, err)
			status = exitFail
			continue
		}
		fmt.Fprintf(stdout, "%-10s bundle %5.1f KiB: %s\n", id, float64(len(src))/1024, msg)
	}
	return status
}

// checkBundle builds and vets src as the only file of a go 1.21 module,
// and runs it and the solution once on every case of the problem: their
// output and exit status must be the same, and the bundle's output must
// match the case's answer.
func checkBundle(root, id string, src []byte) (string, error) {
	dir, err := os.MkdirTemp("", "judge-bundle-")
	if err != nil {
		return "", err
	}
	defer os.RemoveAll(dir)
	bundleBin, err := buildBundle(dir, src)
	if err != nil {
		return "", err
	}
	if err := buildSolutions(root, dir, []string{id}); err != nil {
		return "", err
	}
	t, err := makeTarget(&testFlags{ol: 64}, root, id)
	if err != nil {
		return "", err
	}
	for _, c := range t.cases {
		orig, origOut, err := runOutput(filepath.Join(dir, id), c.In, t.cfg.Limits)
		if err != nil {
			return "", err
		}
		bun, bunOut, err := runOutput(bundleBin, c.In, t.cfg.Limits)
		if err != nil {
			return "", err
		}
		want, err := os.ReadFile(c.Out)
		if err != nil {
			return "", err
		}
		switch {
		case !bytes.Equal(origOut, bunOut) || orig.ExitCode != bun.ExitCode:
			return "", fmt.Errorf("case %s: the bundle and the solution differ (exit %d and %d)", c.Name, bun.ExitCode, orig.ExitCode)
		case bun.ExitCode != 0 || bun.Killed != "":
			return "", fmt.Errorf("case %s: exit %d %s%s", c.Name, bun.ExitCode, bun.Killed, verdict.LastLines(bun.Stderr, 3))
		}
		if msg := t.cfg.Compare.Compare(bunOut, want); msg != "" {
			return "", fmt.Errorf("case %s: wrong answer: %s", c.Name, msg)
		}
	}
	return fmt.Sprintf("builds and vets as go %s; same output as the solution on %d/%d cases", submitGo, len(t.cases), len(t.cases)), nil
}

// runOutput runs the program bin on the input file in and returns its
// result and standard output.
func runOutput(bin, in string, lim proc.Limits) (*proc.Result, []byte, error) {
	r, err := proc.Run([]string{bin}, in, lim)
	if err != nil {
		return nil, nil, err
	}
	defer r.Close()
	out, err := r.Stdout()
	return r, out, err
}

// buildBundle writes src as the only file of a go 1.21 module in dir,
// builds it and vets it (vet's stdversion check flags standard-library
// calls newer than go 1.21), and returns the binary's path.
func buildBundle(dir string, src []byte) (string, error) {
	mod := "module bundle\n\ngo " + submitGo + "\n"
	if err := os.WriteFile(filepath.Join(dir, "go.mod"), []byte(mod), 0o644); err != nil {
		return "", err
	}
	if err := os.WriteFile(filepath.Join(dir, "main.go"), src, 0o644); err != nil {
		return "", err
	}
	bin := filepath.Join(dir, "bundle")
	if err := goTool(dir, "build", "-o", bin, "."); err != nil {
		return "", err
	}
	return bin, goTool(dir, "vet", ".")
}

// goTool runs the go command in dir with the local toolchain only.
func goTool(dir string, args ...string) error {
	cmd := exec.Command("go", args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOTOOLCHAIN=local", "GOFLAGS=", "GOWORK=off")
	out, err := cmd.CombinedOutput()
	if err != nil {
		return errors.New("go " + strings.Join(args, " ") + ": " + strings.TrimSpace(string(out)))
	}
	return nil
}
