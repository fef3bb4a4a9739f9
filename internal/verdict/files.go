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
	if err != nil {
		return "", f, err
	}
	// A file or link of the program's folder of that name is replaced,
	// never written through.
	in := filepath.Join(f.dir, f.io.In)
	if err := os.Remove(in); err != nil && !os.IsNotExist(err) {
		return "", f, err
	}
	w, err := os.OpenFile(in, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
	if err != nil {
		return "", f, err
	}
	_, err = w.Write(b)
	if cerr := w.Close(); err == nil {
		err = cerr
	}
	return "", f, err
}

// copyDir copies the files and folders under from into the folder to,
// which exists. A symbolic link is copied as the link it is, never
// followed: one that leads out of the folder leads an isolated program to
// nothing of the machine's, and the judge, which may be root, neither
// reads what it leads to nor writes there. Anything else (a named pipe, a
// device) is an error that names it.
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
		switch {
		case d.IsDir():
			return os.Mkdir(dst, 0o755)
		case d.Type()&fs.ModeSymlink != 0:
			target, err := os.Readlink(path)
			if err != nil {
				return err
			}
			return os.Symlink(target, dst)
		case !d.Type().IsRegular():
			return fmt.Errorf("%s: %s, not a file, folder or link, in the program's folder", path, fileKind(d.Type()))
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
// own, and the bound of the files made there; an isolated program of
// several files also sees its folder as it is, where a command that names
// one of its files finds the others.
func (f *runFiles) limits(lim proc.Limits) proc.Limits {
	if f.dir != "" {
		lim.Dir = f.dir
		// The folder is on disk: each file an isolated program makes there
		// is bounded (RLIMIT_FSIZE, which fallocate cannot pass either),
		// as large as its memory, which bounds the folder it gets
		// otherwise, and past its output limit, to be OLE there.
		if lim.FileKiB == 0 {
			lim.FileKiB = max(lim.MemoryKiB, lim.Output>>10+1)
		}
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
	missing bool   // the file of file I/O was not written
	notFile string // what the program left in its place, not a file (fileKind)
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
	// The program's file is read as it is, and only a regular file: a
	// link is not followed (to the case's answer, it would be judged
	// right), a named pipe not waited on, a device not opened. The
	// program and its every process are dead: nothing changes it now.
	o := &output{path: filepath.Join(f.dir, f.io.Out), io: f.io, ReaderAt: emptyReader{}}
	st, err := os.Lstat(o.path)
	switch {
	case err != nil:
		o.missing = true
		return o, nil
	case !st.Mode().IsRegular():
		o.notFile = fileKind(st.Mode())
		return o, nil
	}
	file, err := os.OpenFile(o.path, openOutput, 0)
	if err != nil {
		return nil, err
	}
	if st, err = file.Stat(); err != nil || !st.Mode().IsRegular() {
		file.Close()
		return nil, fmt.Errorf("%s changed while the judge read it", f.io.Out)
	}
	o.file, o.ReaderAt, o.size = file, file, st.Size()
	return o, nil
}

// fileKind names what a file of mode m is, where it is not a regular one.
func fileKind(m fs.FileMode) string {
	switch {
	case m&fs.ModeSymlink != 0:
		return "a symbolic link"
	case m.IsDir():
		return "a folder"
	case m&fs.ModeNamedPipe != 0:
		return "a named pipe"
	case m&fs.ModeSocket != 0:
		return "a socket"
	case m&fs.ModeDevice != 0:
		return "a device"
	}
	return "a special file"
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

// notFileMessage says what the program left in the place of its output
// file.
func (o *output) notFileMessage() string {
	return fmt.Sprintf("left %s in its working folder as %s, not a file: the judge reads no other", o.io.Out, o.notFile)
}

// emptyReader reads nothing.
type emptyReader struct{}

func (emptyReader) ReadAt([]byte, int64) (int, error) { return 0, io.EOF }
