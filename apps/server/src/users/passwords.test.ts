import type { ErrorBody, UserDto } from '@custodia/contracts';
import { api } from '@custodia/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkIn, startMailbox, textOf } from '../../test/mailbox.ts';
import {
  createUserWithPassword,
  login,
  ownerQuery,
  send,
  useCompanyServer,
  userInput,
} from '../../test/test-server.ts';

let mailbox: Awaited<ReturnType<typeof startMailbox>>;
beforeAll(async () => {
  mailbox = await startMailbox();
});
afterAll(() => mailbox.close());
const t = useCompanyServer('mail.co', () => ({ SMTP_URL: mailbox.url }));

/** Delivers queued mail through SMTP and takes what arrived for one address since last asked. */
async function mailFor(address: string) {
  await t.server.app.jobs.runDue();
  const mine = mailbox.received.filter((mail) => mail.to.includes(address));
  mailbox.received.splice(
    0,
    mailbox.received.length,
    ...mailbox.received.filter((mail) => !mine.includes(mail)),
  );
  return mine;
}

/** A user with a password whose welcome mail is already taken out of the mailbox. */
async function userWithPassword() {
  const user = await createUserWithPassword(t.server, t.company);
  await mailFor(user.email);
  return user;
}

function resetWith(link: URL, password: string, confirmation = password) {
  return send(t.server, api.users.resetPassword, {
    params: { id: link.searchParams.get('user') as string },
    body: {
      token: link.searchParams.get('token') as string,
      password,
      password_confirmation: confirmation,
    },
  });
}

