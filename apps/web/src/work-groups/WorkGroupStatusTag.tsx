import { WorkGroupStatus, type WorkGroupStatusValue } from '@custodia/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { workGroupStatusLabels } from './workGroupLabels.ts';

export function WorkGroupStatusTag({ status }: { status: WorkGroupStatusValue }) {
  const { t } = useTranslation();
  return (
    <Tag color={status === WorkGroupStatus.active ? 'green' : 'default'}>
      {t(workGroupStatusLabels[status])}
    </Tag>
  );
}
