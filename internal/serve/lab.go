package serve

import "net/http"

// labRoutes adds the lab tab's API to mux.
func (s *Server) labRoutes(mux *http.ServeMux) {}
