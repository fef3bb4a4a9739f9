package gametree

// Stones is a position of the game of AtCoder AGC 010 F "Tree Game": the
// stones on each of up to 12 vertices, at most 255 on one, and the vertex
// the piece is on. A move removes a stone from the piece's vertex and
// then moves the piece to a neighbour; the player who finds no stone
// under the piece cannot move, and loses.
type Stones struct {
	On [12]uint8
	At int8
}

// StoneMoves returns the moves of the game on the graph whose vertex v
// has the neighbours adj[v] (a neighbour listed twice, for a double edge,
// is one move): from p, with a stone under the piece, one move to each
// neighbour, that stone removed.
func StoneMoves(adj [][]int) func(Stones) []Stones {
	return func(p Stones) []Stones {
		if p.On[p.At] == 0 {
			return nil
		}
		var m []Stones
		q := p
		q.On[p.At]--
		for _, u := range adj[p.At] {
			q.At = int8(u)
			m = append(m, q)
		}
		return m
	}
}
