//go:build race

package testenv

// Race says the tests were built with -race.
const Race = true
