package main

import (
	"bufio"
	"encoding/json"
	"gametheory/internal/verdict"
	"os"
	"path/filepath"
	"time"
)

// A keeper writes -keep-output's files of a target, TARGET.out, .err and
// .index: three files a target, appended to a case at a time, rather than
// files a case, which cost more to make than a small case costs to judge;
// written through buffers, at least every keepEvery, so that a case costs
// no write of its own, and the index last, so that it names only what is
// written.
type keeper struct {
	files            [3]*os.File // out, details, index
	buf              [3]*bufio.Writer
	outAt, detailsAt int64 // the sizes of out and details so far
	flushed          time.Time
}

// keepEvery is how long what -keep-output keeps may wait in its buffers.
const keepEvery = 100 * time.Millisecond

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
		k := &keeper{flushed: time.Now()}
		for i, ext := range []string{".out", ".err", ".index"} {
			f, err := os.Create(base + ext)
			if err != nil {
				k.close()
				return err
			}
			k.files[i], k.buf[i] = f, bufio.NewWriterSize(f, 64<<10)
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
	k.buf[0].Write(r.Stdout)
	k.outAt += int64(len(r.Stdout))
	if r.Details != "" {
		n, _ := k.buf[1].WriteString(r.Details + "\n")
		c.Details[1] = int64(n)
		k.detailsAt += int64(n)
	}
	b, _ := json.Marshal(c)
	k.buf[2].Write(append(b, '\n'))
	if time.Since(k.flushed) < keepEvery {
		return nil
	}
	return k.flush()
}

// flush writes what waits in k's buffers, the index last.
func (k *keeper) flush() error {
	k.flushed = time.Now()
	for _, b := range k.buf {
		if err := b.Flush(); err != nil {
			return err
		}
	}
	return nil
}

// close writes what waits and closes k's files; k may be nil.
func (k *keeper) close() error {
	if k == nil {
		return nil
	}
	var err error
	if k.buf[2] != nil {
		err = k.flush()
	}
	for _, f := range k.files {
		if f != nil {
			f.Close()
		}
	}
	return err
}
