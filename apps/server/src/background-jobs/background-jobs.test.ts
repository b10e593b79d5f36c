import {
  allConfigPermissions,
  api,
  backgroundJobKinds,
  type ErrorBody,
  type FailedJobDto,
  type Paged,
} from '@custodia/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type Company,
  companyWithAdmin,
  described,
  login,
  memberOfNewRole,
  ownerQuery,
  request,
  send,
  sendRequest,
  USER_PASSWORD,
  useCompanyServer,
} from '../../test/test-server.ts';
import { allJobs } from '../jobs.ts';

const t = useCompanyServer('jobs.co');

/** What a mail's payload may hold that its company's screen must never show. */
const secret = {
  to: 'ana.secreta@example.com',
  link: 'http://custodia.test/nueva-contrasena?token=s3cr3t',
};

type JobRow = {
  failed_at: Date | null;
  done_at: Date | null;
  locked_until: Date | null;
  attempts: number;
  last_error: string | null;
  due: boolean;
};

async function tenantOf(company: Company): Promise<string> {
  const [tenant] = await ownerQuery<{ id: string }>(
    t.server,
    'SELECT id FROM tenants WHERE domain = $1',
    [company.domain],
  );
  return tenant?.id as string;
}

/**
 * A mail job of the company as the runner leaves one that used up its attempts (`failed`), or
 * one still pending or done; `key` names the job it replaces.
 */
async function jobOf(
  tenantId: string,
  state: 'failed' | 'pending' | 'done',
  key: string | null = null,
): Promise<string> {
  const [job] = await ownerQuery<{ id: string }>(
    t.server,
    `INSERT INTO jobs (kind, tenant_id, key, payload, attempts, run_at, failed_at, done_at, last_error)
     VALUES ('mail', $1, $2, $3, $4, now() + interval '160 seconds',
             CASE WHEN $5 = 'failed' THEN now() END, CASE WHEN $5 = 'done' THEN now() END,
             CASE WHEN $5 = 'failed' THEN 'connect ECONNREFUSED 127.0.0.1:25' END)
     RETURNING id::text AS id`,
    [
      tenantId,
      key,
      JSON.stringify({ to: secret.to, subject: 'Su contraseña', text: `Entre en ${secret.link}` }),
      state === 'failed' ? 5 : 0,
      state,
    ],
  );
  return job?.id as string;
}

async function jobRow(id: string): Promise<JobRow | undefined> {
  const [row] = await ownerQuery<JobRow>(
    t.server,
    `SELECT failed_at, done_at, locked_until, attempts, last_error, run_at <= now() AS due
       FROM jobs WHERE id = $1`,
    [id],
  );
  return row;
}

async function failedList(token: string): Promise<Paged<FailedJobDto>> {
  const response = await send(
    t.server,
    api.backgroundJobs.failed,
    { query: { per_page: 100 } },
    { token },
  );
  expect(response.statusCode).toBe(200);
  expect(response.body).not.toContain(secret.to);
  expect(response.body).not.toContain(secret.link);
  return response.json();
}

