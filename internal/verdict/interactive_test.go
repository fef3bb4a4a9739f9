package verdict

import (
	"bufio"
	"fmt"
	"gametheory/internal/interact"
	"gametheory/internal/problem"
	"gametheory/internal/proc"
	"gametheory/internal/testenv"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"
)

// jury is a testlib interactor, jury INPUT OUTPUT [ANSWER]: INPUT holds n;
// it sends 1 to n, a line each, and wants each doubled back. Its OUTPUT
// says "ok n answers". With a second word in INPUT it misbehaves: "fail"
// exits 3 at once, "busy" computes forever instead of asking; a number
// is how many milliseconds it takes to end once it has judged, its output
// still open.
func jury(args []string) {
	b, err := os.ReadFile(args[0])
	f := strings.Fields(string(b))
	n := 0
	if err == nil && len(f) > 0 {
		n, err = strconv.Atoi(f[0])
	}
	if err != nil || len(f) == 0 || len(f) > 1 && f[1] == "fail" {
		fmt.Fprintln(os.Stderr, "FAIL bad input")
		os.Exit(3)
	}
	if len(f) > 1 && f[1] == "busy" {
		for {
		}
	}
	in := bufio.NewScanner(os.Stdin)
	for i := 1; i <= n; i++ {
		fmt.Println(i) // os.Stdout is not buffered
		if !in.Scan() {
			fmt.Fprintf(os.Stderr, "wrong answer query %d: the program ended before the dialogue did\n", i)
			os.Exit(1)
		}
		if got := in.Text(); got != strconv.Itoa(2*i) {
			fmt.Println(-1)
			fmt.Fprintf(os.Stderr, "wrong answer query %d: expected %d, found %q\n", i, 2*i, got)
			os.Exit(1)
		}
	}
	msg := fmt.Sprintf("ok %d answers", n)
	os.WriteFile(args[1], []byte(msg+"\n"), 0o644)
	fmt.Fprintln(os.Stderr, msg)
	if len(f) > 1 {
		ms, _ := strconv.Atoi(f[1])
		time.Sleep(time.Duration(ms) * time.Millisecond)
	}
}

// player answers the jury, player HOW: "right" doubles each number at once;
// "buffered" doubles them into a buffer it flushes only at its end;
// "wrong" answers one more; "leaves" exits after the first question;
// "crashes" answers one and then dies as a crash does; "spins" computes
// forever; "floods" writes one endless line; "stalls" answers the first
// question, then waits for ever without answering the second; "slow-exit
// MS" is right, then takes MS milliseconds to end once its input has
// ended, its output open (as a race-built program does, or one whose
// runtime flushes or frees much at its exit); "wrong-once FILE" is wrong
// when FILE is not there, which it makes, and right when it is.
func player(args []string) {
	if args[0] == "slow-exit" {
		ms, _ := strconv.Atoi(args[1])
		defer time.Sleep(time.Duration(ms) * time.Millisecond)
		args = []string{"right"}
	}
	if args[0] == "wrong-once" {
		ran := args[1]
		args = []string{"right"}
		if _, err := os.Stat(ran); err != nil {
			os.WriteFile(ran, nil, 0o644)
			args[0] = "wrong"
		}
	}
	in := bufio.NewScanner(os.Stdin)
	buffered := bufio.NewWriter(os.Stdout)
	defer buffered.Flush()
	for asked := 0; in.Scan(); asked++ {
		x, _ := strconv.Atoi(in.Text())
		if x < 0 {
			return
		}
		switch args[0] {
		case "right":
			fmt.Println(2 * x)
		case "buffered":
			fmt.Fprintln(buffered, 2*x)
		case "wrong":
			fmt.Println(2*x + 1)
		case "leaves":
			return
		case "crashes":
			if asked == 1 {
				testenv.Crash()
			}
			fmt.Println(2 * x)
		case "spins":
			for {
			}
		case "stalls":
			if asked == 1 {
				time.Sleep(time.Hour)
			}
			fmt.Println(2 * x)
		case "floods":
			b := []byte(strings.Repeat("1", 32<<10))
			for {
				if _, err := os.Stdout.Write(b); err != nil {
					os.Exit(1)
				}
			}
		}
	}
}

