import type { limits } from '@custodia/contracts';
import type { RateLimit } from './config.ts';
import type { Sql } from './db.ts';
import { AppError } from './errors.ts';

export type RateLimitName = keyof typeof limits.rateLimits;

/**
 * Counts one attempt under a key: how many the window holds now, and the seconds until it ends.
 * A window that has run out starts again at this attempt; rows of windows a day old are swept on
 * the way, so keys an attacker invents do not pile up.
 */
async function hit(
  tx: Sql,
  name: RateLimitName,
  windowSeconds: number,
  key: string,
): Promise<{ hits: number; secondsLeft: number }> {
  await tx.query("DELETE FROM rate_limits WHERE window_start < now() - interval '1 day'");
  const [row] = await tx.query<{ hits: number; seconds_left: number }>(
    `INSERT INTO rate_limits (name, key) VALUES ($1, $2)
     ON CONFLICT (name, key) DO UPDATE SET
       hits = CASE WHEN rate_limits.window_start < now() - make_interval(secs => $3) THEN 1
                   ELSE rate_limits.hits + 1 END,
       window_start = CASE WHEN rate_limits.window_start < now() - make_interval(secs => $3)
                           THEN now() ELSE rate_limits.window_start END
     RETURNING hits, greatest(1, ceil(extract(epoch FROM
       window_start + make_interval(secs => $3) - now())))::int AS seconds_left`,
    [name, key, windowSeconds],
  );
  return { hits: row?.hits ?? 1, secondsLeft: row?.seconds_left ?? windowSeconds };
}

const accountKey = (account: string) => `account:${account.trim().toLowerCase()}`;

/** Clears an account's window (a successful login). */
export async function forgetAccount(tx: Sql, name: RateLimitName, account: string): Promise<void> {
  await tx.query('DELETE FROM rate_limits WHERE name = $1 AND key = $2', [
    name,
    accountKey(account),
  ]);
}

/**
 * Refuses with 429 (10063) an attempt past `rule`, the installation's limit named `name` (config's
 * rateLimits), of its client address or of its account,
 * saying in Retry-After when every window that refuses it lets the caller try again. Counted in
 * its own committed transaction before the attempt runs, so refused and failed attempts count
 * alike, in every API process.
 */
export async function countAttempt(
  tx: Sql,
  name: RateLimitName,
  rule: RateLimit,
  attempt: { address: string; account: string },
): Promise<void> {
  const byAddress = await hit(tx, name, rule.windowSeconds, `address:${attempt.address}`);
  // An attempt that names no account (a multipart body, read after this count) is limited by its
  // address alone: one shared "no account" window would let anyone lock everyone else out.
  const byAccount = attempt.account
    ? await hit(tx, name, rule.windowSeconds, accountKey(attempt.account))
    : undefined;
  const waits: number[] = [];
  if (byAddress.hits > rule.perAddress) waits.push(byAddress.secondsLeft);
  if (byAccount && byAccount.hits > rule.perAccount) waits.push(byAccount.secondsLeft);
  if (waits.length > 0) {
    throw Object.assign(new AppError('tooManyAttempts'), {
      headers: { 'retry-after': String(Math.max(...waits)) },
    });
  }
}
