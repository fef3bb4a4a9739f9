//go:build unix

package verdict

import (
	"os"
	"syscall"
)

// openOutput opens a program's output file as it is: not through a link
// that took its place since it was looked at (O_NOFOLLOW), and without
// waiting for a writer were it a named pipe (O_NONBLOCK).
const openOutput = os.O_RDONLY | syscall.O_NOFOLLOW | syscall.O_NONBLOCK
