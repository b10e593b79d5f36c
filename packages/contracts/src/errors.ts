/**
 * The numeric error catalogue (spec §8). Every refusal the API can give is here with its HTTP status;
 * its text lives under `errors.<code>` in each language, and a test fails when one is missing.
 * Codes the spec names keep the spec's number; the others take free numbers in their area's range.
 */
export const errorCatalogue = {
  unauthenticated: { code: 10000, status: 401 },
  forbidden: { code: 10001, status: 403 },
  notFound: { code: 10002, status: 404 },
  routeNotFound: { code: 10003, status: 404 },
  userNotFound: { code: 10004, status: 404 },
  userNameTaken: { code: 10005, status: 400 },
  documentTaken: { code: 10006, status: 400 },
  emailTaken: { code: 10007, status: 400 },
  ownStatusChange: { code: 10008, status: 400 },
  currentPasswordWrong: { code: 10009, status: 400 },
  passwordUnchanged: { code: 10010, status: 400 },
  passwordLinkInvalid: { code: 10011, status: 400 },
  avatarType: { code: 10012, status: 400 },
  avatarSize: { code: 10013, status: 400 },
  statusUnchanged: { code: 10014, status: 400 },
  passwordNotSet: { code: 10024, status: 403 },
  roleNotFound: { code: 10030, status: 404 },
  roleNameTaken: { code: 10031, status: 400 },
  memberNotActive: { code: 10032, status: 400 },
  memberNotFound: { code: 10033, status: 404 },
  workGroupNotFound: { code: 10034, status: 404 },
  workGroupNameTaken: { code: 10035, status: 400 },
  noActiveMember: { code: 10036, status: 400 },
  apiAccountNotFound: { code: 10037, status: 404 },
  apiAccountNameTaken: { code: 10038, status: 400 },
  apiAccountNoWebLogin: { code: 10039, status: 403 },
  notAnApiAccount: { code: 10040, status: 400 },
  passwordExpired: { code: 10045, status: 403 },
  wrongCredentials: { code: 10046, status: 400 },
  userNotActive: { code: 10048, status: 403 },
  roleHasMembers: { code: 10049, status: 400 },
  tooManyAttempts: { code: 10063, status: 429 },
  groupNeedsMembers: { code: 10058, status: 400 },
  groupMembersExceeded: { code: 10059, status: 400 },
  validation: { code: 30010, status: 400 },
  formNotFound: { code: 30020, status: 404 },
  formNameTaken: { code: 30021, status: 400 },
  formNeedsField: { code: 30022, status: 400 },
  formStatusChange: { code: 30023, status: 400 },
  fieldsLocked: { code: 30024, status: 400 },
  fieldNotFound: { code: 30025, status: 404 },
  stickerFieldsExceeded: { code: 30026, status: 400 },
  fieldOrderUnchanged: { code: 30027, status: 400 },
  fieldListInvalid: { code: 30028, status: 400 },
  lookupTargetInvalid: { code: 30029, status: 400 },
  lookupAlreadyInForm: { code: 30030, status: 400 },
  lookupCircular: { code: 30031, status: 400 },
  formNotActive: { code: 30032, status: 400 },
  formHasRecords: { code: 30033, status: 400 },
  recordValueTaken: { code: 30034, status: 400 },
  recordChoiceUnavailable: { code: 30035, status: 400 },
  formHasNoLookup: { code: 30036, status: 400 },
  formHasRoles: { code: 30082, status: 400 },
  formGrantExists: { code: 30083, status: 400 },
  formGrantNotFound: { code: 30084, status: 404 },
  listNotFound: { code: 30090, status: 404 },
  listNameTaken: { code: 30091, status: 400 },
  listParentInvalid: { code: 30092, status: 400 },
  listIsParent: { code: 30093, status: 400 },
  listUsedByForms: { code: 30094, status: 400 },
  listItemNotFound: { code: 30095, status: 404 },
  listItemNameTaken: { code: 30096, status: 400 },
  listItemParentInvalid: { code: 30097, status: 400 },
  domainTaken: { code: 70002, status: 400 },
  taxIdTaken: { code: 70003, status: 400 },
  accountLocked: { code: 70029, status: 403 },
  internal: { code: 500001, status: 500 },
  unavailable: { code: 500002, status: 503 },
  unsupportedMediaType: { code: 500003, status: 415 },
  payloadTooLarge: { code: 500004, status: 413 },
  malformedBody: { code: 500005, status: 400 },
  auditRangeTooLong: { code: 500006, status: 400 },
} as const satisfies Record<string, { code: number; status: number }>;

export type ErrorName = keyof typeof errorCatalogue;
export type ErrorCode = (typeof errorCatalogue)[ErrorName]['code'];

export function errorKey(code: number): string {
  return `errors.${code}`;
}

/** Body of every failed API call. */
export type ErrorBody = { code: number; detail: string; data?: Record<string, string> };
