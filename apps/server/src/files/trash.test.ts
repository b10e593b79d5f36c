import fs from 'node:fs';
import path from 'node:path';
import type {
  ErrorBody,
  FormDto,
  QueryOf,
  RecordDto,
  RecordFileDto,
  TrashItemDto,
} from '@custodia/contracts';
import { api } from '@custodia/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { attached, pdfOf } from '../../test/file-fixtures.ts';
import { designForm, textbox, tokenWithFormGrant } from '../../test/form-fixtures.ts';
import { companyWithAdmin, ownerQuery, send, useCompanyServer } from '../../test/test-server.ts';

const t = useCompanyServer('trash.co');
const { asAdmin } = t;

let form: FormDto;
let pdf: Buffer;

async function fileRecord(token = t.company.adminToken): Promise<RecordDto> {
  const response = await send(
    t.server,
    api.records.file,
    {
      params: { id: form.id },
      body: { subject: 'Radicado con soportes', support_type: 2, document_date: '2026-01-15' },
    },
    { token },
  );
  return response.json();
}

/** A record with files of the given names, attached by `token`'s user. */
async function filesOn(names: string[], token = t.company.adminToken) {
  const record = await fileRecord(token);
  const files = await attached(
    t.server,
    token,
    record,
    names.map((name) => ({ name, content: pdf, subject: `Soporte ${name}` })),
  );
  return { record, files };
}

const trash = (file: RecordFileDto, reason = 'Archivo equivocado', token = t.company.adminToken) =>
  send(t.server, api.files.moveToTrash, { params: { id: file.id }, body: { reason } }, { token });

const act = (action: 1 | 2, files: string[], token = t.company.adminToken) =>
  send(t.server, api.trash.act, { query: { action }, body: { files } }, { token });

const trashList = async (
  query: QueryOf<typeof api.trash.list> = {},
  token = t.company.adminToken,
) => (await send(t.server, api.trash.list, { query }, { token })).json();

const listed = async (record: RecordDto) =>
  (await asAdmin(api.files.list, { params: { id: record.id } }))
    .json()
    .items.map((file: RecordFileDto) => file.name);

/** Objects stored for the company's record files. */
function storedObjects(): number {
  const root = path.join(t.server.dataDir, 'files');
  return fs.existsSync(root)
    ? fs
        .readdirSync(root, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile()).length
    : 0;
}

beforeAll(async () => {
  ({ form } = await designForm(asAdmin, [textbox('Referencia')]));
  pdf = await pdfOf(['Soporte']);
});

