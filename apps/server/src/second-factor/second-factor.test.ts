import type { ErrorBody, SessionDto, UserDto } from '@custodia/contracts';
import { api } from '@custodia/contracts';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import {
  companyWithAdmin,
  createUserWithPassword,
  login,
  memberOfNewRole,
  ownerQuery,
  send,
  USER_PASSWORD,
  useCompanyServer,
} from '../../test/test-server.ts';

const t = useCompanyServer('factor.co');

const codeOf = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret) }).generate();

/** A six-digit code that none of the steps the server accepts now would give. */
function wrongCode(secret: string): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret) });
  const taken = [-1, 0, 1].map((step) => totp.generate({ timestamp: Date.now() + step * 30_000 }));
  return ['000000', '111111', '222222', '333333'].find((code) => !taken.includes(code)) ?? '';
}

function signIn(userName: string, password = USER_PASSWORD) {
  return send(t.server, api.auth.login, { body: { user_name: userName, password } });
}

/** A right password's challenge, as login answers it when a second step follows. */
async function challengeOf(userName: string, step: 'verify' | 'enrol'): Promise<string> {
  const answer = await signIn(userName);
  expect(answer.statusCode).toBe(401);
  const body = answer.json<ErrorBody>();
  expect(body).toMatchObject({ code: 81000, data: { step } });
  return body.data?.challenge ?? '';
}

function withCode(challenge: string, code: string) {
  return send(t.server, api.secondFactor.signInCode, { body: { challenge, code } });
}

/** The code of a step is taken once: a test signing in again later travels past it. */
async function forgetUsedStep(userId: string): Promise<void> {
  await ownerQuery(t.server, 'UPDATE second_factors SET last_used_step = NULL WHERE user_id = $1', [
    userId,
  ]);
}

type Enrolled = { user: UserDto; secret: string; recoveryCodes: string[] };

/** A user who set up their authenticator from their own menu, confirmed by its first code. */
async function enrolledUser(): Promise<Enrolled> {
  const user = await createUserWithPassword(t.server, t.company);
  const session = await login(t.server, user.user_name, USER_PASSWORD);
  const token = { token: session.access };
  const enrolment = await send(t.server, api.secondFactor.enrol, {}, token);
  expect(enrolment.statusCode).toBe(200);
  const { secret, uri } = enrolment.json();
  expect(uri).toMatch(/^otpauth:\/\/totp\/Custodia:/);
  expect(uri).toContain(`secret=${secret}`);
  const confirmed = await send(
    t.server,
    api.secondFactor.confirm,
    { body: { code: codeOf(secret) } },
    token,
  );
  expect(confirmed.statusCode).toBe(200);
  const recoveryCodes = confirmed.json().recovery_codes;
  await forgetUsedStep(user.id);
  return { user, secret, recoveryCodes };
}

describe('enrolment', () => {
  it('keeps the secret sealed and the ten recovery codes hashed, and says so to its owner', async () => {
    const { user, secret, recoveryCodes } = await enrolledUser();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const [factor] = await ownerQuery<{ secret_sealed: string; pending_secret_sealed: null }>(
      t.server,
      'SELECT secret_sealed, pending_secret_sealed FROM second_factors WHERE user_id = $1',
      [user.id],
    );
    expect(factor?.secret_sealed).toMatch(/^v1\./);
    expect(factor?.secret_sealed).not.toContain(secret);
    expect(factor?.pending_secret_sealed).toBeNull();
    const hashes = await ownerQuery<{ code_hash: string }>(
      t.server,
      'SELECT code_hash FROM recovery_codes WHERE user_id = $1',
      [user.id],
    );
    expect(hashes).toHaveLength(10);
    expect(hashes.map((row) => row.code_hash)).not.toContain(recoveryCodes[0]);

    const challenge = await challengeOf(user.user_name, 'verify');
    const session: SessionDto = (await withCode(challenge, codeOf(secret))).json();
    const own = await send(t.server, api.secondFactor.get, {}, { token: session.access });
    expect(own.json()).toMatchObject({ enrolled: true, recovery_codes_left: 10, required: false });
  });

  it('refuses a confirmation whose code is not of the new secret, and keeps no factor', async () => {
    const user = await createUserWithPassword(t.server, t.company);
    const session = await login(t.server, user.user_name, USER_PASSWORD);
    const token = { token: session.access };
    const before = await send(
      t.server,
      api.secondFactor.confirm,
      { body: { code: '123456' } },
      token,
    );
    expect(before.json<ErrorBody>().code).toBe(81004);
    const { secret } = (await send(t.server, api.secondFactor.enrol, {}, token)).json();
    const wrong = await send(
      t.server,
      api.secondFactor.confirm,
      { body: { code: wrongCode(secret) } },
      token,
    );
    expect(wrong.json<ErrorBody>().code).toBe(81002);
    // Not yet a factor: the password alone still signs in.
    expect((await signIn(user.user_name)).statusCode).toBe(200);
  });

  it('turns off with a code or the password, and not with a wrong one', async () => {
    const { user, secret } = await enrolledUser();
    const session = await withCode(await challengeOf(user.user_name, 'verify'), codeOf(secret));
    const token = { token: session.json().access };
    const wrong = await send(
      t.server,
      api.secondFactor.disable,
      { body: { password: 'Wrong123!' } },
      token,
    );
    expect(wrong.json<ErrorBody>().code).toBe(10009);
    const off = await send(
      t.server,
      api.secondFactor.disable,
      { body: { password: USER_PASSWORD } },
      token,
    );
    expect(off.statusCode).toBe(200);
    expect((await signIn(user.user_name)).statusCode).toBe(200);
  });
});

