package bundle

import (
	"bytes"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"sort"
	"strings"
)

// print writes the bundle: the imports, then each package's kept
// declarations in initialisation order. Within a package the declarations
// keep their source order, except that the variables with initialisers
// fill their places in go/types' InitOrder, so that one package's rule
// (the first variable in declaration order that is ready) picks them in
// the order Go picked them. A package's init functions become plain
// functions called by a variable after its own, so they run after its
// variables and before the code of the packages that import it.
func (l *loader) print(header string, order []*pkg, kept []*decl, nm *naming) []byte {
	var out bytes.Buffer
	if header != "" {
		out.WriteString(strings.TrimRight(header, "\n") + "\n\n")
	}
	out.WriteString("package main\n\n")
	var paths []string
	for p := range nm.imports {
		paths = append(paths, p)
	}
	for p := range nm.blank {
		paths = append(paths, p)
	}
	sort.Strings(paths)
	if len(paths) > 0 {
		out.WriteString("import (\n")
		for _, p := range paths {
			switch name := nm.imports[p]; {
			case nm.blank[p]:
				fmt.Fprintf(&out, "\t_ %q\n", p)
			case name != nm.pkgName[p]:
				fmt.Fprintf(&out, "\t%s %q\n", name, p)
			default:
				fmt.Fprintf(&out, "\t%q\n", p)
			}
		}
		out.WriteString(")\n\n")
	}
	for _, p := range order {
		rank := map[types.Object]int{}
		for i, in := range p.initOrder {
			rank[in.Lhs[0]] = i + 1
		}
		var ds, vars, inits []*decl
		for _, d := range kept {
			if d.pkg != p {
				continue
			}
			ds = append(ds, d)
			if d.initialised() {
				vars = append(vars, d)
			}
			if fd, ok := d.node.(*ast.FuncDecl); ok && fd.Recv == nil && fd.Name.Name == "init" && p != order[len(order)-1] {
				inits = append(inits, d)
			}
		}
		sort.SliceStable(vars, func(i, j int) bool { return rank[vars[i].objs[0]] < rank[vars[j].objs[0]] })
		for _, d := range ds {
			if d.initialised() {
				d, vars = vars[0], vars[1:]
			}
			out.WriteString(l.text(d, nm))
			out.WriteString("\n\n")
		}
		if len(inits) > 0 {
			fmt.Fprintf(&out, "// The init functions of %s, run after its variables as Go runs them.\nvar _ = func() struct{} {\n", p.path)
			for _, d := range inits {
				fmt.Fprintf(&out, "\t%s()\n", nm.objs[d.objs[0]])
			}
			out.WriteString("\treturn struct{}{}\n}()\n\n")
		}
	}
	return out.Bytes()
}

// An edit replaces the source from..to.
type edit struct {
	from, to token.Pos
	text     string
}

// text returns d's source with its doc comment, written for the bundle:
// references to the module's packages lose their qualifier, and every
// name takes its spelling in the bundle.
func (l *loader) text(d *decl, nm *naming) string {
	edits := l.edits(d.node, nm)
	src := d.pkg.src[d.file]
	base := l.fset.File(d.file.Pos()).Base()
	span := func(from, to token.Pos) string {
		var s strings.Builder
		at := from
		for _, e := range edits {
			if e.from >= from && e.to <= to {
				s.Write(src[int(at)-base : int(e.from)-base])
				s.WriteString(e.text)
				at = e.to
			}
		}
		s.Write(src[int(at)-base : int(to)-base])
		return s.String()
	}
	var doc *ast.CommentGroup
	switch n := d.node.(type) {
	case *ast.FuncDecl:
		doc = n.Doc
	case *ast.GenDecl:
		doc = n.Doc
	case *ast.TypeSpec:
		doc = n.Doc
	case *ast.ValueSpec:
		doc = n.Doc
	}
	if doc == nil && d.gen != nil && len(d.gen.Specs) == 1 {
		doc = d.gen.Doc // "type T ..." has its comment on the declaration
	}
	var s strings.Builder
	if doc != nil {
		s.WriteString(span(doc.Pos(), doc.End()) + "\n")
	}
	switch n := d.node.(type) {
	case *ast.TypeSpec, *ast.ValueSpec:
		s.WriteString(d.gen.Tok.String() + " ")
		if d.name >= 0 {
			v := n.(*ast.ValueSpec)
			s.WriteString(span(v.Names[d.name].Pos(), v.Names[d.name].End()))
			if v.Type != nil {
				s.WriteString(" " + span(v.Type.Pos(), v.Type.End()))
			}
			s.WriteString(" = " + span(v.Values[d.name].Pos(), v.Values[d.name].End()))
			return s.String()
		}
	}
	s.WriteString(span(d.node.Pos(), d.node.End()))
	return s.String()
}

