/**
 * What the managers' audit log records (issues 19 and 62): every change a manager or admin makes
 * for someone else or for the whole conference. The list is the one source: the server writes
 * only these, the console's filter and labels (src/locales/mngConsole.*.json `audit.<action>`)
 * follow it, and tests/api/auditTrail.test.ts holds every privileged call to an entry here.
 */
export const auditActions = [
  'impersonationStart',
  'impersonationEnd',
  'userLock',
  'userUnlock',
  'roleGrant',
  'roleRemove',
  'emailChange',
  'usersApprove',
  'dummyUsersCreate',
  'dummyUsersRemove',
  'settingsSave',
  'settingsRollback',
  'judgingSettingsSave',
  'evaluationAssign',
  'evaluationUnassign',
  'evaluationReopen',
  'awardGive',
  'awardRemove',
  'reviewRequest',
  'reviewWithdraw',
  'peerReviewDecide',
  'applicationSaveForPresenter',
  'applicationFileForPresenter',
  'applicationFinal',
  'applicationUnfinal',
  'applicationAccept',
  'announcementCreate',
  'announcementUpdate',
  'announcementPublish',
  'announcementUnpublish',
  'announcementDelete',
  'inquiryRead',
  'inquiryUnread',
  'inquiryReply',
  'notingCreate',
  'notingUpdate',
  'transferConfirm',
  'transferImport',
  'orderRefund',
  'commentHide',
] as const;
export type AuditAction = (typeof auditActions)[number];
