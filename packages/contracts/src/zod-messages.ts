import { type core, z } from 'zod';
import { message } from './messages.ts';

/** A value a person left empty: nothing, or an empty text, list or set. */
function isEmpty(input: unknown): boolean {
  if (input === undefined || input === null || input === '') return true;
  if (Array.isArray(input)) return input.length === 0;
  return input instanceof Set && input.size === 0;
}

/** The size limits a person can read: characters of a text, choices of a list, a number's bounds. */
function sizeMessage(issue: core.$ZodRawIssue): string {
  if (issue.code !== 'too_small' && issue.code !== 'too_big') return 'validation.invalid';
  const bound = Number(issue.code === 'too_small' ? issue.minimum : issue.maximum);
  if (issue.code === 'too_small') {
    if (issue.origin === 'string') return message('validation.minChars', { min: bound });
    if (issue.origin === 'array' || issue.origin === 'set')
      return message('validation.minItems', { min: bound });
    if (issue.origin === 'number') return message('validation.minValue', { min: bound });
    return 'validation.invalid';
  }
  if (issue.origin === 'string') return message('validation.maxChars', { max: bound });
  if (issue.origin === 'array' || issue.origin === 'set')
    return message('validation.maxItems', { max: bound });
  if (issue.origin === 'number') return message('validation.maxValue', { max: bound });
  return 'validation.invalid';
}

/**
 * Every zod check without its own message answers with a catalogue key, so no English default
 * text ever reaches a user: a value left empty (nothing, '' or no choice where one is needed) is
 * 'fieldRequired', a size limit says the limit, anything else is 'validation.invalid'.
 *
 * It is a side effect of importing the contracts: packages/contracts/package.json lists this file
 * and index.ts as `sideEffects`, or a bundler drops the import (the web app once showed zod's
 * English through it).
 */
export function catalogueMessage(issue: core.$ZodRawIssue): string {
  return isEmpty(issue.input) ? 'fieldRequired' : sizeMessage(issue);
}

z.config({ customError: catalogueMessage });
