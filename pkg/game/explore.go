package game

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"math/bits"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"gametheory/pkg/octal"
)

// A Source is a game to explore: its values in a table, the period they
// settle into, a picture and a Go function, as "judge sg" shows them. A
// Source is made by Lookup (the games judge sg knows by name), OneHeap or
// TwoHeap (any game of this package).
type Source struct {
	name string
	// one analyses a one-heap game: its values at least up to the heap
	// size limit, or fewer where a period is proved first.
	one func(limit int, progress func(int)) (*analysis, error)
	// two values a two-heap game's n×n corner.
	two func(n int) ([][]int, error)
	// proves says whether one proves periods (else it can only observe).
	proves bool
	// most is the largest limit one takes, 0 for none but memory.
	most int
	// misere values a one-heap game's heaps for misère play.
	misere *misereSource
}

// Lookup returns the game judge sg knows by that name: an octal code
// (".07", "0.77", "4.007"), a subtraction game ("S(1,3,4)"), "grundy"
// (Grundy's game) or "wythoff" (two heaps: take from one, or the same
// from both).
func Lookup(name string) (Source, error) {
	if name == "wythoff" {
		return Source{name: name, two: wythoff}, nil
	}
	if name != "grundy" && !strings.HasPrefix(name, "S(") && !strings.ContainsAny(name, ".0123456789") {
		return Source{}, fmt.Errorf("unknown game %q: want an octal code (.07, 0.77, 4.007), S(1,3,4), grundy or wythoff", name)
	}
	g, err := octal.Parse(name)
	if err != nil {
		return Source{}, err
	}
	heaps := misereOf(NewSums(g.Moves).SetCount(g.NumMoves).SetLimit(misereBound), func(n int) int { return n })
	return Source{name: g.String(), proves: true, most: octal.MaxLimit, misere: heaps, one: func(limit int, progress func(int)) (*analysis, error) {
		r, err := g.Analyze(limit, progress)
		if err != nil {
			return nil, err
		}
		a := &analysis{computed: r.Computed, value: r.Value}
		if r.Proved {
			a.pre, a.per, a.proved = r.Preperiod, r.Period, true
			a.how = fmt.Sprintf("periodicity theorem: G(n+%d) = G(n) for every %d <= n < %d", a.per, a.pre, r.Computed-r.Period)
		}
		return a, nil
	}}, nil
}

// OneHeap returns the one-heap game of g whose heap of n tokens is the
// position heap(n). No theorem is known to hold for such a game, so its
// period is never proved: a pattern its computed values show is reported
// as observed only.
func OneHeap[P comparable](name string, g *Game[P], heap func(n int) P) Source {
	return Source{name: name, misere: misereOf(g, heap), one: func(limit int, progress func(int)) (*analysis, error) {
		v := make([]int, 0, limit+1)
		for n := 0; n <= limit; n++ {
			x, err := g.Grundy(heap(n))
			if err != nil {
				return nil, fmt.Errorf("heap %d: %w", n, err)
			}
			v = append(v, x)
			if progress != nil && n&1023 == 1023 {
				progress(n + 1)
			}
		}
		return &analysis{computed: len(v), value: func(n int) int { return v[n] }, all: v}, nil
	}}
}

// TwoHeap returns the two-heap game of g whose heaps of a and b tokens are
// the position pos(a, b).
func TwoHeap[P comparable](name string, g *Game[P], pos func(a, b int) P) Source {
	return Source{name: name, two: func(n int) ([][]int, error) {
		t := make([][]int, n)
		for a := range t {
			t[a] = make([]int, n)
			for b := range t[a] {
				v, err := g.Grundy(pos(a, b))
				if err != nil {
					return nil, fmt.Errorf("heaps %d and %d: %w", a, b, err)
				}
				t[a][b] = v
			}
		}
		return t, nil
	}}
}

// An analysis is what is known of a one-heap game's values.
type analysis struct {
	computed  int             // G(n) is known for n < computed
	value     func(n int) int // G(n), for n < computed
	all       []int           // the values, where they are kept as ints
	pre, per  int             // the preperiod and period, if proved or observed
	proved    bool            // proved for every n >= pre
	observed  bool            // seen in the computed values only
	noTheorem bool            // no theorem can prove a period
	how       string          // what proves it
}

// G returns G(n) for any n the analysis knows: below computed, or any n
// once a period is proved.
func (a *analysis) G(n int) int {
	if n >= a.computed && a.proved {
		n = a.pre + (n-a.pre)%a.per
	}
	return a.value(n)
}

