package cgt

import (
	"math"
	"testing"
)

// TestRoundTrip checks that what String writes, Parse reads back as the
// same game, on games at the edges of what the engine holds (numbers of
// 63 bits and 62 binary places, counts of ups and nimbers up to 65535,
// up-nths up to 256 and one past, tinies and minies of large numbers, switches between
// the largest numbers).
func TestRoundTrip(t *testing.T) {
	const big = math.MaxInt64
	x := func(num int64, k int) Dyadic { return NewDyadic(num, k) }
	sw := func(l, r Game) Game { return Form([]Game{l}, []Game{r}) }
	edges := []func() Game{
		func() Game { return Int(big) },
		func() Game { return Int(-big) },
		func() Game { return Number(x(big, 62)) },
		func() Game { return Number(x(-big, 62)) },
		func() Game { return Number(x(1, 62)) },
		func() Game { return Number(x(-3, 61)) },
		func() Game { return UpStar(x(big, 0), maxCount, maxCount) },
		func() Game { return UpStar(x(-big, 62), -1000, 1) },
		func() Game { return UpStar(x(1, 62), 1, 1000) },
		func() Game { return Nimber(1000).Add(Number(x(-big, 0))) },
		func() Game { return UpNth(256, false) },
		func() Game { return UpNth(256, true) },
		func() Game { return UpNth(255, true).Neg().Add(Nimber(1)) },
		func() Game { return sw(UpNth(256, true), Nimber(1)) },                   // ^[257], past what Parse reads: in braces
		func() Game { return sw(Game{}, UpNth(256, true).Neg().Add(Nimber(1))) }, // ^<257>
		func() Game { return Number(x(big-1, 0)).Add(UpNth(3, false)) },
		func() Game { return sw(Int(big), Int(big-1)) },
		func() Game { return sw(Int(big), Int(-big)) },
		func() Game { return sw(Number(x(1, 62)), Number(x(-1, 62))) },
		func() Game { return sw(Int(big-2), sw(Int(big-2), Int(big-4))) }, // (big-2)Tiny(2)
		func() Game { return sw(sw(Int(2-big), Int(4-big)), Int(2-big)) }, // (2-big)Miny(2)
		func() Game { return sw(Number(x(1, 62)), sw(Number(x(1, 62)), Number(x(-3, 62)))) },
		func() Game { return sw(Nimber(1000), Up(-1000)) },
	}
	for i, f := range edges {
		g, err := catch(f)
		if err != nil {
			t.Errorf("edge game %d: %v", i, err)
			continue
		}
		if p, err := Parse(g.String()); err != nil || p != g {
			t.Errorf("edge game %d is written %q, which reads back as %v, %v", i, g.String(), p, err)
		}
	}
}

// TestRoundTripPairs checks that what String writes, Parse reads back as
// the same game, on the sums, differences and forms of pairs of small
// games of every kind judge cgt writes.
func TestRoundTripPairs(t *testing.T) {
	sw := func(l, r Game) Game { return Form([]Game{l}, []Game{r}) }
	var small []Game
	for _, s := range []string{"0", "-7", "3/8", "*", "*3", "^", "v*", "^3*2", "1/2v", "^<2>", "v[3]", "^[2]*",
		"+-1", "+-{2,*}", "{2|1}", "{1|-1}", "Tiny(2)", "-1Miny(1/2)", "{2|1/2||0}", "{0,*|0}", "1*", "{3||2|1|||0}"} {
		small = append(small, mustParse(t, s))
	}
	for _, a := range small {
		for _, b := range small {
			for _, f := range []func() Game{
				func() Game { return a.Add(b) },
				func() Game { return a.Sub(b) },
				func() Game { return sw(a, b) },
				func() Game { return Form([]Game{a, b}, []Game{b.Neg()}) },
				func() Game { return Form([]Game{a.Add(Int(1 << 40))}, []Game{b.Sub(Int(1 << 40))}) },
			} {
				g, err := catch(f)
				if err != nil {
					t.Errorf("%v and %v: %v", a, b, err)
					continue
				}
				if p, err := Parse(g.String()); err != nil || p != g {
					t.Errorf("%v and %v give %q, which reads back as %v, %v", a, b, g.String(), p, err)
				}
			}
		}
	}
}

// catch returns f's game, or the *RangeError it panicked with.
func catch(f func() Game) (g Game, err error) {
	defer func() {
		if r := recover(); r != nil {
			re, ok := r.(*RangeError)
			if !ok {
				panic(r)
			}
			err = re
		}
	}()
	return f(), nil
}
