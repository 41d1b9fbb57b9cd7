package dashboard

// Notice names what a page says the last action did. The address a form
// post redirects to carries the code (?done=saved), never the words: a
// crafted link can only choose among the fixed texts below, and an
// unknown code shows nothing, so that nobody can make the dashboard show
// words of their own to a member.
type Notice string

// The notices of the dashboard's actions.
const (
	NoticeSignedOut           Notice = "signed-out"
	NoticePasswordReset       Notice = "password-reset"
	NoticeWelcome             Notice = "welcome"
	NoticeSaved               Notice = "saved"
	NoticePasswordChanged     Notice = "password-changed"
	NoticeUnsubscribed        Notice = "unsubscribed"
	NoticeFollowed            Notice = "followed"
	NoticeKeyRevoked          Notice = "key-revoked"
	NoticeFeedbackDeleted     Notice = "feedback-deleted"
	NoticeResolved            Notice = "resolved"
	NoticeUnresolved          Notice = "unresolved"
	NoticeFormCreated         Notice = "form-created"
	NoticeFormActive          Notice = "form-active"
	NoticeFormInactive        Notice = "form-inactive"
	NoticeFormCopied          Notice = "form-copied"
	NoticeFormDeleted         Notice = "form-deleted"
	NoticeAnalysisDone        Notice = "analysis-done"
	NoticeAnalysisRunning     Notice = "analysis-running"
	NoticeSummaryDone         Notice = "summary-done"
	NoticeSummaryRunning      Notice = "summary-running"
	NoticeInvited             Notice = "invited"
	NoticeInvitationResent    Notice = "invitation-resent"
	NoticeInvitationCancelled Notice = "invitation-cancelled"
	NoticeRoleChanged         Notice = "role-changed"
	NoticeMemberRemoved       Notice = "member-removed"
	NoticeRoomCreated         Notice = "room-created"
	NoticeRoomActive          Notice = "room-active"
	NoticeRoomInactive        Notice = "room-inactive"
	NoticeRoomDeleted         Notice = "room-deleted"
	NoticeSettingsSaved       Notice = "settings-saved"
	NoticeLogoUploaded        Notice = "logo-uploaded"
	NoticeUpgradeRequested    Notice = "upgrade-requested"
	NoticeWebhookEnabled      Notice = "webhook-enabled"
	NoticeWebhookDisabled     Notice = "webhook-disabled"
	NoticeWebhookDeleted      Notice = "webhook-deleted"
	NoticeRetentionSaved      Notice = "retention-saved"
	NoticePrivacyNoticeSaved  Notice = "privacy-notice-saved"
	NoticeOwnershipMoved      Notice = "ownership-transferred"
	NoticeOrganizationDeleted Notice = "organization-deleted"
	NoticeOrganizationRemade  Notice = "organization-remade"
	NoticeTrackerProjects     Notice = "tracker-projects-saved"
	NoticeTrackerRoomSaved    Notice = "tracker-room-saved"
	NoticeTrackerEnabled      Notice = "tracker-enabled"
	NoticeTrackerDisabled     Notice = "tracker-disabled"
	NoticeTrackerDisconnected Notice = "tracker-disconnected"
)

var noticeTexts = map[Notice]string{
	NoticeSignedOut:           "You are signed out.",
	NoticePasswordReset:       "Your password is changed: sign in with it.",
	NoticeWelcome:             "Welcome: you are a member now.",
	NoticeSaved:               "Saved.",
	NoticePasswordChanged:     "Your password is changed; your other sessions are signed out.",
	NoticeUnsubscribed:        "Unsubscribed.",
	NoticeFollowed:            "You follow it now.",
	NoticeKeyRevoked:          "Key revoked.",
	NoticeFeedbackDeleted:     "The selected feedback is deleted.",
	NoticeResolved:            "Resolved.",
	NoticeUnresolved:          "Marked unresolved.",
	NoticeFormCreated:         "The form is created: write its questions.",
	NoticeFormActive:          "The form is active.",
	NoticeFormInactive:        "The form is inactive: it accepts no response.",
	NoticeFormCopied:          "This is the copy.",
	NoticeFormDeleted:         "The form is deleted.",
	NoticeAnalysisDone:        "The analysis is done.",
	NoticeAnalysisRunning:     "The analysis is running.",
	NoticeSummaryDone:         "The summary is written.",
	NoticeSummaryRunning:      "The summary is being written.",
	NoticeInvited:             "The invitation is sent.",
	NoticeInvitationResent:    "The invitation is sent again.",
	NoticeInvitationCancelled: "Invitation cancelled.",
	NoticeRoleChanged:         "The role is changed.",
	NoticeMemberRemoved:       "Member removed.",
	NoticeRoomCreated:         "The room is created.",
	NoticeRoomActive:          "The room is active.",
	NoticeRoomInactive:        "The room is inactive: it accepts no feedback.",
	NoticeRoomDeleted:         "The room is deleted.",
	NoticeSettingsSaved:       "Settings saved.",
	NoticeLogoUploaded:        "Logo uploaded.",
	NoticeUpgradeRequested:    "Your request was sent to the owner of the organization.",
	NoticeWebhookEnabled:      "The webhook is enabled.",
	NoticeWebhookDisabled:     "The webhook is disabled: it receives nothing.",
	NoticeWebhookDeleted:      "The webhook is deleted.",
	NoticeRetentionSaved:      "The retention is saved: what is older goes within a day.",
	NoticePrivacyNoticeSaved:  "The privacy notice is saved.",
	NoticeOwnershipMoved:      "The ownership is transferred: you are an admin now.",
	NoticeOrganizationDeleted: "The organization and all its data are deleted, your account with them: you are signed out.",
	NoticeOrganizationRemade:  "The organization and all its data are deleted. Your host application still signs you in: the next page you open here sets the organization up again, empty.",
	NoticeTrackerProjects:     "The tracker's projects are saved.",
	NoticeTrackerRoomSaved:    "The room's tracker settings are saved.",
	NoticeTrackerEnabled:      "The issue tracker is enabled.",
	NoticeTrackerDisabled:     "The issue tracker is disabled: it creates no ticket.",
	NoticeTrackerDisconnected: "The issue tracker is disconnected. The tickets it created stay in the tracker.",
}

// Text returns the words of n, "" for a code that names no notice.
func (n Notice) Text() string { return noticeTexts[n] }
