package game

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"sort"
	"strconv"
	"strings"
)

// sourceLimit is Codeforces' limit on a submission's source, 64 KiB.
const sourceLimit = 64 << 10

// writeGo writes a Go function grundy(n int64) int that is exact for every
// n >= 0: the period's values as a string, and the preperiod either as the
// exceptions to them (a switch) or as a string of its own, whichever is
// shorter. It is refused where no period is proved, and warned of on
// stderr where it passes 64 KiB.
func writeGo(w io.Writer, name string, a *analysis) error {
	if !a.proved {
		why := fmt.Sprintf("no period is proved up to %d", a.computed-1)
		if a.observed {
			why = fmt.Sprintf("the period %d from %d on is only observed, and no theorem proves it for this game", a.per, a.pre)
		}
		return fmt.Errorf("-go: %s, so no function can be exact for every n", why)
	}
	code := goFunc(name, a)
	if len(code) > sourceLimit {
		fmt.Fprintf(os.Stderr, "warning: the function is %d KiB, past Codeforces' 64 KiB limit on a source\n", (len(code)+1023)>>10)
	}
	_, err := io.WriteString(w, code)
	return err
}

// digits is the alphabet values are written in: '0' to '_', 48 characters
// none of which is a backquote, so that they fit in raw strings.
const digits = 48

// goFunc returns the function's source.
func goFunc(name string, a *analysis) string {
	e, p := a.pre, a.per
	top := 0
	for i := 0; i < e+p; i++ {
		top = max(top, a.G(i))
	}
	width := 1 // characters per value
	for span := digits; span <= top; span *= digits {
		width++
	}
	enc := func(from, to int) string {
		var b []byte
		for i := from; i < to; i++ {
			v := a.G(i)
			for k := width - 1; k >= 0; k-- {
				d := v
				for j := 0; j < k; j++ {
					d /= digits
				}
				b = append(b, byte('0'+d%digits))
			}
		}
		return string(b)
	}
	var out bytes.Buffer
	fmt.Fprintf(&out, "// grundy returns the Grundy value of a heap of n >= 0 tokens in %s:\n", name)
	fmt.Fprintf(&out, "// preperiod %d, period %d, proved by the periodicity theorem (judge sg %s).\n", e, p, name)
	out.WriteString("func grundy(n int64) int {\n")
	fmt.Fprintf(&out, "\t// G(n) for n >= %d is per's value number (n-%d) mod %d", e, e, p)
	if width == 1 {
		out.WriteString(", as a character from '0'.\n")
	} else {
		fmt.Fprintf(&out, ", in %d characters from '0', base %d.\n", width, digits)
	}
	fmt.Fprintf(&out, "\tconst per = %s\n", rawString(enc(e, e+p)))
	// i is where n's value is in per: (n-e) mod p, for every n >= 0.
	shift := (p - e%p) % p
	index := fmt.Sprintf("(n%%%d + %d) %% %d", p, shift, p)
	if shift == 0 {
		index = fmt.Sprintf("n %% %d", p)
	}
	if width > 1 {
		index = fmt.Sprintf("%d * (%s)", width, index)
	}
	fmt.Fprintf(&out, "\ti := %s\n", index)
	tail := decoder("per", width)
	// The preperiod: a switch over its exceptions, or a table.
	switchForm := exceptionSwitch(a)
	tableForm := ""
	if e > 0 {
		at := "n"
		if width > 1 {
			at = fmt.Sprintf("%d * n", width)
		}
		tableForm = fmt.Sprintf("\tif n < %d {\n\t\tconst pre = %s\n\t\ti = %s\n%s\t}\n",
			e, rawString(enc(0, e)), at, indent(decoder("pre", width)))
	}
	if len(tableForm) < len(switchForm) {
		out.WriteString(tableForm)
	} else {
		out.WriteString(switchForm)
	}
	out.WriteString(tail)
	out.WriteString("}\n")
	return out.String()
}

// decoder returns the statements that return the value at index i of the
// string constant s, width characters a value.
func decoder(s string, width int) string {
	if width == 1 {
		return fmt.Sprintf("\treturn int(%s[i] - '0')\n", s)
	}
	return fmt.Sprintf("\tv := 0\n\tfor _, c := range %s[i : i+%d] {\n\t\tv = v*%d + int(c-'0')\n\t}\n\treturn v\n", s, width, digits)
}

func indent(s string) string {
	return strings.ReplaceAll(strings.TrimSuffix("\t"+strings.ReplaceAll(s, "\n", "\n\t"), "\t"), "\t\n", "\n")
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

// rawString writes s as raw string literals of at most 96 characters a
// line, joined by +.
func rawString(s string) string {
	if len(s) <= 96 {
		return "`" + s + "`"
	}
	var b strings.Builder
	b.WriteString("\"\" +\n")
	for len(s) > 0 {
		k := min(96, len(s))
		b.WriteString("\t\t`" + s[:k] + "`")
		s = s[k:]
		if len(s) > 0 {
			b.WriteString(" +\n")
		}
	}
	return b.String()
}
