package pkgfmt

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
)

// A node is a value of a YAML document: a mapping, a sequence or a
// scalar, with where it starts, for errors.
type node struct {
	kind      nodeKind
	line, col int // 1-based
	value     string
	quoted    bool     // a quoted scalar: never null
	keys      []string // a mapping's keys, in order
	keyNodes  []*node  // a mapping's keys as read, for where they are
	values    []*node  // a mapping's values, by key, or a sequence's items
}

type nodeKind int

const (
	scalarNode nodeKind = iota
	mapNode
	seqNode
)

func (k nodeKind) String() string {
	return [...]string{"a scalar", "a mapping", "a sequence"}[k]
}

// get returns the value of key in the mapping n, or nil (n may be nil).
func (n *node) get(key string) *node {
	if n == nil || n.kind != mapNode {
		return nil
	}
	for i, k := range n.keys {
		if k == key {
			return n.values[i]
		}
	}
	return nil
}

// null reports whether n is empty: no value, or YAML's null.
func (n *node) null() bool {
	return n == nil || n.kind == scalarNode && !n.quoted && (n.value == "" || n.value == "~" || n.value == "null" || n.value == "Null" || n.value == "NULL")
}

// A yamlError is an error at a place in a YAML file.
type yamlError struct {
	file      string
	line, col int
	msg       string
}

func (e *yamlError) Error() string { return fmt.Sprintf("%s:%d:%d: %s", e.file, e.line, e.col, e.msg) }

// parseYAML reads data, the YAML file name, as far as problem packages
// use YAML: block mappings and sequences by indentation, plain, quoted
// and block (| and >) scalars, flow sequences and mappings ([a, b], {a:
// b}) on one line or over several, comments. Anchors, aliases, tags, several documents
// and complex keys are refused, each with its line and column. An empty
// document is an empty mapping.
func parseYAML(file string, data []byte) (*node, error) {
	p := &yamlParser{file: file}
	if err := p.lines(data); err != nil {
		return nil, err
	}
	if len(p.ls) == 0 {
		return &node{kind: mapNode, line: 1, col: 1}, nil
	}
	n, err := p.block(p.ls[0].indent)
	if err != nil {
		return nil, err
	}
	if p.i < len(p.ls) {
		l := p.ls[p.i]
		return nil, p.errorf(l.num, l.indent+1, "unexpected indentation: this line is not part of what is above it")
	}
	return n, nil
}

// A yamlLine is a line that holds something: its text without its
// comment, and its indentation.
type yamlLine struct {
	num    int
	indent int
	text   string // from the first character that is not a space
	raw    string // the whole line, for block scalars
}

type yamlParser struct {
	file string
	ls   []yamlLine
	i    int // the next line
	raw  []string
}

func (p *yamlParser) errorf(line, col int, format string, args ...any) error {
	return &yamlError{p.file, line, col, fmt.Sprintf(format, args...)}
}

// lines splits data into the lines that hold something.
func (p *yamlParser) lines(data []byte) error {
	if !utf8.Valid(data) {
		return p.errorf(1, 1, "not UTF-8 text")
	}
	text := strings.TrimPrefix(string(data), "\ufeff")
	p.raw = strings.Split(strings.ReplaceAll(text, "\r\n", "\n"), "\n")
	for i, raw := range p.raw {
		num := i + 1
		body := strings.TrimLeft(raw, " ")
		indent := len(raw) - len(body)
		if strings.TrimSpace(body) == "" {
			continue
		}
		if strings.HasPrefix(body, "\t") {
			return p.errorf(num, indent+1, "a tab in the indentation: YAML indents with spaces")
		}
		body = strings.TrimRight(stripComment(body), " \t")
		switch {
		case body == "":
			continue
		case indent == 0 && (body == "---" || strings.HasPrefix(body, "--- ")):
			if len(p.ls) > 0 {
				return p.errorf(num, 1, "a second document: a problem package's YAML file holds one")
			}
			if rest := strings.TrimSpace(body[3:]); rest != "" {
				return p.errorf(num, 5, "content after ---: put it on the next line")
			}
			continue
		case indent == 0 && body == "...":
			p.raw = p.raw[:i]
			return nil
		case indent == 0 && strings.HasPrefix(body, "%"):
			return p.errorf(num, 1, "a directive (%s): not supported", body)
		}
		p.ls = append(p.ls, yamlLine{num: num, indent: indent, text: body, raw: raw})
	}
	return nil
}

