/**
 * The one vocabulary of authorization (ARCHITECTURE §5): server rules, web abilities and tests all
 * name what a person does as `resource.verb`.
 *
 * Global actions are decided from the actor alone: the session carries them as abilities, and the
 * web's route guards and menu read nothing else. Resource actions are decided per thing (this
 * form, that user): the answers about that thing carry them as `abilities`.
 */
export const globalActions = [
  'user.list',
  'user.create',
  'role.list',
  'role.create',
  'workGroup.list',
  'workGroup.create',
  'apiAccount.list',
  'apiAccount.create',
  'list.read',
  'list.design',
  'form.list',
  'form.create',
  'auditLog.read',
  'auditLog.verifyChain',
  'company.manage',
  'sticker.read',
  'sticker.configure',
  // Reads records of some form: the record list and the query by number (issue 11).
  'record.consult',
  'workflow.list',
  'workflow.create',
  'fileTrash.read',
  'recordExport.read',
  // Expedients (issue 13): creating them and their subdivisions and directories; consulting them.
  'expedient.manage',
  'expedient.consult',
  // The retention structure (issue 13): configuring the tree, reading it to pick a form's
  // publication path, and documentary types.
  'trd.configure',
  'trd.browse',
  'documentaryType.list',
  'documentaryType.manage',
  // The company's background jobs that used up their attempts (an administrator's screen).
  'backgroundJob.list',
  // The company's business calendar: its working days and hours and its days off (deadlines).
  'calendar.manage',
  // Process management (spec §6 configuration permission 6): finding running processes and
  // their open tasks, and giving those tasks to others.
  'process.manage',
  // Outgoing webhooks (issue 34): the company's subscriptions and their deliveries.
  'webhook.manage',
  // Metrics (spec §6 configuration permission 7): the company's figures and their spreadsheets.
  'metrics.read',
  // The company's integrations (issue 34 point 2): requesting one and following its state.
  'integration.manage',
  // The signature report (spec §2 /reports/signatures): admins, and whoever may request
  // signatures on some form (each sees the requests of those forms).
  'signature.report',
  // The citizen window (issue 47): its PQRS types and terms, and whether and how it takes filings.
  'pqrs.configure',
  // Capture (issue 48): the company's mailboxes (its administrators'), and the tray of captured
  // messages (configuration permission 8).
  'mailbox.manage',
  'captureTray.read',
  // Legal holds (issue 50 §3, configuration permission 8): placing them and listing them.
  'legalHold.manage',
] as const;
export type GlobalAction = (typeof globalActions)[number];

