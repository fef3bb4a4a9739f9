package scaffold

import (
	"fmt"
	"sort"
	"strings"
	"text/template"
)

// StubMark is in every generator and brute force that judge new writes,
// in what it says when it runs, until it is written: judge stress looks
// for it, to say which of them is still to write instead of running it.
const StubMark = "not written yet (judge new's template)"

// A lang is how judge new writes a problem's programs in one language:
// the solution problems/<id>/main.EXT (Main.java), and the generator and
// brute force of judge stress, gen.EXT and brute.EXT (Gen.java,
// Brute.java). Go's are packages, problems/<id>, problems/<id>/gen and
// problems/<id>/brute, and the solution has a test.
type lang struct {
	ext              string
	main, gen, brute string // file names
	templates        [3]string
}

// DefaultLang is the language of judge new without -lang.
const DefaultLang = "go"

// langs are the languages, by the name -lang takes.
var langs = map[string]lang{
	"go":   {".go", "main.go", "gen/main.go", "brute/main.go", [3]string{mainTemplate, goGen, goBrute}},
	"c":    {".c", "main.c", "gen.c", "brute.c", [3]string{cMain, cGen, cBrute}},
	"cpp":  {".cpp", "main.cpp", "gen.cpp", "brute.cpp", [3]string{cppMain, cppGen, cppBrute}},
	"java": {".java", "Main.java", "Gen.java", "Brute.java", [3]string{javaMain, javaGen, javaBrute}},
	"py":   {".py", "main.py", "gen.py", "brute.py", [3]string{pyMain, pyGen, pyBrute}},
	"rs":   {".rs", "main.rs", "gen.rs", "brute.rs", [3]string{rsMain, rsGen, rsBrute}},
	"js":   {".js", "main.js", "gen.js", "brute.js", [3]string{jsMain, jsGen, jsBrute}},
}

