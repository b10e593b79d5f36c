import type { AuditEventName } from '@custodia/contracts';
import type { Database, Sql } from './db.ts';
import { sha256 } from './secrets.ts';
import { asApp, enterTenant, inTenant } from './tenancy.ts';

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
type StoredRow = AuditRecord & {
  tenant_id: string;
  chain_pos: string | null;
  prev_hash: string | null;
  hash: string | null;
};

/** The columns a row's hash covers, in the order they are hashed. */
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
 * Appends an audit row inside the caller's transaction. It takes no lock and reads no other row:
 * the row is stored with its canonical content and no hash, and the sealer chains it once it has
 * committed (`sealAuditChains`).
 */
export async function recordAudit(tx: Sql, actor: AuditActor, event: AuditEvent): Promise<void> {
  await tx.query(
    `INSERT INTO audit_logs
       (tenant_id, at, user_id, user_name, module, action, entity_type, entity_id, changes)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      actor.tenantId,
      new Date(),
      actor.userId,
      actor.userName,
      event.module,
      event.action,
      event.entityType,
      event.entityId,
      canonical(event.changes ?? {}),
    ],
  );
}

const SEAL_BATCH = 500;

/**
 * Links a company's committed, unsealed rows into its chain, in `seq` order, after the last sealed
 * row. The chain's order is the order rows are sealed in, not `seq`: a row whose transaction
 * commits after a later `seq` was sealed is simply sealed in the next run, so the sealer never
 * waits on a gap (which may also be a rolled-back write that never fills). The lock is the
 * sealer's alone: writers never take it.
 */
async function sealCompany(db: Database, appRole: string, tenantId: string): Promise<number> {
  return inTenant(db, appRole, tenantId, async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock(hashtextextended('audit-seal:' || $1, 0))", [
      tenantId,
    ]);
    const [head] = await tx.query<{ chain_pos: string; hash: string }>(
      `SELECT chain_pos, hash FROM audit_logs
        WHERE tenant_id = $1 AND chain_pos IS NOT NULL ORDER BY chain_pos DESC LIMIT 1`,
      [tenantId],
    );
    const rows = await tx.query<StoredRow>(
      'SELECT * FROM audit_logs WHERE tenant_id = $1 AND hash IS NULL ORDER BY seq LIMIT $2',
      [tenantId, SEAL_BATCH],
    );
    if (rows.length === 0) return 0;
    let position = Number(head?.chain_pos ?? 0);
    let previous = head?.hash ?? GENESIS;
    const seals = {
      seq: [] as string[],
      position: [] as number[],
      prev: [] as string[],
      hash: [] as string[],
    };
    for (const row of rows) {
      const hash = rowHash({ ...row, prev_hash: previous });
      position += 1;
      seals.seq.push(row.seq);
      seals.position.push(position);
      seals.prev.push(previous);
      seals.hash.push(hash);
      previous = hash;
    }
    await tx.query(
      `UPDATE audit_logs a SET chain_pos = s.position, prev_hash = s.prev, hash = s.hash
         FROM unnest($2::bigint[], $3::bigint[], $4::text[], $5::text[]) AS s(seq, position, prev, hash)
        WHERE a.tenant_id = $1 AND a.seq = s.seq`,
      [tenantId, seals.seq, seals.position, seals.prev, seals.hash],
    );
    return rows.length;
  });
}

/**
 * Seals every company's unsealed rows and returns how many it sealed. Row-level security hides a
 * company's rows unless that company is set, so one transaction asks each company in turn whether
 * it has any (one index probe each); only those get a sealing transaction.
 */
export async function sealAuditChains(db: Database, appRole: string): Promise<number> {
  const pending = await asApp(db, appRole, async (tx) => {
    const found: string[] = [];
    for (const { id } of await tx.query<{ id: string }>('SELECT id FROM tenants')) {
      await enterTenant(tx, id);
      const [unsealed] = await tx.query(
        'SELECT 1 FROM audit_logs WHERE tenant_id = $1 AND hash IS NULL LIMIT 1',
        [id],
      );
      if (unsealed) found.push(id);
    }
    return found;
  });
  let sealed = 0;
  for (const tenantId of pending) {
    for (;;) {
      const count = await sealCompany(db, appRole, tenantId);
      sealed += count;
      if (count < SEAL_BATCH) break;
    }
  }
  return sealed;
}

export type ChainCheck = {
  intact: boolean;
  checked: number;
  /** The `seq` of the first sealed row whose hash, link or position does not hold. */
  brokenAt: number | null;
  /** Rows written but not sealed yet: the sealer chains them within seconds. */
  unsealed: number;
};

/** Walks a company's sealed chain in order, then counts the rows still waiting for the sealer. */
export async function verifyAuditChain(tx: Sql, tenantId: string): Promise<ChainCheck> {
  const batch = 1000;
  let previous = GENESIS;
  let checked = 0;
  let brokenAt: number | null = null;
  walk: for (;;) {
    const rows = await tx.query<StoredRow>(
      'SELECT * FROM audit_logs WHERE tenant_id = $1 AND chain_pos > $2 ORDER BY chain_pos LIMIT $3',
      [tenantId, checked, batch],
    );
    for (const row of rows) {
      if (
        row.prev_hash !== previous ||
        row.hash !== rowHash({ ...row, prev_hash: previous }) ||
        Number(row.chain_pos) !== checked + 1
      ) {
        brokenAt = Number(row.seq);
        break walk;
      }
      previous = row.hash;
      checked += 1;
    }
    if (rows.length < batch) break;
  }
  const [{ unsealed } = { unsealed: '0' }] = await tx.query<{ unsealed: string }>(
    'SELECT count(*) AS unsealed FROM audit_logs WHERE tenant_id = $1 AND hash IS NULL',
    [tenantId],
  );
  return { intact: brokenAt === null, checked, brokenAt, unsealed: Number(unsealed) };
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
