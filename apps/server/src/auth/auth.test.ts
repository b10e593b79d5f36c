import fs from 'node:fs';
import path from 'node:path';
import type { ErrorBody, SessionDto, UserDto, UserStatusValue } from '@custodia/contracts';
import { api } from '@custodia/contracts';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_PASSWORD,
  createUserWithPassword,
  login,
  ownerQuery,
  send,
  USER_PASSWORD,
  useCompanyServer,
} from '../../test/test-server.ts';
import { hashToken } from '../platform/secrets.ts';

const t = useCompanyServer('auth.co');

function attempt(userName: string, password: string, language?: string) {
  return send(t.server, api.auth.login, { body: { user_name: userName, password } }, { language });
}

describe('login', () => {
  it('returns the session object of the spec, with the user name lowercased', async () => {
    const response = await attempt('ADMIN@Auth.CO', ADMIN_PASSWORD);
    expect(response.statusCode).toBe(200);
    const session: SessionDto = response.json();
    expect(session.user_name).toBe('admin@auth.co');
    expect(session.user_type).toBe(3);
    expect(session.domain).toBe('auth.co');
    // Every screen reads times in the company's zone (decision 79).
    expect(session.time_zone).toBe('America/Bogota');
    expect(session.access.length).toBeGreaterThan(40);
    expect(session.roles_permissions).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(session.admin_forms).toEqual({ all_forms: true, forms_uuid: [] });
    expect(session.password_expiration_days).toBe(90);
    expect(Object.values(session.abilities).every(Boolean)).toBe(true);
    // The session's own user says what the admin may do with themselves: not change their status.
    expect(session.user.abilities).toMatchObject({ edit: true, changeStatus: false });
  });

  it('gives a standard user without roles only the third-party accounts (spec §2)', async () => {
    const user = await createUserWithPassword(t.server, t.company, { user_type: 2 });
    const session = await login(t.server, user.user_name, USER_PASSWORD);
    const allowed = Object.keys(session.abilities).filter(
      (action) => session.abilities[action as keyof SessionDto['abilities']],
    );
    // Reading lists is no screen of its own: it feeds the selects of the forms one files in. The
    // expedient search is everyone's, finding only what their TRD levels let them read.
    expect(allowed).toEqual(['apiAccount.list', 'list.read', 'expedient.consult']);
  });

  it('answers wrong credentials the same way for a wrong password, an unknown user and an unknown company', async () => {
    const answers = await Promise.all([
      attempt('admin@auth.co', 'Wrong123!'),
      attempt('nobody@auth.co', 'Wrong123!'),
      attempt('admin@unknown.co', 'Wrong123!'),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({
        code: 10046,
        detail: 'Datos incorrectos. Verifique su usuario y contraseña.',
      });
    }
    await login(t.server, 'admin@auth.co', ADMIN_PASSWORD);
  });

  it('translates the answer to the caller language', async () => {
    const english = await attempt('nobody.english@auth.co', 'x', 'en-US,en;q=0.9');
    expect(english.json<ErrorBody>().detail).toBe(
      'Incorrect data. Check your user name and password.',
    );
    const french = await attempt('nobody.french@auth.co', 'x', 'fr');
    expect(french.json<ErrorBody>().detail).toContain('Données incorrectes');
  });

  it('refuses a malformed user name with field messages', async () => {
    const response = await attempt('admin', '');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 30010,
      data: {
        user_name: 'El usuario debe tener la forma usuario@dominio',
        password: '¡Este campo es obligatorio!',
      },
    });
  });

  it('locks the account at the third consecutive failure; only an admin unlocks it', async () => {
    const user = await createUserWithPassword(t.server, t.company);
    expect((await attempt(user.user_name, 'Wrong123!')).json<ErrorBody>().code).toBe(10046);
    expect((await attempt(user.user_name, 'Wrong123!')).json<ErrorBody>().code).toBe(10046);
    const third = await attempt(user.user_name, 'Wrong123!');
    expect(third.statusCode).toBe(403);
    expect(third.json<ErrorBody>().code).toBe(70029);

    const withRightPassword = await attempt(user.user_name, USER_PASSWORD);
    expect(withRightPassword.statusCode).toBe(403);
    expect(withRightPassword.json<ErrorBody>().code).toBe(70029);
    const [row] = await ownerQuery<{ status: number }>(
      t.server,
      'SELECT status FROM users WHERE id = $1',
      [user.id],
    );
    expect(row?.status).toBe(2);

    const unlock = await send(
      t.server,
      api.users.changeStatus,
      { params: { id: user.id }, body: { status: 1 } },
      { token: t.company.adminToken },
    );
    expect(unlock.statusCode).toBe(200);
    expect((await attempt(user.user_name, USER_PASSWORD)).statusCode).toBe(200);
  });

  /** The status code and error code of each of four logins with a wrong password. */
  async function wrongPasswordAnswers(userName: string): Promise<string[]> {
    const answers = [];
    for (let failure = 1; failure <= 4; failure += 1) {
      const answer = await attempt(userName, 'Wrong123!');
      answers.push(`${answer.statusCode} ${answer.json<ErrorBody>().code}`);
    }
    return answers;
  }

  async function setStatus(userId: string, status: UserStatusValue) {
    const changed = await send(
      t.server,
      api.users.changeStatus,
      { params: { id: userId }, body: { status } },
      { token: t.company.adminToken },
    );
    expect(changed.statusCode).toBe(200);
  }

  /** An inactive (3), a retired (4) and a password-expired (5) user, each with a password. */
  async function usersNotActive() {
    const users = [];
    for (const status of [3, 4, 5] as const) {
      const user = await createUserWithPassword(t.server, t.company);
      await setStatus(user.id, status);
      users.push(user);
    }
    return users as [UserDto, UserDto, UserDto];
  }

  it('answers a wrong password alike whatever the account: active, not active, locked or invented', async () => {
    const active = await createUserWithPassword(t.server, t.company);
    const [inactive, retired, expired] = await usersNotActive();
    // Locked by someone's failures a day ago: the failures are forgotten, the lock is not.
    const locked = await createUserWithPassword(t.server, t.company);
    await wrongPasswordAnswers(locked.user_name);
    await ownerQuery(
      t.server,
      "UPDATE login_failures SET last_failure_at = now() - interval '25 hours' WHERE user_name = $1",
      [locked.user_name],
    );
    const names = [
      active.user_name,
      inactive.user_name,
      retired.user_name,
      expired.user_name,
      locked.user_name,
      'invented.person@auth.co',
      'someone@unknown-company.co',
    ];
    for (const name of names) {
      expect({ name, answers: await wrongPasswordAnswers(name) }).toEqual({
        name,
        answers: ['400 10046', '400 10046', '403 70029', '403 70029'],
      });
    }
  });

  it('tells the account state only to the right password, after any failures', async () => {
    const inactive = await createUserWithPassword(t.server, t.company);
    const expired = await createUserWithPassword(t.server, t.company);
    await setStatus(inactive.id, 3);
    await setStatus(expired.id, 5);
    await wrongPasswordAnswers(inactive.user_name);
    await wrongPasswordAnswers(expired.user_name);
    expect((await attempt(inactive.user_name, USER_PASSWORD)).json<ErrorBody>().code).toBe(10048);
    expect((await attempt(expired.user_name, USER_PASSWORD)).json<ErrorBody>().code).toBe(10045);
    // The right password starts the count again, as it does for an active account.
    expect((await attempt(inactive.user_name, 'Wrong123!')).json<ErrorBody>().code).toBe(10046);
    const [row] = await ownerQuery<{ status: number }>(
      t.server,
      'SELECT status FROM users WHERE id = $1',
      [inactive.id],
    );
    expect(row?.status).toBe(3);
  });

  it('tells the user and every active administrator of the company when an account locks', async () => {
    const otherAdmin = await createUserWithPassword(t.server, t.company, { user_type: 3 });
    const inactiveAdmin = await createUserWithPassword(t.server, t.company, { user_type: 3 });
    await setStatus(inactiveAdmin.id, 3);
    const outbox = path.join(t.server.dataDir, 'outbox');
    const recipientsOfLock = async (locked: { user_name: string }) => {
      await wrongPasswordAnswers(locked.user_name);
      await t.server.app.jobs.runDue();
      return fs
        .readdirSync(outbox)
        .map((file) => fs.readFileSync(path.join(outbox, file), 'utf8'))
        .filter((mail) => mail.includes(locked.user_name) && /bloque/i.test(mail))
        .map((mail) => /^To: (.*)$/m.exec(mail)?.[1])
        .sort();
    };
    const user = await createUserWithPassword(t.server, t.company);
    expect(await recipientsOfLock(user)).toEqual(
      ['admin@auth.co', otherAdmin.email, user.email].sort(),
    );
    // An administrator locked out hears of it, and so does every other one.
    expect(await recipientsOfLock(otherAdmin)).toEqual(['admin@auth.co', otherAdmin.email].sort());
  });

  it('counts only consecutive failures: a success resets the count', async () => {
    const user = await createUserWithPassword(t.server, t.company);
    await attempt(user.user_name, 'Wrong123!');
    await attempt(user.user_name, 'Wrong123!');
    await login(t.server, user.user_name, USER_PASSWORD);
    await attempt(user.user_name, 'Wrong123!');
    expect((await attempt(user.user_name, 'Wrong123!')).json<ErrorBody>().code).toBe(10046);
  });

  it('refuses users that are not active with 10048, and locked by expiry with 10045', async () => {
    const [inactive, retired, expired] = await usersNotActive();
    expect((await attempt(inactive.user_name, USER_PASSWORD)).json<ErrorBody>().code).toBe(10048);
    expect((await attempt(retired.user_name, USER_PASSWORD)).json<ErrorBody>().code).toBe(10048);
    expect((await attempt(expired.user_name, USER_PASSWORD)).json<ErrorBody>().code).toBe(10045);
    expect((await attempt(inactive.user_name, 'Wrong123!')).json<ErrorBody>().code).toBe(10046);
  });

  it('tells a new user without a password to use the e-mailed link (10024)', async () => {
    const created = await send(
      t.server,
      api.users.create,
      {
        body: {
          user_name: 'nopass',
          first_name: 'Sin',
          last_name: 'Clave',
          document_type: 1,
          document_reference: 'NP12345',
          email: 'nopass@example.com',
          phone: '3000000000',
          user_type: 2,
        },
      },
      { token: t.company.adminToken },
    );
    expect(created.statusCode).toBe(201);
    const response = await attempt('nopass@auth.co', 'Anything1!');
    expect(response.statusCode).toBe(403);
    expect(response.json<ErrorBody>().code).toBe(10024);
  });
});

