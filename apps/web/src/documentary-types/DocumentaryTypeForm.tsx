import {
  type DocumentaryTypeDto,
  DocumentaryTypeInput,
  errorCatalogue,
  trdLimits,
} from '@custodia/contracts';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { EntityForm } from '../platform/EntityForm.tsx';
import { paths } from '../platform/paths.ts';

const conflictFields = {
  [errorCatalogue.documentaryTypeNameTaken.code]: 'name',
} satisfies Record<number, keyof DocumentaryTypeInput>;

/** A documentary type's one field, for creating one above the list and for editing one. */
export function DocumentaryTypeForm({
  type,
  saving,
  onSubmit,
}: {
  type?: DocumentaryTypeDto;
  saving: boolean;
  onSubmit(input: DocumentaryTypeInput): Promise<unknown>;
}) {
  const { t } = useTranslation();
  return (
    <EntityForm
      schema={DocumentaryTypeInput}
      name={type ? 'documentaryType' : 'newDocumentaryType'}
      initialValues={{ name: type?.name }}
      conflictFields={conflictFields}
      saving={saving}
      onSubmit={onSubmit}
      submitTestId="documentary-type-submit"
      cancelTo={type ? paths.documentaryTypeList : undefined}
    >
      <Form.Item name="name" label={t('documentaryTypes.fields.name')} required>
        <Input
          autoComplete="off"
          maxLength={trdLimits.documentaryTypeName.max}
          data-testid="documentary-type-name"
        />
      </Form.Item>
    </EntityForm>
  );
}
