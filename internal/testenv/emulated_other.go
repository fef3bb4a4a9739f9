//go:build !linux

package testenv

// Emulated reports whether this process runs under an emulator of another
// architecture; only Linux tells (emulated_linux.go).
func Emulated() bool { return false }
