//go:build !unix

package verdict

import "os"

// openOutput opens a program's output file; this system has no flag not
// to follow a link, which the judge looked for before (Lstat).
const openOutput = os.O_RDONLY
