// Package build turns a source file into a program to run. It knows the
// languages by their file extension, compiles a source once into a cache
// keyed by its content, the compiler's identity and the command, and
// returns the command that runs the result; a program that does not
// compile is a *CompileError, with the compiler's first lines.
package build

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// A Lang says how to build and run the sources of one extension. Its
// commands are argv templates, with these words replaced:
//
//	{src}   the source's absolute path (a Java source is first copied to a
//	        directory of its own, under the name its public class needs);
//	        of a program of several files, its main file's
//	{files} a word of its own: the program's files, a word each (the
//	        source alone, for a program of one file)
//	{dir}   the cache entry's directory, where the compile writes
//	{exe}   {dir}/main, with .exe on Windows
//	{class} Java: the class that holds main
//
// A Lang without Compile runs its source as it is; one whose Compile
// writes nothing (a syntax check) is only checked once per content.
type Lang struct {
	Compile []string `json:"compile,omitempty"`
	Run     []string `json:"run"`
	// Version prints the compiler's identity, part of the cache key
	// (default: the first word of Compile, else of Run, with --version).
	Version []string `json:"version,omitempty"`
	// Which prints the path of the interpreter Run's first word starts.
	// It runs only where that word is a version manager's shim (a file
	// in a folder named shims, as pyenv, rbenv, nodenv and asdf make),
	// and the program then runs on the path it prints: a shim runs the
	// manager's scripts before the interpreter, a process each, whose
	// time and memory would count as the program's.
	Which []string `json:"which,omitempty"`
	// Env are variables, NAME=VALUE, set for the compile and the version
	// and which commands over the judge's environment; part of the cache
	// key.
	Env []string `json:"env,omitempty"`

	from string // the config file it comes from, "" for a default
}

// Defaults are the languages known without a config file, by the
// extensions DOMjudge, problemtools and BAPCtools give them (.pl is Perl,
// as DOMjudge has it, unless it reads as Prolog, problemtools' .pl, which
// is .plg; .py2 is a Python file whose #! line asks for Python 2: langOf). C and C++ compile as Codeforces and Luogu do: -O2, a
// current -std, ONLINE_JUDGE defined, -lm for C.
var Defaults = map[string]Lang{
	".c":    {Compile: []string{"gcc", "-O2", "-std=c11", "-DONLINE_JUDGE", "-o", "{exe}", "{files}", "-lm"}, Run: []string{"{exe}"}},
	".cpp":  cpp,
	".cc":   cpp,
	".cxx":  cpp,
	".go":   {Compile: []string{"go", "build", "-o", "{exe}", "{files}"}, Run: []string{"{exe}"}, Version: []string{"go", "version"}, Env: goEnv},
	".rs":   {Compile: []string{"rustc", "-O", "--edition=2021", "-o", "{exe}", "{src}"}, Run: []string{"{exe}"}},
	".java": {Compile: []string{"javac", "-proc:none", "-encoding", "UTF-8", "-d", "{dir}", "{files}"}, Run: []string{"java", "-Xss64m", "-cp", "{dir}", "{class}"}, Version: []string{"javac", "-version"}},
	".py":   python3,
	".py3":  python3,
	".py2":  {Compile: []string{"python2", "-c", pyCheck, "{files}"}, Run: []string{"python2", "{src}"}, Which: []string{"python2", "-c", "import sys; print(sys.executable)"}},
	".js":   js,
	".mjs":  js,
	".sh":   bash,
	".bash": bash,
	".c++":  cpp,
	".pl":   {Compile: []string{"perl", "-c", "{src}"}, Run: []string{"perl", "{src}"}},
	".plg":  {Compile: []string{"swipl", "-O", "-q", "-g", "main", "-t", "halt", "-o", "{exe}", "-c", "{files}"}, Run: []string{"{exe}"}},
	".awk":  {Run: []string{"awk", "-f", "{src}"}},
	".rb":   {Compile: []string{"ruby", "-c", "{src}"}, Run: []string{"ruby", "{src}"}, Which: []string{"ruby", "-e", "print RbConfig.ruby"}},
	".kt":   {Compile: []string{"kotlinc", "{files}", "-include-runtime", "-d", "{dir}/main.jar"}, Run: []string{"java", "-Xss64m", "-jar", "{dir}/main.jar"}, Version: []string{"kotlinc", "-version"}},
	".hs":   {Compile: []string{"ghc", "-O2", "-outputdir", "{dir}", "-o", "{exe}", "{files}"}, Run: []string{"{exe}"}},
	".pas":  {Compile: []string{"fpc", "-O2", "-Sg", "-XS", "-FE{dir}", "-o{exe}", "{src}"}, Run: []string{"{exe}"}, Version: []string{"fpc", "-iW"}},
}

