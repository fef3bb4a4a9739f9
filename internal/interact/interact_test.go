package interact

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"

	"gametheory/internal/proc"
	"gametheory/internal/testenv"
)

// TestMain adds programs: ping INPUT OUTPUT, a jury that sends "1" and
// reads a line back as many times as INPUT's first number says, then
// waits as many milliseconds as its second says, if any, before it ends;
// pong [MS], a program that sends back every line it reads, then waits MS
// milliseconds at the end of its input before it ends; closer INPUT
// OUTPUT, a jury that sends two lines, closes its output and writes what
// it reads, to its end, to OUTPUT; slowpong, which
// waits 100 ms before sending back each line; mute, which reads all and
// writes nothing; think MS, which computes for MS milliseconds before
// it sends back each line; answer INPUT OUTPUT, a jury that answers every
// line it reads with "0" until its input ends; and chatter, which writes
// "1" lines without end and never reads.
func TestMain(m *testing.M) {
	linger := func(ms []string) {
		if len(ms) > 0 {
			n, _ := strconv.Atoi(ms[0])
			time.Sleep(time.Duration(n) * time.Millisecond)
		}
	}
	testenv.Main(m, map[string]func([]string){
		"ping": func(args []string) {
			b, _ := os.ReadFile(args[0])
			f := strings.Fields(string(b))
			n, _ := strconv.Atoi(f[0])
			defer linger(f[1:])
			in := bufio.NewReader(os.Stdin)
			for i := 0; i < n; i++ {
				os.Stdout.WriteString("1\n")
				if line, err := in.ReadString('\n'); err != nil || line != "1\n" {
					fmt.Fprintf(os.Stderr, "exchange %d: %q, %v\n", i, line, err)
					os.Exit(1)
				}
			}
			os.WriteFile(args[1], []byte("ok\n"), 0o644)
		},
		"pong":     func(args []string) { pong(0); linger(args) },
		"slowpong": func([]string) { pong(100 * time.Millisecond) },
		"mute":     func([]string) { io.Copy(io.Discard, os.Stdin) },
		"closer": func(args []string) {
			os.Stdout.WriteString("1\n2\n")
			os.Stdout.Close()
			b, _ := io.ReadAll(os.Stdin)
			os.WriteFile(args[1], b, 0o644)
		},
		"answer": func([]string) {
			in := bufio.NewReader(os.Stdin)
			for {
				if _, err := in.ReadString('\n'); err != nil {
					return
				}
				os.Stdout.WriteString("0\n")
			}
		},
		"chatter": func([]string) {
			for {
				os.Stdout.WriteString("1\n")
			}
		},
		"think": func(args []string) {
			ms, _ := strconv.Atoi(args[0])
			in := bufio.NewReader(os.Stdin)
			for {
				line, err := in.ReadString('\n')
				if err != nil {
					return
				}
				for start := time.Now(); time.Since(start) < time.Duration(ms)*time.Millisecond; {
				}
				os.Stdout.WriteString(line)
			}
		},
	})
}

// pong sends back every line it reads, each after pause.
func pong(pause time.Duration) {
	in := bufio.NewReader(os.Stdin)
	for {
		line, err := in.ReadString('\n')
		if err != nil {
			return
		}
		time.Sleep(pause)
		os.Stdout.WriteString(line)
	}
}

func TestTap(t *testing.T) {
	var trace strings.Builder
	tp := &tap{keep: 3, trace: &trace}
	tp.add(ToProgram, []byte("3\n5 8"))
	tp.add(ToJury, []byte("Fi"))
	tp.add(ToProgram, []byte("\r\n"))
	tp.add(ToJury, []byte("rst\n"+strings.Repeat("x", maxLine+10)+"\n"))
	tp.add(ToProgram, []byte("-1 -1"))
	lines, n := tp.lines()
	want := []Line{
		{Dir: ToJury, Text: "First"},
		{Dir: ToJury, Text: strings.Repeat("x", maxLine), Cut: true},
		{Dir: ToProgram, Text: "-1 -1", Open: true},
	}
	if !reflect.DeepEqual(lines, want) || n != 5 {
		t.Errorf("lines %q of %d, want %q of 5", lines, n, want)
	}
	wantTrace := "> 3\n> 5 8\n< First\n< " + strings.Repeat("x", maxLine) + " ...\n> -1 -1 (no newline)\n"
	if trace.String() != wantTrace {
		t.Errorf("trace %q, want %q", trace.String(), wantTrace)
	}
}

