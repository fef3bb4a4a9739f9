package cgt

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"testing"
)

// run runs Command as judge cgt on args, with the families given, and
// returns its exit status and what it wrote.
func run(families []Family, args ...string) (int, string, string) {
	var out, errs bytes.Buffer
	code := Command("judge cgt", args, families, &out, &errs)
	return code, out.String(), errs.String()
}

// TestCommand checks what judge cgt prints: the canonical form, the
// outcome class, and for a game that is not a number its mean and
// temperature.
func TestCommand(t *testing.T) {
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"{1|-1}"}, "+-1\nN\nmean 0\ntemperature 1\n"},
		{[]string{"{0|*}"}, "^\nL\nmean 0\ntemperature 0\n"},
		{[]string{"{0,*|0}"}, "^*\nN\nmean 0\ntemperature 0\n"},
		{[]string{"{0,*|0,*}"}, "*2\nN\nmean 0\ntemperature 0\n"},
		{[]string{"{0|1}"}, "1/2\nL\n"},
		{[]string{"{2|1/2||0}"}, "{2|1/2||0}\nN\nmean 1/2\ntemperature 1/2\n"},
		{[]string{"3/4"}, "3/4\nL\n"},
		{[]string{"--", "-2"}, "-2\nR\n"},
		{[]string{"*"}, "*\nN\nmean 0\ntemperature 0\n"},
		{[]string{"v"}, "v\nR\nmean 0\ntemperature 0\n"},
		{[]string{"^-^"}, "0\nP\n"},
		{[]string{"hackenbush:LRRL"}, "3/8\nL\n"},
		{[]string{"domineering:./."}, "1\nL\n"},
		{[]string{"domineering:.."}, "-1\nR\n"},
		{[]string{"domineering:../.."}, "+-1\nN\nmean 0\ntemperature 1\n"},
		{[]string{"cutcake:1x3"}, "2\nL\n"},
		{[]string{"cutcake:3x4"}, "1\nL\n"},
		{[]string{"cutcake:3x4 + domineering:../.. + ^"}, "{2^|^}\nL\nmean 1\ntemperature 1\n"},
		{[]string{"hackenbush:LR-hackenbush:L(R,R)"}, "1/4\nL\n"},
		{[]string{"{3|1}"}, "{3|1}\nL\nmean 2\ntemperature 1\n"},
		{[]string{"{4611686018427387904|-4611686018427387904}"}, "+-4611686018427387904\nN\nmean 0\ntemperature 4611686018427387904\n"},
		{[]string{"^", "-json"}, `{"game":"^","canonical":"^","outcome":"L","mean":"0","temperature":"0"}` + "\n"},
		{[]string{"-json", "--", "-3/4"}, `{"game":"-3/4","canonical":"-3/4","outcome":"R","mean":"-3/4","temperature":"-1/4"}` + "\n"},
		{[]string{"-json", "5"}, `{"game":"5","canonical":"5","outcome":"L","mean":"5","temperature":"-1"}` + "\n"},
	} {
		code, out, errs := run(nil, tt.args...)
		if code != 0 || out != tt.want || errs != "" {
			t.Errorf("judge cgt %s: exit %d, stdout %q, stderr %q; want exit 0, stdout %q", strings.Join(tt.args, " "), code, out, errs, tt.want)
		}
	}
}

// tokens is a game of one's own for the tests: from a heap of n tokens
// Left takes 1 or 2, Right takes 1 or 3. Position 13 panics, and 99 moves
// to itself.
var tokens = New(func(n int) []int { return takes(n, 1, 2) }, func(n int) []int { return takes(n, 1, 3) })

func takes(n int, ks ...int) []int {
	switch n {
	case 13:
		panic("13 is unlucky")
	case 99:
		return []int{99}
	}
	var out []int
	for _, k := range ks {
		if k <= n {
			out = append(out, n-k)
		}
	}
	return out
}

var tokenHeaps = Positions("heap", tokens, func(s string) (int, error) {
	n, err := strconv.Atoi(s)
	if err != nil || n < 0 {
		return 0, fmt.Errorf("want a number of tokens, found %q", s)
	}
	return n, nil
})

