import {
  type AuditEntryDto,
  type AuditListQuery,
  type AuditVerifyDto,
  limits,
  type Paged,
  type PageQuery,
} from '@custodia/contracts';
import { verifyAuditChain } from '../platform/audit.ts';
import { AppError } from '../platform/errors.ts';
import { pageWindow, toPage } from '../platform/paging.ts';
import type { Doer, Work } from '../platform/work.ts';
import { toAuditEntryDto } from './audit.present.ts';
import { type EntityEntryRow, entityEntries, listAudit } from './audit.repo.ts';

const DAY_MS = 86_400_000;

/** The last millisecond of a period: a date alone (no time of day) ends with its whole day, UTC. */
function periodEnd(to: string): Date {
  const dateOnly = !to.includes('T');
  return new Date(new Date(to).getTime() + (dateOnly ? DAY_MS - 1 : 0));
}

/** Lists the company's audit entries; a date range may span at most 30 days (spec §9). */
export async function listAuditLog(
  work: Work,
  query: AuditListQuery,
): Promise<Paged<AuditEntryDto>> {
  const from = query.from ? new Date(query.from) : undefined;
  const to = query.to ? periodEnd(query.to) : undefined;
  if (from && to && (to < from || to.getTime() - from.getTime() > limits.dateRangeDays * DAY_MS)) {
    throw new AppError('auditRangeTooLong', { to: 'errors.500006' });
  }
  const result = await listAudit(work.tx, work.tenantId, {
    module: query.module,
    action: query.action,
    userId: query.user_id,
    from,
    before: to && new Date(to.getTime() + 1),
    ...pageWindow(query.page, query.per_page),
  });
  return toPage(result, query.per_page, toAuditEntryDto);
}

/** What a user did and what was done to them (the users feature's log screen authorizes it). */
export async function auditEntriesAbout(
  work: Work<Doer>,
  userId: string,
  query: PageQuery,
): Promise<Paged<AuditEntryDto>> {
  const result = await listAudit(work.tx, work.tenantId, {
    aboutUserId: userId,
    ...pageWindow(query.page, query.per_page),
  });
  return toPage(result, query.per_page, toAuditEntryDto);
}

/**
 * The history of one entity, oldest first, for the feature that owns it to tell (a record's
 * traceability): that feature authorizes the reading and reads the changes it wrote.
 */
export function auditTrailOf(
  work: Work<Doer>,
  entity: { type: string; id: string },
): Promise<EntityEntryRow[]> {
  return entityEntries(work.tx, work.tenantId, entity.type, entity.id);
}

export async function verifyAuditLog(work: Work): Promise<AuditVerifyDto> {
  const result = await verifyAuditChain(work.tx, work.tenantId);
  return {
    intact: result.intact,
    checked: result.checked,
    broken_at: result.brokenAt,
    unsealed: result.unsealed,
  };
}