// options are what judge sg is told: its flags.
type options struct {
	N     int    // values to show (two heaps: the N×N corner)
	Limit int    // the largest heap size to compute; below 0: the default
	JSON  bool   // one JSON object instead of the table
	PNG   string // a file to draw the values in
	Go    bool   // a Go function instead of the table
	// Misere asks for the genus of each of the first N heaps instead.
	Misere bool
	// Quotient, with Misere, asks for the misère quotient of the first N
	// heaps (quotient.go); with Misere, Sum names heaps whose sum it
	// decides.
	Quotient bool
	// Canonical, with Misere, asks for each heap's misère canonical form
	// instead (genera.go).
	Canonical bool
	// Graph names a file holding a game as a graph, whose loopy values
	// are asked for instead (graphcmd.go); Sum, tokens on its vertices
	// whose sum is to be decided.
	Graph, Sum string
	// Progress receives a progress line now and then while a long
	// computation runs; nil for none.
	Progress io.Writer
	// Warn receives warnings: a -go function past Codeforces' limit.
	Warn io.Writer
}

// defaultLimit is the largest heap size computed by default while looking
// for a period.
const defaultLimit = 1 << 20

// define defines judge sg's flags on fs, to fill o when fs is parsed.
func (o *options) define(fs *flag.FlagSet) {
	fs.IntVar(&o.N, "n", 100, "how many `values` to show (two heaps: the N×N corner)")
	o.Limit = -1
	fs.Var((*sizeFlag)(&o.Limit), "limit", "the largest heap `size` to compute while looking for a period, as a number or 2^K (default 2^20; for a game without a theorem, the values shown)")
	fs.BoolVar(&o.JSON, "json", false, "print one JSON object: game, values, preperiod, period, proved, computed")
	fs.StringVar(&o.PNG, "png", "", "draw the values into this PNG `file`")
	fs.BoolVar(&o.Go, "go", false, "print a Go function grundy(n int64) int, exact for every n, where a period is proved")
	fs.BoolVar(&o.Misere, "misere", false, "misère play: the genus of each of the first N heaps (default 20), and how far the game is tame")
	fs.BoolVar(&o.Canonical, "canonical", false, "with -misere: the misère canonical form of each of the first N heaps (Conway's simplification), up to 2^20 forms and 4096 characters a form")
	fs.StringVar(&o.Graph, "graph", "", "the loopy nim values of the game in this `file`: a line \"n m\", then m moves \"u v\" between vertices 0 to n-1, cycles allowed")
	fs.StringVar(&o.Sum, "sum", "", "with -graph: decide the sum of tokens on these `vertices` (\"1 4 4\"): P, N or D, and a move that wins or keeps the draw; with -misere, the sum of these heaps of an octal game (\"30 29 28\") by its misère quotient")
	fs.BoolVar(&o.Quotient, "quotient", false, "with -misere: the misère quotient of the first N heaps of an octal game (default 13): its elements, P-portion, each heap's element and the table")
}

// A sizeFlag is a non-negative size written as a number or as 2^K.
type sizeFlag int

func (s *sizeFlag) String() string {
	if s == nil || *s <= 0 {
		return ""
	}
	return strconv.Itoa(int(*s))
}

func (s *sizeFlag) Set(v string) error {
	n, err := parseSize(v)
	if err != nil {
		return err
	}
	*s = sizeFlag(n)
	return nil
}

