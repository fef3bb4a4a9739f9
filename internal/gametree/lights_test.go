package gametree

import (
	"reflect"
	"sort"
	"testing"
)

func TestLightsMoves(t *testing.T) {
	// On a 2 x 2 board the bits are (1,1) 1, (1,2) 2, (2,1) 4, (2,2) 8.
	p := Lights{W: 2, H: 2}
	p.On = p.Light(2, 2) | p.Light(1, 2)
	var got []uint32
	for _, q := range LightsMoves(p) {
		got = append(got, q.On)
	}
	sort.Slice(got, func(i, j int) bool { return got[i] < got[j] })
	want := []uint32{
		0b0000, // the line (1,2)-(2,2)
		0b0010, // the cell (2,2)
		0b0101, // the rectangle (1,1)-(2,2)
		0b0110, // the line (2,1)-(2,2)
		0b1000, // the cell (1,2)
		0b1001, // the line (1,1)-(1,2)
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("moves from %04b: %04b, want %04b", p.On, got, want)
	}
	if m := LightsMoves(Lights{W: 3, H: 3}); len(m) != 0 {
		t.Errorf("moves with every light off: %v", m)
	}
}
