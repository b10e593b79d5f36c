/**
 * What other features use of second factors: what sign-in asks after a password, a code checked,
 * a factor set up at sign-in (auth), and whether a user has one (auth's view of a user's way in).
 */
export {
  beginEnrolment,
  checkCode,
  confirmEnrolment,
  type FactorHolder,
  hasSecondFactor,
  signInStep,
} from './second-factor.service.ts';
