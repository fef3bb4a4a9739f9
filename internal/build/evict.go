package build

import (
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"
)

// evict removes the least recently used cache entries, keep aside, until
// the cache is within its bound. Entries another judge is running may
// refuse to go (on Windows); they are left for a later eviction. Leftover
// temporary directories of judges that were killed go once an hour old.
func (b *Builder) evict(keep string) {
	entries, err := os.ReadDir(b.dir)
	if err != nil {
		return
	}
	type entry struct {
		path string
		size int64
		used time.Time
	}
	var all []entry
	var total int64
	for _, e := range entries {
		path := filepath.Join(b.dir, e.Name())
		info, err := e.Info()
		if err != nil {
			continue
		}
		if strings.HasPrefix(e.Name(), "tmp-") {
			if time.Since(info.ModTime()) > time.Hour {
				os.RemoveAll(path)
			}
			continue
		}
		if !e.IsDir() {
			total += info.Size()
			continue
		}
		en := entry{path: path, used: info.ModTime()}
		filepath.WalkDir(path, func(_ string, d fs.DirEntry, err error) error {
			if err == nil && !d.IsDir() {
				if fi, err := d.Info(); err == nil {
					en.size += fi.Size()
				}
			}
			return nil
		})
		total += en.size
		if e.Name() != keep {
			all = append(all, en)
		}
	}
	sort.Slice(all, func(i, j int) bool { return all[i].used.Before(all[j].used) })
	for _, en := range all {
		if total <= b.maxBytes {
			return
		}
		if os.RemoveAll(en.path) == nil {
			total -= en.size
		}
	}
}
