import {
  allConfigPermissions,
  type ConfigPermission,
  type FormGrantFlags,
  FormStatus,
  UserStatus,
  UserType,
  type UserTypeValue,
} from '@custodia/contracts';
import type { AuditActor } from './audit.ts';
import type { Sql } from './db.ts';
import { AppError } from './errors.ts';
import { hashToken, newTenantToken, parseTenantToken } from './secrets.ts';
import { parsedJson } from './sql.ts';
import type { StampedCache } from './stamped-cache.ts';

/**
 * What a user may do beyond their user type: the union of their roles (spec §6), loaded with the
 * session so every rule of every feature decides over data already in memory.
 */
export type Grants = {
  permissions: readonly ConfigPermission[];
  designerForms: boolean;
  designerWorkflows: boolean;
  adminForms: { all_forms: boolean; forms_uuid: string[] };
  adminWorkflows: { all_workflows: boolean; workflows_uuid: string[] };
  /** Per-form grants (file, query, view files, workflows), by form id; deleted forms left out. */
  forms: ReadonlyMap<string, FormGrantFlags>;
  /** TRD-level grants by the node granted; each holds for the node and everything below it. */
  trdLevels: ReadonlyMap<string, TrdLevelGrant>;
};

export type TrdLevelGrant = { consult: boolean; upload: boolean };

/** Who is calling: resolved from the bearer token on every request. */
export type Actor = {
  tenantId: string;
  userId: string;
  userName: string;
  firstName: string;
  lastName: string;
  userType: UserTypeValue;
  domain: string;
  companyName: string;
  /** The company's expedient-consult flag: the consultation's menu entry shows with it. */
  expedientConsult: boolean;
  /** The company's time zone (IANA): its day is the one record numbers carry. */
  timeZone: string;
  isApiAccount: boolean;
  grants: Grants;
  passwordExpirationDays: number | null;
  tokenHash: string;
};

export type SessionPolicy = { idleMinutes: number; maxHours: number };

const DAY_MS = 86_400_000;

/**
 * Whole days left before a password expires under the company's policy; null if it never does.
 * A policy of 0 days (spec §4) expires every password changed before it was set, once.
 */
export function daysUntilPasswordExpiry(
  policyDays: number | null,
  changedAt: Date | null,
  renewalFrom: Date | null,
  now = new Date(),
): number | null {
  if (policyDays === null) return null;
  if (changedAt === null) return 0;
  if (policyDays === 0) return renewalFrom !== null && changedAt < renewalFrom ? 0 : null;
  const left = policyDays - Math.floor((now.getTime() - changedAt.getTime()) / DAY_MS);
  return Math.max(0, left);
}

export function auditActorOf(actor: Actor): AuditActor {
  return { tenantId: actor.tenantId, userId: actor.userId, userName: actor.userName };
}

/** Where a sign-in comes from, as its holder's list of sessions shows it (issue 51). */
export type SessionClient = { userAgent: string | null; address: string | null };

/** The browser's own name for itself is the client's to choose: kept short. */
const USER_AGENT_KEPT = 400;

export async function createSession(
  tx: Sql,
  tenantId: string,
  userId: string,
  policy: SessionPolicy,
  client: SessionClient,
): Promise<string> {
  const token = newTenantToken(tenantId);
  await tx.query(
    `INSERT INTO sessions (tenant_id, token_hash, user_id, expires_at, user_agent, address)
     VALUES ($1, $2, $3, now() + make_interval(hours => $4), $5, $6)`,
    [
      tenantId,
      hashToken(token),
      userId,
      policy.maxHours,
      client.userAgent?.slice(0, USER_AGENT_KEPT) ?? null,
      client.address,
    ],
  );
  return token;
}

export async function revokeSession(tx: Sql, tokenHash: string): Promise<void> {
  await tx.query(
    'UPDATE sessions SET revoked_at = now() WHERE token_hash = $1 AND revoked_at IS NULL',
    [tokenHash],
  );
}

export async function revokeUserSessions(tx: Sql, userId: string): Promise<void> {
  await tx.query(
    'UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL',
    [userId],
  );
}

