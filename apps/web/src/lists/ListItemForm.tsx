import { errorCatalogue, type ListDto, type ListItemDto, ListItemInput } from '@custodia/contracts';
import { Form, Input, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { EntityForm } from '../platform/EntityForm.tsx';
import { ParentSelect } from './ParentSelect.tsx';
import { type Choice, useItemChoices } from './useLists.ts';

const conflictFields = {
  [errorCatalogue.listItemNameTaken.code]: 'name',
  [errorCatalogue.listItemParentInvalid.code]: 'parent_item_id',
} satisfies Record<number, keyof ListItemInput>;

/**
 * The parent item to choose: an active item of the parent list. An item already hanging from one
 * that is now inactive keeps it on offer, so the select still shows its name.
 */
function ParentItemSelect({ list, item }: { list: ListDto; item?: ListItemDto }) {
  const { t } = useTranslation();
  const choices = useItemChoices(list.parent_list_id);
  const options: Choice[] = choices.data ?? [];
  const current = item?.parent_item_id;
  if (current && item.parent_item_name && !options.some((option) => option.value === current)) {
    options.push({ value: current, label: item.parent_item_name });
  }
  return (
    <Form.Item
      name="parent_item_id"
      label={t('lists.items.fields.parent', { list: list.parent_list_name })}
    >
      <ParentSelect
        placeholder={t('lists.items.form.noParent')}
        options={options}
        loading={choices.isLoading}
        data-testid="item-form-parent"
      />
    </Form.Item>
  );
}

type Props = {
  list: ListDto;
  /** The item being edited; none when creating one. */
  item?: ListItemDto;
  /** The parent item a new item starts with: the one the items screen is narrowed to. */
  parentItemId?: string;
  /** Where Cancel goes; the items screen, which holds the creation form, has none. */
  cancelTo?: string;
  /** Puts the cursor in the name when the form appears. */
  autoFocus?: boolean;
  saving: boolean;
  onSubmit(input: ListItemInput): Promise<unknown>;
};

/**
 * One form for creating and editing an item. Only the items of a list with a parent list hang
 * from a parent item, chosen among that list's items.
 */
export function ListItemForm({
  list,
  item,
  parentItemId,
  cancelTo,
  autoFocus,
  saving,
  onSubmit,
}: Props) {
  const { t } = useTranslation();
  return (
    <EntityForm
      schema={ListItemInput}
      name="listItem"
      initialValues={{
        name: item?.name,
        // Undefined rather than null: a select shows null as a chosen, nameless option.
        parent_item_id: (item ? item.parent_item_id : parentItemId) ?? undefined,
        active: item?.active ?? true,
      }}
      conflictFields={conflictFields}
      saving={saving}
      onSubmit={onSubmit}
      submitTestId="item-form-submit"
      cancelTo={cancelTo}
    >
      <Form.Item name="name" label={t('lists.items.fields.name')} required>
        <Input autoComplete="off" autoFocus={autoFocus} data-testid="item-form-name" />
      </Form.Item>
      {list.parent_list_id !== null && <ParentItemSelect list={list} item={item} />}
      <Form.Item name="active" label={t('lists.items.fields.active')} valuePropName="checked">
        <Switch data-testid="item-form-active" />
      </Form.Item>
    </EntityForm>
  );
}