// stripComment cuts a comment off a line: a # at its start or after a
// space, outside quotes.
func stripComment(s string) string {
	var quote byte
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case quote == '"' && c == '\\':
			i++
		case quote != 0:
			if c == quote {
				if quote == '\'' && i+1 < len(s) && s[i+1] == '\'' {
					i++
					continue
				}
				quote = 0
			}
		case (c == '"' || c == '\'') && (i == 0 || strings.IndexByte(" [{,:-", s[i-1]) >= 0):
			quote = c
		case c == '#' && (i == 0 || s[i-1] == ' ' || s[i-1] == '\t'):
			return s[:i]
		}
	}
	return s
}

// block reads the mapping, sequence or scalar whose lines start at the
// current line, indented by indent.
func (p *yamlParser) block(indent int) (*node, error) {
	l := p.ls[p.i]
	switch {
	case isSeqItem(l.text):
		return p.sequence(indent)
	case mappingKey(l.text) >= 0:
		return p.mapping(indent)
	}
	p.i++
	n, err := p.inline(l.text, l.num, l.indent+1, indent-1)
	if err != nil {
		return nil, err
	}
	if n.kind == scalarNode && !n.quoted {
		n.value = p.continuation(n.value, indent-1)
	}
	return n, nil
}

func isSeqItem(s string) bool { return s == "-" || strings.HasPrefix(s, "- ") }

// mappingKey returns the index of the colon that ends a mapping key at the
// start of s, or -1 when s does not start with one.
func mappingKey(s string) int {
	if s == "" || s[0] == '[' || s[0] == '{' {
		return -1
	}
	start := 0
	if s[0] == '"' || s[0] == '\'' {
		end := closingQuote(s)
		if end < 0 {
			return -1
		}
		start = end + 1
		if start < len(s) && s[start] == ':' && (start+1 == len(s) || s[start+1] == ' ') {
			return start
		}
		return -1
	}
	for i := start; i < len(s); i++ {
		if s[i] == ':' && (i+1 == len(s) || s[i+1] == ' ' || s[i+1] == '\t') {
			return i
		}
	}
	return -1
}

// closingQuote returns the index of the quote that closes the quoted
// scalar at the start of s, or -1.
func closingQuote(s string) int {
	q := s[0]
	for i := 1; i < len(s); i++ {
		switch {
		case q == '"' && s[i] == '\\':
			i++
		case s[i] == q && q == '\'' && i+1 < len(s) && s[i+1] == '\'':
			i++
		case s[i] == q:
			return i
		}
	}
	return -1
}

