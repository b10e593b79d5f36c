import { describe, expect, it } from 'vitest';
import { decideFailure, type Failure } from './httpFailure.ts';

function answer(status: number, code?: number, detail = ''): Failure {
  return { kind: 'response', status, body: code === undefined ? null : { code, detail } };
}

const active = { password_expiration_days: 20 };

describe('transport rules (spec §8)', () => {
  it('after 180 s tells the user the service is slow, naming the endpoint, and goes to login', () => {
    expect(decideFailure({ kind: 'timeout', endpoint: 'GET /api/v1/users/' }, active)).toEqual({
      notice: {
        level: 'error',
        text: { key: 'http.timeout', params: { endpoint: 'GET /api/v1/users/' } },
      },
      redirect: 'login',
    });
  });

  it('on 401 forgets the session and goes to login', () => {
    const action = decideFailure(answer(401, 10000, 'Sesión expirada'), active);
    expect(action.session).toBe('clear');
    expect(action.redirect).toBe('login');
    expect(action.notice.text).toEqual({ detail: 'Sesión expirada' });
  });

  it('on 403 with an expired password sends the user to renew it', () => {
    for (const action of [
      decideFailure(answer(403, 10045, 'Expiró'), active),
      decideFailure(answer(403, 10001, 'Sin permiso'), { password_expiration_days: 0 }),
    ]) {
      expect(action.redirect).toBe('renewPassword');
      expect(action.session).toBe('passwordExpired');
      expect(action.notice.text).toEqual({ key: 'errors.10045' });
    }
  });

  it('on 403 with a code from 20000 to 40007 shows it and goes to the dashboard', () => {
    expect(decideFailure(answer(403, 20010, 'Sin acceso al expediente'), active)).toEqual({
      notice: { level: 'error', text: { detail: 'Sin acceso al expediente' } },
      redirect: 'dashboard',
    });
    expect(decideFailure(answer(403, 40007, 'x'), active).redirect).toBe('dashboard');
    expect(decideFailure(answer(403, 40008, 'x'), active).redirect).toBeUndefined();
  });

  it('on 403 for a task no longer theirs (50059) says so and goes to the task box', () => {
    expect(decideFailure(answer(403, 50059, 'Esta tarea ya no es suya.'), active)).toEqual({
      notice: { level: 'warning', text: { detail: 'Esta tarea ya no es suya.' } },
      redirect: 'taskBox',
    });
  });

  it('on any other 403 only says the user has no permission', () => {
    const action = decideFailure(answer(403), active);
    expect(action).toEqual({ notice: { level: 'error', text: { key: 'errors.10001' } } });
  });

  it('on 400 shows the server message and stays, so the form can mark its fields', () => {
    expect(decideFailure(answer(400, 30010, 'Datos no válidos'), active)).toEqual({
      notice: { level: 'error', text: { detail: 'Datos no válidos' } },
    });
  });

  it('on 500 shows the detail, or asks to contact the administrator without one', () => {
    expect(decideFailure(answer(500, 500001, 'Falló'), active).notice.text).toEqual({
      detail: 'Falló',
    });
    expect(decideFailure(answer(500), active).notice.text).toEqual({ key: 'errors.500001' });
  });

  it('on 502 and 503 says the service is unavailable, whatever the proxy wrote', () => {
    for (const status of [502, 503]) {
      expect(
        decideFailure(answer(status, 1, '<html>Bad Gateway</html>'), active).notice.text,
      ).toEqual({ key: 'errors.500002' });
    }
  });

  it('has its own message for 404, 405 and 415', () => {
    expect(decideFailure(answer(404), active).notice.text).toEqual({ key: 'errors.10002' });
    expect(decideFailure(answer(405), active).notice.text).toEqual({
      key: 'http.methodNotAllowed',
    });
    expect(decideFailure(answer(415), active).notice.text).toEqual({ key: 'errors.500003' });
  });
});
