package gametree

// Geography decides undirected vertex geography, the game of Luogu P4055
// on the grid's passable cells: a token on a vertex, a move takes it to a
// neighbour never entered before, and the player who cannot move loses.
// A position is the set of vertices still free to enter and the vertex
// the token is on; the search is plain and memoised in a table of a byte
// per position, 2^n n of them for n vertices, where pkg/game's map would
// hold millions.
type Geography struct {
	adj  []uint32 // adj[v]: v's neighbours, a bit each
	memo []uint8  // memo[free*n+at]: 0 unknown, 1 lost, 2 won
}

// NewGeography returns the game on the graph of up to 20 vertices whose
// vertex v has the neighbours in the bits of adj[v]. It panics on more.
func NewGeography(adj []uint32) *Geography {
	n := len(adj)
	if n > 20 {
		panic("gametree: geography on more than 20 vertices")
	}
	return &Geography{adj: adj, memo: make([]uint8, n<<n)}
}

// Wins reports whether the player to move wins with the token on at and
// the vertices of free (at not among them) still free to enter. The
// search recurses once per move, so at most n deep.
func (g *Geography) Wins(free uint32, at int) bool {
	i := int(free)*len(g.adj) + at
	if g.memo[i] == 0 {
		g.memo[i] = 1
		for next := g.adj[at] & free; next != 0; next &= next - 1 {
			v := 0
			for next>>v&1 == 0 {
				v++
			}
			if !g.Wins(free&^(1<<v), v) {
				g.memo[i] = 2
				break
			}
		}
	}
	return g.memo[i] == 2
}

// GridAdjacency returns the neighbours of each cell of an h by w grid,
// the cell in row r and column c being vertex r*w+c, for NewGeography.
func GridAdjacency(h, w int) []uint32 {
	adj := make([]uint32, h*w)
	for r := 0; r < h; r++ {
		for c := 0; c < w; c++ {
			v := r*w + c
			if r > 0 {
				adj[v] |= 1 << (v - w)
			}
			if r+1 < h {
				adj[v] |= 1 << (v + w)
			}
			if c > 0 {
				adj[v] |= 1 << (v - 1)
			}
			if c+1 < w {
				adj[v] |= 1 << (v + 1)
			}
		}
	}
	return adj
}
