import { Select } from 'antd';
import { useState } from 'react';
import { useCandidates } from './useWorkflowSteps.ts';

type Named = { id: string; name: string };
/** Where a picker's people come from: a query of the server searched by name. */
export type PeopleSource = (
  search: string,
  admins?: boolean,
) => { data?: Named[]; isFetching: boolean };

/**
 * A picker of active people searched on the server; the chosen ones keep their names. Its id,
 * value and onChange come from the enclosing Form.Item, whose label names it. `exclude` leaves out
 * one person the choice may not fall on (the one whose tasks are being given away); `label` names
 * a picker that stands without a label of its own (in a table's row). `source` says whom it
 * offers: the company's active people as a workflow designer picks them, unless given.
 */
export function PeopleSelect({
  id,
  multiple,
  admins,
  exclude,
  label,
  known,
  value,
  onChange,
  testId,
  source = useCandidates,
}: {
  id?: string;
  multiple: boolean;
  admins?: boolean;
  exclude?: string;
  label?: string;
  known: Named[];
  value?: string | string[];
  onChange?: (value: string | string[]) => void;
  testId: string;
  source?: PeopleSource;
}) {
  const [search, setSearch] = useState('');
  const candidates = source(search, admins);
  const options = new Map(known.map((person) => [person.id, person.name]));
  for (const person of candidates.data ?? []) options.set(person.id, person.name);
  if (exclude) options.delete(exclude);
  return (
    <Select
      id={id}
      aria-label={label}
      mode={multiple ? 'multiple' : undefined}
      value={value}
      onChange={onChange}
      options={[...options].map(([value, label]) => ({ value, label }))}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      loading={candidates.isFetching}
      data-testid={testId}
    />
  );
}