// parseSize reads a number, or 2^K, that is at least 0.
func parseSize(v string) (int, error) {
	if b, k, ok := strings.Cut(v, "^"); ok {
		e, err := strconv.Atoi(k)
		if b != "2" || err != nil || e < 0 || e > 62 {
			return 0, fmt.Errorf("want a number or 2^K with K from 0 to 62, found %q", v)
		}
		return 1 << e, nil
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < 0 {
		return 0, fmt.Errorf("want a number, 0 or more, or 2^K, found %q", v)
	}
	return n, nil
}

// bytesPerValue bounds what a one-heap game's analysis keeps per heap size.
const bytesPerValue = 4

// check refuses options that cannot be honoured, before anything is
// computed or written.
func (o *options) check(src Source) error {
	if o.N < 0 {
		return fmt.Errorf("-n %d: want a number of values, 0 or more", o.N)
	}
	if o.JSON && o.Go {
		return errors.New("-json and -go: choose one")
	}
	if o.PNG != "" {
		if st, err := os.Stat(filepath.Dir(o.PNG)); err != nil || !st.IsDir() {
			return fmt.Errorf("-png %s: want a file in an existing directory, found no directory %s", o.PNG, filepath.Dir(o.PNG))
		}
	}
	mem, known := physicalMemory()
	if !known {
		mem = 1 << 40
	}
	fits := func(count, size uint64) bool {
		hi, lo := bits.Mul64(count, size)
		return hi == 0 && lo <= mem
	}
	if o.Canonical && (!o.Misere || o.JSON) {
		return errors.New("-canonical: want -misere too, and no -json: the forms are of misère play, printed as text")
	}
	if o.Misere {
		if err := o.checkMisere(src); err != nil {
			return err
		}
		if !fits(uint64(o.N), bytesPerGenus) {
			return fmt.Errorf("-n %d: the genera of %d heaps do not fit in this machine's %d MiB of memory", o.N, o.N, mem>>20)
		}
		return o.checkMisereWork(src)
	}
	if src.two != nil {
		if !fits(uint64(o.N)*uint64(o.N), 8) {
			return fmt.Errorf("-n %d: a table of %d×%d values does not fit in this machine's %d MiB of memory", o.N, o.N, o.N, mem>>20)
		}
		if o.Go {
			return fmt.Errorf("-go: %s is a two-heap game, and -go writes a one-heap game's values", src.name)
		}
		return nil
	}
	if src.most > 0 && o.limit() > src.most {
		return fmt.Errorf("%s: want heap sizes up to %d at most, found %d", o.sizes(), src.most, o.limit())
	}
	if !fits(uint64(o.limit()+1), bytesPerValue) || !fits(uint64(o.N), 8) {
		return fmt.Errorf("%s: %d values do not fit in this machine's %d MiB of memory", o.sizes(), max(o.limit()+1, o.N), mem>>20)
	}
	return nil
}

// sizes names the flags that set the heap sizes, as the user gave them.
func (o *options) sizes() string {
	if o.Limit < 0 {
		return fmt.Sprintf("-n %d", o.N)
	}
	return fmt.Sprintf("-limit %d, -n %d", o.Limit, o.N)
}

// limit is the largest heap size to compute: enough for the values shown,
// and for a game whose period can be proved, the limit given or the
// default.
func (o *options) limit() int {
	l := o.Limit
	if l < 0 {
		l = defaultLimit
	}
	return max(l, o.N-1)
}

// explore computes what o asks of the game and writes it to w: the table,
// the JSON object or the Go function, and the picture into o.PNG.
func explore(src Source, o options, w io.Writer) error {
	if err := o.check(src); err != nil {
		return err
	}
	if o.Canonical {
		return exploreCanonical(src, o, w)
	}
	if o.Misere {
		return exploreMisere(src, o, w)
	}
	if src.two != nil {
		t, err := src.two(o.N)
		if err != nil {
			return err
		}
		if o.PNG != "" {
			if err := writePNG(o.PNG, func(w io.Writer) error { return drawTwo(w, t) }); err != nil {
				return err
			}
		}
		if o.JSON {
			return writeJSON(w, src.name, t, nil, o.N)
		}
		return writeTwo(w, src.name, t)
	}
	limit := o.limit()
	if !src.proves && o.Limit < 0 {
		limit = max(o.N-1, 0) // nothing to prove: compute what is shown
	}
	progress := progressLine(o.Progress, src.name, limit+1, time.Now)
	a, err := src.one(limit, progress)
	if progress != nil {
		progress(limit + 1) // the end: clear the line
	}
	if err != nil {
		return err
	}
	if !src.proves {
		a.noTheorem = true
		a.observe()
	}
	if o.PNG != "" {
		if err := writePNG(o.PNG, func(w io.Writer) error { return drawOne(w, a, o.N) }); err != nil {
			return err
		}
	}
	switch {
	case o.JSON:
		return writeJSON(w, src.name, nil, a, o.N)
	case o.Go:
		return writeGo(w, o.Warn, src.name, a)
	}
	return writeOne(w, src.name, a, o.N)
}

// progressLine returns a progress function that, once a second has gone
// by, keeps one line on out up to date with how many heap sizes of total
// are computed, at most five times a second, and clears it when all are;
// nil where out is nil. now is the clock.
func progressLine(out io.Writer, name string, total int, now func() time.Time) func(int) {
	if out == nil {
		return nil
	}
	start := now()
	var last time.Time
	return func(done int) {
		t := now()
		if t.Sub(start) < time.Second {
			return
		}
		if done >= total {
			if !last.IsZero() {
				fmt.Fprint(out, "\r\033[K")
			}
			return
		}
		if t.Sub(last) < 200*time.Millisecond {
			return
		}
		last = t
		fmt.Fprintf(out, "\r\033[K%s: %d of at most %d heap sizes computed (%.0f%%) in %.0fs", name, done, total, 100*float64(done)/float64(total), t.Sub(start).Seconds())
	}
}

// Main explores src as judge sg does, with its flags, from the command
// line, and exits: a program of a dozen lines gets judge sg for a game of
// its own.
//
//	func main() {
//		g := game.New(func(n int) []int { ... })
//		game.Main(game.OneHeap("my game", g, func(n int) int { return n }))
//	}
func Main(src Source) {
	os.Exit(Command(filepath.Base(os.Args[0]), os.Args[1:], &src, os.Stdout, os.Stderr))
}

// Command runs judge sg as the command name with the arguments args, on
// src, or where src is nil on the game args name (see Lookup), flags
// before or after it. It returns the exit status: 0; 1 where the game
// could not be explored (its moves form a cycle or panic); 2 for a usage
// error, having written nothing but the one line that says what was
// expected and what was found.
func Command(name string, args []string, src *Source, stdout, stderr io.Writer) int {
	var o options
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	o.define(fs)
	// A flag's error is one line of its own, the usage for -h alone.
	fs.SetOutput(io.Discard)
	fs.Usage = func() {}
	usage := func() {
		fs.SetOutput(stderr)
		if src == nil {
			fmt.Fprintf(stderr, "usage: %s [flags] GAME\n       %s -graph FILE [-sum \"V ...\"] [-json]\n\nTabulate a game's Grundy values, draw them, find and prove their period;\nor, with -misere, its genera in misère play and how far it is tame;\nor, with -graph, the loopy values of a game given as a graph, and sums on it.\nGAME: an octal code (.07, 0.77, 4.007), S(1,3,4), grundy or wythoff.\n", name, name)
		} else {
			fmt.Fprintf(stderr, "usage: %s [flags]\n\nTabulate %s's Grundy values, draw them, find their period;\nor, with -misere, its genera in misère play and how far it is tame.\n", name, src.name)
		}
		fmt.Fprintln(stderr, "\nFlags:")
		fs.PrintDefaults()
	}
	// fail reports err on one line, whatever it quotes, and returns code.
	fail := func(code int, err error) int {
		fmt.Fprintf(stderr, "%s: %s\n", name, strings.NewReplacer("\n", `\n`, "\r", `\r`).Replace(err.Error()))
		return code
	}
	var games []string
	for {
		if err := fs.Parse(args); err != nil {
			if errors.Is(err, flag.ErrHelp) {
				usage()
				return 0
			}
			return fail(2, err)
		}
		if fs.NArg() == 0 {
			break
		}
		games, args = append(games, fs.Arg(0)), fs.Args()[1:]
	}
	if o.Misere && !isSet(fs, "n") {
		o.N = defaultMisereN
	}
	if isSet(fs, "sum") && o.Sum == "" {
		return fail(2, errors.New(`-sum "": want one or more vertices (with -graph) or heaps (with -misere), found none`))
	}
	switch {
	case o.Graph != "" && src != nil:
		return fail(2, errors.New("-graph: the game is the program's own; -graph takes a game given as a graph"))
	case o.Graph != "" && len(games) > 0:
		return fail(2, fmt.Errorf("-graph: the game is the graph's; want no game beside it, found %q", games[0]))
	case o.Graph != "":
		if err := checkGraph(fs); err != nil {
			return fail(2, err)
		}
		return graphCommand(name, o, stdout, stderr)
	case o.Quotient || o.Misere && o.Sum != "":
		if err := checkQuotient(o, src, games); err != nil {
			return fail(2, err)
		}
		if err := quotientCommand(games[0], o, isSet(fs, "n"), stdout); err != nil {
			return fail(1, err)
		}
		return 0
	case o.Sum != "":
		return fail(2, errors.New("-sum: want -graph FILE (tokens on its vertices) or -misere (heaps of an octal game)"))
	}
	switch {
	case src != nil && len(games) > 0:
		fmt.Fprintf(stderr, "%s: unexpected argument %q: the game is the program's own\n", name, games[0])
		return 2
	case src == nil && len(games) != 1:
		fmt.Fprintf(stderr, "%s: want one game (an octal code such as .07, S(1,3,4), grundy or wythoff), found %d arguments\n", name, len(games))
		return 2
	case src == nil:
		s, err := Lookup(games[0])
		if err != nil {
			return fail(2, err)
		}
		src = &s
	}
	if err := o.check(*src); err != nil {
		return fail(2, err)
	}
	o.Warn = stderr
	if isTerminal(stderr) {
		o.Progress = stderr
	}
	if err := explore(*src, o, stdout); err != nil {
		return fail(1, err)
	}
	return 0
}

// isTerminal reports whether w is a terminal.
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}

// physicalMemory returns the machine's memory in bytes, where the system
// tells it (Linux's /proc/meminfo).
func physicalMemory() (uint64, bool) {
	b, err := os.ReadFile("/proc/meminfo")
	if err != nil {
		return 0, false
	}
	for _, line := range strings.Split(string(b), "\n") {
		if f := strings.Fields(line); len(f) == 3 && f[0] == "MemTotal:" && f[2] == "kB" {
			kb, err := strconv.ParseUint(f[1], 10, 64)
			return kb << 10, err == nil
		}
	}
	return 0, false
}
