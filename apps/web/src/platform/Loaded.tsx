import type { MessageKey } from '@custodia/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from './Loading.tsx';

type Props<T> = {
  query: UseQueryResult<T>;
  /** Title shown when the item cannot be read, such as 'the role does not exist'. */
  missing: MessageKey;
  /** The way back, offered with that title. */
  back: ReactNode;
  children: (data: T) => ReactNode;
};

/** The screens about one item: a spinner while it loads, a 'not found' when it cannot be read. */
export function Loaded<T>({ query, missing, back, children }: Props<T>) {
  const { t } = useTranslation();
  if (query.isPending) return <Loading />;
  if (query.isError) return <Result status="404" title={t(missing)} extra={back} />;
  return children(query.data);
}
