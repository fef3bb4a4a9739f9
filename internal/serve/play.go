package serve

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"strings"

	"gametheory/pkg/cgt"
	"gametheory/pkg/octal"
	"gametheory/pkg/wythoff"
)

// The play tab's bounds: positions small enough that every move is a
// button and every answer is computed at once.
const (
	maxHeaps    = 8   // heaps of Nim, an octal game or Dawson's chess
	maxHeap     = 100 // tokens in one heap, files in one row
	maxPile     = 200 // a pile of Wythoff's game
	maxDomCells = 20  // cells of a Domineering board, 4x5 at most
)

// A playRequest is a position of a game to move from, or the text of the
// start the user typed (Setup, which then stands for Position).
type playRequest struct {
	Game     string          `json:"game"`     // nim, wythoff, octal, dawson or domineering
	Setup    string          `json:"setup"`    // "3 4 5", "5 8", "0.07 12", "8", "3x4"
	Rules    string          `json:"rules"`    // the octal code of an octal game
	Position json.RawMessage `json:"position"` // heaps, two piles, or a board
	Left     bool            `json:"left"`     // Domineering: Left (vertical) to move, else Right
}

// A playMove is a move: the position it leads to (as the page sends it
// back), what it does, whether the player making it then wins with
// perfect play, and why.
type playMove struct {
	Position any    `json:"position"`
	Label    string `json:"label"`
	Wins     bool   `json:"wins"`
	Why      string `json:"why"`
}

// A playAnswer is a position's moves, whether the player to move wins
// and why, and the judge's move from it: a winning one where one exists.
type playAnswer struct {
	Rules    string     `json:"rules,omitempty"`
	Position any        `json:"position"`
	Won      bool       `json:"won"`
	Why      string     `json:"why"`
	Moves    []playMove `json:"moves"`
	Reply    *playMove  `json:"reply"`
}

// playRoutes adds the play tab's API to mux.
func (s *Server) playRoutes(mux *http.ServeMux) {
	mux.HandleFunc("/api/play", func(w http.ResponseWriter, r *http.Request) {
		var req playRequest
		if err := readJSON(r, &req); err != nil {
			fail(w, http.StatusBadRequest, err)
			return
		}
		a, err := play(req)
		if err != nil {
			fail(w, http.StatusBadRequest, err)
			return
		}
		writeJSON(w, a)
	})
}

// play answers req: the position's moves, each judged by the game's
// theory, and the judge's reply.
func play(req playRequest) (*playAnswer, error) {
	var a *playAnswer
	var err error
	switch req.Game {
	case "nim":
		var heaps []int
		if heaps, err = heapsOf(req, maxHeaps, maxHeap); err == nil {
			a = playNim(heaps)
		}
	case "wythoff":
		var p []int
		if p, err = heapsOf(req, 2, maxPile); err == nil && len(p) != 2 {
			err = fmt.Errorf("Wythoff's game: expected two piles, found %d", len(p))
		}
		if err == nil {
			a = playWythoff(p[0], p[1])
		}
	case "octal", "dawson":
		a, err = playOctal(req)
	case "domineering":
		a, err = playDomineering(req)
	default:
		err = fmt.Errorf("game %q: expected nim, wythoff, octal, dawson or domineering", req.Game)
	}
	if err != nil {
		return nil, err
	}
	if a.Moves == nil {
		a.Moves = []playMove{}
	}
	for i := range a.Moves {
		if a.Reply == nil || a.Moves[i].Wins && !a.Reply.Wins {
			a.Reply = &a.Moves[i]
		}
	}
	return a, nil
}

// heapsOf reads req's heaps: from its position, or from its setup as
// numbers separated by spaces; at most most of them, each from 0 to big.
func heapsOf(req playRequest, most, big int) ([]int, error) {
	var heaps []int
	if req.Setup == "" {
		if err := json.Unmarshal(req.Position, &heaps); err != nil {
			return nil, fmt.Errorf("position: expected an array of numbers, found %s", req.Position)
		}
	} else {
		for _, f := range strings.Fields(req.Setup) {
			n, err := strconv.Atoi(f)
			if err != nil {
				return nil, fmt.Errorf("setup %q: expected numbers separated by spaces, found %q", req.Setup, f)
			}
			heaps = append(heaps, n)
		}
	}
	if len(heaps) == 0 || len(heaps) > most {
		return nil, fmt.Errorf("expected 1 to %d heaps, found %d", most, len(heaps))
	}
	for _, h := range heaps {
		if h < 0 || h > big {
			return nil, fmt.Errorf("heap %d: expected a size from 0 to %d", h, big)
		}
	}
	return heaps, nil
}

// replaced returns heaps with heap i replaced by parts.
func replaced(heaps []int, i int, parts ...int) []int {
	out := append([]int{}, heaps[:i]...)
	out = append(out, parts...)
	return append(out, heaps[i+1:]...)
}

// xorText writes a xor of values, "3 ⊕ 4 ⊕ 5 = 2".
func xorText(values []int) string {
	x, parts := 0, make([]string, len(values))
	for i, v := range values {
		x ^= v
		parts[i] = strconv.Itoa(v)
	}
	return fmt.Sprintf("%s = %d", strings.Join(parts, " ⊕ "), x)
}

