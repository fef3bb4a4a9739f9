package serve

import "net/http"

// judgeRoutes adds the judge tab's API to mux.
func (s *Server) judgeRoutes(mux *http.ServeMux) {}
