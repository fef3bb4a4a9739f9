package bundle

import (
	"bufio"
	"errors"
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
)

// checkTarget lists, one line each with its position, what the kept
// declarations need that the target lacks: language features of a later
// Go, which go/types reports when it checks the module's packages again
// at the target's version, loop variables that go1.22 made one per
// iteration, and standard library API of a later Go, which $GOROOT/api
// dates. Only kept code counts: a newer function that the
// program does not reach is not in the bundle, and the module's own
// version already let it type-check.
func (l *loader) checkTarget(order []*pkg, kept []*decl) ([]string, error) {
	var found []finding
	if l.lang < l.modLang {
		found = append(l.checkLanguage(order, kept), l.checkLoopVars(kept)...)
	}
	api, err := l.checkAPI(kept)
	if err != nil {
		return nil, err
	}
	found = append(found, api...)
	sort.Slice(found, func(i, j int) bool {
		a, b := l.fset.Position(found[i].pos), l.fset.Position(found[j].pos)
		return a.Filename < b.Filename || a.Filename == b.Filename && a.Offset < b.Offset
	})
	var lines []string
	for _, f := range found {
		pos := l.fset.Position(f.pos)
		lines = append(lines, fmt.Sprintf("%s:%d:%d: %s", l.rel(pos.Filename), pos.Line, pos.Column, f.msg))
	}
	return lines, nil
}

// A finding is something kept code needs that the target lacks.
type finding struct {
	pos token.Pos
	msg string
}

var (
	tooNew      = regexp.MustCompile(`^(.*) requires (go1\.[0-9]+) or later$`)
	rangeTooNew = regexp.MustCompile(`^cannot range over .*: requires (go1\.[0-9]+) or later$`)
	// go/types lets range over integers from go1.22 and over functions from go1.23.
	rangeOver = map[string]string{"go1.22": "range over int", "go1.23": "range over func"}
)

// checkLanguage type-checks each of the module's packages again at the
// target's language version and keeps the errors inside kept declarations,
// worded as what needs which Go ("range over func requires go1.23;
// codeforces runs go1.22.2").
func (l *loader) checkLanguage(order []*pkg, kept []*decl) []finding {
	spans := map[*pkg][]ast.Node{}
	for _, d := range kept {
		spans[d.pkg] = append(spans[d.pkg], d.parts()...)
	}
	var found []finding
	for _, p := range order {
		conf := types.Config{
			Importer:  l,
			GoVersion: goVersion(l.lang),
			Sizes:     l.sizes,
			Error: func(err error) {
				te, ok := err.(types.Error)
				if !ok || !inside(te.Pos, spans[p]) {
					return
				}
				msg := fmt.Sprintf("%s (at %s: %s)", te.Msg, goVersion(l.lang), l.target.limit())
				if m := rangeTooNew.FindStringSubmatch(te.Msg); m != nil && rangeOver[m[1]] != "" {
					msg = fmt.Sprintf("%s requires %s; %s", rangeOver[m[1]], m[1], l.target.limit())
				} else if m := tooNew.FindStringSubmatch(te.Msg); m != nil {
					msg = fmt.Sprintf("%s requires %s; %s", m[1], m[2], l.target.limit())
				}
				found = append(found, finding{te.Pos, msg})
			},
		}
		if len(spans[p]) > 0 {
			conf.Check(p.path, l.fset, p.files, nil)
		}
	}
	return found
}

// checkLoopVars finds the uses of a loop variable that go1.22's change
// tells apart, when kept code was written for go1.22 or later and the
// target is older: a function literal that refers to it, or its address
// taken. Since go1.22 each iteration has a variable of its own; before,
// all share one, so the bundle would compile and mean something else.
func (l *loader) checkLoopVars(kept []*decl) []finding {
	if l.lang >= 22 {
		return nil
	}
	var found []finding
	use := func(id *ast.Ident, how string) {
		msg := fmt.Sprintf("per-iteration loop variable %s (%s) requires go1.22; %s", id.Name, how, l.target.limit())
		found = append(found, finding{id.Pos(), msg})
	}
	for _, d := range kept {
		written := l.modLang
		if v := d.file.GoVersion; v != "" {
			written = max(minor(v), 21) // the file's //go:build line sets its version, as go/types takes it
		}
		if written < 22 {
			continue // its loops share their variables already
		}
		for _, part := range d.parts() {
			ast.Inspect(part, func(n ast.Node) bool {
				vars, body := l.loopVars(n)
				if vars == nil {
					return true
				}
				ast.Inspect(body, func(n ast.Node) bool {
					switch n := n.(type) {
					case *ast.FuncLit:
						ast.Inspect(n.Body, func(n ast.Node) bool {
							if id, ok := n.(*ast.Ident); ok && vars[l.info.Uses[id]] {
								use(id, "captured by a func literal")
							}
							return true
						})
						return false
					case *ast.UnaryExpr:
						if id := l.addressed(n); id != nil && vars[l.info.Uses[id]] {
							use(id, "its address taken")
						}
					}
					return true
				})
				return true
			})
		}
	}
	return found
}

