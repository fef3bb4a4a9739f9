// Command hdu1848 solves HDU 1848 "Fibonacci again and again": three heaps
// of a subtraction game, by Sprague-Grundy.
//
// Rules: three heaps of m, n and p stones; a move takes F stones from one
// heap, F a Fibonacci number (1, 2, 3, 5, 8, ...: F(1) = 1, F(2) = 2,
// F(k) = F(k-1) + F(k-2)); the player who cannot move loses. The input is
// lines m n p; the line 0 0 0 ends the input, as does the end of the file
// where a line would begin. For each line print "Fibo" if Fibo, who moves
// first, wins, else "Nacci".
//
// Theorem (Sprague-Grundy): give a heap of x stones the value g(x), the
// least number that is not the value of a heap x - F it can be left as
// (the mex; g(0) = 0); the player to move loses exactly when
// g(m) xor g(n) xor g(p) = 0. Why: a move changes one heap, and a heap's
// value differs from those of all its options, so from xor 0 every move
// leaves a xor that is not 0. From xor X != 0, the heap whose value v
// holds X's highest bit has v xor X < v, and as every value below v is an
// option's value (mex), some move takes that heap to value v xor X,
// leaving xor 0. The game ends, so by induction on the stones the
// positions of xor 0 are the lost ones.
//
// The values are computed once each, in increasing order, as far as the
// largest heap met so far. Heaps up to 10^6 and heaps of 0 (other than
// the line 0 0 0) are answered; the statement has 1 <= m, n, p <= 1000.
//
// Cost: O(H log H) time, H the largest heap (a heap has O(log H) moves,
// one per Fibonacci number up to it), and O(H) memory, a byte a heap;
// then O(1) a line.
package main

import (
	"math/bits"

	"gametheory/pkg/fastio"
)

func main() { fastio.Main("hdu1848", solve) }

// most is the largest heap answered.
const most = 1e6

func solve(in *fastio.Reader, out *fastio.Writer) error {
	var g grundy
	for in.MoreInt() {
		m := in.IntIn("a heap size m", 0, most)
		n := in.IntIn("a heap size n", 0, most)
		p := in.IntIn("a heap size p", 0, most)
		if err := in.Err(); err != nil {
			return err
		}
		if m == 0 && n == 0 && p == 0 {
			break
		}
		if g.value(int(m))^g.value(int(n))^g.value(int(p)) != 0 {
			out.String("Fibo\n")
		} else {
			out.String("Nacci\n")
		}
	}
	return nil
}

// fibonacci holds the moves, the Fibonacci numbers 1, 2, 3, 5, ... up to
// most: 29 of them, so a heap's value, the mex of at most 29 options, is
// at most 29.
var fibonacci = func() []int {
	var f []int
	for a, b := 1, 2; a <= most; a, b = b, a+b {
		f = append(f, a)
	}
	return f
}()

// grundy holds the values of the heaps 0, 1, ..., len-1.
type grundy []uint8

// value returns the value of a heap of x stones, first computing those of
// the heaps up to x not yet known.
func (g *grundy) value(x int) uint8 {
	for y := len(*g); y <= x; y++ {
		var options uint64 // bit v set: some option has the value v
		for _, f := range fibonacci {
			if f > y {
				break
			}
			options |= 1 << (*g)[y-f]
		}
		*g = append(*g, uint8(bits.TrailingZeros64(^options)))
	}
	return (*g)[x]
}
