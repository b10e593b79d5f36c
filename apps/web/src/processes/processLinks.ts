import type { ProcessSummaryDto } from '@custodia/contracts';
import { generatePath } from 'react-router';
import { paths } from '../app/paths.ts';

type RecordRef = ProcessSummaryDto['record'];

export const processPath = (process: Pick<ProcessSummaryDto, 'id' | 'record'>) =>
  generatePath(paths.processDetail, { id: process.record.form_id, processId: process.id });

export const taskPath = (taskId: string) => generatePath(paths.taskDetail, { id: taskId });

export const recordPath = (record: Pick<RecordRef, 'id' | 'form_id'>) =>
  generatePath(paths.recordDetails, { id: record.form_id, recordId: record.id });

export const workflowTraceabilityPath = (record: Pick<RecordRef, 'id' | 'form_id'>) =>
  generatePath(paths.workflowTraceability, { id: record.form_id, recordId: record.id });
