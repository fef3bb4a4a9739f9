package verdict

import (
	"gametheory/internal/proc"
	"strings"
	"testing"
)

// FuzzTestlib reads a checker's or jury's result from whatever it wrote
// and its exit status: the verdict follows the status as testlib's, and
// the message is one line.
func FuzzTestlib(f *testing.F) {
	f.Fuzz(func(t *testing.T, stderr, out []byte, code int) {
		r := &proc.Result{Stderr: stderr, ExitCode: code, CPU: proc.Unknown, MaxRSSKiB: proc.Unknown}
		v, msg := Testlib("the checker", []string{"checker"}, r, checkerLimits, out)
		want := map[int]Verdict{0: AC, 1: WA, 2: PE}[code]
		if want == "" {
			want = FAIL
		}
		if v != want || strings.Contains(msg, "\n") {
			t.Errorf("exit %d, stderr %q, output %q: %s %q, want %s on one line", code, stderr, out, v, msg, want)
		}
	})
}
