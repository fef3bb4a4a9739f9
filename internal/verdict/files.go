package verdict

import (
	"fmt"
	"gametheory/internal/problem"
	"gametheory/internal/proc"
	"io"
	"os"
	"path/filepath"
)

// runFiles are the files of one run of a program: with file I/O, the
// working folder it gets, with the case's input in it (unless it reads
// its standard input).
type runFiles struct {
	io  *problem.FileIO
	dir string // "" without file I/O
}

// filesOf prepares the files of a run of c under cfg, and returns the
// file its standard input reads ("" for none).
func filesOf(c problem.Case, cfg Config) (stdin string, f *runFiles, err error) {
	f = &runFiles{io: cfg.FileIO}
	if f.io == nil {
		return c.In, f, nil
	}
	if f.dir, err = os.MkdirTemp("", "judge-run-"); err != nil {
		return "", f, err
	}
	if f.io.In == "" {
		return c.In, f, nil
	}
	b, err := os.ReadFile(c.In)
	if err == nil {
		err = os.WriteFile(filepath.Join(f.dir, f.io.In), b, 0o644)
	}
	return "", f, err
}

// limits are lim with the working folder, with file I/O.
func (f *runFiles) limits(lim proc.Limits) proc.Limits {
	if f.dir != "" {
		lim.Dir = f.dir
	}
	return lim
}

// remove removes the working folder, if there is one.
func (f *runFiles) remove() {
	if f.dir != "" {
		os.RemoveAll(f.dir)
	}
}

// An output is what a program wrote, to judge: its standard output, or
// the file of file I/O.
type output struct {
	io.ReaderAt
	size    int64
	path    string // where a checker reads it
	file    *os.File
	missing bool // the file of file I/O was not written
	io      *problem.FileIO
}

// output opens what the program of r wrote: its standard output, or the
// file of file I/O.
func (f *runFiles) output(r *proc.Result, lim proc.Limits) (*output, error) {
	if f.io == nil || f.io.Out == "" {
		st, err := r.Output.Stat()
		if err != nil {
			return nil, err
		}
		return &output{ReaderAt: r.Output, size: st.Size(), path: r.OutputPath()}, nil
	}
	o := &output{path: filepath.Join(f.dir, f.io.Out), io: f.io}
	file, err := os.Open(o.path)
	var st os.FileInfo
	if err == nil {
		if st, err = file.Stat(); err == nil && !st.Mode().IsRegular() {
			file.Close()
			err = fmt.Errorf("%s is not a file", f.io.Out)
		}
	}
	if err != nil {
		o.missing, o.ReaderAt = true, emptyReader{}
		return o, nil
	}
	o.file, o.ReaderAt, o.size = file, file, st.Size()
	return o, nil
}

func (o *output) close() {
	if o.file != nil {
		o.file.Close()
	}
}

// missingMessage says that the program of r did not write its output file.
func (o *output) missingMessage(r *proc.Result) string {
	msg := fmt.Sprintf("wrote no %s in its working folder", o.io.Out)
	if st, err := r.Output.Stat(); err == nil && st.Size() > 0 {
		msg += fmt.Sprintf(" (it wrote %d bytes on its standard output, which this problem does not read)", st.Size())
	}
	return msg
}

// emptyReader reads nothing.
type emptyReader struct{}

func (emptyReader) ReadAt([]byte, int64) (int, error) { return 0, io.EOF }
