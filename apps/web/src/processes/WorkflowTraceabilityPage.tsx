import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BackLink } from '../platform/BackLink.tsx';
import { Loaded } from '../platform/Loaded.tsx';
import { recordPath } from '../platform/paths.ts';
import { ProcessList } from './ProcessList.tsx';
import { useRecordProcesses } from './useProcesses.ts';

/**
 * `/traceability/workflow/:id/:recordId` (spec §2): every process the record `:recordId` (of the
 * form `:id`) ran or runs, each leading to its detail.
 */
export default function WorkflowTraceabilityPage() {
  const { t } = useTranslation();
  const { id = '', recordId = '' } = useParams();
  const back = (
    <BackLink
      to={recordPath({ id: recordId, form_id: id })}
      label="processes.backToRecord"
      testId="workflow-traceability-back"
    />
  );
  return (
    <Loaded query={useRecordProcesses(id, recordId)} missing="records.detail.missing" back={back}>
      {(processes) => {
        const title = processes[0]
          ? t('processes.traceability.of', { number: processes[0].record.number })
          : t('processes.record.title');
        return (
          <Card title={title} extra={back}>
            <ProcessList processes={processes} full label={title} testId="workflow-traceability" />
          </Card>
        );
      }}
    </Loaded>
  );
}
