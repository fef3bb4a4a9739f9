package game

import (
	"fmt"
	"image"
	"image/color"
	"image/png"
	"io"
	"math"
	"os"
	"path/filepath"
)

// The pictures' colours: lost positions (value 0) dark, the other values
// in hues far apart, so that a column of one value stands out.
var (
	dark  = color.RGBA{0x20, 0x20, 0x28, 0xff}
	light = color.RGBA{0xf4, 0xf1, 0xe8, 0xff}
)

// hue returns the colour of value v >= 1: hues a golden angle apart, at
// one saturation and lightness.
func hue(v int) color.RGBA {
	h := math.Mod(float64(v-1)*137.50776, 360) / 60
	const s, l = 0.65, 0.62
	c := (1 - math.Abs(2*l-1)) * s
	x := c * (1 - math.Abs(math.Mod(h, 2)-1))
	var r, g, b float64
	switch int(h) {
	case 0:
		r, g = c, x
	case 1:
		r, g = x, c
	case 2:
		g, b = c, x
	case 3:
		g, b = x, c
	case 4:
		r, b = x, c
	default:
		r, b = c, x
	}
	m := l - c/2
	to8 := func(f float64) uint8 { return uint8(math.Round(255 * (f + m))) }
	return color.RGBA{to8(r), to8(g), to8(b), 0xff}
}

// picture is an image of cells, each a square of one colour index.
type picture struct {
	img  *image.Paletted
	cell int
}

func newPicture(cols, rows, cell int, pal color.Palette) *picture {
	return &picture{image.NewPaletted(image.Rect(0, 0, cols*cell, rows*cell), pal), cell}
}

func (p *picture) set(col, row int, c uint8) {
	for y := row * p.cell; y < (row+1)*p.cell; y++ {
		for x := col * p.cell; x < (col+1)*p.cell; x++ {
			p.img.SetColorIndex(x, y, c)
		}
	}
}

// cellSize is the side of a cell so that a picture n cells wide is about
// 600 pixels wide, from 1 to 16.
func cellSize(n int) int { return max(1, min(16, 600/max(n, 1))) }

// drawTwo draws a two-heap game's table: a row of cells per a, a column
// per b, lost positions dark and the others light.
func drawTwo(w io.Writer, t [][]int) error {
	n := len(t)
	p := newPicture(n, n, cellSize(n), color.Palette{light, dark})
	for a, row := range t {
		for b, v := range row {
			if v == 0 {
				p.set(b, a, 1)
			}
		}
	}
	return png.Encode(w, p.img)
}

// drawing is how a one-heap game's values are laid out: rows of width
// values, count values in all.
func (a *analysis) drawing(n int) (width, count int) {
	if (a.proved || a.observed) && a.per <= 1024 {
		// Enough rows past the preperiod for the period's columns to
		// show: four of them, and no more than 2^20 values in all.
		return a.per, min(max(n, a.pre+4*a.per), max(n, 1<<20), a.shown())
	}
	return 64, min(n, a.shown())
}

// drawOne draws a one-heap game's values in rows of the period's width, so
// that once the values are periodic each column has one colour: value 0
// dark, the others in hues of their own.
func drawOne(w io.Writer, a *analysis, n int) error {
	width, count := a.drawing(n)
	rows := max((count+width-1)/width, 1)
	top := 0
	for i := 0; i < count; i++ {
		top = max(top, a.G(i))
	}
	// A palette holds 256 colours; larger values share the last.
	pal := color.Palette{light, dark}
	for v := 1; v <= min(top, 254); v++ {
		pal = append(pal, hue(v))
	}
	p := newPicture(width, rows, cellSize(width), pal)
	for i := 0; i < count; i++ {
		v := a.G(i)
		p.set(i%width, i/width, uint8(1+min(v, 254)))
	}
	return png.Encode(w, p.img)
}

// writePNG writes a picture to the file path, whole or not at all: into a
// temporary file beside it, renamed into place once complete.
func writePNG(path string, draw func(io.Writer) error) error {
	f, err := os.CreateTemp(filepath.Dir(path), ".sg-*.png")
	if err != nil {
		return fmt.Errorf("-png: %w", err)
	}
	err = draw(f)
	if err == nil {
		err = f.Chmod(0o644)
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(f.Name(), path)
	}
	if err != nil {
		os.Remove(f.Name())
		return fmt.Errorf("-png %s: %w", path, err)
	}
	return nil
}
