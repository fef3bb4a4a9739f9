// Command nimprod64 solves Library Checker's nim_product_64 "Nim Product
// (F_{2^64})".
//
// Rules: T queries, each two numbers A and B with 0 <= A, B < 2^64; print
// their nim product A ⊗ B, one line each. The statement defines the nim
// sum and product by mex: a ⊕ b is the least number that is not a' ⊕ b
// for an a' < a nor a ⊕ b' for a b' < b, and a ⊗ b the least that is not
// (a' ⊗ b) ⊕ (a ⊗ b') ⊕ (a' ⊗ b') for any a' < a and b' < b.
//
// Theorem (Conway): ⊕ is xor, and the numbers below 2^64 are the field
// GF(2^64) under ⊕ and ⊗, built as a tower: for each Fermat 2-power F =
// 2^(2^k), F ⊗ x = F·x for x < F and F ⊗ F = F ⊕ F/2. Why: the least
// number outside a field K that the mex definitions close is a root of
// x² + x + α over K, for α the least element of K that leaves it without
// one, and below F that is F/2 (nim.Product states the proof, and its
// tests check the condition at every F up to 2^32). So with a = a1·F ⊕ a0
// and b = b1·F ⊕ b0, a ⊗ b = ((a0 ⊕ a1) ⊗ (b0 ⊕ b1) ⊕ a0 ⊗ b0)·F ⊕
// a0 ⊗ b0 ⊕ a1 ⊗ b1 ⊗ F/2: three products of half the width. nim.Product
// takes that step from 64 bits to 32 and 16, where products are read from
// tables of logarithms of GF(2^16).
//
// Answered beyond the statement (1 <= T <= 10^6): T = 0, and any larger T
// the input holds; values are read as unsigned 64-bit numbers, so 2^64 or
// a sign is an error. Numbers may be split over lines and spaced in any
// way.
//
// Cost: O(1) per query, 9 products of GF(2^16) and about 20 ns, after
// about a millisecond building 516 KiB of tables; O(1) memory. At T = 10^6
// the time is mostly the reading of the 40 MB input and the writing of
// the 20 MB output.
package main

import (
	"gametheory/pkg/fastio"
	"gametheory/pkg/nim"
)

func main() { fastio.Main("nimprod64", solve) }

func solve(in *fastio.Reader, out *fastio.Writer) error {
	for t := in.IntIn("the number of queries T", 0, 1<<63-1); t > 0 && in.Err() == nil; t-- {
		a := in.UintIn("A", 0, 1<<64-1)
		b := in.UintIn("B", 0, 1<<64-1)
		if err := in.Err(); err != nil {
			return err
		}
		out.Uint64(nim.Product(a, b))
		out.Newline()
	}
	return in.Err()
}
