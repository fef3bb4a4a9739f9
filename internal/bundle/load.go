package bundle

import (
	"errors"
	"fmt"
	"go/ast"
	"go/build"
	"go/parser"
	"go/token"
	"go/types"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"strconv"
	"strings"
)

// A Bundler makes bundles for one target. It type-checks the standard
// library (from the installed sources, declarations only) once for all of
// them.
type Bundler struct {
	fset         *token.FileSet
	target       Target
	ctxt, stdCtx build.Context // for the module's code (without release tags: the loader sets them) and the standard library
	sizes        types.Sizes
	std          map[string]*types.Package
	work         map[*types.Package]bool // the package has init work of its own
	api          map[int]map[apiKey]int  // by language version: the API added after it, and when
	fields       map[*types.Var]string   // the standard library's struct fields: the type that declares each
}

// New returns a Bundler for the target.
func New(t Target) (*Bundler, error) {
	if !knownOS[t.GOOS] {
		return nil, fmt.Errorf("unknown GOOS %q", t.GOOS)
	}
	sizes := types.SizesFor("gc", t.GOARCH)
	if sizes == nil {
		return nil, fmt.Errorf("unknown GOARCH %q", t.GOARCH)
	}
	if t.Version != "" && t.minor() < 0 {
		return nil, fmt.Errorf("target %s: %q is not a Go release", t.Name, t.Version)
	}
	ctxt := build.Default
	ctxt.GOOS, ctxt.GOARCH, ctxt.CgoEnabled = t.GOOS, t.GOARCH, false
	ctxt.ToolTags = nil
	if tag, ok := archLevel[t.GOARCH]; ok {
		ctxt.ToolTags = []string{tag}
	}
	std := ctxt
	// The standard library is the installed one, so it keeps the installed
	// release tags and experiments; the module's code gets the target's.
	for _, t := range build.Default.ToolTags {
		if strings.HasPrefix(t, "goexperiment.") {
			std.ToolTags = append(std.ToolTags, t)
		}
	}
	ctxt.ReleaseTags = nil
	return &Bundler{
		fset: token.NewFileSet(), target: t,
		ctxt: ctxt, stdCtx: std, sizes: sizes,
		std:    map[string]*types.Package{},
		work:   map[*types.Package]bool{},
		api:    map[int]map[apiKey]int{},
		fields: map[*types.Var]string{},
	}, nil
}

// platform is the target's GOOS/GOARCH.
func (b *Bundler) platform() string { return b.target.GOOS + "/" + b.target.GOARCH }

// A loader loads one main package and the module's packages it imports,
// from source in full.
type loader struct {
	*Bundler
	root, module string
	target       Target        // the Bundler's, with Default's version: the module's
	ctxt         build.Context // the Bundler's, with the target's release tags
	modLang      int           // the module's language version: 24 for go 1.24
	lang         int           // the version the kept code is checked at: the target's, at most the installed Go's
	info         *types.Info   // of the module's packages only
	pkgs         map[string]*pkg
}

// A pkg is one of the module's packages.
type pkg struct {
	path      string
	types     *types.Package
	files     []*ast.File
	src       map[*ast.File][]byte
	initOrder []*types.Initializer
}

// newLoader prepares a load of the module at root: its code is
// type-checked at its own go version, with the files the target's release
// tags choose.
func (b *Bundler) newLoader(root string) (*loader, error) {
	gomod := filepath.Join(root, "go.mod")
	mod, goLine, err := readGoMod(gomod)
	if err != nil {
		return nil, err
	}
	if goLine == "" {
		goLine = "1.16" // what the go command assumes of a go.mod without one
	}
	modLang := minor("go" + goLine)
	switch {
	case modLang < 0:
		return nil, fmt.Errorf("%s: go %s is not a Go version", gomod, goLine)
	case installed >= 0 && modLang > installed:
		return nil, fmt.Errorf("%s says go %s, newer than %s, the Go this judge was built with, can type-check: run the judge with Go 1.%d or later", gomod, goLine, runtime.Version(), modLang)
	}
	l := &loader{
		Bundler: b, root: root, module: mod, target: b.target, ctxt: b.ctxt, modLang: modLang,
		info: &types.Info{
			Uses:  map[*ast.Ident]types.Object{},
			Defs:  map[*ast.Ident]types.Object{},
			Types: map[ast.Expr]types.TypeAndValue{},
		},
		pkgs: map[string]*pkg{},
	}
	if l.target.Version == "" {
		l.target.Version = "go" + goLine
	}
	l.lang = l.target.minor()
	if installed >= 0 && l.lang > installed {
		l.lang = installed // the target accepts all the installed Go does
	}
	for i := 1; i <= l.target.minor(); i++ {
		l.ctxt.ReleaseTags = append(l.ctxt.ReleaseTags, fmt.Sprintf("go1.%d", i))
	}
	return l, nil
}

