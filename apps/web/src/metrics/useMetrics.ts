import { type MetricsTable, metricsApi } from '@custodia/contracts';
import { useQuery } from '@tanstack/react-query';
import { saveBlob } from '../files/saveFile.ts';
import { call, readQuery } from '../platform/api.ts';

/** The metrics screen's figures for a year (the company's current one when not given). */
export function useMetricsOverview(year: number | undefined) {
  return useQuery(readQuery(metricsApi.overview, { query: { year } }));
}

export function useMetricsByForm(year: number | undefined) {
  return useQuery(readQuery(metricsApi.forms, { query: { year } }));
}

export function useMetricsByYear() {
  return useQuery(readQuery(metricsApi.years, {}));
}

/** Saves one of the tables as the server writes it, a spreadsheet in the reader's language. */
export async function downloadMetricsTable(table: MetricsTable, year: number | undefined) {
  saveBlob(
    await call(metricsApi.export, { query: { table, year } }),
    `metrics-${table}${year === undefined ? '' : `-${year}`}.xlsx`,
  );
}
