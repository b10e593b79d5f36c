import { type Holiday, nonWorkingDayName, translate } from '@custodia/contracts';
import Holidays from 'date-holidays';

/** The national holidays of Colombia as date-holidays knows them (decision 64). */
const colombia = new Holidays('CO', { languages: ['es'], types: ['public'] });

/**
 * Which holiday each of the library's rules dates. Its names are not used: it calls the
 * Ascensión del Señor "La Asunción" (the Asunción is in August) and leaves French names in
 * Spanish; the catalogues name each one in the reader's language. Easter Sunday is left out: the
 * library lists it, but it falls on a Sunday and is no day off of the law's.
 */
const holidayOfRule: Record<string, Holiday> = {
  '01-01': 'new_year',
  'monday after 01-06': 'epiphany',
  'monday after 03-19': 'saint_joseph',
  'easter -3': 'maundy_thursday',
  'easter -2': 'good_friday',
  '05-01': 'labour_day',
  'easter 43': 'ascension',
  'easter 64': 'corpus_christi',
  'easter 71': 'sacred_heart',
  'monday after 06-29': 'saints_peter_and_paul',
  'monday after 07-09 since 2026': 'virgin_of_chiquinquira',
  '07-20': 'independence',
  '08-07': 'battle_of_boyaca',
  'monday after 08-15': 'assumption',
  'monday after 10-12': 'columbus_day',
  '1st monday in November': 'all_saints',
  'monday after 11-11': 'independence_of_cartagena',
  '12-08': 'immaculate_conception',
  '12-25': 'christmas',
};

/**
 * Colombia's days off in a year, dated YYYY-MM-DD, each with the holidays on it: two of them share
 * a Monday some years (the Sagrado Corazón and San Pedro y San Pablo in 2025).
 */
export function colombianHolidays(
  year: number,
): { date: string; name: string; holidays: Holiday[] }[] {
  const byDate = new Map<string, Holiday[]>();
  for (const day of colombia.getHolidays(year)) {
    if (day.type !== 'public' || day.rule === 'easter') continue;
    const holiday = holidayOfRule[day.rule];
    // A rule a newer library adds is one this table must name first: the law's list is closed.
    if (!holiday) throw new Error(`date-holidays dates an unknown Colombian holiday: ${day.rule}`);
    const date = day.date.slice(0, 10);
    byDate.set(date, [...(byDate.get(date) ?? []), holiday]);
  }
  return [...byDate].map(([date, holidays]) => ({
    date,
    // Stored under its Spanish name, as the audit log keeps it; each reader gets theirs.
    name: nonWorkingDayName({ name: '', holidays }, (key) => translate('es', key)),
    holidays,
  }));
}
