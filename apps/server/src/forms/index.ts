/**
 * What other features may use of forms: a form and its fields read (records, exports, stickers,
 * workflows, roles), the forms to pick from, the route preload of a form's record lists, a field
 * as the wire shows it, and the forms a person's grants reach.
 */
export { toFieldDto } from './fields.present.ts';
export type { FieldOfForm, FieldRow } from './fields.repo.ts';
export { fieldsOfForm } from './fields.service.ts';
export { type FormSubject, formsTheActorMay } from './forms.policy.ts';
export type { FormOfRecords, FormRow } from './forms.repo.ts';
export {
  existingForm,
  existingFormWithFields,
  findForm,
  formOfRecordsOfRoute,
  listFormSummaries,
  unknownFormIds,
} from './forms.service.ts';