describe('sign-in with a second factor', () => {
  it('asks for the code after the password, and the code opens the session', async () => {
    const { user, secret } = await enrolledUser();
    const challenge = await challengeOf(user.user_name, 'verify');
    // The challenge is no session: no route takes it.
    const asToken = await send(t.server, api.auth.session, {}, { token: challenge });
    expect(asToken.statusCode).toBe(401);
    const answer = await withCode(challenge, codeOf(secret));
    expect(answer.statusCode).toBe(200);
    const session: SessionDto = answer.json();
    expect(session.user_name).toBe(user.user_name);
    expect((await send(t.server, api.auth.session, {}, { token: session.access })).statusCode).toBe(
      200,
    );
    // Used once: the same challenge opens nothing more.
    await forgetUsedStep(user.id);
    expect((await withCode(challenge, codeOf(secret))).json<ErrorBody>().code).toBe(81001);
  });

  it('refuses a code used already, within its window', async () => {
    const { user, secret } = await enrolledUser();
    const code = codeOf(secret);
    expect((await withCode(await challengeOf(user.user_name, 'verify'), code)).statusCode).toBe(
      200,
    );
    const again = await withCode(await challengeOf(user.user_name, 'verify'), code);
    expect(again.statusCode).toBe(400);
    expect(again.json<ErrorBody>().code).toBe(81002);
  });

  it('counts wrong codes as wrong passwords: the third locks the account', async () => {
    const { user, secret } = await enrolledUser();
    const wrong = wrongCode(secret);
    const first = await withCode(await challengeOf(user.user_name, 'verify'), wrong);
    expect(first.json<ErrorBody>().code).toBe(81002);
    // A right password between them does not start the count again: only a whole sign-in does.
    const challenge = await challengeOf(user.user_name, 'verify');
    expect((await withCode(challenge, wrong)).json<ErrorBody>().code).toBe(81002);
    const third = await withCode(challenge, wrong);
    expect(third.statusCode).toBe(403);
    expect(third.json<ErrorBody>().code).toBe(70029);
    expect((await signIn(user.user_name)).json<ErrorBody>().code).toBe(70029);
    const [row] = await ownerQuery<{ status: number }>(
      t.server,
      'SELECT status FROM users WHERE id = $1',
      [user.id],
    );
    expect(row?.status).toBe(2);
    // The right code after the lock opens nothing.
    expect((await withCode(challenge, codeOf(secret))).json<ErrorBody>().code).toBe(81001);
  });

  it('takes a recovery code once, whatever way it is typed', async () => {
    const { user, recoveryCodes } = await enrolledUser();
    const [code = ''] = recoveryCodes;
    const typed = ` ${code.toUpperCase().replace('-', '')} `;
    const first = await withCode(await challengeOf(user.user_name, 'verify'), typed);
    expect(first.statusCode).toBe(200);
    const again = await withCode(await challengeOf(user.user_name, 'verify'), code);
    expect(again.json<ErrorBody>().code).toBe(81002);
    const own = await send(t.server, api.secondFactor.get, {}, { token: first.json().access });
    expect(own.json().recovery_codes_left).toBe(9);
  });

  it('never asks a third-party account, whatever the company requires', async () => {
    await t.asAdmin(api.secondFactor.setPolicy, { body: { required_for: 'everyone' } });
    try {
      const account = (await t.asAdmin(api.apiAccounts.create, { body: { name: 'erp' } })).json();
      const issued = await send(t.server, api.auth.token, {
        body: { user_name: account.user_name, password: account.password },
      });
      expect(issued.statusCode).toBe(200);
      const enrol = await send(
        t.server,
        api.secondFactor.enrol,
        {},
        { token: issued.json().access },
      );
      expect(enrol.json<ErrorBody>().code).toBe(81006);
    } finally {
      await t.asAdmin(api.secondFactor.setPolicy, { body: { required_for: 'none' } });
    }
  });
});

