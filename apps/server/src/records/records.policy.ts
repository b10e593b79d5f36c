import type { FormGrantDto } from '@custodia/contracts';
import { canDesignForm, canUseForm } from '../forms/forms.policy.ts';
import type { Actor } from '../platform/auth.ts';

/**
 * A lookup offers the looked-up form's records to whoever fills in the form holding it: its
 * filers and searchers, and its designers in the preview. They see only the two values the
 * lookup shows, not the records.
 */
export function canSearchLookup(
  actor: Pick<Actor, 'userType' | 'grants'>,
  grant: Pick<FormGrantDto, 'file' | 'query'> | undefined,
  formId: string,
): boolean {
  return (
    canDesignForm(actor, formId) ||
    canUseForm(actor, grant, 'file') ||
    canUseForm(actor, grant, 'query')
  );
}
