package casegen

import (
	"math"
	"testing"
)

// TestPython compares the generator with numbers python3 (CPython 3.11)
// printed, each call's line below its case.
func TestPython(t *testing.T) {
	tests := []struct {
		name string
		seed uint64
		skip int // words drawn and dropped first
		draw func(p *Python) []uint64
		want []uint64
	}{
		{
			// r=random.Random(0); [r.getrandbits(32) for _ in range(3)]
			"seed 0", 0, 0,
			func(p *Python) []uint64 {
				return []uint64{uint64(p.Uint32()), uint64(p.Uint32()), uint64(p.Uint32())}
			},
			[]uint64{3626764237, 1654615998, 3255389356},
		},
		{
			// r=random.Random(2148); [r.getrandbits(32) for _ in range(700)][-2:]
			"past a twist", 2148, 698,
			func(p *Python) []uint64 { return []uint64{uint64(p.Uint32()), uint64(p.Uint32())} },
			[]uint64{2442342787, 3513587680},
		},
		{
			// r=random.Random(2**40+5); r.getrandbits(64), r.getrandbits(40), r.getrandbits(0), r.getrandbits(7)
			"a seed of two words, getrandbits", 1<<40 + 5, 0,
			func(p *Python) []uint64 {
				return []uint64{p.Getrandbits(64), p.Getrandbits(40), p.Getrandbits(0), p.Getrandbits(7)}
			},
			[]uint64{9535518150286577956, 727003120297, 0, 118},
		},
		{
			// r=random.Random(1850); [r.randint(1,10**6) for _ in range(3)], r.randrange(64), r.randint(-5,5), r.randint(0,2**63-1)
			"randint, randrange", 1850, 0,
			func(p *Python) []uint64 {
				return []uint64{uint64(p.Randint(1, 1e6)), uint64(p.Randint(1, 1e6)), uint64(p.Randint(1, 1e6)),
					p.Randbelow(64), uint64(p.Randint(-5, 5) + 5), uint64(p.Randint(0, 1<<63-1))}
			},
			[]uint64{756157, 923081, 787760, 2, -2 + 5, 135686145355709095},
		},
		{
			// r=random.Random(3595); r.random(), r.random()
			"random", 3595, 0,
			func(p *Python) []uint64 { return []uint64{math.Float64bits(p.Random()), math.Float64bits(p.Random())} },
			[]uint64{math.Float64bits(0.35310169260661717), math.Float64bits(0.944551108918664)},
		},
		{
			// r=random.Random(209); x=list(range(10)); r.shuffle(x); x, r.getrandbits(32)
			"shuffle", 209, 0,
			func(p *Python) []uint64 {
				x := []uint64{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}
				p.Shuffle(len(x), func(i, j int) { x[i], x[j] = x[j], x[i] })
				return append(x, uint64(p.Uint32()))
			},
			[]uint64{5, 3, 6, 1, 9, 7, 4, 2, 0, 8, 705356691},
		},
		{
			// r=random.Random(209); r.sample(range(50),8), r.getrandbits(32)
			"sample from a pool", 209, 0,
			func(p *Python) []uint64 { return append(ints(p.Sample(50, 8)), uint64(p.Uint32())) },
			[]uint64{35, 42, 1, 10, 36, 18, 5, 41, 2894555858},
		},
		{
			// r=random.Random(209); r.sample(range(140608),5), r.sample(range(140608),3), r.sample(range(1000),8)
			"sample from a set", 209, 0,
			func(p *Python) []uint64 {
				return append(append(ints(p.Sample(140608, 5)), ints(p.Sample(140608, 3))...), ints(p.Sample(1000, 8))...)
			},
			[]uint64{6123, 44382, 74972, 23944, 47850, 20431, 95795, 43051, 729, 229, 950, 429, 327, 176, 207, 289},
		},
		{
			// r=random.Random(2); r.sample(range(22),5): the third draw, 2, drawn again
			"sample, a number drawn twice", 2, 0,
			func(p *Python) []uint64 { return ints(p.Sample(22, 5)) },
			[]uint64{1, 2, 11, 5, 21},
		},
		{
			// r=random.Random(1); l=list(range(10)); r.shuffle(l); l
			"shuffle", 1, 0,
			func(p *Python) []uint64 {
				l := []uint64{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}
				p.Shuffle(len(l), func(i, j int) { l[i], l[j] = l[j], l[i] })
				return l
			},
			[]uint64{6, 8, 9, 7, 5, 3, 0, 4, 1, 2},
		},
	}
	for _, tt := range tests {
		p := NewPython(tt.seed)
		for i := 0; i < tt.skip; i++ {
			p.Uint32()
		}
		got := tt.draw(p)
		for i := range tt.want {
			if got[i] != tt.want[i] {
				t.Errorf("%s: draw %d is %d, Python's is %d", tt.name, i, got[i], tt.want[i])
			}
		}
	}
}

func ints(x []int) []uint64 {
	u := make([]uint64, len(x))
	for i, v := range x {
		u[i] = uint64(v)
	}
	return u
}
