import type { MessageKey } from '@custodia/contracts';

/** Select options in the numeric order of the enum. */
export function labelOptions<V extends number>(
  labels: Record<V, MessageKey>,
  t: (key: MessageKey) => string,
): { value: V; label: string }[] {
  return (Object.keys(labels) as `${V}`[]).map((key) => {
    const value = Number(key) as V;
    return { value, label: t(labels[value]) };
  });
}
