import { limits } from '@custodia/contracts';
import type { Sql } from './db.ts';
import { AppError } from './errors.ts';

export type RateLimitName = keyof typeof limits.rateLimits;

/**
 * Counts one attempt under a key and says how many the window holds now. A window that has run
 * out starts again at this attempt; rows of windows a day old are swept on the way, so keys an
 * attacker invents do not pile up.
 */
async function hit(tx: Sql, name: RateLimitName, key: string): Promise<number> {
  const { windowSeconds } = limits.rateLimits[name];
  await tx.query("DELETE FROM rate_limits WHERE window_start < now() - interval '1 day'");
  const [row] = await tx.query<{ hits: number }>(
    `INSERT INTO rate_limits (name, key) VALUES ($1, $2)
     ON CONFLICT (name, key) DO UPDATE SET
       hits = CASE WHEN rate_limits.window_start < now() - make_interval(secs => $3) THEN 1
                   ELSE rate_limits.hits + 1 END,
       window_start = CASE WHEN rate_limits.window_start < now() - make_interval(secs => $3)
                           THEN now() ELSE rate_limits.window_start END
     RETURNING hits`,
    [name, key, windowSeconds],
  );
  return row?.hits ?? 1;
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
 * Refuses with 429 (10063) an attempt past the limit of its client address or of its account.
 * Counted in its own committed transaction before the attempt runs, so refused and failed
 * attempts count alike, in every API process.
 */
export async function countAttempt(
  tx: Sql,
  name: RateLimitName,
  attempt: { address: string; account: string },
): Promise<void> {
  const rule = limits.rateLimits[name];
  const byAddress = await hit(tx, name, `address:${attempt.address}`);
  const byAccount = await hit(tx, name, accountKey(attempt.account));
  if (byAddress > rule.perAddress || byAccount > rule.perAccount) {
    throw new AppError('tooManyAttempts');
  }
}
