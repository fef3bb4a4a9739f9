package main

import (
	"math/rand"
	"strconv"
	"strings"
	"testing"

	"gametheory/internal/gametree"
	"gametheory/internal/solvetest"
)

func TestSamples(t *testing.T) { solvetest.Samples(t, solve, "../../samples/p4055") }

// maze writes the statement's input for the h by w maze of the free cells
// in mask, cell r*w+c being bit r*w+c.
func maze(h, w int, mask uint32) string {
	var b strings.Builder
	b.WriteString(strconv.Itoa(h) + " " + strconv.Itoa(w) + "\n")
	for v := 0; v < h*w; v++ {
		if mask>>v&1 == 1 {
			b.WriteByte('.')
		} else {
			b.WriteByte('#')
		}
		if v%w == w-1 {
			b.WriteByte('\n')
		}
	}
	return b.String()
}

// answer writes the statement's output for the cells won.
func answer(w int, won []bool) string {
	var b strings.Builder
	for v, x := range won {
		if x {
			b.WriteString(strconv.Itoa(v/w+1) + " " + strconv.Itoa(v%w+1) + "\n")
		}
	}
	if b.Len() == 0 {
		return "LOSE\n"
	}
	return "WIN\n" + b.String()
}

// TestAgainstSearch compares winning with the search of the game itself
// (gametree.Geography: the cells not yet entered and the token's cell,
// every move tried, no matching) on every maze of at most 16 cells, every
// shape h by w with h w <= 16 and every set of free cells in it (576650
// mazes), every start; and solve on those of at most 6 cells and one in
// 500 of the others, each an input of its own.
func TestAgainstSearch(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	var cases []solvetest.Case
	mazes := 0
	for h := 1; h <= 16; h++ {
		for w := 1; h*w <= 16; w++ {
			g := gametree.NewGeography(gametree.GridAdjacency(h, w))
			free := make([]bool, h*w)
			want := make([]bool, h*w)
			for mask := uint32(0); mask < 1<<(h*w); mask++ {
				mazes++
				for v := range free {
					free[v] = mask>>v&1 == 1
					want[v] = free[v] && !g.Wins(mask&^(1<<v), v)
				}
				got := winning(h, w, free)
				for v := range want {
					if got[v] != want[v] {
						t.Fatalf("%s: winning says %s, the search %s", maze(h, w, mask), answer(w, got), answer(w, want))
					}
				}
				if h*w <= 6 || r.Intn(500) == 0 {
					cases = append(cases, solvetest.Case{Name: maze(h, w, mask), In: maze(h, w, mask), Out: answer(w, want)})
				}
			}
		}
	}
	if mazes != 576650 {
		t.Errorf("%d mazes, want 576650", mazes)
	}
	solvetest.Check(t, solve, cases)
}

// kuhn answers an input written apart from winning, for the committed
// .out files: a maximum matching by Kuhn's augmenting paths, recursive,
// from the cells with r+c odd this time, then the cells no maximum
// matching needs: those it leaves unmatched and those an even
// alternating path reaches from one, marked by a recursive walk.
func kuhn(in string) string {
	f := strings.Fields(in)
	h, _ := strconv.Atoi(f[0])
	w, _ := strconv.Atoi(f[1])
	rows := f[2:]
	free := func(r, c int) bool { return r >= 0 && r < h && c >= 0 && c < w && rows[r][c] == '.' }
	adj := map[[2]int][][2]int{}
	for r := 0; r < h; r++ {
		for c := 0; c < w; c++ {
			for _, d := range [][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
				if free(r, c) && free(r+d[0], c+d[1]) {
					adj[[2]int{r, c}] = append(adj[[2]int{r, c}], [2]int{r + d[0], c + d[1]})
				}
			}
		}
	}
	mate := map[[2]int][2]int{}
	var seen map[[2]int]bool
	var augment func(v [2]int) bool
	augment = func(v [2]int) bool {
		for _, u := range adj[v] {
			if seen[u] {
				continue
			}
			seen[u] = true
			if m, ok := mate[u]; !ok || augment(m) {
				mate[u], mate[v] = v, u
				return true
			}
		}
		return false
	}
	for r := 0; r < h; r++ {
		for c := 0; c < w; c++ {
			if v := [2]int{r, c}; free(r, c) && (r+c)%2 == 1 {
				seen = map[[2]int]bool{}
				augment(v)
			}
		}
	}
	won := make([]bool, h*w)
	var reach func(v [2]int)
	reach = func(v [2]int) {
		if won[v[0]*w+v[1]] {
			return
		}
		won[v[0]*w+v[1]] = true
		for _, u := range adj[v] {
			if m, ok := mate[u]; ok {
				reach(m)
			}
		}
	}
	for r := 0; r < h; r++ {
		for c := 0; c < w; c++ {
			if _, ok := mate[[2]int{r, c}]; free(r, c) && !ok {
				reach([2]int{r, c})
			}
		}
	}
	return answer(w, won)
}

// TestOutputs checks every committed .out file against kuhn.
func TestOutputs(t *testing.T) { solvetest.Outputs(t, "../../samples/p4055", kuhn) }

func TestMalformed(t *testing.T) {
	solvetest.Check(t, solve, []solvetest.Case{
		{Name: "one free cell", In: "1 1\n.\n", Out: "WIN\n1 1\n"},
		{Name: "no free cell", In: "2 2\n##\n##\n", Out: "LOSE\n"},
		{Name: "a perfect matching", In: "2 2\n..\n..\n", Out: "LOSE\n"},
		{Name: "rows split by blanks and CR LF", In: "2 3\r\n\r\n...\r\n  .#.  \r\n", Out: "WIN\n1 2\n2 1\n2 3\n"},
		{Name: "empty input", In: "", Err: "line 1, column 1: expected the number of rows N in [1, 100], found end of input"},
		{Name: "N = 0", In: "0 3\n", Err: "line 1, column 1: the number of rows N, 0, is out of range [1, 100]"},
		{Name: "M past 100", In: "2 101\n", Err: "line 1, column 3: the number of columns M, 101, is out of range [1, 100]"},
		{Name: "a short row", In: "2 3\n...\n..\n", Err: "line 3, column 1: row 2 of the maze has length 2, expected M = 3"},
		{Name: "a long row", In: "2 3\n....\n...\n", Err: "line 2, column 1: row 1 of the maze has length 4, expected M = 3"},
		{Name: "a row split by a space", In: "1 3\n. ..\n", Err: "line 2, column 1: row 1 of the maze has length 1, expected M = 3"},
		{Name: "a wrong character", In: "2 3\n...\n.*.\n", Err: "line 3, column 1: row 2 of the maze: column 2 is '*', expected '.' or '#'"},
		{Name: "a non-ASCII byte", In: "1 2\n.\xff\n", Err: "line 2, column 1: row 1 of the maze: column 2 is 'ÿ', expected '.' or '#'"},
		{Name: "a row missing", In: "3 2\n..\n..\n", Err: "line 4, column 1: expected row 3 of the maze, found end of input"},
		{Name: "more than announced", In: "1 2\n.#\n..\n", Out: "WIN\n1 1\n", Warn: `line 3, column 1: ignored ".." and everything after it, past the end of the input`},
	})
}

// TestTrailing: the input ends after the N rows.
func TestTrailing(t *testing.T) {
	solvetest.Trailing(t, solve, "3 3\n.##\n...\n#.#\n", "WIN\n2 3\n3 2\n")
}
