package webhooks

import (
	"context"
	"errors"

	"github.com/feedbackkit/feedbackkit/forms"
)

// ForgetResponses deletes the deliveries of form.response_created of the
// responses responseIDs of the organization orgID, pending or not, in the
// transaction ctx carries: their payloads hold the responses' answers,
// which must go when the responses are deleted (a forms.ResponseDeleteHook,
// which the app adds).
func (s *Service) ForgetResponses(ctx context.Context, orgID string, responseIDs []string) error {
	if orgID == "" {
		return errors.New("webhooks: forget responses: no organization given")
	}
	keys := make([]string, len(responseIDs))
	for i, id := range responseIDs {
		keys[i] = itemKey(EventFormResponseCreated, id)
	}
	_, err := s.store.DeleteDeliveries(ctx, DeliveryCut{OrgID: orgID, Keys: keys, Pending: true})
	return err
}

var _ forms.ResponseDeleteHook = (*Service)(nil).ForgetResponses
