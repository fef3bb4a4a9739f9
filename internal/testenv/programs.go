package testenv

import (
	"fmt"
	"io"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"testing"
	"time"
)

// runTests runs m's tests with JUDGE_CACHE a temporary folder, removed
// after them, so that they never write in the user's cache.
func runTests(m *testing.M) int {
	cache, err := os.MkdirTemp("", "judge-test-cache-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	defer os.RemoveAll(cache)
	// Open to all, as the user's is: a program run isolated, as nobody,
	// runs from it.
	if err := os.Chmod(cache, 0o755); err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	os.Setenv("JUDGE_CACHE", cache)
	return m.Run()
}

// programFlag, as a test binary's first argument, makes it one of the
// programs below instead of running the tests, so that the tests of the
// judge need no program but Go's on any system.
const programFlag = "-testenv-program"

// Main runs the tests, with the judge's cache (JUDGE_CACHE: compiled
// programs, cases made on first use) in a temporary folder of their own,
// never the user's; or, when the test binary was started by Program,
// the program named: one of those below or of extra, which a test
// package adds for itself (it gets the program's arguments). A test
// package's TestMain calls it.
//
//	print LINE...              print each argument as a line
//	cwd                        print the working directory
//	exit CODE [LINE [MESSAGE]] print LINE, MESSAGE on standard error, exit with CODE
//	cat                        copy standard input to standard output
//	crash [MESSAGE]            MESSAGE on standard error, then die as a crash does here (CrashName)
//	spin [LINE...]             print, then use CPU time forever
//	sleep [LINE...]            print, then wait forever, using no CPU time
//	nap MS [LINE...]           wait MS milliseconds, then print
//	flood                      write lines of "y" to standard output forever
//	alloc MIB                  touch MIB MiB of memory, then print 42
//	orphan FILE                start a sleeping child that holds standard
//	                           output, write its pid to FILE, print 42
//	checker IN OUT ANS         a testlib checker: OUT must be ANS
//
// Every process the tests start inherits GORACE with atexit_sleep_ms=0
// (see noExitSleep), so that a race-built test binary run as a program
// ends when it is done, as a program built without -race does.
func Main(m *testing.M, extra map[string]func(args []string)) {
	if len(os.Args) < 3 || os.Args[1] != programFlag {
		noExitSleep()
		os.Exit(runTests(m))
	}
	name, args := os.Args[2], os.Args[3:]
	if f, ok := extra[name]; ok {
		f(args)
		os.Exit(0)
	}
	lines := func(from int) {
		for _, a := range args[from:] {
			fmt.Println(a)
		}
	}
	switch name {
	case "print":
		lines(0)
	case "cwd":
		dir, err := os.Getwd()
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		fmt.Println(dir)
	case "exit":
		n, _ := strconv.Atoi(args[0])
		if len(args) > 1 {
			fmt.Println(args[1])
		}
		if len(args) > 2 {
			fmt.Fprintln(os.Stderr, args[2])
		}
		os.Exit(n)
	case "cat":
		io.Copy(os.Stdout, os.Stdin)
	case "crash":
		fmt.Fprintln(os.Stderr, strings.Join(args, " "))
		Crash()
	case "spin":
		lines(0)
		for {
		}
	case "sleep":
		lines(0)
		time.Sleep(time.Hour)
	case "nap":
		ms, _ := strconv.Atoi(args[0])
		time.Sleep(time.Duration(ms) * time.Millisecond)
		lines(1)
	case "flood":
		b := []byte(strings.Repeat("y\n", 32<<10))
		for {
			if _, err := os.Stdout.Write(b); err != nil {
				os.Exit(1)
			}
		}
	case "alloc":
		mib, _ := strconv.Atoi(args[0])
		b := make([]byte, mib<<20)
		for i := 0; i < len(b); i += 4096 {
			b[i] = 1
		}
		b[len(b)-1] = 1
		fmt.Println(41 + int(b[len(b)-1]))
	case "orphan":
		c := exec.Command(executable(), programFlag, "sleep")
		c.Stdout = os.Stdout
		if err := c.Start(); err != nil {
			os.Exit(3)
		}
		os.WriteFile(args[0], []byte(strconv.Itoa(c.Process.Pid)), 0o644)
		fmt.Println(42)
	case "checker":
		out, err1 := os.ReadFile(args[1])
		ans, err2 := os.ReadFile(args[2])
		switch {
		case err1 != nil || err2 != nil:
			fmt.Fprintln(os.Stderr, "cannot read:", err1, err2)
			os.Exit(3)
		case string(out) != string(ans):
			fmt.Fprintf(os.Stderr, "wrong answer: expected %q, found %q\n", ans, out)
			os.Exit(1)
		}
		fmt.Fprintln(os.Stderr, "ok")
	default:
		fmt.Fprintf(os.Stderr, "no test program %q\n", name)
		os.Exit(125)
	}
	os.Exit(0)
}

// noExitSleep sets GORACE, for the processes the tests start, so that the
// race runtime does not hold them at their exit: by default it sleeps a
// second there (atexit_sleep_ms=1000), pipes open, which would make every
// program the tests run, the test binary itself under go test -race,
// take a second longer to end than the same program built without -race.
// The tests' own process read GORACE when it started; only its children
// see this. Options the caller set are kept, an exit sleep of its own too.
func noExitSleep() {
	g := os.Getenv("GORACE")
	if strings.Contains(g, "atexit_sleep_ms=") {
		return
	}
	os.Setenv("GORACE", strings.TrimSpace(g+" atexit_sleep_ms=0"))
}

// Program is the argv that runs this test binary as the program name
// with the arguments given; see Main.
func Program(name string, args ...string) []string {
	return append([]string{executable(), programFlag, name}, args...)
}

// Command is Program as a command line, for the judge's -c, -checker,
// -gen and -brute: the binary's path quoted, the arguments as given.
func Command(name string, args ...string) string {
	return strings.Join(append([]string{`"` + executable() + `"`, programFlag, name}, args...), " ")
}

func executable() string {
	exe, err := os.Executable()
	if err != nil {
		panic(err)
	}
	return exe
}