// playNim answers a Nim position by Bouton's theorem: the player to move
// wins exactly when the nim-sum (the xor of the heaps) is not 0.
func playNim(heaps []int) *playAnswer {
	sum := 0
	for _, h := range heaps {
		sum ^= h
	}
	a := &playAnswer{Position: heaps, Won: sum != 0}
	if sum != 0 {
		a.Why = fmt.Sprintf("nim-sum %s is not 0: take a heap h to h ⊕ %d where that is smaller, leaving nim-sum 0", xorText(heaps), sum)
	} else {
		a.Why = fmt.Sprintf("nim-sum %s: every move changes one heap and leaves a nim-sum that is not 0", xorText(heaps))
	}
	for i, h := range heaps {
		for k := h - 1; k >= 0; k-- {
			next := replaced(heaps, i, k)
			a.Moves = append(a.Moves, playMove{
				Position: next,
				Label:    fmt.Sprintf("heap %d: %d → %d", i+1, h, k),
				Wins:     sum^h^k == 0,
				Why:      "leaves nim-sum " + xorText(next),
			})
		}
	}
	return a
}

// playWythoff answers a position of Wythoff's game by Wythoff's theorem:
// the lost positions are the pairs (⌊kφ⌋, ⌊kφ⌋+k).
func playWythoff(x, y int) *playAnswer {
	lost := func(a, b int) bool { return wythoff.Lost(int64(a), int64(b)) }
	why := func(a, b int) string {
		if !lost(a, b) {
			return fmt.Sprintf("(%d, %d) is not a P-position (⌊kφ⌋, ⌊kφ⌋+k)", a, b)
		}
		lo, hi := min(a, b), max(a, b)
		k := hi - lo
		return fmt.Sprintf("(%d, %d) is a P-position: {⌊%dφ⌋, ⌊%dφ⌋+%d} = {%d, %d}", a, b, k, k, k, lo, hi)
	}
	a := &playAnswer{Position: []int{x, y}, Won: !lost(x, y), Why: why(x, y) + "; the P-positions are " + coldList(x+y)}
	add := func(nx, ny int, label string) {
		a.Moves = append(a.Moves, playMove{Position: []int{nx, ny}, Label: label, Wins: lost(nx, ny), Why: "leaves " + why(nx, ny)})
	}
	for k := 1; k <= x; k++ {
		add(x-k, y, fmt.Sprintf("take %d from the first pile", k))
	}
	for k := 1; k <= y; k++ {
		add(x, y-k, fmt.Sprintf("take %d from the second pile", k))
	}
	for k := 1; k <= x && k <= y; k++ {
		add(x-k, y-k, fmt.Sprintf("take %d from both", k))
	}
	return a
}

// coldList writes the P-positions of Wythoff's game with piles up to n.
func coldList(n int) string {
	var parts []string
	for k := int64(0); ; k++ {
		a, b := wythoff.Cold(k)
		if a > int64(n) {
			break
		}
		parts = append(parts, fmt.Sprintf("(%d, %d)", a, b))
	}
	return strings.Join(parts, ", ") + " and their mirrors"
}

// dawsonRules is Dawson's chess as an octal game: a row of n files, a
// pawn pushed on one of them blocking it and its neighbours once the
// forced captures are made.
const dawsonRules = "0.137"

// playOctal answers a position of an octal game (Dawson's chess is .137)
// by the Sprague-Grundy theorem: the player to move wins exactly when the
// xor of the heaps' Grundy values is not 0.
func playOctal(req playRequest) (*playAnswer, error) {
	rules := req.Rules
	if req.Game == "dawson" {
		rules = dawsonRules
	} else if req.Setup != "" {
		// The setup is the code, then the heaps: "0.07 12".
		f := strings.Fields(req.Setup)
		if len(f) == 0 {
			return nil, errors.New(`octal game: expected a code and heaps, such as "0.07 12 7"`)
		}
		rules, req.Setup = f[0], strings.Join(f[1:], " ")
	}
	g, err := octal.Parse(rules)
	if err != nil {
		return nil, err
	}
	heaps, err := heapsOf(req, maxHeaps, maxHeap)
	if err != nil {
		return nil, err
	}
	top := 0
	for _, h := range heaps {
		if h > top {
			top = h
		}
	}
	res, err := g.Analyze(top, nil)
	if err != nil {
		return nil, err
	}
	grundy := func(hs []int) []int {
		v := make([]int, len(hs))
		for i, h := range hs {
			if h >= res.Computed { // past a proved period
				h = res.Preperiod + (h-res.Preperiod)%res.Period
			}
			v[i] = res.Value(h)
		}
		return v
	}
	values := grundy(heaps)
	a := &playAnswer{Rules: rules, Position: heaps, Why: fmt.Sprintf("Grundy values of the heaps in %s: %s", g, xorText(values))}
	a.Won = xorOf(values) != 0
	for i, h := range heaps {
		for _, parts := range g.Moves(h) {
			next := replaced(heaps, i, parts...)
			v := grundy(next)
			label := fmt.Sprintf("heap %d: %d → %s", i+1, h, partsText(parts))
			if req.Game == "dawson" {
				label = fmt.Sprintf("row %d of %d files → %s", i+1, h, partsText(parts))
			}
			a.Moves = append(a.Moves, playMove{Position: next, Label: label, Wins: xorOf(v) == 0, Why: "leaves Grundy values " + xorText(v)})
		}
	}
	return a, nil
}

