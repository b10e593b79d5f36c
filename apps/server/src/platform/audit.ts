import type {
  AuditChanges,
  AuditEntityType,
  AuditEventName,
  AuditField,
  AuditScalar,
  AuditValue,
} from '@custodia/contracts';
import type { Sql } from './db.ts';
import { sha256 } from './secrets.ts';
import { asApp, enterTenant, inTenant, type Platform, system } from './work.ts';

export type AuditActor = { tenantId: string; userId: string | null; userName: string | null };

/**
 * Another entity a change names: `recordAudit` stores it with that entity's name, looked up unless
 * the caller already holds it (filing knows its form's name: one query less on the busiest write).
 */
export class EntityRef {
  constructor(
    readonly type: AuditEntityType,
    readonly id: string,
    readonly name?: string,
  ) {}
}

export function auditRef(type: AuditEntityType, id: string, name?: string): EntityRef {
  return new EntityRef(type, id, name);
}

export function auditRefs(type: AuditEntityType, ids: readonly string[]): EntityRef[] {
  return ids.map((id) => auditRef(type, id));
}

/** An event's changes, naming other entities by `auditRef` until the entry is written. */
export type AuditEventChanges = AuditChanges<EntityRef>;
type Value = AuditValue<EntityRef>;

/** What happened, named from the contracts' audit vocabulary, to which entity. */
export type AuditEvent = AuditEventName & {
  entityType: AuditEntityType;
  entityId: string | null;
  /** Given when the entity is gone by the time the row is written (a deletion); else looked up. */
  entityName?: string;
  changes?: AuditEventChanges;
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
  entity_name: string | null;
  changes: Record<string, unknown>;
};

type ChainedRow = AuditRecord & { tenant_id: string; prev_hash: string };
type StoredRow = AuditRecord & {
  tenant_id: string;
  chain_pos: string | null;
  prev_hash: string | null;
  hash: string | null;
};

/** The columns a row's hash covers, in the order they are hashed (`entity_name` after them). */
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
export function canonical(value: unknown): string {
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
  const values: unknown[] = chainedColumns.map((column) => {
    const value = row[column];
    if (value instanceof Date) return value.toISOString();
    return column === 'seq' ? String(value) : value;
  });
  // Rows written before entries carried their entity's name (migration 012) hash as they did.
  if (row.entity_name !== null) values.push(row.entity_name);
  return sha256(canonical(values));
}

/** Where each kind of entity lives and how its screens name it. */
const entityNames: Record<AuditEntityType, { table: string; name: string; company: string }> = {
  user: { table: 'users', name: "trim(first_name || ' ' || last_name)", company: 'tenant_id' },
  role: { table: 'roles', name: 'name', company: 'tenant_id' },
  work_group: { table: 'work_groups', name: 'name', company: 'tenant_id' },
  company: { table: 'tenants', name: 'name', company: 'id' },
  form: { table: 'forms', name: 'name', company: 'tenant_id' },
  form_field: { table: 'form_fields', name: 'label', company: 'tenant_id' },
  list: { table: 'lists', name: 'name', company: 'tenant_id' },
  list_item: { table: 'list_items', name: 'name', company: 'tenant_id' },
  record: { table: 'records', name: 'number', company: 'tenant_id' },
  workflow: { table: 'workflows', name: 'name', company: 'tenant_id' },
  workflow_step: { table: 'workflow_steps', name: 'coalesce(label, name)', company: 'tenant_id' },
  record_file: { table: 'record_files', name: 'name', company: 'tenant_id' },
  expedient: { table: 'trd_nodes', name: 'name', company: 'tenant_id' },
  trd_node: { table: 'trd_nodes', name: 'name', company: 'tenant_id' },
  // Named by the entry itself (entityName): a job's id is a number, not the uuid looked up here.
  background_job: { table: 'jobs', name: 'kind', company: 'tenant_id' },
  documentary_type: { table: 'documentary_types', name: 'name', company: 'tenant_id' },
  process: { table: 'processes', name: 'number::text', company: 'tenant_id' },
  free_task: { table: 'free_tasks', name: 'subject', company: 'tenant_id' },
  webhook: { table: 'webhooks', name: 'url', company: 'tenant_id' },
  integration: { table: 'integrations', name: 'number::text', company: 'tenant_id' },
  signature_request: { table: 'signature_requests', name: 'description', company: 'tenant_id' },
  mailbox: { table: 'mailboxes', name: 'name', company: 'tenant_id' },
  capture_item: { table: 'captured_messages', name: 'subject', company: 'tenant_id' },
  legal_hold: { table: 'legal_holds', name: 'target', company: 'tenant_id' },
};

const refKey = (ref: EntityRef) => `${ref.type}:${ref.id}`;

