package testenv

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"
)

// Build compiles the packages, directories relative to root, the module's
// root, with one go build into dir, and returns the programs' paths in
// their order. The test is skipped where there is no go command.
func Build(t testing.TB, root, dir string, pkgs ...string) []string {
	t.Helper()
	args := []string{"build", "-o", dir + string(filepath.Separator)}
	var exes []string
	for _, pkg := range pkgs {
		args = append(args, "./"+pkg)
		exe := filepath.Join(dir, filepath.Base(pkg))
		if runtime.GOOS == "windows" {
			exe += ".exe"
		}
		exes = append(exes, exe)
	}
	cmd := exec.Command(GoTool(t), args...)
	cmd.Dir = root
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return exes
}

// A Side is what one process of a Duel did: how it ended (Wait's error)
// and what it wrote to its standard error.
type Side struct {
	Err    error
	Stderr string
}

// Duel runs an interactive problem's jury and a program as processes
// joined by two pipes, as a judge does: the jury's standard output is the
// program's standard input, and the program's standard output the jury's
// standard input. Both are killed if they have not ended after a minute.
func Duel(t testing.TB, jury, program *exec.Cmd) (j, p Side) {
	t.Helper()
	toProgram, fromJury, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	toJury, fromProgram, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	jury.Stdin, jury.Stdout = toJury, fromJury
	program.Stdin, program.Stdout = toProgram, fromProgram
	var juryErr, programErr bytes.Buffer
	jury.Stderr, program.Stderr = &juryErr, &programErr
	if err := jury.Start(); err != nil {
		t.Fatal(err)
	}
	if err := program.Start(); err != nil {
		jury.Process.Kill()
		jury.Wait()
		t.Fatal(err)
	}
	for _, f := range []*os.File{toProgram, fromJury, toJury, fromProgram} {
		f.Close() // the children hold them now
	}
	timer := time.AfterFunc(time.Minute, func() { jury.Process.Kill(); program.Process.Kill() })
	defer timer.Stop()
	j.Err = jury.Wait()
	p.Err = program.Wait()
	return Side{j.Err, juryErr.String()}, Side{p.Err, programErr.String()}
}