// mapping reads a block mapping whose keys are indented by indent.
func (p *yamlParser) mapping(indent int) (*node, error) {
	first := p.ls[p.i]
	m := &node{kind: mapNode, line: first.num, col: indent + 1}
	for p.i < len(p.ls) {
		l := p.ls[p.i]
		if l.indent < indent {
			break
		}
		if l.indent > indent {
			return nil, p.errorf(l.num, l.indent+1, "unexpected indentation: more than the keys above it")
		}
		colon := mappingKey(l.text)
		if colon < 0 {
			if isSeqItem(l.text) {
				return nil, p.errorf(l.num, l.indent+1, "a sequence item where a key of the mapping is expected")
			}
			return nil, p.errorf(l.num, l.indent+1, "want KEY: VALUE, found %q", l.text)
		}
		keyNode, err := p.inline(l.text[:colon], l.num, l.indent+1, indent)
		if err != nil {
			return nil, err
		}
		if keyNode.kind != scalarNode {
			return nil, p.errorf(l.num, l.indent+1, "a key that is not a scalar: not supported")
		}
		key := keyNode.value
		if m.get(key) != nil {
			return nil, p.errorf(l.num, l.indent+1, "duplicate key %q", key)
		}
		rest := strings.TrimLeft(l.text[colon+1:], " \t")
		restCol := l.indent + 1 + len(l.text) - len(rest)
		p.i++
		var v *node
		switch {
		case rest == "":
			v, err = p.nested(indent, l.num, restCol)
		case rest[0] == '|' || rest[0] == '>':
			v, err = p.blockScalar(rest, indent, l.num, restCol)
		default:
			v, err = p.inline(rest, l.num, restCol, indent)
			if err == nil && v.kind == scalarNode && !v.quoted {
				v.value = p.continuation(v.value, indent)
			}
		}
		if err != nil {
			return nil, err
		}
		m.keys = append(m.keys, key)
		m.keyNodes = append(m.keyNodes, keyNode)
		m.values = append(m.values, v)
	}
	return m, nil
}

// nested reads the value of a key with nothing after its colon: the block
// indented more than the key (or a sequence indented as much), else null.
func (p *yamlParser) nested(indent, line, col int) (*node, error) {
	if p.i < len(p.ls) {
		next := p.ls[p.i]
		if next.indent > indent || next.indent == indent && isSeqItem(next.text) {
			return p.block(next.indent)
		}
	}
	return &node{kind: scalarNode, line: line, col: col}, nil
}

// sequence reads a block sequence whose dashes are indented by indent.
func (p *yamlParser) sequence(indent int) (*node, error) {
	first := p.ls[p.i]
	s := &node{kind: seqNode, line: first.num, col: indent + 1}
	for p.i < len(p.ls) {
		l := p.ls[p.i]
		if l.indent < indent || l.indent == indent && !isSeqItem(l.text) {
			break
		}
		if l.indent > indent {
			return nil, p.errorf(l.num, l.indent+1, "unexpected indentation: more than the items above it")
		}
		rest := strings.TrimLeft(l.text[1:], " ")
		if rest == "" {
			p.i++
			v, err := p.nested(indent, l.num, l.indent+2)
			if err != nil {
				return nil, err
			}
			s.values = append(s.values, v)
			continue
		}
		// The item's content is a block of its own, indented as far as
		// its first character.
		inner := l.indent + len(l.text) - len(rest)
		p.ls[p.i] = yamlLine{num: l.num, indent: inner, text: rest, raw: l.raw}
		v, err := p.block(inner)
		if err != nil {
			return nil, err
		}
		s.values = append(s.values, v)
	}
	return s, nil
}

// continuation joins to the plain scalar s the lines after it indented
// more than indent, as YAML folds a plain scalar over several lines.
func (p *yamlParser) continuation(s string, indent int) string {
	for p.i < len(p.ls) && p.ls[p.i].indent > indent && mappingKey(p.ls[p.i].text) < 0 && !isSeqItem(p.ls[p.i].text) {
		s += " " + p.ls[p.i].text
		p.i++
	}
	return s
}

