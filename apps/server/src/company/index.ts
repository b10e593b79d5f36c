/**
 * What the rest of the server may use of the company feature: creating a company with its first
 * administrator, whether there is any company yet (the start-up seed, the command line), which
 * company a domain names (the operator's commands), its name (the window, signatures), and its SMS and WhatsApp gateway (signatures).
 */
export {
  companyIdOf,
  companyName,
  createCompany,
  hasNoCompany,
  type MessageGateway,
  messageGatewayOf,
} from './company.service.ts';
