import { PlayCircleOutlined } from '@ant-design/icons';
import { type RecordDetailDto, StartProcessInput } from '@custodia/contracts';
import { Alert, App, Button, Form, Select, Spin } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ActionDialog } from '../platform/ActionDialog.tsx';
import { processPath } from '../platform/paths.ts';
import { useWorkflowsToStart } from '../workflows/index.ts';
import { useStartChoices, useStartProcess } from './useProcesses.ts';

/**
 * Whom the first step goes to, when its responsible is chosen by the one who starts the process
 * (spec §3): asked once a workflow is picked, and only when the workflow says so.
 */
function FirstResponsible() {
  const { t } = useTranslation();
  const choices = useStartChoices(Form.useWatch('workflow_id'));
  const chosen = choices.data?.find((step) => step.candidates.length > 0);
  if (!chosen) return null;
  return (
    <Form.Item
      name="next_user_uuid"
      label={t('processes.start.responsible', { step: chosen.name })}
      rules={[{ required: true, message: t('fieldRequired') }]}
    >
      <Select
        showSearch={{ optionFilterProp: 'label' }}
        options={chosen.candidates.map((user) => ({ value: user.id, label: user.name }))}
        data-testid="process-start-responsible"
      />
    </Form.Item>
  );
}

/** Spec §2 process start: one of the form's active workflows, on this record. */
export function StartProcessButton({ record }: { record: RecordDetailDto }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const workflows = useWorkflowsToStart(record.form_id, open);
  const start = useStartProcess();
  // One key per dialog opened: a doubled press or a retry starts one process.
  const startKey = useRef(crypto.randomUUID());

  function show(): void {
    startKey.current = crypto.randomUUID();
    setOpen(true);
  }

  const none = workflows.isSuccess && workflows.data.length === 0;
  // The only workflow there is is the one to start: it comes chosen.
  const only = workflows.data?.length === 1 ? workflows.data[0]?.value : undefined;
  return (
    <>
      <Button icon={<PlayCircleOutlined />} onClick={show} data-testid="process-start">
        {t('processes.start.action')}
      </Button>
      <ActionDialog
        open={open}
        title={t('processes.start.title', { number: record.number })}
        okText={t('processes.start.confirm')}
        busy={start.isPending}
        blocked={none}
        schema={StartProcessInput}
        extra={{ form_id: record.form_id, record_id: record.id }}
        onSubmit={(input) =>
          start.mutateAsync({ input, key: startKey.current }).then((process) => {
            message.success(t('processes.start.done', { number: process.number }));
            navigate(processPath(process));
          })
        }
        onClose={() => setOpen(false)}
        testId="process-start-dialog"
      >
        {none ? (
          <Alert
            type="warning"
            showIcon
            title={t('processes.start.none')}
            data-testid="process-start-none"
          />
        ) : workflows.isPending ? (
          <Spin />
        ) : (
          <>
            <Form.Item
              name="workflow_id"
              label={t('processes.fields.workflow')}
              required
              initialValue={only}
            >
              <Select options={workflows.data} data-testid="process-start-workflow" />
            </Form.Item>
            <FirstResponsible />
          </>
        )}
      </ActionDialog>
    </>
  );
}
