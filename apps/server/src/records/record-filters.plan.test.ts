import {
  type FieldDefinitionDto,
  type FormDto,
  type RecordFilter,
  type RecordListQuery,
  UserType,
} from '@custodia/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { actorOf } from '../../test/actors.ts';
import {
  combobox,
  datepicker,
  designForm,
  listWithItems,
  numeric,
  textbox,
} from '../../test/form-fixtures.ts';
import { planOf, plansOfStatements } from '../../test/plans.ts';
import { ownerQuery, useCompanyServer } from '../../test/test-server.ts';
import { existingFormWithFields, findForm } from '../forms/index.ts';
import type { Actor } from '../platform/auth.ts';
import { inTenant, system } from '../platform/work.ts';
import { recordPage } from './record-lists.repo.ts';
import { recordPageQuery } from './record-lists.service.ts';
import { lookupRecords } from './records.repo.ts';

/**
 * The trap of decision 42, measured on PostgreSQL: under row-level security an index serves only
 * leakproof operators. These are the plans of the very statements a list, a filter and a full-text
 * search send, explained as the application role in its company over 20,000 records: each uses
 * the index it was built for. PGlite is one process's own database, with nobody to hide rows
 * from; its plans prove nothing about production, so this runs on PostgreSQL only.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const t = useCompanyServer('plans.co', undefined, { own: true });
const RECORDS = 20_000;

let form: FormDto;
let field: Record<'code' | 'pages' | 'due' | 'channel', string>;
let actor: Actor;

beforeAll(async () => {
  if (!onPostgres) return;
  const list = await listWithItems(t.asAdmin, 'Canales del plan', ['Correo', 'Ventanilla']);
  const items = Object.values(list.items);
  const designed = await designForm(t.asAdmin, [
    textbox('Código', { search_field: true }),
    numeric('Folios', { search_field: true }),
    datepicker('Vence', { search_field: true }),
    combobox('Canal', list.id, { search_field: true }),
  ]);
  form = designed.form;
  const [code, pages, due, channel] = designed.fields as FieldDefinitionDto[];
  field = { code: code?.id, pages: pages?.id, due: due?.id, channel: channel?.id } as typeof field;
  const [tenant] = await ownerQuery<{ id: string }>(
    t.server,
    'SELECT id FROM tenants WHERE domain = $1',
    [t.company.domain],
  );
  actor = {
    ...actorOf({ userType: UserType.admin, userId: t.company.admin.user.id }),
    tenantId: tenant?.id as string,
  };
  await ownerQuery(
    t.server,
    `INSERT INTO records (tenant_id, form_id, number, subject, support_type, document_date,
                          field_values, created_by, created_at, search_text)
     SELECT $1, $2, $3 || '-20260101-' || lpad(n::text, 6, '0'),
            (ARRAY['Solicitud', 'Queja', 'Petición', 'Reclamo'])[1 + n % 4] || ' de prueba ' || n,
            1 + n % 3, date '2026-01-01' - n % 300,
            jsonb_build_object($4::text, 'C-' || n, $5::text, (n % 1000)::text,
                               $6::text, (date '2026-01-01' + n % 365)::text,
                               $7::text, (ARRAY[$8, $9])[1 + n % 2]),
            $10, now() - make_interval(secs => n),
            $3 || '-20260101-' || lpad(n::text, 6, '0') || ' c-' || n || ' ' || (n % 1000)
       FROM generate_series(1, ${RECORDS}) AS n`,
    [
      actor.tenantId,
      form.id,
      String(form.number),
      field.code,
      field.pages,
      field.due,
      field.channel,
      items[0],
      items[1],
      actor.userId,
    ],
  );
  // As autovacuum would: statistics, and GIN's pending entries merged into the index.
  await ownerQuery(
    t.server,
    'VACUUM ANALYZE records, record_values, record_terms, record_search_texts',
  );
}, 120_000);

/** A transaction in the company of the records, as the application role. */
const asSystem = () => ({ tenantId: actor.tenantId, actor: system, language: 'es' as const });

const query = (changes: Partial<RecordListQuery> = {}): RecordListQuery => ({
  page: 1,
  per_page: 50,
  order_by: 'created_at',
  order: 'desc',
  ...changes,
});

/** The plans of the statements a page of the list sends, as the application role sees them. */
async function plansOf(filter: RecordFilter | null, changes: Partial<RecordListQuery> = {}) {
  return inTenant(t.server.app.platform, asSystem(), async (work) => {
    const withFields = await existingFormWithFields(work, form.id);
    return plansOfStatements(work.tx, (recording) =>
      recordPage(recording, recordPageQuery(actor, withFields, query(changes), filter)),
    );
  });
}

const criteria = (...list: RecordFilter['criteria']): RecordFilter => ({
  criteria: list,
  join: 'and',
  text: '',
});

