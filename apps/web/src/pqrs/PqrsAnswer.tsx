import {
  type AnswerDeliveryDto,
  AnswerSendInput,
  answerChannels,
  DispatchSettlementInput,
  type PqrsAnswerDto,
  pqrsAnswerLimits,
} from '@custodia/contracts';
import {
  Alert,
  App,
  Button,
  Descriptions,
  Flex,
  Form,
  Input,
  Radio,
  Select,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ActionDialog, LongTextField } from '../platform/ActionDialog.tsx';
import { recordPath } from '../platform/paths.ts';
import { useDateTime } from '../platform/useDateTime.ts';
import { answerChannelLabels, answerSignedLabels } from './pqrsLabels.ts';
import {
  useFillTemplate,
  usePrepareAnswer,
  useRecordAnswer,
  useSaveDraft,
  useSealAnswer,
  useSendAnswer,
  useSettleDispatch,
} from './usePqrsAnswers.ts';

/**
 * A PQRS's answer (issue 47 §3) on its record: drafted from a template, filed as an outgoing
 * radicado (its VoBo is that record's workflow), sealed or signed, and sent; then how it went
 * out and whether the petitioner was told in time.
 */
export function PqrsAnswer({ recordId }: { recordId: string }) {
  const { t } = useTranslation();
  const answer = useRecordAnswer(recordId);
  if (!answer.data) return null;
  const shown = answer.data;
  return (
    <section aria-labelledby="pqrs-answer-title" data-testid="pqrs-answer">
      <Flex vertical gap={12}>
        <Typography.Title level={3} id="pqrs-answer-title" style={{ fontSize: 16, margin: 0 }}>
          {t('pqrsAnswers.title')}
        </Typography.Title>
        <AnsweredAlert answer={shown} />
        {shown.abilities.draft ? (
          <AnswerDraft recordId={recordId} answer={shown} />
        ) : (
          shown.text && (
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
              {shown.text}
            </Typography.Paragraph>
          )
        )}
        {shown.outgoing && <OutgoingFacts answer={shown} />}
        <Flex gap={8} wrap>
          {shown.abilities.seal && <SealButton recordId={recordId} />}
          {shown.abilities.send && <SendButton recordId={recordId} />}
        </Flex>
        {shown.deliveries.length > 0 && <Deliveries recordId={recordId} answer={shown} />}
      </Flex>
    </section>
  );
}

function AnsweredAlert({ answer }: { answer: PqrsAnswerDto }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  if (!answer.answered) return null;
  const { at, in_time: inTime, days } = answer.answered;
  return (
    <Alert
      type={inTime ? 'success' : 'warning'}
      showIcon
      message={t(inTime ? 'pqrsAnswers.answeredInTime' : 'pqrsAnswers.answeredLate', {
        at: dateTime(at),
        count: days,
      })}
      data-testid="pqrs-answered"
    />
  );
}

/** The draft: a template's filled text to start from, edited here, then filed. */
function AnswerDraft({ recordId, answer }: { recordId: string; answer: PqrsAnswerDto }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [text, setText] = useState(answer.text ?? '');
  const [templateId, setTemplateId] = useState<string>();
  const fill = useFillTemplate(recordId);
  const save = useSaveDraft(recordId);
  const prepare = usePrepareAnswer(recordId);

  async function prepareAnswer(): Promise<void> {
    await save.mutateAsync({ text });
    await prepare.mutateAsync(undefined);
    message.success(t('pqrsAnswers.prepared'));
  }

  return (
    <Flex vertical gap={8}>
      <Flex gap={8} wrap align="end">
        <label htmlFor="pqrs-answer-template" style={{ display: 'grid', gap: 4, minWidth: 260 }}>
          {t('pqrsAnswers.template')}
          <Select
            id="pqrs-answer-template"
            value={templateId}
            onChange={setTemplateId}
            options={answer.templates.map((template) => ({
              value: template.id,
              label: template.name,
            }))}
            notFoundContent={t('pqrsAnswers.templates.none')}
            data-testid="pqrs-answer-template"
          />
        </label>
        <Button
          disabled={!templateId}
          loading={fill.isPending}
          onClick={() => {
            if (templateId)
              void fill.mutateAsync(templateId).then((filled) => setText(filled.text));
          }}
          data-testid="pqrs-answer-fill"
        >
          {t('pqrsAnswers.fill')}
        </Button>
      </Flex>
      <label htmlFor="pqrs-answer-text" style={{ display: 'grid', gap: 4 }}>
        {t('pqrsAnswers.text')}
        <Input.TextArea
          id="pqrs-answer-text"
          rows={10}
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={pqrsAnswerLimits.text.max}
          data-testid="pqrs-answer-text"
        />
      </label>
      <Typography.Text type="secondary">{t('pqrsAnswers.textHelp')}</Typography.Text>
      <Flex gap={8} wrap>
        <Button
          loading={save.isPending && !prepare.isPending}
          onClick={() =>
            void save.mutateAsync({ text }).then(() => message.success(t('pqrsAnswers.saved')))
          }
          data-testid="pqrs-answer-save"
        >
          {t('pqrsAnswers.saveDraft')}
        </Button>
        {answer.abilities.prepare && (
          <Button
            type="primary"
            loading={prepare.isPending}
            onClick={() => void prepareAnswer()}
            data-testid="pqrs-answer-prepare"
          >
            {t('pqrsAnswers.prepare')}
          </Button>
        )}
      </Flex>
    </Flex>
  );
}

