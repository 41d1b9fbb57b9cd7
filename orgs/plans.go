package orgs

import "github.com/feedbackkit/feedbackkit"

// Plan names a subscription plan, which sets an organization's default
// limits.
type Plan string

// The plans, with the limits of Plan.Limits.
const (
	PlanFree     Plan = "free"
	PlanTeam     Plan = "team"
	PlanBusiness Plan = "business"
)

// Limits are an organization's caps and entitlements. A cap of 0 means no
// cap.
type Limits struct {
	Seats        int  `json:"seats"`
	Rooms        int  `json:"rooms"`
	Forms        int  `json:"forms"`
	Integrations bool `json:"integrations"`
}

// Limits returns the default limits of plan p.
func (p Plan) Limits() Limits {
	switch p {
	case PlanTeam:
		return Limits{Seats: 25, Rooms: 100, Forms: 100, Integrations: true}
	case PlanBusiness:
		return Limits{Integrations: true}
	}
	return Limits{Seats: 3, Rooms: 3, Forms: 3}
}

// ParsePlan returns the plan named s, or VALIDATION_FAILED.
func ParsePlan(s string) (Plan, error) {
	switch p := Plan(s); p {
	case PlanFree, PlanTeam, PlanBusiness:
		return p, nil
	}
	return "", feedbackkit.Invalid("plan", "must be free, team or business")
}

// Limits returns the organization's limits in force: its plan's, with the
// overrides set by `feedbackd org set-limits`.
func (o *Organization) Limits() Limits {
	l := o.Plan.Limits()
	if o.SeatLimit != nil {
		l.Seats = *o.SeatLimit
	}
	if o.RoomLimit != nil {
		l.Rooms = *o.RoomLimit
	}
	if o.FormLimit != nil {
		l.Forms = *o.FormLimit
	}
	if o.Integrations != nil {
		l.Integrations = *o.Integrations
	}
	return l
}
