import { type FormEvent, useState } from 'react';
import type { FieldError } from './formErrors.ts';

/**
 * The messages on a plain form's fields, by field name: set from a check or a refusal, and gone
 * from a field as soon as it changes, as the antd forms do (useSchemaForm).
 */
export function useFieldMarks() {
  const [marks, setMarks] = useState<Record<string, string>>({});

  function mark(errors: readonly FieldError[]): void {
    setMarks(
      Object.fromEntries(errors.map((error) => [error.name.join('.'), error.errors[0] ?? ''])),
    );
  }

  /** The form's onInput: the changed field loses its message. */
  function clearChanged(event: FormEvent<HTMLFormElement>): void {
    const { name } = event.target as HTMLInputElement;
    setMarks((current) => {
      if (!(name in current)) return current;
      const { [name]: _cleared, ...rest } = current;
      return rest;
    });
  }

  return { marks, mark, clearChanged };
}
