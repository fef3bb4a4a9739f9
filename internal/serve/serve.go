// Package serve is judge serve: the judge and the game lab as a page in
// the browser, on 127.0.0.1 only.
//
// The page can start programs, so it answers only its own: every request
// must come from a loopback address, name the server's own host (no other
// name that resolves here, which would let a page of another site rebind
// to it) and, where the browser says which page sent it, come from this
// origin; every call of the API must carry the token of the address the
// judge printed, in the header X-Judge-Token (the event stream, which a
// browser opens with no header of its own, in its query). The page keeps
// the token in its tab's sessionStorage, which is this origin's alone: not
// in a cookie, which a browser sends to every port of the host, so to any
// other server of this machine the page is led to. A request that fails
// any of these is refused with 403 and runs nothing. Bodies are bounded
// as judge listen's are.
//
// Everything judged from the page is judged by the judge's own executable
// (Server.Judge), with the command line a user would type, so it runs in
// the same containment and box as from the terminal.
package serve

import (
	"crypto/rand"
	"crypto/subtle"
	"embed"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"mime"
	"net"
	"net/http"
	"strconv"
	"strings"

	"gametheory/internal/companion"
)

//go:embed static
var static embed.FS

// MaxBody bounds a request's body, as judge listen bounds the
// extension's.
const MaxBody = 4 << 20

// tokenHeader is the header that carries the token.
const tokenHeader = "X-Judge-Token"

// A Server is the page and its API.
type Server struct {
	// Root is the project, or the folder, whose problems the page shows.
	Root string
	// Judge is the judge's own executable, run for everything judged.
	Judge string
	// CompanionAddr is where the page, asked to, receives problems from
	// Competitive Companion, as judge listen does.
	CompanionAddr string

	token string
	host  string // host:port that requests must name
	mux   *http.ServeMux

	events    hub    // the judge tab's server-sent events
	runs      runner // what the judge tab runs
	companion companionListener
}

// New returns the server of the page for root, answering requests that
// name addr (the listener's 127.0.0.1:PORT), with a fresh token.
func New(root, judge, addr string) (*Server, error) {
	b := make([]byte, 16)
	if _, err := rand.Read(b); err != nil {
		return nil, err
	}
	s := &Server{Root: root, Judge: judge, CompanionAddr: net.JoinHostPort("127.0.0.1", strconv.Itoa(companion.DefaultPort)),
		token: hex.EncodeToString(b), host: addr, mux: http.NewServeMux()}
	sub, err := fs.Sub(static, "static")
	if err != nil {
		return nil, err
	}
	s.mux.Handle("/", http.FileServer(http.FS(sub)))
	s.judgeRoutes(s.mux)
	s.labRoutes(s.mux)
	s.playRoutes(s.mux)
	return s, nil
}

// URL is the address to open: the only one that lets a browser in.
func (s *Server) URL() string {
	return "http://" + s.host + "/?token=" + s.token
}

// ServeHTTP refuses what is not the page's own, then serves it. Every
// answer, a refusal included, may not be framed, sniffed, cached or named
// in a Referer (the printed address has the token in its query).
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("X-Content-Type-Options", "nosniff")
	w.Header().Set("X-Frame-Options", "DENY")
	w.Header().Set("Content-Security-Policy", "default-src 'self'; img-src 'self' data:; style-src 'self'; frame-ancestors 'none'")
	w.Header().Set("Cache-Control", "no-store")
	w.Header().Set("Referrer-Policy", "no-referrer")
	if err := s.allowed(r); err != nil {
		http.Error(w, err.Error(), http.StatusForbidden)
		return
	}
	if r.Body != nil {
		r.Body = http.MaxBytesReader(w, r.Body, MaxBody)
	}
	s.mux.ServeHTTP(w, r)
}

// allowed says why r is not the page's own, or nil.
func (s *Server) allowed(r *http.Request) error {
	host, _, _ := net.SplitHostPort(r.RemoteAddr)
	if ip := net.ParseIP(host); ip == nil || !ip.IsLoopback() {
		return fmt.Errorf("only this machine may use the judge's page, and %s is not a loopback address", r.RemoteAddr)
	}
	if r.Host != s.host {
		return fmt.Errorf("the judge's page answers to %s only, not to %q", s.host, r.Host)
	}
	if o := r.Header.Get("Origin"); o != "" && o != "http://"+s.host {
		return fmt.Errorf("a page of %s may not use the judge's page", o)
	}
	if site := r.Header.Get("Sec-Fetch-Site"); site != "" && site != "same-origin" && site != "none" {
		return fmt.Errorf("a request from another site (%s) may not use the judge's page", site)
	}
	if !strings.HasPrefix(r.URL.Path, "/api/") {
		return nil // the page's own files, which do nothing but ask the API
	}
	given := r.Header.Get(tokenHeader)
	if r.URL.Path == eventsPath && given == "" {
		given = r.URL.Query().Get("token")
	}
	if subtle.ConstantTimeCompare([]byte(given), []byte(s.token)) != 1 {
		return errors.New("no token, or not this judge's: open the address judge serve printed")
	}
	return nil
}

// readJSON decodes r's JSON body into v, bounded by MaxBody; the error
// says what was wrong, for a 400 answer. The body must say it is JSON:
// a form, which any page may post without asking (text/plain,
// multipart), is refused even where a browser sends no Origin.
func readJSON(r *http.Request, v any) error {
	if r.Method != http.MethodPost {
		return fmt.Errorf("want a POST, found %s", r.Method)
	}
	if t, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type")); t != "application/json" {
		return fmt.Errorf("want a body of Content-Type application/json, found %q", r.Header.Get("Content-Type"))
	}
	dec := json.NewDecoder(r.Body)
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		var tooBig *http.MaxBytesError
		if errors.As(err, &tooBig) {
			return fmt.Errorf("the body is over %d MiB", MaxBody>>20)
		}
		return fmt.Errorf("malformed JSON body: %v", err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return errors.New("malformed JSON body: more after the object")
	}
	return nil
}

// writeJSON answers v as JSON.
func writeJSON(w http.ResponseWriter, v any) {
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(v)
}

// fail answers a request the server cannot take, with why, as JSON.
func fail(w http.ResponseWriter, code int, err error) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(code)
	json.NewEncoder(w).Encode(map[string]string{"error": strings.TrimSpace(err.Error())})
}