// Langs lists the languages judge new writes, sorted.
func Langs() []string {
	var names []string
	for n := range langs {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// checkLang says what is wrong with the language name, if anything.
func checkLang(name string) error {
	if _, ok := langs[name]; !ok {
		return fmt.Errorf("-lang %q: want one of %s", name, strings.Join(Langs(), ", "))
	}
	return nil
}

// funcs are the templates' functions: oneLine, and stub, the message of a
// program still to write.
var funcs = template.FuncMap{
	"oneLine": oneLine,
	"stub": func(what, path string) string {
		return StubMark + ": write " + what + " in " + path
	},
}

// The header every solution starts with, in a language's line comments.
const header = `{{.C}} {{.ID}}: {{with oneLine .Judge}}{{.}} {{end}}{{printf "%q" .Name}}{{with oneLine .URL}}, {{.}}{{end}}
{{.C}}
{{.C}} Problem: not written yet: what is given, what is asked, and the input
{{.C}} and output formats.
{{.C}} Idea: not written yet: how the answer is found. Why: the proof that it
{{.C}} is right.
{{.C}} Cost: not written yet: time and memory for the largest input.
`

const genHeader = `{{.C}} gen SEED [SIZE] writes a random input of {{.ID}} for judge stress, the
{{.C}} same for the same SEED: small (SIZE, 10 by default, bounds it) so that the
{{.C}} brute force is quick, and with the cases that break solutions (the least
{{.C}} values, equal ones, the edges of the limits) often.
`

const bruteHeader = `{{.C}} brute answers {{.ID}} the slow, obvious way, the answer judge stress
{{.C}} checks the solution against. It rejects an input outside the statement's
{{.C}} limits with exit status 1, so that it is also the validator.
`

// goGen and goBrute are Go's generator and brute force, built on
// internal/casegen as the project's own are.
const goGen = `// Command gen writes a random input of {{.ID}} for judge stress: gen SEED
// [SIZE], the same for the same SEED, small (SIZE, 10 by default, bounds
// it) so that the brute force is quick, with the cases that break
// solutions (the least values, equal ones, the edges of the limits) often.
package main

import (
	"fmt"
	"os"

	"gametheory/internal/casegen"
)

func main() {
	r, size := casegen.Args(10)
	_, _ = r, size // for the input: casegen.Between(r, 1, size), casegen.Line(...)
	fmt.Fprintln(os.Stderr, "{{stub "the generator" (printf "problems/%s/gen/main.go" .ID)}}")
	os.Exit(1)
}
`

const goBrute = `// Command brute answers {{.ID}} the slow, obvious way, the answer judge
// stress checks the solution against. It rejects an input outside the
// statement's limits with exit status 1 (in.IntIn's bounds do it), so that
// it is also the validator.
package main

import (
	"errors"

	"gametheory/internal/casegen"
	"gametheory/pkg/fastio"
)

func main() { casegen.Brute("{{.ID}} brute", solve) }

func solve(in *fastio.Reader, out *fastio.Writer) error {
	return errors.New("{{stub "the brute force" (printf "problems/%s/brute/main.go" .ID)}}")
}
`

const cMain = header + `#include <stdio.h>

int main(void) {
	fprintf(stderr, "not solved yet: write main in problems/{{.ID}}/main.c\n");
	return 1;
}
`

const cGen = genHeader + `#include <stdio.h>
#include <stdlib.h>

static unsigned long long state;

/* between returns a random number from lo to hi (xorshift64*). */
static long long between(long long lo, long long hi) {
	state ^= state >> 12, state ^= state << 25, state ^= state >> 27;
	return lo + (long long)((state * 2685821657736338717ULL) % (unsigned long long)(hi - lo + 1));
}

int main(int argc, char **argv) {
	if (argc < 2 || argc > 3) {
		fprintf(stderr, "usage: gen SEED [SIZE]\n");
		return 2;
	}
	state = strtoull(argv[1], NULL, 10) * 2 + 1;
	long long size = argc == 3 ? atoll(argv[2]) : 10;
	(void)between, (void)size;
	fprintf(stderr, "{{stub "the generator" (printf "problems/%s/gen.c" .ID)}}\n");
	return 1;
}
`

const cBrute = bruteHeader + `#include <stdio.h>

int main(void) {
	fprintf(stderr, "{{stub "the brute force" (printf "problems/%s/brute.c" .ID)}}\n");
	return 1;
}
`

const cppMain = header + `#include <iostream>

int main() {
	std::ios::sync_with_stdio(false);
	std::cin.tie(nullptr);
	std::cerr << "not solved yet: write main in problems/{{.ID}}/main.cpp\n";
	return 1;
}
`

const cppGen = genHeader + `#include <cstdio>
#include <cstdlib>
#include <random>

int main(int argc, char **argv) {
	if (argc < 2 || argc > 3) {
		std::fprintf(stderr, "usage: gen SEED [SIZE]\n");
		return 2;
	}
	std::mt19937_64 rng(std::strtoull(argv[1], nullptr, 10));
	long long size = argc == 3 ? std::atoll(argv[2]) : 10;
	auto between = [&](long long lo, long long hi) { return std::uniform_int_distribution<long long>(lo, hi)(rng); };
	(void)between, (void)size;
	std::fprintf(stderr, "{{stub "the generator" (printf "problems/%s/gen.cpp" .ID)}}\n");
	return 1;
}
`

const cppBrute = bruteHeader + `#include <iostream>

int main() {
	std::cerr << "{{stub "the brute force" (printf "problems/%s/brute.cpp" .ID)}}\n";
	return 1;
}
`

const javaMain = header + `import java.io.*;
import java.util.*;

public class Main {
	public static void main(String[] args) throws IOException {
		System.err.println("not solved yet: write main in problems/{{.ID}}/Main.java");
		System.exit(1);
	}
}
`

const javaGen = genHeader + `import java.util.Random;

public class Gen {
	public static void main(String[] args) {
		if (args.length < 1 || args.length > 2) {
			System.err.println("usage: gen SEED [SIZE]");
			System.exit(2);
		}
		Random random = new Random(Long.parseLong(args[0]));
		long size = args.length == 2 ? Long.parseLong(args[1]) : 10;
		System.err.println("{{stub "the generator" (printf "problems/%s/Gen.java" .ID)}}");
		System.exit(1);
	}
}
`

const javaBrute = bruteHeader + `public class Brute {
	public static void main(String[] args) {
		System.err.println("{{stub "the brute force" (printf "problems/%s/Brute.java" .ID)}}");
		System.exit(1);
	}
}
`

const pyMain = header + `import sys


def main():
    sys.exit("not solved yet: write main in problems/{{.ID}}/main.py")


main()
`

const pyGen = genHeader + `import random
import sys

if not 2 <= len(sys.argv) <= 3:
    sys.exit("usage: gen SEED [SIZE]")
rng = random.Random(int(sys.argv[1]))
size = int(sys.argv[2]) if len(sys.argv) == 3 else 10
sys.exit("{{stub "the generator" (printf "problems/%s/gen.py" .ID)}}")
`

const pyBrute = bruteHeader + `import sys

sys.exit("{{stub "the brute force" (printf "problems/%s/brute.py" .ID)}}")
`

const rsMain = header + `use std::io::{self, Read, Write};

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let _out = io::BufWriter::new(io::stdout().lock());
    let _ = writeln!(io::stderr(), "not solved yet: write main in problems/{{.ID}}/main.rs");
    std::process::exit(1);
}
`

const rsGen = genHeader + `use std::env;

/// Xorshift64*: a random number from lo to hi.
struct Rng(u64);

impl Rng {
    #[allow(dead_code)]
    fn between(&mut self, lo: i64, hi: i64) -> i64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        lo + (self.0.wrapping_mul(2685821657736338717) % ((hi - lo + 1) as u64)) as i64
    }
}

fn main() {
    let args: Vec<String> = env::args().collect();
    if args.len() < 2 || args.len() > 3 {
        eprintln!("usage: gen SEED [SIZE]");
        std::process::exit(2);
    }
    let _rng = Rng(args[1].parse::<u64>().unwrap() * 2 + 1);
    let _size: i64 = if args.len() == 3 { args[2].parse().unwrap() } else { 10 };
    eprintln!("{{stub "the generator" (printf "problems/%s/gen.rs" .ID)}}");
    std::process::exit(1);
}
`

const rsBrute = bruteHeader + `fn main() {
    eprintln!("{{stub "the brute force" (printf "problems/%s/brute.rs" .ID)}}");
    std::process::exit(1);
}
`

const jsMain = header + `const input = require("fs").readFileSync(0, "utf8");
process.stderr.write("not solved yet: write main in problems/{{.ID}}/main.js\n");
process.exit(1);
`

const jsGen = genHeader + `if (process.argv.length < 3 || process.argv.length > 4) {
  process.stderr.write("usage: gen SEED [SIZE]\n");
  process.exit(2);
}
// mulberry32: a random number from lo to hi, the same for the same seed.
let state = Number(process.argv[2]) >>> 0;
function between(lo, hi) {
  state = (state + 0x6d2b79f5) >>> 0;
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return lo + (((t ^ (t >>> 14)) >>> 0) % (hi - lo + 1));
}
const size = process.argv.length === 4 ? Number(process.argv[3]) : 10;
process.stderr.write("{{stub "the generator" (printf "problems/%s/gen.js" .ID)}}\n");
process.exit(1);
`

const jsBrute = bruteHeader + `process.stderr.write("{{stub "the brute force" (printf "problems/%s/brute.js" .ID)}}\n");
process.exit(1);
`
