import { ClearOutlined, SearchOutlined } from '@ant-design/icons';
import { type FieldDefinitionDto, type LookupRecordsDto, limits } from '@custodia/contracts';
import {
  Alert,
  Button,
  Checkbox,
  Form,
  Input,
  Modal,
  Space,
  Table,
  type TableColumnsType,
} from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLookupRecords } from './useFormFields.ts';

type Props = {
  field: FieldDefinitionDto;
  id?: string;
  /** The chosen record's uuid, which is what the record stores. */
  value?: string | null;
  onChange?: (value: string | null) => void;
  /** What the box shows of the record it holds when the form opens with one (an edit). */
  shownText?: string | null;
};

type Found = LookupRecordsDto['records'][number];

/**
 * Spec §2 lookup widget: a read-only box, a search button and a clear button. The search opens
 * the looked-up form's records, 5 a page, in the two columns the lookup shows; choosing one keeps
 * its uuid and shows "value | value". A form without records says so instead of opening.
 */
export function LookupInput({ field, id, value, onChange, shownText = null }: Props) {
  const { t } = useTranslation();
  const formNameId = useId();
  const [search, setSearch] = useState<{ text: string; page: number } | null>(null);
  const [chosenText, setChosenText] = useState(shownText);
  const found = useLookupRecords(field.form_id, search);
  const result = search === null ? undefined : found.data;
  const noRecords = result?.count === 0 && search?.text === '';

  function choose(record: Found): void {
    setChosenText(record.value);
    onChange?.(record.uuid);
    setSearch(null);
  }

  const columns: TableColumnsType<Found> = [
    {
      key: 'choose',
      width: 48,
      render: (_, record) => (
        <Checkbox
          checked={record.uuid === value}
          aria-label={t('formFields.lookup.choose')}
          data-testid={`lookup-choose-${record.uuid}`}
          onChange={() => choose(record)}
        />
      ),
    },
    ...(result?.form_lookup_fields ?? []).map((shown, index) => ({
      key: shown.id,
      title: shown.label,
      render: (_: unknown, record: Found) => record.values[index] ?? '',
    })),
  ];

  return (
    <>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          id={id}
          value={value ? (chosenText ?? value) : ''}
          readOnly
          data-testid={`field-${field.id}`}
        />
        <Button
          icon={<SearchOutlined />}
          aria-label={t('formFields.lookup.search')}
          loading={search !== null && found.isPending}
          onClick={() => setSearch({ text: '', page: 1 })}
        />
        <Button
          icon={<ClearOutlined />}
          aria-label={t('formFields.lookup.clear')}
          disabled={!value}
          onClick={() => {
            setChosenText(null);
            onChange?.(null);
          }}
        />
      </Space.Compact>
      {noRecords && (
        <Alert
          type="info"
          showIcon
          title={t('formFields.lookup.noRecords')}
          closable={{ onClose: () => setSearch(null) }}
          style={{ marginTop: 8 }}
        />
      )}
      <Modal
        open={result !== undefined && !noRecords}
        title={field.label}
        footer={null}
        width={760}
        onCancel={() => setSearch(null)}
        destroyOnHidden
      >
        <Form.Item label={t('formFields.lookup.form')} htmlFor={formNameId} layout="vertical">
          <Input
            id={formNameId}
            value={result?.form_lookup_name}
            readOnly
            data-testid="lookup-form-name"
          />
        </Form.Item>
        <Input.Search
          allowClear
          placeholder={t('formFields.lookup.searchPlaceholder')}
          aria-label={t('formFields.lookup.searchPlaceholder')}
          maxLength={limits.fieldText.max}
          onSearch={(text) => setSearch({ text: text.trim(), page: 1 })}
          style={{ marginBottom: 12 }}
          data-testid="lookup-search"
        />
        <Table<Found>
          rowKey="uuid"
          size="small"
          loading={found.isFetching}
          columns={columns}
          dataSource={result?.records ?? []}
          locale={{ emptyText: t('formFields.lookup.noMatch') }}
          pagination={{
            current: search?.page ?? 1,
            pageSize: limits.lookupPageSize,
            total: result?.count ?? 0,
            showSizeChanger: false,
            onChange: (page) => setSearch((current) => current && { ...current, page }),
          }}
          data-testid="lookup-records"
        />
      </Modal>
    </>
  );
}
