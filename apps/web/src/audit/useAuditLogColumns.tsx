import { EyeOutlined } from '@ant-design/icons';
import type { AuditEntryDto } from '@custodia/contracts';
import { Button, type TableColumnsType, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAuditColumns } from './useAuditColumns.ts';

type Props = {
  /** Narrows the log to what this user did. */
  onUser(userId: string): void;
  onOpen(entry: AuditEntryDto): void;
};

/** The log's columns: when and what, then who acted (a filter by them) and the entry's detail. */
export function useAuditLogColumns({ onUser, onOpen }: Props): TableColumnsType<AuditEntryDto> {
  const { t } = useTranslation();
  const whenAndWhat = useAuditColumns();
  return [
    ...whenAndWhat,
    {
      title: t('users.log.by'),
      key: 'by',
      render: (_, { user_id, user_name }) =>
        user_id ? (
          <Tooltip title={t('auditLog.filterByUser')}>
            <Typography.Link onClick={() => onUser(user_id)} data-testid="audit-filter-by-user">
              {user_name}
            </Typography.Link>
          </Tooltip>
        ) : (
          '—'
        ),
    },
    {
      title: t('common.actions'),
      key: 'detail',
      render: (_, entry) => (
        <Button
          type="text"
          icon={<EyeOutlined />}
          aria-label={t('auditLog.detail')}
          onClick={() => onOpen(entry)}
          data-testid="audit-entry-detail"
        />
      ),
    },
  ];
}
