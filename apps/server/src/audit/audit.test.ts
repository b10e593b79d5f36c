import { api, type ErrorBody } from '@custodia/contracts';
import { describe, expect, it } from 'vitest';
import { designForm, textbox } from '../../test/form-fixtures.ts';
import {
  companyWithAdmin,
  createUserWithPassword,
  login,
  ownerQuery,
  send,
  USER_PASSWORD,
  useCompanyServer,
  userInput,
} from '../../test/test-server.ts';
import { verifyAuditChain } from '../platform/audit.ts';
import { inTenant, system } from '../platform/work.ts';

const t = useCompanyServer('audit.co');

const { asAdmin } = t;

describe('audit log', () => {
  it('records every mutation with who, what and the changes, newest first', async () => {
    const created = await send(
      t.server,
      api.users.create,
      { body: userInput({ first_name: 'Auditada' }) },
      { token: t.company.adminToken },
    );
    const user = created.json();
    await send(
      t.server,
      api.users.changeStatus,
      { params: { id: user.id }, body: { status: 3 } },
      { token: t.company.adminToken },
    );
    const log = (await asAdmin(api.audit.list, { query: { module: 'users', per_page: 2 } })).json();
    expect(log.items).toMatchObject([
      { action: 'status', entity_id: user.id, changes: { status: { from: 1, to: 3 } } },
      { action: 'create', entity_id: user.id, user_name: 'admin@audit.co' },
    ]);
    expect(log.items[1]?.changes.first_name).toBe('Auditada');
  });

  it('names the entity and every entity it points at, and keeps only what changed', async () => {
    const member = (
      await send(
        t.server,
        api.users.create,
        { body: userInput({ first_name: 'Miembro', last_name: 'Nombrado' }) },
        { token: t.company.adminToken },
      )
    ).json();
    const role = (await asAdmin(api.roles.create, { body: { name: 'Radicador PQRS' } })).json();
    await asAdmin(api.roles.addMembers, {
      params: { id: role.id },
      body: { users_uuid: [member.id] },
    });
    await asAdmin(api.roles.update, {
      params: { id: role.id },
      body: { name: 'Radicador PQRS', description: 'Nueva' },
    });
    await asAdmin(api.roles.setPermissions, {
      params: { id: role.id },
      body: {
        permissions: [3, 7],
        designer_forms: false,
        designer_workflows: false,
      },
    });
    await asAdmin(api.roles.setPermissions, {
      params: { id: role.id },
      body: {
        permissions: [7, 2],
        designer_forms: true,
        designer_workflows: false,
      },
    });
    const { form } = await designForm(asAdmin, [textbox('Asunto')]);
    await asAdmin(api.roles.addFormGrant, {
      params: { id: role.id },
      body: { form_id: form.id, file: true },
    });
    await asAdmin(api.roles.changeFormGrant, {
      params: { id: role.id },
      body: {
        form_id: form.id,
        file: true,
        query: true,
      },
    });

    const log = (await asAdmin(api.audit.list, { query: { module: 'roles', per_page: 6 } })).json();
    const formRef = { id: form.id, name: form.name };
    expect(log.items).toEqual([
      expect.objectContaining({
        action: 'form_grant',
        entity_name: 'Radicador PQRS',
        changes: { form: formRef, query: { from: false, to: true } },
      }),
      expect.objectContaining({ changes: { form: formRef, file: true } }),
      expect.objectContaining({
        action: 'permissions',
        changes: {
          permissions: { added: [2], removed: [3] },
          designer_forms: { from: false, to: true },
        },
      }),
      expect.objectContaining({
        action: 'permissions',
        changes: { permissions: { added: [3, 7], removed: [] } },
      }),
      expect.objectContaining({
        action: 'update',
        changes: { description: { from: '', to: 'Nueva' } },
      }),
      expect.objectContaining({
        action: 'members_add',
        entity_type: 'role',
        entity_id: role.id,
        entity_name: 'Radicador PQRS',
        changes: { members: [{ id: member.id, name: 'Miembro Nombrado' }] },
      }),
    ]);

    const record = (
      await asAdmin(api.records.file, {
        params: { id: form.id },
        body: {
          subject: 'Solicitud auditada',
          support_type: 2,
          document_date: '2026-01-15',
          values: {},
        },
      })
    ).json();
    const [filing] = (
      await asAdmin(api.audit.list, { query: { module: 'records', per_page: 1 } })
    ).json().items;
    expect(filing).toMatchObject({ entity_name: record.number, changes: { form: formRef } });
    const fieldCreated = (
      await asAdmin(api.audit.list, {
        query: { module: 'forms', action: 'field_create', per_page: 1 },
      })
    ).json().items[0];
    expect(fieldCreated).toMatchObject({
      entity_type: 'form_field',
      entity_name: 'Asunto',
      changes: { form: formRef, label: 'Asunto', type_data: 'text', control_data: 'textbox' },
    });

    // A deleted role keeps its name in the log; a renamed one is named as it was then.
    await asAdmin(api.roles.removeMember, { params: { id: role.id, memberId: member.id } });
    await asAdmin(api.roles.update, { params: { id: role.id }, body: { name: 'Antes Radicador' } });
    await asAdmin(api.roles.delete, { params: { id: role.id } });
    const latest = (
      await asAdmin(api.audit.list, { query: { module: 'roles', per_page: 3 } })
    ).json();
    expect(latest.items).toEqual([
      expect.objectContaining({ action: 'delete', entity_name: 'Antes Radicador', changes: {} }),
      expect.objectContaining({
        action: 'update',
        entity_name: 'Antes Radicador',
        changes: { name: { from: 'Radicador PQRS', to: 'Antes Radicador' } },
      }),
      expect.objectContaining({
        action: 'member_remove',
        entity_name: 'Radicador PQRS',
        changes: { member: { id: member.id, name: 'Miembro Nombrado' } },
      }),
    ]);
  });

  it('filters by action, user and a date range of at most 30 days', async () => {
    const byAction = (await asAdmin(api.audit.list, { query: { action: 'login' } })).json();
    expect(byAction.items.every((entry: { action: string }) => entry.action === 'login')).toBe(
      true,
    );
    const byUser = (
      await asAdmin(api.audit.list, { query: { user_id: t.company.admin.user.id, per_page: 100 } })
    ).json();
    expect(byUser.count).toBeGreaterThan(0);
    expect(byUser.items.every((entry) => entry.user_id === t.company.admin.user.id)).toBe(true);

    const now = new Date();
    const from = new Date(now.getTime() - 3_600_000).toISOString();
    const inRange = await asAdmin(api.audit.list, { query: { from: from, to: now.toISOString() } });
    expect(inRange.json().count).toBeGreaterThan(0);
    const tooLong = await asAdmin(api.audit.list, {
      query: { from: '2026-01-01T00:00:00Z', to: '2026-03-01T00:00:00Z' },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json<ErrorBody>().code).toBe(500006);
  });

  it('reads a period given as dates as whole days, the end day included', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const todayOnly = await asAdmin(api.audit.list, { query: { from: today, to: today } });
    expect(todayOnly.statusCode).toBe(200);
    expect(todayOnly.json().count).toBeGreaterThan(0);
    const thirtyDays = await asAdmin(api.audit.list, {
      query: { from: '2026-03-01', to: '2026-03-30' },
    });
    expect(thirtyDays.statusCode).toBe(200);
    const thirtyOne = await asAdmin(api.audit.list, {
      query: { from: '2026-03-01', to: '2026-03-31' },
    });
    expect(thirtyOne.json<ErrorBody>().code).toBe(500006);
  });

  it('is readable only by administrators', async () => {
    const user = await createUserWithPassword(t.server, t.company);
    const token = (await login(t.server, user.user_name, USER_PASSWORD)).access;
    expect((await send(t.server, api.audit.list, {}, { token })).statusCode).toBe(403);
    expect((await send(t.server, api.audit.verify, {}, { token })).statusCode).toBe(403);
  });
});

