package build

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"
)

// Programs with build and run scripts. The problem package format lets
// a program folder (an output validator, a submission) say itself how it
// is built and run: build, run in a copy of the folder, makes it; run,
// there after, is the program. A folder with either is built so: copied
// into a cache entry keyed by its files, its build script run there as a
// compile is (under the compile's limits; its failure is CE), and run
// started from there.

// scriptNames are the scripts of such a folder.
var scriptNames = []string{"build", "run"}

// hasScripts reports whether dir is a folder with a build or run script.
func hasScripts(dir string) bool {
	if st, err := os.Stat(dir); err != nil || !st.IsDir() {
		return false
	}
	for _, name := range scriptNames {
		if st, err := os.Stat(filepath.Join(dir, name)); err == nil && st.Mode().IsRegular() {
			return true
		}
	}
	return false
}

// buildScripts makes the folder dir, which has a build or run script,
// ready to run: copied into the cache (keyed by every file's name, mode
// and content), built there by build where it has one, and run by run.
func (b *Builder) buildScripts(dir string) (*Program, error) {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return nil, err
	}
	h := sha256.New()
	fmt.Fprintf(h, "scripts %s\n", exeName())
	err = eachFile(abs, func(rel string, mode fs.FileMode, content []byte) error {
		fmt.Fprintf(h, "%s %o %d\n", filepath.ToSlash(rel), mode&0o111, len(content))
		h.Write(content)
		return nil
	})
	if err != nil {
		return nil, err
	}
	key := "scripts-" + hex.EncodeToString(h.Sum(nil))[:32]
	begin := time.Now()
	entry, made, err := b.Entry(key, func(tmp string) error {
		if err := copyTree(abs, tmp); err != nil {
			return err
		}
		if !exists(filepath.Join(tmp, "build")) {
			return nil
		}
		out, dropped, failed, err := b.runCompiler(script(filepath.Join(tmp, "build")), tmp, nil)
		if err != nil {
			return fmt.Errorf("%s: %v", dir, err)
		}
		if failed != "" {
			text := headLines(strings.TrimRight(strings.ReplaceAll(out, tmp+string(filepath.Separator), ""), "\n"), MaxLines)
			if dropped > 0 {
				text += fmt.Sprintf("\n... (and %d bytes more, not kept)", dropped)
			}
			return &CompileError{Source: dir, Output: strings.TrimPrefix(text+"\n"+"its build script: "+failed, "\n")}
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	run := filepath.Join(entry, "run")
	if !exists(run) {
		return nil, &CompileError{Source: dir, Output: "a build script but no run script: the program is run by its run script"}
	}
	p := &Program{Source: dir, Argv: script(run), Dir: entry, Compiled: made, Cached: !made}
	if made {
		p.Took = time.Since(begin)
	}
	return p, nil
}

// script is the command that runs the script at path: by its #! line
// where it has one and may be executed, else by sh.
func script(path string) []string {
	b, _ := os.ReadFile(path)
	if st, err := os.Stat(path); err == nil && st.Mode()&0o111 != 0 && bytes.HasPrefix(b, []byte("#!")) {
		return []string{path}
	}
	return []string{"sh", path}
}

// copyTree copies the files under from into to, with their modes.
func copyTree(from, to string) error {
	return eachFile(from, func(rel string, mode fs.FileMode, content []byte) error {
		target := filepath.Join(to, rel)
		if err := os.MkdirAll(filepath.Dir(target), 0o755); err != nil {
			return err
		}
		return os.WriteFile(target, content, mode|0o644)
	})
}

// eachFile calls f with each regular file under root, its path from
// root, its permissions and its content: what buildScripts keys its
// entry by is what copyTree copies, links and other files left out.
func eachFile(root string, f func(rel string, mode fs.FileMode, content []byte) error) error {
	return filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil || !d.Type().IsRegular() {
			return err
		}
		st, err := d.Info()
		if err != nil {
			return err
		}
		content, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, path)
		return f(rel, st.Mode().Perm(), content)
	})
}