// blockScalar reads a literal (|) or folded (>) scalar, whose header is
// head, the lines after it indented more than indent.
func (p *yamlParser) blockScalar(head string, indent, line, col int) (*node, error) {
	style, chomp := head[0], byte(0)
	for _, c := range []byte(head[1:]) {
		switch {
		case (c == '-' || c == '+') && chomp == 0:
			chomp = c
		default:
			return nil, p.errorf(line, col, "block scalar header %q: only |, >, |-, |+, >- and >+ are supported", head)
		}
	}
	// The scalar's lines are the raw lines after the header up to the
	// next one that holds something and is indented indent or less; its
	// indentation is its first line's.
	end, inner := line, -1
	var lines []string
	for ; end < len(p.raw); end++ {
		raw := p.raw[end]
		body := strings.TrimLeft(raw, " ")
		if body == "" {
			lines = append(lines, "")
			continue
		}
		at := len(raw) - len(body)
		if at <= indent {
			break
		}
		if inner < 0 {
			inner = at
		}
		lines = append(lines, raw[min(at, inner):])
	}
	for p.i < len(p.ls) && p.ls[p.i].num <= end {
		p.i++
	}
	trailing := 0
	for len(lines) > 0 && lines[len(lines)-1] == "" {
		lines = lines[:len(lines)-1]
		trailing++
	}
	var text string
	if style == '|' {
		text = strings.Join(lines, "\n")
	} else {
		for j, l := range lines {
			switch {
			case j == 0:
				text = l
			case l == "":
				text += "\n"
			case lines[j-1] == "":
				text += l
			default:
				text += " " + l
			}
		}
	}
	switch {
	case chomp == '+':
		text += strings.Repeat("\n", trailing+1)
	case chomp != '-' && text != "":
		text += "\n"
	}
	return &node{kind: scalarNode, line: line, col: col, value: text, quoted: true}, nil
}

// inline reads a value that starts on a line, s, at line and col: a
// quoted or plain scalar, or a flow sequence or mapping, which may go on
// over the lines after it that are indented more than within (the
// parent's indentation).
func (p *yamlParser) inline(s string, line, col, within int) (*node, error) {
	f := &flow{p: p, s: s, line: line, col: col, within: within}
	n, err := f.value(false)
	if err != nil {
		return nil, err
	}
	f.space()
	if f.pos < len(f.s) {
		return nil, f.errorf("unexpected %q after the value", f.s[f.pos:])
	}
	return n, nil
}

// A flow reads values from a line, s, at line and col, and inside a flow
// collection from the lines after it too.
type flow struct {
	p         *yamlParser
	s         string
	pos       int
	line, col int
	within    int // the indentation a line of a collection goes beyond
	depth     int // the flow collections open
}

// space skips blanks; inside a flow collection, at the end of its line, it
// goes on to the next line that is indented more than within.
func (f *flow) space() {
	for {
		for f.pos < len(f.s) && (f.s[f.pos] == ' ' || f.s[f.pos] == '\t') {
			f.pos++
		}
		if f.pos < len(f.s) || f.depth == 0 || f.p.i >= len(f.p.ls) || f.p.ls[f.p.i].indent <= f.within {
			return
		}
		l := f.p.ls[f.p.i]
		f.p.i++
		f.s, f.pos, f.line, f.col = l.text, 0, l.num, l.indent+1
	}
}

func (f *flow) errorf(format string, args ...any) error {
	return f.p.errorf(f.line, f.col+f.pos, format, args...)
}

// value reads one value; in a flow collection (inFlow), a plain scalar
// ends at , ] } and ": ".
func (f *flow) value(inFlow bool) (*node, error) {
	f.space()
	n := &node{kind: scalarNode, line: f.line, col: f.col + f.pos}
	if f.pos == len(f.s) {
		return n, nil
	}
	switch c := f.s[f.pos]; c {
	case '"', '\'':
		end := closingQuote(f.s[f.pos:])
		if end < 0 {
			return nil, f.errorf("a quoted string without its closing %c", c)
		}
		raw := f.s[f.pos : f.pos+end+1]
		if c == '\'' {
			n.value = strings.ReplaceAll(raw[1:len(raw)-1], "''", "'")
		} else {
			v, err := unquoteDouble(raw)
			if err != nil {
				return nil, f.errorf("%v", err)
			}
			n.value = v
		}
		n.quoted = true
		f.pos += end + 1
		return n, nil
	case '[':
		return f.sequence(n)
	case '{':
		return f.mapping(n)
	case '&', '*', '!':
		return nil, f.errorf("anchors, aliases and tags (%c) are not supported", c)
	case '|', '>':
		return nil, f.errorf("a block scalar (%c) must be a mapping's value, its text on the lines below", c)
	case '@', '`', '%':
		return nil, f.errorf("a plain value cannot start with %c: quote it", c)
	}
	start := f.pos
	for f.pos < len(f.s) {
		c := f.s[f.pos]
		if inFlow && (c == ',' || c == ']' || c == '}') {
			break
		}
		if c == ':' && (f.pos+1 == len(f.s) || f.s[f.pos+1] == ' ' || inFlow && strings.IndexByte(",]}", f.s[f.pos+1]) >= 0) {
			if !inFlow {
				return nil, f.errorf("a mapping inside a value: put it on the lines below, indented, or quote the value")
			}
			break
		}
		f.pos++
	}
	n.value = strings.TrimRight(f.s[start:f.pos], " \t")
	return n, nil
}

