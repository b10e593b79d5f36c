/**
 * What other features may use of metrics: counting the changes they make, in their own work, the
 * records ever filed (the dashboard's total), and the folding the job runner does. Its routes are registered from app.ts.
 */
export {
  countMetrics,
  foldMetrics,
  type MetricChange,
  recordsFiled,
} from './metrics.service.ts';
