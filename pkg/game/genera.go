package game

import (
	"bufio"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"time"
)

// judge sg -misere: the genus of each heap, and how far the game is tame.

// defaultMisereN is how many heaps -misere shows without -n: a game that
// is not tame is searched over sums of heaps, whose number grows
// exponentially with the heaps' sizes; Kayles' first 20 take milliseconds.
const defaultMisereN = 20

// bytesPerGenus bounds what -misere keeps per heap before any search:
// its genus (a few values) and the tame-or-wild flag.
const bytesPerGenus = 96

// A heapGenus is what -misere shows of a heap.
type heapGenus struct {
	genus Genus
	tame  bool
}

// misereHeaps returns the function that values the heaps 0 to n-1 of a
// one-heap game for misère play, heap(n) being the position of a heap of
// n, calling progress with how many are done.
func misereHeaps[P comparable](g *Game[P], heap func(n int) P) func(int, func(int)) ([]heapGenus, error) {
	return func(n int, progress func(int)) ([]heapGenus, error) {
		hs := make([]heapGenus, n)
		for i := range hs {
			e, err := g.sumGenus([]P{heap(i)})
			if err != nil {
				return nil, fmt.Errorf("heap %d: %w", i, err)
			}
			hs[i] = heapGenus{e.genus, e.tame}
			if progress != nil {
				progress(i + 1)
			}
		}
		return hs, nil
	}
}

// checkMisere refuses what -misere cannot honour: a two-heap game, and
// the flags of normal play's period.
func (o *options) checkMisere(src Source) error {
	switch {
	case src.genera == nil:
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

// isSet reports whether the flag name was given on fs's command line.
func isSet(fs *flag.FlagSet, name string) bool {
	set := false
	fs.Visit(func(f *flag.Flag) { set = set || f.Name == name })
	return set
}

// exploreMisere writes what -misere asks of a one-heap game.
func exploreMisere(src Source, o options, w io.Writer) error {
	progress := progressLine(o.Progress, src.name, o.N, time.Now)
	hs, err := src.genera(o.N, progress)
	if progress != nil {
		progress(o.N) // the end: clear the line
	}
	if err != nil {
		return err
	}
	if o.JSON {
		return writeGeneraJSON(w, hs)
	}
	return writeGenera(w, src.name, hs)
}

// writeGenera prints one line per heap, its genus and whether it is tame,
// then how far the game is tame and why that settles its misère play.
func writeGenera(w io.Writer, name string, hs []heapGenus) error {
	bw := bufio.NewWriter(w)
	fmt.Fprintf(bw, "%s: the genus of heap n for n < %d: its normal value ^ its misère values with 0, 1, 2, ... Nim heaps of 2 beside it;\n", name, len(hs))
	fmt.Fprintln(bw, "tame: it and every position it reaches have a genus of a tame form, 0^120, 1^031 or a^{a, a xor 2}")
	width := len(fmt.Sprint(max(len(hs)-1, 0)))
	cell := len("genus")
	for _, h := range hs {
		cell = max(cell, len(h.genus.String()))
	}
	fmt.Fprintf(bw, "%*s  genus\n", width, "n")
	tame := -1 // the last heap of the tame run from 0
	for n, h := range hs {
		word := "wild"
		if h.tame {
			word = "tame"
			if tame == n-1 {
				tame = n
			}
		}
		fmt.Fprintf(bw, "%*d  %-*s  %s\n", width, n, cell, h.genus, word)
	}
	if tame >= 0 {
		fmt.Fprintf(bw, "tame up to heap %d: a sum of heaps up to %d is lost in misère play exactly when misère Nim on their genera says so (the theorem of tame games)\n", tame, tame)
	}
	if tame+1 < len(hs) {
		fmt.Fprintf(bw, "heap %d is wild: its genus %v is of no tame form; misère Nim does not decide the sums it is in, the search does (game.MisereWins)\n", tame+1, hs[tame+1].genus)
	}
	return bw.Flush()
}

// heapReport is the JSON object -misere -json prints for each heap.
type heapReport struct {
	N     int   `json:"n"`
	Genus []int `json:"genus"` // the normal value, then the misère values
	Tame  bool  `json:"tame"`
}

// writeGeneraJSON prints one JSON object per heap, one a line.
func writeGeneraJSON(w io.Writer, hs []heapGenus) error {
	bw := bufio.NewWriter(w)
	e := json.NewEncoder(bw)
	for n, h := range hs {
		r := heapReport{N: n, Genus: append([]int{h.genus.Normal}, h.genus.Misere...), Tame: h.tame}
		if err := e.Encode(r); err != nil {
			return err
		}
	}
	return bw.Flush()
}
