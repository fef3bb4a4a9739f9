// Package testenv is what the judge's tests share about the machine they
// run on: programs to judge that need nothing but the test binary itself
// (Main, Program, Command), so that the same tests run on every system;
// whether a process is still alive; and what a containment can report
// there. The standard library's own internal/testenv is the model.
package testenv
