package suggest

import "testing"

// bruteDistance is the optimal string alignment distance by plain
// recursion over the last bytes, for checking distance on small strings.
func bruteDistance(a, b string) int {
	switch {
	case a == "":
		return len(b)
	case b == "":
		return len(a)
	}
	i, j := len(a), len(b)
	cost := 1
	if a[i-1] == b[j-1] {
		cost = 0
	}
	d := min(bruteDistance(a[:i-1], b)+1, bruteDistance(a, b[:j-1])+1, bruteDistance(a[:i-1], b[:j-1])+cost)
	if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
		d = min(d, bruteDistance(a[:i-2], b[:j-2])+1)
	}
	return d
}

// TestDistance checks distance against the recursion on every pair of
// strings over {a, b, c} of up to 4 letters.
func TestDistance(t *testing.T) {
	words := []string{""}
	for n, from := 0, 0; n < 4; n++ {
		to := len(words)
		for _, w := range words[from:to] {
			for _, c := range "abc" {
				words = append(words, w+string(c))
			}
		}
		from = to
	}
	for _, a := range words {
		for _, b := range words {
			if got, want := distance(a, b), bruteDistance(a, b); got != want {
				t.Fatalf("distance(%q, %q) = %d, want %d", a, b, got, want)
			}
		}
	}
}

func TestNearest(t *testing.T) {
	names := []string{"test", "bundle", "stress", "play", "listen", "new", "help", "p1247", "acwing891"}
	for _, tt := range []struct{ s, want string }{
		{"hlep", "help"},     // a swap
		{"strss", "stress"},  // a deletion
		{"bundel", "bundle"}, // a swap
		{"p1248", "p1247"},
		{"acwing892", "acwing891"},
		{"tset", "test"},
		{"xyz", ""},     // nothing near
		{"compile", ""}, // too far from all
		{"nwe", "new"},
		{"", ""},
	} {
		if got := nearest(tt.s, names); got != tt.want {
			t.Errorf("nearest(%q) = %q, want %q", tt.s, got, tt.want)
		}
		want := ""
		if tt.want != "" {
			want = `; did you mean "` + tt.want + `"?`
		}
		if got := DidYouMean(tt.s, names); got != want {
			t.Errorf("DidYouMean(%q) = %q, want %q", tt.s, got, want)
		}
	}
}
