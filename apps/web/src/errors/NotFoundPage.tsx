import { useTranslation } from 'react-i18next';
import { MissingResult } from './MissingResult.tsx';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return <MissingResult subtitle={t('notFound.subtitle')} />;
}