type FormGrantRow = { form_id: string } & FormGrantFlags;
type TrdGrantRow = { node_id: string } & TrdLevelGrant;

/** What a role grants beyond per-form rights, as a role row stores it and the session unites it. */
export type RoleGrantColumns = {
  permissions: number[];
  designer_forms: boolean;
  designer_workflows: boolean;
  all_forms: boolean;
  forms_uuid: string[];
  all_workflows: boolean;
  workflows_uuid: string[];
};

type SessionRow = RoleGrantColumns & {
  user_id: string;
  user_name: string;
  first_name: string;
  last_name: string;
  user_type: UserTypeValue;
  is_api_account: boolean;
  domain: string;
  company_name: string;
  expedient_consult: boolean;
  time_zone: string;
  password_expiration_days: number | null;
  password_changed_at: Date | null;
  password_renewal_from: Date | null;
  stale: boolean;
  stamp: string;
  /** json_agg: parsed by pg, text from PGlite. */
  form_grants: FormGrantRow[] | string;
  trd_grants: TrdGrantRow[] | string;
};

/** The bearer token's company, or a 401 when the header is missing or not one of our tokens. */
export function tokenTenant(authorization: string | undefined): {
  tenantId: string;
  token: string;
} {
  const token = authorization?.startsWith('Bearer ') ? authorization.slice(7).trim() : undefined;
  const parsed = token ? parseTenantToken(token) : undefined;
  if (!token || !parsed) throw new AppError('unauthenticated');
  return { tenantId: parsed.tenantId, token };
}

const everything = {
  permissions: [...allConfigPermissions],
  designerForms: true,
  designerWorkflows: true,
  adminForms: { all_forms: true, forms_uuid: [] },
  adminWorkflows: { all_workflows: true, workflows_uuid: [] },
  forms: new Map(),
  trdLevels: new Map(),
} satisfies Grants;

const nothingToConfigure = {
  permissions: [],
  designerForms: false,
  designerWorkflows: false,
  adminForms: { all_forms: false, forms_uuid: [] },
  adminWorkflows: { all_workflows: false, workflows_uuid: [] },
};

/** Query users read: of their roles' per-form grants they keep querying and viewing files. */
const readOnly = (grant: FormGrantFlags): FormGrantFlags => ({
  ...grant,
  file: false,
  start_workflows: false,
  view_started_processes: false,
  sign_electronically: false,
});

/** Query users consult the levels their roles grant and never upload (spec §6). */
function trdLevelsOf(row: SessionRow): Map<string, TrdLevelGrant> {
  const standard = row.user_type === UserType.standard;
  return new Map(
    parsedJson(row.trd_grants)
      .filter((grant) => standard || grant.consult)
      .map(({ node_id, consult, upload }) => [node_id, { consult, upload: standard && upload }]),
  );
}

/**
 * Admins hold everything; query users no configuration right and only the read grants on forms
 * and TRD levels, whatever their roles say; standard users the union of their roles.
 */
function grantsOf(row: SessionRow): Grants {
  if (row.user_type === UserType.admin) return everything;
  const forms = new Map<string, FormGrantFlags>(
    parsedJson(row.form_grants).map(({ form_id, ...grant }) => [
      form_id,
      row.user_type === UserType.standard ? grant : readOnly(grant),
    ]),
  );
  const trdLevels = trdLevelsOf(row);
  if (row.user_type === UserType.query) return { ...nothingToConfigure, forms, trdLevels };
  return {
    permissions: allConfigPermissions.filter((permission) => row.permissions.includes(permission)),
    designerForms: row.designer_forms,
    designerWorkflows: row.designer_workflows,
    adminForms: { all_forms: row.all_forms, forms_uuid: row.forms_uuid },
    adminWorkflows: { all_workflows: row.all_workflows, workflows_uuid: row.workflows_uuid },
    forms,
    trdLevels,
  };
}

/** A session is live while not revoked, before its absolute expiry and used within the idle window. */
const liveSession = `s.tenant_id = $1 AND s.token_hash = $2 AND s.revoked_at IS NULL
     AND s.expires_at > now() AND s.last_seen_at > now() - make_interval(mins => $3)`;

