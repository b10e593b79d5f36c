import type { RoleDto } from '@custodia/contracts';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { Loaded } from '../platform/Loaded.tsx';
import { BackToRoleList } from './BackToRoleList.tsx';
import { useRole } from './useRoles.ts';

/** Loads the role named by the `:id` of the address for the screens about one role. */
export function RoleLoader({ children }: { children: (role: RoleDto) => ReactNode }) {
  const { id = '' } = useParams();
  return (
    <Loaded query={useRole(id)} missing="errors.10030" back={<BackToRoleList />}>
      {children}
    </Loaded>
  );
}
