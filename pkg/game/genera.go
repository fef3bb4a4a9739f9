package game

import (
	"bufio"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"

	"gametheory/pkg/misere"
)

// judge sg -misere: the genus of each heap, and how far the game is tame.

// defaultMisereN is how many heaps -misere shows without -n: a game that
// is not tame is searched over sums of heaps, whose number grows
// exponentially with the heaps' sizes; Kayles' first 20 take milliseconds.
const defaultMisereN = 20

// bytesPerGenus bounds what -misere keeps per heap before any search:
// its genus (a few values) and the tame-or-wild flag.
const bytesPerGenus = 96

// misereBound is the bound judge sg puts on the sums a search of a game
// it knows by name holds: some 200 MiB of them, and a minute or two of
// Kayles' sums (heap 60 or so).
const misereBound = 1 << 20

// misereWork is the most options -misere looks at, by its estimate, in
// valuing its heaps alone, before any sum: some minutes.
const misereWork = 1e9

// A heapGenus is what -misere shows of a heap.
type heapGenus struct {
	genus Genus
	tame  bool
}

// A misereSource is what -misere needs of a one-heap game.
type misereSource struct {
	// heaps values the heaps 0 to n-1 in turn, giving each to emit as
	// soon as it is known.
	heaps func(n int, emit func(heapGenus) error) error
	// options counts the options of heap n.
	options func(n int) (int, error)
	// forms gives the canonical forms of the heaps, made in t.
	forms func(t *misere.Table) func(n int) (*misere.Form, error)
}

// misereOf returns the misère side of the one-heap game of g whose heap
// of n is the position heap(n).
func misereOf[P comparable](g *Game[P], heap func(n int) P) *misereSource {
	return &misereSource{
		heaps: func(n int, emit func(heapGenus) error) error {
			for i := 0; i < n; i++ {
				e, err := g.sumGenus([]P{heap(i)})
				if err != nil {
					return fmt.Errorf("heap %d: %w", i, err)
				}
				if err := emit(heapGenus{e.genus, e.tame}); err != nil {
					return err
				}
			}
			return nil
		},
		options: func(n int) (int, error) {
			opts, err := g.moves(heap(n), "Genus")
			return len(opts), err
		},
		forms: func(t *misere.Table) func(n int) (*misere.Form, error) {
			form := misere.Forms(t, func(p P) ([][]P, error) { return g.moves(p, "Canonical") })
			return func(n int) (*misere.Form, error) { return form(heap(n)) }
		},
	}
}

// work estimates how many options valuing the heaps 0 to n-1 alone looks
// at, each heap's once: nothing for n up to 1024, whose options are few
// enough for any game judge sg takes; beyond, the count of heap 1024 and
// its growth from heap 512, taken as linear, as an octal game's is (a
// split leaves about n/2 options). It is a floor: a sum of wild heaps
// looks at many more, which the bound on the search stops.
func (m *misereSource) work(n int) (float64, int, error) {
	const h0, h1 = 512, 1024
	if n <= h1 {
		return 0, 0, nil
	}
	c0, err := m.options(h0)
	if err != nil {
		return 0, 0, fmt.Errorf("heap %d: %w", h0, err)
	}
	c1, err := m.options(h1)
	if err != nil {
		return 0, 0, fmt.Errorf("heap %d: %w", h1, err)
	}
	slope := max(float64(c1-c0)/(h1-h0), 0)
	// The sum over h < n of c1 + slope*(h - h1).
	fn := float64(n)
	return fn*float64(c1) + slope*(fn*(fn-1)/2-h1*fn), c1, nil
}

// checkMisere refuses what -misere cannot honour: a two-heap game, and
// the flags of normal play's period.
func (o *options) checkMisere(src Source) error {
	switch {
	case src.misere == nil:
		return fmt.Errorf("-misere: %s is a two-heap game; -misere takes a one-heap game", src.name)
	case o.Go:
		return errors.New("-misere and -go: -go writes normal play's values; choose one")
	case o.PNG != "":
		return errors.New("-misere and -png: the picture is of normal play's values; choose one")
	case o.Limit >= 0:
		return errors.New("-misere and -limit: -limit bounds the search for a period of normal play; with -misere, -n is the number of heaps")
	}
	return nil
}

// checkMisereWork refuses an -n whose heaps alone look at more options
// than misereWork, by the estimate of work, naming the largest -n within
// it.
func (o *options) checkMisereWork(src Source) error {
	w, c, err := src.misere.work(o.N)
	if err != nil {
		return err
	}
	if w > misereWork {
		// The most heaps within it, by bisection: the estimate grows with n.
		lo, hi := 0, o.N
		for lo < hi {
			mid := lo + (hi-lo+1)/2
			if w, _, _ := src.misere.work(mid); w <= misereWork {
				lo = mid
			} else {
				hi = mid - 1
			}
		}
		return fmt.Errorf("-n %d: valuing %d heaps alone looks at some %.1e options (heap 1024 has %d), past the %.0e that take minutes, before any sum of wild heaps; want -n %d or less", o.N, o.N, w, c, misereWork, lo)
	}
	return nil
}

