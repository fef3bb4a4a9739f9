//go:build unix

package verdict

import (
	"gametheory/internal/problem"
	"gametheory/internal/proc"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestFollowNothing: what a program of a file-I/O problem leaves in the
// place of its output file, if not a file, is the program's fault (WA,
// saying what it is), in every containment, isolated and not: a link is
// never followed (to the case's answer, it would be judged right), a
// named pipe never waited on (no one writes it). A link in a program's
// folder is copied as a link, not as what it leads to: the folder's
// output.txt, a link to the answer, is WA too; and its input.txt, a link
// to a file of the judge's, is replaced by the case's input, which leaves
// that file as it was.
func TestFollowNothing(t *testing.T) {
	files := &problem.FileIO{In: "input.txt", Out: "output.txt"}
	victim := filepath.Join(t.TempDir(), "victim")
	if err := os.WriteFile(victim, []byte("the judge's\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	c := caseDir(t)
	folder := t.TempDir() // a program's folder
	for link, to := range map[string]string{"input.txt": victim, "output.txt": c.Out} {
		if err := os.Symlink(to, filepath.Join(folder, link)); err != nil {
			t.Fatal(err)
		}
	}
	tests := []struct {
		name, script, folder, kind string
	}{
		{"a link to the answer", "ln -s '" + c.Out + "' output.txt", "", "a symbolic link"},
		{"a named pipe", "mkfifo output.txt", "", "a named pipe"},
		{"a folder", "mkdir output.txt", "", "a folder"},
		{"the links of its folder", "cat input.txt >/dev/null", folder, "a symbolic link"},
	}
	isolations := []string{proc.None}
	if proc.IsolationMissing() == "" {
		isolations = append(isolations, proc.Full)
	}
	containments(t, func(t *testing.T, kind string) {
		for _, iso := range isolations {
			for _, tt := range tests {
				cfg := Config{Limits: proc.Limits{Time: 10 * time.Second, Output: 1 << 20, Containment: kind, Isolation: iso}, FileIO: files, ProgramDir: tt.folder}
				judged := make(chan Result, 1)
				go func() { judged <- Judge([]string{"sh", "-c", tt.script}, c, cfg) }()
				var res Result
				select {
				case res = <-judged:
				case <-time.After(time.Minute):
					t.Fatalf("isolation %s, %s: the judge still waits after a minute", iso, tt.name)
				}
				if want := "as " + tt.kind + ", not a file"; res.Verdict != WA || !strings.Contains(res.Message, want) {
					t.Errorf("isolation %s, %s: %s %q; want WA, %q", iso, tt.name, res.Verdict, res.Message, want)
				}
			}
		}
	})
	if b, err := os.ReadFile(victim); err != nil || string(b) != "the judge's\n" {
		t.Errorf("the file the folder's input.txt leads to: %q, %v; want it as it was", b, err)
	}
}
