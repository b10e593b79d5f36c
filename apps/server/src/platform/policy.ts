import { AppError } from './errors.ts';

/** Refuses with 403 (code 10001) unless a policy allowed the action. */
export function authorize(allowed: boolean): void {
  if (!allowed) throw new AppError('forbidden');
}
