//go:build unix

package pkgfmt

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// The tests of links: Windows makes them only with a privilege most users
// lack (and wine, where CI runs the Windows tests, leaves them unread).

// TestLinkedSubmissions: a submission that is a link to another file of
// the package is that file, as BAPCtools' testexpectations has them; a
// link out of the package, or to nothing, is skipped, never followed.
func TestLinkedSubmissions(t *testing.T) {
	dir := t.TempDir()
	outside := filepath.Join(t.TempDir(), "secret.py")
	writeTree(t, dir, map[string]string{"data/sample/1.in": "", "data/sample/1.ans": "", "submissions/wrong_answer/wa.py": "print(2)\n"})
	if err := os.Mkdir(filepath.Join(dir, "submissions", "accepted"), 0o755); err != nil {
		t.Fatal(err)
	}
	for link, to := range map[string]string{"accepted/wa.py": "../wrong_answer/wa.py", "accepted/out.py": outside, "accepted/none.py": "../nothing.py"} {
		if err := os.Symlink(filepath.FromSlash(to), filepath.Join(dir, "submissions", filepath.FromSlash(link))); err != nil {
			t.Fatal(err)
		}
	}
	writeTree(t, filepath.Dir(outside), map[string]string{"secret.py": "# @EXPECTED_RESULTS@: CORRECT\n"})
	p, err := Read(dir)
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	for _, s := range p.Submissions {
		rel, _ := filepath.Rel(dir, s.Path)
		got[s.Name] = filepath.ToSlash(rel) + " " + strings.Join(s.Expected, ",")
		if s.Skip != "" {
			got[s.Name] = "skipped"
		}
	}
	want := map[string]string{
		"accepted/wa.py":     "submissions/wrong_answer/wa.py AC",
		"accepted/out.py":    "skipped",
		"accepted/none.py":   "skipped",
		"wrong_answer/wa.py": "submissions/wrong_answer/wa.py WA",
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("submissions %q, want %q", got, want)
	}
}

// TestBAPCHeader: an output validator that includes BAPCtools'
// validation.h, which the package lacks (its link leads nowhere, as in a
// package copied without BAPCtools), is refused in one line naming the
// source and how to give the header's folder; given it, the header is
// copied beside the source; a link that leads to a file is copied as
// that file, and a validator that needs nothing is left as it is.
func TestBAPCHeader(t *testing.T) {
	for _, tt := range []struct {
		name, link, headers string
		constants           bool
		want                []string // the copy's v.cpp and validation.h, or the error's words
	}{
		{"dangling", "../../nowhere/validation.h", "", false, []string{"v.cpp: includes BAPCtools' validation.h, which the package lacks", "JUDGE_BAPCTOOLS_HEADERS=DIR"}},
		{"given", "../../nowhere/validation.h", "given", false, []string{"#include \"validation.h\"\nint x = 5;\n", "// given\n"}},
		{"linked", "../hdr/validation.h", "", true, []string{"#include \"validation.h\"\nint x = 5;\n", "// linked\n"}},
		{"linked, no constants", "../hdr/validation.h", "", false, nil},
	} {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			problem := "name: x\n"
			if tt.constants {
				problem = "constants:\n  FIVE: 5\n"
			}
			writeTree(t, dir, map[string]string{
				"problem.yaml":           problem,
				"output_validator/v.cpp": "#include \"validation.h\"\nint x = {{FIVE}};\n",
				"hdr/validation.h":       "// linked\n",
				"given/validation.h":     "// given\n",
				"data/secret/1.in":       "",
				"data/secret/1.ans":      "",
			})
			if err := os.Symlink(filepath.FromSlash(tt.link), filepath.Join(dir, "output_validator", "validation.h")); err != nil {
				t.Skip("no symbolic links here:", err)
			}
			p, err := Read(dir)
			if err != nil {
				t.Fatal(err)
			}
			orig := p.Validator
			headers := ""
			if tt.headers != "" {
				headers = filepath.Join(dir, tt.headers)
			}
			err = p.PrepareValidator(t.TempDir(), headers)
			switch {
			case tt.want == nil:
				if err != nil || p.Validator != orig {
					t.Errorf("%v, validator %s: want it left as it is", err, p.Validator)
				}
			case tt.headers == "" && !tt.constants:
				if err == nil || !strings.Contains(err.Error(), tt.want[0]) || !strings.Contains(err.Error(), tt.want[1]) || strings.Contains(err.Error(), "\n") {
					t.Errorf("%v: want one line with %q", err, tt.want)
				}
			default:
				src, _ := os.ReadFile(filepath.Join(p.Validator, "v.cpp"))
				h, _ := os.ReadFile(filepath.Join(p.Validator, "validation.h"))
				if err != nil || p.Validator == orig || tt.constants && string(src) != tt.want[0] || string(h) != tt.want[1] {
					t.Errorf("%v: copy %s holds %q and %q, want %q", err, p.Validator, src, h, tt.want)
				}
			}
		})
	}
}
