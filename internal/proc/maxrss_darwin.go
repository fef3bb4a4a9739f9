package proc

// maxrssPerKiB is the unit of ru_maxrss: bytes on macOS.
const maxrssPerKiB = 1024
