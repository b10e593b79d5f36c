import { DatePicker, type DatePickerProps } from 'antd';
import type { Dayjs } from 'dayjs';
import { dateTimeFormat, instantOf, pickedIn, timePicking } from './dates.ts';
import { useActiveSession } from './session.ts';
import { useCompanyToday } from './useDateTime.ts';

type Props = Omit<DatePickerProps<Dayjs, false>, 'value' | 'onChange'> & {
  /** The instant, as the contracts send it (ISO 8601); what a form item holds. */
  value?: string;
  onChange?(value: string | undefined): void;
};

/**
 * The app's date-time picker for an instant to come (a due date): dd/MM/yyyy HH:mm in 5-minute
 * steps, shown and read on the company's clock, days before the company's today closed.
 */
export function InstantPicker({ value, onChange, ...picker }: Props) {
  const zone = useActiveSession().time_zone;
  const today = useCompanyToday();
  return (
    <DatePicker
      {...picker}
      format={dateTimeFormat}
      showTime={timePicking}
      minDate={today}
      value={value ? pickedIn(value, zone) : null}
      onChange={(picked) => onChange?.(picked ? instantOf(picked, zone) : undefined)}
      style={{ minWidth: 240 }}
    />
  );
}