export const resourceActions = [
  'user.view',
  'user.edit',
  'user.changeStatus',
  'user.setPassword',
  'user.changeOwnPassword',
  'user.viewLog',
  'user.changeAvatar',
  'user.viewAvatar',
  // A user's way in (issue 51): what an administrator sees of it (their second factor, their
  // sessions), the factor taken away, every session ended.
  'user.viewAccess',
  'user.resetSecondFactor',
  'user.endSessions',
  'role.view',
  'role.edit',
  'role.delete',
  'role.manageMembers',
  'role.configure',
  'workGroup.view',
  'workGroup.edit',
  'workGroup.manageMembers',
  'apiAccount.manage',
  'list.edit',
  'list.manageItems',
  'form.view',
  'form.edit',
  'form.changeStatus',
  'form.delete',
  'form.designFields',
  'field.edit',
  'field.delete',
  'field.move',
  'record.file',
  'record.query',
  // Lists a form's records: all of them with the query grant, one's own with the filing grant.
  'record.list',
  'record.viewFiles',
  'record.searchLookup',
  'sticker.print',
  // One filed record (its status and filer decide, not only its form): decision 37.
  'filedRecord.view',
  'filedRecord.edit',
  'filedRecord.cancel',
  'filedRecord.printSticker',
  // Its place in an expedient (spec §6 set and remove expedient path): decision 55.
  'filedRecord.setExpedientPath',
  'filedRecord.removeExpedientPath',
  // Its processes (issue 31): starting one of its form's workflows, and reading the ones it ran.
  'filedRecord.startProcess',
  'filedRecord.viewProcesses',
  // Its free tasks (issue 32): asked of people on it, when its form allows them (decision 69).
  'filedRecord.createFreeTask',
  // Workflows (issue 14): their designers, and who may start them (the process engine's issue).
  'workflow.view',
  'workflow.edit',
  'workflow.changeStatus',
  'workflow.designModel',
  'workflow.deleteModel',
  'workflow.configureSteps',
  'workflow.start',
  // A record's files (issue 12): adding some to the record, then each file, then each in the trash.
  'recordFiles.upload',
  'recordFile.view',
  'recordFile.edit',
  'recordFile.addVersion',
  'recordFile.trash',
  // A scan read again by Tesseract (issue 48), by whoever may correct its record.
  'recordFile.readAgain',
  'trashedFile.restore',
  'trashedFile.delete',
  // Exporting a form's records (the form is the subject).
  'recordExport.create',
  // One expedient: read (its data, files and index), changed and closed while open, its files
  // and index checked against storage.
  'expedient.read',
  'expedient.edit',
  'expedient.close',
  'expedient.verify',
  // Records placed in it and taken out again while it is open (decision 55).
  'expedient.relateRecords',
  // One node of the TRD tree, one documentary type.
  'trdNode.edit',
  'trdNode.delete',
  // Directories made under a node and its renaming, below the structure (issue 35 point 15).
  'trdNode.addDirectories',
  'trdNode.rename',
  'documentaryType.edit',
  'documentaryType.delete',
  // A TRD level (issue 13): decided on a node through the grants on it or any level above it.
  'trdLevel.consult',
  'trdLevel.upload',
  // A process (issue 31): reading it (its map, tasks and comments) and interrupting it.
  'process.view',
  'process.interrupt',
  // Files attached at a running process, outside any one task (spec §7 /file/process/…).
  'process.attach',
  // One task of a process: reading it, and what its holder does with it as its step allows.
  'processTask.view',
  'processTask.complete',
  'processTask.reassign',
  'processTask.return',
  'processTask.comment',
  'processTask.attach',
  'processTask.trashFile',
  // The step action "electronic signature": signatures requested on the record's PDFs.
  'processTask.requestSignature',
  // A saved view of the task box: its owner removes it.
  'taskView.delete',
  // A free task: read by its holder, sender and notified people; worked by its holder.
  'freeTask.view',
  'freeTask.complete',
  'freeTask.reassign',
  'freeTask.comment',
  // One failed background job, run again from its first attempt.
  'backgroundJob.retry',
  // The calendar's time zone, days and hours, and its non-working days.
  'calendar.edit',
  // One webhook subscription changed or removed, and one of its deliveries sent again.
  'webhook.edit',
  'webhook.delete',
  'webhookDelivery.replay',
  // An approved integration's portal user, key and agreement.
  'integration.configure',
  // Electronic signatures (issue 33): requested on a record's file by whoever holds the form's
  // "sign electronically" grant (and admins); a request read, cancelled and resent while pending.
  'signature.request',
  'signature.view',
  'signature.cancel',
  'signature.resend',
  // A PQRS (issue 47): read beside its record by whoever reads the record; extended once, before
  // it falls due, by whoever may correct the record.
  'pqrsRequest.view',
  'pqrsRequest.extend',
  // Ley 1755 art. 17: asking the petitioner to complete it, which stops its clock.
  'pqrsRequest.askCompletion',
  // Ley 1755 art. 21: remitting it to the competent entity, within five business days of filing.
  'pqrsRequest.remit',
  // Its answer (issue 47 §3), by whoever may correct its record while it runs: drafted, filed as
  // an outgoing radicado, sealed, sent once approved and signed; a physical dispatch settled.
  'pqrsAnswer.draft',
  'pqrsAnswer.prepare',
  'pqrsAnswer.seal',
  'pqrsAnswer.send',
  'pqrsAnswer.settle',
  // A mailbox changed or removed (issue 48), and a tray item filed, attached or discarded.
  'mailbox.edit',
  'mailbox.delete',
  'captureItem.classify',
  // One live session, ended by the person it belongs to.
  'session.end',
  // One legal hold (issue 50 §3): released, with a reason, while it is active.
  'legalHold.release',
] as const;
export type ResourceAction = (typeof resourceActions)[number];

export type Action = GlobalAction | ResourceAction;

/** What the session says the actor may do anywhere: one flag per global action. */
export type GlobalAbilities = Record<GlobalAction, boolean>;

/** The verbs of one resource's actions, as its answers carry them (`{ edit: true, delete: false }`). */
export type VerbOf<A extends string, R extends string> = A extends `${R}.${infer V}` ? V : never;
export type Abilities<R extends string> = Record<VerbOf<ResourceAction, R>, boolean>;
