package testenv

import (
	"os"
	"runtime"
	"strings"
)

// Emulated reports whether this process runs under an emulator of another
// architecture, as the tests of linux/arm64 run under qemu-user on an
// amd64 machine: the kernel's own architecture, which the emulator does
// not hide (/proc/sys/kernel/arch), is not the one the binary was built
// for. Under qemu-user a process whose other threads are busy now and
// then hangs in a fork, before its exec; tests that would start many
// programs at once start them one at a time there.
func Emulated() bool {
	want, known := map[string]string{"amd64": "x86_64", "arm64": "aarch64"}[runtime.GOARCH]
	b, err := os.ReadFile("/proc/sys/kernel/arch")
	return known && err == nil && strings.TrimSpace(string(b)) != want
}
