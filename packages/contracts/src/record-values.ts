import { z } from 'zod';
import { Uuid } from './common-schemas.ts';
import { type FieldDefinitionDto, FieldStatus } from './form-fields.ts';
import { limits } from './limits.ts';
import { message } from './messages.ts';

/**
 * The values of a record's custom fields, checked by ONE schema that the browser and the server
 * both build from the form's field definitions (ARCHITECTURE §4): a value the browser accepts is
 * exactly a value the server accepts.
 *
 * Every value travels as a string (or null when empty): integers of up to 18 digits do not fit a
 * JavaScript number, and dates travel as ISO text.
 */
export type RecordValues = Record<string, string | null>;

/** 'file': filing or editing a record; 'filter': searching records by field values. */
export type ValuesPurpose = 'file' | 'filter';

/** What of a field definition its values depend on; a FieldDefinitionDto fits. */
export type FieldDefinition = Pick<
  FieldDefinitionDto,
  | 'id'
  | 'status'
  | 'control_data'
  | 'required'
  | 'hide'
  | 'len_min_chars'
  | 'len_max_chars'
  | 'allowed_negative'
  | 'show_pass_dates'
>;

/**
 * `kept`: the values the record already holds, when it is being edited. A date it holds is not
 * refused for having become past since: show_pass_dates judges the day a date is chosen.
 */
export type RecordValuesOptions = { mode: ValuesPurpose; now?: Date; kept?: RecordValues };

type Context = { mode: ValuesPurpose; now: Date; kept: RecordValues };

/** A value's first problem as a message key (null when none) and its stored form. */
type Rule = { problem: (value: string) => string | null; canonical?: (value: string) => string };

/**
 * The fields that take a value for this purpose: active ones, never a label (it only shows
 * text), and at filing not the hidden ones, which the filing form leaves out (spec §3 hide).
 */
export function fieldsByPurpose<T extends FieldDefinition>(fields: T[], mode: ValuesPurpose): T[] {
  return activeFields(fields, mode !== 'file').filter((field) => field.control_data !== 'label');
}

/** The fields a form draws: the active ones, with or without the hidden ones (spec §3 hide). */
export function activeFields<T extends Pick<FieldDefinition, 'status' | 'hide'>>(
  fields: T[],
  withHidden: boolean,
): T[] {
  return fields.filter(
    (field) => field.status === FieldStatus.active && (withHidden || !field.hide),
  );
}

/** A list field as cascading selects see it: the list it draws and that list's parent list. */
export type ListLink = { list: string | null; parentList: string | null };

/**
 * The field whose chosen item a list field's items hang from (cascading selects, decision 17):
 * the first of `fields` that draws the parent list of the field's list. None when that list has no
 * parent list or none of `fields` draws it; the field then offers every item of its list. The
 * browser and the server both ask it, each reading a field's lists with `linkOf`.
 */
export function cascadeParent<T>(
  field: T,
  fields: readonly T[],
  linkOf: (field: T) => ListLink,
): T | undefined {
  const { parentList } = linkOf(field);
  if (!parentList) return undefined;
  return fields.find((other) => linkOf(other).list === parentList);
}

/**
 * The schema of a record's values keyed by field id. Keys of fields that take no value here are
 * dropped, so a hidden, inactive or label field can never be written through this door.
 */
export function recordValuesSchema(fields: FieldDefinition[], options: RecordValuesOptions) {
  const context: Context = {
    mode: options.mode,
    now: options.now ?? new Date(),
    kept: options.kept ?? {},
  };
  const shape = Object.fromEntries(
    fieldsByPurpose(fields, context.mode).map((field) => [field.id, valueSchema(field, context)]),
  );
  return z.object(shape, { error: 'validation.invalid' });
}

/** The values as a form sends them: under `values`, beside a filing's own data (fileRecordSchema). */
export function recordFormSchema(fields: FieldDefinition[], options: RecordValuesOptions) {
  return z.object({ values: recordValuesSchema(fields, options) });
}

/**
 * One transform per field rather than a chain of zod steps: a form's schema is built for every
 * check (filing, each preview), and zod schemas are costly to build (see bench/record-values).
 */