describe('sessions', () => {
  it('serves the session object again and ends it at logout', async () => {
    const session = await login(t.server, 'admin@auth.co', ADMIN_PASSWORD);
    const again = await send(t.server, api.auth.session, {}, { token: session.access });
    expect(again.statusCode).toBe(200);
    expect(again.json().user.id).toBe(session.user.id);

    expect((await send(t.server, api.auth.logout, {}, { token: session.access })).statusCode).toBe(
      200,
    );
    const after = await send(t.server, api.auth.session, {}, { token: session.access });
    expect(after.statusCode).toBe(401);
    expect(after.json<ErrorBody>().code).toBe(10000);
  });

  it('refuses a missing, malformed or forged token', async () => {
    const session = await login(t.server, 'admin@auth.co', ADMIN_PASSWORD);
    const forged = `${session.access.slice(0, 37)}${'A'.repeat(43)}`;
    for (const token of [undefined, 'garbage', forged]) {
      const response = await send(t.server, api.users.list, {}, { token });
      expect(response.statusCode).toBe(401);
    }
  });

  it('stores only a hash of the token', async () => {
    const session = await login(t.server, 'admin@auth.co', ADMIN_PASSWORD);
    const rows = await ownerQuery(t.server, 'SELECT token_hash FROM sessions');
    expect(rows.some((row) => row.token_hash === session.access)).toBe(false);
  });

  it('ends a session idle longer than the idle limit and one past its absolute expiry', async () => {
    const idle = await login(t.server, 'admin@auth.co', ADMIN_PASSWORD);
    const old = await login(t.server, 'admin@auth.co', ADMIN_PASSWORD);
    await ownerQuery(
      t.server,
      "UPDATE sessions SET last_seen_at = now() - interval '61 minutes' WHERE token_hash = $1",
      [hashToken(idle.access)],
    );
    await ownerQuery(
      t.server,
      "UPDATE sessions SET expires_at = now() - interval '1 second' WHERE token_hash = $1",
      [hashToken(old.access)],
    );
    const fresh = await login(t.server, 'admin@auth.co', ADMIN_PASSWORD);
    expect((await send(t.server, api.auth.session, {}, { token: fresh.access })).statusCode).toBe(
      200,
    );
    expect((await send(t.server, api.auth.session, {}, { token: idle.access })).statusCode).toBe(
      401,
    );
    expect((await send(t.server, api.auth.session, {}, { token: old.access })).statusCode).toBe(
      401,
    );
  });

  it('ends the sessions of a user whose status changes', async () => {
    const user = await createUserWithPassword(t.server, t.company);
    const session = await login(t.server, user.user_name, USER_PASSWORD);
    await send(
      t.server,
      api.users.changeStatus,
      { params: { id: user.id }, body: { status: 3 } },
      { token: t.company.adminToken },
    );
    expect((await send(t.server, api.auth.session, {}, { token: session.access })).statusCode).toBe(
      401,
    );
  });
});

