import { api, type ErrorBody, limits, translate, type UserDto } from '@custodia/contracts';
import { describe, expect, it } from 'vitest';
import { pngClaiming, pngOf } from '../../test/image-fixtures.ts';
import { multipart } from '../../test/multipart.ts';
import {
  createUserWithPassword,
  login,
  send,
  USER_PASSWORD,
  useCompanyServer,
  userInput,
} from '../../test/test-server.ts';

const t = useCompanyServer('users.co');

const { asAdmin } = t;

describe('creating users', () => {
  it('adds the company domain to the user name and starts active', async () => {
    const response = await asAdmin(api.users.create, {
      body: userInput({ user_name: 'Maria.Lopez' }),
    });
    expect(response.statusCode).toBe(201);
    const user: UserDto = response.json();
    expect(user.user_name).toBe('maria.lopez@users.co');
    expect(user.status).toBe(1);
    expect(user.name).toBe('Ana Gómez');
    const fetched = await asAdmin(api.users.get, { params: { id: user.id } });
    expect(fetched.json()).toEqual(user);
  });

  it('marks every invalid field with its message in the caller language', async () => {
    const response = await asAdmin(
      api.users.create,
      {
        raw: {
          body: {
            user_name: 'ab',
            first_name: 'A',
            last_name: '',
            document_type: 7,
            document_reference: 'xx yy zz',
            email: 'not-an-email',
            phone: 'abcdef',
          },
        },
      },
      { language: 'en' },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 30010,
      detail: 'Some data in the form is not valid.',
      data: {
        user_name: 'Must be between 5 and 100 characters',
        first_name: 'Must be between 2 and 50 characters',
        last_name: 'This field is required!',
        document_type: 'The value is not valid',
        document_reference: 'Use only letters, digits and hyphen',
        email: 'Enter a valid e-mail address',
        phone: 'Use only digits, spaces and the + sign',
        user_type: 'This field is required!',
      },
    });
  });

  it('refuses a duplicate user name, document or e-mail and writes nothing', async () => {
    const first = userInput();
    expect((await asAdmin(api.users.create, { body: first })).statusCode).toBe(201);
    const before = (await asAdmin(api.users.list, { query: { per_page: 1 } })).json().count;
    const cases = [
      [{ user_name: first.user_name }, 10005, 'user_name'],
      [{ document_reference: first.document_reference }, 10006, 'document_reference'],
      [{ email: first.email.toUpperCase() }, 10007, 'email'],
    ] as const;
    for (const [override, code, field] of cases) {
      const response = await asAdmin(api.users.create, { body: userInput(override) });
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorBody>().code).toBe(code);
      expect(Object.keys(response.json<ErrorBody>().data ?? {})).toEqual([field]);
    }
    expect((await asAdmin(api.users.list, { query: { per_page: 1 } })).json().count).toBe(before);
  });
});

describe('listing users', () => {
  it('pages and filters by name and status', async () => {
    await asAdmin(api.users.create, {
      body: userInput({
        first_name: 'Zoraida',
        last_name: 'Quintero',
        user_name: 'zoraida.q',
        email: 'zq.mail@example.com',
      }),
    });
    const locked = await createUserWithPassword(t.server, t.company, { first_name: 'Zoe' });
    await asAdmin(api.users.changeStatus, { params: { id: locked.id }, body: { status: 2 } });

    const byName = (await asAdmin(api.users.list, { query: { name: 'zoraida' } })).json();
    expect(byName.count).toBe(1);
    expect(byName.items[0]?.first_name).toBe('Zoraida');
    for (const fragment of ['ZORAIDA QUIN', 'quintero', 'zq.mail', 'zoraida.q@']) {
      const found = (await asAdmin(api.users.list, { query: { name: fragment } })).json();
      expect(
        found.items.map((user: UserDto) => user.first_name),
        fragment,
      ).toEqual(['Zoraida']);
    }

    const byStatus = (await asAdmin(api.users.list, { query: { status: 2 } })).json();
    expect(byStatus.items.map((user: UserDto) => user.id)).toEqual([locked.id]);

    const all = (await asAdmin(api.users.list, { query: { per_page: 2, page: 1 } })).json();
    expect(all.items).toHaveLength(2);
    expect(all.pages).toBe(Math.ceil(all.count / 2));
    const second = (await asAdmin(api.users.list, { query: { per_page: 2, page: 2 } })).json();
    expect(second.items[0]?.id).not.toBe(all.items[0]?.id);
  });

  it('treats % and _ in the name filter as plain characters', async () => {
    expect((await asAdmin(api.users.list, { query: { name: '%' } })).json().count).toBe(0);
  });
});