func (f *flow) sequence(n *node) (*node, error) {
	n.kind = seqNode
	f.pos++ // [
	f.depth++
	defer func() { f.depth-- }()
	for {
		f.space()
		if f.pos < len(f.s) && f.s[f.pos] == ']' {
			f.pos++
			return n, nil
		}
		v, err := f.value(true)
		if err != nil {
			return nil, err
		}
		n.values = append(n.values, v)
		f.space()
		switch {
		case f.pos == len(f.s):
			return nil, f.errorf("a flow sequence without its closing ]")
		case f.s[f.pos] == ',':
			f.pos++
		case f.s[f.pos] != ']':
			return nil, f.errorf("want , or ] in a flow sequence, found %q", f.s[f.pos])
		}
	}
}

func (f *flow) mapping(n *node) (*node, error) {
	n.kind = mapNode
	f.pos++ // {
	f.depth++
	defer func() { f.depth-- }()
	for {
		f.space()
		if f.pos < len(f.s) && f.s[f.pos] == '}' {
			f.pos++
			return n, nil
		}
		if f.pos == len(f.s) {
			return nil, f.errorf("a flow mapping without its closing }")
		}
		k, err := f.value(true)
		if err != nil {
			return nil, err
		}
		if k.kind != scalarNode {
			return nil, f.errorf("a key that is not a scalar: not supported")
		}
		f.space()
		if f.pos == len(f.s) || f.s[f.pos] != ':' {
			return nil, f.errorf("want KEY: VALUE in a flow mapping")
		}
		f.pos++
		v, err := f.value(true)
		if err != nil {
			return nil, err
		}
		if n.get(k.value) != nil {
			return nil, f.p.errorf(k.line, k.col, "duplicate key %q", k.value)
		}
		n.keys = append(n.keys, k.value)
		n.keyNodes = append(n.keyNodes, k)
		n.values = append(n.values, v)
		f.space()
		switch {
		case f.pos == len(f.s):
			return nil, f.errorf("a flow mapping without its closing }")
		case f.s[f.pos] == ',':
			f.pos++
		case f.s[f.pos] != '}':
			return nil, f.errorf("want , or } in a flow mapping, found %q", f.s[f.pos])
		}
	}
}

// unquoteDouble reads a double-quoted YAML scalar, escapes and all.
func unquoteDouble(s string) (string, error) {
	var b strings.Builder
	for i := 1; i < len(s)-1; i++ {
		c := s[i]
		if c != '\\' {
			b.WriteByte(c)
			continue
		}
		i++
		switch e := s[i]; e {
		case 'n':
			b.WriteByte('\n')
		case 't':
			b.WriteByte('\t')
		case 'r':
			b.WriteByte('\r')
		case '0':
			b.WriteByte(0)
		case '"', '\\', '/', ' ':
			b.WriteByte(e)
		case 'x', 'u', 'U':
			n := map[byte]int{'x': 2, 'u': 4, 'U': 8}[e]
			if i+n >= len(s) {
				return "", fmt.Errorf("a short \\%c escape", e)
			}
			r, err := strconv.ParseUint(s[i+1:i+1+n], 16, 32)
			if err != nil {
				return "", fmt.Errorf("a bad \\%c escape %q", e, s[i+1:i+1+n])
			}
			b.WriteRune(rune(r))
			i += n
		default:
			return "", fmt.Errorf("an unknown escape \\%c", e)
		}
	}
	return b.String(), nil
}
