package testenv

import (
	"bytes"
	"os"
	"strconv"
)

// Alive reports whether process pid exists and is not a zombie: a killed
// process whose parent has not reaped it yet is dead.
func Alive(pid int) bool {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return false
	}
	// The command name, in parentheses, may hold anything: the state follows it.
	i := bytes.LastIndexByte(b, ')')
	return i < 0 || i+2 >= len(b) || b[i+2] != 'Z'
}
