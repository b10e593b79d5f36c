import type { UserStatusValue } from '@custodia/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { userStatusColors, userStatusLabels } from './userLabels.ts';

export function UserStatusTag({ status }: { status: UserStatusValue }) {
  const { t } = useTranslation();
  return <Tag color={userStatusColors[status]}>{t(userStatusLabels[status])}</Tag>;
}
