import type { ProcessDetailDto } from '@custodia/contracts';
import { Card, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BackLink } from '../platform/BackLink.tsx';
import { Loaded } from '../platform/Loaded.tsx';
import { paths, recordPath } from '../platform/paths.ts';
import { InterruptProcessButton } from './InterruptProcessButton.tsx';
import { ProcessComments } from './ProcessComments.tsx';
import { ProcessHeader } from './ProcessHeader.tsx';
import { ProcessMap } from './ProcessMap.tsx';
import { ProcessEvents, ProcessTasks } from './ProcessTimeline.tsx';
import { useOpenTasks, useProcess } from './useProcesses.ts';

function ProcessDetail({ process }: { process: ProcessDetailDto }) {
  const { t } = useTranslation();
  const open = useOpenTasks(process.tasks);
  const back = (
    <BackLink
      to={recordPath(process.record)}
      label="processes.backToRecord"
      testId="process-back-to-record"
    />
  );
  return (
    <Flex vertical gap={24}>
      <Card
        title={t('processes.detail.of', { number: process.number })}
        extra={back}
        data-testid="process-detail"
      >
        <Flex vertical gap={16}>
          {process.abilities.interrupt && (
            <Flex gap={8} wrap>
              <InterruptProcessButton process={process} />
            </Flex>
          )}
          <ProcessHeader process={process} interruptReason={process.interrupt_reason} />
        </Flex>
      </Card>
      <Card title={t('processes.map.title')}>
        <ProcessMap processId={process.id} steps={process.steps} />
      </Card>
      <ProcessTasks tasks={process.tasks} workable={open} />
      <ProcessEvents events={process.events} />
      <ProcessComments
        processId={process.id}
        comments={process.comments}
        commentable={open
          .filter((task) => task.abilities.comment)
          .map((task) => ({ id: task.id, step: task.step.name }))}
      />
    </Flex>
  );
}

/**
 * `/process/detail/:id/:processId` (spec §2): one process of a record of the form `:id`: its
 * data, its live map, its tasks and events, and its comments.
 */
export default function ProcessDetailPage() {
  const { processId = '' } = useParams();
  // A process that cannot be read names no record to go back to: the records' forms, then.
  const back = (
    <BackLink to={paths.recordForms} label="records.back" testId="process-back-to-records" />
  );
  return (
    <Loaded query={useProcess(processId)} missing="processes.detail.missing" back={back}>
      {(process) => <ProcessDetail process={process} />}
    </Loaded>
  );
}
