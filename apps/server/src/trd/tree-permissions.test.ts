import type { ErrorBody, TrdVisibleNodeDto } from '@custodia/contracts';
import { api } from '@custodia/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { attached, pdfOf } from '../../test/file-fixtures.ts';
import { designForm, textbox } from '../../test/form-fixtures.ts';
import {
  type CallAs,
  callAs,
  login,
  memberOfNewRole,
  ownerQuery,
  send,
  USER_PASSWORD,
  useCompanyServer,
} from '../../test/test-server.ts';
import { levelEntry, trdNode } from '../../test/trd-grant-fixtures.ts';

const t = useCompanyServer('trd-tree.co');
const { asAdmin } = t;

const tree = {} as Record<
  'fund' | 'section' | 'series' | 'subseries' | 'expedient' | 'sibling' | 'otherFund',
  string
>;
beforeAll(async () => {
  tree.fund = await trdNode(t, 1, null, '100', 'Fondo');
  tree.section = await trdNode(t, 2, tree.fund, '110', 'Jurídica');
  tree.series = await trdNode(t, 4, tree.section, '111', 'Contratos');
  tree.subseries = await trdNode(t, 5, tree.series, '111.1', 'Obra');
  tree.expedient = await trdNode(t, 6, tree.subseries, 'EXP-1', 'Puente');
  tree.sibling = await trdNode(t, 4, tree.section, '112', 'Procesos');
  tree.otherFund = await trdNode(t, 1, null, '200', 'Histórico');
});

/** A user of the given type in a new role granted these permissions on the series. */
async function grantedOnSeries(userType: 1 | 2, permissions: ('consult' | 'upload')[]) {
  const { role, user } = await memberOfNewRole(t, userType);
  await asAdmin(api.trdGrants.add, {
    params: { id: role.id },
    body: {
      levels_trd_permissions: [levelEntry(tree.series, 4, tree.fund, permissions)],
    },
  });
  const session = await login(t.server, user.user_name, USER_PASSWORD);
  return callAs(t, () => session.access);
}

const level = async (get: CallAs, parent?: string): Promise<TrdVisibleNodeDto[]> =>
  (await get(api.trdGrants.tree, { query: { parent_id: parent } })).json();

const shown = (nodes: TrdVisibleNodeDto[]) =>
  nodes.map(({ code, path_only, abilities }) => ({ code, path_only, ...abilities }));

describe('the TRD tree as a role lets its members see it', () => {
  it('consult on a series reaches its subseries and expedients, not a sibling series; the path above is path only', async () => {
    const get = await grantedOnSeries(2, ['consult']);
    expect(shown(await level(get))).toEqual([
      { code: '100', path_only: true, consult: false, upload: false },
    ]);
    expect(shown(await level(get, tree.fund))).toEqual([
      { code: '110', path_only: true, consult: false, upload: false },
    ]);
    const series = await level(get, tree.section);
    expect(shown(series)).toEqual([
      { code: '111', path_only: false, consult: true, upload: false },
    ]);
    expect(series[0]?.has_children).toBe(true);
    expect(shown(await level(get, tree.series))).toEqual([
      { code: '111.1', path_only: false, consult: true, upload: false },
    ]);
    expect(shown(await level(get, tree.subseries))).toEqual([
      { code: 'EXP-1', path_only: false, consult: true, upload: false },
    ]);
    expect(await level(get, tree.sibling)).toEqual([]);
    expect(await level(get, tree.otherFund)).toEqual([]);
    expect((await get(api.trdGrants.uploadLevels)).json()).toMatchObject({ count: 0 });
  });

  it('upload lists the levels at and below the grant, with their path; query users never upload', async () => {
    const get = await grantedOnSeries(2, ['upload']);
    const levels = (await get(api.trdGrants.uploadLevels)).json();
    expect(
      levels.items.map((item: { code: string; path: string[] }) => [item.code, item.path]),
    ).toEqual([
      ['111', ['100-Fondo', '110-Jurídica']],
      ['111.1', ['100-Fondo', '110-Jurídica', '111-Contratos']],
      ['EXP-1', ['100-Fondo', '110-Jurídica', '111-Contratos', '111.1-Obra']],
    ]);
    expect(shown(await level(get, tree.section))).toEqual([
      { code: '111', path_only: false, consult: false, upload: true },
    ]);

    const asQuery = await grantedOnSeries(1, ['consult', 'upload']);
    expect(shown(await level(asQuery, tree.section))).toEqual([
      { code: '111', path_only: false, consult: true, upload: false },
    ]);
    expect((await asQuery(api.trdGrants.uploadLevels)).json()).toMatchObject({ count: 0 });
    const uploadOnly = await grantedOnSeries(1, ['upload']);
    expect(await level(uploadOnly)).toEqual([]);
  });

  it('shows admins the whole tree with every ability, and users without grants nothing', async () => {
    const funds = (await asAdmin(api.trdGrants.tree)).json();
    expect(shown(funds)).toEqual([
      { code: '100', path_only: false, consult: true, upload: true },
      { code: '200', path_only: false, consult: true, upload: true },
    ]);
    expect((await asAdmin(api.trdGrants.uploadLevels)).json().count).toBe(7);
    const { user } = await memberOfNewRole(t, 2);
    const session = await login(t.server, user.user_name, USER_PASSWORD);
    const none = await send(t.server, api.trdGrants.tree, {}, { token: session.access });
    expect(none.json()).toEqual([]);
  });

  it('list a level’s files to those who may consult it, and to nobody beside it', async () => {
    const { form } = await designForm(asAdmin, [textbox('Asunto')]);
    const record = (
      await asAdmin(api.records.file, {
        params: { id: form.id },
        body: {
          subject: 'Contrato de obra',
          support_type: 2,
          document_date: '2026-01-15',
        },
      })
    ).json();
    const [file] = await attached(t.server, t.company.adminToken, record, [
      { name: 'Contrato.pdf', content: await pdfOf(['Contrato']) },
    ]);
    await ownerQuery(
      t.server,
      'UPDATE record_files SET trd_node_id = $1, located_at = now() WHERE id = $2',
      [tree.subseries, file?.id],
    );
    const filesOf = (get: CallAs) =>
      get(api.trdGrants.levelFiles, { query: { node_id: tree.subseries } });

    const consults = await grantedOnSeries(2, ['consult']);
    const listed = (await filesOf(consults)).json();
    // Each file says which record of which form it belongs to: the explorer leads there.
    expect(listed).toEqual([
      expect.objectContaining({
        name: 'Contrato.pdf',
        record_id: record.id,
        form_id: form.id,
        record_number: record.number,
      }),
    ]);
    const uploadsOnly = await grantedOnSeries(2, ['upload']);
    expect((await filesOf(uploadsOnly)).statusCode).toBe(403);
    const { role, user } = await memberOfNewRole(t, 2);
    await asAdmin(api.trdGrants.add, {
      params: { id: role.id },
      body: {
        levels_trd_permissions: [levelEntry(tree.sibling, 4, tree.fund, ['consult'])],
      },
    });
    const session = await login(t.server, user.user_name, USER_PASSWORD);
    const beside = await send(
      t.server,
      api.trdGrants.levelFiles,
      { query: { node_id: tree.subseries } },
      { token: session.access },
    );
    expect(beside.statusCode).toBe(403);
    const unknown = await asAdmin(api.trdGrants.levelFiles, {
      query: { node_id: crypto.randomUUID() },
    });
    expect(unknown.json<ErrorBody>().code).toBe(20004);
  });
});
