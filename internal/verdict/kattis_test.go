package verdict

import (
	"bufio"
	"fmt"
	"gametheory/internal/problem"
	"gametheory/internal/proc"
	"gametheory/internal/testenv"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

// fileIO is a program of a file-I/O problem, file-io IN OUT HOW: it reads
// the number in its working folder's file IN (its standard input for "-")
// and writes 42 to OUT ("right"; its standard output for "-"), or 42 to
// its standard output ("stdout"), or nothing ("none"), or 2 MiB to OUT
// ("flood").
func fileIO(args []string) {
	var b []byte
	var err error
	if args[0] == "-" {
		b, err = io.ReadAll(os.Stdin)
	} else {
		b, err = os.ReadFile(args[0])
	}
	if err != nil || strings.TrimSpace(string(b)) != "1" {
		fmt.Fprintf(os.Stderr, "%s: %q, %v\n", args[0], b, err)
		os.Exit(1)
	}
	switch {
	case args[2] == "right" && args[1] == "-":
		fmt.Println(42)
	case args[2] == "right":
		os.WriteFile(args[1], []byte("42\n"), 0o644)
	case args[2] == "stdout":
		fmt.Println(42)
	case args[2] == "flood":
		os.WriteFile(args[1], []byte(strings.Repeat("4", 2<<20)), 0o644)
	}
}

// severalFiles is TestProgramDir's main.sh without a shell, SCRIPT being
// its path: it reads other.sh in its working folder and a line of its
// standard input, prints the file answer beside SCRIPT, and writes the
// file made in its working folder.
func severalFiles(args []string) {
	_, err := os.ReadFile("other.sh")
	if err == nil {
		_, err = bufio.NewReader(os.Stdin).ReadString('\n')
	}
	var answer []byte
	if err == nil {
		answer, err = os.ReadFile(filepath.Join(filepath.Dir(args[0]), "answer"))
	}
	if err == nil {
		err = os.WriteFile("made", []byte("\n"), 0o644)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	os.Stdout.Write(answer)
}

// kattisValidator is a Kattis output validator, INPUT ANSWER FEEDBACK_DIR
// [FLAGS...]: it accepts the output (on its standard input) when it is the
// answer, saying so in judgemessage.txt; with the flag "score" it writes
// the score 7.5 of an accepted output, with "bad-score" a score that is no
// number, with "fail" it exits 1, its own failure.
func kattisValidator(args []string) {
	in, ans, feedback, flags := args[0], args[1], args[2], strings.Join(args[3:], " ")
	if _, err := os.Stat(in); err != nil || flags == "fail" {
		fmt.Fprintln(os.Stderr, "cannot judge")
		os.Exit(1)
	}
	want, _ := os.ReadFile(ans)
	var got strings.Builder
	sc := bufio.NewScanner(os.Stdin)
	for sc.Scan() {
		got.WriteString(sc.Text() + "\n")
	}
	message := func(s string) { os.WriteFile(feedback+"judgemessage.txt", []byte(s+"\n"), 0o644) }
	if got.String() != string(want) {
		message(fmt.Sprintf("expected %q, found %q", want, got.String()))
		os.Exit(43)
	}
	message("the same")
	switch flags {
	case "score":
		os.WriteFile(feedback+"score.txt", []byte("7.5\n"), 0o644)
	case "bad-score":
		os.WriteFile(feedback+"score.txt", []byte("lots\n"), 0o644)
	}
	os.Exit(42)
}

// kattisJury is a Kattis interactive validator, INPUT ANSWER FEEDBACK_DIR:
// it sends INPUT's number n to the program and wants 2n back.
func kattisJury(args []string) {
	b, err := os.ReadFile(args[0])
	n := 0
	if _, err2 := fmt.Sscan(string(b), &n); err != nil || err2 != nil {
		os.Exit(1)
	}
	fmt.Println(n)
	var got int
	if _, err := fmt.Scan(&got); err != nil || got != 2*n {
		os.WriteFile(args[2]+"judgemessage.txt", []byte(fmt.Sprintf("wanted %d, got %d (%v)\n", 2*n, got, err)), 0o644)
		os.Exit(43)
	}
	os.WriteFile(args[2]+"score.txt", []byte("3\n"), 0o644)
	os.Exit(42)
}

// TestFileIO: a program that reads and writes files in its working folder
// is judged on the file it wrote, in every containment.
func TestFileIO(t *testing.T) {
	files := &problem.FileIO{In: "game.in", Out: "game.out"}
	tmp := t.TempDir() // where the working folders go, and must not stay
	for _, v := range []string{"TMPDIR", "TMP", "TEMP"} {
		t.Setenv(v, tmp)
	}
	tests := []struct {
		how     string
		verdict Verdict
		message string
	}{
		{"right", AC, ""},
		{"stdout", WA, "wrote no game.out in its working folder (it wrote 3 bytes on its standard output"},
		{"none", WA, "wrote no game.out in its working folder"},
		{"flood", OLE, "more than the output limit of 1.0 MiB to game.out"},
	}
	containments(t, func(t *testing.T, kind string) {
		for _, tt := range tests {
			cfg := Config{Limits: proc.Limits{Time: 10 * time.Second, Output: 1 << 20, Containment: kind}, FileIO: files}
			res := Judge(testenv.Program("file-io", files.In, files.Out, tt.how), caseDir(t), cfg)
			if res.Verdict != tt.verdict || !strings.Contains(res.Message, tt.message) {
				t.Errorf("%s: got %s %q, want %s %q\n%s", tt.how, res.Verdict, res.Message, tt.verdict, tt.message, res.Details)
			}
		}
		// A file on one side only: the standard input or output on the other.
		for _, f := range []problem.FileIO{{In: "input.txt"}, {Out: "output.txt"}} {
			cfg := Config{Limits: proc.Limits{Time: 10 * time.Second, Output: 1 << 20, Containment: kind}, FileIO: &f}
			in, out := f.In, f.Out
			if in == "" {
				in = "-"
			}
			if out == "" {
				out = "-"
			}
			if res := Judge(testenv.Program("file-io", in, out, "right"), caseDir(t), cfg); res.Verdict != AC {
				t.Errorf("%+v: got %s %q\n%s", f, res.Verdict, res.Message, res.Details)
			}
		}
	})
	if left, _ := filepath.Glob(filepath.Join(tmp, "judge-run-*")); len(left) > 0 {
		t.Errorf("working folders left behind: %q", left)
	}
}

// TestProgramDir: a program of several files runs in a copy of its
// folder, isolated or not, in every containment: it finds the file beside
// its working folder's and the one beside the file its command names, and
// what it writes there leaves its folder as it was.
func TestProgramDir(t *testing.T) {
	prog := t.TempDir()
	for name, text := range map[string]string{
		"main.sh":  ". ./other.sh\ncat \"${0%/*}/answer\"\necho > made\n",
		"other.sh": "read n\n",
		"answer":   "42\n",
	} {
		if err := os.WriteFile(filepath.Join(prog, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	isolations := []string{proc.None}
	if proc.IsolationMissing() == "" {
		isolations = append(isolations, proc.Full)
	}
	// The script run by a shell where there is one, and by the test
	// binary, which does what it says, everywhere.
	programs := [][]string{testenv.Program("several-files", filepath.Join(prog, "main.sh"))}
	if _, err := exec.LookPath("sh"); err == nil {
		programs = append(programs, []string{"sh", filepath.Join(prog, "main.sh")})
	}
	containments(t, func(t *testing.T, kind string) {
		for _, iso := range isolations {
			for _, argv := range programs {
				cfg := Config{Limits: proc.Limits{Time: 10 * time.Second, Output: 1 << 20, Containment: kind, Isolation: iso}, ProgramDir: prog}
				if res := Judge(argv, caseDir(t), cfg); res.Verdict != AC {
					t.Errorf("isolation %s, %s: got %s %q\n%s", iso, argv[len(argv)-2], res.Verdict, res.Message, res.Details)
				}
			}
		}
	})
	entries, _ := os.ReadDir(prog)
	if len(entries) != 3 {
		t.Errorf("the program's folder holds %d files, want its 3", len(entries))
	}
}

// TestKattisValidator: a Kattis output validator judges by its exit
// status, says why in judgemessage.txt, and may give a score.
func TestKattisValidator(t *testing.T) {
	c := caseDir(t)
	validator := testenv.Program("kattis-validator")
	seven := 7.5
	tests := []struct {
		program []string
		flags   []string
		verdict Verdict
		message string
		score   *float64
	}{
		{answer, nil, AC, "the same", nil},
		{wrong, nil, WA, `expected "42\n", found "43\n"`, nil},
		{answer, []string{"score"}, AC, "the same", &seven},
		{wrong, []string{"score"}, WA, "expected", nil},
		{answer, []string{"bad-score"}, FAIL, `score.txt holds "lots", not a number`, nil},
		{answer, []string{"fail"}, FAIL, "the output validator failed with exit code 1 (42 accepts, 43 rejects): cannot judge", nil},
	}
	for _, tt := range tests {
		cfg := Config{Limits: proc.Limits{Time: 10 * time.Second, Output: 1 << 20}, Checker: validator, Kattis: true, JuryArgs: tt.flags}
		res := Judge(tt.program, c, cfg)
		if res.Verdict != tt.verdict || !strings.Contains(res.Message, tt.message) || (res.Score == nil) != (tt.score == nil) || res.Score != nil && *res.Score != *tt.score {
			t.Errorf("%s, flags %q: got %s %q, score %v; want %s %q, score %v", tt.program[3], tt.flags, res.Verdict, res.Message, res.Score, tt.verdict, tt.message, tt.score)
		}
	}
}

// TestKattisInteractive: a Kattis interactive validator talks with the
// program, in every containment, and judges by its exit status.
func TestKattisInteractive(t *testing.T) {
	c := interactiveCase(t, "1\n")
	c.Out = filepath.Join(t.TempDir(), "talk.ans")
	os.WriteFile(c.Out, nil, 0o644)
	three := 3.0
	tests := []struct {
		how     string
		verdict Verdict
		message string
		score   *float64
	}{
		{"right", AC, "", &three},
		{"wrong", WA, "wanted 2, got 3", nil},
	}
	containments(t, func(t *testing.T, kind string) {
		for _, tt := range tests {
			cfg := Config{Limits: proc.Limits{Time: 300 * time.Millisecond, Output: 1 << 20, Containment: kind}, Interactor: testenv.Program("kattis-jury"), Kattis: true}
			res := Judge(testenv.Program("player", tt.how), c, cfg)
			if res.Verdict != tt.verdict || !strings.Contains(res.Message, tt.message) || (res.Score == nil) != (tt.score == nil) {
				t.Errorf("%s: got %s %q, score %v; want %s %q, score %v\n%s", tt.how, res.Verdict, res.Message, res.Score, tt.verdict, tt.message, tt.score, res.Details)
			}
		}
	})
}

// kattisPasses is a multi-pass output validator, INPUT ANSWER FEEDBACK_DIR
// LAST: it wants twice INPUT's number n as the output and, while n is
// less than LAST, asks for another pass on that output. Each pass notes
// itself in the feedback folder, and a pass after the first that finds no
// note fails: the folder must be kept from pass to pass.
func kattisPasses(args []string) {
	b, _ := os.ReadFile(args[0])
	n, _ := strconv.Atoi(strings.TrimSpace(string(b)))
	last, _ := strconv.Atoi(args[3])
	notes := filepath.Join(args[2], "notes")
	if _, err := os.Stat(notes); err != nil && n != 1 {
		os.Exit(1)
	}
	os.WriteFile(notes, nil, 0o644)
	var got int
	if _, err := fmt.Scan(&got); err != nil || got != 2*n {
		os.WriteFile(args[2]+"judgemessage.txt", []byte(fmt.Sprintf("wanted %d, got %d\n", 2*n, got)), 0o644)
		os.Exit(43)
	}
	if n < last {
		os.WriteFile(args[2]+"nextpass.in", []byte(fmt.Sprintln(got)), 0o644)
	}
	os.Exit(42)
}

// TestMultiPass: a multi-pass case runs the program again on the
// validator's nextpass.in while the validator asks, at most Passes times,
// with the feedback folder kept; each pass's input and output go to the
// trace.
func TestMultiPass(t *testing.T) {
	tests := []struct {
		program []string
		last    string // the validator asks for passes on inputs 1, 2, 4, ... while less than this
		passes  int
		verdict Verdict
		message string
		trace   string
	}{
		{testenv.Program("player", "right"), "4", 3, AC, "", "-- pass 1 (at most 3)\n> 1\n< 2\n-- pass 2 (at most 3)\n> 2\n< 4\n-- pass 3 (at most 3)\n> 4\n< 8\n"},
		{testenv.Program("player", "right"), "1", 3, AC, "", "-- pass 1 (at most 3)\n> 1\n< 2\n"},
		{testenv.Program("player", "right"), "4", 2, FAIL, "pass 2: the output validator wrote nextpass.in, asking for another pass, past the package's limit of 2", ""},
		{testenv.Program("player", "wrong"), "4", 3, WA, "wanted 2, got 3", ""},
		{testenv.Program("player", "leaves"), "4", 3, WA, "wanted 2, got 0", "-- pass 1 (at most 3)\n> 1\n"},
	}
	for _, tt := range tests {
		dir := t.TempDir()
		c := problem.Case{Name: "one", In: filepath.Join(dir, "one.in"), Out: filepath.Join(dir, "one.ans")}
		os.WriteFile(c.In, []byte("1\n"), 0o644)
		os.WriteFile(c.Out, nil, 0o644)
		var trace strings.Builder
		cfg := Config{Limits: proc.Limits{Time: 10 * time.Second, Output: 1 << 20}, Checker: testenv.Program("kattis-passes"), Kattis: true,
			JuryArgs: []string{tt.last}, Passes: tt.passes, Trace: &trace}
		res := Judge(tt.program, c, cfg)
		if res.Verdict != tt.verdict || !strings.Contains(res.Message, tt.message) || tt.trace != "" && trace.String() != tt.trace {
			t.Errorf("%s, last %s, %d passes: got %s %q, trace\n%s\nwant %s %q, trace\n%s", tt.program[len(tt.program)-1], tt.last, tt.passes, res.Verdict, res.Message, trace.String(), tt.verdict, tt.message, tt.trace)
		}
	}
}
