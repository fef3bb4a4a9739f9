package main

import (
	"math/rand"
	"strconv"
	"strings"
	"testing"

	"gametheory/internal/casegen"
	"gametheory/internal/gametree"
	"gametheory/internal/solvetest"
)

func TestSamples(t *testing.T) { solvetest.Samples(t, solve, "../../samples/hdu3404") }

const (
	first  = "Have a try, lxhgww.\n"
	second = "Don't waste your time.\n"
)

// TestAgainstSearch compares the answers with internal/gametree's search
// of the game itself, every light at once, on every set of lights of the
// boards 3 x 4, 4 x 3, 2 x 6, 6 x 2, 1 x 12 and 12 x 1 (which hold every
// smaller board's sets), each case's lights in a random order, all as the
// cases of one input: 24576 cases.
func TestAgainstSearch(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	lights := gametree.New(gametree.LightsMoves)
	var in, want strings.Builder
	cases := 0
	for _, size := range [][2]int8{{3, 4}, {4, 3}, {2, 6}, {6, 2}, {1, 12}, {12, 1}} {
		w, h := size[0], size[1]
		for on := uint32(0); on < 1<<(w*h); on++ {
			p := gametree.Lights{W: w, H: h, On: on}
			var at [][2]int64
			for x := 1; x <= int(w); x++ {
				for y := 1; y <= int(h); y++ {
					if on&p.Light(x, y) != 0 {
						at = append(at, [2]int64{int64(x), int64(y)})
					}
				}
			}
			r.Shuffle(len(at), func(i, j int) { at[i], at[j] = at[j], at[i] })
			in.WriteString(casegen.Line(int64(len(at))))
			for _, l := range at {
				in.WriteString(casegen.Line(l[0], l[1]))
			}
			if lights.Wins(p) {
				want.WriteString(first)
			} else {
				want.WriteString(second)
			}
			cases++
		}
	}
	solvetest.Check(t, solve, []solvetest.Case{{
		Name: "every set of lights of boards of 12 cells", In: strconv.Itoa(cases) + "\n" + in.String(), Out: want.String(),
	}})
}

// answer answers an input by the xor of internal/gametree's NimProduct,
// a method apart from the solution's, reading it with strconv.
func answer(in string) string {
	next := solvetest.NewTokens(in).Uint64
	var out strings.Builder
	for t := next(); t > 0; t-- {
		var x uint64
		for n := next(); n > 0; n-- {
			x ^= gametree.NimProduct(next(), next())
		}
		if x != 0 {
			out.WriteString(first)
		} else {
			out.WriteString(second)
		}
	}
	return out.String()
}

// TestLargeCoordinates checks cases with coordinates up to the
// statement's 10000, around 2^8 and 2^16, where the field's tower gains
// a level, and up to 2^64-1, against answer: random lights, and lost
// positions made by adding the light whose value cancels the others', a
// light (x, 1) being worth x.
func TestLargeCoordinates(t *testing.T) {
	r := rand.New(rand.NewSource(2))
	coordinate := func() uint64 {
		switch r.Intn(5) {
		case 0:
			return 1 + uint64(r.Intn(1e4))
		case 1:
			return 1e4 - uint64(r.Intn(20))
		case 2:
			return 1<<(8<<r.Intn(2)) - 3 + uint64(r.Intn(6))
		case 3:
			return 1<<64 - 1 - uint64(r.Intn(20))
		}
		return 1 + r.Uint64()>>1
	}
	var in strings.Builder
	const cases = 2000
	in.WriteString(strconv.Itoa(cases) + "\n")
	for c := 0; c < cases; c++ {
		seen := map[[2]uint64]bool{}
		var x uint64
		var b strings.Builder
		n := 1 + r.Intn(8)
		for i := 0; i < n; i++ {
			l := [2]uint64{coordinate(), coordinate()}
			if seen[l] || l[1] == 1 {
				continue
			}
			seen[l] = true
			x ^= gametree.NimProduct(l[0], l[1])
			b.WriteString(strconv.FormatUint(l[0], 10) + " " + strconv.FormatUint(l[1], 10) + "\n")
		}
		lights := len(seen)
		if c%2 == 0 && x != 0 { // (x, 1) cancels them
			b.WriteString(strconv.FormatUint(x, 10) + " 1\n")
			lights++
		}
		in.WriteString(strconv.Itoa(lights) + "\n" + b.String())
	}
	want := answer(in.String())
	if strings.Count(want, second) < cases/2 {
		t.Fatalf("only %d lost positions", strings.Count(want, second))
	}
	solvetest.Check(t, solve, []solvetest.Case{{Name: "large coordinates", In: in.String(), Out: want}})
}

// TestOutputs checks every committed .out file against answer.
func TestOutputs(t *testing.T) { solvetest.Outputs(t, "../../samples/hdu3404", answer) }

func TestMalformed(t *testing.T) {
	solvetest.Check(t, solve, []solvetest.Case{
		{Name: "no cases", In: "0\n", Out: ""},
		{Name: "no light", In: "2\n0\n1\n1 1\n", Out: second + first},
		{Name: "coordinates up to 2^64-1", In: "1\n2\n18446744073709551615 18446744073709551615\n11290409524105353207 1\n", Out: second},
		{Name: "empty input", In: "", Err: "line 1, column 1: expected the number of cases T >= 0, found end of input"},
		{Name: "fewer cases", In: "2\n1\n1 1\n", Out: first, Err: "line 4, column 1: expected the number of lights n >= 0, found end of input"},
		{Name: "fewer lights", In: "1\n2\n1 1\n", Err: "line 4, column 1: expected a light's x >= 1, found end of input"},
		{Name: "a light cut off", In: "1\n1\n5\n", Err: "line 4, column 1: expected a light's y >= 1, found end of input"},
		{Name: "a light twice", In: "2\n1\n1 1\n3\n2 3\n4 5\n2 3\n", Out: first, Err: "line 7, column 3: the light (2, 3) is given twice"},
		{Name: "x = 0", In: "1\n1\n0 4\n", Err: "line 3, column 1: a light's x, 0, is out of range [1, 18446744073709551615]"},
		{Name: "negative y", In: "1\n1\n4 -4\n", Err: "line 3, column 3: a light's y, -4, is out of range [1, 18446744073709551615]"},
		{Name: "2^64", In: "1\n1\n18446744073709551616 1\n", Err: "line 3, column 1: a light's x, 18446744073709551616, is out of range [1, 18446744073709551615]"},
		{Name: "not an integer", In: "1\n1\n1.5 1\n", Err: "line 3, column 1: expected a light's x >= 1, found \"1.5\""},
		{Name: "negative n", In: "1\n-1\n", Err: "line 2, column 1: the number of lights n, -1, is out of range [0, 9223372036854775807]"},
		{Name: "more than announced", In: "1\n1\n1 1\n2 2\n", Out: first, Warn: `line 4, column 1: ignored "2" and everything after it, past the end of the input`},
	})
}

// TestTrailing: the input ends after the T cases.
func TestTrailing(t *testing.T) {
	solvetest.Trailing(t, solve, "2\n2\n1 2\n2 1\n2\n1 1\n2 2\n", second+first)
}