describe('what the company requires', () => {
  it('takes a member of a chosen role to set up a factor before any session', async () => {
    const { role, user } = await memberOfNewRole(t, 2, 'Archivistas');
    const other = await createUserWithPassword(t.server, t.company);
    const set = await t.asAdmin(api.secondFactor.setPolicy, {
      body: { required_for: 'roles', role_ids: [role.id] },
    });
    expect(set.json()).toEqual({ required_for: 'roles', role_ids: [role.id] });
    try {
      expect((await signIn(other.user_name)).statusCode).toBe(200);
      const challenge = await challengeOf(user.user_name, 'enrol');
      // The enrolment's challenge takes no code: there is no factor yet.
      expect((await withCode(challenge, '123456')).json<ErrorBody>().code).toBe(81001);
      const begun = await send(t.server, api.secondFactor.signInEnrolment, { body: { challenge } });
      const { secret } = begun.json();
      const confirmed = await send(t.server, api.secondFactor.signInConfirm, {
        body: { challenge, code: codeOf(secret) },
      });
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json().recovery_codes).toHaveLength(10);
      const own = await send(
        t.server,
        api.secondFactor.get,
        {},
        { token: confirmed.json().access },
      );
      expect(own.json()).toMatchObject({ enrolled: true, required: true });
      // Required: it may be replaced, not turned off.
      const off = await send(
        t.server,
        api.secondFactor.disable,
        { body: { password: USER_PASSWORD } },
        { token: confirmed.json().access },
      );
      expect(off.json<ErrorBody>().code).toBe(81005);
      // From then on sign-in asks for its code.
      await challengeOf(user.user_name, 'verify');
    } finally {
      await t.asAdmin(api.secondFactor.setPolicy, { body: { required_for: 'none' } });
    }
  });

  it('refuses roles of no one and the roles choice without roles', async () => {
    const empty = await t.asAdmin(api.secondFactor.setPolicy, { body: { required_for: 'roles' } });
    expect(empty.json()).toMatchObject({
      code: 30010,
      data: { role_ids: 'Elija al menos un rol.' },
    });
    const unknown = await t.asAdmin(api.secondFactor.setPolicy, {
      body: { required_for: 'roles', role_ids: ['00000000-0000-4000-8000-000000000000'] },
    });
    expect(unknown.json<ErrorBody>().code).toBe(81009);
  });

  it('lets an administrator reset a user factor, with an audit row', async () => {
    const { user } = await enrolledUser();
    const access = await t.asAdmin(api.secondFactor.userAccess, { params: { id: user.id } });
    expect(access.json()).toEqual({ second_factor: true, active_sessions: 1 });
    const reset = await t.asAdmin(api.secondFactor.reset, { params: { id: user.id } });
    expect(reset.statusCode).toBe(200);
    expect((await signIn(user.user_name)).statusCode).toBe(200);
    const again = await t.asAdmin(api.secondFactor.reset, { params: { id: user.id } });
    expect(again.json<ErrorBody>().code).toBe(81003);
    const audit = await ownerQuery<{ action: string }>(
      t.server,
      "SELECT action FROM audit_logs WHERE module = 'second_factor' AND entity_id = $1 ORDER BY seq",
      [user.id],
    );
    expect(audit.map((row) => row.action)).toEqual(['enrol', 'reset']);
  });
});

