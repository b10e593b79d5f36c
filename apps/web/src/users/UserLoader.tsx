import type { UserDto } from '@custodia/contracts';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { Loaded } from '../platform/Loaded.tsx';
import { BackToUserList } from './BackToUserList.tsx';
import { useUser } from './useUsers.ts';

/** Loads the user named by the `:id` of the address for the screens about one user. */
export function UserLoader({ children }: { children: (user: UserDto) => ReactNode }) {
  const { id = '' } = useParams();
  return (
    <Loaded query={useUser(id)} missing="errors.10004" back={<BackToUserList />}>
      {children}
    </Loaded>
  );
}
