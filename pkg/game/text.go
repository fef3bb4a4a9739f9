package game

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// observe finds the pattern a game without a theorem shows in its
// computed values: the least period p, and for it the least preperiod e,
// such that G(n+p) = G(n) for every e <= n with n+p computed, seen at
// least three times over (the computed values past e span at least 3p).
// It is reported as observed, never as proved. The tails with period p
// come from the Z-function of the values reversed: z[p] is how far the
// reversed values agree with themselves shifted by p, so the last p+z[p]
// values have period p. Linear time.
func (a *analysis) observe() {
	c := len(a.all)
	r := make([]int, c)
	for i, v := range a.all {
		r[c-1-i] = v
	}
	z := zFunction(r)
	for p := 1; 3*p <= c; p++ {
		if z[p] >= 2*p {
			a.pre, a.per, a.observed = c-p-z[p], p, true
			return
		}
	}
}

// zFunction returns z with z[i] the length of the longest common prefix of
// s and s[i:] (z[0] = len(s)).
func zFunction(s []int) []int {
	z := make([]int, len(s))
	if len(s) == 0 {
		return z
	}
	z[0] = len(s)
	for i, l, r := 1, 0, 0; i < len(s); i++ {
		if i < r {
			z[i] = min(r-i, z[i-l])
		}
		for i+z[i] < len(s) && s[z[i]] == s[i+z[i]] {
			z[i]++
		}
		if i+z[i] > r {
			l, r = i, i+z[i]
		}
	}
	return z
}

// periodic returns the value G settles into at n's place in the period:
// G(m) for the m >= pre with m ≡ n mod per.
func (a *analysis) periodic(n int) int {
	if n < a.pre {
		n += (a.pre - n + a.per - 1) / a.per * a.per
	}
	return a.G(n)
}

// exception reports whether G(n) is one of the preperiod's values that
// differ from the periodic value at their place.
func (a *analysis) exception(n int) bool {
	return (a.proved || a.observed) && n < a.pre && a.G(n) != a.periodic(n)
}

// widest is the widest row the table is laid out in the period's width.
const widest = 40

// writeOne prints the first n values as Winning Ways prints them: rows as
// wide as the period (10 when there is none, or it is wider than 40), the
// exceptions marked, then what is known of the period.
func writeOne(w io.Writer, name string, a *analysis, n int) error {
	bw := bufio.NewWriter(w)
	width := 10
	if (a.proved || a.observed) && a.per <= widest {
		width = a.per
	}
	shown := min(n, a.shown())
	cell := len(strconv.Itoa(width - 1))
	for i := 0; i < shown; i++ {
		cell = max(cell, len(strconv.Itoa(a.G(i))))
	}
	label := len(strconv.Itoa(max(shown-1, 0))) + 1
	fmt.Fprintf(bw, "%s: G(n) for n < %d", name, shown)
	if width == a.per && (a.proved || a.observed) {
		fmt.Fprintf(bw, ", in rows of the period, %d", a.per)
	}
	fmt.Fprintln(bw)
	line := fmt.Sprintf("%*s", label, "")
	for c := 0; c < width; c++ {
		line += fmt.Sprintf(" %*d ", cell, c)
	}
	fmt.Fprintln(bw, strings.TrimRight(line, " "))
	exceptions := 0
	for row := 0; row < shown; row += width {
		line := fmt.Sprintf("%*s", label, strconv.Itoa(row)+"+")
		for i := row; i < row+width && i < shown; i++ {
			mark := " "
			if a.exception(i) {
				mark = "*"
				exceptions++
			}
			line += fmt.Sprintf(" %*d%s", cell, a.G(i), mark)
		}
		fmt.Fprintln(bw, strings.TrimRight(line, " "))
	}
	if exceptions > 0 {
		fmt.Fprintf(bw, "* an exception: G(n) differs from the period's value in its place, G(n + %dk) for n + %dk >= %d\n", a.per, a.per, a.pre)
	}
	fmt.Fprintln(bw, a.summary())
	return bw.Flush()
}

