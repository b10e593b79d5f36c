import { useTranslation } from 'react-i18next';
import { MissingResult } from './MissingResult.tsx';

export default function FileNotFoundPage() {
  const { t } = useTranslation();
  return <MissingResult subtitle={t('fileNotFound.subtitle')} />;
}
