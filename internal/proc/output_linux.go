package proc

import (
	"os"
	"strconv"
)

// outputFile makes the file a run's output goes to: unlinked at once, so
// that nothing is left behind whatever happens to the judge, and opened by
// others through /proc.
func outputFile() (*os.File, string, error) {
	f, err := os.CreateTemp("", "judge-stdout-*")
	if err != nil {
		return nil, "", err
	}
	os.Remove(f.Name())
	return f, "/proc/" + strconv.Itoa(os.Getpid()) + "/fd/" + strconv.Itoa(int(f.Fd())), nil
}

func removeOutput(string) {}
