import { NewPasswordInput, translate, UserInput } from '@custodia/contracts';
import { describe, expect, it } from 'vitest';
import { clearedFieldErrors, fieldErrorsFromIssues, fieldErrorsFromServer } from './formErrors.ts';

const spanish = (encoded: string) => translate('es', encoded);

function errorsOf(result: {
  success: boolean;
  error?: { issues: readonly { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries(
    fieldErrorsFromIssues(result.error?.issues ?? [], spanish).map((field) => [
      field.name.join('.'),
      field.errors,
    ]),
  );
}

describe('schema issues as form field errors', () => {
  it('marks an empty required field as required, not as too short', () => {
    const errors = errorsOf(
      UserInput.safeParse({
        user_name: '',
        first_name: 'Ana',
        last_name: 'P',
        document_type: 1,
        document_reference: '12345678',
        email: 'not-an-email',
        phone: '3001234567',
        user_type: 2,
      }),
    );
    expect(errors).toEqual({
      user_name: ['¡Este campo es obligatorio!'],
      last_name: ['Debe tener entre 2 y 50 caracteres'],
      email: ['Ingrese un correo electrónico válido'],
    });
  });

  it('puts a password mismatch on the confirmation field', () => {
    const errors = errorsOf(
      NewPasswordInput.safeParse({
        password: 'Secreta#2026',
        password_confirmation: 'Secreta#2025',
      }),
    );
    expect(errors).toEqual({ password_confirmation: ['Las contraseñas no coinciden'] });
  });

  it('shows one message per field, the first rule broken, in the reader language', () => {
    // 'short' breaks the length, uppercase, digit and symbol rules at once.
    const result = NewPasswordInput.safeParse({
      password: 'short',
      password_confirmation: 'short',
    });
    const english = fieldErrorsFromIssues(result.error?.issues ?? [], (m) => translate('en', m));
    expect(english).toEqual([
      { name: ['password'], errors: ['Must be between 8 and 50 characters'] },
    ]);
  });

  it('marks the fields a validation answer of the server names', () => {
    const refusal = {
      code: 30010,
      detail: 'Hay datos no válidos',
      fieldErrors: { email: 'Correo no válido', user_name: 'Muy corto' },
    };
    expect(fieldErrorsFromServer(refusal)).toEqual([
      { name: ['email'], errors: ['Correo no válido'] },
      { name: ['user_name'], errors: ['Muy corto'] },
    ]);
  });

  it('marks the one field a refusal code is about, with the server text', () => {
    const taken = { code: 10007, detail: 'Ya existe un usuario con ese correo.', fieldErrors: {} };
    expect(fieldErrorsFromServer(taken, { 10005: 'user_name', 10007: 'email' })).toEqual([
      { name: ['email'], errors: ['Ya existe un usuario con ese correo.'] },
    ]);
    expect(fieldErrorsFromServer({ ...taken, code: 10001 }, { 10007: 'email' })).toEqual([]);
  });

  it('clears the marks of the fields the user edits, nested ones included', () => {
    const marked = [
      { name: ['email'], errors: ['Ingrese un correo electrónico válido'] },
      { name: ['values', 'pages'], errors: ['Ingrese un número entero, sin decimales ni signo +'] },
      { name: ['values', 'topic'], errors: ['Seleccione una opción'] },
      { name: ['subject'], errors: [] },
    ];
    expect(clearedFieldErrors({ email: 'a@b.co' }, marked)).toEqual([
      { name: ['email'], errors: [] },
    ]);
    // antd reports a change of `values.pages` as {values: {pages: …}}; an emptied select as undefined.
    expect(clearedFieldErrors({ values: { pages: '35' } }, marked)).toEqual([
      { name: ['values', 'pages'], errors: [] },
    ]);
    expect(clearedFieldErrors({ values: { topic: undefined } }, marked)).toEqual([
      { name: ['values', 'topic'], errors: [] },
    ]);
    expect(clearedFieldErrors({ subject: 'Queja' }, marked)).toEqual([]);
  });
});
