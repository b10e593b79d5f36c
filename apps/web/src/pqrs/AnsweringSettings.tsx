import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import {
  type AnsweringSettingsDto,
  AnsweringSettingsInput,
  type AnswerTemplateDto,
  AnswerTemplateInput,
  answerTemplateVariables,
  errorCatalogue,
  pqrsAnswerLimits,
} from '@custodia/contracts';
import { App, Button, Flex, Form, Input, Modal, Select, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ConfirmedAction } from '../platform/ConfirmedAction.tsx';
import { EntityForm } from '../platform/EntityForm.tsx';
import { RowButton } from '../platform/RowActions.tsx';
import { TableRegion } from '../platform/ScrollRegion.tsx';
import { useSchemaForm } from '../platform/useSchemaForm.ts';
import {
  useAnswering,
  useDeleteTemplate,
  useSaveAnswering,
  useSaveTemplate,
  useTemplateDialog,
} from './usePqrsAnswers.ts';
import { useIntakeFormChoices } from './usePqrsSettings.ts';

const outgoingRefusal = {
  [errorCatalogue.pqrsOutgoingFormUnfit.code]: 'outgoing_form_id',
} satisfies Record<number, keyof AnsweringSettingsInput>;
const bodyRefusal = { [errorCatalogue.pqrsTemplateVariableUnknown.code]: 'body' };

/** The variables a template may use, as its body's help lists them. */
const variableList = [...answerTemplateVariables.map((name) => `{{${name}}}`), '{{field:…}}'].join(
  ', ',
);

/** The form answers are filed in: an outgoing radicado of its own numbering, with its workflow. */
function OutgoingFormForm({ settings }: { settings: AnsweringSettingsDto }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const save = useSaveAnswering();
  const forms = useIntakeFormChoices();
  return (
    <EntityForm
      schema={AnsweringSettingsInput}
      name="pqrs-answering"
      initialValues={{ outgoing_form_id: settings.outgoing_form_id }}
      conflictFields={outgoingRefusal}
      saving={save.isPending}
      onSubmit={async (input) => {
        await save.mutateAsync(input);
        message.success(t('pqrsAnswers.settings.saved'));
      }}
      submitTestId="pqrs-answering-save"
    >
      <Form.Item
        name="outgoing_form_id"
        label={t('pqrsAnswers.settings.outgoingForm')}
        extra={t('pqrsAnswers.settings.outgoingFormHelp')}
      >
        <Select
          options={forms.data}
          loading={forms.isPending}
          notFoundContent={t('pqrsSettings.noForms')}
          showSearch={{ optionFilterProp: 'label' }}
          data-testid="pqrs-outgoing-form"
        />
      </Form.Item>
    </EntityForm>
  );
}

function TemplateModal({
  open,
  editing,
  onClose,
}: {
  open: boolean;
  editing: AnswerTemplateDto | null;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const save = useSaveTemplate();
  const { formProps, validate, showServerErrors } = useSchemaForm(AnswerTemplateInput);

  function submit(values: AnswerTemplateInput): void {
    const body = validate(values);
    if (!body) return;
    save
      .mutateAsync({ id: editing?.id, body })
      .then(() => {
        message.success(t('pqrsAnswers.templates.saved'));
        onClose();
      })
      .catch((error) => showServerErrors(error, bodyRefusal));
  }

  return (
    <Modal
      open={open}
      title={
        editing
          ? t('pqrsAnswers.templates.edit', { name: editing.name })
          : t('pqrsAnswers.templates.add')
      }
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: save.isPending, 'data-testid': 'pqrs-template-save' }}
      onOk={() => formProps.form.submit()}
      onCancel={onClose}
      width={720}
      destroyOnHidden
    >
      <Form
        {...formProps}
        name="pqrs-template"
        layout="vertical"
        preserve={false}
        initialValues={editing ?? { name: '', body: '' }}
        onFinish={submit}
      >
        <Form.Item name="name" label={t('pqrsAnswers.templates.name')} required>
          <Input maxLength={pqrsAnswerLimits.templateName.max} data-testid="pqrs-template-name" />
        </Form.Item>
        <Form.Item
          name="body"
          label={t('pqrsAnswers.templates.body')}
          extra={t('pqrsAnswers.templates.bodyHelp', { variables: variableList })}
          required
        >
          <Input.TextArea
            rows={10}
            maxLength={pqrsAnswerLimits.templateBody.max}
            data-testid="pqrs-template-body"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function Templates({ templates }: { templates: AnswerTemplateDto[] }) {
  const { t } = useTranslation();
  const dialog = useTemplateDialog();
  const remove = useDeleteTemplate();
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
        {t('pqrsAnswers.templates.title')}
      </Typography.Title>
      <div>
        <Button
          icon={<PlusOutlined />}
          onClick={() => dialog.edit(null)}
          data-testid="pqrs-template-add"
        >
          {t('pqrsAnswers.templates.add')}
        </Button>
      </div>
      <TableRegion label={t('pqrsAnswers.templates.title')}>
        <Table
          rowKey="id"
          dataSource={templates}
          pagination={false}
          size="small"
          locale={{ emptyText: t('pqrsAnswers.templates.none') }}
          data-testid="pqrs-templates"
          columns={[
            { title: t('pqrsAnswers.templates.name'), key: 'name', dataIndex: 'name' },
            {
              title: t('common.actions'),
              key: 'actions',
              render: (_, template) => (
                <Flex gap={4}>
                  <RowButton
                    label={t('pqrsAnswers.templates.edit', { name: template.name })}
                    icon={<EditOutlined />}
                    loading={false}
                    testId="pqrs-template-edit"
                    onClick={() => dialog.edit(template)}
                  />
                  <ConfirmedAction
                    label={t('pqrsAnswers.templates.delete', { name: template.name })}
                    question={t('pqrsAnswers.templates.deleteAsk')}
                    icon={<DeleteOutlined />}
                    danger
                    loading={remove.isPending && remove.variables === template.id}
                    testId="pqrs-template-delete"
                    onConfirm={() => remove.mutate(template.id)}
                  />
                </Flex>
              ),
            },
          ]}
        />
      </TableRegion>
      <TemplateModal open={dialog.open} editing={dialog.editing} onClose={dialog.close} />
    </Flex>
  );
}

/** How the company answers its PQRS: the outgoing form, and the templates answers start from. */
export function AnsweringSettings() {
  const { t } = useTranslation();
  const answering = useAnswering();
  if (!answering.data) return null;
  return (
    <Flex vertical gap={16} data-testid="pqrs-answering">
      <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
        {t('pqrsAnswers.settings.title')}
      </Typography.Title>
      <OutgoingFormForm settings={answering.data} />
      <Templates templates={answering.data.templates} />
    </Flex>
  );
}
