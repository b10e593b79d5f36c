import type { ExpedientDto } from '@custodia/contracts';
import { useTranslation } from 'react-i18next';
import { NamesForm } from './NamesForm.tsx';
import { useCreateSubdivisions } from './useExpedients.ts';

/** Subdivisions of an open expedient, created at once from one name a line (spec §3). */
export function SubdivisionsForm({ expedient }: { expedient: ExpedientDto }) {
  const { t } = useTranslation();
  return (
    <NamesForm
      label={t('expedients.subdivisions.label')}
      submitLabel={t('expedients.subdivisions.submit')}
      testId="expedient-subdivisions"
      create={useCreateSubdivisions(expedient)}
      created={(count) => t('expedients.subdivisions.created', { count })}
    />
  );
}
