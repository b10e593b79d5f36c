import { AppError } from './errors.ts';

/** Refuses with 403 (code 10001) unless a policy allowed the action. */
export function authorize(allowed: boolean): void {
  if (!allowed) throw new AppError('forbidden');
}

/** Offset and page count of a page request. */
export function pageWindow(page: number, perPage: number) {
  return { limit: perPage, offset: (page - 1) * perPage };
}

export function pageCount(count: number, perPage: number): number {
  return Math.ceil(count / perPage);
}
