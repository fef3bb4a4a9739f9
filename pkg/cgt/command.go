package cgt

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"gametheory/pkg/misere"
)

// A report is what judge cgt says of a game; -json prints it as one
// object, values written as Parse reads them.
type report struct {
	Game        string `json:"game"`
	Canonical   string `json:"canonical"`
	Outcome     string `json:"outcome"`
	Mean        string `json:"mean"`
	Temperature string `json:"temperature"`
}

// A misereReport is what judge cgt -misere says of an impartial game in
// misère play.
type misereReport struct {
	Game      string `json:"game"`
	Canonical string `json:"canonical"`
	Outcome   string `json:"outcome"` // P: the player to move loses; N: wins
	Birthday  int    `json:"birthday"`
}

// Main runs judge cgt, with its flags, from the command line, on games
// that may name positions of the families given, and exits: a program of a
// dozen lines gets judge cgt for a game of its own.
//
//	func main() {
//		r := cgt.New(left, right)
//		cgt.Main(cgt.Positions("toads", r, parse))
//	}
func Main(families ...Family) {
	os.Exit(Command(filepath.Base(os.Args[0]), os.Args[1:], families, os.Stdout, os.Stderr))
}

// Command runs judge cgt as the command name with the arguments args:
// flags, then one game expression (Parse), which may also name positions
// of the families given; after "--" when it starts with '-'. It prints the
// game's canonical form and outcome class, and for a game that is not a
// number its mean and temperature; with -json one object that always has
// all four. It returns the exit status: 0, or 2 where the game could not
// be valued (a malformed expression, a position its family refuses, a
// moves function that panics or whose moves form a cycle, a number out of
// range), having written one line that says why, and nothing else.
//
// With -misere the game is impartial and played misère (the player who
// cannot move wins): 0, *, *n, {a,b,...} or CGSuite's {a,b|a,b} and *[...]
// (misere.Table.Parse), or a sum of these. It prints the game's misère
// canonical form (Conway's simplification, as pkg/misere writes it and
// reads it back), its misère outcome, P or N, and its birthday. Games are
// equal in misère play exactly when their forms are the same.
func Command(name string, args []string, families []Family, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	jsonOut := fs.Bool("json", false, "print one JSON object: game, canonical, outcome, mean, temperature (with -misere: game, canonical, outcome, birthday)")
	misereOut := fs.Bool("misere", false, "an impartial game in misère play: print its misère canonical form, outcome (P or N) and birthday")
	fs.SetOutput(io.Discard)
	fs.Usage = func() {}
	// fail reports err on one line, whatever it quotes, and returns 2.
	fail := func(err error) int {
		fmt.Fprintf(stderr, "%s: %s\n", name, strings.NewReplacer("\n", `\n`, "\r", `\r`).Replace(err.Error()))
		return 2
	}
	var names []string
	for _, f := range append(families, builtins...) {
		names = append(names, f.name)
	}
	// Flags may come before or after the game, which comes after -- when
	// it starts with '-'.
	var games []string
	for {
		if err := fs.Parse(args); err != nil {
			if errors.Is(err, flag.ErrHelp) {
				fs.SetOutput(stderr)
				fmt.Fprintf(stderr, "usage: %s [-json] GAME\n       %s -misere [-json] GAME\n\nPrint a partizan game's canonical form, outcome class, mean and temperature.\nGAME: a value as CGSuite writes one ({1|-1}, 3/4, *2, ^*, +-1), a position\nNAME:POSITION of %s, or a sum or difference of these;\nafter -- when it starts with '-'.\nWith -misere, an impartial game in misère play (0, *, *n, {0,*2}, {0,*|0,*},\nCGSuite's *[[2],0], or a sum of these): its misère canonical form, outcome\n(P or N) and birthday.\n\nFlags:\n", name, name, strings.Join(names, ", "))
				fs.PrintDefaults()
				return 0
			}
			if a := firstDash(args); a != "" {
				err = fmt.Errorf("%v (a game that starts with '-' goes after --: %s -- %s)", err, name, a)
			}
			return fail(err)
		}
		if done := len(args) - fs.NArg(); done > 0 && args[done-1] == "--" || fs.NArg() == 0 {
			games = append(games, fs.Args()...)
			break
		}
		games, args = append(games, fs.Arg(0)), fs.Args()[1:]
	}
	if len(games) != 1 {
		return fail(fmt.Errorf("want one game, such as {1|-1}, ^*, cutcake:3x4 or a sum of them, found %d arguments", len(games)))
	}
	// printJSON prints v as one JSON object on a line.
	printJSON := func(v any) int {
		b, err := json.Marshal(v)
		if err != nil {
			return fail(err)
		}
		fmt.Fprintf(stdout, "%s\n", b)
		return 0
	}
	expr := games[0]
	if *misereOut {
		f, err := misere.NewTable(0).Parse(expr)
		if err != nil {
			return fail(err)
		}
		r := misereReport{Game: expr, Canonical: f.String(), Outcome: "N", Birthday: f.Birthday()}
		if f.Lost() {
			r.Outcome = "P"
		}
		if *jsonOut {
			return printJSON(r)
		}
		fmt.Fprintf(stdout, "%s\n%s\nbirthday %d\n", r.Canonical, r.Outcome, r.Birthday)
		return 0
	}
	g, err := Parse(expr, families...)
	if err != nil {
		return fail(err)
	}
	r, err := describe(expr, g)
	if err != nil {
		return fail(err)
	}
	if *jsonOut {
		return printJSON(r)
	}
	fmt.Fprintf(stdout, "%s\n%s\n", r.Canonical, r.Outcome)
	if _, isNum := g.Number(); !isNum {
		fmt.Fprintf(stdout, "mean %s\ntemperature %s\n", r.Mean, r.Temperature)
	}
	return 0
}

// describe returns the report on g, written expr, or the error of a
// number out of range on the way: a game whose values all fit may pass
// beyond them in its thermograph ({9223372036854775807|0} has mean
// 9223372036854775807/2, found where its walls, one falling from
// 9223372036854775807 + 1 at temperature -1, meet).
func describe(expr string, g Game) (r report, err error) {
	defer func() {
		if e := recover(); e != nil {
			err = fmt.Errorf("game %q: %w", expr, rangeError(e))
		}
	}()
	return report{Game: expr, Canonical: g.String(), Outcome: g.Outcome().String(), Mean: g.Mean().String(), Temperature: g.Temperature().String()}, nil
}

// firstDash returns the first argument that starts with '-' followed by
// what a game may start with, the one a flag's error is about, or "".
func firstDash(args []string) string {
	for _, a := range args {
		if len(a) > 1 && a[0] == '-' && strings.IndexByte("0123456789{(*^v+-", a[1]) >= 0 && a != "--" {
			return a
		}
	}
	return ""
}
