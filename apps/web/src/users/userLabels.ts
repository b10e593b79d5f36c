import {
  DocumentType,
  type DocumentTypeValue,
  type MessageKey,
  UserStatus,
  type UserStatusValue,
  UserType,
  type UserTypeValue,
} from '@custodia/contracts';

export const userStatusLabels: Record<UserStatusValue, MessageKey> = {
  [UserStatus.active]: 'users.status.active',
  [UserStatus.locked]: 'users.status.locked',
  [UserStatus.inactive]: 'users.status.inactive',
  [UserStatus.retired]: 'users.status.retired',
  [UserStatus.lockedByExpiry]: 'users.status.lockedByExpiry',
};

export const userStatusColors: Record<UserStatusValue, string> = {
  [UserStatus.active]: 'green',
  [UserStatus.locked]: 'red',
  [UserStatus.inactive]: 'default',
  [UserStatus.retired]: 'default',
  [UserStatus.lockedByExpiry]: 'orange',
};

export const userTypeLabels: Record<UserTypeValue, MessageKey> = {
  [UserType.query]: 'users.type.query',
  [UserType.standard]: 'users.type.standard',
  [UserType.admin]: 'users.type.admin',
};

export const documentTypeLabels: Record<DocumentTypeValue, MessageKey> = {
  [DocumentType.citizenship]: 'users.document.citizenship',
  [DocumentType.foreign]: 'users.document.foreign',
};
