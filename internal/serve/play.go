package serve

import "net/http"

// playRoutes adds the play tab's API to mux.
func (s *Server) playRoutes(mux *http.ServeMux) {}
