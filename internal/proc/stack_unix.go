//go:build unix

package proc

import (
	"sync"
	"syscall"
)

var stackProbe struct {
	once sync.Once
	why  string
}

// StackIgnored says why Limits.StackKiB has no effect here, or "" when it
// takes effect: on Unix the stack limit is set before the program starts,
// where the system lets a process change its own (qemu-user keeps it for
// itself and ignores the change). It is found once, by setting the limit
// on the judge and reading it back.
func StackIgnored() string {
	stackProbe.once.Do(func() {
		startMu.Lock()
		defer startMu.Unlock()
		var old, got syscall.Rlimit
		if err := syscall.Getrlimit(syscall.RLIMIT_STACK, &old); err != nil {
			stackProbe.why = "the stack limit cannot be read: " + err.Error()
			return
		}
		want := uint64(4 << 20)
		if rlim(old.Cur) == want {
			want = 2 << 20
		}
		want = min(want, rlim(old.Max))
		restore, err := setStack(want)
		if err != nil {
			stackProbe.why = "the stack limit cannot be set: " + err.Error()
			return
		}
		err = syscall.Getrlimit(syscall.RLIMIT_STACK, &got)
		restore()
		if err != nil || rlim(got.Cur) != want {
			stackProbe.why = "this system does not let a process change its stack limit (it stays as it was, as under qemu-user)"
		}
	})
	return stackProbe.why
}
