import { z } from 'zod';
import { AcceptedDto, IdParams, requiredText, Uuid } from './common-schemas.ts';
import { abilitiesSchema, endpoint } from './endpoint.ts';
import { limits } from './limits.ts';
import { message } from './messages.ts';
import { PageQuery, paged } from './paging.ts';

/** Data types of a form field (spec §3 "Form field", type_data). */
export const DataType = {
  text: 'text',
  integer: 'integer',
  date: 'date',
  datetime: 'datetime',
} as const;
export const DataTypeValue = z.enum(['text', 'integer', 'date', 'datetime']);
export type DataTypeValue = z.infer<typeof DataTypeValue>;

/** Controls a field is drawn with (spec §3, control_data). */
export const ControlType = {
  textbox: 'textbox',
  textarea: 'textarea',
  combobox: 'combobox',
  label: 'label',
  numeric: 'numeric',
  datepicker: 'datepicker',
  datetimepicker: 'datetimepicker',
  lookup: 'lookup',
} as const;
export const ControlTypeValue = z.enum([
  'textbox',
  'textarea',
  'combobox',
  'label',
  'numeric',
  'datepicker',
  'datetimepicker',
  'lookup',
]);
export type ControlTypeValue = z.infer<typeof ControlTypeValue>;

/** The one data type each control stores: a combobox keeps an item, a lookup a record, as text. */
const dataTypeOfControl: Record<ControlTypeValue, DataTypeValue> = {
  textbox: 'text',
  textarea: 'text',
  label: 'text',
  combobox: 'text',
  lookup: 'text',
  numeric: 'integer',
  datepicker: 'date',
  datetimepicker: 'datetime',
};

/** Controls the wizard offers for a data type. */
export function controlsFor(dataType: DataTypeValue): ControlTypeValue[] {
  return ControlTypeValue.options.filter((control) => dataTypeOfControl[control] === dataType);
}

/** Field states (spec §3 status): an inactive field keeps its stored values but takes no new ones. */
export const FieldStatus = { active: 1, inactive: 2 } as const;
export const FieldStatusValue = z.union([z.literal(1), z.literal(2)]);
export type FieldStatusValue = z.infer<typeof FieldStatusValue>;

/**
 * A designer-set length bound: a whole number other than 0 (spec §5), so also not negative, and
 * within what a text value may hold at all. A wrong bound aborts, so it is not also compared with
 * the other one.
 */
const LengthBound = z
  .number({ error: 'validation.invalid' })
  .int({ error: 'validation.invalid', abort: true })
  .min(1, { error: 'validation.notZero', abort: true })
  .max(limits.fieldText.max, {
    error: message('validation.maxValue', { max: limits.fieldText.max }),
    abort: true,
  })
  .nullable()
  .default(null);

const lookupFieldsCount = message('validation.lookupFields', { count: limits.lookupFields });

const definitionShape = {
  label: requiredText(limits.fieldLabel.min, limits.fieldLabel.max),
  type_data: DataTypeValue,
  control_data: ControlTypeValue,
  required: z.boolean().default(false),
  /** Hidden at filing: the field is left out of the filing form. */
  hide: z.boolean().default(false),
  /** Offered as a search criterion when filtering records. */
  search_field: z.boolean().default(false),
  unique: z.boolean().default(false),
  len_min_chars: LengthBound,
  len_max_chars: LengthBound,
  /** The list whose items feed a combobox. */
  item_link: Uuid.nullable().default(null),
  allowed_negative: z.boolean().default(false),
  /** Spec §5: when set, dates before today are refused. */
  show_pass_dates: z.boolean().default(false),
  /** Whether the date may be typed as well as picked. */
  edit_manually: z.boolean().default(false),
  /** The form a lookup searches records in. */
  form_lookup_name: Uuid.nullable().default(null),
  /** The two fields of that form shown in the lookup's table and box. */
  form_lookup_fields: z.array(Uuid).nullable().default(null),
  /** Printed on the record sticker. */
  sticker: z.boolean().default(false),
};

