//go:build !linux

package interact

import (
	"errors"
	"os"

	"gametheory/internal/proc"
)

// plainPipes says whether Config.Plain is honoured here.
const plainPipes = false

// runPlain would join the two sides by plain pipes; only Linux lets the
// judge open a pipe anew, to see its writes without taking its bytes
// (plain_linux.go), so elsewhere dialogues go through the relay.
func runPlain(Config, []string, proc.Limits, proc.Limits) (*Result, error) {
	return nil, errors.ErrUnsupported
}

// fileHolds would report whether the pipe f holds bytes not read yet;
// only Linux tells it here, so elsewhere a program that stopped reading
// looks like one waiting for the jury.
func fileHolds(*os.File) bool { return false }