// partsText writes the heaps a move leaves: "3 + 4", or "nothing".
func partsText(parts []int) string {
	if len(parts) == 0 {
		return "nothing"
	}
	s := make([]string, len(parts))
	for i, p := range parts {
		s[i] = strconv.Itoa(p)
	}
	return strings.Join(s, " + ")
}

// xorOf returns the xor of values.
func xorOf(values []int) int {
	x := 0
	for _, v := range values {
		x ^= v
	}
	return x
}

// playDomineering answers a Domineering board (rows of '.' and '#'
// separated by '/') by its canonical value G: Left (vertical dominoes)
// moving second wins when G >= 0, Right when G <= 0.
func playDomineering(req playRequest) (*playAnswer, error) {
	board, err := boardOf(req)
	if err != nil {
		return nil, err
	}
	g, err := cgt.Domineering(board)
	if err != nil {
		return nil, err
	}
	mover, other := "Right", "Left"
	if req.Left {
		mover, other = other, mover
	}
	o := g.Outcome()
	won := o.RightWinsMovingFirst()
	if req.Left {
		won = o.LeftWinsMovingFirst()
	}
	a := &playAnswer{Position: board, Won: won, Why: fmt.Sprintf("the board's value is %s (outcome %s): %s to move loses", g, o, mover)}
	if won {
		a.Why = fmt.Sprintf("the board's value is %s (outcome %s): %s to move wins", g, o, mover)
	}
	rows := strings.Split(board, "/")
	dr, dc := 0, 1
	if req.Left {
		dr, dc = 1, 0
	}
	for r := 0; r+dr < len(rows); r++ {
		for c := 0; c+dc < len(rows[r]); c++ {
			if rows[r][c] != '.' || rows[r+dr][c+dc] != '.' {
				continue
			}
			next := append([]string{}, rows...)
			next[r] = next[r][:c] + "#" + next[r][c+1:]
			next[r+dr] = next[r+dr][:c+dc] + "#" + next[r+dr][c+dc+1:]
			nb := strings.Join(next, "/")
			h, err := cgt.Domineering(nb)
			if err != nil {
				return nil, err
			}
			// The mover wins moving second in h: Left when h >= 0.
			ho := h.Outcome()
			wins := !ho.LeftWinsMovingFirst()
			if req.Left {
				wins = !ho.RightWinsMovingFirst()
			}
			why := fmt.Sprintf("leaves value %s, which %s wins moving first", h, other)
			if wins {
				why = fmt.Sprintf("leaves value %s, which %s wins moving second", h, mover)
			}
			a.Moves = append(a.Moves, playMove{Position: nb, Label: domino(r, c, req.Left), Wins: wins, Why: why})
		}
	}
	return a, nil
}

// boardOf reads req's Domineering board: its position, or a setup such
// as "3x4" for an empty board of 3 rows and 4 columns.
func boardOf(req playRequest) (string, error) {
	var board string
	if req.Setup == "" {
		if err := json.Unmarshal(req.Position, &board); err != nil {
			return "", fmt.Errorf("position: expected a board such as \"..#/...\", found %s", req.Position)
		}
	} else {
		var rows, cols int
		if _, err := fmt.Sscanf(strings.TrimSpace(req.Setup)+"\n", "%dx%d\n", &rows, &cols); err != nil || rows < 1 || cols < 1 {
			return "", fmt.Errorf("setup %q: expected a board's size such as 3x4", req.Setup)
		}
		if rows*cols > maxDomCells {
			return "", fmt.Errorf("setup %q: at most %d cells, found %d", req.Setup, maxDomCells, rows*cols)
		}
		board = strings.TrimSuffix(strings.Repeat(strings.Repeat(".", cols)+"/", rows), "/")
	}
	rows := strings.Split(board, "/")
	cells := 0
	for _, r := range rows {
		if len(r) != len(rows[0]) || strings.Trim(r, ".#") != "" {
			return "", fmt.Errorf("board %q: expected rows of '.' and '#' of one length, separated by '/'", board)
		}
		cells += len(r)
	}
	if cells == 0 || cells > maxDomCells {
		return "", fmt.Errorf("board %q: expected 1 to %d cells, found %d", board, maxDomCells, cells)
	}
	return board, nil
}

// domino names the cells of a domino from row r, column c: down for Left,
// across for Right.
func domino(r, c int, left bool) string {
	if left {
		return fmt.Sprintf("rows %d-%d, column %d", r+1, r+2, c+1)
	}
	return fmt.Sprintf("row %d, columns %d-%d", r+1, c+1, c+2)
}
