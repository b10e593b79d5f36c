import type { WorkGroupDto } from '@custodia/contracts';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { Loaded } from '../platform/Loaded.tsx';
import { BackToWorkGroupList } from './BackToWorkGroupList.tsx';
import { useWorkGroup } from './useWorkGroups.ts';

/** Loads the work group named by the `:id` of the address for the screens about one group. */
export function WorkGroupLoader({ children }: { children: (group: WorkGroupDto) => ReactNode }) {
  const { id = '' } = useParams();
  return (
    <Loaded query={useWorkGroup(id)} missing="errors.10034" back={<BackToWorkGroupList />}>
      {children}
    </Loaded>
  );
}