function valueSchema(field: FieldDefinition, context: Context) {
  const rule = ruleFor(field, context);
  const missing = requiredKey(field, context);
  const canonical = rule.canonical ?? ((value: string) => value);
  return z
    .unknown()
    .optional()
    .transform((raw, ctx): string | null => {
      const refuse = (message: string) => {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      };
      if (raw !== undefined && raw !== null && typeof raw !== 'string') {
        return refuse('validation.invalid');
      }
      const value = blankToNull(raw);
      if (value === null) return missing ? refuse(missing) : null;
      const problem = rule.problem(value);
      const keptPast =
        problem === 'validation.pastDate' && canonical(value) === context.kept[field.id];
      return problem && !keptPast ? refuse(problem) : canonical(value);
    });
}

/** Filters are all optional (spec §5 record filter); a required select has its own text. */
function requiredKey(field: FieldDefinition, context: Context): string | null {
  if (context.mode === 'filter' || !field.required) return null;
  return field.control_data === 'combobox' ? 'form.field46' : 'fieldRequired';
}

function blankToNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

function ruleFor(field: FieldDefinition, context: Context): Rule {
  switch (field.control_data) {
    case 'textbox':
      return textRule(textBounds(field, context), singleLine);
    case 'textarea':
      return textRule(textBounds(field, context), multiLine);
    case 'numeric':
      return integerRule(field.allowed_negative);
    case 'combobox':
      // spec §2: a filter names the list item, filing stores its uuid.
      return context.mode === 'filter' ? textRule(limits.listItemName, singleLine) : uuidRule;
    case 'datepicker':
      return dateRule(pastRefused(field, context), context.now);
    case 'datetimepicker':
      return dateTimeRule(pastRefused(field, context), context.now);
    case 'lookup':
      return uuidRule;
    case 'label':
      throw new Error('A label field takes no value');
  }
}

// ── Text ───────────────────────────────────────────────────────────────────────────────────────

/**
 * Without len_min_chars / len_max_chars a value may be 1 to 1000 characters: 1 because a custom
 * field may legitimately hold a single letter or code (the spec's "4–1000" is for generic texts
 * such as comments), 1000 as the spec's general text maximum.
 */
const defaultTextBounds = limits.fieldText;

/**
 * At filing the designer's bounds apply. A filter keeps only the maximum: it may search for a
 * fragment ("contains", "starts with") shorter than the field's minimum.
 */
function textBounds(field: FieldDefinition, context: Context) {
  return {
    min: context.mode === 'file' ? (field.len_min_chars ?? defaultTextBounds.min) : 1,
    max: field.len_max_chars ?? defaultTextBounds.max,
  };
}

/**
 * No '<' or '>' (markup), no control characters, no lone surrogate halves (PostgreSQL refuses
 * them). A textarea keeps its line breaks and tabs.
 */
const singleLine = /^[^<>\p{Cc}\p{Cs}]*$/u;
const multiLine = /^(?:[^<>\p{Cc}\p{Cs}]|[\t\n\r])*$/u;

function textRule(bounds: { min: number; max: number }, allowed: RegExp): Rule {
  const between = message('validation.between', bounds);
  return {
    problem(value) {
      if (!allowed.test(value)) return 'validation.textCharacters';
      // Characters as a person (and PostgreSQL) counts them, not UTF-16 units: an emoji is one.
      const length = [...value].length;
      return length < bounds.min || length > bounds.max ? between : null;
    },
  };
}

// ── Integer ────────────────────────────────────────────────────────────────────────────────────

const maxDigits = message('validation.maxDigits', { max: limits.integerDigits });

/** Digits only, '-' first when negatives are allowed; no '+', no decimals, no exponent. */
function integerRule(allowNegative: boolean): Rule {
  return {
    problem(value) {
      if (!/^-?[0-9]+$/.test(value)) return 'validation.integer';
      if (value.startsWith('-') && !allowNegative) return 'validation.negativeNotAllowed';
      return value.replace('-', '').length > limits.integerDigits ? maxDigits : null;
    },
    // Stored without leading zeros, so "007" and "7" are the same value for unique fields.
    canonical: (value) => BigInt(value).toString(),
  };
}

