package testenv

import "os"

// CrashName is how the judge names the end of Crash, and of the crash
// program: the exception an access violation leaves as the exit status.
const CrashName = "0xC0000005 access violation"

// Crash ends the process as a crash does here.
func Crash() { os.Exit(0xC0000005) }

// ExitMinusOne is the exit code the judge reads for a program that calls
// exit(-1): Windows keeps all 32 bits.
const ExitMinusOne = -1
