import {
  type BodyOf,
  errorCatalogue,
  type WindowDto,
  WindowFilingInput,
  type WindowReceiptDto,
  windowApi,
} from '@custodia/contracts';
import { call } from '../platform/api.ts';
import {
  type FieldError,
  fieldErrorsFromIssues,
  fieldErrorsFromServer,
} from '../platform/formErrors.ts';
import { ApiError } from '../platform/http.ts';
import { currentLanguage, translateMessage } from '../platform/i18n.ts';
import { solveChallenge } from './proofOfWork.ts';

export type FilingValues = Omit<BodyOf<typeof windowApi.file>, 'language' | 'proof'>;

export type Filed =
  | { receipt: WindowReceiptDto }
  | { errors: FieldError[] }
  /** The challenge was spent or expired: the page takes a new one and the person sends again. */
  | { refusal: string };

const {
  validation,
  pqrsConsentRequired,
  pqrsTypeNotFound,
  pqrsChallengeInvalid,
  pqrsChallengeUsed,
} = errorCatalogue;
const fieldOfCode = { [pqrsConsentRequired.code]: 'consent', [pqrsTypeNotFound.code]: 'type_id' };
const challengeCodes: readonly number[] = [pqrsChallengeInvalid.code, pqrsChallengeUsed.code];

/**
 * Files what the person typed (issue 47 §2): checked first by the API's own schema, then the
 * challenge solved, then sent in the page's language. The window's pages load this module when the
 * person starts filling a form: it brings zod, the schemas and the typed client (decision 44).
 */
export async function fileAtWindow(
  domain: string,
  values: FilingValues,
  challenge: WindowDto['challenge'],
): Promise<Filed> {
  const draft = { ...values, language: currentLanguage(), proof: { challenge: '-', nonce: '-' } };
  const checked = WindowFilingInput.safeParse(draft);
  if (!checked.success)
    return { errors: fieldErrorsFromIssues(checked.error.issues, translateMessage) };
  const proof = await solveChallenge(challenge.challenge, challenge.bits);
  try {
    const receipt = await call(
      windowApi.file,
      { params: { domain }, body: { ...draft, proof } },
      {
        handledCodes: [validation.code, ...Object.keys(fieldOfCode).map(Number), ...challengeCodes],
      },
    );
    return { receipt };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.code !== null && challengeCodes.includes(error.code))
      return { refusal: error.detail };
    return { errors: fieldErrorsFromServer(error, fieldOfCode) };
  }
}

export type Tracked = { number: string; code: string };

/** The receipt stored at filing. */
export function receiptOf(domain: string, tracked: Tracked): Promise<Blob> {
  return call(windowApi.receipt, { params: { domain }, body: tracked });
}

const trackingCodes = [
  errorCatalogue.pqrsTrackingInvalid.code,
  errorCatalogue.pqrsClosed.code,
  validation.code,
];

/** Tracks a PQRS, or withdraws it: its refusals (60006, 60014) are the page's to show. */
async function tracking(
  endpoint: typeof windowApi.track | typeof windowApi.withdraw,
  domain: string,
  tracked: Tracked,
) {
  try {
    return await call(
      endpoint,
      { params: { domain }, body: tracked },
      { handledCodes: trackingCodes },
    );
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return { refusal: error.detail };
    throw error;
  }
}

export const trackAtWindow = (domain: string, tracked: Tracked) =>
  tracking(windowApi.track, domain, tracked);

export const withdrawAtWindow = (domain: string, tracked: Tracked) =>
  tracking(windowApi.withdraw, domain, tracked);
