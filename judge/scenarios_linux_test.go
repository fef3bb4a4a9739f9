package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"gametheory/internal/proc"
	"gametheory/internal/testenv"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"syscall"
	"testing"
	"time"
)

var scenarios = flag.Int("scenarios", 0, "measure the containment scenarios this many times each, in both containments, and print a table (slow; needs gcc)")

// A judged is one judge invocation: its results and its own cost.
type judged struct {
	results  []map[string]any
	code     int
	maxRSS   int64 // the judge's own peak, KiB; -1 if unknown
	wall     time.Duration
	survived int // processes of the program found alive after the judge
}

// runJudge runs the test binary as the judge with args; marker is a word
// of the program's command line, to count its processes left alive.
func runJudge(t *testing.T, env []string, marker string, args ...string) judged {
	exe, _ := os.Executable()
	hwm := filepath.Join(t.TempDir(), "hwm")
	cmd := exec.Command(exe, args...)
	cmd.Env = append(append(os.Environ(), "JUDGE_TEST_MAIN=1", "JUDGE_TEST_HWM="+hwm), env...)
	var out bytes.Buffer
	cmd.Stdout = &out
	start := time.Now()
	cmd.Run()
	j := judged{code: cmd.ProcessState.ExitCode(), wall: time.Since(start), maxRSS: -1}
	if b, err := os.ReadFile(hwm); err == nil {
		fmt.Sscan(string(b), &j.maxRSS)
	}
	for _, line := range strings.Split(strings.TrimSpace(out.String()), "\n") {
		var m map[string]any
		if json.Unmarshal([]byte(line), &m) == nil {
			j.results = append(j.results, m)
		}
	}
	j.survived = survivors(marker)
	return j
}

// survivors counts live processes whose command line contains marker.
func survivors(marker string) int {
	if marker == "" {
		return 0
	}
	n := 0
	dirs, _ := os.ReadDir("/proc")
	for _, d := range dirs {
		b, err := os.ReadFile("/proc/" + d.Name() + "/cmdline")
		if err == nil && bytes.Contains(b, []byte(marker)) && !bytes.Contains(b, []byte("-scenarios")) {
			var pid int
			fmt.Sscan(d.Name(), &pid)
			if testenv.Alive(pid) {
				n++
				syscall.Kill(pid, syscall.SIGKILL)
			}
		}
	}
	return n
}

