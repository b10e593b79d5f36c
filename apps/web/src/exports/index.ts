/** What the other features use of exports (decision 82). */
export { useRequestExport } from './useExports.ts';