// interactiveCase writes a case whose input is in and that has no answer.
func interactiveCase(t *testing.T, in string) problem.Case {
	dir := t.TempDir()
	path := filepath.Join(dir, "talk.in")
	if err := os.WriteFile(path, []byte(in), 0o644); err != nil {
		t.Fatal(err)
	}
	return problem.Case{Name: "talk", In: path}
}

// TestInteractive judges players against the jury, in every containment:
// each verdict, the first cause winning, and the dialogue shown.
func TestInteractive(t *testing.T) {
	const tl = 500 * time.Millisecond
	defer func(l proc.Limits) { checkerLimits = l }(checkerLimits)
	checkerLimits = proc.Limits{Time: 300 * time.Millisecond, MemoryKiB: 256 << 10, Output: 1 << 20}
	tests := []struct {
		player, in string
		verdict    Verdict
		message    string // a part of the message
		dialogue   string // a part of the details: "" for none
	}{
		{"right", "3", AC, "ok 3 answers", ""},
		{"wrong", "3", WA, `wrong answer query 1: expected 2, found "3"`, "> 1\n< 3\n> -1"},
		{"leaves", "3", WA, "the program ended before the dialogue did", "> 1"},
		{"buffered", "3", ILE, "flush after every line", "> 1"},
		{"crashes", "3", RE, CrashMessage(testenv.CrashName), "> 1\n< 2\n> 2"},
		// The jury reads a line of up to 64 KiB before it gives up: the
		// output limit here is 16 KiB.
		{"floods", "3", OLE, "more than the output limit of 16 KiB", "< 111"},
		{"spins", "3", TLE, "", "> 1"},
		{"right", "3 fail", FAIL, "the interactor failed with exit code 3: FAIL bad input", ""},
		// Past its time limit, or, where only the wall clock can be
		// watched, past the program's backstop with its time used.
		{"right", "3 busy", FAIL, "the interactor used ", ""},
	}
	containments(t, func(t *testing.T, kind string) {
		together(t, len(tests), func(i int) string { return tests[i].player + " " + tests[i].in }, func(t *testing.T, i int) {
			tt := tests[i]
			cfg := Config{Limits: proc.Limits{Time: tl, MemoryKiB: 256 << 10, Output: 16 << 10, Containment: kind}, Interactor: testenv.Program("jury")}
			res := Judge(testenv.Program("player", tt.player), interactiveCase(t, tt.in), cfg)
			computes := tt.player == "spins" || strings.HasSuffix(tt.in, "busy")
			if res.CPUMS == Unknown && computes {
				// A side that computes looks idle where CPU time is not told.
				tt.verdict, tt.message = ILE, "does not tell the CPU time"
			}
			if kind == proc.Posix && computes && res.Verdict == ILE {
				// posix tells the CPU time only at the end: on a busy
				// machine a side may not use its limit before the
				// dialogue's idleness ends it.
				tt.verdict, tt.message = ILE, "idleness limit exceeded"
			}
			if res.Verdict != tt.verdict || !strings.Contains(res.Message, tt.message) || !strings.Contains(res.Details, tt.dialogue) {
				t.Errorf("got %s %q\n%s\nwant %s %q, the dialogue showing %q", res.Verdict, res.Message, res.Details, tt.verdict, tt.message, tt.dialogue)
			}
		})
	})
}

