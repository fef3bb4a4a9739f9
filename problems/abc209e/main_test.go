package main

import (
	"math/rand"
	"strconv"
	"strings"
	"testing"

	"gametheory/internal/casegen"
	"gametheory/internal/gametree"
	"gametheory/internal/solvetest"
	"gametheory/pkg/game"
)

func TestSamples(t *testing.T) { solvetest.Samples(t, solve, "../../samples/abc209e") }

// answer is the line for Aoki's outcome after Takahashi's opening word.
var answer = map[game.Outcome]string{game.Lose: "Takahashi\n", game.Win: "Aoki\n", game.Draw: "Draw\n"}

const letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"

// node spells the three-letter node numbered id, in base 52.
func node(id int) string {
	return string([]byte{letters[id/(52*52)], letters[id/52%52], letters[id%52]})
}

// TestAgainstSearch compares the answer with internal/gametree's analysis
// of the game word by word, which knows no graph of nodes, on every
// dictionary that puts its words on 3 nodes with up to two words from any
// node to any (itself included), 3^9 = 19683 of them, and on 4 nodes with
// up to one, 2^16 = 65536 of them. Each dictionary has nodes of its own,
// numbered on from the last dictionary's and spelt in base 52, so that
// they make a few inputs of up to 2·10^5 words, shuffled, in which nodes
// differing only in case are met everywhere. A word from u to v is u
// itself (if v = u), u and v, or u, one or two letters and v.
func TestAgainstSearch(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	type entry struct{ word, answer string }
	var (
		cases       []solvetest.Case
		input       []entry
		first, dict int // the input's first node and dictionary
	)
	flush := func() {
		r.Shuffle(len(input), func(i, j int) { input[i], input[j] = input[j], input[i] })
		var in, want strings.Builder
		in.WriteString(casegen.Line(int64(len(input))))
		for _, e := range input {
			in.WriteString(e.word + "\n")
			want.WriteString(e.answer)
		}
		cases = append(cases, solvetest.Case{Name: "dictionaries up to " + strconv.Itoa(dict), In: in.String(), Out: want.String()})
		input, first = nil, 0
	}
	for _, c := range []struct{ nodes, most int }{{3, 2}, {4, 1}} {
		edges := c.nodes * c.nodes
		all := 1
		for e := 0; e < edges; e++ {
			all *= c.most + 1
		}
		for g := 0; g < all; g, dict = g+1, dict+1 {
			if len(input)+edges*c.most > 2e5 || first+c.nodes > 52*52*52 {
				flush()
			}
			var words []string
			for e, m := 0, g; e < edges; e, m = e+1, m/(c.most+1) {
				u, v := node(first+e/c.nodes), node(first+e%c.nodes)
				for k := m % (c.most + 1); k > 0; k-- {
					switch w := r.Intn(4); {
					case w == 0 && u == v:
						words = append(words, u)
					case w < 2:
						words = append(words, u+v)
					default:
						words = append(words, u+"zZ"[:r.Intn(2)+1]+v)
					}
				}
			}
			first += c.nodes
			for i, o := range gametree.Shiritori(words) {
				input = append(input, entry{words[i], answer[o]})
			}
		}
	}
	flush()
	if dict != 19683+65536 {
		t.Fatalf("%d dictionaries, want %d", dict, 19683+65536)
	}
	solvetest.Check(t, solve, cases)
}

// TestRandom compares the answer with the analysis word by word on 100
// random dictionaries of up to 40 words of 3 to 8 letters over two or
// three letters, where words of 4 and 5 letters follow each other (abab
// after bab), and every kind of overlap comes up.
func TestRandom(t *testing.T) {
	r := rand.New(rand.NewSource(2))
	var cases []solvetest.Case
	for i := 0; i < 100; i++ {
		alphabet := []string{"ab", "aA", "aAb"}[r.Intn(3)]
		words := make([]string, 1+r.Intn(40))
		in := casegen.Line(int64(len(words)))
		for k := range words {
			b := make([]byte, 3+r.Intn(6))
			for j := range b {
				b[j] = alphabet[r.Intn(len(alphabet))]
			}
			words[k] = string(b)
			in += words[k] + "\n"
		}
		var want strings.Builder
		for _, o := range gametree.Shiritori(words) {
			want.WriteString(answer[o])
		}
		cases = append(cases, solvetest.Case{Name: strconv.Itoa(i), In: in, Out: want.String()})
	}
	solvetest.Check(t, solve, cases)
}

