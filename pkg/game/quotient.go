package game

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"gametheory/pkg/misere"
	"gametheory/pkg/octal"
)

// judge sg -misere -quotient and -misere -sum: an octal game's misère
// quotient (pkg/misere), and sums of its heaps decided with it.

// quotientReport is the JSON object -misere -quotient -json prints.
type quotientReport struct {
	Game  string  `json:"game"`
	Bound int     `json:"bound"` // the largest heap
	Order int     `json:"order"`
	P     []int   `json:"p"`     // the P-portion
	Heaps []int   `json:"heaps"` // heap h's element
	Table [][]int `json:"table"` // table[x][y]: x·y
	// Presentation by generators and relations, <a, b | a^2 = 1, ...>,
	// generator i the element of heap Generators[i].
	Presentation string `json:"presentation"`
	Generators   []int  `json:"generators"`
}

// heapSumReport is the JSON object -misere -sum -json prints.
type heapSumReport struct {
	Game    string    `json:"game"`
	Sum     []int     `json:"sum"`
	Outcome string    `json:"outcome"` // P: the player to move loses; N: wins
	Move    *heapMove `json:"move"`    // null where the player to move has none that wins
}

// heapMove is a winning move: the heap at Index (from 0), of size Heap,
// replaced by the heaps To.
type heapMove struct {
	Index int   `json:"index"`
	Heap  int   `json:"heap"`
	To    []int `json:"to"`
}

// defaultQuotientN is how many heaps -misere -quotient takes without -n:
// Dawson's Kayles' first 13 take 0.05 s, Kayles' 0.5 s; the search for a
// quotient can grow exponentially with its heaps.
const defaultQuotientN = 13

// quotientCommand answers -misere -quotient and -misere -sum for the
// octal game named code: the quotient of the heaps below o.N where nSet
// (-n given), else of the first defaultQuotientN heaps, or of those up to
// the sum's largest.
func quotientCommand(code string, o options, nSet bool, w io.Writer) error {
	g, err := octal.Parse(code)
	if err != nil {
		return err
	}
	n := defaultQuotientN - 1
	if nSet {
		n = o.N - 1
	}
	var hs []int
	if o.Sum != "" {
		if hs, err = parseHeaps(o.Sum); err != nil {
			return err
		}
		if !nSet {
			n = 0
			for _, h := range hs {
				n = max(n, h)
			}
		}
	}
	q, err := misere.Compute(g, n, 0)
	var le *misere.LimitError
	if errors.As(err, &le) {
		return fmt.Errorf("%w; -n %d or less is within it", err, le.Reached+1)
	}
	if err != nil {
		return err
	}
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false) // the presentation's < and >
	if o.Sum == "" {
		if o.JSON {
			p := q.Presentation()
			return enc.Encode(quotientReport{g.String(), n, q.Order(), q.PPortion(), q.Heap, q.Mul, p.String(), p.Heaps})
		}
		return writeQuotient(w, g.String(), q)
	}
	lost, m, ok, err := q.Decide(hs...)
	if err != nil {
		return fmt.Errorf("-sum: %w, set by -n %d", err, o.N)
	}
	r := heapSumReport{Game: g.String(), Sum: hs, Outcome: "N"}
	if lost {
		r.Outcome = "P"
	}
	if ok {
		r.Move = &heapMove{m.Index, m.Heap, append([]int{}, m.To...)}
	}
	if o.JSON {
		return enc.Encode(r)
	}
	switch {
	case lost:
		_, err = fmt.Fprintf(w, "%s: %s is P: the player to move loses, whatever the move\n", r.Game, joinInts(hs, "+"))
	case ok:
		_, err = fmt.Fprintf(w, "%s: %s is N: the player to move wins by leaving %s of the heap of %d (the %s heap)\n", r.Game, joinInts(hs, "+"), leave(m.To), m.Heap, ordinal(m.Index+1))
	default:
		_, err = fmt.Fprintf(w, "%s: %s is N: the player to move has no move, and wins\n", r.Game, joinInts(hs, "+"))
	}
	return err
}

// parseHeaps reads the heap sizes of -sum.
func parseHeaps(s string) ([]int, error) {
	var hs []int
	for _, f := range strings.Fields(s) {
		h, err := strconv.Atoi(f)
		if err != nil || h < 0 {
			return nil, fmt.Errorf("-sum %q: want heap sizes, 0 or more, found %q", s, f)
		}
		hs = append(hs, h)
	}
	if len(hs) == 0 {
		return nil, fmt.Errorf("-sum %q: want heap sizes such as \"30 29 28\", found none", s)
	}
	return hs, nil
}

func joinInts(xs []int, sep string) string {
	s := make([]string, len(xs))
	for i, x := range xs {
		s[i] = strconv.Itoa(x)
	}
	return strings.Join(s, sep)
}

// leave words the heaps a move leaves.
func leave(to []int) string {
	if len(to) == 0 {
		return "nothing"
	}
	return joinInts(to, " and ")
}

func ordinal(k int) string {
	suffix := "th"
	switch {
	case k%100 >= 11 && k%100 <= 13:
	case k%10 == 1:
		suffix = "st"
	case k%10 == 2:
		suffix = "nd"
	case k%10 == 3:
		suffix = "rd"
	}
	return strconv.Itoa(k) + suffix
}

// writeQuotient writes q as text: order, P-portion, each heap's element,
// the presentation and the multiplication table.
func writeQuotient(w io.Writer, name string, q *misere.Quotient) error {
	var b strings.Builder
	elements := "elements, 0 the empty sum's"
	if q.Order() == 1 {
		elements = "element, the empty sum's"
	}
	fmt.Fprintf(&b, "%s: the misère quotient of the sums of heaps 0 to %d: %d %s\n", name, q.N, q.Order(), elements)
	p := q.Presentation()
	lost := joinInts(q.PPortion(), " ")
	if lost == "" {
		lost = "none"
	}
	fmt.Fprintf(&b, "P-portion (the player to move loses): %s\n", lost)
	fmt.Fprintf(&b, "heap 0 to %d: %s\n", q.N, joinInts(q.Heap, " "))
	if len(p.Heaps) == 0 {
		fmt.Fprintf(&b, "presentation: %v, every heap the empty sum\n", p)
	} else {
		fmt.Fprintf(&b, "presentation: %v, %s\n", p, p.Generators())
	}
	width := len(strconv.Itoa(q.Order() - 1))
	fmt.Fprintf(&b, "x·y, row x, column y:\n")
	for _, row := range q.Mul {
		for j, v := range row {
			if j > 0 {
				b.WriteByte(' ')
			}
			fmt.Fprintf(&b, "%*d", width, v)
		}
		b.WriteByte('\n')
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// checkQuotient refuses what -quotient and -misere -sum cannot honour.
func checkQuotient(o options, src *Source, games []string) error {
	switch {
	case !o.Misere:
		return errors.New("-quotient: want -misere too: the quotient is of misère play")
	case src != nil:
		return fmt.Errorf("-misere -quotient: %s is the program's own game; the quotient is of an octal game named on the command line", src.name)
	case len(games) != 1:
		return fmt.Errorf("-misere -quotient: want one octal game (.07, 0.77), found %d arguments", len(games))
	case o.Go || o.PNG != "":
		return errors.New("-misere -quotient: -go and -png are of normal play's values")
	case o.Canonical:
		return errors.New("-misere -quotient and -canonical: choose one")
	}
	return nil
}
