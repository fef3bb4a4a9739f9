package proc

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"
)

// TestHoldLock: a box user's lock file is held by one sandbox at a time,
// removed on release, and a lock had on the removed file (by a sandbox
// that opened it before the release and locks it after) is not the
// user's: the next to hold the user holds a new file.
func TestHoldLock(t *testing.T) {
	path := filepath.Join(t.TempDir(), "7")
	first, err := holdLock(path)
	if err != nil || first == nil {
		t.Fatalf("holdLock of a free user: %v, %v; want a file", first, err)
	}
	if again, err := holdLock(path); again != nil || err != nil {
		t.Fatalf("holdLock of a held user: %v, %v; want nil, nil", again, err)
	}
	late, err := os.OpenFile(path, os.O_RDWR, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer late.Close()
	boxUser{id: 7, lock: first}.release()
	if _, err := os.Lstat(path); !os.IsNotExist(err) {
		t.Fatalf("the lock file after its release: %v; want it removed", err)
	}
	if err := syscall.Flock(int(late.Fd()), syscall.LOCK_EX|syscall.LOCK_NB); err != nil {
		t.Fatal(err)
	}
	if stillAt(late, path) {
		t.Fatal("a lock on the removed file is taken for the user's")
	}
	next, err := holdLock(path)
	if err != nil || next == nil {
		t.Fatalf("holdLock after the release: %v, %v; want a file", next, err)
	}
	defer next.Close()
	if !stillAt(next, path) {
		t.Fatal("the file holdLock holds is not the one at its path")
	}
}