describe('password expiry', () => {
  async function ageUserPassword(userId: string, days: number) {
    await ownerQuery(
      t.server,
      `UPDATE users SET password_changed_at = now() - make_interval(days => $2) WHERE id = $1`,
      [userId, days],
    );
  }

  it('warns with the days left, and at 0 allows only renewing the password', async () => {
    const user = await createUserWithPassword(t.server, t.company);
    await ageUserPassword(user.id, 85);
    expect((await login(t.server, user.user_name, USER_PASSWORD)).password_expiration_days).toBe(5);

    await ageUserPassword(user.id, 90);
    const session = await login(t.server, user.user_name, USER_PASSWORD);
    expect(session.password_expiration_days).toBe(0);
    const blocked = await send(
      t.server,
      api.users.get,
      { params: { id: user.id } },
      { token: session.access },
    );
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json<ErrorBody>().code).toBe(10045);
    expect((await send(t.server, api.auth.session, {}, { token: session.access })).statusCode).toBe(
      200,
    );

    const renewed = await send(
      t.server,
      api.users.changeOwnPassword,
      {
        params: { id: user.id },
        body: {
          current_password: USER_PASSWORD,
          password: 'Renewed123!',
          password_confirmation: 'Renewed123!',
        },
      },
      { token: session.access },
    );
    expect(renewed.statusCode).toBe(200);
    expect((await login(t.server, user.user_name, 'Renewed123!')).password_expiration_days).toBe(
      90,
    );
  });

  it('follows the company setting, and never expires when it is cleared', async () => {
    const user = await createUserWithPassword(t.server, t.company);
    await ageUserPassword(user.id, 200);
    const update = await send(
      t.server,
      api.company.update,
      { body: { password_expiration_days: null } },
      { token: t.company.adminToken },
    );
    expect(update.statusCode).toBe(200);
    expect(
      (await login(t.server, user.user_name, USER_PASSWORD)).password_expiration_days,
    ).toBeNull();
    await send(
      t.server,
      api.company.update,
      { body: { password_expiration_days: 365 } },
      { token: t.company.adminToken },
    );
    expect((await login(t.server, user.user_name, USER_PASSWORD)).password_expiration_days).toBe(
      165,
    );
    await send(
      t.server,
      api.company.update,
      { body: { password_expiration_days: 90 } },
      { token: t.company.adminToken },
    );
  });

  it('lets only an admin change the company setting', async () => {
    const user = await createUserWithPassword(t.server, t.company, { user_type: 2 });
    const session = await login(t.server, user.user_name, USER_PASSWORD);
    const response = await send(
      t.server,
      api.company.update,
      { body: { password_expiration_days: 10 } },
      { token: session.access },
    );
    expect(response.statusCode).toBe(403);
    expect(response.json<ErrorBody>().code).toBe(10001);
  });
});
