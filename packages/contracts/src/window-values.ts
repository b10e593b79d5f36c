import { limits } from './limits.ts';

/**
 * The citizen window's plain values (issue 47): its limits, its pages' addresses, its answers'
 * vocabularies and its proof of work, with no schema among them, so the window's first screen
 * reads them without zod (decision 44).
 */
export const pqrsLimits = {
  typeName: { min: 3, max: 100 },
  termDays: { min: 1, max: 90 },
  extensionDays: { min: 0, max: 180 },
  subject: limits.recordSubject,
  text: { min: 10, max: 10_000 },
  policyText: { max: 20_000 },
  name: { min: 2, max: 150 },
  document: { min: 3, max: 20 },
  phone: { min: 5, max: 20 },
  address: { max: 250 },
  /**
   * The window's proof of work: a hash of the challenge and the answer with this many leading
   * zero bits (about 65,000 tries: a second of a phone's time, spent by every filing).
   */
  challengeBits: 16,
  challengeMinutes: 30,
  /** A tracking code: 12 characters of Crockford's base 32 (60 bits). */
  trackingCodeLength: 12,
  /** The reason an extension gives the petitioner, and what a completion asks or adds. */
  reason: { min: 10, max: 2000 },
  /** Ley 1755 art. 17: completion is asked within ten business days of filing. */
  completionAskedWithinDays: 10,
  /** Ley 1755 art. 21: a PQRS the company is not competent for is remitted within five business days. */
  remittedWithinDays: 5,
  /** How many business days before its legal due date a PQRS is due soon, and its supervisors told. */
  dueSoonDays: { min: 1, max: 30, default: 3 },
  /** The competent entity a PQRS is remitted to: its name. */
  entityName: { min: 2, max: 200 },
  /** What the petitioner adds while tracking: a text, files, or both. */
  addition: { min: 10, max: 2000 },
  /**
   * The most one sending of files at the window may weigh, whatever the company's upload limits:
   * it is read before anyone knows who sent it (three files of the spec's 5 MB and their parts).
   */
  uploadBodyBytes: 16_777_216,
} as const;

/** The parts of a petitioner's addition (multipart): the tracking code and text, then files. */
export const additionParts = { code: 'code', text: 'text', file: 'file' } as const;

/**
 * The window's own read (its company, types, policy and challenge): declared in `windowApi.open`
 * with this path, which the window's page calls through the plain transport, before zod loads.
 */
export const windowOpenPath = '/window/:domain/';

/** The web app's pages of a company's window: filing, and tracking (its QR opens it filled in). */
export const windowPaths = {
  file: (domain: string) => `/window/${encodeURIComponent(domain)}`,
  track: (domain: string, tracked?: { number: string; code: string }) =>
    `/window/${encodeURIComponent(domain)}/tracking${
      tracked ? `?${new URLSearchParams({ number: tracked.number, code: tracked.code })}` : ''
    }`,
};

export const pqrsStates = ['received', 'incomplete', 'answered', 'withdrawn', 'remitted'] as const;
export type PqrsState = (typeof pqrsStates)[number];

/** What the company tells the petitioner, on the tracking page and by mail when it can. */
export const pqrsMessageKinds = [
  'extension',
  'completion_request',
  'completion',
  'withdrawal',
  'tacit_withdrawal',
  'remission',
  'addition',
] as const;
export type PqrsMessageKind = (typeof pqrsMessageKinds)[number];

/** The identity documents a petitioner may give (Colombia's civil registry and migration's). */
export const petitionerDocuments = ['CC', 'CE', 'TI', 'PA', 'NIT', 'PPT'] as const;

/** The characterisation a company may ask, never required (Decreto 1166 de 2016 art. 2.2.3.12.5). */
export const characterisationOptions = {
  sex: ['female', 'male', 'intersex', 'undisclosed'],
  ethnic_group: ['none', 'indigenous', 'afro', 'raizal', 'palenquero', 'rom', 'undisclosed'],
  disability: [
    'none',
    'physical',
    'sensory',
    'intellectual',
    'psychosocial',
    'multiple',
    'undisclosed',
  ],
  age_range: ['under_18', '18_28', '29_59', '60_plus', 'undisclosed'],
} as const;

/** What a proof of work hashes: the challenge and the answer tried, as UTF-8. */
export const provenText = (challenge: string, nonce: string) => `${challenge}:${nonce}`;

/** Whether a SHA-256 digest starts with `bits` zero bits: the window's proof of work. */
export function hasLeadingZeroBits(digest: Uint8Array, bits: number): boolean {
  const whole = Math.floor(bits / 8);
  for (let index = 0; index < whole; index += 1) if (digest[index] !== 0) return false;
  const rest = bits % 8;
  return rest === 0 || (digest[whole] ?? 0xff) >> (8 - rest) === 0;
}
