package cgt

import (
	"fmt"
	"testing"
)

// TestThermograph checks the walls' corners of a few games worked by
// hand, and that every wall of a Domineering board up to 3x3 ends at the
// game's temperature and mean, rises (left wall never rising in value,
// right never falling) and goes straight between corners.
func TestThermograph(t *testing.T) {
	d := func(n int64) Dyadic { return NewDyadic(n, 0) }
	for _, c := range []struct {
		expr        string
		left, right []Corner
	}{
		{"3/4", []Corner{{d(-1), NewDyadic(3, 2)}}, []Corner{{d(-1), NewDyadic(3, 2)}}},
		{"+-1", []Corner{{d(-1), d(2)}, {d(1), d(0)}}, []Corner{{d(-1), d(-2)}, {d(1), d(0)}}},
		{"*", []Corner{{d(-1), d(1)}, {d(0), d(0)}}, []Corner{{d(-1), d(-1)}, {d(0), d(0)}}},
		{"{3|1}", []Corner{{d(-1), d(4)}, {d(1), d(2)}}, []Corner{{d(-1), d(0)}, {d(1), d(2)}}},
		// {2 | {1|0}}: the left scaffold 2 - t meets the right one, 1 up to
		// {1|0}'s temperature 1/2 and 1/2 + t above, at t = 3/4.
		{"{2||1|0}", []Corner{{d(-1), d(3)}, {NewDyadic(3, 2), NewDyadic(5, 2)}}, []Corner{{d(-1), d(1)}, {NewDyadic(1, 1), d(1)}, {NewDyadic(3, 2), NewDyadic(5, 2)}}},
	} {
		g, err := Parse(c.expr)
		if err != nil {
			t.Fatal(err)
		}
		l, r := g.Thermograph()
		if fmt.Sprint(l) != fmt.Sprint(c.left) || fmt.Sprint(r) != fmt.Sprint(c.right) {
			t.Errorf("%s: walls %v | %v, want %v | %v", c.expr, l, r, c.left, c.right)
		}
	}
	for rows := 1; rows <= 3; rows++ {
		for cols := 1; cols <= 3; cols++ {
			for mask := 0; mask < 1<<(rows*cols); mask++ {
				board := ""
				for i := 0; i < rows*cols; i++ {
					if i > 0 && i%cols == 0 {
						board += "/"
					}
					board += map[bool]string{true: "#", false: "."}[mask>>i&1 == 1]
				}
				g, err := Domineering(board)
				if err != nil {
					t.Fatal(err)
				}
				checkWalls(t, board, g)
			}
		}
	}
}

// checkWalls checks g's walls as TestThermograph says.
func checkWalls(t *testing.T, name string, g Game) {
	t.Helper()
	l, r := g.Thermograph()
	for side, w := range [][]Corner{l, r} {
		if len(w) == 0 || w[0].T != NewDyadic(-1, 0) {
			t.Fatalf("%s: wall %d %v does not start at t = -1", name, side, w)
		}
		last := w[len(w)-1]
		if last.V != g.Mean() {
			t.Errorf("%s: wall %d %v ends at %v, not the mean %v", name, side, w, last.V, g.Mean())
		}
		if _, num := g.Number(); !num && last.T != g.Temperature() {
			t.Errorf("%s: wall %d %v ends at t = %v, not the temperature %v", name, side, w, last.T, g.Temperature())
		}
		for i := 1; i < len(w); i++ {
			dt, dv := w[i].T.Sub(w[i-1].T), w[i].V.Sub(w[i-1].V)
			if dt.Sign() <= 0 || dv != dt.Neg() && dv != dt && dv.Sign() != 0 {
				t.Errorf("%s: wall %d %v: from %v to %v is not a slope of -1, 0 or 1 upward", name, side, w, w[i-1], w[i])
			}
			if side == 0 && dv.Sign() > 0 || side == 1 && dv.Sign() < 0 {
				t.Errorf("%s: wall %d %v moves outward from %v to %v", name, side, w, w[i-1], w[i])
			}
		}
	}
}