// TestCommandErrors: bad input is one line on stderr saying what was
// expected and where, exit status 2 and nothing on stdout.
func TestCommandErrors(t *testing.T) {
	for _, tt := range []struct {
		args []string
		want string // the line on stderr, after "judge cgt: "
	}{
		{[]string{"{1|"}, `game "{1|": expected '}' (for the '{' at position 1) at position 4, found the end`},
		{[]string{"{1|2|3}"}, `game "{1|2|3}": expected one longest run of bars, the one that parts the sides ({a||b|c} or {a|b||c}) at position 5, found '|'`},
		{[]string{"1+"}, `game "1+": expected a game at position 3, found the end`},
		{[]string{"{1|ñ0}"}, `game "{1|ñ0}": expected a game at position 4, found 'ñ'`}, // a letter of two bytes in braces hung the parser
		{[]string{"1 2"}, `game "1 2": expected '+', '-' or the end at position 3, found 2`},
		{[]string{"3/5"}, `game "3/5": expected a power of two up to 2^62 as the denominator at position 3, found 5`},
		{[]string{"*65536"}, `game "*65536": expected a nimber up to 65535 at position 2, found 65536`},
		{[]string{"^65536"}, `game "^65536": expected a count of ups up to 65535 at position 2, found 65536`},
		{[]string{"^<0>"}, `game "^<0>": expected a count of ups from 1 at position 3, found 0`},
		{[]string{"^[257]"}, `game "^[257]": expected a count of ups up to 256 at position 3, found 257`},
		{[]string{"^<3"}, `game "^<3": expected '>' at position 4, found the end`},
		{[]string{"2Tiny(2"}, `game "2Tiny(2": expected ')' (for the '(' at position 6) at position 8, found the end`},
		{[]string{"^65535+^"}, `game "^65535+^": ^65536 is out of range: games hold at most 65535 ups or downs and nimbers up to *65535`},
		{[]string{"Tinny(2)"}, `game "Tinny(2)": expected a game; a name is Tiny(, Miny( or a family of positions, heap:, hackenbush:, domineering:, cutcake: at position 1, found 'T'`},
		{[]string{"chess:e4"}, `game "chess:e4": expected a family of positions, heap:, hackenbush:, domineering:, cutcake: at position 1, found 'c'`},
		{[]string{"domineering:..x"}, `game "domineering:..x": expected '.', '#' or '/' at position 15, found 'x'`},
		{[]string{"domineering:..#/.."}, `game "domineering:..#/..": expected 3 cells in row 2, as in row 1, at position 17, found 2`},
		{[]string{"1+domineering:./.x+1"}, `game "1+domineering:./.x+1": expected '.', '#' or '/' at position 18, found 'x'`},
		{[]string{"hackenbush:LRB"}, `game "hackenbush:LRB": expected L, R, '(' or the end at position 14, found 'B'`},
		{[]string{"cutcake:3"}, `game "cutcake:3": expected 'x' between the rows and the columns at position 10, found the end`},
		{[]string{"cutcake:0x3"}, `game "cutcake:0x3": expected a number of rows from 1 to 128 at position 9, found 0`},
		{[]string{"cutcake:3x129"}, `game "cutcake:3x129": expected a number of columns from 1 to 128 at position 11, found 129`},
		{[]string{"hackenbush:L" + strings.Repeat("R", 63)}, `game "hackenbush:L` + strings.Repeat("R", 63) + `": hackenbush:L` + strings.Repeat("R", 63) + ` at position 1: the value of an edge L on a tree worth -63, (-63 + 65)/2^64, is out of range` + rangeTail},
		{[]string{"hackenbush:" + strings.Repeat("LR", 40)}, `game "hackenbush:` + strings.Repeat("LR", 40) + `": hackenbush:` + strings.Repeat("LR", 40) + ` at position 1: 6148914691236517205/4611686018427387904 / 2 is out of range` + rangeTail},
		// Numbers past what a Dyadic holds, met while reading, adding or
		// working out a thermograph, are named.
		{[]string{"{9223372036854775807|0}"}, `game "{9223372036854775807|0}": 9223372036854775807 + 1 is out of range` + rangeTail},
		{[]string{"{1|1/4611686018427387904}"}, `game "{1|1/4611686018427387904}": -4611686018427387903/4611686018427387904 / 2 is out of range` + rangeTail},
		{[]string{"{9223372036854775807|}"}, `game "{9223372036854775807|}": 9223372036854775807 + 1 is out of range` + rangeTail},
		{[]string{"--", "-9223372036854775807+{|0}"}, `game "-9223372036854775807+{|0}": -1 - 9223372036854775807 is out of range` + rangeTail},
		{[]string{"{1/4611686018427387904|1/2305843009213693952}"}, `game "{1/4611686018427387904|1/2305843009213693952}": the simplest number between 1/4611686018427387904 and 1/2305843009213693952 is out of range` + rangeTail},
		{[]string{"1/9223372036854775808"}, `game "1/9223372036854775808": expected a power of two as the denominator up to 4611686018427387904 at position 3, found 9223372036854775808`},
		{[]string{"1/18446744073709551616"}, `game "1/18446744073709551616": expected a power of two as the denominator up to 4611686018427387904 at position 3, found 18446744073709551616`},
		{[]string{"99999999999999999999"}, `game "99999999999999999999": expected a number below 2^63 at position 1, found 99999999999999999999`},
		{[]string{"-2"}, `flag provided but not defined: -2 (a game that starts with '-' goes after --: judge cgt -- -2)`},
		{[]string{"-x"}, `flag provided but not defined: -x`},
		{nil, `want one game, such as {1|-1}, ^*, cutcake:3x4 or a sum of them, found 0 arguments`},
		{[]string{"1", "2"}, `want one game, such as {1|-1}, ^*, cutcake:3x4 or a sum of them, found 2 arguments`},
		{[]string{"heap:13"}, `game "heap:13": heap:13 at position 1: game: the moves of position 13 panicked: 13 is unlucky`},
		{[]string{"1+heap:99"}, `game "1+heap:99": heap:99 at position 3: game: the moves form a cycle: position 99 can be reached from itself`},
		{[]string{"heap:x"}, `game "heap:x": heap:x at position 1: want a number of tokens, found "x"`},
	} {
		code, out, errs := run([]Family{tokenHeaps}, tt.args...)
		if code != 2 || out != "" || errs != "judge cgt: "+tt.want+"\n" {
			t.Errorf("judge cgt %s: exit %d, stdout %q, stderr %q; want exit 2 and\njudge cgt: %s", strings.Join(tt.args, " "), code, out, errs, tt.want)
		}
	}
}

