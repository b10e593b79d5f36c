import { AppError, validationRefusal } from './errors.ts';
import { sha256 } from './secrets.ts';
import { inTenant, system, type Work } from './work.ts';

const KEY = /^[\x21-\x7e]{1,100}$/;

/**
 * Runs a creating call at most once per Idempotency-Key (kept a day, per company and user): the
 * first call claims the key in the request's transaction, a repeat waits for it to commit and
 * gets its answer. Two doubled clicks or a client retrying after a lost answer create one thing.
 * A repeat must be the same call: the key kept with another operation or another body is refused
 * (500012), never answered with what the first call made, as if the second had been done.
 */
export async function oncePerKey<T>(
  unit: Work,
  call: { key: string | undefined; operation: string; body: unknown },
  work: () => Promise<T>,
): Promise<T> {
  const { tx, actor } = unit;
  if (call.key === undefined) return work();
  if (!KEY.test(call.key)) {
    throw validationRefusal([{ field: 'Idempotency-Key', message: 'validation.invalid' }]);
  }
  const owner = [actor.tenantId, actor.userId, call.key];
  // The operation kept is the call and its checked body's digest: a repeat must match both.
  const operation = `${call.operation} ${sha256(JSON.stringify(call.body ?? null))}`;
  await tx.query(
    "DELETE FROM idempotency_keys WHERE tenant_id = $1 AND created_at < now() - interval '1 day'",
    [actor.tenantId],
  );
  const claimed = await tx.query(
    `INSERT INTO idempotency_keys (tenant_id, user_id, key, operation) VALUES ($1, $2, $3, $4)
     ON CONFLICT (tenant_id, user_id, key) DO NOTHING RETURNING 1`,
    [...owner, operation],
  );
  if (claimed.length === 0) {
    const [first] = await tx.query<{ operation: string; answer: T | null }>(
      'SELECT operation, answer FROM idempotency_keys WHERE tenant_id = $1 AND user_id = $2 AND key = $3',
      owner,
    );
    if (first && first.operation !== operation) throw new AppError('idempotencyKeyReused');
    if (first?.answer == null) {
      throw validationRefusal([{ field: 'Idempotency-Key', message: 'validation.invalid' }]);
    }
    return first.answer;
  }
  // A call whose answer ends a refusal after its commit (a third party that refused what it was
  // sent) made nothing to answer again: the key is free for the repeat to do it anew.
  unit.onRefusedAnswer(() =>
    inTenant(
      unit.platform,
      { tenantId: actor.tenantId, actor: system, language: unit.language },
      (own) =>
        own.tx.query(
          'DELETE FROM idempotency_keys WHERE tenant_id = $1 AND user_id = $2 AND key = $3',
          owner,
        ),
    ),
  );
  const answer = await work();
  await tx.query(
    'UPDATE idempotency_keys SET answer = $4 WHERE tenant_id = $1 AND user_id = $2 AND key = $3',
    [...owner, JSON.stringify(answer)],
  );
  return answer;
}
