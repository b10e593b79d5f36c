import { PasswordLinkForm } from './PasswordLinkForm.tsx';

/**
 * /nueva-contrasena (a new user's first password, from the welcome e-mail) and
 * /restablecimiento-de-contrasena (a reset request): one screen, named by its route.
 */
export default function PasswordLinkPage() {
  return <PasswordLinkForm />;
}
