// Command no-flush is a wrong wythoff-duel player: it plays well, but
// writes through a buffer that it flushes only when it exits. Its first
// answer stays in the buffer, and it waits for the jury's next line while
// the jury waits for that answer: neither moves again, which judges
// report as Idleness Limit Exceeded.
package main

import (
	"bufio"
	"fmt"
	"math/big"
	"os"
)

func main() {
	in := bufio.NewReader(os.Stdin)
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	var t int
	for fmt.Fscan(in, &t); t > 0; t-- {
		var a, b int64
		if _, err := fmt.Fscan(in, &a, &b); err != nil || a < 0 {
			return
		}
		x, y := move(a, b)
		mine := x != 0 || y != 0
		if mine {
			fmt.Fprintln(out, "First")
		} else {
			fmt.Fprintln(out, "Second")
		}
		for ; a != 0 || b != 0; mine = !mine {
			if mine {
				x, y = move(a, b)
				fmt.Fprintln(out, x, y)
			} else if _, err := fmt.Fscan(in, &x, &y); err != nil || x < 0 {
				return
			}
			a, b = a-x, b-y
		}
	}
}

// move returns a winning move at a, b, or 0, 0 when a, b is lost: the
// lost pairs are (⌊kφ⌋, ⌊kφ⌋+k), k >= 0 (Wythoff).
func move(a, b int64) (x, y int64) {
	if a > b {
		y, x = move(b, a)
		return x, y
	}
	switch f := floorKPhi(b - a); {
	case a == f:
		return 0, 0
	case a > f:
		return a - f, a - f // to (f, f+k)
	}
	n := floorKPhi(a+1) - (a + 1) // how many ⌊iφ⌋ <= a, i >= 1
	if floorKPhi(n) == a {
		return 0, b - a - n // to (a, a+n)
	}
	return 0, b - n // a = ⌊jφ⌋+j with ⌊jφ⌋ = n: to (a, n)
}

// floorKPhi is ⌊kφ⌋ = (k + ⌊√(5k²)⌋) / 2, exactly.
func floorKPhi(k int64) int64 {
	s := big.NewInt(k)
	s.Mul(s, s).Mul(s, big.NewInt(5)).Sqrt(s)
	return (s.Int64() + k) / 2
}
