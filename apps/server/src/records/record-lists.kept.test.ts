import type { ErrorBody, FormDto, RecordListDto } from '@custodia/contracts';
import { api } from '@custodia/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { designForm, textbox } from '../../test/form-fixtures.ts';
import {
  login,
  memberOfNewRole,
  ownerQuery,
  send,
  USER_PASSWORD,
  useCompanyServer,
} from '../../test/test-server.ts';
import { formOfRecordsOfRoute } from '../forms/index.ts';
import { sessionSql } from '../platform/auth.ts';
import type { Sql } from '../platform/db.ts';
import { StampedCache } from '../platform/stamped-cache.ts';

const t = useCompanyServer('kept.co');
const { asAdmin } = t;

let form: FormDto;

beforeAll(async () => {
  form = (await designForm(asAdmin, [textbox('Código', { search_field: true })])).form;
});

const stamp = async () =>
  (
    await ownerQuery<{ access_stamp: string }>(
      t.server,
      'SELECT access_stamp::text AS access_stamp FROM tenants WHERE domain = $1',
      [t.company.domain],
    )
  )[0]?.access_stamp;

/** A new standard user whose role queries the form, logged in. */
async function reader(): Promise<{ token: string; userId: string; roleId: string }> {
  const { role, user } = await memberOfNewRole(t, 2);
  await asAdmin(api.roles.addFormGrant, {
    params: { id: role.id },
    body: { form_id: form.id, query: true },
  });
  const token = (await login(t.server, user.user_name, USER_PASSWORD)).access;
  return { token, userId: user.id, roleId: role.id };
}

const listAs = (token: string) =>
  send(t.server, api.records.list, { params: { id: form.id } }, { token });

/** The tables a statement reads, as its FROM and JOIN clauses name them. */
function tablesOf(text: string, aliases: string[]): string[] {
  const named = [...text.matchAll(/\b(?:FROM|JOIN)\s+([a-z_]+)/gi)].map(
    (match) => match[1] as string,
  );
  return [...new Set(named)].filter((table) => !aliases.includes(table)).sort();
}

/** The text of the statement a read sends, without running it. */
async function statementOf(read: (tx: Sql) => Promise<unknown>): Promise<string> {
  const texts: string[] = [];
  const recorder: Sql = {
    query: async (text) => {
      texts.push(text);
      return [];
    },
    exec: async () => undefined,
  };
  await read(recorder);
  return texts.join('\n');
}

describe('the session and the form a record list keeps from the last request', () => {
  it('are read only from tables whose every change raises the company’s access stamp', async () => {
    const formSql = await statementOf((tx) =>
      formOfRecordsOfRoute(
        tx,
        'company',
        { params: { id: 'form' } },
        { kept: new StampedCache(1), stamp: Promise.resolve('0') },
      ),
    );
    const read = [...tablesOf(sessionSql, ['roles_of']), ...tablesOf(formSql, [])];
    const stamped = await ownerQuery<{ table: string }>(
      t.server,
      `SELECT c.relname AS table FROM pg_trigger g JOIN pg_class c ON c.oid = g.tgrelid
        WHERE g.tgname = 'access_stamp'`,
    );
    // Each request reads its own session row: that is the check a kept actor is used by.
    const checkedEveryTime = ['sessions'];
    const unstamped = read.filter(
      (table) =>
        !checkedEveryTime.includes(table) && !stamped.some((trigger) => trigger.table === table),
    );
    expect(read).toEqual(
      expect.arrayContaining(['users', 'roles', 'forms', 'form_fields', 'lists']),
    );
    expect(unstamped).toEqual([]);
  });

  it('stay kept through filing, a failed login and a session in use; a change raises the stamp once', async () => {
    const before = await stamp();
    const filed = await asAdmin(api.records.file, {
      params: { id: form.id },
      body: {
        subject: 'Radicado que no cambia nada de acceso',
        support_type: 1,
        document_date: '2026-02-01',
        values: {},
      },
    });
    expect(filed.statusCode, filed.body).toBe(201);
    const { user } = await memberOfNewRole(t, 2);
    const afterSetUp = await stamp();
    expect(afterSetUp).not.toBe(before);
    const failed = await send(t.server, api.auth.login, {
      body: { user_name: user.user_name, password: 'Incorrecta123!' },
    });
    expect(failed.statusCode).toBe(400);
    expect((await listAs(t.company.adminToken)).statusCode).toBe(200);
    expect(await stamp()).toBe(afterSetUp);
    await ownerQuery(t.server, 'UPDATE form_fields SET position = position WHERE form_id = $1', [
      form.id,
    ]);
    expect(BigInt((await stamp()) as string)).toBe(BigInt(afterSetUp as string) + 1n);
  });

  it('are read again at once when the person’s role loses the form', async () => {
    const { token, roleId } = await reader();
    expect((await listAs(token)).statusCode).toBe(200);
    expect((await listAs(token)).statusCode).toBe(200);
    const changed = await asAdmin(api.roles.changeFormGrant, {
      params: { id: roleId },
      body: {
        form_id: form.id,
        query: false,
        file: false,
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await listAs(token)).statusCode).toBe(403);
  });

  it('show the form’s new name in the next list', async () => {
    const nameInList = async () =>
      ((await listAs(t.company.adminToken)).json() as RecordListDto).form.name;
    expect(await nameInList()).toBe(form.name);
    const renamed = await asAdmin(api.forms.update, {
      params: { id: form.id },
      body: {
        name: 'Formulario renombrado',
        description: form.description,
        sequence_length: 4,
        sticker_type: 1,
      },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await nameInList()).toBe('Formulario renombrado');
  });

  it('end with a user no longer active, a password expired by the company’s policy, or a logout', async () => {
    const { token, userId } = await reader();
    expect((await listAs(token)).statusCode).toBe(200);
    await ownerQuery(
      t.server,
      "UPDATE users SET password_changed_at = now() - interval '3 days' WHERE id = $1",
      [userId],
    );
    await ownerQuery(
      t.server,
      'UPDATE tenants SET password_expiration_days = 2 WHERE domain = $1',
      [t.company.domain],
    );
    const expired = await listAs(token);
    expect(expired.json<ErrorBody>().code, expired.body).toBe(10045);
    await ownerQuery(
      t.server,
      'UPDATE tenants SET password_expiration_days = NULL WHERE domain = $1',
      [t.company.domain],
    );
    expect((await listAs(token)).statusCode).toBe(200);
    await ownerQuery(t.server, 'UPDATE users SET status = 3 WHERE id = $1', [userId]);
    expect((await listAs(token)).statusCode).toBe(401);

    const { token: other } = await reader();
    expect((await listAs(other)).statusCode).toBe(200);
    expect((await send(t.server, api.auth.logout, {}, { token: other })).statusCode).toBe(200);
    expect((await listAs(other)).statusCode).toBe(401);
  });
});
