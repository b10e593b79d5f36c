import type { ExpedientDto } from '@custodia/contracts';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { BackLink } from '../platform/BackLink.tsx';
import { Loaded } from '../platform/Loaded.tsx';
import { paths } from '../platform/paths.ts';
import { useExpedient } from './useExpedients.ts';

export function BackToConsultation() {
  return (
    <BackLink
      to={paths.expedientConsult}
      label="expedients.backToConsultation"
      testId="expedient-back"
    />
  );
}

/** Loads the expedient the address names (`:id` or `:expedientId`) for the screens about one. */
export function ExpedientLoader({
  children,
}: {
  children: (expedient: ExpedientDto) => ReactNode;
}) {
  const { id, expedientId } = useParams();
  return (
    <Loaded
      query={useExpedient(id ?? expedientId ?? '')}
      missing="errors.20060"
      back={<BackToConsultation />}
    >
      {children}
    </Loaded>
  );
}
