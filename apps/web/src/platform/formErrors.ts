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

/** Clears the marks of the fields the user just changed. */
export function clearedFieldErrors(changed: Record<string, unknown>): FieldError[] {
  return Object.keys(changed).map((field) => ({ name: [field], errors: [] }));
}
