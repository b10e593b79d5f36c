/**
 * The yardstick of the HTTP benchmarks, started by support.ts in a process of its own: a bare
 * Fastify server on the same database as the app, with no session, no authorization and no
 * response schema. The users list calls the app's own repository function, so it runs the very SQL
 * the app runs for that list, and so do the TRD's level, the expedient consultation, the record
 * list's page, the record found by its number and the lookup search's page; the keyset page and
 * the raw insert show what the database does at its cheapest;
 * the metrics' live figures show what a GROUP BY over the records costs.
 * DATABASE_URL or DATA_DIR say which database, BARE_TENANT_ID the company.
 */
import { limits, RecordListQuery, UserType } from '@custodia/contracts';
import Fastify from 'fastify';
import { consultExpedients } from '../apps/server/src/expedients/expedients.repo.ts';
import { type FormOfRecords, findFormOfRecords } from '../apps/server/src/forms/forms.repo.ts';
import type { Actor } from '../apps/server/src/platform/auth.ts';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import type { Sql } from '../apps/server/src/platform/db.ts';
import { openDatabase } from '../apps/server/src/platform/db.ts';
import { createPlatform } from '../apps/server/src/platform/runtime.ts';
import { inTenant, system } from '../apps/server/src/platform/work.ts';
import { recordPage, recordWithNumber } from '../apps/server/src/records/record-lists.repo.ts';
import { recordPageQuery } from '../apps/server/src/records/record-lists.service.ts';
import { lookupRecords } from '../apps/server/src/records/records.repo.ts';
import { allSubscriptions } from '../apps/server/src/subscriptions.ts';
import { listChildren } from '../apps/server/src/trd/trd.repo.ts';
import { listUsers } from '../apps/server/src/users/users.repo.ts';

const tenantId = process.env.BARE_TENANT_ID as string;
const config = loadConfig({ ...process.env, APP_DB_ROLE: process.env.BARE_APP_ROLE });
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
// The app's own unit of work, so each route's transaction opens as the app's do.
const platform = createPlatform(config, db, allSubscriptions);
const inCompany = <T>(work: (tx: Sql) => Promise<T>) =>
  inTenant(platform, { tenantId, actor: system, language: 'es' }, ({ tx }) => work(tx));

type PageQuery = { page?: string; per_page?: string; name?: string };
type KeysetQuery = { per_page?: string; after_created_at?: string; after_id?: string };

const app = Fastify({ logger: false });

app.get<{ Querystring: PageQuery }>('/users', async (request) => {
  const perPage = Number(request.query.per_page ?? 10);
  const page = Number(request.query.page ?? 1);
  const result = await inCompany((tx) =>
    listUsers(tx, tenantId, {
      name: request.query.name,
      limit: perPage,
      offset: (page - 1) * perPage,
    }),
  );
  return {
    items: result.rows,
    count: result.count,
    pages: Math.ceil(result.count / perPage),
    count_capped: result.capped ?? false,
  };
});

/** The list's page found from the last row of the page before, with no count. */
app.get<{ Querystring: KeysetQuery }>('/users/keyset', async (request) => {
  const { after_created_at: afterCreatedAt, after_id: afterId } = request.query;
  const after = afterCreatedAt
    ? 'AND (created_at < $3 OR (created_at = $3 AND id > $4))'
    : 'AND $3::timestamptz IS NULL AND $4::uuid IS NULL';
  const rows = await inCompany((tx) =>
    tx.query(
      `SELECT tenant_id, id, user_name, first_name, last_name, document_type, document_reference,
              email, phone, user_type, status, avatar_key, is_api_account, created_at, updated_at
         FROM users
        WHERE tenant_id = $1 AND NOT is_api_account ${after}
        ORDER BY created_at DESC, id LIMIT $2`,
      [tenantId, Number(request.query.per_page ?? 10), afterCreatedAt ?? null, afterId ?? null],
    ),
  );
  return { items: rows };
});

/**
 * The newest page of a form's records with what the app's list shows of them (the filer's name,
 * the values), found from the form's index and nothing else: no count, no filter, no abilities.
 */
