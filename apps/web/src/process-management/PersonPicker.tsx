import { Select } from 'antd';
import { useState } from 'react';
import { useDebouncedValue } from '../platform/useDebouncedValue.ts';
import { useManagementPeople } from './useProcessManagement.ts';

type Props = {
  id: string;
  value?: string;
  onChange?(value: string | undefined): void;
  placeholder?: string;
  /** Someone who cannot be chosen (whom the tasks are with already). */
  excluded?: string;
  testId: string;
};

/** An active person found by name as it is typed: whose tasks to find, or whom to give them to. */
export function PersonPicker({ id, value, onChange, placeholder, excluded, testId }: Props) {
  const [typed, setTyped] = useState('');
  const people = useManagementPeople(useDebouncedValue(typed));
  return (
    <Select
      id={id}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      allowClear
      value={value}
      placeholder={placeholder}
      loading={people.isFetching}
      options={people.data
        ?.filter((person) => person.id !== excluded)
        .map((person) => ({ value: person.id, label: `${person.name} (${person.user_name})` }))}
      onChange={(chosen?: string) => onChange?.(chosen)}
      style={{ minWidth: 240 }}
      data-testid={testId}
    />
  );
}
