package pkgfmt

import (
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
)

// GeneratorsFile is the name of the manifest of a problem's generated
// cases, in its folder of cases.
const GeneratorsFile = "generators.yaml"

// A Manifest is a generators.yaml as the project writes it, a subset of
// BAPCtools' form: the solution that answers the cases, the generators by
// name, and each case by the command that makes its input and the
// SHA-256 of its input and answer. Paths start with / and are relative
// to the project's root.
//
//	solution: /problems/hdu3032
//	generators:
//	  large:
//	    - /problems/hdu3032/large
//	data:
//	  max-heaps:
//	    generate: large max-heaps
//	    sha256: 64 hex digits, of the input
//	    ans_sha256: 64 hex digits, of the answer
type Manifest struct {
	Path       string            // the file, as given
	Solution   string            // a path from the root: "/problems/hdu3032"
	Generators map[string]string // a path from the root, by name
	Cases      []Generated       // in the file's order
}

// A Generated case is made by running Generator with Args, its answer by
// the solution; SHA256 and AnsSHA256 are what the two files must hash to,
// in lower-case hex.
type Generated struct {
	Name      string
	Command   string // as written: "large max-heaps"
	Generator string // the command's first word
	Args      []string
	SHA256    string
	AnsSHA256 string
	Line      int // where the case is in the file
}

var (
	caseName = regexp.MustCompile(`^[A-Za-z0-9][A-Za-z0-9._-]*$`)
	sha256Re = regexp.MustCompile(`^[0-9a-f]{64}$`)
)

// ReadManifest reads the generators.yaml at path. Every error names the
// file and line and says what was expected: an unknown key, a path not
// from the root, a command whose generator is not named under
// generators, a hash that is not 64 lower-case hex digits, and a case
// whose NAME.in is also committed beside the file (a case has one source).
func ReadManifest(path string) (*Manifest, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	doc, err := parseYAML(path, b)
	if err != nil {
		return nil, err
	}
	m := &Manifest{Path: path, Generators: map[string]string{}}
	if err := knownKeys(path, doc, "the manifest", "solution", "generators", "data"); err != nil {
		return nil, err
	}
	sol := doc.get("solution")
	if sol == nil {
		return nil, yamlErr(path, doc, "want solution: /problems/ID, the program that answers the cases")
	}
	if m.Solution, err = rootPath(path, "solution", sol); err != nil {
		return nil, err
	}
	gens := doc.get("generators")
	if gens == nil || gens.kind != mapNode || len(gens.keys) == 0 {
		return nil, yamlErr(path, orDoc(gens, doc), "want generators: a mapping of each generator's name to a list of one path, - /problems/ID/large")
	}
	for i, name := range gens.keys {
		v := gens.values[i]
		if v.kind != seqNode || len(v.values) != 1 {
			return nil, yamlErr(path, v, "generators.%s: want a list of one path, - /problems/ID/%s", name, name)
		}
		if m.Generators[name], err = rootPath(path, "generators."+name, v.values[0]); err != nil {
			return nil, err
		}
	}
	data := doc.get("data")
	if data == nil || data.kind != mapNode || len(data.keys) == 0 {
		return nil, yamlErr(path, orDoc(data, doc), "want data: a mapping of each case's name to its generate, sha256 and ans_sha256")
	}
	for i, name := range data.keys {
		c, err := readGenerated(path, name, data.keyNodes[i], data.values[i], m.Generators)
		if err != nil {
			return nil, err
		}
		m.Cases = append(m.Cases, c)
	}
	return m, nil
}

// readGenerated reads the case name, at key, whose value is v.
func readGenerated(path, name string, key, v *node, gens map[string]string) (Generated, error) {
	c := Generated{Name: name, Line: key.line}
	if !caseName.MatchString(name) {
		return c, yamlErr(path, key, "data: case %q: want a name of letters, digits, '.', '_' and '-', starting with a letter or digit", name)
	}
	if committed := filepath.Join(filepath.Dir(path), name+".in"); fileExists(committed) {
		return c, yamlErr(path, key, "data.%s: %s is committed too: a case is either committed or generated, so remove one", name, committed)
	}
	if v.kind != mapNode {
		return c, yamlErr(path, v, "data.%s: want a mapping of generate, sha256 and ans_sha256, found %s", name, v.kind)
	}
	if err := knownKeys(path, v, "data."+name, "generate", "sha256", "ans_sha256"); err != nil {
		return c, err
	}
	for _, f := range []struct {
		key  string
		to   *string
		want string
	}{
		{"generate", &c.Command, "the generator's name and its arguments, as large " + name},
		{"sha256", &c.SHA256, "the 64 hex digits of sha256sum of the input"},
		{"ans_sha256", &c.AnsSHA256, "the 64 hex digits of sha256sum of the answer"},
	} {
		n := v.get(f.key)
		if n == nil || n.kind != scalarNode || n.null() {
			return c, yamlErr(path, orDoc(n, v), "data.%s.%s: want %s", name, f.key, f.want)
		}
		if f.key != "generate" && !sha256Re.MatchString(n.value) {
			return c, yamlErr(path, n, "data.%s.%s: want %s, in lower case, found %q", name, f.key, f.want, n.value)
		}
		*f.to = n.value
	}
	words := strings.Fields(c.Command)
	c.Generator, c.Args = words[0], words[1:]
	if _, ok := gens[c.Generator]; !ok {
		return c, yamlErr(path, v.get("generate"), "data.%s.generate: unknown generator %q: want one named under generators (%s)", name, c.Generator, strings.Join(sortedKeys(gens), ", "))
	}
	return c, nil
}

// knownKeys refuses a key of the mapping n that is not one of keys.
func knownKeys(path string, n *node, what string, keys ...string) error {
	if n.kind != mapNode {
		return yamlErr(path, n, "%s: want a mapping of %s, found %s", what, strings.Join(keys, ", "), n.kind)
	}
	for i, k := range n.keys {
		known := false
		for _, want := range keys {
			known = known || k == want
		}
		if !known {
			return yamlErr(path, n.keyNodes[i], "%s: unknown key %q: want %s", what, k, strings.Join(keys, ", "))
		}
	}
	return nil
}

// rootPath reads a path from the project's root, which starts with /.
func rootPath(path, key string, n *node) (string, error) {
	if n.kind != scalarNode || !strings.HasPrefix(n.value, "/") || strings.Contains(n.value, "..") {
		return "", yamlErr(path, n, "%s: want a path from the project's root, as /problems/ID, found %q", key, n.value)
	}
	return n.value, nil
}

// orDoc is n, or where it should have been, in parent, when it is missing.
func orDoc(n, parent *node) *node {
	if n == nil {
		return parent
	}
	return n
}

func sortedKeys(m map[string]string) []string {
	var ks []string
	for k := range m {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	return ks
}
