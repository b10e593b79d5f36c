import {
  type FormDto,
  FormStatus,
  type FormStatusValue,
  type MessageKey,
  StickerType,
} from '@custodia/contracts';

export const formStatusLabels: Record<FormStatusValue, MessageKey> = {
  [FormStatus.draft]: 'forms.status.draft',
  [FormStatus.active]: 'forms.status.active',
  [FormStatus.inactive]: 'forms.status.inactive',
  [FormStatus.deleted]: 'forms.status.deleted',
};

export const formStatusColors: Record<FormStatusValue, string> = {
  [FormStatus.draft]: 'gold',
  [FormStatus.active]: 'green',
  [FormStatus.inactive]: 'default',
  [FormStatus.deleted]: 'red',
};

export const stickerTypeLabels: Record<FormDto['sticker_type'], MessageKey> = {
  [StickerType.text]: 'forms.sticker.text',
  [StickerType.barcode]: 'forms.sticker.barcode',
};

/** Which of the record's files a process started from it takes along. */
export const attachFilesLabels: Record<FormDto['attach_files_at_start'], MessageKey> = {
  all: 'forms.attachFiles.all',
  last: 'forms.attachFiles.last',
  none: 'forms.attachFiles.none',
};
