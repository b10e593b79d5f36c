import dayjs from 'dayjs';

/** Spec §5: days read dd/MM/yyyy. */
export const dayFormat = 'DD/MM/YYYY';

/** Spec §5: dates read dd/MM/yyyy with hh:mm, in the reader's time zone. */
export function formatDateTime(iso: string): string {
  return dayjs(iso).format(`${dayFormat} HH:mm`);
}
