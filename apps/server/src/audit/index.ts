/**
 * What other features may read of the audit log: what was done by or to a user (users), and the
 * history of one entity with its row type (records). Everything else of the feature is its own.
 */
export type { EntityEntryRow } from './audit.repo.ts';
export { auditEntriesAbout, auditTrailOf } from './audit.service.ts';
