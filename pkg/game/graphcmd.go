package game

import (
	"bufio"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
)

// judge sg -graph: the loopy nim values of a game given as a graph, and
// sums of tokens on it.

// bytesPerVertex bounds what -graph keeps per vertex besides its moves:
// the graph as read and the labelling.
const bytesPerVertex = 64

// bytesPerMove bounds what -graph keeps per move: the move as read, with
// room for its list's growth, and the labelling's moves and reverse moves.
const bytesPerMove = 32

// maxLine is the longest line -graph reads.
const maxLine = 1 << 20

// readGraph reads a graph in judge sg -graph's format: a line "n m", then
// m lines "u v", each a move from u to v, vertices 0 to n-1; blank lines
// after them are allowed. An error names the file's line and what was
// expected there.
func readGraph(r io.Reader, name string, mem uint64) ([][]int, error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64<<10), maxLine)
	line := 0
	next := func() (string, bool) {
		if !sc.Scan() {
			return "", false
		}
		line++
		return sc.Text(), true
	}
	fail := func(format string, a ...any) error {
		return fmt.Errorf("%s:%d: %s", name, line, fmt.Sprintf(format, a...))
	}
	// readErr is the error that stopped the scan, at the line it stopped
	// in; nil at the end of the file.
	readErr := func() error {
		err := sc.Err()
		if err == nil {
			return nil
		}
		line++
		if errors.Is(err, bufio.ErrTooLong) {
			return fail("want a line of at most %d bytes, found a longer one", maxLine)
		}
		return fail("%v", err)
	}
	// pair reads two integers from s, each from 0 to most.
	pair := func(s string, most int) (int, int, bool) {
		f := strings.Fields(s)
		if len(f) != 2 {
			return 0, 0, false
		}
		a, err1 := strconv.Atoi(f[0])
		b, err2 := strconv.Atoi(f[1])
		ok := err1 == nil && err2 == nil && a >= 0 && b >= 0 && a <= most && b <= most
		return a, b, ok
	}
	s, ok := next()
	if !ok {
		if err := readErr(); err != nil {
			return nil, err
		}
		line = 1
		return nil, fail("want a line \"n m\" (vertices, moves), found an empty file")
	}
	n, m, ok := pair(s, 1<<31-1)
	if !ok {
		return nil, fail("want a line \"n m\": the numbers of vertices and of moves, two integers from 0 to %d, found %q", 1<<31-1, s)
	}
	if uint64(n) > mem/bytesPerVertex {
		return nil, fail("%d vertices do not fit in this machine's %d MiB of memory", n, mem>>20)
	}
	if uint64(n)*bytesPerVertex+uint64(m)*bytesPerMove > mem {
		return nil, fail("%d vertices and %d moves do not fit in this machine's %d MiB of memory", n, m, mem>>20)
	}
	moves := make([][]int, n)
	for i := 0; i < m; i++ {
		s, ok := next()
		if !ok {
			if err := readErr(); err != nil {
				return nil, err
			}
			line++
			return nil, fail("want move %d of %d, a line \"u v\", found the end of the file", i+1, m)
		}
		u, v, ok := pair(s, n-1)
		if !ok {
			return nil, fail("want move %d of %d, a line \"u v\" of two vertices from 0 to %d, found %q", i+1, m, n-1, s)
		}
		moves[u] = append(moves[u], v)
	}
	for {
		s, ok := next()
		if !ok {
			break
		}
		if strings.TrimSpace(s) != "" {
			return nil, fail("want the end of the file after %d moves, found %q", m, s)
		}
	}
	if err := readErr(); err != nil {
		return nil, err
	}
	return moves, nil
}

// checkGraph refuses the flags -graph does not take.
func checkGraph(fs *flag.FlagSet) error {
	for _, f := range []string{"n", "limit", "png", "go", "misere"} {
		if isSet(fs, f) {
			return fmt.Errorf("-graph and -%s: -%s is of a heap game's values; -graph takes -sum and -json", f, f)
		}
	}
	return nil
}

// parseTokens reads -sum's vertices, each from 0 to n-1.
func parseTokens(s string, n int) ([]int, error) {
	f := strings.Fields(s)
	if len(f) == 0 {
		return nil, fmt.Errorf("-sum %q: want one or more vertices, the tokens' places", s)
	}
	ts := make([]int, len(f))
	for i, x := range f {
		v, err := strconv.Atoi(x)
		if err != nil || v < 0 || v >= n {
			return nil, fmt.Errorf("-sum %q: want vertices from 0 to %d, found %q", s, n-1, x)
		}
		ts[i] = v
	}
	return ts, nil
}

