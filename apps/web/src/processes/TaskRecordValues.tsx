import { Card, Descriptions, Empty } from 'antd';
import { useTranslation } from 'react-i18next';

/** The record a task is about, its data as a person reads it: a process task's or a free task's. */
export function TaskRecordValues({
  values,
  testId,
}: {
  values: { label: string; value: string }[];
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Card title={t('processes.task.record')}>
      {values.length === 0 ? (
        <Empty description={t('processes.task.noValues')} />
      ) : (
        <Descriptions
          bordered
          size="small"
          column={{ xs: 1, md: 2 }}
          data-testid={testId}
          items={values.map((value, index) => ({
            key: `${value.label}-${index}`,
            label: value.label,
            children: value.value || '—',
          }))}
        />
      )}
    </Card>
  );
}