// rangeTail ends the error of a number out of range.
const rangeTail = ": exact values are n/2^k with n an int64 and k <= 62"

// TestCommandFamily runs judge cgt on a game of one's own, in sums with
// the built-in games: its outcome agrees with the Ruleset's search.
func TestCommandFamily(t *testing.T) {
	for n := 0; n <= 12; n++ {
		code, out, errs := run([]Family{tokenHeaps}, "-json", fmt.Sprintf("heap:%d", n))
		var r report
		if code != 0 || json.Unmarshal([]byte(out), &r) != nil {
			t.Fatalf("heap:%d: exit %d, %q, %q", n, code, out, errs)
		}
		if o, err := tokens.Outcome(n); err != nil || r.Outcome != o.String() {
			t.Errorf("heap:%d: outcome %s, the search says %v, %v", n, r.Outcome, o, err)
		}
	}
	if code, out, _ := run([]Family{tokenHeaps}, "heap:4-heap:4+hackenbush:L"); code != 0 || out != "1\nL\n" {
		t.Errorf("heap:4-heap:4+hackenbush:L: exit %d, %q; want 1", code, out)
	}
}

// TestCommandMisere checks judge cgt -misere: impartial games in misère
// play, in pkg/misere's notation and CGSuite's, their canonical forms,
// outcomes and birthdays (*2+*2 is {*2,*3}, a P-position born on day 4,
// as CGSuite says), and one line for a game that is not impartial.
func TestCommandMisere(t *testing.T) {
	for _, tt := range []struct {
		args      []string
		code      int
		out, errs string
	}{
		{[]string{"-misere", "*2+*2"}, 0, "{*2,*3}\nP\nbirthday 4\n", ""},
		{[]string{"-misere", "*[2]+*[2]"}, 0, "{*2,*3}\nP\nbirthday 4\n", ""},
		{[]string{"-misere", "{0,*|0,*}"}, 0, "*2\nN\nbirthday 2\n", ""},
		{[]string{"-misere", "*[[2],0]"}, 0, "{0,{*2}}\nN\nbirthday 4\n", ""},
		{[]string{"-misere", "{*,*2}"}, 0, "0\nN\nbirthday 0\n", ""},
		{[]string{"-misere", "-json", "*[[2]]"}, 0, `{"game":"*[[2]]","canonical":"{*2}","outcome":"P","birthday":3}` + "\n", ""},
		{[]string{"-misere", "{0|*}"}, 2, "", `judge cgt: misere: form "{0|*}": want the same options for Left and Right (an impartial game) in the braces at offset 0, found different ones` + "\n"},
		{[]string{"-misere", "^"}, 2, "", `judge cgt: misere: form "^": want 0, *, *n, *[ or { at offset 0, found "^"` + "\n"},
	} {
		code, out, errs := run(nil, tt.args...)
		if code != tt.code || out != tt.out || errs != tt.errs {
			t.Errorf("%q: exit %d, %q, %q; want %d, %q, %q", tt.args, code, out, errs, tt.code, tt.out, tt.errs)
		}
	}
}

// TestCommandHelp: -h shows the usage and the flags, exit status 0.
func TestCommandHelp(t *testing.T) {
	code, out, errs := run([]Family{tokenHeaps}, "-h")
	if code != 0 || out != "" || !strings.Contains(errs, "usage: judge cgt [-json] GAME") || !strings.Contains(errs, "NAME:POSITION of heap, hackenbush, domineering, cutcake") || !strings.Contains(errs, "-json") || !strings.Contains(errs, "-misere") {
		t.Errorf("-h: exit %d, stdout %q, stderr %q", code, out, errs)
	}
}