// TestInteractiveTwice: a dialogue that fails by plain pipes runs again
// through the relay; where that run is accepted, the first verdict stands,
// and the details say the program did not behave the same.
func TestInteractiveTwice(t *testing.T) {
	cfg := Config{Limits: proc.Limits{Time: 2 * time.Second, Output: 1 << 20}, Interactor: testenv.Program("jury")}
	res := Judge(testenv.Program("player", "wrong-once", filepath.Join(t.TempDir(), "ran")), interactiveCase(t, "3"), cfg)
	want, note := WA, "does not behave the same each time"
	if runtime.GOOS != "linux" {
		// Through the relay at once, it is judged once: wrong.
		note = ""
	}
	if res.Verdict != want || !strings.Contains(res.Details, note) {
		t.Errorf("got %s %q\n%s\nwant %s, the details saying %q", res.Verdict, res.Message, res.Details, want, note)
	}
}

// TestInteractiveChecker: with a checker, what the jury accepted is judged
// again on the jury's OUTPUT; the trace has the whole dialogue.
func TestInteractiveChecker(t *testing.T) {
	c := interactiveCase(t, "2")
	var trace strings.Builder
	cfg := Config{Limits: proc.Limits{Time: 2 * time.Second, Output: 1 << 20}, Interactor: testenv.Program("jury"), Trace: &trace}
	for _, tt := range []struct {
		checker string
		verdict Verdict
		message string
	}{
		// The checker sees the jury's OUTPUT: "ok 2 answers"; the case has
		// no answer, so the checker's third argument is "".
		{testenv.Command("exit", "0", `""`, `"fine"`), AC, "fine"},
		{testenv.Command("exit", "1", `""`, `"not so"`), WA, "not so"},
	} {
		cfg.Checker = command(t, tt.checker)
		trace.Reset()
		res := Judge(testenv.Program("player", "right"), c, cfg)
		if res.Verdict != tt.verdict || !strings.Contains(res.Message, tt.message) {
			t.Errorf("checker %s: got %s %q, want %s %q", tt.checker, res.Verdict, res.Message, tt.verdict, tt.message)
		}
		if want := "> 1\n< 2\n> 2\n< 4\n"; trace.String() != want {
			t.Errorf("trace %q, want %q", trace.String(), want)
		}
	}
}

// TestInteractiveModes: the verdict does not depend on how the two sides
// are joined. Each player is judged as the judge does by default (by
// plain pipes where the system allows, and a verdict but AC again through
// the relay) and through the relay alone (with a trace): the verdict is
// the same both ways, and the details never say that the program did not
// behave the same each time, which for these players, each behaving the
// same every time, would be the judge's own fault. Two busy loops share
// the machine all the while. The cases are where the two ways saw a
// dialogue differently: the ends of sides slow to end once they are done
// (AC within the idleness limit of the other side's end, ILE past it), a
// stall in the middle (ILE) and a flood (OLE, which only the relay can
// count).
func TestInteractiveModes(t *testing.T) {
	const tl = 500 * time.Millisecond
	defer func(l proc.Limits) { checkerLimits = l }(checkerLimits)
	checkerLimits = proc.Limits{Time: 300 * time.Millisecond, MemoryKiB: 256 << 10, Output: 1 << 20}
	idle := idleLimit(proc.Limits{Time: tl})
	ms := func(d time.Duration) string { return strconv.Itoa(int(d / time.Millisecond)) }
	hogs(t)
	tests := []struct {
		name   string
		player []string
		in     string
		want   Verdict
		msg    string // a part of the message
	}{
		// The jury ends half the idleness limit after its verdict, and the
		// program half of it after that: each within the limit of the
		// other's end, though the program ends a whole limit after the
		// last byte.
		{"slow ends", testenv.Program("player", "slow-exit", ms(idle/2)), "3 " + ms(idle/2), AC, "ok 3 answers"},
		{"an end past the limit", testenv.Program("player", "slow-exit", ms(2*idle)), "3", ILE, "idleness limit exceeded"},
		{"a stall", testenv.Program("player", "stalls"), "3", ILE, "idleness limit exceeded"},
		{"a flood", testenv.Program("player", "floods"), "3", OLE, "more than the output limit of 16 KiB"},
	}
	containments(t, func(t *testing.T, kind string) {
		together(t, len(tests), func(i int) string { return tests[i].name }, func(t *testing.T, i int) {
			tt := tests[i]
			c := interactiveCase(t, tt.in)
			for _, relayed := range []bool{false, true} {
				cfg := Config{Limits: proc.Limits{Time: tl, MemoryKiB: 256 << 10, Output: 16 << 10, Containment: kind}, Interactor: testenv.Program("jury")}
				if relayed {
					cfg.Trace = io.Discard
				}
				res := Judge(tt.player, c, cfg)
				if res.Verdict != tt.want || !strings.Contains(res.Message, tt.msg) || strings.Contains(res.Details, "does not behave the same") {
					t.Errorf("through the relay only %v: got %s %q\n%s\nwant %s %q", relayed, res.Verdict, res.Message, res.Details, tt.want, tt.msg)
				}
			}
		})
	})
}

