import { Select } from 'antd';
import { useState } from 'react';
import { useCandidates } from './useWorkflowSteps.ts';

/**
 * A picker of active people searched on the server; the chosen ones keep their names. Its id,
 * value and onChange come from the enclosing Form.Item, whose label names it. `exclude` leaves out
 * one person the choice may not fall on (the one whose tasks are being given away); `label` names
 * a picker that stands without a label of its own (in a table's row).
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
}: {
  id?: string;
  multiple: boolean;
  admins?: boolean;
  exclude?: string;
  label?: string;
  known: { id: string; name: string }[];
  value?: string | string[];
  onChange?: (value: string | string[]) => void;
  testId: string;
}) {
  const [search, setSearch] = useState('');
  const candidates = useCandidates(search, admins);
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
