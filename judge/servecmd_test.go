package main

import (
	"bufio"
	"net"
	"net/http"
	"os"
	"strings"
	"testing"

	"gametheory/internal/serve"
)

// TestServeStops stops judge serve as Ctrl-C does, with pages open or
// not: it stops at once, with no request left waiting (an open page's
// event stream ends), and nothing of it answers after.
func TestServeStops(t *testing.T) {
	for _, streams := range []int{0, 1, 3} {
		ln, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			t.Fatal(err)
		}
		s, err := serve.New(t.TempDir(), "", ln.Addr().String())
		if err != nil {
			t.Fatal(err)
		}
		stop := make(chan os.Signal, 1)
		done := make(chan error, 1)
		go func() { done <- serveUntil(&http.Server{Handler: s}, s, ln, stop) }()
		// The streams are opened with the printed address's token, as the
		// page opens them.
		_, token, _ := strings.Cut(s.URL(), "?token=")
		client := &http.Client{}
		var bodies []*bufio.Reader
		for i := 0; i < streams; i++ {
			resp, err := client.Get("http://" + ln.Addr().String() + "/api/events?token=" + token)
			if err != nil {
				t.Fatal(err)
			}
			defer resp.Body.Close()
			r := bufio.NewReader(resp.Body)
			if line, err := r.ReadString('\n'); err != nil || !strings.HasPrefix(line, ":") {
				t.Fatalf("%d streams: the stream begins %q, %v", streams, line, err)
			}
			bodies = append(bodies, r)
		}
		stop <- os.Interrupt
		if err := <-done; err != nil {
			t.Fatalf("%d streams: stopping: %v", streams, err)
		}
		for _, r := range bodies { // each has ended: it reads to its end
			for {
				if _, err := r.ReadString('\n'); err != nil {
					break
				}
			}
		}
		if _, err := client.Get(s.URL()); err == nil {
			t.Errorf("%d streams: still answering after it stopped", streams)
		}
	}
}
