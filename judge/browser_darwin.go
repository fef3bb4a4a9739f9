package main

import "os/exec"

// openBrowser opens url in the user's browser, if it can; the address is
// printed either way.
func openBrowser(url string) {
	startDetached(exec.Command("open", url))
}
