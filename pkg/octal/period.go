package octal

// The periodicity theorem, as used here: let t be the largest k whose digit
// is non-zero and e' = max(e, 1). If G(n+p) = G(n) for every n with
// e <= n < 2e'+p+t-1, then G(n+p) = G(n) for every n >= e. So N values
// prove the period p from e when
//
//	N >= proveBound(e, p) = 2e' + 2p + t - 1.
//
// Proof, by induction on n >= 2e'+p+t-1, assuming G(m+p) = G(m) for
// e <= m < n. The options of heaps n and n+p removing k <= t tokens match:
//   - whole heap: neither n nor n+p is <= t, since n >= 2+p+t-1 > t.
//   - leaving one heap: n-k >= n-t >= 2e'+p-1 >= e, and n-k < n, so
//     G(n+p-k) = G(n-k).
//   - leaving two heaps a+b = n+p-k with a >= b >= 1 (k = 0 included, for a
//     leading 4): a >= (n+p-k)/2 >= e'+p-1/2, so a >= e'+p and a-p is a
//     heap size from e to n-1: G(a)^G(b) = G(a-p)^G(b), a value of the
//     split (a-p)+b of n-k. Conversely a split a+b of n-k with a >= b has
//     a >= (n-k)/2 >= e'-1/2, so a >= e' >= e, a < n and G(a)^G(b) =
//     G(a+p)^G(b), a value of the split (a+p)+b of n+p-k.
//
// Equal sets of option values give equal mex. Nothing here depends on
// which digits are used, so the bound holds for codes with d0 = 4 too.
// (The theorem in Winning Ways, chapter 4, asks the same of
// e <= n < 2e+p+t; the -1 and e' are this proof's sharper count.)
//
// Finding the least e and p, and the least N, cheaply. For a period p and
// N values, let L(p) be the last n with n+p < N and G(n) != G(n+p) (-1 if
// none); e(p) = L(p)+1 is the least e that the N values allow for p, and
// R(p) = proveBound(e(p), p). The period p is proved by N values exactly
// when R(p) <= N.
//
//   - Least p: if some p is proved, the sequence is eventually periodic, its
//     least eventual period p* divides p, its least preperiod e* <= e(p),
//     and the N values agree with p* from e* on, so R(p*) <= R(p) <= N:
//     p* is proved too, and it is the least p with R(p) <= N. Its e(p*) is
//     e*: G(e*-1) != G(e*-1+p*) lies within the N values, since
//     N >= 2e'+2p*+t-1 > e*+p*.
//   - Least N: if N values prove a period, they prove p* from e* as
//     above, so B = proveBound(e*, p*) <= N, and B values prove it too:
//     they agree with p* from e* on. Fewer values N0 < B prove nothing:
//     by the first point they would prove p* from some e0 with
//     proveBound(e0, p*) <= N0 < B, so e0 < e*, which the mismatch at
//     e*-1 refutes. So B is the least N, whatever N found it.
//   - Cheaply: findPeriod, run at N values, computes R(p) for every
//     p < N, and the next time to run is at most the least R(p) found
//     (a lower bound on every later R(p)) and 2N+t+1 (a lower bound on R
//     of every p >= N); so no N is skipped at which some period becomes
//     proved, and the values computed are cut back to that N. L(p) is
//     found by comparing G(n) with G(n+p) from the end backwards, which
//     usually stops after a step or two; the long scans are those of
//     multiples of a period, and they are skipped after a long scan of p
//     (a short one costs less than the skipping): if p's scan ended at
//     L(p) and q = jp with L(p)+q < N, then G(L(p)+q) = G(L(p)+p) !=
//     G(L(p)), so L(q) >= L(p) and R(q) > R(p).

// proveBound returns how many values prove period p from e.
func proveBound(e, p, t int) int {
	if e < 1 {
		e = 1
	}
	return 2*e + 2*p + t - 1
}

// findPeriod looks at g (the values so far, N = len(g)) for a proved
// period; it returns true with a.e, a.p and a.bound set when it finds one,
// or sets a.next to when to look again: no later than the least N at which
// one may be proved, and within N/32 values (64 at first), so that the
// work of looking stays a small part of the whole.
func findPeriod[T uint16 | uint32](a *analysis, g []T) bool {
	n := len(g)
	next := 2*n + a.t + 1
	if step := n / 32; n+step < next && step >= 64 {
		next = n + step
	} else if n+64 < next {
		next = n + 64
	}
	marks := a.marks[:n/64+1]
	for i := range marks {
		marks[i] = 0
	}
	for p := 1; p < n; p++ {
		if marks[p/64]>>uint(p%64)&1 != 0 {
			continue
		}
		j := n - 1
		for j >= p && g[j] == g[j-p] {
			j--
		}
		last := j - p // L(p)
		if r := proveBound(last+1, p, a.t); r <= n {
			a.proved, a.e, a.p, a.bound = true, last+1, p, r
			return true
		} else if r < next {
			next = r
		}
		if n-1-j >= 64 {
			for q := 2 * p; q < n && last+q < n; q += p {
				marks[q/64] |= 1 << uint(q%64)
			}
		}
	}
	a.next = next
	return false
}
