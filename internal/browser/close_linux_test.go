package browser

import (
	"bytes"
	"os"
	"path/filepath"
	"strconv"
	"testing"
	"time"
)

// TestClose checks that closing a browser leaves none of its processes
// running: every one of its group is gone or a zombie, dead and waiting
// for init to reap it.
func TestClose(t *testing.T) {
	b, err := Start(Exe(t), t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	p, err := b.NewPage()
	if err != nil {
		t.Fatal(err)
	}
	if err := p.Eval("1", nil); err != nil {
		t.Fatal(err)
	}
	if n := running(t, b.Pid()); n < 2 {
		t.Fatalf("%d processes in the browser's group with a page open, want its helpers too", n)
	}
	b.Close()
	// SIGKILL reaches the group at once, but each process takes its time
	// to die: wait for the last, within a bound.
	for deadline := time.Now().Add(Timeout); ; time.Sleep(10 * time.Millisecond) {
		n := running(t, b.Pid())
		if n == 0 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("%d processes of the browser's group still running %v after Close", n, Timeout)
		}
	}
	if err := p.Eval("1", nil); err == nil {
		t.Error("a closed browser evaluated")
	}
}

// running counts the processes of process group pgid that are not
// zombies, from /proc.
func running(t *testing.T, pgid int) int {
	stats, err := filepath.Glob("/proc/[0-9]*/stat")
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, f := range stats {
		b, err := os.ReadFile(f)
		if err != nil {
			continue // gone since the glob
		}
		// pid (comm) state ppid pgrp ...: comm may hold anything.
		fields := bytes.Fields(b[bytes.LastIndexByte(b, ')')+1:])
		if len(fields) > 2 && string(fields[0]) != "Z" && string(fields[2]) == strconv.Itoa(pgid) {
			n++
		}
	}
	return n
}
