import type { MemberDto } from '@custodia/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { userTypeLabels } from '../users/index.ts';
import { ApiAccountTag } from './ApiAccountTag.tsx';

/** A third-party account stands out among people; a person shows their user type. */
export function MemberKindTag({
  member,
}: {
  member: Pick<MemberDto, 'is_api_account' | 'user_type'>;
}) {
  const { t } = useTranslation();
  if (member.is_api_account) return <ApiAccountTag />;
  return <Tag>{t(userTypeLabels[member.user_type])}</Tag>;
}
