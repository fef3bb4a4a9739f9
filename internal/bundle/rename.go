package bundle

import (
	"go/ast"
	"go/token"
	"go/types"
	"strconv"
)

// A name is something that gets a name at the bundle's top level: a
// package-level object of one of the module's packages, or a standard
// library package the bundle imports.
type name struct {
	obj   types.Object // nil for an import
	path  string       // the imported package's path
	want  []string     // preferred names, best first
	base  string       // numbered when every wanted name is refused
	sites []site       // where the bundle refers to it
}

// A site is a reference to a name: what it resolves to there is decided
// by the scopes of the package the code comes from.
type site struct {
	pkg *pkg
	pos token.Pos
}

// naming is the outcome: each object's and each import's name in the bundle.
type naming struct {
	objs    map[types.Object]string
	imports map[string]string // import path -> name
	pkgName map[string]string // import path -> the package's own name
	blank   map[string]bool   // paths imported only for their initialisation
}

// name gives every top-level name of the bundle a spelling that means,
// at every place the bundle uses it, what it meant in the original code.
// The main package's names come first and keep their spelling when they
// can, then the imports, then the other packages' names. A spelling is
// refused when
//   - another top-level name of the bundle has it (package and file
//     blocks are one namespace in a one-file package);
//   - it is a predeclared name (min, len, int...) that code in the bundle
//     uses as such: the declaration would shadow it;
//   - a local declaration (variable, parameter, type parameter) visible
//     at one of the name's uses has it: that declaration would capture
//     the reference once the package qualifier is gone;
//   - it renames a type (and so an embedded field) to a field or method
//     name used in the bundle.
func (l *loader) name(order []*pkg, kept []*decl, main *pkg) *naming {
	byObj := map[types.Object]*name{}
	byPath := map[string]*name{}
	var objs, imports []*name
	for _, d := range kept {
		for _, o := range d.objs {
			if o == nil || o.Name() == "_" || isMethod(o) || d.pkg == main && (o.Name() == "main" || o.Name() == "init") {
				continue
			}
			pn := d.pkg.types.Name() + "_"
			n := &name{obj: o, want: []string{o.Name(), pn + o.Name()}, base: pn + o.Name()}
			if o.Name() == "init" {
				n.want = n.want[1:]
			}
			byObj[o] = n
			objs = append(objs, n)
		}
	}
	universe := map[string]bool{}
	selectors := map[string]bool{}
	nm := &naming{objs: map[types.Object]string{}, imports: map[string]string{}, pkgName: map[string]string{}, blank: map[string]bool{}}
	importSite := func(p *types.Package, as string, s site) {
		path := p.Path()
		n := byPath[path]
		if n == nil {
			nm.pkgName[path] = p.Name()
			n = &name{path: path, base: p.Name()}
			byPath[path] = n
			imports = append(imports, n)
		}
		if as != "" && as != "." && as != "_" {
			n.want = append(n.want, as)
		}
		n.sites = append(n.sites, s)
	}
	for _, d := range mainFirst(kept, main) {
		for _, part := range d.parts() {
			ast.Inspect(part, func(x ast.Node) bool {
				if sel, ok := x.(*ast.SelectorExpr); ok {
					if id, ok := sel.X.(*ast.Ident); ok {
						if pn, ok := l.info.Uses[id].(*types.PkgName); ok {
							s := site{d.pkg, sel.Pos()}
							if path := pn.Imported().Path(); l.local(path) {
								if n := byObj[origin(l.info.Uses[sel.Sel])]; n != nil {
									n.sites = append(n.sites, s)
								}
							} else {
								importSite(pn.Imported(), id.Name, s)
							}
							return false
						}
					}
				}
				id, ok := x.(*ast.Ident)
				if !ok {
					return true
				}
				o := origin(l.info.Uses[id])
				if o == nil {
					o = l.info.Defs[id]
				}
				switch {
				case o == nil:
				case o.Parent() == types.Universe:
					universe[o.Name()] = true
				case byObj[o] != nil:
					if l.info.Uses[id] != nil {
						byObj[o].sites = append(byObj[o].sites, site{d.pkg, id.Pos()})
					}
				case isMethod(o) || isField(o):
					selectors[o.Name()] = true
				case o.Pkg() != nil && !l.local(o.Pkg().Path()) && o.Parent() == o.Pkg().Scope():
					// Dot-imported from the standard library: the bundle qualifies it.
					importSite(o.Pkg(), "", site{d.pkg, id.Pos()})
				}
				return true
			})
		}
	}
	// Blank imports of the standard library keep their effect.
	for _, p := range order {
		for _, f := range p.files {
			for _, imp := range f.Imports {
				if path, _ := strconv.Unquote(imp.Path.Value); imp.Name != nil && imp.Name.Name == "_" && !l.local(path) && byPath[path] == nil {
					nm.blank[path] = true
				}
			}
		}
	}

	taken := map[string]bool{"init": true, "main": true, "_": true}
	ok := func(n *name, s string) bool {
		if taken[s] || universe[s] {
			return false
		}
		if _, isType := n.obj.(*types.TypeName); isType && s != n.obj.Name() && selectors[s] {
			return false
		}
		for _, st := range n.sites {
			if l.captures(st, s) {
				return false
			}
		}
		return true
	}
	var mainObjs, libObjs []*name
	for _, n := range objs {
		if n.obj.Pkg() == main.types {
			mainObjs = append(mainObjs, n)
		} else {
			libObjs = append(libObjs, n)
		}
	}
	for _, group := range [][]*name{mainObjs, imports, libObjs} {
		for _, n := range group {
			s := pick(n, ok)
			taken[s] = true
			if n.obj != nil {
				nm.objs[n.obj] = s
			} else {
				nm.imports[n.path] = s
			}
		}
	}
	return nm
}

// pick returns n's first wanted spelling that ok accepts, or its base
// with the least number that ok accepts.
func pick(n *name, ok func(*name, string) bool) string {
	for _, s := range n.want {
		if ok(n, s) {
			return s
		}
	}
	if ok(n, n.base) {
		return n.base
	}
	for i := 2; ; i++ {
		if s := n.base + strconv.Itoa(i); ok(n, s) {
			return s
		}
	}
}

// captures reports whether a declaration local to a function, visible at
// st, is spelt s: it would capture a package-level name spelt s there.
func (l *loader) captures(st site, s string) bool {
	top := st.pkg.types.Scope()
	inner := top.Innermost(st.pos)
	if inner == nil {
		return false
	}
	found, _ := inner.LookupParent(s, st.pos)
	return found != nil && found != types.Universe && found != top && found.Parent() != top
}

// mainFirst returns ds with the main package's declarations first.
func mainFirst(ds []*decl, main *pkg) []*decl {
	var a, rest []*decl
	for _, d := range ds {
		if d.pkg == main {
			a = append(a, d)
		} else {
			rest = append(rest, d)
		}
	}
	return append(a, rest...)
}

func isMethod(o types.Object) bool {
	f, ok := o.(*types.Func)
	return ok && f.Type().(*types.Signature).Recv() != nil
}

func isField(o types.Object) bool {
	v, ok := o.(*types.Var)
	return ok && v.IsField()
}
