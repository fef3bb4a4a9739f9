//go:build !windows

package build

import "os"

// executable reports whether the file path, of info st, runs as a
// program: on Unix, by its execute bits.
func executable(path string, st os.FileInfo) bool {
	return st.Mode()&0o111 != 0
}