describe('moving a file to the trash and back', () => {
  it('takes it out of the detail with a reason, lists it, and restores it to its record', async () => {
    const { record, files } = await filesOn(['uno.pdf', 'dos.pdf']);
    const [first] = files as [RecordFileDto];
    expect((await trash(first, 'x'.repeat(151))).json<ErrorBody>().data).toEqual({
      reason: 'Debe tener entre 4 y 150 caracteres',
    });
    expect((await trash(first)).statusCode).toBe(200);
    expect(await listed(record)).toEqual(['dos.pdf']);
    expect(
      (
        await send(
          t.server,
          api.files.download,
          { params: { id: first.id } },
          { token: t.company.adminToken },
        )
      ).json<ErrorBody>().code,
    ).toBe(40001);
    const page = await trashList({ subject: 'SOPORTE UNO' });
    const item = page.items[0] as TrashItemDto;
    expect(page.count).toBe(1);
    expect(item).toMatchObject({
      id: first.id,
      name: 'uno.pdf',
      reason: 'Archivo equivocado',
      record: { id: record.id, number: record.number },
      trashed_by: { user_name: t.company.admin.user.user_name },
      abilities: { restore: true, delete: true },
    });
    expect(Date.parse(item.purge_at) - Date.parse(item.trashed_at)).toBe(30 * 86_400_000);
    const restored = await act(1, [first.id]);
    expect(restored.json()).toEqual({ action: 1, files: [{ id: first.id, name: 'uno.pdf' }] });
    expect(await listed(record)).toEqual(['uno.pdf', 'dos.pdf']);
    const actions = await ownerQuery<{ action: string }>(
      t.server,
      `SELECT action FROM audit_logs WHERE module = 'files' AND entity_id = $1 ORDER BY seq`,
      [record.id],
    );
    expect(actions.map((row) => row.action)).toEqual(['upload', 'trash', 'restore']);
    // The record's traceability keeps telling what happened to its files.
    const history = (
      await asAdmin(api.records.history, { params: { id: form.id, recordId: record.id } })
    ).json();
    expect(history.events.map((event) => [event.action, event.attachments, event.reason])).toEqual([
      ['file', [], null],
      ['upload', ['uno.pdf', 'dos.pdf'], null],
      ['trash', ['uno.pdf'], 'Archivo equivocado'],
      ['restore', ['uno.pdf'], null],
    ]);
  });

  it('filters by the days files were trashed, in the caller’s time zone', async () => {
    const { files } = await filesOn(['fechado.pdf']);
    await trash(files[0] as RecordFileDto, 'Fuera de fecha');
    await ownerQuery(
      t.server,
      `UPDATE record_files SET trashed_at = '2026-03-10T03:00:00Z' WHERE id = $1`,
      [files[0]?.id],
    );
    // 03:00 UTC on the 10th is still the 9th in Bogotá.
    const names = async (query: QueryOf<typeof api.trash.list>) =>
      (await trashList(query)).items.map((item: TrashItemDto) => item.name);
    expect(
      await names({ date_from: '2026-03-09', date_to: '2026-03-09', time_zone: 'America/Bogota' }),
    ).toEqual(['fechado.pdf']);
    expect(
      await names({ date_from: '2026-03-10', date_to: '2026-03-10', time_zone: 'UTC' }),
    ).toEqual(['fechado.pdf']);
    expect(
      await names({ date_from: '2026-03-10', date_to: '2026-03-10', time_zone: 'America/Bogota' }),
    ).toEqual([]);
    expect(
      (await asAdmin(api.trash.list, { query: { time_zone: 'Mars/Olympus' } })).json<ErrorBody>()
        .code,
    ).toBe(30010);
  });

  it('deletes for good: rows, versions and bytes, with an audit row, and the company’s bytes', async () => {
    const { record, files } = await filesOn(['borrar.pdf']);
    const [file] = files as [RecordFileDto];
    await trash(file);
    const before = storedObjects();
    const deleted = await act(2, [file.id]);
    expect(deleted.json()).toEqual({ action: 2, files: [{ id: file.id, name: 'borrar.pdf' }] });
    expect(storedObjects()).toBe(before - 1);
    expect(
      await ownerQuery(t.server, 'SELECT 1 FROM file_versions WHERE file_id = $1', [file.id]),
    ).toEqual([]);
    const [entry] = await ownerQuery<{ changes: unknown }>(
      t.server,
      `SELECT changes FROM audit_logs WHERE module = 'files' AND action = 'delete' AND entity_id = $1`,
      [record.id],
    );
    expect(entry?.changes).toEqual({ attachment: { id: file.id, name: 'borrar.pdf' } });
    expect((await act(1, [file.id])).json<ErrorBody>().code).toBe(4025);
  });
});