app.get<{ Querystring: { form_id: string; per_page?: string } }>(
  '/records/keyset',
  async (request) => {
    const rows = await inCompany((tx) =>
      tx.query(
        `SELECT r.id, r.form_id, r.number, r.status, r.subject, r.support_type, r.created_at,
                r.created_by, u.user_name, r.field_values
           FROM records r JOIN users u ON u.tenant_id = r.tenant_id AND u.id = r.created_by
          WHERE r.tenant_id = $1 AND r.form_id = $2
          ORDER BY r.created_at DESC, r.id DESC LIMIT $3`,
        [tenantId, request.query.form_id, Number(request.query.per_page ?? 50)],
      ),
    );
    return { items: rows };
  },
);

/**
 * The first page of a person's open tasks of both types with the names the inbox shows beside
 * them, each type read as a keyset range of its partial index and merged: no count, no counters,
 * no session, no schema. What the inbox's page costs the database at the least.
 */
app.get<{ Querystring: { assignee_id: string; per_page?: string } }>(
  '/tasks/keyset',
  async (request) => {
    const rows = await inCompany((tx) =>
      tx.query(
        `SELECT o.id, o.type, o.kind, o.priority, o.received_at, o.due_at, o.read_at IS NULL AS unread,
                o.process_id, o.record_id, r.form_id, r.number AS record_number,
                coalesce(o.own_subject, r.subject) AS subject, w.name AS workflow_name,
                coalesce(s.label, s.name) AS step_name,
                trim(u.first_name || ' ' || u.last_name) AS sender_name
           FROM ((SELECT 'process' AS type, t.id, t.kind, t.priority, t.sender_id, t.received_at,
                         t.due_at, t.read_at, p.id AS process_id, p.record_id, p.workflow_id,
                         t.step_id, NULL::text AS own_subject
                    FROM process_tasks t
                    JOIN processes p ON p.tenant_id = t.tenant_id AND p.id = t.process_id
                   WHERE t.tenant_id = $1 AND t.assignee_id = $2 AND t.status = 1
                   ORDER BY t.due_at LIMIT $3)
                 UNION ALL
                 (SELECT 'free', f.id, f.kind, f.priority, f.sender_id, f.received_at, f.due_at,
                         f.read_at, NULL, f.record_id, NULL, NULL, f.subject
                    FROM free_tasks f
                   WHERE f.tenant_id = $1 AND f.assignee_id = $2 AND f.status = 1
                   ORDER BY f.due_at LIMIT $3)) o
           JOIN records r ON r.tenant_id = $1 AND r.id = o.record_id
           LEFT JOIN workflows w ON w.tenant_id = $1 AND w.id = o.workflow_id
           LEFT JOIN workflow_steps s ON s.tenant_id = $1 AND s.id = o.step_id
           LEFT JOIN users u ON u.tenant_id = $1 AND u.id = o.sender_id
          ORDER BY o.due_at, o.id LIMIT $3`,
        [tenantId, request.query.assignee_id, Number(request.query.per_page ?? 20)],
      ),
    );
    return { items: rows };
  },
);

/** What recordPageQuery reads of the person asking: an admin of the company, who reads every record. */
const admin = { tenantId, userType: UserType.admin, timeZone: 'America/Bogota' } as Actor;
/** The forms read once each: this route measures the page's statement, not the form's read. */
const forms = new Map<string, Promise<FormOfRecords | undefined>>();

/**
 * The list's page by the app's own statement (recordPageQuery and recordPage, as the app builds it
 * for an admin) and nothing else of the app's request: no session, no form read, no abilities, no
 * schema. Between the keyset page and the app's list, it shows how much of the difference is the
 * page's statement and how much the rest of the request.
 */
app.get<{ Querystring: { form_id: string; per_page?: string } }>(
  '/records/page',
  async (request) => {
    const formId = request.query.form_id;
    let form = forms.get(formId);
    if (!form) {
      form = inCompany((tx) => findFormOfRecords(tx, tenantId, formId));
      forms.set(formId, form);
    }
    const query = RecordListQuery.parse({ per_page: request.query.per_page });
    const read = await form;
    if (!read) throw new Error(`the form ${formId} is not the company's`);
    const page = await inCompany((tx) => recordPage(tx, recordPageQuery(admin, read, query, null)));
    return { items: page.rows, count: page.count };
  },
);

/**
 * The record with a filing number by the app's own statement, and nothing else of the app's
 * request: no session, no authorization, no schema. What the query by number costs at the least.
 */
