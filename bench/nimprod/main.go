// Command nimprod measures nim products of 64-bit numbers side by side
// with a table-driven C++ nim product, bench/c/nimprod.cc, and prints a
// table: the CPU time (user + system) and peak memory of each program,
// and the Go/C++ ratio of CPU times.
//
// Usage, from the project's root:
//
//	go run ./bench/nimprod [-runs N] [-cxx COMPILER]
//
// It builds nimprod.cc with COMPILER -O2 (default g++) and
// problems/nimprod64, and measures:
//
//   - 10^6 products of pseudo-random pairs (splitmix64 from the seed 1),
//     without input or output: pkg/nim's Product, in this command run as
//     its own child, against the C++ program's two methods, log (pkg/nim's
//     method) and bytes (Library Checker's reference's); and 1 product,
//     the start-up and the building of the tables;
//   - nimprod64 against the C++ program reading the same input and
//     writing the same output, on the three kinds of largest input of
//     Library Checker's tests, T = 10^6 queries each: random (uniform
//     64-bit pairs), small (the pairs a + b = s for s = 0, 1, 2, ... in
//     order) and large (the same pairs subtracted from 2^64-1).
//
// Each program runs N times (default 11) after a warm-up, the programs
// taking turns in an order that reverses every run, so that a drift in
// the machine's speed hits all alike; the table gives the medians of the
// CPU times and peak memory, and each ratio is the median of the N
// ratios of runs side by side. The programs must print the same.
//
// The inputs of those kinds are nimprod64's large cases at T = 10^6, by
// problems/nimprod64/large.
package main

import (
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"

	"gametheory/bench/internal/sidebyside"
	"gametheory/pkg/nim"
)

func main() {
	runs := flag.Int("runs", 11, "measured `runs` of each program")
	cxx := flag.String("cxx", "g++", "the C++ `compiler`")
	child := flag.Bool("child", false, "multiply N pseudo-random pairs from SEED, the arguments, and print the xor of the products (used by the command itself)")
	flag.Parse()
	var err error
	switch {
	case *child:
		err = products(flag.Args())
	default:
		err = run(*runs, *cxx)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "nimprod:", err)
		os.Exit(1)
	}
}

// splitmix is the splitmix64 generator, as nimprod.cc has it.
type splitmix uint64

func (s *splitmix) next() uint64 {
	*s += 0x9e3779b97f4a7c15
	z := uint64(*s)
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}

// products is the child: N products of pairs from splitmix64(SEED).
func products(args []string) error {
	if len(args) != 2 {
		return fmt.Errorf("-child wants N and SEED, found %q", args)
	}
	n, err1 := strconv.ParseUint(args[0], 10, 64)
	seed, err2 := strconv.ParseUint(args[1], 10, 64)
	if err1 != nil || err2 != nil {
		return fmt.Errorf("-child wants N and SEED, found %q", args)
	}
	s, x := splitmix(seed), uint64(0)
	for i := uint64(0); i < n; i++ {
		a := s.next()
		x ^= nim.Product(a, s.next())
	}
	fmt.Println(x)
	return nil
}

// kinds are nimprod64's large cases, by the names its large command
// knows them: Library Checker's kinds of largest input.
var kinds = []string{"random", "small", "large"}

func run(runs int, cxx string) error {
	tmp, err := os.MkdirTemp("", "nimprod-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	self, err := os.Executable()
	if err != nil {
		return err
	}
	cpp, sol, large := filepath.Join(tmp, "nimprod"), filepath.Join(tmp, "nimprod64"), filepath.Join(tmp, "large")
	if out, err := exec.Command(cxx, "-O2", "-o", cpp, filepath.Join("bench", "c", "nimprod.cc")).CombinedOutput(); err != nil {
		return fmt.Errorf("%s: %v\n%s", cxx, err, out)
	}
	for _, b := range [][2]string{{sol, "./problems/nimprod64"}, {large, "./problems/nimprod64/large"}} {
		if out, err := exec.Command("go", "build", "-o", b[0], b[1]).CombinedOutput(); err != nil {
			return fmt.Errorf("go build %s: %v\n%s", b[1], err, out)
		}
	}
	fmt.Println(sidebyside.Machine(cxx))
	fmt.Println()
	fmt.Println("| workload | Go CPU ms | C++ log CPU ms | Go/C++ log | C++ bytes CPU ms | Go/C++ bytes | Go peak memory | C++ log peak memory | C++ bytes peak memory |")
	fmt.Println("|---|---:|---:|---:|---:|---:|---:|---:|---:|")
	type workload struct {
		name, in string
		goArgs   []string
		cppArgs  []string // after the method
	}
	var ws []workload
	for _, n := range []struct{ name, n string }{
		{"1 product, no input: the start-up and the tables", "1"},
		{"10^6 products, no input", "1000000"},
	} {
		ws = append(ws, workload{n.name, "", []string{self, "-child", n.n, "1"}, []string{n.n, "1"}})
	}
	for _, k := range kinds {
		in := filepath.Join(tmp, k+".in")
		out, err := exec.Command(large, k, "1000000").Output()
		if err != nil {
			return fmt.Errorf("large %s: %v", k, err)
		}
		if err := os.WriteFile(in, out, 0o644); err != nil {
			return err
		}
		ws = append(ws, workload{"nimprod64, " + k + ", T = 10^6", in, []string{sol}, nil})
	}
	for _, w := range ws {
		argvs := [][]string{w.goArgs}
		for _, method := range []string{"log", "bytes"} {
			argvs = append(argvs, append([]string{cpp, method}, w.cppArgs...))
		}
		figs, ratios, err := sidebyside.Run(argvs, w.in, runs)
		if err != nil {
			return fmt.Errorf("%s: %v", w.name, err)
		}
		fmt.Printf("| %s | %.1f | %.1f | %.2f | %.1f | %.2f | %s | %s | %s |\n", w.name,
			figs[0].CPU, figs[1].CPU, ratios[0], figs[2].CPU, ratios[1], sidebyside.MiB(figs[0].MaxRSS), sidebyside.MiB(figs[1].MaxRSS), sidebyside.MiB(figs[2].MaxRSS))
	}
	fmt.Printf("\nCPU ms and peak memory are medians of %d runs; each Go/C++ is the median of the %d ratios of runs side by side.\n", runs, runs)
	return nil
}
