import type { DocumentaryTypeDto, ErrorBody } from '@custodia/contracts';
import { api } from '@custodia/contracts';
import { describe, expect, it } from 'vitest';
import { attached } from '../../test/file-fixtures.ts';
import { designForm, textbox } from '../../test/form-fixtures.ts';
import { companyWithAdmin, ownerQuery, send, useCompanyServer } from '../../test/test-server.ts';

const t = useCompanyServer('types.co');
const { asAdmin } = t;

async function newType(name: string): Promise<DocumentaryTypeDto> {
  const response = await asAdmin(api.documentaryTypes.create, { body: { name } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

describe('documentary types', () => {
  it('keep a name unique in the company, who created them and when, and an audit of each change', async () => {
    const acta = await newType('Acta de reunión');
    expect(acta).toMatchObject({
      name: 'Acta de reunión',
      created_by: { id: t.company.admin.user.id },
      in_use: false,
      abilities: { edit: true, delete: true },
    });
    expect(Date.parse(acta.created_at)).toBeGreaterThan(Date.now() - 60_000);
    const taken = await asAdmin(api.documentaryTypes.create, { body: { name: 'ACTA DE REUNIÓN' } });
    expect(taken.json()).toMatchObject({ code: 20011, data: { name: expect.any(String) } });
    const illegal = await asAdmin(api.documentaryTypes.create, { body: { name: 'Acta <b>' } });
    expect(illegal.json()).toMatchObject({ code: 30010, data: { name: expect.any(String) } });

    const oficio = await newType('Oficio');
    const renamed = await asAdmin(api.documentaryTypes.update, {
      params: { id: oficio.id },
      body: {
        name: 'Oficio remisorio',
      },
    });
    expect(renamed.json().name).toBe('Oficio remisorio');
    const clash = await asAdmin(api.documentaryTypes.update, {
      params: { id: oficio.id },
      body: {
        name: 'acta de reunión',
      },
    });
    expect(clash.json<ErrorBody>().code).toBe(20011);

    const listed = (await asAdmin(api.documentaryTypes.list, { query: { name: 'remis' } })).json();
    expect(listed.map((type: DocumentaryTypeDto) => type.name)).toEqual(['Oficio remisorio']);
    expect((await asAdmin(api.documentaryTypes.get, { params: { id: acta.id } })).json().name).toBe(
      'Acta de reunión',
    );
    expect(
      (await asAdmin(api.documentaryTypes.delete, { params: { id: acta.id } })).statusCode,
    ).toBe(200);
    const audit = await ownerQuery<{ entity_id: string; action: string; changes: unknown }>(
      t.server,
      `SELECT a.entity_id, a.action, a.changes FROM audit_logs a JOIN tenants c ON c.id = a.tenant_id
        WHERE c.domain = $1 AND a.module = 'trd' AND a.entity_type = 'documentary_type'
        ORDER BY a.seq`,
      [t.company.domain],
    );
    expect(audit).toEqual([
      { entity_id: acta.id, action: 'type_create', changes: { name: 'Acta de reunión' } },
      { entity_id: oficio.id, action: 'type_create', changes: { name: 'Oficio' } },
      {
        entity_id: oficio.id,
        action: 'type_update',
        changes: { name: { from: 'Oficio', to: 'Oficio remisorio' } },
      },
      { entity_id: acta.id, action: 'type_delete', changes: { name: 'Acta de reunión' } },
    ]);
  });

  it('cannot be deleted while series or files use them', async () => {
    const bySeries = await newType('Circular');
    const byFile = await newType('Memorando');
    const free = await newType('Libre');
    const background = (
      await asAdmin(api.trd.createFund, { body: { code: 'T', name: 'Fondo de tipos' } })
    ).json();
    const section = (
      await asAdmin(api.trd.createSection, {
        params: { backgroundId: background.id },
        body: {
          parent_uuid: background.id,
          code: 'T1',
          name: 'Sección',
        },
      })
    ).json();
    await asAdmin(api.trd.createSeries, {
      params: { backgroundId: background.id },
      body: {
        parent_uuid: section.id,
        code: 'T11',
        name: 'Serie',
        documentary_types_uuid: [bySeries.id],
      },
    });
    const { form } = await designForm(asAdmin, [textbox('Nota')]);
    const record = (
      await asAdmin(api.records.file, {
        params: { id: form.id },
        body: {
          subject: 'Con tipo',
          support_type: 1,
          document_date: '2026-01-15',
          values: {},
        },
      })
    ).json();
    const [file] = await attached(t.server, t.company.adminToken, record, [
      { name: 'Memo.txt', content: 'Memorando interno' },
    ]);
    await ownerQuery(t.server, 'UPDATE record_files SET documentary_type_id = $1 WHERE id = $2', [
      byFile.id,
      file?.id,
    ]);

    for (const used of [bySeries, byFile]) {
      const read = (await asAdmin(api.documentaryTypes.get, { params: { id: used.id } })).json();
      expect(read).toMatchObject({ in_use: true, abilities: { delete: false, edit: true } });
      expect(
        (await asAdmin(api.documentaryTypes.delete, { params: { id: used.id } })).json<ErrorBody>()
          .code,
      ).toBe(20012);
    }
    expect(
      (await asAdmin(api.documentaryTypes.delete, { params: { id: free.id } })).statusCode,
    ).toBe(200);
    expect(
      (await asAdmin(api.documentaryTypes.get, { params: { id: free.id } })).json<ErrorBody>().code,
    ).toBe(20010);
  });

  it('are another company’s own: never seen, changed or used across companies', async () => {
    const mine = await newType('Propio');
    const other = await companyWithAdmin(t.server, 'other-types.co');
    const token = other.adminToken;
    expect((await send(t.server, api.documentaryTypes.list, {}, { token })).json()).toEqual([]);
    const attempts = await Promise.all([
      send(t.server, api.documentaryTypes.get, { params: { id: mine.id } }, { token }),
      send(
        t.server,
        api.documentaryTypes.update,
        { params: { id: mine.id }, body: { name: 'X' } },
        { token },
      ),
      send(t.server, api.documentaryTypes.delete, { params: { id: mine.id } }, { token }),
    ]);
    for (const response of attempts) expect(response.json<ErrorBody>().code).toBe(20010);
    const same = await send(
      t.server,
      api.documentaryTypes.create,
      { body: { name: 'Propio' } },
      { token },
    );
    expect(same.statusCode).toBe(201);
    const fund = (
      await send(t.server, api.trd.createFund, { body: { code: 'O', name: 'O' } }, { token })
    ).json();
    const section = (
      await send(
        t.server,
        api.trd.createSection,
        {
          params: { backgroundId: fund.id },
          body: { parent_uuid: fund.id, code: 'O1', name: 'O1' },
        },
        { token },
      )
    ).json();
    const borrowed = await send(
      t.server,
      api.trd.createSeries,
      {
        params: { backgroundId: fund.id },
        body: {
          parent_uuid: section.id,
          code: 'O11',
          name: 'O11',
          documentary_types_uuid: [mine.id],
        },
      },
      { token },
    );
    expect(borrowed.json().code).toBe(20010);
  });
});
