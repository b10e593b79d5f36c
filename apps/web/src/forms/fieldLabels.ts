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

/** The yes/no options, as the wizard's switches and the field summary name them. */
export const switchOptions: { option: FieldOption | 'hide'; label: MessageKey; testId: string }[] =
  [
    { option: 'required', label: 'formFields.option.required', testId: 'field-wizard-required' },
    { option: 'unique', label: 'formFields.option.unique', testId: 'field-wizard-unique' },
    { option: 'search_field', label: 'formFields.option.search', testId: 'field-wizard-search' },
    { option: 'hide', label: 'formFields.option.hide', testId: 'field-wizard-hide' },
    { option: 'sticker', label: 'formFields.option.sticker', testId: 'field-wizard-sticker' },
    {
      option: 'allowed_negative',
      label: 'formFields.option.negative',
      testId: 'field-wizard-negative',
    },
    {
      option: 'show_pass_dates',
      label: 'formFields.option.noPastDates',
      testId: 'field-wizard-no-past-dates',
    },
    {
      option: 'edit_manually',
      label: 'formFields.option.typedDates',
      testId: 'field-wizard-typed-dates',
    },
  ];

/** Whether an option is one the control takes; every control may be hidden. */
export function optionApplies(control: ControlTypeValue, option: FieldOption | 'hide'): boolean {
  return option === 'hide' || optionsOfControl[control].includes(option);
}
