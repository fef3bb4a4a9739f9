//go:build unix && !linux

package proc

// detect lists this system's one containment: the process group every
// Unix has.
func detect() (kinds []string, why string, lacking map[string]string) {
	return []string{Posix}, "", nil
}

// start starts p contained as kind, which can only be Posix here.
func start(kind string, p *program) (box, <-chan exit, error) { return startPosix(p) }
