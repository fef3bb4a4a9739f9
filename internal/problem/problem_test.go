package problem

import "testing"

func TestNaturalOrder(t *testing.T) {
	for _, c := range []struct {
		a, b string
		less bool
	}{
		{"sample-2", "sample-10", true}, {"sample-10", "sample-2", false}, {"k-4", "k-100", true},
		{"a", "b", true}, {"limits", "sample-1", true}, {"x1", "x1a", true}, {"x01", "x2", true}, {"same", "same", false},
	} {
		if got := naturalLess(c.a, c.b); got != c.less {
			t.Errorf("naturalLess(%q, %q) = %v", c.a, c.b, got)
		}
	}
}
