package server

// apiRoutes registers the /api endpoints, the uploaded files, the
// respondent pages and the dashboard.
func (s *Server) apiRoutes() error {
	api := s.group("/api")
	s.apiKeyRoutes(api) // first: its middleware reads the key of every request that has one
	if err := s.openAPIRoute(api); err != nil {
		return err
	}
	s.authRoutes(api)
	s.userRoutes(api)
	s.usersRoutes(api)
	s.orgRoutes(api)
	s.publicRoutes(api)
	s.roomRoutes(api)
	s.exportRoutes(api)
	s.feedbackRoutes(api)
	s.governanceRoutes(api) // after feedbackRoutes: the widget's CORS
	s.formRoutes(api)
	s.subscriptionRoutes(api)
	s.qrCodeRoutes(api)
	s.integrationRoutes(api)
	s.auditRoutes(api)
	s.webhookRoutes(api)
	// The uploaded images (logos, profile pictures, forms' images), under a limit of their own.
	s.group("/uploads").Get("/+", respondent, s.limit("uploads", s.cfg.RateLimits.Uploads), s.serveUpload)
	s.pageRoutes()
	s.dashboardRoutes()
	return nil
}