describe('what the trash refuses', () => {
  it('takes 1 to 5 files (4024), all of them in the trash (4025)', async () => {
    const { files } = await filesOn(['a.pdf', 'b.pdf', 'c.pdf']);
    const more = await filesOn(['d.pdf', 'e.pdf', 'f.pdf']);
    const all = [...files, ...more.files];
    for (const file of all) await trash(file);
    const six = await act(
      1,
      all.map((file) => file.id),
    );
    expect(six.statusCode).toBe(400);
    expect(six.json()).toMatchObject({ code: 4024, detail: 'Seleccione de 1 a 5 archivos.' });
    expect((await act(1, [])).json<ErrorBody>().code).toBe(4024);
    const unknown = await act(1, [all[0]?.id as string, crypto.randomUUID()]);
    expect(unknown.json<ErrorBody>().code).toBe(4025);
    // All or none: the known file stayed in the trash.
    expect((await trashList()).items.map((item: TrashItemDto) => item.id)).toContain(all[0]?.id);
    expect(
      (
        await send(
          t.server,
          api.trash.act,
          { query: { action: 3 }, body: { files: [] } },
          { token: t.company.adminToken },
        )
      ).json<ErrorBody>().code,
    ).toBe(30010);
  });

  it('restores nothing to a record cancelled since (4026)', async () => {
    const { record, files } = await filesOn(['anulado.pdf']);
    await trash(files[0] as RecordFileDto);
    await asAdmin(api.records.cancel, {
      params: { id: form.id, recordId: record.id },
      body: {
        reason: 'Radicado por error',
      },
    });
    expect((await act(1, [files[0]?.id as string])).json<ErrorBody>().code).toBe(4026);
    expect(
      (await trashList()).items.find((item: TrashItemDto) => item.id === files[0]?.id)?.abilities,
    ).toEqual({
      restore: false,
      delete: true,
    });
  });

  it('shows a filer only what they trashed, lets them restore it, never delete it for good', async () => {
    const filer = await tokenWithFormGrant(t, { form_id: form.id, file: true });
    const { files } = await filesOn(['propio.pdf'], filer);
    const [own] = files as [RecordFileDto];
    await trash(own, 'Lo cargué mal', filer);
    const page = await trashList({}, filer);
    expect(page.items.map((item: TrashItemDto) => item.name)).toEqual(['propio.pdf']);
    expect(page.items[0]?.abilities).toEqual({ restore: true, delete: false });
    expect((await act(2, [own.id], filer)).statusCode).toBe(403);
    const { files: others } = await filesOn(['ajeno.pdf']);
    await trash(others[0] as RecordFileDto);
    expect((await act(1, [others[0]?.id as string], filer)).statusCode).toBe(403);
    expect((await act(1, [own.id], filer)).statusCode).toBe(200);
    const reader = await tokenWithFormGrant(t, { form_id: form.id, query: true }, 1);
    expect((await send(t.server, api.trash.list, {}, { token: reader })).statusCode).toBe(403);
  });

  it('never shows or acts on the trash of another company', async () => {
    const { files } = await filesOn(['reservado.pdf']);
    await trash(files[0] as RecordFileDto);
    const other = await companyWithAdmin(t.server, 'otra-papelera.co');
    expect((await trashList({}, other.adminToken)).items).toEqual([]);
    expect((await act(2, [files[0]?.id as string], other.adminToken)).json<ErrorBody>().code).toBe(
      4025,
    );
  });
});

describe('the purge after 30 days', () => {
  it('deletes a file once its days in the trash are over, and leaves the rest', async () => {
    const { record, files } = await filesOn(['viejo.pdf', 'reciente.pdf', 'devuelto.pdf']);
    const [old, recent, restored] = files as [RecordFileDto, RecordFileDto, RecordFileDto];
    for (const file of files) await trash(file);
    await act(1, [restored.id]);
    // The clock moves on 31 days for the old file, and for the jobs of all three.
    await ownerQuery(
      t.server,
      `UPDATE record_files SET trashed_at = trashed_at - interval '31 days' WHERE id = $1`,
      [old.id],
    );
    await ownerQuery(
      t.server,
      `UPDATE jobs SET run_at = now() - interval '1 minute'
        WHERE kind = 'purgeTrashedFile' AND payload ->> 'fileId' = ANY($1::text[])`,
      [files.map((file) => file.id)],
    );
    await t.server.app.jobs.runDue();
    const left = await ownerQuery<{ id: string }>(
      t.server,
      'SELECT id FROM record_files WHERE record_id = $1',
      [record.id],
    );
    expect(left.map((row) => row.id).sort()).toEqual([recent.id, restored.id].sort());
    const purged = await ownerQuery<{ user_id: string | null }>(
      t.server,
      `SELECT user_id FROM audit_logs WHERE module = 'files' AND action = 'delete' AND entity_id = $1`,
      [record.id],
    );
    expect(purged).toEqual([{ user_id: null }]);
    // Each job ran once and is done, whatever it found.
    const pending = await ownerQuery(
      t.server,
      `SELECT 1 FROM jobs WHERE kind = 'purgeTrashedFile' AND done_at IS NULL
          AND payload ->> 'fileId' = ANY($1::text[])`,
      [files.map((file) => file.id)],
    );
    expect(pending).toEqual([]);
  });
});
