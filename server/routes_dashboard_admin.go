package server

// dashboardAdminRoutes registers the dashboard's screens of the
// organization's administration: members, settings, API keys and
// integrations.
func (s *Server) dashboardAdminRoutes() {
	s.dashboardMemberRoutes()
	s.dashboardSettingsRoutes()
	s.dashboardAPIKeyRoutes()
}
