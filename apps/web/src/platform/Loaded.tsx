import type { MessageKey } from '@custodia/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { Result } from 'antd';
import type { ReactNode } from 'react';
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
 * The screens about one item: a spinner while it loads, the refusal when the user may not read it,
 * a 'not found' when it cannot be read otherwise.
 */
export function Loaded<T>({ query, missing, back, children }: Props<T>) {
  const { t } = useTranslation();
  if (query.isPending) return <Loading />;
  if (query.error instanceof ApiError && query.error.status === 403) {
    // A restricted designer opening another form: it exists, it is just not theirs.
    return <Result status="403" title={query.error.detail} extra={back} />;
  }
  if (query.isError) return <Result status="404" title={t(missing)} extra={back} />;
  return children(query.data);
}