/** The outgoing radicado, its VoBo and its signature. */
function OutgoingFacts({ answer }: { answer: PqrsAnswerDto }) {
  const { t } = useTranslation();
  const outgoing = answer.outgoing;
  if (!outgoing) return null;
  return (
    <Descriptions
      bordered
      size="small"
      column={{ xs: 1, md: 3 }}
      data-testid="pqrs-answer-outgoing"
      items={[
        {
          key: 'outgoing',
          label: t('pqrsAnswers.outgoing'),
          children: (
            <Link
              to={recordPath({ id: outgoing.record_id, form_id: outgoing.form_id })}
              data-testid="pqrs-answer-outgoing-link"
            >
              {outgoing.number}
            </Link>
          ),
        },
        {
          key: 'vobo',
          label: t('pqrsAnswers.vobo'),
          children: (
            <Tag color={answer.approved ? 'green' : 'orange'} data-testid="pqrs-answer-vobo">
              {t(answer.approved ? 'pqrsAnswers.approved' : 'pqrsAnswers.awaitingApproval')}
            </Tag>
          ),
        },
        {
          key: 'signed',
          label: t('pqrsAnswers.signature'),
          children: (
            <Tag color={answer.signed ? 'green' : 'orange'} data-testid="pqrs-answer-signed">
              {t(answer.signed ? answerSignedLabels[answer.signed] : 'pqrsAnswers.unsigned')}
            </Tag>
          ),
        },
      ]}
    />
  );
}

