import {
  CompletionInput,
  ExtensionInput,
  type PqrsRequestDto,
  type RecordDetailDto,
} from '@custodia/contracts';
import { App, Button, Card, Descriptions, Flex, Form, InputNumber, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog, LongTextField } from '../platform/ActionDialog.tsx';
import { DeadlineTag } from '../platform/DeadlineTag.tsx';
import { useDateTime } from '../platform/useDateTime.ts';
import { PqrsAnswer } from './PqrsAnswer.tsx';
import { pqrsMessageLabels, pqrsStateLabels } from './pqrsLabels.ts';
import { RemitPqrsButton } from './RemitPqrsButton.tsx';
import { useAskCompletion, useExtendPqrs, useRecordPqrs } from './useRecordPqrs.ts';

/**
 * The PQRS a record is (issue 47): its type, the law's clock with its colour, who filed it and
 * what they asked; its one extension, for whoever may give it while its term runs; its remission
 * to the competent entity; and its answer.
 */
export function RecordPqrs({ record }: { record: RecordDetailDto }) {
  const { t } = useTranslation();
  const pqrs = useRecordPqrs(record.id);
  if (!pqrs.data) return null;
  return (
    <Card
      title={t('pqrs.record.title', { type: pqrs.data.type_name })}
      extra={
        <Flex gap={8} wrap>
          {pqrs.data.abilities.askCompletion && <AskCompletionButton recordId={record.id} />}
          {pqrs.data.abilities.extend && <ExtendButton recordId={record.id} pqrs={pqrs.data} />}
          {pqrs.data.abilities.remit && <RemitPqrsButton recordId={record.id} />}
        </Flex>
      }
      data-testid="record-pqrs"
    >
      <Flex vertical gap={16}>
        <PqrsFacts pqrs={pqrs.data} />
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
          {pqrs.data.text}
        </Typography.Paragraph>
        {pqrs.data.messages.length > 0 && <PqrsMessages messages={pqrs.data.messages} />}
        <PqrsAnswer recordId={record.id} />
      </Flex>
    </Card>
  );
}

/**
 * What the office and the petitioner said to each other, oldest first: the petitioner's words as
 * plain text, their files named (they are among the record's files).
 */
function PqrsMessages({ messages }: { messages: PqrsRequestDto['messages'] }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  return (
    <section aria-labelledby="record-pqrs-messages" data-testid="record-pqrs-messages">
      <Typography.Title level={5} id="record-pqrs-messages">
        {t('pqrs.record.messages')}
      </Typography.Title>
      <Flex vertical gap={8} component="ul" style={{ margin: 0, paddingInlineStart: 20 }}>
        {messages.map((message) => (
          <li key={`${message.at}-${message.kind}`}>
            <Typography.Text strong>{t(pqrsMessageLabels[message.kind])}</Typography.Text>{' '}
            <Typography.Text type="secondary">{dateTime(message.at)}</Typography.Text>
            {message.text && (
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: '4px 0 0' }}>
                {message.text}
              </Typography.Paragraph>
            )}
            {message.files.length > 0 && (
              <Typography.Paragraph style={{ margin: '4px 0 0' }}>
                {t('pqrs.record.filesSent', { names: message.files.join(', ') })}
              </Typography.Paragraph>
            )}
          </li>
        ))}
      </Flex>
    </section>
  );
}

function PqrsFacts({ pqrs }: { pqrs: PqrsRequestDto }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const { petitioner, extension, remission } = pqrs;
  return (
    <Descriptions
      bordered
      size="small"
      column={{ xs: 1, md: 2 }}
      data-testid="record-pqrs-facts"
      items={[
        { key: 'state', label: t('pqrs.record.state'), children: t(pqrsStateLabels[pqrs.state]) },
        {
          key: 'due',
          label: t('pqrs.record.due'),
          children: <DeadlineTag due={pqrs.due_at} colour={pqrs.due_colour} />,
        },
        { key: 'received', label: t('pqrs.record.received'), children: dateTime(pqrs.received_at) },
        {
          key: 'term',
          label: t('pqrs.record.term'),
          children: t('pqrs.record.days', { count: pqrs.term_days }),
        },
        ...(extension
          ? [
              {
                key: 'extension',
                label: t('pqrs.record.extension'),
                span: 'filled' as const,
                children: t('pqrs.record.extended', {
                  count: extension.days,
                  before: dateTime(extension.due_before),
                  reason: extension.reason,
                }),
              },
            ]
          : []),
        ...(remission
          ? [
              {
                key: 'remission',
                label: t('pqrs.record.remission'),
                span: 'filled' as const,
                children: t('pqrs.record.remitted', {
                  entity: remission.entity_name,
                  email: remission.entity_email,
                  at: dateTime(remission.at),
                  reason: remission.reason,
                }),
              },
            ]
          : []),
        {
          key: 'petitioner',
          label: t('pqrs.record.petitioner'),
          span: 'filled' as const,
          children: petitioner
            ? [
                petitioner.name,
                `${petitioner.document_type} ${petitioner.document_number}`,
                petitioner.email,
                petitioner.phone,
                petitioner.address,
              ]
                .filter(Boolean)
                .join(' · ')
            : t('pqrs.record.anonymous'),
        },
      ]}
    />
  );
}

function ExtendButton({ recordId, pqrs }: { recordId: string; pqrs: PqrsRequestDto }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const extend = useExtendPqrs(recordId);
  return (
    <>
      <Button onClick={() => setOpen(true)} data-testid="pqrs-extend">
        {t('pqrs.extend.open')}
      </Button>
      <ActionDialog
        open={open}
        title={t('pqrs.extend.title')}
        okText={t('pqrs.extend.confirm')}
        busy={extend.isPending}
        schema={ExtensionInput}
        onSubmit={(input) =>
          extend.mutateAsync(input).then(() => message.success(t('pqrs.extend.done')))
        }
        onClose={() => setOpen(false)}
        testId="pqrs-extend-dialog"
      >
        <Form.Item
          name="days"
          label={t('pqrs.extend.days')}
          extra={t('pqrs.extend.daysHelp', { count: pqrs.max_extension_days })}
          required
        >
          <InputNumber
            min={1}
            max={pqrs.max_extension_days}
            precision={0}
            data-testid="pqrs-extend-days"
          />
        </Form.Item>
        <LongTextField
          name="reason"
          label="pqrs.extend.reason"
          rows={4}
          testId="pqrs-extend-reason"
        />
      </ActionDialog>
    </>
  );
}

/** Ley 1755 art. 17: what the petitioner must add; their term stops until they do. */
function AskCompletionButton({ recordId }: { recordId: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const ask = useAskCompletion(recordId);
  return (
    <>
      <Button onClick={() => setOpen(true)} data-testid="pqrs-ask-completion">
        {t('pqrs.askCompletion.open')}
      </Button>
      <ActionDialog
        open={open}
        title={t('pqrs.askCompletion.title')}
        okText={t('pqrs.askCompletion.confirm')}
        busy={ask.isPending}
        schema={CompletionInput}
        onSubmit={(input) =>
          ask.mutateAsync(input).then(() => message.success(t('pqrs.askCompletion.done')))
        }
        onClose={() => setOpen(false)}
        testId="pqrs-ask-completion-dialog"
      >
        <LongTextField
          name="text"
          label="pqrs.askCompletion.text"
          rows={4}
          testId="pqrs-ask-completion-text"
        />
      </ActionDialog>
    </>
  );
}
