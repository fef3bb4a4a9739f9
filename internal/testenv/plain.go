package testenv

import (
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"testing"
)

// allocSource is alloc MIB as a program of its own: it touches MIB MiB
// of memory, then prints 42.
const allocSource = `package main

import (
	"fmt"
	"os"
	"strconv"
)

func main() {
	mib, _ := strconv.Atoi(os.Args[1])
	b := make([]byte, mib<<20+1)
	for i := 0; i < len(b); i += 4096 {
		b[i] = 1
	}
	b[len(b)-1] = 1
	fmt.Println(41 + int(b[len(b)-1]))
}
`

// Alloc is the argv of a plain Go program that touches mib MiB of memory
// and prints 42: a program whose memory a test knows, however the test
// binary was built (the race detector's runtime more than doubles what
// the test binary's own alloc touches). It is built for the test with
// the go command, without the test binary's build flags; the test is
// skipped where there is no go command.
func Alloc(t testing.TB, mib int) []string {
	t.Helper()
	return []string{buildPlain(t, "alloc", allocSource), strconv.Itoa(mib)}
}

// catSource copies its standard input to its standard output.
const catSource = `package main

import (
	"io"
	"os"
)

func main() { io.Copy(os.Stdout, os.Stdin) }
`

// Cat is the argv of a plain Go program that copies its standard input
// to its standard output, as Program("cat") does, for a test that runs a
// program many times: a race-built test binary costs far more to start
// and end (the race runtime's shadow memory) than a program of its own.
// It is built as Alloc is; the test is skipped where there is no go
// command.
func Cat(t testing.TB) []string {
	t.Helper()
	return []string{buildPlain(t, "cat", catSource)}
}

// buildPlain builds the source given as a program of its own, with the go
// command, without the test binary's build flags, and returns its path.
func buildPlain(t testing.TB, name, source string) string {
	t.Helper()
	dir := t.TempDir()
	src, bin := filepath.Join(dir, name+".go"), filepath.Join(dir, name)
	if runtime.GOOS == "windows" {
		bin += ".exe"
	}
	if err := os.WriteFile(src, []byte(source), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(GoTool(t), "build", "-o", bin, src)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOFLAGS=")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go build %s.go: %v\n%s", name, err, out)
	}
	return bin
}
