package main

import (
	"math/bits"
	"math/rand"
	"strconv"
	"strings"
	"testing"
)

// TestCases checks that every case is one the jury takes: 1 to 5 games,
// n within the size, how Bob plays, one line each; and that the edges
// come up.
func TestCases(t *testing.T) {
	for _, size := range []int64{1, 2, 3, 64, 1000, 1 << 40, 1e18} {
		seen := map[string]bool{}
		for seed := int64(1); seed <= 500; seed++ {
			var b strings.Builder
			write(&b, rand.New(rand.NewSource(seed)), size)
			lines := strings.Split(strings.TrimSuffix(b.String(), "\n"), "\n")
			games, err := strconv.Atoi(lines[0])
			if err != nil || games < 1 || games > 5 || len(lines) != games+2 {
				t.Fatalf("size %d, seed %d: %q", size, seed, b.String())
			}
			for _, line := range lines[1 : games+1] {
				n, err := strconv.ParseInt(line, 10, 64)
				if err != nil || n < 1 || n > size {
					t.Fatalf("size %d, seed %d: n = %q", size, seed, line)
				}
				switch c := bits.OnesCount64(uint64(n)); {
				case n == size:
					seen["n = SIZE"] = true
				case c == 1:
					seen["a power of two"] = true
				case c == 2:
					seen["two bits"] = true
				case n&(n+1) == 0:
					seen["all ones"] = true
				case c%2 == 1:
					seen["odd popcount"] = true
				default:
					seen["even popcount"] = true
				}
			}
			switch f := strings.Fields(lines[games+1]); {
			case len(f) == 1 && f[0] == "hard":
				seen["hard"] = true
			case len(f) == 2 && f[0] == "random":
				if s, err := strconv.ParseInt(f[1], 10, 64); err != nil || s < 0 {
					t.Fatalf("size %d, seed %d: %q", size, seed, lines[games+1])
				}
				seen["random"] = true
			default:
				t.Fatalf("size %d, seed %d: how Bob plays: %q", size, seed, lines[games+1])
			}
		}
		for _, edge := range []string{"n = SIZE", "a power of two", "two bits", "all ones", "odd popcount", "even popcount", "hard", "random"} {
			if !seen[edge] && size >= 1000 {
				t.Errorf("size %d: no %s in 500 cases", size, edge)
			}
		}
	}
}