type DefinitionValues = z.output<z.ZodObject<typeof definitionShape>>;
type OptionName = Exclude<keyof DefinitionValues, 'label' | 'type_data' | 'control_data' | 'hide'>;

const textControls: ControlTypeValue[] = ['textbox', 'textarea'];
const dateControls: ControlTypeValue[] = ['datepicker', 'datetimepicker'];
const valueControls = ControlTypeValue.options.filter((control) => control !== 'label');

/** Options that only make sense for some controls; setting one elsewhere is refused, not ignored. */
const optionControls: Record<OptionName, ControlTypeValue[]> = {
  required: valueControls,
  search_field: valueControls,
  unique: valueControls,
  sticker: valueControls,
  len_min_chars: textControls,
  len_max_chars: textControls,
  item_link: ['combobox'],
  allowed_negative: ['numeric'],
  show_pass_dates: dateControls,
  edit_manually: dateControls,
  form_lookup_name: ['lookup'],
  form_lookup_fields: ['lookup'],
};

/** Unset means the default: false, null or (for a list) nothing chosen. */
function isSet(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0;
  return value !== null && value !== undefined && value !== false;
}

type Refuse = (path: keyof DefinitionValues, key: string) => void;

function checkOptionsFitControl(field: DefinitionValues, refuse: Refuse) {
  for (const [option, controls] of Object.entries(optionControls)) {
    const name = option as OptionName;
    if (isSet(field[name]) && !controls.includes(field.control_data)) {
      refuse(name, 'validation.notForControl');
    }
  }
}

function checkLengths(field: DefinitionValues, refuse: Refuse) {
  const { len_min_chars: min, len_max_chars: max } = field;
  if (min != null && max != null && min > max) refuse('len_min_chars', 'validation.minAboveMax');
}

function checkControlNeeds(field: DefinitionValues, refuse: Refuse) {
  if (field.control_data === 'combobox' && field.item_link == null) {
    refuse('item_link', 'fieldRequired');
  }
  if (field.control_data !== 'lookup') return;
  if (field.form_lookup_name == null) refuse('form_lookup_name', 'fieldRequired');
  const distinct = new Set(field.form_lookup_fields ?? []);
  if (distinct.size !== limits.lookupFields) refuse('form_lookup_fields', lookupFieldsCount);
}

/**
 * Rules between properties of one definition. Zod also runs this when a property failed a check
 * of its own (not when one has the wrong type), so the wizard shows every problem at once; the
 * count of lookup fields is checked here rather than with an array bound for that reason.
 */
function checkDefinition(field: DefinitionValues, ctx: z.RefinementCtx) {
  const refuse: Refuse = (path, key) =>
    ctx.addIssue({ code: 'custom', message: key, path: [path] });
  if (dataTypeOfControl[field.control_data] !== field.type_data) {
    refuse('control_data', 'validation.controlDataType');
  }
  checkOptionsFitControl(field, refuse);
  checkLengths(field, refuse);
  checkControlNeeds(field, refuse);
}

/** What the field wizard sends to create or edit a field. */
export const FieldDefinitionInput = z.object(definitionShape).superRefine(checkDefinition);
export type FieldDefinitionInput = z.input<typeof FieldDefinitionInput>;

/** Creating a field (POST /form/fields/) names its form in the body, as the path does not. */
export const FieldCreateInput = z
  .object({ form_id: Uuid, ...definitionShape })
  .superRefine(checkDefinition);
export type FieldCreateInput = z.input<typeof FieldCreateInput>;

export const FieldDefinitionDto = z.object({
  ...definitionShape,
  /**
   * The parent list of item_link, when it hangs from one: the items this field offers hang from
   * the item chosen in the form's field of that list (see cascadeParent).
   */
  item_link_parent: z.string().nullable(),
  id: z.string(),
  form_id: z.string(),
  order: z.number().int().min(1),
  status: FieldStatusValue,
  created_at: z.string(),
  updated_at: z.string(),
  /** A field of a form that is no longer a draft, or holds records, reports delete: false. */
  abilities: abilitiesSchema('field'),
});
export type FieldDefinitionDto = z.infer<typeof FieldDefinitionDto>;

