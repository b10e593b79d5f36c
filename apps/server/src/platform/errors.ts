import { type ErrorName, errorCatalogue, errorKey, type MessageParams } from '@custodia/contracts';

/** A refusal from the catalogue; the HTTP layer turns it into `{code, detail, data}`. */
export class AppError extends Error {
  readonly code: number;
  readonly status: number;

  constructor(
    readonly errorName: ErrorName,
    /** Field name → message key, for answers that mark form fields. */
    readonly fields?: Record<string, string>,
    /** What the catalogue text names ('the roles {roles}'), so the refusal says which ones. */
    readonly detailParams?: MessageParams,
  ) {
    super(errorName);
    this.code = errorCatalogue[errorName].code;
    this.status = errorCatalogue[errorName].status;
  }
}

/** What a lookup found, or the catalogue's not-found refusal (`missing`) when it found nothing. */
export function found<T>(row: T | undefined | null, missing: ErrorName): T {
  if (row === undefined || row === null) throw new AppError(missing);
  return row;
}

/** A PostgreSQL unique violation, with the constraint that was hit. */
export function uniqueViolation(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, constraint } = error as { code?: string; constraint?: string };
  return code === '23505' ? constraint : undefined;
}

export type UniqueConflicts = Record<string, { error: ErrorName; field: string }>;

/**
 * Runs a write and turns a unique violation of one of the named constraints into the catalogue's
 * conflict answer with the field marked; the database is the one judge of uniqueness, races included.
 */
export async function withConflictAnswers<T>(
  conflicts: UniqueConflicts,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const conflict = conflicts[uniqueViolation(error) ?? ''];
    if (!conflict) throw error;
    throw new AppError(conflict.error, {
      [conflict.field]: errorKey(errorCatalogue[conflict.error].code),
    });
  }
}
