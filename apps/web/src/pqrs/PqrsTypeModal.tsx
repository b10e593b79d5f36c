import {
  errorCatalogue,
  lawPqrsTypes,
  type PqrsTypeDto,
  PqrsTypeInput,
  pqrsLimits,
} from '@custodia/contracts';
import { App, Form, Input, InputNumber, Modal, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '../platform/useSchemaForm.ts';
import { useSavePqrsType } from './usePqrsSettings.ts';

const nameRefusal = { [errorCatalogue.pqrsTypeNameRequired.code]: 'name' };

type TypeFields = Omit<PqrsTypeInput, 'name'> & { name?: string };

/** A new type starts on the law's default term for the company's own types (issue 47 §1). */
const { term: defaultTerm, extension: defaultExtension } = lawPqrsTypes.complaint;

/** A type's name (the law's kept when left empty, for a type the law names), terms and state. */
function PqrsTypeFields({ lawName }: { lawName: string | null }) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        name="name"
        label={t('pqrsSettings.typeName')}
        required={lawName === null}
        extra={lawName && t('pqrsSettings.lawNameHelp', { name: lawName })}
      >
        <Input
          maxLength={pqrsLimits.typeName.max}
          placeholder={lawName ?? undefined}
          data-testid="pqrs-type-name"
        />
      </Form.Item>
      <Form.Item name="term_days" label={t('pqrsSettings.termDays')} required>
        <InputNumber
          min={pqrsLimits.termDays.min}
          max={pqrsLimits.termDays.max}
          precision={0}
          data-testid="pqrs-type-term"
        />
      </Form.Item>
      <Form.Item name="extension_days" label={t('pqrsSettings.extensionDays')} required>
        <InputNumber
          min={pqrsLimits.extensionDays.min}
          max={pqrsLimits.extensionDays.max}
          precision={0}
          data-testid="pqrs-type-extension"
        />
      </Form.Item>
      <Form.Item name="active" label={t('pqrsSettings.active')} valuePropName="checked">
        <Switch data-testid="pqrs-type-active" />
      </Form.Item>
    </>
  );
}

/**
 * Adds a PQRS type (`editing` null) or changes one. A type the law names may be left without a
 * name of the company's: it is then read by the law's name, in each reader's language.
 */
export function PqrsTypeModal({
  open,
  editing,
  onClose,
}: {
  open: boolean;
  editing: PqrsTypeDto | null;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const save = useSavePqrsType();
  const { formProps, validate, showServerErrors } = useSchemaForm(PqrsTypeInput);
  const lawName = editing?.law_kind ? t(lawPqrsTypes[editing.law_kind].name) : null;
  const initialValues: TypeFields = editing
    ? { ...editing, name: editing.own_name ?? '' }
    : { name: '', term_days: defaultTerm, extension_days: defaultExtension, active: true };

  function submit(values: TypeFields): void {
    const body = validate({ ...values, name: values.name?.trim() ? values.name : null });
    if (!body) return;
    save
      .mutateAsync({ id: editing?.id, body })
      .then(() => {
        message.success(t('pqrsSettings.typeSaved'));
        onClose();
      })
      .catch((error) => showServerErrors(error, nameRefusal));
  }

  return (
    <Modal
      open={open}
      title={
        editing ? t('pqrsSettings.editType', { name: editing.name }) : t('pqrsSettings.addType')
      }
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: save.isPending, 'data-testid': 'pqrs-type-save' }}
      onOk={() => formProps.form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        {...formProps}
        name="pqrs-type"
        layout="vertical"
        preserve={false}
        initialValues={initialValues}
        onFinish={submit}
      >
        <PqrsTypeFields lawName={lawName} />
      </Form>
    </Modal>
  );
}
