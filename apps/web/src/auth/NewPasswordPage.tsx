import { PasswordLinkForm } from './PasswordLinkForm.tsx';

/** /nueva-contrasena: a new user sets their first password from the welcome e-mail. */
export default function NewPasswordPage() {
  return <PasswordLinkForm purpose="welcome" />;
}