describe('forgot password', () => {
  it('answers the same whoever asks, and mails only a real active user', async () => {
    const user = await userWithPassword();
    const answers = await Promise.all(
      [user.user_name, 'nobody@mail.co', 'someone@unknown.co'].map((email) =>
        send(t.server, api.users.requestPasswordReset, { body: { email } }),
      ),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(202);
      expect(answer.json()).toEqual(answers[0]?.json());
    }
    // Before any lookup, each request only queued the same work: nothing told them apart.
    const queued = await ownerQuery<{ kind: string }>(
      t.server,
      'SELECT kind FROM jobs WHERE done_at IS NULL ORDER BY id',
    );
    expect(queued.map((job) => job.kind)).toEqual(Array(3).fill('passwordResetRequest'));
    const mails = await mailFor(user.email);
    expect(mails).toHaveLength(1);
    expect(await mailFor('nobody@mail.co')).toHaveLength(0);
    expect(linkIn(mails[0] as never).pathname).toBe('/restablecimiento-de-contrasena');
  });

  it('finds the user by a corporate e-mail of the company domain too', async () => {
    const created = await send(
      t.server,
      api.users.create,
      { body: userInput({ email: 'pedro.perez@mail.co' }) },
      { token: t.company.adminToken },
    );
    expect(created.statusCode).toBe(201);
    await mailFor('pedro.perez@mail.co');
    await send(t.server, api.users.requestPasswordReset, {
      body: { email: 'Pedro.Perez@mail.co' },
    });
    const [mail] = await mailFor('pedro.perez@mail.co');
    expect(linkIn(mail as never).pathname).toBe('/restablecimiento-de-contrasena');
  });

  it('lets the link set a new password once, and ends the old sessions', async () => {
    const user = await userWithPassword();
    const oldSession = await login(t.server, user.user_name, 'User123!x');
    await send(t.server, api.users.requestPasswordReset, { body: { email: user.user_name } });
    const link = linkIn((await mailFor(user.email)).at(-1) as never);

    const mismatch = await resetWith(link, 'Fresh123!', 'Other123!');
    expect(mismatch.json<ErrorBody>().code).toBe(30010);
    expect((await resetWith(link, 'Fresh123!')).statusCode).toBe(200);
    expect((await login(t.server, user.user_name, 'Fresh123!')).user.id).toBe(user.id);
    expect(
      (await send(t.server, api.auth.session, {}, { token: oldSession.access })).statusCode,
    ).toBe(401);

    const again = await resetWith(link, 'Again123!');
    expect(again.statusCode).toBe(400);
    expect(again.json<ErrorBody>().code).toBe(10011);
  });

  it('tells whether a link still works when its page opens, without using it', async () => {
    const user = await userWithPassword();
    await send(t.server, api.users.requestPasswordReset, { body: { email: user.user_name } });
    const link = linkIn((await mailFor(user.email)).at(-1) as never);
    const check = (url: URL) =>
      send(t.server, api.auth.checkPasswordLink, {
        body: {
          user: url.searchParams.get('user') as string,
          token: url.searchParams.get('token') as string,
        },
      });

    expect((await check(link)).statusCode).toBe(200);
    expect((await check(link)).statusCode).toBe(200);
    const stolen = new URL(link);
    stolen.searchParams.set('user', (await userWithPassword()).id);
    expect((await check(stolen)).json<ErrorBody>().code).toBe(10011);

    expect((await resetWith(link, 'Fresh123!')).statusCode).toBe(200);
    const used = await check(link);
    expect(used.statusCode).toBe(400);
    expect(used.json()).toEqual({
      code: 10011,
      detail: 'El enlace ya no sirve: se usó, expiró o no es válido. Solicite uno nuevo.',
    });
  });

  it('keeps no copy of the link once the mail is delivered', async () => {
    const user = await userWithPassword();
    await send(t.server, api.users.requestPasswordReset, { body: { email: user.user_name } });
    const link = linkIn((await mailFor(user.email)).at(-1) as never);
    const token = link.searchParams.get('token') as string;
    const holding = await ownerQuery(t.server, 'SELECT id FROM jobs WHERE payload::text LIKE $1', [
      `%${token}%`,
    ]);
    expect(holding).toEqual([]);
  });

  it('refuses a link older than 24 hours or used for another user', async () => {
    const user = await userWithPassword();
    const other = await userWithPassword();
    await send(t.server, api.users.requestPasswordReset, { body: { email: user.user_name } });
    const link = linkIn((await mailFor(user.email)).at(-1) as never);

    const stolen = new URL(link);
    stolen.searchParams.set('user', other.id);
    expect((await resetWith(stolen, 'Fresh123!')).json<ErrorBody>().code).toBe(10011);

    await ownerQuery(
      t.server,
      "UPDATE password_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1",
      [user.id],
    );
    expect((await resetWith(link, 'Fresh123!')).json<ErrorBody>().code).toBe(10011);
    const expired = await send(t.server, api.auth.checkPasswordLink, {
      body: { user: user.id, token: link.searchParams.get('token') as string },
    });
    expect(expired.json<ErrorBody>().code).toBe(10011);
  });

  it('reactivates a user locked by password expiry, but not one locked by failed logins', async () => {
    const expired = await userWithPassword();
    const locked = await userWithPassword();
    for (const [user, status] of [
      [expired, 5],
      [locked, 2],
    ] as const) {
      await send(
        t.server,
        api.users.changeStatus,
        { params: { id: user.id }, body: { status } },
        { token: t.company.adminToken },
      );
      await send(t.server, api.users.requestPasswordReset, { body: { email: user.user_name } });
    }
    expect(await mailFor(locked.email)).toHaveLength(0);
    const link = linkIn((await mailFor(expired.email)).at(-1) as never);
    expect((await resetWith(link, 'Fresh123!')).statusCode).toBe(200);
    expect((await login(t.server, expired.user_name, 'Fresh123!')).user.status).toBe(1);
  });
});

describe('new users', () => {
  it('get an e-mail with a link to set their first password', async () => {
    const created = await send(
      t.server,
      api.users.create,
      { body: userInput() },
      { token: t.company.adminToken },
    );
    const user: UserDto = created.json();
    const [mail] = await mailFor(user.email);
    expect(textOf(mail as never)).toContain(`Se creó su usuario ${user.user_name}`);
    const link = linkIn(mail as never);
    expect(link.pathname).toBe('/nueva-contrasena');
    expect((await resetWith(link, 'First123!')).statusCode).toBe(200);
    expect((await login(t.server, user.user_name, 'First123!')).user.id).toBe(user.id);
  });
});
