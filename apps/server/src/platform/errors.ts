import {
  catalogues,
  type ErrorName,
  errorCatalogue,
  errorKey,
  type MessageParams,
  parseMessage,
} from '@custodia/contracts';
import type { z } from 'zod';

/** A refusal from the catalogue; the HTTP layer turns it into `{code, detail, data}`. */
export class AppError extends Error {
  readonly code: number;
  readonly status: number;
  /** Headers the answer carries beside its body (a 429's Retry-After). */
  headers?: Record<string, string>;
  /** What the caller needs to go on, as is (a sign-in's challenge): no message, not translated. */
  data?: Record<string, string>;

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

/**
 * The 30010 answer for failed checks: each field ('values.<id>' for a nested one, '_' for the
 * body) marked with its first message, or 'invalid' when the check spoke no catalogue key.
 */
export function validationRefusal(issues: { field: string; message: string }[]): AppError {
  const fields: Record<string, string> = {};
  for (const { field, message } of issues) {
    fields[field || '_'] ??=
      parseMessage(message).key in catalogues.es ? message : 'validation.invalid';
  }
  return new AppError('validation', fields);
}

/** A body checked by a contracts schema that only the service can build (it needs the form). */
export function parsedOrRefused<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw validationRefusal(
    parsed.error.issues.map((issue) => ({
      field: issue.path.map(String).join('.'),
      message: issue.message,
    })),
  );
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