// loopVars returns the variables a for or range statement declares, and
// its body.
func (l *loader) loopVars(n ast.Node) (map[types.Object]bool, *ast.BlockStmt) {
	var ids []ast.Expr
	var body *ast.BlockStmt
	switch n := n.(type) {
	case *ast.ForStmt:
		if a, ok := n.Init.(*ast.AssignStmt); ok && a.Tok == token.DEFINE {
			ids, body = a.Lhs, n.Body
		}
	case *ast.RangeStmt:
		if n.Tok == token.DEFINE {
			ids, body = []ast.Expr{n.Key, n.Value}, n.Body
		}
	}
	vars := map[types.Object]bool{}
	for _, e := range ids {
		if id, ok := e.(*ast.Ident); ok && l.info.Defs[id] != nil {
			vars[l.info.Defs[id]] = true
		}
	}
	if len(vars) == 0 {
		return nil, nil
	}
	return vars, body
}

// addressed returns the variable whose storage &x points into, x being
// the variable, or a field or array element of it.
func (l *loader) addressed(u *ast.UnaryExpr) *ast.Ident {
	if u.Op != token.AND {
		return nil
	}
	for x := u.X; ; {
		switch e := x.(type) {
		case *ast.Ident:
			return e
		case *ast.ParenExpr:
			x = e.X
		case *ast.SelectorExpr:
			t := l.info.Types[e.X].Type // nil for a package's name
			if t == nil {
				return nil
			}
			if _, ptr := t.Underlying().(*types.Pointer); ptr {
				return nil
			}
			x = e.X
		case *ast.IndexExpr:
			t := l.info.Types[e.X].Type
			if t == nil {
				return nil
			}
			if _, array := t.Underlying().(*types.Array); !array {
				return nil
			}
			x = e.X
		default:
			return nil
		}
	}
}

func inside(pos token.Pos, nodes []ast.Node) bool {
	for _, n := range nodes {
		if n.Pos() <= pos && pos < n.End() {
			return true
		}
	}
	return false
}

// checkAPI finds each use, in the kept declarations, of a standard library
// function, type, method, field, constant or variable that a Go after the
// target's version added.
func (l *loader) checkAPI(kept []*decl) ([]finding, error) {
	newer, err := l.newerAPI(l.lang)
	if err != nil || len(newer) == 0 {
		return nil, err
	}
	var found []finding
	for _, d := range kept {
		for _, part := range d.parts() {
			ast.Inspect(part, func(n ast.Node) bool {
				if id, ok := n.(*ast.Ident); ok {
					if k, ok := l.apiKey(origin(l.info.Uses[id])); ok && newer[k] > 0 {
						found = append(found, finding{id.Pos(), fmt.Sprintf("%s requires %s; %s", k, goVersion(newer[k]), l.target.limit())})
					}
				}
				return true
			})
		}
	}
	return found, nil
}

// An apiKey names a standard library object as $GOROOT/api lists it: the
// package's path, and the name ("Concat") or the type and the method or
// field ("WaitGroup.Go").
type apiKey struct{ pkg, name string }

func (k apiKey) String() string { return k.pkg + "." + k.name }

// apiKey returns the key of o when it is an exported part of the standard
// library's API.
func (l *loader) apiKey(o types.Object) (apiKey, bool) {
	if o == nil || o.Pkg() == nil || l.local(o.Pkg().Path()) {
		return apiKey{}, false
	}
	path := o.Pkg().Path()
	switch {
	case o.Parent() == o.Pkg().Scope():
		return apiKey{path, o.Name()}, true
	case isMethod(o):
		if tn := recvType(o.(*types.Func)); tn != nil {
			return apiKey{path, tn.Name() + "." + o.Name()}, true
		}
	case isField(o):
		if owner := l.fieldOwner(o.(*types.Var)); owner != "" {
			return apiKey{path, owner + "." + o.Name()}, true
		}
	}
	return apiKey{}, false
}