describe('sessions', () => {
  const agent = (userAgent: string) => ({
    headers: {
      'user-agent': userAgent,
    },
  });
  const firefox =
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
  const chrome =
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

  async function signInFrom(userName: string, userAgent: string): Promise<SessionDto> {
    const answer = await send(
      t.server,
      api.auth.login,
      { body: { user_name: userName, password: USER_PASSWORD } },
      agent(userAgent),
    );
    return answer.json();
  }

  it('lists a person own live sessions, this one marked, and ends one of them', async () => {
    const user = await createUserWithPassword(t.server, t.company);
    const onLaptop = await signInFrom(user.user_name, firefox);
    const onDesktop = await signInFrom(user.user_name, chrome);
    const listed = await send(t.server, api.sessions.list, {}, { token: onDesktop.access });
    const items = listed.json().items;
    expect(items.map((item) => [item.device, item.current])).toEqual(
      expect.arrayContaining([
        ['Firefox · Windows', false],
        ['Chrome · Linux', true],
      ]),
    );
    expect(items).toHaveLength(2);
    expect(items[0]?.address).toMatch(/^127\./);
    const laptop = items.find((item) => !item.current);
    const ended = await send(
      t.server,
      api.sessions.end,
      { params: { id: laptop?.id ?? '' } },
      { token: onDesktop.access },
    );
    expect(ended.statusCode).toBe(200);
    expect(
      (await send(t.server, api.auth.session, {}, { token: onLaptop.access })).statusCode,
    ).toBe(401);
    const left = await send(t.server, api.sessions.list, {}, { token: onDesktop.access });
    expect(left.json().items).toHaveLength(1);
  });

  it('lets nobody end another person session by its id', async () => {
    const owner = await createUserWithPassword(t.server, t.company);
    const other = await createUserWithPassword(t.server, t.company);
    const owners = await signInFrom(owner.user_name, firefox);
    const others = await signInFrom(other.user_name, firefox);
    const [item] = (await send(t.server, api.sessions.list, {}, { token: owners.access })).json()
      .items;
    const refused = await send(
      t.server,
      api.sessions.end,
      { params: { id: item?.id ?? '' } },
      { token: others.access },
    );
    expect(refused.json<ErrorBody>().code).toBe(81010);
    expect((await send(t.server, api.auth.session, {}, { token: owners.access })).statusCode).toBe(
      200,
    );
  });

  it('lets an administrator end all of a user sessions, with an audit row', async () => {
    const user = await createUserWithPassword(t.server, t.company);
    const first = await signInFrom(user.user_name, firefox);
    const second = await signInFrom(user.user_name, chrome);
    const access = await t.asAdmin(api.secondFactor.userAccess, { params: { id: user.id } });
    expect(access.json()).toMatchObject({ second_factor: false, active_sessions: 2 });
    const ended = await t.asAdmin(api.sessions.endAllOfUser, { params: { id: user.id } });
    expect(ended.statusCode).toBe(200);
    for (const session of [first, second]) {
      expect(
        (await send(t.server, api.auth.session, {}, { token: session.access })).statusCode,
      ).toBe(401);
    }
    const audit = await ownerQuery<{ action: string }>(
      t.server,
      "SELECT action FROM audit_logs WHERE module = 'auth' AND action = 'sessions_ended' AND entity_id = $1",
      [user.id],
    );
    expect(audit).toHaveLength(1);
  });
});

describe('tenant isolation', () => {
  it('keeps every part of it inside its company', async () => {
    const { user, secret } = await enrolledUser();
    const other = await companyWithAdmin(t.server, 'factor-other.co');
    const asOther = { token: other.adminToken };
    const ownSession = await withCode(await challengeOf(user.user_name, 'verify'), codeOf(secret));
    const [item] = (
      await send(t.server, api.sessions.list, {}, { token: ownSession.json().access })
    ).json().items;
    const tries = [
      await send(t.server, api.secondFactor.reset, { params: { id: user.id } }, asOther),
      await send(t.server, api.secondFactor.userAccess, { params: { id: user.id } }, asOther),
      await send(t.server, api.sessions.endAllOfUser, { params: { id: user.id } }, asOther),
      await send(t.server, api.sessions.end, { params: { id: item?.id ?? '' } }, asOther),
    ];
    expect(tries.map((answer) => answer.statusCode)).toEqual([404, 404, 404, 404]);
    // The other company's list holds its own sessions only, its policy its own roles.
    const listed = (await send(t.server, api.sessions.list, {}, asOther)).json().items;
    expect(listed.map((entry) => entry.id)).not.toContain(item?.id);
    const { role } = await memberOfNewRole(t, 2);
    const foreignRole = await send(
      t.server,
      api.secondFactor.setPolicy,
      { body: { required_for: 'roles', role_ids: [role.id] } },
      asOther,
    );
    expect(foreignRole.json<ErrorBody>().code).toBe(81009);
    // Another company's challenge token names its company: it cannot be replayed as this one's.
    const challenge = await challengeOf(user.user_name, 'verify');
    const forged = `${other.admin.access.split('.')[0]}.${challenge.split('.')[1]}`;
    expect((await withCode(forged, codeOf(secret))).json<ErrorBody>().code).toBe(81001);
    expect(
      (await send(t.server, api.auth.session, {}, { token: ownSession.json().access })).statusCode,
    ).toBe(200);
  });
});