/** The references whose names must be looked up. */
function refsIn(value: unknown, found: EntityRef[]): EntityRef[] {
  if (value instanceof EntityRef) {
    if (value.name === undefined) found.push(value);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) refsIn(item, found);
  }
  return found;
}

/** The names of the entities referred to, read in one query whatever their kinds. */
async function namesOf(tx: Sql, tenantId: string, refs: EntityRef[]): Promise<Map<string, string>> {
  const idsByType = new Map<AuditEntityType, Set<string>>();
  for (const ref of refs)
    idsByType.set(ref.type, (idsByType.get(ref.type) ?? new Set()).add(ref.id));
  if (idsByType.size === 0) return new Map();
  const params: unknown[] = [tenantId];
  const selects = [...idsByType].map(([type, ids]) => {
    const { table, name, company } = entityNames[type];
    params.push([...ids]);
    return `SELECT '${type}' AS type, id::text AS id, ${name} AS name FROM ${table}
             WHERE ${company} = $1 AND id = ANY($${params.length}::uuid[])`;
  });
  const rows = await tx.query<{ type: string; id: string; name: string }>(
    selects.join(' UNION ALL '),
    params,
  );
  return new Map(rows.map((row) => [`${row.type}:${row.id}`, row.name]));
}

function named(value: unknown, names: Map<string, string>): unknown {
  if (value instanceof EntityRef) {
    return { id: value.id, name: value.name ?? names.get(refKey(value)) ?? null };
  }
  if (Array.isArray(value)) return value.map((item) => named(item, names));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, named(item, names)]),
    );
  }
  return value;
}

/**
 * Appends an audit row inside the caller's transaction. The entry names its entity and every
 * entity its changes refer to as they stand now, so it reads the same after a rename or a
 * deletion. It takes no lock and reads no other audit row: the row is stored with its canonical
 * content and no hash, and the sealer chains it once it has committed (`sealAuditChains`).
 */
export async function recordAudit(tx: Sql, actor: AuditActor, event: AuditEvent): Promise<void> {
  const own =
    event.entityName === undefined && event.entityId !== null
      ? auditRef(event.entityType, event.entityId)
      : null;
  const refs = refsIn(event.changes, own ? [own] : []);
  const names = await namesOf(tx, actor.tenantId, refs);
  await tx.query(
    `INSERT INTO audit_logs (tenant_id, at, user_id, user_name, module, action, entity_type,
                             entity_id, entity_name, changes)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      actor.tenantId,
      new Date(),
      actor.userId,
      actor.userName,
      event.module,
      event.action,
      event.entityType,
      event.entityId,
      event.entityName ?? (own ? (names.get(refKey(own)) ?? null) : null),
      canonical(named(event.changes ?? {}, names)),
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
async function sealCompany(platform: Platform, tenantId: string): Promise<number> {
  return inTenant(platform, { tenantId, actor: system, language: 'es' }, async ({ tx }) => {
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
export async function sealAuditChains(platform: Platform): Promise<number> {
  const pending = await asApp(platform, 'es', async (work) => {
    const { tx } = work;
    const found: string[] = [];
    for (const { id } of await tx.query<{ id: string }>('SELECT id FROM tenants')) {
      await enterTenant(work, id, system);
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
      const count = await sealCompany(platform, tenantId);
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

type Values<F extends AuditField> = { [K in F]?: Value | undefined };

/** The fields that differ between two versions of a row, as `{field: {from, to}}`. */
export function changesBetween<F extends AuditField>(
  before: Values<F>,
  after: Values<F>,
  fields: readonly F[],
): AuditEventChanges {
  const changes: AuditEventChanges = {};
  for (const field of fields) {
    if (canonical(before[field]) !== canonical(after[field])) {
      changes[field] = { from: before[field], to: after[field] };
    }
  }
  return changes;
}

/** What a creation set (of `fields`, or all): values left empty or off say nothing to a reader. */
export function valuesSet<F extends AuditField>(
  values: Values<F>,
  fields?: readonly F[],
): AuditEventChanges {
  const changes: AuditEventChanges = {};
  for (const field of fields ?? (Object.keys(values) as F[])) {
    const value = values[field];
    const empty =
      value === null ||
      value === undefined ||
      value === false ||
      value === '' ||
      (Array.isArray(value) && value.length === 0);
    if (!empty) changes[field] = value;
  }
  return changes;
}

/** What joined and what left a set (permissions, forms), or undefined when it is the same. */
export function setChange<T extends AuditScalar>(
  before: readonly T[],
  after: readonly T[],
  shown: (item: T) => AuditScalar | EntityRef = (item) => item,
): { added: (AuditScalar | EntityRef)[]; removed: (AuditScalar | EntityRef)[] } | undefined {
  const added = after.filter((item) => !before.includes(item));
  const removed = before.filter((item) => !after.includes(item));
  if (added.length === 0 && removed.length === 0) return undefined;
  return { added: added.map(shown), removed: removed.map(shown) };
}
