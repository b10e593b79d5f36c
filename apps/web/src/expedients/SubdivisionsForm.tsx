import type { ExpedientDto } from '@custodia/contracts';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { NamesForm } from './NamesForm.tsx';
import { useCreateSubdivisions } from './useExpedients.ts';

/** Subdivisions of an open expedient, created at once from one name a line (spec §3). */
export function SubdivisionsForm({ expedient }: { expedient: ExpedientDto }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const create = useCreateSubdivisions(expedient);
  return (
    <NamesForm
      label={t('expedients.subdivisions.label')}
      submitLabel={t('expedients.subdivisions.submit')}
      testId="expedient-subdivisions"
      busy={create.isPending}
      onNames={(names, made) =>
        create.mutate(names, {
          onSuccess: (created) => {
            message.success(t('expedients.subdivisions.created', { count: created.items.length }));
            made();
          },
        })
      }
    />
  );
}