describe.runIf(onPostgres)('the plans of record lists under row-level security', () => {
  it("reads a form's newest records and its records by number through their indexes", async () => {
    const newest = await plansOf(null);
    expect(newest).toMatch(/Index Scan (Backward )?using records_by_form on/);
    // Planned without the values, as every transaction of the app runs it (decision 56).
    expect(newest).toMatch(/Index Cond: \(\(tenant_id = \$1\) AND \(form_id = \$2\)\)/);
    // The policies read the company once per statement (an InitPlan, migration 028), not again
    // at each rescan of the filer's and the list items' scans, once per row of the page.
    expect(newest).toMatch(/InitPlan \d+ \(returns \$\d+\)/);
    expect(newest).not.toMatch(/current_setting/);
    expect(await plansOf(null, { order_by: 'number' })).toMatch(
      /Index Scan (Backward )?using records_by_form_number on/,
    );
  });

  it('compares typed values through their indexes: text, its end, numbers, days and list items', async () => {
    const cases: [RecordFilter, RegExp][] = [
      [criteria({ field: field.code, operator: 'eq', value: 'c-1234' }), /record_values_text /],
      [criteria({ field: field.code, operator: 'starts', value: 'c-123' }), /record_values_text /],
      [criteria({ field: field.code, operator: 'ends', value: '999' }), /record_values_text_end/],
      [criteria({ field: field.pages, operator: 'gt', value: '990' }), /record_values_number/],
      [criteria({ field: field.due, operator: 'eq', value: '2026-06-01' }), /record_values_day/],
      [criteria({ field: field.channel, operator: 'eq', value: 'correo' }), /record_values_ref/],
      [
        criteria({ field: 'subject', operator: 'starts', value: 'queja de prueba 12' }),
        /record_values_text /,
      ],
      [
        criteria({ field: 'number', operator: 'starts', value: `${form.number}-20260101-0199` }),
        /records_by_form_number/,
      ],
    ];
    for (const [filter, index] of cases) {
      const plans = await plansOf(filter);
      expect(plans, JSON.stringify(filter.criteria)).toMatch(index);
    }
  });

  it('searches full text through its GIN index in the one function that bypasses row security', async () => {
    // As the application role, @@ is not leakproof: the policy's filter comes first, no index.
    const direct = await inTenant(t.server.app.platform, asSystem(), ({ tx }) =>
      planOf(
        tx,
        `SELECT record_id FROM record_terms
          WHERE form_id = $1 AND terms @@ websearch_to_tsquery('custodia_es', 'reclamo 12347')`,
        [form.id],
      ),
    );
    expect(direct).not.toMatch(/record_terms_search/);
    // search_records() runs as the tables' owner and keeps to the transaction's company.
    const inside = await inTenant(t.server.app.platform, asSystem(), async ({ tx }) => {
      await tx.query('SET LOCAL role NONE');
      // The function's own statement, as PL/pgSQL runs it: its variables (the company read
      // once, the form, the query) bound as parameters.
      return planOf(
        tx,
        `SELECT t.record_id, ts_rank(t.terms, $2::tsquery) FROM record_terms t
            WHERE t.tenant_id = $3::uuid AND t.form_id = $1 AND t.terms @@ $2::tsquery`,
        [form.id, "'reclam' & '12347'", actor.tenantId],
      );
    });
    expect(inside).toMatch(/record_terms_search/);
    expect(await plansOf({ criteria: [], join: 'and', text: 'reclamo 12347' })).toMatch(
      /Function Scan on search_records/,
    );
  });

  it("looks a part of a record's number or values up through the trigram index, in a function that bypasses row security", async () => {
    const inside = await inTenant(t.server.app.platform, asSystem(), async ({ tx }) => {
      await tx.query('SET LOCAL role NONE');
      // records_containing()'s own statement, as PL/pgSQL runs it: its variables as parameters.
      return planOf(
        tx,
        `SELECT t.record_id, t.created_at FROM record_search_texts t
          WHERE t.tenant_id = $3::uuid AND t.form_id = $1 AND t.search_text LIKE $2
            AND t.status = 1
          LIMIT 1001`,
        [form.id, '%c-1234%', actor.tenantId],
      );
    });
    expect(inside).toMatch(/record_search_texts_trigrams/);
    const sent = await inTenant(t.server.app.platform, asSystem(), ({ tx }) =>
      plansOfStatements(tx, (recording) =>
        lookupRecords(recording, actor.tenantId, {
          formId: form.id,
          search: 'C-1234',
          limit: 5,
          offset: 0,
        }),
      ),
    );
    expect(sent).toMatch(/Function Scan on records_containing/);
    expect(sent).not.toMatch(/Seq Scan on records/);
  });

  it('tells whether a form holds records by one index entry, though another form holds them all', async () => {
    const empty = await designForm(t.asAdmin, [textbox('Sin radicados')]);
    const plans = await inTenant(t.server.app.platform, asSystem(), (work) =>
      plansOfStatements(
        work.tx,
        (recording) => findForm({ ...work, tx: recording }, empty.form.id),
        {
          analyze: true,
        },
      ),
    );
    expect(plans).toMatch(/Index Scan using records_by_form_number on records/);
    expect(plans).not.toMatch(/Rows Removed by Filter: [1-9]\d{3}/);
  });
});
