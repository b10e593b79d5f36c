/** The API's base path (spec §7): every endpoint of the contracts table lives below it. */
export const apiBase = '/api/v1';

/** Fills `:name` segments of an API path. */
export function apiPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}