describe('editing users', () => {
  it('updates fields and keeps the domain on a new user name', async () => {
    const user: UserDto = (await asAdmin(api.users.create, { body: userInput() })).json();
    const response = await asAdmin(api.users.update, {
      params: { id: user.id },
      body: {
        user_name: 'renamed.user',
        phone: '+57 300 111 2222',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      user_name: 'renamed.user@users.co',
      phone: '+57 300 111 2222',
      email: user.email,
    });
  });

  it('answers 404 with 10004 for an unknown user and 400 for a malformed id', async () => {
    const missing = await asAdmin(api.users.get, {
      params: { id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json<ErrorBody>().code).toBe(10004);
    expect(
      (await asAdmin(api.users.get, { params: { id: 'not-a-uuid' } })).json<ErrorBody>().code,
    ).toBe(30010);
  });
});

describe('status changes', () => {
  it('refuses changing one’s own status and setting the same status', async () => {
    const own = await asAdmin(api.users.changeStatus, {
      params: { id: t.company.admin.user.id },
      body: { status: 3 },
    });
    expect(own.json<ErrorBody>().code).toBe(10008);
    // The answers say so beforehand, so the screens do not offer it.
    const me: UserDto = (
      await asAdmin(api.users.get, { params: { id: t.company.admin.user.id } })
    ).json();
    expect(me.abilities.changeStatus).toBe(false);
    const user: UserDto = (await asAdmin(api.users.create, { body: userInput() })).json();
    expect(user.abilities.changeStatus).toBe(true);
    const same = await asAdmin(api.users.changeStatus, {
      params: { id: user.id },
      body: { status: 1 },
    });
    expect(same.json<ErrorBody>().code).toBe(10014);
    const invalid = await asAdmin(api.users.changeStatus, {
      params: { id: user.id },
      raw: { body: { status: 9 } },
    });
    expect(invalid.json()).toMatchObject({
      code: 30010,
      data: { status: 'El valor no es válido' },
    });
  });
});

describe('passwords set by an admin', () => {
  it('enforces the password rules and the confirmation', async () => {
    const user: UserDto = (await asAdmin(api.users.create, { body: userInput() })).json();
    const cases: [string, string, Record<string, string>][] = [
      ['short1!', 'short1!', { password: 'Debe tener entre 8 y 50 caracteres' }],
      ['alllower1!', 'alllower1!', { password: 'Debe contener al menos una letra mayúscula' }],
      ['ALLUPPER1!', 'ALLUPPER1!', { password: 'Debe contener al menos una letra minúscula' }],
      ['NoDigits!!', 'NoDigits!!', { password: 'Debe contener al menos un número' }],
      ['NoSymbol12', 'NoSymbol12', { password: 'Debe contener al menos un símbolo' }],
      ['Has Space1!', 'Has Space1!', { password: 'No puede contener espacios' }],
      ['Valid123!', 'Other123!', { password_confirmation: 'Las contraseñas no coinciden' }],
    ];
    for (const [password, confirmation, data] of cases) {
      const response = await asAdmin(api.users.setPassword, {
        params: { id: user.id },
        body: {
          password,
          password_confirmation: confirmation,
        },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorBody>().data ?? {}).toEqual(data);
    }
    const ok = await asAdmin(api.users.setPassword, {
      params: { id: user.id },
      body: {
        password: 'Valid123!',
        password_confirmation: 'Valid123!',
      },
    });
    expect(ok.statusCode).toBe(200);
    expect((await login(t.server, user.user_name, 'Valid123!')).user.id).toBe(user.id);
  });
});

describe('own password change', () => {
  it('needs the current password, a different new one, and ends the sessions', async () => {
    const user = await createUserWithPassword(t.server, t.company);
    const session = await login(t.server, user.user_name, USER_PASSWORD);
    const change = (current: string, next: string) =>
      send(
        t.server,
        api.users.changeOwnPassword,
        {
          params: { id: user.id },
          body: { current_password: current, password: next, password_confirmation: next },
        },
        { token: session.access },
      );
    expect((await change('Wrong123!', 'Next123!x')).json<ErrorBody>().code).toBe(10009);
    expect((await change(USER_PASSWORD, USER_PASSWORD)).json<ErrorBody>().code).toBe(10010);
    expect((await change(USER_PASSWORD, 'Next123!x')).statusCode).toBe(200);
    expect((await send(t.server, api.auth.session, {}, { token: session.access })).statusCode).toBe(
      401,
    );
    await login(t.server, user.user_name, 'Next123!x');
  });

  it('cannot change someone else’s password this way', async () => {
    const user = await createUserWithPassword(t.server, t.company);
    const response = await send(
      t.server,
      api.users.changeOwnPassword,
      {
        params: { id: t.company.admin.user.id },
        body: {
          current_password: USER_PASSWORD,
          password: 'Next123!x',
          password_confirmation: 'Next123!x',
        },
      },
      { token: (await login(t.server, user.user_name, USER_PASSWORD)).access },
    );
    expect(response.statusCode).toBe(403);
  });
});

describe('who may manage users', () => {
  it('refuses query and standard users without the user-manager permission', async () => {
    const target: UserDto = (await asAdmin(api.users.create, { body: userInput() })).json();
    for (const userType of [1, 2] as const) {
      const user = await createUserWithPassword(t.server, t.company, { user_type: userType });
      const token = (await login(t.server, user.user_name, USER_PASSWORD)).access;
      const attempts = [
        send(t.server, api.users.list, {}, { token }),
        send(t.server, api.users.create, { body: userInput() }, { token }),
        send(t.server, api.users.get, { params: { id: target.id } }, { token }),
        send(
          t.server,
          api.users.update,
          { params: { id: target.id }, body: { phone: '3111111111' } },
          { token },
        ),
        send(
          t.server,
          api.users.changeStatus,
          { params: { id: target.id }, body: { status: 3 } },
          { token },
        ),
        send(
          t.server,
          api.users.setPassword,
          {
            params: { id: target.id },
            body: { password: 'Valid123!', password_confirmation: 'Valid123!' },
          },
          { token },
        ),
        send(t.server, api.users.logs, { params: { id: target.id } }, { token }),
      ];
      for (const response of await Promise.all(attempts)) {
        expect(response.statusCode).toBe(403);
        expect(response.json<ErrorBody>().code).toBe(10001);
      }
      const own = await send(t.server, api.users.get, { params: { id: user.id } }, { token });
      expect(own.statusCode).toBe(200);
    }
  });
});

describe('user log', () => {
  it('lists what was done to the user and by the user', async () => {
    const user = await createUserWithPassword(t.server, t.company);
    await login(t.server, user.user_name, USER_PASSWORD);
    await asAdmin(api.users.update, { params: { id: user.id }, body: { phone: '3009998888' } });
    const log = (
      await asAdmin(api.users.logs, { params: { id: user.id }, query: { per_page: 10 } })
    ).json();
    expect(log.items.map((entry: { action: string }) => entry.action)).toEqual([
      'update',
      'login',
      'password_set',
      'create',
    ]);
    expect(log.items[0]?.changes).toEqual({ phone: { from: '3001234567', to: '3009998888' } });
    expect(log.items[0]?.user_name).toBe('admin@users.co');
  });
});

describe('avatar', () => {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );

  function upload(userId: string, content: Buffer, filename: string, token = t.company.adminToken) {
    const body = multipart([{ file: 'avatar', filename, content, type: 'image/png' }]);
    return t.server.app.inject({
      method: 'PUT',
      url: `/api/v1/users/${userId}/avatar/`,
      headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType },
      payload: body.payload,
    });
  }

  it('stores a PNG checked by content and serves it back', async () => {
    const user: UserDto = (await asAdmin(api.users.create, { body: userInput() })).json();
    const response = await upload(user.id, png, 'me.png');
    expect(response.statusCode).toBe(200);
    const url: string = response.json().avatar_url;
    const image = await t.server.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${t.company.adminToken}` },
    });
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(png)).toBe(true);
  });

  it('serves an image back without what a polyglot hides after it, never as a page', async () => {
    const user: UserDto = (await asAdmin(api.users.create, { body: userInput() })).json();
    const polyglot = Buffer.concat([png, Buffer.from('<html><script>alert(1)</script></html>')]);
    const url: string = (await upload(user.id, polyglot, 'me.png')).json().avatar_url;
    const image = await t.server.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${t.company.adminToken}` },
    });
    expect(image.rawPayload.equals(png)).toBe(true);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['content-disposition']).toBe('inline; filename="avatar.png"');
  });

  it('refuses a file that is not JPG or PNG whatever its name says, and one over 1 MB', async () => {
    const user: UserDto = (await asAdmin(api.users.create, { body: userInput() })).json();
    const fake = await upload(user.id, Buffer.from('GIF89a not really an image'), 'me.png');
    expect(fake.statusCode).toBe(400);
    expect(fake.json().code).toBe(10012);
    const big = Buffer.concat([png, Buffer.alloc(1024 * 1024 + 1)]);
    const tooBig = await upload(user.id, big, 'big.png');
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().code).toBe(10013);
    expect(
      (await asAdmin(api.users.get, { params: { id: user.id } })).json().avatar_url,
    ).toBeNull();
  });

  it('refuses an image whose header claims 20,000 × 20,000 pixels, before decoding it', async () => {
    const user: UserDto = (await asAdmin(api.users.create, { body: userInput() })).json();
    const bomb = pngClaiming(20_000, 20_000);
    expect(bomb.length).toBeLessThan(limits.avatarMaxBytes);
    const refused = await upload(user.id, bomb, 'me.png');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 500013,
      detail: translate('es', 'errors.500013', limits.avatarMaxPixels),
    });
    expect(
      (await asAdmin(api.users.get, { params: { id: user.id } })).json().avatar_url,
    ).toBeNull();
    const widest = await upload(user.id, pngOf(limits.avatarMaxPixels.width, 1), 'me.png');
    expect(widest.statusCode, widest.body).toBe(200);
  });
});
