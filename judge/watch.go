package main

import (
	"fmt"
	"gametheory/internal/problem"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"
)

// pollEvery is how often -watch looks at the files it watches.
const pollEvery = 300 * time.Millisecond

// watch judges the targets, then again each time a file they depend on
// changes, one screen a round: cleared on a terminal, else under a
// separator line. It returns only when the first round cannot judge; a
// signal ends it through stopOnSignal, which kills what runs.
func watch(f *testFlags, names []string, stdout, stderr io.Writer, stopping <-chan struct{}, made *cleanups) int {
	screen := isTerminal(stdout) && !f.json
	for round := 1; ; round++ {
		files := watchedFiles(f, names)
		before := snapshot(files)
		switch {
		case screen:
			fmt.Fprint(stdout, "\x1b[H\x1b[2J")
		case round > 1:
			fmt.Fprintf(stdout, "==== %s: judged again ====\n", time.Now().Format("15:04:05"))
		}
		if status, judged := judgeRound(f, names, stdout, stderr, stopping, made); !judged && round == 1 {
			return status
		}
		fmt.Fprintf(stderr, "judge: watching %d files for changes; Ctrl-C stops\n", strings.Count(before, "\n"))
		for snapshot(files) == before {
			select {
			case <-stopping:
				select {} // stopOnSignal exits
			case <-time.After(pollEvery):
			}
		}
	}
}

// watchedFiles are the paths a round depends on: the words of -c,
// -checker and -interactor that are files or directories (a source, a
// script, a program of several files and the folders in it), each
// target's cases (a problem package's zip), and a problem's solution and
// samples.
func watchedFiles(f *testFlags, names []string) []string {
	var paths []string
	for _, cmd := range []string{f.command, f.checker, f.interactor} {
		for _, w := range strings.Fields(cmd) {
			w = strings.Trim(w, `"'`)
			if st, err := os.Stat(w); err == nil && st.IsDir() {
				filepath.WalkDir(w, func(path string, d fs.DirEntry, err error) error {
					switch {
					case err != nil || !d.IsDir():
					case path != w && strings.HasPrefix(d.Name(), "."):
						return filepath.SkipDir
					default:
						paths = append(paths, path)
					}
					return nil
				})
			} else if err == nil {
				paths = append(paths, w)
			}
		}
	}
	root, _ := problem.FindRoot()
	if len(names) == 0 && root != "" {
		names = problem.IDs(root)
	}
	for _, n := range names {
		switch {
		case isCase(n):
			paths = append(paths, n, strings.TrimSuffix(n, ".in")+".out")
		case isZip(n):
			paths = append(paths, n)
		case isDir(n):
			paths = append(paths, n)
		case root != "":
			paths = append(paths, filepath.Join(root, "problems", n), filepath.Join(root, "samples", n))
		}
	}
	return paths
}

// snapshot describes the paths as they are now: each file's size and
// modification time, a directory's files one level down, and what is
// missing, so that two snapshots differ when anything changed.
func snapshot(paths []string) string {
	var b strings.Builder
	for _, p := range paths {
		st, err := os.Stat(p)
		if err != nil {
			fmt.Fprintf(&b, "%s -\n", p)
			continue
		}
		if !st.IsDir() {
			fmt.Fprintf(&b, "%s %d %d\n", p, st.Size(), st.ModTime().UnixNano())
			continue
		}
		entries, _ := os.ReadDir(p)
		for _, e := range entries {
			if info, err := e.Info(); err == nil && !e.IsDir() {
				fmt.Fprintf(&b, "%s %d %d\n", filepath.Join(p, e.Name()), info.Size(), info.ModTime().UnixNano())
			}
		}
	}
	return b.String()
}
