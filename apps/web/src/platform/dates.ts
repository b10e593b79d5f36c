import dayjs from 'dayjs';

/** Spec §5: dates read dd/MM/yyyy with hh:mm, in the reader's time zone. */
export function formatDateTime(iso: string): string {
  return dayjs(iso).format('DD/MM/YYYY HH:mm');
}
