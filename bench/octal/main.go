// Command octal measures pkg/octal on the octal games whose periods took
// the literature's solvers longest, and on Grundy's game, side by side with
// the sparse-space solver analyze_exec.cc of github.com/tczajka/octal-games
// when given its path, and prints a table: the values each computed, the
// preperiod and period each proved, CPU time (user + system) of each and
// their ratio, and peak memory, also per value computed.
//
// Usage, from the project's root:
//
//	go run ./bench/octal [-cpp PATH] [-cpp24 PATH] [GAME...]
//
// GAME defaults to .16 .56 .127 .354 .376 grundy; Grundy's game, which no
// theorem settles, is computed to 2^24 heap sizes and the octal games until
// their period is proved. Each game runs once in each program, as its own
// process, one after the other; the C++ program's figures include nothing
// of this one's.
//
// The C++ program is not part of this project. To build it (g++ and git
// needed), outside the project's tree:
//
//	git clone https://github.com/tczajka/octal-games /tmp/octal-games
//	cd /tmp/octal-games/old/src
//	g++ -O2 -std=c++11 -o /tmp/analyze analyze_exec.cc game.cc hadamard.cc
//	sed 's/maxn = 1<<28/maxn = 1<<24/' analyze_exec.cc >/tmp/analyze24.cc
//	g++ -O2 -std=c++11 -I. -o /tmp/analyze24 /tmp/analyze24.cc game.cc hadamard.cc
//
// and pass -cpp /tmp/analyze -cpp24 /tmp/analyze24. It looks for a period
// only when it has 2^k values, and stops for good at 2^28 values (2^24 in
// the second build, which is the one Grundy's game is measured with).
package main

import (
	"flag"
	"fmt"
	"os"
	"regexp"
	"strconv"
	"strings"
	"time"

	"gametheory/internal/proc"
	"gametheory/pkg/octal"
)

// grundyValues is how many heap sizes of Grundy's game are computed.
const grundyValues = 1 << 24

func main() {
	cpp := flag.String("cpp", "", "path of the C++ `program` analyze, built as the doc comment says")
	cpp24 := flag.String("cpp24", "", "path of the C++ program built to stop at 2^24 values, for Grundy's game")
	child := flag.String("child", "", "analyze this one game and print what was found (used by the command itself)")
	flag.Parse()
	if *child != "" {
		if err := analyze(*child); err != nil {
			fmt.Fprintln(os.Stderr, "octal:", err)
			os.Exit(1)
		}
		return
	}
	games := flag.Args()
	if len(games) == 0 {
		games = []string{".16", ".56", ".127", ".354", ".376", "grundy"}
	}
	if err := run(games, *cpp, *cpp24); err != nil {
		fmt.Fprintln(os.Stderr, "octal:", err)
		os.Exit(1)
	}
}

// analyze is the child: it analyzes one game and prints "computed e p" or
// "computed - -" where no period is proved.
func analyze(name string) error {
	g, err := octal.Parse(name)
	if err != nil {
		return err
	}
	limit := 1<<28 - 1
	if _, ok := g.MaxTake(); !ok {
		limit = grundyValues - 1
	}
	r, err := g.Analyze(limit, nil)
	if err != nil {
		return err
	}
	if r.Proved {
		fmt.Println(r.Computed, r.Preperiod, r.Period)
	} else {
		fmt.Println(r.Computed, "-", "-")
	}
	return nil
}

// A measurement is one program's run on one game.
type measurement struct {
	computed string // values computed
	found    string // "e p", or "-" where no period was proved
	cpu      time.Duration
	peakKiB  int64
}

func run(games []string, cpp, cpp24 string) error {
	self, err := os.Executable()
	if err != nil {
		return err
	}
	fmt.Println("| game | program | values computed | preperiod, period | CPU s | Go/C++ CPU | peak memory | bytes per value |")
	fmt.Println("|---|---|---:|---|---:|---:|---:|---:|")
	for _, game := range games {
		goRun, err := measure([]string{self, "-child", game}, parseGo)
		if err != nil {
			return fmt.Errorf("%s: %v", game, err)
		}
		row(game, "pkg/octal", goRun, "")
		c := cpp
		if game == "grundy" {
			c = cpp24
		}
		if c == "" {
			continue
		}
		cRun, err := measure([]string{c, game}, parseCpp)
		if err != nil {
			return fmt.Errorf("%s, C++: %v", game, err)
		}
		row(game, "analyze_exec.cc", cRun, fmt.Sprintf("%.2f", goRun.cpu.Seconds()/cRun.cpu.Seconds()))
	}
	return nil
}

func row(game, program string, m measurement, ratio string) {
	perValue := "?"
	if n, err := strconv.ParseFloat(m.computed, 64); err == nil && n > 0 {
		perValue = fmt.Sprintf("%.2f", float64(m.peakKiB)*1024/n)
	}
	fmt.Printf("| %s | %s | %s | %s | %.2f | %s | %.1f MiB | %s |\n",
		game, program, m.computed, m.found, m.cpu.Seconds(), ratio, float64(m.peakKiB)/1024, perValue)
}

// measure runs argv once and reads what it found from its output.
func measure(argv []string, parse func(out string) (computed, found string, err error)) (measurement, error) {
	r, err := proc.Run(argv, "", proc.Limits{Output: 1 << 20})
	if err != nil {
		return measurement{}, err
	}
	defer r.Close()
	out, err := r.Stdout()
	if err != nil {
		return measurement{}, err
	}
	if r.ExitCode != 0 || r.Killed != "" {
		return measurement{}, fmt.Errorf("exit %d %s %s: %s", r.ExitCode, r.Signal, r.Killed, r.Stderr)
	}
	m := measurement{cpu: r.CPU, peakKiB: r.MaxRSSKiB}
	m.computed, m.found, err = parse(string(out))
	return m, err
}

func parseGo(out string) (computed, found string, err error) {
	f := strings.Fields(out)
	if len(f) != 3 {
		return "", "", fmt.Errorf("unexpected output %q", out)
	}
	if f[1] == "-" {
		return f[0], "-", nil
	}
	return f[0], f[1] + ", " + f[2], nil
}

var (
	cppPower  = regexp.MustCompile(`(?m)^n=2\^(\d+) `)
	cppPeriod = regexp.MustCompile(`Found period start=(\d+) period=(\d+)`)
)

// parseCpp reads the C++ program's output: a line "n=2^k ..." at every
// power of two it reached, and "Found period start=E period=P" if it
// proved one, at the last power.
func parseCpp(out string) (computed, found string, err error) {
	powers := cppPower.FindAllStringSubmatch(out, -1)
	if len(powers) == 0 {
		return "", "", fmt.Errorf("unexpected output %q", out)
	}
	k, _ := strconv.Atoi(powers[len(powers)-1][1])
	computed, found = strconv.Itoa(1<<k), "-"
	if p := cppPeriod.FindStringSubmatch(out); p != nil {
		found = p[1] + ", " + p[2]
	}
	return computed, found, nil
}
