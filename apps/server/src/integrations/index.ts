/**
 * What other features may use of the integrations: the company's e-signature provider (the
 * signatures feature), its options (the session, for the menu's signature report), the operator's
 * move of a request between states (the command line), and the company's seal certificate (the
 * signatures feature's seal).
 */
export {
  changeIntegrationState,
  integrationOptionsOf,
  type SignatureProvider,
  signatureProviderOf,
} from './integrations.service.ts';
export { companySealOf } from './seal-certificate.service.ts';
