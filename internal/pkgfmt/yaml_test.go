package pkgfmt

import (
	"fmt"
	"strings"
	"testing"
)

// show writes a node as a one-line expression: {k: v}, [a, b], "s" for a
// quoted scalar, s for a plain one, ~ for null.
func show(n *node) string {
	switch {
	case n == nil:
		return "<nil>"
	case n.kind == mapNode:
		var parts []string
		for i, k := range n.keys {
			parts = append(parts, k+": "+show(n.values[i]))
		}
		return "{" + strings.Join(parts, ", ") + "}"
	case n.kind == seqNode:
		var parts []string
		for _, v := range n.values {
			parts = append(parts, show(v))
		}
		return "[" + strings.Join(parts, ", ") + "]"
	case n.null():
		return "~"
	case n.quoted:
		return fmt.Sprintf("%q", n.value)
	}
	return n.value
}

func TestParseYAML(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"", "{}"},
		{"# only a comment\n---\n", "{}"},
		{"name: Hello World!\nsource: Kattis # a comment\n", "{name: Hello World!, source: Kattis}"},
		{"limits:\n    time_multiplier: 5\n    memory: 1024\nvalidation: custom interactive\n",
			"{limits: {time_multiplier: 5, memory: 1024}, validation: custom interactive}"},
		{"name: 'It''s #1'\nx: \"a\\tb \\u00e9\"\n", `{name: "It's #1", x: "a\tb é"}`},
		{"keywords: [game, nim, 'a, b']\nflow: {a: 1, b: [2, 3]}\nempty: []\n", `{keywords: [game, nim, "a, b"], flow: {a: 1, b: [2, 3]}, empty: []}`},
		{"list:\n- a\n- b: 1\n  c: 2\n-\n  - d\n", "{list: [a, {b: 1, c: 2}, [d]]}"},
		{"list:\n  - x\n  - y\nnext: z\n", "{list: [x, y], next: z}"},
		{"nothing:\nnull: null\ntilde: ~\n", "{nothing: ~, null: ~, tilde: ~}"},
		{"name: a long\n  name here\nb: c\n", "{name: a long name here, b: c}"},
		{"text: |\n  line one\n   indented\n\n  three\n# done\nnext: 1\n", `{text: "line one\n indented\n\nthree\n", next: 1}`},
		{"text: >-\n  folded\n  lines\n\n  para\n", `{text: "folded lines\npara"}`},
		{"url: http://example.com/a#b\n", "{url: http://example.com/a#b}"},
		{"\ufeffa: 1\r\nb: 2\r\n", "{a: 1, b: 2}"},
		{"- 1\n- 2\n", "[1, 2]"},
		{"just text\n", "just text"},
		{"a:   \n  b: 1\n", "{a: {b: 1}}"},
		// Flow collections over several lines, as BAPCtools' identity
		// package writes one: trailing commas, keys plain, comments.
		{"json:\n  {\n    data:\n      [\n        { \"\": stdout.py 600 }, # one\n        { \"1\": stdout.py 601 },\n      ],\n  }\nnext: 1\n",
			"{json: {data: [{: stdout.py 600}, {1: stdout.py 601}]}, next: 1}"},
		{"a: [1,\n  2, [3,\n   4]]\nb: {c: d,\n  e: f}\n", "{a: [1, 2, [3, 4]], b: {c: d, e: f}}"},
		{"- {a: 1,\n   b: 2}\n- c\n", "[{a: 1, b: 2}, c]"},
	} {
		n, err := parseYAML("t.yaml", []byte(tt.in))
		if err != nil {
			t.Errorf("%q: %v", tt.in, err)
			continue
		}
		if got := show(n); got != tt.want {
			t.Errorf("%q:\n got %s\nwant %s", tt.in, got, tt.want)
		}
	}
}

// TestYAMLErrors: what the reader refuses, each with its line and column.
func TestYAMLErrors(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"a: 1\na: 2\n", `t.yaml:2:1: duplicate key "a"`},
		{"a:\n\tb: 1\n", "t.yaml:2:1: a tab in the indentation"},
		{"a: 1\n  b: 2\n", "t.yaml:2:3: unexpected indentation"},
		{"a: &x 1\n", "t.yaml:1:4: anchors, aliases and tags (&) are not supported"},
		{"a: *x\n", "t.yaml:1:4: anchors, aliases and tags (*) are not supported"},
		{"a: !!str 1\n", "t.yaml:1:4: anchors"},
		{"a: [1, 2\n", "t.yaml:1:9: a flow sequence without its closing ]"},
		{"a: [1,\n  2} ]\n", "t.yaml:2:4: want , or ] in a flow sequence, found '}'"},
		{"a: {b: 1,\nc: 2}\n", "t.yaml:1:10: a flow mapping without its closing }"},
		{"a: 'open\n", "t.yaml:1:4: a quoted string without its closing '"},
		{"a: \"\\q\"\n", "t.yaml:1:4: an unknown escape \\q"},
		{"a: b: c\n", "t.yaml:1:5: a mapping inside a value"},
		{"a: 1\n---\nb: 2\n", "t.yaml:2:1: a second document"},
		{"a: 1\n- b\n", "t.yaml:2:1: a sequence item where a key of the mapping is expected"},
		{"a: 1\njunk\n", `t.yaml:2:1: want KEY: VALUE, found "junk"`},
		{"a: |x\n  b\n", `t.yaml:1:4: block scalar header "|x"`},
		{"a: 'x' y\n", `t.yaml:1:8: unexpected "y" after the value`},
		{"a: \xff\n", "t.yaml:1:1: not UTF-8 text"},
		{"%YAML 1.2\n", "t.yaml:1:1: a directive"},
		{"- a\n  b: 1\n", "t.yaml:2:3: unexpected indentation"},
	} {
		_, err := parseYAML("t.yaml", []byte(tt.in))
		if err == nil || !strings.HasPrefix(err.Error(), tt.want) {
			t.Errorf("%q: %v; want %s...", tt.in, err, tt.want)
		}
	}
}

// FuzzParseYAML: any input is read or refused with an error naming a line
// and column of the file, never a panic.
func FuzzParseYAML(f *testing.F) {
	for _, s := range []string{"a: 1\n", "l:\n- [1, {b: 2}]\n", "t: |\n  x\n", "'k': \"v\"\n"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		_, err := parseYAML("f.yaml", []byte(s))
		if err != nil && !strings.HasPrefix(err.Error(), "f.yaml:") {
			t.Errorf("%q: %v", s, err)
		}
	})
}