// ── Uuid (list item at filing, lookup record) ──────────────────────────────────────────────────

const uuidRule: Rule = {
  problem: (value) => (Uuid.safeParse(value).success ? null : 'validation.invalid'),
  canonical: (value) => value.toLowerCase(),
};

// ── Dates ──────────────────────────────────────────────────────────────────────────────────────

/** spec §5: show_pass_dates blocks past dates when filing; a filter may look back in time. */
function pastRefused(field: FieldDefinition, context: Context): boolean {
  return context.mode === 'file' && field.show_pass_dates;
}

/** A real calendar day: 2023-02-30 is refused, not rolled over to March. */
function isCalendarDay(year: number, month: number, day: number): boolean {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day); // not Date.UTC, which maps years 0–99 to 1900–1999
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** Years from 1950 to 80 years after the current one (spec §5, §9). */
function yearProblem(year: number, now: Date): string | null {
  const max = now.getUTCFullYear() + limits.dateYearsAhead;
  if (year >= limits.dateFirstYear && year <= max) return null;
  return message('validation.dateRange', { min: limits.dateFirstYear, max });
}

/**
 * A day has no time zone, so "today" is taken as the earliest date still current somewhere
 * (UTC−12): nobody is refused their own today, and browser and server agree wherever they run.
 */
function earliestToday(now: Date): string {
  return new Date(now.getTime() - 12 * 3_600_000).toISOString().slice(0, 10);
}

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The year of a 'YYYY-MM-DD' that names a real calendar day, else null. */
function dayYear(value: string): number | null {
  const parts = isoDate.exec(value);
  if (!parts) return null;
  const [year, month, day] = parts.slice(1).map(Number) as [number, number, number];
  return isCalendarDay(year, month, day) ? year : null;
}

function dateRule(refusePast: boolean, now: Date): Rule {
  return {
    problem(value) {
      const year = dayYear(value);
      if (year === null) return 'validation.date';
      const past = refusePast && value < earliestToday(now);
      return yearProblem(year, now) ?? (past ? 'validation.pastDate' : null);
    },
  };
}

/** UTC only ('Z' or '+00:00', spec §5); seconds, if sent, must be zero like the picker's. */
const isoDateTime =
  /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(?:Z|\+00:00)$/;

const stepMs = limits.dateStepMinutes * 60_000;

/**
 * The start of the current 5-minute slot: a time picked in the slot that is running is not
 * "past" yet, or a person who picks 10:05 at 10:04 and sends at 10:06 would be refused.
 */
function currentSlot(now: Date): number {
  return Math.floor(now.getTime() / stepMs) * stepMs;
}

function dateTimeRule(refusePast: boolean, now: Date): Rule {
  return {
    problem(value) {
      const [, day = '', hour = '', minute = '', second = '00', fraction = '0'] =
        isoDateTime.exec(value) ?? [];
      const year = dayYear(day);
      if (year === null || Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59) {
        return 'validation.dateTime';
      }
      const range = yearProblem(year, now);
      if (range) return range;
      const onStep = Number(minute) % limits.dateStepMinutes === 0;
      if (!onStep || Number(second) !== 0 || Number(fraction) !== 0)
        return 'validation.fiveMinutes';
      const instant = Date.parse(`${day}T${hour}:${minute}:00Z`);
      return refusePast && instant < currentSlot(now) ? 'validation.pastDate' : null;
    },
    // One stored spelling, the spec's: '…T10:05:00+00:00'.
    canonical(value) {
      const [, day, hour, minute] = isoDateTime.exec(value) ?? [];
      return `${day}T${hour}:${minute}:00+00:00`;
    },
  };
}

/** A required day in the pickers' years, such as a record's document date (spec §3 Record). */
export function requiredDay(now: Date = new Date()) {
  const rule = dateRule(false, now);
  return z
    .string({ error: 'fieldRequired' })
    .trim()
    .min(1, { error: 'fieldRequired', abort: true })
    .superRefine((value, ctx) => {
      const problem = rule.problem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });
}
