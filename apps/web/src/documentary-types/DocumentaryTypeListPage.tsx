import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { DocumentaryTypeDto, DocumentaryTypeInput } from '@custodia/contracts';
import { App, Card, Input, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePath } from 'react-router';
import { actionsInView } from '../platform/actionsInView.ts';
import { ConfirmedAction } from '../platform/ConfirmedAction.tsx';
import { paths } from '../platform/paths.ts';
import { RowActions } from '../platform/RowActions.tsx';
import { useDateTime } from '../platform/useDateTime.ts';
import { useDebouncedValue } from '../platform/useDebouncedValue.ts';
import { DocumentaryTypeForm } from './DocumentaryTypeForm.tsx';
import {
  useCreateDocumentaryType,
  useDeleteDocumentaryType,
  useDocumentaryTypes,
} from './useDocumentaryTypes.ts';

function TypeActions({ type }: { type: DocumentaryTypeDto }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const remove = useDeleteDocumentaryType();
  const edit = {
    to: generatePath(paths.documentaryTypeEdit, {
      documentaryId: type.id,
      documentaryName: type.name,
    }),
    label: t('trd.actions.edit'),
    icon: <EditOutlined />,
    testId: 'documentary-type-edit',
  };
  return (
    <RowActions links={type.abilities.edit ? [edit] : []}>
      {/* A type in use by files or series cannot be deleted (20012): no button shows. */}
      {type.abilities.delete && (
        <ConfirmedAction
          label={t('trd.actions.delete')}
          question={t('documentaryTypes.delete.confirm', { name: type.name })}
          icon={<DeleteOutlined />}
          danger
          loading={remove.isPending}
          testId="documentary-type-delete"
          onConfirm={() =>
            remove.mutate(type, { onSuccess: () => message.success(t('documentaryTypes.deleted')) })
          }
        />
      )}
    </RowActions>
  );
}

/** Spec §2 /documentary-types/list: the company's documentary types, created above the list. */
export default function DocumentaryTypeListPage() {
  const dateTime = useDateTime();
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [name, setName] = useState('');
  const list = useDocumentaryTypes(useDebouncedValue(name.trim()));
  const create = useCreateDocumentaryType();
  // A new form after each creation: the next type starts blank.
  const [created, setCreated] = useState(0);

  async function add(input: DocumentaryTypeInput) {
    await create.mutateAsync(input);
    message.success(t('documentaryTypes.created'));
    setCreated((count) => count + 1);
  }

  const columns: TableColumnsType<DocumentaryTypeDto> = [
    { title: t('documentaryTypes.fields.name'), dataIndex: 'name', key: 'name' },
    {
      title: t('documentaryTypes.fields.createdBy'),
      key: 'created_by',
      render: (_, type) => type.created_by.name,
    },
    {
      title: t('documentaryTypes.fields.createdAt'),
      key: 'created_at',
      render: (_, type) => dateTime(type.created_at),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      render: (_, type) => <TypeActions type={type} />,
    },
  ];

  return (
    <>
      <Card title={t('documentaryTypes.create')} style={{ marginBottom: 16 }}>
        <DocumentaryTypeForm key={created} saving={create.isPending} onSubmit={add} />
      </Card>
      <Card>
        <Input.Search
          allowClear
          value={name}
          onChange={(event) => setName(event.target.value)}
          placeholder={t('documentaryTypes.search')}
          aria-label={t('documentaryTypes.search')}
          style={{ maxWidth: 360, marginBottom: 16 }}
          data-testid="documentary-types-search"
        />
        <Table
          rowKey="id"
          columns={actionsInView(columns)}
          dataSource={list.data ?? []}
          loading={list.isPending}
          pagination={false}
          scroll={{ x: 'max-content' }}
          data-testid="documentary-types-table"
        />
      </Card>
    </>
  );
}
