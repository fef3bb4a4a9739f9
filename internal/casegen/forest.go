package casegen

// A Forest is a union-find over the vertices 0 to n-1, for the brute
// forces that validate a tree: n-1 edges form one exactly when each of
// them joins two parts.
type Forest []int

// NewForest returns n vertices, each a part of its own.
func NewForest(n int) Forest {
	f := make(Forest, n)
	for v := range f {
		f[v] = v
	}
	return f
}

// Join adds the edge x y and reports whether it joined two parts; false
// means it closes a cycle, as a loop or a second edge between the same
// two vertices does.
func (f Forest) Join(x, y int) bool {
	a, b := f.find(x), f.find(y)
	f[a] = b
	return a != b
}

func (f Forest) find(v int) int {
	for f[v] != v {
		f[v], v = f[f[v]], f[v]
	}
	return v
}