// retrograde answers an input with pkg/game's RetrogradeGraph on the
// nodes met, numbered as they come, written apart from the solution to
// check the committed .out files. It reads the words with strings.Fields,
// the input being well-formed.
func retrograde(in string) string {
	words := strings.Fields(in)[1:]
	id := map[string]int{}
	number := func(s string) int {
		if _, ok := id[s]; !ok {
			id[s] = len(id)
		}
		return id[s]
	}
	var moves [][]int
	for _, w := range words {
		u, v := number(w[:3]), number(w[len(w)-3:])
		for len(moves) < len(id) {
			moves = append(moves, nil)
		}
		moves[u] = append(moves[u], v)
	}
	t, err := game.RetrogradeGraph(moves, nil)
	if err != nil {
		panic(err)
	}
	var b strings.Builder
	for _, w := range words {
		b.WriteString(answer[t.Outcome(id[w[len(w)-3:]])])
	}
	return b.String()
}

// TestOutputs checks every committed .out file against retrograde.
func TestOutputs(t *testing.T) { solvetest.Outputs(t, "../../samples/abc209e", retrograde) }

func TestMalformed(t *testing.T) {
	long := strings.Repeat("ab", 1000)
	solvetest.Check(t, solve, []solvetest.Case{
		{Name: "a long word", In: "2\n" + long + "\nbabx\n", Out: "Aoki\nTakahashi\n"},
		{Name: "case counts", In: "2\nxyzabc\nABCxyz\n", Out: "Takahashi\nAoki\n"},
		{Name: "a word twice", In: "3\nabcd\nabcd\nbcdx\n", Out: "Aoki\nAoki\nTakahashi\n"},
		{Name: "empty input", In: "", Err: "line 1, column 1: expected the number of words N in [1, 200000], found end of input"},
		{Name: "N = 0", In: "0\n", Err: "line 1, column 1: the number of words N, 0, is out of range [1, 200000]"},
		{Name: "N past 2·10^5", In: "200001\n", Err: "line 1, column 1: the number of words N, 200001, is out of range [1, 200000]"},
		{Name: "a word cut off", In: "3\nabc\nbca\n", Err: "line 4, column 1: expected a word, found end of input"},
		{Name: "a word of 2 letters", In: "2\nabc\n ab\n", Err: "line 3, column 2: expected word 2, of 3 or more letters A-Z and a-z, found \"ab\""},
		{Name: "a digit", In: "1\nab1d\n", Err: "line 2, column 1: expected word 1, of 3 or more letters A-Z and a-z, found \"ab1d\""},
		{Name: "a long word with a dot", In: "1\n" + long + ".\n", Err: "line 2, column 1: expected word 1, of 3 or more letters A-Z and a-z, found \"" + long[:40] + "\"..."},
		{Name: "a letter not in ASCII", In: "1\nabcé\n", Err: "line 2, column 1: expected word 1, of 3 or more letters A-Z and a-z, found \"abcé\""},
		{Name: "more than announced", In: "1\nabc\nabc\n", Out: "Draw\n", Warn: `line 3, column 1: ignored "abc" and everything after it, past the end of the input`},
	})
}

// TestTrailing: the input ends after the N words.
func TestTrailing(t *testing.T) {
	solvetest.Trailing(t, solve, "3\nabcd\nbcda\nada\n", "Aoki\nTakahashi\nDraw\n")
}
