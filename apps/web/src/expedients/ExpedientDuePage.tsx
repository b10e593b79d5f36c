import type { DueStage, ExpedientDto } from '@custodia/contracts';
import { Card, Segmented, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { generatePath, Link } from 'react-router';
import { formatDay } from '../platform/dates.ts';
import { PagedTable } from '../platform/PagedTable.tsx';
import { paths } from '../platform/paths.ts';
import { BackToConsultation } from './ExpedientLoader.tsx';
import { useDueExpedients } from './useExpedients.ts';

/**
 * Closed expedients whose retention is over (issue 13 point 4): those due to leave the office
 * archive for the central one, or the central archive for their final disposition.
 */
export default function ExpedientDuePage() {
  const { t } = useTranslation();
  const list = useDueExpedients();
  const stage: DueStage = list.params.stage;
  const columns: TableColumnsType<ExpedientDto> = [
    {
      title: t('expedients.fields.number'),
      key: 'number',
      render: (_, expedient) => (
        <Link to={generatePath(paths.expedientView, { id: expedient.id })}>{expedient.number}</Link>
      ),
    },
    { title: t('expedients.fields.name'), dataIndex: 'name', key: 'name' },
    {
      title: t('expedients.fields.series'),
      key: 'series',
      render: (_, expedient) => `${expedient.series_code}-${expedient.series_name}`,
    },
    {
      title: t(
        stage === 'transfer' ? 'expedients.fields.officeDue' : 'expedients.fields.centralDue',
      ),
      key: 'due',
      render: (_, expedient) => {
        const due = stage === 'transfer' ? expedient.office_due_on : expedient.central_due_on;
        return due ? formatDay(due) : '—';
      },
    },
  ];
  return (
    <Card extra={<BackToConsultation />}>
      <Segmented<DueStage>
        value={stage}
        onChange={(value) => list.setParams({ stage: value, page: 1 })}
        options={[
          { value: 'transfer', label: t('expedients.due.transfer') },
          { value: 'disposition', label: t('expedients.due.disposition') },
        ]}
        style={{ marginBottom: 16 }}
        data-testid="expedients-due-stage"
      />
      <PagedTable list={list} columns={columns} />
    </Card>
  );
}