// TestScenarios measures what the judge does with programs that misbehave,
// the figures of docs/platforms.md. It runs only with
// -scenarios N:
//
//	go test ./judge -run TestScenarios -scenarios 5 -v -timeout 1h
func TestScenarios(t *testing.T) {
	if *scenarios == 0 {
		t.Skip("run with -scenarios N to measure")
	}
	if _, err := exec.LookPath("gcc"); err != nil {
		t.Skip("no gcc")
	}
	bin := t.TempDir()
	for _, name := range []string{"alloc", "flood", "spin"} {
		src := filepath.Join("..", "internal", "proc", "testdata", name+".c")
		if out, err := exec.Command("gcc", "-O1", "-o", filepath.Join(bin, name), src).CombinedOutput(); err != nil {
			t.Fatalf("%v\n%s", err, out)
		}
	}
	alloc, flood, spin := filepath.Join(bin, "alloc"), filepath.Join(bin, "flood"), filepath.Join(bin, "spin")

	cases := func(files map[string]string) string {
		dir := t.TempDir()
		writeFiles(t, dir, files)
		return dir
	}
	one := cases(map[string]string{"a.in": "", "a.out": "42\n"})
	sizes := cases(map[string]string{"a-large.in": "1024\n", "a-large.out": "42\n", "b-small.in": "1\n", "b-small.out": "42\n"})
	many := map[string]string{}
	for i := 0; i < 300; i++ {
		many[fmt.Sprintf("c%03d.in", i)] = fmt.Sprintf("%d\n", i)
		many[fmt.Sprintf("c%03d.out", i)] = fmt.Sprintf("%d\n", i)
	}
	manyDir := cases(many)
	big := cases(nil)
	var answer strings.Builder
	for i := 0; answer.Len() < 30<<20; i++ {
		fmt.Fprintf(&answer, "%d %d\n", i, i*7)
	}
	writeFiles(t, big, map[string]string{"a.in": "", "a.out": answer.String()})
	stopDir := cases(map[string]string{"a.in": "", "a.out": "", "b.in": "", "b.out": ""})

	type scenario struct {
		name   string
		marker string // a word of the program's processes, to find survivors
		args   []string
		load   bool   // a busy loop runs beside the judge
		signal string // "INT" or "TERM": sent to the judge once the programs run
		pick   string // the case whose figures count; "" for all
	}
	list := []scenario{
		{name: "1 GiB, 1 MiB at a time, -ml 256", args: []string{one, "-ml", "256", "-c", alloc + " 1024 1"}},
		{name: "8 GiB at once, -ml 256", args: []string{one, "-ml", "256", "-c", alloc + " 8192 0"}},
		{name: "4 children of 100 MiB, -ml 256", args: []string{one, "-ml", "256", "-c", alloc + " 100 1 4"}},
		{name: "50 MiB", args: []string{one, "-c", alloc + " 50 1"}},
		{name: "1 MiB after 1 GiB, -ml 2048", args: []string{sizes, "-j", "1", "-ml", "2048", "-c", "read n; exec " + alloc + " $n 1"}, pick: "b-small"},
		{name: "yes, -tl 1s", args: []string{one, "-tl", "1s", "-c", "yes"}},
		{name: "C flood, -tl 1s", args: []string{one, "-tl", "1s", "-c", flood}},
		{name: "300 cases, -j 2", args: []string{manyDir, "-j", "2", "-c", "cat"}},
		{name: "300 cases, -j 256", args: []string{manyDir, "-j", "256", "-c", "cat"}},
		{name: "0.6 s of CPU, -tl 1s, beside a busy loop", args: []string{one, "-tl", "1s", "-c", spin + " 600"}, load: true},
		{name: "forks that exit or are waited for", marker: "sleep 0.1", args: []string{one, "-c", "(sleep 0.1; true) & (true); wait; echo 42"}},
		{name: "setsid escapee", marker: "sleep 1234", args: []string{one, "-c", "setsid sleep 1234 & echo 42"}},
		{name: "SIGINT with 2 programs running", marker: "sleep 1235", signal: "INT", args: []string{stopDir, "-j", "2", "-tl", "100s", "-c", "sleep 1235 & setsid sleep 1235 & while :; do :; done"}},
		{name: "SIGTERM with 2 programs running", marker: "sleep 1236", signal: "TERM", args: []string{stopDir, "-j", "2", "-tl", "100s", "-c", "sleep 1236 & setsid sleep 1236 & while :; do :; done"}},
	}
	for _, mode := range []string{"exact", "lines", "tokens"} {
		list = append(list, scenario{name: "30 MiB correct answer, -compare " + mode, args: []string{big, "-compare", mode, "-c", "cat " + filepath.Join(big, "a.out")}})
	}

	fmt.Printf("| scenario | containment | verdicts | peak memory MiB | CPU ms | wall ms | judge's own peak MiB | judge's wall ms | left running |\n|---|---|---|---|---|---|---|---|---|\n")
	for _, s := range list {
		for _, containment := range proc.Available() {
			env := []string{"JUDGE_CONTAINMENT=" + containment}
			verdicts := map[string]int{}
			var peaks, cpus, walls, judgeRSS, judgeWalls []float64
			left := 0
			for i := 0; i < *scenarios; i++ {
				var hog *exec.Cmd
				if s.load {
					hog = exec.Command("sh", "-c", "while :; do :; done")
					hog.Start()
				}
				var j judged
				if s.signal != "" {
					j = stopJudge(t, env, s.marker, s.signal, s.args)
					verdicts[fmt.Sprintf("exit %d", j.code)]++
				} else {
					j = runJudge(t, env, s.marker, append([]string{"-json"}, s.args...)...)
				}
				if hog != nil {
					hog.Process.Kill()
					hog.Wait()
				}
				left += j.survived
				if j.maxRSS >= 0 {
					judgeRSS = append(judgeRSS, float64(j.maxRSS)/1024)
				}
				if j.wall > 0 {
					judgeWalls = append(judgeWalls, float64(j.wall.Milliseconds()))
				}
				for _, r := range j.results {
					if s.pick != "" && r["case"] != s.pick {
						continue
					}
					verdicts[fmt.Sprint(r["verdict"])]++
					peaks = append(peaks, r["memory_kib"].(float64)/1024)
					cpus = append(cpus, r["cpu_ms"].(float64))
					walls = append(walls, r["time_ms"].(float64))
				}
			}
			fmt.Printf("| %s | %s | %s | %s | %s | %s | %s | %s | %d |\n", s.name, containment, counts(verdicts),
				spread(peaks, "%.1f"), spread(cpus, "%.0f"), spread(walls, "%.0f"), spread(judgeRSS, "%.0f"), spread(judgeWalls, "%.0f"), left)
		}
	}
}

// stopJudge starts the judge, sends it SIGname once the programs' children
// run, and returns how it ended.
func stopJudge(t *testing.T, env []string, marker, name string, args []string) judged {
	exe, _ := os.Executable()
	cmd := exec.Command(exe, args...)
	cmd.Env = append(append(os.Environ(), "JUDGE_TEST_MAIN=1"), env...)
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 500 && countMarked(marker) < 4; i++ {
		time.Sleep(10 * time.Millisecond)
	}
	sig := map[string]syscall.Signal{"INT": syscall.SIGINT, "TERM": syscall.SIGTERM}[name]
	cmd.Process.Signal(sig)
	cmd.Wait()
	// Let the kernel finish killed processes off. The judge exits from its
	// signal handler, so its peak memory is not known.
	time.Sleep(100 * time.Millisecond)
	j := judged{code: cmd.ProcessState.ExitCode(), maxRSS: -1}
	j.survived = survivors(marker)
	return j
}

// countMarked counts live processes whose command line contains marker.
func countMarked(marker string) int {
	n := 0
	dirs, _ := os.ReadDir("/proc")
	for _, d := range dirs {
		b, err := os.ReadFile("/proc/" + d.Name() + "/cmdline")
		if err == nil && bytes.Contains(b, []byte(marker)) && !bytes.Contains(b, []byte("-c")) {
			n++
		}
	}
	return n
}

// counts formats verdict counts as "5 MLE".
func counts(m map[string]int) string {
	var parts []string
	for v, n := range m {
		parts = append(parts, fmt.Sprintf("%d %s", n, v))
	}
	sort.Strings(parts)
	return strings.Join(parts, ", ")
}

// spread formats the smallest and largest of xs.
func spread(xs []float64, format string) string {
	if len(xs) == 0 {
		return "-"
	}
	sort.Float64s(xs)
	lo, hi := fmt.Sprintf(format, xs[0]), fmt.Sprintf(format, xs[len(xs)-1])
	if lo == hi {
		return lo
	}
	return lo + "–" + hi
}
