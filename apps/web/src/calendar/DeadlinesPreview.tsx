import type { CalendarChange, CalendarPreviewDto, MovedDeadlineDto } from '@custodia/contracts';
import { Modal, Table, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateTime } from '../platform/useDateTime.ts';
import { useCalendarChanges } from './useCalendar.ts';

/** A change previewed and waiting for the administrator's word: what it does, and how to make it. */
type Pending = {
  preview: CalendarPreviewDto;
  /** What is asked before making it, when the change itself needs saying (a day removed). */
  question?: string;
  make(): Promise<unknown>;
};

export type ConfirmChange = (
  change: CalendarChange,
  make: () => Promise<unknown>,
  question?: string,
) => Promise<void>;

/**
 * Every calendar change goes through here: its preview is asked for (a refusal rejects, for the
 * form to mark its fields), then a dialog says how many open deadlines it moves and lists the first
 * of them, and the change is made only when the administrator confirms.
 */
export function useConfirmedChange() {
  const { preview } = useCalendarChanges();
  const [pending, setPending] = useState<Pending | null>(null);
  const confirm: ConfirmChange = (change, make, question) =>
    preview.mutateAsync(change).then((answer) => setPending({ preview: answer, make, question }));
  const dialog = <DeadlinesPreview pending={pending} onClose={() => setPending(null)} />;
  return { confirm, dialog };
}

function DeadlinesPreview({ pending, onClose }: { pending: Pending | null; onClose(): void }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const [making, setMaking] = useState(false);
  const moved = pending?.preview.moved ?? 0;
  const sample = pending?.preview.sample ?? [];

  function make(): void {
    if (!pending) return;
    setMaking(true);
    pending
      .make()
      // The transport has shown a refusal already; the dialog closes either way.
      .catch(() => undefined)
      .finally(() => {
        setMaking(false);
        onClose();
      });
  }

  const columns: TableColumnsType<MovedDeadlineDto> = [
    {
      title: t('calendar.preview.task'),
      key: 'task',
      render: (_, task) => `${task.record_number} · ${task.step}`,
    },
    { title: t('calendar.preview.due'), key: 'due', render: (_, task) => dateTime(task.due_at) },
    {
      title: t('calendar.preview.newDue'),
      key: 'new_due',
      render: (_, task) => dateTime(task.new_due_at),
    },
  ];

  return (
    <Modal
      open={pending !== null}
      title={t('calendar.preview.title')}
      okText={t('calendar.preview.confirm')}
      okButtonProps={{ loading: making, 'data-testid': 'calendar-preview-confirm' }}
      cancelText={t('common.cancel')}
      onOk={make}
      onCancel={onClose}
      destroyOnHidden
      width={640}
    >
      {pending?.question && <Typography.Paragraph>{pending.question}</Typography.Paragraph>}
      <Typography.Paragraph data-testid="calendar-preview-summary">
        {moved === 0 ? t('calendar.preview.none') : t('calendar.preview.moved', { count: moved })}
      </Typography.Paragraph>
      {sample.length > 0 && (
        <Table
          rowKey="task_id"
          columns={columns}
          dataSource={sample}
          pagination={false}
          size="small"
          scroll={{ x: 'max-content' }}
          data-testid="calendar-preview-tasks"
        />
      )}
      {moved > sample.length && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
          {t('calendar.preview.sample', { shown: sample.length })}
        </Typography.Paragraph>
      )}
    </Modal>
  );
}
