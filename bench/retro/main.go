// Command retro measures pkg/game's RetrogradeGraph side by side with a
// plain C++ retrograde analysis, bench/cpp/retro.cc, on the same random graph:
// 10^6 positions and 3·10^6 moves by default, each move from a random
// position to a random one (about 5% of the positions have no move).
// Each program makes the graph from the same seed, then analyses it, and
// reports the CPU time (user + system) of the analysis alone, and a hash
// of every position's outcome, remoteness and best move, which must agree.
// The runs alternate, Go then C++, so that a drift in the machine's speed
// hits both alike; the table gives the median of each figure and the
// median of the runs' Go/C++ ratios, and the peak memory of each whole
// process.
//
// Usage, from the project's root:
//
//	g++ -O2 -o /tmp/retro bench/cpp/retro.cc
//	go run ./bench/retro -cpp /tmp/retro [-runs N] [-n N] [-m M] [-seed S]
//
// Without -cpp it measures the Go side alone.
//
// With -loopy it measures pkg/game's LoopyGraph, Smith's loopy nim
// values, against the same labelling written plainly in C++,
// bench/cpp/loopy.cc, on the same graphs; the hash is then of every
// position's value and set, and the counts are of the positions of value
// 0, of a finite value above 0, and infinite:
//
//	g++ -O2 -o /tmp/loopy bench/cpp/loopy.cc
//	go run ./bench/retro -loopy -cpp /tmp/loopy -n 200000 -m 200000
package main

import (
	"flag"
	"fmt"
	"os"
	"sort"
	"strconv"
	"strings"
	"time"

	"gametheory/internal/proc"
	"gametheory/pkg/game"
)

func main() {
	cpp := flag.String("cpp", "", "path of the C++ `program` built from bench/cpp/retro.cc (with -loopy, bench/cpp/loopy.cc)")
	loopy := flag.Bool("loopy", false, "measure LoopyGraph's loopy nim values, not RetrogradeGraph")
	runs := flag.Int("runs", 11, "runs of each program")
	n := flag.Int("n", 1000000, "positions")
	m := flag.Int("m", 3000000, "moves")
	seed := flag.Uint64("seed", 1, "the graph's seed")
	child := flag.Bool("child", false, "make and analyse the graph, and print what was found (used by the command itself)")
	flag.Parse()
	if *n < 1 || *m < 0 || *runs < 1 {
		fmt.Fprintln(os.Stderr, "retro: want -n and -runs 1 or more, -m 0 or more")
		os.Exit(2)
	}
	var err error
	switch {
	case *child && *loopy:
		err = label(*n, *m, *seed)
	case *child:
		err = analyse(*n, *m, *seed)
	default:
		err = compare(*cpp, *loopy, *runs, *n, *m, *seed)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "retro:", err)
		os.Exit(1)
	}
}

// graph returns the random graph of n positions and m moves made from
// seed, as retro.cc makes it: move i from x() % n to x() % n, with x
// splitmix64.
func graph(n, m int, seed uint64) [][]int {
	x := func() uint64 {
		seed += 0x9e3779b97f4a7c15
		z := seed
		z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
		z = (z ^ z>>27) * 0x94d049bb133111eb
		return z ^ z>>31
	}
	from, to, deg := make([]int32, m), make([]int32, m), make([]int, n)
	for i := range from {
		from[i] = int32(x() % uint64(n))
		to[i] = int32(x() % uint64(n))
		deg[from[i]]++
	}
	all := make([]int, m)
	moves := make([][]int, n)
	for v, k := 0, 0; v < n; v++ {
		moves[v] = all[k : k : k+deg[v]]
		k += deg[v]
	}
	for i := range from {
		moves[from[i]] = append(moves[from[i]], int(to[i]))
	}
	return moves
}

// analyse is the child: it prints the analysis's CPU time in nanoseconds,
// the hash, and the numbers of won, lost and drawn positions.
func analyse(n, m int, seed uint64) error {
	moves := graph(n, m, seed)
	start := processCPU()
	t, err := game.RetrogradeGraph(moves, nil)
	cpu := processCPU() - start
	if err != nil {
		return err
	}
	hash := uint64(14695981039346656037)
	var counts [3]int // by Outcome: Draw, Win, Lose
	for v := 0; v < n; v++ {
		to, ok := t.Move(v)
		if !ok {
			to = -1
		}
		for _, y := range []int64{int64(t.Outcome(v)), int64(t.Remoteness(v)), int64(to)} {
			hash = (hash ^ uint64(y)) * 1099511628211
		}
		counts[t.Outcome(v)]++
	}
	fmt.Printf("%d %016x %d %d %d\n", cpu.Nanoseconds(), hash, counts[game.Win], counts[game.Lose], counts[game.Draw])
	return nil
}

