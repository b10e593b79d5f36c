import { z } from 'zod';

/**
 * Every zod check without its own message answers with a catalogue key, so no English default
 * text ever reaches a user: a missing value is 'fieldRequired', anything else 'validation.invalid'.
 */
z.config({
  customError: (issue) => (issue.input === undefined ? 'fieldRequired' : 'validation.invalid'),
});
