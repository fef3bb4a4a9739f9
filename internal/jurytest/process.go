package jurytest

import (
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"gametheory/internal/testenv"
)

// Process builds the problem id's jury (problems/ID/interactor) and
// solution in the module at root, and runs them as processes joined by
// two pipes, as a judge does, on each case of samples/ID that verdicts
// names: the jury's verdict, its standard error, starts with the one
// verdicts gives the case; the solution writes nothing to its standard
// error; and the jury's record, its OUTPUT file, ends with the verdict.
func Process(t *testing.T, root, id string, verdicts map[string]string) {
	t.Helper()
	dir := t.TempDir()
	exes := testenv.Build(t, root, dir, "problems/"+id+"/interactor", "problems/"+id)
	names := make([]string, 0, len(verdicts))
	for name := range verdicts {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		input := filepath.Join(root, "samples", id, name+".in")
		output := filepath.Join(dir, name+".record")
		jury, solution := testenv.Duel(t, exec.Command(exes[0], input, output), exec.Command(exes[1]))
		if jury.Err != nil || !strings.HasPrefix(jury.Stderr, verdicts[name]) {
			t.Errorf("%s: jury: %v, stderr %q, want %q", name, jury.Err, jury.Stderr, verdicts[name])
		}
		if solution.Err != nil || solution.Stderr != "" {
			t.Errorf("%s: solution: %v, stderr %q", name, solution.Err, solution.Stderr)
		}
		record, err := os.ReadFile(output)
		if err != nil || !strings.HasSuffix(string(record), "\n"+jury.Stderr) {
			t.Errorf("%s: OUTPUT: %v\n%s", name, err, record)
		}
	}
}
