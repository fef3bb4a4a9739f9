package build

import (
	"os"
	"path/filepath"
	"strings"
)

// executable reports whether the file path, of info st, runs as a
// program: on Windows, by its extension.
func executable(path string, st os.FileInfo) bool {
	switch strings.ToLower(filepath.Ext(path)) {
	case ".exe", ".com", ".bat", ".cmd":
		return true
	}
	return false
}
