import type { ListDto } from '@custodia/contracts';
import type { ReactNode } from 'react';
import { Loaded } from '../platform/Loaded.tsx';
import { BackToLists } from './BackToLists.tsx';
import { useList } from './useLists.ts';

/**
 * Loads the list the address names for the screens about one list. The address calls it `:id`
 * or, on an item's screen, `:listId`, so the screen passes it.
 */
export function ListLoader({
  id,
  children,
}: {
  id: string;
  children: (list: ListDto) => ReactNode;
}) {
  return (
    <Loaded query={useList(id)} missing="errors.30090" back={<BackToLists />}>
      {children}
    </Loaded>
  );
}
