import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

const TOKEN_SHAPE = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{43})$/;

/**
 * An opaque bearer secret of 256 random bits, prefixed by the company id so the server knows which
 * company's rows to look in before any tenant is set. Only its SHA-256 is stored.
 */
export function newTenantToken(tenantId: string): string {
  return `${tenantId}.${randomBytes(32).toString('base64url')}`;
}

export function parseTenantToken(token: string): { tenantId: string } | undefined {
  const match = TOKEN_SHAPE.exec(token);
  return match?.[1] ? { tenantId: match[1] } : undefined;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** argon2id with the library defaults (19 MiB, 2 passes), the OWASP recommendation. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password; with no stored hash it verifies against a throwaway one, so an unknown user
 * costs the same time as a wrong password.
 */
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (stored === null) {
    dummyHash ??= hash(randomBytes(16).toString('hex'));
    await verify(await dummyHash, password);
    return false;
  }
  return verify(stored, password);
}

/** A strong random password that satisfies the password rules (spec §5). */
export function generatePassword(): string {
  const body = randomBytes(18).toString('base64url').replace(/[-_]/g, 'x');
  return `${body}Aa1!`;
}
