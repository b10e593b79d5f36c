/** What the other features use of users (decision 82). */
export { BackToUserList } from './BackToUserList.tsx';
export { UserAvatar } from './UserAvatar.tsx';
export { UserLoader } from './UserLoader.tsx';
export { UserStatusTag } from './UserStatusTag.tsx';
export { documentTypeLabels, userStatusLabels, userTypeLabels } from './userLabels.ts';
export { useUserLog } from './useUsers.ts';
