package main

import (
	"bytes"
	"fmt"
	"gametheory/internal/problem"
	"go/ast"
	"go/build"
	"go/format"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
)

// A bundler turns a main package and the module-local packages it imports
// into one self-contained file: only the declarations the program reaches,
// with package qualifiers dropped and names renamed only where they would
// collide. It works on the type-checked syntax trees, never on text search:
// every edit it makes is placed by an identifier's position.
type bundler struct {
	root, module string // the module's directory and path
	fset         *token.FileSet
	info         *types.Info
	std          types.Importer
	pkgs         map[string]*localPkg // by import path
	order        []*localPkg          // dependencies before dependents
}

type localPkg struct {
	path  string
	types *types.Package
	files []*ast.File
	src   map[*ast.File][]byte
}

func newBundler(root string) (*bundler, error) {
	mod, err := modulePath(root)
	if err != nil {
		return nil, err
	}
	fset := token.NewFileSet()
	return &bundler{
		root: root, module: mod, fset: fset,
		info: &types.Info{
			Uses:       map[*ast.Ident]types.Object{},
			Defs:       map[*ast.Ident]types.Object{},
			Types:      map[ast.Expr]types.TypeAndValue{},
			Selections: map[*ast.SelectorExpr]*types.Selection{},
		},
		std:  importer.ForCompiler(fset, "source", nil),
		pkgs: map[string]*localPkg{},
	}, nil
}

// modulePath reads the module line of root/go.mod.
func modulePath(root string) (string, error) {
	b, err := os.ReadFile(filepath.Join(root, "go.mod"))
	if err != nil {
		return "", err
	}
	for _, line := range strings.Split(string(b), "\n") {
		if f := strings.Fields(line); len(f) == 2 && f[0] == "module" {
			return strings.Trim(f[1], `"`), nil
		}
	}
	return "", fmt.Errorf("%s/go.mod has no module line", root)
}

func (b *bundler) local(path string) bool {
	return path == b.module || strings.HasPrefix(path, b.module+"/")
}

// Import type-checks module-local packages from source and leaves the
// standard library to the default importer.
func (b *bundler) Import(path string) (*types.Package, error) {
	if !b.local(path) {
		return b.std.Import(path)
	}
	p, err := b.load(path)
	if err != nil {
		return nil, err
	}
	return p.types, nil
}

// load parses and type-checks the local package at path, and its local
// imports first.
func (b *bundler) load(path string) (*localPkg, error) {
	if p, ok := b.pkgs[path]; ok {
		if p == nil {
			return nil, fmt.Errorf("import cycle through %s", path)
		}
		return p, nil
	}
	b.pkgs[path] = nil
	dir := filepath.Join(b.root, filepath.FromSlash(strings.TrimPrefix(strings.TrimPrefix(path, b.module), "/")))
	bp, err := build.ImportDir(dir, 0)
	if err != nil {
		return nil, err
	}
	p := &localPkg{path: path, src: map[*ast.File][]byte{}}
	for _, name := range bp.GoFiles {
		src, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			return nil, err
		}
		f, err := parser.ParseFile(b.fset, filepath.Join(dir, name), src, parser.ParseComments)
		if err != nil {
			return nil, err
		}
		p.files = append(p.files, f)
		p.src[f] = src
	}
	conf := types.Config{Importer: b}
	if p.types, err = conf.Check(path, b.fset, p.files, b.info); err != nil {
		return nil, err
	}
	b.pkgs[path] = p
	b.order = append(b.order, p)
	return p, nil
}

// A decl is one piece of output: a function, or one spec of a var or type
// declaration, or a whole const declaration (iota needs the whole block).
type decl struct {
	pkg     *localPkg
	file    *ast.File
	node    ast.Node // *ast.FuncDecl, *ast.GenDecl (whole) or ast.Spec
	keyword string   // "var" or "type" for a lone spec
	doc     *ast.CommentGroup
	objs    []types.Object
}

// dynamicMethods are methods the standard library calls through
// interfaces (fmt, errors), so a type keeps them although no code here
// calls them by name.
var dynamicMethods = map[string]bool{
	"Error func() string": true, "Unwrap func() error": true, "Unwrap func() []error": true,
	"Is func(error) bool": true, "As func(any) bool": true, "As func(interface{}) bool": true,
	"String func() string":   true,
	"GoString func() string": true, "Format func(fmt.State, rune)": true,
}

func methodKey(f *types.Func) string {
	sig := f.Type().(*types.Signature)
	return f.Name() + " " + types.TypeString(types.NewSignatureType(nil, nil, nil, sig.Params(), sig.Results(), sig.Variadic()), types.RelativeTo(nil))
}

