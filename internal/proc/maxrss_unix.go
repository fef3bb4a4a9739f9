//go:build unix && !darwin

package proc

// maxrssPerKiB is the unit of ru_maxrss: KiB on Linux and the BSDs.
const maxrssPerKiB = 1
