// Package suggest finds, for a name that names nothing, the name it most
// likely misspells, for a "did you mean" in an error.
package suggest

import "fmt"

// DidYouMean is `; did you mean "NAME"?`, NAME the nearest of names to s,
// to follow an error's "unknown ... s", or "" when none is near.
func DidYouMean(s string, names []string) string {
	if n := nearest(s, names); n != "" {
		return fmt.Sprintf("; did you mean %q?", n)
	}
	return ""
}

// nearest returns the name among names nearest to s by edit distance
// (insertions, deletions, substitutions and swaps of two neighbours, one
// each), the first of them on a tie, or "" when even that one is too far
// to be a slip: more edits than a third of the longer name, at least one.
func nearest(s string, names []string) string {
	best, bestD := "", 0
	for _, n := range names {
		d := distance(s, n)
		if d > max(len(s), len(n))/3 && d > 1 {
			continue
		}
		if best == "" || d < bestD {
			best, bestD = n, d
		}
	}
	return best
}

// distance is the optimal string alignment distance between a and b, in
// bytes: the Levenshtein distance with the swap of two neighbours as one
// edit, as a typing slip is.
func distance(a, b string) int {
	// d[i][j] is the distance between a[:i] and b[:j]; three rows kept.
	prev2, prev, cur := make([]int, len(b)+1), make([]int, len(b)+1), make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
				cur[j] = min(cur[j], prev2[j-2]+1)
			}
		}
		prev2, prev, cur = prev, cur, prev2
	}
	return prev[len(b)]
}
