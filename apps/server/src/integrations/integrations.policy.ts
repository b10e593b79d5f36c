import { type Action, IntegrationStatus } from '@custodia/contracts';
import type { Actor } from '../platform/auth.ts';
import { isAdmin, type Rules } from '../platform/policy.ts';
import type { IntegrationRow } from './integrations.repo.ts';

/**
 * The company's integrations are its administrators' (spec §2); only an approved request is
 * configured, as before approval there is no portal account to name.
 */
export const integrationRules = {
  'integration.manage': isAdmin,
  'integration.configure': (actor: Actor, integration: Pick<IntegrationRow, 'status'>) =>
    isAdmin(actor) &&
    (integration.status === IntegrationStatus.approved ? true : 'integrationNotApproved'),
} satisfies Rules<Extract<Action, `integration.${string}`>>;
