package exhaustive

import (
	"bytes"
	"errors"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"gametheory/pkg/fastio"
)

// numbers is the family of inputs "1", "2", ..., "n", each a line; it
// goes on after yield returns false when careless is set, as a family
// written carelessly would.
func numbers(n int, careless bool) Family {
	return func(yield func([]byte) bool) {
		for x := 1; x <= n; x++ {
			if !yield(fmt.Appendf(nil, "%d\n", x)) && !careless {
				return
			}
		}
	}
}

// double answers x with 2x.
func double(in *fastio.Reader, out *fastio.Writer) error {
	out.Int64(2 * in.Int64())
	out.Newline()
	return nil
}

// doubleBut answers as double does, but for x = at, where it does what how
// says.
func doubleBut(at int64, how string) func(*fastio.Reader, *fastio.Writer) error {
	return func(in *fastio.Reader, out *fastio.Writer) error {
		x := in.Int64()
		if x != at {
			out.Int64(2 * x)
			out.Newline()
			return nil
		}
		switch how {
		case "wrong":
			out.Int64(2*x + 1)
			out.Newline()
		case "spaces":
			out.Int64(2 * x)
			out.String("  \n\n\n")
		case "fail":
			return errors.New("no answer")
		case "panic":
			out.Int64(2 * x) // shown, though it was not flushed
			out.Newline()
			panic("out of range")
		case "fail after":
			out.Int64(2 * x)
			out.Newline()
			return errors.New("late")
		}
		return nil
	}
}

func TestCheck(t *testing.T) {
	tests := []struct {
		name         string
		family       Family
		solve, brute func(*fastio.Reader, *fastio.Writer) error
		n            int    // inputs run
		mismatch     int    // the input of the mismatch, 0 for none
		got          string // the mismatch's output
		err          string // the error's text, or its start, "" for none
	}{
		{name: "every input passes", family: numbers(50, false), solve: double, brute: double, n: 50},
		{name: "the first wrong input", family: numbers(50, false), solve: doubleBut(7, "wrong"), brute: double, n: 7, mismatch: 7, got: "15\n",
			err: "input 7 of the family: line 1, column 2: expected \"14\", found \"15\"\ninput:\n    7\nexpected (brute force):\n    14\noutput:\n    15"},
		{name: "spaces at line ends and blank lines at the end are no difference", family: numbers(10, false), solve: doubleBut(3, "spaces"), brute: double, n: 10},
		{name: "the solution fails", family: numbers(10, false), solve: doubleBut(5, "fail"), brute: double, n: 5, mismatch: 5, got: "",
			err: "input 5 of the family: the solution failed: no answer\ninput:\n    5\nexpected (brute force):\n    10\noutput:\n    "},
		{name: "the solution fails after a right answer", family: numbers(10, false), solve: doubleBut(2, "fail after"), brute: double, n: 2, mismatch: 2, got: "4\n",
			err: "input 2 of the family: the solution failed: late\n"},
		{name: "the solution panics", family: numbers(10, false), solve: doubleBut(3, "panic"), brute: double, n: 3, mismatch: 3, got: "6\n",
			err: "input 3 of the family: the solution failed: panic: out of range\ngoroutine "},
		{name: "the brute force fails", family: numbers(10, false), solve: double, brute: doubleBut(4, "fail"), n: 4,
			err: "input 4 of the family: the brute force failed: no answer\ninput:\n    4"},
		{name: "the brute force panics", family: numbers(10, false), solve: double, brute: doubleBut(6, "panic"), n: 6,
			err: "input 6 of the family: the brute force failed: panic: out of range\n"},
		{name: "a family that goes on after the mismatch", family: numbers(50, true), solve: doubleBut(7, "wrong"), brute: double, n: 7, mismatch: 7, got: "15\n",
			err: "input 7 of the family: line 1"},
		{name: "an empty family", family: numbers(0, false), solve: double, brute: double, err: "the family is empty"},
		{name: "input the solution leaves unread", family: func(yield func([]byte) bool) { yield([]byte("4 junk\n")) }, solve: double, brute: double, n: 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			n, err := Check(tt.family, tt.solve, tt.brute)
			if n != tt.n {
				t.Errorf("%d inputs run, want %d", n, tt.n)
			}
			switch {
			case tt.err == "" && err != nil:
				t.Fatalf("error %v", err)
			case tt.err != "" && (err == nil || !strings.HasPrefix(err.Error(), tt.err)):
				t.Fatalf("error %v, want one that starts %q", err, tt.err)
			}
			var m *Mismatch
			if errors.As(err, &m) != (tt.mismatch != 0) || m != nil && (m.K != tt.mismatch || string(m.Input) != fmt.Sprintln(tt.mismatch) ||
				string(m.Got) != tt.got || string(m.Want) != fmt.Sprintln(2*tt.mismatch)) {
				t.Errorf("mismatch %+v, want one at input %d, output %q", m, tt.mismatch, tt.got)
			}
		})
	}
}