/** Last use is written at most once a minute, to keep reads cheap. */
const staleSession = `s.last_seen_at < now() - interval '1 minute' AS stale`;

/**
 * A user, their company and the union of their roles, in one statement: the whole actor every
 * rule reads costs one round trip. `user` is the SQL naming the user's id, `from` and `where` the
 * rows the user and company are read from (a live session's, or an active user's).
 */
const actorSql = (user: string, from: string, where: string, stale: string) => `
  WITH roles_of AS (
    SELECT r.* FROM role_members m JOIN roles r ON r.tenant_id = m.tenant_id AND r.id = m.role_id
     WHERE m.tenant_id = $1 AND m.user_id = ${user}
  )
  SELECT u.id AS user_id, u.user_name, u.first_name, u.last_name, u.user_type, u.is_api_account, t.domain,
         t.name AS company_name, t.expedient_consult, t.time_zone, t.password_expiration_days, u.password_changed_at,
         t.password_renewal_from,
         t.access_stamp::text AS stamp, ${stale},
         ARRAY(SELECT DISTINCT unnest(permissions) FROM roles_of)::int[] AS permissions,
         EXISTS (SELECT 1 FROM roles_of WHERE designer_forms) AS designer_forms,
         EXISTS (SELECT 1 FROM roles_of WHERE designer_workflows) AS designer_workflows,
         EXISTS (SELECT 1 FROM roles_of WHERE all_forms) AS all_forms,
         ARRAY(SELECT DISTINCT unnest(forms_uuid) FROM roles_of)::text[] AS forms_uuid,
         EXISTS (SELECT 1 FROM roles_of WHERE all_workflows) AS all_workflows,
         ARRAY(SELECT DISTINCT unnest(workflows_uuid) FROM roles_of)::text[] AS workflows_uuid,
         (SELECT coalesce(json_agg(g), '[]') FROM (
            SELECT fg.form_id, bool_or(fg.file) AS file, bool_or(fg.query) AS query,
                   bool_or(fg.view_files) AS view_files, bool_or(fg.start_workflows) AS start_workflows,
                   bool_or(fg.view_started_processes) AS view_started_processes,
                   bool_or(fg.sign_electronically) AS sign_electronically
              FROM roles_of r
              JOIN role_form_grants fg ON fg.tenant_id = r.tenant_id AND fg.role_id = r.id
              JOIN forms f ON f.tenant_id = fg.tenant_id AND f.id = fg.form_id AND f.status <> ${FormStatus.deleted}
             GROUP BY fg.form_id) g) AS form_grants,
         (SELECT coalesce(json_agg(g), '[]') FROM (
            SELECT tg.node_id, bool_or(tg.consult) AS consult, bool_or(tg.upload) AS upload
              FROM roles_of r
              JOIN role_trd_grants tg ON tg.tenant_id = r.tenant_id AND tg.role_id = r.id
             GROUP BY tg.node_id) g) AS trd_grants
    FROM ${from}
   WHERE ${where} AND u.status = ${UserStatus.active}`;

/** A live session's actor, by the session's token hash. */
export const sessionSql = actorSql(
  '(SELECT user_id FROM sessions WHERE tenant_id = $1 AND token_hash = $2)',
  `sessions s
    JOIN users u ON u.tenant_id = s.tenant_id AND u.id = s.user_id
    JOIN tenants t ON t.id = s.tenant_id`,
  liveSession,
  staleSession,
);

/** An active user's actor, by their id: whom work done for them acts as, with no session. */
const userActorSql = actorSql(
  '$2',
  'users u JOIN tenants t ON t.id = u.tenant_id',
  'u.tenant_id = $1 AND u.id = $2',
  'false AS stale',
);

/** Whether a kept session is still live, and the company's access stamp its actor is checked by. */
const sessionCheckSql = `
  SELECT t.access_stamp::text AS stamp, ${staleSession}
    FROM sessions s JOIN tenants t ON t.id = s.tenant_id
   WHERE ${liveSession}`;

/** An actor as kept between requests: all but what depends on the day. */
type KeptSession = {
  actor: Omit<Actor, 'passwordExpirationDays'>;
  passwordExpirationDays: number | null;
  passwordChangedAt: Date | null;
  passwordRenewalFrom: Date | null;
};

