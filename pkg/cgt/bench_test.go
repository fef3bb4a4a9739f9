package cgt

import (
	"fmt"
	"strings"
	"testing"
)

// BenchmarkHackenbushString values all-blue strings (the number n) and
// strings of a blue run then alternating edges, each once: the positions
// a Ruleset remembers would make a second run free.
//
//	go test -run '^$' -bench HackenbushString -benchtime 1x ./pkg/cgt
func BenchmarkHackenbushString(b *testing.B) {
	for _, n := range []int{250, 500, 2000} {
		for _, kind := range []string{"L", "LR"} {
			b.Run(fmt.Sprintf("%s/%d", kind, n), func(b *testing.B) {
				for i := 0; i < b.N; i++ {
					// A prefix of its own each time, so that nothing is remembered.
					s := strings.Repeat("L", n-40) + strings.Repeat(kind, 40)[:40] + fmt.Sprintf("%b", i)[1:]
					s = strings.NewReplacer("0", "L", "1", "R").Replace(s)
					if _, err := Hackenbush(s); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}

// BenchmarkUpStarSums adds ten sums ^a*b, each to the next.
//
//	go test -run '^$' -bench UpStarSums ./pkg/cgt
func BenchmarkUpStarSums(b *testing.B) {
	for i := 0; i < b.N; i++ {
		sum := Game{}
		for k := 1; k <= 10; k++ {
			sum = sum.Add(UpStar(Dyadic{}, 7*k+i%5, 3*k))
		}
	}
}

// BenchmarkDomineering values empty rectangles of Domineering, each with
// a Ruleset of its own so that nothing is remembered from the last.
//
//	go test -run '^$' -bench Domineering -benchtime 1x ./pkg/cgt
func BenchmarkDomineering(b *testing.B) {
	for _, dims := range [][2]int{{4, 4}, {4, 5}, {5, 5}} {
		board := strings.TrimSuffix(strings.Repeat(strings.Repeat(".", dims[1])+"/", dims[0]), "/")
		b.Run(fmt.Sprintf("%dx%d", dims[0], dims[1]), func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				domineering = newDomineering()
				if _, err := Domineering(board); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
