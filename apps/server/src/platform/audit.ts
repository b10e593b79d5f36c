import type { AuditEventName } from '@custodia/contracts';
import type { Sql } from './db.ts';
import { sha256 } from './secrets.ts';

export type AuditActor = { tenantId: string; userId: string | null; userName: string | null };

/** What happened, named from the contracts' audit vocabulary, to which entity. */
export type AuditEvent = AuditEventName & {
  entityType: string;
  entityId: string | null;
  changes?: Record<string, unknown>;
};

/** An audit row as stored, without its chain links. */
export type AuditRecord = {
  seq: string;
  at: Date;
  user_id: string | null;
  user_name: string | null;
  module: string;
  action: string;
  entity_type: string;
  entity_id: string | null;
  changes: Record<string, unknown>;
};

type ChainedRow = AuditRecord & { tenant_id: string; prev_hash: string };

/** The columns a row's hash covers, in the order they are hashed and inserted. */
const chainedColumns = [
  'prev_hash',
  'tenant_id',
  'seq',
  'at',
  'user_id',
  'user_name',
  'module',
  'action',
  'entity_type',
  'entity_id',
  'changes',
] as const satisfies readonly (keyof ChainedRow)[];

const GENESIS = '0'.repeat(64);

/** JSON with keys sorted at every level: jsonb does not keep key order, the hash must not depend on it. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

function rowHash(row: ChainedRow): string {
  return sha256(
    canonical(
      chainedColumns.map((column) => {
        const value = row[column];
        if (value instanceof Date) return value.toISOString();
        return column === 'seq' ? String(value) : value;
      }),
    ),
  );
}

/**
 * Appends an audit row inside the caller's transaction. A per-company advisory lock orders
 * concurrent writers so the chain never forks; call it last in a transaction to hold the lock briefly.
 */
export async function recordAudit(tx: Sql, actor: AuditActor, event: AuditEvent): Promise<void> {
  await tx.query("SELECT pg_advisory_xact_lock(hashtextextended('audit:' || $1, 0))", [
    actor.tenantId,
  ]);
  const [last] = await tx.query<{ seq: string; hash: string }>(
    'SELECT seq, hash FROM audit_logs WHERE tenant_id = $1 ORDER BY seq DESC LIMIT 1',
    [actor.tenantId],
  );
  const row: ChainedRow = {
    tenant_id: actor.tenantId,
    seq: String(last ? Number(last.seq) + 1 : 1),
    at: new Date(),
    user_id: actor.userId,
    user_name: actor.userName,
    module: event.module,
    action: event.action,
    entity_type: event.entityType,
    entity_id: event.entityId,
    changes: JSON.parse(canonical(event.changes ?? {})),
    prev_hash: last?.hash ?? GENESIS,
  };
  const values = chainedColumns.map((column) =>
    column === 'changes' ? JSON.stringify(row.changes) : row[column],
  );
  await tx.query(
    `INSERT INTO audit_logs (${chainedColumns.join(', ')}, hash)
     VALUES (${chainedColumns.map((_, index) => `$${index + 1}`).join(', ')}, $${chainedColumns.length + 1})`,
    [...values, rowHash(row)],
  );
}

/** Walks a company's chain in order and reports the first row whose hash or link does not hold. */
export async function verifyAuditChain(
  tx: Sql,
  tenantId: string,
): Promise<{ intact: boolean; checked: number; brokenAt: number | null }> {
  const batch = 1000;
  let previous = GENESIS;
  let checked = 0;
  let after = 0;
  for (;;) {
    const rows = await tx.query<ChainedRow & { hash: string }>(
      'SELECT * FROM audit_logs WHERE tenant_id = $1 AND seq > $2 ORDER BY seq LIMIT $3',
      [tenantId, after, batch],
    );
    for (const row of rows) {
      const seq = Number(row.seq);
      if (row.prev_hash !== previous || rowHash(row) !== row.hash || seq !== checked + 1) {
        return { intact: false, checked, brokenAt: seq };
      }
      previous = row.hash;
      checked += 1;
      after = seq;
    }
    if (rows.length < batch) return { intact: true, checked, brokenAt: null };
  }
}

/** The fields that differ between two versions of a row, as `{field: {from, to}}`. */
export function changesBetween<T extends Record<string, unknown>>(
  before: T,
  after: T,
  fields: readonly (keyof T & string)[],
): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const field of fields) {
    if (before[field] !== after[field]) changes[field] = { from: before[field], to: after[field] };
  }
  return changes;
}
