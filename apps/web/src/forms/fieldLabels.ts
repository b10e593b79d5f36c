import type {
  ControlTypeValue,
  DataTypeValue,
  FieldDefinitionInput,
  MessageKey,
} from '@custodia/contracts';

export const dataTypeLabels: Record<DataTypeValue, MessageKey> = {
  text: 'formFields.type.text',
  integer: 'formFields.type.integer',
  date: 'formFields.type.date',
  datetime: 'formFields.type.datetime',
};

export const controlLabels: Record<ControlTypeValue, MessageKey> = {
  textbox: 'formFields.control.textbox',
  textarea: 'formFields.control.textarea',
  combobox: 'formFields.control.combobox',
  label: 'formFields.control.label',
  numeric: 'formFields.control.numeric',
  datepicker: 'formFields.control.datepicker',
  datetimepicker: 'formFields.control.datetimepicker',
  lookup: 'formFields.control.lookup',
};

/** The options a designer may set beyond the label, the data type, the control and hiding. */
export type FieldOption = Exclude<
  keyof FieldDefinitionInput,
  'label' | 'type_data' | 'control_data' | 'hide'
>;

/** Every option unset: what a field has before the designer turns anything on. */
export const unsetOptions: Required<Pick<FieldDefinitionInput, FieldOption>> = {
  required: false,
  search_field: false,
  unique: false,
  sticker: false,
  len_min_chars: null,
  len_max_chars: null,
  item_link: null,
  allowed_negative: false,
  show_pass_dates: false,
  edit_manually: false,
  form_lookup_name: null,
  form_lookup_fields: null,
};

const valueOptions: FieldOption[] = ['required', 'unique', 'search_field', 'sticker'];
const dateOptions: FieldOption[] = [...valueOptions, 'show_pass_dates', 'edit_manually'];

/**
 * The options each control takes, so the wizard offers only those. FieldDefinitionInput refuses
 * any other one that is set; this is the same rule seen from the screen.
 */
export const optionsOfControl: Record<ControlTypeValue, FieldOption[]> = {
  textbox: [...valueOptions, 'len_min_chars', 'len_max_chars'],
  textarea: [...valueOptions, 'len_min_chars', 'len_max_chars'],
  combobox: [...valueOptions, 'item_link'],
  label: [],
  numeric: [...valueOptions, 'allowed_negative'],
  datepicker: dateOptions,
  datetimepicker: dateOptions,
  lookup: [...valueOptions, 'form_lookup_name', 'form_lookup_fields'],
};

/** The options that do not apply to the control, set back to unset when the control changes. */
export function optionsOutside(control: ControlTypeValue): Partial<FieldDefinitionInput> {
  const kept = optionsOfControl[control];
  return Object.fromEntries(
    Object.entries(unsetOptions).filter(([option]) => !kept.includes(option as FieldOption)),
  );
}
