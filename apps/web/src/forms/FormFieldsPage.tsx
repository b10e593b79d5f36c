import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  EditOutlined,
  EyeOutlined,
  OrderedListOutlined,
} from '@ant-design/icons';
import { type FieldDefinitionDto, FieldStatus, type FormDto } from '@custodia/contracts';
import { Alert, App, Card, Col, Empty, Row, Table, type TableColumnsType, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { generatePath } from 'react-router';
import { actionsInView } from '../platform/actionsInView.ts';
import { ConfirmedAction } from '../platform/ConfirmedAction.tsx';
import { LinkButton } from '../platform/LinkButton.tsx';
import { paths } from '../platform/paths.ts';
import { RefusalAlert } from '../platform/RefusalAlert.tsx';
import { RowActions, RowButton, type RowLink } from '../platform/RowActions.tsx';
import { type Refusal, useRefusal } from '../platform/useRefusal.ts';
import { BackToFormList } from './BackToFormList.tsx';
import { fieldScreens } from './FieldLoader.tsx';
import { FormLoader } from './FormLoader.tsx';
import { FormRenderer } from './FormRenderer.tsx';
import { controlLabels, switchOptions } from './fieldLabels.ts';
import { fieldRefusals, useDeleteField, useFieldList, useMoveField } from './useFormFields.ts';

type RowProps = {
  field: FieldDefinitionDto;
  form: FormDto;
  last: boolean;
  refusal: Refusal;
};

/**
 * As the field's abilities allow: edit it, move it one place up or down or to a position (the
 * server renumbers the others), delete it. A field that can no longer be edited (the form is not a
 * draft) is consulted instead; one that cannot be deleted offers no delete.
 */
function FieldActions({ field, form, last, refusal }: RowProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const move = useMoveField(field.id);
  const remove = useDeleteField(field.form_id, field.id);

  function moveTo(order: number): void {
    refusal.dismiss();
    move.mutate(order, { onError: refusal.explain });
  }

  function deleteField(): void {
    refusal.dismiss();
    remove.mutate(undefined, {
      onSuccess: () => message.success(t('formFields.deleted')),
      onError: refusal.explain,
    });
  }

  const { abilities } = field;
  const links: RowLink[] = [
    abilities.edit
      ? {
          to: fieldScreens.edit(field),
          label: t('formFields.actions.edit'),
          icon: <EditOutlined />,
          testId: 'field-edit',
        }
      : {
          to: fieldScreens.consult(field, form.status),
          label: t('formFields.actions.consult'),
          icon: <EyeOutlined />,
          testId: 'field-consult',
        },
  ];
  if (abilities.move) {
    links.push({
      to: fieldScreens.order(field),
      label: t('formFields.actions.order'),
      icon: <OrderedListOutlined />,
      testId: 'field-order',
    });
  }

  return (
    <RowActions links={links}>
      {abilities.move && field.order > 1 && (
        <RowButton
          label={t('formFields.actions.up')}
          icon={<ArrowUpOutlined />}
          loading={move.isPending}
          testId="field-up"
          onClick={() => moveTo(field.order - 1)}
        />
      )}
      {abilities.move && !last && (
        <RowButton
          label={t('formFields.actions.down')}
          icon={<ArrowDownOutlined />}
          loading={move.isPending}
          testId="field-down"
          onClick={() => moveTo(field.order + 1)}
        />
      )}
      {abilities.delete && (
        <ConfirmedAction
          label={t('formFields.actions.delete')}
          question={t('formFields.delete.confirm', { label: field.label })}
          icon={<DeleteOutlined />}
          danger
          loading={remove.isPending}
          testId="field-delete"
          onConfirm={deleteField}
        />
      )}
    </RowActions>
  );
}

function FormFields({ form }: { form: FormDto }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const list = useFieldList(form.id);
  const refusal = useRefusal(fieldRefusals);
  const fields = list.data?.items ?? [];
  // Whether fields may be added and changed (a draft, spec §4): the server says so in edit_fields.
  const editable = list.data?.edit_fields === true;

  const columns: TableColumnsType<FieldDefinitionDto> = [
    { title: t('formFields.fields.order'), dataIndex: 'order', key: 'order' },
    { title: t('formFields.fields.label'), dataIndex: 'label', key: 'label' },
    {
      title: t('formFields.fields.control'),
      key: 'control',
      render: (_, field) => t(controlLabels[field.control_data]),
    },
    {
      title: t('formFields.fields.options'),
      key: 'options',
      render: (_, field) =>
        switchOptions
          .filter(({ option }) => field[option] === true)
          .map(({ option, label }) => (
            <Tag key={option} color={option === 'hide' ? 'orange' : undefined}>
              {t(label)}
            </Tag>
          )),
    },
    {
      title: t('formFields.fields.status'),
      key: 'status',
      render: (_, field) =>
        field.status === FieldStatus.active ? (
          <Tag color="green">{t('formFields.status.active')}</Tag>
        ) : (
          <Tag>{t('formFields.status.inactive')}</Tag>
        ),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      render: (_, field, index) => (
        <FieldActions
          field={field}
          form={form}
          last={index === fields.length - 1}
          refusal={refusal}
        />
      ),
    },
  ];

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={14}>
        <Card
          title={t('formFields.title', { name: form.name })}
          extra={
            <>
              <BackToFormList />{' '}
              {editable && (
                <LinkButton
                  to={generatePath(paths.fieldCreate, { id: form.id })}
                  type="primary"
                  data-testid="fields-add"
                >
                  {t('formFields.add')}
                </LinkButton>
              )}
            </>
          }
        >
          {list.data && !editable && (
            <Alert
              type="info"
              showIcon
              title={t('formFields.locked')}
              // Records keep the values of every field: no field can ever be removed (spec §4).
              description={list.data.has_records ? t('formFields.hasRecords') : undefined}
              style={{ marginBottom: 16 }}
              data-testid="fields-locked"
            />
          )}
          <RefusalAlert refusal={refusal} testId="fields-refusal" />
          <Table<FieldDefinitionDto>
            rowKey="id"
            columns={actionsInView(columns)}
            dataSource={fields}
            loading={list.isFetching}
            pagination={false}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: <Empty description={t('formFields.empty')} /> }}
            data-testid="fields-table"
          />
        </Card>
      </Col>
      <Col xs={24} xl={10}>
        <Card title={t('formFields.preview.title')}>
          {fields.length === 0 ? (
            <Empty description={t('formFields.empty')} />
          ) : (
            <FormRenderer
              fields={fields}
              mode="preview"
              testId="form-preview"
              submit={{
                label: t('formFields.preview.check'),
                testId: 'form-preview-submit',
                onValid: () => message.success(t('formFields.preview.valid')),
              }}
            />
          )}
        </Card>
      </Col>
    </Row>
  );
}

/** `/formsdesigner/fields/:id`: a form's fields, their order, and a preview of the filing form. */
export default function FormFieldsPage() {
  return <FormLoader>{(form) => <FormFields form={form} />}</FormLoader>;
}
