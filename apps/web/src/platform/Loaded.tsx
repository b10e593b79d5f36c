import type { MessageKey } from '@custodia/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { Result } from 'antd';
import { createContext, type ReactNode, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from './http.ts';
import { Loading } from './Loading.tsx';

type Props<T> = {
  query: UseQueryResult<T>;
  /** Title shown when the item cannot be read, such as 'the role does not exist'. */
  missing: MessageKey;
  /** The way back, offered with that title. */
  back: ReactNode;
  children: (data: T) => ReactNode;
};

/**
 * What the app shows in place of an item the user may not read (a restricted designer opening
 * another's form: it exists, it is just not theirs). The shell provides it, since spec §2 sends
 * the user to the dashboard saying why, and only the app knows its routes.
 */
export const RefusedItem = createContext<ReactNode>(null);

/**
 * The screens about one item: a spinner while it loads, the app's refusal when the user may not
 * read it, a 'not found' when it cannot be read otherwise.
 */
export function Loaded<T>({ query, missing, back, children }: Props<T>) {
  const { t } = useTranslation();
  const refused = useContext(RefusedItem);
  if (query.isPending) return <Loading />;
  if (query.error instanceof ApiError && query.error.status === 403) return refused;
  if (query.isError) return <Result status="404" title={t(missing)} extra={back} />;
  return children(query.data);
}