// isSet reports whether the flag name was given on fs's command line.
func isSet(fs *flag.FlagSet, name string) bool {
	set := false
	fs.Visit(func(f *flag.Flag) { set = set || f.Name == name })
	return set
}

// exploreMisere writes what -misere asks of a one-heap game, each heap's
// line as soon as its genus is known, then how far the game is tame and
// where the table stopped: at -n, at the first wild heap, or where a
// heap's search passed the game's bound (an error then, after the table).
func exploreMisere(src Source, o options, w io.Writer) error {
	bw := bufio.NewWriter(w)
	enc := json.NewEncoder(bw)
	width := len(fmt.Sprint(max(o.N-1, 0)))
	if !o.JSON {
		fmt.Fprintf(bw, "%s: the genus of heap n for n < %d: its normal value ^ its misère values with 0, 1, 2, ... Nim heaps of 2 beside it;\n", src.name, o.N)
		fmt.Fprintln(bw, "tame: it and every position it reaches have a genus of a tame form, 0^120, 1^031 or a^{a, a xor 2}")
		fmt.Fprintf(bw, "%*s  genus\n", width, "n")
	}
	n, tame := 0, -1 // the heaps valued; the last heap of the tame run from 0
	var wild *heapGenus
	err := src.misere.heaps(o.N, func(h heapGenus) error {
		if o.JSON {
			enc.Encode(heapReport{N: n, Genus: append([]int{h.genus.Normal}, h.genus.Misere...), Tame: h.tame})
		} else {
			word := "wild"
			if h.tame {
				word = "tame"
			}
			fmt.Fprintf(bw, "%*d  %-*s  %s\n", width, n, genusCell, h.genus, word)
		}
		if h.tame && tame == n-1 {
			tame = n
		}
		if !h.tame && wild == nil {
			wild = &h
		}
		n++
		return bw.Flush()
	})
	var le *LimitError
	if errors.As(err, &le) {
		// Said to the command's user, who has no SetLimit to raise it by.
		err = fmt.Errorf("heap %d: the search (%s) stopped at judge sg -misere's bound of %d positions before the heap's genus was known", n, le.Search, le.Limit)
	}
	if err != nil && le == nil || o.JSON {
		bw.Flush()
		return err
	}
	if tame >= 0 {
		fmt.Fprintf(bw, "tame up to heap %d: a sum of heaps up to %d is lost in misère play exactly when misère Nim on their genera says so (the theorem of tame games)\n", tame, tame)
	}
	switch {
	case wild != nil:
		fmt.Fprintf(bw, "heap %d is wild: its genus %v is of no tame form; misère Nim does not decide the sums it is in, the search does (game.MisereWins)\n", tame+1, wild.genus)
	case le == nil && n > 0:
		fmt.Fprintf(bw, "no heap below %d is wild: -n %d stopped the table there, and heaps from %d on are not searched\n", n, n, n)
	}
	if le != nil {
		fmt.Fprintf(bw, "heap %d: the search (%s) stopped at its bound of %d positions before the heap's genus was known; the table stops there\n", n, le.Search, le.Limit)
	}
	if ferr := bw.Flush(); err == nil {
		err = ferr
	}
	return err
}

// canonicalForms and canonicalWidth bound -canonical: the forms its
// table holds (some hundreds of MiB at most), and the length of a form it
// prints.
const canonicalForms, canonicalWidth = 1 << 20, 4096

// exploreCanonical writes each heap's misère canonical form as soon as it
// is known, and stops with an error at the first heap past a bound.
func exploreCanonical(src Source, o options, w io.Writer) error {
	bw := bufio.NewWriter(w)
	width := len(fmt.Sprint(max(o.N-1, 0)))
	fmt.Fprintf(bw, "%s: the misère canonical form of heap n for n < %d: *k is a Nim heap, {...} the form's options\n", src.name, o.N)
	fmt.Fprintf(bw, "%*s  form\n", width, "n")
	heap := src.misere.forms(misere.NewTable(canonicalForms))
	for n := 0; n < o.N; n++ {
		f, err := heap(n)
		if err == nil && f.Width() > canonicalWidth {
			err = fmt.Errorf("its form is %d characters long, past the bound of %d", f.Width(), canonicalWidth)
		}
		if err != nil {
			bw.Flush()
			return fmt.Errorf("heap %d: %w; the table stops there", n, err)
		}
		fmt.Fprintf(bw, "%*d  %v\n", width, n, f)
		if err := bw.Flush(); err != nil {
			return err
		}
	}
	return nil
}

// genusCell is the width of the genus column: that of the widest genus of
// a tame form with a one-digit value, 0^120; a wider genus pushes its
// line's last word on.
const genusCell = 5

// heapReport is the JSON object -misere -json prints for each heap.
type heapReport struct {
	N     int   `json:"n"`
	Genus []int `json:"genus"` // the normal value, then the misère values
	Tame  bool  `json:"tame"`
}