function SealButton({ recordId }: { recordId: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const seal = useSealAnswer(recordId);
  return (
    <Button
      loading={seal.isPending}
      onClick={() =>
        void seal.mutateAsync(undefined).then(() => message.success(t('pqrsAnswers.sealed')))
      }
      data-testid="pqrs-answer-seal"
    >
      {t('pqrsAnswers.seal')}
    </Button>
  );
}

/** Sends it: every way publishes it on the tracking page; a courier's needs its guide. */
function SendButton({ recordId }: { recordId: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const sending = useSendAnswer(recordId);
  return (
    <>
      <Button type="primary" onClick={() => setOpen(true)} data-testid="pqrs-answer-send">
        {t('pqrsAnswers.send')}
      </Button>
      <ActionDialog
        open={open}
        title={t('pqrsAnswers.sendTitle')}
        okText={t('pqrsAnswers.send')}
        busy={sending.isPending}
        schema={AnswerSendInput}
        onSubmit={(input) =>
          sending.mutateAsync(input).then(() => message.success(t('pqrsAnswers.sent')))
        }
        onClose={() => setOpen(false)}
        testId="pqrs-answer-send-dialog"
      >
        <Form.Item
          name="channel"
          label={t('pqrsAnswers.channel')}
          extra={t('pqrsAnswers.channelHelp')}
          initialValue="tracking"
          required
        >
          <Radio.Group
            options={answerChannels.map((channel) => ({
              value: channel,
              label: t(answerChannelLabels[channel]),
            }))}
            data-testid="pqrs-answer-channel"
          />
        </Form.Item>
        <Form.Item noStyle shouldUpdate>
          {({ getFieldValue }) =>
            getFieldValue('channel') === 'physical' && (
              <>
                <Form.Item name="courier" label={t('pqrsAnswers.courier')} required>
                  <Input
                    maxLength={pqrsAnswerLimits.courier.max}
                    data-testid="pqrs-answer-courier"
                  />
                </Form.Item>
                <Form.Item name="guide_number" label={t('pqrsAnswers.guideNumber')} required>
                  <Input
                    maxLength={pqrsAnswerLimits.guideNumber.max}
                    data-testid="pqrs-answer-guide"
                  />
                </Form.Item>
              </>
            )
          }
        </Form.Item>
      </ActionDialog>
    </>
  );
}

/** What each delivery proves: the mail server's answer, or the courier's guide and outcome. */
function deliveryEvidence(delivery: AnswerDeliveryDto, t: (key: 'pqrsAnswers.pending') => string) {
  if (delivery.channel === 'email') {
    return [delivery.email, delivery.message_id, delivery.smtp_response ?? t('pqrsAnswers.pending')]
      .filter(Boolean)
      .join(' · ');
  }
  if (delivery.channel === 'physical') {
    return [delivery.courier, delivery.guide_number, delivery.return_reason]
      .filter(Boolean)
      .join(' · ');
  }
  return '';
}

function Deliveries({ recordId, answer }: { recordId: string; answer: PqrsAnswerDto }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const [returning, setReturning] = useState<string>();
  const settle = useSettleDispatch(recordId);
  const { message } = App.useApp();
  return (
    <>
      <Table
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={answer.deliveries}
        scroll={{ x: 'max-content' }}
        data-testid="pqrs-answer-deliveries"
        columns={[
          {
            title: t('pqrsAnswers.channel'),
            key: 'channel',
            render: (_, delivery) => t(answerChannelLabels[delivery.channel]),
          },
          {
            title: t('pqrsAnswers.sentAt'),
            key: 'at',
            render: (_, delivery) => dateTime(delivery.at),
          },
          {
            title: t('pqrsAnswers.evidence'),
            key: 'evidence',
            render: (_, delivery) => deliveryEvidence(delivery, t),
          },
          {
            title: t('pqrsAnswers.notifiedAt'),
            key: 'notified',
            render: (_, delivery) =>
              delivery.notified_at ? dateTime(delivery.notified_at) : t('pqrsAnswers.pending'),
          },
          {
            title: t('common.actions'),
            key: 'actions',
            render: (_, delivery) =>
              delivery.channel === 'physical' &&
              delivery.settled_at === null &&
              answer.abilities.settle && (
                <Flex gap={4}>
                  <Button
                    size="small"
                    loading={settle.isPending}
                    onClick={() =>
                      void settle
                        .mutateAsync({ id: delivery.id, body: { outcome: 'delivered' } })
                        .then(() => message.success(t('pqrsAnswers.settled')))
                    }
                    data-testid="pqrs-dispatch-delivered"
                  >
                    {t('pqrsAnswers.delivered')}
                  </Button>
                  <Button
                    size="small"
                    onClick={() => setReturning(delivery.id)}
                    data-testid="pqrs-dispatch-returned"
                  >
                    {t('pqrsAnswers.returned')}
                  </Button>
                </Flex>
              ),
          },
        ]}
      />
      <ActionDialog
        open={returning !== undefined}
        title={t('pqrsAnswers.returnedTitle')}
        okText={t('pqrsAnswers.returned')}
        busy={settle.isPending}
        schema={DispatchSettlementInput}
        extra={{ outcome: 'returned' }}
        onSubmit={(body) =>
          settle
            .mutateAsync({ id: returning ?? '', body })
            .then(() => message.success(t('pqrsAnswers.settled')))
        }
        onClose={() => setReturning(undefined)}
        testId="pqrs-dispatch-return-dialog"
      >
        <LongTextField name="reason" label="pqrsAnswers.returnReason" testId="pqrs-return-reason" />
      </ActionDialog>
    </>
  );
}
