package proc

import "syscall"

// setFileSize sets the sandbox's own file size limit, soft and hard, to n
// bytes (0: leave it), for the programs it starts to inherit
// (Limits.FileKiB), for good: lowered, a hard limit cannot be raised
// again without CAP_SYS_RESOURCE, which a sandbox of a judge that is not
// root lacks, and so a sandbox serves runs of one limit only
// (getSandbox). The sandbox writes no file of its own.
func setFileSize(n uint64) error {
	var lim syscall.Rlimit
	if n == 0 {
		return nil
	}
	if err := syscall.Getrlimit(syscall.RLIMIT_FSIZE, &lim); err != nil {
		return err
	}
	if rlim(lim.Max) <= n {
		return nil
	}
	setRlim(&lim.Cur, n)
	setRlim(&lim.Max, n)
	return syscall.Setrlimit(syscall.RLIMIT_FSIZE, &lim)
}
