import { errorCatalogue, type ListDto, type ListUpdateInput } from '@custodia/contracts';
import { Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { EntityForm } from '../platform/EntityForm.tsx';
import { labelOptions } from '../platform/labelOptions.ts';
import { paths } from '../platform/paths.ts';
import type { Schema } from '../platform/useSchemaForm.ts';
import { listStatusLabels } from './listLabels.ts';
import { ParentSelect } from './ParentSelect.tsx';
import { useListChoices } from './useLists.ts';

const conflictFields = {
  [errorCatalogue.listNameTaken.code]: 'name',
  [errorCatalogue.listParentInvalid.code]: 'parent_list_id',
  [errorCatalogue.listIsParent.code]: 'status',
} satisfies Record<number, keyof ListUpdateInput>;

type Props = {
  /** ListInput to create a list (name required), ListUpdateInput to edit one. */
  schema: Schema<ListUpdateInput>;
  /** The list being edited; none when creating one. */
  list?: ListDto;
  saving: boolean;
  onSubmit(input: ListUpdateInput): Promise<unknown>;
};

/** One form for creating and editing a list; its state is only chosen once it exists. */
export function ListForm({ schema, list, saving, onSubmit }: Props) {
  const { t } = useTranslation();
  const choices = useListChoices();
  // A list cannot hang from itself; the server also refuses its descendants (30092).
  const parents = choices.data?.filter((choice) => choice.value !== list?.id);

  return (
    <EntityForm
      schema={schema}
      name="list"
      initialValues={
        list && { name: list.name, parent_list_id: list.parent_list_id, status: list.status }
      }
      conflictFields={conflictFields}
      saving={saving}
      onSubmit={onSubmit}
      submitTestId="list-form-submit"
      cancelTo={paths.listConsult}
    >
      <Form.Item name="name" label={t('lists.fields.name')} required>
        <Input autoComplete="off" data-testid="list-form-name" />
      </Form.Item>
      {/*
        Clearing the select sends null, "no parent", as an edit leaves out what did not change;
        the select itself is shown nothing for null.
      */}
      <Form.Item
        name="parent_list_id"
        label={t('lists.fields.parent')}
        extra={t('lists.form.parentHelp')}
        normalize={(value?: string) => value ?? null}
        getValueProps={(value: string | null) => ({ value: value ?? undefined })}
      >
        <ParentSelect
          placeholder={t('lists.form.noParent')}
          options={parents}
          loading={choices.isLoading}
          data-testid="list-form-parent"
        />
      </Form.Item>
      {list && (
        <Form.Item
          name="status"
          label={t('lists.fields.status')}
          extra={t('lists.form.statusHelp')}
        >
          <Radio.Group
            options={labelOptions(listStatusLabels, t)}
            optionType="button"
            data-testid="list-form-status"
          />
        </Form.Item>
      )}
    </EntityForm>
  );
}
