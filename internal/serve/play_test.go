package serve

import (
	"encoding/json"
	"fmt"
	"sort"
	"strings"
	"testing"

	"gametheory/pkg/game"
)

// octalMoves returns the moves of the octal game code on a position of
// heaps, read from the code's digits as Winning Ways defines them, for
// a search of the whole position that knows no Grundy values.
func octalMoves(code string) func(game.Multiset) []game.Multiset {
	d0, digits, _ := strings.Cut(code, ".")
	return func(p game.Multiset) []game.Multiset {
		var out []game.Multiset
		sizes := p.Sizes()
		for i, h := range sizes {
			rest := append(append([]int{}, sizes[:i]...), sizes[i+1:]...)
			leave := func(parts ...int) { out = append(out, game.NewMultiset(append(parts, rest...)...)) }
			for k := 0; k <= len(digits) && k <= h; k++ {
				d := int(d0[0] - '0')
				if k > 0 {
					d = int(digits[k-1] - '0')
				}
				if d&1 != 0 && h == k {
					leave()
				}
				if d&2 != 0 && h > k && k > 0 {
					leave(h - k)
				}
				for a := 1; d&4 != 0 && 2*a <= h-k; a++ {
					leave(a, h-k-a)
				}
			}
		}
		return out
	}
}

// nimMoves lowers one heap.
func nimMoves(p game.Multiset) []game.Multiset {
	var out []game.Multiset
	sizes := p.Sizes()
	for i, h := range sizes {
		for k := 0; k < h; k++ {
			next := append([]int{}, sizes...)
			next[i] = k
			out = append(out, game.NewMultiset(next...))
		}
	}
	return out
}

// heapTuples calls f with every list of 1 to n heaps of 0 to big tokens.
func heapTuples(n, big int, f func([]int)) {
	var rec func(p []int)
	rec = func(p []int) {
		if len(p) > 0 {
			f(p)
		}
		if len(p) < n {
			for h := 0; h <= big; h++ {
				rec(append(append([]int{}, p...), h))
			}
		}
	}
	rec(nil)
}

// checkAnswer checks a's outcome, each move's, and the judge's reply
// against brute force: won says whether the player to move at a position
// (a's or a move's) wins, and keys the moves the search finds, in any
// order, as key writes a position.
func checkAnswer(t *testing.T, name string, a *playAnswer, won func(any) bool, want []string, key func(any) string) {
	t.Helper()
	if a.Won != won(a.Position) {
		t.Errorf("%s: won %v, brute force says %v", name, a.Won, !a.Won)
	}
	var got []string
	for _, m := range a.Moves {
		got = append(got, key(m.Position))
		if m.Wins != !won(m.Position) {
			t.Errorf("%s: move %s (%s) wins %v, brute force says not", name, m.Label, key(m.Position), m.Wins)
		}
	}
	sort.Strings(got)
	sort.Strings(want)
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("%s: moves %v, brute force %v", name, got, want)
	}
	switch {
	case len(a.Moves) == 0 && a.Reply != nil:
		t.Errorf("%s: a reply %v without moves", name, a.Reply)
	case len(a.Moves) > 0 && a.Reply == nil:
		t.Errorf("%s: no reply", name)
	case a.Reply != nil && a.Won && won(a.Reply.Position):
		t.Errorf("%s: the judge's reply %s throws the win away", name, a.Reply.Label)
	}
}

// TestPlayImpartial checks the play tab's answers for every small
// position of Nim, Wythoff's game, Dawson's chess and a few octal games
// against a search of the whole position (pkg/game, which knows neither
// nim-sums nor Wythoff's theorem).
func TestPlayImpartial(t *testing.T) {
	multiset := func(p any) game.Multiset { return game.NewMultiset(p.([]int)...) }
	heapKey := func(p any) string { return multiset(p).String() }
	for _, c := range []struct {
		game, rules string
		heaps, big  int
	}{
		{"nim", "", 3, 5},
		{"dawson", "", 2, 10},
		{"octal", "0.07", 2, 9},
		{"octal", "0.77", 2, 9},
		{"octal", "4.007", 2, 8},
		{"octal", "0.6", 1, 12},
	} {
		moves := nimMoves
		if c.game != "nim" {
			rules := c.rules
			if c.game == "dawson" {
				rules = dawsonRules
			}
			moves = octalMoves(rules)
		}
		g := game.New(moves)
		won := func(p any) bool {
			w, err := g.Wins(multiset(p))
			if err != nil {
				t.Fatal(err)
			}
			return w
		}
		heapTuples(c.heaps, c.big, func(heaps []int) {
			pos, _ := json.Marshal(heaps)
			name := fmt.Sprintf("%s %s %v", c.game, c.rules, heaps)
			a, err := play(playRequest{Game: c.game, Rules: c.rules, Position: pos})
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			var want []string
			for _, m := range moves(game.NewMultiset(heaps...)) {
				want = append(want, m.String())
			}
			checkAnswer(t, name, a, won, want, heapKey)
		})
	}

	wg := game.New(func(p [2]int) [][2]int {
		var out [][2]int
		for k := 1; k <= p[0] || k <= p[1]; k++ {
			for _, q := range [][2]int{{p[0] - k, p[1]}, {p[0], p[1] - k}, {p[0] - k, p[1] - k}} {
				if q[0] >= 0 && q[1] >= 0 {
					out = append(out, q)
				}
			}
		}
		return out
	})
	pair := func(p any) [2]int { q := p.([]int); return [2]int{q[0], q[1]} }
	won := func(p any) bool {
		w, err := wg.Wins(pair(p))
		if err != nil {
			t.Fatal(err)
		}
		return w
	}
	for x := 0; x <= 12; x++ {
		for y := 0; y <= 12; y++ {
			a, err := play(playRequest{Game: "wythoff", Position: json.RawMessage(fmt.Sprintf("[%d,%d]", x, y))})
			if err != nil {
				t.Fatal(err)
			}
			var want []string
			seen := map[[2]int]bool{}
			for k := 1; k <= x || k <= y; k++ {
				for _, q := range [][2]int{{x - k, y}, {x, y - k}, {x - k, y - k}} {
					if q[0] >= 0 && q[1] >= 0 && !seen[q] {
						seen[q] = true
						want = append(want, fmt.Sprint(q))
					}
				}
			}
			checkAnswer(t, fmt.Sprintf("wythoff %d %d", x, y), a, won, want, func(p any) string { return fmt.Sprint(pair(p)) })
		}
	}
}

