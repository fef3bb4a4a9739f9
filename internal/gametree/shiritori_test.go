package gametree

import (
	"reflect"
	"testing"

	"gametheory/pkg/game"
)

// TestShiritori: the statement's samples; a word listed twice; letters
// that differ only in case, which are different letters: after "xyzabc"
// no word starts with "abc", so Aoki loses, and after "ABCxyz" he says
// "xyzabc" and wins.
func TestShiritori(t *testing.T) {
	for _, c := range []struct {
		words []string
		want  []game.Outcome
	}{
		{[]string{"abcd", "bcda", "ada"}, []game.Outcome{w, l, d}},
		{[]string{"ABC"}, []game.Outcome{d}},
		{[]string{"eaaaabaa", "eaaaacaa", "daaaaaaa", "eaaaadaa", "daaaafaa"}, []game.Outcome{l, l, l, w, l}},
		{[]string{"abcd", "abcd"}, []game.Outcome{l, l}},
		{[]string{"xyzabc", "ABCxyz"}, []game.Outcome{l, w}},
	} {
		if got := Shiritori(c.words); !reflect.DeepEqual(got, c.want) {
			t.Errorf("Shiritori(%q) = %v, want %v", c.words, got, c.want)
		}
	}
}
