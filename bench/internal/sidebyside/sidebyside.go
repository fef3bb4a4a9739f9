// Package sidebyside runs programs side by side on one input, as the bench
// commands measure them against each other: each several times after a
// warm-up, taking turns in an order that reverses every run, so that a
// drift in the machine's speed hits all alike, contained and measured as
// the judge runs a program (internal/proc).
package sidebyside

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"time"

	"gametheory/internal/proc"
)

// Figures are the medians of one program's runs.
type Figures struct {
	CPU    float64 // milliseconds of CPU time, user and system
	MaxRSS int64   // peak memory, KiB
}

// Run runs each argv on the file in ("" for no input), once to warm up,
// when their outputs must be the same, then runs times each in turns, and
// returns each one's medians and the medians of the ratios of the first
// one's CPU time to each other's, run by run.
func Run(argvs [][]string, in string, runs int) (figs []Figures, ratios []float64, err error) {
	lim := proc.Limits{Time: time.Minute, Output: 1 << 30}
	once := func(argv []string) (*proc.Result, []byte, error) {
		r, err := proc.Run(argv, in, lim)
		if err != nil {
			return nil, nil, err
		}
		defer r.Close()
		if r.ExitCode != 0 || r.Killed != "" {
			return nil, nil, fmt.Errorf("%s: exit %d %s %s: %s", name(argv), r.ExitCode, r.Signal, r.Killed, r.Stderr)
		}
		out, err := r.Stdout()
		return r, out, err
	}
	var first []byte
	for j, argv := range argvs {
		_, out, err := once(argv)
		if err != nil {
			return nil, nil, err
		}
		if j == 0 {
			first = out
		} else if !bytes.Equal(out, first) {
			return nil, nil, fmt.Errorf("%s and %s print different answers", name(argvs[0]), name(argv))
		}
	}
	cpu := make([][]float64, len(argvs))
	rss := make([][]float64, len(argvs))
	ratio := make([][]float64, len(argvs)-1)
	for i := 0; i < runs; i++ {
		got := make([]*proc.Result, len(argvs))
		for k := range argvs {
			j := k
			if i%2 == 1 {
				j = len(argvs) - 1 - k
			}
			if got[j], _, err = once(argvs[j]); err != nil {
				return nil, nil, err
			}
		}
		for j, r := range got {
			cpu[j] = append(cpu[j], ms(r.CPU))
			rss[j] = append(rss[j], float64(r.MaxRSSKiB))
			if j > 0 {
				ratio[j-1] = append(ratio[j-1], ms(got[0].CPU)/max(ms(r.CPU), 0.001))
			}
		}
	}
	for j := range argvs {
		figs = append(figs, Figures{median(cpu[j]), int64(median(rss[j]))})
		if j > 0 {
			ratios = append(ratios, median(ratio[j-1]))
		}
	}
	return figs, ratios, nil
}

// name shows a command in an error: the program's file name and its
// arguments.
func name(argv []string) string {
	return strings.Join(append([]string{filepath.Base(argv[0])}, argv[1:]...), " ")
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }

func median(v []float64) float64 {
	s := append([]float64(nil), v...)
	sort.Float64s(s)
	if len(s)%2 == 1 {
		return s[len(s)/2]
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2
}

// MiB shows an amount of memory given in KiB.
func MiB(kib int64) string { return fmt.Sprintf("%.1f MiB", float64(kib)/1024) }

// Machine describes where the figures come from: the CPU, the Go release
// and, unless compiler is "", the compiler's version, with -O2.
func Machine(compiler string) string {
	model := "unknown CPU"
	if b, err := os.ReadFile("/proc/cpuinfo"); err == nil {
		for _, l := range strings.Split(string(b), "\n") {
			if strings.HasPrefix(l, "model name") {
				model = strings.TrimSpace(l[strings.IndexByte(l, ':')+1:])
				break
			}
		}
	}
	s := fmt.Sprintf("%s, %d CPUs, %s %s/%s", model, runtime.NumCPU(), runtime.Version(), runtime.GOOS, runtime.GOARCH)
	if compiler != "" {
		if out, err := exec.Command(compiler, "--version").Output(); err == nil {
			s += ", " + strings.SplitN(string(out), "\n", 2)[0] + " -O2"
		}
	}
	return s
}
