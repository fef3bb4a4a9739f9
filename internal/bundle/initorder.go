package bundle

import (
	"go/ast"
	"go/token"
	"go/types"
	"sort"
)

// packageOrder returns the module's packages in the order a Go toolchain
// initialises them, main last. Since Go 1.21 the linker orders the
// packages that have initialisation work: dependencies first and, among
// the packages ready to go, the least import path first (cmd/link's
// inittask.go). A package has such work when it has init functions or
// variables initialised at run time, or imports a package that has; the
// others take no part, so a package importing only those is ready at once
// (the spec's wording counts them too, the toolchains do not).
func (l *loader) packageOrder(main *pkg) []*pkg {
	hasTask := map[*types.Package]bool{}
	var task func(p *types.Package) bool
	task = func(p *types.Package) bool {
		if v, ok := hasTask[p]; ok {
			return v
		}
		v := l.work[p] || p.Path() == "runtime"
		for _, q := range p.Imports() {
			if task(q) {
				v = true
			}
		}
		hasTask[p] = v
		return v
	}
	// Waiting imports per package, and who waits, over the task graph.
	waiting := map[*types.Package]int{}
	waiters := map[*types.Package][]*types.Package{}
	var visit func(p *types.Package)
	visit = func(p *types.Package) {
		if _, ok := waiting[p]; ok {
			return
		}
		waiting[p] = 0
		for _, q := range p.Imports() {
			if task(q) {
				waiting[p]++
				waiters[q] = append(waiters[q], p)
				visit(q)
			}
		}
	}
	visit(main.types)
	var ready []*types.Package
	for p, n := range waiting {
		if n == 0 {
			ready = append(ready, p)
		}
	}
	// Packages without work run nothing: they go first, in path order.
	var order []*pkg
	for _, p := range l.pkgs {
		if !hasTask[p.types] && p != main {
			order = append(order, p)
		}
	}
	sort.Slice(order, func(i, j int) bool { return order[i].path < order[j].path })
	for len(ready) > 0 {
		sort.Slice(ready, func(i, j int) bool { return ready[i].Path() < ready[j].Path() })
		p := ready[0]
		ready = ready[1:]
		if lp := l.pkgs[p.Path()]; lp != nil && lp != main && lp.types == p {
			order = append(order, lp)
		}
		for _, w := range waiters[p] {
			if waiting[w]--; waiting[w] == 0 {
				ready = append(ready, w)
			}
		}
	}
	return append(order, main)
}

// hasInitWork reports whether a package made of files runs code when it
// is initialised: an init function, or a variable whose initialiser the
// compiler cannot lay out statically. The test is syntactic and errs
// towards work: calls (but conversions, when info tells them apart), map
// literals and reads through selectors or operators on variables count.
func hasInitWork(files []*ast.File, info *types.Info) bool {
	for _, f := range files {
		for _, d := range f.Decls {
			switch d := d.(type) {
			case *ast.FuncDecl:
				if d.Recv == nil && d.Name.Name == "init" {
					return true
				}
			case *ast.GenDecl:
				if d.Tok != token.VAR {
					continue
				}
				for _, s := range d.Specs {
					for _, v := range s.(*ast.ValueSpec).Values {
						if !static(v, info) {
							return true
						}
					}
				}
			}
		}
	}
	return false
}

// static reports whether e is an initialiser the compiler lays out in
// the binary rather than computes at start-up.
func static(e ast.Expr, info *types.Info) bool {
	if info != nil {
		if tv, ok := info.Types[e]; ok && tv.Value != nil {
			return true
		}
	}
	switch e := e.(type) {
	case *ast.BasicLit, *ast.Ident, *ast.FuncLit:
		return true
	case *ast.ParenExpr:
		return static(e.X, info)
	case *ast.SelectorExpr: // a qualified identifier
		_, ok := e.X.(*ast.Ident)
		return ok
	case *ast.UnaryExpr:
		return e.Op == token.AND && static(e.X, info)
	case *ast.CompositeLit:
		if _, ok := e.Type.(*ast.MapType); ok {
			return false
		}
		if info != nil {
			if tv, ok := info.Types[e]; ok {
				if _, ok := tv.Type.Underlying().(*types.Map); ok {
					return false
				}
			}
		}
		for _, el := range e.Elts {
			if kv, ok := el.(*ast.KeyValueExpr); ok {
				el = kv.Value
			}
			if !static(el, info) {
				return false
			}
		}
		return true
	case *ast.CallExpr:
		if info == nil || !info.Types[e.Fun].IsType() {
			return false
		}
		for _, a := range e.Args {
			if !static(a, info) {
				return false
			}
		}
		return true
	}
	return false
}
