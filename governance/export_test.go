package governance

// OrganizationTables are the tables DeleteOrganization deletes an
// organization's rows from, for the test that compares them with the
// catalog.
var OrganizationTables = organizationTables

// DerivedTables are the tables DeleteOrganization deletes an
// organization's rows from after the organization, for the test that
// compares them with the catalog's triggers.
var DerivedTables = derivedTables
