package bundle

import (
	"go/ast"
	"go/token"
	"go/types"
)

// A decl is one piece of output: a function or method, one type, one
// variable (or the variables one multi-value initialiser sets), or a whole
// const declaration (iota needs the whole block).
type decl struct {
	pkg  *pkg
	file *ast.File
	node ast.Node // *ast.FuncDecl, *ast.GenDecl (const), *ast.TypeSpec or *ast.ValueSpec
	gen  *ast.GenDecl
	objs []types.Object
	name int // for a variable split off a multi-name spec: its index; else -1
}

// initialised reports whether d is a variable with an initialiser.
func (d *decl) initialised() bool {
	s, ok := d.node.(*ast.ValueSpec)
	return ok && d.gen.Tok == token.VAR && len(s.Values) > 0
}

// index lists every package-level declaration of p, in source order.
func (l *loader) index(p *pkg) []*decl {
	var ds []*decl
	for _, f := range p.files {
		for _, n := range f.Decls {
			switch n := n.(type) {
			case *ast.FuncDecl:
				ds = append(ds, &decl{pkg: p, file: f, node: n, objs: []types.Object{l.info.Defs[n.Name]}, name: -1})
			case *ast.GenDecl:
				switch n.Tok {
				case token.CONST:
					d := &decl{pkg: p, file: f, node: n, gen: n, name: -1}
					for _, s := range n.Specs {
						d.objs = append(d.objs, l.defs(s.(*ast.ValueSpec).Names)...)
					}
					ds = append(ds, d)
				case token.TYPE:
					for _, s := range n.Specs {
						ds = append(ds, &decl{pkg: p, file: f, node: s, gen: n, objs: l.defs([]*ast.Ident{s.(*ast.TypeSpec).Name}), name: -1})
					}
				case token.VAR:
					for _, s := range n.Specs {
						s := s.(*ast.ValueSpec)
						if len(s.Names) > 1 && len(s.Values) == len(s.Names) {
							// var a, b = x, y: one initialiser each, which Go may order apart.
							for i, id := range s.Names {
								ds = append(ds, &decl{pkg: p, file: f, node: s, gen: n, objs: l.defs([]*ast.Ident{id}), name: i})
							}
							continue
						}
						ds = append(ds, &decl{pkg: p, file: f, node: s, gen: n, objs: l.defs(s.Names), name: -1})
					}
				}
			}
		}
	}
	return ds
}

func (l *loader) defs(ids []*ast.Ident) []types.Object {
	var objs []types.Object
	for _, id := range ids {
		objs = append(objs, l.info.Defs[id])
	}
	return objs
}

// part is the syntax d stands for: a whole node, or one name and value of
// a multi-name variable spec.
func (d *decl) parts() []ast.Node {
	if d.name < 0 {
		return []ast.Node{d.node}
	}
	s := d.node.(*ast.ValueSpec)
	parts := []ast.Node{s.Names[d.name], s.Values[d.name]}
	if s.Type != nil {
		parts = append(parts, s.Type)
	}
	return parts
}

// reach returns the declarations the program needs: from main.main, every
// init function and every variable whose initialiser may do something,
// everything they refer to, and every method of every type kept. Keeping
// all methods is the sound rule: a method may be called through any
// interface, the standard library's (sort.Interface, io.Writer,
// fmt.Formatter, errors.Is) and generic constraints included, and by fmt
// and errors through dynamic checks that no code here names.
func (l *loader) reach(ds []*decl, main *pkg) map[*decl]bool {
	declOf := map[types.Object]*decl{}
	methods := map[*types.TypeName][]*decl{}
	for _, d := range ds {
		for _, o := range d.objs {
			declOf[o] = d
		}
		if fd, ok := d.node.(*ast.FuncDecl); ok && fd.Recv != nil {
			if tn := recvType(d.objs[0].(*types.Func)); tn != nil {
				methods[tn] = append(methods[tn], d)
			}
		}
	}
	keep := map[*decl]bool{}
	var work []*decl
	push := func(d *decl) {
		if d != nil && !keep[d] {
			keep[d] = true
			work = append(work, d)
		}
	}
	for _, d := range ds {
		switch n := d.node.(type) {
		case *ast.FuncDecl:
			if n.Recv == nil && (n.Name.Name == "init" || d.pkg == main && n.Name.Name == "main") {
				push(d)
			}
		case *ast.ValueSpec:
			if d.gen.Tok == token.VAR && !effectFree(n, l.info) {
				push(d)
			}
		}
	}
	for len(work) > 0 {
		d := work[len(work)-1]
		work = work[:len(work)-1]
		if tn, ok := d.objs[0].(*types.TypeName); ok {
			for _, m := range methods[tn] {
				push(m)
			}
		}
		for _, part := range d.parts() {
			ast.Inspect(part, func(n ast.Node) bool {
				if id, ok := n.(*ast.Ident); ok {
					push(declOf[origin(l.info.Uses[id])])
				}
				return true
			})
		}
	}
	return keep
}

// effectFree reports whether dropping the variables of s cannot change
// what the program does: their initialisers only compute values.
func effectFree(s *ast.ValueSpec, info *types.Info) bool {
	free := true
	for _, v := range s.Values {
		ast.Inspect(v, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.FuncLit:
				return false // defined, not run
			case *ast.CallExpr:
				if !info.Types[n.Fun].IsType() {
					free = false
				}
			case *ast.IndexExpr, *ast.SliceExpr, *ast.TypeAssertExpr, *ast.StarExpr:
				// May panic, unless constant or a type.
				if e := n.(ast.Expr); info.Types[e].Value == nil && !info.Types[e].IsType() {
					free = false
				}
			case *ast.UnaryExpr:
				free = free && n.Op != token.ARROW
			case *ast.BinaryExpr:
				if (n.Op == token.QUO || n.Op == token.REM) && info.Types[n].Value == nil {
					free = false
				}
			}
			return free
		})
	}
	return free
}

// origin maps an instantiated function or field to its declaration.
func origin(o types.Object) types.Object {
	switch o := o.(type) {
	case *types.Func:
		return o.Origin()
	case *types.Var:
		return o.Origin()
	}
	return o
}

// recvType is the named type whose method f is.
func recvType(f *types.Func) *types.TypeName {
	t := f.Type().(*types.Signature).Recv().Type()
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	if n, ok := t.(*types.Named); ok {
		return n.Origin().Obj()
	}
	return nil
}
