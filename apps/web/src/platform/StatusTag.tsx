import type { MessageKey } from '@custodia/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** The coloured name of a row's state, from the feature's tables of labels and colours. */
export function StatusTag<V extends number>({
  status,
  labels,
  colors,
  testId,
}: {
  status: V;
  labels: Record<V, MessageKey>;
  colors: Record<V, string>;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <Tag color={colors[status]} data-testid={testId}>
      {t(labels[status])}
    </Tag>
  );
}
