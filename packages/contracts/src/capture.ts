import { z } from 'zod';
import { AcceptedDto, IdParams, requiredText, Uuid } from './common-schemas.ts';
import { abilitiesSchema, endpoint } from './endpoint.ts';
import { PageQuery, paged } from './paging.ts';

/** Issue 48: how much a mailbox's settings, rules and a tray's batch take. */
export const captureLimits = {
  name: { min: 2, max: 80 },
  host: { min: 1, max: 253 },
  user: { min: 1, max: 200 },
  password: { max: 500 },
  folder: { min: 1, max: 200 },
  condition: { max: 200 },
  rulesPerMailbox: 20,
  mailboxesPerCompany: 20,
  /** What one poll fetches at most: the rest waits for the next, queued at once. */
  messagesPerPoll: 25,
  bytesPerPoll: 64 * 1024 * 1024,
  /** The longest message a mailbox takes; a larger one goes to the tray unread. */
  messageBytes: 50 * 1024 * 1024,
  /** How long the tray's preview of a message's text is. */
  preview: 2000,
  batch: { min: 1, max: 50 },
  discardReason: { min: 4, max: 150 },
  /** Minutes between two polls of a mailbox that answered. */
  pollMinutes: 2,
} as const;

/** What a mailbox does with a message once captured: move it to a folder, or flag it. */
export const afterCaptureActions = ['move', 'flag'] as const;
export const AfterCapture = z.enum(afterCaptureActions);

/** What a rule does with a message it matches. */
export const captureRuleActions = ['file', 'tray', 'ignore'] as const;
export const CaptureRuleAction = z.enum(captureRuleActions);
export type CaptureRuleAction = z.infer<typeof CaptureRuleAction>;

/** The parts of a message a rule's filing writes into the form's fields. */
export const messageParts = ['subject', 'sender', 'date', 'body'] as const;
export type MessagePart = (typeof messageParts)[number];

const Condition = z.string().trim().max(captureLimits.condition.max).default('');

/**
 * One rule of a mailbox, tried in order: every condition given must hold (a text is looked for in
 * the sender, the recipients or the subject, whatever its case); the first rule that matches
 * decides. A message no rule matches goes to the tray.
 */
export const MailboxRuleInput = z
  .object({
    from_contains: Condition,
    to_contains: Condition,
    subject_contains: Condition,
    /** Null when the rule does not look at attachments. */
    has_attachments: z.boolean().nullable().default(null),
    action: CaptureRuleAction,
    form_id: Uuid.nullable().default(null),
    documentary_type_id: Uuid.nullable().default(null),
    /** The form's field each part of the message fills, when any. */
    fields: z.partialRecord(z.enum(messageParts), Uuid).default({}),
  })
  .refine((rule) => rule.action !== 'file' || rule.form_id !== null, {
    error: 'fieldRequired',
    path: ['form_id'],
  });
export type MailboxRuleInput = z.input<typeof MailboxRuleInput>;
export type MailboxRule = z.output<typeof MailboxRuleInput>;

/**
 * A mailbox as an administrator sets it (issue 48 §1): where it is, who reads it (the password is
 * kept sealed; left empty on a change, the one kept stays), which folder, what happens to a message
 * once captured, in whose name its records are filed, and its rules. OAuth for Gmail and
 * Microsoft 365 is for later (docs/operations.md): `auth` names the one method there is now.
 */
export const MailboxInput = z
  .object({
    name: requiredText(captureLimits.name.min, captureLimits.name.max),
    host: requiredText(captureLimits.host.min, captureLimits.host.max),
    port: z.number().int().min(1).max(65535),
    tls: z.boolean(),
    auth: z.literal('password').default('password'),
    username: requiredText(captureLimits.user.min, captureLimits.user.max),
    password: z.string().max(captureLimits.password.max).default(''),
    folder: requiredText(captureLimits.folder.min, captureLimits.folder.max).default('INBOX'),
    after_capture: AfterCapture,
    move_to: z.string().trim().max(captureLimits.folder.max).default(''),
    receiver_id: Uuid,
    auto_reply: z.boolean().default(false),
    active: z.boolean().default(true),
    rules: z.array(MailboxRuleInput).max(captureLimits.rulesPerMailbox).default([]),
  })
  .refine((mailbox) => mailbox.after_capture !== 'move' || mailbox.move_to !== '', {
    error: 'fieldRequired',
    path: ['move_to'],
  });
export type MailboxInput = z.input<typeof MailboxInput>;
export type MailboxChange = z.output<typeof MailboxInput>;

/** A mailbox not yet read, read at its last poll, or failing since (its reason beside it). */
export const mailboxStates = ['new', 'ok', 'failing'] as const;
export const MailboxState = z.enum(mailboxStates);

