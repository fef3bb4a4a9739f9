package cgt

// A Corner is a point of a thermograph's wall: at temperature T the wall
// is at value V.
type Corner struct{ T, V Dyadic }

// Thermograph returns g's left and right walls, for drawing: each as its
// corners from temperature -1 upward, the wall straight from one corner
// to the next, and straight up from the last one, where it is the mast
// at g's mean. Both walls end in the corner (Temperature, Mean) of a game
// that is not a number; a number's walls are the number at every t, one
// corner each.
func (g Game) Thermograph() (left, right []Corner) {
	return do(func(t *table) []Corner { return corners(t.walls(g.id, true)) }),
		do(func(t *table) []Corner { return corners(t.walls(g.id, false)) })
}

// corners lists f's points as Corners.
func corners(f trajectory) []Corner {
	c := make([]Corner, len(f.t))
	for i := range f.t {
		c[i] = Corner{f.t[i], f.v[i]}
	}
	return c
}
