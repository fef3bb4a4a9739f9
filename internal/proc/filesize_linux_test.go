package proc

import (
	"os"
	"testing"
	"time"
)

// TestFileSize: an isolated program may write a file as large as
// Limits.FileKiB and no larger, in /box and in /tmp, in every
// containment; a run without the bound after one with it, or with a
// larger one, is not held to it (a sandbox sets the limit on itself for
// good, and serves runs of its limit only).
func TestFileSize(t *testing.T) {
	if why := IsolationMissing(); why != "" {
		t.Skip("no isolation here:", why)
	}
	// 2 MiB into f, in /box, then into /tmp/f.
	write := []string{"/bin/sh", "-c", "head -c 2097152 /dev/zero > f && head -c 2097152 /dev/zero > /tmp/f"}
	for _, kind := range Available() {
		for _, tt := range []struct {
			fileKiB int64
			fails   bool
		}{
			{1 << 10, true},
			{0, false},
			{2 << 10, false},
			{1 << 10, true},
		} {
			lim := Limits{Time: 10 * time.Second, MemoryKiB: 256 << 10, Containment: kind, Isolation: Full, Dir: t.TempDir(), FileKiB: tt.fileKiB}
			r, err := Run(write, os.DevNull, lim)
			if err != nil {
				t.Fatalf("%s, %d KiB: %v", kind, tt.fileKiB, err)
			}
			r.Close()
			if failed := r.ExitCode != 0; failed != tt.fails {
				t.Errorf("%s, a bound of %d KiB: exit %d %s %s; want it to fail %v", kind, tt.fileKiB, r.ExitCode, r.Signal, r.Stderr, tt.fails)
			}
		}
	}
}
