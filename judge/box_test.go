package main

import (
	"gametheory/internal/proc"
	"strings"
	"testing"
)

// TestCompileIsolated: a C program that embeds the case's answer as it
// compiles (asm(".incbin"), by its path from the source's folder) prints
// it, and gets AC, where the judge's runs, and so its compiles, are not
// isolated; isolated (-isolation full, and auto where the system
// isolates), the compile does not see the answer, and the program is CE.
func TestCompileIsolated(t *testing.T) {
	needTools(t, ".c")
	if why := proc.IsolationMissing(); why != "" {
		t.Skip("no isolation here:", why)
	}
	dir := isolate(t)
	writeFiles(t, dir, map[string]string{"leak.c": `#include <stdio.h>
__asm__(".section .rodata\n.global leak\nleak: .incbin \"cases/a.out\"\n.byte 0\n.text\n");
extern const char leak[];
int main(void) { fputs(leak, stdout); return 0; }
`})
	for _, tt := range []struct{ isolation, want string }{
		{proc.None, "AC    1/1"},
		{proc.Full, "CE    0/1"},
		{"auto", "CE    0/1"},
	} {
		_, out, errOut := judgeCLI(t, dir, "test", "-isolation", tt.isolation, "-c", "leak.c", "cases")
		if !strings.Contains(out, tt.want) {
			t.Errorf("-isolation %s: want %q\nstdout:\n%sstderr:\n%s", tt.isolation, tt.want, out, errOut)
		}
	}
}
