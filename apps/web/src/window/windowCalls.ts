import {
  additionParts,
  type BodyOf,
  chosenFileProblem,
  errorCatalogue,
  type TrackingDto,
  type UploadLimitsDto,
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

/** The company's answer as signed, once sent. */
export function answerOf(domain: string, tracked: Tracked): Promise<Blob> {
  return call(windowApi.answer, { params: { domain }, body: tracked });
}

const trackingCodes = [
  errorCatalogue.pqrsTrackingInvalid.code,
  errorCatalogue.pqrsClosed.code,
  errorCatalogue.pqrsNotIncomplete.code,
  validation.code,
];

/**
 * A tracking call's answer, or its refusal (60006, 60014, 60016…) for the page to show: what it
 * says of each field or file it names, or else its own words.
 */
async function answerOrRefusal(
  sent: Promise<TrackingDto>,
): Promise<TrackingDto | { refusal: string }> {
  try {
    return await sent;
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) {
      const named = Object.values(error.fieldErrors);
      return { refusal: named.length > 0 ? named.join(' ') : error.detail };
    }
    throw error;
  }
}

const handledTracking = { handledCodes: trackingCodes };

export const trackAtWindow = (domain: string, tracked: Tracked) =>
  answerOrRefusal(call(windowApi.track, { params: { domain }, body: tracked }, handledTracking));

export const withdrawAtWindow = (domain: string, tracked: Tracked) =>
  answerOrRefusal(call(windowApi.withdraw, { params: { domain }, body: tracked }, handledTracking));

/** What the petitioner adds when the company asked them to complete it. */
export const completeAtWindow = (domain: string, body: Tracked & { text: string }) =>
  answerOrRefusal(call(windowApi.complete, { params: { domain }, body }, handledTracking));

/** Why the files chosen would be refused by the company's limits, in the page's language. */
export function filesProblem(files: readonly File[], rules: UploadLimitsDto): string | null {
  for (const [index, file] of files.entries()) {
    const problem = chosenFileProblem(file, index, rules);
    if (problem) return `${file.name}: ${translateMessage(problem)}`;
  }
  return null;
}

const additionCodes = [
  ...trackingCodes,
  errorCatalogue.pqrsAdditionEmpty.code,
  errorCatalogue.filesRefused.code,
  errorCatalogue.payloadTooLarge.code,
  errorCatalogue.tooManyAttempts.code,
];

/** What the petitioner adds to their PQRS: a text, files or both (at filing, the files alone). */
export function addAtWindow(
  domain: string,
  tracked: Tracked,
  addition: { text: string; files: readonly File[] },
) {
  const body = new FormData();
  body.append(additionParts.code, tracked.code);
  body.append(additionParts.text, addition.text);
  for (const file of addition.files) body.append(additionParts.file, file);
  return answerOrRefusal(
    call(
      windowApi.add,
      { params: { domain, number: tracked.number }, body },
      { handledCodes: additionCodes },
    ),
  );
}
