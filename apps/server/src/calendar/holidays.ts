import Holidays from 'date-holidays';

/** The national holidays of Colombia as date-holidays knows them (decision 64). */
const colombia = new Holidays('CO', { languages: ['es'], types: ['public'] });

/**
 * Colombia's days off in a year, dated YYYY-MM-DD with their Spanish names. date-holidays lists
 * Easter Sunday as a public holiday: it falls on a Sunday and is no day off of the law's.
 */
export function colombianHolidays(year: number): { date: string; name: string }[] {
  return colombia
    .getHolidays(year)
    .filter((holiday) => holiday.type === 'public' && holiday.rule !== 'easter')
    .map((holiday) => ({ date: holiday.date.slice(0, 10), name: holiday.name }));
}
