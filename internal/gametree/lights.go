package gametree

// Switch lights (HDU 3404): lights on a grid, some on; a move picks a
// rectangle whose corner (x2, y2), the one farthest from (1, 1), is on,
// and toggles its corners, each distinct corner once: four, or two or one
// when the rectangle is a line or a cell. Who cannot move (no light on)
// loses. The search is of the whole grid, with no Grundy values and none
// of the game's theory.

// Lights is a position of Switch lights on a board of W columns and H
// rows, x from 1 to W and y from 1 to H, W·H <= 32: On has bit
// (x-1)·H + (y-1) set for each light (x, y) that is on. A move changes
// only lights at or before its corner in both coordinates, so a board
// that holds every light of a position holds every position after it.
type Lights struct {
	W, H int8
	On   uint32
}

// Light returns the bit of the light (x, y) in p.On.
func (p Lights) Light(x, y int) uint32 { return 1 << ((x-1)*int(p.H) + y - 1) }

// LightsMoves lists the moves of Switch lights from p: for each light
// (x2, y2) that is on, every rectangle with corners x1 <= x2, y1 <= y2,
// its distinct corners toggled.
func LightsMoves(p Lights) []Lights {
	var m []Lights
	for x2 := 1; x2 <= int(p.W); x2++ {
		for y2 := 1; y2 <= int(p.H); y2++ {
			if p.On&p.Light(x2, y2) == 0 {
				continue
			}
			for x1 := 1; x1 <= x2; x1++ {
				for y1 := 1; y1 <= y2; y1++ {
					q := p
					q.On ^= p.Light(x2, y2)
					if x1 < x2 {
						q.On ^= p.Light(x1, y2)
					}
					if y1 < y2 {
						q.On ^= p.Light(x2, y1)
					}
					if x1 < x2 && y1 < y2 {
						q.On ^= p.Light(x1, y1)
					}
					m = append(m, q)
				}
			}
		}
	}
	return m
}
