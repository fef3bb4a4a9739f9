package octal

import (
	"fmt"
	"testing"
)

// checkAgainstMex compares r with plain mex: every computed value below
// n, and, when a period is proved, the period on every heap size below n.
func checkAgainstMex(t *testing.T, g Game, r *Result, n int) {
	t.Helper()
	ref := g.Mex(n)
	for i := 0; i < n && i < r.Computed; i++ {
		if r.Value(i) != ref[i] {
			t.Fatalf("%s: Analyze gives G(%d) = %d, plain mex %d", g, i, r.Value(i), ref[i])
		}
	}
	if !r.Proved {
		return
	}
	for i := r.Preperiod; i+r.Period < n; i++ {
		if ref[i] != ref[i+r.Period] {
			t.Fatalf("%s: proved period %d from %d, but G(%d) = %d and G(%d) = %d by plain mex",
				g, r.Period, r.Preperiod, i, ref[i], i+r.Period, ref[i+r.Period])
		}
	}
	if r.Preperiod > 0 && ref[r.Preperiod-1] == ref[r.Preperiod-1+r.Period] {
		t.Fatalf("%s: proved preperiod %d is not the least", g, r.Preperiod)
	}
	for p := 1; p < r.Period; p++ {
		if r.Period%p == 0 {
			for i := r.Preperiod; i < r.Preperiod+r.Period; i++ {
				if ref[i] != ref[i+p] {
					break
				}
				if i == r.Preperiod+r.Period-1 {
					t.Fatalf("%s: proved period %d is not the least: %d is one", g, r.Period, p)
				}
			}
		}
	}
}

// TestAllShortCodes checks every octal code with up to three digits after
// the point, with and without a leading 4, against plain mex: the values
// below 1000, and each period proved to twice the values that prove it.
func TestAllShortCodes(t *testing.T) {
	proved := 0
	for _, d0 := range []string{"", "4"} {
		for c := 0; c < 8*8*8; c++ {
			code := fmt.Sprintf("%s.%03o", d0, c)
			g, err := Parse(code)
			if err != nil {
				t.Fatal(err)
			}
			r, err := g.Analyze(4000, nil)
			if err != nil {
				t.Fatal(err)
			}
			n := 1000
			if r.Proved {
				proved++
				tt, _ := g.MaxTake()
				if r.Computed != proveBound(r.Preperiod, r.Period, tt) {
					t.Fatalf("%s: proved by %d values, the bound is %d", g, r.Computed, proveBound(r.Preperiod, r.Period, tt))
				}
				if 2*r.Computed > n {
					n = 2 * r.Computed
				}
			} else if r.Computed != 4001 {
				t.Fatalf("%s: no period proved, yet %d values computed, not 4001", g, r.Computed)
			}
			checkAgainstMex(t, g, r, n)
		}
	}
	t.Logf("%d of %d games proved periodic within 4001 values", proved, 2*8*8*8)
}

// TestPublished checks periods published in Winning Ways, by Gangolli and
// Plambeck (1989) and in Flammenkamp's tables of octal games.
func TestPublished(t *testing.T) {
	for _, c := range []struct {
		code string
		e, p int
	}{
		{".77", 71, 12},    // Kayles
		{".07", 53, 34},    // Dawson's Kayles
		{".137", 52, 34},   // Dawson's chess, .07 shifted by one
		{".127", 46578, 4}, // last exception at 46577
		{".16", 105351, 149459},
		{".56", 326640, 144},
		{"S(1,3,4)", 0, 7},
	} {
		g, _ := Parse(c.code)
		r, err := g.Analyze(1<<20, nil)
		if err != nil {
			t.Fatal(err)
		}
		if !r.Proved || r.Preperiod != c.e || r.Period != c.p {
			t.Errorf("%s: proved %v, preperiod %d, period %d; want preperiod %d, period %d", c.code, r.Proved, r.Preperiod, r.Period, c.e, c.p)
		}
		if r.Computed < 20000 {
			checkAgainstMex(t, g, r, 4*r.Computed)
		}
	}
}

// TestStopsAtBound checks that Analyze stops at the least number of values
// that proves the period, whatever the limit, and proves nothing with one
// value fewer.
func TestStopsAtBound(t *testing.T) {
	g, _ := Parse(".77")
	for _, limit := range []int{166, 1000, 1 << 20} {
		r, _ := g.Analyze(limit, nil)
		if !r.Proved || r.Computed != 167 || r.Preperiod != 71 || r.Period != 12 {
			t.Errorf("Kayles, limit %d: %+v, want proved by 167 values", limit, *r)
		}
	}
	r, _ := g.Analyze(165, nil)
	if r.Proved || r.Computed != 166 {
		t.Errorf("Kayles, limit 165: %+v, want 166 values and no proof", *r)
	}
}

func TestUnsettled(t *testing.T) {
	for _, code := range []string{".6", "grundy"} {
		g, _ := Parse(code)
		calls := 0
		r, err := g.Analyze(1<<17, func(n int) {
			if n <= calls<<16 {
				t.Errorf("%s: progress(%d) after progress(%d)", code, n, calls<<16)
			}
			calls++
		})
		if err != nil {
			t.Fatal(err)
		}
		if r.Proved || r.Computed != 1<<17+1 || calls != 2 {
			t.Errorf("%s: %+v after %d progress calls, want 2^17+1 values, no proof, 2 calls", code, *r, calls)
		}
		checkAgainstMex(t, g, r, 2000)
	}
}

func TestAnalyzeLimit(t *testing.T) {
	g, _ := Parse(".07")
	for _, limit := range []int{-1, MaxLimit + 1} {
		if _, err := g.Analyze(limit, nil); err == nil {
			t.Errorf("Analyze(%d): no error", limit)
		}
	}
	r, err := g.Analyze(0, nil)
	if err != nil || r.Computed != 1 || r.Value(0) != 0 {
		t.Errorf("Analyze(0) = %+v, %v; want G(0) = 0 alone", r, err)
	}
}

// TestWiden checks that values computed on in 4 bytes each, after a value
// too wide for 2 bytes, continue those before: no game reaches 2^16
// values quickly, so the switch is made at 1000 values here.
func TestWiden(t *testing.T) {
	for _, code := range []string{"grundy", ".354", "4.007"} {
		g, _ := Parse(code)
		a := newAnalysis(g, 3000)
		r := &Result{v16: make([]uint16, 3000)}
		n, wide := compute(a, r.v16[:1000], 0, nil)
		if n != 1000 || wide {
			t.Fatalf("%s: %d values, wide %v; want 1000, false", code, n, wide)
		}
		r.widen(n)
		r.Computed, _ = compute(a, r.v32, n, nil)
		checkAgainstMex(t, g, r, r.Computed)
	}
}