// TestDialogue runs a thousand exchanges, one short line each way, through
// the relay and by plain pipes: had the relay waited for more than a line
// before passing it on, the two sides would wait for each other until the
// backstop. The program ends at the end of its input, which comes once
// the jury has ended: through the relay, the jury is seen to end first
// (by plain pipes, the program may be seen first: nothing holds its input
// open once the jury has ended).
func TestDialogue(t *testing.T) {
	in := filepath.Join(t.TempDir(), "in")
	if err := os.WriteFile(in, []byte("1000\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	lim := proc.Limits{Time: 5 * time.Second, Output: 1 << 20}
	for _, plain := range []bool{false, true} {
		out := filepath.Join(t.TempDir(), "out")
		var trace strings.Builder
		cfg := Config{Program: testenv.Program("pong"), Limits: lim, Interactor: testenv.Program("ping"), JuryLimits: lim, Keep: 2, Idle: 5 * time.Second, Plain: plain}
		if !plain {
			cfg.Trace = &trace
		}
		res, err := Run(cfg, in, out, "")
		if err != nil {
			t.Fatal(err)
		}
		b, _ := os.ReadFile(out)
		if res.Program.Killed != "" || res.Jury.Killed != "" || res.Jury.ExitCode != 0 || string(b) != "ok\n" {
			t.Errorf("plain %v: program killed for %q, jury killed for %q, exit %d, %s", plain, res.Program.Killed, res.Jury.Killed, res.Jury.ExitCode, res.Jury.Stderr)
		}
		if !plain && !res.JuryFirst || res.Plain != (plain && plainPipes) {
			t.Errorf("plain %v: jury first %v, joined by plain pipes %v", plain, res.JuryFirst, res.Plain)
		}
		if res.Plain {
			if res.Dialogue != nil || res.Lines != 0 {
				t.Errorf("plain pipes, and yet a dialogue %q of %d lines", res.Dialogue, res.Lines)
			}
			continue
		}
		// Where plain pipes are not to be had, the relay keeps the dialogue
		// all the same; the trace is there when asked for.
		want, traced := []Line{{Dir: ToProgram, Text: "1"}, {Dir: ToJury, Text: "1"}}, 0
		if cfg.Trace != nil {
			traced = 2000
		}
		if !reflect.DeepEqual(res.Dialogue, want) || res.Lines != 2000 || strings.Count(trace.String(), "\n") != traced {
			t.Errorf("plain %v: dialogue %q of %d lines, trace of %d lines", plain, res.Dialogue, res.Lines, strings.Count(trace.String(), "\n"))
		}
	}
}

// TestJuryClosesOutput: a jury that closes its output and reads on has
// the program read the end of its input, by plain pipes as through the
// relay, as Kattis validators expect: the program ends, then the jury,
// and neither waits for the other until the idle watch ends them.
func TestJuryClosesOutput(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "in")
	if err := os.WriteFile(in, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	lim := proc.Limits{Time: 5 * time.Second, Output: 1 << 20}
	for _, plain := range []bool{false, true} {
		out := filepath.Join(t.TempDir(), "out")
		res, err := Run(Config{Program: testenv.Program("pong"), Limits: lim, Interactor: testenv.Program("closer"), JuryLimits: lim, Idle: time.Minute, Plain: plain}, in, out, "")
		if err != nil {
			t.Fatal(err)
		}
		b, _ := os.ReadFile(out)
		if res.Program.Killed != "" || res.Jury.Killed != "" || res.Program.ExitCode != 0 || res.Jury.ExitCode != 0 || string(b) != "1\n2\n" || res.JuryFirst {
			t.Errorf("plain %v: program killed for %q after %v, exit %d; jury killed for %q, exit %d, read %q; jury first %v; want both ended by themselves, the program first, the jury having read 1 and 2",
				plain, res.Program.Killed, res.Program.Wall, res.Program.ExitCode, res.Jury.Killed, res.Jury.ExitCode, b, res.JuryFirst)
		}
	}
}

// TestIdle: a dialogue that goes on slowly, a line each 100 ms for 4.5 s,
// is not idle for 3 s at any time and runs to its end; a program that
// reads and never answers leaves both sides waiting, and is ended once
// nothing has gone either way for those 3 s. Through the relay and
// by plain pipes, where only the writes the judge is woken for tell it the
// dialogue goes on.
func TestIdle(t *testing.T) {
	in := filepath.Join(t.TempDir(), "in")
	if err := os.WriteFile(in, []byte("45\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	lim := proc.Limits{Time: 5 * time.Second, Output: 1 << 20}
	for _, plain := range []bool{false, true} {
		for _, tt := range []struct {
			program string
			killed  proc.Reason
		}{{"slowpong", ""}, {"mute", proc.Wall}} {
			cfg := Config{Program: testenv.Program(tt.program), Limits: lim, Interactor: testenv.Program("ping"), JuryLimits: lim, Idle: 3 * time.Second, Plain: plain}
			res, err := Run(cfg, in, filepath.Join(t.TempDir(), "out"), "")
			if err != nil {
				t.Fatal(err)
			}
			if res.Program.Killed != tt.killed || res.Jury.Killed != "" {
				t.Errorf("plain %v, %s: program killed for %q, jury for %q; want the program killed for %q", plain, tt.program, res.Program.Killed, res.Jury.Killed, tt.killed)
			}
		}
	}
}

// TestStoppedReading: a program that writes lines without end and never
// reads the jury's answers fills both pipes, and the dialogue stands
// still with the jury's answers unread, which the idle watch reports
// (where the system tells a pipe's unread bytes); a program that reads
// all and never answers leaves nothing unread.
func TestStoppedReading(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "in")
	if err := os.WriteFile(in, []byte("1\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	lim := proc.Limits{Time: 5 * time.Second, Output: 1 << 30}
	for _, plain := range []bool{false, true} {
		for _, tt := range []struct {
			program, jury string
			unread        bool
		}{{"chatter", "answer", runtime.GOOS == "linux"}, {"mute", "ping", false}} {
			cfg := Config{Program: testenv.Program(tt.program), Limits: lim, Interactor: testenv.Program(tt.jury), JuryLimits: lim, Idle: time.Second, Plain: plain}
			res, err := Run(cfg, in, filepath.Join(dir, "out"), "")
			if err != nil {
				t.Fatal(err)
			}
			if res.Program.Killed != proc.Wall || res.Unread != tt.unread {
				t.Errorf("plain %v, %s against %s: program killed for %q, unread %v; want killed for %q, unread %v",
					plain, tt.program, tt.jury, res.Program.Killed, res.Unread, proc.Wall, tt.unread)
			}
		}
	}
}

// TestSlowEnds: each side's end counts as the dialogue moving, by plain
// pipes as through the relay. The jury takes 0.6 of the idleness limit to
// end after the last exchange, and the program as long after that end:
// neither stood still for the limit, though the program ended 1.2 limits
// after the last byte. The jury ended first, both ways.
func TestSlowEnds(t *testing.T) {
	const idle = 2 * time.Second
	dir := t.TempDir()
	in := filepath.Join(dir, "in")
	if err := os.WriteFile(in, []byte("1 1200\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	lim := proc.Limits{Time: 5 * time.Second, Output: 1 << 20}
	for _, plain := range []bool{false, true} {
		res, err := Run(Config{Program: testenv.Program("pong", "1200"), Limits: lim, Interactor: testenv.Program("ping"), JuryLimits: lim, Idle: idle, Plain: plain}, in, filepath.Join(dir, "out"), "")
		if err != nil {
			t.Fatal(err)
		}
		if res.Program.Killed != "" || res.Jury.Killed != "" || res.Jury.ExitCode != 0 || !res.JuryFirst {
			t.Errorf("plain %v: program killed for %q, jury killed for %q, jury's exit %d %s, jury first %v", plain, res.Program.Killed, res.Jury.Killed, res.Jury.ExitCode, res.Jury.Stderr, res.JuryFirst)
		}
	}
}

// TestFloodAfterTheEnd: a program that writes without end once the jury
// has ended is ended at its output limit, by plain pipes as through the
// relay, in every containment, also where its CPU time is not watched.
func TestFloodAfterTheEnd(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "in")
	if err := os.WriteFile(in, []byte("1\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, kind := range proc.Available() {
		lim := proc.Limits{Time: 5 * time.Second, Output: 1 << 20, Containment: kind}
		for _, plain := range []bool{false, true} {
			res, err := Run(Config{Program: testenv.Program("flood"), Limits: lim, Interactor: testenv.Program("ping"), JuryLimits: lim, Idle: 2 * time.Second, Plain: plain}, in, filepath.Join(dir, "out"), "")
			if err != nil {
				t.Fatal(err)
			}
			if res.Program.Killed != proc.Output || res.Jury.ExitCode != 1 {
				t.Errorf("%s, plain %v: program killed for %q after %v, jury's exit %d %s; want the program killed for output", kind, plain, res.Program.Killed, res.Program.Wall, res.Jury.ExitCode, res.Jury.Stderr)
			}
		}
	}
}

// TestComputingIsNotIdle: a program that computes for twice the idleness
// limit before it answers is not idle, as one waiting for the jury is: it
// goes on, under its CPU time limit. (The limit is long enough for the
// jury to start and ask on a busy machine: starting counts as idle.)
func TestComputingIsNotIdle(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "in")
	if err := os.WriteFile(in, []byte("1\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	lim := proc.Limits{Time: 10 * time.Second, Output: 1 << 20}
	res, err := Run(Config{Program: testenv.Program("think", "4000"), Limits: lim, Interactor: testenv.Program("ping"), JuryLimits: lim, Idle: 2 * time.Second}, in, filepath.Join(dir, "out"), "")
	if err != nil {
		t.Fatal(err)
	}
	if res.Program.CPU == proc.Unknown {
		t.Skipf("%s does not watch CPU time while a program runs: a computing program looks idle", res.Program.Containment)
	}
	if res.Program.Killed != "" || res.Jury.ExitCode != 0 {
		t.Errorf("program killed for %q after %v of CPU, jury's exit %d %s", res.Program.Killed, res.Program.CPU, res.Jury.ExitCode, res.Jury.Stderr)
	}
}

// BenchmarkRoundTrip measures one exchange, a short line each way, 10^5
// times per iteration: between two programs joined by plain pipes; through
// the relay that keeps the dialogue; and as Run joins them with
// Config.Plain (where the system does not allow it, the relay again).
func BenchmarkRoundTrip(b *testing.B) {
	const n = 100000
	dir := b.TempDir()
	in, out := filepath.Join(dir, "in"), filepath.Join(dir, "out")
	if err := os.WriteFile(in, []byte(strconv.Itoa(n)), 0o644); err != nil {
		b.Fatal(err)
	}
	lim := proc.Limits{Time: time.Minute, Output: 1 << 30}
	jury := append(testenv.Program("ping"), in, out)
	b.Run("pipes", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			toProg, fromJury, err := os.Pipe()
			if err != nil {
				b.Fatal(err)
			}
			toJury, fromProg, err := os.Pipe()
			if err != nil {
				b.Fatal(err)
			}
			prog, err := proc.Start(testenv.Program("pong"), toProg, fromProg, lim)
			if err != nil {
				b.Fatal(err)
			}
			j, err := proc.Start(jury, toJury, fromJury, lim)
			if err != nil {
				b.Fatal(err)
			}
			for _, f := range []*os.File{toProg, fromJury, toJury, fromProg} {
				f.Close()
			}
			if r, err := j.Wait(); err != nil || r.ExitCode != 0 {
				b.Fatalf("%v %s", err, r.Stderr)
			}
			prog.Wait()
		}
		b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*n), "ns/exchange")
	})
	for _, plain := range []bool{false, true} {
		name := "relay"
		if plain {
			name = "plain"
		}
		b.Run(name, func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				res, err := Run(Config{Program: testenv.Program("pong"), Limits: lim, Interactor: testenv.Program("ping"), JuryLimits: lim, Keep: 20, Idle: time.Minute, Plain: plain}, in, out, "")
				if err != nil || res.Jury.ExitCode != 0 {
					b.Fatalf("%v", err)
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*n), "ns/exchange")
		})
	}
}