describe('failed background jobs', () => {
  let tenantId: string;
  let other: Company;
  let otherTenantId: string;
  beforeAll(async () => {
    tenantId = await tenantOf(t.company);
    other = await companyWithAdmin(t.server, 'other-jobs.co');
    otherTenantId = await tenantOf(other);
  });

  it("lists to an admin only its company's failed jobs, the latest failure first, never a payload", async () => {
    const older = await jobOf(tenantId, 'failed');
    const newer = await jobOf(tenantId, 'failed');
    await jobOf(tenantId, 'pending');
    await jobOf(tenantId, 'done');
    const otherFailed = await jobOf(otherTenantId, 'failed');

    const mine = await failedList(t.company.adminToken);
    const ids = mine.items.map((job) => job.id);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    expect(ids).toContain(older);
    expect(ids).not.toContain(otherFailed);
    expect(mine.items.find((job) => job.id === newer)).toEqual({
      id: newer,
      kind: 'mail',
      created_at: expect.any(String),
      failed_at: expect.any(String),
      attempts: 5,
      last_error: 'connect ECONNREFUSED 127.0.0.1:25',
      abilities: { retry: true },
    });

    const theirs = await failedList(other.adminToken);
    expect(theirs.items.map((job) => job.id)).toEqual([otherFailed]);
  });

  it('is refused to anyone but an admin, even one whose role grants every permission', async () => {
    const { role, user } = await memberOfNewRole(t, 2);
    await t.asAdmin(api.roles.setPermissions, {
      params: { id: role.id },
      body: {
        permissions: allConfigPermissions,
        designer_forms: true,
        designer_workflows: true,
      },
    });
    const token = (await login(t.server, user.user_name, USER_PASSWORD)).access;
    const job = await jobOf(tenantId, 'failed');
    for (const asked of [
      request(api.backgroundJobs.failed),
      request(api.backgroundJobs.retry, { params: { id: job } }),
    ]) {
      const refused = await sendRequest(t.server, asked, { token });
      expect(refused.statusCode, described(asked)).toBe(403);
      expect(refused.json<ErrorBody>().code).toBe(10001);
    }
    expect((await jobRow(job))?.failed_at).not.toBeNull();
  });

  it('makes a retried job due from its first attempt, audits it, and the runner runs it', async () => {
    const job = await jobOf(tenantId, 'failed');
    const retried = await t.asAdmin(api.backgroundJobs.retry, { params: { id: job } });
    expect(retried.statusCode).toBe(202);
    expect(retried.json()).toEqual({
      detail: 'El trabajo se ejecutará de nuevo en unos instantes.',
    });
    expect(await jobRow(job)).toEqual({
      failed_at: null,
      done_at: null,
      locked_until: null,
      attempts: 0,
      // Kept until it runs: what went wrong last time stays readable meanwhile.
      last_error: 'connect ECONNREFUSED 127.0.0.1:25',
      due: true,
    });
    const listed = await failedList(t.company.adminToken);
    expect(listed.items.map((item) => item.id)).not.toContain(job);

    const log = await t.asAdmin(api.audit.list, {
      query: { module: 'background_jobs', action: 'retry' },
    });
    expect(log.json().items).toContainEqual(
      expect.objectContaining({
        entity_type: 'background_job',
        entity_id: job,
        entity_name: job,
        user_name: `admin@${t.company.domain}`,
        changes: { kind: 'mail', attempts: { from: 5, to: 0 } },
      }),
    );

    await t.server.app.jobs.runDue();
    expect(await jobRow(job)).toMatchObject({
      failed_at: null,
      done_at: expect.any(Date),
      attempts: 1,
    });
  });

  it('answers 500010 for a job that does not exist, is not failed, is another company’s or was replaced', async () => {
    const replacedKey = 'deadline-1';
    const replaced = await jobOf(tenantId, 'failed', replacedKey);
    await jobOf(tenantId, 'pending', replacedKey);
    const listed = await failedList(t.company.adminToken);
    expect(listed.items.find((job) => job.id === replaced)?.abilities).toEqual({ retry: false });

    const unknown = '999999999';
    for (const job of [
      unknown,
      await jobOf(tenantId, 'done'),
      await jobOf(tenantId, 'pending'),
      await jobOf(otherTenantId, 'failed'),
      replaced,
    ]) {
      const refused = await t.asAdmin(api.backgroundJobs.retry, { params: { id: job } });
      expect(refused.statusCode, job).toBe(404);
      expect(refused.json<ErrorBody>().code, job).toBe(500010);
    }
    expect((await jobRow(replaced))?.failed_at).not.toBeNull();

    const malformed = await t.asAdmin(api.backgroundJobs.retry, { params: { id: 'not-a-number' } });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<ErrorBody>().code).toBe(30010);
  });

  it('has a label for every kind of job a company queues', () => {
    const companyJobs = allJobs.filter((job) => job.scope === 'tenant').map((job) => job.name);
    expect(companyJobs.sort()).toEqual([...backgroundJobKinds].sort());
  });
});
