package server

// routes registers the /api endpoints and the uploaded files.
func (s *Server) routes() {
	api := s.app.Group("/api")
	s.authRoutes(api)
	s.userRoutes(api)
	s.usersRoutes(api)
	s.orgRoutes(api)
	s.publicRoutes(api)
	s.roomRoutes(api)
	s.feedbackRoutes(api)
	s.app.Get("/uploads/+", s.serveUpload)
}
