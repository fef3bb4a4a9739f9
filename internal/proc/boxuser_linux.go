package proc

import (
	"errors"
	"fmt"
	"os"
	"os/user"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
)

// A root judge runs each sandbox's programs as a user of their own, not
// the machine's nobody: RLIMIT_NPROC counts a user's processes over the
// whole machine, so with one user a run holding as many processes as it
// may (a fork bomb at its bound) would leave none for the programs of
// every other run and judge. As isolate does with its box ids, a sandbox
// takes a user from a range no account uses (boxUsers), user and group
// of the same number, and holds it by a lock (flock) on a file of its own
// in boxLocks, a folder only root may write: concurrent judges never
// share one, and a judge's end, however it ends, lets its users go with
// the descriptors. A sandbox's end removes its file (one left by a judge
// killed is taken again as it is). A sandbox serves one run at a time, so a run's
// processes are all of its user's. (A judge that is not root runs each
// program in a user namespace of its own, where the kernel counts it
// alone.)

// boxUsers are the ranges, first and size, a box's user is taken from,
// the first one the judge's user namespace maps: above the ranges of
// accounts, systemd's dynamic users and containers (which end at
// 1879048191), below 2^31; else, in a namespace that maps only the first
// 65536 (a container's root), under nobody, above the accounts of most
// systems. An id /etc/passwd or /etc/group names is skipped.
var boxUsers = [][2]int{{2_000_000_000, 4096}, {40000, 4096}}

// boxLocks is the folder of the files that hold the box users.
var boxLocks = "/run/gametheory-judge/box-users"

// A boxUser is a user held for a sandbox's programs.
type boxUser struct {
	id   int
	lock *os.File // nil for nobody, which needs no lock
}

// release lets the user go, and removes its lock file while it still
// holds it: a sandbox that opened the file before and locks it after holds
// a file no longer there, which holdLock tells and lets go.
func (u boxUser) release() {
	if u.lock != nil {
		os.Remove(u.lock.Name())
		u.lock.Close()
	}
}

// takeBoxUser returns a user no other sandbox, of this judge or another,
// runs programs as: one of boxUsers, where the judge is root and its
// namespace maps nobody (the sandbox then runs programs as a user of the
// machine); else nobody, whom the sandbox maps in a user namespace of
// each program's own.
func takeBoxUser() (boxUser, error) {
	if os.Geteuid() != 0 || !hasNobody() {
		return boxUser{id: nobody}, nil
	}
	if err := lockFolder(boxLocks); err != nil {
		return boxUser{}, err
	}
	for _, r := range boxUsers {
		if !mapped(r[0], r[1]) {
			continue
		}
		for id := r[0]; id < r[0]+r[1]; id++ {
			if named(id) {
				continue
			}
			f, err := holdLock(filepath.Join(boxLocks, strconv.Itoa(id)))
			if err != nil {
				return boxUser{}, fmt.Errorf("cannot hold a user for the box: %v", err)
			}
			if f != nil {
				return boxUser{id: id, lock: f}, nil
			}
		}
		return boxUser{}, fmt.Errorf("cannot hold a user for the box: all %d users from %d are held (%s)", r[1], r[0], boxLocks)
	}
	return boxUser{}, fmt.Errorf("cannot hold a user for the box: the judge's user namespace maps none of the ids from %d or %d", boxUsers[0][0], boxUsers[1][0])
}

// holdLock opens the lock file at path, making it where missing, and
// locks it without waiting: nil where another holds it. A lock had on a
// file its holder removed on release, opened before that, holds nothing
// (the next to open the path makes a new file): it is let go, and the
// path opened again.
func holdLock(path string) (*os.File, error) {
	for {
		f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE|syscall.O_NOFOLLOW, 0o600)
		if err != nil {
			return nil, err
		}
		err = syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB)
		switch {
		case err == syscall.EWOULDBLOCK:
			f.Close()
			return nil, nil
		case err != nil:
			f.Close()
			return nil, err
		case stillAt(f, path):
			return f, nil
		}
		f.Close()
	}
}

// stillAt reports whether path names the file f is open on.
func stillAt(f *os.File, path string) bool {
	var open, named syscall.Stat_t
	return syscall.Fstat(int(f.Fd()), &open) == nil && syscall.Lstat(path, &named) == nil &&
		open.Dev == named.Dev && open.Ino == named.Ino
}

// lockFolder makes dir, and checks that it is a folder only root may
// write: a lock file another user could make or remove would let two
// judges share a box's user.
func lockFolder(dir string) error {
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return fmt.Errorf("cannot make the folder of the box users' locks: %v", err)
	}
	var st syscall.Stat_t
	if err := syscall.Lstat(dir, &st); err != nil {
		return err
	}
	if st.Mode&syscall.S_IFMT != syscall.S_IFDIR || st.Uid != 0 || st.Mode&0o022 != 0 {
		return fmt.Errorf("the folder of the box users' locks, %s, is not a folder only root may write", dir)
	}
	return nil
}

// mapped reports whether this process's user namespace maps the ids from
// first, n of them, as users and as groups.
func mapped(first, n int) bool {
	for _, m := range []string{"/proc/self/uid_map", "/proc/self/gid_map"} {
		b, err := os.ReadFile(m)
		if err != nil || !inMap(string(b), int64(first), int64(n)) {
			return false
		}
	}
	return true
}

// inMap reports whether the uid_map or gid_map idMap maps the ids from
// first, n of them.
func inMap(idMap string, first, n int64) bool {
	for _, line := range strings.Split(idMap, "\n") {
		var inside, outside, size int64
		if _, err := fmt.Sscan(line, &inside, &outside, &size); err == nil && inside <= first && first+n <= inside+size {
			return true
		}
	}
	return false
}

// named reports whether id is a user's or a group's of the system.
func named(id int) bool {
	s := strconv.Itoa(id)
	_, uerr := user.LookupId(s)
	_, gerr := user.LookupGroupId(s)
	var unknownUser user.UnknownUserIdError
	var unknownGroup user.UnknownGroupIdError
	return !errors.As(uerr, &unknownUser) || !errors.As(gerr, &unknownGroup)
}
