import { AntdProviders } from '../platform/AntdProviders.tsx';
import { PasswordLinkForm } from './PasswordLinkForm.tsx';

/**
 * /nueva-contrasena (a new user's first password, from the welcome e-mail) and
 * /restablecimiento-de-contrasena (a reset request): one screen, named by its route. Built with
 * antd, it brings antd's providers, which the visitor's plain shell has not.
 */
export default function PasswordLinkPage() {
  return (
    <AntdProviders>
      <PasswordLinkForm />
    </AntdProviders>
  );
}
