import { limits, type TrashItemDto } from '@custodia/contracts';
import { Card, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { TableRegion } from '../platform/ScrollRegion.tsx';
import { TrashActions } from './TrashActions.tsx';
import { TrashFilters } from './TrashFilters.tsx';
import { useTrash } from './useTrash.ts';
import { useTrashColumns } from './useTrashColumns.tsx';
import { useTrashSelection } from './useTrashSelection.ts';

/**
 * `/trash` (spec §2, §4): the files moved to the trash (an admin's: the company's; anyone else's:
 * the ones they moved), filtered by subject and days; 1 to 5 of them are restored to their record
 * or deleted for good, as each one's abilities allow. Files are deleted anyway after 30 days.
 */
export default function TrashPage() {
  const { t } = useTranslation();
  const list = useTrash();
  const { params, setParams, query } = list;
  const selection = useTrashSelection();
  const { selected, setSelected } = selection;
  const columns = useTrashColumns();

  return (
    <Card title={t('trash.title')}>
      <Typography.Paragraph type="secondary">
        {t('trash.help', { days: limits.trashRetentionDays, max: limits.trashSelection.max })}
      </Typography.Paragraph>
      <TrashFilters params={params} setParams={setParams} />
      <TrashActions selection={selection} />
      <TableRegion label={t('trash.title')}>
        <Table<TrashItemDto>
          rowKey="id"
          columns={columns}
          dataSource={query.data?.items}
          loading={query.isFetching}
          pagination={list.pagination}
          tableLayout="auto"
          scroll={{ x: columns.length * 120 }}
          rowSelection={{
            selectedRowKeys: selected.map((item) => item.id),
            onChange: (_, rows) => setSelected(rows),
            // Spec §5: at most 5 files an action.
            getCheckboxProps: (item) => ({
              disabled:
                selected.length >= limits.trashSelection.max &&
                !selected.some((chosen) => chosen.id === item.id),
              'aria-label': t('trash.select', { name: item.name }),
            }),
            hideSelectAll: true,
          }}
          data-testid="trash-table"
        />
      </TableRegion>
    </Card>
  );
}