/** A session resolved, with the access stamp a route's preload checks its own kept reads by. */
export type ResolvedSession = { actor: Actor; stamp: string };

const actorToday = (kept: KeptSession): Actor => ({
  ...kept.actor,
  passwordExpirationDays: daysUntilPasswordExpiry(
    kept.passwordExpirationDays,
    kept.passwordChangedAt,
    kept.passwordRenewalFrom,
  ),
});

function keptSession(row: SessionRow, tenantId: string, tokenHash: string): KeptSession {
  return {
    actor: {
      tenantId,
      userId: row.user_id,
      userName: row.user_name,
      firstName: row.first_name,
      lastName: row.last_name,
      userType: row.user_type,
      domain: row.domain,
      companyName: row.company_name,
      expedientConsult: row.expedient_consult,
      timeZone: row.time_zone,
      isApiAccount: row.is_api_account,
      grants: grantsOf(row),
      tokenHash,
    },
    passwordExpirationDays: row.password_expiration_days,
    passwordChangedAt: row.password_changed_at,
    passwordRenewalFrom: row.password_renewal_from,
  };
}

async function touch(tx: Sql, tokenHash: string): Promise<void> {
  await tx.query('UPDATE sessions SET last_seen_at = now() WHERE token_hash = $1', [tokenHash]);
}

/**
 * The user a session's token belongs to, when an earlier request of the session left its actor
 * kept: a token never changes hands, so a route's preload may read that user's rows before the
 * session's statement says whether the session still lives (the handler then uses them or not).
 */
export function keptHolder(kept: StampedCache, token: string): KeptHolder | undefined {
  const actor = kept.peek<KeptSession>(sessionKey(hashToken(token)))?.actor;
  return actor && { userId: actor.userId, timeZone: actor.timeZone };
}

/**
 * A session's user and company time zone as an earlier request kept them: the user cannot have
 * changed since, the zone can (a handler compares it with its live actor's).
 */
export type KeptHolder = Pick<Actor, 'userId' | 'timeZone'>;

const sessionKey = (tokenHash: string) => `session:${tokenHash}`;

/**
 * Resolves a live session inside a transaction already scoped to the token's company, before the
 * transaction writes anything its actor is read from: an actor read after such a write could be
 * kept with a change that then rolls back. A kept actor costs one short statement that checks the
 * session and reads the company's access stamp; a changed stamp reads the whole actor again.
 */
export async function resolveSession(
  tx: Sql,
  tenantId: string,
  token: string,
  policy: SessionPolicy,
  kept: StampedCache,
): Promise<ResolvedSession> {
  const tokenHash = hashToken(token);
  const key = sessionKey(tokenHash);
  if (kept.has(key)) {
    const [check] = await tx.query<{ stamp: string; stale: boolean }>(sessionCheckSql, [
      tenantId,
      tokenHash,
      policy.idleMinutes,
    ]);
    if (!check) {
      kept.forget(key);
      throw new AppError('unauthenticated');
    }
    if (check.stale) await touch(tx, tokenHash);
    const session = kept.fresh<KeptSession>(key, check.stamp);
    if (session) return { actor: actorToday(session), stamp: check.stamp };
  }
  const [row] = await tx.query<SessionRow>(sessionSql, [tenantId, tokenHash, policy.idleMinutes]);
  if (!row) throw new AppError('unauthenticated');
  if (row.stale) await touch(tx, tokenHash);
  const session = kept.keep(key, keptSession(row, tenantId, tokenHash), row.stamp);
  return { actor: actorToday(session), stamp: row.stamp };
}

/**
 * The actor of an active user with no session of theirs: what the citizen window files as (its
 * receiver). Undefined when the user is not active; it is never kept, and names no session.
 */
export async function actorOfUser(
  tx: Sql,
  tenantId: string,
  userId: string,
): Promise<Actor | undefined> {
  const [row] = await tx.query<SessionRow>(userActorSql, [tenantId, userId]);
  return row && actorToday(keptSession(row, tenantId, ''));
}
