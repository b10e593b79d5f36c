import { ControlType, type FieldDefinitionInput, type MessageKey } from '@custodia/contracts';
import { unsetOptions } from './fieldLabels.ts';

type Property = keyof FieldDefinitionInput;

/** The wizard's steps (spec §2: create, control, data, validation, finish) and what each sets. */
export const steps: { title: MessageKey; properties: Property[] }[] = [
  { title: 'formFields.wizard.preview', properties: [] },
  { title: 'formFields.wizard.create', properties: ['label', 'type_data'] },
  { title: 'formFields.wizard.control', properties: ['control_data'] },
  {
    title: 'formFields.wizard.data',
    properties: ['item_link', 'form_lookup_name', 'form_lookup_fields'],
  },
  {
    title: 'formFields.wizard.validation',
    properties: [
      'required',
      'unique',
      'search_field',
      'hide',
      'sticker',
      'len_min_chars',
      'len_max_chars',
      'allowed_negative',
      'show_pass_dates',
      'edit_manually',
    ],
  },
  { title: 'formFields.wizard.finish', properties: [] },
];
export const lastStep = steps.length - 1;

/** The step that sets a property; what no step sets is checked at the finish. */
export function stepOf(property: PropertyKey | undefined): number {
  const index = steps.findIndex((step) => step.properties.includes(property as Property));
  return index === -1 ? lastStep : index;
}

/** What the wizard holds when adding a field. */
export const newField: FieldDefinitionInput = {
  label: '',
  type_data: 'text',
  control_data: ControlType.textbox,
  hide: false,
  ...unsetOptions,
};
