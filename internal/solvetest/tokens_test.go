package solvetest

import (
	"fmt"
	"strings"
	"testing"
)

func TestTokens(t *testing.T) {
	in := NewTokens(" 3\n-7\t9223372036854775807\r\n18446744073709551615 12 ")
	if a, b, c, d := in.Int(), in.Int64(), in.Int64(), in.Uint64(); a != 3 || b != -7 || c != 1<<63-1 || d != 1<<64-1 || !in.More() {
		t.Errorf("Tokens gave %d, %d, %d, %d, more %v", a, b, c, d, in.More())
	}
	if v := in.Int(); v != 12 || in.More() {
		t.Errorf("Tokens gave %d, more %v; want 12 and the end", v, in.More())
	}
	for _, tt := range []struct {
		name, in string
		read     func(*Tokens)
		panic    string
	}{
		{"past the last", " ", func(t *Tokens) { t.Int() }, "index out of range"},
		{"not an integer", "1.5", func(t *Tokens) { t.Int64() }, `parsing "1.5": invalid syntax`},
		{"negative unsigned", "-1", func(t *Tokens) { t.Uint64() }, `parsing "-1": invalid syntax`},
		{"past int64", "9223372036854775808", func(t *Tokens) { t.Int64() }, "value out of range"},
	} {
		func() {
			defer func() {
				if p := recover(); p == nil || !strings.Contains(fmt.Sprint(p), tt.panic) {
					t.Errorf("%s: panic %v, want one that says %q", tt.name, p, tt.panic)
				}
			}()
			tt.read(NewTokens(tt.in))
		}()
	}
}