// archLevel is the default microarchitecture tag the go command sets.
var archLevel = map[string]string{"amd64": "amd64.v1", "386": "386.sse2", "arm64": "arm64.v8.0", "arm": "arm.7"}

var knownOS = map[string]bool{
	"aix": true, "android": true, "darwin": true, "dragonfly": true, "freebsd": true, "illumos": true,
	"ios": true, "js": true, "linux": true, "netbsd": true, "openbsd": true, "plan9": true,
	"solaris": true, "wasip1": true, "windows": true,
}

// ModulePath reads the module line of root/go.mod.
func ModulePath(root string) (string, error) {
	mod, _, err := readGoMod(filepath.Join(root, "go.mod"))
	return mod, err
}

// readGoMod reads the module path and the go line's version ("1.24", or
// "" without one) of a go.mod file.
func readGoMod(path string) (module, goLine string, err error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return "", "", err
	}
	for _, line := range strings.Split(string(b), "\n") {
		f := strings.Fields(line)
		switch {
		case len(f) >= 2 && f[0] == "module":
			module = strings.Trim(f[1], `"`)
		case len(f) >= 2 && f[0] == "go":
			goLine = f[1]
		}
	}
	if module == "" {
		return "", "", fmt.Errorf("%s has no module line", path)
	}
	return module, goLine, nil
}

func (l *loader) local(path string) bool {
	return path == l.module || strings.HasPrefix(path, l.module+"/")
}

// Import implements types.Importer.
func (l *loader) Import(path string) (*types.Package, error) {
	return l.ImportFrom(path, l.root, 0)
}

// ImportFrom implements types.ImporterFrom: the module's packages are
// loaded from source in full, the standard library's declarations only.
func (l *loader) ImportFrom(path, dir string, _ types.ImportMode) (*types.Package, error) {
	if l.local(path) {
		p, err := l.load(path)
		if err != nil {
			return nil, err
		}
		return p.types, nil
	}
	if path == "unsafe" {
		return types.Unsafe, nil
	}
	bp, err := l.stdCtx.Import(path, dir, 0)
	if err != nil {
		return nil, err
	}
	if !bp.Goroot {
		return nil, fmt.Errorf("%s is neither in the standard library nor in module %s: a bundle holds the standard library only", path, l.module)
	}
	if p, ok := l.std[bp.ImportPath]; ok {
		if p == nil {
			return nil, fmt.Errorf("import cycle through %s", path)
		}
		return p, nil
	}
	l.std[bp.ImportPath] = nil
	var files []*ast.File
	for _, name := range bp.GoFiles {
		f, err := parser.ParseFile(l.fset, filepath.Join(bp.Dir, name), nil, parser.SkipObjectResolution)
		if err != nil {
			return nil, err
		}
		files = append(files, f)
	}
	var hard error
	conf := types.Config{
		IgnoreFuncBodies: true,
		Importer:         l,
		Sizes:            l.sizes,
		Error: func(err error) {
			if te, ok := err.(types.Error); ok && !te.Soft && hard == nil {
				hard = err
			}
		},
	}
	p, _ := conf.Check(bp.ImportPath, l.fset, files, nil)
	if hard != nil {
		return nil, fmt.Errorf("type-checking the standard library's %s for %s: %v", path, l.platform(), hard)
	}
	l.std[bp.ImportPath] = p
	l.work[p] = hasInitWork(files, nil)
	return p, nil
}

