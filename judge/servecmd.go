package main

import (
	"context"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"os/signal"
	"strconv"
	"syscall"
	"time"

	"gametheory/internal/serve"
)

// servePort is judge serve's port where -port does not say: judge
// listen's, the extension's, plus one.
const servePort = 10044

// serveCmd is "judge serve [-port N] [-no-open]": the judge and the lab as
// a page, on 127.0.0.1 only, until interrupted.
func serveCmd(args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("serve", stderr)
	port := fs.Int("port", servePort, "the `port` on 127.0.0.1 (0: any free one)")
	noOpen := fs.Bool("no-open", false, "print the address only, open no browser")
	if err := fs.Parse(args); err != nil {
		return parseStatus(err)
	}
	if fs.NArg() > 0 || *port < 0 || *port > 65535 {
		fs.Usage()
		return exitSetup
	}
	root, _, err := projectOrHere()
	if err != nil {
		fmt.Fprintln(stderr, "judge:", err)
		return exitSetup
	}
	self, err := os.Executable()
	if err != nil {
		fmt.Fprintln(stderr, "judge serve: cannot find the judge's own executable:", err)
		return exitSetup
	}
	ln, err := net.Listen("tcp", net.JoinHostPort("127.0.0.1", strconv.Itoa(*port)))
	if err != nil {
		fmt.Fprintf(stderr, "judge serve: %v (another program on that port? choose one with -port)\n", err)
		return exitSetup
	}
	s, err := serve.New(root, self, ln.Addr().String())
	if err != nil {
		fmt.Fprintln(stderr, "judge serve:", err)
		return exitSetup
	}
	srv := &http.Server{Handler: s, ReadHeaderTimeout: 10 * time.Second, IdleTimeout: time.Minute}
	stop := make(chan os.Signal, 1)
	signal.Notify(stop, os.Interrupt, syscall.SIGTERM)
	fmt.Fprintf(stdout, "judge serve: open %s\n", s.URL())
	if !*noOpen {
		openBrowser(s.URL())
	}
	if err := serveUntil(srv, s, ln, stop); err != nil {
		fmt.Fprintln(stderr, "judge serve:", err)
		return exitFail
	}
	return exitOK
}

// serveUntil serves s on ln with srv until a signal comes on stop (Ctrl-C,
// or a kill's SIGTERM, which would otherwise leave the run going on and
// its outputs behind). Then it ends the requests going on, the pages'
// event streams among them, which never end by themselves and which
// Shutdown would wait for, stops what the page started and removes its
// outputs.
func serveUntil(srv *http.Server, s *serve.Server, ln net.Listener, stop <-chan os.Signal) error {
	requests, endRequests := context.WithCancel(context.Background())
	defer endRequests()
	srv.BaseContext = func(net.Listener) context.Context { return requests }
	served := make(chan error, 1)
	go func() { served <- srv.Serve(ln) }()
	select {
	case err := <-served:
		s.Close()
		return err
	case <-stop:
	}
	endRequests()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	err := srv.Shutdown(ctx)
	if cerr := s.Close(); err == nil {
		err = cerr
	}
	return err
}

// startDetached starts cmd, the browser's opener, and reaps it when it
// ends; it fails silently, as the address is printed anyway.
func startDetached(cmd *exec.Cmd) {
	if cmd.Start() == nil {
		go cmd.Wait()
	}
}
