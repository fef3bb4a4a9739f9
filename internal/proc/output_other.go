//go:build !linux

package proc

import "os"

// outputFile makes the file a run's output goes to, in the temporary
// directory; Result.Close removes it. (Windows cannot remove an open file,
// and other systems have no /proc to reach an unlinked one through.)
func outputFile() (*os.File, string, error) {
	f, err := os.CreateTemp("", "judge-stdout-*")
	if err != nil {
		return nil, "", err
	}
	return f, f.Name(), nil
}

func removeOutput(path string) {
	if path != "" {
		os.Remove(path)
	}
}
