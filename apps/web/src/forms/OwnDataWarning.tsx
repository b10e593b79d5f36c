import { defaultLanguage } from '@custodia/contracts';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { ownDatumLabelled } from './recordOwnData.ts';

/**
 * Warns, without refusing, that a field label repeats the record's own data, which the filing
 * screen would then ask twice. The label is read in the reader's language and in the default one,
 * Spanish, in which a company's fields are usually labelled.
 */
export function OwnDataWarning({ label, testId }: { label: string; testId?: string }) {
  const { t, i18n } = useTranslation();
  const datum = ownDatumLabelled(label, [t, i18n.getFixedT(defaultLanguage)]);
  if (!datum) return null;
  return (
    <Alert
      type="warning"
      showIcon
      title={t('formFields.ownData.warning', { datum: t(datum.label) })}
      style={{ marginBottom: 16 }}
      data-testid={testId}
    />
  );
}