describe('hash chain', () => {
  const seal = () => t.server.app.jobs.runDue();
  const companyId = async (domain = 'audit.co') =>
    (
      await ownerQuery<{ id: string }>(t.server, 'SELECT id FROM tenants WHERE domain = $1', [
        domain,
      ])
    )[0]?.id as string;
  const verify = async (domain?: string) => {
    const tenantId = await companyId(domain);
    return inTenant(t.server.app.platform, { tenantId, actor: system, language: 'es' }, ({ tx }) =>
      verifyAuditChain(tx, tenantId),
    );
  };
  const write = (name: string) =>
    send(
      t.server,
      api.users.create,
      { body: userInput({ first_name: name }) },
      { token: t.company.adminToken },
    );

  it('names the rows not sealed yet, and checks them once the sealer has chained them', async () => {
    await write('Sellada');
    const before = await verify();
    expect(before.intact).toBe(true);
    expect(before.unsealed).toBeGreaterThan(0);

    await seal();
    const after = await verify();
    expect(after).toMatchObject({ intact: true, brokenAt: null, unsealed: 0 });
    expect(after.checked).toBe(before.checked + before.unsealed);
  });

  it('seals a row that commits after later rows were sealed, at the end of the chain', async () => {
    // A writer draws its number, then its transaction commits only after later rows are sealed.
    const [late] = await ownerQuery<{ seq: string }>(
      t.server,
      "SELECT nextval('audit_logs_seq') AS seq",
    );
    await write('Posterior');
    await seal();
    const tenantId = await companyId();
    await inTenant(t.server.app.platform, { tenantId, actor: system, language: 'es' }, ({ tx }) =>
      tx.query(
        `INSERT INTO audit_logs (tenant_id, seq, at, module, action, entity_type)
         VALUES ($1, $2, now(), 'company', 'update', 'company')`,
        [tenantId, late?.seq],
      ),
    );
    expect((await verify()).unsealed).toBe(1);
    await seal();
    expect(await verify()).toMatchObject({ intact: true, unsealed: 0 });
  });

  it('lets the application seal a row once and change nothing else, ever', async () => {
    await seal();
    const tenantId = await companyId();
    const asApplication = (sql: string) =>
      inTenant(t.server.app.platform, { tenantId, actor: system, language: 'es' }, ({ tx }) =>
        tx.query(sql),
      );
    await expect(asApplication("UPDATE audit_logs SET action = 'nothing'")).rejects.toThrow();
    await expect(asApplication("UPDATE audit_logs SET hash = repeat('0', 64)")).rejects.toThrow();
    await expect(
      asApplication('UPDATE audit_logs SET chain_pos = chain_pos + 1'),
    ).rejects.toThrow();
    await expect(asApplication('DELETE FROM audit_logs')).rejects.toThrow();
    expect(await verify()).toMatchObject({ intact: true, unsealed: 0 });
  });

  it('detects a sealed row edited behind the application’s back', async () => {
    await seal();
    const [target] = await ownerQuery<{ seq: string }>(
      t.server,
      "SELECT seq FROM audit_logs WHERE user_name = 'admin@audit.co' ORDER BY chain_pos LIMIT 1 OFFSET 1",
    );
    await ownerQuery(t.server, 'ALTER TABLE audit_logs DISABLE TRIGGER audit_logs_no_update');
    await ownerQuery(
      t.server,
      `UPDATE audit_logs SET changes = '{"forged": true}' WHERE user_name = 'admin@audit.co' AND seq = $1`,
      [target?.seq],
    );
    await ownerQuery(t.server, 'ALTER TABLE audit_logs ENABLE TRIGGER audit_logs_no_update');
    expect(await verify()).toMatchObject({ intact: false, brokenAt: Number(target?.seq) });
  });

  it('covers the entity name of a row in its hash', async () => {
    const other = await companyWithAdmin(t.server, 'named.audit.co');
    await send(
      t.server,
      api.users.create,
      { body: userInput({ first_name: 'Con nombre', last_name: 'Sellado' }) },
      { token: other.adminToken },
    );
    await seal();
    expect(await verify('named.audit.co')).toMatchObject({ intact: true, unsealed: 0 });
    const [target] = await ownerQuery<{ seq: string }>(
      t.server,
      "SELECT seq FROM audit_logs WHERE entity_name = 'Con nombre Sellado'",
    );
    await ownerQuery(t.server, 'ALTER TABLE audit_logs DISABLE TRIGGER audit_logs_no_update');
    await ownerQuery(t.server, "UPDATE audit_logs SET entity_name = 'Otro' WHERE seq = $1", [
      target?.seq,
    ]);
    await ownerQuery(t.server, 'ALTER TABLE audit_logs ENABLE TRIGGER audit_logs_no_update');
    expect(await verify('named.audit.co')).toMatchObject({
      intact: false,
      brokenAt: Number(target?.seq),
    });
  });
});
