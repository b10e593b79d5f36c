/** What the other features use of auth (decision 82). */

export { startSession } from './logIn.ts';
export { NewPasswordFields } from './NewPasswordFields.tsx';
export { PasswordExpiryBanner } from './PasswordExpiryBanner.tsx';
export { useLogout } from './useLogout.ts';
export { useSessionRefresh } from './useSessionRefresh.ts';
