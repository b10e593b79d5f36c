import { type MetricsTable, metricsApi } from '@custodia/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../platform/api.ts';
import { saveBlob } from '../platform/download.ts';

const metricsKey = ['metrics'] as const;

/** The metrics screen's figures for a year (the company's current one when not given). */
export function useMetricsOverview(year: number | undefined) {
  return useQuery({
    queryKey: [...metricsKey, 'overview', year],
    queryFn: ({ signal }) => call(metricsApi.overview, { query: { year } }, { signal }),
  });
}

export function useMetricsByForm(year: number | undefined) {
  return useQuery({
    queryKey: [...metricsKey, 'forms', year],
    queryFn: ({ signal }) => call(metricsApi.forms, { query: { year } }, { signal }),
  });
}

export function useMetricsByYear() {
  return useQuery({
    queryKey: [...metricsKey, 'years'],
    queryFn: ({ signal }) => call(metricsApi.years, {}, { signal }),
  });
}

/** Saves one of the tables as the server writes it, a spreadsheet in the reader's language. */
export async function downloadMetricsTable(table: MetricsTable, year: number | undefined) {
  saveBlob(
    await call(metricsApi.export, { query: { table, year } }),
    `metrics-${table}${year === undefined ? '' : `-${year}`}.xlsx`,
  );
}
