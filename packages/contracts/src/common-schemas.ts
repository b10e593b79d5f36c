import { z } from 'zod';
import { limits } from './limits.ts';
import { message } from './messages.ts';

/** Field builders shared by every schema, so one rule yields one message key everywhere. */
export function requiredText(min: number, max: number) {
  const between = message('validation.between', { min, max });
  return z
    .string({ error: 'fieldRequired' })
    .trim()
    .min(1, { error: 'fieldRequired', abort: true })
    .min(min, { error: between })
    .max(max, { error: between });
}

/** What names of roles, groups, accounts, lists, workflows and TRD elements may hold (spec §5). */
export const entityNamePattern = /^[\p{L}\p{N} _.,:-]+$/u;

/** Names of roles, groups, accounts, lists and workflows: letters, digits, spaces and - _ . , : only (spec §5). */
export const EntityName = (min: number, max: number) =>
  requiredText(min, max).regex(entityNamePattern, { error: 'validation.name' });

export function pattern(schema: z.ZodString, regex: RegExp, key: string) {
  return schema.regex(regex, { error: key });
}

const symbol = /[^A-Za-z0-9\s]/;

/** Password rules of spec §5: 8–50, upper, lower, digit, symbol, no spaces. */
export const Password = z
  .string({ error: 'fieldRequired' })
  .min(1, { error: 'fieldRequired', abort: true })
  .min(limits.password.min, {
    error: message('validation.between', limits.password),
  })
  .max(limits.password.max, {
    error: message('validation.between', limits.password),
  })
  .regex(/[A-Z]/, { error: 'validation.passwordUpper' })
  .regex(/[a-z]/, { error: 'validation.passwordLower' })
  .regex(/[0-9]/, { error: 'validation.passwordDigit' })
  .regex(symbol, { error: 'validation.passwordSymbol' })
  .regex(/^\S*$/, { error: 'validation.passwordSpaces' });

/** A new password typed twice; the mismatch is reported on the confirmation field. */
export const NewPasswordInput = z
  .object({
    password: Password,
    password_confirmation: z.string({ error: 'fieldRequired' }),
  })
  .refine((value) => value.password === value.password_confirmation, {
    error: 'validation.passwordMismatch',
    path: ['password_confirmation'],
  });
export type NewPasswordInput = z.infer<typeof NewPasswordInput>;

export const Email = requiredText(limits.email.min, limits.email.max)
  .toLowerCase()
  .pipe(z.email({ error: 'validation.email' }));

/** An id; one not given is a field left empty (a picker not chosen), not a wrong one. */
export const Uuid = z.uuid({
  error: (issue) => (issue.input == null ? 'fieldRequired' : 'validation.invalid'),
});
export const IdParams = z.object({ id: Uuid });

/** A success that carries only a message for the person (password changed, mail sent). */
export const AcceptedDto = z.object({ detail: z.string() });
export type AcceptedDto = z.infer<typeof AcceptedDto>;

/**
 * An absolute http(s) address without credentials or fragment: what a company may name for the
 * server to post to (a webhook's receiver, its SMS and WhatsApp gateway).
 */
export function isPostableAddress(text: string): boolean {
  if (!URL.canParse(text)) return false;
  const url = new URL(text);
  return ['https:', 'http:'].includes(url.protocol) && !url.username && !url.password && !url.hash;
}