// fieldOwner returns the name of the standard library struct type that
// declares field f, or "": a field does not know its struct, so the
// structs of f's package are indexed the first time one is asked for.
func (l *loader) fieldOwner(f *types.Var) string {
	if owner, ok := l.fields[f]; ok {
		return owner
	}
	scope := f.Pkg().Scope()
	for _, name := range scope.Names() {
		if tn, ok := scope.Lookup(name).(*types.TypeName); ok {
			if s, ok := tn.Type().Underlying().(*types.Struct); ok {
				for i := 0; i < s.NumFields(); i++ {
					l.fields[s.Field(i)] = name
				}
			}
		}
	}
	if _, ok := l.fields[f]; !ok {
		l.fields[f] = "" // in no struct type of the package's scope
	}
	return l.fields[f]
}

// newerAPI returns the standard library API that the releases after
// go1.lang added for the Bundler's platform, each with the release that
// added it, from $GOROOT/api/go1.N.txt for each later N up to the
// installed Go's.
func (b *Bundler) newerAPI(lang int) (map[apiKey]int, error) {
	if api, ok := b.api[lang]; ok {
		return api, nil
	}
	api := map[apiKey]int{}
	platform := b.target.GOOS + "-" + b.target.GOARCH
	for n := lang + 1; installed < 0 || n <= installed; n++ {
		path := filepath.Join(b.stdCtx.GOROOT, "api", fmt.Sprintf("go1.%d.txt", n))
		f, err := os.Open(path)
		if errors.Is(err, fs.ErrNotExist) && installed < 0 {
			break // a development build's last release
		}
		if err != nil {
			return nil, fmt.Errorf("%v: it says which API go1.%d added, which the judge checks a bundle for older Go against", err, n)
		}
		sc := bufio.NewScanner(f)
		for sc.Scan() {
			k, on, ok := parseAPI(sc.Text())
			if ok && (on == "" || on == platform) && api[k] == 0 {
				api[k] = n
			}
		}
		f.Close()
		if err := sc.Err(); err != nil {
			return nil, fmt.Errorf("%s: %v", path, err)
		}
	}
	b.api[lang] = api
	return api, nil
}

// parseAPI reads a line of $GOROOT/api/go1.N.txt: the object it adds and
// the platform it adds it on ("linux-386"; "" for every platform):
//
//	pkg slices, func Concat[$0 interface{ ~[]$1 }, $1 interface{}](...$0) $0 #56353
//	pkg sync, method (*WaitGroup) Go(func()) #63796
//	pkg net/http, type Request struct, Pattern string #66405
//	pkg syscall (linux-386), const CLONE_PIDFD = 4096 #51246
func parseAPI(line string) (k apiKey, platform string, ok bool) {
	rest, ok := strings.CutPrefix(line, "pkg ")
	if !ok {
		return apiKey{}, "", false
	}
	where, decl, ok := strings.Cut(rest, ", ")
	if !ok {
		return apiKey{}, "", false
	}
	k.pkg, platform, _ = strings.Cut(where, " (")
	platform = strings.TrimSuffix(platform, ")")
	kind, decl, _ := strings.Cut(decl, " ")
	switch kind {
	case "func", "const", "var":
		k.name = ident(decl)
	case "method":
		recv, m, _ := strings.Cut(strings.TrimPrefix(decl, "("), ") ")
		k.name = ident(strings.TrimPrefix(recv, "*")) + "." + ident(m)
	case "type":
		k.name = ident(decl)
		decl = skipBrackets(decl[len(k.name):])
		for _, kind := range []string{" struct, ", " interface, "} {
			if member, ok := strings.CutPrefix(decl, kind); ok {
				if e, ok := strings.CutPrefix(member, "embedded "); ok {
					e = strings.TrimPrefix(e, "*")
					member = e[strings.LastIndex(e, ".")+1:] // an embedded field is named after its type
				}
				k.name += "." + ident(member)
			}
		}
	}
	return k, platform, k.name != ""
}

// ident returns the identifier s starts with.
func ident(s string) string {
	i := 0
	for i < len(s) && (s[i] == '_' || 'a' <= s[i] && s[i] <= 'z' || 'A' <= s[i] && s[i] <= 'Z' || '0' <= s[i] && s[i] <= '9') {
		i++
	}
	return s[:i]
}

// skipBrackets drops a type parameter list, "[$0 interface{}, ...]", from
// the start of s.
func skipBrackets(s string) string {
	if !strings.HasPrefix(s, "[") {
		return s
	}
	depth := 0
	for i, c := range s {
		switch c {
		case '[':
			depth++
		case ']':
			if depth--; depth == 0 {
				return s[i+1:]
			}
		}
	}
	return s
}
