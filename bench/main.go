// Command bench measures every solution against C programs for the same
// problem, on the problem's largest input, and prints a table: CPU time
// (user + system) and peak memory of each, and the median of the Go/C time
// ratios over runs that alternate the programs, so that a drift in the
// machine's speed hits all alike.
//
// Usage, from the project's root:
//
//	go run ./bench [-runs N] [-quick] [-base DIR] [PROBLEM...]
//
// The first row is an empty program in each language (bench/empty and
// bench/c/empty.c): the start-up cost that every run pays, which no
// solution can go below.
//
// The inputs are generated from fixed seeds, so every run measures the same
// bytes. The C programs are in bench/c, each built twice with gcc -O2: the
// anchor reads its input through a 64 KiB buffer refilled with read(2), as
// the Go solutions do (-DSTREAM), and the other reads the whole input
// first. Without gcc the table has Go's figures only. -quick makes two runs
// each, to check that everything still builds and agrees; its figures mean
// little.
//
// -base DIR measures against the solutions of another checkout of the
// project instead of C, such as the commit before a change
// (git worktree add DIR COMMIT): the ratio column is then this checkout's
// time over DIR's, from runs that alternate the two builds.
package main

import (
	"bufio"
	"flag"
	"fmt"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"gametheory/bench/internal/sidebyside"
)

// A workload is a problem's largest input and how it is made.
type workload struct {
	id, input string
	gen       func(w *bufio.Writer, rng *rand.Rand)
}

var workloads = []workload{
	{"p2197", "T = 10 games of 10^4 piles < 10^4", func(w *bufio.Writer, rng *rand.Rand) {
		fmt.Fprintln(w, 10)
		for t := 0; t < 10; t++ {
			fmt.Fprintln(w, 10000)
			writeInts(w, 10000, func() int64 { return rng.Int63n(10000) })
		}
	}},
	{"p1247", "k = 5·10^5 piles <= 10^9, a won position", func(w *bufio.Writer, rng *rand.Rand) {
		const k = 500000
		piles := make([]int64, k)
		var x int64
		for i := range piles {
			piles[i] = rng.Int63n(1e9 + 1)
			x ^= piles[i]
		}
		if x == 0 { // make it a win, so the whole answer is printed
			piles[0] ^= 1
		}
		fmt.Fprintln(w, k)
		i := 0
		writeInts(w, k, func() int64 { i++; return piles[i-1] })
	}},
	{"p1288", "N = 20 edges <= 30, one of them 0", func(w *bufio.Writer, rng *rand.Rand) {
		fmt.Fprintln(w, 20)
		i := 0
		writeInts(w, 20, func() int64 {
			i++
			if i == 13 {
				return 0
			}
			return 1 + rng.Int63n(30)
		})
	}},
	{"poj1067", "10^6 pairs <= 10^9", func(w *bufio.Writer, rng *rand.Rand) {
		for i := 0; i < 1000000; i++ {
			fmt.Fprintf(w, "%d %d\n", rng.Int63n(1e9+1), rng.Int63n(1e9+1))
		}
	}},
	{"poj2368", "K = 99999989, the largest prime <= 10^8", func(w *bufio.Writer, rng *rand.Rand) {
		fmt.Fprintln(w, 99999989)
	}},
	{"acwing891", "n = 3·10^6 piles <= 10^9 (the statement: 10^5)", func(w *bufio.Writer, rng *rand.Rand) {
		const n = 3000000
		fmt.Fprintln(w, n)
		writeInts(w, n, func() int64 { return 1 + rng.Int63n(1e9) })
	}},
	{"kayles", "n = 10^5 rows <= 10^18", func(w *bufio.Writer, rng *rand.Rand) {
		const n = 100000
		fmt.Fprintln(w, n)
		writeInts(w, n, func() int64 { return rng.Int63n(1e18 + 1) })
	}},
	{"split", "T = 10^5 numbers N <= 10^18", func(w *bufio.Writer, rng *rand.Rand) {
		const t = 100000
		fmt.Fprintln(w, t)
		for i := 0; i < t; i++ {
			fmt.Fprintln(w, 1+rng.Int63n(1e18))
		}
	}},
}

// floor is an empty program in each language: the start-up cost that
// every run pays, a floor under every time in the table.
var floor = workload{"empty", "none: an empty main, the start-up floor", func(*bufio.Writer, *rand.Rand) {}}

func writeInts(w *bufio.Writer, n int, next func() int64) {
	for i := 0; i < n; i++ {
		if i > 0 {
			w.WriteByte(' ')
		}
		fmt.Fprint(w, next())
	}
	w.WriteByte('\n')
}