// heaps is the family of one heap of 0 to size tokens, as "1\nA\n".
func heaps(size int64) Family {
	return func(yield func([]byte) bool) {
		for a := int64(0); a <= size; a++ {
			if !yield(fmt.Appendf(nil, "1\n%d\n", a)) {
				return
			}
		}
	}
}

func TestGenerate(t *testing.T) {
	tests := []struct {
		args []string
		out  string
		err  string
	}{
		{[]string{"1"}, "1\n0\n", ""},
		{[]string{"4"}, "1\n3\n", ""},
		{[]string{"6"}, "1\n5\n", ""},
		{[]string{"7"}, "", ""}, // past the last input of heaps(5)
		{[]string{"3", "1"}, "", ""},
		{[]string{"2", "1"}, "1\n1\n", ""},
		{[]string{"11", "10"}, "1\n10\n", ""},
		{nil, "", `usage: GEN K [SIZE], two integers, K >= 1; found []`},
		{[]string{"0"}, "", `usage: GEN K [SIZE], two integers, K >= 1; found ["0"]`},
		{[]string{"x"}, "", `usage: GEN K [SIZE], two integers, K >= 1; found ["x"]`},
		{[]string{"1", "2", "3"}, "", `usage: GEN K [SIZE], two integers, K >= 1; found ["1" "2" "3"]`},
		{[]string{"1", "y"}, "", `usage: GEN K [SIZE], two integers, K >= 1; found ["1" "y"]`},
	}
	for _, tt := range tests {
		var b bytes.Buffer
		msg := ""
		if err := generate(tt.args, heaps, 5, &b); err != nil {
			msg = err.Error()
		}
		if b.String() != tt.out || msg != tt.err {
			t.Errorf("gen %q: %q, %q; want %q, %q", tt.args, b.String(), msg, tt.out, tt.err)
		}
	}
}

func TestPiles(t *testing.T) {
	tests := []struct {
		most  int
		size  int64
		n     int
		first []string // the first inputs
		last  string
	}{
		{1, 0, 1, []string{"1\n0\n"}, "1\n0\n"},
		{1, 3, 4, []string{"1\n0\n", "1\n1\n"}, "1\n3\n"},
		{2, 1, 2 + 4, []string{"1\n0\n", "1\n1\n", "2\n0 0\n", "2\n0 1\n", "2\n1 0\n"}, "2\n1 1\n"},
		{3, 9, 10 + 100 + 1000, []string{"1\n0\n"}, "3\n9 9 9\n"},
		{4, 2, 3 + 9 + 27 + 81, []string{"1\n0\n", "1\n1\n", "1\n2\n", "2\n0 0\n"}, "4\n2 2 2 2\n"},
	}
	for _, tt := range tests {
		var got []string
		seen := map[string]bool{}
		Piles(tt.most, tt.size)(func(in []byte) bool {
			got = append(got, string(in))
			seen[string(in)] = true
			return true
		})
		if len(got) != tt.n || len(seen) != tt.n || !reflect.DeepEqual(got[:len(tt.first)], tt.first) || got[len(got)-1] != tt.last {
			t.Errorf("Piles(%d, %d): %d inputs, %d of them distinct, first %q, last %q; want %d, first %q, last %q",
				tt.most, tt.size, len(got), len(seen), got[:min(len(got), len(tt.first))], got[len(got)-1], tt.n, tt.first, tt.last)
		}
	}
	// It stops when told to.
	n := 0
	Piles(3, 5)(func([]byte) bool { n++; return n < 7 })
	if n != 7 {
		t.Errorf("Piles went on to %d inputs after false at the 7th", n)
	}
}
