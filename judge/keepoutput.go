package main

import (
	"encoding/json"
	"gametheory/internal/verdict"
	"os"
	"path/filepath"
)

// A keeper writes -keep-output's files of a target, TARGET.out, .err and
// .index: three files a target, appended to a case at a time, rather than
// files a case, which cost more to make than a small case costs to judge.
type keeper struct {
	out, details, index *os.File
	outAt, detailsAt    int64 // the files' sizes so far
}

// A keptCase is TARGET.index's line of a case: where its output and its
// details are, each as [offset, size] in TARGET.out and TARGET.err.
type keptCase struct {
	Case    string   `json:"case"`
	Output  [2]int64 `json:"output"`
	Details [2]int64 `json:"details"`
}

// keepOutputs makes dir and, in it, each target's files, named after the
// target as a problem id names it, else after its last element; a
// target's keeper is left nil where they cannot be made.
func keepOutputs(dir string, targets []*target) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	for _, t := range targets {
		base := filepath.Join(dir, filepath.Base(t.name))
		k := &keeper{}
		for _, f := range []struct {
			to  **os.File
			ext string
		}{{&k.out, ".out"}, {&k.details, ".err"}, {&k.index, ".index"}} {
			var err error
			if *f.to, err = os.Create(base + f.ext); err != nil {
				k.close()
				return err
			}
		}
		t.keep = k
		t.cfg.KeepOutput = true
	}
	return nil
}

// add writes the output of r's program, its details when it failed, and
// the line that says where they are.
func (k *keeper) add(r verdict.Result) error {
	c := keptCase{Case: r.Case, Output: [2]int64{k.outAt, int64(len(r.Stdout))}, Details: [2]int64{k.detailsAt, 0}}
	if _, err := k.out.Write(r.Stdout); err != nil {
		return err
	}
	k.outAt += int64(len(r.Stdout))
	if r.Details != "" {
		n, err := k.details.WriteString(r.Details + "\n")
		if err != nil {
			return err
		}
		c.Details[1] = int64(n)
		k.detailsAt += int64(n)
	}
	b, _ := json.Marshal(c)
	_, err := k.index.Write(append(b, '\n'))
	return err
}

// close closes k's files; k may be nil.
func (k *keeper) close() {
	if k == nil {
		return
	}
	for _, f := range []*os.File{k.out, k.details, k.index} {
		if f != nil {
			f.Close()
		}
	}
}
