package serve

import (
	"bytes"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"testing"
)

// testAddr is the address the test servers answer to.
const testAddr = "127.0.0.1:8123"

// pageServer returns a Server of root, as judge serve makes it, with the
// judge's executable judge ("" where the test runs none).
func pageServer(t *testing.T, root, judge string) *Server {
	t.Helper()
	s, err := New(root, judge, testAddr)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// pageRequest makes a request to s as the page makes it: from loopback,
// naming s's host, with s's token in its header; body, if not nil, is
// sent as JSON in a POST.
func pageRequest(t *testing.T, s *Server, path string, body any) *httptest.ResponseRecorder {
	t.Helper()
	method, rd := http.MethodGet, &bytes.Buffer{}
	if body != nil {
		method = http.MethodPost
		if err := json.NewEncoder(rd).Encode(body); err != nil {
			t.Fatal(err)
		}
	}
	r := httptest.NewRequest(method, "http://"+testAddr+path, rd)
	r.RemoteAddr = "127.0.0.1:1234"
	if body != nil {
		r.Header.Set("Content-Type", "application/json")
	}
	r.Header.Set(tokenHeader, s.token)
	w := httptest.NewRecorder()
	s.ServeHTTP(w, r)
	return w
}

// postJSON posts body to path on s, wants the status code, and decodes
// the answer into out.
func postJSON(t *testing.T, s *Server, path string, body any, code int, out any) {
	t.Helper()
	w := pageRequest(t, s, path, body)
	if w.Code != code {
		t.Fatalf("POST %s %v: status %d, want %d: %s", path, body, w.Code, code, w.Body)
	}
	if err := json.Unmarshal(w.Body.Bytes(), out); err != nil {
		t.Fatalf("POST %s %v: %v in %s", path, body, err, w.Body)
	}
}