// graphCommand runs judge sg -graph: it returns the exit status, having
// written the values, or the sum's outcome, to stdout, or one line to
// stderr.
func graphCommand(name string, o options, stdout, stderr io.Writer) int {
	fail := func(code int, err error) int {
		fmt.Fprintf(stderr, "%s: %s\n", name, err)
		return code
	}
	mem, known := physicalMemory()
	if !known {
		mem = 1 << 40
	}
	f, err := os.Open(o.Graph)
	if err != nil {
		return fail(2, fmt.Errorf("-graph %s: want a file to read, found %v", o.Graph, errors.Unwrap(err)))
	}
	moves, err := readGraph(f, o.Graph, mem)
	f.Close()
	if err != nil {
		return fail(2, err)
	}
	var tokens []int
	if o.Sum != "" {
		if tokens, err = parseTokens(o.Sum, len(moves)); err != nil {
			return fail(2, err)
		}
	}
	l, err := LoopyGraph(moves)
	if err != nil {
		return fail(1, err)
	}
	bw := bufio.NewWriter(stdout)
	switch {
	case tokens != nil:
		writeLoopySum(bw, l, tokens, o.JSON)
	case o.JSON:
		e := json.NewEncoder(bw)
		for v := range moves {
			x := l.Value(v)
			r := vertexReport{V: v, Value: x.String()}
			if x.Infinite {
				r.Set = &x.Set
			} else {
				r.Nim = &x.Nim
			}
			e.Encode(r)
		}
	default:
		fmt.Fprintf(bw, "%s: the loopy nim values of its %d vertices (Smith): a finite value, or ∞{K} where play can go on forever, K the finite values of its options\n", o.Graph, len(moves))
		width := len(strconv.Itoa(max(len(moves)-1, 0)))
		fmt.Fprintf(bw, "%*s  value\n", width, "v")
		for v := range moves {
			fmt.Fprintf(bw, "%*d  %v\n", width, v, l.Value(v))
		}
	}
	if err := bw.Flush(); err != nil {
		return fail(1, err)
	}
	return 0
}

// vertexReport is the JSON object -graph -json prints for each vertex:
// nim for a finite value, set for an infinite one.
type vertexReport struct {
	V     int    `json:"v"`
	Value string `json:"value"`
	Nim   *int   `json:"nim,omitempty"`
	Set   *[]int `json:"set,omitempty"`
}

// sumReport is the JSON object -graph -sum -json prints.
type sumReport struct {
	Tokens  []int    `json:"tokens"`
	Values  []string `json:"values"`
	Outcome string   `json:"outcome"` // P, N or D
	Move    *sumMove `json:"move"`    // null for P
}

type sumMove struct {
	Token int `json:"token"` // its index in tokens
	From  int `json:"from"`
	To    int `json:"to"`
}

// writeLoopySum writes the outcome of the sum of tokens on l's vertices
// and its move.
func writeLoopySum(w io.Writer, l *Loopy[int], tokens []int, asJSON bool) {
	r := l.Sum(tokens...)
	rep := sumReport{Tokens: tokens, Outcome: map[Outcome]string{Win: "N", Lose: "P", Draw: "D"}[r.Outcome]}
	for _, v := range tokens {
		rep.Values = append(rep.Values, l.Value(v).String())
	}
	if r.Moves {
		rep.Move = &sumMove{Token: r.Token, From: tokens[r.Token], To: r.To}
	}
	if asJSON {
		json.NewEncoder(w).Encode(rep)
		return
	}
	fmt.Fprintf(w, "tokens on %s: values %s\n", strings.Trim(fmt.Sprint(tokens), "[]"), strings.Join(rep.Values, " "))
	switch r.Outcome {
	case Lose:
		fmt.Fprintln(w, "P: the player to move loses: every move leads to a sum the other wins")
	case Win:
		fmt.Fprintf(w, "N: the player to move wins: move token %d from %d to %d, to a lost sum (all values finite, xor 0)\n", r.Token, rep.Move.From, r.To)
	default:
		fmt.Fprintf(w, "D: a draw: neither player can force a win; the player to move keeps it by moving token %d from %d to %d\n", r.Token, rep.Move.From, r.To)
	}
}
