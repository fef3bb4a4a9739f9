package proc

// StackIgnored says why Limits.StackKiB has no effect here: on Windows a
// program's stack is what its executable's header reserves, which no
// other process can change.
func StackIgnored() string {
	return "a program's stack is what its executable reserves (with MinGW, -Wl,--stack=BYTES)"
}