// bundle returns the source of one file equivalent to the main package at
// dir (a path relative to the module root), headed by the given comment.
func (b *bundler) bundle(dir, header string) ([]byte, error) {
	mainPkg, err := b.load(b.module + "/" + filepath.ToSlash(dir))
	if err != nil {
		return nil, err
	}
	if mainPkg.types.Name() != "main" {
		return nil, fmt.Errorf("%s is package %s, not main", dir, mainPkg.types.Name())
	}

	// Index every package-level declaration of every local package.
	var decls []*decl
	declOf := map[types.Object]*decl{}
	add := func(d *decl) {
		decls = append(decls, d)
		for _, o := range d.objs {
			declOf[o] = d
		}
	}
	var roots []*decl
	for _, p := range b.order {
		for _, f := range p.files {
			for _, n := range f.Decls {
				switch n := n.(type) {
				case *ast.FuncDecl:
					d := &decl{pkg: p, file: f, node: n, objs: []types.Object{b.info.Defs[n.Name]}}
					add(d)
					if n.Recv == nil && (n.Name.Name == "init" || p == mainPkg && n.Name.Name == "main") {
						roots = append(roots, d)
					}
				case *ast.GenDecl:
					if n.Tok == token.IMPORT {
						continue
					}
					if n.Tok == token.CONST {
						d := &decl{pkg: p, file: f, node: n}
						for _, s := range n.Specs {
							for _, id := range s.(*ast.ValueSpec).Names {
								d.objs = append(d.objs, b.info.Defs[id])
							}
						}
						add(d)
						continue
					}
					for _, s := range n.Specs {
						d := &decl{pkg: p, file: f, node: s, keyword: n.Tok.String()}
						if len(n.Specs) == 1 {
							d.doc = n.Doc // "type T ..." keeps its comment on the declaration
						}
						switch s := s.(type) {
						case *ast.TypeSpec:
							d.doc = firstDoc(s.Doc, d.doc)
							d.objs = []types.Object{b.info.Defs[s.Name]}
						case *ast.ValueSpec:
							d.doc = firstDoc(s.Doc, d.doc)
							for _, id := range s.Names {
								d.objs = append(d.objs, b.info.Defs[id])
							}
							// An initialiser that calls something may have effects: keep it.
							if hasCall(s) {
								roots = append(roots, d)
							}
						}
						add(d)
					}
				}
			}
		}
	}

	// Everything reachable from the roots, including the methods the
	// program may call through interfaces.
	keep := map[*decl]bool{}
	var work []*decl
	push := func(d *decl) {
		if d != nil && !keep[d] {
			keep[d] = true
			work = append(work, d)
		}
	}
	for _, r := range roots {
		push(r)
	}
	ifaceMethods := map[string]bool{}
	for len(work) > 0 {
		for len(work) > 0 {
			d := work[len(work)-1]
			work = work[:len(work)-1]
			ast.Inspect(d.node, func(n ast.Node) bool {
				switch n := n.(type) {
				case *ast.Ident:
					if o := b.info.Uses[n]; o != nil {
						push(declOf[o])
					}
				case ast.Expr:
					if tv, ok := b.info.Types[n]; ok {
						if it, ok := tv.Type.Underlying().(*types.Interface); ok {
							for i := 0; i < it.NumMethods(); i++ {
								ifaceMethods[methodKey(it.Method(i))] = true
							}
						}
					}
				}
				return true
			})
		}
		for _, d := range decls {
			fd, ok := d.node.(*ast.FuncDecl)
			if keep[d] || !ok || fd.Recv == nil {
				continue
			}
			m := d.objs[0].(*types.Func)
			recv := m.Type().(*types.Signature).Recv().Type()
			if p, ok := recv.(*types.Pointer); ok {
				recv = p.Elem()
			}
			named, ok := recv.(*types.Named)
			if ok && keep[declOf[named.Obj()]] && (dynamicMethods[methodKey(m)] || ifaceMethods[methodKey(m)]) {
				push(d)
			}
		}
	}

	// Names: main's stay; imports and other packages' names are renamed
	// only where they would collide.
	taken := map[string]bool{}
	for _, o := range mainPkg.types.Scope().Names() {
		taken[o] = true
	}
	importName := map[string]string{} // standard-library path -> name in the bundle
	usedImports := map[string]bool{}
	var kept []*decl
	for _, p := range b.order { // dependencies first, so their init runs first
		for _, d := range decls {
			if d.pkg == p && keep[d] {
				kept = append(kept, d)
			}
		}
	}
	// Imports are named first, main's imports before the others'.
	for _, d := range mainFirst(kept, mainPkg) {
		ast.Inspect(d.node, func(n ast.Node) bool {
			if id, ok := n.(*ast.Ident); ok {
				if pn, ok := b.info.Uses[id].(*types.PkgName); ok && !b.local(pn.Imported().Path()) {
					path := pn.Imported().Path()
					usedImports[path] = true
					if _, ok := importName[path]; !ok { // the name the code uses, if free
						importName[path] = unique(pn.Name(), taken)
					}
				}
			}
			return true
		})
	}
	rename := map[types.Object]string{}
	for _, d := range kept {
		if d.pkg == mainPkg {
			continue
		}
		for _, o := range d.objs {
			if o.Name() == "init" || o.Name() == "_" {
				continue
			}
			if _, ok := o.(*types.Func); ok && o.(*types.Func).Type().(*types.Signature).Recv() != nil {
				continue // methods live in their type's scope
			}
			name := o.Name()
			if taken[name] || types.Universe.Lookup(name) != nil {
				name = unique(o.Pkg().Name()+"_"+name, taken)
			}
			taken[name] = true
			if name != o.Name() {
				rename[o] = name
			}
		}
	}

	var out bytes.Buffer
	out.WriteString(header)
	out.WriteString("\npackage main\n\n")
	var paths []string
	for p := range usedImports {
		paths = append(paths, p)
	}
	sort.Strings(paths)
	if len(paths) > 0 {
		out.WriteString("import (\n")
		for _, p := range paths {
			if name := importName[p]; name != b.stdName(p) {
				fmt.Fprintf(&out, "\t%s %q\n", name, p)
			} else {
				fmt.Fprintf(&out, "\t%q\n", p)
			}
		}
		out.WriteString(")\n\n")
	}
	for _, d := range kept {
		out.WriteString(b.text(d, rename, importName))
		out.WriteString("\n\n")
	}
	src, err := format.Source(out.Bytes())
	if err != nil {
		return nil, fmt.Errorf("the bundle does not parse (%v):\n%s", err, out.Bytes())
	}
	return src, nil
}

