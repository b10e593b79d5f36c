import type { UploadLimitsDto } from '@custodia/contracts';
import { useTranslation } from 'react-i18next';
import { PlainField, PlainFileInput } from '../platform/PlainField.tsx';

const MEGABYTE = 1_048_576;

/** The files a form's chooser holds; a chooser left empty sends one nameless, empty file. */
export const chosenFiles = (data: FormData): File[] =>
  data
    .getAll(filesFieldName)
    .filter((file): file is File => file instanceof File && file.name !== '');

const filesFieldName = 'files';

type Props = { id: string; rules: UploadLimitsDto; message?: string };

/** Where a petitioner chooses files to send, told the company's limits before choosing. */
export function WindowFilesField({ id, rules, message }: Props) {
  const { t } = useTranslation();
  return (
    <PlainField id={id} label={t('window.files')} message={message}>
      <PlainFileInput name={filesFieldName} multiple />
      <p className="window-hint">
        {t('window.filesHint', {
          count: rules.max_files,
          size: Math.max(1, Math.floor(rules.max_bytes / MEGABYTE)),
        })}
      </p>
    </PlainField>
  );
}
