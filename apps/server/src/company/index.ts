/**
 * What the rest of the server may use of the company feature: creating a company with its first
 * administrator, and whether there is any company yet (the start-up seed, the command line).
 */
export { createCompany, hasNoCompany } from './company.service.ts';
