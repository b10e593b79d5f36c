import {
  type CaptureAttachInput,
  type CaptureBatchDto,
  type CaptureDiscardInput,
  type CaptureFileInput,
  type CaptureItemDto,
  limits,
  type Paged,
  type PageQuery,
} from '@custodia/contracts';
import { auditRef, recordAudit } from '../platform/audit.ts';
import { auditActorOf } from '../platform/auth.ts';
import { AppError } from '../platform/errors.ts';
import { enqueue } from '../platform/jobs.ts';
import { pageWindow, toPage } from '../platform/paging.ts';
import { bytesOf } from '../platform/storage.ts';
import type { Work } from '../platform/work.ts';
import { authorize } from '../policies.ts';
import { purgeCaptureItemJob } from './capture.jobs.ts';
import { toCaptureItemDto } from './capture.present.ts';
import * as repo from './capture.repo.ts';
import { attachMessage, fileMessage } from './intake.service.ts';
import { type ReadMessage, readMessage } from './message.ts';

/** Spec §4/§9: what is discarded is kept this long before its content goes. */
const DISCARD_DAYS = limits.trashRetentionDays;

/** The messages waiting in the tray, the oldest first, for whoever holds the capture permission. */
export async function listTray(work: Work, query: PageQuery): Promise<Paged<CaptureItemDto>> {
  const page = await repo.trayPage(work.tx, work.tenantId, pageWindow(query.page, query.per_page));
  return toPage(page, query.per_page, (row) => toCaptureItemDto(row, work.actor, work.language));
}

/**
 * The batch's items still waiting, each the clerk may classify; one decided meanwhile by another
 * clerk, or unknown, is not found (80007).
 */
async function waiting(work: Work, ids: readonly string[]): Promise<repo.TrayRow[]> {
  const rows = await repo.waitingItems(work.tx, work.tenantId, [...new Set(ids)]);
  if (rows.length !== new Set(ids).size) throw new AppError('captureItemNotFound');
  for (const row of rows) authorize(work.actor, 'captureItem.classify', row);
  return rows;
}

/** The item's original message and what mailparser reads of it (null when it reads nothing). */
async function messageOf(work: Work, row: repo.TrayRow) {
  const raw = row.eml_key
    ? await bytesOf(await work.platform.storage.get(row.eml_key))
    : Buffer.from('');
  const read: ReadMessage | null = raw.length > 0 ? await readMessage(raw).catch(() => null) : null;
  return { raw, read };
}

async function audit(
  work: Work,
  action: 'file' | 'attach' | 'discard',
  row: repo.TrayRow,
  changes = {},
) {
  await recordAudit(work.tx, auditActorOf(work.actor), {
    module: 'capture',
    action,
    entityType: 'capture_item',
    entityId: row.id,
    entityName: row.subject || row.sender,
    changes: { sender: row.sender, ...changes },
  });
}

/** The stored original of a decided item goes once the decision commits: its record keeps a copy. */
function forget(work: Work, row: repo.TrayRow) {
  const key = row.eml_key;
  if (key) work.afterCommit(() => work.platform.storage.delete(key));
}

/**
 * Files each item as a record of the form, in the clerk's name and with the clerk's right to file
 * there, through the records' one filing service with the message's key (issue 48 §4).
 */
export async function fileItems(work: Work, input: CaptureFileInput): Promise<CaptureBatchDto> {
  const rows = await waiting(work, input.ids);
  const records: CaptureBatchDto['records'] = [];
  for (const row of rows) {
    const filed = await fileMessage(
      work,
      {
        form_id: input.form_id,
        documentary_type_id: input.documentary_type_id ?? null,
        fields: {},
      },
      { ...(await messageOf(work, row)), key: row.message_key },
    );
    await repo.decideItem(work.tx, work.tenantId, row.id, {
      outcome: 'record',
      record_id: filed.id,
      by: work.actor.userId,
    });
    await audit(work, 'file', row, { record: auditRef('record', filed.id, filed.number) });
    forget(work, row);
    records.push({ id: filed.id, number: filed.number });
  }
  return { records };
}

/** Attaches each item's message and files to a record the clerk may add files to. */
export async function attachItems(work: Work, input: CaptureAttachInput): Promise<CaptureBatchDto> {
  const rows = await waiting(work, input.ids);
  for (const row of rows) {
    await attachMessage(work, input.record_id, await messageOf(work, row));
    await repo.decideItem(work.tx, work.tenantId, row.id, {
      outcome: 'attached',
      record_id: input.record_id,
      by: work.actor.userId,
    });
    await audit(work, 'attach', row, { record: auditRef('record', input.record_id) });
    forget(work, row);
  }
  return { records: [] };
}

/**
 * Discards each item with the reason: it leaves the tray at once, and its stored message is kept
 * 30 days, as a trashed file is, then purged; its key stays, so the message is never taken again.
 */
export async function discardItems(
  work: Work,
  input: CaptureDiscardInput,
): Promise<CaptureBatchDto> {
  const rows = await waiting(work, input.ids);
  const runAt = new Date(Date.now() + DISCARD_DAYS * 24 * 60 * 60 * 1000);
  for (const row of rows) {
    await repo.decideItem(work.tx, work.tenantId, row.id, {
      outcome: 'discarded',
      record_id: null,
      by: work.actor.userId,
      reason: input.reason,
    });
    await enqueue(work, purgeCaptureItemJob, { id: row.id }, { runAt });
    await audit(work, 'discard', row, { reason: input.reason });
  }
  return { records: [] };
}
