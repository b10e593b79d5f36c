import { DeleteOutlined, FilterOutlined, PlusOutlined } from '@ant-design/icons';
import {
  type CriterionKind,
  limits,
  operatorsOf,
  type RecordFilter,
  SupportType,
} from '@custodia/contracts';
import { Button, DatePicker, Flex, Form, Input, Radio, Select, theme } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useItemChoices } from '../lists/index.ts';
import { dayFormat } from '../platform/dates.ts';
import { operatorLabels, supportLabels } from './recordLabels.ts';
import {
  type Column,
  type FormValues,
  useRecordFilterForm,
  type Value,
} from './useRecordFilterForm.ts';

type ValueProps = { id?: string; value?: Value; onChange?: (value: Value) => void };

/** A list-fed field's value: one of its list's items, by name, as the server filters it. */
function ItemSelect({ listId, id, value, onChange }: ValueProps & { listId: string }) {
  const items = useItemChoices(listId);
  return (
    <Select
      id={id}
      showSearch
      optionFilterProp="label"
      style={{ minWidth: 200 }}
      loading={items.isFetching}
      value={value as string | undefined}
      onChange={(picked: string) => onChange?.(picked)}
      options={(items.data ?? []).map((item) => ({ value: item.label, label: item.label }))}
    />
  );
}

/**
 * The value of a criterion as its datum's kind takes it, or an item of the list that feeds the
 * field; antd's Form.Item gives it id and value.
 */
function ValueInput({
  kind,
  listId,
  id,
  value,
  onChange,
}: ValueProps & { kind: CriterionKind | undefined; listId: string | null }) {
  const { t } = useTranslation();
  if (listId !== null)
    return <ItemSelect listId={listId} id={id} value={value} onChange={onChange} />;
  if (kind === 'day') {
    const day = typeof value === 'string' ? dayjs(value) : value;
    return (
      <DatePicker
        id={id}
        format={dayFormat}
        value={day ?? null}
        onChange={(picked) => onChange?.(picked ?? undefined)}
      />
    );
  }
  if (kind === 'support') {
    return (
      <Select
        id={id}
        style={{ minWidth: 160 }}
        value={value as string | undefined}
        onChange={(picked: string) => onChange?.(picked)}
        options={Object.values(SupportType).map((type) => ({
          value: String(type),
          label: t(supportLabels[type]),
        }))}
      />
    );
  }
  return (
    <Input
      id={id}
      maxLength={limits.searchValue.max}
      inputMode={kind === 'integer' ? 'numeric' : undefined}
      value={value as string | undefined}
      onChange={(event) => onChange?.(event.target.value)}
    />
  );
}

type CriterionProps = {
  name: number;
  index: number;
  /** The datum chosen in this criterion, which its operators and value follow. */
  chosen: string;
  kinds: Record<string, CriterionKind>;
  columns: Column[];
  fieldOptions: { value: string; label: string }[];
  onRemove(): void;
};

/** One criterion: the datum, an operator that fits it, its value, and removing it. */
function Criterion({
  name,
  index,
  chosen,
  kinds,
  columns,
  fieldOptions,
  onRemove,
}: CriterionProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const form = Form.useFormInstance();
  const kind = kinds[chosen];
  const listId = columns.find((column) => column.id === chosen)?.item_link ?? null;
  const number = { index: index + 1 };
  return (
    // Boxed and named as a group: on a phone, where its three controls stack, each criterion
    // still reads as one.
    <Flex
      gap={8}
      wrap
      align="flex-start"
      role="group"
      aria-label={t('records.filter.criterion', number)}
      style={{
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadius,
        padding: `${token.paddingXS}px ${token.paddingSM}px 0`,
        marginBottom: token.marginSM,
      }}
      data-testid="record-criterion"
    >
      <Form.Item name={[name, 'field']} label={t('records.filter.field', number)}>
        <Select
          showSearch
          optionFilterProp="label"
          options={fieldOptions}
          style={{ minWidth: 220 }}
          onChange={(field: string) =>
            form.setFieldValue(['criteria', name], {
              field,
              operator: operatorsOf[kinds[field] ?? 'text'][0],
              value: undefined,
            })
          }
        />
      </Form.Item>
      <Form.Item name={[name, 'operator']} label={t('records.filter.operator', number)}>
        <Select
          style={{ minWidth: 200 }}
          options={(kind ? operatorsOf[kind] : []).map((operator) => ({
            value: operator,
            label: t(operatorLabels[operator]),
          }))}
        />
      </Form.Item>
      <Form.Item name={[name, 'value']} label={t('records.filter.value', number)}>
        <ValueInput kind={kind} listId={listId} />
      </Form.Item>
      {/* Level with the controls, below their labels. */}
      <Button
        type="text"
        icon={<DeleteOutlined />}
        aria-label={t('records.filter.remove', number)}
        onClick={onRemove}
        style={{ marginTop: 30 }}
      />
    </Flex>
  );
}

/**
 * Spec §5 record filter: up to 3 criteria over the record's own data and the form's search fields,
 * each an operator that fits the datum and a value, joined by AND or OR, beside a full-text search.
 * Checked by the schema the server checks it with; `onApply` receives it as the API takes it.
 */
export function RecordFilterForm({
  filter,
  columns,
  onApply,
}: {
  filter: RecordFilter;
  columns: Column[];
  onApply(filter: RecordFilter): void;
}) {
  const { t } = useTranslation();
  const { kinds, formProps, fieldOptions, criteria, submit, initialValues } = useRecordFilterForm(
    filter,
    columns,
    onApply,
  );

  return (
    <Form<FormValues>
      {...formProps}
      layout="vertical"
      initialValues={initialValues}
      onFinish={submit}
      data-testid="record-filter"
    >
      <Form.Item name="text" label={t('records.list.search')}>
        <Input allowClear maxLength={limits.searchText} data-testid="record-search-text" />
      </Form.Item>
      <Form.List name="criteria">
        {(rows, { add, remove }) => (
          <>
            {rows.map((row, index) => (
              <Criterion
                key={row.key}
                name={row.name}
                index={index}
                chosen={criteria?.[index]?.field ?? ''}
                kinds={kinds}
                columns={columns}
                fieldOptions={fieldOptions}
                onRemove={() => remove(row.name)}
              />
            ))}
            <Form.Item>
              <Button
                icon={<PlusOutlined />}
                disabled={rows.length >= limits.filterCriteria}
                onClick={() => add({})}
                data-testid="record-criterion-add"
              >
                {t('records.filter.add')}
              </Button>
            </Form.Item>
          </>
        )}
      </Form.List>
      <Flex gap={16} wrap align="flex-end">
        <Form.Item name="join" label={t('records.filter.join')}>
          <Radio.Group
            options={[
              { value: 'and', label: t('records.filter.and') },
              { value: 'or', label: t('records.filter.or') },
            ]}
          />
        </Form.Item>
        <Form.Item>
          <Button
            type="primary"
            htmlType="submit"
            icon={<FilterOutlined />}
            data-testid="record-filter-apply"
          >
            {t('records.filter.apply')}
          </Button>
        </Form.Item>
      </Flex>
    </Form>
  );
}
