package proc

import "syscall"

// setFileSize sets the sandbox's own file size limit, soft and hard, to n
// bytes (0: leave it), for the program it is about to start to inherit
// (Limits.FileKiB), and returns what restores it. The sandbox writes no
// file of its own meanwhile.
func setFileSize(n uint64) (restore func(), err error) {
	var old syscall.Rlimit
	if n == 0 {
		return func() {}, nil
	}
	if err := syscall.Getrlimit(syscall.RLIMIT_FSIZE, &old); err != nil {
		return nil, err
	}
	lim := old
	setRlim(&lim.Cur, min(n, rlim(old.Max)))
	setRlim(&lim.Max, min(n, rlim(old.Max)))
	if err := syscall.Setrlimit(syscall.RLIMIT_FSIZE, &lim); err != nil {
		return nil, err
	}
	return func() { syscall.Setrlimit(syscall.RLIMIT_FSIZE, &old) }, nil
}
