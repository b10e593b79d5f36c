import type { IntegrationDto } from '@custodia/contracts';
import type { Actor } from '../platform/auth.ts';
import { abilities } from '../policies.ts';
import type { IntegrationRow } from './integrations.repo.ts';

/** A request as its screens show it: never the portal key, only whether one is kept. */
export function toIntegrationDto(row: IntegrationRow, actor: Actor): IntegrationDto {
  return {
    id: row.id,
    number: row.number,
    contact_name: row.contact_name,
    email: row.email,
    phone: row.phone,
    description: row.description,
    status: row.status,
    requested_at: row.requested_at.toISOString(),
    status_changed_at: row.status_changed_at.toISOString(),
    portal_user: row.portal_user,
    has_portal_key: row.portal_key_sealed !== null,
    agreement_size: row.agreement_size,
    configured: isConfigured(row),
    abilities: abilities(actor, 'integration', row),
  };
}

export function isConfigured(row: IntegrationRow): boolean {
  return row.portal_user !== null && row.portal_key_sealed !== null && row.agreement_key !== null;
}
