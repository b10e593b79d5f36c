import { ApartmentOutlined } from '@ant-design/icons';
import type { RecordDetailDto } from '@custodia/contracts';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../platform/LinkButton.tsx';
import { Loading } from '../platform/Loading.tsx';
import { workflowTraceabilityPath } from '../platform/paths.ts';
import { ProcessList } from './ProcessList.tsx';
import { useRecordProcesses } from './useProcesses.ts';

/** The record detail's processes: each one, and the way to the record's workflow traceability. */
export function RecordProcesses({ record }: { record: RecordDetailDto }) {
  const { t } = useTranslation();
  const processes = useRecordProcesses(record.form_id, record.id);
  return (
    <Card
      title={t('processes.record.title')}
      extra={
        <LinkButton
          type="link"
          icon={<ApartmentOutlined />}
          to={workflowTraceabilityPath({ id: record.id, form_id: record.form_id })}
          data-testid="record-workflow-traceability"
        >
          {t('processes.record.traceability')}
        </LinkButton>
      }
    >
      {processes.isPending ? (
        <Loading />
      ) : (
        <ProcessList
          processes={processes.data ?? []}
          label={t('processes.record.title')}
          testId="record-processes"
        />
      )}
    </Card>
  );
}