app.get<{ Params: { number: string } }>('/records/by-number/:number/', async (request, reply) => {
  const row = await inCompany((tx) => recordWithNumber(tx, tenantId, request.params.number));
  return row ?? reply.code(404).send();
});

/**
 * The first page of the lookup search (the lookup's page size, 5 rows) over the looked-up form's
 * records by the app's own statement, and nothing else of the app's request: no session, no read of
 * the forms and fields, no schema. What the lookup's search costs the database at the least.
 */
app.get<{ Querystring: { form_id: string; search?: string } }>(
  '/records/lookup',
  async (request) => {
    const page = await inCompany((tx) =>
      lookupRecords(tx, tenantId, {
        formId: request.query.form_id,
        search: request.query.search?.trim() || undefined,
        limit: limits.lookupPageSize,
        offset: 0,
      }),
    );
    return { records: page.rows, count: page.count };
  },
);

/**
 * One row into the records table, with nothing else of filing: what it costs at the very least
 * (the table's own triggers, which write its search rows, run for any insert).
 */
app.post<{ Body: { form_id: string; created_by: string } }>(
  '/records/raw',
  async (request, reply) => {
    const [row] = await inCompany((tx) =>
      tx.query(
        `INSERT INTO records (tenant_id, form_id, number, subject, support_type, document_date,
                            field_values, created_by, search_text)
       VALUES ($1, $2, 'raw-' || gen_random_uuid(), 'Solicitud de prueba', 2, date '2026-01-15',
               '{}', $3, 'solicitud de prueba')
       RETURNING id, number`,
        [tenantId, request.body.form_id, request.body.created_by],
      ),
    );
    return reply.code(201).send(row);
  },
);

/** One level of the TRD tree by the app's own repository function: the children of a node. */
app.get<{ Querystring: { parent_id?: string } }>('/trd/tree', async (request) =>
  inCompany((tx) => listChildren(tx, tenantId, request.query.parent_id ?? null)),
);

/** The expedient consultation by the app's own query, for someone who sees every expedient. */
app.get<{ Querystring: { number?: string; name?: string; per_page?: string } }>(
  '/trd/expedients',
  async (request) => {
    const perPage = Number(request.query.per_page ?? 10);
    const result = await inCompany((tx) =>
      consultExpedients(tx, tenantId, null, {
        number: request.query.number,
        name: request.query.name,
        limit: perPage,
        offset: 0,
      }),
    );
    return { items: result.rows, count: result.count };
  },
);

/**
 * The metrics screens' record figures as a live GROUP BY over the records (what they would cost
 * without rollups): a year's filings and cancellations per month and per form, and per year, in
 * the company's time zone.
 */
const LOCAL_DAY = `(r.created_at AT TIME ZONE (SELECT time_zone FROM tenants WHERE id = $1))`;
const LIVE_FIGURES = {
  months: `date_part('month', ${LOCAL_DAY})::int`,
  forms: 'r.form_id',
} as const;
app.get<{ Params: { by: keyof typeof LIVE_FIGURES }; Querystring: { year: string } }>(
  '/metrics/live/:by',
  async (request) =>
    inCompany((tx) =>
      tx.query(
        `SELECT ${LIVE_FIGURES[request.params.by]} AS key, count(*) AS records,
                count(*) FILTER (WHERE r.status = 2) AS cancelled
           FROM records r
          WHERE r.tenant_id = $1 AND ${LOCAL_DAY} >= make_date($2, 1, 1)
            AND ${LOCAL_DAY} < make_date($2 + 1, 1, 1)
          GROUP BY 1`,
        [tenantId, Number(request.query.year)],
      ),
    ),
);
app.get('/metrics/live-years', async () =>
  inCompany((tx) =>
    tx.query(
      `SELECT date_part('year', ${LOCAL_DAY})::int AS year, count(*) AS records,
              count(*) FILTER (WHERE r.status = 2) AS cancelled
         FROM records r WHERE r.tenant_id = $1 GROUP BY 1 ORDER BY 1`,
      [tenantId],
    ),
  ),
);

const stop = async () => {
  await app.close();
  await db.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());

const address = await app.listen({ host: process.env.HOST ?? '127.0.0.1', port: 0 });
console.log(`bare server on ${address}`);
