//go:build unix

package proc

// StackLimited says whether Limits.StackKiB takes effect: on Unix the
// stack limit is set before the program starts.
const StackLimited = true
