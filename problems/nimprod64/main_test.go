package main

import (
	"math/rand"
	"strconv"
	"strings"
	"testing"

	"gametheory/internal/gametree"
	"gametheory/internal/solvetest"
)

func TestSamples(t *testing.T) { solvetest.Samples(t, solve, "../../samples/nimprod64") }

// query writes the input of the pairs.
func query(pairs [][2]uint64) string {
	var b strings.Builder
	b.WriteString(strconv.Itoa(len(pairs)) + "\n")
	for _, p := range pairs {
		b.WriteString(strconv.FormatUint(p[0], 10) + " " + strconv.FormatUint(p[1], 10) + "\n")
	}
	return b.String()
}

// products runs the solution on the pairs and returns its answers.
func products(t *testing.T, pairs [][2]uint64) []uint64 {
	t.Helper()
	out, err := solvetest.Output(solve, query(pairs))
	if err != nil {
		t.Fatal(err)
	}
	f := strings.Fields(out)
	if len(f) != len(pairs) {
		t.Fatalf("%d answers to %d queries", len(f), len(pairs))
	}
	v := make([]uint64, len(f))
	for i, s := range f {
		if v[i], err = strconv.ParseUint(s, 10, 64); err != nil {
			t.Fatal(err)
		}
	}
	return v
}

// TestAgainstDefinition asks every pair below 2^8 in one input and
// compares the answers with the statement's mex definition
// (gametree.NimProducts), which knows nothing of the theory.
func TestAgainstDefinition(t *testing.T) {
	table := gametree.NimProducts(256)
	var pairs [][2]uint64
	for a := uint64(0); a < 256; a++ {
		for b := uint64(0); b < 256; b++ {
			pairs = append(pairs, [2]uint64{a, b})
		}
	}
	for i, v := range products(t, pairs) {
		if p := pairs[i]; v != uint64(table[p[0]][p[1]]) {
			t.Fatalf("%d ⊗ %d: answered %d, by the definition %d", p[0], p[1], v, table[p[0]][p[1]])
		}
	}
}

// TestFieldAxioms asks, for random 64-bit triples a, b, c, the products
// a ⊗ b, b ⊗ a, b ⊗ c and a ⊗ c, then (a ⊗ b) ⊗ c and a ⊗ (b ⊗ c), and
// checks that they make a field with xor: ⊗ commutes, associates and
// distributes over xor, and no two nonzero numbers multiply to 0; each
// product is also gametree.NimProduct's, a method apart from the
// solution's.
func TestFieldAxioms(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	const n = 5000
	var abc [][3]uint64
	var first [][2]uint64
	for i := 0; i < n; i++ {
		x := [3]uint64{r.Uint64(), r.Uint64(), r.Uint64()}
		for j := range x {
			if r.Intn(4) == 0 {
				x[j] >>= r.Intn(64)
			}
		}
		abc = append(abc, x)
		first = append(first, [2]uint64{x[0], x[1]}, [2]uint64{x[1], x[0]}, [2]uint64{x[1], x[2]}, [2]uint64{x[0], x[2]})
	}
	p := products(t, first)
	for i, q := range first {
		if want := gametree.NimProduct(q[0], q[1]); p[i] != want {
			t.Fatalf("%d ⊗ %d: answered %d, the reference %d", q[0], q[1], p[i], want)
		}
	}
	var second [][2]uint64
	for i, x := range abc {
		second = append(second, [2]uint64{p[4*i], x[2]}, [2]uint64{x[0], p[4*i+2]}, [2]uint64{x[0], x[1] ^ x[2]})
	}
	s := products(t, second)
	for i, x := range abc {
		ab, ba, ac := p[4*i], p[4*i+1], p[4*i+3]
		switch {
		case ab != ba:
			t.Fatalf("%d ⊗ %d = %d, but %d ⊗ %d = %d", x[0], x[1], ab, x[1], x[0], ba)
		case s[3*i] != s[3*i+1]:
			t.Fatalf("(%d ⊗ %d) ⊗ %d = %d, but %d ⊗ (%d ⊗ %d) = %d", x[0], x[1], x[2], s[3*i], x[0], x[1], x[2], s[3*i+1])
		case s[3*i+2] != ab^ac:
			t.Fatalf("%d ⊗ (%d ⊕ %d) = %d, not (%d ⊗ %d) ⊕ (%d ⊗ %d) = %d", x[0], x[1], x[2], s[3*i+2], x[0], x[1], x[0], x[2], ab^ac)
		case x[0] != 0 && x[1] != 0 && ab == 0:
			t.Fatalf("%d ⊗ %d = 0", x[0], x[1])
		}
	}
}

// answer answers an input by gametree.NimProduct, reading it with
// strconv.
func answer(in string) string {
	f := strings.Fields(in)
	var out []byte
	for i := 1; i+1 < len(f); i += 2 {
		a, err1 := strconv.ParseUint(f[i], 10, 64)
		b, err2 := strconv.ParseUint(f[i+1], 10, 64)
		if err1 != nil || err2 != nil {
			panic(f[i] + " " + f[i+1])
		}
		out = strconv.AppendUint(out, gametree.NimProduct(a, b), 10)
		out = append(out, '\n')
	}
	return string(out)
}

// TestOutputs checks every committed .out file against answer.
func TestOutputs(t *testing.T) { solvetest.Outputs(t, "../../samples/nimprod64", answer) }

func TestMalformed(t *testing.T) {
	solvetest.Check(t, solve, []solvetest.Case{
		{Name: "no queries", In: "0\n", Out: ""},
		{Name: "empty input", In: "", Err: "line 1, column 1: expected the number of queries T >= 0, found end of input"},
		{Name: "fewer queries", In: "3\n2 2\n3 3\n", Out: "3\n2\n", Err: "line 4, column 1: expected A >= 0, found end of input"},
		{Name: "a query cut off", In: "2\n2 2\n3\n", Out: "3\n", Err: "line 4, column 1: expected B >= 0, found end of input"},
		{Name: "2^64", In: "2\n2 2\n1 18446744073709551616\n", Out: "3\n", Err: "line 3, column 3: B, 18446744073709551616, is out of range [0, 18446744073709551615]"},
		{Name: "negative", In: "1\n-1 1\n", Err: "line 2, column 1: A, -1, is out of range [0, 18446744073709551615]"},
		{Name: "a sign", In: "1\n+1 1\n", Err: "line 2, column 1: expected A >= 0, found \"+1\""},
		{Name: "not an integer", In: "1\n1 0x10\n", Err: "line 2, column 3: expected B >= 0, found \"0x10\""},
		{Name: "negative T", In: "-1\n", Err: "line 1, column 1: the number of queries T, -1, is out of range [0, 9223372036854775807]"},
		{Name: "huge T, few queries", In: "9223372036854775807\n2 2\n", Out: "3\n", Err: "line 3, column 1: expected A >= 0, found end of input"},
		{Name: "more than announced", In: "1\n2 2\n3 3\n", Out: "3\n", Warn: `line 3, column 1: ignored "3" and everything after it, past the end of the input`},
	})
}

// TestTrailing: the input ends after the T queries.
func TestTrailing(t *testing.T) {
	solvetest.Trailing(t, solve, "2\n2 2\n18446744073709551615 18446744073709551615\n", "3\n11290409524105353207\n")
}
