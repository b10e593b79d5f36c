import { EditOutlined } from '@ant-design/icons';
import type { PqrsTypeDto } from '@custodia/contracts';
import { type TableColumnsType, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { RowButton } from '../platform/RowActions.tsx';

/** The PQRS types' columns: the name, the term and the longest extension, the state, and Edit. */
export function usePqrsTypeColumns(
  edit: (type: PqrsTypeDto) => void,
): TableColumnsType<PqrsTypeDto> {
  const { t } = useTranslation();
  return [
    { title: t('pqrsSettings.typeName'), key: 'name', dataIndex: 'name' },
    { title: t('pqrsSettings.termDays'), key: 'term', dataIndex: 'term_days', align: 'end' },
    {
      title: t('pqrsSettings.extensionDays'),
      key: 'extension',
      dataIndex: 'extension_days',
      align: 'end',
    },
    {
      title: t('pqrsSettings.active'),
      key: 'active',
      render: (_, type) => (
        <Tag color={type.active ? 'green' : 'default'}>
          {t(type.active ? 'pqrsSettings.state.active' : 'pqrsSettings.state.inactive')}
        </Tag>
      ),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      render: (_, type) => (
        <RowButton
          label={t('pqrsSettings.editType', { name: type.name })}
          icon={<EditOutlined />}
          loading={false}
          testId="pqrs-type-edit"
          onClick={() => edit(type)}
        />
      ),
    },
  ];
}
