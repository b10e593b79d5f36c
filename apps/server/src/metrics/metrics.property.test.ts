import type { MetricsDto, MetricsFormsDto, RecordFileDto } from '@custodia/contracts';
import { api } from '@custodia/contracts';
import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { attached, pdfOf } from '../../test/file-fixtures.ts';
import { designForm, textbox } from '../../test/form-fixtures.ts';
import { ownerQuery, useCompanyServer } from '../../test/test-server.ts';
import { foldMetrics } from './index.ts';

/**
 * The rollups against a live count of what the database holds: random filings, edits,
 * cancellations, uploads, and files trashed, restored and deleted for good, then a fold, and the
 * figures equal a GROUP BY over the records and the files' versions.
 */
const t = useCompanyServer('metricas-propiedad.co');
const { asAdmin } = t;

type Step =
  | { op: 'file'; form: number }
  | { op: 'edit' | 'cancel' | 'attach'; record: number; size: number }
  | { op: 'trash' | 'restore' | 'delete'; file: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ op: fc.constant('file' as const), form: fc.nat(1) }),
  fc.record({
    op: fc.constantFrom('edit' as const, 'cancel' as const, 'attach' as const),
    record: fc.nat(20),
    size: fc.nat(2),
  }),
  fc.record({
    op: fc.constantFrom('trash' as const, 'restore' as const, 'delete' as const),
    file: fc.nat(20),
  }),
);

let forms: string[];
let pdfs: Buffer[];
const cancelled = new Set<string>();
/** Each run starts with a record given a file, so storage is always exercised. */
const opening: Step[] = [
  { op: 'file', form: 0 },
  { op: 'attach', record: 0, size: 0 },
];

beforeAll(async () => {
  forms = [
    (await designForm(asAdmin, [textbox('Nota')])).form.id,
    (await designForm(asAdmin, [textbox('Detalle')])).form.id,
  ];
  pdfs = await Promise.all([['uno'], ['dos', 'páginas'], ['tres', 'y', 'más']].map(pdfOf));
});

const values = {
  subject: 'Radicado al azar',
  support_type: 2,
  document_date: '2026-02-01',
  values: {},
};

/** Runs one step on what exists; a step naming nothing that exists does nothing. */
async function run(
  action: Step,
  made: { records: { id: string; form_id: string }[]; files: RecordFileDto[] },
) {
  if (action.op === 'file') {
    const form = forms[action.form] as string;
    const filed = await asAdmin(api.records.file, { params: { id: form }, body: values });
    expect(filed.statusCode, filed.body).toBe(201);
    made.records.push(filed.json());
    return;
  }
  if ('record' in action) {
    const record = made.records[action.record % Math.max(1, made.records.length)];
    if (!record) return;
    // A cancelled record takes no more changes nor files (spec §4).
    if (action.op === 'edit' && !cancelled.has(record.id)) {
      const edited = await asAdmin(api.records.edit, {
        params: { formId: record.form_id, id: record.id },
        body: { ...values, subject: 'Editado' },
      });
      expect(edited.statusCode, edited.body).toBe(200);
    }
    if (action.op === 'cancel') {
      await asAdmin(api.records.cancel, {
        params: { id: record.form_id, recordId: record.id },
        body: { reason: 'Al azar' },
      });
      cancelled.add(record.id);
    }
    if (action.op === 'attach' && !cancelled.has(record.id)) {
      const content = pdfs[action.size] as Buffer;
      made.files.push(
        ...(await attached(t.server, t.company.adminToken, record, [{ name: 'a.pdf', content }])),
      );
    }
    return;
  }
  const file = made.files[action.file % Math.max(1, made.files.length)];
  if (!file) return;
  if (action.op === 'trash') {
    await asAdmin(api.files.moveToTrash, { params: { id: file.id }, body: { reason: 'Al azar' } });
  } else {
    await asAdmin(api.trash.act, {
      query: { action: action.op === 'restore' ? 1 : 2 },
      body: {
        files: [file.id],
      },
    });
  }
}

it('folds to what a live count of the records and files says', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 10 }), async (steps) => {
      const made = { records: [], files: [] };
      for (const action of [...opening, ...steps]) await run(action, made);
      await foldMetrics(t.server.app.platform);
      const [live] = await ownerQuery<{ live: string; trash: string }>(
        t.server,
        `SELECT coalesce(sum(v.size) FILTER (WHERE rf.trashed_at IS NULL), 0) AS live,
                coalesce(sum(v.size) FILTER (WHERE rf.trashed_at IS NOT NULL), 0) AS trash
           FROM record_files rf JOIN file_versions v ON v.file_id = rf.id
           JOIN tenants c ON c.id = rf.tenant_id WHERE c.domain = $1`,
        ['metricas-propiedad.co'],
      );
      const counted = await ownerQuery<{ form_id: string; records: string; cancelled: string }>(
        t.server,
        `SELECT form_id, count(*) AS records, count(*) FILTER (WHERE status = 2) AS cancelled
           FROM records WHERE form_id = ANY($1::uuid[]) GROUP BY form_id ORDER BY form_id`,
        [forms],
      );
      const metrics: MetricsDto = (await asAdmin(api.metrics.overview)).json();
      expect([metrics.storage.bytes, metrics.storage.trash_bytes]).toEqual([
        Number(live?.live),
        Number(live?.trash),
      ]);
      const byForm: MetricsFormsDto = (
        await asAdmin(api.metrics.forms, { query: { year: metrics.year } })
      ).json();
      expect(
        byForm.forms
          .map((row) => ({ form_id: row.form_id, records: row.records, cancelled: row.cancelled }))
          .sort((a, b) => a.form_id.localeCompare(b.form_id)),
      ).toEqual(
        counted.map((row) => ({
          form_id: row.form_id,
          records: Number(row.records),
          cancelled: Number(row.cancelled),
        })),
      );
    }),
    { numRuns: 6 },
  );
});
