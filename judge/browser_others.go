//go:build !darwin && !windows

package main

import (
	"os"
	"os/exec"
)

// openBrowser opens url in the user's browser where there is a desktop to
// show it (a display and xdg-open); the address is printed either way.
func openBrowser(url string) {
	if os.Getenv("DISPLAY") == "" && os.Getenv("WAYLAND_DISPLAY") == "" {
		return
	}
	if _, err := exec.LookPath("xdg-open"); err != nil {
		return
	}
	startDetached(exec.Command("xdg-open", url))
}
