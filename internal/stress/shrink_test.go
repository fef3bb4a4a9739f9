package stress

import (
	"reflect"
	"strconv"
	"strings"
	"testing"
)

// counted reports whether in is a count n and then n numbers on one line.
func counted(in string) ([]int, bool) {
	d := parseDoc([]byte(in))
	if len(d) != 2 || len(d[0]) != 1 {
		return nil, false
	}
	n, err := strconv.Atoi(d[0][0])
	if err != nil || n != len(d[1]) {
		return nil, false
	}
	var v []int
	for _, t := range d[1] {
		x, err := strconv.Atoi(t)
		if err != nil {
			return nil, false
		}
		v = append(v, x)
	}
	return v, true
}

func TestShrink(t *testing.T) {
	tests := []struct {
		name string
		in   string
		keep func(in string) bool // legal and failing
		want string
	}{
		{
			name: "a failing line among others",
			in:   "3 5\n0 0\n7 7\n",
			keep: func(in string) bool { return strings.Contains(in, "0 0\n") },
			want: "0 0\n",
		},
		{
			name: "numbers descend to the smallest failing one",
			in:   "1000\n",
			keep: func(in string) bool { n, err := strconv.Atoi(strings.TrimSpace(in)); return err == nil && n >= 37 },
			want: "37\n",
		},
		{
			name: "a count lowered with the items it counts",
			in:   "6\n1 3 0 2 3 0\n",
			keep: func(in string) bool {
				v, ok := counted(in)
				seen := map[int]bool{}
				for _, x := range v {
					if seen[x] {
						return ok
					}
					seen[x] = true
				}
				return false
			},
			want: "2\n0 0\n",
		},
		{
			name: "equal numbers shrink together",
			in:   "9 9\n",
			keep: func(in string) bool { f := strings.Fields(in); return len(f) == 2 && f[0] == f[1] && f[0] != "0" },
			want: "1 1\n",
		},
		{
			name: "an illegal candidate is never kept",
			in:   "40\n",
			keep: func(in string) bool {
				n, err := strconv.Atoi(strings.TrimSpace(in))
				return err == nil && n >= 10 && n%2 == 0 && n != 12 && n != 20
			},
			want: "14\n", // 40, 38, 36, 18, 16, 14; from 14 the next would be 12, which is illegal
		},
		{
			name: "the whole input can go",
			in:   "1 2\n3\n",
			keep: func(string) bool { return true },
			want: "",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var tried []string
			s := &shrinker{maxRuns: 10000, cur: parseDoc([]byte(tt.in))}
			s.keep = func(b []byte) (bool, error) {
				tried = append(tried, string(b))
				return tt.keep(string(b)), nil
			}
			if err := s.shrink(); err != nil {
				t.Fatal(err)
			}
			if got := string(s.cur.bytes()); got != tt.want {
				t.Errorf("shrank %q to %q, want %q", tt.in, got, tt.want)
			}
			// Deterministic: the same candidates in the same order.
			again := []string{}
			s2 := &shrinker{maxRuns: 10000, cur: parseDoc([]byte(tt.in))}
			s2.keep = func(b []byte) (bool, error) {
				again = append(again, string(b))
				return tt.keep(string(b)), nil
			}
			s2.shrink()
			if !reflect.DeepEqual(tried, again) {
				t.Errorf("a second shrink tried other candidates")
			}
		})
	}
}

func TestShrinkCap(t *testing.T) {
	s := &shrinker{maxRuns: 3, cur: parseDoc([]byte("1 2 3 4 5 6 7 8\n"))}
	s.keep = func(b []byte) (bool, error) { return strings.Contains(string(b), "8"), nil }
	if err := s.shrink(); err != errCapped {
		t.Fatalf("shrink = %v, want the cap", err)
	}
	if s.runs != 3 || !strings.Contains(string(s.cur.bytes()), "8") {
		t.Errorf("after the cap: %d runs, input %q", s.runs, s.cur.bytes())
	}
}

func TestSmaller(t *testing.T) {
	tests := []struct {
		v    int64
		want []int64
	}{
		{0, nil},
		{1, []int64{0}},
		{2, []int64{0, 1}},
		{7, []int64{0, 1, 3, 4, 5, 6}},
		{100, []int64{0, 1, 50, 98, 99}},
		{-7, []int64{0, -1, -3, -4, -5, -6}},
	}
	for _, tt := range tests {
		if got := smaller(tt.v); !reflect.DeepEqual(got, tt.want) {
			t.Errorf("smaller(%d) = %v, want %v", tt.v, got, tt.want)
		}
	}
}