// shown is how many values the analysis can show: all, once a period is
// proved, else those computed.
func (a *analysis) shown() int {
	if a.proved {
		return int(^uint(0) >> 1)
	}
	return a.computed
}

// summary says what is known of the period, and how.
func (a *analysis) summary() string {
	switch {
	case a.proved:
		return fmt.Sprintf("preperiod %d, period %d: proved (%s; %d heap sizes computed)", a.pre, a.per, a.how, a.computed)
	case a.observed:
		return fmt.Sprintf("no period proved: no theorem is known for this game; its %d computed values repeat with period %d from %d on (observed, not proved)", a.computed, a.per, a.pre)
	case a.noTheorem:
		return fmt.Sprintf("no period proved: no theorem is known for this game, and its %d computed values show none", a.computed)
	}
	return fmt.Sprintf("no period up to %d (%d heap sizes computed)", a.computed-1, a.computed)
}

// writeTwo prints the n×n corner of a two-heap game's values, each lost
// position (value 0) marked.
func writeTwo(w io.Writer, name string, t [][]int) error {
	bw := bufio.NewWriter(w)
	n := len(t)
	cell := len(strconv.Itoa(max(n-1, 0)))
	for _, row := range t {
		for _, v := range row {
			cell = max(cell, len(strconv.Itoa(v)))
		}
	}
	fmt.Fprintf(bw, "%s: G(a, b) for a, b < %d; * marks a lost position (G = 0)\n", name, n)
	label := max(len(strconv.Itoa(max(n-1, 0))), 3)
	line := fmt.Sprintf("%*s", label, `a\b`)
	for b := 0; b < n; b++ {
		line += fmt.Sprintf(" %*d ", cell, b)
	}
	fmt.Fprintln(bw, strings.TrimRight(line, " "))
	for a, row := range t {
		line := fmt.Sprintf("%*d", label, a)
		for _, v := range row {
			mark := " "
			if v == 0 {
				mark = "*"
			}
			line += fmt.Sprintf(" %*d%s", cell, v, mark)
		}
		fmt.Fprintln(bw, strings.TrimRight(line, " "))
	}
	fmt.Fprintf(bw, "lost positions: %s\n", lostList(t))
	return bw.Flush()
}

// lostList lists the lost positions (a, b) with a <= b, the rest being
// their mirror images.
func lostList(t [][]int) string {
	var s []string
	for a, row := range t {
		for b := a; b < len(row); b++ {
			if row[b] == 0 {
				s = append(s, fmt.Sprintf("(%d,%d)", a, b))
			}
		}
	}
	if len(s) == 0 {
		return "none shown"
	}
	return strings.Join(s, " ") + " and their mirror images"
}

// report is the JSON object judge sg -json prints.
type report struct {
	Game      string `json:"game"`
	Values    any    `json:"values"`
	Preperiod *int   `json:"preperiod"`
	Period    *int   `json:"period"`
	Proved    bool   `json:"proved"`
	Computed  int    `json:"computed"`
	// Observed is a pattern seen in the computed values of a game no
	// theorem covers; not a proof.
	Observed *observed `json:"observed,omitempty"`
}

type observed struct {
	Preperiod int `json:"preperiod"`
	Period    int `json:"period"`
}

// writeJSON prints the one JSON object: a two-heap game's table t, or the
// first n values of a one-heap game's analysis a.
func writeJSON(w io.Writer, name string, t [][]int, a *analysis, n int) error {
	r := report{Game: name}
	if t != nil {
		r.Values, r.Computed = t, len(t)
	} else {
		v := make([]int, min(n, a.shown()))
		for i := range v {
			v[i] = a.G(i)
		}
		r.Values, r.Computed = v, a.computed
		if a.proved {
			r.Preperiod, r.Period, r.Proved = &a.pre, &a.per, true
		}
		if a.observed {
			r.Observed = &observed{a.pre, a.per}
		}
	}
	e := json.NewEncoder(w)
	return e.Encode(r)
}
