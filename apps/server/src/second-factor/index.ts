/**
 * What other features use of second factors: what sign-in asks after a password, a code checked,
 * a factor set up at sign-in (auth), whether a user has one (auth's view of a user's way in), and
 * the operator's reset (cli).
 */
export {
  beginEnrolment,
  checkCode,
  confirmEnrolment,
  type FactorHolder,
  hasSecondFactor,
  resetFactorByOperator,
  signInStep,
} from './second-factor.service.ts';