var (
	python3 = Lang{Compile: []string{"python3", "-c", pyCheck, "{files}"}, Run: []string{"python3", "{src}"}, Which: []string{"python3", "-c", "import sys; print(sys.executable)"}}
	js      = Lang{Compile: []string{"node", "-e", jsCheck, "{files}"}, Run: []string{"node", "{src}"}, Which: []string{"node", "-p", "process.execPath"}}
	bash    = Lang{Compile: []string{"bash", "-n", "{src}"}, Run: []string{"bash", "{src}"}}
)

// jsCheck checks the syntax of every JavaScript file of a program, each
// with node --check (which takes one file), so that a module with a
// syntax error is a compile error, as DOMjudge reports it, not a run-time
// error when it is loaded.
const jsCheck = `const {spawnSync} = require("child_process");
let failed = false;
for (const f of process.argv.slice(1)) {
	failed = spawnSync(process.execPath, ["--check", f], {stdio: "inherit"}).status !== 0 || failed;
}
process.exit(failed ? 1 : 0);`

// goEnv builds a Go program from its own files and the toolchain
// installed, with nothing else of the machine: no cgo, whose C preamble
// could embed any file the compile can read (.incbin "/etc/shadow") and
// runs a C compiler on the submission's code; no other toolchain, which a
// go.mod's toolchain line would have the go command fetch and run; no
// module from the network; no go.work, whose use lines would name
// folders beside the module's. (javac likewise runs no annotation processor,
// -proc:none: one shipped in a submission's folder would be its code run
// by the compile.)
var goEnv = []string{"CGO_ENABLED=0", "GOTOOLCHAIN=local", "GOPROXY=off", "GOWORK=off"}

var cpp = Lang{Compile: []string{"g++", "-O2", "-std=c++20", "-DONLINE_JUDGE", "-o", "{exe}", "{files}"}, Run: []string{"{exe}"}}

// pyCheck compiles Python sources without writing a .pyc beside them, so
// that a syntax error is a compile error, as the judges report it.
const pyCheck = "import sys\nfor f in sys.argv[1:]: compile(open(f, 'rb').read(), f, 'exec')"

// ConfigName is the config file's name, in a project's directory (the
// working directory or one above it) or in the user's config directory,
// under "judge".
const ConfigName = "judge.json"

// A config is what a config file holds: commands by extension, which
// replace the defaults of that extension or add one, the cache's bound,
// and how the judge isolates the programs it judges (auto, full or none,
// as -isolation takes it).
type config struct {
	Languages map[string]Lang `json:"languages"`
	CacheMiB  int64           `json:"cache_mib,omitempty"`
	Isolation string          `json:"isolation,omitempty"`
}

// configFiles are the config files that apply, the user's first, then the
// project's: the nearest judge.json from the working directory up. The
// JUDGE_CONFIG environment variable names the user's file instead.
func configFiles() []string {
	var files []string
	user := os.Getenv("JUDGE_CONFIG")
	if user == "" {
		if dir, err := os.UserConfigDir(); err == nil {
			user = filepath.Join(dir, "judge", ConfigName)
		}
	}
	if user != "" {
		files = append(files, user)
	}
	if dir, err := os.Getwd(); err == nil {
		for {
			if f := filepath.Join(dir, ConfigName); exists(f) {
				files = append(files, f)
				break
			}
			parent := filepath.Dir(dir)
			if parent == dir {
				break
			}
			dir = parent
		}
	}
	return files
}

// readConfig reads the config file path, if there is one (else it
// returns an empty config), its languages marked as coming from it.
func readConfig(path string) (*config, error) {
	var c config
	b, err := os.ReadFile(path)
	if os.IsNotExist(err) {
		return &c, nil
	}
	if err != nil {
		return nil, err
	}
	dec := json.NewDecoder(strings.NewReader(string(b)))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&c); err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	for ext, l := range c.Languages {
		if !strings.HasPrefix(ext, ".") || len(ext) < 2 {
			return nil, fmt.Errorf("%s: %q: an extension starts with a dot, as \".cpp\"", path, ext)
		}
		if len(l.Run) == 0 {
			return nil, fmt.Errorf("%s: %s: no \"run\" command", path, ext)
		}
		l.from = path
		c.Languages[ext] = l
	}
	if c.CacheMiB < 0 {
		return nil, fmt.Errorf("%s: cache_mib: want 0 or more, not %d", path, c.CacheMiB)
	}
	return &c, nil
}

// ConfigIsolation is the isolation the config files name, the project's
// over the user's, or "" where they name none.
func ConfigIsolation() (string, error) {
	isolation := ""
	for _, f := range configFiles() {
		c, err := readConfig(f)
		if err != nil {
			return "", err
		}
		if c.Isolation != "" {
			isolation = c.Isolation
		}
	}
	return isolation, nil
}

// Known lists the extensions a builder knows, sorted.
func (b *Builder) Known() []string {
	var exts []string
	for ext := range b.langs {
		exts = append(exts, ext)
	}
	sort.Strings(exts)
	return exts
}

func exists(path string) bool {
	_, err := os.Stat(path)
	return err == nil
}
