package pkgfmt

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

const (
	hashA = "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef"
	hashB = "fedcba9876543210fedcba9876543210fedcba9876543210fedcba9876543210"
)

func TestReadManifest(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "sample-1.in"), []byte("1\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, GeneratorsFile)
	good := "# a comment\nsolution: /problems/p\ngenerators:\n  large:\n    - /problems/p/large\ndata:\n" +
		"  max-2:\n    generate: large max 2\n    sha256: " + hashA + "\n    ans_sha256: " + hashB + "\n" +
		"  one:\n    generate: large\n    sha256: " + hashB + "\n    ans_sha256: " + hashA + "\n"
	m, err := readManifestText(path, good)
	want := &Manifest{Path: path, Solution: "/problems/p", Generators: map[string]string{"large": "/problems/p/large"}, Cases: []Generated{
		{Name: "max-2", Command: "large max 2", Generator: "large", Args: []string{"max", "2"}, SHA256: hashA, AnsSHA256: hashB, Line: 7},
		{Name: "one", Command: "large", Generator: "large", Args: []string{}, SHA256: hashB, AnsSHA256: hashA, Line: 11},
	}}
	if err != nil || !reflect.DeepEqual(m, want) {
		t.Fatalf("got %+v, %v\nwant %+v", m, err, want)
	}
	gens := "solution: /problems/p\ngenerators:\n  large:\n    - /problems/p/large\n"
	entry := func(name, gen, sha, ans string) string {
		return "data:\n  " + name + ":\n    generate: " + gen + "\n    sha256: " + sha + "\n    ans_sha256: " + ans + "\n"
	}
	for _, tt := range []struct{ text, want string }{
		{"solution: /problems/p\nsolutions: x\n", `:2:1: the manifest: unknown key "solutions": want solution, generators, data`},
		{"generators: {}\n", `:1:1: want solution: /problems/ID`},
		{"solution: problems/p\n", `:1:11: solution: want a path from the project's root, as /problems/ID, found "problems/p"`},
		{"solution: /problems/p\ndata: {}\n", `:1:1: want generators: a mapping`},
		{"solution: /problems/p\ngenerators:\n  large: /problems/p/large\n", `:3:10: generators.large: want a list of one path`},
		{gens, `:1:1: want data: a mapping`},
		{gens + entry("big", "small 1", hashA, hashB), `:7:15: data.big.generate: unknown generator "small": want one named under generators (large)`},
		{gens + entry("big", "large 1", hashA[1:], hashB), `:8:13: data.big.sha256: want the 64 hex digits of sha256sum of the input, in lower case, found "123`},
		{gens + entry("big", "large 1", hashA, strings.ToUpper(hashB)), `:9:17: data.big.ans_sha256: want the 64 hex digits of sha256sum of the answer, in lower case`},
		{gens + entry("sample-1", "large 1", hashA, hashB), `:6:3: data.sample-1: ` + filepath.Join(dir, "sample-1.in") + ` is committed too`},
		{gens + entry("a/b", "large 1", hashA, hashB), `:6:3: data: case "a/b": want a name of letters`},
		{gens + entry("big", "large 1", hashA, hashB) + "    seed: 3\n", `:10:5: data.big: unknown key "seed": want generate, sha256, ans_sha256`},
		{gens + "data:\n  big:\n    generate: large\n    sha256: " + hashA + "\n", `:7:5: data.big.ans_sha256: want the 64 hex digits`},
		{gens + "data:\n  big: large 1\n", `:6:8: data.big: want a mapping of generate, sha256 and ans_sha256, found a scalar`},
	} {
		_, err := readManifestText(path, tt.text)
		if err == nil || !strings.HasPrefix(err.Error(), path+":") || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%q:\ngot  %v\nwant %s...%s", tt.text, err, path, tt.want)
		}
	}
}

// readManifestText writes text at path and reads it.
func readManifestText(path, text string) (*Manifest, error) {
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		return nil, err
	}
	return ReadManifest(path)
}