// load parses and type-checks the module's package at path, its imports
// first. Every type error is reported, with the files the target excludes
// that declare a missing name.
func (l *loader) load(path string) (*pkg, error) {
	if p, ok := l.pkgs[path]; ok {
		if p == nil {
			return nil, fmt.Errorf("import cycle through %s", path)
		}
		return p, nil
	}
	l.pkgs[path] = nil
	dir := l.dir(path)
	bp, err := l.ctxt.ImportDir(dir, 0)
	var noGo *build.NoGoError
	if errors.As(err, &noGo) {
		return nil, fmt.Errorf("%s has no Go files for %s (excluded by build constraints: %s)", l.rel(dir), l.target, strings.Join(sourceFiles(bp.IgnoredGoFiles), ", "))
	}
	if err != nil {
		return nil, err
	}
	p := &pkg{path: path, src: map[*ast.File][]byte{}}
	for _, name := range bp.GoFiles {
		f, src, err := l.parse(filepath.Join(dir, name))
		if err != nil {
			return nil, err
		}
		for _, imp := range f.Imports {
			if imp.Path.Value == `"embed"` {
				return nil, fmt.Errorf("%s imports embed: a bundle is one file and cannot carry embedded files", l.rel(filepath.Join(dir, name)))
			}
		}
		p.files = append(p.files, f)
		p.src[f] = src
	}
	var errs []string
	conf := types.Config{
		Importer:  l,
		GoVersion: goVersion(l.modLang),
		Sizes:     l.sizes,
		Error:     func(err error) { errs = append(errs, l.describe(err, p.files, bp)) },
	}
	p.types, _ = conf.Check(path, l.fset, p.files, l.info)
	if len(errs) > 0 {
		return nil, fmt.Errorf("%s does not type-check for %s as %s:\n\t%s", path, l.platform(), goVersion(l.modLang), strings.Join(errs, "\n\t"))
	}
	p.initOrder = l.info.InitOrder // each Check starts a new list
	l.info.InitOrder = nil
	l.work[p.types] = hasInitWork(p.files, l.info)
	l.pkgs[path] = p
	return p, nil
}

func (l *loader) parse(path string) (*ast.File, []byte, error) {
	src, err := os.ReadFile(path)
	if err != nil {
		return nil, nil, err
	}
	f, err := parser.ParseFile(l.fset, path, src, parser.ParseComments|parser.SkipObjectResolution)
	return f, src, err
}

var undefined = regexp.MustCompile(`^undefined: (?:(\w+)\.)?(\w+)$`)

// describe turns a type error into a line naming the file relative to the
// module root, and says which file the target leaves out when that file
// declares the name the error says is missing.
func (l *loader) describe(err error, files []*ast.File, bp *build.Package) string {
	te, ok := err.(types.Error)
	if !ok {
		return err.Error()
	}
	pos := l.fset.Position(te.Pos)
	msg := fmt.Sprintf("%s:%d:%d: %s", l.rel(pos.Filename), pos.Line, pos.Column, te.Msg)
	m := undefined.FindStringSubmatch(te.Msg)
	if m == nil {
		return msg
	}
	if m[1] != "" {
		if bp = l.importedAs(m[1], te.Pos, files); bp == nil {
			return msg
		}
	}
	for _, name := range sourceFiles(bp.IgnoredGoFiles) {
		f, _, err := l.parse(filepath.Join(bp.Dir, name))
		if err == nil && declares(f, m[2]) {
			msg += fmt.Sprintf(" (%s is not built for %s but declares %s, which %s uses)",
				l.rel(filepath.Join(bp.Dir, name)), l.target, m[2], l.rel(filepath.Dir(pos.Filename)))
		}
	}
	return msg
}

// importedAs returns the module's package that the file holding pos
// imports under name, or nil.
func (l *loader) importedAs(name string, pos token.Pos, files []*ast.File) *build.Package {
	for _, f := range files {
		if pos < f.FileStart || pos > f.FileEnd {
			continue
		}
		for _, imp := range f.Imports {
			path, _ := strconv.Unquote(imp.Path.Value)
			if !l.local(path) {
				continue
			}
			bp, _ := l.ctxt.ImportDir(l.dir(path), 0)
			if bp != nil && (imp.Name == nil && bp.Name == name || imp.Name != nil && imp.Name.Name == name) {
				return bp
			}
		}
	}
	return nil
}

// declares reports whether f declares name at package level, or a method name.
func declares(f *ast.File, name string) bool {
	for _, d := range f.Decls {
		switch d := d.(type) {
		case *ast.FuncDecl:
			if d.Name.Name == name {
				return true
			}
		case *ast.GenDecl:
			for _, s := range d.Specs {
				switch s := s.(type) {
				case *ast.TypeSpec:
					if s.Name.Name == name {
						return true
					}
				case *ast.ValueSpec:
					for _, id := range s.Names {
						if id.Name == name {
							return true
						}
					}
				}
			}
		}
	}
	return false
}

// sourceFiles drops the test files from names.
func sourceFiles(names []string) []string {
	var out []string
	for _, n := range names {
		if !strings.HasSuffix(n, "_test.go") {
			out = append(out, n)
		}
	}
	return out
}

// dir is the directory of the module's package at path.
func (l *loader) dir(path string) string {
	return filepath.Join(l.root, filepath.FromSlash(strings.TrimPrefix(strings.TrimPrefix(path, l.module), "/")))
}

// rel names path relative to the module root, with slashes.
func (l *loader) rel(path string) string {
	if r, err := filepath.Rel(l.root, path); err == nil && !strings.HasPrefix(r, "..") {
		return filepath.ToSlash(r)
	}
	return path
}
