import type { MessageKey, SecondFactorRequirement } from '@custodia/contracts';

/** Whom a company requires a second factor of, as its settings card and the audit log name it. */
export const requirementLabels: Record<SecondFactorRequirement, MessageKey> = {
  none: 'secondFactor.policy.none',
  everyone: 'secondFactor.policy.everyone',
  admins: 'secondFactor.policy.admins',
  roles: 'secondFactor.policy.roles',
};
