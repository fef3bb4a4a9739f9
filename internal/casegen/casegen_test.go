package casegen

import "testing"

func TestParse(t *testing.T) {
	tests := []struct {
		args     []string
		wantSize int64
		wantErr  bool
	}{
		{[]string{"7"}, 5, false},
		{[]string{"7", "100"}, 100, false},
		{[]string{"-3"}, 5, false},
		{nil, 0, true},
		{[]string{"x"}, 0, true},
		{[]string{"1", "0"}, 0, true},
		{[]string{"1", "2", "3"}, 0, true},
	}
	for _, tt := range tests {
		_, size, err := parse(tt.args, 5)
		if (err != nil) != tt.wantErr || !tt.wantErr && size != tt.wantSize {
			t.Errorf("parse(%q) = %d, %v", tt.args, size, err)
		}
	}
}

func TestSameSeedSameNumbers(t *testing.T) {
	r1, _, _ := parse([]string{"42"}, 1)
	r2, _, _ := parse([]string{"42"}, 1)
	a, b := Piles(r1, 50, 0, 1000), Piles(r2, 50, 0, 1000)
	for i := range a {
		if a[i] != b[i] || a[i] < 0 || a[i] > 1000 {
			t.Fatalf("seed 42 gave %v and %v", a, b)
		}
	}
}

func TestLine(t *testing.T) {
	if got := Line(3, 0, 12); got != "3 0 12\n" {
		t.Errorf("Line = %q", got)
	}
	if got := Line(); got != "\n" {
		t.Errorf("Line() = %q", got)
	}
}