// label is the child of -loopy: it prints the labelling's CPU time in
// nanoseconds, the hash of every position's value and set, and the
// numbers of positions of value 0, of a finite value above 0, and
// infinite.
func label(n, m int, seed uint64) error {
	moves := graph(n, m, seed)
	start := processCPU()
	l, err := game.LoopyGraph(moves)
	cpu := processCPU() - start
	if err != nil {
		return err
	}
	hash := uint64(14695981039346656037)
	var counts [3]int
	for v := 0; v < n; v++ {
		val := l.Value(v)
		x, kind := int64(val.Nim), min(val.Nim, 1)
		if val.Infinite {
			x, kind = -2, 2
		}
		hash = (hash ^ uint64(x)) * 1099511628211
		for _, y := range val.Set {
			hash = (hash ^ uint64(y)) * 1099511628211
		}
		counts[kind]++
	}
	fmt.Printf("%d %016x %d %d %d\n", cpu.Nanoseconds(), hash, counts[0], counts[1], counts[2])
	return nil
}

// A run is one program's run: what it found and what it cost.
type run struct {
	found    string   // the hash and the counts
	counts   []string // won, lost, drawn; with -loopy value 0, above 0, infinite
	analysis time.Duration
	process  time.Duration
	peakKiB  int64
}

// measure runs argv once and reads its output: the analysis's CPU time in
// nanoseconds, the hash and the counts.
func measure(argv []string) (run, error) {
	r, err := proc.Run(argv, "", proc.Limits{Output: 1 << 20})
	if err != nil {
		return run{}, err
	}
	defer r.Close()
	out, err := r.Stdout()
	if err != nil {
		return run{}, err
	}
	if r.ExitCode != 0 || r.Killed != "" {
		return run{}, fmt.Errorf("%s: exit %d %s %s: %s", argv[0], r.ExitCode, r.Signal, r.Killed, r.Stderr)
	}
	f := strings.Fields(string(out))
	if len(f) != 5 {
		return run{}, fmt.Errorf("%s: unexpected output %q", argv[0], out)
	}
	ns, err := strconv.ParseInt(f[0], 10, 64)
	if err != nil {
		return run{}, fmt.Errorf("%s: unexpected output %q", argv[0], out)
	}
	return run{found: strings.Join(f[1:], " "), counts: f[2:], analysis: time.Duration(ns), process: r.CPU, peakKiB: r.MaxRSSKiB}, nil
}

// compare runs the Go child and, unless cpp is "", the C++ program in
// turns, runs times each, and prints the table.
func compare(cpp string, loopy bool, runs, n, m int, seed uint64) error {
	self, err := os.Executable()
	if err != nil {
		return err
	}
	args := []string{strconv.Itoa(n), strconv.Itoa(m), strconv.FormatUint(seed, 10)}
	programs := [][]string{{self, "-child", "-n", args[0], "-m", args[1], "-seed", args[2]}}
	names := []string{"pkg/game RetrogradeGraph", "retro.cc"}
	kinds := "won %s, lost %s, drawn %s"
	if loopy {
		programs[0] = append(programs[0], "-loopy")
		names = []string{"pkg/game LoopyGraph", "loopy.cc"}
		kinds = "value 0 %s, finite above 0 %s, infinite %s"
	}
	if cpp != "" {
		programs = append(programs, append([]string{cpp}, args...))
	}
	all := make([][]run, len(programs))
	for i := 0; i < runs; i++ {
		for p, argv := range programs {
			r, err := measure(argv)
			if err != nil {
				return err
			}
			if len(all[0]) > 0 && r.found != all[0][0].found {
				return fmt.Errorf("%s found %s, and the first run %s", names[p], r.found, all[0][0].found)
			}
			all[p] = append(all[p], r)
		}
	}
	c := all[0][0].counts
	fmt.Printf("%d positions ("+kinds+"), %d moves, seed %d; %d runs each, alternating\n\n", n, c[0], c[1], c[2], m, seed, runs)
	fmt.Println("| program | analysis CPU, median (min-max) | whole process CPU | peak memory |")
	fmt.Println("|---|---:|---:|---:|")
	for p, rs := range all {
		a := median(rs, func(r run) float64 { return r.analysis.Seconds() })
		lo, hi := rs[0].analysis, rs[0].analysis
		for _, r := range rs {
			lo, hi = min(lo, r.analysis), max(hi, r.analysis)
		}
		fmt.Printf("| %s | %.3f s (%.3f-%.3f) | %.3f s | %.1f MiB |\n", names[p], a, lo.Seconds(), hi.Seconds(),
			median(rs, func(r run) float64 { return r.process.Seconds() }),
			median(rs, func(r run) float64 { return float64(r.peakKiB) / 1024 }))
	}
	if len(all) == 2 {
		ratio := func(f func(run) time.Duration) float64 {
			rs := make([]float64, runs)
			for i := range rs {
				rs[i] = f(all[0][i]).Seconds() / f(all[1][i]).Seconds()
			}
			sort.Float64s(rs)
			return rs[runs/2]
		}
		fmt.Printf("\nGo/C++, the median of the runs' ratios: analysis CPU %.2f, whole process CPU %.2f\n",
			ratio(func(r run) time.Duration { return r.analysis }), ratio(func(r run) time.Duration { return r.process }))
	}
	return nil
}

// median returns the median of f over rs.
func median(rs []run, f func(run) float64) float64 {
	v := make([]float64, len(rs))
	for i, r := range rs {
		v[i] = f(r)
	}
	sort.Float64s(v)
	return v[len(v)/2]
}
