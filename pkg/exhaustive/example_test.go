package exhaustive_test

import (
	"fmt"

	"gametheory/pkg/exhaustive"
	"gametheory/pkg/fastio"
	"gametheory/pkg/game"
)

// A rule checked on every heap up to 1000 against a search of the game:
// take 1, 2 or 3 tokens from a heap of n; the player to move loses iff n
// is a multiple of 4.
func Example() {
	solve := func(in *fastio.Reader, out *fastio.Writer) error {
		if in.Int64()%4 != 0 {
			out.String("First\n")
		} else {
			out.String("Second\n")
		}
		return nil
	}
	take := game.New(func(n int) []int {
		var moves []int
		for k := 1; k <= 3 && k <= n; k++ {
			moves = append(moves, n-k)
		}
		return moves
	})
	brute := func(in *fastio.Reader, out *fastio.Writer) error {
		wins, err := take.Wins(in.Int())
		if wins {
			out.String("First\n")
		} else {
			out.String("Second\n")
		}
		return err
	}
	heaps := func(yield func([]byte) bool) {
		for n := 0; n <= 1000; n++ {
			if !yield(fmt.Appendf(nil, "%d\n", n)) {
				return
			}
		}
	}
	fmt.Println(exhaustive.Check(heaps, solve, brute))

	// A rule that is wrong from 8 on is caught at 8, the smallest heap on
	// which it is, and the 9th input of the family.
	wrong := func(in *fastio.Reader, out *fastio.Writer) error {
		if n := in.Int64(); n == 0 || n == 4 {
			out.String("Second\n")
		} else {
			out.String("First\n")
		}
		return nil
	}
	_, err := exhaustive.Check(heaps, wrong, brute)
	fmt.Println(err)
	// Output:
	// 1001 <nil>
	// input 9 of the family: line 1, column 1: expected "Second", found "First"
	// input:
	//     8
	// expected (brute force):
	//     Second
	// output:
	//     First
}