// TestInteractiveRaceExit: a race-built program, and a race-built jury and
// launcher, are held a second at their exit, pipes open, unless GORACE
// says otherwise. The judge's end of a side is the side's own: a right
// program is accepted both ways, whatever the judge's own bookkeeping
// after the end (the launcher's exit) takes.
func TestInteractiveRaceExit(t *testing.T) {
	if !testenv.Race {
		t.Skip("only a race-built program sleeps at its exit: go test -race runs this")
	}
	t.Setenv("GORACE", "atexit_sleep_ms=1000")
	hogs(t)
	containments(t, func(t *testing.T, kind string) {
		for _, relayed := range []bool{false, true} {
			cfg := Config{Limits: proc.Limits{Time: 500 * time.Millisecond, MemoryKiB: 256 << 10, Output: 16 << 10, Containment: kind}, Interactor: testenv.Program("jury")}
			if relayed {
				cfg.Trace = io.Discard
			}
			res := Judge(testenv.Program("player", "right"), interactiveCase(t, "3"), cfg)
			if res.Verdict != AC {
				t.Errorf("through the relay only %v: got %s %q\n%s", relayed, res.Verdict, res.Message, res.Details)
			}
		}
	})
}

// hogs keeps two busy loops running until t ends, so that t runs on a
// busy machine, as CI's and a contributor's are.
func hogs(t *testing.T) {
	t.Helper()
	for i := 0; i < 2; i++ {
		argv := testenv.Program("spin")
		hog := exec.Command(argv[0], argv[1:]...)
		if err := hog.Start(); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { hog.Process.Kill(); hog.Wait() })
	}
}

// TestIdleBlame: who is blamed for a dialogue that stood still. Where
// both sides' CPU time was watched, the jury's, however much, was spent
// answering the program, which is at fault: TLE when it had stopped
// reading the jury's answers (problemtools and BAPCtools give TLE at
// their wall-time limit), else idleness. Where it was not watched, a jury
// past the time limit was busy, its failure.
func TestIdleBlame(t *testing.T) {
	lim := proc.Limits{Time: time.Second}
	for _, tt := range []struct {
		name            string
		prog, jury      time.Duration
		watched, unread bool
		want            Verdict
	}{
		{"flood, the jury's answers unread", 10 * time.Millisecond, 1200 * time.Millisecond, true, true, TLE},
		{"waiting, the jury long done computing", 10 * time.Millisecond, 1200 * time.Millisecond, true, false, ILE},
		{"jury busy, not watched", 10 * time.Millisecond, 1200 * time.Millisecond, false, false, FAIL},
		{"program busy, not watched", 1500 * time.Millisecond, 0, false, false, TLE},
		{"both waiting, not watched", 10 * time.Millisecond, 10 * time.Millisecond, false, false, ILE},
	} {
		ir := &interact.Result{Program: &proc.Result{CPU: tt.prog, Killed: proc.Wall}, Jury: &proc.Result{CPU: tt.jury}, Watched: tt.watched, Unread: tt.unread}
		if got, msg := idle(ir, lim); got != tt.want {
			t.Errorf("%s: %s (%s), want %s", tt.name, got, msg, tt.want)
		}
	}
}
