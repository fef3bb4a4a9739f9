package companion

import (
	"io"
	"io/fs"
	"path/filepath"
	"strings"
	"testing"

	"gametheory/internal/scaffold"
)

// FuzzReceive takes any body as the extension's JSON: what decode takes
// is stored in an empty project, and everything written lies in
// samples/ID and problems/ID, ID a valid problem id, whatever the page's
// name, URL or samples were.
func FuzzReceive(f *testing.F) {
	f.Fuzz(func(t *testing.T, body []byte) {
		tk, err := decode(body)
		if err != nil {
			return
		}
		root := t.TempDir()
		NewReceiver(root, io.Discard, io.Discard).store(tk)
		filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
			rel, _ := filepath.Rel(root, path)
			parts := strings.Split(filepath.ToSlash(rel), "/")
			if rel == "." || len(parts) == 1 && (parts[0] == "samples" || parts[0] == "problems") {
				return nil
			}
			if parts[0] != "samples" && parts[0] != "problems" || scaffold.CheckID(parts[1]) != nil {
				t.Errorf("%q: wrote %s", body, rel)
				return filepath.SkipDir
			}
			return nil
		})
	})
}
