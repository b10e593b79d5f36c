import { ArrowLeftOutlined } from '@ant-design/icons';
import type { MessageKey } from '@custodia/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The way back from a screen about one item to the list it was opened from. */
export function BackLink({ to, label, testId }: { to: string; label: MessageKey; testId: string }) {
  const { t } = useTranslation();
  return (
    <Link to={to} data-testid={testId}>
      <ArrowLeftOutlined /> {t(label)}
    </Link>
  );
}
