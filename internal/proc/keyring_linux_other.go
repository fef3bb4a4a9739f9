//go:build linux && !amd64 && !arm64

package proc

// The refused calls' numbers are known for amd64 and arm64 only: on
// other architectures the sandbox installs no filter (refuseCalls).
const sysSeccomp = 0

var refusedCalls callSet