func main() {
	runs := flag.Int("runs", 11, "measured `runs` of each program, alternating Go and C")
	quick := flag.Bool("quick", false, "two runs each: check that everything builds and agrees")
	base := flag.String("base", "", "measure against the solutions of the checkout in `dir` instead of C")
	flag.Parse()
	if *quick {
		*runs = 2
	}
	if err := run(*runs, *base, flag.Args()); err != nil {
		fmt.Fprintln(os.Stderr, "bench:", err)
		os.Exit(1)
	}
}

func run(runs int, base string, only []string) error {
	tmp, err := os.MkdirTemp("", "bench-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	ws := workloads
	if len(only) > 0 {
		ws = nil
		for _, w := range workloads {
			for _, id := range only {
				if w.id == id {
					ws = append(ws, w)
				}
			}
		}
		if len(ws) == 0 {
			return fmt.Errorf("no workload for %s", strings.Join(only, ", "))
		}
	}

	ws = append([]workload{floor}, ws...)
	if err := build(".", tmp, ws); err != nil {
		return err
	}
	// The programs each Go solution is measured against, by the name the
	// table gives them, and how each is made from a problem's C source.
	type other struct {
		name, suffix string
		cflags       []string
	}
	var others []other
	gcc := ""
	if base != "" {
		others = []other{{name: "base"}}
		if err := build(base, filepath.Join(tmp, "base"), ws); err != nil {
			return err
		}
	} else if gcc, err = exec.LookPath("gcc"); err != nil {
		fmt.Println("gcc is not installed: measuring Go only")
		gcc = ""
	} else {
		others = []other{{"C", "-c", []string{"-DSTREAM"}}, {"C whole input", "-cw", nil}}
	}
	fmt.Printf("%s\n\n", sidebyside.Machine(gcc))
	head, rule := "| problem | input | input size | Go CPU ms |", "|---|---|---:|---:|"
	for _, o := range others {
		head += fmt.Sprintf(" %[1]s CPU ms | Go/%[1]s |", o.name)
		rule += "---:|---:|"
	}
	head += " Go peak memory |"
	rule += "---:|"
	for _, o := range others {
		head += " " + o.name + " peak memory |"
		rule += "---:|"
	}
	fmt.Println(head)
	fmt.Println(rule)
	for i, w := range ws {
		in := filepath.Join(tmp, w.id+".in")
		size, err := generate(in, w, int64(i+1))
		if err != nil {
			return err
		}
		bins := []string{filepath.Join(tmp, w.id)}
		for _, o := range others {
			if base != "" {
				bins = append(bins, filepath.Join(tmp, "base", w.id))
				continue
			}
			bin := filepath.Join(tmp, w.id+o.suffix)
			src := filepath.Join("bench", "c", w.id+".c")
			args := append(append([]string{"-O2"}, o.cflags...), "-o", bin, src)
			if out, err := exec.Command(gcc, args...).CombinedOutput(); err != nil {
				return fmt.Errorf("gcc %s: %v\n%s", strings.Join(args, " "), err, out)
			}
			bins = append(bins, bin)
		}
		argvs := make([][]string, len(bins))
		for j, bin := range bins {
			argvs[j] = []string{bin}
		}
		figs, ratios, err := sidebyside.Run(argvs, in, runs)
		if err != nil {
			return fmt.Errorf("%s: %v", w.id, err)
		}
		row := fmt.Sprintf("| %s | %s | %.1f MB | %.1f |", w.id, w.input, float64(size)/1e6, figs[0].CPU)
		for j := range others {
			row += fmt.Sprintf(" %.1f | %.2f |", figs[j+1].CPU, ratios[j])
		}
		for _, f := range figs {
			row += " " + sidebyside.MiB(f.MaxRSS) + " |"
		}
		fmt.Println(row)
	}
	fmt.Printf("\nCPU ms and peak memory are medians of %d runs; each Go/X is the median of the %d pairwise ratios.\n", runs, runs)
	return nil
}

// build builds the empty program and the workloads' solutions of the
// checkout in dir into the directory out.
func build(dir, out string, ws []workload) error {
	out, err := filepath.Abs(out)
	if err != nil {
		return err
	}
	args := []string{"build", "-C", dir, "-o", out + string(filepath.Separator), "./bench/empty"}
	for _, w := range ws[1:] {
		args = append(args, "./problems/"+w.id)
	}
	if b, err := exec.Command("go", args...).CombinedOutput(); err != nil {
		return fmt.Errorf("go build in %s: %v\n%s", dir, err, b)
	}
	return nil
}

func generate(path string, w workload, seed int64) (int64, error) {
	f, err := os.Create(path)
	if err != nil {
		return 0, err
	}
	bw := bufio.NewWriterSize(f, 1<<20)
	w.gen(bw, rand.New(rand.NewSource(seed)))
	if err := bw.Flush(); err != nil {
		f.Close()
		return 0, err
	}
	st, err := f.Stat()
	if err != nil {
		f.Close()
		return 0, err
	}
	return st.Size(), f.Close()
}
