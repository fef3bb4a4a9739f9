package solvetest

import (
	"strconv"
	"strings"
)

// Tokens gives the integers of an input one a call, for the answers the
// tests write apart from the solutions, with strings.Fields and strconv
// rather than the solutions' fastio. The inputs are the tests' own: a
// token that is not an integer of the type asked for, or a read past the
// last, panics.
type Tokens struct{ f []string }

// NewTokens reads the tokens of in.
func NewTokens(in string) *Tokens { return &Tokens{strings.Fields(in)} }

// More reports whether a token is left.
func (t *Tokens) More() bool { return len(t.f) > 0 }

// Int64 reads the next token as an int64.
func (t *Tokens) Int64() int64 {
	v, err := strconv.ParseInt(t.next(), 10, 64)
	if err != nil {
		panic(err)
	}
	return v
}

// Int reads the next token as an int.
func (t *Tokens) Int() int {
	v, err := strconv.Atoi(t.next())
	if err != nil {
		panic(err)
	}
	return v
}

// Uint64 reads the next token as a uint64.
func (t *Tokens) Uint64() uint64 {
	v, err := strconv.ParseUint(t.next(), 10, 64)
	if err != nil {
		panic(err)
	}
	return v
}

func (t *Tokens) next() string {
	s := t.f[0]
	t.f = t.f[1:]
	return s
}
