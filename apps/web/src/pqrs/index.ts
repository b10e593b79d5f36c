/**
 * What other features may use of the PQRS window's office side: a record's PQRS beside its
 * detail (records). The window's settings screen is a route of its own.
 */
export { RecordPqrs } from './RecordPqrs.tsx';
