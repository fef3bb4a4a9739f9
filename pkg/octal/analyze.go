package octal

import (
	"fmt"

	"math/bits"
)

// Result is what Analyze found.
type Result struct {
	Computed  int  // how many heap sizes were computed: G(0..Computed-1)
	Preperiod int  // least e, valid only when Proved
	Period    int  // least p, valid only when Proved
	Proved    bool // G(n+p) = G(n) for every n >= e, by the periodicity theorem's condition checked on computed values

	// The values, in 2 bytes each while they fit and in 4 bytes after.
	v16 []uint16
	v32 []uint32
}

// Value returns G(n) for 0 <= n < r.Computed.
func (r *Result) Value(n int) int {
	if r.v32 != nil {
		return int(r.v32[n])
	}
	return int(r.v16[n])
}

// MaxLimit is the largest limit Analyze takes: heap sizes are kept in uint32 (and
// their successors as stamps), and a 32-bit machine has room for fewer.
const MaxLimit = (1<<31 - 2) >> ((64 - bits.UintSize) / 16)

// Analyze computes G(0), G(1), ... until a period is proved or limit+1 heap
// sizes (0..limit) are computed, whichever comes first. It stops at the
// least number of values that proves the period (see proveBound), so
// Computed is the same whatever the limit beyond it. progress, if not nil,
// is called every 2^16 values with how many are computed so far.
//
// The values are computed by the sparse-space method of Gangolli and
// Plambeck (see sparse); Grundy's game and games with no finite proof
// (such as .6 and the games whose values grow without bound) are computed
// to the limit. Analyze reserves address space for limit+1 values at
// once; memory is used only as values are computed, 2 bytes each while
// they fit in 16 bits and 4 bytes after.
func (g Game) Analyze(limit int, progress func(computed int)) (*Result, error) {
	if limit < 0 || limit > MaxLimit {
		return nil, fmt.Errorf("limit %d: expected a largest heap size from 0 to %d", limit, MaxLimit)
	}
	a := newAnalysis(g, limit+1)
	r := &Result{v16: make([]uint16, limit+1)}
	n, wide := compute(a, r.v16, 0, progress)
	if wide {
		r.widen(n)
		n, _ = compute(a, r.v32, n, progress)
	}
	r.Computed = n
	if a.proved {
		r.Computed, r.Preperiod, r.Period, r.Proved = a.bound, a.e, a.p, true
	}
	if r.v32 != nil {
		r.v32 = r.v32[:r.Computed]
	} else {
		r.v16 = r.v16[:r.Computed]
	}
	return r, nil
}

// widen moves the first n values from v16 to v32, as long as v16.
func (r *Result) widen(n int) {
	r.v32 = make([]uint32, len(r.v16))
	for i, v := range r.v16[:n] {
		r.v32[i] = uint32(v)
	}
	r.v16 = nil
}

// An analysis is the state of Analyze apart from the values themselves.
type analysis struct {
	sparse
	t      int  // the theorem's t; only when prove is set
	prove  bool // whether the periodicity theorem applies
	next   int  // how many values to have before the next look for a period
	marks  []uint64
	proved bool
	e, p   int // the least preperiod and period, once proved
	bound  int // the least number of values that proves them
}

func newAnalysis(g Game, size int) *analysis {
	a := &analysis{next: 1}
	a.sparse.init(g)
	a.t, a.prove = g.MaxTake()
	if a.prove {
		a.marks = make([]uint64, size/64+1)
	}
	return a
}

// compute fills g[n:] until it is full, a period is proved, or a value
// does not fit in T; it returns how many values are then known, and
// whether it stopped for a value too wide.
func compute[T uint16 | uint32](a *analysis, g []T, n int, progress func(int)) (int, bool) {
	for ; n < len(g); n++ {
		if progress != nil && n&0xffff == 0 && n > 0 {
			progress(n)
		}
		if a.prove && n == a.next {
			if findPeriod(a, g[:n]) {
				return n, false
			}
		}
		v := step(&a.sparse, g, n)
		if uint64(v) > uint64(^T(0)) {
			return n, true
		}
		g[n] = T(v)
		record(&a.sparse, g, n)
	}
	if a.prove {
		findPeriod(a, g)
	}
	return n, false
}
