import {
  createCipheriv,
  createDecipheriv,
  createHash,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { hash, verify } from '@node-rs/argon2';
import type { Config } from './config.ts';

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

/**
 * The installation's 256-bit sealing key: from INSTALLATION_SECRET, or else from a key file made
 * once in the data folder (readable by its owner only), which every later start reads again.
 */
export function installationKey(config: Pick<Config, 'installationSecret' | 'dataDir'>): Buffer {
  const source = `${config.installationSecret ?? ''}\0${config.dataDir}`;
  let key = installationKeys.get(source);
  if (!key) {
    key = readInstallationKey(config);
    installationKeys.set(source, key);
  }
  return key;
}

/**
 * Read once a process per secret and folder: the key never changes once made, and the citizen
 * window derives its challenges from it at every public read and filing.
 */
const installationKeys = new Map<string, Buffer>();

function readInstallationKey(config: Pick<Config, 'installationSecret' | 'dataDir'>): Buffer {
  if (config.installationSecret)
    return createHash('sha256').update(config.installationSecret).digest();
  const file = path.join(config.dataDir, 'installation.key');
  try {
    fs.mkdirSync(config.dataDir, { recursive: true });
    fs.writeFileSync(file, randomBytes(32).toString('base64'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
}

/** Seals a secret with AES-256-GCM: `v1.iv.tag.ciphertext`, each part base64url. */
export function seal(key: Buffer, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** Opens what `seal` made with the same key; throws when the key or the text differ. */
export function unseal(key: Buffer, sealed: string): string {
  const [version, iv, tag, text] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || text === undefined) throw new Error('not a sealed secret');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([
    decipher.update(Buffer.from(text, 'base64url')),
    decipher.final(),
  ]).toString('utf8');
}

/** Whether a request's bearer is the expected secret, in a time that does not tell how close. */
export function bearerMatches(authorization: string | undefined, secret: string): boolean {
  const given = createHash('sha256')
    .update(authorization ?? '')
    .digest();
  return timingSafeEqual(given, createHash('sha256').update(`Bearer ${secret}`).digest());
}
