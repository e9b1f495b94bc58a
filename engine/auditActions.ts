/**
 * What the managers' audit log records (issue 19). The list is the one source: the server writes
 * only these, the console's filter and labels (src/locales/mngConsole.*.json `audit.<action>`) follow it.
 */
export const auditActions = ['impersonationStart', 'impersonationEnd', 'userLock', 'userUnlock', 'roleGrant', 'roleRemove', 'emailChange', 'settingsSave', 'settingsRollback'] as const;
export type AuditAction = (typeof auditActions)[number];