export const MailboxDto = z.object({
  id: z.string(),
  name: z.string(),
  host: z.string(),
  port: z.number(),
  tls: z.boolean(),
  auth: z.literal('password'),
  username: z.string(),
  folder: z.string(),
  after_capture: AfterCapture,
  move_to: z.string(),
  receiver_id: z.string(),
  auto_reply: z.boolean(),
  active: z.boolean(),
  rules: z.array(
    z.object({
      from_contains: z.string(),
      to_contains: z.string(),
      subject_contains: z.string(),
      has_attachments: z.boolean().nullable(),
      action: CaptureRuleAction,
      form_id: z.string().nullable(),
      documentary_type_id: z.string().nullable(),
      fields: z.partialRecord(z.enum(messageParts), z.string()),
    }),
  ),
  state: MailboxState,
  /** Why it fails, in the reader's language. */
  failure: z.string().nullable(),
  polled_at: z.string().nullable(),
  captured: z.number(),
  abilities: abilitiesSchema('mailbox'),
});
export type MailboxDto = z.infer<typeof MailboxDto>;

/** A message waiting in the capture tray, with what a clerk needs to classify it. */
export const CaptureItemDto = z.object({
  id: z.string(),
  mailbox_name: z.string(),
  subject: z.string(),
  sender: z.string(),
  received_at: z.string(),
  preview: z.string(),
  attachments: z.array(z.object({ name: z.string(), size: z.number() })),
  /** Why it could not be filed by itself (an unreadable part, a refused filing), or null. */
  problem: z.string().nullable(),
  abilities: abilitiesSchema('captureItem'),
});
export type CaptureItemDto = z.infer<typeof CaptureItemDto>;

const Batch = z
  .array(Uuid)
  .min(captureLimits.batch.min, { error: 'fieldRequired' })
  .max(captureLimits.batch.max);

/** Files each item as a record of the form (its subject the message's), in the clerk's name. */
export const CaptureFileInput = z.object({
  ids: Batch,
  form_id: Uuid,
  documentary_type_id: Uuid.nullable().default(null),
});
export type CaptureFileInput = z.input<typeof CaptureFileInput>;

/** Attaches each item's message and files to a record already filed. */
export const CaptureAttachInput = z.object({ ids: Batch, record_id: Uuid });
export type CaptureAttachInput = z.input<typeof CaptureAttachInput>;

export const CaptureDiscardInput = z.object({
  ids: Batch,
  reason: requiredText(captureLimits.discardReason.min, captureLimits.discardReason.max),
});
export type CaptureDiscardInput = z.input<typeof CaptureDiscardInput>;

/**
 * A batch's outcome, all or nothing: the records its items were filed as (none for an attachment
 * or a discard). One item refused refuses the batch, and the refusal says why.
 */
export const CaptureBatchDto = z.object({
  records: z.array(z.object({ id: z.string(), number: z.string() })),
});
export type CaptureBatchDto = z.infer<typeof CaptureBatchDto>;

const tag = 'capture';

/** Capture (issue 48): the company's mailboxes and the tray of what they could not file alone. */
export const captureApi = {
  mailboxes: endpoint({
    method: 'GET',
    path: '/capture/mailboxes/',
    tag,
    status: 200,
    response: z.array(MailboxDto),
    access: { action: 'mailbox.manage' },
  }),
  createMailbox: endpoint({
    method: 'POST',
    path: '/capture/mailboxes/',
    tag,
    body: MailboxInput,
    status: 201,
    response: MailboxDto,
    access: { action: 'mailbox.manage' },
  }),
  updateMailbox: endpoint({
    method: 'PUT',
    path: '/capture/mailboxes/:id/',
    tag,
    params: IdParams,
    body: MailboxInput,
    status: 200,
    response: MailboxDto,
    access: { action: 'mailbox.manage' },
  }),
  removeMailbox: endpoint({
    method: 'DELETE',
    path: '/capture/mailboxes/:id/',
    tag,
    params: IdParams,
    status: 200,
    response: AcceptedDto,
    access: { action: 'mailbox.manage' },
  }),
  /** Signs in to the mailbox as saved and opens its folder, answering what went wrong if not. */
  testMailbox: endpoint({
    method: 'POST',
    path: '/capture/mailboxes/:id/test/',
    tag,
    params: IdParams,
    status: 200,
    response: AcceptedDto,
    access: { action: 'mailbox.manage' },
  }),
  tray: endpoint({
    method: 'GET',
    path: '/capture/tray/',
    tag,
    query: PageQuery,
    status: 200,
    response: paged(CaptureItemDto),
    access: { action: 'captureTray.read' },
  }),
  fileItems: endpoint({
    method: 'POST',
    path: '/capture/tray/file/',
    tag,
    body: CaptureFileInput,
    status: 200,
    response: CaptureBatchDto,
    access: { action: 'captureTray.read' },
  }),
  attachItems: endpoint({
    method: 'POST',
    path: '/capture/tray/attach/',
    tag,
    body: CaptureAttachInput,
    status: 200,
    response: CaptureBatchDto,
    access: { action: 'captureTray.read' },
  }),
  discardItems: endpoint({
    method: 'POST',
    path: '/capture/tray/discard/',
    tag,
    body: CaptureDiscardInput,
    status: 200,
    response: CaptureBatchDto,
    access: { action: 'captureTray.read' },
  }),
};
