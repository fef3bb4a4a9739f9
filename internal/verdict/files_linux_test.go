package verdict

import (
	"gametheory/internal/problem"
	"gametheory/internal/proc"
	"os/exec"
	"strings"
	"testing"
	"time"
)

// TestFileBound: an isolated program of a file-I/O problem works in a
// folder on disk, where no file it makes passes a bound, fallocate's
// included: 5 GiB allocated at once as its output file fails, EFBIG (the
// sandbox ignores SIGXFSZ, and so do its programs), RE where it would be
// OLE, 5 GiB of the disk taken; in every containment.
func TestFileBound(t *testing.T) {
	if why := proc.IsolationMissing(); why != "" {
		t.Skip(why)
	}
	if _, err := exec.LookPath("fallocate"); err != nil {
		t.Skip("no fallocate command:", err)
	}
	files := &problem.FileIO{In: "input.txt", Out: "output.txt"}
	containments(t, func(t *testing.T, kind string) {
		cfg := Config{Limits: proc.Limits{Time: 10 * time.Second, MemoryKiB: 256 << 10, Output: 1 << 20, Containment: kind, Isolation: proc.Full}, FileIO: files}
		res := Judge([]string{"sh", "-c", "fallocate -l 5G output.txt"}, caseDir(t), cfg)
		if details := res.Details; res.Verdict != RE || !strings.Contains(details, "File too large") {
			t.Errorf("fallocate of 5 GiB: %s %q\n%s\nwant RE, the file too large", res.Verdict, res.Message, details)
		}
	})
}
