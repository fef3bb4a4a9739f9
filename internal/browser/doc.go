// Package browser drives a headless Chromium for the tests of judge
// serve's page: it opens pages, evaluates JavaScript in them, waits for
// what they show, clicks and takes screenshots, as a person using the
// page would.
//
// It speaks the Chrome DevTools Protocol over the pipe Chromium opens
// with --remote-debugging-pipe (its file descriptors 3 and 4, each
// message JSON ended by a NUL byte), so it needs no WebSocket and nothing
// beyond the standard library. Only tests import it; it runs on Unix,
// where a browser's whole process tree can be killed as one group.
package browser