// edits lists, in source order, the changes n needs in the bundle.
func (l *loader) edits(n ast.Node, nm *naming) []edit {
	var edits []edit
	add := func(from, to token.Pos, text string) { edits = append(edits, edit{from, to, text}) }
	ast.Inspect(n, func(x ast.Node) bool {
		switch x := x.(type) {
		case *ast.SelectorExpr:
			id, ok := x.X.(*ast.Ident)
			if !ok {
				return true
			}
			pn, ok := l.info.Uses[id].(*types.PkgName)
			if !ok {
				return true
			}
			if path := pn.Imported().Path(); l.local(path) {
				add(x.Pos(), x.End(), nm.objs[origin(l.info.Uses[x.Sel])])
			} else if s := nm.imports[path]; s != id.Name {
				add(id.Pos(), id.End(), s)
			}
			return false
		case *ast.Ident:
			o := origin(l.info.Uses[x])
			if o == nil {
				o = l.info.Defs[x]
			}
			if o == nil {
				return true
			}
			if s, ok := nm.objs[o]; ok {
				if s != x.Name {
					add(x.Pos(), x.End(), s)
				}
			} else if t := embeddedType(o); t != nil && nm.objs[t] != "" && nm.objs[t] != x.Name {
				add(x.Pos(), x.End(), nm.objs[t]) // the field is named after its type
			} else if o.Pkg() != nil && !l.local(o.Pkg().Path()) && o.Parent() == o.Pkg().Scope() {
				add(x.Pos(), x.End(), nm.imports[o.Pkg().Path()]+"."+x.Name) // dot-imported
			}
		}
		return true
	})
	sort.Slice(edits, func(i, j int) bool { return edits[i].from < edits[j].from })
	return edits
}

// embeddedType is the type an embedded field is named after, or nil when
// o is not an embedded field.
func embeddedType(o types.Object) *types.TypeName {
	v, ok := o.(*types.Var)
	if !ok || !v.Embedded() {
		return nil
	}
	t := v.Type()
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	if n, ok := t.(*types.Named); ok {
		return n.Origin().Obj()
	}
	return nil
}

// verify type-checks the bundle as the judge will, and lists every error.
// It also checks that the bundle's variables initialise in the order they
// are written, which print made the order Go initialised them in.
func (l *loader) verify(src []byte) error {
	f, err := parser.ParseFile(l.fset, "bundle.go", src, parser.SkipObjectResolution)
	if err != nil {
		return err
	}
	var errs []string
	conf := types.Config{
		Importer:  l,
		GoVersion: goVersion(l.lang),
		Sizes:     l.sizes,
		Error:     func(err error) { errs = append(errs, err.Error()) },
	}
	info := &types.Info{}
	conf.Check("main", l.fset, []*ast.File{f}, info)
	if len(errs) > 0 {
		return fmt.Errorf("the bundle does not type-check for %s:\n\t%s", l.target, strings.Join(errs, "\n\t"))
	}
	for i := 1; i < len(info.InitOrder); i++ {
		if a, b := info.InitOrder[i-1].Lhs[0], info.InitOrder[i].Lhs[0]; b.Pos() < a.Pos() {
			return fmt.Errorf("the bundle would initialise %s (%s) before %s (%s), out of Go's order", a.Name(), l.fset.Position(a.Pos()), b.Name(), l.fset.Position(b.Pos()))
		}
	}
	return nil
}
