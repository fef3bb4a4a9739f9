package main

import (
	"math/rand"
	"strconv"
	"strings"
	"testing"

	"gametheory/pkg/wythoff"
)

// TestCases checks that every case is one the jury takes: 1 to 5 games,
// piles within the size, a seed below 2^63, one line each; and that the
// edges come up.
func TestCases(t *testing.T) {
	for _, size := range []int64{1, 2, 30, 300000000, 1e9} {
		seen := map[string]bool{}
		for seed := int64(1); seed <= 500; seed++ {
			var b strings.Builder
			write(&b, rand.New(rand.NewSource(seed)), size)
			lines := strings.Split(strings.TrimSuffix(b.String(), "\n"), "\n")
			n, err := strconv.Atoi(lines[0])
			if err != nil || n < 1 || n > 5 || len(lines) != n+2 {
				t.Fatalf("size %d, seed %d: %q", size, seed, b.String())
			}
			for _, line := range lines[1 : n+1] {
				var p [2]int64
				f := strings.Split(line, " ")
				for i := range p {
					if len(f) == 2 {
						p[i], err = strconv.ParseInt(f[i], 10, 64)
					}
					if len(f) != 2 || err != nil || p[i] < 0 || p[i] > size {
						t.Fatalf("size %d, seed %d: game %q", size, seed, line)
					}
				}
				switch {
				case p[0] == 0 && p[1] == 0:
					seen["(0, 0)"] = true
				case p[0] == p[1]:
					seen["equal piles"] = true
				case p[0] == 0 || p[1] == 0:
					seen["an empty pile"] = true
				case wythoff.Lost(p[0], p[1]):
					seen["a lost pair"] = true
				}
			}
			if s, err := strconv.ParseInt(lines[n+1], 10, 64); err != nil || s < 0 {
				t.Fatalf("size %d, seed %d: seed %q", size, seed, lines[n+1])
			}
		}
		for _, edge := range []string{"(0, 0)", "equal piles", "an empty pile", "a lost pair"} {
			if !seen[edge] && size > 2 {
				t.Errorf("size %d: no game with %s in 500 cases", size, edge)
			}
		}
	}
}
