/**
 * What the rest of the server may use of the company feature: creating a company with its first
 * administrator, whether there is any company yet (the start-up seed, the command line), and
 * which company a domain names (the operator's commands).
 */
export { companyIdOf, createCompany, hasNoCompany } from './company.service.ts';
