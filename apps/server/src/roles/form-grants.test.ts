import type { ErrorBody, FormDto } from '@custodia/contracts';
import { api } from '@custodia/contracts';
import { describe, expect, it } from 'vitest';
import { designForm, textbox } from '../../test/form-fixtures.ts';
import {
  login,
  memberOfNewRole,
  send,
  USER_PASSWORD,
  useCompanyServer,
} from '../../test/test-server.ts';

const t = useCompanyServer('grants.co');

const { asAdmin } = t;

async function activeForm(): Promise<FormDto> {
  return (await designForm(asAdmin, [textbox('Asunto')])).form;
}

describe('form grants in roles', () => {
  it('are added once, changed afterwards, and starting workflows turns on viewing processes', async () => {
    const form = await activeForm();
    const { role } = await memberOfNewRole(t, 2, 'Radicadores');
    const grantable = (await asAdmin(api.roles.forms, { params: { id: role.id } })).json();
    expect(grantable.items.map((item: { id: string }) => item.id)).toContain(form.id);

    const added = await asAdmin(api.roles.addFormGrant, {
      params: { id: role.id },
      body: {
        form_id: form.id,
        file: true,
        start_workflows: true,
      },
    });
    expect(added.json()).toEqual([
      {
        form_uuid: form.id,
        form_name: form.name,
        file: true,
        query: false,
        view_files: false,
        start_workflows: true,
        view_started_processes: true,
        sign_electronically: false,
      },
    ]);
    const again = await asAdmin(api.roles.addFormGrant, {
      params: { id: role.id },
      body: {
        form_id: form.id,
      },
    });
    expect(again.json<ErrorBody>().code).toBe(30083);
    const changed = await asAdmin(api.roles.changeFormGrant, {
      params: { id: role.id },
      body: {
        form_id: form.id,
        query: true,
      },
    });
    expect(changed.json()[0]).toMatchObject({ file: false, query: true, start_workflows: false });
    const other = await activeForm();
    const missing = await asAdmin(api.roles.changeFormGrant, {
      params: { id: role.id },
      body: {
        form_id: other.id,
      },
    });
    expect(missing.json<ErrorBody>().code).toBe(30084);
  });

  it('reach the members’ session and the forms they may file in', async () => {
    const form = await activeForm();
    const notGranted = await activeForm();
    const { role, user } = await memberOfNewRole(t, 2, 'Ventanilla');
    await asAdmin(api.roles.addFormGrant, {
      params: { id: role.id },
      body: { form_id: form.id, file: true },
    });
    const session = await login(t.server, user.user_name, USER_PASSWORD);
    expect(session.form_permissions).toEqual([
      expect.objectContaining({ form_uuid: form.id, file: true, query: false }),
    ]);
    const available = await send(
      t.server,
      api.forms.availableToFile,
      {},
      { token: session.access },
    );
    expect(available.json().map((item: { id: string }) => item.id)).toEqual([form.id]);
    const forAdmin = (await asAdmin(api.forms.availableToFile)).json();
    expect(forAdmin.map((item: { id: string }) => item.id)).toEqual(
      expect.arrayContaining([form.id, notGranted.id]),
    );
  });

  it('give query users only the read grants of their roles', async () => {
    const form = await activeForm();
    const { role, user } = await memberOfNewRole(t, 1, 'Consulta de radicados');
    await asAdmin(api.roles.addFormGrant, {
      params: { id: role.id },
      body: {
        form_id: form.id,
        file: true,
        query: true,
        view_files: true,
      },
    });
    const session = await login(t.server, user.user_name, USER_PASSWORD);
    expect(session.form_permissions).toEqual([
      expect.objectContaining({ form_uuid: form.id, file: false, query: true, view_files: true }),
    ]);
    const available = await send(
      t.server,
      api.forms.availableToFile,
      {},
      { token: session.access },
    );
    expect(available.json()).toEqual([]);
  });
});
