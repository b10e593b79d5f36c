import type { UserDto } from '@custodia/contracts';
import { Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Loading } from '../platform/Loading.tsx';
import { BackToUserList } from './BackToUserList.tsx';
import { useUser } from './useUsers.ts';

/** Loads the user named by the `:id` of the address for the screens about one user. */
export function UserLoader({ children }: { children: (user: UserDto) => ReactNode }) {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const user = useUser(id);
  if (user.isPending) return <Loading />;
  if (user.isError) {
    return <Result status="404" title={t('errors.10004')} extra={<BackToUserList />} />;
  }
  return children(user.data);
}
