package verdict

import (
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"

	"gametheory/internal/problem"
	"gametheory/internal/proc"
)

// runFiles are the files of one run of a program: the working folder it
// gets where it has one of its own, with file I/O or as a program of
// several files (Config.ProgramDir, copied there), and the case's input in
// it where the program reads a file.
type runFiles struct {
	io      *problem.FileIO
	dir     string // "": the program runs in the caller's folder
	program string // Config.ProgramDir
}

// filesOf prepares the files of a run of c under cfg, and returns the
// file its standard input reads ("" for none).
func filesOf(c problem.Case, cfg Config) (stdin string, f *runFiles, err error) {
	f = &runFiles{io: cfg.FileIO, program: cfg.ProgramDir}
	if f.io == nil && f.program == "" {
		return c.In, f, nil
	}
	if f.dir, err = os.MkdirTemp("", "judge-run-"); err != nil {
		return "", f, err
	}
	if f.program != "" {
		if err := copyDir(f.dir, f.program); err != nil {
			return "", f, err
		}
	}
	if f.io == nil || f.io.In == "" {
		return c.In, f, nil
	}
	b, err := os.ReadFile(c.In)
	if err == nil {
		err = os.WriteFile(filepath.Join(f.dir, f.io.In), b, 0o644)
	}
	return "", f, err
}

// copyDir copies the files and folders under from into the folder to,
// which exists. Links are copied as what they point to.
func copyDir(to, from string) error {
	return filepath.WalkDir(from, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(from, path)
		if err != nil || rel == "." {
			return err
		}
		dst := filepath.Join(to, rel)
		if d.IsDir() {
			return os.Mkdir(dst, 0o755)
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		st, err := os.Stat(path)
		if err != nil {
			return err
		}
		return os.WriteFile(dst, b, st.Mode().Perm())
	})
}

// limits are lim with the working folder, where the run has one of its
// own; an isolated program of several files also sees its folder as it
// is, where a command that names one of its files finds the others.
func (f *runFiles) limits(lim proc.Limits) proc.Limits {
	if f.dir != "" {
		lim.Dir = f.dir
	}
	if f.program != "" {
		lim.Visible = append(lim.Visible[:len(lim.Visible):len(lim.Visible)], f.program)
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
