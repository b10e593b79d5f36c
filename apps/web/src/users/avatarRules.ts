import { limits, type MessageKey } from '@custodia/contracts';

const avatarTypes = ['image/jpeg', 'image/png'];

/** The refusal the server would give (spec §5: JPG or PNG, 1 MB), found before uploading. */
export function avatarProblem(file: { type: string; size: number }): MessageKey | null {
  if (!avatarTypes.includes(file.type)) return 'errors.10012';
  if (file.size > limits.avatarMaxBytes) return 'errors.10013';
  return null;
}
