package main

import (
	"context"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/signal"
	"strconv"
	"time"

	"gametheory/internal/companion"
	"gametheory/internal/problem"
)

// listenCmd is "judge listen [-port N] [-once]": receive the problems the
// Competitive Companion browser extension sends, on 127.0.0.1 only, until
// interrupted, or with -once until one problem or one whole contest has
// arrived.
func listenCmd(args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("listen", stderr)
	port := fs.Int("port", companion.DefaultPort, "the `port` on 127.0.0.1 (0: any free one)")
	once := fs.Bool("once", false, "exit after one problem, or one contest's whole batch")
	if err := fs.Parse(args); err != nil {
		return parseStatus(err)
	}
	if fs.NArg() > 0 || *port < 0 || *port > 65535 {
		fs.Usage()
		return exitSetup
	}
	// Outside a project, each problem gets a folder of the working
	// directory.
	root, folders, err := projectOrHere()
	if err != nil {
		fmt.Fprintln(stderr, "judge:", err)
		return exitSetup
	}
	ln, err := net.Listen("tcp", net.JoinHostPort("127.0.0.1", strconv.Itoa(*port)))
	if err != nil {
		fmt.Fprintf(stderr, "judge listen: %v (another tool on that port? choose one with -port and add it to the extension's custom ports)\n", err)
		return exitSetup
	}
	rc := companion.NewReceiver(root, stdout, stderr)
	rc.Folders = folders
	// A client that stops sending halfway is cut off, so that it holds
	// neither a connection nor -once's shutdown for ever: the extension
	// sends a page's few KiB at once.
	srv := &http.Server{Handler: rc, ReadHeaderTimeout: 10 * time.Second, ReadTimeout: time.Minute, IdleTimeout: time.Minute}
	where := "writing under " + root
	if folders {
		where = "writing each problem into a folder of " + root + " (no go.mod here or above: not a project)"
	}
	fmt.Fprintf(stdout, "listening on http://%s/ for Competitive Companion, %s\n", ln.Addr(), where)
	served := make(chan error, 1)
	go func() { served <- srv.Serve(ln) }()
	interrupt, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	var done <-chan struct{}
	if *once {
		done = rc.BatchDone()
	}
	select {
	case err := <-served:
		fmt.Fprintln(stderr, "judge listen:", err)
		return exitSetup
	case <-done:
	case <-interrupt.Done():
	}
	if err := srv.Shutdown(context.Background()); err != nil {
		fmt.Fprintln(stderr, "judge listen:", err)
		return exitSetup
	}
	return exitOK
}

// projectOrHere returns the project the working directory is in, or,
// outside any (folders true), the working directory itself, whose
// problems are folders of it.
func projectOrHere() (root string, folders bool, err error) {
	if root, err := problem.FindRoot(); err == nil {
		return root, false, nil
	}
	root, err = os.Getwd()
	return root, true, err
}
