import type { CaptureItemDto, Language, MailboxDto } from '@custodia/contracts';
import { translate } from '@custodia/contracts';
import type { Actor } from '../platform/auth.ts';
import { abilities } from '../policies.ts';
import type { MailboxRow, TrayRow } from './capture.repo.ts';

export function toMailboxDto(row: MailboxRow, actor: Actor, language: Language): MailboxDto {
  return {
    id: row.id,
    name: row.name,
    host: row.host,
    port: row.port,
    tls: row.tls,
    auth: row.auth,
    username: row.username,
    folder: row.folder,
    after_capture: row.after_capture,
    move_to: row.move_to,
    receiver_id: row.receiver_id,
    auto_reply: row.auto_reply,
    active: row.active,
    rules: row.rules,
    state: row.state,
    failure: row.failure ? translate(language, row.failure) : null,
    polled_at: row.polled_at?.toISOString() ?? null,
    captured: row.captured,
    abilities: abilities(actor, 'mailbox', row),
  };
}

export function toCaptureItemDto(row: TrayRow, actor: Actor, language: Language): CaptureItemDto {
  return {
    id: row.id,
    mailbox_name: row.mailbox_name,
    subject: row.subject,
    sender: row.sender,
    received_at: row.received_at.toISOString(),
    preview: row.preview,
    attachments: row.attachments,
    problem: row.problem ? translate(language, row.problem) : null,
    abilities: abilities(actor, 'captureItem', row),
  };
}
