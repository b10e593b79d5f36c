import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDocumentaryTypeChoices } from './useDocumentaryTypes.ts';

type Props = {
  value?: string | null;
  /** Clearing the choice gives null: the file then has no type (absent would leave it as it was). */
  onChange?: (id: string | null) => void;
  id?: string;
  'aria-label'?: string;
  testId?: string;
};

/** A file's documentary type, one of the company's, or none. */
export function DocumentaryTypeSelect({ value, onChange, id, testId, ...rest }: Props) {
  const { t } = useTranslation();
  const choices = useDocumentaryTypeChoices();
  return (
    <Select
      id={id}
      aria-label={rest['aria-label']}
      value={value ?? undefined}
      onChange={(chosen?: string) => onChange?.(chosen ?? null)}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      loading={choices.isPending}
      placeholder={t('files.noDocumentaryType')}
      options={choices.data?.map((type) => ({ value: type.id, label: type.name }))}
      data-testid={testId}
    />
  );
}
