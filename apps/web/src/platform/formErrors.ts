/** The part of a zod issue the forms need; structural, so the web app does not depend on zod itself. */
export type SchemaIssue = { readonly path: readonly PropertyKey[]; readonly message: string };

/** antd's `form.setFields` entry. */
export type FieldError = { name: (string | number)[]; errors: string[] };

/**
 * One message per field: the first failed check, which the schemas order from the most basic
 * (required) to the most specific, so an empty field says 'required' and not 'too short'.
 */
export function fieldErrorsFromIssues(
  issues: readonly SchemaIssue[],
  translate: (encoded: string) => string,
): FieldError[] {
  const byField = new Map<string, FieldError>();
  for (const issue of issues) {
    const name = issue.path.map((part) => (typeof part === 'number' ? part : String(part)));
    const id = name.join('.');
    if (byField.has(id)) continue;
    byField.set(id, { name, errors: [translate(issue.message)] });
  }
  return [...byField.values()];
}

type ServerRefusal = { code: number | null; detail: string; fieldErrors: Record<string, string> };

/**
 * The fields a refusal points at: every field a validation answer (30010) names, or the one field
 * a form knows a code is about (e.g. 10007 'e-mail taken' → `email`), with the server's text.
 */
export function fieldErrorsFromServer(
  refusal: ServerRefusal,
  fieldsByCode: Record<number, string> = {},
): FieldError[] {
  const field = refusal.code === null ? undefined : fieldsByCode[refusal.code];
  if (field) return [{ name: [field], errors: [refusal.detail] }];
  return Object.entries(refusal.fieldErrors).map(([name, text]) => ({
    name: name.split('.'),
    errors: [text],
  }));
}

/** A field as antd's `form.getFieldsError()` reports it. */
export type FieldMarks = { name: (string | number)[]; errors: string[] };

/**
 * Clears the marks of the fields the user just changed. antd reports a change as a partial copy of
 * the values, nested as the names are (`{values: {<id>: …}}` for the field `values.<id>`), so a
 * marked field is cleared when its whole name leads to a changed value, however deep it sits.
 */
export function clearedFieldErrors(
  changed: Record<string, unknown>,
  fields: readonly FieldMarks[],
): FieldError[] {
  return fields
    .filter((field) => field.errors.length > 0 && leadsToValue(changed, field.name))
    .map((field) => ({ name: field.name, errors: [] }));
}

function leadsToValue(values: unknown, name: readonly (string | number)[]): boolean {
  let at = values;
  for (const part of name) {
    if (typeof at !== 'object' || at === null || !(part in at)) return false;
    at = (at as Record<string | number, unknown>)[part];
  }
  return true;
}
