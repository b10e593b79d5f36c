/**
 * What other features may use of records: a record read and its abilities, its values as a person
 * reads them (exports, stickers), the ids a list shows (exports), the dashboard's filing, and the
 * records policy's pieces services and presenters read (files), and the filing others act on (a
 * process starting, subscribed in src/subscriptions.ts), and filing itself as the citizen window
 * does in its receiver's name, the links between records (a PQRS and its answer), and the legal
 * due date a PQRS's clock keeps on its record, and the identity a captured message is filed with. Policies import
 * records.policy.ts itself.
 */
export { keepLegalDue } from './legal-due.service.ts';
export { listedRecordIds } from './record-lists.service.ts';
export { printedValue, readableValues, valueReader } from './record-values.ts';
export { inForce, type RecordSubject } from './records.policy.ts';
export { recordAbilities } from './records.present.ts';
export {
  existingRecord,
  type FiledRecord,
  fileRecord,
  filingActivity,
  type Intake,
  linkRecords,
  recordFiled,
} from './records.service.ts';
