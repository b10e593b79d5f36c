import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  afterCaptureActions,
  captureRuleActions,
  errorCatalogue,
  type MailboxDto,
  MailboxInput,
  type MessageKey,
} from '@custodia/contracts';
import { App, Button, Card, Form, Input, InputNumber, Modal, Select, Space, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '../platform/useSchemaForm.ts';
import { PeopleSelect } from '../workflows/index.ts';
import { useFilingForms, useReceiver, useSaveMailbox } from './useCapture.ts';

export const afterCaptureLabels: Record<(typeof afterCaptureActions)[number], MessageKey> = {
  move: 'capture.after.move',
  flag: 'capture.after.flag',
};

export const ruleActionLabels: Record<(typeof captureRuleActions)[number], MessageKey> = {
  file: 'capture.rule.file',
  tray: 'capture.rule.tray',
  ignore: 'capture.rule.ignore',
};

/** The refusals a mailbox's settings get, on the field they are about. */
const refusedFields = {
  [errorCatalogue.mailboxReceiverInvalid.code]: 'receiver_id',
  [errorCatalogue.mailboxPasswordRequired.code]: 'password',
};

const blank = {
  port: 993,
  tls: true,
  folder: 'INBOX',
  after_capture: 'flag',
  move_to: '',
  auto_reply: false,
  active: true,
  rules: [],
};

/**
 * A mailbox's settings and its rules, in order (issue 48 §1). The password is never shown again:
 * left empty on a change, the one kept stays.
 */
export function MailboxFormModal({
  open,
  editing,
  onClose,
}: {
  open: boolean;
  editing: MailboxDto | null;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const save = useSaveMailbox();
  const forms = useFilingForms();
  const receiver = useReceiver(editing?.receiver_id);
  const { formProps, validate, showServerErrors } = useSchemaForm(MailboxInput);
  const afterCapture = Form.useWatch('after_capture', formProps.form);

  function submit(values: unknown): void {
    const body = validate(values);
    if (!body) return;
    save
      .mutateAsync({ id: editing?.id, body })
      .then(() => {
        message.success(t('capture.mailbox.saved'));
        onClose();
      })
      .catch((error) => showServerErrors(error, refusedFields));
  }

  return (
    <Modal
      open={open}
      width={760}
      title={t(editing ? 'capture.mailbox.editTitle' : 'capture.mailbox.create')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: save.isPending, 'data-testid': 'mailbox-save' }}
      onOk={() => formProps.form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        {...formProps}
        name="mailbox"
        layout="vertical"
        preserve={false}
        initialValues={editing ? { ...editing, password: '' } : blank}
        onFinish={submit}
      >
        <Form.Item name="name" label={t('capture.mailbox.name')} required>
          <Input data-testid="mailbox-name" />
        </Form.Item>
        <Space wrap align="start">
          <Form.Item name="host" label={t('capture.mailbox.host')} required>
            <Input data-testid="mailbox-host" />
          </Form.Item>
          <Form.Item name="port" label={t('capture.mailbox.port')} required>
            <InputNumber min={1} max={65535} data-testid="mailbox-port" />
          </Form.Item>
          <Form.Item name="tls" label={t('capture.mailbox.tls')} valuePropName="checked">
            <Switch data-testid="mailbox-tls" />
          </Form.Item>
        </Space>
        <Space wrap align="start">
          <Form.Item name="username" label={t('capture.mailbox.username')} required>
            <Input autoComplete="off" data-testid="mailbox-username" />
          </Form.Item>
          <Form.Item
            name="password"
            label={t('capture.mailbox.password')}
            required={!editing}
            extra={editing ? t('capture.mailbox.passwordKept') : undefined}
          >
            <Input.Password autoComplete="new-password" data-testid="mailbox-password" />
          </Form.Item>
        </Space>
        <Space wrap align="start">
          <Form.Item name="folder" label={t('capture.mailbox.folder')} required>
            <Input data-testid="mailbox-folder" />
          </Form.Item>
          <Form.Item name="after_capture" label={t('capture.mailbox.afterCapture')}>
            <Select
              style={{ minWidth: 200 }}
              options={afterCaptureActions.map((value) => ({
                value,
                label: t(afterCaptureLabels[value]),
              }))}
              data-testid="mailbox-after-capture"
            />
          </Form.Item>
          {afterCapture === 'move' && (
            <Form.Item name="move_to" label={t('capture.mailbox.moveTo')} required>
              <Input data-testid="mailbox-move-to" />
            </Form.Item>
          )}
        </Space>
        <Form.Item
          name="receiver_id"
          label={t('capture.mailbox.receiver')}
          extra={t('capture.mailbox.receiverHelp')}
          required
        >
          <PeopleSelect multiple={false} known={receiver.data ?? []} testId="mailbox-receiver" />
        </Form.Item>
        <Space wrap>
          <Form.Item
            name="auto_reply"
            label={t('capture.mailbox.autoReply')}
            valuePropName="checked"
          >
            <Switch data-testid="mailbox-auto-reply" />
          </Form.Item>
          <Form.Item name="active" label={t('capture.mailbox.active')} valuePropName="checked">
            <Switch data-testid="mailbox-active" />
          </Form.Item>
        </Space>
        <Form.List name="rules">
          {(rules, { add, remove }) => (
            <Space direction="vertical" style={{ width: '100%' }}>
              {rules.map((rule, index) => (
                <Card
                  key={rule.key}
                  size="small"
                  title={t('capture.rule.title', { position: index + 1 })}
                  extra={
                    <Button
                      type="text"
                      icon={<DeleteOutlined />}
                      aria-label={t('capture.rule.remove', { position: index + 1 })}
                      onClick={() => remove(rule.name)}
                    />
                  }
                >
                  <Space wrap align="start">
                    <Form.Item name={[rule.name, 'from_contains']} label={t('capture.rule.from')}>
                      <Input data-testid={`rule-${index}-from`} />
                    </Form.Item>
                    <Form.Item name={[rule.name, 'to_contains']} label={t('capture.rule.to')}>
                      <Input data-testid={`rule-${index}-to`} />
                    </Form.Item>
                    <Form.Item
                      name={[rule.name, 'subject_contains']}
                      label={t('capture.rule.subject')}
                    >
                      <Input data-testid={`rule-${index}-subject`} />
                    </Form.Item>
                  </Space>
                  <Space wrap align="start">
                    <Form.Item
                      name={[rule.name, 'action']}
                      label={t('capture.rule.action')}
                      required
                    >
                      <Select
                        style={{ minWidth: 180 }}
                        options={captureRuleActions.map((value) => ({
                          value,
                          label: t(ruleActionLabels[value]),
                        }))}
                        data-testid={`rule-${index}-action`}
                      />
                    </Form.Item>
                    <Form.Item name={[rule.name, 'form_id']} label={t('capture.rule.form')}>
                      <Select
                        style={{ minWidth: 220 }}
                        allowClear
                        options={forms.data}
                        loading={forms.isPending}
                        showSearch={{ optionFilterProp: 'label' }}
                        data-testid={`rule-${index}-form`}
                      />
                    </Form.Item>
                  </Space>
                </Card>
              ))}
              <Button
                icon={<PlusOutlined />}
                onClick={() => add({ action: 'tray' })}
                data-testid="rule-add"
              >
                {t('capture.rule.add')}
              </Button>
            </Space>
          )}
        </Form.List>
      </Form>
    </Modal>
  );
}
