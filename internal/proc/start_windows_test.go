package proc

import (
	"errors"
	"os"
	"syscall"
	"testing"
)

// TestRetryStart: a start that fails as wine loses processes is tried
// again, up to startTries starts; any other end is returned at once.
func TestRetryStart(t *testing.T) {
	lost := &os.PathError{Op: "fork/exec", Path: "sol.exe", Err: errInternal}
	other := &os.PathError{Op: "fork/exec", Path: "sol.exe", Err: syscall.ERROR_FILE_NOT_FOUND}
	tests := []struct {
		name  string
		fails []error // what the starts return, in order; then nil
		calls int
		err   error
	}{
		{"started at once", nil, 1, nil},
		{"lost once", []error{lost}, 2, nil},
		{"lost twice", []error{lost, lost}, 3, nil},
		{"lost every time", []error{lost, lost, lost, lost}, startTries, lost},
		{"another failure", []error{other}, 1, other},
		{"lost, then another failure", []error{lost, other}, 2, other},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			calls := 0
			err := retryStart(func() error {
				calls++
				if calls <= len(tt.fails) {
					return tt.fails[calls-1]
				}
				return nil
			}, func(err error) bool { return errors.Is(err, errInternal) })
			if calls != tt.calls || err != tt.err {
				t.Errorf("%d starts, error %v; want %d, %v", calls, err, tt.calls, tt.err)
			}
		})
	}
}

// TestStartLost: only under wine is ERROR_INTERNAL_ERROR a lost start.
func TestStartLost(t *testing.T) {
	if got := startLost(&os.PathError{Op: "fork/exec", Path: "sol.exe", Err: errInternal}); got != underWine {
		t.Errorf("ERROR_INTERNAL_ERROR: lost %v; want %v (under wine: %v)", got, underWine, underWine)
	}
	if startLost(&os.PathError{Op: "fork/exec", Path: "sol.exe", Err: syscall.ERROR_FILE_NOT_FOUND}) {
		t.Error("ERROR_FILE_NOT_FOUND: lost; want not")
	}
}
