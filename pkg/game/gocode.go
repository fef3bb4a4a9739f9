package game

import (
	"bytes"
	"fmt"
	"io"
	"math/bits"
	"sort"
	"strconv"
	"strings"
)

// sourceLimit is Codeforces' limit on a submission's source, 64 KiB.
const sourceLimit = 64 << 10

// writeGo writes a Go function grundy(n int64) int that is exact for every
// n >= 0: the period's values packed in a string, and the preperiod either
// as the exceptions to them (a switch) or as a string of its own, whichever
// is shorter. It is refused where no period is proved, and warned of on
// warn where it passes 64 KiB.
func writeGo(w, warn io.Writer, name string, a *analysis) error {
	if !a.proved {
		why := fmt.Sprintf("no period is proved up to %d", a.computed-1)
		switch {
		case a.observed:
			why = fmt.Sprintf("the period %d from %d on is only observed, and no theorem proves it for this game", a.per, a.pre)
		case a.noTheorem:
			why = "no theorem proves a period for this game"
		}
		return fmt.Errorf("-go: %s, so no function can be exact for every n", why)
	}
	code := goFunc(name, a)
	if len(code) > sourceLimit && warn != nil {
		fmt.Fprintf(warn, "warning: the function is %d KiB, past Codeforces' 64 KiB limit on a source\n", (len(code)+1023)>>10)
	}
	_, err := io.WriteString(w, code)
	return err
}

// The values are written b bits each, the bits in order from value 0's
// lowest, six bits a character: '#' plus the six bits, '#' to 'b', in an
// interpreted string where only the backslash needs escaping.
const (
	charBits = 6
	zeroChar = '#'
)

// goFunc returns the function's source.
func goFunc(name string, a *analysis) string {
	e, p := a.pre, a.per
	top := 0
	for i := 0; i < e+p; i++ {
		top = max(top, a.G(i))
	}
	b := max(bits.Len(uint(top)), 1)
	pack := func(from, to int) string {
		buf := make([]byte, ((to-from)*b+charBits-1)/charBits)
		for i := from; i < to; i++ {
			for k := 0; k < b; k++ {
				if a.G(i)>>k&1 != 0 {
					bit := (i-from)*b + k
					buf[bit/charBits] |= 1 << (bit % charBits)
				}
			}
		}
		for i := range buf {
			buf[i] += zeroChar
		}
		return string(buf)
	}
	var out bytes.Buffer
	fmt.Fprintf(&out, "// grundy returns the Grundy value of a heap of n >= 0 tokens in %s:\n", name)
	fmt.Fprintf(&out, "// preperiod %d, period %d, proved by the periodicity theorem (judge sg %s).\n", e, p, name)
	out.WriteString("func grundy(n int64) int {\n")
	fmt.Fprintf(&out, "\t// G(n) for n >= %d is value (n-%d) mod %d of per, %d bits a value,\n", e, e, p, b)
	fmt.Fprintf(&out, "\t// six bits a character from '%c', lowest first.\n", zeroChar)
	fmt.Fprintf(&out, "\tconst per = %s\n", quote(pack(e, e+p), "\t\t"))
	// (n%p + shift) % p is (n-e) mod p for every n >= 0, without
	// overflow.
	shift := (p - e%p) % p
	if shift == 0 {
		fmt.Fprintf(&out, "\ts, i := per, n%%%d\n", p)
	} else {
		fmt.Fprintf(&out, "\ts, i := per, (n%%%d+%d)%%%d\n", p, shift, p)
	}
	// The preperiod: a switch over its exceptions, or a string of its
	// own, whichever is shorter.
	table := ""
	if e > 0 {
		table = fmt.Sprintf("\tif n < %d {\n\t\tconst pre = %s\n\t\ts, i = pre, n\n\t}\n", e, quote(pack(0, e), "\t\t\t"))
	}
	if sw := exceptionSwitch(a); len(table) < len(sw) {
		out.WriteString(table)
	} else {
		out.WriteString(sw)
	}
	fmt.Fprintf(&out, "\tv := 0\n\tfor k := int64(0); k < %d; k++ {\n", b)
	fmt.Fprintf(&out, "\t\tbit := %d*i + k\n", b)
	fmt.Fprintf(&out, "\t\tv |= int(s[bit/6]-'%c') >> (bit %% 6) & 1 << k\n\t}\n\treturn v\n}\n", zeroChar)
	return out.String()
}

// exceptionSwitch returns a switch that returns each exception's value,
// the exceptions grouped by value; "" where there are none.
func exceptionSwitch(a *analysis) string {
	byValue := map[int][]int{}
	for n := 0; n < a.pre; n++ {
		if a.exception(n) {
			byValue[a.G(n)] = append(byValue[a.G(n)], n)
		}
	}
	if len(byValue) == 0 {
		return ""
	}
	values := make([]int, 0, len(byValue))
	for v := range byValue {
		values = append(values, v)
	}
	sort.Ints(values)
	var b strings.Builder
	b.WriteString("\tswitch n {\n")
	for _, v := range values {
		b.WriteString("\tcase ")
		line := 6
		for i, n := range byValue[v] {
			s := strconv.Itoa(n)
			if i > 0 {
				if line+len(s) > 90 {
					b.WriteString(",\n\t\t")
					line = 2
				} else {
					b.WriteString(", ")
				}
			}
			b.WriteString(s)
			line += len(s) + 2
		}
		fmt.Fprintf(&b, ":\n\t\treturn %d\n", v)
	}
	b.WriteString("\t}\n")
	return b.String()
}

// quote writes s as interpreted string literals of at most 96 characters
// a line, joined by +, the lines after the first indented by indent.
func quote(s, indent string) string {
	lit := func(s string) string { return `"` + strings.ReplaceAll(s, `\`, `\\`) + `"` }
	if len(s) <= 96 {
		return lit(s)
	}
	var b strings.Builder
	b.WriteString("\"\" +\n")
	for len(s) > 0 {
		k := min(96, len(s))
		b.WriteString(indent + lit(s[:k]))
		s = s[k:]
		if len(s) > 0 {
			b.WriteString(" +\n")
		}
	}
	return b.String()
}