/**
 * Why a form's fields are read (spec §7 'permission mode'): to design the form, or to file in it or
 * search its records, which the per-form grants of the user's roles allow on an active form.
 */
export const FieldListPurpose = z.enum(['design', 'file', 'query']);
export type FieldListPurpose = z.infer<typeof FieldListPurpose>;

export const FieldListQuery = PageQuery.extend({
  permission: FieldListPurpose.default('design'),
});
export type FieldListQuery = z.infer<typeof FieldListQuery>;

/**
 * A form's fields (spec §3): has_records tells the designer the form already holds records, and
 * edit_fields whether the actor may add and change its fields (only while the form is a draft,
 * spec §4: the `form.designFields` rule).
 */
export const FieldListDto = z.object({
  items: z.array(FieldDefinitionDto),
  pages: z.number().int(),
  count: z.number().int(),
  has_records: z.boolean(),
  edit_fields: z.boolean(),
});
export type FieldListDto = z.infer<typeof FieldListDto>;

/** Moving a field (PATCH /form/field/{id}/order/); the server refuses the current position. */
export const FieldOrderInput = z.object({
  order: z.number({ error: 'fieldRequired' }).int().min(1),
});
export type FieldOrderInput = z.infer<typeof FieldOrderInput>;

/** A form a lookup field may point at (it has the two required text boxes a lookup needs). */
export const LookupFormDto = z.object({ id: z.string(), name: z.string() });
export type LookupFormDto = z.infer<typeof LookupFormDto>;

/** A field of the looked-up form that a lookup may show: a required, active text box. */
export const LookupFieldDto = z.object({ id: z.string(), label: z.string(), unique: z.boolean() });
export type LookupFieldDto = z.infer<typeof LookupFieldDto>;

const tag = 'form fields';
const FormFieldParams = z.object({ id: Uuid, fieldId: Uuid });

/** The designer's endpoints need the designer right (`form.list`) before any form is read. */
export const fieldsApi = {
  create: endpoint({
    method: 'POST',
    path: '/form/fields/',
    tag,
    body: FieldCreateInput,
    status: 201,
    response: FieldDefinitionDto,
    access: { action: 'form.list' },
  }),
  /** Designers read them to design the form, filers and searchers by their grants on it. */
  list: endpoint({
    method: 'GET',
    path: '/form/forms/:id/fields/',
    tag,
    params: IdParams,
    query: FieldListQuery,
    status: 200,
    response: FieldListDto,
    access: { session: true },
  }),
  lookupTargets: endpoint({
    method: 'GET',
    path: '/form/forms/:id/forms-as-lookup/',
    tag,
    params: IdParams,
    query: PageQuery,
    status: 200,
    response: paged(LookupFormDto),
    access: { action: 'form.list' },
  }),
  /** The looked-up form need not be one the designer designs: only its field labels are shown. */
  lookupFields: endpoint({
    method: 'GET',
    path: '/form/forms/:id/form-as-lookup-fields/',
    tag,
    params: IdParams,
    status: 200,
    response: z.array(LookupFieldDto),
    access: { action: 'form.list' },
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/form/forms/:id/fields/:fieldId/',
    tag,
    params: FormFieldParams,
    status: 200,
    response: AcceptedDto,
    access: { action: 'form.list' },
  }),
  get: endpoint({
    method: 'GET',
    path: '/form/field/:id/',
    tag,
    params: IdParams,
    status: 200,
    response: FieldDefinitionDto,
    access: { action: 'form.list' },
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/form/field/:id/',
    tag,
    params: IdParams,
    body: FieldDefinitionInput,
    status: 200,
    response: FieldDefinitionDto,
    access: { action: 'form.list' },
  }),
  move: endpoint({
    method: 'PATCH',
    path: '/form/field/:id/order/',
    tag,
    params: IdParams,
    body: FieldOrderInput,
    status: 200,
    response: FieldDefinitionDto,
    access: { action: 'form.list' },
  }),
};
