/** The API's base path (spec §7): every endpoint of the contracts table lives below it. */
export const apiBase = '/api/v1';