// domineeringWins decides by plain search whether the player to move on
// board (Left placing vertical dominoes, Right horizontal ones) wins.
func domineeringWins(memo map[string]bool, board string, left bool) bool {
	key := fmt.Sprint(board, left)
	if w, ok := memo[key]; ok {
		return w
	}
	w := false
	for _, next := range domineeringMoves(board, left) {
		if !domineeringWins(memo, next, !left) {
			w = true
			break
		}
	}
	memo[key] = w
	return w
}

// domineeringMoves lists the boards after each move of Left (left) or
// Right.
func domineeringMoves(board string, left bool) []string {
	rows := strings.Split(board, "/")
	var out []string
	for r := range rows {
		for c := range rows[r] {
			r2, c2 := r, c+1
			if left {
				r2, c2 = r+1, c
			}
			if r2 >= len(rows) || c2 >= len(rows[r]) || rows[r][c] != '.' || rows[r2][c2] != '.' {
				continue
			}
			b := []byte(board)
			w := len(rows[0]) + 1
			b[r*w+c], b[r2*w+c2] = '#', '#'
			out = append(out, string(b))
		}
	}
	return out
}

// TestPlayDomineering checks the play tab's answers for every board of
// up to 3x3 cells, each cell empty or filled, either player to move,
// against a plain search of the game tree.
func TestPlayDomineering(t *testing.T) {
	memo := map[string]bool{}
	for rows := 1; rows <= 3; rows++ {
		for cols := 1; cols <= 3; cols++ {
			for mask := 0; mask < 1<<(rows*cols); mask++ {
				var b []string
				for r := 0; r < rows; r++ {
					row := ""
					for c := 0; c < cols; c++ {
						row += map[bool]string{true: "#", false: "."}[mask>>(r*cols+c)&1 == 1]
					}
					b = append(b, row)
				}
				board := strings.Join(b, "/")
				for _, left := range []bool{true, false} {
					a, err := play(playRequest{Game: "domineering", Position: json.RawMessage(`"` + board + `"`), Left: left})
					if err != nil {
						t.Fatal(err)
					}
					won := func(p any) bool {
						// A move's position has the other player to move.
						return domineeringWins(memo, p.(string), left == (p.(string) == board))
					}
					checkAnswer(t, fmt.Sprintf("domineering %s left %v", board, left), a, won, domineeringMoves(board, left), func(p any) string { return p.(string) })
				}
			}
		}
	}
}

// TestPlayAPI checks the API's answers through the server: a start typed
// by the user, and a bad setup or game answered by a one-line error.
func TestPlayAPI(t *testing.T) {
	s := pageServer(t, t.TempDir(), "")
	for _, c := range []struct {
		req      playRequest
		code     int
		position string
		want     string // in the answer's why, or its error
	}{
		{playRequest{Game: "nim", Setup: "3 4 5"}, 200, "[3,4,5]", "3 ⊕ 4 ⊕ 5 = 2"},
		{playRequest{Game: "wythoff", Setup: "3 5"}, 200, "[3,5]", "(3, 5) is a P-position: {⌊2φ⌋, ⌊2φ⌋+2} = {3, 5}"},
		{playRequest{Game: "octal", Setup: "0.07 12 7"}, 200, "[12,7]", "Grundy values of the heaps in .07: 2 ⊕ 1 = 3"},
		{playRequest{Game: "dawson", Setup: "8"}, 200, "[8]", "in .137: 0 = 0"},
		{playRequest{Game: "domineering", Setup: "2x2", Left: true}, 200, `"../.."`, "value is +-1"},
		{playRequest{Game: "nim", Setup: "3 x"}, 400, "", `expected numbers separated by spaces, found "x"`},
		{playRequest{Game: "nim", Setup: "1 2 3 4 5 6 7 8 9"}, 400, "", "expected 1 to 8 heaps, found 9"},
		{playRequest{Game: "octal", Setup: "0.9 3"}, 400, "", "not an octal digit"},
		{playRequest{Game: "domineering", Setup: "5x5"}, 400, "", "at most 20 cells, found 25"},
		{playRequest{Game: "chess"}, 400, "", `game "chess": expected nim`},
	} {
		var a struct {
			playAnswer
			Position json.RawMessage `json:"position"`
			Error    string          `json:"error"`
		}
		postJSON(t, s, "/api/play", c.req, c.code, &a)
		if got := a.Why + a.Error; !strings.Contains(got, c.want) || string(a.Position) != c.position && c.code == 200 {
			t.Errorf("%+v: position %s, %q; want %s, %q", c.req, a.Position, got, c.position, c.want)
		}
	}
}
