import {
  type IntegrationDto,
  IntegrationStatus,
  type IntegrationStatusValue,
  type MessageKey,
} from '@custodia/contracts';
import { generatePath } from 'react-router';
import { paths } from '../platform/paths.ts';

export const integrationStatusLabels: Record<IntegrationStatusValue, MessageKey> = {
  [IntegrationStatus.active]: 'integrations.status.1',
  [IntegrationStatus.inProcess]: 'integrations.status.2',
  [IntegrationStatus.inManagement]: 'integrations.status.3',
  [IntegrationStatus.declined]: 'integrations.status.4',
  [IntegrationStatus.approved]: 'integrations.status.5',
};

export const integrationStatusColors: Record<IntegrationStatusValue, string> = {
  [IntegrationStatus.active]: 'blue',
  [IntegrationStatus.inProcess]: 'gold',
  [IntegrationStatus.inManagement]: 'purple',
  [IntegrationStatus.declined]: 'red',
  [IntegrationStatus.approved]: 'green',
};

/** Spec §2: an approved integration is configured at its own address, a request followed at its. */
export function integrationPath(integration: Pick<IntegrationDto, 'id' | 'status'>): string {
  return generatePath(
    integration.status === IntegrationStatus.approved
      ? paths.integration
      : paths.integrationRequest,
    { id: integration.id },
  );
}
