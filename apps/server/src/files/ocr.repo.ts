import type { Sql } from '../platform/db.ts';

/** The reading of a version of a file (migration 071_1). */
export type ReadingState = 'queued' | 'waiting' | 'read' | 'failed';

/** A version to read, with where its reading stands. */
export type ReadingToDo = { state: ReadingState; storage_key: string; mime: string };

/** Queues a version's reading, or queues it again; a version read before keeps its last PDF. */
export async function queueReading(
  tx: Sql,
  tenantId: string,
  fileId: string,
  version: number,
): Promise<void> {
  await tx.query(
    `INSERT INTO file_readings (tenant_id, file_id, version, state)
     VALUES ($1, $2, $3, 'queued')
     ON CONFLICT (tenant_id, file_id, version)
     DO UPDATE SET state = 'queued', problem = NULL, queued_at = now()`,
    [tenantId, fileId, version],
  );
}

export async function readingToDo(
  tx: Sql,
  tenantId: string,
  fileId: string,
  version: number,
): Promise<ReadingToDo | undefined> {
  const [row] = await tx.query<ReadingToDo>(
    `SELECT fr.state, v.storage_key, v.mime
       FROM file_readings fr
       JOIN file_versions v
         ON (v.tenant_id, v.file_id, v.version) = (fr.tenant_id, fr.file_id, fr.version)
      WHERE fr.tenant_id = $1 AND fr.file_id = $2 AND fr.version = $3`,
    [tenantId, fileId, version],
  );
  return row;
}

/** Locks a queued reading for its outcome; undefined when it is no longer queued (or gone). */
export async function queuedReading(
  tx: Sql,
  tenantId: string,
  fileId: string,
  version: number,
): Promise<{ rendition_key: string | null } | undefined> {
  const [row] = await tx.query<{ rendition_key: string | null }>(
    `SELECT rendition_key FROM file_readings
      WHERE tenant_id = $1 AND file_id = $2 AND version = $3 AND state = 'queued'
        FOR UPDATE`,
    [tenantId, fileId, version],
  );
  return row;
}

export async function saveRead(
  tx: Sql,
  tenantId: string,
  fileId: string,
  version: number,
  read: { confidence: number | null; pages: number; renditionKey: string; renditionSize: number },
): Promise<void> {
  await tx.query(
    `UPDATE file_readings
        SET state = 'read', confidence = $4, pages = $5, rendition_key = $6, rendition_size = $7,
            problem = NULL, read_at = now()
      WHERE tenant_id = $1 AND file_id = $2 AND version = $3`,
    [tenantId, fileId, version, read.confidence, read.pages, read.renditionKey, read.renditionSize],
  );
}

/** A reading left unread: waiting for the reader to be installed, or failed with its reason. */
export async function saveUnread(
  tx: Sql,
  tenantId: string,
  fileId: string,
  version: number,
  state: 'waiting' | 'failed',
  problem: string | null,
): Promise<void> {
  await tx.query(
    `UPDATE file_readings SET state = $4, problem = $5
      WHERE tenant_id = $1 AND file_id = $2 AND version = $3`,
    [tenantId, fileId, version, state, problem],
  );
}

/** Queues again the company's readings that waited for the reader, and answers them. */
export function requeueWaiting(
  tx: Sql,
  tenantId: string,
): Promise<{ file_id: string; version: number }[]> {
  return tx.query(
    `UPDATE file_readings SET state = 'queued', queued_at = now()
      WHERE tenant_id = $1 AND state = 'waiting'
      RETURNING file_id, version`,
    [tenantId],
  );
}

/** How many of the company's readings stand in each state but read. */
export async function readingCounts(
  tx: Sql,
  tenantId: string,
): Promise<Record<'queued' | 'waiting' | 'failed', number>> {
  const rows = await tx.query<{ state: ReadingState; count: string }>(
    `SELECT state, count(*)::text AS count FROM file_readings
      WHERE tenant_id = $1 AND state <> 'read' GROUP BY state`,
    [tenantId],
  );
  const count = (state: ReadingState) =>
    Number(rows.find((row) => row.state === state)?.count ?? 0);
  return { queued: count('queued'), waiting: count('waiting'), failed: count('failed') };
}

/** The searchable PDF of a version, when it was read. */
export async function renditionOf(
  tx: Sql,
  tenantId: string,
  fileId: string,
  version: number,
): Promise<{ rendition_key: string; rendition_size: string } | undefined> {
  const [row] = await tx.query<{ rendition_key: string; rendition_size: string }>(
    `SELECT rendition_key, rendition_size::text AS rendition_size FROM file_readings
      WHERE tenant_id = $1 AND file_id = $2 AND version = $3 AND state = 'read'`,
    [tenantId, fileId, version],
  );
  return row;
}

/** Every company, to find its waiting readings once the reader is installed. */
export function companyIds(tx: Sql): Promise<{ id: string }[]> {
  return tx.query<{ id: string }>('SELECT id FROM tenants ORDER BY id');
}
