import type { ErrorBody, HoldDto, RecordDto, RecordFileDto } from '@custodia/contracts';
import { api } from '@custodia/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { newExpedient, trdBranch } from '../../test/expedient-fixtures.ts';
import { attached, pdfOf } from '../../test/file-fixtures.ts';
import { designForm, textbox } from '../../test/form-fixtures.ts';
import {
  type Answer,
  companyWithAdmin,
  ownerQuery,
  send,
  useCompanyServer,
} from '../../test/test-server.ts';

const t = useCompanyServer('holds.co');
const { asAdmin } = t;

let formId: string;

beforeAll(async () => {
  formId = (await designForm(asAdmin, [textbox('Nota')])).form.id;
});

const recordBody = (subject: string) => ({
  subject,
  support_type: 1 as const,
  document_date: '2026-03-02',
  values: {},
});

async function fileRecord(subject = 'Contrato de suministro'): Promise<RecordDto> {
  const response = await asAdmin(api.records.file, {
    params: { id: formId },
    body: recordBody(subject),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const holdText = {
  reason: 'Demanda laboral en curso',
  reference: 'Proceso 11001-31-05-2026-00123',
  authority: 'Juzgado 5 Laboral de Bogotá',
};

async function place(target: Record<string, unknown>): Promise<HoldDto> {
  const response = await asAdmin(api.holds.place, {
    body: { target, ...holdText, owner_id: t.company.admin.user.id } as never,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function release(hold: HoldDto): Promise<void> {
  const response = await asAdmin(api.holds.release, {
    params: { id: hold.id },
    body: { reason: 'El juzgado levantó la medida' },
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** A change as a person asks for it, and what it answers once allowed. */
type Change = { name: string; run: () => Promise<Answer<never>>; allowed: number };

/** Every change refused with the hold's one code while held; each allowed, in order, once not. */
async function refusedWhileHeld(changes: Change[]): Promise<void> {
  const refused = [];
  for (const change of changes) {
    const response = await change.run();
    refused.push([change.name, response.statusCode, response.json<ErrorBody>().code]);
  }
  expect(refused).toEqual(changes.map((change) => [change.name, 409, 82000]));
}

async function allowedAgain(changes: Change[]): Promise<void> {
  const answered = [];
  for (const change of changes) {
    const response = await change.run();
    answered.push([change.name, response.statusCode]);
  }
  expect(answered).toEqual(changes.map((change) => [change.name, change.allowed]));
}

const editRecord = (record: RecordDto, subject: string): Change => ({
  name: 'record edit',
  run: () =>
    asAdmin(api.records.edit, {
      params: { formId: record.form_id, id: record.id },
      body: recordBody(subject),
    }) as never,
  allowed: 200,
});

const renameFile = (file: RecordFileDto): Change => ({
  name: 'file data',
  run: () =>
    asAdmin(api.files.update, {
      params: { id: file.id },
      body: { name: 'renombrado.pdf', subject: file.subject },
    }) as never,
  allowed: 200,
});

const trashFile = (file: RecordFileDto): Change => ({
  name: 'file to the trash',
  run: () =>
    asAdmin(api.files.moveToTrash, {
      params: { id: file.id },
      body: { reason: 'Duplicado' },
    }) as never,
  allowed: 200,
});

async function trashed(file: RecordFileDto): Promise<void> {
  expect((await trashFile(file).run()).statusCode).toBe(200);
}

describe('placing, listing and releasing holds', () => {
  it('places a hold with its case, lists it, releases it once with a reason, and audits both', async () => {
    const record = await fileRecord();
    const hold = await place({ record_number: record.number });
    expect(hold).toMatchObject({
      target: record.number,
      record_count: 1,
      record: { id: record.id, form_id: formId },
      owner: { id: t.company.admin.user.id },
      released_at: null,
      abilities: { release: true },
      ...holdText,
    });
    const active = (await asAdmin(api.holds.list, { query: {} })).json();
    expect(active.items.map((item: HoldDto) => item.id)).toContain(hold.id);
    await release(hold);
    const again = await asAdmin(api.holds.release, {
      params: { id: hold.id },
      body: { reason: 'Otra vez' },
    });
    expect([again.statusCode, again.json<ErrorBody>().code]).toEqual([400, 82002]);
    const released = (await asAdmin(api.holds.list, { query: { status: 'released' } })).json();
    expect(released.items.find((item: HoldDto) => item.id === hold.id)).toMatchObject({
      release_reason: 'El juzgado levantó la medida',
      released_by: { id: t.company.admin.user.id },
      abilities: { release: false },
    });
    const audit = await ownerQuery<{ action: string }>(
      t.server,
      `SELECT action FROM audit_logs WHERE module = 'legal_holds' AND entity_id = $1 ORDER BY seq`,
      [hold.id],
    );
    expect(audit.map((row) => row.action)).toEqual(['place', 'release']);
  });

  it('refuses what it cannot hold, in the caller’s language', async () => {
    const branch = await trdBranch(t);
    const refusal = async (target: Record<string, unknown>, owner = t.company.admin.user.id) => {
      const response = await asAdmin(
        api.holds.place,
        { body: { target, ...holdText, owner_id: owner } as never },
        { language: 'en' },
      );
      return [response.statusCode, response.json<ErrorBody>().code];
    };
    expect(await refusal({ record_number: '9-20260101-999' })).toEqual([400, 82003]);
    expect(await refusal({ expedient_number: 'NO-EXISTE' })).toEqual([400, 82003]);
    expect(await refusal({ node_id: branch.background })).toEqual([400, 82004]);
    const record = await fileRecord();
    expect(await refusal({ record_number: record.number }, branch.series)).toEqual([400, 82005]);
    const blank = await asAdmin(api.holds.place, {
      body: { target: { record_number: record.number }, reason: '', reference: '', authority: '' },
    } as never);
    expect([blank.statusCode, blank.json<ErrorBody>().code]).toEqual([400, 30010]);
  });

  it('keeps each company’s holds to itself', async () => {
    const record = await fileRecord();
    const branch = await trdBranch(t);
    const hold = await place({ record_number: record.number });
    const other = await companyWithAdmin(t.server, 'otras-holds.co');
    const asOther = { token: other.adminToken };
    const listed = await send(t.server, api.holds.list, { query: {} }, asOther);
    expect(listed.json().items).toEqual([]);
    const released = await send(
      t.server,
      api.holds.release,
      { params: { id: hold.id }, body: { reason: 'Ajeno' } },
      asOther,
    );
    expect([released.statusCode, released.json<ErrorBody>().code]).toEqual([404, 82001]);
    for (const target of [{ record_number: record.number }, { node_id: branch.series }]) {
      const placed = await send(
        t.server,
        api.holds.place,
        { body: { target, ...holdText, owner_id: other.admin.user.id } },
        asOther,
      );
      expect([placed.statusCode, placed.json<ErrorBody>().code]).toEqual([400, 82003]);
    }
    await release(hold);
  });
});

describe('a record held', () => {
  it('refuses every change to it and its files, keeps it readable, and takes them all once released', async () => {
    const record = await fileRecord();
    const attach = (names: string[]) =>
      attached(
        t.server,
        t.company.adminToken,
        record,
        names.map((name) => ({ name, content: Buffer.from('%PDF-1.4 prueba') })),
      );
    const [file, version] = await attach(['soporte.pdf', 'anexo.pdf']);
    const [toPurge, toDelete] = await attach(['viejo.pdf', 'borrador.pdf']);
    await trashed(toPurge as RecordFileDto);
    await trashed(toDelete as RecordFileDto);
    const branch = await trdBranch(t);
    const expedient = await newExpedient(t, branch);
    const hold = await place({ record_ids: [record.id] });

    const detail = await asAdmin(api.records.get, {
      params: { id: record.form_id, recordId: record.id },
      query: {},
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      holds: [{ id: hold.id, ...holdText }],
      abilities: { view: true, edit: false, cancel: false, setExpedientPath: false },
    });
    const content = await asAdmin(api.files.download, { params: { id: file?.id as string } });
    expect(content.statusCode).toBe(200);

    const changes: Change[] = [
      editRecord(record, 'Contrato de suministro corregido'),
      renameFile(file as RecordFileDto),
      {
        name: 'new version',
        run: () =>
          asAdmin(api.files.addVersion, {
            params: { id: version?.id as string },
            body: [{ file: 'file', filename: 'anexo.pdf', content: Buffer.from('%PDF-1.4 v2') }],
          } as never) as never,
        allowed: 201,
      },
      {
        name: 'move into an expedient',
        run: () =>
          asAdmin(api.expedientRecords.setPath, {
            params: { id: record.id },
            body: { expedient_uuid: expedient.id },
          }) as never,
        allowed: 200,
      },
      {
        name: 'delete from the trash',
        run: () =>
          asAdmin(api.trash.act, {
            query: { action: 2 },
            body: { files: [toDelete?.id as string] },
          }) as never,
        allowed: 200,
      },
      trashFile(file as RecordFileDto),
      {
        name: 'cancel',
        run: () =>
          asAdmin(api.records.cancel, {
            params: { id: record.form_id, recordId: record.id },
            body: { reason: 'Radicado por error' },
          }) as never,
        allowed: 200,
      },
    ];
    await refusedWhileHeld(changes);

    // The purge's day comes while held: the file stays, and the purge looks again later.
    const purgeDue = () =>
      ownerQuery(
        t.server,
        `UPDATE jobs SET run_at = now() - interval '1 minute'
          WHERE kind = 'purgeTrashedFile' AND payload ->> 'fileId' = $1 AND done_at IS NULL`,
        [toPurge?.id],
      );
    await ownerQuery(
      t.server,
      `UPDATE record_files SET trashed_at = trashed_at - interval '31 days' WHERE id = $1`,
      [toPurge?.id],
    );
    await purgeDue();
    await t.server.app.jobs.runDue();
    const kept = () =>
      ownerQuery(t.server, 'SELECT id FROM record_files WHERE id = $1', [toPurge?.id]);
    expect(await kept()).toHaveLength(1);

    await release(hold);
    await allowedAgain(changes);
    await purgeDue();
    await t.server.app.jobs.runDue();
    expect(await kept()).toEqual([]);
  });
});

describe('an expedient held', () => {
  it('refuses changes to it, to what it holds and to its records, until released', async () => {
    const branch = await trdBranch(t);
    const expedient = await newExpedient(t, branch);
    const record = await fileRecord();
    const [file, other] = await attached(t.server, t.company.adminToken, record, [
      { name: 'acta.pdf', content: await pdfOf(['Acta']) },
      { name: 'oficio.pdf', content: await pdfOf(['Oficio']) },
    ]);
    const [subdivision] = (
      await asAdmin(api.expedients.createSubdivisions, {
        params: { backgroundId: branch.background },
        body: { expedient_uuid: expedient.id, subdivision_struct: ['Cuaderno 1', 'Cuaderno 2'] },
      })
    ).json().items;
    const [directory] = (
      await asAdmin(api.expedients.createDirectories, {
        params: { backgroundId: branch.background },
        body: { serie_subserie_uuid: branch.series, directory_struct: ['Correspondencia'] },
      })
    ).json().items;
    // Levels are made before files sit in the expedient (20065).
    const placed = await asAdmin(api.expedientRecords.setPath, {
      params: { id: record.id },
      body: { expedient_uuid: expedient.id },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const hold = await place({ expedient_number: expedient.number });
    expect(hold.node).toMatchObject({ id: expedient.id, level: 6 });

    const read = await asAdmin(api.expedients.get, { params: { id: expedient.id } });
    expect(read.json()).toMatchObject({
      holds: [{ id: hold.id }],
      abilities: { read: true, edit: false },
    });

    const changes: Change[] = [
      {
        name: 'expedient data',
        run: () =>
          asAdmin(api.expedients.update, {
            params: { backgroundId: branch.background, id: expedient.id },
            body: { name: 'Expediente renombrado' },
          }) as never,
        allowed: 200,
      },
      {
        name: 'rename inside',
        run: () =>
          asAdmin(api.expedients.updateSubdivision, {
            params: { backgroundId: branch.background, id: subdivision?.id as string },
            body: { base_subdivision_uuid: expedient.id, name: 'Cuaderno principal' },
          } as never) as never,
        allowed: 200,
      },
      editRecord(record, 'Acta de inicio'),
      renameFile(file as RecordFileDto),
      trashFile(other as RecordFileDto),
      {
        name: 'move a file out',
        run: () =>
          asAdmin(api.files.moveInTrd, {
            params: { id: file?.id as string },
            body: { destination_uuid: directory?.id as string },
          }) as never,
        allowed: 200,
      },
      {
        name: 'take the record out',
        run: () => asAdmin(api.expedientRecords.removePath, { params: { id: record.id } }) as never,
        allowed: 200,
      },
      {
        name: 'delete a node inside',
        run: () =>
          asAdmin(api.trd.deleteNode, {
            params: { id: subdivision?.id as string, level: 7 },
          }) as never,
        allowed: 200,
      },
    ];
    await refusedWhileHeld(changes);
    await release(hold);
    await allowedAgain(changes);
  });
});

describe('a series held', () => {
  it('holds everything below it, and a record held twice stays held until both are released', async () => {
    const branch = await trdBranch(t);
    const expedient = await newExpedient(t, branch);
    const record = await fileRecord();
    await asAdmin(api.expedientRecords.setPath, {
      params: { id: record.id },
      body: { expedient_uuid: expedient.id },
    });
    const [directory] = (
      await asAdmin(api.expedients.createDirectories, {
        params: { backgroundId: branch.background },
        body: { serie_subserie_uuid: branch.series, directory_struct: ['Vacío'] },
      })
    ).json().items;
    const onSeries = await place({ node_id: branch.series });
    const onRecord = await place({ record_number: record.number });

    const node = await asAdmin(api.trd.node, { params: { id: branch.series } });
    expect(node.json()).toMatchObject({
      holds: [{ id: onSeries.id }],
      abilities: { edit: false, delete: false },
    });
    const detail = await asAdmin(api.records.get, {
      params: { id: record.form_id, recordId: record.id },
      query: {},
    });
    expect(detail.json().holds.map((held: { id: string }) => held.id)).toEqual([
      onSeries.id,
      onRecord.id,
    ]);

    const changes: Change[] = [
      {
        name: 'series data',
        run: () =>
          asAdmin(api.trd.updateSeries, {
            params: { backgroundId: branch.background, id: branch.series },
            body: { office_years: 5 },
          }) as never,
        allowed: 200,
      },
      {
        name: 'expedient data',
        run: () =>
          asAdmin(api.expedients.update, {
            params: { backgroundId: branch.background, id: expedient.id },
            body: { subject: 'Otro asunto del contrato' },
          }) as never,
        allowed: 200,
      },
      {
        name: 'delete a node below',
        run: () =>
          asAdmin(api.trd.deleteNode, {
            params: { id: directory?.id as string, level: 8 },
          }) as never,
        allowed: 200,
      },
    ];
    await refusedWhileHeld([...changes, editRecord(record, 'Contrato con otrosí')]);
    await release(onSeries);
    await refusedWhileHeld([editRecord(record, 'Contrato con otrosí')]);
    await allowedAgain(changes);
    await release(onRecord);
    await allowedAgain([editRecord(record, 'Contrato con otrosí')]);
  });
});
