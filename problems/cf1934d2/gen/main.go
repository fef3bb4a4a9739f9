// Command gen writes a random case of cf1934d2, the jury's input: gen SEED
// [SIZE], 1 to 5 games with n up to SIZE (default and most 10^18, the
// statement's bound), then how Bob plays: "hard", or "random" and a seed,
// as often. A game starts at one of: a random n; a small one, up to 64,
// where the jury's Bob plays by the search; a power of two, which the
// program must leave to Bob at once; a number of two bits, which it
// breaks into two powers of two; a number of all 1 bits, where a hard
// Bob's games are long; n within 2 of SIZE.
package main

import (
	"fmt"
	"io"
	"math/bits"
	"math/rand"
	"os"

	"gametheory/internal/casegen"
)

func main() {
	r, size := casegen.Args(1e18)
	write(os.Stdout, r, min(size, 1e18))
}

// write writes a case with n up to size.
func write(w io.Writer, r *rand.Rand, size int64) {
	t := 1 + r.Intn(5)
	fmt.Fprint(w, casegen.Line(int64(t)))
	top := bits.Len64(uint64(size)) // the powers of two up to size are 2^0 .. 2^(top-1)
	for ; t > 0; t-- {
		var n int64
		switch r.Intn(6) {
		case 0:
			n = casegen.Between(r, 1, size)
		case 1:
			n = casegen.Between(r, 1, min(size, 64))
		case 2:
			n = 1 << r.Intn(top)
		case 3:
			i, j := r.Intn(top), r.Intn(top)
			if n = 1<<i | 1<<j; n > size {
				n = 1 << min(i, j)
			}
		case 4:
			if n = 1<<(1+r.Intn(top)) - 1; n > size {
				n >>= 1
			}
		case 5:
			n = max(1, size-r.Int63n(3))
		}
		fmt.Fprint(w, casegen.Line(n))
	}
	if r.Intn(2) == 0 {
		fmt.Fprintln(w, "hard")
	} else {
		fmt.Fprintln(w, "random", r.Int63())
	}
}