// mainFirst returns ds with the main package's declarations first.
func mainFirst(ds []*decl, mainPkg *localPkg) []*decl {
	var a, rest []*decl
	for _, d := range ds {
		if d.pkg == mainPkg {
			a = append(a, d)
		} else {
			rest = append(rest, d)
		}
	}
	return append(a, rest...)
}

func (b *bundler) stdName(path string) string {
	p, err := b.std.Import(path)
	if err != nil {
		return ""
	}
	return p.Name()
}

// unique returns name, or name with a number, whichever is not taken, and takes it.
func unique(name string, taken map[string]bool) string {
	n := name
	for i := 2; taken[n] || types.Universe.Lookup(n) != nil; i++ {
		n = name + strconv.Itoa(i)
	}
	taken[n] = true
	return n
}

func firstDoc(docs ...*ast.CommentGroup) *ast.CommentGroup {
	for _, d := range docs {
		if d != nil {
			return d
		}
	}
	return nil
}

func hasCall(n ast.Node) bool {
	found := false
	ast.Inspect(n, func(n ast.Node) bool {
		if _, ok := n.(*ast.CallExpr); ok {
			found = true
		}
		return !found
	})
	return found
}

// text returns d's source with its doc comment, with local package
// qualifiers dropped and renamed identifiers replaced.
func (b *bundler) text(d *decl, rename map[types.Object]string, importName map[string]string) string {
	start, end := d.node.Pos(), d.node.End()
	doc := d.doc
	switch n := d.node.(type) {
	case *ast.FuncDecl:
		doc = n.Doc
	case *ast.GenDecl:
		doc = n.Doc
	}
	if doc != nil {
		start = doc.Pos()
	}
	type edit struct {
		from, to token.Pos
		text     string
	}
	var edits []edit
	ast.Inspect(d.node, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.SelectorExpr:
			if id, ok := n.X.(*ast.Ident); ok {
				if pn, ok := b.info.Uses[id].(*types.PkgName); ok && b.local(pn.Imported().Path()) {
					edits = append(edits, edit{n.Pos(), n.Sel.Pos(), ""})
				}
			}
		case *ast.Ident:
			o := b.info.Uses[n]
			if o == nil {
				o = b.info.Defs[n]
			}
			if name, ok := rename[o]; ok {
				edits = append(edits, edit{n.Pos(), n.End(), name})
			} else if pn, ok := o.(*types.PkgName); ok && !b.local(pn.Imported().Path()) && importName[pn.Imported().Path()] != n.Name {
				edits = append(edits, edit{n.Pos(), n.End(), importName[pn.Imported().Path()]})
			}
		}
		return true
	})
	sort.Slice(edits, func(i, j int) bool { return edits[i].from < edits[j].from })
	src := d.pkg.src[d.file]
	base := b.fset.File(d.file.Pos()).Base()
	var s strings.Builder
	if d.keyword != "" {
		if doc != nil {
			s.Write(src[int(doc.Pos())-base : int(doc.End())-base])
			s.WriteString("\n")
			start = d.node.Pos()
		}
		s.WriteString(d.keyword + " ")
	}
	at := start
	for _, e := range edits {
		s.Write(src[int(at)-base : int(e.from)-base])
		s.WriteString(e.text)
		at = e.to
	}
	s.Write(src[int(at)-base : int(end)-base])
	return s.String()
}

// bundleProblem bundles problems/<id>, headed by what its problem.json says.
func bundleProblem(root, id string) ([]byte, error) {
	p, err := problem.Load(root, id)
	if err != nil {
		return nil, err
	}
	b, err := newBundler(root)
	if err != nil {
		return nil, err
	}
	header := fmt.Sprintf("// %s: %s, %s\n// %s\n//\n// One file made by \"go run ./judge bundle %s\" from problems/%s and the\n// packages it imports; submit it as it is.\n",
		id, p.Judge, p.Name, p.URL, id, id)
	return b.bundle(filepath.Join("problems", id), header)
}
