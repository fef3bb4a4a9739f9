// Command p2490 solves Luogu P2490 "[SDOI2011] 黑白棋": Moore's Nim_k,
// counted.
//
// Rules: a row of n cells holds k pieces (k even) on distinct cells,
// coloured white, black, white, black, ... from the left. A moves white
// pieces, only to the right; B moves black ones, only to the left; a move
// takes 1 to d pieces of the mover's colour, each one or more cells, no
// piece jumping over or onto another; the player who cannot move loses.
// A moves first. The input is n k d (1 <= d <= k <= n <= 10^4, k <= 100);
// print the number of placements of the k pieces in which A wins, modulo
// 10^9+7. The input ends after d.
//
// Theorem: pair each white piece with the black one to its right, m = k/2
// pairs, and call a pair's gap the number of empty cells between its two
// pieces. The player to move, A or B, loses exactly when the gaps are a
// lost position of Moore's Nim_d: for every bit, the number of gaps with
// that bit set is a multiple of d+1 (nim.MooreLost proves the rule). Why:
// a white piece can only move towards its black partner and a black one
// only towards its white partner, so A's moves and B's moves alike are
// exactly the ways to lower 1 to d gaps by any amounts up to the gaps,
// the move of Moore's Nim_d; the space between pairs grows, but no piece
// can ever use it. Both players have the same moves on the gaps, each
// move lowers their sum, and the position without moves has every gap 0,
// so by induction the player to move wins exactly when Moore's Nim_d says
// so.
//
// Counting: the lost gap vectors are the choices, for each bit j, of a
// set of gaps holding bit j whose size c_j is a multiple of d+1; the
// choices for different bits are independent and give each vector once,
// of sum s = Σ 2^j·c_j, in C(m, c_0)·C(m, c_1)··· ways. f(s), the number
// of lost vectors of sum s, comes from a DP over the bits:
// f_{j+1}(s + 2^j·c) += f_j(s)·C(m, c) for c = 0, d+1, 2(d+1), ... <= m.
// A vector of sum s is the gaps of C(n-k-s+m, m) placements: the m
// blocks of g_i+2 cells each, in order, and the n-k-s empty cells left,
// spread over the m+1 spaces around them. So A wins in C(n, k) -
// Σ_{s <= n-k} f(s)·C(n-k-s+m, m) placements; only the bits j with
// 2^j·(d+1) <= n-k can hold a set.
//
// Cost: O(n·log(n)·m/(d+1)) time, under 10^7 steps at the limits, and
// O(n) memory for the factorials and f.
package main

import (
	"strconv"

	"gametheory/pkg/fastio"
)

func main() { fastio.Main("p2490", solve) }

const mod = 1_000_000_007

func solve(in *fastio.Reader, out *fastio.Writer) error {
	n := in.IntIn("the number of cells n", 1, 1e4)
	k := in.IntIn("the number of pieces k", 1, min(n, 100))
	if k%2 != 0 {
		in.Fail("the number of pieces k, " + strconv.FormatInt(k, 10) + ", is odd; the pieces are white and black in pairs")
	}
	d := in.IntIn("the most pieces a move takes d", 1, k)
	if err := in.Err(); err != nil {
		return err
	}
	out.Int64(wins(int(n), int(k), int(d)))
	out.Newline()
	return nil
}

// wins counts, modulo mod, the placements of k pieces on n cells in
// which A, moving first, wins, by the counting above.
func wins(n, k, d int) int64 {
	fact, inv := factorials(n)
	choose := func(a, b int) int64 { return fact[a] * inv[b] % mod * inv[a-b] % mod }
	m, free := k/2, n-k
	// f[s] counts the lost gap vectors of sum s over the bits so far;
	// going down s keeps f[s-2^j·c] (c > 0) at the bits before j.
	f := make([]int64, free+1)
	f[0] = 1
	for bit := 1; bit*(d+1) <= free; bit *= 2 {
		for s := free; s >= 0; s-- {
			v := f[s]
			for c := d + 1; c <= m && bit*c <= s; c += d + 1 {
				v = (v + f[s-bit*c]*choose(m, c)) % mod
			}
			f[s] = v
		}
	}
	lost := int64(0)
	for s, v := range f {
		lost = (lost + v*choose(free-s+m, m)) % mod
	}
	return (choose(n, k) - lost + mod) % mod
}

// factorials returns i! and 1/i! modulo mod for every i <= n, the
// inverse by Fermat's little theorem, mod being prime.
func factorials(n int) (fact, inv []int64) {
	fact, inv = make([]int64, n+1), make([]int64, n+1)
	fact[0] = 1
	for i := 1; i <= n; i++ {
		fact[i] = fact[i-1] * int64(i) % mod
	}
	inv[n] = 1
	for b, e := fact[n], int64(mod-2); e > 0; b, e = b*b%mod, e/2 {
		if e%2 == 1 {
			inv[n] = inv[n] * b % mod
		}
	}
	for i := n; i > 0; i-- {
		inv[i-1] = inv[i] * int64(i) % mod
	}
	return fact, inv
}
