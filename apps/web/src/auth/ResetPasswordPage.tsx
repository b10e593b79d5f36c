import { PasswordLinkForm } from './PasswordLinkForm.tsx';

/** /restablecimiento-de-contrasena: a user chooses a new password from a reset e-mail. */
export default function ResetPasswordPage() {
  return <PasswordLinkForm purpose="reset" />;
}
